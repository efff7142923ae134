"""How an IR expression is written for people, as plain text or HTML: `base × 2^doublings`."""

from __future__ import annotations

from html import escape

from markupsafe import Markup

from . import ir
from . import runtime as rt
from .text import Text

# How an expression reads on a sheet: operators as in print, names as written.
SYMBOLS = {"*": "×", "//": "÷", "%": "mod", "==": "=", "!=": "≠", "<=": "≤", ">=": "≥", "<": "<", ">": ">",
           "in": "in", "not in": "not in", "+": "+", "-": "−"}
LEVEL = {"or": 1, "and": 2, "not": 3, "cmp": 4, "+": 5, "-": 5, "*": 6, "//": 6, "%": 6, "neg": 7, "**": 8}


# How each relation policy (ir.RelationPolicy) reads on a sheet.
POLICY_WORDS = {
    ir.RelationPolicy.JOIN_ONCE: Text("每副组合只与另一副组合共同计番一次，同一番种不重复用同一副，取总分最高的算法",
                                      "each set combines with another only once, and never twice in one pattern; "
                                      "the choice with the highest total counts"),
    ir.RelationPolicy.EVERY_INSTANCE: Text("每个成立的组合都计", "every combination of sets that holds counts"),
}


def math(e: ir.Expr) -> str:
    """An expression written for people: `base × 2^doublings`."""
    return _math(e, PLAIN)[0]


def written(e: ir.Expr, names, words: dict[str, str] | None = None) -> str:
    """The expression in plain text with each name as `names(name, scope)` gives it and the language's words
    (if, and, yes...) as `words` translates them: a value in a player's words, `连杠数 − 1`."""
    return _math(e, _Named(names, words or {}))[0]


def math_html(e: ir.Expr) -> Markup:
    """The same expression as HTML: names in <var>, powers as <sup>, words of the language set apart."""
    return Markup(_math(e, HTML)[0])


class _Plain:
    """How math() writes the pieces of an expression: as they are."""

    def name(self, text: str, scope: str = "") -> str:
        return text

    def word(self, text: str) -> str:
        return text

    def op(self, text: str) -> str:
        return text

    def text(self, text: str) -> str:
        return text

    def power(self, base: str, exponent: ir.Expr, wrap) -> str:
        return f"{base}^{wrap(exponent, 9)}"


class _Html(_Plain):
    """How math_html() writes them: escaped, marked up, defined names linked to their definitions."""

    def name(self, text: str, scope: str = "") -> str:
        shown = escape(text).replace("_", "_<wbr>")  # long names may break after an underscore
        if scope in ("define", "option"):
            return f'<a class="ref" href="#{scope[:3]}-{escape(text)}"><var>{shown}</var></a>'
        return f"<var>{shown}</var>"

    def word(self, text: str) -> str:
        return f'<span class="kw">{escape(text)}</span>'

    def op(self, text: str) -> str:
        return escape(text)

    def text(self, text: str) -> str:
        return escape(text)

    def power(self, base: str, exponent: ir.Expr, wrap) -> str:
        return f"{base}<sup>{wrap(exponent, 0)}</sup>"


class _Named(_Plain):
    """How written() writes them: names and the language's words as its caller says."""

    def __init__(self, names, words: dict[str, str]):
        self.names, self.words = names, words

    def name(self, text: str, scope: str = "") -> str:
        return self.names(text, scope)

    def word(self, text: str) -> str:
        return self.words.get(text, text)


PLAIN = _Plain()
HTML = _Html()
WORDS = {"in", "not in", "where", "if", "then", "else", "and", "or", "not", "yes", "no", "none"}


def _math(e: ir.Expr, style: _Plain) -> tuple[str, int]:
    def wrap(x, level):
        text, own = _math(x, style)
        return f"({text})" if own < level else text

    def sub(x):
        return _math(x, style)[0]

    def symbol(op):
        return style.word(SYMBOLS[op]) if SYMBOLS[op] in WORDS else style.op(SYMBOLS[op])

    if isinstance(e, ir.Const):
        if e.name:
            return style.name(e.name), 9
        if e.value is None:
            return style.word("none"), 9
        if e.type == ir.TILE:
            return style.text(rt.tile_name(e.value)), 9
        if isinstance(e.value, bool):
            return style.word("yes" if e.value else "no"), 9
        if e.type == ir.TEXT:
            return style.text(f"'{e.value}'"), 9
        return style.text(str(e.value)), 9
    if isinstance(e, ir.Ref):
        return style.name(e.name, e.scope), 9
    if isinstance(e, (ir.GetAttr, ir.SeatField)):
        return f"{wrap(e.obj, 9)}.{style.name(e.name)}", 9
    if isinstance(e, ir.Call):
        return f"{style.text(e.func)}({', '.join(sub(a) for a in e.args)})", 9
    if isinstance(e, ir.Quant):
        inner = ", ".join(style.name(b) for b in e.binders) + f" {style.word('in')} " + sub(e.coll)
        if e.where is not None:
            inner += f" {style.word('where')} " + sub(e.where)
        if e.body is not None:
            inner += ": " + sub(e.body)
        return f"{style.text(e.kind)}({inner})", 9
    if isinstance(e, ir.Unary):
        if e.op == "not":
            return f"{style.word('not')} {wrap(e.operand, 3)}", 3
        return f"{style.op('−')}{wrap(e.operand, 7)}", 7
    if isinstance(e, ir.Binary):
        if e.op == "**":
            return style.power(wrap(e.left, 9), e.right, wrap), 8
        level = LEVEL[e.op]
        return f"{wrap(e.left, level)} {symbol(e.op)} {wrap(e.right, level + 1)}", level
    if isinstance(e, ir.Compare):
        parts = [wrap(e.operands[0], 5)]
        for op, x in zip(e.ops, e.operands[1:]):
            parts += [symbol(op), wrap(x, 5)]
        return " ".join(parts), 4
    if isinstance(e, ir.Logic):
        level = LEVEL[e.op]
        return f" {style.word(e.op)} ".join(wrap(o, level + 1) for o in e.operands), level
    if isinstance(e, ir.Cond):
        return (f"{style.word('if')} {wrap(e.cond, 1)} {style.word('then')} {wrap(e.then, 1)} "
                f"{style.word('else')} {sub(e.other)}"), 0
    if isinstance(e, ir.MakeList):
        return "[" + ", ".join(sub(i) for i in e.items) + "]", 9
    if isinstance(e, ir.MakeTuple):
        return "(" + ", ".join(sub(i) for i in e.items) + ")", 9
    if isinstance(e, ir.Index):
        return f"{wrap(e.obj, 9)}[{sub(e.index)}]", 9
    return _pass_form(e, style, sub)


def _pass_form(e: ir.Expr, style: _Plain, sub) -> tuple[str, int]:
    """The forms the specialise pass makes (in `mjc ir` dumps only: sheets show the spec's own IR)."""
    if isinstance(e, ir.AtLeast):
        return f"{style.text('count')}({sub(e.coll)}) {style.op('≥')} {e.least}", 4
    if isinstance(e, ir.HeldTimes):
        return f"{style.text('held_times')}({sub(e.tiles)}, {'' if e.exact else style.op('≥')}{e.times})", 9
    if isinstance(e, ir.OneSuit):
        return f"{style.text('one_suit')}({sub(e.tiles)})", 9
    if isinstance(e, ir.InValues):
        read = style.name(e.binder) + (f".{style.name(e.field)}" if e.field else "")
        shown = [("none" if v == rt.NO_TILE else rt.tile_name(v)) if e.field in ("", "tile") else rt.KIND_NAMES[v] if e.field == "kind"
                 else str(v).lower() for v in sorted(e.values)]
        values = ", ".join(shown[:8]) + (f", … ({len(shown)} values)" if len(shown) > 8 else "")
        return (f"{style.text(e.kind)}({style.name(e.binder)} {style.word('in')} {sub(e.coll)}: "
                f"{read} {style.word('in')} {{{style.text(values)}}})"), 9
    if isinstance(e, ir.FieldHas):
        return (f"{style.text(e.kind)}(s {style.word('in')} {sub(e.coll)}: s.{style.name(e.field)} "
                f"{style.op('=')} {sub(e.value)})"), 9
    if isinstance(e, ir.OneOrder):
        return f"{sub(e.quant)} {style.text('(one order)')}", 9
    if isinstance(e, ir.FirstOf):
        return f"{style.text('first')}({style.name(e.binder)} {style.word('in')} {sub(e.coll)}: {sub(e.body)})", 9
    raise AssertionError(type(e))
