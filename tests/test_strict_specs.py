"""A spec is untrusted input shared between clubs: whatever it holds, mjc answers with a spec error
at the place (file:line:col), never a hang, a traceback or a silently changed value."""

import time

import pytest
import yaml

from compiler.errors import SpecErrors
from compiler.limits import MAX_ALIAS_NODES, MAX_INT_DIGITS, MAX_YAML_NESTING
from compiler.pipeline import compile_spec
from tests.conftest import MINI_TEXT, ROOT
from tests.test_cli import mjc

RECORD = '    record: {hand: "555666777z123m9p", win_tile: "9p", by: self_draw}'


def errors_of(compile_text, text):
    with pytest.raises(SpecErrors) as info:
        compile_text(text)
    return info.value.errors


def only_error(compile_text, text):
    (error,) = errors_of(compile_text, text)
    return error


def line_of(text, needle):
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def col_of(text, needle):
    line = text.splitlines()[line_of(text, needle) - 1]
    return line.index(needle) + 1


def broken(old, new):
    assert old in MINI_TEXT
    return MINI_TEXT.replace(old, new, 1)


def with_record(record_fields):
    """mini.yaml with the first example's record given more fields (a flow mapping's inside)."""
    return broken(RECORD, RECORD[:-1] + ", " + record_fields + "}")


# ---------------------------------------------------------------- 1. YAML aliases

def laughs(levels: int, width: int = 10) -> str:
    """The 'billion laughs' mappings: each level lists `width` aliases of the one before."""
    lines = ["lol0: &l0 [" + ", ".join(["lol"] * width) + "]"]
    lines += [f"lol{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * width) + "]" for i in range(1, levels + 1)]
    return "".join(f"        {line}\n" for line in lines)


def test_billion_laughs_are_refused_at_the_alias_that_passes_the_limit(compile_text):
    assert MAX_ALIAS_NODES == 10_000
    text = broken(RECORD, '    record:\n      hand: "555666777z123m9p"\n      win_tile: "9p"\n      by: self_draw\n'
                          "      context:\n" + laughs(8))
    assert len(laughs(8)) < 1700  # a small file; counted out in full, 10**9 values
    started = time.monotonic()
    error = only_error(compile_text, text)
    assert time.monotonic() - started < 10
    assert error.message == "YAML aliases in this file stand for more than 10,000 values in all"
    assert "write the values out, or repeat less" in error.hint
    # *l0 stands for 11 values, *l1 for 111, *l2 for 1111: 10 * 11 + 10 * 111 + 8 * 1111 pass 10,000
    assert (error.span.line, error.span.col) == (line_of(text, "lol3: &l3"), col_of(text, "*l2") + 7 * len("*l2, "))


def test_aliases_within_the_limit_read_as_their_anchors(compile_text, mini):
    """Anchors shared by several places (a reason, a record) work as before."""
    text = broken("reason: {zh: 自摸, en: self-draw}", "reason: &self_draw {zh: 自摸, en: self-draw}")
    text = text.replace("reason: {zh: 杠, en: kong}", "reason: *self_draw", 1)
    text = text.replace(RECORD, '    record: &dragons {hand: "555666777z123m9p", win_tile: "9p", by: self_draw}', 1)
    text = text.replace("    record: {hand: \"1133557799m112p\"", "    record_unused: *dragons\n    record: {hand: \"1133557799m112p\"", 1)
    assert errors_of(compile_text, text)[0].message == "spec.examples[1]: unknown key 'record_unused'"
    text = text.replace("    record_unused: *dragons\n", "", 1)
    compiled = compile_text(text)
    assert [r.pay[0].reason for r in compiled.ruleset.kong_rules][0].en == "self-draw"
    assert compiled.ruleset.examples[0].record == mini.ruleset.examples[0].record


def test_many_small_aliases_add_up_to_the_limit(compile_text):
    anchor = "    cite: &c x\n"
    many = "".join(f"    note{i}: *c\n" for i in range(MAX_ALIAS_NODES + 1))
    text = broken('    cite: "a made-up hand: big three dragons, self-drawn"\n', anchor + many)
    error = only_error(compile_text, text)
    assert error.message == "YAML aliases in this file stand for more than 10,000 values in all"
    assert error.span.line == line_of(text, f"note{MAX_ALIAS_NODES}: *c")


def test_an_example_record_that_holds_itself_is_a_spec_error(compile_text):
    text = broken(RECORD, '    record: &r {hand: "555666777z123m9p", win_tile: "9p", by: self_draw, again: *r}')
    error = only_error(compile_text, text)
    assert error.message == "the alias '*r' stands inside the value it names ('&r'): a value cannot hold itself"
    assert (error.span.line, error.span.col) == (line_of(text, "again: *r"), col_of(text, "*r}"))


@pytest.mark.parametrize("old, new, anchor, needle", [
    ('  triplets: "count(s in sets: s.is_pung)"', '  triplets: &t {expr: "1", doc: [*t]}', "t", "*t]"),
    ("  penalties:\n", "  penalties: &p\n    loop: *p\n", "p", "*p"),
])
def test_a_value_that_holds_itself_is_refused_anywhere(compile_text, old, new, anchor, needle):
    text = broken(old, new)
    error = only_error(compile_text, text)
    assert error.message == f"the alias '*{anchor}' stands inside the value it names ('&{anchor}'): a value cannot hold itself"
    assert (error.span.line, error.span.col) == (line_of(text, needle), col_of(text, needle))


def test_nesting_is_bounded_written_or_through_aliases(compile_text):
    assert MAX_YAML_NESTING == 50
    text = with_record("deep: " + "[" * 2000 + "]" * 2000)
    error = only_error(compile_text, text)
    assert error.message == "lists and mappings are nested more than 50 deep here"
    # the record stands 4 levels deep: its 47th bracket would open the 51st level
    assert (error.span.line, error.span.col) == (line_of(text, "deep: ["), col_of(text, "deep: [") + len("deep: ") + 46)
    # each part is shallow, but the alias puts 30 levels under 27
    text = with_record("a: &d " + "[" * 30 + "]" * 30 + ", b: " + "[" * 24 + "*d" + "]" * 24)
    error = only_error(compile_text, text)
    assert error.message == "the alias '*d' nests lists and mappings more than 50 deep"
    assert error.span.col == col_of(text, "*d")


@pytest.mark.parametrize("tagged, shown", [
    ("!!python/object:os.system echo", "!!python/object:os.system"),
    ("!!binary aGVsbG8=", "!!binary"),
    ("!club x", "!club"),
])
def test_a_yaml_tag_no_spec_uses_is_refused(compile_text, tagged, shown):
    text = with_record(f"x: {tagged}")
    error = only_error(compile_text, text)
    assert error.message == f"the YAML tag '{shown}' has no meaning in a spec"
    assert (error.span.line, error.span.col) == (line_of(text, tagged), col_of(text, tagged))


# ---------------------------------------------------------------- 2. whole numbers, bools and keys

@pytest.mark.parametrize("value, message, hint", [
    ("0x4", "expected a whole number in the ASCII digits 0-9, got '0x4'", "YAML reads '0x4' as 4: write 4 if that is meant"),
    ("1:30", "expected a whole number in the ASCII digits 0-9, got '1:30'", "YAML reads '1:30' as 90: write 90 if that is meant"),
    ("0b1", "expected a whole number in the ASCII digits 0-9, got '0b1'", "YAML reads '0b1' as 1: write 1 if that is meant"),
    ("010", "a whole number has no leading zero, got '010'", "YAML reads '010' as 8: write 8 if that is meant"),
    ("4_0", "expected a whole number in the ASCII digits 0-9, got '4_0'", "YAML reads '4_0' as 40: write 40 if that is meant"),
    ("!!int abc", "expected a whole number in the ASCII digits 0-9, got 'abc'", None),
    ('!!int ""', "expected a whole number in the ASCII digits 0-9, got ''", None),
    ('!!int "-"', "expected a whole number in the ASCII digits 0-9, got '-'", None),
    (".nan", "expected a whole number, got '.nan'", None),
    (".inf", "expected a whole number, got '.inf'", None),
    ("-.inf", "expected a whole number, got '-.inf'", None),
    ("4.0", "expected a whole number, got '4.0'", None),
    ("1" * 19, "a whole number of 19 digits is too long (at most 18)", None),
    ("9" * 5000, "a whole number of 5,000 digits is too long (at most 18)", None),
])
def test_a_whole_number_is_written_in_decimal_digits(compile_text, value, message, hint):
    assert MAX_INT_DIGITS == 18
    text = broken("    sets: 4\n", f"    sets: {value}\n")
    error = only_error(compile_text, text)
    assert (error.message, error.hint) == (f"spec.shapes[0].sets: {message}", hint)
    assert (error.span.line, error.span.col) == (line_of(text, f"sets: {value[:20]}"), 11)


def test_eighteen_digits_and_a_sign_are_whole_numbers(compile_text):
    assert compile_text(broken("    sets: 4\n", "    sets: +4\n")).ruleset.shapes[0].sets == 4
    # (An option's range stays within a record's numbers: an example record's meta takes any number.)
    compiled = compile_text(with_record("meta: -999999999999999999"))
    assert compiled.ruleset.examples[0].record["meta"] == -999999999999999999


def test_an_option_default_written_in_hex_names_the_number_not_the_types(compile_text):
    text = broken("default: 2, range", "default: 0x2, range")
    error = only_error(compile_text, text)
    assert error.message == "spec.options.discard_factor.default: expected a whole number in the ASCII digits 0-9, got '0x2'"
    assert (error.span.line, error.span.col) == (line_of(text, "0x2"), col_of(text, "0x2"))


@pytest.mark.parametrize("where, old, new", [
    ("spec.options.flowers_count.default", "default: true, doc: {zh: 花牌计番", "default: !!bool maybe, doc: {zh: 花牌计番"),
    ("spec.examples[0].record.context.lucky", RECORD, RECORD[:-1] + ", context: {lucky: !!bool maybe}}"),
])
def test_a_bool_tag_on_another_word_is_an_error_not_false(compile_text, where, old, new):
    text = broken(old, new)
    error = only_error(compile_text, text)
    assert error.message == f"{where}: expected true or false, got 'maybe'"
    assert (error.span.line, error.span.col) == (line_of(text, "!!bool maybe"), col_of(text, "!!bool maybe"))


@pytest.mark.parametrize("value, message", [
    ("0x1", "spec.examples[0].record.from: expected a whole number in the ASCII digits 0-9, got '0x1'"),
    ("9" * 5000, "spec.examples[0].record.from: a whole number of 5,000 digits is too long (at most 18)"),
    ("!!float abc", "spec.examples[0].record.from: expected a number, got 'abc'"),
    ('!!float ""', "spec.examples[0].record.from: expected a number, got ''"),
    ('!!int ""', "spec.examples[0].record.from: expected a whole number in the ASCII digits 0-9, got ''"),
    ("!!null x", "spec.examples[0].record.from: expected null, got 'x'"),
])
def test_numbers_of_an_example_record_are_read_like_the_specs(compile_text, value, message):
    text = with_record(f"from: {value}")
    error = only_error(compile_text, text)
    assert error.message == message
    assert (error.span.line, error.span.col) == (line_of(text, f"from: {value[:20]}"), col_of(text, f"from: {value[:20]}") + 6)


@pytest.mark.parametrize("key, where, what", [
    ("? {a: 1}\n: 2\n", "spec", "mapping"),
    ("? [a]\n: 2\n", "spec", "list"),
])
def test_a_mapping_or_list_as_a_key_is_a_spec_error(compile_text, key, where, what):
    text = broken("mjc: 1\n", key + "mjc: 1\n")
    error = only_error(compile_text, text)
    assert (error.message, error.hint) == (f"{where}: a {what} cannot be a key", "a key is a plain name or text")
    assert (error.span.line, error.span.col) == (line_of(text, key.split("\n")[0]), 3)


@pytest.mark.parametrize("old, new, where", [
    ("options:\n", "options:\n  ? {a: 1}\n  : 2\n", "spec.options"),
    (RECORD, RECORD[:-1] + ", ? {a: 1} : 2}", "spec.examples[0].record"),
])
def test_a_mapping_as_a_key_of_names_or_of_a_record_is_a_spec_error(compile_text, old, new, where):
    text = broken(old, new)
    error = only_error(compile_text, text)
    assert error.message == f"{where}: a mapping cannot be a key"
    assert (error.span.line, error.span.col) == (line_of(text, "? {a: 1}"), col_of(text, "{a: 1}"))


def test_a_yaml_merge_key_is_named(compile_text):
    text = with_record("<<: {by: discard}")
    error = only_error(compile_text, text)
    assert (error.message, error.hint) == ("spec.examples[0].record: YAML merge keys ('<<') are not read in a spec",
                                           "write the keys out")
    assert (error.span.line, error.span.col) == (line_of(text, "<<:"), col_of(text, "<<:"))


# ---------------------------------------------------------------- 3. keys given twice

def test_a_key_given_twice_in_an_example_record_is_an_error(compile_text):
    text = with_record("by: discard")
    error = only_error(compile_text, text)
    assert error.message == "spec.examples[0].record: 'by' is given twice"
    assert (error.span.line, error.span.col) == (line_of(text, "by: discard"), col_of(text, "by: discard"))


def test_a_key_given_twice_deep_in_a_record_is_named_by_its_path(compile_text):
    old = '        - {melds: [{kind: kong, tiles: "1111s", from: 0}]}'
    text = broken(old, '        - {melds: [{kind: kong, tiles: "1111s", from: 0, from: 2}]}')
    error = only_error(compile_text, text)
    assert error.message == "spec.examples[6].record.players[1].melds[0]: 'from' is given twice"
    assert (error.span.line, error.span.col) == (line_of(text, "from: 2}"), col_of(text, "from: 2}"))


@pytest.mark.parametrize("old, new, message, needle", [
    ('    value: "24"\n', '    value: "24"\n    value: "25"\n', "spec.patterns[2]: 'value' is given twice", 'value: "25"'),
    ("  flowers_count: {type", "  discard_factor: {type: bool, default: true, doc: x}\n  flowers_count: {type",
     "spec.options: 'discard_factor' is given twice", "discard_factor: {type: bool"),
])
def test_a_key_given_twice_in_the_spec_is_an_error_too(compile_text, old, new, message, needle):
    text = broken(old, new)
    error = only_error(compile_text, text)
    assert error.message == message
    assert (error.span.line, error.span.col) == (line_of(text, needle), col_of(text, needle))


# ---------------------------------------------------------------- 4. shapes and tile sets

@pytest.mark.parametrize("old, new, message, needle", [
    ("    sets: 4\n    pairs: 1\n", "    sets: 6\n    pairs: -2\n", "spec.shapes[0].pairs: expected a whole number, 0 or more, got -2", "-2"),
    ("    pairs: 7\n", "    pairs: 8\n    sets: -1\n    groups: {}\n", "spec.shapes[1].sets: expected a whole number, 0 or more, got -1", "-1"),
    ("    sets: 4\n    pairs: 1\n", "    sets: 4\n    pairs: 1\n    groups: {knitted: -1}\n",
     "spec.shapes[0].groups.knitted: expected a whole number, 0 or more, got -1", "-1"),
])
def test_a_shape_counts_nothing_below_zero(compile_text, old, new, message, needle):
    text = broken(old, new)
    error = only_error(compile_text, text)
    assert error.message == message
    assert (error.span.line, error.span.col) == (line_of(text, f": {needle}"), col_of(text, f": {needle}") + 2)


@pytest.mark.parametrize("counts, message", [
    ("    sets: 5\n    pairs: 1\n", "shape 'standard': 5 sets and 1 pair make 17 tiles, not 14"),
    ("    sets: 4\n    pairs: 7\n", "shape 'standard': 4 sets and 7 pairs make 26 tiles, not 14"),
])
def test_a_shape_of_more_than_fourteen_tiles_is_an_error(compile_text, counts, message):
    text = broken("    sets: 4\n    pairs: 1\n", counts)
    error = only_error(compile_text, text)
    assert error.message == message
    assert error.span.line == line_of(text, "- id: standard")


def test_the_hand_tiles_may_not_be_empty(compile_text):
    for blank in ('""', "''", '" "', "", "~"):
        text = broken("  hand: 123456789m123456789p123456789s1234567z\n", f"  hand: {blank}\n")
        error = only_error(compile_text, text)
        if blank in ("", "~"):  # YAML's null: not text at all
            assert error.message == f"spec.tiles.hand: expected text, got '{blank}'"
        else:
            assert error.message == ("spec.tiles.hand: is empty, but needs the playing tiles, in compact notation "
                                     "('123456789m123456789p123456789s1234567z')")
        assert error.span.line == line_of(text, "  hand:")


def test_no_flowers_is_still_written_as_empty_text(compile_text):
    compiled = compile_text(broken("  flowers: 12345678f\n", '  flowers: ""\n').replace(
        ', flowers: "15f"}', "}").replace('total: 28, deltas: [56, 0, -56, 0]', 'total: 26, deltas: [52, 0, -52, 0]'))
    assert compiled.ruleset.flower_tiles == ()


# ---------------------------------------------------------------- 5. mjc new over any base

HOSTILE_NAME = "a, b: c # d 'e' \"f\"\nsecond line\t{g} [h] &i *j !k %l @m `n ~ - ? | >"


def test_mjc_new_writes_a_valid_spec_whatever_the_base_is_called(tmp_path):
    base = yaml.safe_load(MINI_TEXT)
    base["id"] = "odd_base"
    base["name"] = {"zh": "怪名：" + HOSTILE_NAME, "en": HOSTILE_NAME}
    base["options"]["discard_factor"]["doc"] = {"zh": "倍数", "en": "what a discard\nmultiplies by # not a comment"}
    folder = tmp_path / "a club#1, ok: yes"
    folder.mkdir()
    (folder / "odd base.yaml").write_text(yaml.safe_dump(base, allow_unicode=True, sort_keys=False), encoding="utf-8")
    made = mjc("new", "ourclub", "--from", str(folder / "odd base.yaml"), cwd=tmp_path)
    assert made.returncode == 0, made.stdout + made.stderr
    path = tmp_path / "specs" / "ourclub.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["name"] == {"zh": f"怪名：{HOSTILE_NAME}（ourclub）", "en": f"{HOSTILE_NAME} - ourclub"}
    assert data["extends"] == "../a club#1, ok: yes/odd base.yaml"
    assert data["options"] == {"discard_factor": {"default": 2}}
    compiled = compile_spec(path, "specs/ourclub.yaml", ROOT / "specs")
    assert compiled.ruleset.name.en == f"{HOSTILE_NAME} - ourclub"
    assert compiled.ruleset.id == "ourclub"


# ---------------------------------------------------------------- 6. slips of a keyboard or an editor

@pytest.mark.parametrize("old, new, message, hint, needle", [
    ("id: mini\n", "id： mini\n", "YAML syntax error: a full-width colon '：' after 'id'",
     "type an ordinary colon and a space: id: mini", "："),
    ("    sets: 4\n", "    sets：4\n", "YAML syntax error: a full-width colon '：' after 'sets'",
     "type an ordinary colon and a space: sets: 4", "："),
    ("    sets: 4\n", "\u3000\u3000sets: 4\n", "YAML syntax error: a full-width space '\u3000' in the indentation",
     "indent with ordinary spaces (the full-width space comes from a Chinese input method)", "\u3000"),
    ("    sets: 4\n", "  \u3000sets: 4\n", "YAML syntax error: a full-width space '\u3000' in the indentation",
     "indent with ordinary spaces (the full-width space comes from a Chinese input method)", "\u3000"),
    ("    sets: 4\n", "\tsets: 4\n", "YAML syntax error: a tab in the indentation",
     "indent with spaces: YAML does not allow tabs there", "\t"),
    ("    sets: 4\n", "  \t  sets: 4\n", "YAML syntax error: a tab in the indentation",
     "indent with spaces: YAML does not allow tabs there", "\t"),
])
def test_a_slip_of_the_keyboard_is_shown_where_it_is_with_what_to_type(compile_text, old, new, message, hint, needle):
    text = broken(old, new)
    error = only_error(compile_text, text)
    assert (error.message, error.hint) == (message, hint)
    slipped = new.splitlines()[0]
    assert (error.span.line, error.span.col) == (line_of(text, slipped), slipped.index(needle) + 1)


@pytest.mark.parametrize("old, new, message, hint", [
    ("id: mini\n", "\u3000id: mini\n", "spec: unknown key '\u3000id'",
     "the key starts with a full-width space '\u3000': indent with ordinary spaces"),
    ("unit: {id: fan, zh: 番, en: fan}", "unit: {id： fan, zh: 番, en: fan}", "spec.unit: unknown key 'id： fan'",
     "'：' is a full-width colon: type an ordinary colon and a space: id: fan"),
    ("unit: {id: fan, zh: 番, en: fan}", "unit:\n  id： fan", "spec.unit: expected a mapping with keys id, zh, en",
     "'：' is a full-width colon: type an ordinary colon and a space: id: fan"),
])
def test_a_slip_that_yaml_reads_is_named_where_the_spec_refuses_it(compile_text, old, new, message, hint):
    text = broken(old, new)
    error = only_error(compile_text, text)
    assert (error.message, error.hint) == (message, hint)
    assert error.span.line == line_of(text, new.splitlines()[-1])


def test_full_width_spaces_that_begin_chinese_text_are_not_a_slip(compile_text):
    """In block text, a paragraph may begin with full-width spaces; a mistake on the next line is its own."""
    text = broken("summary: A test ruleset - fan add up, a discard pays double, flowers count.\n",
                  "summary: |\n  \u3000\u3000第一段。\nsource: x: y\n")
    error = only_error(compile_text, text)
    assert error.message == "YAML syntax error: mapping values are not allowed here"
    assert error.hint.startswith("a value holding ': ' must be quoted")
    assert error.span.line == line_of(text, "source: x: y")
    text = broken("summary: A test ruleset - fan add up, a discard pays double, flowers count.\n",
                  "summary: |\n  \u3000\u3000第一段：一。\n")
    assert compile_text(text).ruleset.summary.en == "\u3000\u3000第一段：一。\n"


def test_an_option_set_to_a_plain_value_is_told_the_default_form(tmp_path):
    path = tmp_path / "house.yaml"
    text = "extends: nanning\nid: nanning_house\nname: {zh: 我家, en: Ours}\noptions:\n  fenghu_double: true\n"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SpecErrors) as info:
        compile_spec(path, "house.yaml", ROOT / "specs")
    (error,) = info.value.errors
    assert error.message == "spec.options.fenghu_double: expected a mapping with keys type, default, range, doc"
    assert error.hint == ("an option is a mapping: to change its default, write fenghu_double: {default: true} "
                          "(a new option also needs type and doc)")
    assert (error.span.file, error.span.line, error.span.col) == ("house.yaml", 5, 18)


@pytest.mark.parametrize("name, message, needle", [
    ('{zh: 小规则, en: "  "}', "spec.name.en: the text is empty", "en:"),
    ('{zh: "", en: Mini rules}', "spec.name.zh: the text is empty", "zh:"),
    ('" "', "spec.name: the text is empty", '" "'),
])
def test_blank_text_is_an_error(compile_text, name, message, needle):
    text = broken("name: {zh: 小规则, en: Mini rules}\n", f"name: {name}\n")
    error = only_error(compile_text, text)
    assert error.message == message
    assert (error.span.line, error.span.col) == (line_of(text, "name: "), col_of(text, needle))


def test_a_file_of_too_many_values_is_refused_as_it_is_read(tmp_path):
    """A 3.9 MB list of 1.95 million numbers (under the 4 MB a spec file may have) took 53 s and 1.4 GB before any
    check: YAML is read in pure Python. Past MAX_YAML_NODES values, reading stops, at the value that passes it."""
    from compiler.errors import SpecErrors
    from compiler.limits import MAX_YAML_NODES
    from compiler.pipeline import compile_spec
    assert MAX_YAML_NODES == 100_000
    path = tmp_path / "many.yaml"
    path.write_text("mjc: 1\nid: many\nnotes: [" + "1," * 1_950_000 + "1]\n", encoding="utf-8")
    started = time.process_time()
    with pytest.raises(SpecErrors) as refused:
        compile_spec(path, "many.yaml")
    assert time.process_time() - started < 15  # some 3 s on a 2-core machine; 53 s before
    (error,) = refused.value.errors
    assert error.message == ("this file holds more than 100,000 values (numbers, texts, lists and mappings); a spec "
                             "may have at most 100,000")
    # the file's mapping, mjc, 1, id, many, notes and the list are 7 values: the list's 99,994th number passes it
    assert (error.span.line, error.span.col) == (3, len("notes: [") + 1 + 2 * 99_993)
