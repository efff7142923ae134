"""The expression grammar: precedence, every construct, and positioned syntax errors."""

import pytest

from compiler import syntax as ast
from compiler.errors import SpecError
from compiler.load import Expr
from compiler.parse import parse_expr


def parse(text):
    return parse_expr(Expr(text, "spec.yaml", text, 3, 11))


def test_arithmetic_binds_tighter_than_comparison_and_logic():
    tree = parse("a + b * 2 ** c >= 3 and not d or e")
    assert isinstance(tree, ast.Logic) and tree.op == "or"
    left = tree.operands[0]
    assert isinstance(left, ast.Logic) and left.op == "and"
    compare = left.operands[0]
    assert isinstance(compare, ast.Compare) and compare.ops == (">=",)
    total = compare.operands[0]
    assert total.op == "+" and total.right.op == "*" and total.right.right.op == "**"
    assert isinstance(left.operands[1], ast.Unary) and left.operands[1].op == "not"


def test_chained_comparison_and_membership():
    tree = parse("a == b == c")
    assert tree.ops == ("==", "==") and len(tree.operands) == 3
    assert parse("x not in y").ops == ("not in",)
    assert parse("5z in tiles").operands[0] == ast.TileLit(None, "5z")


def test_quantifier_is_told_from_a_call_by_its_binders():
    call = parse("count(melds)")
    assert isinstance(call, ast.Call) and call.func == "count"
    quant = parse("count(m in melds where m.claimed: m.from == discarder)")
    assert isinstance(quant, ast.Quant) and quant.binders == ("m",)
    assert isinstance(quant.where, ast.Attr) and isinstance(quant.body, ast.Compare)
    multi = parse("any(a, b, c in chows: a.number == b.number)")
    assert multi.binders == ("a", "b", "c")


def test_if_then_else_nests_to_the_right():
    tree = parse("if a then 1 else if b then 2 else 3")
    assert isinstance(tree, ast.IfElse) and isinstance(tree.other, ast.IfElse)


def test_lists_literals_and_negation():
    tree = parse("[1z, 2z, 3z]")
    assert [i.text for i in tree.items] == ["1z", "2z", "3z"]
    assert parse("-x").op == "-"
    assert parse("none") == ast.NoneLit(None)
    assert parse("true").value is True


def test_syntax_error_points_inside_the_expression():
    with pytest.raises(SpecError) as err:
        parse("count(m in melds: ) + 1")
    assert "syntax error" in err.value.message
    assert (err.value.span.line, err.value.span.col) == (3, 11 + 18)


def test_unknown_character_is_a_syntax_error():
    with pytest.raises(SpecError) as err:
        parse("a $ b")
    assert "unexpected character '$'" in err.value.message
    assert err.value.span.col == 11 + 2


def test_expression_that_ends_early():
    with pytest.raises(SpecError) as err:
        parse("a and")
    assert err.value.message.startswith("syntax error: the expression ends too early; expected ")


def test_python_is_not_reachable():
    # Attribute chains are checked names, never Python attributes; dunder names parse but cannot resolve.
    tree = parse("x.__class__.__bases__")
    assert isinstance(tree, ast.Attr)
    # A quoted text is data: the call parses, and the checker knows no such function.
    call = parse("__import__('os')")
    assert isinstance(call, ast.Call) and call.args == (ast.TextLit(None, "os"),)
    with pytest.raises(SpecError):
        parse("__import__(\"os\")")


def test_python_is_not_reachable_through_a_spec(compile_text):
    from tests.test_check import broken, errors_of
    text = broken('when: "shape == pairs7"', 'when: "__import__(\'os\') == none"')
    (error,) = errors_of(compile_text, text)
    assert error.message == "unknown function '__import__'"
