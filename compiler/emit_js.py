"""JavaScript back end: the optimised IR and its plan, through templates/module.mjs.j2, printed as one ES module.

The module holds its runtime (compiler/runtime/js, the Python runtime's twin, inlined so that the file has no
dependencies and works from a page opened as a file) and exports `score(record)` and `score_many(records)`,
whose results are the Python module's, key for key. JavaScript has one number type: whole numbers stay exact
to 2**53 - 1, and a hand whose arithmetic passes that is the record error `overflow` (docs/guide/javascript.md).
"""

from __future__ import annotations

import functools
import json
import re

import jinja2

from . import bundled, ir, naming
from .builtins import ATTRIBUTES, FUNCTIONS, HAND_NAMES, NAMES, WIN_READING, Scope
from . import runtime as rt
from .emit import VARYING, ExprPrinter, flag_default, kept_names, lazy_vars, payment_code
from .escape import Code, js_comment, js_string, python_guard
from .ir import excluding_keys, spec_line
from .optimise import counted_value, deal_expressions, distinct_values_of, hand_expressions, options_read, symmetric

# JavaScript precedence levels, for minimal parentheses.
J_COND, J_OR, J_AND, J_EQ, J_REL, J_ADD, J_MUL, J_UNARY, J_POSTFIX, J_ATOM = range(10)

# The runtime's files, in the order they build on one another (each imports only those before it).
RUNTIME_FILES = ("py", "base", "tiles", "numbers", "seats", "language", "records", "shapes", "relations",
                 "results", "lists")
_IMPORT_LINE = re.compile(r'^import \{[^}]*\} from "\./[a-z_]+\.mjs";\n', re.MULTILINE)
_EXPORT_WORD = re.compile(r"^export (?=(async )?(function|const|let|class) )", re.MULTILINE)

# The types whose values JavaScript compares with its own operators (numbers, booleans, text).
SCALARS = {ir.INT, ir.TILE, ir.SEAT, ir.SUIT, ir.BOOL, ir.BY, ir.SHAPE, ir.TEXT, ir.TABLE}

class JsEmitter(ExprPrinter):
    """IR expression -> JavaScript source text, with Python's meaning (the Python module is the reference)."""

    def e_Const(self, e):
        if e.name:
            return naming.name("shape_number", e.name) if e.type == ir.SHAPE else e.name.upper(), J_ATOM
        if e.value is None:
            return "NO_SEAT", J_ATOM
        if isinstance(e.value, bool):
            return ("true" if e.value else "false"), J_ATOM
        if e.type == ir.TEXT:
            return js_string(e.value), J_ATOM
        return str(int(e.value)), J_ATOM if e.value >= 0 else J_UNARY

    def e_Ref(self, e):
        if e.scope == ir.RefKind.LOCAL:
            return (self.aliases[e.name], J_POSTFIX) if e.name in self.aliases else (naming.name("local", e.name), J_ATOM)
        if e.scope == ir.RefKind.BUILTIN:
            scope = Scope(self.scope)
            if scope == Scope.HAND and e.name in HAND_NAMES:
                name = naming.name("builtin", e.name)
                return (f"{name}()" if name in self.lazy else name), J_POSTFIX
            return f"({NAMES[Scope.TOTAL if scope == Scope.HAND else scope][e.name].js})", J_ATOM
        name = naming.ref(e.scope, e.name)
        return (f"{name}()" if name in self.lazy else name), J_POSTFIX

    def e_GetAttr(self, e):
        obj = self.wrap(e.obj, J_POSTFIX)
        if e.obj.type == ir.WIN:
            template = WIN_READING.js
        else:
            attribute = ATTRIBUTES[e.obj.type][e.name]
            template = attribute.js
            if e.obj.type == ir.SEAT and attribute.js_real and isinstance(e.obj, ir.Ref) \
                    and e.obj.scope == ir.RefKind.LOCAL and e.obj.name in self.seat_binders:
                template = attribute.js_real
        return "(" + template.format(self(e.obj), w0=obj, name=js_string(e.name)) + ")", J_ATOM

    def e_SeatField(self, e):
        return f"seat_field(deal, {self(e.obj)}, {e.index}, {json.dumps(e.default)})", J_POSTFIX

    def e_Call(self, e):
        args = [self(a) for a in e.args]
        if e.func == "count":  # of a list; of distinct values, the list distinct() makes
            return f"{self.wrap(e.args[0], J_POSTFIX)}.length", J_POSTFIX
        wrapped = {f"w{i}": self.wrap(a, J_POSTFIX) for i, a in enumerate(e.args)}
        return "(" + FUNCTIONS[e.func].js.format(*args, all=", ".join(args), **wrapped) + ")", J_ATOM

    def e_Quant(self, e):
        with self.binding(e.binders, e.coll):
            return self.loop(e)

    def loop(self, e: ir.Quant) -> tuple[str, int]:
        coll = self.wrap(e.coll, J_POSTFIX)
        names = [naming.name("local", b) for b in e.binders]
        where = self(e.where) if e.where is not None else None
        body = self(e.body) if e.body is not None else None
        cond = f"({where}) && ({body})" if where and body else (where or body)
        if len(names) > 1:
            func = {"any": "any_combination", "all": "all_combination", "count": "count_combination"}[e.kind]
            return f"{func}({self(e.coll)}, {len(names)}, ({', '.join(names)}) => {cond})", J_POSTFIX
        x = names[0]
        kind = e.kind
        if kind == "count" and (e.where is None) != (e.body is None):
            counted = counted_value(e.where or e.body, e.binders[0])
            if counted is not None:
                return f"count_of({self(e.coll)}, {self(counted)})", J_POSTFIX
        if distinct_values_of(e) is not None:
            return f"distinct({self(e.coll)})", J_POSTFIX
        if kind == "any":
            return f"{coll}.some(({x}) => {cond})", J_POSTFIX
        if kind == "all":
            if where and body:
                return f"{coll}.every(({x}) => !({where}) || ({body}))", J_POSTFIX
            return f"{coll}.every(({x}) => {cond})", J_POSTFIX
        if kind == "count":
            return (f"{coll}.filter(({x}) => {cond}).length" if cond else f"{coll}.length"), J_POSTFIX
        if kind == "filter":
            return (f"{coll}.filter(({x}) => {cond})" if cond else f"{coll}.slice()"), J_POSTFIX
        chosen = f"{coll}.filter(({x}) => {where})" if where else coll
        if kind == "sum":
            return f"sum_of({chosen}.map(({x}) => {body}))", J_POSTFIX
        if kind in ("max", "min"):
            return f"{kind}_of({chosen}.map(({x}) => {body}))", J_POSTFIX
        if kind == "find":
            return f"find_first({chosen}.map(({x}) => {body}))", J_POSTFIX
        return f"distinct({chosen}.map(({x}) => {body}))", J_POSTFIX

    def e_OneOrder(self, e):
        with self.binding(e.quant.binders, e.quant.coll):
            q = e.quant
            where = self(q.where) if q.where is not None else None
            body = self(q.body) if q.body is not None else None
            cond = f"({where}) && ({body})" if where and body else (where or body)
            names = ", ".join(naming.name("local", b) for b in q.binders)
            combos = f"[...py_combinations({self(q.coll)}, {len(q.binders)})]"
            if q.kind == ir.QuantKind.COUNT:
                return f"{combos}.filter(([{names}]) => {cond}).length", J_POSTFIX
            method = {"any": "some", "all": "every"}[q.kind]
            return f"{combos}.{method}(([{names}]) => {cond})", J_POSTFIX

    def e_AtLeast(self, e):
        return f"{self.wrap(e.coll, J_POSTFIX)}.length >= {e.least}", J_REL

    def e_HeldTimes(self, e):
        return f"held_times({self(e.tiles)}, {e.times}, {'true' if e.exact else 'false'})", J_POSTFIX

    def e_OneSuit(self, e):
        tiles = self.wrap(e.tiles, J_POSTFIX)
        return f"one_suit({tiles})", J_POSTFIX

    def e_InValues(self, e):
        x = naming.name("local", e.binder)
        coll = self.wrap(e.coll, J_POSTFIX)
        read = f"{coll}.map((g) => g.{e.field})" if e.field else coll
        name = self.value_set(e.values, self(e.cond))
        kind = ir.QuantKind(e.kind)
        if kind == ir.QuantKind.ALL:
            return f"{read}.every((v) => {name}.has(v))", J_POSTFIX
        if kind == ir.QuantKind.ANY:
            return f"{read}.some((v) => {name}.has(v))", J_POSTFIX
        if kind == ir.QuantKind.COUNT:
            return f"{read}.filter((v) => {name}.has(v)).length", J_POSTFIX
        test = f"{name}.has({x}.{e.field})" if e.field else f"{name}.has({x})"
        return f"{coll}.filter(({x}) => {test})", J_POSTFIX

    def e_FieldHas(self, e):
        read = f"{self.wrap(e.coll, J_POSTFIX)}.map((g) => g.{e.field})"
        if e.kind == ir.QuantKind.ANY:
            return f"{read}.includes({self(e.value)})", J_POSTFIX
        return f"count_of({read}, {self(e.value)})", J_POSTFIX

    def e_FirstOf(self, e):
        coll = self.wrap(e.coll, J_POSTFIX)
        self.aliases[e.binder] = f"{coll}[0]"
        with self.binding((e.binder,), e.coll):
            first = self.wrap(e.body, J_OR)
        del self.aliases[e.binder]
        return f"{coll}.length > 0 ? {first} : NO_SEAT", J_COND

    def value_set(self, values: frozenset, cond: str) -> str:
        """The module constant holding a set of values, named once per set."""
        key = values
        if key not in self.value_sets:
            self.value_sets[key] = (f"VALUES_{len(self.value_sets)}", cond)
        return self.value_sets[key][0]

    def e_Unary(self, e):
        if e.op == "not":
            return f"!{self.wrap(e.operand, J_UNARY)}", J_UNARY
        where = js_string(str(e.span)) if e.span else "null"
        return f"safe(-({self(e.operand)}), {where})", J_POSTFIX

    def e_Binary(self, e):
        where = js_string(str(e.span)) if e.span else "null"
        left, right = self(e.left), self(e.right)
        if e.op in ("//", "%"):
            return f"{'divide' if e.op == '//' else 'modulo'}({left}, {right}, {where})", J_POSTFIX
        if e.op == "**":
            return f"power({left}, {right}, {where})", J_POSTFIX
        if e.op == "+" and getattr(e.type, "item", None) is not None:  # lists joined
            return f"{self.wrap(e.left, J_POSTFIX)}.concat({right})", J_POSTFIX
        return f"safe({self.wrap(e.left, J_ADD)} {e.op} {self.wrap(e.right, J_MUL if e.op != '*' else J_UNARY)}, {where})", J_POSTFIX

    def e_Compare(self, e):
        parts = []
        for left, op, right in zip(e.operands, e.ops, e.operands[1:]):
            parts.append(self.compare(left, op, right))
        return " && ".join(parts), J_AND if len(parts) > 1 else J_EQ

    def compare(self, left: ir.Expr, op: str, right: ir.Expr) -> str:
        if op in ("in", "not in"):
            coll = self.wrap(right, J_POSTFIX) + (".tiles" if right.type == ir.SET else "")
            test = f"contains({coll}, {self(left)})"
            return test if op == "in" else f"!{test}"
        if left.type in SCALARS and right.type in SCALARS:
            js_op = {"==": "===", "!=": "!=="}.get(op, op)
            return f"{self.wrap(left, J_ADD)} {js_op} {self.wrap(right, J_ADD)}"
        if op in ("==", "!="):
            return f"{'' if op == '==' else '!'}py_eq({self(left)}, {self(right)})"
        return f"py_cmp({self(left)}, {self(right)}) {op} 0"

    def e_Logic(self, e):
        level = J_AND if e.op == "and" else J_OR
        op = "&&" if e.op == "and" else "||"
        return f" {op} ".join(self.wrap(o, level + 1) for o in e.operands), level

    def e_Cond(self, e):
        if isinstance(e.cond, ir.AtLeast) and e.cond.least == 1:
            cond = f"{self.wrap(e.cond.coll, J_POSTFIX)}.length > 0"
        else:
            cond = self.wrap(e.cond, J_OR)
        return f"{cond} ? {self.wrap(e.then, J_OR)} : {self.wrap(e.other, J_COND)}", J_COND

    def e_MakeList(self, e):
        return "[" + ", ".join(self(i) for i in e.items) + "]", J_ATOM

    def e_MakeTuple(self, e):
        return "[" + ", ".join(self(i) for i in e.items) + "]", J_ATOM

    def e_Index(self, e):
        where = js_string(str(e.span)) if e.span else "null"
        return f"item_at({self(e.obj)}, {self(e.index)}, {where})", J_POSTFIX


def _js_literal(value: object) -> str:
    """A JavaScript literal of a number, bool, None, text, or a list/tuple/dict of them (dict keys: ints or text)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return js_string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_js_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{js_string(str(k))}: {_js_literal(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no JavaScript literal for {type(value).__name__}")


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    env = bundled.templates(autoescape=False, finalize=python_guard)  # its test holds for JavaScript source too
    env.filters["js"] = _js_literal
    env.filters["comment"] = js_comment
    env.filters["rendered"] = Code
    return env


@functools.lru_cache(maxsize=1)
def runtime_source() -> str:
    """The JavaScript runtime as one text: each file of runtime/js in order, less its imports and `export` words."""
    return "\n\n".join(_inlined(name) for name in RUNTIME_FILES)


def game_source() -> str:
    """runtime/js/game.mjs (a whole game, for the calculator's score keeper) as text to follow a module in one
    scope, less its imports and `export` words."""
    return _inlined("game")


def _inlined(name: str) -> str:
    text = _EXPORT_WORD.sub("", _IMPORT_LINE.sub("", bundled.read_text(f"runtime/js/{name}.mjs")))
    return f"// ---------------------------------------------------------------- runtime/js/{name}.mjs\n\n" + text.strip("\n") + "\n"


def _count_guard(p: ir.Pattern, excluding: dict, inline_condition: str | None) -> str:
    excluders = [naming.excluder(k) for k in excluding.get(p.id, ())]
    not_excluded = [f"!({' || '.join(excluders)})"] if excluders else []
    if inline_condition is None:
        return " && ".join([naming.name("pattern", p.id)] + not_excluded)
    return " && ".join(not_excluded + [f"({inline_condition})"])


def emit_js_module(rs: ir.Ruleset) -> str:
    """The generated ES module for an optimised ruleset (pipeline.PASSES), as source text (deterministic)."""
    plan = rs.plan
    if plan is None:
        raise ValueError("emit_js_module takes a ruleset after the passes (pipeline.optimise)")
    lazy = lazy_vars(plan)
    value_sets: dict = {}
    hand = JsEmitter("hand", lazy, value_sets)
    deal = JsEmitter("deal", value_sets=value_sets)
    shape = JsEmitter("shape", value_sets=value_sets)
    index = {p.id: i for i, p in enumerate(rs.patterns)}
    keys = {
        **{ir.Key(ir.KeyKind.DEFINE, d.name): (naming.name("define", d.name), f"Lazy(() => {hand(d.expr)})"
                                              if naming.name("define", d.name) in lazy
                                              else hand(d.expr), spec_line(d.name, d.span)) for d in rs.definitions},
        **{ir.Key(ir.KeyKind.PATTERN, p.id): (naming.name("pattern", p.id), hand(p.when) if not p.among else
                                              f"r_ids_{p.family}.has({index[p.id]})", spec_line(p.id, p.span))
           for p in rs.patterns},
    }
    families, relations = _relation_families(rs, hand)
    excluders = excluding_keys(rs.patterns)
    patterns = {p.id: {
        "index": i, "id": p.id, "n": naming.name("count", p.id),
        "guard": _count_guard(p, excluders, hand(p.when) if p.id in plan.private else None),
        "v": hand(p.value) if isinstance(p.value, ir.Const) else naming.name("value", p.id),
        "const_value": isinstance(p.value, ir.Const),
        "value": hand(p.value), "count": f"(r_counts_{p.family}.get({i}) ?? 0)" if p.among else hand(p.count),
        "count_is_one": not p.among and isinstance(p.count, ir.Const) and p.count.value == 1,
        "where": spec_line(p.id, p.span),
    } for i, p in enumerate(rs.patterns)}
    terms = {p.id: patterns[p.id]["n"] if patterns[p.id]["v"] == "1" else f'safe({patterns[p.id]["v"]} * {patterns[p.id]["n"]})'
             for p in rs.patterns}
    sums = {s: [terms[p.id] for p in rs.patterns if p.adds_to == s] for s in rs.sums}

    def steps(which: tuple) -> list:
        out = []
        for key in which:
            kind, name = key
            if kind == "sum":
                out.append(("sum", (naming.name("sum", name), "safe(" + (" + ".join(sums[name]) or "0") + ")")))
            elif kind == "count":
                out.append(("count", patterns[name]))
            elif kind == "family":
                out.append(("family", families[int(name)]))
            elif kind == "limit":
                limits = [naming.name("count", p.id) for p in rs.patterns if p.limit]
                out.append(("assign", (naming.LIMIT_COUNTED, " || ".join(limits), "whether any limit pattern counted")))
            elif not (kind == "pattern" and name in plan.private):
                out.append(("assign", keys[key]))
        return out

    report = [(naming.name("part", p.adds_to) if p.adds_to in rs.parts else "patterns", patterns[p.id]["index"],
               patterns[p.id]["v"], patterns[p.id]["n"]) for p in rs.patterns]
    loop_steps = steps(plan.loop)
    wilds = rs.wilds is not None
    builtins_loop = [(naming.name("builtin", b), HAND_NAMES[b].code("js", wilds)) for b in plan.builtins if b in VARYING]
    before, after = steps(plan.before), steps(plan.after)
    declared_vars = sorted(set(_assigned(before) + _assigned(loop_steps) + _assigned(after)
                               + [naming.name("builtin", b) for b in plan.builtins]))

    def transfers(items, emitter):
        return [payment_code(t, emitter) for t in items]

    def rules(items, emitter):
        return [{"when": emitter(r.when) if r.when is not None else None, "pay": transfers(r.pay, emitter),
                 "name": spec_line(r.name.en, r.span), "in_total": r.in_total} for r in items]

    shapes = []
    for s in rs.shapes:
        if s.declared:
            shapes.append({"kind": "declared", "id": s.id, "number": naming.name("shape_number", s.id)})
        elif s.tiles is not None:
            shapes.append({"kind": "tiles", "func": naming.name("shape", s.id), "before_func": naming.name("shape_before", s.id),
                           "cond": shape(s.tiles), "id": s.id, "number": naming.name("shape_number", s.id),
                           "allowed": shape.value_set(s.allowed.values, shape(s.allowed.cond))
                           if s.allowed is not None else "null", "kinds": s.least_kinds,
                           "before": shape(s.before) if s.before is not None else None})
        else:
            fixed = [f"[{n}, {naming.name('group', g.id)}]" for g, n in s.groups]
            shapes.append({"kind": "groups", "sets": s.sets, "pairs": s.pairs, "id": s.id, "number": naming.name("shape_number", s.id),
                           "fixed": "[" + ", ".join(fixed) + "]",
                           "fixed_tiles": sum(n * len(g.tiles[0]) for g, n in s.groups)})
    fixed_groups = {g.id: g for s in rs.shapes for g, _n in s.groups}
    context = {
        "rs": rs, "plan": plan, "runtime": Code(runtime_source()),
        "options": [(o.name, o.type.name, o.default, list(o.range) if o.range else None) for o in rs.options],
        "hand_options": [(naming.name("option", o), o) for o in options_read(rs, hand_expressions(rs))],
        "deal_options": [(naming.name("option", o), o) for o in options_read(rs, deal_expressions(rs))],
        "flags": {f.name: f.kind for f in rs.flags},
        "hand_flags": [(naming.name("flag", f), f, flag_default(f, rs)) for f in plan.flags],
        "builtins_before": [(var, f"Lazy(() => {HAND_NAMES[b].code('js', wilds)})" if var in lazy
                             else HAND_NAMES[b].code("js", wilds))
                            for b, var in ((b, naming.name("builtin", b)) for b in plan.builtins) if b not in VARYING],
        "builtins_loop": builtins_loop, "kept": kept_names(builtins_loop, loop_steps),
        "before": before, "loop": loop_steps, "after": after, "declared_vars": declared_vars,
        "report": report, "value": hand(rs.value), "total": hand(rs.total),
        "patterns": [{"id": p.id, "name": p.name.zh} for p in rs.patterns],
        "rejects": [{"when": hand(r.when), "code": r.code,
                     "parts": [js_string(p) if isinstance(p, str) else f"String({hand(p)})" for p in r.parts]
                     if any(isinstance(p, ir.Expr) for p in r.parts) else [js_string(r.message.said)]}
                    for r in rs.rejects],
        "win_rules": rules(rs.win_rules, hand), "kong_rules": rules(rs.kong_rules, deal),
        "player_rules": rules(rs.player_rules, deal),
        "in_total": any(r.in_total for r in rs.kong_rules + rs.player_rules),
        "penalties": [{"type": p.type, "pay": transfers(p.pay, deal)} for p in rs.penalties],
        "shapes": shapes, "exported": [{"name": n, "var": f"{var}()" if var in lazy else var}
                                       for n, var in ((n, naming.exported_var(n, rs)) for n in plan.exported)],
        "by_win_set": plan.by_win_set,
        "fixed_groups": [{"name": naming.name("group", g.id), "words": g.name.said,
                          "rows": [(list(tiles), rt.tiles_text(tiles)) for tiles in g.tiles]}
                         for g in fixed_groups.values()],
        "flowers_by_tile": rs.flowers_by_tile,
        "red_fives": list(rs.red_fives) if any(rs.red_fives) else None,
        "flag_ranges": {f.name: list(f.range) for f in rs.flags if f.range} or None,
        "declared": [s.id for s in rs.shapes if s.declared],
        "hand_size": rs.hand_size if rs.hand_size != rt.HAND_SIZE else None,
        "wilds": rs.wilds,
        "table": ir.uses_table(rs),
        "after_win": rs.table.after_win.value,
        "player_fields": ir.player_field_rules(rs),
        "reads_moment": ir.reads_moment(deal_expressions(rs)),
        "details": [(name, hand(e)) for name, e in rs.details],
        "parts": [(name, naming.name("part", name)) for name in rs.parts],
        "penalty_types": [p.type for p in rs.penalties], **relations, "collected": plan.collected,
    }
    context["value_sets"] = [(name, cond, sorted(values)) for values, (name, cond) in value_sets.items()]
    return environment().get_template("module.mjs.j2").render(context)


def _assigned(steps: list) -> list[str]:
    """Every variable the steps assign: what emit.kept_names keeps, and each family's list of instances."""
    return kept_names([], steps) + [f"r_found_{item['id']}" for kind, item in steps if kind == "family"]


def _relation_families(rs: ir.Ruleset, hand: JsEmitter) -> tuple[dict, dict]:
    """Each family of relation patterns, as the template writes its lookups; and the module's relation tables,
    their merged indexes, and the families' values and tabulated choices (as the tabulate pass put them)."""
    families = {}
    tables = []
    guarded_indexes = []
    index = {p.id: i for i, p in enumerate(rs.patterns)}
    for i, p in enumerate(rs.patterns):
        if not p.among:
            continue
        family = families.setdefault(p.family, {"id": p.family, "coll": hand(p.among_coll), "members": [],
                                                "indexes": {}})
        table = ir.relation_table_of(rs, p.id)
        if table is not None:
            keys = [js_string(",".join(map(str, key))) for key in sorted(table.keys)]  # relations.mjs: "t1,t2,..."
            tables.append({"name": f"RELATION_{i}", "id": p.id, "rows": [", ".join(keys[j:j + 8]) for j in range(0, len(keys), 8)]})
            if table.guard is None:
                family["indexes"].setdefault(len(p.among), []).append((i, f"RELATION_{i}"))
            else:
                guarded_indexes.append((f"RELATION_INDEX_{i}", [(i, f"RELATION_{i}")]))
        family["members"].append({
            "index": i, "arity": len(p.among), "binders": ", ".join(naming.name("local", b) for b in p.among),
            "when": hand(p.when), "symmetric": "true" if symmetric(p.when, p.among) else "false",
            "value": p.value.value, "table": f"RELATION_{i}" if table is not None else None,
            "indexed": table is not None and table.guard is None, "index_name": f"RELATION_INDEX_{i}",
            "guard": hand(table.guard) if table is not None and table.guard is not None else None})
    relation_indexes = []
    choice_tables = []
    for family in families.values():
        family["indexes"] = [(k, f"RELATIONS_{family['id']}_{k}", members)
                             for k, members in sorted(family["indexes"].items(), reverse=True)]
        relation_indexes += [(name, members) for _k, name, members in family["indexes"]]
        family["every"] = rs.relations == ir.RelationPolicy.EVERY_INSTANCE
        if family["every"]:
            continue
        values = {m["index"]: m["value"] for m in family["members"]}
        family["values_name"] = f"RELATION_VALUES_{family['id']}"
        choice_tables.append((family["values_name"], values, None))
        choices = ir.choice_table_of(rs, family["id"])
        family["choices"] = f"RELATION_CHOICES_{family['id']}" if choices is not None else None
        if choices is not None:
            rows = sorted((tuple((index[pid], members) for pid, members in instances),
                           {index[pid]: n for pid, n in counts}) for instances, counts in choices.choices)
            choice_tables.append((family["choices"], None, [  # keyed as relations.mjs reads them: JSON of the instances
                (js_string(json.dumps(key, separators=(",", ":"))), counts) for key, counts in rows]))
    relation_indexes += guarded_indexes
    return families, {"tables": tables, "relation_indexes": relation_indexes, "relation_choices": choice_tables}
