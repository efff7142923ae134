"""Where a win's total comes from: the spec's scoring formulas, with one hand's values in them.

A result lists the patterns that scored. Where the total is more than their sum (Nanning's base × 2^doublings,
Hong Kong's limit, Nanjing's flowers doubled), `steps()` reads from the spec how it is made: the formula of
`scoring.total`, that of `scoring.value`, and the definitions they rest on, each with the values of one hand
in it. Those values are never fields of a result (its format is docs/guide/records.md): `explaining()` is a copy
of the ruleset whose `details` hold them too, under names no spec can give (`_0`, `_1`...). `mjc score
--explain` scores a record with it in the reference interpreter, beside the scorer's own result, and the
calculator page scores with its JavaScript build; `lines()` and the page's script fill the steps in.

A value is asked only where the scorer works it out anyway: a branch of an `if`, or an operand of `and`/`or`
after the first, is asked only when the choice before it takes it, so an explained ruleset scores every hand
as the ruleset does.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from pathlib import Path

from . import ir
from .interpret import BoundedInterpreter, OutOfWork, Work
from .limits import EXPLAIN_WORK
from .notation import LEVEL, SYMBOLS, math, written

HOLE = "_"           # what the detail name of a value a step shows starts with: a spec's names start with a letter
MOST_STEPS = 8       # steps at most: the formulas of the total and the value, and the definitions under them
SCALAR = (ir.INT, ir.BOOL, ir.TEXT)  # what a result's details can hold
TOTAL_WORDS = ("合计", "total")
VALUE_WORDS = ("牌值", "hand value")
DEFAULTS = {ir.INT: 0, ir.BOOL: False, ir.TEXT: ""}


@dataclass(frozen=True)
class Step:
    """One formula of the scoring, with the hand's values to fill in."""

    name: str                 # the definition it works out, or `total` / `value`
    words: tuple[str, str]    # what it is, (zh, en)
    formula: str              # as the spec writes it (notation.math)
    shown: tuple              # the formula with the hand's values: text, {"v": hole}, {"if": hole, "then": .., "else": ..}
    value: str                # the hole of its value
    when: str | None          # the hole that says whether the hand works it out at all (None: always)
    conditions: tuple         # what its `if`s choose by: {"name", "words": (zh, en), "v": hole, "when": hole | None}


@dataclass(frozen=True)
class Breakdown:
    steps: tuple[Step, ...]
    holes: tuple[tuple[str, ir.Expr], ...]  # (detail name, expression) of every value the steps show

    def as_data(self) -> list[dict]:
        """The steps as JSON data (the calculator page's)."""
        return [dataclasses.asdict(s) for s in self.steps]


def plain_sum(rs: ir.Ruleset) -> bool:
    """Whether the total is just the sum of the patterns a result lists: then they explain it."""
    definitions = {d.name: d.expr for d in rs.definitions}
    todo, seen = [rs.total], set()
    while todo:
        e = todo.pop()
        if isinstance(e, ir.Binary) and e.op == "+":
            todo += [e.left, e.right]
        elif isinstance(e, ir.Ref) and e.scope == ir.RefKind.DEFINE and e.name not in seen:
            seen.add(e.name)
            todo.append(definitions[e.name])
        elif not (isinstance(e, ir.Ref) and e.scope == ir.RefKind.SUM and e.name not in rs.parts):
            return False
    return True


class _Builder:
    """Reads the steps out of a checked ruleset (names as the spec writes them, before any pass)."""

    def __init__(self, rs: ir.Ruleset, words):
        self.rs = rs
        self.words = words  # (name, scope) -> (zh, en): a name of the spec in a player's words
        self.definitions = {d.name: d for d in rs.definitions}
        self.holes: dict[ir.Expr, str] = {}
        self.steps: list[Step] = []
        self.todo: list[tuple[str, tuple]] = []  # definitions to show, each with the choices that reach it
        self.shown = set()

    def hole(self, e: ir.Expr, guards: tuple) -> str:
        """The detail name of a value: asked only when the choices `guards` ((condition, taken), ...) hold."""
        for cond, taken in reversed(guards):
            test = cond if taken else ir.Unary(span=None, type=ir.BOOL, op="not", operand=cond)
            e = ir.Cond(span=None, type=e.type, cond=test, then=e, other=ir.Const(span=None, type=e.type, value=DEFAULTS[e.type]))
        return self.holes.setdefault(e, f"{HOLE}{len(self.holes)}")

    def when(self, guards: tuple) -> str | None:
        """The hole saying whether the choices hold (each asked only if those before it hold, as `and` does)."""
        if not guards:
            return None
        tests = [c if taken else ir.Unary(span=None, type=ir.BOOL, op="not", operand=c) for c, taken in guards]
        return self.hole(tests[0] if len(tests) == 1 else ir.Logic(span=None, type=ir.BOOL, op="and", operands=tuple(tests)), ())

    def step(self, name: str, words: tuple[str, str], e: ir.Expr, guards: tuple) -> None:
        conditions: list[dict] = []
        shown, _level = self.pieces(e, guards, conditions)
        self.steps.append(Step(name, words, math(e), tuple(shown), self.hole(e, guards), self.when(guards),
                               tuple(conditions)))

    def expand(self, name: str, guards: tuple) -> None:
        if name not in self.shown and len(self.steps) < MOST_STEPS:
            self.shown.add(name)
            self.step(name, self.words(name, ir.RefKind.DEFINE), self.definitions[name].expr, guards)

    def pieces(self, e: ir.Expr, guards: tuple, conditions: list) -> tuple[list, int]:
        """The expression with the hand's values in it, and its precedence (notation.LEVEL)."""
        if isinstance(e, ir.Const):
            if e.name:
                return [e.name], 9
            return [_text(e.value)], 9
        if isinstance(e, ir.Binary):
            level = LEVEL[e.op]
            left = self.wrapped(e.left, guards, conditions, level if e.op != "**" else 9)
            right = self.wrapped(e.right, guards, conditions, level + 1 if e.op != "**" else 9)
            return left + (["^"] if e.op == "**" else [f" {SYMBOLS[e.op]} "]) + right, level
        if isinstance(e, ir.Unary) and e.op == "-":
            return ["−"] + self.wrapped(e.operand, guards, conditions, 7), 7
        if isinstance(e, ir.Cond) and e.type in SCALAR:
            self.condition(e.cond, guards, conditions)
            then, then_level = self.pieces(e.then, guards + ((e.cond, True),), conditions)
            other, other_level = self.pieces(e.other, guards + ((e.cond, False),), conditions)
            return [{"if": self.hole(e.cond, guards), "then": then, "else": other}], min(then_level, other_level)
        if isinstance(e, ir.Call) and e.type in SCALAR and all(a.type in SCALAR for a in e.args):
            args: list = []
            for i, a in enumerate(e.args):
                args += ([", "] if i else []) + self.pieces(a, guards, conditions)[0]
            return [f"{e.func}("] + args + [")"], 9
        if e.type not in SCALAR:
            return [math(e)], 9
        if isinstance(e, ir.Ref) and e.scope == ir.RefKind.DEFINE and _worked_out(self.definitions[e.name].expr):
            self.todo.append((e.name, guards))
        return [{"v": self.hole(e, guards)}], 9

    def wrapped(self, e: ir.Expr, guards: tuple, conditions: list, level: int) -> list:
        shown, own = self.pieces(e, guards, conditions)
        return ["("] + shown + [")"] if own < level else shown

    def condition(self, e: ir.Expr, guards: tuple, conditions: list) -> None:
        """The names an `if` chooses by, each with its value: the operands of `and`, `or` and `not`."""
        if isinstance(e, ir.Logic):
            for i, operand in enumerate(e.operands):
                before = e.operands[:i]
                if before:  # asked only when those before it leave the answer open
                    test = before[0] if len(before) == 1 else ir.Logic(span=None, type=ir.BOOL, op=e.op, operands=before)
                    self.condition(operand, guards + ((test, e.op == "and"),), conditions)
                else:
                    self.condition(operand, guards, conditions)
        elif isinstance(e, ir.Unary) and e.op == "not":
            self.condition(e.operand, guards, conditions)
        elif e.type == ir.BOOL and not isinstance(e, ir.Const):
            name = e.name if isinstance(e, ir.Ref) else math(e)
            words = self.words(e.name, e.scope) if isinstance(e, ir.Ref) else self.said(e)
            # An option or a flag is known before any hand: it is never worth a condition of its own.
            always = isinstance(e, ir.Ref) and e.scope in (ir.RefKind.OPTION, ir.RefKind.FLAG)
            conditions.append({"name": name, "words": words, "v": self.hole(e, () if always else guards),
                               "when": None if always else self.when(guards)})

    def said(self, e: ir.Expr) -> tuple[str, str]:
        return tuple(written(e, lambda name, scope, i=i: self.words(name, scope)[i]) for i in (0, 1))

    def run(self) -> Breakdown:
        rs = self.rs
        total = rs.total
        if isinstance(total, ir.Ref) and total.scope == ir.RefKind.DEFINE:
            self.shown.add(total.name)
            total = self.definitions[total.name].expr
        if not _leaf(total):
            self.step("total", TOTAL_WORDS, total, ())
        self.drain()
        value = rs.value
        if not isinstance(value, ir.MakeTuple):
            if isinstance(value, ir.Ref) and value.scope == ir.RefKind.DEFINE:
                self.todo.append((value.name, ()))
            elif not _leaf(value):
                self.step("value", VALUE_WORDS, value, ())
            self.drain()
        return Breakdown(tuple(self.steps), tuple((key, e) for e, key in self.holes.items()))

    def drain(self) -> None:
        """Show the definitions the steps so far reached, then those their steps reach, and so on."""
        while self.todo:
            reached: dict[str, list[tuple]] = {}
            for name, guards in self.todo:
                reached.setdefault(name, []).append(guards)
            self.todo = []
            for name, ways in reached.items():
                self.expand(name, _merged(ways))


def _merged(ways: list[tuple]) -> tuple:
    """The choices under which a definition is worked out, from the ways it is reached: two that differ only in
    the last choice, one taking an `if` and one leaving it, are the choices before it (`if d then 2 × s else s`
    works `s` out either way). Where ways remain apart, the first: its step is shown when that way is taken."""
    ways = list(dict.fromkeys(ways))
    merged = True
    while merged and len(ways) > 1:
        merged = False
        for a in ways:
            for b in ways:
                if a and b and a[:-1] == b[:-1] and a[-1][0] == b[-1][0] and a[-1][1] != b[-1][1]:
                    ways = [w for w in ways if w not in (a, b)] + [a[:-1]]
                    merged = True
                    break
            if merged:
                break
    return min(ways, key=len) if () in ways else ways[0]


def _leaf(e: ir.Expr) -> bool:
    """A formula that is one name or number: nothing to show of how it is made."""
    return isinstance(e, (ir.Ref, ir.Const))


def _worked_out(e: ir.Expr) -> bool:
    """A definition worth a step of its own: arithmetic or a choice (a count or a test is shown as its value)."""
    return e.type in SCALAR and isinstance(e, (ir.Binary, ir.Cond, ir.Call))


def _text(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def breakdown(rs: ir.Ruleset) -> Breakdown:
    """The steps that show where a win's total comes from (none where the listed patterns add up to it)."""
    if plain_sum(rs):
        return Breakdown((), ())
    from .prose import resolved
    from .render import name_words
    said = resolved(rs)  # the docs' words state the values in effect, as on the sheet
    return _Builder(rs, lambda name, scope: name_words(said, name, scope)).run()


def explaining(rs: ir.Ruleset, found: Breakdown) -> ir.Ruleset:
    """The ruleset whose results also hold, in `details`, every value the steps show."""
    return dataclasses.replace(rs, details=tuple(rs.details) + found.holes)


# ---------------------------------------------------------------- the steps in words, for a terminal

def filled(pieces, values: dict) -> str:
    """A formula's pieces with the hand's values in them."""
    out = []
    for piece in pieces:
        if isinstance(piece, str):
            out.append(piece)
        elif "v" in piece:
            out.append(shown_value(values.get(piece["v"])))
        else:
            out.append(filled(piece["then"] if values.get(piece["if"]) else piece["else"], values))
    return "".join(out)


def shown_value(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "-" if value == "" or value is None else str(value)


def lines(found: Breakdown, values: dict) -> list[str]:
    """Each step a hand works out, as `name = formula = the formula with its values = value (conditions)`."""
    out = []
    for s in found.steps:
        if s.when is not None and not values.get(s.when):
            continue
        value = shown_value(values.get(s.value))
        with_values = filled(s.shown, values)
        line = f"{s.name} = {s.formula}" + (f" = {with_values}" if with_values not in (value, s.formula) else "")
        line += f" = {value}"
        said = [f"{c['name']} {shown_value(values.get(c['v']))}" for c in s.conditions
                if c["when"] is None or values.get(c["when"])]
        out.append(line + (f" ({', '.join(said)})" if said else ""))
    return out


# ---------------------------------------------------------------- mjc score --explain

@dataclass(frozen=True)
class Explainer:
    """What `mjc score --explain` adds to each win: where its total comes from. It is sent to worker processes
    as the scorer's source is; each process reads the spec once."""

    spec: str                                   # the spec file
    specs_dir: str                              # where `extends:` finds a base ruleset
    settings: tuple[tuple[str, str], ...] = ()  # the options --set changed

    @classmethod
    def of(cls, source) -> Explainer:
        """The explainer of a batch.ScorerSource: its spec, read as the source compiles it."""
        from . import bundled
        root = Path(source.root)
        specs = root / "specs" if (root / "specs").is_dir() else bundled.SPECS
        return cls(str(source.path), str(specs), source.settings)

    def why(self, record, result: dict) -> list[list[str]]:
        """For each win of the result, the lines that show where its total comes from."""
        found, interpreter = _scoring(self)
        if not found.steps or "error" in result:
            return [[] for _ in result.get("wins", ())]
        interpreter.work = Work(EXPLAIN_WORK)  # each record's own: past it, the record goes unexplained
        try:
            explained = interpreter.score(record)
        except OutOfWork:
            return [[] for _ in result["wins"]]
        if "error" in explained or len(explained["wins"]) != len(result["wins"]):
            return [[] for _ in result["wins"]]
        return [lines(found, w.get("details", {})) for w in explained["wins"]]


@functools.lru_cache(maxsize=4)
def _scoring(explainer: Explainer):
    """The steps of a spec and the reference interpreter of its explained ruleset, made once in a process."""
    from .check import check
    from .load import load_file
    from .pipeline import set_options
    rs = check(load_file(Path(explainer.spec), None, Path(explainer.specs_dir)))
    if explainer.settings:
        rs = set_options(rs, dict(explainer.settings))
    found = breakdown(rs)
    return found, BoundedInterpreter(explaining(rs, found), Work(EXPLAIN_WORK))
