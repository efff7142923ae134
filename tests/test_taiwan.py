"""Taiwan 16-tile mahjong (specs/taiwan.yaml): the numbers of its rules, in the interpreter and every back end.

Each payment is 底 + 台 × 台錢; the dealer's 台 (1, and 連n拉n: 2n more, the record's `honba` being n) count only
in the payments between the dealer and another seat; flowers go by seat (梅蘭菊竹 by default); 八仙過海 is a
declared win paid as a self-draw and 七搶一 a declared win off the seat that drew the eighth flower, which pays.
Random deals of tests/deals/taiwan.py and deals played by `mjc simulate` score alike in every back end.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from compiler.simulate import simulate
from tests.conftest import ROOT
from tests.deals.taiwan import random_taiwan_record

HAND = "123m456m789p222s567s5p"  # concealed, a single wait on 5p: 門清 1 + 獨聽 1 on a discard, 門清自摸 3 + 1 self-drawn


@pytest.fixture(scope="module")
def taiwan():
    return compile_spec(ROOT / "specs" / "taiwan.yaml", "taiwan.yaml")


@pytest.fixture(scope="module")
def scorers(taiwan):
    """The Python module and the reference interpreter, each as a function of a record."""
    return taiwan.module().score, Interpreter(taiwan.ruleset).score


def won(winner: int, by: str, source: int | None = None, dealer: int = 0, **more) -> dict:
    players = [{}, {}, {}, {}]
    players[winner] = {"hand": HAND, **more.pop("player", {})}
    win = {"winner": winner, "win_tile": "5p", "by": by, **({"from": source} if source is not None else {})}
    return {"dealer": dealer, "players": players, "wins": [win], **more}


def score(scorers, record: dict) -> dict:
    module, interpreter = scorers
    ours = module(record)
    assert json.dumps(ours) == json.dumps(interpreter(record)), record
    return ours


# (連莊 count n, lazhuang) -> the dealer's tai: 連n拉n is 2n+1 with the dealer's own; 連 alone n+1.
DEALER_TAI = {(0, True): 1, (1, True): 3, (2, True): 5, (3, True): 7, (0, False): 1, (1, False): 2, (3, False): 4}


@pytest.mark.parametrize("n, lazhuang", sorted(DEALER_TAI))
def test_the_dealers_tai_go_only_into_payments_with_the_dealer(scorers, n, lazhuang):
    dealer_tai = DEALER_TAI[n, lazhuang]
    options = {"options": {"lazhuang": lazhuang}, "honba": n}
    # The dealer self-draws a 4-tai hand: each of the three pays 30 + (4 + dealer's) × 10.
    each = 30 + (4 + dealer_tai) * 10
    assert score(scorers, won(0, "self_draw", **options))["deltas"] == [3 * each, -each, -each, -each]
    # Seat 2 self-draws: seats 1 and 3 pay 70, the dealer 70 + its tai.
    assert score(scorers, won(2, "self_draw", **options))["deltas"] == [-70 - 10 * dealer_tai, -70, 210 + 10 * dealer_tai, -70]
    # Seat 1 wins the 2-tai hand on the dealer's discard, then on seat 3's.
    assert score(scorers, won(1, "discard", 0, **options))["deltas"] == [-50 - 10 * dealer_tai, 50 + 10 * dealer_tai, 0, 0]
    assert score(scorers, won(1, "discard", 3, **options))["deltas"] == [0, 50, 0, -50]
    # The dealer is seat 2 and wins on seat 1's discard.
    assert score(scorers, won(2, "discard", 1, dealer=2, **options))["deltas"] == [0, -50 - 10 * dealer_tai, 50 + 10 * dealer_tai, 0]


def test_base_and_tai_money_are_options(scorers):
    record = won(1, "discard", 2, options={"base": 100, "tai_money": 50})
    assert score(scorers, record)["deltas"] == [0, 200, -200, 0]  # 100 + 2 × 50
    record = won(1, "discard", 2, options={"base": 0, "tai_money": 1})
    assert score(scorers, record)["deltas"] == [0, 2, -2, 0]  # the tai alone


# (seat, flower) -> 正花 under 梅蘭菊竹 (the default) and under 梅蘭竹菊 (chrysanthemum_west off).
SEAT_FLOWERS = {
    0: ({1, 5}, {1, 5}), 1: ({2, 6}, {2, 6}), 2: ({3, 8}, {3, 7}), 3: ({4, 7}, {4, 8}),
}


@pytest.mark.parametrize("seat", range(4))
@pytest.mark.parametrize("west_chrysanthemum", [True, False])
def test_each_flower_is_a_seat_flower_of_one_seat(scorers, seat, west_chrysanthemum):
    own = SEAT_FLOWERS[seat][0 if west_chrysanthemum else 1]
    for flower in range(1, 9):
        record = won(seat, "discard", (seat + 1) % 4, player={"flowers": f"{flower}f"},
                     options={"chrysanthemum_west": west_chrysanthemum})
        result = score(scorers, record)
        assert result["wins"][0]["total"] == 2 + (flower in own), (seat, flower)


def test_flower_sets_and_every_flower(scorers):
    # Seat 3 (North) holds the four seasons: 冬 its seat flower 1, 花槓 2; with 門清 and 獨聽, 5.
    assert score(scorers, won(3, "discard", 1, player={"flowers": "1234f"}))["wins"][0]["total"] == 5
    # Seven flowers in a complete hand: both sets are not complete; 冬 and 竹 (North's) are seat flowers.
    assert score(scorers, won(3, "discard", 1, player={"flowers": "1234567f"}))["wins"][0]["total"] == 2 + 2 + 2
    # Every flower 1 tai where flowers do not go by seat; a full set still counts.
    record = won(3, "discard", 1, player={"flowers": "1234f"}, options={"flowers_by_seat": False})
    assert score(scorers, record)["wins"][0]["total"] == 2 + 4 + 2


def test_declared_flower_wins_and_who_pays(scorers):
    def flowers(winner_flowers: str, other: int | None, win: dict, **more) -> dict:
        players = [{}, {}, {}, {}]
        players[win["winner"]]["flowers"] = winner_flowers
        if other is not None:
            players[other]["flowers"] = "8f"
        return {"players": players, "wins": [win], **more}
    # 八仙過海 by seat 2: 8 tai, a self-draw: seats 1 and 3 pay 110, the dealer 120.
    result = score(scorers, flowers("12345678f", None, {"winner": 2, "declared": "eight_flowers"}))
    assert result["deltas"] == [-120, -110, 340, -110]
    assert [p["id"] for p in result["wins"][0]["patterns"]] == ["eight_flowers_win"]
    # 七搶一 off seat 3 (no `by`: a declared win that names a seat is won off it), and with `by: discard`.
    for win in ({"winner": 1, "declared": "seven_robs_one", "from": 3},
                {"winner": 1, "declared": "seven_robs_one", "by": "discard", "from": 3}):
        assert score(scorers, flowers("1234567f", 3, win))["deltas"] == [0, 110, 0, -110]
    # Off the dealer with 連2拉2: 30 + (8 + 5) × 10.
    win = {"winner": 1, "declared": "seven_robs_one", "from": 0}
    assert score(scorers, flowers("1234567f", 0, win, honba=2))["deltas"] == [-160, 160, 0, 0]


@pytest.mark.parametrize("win, players, code, words", [
    ({"winner": 1, "declared": "seven_robs_one", "by": "robbing_kong", "from": 3}, {1: "1234567f", 3: "8f"},
     "bad_record", "robs no kong"),
    ({"winner": 1, "declared": "seven_robs_one", "by": "self_draw", "from": 3}, {1: "1234567f", 3: "8f"},
     "bad_record", "a self-draw has no 'from'"),
    ({"winner": 1, "declared": "seven_robs_one"}, {1: "1234567f", 3: "8f"}, "seven_robs_one_needs_from", "needs 'from'"),
    ({"winner": 1, "declared": "seven_robs_one", "from": 2}, {1: "1234567f", 3: "8f"}, "not_seven_flowers", "seven"),
    ({"winner": 1, "declared": "seven_robs_one", "from": 3}, {1: "123456f", 3: "8f"}, "not_seven_flowers", "seven"),
    ({"winner": 1, "declared": "seven_robs_one", "from": 1}, {1: "1234567f"}, "bad_record", "winner's own seat"),
    ({"winner": 1, "declared": "eight_flowers", "from": 3}, {1: "12345678f"}, "bad_eight_flowers", "off no other"),
    ({"winner": 1, "declared": "eight_flowers"}, {1: "1234567f"}, "not_eight_flowers", "all eight"),
])
def test_declared_wins_that_do_not_hold_are_refused(scorers, win, players, code, words):
    record = {"players": [{"flowers": players[s]} if s in players else {} for s in range(4)], "wins": [win]}
    result = score(scorers, record)
    assert result["error"]["code"] == code and words in result["error"]["message"], result


def test_a_hand_of_sixteen_tiles_is_needed(scorers):
    record = won(1, "discard", 2)
    record["players"][1]["hand"] = "123m456m789p222s5p"  # 13 tiles
    assert score(scorers, record)["error"]["code"] == "tile_count"


def random_deals(n: int) -> list[dict]:
    rng = random.Random("taiwan deals")
    return [random_taiwan_record(rng) for _ in range(n)]


def test_random_deals_score_alike_in_the_interpreter_and_the_module(scorers):
    records = random_deals(1_000)
    results = [score(scorers, r) for r in records]
    codes = {r["error"]["code"] for r in results if "error" in r}
    assert {"not_a_win", "not_eight_flowers", "not_seven_flowers"} <= codes  # broken deals among them
    wins = [r for r in results if "error" not in r]
    assert len(wins) > 900 and all(sum(r["deltas"]) == 0 for r in wins)
    ids = {p["id"] for r in wins for p in r["wins"][0]["patterns"]}
    assert {"seven_robs_one_win", "eight_flowers_win", "seat_flower", "single_wait", "all_melded"} <= ids


@pytest.mark.native
def test_random_deals_score_alike_natively(taiwan, tmp_path):
    from tests.test_native import native_of
    native, python = native_of(taiwan, tmp_path)
    for record in random_deals(500):
        assert json.dumps(native.score(record)) == json.dumps(python(record)), record


@pytest.mark.node
def test_random_deals_score_alike_in_javascript(taiwan, tmp_path):
    from tests.test_js import run_js
    path = tmp_path / "taiwan.mjs"
    path.write_text(taiwan.js_source(), encoding="utf-8")
    records = random_deals(500)
    module = taiwan.module()
    assert run_js(path, records) == [json.dumps(module.score(r), ensure_ascii=False) for r in records]


def test_simulated_deals_score_without_an_error(taiwan):
    module = taiwan.module()
    records = list(simulate(module, 200, seed=5))
    hands = [p for r in records for p in r["players"] if "hand" in p]
    assert hands and all(len(p["hand"]) - sum(c.isalpha() for c in p["hand"]) + 3 * len(p.get("melds", [])) == 16
                         for p in hands)
    results = [module.score(r) for r in records]
    assert not [r for r in results if "error" in r]
    assert sum(bool(r["wins"]) for r in records) > 150


def test_the_calculator_page_takes_flowers_the_deal_counter_and_seventeen_tiles():
    """The page's data offers the eight flowers and the 連莊 count (the record's honba); its scorer plays 17 tiles
    (tests/test_hand_size.py enters such hands on a page in a browser)."""
    page = (ROOT / "docs" / "rules" / "taiwan-calculator.html").read_text(encoding="utf-8")
    assert '"flower_tiles": ["1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f"]' in page
    assert '"counters": ["honba"]' in page
    assert "hand_size: 17" in page
