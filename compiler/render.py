"""Render stage: the rule sheet of a ruleset, from its IR and its verified examples."""

from __future__ import annotations

import functools

import jinja2

from . import ir
from . import runtime as rt
from .verify import Outcome, breakdown

# How an expression reads on a sheet: operators as in print, names as written.
SYMBOLS = {"*": "×", "//": "÷", "%": "mod", "==": "=", "!=": "≠", "<=": "≤", ">=": "≥", "<": "<", ">": ">",
           "in": "in", "not in": "not in", "+": "+", "-": "−"}
LEVEL = {"or": 1, "and": 2, "not": 3, "cmp": 4, "+": 5, "-": 5, "*": 6, "//": 6, "%": 6, "neg": 7, "**": 8}


def math(e: ir.Expr) -> str:
    """An expression written for people: `base × 2^doublings`."""
    return _math(e)[0]


def _math(e: ir.Expr) -> tuple[str, int]:
    def wrap(x, level):
        text, own = _math(x)
        return f"({text})" if own < level else text

    if isinstance(e, ir.Const):
        if e.name:
            return e.name, 9
        if e.value is None:
            return "none", 9
        if e.type == ir.TILE:
            return rt.tile_name(e.value), 9
        if isinstance(e.value, bool):
            return "yes" if e.value else "no", 9
        return str(e.value), 9
    if isinstance(e, ir.Ref):
        return e.name, 9
    if isinstance(e, ir.GetAttr):
        return f"{wrap(e.obj, 9)}.{e.name}", 9
    if isinstance(e, ir.Call):
        return f"{e.func}({', '.join(math(a) for a in e.args)})", 9
    if isinstance(e, ir.Quant):
        inner = ", ".join(e.binders) + " in " + math(e.coll)
        if e.where is not None:
            inner += " where " + math(e.where)
        if e.body is not None:
            inner += ": " + math(e.body)
        return f"{e.kind}({inner})", 9
    if isinstance(e, ir.Unary):
        if e.op == "not":
            return f"not {wrap(e.operand, 3)}", 3
        return f"−{wrap(e.operand, 7)}", 7
    if isinstance(e, ir.Binary):
        if e.op == "**":
            return f"{wrap(e.left, 9)}^{wrap(e.right, 9)}", 8
        level = LEVEL[e.op]
        return f"{wrap(e.left, level)} {SYMBOLS[e.op]} {wrap(e.right, level + 1)}", level
    if isinstance(e, ir.Compare):
        parts = [wrap(e.operands[0], 5)]
        for op, x in zip(e.ops, e.operands[1:]):
            parts += [SYMBOLS[op], wrap(x, 5)]
        return " ".join(parts), 4
    if isinstance(e, ir.Logic):
        level = LEVEL[e.op]
        return f" {e.op} ".join(wrap(o, level + 1) for o in e.operands), level
    if isinstance(e, ir.Cond):
        return f"if {wrap(e.cond, 1)} then {wrap(e.then, 1)} else {math(e.other)}", 0
    if isinstance(e, ir.MakeList):
        return "[" + ", ".join(math(i) for i in e.items) + "]", 9
    raise AssertionError(type(e))


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.PackageLoader("compiler", "templates"), keep_trailing_newline=True,
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined,
                             autoescape=False)
    env.filters["math"] = math
    env.filters["cell"] = lambda text: str(text).replace("|", "\\|").replace("\n", " ")
    env.filters["tiles"] = lambda tiles: rt.tiles_text(list(tiles)) or "none"
    return env


def render_markdown(ruleset: ir.Ruleset, outcomes: list[Outcome]) -> str:
    """The plain Markdown rule sheet."""
    rows = []
    for o in outcomes:
        rows.append({"example": o.example, "result": breakdown(o.module_result), "ok": o.ok})
    by_id = {p.id: p for p in ruleset.patterns}
    excluded_by = {p.id: [q.id for q in ruleset.patterns if p.id in q.excludes] for p in ruleset.patterns}
    return environment().get_template("sheet.md.j2").render(
        rs=ruleset, rows=rows, passed=sum(1 for o in outcomes if o.ok), by_id=by_id, excluded_by=excluded_by)
