"""Random legal deals of every bundled ruleset, as hand records (docs/guide/records.md).

One module per family of rulesets; each generator takes a `random.Random` and returns one record,
the same record for the same seed (tests pin numbers taken from them):

- nanning.py: `random_record` (Nanning; `chow_claims=True` gives deals with chow claims too)
- nanjing.py: `random_nanjing_record`
- mcr.py: `random_mcr_record`, `random_mcr_botzone_record` (Chinese Official)
- mcr_families.py: `FAMILIES`, a generator per fan of MCR: wins of 8 fan or more built around it
  (bench/bench_mcr_families.py times the scorers family by family)
- riichi.py: `random_riichi_record` (Japanese riichi as Tenhou plays it)
- riichi_families.py: riichi deals of one win sorted into families (yakuman, many han, open or closed...)
- hongkong.py: `random_hongkong_record` (Hong Kong old style: flowers, liability, declared 花糊)
- zungjung.py: `random_zungjung_record` (Zung Jung: seven pairs and thirteen terminals, no flowers)
- hongzhong.py: `random_hongzhong_record` (红中麻将: the four Red Dragons wild, 0 to 4 of them in a winning hand)
- guangdong.py: `random_guangdong_record`, `random_guangdong_baiban_record`, `random_guangdong_wugui_record` (广东推倒胡:
  a ghost turned up, the White Dragons, or none; horses, kong money and 跟庄)
- sichuan.py: `random_sichuan_record`, `random_xueliu_record` (四川麻将: deals of several wins at different times, as events)
- taiwan.py: `random_taiwan_record` (台灣十六張: 17-tile hands, flowers by seat, 連莊 as `honba`, 八仙過海 and 七搶一)
- tiles.py: the tile notation and the wall the Nanning, Nanjing and Hong Kong deals share, and `reorder_tiles`

`GENERATORS` maps a ruleset id to its generator; `generator(ruleset_id)` finds one for a house
ruleset too, through the ruleset it extends. The tests and the benches take their deals from here.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Callable

from tests.deals.guangdong import (random_guangdong_baiban_record, random_guangdong_record,
                                   random_guangdong_wugui_record)
from tests.deals.hongkong import random_hongkong_record
from tests.deals.hongzhong import random_hongzhong_record
from tests.deals.mcr import random_mcr_botzone_record, random_mcr_record
from tests.deals.nanjing import random_nanjing_record
from tests.deals.nanning import random_record
from tests.deals.riichi import random_riichi_record
from tests.deals.sichuan import random_sichuan_record, random_xueliu_record
from tests.deals.taiwan import random_taiwan_record
from tests.deals.zungjung import random_zungjung_record

SPECS = Path(__file__).resolve().parent.parent.parent / "specs"

GENERATORS: dict[str, Callable[[random.Random], dict]] = {
    "nanning": random_record,
    "nanjing": random_nanjing_record,
    "mcr": random_mcr_record,
    "mcr_botzone": random_mcr_botzone_record,
    "riichi": random_riichi_record,
    "hongkong": random_hongkong_record,
    "zungjung": random_zungjung_record,
    "hongzhong": random_hongzhong_record,
    "sichuan": random_sichuan_record,
    "sichuan_xueliu": random_xueliu_record,
    "taiwan": random_taiwan_record,
    "guangdong": random_guangdong_record,
    "guangdong_baiban": random_guangdong_baiban_record,
    "guangdong_wugui": random_guangdong_wugui_record,
}


def generator(ruleset_id: str) -> Callable[[random.Random], dict] | None:
    """The generator of random legal deals for a ruleset id, or None.

    A ruleset without one of its own (a house ruleset of specs/) plays the deals of the ruleset it
    extends (its `extends:` line is followed as far as it goes); a deal that names its ruleset is
    addressed to the house ruleset instead, which refuses a record naming another.
    """
    house, seen = ruleset_id, set()
    while ruleset_id not in GENERATORS:
        if ruleset_id in seen:
            return None
        seen.add(ruleset_id)
        path = SPECS / f"{ruleset_id}.yaml"
        if not path.is_file():
            return None
        base = re.search(r"^extends:\s*['\"]?([\w.-]+)", path.read_text(encoding="utf-8"), re.MULTILINE)
        if base is None:
            return None
        ruleset_id = base.group(1)
    make = GENERATORS[ruleset_id]
    if ruleset_id == house:
        return make

    def addressed(rng: random.Random) -> dict:
        record = make(rng)
        return dict(record, ruleset=house) if "ruleset" in record else record

    addressed.__name__ = f"random_{house}_record"
    return addressed
