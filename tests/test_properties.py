"""Properties on random legal Nanning deals: zero-sum, compiled == interpreted, tile order does not matter."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler.interpret import Interpreter
from tests.hands import random_record, reorder_tiles

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
OPTIONS = st.fixed_dictionaries({"fenghu_double": st.booleans(), "concealed_base": st.booleans()})


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=SEEDS, options=OPTIONS)
def test_compiled_equals_interpreted_and_sums_to_zero(nanning, seed, options):
    record = random_record(random.Random(seed), options=options)
    fast = nanning.module().score(record)
    slow = Interpreter(nanning.ruleset).score(record)
    assert fast == slow
    if "error" not in fast:
        assert sum(fast["deltas"]) == 0
        assert sum(p["amount"] for p in fast["payments"] if p["to"] == 0) - \
            sum(p["amount"] for p in fast["payments"] if p["from"] == 0) == fast["deltas"][0]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=SEEDS)
def test_tile_order_does_not_matter(nanning, seed):
    rng = random.Random(seed)
    record = random_record(rng)
    assert nanning.module().score(reorder_tiles(record, rng)) == nanning.module().score(record)


def test_random_hands_reach_the_patterns(nanning):
    # The generator is only useful if it produces the hands the properties should cover.
    rng = random.Random(7)
    seen = set()
    errors = 0
    for _ in range(1500):
        result = nanning.module().score(random_record(rng))
        if "error" in result:
            errors += 1
            continue
        for win in result["wins"]:
            seen.update(p["id"] for p in win["patterns"])
    assert {"qingyise", "pengpenghu", "qixiaodui", "qidadui_1", "qidadui_2", "gangshanghua", "haidilaoyue",
            "tianhu", "dihu", "quanqiuren"} <= seen
    assert errors < 150


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=SEEDS)
def test_mini_compiled_equals_interpreted(mini, seed):
    # The fixture spec uses chows, flowers, a tile-condition shape, multi-binder quantifiers and waits.
    rng = random.Random(seed)
    record = random_record(rng, chow_claims=True)
    for p in record["players"]:
        if rng.random() < 0.3:
            p["flowers"] = "".join(f"{n}f" for n in sorted(rng.sample(range(1, 9), rng.randint(0, 4))))
    fast = mini.module().score(record)
    assert fast == Interpreter(mini.ruleset).score(record)


def test_language_edge_cases_agree(compile_text):
    from tests.conftest import MINI_TEXT
    text = MINI_TEXT.replace('when: "lucky"', 'when: "lucky or count(tiles) > 99 > 1 // 0 or all(t in tiles where t.is_flower: 1 // 0 > 0) '
                             'or find(s in others where false: s) != none or others_of(none) != [] '
                             'or find(t in tiles where t.is_flower: t).suit == flower_suit"')
    compiled = compile_text(text)
    record = {"hand": "555666777z123m9p", "win_tile": "9p", "by": "self_draw"}
    fast = compiled.module().score(record)
    assert fast == Interpreter(compiled.ruleset).score(record)
    assert "error" not in fast


def test_negative_payment_is_a_record_error(compile_text):
    from tests.conftest import MINI_TEXT
    compiled = compile_text(MINI_TEXT.replace('amount: "fan + flower_fan", reason', 'amount: "0 - fan", reason'))
    record = {"hand": "555666777z123m9p", "win_tile": "9p", "by": "self_draw"}
    assert compiled.module().score(record)["error"]["code"] == "negative_payment"
    assert Interpreter(compiled.ruleset).score(record)["error"]["code"] == "negative_payment"


def test_ties_between_arrangements_break_the_same_way(compile_text):
    # 111222333m can be three pungs or three chows; a value that ignores the difference ties.
    from tests.conftest import MINI_TEXT
    text = MINI_TEXT.replace('value: "fan + flower_fan"', 'value: "1"').replace(
        'when: "lucky"', 'when: "find(s in sets where s.is_chow or s.is_pung: s.tile) == 1m and sets[0] == sets[0]"'
        .replace(" and sets[0] == sets[0]", ""))
    compiled = compile_text(text)
    record = {"hand": "111222333m456p5z", "win_tile": "5z", "by": "self_draw"}
    fast = compiled.module().score(record)
    assert fast == Interpreter(compiled.ruleset).score(record)
