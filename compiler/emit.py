"""Emit stage: the IR and its plan, through jinja2 templates, into a standalone Python scorer module."""

from __future__ import annotations

import ast
import contextlib
import functools
import hashlib
import re
import string

import jinja2

from . import bundled, ir, naming
from .builtins import (ATTRIBUTES, FUNCTIONS, HAND_NAMES, NAMES, PAYMENT_SEATS, QUANTIFIERS, WIN_READING, Scope,
                       fields_of_play_read, reads_payment_seats)
from . import runtime as rt
from .emit_c import build_key
from .escape import Code, python_comment, python_guard, python_literal
from .ir import excluding_keys, spec_line
from .optimise import (counted_value, deal_expressions, distinct_field_of, distinct_values_of,
                       hand_expressions, options_read, symmetric)

# Python precedence levels, for minimal parentheses.
P_COND, P_OR, P_AND, P_NOT, P_CMP, P_ADD, P_MUL, P_NEG, P_POW, P_POSTFIX, P_ATOM = range(11)
BINARY_LEVEL = {"+": P_ADD, "-": P_ADD, "*": P_MUL, "//": P_MUL, "%": P_MUL, "**": P_POW}
# The level of the outermost node of a Python expression, by its kind or its operator.
NODE_LEVEL = {ast.IfExp: P_COND, ast.Compare: P_CMP, ast.Call: P_POSTFIX, ast.Attribute: P_POSTFIX,
              ast.Subscript: P_POSTFIX, ast.Name: P_ATOM, ast.Constant: P_ATOM, ast.List: P_ATOM, ast.ListComp: P_ATOM}
OPERATOR_LEVEL = {ast.Or: P_OR, ast.And: P_AND, ast.Not: P_NOT, ast.USub: P_NEG, ast.Add: P_ADD, ast.Sub: P_ADD,
                  ast.Mult: P_MUL, ast.FloorDiv: P_MUL, ast.Mod: P_MUL, ast.Pow: P_POW}


class _AnyPart:
    """Each part of a code template ({0}, {w0}...), as a name: parts are complete operands."""

    def __getitem__(self, key) -> str:
        return "x"


@functools.lru_cache(maxsize=None)
def python_level(template: str) -> int:
    """The precedence level of the code a registry template (builtins) makes: its outermost operation's."""
    node = ast.parse(string.Formatter().vformat(template, _AnyPart(), _AnyPart()), mode="eval").body
    return OPERATOR_LEVEL[type(node.op)] if isinstance(node, (ast.BoolOp, ast.UnaryOp, ast.BinOp)) \
        else NODE_LEVEL[type(node)]


# bytes.translate tables of the runtime: a tile to its suit, to its number.
TILE_BYTES = {"suit": "SUIT_OF", "number": "NUMBER_OF"}

# Quantifiers whose value does not depend on the order of their list, and the values a set can hold.
ORDER_FREE = {q.name for q in QUANTIFIERS.values() if q.order_free}
HASHABLE = {ir.TILE, ir.INT, ir.SEAT, ir.SUIT, ir.BOOL}

# The constants naming a set of values of each Group field (the runtime reads the field with <FIELD>_OF).
FIELD_SET_NAMES = {"kind": "KINDS", "source": "SEATS", "owner": "SEATS", "tile": "TILES", "concealed": "FLAGS",
                   "declared": "FLAGS", "added": "FLAGS", "has_win": "FLAGS"}


# The runtime function for a transfer, by (payer is a list, payee is a list).
PAY_FUNCTIONS = {(False, False): "add_payment", (True, False): "pay_from_each", (False, True): "pay_to_each",
                 (True, True): "pay"}


def seat_binders_within(outer: set, binders: tuple, coll: ir.Expr) -> set:
    """The binders known to be real seats inside a loop over `coll`: its binders are when `coll` is the other
    seats, and a binder that shadows an outer seat binder is not one."""
    others = isinstance(coll, ir.Ref) and coll.scope == ir.RefKind.BUILTIN and coll.name == "others" \
        or isinstance(coll, ir.Call) and coll.func == "others_of"
    return outer | set(binders) if others else outer - set(binders)


class ExprPrinter:
    """What every back end's expression printer shares: the state of the loops it is inside, and each node's
    text printed once per state; a subclass prints each kind of node (e_<Node>) in its own language."""

    def __init__(self, scope: str, lazy: frozenset = frozenset(), value_sets: dict | None = None):
        self.scope = scope  # hand, shape or deal
        self.lazy = lazy    # variables holding a lazy value, read by calling them
        self.value_sets = {} if value_sets is None else value_sets  # a set of values -> (its constant, condition)
        self.seat_binders: set[str] = set()  # binders over other seats: never NO_SEAT
        self.aliases: dict[str, str] = {}  # binders standing for an element read in place (find: the first)
        # What each node gave, in each state of the above: some forms try a node's parts more than once,
        # which nested would take time exponential in the depth. The node is kept, so its id stays its own.
        self.emitted: dict[tuple, tuple[ir.Expr, str, int]] = {}

    def __call__(self, e: ir.Expr) -> str:
        return self.emit(e)[0]

    def wrap(self, e: ir.Expr, level: int) -> str:
        text, own = self.emit(e)
        return f"({text})" if own < level else text

    def emit(self, e: ir.Expr) -> tuple[str, int]:
        key = (id(e), tuple(sorted(self.aliases.items())), frozenset(self.seat_binders))
        if key not in self.emitted:
            self.emitted[key] = (e, *getattr(self, "e_" + type(e).__name__)(e))
        return self.emitted[key][1:]

    @contextlib.contextmanager
    def binding(self, binders: tuple, coll: ir.Expr):
        """While the binders of a loop over `coll` are in scope (seat_binders_within)."""
        outer = self.seat_binders
        self.seat_binders = seat_binders_within(outer, binders, coll)
        try:
            yield
        finally:
            self.seat_binders = outer


class ExprEmitter(ExprPrinter):
    """IR expression -> Python source text."""

    def e_Const(self, e):
        if e.name:
            return naming.name("shape_number", e.name) if e.type == ir.SHAPE else e.name.upper(), P_ATOM
        if e.value is None:
            return "NO_SEAT", P_ATOM
        if isinstance(e.value, bool):
            return repr(e.value), P_ATOM
        if e.type == ir.TEXT:
            return python_literal(e.value), P_ATOM
        return repr(int(e.value)), P_ATOM if e.value >= 0 else P_NEG

    def e_Ref(self, e):
        if e.scope == ir.RefKind.LOCAL:
            return (self.aliases[e.name], P_POSTFIX) if e.name in self.aliases else (naming.name("local", e.name), P_ATOM)
        if e.scope == ir.RefKind.BUILTIN:
            scope = Scope(self.scope)
            if scope == Scope.HAND and e.name in HAND_NAMES:  # a variable, worked out before use (emit_module)
                name = naming.name("builtin", e.name)
                return (f"{name}()" if name in self.lazy else name), P_POSTFIX
            code = NAMES[Scope.TOTAL if scope == Scope.HAND else scope][e.name].python  # written where it is read
            return code, python_level(code)
        name = naming.ref(e.scope, e.name)
        return (f"{name}()" if name in self.lazy else name), P_POSTFIX

    def e_GetAttr(self, e):
        obj = self.wrap(e.obj, P_POSTFIX)
        if e.obj.type == ir.WIN:  # a win's view: the dict of what the deal's rules read
            template = WIN_READING.python
        else:
            attribute = ATTRIBUTES[e.obj.type][e.name]
            template = attribute.python
            if e.obj.type == ir.SEAT and attribute.python_real and isinstance(e.obj, ir.Ref) \
                    and e.obj.scope == ir.RefKind.LOCAL and e.obj.name in self.seat_binders:  # a real seat: its player directly
                template = attribute.python_real
        return template.format(self(e.obj), w0=obj, name=repr(e.name)), python_level(template)

    def e_SeatField(self, e):
        return f"seat_field(deal, {self(e.obj)}, {e.index}, {e.default!r})", P_POSTFIX

    def e_Call(self, e):
        args = [self(a) for a in e.args]
        if e.func == "count":
            arg = e.args[0]
            if distinct_values_of(arg) is not None:
                return f"len(set({self(arg.coll)}))", P_POSTFIX
            field = distinct_field_of(arg)
            if field is not None and arg.coll.type == ir.list_of(ir.TILE) and field[1] in TILE_BYTES:
                # how many suits (numbers): bytes translated in C
                return f"len(set(bytes({self(arg.coll)}).translate({TILE_BYTES[field[1]]})))", P_POSTFIX
            if isinstance(arg, ir.Quant) and arg.kind == ir.QuantKind.DISTINCT:
                guard = f" if {self.wrap(arg.where, P_COND + 1)}" if arg.where is not None else ""
                coll = self.wrap(arg.coll, P_OR)
                return (f"len({{{self.wrap(arg.body, P_COND + 1)} for {naming.name('local', arg.binders[0])} in {coll}{guard}}})",
                        P_POSTFIX)
            return f"len({args[0]})", P_POSTFIX
        wrapped = {f"w{i}": self.wrap(a, P_POSTFIX) for i, a in enumerate(e.args)}
        return FUNCTIONS[e.func].python.format(*args, all=", ".join(args), **wrapped), P_POSTFIX

    def e_Quant(self, e):
        with self.binding(e.binders, e.coll):
            return self.loop(e)

    def loop(self, e: ir.Quant) -> tuple[str, int]:
        coll = self.wrap(e.coll, P_OR)  # as `for x in C` takes it
        listed = distinct_values_of(e.coll)
        if e.kind in ORDER_FREE and listed is not None and e.coll.type.item in HASHABLE:
            coll = f"set({self(listed)})"  # the order of distinct values does not matter here: a set in C
        names = [naming.name("local", b) for b in e.binders]
        where = self.wrap(e.where, P_COND + 1) if e.where is not None else None
        body = self.wrap(e.body, P_COND + 1) if e.body is not None else None
        if len(names) > 1:
            cond = " and ".join(f"({c})" for c in (where, body) if c) if where and body else (where or body)
            func = {"any": "any_combination", "all": "all_combination", "count": "count_combination"}[e.kind]
            return f"{func}({coll}, {len(names)}, lambda {', '.join(names)}: {cond})", P_POSTFIX
        x = names[0]
        kind = e.kind
        if kind == "count" and (e.where is None) != (e.body is None):
            counted = counted_value(e.where or e.body, e.binders[0])
            if counted is not None:  # count(u in tiles: u == t) is the list's own count
                return f"{self.wrap(e.coll, P_POSTFIX)}.count({self(counted)})", P_POSTFIX
        if distinct_values_of(e) is not None:
            return f"distinct({coll})", P_POSTFIX
        if kind in ("any", "all", "count", "filter"):
            cond = " and ".join(f"({c})" for c in (where, body) if c) if where and body else (where or body)
            if kind == "count":
                return (f"len([1 for {x} in {coll} if {cond}])" if cond else f"len({coll})"), P_POSTFIX
            if kind == "filter":
                return (f"[{x} for {x} in {coll} if {cond}]" if cond else f"list({coll})"), P_ATOM
            if kind == "all" and where and body:
                return f"all({body} for {x} in {coll} if {where})", P_POSTFIX
            return f"{kind}({cond} for {x} in {coll})", P_POSTFIX
        guard = f" if {where}" if where else ""
        if kind == "sum":
            return f"sum({body} for {x} in {coll}{guard})", P_POSTFIX
        if kind in ("max", "min"):
            return f"{kind}(({body} for {x} in {coll}{guard}), default=0)", P_POSTFIX
        if kind == "find":
            return f"next(({body} for {x} in {coll}{guard}), NO_SEAT)", P_POSTFIX
        return f"distinct([{body} for {x} in {coll}{guard}])", P_POSTFIX

    def e_OneOrder(self, e):
        with self.binding(e.quant.binders, e.quant.coll):
            return self.one_order(e.quant)

    def one_order(self, q: ir.Quant) -> tuple[str, int]:
        where = self.wrap(q.where, P_COND + 1) if q.where is not None else None
        body = self.wrap(q.body, P_COND + 1) if q.body is not None else None
        cond = " and ".join(f"({c})" for c in (where, body) if c) if where and body else (where or body)
        names = ", ".join(naming.name("local", b) for b in q.binders)
        combos = f"itertools.combinations({self.wrap(q.coll, P_OR)}, {len(q.binders)})"
        if q.kind == ir.QuantKind.COUNT:
            return f"len([1 for {names} in {combos} if {cond}])", P_POSTFIX
        return f"{q.kind}({cond} for {names} in {combos})", P_POSTFIX

    def e_AtLeast(self, e):
        return f"len({self(e.coll)}) >= {e.least}", P_CMP

    def e_HeldTimes(self, e):
        return f"held_times({self(e.tiles)}, {e.times}, {e.exact})", P_POSTFIX

    def e_OneSuit(self, e):
        tiles = self(e.tiles)
        return f"bool({tiles}) and TILE_SUIT[{tiles}[0]] == TILE_SUIT[{tiles}[-1]]", P_AND

    def e_InValues(self, e):
        x = naming.name("local", e.binder)
        coll = self.wrap(e.coll, P_OR)
        if not e.field:
            read, prefix = coll, "TILES"
        else:
            read, prefix = f"map({e.field.upper()}_OF, {coll})", FIELD_SET_NAMES[e.field]
            if e.values == {True} and prefix == "FLAGS":  # the flag itself: any, all or sum of it
                return f"{ {'all': 'all', 'any': 'any', 'count': 'sum'}[e.kind]}({read})", P_POSTFIX
        name = self.value_set(prefix, e.values, self(e.cond))
        if e.kind == ir.QuantKind.ALL:
            return f"{name}.issuperset({read})", P_POSTFIX
        if e.kind == ir.QuantKind.ANY:
            return f"not {name}.isdisjoint({read})", P_NOT
        if e.kind == ir.QuantKind.COUNT:
            return f"sum(map({name}.__contains__, {read}))", P_POSTFIX
        return f"[{x} for {x} in {coll} if {x} in {name}]", P_ATOM

    def e_FieldHas(self, e):
        read = f"map({e.field.upper()}_OF, {self(e.coll)})"
        if e.kind == ir.QuantKind.ANY:
            return f"{self.wrap(e.value, P_CMP + 1)} in {read}", P_CMP
        return f"list({read}).count({self(e.value)})", P_POSTFIX

    def e_FirstOf(self, e):
        coll = self.wrap(e.coll, P_POSTFIX)
        self.aliases[e.binder] = f"{coll}[0]"  # the first element's value, read in place
        with self.binding((e.binder,), e.coll):
            first = self.wrap(e.body, P_COND + 1)
        del self.aliases[e.binder]
        return f"{first} if {coll} else NO_SEAT", P_COND

    def value_set(self, prefix: str, values: frozenset, cond: str) -> str:
        """The module constant holding a set of values, named once per set."""
        key = (prefix, values)
        if key not in self.value_sets:
            self.value_sets[key] = (f"{prefix}_{sum(1 for p, _v in self.value_sets if p == prefix)}", cond)
        return self.value_sets[key][0]

    def e_Unary(self, e):
        if e.op == "not":
            text, level = self.emit(e.operand)
            if level == P_NOT and text.startswith("not ") and isinstance(e.operand, ir.InValues):
                return text[4:], P_POSTFIX  # not any(...) written as a set test: the test itself, a bool
            return f"not {text if level >= P_NOT else f'({text})'}", P_NOT
        return f"-{self.wrap(e.operand, P_NEG)}", P_NEG

    def e_Binary(self, e):
        op = e.op
        right_const = isinstance(e.right, ir.Const)
        where = python_literal(str(e.span)) if e.span else "None"  # named by the error; the path is spec text
        if op in ("//", "%") and not (right_const and e.right.value != 0):
            return f"{'divide' if op == '//' else 'modulo'}({self(e.left)}, {self(e.right)}, {where})", P_POSTFIX
        if op == "**":
            return f"power({self(e.left)}, {self(e.right)}, {where})", P_POSTFIX
        if op == "*":
            return f"multiply({self(e.left)}, {self(e.right)}, {where})", P_POSTFIX
        level = BINARY_LEVEL[op]
        return f"{self.wrap(e.left, level)} {op} {self.wrap(e.right, level + 1)}", level

    def e_Compare(self, e):
        parts = [self.wrap(e.operands[0], P_CMP + 1)]
        for op, operand in zip(e.ops, e.operands[1:]):
            right = self.wrap(operand, P_CMP + 1)
            if op in ("in", "not in") and operand.type == ir.SET:
                right = f"{right}.tiles"
            parts += [op, right]
        return " ".join(parts), P_CMP

    def e_Logic(self, e):
        level = P_AND if e.op == "and" else P_OR
        return f" {e.op} ".join(self.wrap(o, level + 1) for o in e.operands), level

    def e_Cond(self, e):
        if isinstance(e.cond, ir.AtLeast) and e.cond.least == 1:
            cond = self.wrap(e.cond.coll, P_COND + 1)  # not empty: the list itself, as a condition
        else:
            cond = self.wrap(e.cond, P_COND + 1)
        return f"{self.wrap(e.then, P_COND + 1)} if {cond} else {self.wrap(e.other, P_COND)}", P_COND

    def e_MakeList(self, e):
        return "[" + ", ".join(self(i) for i in e.items) + "]", P_ATOM

    def e_MakeTuple(self, e):
        return "(" + ", ".join(self(i) for i in e.items) + ")", P_ATOM

    def e_Index(self, e):
        where = python_literal(str(e.span)) if e.span else "None"  # named by the error; the path is spec text
        return f"item_at({self(e.obj)}, {self(e.index)}, {where})", P_POSTFIX


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    env = bundled.templates(autoescape=False, finalize=python_guard)
    env.filters["py"] = python_literal
    env.filters["comment"] = python_comment
    env.filters["rendered"] = Code  # a macro's output: this template's own text, its values checked already
    return env


RUNTIME_PACKAGE = "mjc.runtime"   # what a generated module imports: the installed package's runtime
RUNTIME_MARK = "# <the runtime>"  # where it goes; the first line of the template's output that holds it
# What mjc score, tests and benchmarks read from a scorer module besides its own rules.
SCORER_INTERFACE = ("RecordError", "parse_record", "with_id", "error_result", "internal_error_result",
                    "MAX_RECORD_LINE", "MAX_NUMBER_DIGITS", "_shown", "arrangements", "waits")


@functools.lru_cache(maxsize=None)
def runtime_parts() -> tuple[dict, dict, dict]:
    """Of the runtime's modules: the module each top-level name is defined in, each module's body (less
    its docstring and imports) with its standard-library imports, and the sibling modules it imports."""
    owner, bodies, needs = {}, {}, {}
    for name in rt.MODULES:
        text = bundled.read_text(f"runtime/{name}.py")
        lines = text.split("\n")
        dropped, imports, siblings = set(), [], set()
        for node in ast.parse(text).body:
            if isinstance(node, (ast.Import, ast.ImportFrom)) or \
                    isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):  # the docstring
                dropped.update(range(node.lineno - 1, node.end_lineno))
                if isinstance(node, ast.Import):
                    imports += [f"import {alias.name}" for alias in node.names]
                elif isinstance(node, ast.ImportFrom):
                    siblings.add(node.module)
                continue
            targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
            for named in ([node] if hasattr(node, "name") else [n for t in targets if t for n in ast.walk(t)]):
                if isinstance(named, (ast.FunctionDef, ast.ClassDef)):
                    owner[named.name] = name
                elif isinstance(named, ast.Name):
                    owner[named.id] = name
        bodies[name] = (imports, "\n".join(line for i, line in enumerate(lines) if i not in dropped).strip("\n"))
        needs[name] = siblings
    return owner, bodies, needs


def runtime_names(module_text: str) -> list[str]:
    """The runtime's names a generated module's code uses, sorted: names in its code, not words of its strings (a
    pattern's name) or of its imports (`from . import _int`, the native module of a ruleset with the id int)."""
    owner = runtime_parts()[0]
    return sorted({node.id for node in ast.walk(ast.parse(module_text)) if isinstance(node, ast.Name)
                   and node.id in owner})


def stdlib_imports(module_text: str) -> list[str]:
    """The imports of the standard-library modules that a generated module's own code calls (itertools...)."""
    modules = {line.split()[1] for imports, _body in runtime_parts()[1].values() for line in imports}
    return sorted(f"import {m}" for m in modules if re.search(rf"\b{m}\.", module_text))


def runtime_import(names: list[str], module_text: str) -> str:
    """The imports at the top of a generated module: the standard library's it calls, and the runtime's names."""
    stdlib = stdlib_imports(module_text)
    return "".join(f"{line}\n" for line in stdlib) + ("\n" if stdlib else "") + \
        f"from {RUNTIME_PACKAGE} import (  # noqa: F401 (some serve mjc score, not the module)\n" + \
        "".join(f"    {row.rstrip()}\n" for row in _name_rows(names)) + ")\n"


def runtime_source(names: list[str] | None = None, module_text: str = "") -> str:
    """The runtime's modules that define `names` (default: all), and those they build on, as one text to
    embed in a standalone module: their standard-library imports once, then each body in rt.MODULES order."""
    owner, bodies, needs = runtime_parts()
    wanted = set(rt.MODULES) if names is None else {owner[n] for n in names}
    for name in reversed(rt.MODULES):  # a module comes after those it imports: one backward sweep closes the set
        if name in wanted:
            wanted |= needs[name]
    chosen = [name for name in rt.MODULES if name in wanted]
    imports = sorted({line for name in chosen for line in bodies[name][0]} | set(stdlib_imports(module_text)))
    return "\n".join(imports) + "\n\n" + "\n\n\n".join(bodies[name][1] for name in chosen) + "\n"


def emit_module(rs: ir.Ruleset, sources: dict[str, str] | None = None, standalone: bool = False) -> str:
    """The generated scorer module for an optimised ruleset (pipeline.PASSES), as source text (deterministic).

    `sources` (display name -> text of every file the spec is made of) lets the module tell whether it is
    still what its spec makes (SPEC_SOURCES).
    """
    the_plan = rs.plan
    if the_plan is None:
        raise ValueError("emit_module takes a ruleset after the passes (pipeline.optimise)")
    lazy = lazy_vars(the_plan)
    value_sets: dict = {}
    hand = ExprEmitter("hand", lazy, value_sets)
    deal = ExprEmitter("deal", value_sets=value_sets)
    shape = ExprEmitter("shape", value_sets=value_sets)
    index = {p.id: i for i, p in enumerate(rs.patterns)}
    keys = {
        **{ir.Key(ir.KeyKind.DEFINE, d.name): (naming.name("define", d.name), f"Lazy(lambda: {hand(d.expr)})"
                                                if naming.name("define", d.name) in lazy else hand(d.expr),
                                                spec_line(d.name, d.span)) for d in rs.definitions},
        **{ir.Key(ir.KeyKind.PATTERN, p.id): (naming.name("pattern", p.id), hand(p.when) if not p.among else
                               f"{index[p.id]} in r_ids_{p.family}", spec_line(p.id, p.span)) for p in rs.patterns},
    }
    families, relations = relation_families(rs, hand)

    private = the_plan.private
    excluders = excluding_keys(rs.patterns)
    patterns = {p.id: {
        # A constant value is written where it is used; only a computed one has a variable.
        "index": i, "id": p.id, "var": naming.name("pattern", p.id), "n": naming.name("count", p.id),
        "guard": _count_guard(p, excluders, hand.wrap(p.when, P_OR) if p.id in private else None),
        "v": hand(p.value) if isinstance(p.value, ir.Const) else naming.name("value", p.id),
        "const_value": isinstance(p.value, ir.Const),
        "value": hand.wrap(p.value, P_OR), "count": f"r_counts_{p.family}.get({i}, 0)" if p.among else hand(p.count),
        "count_is_one": not p.among and isinstance(p.count, ir.Const) and p.count.value == 1,
        "where": spec_line(p.id, p.span),
    } for i, p in enumerate(rs.patterns)}
    terms = {p.id: patterns[p.id]["n"] if patterns[p.id]["v"] == "1" else f'{patterns[p.id]["v"]} * {patterns[p.id]["n"]}'
             for p in rs.patterns}
    sums = {s: _flat_sum([terms[p.id] for p in rs.patterns if p.adds_to == s]) for s in rs.sums}

    def steps(which: tuple) -> list:
        out = []
        for key in which:
            kind, name = key
            if kind == "sum":
                out.append(("sum", (naming.name("sum", name), sums[name])))
            elif kind == "count":
                out.append(("count", patterns[name]))
            elif kind == "family":
                out.append(("family", families[int(name)]))
            elif kind == "limit":
                out.append(("assign", (naming.LIMIT_COUNTED, _any_counted(rs), "whether any limit pattern counted")))
            elif not (kind == "pattern" and name in private):  # a private pattern is tested in its count
                out.append(("assign", keys[key]))
        return out

    # Each counted pattern goes to the result's patterns, or to the parts of its sum listed under details.
    report = [(naming.name("part", p.adds_to) if p.adds_to in rs.parts else "patterns", patterns[p.id]["index"],
               patterns[p.id]["v"], patterns[p.id]["n"]) for p in rs.patterns]
    loop_steps = steps(the_plan.loop)
    wilds = rs.wilds is not None
    builtins_loop = [(naming.name("builtin", b), HAND_NAMES[b].code("python", wilds)) for b in the_plan.builtins
                     if b in VARYING]

    def transfers(items, emitter):
        return [payment_code(t, emitter) for t in items]

    def rules(items, emitter):
        return [{"when": emitter(r.when) if r.when is not None else None, "pay": transfers(r.pay, emitter),
                 "name": spec_line(r.name.en, r.span), "in_total": r.in_total} for r in items]

    shapes = []
    for i, s in enumerate(rs.shapes):
        if s.declared:
            shapes.append({"kind": "declared", "id": s.id, "number": naming.name("shape_number", s.id)})
        elif s.tiles is not None:
            shapes.append({"kind": "tiles", "func": naming.name("shape", s.id), "before_func": naming.name("shape_before", s.id),
                           "cond": shape(s.tiles), "id": s.id, "number": naming.name("shape_number", s.id),
                           "allowed": shape.value_set("TILES", s.allowed.values, shape(s.allowed.cond))
                           if s.allowed is not None else "None", "kinds": s.least_kinds,
                           "before": shape(s.before) if s.before is not None else None})
        else:
            fixed = [f"({n}, {naming.name('group', g.id)})" for g, n in s.groups]
            shapes.append({"kind": "groups", "sets": s.sets, "pairs": s.pairs, "id": s.id, "number": naming.name("shape_number", s.id),
                           "fixed": "(" + ", ".join(fixed) + ("," if len(fixed) == 1 else "") + ")",
                           "fixed_tiles": sum(n * len(g.tiles[0]) for g, n in s.groups)})
    fixed_groups = {g.id: g for s in rs.shapes for g, _n in s.groups}  # those a shape takes, in order of use
    exported = [{"name": n, "var": f"{var}()" if var in lazy else var}
                for n, var in ((n, naming.exported_var(n, rs)) for n in the_plan.exported)]
    context = {
        "rs": rs, "plan": the_plan, "runtime": Code(RUNTIME_MARK), "standalone": standalone,
        "build_key": build_key(rs),
        "options": [(o.name, o.type.name, o.default, o.range) for o in rs.options],
        "hand_options": [(naming.name("option", o), o) for o in options_read(rs, hand_expressions(rs))],
        "deal_options": [(naming.name("option", o), o) for o in options_read(rs, deal_expressions(rs))],
        "flags": {f.name: f.kind for f in rs.flags},
        "hand_flags": [(naming.name("flag", f), f, flag_default(f, rs)) for f in the_plan.flags],
        "builtins_before": [(var, f"Lazy(lambda: {HAND_NAMES[b].code('python', wilds)})" if var in lazy
                             else HAND_NAMES[b].code("python", wilds))
                            for b, var in ((b, naming.name("builtin", b)) for b in the_plan.builtins) if b not in VARYING],
        "builtins_loop": builtins_loop, "kept": _name_rows(kept_names(builtins_loop, loop_steps)),
        "before": steps(the_plan.before), "loop": loop_steps, "after": steps(the_plan.after),
        "report": report, "value": hand(rs.value), "total": hand(rs.total),
        "patterns": [{"id": p.id, "name": p.name.zh} for p in rs.patterns],
        "rejects": [{"when": hand(r.when), "code": r.code, "message": r.message.said,
                     "format": "".join(p.replace("%", "%%") if isinstance(p, str) else "%d" for p in r.parts),
                     "quoted": [hand(p) for p in r.parts if isinstance(p, ir.Expr)]} for r in rs.rejects],
        "win_rules": rules(rs.win_rules, hand), "kong_rules": rules(rs.kong_rules, deal),
        "player_rules": rules(rs.player_rules, deal),
        "in_total": any(r.in_total for r in rs.kong_rules + rs.player_rules),
        "penalties": [{"type": p.type, "pay": transfers(p.pay, deal)} for p in rs.penalties],
        "shapes": shapes, "exported": exported, "sums": list(rs.sums), "by_win_set": the_plan.by_win_set,
        "fixed_groups": [{"name": naming.name("group", g.id), "words": g.name.said,
                          "rows": [(repr(tiles), rt.tiles_text(tiles)) for tiles in g.tiles]}
                         for g in fixed_groups.values()],
        "flowers_by_tile": rs.flowers_by_tile,
        "red_fives": rs.red_fives if any(rs.red_fives) else None,
        "flag_ranges": {f.name: f.range for f in rs.flags if f.range} or None,
        "declared": [s.id for s in rs.shapes if s.declared],
        "hand_size": rs.hand_size if rs.hand_size != rt.HAND_SIZE else None,
        "wilds": rs.wilds,
        "reads": fields_of_play_read(rs),
        "table_rules": rs.table.as_data(),
        "game_rules": rs.game.as_data(),
        "table": ir.uses_table(rs),
        "after_win": rs.table.after_win.value,
        "player_fields": ir.player_field_rules(rs),
        "reads_moment": ir.reads_moment(deal_expressions(rs)),
        "details": [(name, hand(e)) for name, e in rs.details],
        "parts": [(name, naming.name("part", name)) for name in rs.parts],
        "penalty_types": [p.type for p in rs.penalties], **relations, "collected": the_plan.collected,
        "spec_sources": tuple(sorted((name, hashlib.sha256(text.encode("utf-8")).hexdigest())
                                     for name, text in (sources or {}).items())),
    }
    # Emitting the expressions above named the tile sets; the template writes them first.
    context["value_sets"] = [(name, cond, _rows(sorted(values), 16)) for (_p, values), (name, cond) in value_sets.items()]
    text = environment().get_template("module.py.j2").render(context)
    names = sorted(set(runtime_names(text)) | set(SCORER_INTERFACE))
    runtime = runtime_source(names, text) if standalone else runtime_import(names, text)
    return text.replace(RUNTIME_MARK + "\n", runtime, 1)  # the first: above every line that holds spec text


def payment_code(t: ir.Transfer, emitter: ExprPrinter) -> dict:
    """What a template writes of a transfer (Python's and JavaScript's alike): a call of the runtime function for
    its payer and payee (one seat paying one seat needs no loop: add_payment directly); or, where the amount reads
    a seat of its payment, its payers and payees as lists, and the names each payment binds for its amount."""
    if reads_payment_seats(t.amount):
        return {"each": True, "payers": emitter(ir.seat_list(t.payer)), "payees": emitter(ir.seat_list(t.payee)),
                "seats": [naming.name("local", s) for s in PAYMENT_SEATS], "amount": emitter(t.amount),
                "reason": t.reason.said}
    return {"each": False, "payer": emitter(t.payer), "payee": emitter(t.payee), "amount": emitter(t.amount),
            "reason": t.reason.said, "func": PAY_FUNCTIONS[t.payer.type.name == "list", t.payee.type.name == "list"]}


def relation_families(rs: ir.Ruleset, hand: ExprEmitter) -> tuple[dict, dict]:
    """Each family of relation patterns, as the template writes its lookups; and the module's
    relation tables, their merged indexes, and the families' values and tabulated choices (as the
    tabulate pass put them in the IR)."""
    families = {}
    tables = []
    guarded_indexes = []
    index = {p.id: i for i, p in enumerate(rs.patterns)}
    for i, p in enumerate(rs.patterns):
        if p.among:
            family = families.setdefault(p.family, {"id": p.family, "coll": hand(p.among_coll), "members": [],
                                                    "indexes": {}})
            table = ir.relation_table_of(rs, p.id)
            if table is not None:
                tables.append({"name": f"RELATION_{i}", "id": p.id, "rows": _rows(sorted(table.keys))})
                if table.guard is None:  # looked up with the family's other unguarded tables of its arity
                    family["indexes"].setdefault(len(p.among), []).append((i, f"RELATION_{i}"))
                else:  # looked up alone, when its guard holds
                    guarded_indexes.append((f"RELATION_INDEX_{i}", [(i, f"RELATION_{i}")]))
            family["members"].append({
                "index": i, "arity": len(p.among), "binders": ", ".join(naming.name("local", b) for b in p.among),
                "when": hand(p.when), "symmetric": symmetric(p.when, p.among), "value": p.value.value,
                "table": f"RELATION_{i}" if table is not None else None,
                "indexed": table is not None and table.guard is None, "index_name": f"RELATION_INDEX_{i}",
                "guard": hand(table.guard) if table is not None and table.guard is not None else None})

    relation_indexes = []
    choice_tables = []
    for family in families.values():
        family["indexes"] = [(k, f"RELATIONS_{family['id']}_{k}", tables_of_k)
                             for k, tables_of_k in sorted(family["indexes"].items(), reverse=True)]
        relation_indexes += [(name, tables_of_k) for _k, name, tables_of_k in family["indexes"]]
        family["every"] = rs.relations == ir.RelationPolicy.EVERY_INSTANCE
        if family["every"]:  # no choice to make: neither values nor choices are needed
            continue
        values = {m["index"]: m["value"] for m in family["members"]}
        family["values_name"] = f"RELATION_VALUES_{family['id']}"
        choice_tables.append((family["values_name"], repr(values), None))
        choices = ir.choice_table_of(rs, family["id"])
        family["choices"] = f"RELATION_CHOICES_{family['id']}" if choices is not None else None
        if choices is not None:  # keyed by the patterns' places, as the module's instances name them
            rows = sorted((tuple((index[pid], members) for pid, members in instances),
                           {index[pid]: n for pid, n in counts}) for instances, counts in choices.choices)
            choice_tables.append((family["choices"], None, [f"{key!r}: {counts!r}" for key, counts in rows]))
    relation_indexes += guarded_indexes
    return families, {"tables": tables, "relation_indexes": relation_indexes, "relation_choices": choice_tables}


VARYING = {n.name for n in HAND_NAMES.values() if n.varies}


# Python's compiler recurses once for each `+` of a chain: a sum of more terms is written as sum((...)).
FLAT_SUM = 100


def kept_names(builtins_loop: list, loop_steps: list) -> list[str]:
    """The values the per-arrangement block computes that outlive it: kept for the best arrangement."""
    names = [var for var, _code in builtins_loop]
    for kind, item in loop_steps:
        if kind == "assign":
            names.append(item[0])
        elif kind == "count":
            names += [item["n"]] + ([] if item["const_value"] else [item["v"]])
        elif kind == "sum":
            names.append(item[0])
        elif kind == "family":
            names += [f"r_ids_{item['id']}", f"r_counts_{item['id']}"]
    return names


def _name_rows(names: list[str], width: int = 100) -> list[str]:
    """Names in rows of at most about `width` characters, each row ending in a comma."""
    rows, row = [], ""
    for name in names:
        if row and len(row) + len(name) + 2 > width:
            rows.append(row)
            row = ""
        row += name + ", "
    return rows + [row] if row else rows


def _flat_sum(terms: list[str]) -> list[str]:
    """The terms of a pattern sum, joined by the template with ` + `: one call of sum() when they are many."""
    return terms if len(terms) <= FLAT_SUM else [f"sum(({', '.join(terms)}))"]


def _any_counted(rs: ir.Ruleset) -> str:
    """Whether any limit pattern counted (naming.LIMIT_COUNTED): one call of any() when they are many."""
    counts = [naming.name("count", p.id) for p in rs.patterns if p.limit]
    return " or ".join(counts) if len(counts) <= FLAT_SUM else f"any(({', '.join(counts)}))"


def _count_guard(p: ir.Pattern, excluding: dict, inline_condition: str | None) -> str:
    """When a pattern counts: its condition holds and nothing that keeps it from counting (a count) is true."""
    excluders = [naming.excluder(k) for k in excluding.get(p.id, ())]
    not_excluded = [f"not ({' or '.join(excluders)})"] if excluders else []
    if inline_condition is None:
        return " and ".join([naming.name("pattern", p.id)] + not_excluded)
    return " and ".join(not_excluded + [f"({inline_condition})" if not_excluded else inline_condition])


def _rows(keys: list, per_row: int = 8) -> list[str]:
    """A table's keys as lines of source text."""
    return [", ".join(repr(k) for k in keys[i:i + per_row]) for i in range(0, len(keys), per_row)]


def lazy_vars(plan: ir.Plan) -> frozenset:
    """The variables of the values a plan works out on first use (costly built-ins, some definitions)."""
    return frozenset(naming.name("builtin" if key.kind == ir.KeyKind.BUILTIN else "define", key.name)
                     for key in plan.lazy)


def flag_default(name: str, rs: ir.Ruleset):
    kind = rt.CONTRACT_FLAGS.get(name) or next(f.kind for f in rs.flags if f.name == name)
    return {"bool": False, "int": 0, "tiles": []}[kind]


