"""Properties on random legal deals: zero-sum, compiled == interpreted, tile order does not matter."""

import random

import pytest
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


def test_collected_is_the_winners_gain_or_the_sum_of_its_payments(compile_text):
    from tests.conftest import MINI_TEXT
    text = MINI_TEXT.replace('value: "fan + flower_fan"', 'value: "fan + flower_fan"\n  total: "collected"')
    rewards_dealer = text.replace('{from: payer, amount:', '{from: payer, to: dealer, amount:')
    rng = random.Random(5)
    records = [random_record(rng, chow_claims=True) for _ in range(150)]
    for spec, form in ((text, "collected = deltas[win.winner] - before"), (rewards_dealer, "collected = sum(")):
        compiled = compile_text(spec)
        assert form in compiled.module_source
        interpreter = Interpreter(compiled.ruleset)
        totals = [compiled.module().score(r) for r in records]
        assert totals == [interpreter.score(r) for r in records]
        assert any(w["total"] > 0 for t in totals for w in t.get("wins", []))
    assert "collected" not in compile_text(MINI_TEXT).module_source


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


FORMS = """\
  - id: forms_tiles
    name: {zh: 甲, en: forms a}
    when: "any(t in hand_tiles where t.is_honor: t.is_dragon) and all(t in tiles where t.is_suited: t.number > 1)"
    excludes: [forms_counts]
  - id: forms_claims
    name: {zh: 乙, en: forms b}
    when: "count(m in melds: m.claimed) >= 2 and count(t in tiles where t.is_suited: t.number >= 7) > 3"
    value: "if self_drawn then 2 else 3"
  - id: forms_counts
    name: {zh: 丙, en: forms c}
    when: "count(u in tiles: u == win_tile) == 2 or count(distinct(t in tiles: t)) > 11 or count(distinct(t in tiles: t.suit)) == 1 or count(t in distinct(x in tiles: x): count(u in tiles: u == t) >= 3) >= 3 or count(t in distinct(x in tiles: x): count(u in tiles: u == t) == 2) >= 5 or any(t in distinct(x in hand_tiles: x): t.is_wind and count(u in hand_tiles: u == t) == 2)"
  - id: forms_filter
    name: {zh: 丁, en: forms d}
    when: "if count(filter(t in tiles: t.is_terminal)) >= 2 then seat_wind in tiles else false"
  - id: forms_sets
    name: {zh: 戊, en: forms e}
    when: "any(m in melds: m.claimed and m.is_pung) and all(s in sets: s.is_chow or s.is_pung) and not all(m in melds: m.added) and count(s in sets: s.number >= 5 and s.suit != honors) >= 2"
  - id: forms_claimed_twin
    name: {zh: 己, en: forms f}
    among: "a, b in chows"
    when: "a.tile == b.tile and a.claimed"
  - id: forms_pung_step
    name: {zh: 庚, en: forms g}
    among: "a, b, c in pungs"
    when: "a.suit == b.suit and b.suit == c.suit and b.number == a.number + 1 and c.number == b.number + 1"
    value: "4"
  - id: forms_pung_twin
    name: {zh: 辛, en: forms h}
    among: "a, b in pungs"
    when: "a.number == b.number and not self_drawn"
"""


@pytest.fixture(scope="module")
def forms(tmp_path_factory):
    """The fixture spec with patterns in the forms the emitter rewrites: tile conditions and
    conditions on one field of a set as sets of values, a list's own count, len(set(...)), suits counted in bytes, a length test before a count,
    loops skipped on empty lists, conditions tested inside their count, a loop over distinct values as a set, tiles held k times from one count of each, and
    relations by table (with a guard and a tabulated choice) and by call."""
    from compiler.pipeline import compile_spec
    from tests.conftest import MINI_TEXT
    path = tmp_path_factory.mktemp("forms") / "forms.yaml"
    path.write_text(MINI_TEXT.replace("  - id: flower_bonus\n", FORMS + "  - id: flower_bonus\n"), encoding="utf-8")
    compiled = compile_spec(path, "forms.yaml")
    for form in ("TILES_", ".count(b_win_tile)", "len(set(b_tiles))", "translate(SUIT_OF)", "len(b_melds) >= 2 and",
                 "1 if not (n_forms_tiles)", " if b_melds else ", "map(SOURCE_OF, b_melds)", "map(KIND_OF, b_sets)",
                 "all(map(ADDED_OF, b_melds))", "map(TILE_OF, b_sets)", "relation_instances(r_items",
                 "sorted(b_pungs, key=TILE_OF)", "RELATION_CHOICES_", "if not b_self_drawn:", "for v_t in set(b_hand_tiles)",
                 "held_times(b_tiles, 3, False)", "held_times(b_tiles, 2, True)"):
        assert form in compiled.module_source
    return compiled


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=SEEDS)
def test_rewritten_forms_compiled_equals_interpreted(forms, seed):
    record = random_record(random.Random(seed), chow_claims=True)
    assert forms.module().score(record) == Interpreter(forms.ruleset).score(record)


def test_random_hands_reach_the_rewritten_forms(forms):
    rng = random.Random(3)
    seen = set()
    for _ in range(600):
        result = forms.module().score(random_record(rng, chow_claims=True))
        seen.update(p["id"] for win in result.get("wins", []) for p in win["patterns"])
    assert {"forms_tiles", "forms_claims", "forms_counts", "forms_filter", "forms_sets", "forms_claimed_twin",
            "forms_pung_step", "forms_pung_twin"} <= seen
