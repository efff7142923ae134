"""Parse stage: every expression string of a spec through the one lark grammar into an AST."""

from __future__ import annotations

import functools
from importlib import resources

import lark
from lark import Transformer, v_args

from . import syntax as ast
from .errors import SpecError, Span
from .load import Expr


@functools.lru_cache(maxsize=1)
def parser() -> lark.Lark:
    grammar = resources.files("compiler").joinpath("grammar.lark").read_text(encoding="utf-8")
    return lark.Lark(grammar, parser="lalr", propagate_positions=True, maybe_placeholders=True,
                     start=["start", "among"])


TOKEN_WORDS = {
    "COMP_OP": "a comparison", "ADD_OP": "'+' or '-'", "MUL_OP": "'*', '//' or '%'", "POW": "'**'",
    "NAME": "a name", "INT": "a number", "TILE": "a tile such as 5m", "QUANT": "a quantifier",
    "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'", "COMMA": "','", "COLON": "':'",
    "DOT": "'.'", "MINUS": "'-'", "WHERE": "'where'", "$END": "the end of the expression",
}


def parse_expr(source: Expr, start: str = "start") -> ast.Node:
    """Parse one expression (or, with start="among", a relation's `a, b in list`); errors point inside the YAML file."""
    try:
        tree = parser().parse(source.text, start=start)
    except lark.UnexpectedInput as exc:
        offset = getattr(exc, "pos_in_stream", None) or 0
        if isinstance(exc, lark.UnexpectedEOF) or offset is None:
            offset = len(source.text)
        span = source.span(offset, offset + 1)
        if isinstance(exc, lark.UnexpectedToken):
            expected = sorted({TOKEN_WORDS.get(t, repr(t.strip('"').lower())) for t in exc.expected})
            found = "the expression ends too early" if exc.token.type == "$END" else f"unexpected {str(exc.token)!r}"
            raise SpecError(f"syntax error: {found}; expected {', '.join(expected)}", span) from None
        if isinstance(exc, lark.UnexpectedCharacters):
            raise SpecError(f"syntax error: unexpected character {source.text[offset]!r}", span) from None
        raise SpecError("syntax error: the expression ends too early", span) from None
    return ToAst(source).transform(tree)


@v_args(meta=True)
class ToAst(Transformer):
    """Lark tree -> AST, each node carrying its span in the YAML file."""

    def __init__(self, source: Expr):
        super().__init__()
        self.source = source

    def _span(self, meta) -> Span:
        return self.source.span(meta.start_pos, meta.end_pos)

    def _tok(self, token) -> Span:
        return self.source.span(token.start_pos, token.end_pos)

    def int_lit(self, meta, children):
        return ast.IntLit(self._span(meta), int(children[0]))

    def tile_lit(self, meta, children):
        return ast.TileLit(self._span(meta), str(children[0]))

    def true_lit(self, meta, children):
        return ast.BoolLit(self._span(meta), True)

    def false_lit(self, meta, children):
        return ast.BoolLit(self._span(meta), False)

    def none_lit(self, meta, children):
        return ast.NoneLit(self._span(meta))

    def name(self, meta, children):
        return ast.Name(self._span(meta), str(children[0]))

    def attr(self, meta, children):
        obj, name = children
        return ast.Attr(self._span(meta), obj, str(name), self._tok(name))

    def call(self, meta, children):
        func, *args = children
        return ast.Call(self._span(meta), str(func), tuple(a for a in args if a is not None))

    def quant(self, meta, children):
        kind, binders, coll, _where, where, body = children
        names = tuple(str(b) for b in binders.children)
        return ast.Quant(self._span(meta), str(kind), names, coll, where, body)

    def list_lit(self, meta, children):
        return ast.ListLit(self._span(meta), tuple(c for c in children if c is not None))

    def neg(self, meta, children):
        return ast.Unary(self._span(meta), "-", children[0])

    def not_expr(self, meta, children):
        return ast.Unary(self._span(meta), "not", children[0])

    def binary(self, meta, children):
        left, op, right = children
        return ast.Binary(self._span(meta), str(op), left, right)

    def compare(self, meta, children):
        operands = children[0::2]
        ops = tuple(" ".join(str(op).split()) for op in children[1::2])
        return ast.Compare(self._span(meta), ops, tuple(operands))

    def _logic(self, op, meta, children):
        operands = []
        for child in children:
            if isinstance(child, ast.Logic) and child.op == op:
                operands.extend(child.operands)
            else:
                operands.append(child)
        return ast.Logic(self._span(meta), op, tuple(operands))

    def and_expr(self, meta, children):
        return self._logic("and", meta, children)

    def or_expr(self, meta, children):
        return self._logic("or", meta, children)

    def among(self, meta, children):
        binders, coll = children
        return ast.Among(self._span(meta), tuple(str(b) for b in binders.children), coll)

    def if_expr(self, meta, children):
        return ast.IfElse(self._span(meta), *children)
