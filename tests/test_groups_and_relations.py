"""What a spec declares instead of the compiler: groups of fixed tiles that shapes take, and the policy
by which relation patterns' instances count. The interpreter and the generated module agree on both."""

from pathlib import Path

import pytest

from compiler import ir
from compiler import runtime as rt
from compiler import specformat as fmt
from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.conftest import MINI_TEXT, ROOT
from tests.test_strict_specs import col_of, line_of

# A made-up group: three winds in a row (East South West, or South West North).
WINDS = """\
mjc: 1
id: winds
name: {zh: 风顺规则, en: Wind runs}
unit: {id: fan, zh: 番, en: fan}
tiles:
  hand: 123456789m123456789p123456789s1234567z
claims: [chow, pung, kong]
groups:
  - id: wind_run
    name: {zh: 风顺, en: wind run}
    tiles: ["123z", "234z"]
shapes:
  - id: standard
    name: {zh: 基本和型, en: four sets and a pair}
    sets: 4
    pairs: 1
  - id: one_run
    name: {zh: 一风顺, en: "a wind run, three sets and a pair"}
    groups: {wind_run: 1}
    sets: 3
    pairs: 1
  - id: two_runs
    name: {zh: 二风顺, en: "two wind runs, two sets and a pair"}
    groups: {wind_run: 2}
    sets: 2
    pairs: 1
patterns:
  - id: run_hand
    name: {zh: 风顺和, en: wind run hand}
    when: "shape == one_run or shape == two_runs"
    value: "10"
  - id: runs
    name: {zh: 风顺数, en: wind runs}
    when: "any(s in sets: s.is_fixed)"
    count: "count(s in sets: s.is_fixed)"
  - id: east_completes_run
    name: {zh: 东成风顺, en: East completes a run}
    when: "win_set.is_fixed and win_tile == 1z"
    value: "3"
  - id: chow_count
    name: {zh: 顺子, en: chows}
    when: "count(chows) > 0"
    count: "count(chows)"
scoring:
  value: "total_value"
settlement:
  win:
    - name: {zh: 和牌, en: win}
      pay:
        - {from: others, amount: "total_value", reason: {zh: 和牌, en: win}}
"""


def compiled(tmp_path: Path, text: str, name: str = "house.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return compile_spec(path, name, ROOT / "specs")


def errors_of(tmp_path: Path, text: str) -> list:
    with pytest.raises(SpecErrors) as info:
        compiled(tmp_path, text)
    return info.value.errors


def only_error(tmp_path: Path, text: str):
    (error,) = errors_of(tmp_path, text)
    return error


def changed(old: str, new: str, text: str = WINDS) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def scores(c, record: dict) -> dict:
    """The generated module's result, after checking that the interpreter's is the same."""
    result = c.module().score(record)
    assert Interpreter(c.ruleset).score(record) == result
    return result


def counted(result: dict) -> dict:
    return {p["id"]: (p["value"], p["count"]) for p in result["wins"][0]["patterns"]}


# ---------------------------------------------------------------- a declared group of fixed tiles

def test_a_declared_group_makes_its_shape_in_interpreter_and_module(tmp_path):
    c = compiled(tmp_path, WINDS)
    (group,) = c.ruleset.groups
    assert (group.id, group.tiles) == ("wind_run", ((27, 28, 29), (28, 29, 30)))
    result = scores(c, {"hand": "13z123m456p789s55z", "win_tile": "2z", "by": "discard", "from": 1})
    assert result["wins"][0]["total"] == 14
    assert counted(result) == {"run_hand": (10, 1), "runs": (1, 1), "chow_count": (1, 3)}  # won on 2z: not from East
    result = scores(c, {"hand": "23z123m456p789s55z", "win_tile": "1z", "by": "self_draw"})
    assert counted(result) == {"run_hand": (10, 1), "runs": (1, 1), "east_completes_run": (3, 1), "chow_count": (1, 3)}
    assert result["deltas"] == [51, -17, -17, -17]


def test_the_module_arranges_a_fixed_group_as_one_set(tmp_path):
    module = compiled(tmp_path, WINDS).module()
    hand = rt.parse_tiles("123z123m456p789s55z")
    (arrangement,) = module.arrangements(hand, [], 28, 0, module.SHAPES)
    assert arrangement.shape == module.SHAPE_ONE_RUN
    fixed = [s for s in arrangement.sets if s.kind == rt.FIXED]
    assert [(s.tile, s.tiles) for s in fixed] == [(27, [27, 28, 29])]
    assert arrangement.win_set is fixed[0] and len(arrangement.sets) == 4 and len(arrangement.pairs) == 1
    # The same hand with 234z instead is a run too; 124z is none.
    assert module.arrangements(rt.parse_tiles("234z123m456p789s55z"), [], 28, 0, module.SHAPES)
    assert not module.arrangements(rt.parse_tiles("124z123m456p789s55z"), [], 28, 0, module.SHAPES)


def test_a_group_taken_twice_is_read_once_for_each_pair_of_its_tile_sets(tmp_path):
    c = compiled(tmp_path, WINDS)
    module = c.module()
    hand = rt.parse_tiles("122334z123m456p55z")  # 123z + 234z: one reading, not two
    by_module = module.arrangements(hand, [], 27, 0, module.SHAPES)
    by_interpreter = Interpreter(c.ruleset).arrangements(hand, [], 27, 0)
    assert len(by_module) == len(by_interpreter) == 1
    assert sorted(s.tiles for s in by_module[0].sets if s.kind == rt.FIXED) == [[27, 28, 29], [28, 29, 30]]
    result = scores(c, {"hand": "22334z123m456p55z", "win_tile": "1z", "by": "discard", "from": 2})
    assert counted(result) == {"run_hand": (10, 1), "runs": (1, 2), "east_completes_run": (3, 1), "chow_count": (1, 2)}


def test_the_waits_of_a_fixed_group_shape(tmp_path):
    module = compiled(tmp_path, WINDS).module()
    # Lacking the group's middle tile, or holding it whole with a chow waiting at either end.
    assert module.waits(rt.parse_tiles("13z123m456p789s55z"), [], module.SHAPES) == [28]
    assert module.waits(rt.parse_tiles("123z123m456p78s55z"), [], module.SHAPES) == [23, 26]  # 6s, 9s
    assert module.waits(rt.parse_tiles("123z123m456p789s5z"), [], module.SHAPES) == [31]


def test_the_sheet_names_a_group_as_the_spec_does(tmp_path):
    from compiler.render import _made_of
    shapes = {s.id: s for s in compiled(tmp_path, WINDS).ruleset.shapes}
    assert _made_of(shapes["one_run"]) == ("3组 + 1对 + 1组风顺", "3 sets + 1 pair + 1 wind run")
    assert _made_of(shapes["two_runs"]) == ("2组 + 1对 + 2组风顺", "2 sets + 1 pair + 2 × wind run")


def test_mcr_declares_its_knitted_straights_and_keeps_the_group_tile():
    c = compile_spec(ROOT / "specs" / "mcr.yaml", "specs/mcr.yaml")
    (knitted,) = c.ruleset.groups
    assert [rt.tiles_text(t) for t in knitted.tiles] == [
        "147m258p369s", "147m369p258s", "258m147p369s", "369m147p258s", "258m369p147s", "369m258p147s"]
    module = c.module()
    hand = rt.parse_tiles("147m258p369s555s11z")
    (arrangement,) = module.arrangements(hand, [], 0, 0, module.SHAPES)
    (straight,) = [s for s in arrangement.sets if s.kind == rt.FIXED]
    assert straight.tile == 0 and straight.tiles == rt.parse_tiles("147m258p369s")  # tiles[0], as a group's tile


def test_the_compiler_names_no_rulesets_groups_or_policies():
    """Knitted straights and the rule books' words for relation choices belong to specs, not to the compiler."""
    for path in (ROOT / "compiler").rglob("*"):
        if path.suffix in (".py", ".j2", ".json"):
            text = path.read_text(encoding="utf-8")
            for word in ("knit", "组合龙", "套算"):
                assert word not in text.lower(), (path, word)


# ---------------------------------------------------------------- errors in groups and shapes

@pytest.mark.parametrize("old, new, message, needle", [
    ('["123z", "234z"]', '["123z", "1f2f3f"]', "group 'wind_run': 1f of '1f2f3f' is not one of this ruleset's tiles "
     "(tiles.hand)", '"1f2f3f"'),
    ('["123z", "234z"]', '["123z", "2345z"]', "group 'wind_run': '2345z' has 4 tiles, but '123z' has 3; the tile "
     "sets of one group are all of one size", '"2345z"'),
    ('["123z", "234z"]', '["123z", "123z"]', "group 'wind_run': the tile set '123z' is given twice", '"123z"]'),
    ('["123z", "234z"]', '["123z", "1111123z"]', "group 'wind_run': '1111123z' holds 5 of 1z; there are four of "
     "each tile", '"1111123z"'),
    ('["123z", "234z"]', '["123z", "0z"]', "group 'wind_run': there is no tile numbered 0 (in '0z')", '"0z"'),
    ("groups: {wind_run: 1}", "groups: {wind_runs: 1}", "shape 'one_run': there is no group 'wind_runs'", "wind_runs"),
    ("groups: {wind_run: 1}", "groups: {wind_run: -1}", "spec.shapes[1].groups.wind_run: expected a whole number, "
     "0 or more, got -1", "-1"),
])
def test_a_faulty_group_or_shape_is_an_error_at_its_place(tmp_path, old, new, message, needle):
    text = changed(old, new)
    error = only_error(tmp_path, text)
    assert error.message == message
    assert (error.span.line, error.span.col) == (line_of(text, needle), col_of(text, needle))


def test_an_unknown_group_gets_a_did_you_mean(tmp_path):
    error = only_error(tmp_path, changed("groups: {wind_run: 1}", "groups: {wind_rum: 1}"))
    assert error.hint == "did you mean 'wind_run'?"
    error = only_error(tmp_path, changed("groups: {wind_run: 1}", "groups: {dragons: 1}"))
    assert error.hint == "declare it in the spec's groups"


@pytest.mark.parametrize("shape, message", [
    ("    groups: {wind_run: 2}\n    sets: 3\n    pairs: 1\n",
     "shape 'one_run': 3 sets, 1 pair and 2 wind_run (3 tiles each) make 17 tiles, not 14"),
    ("    groups: {wind_run: 1}\n    sets: 4\n    pairs: 0\n",
     "shape 'one_run': 4 sets, 0 pairs and 1 wind_run (3 tiles) make 15 tiles, not 14"),
])
def test_a_shape_with_groups_counts_its_tiles(tmp_path, shape, message):
    text = changed("    groups: {wind_run: 1}\n    sets: 3\n    pairs: 1\n", shape)
    error = only_error(tmp_path, text)
    assert error.message == message
    assert error.span.line == line_of(text, "- id: one_run")


def test_a_shape_takes_groups_or_a_tile_condition_not_both(tmp_path):
    text = changed("    groups: {wind_run: 1}\n", "    groups: {wind_run: 1}\n    tiles: \"count(tiles) == 14\"\n")
    error = only_error(tmp_path, text)
    assert error.message == "shape 'one_run': give either sets/pairs/groups or tiles, not both"


def test_a_group_declared_twice_is_an_error(tmp_path):
    text = changed("shapes:\n", "  - id: wind_run\n    name: {zh: 又, en: again}\n    tiles: [\"345z\"]\nshapes:\n")
    error = only_error(tmp_path, text)
    assert error.message == "group 'wind_run' is declared twice"
    assert (error.span.line, error.span.col) == (line_of(text, "again") - 1, 9)


# ---------------------------------------------------------------- the relation policy

def test_the_policy_names_are_the_irs():
    assert fmt.RELATION_POLICIES == tuple(p.value for p in ir.RelationPolicy)


def test_relation_patterns_without_a_policy_are_refused(tmp_path):
    text = changed("relations: join_once\n", "", MINI_TEXT)
    error = only_error(tmp_path, text)
    assert error.message == ("pattern 'pure_double_chow' is a relation pattern (among), but the spec selects no "
                             "policy for which of their instances count: add `relations: join_once` or "
                             "`relations: every_instance`")
    assert "every_instance: every instance found counts" in error.hint
    assert (error.span.line, error.span.col) == (line_of(text, 'among: "a, b in chows"'), 5)


def test_a_spec_without_relation_patterns_needs_no_policy(tmp_path):
    assert compiled(tmp_path, WINDS).ruleset.relations is None


def test_an_unknown_policy_is_an_error(tmp_path):
    error = only_error(tmp_path, changed("relations: join_once\n", "relations: join_twice\n", MINI_TEXT))
    assert error.message == "spec.relations: 'join_twice' is not one of join_once, every_instance"
    assert error.hint == "did you mean 'join_once'?"


@pytest.mark.parametrize("hand, join_once, every_instance", [
    # chows 234p 567p 234s 567s: 喜相逢 twice and 连六 twice are found; joined once, 连六 counts once.
    ("234567s234567p5z", {"mixed_double_chow": 2, "short_straight": 1}, {"mixed_double_chow": 2, "short_straight": 2}),
    # chows 234p 234p 567p 234s: 234p takes part in 一般高, twice in 喜相逢 and twice in 连六.
    ("234s223344567p5z", {"pure_double_chow": 1, "mixed_double_chow": 1, "short_straight": 1},
     {"pure_double_chow": 1, "mixed_double_chow": 2, "short_straight": 2}),
])
def test_every_instance_counts_what_join_once_leaves_out(tmp_path, hand, join_once, every_instance):
    record = {"hand": hand, "win_tile": "5z", "by": "discard", "from": 1}
    for policy, expected in (("join_once", join_once), ("every_instance", every_instance)):
        c = compiled(tmp_path, changed("relations: join_once\n", f"relations: {policy}\n", MINI_TEXT), f"{policy}.yaml")
        assert c.ruleset.relations == ir.RelationPolicy(policy)
        result = scores(c, record)
        relations = {pid: n for pid, (_v, n) in counted(result).items() if pid != "concealed_hand"}
        assert relations == expected, policy
        total = sum(expected.values()) + 2  # each relation is worth 1; concealed_hand 2
        assert result["wins"][0]["total"] == total and result["deltas"] == [2 * total, -2 * total, 0, 0]


def test_every_instance_needs_no_choice_tables(tmp_path):
    every = compiled(tmp_path, changed("relations: join_once\n", "relations: every_instance\n", MINI_TEXT)).module_source
    once = compiled(tmp_path, MINI_TEXT, "once.yaml").module_source
    assert "every_relation(" in every and "choose_relations(" not in every and "RELATION_CHOICES" not in every
    assert "choose_relations(" in once and "every_relation(" not in once


def test_a_house_ruleset_inherits_its_bases_policy_and_may_change_it(tmp_path):
    base = "mjc: 1\nextends: mcr\nid: house\nname: {zh: 我家国标, en: Our MCR}\n"
    assert compiled(tmp_path, base).ruleset.relations == ir.RelationPolicy.JOIN_ONCE
    c = compiled(tmp_path, base + "relations: every_instance\n", "every.yaml")
    assert c.ruleset.relations == ir.RelationPolicy.EVERY_INSTANCE
    # As in mini: 喜相逢 twice and 连六 twice are found; MCR's join_once counts 连六 once (and 8 + fan from each seat).
    record = {"hand": "234567s234567p5z", "win_tile": "5z", "by": "self_draw"}
    mcr = compile_spec(ROOT / "specs" / "mcr.yaml", "specs/mcr.yaml")
    for spec, short_straights, total in ((mcr, 1, 9), (c, 2, 10)):
        result = scores(spec, record)
        assert counted(result)["mixed_double_chow"] == (1, 2)
        assert counted(result)["short_straight"] == (1, short_straights)
        assert result["wins"][0]["total"] == total and result["deltas"] == [3 * (8 + total)] + [-(8 + total)] * 3
    # The house sheet says so: in its "What differs" table and in its scoring section.
    from compiler.render import render_markdown
    from compiler.verify import verify
    (change,) = [ch for ch in c.differences()["changes"] if ch.name == "relations"]
    assert (change.label.en, change.after.en) == ("how relation patterns count", "every combination of sets that holds counts")
    assert change.before.en.startswith("each set combines with another only once")
    markdown = render_markdown(c.ruleset, verify(c), **c.differences())
    assert "- How relation patterns count: 每个成立的组合都计 every combination of sets that holds counts" in markdown


# ---------------------------------------------------------------- found in review: each once a crash, a hang or a disagreement

def test_a_group_taken_many_times_is_read_without_trying_every_order():
    from compiler.interpret import _readings
    singles = tuple((t,) for t in range(27))  # a group of one suited tile, taken twelve times
    tiles = tuple(sorted(list(range(0, 24, 2)) + [30, 30]))
    readings = _readings(tiles, 0, 1, ((12, singles),))  # 12! orders before: this never returned
    assert readings == {tuple(sorted([(rt.PAIR, 30)] + [(rt.FIXED, (t,)) for t in range(0, 24, 2)]))}


def test_a_group_named_like_a_runtime_table_keeps_the_standalone_module_working(tmp_path):
    from compiler.cli import standalone_source
    c = compiled(tmp_path, WINDS.replace("wind_run", "tiles"))
    module_text = standalone_source(c)
    assert "FIXED_GROUP_TILES = (" in module_text
    namespace: dict = {}
    exec(compile(module_text, "standalone.py", "exec"), namespace)
    record = {"hand": "13z123m456p789s55z", "win_tile": "2z", "by": "discard", "from": 1}
    assert namespace["score"](record) == c.module().score(record) == Interpreter(c.ruleset).score(record)
    assert namespace["score"](record)["wins"][0]["total"] == 14


DEFINED = WINDS.replace('''patterns:
  - id: run_hand''', '''define:
  shaky: "12 // (count(sets) - 4)"
  wind_tile: "find(s in sets where 12 // (s.number - 2) > 0: s.tile)"
patterns:
  - id: shaky_count
    name: {zh: 险, en: shaky}
    when: "count(m in melds: shaky > 0) >= 2"
  - id: found
    name: {zh: 找, en: found}
    when: "wind_tile == 1m"
  - id: run_hand''')


@pytest.mark.parametrize("record", [
    {"hand": "13z123m456p789s55z", "win_tile": "2z", "by": "discard", "from": 1},
    {"hand": "123m456p789s1z", "win_tile": "1z", "by": "self_draw", "melds": [{"kind": "chow", "tiles": "234m", "from": 3}]},
    {"hand": "1m", "win_tile": "1m", "by": "self_draw", "melds": [{"kind": "pung", "tiles": "222m", "from": 1},
     {"kind": "pung", "tiles": "333p", "from": 2}, {"kind": "pung", "tiles": "444s", "from": 3}, {"kind": "chow", "tiles": "567s", "from": 3}]},
])
def test_a_form_that_skips_work_never_skips_an_error_the_spec_would_raise(tmp_path, record):
    """A length test put before a count, and find's first match, leave a definition that may raise to
    raise as it would: the interpreter on the checked IR, on the optimised IR and the module agree."""
    from compiler.pipeline import optimise
    c = compiled(tmp_path, DEFINED)
    checked = Interpreter(c.ruleset).score(dict(record))
    assert Interpreter(optimise(c.ruleset)).score(dict(record)) == checked == c.module().score(dict(record))
    assert checked.get("error", {}).get("code") in (None, "division_by_zero")  # a scored hand, or the spec's own error


def test_a_costly_name_read_by_a_deal_rule_is_worked_out_for_its_view(tmp_path):
    text = WINDS.replace('''settlement:
  win:''', '''settlement:
  player:
    - name: {zh: 听, en: waits}
      when: "any(w in wins: count(w.waits) > 1 and w.kong_chain == 0)"
      pay:
        - {from: p, to: p, amount: "0", reason: {zh: 听, en: waits}}
  win:''')
    c = compiled(tmp_path, text)
    record = {"hand": "13z123m456p789s55z", "win_tile": "2z", "by": "discard", "from": 1}
    result = c.module().score(record)
    assert "error" not in result and result == Interpreter(c.ruleset).score(record)


def test_a_binder_that_shadows_a_seat_of_others_is_read_as_itself(tmp_path):
    text = WINDS.replace('''  - id: run_hand''', '''  - id: shadowed
    name: {zh: 影, en: shadowed}
    when: "any(s in others: any(s in [discarder]: count(s.melds) == 0))"
  - id: run_hand''')
    c = compiled(tmp_path, text)
    seat3_pung = {"hand": "1112345678m", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}]}
    for by, shadowed in (("self_draw", True), ("discard", False)):  # none has no melds; seat 3 has one
        win = {"winner": 0, "win_tile": "2z", "by": by, **({"from": 3} if by == "discard" else {})}
        record = {"players": [{"hand": "13z123m456p789s55z"}, {}, {}, seat3_pung], "wins": [win]}
        result = scores(c, record)  # the module's, checked against the interpreter's
        assert ("shadowed" in counted(result)) == shadowed


def test_all_with_only_where_means_every_element_meets_it_in_interpreter_and_module(tmp_path):
    text = WINDS.replace('''  - id: run_hand''', '''  - id: suited_only
    name: {zh: 无字, en: suited only}
    when: "all(t in tiles where t.is_suited)"
  - id: run_hand''')
    c = compiled(tmp_path, text)
    honours = scores(c, {"hand": "13z123m456p789s55z", "win_tile": "2z", "by": "discard", "from": 1})
    assert "suited_only" not in counted(honours)
    suited = scores(c, {"hand": "123m456p789s123s5p", "win_tile": "5p", "by": "discard", "from": 1})
    assert "suited_only" in counted(suited)


def test_a_definition_that_may_raise_raises_only_where_it_is_read(tmp_path):
    text = WINDS.replace('''patterns:
  - id: run_hand''', '''define:
  per_meld: "12 // count(melds)"
patterns:
  - id: few_melds
    name: {zh: 少副露, en: few melds}
    when: "count(melds) > 0 and per_meld > 5"
  - id: many_melds
    name: {zh: 多副露, en: many melds}
    when: "count(melds) > 0 and per_meld <= 5"
  - id: run_hand''')
    c = compiled(tmp_path, text)
    assert ir.Key(ir.KeyKind.DEFINE, "per_meld") in c.optimised.plan.lazy
    concealed = scores(c, {"hand": "13z123m456p789s55z", "win_tile": "2z", "by": "discard", "from": 1})
    assert "error" not in concealed  # no melds: per_meld (12 // 0) is never read
    melded = scores(c, {"hand": "13z123m456p55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}],
                        "win_tile": "2z", "by": "discard", "from": 1})
    assert "few_melds" in counted(melded)
