"""A broken spec gives positioned messages, with a caret and a did-you-mean, never a traceback."""

import pytest

from compiler.errors import SpecErrors, format_error
from tests.conftest import MINI_TEXT


def errors_of(compile_text, text):
    with pytest.raises(SpecErrors) as info:
        compile_text(text)
    return info.value.errors


def line_of(text, needle):
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def broken(old, new):
    assert old in MINI_TEXT
    return MINI_TEXT.replace(old, new, 1)


def test_the_fixture_compiles(mini):
    assert mini.ruleset.id == "mini"
    assert len(mini.ruleset.patterns) == 15


def test_misspelt_key_gets_did_you_mean(compile_text):
    text = broken("    excludes: [dragon_pung]", "    exclude: [dragon_pung]")
    (error,) = errors_of(compile_text, text)
    assert error.message == "spec.patterns[0]: unknown key 'exclude'"
    assert error.hint == "did you mean 'excludes'?"
    assert error.span.line == line_of(text, "exclude: [dragon_pung]")
    shown = format_error(error, {"house.yaml": text})
    assert shown.splitlines()[0].startswith(f"house.yaml:{error.span.line}:5: error:")
    assert shown.splitlines()[2].strip() == "^^^^^^^"


def test_an_error_in_a_long_line_shows_the_stretch_around_it(compile_text):
    # One expression of 40,000 characters on its line: the message quoted it whole, and a caret line as long.
    expr = " + ".join(["count(melds)"] * 2_500) + " + nosuch > 1"
    text = broken('when: "lucky"', f'when: "{expr}"')
    (error,) = errors_of(compile_text, text)
    assert error.message == "unknown name 'nosuch' here"
    source_line, caret_line = format_error(error, {"house.yaml": text}).splitlines()[1:3]
    assert len(source_line) <= 2 + 3 + 160 + 3
    assert source_line.startswith("  ...") and source_line.endswith('1"')  # the line's end is in the stretch
    at = caret_line.index("^")
    assert caret_line[at:] == "^" * len("nosuch")
    assert source_line[at:at + len("nosuch")] == "nosuch"


def test_a_close_name_is_found_among_names_of_every_length():
    from compiler.errors import did_you_mean
    import difflib
    import random
    rng = random.Random(7)
    known = ["".join(rng.choice("abcde_") for _ in range(rng.randint(1, 24))) for _ in range(400)]
    found = 0
    for name in ["".join(rng.choice("abcde_") for _ in range(rng.randint(1, 24))) for _ in range(300)]:
        close = difflib.get_close_matches(name, sorted(set(known)), n=1, cutoff=0.6)
        assert did_you_mean(name, known) == (f"did you mean '{close[0]}'?" if close else None)
        found += bool(close)
    assert 100 < found < 300  # names with a close one and names without


def test_wrong_indentation_is_a_yaml_error_with_a_hint(compile_text):
    text = broken("    value: \"88\"\n    excludes", "    value: \"88\"\n      excludes")
    (error,) = errors_of(compile_text, text)
    assert error.message.startswith("YAML syntax error")
    assert "indentation" in error.hint
    assert error.span.line == line_of(text, "      excludes")


def test_an_unquoted_expression_with_a_colon_is_told_to_be_quoted(compile_text):
    old = 'when: "any(a, b, c in chows: a.number == b.number == c.number'
    text = broken(old, old.replace('"', "", 1)).replace('[a.suit, b.suit, c.suit])"', "[a.suit, b.suit, c.suit])", 1)
    (error,) = errors_of(compile_text, text)
    assert error.message == "YAML syntax error: mapping values are not allowed here"
    assert error.hint == "a value holding ': ' must be quoted: put it in double quotes, as every expression should be"
    assert error.span.line == line_of(text, "when: any(a, b, c in chows:")


def test_an_example_names_only_patterns_of_the_spec(compile_text):
    text = broken("patterns: [big_dragons, zimo]", "patterns: [big_dragonz, zimo]")
    errors = errors_of(compile_text, text)
    assert [(e.message, e.hint) for e in errors] == [
        ("example 'dragons-self-draw': the spec has no pattern 'big_dragonz'", "did you mean 'big_dragons'?")]
    assert errors[0].span.line == line_of(text, "big_dragonz")


def test_an_example_expects_only_known_error_codes(compile_text):
    text = MINI_TEXT + "\n  - id: misspelt-code\n    cite: x\n    record: {hand: \"1m\", win_tile: \"1m\", by: self_draw}\n" \
        "    expect: {error: not_a_wim}\n"
    errors = errors_of(compile_text, text)
    assert [(e.message, e.hint) for e in errors] == [
        ("example 'misspelt-code': no record error or reject has the code 'not_a_wim'", "did you mean 'not_a_win'?")]


def test_pattern_value_of_the_wrong_type(compile_text):
    text = broken('    value: "24"', '    value: "lucky"')
    (error,) = errors_of(compile_text, text)
    assert error.message == "expected an int here, but this is a bool"
    assert error.span.line == line_of(text, 'value: "lucky"')
    assert error.span.col == 13


def test_unknown_name_inside_an_expression(compile_text):
    text = broken('when: "count(dragon_pungs) > 0"', 'when: "count(dragon_pongs) > 0"')
    errors = errors_of(compile_text, text)
    assert errors[0].message == "unknown name 'dragon_pongs' here"
    assert errors[0].hint == "did you mean 'dragon_pungs'?"
    line = line_of(text, 'count(dragon_pongs) > 0')
    assert (errors[0].span.line, errors[0].span.col) == (line, text.splitlines()[line - 1].index("dragon_pongs)") + 1)


def test_unknown_attribute(compile_text):
    text = broken('s.tile == seat_wind', 's.tiel == seat_wind')
    (error,) = errors_of(compile_text, text)
    assert error.message == "a set has no 'tiel'" and error.hint == "did you mean 'tile'?"


def test_cyclic_exclusions(compile_text):
    text = broken('    value: "2"\n    count: "count(dragon_pungs)"',
                  '    value: "2"\n    count: "count(dragon_pungs)"\n    excludes: [big_dragons]')
    errors = errors_of(compile_text, text)
    assert any(e.message == "cyclic exclusions: big_dragons excludes dragon_pung excludes big_dragons" for e in errors)


def test_an_ordinary_pattern_excluding_a_limit_one_is_a_cycle(compile_text):
    # A limit pattern excludes every ordinary one by its kind, through one node of the graph, not shown.
    text = broken('    value: "2"\n    count: "count(dragon_pungs)"',
                  '    value: "2"\n    count: "count(dragon_pungs)"\n    excludes: [orphans]') \
        .replace('    when: "shape == orphans13"\n', '    when: "shape == orphans13"\n    limit: true\n')
    (error,) = [e for e in errors_of(compile_text, text) if e.message.startswith("cyclic")]
    assert error.message == "cyclic exclusions: big_dragons excludes dragon_pung excludes orphans excludes big_dragons"
    assert error.hint.startswith("a limit pattern excludes every ordinary one")


def test_exclusion_must_point_down_the_list(compile_text):
    text = broken('    value: "6"', '    value: "6"\n    excludes: [big_dragons]')
    (error,) = errors_of(compile_text, text)
    assert "excludes 'big_dragons', which is listed before it" in error.message


def test_definition_cycle(compile_text):
    text = broken('triplets: "count(s in sets: s.is_pung)"', 'triplets: "count(s in sets: s.is_pung) + loop"\n  loop: "triplets"')
    (error,) = errors_of(compile_text, text)
    assert error.message == "definitions refer to each other in a circle: triplets -> loop -> triplets"


def test_pattern_cannot_use_a_sum_it_feeds(compile_text):
    text = broken('when: "lucky"', 'when: "lucky and fan > 2"')
    (error,) = errors_of(compile_text, text)
    assert error.message == "circular reference: lucky_win -> fan -> lucky_win"
    assert error.hint == "a pattern cannot read a sum it adds to, nor a definition that reads that sum"
    assert error.span.line == line_of(text, "- id: lucky_win")  # at the pattern, not at the sums


def test_definitions_in_a_circle_are_named_in_order(compile_text):
    text = broken('  triplets: "count(s in sets: s.is_pung)"\n',
                  '  triplets: "count(s in sets: s.is_pung) + aa"\n  aa: "bb"\n  bb: "triplets"\n')
    (error,) = errors_of(compile_text, text)
    assert error.message == "definitions refer to each other in a circle: triplets -> aa -> bb -> triplets"
    assert error.span.line == line_of(text, 'bb: "triplets"')


def test_names_may_not_shadow_builtins(compile_text):
    text = broken("- id: zimo\n", "- id: winner\n")
    error, *examples = errors_of(compile_text, text)
    assert error.message == "pattern 'winner' clashes with a built-in name of the language"
    assert examples and all(e.message.endswith("the spec has no pattern 'zimo'") for e in examples)  # they name it still


def test_failing_type_rules(compile_text):
    text = broken('amount: "if payer == dealer then 6 else 5", reason: {zh: 花杠', 'amount: "p", reason: {zh: 花杠')
    (error,) = errors_of(compile_text, text)
    assert error.message == "expected an int here, but this is a seat"


def test_duplicate_example_ids(compile_text):
    text = broken("  - id: orphans\n    cite:", "  - id: no-fan\n    cite:")
    (error,) = errors_of(compile_text, text)
    assert error.message == "example id 'no-fan' is used twice"


def test_every_error_is_reported_in_one_pass(compile_text):
    text = broken('when: "lucky"', 'when: "lucky_flag"').replace('value: "24"', 'value: "true"')
    errors = errors_of(compile_text, text)
    assert len(errors) == 2


def test_empty_and_non_mapping_specs(compile_text):
    assert errors_of(compile_text, "")[0].message == "house.yaml is empty"
    assert "expected a mapping" in errors_of(compile_text, "- 1\n- 2\n")[0].message


def test_missing_required_key(compile_text):
    text = MINI_TEXT.replace("unit: {id: fan, zh: 番, en: fan}\n", "")
    (error,) = errors_of(compile_text, text)
    assert error.message.startswith("spec: missing required key 'unit'")


def test_spec_strings_never_reach_code(compile_text, tmp_path):
    # A reason or a name full of quotes and newlines stays data in the generated module.
    hostile = 'x\\"); import os; os.system(\\"touch PWNED\\"); (\\"'
    text = broken("reason: {zh: 自摸, en: self-draw}", f'reason: {{zh: "{hostile}", en: "{hostile}"}}')
    compiled = compile_text(text)
    module = compiled.module()
    result = module.score({"hand": "555666777z123m9p", "win_tile": "9p", "by": "self_draw"})
    assert result["payments"][0]["reason"].startswith('x"); import os')
    assert not (tmp_path / "PWNED").exists()


@pytest.mark.parametrize("old, new, message", [
    ('"all(t in tiles: t.is_yaojiu)', '"all(t in tiles: t.is_yaojiu and discard_factor > 1)', "unknown name 'discard_factor' in a shape condition"),
    ('when: "lucky"', 'when: "8z in tiles"', "there is no tile 8z"),
    ('      pay:\n        - {from: seat', '      pay: []\n      x:\n        - {from: seat', None),
    ("mjc: 1", "mjc: 2", "this compiler reads spec format 1, not 2"),
    ("  triplets:", "  none:", "'none' is a word of the language and cannot be a name"),
    ("name: {zh: 小规则, en: Mini rules}", "name: {}", "spec.name: give the text in zh, en or both"),
    ('when: "lucky"', 'when: "all(a, b in sets where a.is_chow: b.is_chow)"', "all() with several binders takes no 'where'"),
    ('when: "lucky"', 'when: "sum(tiles) > 0"', "sum() needs a binder here: sum(x in list: number): the sum"),
    ('when: "lucky"', 'when: "any(lucky in sets: true)"', "'lucky' is already a name"),
    ("  flowers: 12345678f", "  flowers: ø", "tiles.flowers: non-ASCII character 'ø'"),
    ("  hand: 123456789m", "  hand: 0123456789m", "tiles.hand: "),
])
def test_more_spec_mistakes(compile_text, old, new, message):
    errors = errors_of(compile_text, broken(old, new))
    if message is None:  # the penalty now has an unknown key
        assert errors[0].message.startswith("spec.settlement.penalties.false_win: unknown key 'x'")
    else:
        assert any(message in e.message for e in errors), [e.message for e in errors]


def test_a_rule_without_payments_is_an_error(compile_text):
    text = broken('      pay:\n        - {from: others, amount: "fan + flower_fan"', '      pay: []\n      unused:\n        - {from: others, amount: "fan + flower_fan"')
    assert errors_of(compile_text, text)[0].message.startswith("spec.settlement.win[0]: unknown key 'unused'")
    text = broken('      pay:\n        - {from: others, amount: "fan + flower_fan", reason: {zh: 自摸, en: self-draw}}', '      pay: []')
    assert errors_of(compile_text, text)[0].message == "a rule needs at least one payment under 'pay'"


def test_conditional_pattern_conditions_and_values_compile(compile_text, mini):
    # A condition or a value written `if ... then ... else ...` sits inside the count's own
    # conditional expression in the module: it needs its parentheses.
    text = MINI_TEXT.replace('when: "shape == orphans13"\n    value: "88"',
                             'when: "if shape == orphans13 then true else false"\n    value: "if self_drawn then 88 else 0"')
    assert "then 88 else 0" in text
    record = {"hand": "19m19p19s1234567z", "win_tile": "1m", "by": "self_draw"}
    assert compile_text(text).module().score(record) == mini.module().score(record)


def test_mutated_specs_compile_or_give_spec_errors(tmp_path):
    """Hundreds of small random edits of a spec (a token of an expression changed, dropped or
    doubled; a value of another type; a line dropped, doubled, moved or re-indented): each gives
    SpecErrors, or a module that loads and runs the spec's examples. Nothing else escapes."""
    import random
    import re
    from compiler.pipeline import compile_spec
    from compiler.verify import verify
    rng = random.Random(3)
    words = ["tiles", "sets", "chows", "count", "any", "all", "sum", "if", "then", "else", "and", "not", "in",
             "true", "1m", "0", "-1", "99999999999999999999", "3.5", "(", ")", "[", "]", ":", ",", "==", "+", "//",
             "**", ".", "t.suit", "'a'", "__import__('os')", "2 ** 99999", "{", "#", "lambda"]
    odd = ["", "null", "[]", "{}", "-5", "1.5", "true", "[1, 2]", "{a: 1}", "&a", "*a", "!!python/object:os.system", "ø"]
    lines = MINI_TEXT.split("\n")
    outcomes = {"spec errors": 0, "compiled": 0}
    for _ in range(150):
        edited = list(lines)
        i = rng.randrange(len(edited))
        key, colon, value = edited[i].partition(":")
        action = rng.random()
        if action < 0.5 and colon:
            tokens = re.findall(r"\w+|==|!=|<=|>=|//|\*\*|\S", value) or [""]
            j = rng.randrange(len(tokens))
            tokens[j:j + 1] = rng.choice([[rng.choice(words)], [], [tokens[j], tokens[j]], [rng.choice(words), tokens[j]]])
            edited[i] = key + colon + " " + " ".join(tokens)
        elif action < 0.65 and colon:
            edited[i] = key + colon + " " + rng.choice(odd)
        elif action < 0.8:
            edited.insert(rng.randrange(len(edited)), edited.pop(i))
        else:
            edited[i] = " " * rng.choice([0, 1, 3, 6]) + edited[i].lstrip()
        path = tmp_path / "mini.yaml"
        path.write_text("\n".join(edited), encoding="utf-8")
        try:
            compiled = compile_spec(path, "mini.yaml")
        except SpecErrors as exc:
            assert exc.errors and all(e.message for e in exc.errors)
            outcomes["spec errors"] += 1
            continue
        compiled.module()
        verify(compiled)
        outcomes["compiled"] += 1
    assert outcomes["spec errors"] > 50 and outcomes["compiled"] > 10, outcomes


def test_a_pattern_named_like_a_shape_is_one_error(compile_text):
    """The clashing pattern id keeps the shape's meaning, so `shape == orphans13` stays a shape test."""
    text = broken("  - id: orphans\n", "  - id: orphans13\n")
    error, *examples = errors_of(compile_text, text)
    assert error.message == "pattern 'orphans13' is already used as a shape name"
    assert all(e.message.endswith("the spec has no pattern 'orphans'") for e in examples)


def test_a_relation_value_that_is_not_constant_is_shown_where_it_stands(compile_text):
    text = broken("    among: \"a, b in chows\"\n", "    among: \"a, b in chows\"\n    value: \"count(chows)\"\n")
    (error,) = errors_of(compile_text, text)
    assert error.message.endswith("a relation pattern's value is a constant number")
    assert error.span.line == line_of(text, 'value: "count(chows)"')


def test_a_pattern_id_given_twice_is_one_error(compile_text):
    """The first pattern keeps the name: a condition that reads it is not a second error."""
    text = broken('    when: "lucky"', '    when: "lucky and not zimo"').replace(
        "  - id: zimo\n", "  - id: zimo\n    name: {zh: 自摸, en: self-drawn}\n    when: \"self_drawn\"\n  - id: zimo\n", 1)
    errors = errors_of(compile_text, text)
    assert [e.message for e in errors] == ["pattern 'zimo' is already used as a pattern name"]


def test_a_circle_through_relation_patterns_names_a_pattern(compile_text):
    old = 'when: "a.tile == b.tile"'
    (error,) = errors_of(compile_text, broken(old, 'when: "a.tile == b.tile and fan > 1"'))
    assert error.message.startswith("circular reference: pure_double_chow -> fan") and " 0 " not in error.message


def test_an_error_in_a_placeholder_points_into_the_message(compile_text):
    text = broken("    message: {zh: 无番不能和, en: a hand needs at least one fan}",
                  "    message:\n      zh: 无番不能和\n      en: \"a hand needs one fan, not {fam}\"")
    (error,) = errors_of(compile_text, text)
    assert error.message == "unknown name 'fam' here"
    line = line_of(text, "{fam}")
    assert (error.span.line, error.span.col) == (line, text.splitlines()[line - 1].index("{fam}") + 2)


TWO_FAILURES = '''mjc: 1
id: two_failures
name: {zh: 两处出错, en: two failures}
summary: a hand whose scoring fails in two places
unit: {id: fan, zh: 番, en: fan}
tiles:
  hand: 123456789m123456789p123456789s1234567z
claims: [chow, pung, kong]
shapes:
  - {id: standard, name: {zh: 基本和型, en: four sets and a pair}, sets: 4, pairs: 1}
options:
  x: {type: int, default: 1, doc: {zh: x, en: x}}
define:
  big: "x * 1000000000 * 1000000000"
  q: "100 // (x - 5)"
  p: "2 ** x"
patterns:
  - {id: a, name: {zh: 甲, en: a}, when: "true", value: "1"}
  - {id: b, name: {zh: 乙, en: b}, when: "big > 5", value: "1"}
  - {id: c, name: {zh: 丙, en: c}, when: "q > 5 or p > 100", value: "1"}
scoring:
  sums: [fan]
  value: "fan"
settlement:
  win:
    - name: {zh: 自摸, en: self-draw}
      when: "true"
      pay:
        - {from: others, amount: "fan", reason: {zh: 自摸, en: self-draw}}
examples:
  - {id: one, cite: c, record: {hand: "123m456p789s1112z", win_tile: "2z", by: self_draw}, expect: {total: 2}}
  - {id: both, cite: c, record: {hand: "123m456p789s1112z", win_tile: "2z", by: self_draw, options: {x: 70}},
     expect: {error: overflow}}
  - {id: codes, cite: c, record: {hand: "123m456p789s1112z", win_tile: "2z", by: self_draw,
     options: {x: -1000000000}}, expect: {error: negative_power}}
'''


def test_an_example_where_two_parts_fail_passes_whichever_the_interpreter_names(compile_text):
    """The language guide lets the scorers name either of two failures: `mjc check` took the interpreter's other
    choice (overflow in `big` against `p`, or `negative_power` against `overflow`) for a disagreement, and failed
    an example that no expectation could pass."""
    from compiler.verify import verify
    outcomes = verify(compile_text(TWO_FAILURES))
    assert [(o.example.id, o.ok) for o in outcomes] == [("one", True), ("both", True), ("codes", True)]
    named = {o.example.id: (o.module_result["error"]["code"], o.interpreter_result["error"]["code"])
             for o in outcomes[1:]}
    assert named == {"both": ("overflow", "overflow"), "codes": ("negative_power", "overflow")}
