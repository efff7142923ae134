"""Random legal Hong Zhong deals (specs/hongzhong.yaml): the three suits and four Red Dragons (7z), which are wild.

A winning hand is drawn as sets and a pair (or seven pairs), then up to four of its tiles are Red Dragons in their
place, so that each deal holds 0 to 4 wilds standing for tiles of every kind; some hands are four Red Dragons and
ten tiles that make nothing. Wins are mostly self-draws, some with birds (bonus tiles); some are off a discard,
which the ruleset refuses unless a record's options let it.
"""

from __future__ import annotations

import random

from tests.deals.tiles import first_legal, name, text

RED = 33  # 7z, the wild
SUITED = tuple(range(27))


class Wall:
    """The 112 tiles: four of each suit tile and of the Red Dragon."""

    def __init__(self):
        self.left = {t: 4 for t in SUITED + (RED,)}

    def take(self, tiles) -> bool:
        need = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        if any(self.left.get(t, 0) < n for t, n in need.items()):
            return False
        for t, n in need.items():
            self.left[t] -= n
        return True


def random_hongzhong_record(rng: random.Random, wilds: int | None = None) -> dict:
    """A Hong Zhong deal whose winner holds `wilds` Red Dragons (0 to 4; by default any number)."""
    return first_legal(lambda: _attempt(rng, rng.choice([0, 0, 1, 1, 2, 3, 4]) if wilds is None else wilds))


def _set(rng: random.Random, suits: list) -> list:
    base = 9 * rng.choice(suits)
    if rng.random() < 0.5:
        low = base + rng.randrange(7)
        return [low, low + 1, low + 2]
    return [base + rng.randrange(9)] * 3


def _attempt(rng: random.Random, wilds: int):
    wall = Wall()
    dealer, winner = rng.randrange(4), rng.randrange(4)
    others = [s for s in range(4) if s != winner]
    suits = rng.choice([[0, 1, 2], [0, 1, 2], [0], [1, 2]])
    players = [{} for _ in range(4)]
    melds = []
    if rng.random() < 0.05:  # four Red Dragons and ten tiles that make nothing
        concealed = [RED] * 4 + [rng.choice(SUITED) for _ in range(10)]
        if not wall.take(concealed):
            return None
    elif rng.random() < 0.2:  # seven pairs
        concealed = []
        for _ in range(7):
            t = 9 * rng.choice(suits) + rng.randrange(9)
            concealed += [t, t]
    else:
        for _ in range(rng.choice([0, 0, 0, 1, 2])):
            t = 9 * rng.choice(suits) + rng.randrange(9)
            kind = rng.choice(["pung", "pung", "kong", "concealed"])
            tiles = [t] * (3 if kind == "pung" else 4)
            if not wall.take(tiles):
                return None
            meld = {"kind": "pung" if kind == "pung" else "kong", "tiles": text(tiles)}
            if kind == "concealed":
                meld["concealed"] = True
            else:
                meld["from"] = rng.choice(others)
            melds.append(meld)
        concealed = [t for _ in range(4 - len(melds)) for t in _set(rng, suits)]
        t = 9 * rng.choice(suits) + rng.randrange(9)
        concealed += [t, t]
    if RED not in concealed:
        rng.shuffle(concealed)
        concealed = [RED] * wilds + concealed[wilds:]  # Red Dragons in the place of some tiles
        if not wall.take(concealed):
            return None
    if rng.random() < 0.05:  # broken: one tile changed, most likely no win
        concealed[rng.randrange(len(concealed))] = rng.choice(SUITED)
    win_tile = rng.choice(concealed)
    hand = list(concealed)
    hand.remove(win_tile)
    rng.shuffle(hand)
    players[winner] = {"hand": text(hand)}
    if melds:
        players[winner]["melds"] = melds
    context = {}
    win = {"winner": winner, "win_tile": name(win_tile)}
    options = {}
    if rng.random() < 0.8:
        win["by"] = "self_draw"
        birds = [t for t in (rng.choice(SUITED + (RED,)) for _ in range(rng.choice([0, 2, 2, 4]))) if wall.take([t])]
        if birds:
            context["bonus_tiles"] = text(birds)
    else:
        win["by"], win["from"] = "discard", rng.choice(others)
        if rng.random() < 0.7:
            options["discard_wins"] = True
    if rng.random() < 0.2:
        options["birds_159"] = True
    if rng.random() < 0.1:
        options["base"] = rng.randint(1, 5)
    if context:
        win["context"] = context
    for seat in others:  # the others' melds and hands hold tiles too
        if rng.random() < 0.2:
            t = rng.choice(SUITED)
            if wall.take([t] * 3):
                players[seat]["melds"] = [{"kind": "pung", "tiles": text([t] * 3),
                                           "from": rng.choice([s for s in range(4) if s != seat])}]
    record = {"dealer": dealer, "round_wind": rng.choice("ESWN"), "players": players, "wins": [win]}
    if options:
        record["options"] = options
    return record
