"""The tabulate pass: relation tables and a family's best choices in the IR, built by evaluating the IR,
printed by the emitter and read by the interpreter; and one-tile and one-field conditions as sets of values."""

from __future__ import annotations

import dataclasses
import random
import re
import types

import pytest

from compiler import ir
from compiler import runtime as rt
from compiler.emit import ExprEmitter, emit_module
from compiler.errors import Span
from compiler.interpret import HandContext, Interpreter, evaluate
from compiler.notation import math
from compiler.pipeline import PASSES, Compiled, compile_spec
from compiler.tabulate import (CHOW_TILES, FIELD_VALUES, group_field_read, group_field_values, reads_only_the_tile,
                               tabulate_relations, tiles_holding)
from tests.conftest import BUNDLED, ROOT
from tests.deals.mcr import random_mcr_record

SPAN = Span("t.yaml", 1, 1, 1, 2)


@pytest.fixture(scope="module")
def mcr():
    return compile_spec(ROOT / "specs" / "mcr.yaml", "specs/mcr.yaml")


@pytest.fixture(scope="module")
def untabled(mcr):
    """MCR's ruleset after every pass but the tabulate pass."""
    ruleset = mcr.ruleset
    for name, run in PASSES:
        if name != "tabulate":
            ruleset = run(ruleset)
    return ruleset


def test_tabulate_is_a_pass_after_fold_and_inline():
    names = [name for name, _run in PASSES]
    assert "tabulate" in names and names.index("tabulate") > max(names.index("fold"), names.index("inline"))
    assert dict(PASSES)["tabulate"] is tabulate_relations


def test_mcr_relation_patterns_have_their_tables_in_the_ir(mcr, untabled):
    assert untabled.relation_tables == () and untabled.choice_tables == ()
    rs = mcr.optimised
    relations = [p for p in rs.patterns if p.among]
    assert [t.pattern for t in rs.relation_tables] == [p.id for p in relations]  # all 21, in pattern order
    by_id = {p.id: p for p in relations}
    for table in rs.relation_tables:
        assert table.keys and table.span == by_id[table.pattern].span
    pure_double = ir.relation_table_of(rs, "pure_double_chow")
    assert pure_double.keys == {(t, t) for t in CHOW_TILES} and pure_double.guard is None
    double_pung = ir.relation_table_of(rs, "double_pung")
    assert math(double_pung.guard) == "terminals_double_pung or not all_terminals"
    chows = ir.choice_table_of(rs, by_id["pure_double_chow"].family)
    assert chows is not None and len(chows.choices) > 100 and chows.span == by_id["quadruple_chow"].span
    # A choice names its instances by pattern: three equal chows count as one pure triple chow.
    listed = {instances: dict(counts) for instances, counts in chows.choices}
    triple = (("pure_triple_chow", (0, 1, 2)), ("pure_double_chow", (0, 1)), ("pure_double_chow", (0, 2)),
              ("pure_double_chow", (1, 2)))
    assert listed[triple] == {"pure_triple_chow": 1}
    assert all(len({m for _p, ms in instances for m in ms}) < sum(len(ms) for _p, ms in instances)
               for instances in listed)  # only lists in which a set takes part twice


def test_a_chain_of_comparisons_is_checked_pair_by_pair_as_the_sets_get_their_tiles(mcr, monkeypatch):
    """`a.tile == b.tile == c.tile == d.tile` is checked a pair at a time, as soon as both sets have a tile: the
    quadruple chow's table took 1,196,013 operations when the chain waited for the fourth set, and takes 7,959."""
    from compiler import tabulate
    spent = []
    monkeypatch.setattr(tabulate, "_charged", lambda total, done: spent.append(done))
    tabulate._holding_keys.cache_clear()
    by_id = {p.id: p for p in mcr.ruleset.patterns}
    for pattern, work, keys in (("quadruple_chow", 7_959, {(t,) * 4 for t in CHOW_TILES}),
                                ("four_pure_shifted_pungs", 17_566, None), ("pure_triple_chow", 5_313, None)):
        spent.clear()
        table = tabulate.relation_table(by_id[pattern])
        assert spent == [work], pattern
        assert table.keys == (keys or ir.relation_table_of(mcr.optimised, pattern).keys)
    tabulate._holding_keys.cache_clear()


def test_the_interpreter_scores_mcr_hands_alike_with_and_without_the_tables(mcr, untabled, monkeypatch):
    tabled, plain = Interpreter(mcr.optimised), Interpreter(untabled)
    records = [e.record for e in mcr.ruleset.examples]
    rng = random.Random(5)
    for i in range(300):
        record = random_mcr_record(rng)
        record["options"] = {"min_fan": 0, "terminals_double_pung": bool(i % 2)}
        records.append(record)
    expected = [plain.score(r) for r in records]
    # With the tables, no search runs for a list of instances in which a set takes part twice (the
    # tabulated choice answers), and no relation condition is evaluated (the table answers).
    searched, chosen = HandContext._chosen_relations, HandContext._choice
    shared = [0]

    def search(self, family):
        instances = self.relation_instances(family)
        members = [m for _p, ms in instances for m in ms]
        assert len(set(members)) == len(members), f"searched for a choice the table lacks: {instances}"
        return searched(self, family)

    def choice(self, family):
        instances = self.relation_instances(family)
        members = [m for _p, ms in instances for m in ms]
        shared[0] += len(set(members)) < len(members)
        return chosen(self, family)

    monkeypatch.setattr(HandContext, "_chosen_relations", search)
    monkeypatch.setattr(HandContext, "_choice", choice)
    unconditioned = dataclasses.replace(mcr.optimised, patterns=tuple(
        dataclasses.replace(p, when=ir.Const(span=p.when.span, type=ir.BOOL, value=False)) if p.among else p
        for p in mcr.optimised.patterns))
    assert [tabled.score(r) for r in records] == expected
    tables_only = Interpreter(unconditioned)
    assert [tables_only.score(r) for r in records[:60]] == expected[:60]
    assert shared[0] > 20
    assert sum("error" not in r for r in expected) > 250


def test_the_emitter_prints_the_tables_the_ir_holds(mcr, untabled):
    rs = mcr.optimised
    i = next(i for i, p in enumerate(rs.patterns) if p.id == "pure_double_chow")
    narrowed = dataclasses.replace(rs, relation_tables=tuple(
        dataclasses.replace(t, keys=frozenset({(0, 0)})) if t.pattern == "pure_double_chow" else t
        for t in rs.relation_tables))
    text = emit_module(narrowed)
    assert f"RELATION_{i} = frozenset({{  # pure_double_chow\n    (0, 0),\n}})" in text
    # Without the pass, the module evaluates each relation's condition: no tables, the same scores.
    plain = emit_module(untabled)
    assert not re.search(r"RELATION_\d|RELATIONS_|RELATION_CHOICES_", plain)
    assert "relation_instances(r_items" in plain
    module = Compiled(untabled, mcr.source, plain).module()
    rng = random.Random(8)
    for _ in range(200):
        record = random_mcr_record(rng)
        record["options"] = {"min_fan": 0}
        assert module.score(record) == mcr.module().score(record)


# ---------------------------------------------------------------- conditions on one tile or one field of a set

def quantifier_conditions(item_type: ir.Type):
    """(condition, binder) of every one-binder any/all/count/filter over a list of `item_type` in the
    bundled specs, its parts joined as the emitter joins them."""
    for spec in BUNDLED:
        rs = compile_spec(spec, f"specs/{spec.name}").ruleset  # as checked: the quantifiers as written
        for e in ir.all_expressions(rs):
            for q in ir.walk(e) if e is not None else ():
                if isinstance(q, ir.Quant) and q.kind in ("any", "all", "count", "filter") \
                        and len(q.binders) == 1 and q.coll.type == ir.list_of(item_type):
                    parts = [p for p in (q.where, q.body) if p is not None]
                    if q.kind == "all" and len(parts) == 2:
                        parts = [ir.Unary(span=q.where.span, type=ir.BOOL, op="not", operand=q.where), q.body]
                        yield ir.Logic(span=q.span, type=ir.BOOL, op="or", operands=tuple(parts)), q.binders[0]
                    elif parts:
                        yield (parts[0] if len(parts) == 1 else ir.Logic(span=q.span, type=ir.BOOL, op="and", operands=tuple(parts))), \
                            q.binders[0]


def emitted_holds(binder: str, text: str):
    """The emitted code of a one-element condition, as a function run against the runtime's tables."""
    return eval(compile(f"lambda v_{binder}: {text}", "<condition>", "eval"), dict(vars(rt)))


def test_tile_conditions_evaluated_on_the_ir_give_the_emitted_sets():
    compared = 0
    for condition, binder in quantifier_conditions(ir.TILE):
        if not reads_only_the_tile(condition, binder):
            continue
        text = ExprEmitter("hand")(condition)
        if "deal." in text:  # t.is_wild reads the deal's wild as well as the tile
            continue
        holds = emitted_holds(binder, text)
        expected = frozenset(t for t in range(rt.N_TILES) if holds(t))
        if expected is not None:
            assert tiles_holding(condition, binder) - {rt.NO_TILE} == expected, text  # none: as the interpreter reads it
            compared += 1
    assert compared >= 10


def test_set_field_conditions_evaluated_on_the_ir_give_the_emitted_sets():
    compared, fields = 0, set()
    for condition, binder in quantifier_conditions(ir.SET):
        field = group_field_read(condition, binder)
        if field is None:
            continue
        text = ExprEmitter("hand")(condition)
        holds = emitted_holds(binder, text)
        expected = frozenset(v for v in FIELD_VALUES[field] if holds(types.SimpleNamespace(**{field: v})))
        if expected is not None:
            assert group_field_values(condition, binder, field) - {-1} == expected - {-1}, text  # none: as above
            compared += 1
            fields.add(field)
    assert compared >= 10 and {"kind", "source", "tile", "concealed"} <= fields


def test_one_tile_and_one_field_conditions_as_sets_of_values():
    where = SPAN
    t = ir.Ref(span=where, type=ir.TILE, scope=ir.RefKind.LOCAL, name="t")
    m = ir.Ref(span=where, type=ir.SET, scope=ir.RefKind.LOCAL, name="m")
    high = ir.Logic(span=where, type=ir.BOOL, op="and", operands=(ir.GetAttr(span=where, type=ir.BOOL, obj=t, name="is_suited"), ir.Compare(
        span=where, type=ir.BOOL, ops=(">=",), operands=(ir.GetAttr(span=where, type=ir.INT, obj=t, name="number"), ir.Const(span=where, type=ir.INT, value=7)))))
    assert tiles_holding(high, "t") == {x for x in range(rt.N_KINDS) if rt.IS_SUITED[x] and rt.TILE_NUMBER[x] >= 7}
    outer = ir.Compare(span=where, type=ir.BOOL, ops=("==",), operands=(t, ir.Ref(span=where, type=ir.TILE, scope=ir.RefKind.BUILTIN, name="win_tile")))
    assert tiles_holding(outer, "t") is None  # reads the hand, not only the tile
    assert tiles_holding(outer, "u") is None
    claimed = ir.GetAttr(span=where, type=ir.BOOL, obj=m, name="claimed")
    pung = ir.GetAttr(span=where, type=ir.BOOL, obj=m, name="is_pung")
    assert group_field_values(claimed, "m", "source") == {0, 1, 2, 3}
    assert group_field_values(pung, "m", "kind") == {rt.PUNG, rt.KONG}
    assert group_field_values(pung, "m", "source") is None  # not the field it reads
    assert group_field_values(ir.Logic(span=where, type=ir.BOOL, op="and", operands=(pung, claimed)), "m", "kind") is None
    # The interpreter evaluates an expression of local names alone; anything else is an error.
    assert evaluate(high, {"t": 8}) is True
    with pytest.raises(LookupError):
        evaluate(outer, {"t": 8})
