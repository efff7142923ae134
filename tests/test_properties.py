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
