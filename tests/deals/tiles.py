"""Tile ids, their notation, the wall, a record rewriter and the retry loop, shared by the deals of several rulesets.

Tile ids: 0..8 1m..9m, 9..17 1p..9p, 18..26 1s..9s, 27..33 1z..7z.
"""

from __future__ import annotations

import random
import re

SUITS = "mpsz"


def name(tile: int) -> str:
    return f"{tile % 9 + 1}{SUITS[tile // 9]}"


def text(tiles) -> str:
    """Compact notation, suit by suit, in the order given: [4, 0, 27] -> '51m1z'."""
    out = []
    for suit, letter in enumerate(SUITS):
        digits = "".join(str(t % 9 + 1) for t in tiles if t // 9 == suit)
        if digits:
            out.append(digits + letter)
    return "".join(out)


def first_legal(attempt, options: dict | None = None, tries: int = 1000) -> dict:
    """The first deal `attempt()` makes (it gives None when the tiles it drew cannot make one), with the
    options given, if any."""
    for _ in range(tries):
        record = attempt()
        if record is not None:
            if options is not None:
                record["options"] = dict(options)
            return record
    raise RuntimeError("no legal deal found")


class Wall:
    """The 136 tiles, four of each kind; taking more copies than exist fails."""

    def __init__(self):
        self.left = [4] * 34

    def can(self, tiles) -> bool:
        need = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        return all(self.left[t] >= n for t, n in need.items())

    def take(self, tiles) -> bool:
        if not self.can(tiles):
            return False
        for t in tiles:
            self.left[t] -= 1
        return True


def reorder_tiles(record: dict, rng: random.Random) -> dict:
    """The same record with the tiles of every hand string written in another order, one tile at a time."""
    out = dict(record)
    out["players"] = []
    for p in record["players"]:
        p = dict(p)
        if "hand" in p:
            tiles = [f"{d}{suit}" for digits, suit in re.findall(r"([1-9]+)([mpsz])", p["hand"]) for d in digits]
            rng.shuffle(tiles)
            p["hand"] = "".join(tiles)
        out["players"].append(p)
    return out
