"""Limits of a spec: past each one a positioned error; within them the spec compiles, the generated
module compiles in Python, and the module and the interpreter agree."""

import random
import time

import pytest

from compiler import limits
from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.load import Expr
from compiler.parse import Locator
from compiler.pipeline import compile_spec
from tests.conftest import MINI_TEXT

RECORDS = [
    {"hand": "555666777z123m9p", "win_tile": "9p", "by": "self_draw"},  # no melds
    {"hand": "12m456p789s55z", "melds": [{"kind": "kong", "tiles": "9999p", "concealed": True}],
     "win_tile": "3m", "by": "self_draw"},
    {"hand": "123m456p789s5z", "melds": [{"kind": "pung", "tiles": "777z", "from": 2}], "win_tile": "5z",
     "by": "discard", "from": 1},
]


def with_when(expr: str) -> str:
    """The fixture spec with the condition of its 'lucky_win' pattern replaced."""
    return MINI_TEXT.replace('when: "lucky"', f'when: "{expr}"', 1)


def where(text: str, expr: str, offset: int = 0) -> tuple[int, int]:
    """Line and column (from 1) of character `offset` of a double-quoted expression in the spec text."""
    for number, line in enumerate(text.splitlines(), 1):
        at = line.find(f'"{expr}"')
        if at >= 0:
            return number, at + 2 + offset
    raise AssertionError("expression not in the text")


def only_error(compile_text, text: str):
    with pytest.raises(SpecErrors) as info:
        compile_text(text)
    (error,) = info.value.errors
    return error


def agrees(compiled) -> list:
    """Each record scored by the generated module and by the interpreter: they must be equal."""
    interpreter = Interpreter(compiled.ruleset)
    results = []
    for record in RECORDS:
        fast = compiled.module().score(record)
        assert fast == interpreter.score(record)
        results.append(fast)
    return results


def long_sum(at_least: int) -> str:
    terms, size, i = [], 0, 0
    while size < at_least:
        terms.append(f"{i % 7} * count(melds)")
        size += len(terms[-1]) + 3
        i += 1
    return " + ".join(terms) + " > 1000"


# ---------------------------------------------------------------- length

def test_a_64_kb_expression_compiles_in_seconds(compile_text):
    expr = long_sum(64 * 1024)
    assert 64 * 1024 <= len(expr) <= limits.MAX_EXPRESSION_LENGTH
    started = time.perf_counter()
    compiled = compile_text(with_when(expr))
    compiled.module()
    assert time.perf_counter() - started < 5
    assert ["lucky_win" in [p["id"] for p in r["wins"][0]["patterns"]] for r in agrees(compiled)] == [False, True, True]


def test_an_expression_longer_than_the_limit(compile_text):
    expr = long_sum(limits.MAX_EXPRESSION_LENGTH)
    text = with_when(expr)
    error = only_error(compile_text, text)
    assert error.message == (f"this expression is {len(expr):,} characters long; an expression may have at most "
                             f"{limits.MAX_EXPRESSION_LENGTH:,}")
    assert (error.span.line, error.span.col) == where(text, expr)


def test_long_flat_chains_are_one_level(compile_text):
    # Each of these failed before: Python's stack, or Python's own parser of the generated module.
    sums = " + ".join(["count(melds)"] * 334) + " > 1"
    conditions = " and ".join(f"count(melds) < {i + 1}" for i in range(489))
    mixed = " - ".join(f"{i} * count(melds)" for i in range(1000)) + " < 5"
    products = " * ".join(["count(melds)"] * 300) + " >= 0"
    for expr in (sums, conditions, mixed, products, f"{conditions} or {sums}"):
        agrees(compile_text(with_when(expr)))


def test_a_long_difference_keeps_its_meaning(compile_text):
    # Regrouped as a balanced tree, `a - b + c - ...` must still subtract what it subtracts.
    terms = [f"{i} * count(melds)" for i in range(1, 40)]
    expr = terms[0] + "".join(f" {'-' if i % 3 else '+'} {t}" for i, t in enumerate(terms[1:], 1))
    value = sum(i if n % 3 == 0 else -i for n, i in enumerate(range(1, 40)))
    compiled = compile_text(with_when(f"{expr} == {value} * count(melds)"))
    assert [r["wins"][0]["patterns"][-1]["id"] for r in agrees(compiled)[1:]] == ["lucky_win", "lucky_win"]


# ---------------------------------------------------------------- nesting

def test_the_deepest_expression_allowed_compiles_and_one_more_level_is_an_error(compile_text):
    deepest = "not " * (limits.MAX_NESTING - 1) + "lucky"  # each `not` one level, the name one more
    agrees(compile_text(with_when(deepest)))
    too_deep = "not " * (limits.MAX_NESTING + 10) + "lucky"
    text = with_when(too_deep)
    error = only_error(compile_text, text)
    assert error.message == (f"this expression is nested more than {limits.MAX_NESTING} levels deep "
                             "(operations inside operations)")
    assert error.hint == "give an inner part a name under define: and use the name here"
    # The part that goes too deep is the one holding 51 levels: the 11th `not` from the left.
    assert (error.span.line, error.span.col) == where(text, too_deep, 10 * len("not "))


def nested_finds(levels: int) -> str:
    body = "m0.from"
    for i in range(levels):
        body = f"find(m{i} in melds where m{i}.claimed: {body})"
    return f"{body} != none"


def test_quantifiers_nested_to_the_limit_make_a_module_python_compiles(compile_text):
    # find with a condition is written with the most brackets a level: next((... for ... if ...), ...)
    levels = limits.MAX_NESTING - 3  # the comparison, and `m0.from` (two levels) inside the last
    agrees(compile_text(with_when(nested_finds(levels))))
    text = with_when(nested_finds(levels + 1))
    error = only_error(compile_text, text)
    assert error.message.startswith("this expression is nested more than")
    assert (error.span.line, error.span.col) == where(text, nested_finds(levels + 1))


def test_nested_parentheses(compile_text):
    redundant = "(" * 202 + "count(melds) > 1" + ")" * 202  # brackets around a whole part cost nothing
    agrees(compile_text(with_when(redundant)))
    nested = "count(melds)"
    for _ in range(202):
        nested = f"1 + ({nested})"
    text = with_when(f"{nested} > 1")
    error = only_error(compile_text, text)
    assert error.message.startswith(f"this expression is nested more than {limits.MAX_NESTING} levels deep")
    # 48 `1 + (` hold 50 levels (count(melds) is two): the one holding 51 is the 154th from the left.
    assert (error.span.line, error.span.col) == where(text, f"{nested} > 1", (202 - 49) * len("1 + ("))


# ---------------------------------------------------------------- definitions

def definition_chain(n: int) -> str:
    lines = "".join(f'  d{i}: "d{i + 1} + 1"\n' for i in range(n - 1)) + f'  d{n - 1}: "count(melds)"\n'
    return with_when("d0 > 100").replace("define:\n", "define:\n" + lines, 1)


def test_a_chain_of_definitions_up_to_the_limit(compile_text):
    agrees(compile_text(definition_chain(limits.MAX_DEFINITION_CHAIN)))


def test_a_longer_chain_of_definitions_is_an_error(compile_text):
    for n in (limits.MAX_DEFINITION_CHAIN + 1, 140):
        text = definition_chain(n)
        error = only_error(compile_text, text)
        top = n - 1 - limits.MAX_DEFINITION_CHAIN  # the first, from the end of the chain, to go too deep
        names = [f"d{top + i}" for i in range(limits.MAX_DEFINITION_CHAIN + 1)]
        assert error.message == (f"definitions build on each other {limits.MAX_DEFINITION_CHAIN + 1} deep here ("
                                 f"{' -> '.join(names[:3] + ['...'] + names[-2:])}); at most "
                                 f"{limits.MAX_DEFINITION_CHAIN} may")
        assert (error.span.line, error.span.col) == where(text, f"d{top + 1} + 1")


# ---------------------------------------------------------------- patterns

def many_patterns(n: int, excluding: bool = False) -> str:
    extra = "".join(
        f"  - id: extra_{i}\n    name: {{zh: 额外{i}, en: extra {i}}}\n"
        f"    when: \"{f'extra_{i + 1} or ' if i % 2 == 0 and i + 1 < n else ''}count(melds) == {i % 3}\"\n"
        + (f"    excludes: [extra_{i + 1}]\n" if excluding and i + 1 < n else "")
        for i in range(n))
    return MINI_TEXT.replace("  - id: flower_bonus\n", extra + "  - id: flower_bonus\n", 1)


def test_three_thousand_patterns_compile_and_agree(compile_text):
    assert limits.MAX_PATTERNS >= 3000
    # Each reads the next, and excludes it: chains of 3,000 for the checker, the module and the interpreter.
    compiled = compile_text(many_patterns(3000, excluding=True))
    assert len(compiled.ruleset.patterns) == 3015
    agrees(compiled)


def test_more_patterns_than_the_limit(compile_text, monkeypatch):
    monkeypatch.setattr("compiler.check.MAX_PATTERNS", 10)  # the fixture has 15
    error = only_error(compile_text, MINI_TEXT)
    assert error.message == "this spec has 15 patterns; a spec may have at most 10"
    assert error.span.line == next(i for i, line in enumerate(MINI_TEXT.splitlines(), 1) if line == "patterns:")


def relations(n: int) -> str:
    extra = "".join(f'  - id: rel_{i}\n    name: {{zh: 关{i}, en: rel {i}}}\n    among: "a, b in chows"\n'
                    f'    when: "a.suit == b.suit or a.number == {i % 7 + 1}"\n' for i in range(n))
    return MINI_TEXT.replace("  - id: all_pungs\n", extra + "  - id: all_pungs\n", 1)


def test_relation_patterns_over_one_list(compile_text):
    # The fixture has three over chows.
    compiled = compile_text(relations(limits.MAX_RELATIONS - 3))
    interpreter = Interpreter(compiled.ruleset)
    record = {"hand": "123m456m789m123p5z", "win_tile": "5z", "by": "self_draw"}
    assert compiled.module().score(record) == interpreter.score(record)
    text = relations(limits.MAX_RELATIONS - 2)
    error = only_error(compile_text, text)
    last = f"rel_{limits.MAX_RELATIONS - 3}"
    assert error.message == (f"pattern '{last}' makes {limits.MAX_RELATIONS + 1} relation patterns over the same list; "
                             f"at most {limits.MAX_RELATIONS} may range over one list")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == f"  - id: {last}")
    assert (error.span.line, error.span.col) == (line, 9)


# ---------------------------------------------------------------- extends

def extends_chain(folder, n: int):
    """house_0 extends house_1 ... extends house_{n-1}, which extends the fixture spec: n steps."""
    (folder / "base.yaml").write_text(MINI_TEXT, encoding="utf-8")
    for i in range(n):
        base = f"house_{i + 1}.yaml" if i + 1 < n else "base.yaml"
        (folder / f"house_{i}.yaml").write_text(f"extends: {base}\nid: house_{i}\n", encoding="utf-8")
    return folder / "house_0.yaml"


def test_an_extends_chain_up_to_the_limit(tmp_path):
    compiled = compile_spec(extends_chain(tmp_path, limits.MAX_EXTENDS_DEPTH), "house_0.yaml")
    assert compiled.ruleset.id == "house_0"


def test_a_longer_extends_chain_is_an_error(tmp_path):
    with pytest.raises(SpecErrors) as info:
        compile_spec(extends_chain(tmp_path, 1200), "house_0.yaml")
    (error,) = info.value.errors
    last = limits.MAX_EXTENDS_DEPTH
    assert error.message == (f"'extends' builds on more than {last} rulesets, each over the next "
                             f"(house_0.yaml -> ... -> house_{last}.yaml -> house_{last + 1}.yaml)")
    assert (error.span.file, error.span.line, error.span.col) == (f"house_{last}.yaml", 1, 10)


# ---------------------------------------------------------------- numbers

def test_a_number_has_at_most_18_digits(compile_text):
    agrees(compile_text(with_when("count(melds) < 999999999999999999")))
    for digits in ("1234567890123456789", "7" * 5000):
        expr = f"count(melds) < {digits}"
        text = with_when(expr)
        error = only_error(compile_text, text)
        assert error.message == (f"the number {digits[:12]}... has {len(digits):,} digits; a number may have at "
                                 f"most {limits.MAX_INT_DIGITS}")
        assert (error.span.line, error.span.col) == where(text, expr, len("count(melds) < "))


@pytest.mark.parametrize("constant, message", [
    ("999999999999999999 * 999999999999999999",
     "this constant overflows: it works out at a number of 36 digits, and whole numbers of a spec stay within "
     "9,223,372,036,854,775,807 (2**63 - 1)"),
    ("2 ** 63", "this constant overflows: it works out at a number of 19 digits"),
    ("3 * 2 ** 70", "this power overflows: its exponent 70 is above 64"),
    ("2 ** (0 - 1)",
     "this power has the negative exponent -1: a whole number to a negative power is not a whole number"),
    ("2 ** -3", "this power has the negative exponent -3"),
])
def test_a_constant_beyond_the_whole_numbers_is_an_error_at_its_place(compile_text, constant, message):
    expr = f"count(melds) < {constant}"
    text = with_when(expr)
    error = only_error(compile_text, text)
    assert error.message.startswith(message)
    start = len("count(melds) < ") + (constant.index("2 **") if constant.startswith("3 *") else 0)
    assert (error.span.line, error.span.col) == where(text, expr, start)


def test_the_largest_constant_compiles(compile_text):
    compiled = compile_text(with_when("count(melds) < 2 ** 62 - 1 + 2 ** 62"))
    assert f"< {2 ** 63 - 1}" in compiled.module_source  # folded
    agrees(compiled)


# ---------------------------------------------------------------- folding keeps meaning

def test_folding_and_keeps_an_operand_that_may_fail(compile_text):
    compiled = compile_text(with_when("12 // count(melds) > 1 and 1 > 2"))
    results = agrees(compiled)
    assert results[0]["error"]["code"] == "division_by_zero"  # no melds: 12 // 0
    assert "error" not in results[1]


def test_folding_or_keeps_an_operand_that_may_fail(compile_text):
    results = agrees(compile_text(with_when("lucky or 12 // count(melds) > 1 or 2 > 1")))
    assert results[0]["error"]["code"] == "division_by_zero"


def test_a_negative_power_is_an_error_on_the_hand_in_both_scorers(compile_text):
    expr = "2 ** (count(melds) - 1) > 0"
    text = with_when(expr)
    results = agrees(compile_text(text))
    line, col = where(text, expr)
    assert results[0]["error"] == {"code": "negative_power",
                                   "message": f"the expression at house.yaml:{line}:{col} raises to a negative power "
                                              "on this hand"}
    assert "error" not in results[1]


# ---------------------------------------------------------------- positions

@pytest.mark.parametrize("raw", [
    '"a + b * (c - d)"',
    '"a +\\tb \\"c\\" d"',
    "'it''s a ''quoted'' text'",
    ">-\n    a long\n    folded\n\n    expression",
    '"line one\\n  line two"',
    "plain text here",
])
def test_the_position_table_gives_what_expr_span_gives(raw):
    import yaml
    text = yaml.safe_load(f"x: {raw}")["x"]
    source = Expr(text, "spec.yaml", raw, 7, 11)
    locator = Locator(source)
    rng = random.Random(1)
    for _ in range(200):
        start = rng.randint(0, len(text) + 2)
        end = rng.randint(start, len(text) + 3)
        assert locator.span(start, end) == source.span(start, end)


# ---------------------------------------------------------------- definitions with parameters, written out

def doubling_definitions(n: int) -> str:
    """The fixture spec with f0 .. fn, each using the next one twice: f0(1) writes out to 2**n terms."""
    defs = "".join(f"  f{i}:\n    params: [x]\n    expr: \"f{i + 1}(x) + f{i + 1}(x)\"\n" for i in range(n))
    defs += f"  f{n}:\n    params: [x]\n    expr: \"x + count(melds)\"\n"
    return with_when("f0(1) > 1000").replace("define:\n", "define:\n" + defs, 1)


def test_definitions_with_parameters_written_out_within_the_limits_agree(compile_text):
    compiled = compile_text(doubling_definitions(8))  # 256 terms
    assert agrees(compiled)


def test_a_definition_with_parameters_that_grows_past_the_limit_is_an_error_quickly(compile_text):
    started = time.perf_counter()
    error = only_error(compile_text, doubling_definitions(20))
    assert time.perf_counter() - started < 10
    assert error.message == ("f9(...) written out here is too large: more than 10,000 operations, or nested more than "
                             "100 deep")


def test_definitions_with_parameters_used_inside_one_another_too_deep(compile_text):
    error = only_error(compile_text, doubling_definitions(limits.MAX_WRITTEN_DEPTH + 5))
    assert error.message.startswith("definitions with parameters are used inside one another more than 32 deep here")
