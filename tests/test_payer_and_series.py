"""An amount worked out for each payment (`payer`, `payee`), in the interpreter and all three back ends; a series
of patterns of which only the highest counts, and a fallback pattern that counts only alone; their errors, their
words on the sheets and in a house ruleset."""

from __future__ import annotations

import json

import pytest

from compiler.differ import differences
from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.render import render_html, render_markdown
from compiler.verify import verify

# A dealer's bonus (Taiwan's dealer 台) paid only between the dealer and another seat: 3 a hand, 2 more in a
# payment whose payer or payee is the dealer. Kongs and penalties read the seats of their payments too.
DEALER_SPEC = """mjc: 1
id: dealer_bonus
name: {zh: 庄家台, en: Dealer bonus}
unit: {id: points, zh: 分, en: points}
tiles:
  hand: 123456789m123456789p123456789s1234567z
claims: [chow, pung, kong]
shapes:
  - {id: standard, name: {zh: 基本和型, en: four sets and a pair}, sets: 4, pairs: 1}
options:
  dealer_tai: {type: int, default: 2, doc: {zh: 庄家台, en: the dealer's bonus in each of its payments}}
patterns:
  - {id: win, name: {zh: 和, en: win}, when: "true", value: "3"}
scoring:
  value: "total_value"
  total: "collected"
settlement:
  win:
    - name: {zh: 自摸, en: self-draw}
      when: "self_drawn"
      pay:
        - {from: others, amount: "total_value + (if payer == dealer or payee == dealer then dealer_tai else 0)", reason: {zh: 自摸, en: self-draw}}
    - name: {zh: 放炮, en: discard}
      when: "not self_drawn"
      pay:
        - {from: discarder, amount: "total_value + (if payer.is_dealer or payee.is_dealer then dealer_tai else 0)", reason: {zh: 放炮, en: discard}}
  kong:
    - name: {zh: 暗杠, en: concealed kong}
      when: "k.concealed"
      pay:
        - {from: "others_of(k.owner)", to: k.owner, amount: "if payer == dealer then 2 else 1", reason: {zh: 暗杠, en: concealed kong}}
  penalties:
    false_win:
      name: {zh: 诈胡, en: false win}
      pay:
        - {from: seat, to: "others_of(seat)", amount: "if payee == dealer then 10 else 5", reason: {zh: 诈胡, en: false win}}
"""

HAND = {"hand": "123m456m789p123s5z", "win_tile": "5z"}


def won(winner: int, dealer: int, by: str, source: int | None = None, **deal) -> dict:
    """A record: `winner` wins HAND (self-drawn, or off `source`'s discard) with `dealer` dealing."""
    players = [{}, {}, {}, {}]
    players[winner] = {"hand": HAND["hand"]}
    win = {"winner": winner, "win_tile": HAND["win_tile"], "by": by, **({"from": source} if source is not None else {})}
    return {"dealer": dealer, "players": players, "wins": [win], **deal}


# (record, deltas worked out by hand)
DEALER_CASES = [
    # The dealer self-draws: each of the three pays 3 + 2.
    (won(0, dealer=0, by="self_draw"), [15, -5, -5, -5]),
    # Seat 2 self-draws: the dealer pays 3 + 2, the two others 3 each.
    (won(2, dealer=0, by="self_draw"), [-5, -3, 11, -3]),
    # Seat 1 wins off seat 3's discard, neither the dealer: 3.
    (won(1, dealer=0, by="discard", source=3), [0, 3, 0, -3]),
    # Seat 1 wins off the dealer's discard: 3 + 2.
    (won(1, dealer=0, by="discard", source=0), [-5, 5, 0, 0]),
    # The dealer (seat 3) wins off seat 2's discard: 3 + 2.
    (won(3, dealer=3, by="discard", source=2), [0, 0, -5, 5]),
    # Seat 1 self-draws, the dealer (seat 0) holding a concealed kong (each other seat pays it 1, the dealer's
    # own payment would be 2 but it pays itself nothing) and seat 2 penalised for a false win (5 to each other
    # seat, 10 to the dealer).
    ({**won(1, dealer=0, by="self_draw"), "players": [{"melds": [{"kind": "kong", "tiles": "1111z", "concealed": True}]},
                                                     {"hand": HAND["hand"]}, {}, {}],
      "penalties": [{"type": "false_win", "seat": 2}]},
     [-5 + 3 + 10, 11 - 1 + 5, -3 - 1 - 20, -3 - 1 + 5]),
]


@pytest.fixture(scope="module")
def dealer(tmp_path_factory):
    from compiler.pipeline import compile_spec
    path = tmp_path_factory.mktemp("dealer") / "dealer_bonus.yaml"
    path.write_text(DEALER_SPEC, encoding="utf-8")
    return compile_spec(path, "dealer_bonus.yaml")


def test_a_dealer_bonus_is_paid_only_between_the_dealer_and_another_seat(dealer):
    module, interpreter = dealer.module(), Interpreter(dealer.ruleset)
    for record, deltas in DEALER_CASES:
        ours, reference = module.score(record), interpreter.score(record)
        assert ours["deltas"] == deltas, (record, ours)
        assert json.dumps(ours) == json.dumps(reference)
    # A win's total is what its winner collected: the payments of its rules, each with its own amount.
    assert module.score(DEALER_CASES[1][0])["wins"][0]["total"] == 11


def test_only_an_amount_that_reads_a_seat_of_its_payment_is_worked_out_for_each(compile_text):
    """A line whose amount reads neither payer nor payee is written as it always was, in every back end."""
    plain = DEALER_SPEC.replace("total_value + (if payer.is_dealer or payee.is_dealer then dealer_tai else 0)",
                                "total_value")
    compiled = compile_text(plain, name="dealer_bonus.yaml")
    python, c, js = compiled.module_source, compiled.native_source()[0], compiled.js_source()
    assert python.count("# the amount is worked out for each payment") == 3
    assert "add_payment(payments, deltas, b_discarder, b_winner, s_total_value, '放炮 (discard)')" in python
    assert c.count("/* the amount is worked out for each payment */") == 3
    assert "mjc_add_payment(ledger, b_discarder, b_winner, s_total_value, 1);" in c
    assert js.count("// the amount is worked out for each payment") == 3
    assert 'add_payment(payments, deltas, b_discarder, b_winner, s_total_value, "放炮 (discard)");' in js


@pytest.mark.native
def test_the_native_scorer_pays_each_payment_its_own_amount(dealer, tmp_path):
    from tests.test_native import native_of
    native, python = native_of(dealer, tmp_path)
    handed_back = []
    native.bind(lambda record: handed_back.append(record) or python(record))
    for record, deltas in DEALER_CASES:
        result = native.score(record)
        assert result["deltas"] == deltas and json.dumps(result) == json.dumps(python(record)), (record, result)
    assert not handed_back  # worked out in C, not by the Python scorer


@pytest.mark.node
def test_the_javascript_scorer_pays_each_payment_its_own_amount(dealer, tmp_path):
    from tests.test_js import run_js
    path = tmp_path / "dealer_bonus.mjs"
    path.write_text(dealer.js_source(), encoding="utf-8")
    records = [record for record, _ in DEALER_CASES]
    results = [json.loads(line) for line in run_js(path, records)]
    assert [r["deltas"] for r in results] == [deltas for _, deltas in DEALER_CASES]
    module = dealer.module()
    assert results == [module.score(r) for r in records]


@pytest.mark.parametrize("place, text, name", [
    ("a rule's condition", 'when: "self_drawn"', 'when: "self_drawn and payer != none"'),
    ("a transfer's payer", "{from: others, amount: \"total_value +", "{from: \"[payee]\", amount: \"total_value +"),
    ("a transfer's payee", "{from: discarder, amount:", "{from: discarder, to: payer, amount:"),
    ("a pattern", 'when: "true", value: "3"', 'when: "true", value: "turns(payer, dealer)"'),
    ("the total", 'total: "collected"', 'total: "collected + turns(payee, dealer)"'),
])
def test_payer_and_payee_outside_an_amount_are_positioned_errors(compile_text, place, text, name):
    assert text in DEALER_SPEC, place
    with pytest.raises(SpecErrors) as info:
        compile_text(DEALER_SPEC.replace(text, name, 1), name="dealer_bonus.yaml")
    error = info.value.errors[0]
    assert "is a seat of one payment: only a transfer's amount can read it" in error.message, place
    line = DEALER_SPEC.replace(text, name, 1).splitlines()[error.span.line - 1]
    assert line[error.span.col - 1:].startswith(("payer", "payee")), (place, line, error.span.col)
    assert "winner" in error.hint


def test_the_table_is_no_seat_of_a_payment(compile_text):
    text = DEALER_SPEC.replace("{from: discarder, amount:", "{from: table, amount:")
    with pytest.raises(SpecErrors) as info:
        compile_text(text, name="dealer_bonus.yaml")
    assert info.value.errors[0].message == "'payer' is the table in this payment ('from: table'), which is no seat"


def test_payer_and_payee_are_names_of_the_language(compile_text):
    text = DEALER_SPEC.replace("patterns:\n", "define:\n  payee: \"winner\"\npatterns:\n")
    with pytest.raises(SpecErrors) as info:
        compile_text(text, name="dealer_bonus.yaml")
    assert info.value.errors[0].message == "definition 'payee' clashes with a built-in name of the language"


# ---------------------------------------------------------------- series and fallback

# Zung Jung's way: one dragon pung 10, two 20, three 130, only the highest counted; all pungs 30; a chicken hand
# counts 1 when nothing else does. Flowers add to a sum of their own, which the chicken hand does not look at.
SERIES_SPEC = """mjc: 1
id: zj
name: {zh: 中庸, en: Zung Jung}
unit: {id: points, zh: 分, en: points}
tiles:
  hand: 123456789m123456789p123456789s1234567z
  flowers: 12345678f
claims: [chow, pung, kong]
shapes:
  - {id: standard, name: {zh: 基本和型, en: four sets and a pair}, sets: 4, pairs: 1}
define:
  dragon_pungs: "count(s in pungs: s.tile.is_dragon)"
patterns:
  - {id: one_dragon, name: {zh: 箭刻, en: one dragon pung}, when: "dragon_pungs >= 1", value: "10", series: dragons}
  - {id: three_dragons, name: {zh: 大三元, en: big three dragons}, when: "dragon_pungs == 3", value: "130", series: dragons}
  - {id: two_dragons, name: {zh: 双箭刻, en: two dragon pungs}, when: "dragon_pungs >= 2", value: "2 * 10", series: dragons}
  - {id: all_pungs, name: {zh: 对对和, en: all pungs}, when: "all(s in sets: s.is_pung)", value: "30"}
  - {id: chicken, name: {zh: 鸡和, en: chicken hand}, when: "true", value: "1", fallback: true}
  - {id: flower, name: {zh: 花, en: flowers}, when: "flowers > 0", count: "flowers", adds_to: bonus}
scoring:
  sums: [points, bonus]
  value: "points + bonus"
settlement:
  win:
    - name: {zh: 和, en: win}
      pay:
        - {from: others, amount: "points + bonus", reason: {zh: 和, en: win}}
"""


def series_records() -> dict[str, dict]:
    return {
        "one": {"hand": "555z123m456m789p9p", "win_tile": "9p", "by": "self_draw"},
        "two": {"hand": "555z666z123m456m9p", "win_tile": "9p", "by": "self_draw"},
        "three": {"hand": "555z666z777z123m9p", "win_tile": "9p", "by": "self_draw"},
        "pungs": {"hand": "555z111m222p333s9p", "win_tile": "9p", "by": "self_draw"},
        "nothing": {"hand": "123m456m789p234s9p", "win_tile": "9p", "by": "self_draw"},
        "flowers": {"hand": "123m456m789p234s9p", "win_tile": "9p", "by": "self_draw", "flowers": "12f"},
    }


@pytest.fixture(scope="module")
def series(tmp_path_factory):
    from compiler.pipeline import compile_spec
    path = tmp_path_factory.mktemp("series") / "zj.yaml"
    path.write_text(SERIES_SPEC, encoding="utf-8")
    return compile_spec(path, "zj.yaml")


def counted(result: dict) -> dict:
    return {p["id"]: p["value"] * p["count"] for p in result["wins"][0]["patterns"]}


# What each record counts: the highest of the dragons alone, the chicken hand only when nothing else of its sum
# counts (flowers are another sum), all pungs beside a dragon of the series.
SERIES_EXPECTED = {
    "one": {"one_dragon": 10},
    "two": {"two_dragons": 20},
    "three": {"three_dragons": 130},
    "pungs": {"one_dragon": 10, "all_pungs": 30},
    "nothing": {"chicken": 1},
    "flowers": {"chicken": 1, "flower": 2},
}


def test_only_the_highest_of_a_series_counts_and_a_fallback_only_alone(series):
    module, interpreter = series.module(), Interpreter(series.ruleset)
    for name, record in series_records().items():
        ours = module.score(record)
        assert counted(ours) == SERIES_EXPECTED[name], (name, ours)
        assert json.dumps(ours) == json.dumps(interpreter.score(record))


@pytest.mark.native
def test_series_and_fallback_count_alike_natively(series, tmp_path):
    from tests.test_native import native_of
    native, python = native_of(series, tmp_path)
    handed_back = []
    native.bind(lambda record: handed_back.append(record) or python(record))
    for name, record in series_records().items():
        assert counted(native.score(record)) == SERIES_EXPECTED[name], name
    assert not handed_back


@pytest.mark.node
def test_series_and_fallback_count_alike_in_javascript(series, tmp_path):
    from tests.test_js import js_matches_python
    js_matches_python(series, tmp_path, list(series_records().values()))


def test_of_equal_values_the_first_listed_counts(compile_text):
    text = SERIES_SPEC.replace('value: "2 * 10", series: dragons', 'value: "10", series: dragons')
    compiled = compile_text(text, name="zj.yaml")
    assert counted(compiled.module().score(series_records()["two"])) == {"one_dragon": 10}


def test_a_series_counts_the_next_one_down_where_the_highest_is_excluded(compile_text):
    all_pungs = next(line for line in SERIES_SPEC.splitlines(keepends=True) if "id: all_pungs" in line)
    first = all_pungs.replace('value: "30"}', 'value: "30", excludes: [two_dragons]}')  # listed before it excludes
    text = SERIES_SPEC.replace(all_pungs, "").replace("  - {id: one_dragon", first + "  - {id: one_dragon")
    record = {"hand": "555z666z111m222p9p", "win_tile": "9p", "by": "self_draw"}  # two dragon pungs, all pungs
    compiled = compile_text(text, name="zj.yaml")
    assert counted(compiled.module().score(record)) == {"one_dragon": 10, "all_pungs": 30}
    assert counted(Interpreter(compiled.ruleset).score(record)) == {"one_dragon": 10, "all_pungs": 30}


def test_the_sheets_say_a_series_and_a_fallback_in_words(series):
    outcomes = verify(series)
    markdown = render_markdown(series.ruleset, outcomes)
    assert "The series `dragons`: of its patterns only the highest-valued that counts is counted (同系列只计最高者): " \
           "大三元 130, 双箭刻 20, 箭刻 10" in markdown
    assert "- 鸡和 counts only when no other pattern of `points` counts (无其他番型时才计)" in markdown
    html = render_html(series.ruleset, outcomes)
    assert html.count("同系列只计最高者") >= 4 and "无其他番型时才计" in html  # quick reference, each pattern, exclusions
    assert "of its series only the highest that counts is counted" in html


def test_the_ir_dump_names_a_series_and_a_fallback(series):
    from compiler.ir_dump import dump
    text = dump(series.ruleset)
    assert "series dragons" in text and "fallback" in text


@pytest.mark.parametrize("old, new, message, at", [
    ('value: "10", series: dragons', 'value: "dragon_pungs * 10", series: dragons',
     "pattern 'one_dragon' is in the series 'dragons', whose patterns count by their values (only the highest "
     "counts): its value must be a constant number", 'dragon_pungs * 10"'),
    ('value: "1", fallback: true', 'value: "1", fallback: true, excludes: [all_pungs]',
     "pattern 'chicken' is a fallback: it counts only when no other pattern of its sum counts, so it has nothing "
     "to exclude", "excludes"),
    ('value: "1", fallback: true', 'value: "1", fallback: true, limit: true',
     "pattern 'chicken' is a fallback, which counts only when no other pattern of its sum counts; it cannot also "
     "be a limit pattern, which counts over ordinary ones", "limit"),
    ('value: "1", fallback: true', 'value: "1", fallback: true, series: dragons',
     "pattern 'chicken' is a fallback, which counts only when no other pattern of its sum counts; it cannot also "
     "be in a series, where the highest counts", "series"),
    ('value: "30"}', 'value: "30", fallback: true}',
     "pattern 'chicken' is a fallback of the sum 'points', which has the fallback 'all_pungs'; a sum has one "
     "fallback pattern at most", "fallback: true}\n  - {id: flower"),
    ('value: "2 * 10", series: dragons', 'value: "2 * 10", series: dragons, adds_to: bonus',
     "pattern 'two_dragons' adds to 'bonus', but 'one_dragon' of its series 'dragons' adds to 'points'; the "
     "patterns of a series add to one sum", "series: dragons, adds_to"),
    ('value: "130", series: dragons', 'value: "130", series: dragons, limit: true',
     "the series 'dragons' holds the limit pattern 'three_dragons' and the ordinary pattern 'one_dragon'; a "
     "series is all limit patterns or all ordinary ones", "series: dragons, limit"),
])
def test_series_and_fallback_errors_are_positioned(compile_text, old, new, message, at):
    text = SERIES_SPEC.replace(old, new, 1)
    assert text != SERIES_SPEC
    with pytest.raises(SpecErrors) as info:
        compile_text(text, name="zj.yaml")
    error = info.value.errors[0]
    assert error.message == message
    rest = "\n".join(text.splitlines()[error.span.line - 1:])
    assert rest[error.span.col - 1:].startswith(at), (rest, error.span)


def test_an_exclusion_against_the_order_of_a_series_is_a_cycle(compile_text):
    text = SERIES_SPEC.replace('value: "10", series: dragons}', 'value: "10", series: dragons, excludes: [three_dragons]}')
    with pytest.raises(SpecErrors) as info:
        compile_text(text, name="zj.yaml")
    error = info.value.errors[0]
    assert error.message.startswith("cyclic exclusions: one_dragon excludes three_dragons excludes ")
    assert "a pattern of a series those below it" in error.hint


def test_a_series_holds_at_most_32_patterns(compile_text):
    many = "".join(f'  - {{id: grade{i}, name: {{zh: 级{i}, en: grade {i}}}, when: "true", value: "{i}", series: grades}}\n'
                   for i in range(33))
    text = SERIES_SPEC.replace("  - {id: all_pungs", many + "  - {id: all_pungs")
    with pytest.raises(SpecErrors) as info:
        compile_text(text, name="zj.yaml")
    assert info.value.errors[0].message == "the series 'grades' holds 33 patterns; a series may hold at most 32"


def test_a_house_ruleset_changes_series_and_fallback_like_any_key(tmp_path):
    from compiler.check import check
    from compiler.pipeline import compile_spec
    (tmp_path / "zj.yaml").write_text(SERIES_SPEC, encoding="utf-8")
    house = ("extends: zj.yaml\nid: zj_house\nname: {zh: 家规, en: house}\npatterns:\n"
             "  - {id: one_dragon, series: lone}\n  - {id: chicken, fallback: false}\n")
    (tmp_path / "house.yaml").write_text(house, encoding="utf-8")
    compiled = compile_spec(tmp_path / "house.yaml", "house.yaml")
    # one_dragon leaves the series (a series of one changes nothing): it counts beside two dragon pungs;
    # the chicken hand counts beside anything.
    assert counted(compiled.module().score(series_records()["two"])) == {"one_dragon": 10, "two_dragons": 20, "chicken": 1}
    changes = {(c.name, c.after.en) for c in differences(check(compiled.doc.base), compiled.ruleset)}
    assert ("one_dragon", "in the series lone (only the highest counts)") in changes
    assert ("chicken", "counts beside other patterns") in changes
