"""Guangdong push-down mahjong (specs/guangdong.yaml and its house rulesets) and a deal rule's money in a win's total.

The numbers are those of the public descriptions the spec's examples cite: 2 a seat for a plain self-draw, each
pattern doubling it, four ghosts six times the base, each hit horse the hand's value again, kong money 2, 1 and 3,
跟庄 1 to each seat. `in_total` (a kong or player rule's money counted toward the total of the win of the seat it pays
or takes) is checked in the interpreter and the Python, native and JavaScript scorers.
"""

from __future__ import annotations

import random

import pytest

from compiler.errors import SpecError, SpecErrors
from compiler.simulate import simulate
from tests.conftest import compiled_bundled
from tests.deals import generator
from tests.test_events import assert_alike, interpreter_results, js_results, native_results, python_results

GHOST = {"wild_indicator": "4p"}  # 5p is the ghost
PLAIN = {"hand": "123456m789s78p3s5p", "win_tile": "9p", "by": "self_draw", **GHOST}


@pytest.fixture(scope="module")
def guangdong():
    return {rid: compiled_bundled(rid)
            for rid in ("guangdong", "guangdong_baiban", "guangdong_wugui")}


def score(compiled, record):
    return compiled.module().score_python(record)


def test_the_ghost_follows_the_tile_turned_up(guangdong):
    # 9s turned up: 1s is the ghost, and pairs the lone 3s; 1s is no ghost when 5p is turned up, and the hand fails.
    hand = {"hand": "123456m789s78p3s1s", "win_tile": "9p", "by": "self_draw"}
    assert score(guangdong["guangdong"], dict(hand, wild_indicator="9s"))["deltas"] == [6, -2, -2, -2]
    assert score(guangdong["guangdong"], dict(hand, wild_indicator="5p"))["error"]["code"] == "not_a_win"
    # North turned up: East is the ghost; Red turned up: White.
    honours = {"hand": "123456m789s78p3s1z", "win_tile": "9p", "by": "self_draw"}
    assert score(guangdong["guangdong"], dict(honours, wild_indicator="4z"))["wins"][0]["total"] == 6
    assert score(guangdong["guangdong_baiban"], {**PLAIN, "hand": "123456m789s78p3s5z", "wild_indicator": None}
                 )["error"]["code"] == "bad_record"


def test_no_ghost_doubles_and_the_patterns_multiply(guangdong):
    gd = guangdong["guangdong"]
    assert score(gd, {**PLAIN, "hand": "123456m789s78p33s"})["wins"][0]["total"] == 12
    # a full flush without a ghost on the last tile: three doublings, 16 from each seat
    flush = {"hand": "1112345678999m", "win_tile": "5m", "by": "self_draw", **GHOST, "context": {"last_tile": True}}
    result = score(gd, flush)
    assert result["deltas"] == [48, -16, -16, -16]
    assert [p["id"] for p in result["wins"][0]["patterns"]] == ["wugui", "qingyise", "haidi"]


def test_four_ghosts_are_six_times_the_base(guangdong):
    record = {"hand": "5555p137m269s135z", "declared": "four_ghosts", "by": "self_draw", **GHOST}
    assert score(guangdong["guangdong"], record)["deltas"] == [36, -12, -12, -12]
    assert score(guangdong["guangdong"], dict(record, options={"four_ghosts_fan": 10}))["deltas"] == [60, -20, -20, -20]
    # the White Dragons' ruleset: four of them; the no-ghost ruleset has no such win
    white = {"hand": "137m269s135p5555z", "declared": "four_ghosts", "by": "self_draw"}
    assert score(guangdong["guangdong_baiban"], white)["deltas"] == [36, -12, -12, -12]
    assert score(guangdong["guangdong_wugui"], white)["error"]["code"] == "bad_record"


def test_horses_name_seats_from_the_dealer(guangdong):
    gd = guangdong["guangdong"]
    # seat 2 deals; seat 0, opposite it, wins: 3m, 7s and West are its horses, 1m is the dealer's, Green the next's
    record = {"dealer": 2, **GHOST, "players": [{"hand": "123456m789s78p3s5p"}, {}, {}, {}],
              "wins": [{"winner": 0, "win_tile": "9p", "by": "self_draw", "context": {"bonus_tiles": "3m7s3z1m"}}]}
    assert score(gd, record)["deltas"] == [24, -8, -8, -8]  # 2 + 3 × 2 from each
    # Green names the seat opposite the dealer ([xingchen]); with horse_red_dealer it names the next seat
    record["wins"][0]["context"]["bonus_tiles"] = "6z"
    assert score(gd, record)["deltas"] == [12, -4, -4, -4]
    assert score(gd, dict(record, options={"horse_red_dealer": True}))["deltas"] == [6, -2, -2, -2]


def test_kong_money_counts_in_the_winners_total(guangdong):
    gd = guangdong["guangdong"]
    # seat 0's concealed kong (+6) and seat 3's (−2 for seat 0): seat 0 self-draws for 6; its total is 6 + 6 − 2
    record = {**GHOST, "players": [{"hand": "123m456m78p3s5p", "melds": [{"kind": "kong", "tiles": "2222s", "concealed": True}]},
                                   {}, {}, {"melds": [{"kind": "kong", "tiles": "1111z", "concealed": True}]}],
              "wins": [{"winner": 0, "win_tile": "9p", "by": "self_draw"}]}
    result = score(gd, record)
    assert result["deltas"] == [10, -6, -6, 2]
    assert result["wins"][0]["total"] == 10
    # with no kong money the total is what the win collected
    assert score(gd, dict(record, options={"kong_unit": 0}))["wins"][0]["total"] == 6


def test_followed_dealer_is_not_in_the_total(guangdong):
    result = score(guangdong["guangdong"], {**PLAIN, "penalties": [{"type": "follow_dealer", "seat": 0}],
                                            "options": {"follow_points": 2}})
    assert result["deltas"] == [0, 0, 0, 0]
    assert result["wins"][0]["total"] == 6


def test_robbing_a_kong_is_paid_by_the_robbed_seat(guangdong):
    # no ghost in the hand: 4 a share, all three paid by seat 1, which was adding a 9p to its pung
    record = {**GHOST, "players": [{"hand": "123456m789s78p33s"}, {"melds": [{"kind": "pung", "tiles": "999p", "from": 2}]}, {}, {}],
              "wins": [{"winner": 0, "win_tile": "9p", "by": "robbing_kong", "from": 1}]}
    assert score(guangdong["guangdong"], record)["deltas"] == [12, -12, 0, 0]


@pytest.mark.parametrize("rid", ["guangdong", "guangdong_baiban", "guangdong_wugui"])
def test_simulated_deals_score(guangdong, rid):
    module = guangdong[rid].module()
    records = list(simulate(module, 40, 3))
    results = [module.score_python(r) for r in records]
    assert not [r for r in results if "error" in r]
    if rid == "guangdong":
        assert all("wild_indicator" in r for r in records)


# A deal rule's money in a win's total: a player rule and a kong rule with in_total, and one without.
IN_TOTAL = """\
mjc: 1
id: in_total
name: {zh: 计入, en: in total}
unit: {id: points, zh: 分, en: points}
tiles: {hand: 123456789m123456789p123456789s}
claims: [pung, kong]
table: {winners_per_discard: 3}
shapes:
  - {id: standard, name: {zh: 基本, en: standard}, sets: 4, pairs: 1}
patterns:
  - {id: with_kong, name: {zh: 杠, en: with a kong}, when: "count(kongs) > 0"}
scoring:
  value: "1"
  total: "collected"
settlement:
  win:
    - name: {zh: 胡, en: win}
      pay:
        - {from: "if self_drawn then others else filter(s in others: s == discarder)", amount: "2", reason: {zh: 胡, en: win}}
  kong:
    - name: {zh: 杠, en: kong}
      in_total: true
      pay:
        - {from: "others_of(k.owner)", to: k.owner, amount: "1", reason: {zh: 杠, en: kong}}
  player:
    - name: {zh: 庄, en: dealer}
      when: "p.is_dealer"
      in_total: true
      pay:
        - {from: p, to: "others_of(p)", amount: "5", reason: {zh: 庄, en: dealer}}
    - name: {zh: 外, en: aside}
      when: "p.is_dealer"
      pay:
        - {from: p, to: "others_of(p)", amount: "100", reason: {zh: 外, en: aside}}
"""

IN_TOTAL_RECORDS = [
    # seat 0 (the dealer) self-draws with a kong: 6 + 3 for the kong − 15 to the others; the 300 aside is not counted
    {"players": [{"hand": "123m456m23s55p", "melds": [{"kind": "kong", "tiles": "9999s", "concealed": True}]}, {}, {}, {}],
     "wins": [{"winner": 0, "win_tile": "1s", "by": "self_draw"}]},
    # seats 1 and 2 win off seat 3; seat 3's kong costs each of them 1, the dealer pays each 5
    {"players": [{}, {"hand": "123m456m789p23s55s"}, {"hand": "123p456p789m23s11m"}, {"melds": [{"kind": "kong", "tiles": "9999s", "from": 0}]}],
     "wins": [{"winner": 1, "win_tile": "1s", "by": "discard", "from": 3}, {"winner": 2, "win_tile": "1s", "by": "discard", "from": 3}]},
]


def test_in_total_counts_a_deal_rules_money(compile_text):
    compiled = compile_text(IN_TOTAL, "in_total.yaml")
    first, second = (compiled.module().score_python(r) for r in IN_TOTAL_RECORDS)
    assert first["wins"][0]["total"] == 6 + 3 - 15
    assert first["deltas"] == [6 + 3 - 15 - 300, -2 - 1 + 105, -2 - 1 + 105, -2 - 1 + 105]
    assert [w["total"] for w in second["wins"]] == [2 - 1 + 5, 2 - 1 + 5]
    assert interpreter_results(compiled, IN_TOTAL_RECORDS) == python_results(compiled, IN_TOTAL_RECORDS)


@pytest.mark.native
def test_in_total_natively(compile_text, tmp_path):
    compiled = compile_text(IN_TOTAL.replace("id: in_total", "id: in_total_c"), "in_total_c.yaml")
    got, deferred = native_results(compiled, tmp_path, IN_TOTAL_RECORDS)
    assert_alike(IN_TOTAL_RECORDS, python_results(compiled, IN_TOTAL_RECORDS), got, "native")
    assert not deferred


@pytest.mark.node
def test_in_total_in_javascript(compile_text, tmp_path):
    compiled = compile_text(IN_TOTAL, "in_total.yaml")
    assert_alike(IN_TOTAL_RECORDS, python_results(compiled, IN_TOTAL_RECORDS), js_results(compiled, tmp_path,
                 IN_TOTAL_RECORDS), "javascript")


def test_in_total_is_refused_on_a_win_rule(compile_text):
    text = IN_TOTAL.replace("    - name: {zh: 胡, en: win}\n", "    - name: {zh: 胡, en: win}\n      in_total: true\n")
    with pytest.raises((SpecError, SpecErrors)) as caught:
        compile_text(text, "in_total.yaml")
    errors = getattr(caught.value, "errors", [caught.value])
    assert any("in_total" in str(e) and "collected" in str(e) for e in errors)


def test_the_generators_give_legal_and_broken_deals():
    for rid in ("guangdong", "guangdong_baiban", "guangdong_wugui"):
        make, rng = generator(rid), random.Random(5)
        records = [make(rng) for _ in range(300)]
        module = __import__(f"mjc.generated.{rid}", fromlist=["score"])
        results = [module.score(r) for r in records]
        wins = [r for r in results if "error" not in r and r["wins"]]
        assert len(wins) > 200
        assert any("error" in r for r in results)
        if rid != "guangdong_wugui":
            assert any(p["id"] == "sigui" for r in wins for w in r["wins"] for p in w["patterns"])
