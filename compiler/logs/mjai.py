"""mjai's JSON lines (the event stream of mjai-style riichi bots and their servers) read into hand records of the
riichi ruleset, one per deal; and a deal's play (plays.py) written as those lines.

A file is one game, or several, one event a line: start_game, then for each deal start_kyoku, the draws, discards,
calls, kongs, riichi and dora events, its hora events or its ryukyoku, and end_kyoku; end_game last. Every field a
scorer reads is worked out from the events (deal.py); the deltas and points a hora or ryukyoku carries go only into
the record's `meta`. A broken deal is an error of its own: reading goes on at the next start_kyoku
(docs/guide/logs.md).
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Callable

from ..lines import DuplicateKey, unique_keys
from .common import MAX_LINE_BYTES, LogError, Records, TooManyProblems, flooded, note_problem, read_source
from .deal import NAMES, RED_TOKENS, Deal

# A file may hold many games, or a long simulated run (mjc simulate --format): it is read up to far more than a
# Tenhou log.
MAX_BYTES = 512 * 1024 * 1024

HONOURS = "ESWNPFC"  # East, South, West, North, White (haku), Green (hatsu), Red (chun): kinds 27..33


def _tile_tokens() -> dict[str, int]:
    """Each mjai tile name's token: 1m..9m, 1p..9p, 1s..9s, 5mr 5pr 5sr for the red fives, E S W N P F C."""
    tokens = {}
    for suit_index, suit in enumerate("mps"):
        for n in range(1, 10):
            tokens[f"{n}{suit}"] = 4 * (9 * suit_index + n - 1) + 1
        tokens[f"5{suit}r"] = 4 * (9 * suit_index + 4)
    for i, letter in enumerate(HONOURS):
        tokens[letter] = 4 * (27 + i) + 1
    return tokens


TOKENS = _tile_tokens()
KIND_NAMES = [f"{k % 9 + 1}{'mps'[k // 9]}" if k < 27 else HONOURS[k - 27] for k in range(34)]
# Each token's mjai name, a red five marked r where the game plays them (a play's `red`).
TILE_NAMES = {red: [KIND_NAMES[t >> 2] + ("r" if red and t in RED_TOKENS else "") for t in range(136)]
              for red in (True, False)}

# A draw or a discard, most of a deal's lines, in the form logs write them (fields in this order, any spaces): read
# without the JSON decoder, which makes the reader half again as fast. Any other form goes through the decoder.
_STEP = re.compile(r'\{\s*"type"\s*:\s*"(tsumo|dahai)"\s*,\s*"actor"\s*:\s*([0-3])\s*,\s*"pai"\s*:\s*"(\w{1,3})"\s*'
                   r'(?:,\s*"tsumogiri"\s*:\s*(true|false)\s*)?\}')

WINDS = "ESWN"
# ryukyoku's reason, where the log gives one (the names of mjai's server, and their other spellings), as the mjlog
# reader's `end`: None an exhaustive draw (nagashi mangan worked out from the discards).
REASONS = {"fanpai": "wall", "ryukyoku": "wall", "nagashimangan": "nm", "kyushukyuhai": "yao9",
           "kyusyukyuhai": "yao9", "sufonrenta": "kaze4", "suufonrenta": "kaze4", "suchareach": "reach4",
           "suuchariichi": "reach4", "sanchaho": "ron3", "sanchahou": "ron3", "sukaikan": "kan4", "suukaikan": "kan4"}
WRITTEN_REASONS = {"wall": "fanpai", "nm": "nagashimangan", "yao9": "kyushukyuhai", "kaze4": "sufonrenta",
                   "reach4": "suchareach", "ron3": "sanchaho", "kan4": "sukaikan"}
LARGEST = 10 ** 9  # no count, score or points of a game comes near it


def _describe(token: int) -> str:
    return TILE_NAMES[True][token]


class _Reader:
    """One file's lines, read in order; `deal` holds the deal being played."""

    def __init__(self, label: str, ruleset: str | None, keep_play: bool = False,
                 hand_on: Callable[[dict], None] | None = None):
        self.label = label
        self.ruleset = ruleset
        self.records = Records(hand_on)
        self.errors: list[LogError] = []
        self.plays: list[dict] | None = [] if keep_play else None
        self.deal: Deal | None = None
        self.deals = 0        # deals begun
        self.broken = False   # the deal being read is broken: its lines are passed over until the next one begins
        self.number = 0       # the line being read, which messages show
        self.line = ""
        self.start_line = 0   # the line of the deal's start_kyoku
        self.scores: list[int] | None = None
        self.has_changes = True
        self.ready: list[int] | None = None

    # ------------------------------------------------------------------ errors

    def error(self, code: str, message: str) -> LogError:
        where = f"deal {self.deals}, " if self.deal is not None else ""
        shown = self.line if len(self.line) <= 80 else self.line[:77] + "..."
        shown = shown if shown.isprintable() else repr(shown)[1:-1]
        place = f"line {self.number} ({shown})" if self.number else "the end of the file"
        return LogError(code, f"{self.label}: {where}{place}: {message}", self.records)

    def field(self, event: dict, name: str, required: bool = True):
        if name not in event:
            if required:
                raise self.error("bad_attribute", f"the field {name} is missing")
            return None
        return event[name]

    def number_of(self, event: dict, name: str, low: int = 0, high: int = LARGEST, required: bool = True):
        value = self.field(event, name, required)
        if value is None and not required:
            return None
        if type(value) is not int or not low <= value <= high:
            raise self.error("bad_attribute", f"{name} is {_shown(value)}, not a whole number in {low}..{high}")
        return value

    def seat(self, event: dict, name: str = "actor") -> int:
        return self.number_of(event, name, 0, 3)

    def tile(self, value) -> int:
        if value == "?":
            raise self.error("unsupported", "a tile hidden as ?: a log from one seat's view cannot give every hand")
        token = TOKENS.get(value) if isinstance(value, str) else None
        if token is None:
            raise self.error("bad_tile", f"{_shown(value)} is no mjai tile (1m..9m, 5mr, E S W N P F C ...)")
        return token

    def tiles(self, event: dict, name: str, count: int | None, required: bool = True) -> list[int] | None:
        value = self.field(event, name, required)
        if value is None and not required:
            return None
        if not isinstance(value, list) or count is not None and len(value) != count:
            raise self.error("bad_attribute", f"{name} is {_shown(value)}, not a list of "
                                              f"{count if count is not None else 'some'} tiles")
        return [self.tile(v) for v in value]

    def deltas(self, event: dict) -> list[int] | None:
        value = event.get("deltas")
        if value is None:
            return None
        if not isinstance(value, list) or len(value) != 4 or \
                any(type(v) is not int or abs(v) > LARGEST for v in value):
            raise self.error("bad_attribute", f"deltas is {_shown(value)}, not four whole numbers")
        return value

    # ------------------------------------------------------------------ the file

    def read(self, data: bytes) -> list[dict]:
        try:
            return self._read(data)
        except TooManyProblems:
            raise flooded(self.label, self.errors, self.records) from None

    def _read(self, data: bytes) -> list[dict]:
        handlers = {"start_game": self.start_game, "start_kyoku": self.start_kyoku, "tsumo": self.tsumo,
                    "dahai": self.dahai, "chi": self.claim, "pon": self.claim, "daiminkan": self.claim,
                    "kakan": self.kakan, "ankan": self.ankan, "dora": self.dora, "reach": self.reach,
                    "reach_accepted": self.reach_accepted, "hora": self.hora, "ryukyoku": self.ryukyoku,
                    "end_kyoku": self.end_kyoku, "end_game": self.end_game}
        decode = json.JSONDecoder(object_pairs_hook=unique_keys).decode  # a key given twice is refused, as in records
        last = data.count(b"\n") + 1  # the lines are taken one at a time: a list of them all held gigabytes
        for number, raw in enumerate(io.BytesIO(data), 1):
            self.number = number
            if len(raw) > MAX_LINE_BYTES:  # JSON read takes some 20 times its bytes: one line of 512 MiB, 10 GB
                self.line = raw[:80].decode("utf-8", "replace")
                self.fault(self.error("bad_tag", f"a line of more than {MAX_LINE_BYTES:,} bytes: no mjai event is "
                                                 "that long"))
                continue
            try:
                self.line = raw.decode("utf-8").strip()
            except UnicodeDecodeError:
                self.line = raw.decode("utf-8", "replace").strip()
                self.fault(self.error("bad_tag", "a line that is not UTF-8 text"))
                continue
            if not self.line:
                continue
            try:
                step = _STEP.fullmatch(self.line)
                if step is not None and step.group(3) in TOKENS:  # a draw or a discard, written as most logs write them
                    d = self.deal
                    if self.broken or d is None or d.end is not None:
                        if self.broken:
                            continue
                        raise self.error("bad_play", f"a {'draw' if step.group(1) == 'tsumo' else 'discard'} "
                                                     "outside a deal")
                    seat, tile = int(step.group(2)), TOKENS[step.group(3)]
                    if step.group(1) == "tsumo":
                        d.draw(seat, tile)
                        continue
                    if step.group(4) == "true" and d.last != ("draw", seat, tile):
                        raise self.not_drawn(seat, tile)
                    d.discard(seat, tile)
                    continue
                try:
                    event = decode(self.line)
                except DuplicateKey as exc:
                    raise self.error("bad_tag", f"the key {_shown(exc.args[0])} is given twice in one event") from None
                except (ValueError, RecursionError) as exc:  # a number too long for int() is a ValueError too
                    cut = number == last and isinstance(exc, json.JSONDecodeError) and exc.pos >= len(self.line)
                    raise self.error("cut_short" if cut else "bad_tag", "the file ends inside an event: it is cut "
                                     "short" if cut else "not a JSON object of one event") from None
                if not isinstance(event, dict) or not isinstance(event.get("type"), str):
                    raise self.error("bad_tag", "not an mjai event (a JSON object with a type)")
                kind = event["type"]
                if self.broken and kind not in ("start_kyoku", "start_game", "end_game"):
                    continue
                handler = handlers.get(kind)
                if handler is not None:
                    handler(event)
                elif kind != "none":
                    raise self.error("bad_tag", f"an unknown event type {_shown(kind)}")
            except LogError as exc:
                self.fault(exc)
        self.number, self.line = 0, ""
        try:
            self.end_deal()
            if self.deal is not None and not self.broken:
                raise self.error("cut_short", "the file ends in the middle of a deal: it is cut short")
        except LogError as exc:
            self.fault(exc)
        if self.errors:
            first = self.errors[0]
            raise LogError(first.code, first.message, self.records, self.errors[1:])
        return self.records.kept

    def fault(self, error: LogError) -> None:
        """A broken deal: its error is kept, and its lines are passed over until the next deal begins."""
        self.deal, self.broken = None, True
        note_problem(self.errors, error, self.records)

    # ------------------------------------------------------------------ events

    def end_deal(self) -> None:
        """The deal over (its wins or its draw read) becomes a record; a deal still being played stays."""
        if self.deal is not None and self.deal.end is not None:
            self.finish()

    def start_game(self, _event: dict) -> None:
        self.end_deal()
        if self.deal is not None:
            self.deal = None
            raise self.error("cut_short", "a new game begins before the last deal ended")
        self.broken = False

    def start_kyoku(self, event: dict) -> None:
        self.end_deal()
        if self.deal is not None:
            self.deal = None
            raise self.error("cut_short", "a new deal begins before the last one ended")
        self.deals += 1
        self.broken = False
        self.start_line = self.number
        wind = self.field(event, "bakaze")
        if wind not in tuple(WINDS):
            raise self.error("bad_attribute", f"bakaze is {_shown(wind)}, not E, S, W or N")
        kyoku = self.number_of(event, "kyoku", 1, 4)
        honba = self.number_of(event, "honba")
        sticks = self.number_of(event, "kyotaku")
        dealer = self.seat(event, "oya")
        dora = self.tile(self.field(event, "dora_marker"))
        scores = event.get("scores")
        if scores is not None and (not isinstance(scores, list) or len(scores) != 4
                                   or any(type(s) is not int or abs(s) > LARGEST for s in scores)):
            raise self.error("bad_attribute", f"scores is {_shown(scores)}, not four whole numbers")
        hands = self.field(event, "tehais")
        if not isinstance(hands, list) or len(hands) != 4 or not all(isinstance(h, list) for h in hands):
            raise self.error("bad_attribute", "tehais is not four lists of tiles (a three-player game has four "
                                              "seats too, the fourth empty: the riichi ruleset is four-player)")
        if any(not h for h in hands):
            raise self.error("three_player", "a seat is dealt no tiles: a three-player game (the riichi ruleset is "
                                             "four-player)")
        dealt = [[self.tile(t) for t in h] for h in hands]
        self.scores, self.has_changes, self.ready = scores, True, None
        self.deal = Deal(self.error, _describe, dealt, dora, dealer=dealer, round_number=4 * WINDS.index(wind) + kyoku - 1,
                         honba=honba, sticks=sticks, unique=False, keep_play=self.plays is not None)

    def playing(self, what: str) -> Deal:
        d = self.deal
        if d is None or d.end is not None:
            raise self.error("bad_play", f"{what} outside a deal")
        return d

    def tsumo(self, event: dict) -> None:
        d = self.playing("a draw")
        d.draw(self.seat(event), self.tile(self.field(event, "pai")))

    def dahai(self, event: dict) -> None:
        d = self.playing("a discard")
        seat, tile = self.seat(event), self.tile(self.field(event, "pai"))
        tsumogiri = event.get("tsumogiri", False)
        if not isinstance(tsumogiri, bool):
            raise self.error("bad_attribute", f"tsumogiri is {_shown(tsumogiri)}, not true or false")
        if tsumogiri and d.last != ("draw", seat, tile):
            raise self.not_drawn(seat, tile)
        d.discard(seat, tile)

    def not_drawn(self, seat: int, tile: int) -> LogError:
        return self.error("bad_play", f"seat {seat} discards {_describe(tile)} as the tile it drew, but it did not just "
                                      "draw it")

    def claim(self, event: dict) -> None:
        d = self.playing("a call")
        kind = {"chi": "chow", "pon": "pung", "daiminkan": "kong"}[event["type"]]
        seat, source = self.seat(event), self.seat(event, "target")
        tile = self.tile(self.field(event, "pai"))
        d.call(seat, kind, source, tile, self.tiles(event, "consumed", 3 if kind == "kong" else 2))

    def kakan(self, event: dict) -> None:
        d = self.playing("a kong")
        d.added_kong(self.seat(event), self.tile(self.field(event, "pai")), self.tiles(event, "consumed", 3))

    def ankan(self, event: dict) -> None:
        d = self.playing("a kong")
        d.concealed_kong(self.seat(event), self.tiles(event, "consumed", 4))

    def dora(self, event: dict) -> None:
        self.playing("a dora indicator").add_dora(self.tile(self.field(event, "dora_marker")))

    def reach(self, event: dict) -> None:
        self.playing("a riichi").declare(self.seat(event))

    def reach_accepted(self, event: dict) -> None:
        self.playing("a riichi accepted").accept(self.seat(event))

    def hora(self, event: dict) -> None:
        d = self.deal
        if d is None:
            raise self.error("bad_play", "a win outside a deal")
        who, source = self.seat(event), self.seat(event, "target")
        ura = self.tiles(event, "ura_markers" if "ura_markers" in event else "uradora_markers", None, required=False)
        win = d.win(who, source, NAMES[True], ura)
        tile = event.get("pai")
        if tile is not None and self.tile(tile) != win["_tile"]:
            raise self.error("inconsistent", f"the winning tile {_shown(tile)} is not "
                                             f"{_describe(win['_tile'])}, the one taken")
        deltas = self.deltas(event)
        self.has_changes = self.has_changes and deltas is not None
        result = None
        if any(k in event for k in ("fu", "fan", "hora_points")):
            result = {"winner": who}
            for key, name in (("fu", "fu"), ("fan", "han"), ("hora_points", "points")):
                value = self.number_of(event, key, 0, LARGEST, required=False)
                if value is not None:
                    result[name] = value
        d.add_result(result, deltas or [0, 0, 0, 0])

    def ryukyoku(self, event: dict) -> None:
        d = self.playing("a drawn deal")
        reason = event.get("reason")
        if reason is not None and (not isinstance(reason, str) or reason not in REASONS):  # a list is no dict key
            raise self.error("bad_attribute", f"reason is {_shown(reason)}: an unknown way for a deal to be drawn")
        end = REASONS.get(reason)
        tenpais = event.get("tenpais")
        if tenpais is not None:
            if not isinstance(tenpais, list) or len(tenpais) != 4 or not all(isinstance(t, bool) for t in tenpais):
                raise self.error("bad_attribute", f"tenpais is {_shown(tenpais)}, not four true or false")
            self.ready = [s for s in range(4) if tenpais[s]]
        if end in ("wall", "nm") or end is None and d.at_wall_end():
            d.exhaustive(None if end is None else end == "nm")
        else:
            d.abortive(end or d.abortive_kind())
        deltas = self.deltas(event)
        if deltas is None and d.end not in ("wall", "nm"):
            deltas = [0, 0, 0, 0]  # an abortive draw moves no points: the sticks stay on the table
        self.has_changes = self.has_changes and deltas is not None
        d.add_result(None, deltas or [0, 0, 0, 0])

    def end_kyoku(self, _event: dict) -> None:
        if self.deal is None:
            raise self.error("bad_play", "end_kyoku outside a deal")
        if self.deal.end is None:
            raise self.error("bad_play", "the deal ends before a win or a draw")
        self.finish()

    def end_game(self, _event: dict) -> None:
        self.end_deal()
        if self.deal is not None and not self.broken:
            self.deal = None
            raise self.error("cut_short", "the game ends in the middle of a deal")
        self.broken = False

    def finish(self) -> None:
        """The deal's record, from its state; the deal is over."""
        d = self.deal
        record = d.record(f"{self.label}:{self.deals}", NAMES[True], self.ruleset)
        meta = {"log": "mjai", "file": self.label, "deal": self.deals, "line": self.start_line, "round": d.round,
                "end": d.end}
        if self.has_changes:
            meta["changes"] = d.deal_changes()
        if d.results:
            meta["wins"] = d.results
        if self.ready is not None:
            meta["ready"] = self.ready
        record["meta"] = meta
        self.records.append(record)
        if self.plays is not None:
            self.plays.append(d.play(self.scores))
        self.deal = None


def _shown(value) -> str:
    """A JSON value in a message, cut short."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except ValueError:  # a number too long to write
        text = "a number too long"
    return text if len(text) <= 40 else text[:37] + "..."


def read_mjai(source: str | Path | bytes, name: str | None = None, ruleset: str | None = None,
              hand_on: Callable[[dict], None] | None = None) -> list[dict]:
    """The hand records of an mjai log (a path, or the file's bytes, JSON lines), one per deal, each naming `ruleset`
    where one is given (or each handed to `hand_on` as it is read, and none returned); a LogError if any deal cannot
    be read (its `records` the deals that could)."""
    label, data = read_source(source, name, MAX_BYTES)
    return _Reader(label, ruleset, hand_on=hand_on).read(data)


def mjai_plays(source: str | Path | bytes, name: str | None = None) -> list[dict]:
    """Each deal's play (plays.py) of an mjai log, for the writers; a LogError as read_mjai raises it."""
    label, data = read_source(source, name, MAX_BYTES)
    reader = _Reader(label, None, keep_play=True)
    reader.read(data)
    return reader.plays


# ---------------------------------------------------------------------- writing


def mjai_deal(play: dict) -> list[dict]:
    """A deal's play as mjai events, start_kyoku to end_kyoku."""
    names = TILE_NAMES[play.get("red", True)]
    round_number, dealer = play["round"], play["dealer"]
    events = [{"type": "start_kyoku", "bakaze": WINDS[round_number // 4], "dora_marker": names[play["dora"]],
               "kyoku": round_number % 4 + 1, "honba": play["honba"], "kyotaku": play["sticks"], "oya": dealer,
               "scores": list(play["scores"] or [25000] * 4), "tehais": [[names[t] for t in h] for h in play["hands"]]}]
    pungs: dict = {}  # (seat, kind) -> its tiles, for a kong added to it
    pending = None    # a hora or ryukyoku waiting for its result
    for event in play["events"]:
        what = event[0]
        if what == "draw":
            events.append({"type": "tsumo", "actor": event[1], "pai": names[event[2]]})
        elif what == "discard":
            events.append({"type": "dahai", "actor": event[1], "pai": names[event[2]], "tsumogiri": event[3]})
        elif what == "declare":
            events.append({"type": "reach", "actor": event[1]})
        elif what == "accepted":
            events.append({"type": "reach_accepted", "actor": event[1]})
        elif what == "call":
            _what, seat, kind, source, tile, used = event
            events.append({"type": {"chow": "chi", "pung": "pon", "kong": "daiminkan"}[kind], "actor": seat,
                           "target": source, "pai": names[tile], "consumed": [names[t] for t in used]})
            if kind == "pung":
                pungs[seat, tile >> 2] = [tile, *used]
        elif what == "concealed":
            events.append({"type": "ankan", "actor": event[1], "consumed": [names[t] for t in event[2]]})
        elif what == "added":
            pung = pungs.get((event[1], event[2] >> 2), ())
            events.append({"type": "kakan", "actor": event[1], "pai": names[event[2]],
                           "consumed": [names[t] for t in pung]})
        elif what == "dora":
            events.append({"type": "dora", "dora_marker": names[event[1]]})
        elif what == "win":
            pending = {"type": "hora", "actor": event[1], "target": event[2]}
            if event[3]:
                pending["ura_markers"] = [names[t] for t in event[3]]
            events.append(pending)
        elif what == "drawn":
            pending = {"type": "ryukyoku", "reason": WRITTEN_REASONS.get(event[1], event[1])}
            events.append(pending)
        elif what == "result" and pending is not None:
            _what, result, changes = event
            pending["deltas"] = list(changes)
            if result is not None and pending["type"] == "hora":
                pending.update(fu=result.get("fu", 0), fan=result.get("han", 0), hora_points=result.get("points", 0))
            pending = None
    events.append({"type": "end_kyoku"})
    return events


def mjai_line(event: dict) -> str:
    """One event as a line of the log."""
    return json.dumps(event, ensure_ascii=False, separators=(",", ":")) + "\n"


def write_mjai(plays: list[dict], names: list[str] | None = None) -> str:
    """A game of deals' plays as an mjai log: start_game, each deal, end_game."""
    lines = [mjai_line({"type": "start_game", "names": list(names or ["A", "B", "C", "D"])})]
    for play in plays:
        lines += [mjai_line(e) for e in mjai_deal(play)]
    lines.append(mjai_line({"type": "end_game"}))
    return "".join(lines)
