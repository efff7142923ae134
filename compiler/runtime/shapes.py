"""Arrangements of a hand under a ruleset's shapes, and the tiles it waits on.

A shape counted in groups is ("groups", sets, pairs, fixed, fixed tiles): `fixed` lists the fixed-tile
groups a ruleset declares that the shape takes, as (how many, their tile sets) entries, each tile set a
sorted tuple of tiles; `fixed tiles` is how many tiles they take in all. A fixed group of a reading is
the part (FIXED, its tiles).

A ruleset with wilds (its tiles' `wilds`) passes the deal's wild tile, where wilds may stand (WILD_SETS, WILD_PAIR,
WILD_PAIRS) and the tiles they may stand for; see "Wilds" below.

A hand given here is one the record reader let through: with its melds (kongs counted as three) it makes the
ruleset's hand size (tiles.size), or one tile less for a hand that waits. So a shape counted in groups reads
only the hands its groups make, and a shape judged on its tiles applies to any hand without melds.
"""

import itertools

from .base import (
    CHOW, FIXED, KONG, MOST_HAND_SIZE, NO_TILE, N_KINDS, N_TILES, PAIR, PUNG, SUIT_OFFSETS, SUIT_SIZES, TILE_NUMBER,
    TILE_SUIT,
)
from .tiles import Group, NO_GROUP, WildGroup


class Arrangement:
    """One reading of a winning hand: its shape, its sets, its pairs, and the set the win tile completed."""

    __slots__ = ("shape", "sets", "pairs", "win_set")

    def __init__(self, shape, sets, pairs, win_set):
        self.shape = shape
        self.sets = sets
        self.pairs = pairs
        self.win_set = win_set


def tile_counts(tiles):
    counts = [0] * N_KINDS
    for t in tiles:
        counts[t] += 1
    return counts


def _split(counts, start, sets, pairs, out, acc):
    """Yield every multiset of sets/pairs exactly covering counts (each once)."""
    while start < N_KINDS and counts[start] == 0:
        start += 1
    if start == N_KINDS:
        if sets == 0 and pairs == 0:
            out.append(list(acc))
        return
    c = counts[start]
    if pairs and c >= 2:
        counts[start] -= 2
        acc.append((PAIR, start))
        _split(counts, start, sets, pairs - 1, out, acc)
        acc.pop()
        counts[start] += 2
    if sets and c >= 3:
        counts[start] -= 3
        acc.append((PUNG, start))
        _split(counts, start, sets - 1, pairs, out, acc)
        acc.pop()
        counts[start] += 3
    if sets and start < 27 and TILE_NUMBER[start] <= 7 and counts[start + 1] and counts[start + 2]:
        counts[start] -= 1
        counts[start + 1] -= 1
        counts[start + 2] -= 1
        acc.append((CHOW, start))
        _split(counts, start, sets - 1, pairs, out, acc)
        acc.pop()
        counts[start] += 1
        counts[start + 1] += 1
        counts[start + 2] += 1


_RUNS = tuple(tuple(bytes([i]) * c for c in range(5)) for i in range(9))  # place i held c times


def _build_suit_table(size, chows, tiles):
    """Every reading of `tiles` tiles of one suit as sets and at most one pair: the part of the suit's tables for
    that many tiles, which is what decides the sets and pairs (3 * sets + 2 * pairs).

    The first table is keyed by the bytes of the tiles' sorted places in the suit; each entry is (sets, pairs,
    groups) with groups as codes kind * 9 + index within the suit (see SUIT_GROUPS). The second gives, by the
    suit's count vector packed in base 5, what the tiles make as a mask: bit 5 * sets + pairs.
    """
    n, rest = divmod(tiles, 3)
    table = {}
    by_places = {}
    made = {}
    if rest == 1 or tiles > SUIT_TILES_MOST:
        return by_places, made
    pairs = rest // 2
    # Sets are taken in the order of this list, each at or after the one before (every multiset of sets once, in
    # the order itertools.combinations_with_replacement gives them), with the counts and their bytes kept up to
    # date as a set is taken and put back; a set that would hold a fifth copy ends its branch.
    shapes = [(PUNG, i, (i,), 3) for i in range(size)] + \
        ([(CHOW, i, (i, i + 1, i + 2), 1) for i in range(size - 2)] if chows else [])
    counts = [0] * size
    runs = [b""] * size  # place i held counts[i] times

    def enter(key, groups):
        entries = table.get(key)
        if entries is None:
            entries = table[key] = []
            by_places[b"".join(runs)] = entries
            made[key] = 1 << (5 * n + pairs)
        entries.append((n, pairs, groups))

    def take(start, sets, key, chow_codes, pung_codes):
        if sets == n:
            groups = chow_codes + pung_codes  # sorted: a chow's code is below a pung's, and a pair's above both
            if not pairs:
                enter(key, groups)
                return
            for pair in range(size):
                held = counts[pair]
                if held <= 2:
                    runs[pair] = _RUNS[pair][held + 2]
                    enter(key + 2 * 5 ** pair, groups + (PAIR * 9 + pair,))
                    runs[pair] = _RUNS[pair][held]
            return
        for index in range(start, len(shapes)):
            kind, i, places, copies = shapes[index]
            if any(counts[p] + copies > 4 for p in places):
                continue
            for p in places:
                counts[p] += copies
                runs[p] = _RUNS[p][counts[p]]
            step = copies * sum(5 ** p for p in places)
            if kind == PUNG:
                take(index, sets + 1, key + step, chow_codes, pung_codes + (PUNG * 9 + i,))
            else:
                take(index, sets + 1, key + step, chow_codes + (CHOW * 9 + i,), pung_codes)
            for p in places:
                counts[p] -= copies
                runs[p] = _RUNS[p][counts[p]]

    take(0, 0, 0, (), ())
    return by_places, made


# The suit tables by suit (the number suits share theirs), filled a number of tiles at a time by _know_suit_tiles
# as hands need them: a hand's readings need the parts for the numbers of tiles it holds in each suit, the waits
# every part up to the hand's size (_know_suit_tables). Whole, they take several times the rest of the runtime's
# import; a native scorer never reads them, and the first hand read in Python needs a few small parts.
NUMBER_READINGS, NUMBER_MADE, HONOR_READINGS, HONOR_MADE = {}, {}, {}, {}
SUIT_READINGS = (NUMBER_READINGS, NUMBER_READINGS, NUMBER_READINGS, HONOR_READINGS)
SUIT_MADE = (NUMBER_MADE, NUMBER_MADE, NUMBER_MADE, HONOR_MADE)
_NUMBER_KNOWN, _HONOR_KNOWN = set(), set()
SUIT_KNOWN = (_NUMBER_KNOWN, _NUMBER_KNOWN, _NUMBER_KNOWN, _HONOR_KNOWN)  # the numbers of tiles the tables hold
SUIT_TILES_MOST = MOST_HAND_SIZE  # no hand holds more tiles of a suit: past them a suit has no reading in the tables
_suit_tables_through = -1  # the tables hold every part up to this many tiles


def _know_suit_tiles(suit, tiles):
    """Have the suit's tables hold the readings of `tiles` tiles of it; False if they held them already."""
    known = SUIT_KNOWN[suit]
    if tiles in known:
        return False
    by_places, made = _build_suit_table(SUIT_SIZES[suit], suit < 3, tiles)
    # One update a table, then the number marked known: another thread finds a part whole or not at all, and at
    # worst builds it again (the same entries).
    SUIT_READINGS[suit].update(by_places)
    SUIT_MADE[suit].update(made)
    known.add(tiles)
    return True


def _know_suit_tables(most):
    """Have the suit tables hold every part up to `most` tiles."""
    global _suit_tables_through
    for tiles in range(most + 1):
        _know_suit_tiles(0, tiles)
        _know_suit_tiles(3, tiles)
    _suit_tables_through = max(_suit_tables_through, most)


# bytes.translate tables: a tile to its place in its suit, and to its suit.
IN_SUIT = bytes((t - SUIT_OFFSETS[TILE_SUIT[t]]) if t < N_KINDS else 255 for t in range(256))
SUIT_OF = bytes(TILE_SUIT[t] if t < N_TILES else 255 for t in range(256))
NUMBER_OF = bytes(TILE_NUMBER[t] if t < N_TILES else 255 for t in range(256))
POW5 = tuple(5 ** (t - SUIT_OFFSETS[TILE_SUIT[t]]) for t in range(N_KINDS))


# For each suit, group code -> (kind, first tile).
SUIT_GROUPS = tuple(tuple((code // 9, SUIT_OFFSETS[suit] + code % 9) for code in range(5 * 9)) for suit in range(4))


def _readings(tiles, sets, pairs):
    """Readings of sorted tiles as exactly `sets` sets and `pairs` (0 or 1) pairs, by suit tables."""
    per_suit = []
    held = bytes(tiles)
    places = held.translate(IN_SUIT)
    suits = held.translate(SUIT_OF)
    lo = 0
    for suit in range(4):
        hi = lo + suits.count(suit, lo)  # sorted: a suit's tiles stand together
        if hi > lo:
            found = SUIT_READINGS[suit].get(places[lo:hi])
            if found is None and _know_suit_tiles(suit, hi - lo):  # a number of tiles the tables did not hold yet
                found = SUIT_READINGS[suit].get(places[lo:hi])
            if found is None:
                return []
            per_suit.append((suit, found))
            lo = hi
    if lo != len(tiles):  # a tile of no suit (a flower) is in no set
        return []
    if len(per_suit) == 1:  # table entries are sorted (kind, tile) already
        suit, found = per_suit[0]
        parts = SUIT_GROUPS[suit]
        return [[parts[c] for c in groups] for n, p, groups in found if n == sets and p == pairs]
    n_sets = n_pairs = 0
    for _suit, found in per_suit:
        if len(found) > 1:
            break
        n_sets += found[0][0]
        n_pairs += found[0][1]
    else:  # the usual case: one reading per suit
        if n_sets != sets or n_pairs != pairs:
            return []
        reading = []
        for suit, found in per_suit:
            parts = SUIT_GROUPS[suit]
            reading += [parts[c] for c in found[0][2]]
        reading.sort()
        return [reading]
    out = []
    for combo in itertools.product(*(found for _suit, found in per_suit)):
        if sum(c[0] for c in combo) == sets and sum(c[1] for c in combo) == pairs:
            reading = []
            for (suit, _found), c in zip(per_suit, combo):
                reading += map(SUIT_GROUPS[suit].__getitem__, c[2])
            reading.sort()
            out.append(reading)
    return out


def decompositions(counts, sets, pairs, fixed=(), first=0):
    """Every way to read counts as `sets` sets + `pairs` pairs + the fixed groups of `fixed`.

    `first` is the first tile set of fixed[0] still to try: a group taken twice takes its tile sets in
    their order, so that no reading is found twice.
    """
    if fixed:
        n, choices = fixed[0]
        if not n:
            return decompositions(counts, sets, pairs, fixed[1:])
        out = []
        left = ((n - 1, choices),) + fixed[1:]
        for i in range(first, len(choices)):
            tiles = choices[i]
            rest = list(counts)
            for t in tiles:
                rest[t] -= 1
            if all(rest[t] >= 0 for t in tiles):
                out.extend([(FIXED, tiles)] + r for r in decompositions(rest, sets, pairs, left, i))
        return out
    if pairs <= 1 and max(counts) <= 4:  # the suit tables know at most four copies of a tile
        return _readings([t for t in range(N_KINDS) for _ in range(counts[t])], sets, pairs)
    if sets == 0:  # only pairs: one reading, if every count is even
        if any(c & 1 for c in counts) or sum(counts) != 2 * pairs:
            return []
        return [[(PAIR, t) for t in range(N_KINDS) for _ in range(counts[t] // 2)]]
    out = []
    _split(counts, 0, sets, pairs, out, [])
    return out


GROUP_TILES = {}  # the tiles of each part (kind, key); a fixed group's key is its tiles
for _t in range(N_KINDS):
    GROUP_TILES[PAIR, _t] = [_t] * 2
    GROUP_TILES[PUNG, _t] = [_t] * 3
    GROUP_TILES[KONG, _t] = [_t] * 4
    if TILE_SUIT[_t] < 3 and TILE_NUMBER[_t] <= 7:
        GROUP_TILES[CHOW, _t] = [_t, _t + 1, _t + 2]


def make_group(part, owner):
    kind, key = part
    tiles = GROUP_TILES[part]
    return Group(kind, tiles[0] if kind == FIXED else key, tiles, owner)


# One concealed group per part and seat, shared by the arrangements that need no has_win
# mark (nothing writes to them).
SHARED_GROUPS = tuple({part: make_group(part, owner) for part in GROUP_TILES} for owner in range(4))


_FIXED_SETS = {}  # id of a shape's fixed groups -> the tile sets of each group, as frozensets


def _know_fixed(fixed):
    """The tile sets of a shape's fixed groups as frozensets; on first sight, its groups are entered in the
    tables of parts (plain dicts, for speed)."""
    known = _FIXED_SETS.get(id(fixed))
    if known is None:
        for _n, choices in fixed:
            for tiles in choices:
                part = (FIXED, tiles)
                if part not in GROUP_TILES:
                    GROUP_TILES[part] = list(tiles)
                    for owner, shared in enumerate(SHARED_GROUPS):
                        shared[part] = make_group(part, owner)
        known = _FIXED_SETS[id(fixed)] = (fixed, [tuple(map(frozenset, choices)) for _n, choices in fixed])
    return known[1]


def reading_order(parts):
    """The order in which readings are tried: by their sets' tiles, lowest first (a pung before a chow),
    then by their kinds (a fixed group may have a chow's tiles)."""
    return (sorted(GROUP_TILES[p] for p in parts if p[0] != PAIR), sorted(GROUP_TILES[p] for p in parts if p[0] == PAIR),
            parts)  # a reading's parts come sorted


def declared_reading(shape):
    """The one reading of a win declared without a complete hand: its shape, and no sets."""
    return [Arrangement(shape, [], [], NO_GROUP)]


def arrangements(concealed, melds, win_tile, owner, shapes, by_win_set=True, wild=NO_TILE, wild_in=0, playable=()):
    """Every arrangement of a complete hand under the ruleset's shapes.

    With `wild` a tile the concealed tiles hold, its copies are wilds: they stand for any tile of `playable` in the
    sets and pairs that `wild_in` allows (shapes of sets and pairs alone; see "Wilds" below).

    `concealed` holds the concealed tiles including the win tile; `shapes` is a list of
    ("groups", sets, pairs, fixed, fixed tiles) or ("tiles", predicate, tiles it allows or None, kinds the hand
    needs before its last tile, a predicate the hand meets before its last tile or None) entries.
    With `by_win_set` false (no rule asks which set the win tile completed) a reading
    is one arrangement, and its win set is left unset.
    """
    counts = None
    result = []
    n_tiles = len(concealed)
    for index, shape in enumerate(shapes):
        if shape[0] == "declared":  # a win declared without a complete hand: never read from tiles
            continue
        if shape[0] == "tiles":
            _kind, holds, allowed, least_kinds, _before = shape
            if not melds and (allowed is None or allowed.issuperset(concealed)) \
                    and len(set(concealed)) > least_kinds and holds(concealed):
                result.append(Arrangement(index, [], [], NO_GROUP))
            continue
        _kind, n_sets, n_pairs, fixed, fixed_tiles = shape
        free_sets = n_sets - len(melds)
        if free_sets < 0 or 3 * free_sets + 2 * n_pairs + fixed_tiles != n_tiles:
            continue
        if wild != NO_TILE and not fixed and wild in concealed:
            readings = wild_readings(concealed, wild, free_sets, n_pairs, wild_in, playable)
            _wild_arrangements(index, readings, melds, win_tile, wild, owner, by_win_set, result)
            continue
        if n_pairs <= 1 and not fixed:
            readings = _readings(concealed, free_sets, n_pairs)
        elif free_sets == 0 and not fixed:  # only pairs: the sorted tiles pair up, or not
            if concealed[0::2] != concealed[1::2]:
                continue
            readings = [[(PAIR, t) for t in concealed[0::2]]]
        else:
            if fixed:
                held = set(concealed)
                if not all(any(map(held.issuperset, sets)) for sets in _know_fixed(fixed)):
                    continue  # some fixed group is not among the tiles
            counts = counts or tile_counts(concealed)
            readings = [sorted(r) for r in decompositions(counts, free_sets, n_pairs, fixed)]
        if len(readings) > 1:
            readings.sort(key=reading_order)  # ties go to the first
        if not by_win_set:
            shared = SHARED_GROUPS[owner]
            for parts in readings:
                sets = list(melds)
                pairs = []
                previous = None
                for part in parts:
                    # A part read twice (two equal chows) is two sets: the second gets its own object.
                    group = shared[part] if part != previous else make_group(part, owner)
                    previous = part
                    if part[0] == PAIR:
                        pairs.append(group)
                    else:
                        sets.append(group)
                result.append(Arrangement(index, sets, pairs, None))
            continue
        for parts in readings:
            placed = []
            for part in parts:
                if part in placed or win_tile not in GROUP_TILES[part]:
                    continue
                placed.append(part)
                sets = list(melds)
                pairs = []
                win_group = None
                for other in parts:
                    kind, key = other
                    tiles = GROUP_TILES[other]
                    group = Group(kind, tiles[0] if kind == FIXED else key, tiles, owner)
                    if win_group is None and other == part:
                        group.has_win = True
                        win_group = group
                    if kind == PAIR:
                        pairs.append(group)
                    else:
                        sets.append(group)
                result.append(Arrangement(index, sets, pairs, win_group))
    return result


def is_complete(tiles, n_melds, shapes, groups_too=True, wild=NO_TILE, wild_in=0, playable=()):
    """Whether sorted concealed tiles (with a candidate win tile) make a legal shape.

    With groups_too false only the shapes judged on the tiles as a whole, and those with fixed groups, are tried.
    With `wild` among the tiles, its copies are wilds where `wild_in` lets them stand (see arrangements).
    """
    total = len(tiles)
    counts = None
    for shape in shapes:
        if shape[0] == "declared":
            continue
        if shape[0] == "tiles":
            if n_melds == 0 and shape[1](tiles):
                return True
            continue
        _kind, n_sets, n_pairs, fixed, fixed_tiles = shape
        if not groups_too and not fixed:
            continue
        free_sets = n_sets - n_melds
        if free_sets >= 0 and 3 * free_sets + 2 * n_pairs + fixed_tiles == total:
            if wild != NO_TILE and not fixed and wild in tiles:
                if wild_complete(tiles, wild, free_sets, n_pairs, wild_in, playable):
                    return True
                continue
            if n_pairs <= 1 and not fixed and all(tiles.count(t) <= 4 for t in set(tiles)):
                if _readings(tiles, free_sets, n_pairs):
                    return True
                continue
            counts = counts or tile_counts(tiles)
            if decompositions(counts, free_sets, n_pairs, fixed):
                return True
    return False


def _made_together(a, b):
    """What two parts make together, as masks of bit 5 * sets + pairs: every sum of a bit of each."""
    out = 0
    while b:
        low = b & -b
        out |= a * low  # a shifted by the bit's place
        b ^= low
    return out


def _group_waits(hand, keys, free_sets, pairs, result):
    """Tiles completing `free_sets` sets and `pairs` pairs, by the suit tables: one suit takes the tile.

    `keys` are the hand's suits as count vectors in base 5 (see _build_suit_table).
    """
    if _suit_tables_through <= len(hand):  # a suit may take the tile: parts of one tile more are read
        _know_suit_tables(len(hand) + 1)
    made = [SUIT_MADE[suit].get(key, 0) if key else 1 for suit, key in enumerate(keys)]
    incomplete = [suit for suit in range(4) if not made[suit]]
    if len(incomplete) > 1:  # a tile mends one suit only
        return
    target = 5 * free_sets + pairs
    for suit in incomplete or range(4):
        key = keys[suit]
        if not key:  # one tile alone makes no set and no pair
            continue
        others = 1
        for s in range(4):
            if s != suit:
                others = _made_together(others, made[s])
        wanted = 0  # what this suit must make, given what the others make
        while others:
            low = others & -others
            if low.bit_length() - 1 <= target:
                wanted |= 1 << (target - low.bit_length() + 1)
            others ^= low
        table = SUIT_MADE[suit]
        first = SUIT_OFFSETS[suit]
        for t in range(first, first + SUIT_SIZES[suit]):
            if key // POW5[t] % 5 == 4:  # a fifth copy is past the tables: ask the general search
                if _complete_fifth(hand + [t], free_sets, pairs):
                    result.add(t)
            elif table.get(key + POW5[t], 0) & wanted:
                result.add(t)


def _complete_fifth(tiles, sets, pairs):
    return bool(decompositions(tile_counts(tiles), sets, pairs))


def _fixed_waits(hand, n_melds, shape, result):
    """Waits of a shape with one fixed group: it is held whole (the rest waits) or lacks one tile."""
    _kind, n_sets, n_pairs, fixed, _fixed_tiles = shape
    ((_n, choices),) = fixed
    held = set(hand)
    for tiles, kinds in zip(choices, _know_fixed(fixed)[0]):
        if len(kinds) == len(tiles) and len(kinds - held) > 1:
            continue  # a tile set of distinct tiles lacking two or more: no one tile completes it (in C)
        rest = list(hand)
        missing = []
        for t in tiles:
            if t in rest:
                rest.remove(t)
            else:
                missing.append(t)
        if not missing:
            result.update(waits(rest, (), [("groups", n_sets - n_melds, n_pairs, (), 0)]))
        elif len(missing) == 1 and is_complete(sorted(hand + missing), n_melds, [shape]):
            result.add(missing[0])


def waits(hand, melds, shapes, wild=NO_TILE, wild_in=0, playable=()):
    """The tile kinds that would complete a waiting hand's shape (even as a fifth copy); with `wild`, a ruleset's wild
    tile, its copies among them (the candidate too) are wilds (see arrangements)."""
    if wild != NO_TILE:
        return _wild_waits(hand, len(melds), shapes, wild, wild_in, playable)
    result = set()
    keys = None
    n_tiles = len(hand) + 1
    n_melds = len(melds)
    for shape in shapes:
        if shape[0] == "declared":
            continue
        if shape[0] == "tiles":
            _kind, holds, allowed, least_kinds, before = shape
            if n_melds == 0 and (allowed is None or allowed.issuperset(hand)) \
                    and len(set(hand)) >= least_kinds and (before is None or before(hand)):
                candidates = range(N_KINDS) if allowed is None else sorted(t for t in allowed if t < N_KINDS)
                if least_kinds == n_tiles - 1:  # as many kinds as tiles: the last is one not held
                    candidates = [t for t in candidates if t not in hand]
                result.update(t for t in candidates if t not in result and holds(sorted(hand + [t])))
            continue
        _kind, n_sets, n_pairs, fixed, fixed_tiles = shape
        free_sets = n_sets - n_melds
        if free_sets < 0 or 3 * free_sets + 2 * n_pairs + fixed_tiles != n_tiles:
            continue
        if len(fixed) == 1 and fixed[0][0] == 1 and n_pairs <= 1:
            _fixed_waits(hand, n_melds, shape, result)
        elif fixed or (n_pairs > 1 and free_sets):
            one = [shape]
            result.update(t for t in range(N_KINDS) if t not in result and is_complete(sorted(hand + [t]), n_melds, one))
        elif free_sets == 0:  # only pairs: the one tile held an odd number of times
            kinds = set(hand)
            if 2 * len(kinds) - 1 <= len(hand):  # pairs and a single hold at most half the tiles' kinds, rounded up
                odd = [t for t in kinds if hand.count(t) % 2]
                if len(odd) == 1:
                    result.add(odd[0])
        else:
            if keys is None:
                keys = [0, 0, 0, 0]
                for t in hand:
                    keys[TILE_SUIT[t]] += POW5[t]
            _group_waits(hand, keys, free_sets, n_pairs, result)
    return sorted(result)


# ------------------------------------------------------------------ wilds
#
# A ruleset's wild tile (its four copies: 红中, a 鬼牌, a 财神) stands, in a hand that holds it, for any tile of the
# ruleset's own (`playable`), as often as it is held, in the sets and pairs of shapes of sets and pairs: in concealed
# sets where wild_in has WILD_SETS, in the pair of a shape with one pair where it has WILD_PAIR, and in the pairs of a
# shape with several pairs (seven pairs) where it has WILD_PAIRS. A shape judged on its tiles, or one with fixed
# groups, reads a wild as the tile it is. A set or pair may be made of wilds alone, and stand for any tile.
#
# A part of a reading with wilds is a code, tile * 32 + kind * 8 + mask, where the mask has a bit for each place of
# the set that a wild takes: a chow's places 0, 1, 2 from its lowest tile, a pung's or pair's lowest places (1 for
# one wild, 3 for two, 7 for three). A reading is the sorted tuple of its codes; the readings of a shape are tried in
# the order of those tuples (a part's tile, then its kind, then its mask). The native and JavaScript runtimes find
# the same readings in the same order.

WILD_SETS, WILD_PAIR, WILD_PAIRS = 1, 2, 4
_CODE_PARTS = {}  # code -> (kind, tile, tiles it stands as, its natural tiles, the tiles its wilds stand for)


def code_part(code):
    """What a part's code means: (kind, tile, tiles, natural tiles, tiles the wilds stand for)."""
    part = _CODE_PARTS.get(code)
    if part is None:
        tile, kind, mask = code >> 5, code >> 3 & 3, code & 7
        tiles = [tile, tile + 1, tile + 2] if kind == CHOW else [tile] * (2 if kind == PAIR else 3)
        stands = [t for place, t in enumerate(tiles) if mask >> place & 1]
        naturals = tuple(t for place, t in enumerate(tiles) if not mask >> place & 1)
        part = _CODE_PARTS[code] = (kind, tile, tiles, naturals, stands)
    return part


def _places(wild_in, n_pairs):
    """Whether wilds may stand in the sets, and in the pairs, of a shape with n_pairs pairs."""
    return bool(wild_in & WILD_SETS), bool(wild_in & (WILD_PAIR if n_pairs <= 1 else WILD_PAIRS))


# By (suit, budget, playable places, in sets, in pairs, most sets, most pairs): the readings of each count vector of
# the suit, and what each makes; filled as hands need them, and emptied past MOST_KEPT vectors (a long run's).
_SUIT_WILD_READINGS = {}
_SUIT_WILD_MADE = {}
_WILD_ONLY = {}  # (sets, pairs, playable) -> the readings of that many sets and pairs of wilds alone
MOST_KEPT = 200_000


def _suit_options(suit, held, i, in_sets, in_pairs, playable):
    """The sets and pairs that take tile i (at place i, the lowest the suit's counts `held` hold): (code, the places
    of the held tiles it takes, wilds, sets, pairs) of each."""
    c = held[i]
    code = (SUIT_OFFSETS[suit] + i) << 5
    out = []
    stands = playable >> i & 1  # a wild may stand for tile i (a tile of a hand a wait tries may not be in play)
    if c >= 2:
        out.append((code | PAIR << 3, (i, i), 0, 0, 1))
    if in_pairs and stands:
        out.append((code | PAIR << 3 | 1, (i,), 1, 0, 1))
    if c >= 3:
        out.append((code | PUNG << 3, (i, i, i), 0, 1, 0))
    if in_sets and stands:
        if c >= 2:
            out.append((code | PUNG << 3 | 1, (i, i), 1, 1, 0))
        out.append((code | PUNG << 3 | 3, (i,), 2, 1, 0))
    if suit < 3:
        for at in range(3):  # the place of tile i in the chow: the places below it are wilds
            low = i - at
            if low < 0 or low + 2 >= len(held) or at and not in_sets:
                continue
            for choice in range(1 << (2 - at)):  # which places above tile i a wild takes (the others a held tile)
                mask = (1 << at) - 1
                naturals = [i]
                for j, place in enumerate(range(at + 1, 3)):
                    if choice >> j & 1:
                        mask |= 1 << place
                    elif held[low + place]:
                        naturals.append(low + place)
                    else:
                        mask = -1
                        break
                if mask < 0 or mask and (not in_sets or not all(playable >> (low + place) & 1
                                                                  for place in range(3) if mask >> place & 1)):
                    continue
                out.append(((SUIT_OFFSETS[suit] + low) << 5 | CHOW << 3 | mask, tuple(naturals),
                            bin(mask).count("1"), 1, 0))
    return out


def _without(held, places):
    rest = list(held)
    for place in places:
        rest[place] -= 1
    return tuple(rest)


def _suit_wild_readings(suit, counts, budget, playable, in_sets, in_pairs, most_sets, most_pairs):
    """The readings of one suit's natural tiles (counts by place), each in sets and pairs that hold at least one of
    them, with at most `budget` wilds: {(wilds, sets, pairs): [sorted tuples of codes]}."""
    memo = _SUIT_WILD_READINGS.setdefault((suit, budget, playable, in_sets, in_pairs, most_sets, most_pairs), {})
    if len(memo) > MOST_KEPT:
        memo.clear()

    def readings(held):
        found = memo.get(held)
        if found is not None:
            return found
        i = next((i for i, c in enumerate(held) if c), None)
        if i is None:
            return {(0, 0, 0): [()]}
        out = {}
        for code, places, dw, ds, dp in _suit_options(suit, held, i, in_sets, in_pairs, playable):
            rest = _without(held, places)
            if min(rest) < 0:
                continue
            for (w, s, p), tails in readings(rest).items():
                key = (w + dw, s + ds, p + dp)
                if key[0] <= budget and key[1] <= most_sets and key[2] <= most_pairs:
                    out.setdefault(key, set()).update(tuple(sorted(tail + (code,))) for tail in tails)
        found = memo[held] = {key: sorted(v) for key, v in out.items()}
        return found

    return readings(counts)


def _suit_wild_made(suit, counts, budget, playable, in_sets, in_pairs, most_sets, most_pairs):
    """What one suit's natural tiles make as _suit_wild_readings reads them: the set of its (wilds, sets, pairs)."""
    memo = _SUIT_WILD_MADE.setdefault((suit, budget, playable, in_sets, in_pairs, most_sets, most_pairs), {})
    if len(memo) > MOST_KEPT:
        memo.clear()

    def made(held):
        found = memo.get(held)
        if found is not None:
            return found
        i = next((i for i, c in enumerate(held) if c), None)
        if i is None:
            return {(0, 0, 0)}
        out = set()
        for _code, places, dw, ds, dp in _suit_options(suit, held, i, in_sets, in_pairs, playable):
            rest = _without(held, places)
            if min(rest) < 0:
                continue
            for w, s, p in made(rest):
                if w + dw <= budget and s + ds <= most_sets and p + dp <= most_pairs:
                    out.add((w + dw, s + ds, p + dp))
        found = memo[held] = frozenset(out)
        return found

    return made(counts)


def _wild_only(sets, pairs, playable):
    """Every multiset of `sets` sets and `pairs` pairs of wilds alone, each standing for tiles of `playable`."""
    key = (sets, pairs, playable)
    found = _WILD_ONLY.get(key)
    if found is None:
        kinds = sorted(t for t in playable if t < N_KINDS)
        in_play = set(kinds)
        set_codes = sorted([t << 5 | PUNG << 3 | 7 for t in kinds] +
                           [t << 5 | CHOW << 3 | 7 for t in kinds
                            if TILE_SUIT[t] < 3 and TILE_NUMBER[t] <= 7 and t + 1 in in_play and t + 2 in in_play])
        pair_codes = [t << 5 | PAIR << 3 | 3 for t in kinds]
        found = _WILD_ONLY[key] = [a + b for a in itertools.combinations_with_replacement(set_codes, sets)
                                   for b in itertools.combinations_with_replacement(pair_codes, pairs)]
    return found


_PLAYABLE_PLACES = {}  # playable -> for each suit, its places in play as bits


def _playable_places(playable):
    found = _PLAYABLE_PLACES.get(playable)
    if found is None:
        found = _PLAYABLE_PLACES[playable] = tuple(
            sum(1 << i for i in range(SUIT_SIZES[suit]) if SUIT_OFFSETS[suit] + i in playable) for suit in range(4))
    return found


def _suit_tables(tiles, wild, n_wilds, sets, pairs, wild_in, playable, reader=_suit_wild_readings):
    """Each suit's readings of the hand's natural tiles (those but the wild's), or what it makes (reader
    _suit_wild_made), with whether wilds may stand in sets and in pairs; None if a tile is of no suit."""
    in_sets, in_pairs = _places(wild_in, pairs)
    budget = max(n_wilds, 4)
    counts = [0] * N_KINDS
    for t in tiles:
        if t != wild:
            if t >= N_KINDS:
                return None
            counts[t] += 1
    tables = []
    places = _playable_places(playable)
    for suit in range(4):
        first = SUIT_OFFSETS[suit]
        held = tuple(counts[first:first + SUIT_SIZES[suit]])
        if any(held):
            tables.append(reader(suit, held, budget, places[suit], in_sets, in_pairs, sets, pairs))
    return tables, in_sets, in_pairs


def wild_readings(tiles, wild, sets, pairs, wild_in, playable):
    """The readings, in order, of sorted concealed tiles holding the wild, as `sets` sets and `pairs` pairs: each a
    sorted tuple of codes (see above)."""
    n_wilds = tiles.count(wild)
    found = _suit_tables(tiles, wild, n_wilds, sets, pairs, wild_in, playable)
    if found is None:
        return []
    tables, in_sets, in_pairs = found
    out = []

    def combine(i, w, s, p, chosen):
        if i == len(tables):
            rest_sets, rest_pairs, rest = sets - s, pairs - p, n_wilds - w
            if 3 * rest_sets + 2 * rest_pairs != rest or rest_sets and not in_sets or rest_pairs and not in_pairs:
                return
            extras = _wild_only(rest_sets, rest_pairs, playable) if rest else ((),)
            for parts in itertools.product(*chosen):
                joined = sum(parts, ())
                out.extend(tuple(sorted(joined + extra)) for extra in extras)
            return
        for (dw, ds, dp), readings in tables[i].items():
            if w + dw <= n_wilds and s + ds <= sets and p + dp <= pairs:
                combine(i + 1, w + dw, s + ds, p + dp, chosen + [readings])

    combine(0, 0, 0, 0, [])
    out.sort()
    return out


def wild_complete(tiles, wild, sets, pairs, wild_in, playable):
    """Whether sorted concealed tiles holding the wild make `sets` sets and `pairs` pairs."""
    n_wilds = tiles.count(wild)
    found = _suit_tables(tiles, wild, n_wilds, sets, pairs, wild_in, playable, _suit_wild_made)
    if found is None:
        return False
    tables, in_sets, in_pairs = found
    return _made_fits(tables, n_wilds, sets, pairs, in_sets, in_pairs)


def _made_fits(tables, n_wilds, sets, pairs, in_sets, in_pairs):
    """Whether what the suits make (each a set of (wilds, sets, pairs)), with sets and pairs of wilds alone for the
    wilds left, is `sets` sets and `pairs` pairs."""
    def fits(i, w, s, p):
        if i == len(tables):
            rest_sets, rest_pairs = sets - s, pairs - p
            return 3 * rest_sets + 2 * rest_pairs == n_wilds - w and (in_sets or not rest_sets) \
                and (in_pairs or not rest_pairs)
        return any(fits(i + 1, w + dw, s + ds, p + dp) for dw, ds, dp in tables[i]
                   if w + dw <= n_wilds and s + ds <= sets and p + dp <= pairs)

    return fits(0, 0, 0, 0)


def _wild_waits(hand, n_melds, shapes, wild, wild_in, playable):
    """waits() of a ruleset with wilds: each tile kind whose copy completes the hand (is_complete), worked out for
    a shape of sets and pairs from what each suit of the hand makes, the candidate's suit looked up anew."""
    found = set()
    n_tiles = len(hand) + 1
    for shape in shapes:
        if shape[0] == "declared":
            continue
        if shape[0] == "groups" and not shape[3]:
            _kind, n_sets, n_pairs, _fixed, _fixed_tiles = shape
            free_sets = n_sets - n_melds
            if free_sets < 0 or 3 * free_sets + 2 * n_pairs != n_tiles:
                continue
            counts = [0] * N_KINDS
            for t in hand:
                if t >= N_KINDS:
                    break
                counts[t] += 1
            else:
                n_wilds = counts[wild]
                counts[wild] = 0
                in_sets, in_pairs = _places(wild_in, n_pairs)
                budget = max(n_wilds + 1, 4)
                places = _playable_places(playable)
                made = [None] * 4
                for suit in range(4):
                    first = SUIT_OFFSETS[suit]
                    held = tuple(counts[first:first + SUIT_SIZES[suit]])
                    made[suit] = _suit_wild_made(suit, held, budget, places[suit], in_sets, in_pairs, free_sets,
                                                 n_pairs) if any(held) else None
                for t in range(N_KINDS):
                    if t in found:
                        continue
                    if t == wild:
                        tables, wilds = [m for m in made if m is not None], n_wilds + 1
                    else:
                        suit = TILE_SUIT[t]
                        first = SUIT_OFFSETS[suit]
                        counts[t] += 1
                        held = tuple(counts[first:first + SUIT_SIZES[suit]])
                        counts[t] -= 1
                        mine = _suit_wild_made(suit, held, budget, places[suit], in_sets, in_pairs, free_sets, n_pairs)
                        tables, wilds = [mine if s == suit else m for s, m in enumerate(made)
                                         if s == suit or m is not None], n_wilds
                    if (wilds or t == wild) and _made_fits(tables, wilds, free_sets, n_pairs, in_sets, in_pairs):
                        found.add(t)
                    elif not wilds and t != wild and is_complete(sorted(hand + [t]), n_melds, [shape]):
                        found.add(t)
            continue
        found.update(t for t in range(N_KINDS) if t not in found
                     and is_complete(sorted(hand + [t]), n_melds, [shape], True, wild, wild_in, playable))
    return sorted(found)


_WILD_SHARED = tuple({} for _owner in range(4))  # code -> its concealed set, by owner (nothing writes to them)


def _wild_group(code, owner, fresh=False):
    """The set of a code: a plain Group where no wild is in it."""
    kind, tile, tiles, _naturals, stands = code_part(code)
    if not fresh:
        shared = _WILD_SHARED[owner].get(code)
        if shared is not None:
            return shared
    group = WildGroup(kind, tile, tiles, owner, stands=stands) if stands else Group(kind, tile, tiles, owner)
    if not fresh:
        _WILD_SHARED[owner][code] = group
    return group


def _wild_arrangements(index, readings, melds, win_tile, wild, owner, by_win_set, result):
    """The arrangements of a shape's readings with wilds (as arrangements() makes them from parts)."""
    for codes in readings:
        if not by_win_set:
            sets = list(melds)
            pairs = []
            previous = None
            for code in codes:
                group = _wild_group(code, owner, code == previous)  # a part read twice is two sets
                previous = code
                (pairs if code >> 3 & 3 == PAIR else sets).append(group)
            result.append(Arrangement(index, sets, pairs, None))
            continue
        placed = set()
        for code in codes:
            if code in placed or not (code & 7 if win_tile == wild else win_tile in code_part(code)[3]):
                continue
            placed.add(code)
            sets = list(melds)
            pairs = []
            win_group = None
            for other in codes:
                group = _wild_group(other, owner, True)
                if win_group is None and other == code:
                    group.has_win = True
                    win_group = group
                (pairs if other >> 3 & 3 == PAIR else sets).append(group)
            result.append(Arrangement(index, sets, pairs, win_group))


def wild_tiles(wild, hand_tiles, melds):
    """The wild tiles a winner holds: those of its concealed tiles, and its melds' wilds (the `wilds` of the
    language)."""
    if wild == NO_TILE:
        return []
    return [wild] * (hand_tiles.count(wild) + sum(m.wilds for m in melds))


def stood_for(arr):
    """The tiles the wilds of an arrangement stand for, sorted (the `stands_for` of the language)."""
    return sorted([t for s in arr.sets for t in s.stands] + [t for s in arr.pairs for t in s.stands])
