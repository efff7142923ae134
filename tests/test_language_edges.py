"""Edges of the forms riichi and Hong Kong need: dumps of specialised conditions, limit patterns in house
rulesets, unused definitions with parameters, details on the sheet and in examples, and the record checks
of declared wins and of several wins off one red five."""

from __future__ import annotations

from pathlib import Path

import pytest

from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.test_limits import where

SMALL = """mjc: 1
id: small
name: {zh: 小, en: Small}
unit: {id: points, zh: 点, en: points}
tiles:
  hand: 123456789m123456789p123456789s1234567z
  red: "0m0p0s"
claims: [chow, pung, kong]
shapes:
  - {id: standard, name: {zh: 一般形, en: four sets and a pair}, sets: 4, pairs: 1}
  - {id: nagashi, name: {zh: 流し満貫, en: nagashi mangan}, declared: true}
define:
  round_up_100:
    params: [x]
    expr: "(x + 99) // 100 * 100"
patterns:
  - {id: nagashi_mangan, name: {zh: 流し満貫, en: nagashi mangan}, when: "shape == nagashi", limit: true, value: "5", adds_to: han}
  - {id: tanyao, name: {zh: 断么九, en: all simples}, when: "all(t in tiles: not t.is_yaojiu)", adds_to: han}
  - {id: aka, name: {zh: 赤ドラ, en: red five}, when: "red_fives > 0", count: "red_fives", adds_to: han}
  - {id: chain, name: {zh: 岭上, en: after a kong}, when: "kong_chain > 0", adds_to: han}
  - {id: base_fu, name: {zh: 副底, en: base}, when: "true", value: "30", adds_to: fu}
scoring:
  sums: [han, fu]
  value: "(han, fu)"
  total: "round_up_100(fu * 2 ** (2 + han))"
  details: {han: "han", fu: "fu", shown: "'a | b'"}
  parts: [fu]
settlement:
  win:
    - name: {zh: 和, en: win}
      pay:
        - {from: others, amount: "round_up_100(fu * 2 ** (2 + han))", reason: {zh: 和, en: win}}
"""


def both(compiled, record):
    module = compiled.module().score(record)
    assert Interpreter(compiled.ruleset).score(record) == module
    return module


# ---------------------------------------------------------------- mjc ir crashes (pre-existing, but riichi's tanyao hits it)

def test_ir_dump_after_specialise_does_not_crash_on_a_condition_true_of_no_tile(compile_text):
    """A condition true of no tile (all simples) is specialised into a set of tiles that holds none: the dump writes it."""
    from compiler.ir_dump import dump
    from compiler.pipeline import optimise
    compiled = compile_text(SMALL)
    for stage in ("specialise", "plan"):
        assert "none" in dump(optimise(compiled.ruleset, stage))


# ---------------------------------------------------------------- a house ruleset cannot add or make a limit pattern

def test_a_house_ruleset_may_add_a_limit_pattern(tmp_path):
    """A house ruleset's new patterns come after its base's: a limit pattern may stand there."""
    (tmp_path / "small.yaml").write_text(SMALL, encoding="utf-8")
    house = tmp_path / "house.yaml"
    house.write_text("mjc: 1\nextends: small.yaml\nid: house\nname: {zh: 家, en: House}\npatterns:\n"
                     "  - {id: thirteen, name: {zh: 役満, en: a limit}, when: \"count(pungs) == 4\", limit: true, "
                     "value: \"13\", adds_to: han}\n", encoding="utf-8")
    compile_spec(house, "house.yaml")


def test_a_house_ruleset_may_make_a_later_pattern_a_limit(tmp_path):
    (tmp_path / "small.yaml").write_text(SMALL, encoding="utf-8")
    house = tmp_path / "house.yaml"
    house.write_text("mjc: 1\nextends: small.yaml\nid: house\nname: {zh: 家, en: House}\npatterns:\n"
                     "  - {id: aka, limit: true}\n", encoding="utf-8")
    compile_spec(house, "house.yaml")


# ---------------------------------------------------------------- a broken definition with parameters passes check

@pytest.mark.parametrize("expr", ["a +", "a + nosuch", "'unclosed", "a `b`"])
def test_an_unused_definition_with_parameters_that_does_not_parse_is_an_error(compile_text, expr):
    """A definition with parameters is parsed and its names are checked even where nothing uses it."""
    text = SMALL.replace("define:\n", f"define:\n  broken:\n    params: [a]\n    expr: \"{expr}\"\n", 1)
    with pytest.raises(SpecErrors):
        compile_text(text)


# ---------------------------------------------------------------- Markdown: a detail's formula shows a stray backslash

def test_markdown_details_line_escapes_no_pipe_outside_a_table(compile_text):
    """A detail's formula outside a table is a code span with no table escapes in it."""
    from compiler.render import render_markdown
    compiled = compile_text(SMALL)
    sheet = render_markdown(compiled.ruleset, [])
    line = next(line for line in sheet.splitlines() if "Shown beside the total, as `shown`" in line)
    assert "\\|" not in line, line


# ---------------------------------------------------------------- a detail named <sum>_parts is silently lost

def test_a_detail_named_like_a_parts_list_is_an_error(compile_text):
    """A detail may not take the name under which a sum's parts are listed."""
    text = SMALL.replace("shown: \"'a | b'\"}", "shown: \"'a | b'\", fu_parts: \"1\"}")
    with pytest.raises(SpecErrors):
        compile_text(text)


# ---------------------------------------------------------------- worked examples: true == 1

def test_an_example_expecting_a_number_detail_does_not_pass_on_a_bool():
    """An example's details compare as JSON writes them: true is not 1, nor 0 false."""
    from compiler.verify import compare
    result = {"deltas": [0, 0, 0, 0], "wins": [{"winner": 0, "total": 1, "unit": "points", "patterns": [],
                                                "details": {"han": 1, "readied": False}}], "payments": []}
    assert compare({"details": {"han": True, "readied": 0}}, result) != []


# ---------------------------------------------------------------- declared wins skip the record checks of kongs

@pytest.mark.parametrize("win, code", [
    ({"winner": 2, "declared": "nagashi", "context": {"kong_chain": 4, "kong_replacement": True}}, "bad_flag"),
    ({"winner": 2, "declared": "nagashi", "by": "robbing_kong", "from": 0}, "bad_record"),
])
def test_a_declared_win_gets_the_kong_checks_of_any_win(compile_text, win, code):
    """A declared win is won on no tile: not on a kong, nor off another seat."""
    compiled = compile_text(SMALL)
    result = both(compiled, {"players": [{}, {}, {}, {}], "wins": [win]})
    assert result["error"]["code"] == code


# ---------------------------------------------------------------- one discard, red for one winner and not the other

def test_wins_off_one_discard_agree_whether_the_tile_is_red(compile_text):
    """Wins off one discard share the tile, red or not."""
    compiled = compile_text(SMALL)
    record = {"players": [{}, {"hand": "234567m234s11p46p"}, {"hand": "345678m345s11p46p"}, {}],
              "wins": [{"winner": 1, "win_tile": "0p", "by": "discard", "from": 0},
                       {"winner": 2, "win_tile": "5p", "by": "discard", "from": 0}]}
    assert both(compiled, record)["error"] == {
        "code": "bad_record", "message": "wins[1]: several wins off one seat must share the win tile (a red five for all "
                                         "of them, or for none)"}


# ---------------------------------------------------------------- a condition that fails where its pattern is excluded

@pytest.mark.parametrize("pattern", [
    '  - {id: div, name: {zh: 除, en: div}, when: "1 // (count(melds) - count(melds)) == 0"}\n',
    '  - {id: div, name: {zh: 除, en: div}, among: "a, b in sets", when: "a.number // (a.number - a.number) == 0"}\n'])
def test_a_condition_that_fails_is_the_hand_s_error_even_where_its_pattern_is_excluded(compile_text, pattern):
    # The generated code works out every pattern's condition (and its relation family's instances): a division by
    # zero was the hand's error in the module, while the interpreter, which looked at the condition only where no
    # counted pattern excluded it, scored 88.
    from tests.conftest import MINI_TEXT
    text = MINI_TEXT.replace("  - id: all_pungs\n", '  - {id: boom, name: {zh: 炸, en: boom}, limit: true, value: "88", '
                             'when: "true"}\n' + pattern + "  - id: all_pungs\n", 1)
    result = both(compile_text(text), {"hand": "123m456p789s11z22z", "win_tile": "2z", "by": "self_draw"})
    assert result["error"]["code"] == "division_by_zero"


# ---------------------------------------------------------------- a definition that may fail, worked out where it is read

def lazy_in_the_loop_text() -> str:
    """The fixture with a definition that divides by an option (0 by default) and varies by arrangement: the value
    reads it twice, only where the divisor is not 0 and the reading holds three chows; a detail reads it after."""
    from tests.conftest import MINI_TEXT
    return MINI_TEXT.replace(
        "  flowers_count: {type: bool, default: true, doc: {zh: 花牌计番, en: flowers score}}\n",
        "  flowers_count: {type: bool, default: true, doc: {zh: 花牌计番, en: flowers score}}\n"
        "  z: {type: int, default: 0, range: [0, 4], doc: {zh: 除数, en: a divisor}}\n", 1).replace(
        "define:\n", 'define:\n  per_pung: "count(pungs) * 10 // z"\n', 1).replace(
        '  value: "fan + flower_fan"\n',
        '  value: "fan + flower_fan + (if z > 0 and count(chows) > 2 then per_pung + per_pung else 1)"\n'
        '  details: {per_pung: "if z > 0 then per_pung else -1"}\n', 1)


# Three pungs or three chows of 1-2-3 (the pungs first), and a hand of one reading; by the option z.
LAZY_RECORDS = [{"hand": hand, "win_tile": tile, "by": "self_draw", "options": {"z": z}}
                for z in (0, 1, 2) for hand, tile in (("111222333m456p7s", "7s"), ("123m456m789p78s55z", "9s"))]


def test_a_definition_that_may_fail_is_worked_out_only_where_it_is_read(compile_text):
    # It was worked out for every arrangement, read or not: a division by zero was the hand's error in the module
    # (and natively, and in JavaScript), where the interpreter, which reads it only where z > 0, scored the hand.
    compiled = compile_text(lazy_in_the_loop_text())
    results = [both(compiled, r) for r in LAZY_RECORDS]
    assert [(r["wins"][0]["total"], r["wins"][0]["details"]["per_pung"]) for r in results] == [
        (3, -1), (4, -1),   # z = 0: 1 added, and nothing divided
        (2, 30), (3, 0),    # z = 1: the pungs' reading, first of two, ties the chows' (zimo 1 + 1; 2 + 0)
        (2, 15), (3, 0)]    # and its detail is read after the loop, from the pungs' reading kept


# ---------------------------------------------------------------- a hand of no winning shape

def failing_condition_text() -> str:
    """The fixture with a condition that divides by zero on every hand, the same for every arrangement."""
    from tests.conftest import MINI_TEXT
    return MINI_TEXT.replace("  - id: all_pungs\n", '  - {id: div, name: {zh: 除, en: div}, '
                             'when: "2 // (count(melds) - count(melds)) == 0"}\n  - id: all_pungs\n', 1)


NOT_A_WIN = {"hand": "123m456p789s11z23z", "win_tile": "2z", "by": "self_draw"}


def test_a_hand_of_no_winning_shape_is_not_a_win_before_anything_of_it_is_worked_out(compile_text):
    # What does not vary by arrangement was worked out before the arrangements were looked for: the module (and
    # native, and JavaScript) gave division_by_zero where the interpreter, which found no arrangement, gave not_a_win.
    compiled = compile_text(failing_condition_text())
    assert both(compiled, NOT_A_WIN)["error"] == {
        "code": "not_a_win", "message": "seat 0: 123m456p789s11223z with no melds does not make a winning shape of "
                                        "this ruleset"}
    assert both(compiled, dict(NOT_A_WIN, hand="123m456p789s11z22z"))["error"]["code"] == "division_by_zero"


def test_where_two_parts_fail_every_scorer_gives_an_error_of_one_of_them(compile_text):
    """The guide's one difference: the generated module meets the flower pattern's division first (it works out
    the patterns in their order), the interpreter the other (the value reads fan before flower_fan)."""
    from tests.conftest import MINI_TEXT
    text = MINI_TEXT.replace("  - id: all_pungs\n",
                             '  - {id: p1, name: {zh: 一, en: one}, adds_to: flower_fan, '
                             'when: "2 // (count(melds) - count(melds)) == 0"}\n'
                             '  - {id: p2, name: {zh: 二, en: two}, when: "3 // (count(melds) - count(melds)) == 0"}\n'
                             "  - id: all_pungs\n", 1)
    compiled = compile_text(text)
    record = {"hand": "123m456p789s11z22z", "win_tile": "2z", "by": "self_draw"}
    first, second = (f"the expression at house.yaml:{line}:{col} divides by zero on this hand"
                     for line, col in (where(text, "2 // (count(melds) - count(melds)) == 0", 0),
                                       where(text, "3 // (count(melds) - count(melds)) == 0", 0)))
    assert compiled.module().score(record)["error"] == {"code": "division_by_zero", "message": first}
    assert Interpreter(compiled.ruleset).score(record)["error"] == {"code": "division_by_zero", "message": second}


# ---------------------------------------------------------------- a definition the deal's rules read of a win

def read_of_the_win_text() -> str:
    """The fixture with a definition that divides by the chows, read by the value only over three chows, and by a
    player rule of every win (`w.per_chow`)."""
    from tests.conftest import MINI_TEXT
    return MINI_TEXT.replace("define:\n", 'define:\n  per_chow: "12 // count(chows)"\n', 1).replace(
        '  value: "fan + flower_fan"\n', '  value: "fan + flower_fan + (if count(chows) > 2 then 100 * per_chow else 0)"\n',
        1).replace("  player:\n", '  player:\n    - name: {zh: 整除, en: divided}\n      when: "any(w in wins: '
                   'w.per_chow > 3)"\n      pay:\n        - {from: "others_of(p)", to: p, amount: "1", '
                   "reason: {zh: 整除, en: divided}}\n", 1)


# Pungs of 1, 2 and 3 (no chow: the division fails) or chows of 1-2-3, which count; then pungs alone.
READ_OF_THE_WIN = [{"hand": "111222333m444p5p", "win_tile": "5p", "by": "self_draw"},
                   {"hand": "111m222p333s444z5z", "win_tile": "5z", "by": "self_draw"}]


def test_a_definition_the_deal_s_rules_read_of_a_win_is_worked_out_for_the_best_arrangement(compile_text):
    # It was worked out for every arrangement: a division by zero on the pungs' reading was the hand's error in the
    # module (and natively, and in JavaScript), where the interpreter read it only of the chows' reading, the best.
    # Where the best reading has no chow, it is the error in every scorer: the win's view holds it, read or not.
    compiled = compile_text(read_of_the_win_text())
    chows, pungs = (both(compiled, r) for r in READ_OF_THE_WIN)
    assert chows["wins"][0]["total"] == 402 and chows["deltas"] == [6, -2, -2, -2]  # 100 * (12 // 3), and 2 fan
    assert pungs["error"]["code"] == "division_by_zero"


def test_best_win_works_out_a_wait_s_whole_result_as_a_win_s(compile_text):
    # The interpreter scored each wait's win up to its total only, so a detail that fails (or a name the deal's
    # rules read of a win) refused the wait in the generated scorers and not in it: seat 1 was paid 查叫 three
    # times 8 by the interpreter alone.
    from tests.conftest import MINI_TEXT
    ready = ('    - name: {zh: 查叫, en: ready}\n      when: "not p.has_won and best_win(p, discard) > 0"\n'
             '      pay:\n        - {from: "others_of(p)", to: p, amount: "best_win(p, discard)", '
             "reason: {zh: 查叫, en: ready}}\n")
    text = MINI_TEXT.replace('  value: "fan + flower_fan"\n', '  value: "fan + flower_fan"\n'
                             '  details: {per_chow: "12 // count(chows)"}\n', 1).replace("  player:\n",
                                                                                        "  player:\n" + ready, 1)
    record = {"players": [{"hand": "123m456p789s1155z"}, {"hand": "111m222p333s4445z"}, {}, {}],
              "wins": [{"winner": 0, "win_tile": "5z", "by": "self_draw"}]}
    assert both(compile_text(text), record)["deltas"] == [9, -3, -3, -3]  # seat 1's waits make no chow: refused
