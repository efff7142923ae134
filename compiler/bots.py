"""The simulator's bots: how far a hand is from a win, and the decisions of one seat (discard, claim, kong, ready).

Every seat plays the same policy (docs/guide/simulate.md):
- discard the tile that leaves the hand closest to a win (its distance, 向听数: how many tiles it still
  needs to be ready), ties going to the tile least useful to the hand; a ready hand keeps the wait with
  the most unseen winning tiles that the ruleset accepts as a win;
- claim a pung, kong or chow when it brings the hand closer to a win; where the ruleset refuses a plain
  open hand (a yaku, a minimum), only when the claim makes the hand ready on a tile it accepts;
- make a kong when it leaves the distance as it was;
- declare ready when the hand is concealed and ready;
- fold (discard the safest tile) when still far from ready and another seat has declared ready.

A seat holding wilds (a ruleset's tiles.wilds) keeps them out of its Hand and never discards one: each function
below takes how many it holds, and each wild brings the hand one tile nearer (its distance less one).

The distance is the usual one over the hand's sets and a pair (four sets in a hand of 14 tiles, five in one of
17: the ruleset's hand size), seven pairs and thirteen orphans (each where the ruleset has it). Each suit's part is read from a table keyed by the suit's tile counts and filled on first
use, so a hand's distance costs a few dictionary look-ups.
"""

from __future__ import annotations

from typing import Callable, Iterable

from .runtime import IS_YAOJIU, MOST_HAND_SIZE, N_KINDS, SUIT_OFFSETS, TILE_SUIT

# A suit's tile counts as one number: count of its place i times 5**i (as the runtime's suit tables key them).
PLACE = tuple(5 ** (t - SUIT_OFFSETS[TILE_SUIT[t]]) for t in range(N_KINDS))
SUIT = TILE_SUIT[:N_KINDS]
YAOJIU = tuple(t for t in range(N_KINDS) if IS_YAOJIU[t])

# A suit's blocks as numbers, one for each (head, sets) with head 0 or 1 and sets 0..MOST_SETS, at index
# SETS_SPAN * head + sets: the most partial sets (two tiles of a set, or a pair not used as the head) that go
# with them, or -1 where the suit cannot make them.
MOST_SETS = (MOST_HAND_SIZE - 2) // 3  # of the largest hand a ruleset may have
SETS_SPAN = MOST_SETS + 1
IMPOSSIBLE = -1
NO_TILES = (0,) + (IMPOSSIBLE,) * (2 * SETS_SPAN - 1)


def _shifted(blocks: tuple, head: int, sets: int, partials: int) -> tuple:
    """The blocks of a suit once one more block (a head, a set or a partial set) is taken out of it."""
    out = [IMPOSSIBLE] * (2 * SETS_SPAN)
    for h in range(2 - head):
        for m in range(SETS_SPAN - sets):
            d = blocks[SETS_SPAN * h + m]
            if d >= 0:
                out[SETS_SPAN * (h + head) + m + sets] = d + partials
    return tuple(out)


def _best(options: Iterable[tuple]) -> tuple:
    return tuple(map(max, zip(*options)))


def _suit_blocks(key: int, size: int, runs: bool, table: dict) -> tuple:
    """The blocks a suit's tiles (key: its counts in base 5) make, read from `table` or worked out into it."""
    found = table.get(key)
    if found is not None:
        return found
    counts = [key // 5 ** i % 5 for i in range(size)]
    i = next(i for i, c in enumerate(counts) if c)
    here = 5 ** i
    options = [_suit_blocks(key - here, size, runs, table)]  # the tile at i left alone
    if counts[i] >= 3:
        options.append(_shifted(_suit_blocks(key - 3 * here, size, runs, table), 0, 1, 0))
    if counts[i] >= 2:
        rest = _suit_blocks(key - 2 * here, size, runs, table)
        options += [_shifted(rest, 1, 0, 0), _shifted(rest, 0, 0, 1)]
    if runs:
        if i + 1 < size and counts[i + 1]:
            if i + 2 < size and counts[i + 2]:
                options.append(_shifted(_suit_blocks(key - here * 31, size, runs, table), 0, 1, 0))  # 31 = 1 + 5 + 25
            options.append(_shifted(_suit_blocks(key - here * 6, size, runs, table), 0, 0, 1))
        if i + 2 < size and counts[i + 2]:
            options.append(_shifted(_suit_blocks(key - here * 26, size, runs, table), 0, 0, 1))
    found = table[key] = _best(options)
    return found


# A suit's blocks and the blocks of suits joined, as small numbers (ids of BLOCKS), so that the look-ups of the
# hot loop hash an int and not a tuple. The tables are shared by every hand of every deal: they only grow, and
# stay small (a long run visits some tens of thousands of suit shapes and a few thousand sets of blocks).
BLOCKS: list = []
_BLOCK_IDS: dict = {}


def _block_id(blocks: tuple) -> int:
    found = _BLOCK_IDS.get(blocks)
    if found is None:
        found = _BLOCK_IDS[blocks] = len(BLOCKS)
        BLOCKS.append(blocks)
    return found


_SIZES = (9, 9, 9, 7)
_SUIT_TUPLES = ({0: NO_TILES}, {0: NO_TILES}, {0: NO_TILES}, {0: NO_TILES})  # suit -> key -> blocks
_SUIT_IDS = ({}, {}, {}, {})  # suit -> key -> id of its blocks


def suit_blocks(suit: int, key: int) -> int:
    """The blocks of one suit of a hand (its counts in base 5), as an id of BLOCKS."""
    found = _SUIT_IDS[suit].get(key)
    if found is None:
        blocks = _suit_blocks(key, _SIZES[suit], suit < 3, _SUIT_TUPLES[suit])
        found = _SUIT_IDS[suit][key] = _block_id(blocks)
    return found


ID_BITS = 20  # ids of BLOCKS stay far below 2**ID_BITS
_JOINED: dict = {}


def joined(a: int, b: int) -> int:
    """The blocks of two parts of a hand together (ids of BLOCKS)."""
    found = _JOINED.get(a << ID_BITS | b)
    if found is None:
        out = [IMPOSSIBLE] * (2 * SETS_SPAN)
        for i, d in enumerate(BLOCKS[a]):
            if d < 0:
                continue
            h, m = divmod(i, SETS_SPAN)
            for j in range(0, 2 * SETS_SPAN - SETS_SPAN * h - m):
                e = BLOCKS[b][j]
                if e >= 0 and j % SETS_SPAN + m <= MOST_SETS and d + e > out[i + j]:
                    out[i + j] = d + e
        found = _JOINED[a << ID_BITS | b] = _block_id(tuple(out))
    return found


_STANDARD: dict = {}


def standard_distance(blocks: int, sets_needed: int) -> int:
    """How many tiles a hand lacks to be ready in `sets_needed` sets and a pair (-1: complete), from its blocks' id."""
    found = _STANDARD.get(blocks << 3 | sets_needed)
    if found is None:
        found = 2 * sets_needed
        for i, d in enumerate(BLOCKS[blocks]):
            head, sets = divmod(i, SETS_SPAN)
            if d >= 0 and sets <= sets_needed:
                found = min(found, 2 * (sets_needed - sets) - min(d, sets_needed - sets) - head)
        _STANDARD[blocks << 3 | sets_needed] = found
    return found


class Shapes:
    """The winning shapes the distance counts: the hand's sets and a pair always, the others where the ruleset has them."""

    __slots__ = ("seven_pairs", "quads_as_pairs", "thirteen_orphans")

    def __init__(self, seven_pairs: bool, quads_as_pairs: bool, thirteen_orphans: bool):
        # Seven pairs and thirteen orphans are shapes of a 14-tile hand without melds (4 sets needed).
        self.seven_pairs = seven_pairs
        self.quads_as_pairs = quads_as_pairs  # four of a kind counts as two of the seven pairs
        self.thirteen_orphans = thirteen_orphans


class Hand:
    """A seat's concealed tiles as counts by kind, with each suit's key (its counts in base 5)."""

    __slots__ = ("counts", "keys")

    def __init__(self, kinds: Iterable[int] = ()):
        self.counts = [0] * N_KINDS
        self.keys = [0, 0, 0, 0]
        for k in kinds:
            self.add(k)

    def add(self, k: int, n: int = 1) -> None:
        self.counts[k] += n
        self.keys[SUIT[k]] += n * PLACE[k]

    def remove(self, k: int, n: int = 1) -> None:
        self.counts[k] -= n
        self.keys[SUIT[k]] -= n * PLACE[k]

    def kinds(self) -> list[int]:
        """The tiles held, sorted, one entry per tile."""
        return [k for k, c in enumerate(self.counts) if c for _ in range(c)]


def _pair_counts(counts: list, quads_as_pairs: bool) -> tuple[int, int]:
    """The pairs held (four of a kind as two where the ruleset counts it so) and the kinds held."""
    twice, thrice, four = counts.count(2), counts.count(3), counts.count(4)
    if quads_as_pairs:
        return twice + thrice + 2 * four, 7
    return twice + thrice + four, len(counts) - counts.count(0)


def _seven_pairs_distance(pairs: int, kinds: int) -> int:
    return 6 - min(pairs, 7) + max(0, 7 - kinds)


def _orphan_counts(counts: list) -> tuple[int, int]:
    """The kinds of terminal and honour held, and how many of them are held twice or more."""
    held = [counts[t] for t in YAOJIU if counts[t]]
    return len(held), sum(c >= 2 for c in held)


def _orphans_distance(kinds: int, pairs: int) -> int:
    return 13 - kinds - (pairs > 0)


def distance(hand: Hand, sets_needed: int, shapes: Shapes, wilds: int = 0) -> int:
    """How many tiles the hand lacks to be ready (0: ready, -1: complete); `sets_needed` is the sets of a complete
    hand (4 in a hand of 14 tiles) less its melds; `wilds` the wilds held beside the hand, each one tile nearer."""
    keys = hand.keys
    blocks = joined(joined(suit_blocks(0, keys[0]), suit_blocks(1, keys[1])),
                    joined(suit_blocks(2, keys[2]), suit_blocks(3, keys[3])))
    best = standard_distance(blocks, sets_needed)
    if sets_needed == 4:
        if shapes.seven_pairs:
            best = min(best, _seven_pairs_distance(*_pair_counts(hand.counts, shapes.quads_as_pairs)))
        if shapes.thirteen_orphans:
            best = min(best, _orphans_distance(*_orphan_counts(hand.counts)))
    return max(best - wilds, -1) if wilds else best


def usefulness(hand: Hand, k: int, unseen: Callable[[int], int]) -> int:
    """How much a tile helps the hand beyond the distance: copies and neighbours held, copies left to draw."""
    counts = hand.counts
    score = 4 * (counts[k] - 1) + unseen(k)
    if SUIT[k] < 3:
        place = k - SUIT_OFFSETS[SUIT[k]]
        score += min(place, 8 - place)  # middle tiles make more sets than terminals
        for step, weight in ((1, 3), (2, 1)):
            if place - step >= 0:
                score += weight * counts[k - step]
            if place + step <= 8:
                score += weight * counts[k + step]
    return score


NO_DISCARD, FARTHEST = -1, 99  # choose_discard's answer for a hand that holds no kind it may let go


def choose_discard(hand: Hand, sets_needed: int, shapes: Shapes, unseen: Callable[[int], int],
                   ready_value: Callable[[Hand], int], forbidden: int = -1, wilds: int = 0) -> tuple[int, int]:
    """The tile to discard from a hand one tile over its size, and the distance it leaves: (kind, distance).

    `ready_value(hand)` rates a ready hand (its winning tiles left that the ruleset accepts); `forbidden` is
    a kind not to discard (the tile just claimed); `wilds` the wilds held beside the hand (never discarded, unless
    there is nothing else: then (NO_DISCARD, FARTHEST)).
    """
    counts, keys = hand.counts, hand.keys
    parts = [suit_blocks(s, keys[s]) for s in range(4)]
    low, high = joined(parts[0], parts[1]), joined(parts[2], parts[3])
    rest = (joined(parts[1], high), joined(parts[0], high), joined(low, parts[3]), joined(low, parts[2]))
    seven = sets_needed == 4 and shapes.seven_pairs
    orphans = sets_needed == 4 and shapes.thirteen_orphans
    quads = shapes.quads_as_pairs
    if seven:
        pairs, kinds = _pair_counts(counts, quads)
    if orphans:
        orphan_kinds, orphan_pairs = _orphan_counts(counts)
    best_key = best_kind = None
    tables, joins, standards = _SUIT_IDS, _JOINED, _STANDARD  # the look-ups below, inlined: this is the hot loop
    found = []  # (distance, kind) of each kind that may go
    for k in [k for k, c in enumerate(counts) if c]:
        if k == forbidden:
            continue
        c = counts[k]
        s = SUIT[k]
        key = keys[s] - PLACE[k]
        part = tables[s].get(key)
        if part is None:
            part = suit_blocks(s, key)
        both = joins.get(rest[s] << ID_BITS | part)
        if both is None:
            both = joined(rest[s], part)
        d = standards.get(both << 3 | sets_needed)
        if d is None:
            d = standard_distance(both, sets_needed)
        if seven:  # what taking one tile of k out does to the pairs and the kinds (see _seven_pairs_distance)
            if quads:
                left = pairs - (c % 2 == 0)
                other = 6 - (left if left < 7 else 7)
            else:
                left, short = pairs - (c == 2), 7 - kinds + (c == 1)
                other = 6 - (left if left < 7 else 7) + (short if short > 0 else 0)
            d = other if other < d else d
        if orphans:
            other = _orphans_distance(orphan_kinds - (c == 1), orphan_pairs - (c == 2)) if IS_YAOJIU[k] \
                else _orphans_distance(orphan_kinds, orphan_pairs)
            d = other if other < d else d
        if wilds:
            d = max(d - wilds, -1)
        found.append((d, k))
    if not found:  # only the forbidden kind is held; or nothing, but the wilds beside the hand (a small hand's)
        if forbidden >= 0 and counts[forbidden]:
            return forbidden, distance_without(hand, forbidden, sets_needed, shapes, wilds=wilds)
        return NO_DISCARD, FARTHEST
    best_distance = min(found)[0]
    for d, k in found:
        if d != best_distance:
            continue
        if d <= 0:  # ready (or complete): the better wait first, by the winning tiles left
            hand.remove(k)
            value = ready_value(hand)
            hand.add(k)
            key = (-value, usefulness(hand, k, unseen), k)
        else:
            key = (0, usefulness(hand, k, unseen), k)
        if best_key is None or key < best_key:
            best_key, best_kind = key, k
    return best_kind, best_distance


def distance_without(hand: Hand, k: int, sets_needed: int, shapes: Shapes, n: int = 1, wilds: int = 0) -> int:
    """The distance of the hand without n tiles of kind k."""
    hand.remove(k, n)
    try:
        return distance(hand, sets_needed, shapes, wilds)
    finally:
        hand.add(k, n)


def wants_claim(hand: Hand, used: tuple, sets_needed: int, shapes: Shapes, unseen: Callable[[int], int],
                ready_value: Callable[[Hand], int], claimed: int, now: int, open_hands_win: bool, wilds: int = 0) -> bool:
    """Claim a discard for a set (`used`: the hand's tiles that go into it) when, with the discard that follows,
    the hand is closer to a win than `now`; where a plain open hand is no win, only when it is then ready on a
    tile the ruleset accepts (`ready_value` above 0)."""
    for k in used:
        hand.remove(k)
    try:
        discard, after = choose_discard(hand, sets_needed - 1, shapes, unseen, ready_value, forbidden=claimed, wilds=wilds)
        if after >= now:
            return False
        if open_hands_win:
            return True
        if after != 0:
            return False
        hand.remove(discard)
        try:
            return ready_value(hand) > 0
        finally:
            hand.add(discard)
    finally:
        for k in used:
            hand.add(k)


def wants_kong(hand: Hand, kind: int, held: int, sets_needed: int, shapes: Shapes, now: int, wilds: int = 0) -> bool:
    """Make a kong with `held` tiles of the hand (4 concealed, 3 off a discard, 1 added to a pung) when the hand
    is no further from a win than `now` (the distance after the best discard, or before the claim)."""
    sets_after = sets_needed - (held != 1)
    return distance_without(hand, kind, sets_after, shapes, held, wilds) <= now


def chow_choices(hand: Hand, tile: int) -> list[tuple[int, int]]:
    """The pairs of held tiles that make a chow with a suited tile."""
    suit = SUIT[tile]
    if suit >= 3:
        return []
    place = tile - SUIT_OFFSETS[suit]
    counts = hand.counts
    choices = []
    for low in (place - 2, place - 1, place):
        if 0 <= low and low + 2 <= 8:
            others = tuple(SUIT_OFFSETS[suit] + p for p in (low, low + 1, low + 2) if p != place)
            if all(counts[o] for o in others):
                choices.append(others)
    return choices


READY_LEAST_WALL = 4  # tiles left to draw for a ready declaration (riichi's rule; later ones win little)


def declares_ready(concealed: bool, distance_after: int, winning_tiles: int, wall_left: int) -> bool:
    """Declare ready (riichi, 报听) with a concealed hand that the discard leaves ready on tiles left that the
    ruleset accepts as a win, while the wall holds READY_LEAST_WALL tiles or more."""
    return concealed and distance_after == 0 and winning_tiles > 0 and wall_left >= READY_LEAST_WALL


def folds(distance_after: int, threatened: bool) -> bool:
    """Give up a hand still two or more tiles from ready when another seat has declared ready."""
    return threatened and distance_after >= 2


def safest_discard(hand: Hand, danger: Callable[[int], int], forbidden: int = -1) -> int:
    """The held tile least likely to give a win to the seats that declared ready (`danger` rates a kind)."""
    return min((danger(k), k) for k, c in enumerate(hand.counts) if c and k != forbidden)[1]
