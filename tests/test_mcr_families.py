"""The family deals of tests/deals/mcr_families.py and riichi_families.py: legal, of their family, and scored as the peers score them.

A few records of each family; bench/bench_mcr_families.py times the scorers on many more.
"""

from __future__ import annotations

import random

import pytest

from tests.conftest import ROOT
from tests.deals.mcr import check_record
from tests.deals.mcr_families import FAMILIES, PEER_OPTIONS, family_records

PER_FAMILY = 3


@pytest.fixture(scope="module")
def families():
    return family_records(random.Random(7), PER_FAMILY)


def test_there_is_a_family_for_every_fan_of_the_spec():
    from compiler.pipeline import compile_spec
    spec = compile_spec(ROOT / "specs" / "mcr.yaml", "specs/mcr.yaml")
    assert list(FAMILIES) == [p.id for p in spec.ruleset.patterns]


def test_every_record_is_legal_a_win_of_8_fan_and_of_its_family(families):
    import generated.mcr as mcr
    for family, records in families.items():
        assert len(records) == PER_FAMILY
        for record in records:
            assert check_record(record) == [], (family, record)
            assert record["options"] == PEER_OPTIONS
            result = mcr.score(record)
            assert "error" not in result, (family, record, result)
            fans = {p["id"]: p["value"] * p["count"] for p in result["wins"][0]["patterns"]}
            assert family in fans, (family, record)
            assert sum(fans.values()) - fans.get("flower_tiles_fan", 0) >= 8


def test_the_same_seed_gives_the_same_records():
    assert family_records(random.Random(3), 1) == family_records(random.Random(3), 1)


@pytest.mark.peer
def test_pymahjonggb_accepts_every_record_with_our_fan_total(families):
    import generated.mcr as mcr
    from tests.mcr_peer import peer_fans
    for family, records in families.items():
        for record in records:
            fans = peer_fans(record)
            assert not isinstance(fans, str), (family, record, fans)
            assert mcr.score(record)["wins"][0]["total"] == sum(v * n for _zh, v, n in fans), (family, record, fans)


@pytest.mark.peer
def test_riichi_families_are_full_and_scored_as_mahjong_scores_them():
    import generated.riichi as riichi
    from tests.deals.riichi_families import FAMILIES as RIICHI_FAMILIES
    from tests.deals.riichi_families import family_of, family_records as riichi_records
    from tests.riichi_peer import peer_result
    from tests.test_riichi_peer import differences
    deals = riichi_records(random.Random(7), PER_FAMILY)
    assert list(deals) == list(RIICHI_FAMILIES)
    for family, records in deals.items():
        assert len(records) == PER_FAMILY
        for record in records:
            assert family_of(record) == family
            assert differences(riichi.score(record), peer_result(record)) == [], (family, record)
