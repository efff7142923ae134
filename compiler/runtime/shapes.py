"""Arrangements of a hand under a ruleset's shapes, and the tiles it waits on.

A shape counted in groups is ("groups", sets, pairs, fixed, fixed tiles): `fixed` lists the fixed-tile
groups a ruleset declares that the shape takes, as (how many, their tile sets) entries, each tile set a
sorted tuple of tiles; `fixed tiles` is how many tiles they take in all. A fixed group of a reading is
the part (FIXED, its tiles).

A hand given here is one the record reader let through: with its melds (kongs counted as three) it makes the
ruleset's hand size (tiles.size), or one tile less for a hand that waits. So a shape counted in groups reads
only the hands its groups make, and a shape judged on its tiles applies to any hand without melds.
"""

import itertools

from .base import (
    CHOW, FIXED, KONG, MOST_HAND_SIZE, N_KINDS, N_TILES, PAIR, PUNG, SUIT_OFFSETS, SUIT_SIZES, TILE_NUMBER, TILE_SUIT,
)
from .tiles import Group, NO_GROUP


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


def arrangements(concealed, melds, win_tile, owner, shapes, by_win_set=True):
    """Every arrangement of a complete hand under the ruleset's shapes.

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


def is_complete(tiles, n_melds, shapes, groups_too=True):
    """Whether sorted concealed tiles (with a candidate win tile) make a legal shape.

    With groups_too false only the shapes judged on the tiles as a whole, and those with fixed groups, are tried.
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


def waits(hand, melds, shapes):
    """The tile kinds that would complete a waiting hand's shape (even as a fifth copy)."""
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
