"""Tenhou's mjlog XML (plain or gzipped) read into hand records of the riichi ruleset, one per deal.

Every field a scorer reads is worked out from the game's events (the deal's hands, draws, discards, calls,
riichi and dora tags); the platform's own result of each deal (AGARI's ten, yaku and sc, RYUUKYOKU's sc) is only
carried along in the record's `meta`, and checked against the events where they must agree (docs/guide/logs.md).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import LogError, read_source


# The wall: 136 tiles, 52 dealt, 14 in the dead wall; a kong's replacement comes from the dead wall, which takes
# the live wall's last tile in its place, so the seats draw 70 tiles in all, replacements included.
WALL_DRAWS = 70

# GO's `type` bits (a bitmask of the room's rules).
NO_RED = 0x02
NO_OPEN_TANYAO = 0x04
THREE_PLAYER = 0x10
EAST_SOUTH = 0x08  # GO type: two rounds (East and South); without it, East only

RED_IDS = (16, 52, 88)  # the first copy of 5m, 5p and 5s: the red five where the room plays them

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
# Numbers as number_text.whole_number reads them: the ASCII digits alone (re's \d and str.isdigit take others, which
# int() then reads, or refuses with a ValueError), no leading zero, at most 9 digits.
_NUMBER = r"-?(?:0|[1-9][0-9]{0,8})"
_NUMBERS = re.compile(rf"{_NUMBER}(?:,{_NUMBER})*")
_DIGITS = re.compile(r"[0-9]+")

_SUIT = "mpsz"


def _names(red: bool) -> list[str]:
    """Each tile id's name, with the red fives written 0 where the room plays them."""
    names = []
    for tile in range(136):
        kind = tile >> 2
        if red and tile in RED_IDS:
            names.append("0" + _SUIT[kind // 9])
        else:
            names.append(str(kind % 9 + 1) + _SUIT[kind // 9])
    return names


NAMES = {True: _names(True), False: _names(False)}


def tiles_text(tiles, names) -> str:
    """Tile ids as a tile string, suit by suit: 123m406p11z."""
    by_suit = ["", "", "", ""]
    for t in sorted(tiles):
        by_suit[t // 36] += names[t][0]
    return "".join(digits + suit for digits, suit in zip(by_suit, _SUIT) if digits)


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


def _complete(counts: list[int], sets: int) -> bool:
    """Whether `counts` (by kind) is `sets` sets and a pair."""
    for k in range(34):
        if counts[k] >= 2:
            counts[k] -= 2
            ok = _sets(counts, 0)
            counts[k] += 2
            if ok:
                return True
    return False


def _sets(counts: list[int], k: int) -> bool:
    """Whether `counts` from kind `k` on is made of sets (pungs and chows) alone."""
    while k < 34 and counts[k] == 0:
        k += 1
    if k == 34:
        return True
    if counts[k] >= 3:
        counts[k] -= 3
        ok = _sets(counts, k)
        counts[k] += 3
        if ok:
            return True
    if k < 27 and k % 9 <= 6 and counts[k + 1] and counts[k + 2]:
        for j in (k, k + 1, k + 2):
            counts[j] -= 1
        ok = _sets(counts, k)
        for j in (k, k + 1, k + 2):
            counts[j] += 1
        return ok
    return False


_YAOJIU = frozenset(k for k in range(34) if k >= 27 or k % 9 in (0, 8))


def is_ready(concealed, melds) -> bool:
    """Tenpai as Tenhou counts it at a drawn deal: a wait on a kind of which the seat does not hold all four."""
    counts = [0] * 34
    for t in concealed:
        counts[t >> 2] += 1
    held = counts[:]
    for meld in melds:
        for t in meld["ids"]:
            held[t >> 2] += 1
    sets = len(concealed) // 3
    for k in range(34):
        # Only a tile held, or one or two steps from one of its suit, can complete a set or the pair (thirteen
        # orphans aside): the others are passed over, which makes the check several times quicker.
        if held[k] >= 4 or not (counts[k] or k < 27 and any(
                counts[j] for j in range(max(k - 2, k - k % 9), min(k + 3, k - k % 9 + 9)))) and k not in _YAOJIU:
            continue
        counts[k] += 1
        won = _complete(counts, sets) or (not melds and (
            all(c in (0, 2) for c in counts) and counts.count(2) == 7
            or all(counts[y] for y in _YAOJIU) and sum(counts[y] for y in _YAOJIU) == 14))
        counts[k] -= 1
        if won:
            return True
    return False


class _Reader:
    """One game's tags, read in order; `deal` holds the deal being played."""

    def __init__(self, label: str, text: str, ruleset: str | None):
        self.label = label
        self.ruleset = ruleset  # the record's `ruleset`, where the caller names one
        self.text = text
        self.records: list[dict] = []
        self.red = True
        self.rounds = 2  # a log without GO (the oldest) is a game of East and South
        self.options: dict = {}
        self.place = 0      # the offset of the tag being read, which messages show
        self.deal = None    # the deal's state (a dict) from INIT to its end
        self.deals = 0      # deals begun

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
        if value is None:
            if required:
                raise self.error("bad_attribute", f"the attribute {name} is missing")
            return []
        if value == "":
            numbers = []
        elif not _NUMBERS.fullmatch(value):
            raise self.error("bad_attribute", f"{name}={value[:40]!r} is not a list of whole numbers")
        else:
            numbers = [int(x) for x in value.split(",")]
        if count is not None and len(numbers) != count:
            raise self.error("bad_attribute", f"{name} has {len(numbers)} numbers, not {count}")
        for n in numbers:
            if not low <= n <= high:
                raise self.error("bad_attribute", f"{name} holds {n}, outside {low}..{high}")
        return numbers

    def number(self, attrs: dict, name: str, low: int, high: int) -> int:
        return self.number_list(attrs, name, 1, low, high)[0]

    def tiles(self, attrs: dict, name: str, required: bool = True) -> list[int]:
        numbers = self.number_list(attrs, name, None, -10 ** 9, 10 ** 9, required)
        for t in numbers:
            if not 0 <= t < 136:
                raise self.error("bad_tile", f"{name} holds {t}: tile ids are 0..135")
        return numbers

    # ------------------------------------------------------------------ the game

    def read(self) -> list[dict]:
        text = self.text
        started = ended = False
        handlers = {"INIT": self.init, "N": self.call, "REACH": self.reach, "DORA": self.dora, "AGARI": self.agari,
                    "RYUUKYOKU": self.ryuukyoku}
        draw, discard, seats = self.draw, self.discard, _SEAT
        pieces = text.split("<")  # each tag's text after its "<": splitting is far quicker than a pattern
        pos = len(pieces[0])
        if pieces[0] and not pieces[0].isspace():
            self.place = 0
            raise self.error("not_a_log", "text before the first tag: not a Tenhou mjlog")
        last = len(pieces) - 1
        for index in range(1, len(pieces)):
            piece = pieces[index]
            self.place = pos
            pos += len(piece) + 1
            end = piece.find(">")
            if end < 0:
                if index == last:
                    raise self.error("cut_short" if started else "not_a_log", "the file ends inside a tag: it is "
                                     "cut short" if started else "not a Tenhou mjlog (no <mjloggm> tag)")
                raise self.error("bad_tag" if started else "not_a_log", "a tag holds a '<'")
            if end + 1 != len(piece) and not piece[end + 1:].isspace():
                raise self.error("bad_tag" if started else "not_a_log", "text between tags, where mjlog has none")
            seat = seats.get(piece[:1])
            if seat is not None and piece[end - 1:end] == "/" and started and _DIGITS.fullmatch(piece, 1, end - 1):
                tile = int(piece[1:end - 1]) if end <= 5 else 136
                if tile >= 136 or (piece[1] == "0" and end > 3):
                    raise self.error("bad_tile", f"tile id {piece[1:end - 1]}: tile ids are 0..135")
                if piece[0] in "TUVW":
                    draw(seat, tile)
                else:
                    discard(seat, tile)
                continue
            body = piece[:end]
            if body.startswith(("?", "!")):  # an XML declaration or comment
                if started:
                    raise self.error("bad_tag", "a declaration inside the log")
                continue
            tag = _TAG.fullmatch(body)
            if tag is None:
                raise self.error("not_a_log" if not started else "bad_tag", "not a tag of mjlog's form")
            closing, name = tag.group(1), tag.group(2)
            if not started:
                if name != "mjloggm" or closing:
                    raise self.error("not_a_log", "the file does not begin with <mjloggm>: not a Tenhou mjlog")
                started = True
                continue
            if ended:
                raise self.error("bad_tag", "a tag after </mjloggm>")
            if closing:
                if name != "mjloggm":
                    raise self.error("bad_tag", f"a closing tag </{name}> where mjlog has none")
                self.end_deal()
                ended = True
                continue
            attrs = dict(_ATTR.findall(tag.group(3)))
            handler = handlers.get(name)
            if handler is not None:
                handler(attrs)
            elif name == "GO":
                self.go(attrs)
            elif name == "UN":
                if self.deal is None and attrs.get("n3", None) == "" and self.deals == 0:
                    raise self.error("three_player", "a three-player game (no fourth player): the riichi ruleset "
                                                     "is four-player")
            elif name in ("SHUFFLE", "TAIKYOKU", "BYE"):
                pass  # the wall's seed, the game's start, a disconnection: nothing a record holds
            else:
                raise self.error("bad_tag", f"an unknown tag <{name}>")
        pos = len(text)
        if not started:
            self.place = 0
            raise self.error("not_a_log", "not a Tenhou mjlog (no <mjloggm> tag)")
        self.place = len(text)
        self.end_deal()
        if self.deal is not None:
            raise self.error("cut_short", "the file ends in the middle of a deal: it is cut short")
        if not ended:
            raise self.error("cut_short", "the file ends without </mjloggm>: it is cut short")
        return self.records

    def go(self, attrs: dict) -> None:
        kind = self.number(attrs, "type", 0, 2 ** 30)
        if kind & THREE_PLAYER:
            raise self.error("three_player", "a three-player game (GO type has the three-player bit): the riichi "
                                             "ruleset is four-player")
        self.red = not kind & NO_RED
        self.options = {"open_tanyao": False} if kind & NO_OPEN_TANYAO else {}
        self.rounds = 2 if kind & EAST_SOUTH else 1

    def final(self, attrs: dict) -> dict | None:
        """The game's end as `owari` gives it, where this tag has it: each seat's score and final points."""
        value = attrs.get("owari")
        if value is None:
            return None
        parts = value.split(",")
        if len(parts) != 8 or not all(_POINTS.fullmatch(p) for p in parts):
            raise self.error("bad_attribute", f"owari={value[:60]!r} is not four scores and four points")
        return {"scores": [100 * int(parts[2 * s]) for s in range(4)],
                "points": [float(parts[2 * s + 1]) for s in range(4)]}

    # ------------------------------------------------------------------ a deal

    def end_deal(self) -> None:
        """The deal over (its wins or its draw read) becomes a record; a deal still being played stays."""
        if self.deal is not None and self.deal["over"]:
            self.finish()

    def playing(self, what: str) -> dict:
        """The deal being played, before its end; else the log breaks its order."""
        d = self.deal
        if d is None or d["over"]:
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
        self.number_list(attrs, "ten", 4)
        dealt = [self.tiles(attrs, f"hai{s}") for s in range(4)]
        hands = []
        for s, tiles in enumerate(dealt):
            if not tiles:
                raise self.error("three_player", f"seat {s} is dealt no tiles: a three-player game (the riichi "
                                                 "ruleset is four-player)")
        for s, tiles in enumerate(dealt):
            if len(tiles) != 13:
                raise self.error("bad_play", f"seat {s} is dealt {len(tiles)} tiles, not 13")
            hands.append(set(tiles))
        seen = set(seed[5:6])
        for s, tiles in enumerate(hands):
            if len(tiles) != 13 or seen & tiles:
                raise self.error("bad_tile", f"seat {s} is dealt a tile that is dealt twice")
            seen |= tiles
        self.deal = {
            "round": seed[0], "honba": seed[1], "sticks": seed[2], "dealer": dealer,
            "hands": hands, "melds": [[], [], [], []], "seen": seen, "dora": [seed[5]],
            "discards": [[], [], [], []],     # each seat's discards: [tile id, claimed]
            "turn": dealer, "phase": "draw",  # draw: the turn's seat draws; act: it discards; claim: after a discard
            "last": None,                     # the last draw or discard: (seat, tile)
            "drawn": 0,                       # tiles drawn so far (of WALL_DRAWS)
            "replacement": False,             # the turn's seat draws (drew) a kong's replacement
            "chain": 0,                       # kongs the turn's seat made in a row since its last discard
            "calls": 0,                       # calls and kongs made in the deal
            "declaring": [None] * 4,             # per seat: (calls then, first discard) of a riichi declared (step 1)
            "declared": [False] * 4,          # riichi accepted (step 2): the stick is on the table
            "double": [False] * 4,
            "ippatsu": [False] * 4,
            "robbable": None,                 # a kong just declared from the hand: (seat, meld, added tile)
            "wins": [], "results": [], "changes": [0, 0, 0, 0], "over": False,
        }

    def draw(self, seat: int, tile: int) -> None:
        d = self.deal
        if d is None or d["over"]:
            raise self.error("bad_play", "a draw outside a deal")
        if d["robbable"] is not None:
            self.settle_kong()
        if d["phase"] != "draw" and not (d["phase"] == "claim" and seat == (d["turn"] + 1) % 4):
            raise self.error("bad_play", f"seat {seat} draws out of turn")
        if d["phase"] == "claim":
            d["turn"], d["replacement"], d["chain"] = seat, False, 0
        elif seat != d["turn"]:
            raise self.error("bad_play", f"seat {seat} draws where seat {d['turn']} does")
        if tile in d["seen"]:
            raise self.error("bad_tile", f"tile {tile} is drawn but was in play already")
        if d["drawn"] >= WALL_DRAWS:
            raise self.error("bad_play", f"a draw after the wall's {WALL_DRAWS} tiles are drawn")
        d["seen"].add(tile)
        d["hands"][seat].add(tile)
        d["drawn"] += 1
        d["phase"], d["last"] = "act", ("draw", seat, tile)

    def discard(self, seat: int, tile: int) -> None:
        d = self.deal
        if d is None or d["over"]:
            raise self.error("bad_play", "a discard outside a deal")
        if d["robbable"] is not None:
            self.settle_kong()
        if d["phase"] != "act" or seat != d["turn"]:
            raise self.error("bad_play", f"seat {seat} discards out of turn")
        if tile not in d["hands"][seat]:
            raise self.error("bad_play", f"seat {seat} discards tile {tile}, which it does not hold")
        d["hands"][seat].remove(tile)
        d["discards"][seat].append([tile, False])
        d["ippatsu"][seat] = False  # the declarer's own discard after its riichi ends the go-around
        d["chain"] = 0
        d["phase"], d["last"] = "claim", ("discard", seat, tile)

    def call(self, attrs: dict) -> None:
        d = self.playing("a call")
        self.settle_kong()
        who = self.number(attrs, "who", 0, 3)
        m = self.number(attrs, "m", 0, 65535)
        try:
            kind, tiles, tile, source = decode_meld(m, who)
        except ValueError as exc:
            raise self.error("bad_attribute", f"m={m}: {exc}") from None
        hand = d["hands"][who]
        melds = d["melds"][who]
        if kind in ("chow", "pung", "kong"):
            last = d["last"]
            if d["phase"] != "claim" or last is None or last[0] != "discard":
                raise self.error("bad_play", f"seat {who} claims a tile when no discard is there to claim")
            if last[2] != tile or last[1] != source or source == who:
                raise self.error("bad_play", f"seat {who} claims tile {tile} from seat {source}, but the last "
                                             f"discard is tile {last[2]} of seat {last[1]}")
            rest = [t for t in tiles if t != tile]
            if not hand.issuperset(rest):
                raise self.error("bad_play", f"seat {who} calls with tiles it does not hold")
            hand.difference_update(rest)
            d["discards"][source][-1][1] = True
            melds.append({"kind": kind, "ids": tiles, "from": source})
            d["turn"], d["chain"] = who, 0
            d["phase"] = "draw" if kind == "kong" else "act"
            d["last"] = ("call", who, tile)
            d["replacement"] = kind == "kong"
            if kind == "kong":
                d["chain"] = 1
        else:  # a kong declared from the hand, on the seat's own turn
            if d["phase"] != "act" or who != d["turn"]:
                raise self.error("bad_play", f"seat {who} declares a kong out of turn")
            if kind == "concealed":
                if not hand.issuperset(tiles):
                    raise self.error("bad_play", f"seat {who} declares a concealed kong of tiles it does not hold")
                hand.difference_update(tiles)
                meld = {"kind": "kong", "ids": tiles, "concealed": True}
                melds.append(meld)
            else:
                pung = next((x for x in melds if x["kind"] == "pung" and x["ids"][0] >> 2 == tile >> 2), None)
                if pung is None or tile not in hand or sorted(pung["ids"]) != sorted(tiles[:3]):
                    raise self.error("bad_play", f"seat {who} adds tile {tile} to a pung it does not have")
                hand.remove(tile)
                meld = pung
            d["robbable"] = (who, meld, tile, kind)
            d["phase"], d["replacement"] = "draw", True
            d["chain"] += 1
            d["last"] = ("kong", who, tile)
            return  # counted as a call once no one robs it (settle_kong)
        d["calls"] += 1
        d["ippatsu"] = [False] * 4

    def settle_kong(self) -> None:
        """A kong declared from the hand that no one robbed: it is made, and breaks every ippatsu."""
        d = self.deal
        if d is None or d["robbable"] is None:
            return
        _who, meld, tile, kind = d["robbable"]
        d["robbable"] = None
        if kind == "added":
            meld.update(kind="kong", added=True)
            meld["ids"] = meld["ids"] + [tile]
        d["calls"] += 1
        d["ippatsu"] = [False] * 4

    def reach(self, attrs: dict) -> None:
        d = self.playing("a riichi")
        self.settle_kong()
        who = self.number(attrs, "who", 0, 3)
        step = self.number(attrs, "step", 1, 2)
        if step == 1:
            if d["phase"] != "act" or who != d["turn"] or d["declaring"][who] is not None:
                raise self.error("bad_play", f"seat {who} declares riichi out of turn or twice")
            if any(not m.get("concealed") for m in d["melds"][who]):
                raise self.error("bad_play", f"seat {who} declares riichi with an open hand")
            d["declaring"][who] = (d["calls"], not d["discards"][who])
        else:
            last = d["last"]
            if d["declaring"][who] is None or d["declared"][who] or last is None or last[:2] != ("discard", who):
                raise self.error("bad_play", f"seat {who}'s riichi is accepted without its declaring discard")
            calls, first = d["declaring"][who]
            d["declared"][who] = True
            # Double riichi: declared with the first discard, no call or kong before it. The go-around (ippatsu)
            # starts unless a call came between the declaring discard and this tag.
            d["double"][who] = first and calls == 0
            d["ippatsu"][who] = calls == d["calls"]

    def dora(self, attrs: dict) -> None:
        d = self.playing("a dora indicator")
        tile = self.tiles(attrs, "hai")
        if len(tile) != 1:
            raise self.error("bad_attribute", "hai names one tile")
        if tile[0] in d["seen"]:
            raise self.error("bad_tile", f"the dora indicator {tile[0]} was in play already")
        if len(d["dora"]) >= 5:
            raise self.error("bad_play", "a sixth dora indicator")
        d["seen"].add(tile[0])
        d["dora"].append(tile[0])

    # ------------------------------------------------------------------ the end of a deal

    def agari(self, attrs: dict) -> None:
        d = self.deal
        if d is None or d["over"] and not d["wins"]:
            raise self.error("bad_play", "a win outside a deal")
        who = self.number(attrs, "who", 0, 3)
        source = self.number(attrs, "fromWho", 0, 3)
        d["final"] = self.final(attrs) or d.get("final")
        names = NAMES[self.red]
        last = d["last"]
        hand = d["hands"][who]
        melds = d["melds"][who]
        context: dict = {}
        win = {"winner": who}
        chain_meld = None
        if who == source:
            if d["over"] or d["phase"] != "act" or who != d["turn"] or last is None or last[0] != "draw":
                raise self.error("bad_play", f"seat {who} wins by self-draw without a tile just drawn")
            tile = last[2]
            win.update(win_tile=names[tile], by="self_draw")
            concealed = hand - {tile}
            if d["replacement"]:
                context["kong_replacement"] = True
                chain_meld = next(m for m in reversed(melds) if m["kind"] == "kong")
            elif d["drawn"] == WALL_DRAWS:
                context["last_tile"] = True
            if d["calls"] == 0 and not d["discards"][who]:
                context["first_draw"] = True
        else:
            if d["robbable"] is not None and d["robbable"][0] == source:
                _seat, _meld, tile, kind = d["robbable"]
                if kind != "added":
                    raise self.error("unsupported", "a concealed kong robbed (thirteen orphans): a record can "
                                                    "rob an added kong only")
                win.update(win_tile=names[tile], by="robbing_kong", **{"from": source})
            elif d["phase"] == "claim" and last is not None and last[:2] == ("discard", source):
                tile = last[2]
                win.update(win_tile=names[tile], by="discard", **{"from": source})
                if d["drawn"] == WALL_DRAWS:
                    context["last_tile"] = True
            else:
                raise self.error("bad_play", f"seat {who} wins off seat {source}, which has no tile for it to take")
            if any(w["winner"] == who for w in d["wins"]) or (d["wins"] and d["wins"][0].get("from") != source):
                raise self.error("bad_play", "several wins of one deal come off one discard, one each")
            concealed = set(hand)
        if d["declared"][who]:
            context["declared_ready"] = True
            if d["double"][who]:
                context["double_riichi"] = True
            if d["ippatsu"][who]:
                context["ippatsu"] = True
        context["dora_indicators"] = tiles_text(d["dora"], names)
        ura = self.tiles(attrs, "doraHaiUra", required=False)
        if ura:
            if not d["declared"][who]:
                raise self.error("inconsistent", "ura-dora indicators for a winner who did not declare riichi")
            if len(ura) != len(d["dora"]) or d["seen"] & set(ura):
                raise self.error("inconsistent", "the ura-dora indicators are not one under each dora indicator, "
                                                 "or were in play already")
            context["ura_dora_indicators"] = tiles_text(ura, names)
        win["context"] = context
        # What the platform says must agree with the events (where it does not, the log breaks its own rules).
        shown = self.tiles(attrs, "hai")
        if sorted(shown) != sorted(concealed | {tile}):
            raise self.error("inconsistent", f"seat {who}'s hand in AGARI is not the hand its draws, discards and "
                                             "calls leave")
        if self.tiles(attrs, "machi") != [tile]:
            raise self.error("inconsistent", f"the winning tile in AGARI is not tile {tile}, the one taken")
        shown_melds = []
        for m in self.number_list(attrs, "m", None, 0, 65535, required=False):
            try:
                shown_melds.append(sorted(decode_meld(m, who)[1]))
            except ValueError as exc:
                raise self.error("bad_attribute", f"m holds {m}: {exc}") from None
        if sorted(shown_melds) != sorted(sorted(meld["ids"]) for meld in melds):
            raise self.error("inconsistent", f"seat {who}'s melds in AGARI are not the calls it made")
        if sorted(self.tiles(attrs, "doraHai")) != sorted(d["dora"]):
            raise self.error("inconsistent", "the dora indicators in AGARI are not those shown during the deal")
        ten = self.number_list(attrs, "ten", 3, 0, 10 ** 7)
        yaku = self.number_list(attrs, "yaku", None, 0, 1000, required=False)
        yakuman = self.number_list(attrs, "yakuman", None, 0, 1000, required=False)
        if len(yaku) % 2 or any(y >= len(YAKU_NAMES) for y in yaku[::2] + yakuman) or ten[2] >= len(LIMITS):
            raise self.error("bad_attribute", "an unknown yaku id or limit")
        sc = self.number_list(attrs, "sc", 8)
        ba = self.number_list(attrs, "ba", 2, 0, 10 ** 6)
        result = {"winner": who, "fu": ten[0], "han": 13 * len(yakuman) if yakuman else sum(yaku[1::2]),
                  "points": ten[1], "limit": LIMITS[ten[2]],
                  "yaku": [[y, h, YAKU_NAMES[y]] for y, h in zip(yaku[::2], yaku[1::2])],
                  "yakuman": [[y, YAKU_NAMES[y]] for y in yakuman], "ba": ba}
        if "paoWho" in attrs:
            result["pao"] = self.number(attrs, "paoWho", 0, 3)
        d["results"].append(result)
        for s in range(4):
            d["changes"][s] += 100 * sc[2 * s + 1]
        win["_hand"], win["_chain"] = concealed, chain_meld
        d["wins"].append(win)
        d["over"] = True  # another win off the same discard may follow

    def ryuukyoku(self, attrs: dict) -> None:
        d = self.playing("a drawn deal")
        kind = attrs.get("type", "")
        d["final"] = self.final(attrs)
        if kind and kind not in DRAWS:
            raise self.error("bad_attribute", f"type={kind[:20]!r}: an unknown way for a deal to be drawn")
        sc = self.number_list(attrs, "sc", 8)
        for s in range(4):
            d["changes"][s] += 100 * sc[2 * s + 1]
        shown = [s for s in range(4) if f"hai{s}" in attrs]
        d["shown"] = shown
        d["draw"] = kind or "wall"
        if kind in ("", "nm"):
            self.settle_kong()
            if d["drawn"] != WALL_DRAWS or d["phase"] != "claim":
                raise self.error("bad_play", f"an exhaustive draw with {WALL_DRAWS - d['drawn']} tiles left to draw")
            nagashi = [s for s in range(4) if d["discards"][s]
                       and all(not claimed and ((t >> 2) >= 27 or (t >> 2) % 9 in (0, 8))
                               for t, claimed in d["discards"][s])]
            if bool(nagashi) != (kind == "nm"):
                raise self.error("inconsistent", "nagashi mangan " + ("named, but no seat's discards make it" if
                                 kind == "nm" else "made by the discards, but not named"))
            d["wins"] = [{"winner": s, "declared": "nagashi_mangan", "by": "self_draw"} for s in nagashi]
            if not nagashi:
                d["ready"] = [s for s in range(4) if is_ready(d["hands"][s], d["melds"][s])]
        d["over"] = True

    def finish(self) -> None:
        """The deal's record, from its state; the deal is over."""
        d = self.deal
        names = NAMES[self.red]
        players = []
        for s in range(4):
            player: dict = {}
            win = next((w for w in d["wins"] if w["winner"] == s and "_hand" in w), None)
            concealed = win["_hand"] if win is not None else d["hands"][s]
            melds = list(d["melds"][s])
            if win is not None and win["_chain"] is not None:  # the kong a replacement win follows is listed last
                melds.remove(win["_chain"])
                melds.append(win["_chain"])
            if len(concealed) + 3 * len(melds) == 13:
                player["hand"] = tiles_text(concealed, names)
            if melds:
                player["melds"] = [self.meld(m, names) for m in melds]
            if d["declared"][s]:
                player["declared_ready"] = True
            if s in d.get("ready", ()):
                player["ready"] = True
            players.append(player)
        wins = []
        for w in d["wins"]:
            wins.append({k: v for k, v in w.items() if not k.startswith("_")})
        record = {"id": f"{self.label}:{self.deals}", **({"ruleset": self.ruleset} if self.ruleset else {}), "dealer": d["dealer"],
                  "round_wind": "ESWN"[d["round"] // 4], "honba": d["honba"], "riichi_sticks": d["sticks"],
                  "players": players, "wins": wins}
        if self.options:
            record["options"] = dict(self.options)
        # Tenhou's sc counts a score after the stick its seat put down in this deal: the deal's whole change pays it
        changes = [c - 1000 * bool(d["declared"][s]) for s, c in enumerate(d["changes"])]
        meta = {"log": "tenhou", "file": self.label, "deal": self.deals, "round": d["round"],
                "end": d.get("draw", "win"), "changes": changes, "wins": d["results"], "rounds": self.rounds}
        if d.get("final"):
            meta["final"] = d["final"]
        if "shown" in d:
            meta["ready"] = d["shown"]
        record["meta"] = meta
        self.records.append(record)
        self.deal = None

    @staticmethod
    def meld(meld: dict, names) -> dict:
        """A meld of the deal's state as a record writes it."""
        out = {"kind": meld["kind"], "tiles": tiles_text(meld["ids"], names)}
        if meld.get("concealed"):
            out["concealed"] = True
        else:
            out["from"] = meld["from"]
        if meld.get("added"):
            out["added"] = True
        return out


def read_tenhou(source: str | Path | bytes, name: str | None = None, ruleset: str | None = None) -> list[dict]:
    """The hand records of one Tenhou mjlog (a path, or the file's bytes), one per deal, each naming `ruleset` where
    one is given; a LogError if it cannot be."""
    label, data = read_source(source, name)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LogError("unreadable", f"{label}: offset {exc.start}: not UTF-8 text, so not an mjlog") from None
    return _Reader(label, text, ruleset).read()
