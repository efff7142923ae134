"""Properties on random legal deals: zero-sum, compiled == interpreted, tile order does not matter."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compiler.interpret import Interpreter
from tests.deals.nanning import random_record
from tests.deals.tiles import reorder_tiles

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
    rewards_dealer = text.replace('{from: discard_payer, amount:', '{from: discard_payer, to: dealer, amount:')
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
    when: "count(u in tiles: u == win_tile) == 2 or count(distinct(t in tiles: t)) > 11 or count(distinct(t in tiles: t.suit)) == 1 or count(distinct(t in tiles: t.suit)) == 2 or count(t in distinct(x in tiles: x): count(u in tiles: u == t) >= 3) >= 3 or count(t in distinct(x in tiles: x): count(u in tiles: u == t) == 2) >= 5 or any(t in distinct(x in hand_tiles: x): t.is_wind and count(u in hand_tiles: u == t) == 2)"
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
    assert forms.module().score(record) == Interpreter(forms.ruleset).score(record) \
        == Interpreter(forms.optimised).score(record)  # the latter with the tabulate pass's tables


def test_random_hands_reach_the_rewritten_forms(forms):
    rng = random.Random(3)
    seen = set()
    for _ in range(600):
        result = forms.module().score(random_record(rng, chow_claims=True))
        seen.update(p["id"] for win in result.get("wins", []) for p in win["patterns"])
    assert {"forms_tiles", "forms_claims", "forms_counts", "forms_filter", "forms_sets", "forms_claimed_twin",
            "forms_pung_step", "forms_pung_twin"} <= seen


# ---------------------------------------------------------------- random expressions, both scorers

EXPRESSION_SPEC = """\
mjc: 1
id: random_expressions
name: {zh: 随机表达式, en: Random expressions}
unit: {id: fan, zh: 番, en: fan}
tiles:
  hand: 123456789m123456789p123456789s1234567z
  flowers: 12345678f
claims: [chow, pung, kong]
shapes:
  - id: standard
    name: {zh: 基本和型, en: four sets and a pair}
    sets: 4
    pairs: 1
  - id: pairs7
    name: {zh: 七对, en: seven pairs}
    pairs: 7
options:
  factor: {type: int, default: 2, range: [1, 4], doc: {zh: 倍数, en: a factor}}
flags:
  lucky: {type: bool, doc: {zh: 幸运, en: a lucky win}}
define:
  triplets: "count(s in sets: s.is_pung)"
patterns:
  - id: tried
    name: {zh: 试, en: tried}
    when: "{when}"
    value: "{value}"
  - id: zimo
    name: {zh: 自摸, en: self-drawn}
    when: "self_drawn"
scoring:
  sums: [fan]
  value: "fan"
reject:
  - when: "{reject} and lucky"
    code: rejected
    message: {zh: 拒, en: rejected}
settlement:
  win:
    - name: {zh: 和, en: win}
      pay:
        - {from: others, amount: "{amount}", reason: {zh: 和, en: win}}
"""

EXPRESSION_RECORDS = [
    {"hand": "555666777z123m9p", "win_tile": "9p", "by": "self_draw", "context": {"lucky": True}},
    {"hand": "12m456p789s55z", "melds": [{"kind": "kong", "tiles": "9999p", "concealed": True}],
     "win_tile": "3m", "by": "self_draw", "flowers": "15f"},
    {"hand": "123m456p789s5z", "melds": [{"kind": "pung", "tiles": "777z", "from": 2}], "win_tile": "5z",
     "by": "discard", "from": 1, "options": {"factor": 3}},
    {"hand": "1133557799m112p", "win_tile": "2p", "by": "discard", "from": 2},
    {"hand": "111222333m4445p", "win_tile": "5p", "by": "self_draw", "context": {"last_tile": True}},
]

INT_LEAVES = ["0", "1", "2", "3", "7", "12", "count(melds)", "count(tiles)", "count(chows)", "count(pungs)",
              "count(kongs)", "flowers", "triplets", "factor", "win_tile.number", "kong_chain", "turns(dealer, winner)"]
BOOL_LEAVES = ["lucky", "self_drawn", "zimo", "true", "false", "shape == standard", "win_set.is_chow",
               "win_tile.is_honor", "discarder == none", "winner == dealer", "5z in tiles"]
ZERO_ON_SOME_HANDS = ["count(melds)", "count(kongs)", "flowers", "(1 - 1)", "count(chows)"]
EXPONENTS = ["0", "1", "2", "3", "count(melds)", "count(kongs)", "(count(melds) - 1)", "(0 - 1)", "65",
             "(count(tiles) + 50)"]
# Lists to range over: (text, what an element is).
LISTS = [("melds", "set"), ("sets", "set"), ("chows", "set"), ("tiles", "tile"), ("hand_tiles", "tile"),
         ("others", "seat"), ("[1m, 5z, win_tile]", "tile"), ("distinct(u in tiles: u)", "tile"),
         ("filter(u in tiles: u.is_honor)", "tile"), ("last(2, melds + sets)", "set")]
ELEMENT_INTS = {"tile": ["{x}.number"], "set": ["{x}.number", "count({x}.tiles)"], "seat": ["{x}.flowers", "turns({x}, winner)"]}
ELEMENT_BOOLS = {"tile": ["{x}.is_honor", "{x} == win_tile", "{x}.suit == honors", "{x}.is_terminal"],
                 "set": ["{x}.is_pung", "{x}.claimed", "{x}.tile == win_tile", "win_tile in {x}"],
                 "seat": ["{x}.is_dealer", "{x} == discarder", "{x}.flowers > 0"]}


@st.composite
def int_expr(draw, depth=3, bound=()):
    """An int expression of the language; `bound` holds the quantifier elements in scope, as (name, kind)."""
    leaves = INT_LEAVES + [form.format(x=x) for x, kind in bound for form in ELEMENT_INTS[kind]]
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(leaves))
    sub = int_expr(depth - 1, bound)
    form = draw(st.integers(0, 9))
    if form == 0:
        return f"({draw(sub)} {draw(st.sampled_from(['+', '-', '*']))} {draw(sub)})"
    if form == 1:  # often by a count that is 0 on some hands
        divisor = draw(st.one_of(sub, st.sampled_from(ZERO_ON_SOME_HANDS)))
        return f"({draw(sub)} {draw(st.sampled_from(['//', '%']))} {divisor})"
    if form == 2:
        return f"({draw(sub)} ** {draw(st.sampled_from(EXPONENTS))})"
    if form == 3:
        return f"-{draw(sub)}" if draw(st.booleans()) else f"abs({draw(sub)})"
    if form == 4:
        return f"{draw(st.sampled_from(['max', 'min']))}({draw(sub)}, {draw(sub)})"
    if form == 5:
        return f"(if {draw(bool_expr(depth - 1, bound))} then {draw(sub)} else {draw(sub)})"
    if form in (6, 7):
        x, (coll, kind) = f"q{len(bound)}", draw(st.sampled_from(LISTS))
        inner = bound + ((x, kind),)
        kind_word = draw(st.sampled_from(["sum", "max", "min", "count"]))
        if kind_word == "count":
            return f"count({x} in {coll}: {draw(bool_expr(depth - 1, inner))})"
        where = f" where {draw(bool_expr(depth - 1, inner))}" if draw(st.booleans()) else ""
        return f"{kind_word}({x} in {coll}{where}: {draw(int_expr(depth - 1, inner))})"
    if form == 8:
        return f"count({draw(st.sampled_from(LISTS))[0]})"
    return f"(if {draw(bool_expr(depth - 1, bound))} then {draw(sub)} else {draw(st.sampled_from(leaves))})"


@st.composite
def bool_expr(draw, depth=3, bound=()):
    leaves = BOOL_LEAVES + [form.format(x=x) for x, kind in bound for form in ELEMENT_BOOLS[kind]]
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(leaves))
    sub = bool_expr(depth - 1, bound)
    number = int_expr(depth - 1, bound)
    form = draw(st.integers(0, 8))
    if form in (0, 1):
        ops = draw(st.lists(st.sampled_from(["<", "<=", "==", "!=", ">", ">="]), min_size=1, max_size=2))
        return "(" + draw(number) + "".join(f" {op} {draw(number)}" for op in ops) + ")"
    if form == 2:
        return f"not {draw(sub)}"
    if form in (3, 4):
        parts = draw(st.lists(sub, min_size=2, max_size=4))
        if form == 4:  # a part that may fail, then a constant that decides: the part is still worked out
            parts.insert(0, f"({draw(number)} // {draw(st.sampled_from(ZERO_ON_SOME_HANDS))} > {draw(number)})")
            parts.insert(draw(st.integers(1, len(parts))), draw(st.sampled_from(["true", "false", "(1 > 2)", "(0 == 0)"])))
        return "(" + f" {draw(st.sampled_from(['and', 'or']))} ".join(parts) + ")"
    if form == 5:
        return f"(if {draw(sub)} then {draw(sub)} else {draw(sub)})"
    if form == 6:
        x, (coll, kind) = f"q{len(bound)}", draw(st.sampled_from(LISTS))
        inner = bound + ((x, kind),)
        word = draw(st.sampled_from(["any", "all"]))
        where = f" where {draw(bool_expr(depth - 1, inner))}" if draw(st.booleans()) else ""
        return f"{word}({x} in {coll}{where}: {draw(bool_expr(depth - 1, inner))})"
    if form == 7:
        a, b = f"q{len(bound)}", f"q{len(bound) + 1}"
        coll, kind = draw(st.sampled_from([lst for lst in LISTS if lst[1] != "seat"]))
        test = "{a}.number < {b}.number" if kind == "tile" else "{a}.tile == {b}.tile"
        pair = f"{a}, {b} in {coll}: {test.format(a=a, b=b)}"
        return f"any({pair})" if draw(st.booleans()) else f"(count({pair}) > 1)"
    return f"({draw(number)} in [1, 2, count(melds)])"


@pytest.fixture(scope="module")
def expression_specs(tmp_path_factory):
    """Compiles spec text into (compiled, its score function), or the SpecErrors."""
    from compiler.errors import SpecErrors
    from compiler.pipeline import compile_spec
    folder = tmp_path_factory.mktemp("expressions")

    def run(when, value, reject="false", amount="1"):
        path = folder / "random_expressions.yaml"
        path.write_text(EXPRESSION_SPEC.replace("{when}", when).replace("{value}", value)
                        .replace("{reject}", reject).replace("{amount}", amount), encoding="utf-8")
        try:
            compiled = compile_spec(path, "random_expressions.yaml")
        except SpecErrors as exc:
            return exc
        return compiled, compiled.module().score
    return run


@settings(max_examples=200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(when=bool_expr(), value=int_expr(), reject=bool_expr(depth=2), amount=int_expr(depth=2))
def test_random_expressions_compiled_equal_interpreted(expression_specs, when, value, reject, amount):
    """Random expressions as a pattern's condition and value, a reject and a payment: the generated
    module and the interpreter give the same result, or the same error, on every record."""
    from compiler.errors import SpecErrors
    made = expression_specs(when, value, reject, amount)
    if isinstance(made, SpecErrors):  # only a constant with no whole-number value is refused
        assert all("overflows" in e.message or "negative exponent" in e.message for e in made.errors), \
            [e.message for e in made.errors]
        return
    compiled, score = made
    interpreter = Interpreter(compiled.ruleset)
    for record in EXPRESSION_RECORDS:
        fast, slow = score(record), interpreter.score(record)
        assert fast == slow, (when, value, reject, amount, record)
