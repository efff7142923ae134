"""The passes that fold constants, inline single-use definitions and plan when each name is worked out,
and the facts about expressions the other passes read (what may raise, what a count needs, what is read)."""

from __future__ import annotations

import dataclasses

from . import ir
from .errors import SpecError
from .ir import depth, hand_dependencies, refs
from .semantics import arithmetic, compare
from .limits import MAX_INT, MAX_NESTING
from .runtime import RecordError
from .builtins import HAND_NAMES


def fold(e: ir.Expr, strict: bool = False) -> ir.Expr:
    """Constant folding, bottom up; keeps spans and types, and what may fail on a hand.

    With `strict`, a constant that cannot be a whole number of the language (a negative power, a
    value beyond MAX_INT) is a SpecError at its place; otherwise it is left unfolded.
    """
    if isinstance(e, (ir.Const, ir.Ref)):
        return e
    e = ir.map_children(e, lambda child: fold(child, strict))
    const = lambda x: isinstance(x, ir.Const)  # noqa: E731
    if isinstance(e, ir.Binary) and const(e.left) and const(e.right):
        return _fold_arithmetic(e, strict)
    if isinstance(e, ir.Unary) and const(e.operand):
        return ir.Const(span=e.span, type=e.type, value=(not e.operand.value) if e.op == "not" else -e.operand.value)
    if isinstance(e, ir.Cond) and const(e.cond):
        return e.then if e.cond.value else e.other
    if isinstance(e, ir.Logic):
        return _fold_logic(e)
    if isinstance(e, ir.Compare) and all(const(o) for o in e.operands) and "in" not in e.ops and "not in" not in e.ops:
        values = [-1 if o.value is None else o.value for o in e.operands]
        return ir.Const(span=e.span, type=ir.BOOL, value=all(compare(op, a, b) for op, a, b in zip(e.ops, values, values[1:])))
    return e


def _fold_arithmetic(e: ir.Binary, strict: bool) -> ir.Expr:
    a, b = e.left.value, e.right.value
    if e.op == "**" and not 0 <= b <= 64:
        if strict:
            raise SpecError(f"this power overflows: its exponent {b} is above 64", e.span) if b > 64 else \
                SpecError(f"this power has the negative exponent {b}: a whole number to a negative power is "
                          "not a whole number", e.span, "write the division with //")
        return e
    try:
        value = a * b if e.op == "*" else a ** b if e.op == "**" else arithmetic(e.op, a, b)  # its size is judged below
    except RecordError:  # a division by zero: the record's error, on the hands that reach it
        return e
    if abs(value) > MAX_INT:
        if strict:
            raise SpecError(f"this constant overflows: it works out at a number of {len(str(abs(value)))} digits, "
                            f"and whole numbers of a spec stay within {MAX_INT:,} (2**63 - 1)", e.span)
        return e
    return ir.Const(span=e.span, type=e.type, value=value)


def _fold_logic(e: ir.Logic) -> ir.Expr:
    """`and`/`or` without their neutral constants; a deciding constant ends them, and then only the
    operands before it that cannot fail may go (they are worked out first, and may raise)."""
    keep = []
    for o in e.operands:
        if isinstance(o, ir.Const):
            if bool(o.value) == (e.op == "or"):
                if all(map(cannot_fail, keep)):
                    return ir.Const(span=e.span, type=ir.BOOL, value=e.op == "or")
                return dataclasses.replace(e, operands=tuple(keep) + (o,))
            continue
        keep.append(o)
    if not keep:
        return ir.Const(span=e.span, type=ir.BOOL, value=e.op == "and")
    return keep[0] if len(keep) == 1 else dataclasses.replace(e, operands=tuple(keep))


def check_constants(e: ir.Expr):
    """Raise a SpecError at a constant part of an expression that has no whole-number value."""
    fold(e, strict=True)


COMMUTATIVE = {"==", "!=", "and", "or", "+", "*"}


def _canonical(e: ir.Expr, rename: dict) -> str:
    """A text form of an expression in which commutative operands are sorted."""
    if isinstance(e, ir.Ref) and e.scope == ir.RefKind.LOCAL:
        return f"local:{rename.get(e.name, e.name)}"
    if isinstance(e, ir.Compare) and len(e.ops) == 1 and e.ops[0] in COMMUTATIVE:
        return f"({e.ops[0]} " + " ".join(sorted(_canonical(o, rename) for o in e.operands)) + ")"
    if isinstance(e, ir.Logic):
        return f"({e.op} " + " ".join(sorted(_canonical(o, rename) for o in e.operands)) + ")"
    if isinstance(e, ir.Binary) and e.op in COMMUTATIVE:
        return f"({e.op} " + " ".join(sorted(_canonical(o, rename) for o in (e.left, e.right))) + ")"
    kids = " ".join(_canonical(c, rename) for c in ir.children(e))
    fields = ",".join(f"{f.name}={getattr(e, f.name)!r}" for f in dataclasses.fields(e)
                      if not isinstance(getattr(e, f.name), (ir.Expr, tuple)) and f.name not in ("span", "type"))
    return f"({type(e).__name__} {fields} {kids})"


def symmetric(e: ir.Expr, binders: tuple) -> bool:
    """Whether a condition reads the same for every order of its binders (then one order is enough)."""
    import itertools
    base = _canonical(e, {})
    return all(_canonical(e, dict(zip(binders, p))) == base for p in itertools.permutations(binders))


def map_expressions(rs: ir.Ruleset, f) -> ir.Ruleset:
    """The ruleset with `f` applied to every expression of it (None stays None)."""
    def g(x):
        return f(x) if isinstance(x, ir.Expr) else x

    def transfer(t):
        return dataclasses.replace(t, payer=g(t.payer), payee=g(t.payee), amount=g(t.amount))

    def rule(r):
        return dataclasses.replace(r, when=g(r.when), pay=tuple(transfer(t) for t in r.pay))

    return dataclasses.replace(
        rs,
        definitions=tuple(dataclasses.replace(d, expr=g(d.expr)) for d in rs.definitions),
        patterns=tuple(dataclasses.replace(p, when=g(p.when), value=g(p.value), count=g(p.count),
                                           among_coll=g(p.among_coll)) for p in rs.patterns),
        shapes=tuple(dataclasses.replace(s, tiles=g(s.tiles)) for s in rs.shapes),
        value=g(rs.value), total=g(rs.total), details=tuple((name, g(e)) for name, e in rs.details),
        rejects=tuple(dataclasses.replace(r, when=g(r.when), parts=tuple(g(x) for x in r.parts)) for r in rs.rejects),
        win_rules=tuple(rule(r) for r in rs.win_rules),
        kong_rules=tuple(rule(r) for r in rs.kong_rules),
        player_rules=tuple(rule(r) for r in rs.player_rules),
        penalties=tuple(dataclasses.replace(p, pay=tuple(transfer(t) for t in p.pay)) for p in rs.penalties),
    )


def fold_ruleset(rs: ir.Ruleset) -> ir.Ruleset:
    """The ruleset with every expression constant-folded."""
    return map_expressions(rs, fold)


class _Inliner:
    """Writes definitions used once into their place, where the result nests at most MAX_NESTING deep."""

    def __init__(self, bodies: dict):
        self.bodies = bodies  # definition -> its expression, with its own single-use definitions in place
        self.depths = {name: depth(body) for name, body in bodies.items()}
        self.written: set[str] = set()  # the definitions written into their place

    def add(self, name: str, body: ir.Expr):
        self.bodies[name], self.depths[name] = body, depth(body)

    def __call__(self, e: ir.Expr, level: int = 1) -> ir.Expr:
        if isinstance(e, ir.Ref) and e.scope == ir.RefKind.DEFINE and e.name in self.bodies:
            if level - 1 + self.depths[e.name] > MAX_NESTING:
                return e  # too deep here: it stays a variable of the generated module
            self.written.add(e.name)
            return self.bodies[e.name]
        return ir.map_children(e, lambda child: self(child, level + 1))


def inline_single_use(rs: ir.Ruleset) -> ir.Ruleset:
    """Substitute each definition used in one place into that place.

    The generated code then evaluates it only when control reaches it (short-circuit `and`,
    `or`, `if`), as the reference interpreter does. One that would nest its user deeper than
    MAX_NESTING stays a variable: Python's parser has a limit of its own.
    """
    uses: dict[str, int] = {}
    for e in ir.all_expressions(rs):
        for node in ir.walk(e) if e is not None else ():
            if isinstance(node, ir.Ref) and node.scope == ir.RefKind.DEFINE:
                uses[node.name] = uses.get(node.name, 0) + 1
            if isinstance(node, ir.GetAttr) and node.obj.type == ir.WIN:
                uses[node.name] = uses.get(node.name, 0) + 2  # read by deal rules: keep it a variable
    inline = _Inliner({})
    bodies = {}
    for d in rs.definitions:  # in evaluation order, so inlined bodies are already inlined
        bodies[d.name] = inline(d.expr)
        if uses.get(d.name, 0) == 1:
            inline.add(d.name, bodies[d.name])
    if not inline.bodies:
        return rs

    definitions = tuple(dataclasses.replace(d, expr=bodies[d.name]) for d in rs.definitions)
    rs = map_expressions(dataclasses.replace(rs, definitions=()), inline)
    written = inline.written
    return dataclasses.replace(
        rs,
        definitions=tuple(d for d in definitions if d.name not in written),
        order=tuple(k for k in rs.order if k.name not in written or not k.kind == ir.KeyKind.DEFINE),
    )


def plan_ruleset(rs: ir.Ruleset) -> ir.Ruleset:
    """The ruleset with its plan: what generated code works out once per win, per arrangement, for the chosen
    arrangement only, or on first use."""
    return dataclasses.replace(rs, plan=plan(rs))


# Built-ins costly enough to work out only when an expression reaches them.
COSTLY_BUILTINS = {n.name for n in HAND_NAMES.values() if n.costly}


def plan(rs: ir.Ruleset) -> ir.Plan:
    """Decide what is computed once per win, per arrangement, or for the chosen arrangement only."""
    node_deps = hand_dependencies(rs)

    varying = set()
    for key in rs.order:
        if any(d in varying or (d.kind == ir.KeyKind.BUILTIN and HAND_NAMES[d.name].varies) for d in node_deps[key]):
            varying.add(key)

    def closure(keys: set[str]) -> set[str]:
        out, todo = set(), list(keys)
        while todo:
            k = todo.pop()
            if k in out:
                continue
            out.add(k)
            todo.extend(node_deps.get(k, ()))
        return out

    for_value = closure(refs(rs.value))
    win_exprs = [r.when for r in rs.rejects] + [rs.total] + [e for _name, e in rs.details]
    win_exprs += [x for r in rs.rejects for x in r.parts if isinstance(x, ir.Expr)]  # a message's {placeholders}
    for r in rs.win_rules:
        win_exprs += [r.when] + [x for t in r.pay for x in (t.payer, t.payee, t.amount)]
    exported = exported_names(rs)
    export_keys = set()
    for name in exported:
        for kind in (ir.KeyKind.DEFINE, ir.KeyKind.PATTERN, ir.KeyKind.SUM):
            if ir.Key(kind, name) in node_deps:
                export_keys.add(ir.Key(kind, name))
                break
        else:  # a name of the language, or a flag of the record
            export_keys.add(ir.Key(ir.KeyKind.BUILTIN if name in HAND_NAMES else ir.KeyKind.FLAG, name))
    needed = closure(set().union(*(refs(e) for e in win_exprs)) | for_value | export_keys
                     | {ir.Key(ir.KeyKind.COUNT, p.id) for p in rs.patterns})
    ordered = [k for k in rs.order if k in needed]
    before = tuple(k for k in ordered if k not in varying)
    loop = tuple(k for k in ordered if k in varying and k in for_value)
    after = tuple(k for k in ordered if k in varying and k not in for_value)
    all_keys = needed | closure(set().union(*(refs(e) for e in win_exprs)))
    builtins = tuple(sorted(k.name for k in all_keys | set().union(*(node_deps.get(k, set()) for k in needed))
                            if k.kind == ir.KeyKind.BUILTIN and k.name in HAND_NAMES))
    flags = tuple(sorted({k.name for k in set().union(*node_deps.values(), *(refs(e) for e in win_exprs), for_value,
                                                      export_keys) if k.kind == ir.KeyKind.FLAG}))
    # a name a deal rule reads from a win is never lazy: the win's view holds values
    lazy = {ir.Key(ir.KeyKind.BUILTIN, b) for b in COSTLY_BUILTINS if b in builtins} - export_keys
    # A definition that may raise is worked out on first use too, so that it raises only where it is read, as the
    # interpreter has it: before the loop, in it (made anew for each arrangement, and kept with the best one's
    # values, which it reads when the back ends restore them) or after it. One the deal's rules read of the win is
    # worked out for the win's view, last.
    # One the value reads for every arrangement whatever the hand is worked out then anyway: it stays as it is.
    failing = failing_names(rs)
    every_arrangement = read_every_time(rs.value, {d.name: d.expr for d in rs.definitions})
    for d in rs.definitions:
        key = ir.Key(ir.KeyKind.DEFINE, d.name)
        if key not in needed:
            continue
        if (key in failing and not (key in loop and key in every_arrangement)) or (key in before and refs(d.expr) & lazy):
            lazy.add(key)
    private = _private_patterns(rs, exported)
    return ir.Plan(before=before, loop=loop, after=after, builtins=builtins, exported=tuple(exported), flags=flags,
                   lazy=frozenset(lazy), private=frozenset(private), collected=collected_form(rs),
                   by_win_set=reads_win_set(rs))


# ---------------------------------------------------------------- facts the passes read

def read_every_time(e: ir.Expr, definitions: dict) -> set[ir.Key]:
    """The names working out `e` reads whatever their values, and those its definitions read so in turn: none
    behind a branch of `if`, an operand of `and`/`or` or of a comparison chain after the first two, or a
    quantifier's condition or body."""
    found: set[ir.Key] = set()
    todo = [e]
    while todo:
        for key in _read_unconditionally(todo.pop()):
            if key not in found:
                found.add(key)
                if key.kind == ir.KeyKind.DEFINE and key.name in definitions:
                    todo.append(definitions[key.name])
    return found


def _read_unconditionally(e: ir.Expr | None) -> set[ir.Key]:
    if isinstance(e, ir.Cond):
        return _read_unconditionally(e.cond)
    if isinstance(e, ir.Logic):
        return _read_unconditionally(e.operands[0])
    if isinstance(e, ir.Compare):
        return _read_unconditionally(e.operands[0]) | _read_unconditionally(e.operands[1])
    if isinstance(e, (ir.Quant, ir.InValues, ir.FieldHas, ir.FirstOf)):  # the rest is read for each element
        return _read_unconditionally(e.coll)
    if e is None or not (children := ir.children(e)):
        return refs(e)
    return refs(e) if isinstance(e, ir.GetAttr) and e.obj.type == ir.WIN else \
        set().union(*(_read_unconditionally(c) for c in children))


def conjuncts(e: ir.Expr) -> list:
    """The parts of a condition that must all hold (nested `and`s flattened)."""
    if isinstance(e, ir.Logic) and e.op == "and":
        return [c for o in e.operands for c in conjuncts(o)]
    return [e]


def _private_patterns(rs: ir.Ruleset, exported: list) -> set[str]:
    """Patterns whose condition only their own count reads, and which cannot fail on a hand.

    Their condition is written into the count, after the test of the patterns that exclude
    them: an excluded pattern's condition is never worked out.
    """
    read = {n.name for e in ir.all_expressions(rs) if e is not None for n in ir.walk(e)
            if isinstance(n, ir.Ref) and n.scope == ir.RefKind.PATTERN}
    return {p.id for p in rs.patterns if not p.among and p.id not in read and p.id not in exported
            and cannot_fail(p.when)}


# Operators that can raise on some values (a division by zero, a power too large).
FAILING_OPS = ("//", "%", "**")


def can_raise(n: ir.Expr) -> bool:
    """Whether a node itself is an operation that can raise: a division by what may be zero, a power to
    what may be negative or past 64 (as generated code tests them: emit.e_Binary)."""
    if isinstance(n, ir.Index):
        return True  # an index outside its list
    if not (isinstance(n, ir.Binary) and n.op in FAILING_OPS):
        return False
    right = n.right.value if isinstance(n.right, ir.Const) and isinstance(n.right.value, int) else None
    if right is None:
        return True
    return not (0 <= right <= 64) if n.op == "**" else right == 0


def cannot_fail(e: ir.Expr, failing: frozenset = frozenset()) -> bool:
    """Whether an expression holds no operation that can raise (a division, a power), nor reads a name of
    `failing` (failing_names: the definitions, patterns and sums that may raise)."""
    return not any(can_raise(n) or isinstance(n, ir.Ref) and n.scope in ir.COMPUTED
                   and ir.Key(ir.KeyKind(n.scope.value), n.name) in failing for n in ir.walk(e))


def failing_names(rs: ir.Ruleset) -> frozenset:
    """The keys of the definitions, patterns, counts and sums whose value may raise, through what they read."""
    own = {ir.Key(ir.KeyKind.DEFINE, d.name): [d.expr] for d in rs.definitions}
    for p in rs.patterns:
        own[ir.Key(ir.KeyKind.PATTERN, p.id)] = [p.when, p.among_coll]
        own[ir.Key(ir.KeyKind.COUNT, p.id)] = [p.value, p.count]
    deps = hand_dependencies(rs)
    out: set = set()
    for key in rs.order:  # each after what it reads
        if any(d in out for d in deps.get(key, ())) or not all(cannot_fail(e) for e in own.get(key, ()) if e is not None):
            out.add(key)
    return frozenset(k for k in out if k.kind in (ir.KeyKind.DEFINE, ir.KeyKind.PATTERN, ir.KeyKind.SUM))


def distinct_values_of(e: ir.Expr) -> ir.Expr | None:
    """For `distinct(x in C: x)`, the distinct values of a list themselves: C; otherwise None."""
    if isinstance(e, ir.Quant) and e.kind == ir.QuantKind.DISTINCT and e.where is None and isinstance(e.body, ir.Ref) \
            and e.body.name == e.binders[0]:
        return e.coll
    return None


def distinct_field_of(e: ir.Expr) -> tuple[ir.Expr, str] | None:
    """For `distinct(t in C: t.F)`: C and the field F; otherwise None."""
    if isinstance(e, ir.Quant) and e.kind == ir.QuantKind.DISTINCT and e.where is None and isinstance(e.body, ir.GetAttr) \
            and isinstance(e.body.obj, ir.Ref) and e.body.obj.name == e.binders[0]:
        return e.coll, e.body.name
    return None


def least_kinds(cond: ir.Expr) -> int:
    """For a shape condition with a conjunct `count(distinct(t in tiles: t)) == N` (or >= N): N less
    one, the kinds a hand must hold before its last tile; otherwise 0."""
    for c in conjuncts(cond):
        if isinstance(c, ir.Compare) and c.ops in (("==",), (">=",)) and isinstance(c.operands[1], ir.Const):
            counted = c.operands[0]
            if isinstance(counted, ir.Call) and counted.func == "count" and isinstance(counted.args[0], ir.Quant):
                listed = distinct_values_of(counted.args[0])
                if isinstance(listed, ir.Ref) and listed.scope == ir.RefKind.BUILTIN:
                    return max(0, c.operands[1].value - 1)
    return 0


def hereditary_part(cond: ir.Expr) -> ir.Expr | None:
    """For a shape condition: its conjuncts `all(a, b... in C: ...)` over two or more tiles at a time,
    C the tiles or a filter of them on one tile. A tile added can only break them, so a hand that
    fails them before its last tile waits on nothing. None if there are none."""
    def tiles_or_filter(c: ir.Expr) -> bool:
        if isinstance(c, ir.Ref):
            return c.scope == ir.RefKind.BUILTIN and c.name == "tiles"
        return isinstance(c, ir.Quant) and c.kind == ir.QuantKind.FILTER and len(c.binders) == 1 \
            and tiles_or_filter(c.coll) and not _reads_builtin(c.where) and not _reads_builtin(c.body)

    parts = [c for c in conjuncts(cond) if isinstance(c, ir.Quant) and c.kind == ir.QuantKind.ALL and len(c.binders) >= 2
             and tiles_or_filter(c.coll) and not _reads_builtin(c.where) and not _reads_builtin(c.body)]
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else ir.Logic(span=cond.span, type=ir.BOOL, op="and", operands=tuple(parts))


def _reads_builtin(e: ir.Expr | None) -> bool:
    return e is not None and any(isinstance(n, ir.Ref) and n.scope == ir.RefKind.BUILTIN for n in ir.walk(e))


def deal_expressions(rs: ir.Ruleset) -> list:
    """The expressions of the rules run once per deal (kongs, players, penalties)."""
    out = []
    for r in rs.kong_rules + rs.player_rules:
        out += [r.when] + [x for t in r.pay for x in (t.payer, t.payee, t.amount)]
    for p in rs.penalties:
        out += [x for t in p.pay for x in (t.payer, t.payee, t.amount)]
    return out


def exported_names(rs: ir.Ruleset) -> list[str]:
    """The names the deal's rules read of a win (`w.name`), sorted."""
    return sorted({k.name for e in deal_expressions(rs) for k in refs(e) if k.kind == ir.KeyKind.EXPORT})


def hand_expressions(rs: ir.Ruleset) -> list:
    """The expressions scored for each win."""
    deal = {id(e) for e in deal_expressions(rs)}
    return [e for e in ir.all_expressions(rs) if id(e) not in deal]


def options_read(rs: ir.Ruleset, exprs: list) -> list[str]:
    """The options the expressions read, in the spec's order."""
    read = {n.name for e in exprs if e is not None for n in ir.walk(e) if isinstance(n, ir.Ref) and n.scope == ir.RefKind.OPTION}
    return [o.name for o in rs.options if o.name in read]


def least_count(e: ir.Compare, failing: frozenset = frozenset()) -> int | None:
    """For `count(x in C: ...) >= k` (or > k - 1, or == k) with k >= 2 and C a name, a name's
    attribute or a call on names: k, the elements C must have for it to hold; otherwise None."""
    if len(e.ops) != 1 or e.ops[0] not in (">=", ">", "==") or not isinstance(e.operands[1], ir.Const):
        return None
    counted, bound = e.operands
    if not (isinstance(counted, ir.Quant) and counted.kind == ir.QuantKind.COUNT and len(counted.binders) == 1):
        return None
    if not all(cannot_fail(c, failing) for c in (counted.where, counted.body) if c is not None):
        return None  # skipping the count on a short list would skip an error it raises
    if (counted.where is None) != (counted.body is None) and counted_value(counted.where or counted.body,
                                                                            counted.binders[0]) is not None:
        return None  # written as the list's own count: already cheap
    coll = counted.coll
    simple = isinstance(coll, ir.Ref) or isinstance(coll, ir.GetAttr) and isinstance(coll.obj, ir.Ref) \
        or isinstance(coll, ir.Call) and all(isinstance(a, (ir.Ref, ir.Const)) for a in coll.args)
    least = bound.value + (1 if e.ops[0] == ">" else 0)
    return least if simple and isinstance(least, int) and least >= 2 else None


def counted_value(cond: ir.Expr, binder: str) -> ir.Expr | None:
    """For `x == e` (or `e == x`) with e free of x and unable to fail: e."""
    if not (isinstance(cond, ir.Compare) and cond.ops == ("==",)):
        return None
    for this, other in (cond.operands, cond.operands[::-1]):
        if isinstance(this, ir.Ref) and this.scope == ir.RefKind.LOCAL and this.name == binder and cannot_fail(other) \
                and not any(isinstance(n, ir.Ref) and n.scope == ir.RefKind.LOCAL and n.name == binder for n in ir.walk(other)):
            return other
    return None


def reads_win_set(rs: ir.Ruleset) -> bool:
    """Whether any rule asks which set the win tile completed (then each placement is an arrangement)."""
    return any(isinstance(node, ir.Ref) and node.scope == ir.RefKind.BUILTIN and node.name == "win_set"
               or isinstance(node, ir.GetAttr) and node.name == "has_win"
               for e in ir.all_expressions(rs) if e is not None for node in ir.walk(e))


def collected_form(rs: ir.Ruleset) -> str | None:
    """How a win works out what its winner collected: None when no rule reads it; "gain" when every
    transfer of a win pays the winner (a seat never pays itself); else "sum" of its payments."""
    if not any(isinstance(n, ir.Ref) and n.scope == ir.RefKind.BUILTIN and n.name == "collected"
               for e in ir.all_expressions(rs) if e is not None for n in ir.walk(e)):
        return None
    to_winner = all(isinstance(t.payee, ir.Ref) and t.payee.scope == ir.RefKind.BUILTIN and t.payee.name == "winner"
                    for r in rs.win_rules for t in r.pay)
    return "gain" if to_winner else "sum"
