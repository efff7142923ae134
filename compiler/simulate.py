"""Whole deals played at a table of four bots (compiler/bots.py), each written as one hand record.

The table follows the ruleset: its tiles, flowers, red fives and wild tile (turned up by an indicator where the
ruleset's wild follows one, and named in the record), its claims (a chow only off the seat on
the left; a win before a pung or kong, a pung or kong before a chow), kongs with their replacement draws,
robbing a kong, the last tile and drawn deals. Each deal ends as a record in the contract's form
(docs/guide/records.md) with every context flag that play sets and the ruleset reads. The scorer is the
oracle: a seat wins when `module.score` accepts its win. How the bots play, what is recorded and the
rates measured: docs/guide/simulate.md.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path
from typing import Iterator

from . import bots
from .bots import Hand, Shapes
from .builtins import fields_of_play_read
from .ir import AfterWin, MoreWinners, TableRules
from .runtime import (HAND_SIZE, NEXT_TILE, NO_TILE, N_KINDS, SUIT_LETTERS, SUIT_OFFSETS, TILE_NUMBER, TILE_SUIT, is_complete,
                      parse_tiles, tile_name, waits)

# A physical tile is a runtime tile (0..41) or a red five, RED + its suit (m, p, s).
RED = 42
KIND = tuple(range(RED)) + tuple(SUIT_OFFSETS[suit] + 4 for suit in range(3))
# A physical tile as the log writers' token (compiler/logs/deal.py): 4 * kind + 1, a red five 4 * kind.
TOKEN = tuple(4 * k + 1 for k in range(RED)) + tuple(4 * (SUIT_OFFSETS[suit] + 4) for suit in range(3))
IS_YAOJIU_TILE = tuple(TILE_SUIT[k] == 3 or TILE_SUIT[k] < 3 and TILE_NUMBER[k] in (1, 9) for k in KIND)
FLOWER_SETS = tuple(frozenset(parse_tiles(text)) for text in ("1234f", "5678f"))  # and four of one honour flower

# The dead wall (table.dead_wall): its first four tiles replace kongs; from its fifth, the indicators, a dora's at
# each even place and an ura dora's at the odd place after it, five of each at most.
KONG_REPLACEMENTS = 4
INDICATORS_NEED = KONG_REPLACEMENTS + 2 * 5
SHUFFLES = 100  # shuffles of one deal tried for a wall whose end holds a tile to turn up for the wild

# Flags that record how play went. The others record what a table chose to play (a ready declaration, dora,
# 摸码, 比下胡): a scorer whose spec cannot be read is given only these.
FACTS_OF_PLAY = frozenset({"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement",
                           "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard"})


def table_rules_of(module) -> TableRules:
    """How play goes at the scorer's table: its spec's `table:` (a module made before it had one: the defaults)."""
    data = dict(getattr(module, "TABLE_RULES", None) or {})
    if "more_winners" in data:
        data["more_winners"] = MoreWinners(data["more_winners"])
    if "after_win" in data:
        data["after_win"] = AfterWin(data["after_win"])
    return TableRules(**data)


def reads_of(module) -> frozenset[str]:
    """The context flags (and `ready`, a player's field) the scorer's ruleset reads, from its spec's IR; where
    the spec is not found as the module was made from it, FACTS_OF_PLAY."""
    if hasattr(module, "READS"):  # every module mjc writes says it
        return frozenset(module.READS)
    key = getattr(module, "SPEC_SHA256", None)
    if key not in _READS:
        ruleset = _ruleset_of(module)
        _READS[key] = FACTS_OF_PLAY if ruleset is None else reads_of_ruleset(ruleset)
    return _READS[key]


_READS: dict = {}


def reads_of_ruleset(ruleset) -> frozenset[str]:
    """The context flags (and `ready`) a checked ruleset (ir.Ruleset) reads."""
    return frozenset(fields_of_play_read(ruleset))


def _ruleset_of(module):
    """The IR of the spec a scorer was made from, if that spec is found unchanged; else None."""
    from . import bundled
    name = getattr(module, "SPEC_FILE", None)
    digest = dict(getattr(module, "SPEC_SOURCES", ())).get(name)
    if not name or not digest:
        return None
    path = next((p for p in (bundled.ROOT / name, Path(name)) if p.is_file()), None)
    if path is None or hashlib.sha256(path.read_bytes()).hexdigest() != digest:
        return None
    from .errors import SpecErrors
    from .pipeline import compile_spec
    try:
        return compile_spec(path, name).ruleset
    except SpecErrors:  # a base it extends has changed since
        return None


class Table:
    """What the simulator takes from a compiled scorer: its tiles, claims and shapes, worked out once."""

    def __init__(self, module):
        rules = module.RULES
        self.module = module
        # A scorer written by an mjc before hand sizes has no hand_size: its hands are of 14 tiles.
        self.hand_size = getattr(rules, "hand_size", HAND_SIZE)
        self.dealt = self.hand_size - 1  # the tiles dealt to each seat: a hand waiting for its last tile
        self.most_sets = (self.hand_size - 2) // 3  # the sets of a complete hand, beside its pair
        self.claims = rules.claims
        self.penalties = rules.penalties
        self.declared = frozenset(rules.declared)
        self.rules = table_rules_of(module)
        wall = [k for k in sorted(rules.hand_tiles) for _ in range(4)]
        wall += [k for k in sorted(rules.flower_tiles) for _ in range(4 if k < N_KINDS else 1)]
        for suit, reds in enumerate(rules.red_fives):
            for _ in range(reds):
                wall[wall.index(SUIT_OFFSETS[suit] + 4)] = RED + suit
        self.wall = tuple(wall)
        self.flowers = frozenset(rules.flower_tiles)
        self.all_shapes = module.SHAPES
        self.shapes, self.other_shapes_kinds = _known_shapes(module.SHAPES, self.hand_size)
        # The wild tile: None, or where it comes from ("tiles": fixed; "indicator", "record": turned up each deal).
        self.wild_source = getattr(rules, "wild_source", None)
        self.turns_up_wild = self.wild_source in ("indicator", "record")  # a tile turned up before each deal
        self.deal_needs = 4 * self.dealt + 1  # the live wall's tiles that four hands and a first draw take
        self.wild_tile = getattr(rules, "wild_tile", NO_TILE)
        self.wild_args = (getattr(module, "WILD_IN", 0), getattr(module, "PLAYABLE", ())) if self.wild_source else ()
        self.open_hands_win = _open_hands_win(module, self.most_sets)
        self.wins_lack_a_suit = _wins_lack_a_suit(module, self.most_sets)


def _known_shapes(shapes, hand_size: int) -> tuple[Shapes, int]:
    """The shapes the bots' distance counts, and the fewest kinds of tile in a hand of any other shape the
    ruleset has (0: none), where the runtime looks for waits whatever the distance says."""
    def accepts(shape, text):
        return shape[0] != "declared" and is_complete(sorted(parse_tiles(text)), 0, [shape])
    fourteen = hand_size == HAND_SIZE  # seven pairs and thirteen orphans are hands of 14 tiles
    seven = [s for s in shapes if fourteen and accepts(s, "1122m3344p5566s77z")]
    orphans = [s for s in shapes if fourteen and accepts(s, "119m19p19s1234567z")]
    known = Shapes(bool(seven), any(accepts(s, "1111m2233p4455s66z") for s in seven), bool(orphans))
    standard = ("groups", (hand_size - 2) // 3, 1, ())
    others = [s for s in shapes if s[0] != "declared" and s not in seven + orphans and s[:4] != standard]
    return known, min((s[3] if s[0] == "tiles" else s[4] for s in others), default=0)


def is_win(result: dict, wins: list) -> bool:
    """Whether a scorer's result makes every win of the record one: no error, and each winner is paid (a
    win claimed under a ruleset's minimum may be scored as a false win, which the claimer pays for)."""
    return "error" not in result and all(any(p["to"] == win["winner"] for p in result["payments"]) for win in wins)


# The concealed sets of a plain open hand beside its meld and its wait, as many as the hand size takes.
PLAIN_SETS = ("234m", "678m", "789p", "567s")


def _open_hands_win(module, most_sets: int) -> bool:
    """Whether the ruleset takes a plain open hand as a win (no yaku, no minimum, no flowers needed)."""
    claim = "chow" if "chow" in module.RULES.claims else "pung"
    meld = {"kind": claim, "tiles": "345p" if claim == "chow" else "444p", "from": 1}
    if most_sets >= 2:  # the meld, the sets, a chow waiting on 4s, and a pair
        hand, win_tile = "".join(PLAIN_SETS[:most_sets - 2]) + "23s11p", "4s"
    else:  # the meld and a pair waiting on its second tile
        hand, win_tile = "1p", "1p"
    record = {"dealer": 1, "players": [{}, {}, {"hand": hand, "melds": [meld]}, {}],
              "wins": [{"winner": 2, "win_tile": win_tile, "by": "discard", "from": 0}]}
    return is_win(module.score(record), record["wins"])


def _wins_lack_a_suit(module, most_sets: int) -> bool:
    """Whether the ruleset takes a plain concealed self-draw of two suits and refuses the same of three (缺一门)."""
    if most_sets != 4:
        return False
    def wins(hand: str) -> bool:
        record = {"players": [{"hand": hand}, {}, {}, {}], "wins": [{"winner": 0, "win_tile": "1p", "by": "self_draw"}]}
        return is_win(module.score(record), record["wins"])
    return wins("123m456m789m23p55p") and not wins("123m456m789s23p55p")


_TABLES: dict = {}


def table_of(module) -> Table:
    key = id(module), getattr(module, "BUILD_KEY", None)
    if key not in _TABLES:
        _TABLES[key] = Table(module)
    return _TABLES[key]


def unplayable(module) -> str | None:
    """Why the bots cannot play a deal of this ruleset at its table, or None: a spec may score hands of a wall too
    small to deal from (its tiles, hand size and dead wall are each valid alone)."""
    table = table_of(module)
    playing = module.RULES.hand_tiles
    if any(k >= N_KINDS for k in playing):
        return (f"{module.RULESET_ID}: tiles.hand holds flowers, which the bots cannot hold in a hand: give them as "
                "tiles.flowers")
    live = len(table.wall) - table.rules.dead_wall
    needed = table.deal_needs + table.turns_up_wild
    if live < needed:
        return (f"{module.RULESET_ID}: a wall of {len(table.wall)} tiles cannot deal four hands of {table.dealt}, "
                f"keep a dead wall of {table.rules.dead_wall} and leave a tile to draw: the bots need {needed} tiles "
                "outside the dead wall")
    if table.turns_up_wild and not any(_turnable(t, playing) for t in table.wall):
        return f"{module.RULESET_ID}: no tile of the wall can be turned up for the wild (its next tile is not played)"
    return None


def _turnable(tile: int, playing: frozenset) -> bool:
    """Whether a tile may be turned up for the wild (翻鬼): a playing tile whose next is played too."""
    return KIND[tile] in playing and NEXT_TILE[KIND[tile]] in playing


def _playable(module) -> None:
    if (why := unplayable(module)) is not None:
        raise ValueError(why)


def tiles_text(tiles) -> str:
    """Physical tiles in the record's notation, a red five as 0."""
    parts = ["", "", "", "", ""]
    for t in tiles:
        parts[SUIT_OF_TILE[t]] += DIGIT_OF_TILE[t]
    return "".join("".join(sorted(digits)) + SUIT_LETTERS[suit] for suit, digits in enumerate(parts) if digits)


SUIT_OF_TILE = tuple(TILE_SUIT[k] for k in KIND)
DIGIT_OF_TILE = tuple("0" if t >= RED else str(TILE_NUMBER[t]) for t in range(len(KIND)))


class Meld:
    __slots__ = ("kind", "tiles", "source", "concealed", "added")

    def __init__(self, kind: str, tiles: list, source: int | None, concealed: bool = False):
        self.kind = kind
        self.tiles = tiles
        self.source = source
        self.concealed = concealed
        self.added = False

    def signature(self) -> tuple:
        return self.kind, KIND[self.tiles[0]], self.source, self.concealed

    def as_record(self) -> dict:
        out = {"kind": self.kind, "tiles": tiles_text(self.tiles)}
        if self.concealed:
            out["concealed"] = True
        if self.added:
            out["added"] = True
        if self.source is not None:
            out["from"] = self.source
        return out


class Seat:
    """One seat's tiles and what it has done in the deal."""

    def __init__(self, most_sets: int, wild: int = NO_TILE):
        self.most_sets = most_sets  # the sets of a complete hand, beside its pair
        self.hand = Hand()       # the concealed kinds but the wilds, which the bots hold beside it and never discard
        self.wild = wild
        self.wilds = 0
        self.tiles = []          # the concealed hand's physical tiles
        self.melds = []          # in the order made (an added kong where its pung was)
        self.kongs = []          # its kongs in the order made (an added kong when it was added)
        self.flowers = []
        self.discards = []       # kinds, claimed ones too
        self.discard_claimed = False
        self.draws = 0           # from the wall, replacements not counted
        self.chain = 0           # kongs made since its last discard
        self.waits = frozenset()  # kinds that complete the hand, while it is one tile short
        self.distance = 8
        self.ready = False       # declared ready (riichi, 报听)
        self.double_ready = False
        self.ippatsu = False
        self.passed = False      # passed a tile that completed its hand (riichi's furiten)
        self.safe = set()        # kinds it let go by: its own discards, and all discards once it declared ready
        self.void = -1           # where every win lacks a suit: the suit the seat clears (定缺), its fewest at the deal

    def add(self, tile: int) -> None:
        self.tiles.append(tile)
        if KIND[tile] == self.wild:
            self.wilds += 1
        else:
            self.hand.add(KIND[tile])

    def take(self, kind: int) -> int:
        """Take a tile of a kind out of the hand, a red five last."""
        tile = kind if kind in self.tiles else next(t for t in self.tiles if KIND[t] == kind)
        self.remove(tile)
        return tile

    def remove(self, tile: int) -> None:
        self.tiles.remove(tile)
        if KIND[tile] == self.wild:
            self.wilds -= 1
        else:
            self.hand.remove(KIND[tile])

    def kinds(self, hand: Hand | None = None) -> list:
        """The kinds of a hand (the seat's, by default) and the seat's wilds, sorted: what the runtime reads."""
        kinds = (hand or self.hand).kinds()
        return sorted(kinds + [self.wild] * self.wilds) if self.wilds else kinds

    def sets_needed(self) -> int:
        return self.most_sets - len(self.melds)

    def concealed(self) -> bool:
        return all(m.source is None for m in self.melds)


# What a seat does after a discard is dealt with.
DRAW, DISCARD, REPLACE = "draw", "discard", "replace"


class Play:
    """One deal, from the shuffle to its record."""

    def __init__(self, table: Table, reads: frozenset, seed: int, index: int, keep_play: bool = False):
        self.table, self.reads = table, reads
        self.rules = table.rules
        self.id = f"{seed}-{index}"
        self.dealer = index % 4
        self.round_wind = "ESWN"[index // 4 % 4]
        for shuffle in range(SHUFFLES):
            wall = list(table.wall)
            random.Random(f"{seed}:{index}" + (f":{shuffle}" if shuffle else "")).shuffle(wall)
            split = len(wall) - self.rules.dead_wall
            self.wall, self.dead = wall[:split], wall[split:]
            self.front, self.back = 0, split  # the live wall is wall[front:back]
            self.wild, self.wild_indicator = table.wild_tile, None
            if not table.turns_up_wild:
                break
            # Turned up from the end of the wall before the deal; a wall whose end holds no tile to turn up before
            # the deal's own tiles is shuffled again (a ruleset where few tiles can be turned up).
            self.wild_indicator = self.turn_indicator(table.module.RULES.hand_tiles)
            if self.wild_indicator is not None:
                self.wild = NEXT_TILE[KIND[self.wild_indicator]]
                break
        else:
            raise ValueError(f"{table.module.RULESET_ID}: no tile to turn up for the wild in {SHUFFLES} shuffles")
        self.visible = [0] * N_KINDS  # copies every seat has seen: discards, melds, indicators
        if self.wild_indicator is not None:
            self.visible[KIND[self.wild_indicator]] += 1
        self.seats = [Seat(table.most_sets, self.wild) for _ in range(4)]
        self.kongs = 0
        self.interrupted = False      # a claim or a kong has been made: no more first draws, ippatsu ends
        self.in_a_row = []            # (seat, kind) of each discard since the last claim
        self.discards = 0
        self.penalties = []
        self.wins = []                # the wins that end the deal
        self.end = None               # "win", "wall" or "excess_winners"
        # Where play goes on after a win (table.after_win): the wins settled so far, the deal's events in order
        # (("kong", seat, meld), ("win", indices of settled), ("penalty", index)), the seats that left, and
        # the seat to draw after the last win.
        self.goes_on = self.rules.after_win != AfterWin.END
        self.settled = []
        self.events = []
        self.out = set()
        self.next_turn = None
        self.drawn = None             # the tile the seat to act drew last
        # The deal's play for the log writers (compiler/logs/plays.py), where asked for: its events, in tokens.
        self.log: list | None = [] if keep_play else None
        self.dealt: list = []
        self.flower_set = False       # the flower set aside last completed a set (花杠)
        self.worth = {}               # (seat, hand, melds, flowers, wait, declaring) -> what a wait is worth
        if len(self.dead) >= INDICATORS_NEED:
            self.seen(self.indicators()[0])

    # ---------------------------------------------------------------- the wall

    def live(self) -> int:
        return self.back - self.front

    def seen(self, tile: int) -> None:
        """An indicator turned up: one copy of its kind more that every seat has seen (a flower is no kind)."""
        if KIND[tile] < N_KINDS:
            self.visible[KIND[tile]] += 1

    def draw_from_end(self) -> int:
        self.back -= 1
        return self.wall[self.back]

    def turn_indicator(self, playing: frozenset) -> int | None:
        """The tile turned up for the wild (翻鬼): from the end of the wall, the first that is a playing tile followed
        by one (the others are set aside); None where that would reach the tiles the deal needs."""
        while self.live() > self.table.deal_needs:
            tile = self.draw_from_end()
            if _turnable(tile, playing):
                return tile
        return None

    def kong_replacement(self) -> int:
        """From the dead wall, which takes the live wall's last tile for it; or from the end of the wall."""
        if self.kongs <= len(self.dead):
            self.back -= 1
            return self.dead[self.kongs - 1]
        return self.draw_from_end()

    def indicators(self, under: bool = False) -> list:
        return [self.dead[KONG_REPLACEMENTS + 2 * i + under] for i in range(1 + min(self.kongs, KONG_REPLACEMENTS))]

    # ---------------------------------------------------------------- the deal

    def play(self) -> dict:
        order = [(self.dealer + i) % 4 for i in range(4)]
        n = self.table.dealt
        dealt = {s: self.wall[self.front + n * i:self.front + n * i + n] for i, s in enumerate(order)}
        self.front += 4 * n
        for s in order:
            for tile in dealt[s]:
                if tile not in self.table.flowers:
                    self.seats[s].add(tile)
        for s in order:  # the flowers dealt are set aside and replaced, the dealer's first
            for tile in dealt[s]:
                if tile in self.table.flowers:
                    if self.replace_flower(s, tile):
                        return self.record_end()
                    self.seats[s].add(self.drawn)
        if self.table.wins_lack_a_suit:
            for seat in self.seats:
                held = [sum(1 for t in seat.tiles if SUIT_OF_TILE[t] == suit) for suit in range(3)]
                seat.void = held.index(min(held))
        for s in order:
            self.update_waits(s)
        if self.log is not None:
            self.dealt = [[TOKEN[t] for t in seat.tiles] for seat in self.seats]
        seat, action, claimed = self.dealer, DRAW, -1
        while self.end is None:
            if action == DRAW:
                if not self.live():
                    self.end = "wall"
                    break
                self.seats[seat].draws += 1
                self.front += 1
                turn_over = self.after_draw(seat, self.wall[self.front - 1], "draw")
            else:
                turn_over = action == REPLACE and self.after_draw(seat, self.kong_replacement(), "kong")
            if turn_over:  # a win: the deal is over, or play goes on from the seat after the winner
                seat, action, claimed = self.next_turn, DRAW, -1
                continue
            seat, action, claimed = self.discard(seat, claimed)
        return self.record_end()

    def replace_flower(self, s: int, tile: int) -> bool:
        """Set a flower aside and draw until a tile that is not one (in self.drawn); True when the deal ends."""
        while True:
            if self.set_aside(s, tile):
                return True
            if not self.live():
                self.end = "wall"
                return True
            tile = self.draw_from_end()
            if tile not in self.table.flowers:
                self.drawn = tile
                return False

    def set_aside(self, s: int, tile: int) -> bool:
        """Set a flower aside; True when the seat wins on its flowers."""
        seat = self.seats[s]
        seat.flowers.append(tile)
        held = set(seat.flowers)
        self.flower_set = any(tile in group and group <= held for group in FLOWER_SETS) \
            or tile < N_KINDS and seat.flowers.count(tile) == 4
        if "eight_flowers" in self.table.declared and not self.goes_on and sum(t >= N_KINDS for t in seat.flowers) == 8:
            win = {"winner": s, "declared": "eight_flowers", "by": "self_draw"}
            if self.accepts([win]):
                self.wins, self.end = [win], "win"
                return True
        return False

    def after_draw(self, s: int, tile: int, cause: str) -> bool:
        """A seat's draw: flowers replaced, a win, kongs and their replacements. True when a win (or the wall's end
        while replacing flowers) ends the seat's turn."""
        seat = self.seats[s]
        while True:
            if tile in self.table.flowers:
                if self.replace_flower(s, tile):
                    return True
                tile, cause = self.drawn, "flower"
            seat.add(tile)
            self.drawn = tile
            if self.log is not None:
                self.log.append(("draw", s, TOKEN[tile]))
            if KIND[tile] in seat.waits and self.self_draw_win(s, tile, cause):
                return True
            kong = self.kong_choice(s)
            if kong is None:
                return False
            if self.make_kong(s, *kong):
                return True
            tile, cause = self.kong_replacement(), "kong"

    def discard(self, s: int, claimed: int) -> tuple[int, str, int]:
        """The seat discards; the others win on it, claim it or let the next seat draw. What comes next:
        (seat, action, the kind it claimed)."""
        seat = self.seats[s]
        declaring = False
        if seat.ready:
            tile = self.drawn
            seat.remove(tile)
        elif seat.void >= 0 and (void := [KIND[t] for t in seat.tiles if SUIT_OF_TILE[t] == seat.void and KIND[t] != seat.wild]):
            kind = min(void, key=lambda k: (seat.hand.counts[k], k))  # the void suit goes first, a single before a pair
            tile = seat.take(kind)
        else:
            kind, after = self.best_discard(s, claimed)
            threats = [other for other in self.seats if other.ready and other is not seat]
            if kind == bots.NO_DISCARD:  # it holds wilds alone (and no win the ruleset takes): one of them goes
                kind = seat.wild
            elif bots.folds(after, bool(threats)):
                kind = bots.safest_discard(seat.hand, self.danger(seat, threats), claimed)
            elif claimed < 0 and "declared_ready" in self.reads:
                seat.hand.remove(kind)
                value = self.ready_value(s)(seat.hand) if after == 0 else 0
                seat.hand.add(kind)
                declaring = bots.declares_ready(seat.concealed(), after, value, self.live())
            tile = seat.take(kind)
        if self.log is not None:
            if declaring:
                self.log.append(("declare", s))
            self.log.append(("discard", s, TOKEN[tile], claimed < 0 and tile == self.drawn))
        kind = KIND[tile]
        seat.discards.append(kind)
        seat.ippatsu = False
        seat.passed = seat.passed and seat.ready
        self.visible[kind] += 1
        self.discards += 1
        self.check_penalties(s, kind)
        self.update_waits(s)
        winners = self.discard_wins(s, tile, "discard")
        seat.chain = 0
        if winners:
            self.won(winners)
            return self.next_turn, DRAW, -1
        if self.end:
            return s, DRAW, -1
        for other in self.seats:
            if other.ready or other is seat:
                other.safe.add(kind)
        if declaring:  # made once the declaring discard is not won on
            seat.ready = seat.ippatsu = True
            seat.double_ready = len(seat.discards) == 1 and not self.interrupted
            if self.log is not None:
                self.log.append(("accepted", s))
        if self.live():
            claim = self.claim(s, tile)
            if claim is not None:
                return claim
        return self.next_seat(s), DRAW, -1

    # ---------------------------------------------------------------- wins

    def self_draw_win(self, s: int, tile: int, cause: str) -> bool:
        seat = self.seats[s]
        context = {"kong_replacement": cause == "kong",
                   "flower_replacement": cause == "flower",
                   "flower_kong_replacement": cause == "flower" and self.flower_set,
                   "last_tile": cause == "draw" and not self.live(),
                   "last_of_kind": self.visible[KIND[tile]] == 3,
                   "first_draw": seat.draws == 1 and not self.interrupted,
                   "ippatsu": seat.ippatsu, "double_riichi": seat.double_ready}
        if cause == "kong" and "kong_replacement" in self.reads:  # a chain is its flag's
            context["kong_chain"] = seat.chain
        seat.remove(tile)  # a winner's hand leaves out the winning tile
        win = self.win(s, tile, "self_draw", None, context)
        if not self.accepts([win]):
            seat.add(tile)
            return False
        self.won([win])
        if "bonus_tiles" in self.reads and not self.goes_on:
            self.draw_bonus_tiles(win)
        return True

    def won(self, wins: list) -> None:
        """Wins the scorer accepted: the deal's end, or (where play goes on) settled, and the next seat to draw."""
        if not self.goes_on:
            self.wins, self.end = wins, "win"
            return
        first = len(self.settled)
        self.settled += wins
        self.events.append(("win", list(range(first, len(self.settled)))))
        if self.rules.after_win == AfterWin.WINNER_LEAVES:
            self.out.update(win["winner"] for win in wins)
            if len(self.out) >= 3:
                self.end = "win"
                return
        for win in wins:  # the winning tile is set aside, and the hand is kept: the winner discards what it draws
            self.seats[win["winner"]].ready = True
            self.update_waits(win["winner"])
        self.next_turn = self.next_seat(wins[-1]["winner"])

    def next_seat(self, s: int) -> int:
        """The next seat after s in turn order that still plays."""
        return next((s + i) % 4 for i in (1, 2, 3, 4) if (s + i) % 4 not in self.out)

    def draw_bonus_tiles(self, win: dict) -> None:
        """摸码, 抓码, 扎鸟: the table's bonus tiles from the end of the wall, kept where the scorer accepts the win
        with them (a spec says on which wins they are drawn), else put back."""
        tiles = [self.draw_from_end() for _ in range(min(self.rules.bonus_tiles, self.live()))]
        if not tiles:
            return
        context = win.setdefault("context", {})
        context["bonus_tiles"] = tiles_text(tiles)
        if not self.accepts([win]):
            del context["bonus_tiles"]
            if not context:
                del win["context"]
            self.back += len(tiles)

    def discard_wins(self, s: int, tile: int, by: str) -> list:
        """The wins on a discarded (or robbed) tile, in turn order after its seat."""
        kind = KIND[tile]
        source = self.seats[s]
        after_kong = by == "discard" and source.chain > 0
        context = {"discard_after_kong": after_kong,
                   "last_tile": by == "discard" and not self.live(),
                   "last_of_kind": self.visible[kind] == 4,  # this tile and the three others seen
                   "first_discard": by == "discard" and s == self.dealer and len(source.discards) == 1
                   and not self.interrupted}
        if by == "robbing_kong" or after_kong and "discard_after_kong" in self.reads:  # a chain is its flag's
            context["kong_chain"] = source.chain + (by == "robbing_kong")
        winners = []
        for w in ((s + i) % 4 for i in (1, 2, 3)):
            seat = self.seats[w]
            if kind not in seat.waits or w in self.out or self.furiten(w):
                continue
            flags = dict(context, ippatsu=seat.ippatsu, double_riichi=seat.double_ready,
                         first_discard=context["first_discard"] and w != self.dealer)
            win = self.win(w, tile, by, s, flags)
            if self.accepts([win]):
                winners.append(win)
            elif self.rules.furiten:
                seat.passed = True
        limit = self.rules.winners_per_discard
        if len(winners) > limit and self.rules.more_winners == MoreWinners.DRAW:
            self.end = "excess_winners"
            return []
        if self.rules.furiten:
            for win in winners[limit:]:
                self.seats[win["winner"]].passed = True
        winners = winners[:limit]
        if len(winners) > 1 and not self.accepts(winners):
            winners = winners[:1]
        return winners

    def furiten(self, w: int) -> bool:
        seat = self.seats[w]
        return self.rules.furiten and (seat.passed or not seat.waits.isdisjoint(seat.discards))

    def win(self, w: int, tile: int, by: str, source: int | None, context: dict) -> dict:
        """A win, with the context flags that hold and that the ruleset reads."""
        flags = {name: value for name, value in context.items() if value and name in self.reads}
        if len(self.dead) >= INDICATORS_NEED and "dora_indicators" in self.reads:
            flags["dora_indicators"] = tiles_text(self.indicators())
            if self.seats[w].ready and "ura_dora_indicators" in self.reads:
                flags["ura_dora_indicators"] = tiles_text(self.indicators(under=True))
        win = {"winner": w, "win_tile": tiles_text([tile]), "by": by}
        if source is not None:
            win["from"] = source
        if flags:
            win["context"] = flags
        if self.goes_on:  # the winner's hand and melds at this win: its seat's may change after it
            win["hand"] = tiles_text(self.seats[w].tiles)
            win["melds"] = [m.as_record() for m in self.melds_of(w, [win])]  # none given: the seat's, at the end
        return win

    def accepts(self, wins: list) -> bool:
        return is_win(self.table.module.score(self.record(wins)), wins)

    # ---------------------------------------------------------------- kongs

    def kong_choice(self, s: int) -> tuple[int, bool] | None:
        """A kong the seat makes from its hand, (kind, added), or None."""
        seat = self.seats[s]
        if seat.ready or not self.live() or self.dead and self.kongs >= 4:
            return None
        counts = seat.hand.counts
        options = [(k, False) for k in range(N_KINDS) if counts[k] == 4 and TILE_SUIT[k] != seat.void]
        options += [(KIND[m.tiles[0]], True) for m in seat.melds if m.kind == "pung" and counts[KIND[m.tiles[0]]]]
        if not options:
            return None
        _kind, now = self.best_discard(s, -1)
        shapes = self.table.shapes
        return next(((kind, added) for kind, added in options
                     if bots.wants_kong(seat.hand, kind, 1 if added else 4, seat.sets_needed(), shapes, now, seat.wilds)), None)

    def make_kong(self, s: int, kind: int, added: bool) -> bool:
        """A kong from the hand; True when another seat robs it."""
        seat = self.seats[s]
        if added:
            tile = seat.take(kind)
            self.visible[kind] += 1
            if self.log is not None:
                self.log.append(("added", s, TOKEN[tile]))
            winners = self.discard_wins(s, tile, "robbing_kong")
            if winners:
                self.won(winners)
                return True
            if self.end:
                return True
            meld = next(m for m in seat.melds if m.kind == "pung" and KIND[m.tiles[0]] == kind)
            meld.kind, meld.added = "kong", True
            meld.tiles.append(tile)
        else:
            meld = Meld("kong", [seat.take(kind) for _ in range(4)], None, concealed=True)
            if self.log is not None:
                self.log.append(("concealed", s, tuple(TOKEN[t] for t in meld.tiles)))
            seat.melds.append(meld)
            self.visible[kind] += 4
        self.kong_made(s, meld)
        return False

    def kong_made(self, s: int, meld: Meld) -> None:
        seat = self.seats[s]
        if self.goes_on:
            self.events.append(("kong", s, meld))
        seat.kongs.append(meld)
        seat.chain += 1
        self.kongs += 1
        self.interrupt()
        if len(self.dead) >= INDICATORS_NEED:  # a dead wall too short for indicators turns none up
            self.seen(self.indicators()[-1])
            if self.log is not None:
                self.log.append(("dora", TOKEN[self.indicators()[-1]]))
        self.update_waits(s)

    def interrupt(self) -> None:
        self.interrupted = True
        for seat in self.seats:
            seat.ippatsu = False

    # ---------------------------------------------------------------- claims

    def claim(self, s: int, tile: int) -> tuple[int, str, int] | None:
        """A pung or kong by any seat, else a chow by the next seat, of the discard: (seat, action, kind)."""
        kind = KIND[tile]
        shapes = self.table.shapes
        for c in ((s + i) % 4 for i in (1, 2, 3)):
            seat = self.seats[c]
            held = seat.hand.counts[kind]
            if seat.ready or held < 2 or c in self.out or TILE_SUIT[kind] == seat.void:
                continue
            if held == 3 and "kong" in self.table.claims and not (self.dead and self.kongs >= 4) \
                    and (self.table.open_hands_win or not seat.concealed()) \
                    and bots.wants_kong(seat.hand, kind, 3, seat.sets_needed(), shapes, seat.distance, seat.wilds):
                meld = self.take_claim(c, s, tile, (kind, kind, kind), "kong")
                self.kong_made(c, meld)
                return c, REPLACE, -1
            if "pung" in self.table.claims and self.wants_claim(c, s, kind, (kind, kind), "pung"):
                self.take_claim(c, s, tile, (kind, kind), "pung")
                return c, DISCARD, kind
        c = (s + 1) % 4
        if "chow" in self.table.claims and not self.seats[c].ready and c not in self.out \
                and TILE_SUIT[kind] != self.seats[c].void:
            for used in bots.chow_choices(self.seats[c].hand, kind):
                if self.wants_claim(c, s, kind, used, "chow"):
                    self.take_claim(c, s, tile, used, "chow")
                    return c, DISCARD, kind
        return None

    def wants_claim(self, c: int, s: int, kind: int, used: tuple, meld_kind: str) -> bool:
        seat = self.seats[c]
        claimed = Meld(meld_kind, sorted((kind,) + used), s)
        return bots.wants_claim(seat.hand, used, seat.sets_needed(), self.table.shapes, self.unseen(seat.hand),
                                self.ready_value(c, claimed), kind, seat.distance, self.table.open_hands_win, seat.wilds)

    def take_claim(self, c: int, s: int, tile: int, used: tuple, meld_kind: str) -> Meld:
        seat = self.seats[c]
        tiles = [seat.take(k) for k in used]
        if self.log is not None:
            self.log.append(("call", c, meld_kind, s, TOKEN[tile], tuple(TOKEN[t] for t in tiles)))
        for t in tiles:
            self.visible[KIND[t]] += 1
        meld = Meld(meld_kind, sorted(tiles + [tile], key=lambda t: (KIND[t], t)), s)
        seat.melds.append(meld)
        self.seats[s].discard_claimed = True
        self.in_a_row = []
        self.interrupt()
        return meld

    # ---------------------------------------------------------------- what the bots are told

    def best_discard(self, s: int, claimed: int) -> tuple[int, int]:
        seat = self.seats[s]
        return bots.choose_discard(seat.hand, seat.sets_needed(), self.table.shapes, self.unseen(seat.hand),
                                   self.ready_value(s), claimed, seat.wilds)

    def danger(self, seat: Seat, threats: list):
        """How likely a kind is to win for the seats that declared ready: none if each of them passed it (it
        discarded it, or let it go by since declaring), then by the copies the seat has not seen, suited
        tiles between 2 and 8 the likeliest."""
        unseen = self.unseen(seat.hand)
        return lambda k: 0 if all(k in t.safe for t in threats) else \
            1 + unseen(k) + 4 * (SUIT_OF_TILE[k] < 3 and 2 <= TILE_NUMBER[k] <= 8)

    def unseen(self, hand: Hand):
        visible, counts = self.visible, hand.counts
        return lambda k: max(0, 4 - visible[k] - counts[k])

    def ready_value(self, s: int, claimed: Meld | None = None):
        """How a ready hand of the seat (with `claimed`, a meld it would claim) rates: its winning tiles left,
        one it may win off a discard counted three times one it may win only by drawing it."""
        seat = self.seats[s]
        melds = seat.melds + [claimed] if claimed else seat.melds
        declaring = "declared_ready" in self.reads and (seat.ready or all(m.source is None for m in melds))
        signature = tuple(m.signature() for m in melds)

        def value(hand: Hand) -> int:
            unseen = self.unseen(hand)
            total = 0
            for k in self.waits_of(seat.kinds(hand), melds):
                if unseen(k):
                    key = (s, tuple(hand.counts), signature, len(seat.flowers), k, declaring)
                    worth = self.worth.get(key)
                    if worth is None:
                        worth = self.worth[key] = self.wait_worth(s, hand, melds, k, declaring)
                    total += unseen(k) * worth
            return total
        return value

    def wait_worth(self, s: int, hand: Hand, melds: list, kind: int, declaring: bool) -> int:
        record = self.record([], hands=False, history=False)
        player = record["players"][s]
        player["hand"] = tiles_text(self.seats[s].kinds(hand))
        player["melds"] = [m.as_record() for m in melds]
        if declaring:
            player["declared_ready"] = True
        for by, worth in (("discard", 3), ("self_draw", 1)):
            win = {"winner": s, "win_tile": tiles_text([kind]), "by": by}
            if by == "discard":
                win["from"] = (s + 3) % 4
            record["wins"] = [win]
            if is_win(self.table.module.score(record), [win]):
                return worth
        return 0

    # ---------------------------------------------------------------- bookkeeping

    def update_waits(self, s: int) -> None:
        """A seat's distance and waits, whenever its hand is one tile short of a win."""
        seat = self.seats[s]
        hand = seat.hand
        seat.distance = bots.distance(hand, seat.sets_needed(), self.table.shapes, seat.wilds)
        others = self.table.other_shapes_kinds
        if seat.distance == 0 or others and sum(c > 0 for c in hand.counts) >= others - 1:
            seat.waits = frozenset(self.waits_of(seat.kinds(), seat.melds))
        else:
            seat.waits = frozenset()

    def waits_of(self, kinds: list, melds: list) -> list:
        """The runtime's waits of concealed kinds (the wilds among them) with melds."""
        if self.table.wild_source:
            return waits(kinds, melds, self.table.all_shapes, self.wild, *self.table.wild_args)
        return waits(kinds, melds, self.table.all_shapes)

    def check_penalties(self, s: int, kind: int) -> None:
        known = self.table.penalties
        self.in_a_row.append((s, kind))
        if "four_players_same_discard" in known and len(self.in_a_row) >= 4 \
                and all(k == kind for _seat, k in self.in_a_row[-4:]):
            self.penalty({"type": "four_players_same_discard", "seat": self.in_a_row[-4][0]})
        if "one_player_four_discards" in known and self.seats[s].discards.count(kind) == 4:
            self.penalty({"type": "one_player_four_discards", "seat": s})

    def penalty(self, penalty: dict) -> None:
        if self.goes_on:
            self.events.append(("penalty", len(self.penalties)))
        self.penalties.append(penalty)

    # ---------------------------------------------------------------- the record

    def record_end(self) -> dict:
        """The record of the deal as it ended."""
        ready = set()
        if self.end == "wall":
            if "nagashi_mangan" in self.table.declared and not self.settled:
                self.wins = [{"winner": s, "declared": "nagashi_mangan", "by": "self_draw"}
                             for s, seat in enumerate(self.seats) if seat.discards and not seat.discard_claimed
                             and all(IS_YAOJIU_TILE[k] for k in seat.discards)]
                if self.wins and not self.accepts(self.wins):
                    self.wins = []
            if "ready" in self.reads and not self.wins:  # nagashi mangan is paid instead of the ready hands (Tenhou)
                ready = {s for s, seat in enumerate(self.seats) if s not in self.out and self.tenpai(seat)}
        record = self.record(self.wins, ready=ready)
        record["meta"] = {"end": self.end, "discards": self.discards, "wall": self.live()}
        return record

    def play_of(self, record: dict) -> dict:
        """The deal's play (compiler/logs/plays.py) once it is over, for a Play made with keep_play: the events of
        play, then its wins or its draw, each with its result as the scorer gives it."""
        from .logs.plays import results_of
        events = list(self.log)
        results = results_of(record, self.table.module.score(record), drawn=self.end != "win")
        if self.end == "win":
            for win, result in zip(self.wins, results):
                w = win["winner"]
                ura = tuple(TOKEN[t] for t in self.indicators(under=True)) if self.seats[w].ready else ()
                events += [("win", w, win.get("from", w), ura), result]
        else:
            events += [("drawn", "ron3" if self.end == "excess_winners" else "nm" if self.wins else "wall"), *results]
        wind = "ESWN".index(self.round_wind)
        return {"round": 4 * wind + self.dealer, "dealer": self.dealer, "honba": 0, "sticks": 0,
                "scores": [25000] * 4, "hands": self.dealt, "dora": TOKEN[self.indicators()[0]],
                "red": any(self.table.module.RULES.red_fives), "events": events}

    def tenpai(self, seat: Seat) -> bool:
        """Ready at a drawn deal: waiting on a tile of which the seat does not hold all four itself."""
        own = [0] * N_KINDS
        for t in seat.tiles + [t for m in seat.melds for t in m.tiles]:
            own[KIND[t]] += 1
        return any(own[k] < 4 for k in seat.waits)

    def record(self, wins: list, hands: bool = True, ready=(), history: bool = True) -> dict:
        """The deal as a record with `wins` as its last: after the wins and events settled before, unless not
        `history`."""
        settled = self.settled if history else []
        every_win = settled + wins
        players, melds = [], []
        for s, seat in enumerate(self.seats):
            player = {}
            if hands and len(seat.tiles) + 3 * len(seat.melds) == self.table.dealt:
                player["hand"] = tiles_text(seat.tiles)
            melds.append(self.melds_of(s, every_win))
            if seat.melds:
                player["melds"] = [m.as_record() for m in melds[s]]
            if seat.flowers:
                player["flowers"] = tiles_text(seat.flowers)
            if seat.ready and "declared_ready" in self.reads:
                player["declared_ready"] = True
            if s in ready:
                player["ready"] = True
            players.append(player)
        record = {"id": self.id, "ruleset": self.table.module.RULESET_ID, "dealer": self.dealer,
                  "round_wind": self.round_wind, "players": players, "wins": every_win}
        if self.table.wild_source == "indicator":
            record["wild_indicator"] = tiles_text([self.wild_indicator])
        elif self.table.wild_source == "record":
            record["wilds"] = tile_name(self.wild)
        if self.penalties:
            record["penalties"] = list(self.penalties)
        if self.goes_on and history:
            events = [{"kong": [event[1], melds[event[1]].index(event[2])]} if event[0] == "kong"
                      else {event[0]: event[1]} for event in self.events]
            if wins:
                events.append({"win": list(range(len(settled), len(every_win)))})
            record["events"] = events
        return record

    def melds_of(self, s: int, wins: list) -> list:
        """A seat's melds in the order made, an added kong where its pung was. Where a win's chain of kongs is not
        the one a reader takes from that order (the list cannot show when a kong was added), or play goes on after
        wins (the seat's melds then hold kongs made after the win), the chain's kongs come last, in the order made."""
        seat = self.seats[s]
        for win in wins:
            context = win.get("context", {})
            n = context.get("kong_chain", 1)
            listed = seat.melds
            if context.get("kong_replacement") and win["winner"] == s \
                    or context.get("discard_after_kong") and win["from"] == s:
                chain = seat.kongs[-n:]
            elif win.get("by") == "robbing_kong" and win["from"] == s:
                chain = seat.kongs[len(seat.kongs) - n + 1:]
                robbed = parse_tiles(win["win_tile"].replace("0", "5"))[0]
                listed = [m for m in listed if not (m.kind == "pung" and KIND[m.tiles[0]] == robbed)]
            else:
                continue
            if self.goes_on or chain_read(listed, len(chain)) != chain:
                return [m for m in seat.melds if m not in chain] + chain
            return seat.melds
        return seat.melds


def chain_read(melds: list, n: int) -> list:
    """The chain of n kongs a record reader takes from melds listed in the order made (runtime/records.py
    _kong_chain, without events): the latest of the kongs listed last and the added kongs, by place; a kong of
    a discard first, as only it can begin a chain."""
    end = len(melds)
    while end and melds[end - 1].kind == "kong":
        end -= 1
    latest = [m for i, m in enumerate(melds) if m.kind == "kong" and (i >= end or m.added)]
    chain = latest[len(latest) - n:] if n else []
    return [m for m in chain if not m.concealed and not m.added] + [m for m in chain if m.concealed or m.added]


def simulate_deal(module, seed: int, index: int, *, reads: frozenset[str] | None = None) -> dict:
    """Deal number `index` of the run with `seed`, played out by the bots, as a hand record.

    `module` is a compiled scorer; `reads` the context flags (and `ready`) its ruleset reads, by default
    those its spec names (reads_of). The deal depends on (seed, index) alone.
    """
    _playable(module)
    return Play(table_of(module), reads_of(module) if reads is None else reads, seed, index).play()


def simulate_play(module, seed: int, index: int, *, reads: frozenset[str] | None = None) -> tuple[dict, dict]:
    """Deal `index` of the run with `seed` as simulate_deal plays it: its record, and its play (the neutral form of
    compiler/logs/plays.py) for the log writers. Only a riichi table has one: four seats of 13 tiles, a dead wall
    with its indicators, no flowers and no wild tile; another is a ValueError."""
    _playable(module)
    table = table_of(module)
    if table.flowers or table.wild_source or table.dealt != 13 or table.rules.dead_wall < INDICATORS_NEED \
            or table.rules.after_win != AfterWin.END:
        raise ValueError(f"{module.RULESET_ID}: the log formats write riichi deals (13 tiles dealt, a dead wall of "
                         f"{INDICATORS_NEED} or more, no flowers, no wild tile, a deal that ends at its win)")
    play = Play(table, reads_of(module) if reads is None else reads, seed, index, keep_play=True)
    record = play.play()
    return record, play.play_of(record)


def simulate(module, deals: int, seed: int, start: int = 0, *, reads: frozenset[str] | None = None) -> Iterator[dict]:
    """The records of deals start .. start + deals - 1 of the run with `seed`."""
    reads = reads_of(module) if reads is None else reads
    for index in range(start, start + deals):
        yield simulate_deal(module, seed, index, reads=reads)
