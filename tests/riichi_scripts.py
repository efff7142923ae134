"""Riichi deals written by hand for the log readers' tests, each rendered in both formats the tests read: mjai's JSON
lines and a tenhou.net/6 log.

A Script is a deal's hands and its play step by step, in tile names as records write them (`5m`, `0m` a red five,
`1z`..`7z`). Where a step leaves its tile out, a spare tile comes from what the wall still holds (middle tiles first,
so that a seat's spare discards never make nagashi mangan by chance). The renderers here are the tests' own, written
from the formats' descriptions, not the project's writers.
"""

from __future__ import annotations

import json
from collections import Counter

KINDS = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]
MIDDLE = [f"{n}{s}" for n in (2, 3, 4, 6, 7, 8) for s in "mps"]
YAOJIU = [f"{n}{s}" for n in (1, 9) for s in "mps"] + [f"{n}z" for n in range(1, 8)]
SPARES = MIDDLE + YAOJIU


def mjai_tile(tile: str) -> str:
    if tile[1] == "z":
        return "ESWNPFC"[int(tile[0]) - 1]
    return f"5{tile[1]}r" if tile[0] == "0" else tile


def tenhou6_tile(tile: str) -> int:
    if tile[0] == "0":
        return 51 + "mps".index(tile[1])
    return 10 * ("mpsz".index(tile[1]) + 1) + int(tile[0])


def split(text: str) -> list[str]:
    """A tile string as tiles: 123m0p -> 1m 2m 3m 0p."""
    tiles, digits = [], ""
    for c in text:
        if c.isdigit():
            digits += c
        else:
            tiles += [d + c for d in digits]
            digits = ""
    return tiles


class Script:
    """One deal: its hands dealt and each step of its play."""

    def __init__(self, hands: list[str], dora: str = "1z", dealer: int = 0, wind: str = "E", honba: int = 0,
                 sticks: int = 0, keep: str = ""):
        self.wall = Counter({k: 4 for k in KINDS})
        for suit in "mps":
            self.wall[f"5{suit}"], self.wall[f"0{suit}"] = 3, 1
        self.keep = Counter(split(keep))  # tiles later steps name: no spare takes them
        self.hands = [split(h) for h in hands]
        self.dora, self.uras = [dora], []
        for tile in [dora, *[t for h in self.hands for t in h]]:
            self.take(tile)
        self.dealer, self.wind, self.honba, self.sticks = dealer, wind, honba, sticks
        self.steps: list[tuple] = []
        self.drawn = [None] * 4
        self.last = None       # (seat, tile) of the last discard
        self.declaring = None  # a seat whose riichi discard has not yet passed
        self.pungs: dict = {}  # (seat, tile kind) -> (source, claimed, used)

    def take(self, tile: str) -> None:
        assert self.wall[tile] > 0, f"a fifth {tile}"
        self.wall[tile] -= 1

    def spare(self, pool=SPARES) -> str:
        tile = next(t for t in pool if self.wall[t] > self.keep[t])
        self.take(tile)
        return tile

    def accept(self) -> None:
        if self.declaring is not None:
            self.steps.append(("accepted", self.declaring))
            self.declaring = None

    # ------------------------------------------------------------------ play

    def draw(self, seat: int, tile: str | None = None, pool=SPARES) -> str:
        self.accept()
        if tile is None:
            tile = self.spare(pool)
        else:
            self.keep[tile] -= 1
            self.take(tile)
        self.drawn[seat] = tile
        self.steps.append(("draw", seat, tile))
        return tile

    def discard(self, seat: int, tile: str | None = None, riichi: bool = False) -> None:
        tsumogiri = tile is None
        tile = self.drawn[seat] if tsumogiri else tile
        if riichi:
            self.steps.append(("riichi", seat))
        self.steps.append(("discard", seat, tile, tsumogiri, riichi))
        self.drawn[seat] = None
        self.last = (seat, tile)
        if riichi:
            self.declaring = seat

    def turns(self, seat: int, count: int, pools: dict | None = None) -> int:
        """`count` turns of a spare drawn and discarded, from `seat` on; the seat whose turn follows."""
        for i in range(count):
            s = (seat + i) % 4
            self.draw(s, pool=(pools or {}).get(s, SPARES))
            self.discard(s)
        return (seat + count) % 4

    def call(self, seat: int, kind: str, used: str) -> None:
        """A chow, pung or kong of the last discard."""
        self.accept()
        source, tile = self.last
        used_tiles = split(used)
        self.steps.append(("call", seat, kind, source, tile, used_tiles))
        if kind == "pung":
            self.pungs[seat, tile.replace("0", "5")] = (source, tile, used_tiles)

    def concealed_kong(self, seat: int, tiles: str) -> None:
        self.steps.append(("concealed", seat, split(tiles)))

    def added_kong(self, seat: int, tile: str) -> None:
        self.steps.append(("added", seat, tile))

    def turn_dora(self, tile: str) -> None:
        self.keep[tile] -= 1
        self.take(tile)
        self.dora.append(tile)
        self.steps.append(("dora", tile))

    def win(self, seat: int, source: int | None = None, deltas=(0, 0, 0, 0), ura: str = "", account=()) -> None:
        """A win: a self-draw where `source` is left out; `account` the tenhou.net/6 points and yaku."""
        if ura and not self.uras:
            self.uras = split(ura)
            for tile in self.uras:
                self.take(tile)
        self.steps.append(("win", seat, seat if source is None else source, list(deltas), bool(ura), list(account)))

    def drawn_deal(self, kind: str, deltas=None, reason: str | None = None) -> None:
        """A drawn deal: the tenhou.net/6 result's word (流局, 九種九牌, ...) and mjai's reason, if any."""
        if kind != "三家和了":
            self.accept()
        self.steps.append(("drawn", kind, list(deltas) if deltas is not None else None, reason))

    # ------------------------------------------------------------------ the formats

    def mjai(self) -> list[dict]:
        """The deal as mjai events, start_kyoku to end_kyoku."""
        events = [{"type": "start_kyoku", "bakaze": mjai_tile("1234"["ESWN".index(self.wind)] + "z"),
                   "dora_marker": mjai_tile(self.dora[0]), "kyoku": (self.dealer % 4) + 1, "honba": self.honba,
                   "kyotaku": self.sticks, "oya": self.dealer, "scores": [25000] * 4,
                   "tehais": [[mjai_tile(t) for t in h] for h in self.hands]}]
        for step in self.steps:
            what = step[0]
            if what == "draw":
                events.append({"type": "tsumo", "actor": step[1], "pai": mjai_tile(step[2])})
            elif what == "discard":
                events.append({"type": "dahai", "actor": step[1], "pai": mjai_tile(step[2]), "tsumogiri": step[3]})
            elif what == "riichi":
                events.append({"type": "reach", "actor": step[1]})
            elif what == "accepted":
                events.append({"type": "reach_accepted", "actor": step[1]})
            elif what == "call":
                _what, seat, kind, source, tile, used = step
                events.append({"type": {"chow": "chi", "pung": "pon", "kong": "daiminkan"}[kind], "actor": seat,
                               "target": source, "pai": mjai_tile(tile), "consumed": [mjai_tile(t) for t in used]})
            elif what == "concealed":
                events.append({"type": "ankan", "actor": step[1], "consumed": [mjai_tile(t) for t in step[2]]})
            elif what == "added":
                _source, claimed, used = self.pungs[step[1], step[2].replace("0", "5")]
                events.append({"type": "kakan", "actor": step[1], "pai": mjai_tile(step[2]),
                               "consumed": [mjai_tile(t) for t in [claimed, *used]]})
            elif what == "dora":
                events.append({"type": "dora", "dora_marker": mjai_tile(step[1])})
            elif what == "win":
                _what, seat, source, deltas, ura, _account = step
                event = {"type": "hora", "actor": seat, "target": source, "deltas": deltas}
                if ura:
                    event["ura_markers"] = [mjai_tile(t) for t in self.uras]
                events.append(event)
            elif what == "drawn":
                _what, _kind, deltas, reason = step
                event = {"type": "ryukyoku"}
                if reason is not None:
                    event["reason"] = reason
                if deltas is not None:
                    event["deltas"] = deltas
                events.append(event)
        return events + [{"type": "end_kyoku"}]

    def tenhou6(self) -> list:
        """The deal as one of a tenhou.net/6 log's deals."""
        takes: list[list] = [[], [], [], []]
        discards: list[list] = [[], [], [], []]
        result: list = []
        back = {3: 0, 2: 2, 1: 4}  # where a pung's letter stands, by how many seats back the tile came from
        for step in self.steps:
            what = step[0]
            if what == "draw":
                takes[step[1]].append(tenhou6_tile(step[2]))
            elif what == "discard":
                _what, seat, tile, tsumogiri, riichi = step
                number = 60 if tsumogiri else tenhou6_tile(tile)
                discards[seat].append(f"r{number}" if riichi else number)
            elif what == "call":
                _what, seat, kind, source, tile, used = step
                own = [str(tenhou6_tile(t)) for t in used]
                letter = {"chow": "c", "pung": "p", "kong": "m"}[kind] + str(tenhou6_tile(tile))
                place = back[(source - seat) % 4] // 2
                if kind == "kong" and place == 2:
                    place = 3
                takes[seat].append("".join(own[:place] + [letter] + own[place:]))
                if kind == "kong":
                    discards[seat].append(0)
            elif what == "concealed":
                numbers = [str(tenhou6_tile(t)) for t in step[2]]
                discards[step[1]].append("".join(numbers[:3]) + "a" + numbers[3])
            elif what == "added":
                source, claimed, used = self.pungs[step[1], step[2].replace("0", "5")]
                own = [str(tenhou6_tile(t)) for t in used]
                place = back[(source - step[1]) % 4] // 2
                text = f"k{tenhou6_tile(step[2])}{tenhou6_tile(claimed)}"
                discards[step[1]].append("".join(own[:place] + [text] + own[place:]))
            elif what == "win":
                _what, seat, source, deltas, _ura, account = step
                result += [deltas, [seat, source, seat, *account]]
            elif what == "drawn":
                _what, kind, deltas, _reason = step
                result = [kind] + ([deltas] if deltas is not None else [])
        if result and not isinstance(result[0], str):
            result = ["和了"] + result
        deal = [[4 * "ESWN".index(self.wind) + self.dealer, self.honba, self.sticks], [25000] * 4,
                [tenhou6_tile(t) for t in self.dora], [tenhou6_tile(t) for t in self.uras]]
        for s in range(4):
            deal += [[tenhou6_tile(t) for t in self.hands[s]], takes[s], discards[s]]
        return deal + [result]


def mjai_log(*scripts: Script) -> bytes:
    events = [{"type": "start_game", "names": ["a", "b", "c", "d"]}]
    for script in scripts:
        events += script.mjai()
    events.append({"type": "end_game"})
    return "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in events).encode("utf-8")


def tenhou6_log(*scripts: Script, disp: str = "般南喰赤") -> bytes:
    log = {"title": ["a test", ""], "name": ["a", "b", "c", "d"], "rule": {"disp": disp, "aka": 1},
           "log": [s.tenhou6() for s in scripts]}
    return json.dumps(log, ensure_ascii=False).encode("utf-8")
