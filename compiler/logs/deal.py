"""One deal of riichi followed event by event, as every riichi log reader drives it, and written as a hand record.

A reader turns its format's events into calls of a `Deal` (a draw, a discard, a call, a kong, riichi, a dora
indicator, a win, a drawn deal); the Deal checks that play keeps the rules, works out every flag a record carries
and writes the record. Where asked, it also keeps the deal's play (plays.py), which the writers take.

Tiles are tokens, whole numbers whose kind is token >> 2 (kinds 0-8 are 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-33 East,
South, West, North, White, Green, Red): in an mjlog Tenhou's tile ids 0..135, each tile once; in a format that names
tiles (mjai, tenhou.net/6) `4 * kind + 1`, and `4 * kind` for a red five, so that one table of names serves both.
"""

from __future__ import annotations

import operator
from bisect import bisect_left
from functools import lru_cache
from typing import Callable

from . import scanner
from .common import LogError

# The wall: 136 tiles, 52 dealt, 14 in the dead wall; a kong's replacement comes from the dead wall, which takes
# the live wall's last tile in its place, so the seats draw 70 tiles in all, replacements included.
WALL_DRAWS = 70
MOST_INDICATORS = 5  # the first, and one for each of four kongs

RED_TOKENS = (16, 52, 88)  # 4 * kind of 5m, 5p and 5s: Tenhou's ids of the red fives, and the named formats' tokens
SUIT = "mpsz"
YAOJIU = frozenset(k for k in range(34) if k >= 27 or k % 9 in (0, 8))

# Bytes of tokens to 1 for a simple (2 to 8 of a suit), 0 for a terminal or an honour: a river's simples at once.
_SIMPLE = bytes(int(t >> 2 not in YAOJIU) for t in range(136)) + bytes(120)
_call = operator.call if hasattr(operator, "call") else (lambda function, argument: function(argument))  # 3.10

RUN_CYCLES = 40  # the rounds of draws and discards a run may span: more than a deal's 70 draws need


class RunBroken(Exception):
    """A run of draws and discards broke a rule after the deal took part of it: the log is read again event by event."""


# Where the turn is: the turn's seat draws (DRAW), has drawn or called and acts (ACT), or has discarded (CLAIM).
DRAW, ACT, CLAIM = "draw", "act", "claim"


class Names(tuple):
    """Each token's name; `digits` turns bytes of tokens into their names' digits (for tiles_text)."""

    digits: bytes


def _names(red: bool) -> Names:
    """Each token's name in a record, a red five written 0 where the game plays them."""
    names = []
    for tile in range(136):
        kind = tile >> 2
        if red and tile in RED_TOKENS:
            names.append("0" + SUIT[kind // 9])
        else:
            names.append(str(kind % 9 + 1) + SUIT[kind // 9])
    table = Names(names)
    table.digits = bytes.maketrans(bytes(range(136)), "".join(name[0] for name in names).encode())
    return table


NAMES = {True: _names(True), False: _names(False)}


def token(kind: int, red: bool = False) -> int:
    """The token of a tile named by its kind (and redness), in the formats that name tiles."""
    return 4 * kind + (not red)


def tiles_text(tiles, names: Names) -> str:
    """Tokens as a tile string, suit by suit: 123m406p11z."""
    if _native_text is not None:  # the C scanner's, where built; None for tokens it does not take
        text = _native_text(tiles, names.digits)
        if text is not None:
            return text
    ordered = bytes(sorted(tiles))
    digits = ordered.translate(names.digits).decode()
    # The tokens of a suit are contiguous (0-35 m, 36-71 p, 72-107 s, 108-135 z), so each suit is a slice.
    p = bisect_left(ordered, 36)
    s = bisect_left(ordered, 72, p)
    z = bisect_left(ordered, 108, s)
    text = digits[:p] + "m" if p else ""
    if s > p:
        text += digits[p:s] + "p"
    if z > s:
        text += digits[s:z] + "s"
    if len(digits) > z:
        text += digits[z:] + "z"
    return text


_native_text = scanner.tiles_text


def _sets(counts: list[int], k: int, runs: bool) -> bool:
    """Whether `counts` (one suit's, by kind) from kind `k` on is made of sets alone: pungs, and chows where `runs`."""
    while k < len(counts) and counts[k] == 0:
        k += 1
    if k == len(counts):
        return True
    if counts[k] >= 3:
        counts[k] -= 3
        ok = _sets(counts, k, runs)
        counts[k] += 3
        if ok:
            return True
    if runs and k <= 6 and counts[k + 1] and counts[k + 2]:
        for j in (k, k + 1, k + 2):
            counts[j] -= 1
        ok = _sets(counts, k, runs)
        for j in (k, k + 1, k + 2):
            counts[j] += 1
        return ok
    return False


def _sets_and_pair(counts: list[int], runs: bool) -> bool:
    """Whether `counts` (one suit's) is sets and one pair."""
    for k in range(len(counts)):
        if counts[k] >= 2:
            counts[k] -= 2
            ok = _sets(counts, 0, runs)
            counts[k] += 2
            if ok:
                return True
    return False


@lru_cache(maxsize=1 << 16)
def _suit(counts: tuple, runs: bool) -> tuple[bool, bool, tuple, tuple]:
    """One suit's part in a hand (by kind; `runs` for a suit of numbers): whether it is sets alone, whether sets and a
    pair, the kinds that would make it sets alone, and those that would make it sets and a pair.

    A suit's tiles decide this by themselves, so a wait is found suit by suit, each shape worked out once (the cache)."""
    tiles = sum(counts)
    work = list(counts)
    # Only a suit of 3n tiles is sets alone, of 3n + 2 sets and a pair; only a tile held, or one or two steps from
    # one of its suit, can complete one of them.
    near = [k for k in range(len(counts)) if counts[k] < 4 and (counts[k] or runs and any(counts[max(k - 2, 0):k + 3]))]
    sets = tiles % 3 == 0 and _sets(work, 0, runs)
    pair = tiles % 3 == 2 and _sets_and_pair(work, runs)
    to_sets, to_pair = [], []
    for k in near:
        work[k] += 1
        if tiles % 3 == 2 and _sets(work, 0, runs):
            to_sets.append(k)
        elif tiles % 3 == 1 and _sets_and_pair(work, runs):
            to_pair.append(k)
        work[k] -= 1
    return sets, pair, tuple(to_sets), tuple(to_pair)


_YAOJIU_KINDS = sorted(YAOJIU)


def is_ready(concealed, melds) -> bool:
    """Tenpai as Tenhou counts it at a drawn deal: a wait on a kind of which the seat does not hold all four."""
    counts = [0] * 34
    for t in concealed:
        counts[t >> 2] += 1
    held = counts[:]
    for meld in melds:
        for t in meld["tiles"]:
            held[t >> 2] += 1
    if not melds:
        if counts.count(2) == 6 and counts.count(1) == 1 and counts.count(0) == 27:
            return True  # six pairs and a single: seven pairs on the single's kind
        orphans = list(map(counts.__getitem__, _YAOJIU_KINDS))
        if sum(orphans) == 13 and orphans.count(0) <= 1:
            return True  # thirteen orphans: all thirteen kinds, one waited on, or any of them
    # Sets and a pair: the wait's suit becomes sets and the pair, or sets alone while another suit holds the pair;
    # every other suit is sets alone.
    suits = (_suit(tuple(counts[0:9]), True), _suit(tuple(counts[9:18]), True), _suit(tuple(counts[18:27]), True),
             _suit(tuple(counts[27:34]), False))
    sets = sum(suit[0] for suit in suits)
    pairs = sum(suit[1] for suit in suits)
    for number, (alone, pair, to_sets, to_pair) in enumerate(suits):
        if sets - alone == 3:
            waits = to_pair
        elif sets - alone == 2 and pairs - pair == 1:
            waits = to_sets
        else:
            continue
        if any(held[9 * number + k] < 4 for k in waits):
            return True
    return False


def _take(hand: list, tiles) -> bool:
    """Take tiles out of a hand: all of them, or (where one is missing) none."""
    taken = []
    for t in tiles:
        if t not in hand:
            hand.extend(taken)
            return False
        hand.remove(t)
        taken.append(t)
    return True


def _is_set(kind: str, tiles: list[int]) -> bool:
    """Whether tiles make the set a meld of `kind` (chow, pung, kong) is."""
    kinds = sorted([t >> 2 for t in tiles])
    if not kinds:
        return False
    low = kinds[0]
    if kind == "chow":
        return len(kinds) == 3 and low < 27 and low % 9 <= 6 and kinds[1] == low + 1 and kinds[2] == low + 2
    return len(kinds) == (3 if kind == "pung" else 4) and low == kinds[-1]


class Deal:
    """A deal from its hands dealt to its end: its state, the checks of each step, and its record."""

    def __init__(self, fail: Callable[[str, str], LogError], describe: Callable[[int], str], hands: list[list[int]],
                 dora: int, *, dealer: int, round_number: int, honba: int, sticks: int, unique: bool,
                 keep_play: bool = False):
        """`fail(code, message)` makes the reader's error, which names the place; `describe(token)` a tile in a
        message; `unique`: every token is one tile (Tenhou's ids), else only the red fives' are."""
        self.fail, self.describe, self.unique = fail, describe, unique
        self.dealer, self.round, self.honba, self.sticks = dealer, round_number, honba, sticks
        # The tokens in play (dealt, drawn, turned as an indicator): where each token is one tile, the set of them
        # (which says all); else the copies of each token and of each kind.
        self.seen: set[int] | bytearray = set() if unique else bytearray(136)
        self.kinds_seen = bytearray(34)
        for s, tiles in enumerate(hands):
            if len(tiles) != 13:
                raise fail("bad_play", f"seat {s} is dealt {len(tiles)} tiles, not 13")
        dealt = {dora, *hands[0], *hands[1], *hands[2], *hands[3]}
        if unique and len(dealt) == 53:  # 53 tiles, none twice: what entering them one by one would find
            self.seen = dealt
        else:
            if not self.enter(dora):
                raise fail("bad_tile", f"the dora indicator {describe(dora)} cannot be")
            for s, tiles in enumerate(hands):
                for t in tiles:
                    if not self.enter(t):
                        raise fail("bad_tile", f"seat {s} is dealt a tile that is dealt twice ({describe(t)})")
        self.dealt = [list(tiles) for tiles in hands]
        self.hands = [list(tiles) for tiles in hands]
        self.melds: list[list[dict]] = [[], [], [], []]  # each meld {kind, tiles, from | concealed, added}
        self.dora = [dora]
        self.discards: list[list[int]] = [[], [], [], []]  # each seat's discards
        self.claimed = [False] * 4    # per seat: one of its discards was claimed
        self.turn, self.phase = dealer, DRAW
        self.last = None          # the last draw, discard, call or kong: (what, seat, token)
        self.drawn = 0            # tiles drawn so far (of WALL_DRAWS)
        self.replacement = False  # the turn's seat draws (drew) a kong's replacement
        self.chain = 0            # kongs the turn's seat made in a row since its last discard
        self.calls = 0            # calls and kongs made in the deal
        self.kongs = 0            # kongs declared, robbed or not: each may turn an indicator
        self.declaring = [None] * 4   # per seat: (calls then, first discard) of a riichi declared (step 1)
        self.declared = [False] * 4   # riichi accepted (step 2): the stick is on the table
        self.double = [False] * 4
        self.ippatsu = [False] * 4
        self.robbable = None      # a kong just declared from the hand: (seat, meld, added token, kind)
        self.wins: list[dict] = []
        self.results: list[dict] = []  # the platform's account of each win, where the log gives it (meta)
        self.changes = [0, 0, 0, 0]    # the platform's changes, the sticks put down in the deal left out
        self.ready: list[int] = []
        self.end = None           # "win", "wall", "nm" or an abortive draw's kind, once the deal is over
        self.events: list[tuple] | None = [] if keep_play else None
        self._moves: tuple | None = None  # made by moves()

    # ------------------------------------------------------------------ tiles

    def enter(self, tile: int) -> bool:
        """Bring a tile into play; False where it cannot be (a fifth copy, or a tile that is one tile twice)."""
        if self.unique:
            if tile in self.seen:
                return False
            self.seen.add(tile)
            return True
        kind = tile >> 2
        if self.kinds_seen[kind] >= 4 or self.seen[tile] and (self.unique or tile in RED_TOKENS):
            return False
        self.seen[tile] += 1
        self.kinds_seen[kind] += 1
        return True

    def unseen(self, tiles) -> bool:
        """Whether tiles shown at the end (the ura-dora indicators) can be tiles never in play."""
        if self.unique:
            return self.seen.isdisjoint(tiles) and len(set(tiles)) == len(tiles)
        kinds = list(self.kinds_seen)
        for i, t in enumerate(tiles):
            kinds[t >> 2] += 1
            if kinds[t >> 2] > 4 or (self.unique or t in RED_TOKENS) and (self.seen[t] or t in tiles[:i]):
                return False
        return True

    # ------------------------------------------------------------------ play

    def playing(self, what: str) -> None:
        if self.end is not None:
            raise self.fail("bad_play", f"{what} after the deal's end")

    def draw(self, seat: int, tile: int) -> None:
        if self.end is not None:
            raise self.fail("bad_play", "a draw after the deal's end")
        if self.robbable is not None:
            self.settle_kong()
        phase = self.phase
        if phase != DRAW and not (phase == CLAIM and seat == (self.turn + 1) % 4):
            raise self.fail("bad_play", f"seat {seat} draws out of turn")
        if phase == CLAIM:
            self.turn, self.replacement, self.chain = seat, False, 0
        elif seat != self.turn:
            raise self.fail("bad_play", f"seat {seat} draws where seat {self.turn} does")
        if self.drawn >= WALL_DRAWS:
            raise self.fail("bad_play", f"a draw after the wall's {WALL_DRAWS} tiles are drawn")
        if not self.enter(tile):
            raise self.fail("bad_tile", f"{self.describe(tile)} is drawn but was in play already")
        self.hands[seat].append(tile)
        self.drawn += 1
        self.phase, self.last = ACT, ("draw", seat, tile)
        if self.events is not None:
            self.events.append(("draw", seat, tile))

    def next_step(self) -> int:
        """Where in the cycle of draws and discards `run` follows (2 * seat, + 1 for a discard) play goes on, or -1
        where a run cannot be applied at once (the deal over, its play kept, tokens that are not one tile each)."""
        if self.end is not None or self.events is not None or not self.unique:
            return -1
        if self.phase == DRAW:
            return 2 * self.turn
        if self.phase == ACT:
            return 2 * self.turn + 1
        return 2 * ((self.turn + 1) % 4)

    def run(self, first: int, tiles: list[int]) -> bool:
        """Draws and discards in turn applied at once, from `first` (next_step) on; False, with nothing changed, where
        the draws cannot be (the wall, a tile in play already): `draw` one by one then says why.

        Each discard must be a tile its seat holds then, which is only known as the tiles move: a run that breaks
        that raises RunBroken with the deal part changed, and the reader reads the log again one event at a time."""
        count = len(tiles)
        draws = tiles[first & 1::2]
        drawn = set(draws)
        if self.drawn + len(draws) > WALL_DRAWS or len(drawn) != len(draws) or not self.seen.isdisjoint(drawn) \
                or first + count > 8 * RUN_CYCLES:
            return False
        if self.robbable is not None:
            self.settle_kong()  # the first draw or discard after a kong no one robbed
        try:
            any(map(_call, self.moves()[first:first + count], tiles))  # list.append and list.remove give None
        except ValueError:  # list.remove of a tile the hand does not hold
            raise RunBroken from None
        self.seen |= drawn
        self.drawn += len(draws)
        if count > len(draws):
            discards = tiles[1 - (first & 1)::2]
            seat = first >> 1  # the seat of the first discard, whether the run begins with a draw or a discard
            rivers = self.discards
            for k in range(min(4, len(discards))):
                rivers[(seat + k) & 3] += discards[k::4]
            if True in self.ippatsu:  # the declarer's own discard after its riichi ends the go-around
                for k in range(min(4, len(discards))):
                    self.ippatsu[(seat + k) & 3] = False
            self.chain = 0
        if len(draws) > (self.phase == DRAW):  # a draw after a discard: the next seat's turn begins
            self.replacement, self.chain = False, 0
        last = first + count - 1
        self.turn = turn = (last >> 1) & 3
        if last & 1:
            self.phase, self.last = CLAIM, ("discard", turn, tiles[-1])
        else:
            self.phase, self.last = ACT, ("draw", turn, tiles[-1])
        return True

    def moves(self) -> tuple:
        """Each hand's draw and discard in turn order, seat 0's first (the cycle `run` follows), over and over: made
        when a run is first applied in Python (the C scanner's apply_run moves the tiles itself)."""
        if self._moves is None:
            h0, h1, h2, h3 = self.hands
            self._moves = (h0.append, h0.remove, h1.append, h1.remove, h2.append, h2.remove, h3.append,
                           h3.remove) * RUN_CYCLES
        return self._moves

    def discard(self, seat: int, tile: int) -> None:
        if self.end is not None:
            raise self.fail("bad_play", "a discard after the deal's end")
        if self.robbable is not None:
            self.settle_kong()
        if self.phase != ACT or seat != self.turn:
            raise self.fail("bad_play", f"seat {seat} discards out of turn")
        hand = self.hands[seat]
        if tile not in hand:
            raise self.fail("bad_play", f"seat {seat} discards {self.describe(tile)}, which it does not hold")
        if self.events is not None:
            self.events.append(("discard", seat, tile, self.last == ("draw", seat, tile)))
        hand.remove(tile)
        self.discards[seat].append(tile)
        self.ippatsu[seat] = False  # the declarer's own discard after its riichi ends the go-around
        self.chain = 0
        self.phase, self.last = CLAIM, ("discard", seat, tile)

    def call(self, who: int, kind: str, source: int, tile: int, used: list[int]) -> None:
        """A chow, pung or kong (kind `kong`) of the last discard, `tile` of seat `source`, with `used` from the
        hand."""
        if self.end is not None:
            self.playing("a call")
        if self.robbable is not None:
            self.settle_kong()
        last = self.last
        if self.phase != CLAIM or last is None or last[0] != "discard":
            raise self.fail("bad_play", f"seat {who} claims a tile when no discard is there to claim")
        if last[2] != tile or last[1] != source or source == who:
            raise self.fail("bad_play", f"seat {who} claims {self.describe(tile)} from seat {source}, but the last "
                                        f"discard is {self.describe(last[2])} of seat {last[1]}")
        if kind == "chow" and source != (who + 3) % 4:
            raise self.fail("bad_play", f"seat {who} chows a discard of seat {source}, not of the seat before it")
        if not _is_set(kind, [tile, *used]):
            raise self.fail("bad_play", f"seat {who}'s {kind} is not one: {' '.join(map(self.describe, [tile, *used]))}")
        hand = self.hands[who]
        if not _take(hand, used):
            raise self.fail("bad_play", f"seat {who} calls with tiles it does not hold")
        if self.events is not None:
            self.events.append(("call", who, kind, source, tile, tuple(used)))
        self.claimed[source] = True
        self.melds[who].append({"kind": kind, "tiles": [tile, *used], "from": source})
        self.turn, self.chain = who, 0
        self.phase = DRAW if kind == "kong" else ACT
        self.last = ("call", who, tile)
        self.replacement = kind == "kong"
        if kind == "kong":
            self.chain = 1
            self.kongs += 1
        self.calls += 1
        self.ippatsu = [False] * 4

    def concealed_kong(self, who: int, tiles: list[int]) -> None:
        """A kong of four tiles the seat holds, declared on its turn."""
        self.kong_declared(who)
        if not _is_set("kong", tiles):
            raise self.fail("bad_play", f"seat {who}'s concealed kong is not one: {' '.join(map(self.describe, tiles))}")
        if not _take(self.hands[who], tiles):
            raise self.fail("bad_play", f"seat {who} declares a concealed kong of tiles it does not hold")
        if self.events is not None:
            self.events.append(("concealed", who, tuple(tiles)))
        meld = {"kind": "kong", "tiles": list(tiles), "concealed": True}
        self.melds[who].append(meld)
        self.kong_made(who, meld, tiles[0], "concealed")

    def added_kong(self, who: int, tile: int, pung: list[int] | None = None) -> None:
        """A tile the seat holds added to its pung of that kind (whose tiles the log may name too)."""
        self.kong_declared(who)
        meld = next((x for x in self.melds[who] if x["kind"] == "pung" and x["tiles"][0] >> 2 == tile >> 2), None)
        if meld is None or tile not in self.hands[who] or pung is not None and sorted(meld["tiles"]) != sorted(pung):
            raise self.fail("bad_play", f"seat {who} adds {self.describe(tile)} to a pung it does not have")
        if self.events is not None:
            self.events.append(("added", who, tile))
        self.hands[who].remove(tile)
        self.kong_made(who, meld, tile, "added")

    def kong_declared(self, who: int) -> None:
        self.playing("a kong")
        self.settle_kong()
        if self.phase != ACT or who != self.turn:
            raise self.fail("bad_play", f"seat {who} declares a kong out of turn")

    def kong_made(self, who: int, meld: dict, tile: int, kind: str) -> None:
        self.robbable = (who, meld, tile, kind)
        self.phase, self.replacement = DRAW, True
        self.chain += 1
        self.kongs += 1
        self.last = ("kong", who, tile)
        # counted as a call once no one robs it (settle_kong)

    def settle_kong(self) -> None:
        """A kong declared from the hand that no one robbed: it is made, and breaks every ippatsu."""
        if self.robbable is None:
            return
        _who, meld, tile, kind = self.robbable
        self.robbable = None
        if kind == "added":
            meld.update(kind="kong", added=True)
            meld["tiles"] = meld["tiles"] + [tile]
        self.calls += 1
        self.ippatsu = [False] * 4

    def declare(self, who: int) -> None:
        """Riichi declared (Tenhou's step 1): the seat's next discard declares it."""
        self.playing("a riichi")
        self.settle_kong()
        if self.phase != ACT or who != self.turn or self.declaring[who] is not None:
            raise self.fail("bad_play", f"seat {who} declares riichi out of turn or twice")
        if any(not m.get("concealed") for m in self.melds[who]):
            raise self.fail("bad_play", f"seat {who} declares riichi with an open hand")
        self.declaring[who] = (self.calls, not self.discards[who])
        if self.events is not None:
            self.events.append(("declare", who))

    def accept(self, who: int) -> None:
        """Riichi accepted (step 2): its declaring discard passed, the stick is down."""
        self.playing("a riichi accepted")
        last = self.last
        if self.declaring[who] is None or self.declared[who] or last is None or last[:2] != ("discard", who):
            raise self.fail("bad_play", f"seat {who}'s riichi is accepted without its declaring discard")
        calls, first = self.declaring[who]
        self.declared[who] = True
        # Double riichi: declared with the first discard, no call or kong before it. The go-around (ippatsu)
        # starts unless a call came between the declaring discard and its acceptance.
        self.double[who] = first and calls == 0
        self.ippatsu[who] = calls == self.calls
        if self.events is not None:
            self.events.append(("accepted", who))

    def add_dora(self, tile: int) -> None:
        """A dora indicator turned after a kong."""
        self.playing("a dora indicator")
        if len(self.dora) >= MOST_INDICATORS or len(self.dora) > self.kongs:
            raise self.fail("bad_play", f"a dora indicator turned with {self.kongs} kongs declared")
        if not self.enter(tile):
            raise self.fail("bad_tile", f"the dora indicator {self.describe(tile)} was in play already")
        self.dora.append(tile)
        if self.events is not None:
            self.events.append(("dora", tile))

    # ------------------------------------------------------------------ the end

    def win(self, who: int, source: int, names, ura: list[int] | None = None) -> dict:
        """A win of seat `who` off seat `source` (itself for a self-draw): its entry of the record's wins, with every
        flag the events give, and (under keys beginning `_`, which the record leaves out) the winning token `_tile`
        and the winner's concealed tokens `_hand` without it, which the reader checks its log's account against."""
        if self.end not in (None, "win") or self.end == "win" and not self.wins:
            raise self.fail("bad_play", "a win outside a deal")
        last = self.last
        hand = self.hands[who]
        context: dict = {}
        win: dict = {"winner": who}
        if who == source:
            if self.end or self.phase != ACT or who != self.turn or last is None or last[0] != "draw":
                raise self.fail("bad_play", f"seat {who} wins by self-draw without a tile just drawn")
            tile = last[2]
            win.update(win_tile=names[tile], by="self_draw")
            concealed = list(hand)
            concealed.remove(tile)
            if self.replacement:
                context["kong_replacement"] = True
            elif self.drawn == WALL_DRAWS:
                context["last_tile"] = True
            if self.calls == 0 and not self.discards[who]:
                context["first_draw"] = True
        else:
            if self.robbable is not None and self.robbable[0] == source:
                _seat, _meld, tile, kind = self.robbable
                if kind != "added":
                    raise self.fail("unsupported", "a concealed kong robbed (thirteen orphans): a record can rob an "
                                                   "added kong only")
                win.update(win_tile=names[tile], by="robbing_kong", **{"from": source})
            elif self.phase == CLAIM and last is not None and last[:2] == ("discard", source):
                tile = last[2]
                win.update(win_tile=names[tile], by="discard", **{"from": source})
                if self.drawn == WALL_DRAWS:
                    context["last_tile"] = True
            else:
                raise self.fail("bad_play", f"seat {who} wins off seat {source}, which has no tile for it to take")
            if any(w["winner"] == who for w in self.wins) or (self.wins and self.wins[0].get("from") != source):
                raise self.fail("bad_play", "several wins of one deal come off one discard, one each")
            concealed = list(hand)
        if self.declared[who]:
            context["declared_ready"] = True
            if self.double[who]:
                context["double_riichi"] = True
            if self.ippatsu[who]:
                context["ippatsu"] = True
        context["dora_indicators"] = tiles_text(self.dora, names)
        if ura and self.declared[who]:
            if len(ura) != len(self.dora) or not self.unseen(ura):
                raise self.fail("inconsistent", "the ura-dora indicators are not one under each dora indicator, or "
                                                "were in play already")
            context["ura_dora_indicators"] = tiles_text(ura, names)
        win["context"] = context
        win["_tile"], win["_hand"] = tile, concealed
        self.wins.append(win)
        self.end = "win"  # another win off the same discard may follow
        if self.events is not None:
            self.events.append(("win", who, source, tuple(ura or ()) if self.declared[who] else ()))
        return win

    def exhaustive(self, nagashi: bool | None = None) -> None:
        """The wall drawn out: nagashi mangan for each seat whose discards were all terminals and honours, none
        claimed (`nagashi` says whether the log names it, None where it does not say), else who is ready."""
        self.playing("a drawn deal")
        self.settle_kong()
        if self.drawn != WALL_DRAWS or self.phase != CLAIM:
            raise self.fail("bad_play", f"an exhaustive draw with {WALL_DRAWS - self.drawn} tiles left to draw")
        seats = [s for s in range(4) if self.discards[s] and not self.claimed[s]
                 and not any(bytes(self.discards[s]).translate(_SIMPLE))]
        if nagashi is not None and bool(seats) != nagashi:
            raise self.fail("inconsistent", "nagashi mangan " + ("named, but no seat's discards make it" if
                            nagashi else "made by the discards, but not named"))
        self.wins = [{"winner": s, "declared": "nagashi_mangan", "by": "self_draw"} for s in seats]
        if not seats:
            self.ready = [s for s in range(4) if is_ready(self.hands[s], self.melds[s])]
        self.end = "nm" if seats else "wall"
        if self.events is not None:
            self.events.append(("drawn", self.end))

    def at_wall_end(self) -> bool:
        """Whether the wall is drawn out and its last discard passed: where a deal is drawn for want of tiles."""
        return self.drawn == WALL_DRAWS and self.phase == CLAIM

    def abortive_kind(self) -> str:
        """The abortive draw the deal's state shows, for a log that draws a deal without naming why."""
        if self.phase == ACT and self.last is not None and self.last[0] == "draw" and not self.discards[self.turn] \
                and self.calls == 0:
            return "yao9"
        if all(self.declared):
            return "reach4"
        if self.calls == 0 and all(len(d) == 1 for d in self.discards) \
                and len({d[0] >> 2 for d in self.discards}) == 1 and 27 <= self.discards[0][0] >> 2 <= 30:
            return "kaze4"
        if self.kongs >= 4:
            return "kan4"
        return "ron3"

    def abortive(self, kind: str) -> None:
        """An abortive draw (nine terminals, four riichi, a triple ron, four winds, four kongs): no seat is ready, and
        the sticks of the deal stay on the table, as the riichi ruleset says to record one."""
        self.playing("a drawn deal")
        self.end = kind
        if self.events is not None:
            self.events.append(("drawn", kind))

    def add_result(self, result: dict | None, changes: list[int]) -> None:
        """The platform's account of a win or a drawn deal: its result (the record's meta) and its changes."""
        if result is not None:
            self.results.append(result)
        self.changes = [a + b for a, b in zip(self.changes, changes)]
        if self.events is not None:
            self.events.append(("result", result, tuple(changes)))

    def deal_changes(self) -> list[int]:
        """Each seat's change over the whole deal: the platform's, less 1000 for a seat whose riichi stick went down
        in this deal (Tenhou takes the stick off the score when it goes down, so its changes leave it out)."""
        return [c - 1000 if declared else c for c, declared in zip(self.changes, self.declared)]

    def record(self, record_id: str, names, ruleset: str | None = None, options: dict | None = None) -> dict:
        """The deal's record, without its meta."""
        players = []
        won = {w["winner"]: w["_hand"] for w in reversed(self.wins) if "_hand" in w}  # each winner's first win
        for s in range(4):
            player: dict = {}
            concealed = won.get(s, self.hands[s])
            melds = self.melds[s]  # in the order made, an added kong where its pung was (riichi's pao reads it so)
            if len(concealed) + 3 * len(melds) == 13:
                player["hand"] = tiles_text(concealed, names)
            if melds:
                player["melds"] = [meld_out(m, names) for m in melds]
            if self.declared[s]:
                player["declared_ready"] = True
            if s in self.ready:
                player["ready"] = True
            players.append(player)
        wins = [{k: v for k, v in w.items() if k[0] != "_"} for w in self.wins]
        record = {"id": record_id, **({"ruleset": ruleset} if ruleset else {}), "dealer": self.dealer,
                  "round_wind": "ESWN"[self.round // 4], "honba": self.honba, "riichi_sticks": self.sticks,
                  "players": players, "wins": wins}
        if options:
            record["options"] = dict(options)
        return record

    def play(self, scores: list[int] | None = None, red: bool = True) -> dict:
        """The deal's play, as the writers take it (plays.py); only for a Deal made with keep_play."""
        return {"round": self.round, "dealer": self.dealer, "honba": self.honba, "sticks": self.sticks,
                "scores": scores, "hands": self.dealt, "dora": self.dora[0], "red": red,
                "events": list(self.events or ())}


def meld_out(meld: dict, names) -> dict:
    """A meld of the deal's state as a record writes it."""
    out = {"kind": meld["kind"], "tiles": tiles_text(meld["tiles"], names)}
    if meld.get("concealed"):
        out["concealed"] = True
    else:
        out["from"] = meld["from"]
    if meld.get("added"):
        out["added"] = True
    return out
