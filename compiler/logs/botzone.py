"""Botzone's Chinese Standard Mahjong matches (the line format of its published data set) read into hand records of
MCR as the Botzone competition scores it, one record per match.

Every field a scorer reads is worked out from the play lines (the hands dealt, each draw, discard, claim and kong,
the win); the platform's own result of a match (its Fan and Score lines) is only carried along in the record's
`meta` (docs/guide/logs.md). A broken match is an error of its own: the file's other matches are still read.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from .common import (MAX_LINE_BYTES, LogError, Records, TooManyProblems, flooded, note_problem, problems_error,
                     read_source)

# A file of this format is a data set of many matches (the published one holds about 98,000 in some 200 MB), not one
# game's log, so it is read up to a far larger size than a Tenhou log.
MAX_DATASET_BYTES = 512 * 1024 * 1024

# The 136 tiles (the matches are played without flowers) are split into four walls of 34, one a seat: each seat is
# dealt 13 from its own wall and draws the other 21 from it, a kong's replacement included. The match is drawn when
# the seat whose turn it is to draw has none left.
WALL_DRAWS = 21

SUITED = {"W": 0, "B": 9, "T": 18}  # characters 万, dots 饼, bamboo 条: a number 1..9 follows the letter


def _tile_kinds() -> dict[str, int]:
    """Each tile's name in the format, by its kind 0..33 (1m..9m, 1p..9p, 1s..9s, then 1z..7z)."""
    kinds = {f"{letter}{n}": base + n - 1 for letter, base in SUITED.items() for n in range(1, 10)}
    kinds.update({f"F{n}": 26 + n for n in range(1, 5)})  # F1..F4: East, South, West, North (1z..4z)
    kinds.update({"J1": 33, "J2": 32, "J3": 31})          # J1..J3: Red 中, Green 发, White 白 (7z, 6z, 5z)
    return kinds


KINDS = _tile_kinds()
SEATS = {"0": 0, "1": 1, "2": 2, "3": 3}
NAMES = [str(k % 9 + 1) + "mps"[k // 9] if k < 27 else f"{k - 26}z" for k in range(34)]
WINDS = "ESWN"  # `Wind n`: the prevailing wind, 0 East .. 3 North, as the competition's fan calculator numbers it
_NUMBER = re.compile(r"-?[0-9]{1,6}")  # a fan total, a count or a score (ASCII digits only: int() takes others)


def tiles_text(counts: list[int]) -> str:
    """A hand held as a count by kind, as a tile string: 123m55z."""
    out = []
    for base, suit, size in ((0, "m", 9), (9, "p", 9), (18, "s", 9), (27, "z", 7)):
        digits = "".join(str(i + 1) * counts[base + i] for i in range(size) if counts[base + i])
        if digits:
            out.append(digits + suit)
    return "".join(out)


class _Deal:
    """One match being played: the seats' tiles, whose turn it is and what may come next."""

    __slots__ = ("number", "match", "line", "wind", "hands", "melds", "draws", "seen", "shown", "turn", "phase",
                 "last", "replacement", "kong_draw", "pending", "last_kong", "win", "win_kind", "fan", "fans",
                 "dealt")

    def __init__(self, number: int, match: str, line: int):
        self.number, self.match, self.line = number, match, line
        self.wind = -1
        self.dealt = 0                              # the Deal lines read (seats 0 to 3, in order)
        self.hands = [[0] * 34 for _ in range(4)]   # each seat's concealed tiles, a count by kind
        self.melds: list[list[dict]] = [[], [], [], []]
        self.draws = [0, 0, 0, 0]                   # tiles each seat has drawn from its wall
        self.seen = [0] * 34                        # copies of each kind dealt or drawn: four at most
        self.shown = [0] * 34                       # copies in sight: discards and the tiles of melds shown
        self.turn = 0                               # seat 0 deals (sits East) and draws first
        # draw: the turn's seat draws; act: it has drawn (plays, makes a kong, wins); discard: it claimed and must
        # play; claim: a seat has played, the others may claim it; robbable: it added a tile to a pung; won,
        # drawn: play is over, the result lines follow; result: the Fan line is read, the Score line follows
        self.phase = "draw"
        self.last = -1                              # the tile of the last draw, discard or added kong
        self.replacement = False                    # the turn's seat draws its kong's replacement next
        self.kong_draw = False                      # the last draw was a kong's replacement
        self.pending: dict | None = None            # the pung a tile was just added to, until no one robs it
        self.last_kong: dict | None = None          # the turn seat's latest kong, which a replacement win follows
        self.win: dict | None = None
        self.win_kind = -1
        self.fan = 0
        self.fans: list = []


class _Reader:
    """A file's lines, read in order; a broken match is noted and skipped, and reading goes on with the next."""

    def __init__(self, label: str, ruleset: str | None, matches_before: int = 0,
                 hand_on: Callable[[dict], None] | None = None, counted: bool = True):
        self.label = label
        self.counted = counted  # a flood of problems stops the reading here (else the caller counts, over the parts)
        self.ruleset = ruleset
        self.records = Records(hand_on)
        self.errors: list[LogError] = []
        self.deal: _Deal | None = None
        self.matches = matches_before    # matches begun (in the file's earlier parts too)
        self.line_no = 0
        self.line = ""

    # ------------------------------------------------------------------ errors

    def error(self, code: str, message: str, at_end: bool = False) -> LogError:
        d = self.deal
        where = ""
        if d is not None:
            shown_id = d.match if len(d.match) <= 40 else d.match[:37] + "..."
            where = f"match {d.number} ({shown_id}), "
        if at_end:
            shown = "the end of the file"
        else:
            shown = self.line.strip()
            shown = shown if len(shown) <= 60 else shown[:57] + "..."
            shown = shown if shown.isprintable() else repr(shown)[1:-1]
        return LogError(code, f"{self.label}: {where}line {self.line_no} ({shown}): {message}")

    def tile(self, name: str) -> int:
        kind = KINDS.get(name)
        if kind is None:
            raise self.no_tile(name)
        return kind

    def no_tile(self, name: str) -> LogError:
        if name[:1] == "H" and name[1:] in ("1", "2", "3", "4", "5", "6", "7", "8"):
            return self.error("bad_tile", f"{name} is a flower: the format's matches are played without them")
        return self.error("bad_tile", f"{name[:12]!r} is no tile (W, B or T and 1..9, F1..F4, J1..J3)")

    # ------------------------------------------------------------------ the file

    def read(self, data: bytes, first_line: int = 1, next_line: bytes | None = None) -> None:
        """The lines of a file, or of a part of one that begins at line `first_line` with a Match line and is
        followed by `next_line` (the next part's Match line; None at the file's end)."""
        skipping = False
        started = False
        plays, seats = self.PLAYS, SEATS
        for self.line_no, raw in enumerate(io.BytesIO(data), first_line):
            if len(raw) > MAX_LINE_BYTES:  # split into words, a line takes some 30 times its bytes
                self.line = raw[:80].decode("utf-8", "replace")
                if opens_match(raw, len(raw)):  # counted as the match it begins, broken, as match_parts counts it
                    started = True
                    if self.deal is not None:
                        self.note(self.error("cut_short", f"match {self.deal.number} has no result before the next "
                                                          "match begins: it is cut short"))
                    words = raw[:FIRST_WORD_BYTES].decode("utf-8", "replace").split()
                    self.matches += 1
                    self.deal = _Deal(self.matches, words[1] if len(words) > 1 else "", self.line_no)
                self.note(self.error("bad_tag", f"a line of more than {MAX_LINE_BYTES:,} bytes: no line of a match is "
                                                "that long"))
                skipping = True
                continue
            # Only the Fan line's fan names may be other than ASCII; a byte that is not UTF-8 becomes U+FFFD, which
            # no other field accepts, so a damaged line is named rather than the whole file refused.
            line = self.line = raw.decode("utf-8", "replace")
            tokens = line.split()
            if not tokens:
                continue
            d = self.deal
            # Most lines are a draw or a play of a match being played: they go straight to their handler.
            if d is not None and len(tokens) == 4 and d.dealt == 4 and tokens[0] == "Player":
                handler, seat = plays.get(tokens[2]), seats.get(tokens[1])
                if handler is not None and seat is not None:
                    try:
                        handler(self, d, seat, tokens[3])
                    except LogError as exc:
                        self.note(exc)
                        skipping = True
                    continue
            if tokens[0] == "Match":
                skipping = False
                started = True
                if self.deal is not None:
                    self.note(self.error("cut_short", f"match {self.deal.number} has no result before the next "
                                                      "match begins: it is cut short"))
                try:
                    self.begin(tokens)
                except LogError as exc:
                    self.note(exc)
                    skipping = True
                continue
            if skipping:
                continue
            if not started:  # the first match's Match line is damaged or cut away: its other lines are skipped
                self.note(self.error("bad_tag", "a line before the file's first Match line"))
                skipping = True
                continue
            try:
                if self.deal is None:
                    raise self.error("bad_tag", "a line between matches, where a Match line should begin the next")
                self.step(tokens)
            except LogError as exc:
                self.note(exc)
                skipping = True
        if not started:
            raise LogError("not_a_log", f"{self.label}: no line of the file is a Match line: not Botzone matches")
        if self.deal is not None and next_line is not None:  # as the whole file's reading meets the next part
            self.line_no, self.line = self.line_no + 1, next_line.decode("utf-8", "replace")
            self.note(self.error("cut_short", f"match {self.deal.number} has no result before the next match "
                                              "begins: it is cut short"))
        elif self.deal is not None:
            self.note(self.error("cut_short", "the file ends before the match's result: it is cut short", at_end=True))

    def note(self, error: LogError) -> None:
        """A broken match: its error is kept, the match dropped."""
        self.deal = None
        error.records_before = len(self.records)
        if self.counted:
            note_problem(self.errors, error, self.records)
        else:
            self.errors.append(error)

    def begin(self, tokens: list[str]) -> None:
        self.matches += 1
        self.deal = _Deal(self.matches, tokens[1] if len(tokens) > 1 else "", self.line_no)
        if len(tokens) != 2:
            raise self.error("bad_tag", "a Match line is `Match` and the match's id")

    def step(self, tokens: list[str]) -> None:
        """One line of a match."""
        d = self.deal
        head = tokens[0]
        if head == "Player":
            if len(tokens) < 4:
                raise self.error("bad_tag", "a Player line is `Player <seat> <action> <tile>`")
            seat = SEATS.get(tokens[1])
            if seat is None:
                raise self.error("bad_attribute", f"seat {tokens[1][:12]!r}: the seats are 0..3")
            action = tokens[2]
            if action == "Deal":
                self.deal_line(d, seat, tokens)
                return
            handler = self.PLAYS.get(action)
            if handler is None:
                raise self.error("bad_tag", f"a Player line of an unknown kind {action[:12]!r}")
            if action in ("Chi", "Peng", "Gang", "Hu"):
                self.ignored(tokens, seat)
            elif len(tokens) != 4:
                raise self.error("bad_tag", f"a {action} line is `Player <seat> {action} <tile>`")
            if d.dealt < 4:
                raise self.error("bad_play", f"a {action} line before every seat is dealt its hand")
            handler(self, d, seat, tokens[3])
        elif head == "Wind":
            if d.wind >= 0 or len(tokens) != 2:
                raise self.error("bad_tag", "a Wind line is `Wind <0..3>`, once, after the Match line")
            if tokens[1] not in ("0", "1", "2", "3"):
                raise self.error("bad_attribute", f"wind {tokens[1][:12]!r}: the winds are 0..3")
            d.wind = int(tokens[1])
        elif head == "Huang":
            if len(tokens) != 1:
                raise self.error("bad_tag", "a Huang line is the word alone")
            self.huang(d)
        elif head == "Fan":
            self.fan_line(d, tokens)
        elif head == "Score":
            self.score(d, tokens)
        else:
            raise self.error("bad_tag", f"a line of an unknown kind {head[:12]!r}")

    def ignored(self, tokens: list[str], seat: int) -> None:
        """A claim's `Ignore Player <seat> <action> <tile>` parts: the claims the winning one was taken over."""
        if (len(tokens) - 4) % 5:
            raise self.error("bad_tag", "a claim's Ignore parts are each `Ignore Player <seat> <action> <tile>`")
        for at in range(4, len(tokens), 5):
            ignore, player, other, action, tile = tokens[at:at + 5]
            if ignore != "Ignore" or player != "Player" or action.lower() not in ("chi", "peng", "gang", "hu"):
                raise self.error("bad_tag", "a claim's Ignore parts are each `Ignore Player <seat> <action> <tile>`")
            if other not in ("0", "1", "2", "3") or int(other) == seat:
                raise self.error("bad_attribute", f"an ignored claim of seat {other[:12]!r}: another seat 0..3")
            self.tile(tile)

    # ------------------------------------------------------------------ the deal

    def deal_line(self, d: _Deal, seat: int, tokens: list[str]) -> None:
        if d.wind < 0:
            raise self.error("bad_tag", "a Deal line before the Wind line")
        if seat != d.dealt:
            raise self.error("bad_play", f"seat {seat}'s Deal line where seat {d.dealt}'s comes" if d.dealt < 4
                             else f"seat {seat} is dealt twice")
        if len(tokens) != 16:
            raise self.error("bad_play", f"seat {seat} is dealt {len(tokens) - 3} tiles, not 13")
        hand = d.hands[seat]
        for name in tokens[3:]:
            kind = self.tile(name)
            self.take(d, kind)
            hand[kind] += 1
        d.dealt += 1

    def take(self, d: _Deal, kind: int) -> None:
        """A tile comes into play (dealt or drawn): no kind has more than four."""
        d.seen[kind] += 1
        if d.seen[kind] > 4:
            raise self.error("bad_tile", f"a fifth {NAMES[kind]} comes into play")

    # ------------------------------------------------------------------ play

    def draw(self, d: _Deal, seat: int, name: str) -> None:
        kind = KINDS.get(name)
        if kind is None:
            raise self.no_tile(name)
        phase = d.phase
        if phase == "claim" and seat == (d.turn + 1) % 4:  # the discard passed: the next seat draws
            d.turn = seat
        elif phase == "robbable" and seat == d.turn:        # no one robbed the kong: it is made
            self.settle_kong(d)
        elif phase != "draw" or seat != d.turn:
            raise self.error("bad_play", f"seat {seat} draws out of turn")
        if d.draws[seat] >= WALL_DRAWS:
            raise self.error("bad_play", f"seat {seat} draws after the {WALL_DRAWS} tiles of its wall")
        d.draws[seat] += 1
        d.seen[kind] += 1
        if d.seen[kind] > 4:
            raise self.error("bad_tile", f"a fifth {NAMES[kind]} comes into play")
        d.hands[seat][kind] += 1
        d.phase, d.last = "act", kind
        d.kong_draw, d.replacement = d.replacement, False

    def play(self, d: _Deal, seat: int, name: str) -> None:
        kind = KINDS.get(name)
        if kind is None:
            raise self.no_tile(name)
        if d.phase not in ("act", "discard") or seat != d.turn:
            raise self.error("bad_play", f"seat {seat} plays out of turn")
        hand = d.hands[seat]
        if not hand[kind]:
            raise self.error("bad_play", f"seat {seat} plays {name}, which it does not hold")
        hand[kind] -= 1
        d.shown[kind] += 1
        d.phase, d.last = "claim", kind
        d.last_kong = None

    def claimed(self, d: _Deal, seat: int, kind: int, what: str) -> int:
        """The seat that played the tile now claimed; the claim must be of that very tile, by another seat."""
        if d.phase != "claim":
            raise self.error("bad_play", f"seat {seat} claims a {what} when no tile is played to claim")
        if seat == d.turn:
            raise self.error("bad_play", f"seat {seat} claims its own tile")
        if kind != d.last:
            raise self.error("bad_play", f"seat {seat} claims {NAMES[kind]} for a {what}, but the tile played is "
                                         f"{NAMES[d.last]}")
        return d.turn

    def chi(self, d: _Deal, seat: int, name: str) -> None:
        middle = self.tile(name)
        if d.phase != "claim" or seat != (d.turn + 1) % 4:
            raise self.error("bad_play", f"seat {seat} chows when the seat before it has not just played")
        if middle >= 27 or middle % 9 in (0, 8):
            raise self.error("bad_play", f"{name} cannot be the middle tile of a chow")
        taken = d.last
        if not middle - 1 <= taken <= middle + 1:
            raise self.error("bad_play", f"a chow around {name} cannot take {NAMES[taken]}, the tile played")
        hand = d.hands[seat]
        rest = [k for k in (middle - 1, middle, middle + 1) if k != taken]
        if not all(hand[k] for k in rest):
            raise self.error("bad_play", f"seat {seat} chows with tiles it does not hold")
        for k in rest:
            hand[k] -= 1
            d.shown[k] += 1
        d.melds[seat].append({"kind": "chow", "tile": middle - 1, "from": d.turn})
        d.turn, d.phase = seat, "discard"

    def peng(self, d: _Deal, seat: int, name: str) -> None:
        kind = self.tile(name)
        source = self.claimed(d, seat, kind, "pung")
        hand = d.hands[seat]
        if hand[kind] < 2:
            raise self.error("bad_play", f"seat {seat} pungs {name} without two of it")
        hand[kind] -= 2
        d.shown[kind] += 2
        d.melds[seat].append({"kind": "pung", "tile": kind, "from": source})
        d.turn, d.phase = seat, "discard"

    def gang(self, d: _Deal, seat: int, name: str) -> None:
        kind = self.tile(name)
        source = self.claimed(d, seat, kind, "kong")
        hand = d.hands[seat]
        if hand[kind] < 3:
            raise self.error("bad_play", f"seat {seat} makes a kong of {name} without three of it")
        hand[kind] -= 3
        d.shown[kind] += 3
        meld = {"kind": "kong", "tile": kind, "from": source}
        d.melds[seat].append(meld)
        d.turn, d.phase, d.replacement, d.last_kong = seat, "draw", True, meld

    def an_gang(self, d: _Deal, seat: int, name: str) -> None:
        kind = self.tile(name)
        if d.phase != "act" or seat != d.turn:
            raise self.error("bad_play", f"seat {seat} makes a concealed kong out of turn")
        hand = d.hands[seat]
        if hand[kind] != 4:
            raise self.error("bad_play", f"seat {seat} makes a concealed kong of {name} without four of it")
        hand[kind] = 0
        meld = {"kind": "kong", "tile": kind, "concealed": True}  # face down: no copy comes into sight
        d.melds[seat].append(meld)
        d.phase, d.replacement, d.last_kong = "draw", True, meld

    def bu_gang(self, d: _Deal, seat: int, name: str) -> None:
        kind = self.tile(name)
        if d.phase != "act" or seat != d.turn:
            raise self.error("bad_play", f"seat {seat} adds to a pung out of turn")
        pung = next((m for m in d.melds[seat] if m["kind"] == "pung" and m["tile"] == kind), None)
        hand = d.hands[seat]
        if pung is None:
            raise self.error("bad_play", f"seat {seat} adds {name} to a pung it has not made")
        if not hand[kind]:
            raise self.error("bad_play", f"seat {seat} adds {name} to its pung without holding it")
        hand[kind] -= 1
        d.shown[kind] += 1
        # The kong is made once no one robs it (the seat's next draw): until then a robbing win takes the tile.
        d.phase, d.last, d.pending, d.replacement = "robbable", kind, pung, True

    def settle_kong(self, d: _Deal) -> None:
        pung = d.pending
        pung["kind"], pung["added"] = "kong", True
        d.pending, d.last_kong = None, pung

    def hu(self, d: _Deal, seat: int, name: str) -> None:
        kind = self.tile(name)
        if kind != d.last:
            raise self.error("bad_play", f"seat {seat} wins on {name}, but the tile to win on is "
                                         f"{NAMES[d.last] if d.last >= 0 else 'none'}")
        context: dict = {}
        if d.phase == "act" and seat == d.turn:
            win = {"winner": seat, "win_tile": NAMES[kind], "by": "self_draw"}
            in_sight = d.shown[kind]
            if d.kong_draw:
                context["kong_replacement"] = True
        elif d.phase in ("claim", "robbable") and seat != d.turn:
            win = {"winner": seat, "win_tile": NAMES[kind],
                   "by": "discard" if d.phase == "claim" else "robbing_kong", "from": d.turn}
            in_sight = d.shown[kind] - 1  # the tile won on is itself in sight
        else:
            raise self.error("bad_play", f"seat {seat} wins with no tile of its own draw, or of another seat's "
                                         "play or added kong, to win on")
        # The last tile (海底): the seat next in turn after the one whose tile this is has drawn its whole wall, so
        # no tile is drawn after it; the platform reads it so for a draw and for a discard alike.
        if d.draws[(d.turn + 1) % 4] == WALL_DRAWS:
            context["last_tile"] = True
        # 和绝张: the other three copies are in sight, in discards or in melds shown (not in a concealed kong).
        if in_sight == 3:
            context["last_of_kind"] = True
        win["context"] = context
        d.win, d.win_kind = win, kind
        d.phase = "won"

    def huang(self, d: _Deal) -> None:
        if d.dealt < 4 or d.phase != "claim":
            raise self.error("bad_play", "a drawn match (Huang) other than after a tile played and not claimed")
        after = (d.turn + 1) % 4
        if d.draws[after] != WALL_DRAWS:
            raise self.error("bad_play", f"a drawn match (Huang) while seat {after}, next to draw, has "
                                         f"{WALL_DRAWS - d.draws[after]} tiles left in its wall")
        d.phase = "drawn"

    # ------------------------------------------------------------------ the result

    def fan_line(self, d: _Deal, tokens: list[str]) -> None:
        if d.phase != "won":
            raise self.error("bad_play", "a Fan line where no seat has won")
        # A claim that is no winning hand has no fan: the platform's calculator gives it a negative total.
        if len(tokens) < 2 or not _NUMBER.fullmatch(tokens[1]):
            raise self.error("bad_attribute", "a Fan line is `Fan <total> <fan>*<count>+...`")
        fans = []
        for part in "".join(tokens[2:]).split("+") if len(tokens) > 2 else []:
            name, star, count = part.rpartition("*")
            if not star or not name or not _NUMBER.fullmatch(count) or count[0] == "-":
                raise self.error("bad_attribute", f"the fan {part[:20]!r} is not `<name>*<count>`")
            fans.append([name, int(count)])
        d.fan, d.fans = int(tokens[1]), fans
        d.phase = "result"

    def score(self, d: _Deal, tokens: list[str]) -> None:
        if d.phase not in ("result", "drawn"):
            raise self.error("bad_play", "a Score line before the match's Fan or Huang line")
        if len(tokens) != 5:
            raise self.error("bad_attribute", "a Score line gives four seats' scores")
        if not all(_NUMBER.fullmatch(x) for x in tokens[1:]):
            raise self.error("bad_attribute", "a seat's score is not a whole number (of six digits at most)")
        changes = [int(x) for x in tokens[1:]]
        if sum(changes):
            raise self.error("bad_attribute", "the four scores do not add up to 0")
        if d.phase == "drawn" and any(changes):
            raise self.error("inconsistent", "a drawn match (Huang) that scores")
        self.records.append(self.record(d, changes))
        self.deal = None

    def record(self, d: _Deal, changes: list[int]) -> dict:
        """The match's hand record, from its state at the end."""
        win = d.win
        players = []
        for seat in range(4):
            hand = d.hands[seat]
            melds = d.melds[seat]
            if win is not None and win["winner"] == seat:
                if win["by"] == "self_draw":
                    hand = hand[:]
                    hand[d.win_kind] -= 1
                if win.get("context", {}).get("kong_replacement") and d.last_kong in melds:
                    melds = [m for m in melds if m is not d.last_kong] + [d.last_kong]  # the kong it follows: last
            player: dict = {"hand": tiles_text(hand)}
            if melds:
                player["melds"] = [meld_out(m) for m in melds]
            players.append(player)
        record: dict = {"id": f"{self.label}:{d.number}"}
        if self.ruleset:
            record["ruleset"] = self.ruleset
        record.update(dealer=0, round_wind=WINDS[d.wind], players=players, wins=[win] if win else [])
        meta: dict = {"log": "botzone", "file": self.label, "deal": d.number, "match": d.match, "line": d.line,
                      "wind": d.wind, "end": "win" if win else "draw"}
        if win:
            meta.update(fan=d.fan, fans=d.fans)
        meta["changes"] = changes
        record["meta"] = meta
        return record

    PLAYS = {"Draw": draw, "Play": play, "Chi": chi, "Peng": peng, "Gang": gang,
             "AnGang": an_gang, "BuGang": bu_gang, "Hu": hu}


def meld_out(meld: dict) -> dict:
    """A meld of the match's state as a record writes it."""
    kind, tile = meld["kind"], meld["tile"]
    if kind == "chow":
        tiles = NAMES[tile][0] + NAMES[tile + 1][0] + NAMES[tile + 2]
    else:
        tiles = NAMES[tile][0] * (4 if kind == "kong" else 3) + NAMES[tile][1]
    out = {"kind": kind, "tiles": tiles}
    if meld.get("concealed"):
        out["concealed"] = True
    else:
        out["from"] = meld["from"]
    if meld.get("added"):
        out["added"] = True
    return out


def read_botzone(source: str | Path | bytes, name: str | None = None, ruleset: str | None = None,
                 hand_on: Callable[[dict], None] | None = None) -> list[dict]:
    """The hand records of a file of Botzone Chinese Standard Mahjong matches (a path, or its bytes), one per match,
    each naming `ruleset` where one is given (or each handed to `hand_on` as it is read, and none returned); a
    LogError if any match cannot be read (the others are its records)."""
    label, data = read_source(source, name, MAX_DATASET_BYTES)
    return read_match_part(label, MatchPart(data), ruleset, hand_on)


@dataclass(frozen=True)
class MatchPart:
    """A run of whole matches of a file: its bytes, where it starts in the file, and the line that follows it."""
    data: bytes
    first_line: int = 1
    matches_before: int = 0
    next_line: bytes | None = None  # the next part's first line (a Match line); None where the file ends


# The bytes of a line too long to read that tell whether it is a Match line.
FIRST_WORD_BYTES = 64


def opens_match(head: bytes, length: int) -> bool:
    """Whether a line of `length` bytes, beginning with `head`, begins a match: its first word is Match (of a line
    longer than MAX_LINE_BYTES, which is never split into words, in its first bytes)."""
    if length > MAX_LINE_BYTES:
        head = head[:FIRST_WORD_BYTES]
    return head.decode("utf-8", "replace").split()[:1] == ["Match"]


def match_parts(data: bytes, matches_a_part: int) -> Iterator[MatchPart]:
    """A file of matches cut before a Match line every `matches_a_part` matches: each part, read by
    read_match_part, gives the records and errors (places and words) the whole file gives for its matches."""
    start, first_line, first_matches = 0, 1, 0  # the part being cut: its first byte and line, the matches before it
    line, counted, matches = 1, 0, 0  # the line number at byte `counted`, and the Match lines before it
    for found in re.finditer(rb"^[^\n]*Match", data, re.M):  # a Match line holds the word: few other lines do
        begin, end = found.start(), data.find(b"\n", found.start())
        end = len(data) if end < 0 else end + 1
        if not opens_match(data[begin:min(end, begin + MAX_LINE_BYTES + 1)], end - begin):
            continue
        line, counted = line + data.count(b"\n", counted, begin), begin
        if matches and matches % matches_a_part == 0:
            yield MatchPart(data[start:begin], first_line, first_matches, data[begin:end])
            start, first_line, first_matches = begin, line, matches
        matches += 1
    yield MatchPart(data[start:], first_line, first_matches)


def read_match_part(label: str, part: MatchPart, ruleset: str | None = None,
                    hand_on: Callable[[dict], None] | None = None, counted: bool = True) -> list[dict]:
    """The hand records of a part of a file of matches (match_parts), as read_botzone gives those of a file. Not
    `counted`, a flood of problems does not stop it: the caller counts the problems (each with records_before)
    over the file's parts in order, as the whole file's reading counts them."""
    reader = _Reader(label, ruleset, part.matches_before, hand_on, counted)
    try:
        reader.read(part.data, part.first_line, part.next_line)
    except TooManyProblems:  # counted: the reading stops, as the whole file's does
        raise flooded(label, reader.errors, reader.records) from None
    except LogError as exc:  # the file as a whole is no match log
        fault = LogError(exc.code, exc.message, reader.records)
        fault.records_before = len(reader.records)
        raise fault from None
    if reader.errors:
        raise problems_error(reader.errors, reader.records)
    return reader.records.kept
