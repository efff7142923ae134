"""Riichi deals of one win, sorted into families by what the hand is: yakuman, many han, mangan, few han open or closed, seven pairs.

The deals are tests/deals/riichi.py's (its themes already build every yaku and yakuman); a deal is kept
for a family when it ends in one win (not drawn, not a double ron) that generated/riichi.py scores as the
family says. Seven pairs is a family of its own below yakuman: its hands take another way through a scorer.

- `FAMILIES`: family -> test of one win's result (its `details` and pattern ids, and whether the hand is open);
- `family_records(rng, per_family)`: `{family: [records]}`, `per_family` of each, drawn until every family is full.
"""

from __future__ import annotations

import random
from typing import Callable

from tests.deals.riichi import random_riichi_record


def _few(win: dict) -> bool:
    return win["details"]["limit"] == "" and "chiitoitsu" not in win["ids"]


FAMILIES: dict[str, Callable[[dict], bool]] = {
    "yakuman": lambda win: win["details"]["limit"] == "yakuman" and win["details"]["han"] >= 13
    and not win["kazoe"],
    "many han (6 and up)": lambda win: win["details"]["han"] >= 6 and (win["details"]["limit"] != "yakuman"
                                                                      or win["kazoe"]),
    "mangan (3 to 5 han)": lambda win: win["details"]["limit"] == "mangan" and "chiitoitsu" not in win["ids"],
    "seven pairs": lambda win: "chiitoitsu" in win["ids"] and win["details"]["limit"] != "yakuman",
    "closed, under mangan": lambda win: _few(win) and not win["open"],
    "open, under mangan": lambda win: _few(win) and win["open"],
}

_MODULE = None


def _score(record: dict) -> dict:
    """generated/riichi.py's result (imported on first use: the native build where there is one)."""
    global _MODULE
    if _MODULE is None:
        import generated.riichi as module
        _MODULE = module
    return _MODULE.score(record)


def family_of(record: dict) -> str | None:
    """The family of a deal of one win, or None (drawn, several wins, refused, or no family fits)."""
    wins = record.get("wins", [])
    if len(wins) != 1 or "declared" in wins[0]:
        return None
    result = _score(record)
    if "error" in result:
        return None
    win = result["wins"][0]
    melds = record["players"][wins[0]["winner"]].get("melds", [])
    ids = {p["id"] for p in win["patterns"]}
    # A yakuman pattern is worth 1 (a yakuman); a kazoe yakuman is 13 han and more of ordinary yaku.
    han_of_yaku = sum(p["value"] * p["count"] for p in win["patterns"])
    view = {"details": win["details"], "ids": ids, "open": any(not m.get("concealed") for m in melds),
            "kazoe": win["details"]["limit"] == "yakuman" and han_of_yaku >= 13}
    return next((family for family, fits in FAMILIES.items() if fits(view)), None)


def family_records(rng: random.Random, per_family: int) -> dict[str, list[dict]]:
    """`per_family` deals of each family, in the order the random deals come."""
    out: dict[str, list[dict]] = {family: [] for family in FAMILIES}
    while any(len(records) < per_family for records in out.values()):
        record = random_riichi_record(rng)
        family = family_of(record)
        if family is not None and len(out[family]) < per_family:
            out[family].append(record)
    return out
