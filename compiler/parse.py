"""Parse stage: every expression string of a spec through the one lark grammar into an AST.

A spec is untrusted input, so this stage takes time and stack in proportion to an expression's length
and nesting, never more: the LALR parser and the tree walk below use no recursion, each position in
the YAML file is found from a table made once per expression, and an expression longer or nested
deeper than compiler/limits.py allows is a positioned error.
"""

from __future__ import annotations

import bisect
import collections
import functools
from dataclasses import dataclass, field

import lark

from . import bundled
from . import syntax as ast
from .errors import SpecError, Span
from .limits import FLAT_CHAIN, MAX_EXPRESSION_LENGTH, MAX_INT_DIGITS, MAX_NESTING
from .load import Expr


@functools.lru_cache(maxsize=1)
def parser() -> lark.Lark:
    grammar = bundled.read_text("grammar.lark")
    return lark.Lark(grammar, parser="lalr", propagate_positions=True, maybe_placeholders=True,
                     start=["start", "among"])


TOKEN_WORDS = {
    "COMP_OP": "a comparison", "ADD_OP": "'+' or '-'", "MUL_OP": "'*', '//' or '%'", "POW": "'**'",
    "NAME": "a name", "INT": "a number", "TILE": "a tile such as 5m", "QUANT": "a quantifier",
    "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'", "COMMA": "','", "COLON": "':'",
    "DOT": "'.'", "MINUS": "'-'", "WHERE": "'where'", "$END": "the end of the expression",
}

NESTING_HINT = "give an inner part a name under define: and use the name here"


def parse_expr(source: Expr, start: str = "start") -> ast.Node:
    """Parse one expression (or, with start="among", a relation's `a, b in list`); errors point inside the YAML file."""
    if len(source.text) > MAX_EXPRESSION_LENGTH:
        # Expr.span looks only as far as the offsets it is given: cheap at the start of a long text.
        raise SpecError(f"this expression is {len(source.text):,} characters long; an expression may have at most "
                        f"{MAX_EXPRESSION_LENGTH:,}", source.span(0, 1), NESTING_HINT.replace("an inner", "a"))
    locator = Locator(source)
    try:
        tree = parser().parse(source.text, start=start)
    except lark.UnexpectedInput as exc:
        raise syntax_error(exc, source.text, locator) from None
    return Builder(locator).build(tree)


def syntax_error(exc: lark.UnexpectedInput, text: str, locator: "Locator") -> SpecError:
    offset = getattr(exc, "pos_in_stream", None) or 0
    if isinstance(exc, lark.UnexpectedEOF) or offset is None:
        offset = len(text)
    span = locator.span(offset, offset + 1)
    if isinstance(exc, lark.UnexpectedToken):
        expected = sorted({TOKEN_WORDS.get(t, repr(t.strip('"').lower())) for t in exc.expected})
        found = "the expression ends too early" if exc.token.type == "$END" else f"unexpected {str(exc.token)!r}"
        return SpecError(f"syntax error: {found}; expected {', '.join(expected)}", span)
    if isinstance(exc, lark.UnexpectedCharacters):
        return SpecError(f"syntax error: unexpected character {text[offset]!r}", span)
    return SpecError("syntax error: the expression ends too early", span)


class Locator:
    """Offsets of an expression's text -> spans in the YAML file, each in constant time.

    It gives what Expr.span gives (the text aligned greedily with the scalar as written, past
    quotes, escapes and folding), but from tables made in one pass: Expr.span walks the scalar
    from its start for every offset, and an AST has a span for each of its nodes.
    """

    def __init__(self, source: Expr):
        self.source = source
        text, raw = source.text, source.raw
        # at[i]: where in `raw` the greedy alignment meets text[i] (len(raw) if it runs out first).
        self.at = []
        r = 0
        for ch in text:
            while r < len(raw) and raw[r] != ch:
                r += 1
            self.at.append(r)
            r = min(r + 1, len(raw))
        self.after_last = r if text else 0
        self.newlines = [i for i, ch in enumerate(raw) if ch == "\n"]

    def raw_index(self, offset: int) -> int:
        if offset < len(self.at):
            return self.at[offset]
        return self.after_last if offset == len(self.at) else len(self.source.raw)

    def position(self, offset: int) -> tuple[int, int]:
        index = self.raw_index(offset)
        lines_before = bisect.bisect_left(self.newlines, index)
        if lines_before == 0:
            return self.source.line, self.source.col + index
        return self.source.line + lines_before, index - self.newlines[lines_before - 1]

    def span(self, start: int, end: int) -> Span:
        return Span(self.source.file, *self.position(start), *self.position(max(start + 1, end)))


@dataclass
class Part:
    """A built AST node with its offsets in the expression and how deeply it nests."""

    node: ast.Node
    start: int
    end: int
    depth: int


# Operators that may be regrouped: + and - (a - b + c is a - (b - c)), and * alone.
CHAIN_GROUP = {"+": "+", "-": "+", "*": "*"}


@dataclass
class Chain:
    """Operands of one precedence level not yet made into nodes: `a + b - c`, or `a and b and c`.

    Arithmetic keeps its operators between the operands; `and`/`or` are flattened into one node,
    its operands kept in a deque so that joining two chains costs the shorter one.
    """

    op: str                                  # "+" (with "-"), "*", "and" or "or"
    parts: collections.deque = field(default_factory=collections.deque)
    ops: list = field(default_factory=list)  # arithmetic: ops[i] stands between parts[i] and parts[i + 1]


class Builder:
    """Lark tree -> AST, each node carrying its span in the YAML file; no recursion on the tree's depth."""

    def __init__(self, locator: Locator):
        self.locator = locator

    def build(self, tree) -> ast.Node:
        built: list = []                   # the values of finished subtrees, in order
        todo: list = [(tree, False)]
        while todo:
            item, children_done = todo.pop()
            if not isinstance(item, lark.Tree):
                built.append(item)         # a token, or None for an absent optional part
            elif not children_done:
                todo.append((item, True))
                todo.extend((child, False) for child in reversed(item.children))
            else:
                count = len(item.children)
                children = built[len(built) - count:]
                del built[len(built) - count:]
                built.append(getattr(self, str(item.data))(item.meta, children))
        return self.done(built[0]).node

    # -------------------------------------------------------------- nodes

    def make(self, cls, start: int, end: int, *fields, inside=()) -> Part:
        """A node spanning start..end of the text, one level deeper than the parts inside it."""
        depth = 1 + max((p.depth for p in inside), default=0)
        span = self.locator.span(start, end)
        if depth > MAX_NESTING:
            raise SpecError(f"this expression is nested more than {MAX_NESTING} levels deep (operations inside "
                            "operations)", span, NESTING_HINT)
        return Part(cls(span, *fields), start, end, depth)

    def leaf(self, cls, meta, *fields) -> Part:
        return self.make(cls, meta.start_pos, meta.end_pos, *fields)

    def done(self, value):
        """A finished part: a chain of operands is made into nodes here."""
        if not isinstance(value, Chain):
            return value
        parts = list(value.parts)
        if value.op in ("and", "or"):
            return self.make(ast.Logic, parts[0].start, parts[-1].end, value.op, tuple(p.node for p in parts),
                             inside=parts)
        return self.group(parts, value.ops, 0, len(parts) - 1, "+")

    def group(self, parts: list, ops: list, lo: int, hi: int, sign: str) -> Part:
        """parts[lo..hi] joined by their operators, read as if the operator before parts[lo] were `sign`.

        A short chain keeps its left-to-right grouping; a long one is split in the middle, so that
        it nests about log2(n) levels. Splitting `a - b + c` after `a` gives `a - (b - c)`: the
        operators of the right part are read relative to the one that joins it.
        """
        if lo == hi:
            return parts[lo]
        mid = hi - 1 if len(parts) <= FLAT_CHAIN else (lo + hi) // 2
        joining = ops[mid]  # the operator between parts[mid] and parts[mid + 1], as written
        left = self.group(parts, ops, lo, mid, sign)
        right = self.group(parts, ops, mid + 1, hi, joining)
        op = joining if sign in ("+", "*") else {"+": "-", "-": "+"}[joining]
        return self.make(ast.Binary, left.start, right.end, op, left.node, right.node, inside=(left, right))

    # -------------------------------------------------------------- the grammar's rules

    def int_lit(self, meta, children):
        digits = str(children[0])
        if len(digits) > MAX_INT_DIGITS:  # checked before int(), which refuses more than 4,300 digits
            raise SpecError(f"the number {digits[:12]}... has {len(digits):,} digits; a number may have at most "
                            f"{MAX_INT_DIGITS}", self.locator.span(meta.start_pos, meta.end_pos))
        return self.leaf(ast.IntLit, meta, int(digits))

    def tile_lit(self, meta, children):
        return self.leaf(ast.TileLit, meta, str(children[0]))

    def text_lit(self, meta, children):
        return self.leaf(ast.TextLit, meta, str(children[0])[1:-1])

    def true_lit(self, meta, children):
        return self.leaf(ast.BoolLit, meta, True)

    def false_lit(self, meta, children):
        return self.leaf(ast.BoolLit, meta, False)

    def none_lit(self, meta, children):
        return self.leaf(ast.NoneLit, meta)

    def name(self, meta, children):
        return self.leaf(ast.Name, meta, str(children[0]))

    def attr(self, meta, children):
        obj, name = self.done(children[0]), children[1]
        return self.make(ast.Attr, meta.start_pos, meta.end_pos, obj.node, str(name),
                         self.locator.span(name.start_pos, name.end_pos), inside=(obj,))

    def call(self, meta, children):
        func, *args = children
        args = [self.done(a) for a in args if a is not None]
        return self.make(ast.Call, meta.start_pos, meta.end_pos, str(func), tuple(a.node for a in args), inside=args)

    def quant(self, meta, children):
        kind, binders, coll, _where, where, body = children
        parts = [self.done(x) if x is not None else None for x in (coll, where, body)]
        coll, where, body = (p.node if p is not None else None for p in parts)
        return self.make(ast.Quant, meta.start_pos, meta.end_pos, str(kind), binders, coll, where, body,
                         inside=[p for p in parts if p is not None])

    def binders(self, meta, children):
        return tuple(str(b) for b in children)

    def list_lit(self, meta, children):
        items = [self.done(c) for c in children if c is not None]
        return self.make(ast.ListLit, meta.start_pos, meta.end_pos, tuple(i.node for i in items), inside=items)

    def tuple_lit(self, meta, children):
        items = [self.done(c) for c in children]
        return self.make(ast.TupleLit, meta.start_pos, meta.end_pos, tuple(i.node for i in items), inside=items)

    def index(self, meta, children):
        obj, index = (self.done(c) for c in children)
        return self.make(ast.Index, meta.start_pos, meta.end_pos, obj.node, index.node, inside=(obj, index))

    def neg(self, meta, children):
        operand = self.done(children[0])
        return self.make(ast.Unary, meta.start_pos, meta.end_pos, "-", operand.node, inside=(operand,))

    def not_expr(self, meta, children):
        operand = self.done(children[0])
        return self.make(ast.Unary, meta.start_pos, meta.end_pos, "not", operand.node, inside=(operand,))

    def binary(self, meta, children):
        left, op, right = children
        op, right = str(op), self.done(right)
        group = CHAIN_GROUP.get(op)
        if group is None:  # //, % and ** keep their grouping: each nests one level
            left = self.done(left)
            return self.make(ast.Binary, meta.start_pos, meta.end_pos, op, left.node, right.node, inside=(left, right))
        if not (isinstance(left, Chain) and left.op == group):
            left = Chain(group, collections.deque([self.done(left)]))
        left.parts.append(right)
        left.ops.append(op)
        return left

    def compare(self, meta, children):
        operands = [self.done(c) for c in children[0::2]]
        ops = tuple(" ".join(str(op).split()) for op in children[1::2])
        return self.make(ast.Compare, meta.start_pos, meta.end_pos, ops, tuple(o.node for o in operands),
                         inside=operands)

    def _logic(self, op, children):
        # `a and (b and c)` is one node of three operands, as `a and b and c` is.
        chains = [c if isinstance(c, Chain) and c.op == op else Chain(op, collections.deque([self.done(c)]))
                  for c in children]
        left, right = chains
        if len(left.parts) >= len(right.parts):
            left.parts.extend(right.parts)
            return left
        right.parts.extendleft(reversed(left.parts))
        return right

    def and_expr(self, meta, children):
        return self._logic("and", children)

    def or_expr(self, meta, children):
        return self._logic("or", children)

    def among(self, meta, children):
        binders, coll = children
        coll = self.done(coll)
        return self.make(ast.Among, meta.start_pos, meta.end_pos, binders, coll.node, inside=(coll,))

    def if_expr(self, meta, children):
        parts = [self.done(c) for c in children]
        return self.make(ast.IfElse, meta.start_pos, meta.end_pos, *(p.node for p in parts), inside=parts)
