"""The JSON logs of tenhou.net/6 (the form Tenhou's viewer takes and its log download gives) read into hand records of
the riichi ruleset, one per deal; and deals' plays (plays.py) written in that form.

A log is one JSON object whose `log` holds the game's deals, each a list: [round, honba, sticks], the scores, the
dora indicators, the ura-dora indicators, then for each seat its hand dealt, its takes and its discards, and last
the result. Each seat's takes and discards are lists of their own, so the order of play across the seats is worked
out: a call follows the discard it claims, a discard no seat claims is followed by the next seat's take. Where a
discard could be claimed by a call that belongs to a later discard of the same tile, the other readings are tried
when the first leads nowhere. Every field a scorer reads is worked out from the play (deal.py); the result's changes,
points and yaku go only into the record's `meta` (docs/guide/logs.md). A broken deal is an error of its own: the
others are still read.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Callable

from ..lines import DuplicateKey, unique_keys
from .common import LogError, Records, TooManyProblems, flooded, note_problem, read_source
from .deal import NAMES, RED_TOKENS, Deal
from .plays import LIMIT_BASE

# A file may hold many games, or a long simulated run (mjc simulate --format): it is read up to far more than a
# Tenhou log.
MAX_BYTES = 512 * 1024 * 1024
# Deals kept unread while the rule that says how to read them has not come yet.
MAX_DEALS_BEFORE_RULE = 10_000
# The text of one deal, or of one field of the log but its deals: a deal is a few kilobytes. JSON takes many times
# its text when parsed (a deal of 15 million empty lists, 45 MB, took 1.3 GB), so a value is measured first.
MAX_VALUE_CHARS = 64 * 1024

# A tile's number: 11-19 1m-9m, 21-29 1p-9p, 31-39 1s-9s, 41-47 East, South, West, North, White, Green, Red, 51-53
# the red fives of m, p and s. In a seat's discards 60 is the tile just drawn (tsumogiri), and 0 stands in the place
# of the discard that an open kong's replacement draw replaces.
TSUMOGIRI, KONG_PLACE = 60, 0


def _tokens() -> dict[int, int]:
    """Each tile number's token (deal.py)."""
    tokens = {}
    for suit in range(3):
        for n in range(1, 10):
            tokens[10 * (suit + 1) + n] = 4 * (9 * suit + n - 1) + 1
        tokens[51 + suit] = 4 * (9 * suit + 4)
    for i in range(7):
        tokens[41 + i] = 4 * (27 + i) + 1
    return tokens


def _number(token: int, red: bool) -> int:
    """A token's tile number, a red five 51..53 where the game plays them (a play's `red`)."""
    kind = token >> 2
    if red and token in RED_TOKENS:
        return 51 + kind // 9
    return 41 + kind - 27 if kind >= 27 else 10 * (kind // 9 + 1) + kind % 9 + 1


TOKENS = _tokens()
NUMBERS = {red: [_number(t, red) for t in range(136)] for red in (True, False)}

# The seat a call's letter names by its place in the string: 0 the seat before the caller (+3), 2 the one across (+2),
# and for a pung or added kong 4, for an open kong 6, the seat after (+1).
CALLED_FROM = {"c": {0: 3}, "p": {0: 3, 2: 2, 4: 1}, "m": {0: 3, 2: 2, 6: 1}, "k": {0: 3, 2: 2, 4: 1},
               "a": {0: 0, 2: 0, 4: 0, 6: 0}}
LETTER_PLACE = {"pung": {3: 0, 2: 2, 1: 4}, "kong": {3: 0, 2: 2, 1: 6}}

DRAWN = {"流局": "wall", "全員聴牌": "wall", "全員不聴": "wall", "流し満貫": "nm", "九種九牌": "yao9", "四家立直": "reach4",
         "三家和了": "ron3", "四風連打": "kaze4", "四槓散了": "kan4"}
WRITTEN_DRAWN = {"wall": "流局", "nm": "流し満貫", "yao9": "九種九牌", "reach4": "四家立直", "ron3": "三家和了",
                 "kaze4": "四風連打", "kan4": "四槓散了"}
WIN = "和了"
LIMIT_NAMES = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman", "役満": "yakuman",
               "数え役満": "yakuman"}
WRITTEN_LIMITS = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満", "yakuman": "役満"}
_POINTS = re.compile(r"(?:(\d{1,4})符(\d{1,3})飜|(満貫|跳満|倍満|三倍満|数え役満|役満))"
                     r"(?:(\d{1,7})点(∀)?|(\d{1,7})-(\d{1,7})点)")
_YAKU = re.compile(r"(.{1,40})\((?:(\d{1,3})飜|役満)\)")
_WHITE = re.compile(r"[ \t\n\r]*")
_NESTING = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')  # a string whole (its brackets are text), or a bracket
LARGEST = 10 ** 9
MOST_READINGS = 64  # the readings of a deal's order tried before it is called broken: a handful is ever needed


class _Reader:
    """One log's deals, each read on its own."""

    def __init__(self, label: str, ruleset: str | None, keep_play: bool = False,
                 hand_on: Callable[[dict], None] | None = None):
        self.label = label
        self.ruleset = ruleset
        self.records = Records(hand_on)
        self.errors: list[LogError] = []
        self.plays: list[dict] | None = [] if keep_play else None
        self.number = 0       # the deal being read, counted from 1
        self.place = ""       # where in it, which messages show: a text, or (seat, list, index, item) of an item
        self.rounds = None
        self.options: dict = {}
        self.red = True

    def error(self, code: str, message: str) -> LogError:
        where = f"deal {self.number}, " if self.number else ""
        place = self.place
        if isinstance(place, tuple):  # made into text only for a message: most items are read without one
            seat, what, index, item = place
            place = f"seat {seat}'s {what}, item {index + 1}" + (f" ({_shown(item)})" if item is not None else "")
        place = f"{place}: " if place else ""
        return LogError(code, f"{self.label}: {where}{place}{message}", self.records)

    # ------------------------------------------------------------------ the file

    def read(self, text: str) -> list[dict]:
        try:
            return self._read(text)
        except TooManyProblems:
            raise flooded(self.label, self.errors, self.records) from None

    def _read(self, text: str) -> list[dict]:
        # Deals are read as they are parsed, one held back: the final scores (`sc`) may follow the log, and belong to
        # the last deal. Where the log comes before the rule (as in Tenhou's own JSON), deals wait for the rule.
        held: list = []

        def take(raw, fields: dict) -> None:
            held.append(raw)
            if "rule" in fields:
                while len(held) > 1:
                    self.read_deal(held.pop(0), fields, None)
            elif len(held) > MAX_DEALS_BEFORE_RULE:
                raise LogError("unsupported", f"{self.label}: more than {MAX_DEALS_BEFORE_RULE:,} deals before the "
                                              "log's rule (a game has tens)", self.records)

        fields, problem = self.parse(text, take)
        for index, raw in enumerate(held, 1):
            self.read_deal(raw, fields, fields.get("sc") if index == len(held) and problem is None else None)
        self.number, self.place = 0, ""
        if problem is not None:
            self.errors.append(problem)
        if self.errors:
            first = self.errors[0]
            raise LogError(first.code, first.message, self.records, self.errors[1:])
        return self.records.kept

    def read_deal(self, raw, fields: dict, final) -> None:
        """One deal as JSON values, read into records; its problem is kept, and the reading goes on."""
        if self.number == 0:
            self.game(fields)
        self.number, self.place = self.number + 1, ""
        try:
            self.deal(raw, final)
        except LogError as exc:
            note_problem(self.errors, exc, self.records)

    def parse(self, text: str, take: Callable[[object, dict], None]) -> tuple[dict, LogError | None]:
        """The log's fields but `log`, and what stopped the reading where the text is not whole; each deal is given
        to `take` as it is parsed (with the fields so far), so a file of broken deals stops at the problems' bound
        and not after all of it is parsed. The deals before a cut or a broken part are kept."""
        decoder = json.JSONDecoder(object_pairs_hook=unique_keys)  # a key given twice is refused, as in records
        fields: dict = {}
        deals = 0
        pos = _WHITE.match(text).end()
        end = len(text.rstrip())

        def fault(at: int, message: str, cut: bool = False) -> LogError:
            code = "cut_short" if cut or at >= end else "bad_tag"
            shown = text[at:at + 40]
            shown = repr(shown)[1:-1] if not shown.isprintable() else shown
            place = f"offset {at} ({shown})" if shown.strip() else f"offset {at} (the end of the file)"
            return LogError(code, f"{self.label}: {place}: " + (
                "the log ends here: it is cut short" if code == "cut_short" else message), self.records)

        def value(at: int):
            if text.startswith(("[", "{"), at) and not _closes_within(text, at, MAX_VALUE_CHARS):
                if at + MAX_VALUE_CHARS < len(text):
                    raise LogError("bad_attribute", f"{self.label}: offset {at}: a value of more than "
                                                    f"{MAX_VALUE_CHARS:,} characters (a deal is a few thousand)",
                                   self.records)
            try:
                return decoder.raw_decode(text, at)
            except DuplicateKey as exc:
                raise fault(at, f"the key {_shown(exc.args[0])} is given twice in one object") from None
            except json.JSONDecodeError as exc:
                raise fault(exc.pos, f"not JSON ({exc.msg})") from None
            except (ValueError, RecursionError):  # a number too long for int(), lists nested too deep
                raise LogError("bad_attribute", f"{self.label}: offset {at}: a value nested too deep or a number "
                                                "too long", self.records) from None

        if not text.startswith("{", pos):
            raise LogError("not_a_log", f"{self.label}: not a tenhou.net/6 log (a JSON object with a log of deals)")
        pos += 1
        try:
            while True:
                pos = _WHITE.match(text, pos).end()
                if text.startswith("}", pos):
                    break
                if fields or deals:
                    if not text.startswith(",", pos):
                        raise fault(pos, "a , or } was expected")
                    pos = _WHITE.match(text, pos + 1).end()
                at, (key, pos) = pos, value(pos)
                if not isinstance(key, str):
                    raise fault(pos, "a field's name was expected")
                if key in fields:  # JSON keeps the last; read as it comes, the first would count for some deals
                    raise fault(at, f"the field {_shown(key)} is given twice")
                pos = _WHITE.match(text, pos).end()
                if not text.startswith(":", pos):
                    raise fault(pos, "a : was expected")
                pos = _WHITE.match(text, pos + 1).end()
                if key != "log":
                    fields[key], pos = value(pos)
                    continue
                if not text.startswith("[", pos):
                    raise fault(pos, "log is not a list of deals")
                pos = _WHITE.match(text, pos + 1).end()
                first = True
                while not text.startswith("]", pos):
                    if not first:
                        if not text.startswith(",", pos):
                            raise fault(pos, "a , or ] was expected")
                        pos = _WHITE.match(text, pos + 1).end()
                    deal, pos = value(pos)
                    take(deal, fields)
                    deals += 1
                    pos = _WHITE.match(text, pos).end()
                    first = False
                pos += 1
                fields["log"] = True
        except LogError as exc:
            return fields, exc
        if "log" not in fields:
            raise LogError("not_a_log", f"{self.label}: a JSON object without a log of deals: not a tenhou.net/6 log")
        if _WHITE.match(text, pos + 1).end() != len(text):
            return fields, fault(pos + 1, "text after the log's end")
        return fields, None

    def game(self, fields: dict) -> None:
        """What the log's fields but its deals say: the rule's rounds, open tanyao and red fives."""
        rule = fields.get("rule")
        if isinstance(rule, dict):
            disp = rule.get("disp")
            # Tenhou's own rule text: the room, East-only 東 or East-South 南, 喰 where an open hand may win on
            # all simples, 赤 with red fives.
            if isinstance(disp, str) and re.match(r".?[東南]", disp):
                self.rounds = 1 if "東" in disp[:2] else 2
                if "喰" not in disp:
                    self.options = {"open_tanyao": False}
            reds = [rule.get(k) for k in ("aka", "aka51", "aka52", "aka53")]
            if any(type(r) is int for r in reds):
                self.red = any(type(r) is int and r > 0 for r in reds)

    # ------------------------------------------------------------------ a deal

    def deal(self, raw, final) -> None:
        if not isinstance(raw, list) or len(raw) != 17:
            raise self.error("bad_attribute", f"a deal is a list of 17 parts, not {_shown(raw)}")
        self.place = "its first part"
        head = raw[0]
        if not isinstance(head, list) or len(head) != 3 or any(type(v) is not int for v in head) \
                or not 0 <= head[0] <= 15 or not all(0 <= v <= LARGEST for v in head[1:]):
            raise self.error("bad_attribute", f"{_shown(head)} is not [round 0..15, honba, sticks]")
        self.place = "its scores"
        scores = raw[1]
        if not isinstance(scores, list) or len(scores) != 4 or any(type(s) is not int or abs(s) > LARGEST
                                                                   for s in scores):
            raise self.error("bad_attribute", f"{_shown(scores)} is not four scores")
        self.place = "its dora indicators"
        dora = self.tile_list(raw[2], 1, 5)
        self.place = "its ura-dora indicators"
        ura = self.tile_list(raw[3], 0, 5)
        hands, takes, discards = [], [], []
        for s in range(4):
            self.place = f"seat {s}'s hand"
            if raw[4 + 3 * s] == []:
                raise self.error("three_player", f"seat {s} is dealt no tiles: a three-player game (the riichi "
                                                 "ruleset is four-player)")
            hands.append(self.tile_list(raw[4 + 3 * s], 13, 13))
            takes.append([self.take(s, i, item) for i, item in enumerate(self.items(raw[5 + 3 * s], s, "takes"))])
            discards.append([self.given(s, i, item)
                             for i, item in enumerate(self.items(raw[6 + 3 * s], s, "discards"))])
        self.place = "its result"
        result = self.result(raw[16])
        plan = (head, scores, dora, ura, hands, takes, discards, result)
        choices: list[int] = []
        first_error = None
        for _reading in range(MOST_READINGS):
            points: list[list[int]] = []
            try:
                deal = self.replay(plan, choices, points)
                break
            except LogError as exc:
                first_error = first_error or exc
            # The next reading: the last discard whose claim has another reading left takes it.
            while points and points[-1][0] + 1 >= points[-1][1]:
                points.pop()
            if not points:
                raise first_error
            choices = [p[0] for p in points[:-1]] + [points[-1][0] + 1]
        else:
            raise first_error
        self.finish(deal, scores, final)

    def tile(self, value) -> int:
        token = TOKENS.get(value) if type(value) is int else None
        if token is None:
            raise self.error("bad_tile", f"{_shown(value)} is no tile number (11..19, 21..29, 31..39, 41..47, 51..53)")
        return token

    def tile_list(self, value, low: int, high: int) -> list[int]:
        if not isinstance(value, list) or not low <= len(value) <= high:
            raise self.error("bad_attribute", f"{_shown(value)} is not a list of {low} to {high} tiles")
        return [self.tile(v) for v in value]

    def items(self, value, seat: int, what: str) -> list:
        if not isinstance(value, list) or len(value) > 200:
            raise self.error("bad_attribute", f"seat {seat}'s {what} are {_shown(value)}, not a list")
        return value

    def call_parts(self, text: str, letters: str) -> tuple[str, int, list[int]]:
        """A call's string: its letter, the place of the letter, its tiles in order."""
        others = [c for c in text if not "0" <= c <= "9"]
        letter = others[0] if len(others) == 1 else ""
        place = text.find(letter) if letter else -1
        size = 6 if letter in "cp" else 8
        if not letter or letter not in letters or place not in CALLED_FROM[letter] or len(text) != size + 1:
            raise self.error("bad_attribute", f"{_shown(text)} is no call of a seat's "
                                              f"{'takes' if 'c' in letters else 'discards'}")
        digits = text[:place] + text[place + 1:]
        return letter, place, [self.tile(int(digits[i:i + 2])) for i in range(0, size, 2)]

    def take(self, seat: int, index: int, item) -> tuple:
        """A seat's take: ("draw", token) or ("call", kind, seats back to the one called from, token, used)."""
        self.place = (seat, "takes", index, item)
        if type(item) is int:
            return "draw", self.tile(item)
        if not isinstance(item, str):
            raise self.error("bad_attribute", "a take is a tile number or a call")
        letter, place, tiles = self.call_parts(item, "cpm")
        called = tiles.pop(place // 2)
        kind = {"c": "chow", "p": "pung", "m": "kong"}[letter]
        return "call", kind, CALLED_FROM[letter][place], called, tiles

    def given(self, seat: int, index: int, item) -> tuple:
        """A seat's discard: ("discard", token or None for the tile drawn, riichi), ("kong_place",), ("added", token,
        seats back to the pung's, pung's tokens) or ("concealed", tokens)."""
        self.place = (seat, "discards", index, item)
        if type(item) is int:
            if item == KONG_PLACE:
                return ("kong_place",)
            return "discard", None if item == TSUMOGIRI else self.tile(item), False
        if not isinstance(item, str):
            raise self.error("bad_attribute", "a discard is a tile number, a riichi or a kong")
        if item.startswith("r"):
            number = item[1:]
            if not number.isdigit() or not number.isascii() or len(number) > 2:
                raise self.error("bad_attribute", "a riichi is r and the tile number discarded")
            return "discard", None if int(number) == TSUMOGIRI else self.tile(int(number)), True
        letter, place, tiles = self.call_parts(item, "ka")
        if letter == "a":
            return "concealed", tiles
        added = tiles.pop(place // 2)
        return "added", added, CALLED_FROM[letter][place], tiles

    def result(self, value) -> tuple:
        """The deal's result: ("win", [(changes, detail)...]) or ("drawn", end, changes)."""
        if not isinstance(value, list) or not value or not isinstance(value[0], str):
            raise self.error("bad_attribute", f"{_shown(value)} is not a result")
        status = value[0]
        if status == WIN:
            if len(value) < 3 or len(value) % 2 == 0 or len(value) > 7:
                raise self.error("bad_attribute", "a win's result is 和了 and a change and an account for each winner")
            return "win", [(self.changes(value[i]), self.account(value[i + 1])) for i in range(1, len(value), 2)]
        if status not in DRAWN or len(value) > 2:
            raise self.error("bad_attribute", f"{_shown(status)}: an unknown way for a deal to end")
        return "drawn", DRAWN[status], self.changes(value[1]) if len(value) == 2 else [0, 0, 0, 0]

    def changes(self, value) -> list[int]:
        if not isinstance(value, list) or len(value) != 4 or any(type(v) is not int or abs(v) > LARGEST for v in value):
            raise self.error("bad_attribute", f"{_shown(value)} is not four changes")
        return value

    def account(self, value) -> tuple[int, int, dict | None]:
        """A win's account [who, from whom, liable seat, points, yaku...]: (who, from whom, the meta's result)."""
        if not isinstance(value, list) or len(value) < 3 or any(type(v) is not int or not 0 <= v <= 3
                                                                 for v in value[:3]):
            raise self.error("bad_attribute", f"{_shown(value)} is not [winner, from whom, liable seat, points, yaku...]")
        who, source, liable = value[:3]
        if len(value) == 3:
            return who, source, None
        text = value[3]
        points = _POINTS.fullmatch(text) if isinstance(text, str) else None
        if points is None:
            raise self.error("bad_attribute", f"{_shown(text)} is not the points of a win (30符1飜1000点, 満貫8000点, ...)")
        fu, han, limit, ron, dealer, others, dealer_pays = points.groups()
        total = int(ron) * (3 if dealer else 1) if ron else 2 * int(others) + int(dealer_pays)
        result: dict = {"winner": who}
        if fu:
            result["fu"] = int(fu)
        yaku, yakuman = [], []
        for item in value[4:]:
            found = _YAKU.fullmatch(item) if isinstance(item, str) else None
            if found is None:
                raise self.error("bad_attribute", f"{_shown(item)} is not a yaku and its han (立直(1飜), 国士無双(役満))")
            if found.group(2) is None:
                yakuman.append(found.group(1))
            else:
                yaku.append([found.group(1), int(found.group(2))])
        result.update(han=13 * len(yakuman) if yakuman else sum(h for _name, h in yaku), points=total,
                      limit=LIMIT_NAMES.get(limit, ""), yaku=yaku, yakuman=yakuman)
        if liable != who:
            result["pao"] = liable
        return who, source, result

    # ------------------------------------------------------------------ the order of play

    def replay(self, plan: tuple, choices: list[int], points: list[list[int]]) -> Deal:
        """The deal played in one reading of its order: at each discard that calls could claim, the claim the
        reading chooses (`choices`, in turn; the likeliest past them), each noted in `points` as [chosen, of how
        many]."""
        head, _scores, dora, ura, hands, takes, discards, result = plan
        self.place = ""
        deal = Deal(self.error, _describe, hands, dora[0], dealer=head[0] % 4, round_number=head[0], honba=head[1],
                    sticks=head[2], unique=False, keep_play=self.plays is not None)
        taken, given = [0, 0, 0, 0], [0, 0, 0, 0]
        actor = head[0] % 4
        while True:
            if taken[actor] >= len(takes[actor]):
                raise self.error("bad_play", f"seat {actor}'s takes end where it is to draw or call")
            item = takes[actor][taken[actor]]
            self.place = (actor, "takes", taken[actor], None)
            taken[actor] += 1
            if item[0] == "draw":
                deal.draw(actor, item[1])
            else:
                _what, kind, back, tile, used = item
                deal.call(actor, kind, (actor + back) % 4, tile, used)
                if kind == "kong":  # the discard list holds a 0 in the place of the discard the replacement takes
                    if given[actor] < len(discards[actor]) and discards[actor][given[actor]][0] == "kong_place":
                        given[actor] += 1
                    continue
            if given[actor] >= len(discards[actor]):  # the seat takes and gives nothing: a self-draw, nine terminals
                return self.end(deal, result, ura, dora, actor, "take", taken, given, takes, discards)
            item = discards[actor][given[actor]]
            self.place = (actor, "discards", given[actor], None)
            given[actor] += 1
            if item[0] == "kong_place":
                raise self.error("bad_play", "a 0 where no open kong was made")
            if item[0] in ("concealed", "added"):
                if item[0] == "concealed":
                    deal.concealed_kong(actor, item[1])
                else:
                    self.pung_from(deal, actor, item[1], item[2])
                    deal.added_kong(actor, item[1], item[3])
                if all(taken[s] >= len(takes[s]) for s in range(4)):  # robbed: the replacement is never drawn
                    return self.end(deal, result, ura, dora, actor, "kong", taken, given, takes, discards)
                continue
            _what, tile, riichi = item
            if tile is None:  # tsumogiri: the tile just drawn
                if deal.last is None or deal.last[:2] != ("draw", actor):
                    raise self.error("bad_play", f"seat {actor} discards the tile it drew (60), but it drew none")
                tile = deal.last[2]
            if riichi:
                deal.declare(actor)
            deal.discard(actor, tile)
            for indicator in dora[len(deal.dora):1 + deal.kongs]:  # the indicators the kongs so far have turned
                deal.add_dora(indicator)
            if all(taken[s] >= len(takes[s]) for s in range(4)):
                return self.end(deal, result, ura, dora, actor, "discard", taken, given, takes, discards, riichi)
            if riichi:
                deal.accept(actor)
            claimers = [s for s in ((actor + i) % 4 for i in (1, 2, 3)) if taken[s] < len(takes[s])
                        and takes[s][taken[s]][0] == "call" and takes[s][taken[s]][3] == tile
                        and (s + takes[s][taken[s]][2]) % 4 == actor]
            claimers.sort(key=lambda s: takes[s][taken[s]][1] == "chow")  # a pung or kong goes before a chow
            if claimers:
                options = claimers + [None]
                chosen = choices[len(points)] if len(points) < len(choices) else 0
                points.append([chosen, len(options)])
                claimer = options[chosen]
                actor = claimer if claimer is not None else (actor + 1) % 4
            else:
                actor = (actor + 1) % 4

    def pung_from(self, deal: Deal, seat: int, tile: int, back: int) -> None:
        """An added kong's string names the seat its pung was claimed from: the pung's."""
        pung = next((m for m in deal.melds[seat] if m["kind"] == "pung" and m["tiles"][0] >> 2 == tile >> 2), None)
        if pung is not None and pung["from"] != (seat + back) % 4:
            raise self.error("inconsistent", f"seat {seat}'s added kong names another seat than its pung's")

    def end(self, deal: Deal, result: tuple, ura: list[int], dora: list[int], actor: int, at: str, taken, given,
            takes, discards, riichi: bool = False) -> Deal:
        """The deal's end where its play stops (after a take, a kong or a discard), as its result says."""
        self.place = "its result"
        for indicator in dora[len(deal.dora):1 + deal.kongs]:
            deal.add_dora(indicator)
        if len(deal.dora) != len(dora):
            raise self.error("inconsistent", f"{len(dora)} dora indicators for {deal.kongs} kongs")
        for s in range(4):
            if given[s] < len(discards[s]) and discards[s][given[s]][0] != "kong_place" or \
                    given[s] + 1 < len(discards[s]):
                raise self.error("bad_play", f"seat {s}'s discards go on after the deal's end")
            if taken[s] < len(takes[s]):
                raise self.error("bad_play", f"seat {s}'s takes go on after the deal's end")
        if result[0] == "win":
            for changes, (who, source, account) in result[1]:
                if (who == source) != (at == "take") or at != "take" and source != actor:
                    raise self.error("bad_play", f"seat {who}'s win off seat {source} is not where play stops")
                deal.win(who, source, NAMES[True], ura)
                deal.add_result(account, changes)
            return deal
        _what, end, changes = result
        if end == "yao9":
            if at != "take":
                raise self.error("bad_play", "nine terminals declared where the seat has not just drawn")
            deal.abortive(end)
        elif at != "discard":
            raise self.error("bad_play", "a drawn deal where play stops with no discard")
        else:
            if riichi and end != "ron3":  # the declaring discard passed: the stick is down
                deal.accept(actor)
            if end in ("wall", "nm"):
                deal.exhaustive(end == "nm")
            else:
                deal.abortive(end)
        deal.add_result(None, changes)
        return deal

    def finish(self, deal: Deal, scores: list[int], final) -> None:
        record = deal.record(f"{self.label}:{self.number}", NAMES[True], self.ruleset, self.options)
        meta = {"log": "tenhou6", "file": self.label, "deal": self.number, "round": deal.round, "end": deal.end,
                "changes": deal.deal_changes(), "wins": deal.results}
        if self.rounds is not None:
            meta["rounds"] = self.rounds
        if isinstance(final, list) and len(final) == 8 and all(type(v) in (int, float) and abs(v) <= LARGEST
                                                                 for v in final):
            meta["final"] = {"scores": [int(final[2 * s]) for s in range(4)], "points": [final[2 * s + 1]
                                                                                          for s in range(4)]}
        record["meta"] = meta
        self.records.append(record)
        if self.plays is not None:
            play = deal.play(scores, self.red)
            play["options"], play["rounds"] = dict(self.options), self.rounds
            self.plays.append(play)


def _closes_within(text: str, at: int, most: int) -> bool:
    """Whether the list or object that opens at `at` closes within `most` characters."""
    depth = 0
    for found in _NESTING.finditer(text, at, min(len(text), at + most)):
        bracket = found.group()
        if bracket in "[{":
            depth += 1
        elif bracket in "]}":
            depth -= 1
            if depth == 0:
                return True
    return False


def _describe(token: int) -> str:
    return str(NUMBERS[True][token])


def _shown(value) -> str:
    """A JSON value in a message, cut short."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except ValueError:  # a number too long to write
        text = "a number too long"
    return text if len(text) <= 40 else text[:37] + "..."


def _text(source, name) -> tuple[str, str]:
    label, data = read_source(source, name, MAX_BYTES)
    try:
        return label, data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LogError("unreadable", f"{label}: offset {exc.start}: not UTF-8 text, so not a tenhou.net/6 log") from None


def read_tenhou6(source: str | Path | bytes, name: str | None = None, ruleset: str | None = None,
                 hand_on: Callable[[dict], None] | None = None) -> list[dict]:
    """The hand records of a tenhou.net/6 JSON log (a path, or the file's bytes), one per deal, each naming `ruleset`
    where one is given (or each handed to `hand_on` as it is read, and none returned); a LogError if any deal cannot
    be read (its `records` the deals that could)."""
    label, text = _text(source, name)
    return _Reader(label, ruleset, hand_on=hand_on).read(text)


def tenhou6_plays(source: str | Path | bytes, name: str | None = None) -> list[dict]:
    """Each deal's play (plays.py) of a tenhou.net/6 log, for the writers; a LogError as read_tenhou6 raises it."""
    label, text = _text(source, name)
    reader = _Reader(label, None, keep_play=True)
    reader.read(text)
    return reader.plays


# ---------------------------------------------------------------------- writing


def tenhou6_deal(play: dict) -> list:
    """A deal's play as a deal of the format's `log`."""
    red = play.get("red", True)
    number = NUMBERS[red]
    dealer = play["dealer"]
    dora, ura = [number[play["dora"]]], []
    takes: list[list] = [[], [], [], []]
    discards: list[list] = [[], [], [], []]
    pungs: dict = {}  # (seat, kind) -> (seats back to the one claimed from, claimed token, used tokens)
    riichi = [False] * 4
    wins: list = []   # [changes, account] of each win, in order
    drawn = None
    pending = None
    for event in play["events"]:
        what = event[0]
        if what == "draw":
            takes[event[1]].append(number[event[2]])
        elif what == "discard":
            _what, seat, tile, tsumogiri = event
            given = TSUMOGIRI if tsumogiri else number[tile]
            discards[seat].append(f"r{given}" if riichi[seat] else given)
            riichi[seat] = False
        elif what == "declare":
            riichi[event[1]] = True
        elif what == "call":
            _what, seat, kind, source, tile, used = event
            back = (source - seat) % 4
            own = sorted(number[t] for t in used)
            if kind == "chow":
                text = "c" + "".join(map(str, [number[tile], *sorted((number[t] for t in used), key=_by_kind)]))
            else:
                place = LETTER_PLACE[kind][back] // 2
                parts = [str(n) for n in own]
                parts.insert(place, ("p" if kind == "pung" else "m") + str(number[tile]))
                text = "".join(parts)
            takes[seat].append(text)
            if kind == "kong":
                discards[seat].append(KONG_PLACE)
            if kind == "pung":
                pungs[seat, tile >> 2] = (back, tile, used)
        elif what == "concealed":
            own = sorted(number[t] for t in event[2])
            discards[event[1]].append("".join(map(str, own[:3])) + "a" + str(own[3]))
        elif what == "added":
            _what, seat, tile = event
            back, called, used = pungs.get((seat, tile >> 2), (3, tile, ()))
            parts = [str(n) for n in sorted(number[t] for t in used)]
            parts.insert(LETTER_PLACE["pung"][back] // 2, f"k{number[tile]}{number[called]}")
            discards[seat].append("".join(parts))
        elif what == "dora":
            dora.append(number[event[1]])
        elif what == "win":
            _what, who, source, under = event
            if under and not ura:
                ura = [number[t] for t in under]
            pending = [who, source]
        elif what == "drawn":
            drawn = event[1]
        elif what == "result":
            _what, result, changes = event
            if pending is not None:
                wins.append([list(changes), _account(pending, result, dealer)])
                pending = None
            elif drawn is not None:
                wins = None
                drawn = (drawn, list(changes))
    if drawn is not None and wins is None:
        kind, changes = drawn
        outcome = [WRITTEN_DRAWN[kind], changes] if kind in ("wall", "nm") or any(changes) else [WRITTEN_DRAWN[kind]]
    else:
        outcome = [WIN] + [part for win in wins for part in win]
    deal = [[play["round"], play["honba"], play["sticks"]], list(play["scores"] or [25000] * 4), dora, ura]
    for s in range(4):
        deal += [[number[t] for t in play["hands"][s]], takes[s], discards[s]]
    return deal + [outcome]


def _by_kind(number: int) -> int:
    """A tile number ordered among its suit as its kind: a red five as a five."""
    return number if number < 51 else 10 * (number - 50) + 5


def _account(win: list[int], result: dict | None, dealer: int) -> list:
    """A win's [who, from whom, liable seat, points, yaku...]."""
    who, source = win
    if result is None or "yaku" not in result:  # a result without its yaku (an mjai log's): no account to give
        return [who, source, who]
    han, fu, points, limit = result.get("han", 0), result.get("fu", 0), result.get("points", 0), result.get("limit")
    head = WRITTEN_LIMITS[limit] if limit else f"{fu}符{han}飜"
    if who != source:
        paid = f"{points}点"
    elif who == dealer:
        paid = f"{points // 3}点∀"
    else:  # each other seat pays the base points once, the dealer twice, each rounded up to 100
        base = LIMIT_BASE[limit] * (max(1, han // 13) if limit == "yakuman" else 1) if limit else fu * 2 ** (2 + han)
        paid = f"{-(-base // 100) * 100}-{-(-2 * base // 100) * 100}点"
    yaku = [f"{name}({h}飜)" for _id, h, name in result.get("yaku", ()) if h] + \
        [f"{name}(役満)" for _id, name in result.get("yakuman", ())]
    return [who, source, result.get("pao", who), head + paid, *yaku]


def tenhou6_head(names: list[str] | None = None, red: bool = True, title: str = "", disp: str = "") -> str:
    """The log's text before its deals: its title, names and rule, and the opening of `log`."""
    head = {"title": [title, ""], "name": list(names or ["A", "B", "C", "D"]), "rule": {"disp": disp, "aka": int(red)}}
    return json.dumps(head, ensure_ascii=False, separators=(",", ":"))[:-1] + ',"log":[\n'


TENHOU6_TAIL = "\n]}\n"
TENHOU6_SEPARATOR = ",\n"


def tenhou6_text(deal: list) -> str:
    """One deal of the log as text."""
    return json.dumps(deal, ensure_ascii=False, separators=(",", ":"))


def write_tenhou6(plays: list[dict], names: list[str] | None = None, title: str = "") -> str:
    """A game of deals' plays as a tenhou.net/6 log; its rule says the game's rounds, open tanyao and red fives where
    the plays do."""
    first = plays[0] if plays else {}
    red = first.get("red", True)
    disp = ""
    if first.get("rounds"):
        disp = "般" + ("東" if first["rounds"] == 1 else "南") + \
            ("" if (first.get("options") or {}).get("open_tanyao") is False else "喰") + ("赤" if red else "")
    tail = TENHOU6_TAIL
    final = plays[-1].get("final") if plays else None
    if final:  # the game's end: each seat's final score and points, as Tenhou's log gives them
        scores = [v for s in range(4) for v in (final["scores"][s], final["points"][s])]
        tail = tail[:-2] + ',"sc":' + json.dumps(scores, separators=(",", ":")) + "}\n"
    return tenhou6_head(names, red, title, disp) + TENHOU6_SEPARATOR.join(tenhou6_text(tenhou6_deal(p))
                                                                           for p in plays) + tail
