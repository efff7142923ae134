"""The IR of a ruleset as text, one item a line, for `mjc ir` and its golden dumps.

Every item shows its kind, its name, its type where it has one, its expression as the sheets write it,
and the spec line it came from, so that the dump after each pass reads as a diff of what the pass did.
"""

from __future__ import annotations

from . import ir
from . import runtime as rt
from .notation import math
from .runtime import tile_name

SHOWN = 6           # keys of a relation table shown
SHOWN_CHOICES = 2   # lists of a family's tabulated choices shown


def _where(span) -> str:
    return f"  ; {span.file}:{span.line}" if span is not None else ""


def _typed(e: ir.Expr) -> str:
    return f"{math(e)} : {e.type}"


def _transfers(pay: tuple, indent: str) -> list[str]:
    return [f"{indent}pay {math(t.amount)} from {math(t.payer)} to {math(t.payee)}  ({t.reason.en})" for t in pay]


def _plan(plan: ir.Plan) -> list[str]:
    words = lambda keys: " ".join(sorted(map(str, keys))) if keys else "-"  # noqa: E731
    listed = lambda keys: " ".join(map(str, keys)) or "-"  # noqa: E731
    return [f"plan before {listed(plan.before)}", f"plan loop {listed(plan.loop)}",
            f"plan after {listed(plan.after)}", f"plan builtins {words(plan.builtins)}",
            f"plan flags {words(plan.flags)}", f"plan exported {words(plan.exported)}",
            f"plan lazy {words(plan.lazy)}", f"plan private {words(plan.private)}",
            f"plan collected {plan.collected or '-'}; by_win_set {str(plan.by_win_set).lower()}"]


def _table(t: ir.RelationTable) -> str:
    """A relation table in one line: how many keys, the first few (as tiles), and its guard."""
    keys = sorted(t.keys)
    shown = " ".join(f"({' '.join(map(tile_name, key))})" for key in keys[:SHOWN])
    shown += " ..." if len(keys) > SHOWN else ""
    guard = f", when {math(t.guard)}" if t.guard is not None else ""
    return f"table of {len(keys)} combination{'' if len(keys) == 1 else 's'} of the sets' tiles{guard}: {shown}"


def _choices(c: ir.ChoiceTable) -> list[str]:
    """A family's tabulated choices: how many lists, and the first few with what counts of each."""
    out = [f"choices of family {c.family}: {len(c.choices)} lists of instances sharing a set{_where(c.span)}"]
    for listed, counts in c.choices[:SHOWN_CHOICES]:
        instances = " ".join(f"{pid}({','.join(map(str, members))})" for pid, members in listed)
        out.append(f"    {instances} -> {', '.join(f'{pid} {n}' for pid, n in counts) or 'none'}")
    if len(c.choices) > SHOWN_CHOICES:
        out.append("    ...")
    return out


def dump(rs: ir.Ruleset) -> str:
    """The ruleset's IR, readable and stable (the same IR always gives the same text)."""
    out = [f"ruleset {rs.id}  ; {rs.spec_file}"]
    for o in rs.options:
        shown = f" in {o.range[0]}..{o.range[1]}" if o.range else ""
        out.append(f"option {o.name} : {o.type} = {str(o.default).lower()}{shown}")
    for f in rs.flags:
        shown = f" in {f.range[0]}..{f.range[1]}" if f.range else ""
        out.append(f"flag {f.name} : {f.kind}{shown}")
    if rs.table != ir.TableRules():
        out.append("table " + " ".join(f"{k}={str(v).lower()}" for k, v in rs.table.as_data().items()))
    if any(rs.red_fives):
        out.append("red fives " + " ".join(f"{n}x0{letter}" for n, letter in zip(rs.red_fives, "mps") if n))
    if rs.hand_size != rt.HAND_SIZE:
        out.append(f"hand size {rs.hand_size}")
    for name, params, text, _doc in rs.functions:
        out.append(f"function {name}({', '.join(params)}) = {text}")
    for g in rs.groups:
        out.append(f"group {g.id} = {' | '.join(rt.tiles_text(tiles) for tiles in g.tiles)}")
    for s in rs.shapes:
        made = "declared" if s.declared else f"tiles where {math(s.tiles)}" if s.tiles is not None else \
            f"{s.sets} sets, {s.pairs} pairs" + "".join(f", {n} {g.id}" for g, n in s.groups)
        out.append(f"shape {s.id} = {made}")
    for d in rs.definitions:
        varying = " varying" if d.varying else ""
        out.append(f"define{varying} {d.name} = {_typed(d.expr)}{_where(d.span)}")
    if rs.relations is not None:
        out.append(f"relations {rs.relations.value}")
    for p in rs.patterns:
        among = f" among {', '.join(p.among)} in {math(p.among_coll)}" if p.among else ""
        varying = " varying" if p.varying else ""
        out.append(f"pattern{varying} {p.id}{among} when {math(p.when)}{_where(p.span)}")
        extra = [f"value {math(p.value)}", f"count {math(p.count)}", f"adds_to {p.adds_to}"] + (["limit"] if p.limit else [])
        extra += ([f"series {p.series}"] if p.series else []) + (["fallback"] if p.fallback else [])
        if p.excludes:
            extra.append(f"excludes {', '.join(p.excludes)}")
        out.append("    " + "; ".join(extra))
        table = ir.relation_table_of(rs, p.id)
        if table is not None:
            out.append("    " + _table(table))
    for c in rs.choice_tables:
        out += _choices(c)
    out.append(f"value = {_typed(rs.value)}")
    out.append(f"total = {_typed(rs.total)}")
    for name, e in rs.details:
        out.append(f"detail {name} = {_typed(e)}")
    if rs.parts:
        out.append("parts " + " ".join(rs.parts))
    for r in rs.rejects:
        out.append(f"reject {r.code} when {math(r.when)}")
    for group, rules in (("win", rs.win_rules), ("kong", rs.kong_rules), ("player", rs.player_rules)):
        for r in rules:
            when = f" when {math(r.when)}" if r.when is not None else ""
            out.append(f"{group} rule '{r.name.en}'{when}{_where(r.span)}")
            out += _transfers(r.pay, "    ")
    for p in rs.penalties:
        out.append(f"penalty {p.type}")
        out += _transfers(p.pay, "    ")
    if rs.order:
        out.append("order " + " ".join(str(k) for k in rs.order))
    if rs.plan is not None:
        out += _plan(rs.plan)
    # a line break in a spec's text (a file or rule name, a function's source) starts no item of its own
    return "\n".join(line.replace("\n", "\\n") for line in out) + "\n"
