"""A house rule changes what the sheet says everywhere: prose quotes the spec's values, stale prose warns."""

import time

import pytest

from compiler.errors import SpecErrors
from compiler.pipeline import compile_spec
from compiler.render import render_html, render_markdown
from compiler.verify import verify
from tests.conftest import ROOT, compiled_bundled
from tests.test_cli import mjc

CONCEALED = "123m456m789p78s55z"  # no claimed set, no pattern: a concealed hand with no doubling


@pytest.fixture
def ourtable(tmp_path):
    """`mjc new ourtable --from nanning`, then the concealed base set from 4 to 5."""
    made = mjc("new", "ourtable", "--from", "nanning", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    path = tmp_path / "specs" / "ourtable.yaml"
    text = path.read_text(encoding="utf-8")
    assert "  # concealed_points: {default: 4}" in text
    path.write_text(text.replace("  # concealed_points: {default: 4}", "  concealed_points: {default: 5}"), encoding="utf-8")
    return tmp_path, path


def test_the_sheet_states_the_house_base(ourtable):
    folder, path = ourtable
    compiled = compile_spec(path, "specs/ourtable.yaml")
    sheet = render_markdown(compiled.ruleset, verify(compiled), **compiled.differences())
    option = next(line for line in sheet.splitlines() if line.startswith("| `concealed_points`"))
    assert "门清基数5分" in option and "base is 5" in option and "4" not in option.replace("(3..12)", "")
    pengpeng = next(line for line in sheet.splitlines() if line.startswith("- **碰碰胡"))
    assert "门清基数5计" in pengpeng and "keeps base 5" in pengpeng and "4" not in pengpeng
    html = render_html(compiled.ruleset, verify(compiled), **compiled.differences())
    assert "门清基数5分" in html and "{concealed_points}" not in html and "{concealed_points}" not in sheet
    # The doc from `mjc doc` is the same sheet.
    assert mjc("doc", "specs/ourtable.yaml", "-o", "ourtable.md", cwd=folder).returncode == 0
    assert (folder / "ourtable.md").read_text(encoding="utf-8") == sheet


def test_a_concealed_hand_pays_the_house_base_both_ways(ourtable):
    _, path = ourtable
    module = compile_spec(path, "specs/ourtable.yaml").module()
    # No doubling, concealed: H = base × 2^0 = 5. Won on seat 2's discard, the discarder pays the
    # concealed base itself (discard_value: no doubling and 门清 -> base) = 5, not the text's 4.
    discard = module.score({"hand": CONCEALED, "win_tile": "9s", "by": "discard", "from": 2})
    assert discard["deltas"] == [5, 0, -5, 0] and discard["wins"][0]["total"] == 5
    # Self-drawn: each other seat pays H = 5, so the winner collects 3 × 5 = 15.
    drawn = module.score({"hand": CONCEALED, "win_tile": "9s", "by": "self_draw"})
    assert drawn["deltas"] == [15, -5, -5, -5] and drawn["wins"][0]["total"] == 15


def test_set_changes_the_prose_too():
    compiled = compile_spec(ROOT / "specs" / "nanning.yaml", "specs/nanning.yaml", settings={"concealed_points": "6"})
    sheet = render_markdown(compiled.ruleset, verify(compiled))
    assert "门清基数6分" in sheet and "keeps base 6" in sheet


def test_the_difference_is_said_in_words(ourtable):
    _, path = ourtable
    compiled = compile_spec(path, "specs/ourtable.yaml")
    sheet = render_markdown(compiled.ruleset, verify(compiled), **compiled.differences())
    table = sheet.split("## What differs", 1)[1].split("\n\n")[1]
    assert "门清基数5分" in table and "| 4 | 5 |" in table
    assert "concealed_base then" not in table and "×" not in table  # no formulas


BASE_WITH_PLAIN_PROSE = '''\
extends: nanning
id: plainbase
patterns:
  - id: pengpenghu
    description: {zh: 四副刻子加一对将；门清碰碰胡以基数4分计。, en: "Four pungs and a pair; concealed, base 4."}
examples: []
'''


def test_check_warns_when_a_house_changes_a_value_inherited_prose_states_plainly(tmp_path):
    (tmp_path / "plainbase.yaml").write_text(BASE_WITH_PLAIN_PROSE, encoding="utf-8")
    (tmp_path / "house.yaml").write_text("extends: plainbase.yaml\nid: house\nname: h\n"
                                         "options:\n  concealed_points: {default: 5}\nexamples: []\n", encoding="utf-8")
    proc = mjc("check", "-q", str(tmp_path / "house.yaml"))
    assert proc.returncode == 0
    warnings = [line for line in proc.stderr.splitlines() if "warning:" in line]
    assert warnings == ['house: warning: option concealed_points is 5 here, but pattern 碰碰胡 (pengpenghu) still says 4: '
                        '"四副刻子加一对将；门清碰碰胡以基数4分计。" (quote the value with a placeholder, or restate the text)']
    # The bundled prose quotes the value: the same change over nanning itself warns of nothing.
    quiet = mjc("check", "-q", "nanning", "--set", "concealed_points=5")
    assert quiet.returncode == 0 and "warning" not in quiet.stderr


def placeholder_error(tmp_path, description):
    text = BASE_WITH_PLAIN_PROSE.replace('{zh: 四副刻子加一对将；门清碰碰胡以基数4分计。, en: "Four pungs and a pair; concealed, base 4."}',
                                         description)
    (tmp_path / "plainbase.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(SpecErrors) as info:
        compile_spec(tmp_path / "plainbase.yaml", "plainbase.yaml")
    (error,) = info.value.errors
    line = text.splitlines()[error.span.line - 1]
    return error, line[error.span.col - 1:error.span.end_col - 1]


@pytest.mark.parametrize("description, message, at", [
    ('"base {concealed_pionts}"', "{concealed_pionts}: no option or definition is called 'concealed_pionts'",
     "{concealed_pionts}"),
    ('"worth {value(pengpeng)}"', "{value(pengpeng)}: there is no pattern 'pengpeng'", "{value(pengpeng)}"),
    ('"base {hand_value}"', "{hand_value}: definition 'hand_value' depends on the hand, so no sheet can state it "
     "as one number", "{hand_value}"),
    ('"a {concealed_base} flag"', "{concealed_base}: option 'concealed_base' is true or false; a placeholder "
     "quotes a number", "{concealed_base}"),
    ('"{{ok}} then a lone } brace"', "a lone '}' in text: write }} for a brace, or {name} to quote a value", "}"),
])
def test_a_placeholder_that_quotes_nothing_is_a_positioned_error(tmp_path, description, message, at):
    error, marked = placeholder_error(tmp_path, description)
    assert error.message == message and marked == at and error.span.file == "plainbase.yaml"


def test_escaped_braces_are_braces(tmp_path):
    text = BASE_WITH_PLAIN_PROSE.replace("zh: 四副刻子加一对将；门清碰碰胡以基数4分计。", 'zh: "门清碰碰胡以基数{{4}}分计。"')
    (tmp_path / "plainbase.yaml").write_text(text, encoding="utf-8")
    compiled = compile_spec(tmp_path / "plainbase.yaml", "plainbase.yaml")
    sheet = render_markdown(compiled.ruleset, [])
    assert "基数{4}分计" in sheet and "{{" not in sheet


def test_bundled_prose_has_no_placeholder_left_on_its_sheets():
    from compiler.prose import prose_fields, resolved
    for spec in sorted((ROOT / "specs").glob("*.yaml")):
        compiled = compiled_bundled(spec.stem)
        for where, text in prose_fields(resolved(compiled.ruleset)):
            assert "{" not in text.zh + text.en, (spec.name, where)


def test_a_number_inside_a_name_is_not_a_stated_number():
    from compiler.prose import plain_number
    assert plain_number(5, "明暗杠 5番") and plain_number(5, "worth 5 fan")
    assert not plain_number(5, "only under option kong_pair_5") and not plain_number(5, "5_fan")
    assert not plain_number(4, "14 or 3.4 or 4H")


def test_the_scaffold_compiles_with_its_examples_uncommented_as_the_guide_says(tmp_path):
    # house-rules.md: remove the "# " before a line to use it.
    assert mjc("--root", str(tmp_path), "new", "ourtable", "--from", "nanning").returncode == 0
    path = tmp_path / "specs" / "ourtable.yaml"
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index("# define:")
    uncommented = [line.replace("# ", "", 1) if i in (start, start + 1) or line.startswith("  # concealed_points")
                   else line for i, line in enumerate(lines)]
    path.write_text("\n".join(uncommented) + "\n", encoding="utf-8")
    proc = mjc("--root", str(tmp_path), "check", str(path))
    assert proc.returncode == 0, proc.stderr
    assert "plain_base" in uncommented[start + 1] and uncommented[start] == "define:"


def test_stale_prose_warnings_are_found_by_the_numbers_texts_state_and_stop_at_a_hundred(tmp_path):
    # 2,000 options whose docs all say 7, all changed by a house: every value matched every text, and 233 KB of
    # specs took 45 s and 2.2 GB to print four million warnings.
    options = "".join(f"  o{i}: {{type: int, default: 7, range: [1, 99], doc: {{zh: 付7分, en: pays 7 points}}}}\n"
                      for i in range(300))
    assert "\noptions:" not in BASE_WITH_PLAIN_PROSE
    (tmp_path / "plainbase.yaml").write_text(BASE_WITH_PLAIN_PROSE + "options:\n" + options, encoding="utf-8")
    changed = "".join(f"  o{i}: {{default: 8}}\n" for i in range(300))
    (tmp_path / "house.yaml").write_text(f"extends: plainbase.yaml\nid: house\nname: h\noptions:\n{changed}"
                                         "examples: []\n", encoding="utf-8")
    proc = mjc("check", "-q", str(tmp_path / "house.yaml"))
    assert proc.returncode == 0, proc.stderr
    warnings = [line for line in proc.stderr.splitlines() if "warning:" in line]
    assert len(warnings) == 101
    assert warnings[0] == ('house: warning: option o0 is 8 here, but option o0 still says 7: "付7分" (quote the value '
                           'with a placeholder, or restate the text)')
    assert warnings[-1] == "house: warning: more texts state values this ruleset changed; the first 100 are shown"


def test_placeholder_errors_stop_at_a_hundred_each_at_its_place(tmp_path):
    # 30,000 faulty placeholders in one text: each was looked for from the text's start, in the whole file split
    # again, and all were reported (53 s, 10.5 MB of errors).
    text = BASE_WITH_PLAIN_PROSE.replace("en: \"Four pungs and a pair; concealed, base 4.\"",
                                         "en: \"" + "{x} " * 3_000 + "\"")
    (tmp_path / "plainbase.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(SpecErrors) as info:
        compile_spec(tmp_path / "plainbase.yaml", "plainbase.yaml")
    errors = info.value.errors
    assert len(errors) == 101 and errors[-1].message == "the check stops after 100 errors: fix these and check again"
    assert {e.message for e in errors[:100]} == {"{x}: no option or definition is called 'x'"}
    line = text.splitlines()[errors[0].span.line - 1]
    cols = [e.span.col for e in errors[:100]]
    assert line[cols[0] - 1:].startswith("{x} {x}") and cols == [cols[0] + 4 * i for i in range(100)]


def test_placeholders_cost_a_look_each_and_a_web_of_definitions_is_worked_out_once(tmp_path):
    # Each placeholder made a table of every option and definition, and worked its definition out anew: 200,000
    # placeholders over 5,000 options took 71 s, and 2,000 over 32 layers of definitions each summing the 38 of
    # the layer below went past two minutes. Those layers are worked out for a house's stale prose too.
    layers = "".join(f'  d{layer}_{i}: "{" + ".join(f"d{layer + 1}_{j}" for j in range(12)) if layer < 11 else i}"\n'
                     for layer in range(12) for i in range(12))
    options = "".join(f"  o{i}: {{type: int, default: {i}, range: [0, 9999], doc: {{zh: o, en: o}}}}\n"
                      for i in range(2_000))
    summary = " ".join(["{d0_0} {o0} {o1999}"] * 10_000)
    text = (BASE_WITH_PLAIN_PROSE + "options:\n" + options
            + f"summary: {{zh: 摘要, en: \"{summary}\"}}\ndefine:\n" + layers)
    (tmp_path / "plainbase.yaml").write_text(text, encoding="utf-8")
    (tmp_path / "house.yaml").write_text("extends: plainbase.yaml\nid: house\nname: h\n"
                                         "options:\n  o5: {default: 6}\nexamples: []\n", encoding="utf-8")
    started = time.process_time()
    compiled = compile_spec(tmp_path / "house.yaml", "house.yaml")
    from compiler.prose import fill, warnings
    assert fill("{d0_0} and {o1999}", compiled.ruleset) == f"{12 ** 10 * 66} and 1999"
    assert warnings(compiled) == []
    assert time.process_time() - started < 15  # about 3 s


def test_the_look_for_stale_prose_stops_after_so_many_texts(tmp_path, monkeypatch):
    monkeypatch.setattr("compiler.prose.STALE_LOOKS", 50)
    options = "".join(f"  o{i}: {{type: int, default: 7, range: [1, 99], doc: {{zh: x, en: x}}}}\n" for i in range(40))
    flags = "".join(f"  b{i}: {{type: bool, default: false, doc: {{zh: '7 x', en: '7 x'}}}}\n" for i in range(40))
    (tmp_path / "plainbase.yaml").write_text(BASE_WITH_PLAIN_PROSE + "options:\n" + options + flags,
                                             encoding="utf-8")
    changed = "".join(f"  o{i}: {{default: 8}}\n" for i in range(40))
    (tmp_path / "house.yaml").write_text(f"extends: plainbase.yaml\nid: house\nname: h\noptions:\n{changed}"
                                         "examples: []\n", encoding="utf-8")
    from compiler.prose import warnings
    said = warnings(compile_spec(tmp_path / "house.yaml", "house.yaml"))
    assert said[-1] == ("house: warning: the look for texts that state values this ruleset changed stopped after 50 "
                        "texts; some may not be shown")
    assert len(said) == 1  # 7 is said in a bool option's doc, not as an amount: no warning of its own
