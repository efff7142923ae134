"""Unit tests of the stages between parse and emit: load positions, IR, optimise, render, runtime shapes."""

import dataclasses
import random

from compiler import ir
from compiler import runtime as rt
from compiler.errors import Span
from compiler.interpret import _readings
from compiler.load import load_text
from compiler.optimise import fold, inline_single_use, plan
from compiler.specialise import specialise
from compiler.notation import math
from compiler.tabulate import relation_choices

SPAN = Span("t.yaml", 1, 1, 1, 2)


def const(v, t=ir.INT):
    return ir.Const(span=SPAN, type=t, value=v)


def test_load_keeps_positions_of_expressions():
    doc = load_text('id: x\nname: X\nunit: {id: u, zh: u, en: u}\ntiles: {hand: "1m"}\nclaims: []\nshapes: []\n'
                    'patterns: []\nscoring:\n  value: "1 +\n    2"\nsettlement: {}\n', "t.yaml")
    expr = doc.spec["scoring"]["value"]
    assert expr.text == "1 + 2"
    assert expr.span(4, 5) == Span("t.yaml", 10, 5, 10, 6)


def test_fold_constants_and_short_circuits():
    e = ir.Binary(span=SPAN, type=ir.INT, op="*", left=const(3), right=ir.Binary(span=SPAN, type=ir.INT, op="**", left=const(2), right=const(3)))
    assert fold(e) == const(24)
    flag = ir.Ref(span=SPAN, type=ir.BOOL, scope=ir.RefKind.FLAG, name="lucky")
    assert fold(ir.Logic(span=SPAN, type=ir.BOOL, op="and", operands=(const(True, ir.BOOL), flag))) == flag
    assert fold(ir.Logic(span=SPAN, type=ir.BOOL, op="or", operands=(flag, const(True, ir.BOOL)))) == const(True, ir.BOOL)
    assert fold(ir.Cond(span=SPAN, type=ir.INT, cond=const(False, ir.BOOL), then=const(1), other=const(2))) == const(2)
    # Division by zero is left for run time, where it is a record error.
    zero = ir.Binary(span=SPAN, type=ir.INT, op="//", left=const(1), right=const(0))
    assert fold(zero) == zero


def test_single_use_definitions_are_inlined_and_shared_ones_kept(nanning):
    inlined = inline_single_use(nanning.ruleset)
    kept = {d.name for d in inlined.definitions}
    assert "menqing" in kept and "hand_value" in kept          # used in several places
    assert "code_factor" in kept and "discarder_all_claimed" not in kept
    assert "covered_kongs" in kept                               # read by the kong rules


def test_plan_hoists_what_does_not_depend_on_the_arrangement(nanning):
    p = plan(inline_single_use(nanning.ruleset))
    assert all(isinstance(key, ir.Key) for key in p.before + p.loop + p.after)
    assert ir.Key(ir.KeyKind.DEFINE, "menqing") in p.before and str(ir.Key(ir.KeyKind.DEFINE, "menqing")) == "define:menqing"
    p = dataclasses.replace(p, before=tuple(map(str, p.before)), loop=tuple(map(str, p.loop)))  # as mjc ir writes them
    assert "pattern:qingyise" in p.before and "define:menqing" in p.before
    assert "pattern:pengpenghu" in p.loop and "define:quads" in p.loop
    assert "count:pengpenghu" in p.loop and "count:qingyise" in p.before and "sum:doublings" in p.loop
    assert p.exported == ("covered_kongs",)


def test_sheet_math_reads_like_print(nanning):
    value = {d.name: d for d in nanning.ruleset.definitions}["hand_value"].expr
    assert math(value) == "base × 2^doublings"
    discard = {d.name: d for d in nanning.ruleset.definitions}["discard_value"].expr
    assert math(discard) == ("if big_cannon then threefold × hand_value else if doublings = 0 then "
                             "(if menqing and concealed_base then base else chicken_points) else threefold × hand_value ÷ 2")


def test_suit_tables_agree_with_a_naive_search():
    rng = random.Random(3)
    for _ in range(400):
        tiles = sorted(rng.choice([rng.randrange(9), 9 + rng.randrange(9), 27 + rng.randrange(7)])
                       for _ in range(rng.choice([2, 5, 8, 11, 14])))
        counts = rt.tile_counts(tiles)
        if max(counts) > 4:
            continue
        sets = (len(tiles) - 2) // 3
        fast = sorted(tuple(sorted(r)) for r in rt.decompositions(counts, sets, 1))
        slow = sorted(_readings(tuple(tiles), sets, 1))
        assert fast == slow


def test_waits_of_a_nine_gates_hand():
    hand = rt.parse_tiles("1112345678999m")
    shapes = [("groups", 4, 1, (), 0), ("groups", 0, 7, (), 0)]
    assert rt.waits(hand[:13], [], shapes) == list(range(9))
    assert rt.waits(rt.parse_tiles("123m456p789s1155z"), [], shapes) == [27, 31]


# MCR's knitted straights, as a fixed group: 147, 258 and 369 in three different suits.
KNITTED = tuple(tuple(rt.parse_tiles(text)) for text in
                ("147m258p369s", "147m369p258s", "258m147p369s", "369m147p258s", "258m369p147s", "369m258p147s"))


def _naive_waits(hand, n_melds, shapes):
    """Try every tile kind against every shape with the interpreter's own decomposition."""
    found = []
    for t in range(rt.N_KINDS):
        tiles = tuple(sorted(hand + [t]))
        for shape in shapes:
            if shape[0] == "tiles":
                ok = n_melds == 0 and len(tiles) == 14 and shape[1](list(tiles))
            else:
                _kind, sets, pairs, fixed, fixed_tiles = shape
                free = sets - n_melds
                ok = free >= 0 and 3 * free + 2 * pairs + fixed_tiles == len(tiles) and bool(
                    _readings(tiles, free, pairs, fixed))
            if ok:
                found.append(t)
                break
    return found


def _near_complete_hand(rng, n_melds):
    """A complete hand of 4 - n_melds sets and a pair, less one random tile; sometimes a random one."""
    if rng.random() < 0.2:
        return sorted(rng.randrange(rt.N_KINDS) for _ in range(13 - 3 * n_melds))
    if rng.random() < 0.15 and n_melds == 0:
        kinds = rng.sample(range(rt.N_KINDS), 7)
        tiles = sorted(kinds * 2)
    else:
        tiles = []
        for _ in range(4 - n_melds):
            t = rng.choice([rng.randrange(7) + 9 * rng.randrange(3), rng.randrange(rt.N_KINDS)])
            tiles += [t, t + 1, t + 2] if t < 27 and t % 9 <= 6 and rng.random() < 0.6 else [t] * 3
        p = rng.randrange(rt.N_KINDS)
        tiles += [p, p]
    tiles.remove(rng.choice(tiles))
    return sorted(tiles)


def test_waits_agree_with_trying_every_tile():
    orphans = ("tiles", lambda tiles: all(rt.IS_YAOJIU[t] for t in tiles) and len(set(tiles)) == 13,
               frozenset(t for t in range(rt.N_KINDS) if rt.IS_YAOJIU[t]), 12, None)
    shapes = [("groups", 4, 1, (), 0), ("groups", 0, 7, (), 0), orphans, ("groups", 1, 1, ((1, KNITTED),), 9)]
    rng = random.Random(7)
    with_waits = 0
    for _ in range(3000):
        n_melds = rng.choice([0, 0, 0, 1, 2, 4])
        hand = _near_complete_hand(rng, n_melds)
        if max(hand.count(t) for t in hand) > 4:
            continue
        expected = _naive_waits(hand, n_melds, shapes)
        assert rt.waits(hand, [None] * n_melds, shapes) == expected, (hand, n_melds)
        with_waits += bool(expected)
    assert with_waits > 1500

    assert rt.waits(rt.parse_tiles("147m258p369s23m55z"), [], shapes) == [0, 3]  # knitted + 123m or 234m
    assert rt.waits(rt.parse_tiles("147m258p369s234m5z"), [], shapes) == [31]
    assert rt.waits(rt.parse_tiles("19m19p19s1234567z"), [], shapes) == [0, 8, 9, 17, 18, 26, *range(27, 34)]


def test_a_shape_of_fourteen_kinds_waits_on_kinds_not_held():
    five_honors = ("tiles", lambda tiles: len(set(tiles)) == 14 and sum(map(rt.IS_HONOR.__getitem__, tiles)) >= 5,
                   None, 13, None)
    hand = rt.parse_tiles("147m258p1234567z")
    assert rt.waits(hand, [], [five_honors]) == [t for t in range(rt.N_KINDS) if t not in hand]
    assert rt.waits(rt.parse_tiles("147m258p369s1234z"), [], [five_honors]) == [31, 32, 33]
    rng = random.Random(3)
    for _ in range(300):
        hand = sorted(rng.sample(range(rt.N_KINDS), 13))
        assert rt.waits(hand, [], [five_honors]) == _naive_waits(hand, 0, [five_honors])


def test_a_hand_that_breaks_a_shapes_pairwise_condition_waits_on_nothing_of_it():
    import generated.mcr as mcr
    from compiler.optimise import hereditary_part
    from compiler.bundled import SPECS as BUNDLED_SPECS
    from compiler.pipeline import compile_spec
    ruleset = compile_spec(BUNDLED_SPECS / "mcr.yaml", "specs/mcr.yaml").ruleset
    shapes = {s.id: s for s in ruleset.shapes}
    assert hereditary_part(shapes["orphans13"].tiles) is None  # one tile at a time: the allowed tiles say it
    assert hereditary_part(shapes["honors_knitted"].tiles).kind == "all"
    knitted = mcr.SHAPES[3]
    assert knitted[4] is mcr.before_shape_honors_knitted
    hand = rt.parse_tiles("12m258p369s12345z")  # 1m and 2m share a suit, not a place of three: broken already
    assert not knitted[4](hand) and rt.waits(hand, [], [knitted]) == []
    assert rt.waits(rt.parse_tiles("147m258p369s1234z"), [], [knitted]) == [31, 32, 33]
    rng = random.Random(11)
    without = knitted[:4] + (None,)
    for _ in range(400):
        numbered = rng.sample([0, 3, 6, 10, 13, 16, 20, 23, 26] if rng.random() < 0.5 else range(27), rng.randint(7, 9))
        hand = sorted(numbered + rng.sample(range(27, 34), 13 - len(numbered)))
        assert rt.waits(hand, [], [knitted]) == rt.waits(hand, [], [without]) == _naive_waits(hand, 0, [without])

def test_relation_tables_hold_the_combinations_that_hold_the_relation():
    from compiler.emit import ExprEmitter
    from compiler.bundled import SPECS as BUNDLED_SPECS
    from compiler.pipeline import compile_spec
    from compiler.tabulate import CHOW_TILES, relation_table
    ruleset = compile_spec(BUNDLED_SPECS / "mcr.yaml", "specs/mcr.yaml").ruleset
    by_id = {p.id: p for p in ruleset.patterns}
    emit = ExprEmitter("hand")
    mixed = relation_table(by_id["mixed_triple_chow"])  # 123m 123p 123s ... 789m 789p 789s
    assert mixed.keys == {(n, n + 9, n + 18) for n in range(7)} and mixed.guard is None
    double = relation_table(by_id["double_pung"])  # two pungs never share a tile: no (t, t)
    assert len(double.keys) == 27 and all(a != b for a, b in double.keys)
    assert emit(double.guard) == "o_terminals_double_pung or not p_all_terminals"
    assert relation_table(by_id["quadruple_chow"]).keys == {(t,) * 4 for t in CHOW_TILES}
    assert relation_table(by_id["big_four_winds"]).keys == {(27, 28, 29, 30)}
    assert len(relation_table(by_id["four_pure_shifted_pungs"]).keys) == 3 * 6  # 1234 .. 6789, each suit
    # A condition read only when all four sets have tiles gives the search no hold: it stays a call.
    tile = [ir.GetAttr(span=SPAN, type=ir.TILE, obj=ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name=b), name="tile") for b in "abcd"]
    total = ir.Binary(span=SPAN, type=ir.INT, op="+", left=ir.Binary(span=SPAN, type=ir.INT, op="+", left=tile[0], right=tile[1]),
                      right=ir.Binary(span=SPAN, type=ir.INT, op="+", left=tile[2], right=tile[3]))
    loose = dataclasses.replace(by_id["big_four_winds"], when=ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(total, const(60))))
    assert relation_table(loose) is None
    dark = dataclasses.replace(by_id["double_pung"], when=ir.Logic(span=SPAN, type=ir.BOOL, op="and", operands=(
        by_id["double_pung"].when, ir.GetAttr(span=SPAN, type=ir.BOOL, obj=ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name="a"), name="concealed"))))
    assert relation_table(dark) is None  # reads more of a set than its tiles


class _Names:
    """A hand's built-in names and definitions, for evaluating an expression outside a ruleset."""

    def __init__(self, values: dict):
        self.values = values

    def lookup(self, scope: str, name: str):
        return self.values[name]


def assert_same_meaning(exprs, hands: list[dict]) -> None:
    """Each expression and its specialised form have the same value on each hand (names -> values)."""
    from compiler.interpret import Evaluator
    evaluator = Evaluator()
    for e in exprs:
        special = specialise(e)
        assert special != e  # the pass made a form of its own
        for names in hands:
            ctx = _Names(names)
            assert evaluator.eval(special, ctx, {}) == evaluator.eval(e, ctx, {}), (e, names)


def test_conditions_on_one_tile_become_sets_of_tiles():
    from compiler.emit import ExprEmitter
    tiles = ir.Ref(span=SPAN, type=ir.list_of(ir.TILE), scope=ir.RefKind.BUILTIN, name="tiles")
    t = ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.LOCAL, name="t")
    suited = ir.GetAttr(span=SPAN, type=ir.BOOL, obj=t, name="is_suited")
    high = ir.Compare(span=SPAN, type=ir.BOOL, ops=(">=",), operands=(ir.GetAttr(span=SPAN, type=ir.INT, obj=t, name="number"), const(7)))
    emit = ExprEmitter("hand")
    generic = {kind: ir.Quant(span=SPAN, type=ir.BOOL, kind=kind, binders=("t",), coll=tiles, where=suited, body=high) for kind in ("all", "any", "count", "filter")}
    forms = {kind: emit(specialise(q)) for kind, q in generic.items()}
    assert forms == {"all": "TILES_0.issuperset(b_tiles)", "any": "not TILES_1.isdisjoint(b_tiles)",
                     "count": "sum(map(TILES_1.__contains__, b_tiles))", "filter": "[v_t for v_t in b_tiles if v_t in TILES_1]"}
    ((_, all_set), _), ((_, high_set), _) = emit.value_sets.items()
    assert high_set == {t for t in range(rt.N_KINDS) if rt.IS_SUITED[t] and rt.TILE_NUMBER[t] >= 7}
    assert all_set == high_set | {t for t in range(rt.N_TILES) if not rt.IS_SUITED[t]} | {rt.NO_TILE}  # none is no suited tile
    hand = rt.parse_tiles("789m1p9s77z")
    namespace = {"b_tiles": hand, "TILES_0": all_set, "TILES_1": high_set}
    assert [eval(forms[k], namespace) for k in ("all", "any", "count")] == [False, True, 4]
    assert_same_meaning(generic.values(), [{"tiles": hand}, {"tiles": []}, {"tiles": rt.parse_tiles("789m99s")}])
    counted = ir.Quant(span=SPAN, type=ir.INT, kind=ir.QuantKind.COUNT, binders=("u",), coll=tiles, where=None, body=ir.Compare(
        span=SPAN, type=ir.BOOL, ops=("==",), operands=(ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.LOCAL, name="u"), ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.BUILTIN, name="win_tile"))))
    assert emit(specialise(counted)) == "b_tiles.count(b_win_tile)"
    suits = ir.Call(span=SPAN, type=ir.INT, func="count", args=(ir.Quant(span=SPAN, type=ir.list_of(ir.SUIT), kind=ir.QuantKind.DISTINCT, binders=("t",), coll=tiles, where=None,
                                                     body=ir.GetAttr(span=SPAN, type=ir.SUIT, obj=t, name="suit")),))
    one_suit = emit(specialise(ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(suits, const(1)))))
    assert one_suit == "bool(b_tiles) and TILE_SUIT[b_tiles[0]] == TILE_SUIT[b_tiles[-1]]"
    for text in ("1112345678999m", "11123455m789p", "123m11z", "1122z", ""):
        held = rt.parse_tiles(text) if text else []
        assert eval(one_suit, {"b_tiles": held, "TILE_SUIT": rt.TILE_SUIT}) == (len({rt.TILE_SUIT[x] for x in held}) == 1)


def test_conditions_on_one_field_of_a_set_become_sets_of_values():
    from compiler.emit import FIELD_SET_NAMES, ExprEmitter
    from compiler.tabulate import FIELD_VALUES, GROUP_FIELDS
    # Every field the emitter may read has a reader in the runtime and a name for its value sets.
    assert set(GROUP_FIELDS.values()) == set(FIELD_VALUES) == set(FIELD_SET_NAMES)
    assert all(getattr(rt, f"{field.upper()}_OF")(rt.NO_GROUP) == getattr(rt.NO_GROUP, field) for field in FIELD_VALUES)
    melds = ir.Ref(span=SPAN, type=ir.list_of(ir.SET), scope=ir.RefKind.BUILTIN, name="melds")
    m = ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name="m")
    pung = ir.GetAttr(span=SPAN, type=ir.BOOL, obj=m, name="is_pung")
    claimed = ir.GetAttr(span=SPAN, type=ir.BOOL, obj=m, name="claimed")
    honor = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(ir.GetAttr(span=SPAN, type=ir.SUIT, obj=m, name="suit"), const(3)))
    emit = ExprEmitter("hand")
    generic = {kind: ir.Quant(span=SPAN, type=ir.BOOL, kind=kind, binders=("m",), coll=melds, where=None, body=cond)
               for kind, cond in (("all", pung), ("any", claimed), ("count", honor))}
    forms = {kind: emit(specialise(q)) for kind, q in generic.items()}
    assert forms == {"all": "KINDS_0.issuperset(map(KIND_OF, b_melds))",
                     "any": "not SEATS_0.isdisjoint(map(SOURCE_OF, b_melds))",
                     "count": "sum(map(TILES_0.__contains__, map(TILE_OF, b_melds)))"}
    assert dict(emit.value_sets) == {("KINDS", frozenset({rt.PUNG, rt.KONG})): ("KINDS_0", "v_m.kind in PUNG_KINDS"),
                                    ("SEATS", frozenset({0, 1, 2, 3})): ("SEATS_0", "v_m.source != NO_SEAT"),
                                    ("TILES", frozenset(range(27, 34))): ("TILES_0", "TILE_SUIT[v_m.tile] == 3")}
    flag = ir.GetAttr(span=SPAN, type=ir.BOOL, obj=m, name="concealed")
    assert emit(specialise(ir.Quant(span=SPAN, type=ir.BOOL, kind=ir.QuantKind.ANY, binders=("m",), coll=melds, where=None, body=flag))) == "any(map(CONCEALED_OF, b_melds))"
    assert emit(specialise(ir.Unary(span=SPAN, type=ir.BOOL, op="not", operand=ir.Quant(span=SPAN, type=ir.BOOL, kind=ir.QuantKind.ANY, binders=("m",), coll=melds, where=None, body=claimed)))) == \
        "SEATS_0.isdisjoint(map(SOURCE_OF, b_melds))"
    # Reading two fields, or a field and something outside the set, leaves the loop as written
    # (a field equal to a name is a form of its own: see the next test).
    both = ir.Logic(span=SPAN, type=ir.BOOL, op="and", operands=(pung, claimed))
    assert emit(specialise(ir.Quant(span=SPAN, type=ir.BOOL, kind=ir.QuantKind.ANY, binders=("m",), coll=melds, where=None, body=both))).startswith("any(")
    own = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(ir.GetAttr(span=SPAN, type=ir.TILE, obj=m, name="tile"), ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.BUILTIN, name="win_tile")))
    own_pung = ir.Logic(span=SPAN, type=ir.BOOL, op="and", operands=(pung, own))
    assert emit(specialise(ir.Quant(span=SPAN, type=ir.BOOL, kind=ir.QuantKind.ANY, binders=("m",), coll=melds, where=None, body=own_pung))).startswith("any(")
    namespace = {**vars(rt), "b_melds": [rt.Group(rt.PUNG, 30, [30] * 3, 0, 2, False, True),
                                         rt.Group(rt.KONG, 4, [4] * 4, 0, rt.NO_SEAT, True, True)],
                 "KINDS_0": frozenset({rt.PUNG, rt.KONG}), "SEATS_0": frozenset({0, 1, 2, 3}), "TILES_0": frozenset(range(27, 34))}
    assert [eval(forms[k], namespace) for k in ("all", "any", "count")] == [True, True, 1]
    assert_same_meaning(generic.values(), [{"melds": namespace["b_melds"]}, {"melds": []},
                                           {"melds": [rt.Group(rt.CHOW, 0, [0, 1, 2], 0, rt.NO_SEAT, True, True)]}])


def test_tiles_held_k_times_are_counted_once_each():
    import collections
    from compiler.emit import ExprEmitter
    assert [rt.held_times([1, 1, 1, 1, 2, 2, 3], k, False) for k in range(1, 6)] == [3, 2, 1, 1, 0]
    assert [rt.held_times([3, 1, 2, 1, 1, 2, 1], k, True) for k in range(1, 6)] == [1, 1, 0, 1, 0]
    rng = random.Random(5)
    for _ in range(500):
        tiles = [rng.randrange(rt.N_TILES) for _ in range(rng.randrange(15))]
        times = collections.Counter(tiles).values()
        assert [rt.held_times(tiles, k, False) for k in range(1, 7)] == [sum(n >= k for n in times) for k in range(1, 7)]
        assert [rt.held_times(tiles, k, True) for k in range(1, 7)] == [sum(n == k for n in times) for k in range(1, 7)]
    tiles = ir.Ref(span=SPAN, type=ir.list_of(ir.TILE), scope=ir.RefKind.BUILTIN, name="tiles")
    t, u = ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.LOCAL, name="t"), ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.LOCAL, name="u")
    kinds = ir.Quant(span=SPAN, type=ir.list_of(ir.TILE), kind=ir.QuantKind.DISTINCT, binders=("x",), coll=tiles, where=None, body=ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.LOCAL, name="x"))
    copies = ir.Quant(span=SPAN, type=ir.INT, kind=ir.QuantKind.COUNT, binders=("u",), coll=tiles, where=None, body=ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(u, t)))
    emit = ExprEmitter("hand")
    generic = [ir.Quant(span=SPAN, type=ir.INT, kind=ir.QuantKind.COUNT, binders=("t",), coll=kinds, where=None, body=ir.Compare(span=SPAN, type=ir.BOOL, ops=(op,), operands=(copies, const(4))))
               for op in ("==", ">=", ">")]
    forms = [emit(specialise(q)) for q in generic]
    assert forms[:2] == ["held_times(b_tiles, 4, True)", "held_times(b_tiles, 4, False)"]
    assert "held_times" not in forms[2]  # another comparison keeps the loop (over the distinct tiles, as a set)
    hand = rt.parse_tiles("1111222m3p")
    assert [eval(f, {**vars(rt), "b_tiles": hand}) for f in forms] == [1, 1, 0]
    assert_same_meaning(generic[:2], [{"tiles": hand}, {"tiles": []}, {"tiles": rt.parse_tiles("11112222m")}])


def test_a_field_equal_to_a_name_is_looked_for_among_the_fields():
    from compiler.emit import ExprEmitter
    from compiler.specialise import DIRECT_FIELDS
    assert all(hasattr(rt, f"{field.upper()}_OF") for field in DIRECT_FIELDS.values())
    pungs = ir.Ref(span=SPAN, type=ir.list_of(ir.SET), scope=ir.RefKind.BUILTIN, name="pungs")
    s = ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name="s")
    wind = ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.BUILTIN, name="seat_wind")
    on_wind = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(ir.GetAttr(span=SPAN, type=ir.TILE, obj=s, name="tile"), wind))
    emit = ExprEmitter("hand")
    generic = [ir.Quant(span=SPAN, type=typ, kind=kind, binders=("s",), coll=pungs, where=None, body=on_wind) for typ, kind in ((ir.BOOL, "any"), (ir.INT, "count"))]
    found, counted = (emit(specialise(q)) for q in generic)
    assert (found, counted) == ("b_seat_wind in map(TILE_OF, b_pungs)", "list(map(TILE_OF, b_pungs)).count(b_seat_wind)")
    b_pungs = [rt.Group(rt.PUNG, 27, [27] * 3), rt.Group(rt.KONG, 30, [30] * 4), rt.Group(rt.PUNG, 27, [27] * 3)]
    namespace = {**vars(rt), "b_pungs": b_pungs}
    assert [eval(text, {**namespace, "b_seat_wind": w}) for w in (27, 28) for text in (found, counted)] == [True, 2, False, 0]
    assert_same_meaning(generic, [{"pungs": b_pungs, "seat_wind": w} for w in (27, 28)] + [{"pungs": [], "seat_wind": 27}])
    # A definition may be worked out on first use: it is not made to be worked out when the list is empty.
    on_defined = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(ir.GetAttr(span=SPAN, type=ir.TILE, obj=s, name="tile"), ir.Ref(span=SPAN, type=ir.TILE, scope=ir.RefKind.DEFINE, name="w")))
    assert emit(specialise(ir.Quant(span=SPAN, type=ir.BOOL, kind=ir.QuantKind.ANY, binders=("s",), coll=pungs, where=None, body=on_defined))).startswith("any(")
    # The suit of a set is worked out from its tile: no field holds it as it is.
    on_suit = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(ir.GetAttr(span=SPAN, type=ir.SUIT, obj=s, name="suit"), ir.Ref(span=SPAN, type=ir.SUIT, scope=ir.RefKind.LOCAL, name="u")))
    assert emit(specialise(ir.Quant(span=SPAN, type=ir.BOOL, kind=ir.QuantKind.ANY, binders=("s",), coll=pungs, where=None, body=on_suit))).startswith("any(")


def test_find_without_a_condition_reads_the_first_element():
    from compiler.emit import ExprEmitter
    pairs = ir.Ref(span=SPAN, type=ir.list_of(ir.SET), scope=ir.RefKind.BUILTIN, name="pairs")
    p = ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name="p")
    tile = ir.GetAttr(span=SPAN, type=ir.TILE, obj=p, name="tile")
    emit = ExprEmitter("hand")
    generic = ir.Quant(span=SPAN, type=ir.TILE, kind=ir.QuantKind.FIND, binders=("p",), coll=pairs, where=None, body=tile)
    first = emit(specialise(generic))
    assert first == "b_pairs[0].tile if b_pairs else NO_SEAT"
    pair = rt.Group(rt.PAIR, 31, [31, 31])
    assert [eval(first, {"b_pairs": held, "NO_SEAT": rt.NO_SEAT}) for held in ([pair], [])] == [31, rt.NO_SEAT]
    assert_same_meaning([generic], [{"pairs": [pair]}, {"pairs": []}])
    # With a condition, the first element that meets it.
    honor = ir.GetAttr(span=SPAN, type=ir.BOOL, obj=tile, name="is_honor")
    assert emit(specialise(ir.Quant(span=SPAN, type=ir.TILE, kind=ir.QuantKind.FIND, binders=("p",), coll=pairs, where=honor, body=tile))).startswith("next((")


def test_relation_choice_joins_sets_once_and_takes_the_highest_total():
    # 套算一次: once 0-1 and 0-2 are counted, 1 and 2 are joined and 1-2 cannot count.
    assert rt.choose_relations([(68, (0, 1)), (69, (0, 2)), (69, (1, 2))], {68: 1, 69: 1}) == {68: 1, 69: 1}
    # 不得相同: set 1 cannot be in two instances of one pattern.
    assert rt.choose_relations([(1, (0, 1)), (1, (1, 2))], {1: 5}) == {1: 1}
    # Instances sharing no set are chosen apart, and all count.
    assert rt.choose_relations([(1, (0, 1)), (2, (2, 3)), (1, (4, 5))], {1: 5, 2: 3}) == {1: 2, 2: 1}
    # The higher total wins: 0-1 with 1-2-3 (9) beats 0-1 with 2-3 (2); 2-3 with 1-2-3 would join 2 and 3 twice.
    assert rt.choose_relations([(7, (0, 1)), (7, (2, 3)), (8, (1, 2, 3))], {7: 1, 8: 8}) == {7: 1, 8: 1}
    # An instance that would lower the total is left out.
    assert rt.choose_relations([(4, (0, 1))], {4: -3}) == {}
    assert rt.choose_relations([(4, (0, 1)), (5, (1, 2))], {4: -3, 5: 2}) == {5: 1}


def test_relation_choices_are_tabulated_for_sets_in_two_instances():
    # Chows by their first tile: "equal" (arity 2, guarded) and "three equal" (arity 3).
    chow_tiles = [t for t in range(27) if rt.TILE_NUMBER[t] <= 7]
    equal = frozenset((t, t) for t in chow_tiles)
    three = frozenset((t, t, t) for t in chow_tiles)
    chows = ir.Ref(span=SPAN, type=ir.list_of(ir.SET), scope=ir.RefKind.BUILTIN, name="chows")
    values = {1: 24, 2: 1}
    choices = relation_choices([(1, three, False), (2, equal, True)], values, chows, 3)
    # Three equal chows: the triple, and (with the guarded pattern) its three pairs; the triple wins.
    assert choices[((1, (0, 1, 2)), (2, (0, 1)), (2, (0, 2)), (2, (1, 2)))] == {1: 1}
    # Only lists where a set takes part twice are kept: two equal chows with a third apart are not.
    assert ((2, (0, 1)),) not in choices
    assert all(key.count(x) == 1 for key in choices for x in key)
    # Every entry is what the search finds.
    assert all(rt.choose_relations(list(key), values) == counts for key, counts in choices.items())
    # The runtime answers from the table, and falls back to the search without one.
    listed = [(1, (0, 1, 2)), (2, (0, 1)), (2, (0, 2)), (2, (1, 2))]
    assert rt.choose_relations(listed, values, {tuple(listed): {1: 7}}) == {1: 7}
    assert rt.choose_relations(listed, values, {}) == {1: 1}


def test_relation_counts_do_not_depend_on_the_order_of_melds():
    import generated.mcr as module
    melds = [{"kind": "chow", "tiles": "123m", "from": 3}, {"kind": "chow", "tiles": "456m", "from": 3},
             {"kind": "chow", "tiles": "123p", "from": 3}]
    results = []
    for order in ([0, 1, 2], [2, 1, 0], [1, 2, 0]):
        record = {"dealer": 0, "round_wind": "E", "options": {"min_fan": 0},
                  "players": [{"hand": "789m1z", "melds": [melds[i] for i in order]}, {}, {}, {}],
                  "wins": [{"winner": 0, "win_tile": "1z", "by": "discard", "from": 2}]}
        results.append(module.score(record))
    assert results[0] == results[1] == results[2]
    fans = {p["id"]: p["count"] for p in results[0]["wins"][0]["patterns"]}
    # 清龙 123m 456m 789m (16), and 123m counts again once, with 123p, as 喜相逢 (1).
    assert fans["pure_straight"] == 1 and fans["mixed_double_chow"] == 1


def test_copy_count_finds_a_fifth_tile_or_a_second_flower():
    rng = random.Random(5)
    caught = 0
    for _ in range(2000):
        tiles = [rng.randrange(rt.N_TILES) for _ in range(rng.randrange(1, 60))]
        too_many = any(tiles.count(t) > (4 if t < rt.N_KINDS else 1) for t in tiles)
        try:
            rt._check_copies(tiles)
            assert not too_many, tiles
        except rt.RecordError as error:
            assert too_many and error.code == "too_many_copies", tiles
            caught += 1
    assert 200 < caught < 1800


def test_one_pass_tile_reading_agrees_with_parse_tiles():
    rng = random.Random(2)
    odd = ["", "9z", "8f", "11m", "0p", " ", "x", "5"]
    for _ in range(3000):
        text = "".join(rng.choice("123456789") for _ in range(rng.randrange(0, 5))) + rng.choice("mpszfx") \
            + rng.choice(odd)
        try:
            expected = rt.parse_tiles(text)
        except rt.RecordError:
            expected = None
        assert rt._tiles_or_none(text) == expected, text


def test_a_count_of_at_least_k_first_asks_for_k_elements():
    from compiler.emit import ExprEmitter
    melds = ir.Ref(span=SPAN, type=ir.list_of(ir.SET), scope=ir.RefKind.BUILTIN, name="melds")
    claimed = ir.GetAttr(span=SPAN, type=ir.BOOL, obj=ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name="m"), name="claimed")
    fed = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(ir.GetAttr(span=SPAN, type=ir.SEAT, obj=ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name="m"), name="from"),
                                              ir.Ref(span=SPAN, type=ir.SEAT, scope=ir.RefKind.BUILTIN, name="dealer")))
    counted = ir.Quant(span=SPAN, type=ir.INT, kind=ir.QuantKind.COUNT, binders=("m",), coll=melds, where=claimed, body=fed)
    emit = ExprEmitter("hand")
    at_least = emit(specialise(ir.Compare(span=SPAN, type=ir.BOOL, ops=(">=",), operands=(counted, const(3)))))
    assert at_least == "len(b_melds) >= 3 and len([1 for v_m in b_melds if (v_m.source != NO_SEAT) and (v_m.source == b_dealer)]) >= 3"
    assert emit(specialise(ir.Compare(span=SPAN, type=ir.BOOL, ops=(">",), operands=(counted, const(3))))).startswith("len(b_melds) >= 4 and ")
    # One element: no length test; the loop is still skipped when there are no melds at all.
    assert emit(specialise(ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(counted, const(1))))) == \
        "(len([1 for v_m in b_melds if (v_m.source != NO_SEAT) and (v_m.source == b_dealer)]) if b_melds else 0) == 1"
    for melds_held, expected in ((2, False), (3, True)):
        b_melds = [rt.Group(rt.PUNG, 0, [0] * 3, 0, 1, False, True) for _ in range(melds_held)]
        assert eval(at_least, {"b_melds": b_melds, "b_dealer": 1, "NO_SEAT": rt.NO_SEAT}) is expected
        assert_same_meaning([ir.Compare(span=SPAN, type=ir.BOOL, ops=(op,), operands=(counted, const(3))) for op in (">=", ">")],
                            [{"melds": b_melds, "dealer": d} for d in (0, 1)])


def test_a_quantifier_asks_for_enough_elements_once_before_its_loop():
    from compiler.emit import ExprEmitter
    melds = ir.Ref(span=SPAN, type=ir.list_of(ir.SET), scope=ir.RefKind.BUILTIN, name="melds")
    others = ir.Ref(span=SPAN, type=ir.list_of(ir.SEAT), scope=ir.RefKind.BUILTIN, name="others")
    seat = ir.Ref(span=SPAN, type=ir.SEAT, scope=ir.RefKind.LOCAL, name="s")
    fed_by = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(ir.GetAttr(span=SPAN, type=ir.SEAT, obj=ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name="m"), name="from"), seat))
    three_from = ir.Compare(span=SPAN, type=ir.BOOL, ops=(">=",), operands=(ir.Quant(span=SPAN, type=ir.INT, kind=ir.QuantKind.COUNT, binders=("m",), coll=melds, where=None, body=fed_by), const(3)))
    sealer = ir.Quant(span=SPAN, type=ir.SEAT, kind=ir.QuantKind.FIND, binders=("s",), coll=others, where=three_from, body=seat)
    text = ExprEmitter("hand")(specialise(sealer))
    assert text == ("(next((v_s for v_s in b_others if list(map(SOURCE_OF, b_melds)).count(v_s) >= 3), NO_SEAT) "
                    "if b_others else NO_SEAT) if len(b_melds) >= 3 else NO_SEAT")
    fed = [rt.Group(rt.PUNG, 0, [0] * 3, 0, 2, False, True) for _ in range(3)]
    for b_melds, expected in ((fed[:2], rt.NO_SEAT), (fed, 2), (fed + [rt.Group(rt.KONG, 1, [1] * 4)], 2)):
        assert eval(text, {"b_melds": b_melds, "b_others": [1, 2, 3], "NO_SEAT": rt.NO_SEAT, "SOURCE_OF": rt.SOURCE_OF}) == expected
        assert_same_meaning([sealer], [{"melds": b_melds, "others": [1, 2, 3]}])
    # The count reads the seat's own melds: the length test stays inside; a seat of `others` is a real one.
    their_melds = ir.GetAttr(span=SPAN, type=ir.list_of(ir.SET), obj=seat, name="melds")
    feeds_three = ir.Compare(span=SPAN, type=ir.BOOL, ops=(">=",), operands=(ir.Quant(span=SPAN, type=ir.INT, kind=ir.QuantKind.COUNT, binders=("m",), coll=their_melds, where=None, body=fed_by), const(3)))
    assert ExprEmitter("hand")(specialise(ir.Quant(span=SPAN, type=ir.BOOL, kind=ir.QuantKind.ANY, binders=("s",), coll=others, where=None, body=feeds_three))) == (
        "any(len(deal.players[v_s].melds) >= 3 and list(map(SOURCE_OF, deal.players[v_s].melds)).count(v_s) >= 3 "
        "for v_s in b_others) if b_others else False")
    # A condition that may raise (a division) is left to raise as written.
    divided = ir.Compare(span=SPAN, type=ir.BOOL, ops=(">",), operands=(ir.Binary(span=SPAN, type=ir.INT, op="//", left=const(6), right=seat), const(1)))
    risky = ir.Quant(span=SPAN, type=ir.SEAT, kind=ir.QuantKind.FIND, binders=("s",), coll=others, where=ir.Logic(span=SPAN, type=ir.BOOL, op="and", operands=(divided, three_from)), body=seat)
    assert "len(b_melds) >= 3 and" in ExprEmitter("hand")(specialise(risky))


def test_one_way_payments_match_one_transfer_at_a_time():
    rng = random.Random(4)
    for _ in range(500):
        seats = [rng.choice([rt.NO_SEAT, 0, 1, 2, 3]) for _ in range(rng.randrange(4))]
        one, amount = rng.choice([rt.NO_SEAT, 0, 1, 2, 3]), rng.choice([-2, 0, 1, 5])
        for helper, pairs in ((rt.pay_from_each, [(s, one) for s in seats]), (rt.pay_to_each, [(one, s) for s in seats])):
            outcomes = []
            for run in (helper, None):
                payments, deltas = [], [0, 0, 0, 0]
                try:
                    if run:
                        run(payments, deltas, seats if helper is rt.pay_from_each else one,
                            one if helper is rt.pay_from_each else seats, amount, "r")
                    else:
                        for source, target in pairs:
                            rt.add_payment(payments, deltas, source, target, amount, "r")
                    outcomes.append((payments, deltas))
                except rt.RecordError as error:
                    outcomes.append(error.code)
            assert outcomes[0] == outcomes[1], (helper.__name__, seats, one, amount)


def test_a_condition_alike_in_every_order_tries_each_combination_once():
    from compiler.emit import ExprEmitter
    chows = ir.Ref(span=SPAN, type=ir.list_of(ir.SET), scope=ir.RefKind.BUILTIN, name="chows")
    a, b = (ir.GetAttr(span=SPAN, type=ir.TILE, obj=ir.Ref(span=SPAN, type=ir.SET, scope=ir.RefKind.LOCAL, name=n),
                       name="tile") for n in "ab")
    same = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(a, b))
    next_up = ir.Compare(span=SPAN, type=ir.BOOL, ops=("==",), operands=(
        a, ir.Binary(span=SPAN, type=ir.TILE, op="+", left=b, right=const(1))))
    generic = {name: ir.Quant(span=SPAN, type=ir.INT, kind=ir.QuantKind.COUNT, binders=("a", "b"), coll=chows,
                              where=None, body=cond) for name, cond in (("same", same), ("next_up", next_up))}
    special = {name: specialise(q) for name, q in generic.items()}
    assert isinstance(special["same"].then, ir.OneOrder)  # after the test that two chows are there
    assert not isinstance(special["next_up"].then, ir.OneOrder)  # a before b matters: every order is tried
    emit = ExprEmitter("hand")
    assert emit(special["same"]) == ("len([1 for v_a, v_b in itertools.combinations(b_chows, 2) if v_a.tile == v_b.tile]) "
                                     "if len(b_chows) >= 2 else 0")
    assert emit(special["next_up"]).startswith("count_combination(b_chows, 2, lambda v_a, v_b:")
    chow = lambda t: rt.Group(rt.CHOW, t, [t, t + 1, t + 2])  # noqa: E731
    hands = [{"chows": [chow(0), chow(0), chow(1), chow(0)]}, {"chows": [chow(3)]}, {"chows": []}]
    assert_same_meaning(generic.values(), hands)
    from compiler.interpret import Evaluator
    assert [Evaluator().eval(special["same"], _Names(h), {}) for h in hands] == [3, 0, 0]
    assert Evaluator().eval(special["next_up"], _Names(hands[0]), {}) == 3
