"""Tabulate pass: a relation pattern whose condition reads only its sets' tiles gets a table in the IR.

The table holds the sorted tiles of every combination of sets that holds the relation in some order,
so that a scorer looks each combination up once instead of evaluating the condition on each of its
orders. The part of a condition that reads no set at all (an option, another pattern) stays a guard,
checked once per arrangement. A family whose patterns all have tables also gets its best choices.

The conditions are evaluated by the reference interpreter on the IR (interpret.evaluate); the emitter
only prints the tables, and the interpreter reads them too.

The table is found by a search that gives the relation's sets their tiles one at a time and
checks each conjunct as soon as the sets it reads have theirs, so "the same suit as a" cuts the
search early.

The same way, a condition on one tile, or on one field of a set (its kind, its source...), becomes
the set of values for which it holds, so a quantifier over a list becomes one call in C.

What a spec's conditions cost to work out is the spec's choice, so each table gets a budget of work
(limits.TABLE_WORK, counted by interpret.Work) and a pass one for all its tables (limits.PASS_WORK), and
a relation's table a most of keys, alone and with the ruleset's others (limits.TABLE_KEYS, TABLES_KEYS):
a table past any of them is not made, and its condition stays as written, which scores alike.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math

from . import ir
from . import runtime as rt
from .builtins import SET_ATTRIBUTES, TILE_ATTRIBUTES as TILE_ATTRIBUTE_ENTRIES
from .hand_cost import most_shape_sets
from .interpret import Work, evaluate
from .limits import PASS_WORK, TABLE_KEYS, TABLE_WORK, TABLES_KEYS
from .optimise import can_raise, cannot_fail, conjuncts, failing_names

MAX_ARITY = 4
CHOICE_LIMIT = 200_000  # combinations of sets enumerated for a family's table of choices
# The search for a best choice grows with about the cube of the instances it weighs: a family of many
# relations that all hold would take hours to tabulate. Past these, no table: the search runs per hand.
CHOICE_INSTANCES = 16  # instances in one list (the bundled rulesets' lists have at most 11)
CHOICE_WORK = 5_000_000  # lists made, and the cubes of the lengths of those searched, in all
# Rows of a family's table of choices, each written into every scorer: 3,753 made 400 KB of Python and C past its
# size limit. MCR's largest has 212.
CHOICE_ROWS = 1_000
TILE_ATTRIBUTES = {a.name for a in SET_ATTRIBUTES.values() if a.field == "tile"}  # a set's, read off its tile
DEAL_TILE_ATTRIBUTES = {a.name for a in TILE_ATTRIBUTE_ENTRIES.values() if a.deal}  # a tile's that read the deal too
CHOW_TILES = tuple(t for t in range(rt.N_KINDS) if rt.TILE_SUIT[t] < 3 and rt.TILE_NUMBER[t] <= 7)


def pass_work() -> Work:
    """What one pass may spend working out tables, in all (each table spends from it as it is made)."""
    return Work(PASS_WORK)


def _table_budget(total: Work | None) -> int:
    """What the next table may spend: TABLE_WORK, or what is left of its pass's `total` if that is less."""
    return TABLE_WORK if total is None else max(0, min(TABLE_WORK, total.left))


def _charged(total: Work | None, done: int) -> None:
    if total is not None:
        total.left -= done


def tabulate_relations(rs: ir.Ruleset) -> ir.Ruleset:
    """The ruleset with the table of each relation pattern that has one, and, under the join_once policy, the
    best choices of each family whose patterns all have tables."""
    failing, total = failing_names(rs), pass_work()
    tables: dict[str, ir.RelationTable | None] = {}
    keys_left = TABLES_KEYS
    for p in rs.patterns:
        if p.among:
            tables[p.id] = table = relation_table(p, failing, total, min(TABLE_KEYS, keys_left))
            keys_left -= len(table.keys) if table is not None else 0
    position = {p.id: i for i, p in enumerate(rs.patterns)}
    families = ir.families_of(rs.patterns)
    most_sets = most_shape_sets(rs)
    choice_tables = []
    for family, members in families.items():
        if rs.relations != ir.RelationPolicy.JOIN_ONCE or any(tables[p.id] is None for p in members):
            continue  # only the join_once policy chooses among instances; each needs its table
        tabled = [(position[p.id], tables[p.id].keys, tables[p.id].guard is not None) for p in members]
        values = {position[p.id]: p.value.value for p in members}  # a relation pattern's value is a constant
        choices = relation_choices(tabled, values, members[0].among_coll, most_sets)
        if choices is not None:  # by the patterns' places, which order them; the IR names them
            ids = [p.id for p in rs.patterns]
            rows = tuple((tuple((ids[i], ms) for i, ms in instances), tuple((ids[i], n) for i, n in counts.items()))
                         for instances, counts in sorted(choices.items()))
            choice_tables.append(ir.ChoiceTable(family=family, choices=rows, span=members[0].span))
    return dataclasses.replace(rs, relation_tables=tuple(t for t in tables.values() if t is not None),
                               choice_tables=tuple(choice_tables))


def relation_choices(members: list[tuple[int, frozenset, bool]], values: dict, coll: ir.Expr,
                     most_sets: int) -> dict | None:
    """The best choice (pattern -> count) for every list of instances in which a set takes part
    more than once, over every combination of up to `most_sets` sets sorted by tile.

    `members` are a family's patterns as (index, table keys, guarded); a guarded pattern's
    instances may be left out, so both lists are tabulated. None if the enumeration is too long
    or the table would hold more than CHOICE_ROWS lists.
    """
    domain, repeats = _domain(coll)
    return _choices(tuple(members), tuple(sorted(values.items())), tuple(domain), repeats, most_sets)


@functools.lru_cache(maxsize=16)  # a build or a test run compiles one ruleset many times
def _choices(members: tuple, value_items: tuple, domain: tuple, repeats: bool, most_sets: int) -> dict | None:
    values = dict(value_items)
    arities = sorted({len(next(iter(keys))) for _i, keys, _g in members if keys})
    combine = itertools.combinations_with_replacement if repeats else itertools.combinations
    if sum(math.comb(len(domain) + (n - 1 if repeats else 0), n) for n in range(2, most_sets + 1)) > CHOICE_LIMIT:
        return None

    def indexes(guarded: bool) -> tuple:
        return tuple((k, rt.relation_index({i: keys for i, keys, g in members if g == guarded and keys
                                            and len(next(iter(keys))) == k})) for k in arities)

    plain, optional_indexes = indexes(False), indexes(True)
    choices: dict = {}
    work = 0
    for n in range(2, most_sets + 1):
        for tiles in combine(domain, n):
            found, optional = rt.relation_found(tiles, plain), rt.relation_found(tiles, optional_indexes)
            if len(found) + len(optional) < 2:
                continue
            present = sorted({i for i, _ms in optional})  # only these change the list when left out
            for left_out in itertools.product((False, True), repeat=len(present)):
                dropped = {i for i, out in zip(present, left_out) if out}
                instances = tuple(sorted(found + [x for x in optional if x[0] not in dropped]))
                shared = [m for _p, ms in instances for m in ms]
                work += 1
                if len(set(shared)) < len(shared) and instances not in choices:
                    work += len(instances) ** 3
                    if len(instances) > CHOICE_INSTANCES or work > CHOICE_WORK:
                        return None
                    choices[instances] = rt.relation_counts(rt.best_relations(list(instances), values))
                    if len(choices) > CHOICE_ROWS:
                        return None
                elif work > CHOICE_WORK:
                    return None
    return choices


def relation_table(pattern: ir.Pattern, failing: frozenset = frozenset(), total: Work | None = None,
                   most_keys: int = TABLE_KEYS) -> ir.RelationTable | None:
    """The table of a relation pattern, or None if its condition reads more than its sets' tiles, if the
    part that reads no set may raise (it would be tested first; `failing`: optimise.failing_names), if
    working it out takes more than its budget (or the pass's `total` is spent), or if it holds more than
    `most_keys` combinations."""
    binders = pattern.among
    if not 2 <= len(binders) <= MAX_ARITY:
        return None
    on_tiles, guard = [], []
    for c in (part for whole in conjuncts(pattern.when) for part in _links(whole, binders)):
        if not ir.reads_locals(c, binders):
            if not cannot_fail(c, failing):
                return None
            guard.append(c)
        elif _reads_only_tiles(c, binders):
            on_tiles.append(c)
        else:
            return None
    if not on_tiles:
        return None
    # Each conjunct is checked once the last of the sets it reads has its tile.
    checks: list[list] = [[] for _ in binders]
    for c in on_tiles:
        used = tuple(i for i, b in enumerate(binders) if ir.reads_locals(c, (b,)))
        checks[used[-1]].append((c, used))
    keys, done = _holding_keys(binders, tuple(map(tuple, checks)), *_domain(pattern.among_coll), _table_budget(total),
                                 most_keys)
    _charged(total, done)
    if keys is None:
        return None
    guard_expr = None if not guard else guard[0] if len(guard) == 1 \
        else ir.Logic(span=pattern.when.span, type=ir.BOOL, op="and", operands=tuple(guard))
    return ir.RelationTable(pattern=pattern.id, keys=keys, guard=guard_expr, span=pattern.span)


def _links(e: ir.Expr, binders: tuple) -> list:
    """A chain of comparisons on the sets' tiles (a.tile == b.tile == c.tile) as the pairs it compares, so
    that each pair is checked as soon as its two sets have their tiles; anything else as it is."""
    if not isinstance(e, ir.Compare) or len(e.ops) < 2 or not _reads_only_tiles(e, binders):
        return [e]
    return [dataclasses.replace(e, ops=(op,), operands=pair)
            for op, pair in zip(e.ops, zip(e.operands, e.operands[1:]))]


def _domain(coll: ir.Expr) -> tuple[range | tuple, bool]:
    """The tiles a set of the collection can have, and whether two of its sets may share one."""
    builtin = coll.name if isinstance(coll, ir.Ref) and coll.scope == ir.RefKind.BUILTIN else None
    # Two pungs (or kongs) never share a tile: that would take six copies.
    return (CHOW_TILES if builtin == "chows" else range(rt.N_KINDS)), builtin != "pungs"


@functools.lru_cache(maxsize=256)  # a build or a test run tabulates the same conditions many times
def _holding_keys(binders: tuple, checks: tuple, domain: range | tuple, repeats: bool,
                  budget: int, most_keys: int) -> tuple[frozenset | None, int]:
    """Every sorted tuple of set tiles that holds the relation in some order of its sets (None if the
    search takes more work than `budget`, finds more than `most_keys` or a condition fails), and the
    work it took.

    `checks[d]` are the conjuncts (expression, indexes of the sets it reads) checked when set d has its tile.
    """
    groups = {t: rt.Group(rt.PUNG, t, [t] * 3) for t in domain}
    arity = len(checks)
    chosen: list = []
    found: set = set()
    work = Work(budget)

    def holds(condition: ir.Expr, used: tuple) -> bool:
        return bool(evaluate(condition, {binders[i]: chosen[i] for i in used}, work))

    def extend(depth: int) -> None:
        for t in domain:
            group = groups[t]
            if not repeats and group in chosen:
                continue
            chosen.append(group)
            work.spend(1)  # a set given a tile, whatever its checks cost
            if all(holds(condition, used) for condition, used in checks[depth]):
                if depth + 1 == arity:
                    found.add(tuple(sorted(g.tile for g in chosen)))
                    if len(found) > most_keys:
                        raise OverflowError("more combinations than a table holds")
                else:
                    extend(depth + 1)
            chosen.pop()

    try:
        extend(0)
    except Exception:  # a table is only a speed-up: whatever stops it leaves the condition as written
        return None, work.done
    return frozenset(found), work.done


def _reads_only_tiles(e: ir.Expr, binders: tuple) -> bool:
    """Whether an expression reads nothing but the tiles of the binders (and constants)."""
    if isinstance(e, ir.GetAttr) and isinstance(e.obj, ir.Ref) and e.obj.scope == ir.RefKind.LOCAL and e.obj.name in binders:
        return e.name in TILE_ATTRIBUTES
    if isinstance(e, ir.GetAttr) and (e.obj.type != ir.TILE or e.name in DEAL_TILE_ATTRIBUTES):
        return False
    if isinstance(e, ir.Ref) and (e.scope != ir.RefKind.LOCAL or e.name in binders):
        return False  # outer state, or a set itself (its identity, not its tiles)
    if isinstance(e, ir.Call) or can_raise(e):
        return False
    return all(_reads_only_tiles(child, binders) for child in ir.children(e))


def reads_only_the_tile(e: ir.Expr, binder: str, bound: frozenset = frozenset()) -> bool:
    """Whether an expression reads nothing but the tile `binder` (names bound inside it aside)."""
    if isinstance(e, ir.Ref):
        return e.scope == ir.RefKind.LOCAL and (e.name == binder or e.name in bound)
    if isinstance(e, ir.GetAttr) and (e.obj.type != ir.TILE or e.name in DEAL_TILE_ATTRIBUTES):
        return False
    if isinstance(e, ir.Call) or can_raise(e):
        return False
    if isinstance(e, ir.Quant):
        inner = bound | set(e.binders)
        return reads_only_the_tile(e.coll, binder, bound) and all(
            reads_only_the_tile(p, binder, inner) for p in (e.where, e.body) if p is not None)
    return all(reads_only_the_tile(child, binder, bound) for child in ir.children(e))


# The field of a runtime Group behind each set attribute, and the values that field can hold.
GROUP_FIELDS = {a.name: a.field for a in SET_ATTRIBUTES.values() if a.field}
# (-1 is none: the win set of a hand judged on its tiles has no kind and no tile)
FIELD_VALUES = {"kind": range(-1, 5), "source": range(-1, 4), "owner": range(-1, 4), "tile": range(-1, rt.N_TILES),
                "concealed": (False, True), "declared": (False, True), "added": (False, True), "has_win": (False, True)}


def group_field_read(e: ir.Expr, binder: str) -> str | None:
    """The one Group field an expression reads of the set `binder`, if it reads nothing else but constants."""
    fields = set()

    def reads_only_the_field(n: ir.Expr) -> bool:
        if isinstance(n, ir.GetAttr) and isinstance(n.obj, ir.Ref) and n.obj.scope == ir.RefKind.LOCAL and n.obj.name == binder:
            fields.add(GROUP_FIELDS.get(n.name))
            return n.name in GROUP_FIELDS
        if isinstance(n, (ir.Ref, ir.Call, ir.Quant)) or can_raise(n):
            return False  # the set itself, outer state, or work that can fail
        return all(reads_only_the_field(child) for child in ir.children(n))

    return fields.pop() if reads_only_the_field(e) and len(fields) == 1 else None


def tiles_holding(condition: ir.Expr, binder: str, total: Work | None = None) -> frozenset | None:
    """The tiles (flowers and none included) for which a condition on the tile `binder` holds, evaluated on
    the IR; None if it reads anything else, fails on a tile, or takes more than its budget of work."""
    return _values_holding(condition, binder, range(rt.NO_TILE, rt.N_TILES), lambda t: t, total)  # none too


def group_field_values(condition: ir.Expr, binder: str, field: str, total: Work | None = None) -> frozenset | None:
    """The values of a Group field for which a condition on the set `binder` holds, evaluated on the IR;
    None unless the condition reads that field of the set and nothing else (group_field_read), or if it
    takes more than its budget of work."""
    if group_field_read(condition, binder) != field:
        return None
    return _values_holding(condition, binder, FIELD_VALUES[field], lambda v: _set_with(field, v), total)


def _values_holding(condition: ir.Expr, binder: str, values, bound, total: Work | None) -> frozenset | None:
    """The values for which the condition holds with `binder` bound to bound(value), within TABLE_WORK
    and what is left of the pass's `total`; None past it or if the condition fails."""
    work = Work(_table_budget(total))
    try:
        return frozenset(v for v in values if evaluate(condition, {binder: bound(v)}, work))
    except Exception:  # a set is only a speed-up: whatever stops it leaves the condition as written
        return None
    finally:
        _charged(total, work.done)


def _set_with(field: str, value) -> rt.Group:
    """A set whose field has the value, its other fields as such a set has them: a set from a seat was
    declared (so `claimed` reads the source alone, as the generated code reads it)."""
    group = rt.Group(rt.PUNG, 0, [0] * 3)
    setattr(group, field, value)
    if field == "source":
        group.declared = value != rt.NO_SEAT
    return group

