"""The native back end: the optimised IR and its plan, through a jinja2 template, into a C extension module.

The C follows the Python module (emit.py) step by step and calls the C runtime (runtime/mjc_runtime.h).
Every expression is one C expression; a loop of the language is a GCC statement expression `({ ... })`,
which gcc and clang both take. What the native code does not handle it defers to the Python module
(mjc_runtime.h says how), so an expression here never words an error: it only computes or defers.
"""

from __future__ import annotations

import json

import functools
import itertools
import re

import jinja2

from . import bundled, ir, naming
from .build_key import NO_C_BUILD, keyed, native_key
from .builtins import (ATTRIBUTES, CONSTANTS, FUNCTIONS, HAND_NAMES, NAMES, PAYMENT_SEATS, WIN_READING, Scope,
                       reads_payment_seats)
from .escape import Code, c_comment, c_string, python_guard
from .ir import excluding_keys, spec_line
from .optimise import deal_expressions, hand_expressions, options_read, symmetric
from .runtime import CONTRACT_FLAGS, HAND_SIZE, INT_FLAG_RANGE, MAX_RECORD_INT


class Unsupported(Exception):
    """A construct the native back end does not compile: the ruleset keeps its Python module only."""

    def __init__(self, what: str, span=None):
        super().__init__(f"{span}: {what}" if span is not None else what)
        self.what = what
        self.span = span


def c_type(t: ir.Type, where=None) -> str:
    """The C type holding a value of a type of the language."""
    if t.name == "list":
        if t.item == ir.SET:
            return "mjc_groups"
        if t.item in (ir.INT, ir.BOOL, ir.TILE, ir.SEAT, ir.SUIT, ir.SHAPE, ir.BY, ir.WIN, ir.NONE):
            return "mjc_ints"
        raise Unsupported(f"a list of {t.item}", where)
    if t == ir.SET:
        return "const mjc_group *"
    if t == ir.INTS:
        return "mjc_tuple"
    if t == ir.TEXT:
        return "const char *"
    if t == ir.EMPTY:
        return "mjc_ints"
    return "mjc_int"


def none_of(t: ir.Type) -> str:
    """A type's `none`: no seat or tile (-1), or no set (NULL)."""
    return "NULL" if t == ir.SET else "NO_SEAT"


def is_groups(t: ir.Type) -> bool:
    return t.name == "list" and t.item == ir.SET


# The permutations of k binders, by k: a quantifier over several elements holds for a combination in some order.
PERMUTATIONS = {k: list(itertools.permutations(range(k))) for k in range(2, 5)}


class CEmitter:
    """IR expression -> C expression text."""

    def __init__(self, scope: str, lazy: dict | None = None, value_masks: dict | None = None):
        self.scope = scope          # hand, deal or shape
        self.lazy = lazy or {}      # variable -> (C type, the IR expression worked out on first use)
        self.masks = {} if value_masks is None else value_masks  # frozenset of small ints -> constant name
        self.aliases: dict[str, str] = {}
        self.fresh = itertools.count()

    def __call__(self, e: ir.Expr) -> str:
        return getattr(self, "e_" + type(e).__name__)(e)

    def temp(self) -> str:
        return f"_t{next(self.fresh)}"

    def list_at(self, coll: ir.Expr, name: str, span=None) -> str:
        """A declaration of `name`, a pointer to the list coll: a variable's own, not a copy of it."""
        ctype = c_type(coll.type, span)
        code = self(coll)
        if _PLACE.fullmatch(code):
            return f"const {ctype} *{name} = &{code};"
        return f"const {ctype} {name}_v = {code}; const {ctype} *{name} = &{name}_v;"

    def as_type(self, e: ir.Expr, t: ir.Type) -> str:
        """The expression as a value of type t: an empty list or a none takes the type it stands in for."""
        if e.type == ir.EMPTY or (isinstance(e, ir.MakeList) and not e.items):
            return f"(({c_type(t)}){{0}})"
        if e.type == ir.NONE and t == ir.SET:
            return "((const mjc_group *)NULL)"
        return self(e)

    # ------------------------------------------------------------ leaves

    def e_Const(self, e):
        if e.type == ir.SHAPE and e.name:
            return naming.name("shape_number", c_ident(e.name))
        if e.name and e.name in CONSTANTS:
            return f"((mjc_int){CONSTANTS[e.name].value})"
        if e.value is None:
            return "NULL" if e.type == ir.SET else "((mjc_int)NO_SEAT)"
        if e.type == ir.TEXT:
            return c_string(e.value)
        if isinstance(e.value, bool):
            return "((mjc_int)1)" if e.value else "((mjc_int)0)"
        if isinstance(e.value, int):
            if not -2 ** 63 < e.value < 2 ** 63:
                raise Unsupported(f"the number {e.value} (past 64 bits)", e.span)
            return f"((mjc_int){e.value}LL)"
        raise Unsupported(f"the constant {e.value!r}", e.span)

    def e_Ref(self, e):
        name = c_ident(e.name)
        if e.scope == ir.RefKind.LOCAL:
            return self.aliases.get(e.name, naming.name("local", name))
        if e.scope == ir.RefKind.BUILTIN:
            scope = Scope(self.scope)
            if scope == Scope.HAND and e.name in HAND_NAMES:
                return self.read(naming.name("builtin", name))
            return NAMES[Scope.TOTAL if scope == Scope.HAND else scope][e.name].c
        return self.read(naming.ref(e.scope, name))

    def read(self, var: str) -> str:
        """A variable; a lazy one is worked out where it is first read."""
        if var not in self.lazy:
            return var
        _ctype, expr = self.lazy[var]
        code = expr if isinstance(expr, str) else self(expr)  # a built-in's own code, or a definition's
        flag = naming.done(var)
        return f"({flag} ? {var} : ({var} = {code}, {flag} = 1, {var}))"

    def e_GetAttr(self, e):
        obj = self(e.obj)
        if e.obj.type == ir.WIN:
            return WIN_READING.c.format(obj, name=naming.name("view", c_ident(e.name)))
        return ATTRIBUTES[e.obj.type][e.name].c.format(obj)

    def e_SeatField(self, e):
        return f"mjc_seat_field(deal, {self(e.obj)}, {e.index}, {int(e.default)})"

    def e_Call(self, e):
        if e.func == "last":
            n, items = self(e.args[0]), self.as_type(e.args[1], e.type)
            return f"mjc_last({n}, {items})"
        args = [self(a) for a in e.args]
        return FUNCTIONS[e.func].c.format(*args, all=", ".join(args))

    # ------------------------------------------------------------ operators

    def e_Unary(self, e):
        if e.op == "not":
            return f"(!{self(e.operand)})"
        return f"mjc_neg({self(e.operand)})"

    def e_Binary(self, e):
        left, right = self(e.left), self(e.right)
        if e.type.name == "list":
            return f"mjc_concat({self.as_type(e.left, e.type)}, {self.as_type(e.right, e.type)})"
        func = {"+": "mjc_add", "-": "mjc_sub", "*": "mjc_mul", "//": "mjc_floordiv", "%": "mjc_mod", "**": "mjc_pow"}[e.op]
        return f"{func}({left}, {right})"

    def e_Compare(self, e):
        parts = []
        names = []
        setup = []
        for operand in e.operands:  # each operand once: a chain's middle term is read by two comparisons
            code = self.as_type(operand, _partner_type(e, operand))
            if _PLACE.fullmatch(code) or _NUMBER.fullmatch(code):  # a variable or a number: read in place
                names.append(code)
            else:
                t = self.temp()
                setup.append(f"{c_type(_partner_type(e, operand), e.span)} {t} = {code};")
                names.append(t)
        for i, op in enumerate(e.ops):
            parts.append(self.compare(op, e.operands[i], e.operands[i + 1], names[i], names[i + 1], e.span))
        test = " && ".join(parts)
        return f"({{ {' '.join(setup)} (mjc_int)({test}); }})" if setup else f"((mjc_int)({test}))"

    def compare(self, op: str, a: ir.Expr, b: ir.Expr, x: str, y: str, span) -> str:
        if op in ("in", "not in"):
            if b.type == ir.SET:
                test = f"mjc_group_has_tile({y}, {x})"
            elif is_groups(b.type) or (b.type == ir.EMPTY and a.type == ir.SET):
                test = f"mjc_contains_group(&{y}, {x})" if is_groups(b.type) else "0"
            else:
                test = f"mjc_contains(&{y}, {x})"
            return test if op == "in" else f"!{test}"
        types = {a.type, b.type}
        if ir.INTS in types:
            return f"(mjc_tuple_cmp(&{x}, &{y}) {op} 0)"
        if ir.TEXT in types:
            return f"(strcmp({x}, {y}) {op} 0)"
        if a.type.name == "list" or b.type.name == "list":
            if op not in ("==", "!="):
                raise Unsupported("an order comparison of lists", span)
            equal = f"mjc_groups_equal(&{x}, &{y})" if is_groups(a.type) or is_groups(b.type) else f"mjc_ints_equal(&{x}, &{y})"
            return equal if op == "==" else f"!{equal}"
        return f"({x} {op} {y})"

    def e_Logic(self, e):
        joiner = " && " if e.op == "and" else " || "
        return "((mjc_int)(" + joiner.join(f"({self(o)})" for o in e.operands) + "))"

    def e_Cond(self, e):
        return f"(({self(e.cond)}) ? {self.as_type(e.then, e.type)} : {self.as_type(e.other, e.type)})"

    def e_MakeList(self, e):
        if not e.items:
            return f"(({c_type(e.type)}){{0}})"
        ctype = c_type(e.type, e.span)
        push = "mjc_push_group" if ctype == "mjc_groups" else "mjc_push"
        t = self.temp()
        items = " ".join(f"{push}(&{t}, {self.as_type(i, e.type.item)});" for i in e.items)
        return f"({{ {ctype} {t}; {t}.n = 0; {items} {t}; }})"

    def e_MakeTuple(self, e):
        if len(e.items) > 8:
            raise Unsupported("a tuple of more than 8 numbers", e.span)
        return f"((mjc_tuple){{{len(e.items)}, {{{', '.join(self(i) for i in e.items)}}}}})"

    def e_Index(self, e):
        t = self.temp()
        ctype = c_type(e.obj.type, e.span)
        get = "mjc_group_item" if ctype == "mjc_groups" else "mjc_item"
        return f"({{ {self.list_at(e.obj, t, e.span)} {get}({t}, {self(e.index)}); }})"

    # ------------------------------------------------------------ loops

    def e_Quant(self, e):
        if len(e.binders) > 1:
            return self.combinations(e, any_order=True)
        return self.loop(e.kind, e.binders[0], e.coll, e.where, e.body, e.type, e.span)

    def e_OneOrder(self, e):
        return self.combinations(e.quant, any_order=False)

    def loop(self, kind, binder, coll, where, body, result_type, span) -> str:
        """A quantifier over one element at a time."""
        c, i, r = self.temp(), self.temp(), self.temp()
        ctype = c_type(coll.type, span)
        item = "const mjc_group *" if ctype == "mjc_groups" else "mjc_int"
        head = self.list_at(coll, c, span) + " "
        var = naming.name("local", c_ident(binder))
        bind = f"{item} {var} = {c}->v[{i}]; "
        guard = f"if (!({self(where)})) continue; " if where is not None else ""
        each = f"for (int {i} = 0; {i} < {c}->n; {i}++) {{ {bind}{guard}"
        kind = ir.QuantKind(kind)
        if kind in (ir.QuantKind.ANY, ir.QuantKind.ALL, ir.QuantKind.COUNT, ir.QuantKind.FILTER):
            test = self(body) if body is not None else "1"
            if kind != ir.QuantKind.FILTER:
                return tally(kind, head, each, test, r)
            push = "mjc_push_group" if ctype == "mjc_groups" else "mjc_push"
            return f"({{ {head}{ctype} {r}; {r}.n = 0; {each}if ({test}) {push}(&{r}, {var}); }} {r}; }})"
        value = self.as_type(body, body.type if body.type != ir.NONE else result_type)
        if kind == ir.QuantKind.SUM:
            return f"({{ {head}mjc_int {r} = 0; {each}{r} = mjc_add({r}, {value}); }} {r}; }})"
        if kind in (ir.QuantKind.MAX, ir.QuantKind.MIN):
            better = ">" if kind == ir.QuantKind.MAX else "<"
            h, x = self.temp(), self.temp()
            return (f"({{ {head}mjc_int {r} = 0; int {h} = 0; {each}mjc_int {x} = {value}; "
                    f"if (!{h} || {x} {better} {r}) {{ {r} = {x}; {h} = 1; }} }} {r}; }})")
        if kind == ir.QuantKind.FIND:
            rtype = c_type(result_type, span)
            return f"({{ {head}{rtype} {r} = {none_of(result_type)}; {each}{r} = {value}; break; }} {r}; }})"
        if kind == ir.QuantKind.DISTINCT:
            rtype = c_type(result_type, span)
            x = self.temp()
            if rtype == "mjc_groups":
                return (f"({{ {head}mjc_groups {r}; {r}.n = 0; {each}const mjc_group *{x} = {value}; "
                        f"if (!mjc_contains_group(&{r}, {x})) mjc_push_group(&{r}, {x}); }} {r}; }})")
            seen = self.temp()  # the values 0..63 met so far, one bit each: most values are tiles, suits or numbers
            return (f"({{ {head}mjc_ints {r}; {r}.n = 0; uint64_t {seen} = 0; {each}mjc_int {x} = {value}; "
                    f"if (mjc_first_seen(&{r}, &{seen}, {x})) mjc_push(&{r}, {x}); }} {r}; }})")
        raise Unsupported(f"the quantifier {kind}", span)

    def combinations(self, q: ir.Quant, any_order: bool) -> str:
        """any/all/count over combinations of k elements: in some order of each (or in its own order only)."""
        k = len(q.binders)
        if k not in PERMUTATIONS:
            raise Unsupported(f"a quantifier over {k} elements at once", q.span)
        c, r, holds = self.temp(), self.temp(), self.temp()
        ctype = c_type(q.coll.type, q.span)
        item = "const mjc_group *" if ctype == "mjc_groups" else "mjc_int"
        idx = [self.temp() for _ in range(k)]
        loops = ""
        for j in range(k):
            start = f"{idx[j - 1]} + 1" if j else "0"
            loops += f"for (int {idx[j]} = {start}; {idx[j]} < {c}->n; {idx[j]}++) "
        where = self(q.where) if q.where is not None else None
        body = self(q.body) if q.body is not None else None
        cond = " && ".join(f"({x})" for x in (where, body) if x) or "1"
        orders = PERMUTATIONS[k] if any_order else [tuple(range(k))]
        tries = ""
        for order in orders:
            binds = " ".join(f"{item} {naming.name('local', c_ident(b))} = {c}->v[{idx[p]}];" for b, p in zip(q.binders, order))
            tries += f"if (!{holds}) {{ {binds} if ({cond}) {holds} = 1; }} "
        kind = ir.QuantKind(q.kind)
        if kind == ir.QuantKind.ANY:
            on_hold, init = f"if ({holds}) {{ {r} = 1; goto {r}_done; }}", "0"
        elif kind == ir.QuantKind.ALL:
            on_hold, init = f"if (!{holds}) {{ {r} = 0; goto {r}_done; }}", "1"
        elif kind == ir.QuantKind.COUNT:
            on_hold, init = f"if ({holds}) {r}++;", "0"
        else:
            raise Unsupported(f"{kind} over several elements at once", q.span)
        return (f"({{ __label__ {r}_done; {self.list_at(q.coll, c, q.span)} mjc_int {r} = {init}; {loops}{{ int {holds} = 0; {tries}{on_hold} }} "
                f"{r}_done: ; {r}; }})")

    # ------------------------------------------------------------ forms the passes make

    def e_AtLeast(self, e):
        return f"((mjc_int)(({self(e.coll)}).n >= {e.least}))"

    def e_HeldTimes(self, e):
        t = self.temp()
        return f"({{ {self.list_at(e.tiles, t, e.span)} mjc_held_times({t}, {e.times}, {int(e.exact)}); }})"

    def e_OneSuit(self, e):
        t = self.temp()
        return (f"({{ {self.list_at(e.tiles, t, e.span)} "
                f"(mjc_int)({t}->n > 0 && mjc_suit({t}->v[0]) == mjc_suit({t}->v[{t}->n - 1])); }})")

    def e_InValues(self, e):
        mask = self.mask(e.values, e.span)
        c, i, r = self.temp(), self.temp(), self.temp()
        ctype = c_type(e.coll.type, e.span)
        read = f"{c}->v[{i}]" if not e.field else f"{c}->v[{i}]->{FIELDS[e.field]}"
        test = f"mjc_in_mask({mask}, {read})"
        each = f"for (int {i} = 0; {i} < {c}->n; {i}++) {{"
        head = self.list_at(e.coll, c, e.span)
        kind = ir.QuantKind(e.kind)
        if kind != ir.QuantKind.FILTER:
            return tally(kind, head, each, test, r)
        push = "mjc_push_group" if ctype == "mjc_groups" else "mjc_push"
        return f"({{ {head} {ctype} {r}; {r}.n = 0; {each} if ({test}) {push}(&{r}, {c}->v[{i}]); }} {r}; }})"

    def e_FieldHas(self, e):
        c, i, r, x = self.temp(), self.temp(), self.temp(), self.temp()
        head = f"{self.list_at(e.coll, c, e.span)} mjc_int {x} = {self(e.value)};"
        each = f"for (int {i} = 0; {i} < {c}->n; {i}++) {{"
        return tally(ir.QuantKind(e.kind), head, each, f"{c}->v[{i}]->{FIELDS[e.field]} == {x}", r)

    def e_FirstOf(self, e):
        c = self.temp()
        self.aliases[e.binder] = f"{c}->v[0]"
        try:
            first = self.as_type(e.body, e.type if e.type != ir.NONE else e.body.type)
        finally:
            del self.aliases[e.binder]
        return f"({{ {self.list_at(e.coll, c, e.span)} {c}->n ? {first} : {none_of(e.type)}; }})"

    def mask(self, values: frozenset, span) -> str:
        """A 64-bit constant with bit v + 1 for each value (values are tiles, seats, kinds or flags: -1..62)."""
        bits = 0
        for v in values:
            v = int(v) if v is not None else -1
            if not -1 <= v <= 62:
                raise Unsupported(f"a value set holding {v}", span)
            bits |= 1 << (v + 1)
        if values not in self.masks:
            self.masks[values] = (f"MASK_{len(self.masks)}", bits)
        return self.masks[values][0]


def tally(kind: ir.QuantKind, head: str, each: str, test: str, r: str) -> str:
    """any, all or count of a test over a loop, as a statement expression; `each` opens the loop's body."""
    step = {ir.QuantKind.ANY: f"if ({test}) {{ {r} = 1; break; }}", ir.QuantKind.ALL: f"if (!({test})) {{ {r} = 0; break; }}",
            ir.QuantKind.COUNT: f"if ({test}) {r}++;"}[kind]
    return f"({{ {head} mjc_int {r} = {int(kind == ir.QuantKind.ALL)}; {each} {step} }} {r}; }})"


# The Group field a set attribute reads, as the C struct names it.
FIELDS = {"kind": "kind", "tile": "tile", "source": "source", "owner": "owner", "concealed": "concealed",
          "declared": "declared", "added": "added", "has_win": "has_win"}


def _partner_type(e: ir.Compare, operand: ir.Expr) -> ir.Type:
    """The type an operand of a comparison is held in: its own, or for a none or an empty list its partner's."""
    if operand.type not in (ir.NONE, ir.EMPTY):
        return operand.type
    others = [o.type for o in e.operands if o.type not in (ir.NONE, ir.EMPTY)]
    if operand.type == ir.EMPTY:
        lists = [t for t in others if t.name == "list"]
        return lists[0] if lists else ir.list_of(ir.INT)
    return ir.SET if ir.SET in others else ir.SEAT


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NUMBER = re.compile(r"\(\(mjc_int\)-?[0-9]+(LL)?\)|NULL|\(\(mjc_int\)NO_SEAT\)")  # a constant, as e_Const writes it
_PLACE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(->[A-Za-z_]+)?")  # a variable, or a field of one: it has an address


def c_ident(name: str) -> str:
    """A name of the spec as part of a C identifier (the checker takes only identifiers; this makes sure)."""
    if not _IDENT.fullmatch(name):
        raise Unsupported(f"the name {name!r}")
    return name


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    env = bundled.templates(autoescape=False, finalize=python_guard)
    env.filters["c"] = c_string
    env.filters["comment"] = c_comment
    env.filters["rendered"] = Code
    env.filters["starts"] = _relation_starts
    return env


def emit_c_module(rs: ir.Ruleset) -> str:
    """The C source of a ruleset's native scorer (an optimised ruleset, as emit_module takes); raises
    Unsupported, naming the construct and where the spec has it, for what the back end does not compile."""
    return keyed(emit_c_body(rs))


def build_key(rs: ir.Ruleset) -> str:
    """The key of an optimised ruleset's C build (compiler/build_key.py); NO_C_BUILD where it has none."""
    try:
        return native_key(emit_c_body(rs))
    except Unsupported:
        return NO_C_BUILD


def emit_c_body(rs: ir.Ruleset) -> str:
    """The C source less its first line, the build key (compiler/build_key.py), which is the key of this text."""
    plan = rs.plan
    if plan is None:
        raise ValueError("emit_c_module takes a ruleset after the passes (pipeline.optimise)")
    # The spec's names become parts of C identifiers (compiler/naming.py): each one is checked here, once.
    for name in [rs.id, *(d.name for d in rs.definitions), *(p.id for p in rs.patterns), *rs.sums, *rs.parts,
                 *(o.name for o in rs.options), *(f.name for f in rs.flags), *(s.id for s in rs.shapes),
                 *(g.id for g in rs.groups), *(name for name, _e in rs.details)]:
        c_ident(name)
    masks: dict = {}
    lazy_exprs = {}
    lazy_keys = {naming.name("builtin" if k.kind == ir.KeyKind.BUILTIN else "define", k.name) for k in plan.lazy}
    types: dict[str, ir.Type] = {}
    for d in rs.definitions:
        var = naming.name("define", d.name)
        types[var] = d.expr.type
        if var in lazy_keys:
            lazy_exprs[var] = (c_type(d.expr.type, d.span), d.expr)
    builtin_exprs = {}
    for b in plan.builtins:
        var = naming.name("builtin", b)
        types[var] = HAND_NAMES[b].type
        builtin_exprs[b] = HAND_NAMES[b].code("c", rs.wilds is not None)
        if var in lazy_keys:
            lazy_exprs[var] = (c_type(HAND_NAMES[b].type), builtin_exprs[b])
    hand = CEmitter("hand", lazy_exprs, masks)
    deal = CEmitter("deal", value_masks=masks)
    shape = CEmitter("shape", value_masks=masks)
    excluders = excluding_keys(rs.patterns)
    index = {p.id: i for i, p in enumerate(rs.patterns)}

    def count_guard(p: ir.Pattern) -> str:
        parts = [f"!{naming.excluder(k)}" for k in excluders.get(p.id, ())]
        if p.id in plan.private:
            parts.append(f"({hand(p.when)})")
        else:
            parts.append(naming.name("pattern", p.id))
        return " && ".join(parts)

    patterns = {p.id: {
        "index": i, "id": p.id, "n": naming.name("count", p.id), "guard": count_guard(p),
        "value": hand(p.value), "const_value": isinstance(p.value, ir.Const),
        "count": f"r_counts_{p.family}[{i}]" if p.among else hand(p.count),
        "v": hand(p.value) if isinstance(p.value, ir.Const) else naming.name("value", p.id),
        "count_is_one": not p.among and isinstance(p.count, ir.Const) and p.count.value == 1,
        "where": spec_line(p.id, p.span),
    } for i, p in enumerate(rs.patterns)}
    for p in rs.patterns:
        types[naming.name("count", p.id)] = ir.INT
        types[naming.name("value", p.id)] = ir.INT
        if p.id not in plan.private:
            types[naming.name("pattern", p.id)] = ir.BOOL
    for s in rs.sums:
        types[naming.name("sum", s)] = ir.INT
    types[naming.LIMIT_COUNTED] = ir.BOOL

    def sum_of(s: str) -> str:
        """The sum's terms, value times count; a pattern scored once with a constant value adds 0 or its value,
        and those terms together stay far inside 64 bits, so they are added without overflow checks."""
        adding = [p for p in rs.patterns if p.adds_to == s]
        small = [p for p in adding if patterns[p.id]["count_is_one"] and isinstance(p.value, ir.Const)
                 and isinstance(p.value.value, int) and abs(p.value.value) < 2 ** 32]
        if len(small) > 2 ** 16:
            small = []
        bounded = [patterns[p.id]["n"] if p.value.value == 1 else f"{patterns[p.id]['v']} * {patterns[p.id]['n']}"
                   for p in small]
        small_ids = {p.id for p in small}  # by id: comparing whole patterns was minutes at 5,000 of them
        checked = [patterns[p.id]["n"] if patterns[p.id]["v"] == "((mjc_int)1LL)"
                   else f"mjc_mul({patterns[p.id]['v']}, {patterns[p.id]['n']})" for p in adding if p.id not in small_ids]
        out = f"({' + '.join(bounded)})" if bounded else "((mjc_int)0)"
        for t in checked:
            out = t if out == "((mjc_int)0)" else f"mjc_add({out}, {t})"
        return out

    def steps(which: tuple) -> list:
        out = []
        for kind, name in which:
            if kind == "sum":
                out.append(("assign", naming.name("sum", name), sum_of(name), name))
            elif kind == "count":
                out.append(("count", patterns[name]))
            elif kind == "family":
                out.append(("family", families[int(name)]))
            elif kind == "limit":
                limits = [naming.name("count", p.id) for p in rs.patterns if p.limit]
                out.append(("assign", naming.LIMIT_COUNTED, f"({' || '.join(limits)})", "whether any limit pattern counted"))
            elif kind == "define":
                d = next(d for d in rs.definitions if d.name == name)
                var = naming.name("define", name)
                if var in lazy_exprs:
                    out.append(("reset", naming.done(var)))
                else:
                    out.append(("assign", var, hand.as_type(d.expr, d.expr.type), spec_line(name, d.span)))
            elif kind == "pattern" and name not in plan.private:
                p = rs.patterns[index[name]]
                when = f"r_ids_{p.family}[{index[name]}]" if p.among else hand(p.when)
                out.append(("assign", naming.name("pattern", name), when, spec_line(name, p.span)))
        return out

    families, relation_data = relation_families(rs, hand)
    varying = {n.name for n in HAND_NAMES.values() if n.varies}
    builtins_before = [(naming.name("builtin", b), c_type(HAND_NAMES[b].type), builtin_exprs[b]) for b in plan.builtins
                       if b not in varying and naming.name("builtin", b) not in lazy_keys]
    builtins_loop = [(naming.name("builtin", b), c_type(HAND_NAMES[b].type), builtin_exprs[b])
                     for b in plan.builtins if b in varying]
    before, loop, after = steps(plan.before), steps(plan.loop), steps(plan.after)

    reasons: list[str] = []

    def reason(text) -> int:
        words = text.said
        if words not in reasons:
            reasons.append(words)
        return reasons.index(words)

    def transfers(items, emitter):
        out = []
        for t in items:
            if reads_payment_seats(t.amount):  # worked out for each payment: each seat of each list, bound
                out.append({"each": True, "payers": emitter.as_type(ir.seat_list(t.payer), ir.list_of(ir.SEAT)),
                            "payees": emitter.as_type(ir.seat_list(t.payee), ir.list_of(ir.SEAT)),
                            "seats": [naming.name("local", c_ident(s)) for s in PAYMENT_SEATS],
                            "amount": emitter(t.amount), "reason": reason(t.reason)})
                continue
            payer_list, payee_list = t.payer.type.name == "list", t.payee.type.name == "list"
            func = {(False, False): "mjc_add_payment", (True, False): "mjc_pay_from_each",
                    (False, True): "mjc_pay_to_each", (True, True): "mjc_pay"}[payer_list, payee_list]
            payer = emitter.as_type(t.payer, ir.list_of(ir.SEAT)) if payer_list else emitter(t.payer)
            payee = emitter.as_type(t.payee, ir.list_of(ir.SEAT)) if payee_list else emitter(t.payee)
            out.append({"each": False, "func": func, "payer": payer, "payee": payee, "amount": emitter(t.amount),
                        "reason": reason(t.reason)})
        return out

    def rules(items, emitter):
        return [{"when": emitter(r.when) if r.when is not None else None, "pay": transfers(r.pay, emitter),
                 "name": spec_line(r.name.en, r.span), "in_total": r.in_total} for r in items]

    shapes = []
    for i, s in enumerate(rs.shapes):
        entry = {"number": naming.name("shape_number", c_ident(s.id)), "index": i}
        if s.declared:
            entry.update(kind=2)
        elif s.tiles is not None:
            allowed = 0
            if s.allowed is not None:
                for t in s.allowed.values:
                    allowed |= 1 << t
            entry.update(kind=1, func=naming.name("shape", s.id), cond=shape(s.tiles), allowed=allowed,
                         has_allowed=int(s.allowed is not None), least_kinds=s.least_kinds)
        else:
            entry.update(kind=0, sets=s.sets, pairs=s.pairs, fixed=[(n, naming.name("group", g.id)) for g, n in s.groups],
                         fixed_tiles=sum(n * len(g.tiles[0]) for g, n in s.groups))
        shapes.append(entry)
    fixed_groups = {g.id: g for s in rs.shapes for g, _n in s.groups}
    flags = dict(CONTRACT_FLAGS, **{f.name: f.kind for f in rs.flags})
    flag_ranges = {f.name: f.range for f in rs.flags if f.range}
    flag_rows = [(name, kind, *(flag_ranges.get(name) or INT_FLAG_RANGE)) for name, kind in flags.items()]
    flag_index = {name: i for i, (name, *_rest) in enumerate(flag_rows)}
    tiles_slots = [name for name, kind, *_rest in flag_rows if kind == "tiles"]
    _within_runtime(rs, len(flag_rows), len(tiles_slots))
    hand_flags = []
    for f in plan.flags:
        kind = flags[f]
        if kind == "tiles":
            hand_flags.append((naming.name("flag", f), "mjc_ints", f"win->tiles_flag[{tiles_slots.index(f)}]"))
        else:
            hand_flags.append((naming.name("flag", f), "mjc_int", f"win->flag[{flag_index[f]}]"))
    options = []
    for o in rs.options:
        if o.type.name not in ("bool", "int"):
            raise Unsupported(f"an option of type {o.type}")
        low, high = o.range or (-MAX_RECORD_INT, MAX_RECORD_INT)
        options.append({"name": o.name, "bool": int(o.type.name == "bool"), "default": int(o.default),
                        "low": low, "high": high})
    option_index = {o.name: i for i, o in enumerate(rs.options)}

    exported = []
    for name in plan.exported:
        var = naming.exported_var(name, rs)
        exported.append({"field": naming.name("view", c_ident(name)), "var": var, "value": hand.read(var),
                         "ctype": c_type(types.get(var, ir.INT))})

    listed = {name: naming.name("part", name) for name in rs.parts}
    lists = {name: k for k, name in enumerate(listed, 1)}  # the list a pattern goes in: 0 the win's patterns, k a part's
    report = [{"list": lists.get(p.adds_to, 0), "index": patterns[p.id]["index"], "v": patterns[p.id]["v"],
               "n": patterns[p.id]["n"]} for p in rs.patterns]
    details = []
    for name, e in rs.details:
        kind = {"int": "mjc_int_object", "bool": "mjc_bool_object", "text": "PyUnicode_FromString"}.get(e.type.name)
        if kind is None:
            raise Unsupported(f"a detail of type {e.type}", e.span)
        details.append({"name": name, "code": hand(e), "make": kind, "key": json.dumps(name, ensure_ascii=False)})

    value_type = rs.value.type
    context = {
        "rs": rs, "plan": plan, "spec_hash": rs.spec_hash, "default_hand_size": HAND_SIZE,
        "patterns": [{"id": p.id, "name": p.name.zh} for p in rs.patterns],
        "flag_rows": flag_rows, "options": options,
        "tiles_slots": [tiles_slots.index(name) if name in tiles_slots else 0 for name, *_rest in flag_rows], "penalty_types": [p.type for p in rs.penalties],
        "claims": set(rs.claims), "hand_tiles": _bits(rs.hand_tiles), "flower_tiles": _bits(rs.flower_tiles),
        "flower_count": sum(1 if t >= 34 else 4 for t in rs.flower_tiles), "flowers_by_tile": int(rs.flowers_by_tile),
        "shapes": shapes, "fixed_groups": [{"name": naming.name("group", g.id), "sets_name": naming.name("group_sets", g.id),
                                            "size": len(g.tiles[0]), "sets": g.tiles} for g in fixed_groups.values()],
        "hand_options": [(naming.name("option", o), option_index[o]) for o in options_read(rs, hand_expressions(rs))],
        "deal_options": [(naming.name("option", o), option_index[o]) for o in options_read(rs, deal_expressions(rs))],
        "hand_flags": hand_flags,
        "builtins_before": builtins_before, "builtins_loop": builtins_loop,
        "lazy": [(var, ctype, naming.done(var)) for var, (ctype, _e) in lazy_exprs.items()],
        "locals": _locals(before + loop + after, types, lazy_exprs),
        "before": before, "loop": loop, "after": after,
        "value_ctype": c_type(value_type), "value": hand(rs.value), "tuple_value": value_type == ir.INTS,
        "total": hand(rs.total),
        # A reject's message, when it quotes no value of the hand, is written here as the Python module writes it.
        "rejects": [{"when": hand(r.when), "code": r.code, "message": r.message.said, "pieces": _pieces(r, hand)}
                    for r in rs.rejects],
        "collected": plan.collected,
        "win_rules": rules(rs.win_rules, hand), "kong_rules": rules(rs.kong_rules, deal),
        "player_rules": rules(rs.player_rules, deal),
        "in_total": any(r.in_total for r in rs.kong_rules + rs.player_rules),
        "penalties": [{"index": i, "pay": transfers(p.pay, deal)} for i, p in enumerate(rs.penalties)],
        "exported": exported, "report": report, "details": details,
        "parts": [{"name": name, "key": json.dumps(f"{name}_parts", ensure_ascii=False)} for name in listed],
        "table": ir.uses_table(rs), "by_win_set": int(plan.by_win_set),
        "declared": [(s.id, i) for i, s in enumerate(rs.shapes) if s.declared],
        "wilds": rs.wilds, "wild_key": {"indicator": "wild_indicator", "record": "wilds"}.get(rs.wilds.source)
        if rs.wilds else None, "wild_source": {"tiles": 1, "indicator": 2, "record": 3}[rs.wilds.source] if rs.wilds else 0,
        "after_win": list(ir.AfterWin).index(rs.table.after_win),
        "player_fields": [_player_field(f) for f in ir.player_field_rules(rs)],
        "reads_moment": ir.reads_moment(deal_expressions(rs)),
        "scores_waits": any(isinstance(node, ir.Call) and getattr(FUNCTIONS.get(node.func), "scores_wins", False)
                            for e in deal_expressions(rs) if e is not None for node in ir.walk(e)),
    }
    context.update(relation_data)
    context["families"] = sorted(families)
    context["reasons"] = reasons
    context["masks"] = [(name, bits) for name, bits in masks.values()]
    return environment().get_template("module.c.j2").render(context)


def _player_field(rule: tuple) -> dict:
    """A player field as mjc_rules holds it: its kind's number, and an int's range or a suit's letters as a mask."""
    name, kind, default, allowed = rule
    kinds = [k.value for k in ir.FieldKind]
    if kind == ir.FieldKind.SUIT:
        low, high = sum(1 << "mpsz".index(c) for c in allowed), 0
    else:
        low, high = allowed if allowed else (0, 1)
    return {"name": name, "kind": kinds.index(kind), "default": int(default), "low": low, "high": high}


def relation_families(rs: ir.Ruleset, hand: CEmitter) -> tuple[dict, dict]:
    """Each family of relation patterns as the C statement that finds and chooses its instances; and the
    module's relation indexes and choice tables (as the tabulate pass put them in the IR)."""
    index = {p.id: i for i, p in enumerate(rs.patterns)}
    members: dict[int, list] = {}
    for i, p in enumerate(rs.patterns):
        if p.among:
            members.setdefault(p.family, []).append((i, p))
    indexes, choices, families = [], [], {}
    for family, ms in members.items():
        coll = ms[0][1].among_coll
        fewest = min(len(p.among) for _i, p in ms)
        merged: dict[int, list] = {}
        alone = []
        for i, p in ms:
            table = ir.relation_table_of(rs, p.id)
            if table is not None and table.guard is None:
                merged.setdefault(len(p.among), []).append((i, table))
            else:
                alone.append((i, p, table))
        lines = [f"mjc_groups r_items = mjc_by_tile({hand(coll)});",
                 f"r_found_{family}.n = 0;",
                 " ".join(f"r_ids_{family}[{i}] = 0; r_counts_{family}[{i}] = 0;" for i, _p in ms),
                 f"if (r_items.n >= {fewest}) {{",
                 "    mjc_ints r_tiles; r_tiles.n = 0;",
                 "    for (int i = 0; i < r_items.n; i++) r_tiles.v[r_tiles.n++] = r_items.v[i]->tile;"]
        if merged:
            name = f"RELATIONS_{family}"
            indexes.append({"name": name, "tables": [(k, _relation_rows(tables)) for k, tables in sorted(merged.items(), reverse=True)]})
            lines.append(f"    mjc_relation_found(&r_tiles, {name}, {len(merged)}, &r_found_{family});")
        for i, p, table in alone:
            if table is not None:
                name = f"RELATION_INDEX_{i}"
                indexes.append({"name": name, "tables": [(len(p.among), _relation_rows([(i, table)]))]})
                lines.append(f"    if ({hand(table.guard)}) mjc_relation_found(&r_tiles, {name}, 1, &r_found_{family});")
            else:
                lines.append("    " + _instances_of(p, i, family, hand))
        if len(ms) > 1:
            lines.append(f"    mjc_sort_instances(&r_found_{family});  /* in pattern order, then combination order: ties go to the first */")
        lines.append(f"    for (int i = 0; i < r_found_{family}.n; i++) r_ids_{family}[r_found_{family}.v[i].pattern] = 1;")
        if rs.relations == ir.RelationPolicy.EVERY_INSTANCE:
            lines.append(f"    for (int i = 0; i < r_found_{family}.n; i++) r_counts_{family}[r_found_{family}.v[i].pattern]++;")
        else:
            table = ir.choice_table_of(rs, family)
            values = ", ".join(f"[{i}] = {p.value.value}" for i, p in ms)
            choices_name, n_choices = "NULL", 0
            if table is not None:
                choices_name = f"RELATION_CHOICES_{family}"
                rows = sorted((_choice_key(instances, index), sorted((index[pid], n) for pid, n in counts))
                              for instances, counts in table.choices)
                choices.append({"name": choices_name, "rows": rows})
                n_choices = len(rows)
            lines.append(f"    static const mjc_int values[N_PATTERNS] = {{{values}}};")
            lines.append(f"    mjc_choose_relations(&r_found_{family}, values, {choices_name}, {n_choices}, r_counts_{family});")
        lines.append("}")
        families[family] = {"id": family, "code": lines, "where": spec_line(ms[0][1].id, ms[0][1].span)}
    return families, {"relation_indexes": indexes, "relation_choices": choices}


def _relation_rows(tables: list) -> list[tuple[int, int]]:
    """(key, pattern) rows of relation tables merged, sorted by key, a key's first tile in its highest byte (so
    that the rows of one first tile lie together); one key's patterns in the order given."""
    rows = []
    for order, (pattern, table) in enumerate(tables):
        for key in table.keys:
            packed = 0
            for place, tile in enumerate(key):
                packed |= tile << (8 * (3 - place))
            rows.append((packed, order, pattern))
    return [(packed, pattern) for packed, _order, pattern in sorted(rows)]


def _relation_starts(rows: list[tuple[int, int]]) -> list[int]:
    """For each tile 0..64, the first row whose key starts with that tile or a later one (mjc_relation_index)."""
    firsts = [key >> 24 for key, _pattern in rows]
    return [sum(first < tile for first in firsts) for tile in range(65)]


@functools.cache
def runtime_capacity() -> dict[str, int]:
    """The runtime's fixed capacities for a spec's lists (#define MJC_MAX_... n in mjc_runtime.h), by name."""
    return {name: int(n) for name, n in re.findall(r"^#define (MJC_MAX_\w+) (\d+)\b", bundled.read_text(
        "runtime/mjc_runtime.h"), re.M)}


def _within_runtime(rs: ir.Ruleset, n_flags: int, n_tiles_flags: int) -> None:
    """Raise Unsupported where a spec's list is longer than the runtime's array that holds it (runtime_capacity):
    the C would write past the array. The Python module scores such a ruleset."""
    capacity = runtime_capacity()
    lists = [
        ("MJC_MAX_FLAGS", n_flags, "flags"),
        ("MJC_MAX_TILES_FLAGS", n_tiles_flags, "flags of tiles"),
        ("MJC_MAX_OPTIONS", len(rs.options), "options"),
        ("MJC_MAX_PENALTIES", len(rs.penalties), "penalties"),
        ("MJC_MAX_DECLARED", sum(s.declared for s in rs.shapes), "declared shapes"),
        ("MJC_MAX_PLAYER_FIELDS", len(rs.player_fields), "player fields"),
        ("MJC_MAX_SHAPE_GROUPS", max((len(s.groups) for s in rs.shapes), default=0), "fixed groups in one shape"),
        ("MJC_MAX_GROUP_TILES", max((len(g.tiles[0]) for s in rs.shapes for g, _n in s.groups), default=0),
         "tiles in a set of a fixed group"),
    ]
    for name, n, what in lists:
        if n > capacity[name]:
            raise Unsupported(f"{n} {what}, more than {capacity[name]}")


def _choice_key(instances: tuple, index: dict) -> list[int]:
    """A list of instances as the bytes mjc_choose_relations looks it up by: (pattern, k, members...) each, the
    pattern's index in two bytes, high first (a spec may hold 1,000 patterns: one byte made 256 meet 0)."""
    out = []
    for pattern_id, members in instances:
        out += [index[pattern_id] >> 8, index[pattern_id] & 255, len(members), *members]
    return out


def _instances_of(p: ir.Pattern, i: int, family: int, hand: CEmitter) -> str:
    """The C statement finding a relation pattern's instances by its condition (no table): each combination of
    the sets, in order, that holds in some order (in its own order only, for a symmetric condition)."""
    k = len(p.among)
    if k not in PERMUTATIONS:
        raise Unsupported(f"a relation of {k} sets", p.span)
    when = hand(p.when)
    orders = [tuple(range(k))] if symmetric(p.when, p.among) else PERMUTATIONS[k]
    tries = " ".join(
        "if (!holds) { " + " ".join(f"const mjc_group *{naming.name('local', c_ident(b))} = r_items.v[c[{o}]];"
                                    for b, o in zip(p.among, order))
        + f" holds = ({when}) != 0; }}" for order in orders)
    return (f"if (r_items.n >= {k}) {{ int c[{k}] = {{{', '.join(str(j) for j in range(k))}}}; do {{ int holds = 0; {tries} "
            f"if (holds) mjc_push_instance(&r_found_{family}, {i}, {k}, c); }} while (mjc_next_combination(c, {k}, r_items.n)); }}")


def _locals(all_steps: list, types: dict, lazy: dict) -> list[tuple[str, str]]:
    """The variables the steps assign, each declared once at the top of score_win."""
    out = []
    for step in all_steps:
        if step[0] == "assign":
            out.append((step[1], c_type(types.get(step[1], ir.INT))))
        elif step[0] == "count":
            out.append((step[1]["n"], "mjc_int"))
            if not step[1]["const_value"]:
                out.append((step[1]["v"], "mjc_int"))
    seen = set()
    return [(n, t) for n, t in out if not (n in seen or seen.add(n))]


def _pieces(r: ir.Reject, hand: CEmitter) -> list | None:
    """A reject's message that quotes values of the hand: its text and, for each value, its C code (ints);
    None for a message that quotes none, or one that quotes another kind of value (the Python scorer words it)."""
    if not any(isinstance(x, ir.Expr) for x in r.parts):
        return None
    if any(isinstance(x, ir.Expr) and x.type not in (ir.INT, ir.BOOL) for x in r.parts):
        return [("defer", "")]
    return [("int", hand(x)) if isinstance(x, ir.Expr) else ("text", x) for x in r.parts]


def _bits(tiles) -> str:
    bits = 0
    for t in tiles:
        bits |= 1 << t
    return f"0x{bits:x}ULL"

