"""Specialise pass: generic quantifiers and comparisons that have a cheaper equivalent become the IR
forms that say so (ir.AtLeast, HeldTimes, OneSuit, InValues, FieldHas, FirstOf).

Each form means exactly what it replaces; the reference interpreter evaluates it, so the tests that
compare the interpreter with a generated module after each pass cover it. A back end only prints it.
"""

from __future__ import annotations

import dataclasses

from . import ir
from .builtins import HAND_NAMES, QUANTIFIERS, SET_ATTRIBUTES
from .interpret import Work
from .optimise import (COSTLY_BUILTINS, cannot_fail, conjuncts, counted_value, distinct_field_of, distinct_values_of,
                       failing_names, hereditary_part, least_count, least_kinds, map_expressions, symmetric)
from .tabulate import group_field_read, group_field_values, pass_work, reads_only_the_tile, tiles_holding

Q, R = ir.QuantKind, ir.RefKind

# The built-in lists of tiles that are kept sorted.
SORTED_TILE_LISTS = tuple(n.name for n in HAND_NAMES.values() if n.sorted_tiles)

# Set attributes that are a runtime Group field as it is (so `s.tile == x` is the field equal to x), of the
# types a name or constant of the spec is compared with (a flag is tested by a set of values instead).
DIRECT_FIELDS = {a.name: a.field for a in SET_ATTRIBUTES.values() if a.as_is and a.type in (ir.TILE, ir.SEAT)}


def specialise_ruleset(rs: ir.Ruleset) -> ir.Ruleset:
    """The ruleset with its expressions in their specialised forms, and its shapes' facts for waits."""
    rs = dataclasses.replace(rs, shapes=tuple(_shape_facts(s) for s in rs.shapes))
    rewrite = _Specialiser(failing_names(rs), pass_work())
    rs = map_expressions(rs, rewrite)
    return dataclasses.replace(rs, shapes=tuple(_shape_waits(s, rewrite) for s in rs.shapes))


def _shape_waits(shape: ir.Shape, rewrite) -> ir.Shape:
    """A shape judged on its tiles, with its facts for waits in their specialised forms: the part a tile
    added can only break, and the tiles a conjunct `all(t in tiles: ...)` allows."""
    if shape.tiles is None:
        return shape
    allowed = next((c for c in conjuncts(shape.tiles) if isinstance(c, ir.InValues) and c.kind == Q.ALL
                    and not c.field and isinstance(c.coll, ir.Ref)), None)
    return dataclasses.replace(shape, before=rewrite(shape.before) if shape.before is not None else None,
                               allowed=allowed)


def specialise(e: ir.Expr) -> ir.Expr:
    """One expression in its specialised form."""
    return _Specialiser()(e)


def _shape_facts(shape: ir.Shape) -> ir.Shape:
    """A shape judged on its tiles, with what the search for waits may skip on: the part a tile added can
    only break, and the kinds of tile a hand must hold before its last tile."""
    if shape.tiles is None:
        return shape
    return dataclasses.replace(shape, before=hereditary_part(shape.tiles), least_kinds=least_kinds(shape.tiles))


def empty_value(e: ir.Quant) -> ir.Expr:
    """What a quantifier gives on an empty list, as an expression."""
    empty = QUANTIFIERS[e.kind].empty
    if isinstance(empty, list):
        return ir.MakeList(span=e.span, type=e.type, items=())
    return ir.Const(span=e.span, type=e.type, value=empty)


class _Specialiser:
    """Rewrites one expression, top down: a quantifier's length test made before its loop is not made
    again by the comparisons inside it (`hoisted`)."""

    def __init__(self, failing: frozenset = frozenset(), total: Work | None = None):
        self.failing = failing  # names that may raise: a form that skips work never skips reading them
        self.total = total  # the work the pass may spend on sets of values (tabulate.pass_work)

    def __call__(self, e: ir.Expr, hoisted: frozenset = frozenset()) -> ir.Expr:
        if isinstance(e, ir.Compare):
            return self.compare(e, hoisted)
        if isinstance(e, ir.Quant):
            return self.quant(e, hoisted, skip_empty=True)
        if isinstance(e, ir.Call) and e.func == "count" and isinstance(e.args[0], ir.Quant) \
                and e.args[0].kind == Q.DISTINCT:
            distinct = e.args[0]  # how many distinct values: counted as they are made, no list to skip
            return dataclasses.replace(e, args=(ir.map_children(distinct, lambda child: self(child, hoisted)),))
        e = ir.map_children(e, lambda child: self(child, hoisted))
        if isinstance(e, ir.Logic):  # a length test put before a conjunct joins its `and`
            flat = tuple(p for o in e.operands
                         for p in (o.operands if isinstance(o, ir.Logic) and o.op == e.op else (o,)))
            e = dataclasses.replace(e, operands=flat) if len(flat) != len(e.operands) else e
        return e

    def compare(self, e: ir.Compare, hoisted: frozenset) -> ir.Expr:
        one_suit = _one_suit_list(e)
        if one_suit is not None:
            return ir.OneSuit(span=e.span, type=ir.BOOL, tiles=one_suit)
        least = least_count(e, self.failing)
        if least is None:
            return ir.map_children(e, lambda child: self(child, hoisted))
        # count(x in C: ...) >= k needs k elements in C: a cheap test first
        counted = self.quant(e.operands[0], hoisted, skip_empty=False)
        compared = dataclasses.replace(e, operands=(counted,) + tuple(self(o, hoisted) for o in e.operands[1:]))
        if id(e) in hoisted:
            return compared
        length = ir.AtLeast(span=e.span, type=ir.BOOL, coll=self(e.operands[0].coll, hoisted), least=least)
        return ir.Logic(span=e.span, type=ir.BOOL, op="and", operands=(length, compared))

    def quant(self, e: ir.Quant, hoisted: frozenset, skip_empty: bool) -> ir.Expr:
        """A quantifier; with skip_empty, a loop over a named list is skipped when the list is empty. A count
        test in its condition that needs a list of the loop's surroundings to be long enough is made first."""
        guards, more = self.length_guards(e, hoisted)
        loop = self.loop(e, hoisted | more, skip_empty)
        if not guards:
            return loop
        test = guards[0] if len(guards) == 1 else ir.Logic(span=e.span, type=ir.BOOL, op="and", operands=tuple(guards))
        return ir.Cond(span=e.span, type=e.type, cond=test, then=loop, other=empty_value(e))

    def length_guards(self, e: ir.Quant, hoisted: frozenset) -> tuple[list, frozenset]:
        """`len(C) >= k` for each `count(y in C: ...) >= k` that every element must pass, C free of the
        binder; and the ids of those compares. Only where no condition can raise, so skipping is safe."""
        parts = [e.where] + ([e.body] if e.kind in (Q.ANY, Q.COUNT, Q.FILTER) else [])
        conditions = [c for c in parts if c is not None]
        if e.kind == Q.ALL or len(e.binders) > 1 or not all(map(cannot_fail, conditions)) or any(
                isinstance(n, ir.Ref) and n.scope in ir.COMPUTED for c in conditions for n in ir.walk(c)):
            return [], frozenset()
        guards, ids = [], set()
        for part in (part for c in conditions for part in conjuncts(c)):
            least = least_count(part, self.failing) if isinstance(part, ir.Compare) else None
            if least is not None and not ir.reads_locals(part.operands[0].coll, e.binders):
                guards.append(ir.AtLeast(span=part.span, type=ir.BOOL, coll=self(part.operands[0].coll, hoisted),
                                         least=least))
                ids.add(id(part))
        return guards, frozenset(ids)

    def loop(self, e: ir.Quant, hoisted: frozenset, skip_empty: bool) -> ir.Expr:
        held = _held_times(e)
        if held is not None:
            return held
        inner = lambda child: self(child, hoisted) if child is not None else None  # noqa: E731
        if e.kind == Q.FIND and e.where is None and isinstance(e.coll, ir.Ref) \
                and cannot_fail(e.body, self.failing) \
                and not any(isinstance(n, ir.Quant) and e.binders[0] in n.binders for n in ir.walk(e.body)):
            return ir.FirstOf(span=e.span, type=e.type, binder=e.binders[0], coll=inner(e.coll), body=inner(e.body))
        generic = dataclasses.replace(e, coll=inner(e.coll), where=inner(e.where), body=inner(e.body))
        if len(e.binders) > 1:
            whole = ir.Logic(span=e.span, type=ir.BOOL, op="and",
                             operands=tuple(x for x in (e.where, e.body) if x is not None))
            # one order is enough when every order reads alike and none can raise (the orders' errors could differ)
            alike = cannot_fail(whole, self.failing) and symmetric(whole, e.binders)
            loop = ir.OneOrder(span=e.span, type=e.type, quant=generic) if alike else generic
            if _named_list(e.coll):  # too few to choose from: skip
                return self.unless_shorter(e, loop, generic.coll, len(e.binders))
            return loop
        special = self.value_test(e) or self.field_test(e, hoisted)
        if special is not None:
            return special
        if e.kind == Q.COUNT and (e.where is None) != (e.body is None) \
                and counted_value(e.where or e.body, e.binders[0]) is not None:
            return generic  # count(u in C: u == t) is the list's own count: no loop to skip
        bare = e.where is None and e.body is None
        if distinct_values_of(e) is not None or e.kind in (Q.COUNT, Q.FILTER) and bare:
            return generic
        return self.unless_shorter(e, generic, generic.coll, 1) if skip_empty and _named_list(e.coll) else generic

    def unless_shorter(self, e: ir.Quant, loop: ir.Expr, coll: ir.Expr, least: int) -> ir.Expr:
        """The loop, worked out only when its list `coll` has `least` elements (its empty value otherwise)."""
        test = ir.AtLeast(span=e.span, type=ir.BOOL, coll=coll, least=least)
        return ir.Cond(span=e.span, type=e.type, cond=test, then=loop, other=empty_value(e))

    def value_test(self, e: ir.Quant) -> ir.Expr | None:
        """any/all/count/filter over tiles whose condition reads only the tile, or any/all/count over sets
        whose condition reads only one field of the set: the set of values it holds for."""
        if e.kind not in (Q.ANY, Q.ALL, Q.COUNT, Q.FILTER) or len(e.binders) != 1:
            return None
        binder = e.binders[0]
        parts = [p for p in (e.where, e.body) if p is not None]
        if not parts:
            return None
        if e.kind == Q.ALL and len(parts) == 2:
            unless = ir.Unary(span=e.span, type=ir.BOOL, op="not", operand=parts[0])
            cond = ir.Logic(span=e.span, type=ir.BOOL, op="or", operands=(unless, parts[1]))
        else:
            cond = parts[0] if len(parts) == 1 else ir.Logic(span=e.span, type=ir.BOOL, op="and", operands=tuple(parts))
        if e.coll.type == ir.list_of(ir.TILE) and all(reads_only_the_tile(p, binder) for p in parts):
            field, values = "", tiles_holding(cond, binder, self.total)
        elif e.coll.type == ir.list_of(ir.SET) and e.kind != Q.FILTER \
                and len(fields := {group_field_read(p, binder) for p in parts}) == 1 and None not in fields:
            field = fields.pop()
            values = group_field_values(cond, binder, field, self.total)
        else:
            return None
        if values is None:
            return None
        return ir.InValues(span=e.span, type=e.type, kind=e.kind, binder=binder, coll=self(e.coll),
                           field=field, values=values, cond=cond)

    def field_test(self, e: ir.Quant, hoisted: frozenset) -> ir.Expr | None:
        """any/count over sets of `s.F == x`, x a constant or a name read without work: x looked for among
        the sets' field F."""
        test = e.body if e.where is None else None
        if e.kind not in (Q.ANY, Q.COUNT) or e.coll.type != ir.list_of(ir.SET) \
                or not (isinstance(test, ir.Compare) and test.ops == ("==",)):
            return None
        for field_side, other in (test.operands, test.operands[::-1]):
            if isinstance(field_side, ir.GetAttr) and isinstance(field_side.obj, ir.Ref) \
                    and field_side.obj.scope == R.LOCAL and field_side.obj.name == e.binders[0] \
                    and field_side.name in DIRECT_FIELDS and _read_without_work(other, e.binders[0]):
                return ir.FieldHas(span=e.span, type=e.type, kind=e.kind, coll=self(e.coll, hoisted),
                                   field=DIRECT_FIELDS[field_side.name], value=other)
        return None


def _read_without_work(e: ir.Expr, binder: str) -> bool:
    """A constant, or a name whose value is at hand (not the binder; not a definition, which may be
    worked out on first use and so stays inside the loop)."""
    if isinstance(e, ir.Const):
        return True
    return isinstance(e, ir.Ref) and e.scope not in ir.COMPUTED and e.name != binder \
        and not _costly(e)


def _named_list(e: ir.Expr) -> bool:
    """A list held in a variable, cheap to test for length (a costly built-in is worked out on first use)."""
    return isinstance(e, ir.Ref) and not _costly(e)


def _costly(e: ir.Ref) -> bool:
    return e.scope == R.BUILTIN and e.name in COSTLY_BUILTINS


def _held_times(e: ir.Quant) -> ir.Expr | None:
    """`count(t in distinct(x in C: x): count(u in C: u == t) == k)` (or >= k), C a built-in sorted list
    of tiles: how many tiles C holds k times."""
    listed = distinct_values_of(e.coll)
    if not (e.kind == Q.COUNT and e.where is None and len(e.binders) == 1 and isinstance(e.body, ir.Compare)
            and len(e.body.ops) == 1 and e.body.ops[0] in ("==", ">=") and isinstance(listed, ir.Ref)
            and listed.scope == R.BUILTIN and listed.name in SORTED_TILE_LISTS):
        return None
    times, k = e.body.operands
    if not (isinstance(k, ir.Const) and isinstance(k.value, int) and k.value >= 1 and isinstance(times, ir.Quant)
            and times.kind == Q.COUNT and times.where is None and times.coll == listed):
        return None
    counted = counted_value(times.body, times.binders[0])
    if not (isinstance(counted, ir.Ref) and counted.scope == R.LOCAL and counted.name == e.binders[0]):
        return None
    return ir.HeldTimes(span=e.span, type=ir.INT, tiles=listed, times=k.value, exact=e.body.ops[0] == "==")


def _one_suit_list(e: ir.Compare) -> ir.Expr | None:
    """For `count(distinct(t in L: t.suit)) == 1`, L a built-in sorted list of tiles: L."""
    if e.ops != ("==",) or not (isinstance(e.operands[1], ir.Const) and e.operands[1].value == 1):
        return None
    counted = e.operands[0]
    if not (isinstance(counted, ir.Call) and counted.func == "count"):
        return None
    coll, field = distinct_field_of(counted.args[0]) or (None, None)
    if field == "suit" and isinstance(coll, ir.Ref) and coll.scope == R.BUILTIN and coll.name in SORTED_TILE_LISTS:
        return coll
    return None
