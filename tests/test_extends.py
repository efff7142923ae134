"""House rules: a spec that extends a base ruleset changes options, patterns and rules, checked like any spec."""

import pytest

from compiler.errors import SpecErrors
from compiler.pipeline import compile_spec
from tests.conftest import ROOT

HOUSE = """\
extends: nanning
id: nanning_house
name: {zh: 我家南宁, en: Our Nanning}
options:
  concealed_base: {default: false}
patterns:
  - id: tianhu
    drop: true
  - id: lucky_eights
    name: {zh: 发发发, en: lucky eights}
    when: "count(t in tiles: t.number == 8 and t.is_suited) >= 3"
examples:
  - id: big-cannon-nine
    cite: 也有些地方的玩家无视门清牌型，把大炮一律定为9分
    record: {hand: "123m456m789p78s55z", win_tile: "9s", by: discard, from: 2, context: {last_tile: true}}
    expect: {total: 9, deltas: [9, 0, -9, 0]}
"""


def house(tmp_path, text=HOUSE):
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return compile_spec(path, "house.yaml", ROOT / "specs")


def test_a_house_ruleset_inherits_and_changes(tmp_path):
    compiled = house(tmp_path)
    rs = compiled.ruleset
    ids = [p.id for p in rs.patterns]
    assert "tianhu" not in ids and ids[-1] == "lucky_eights" and "qingyise" in ids
    assert {o.name: o.default for o in rs.options}["concealed_base"] is False
    assert [e.id for e in rs.examples] == ["big-cannon-nine"]  # the base's examples are not inherited
    score = compiled.module().score
    assert score({"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"})["deltas"] == [9, -3, -3, -3]
    dealer_first = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "context": {"first_draw": True}}
    assert score(dealer_first)["deltas"] == [9, -3, -3, -3]  # 天胡 dropped
    eights = {"hand": "888m456p678s78s55z", "win_tile": "9s", "by": "self_draw"}
    assert [p["id"] for p in score(eights)["wins"][0]["patterns"]] == ["lucky_eights"]


def test_the_hash_covers_the_base(tmp_path):
    import hashlib
    compiled = house(tmp_path)
    own = hashlib.sha256(HOUSE.encode("utf-8")).hexdigest()
    assert compiled.ruleset.spec_hash != own and len(compiled.ruleset.spec_hash) == 64


@pytest.mark.parametrize("old, new, message, hint", [
    ("concealed_base: {default: false}", "concealed_bace: {default: false}",
     "options: the base has no 'concealed_bace' (to add it, give type, doc)", "did you mean 'concealed_base'?"),
    ("  - id: tianhu\n    drop: true", "  - id: tainhu\n    drop: true",
     "patterns: the base has no 'tainhu' to drop", "did you mean 'tianhu'?"),
    ("extends: nanning", "extends: nanjng", "extends: there is no ruleset 'nanjng'", "did you mean 'nanjing'?"),
])
def test_overriding_what_the_base_lacks_is_an_error(tmp_path, old, new, message, hint):
    with pytest.raises(SpecErrors) as info:
        house(tmp_path, HOUSE.replace(old, new))
    (error,) = info.value.errors
    assert error.message == message and error.hint == hint
    assert error.span.file == "house.yaml"


def test_an_error_in_inherited_text_points_at_the_house_file_when_it_is_the_cause(tmp_path):
    text = HOUSE.replace('when: "count(t in tiles: t.number == 8 and t.is_suited) >= 3"', 'when: "count(tiles) >= menqing"')
    with pytest.raises(SpecErrors) as info:
        house(tmp_path, text)
    (error,) = info.value.errors
    assert error.span.file == "house.yaml" and "compares numbers" in error.message


def test_a_house_name_that_a_base_uses_for_an_element_is_the_house_files_error(tmp_path):
    """An option `a` beside Nanning's `count(a, b in pairs: ...)` was an error at the base's line, which the house
    ruleset's author never wrote; it is now at the option. A house element named as a base's name stays the
    element's error."""
    option = "mjc: 1\nextends: nanning\nid: opt_a\noptions:\n  a: {type: int, default: 1, range: [0, 5], doc: {zh: a, en: a}}\n"
    (tmp_path / "opt_a.yaml").write_text(option, encoding="utf-8")
    with pytest.raises(SpecErrors) as info:
        compile_spec(tmp_path / "opt_a.yaml", "opt_a.yaml")
    (error,) = info.value.errors
    assert (error.span.file, error.span.line) == ("opt_a.yaml", 5)
    assert "option 'a': " in error.message and "names an element 'a' already" in error.message
    element = ("mjc: 1\nextends: nanning\nid: el\npatterns:\n  - id: my_p\n    name: {zh: 我, en: mine}\n"
               '    when: "count(pengpenghu in sets: pengpenghu.is_pung) > 3"\n')
    (tmp_path / "el.yaml").write_text(element, encoding="utf-8")
    with pytest.raises(SpecErrors) as info:
        compile_spec(tmp_path / "el.yaml", "el.yaml")
    (error,) = info.value.errors
    assert (error.span.file, error.span.line) == ("el.yaml", 7) and "'pengpenghu' is already a name" in error.message


def test_a_changed_definition_reaches_the_base_patterns(tmp_path):
    text = HOUSE.replace("patterns:\n", 'define:\n  base: "5"\npatterns:\n', 1)
    compiled = house(tmp_path, text.replace("    expect: {total: 9, deltas: [9, 0, -9, 0]}", "    expect: {total: 15, deltas: [15, 0, -15, 0]}"))
    score = compiled.module().score
    assert score({"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"})["deltas"] == [15, -5, -5, -5]


def test_a_house_reject_adds_to_the_base_rejects(tmp_path):
    text = HOUSE.replace("examples:", 'reject:\n  - when: "count(bonus_tiles) > 2"\n    code: too_many_codes\n'
                         '    message: {zh: 只摸两码, en: two codes only}\nexamples:', 1)
    codes = [r.code for r in house(tmp_path, text).ruleset.rejects]
    assert codes[-1] == "too_many_codes" and "sealed" in codes


def test_differences_from_the_base(tmp_path):
    from compiler.check import check
    from compiler.differ import differences
    compiled = house(tmp_path)
    changes = {(c.kind, c.name, c.what) for c in differences(check(compiled.doc.base), compiled.ruleset)}
    assert changes == {("option", "concealed_base", "changed"), ("pattern", "tianhu", "removed"),
                       ("pattern", "lucky_eights", "added")}


@pytest.mark.parametrize("old, new, message", [
    ("options:\n", "summary: ours\nsummary: ours again\noptions:\n", "spec: 'summary' is given twice"),
    ("patterns:\n", "options:\n  fenghu_double: {default: true}\npatterns:\n", "spec: 'options' is given twice"),
    ("  - id: tianhu\n    drop: true\n", "  - id: qingyise\n    value: \"7\"\n  - id: qingyise\n    value: \"2\"\n",
     "spec.patterns: 'qingyise' is given twice"),
    ("id: nanning_house\n", "", "a house ruleset needs an id of its own (such as nanning_house): add 'id:'"),
    ("id: nanning_house\n", "id: nanning\n", "a house ruleset needs an id of its own: 'nanning' is its base's"),
])
def test_a_house_ruleset_loses_nothing_silently(tmp_path, old, new, message):
    """Merging keeps one entry per key: a key given twice, or a missing id (the base's module would be
    overwritten), is an error rather than a quiet choice."""
    with pytest.raises(SpecErrors) as info:
        house(tmp_path, HOUSE.replace(old, new, 1))
    (error,) = info.value.errors
    assert error.message == message and error.span.file == "house.yaml"


@pytest.mark.parametrize("name", ["{zh: 自摸, en: self draw}", "{zh: 自摸翻倍, en: Self-Draw}", "{zh: 自摸, en: own draw}"])
def test_a_rule_named_almost_like_the_bases_is_refused(tmp_path, name):
    """Rules are matched by English name: a near miss would add a second rule and pay twice."""
    rule = f'settlement:\n  win:\n    - name: {name}\n      when: "by == self_draw"\n      pay: "0"\nexamples:'
    with pytest.raises(SpecErrors) as info:
        house(tmp_path, HOUSE.replace("examples:", rule, 1))
    (error,) = info.value.errors
    assert error.message.startswith("settlement: ") and "is not the base's rule 'self-draw' (自摸)" in error.message
    assert error.hint.startswith("to change the base's rule, give its English name exactly: 'self-draw'")


@pytest.mark.parametrize("change, message", [
    ("options:\n  fenghu_double: {default: 3}\n", "option 'fenghu_double': the default 3 is not a bool"),
    ("define:\n  tiles: \"3\"\n", "definition 'tiles' clashes with a built-in name of the language"),
    ("define:\n  base: \"if menqing then 1 else base\"\n", "definition 'base' refers to itself"),
])
def test_one_mistake_is_one_error(tmp_path, change, message):
    """A faulty option or definition is reported once, at the house file, not again where the base uses it."""
    text = "extends: nanning\nid: ours\nname: {zh: 我家, en: ours}\n" + change
    with pytest.raises(SpecErrors) as info:
        house(tmp_path, text)
    assert [(e.message, e.span.file) for e in info.value.errors] == [(message, "house.yaml")]


def test_a_house_rule_list_names_each_rule_once_and_aliases_do_not_loop(tmp_path):
    rule = '    - name: {zh: 自摸, en: self-draw}\n      when: "self_drawn"\n      pay: [{from: others, amount: "%s", reason: {zh: 自摸, en: self-draw}}]\n'
    twice = "settlement:\n  win:\n" + rule % "1" + rule % "7" + "examples:"
    with pytest.raises(SpecErrors) as info:
        house(tmp_path, HOUSE.replace("examples:", twice, 1))
    assert [e.message for e in info.value.errors] == ["spec.settlement.win: 'self-draw' is given twice"]
    with pytest.raises(SpecErrors) as info:  # an alias that holds itself is refused where it stands
        house(tmp_path, HOUSE.replace("examples:", "x: &a [*a]\nexamples:", 1))
    assert [(e.message, e.span.line) for e in info.value.errors] == [
        ("the alias '*a' stands inside the value it names ('&a'): a value cannot hold itself", 12)]


def test_a_house_rule_may_be_dropped_and_added_back_under_a_new_name(tmp_path):
    renamed = ('settlement:\n  win:\n    - name: {zh: 自摸, en: self-draw}\n      drop: true\n'
               '    - name: {zh: 自摸, en: self-draw doubled}\n      when: "self_drawn"\n'
               '      pay: [{from: others, amount: "2 * hand_value", reason: {zh: 自摸, en: self-draw}}]\nexamples:')
    text = HOUSE.replace("examples:", renamed, 1).split("examples:")[0]
    compiled = house(tmp_path, text)
    assert [r.name.en for r in compiled.ruleset.win_rules][-1] == "self-draw doubled"


def test_a_house_of_a_house_may_not_take_any_id_of_its_chain(tmp_path):
    (tmp_path / "house.yaml").write_text(HOUSE, encoding="utf-8")
    (tmp_path / "second.yaml").write_text("extends: house.yaml\nid: nanning\nname: {zh: 二, en: two}\n", encoding="utf-8")
    with pytest.raises(SpecErrors) as info:
        compile_spec(tmp_path / "second.yaml", "second.yaml", ROOT / "specs")
    assert [e.message for e in info.value.errors] == [
        "a house ruleset needs an id of its own: 'nanning' is the id of a ruleset it builds on"]


def test_drop_takes_true_or_false_and_nothing_else(tmp_path):
    kept = house(tmp_path, HOUSE.replace("    drop: true\n", "    drop: false\n    value: \"7\"\n", 1))
    assert next(p for p in kept.ruleset.patterns if p.id == "tianhu").value.value == 7
    with pytest.raises(SpecErrors) as info:
        house(tmp_path, HOUSE.replace("    drop: true\n", "    drop: maybe\n", 1))
    (error,) = info.value.errors
    assert error.message == "drop: expected true (to remove the base's entry)"
    assert (error.span.file, error.span.line) == ("house.yaml", 8)
    assert error.hint == "leave 'drop' out to change the entry instead"


@pytest.mark.parametrize("base", ["/etc/passwd", "/proc/self/environ", "../../.aws/credentials", "sub/notes.txt"])
def test_a_base_is_a_spec_file_by_its_name(compile_text, base):
    """A base path that names no .yaml or .yml file is refused before it is read: /etc/passwd was read as a base,
    and the error showed its first line (a spec's errors may go to a build log others read)."""
    with pytest.raises(SpecErrors) as refused:
        compile_text(f"extends: {base}\nid: leak\n")
    (error,) = refused.value.errors
    assert error.message.startswith(f"extends: {base!r} is no spec file")
    assert "root:" not in str(refused.value.errors)


@pytest.mark.parametrize("base_text, refusal", [
    ("github.com:\n    oauth_token: ghp_SECRET\n", "is no spec: its top-level keys are not a spec's"),
    ("id: leak\nname: x\noauth_token: ghp_SECRET\n", "is no spec: its top-level keys are not a spec's"),
    ("- ghp_SECRET\n- two\n", "is no spec: its top-level keys are not a spec's"),
    ("token: [ghp_SECRET\n", "is no readable YAML"),
])
def test_a_base_that_is_no_spec_shows_nothing_of_itself(tmp_path, base_text, refusal):
    """A .yaml file elsewhere on the machine named as a base (a config holding a token, say) is refused at the
    `extends` line: its errors used to quote its lines, token included."""
    (tmp_path / "config.yml").write_text(base_text, encoding="utf-8")
    (tmp_path / "house").mkdir()
    (tmp_path / "house" / "house.yaml").write_text("mjc: 1\nextends: ../config.yml\nid: house\n", encoding="utf-8")
    with pytest.raises(SpecErrors) as refused:
        compile_spec(tmp_path / "house" / "house.yaml")
    (error,) = refused.value.errors
    assert refusal in error.message and (error.span.file, error.span.line) == (str(tmp_path / "house" / "house.yaml"), 2)
    assert "ghp_SECRET" not in str(refused.value.errors) + str(error.hint)


def test_a_bundled_base_is_cited_by_its_place_in_mjc_not_where_mjc_is_installed(tmp_path):
    """A house ruleset over a bundled one carried mjc's install folder (a user's home, in a pip install) in its
    generated code, 40 times, and in its calculator page and messages."""
    from compiler import bundled
    path = tmp_path / "house.yaml"
    path.write_text("mjc: 1\nextends: nanning\nid: house\nname: {zh: 家, en: house}\n", encoding="utf-8")
    compiled = compile_spec(path, "house.yaml", None)
    installed = str(bundled.SPECS.resolve())
    for text in (compiled.module_source, compiled.native_source()[0] or ""):
        assert installed not in text and str(ROOT) not in text
    assert "mjc/specs/nanning.yaml:" in compiled.module_source


@pytest.mark.parametrize("base_text", ["name: {password: HUNTER2}\n", "id: HUNTER2\n", "id: ok\nname: x\ntiles: HUNTER2\n",
                                       "id: ok\nname: x\nexamples: HUNTER2\n"])
def test_a_base_that_does_not_read_as_a_spec_shows_nothing_of_itself(tmp_path, base_text):
    """A file whose top-level keys are a spec's, but whose values are not, had its lines and values quoted in the
    errors (`spec.id: 'HUNTER2' is not a name`): a base that does not read is said at the extends line alone."""
    (tmp_path / "base.yaml").write_text(base_text, encoding="utf-8")
    (tmp_path / "house.yaml").write_text("mjc: 1\nextends: base.yaml\nid: house\n", encoding="utf-8")
    with pytest.raises(SpecErrors) as refused:
        compile_spec(tmp_path / "house.yaml", "house.yaml")
    (error,) = refused.value.errors
    assert error.message.startswith("extends: the base base.yaml does not read as a spec (line ")
    assert error.message.endswith(" of base.yaml); nothing of it is shown here")
    assert (error.span.file, error.span.line) == ("house.yaml", 2) and error.hint.startswith("mjc check base.yaml")
    assert "HUNTER2" not in str(refused.value.errors) + error.message + str(error.hint)


def test_a_house_s_patterns_count_with_its_base_s_against_the_limit(tmp_path):
    patterns = "".join(f'  - {{id: extra_{i}, name: {{zh: 额{i}, en: extra {i}}}, when: "count(melds) > {i % 4}"}}\n'
                       for i in range(987))  # with Nanning's 13 (a dropped one counted too): 1,000, then 1,001
    text = HOUSE.replace("patterns:\n", "patterns:\n" + patterns, 1)
    assert len(house(tmp_path, text).ruleset.patterns) == 1000
    more = text.replace("patterns:\n", 'patterns:\n  - {id: one_more, name: {zh: 又, en: one more}, when: "true"}\n', 1)
    with pytest.raises(SpecErrors) as info:
        house(tmp_path, more)
    (error,) = info.value.errors
    assert error.message == "this spec has 1,001 patterns with its bases'; a spec may have at most 1,000"
    assert (error.span.file, error.span.line) == ("house.yaml", 6)
