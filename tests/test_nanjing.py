"""Nanjing: properties on random legal deals, and every example's cite is a sentence of the source text."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler.interpret import Interpreter
from tests.conftest import compiled_bundled, seed_text
from tests.deals.nanjing import random_nanjing_record
from tests.deals.tiles import reorder_tiles

NANJING_END = "最新南宁麻将诈胡规则标准計分规则"  # the rest of the file is a copy of the Nanning text

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
OPTIONS = st.fixed_dictionaries({
    "queyi_any_missing": st.booleans(),
    "duzhan_qqdd": st.booleans(),
    "duzhan_qidui": st.booleans(),
    "xiaohu_min_hard": st.sampled_from([4, 5, 0]),
    "minggang_kaihua_bonus": st.sampled_from([40, 0]),
    "concealed_wind_triplet_soft": st.integers(min_value=0, max_value=3),
    "ting_button_dihu": st.booleans(),
    "menqing_with_tiandi": st.booleans(),
    "bixiahu_doubles_all": st.booleans(),
})


@pytest.fixture(scope="module")
def nanjing():
    return compiled_bundled("nanjing")


def nanjing_text() -> str:
    text = seed_text("003_ee63df2559a2925e.txt")
    assert NANJING_END in text
    return text.split(NANJING_END)[0]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=SEEDS, options=OPTIONS)
def test_compiled_equals_interpreted_and_sums_to_zero(nanjing, seed, options):
    record = random_nanjing_record(random.Random(seed), options=options)
    fast = nanjing.module().score(record)
    slow = Interpreter(nanjing.ruleset).score(record)
    assert fast == slow
    if "error" not in fast:
        assert sum(fast["deltas"]) == 0
        for seat in range(4):
            assert sum(p["amount"] for p in fast["payments"] if p["to"] == seat) - \
                sum(p["amount"] for p in fast["payments"] if p["from"] == seat) == fast["deltas"][seat]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=SEEDS)
def test_tile_order_does_not_matter(nanjing, seed):
    rng = random.Random(seed)
    record = random_nanjing_record(rng)
    assert nanjing.module().score(reorder_tiles(record, rng)) == nanjing.module().score(record)


def test_random_deals_are_legal_nanjing_deals():
    from compiler.runtime import parse_tiles
    dragons = {31, 32, 33}
    rng = random.Random(3)
    for _ in range(500):
        record = random_nanjing_record(rng)
        for p in record["players"]:
            assert not dragons & set(parse_tiles(p.get("hand", ""))), p
            for m in p.get("melds", []):
                assert m["kind"] != "chow" and not dragons & set(parse_tiles(m["tiles"])), p
            if isinstance(p.get("flowers"), str):
                assert all(t >= 31 for t in parse_tiles(p["flowers"])), p
        for w in record["wins"]:
            assert parse_tiles(w["win_tile"])[0] not in dragons


def test_random_deals_reach_the_rules(nanjing):
    # The generator is only useful if it produces the hands and payments the properties should cover.
    rng = random.Random(7)
    patterns, reasons = set(), set()
    errors = 0
    for _ in range(2000):
        result = nanjing.module().score(random_nanjing_record(rng))
        if "error" in result:
            errors += 1
            continue
        for win in result["wins"]:
            patterns.update(p["id"] for p in win["patterns"])
        reasons.update(p["reason"] for p in result["payments"])
    assert {p.id for p in nanjing.ruleset.patterns} - {"fengke"} <= patterns  # fengke needs its option
    for reason in ["出冲", "自摸", "包牌（出冲付一家）", "包牌（自摸付三家）", "抢杠（杠牌人付三倍）", "大杠开（送杠者支付）",
                   "明杠（一杠）送杠者付", "明杠（二杠）送杠者付", "暗杠", "花杠", "一人出4张同样的牌",
                   "四人连续出同样的牌（首出者罚）"]:
        assert any(r.startswith(reason) for r in reasons), reason
    assert errors < 300


def test_every_cite_is_a_sentence_of_the_nanjing_text(nanjing):
    text = nanjing_text()
    missing = [e.id for e in nanjing.ruleset.examples if e.cite not in text]
    missing += [u.cite for u in nanjing.ruleset.unrealisable if u.cite not in text]
    assert missing == []


def test_every_rule_sentence_is_cited(nanjing):
    # Each line of the Nanjing text that states a number of 花 (or a liability rule) has an example.
    text = nanjing_text()
    cited = [e.cite for e in nanjing.ruleset.examples]
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    scoring = [line for line in lines if not line.endswith("：") and (
        "花" in line and any(ch.isdigit() for ch in line) or "包牌" in line or "快照" in line or "付" in line)]
    uncovered = [line for line in scoring if not any(c in line for c in cited)]
    assert len(scoring) >= 30
    assert uncovered == []


def test_twenty_hard_flowers_as_tiles(nanjing):
    # Twenty hard flowers: eight single flower tiles and four of each dragon (three flower sets, 花杠).
    record = {"hand": "123m456m78s55s", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}],
              "flowers": "12345678f555566667777z", "win_tile": "9s", "by": "discard", "from": 2}
    result = nanjing.module().score(record)
    assert result["wins"][0]["total"] == 2 * 20 + 20


@pytest.mark.parametrize("count", [1, 12])
def test_a_flower_count_is_refused_as_it_hides_flower_sets(nanjing, count):
    """Nanjing pays for flower sets (花杠), so which flowers are held matters: a count would be a guess."""
    record = {"hand": "123m456m78s55s", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}],
              "flowers": count, "win_tile": "9s", "by": "discard", "from": 2}
    for score in (nanjing.module().score, Interpreter(nanjing.ruleset).score):
        error = score(record)["error"]
        assert error["code"] == "bad_flowers" and "give them as tiles" in error["message"]
    # a count of none hides nothing: the record is read, and this 小胡 lacks its four hard flowers
    assert nanjing.module().score(dict(record, flowers=0))["error"]["code"] == "xiaohu_min_hard_flowers"
