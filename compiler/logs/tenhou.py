"""Tenhou's mjlog XML (plain or gzipped) read into hand records of the riichi ruleset, one per deal.

Every field a scorer reads is worked out from the game's events (the deal's hands, draws, discards, calls,
riichi and dora tags); the platform's own result of each deal (AGARI's ten, yaku and sc, RYUUKYOKU's sc) is only
carried along in the record's `meta`, and checked against the events where they must agree (docs/guide/logs.md).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from . import deal as deal_module
from . import scanner
from .common import LogError, read_source
from .deal import Deal, RunBroken


# GO's `type` bits (a bitmask of the room's rules).
NO_RED = 0x02
NO_OPEN_TANYAO = 0x04
THREE_PLAYER = 0x10
EAST_SOUTH = 0x08  # GO type: two rounds (East and South); without it, East only

LIMITS = ("", "mangan", "haneman", "baiman", "sanbaiman", "yakuman")  # ten's third number
DRAWS = {"yao9": "nine terminals", "reach4": "four riichi", "ron3": "triple ron", "kaze4": "four winds",
         "kan4": "four kongs", "nm": "nagashi mangan"}

# Tenhou's yaku ids (AGARI's yaku and yakuman lists), by their Japanese names: what meta shows beside each id.
YAKU_NAMES = (
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和", "断幺九", "一盃口",
    "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南", "場風 西", "場風 北", "役牌 白", "役牌 發",
    "役牌 中", "両立直", "七対子", "混全帯幺九", "一気通貫", "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻",
    "小三元", "混老頭", "二盃口", "純全帯幺九", "混一色", "清一色", "人和", "天和", "地和", "大三元",
    "四暗刻", "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈", "純正九蓮宝燈", "国士無双", "国士無双１３面",
    "大四喜", "小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ")

# A tag's body (its text between < and >): a name, attributes in double quotes.
_TAG = re.compile(r"(/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z_][A-Za-z0-9_]*\s*=\s*\"[^\"<>]*\")*)\s*/?")
_ATTR = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*=\s*\"([^\"<>]*)\"")
_SEAT = {"T": 0, "U": 1, "V": 2, "W": 3, "D": 0, "E": 1, "F": 2, "G": 3}
_POINTS = re.compile(r"-?[0-9]{1,7}(\.[0-9]{1,3})?")
_SCORE = re.compile(r"-?[0-9]{1,7}")  # owari's scores, in hundreds, are whole: its points may have a fraction
# Numbers as number_text.whole_number reads them: the ASCII digits alone (re's \d and str.isdigit take others, which
# int() then reads, or refuses with a ValueError), no leading zero, at most 9 digits.
_NUMBER = r"-?(?:0|[1-9][0-9]{0,8})"
_NUMBERS = re.compile(rf"{_NUMBER}(?:,{_NUMBER})*")
_DIGITS = re.compile(r"[0-9]+")
# A step of the log: one tag, then the run of draw (T U V W) and discard (D E F G) tags after it, each followed by
# the next tag or the file's end. The tag is a tag of play, well formed (its name, its attributes), or any text up
# to the next '<' (what splitting the text at each '<' gives, which `tag` reads).
_STEP = re.compile(r"<(?:(INIT|N|REACH|DORA|AGARI|RYUUKYOKU)((?:\s+[A-Za-z_][A-Za-z0-9_]*\s*=\s*\"[^\"<>]*\")*)"
                   r"\s*/?>\s*(?=<|\Z)|([^<]*))((?:<[DEFGTUVW][0-9]{1,3}/>)*(?=<|\Z))")
_RUN_SEATS = str.maketrans("", "", "0123456789</>")  # a run's text to its tags' letters
_TURN_ORDER = "TDUEVFWG" * deal_module.RUN_CYCLES  # each seat draws and discards in turn: deal.py's cycle
_SMALL = {str(number): number for number in range(136)}  # "94": 94, for each tile id written plainly
_TILE_IDS = frozenset(range(136))
_TILE_OF_TAG = {letter + str(tile): tile for letter in "DEFGTUVW" for tile in range(136)}  # "T94": 94

# Each tile id's name in a record, with the red fives written 0 where the room plays them.
NAMES = deal_module.NAMES


def decode_meld(m: int, who: int) -> tuple[str, list[int], int, int | None]:
    """A call's `m` number decoded: (kind, its tile ids, the claimed (or added) tile id, the seat claimed from).

    kind is chow, pung, added (a kong added to a pung), kong (open, of a discard) or concealed; the seat is
    None for a concealed kong. The layout of the bits is Tenhou's (docs/guide/logs.md lists it)."""
    source = (who + (m & 3)) % 4
    if m & 0x4:  # chow: the lowest tile's kind and which of the three was claimed, then each tile's copy
        base, claimed = divmod(m >> 10, 3)
        kind = base // 7 * 9 + base % 7
        if kind >= 27 or m & 3 != 3:
            raise ValueError("a chow is claimed from the seat before, of three suited tiles in a row")
        tiles = [4 * (kind + i) + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
        return "chow", tiles, tiles[claimed], source
    if m & 0x18:  # pung (0x8) or a kong added to one (0x10): the kind, which copy is left out, which was claimed
        if m & 0x18 == 0x18 or m & 3 == 0:
            raise ValueError("a pung is claimed from another seat")
        kind, claimed = divmod(m >> 9, 3)
        if kind >= 34:
            raise ValueError(f"no tile kind {kind}")
        left = (m >> 5) & 3
        tiles = [4 * kind + i for i in range(4) if i != left]
        if m & 0x8:
            return "pung", tiles, tiles[claimed], source
        return "added", tiles + [4 * kind + left], 4 * kind + left, source
    if m & 0x20:
        raise ValueError("a North set aside (nukidora) is three-player play")
    tile = m >> 8
    if tile >= 136:
        raise ValueError(f"no tile id {tile}")
    tiles = [4 * (tile >> 2) + i for i in range(4)]
    if m & 3 == 0:
        return "concealed", tiles, tile, None
    return "kong", tiles, tile, source


class _Unplain(Exception):
    """A step of the C scanner's that the deal does not take as it is: the file is read again from its text."""


# decode_meld of the numbers a game repeats worked out once; its lists are only read (the deal copies what it keeps).
_decode = lru_cache(maxsize=1 << 12)(decode_meld)
_DEALT = ("hai0", "hai1", "hai2", "hai3")  # INIT's hands, by seat


@lru_cache(maxsize=1 << 12)
def _call_of(m: int, who: int) -> tuple:
    """decode_meld's answer and the tiles a call takes from the hand (all but the claimed one), worked out once."""
    kind, tiles, tile, source = decode_meld(m, who)
    return kind, tiles, tile, source, tuple(t for t in tiles if t != tile)


class _Reader:
    """One game's tags, read in order; `deal` holds the deal being played."""

    def __init__(self, label: str, text: str, ruleset: str | None, plays: list | None = None, bulk: bool = True):
        self.label = label
        self.bulk = bulk  # runs of draws and discards applied at once, tags of play read in one step (else every
        # tag is read by itself)
        self.ruleset = ruleset  # the record's `ruleset`, where the caller names one
        self.text = text
        self.records: list[dict] = []
        self.red = True
        self.rounds = 2  # a log without GO (the oldest) is a game of East and South
        self.options: dict = {}
        self.place = 0      # the offset of the tag being read, which messages show
        self.deal: Deal | None = None  # the deal being read, from INIT to its end
        self.deals = 0      # deals begun
        self.scores: list[int] = []   # each seat's score as the deal began
        self.final = None   # the game's end, where the deal's last tag gives it
        self.shown = None   # the seats whose hands a drawn deal shows
        self.plays = plays  # each deal's play (plays.py), where the caller keeps them
        self.started = self.ended = False  # <mjloggm> read; </mjloggm> read
        self.handlers = {"INIT": self.init, "N": self.call, "REACH": self.reach, "DORA": self.dora,
                         "AGARI": self.agari, "RYUUKYOKU": self.ryuukyoku}

    # ------------------------------------------------------------------ errors

    def error(self, code: str, message: str) -> LogError:
        where = f"deal {self.deals}, " if self.deal is not None else ""
        if self.place >= len(self.text):
            shown = "the end of the file"
        else:
            end = self.text.find(">", self.place)
            shown = self.text[self.place:end + 1 if 0 <= end < self.place + 80 else self.place + 77]
            shown = shown if len(shown) <= 80 and end >= 0 else shown[:77] + "..."
            shown = repr(shown)[1:-1] if not shown.isprintable() else shown
        return LogError(code, f"{self.label}: {where}offset {self.place} ({shown}): {message}", self.records)

    def number_list(self, attrs: dict, name: str, count: int | None = None, low: int = -10 ** 9,
                    high: int = 10 ** 9, required: bool = True) -> list[int]:
        value = attrs.get(name)
        if value.__class__ is tuple:  # the C scanner's numbers (of a value _NUMBERS matches, so written back alike)
            if (count is None or len(value) == count) and low <= min(value) and max(value) <= high:
                return list(value)
            value = ",".join(map(str, value))
        if value and _NUMBERS.fullmatch(value):  # as logs write them: checked at once, the message found below
            numbers = list(map(int, value.split(",")))
            if (count is None or len(numbers) == count) and low <= min(numbers) and max(numbers) <= high:
                return numbers
        if value is None:
            if required:
                raise self.error("bad_attribute", f"the attribute {name} is missing")
            return []
        if value == "":
            numbers = []
        elif not _NUMBERS.fullmatch(value):
            raise self.error("bad_attribute", f"{name}={value[:40]!r} is not a list of whole numbers")
        else:
            numbers = list(map(int, value.split(",")))
        if count is not None and len(numbers) != count:
            raise self.error("bad_attribute", f"{name} has {len(numbers)} numbers, not {count}")
        if numbers and (min(numbers) < low or max(numbers) > high):
            outside = next(n for n in numbers if not low <= n <= high)
            raise self.error("bad_attribute", f"{name} holds {outside}, outside {low}..{high}")
        return numbers

    def number(self, attrs: dict, name: str, low: int, high: int) -> int:
        value = attrs.get(name)
        if value.__class__ is tuple and len(value) == 1 and low <= value[0] <= high:  # the C scanner's
            return value[0]
        if value is not None and value in _SMALL:  # a plain small number, as logs write them
            number = int(value)
            if low <= number <= high:
                return number
        return self.number_list(attrs, name, 1, low, high)[0]

    def tiles(self, attrs: dict, name: str, required: bool = True) -> list[int]:
        value = attrs.get(name)
        if value.__class__ is tuple:  # the C scanner's numbers
            if _TILE_IDS.issuperset(value):
                return list(value)
            value = ",".join(map(str, value))
        elif value is None and not required:  # an optional attribute left out, as number_list takes it
            return []
        if value:
            try:  # tile ids written plainly, as logs write them; anything else is read and checked below
                return list(map(_SMALL.__getitem__, value.split(",")))
            except KeyError:
                pass
        numbers = self.number_list(attrs, name, None, -10 ** 9, 10 ** 9, required)
        for t in numbers:
            if not 0 <= t < 136:
                raise self.error("bad_tile", f"{name} holds {t}: tile ids are 0..135")
        return numbers

    # ------------------------------------------------------------------ the game

    def read(self) -> list[dict]:
        text = self.text
        before = text.find("<")
        if before < 0:
            before = len(text)
        if before and not text[:before].isspace():
            self.place = 0
            raise self.error("not_a_log", "text before the first tag: not a Tenhou mjlog")
        length = len(text)
        handlers = self.handlers
        live = False  # reading in bulk, between <mjloggm> and </mjloggm> (which only `tag` reads)
        for step in _STEP.finditer(text, before):
            name, attributes, run = step.group(1, 2, 4)
            self.place = at = step.start()
            if name is not None and live:
                # A tag of play, well formed: what `tag` would pass, read in one step. Its attributes are
                # ` name="value"` over and over, so cutting at the quotes gives each name and value.
                parts = attributes.split('"')
                handlers[name](dict(zip("".join(parts[0::2]).replace("=", " ").split(), parts[1::2])))
            else:
                self.tag(text[at + 1:step.start(4)], not run and step.end() == length)
                live = self.bulk and self.started and not self.ended
            if run and not (live and self.run(run)):
                self.one_by_one(run, step.start(4))
        if not self.started:
            self.place = 0
            raise self.error("not_a_log", "not a Tenhou mjlog (no <mjloggm> tag)")
        self.place = len(text)
        self.end_deal()
        if self.deal is not None:
            raise self.error("cut_short", "the file ends in the middle of a deal: it is cut short")
        if not self.ended:
            raise self.error("cut_short", "the file ends without </mjloggm>: it is cut short")
        return self.records

    def read_steps(self, steps: list) -> list[dict]:
        """The records of the C scanner's steps (scanner.py) of a whole file; _Unplain, or the error of a rule broken
        (without the place, which the steps do not keep), where the file must be read from its text instead."""
        self.started = True
        handlers = dict(self.handlers, GO=self.go, UN=self.players, **{"/mjloggm": self.close})
        apply_run = scanner.apply_run  # the scanner's module has it beside scan
        for key, payload in steps:
            if key.__class__ is int:  # a run of draws and discards, from place `key` of the turn cycle
                d = self.deal
                if d is None:
                    raise _Unplain
                done = apply_run(d, key, payload)  # 0 where `key` is not the deal's next_step
                if done != 1:
                    raise RunBroken if done else _Unplain
            else:
                handlers[key](payload)
        self.end_deal()
        if self.deal is not None or not self.ended:
            raise _Unplain
        return self.records

    def run(self, run: str) -> bool:
        """A run of draw and discard tags applied at once where the deal can take it (deal.py's `run`); False, with
        nothing changed, where it cannot (its tags are then read one by one, whose checks give the message)."""
        d = self.deal
        if d is None:
            return False
        first = d.next_step()
        seats = run.translate(_RUN_SEATS)  # the tags' letters: TDUEVF...
        if first < 0 or not _TURN_ORDER.startswith(seats, first):
            return False
        try:
            tiles = list(map(_TILE_OF_TAG.__getitem__, run[1:-2].split("/><")))
        except KeyError:  # a tile id beyond 135, or written with a leading zero
            return False
        return d.run(first, tiles)

    def one_by_one(self, run: str, start: int) -> None:
        """A run of draw and discard tags (`run`, at offset `start`) read tag by tag."""
        pieces = run.split("<")
        pos = start
        for index in range(1, len(pieces)):
            self.place = pos
            self.tag(pieces[index], False)
            pos += len(pieces[index]) + 1

    def tag(self, piece: str, final: bool) -> None:
        """One tag: `piece` is its text after its '<' up to the next (`final` where the file ends there)."""
        started = self.started
        end = piece.find(">")
        if end < 0:
            if final:
                raise self.error("cut_short" if started else "not_a_log", "the file ends inside a tag: it is "
                                 "cut short" if started else "not a Tenhou mjlog (no <mjloggm> tag)")
            raise self.error("bad_tag" if started else "not_a_log", "a tag holds a '<'")
        if end + 1 != len(piece) and not piece[end + 1:].isspace():
            raise self.error("bad_tag" if started else "not_a_log", "text between tags, where mjlog has none")
        seat = _SEAT.get(piece[:1])
        if seat is not None and piece[end - 1:end] == "/" and started and _DIGITS.fullmatch(piece, 1, end - 1):
            tile = int(piece[1:end - 1]) if end <= 5 else 136
            if tile >= 136 or (piece[1] == "0" and end > 3):
                raise self.error("bad_tile", f"tile id {piece[1:end - 1]}: tile ids are 0..135")
            d = self.deal  # draws and discards, most of a game's tags, go straight to the deal
            if d is None or d.end is not None:
                raise self.error("bad_play", f"a {'draw' if piece[0] in 'TUVW' else 'discard'} outside a deal")
            if piece[0] in "TUVW":
                d.draw(seat, tile)
            else:
                d.discard(seat, tile)
            return
        body = piece[:end]
        if body.startswith(("?", "!")):  # an XML declaration or comment
            if started:
                raise self.error("bad_tag", "a declaration inside the log")
            return
        tag = _TAG.fullmatch(body)
        if tag is None:
            raise self.error("not_a_log" if not started else "bad_tag", "not a tag of mjlog's form")
        closing, name = tag.group(1), tag.group(2)
        if not started:
            if name != "mjloggm" or closing:
                raise self.error("not_a_log", "the file does not begin with <mjloggm>: not a Tenhou mjlog")
            self.started = True
            return
        if self.ended:
            raise self.error("bad_tag", "a tag after </mjloggm>")
        if closing:
            if name != "mjloggm":
                raise self.error("bad_tag", f"a closing tag </{name}> where mjlog has none")
            self.close(None)
            return
        attrs = dict(_ATTR.findall(tag.group(3)))
        handler = self.handlers.get(name)
        if handler is not None:
            handler(attrs)
        elif name == "GO":
            self.go(attrs)
        elif name == "UN":
            self.players(attrs)
        elif name in ("SHUFFLE", "TAIKYOKU", "BYE"):
            pass  # the wall's seed, the game's start, a disconnection: nothing a record holds
        else:
            raise self.error("bad_tag", f"an unknown tag <{name}>")

    def close(self, _attrs: None) -> None:
        """</mjloggm>: the game's end."""
        self.end_deal()
        self.ended = True

    def players(self, attrs: dict) -> None:
        """UN, the players' names: a game's first one without a fourth player is of three players."""
        if self.deal is None and attrs.get("n3", None) == "" and self.deals == 0:
            raise self.error("three_player", "a three-player game (no fourth player): the riichi ruleset is "
                                             "four-player")

    def go(self, attrs: dict) -> None:
        kind = self.number(attrs, "type", 0, 2 ** 30)
        if kind & THREE_PLAYER:
            raise self.error("three_player", "a three-player game (GO type has the three-player bit): the riichi "
                                             "ruleset is four-player")
        self.red = not kind & NO_RED
        self.options = {"open_tanyao": False} if kind & NO_OPEN_TANYAO else {}
        self.rounds = 2 if kind & EAST_SOUTH else 1

    def final_of(self, attrs: dict) -> dict | None:
        """The game's end as `owari` gives it, where this tag has it: each seat's score and final points."""
        value = attrs.get("owari")
        if value is None:
            return None
        parts = value.split(",")
        if len(parts) != 8 or not all((_POINTS if i % 2 else _SCORE).fullmatch(p) for i, p in enumerate(parts)):
            raise self.error("bad_attribute", f"owari={value[:60]!r} is not four scores and four points")
        return {"scores": [100 * int(parts[2 * s]) for s in range(4)],
                "points": [float(parts[2 * s + 1]) for s in range(4)]}

    # ------------------------------------------------------------------ a deal

    def end_deal(self) -> None:
        """The deal over (its wins or its draw read) becomes a record; a deal still being played stays."""
        if self.deal is not None and self.deal.end is not None:
            self.finish()

    def playing(self, what: str) -> Deal:
        """The deal being played, before its end; else the log breaks its order."""
        d = self.deal
        if d is None or d.end is not None:
            raise self.error("bad_play", f"{what} outside a deal")
        return d

    def init(self, attrs: dict) -> None:
        self.end_deal()
        if self.deal is not None:
            raise self.error("cut_short", "a new deal begins before the last one ended")
        self.deals += 1
        seed = self.number_list(attrs, "seed", 6, 0, 10 ** 6)
        if seed[0] >= 16:
            raise self.error("bad_attribute", f"round {seed[0]}: mjlog counts rounds 0..15 (East 1 to North 4)")
        if seed[5] >= 136:
            raise self.error("bad_tile", f"the dora indicator {seed[5]}: tile ids are 0..135")
        dealer = self.number(attrs, "oya", 0, 3)
        ten = self.number_list(attrs, "ten", 4)
        dealt = [self.tiles(attrs, name) for name in _DEALT]
        for s, tiles in enumerate(dealt):
            if not tiles:
                raise self.error("three_player", f"seat {s} is dealt no tiles: a three-player game (the riichi "
                                                 "ruleset is four-player)")
        self.deal = None  # a deal that cannot begin is no deal: its error names no deal of the game
        self.deal = Deal(self.error, _tile_id, dealt, seed[5], dealer=dealer, round_number=seed[0], honba=seed[1],
                         sticks=seed[2], unique=True, keep_play=self.plays is not None)
        self.scores = [100 * t for t in ten]
        self.final = None
        self.shown = None

    def call(self, attrs: dict) -> None:
        d = self.playing("a call")
        who = self.number(attrs, "who", 0, 3)
        m = self.number(attrs, "m", 0, 65535)
        try:
            kind, tiles, tile, source, used = _call_of(m, who)
        except ValueError as exc:
            raise self.error("bad_attribute", f"m={m}: {exc}") from None
        if kind == "concealed":
            d.concealed_kong(who, tiles)
        elif kind == "added":
            d.added_kong(who, tile, tiles[:3])
        else:
            d.call(who, kind, source, tile, list(used))

    def reach(self, attrs: dict) -> None:
        d = self.playing("a riichi")
        who = self.number(attrs, "who", 0, 3)
        step = self.number(attrs, "step", 1, 2)
        if step == 1:
            d.declare(who)
        else:
            d.accept(who)

    def dora(self, attrs: dict) -> None:
        d = self.playing("a dora indicator")
        tile = self.tiles(attrs, "hai")
        if len(tile) != 1:
            raise self.error("bad_attribute", "hai names one tile")
        d.add_dora(tile[0])

    # ------------------------------------------------------------------ the end of a deal

    def agari(self, attrs: dict) -> None:
        d = self.deal
        if d is None:
            raise self.error("bad_play", "a win outside a deal")
        who = self.number(attrs, "who", 0, 3)
        source = self.number(attrs, "fromWho", 0, 3)
        self.final = self.final_of(attrs) or self.final
        names = NAMES[self.red]
        ura = self.tiles(attrs, "doraHaiUra", required=False)
        if ura and d.end is None and not d.declared[who]:
            raise self.error("inconsistent", "ura-dora indicators for a winner who did not declare riichi")
        win = d.win(who, source, names, ura)
        tile, concealed = win["_tile"], win["_hand"]
        # What the platform says must agree with the events (where it does not, the log breaks its own rules).
        shown = self.tiles(attrs, "hai")
        if sorted(shown) != sorted(concealed + [tile]):
            raise self.error("inconsistent", f"seat {who}'s hand in AGARI is not the hand its draws, discards and "
                                             "calls leave")
        if self.tiles(attrs, "machi") != [tile]:
            raise self.error("inconsistent", f"the winning tile in AGARI is not tile {tile}, the one taken")
        shown_melds = []
        for m in self.number_list(attrs, "m", None, 0, 65535, required=False):
            try:
                shown_melds.append(sorted(_decode(m, who)[1]))
            except ValueError as exc:
                raise self.error("bad_attribute", f"m holds {m}: {exc}") from None
        if sorted(shown_melds) != sorted(sorted(meld["tiles"]) for meld in d.melds[who]):
            raise self.error("inconsistent", f"seat {who}'s melds in AGARI are not the calls it made")
        if sorted(self.tiles(attrs, "doraHai")) != sorted(d.dora):
            raise self.error("inconsistent", "the dora indicators in AGARI are not those shown during the deal")
        ten = self.number_list(attrs, "ten", 3, 0, 10 ** 7)
        yaku = self.number_list(attrs, "yaku", None, 0, 1000, required=False)
        yakuman = self.number_list(attrs, "yakuman", None, 0, 1000, required=False)
        if len(yaku) % 2 or max(yaku[::2] + yakuman, default=0) >= len(YAKU_NAMES) or ten[2] >= len(LIMITS):
            raise self.error("bad_attribute", "an unknown yaku id or limit")
        sc = self.number_list(attrs, "sc", 8)
        ba = self.number_list(attrs, "ba", 2, 0, 10 ** 6)
        result = {"winner": who, "fu": ten[0], "han": 13 * len(yakuman) if yakuman else sum(yaku[1::2]),
                  "points": ten[1], "limit": LIMITS[ten[2]],
                  "yaku": [[y, h, YAKU_NAMES[y]] for y, h in zip(yaku[::2], yaku[1::2])],
                  "yakuman": [[y, YAKU_NAMES[y]] for y in yakuman], "ba": ba}
        if "paoWho" in attrs:
            result["pao"] = self.number(attrs, "paoWho", 0, 3)
        d.add_result(result, [100 * change for change in sc[1::2]])

    def ryuukyoku(self, attrs: dict) -> None:
        d = self.playing("a drawn deal")
        kind = attrs.get("type", "")
        self.final = self.final_of(attrs)
        if kind and kind not in DRAWS:
            raise self.error("bad_attribute", f"type={kind[:20]!r}: an unknown way for a deal to be drawn")
        sc = self.number_list(attrs, "sc", 8)
        self.shown = [s for s in range(4) if f"hai{s}" in attrs]
        if kind in ("", "nm"):
            d.exhaustive(kind == "nm")
        else:
            d.abortive(kind)
        d.add_result(None, [100 * change for change in sc[1::2]])

    def finish(self) -> None:
        """The deal's record, from its state; the deal is over."""
        d = self.deal
        record = d.record(f"{self.label}:{self.deals}", NAMES[self.red], self.ruleset, self.options)
        meta = {"log": "tenhou", "file": self.label, "deal": self.deals, "round": d.round,
                "end": d.end, "changes": d.deal_changes(), "wins": d.results, "rounds": self.rounds}
        if self.final:
            meta["final"] = self.final
        if self.shown is not None:
            meta["ready"] = self.shown
        record["meta"] = meta
        self.records.append(record)
        if self.plays is not None:
            play = d.play(self.scores, self.red)
            play.update(options=dict(self.options), rounds=self.rounds, final=self.final)
            self.plays.append(play)
        self.deal = None


def _tile_id(tile: int) -> str:
    """A tile id in a message."""
    return f"tile {tile}"


def read_tenhou(source: str | Path | bytes, name: str | None = None, ruleset: str | None = None) -> list[dict]:
    """The hand records of one Tenhou mjlog (a path, or the file's bytes), one per deal, each naming `ruleset` where
    one is given; a LogError if it cannot be."""
    label, data = read_source(source, name)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LogError("unreadable", f"{label}: offset {exc.start}: not UTF-8 text, so not an mjlog") from None
    return _read(label, data, text, ruleset)


def _read(label: str, data: bytes, text: str, ruleset: str | None, native: bool = True) -> list[dict]:
    """The records of one mjlog's bytes `data` and its text: from the C scanner's steps where it reads them plainly
    (unless `native` is False), else from the text, which words every error."""
    if native and scanner.scan is not None:
        steps = scanner.scan(data)
        if steps is not None:
            try:
                return _Reader(label, text, ruleset).read_steps(steps)
            except (LogError, RunBroken, _Unplain):
                pass  # read again from the text, whose error names the place
    try:
        return _Reader(label, text, ruleset).read()
    except RunBroken:  # a run of draws and discards broke a rule midway: read again tag by tag, for the message
        return _Reader(label, text, ruleset, bulk=False).read()


def tenhou_plays(source: str | Path | bytes, name: str | None = None) -> list[dict]:
    """Each deal's play (plays.py) of one Tenhou mjlog, for the writers of the other formats; a LogError as
    read_tenhou raises it."""
    label, data = read_source(source, name)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LogError("unreadable", f"{label}: offset {exc.start}: not UTF-8 text, so not an mjlog") from None
    plays: list = []
    _Reader(label, text, None, plays).read()
    return plays
