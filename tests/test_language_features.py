"""The forms riichi and Hong Kong need, each through the checker, the interpreter and the generated module:
flag ranges, red fives, honba and riichi sticks, each seat's declared state, `t.next`, definitions with
parameters, limit patterns, text, tuples, tables, the table account, declared wins and per-win details."""

from __future__ import annotations

import pytest

from compiler import runtime as rt
from compiler.errors import SpecErrors
from compiler.interpret import Interpreter

SPEC = """mjc: 1
id: growth
name: {zh: 新形式, en: New forms}
unit: {id: points, zh: 点, en: points}
tiles:
  hand: 123456789m123456789p123456789s1234567z
  red: "0m0p0s"
claims: [chow, pung, kong]
shapes:
  - {id: standard, name: {zh: 一般形, en: four sets and a pair}, sets: 4, pairs: 1}
  - {id: nagashi, name: {zh: 流し満貫, en: nagashi mangan}, declared: true}
flags:
  streak: {type: int, range: [0, 100], doc: {zh: 连庄, en: deals kept in a row}}
define:
  round_up_100:
    params: [x]
    expr: "(x + 99) // 100 * 100"
    doc: {zh: 百点切上, en: rounded up to a hundred}
  twice_plus:
    params: [a, b]
    expr: "2 * a + b"
  dora_count: "sum(d in dora_indicators: count(t in tiles: t == d.next))"
  basic: "if shape == nagashi then 2000 else min(2000, fu * 2 ** (2 + han))"
  limit_name: "if basic >= 2000 then 'mangan' else ''"
patterns:
  - {id: nagashi_mangan, name: {zh: 流し満貫, en: nagashi mangan}, when: "shape == nagashi", limit: true, adds_to: han, value: "5"}
  - {id: tanyao, name: {zh: 断么九, en: all simples}, when: "all(t in tiles: not t.is_yaojiu)", adds_to: han}
  - {id: dora, name: {zh: ドラ, en: dora}, when: "dora_count > 0", count: "dora_count", adds_to: han}
  - {id: aka, name: {zh: 赤ドラ, en: red five}, when: "red_fives > 0", count: "red_fives", adds_to: han}
  - {id: base_fu, name: {zh: 副底, en: base}, when: "true", value: "30", adds_to: fu}
scoring:
  sums: [han, fu]
  value: "(basic, han, fu)"
  total: "basic"
  details: {han: "han", fu: "fu", limit: "limit_name", step: "[0, 10, 20][min(han, 2)]", readied: "declared_ready"}
  parts: [fu]
settlement:
  win:
    - name: {zh: 自摸, en: self-draw}
      when: "self_drawn"
      pay:
        - {from: others, amount: "round_up_100(basic) + 100 * honba + twice_plus(streak, 0)", reason: {zh: 自摸, en: self-draw}}
    - name: {zh: 供托, en: sticks}
      pay:
        - {from: table, amount: "1000 * (riichi_sticks + count(s in seats: s.declared_ready))", reason: {zh: 供托, en: sticks}}
  player:
    - name: {zh: 立直, en: riichi}
      when: "p.declared_ready"
      pay:
        - {from: p, to: table, amount: "1000", reason: {zh: 立直棒, en: riichi stick}}
    - name: {zh: 听牌料, en: ready payment}
      when: "drawn and p.ready and p != find(s in seats where s.declared_ready: s)"
      pay:
        - {from: "others_of(p)", to: p, amount: "100 * (honba + 1)", reason: {zh: 听牌, en: ready}}
"""

TANYAO = {"honba": 1, "riichi_sticks": 1,
          "players": [{"hand": "234m0p6p234s55s678s", "declared_ready": True}, {"declared_ready": True}, {}, {}],
          "wins": [{"winner": 0, "win_tile": "7p", "by": "self_draw", "context": {"dora_indicators": "4p", "streak": 50}}]}


@pytest.fixture(scope="module")
def growth(tmp_path_factory):
    from compiler.pipeline import compile_spec
    path = tmp_path_factory.mktemp("growth") / "growth.yaml"
    path.write_text(SPEC, encoding="utf-8")
    return compile_spec(path, "growth.yaml")


def both(compiled, record):
    """The module's result, after checking that the interpreter gives the same."""
    module = compiled.module().score(record)
    assert Interpreter(compiled.ruleset).score(record) == module
    return module


def test_a_riichi_like_self_draw_pays_rounds_and_collects_the_sticks(growth):
    result = both(growth, TANYAO)
    (win,) = result["wins"]
    # 30 fu, 3 han (tanyao, dora 5p from the 4p indicator, the red 5p): 30 * 2 ** 5 = 960.
    assert win["total"] == 960
    assert [p["id"] for p in win["patterns"]] == ["tanyao", "dora", "aka"]
    assert win["details"] == {"han": 3, "fu": 30, "limit": "", "step": 20, "readied": True,
                              "fu_parts": [{"id": "base_fu", "name": "副底", "value": 30, "count": 1}]}
    # Each other seat: 1000 (960 rounded up) + 100 honba + 2 * 50 streak = 1200; sticks: (1 + 2) * 1000 in, 2000 out.
    assert result["deltas"] == [3 * 1200 + 3000 - 1000, -1200 - 1000, -1200, -1200]
    assert result["table"] == -1000
    assert sum(result["deltas"]) + result["table"] == 0
    assert {"from": "table", "to": 0, "amount": 3000, "reason": "供托 (sticks)"} in result["payments"]
    assert {"from": 1, "to": "table", "amount": 1000, "reason": "立直棒 (riichi stick)"} in result["payments"]


def test_a_drawn_deal_pays_the_ready_seats_and_keeps_the_sticks(growth):
    record = {"honba": 2, "players": [{"declared_ready": True, "ready": True}, {"ready": True}, {}, {}]}
    result = both(growth, record)
    # Seat 0 declared and pays its stick; seat 1, ready, is paid 300 by each other seat.
    assert result["deltas"] == [-1000 - 300, 900, -300, -300]
    assert result["table"] == 1000 and result["wins"] == []


def test_a_declared_win_needs_no_hand_and_its_limit_replaces_every_ordinary_pattern(growth):
    record = {"players": [{}, {}, {}, {}], "wins": [{"winner": 2, "declared": "nagashi"}]}
    result = both(growth, record)
    (win,) = result["wins"]
    assert [p["id"] for p in win["patterns"]] == ["nagashi_mangan"]
    assert win["details"]["fu_parts"] == [] and win["details"]["limit"] == "mangan"
    assert result["deltas"] == [-2000, -2000, 6000, -2000]


@pytest.mark.parametrize("change, code, message", [
    ({"wins": [{"winner": 2, "declared": "kokushi"}]}, "bad_record",
     "wins[0].declared: 'kokushi' is not a win this ruleset lets a seat declare without a complete hand (it has: nagashi)"),
    ({"wins": [{"winner": 2, "declared": "nagashi", "win_tile": "1m"}]}, "bad_record",
     "wins[0]: a declared win (nagashi) has no 'win_tile'"),
    ({"honba": -1}, "bad_record", "honba: expected a whole number from 0 to 1000000000, got -1"),
    ({"riichi_sticks": True}, "bad_record", "riichi_sticks: expected an integer, got true"),
    ({"players": [{"ready": 1}, {}, {}, {}]}, "bad_record", "players[0].ready: expected true or false, got 1"),
])
def test_bad_new_fields_are_record_errors(growth, change, code, message):
    record = dict({"players": [{}, {}, {}, {}]}, **change)
    error = both(growth, record)["error"]
    assert (error["code"], error["message"]) == (code, message)


@pytest.mark.parametrize("change, code, message", [
    ({"hand": "234m0p0p234s55s678s"}, "too_many_copies",
     "2 red fives 0p across hands, melds, win tiles and flags; this ruleset plays 1"),
    ({"win_tile": "0p"}, "too_many_copies", "2 red fives 0p across hands, melds, win tiles and flags; this ruleset plays 1"),
    ({"hand": "234m0p6p234s55s678z"}, "bad_tiles", "players[0].hand: there is no tile 8z (in '234m0p6p234s55s678z')"),
    ({"hand": "234m0p6p234s55s670z"}, "bad_tiles",
     "players[0].hand: there is no red z tile in '234m0p6p234s55s670z'; red fives are 0m, 0p and 0s"),
    ({"context": {"dora_indicators": "5555s"}}, "too_many_copies",
     "6 copies of 5s across hands, melds, flowers and win tiles; there are 4"),
    ({"context": {"streak": 101}}, "bad_flag", "wins[0].context.streak: expected 0..100, got 101"),
])
def test_red_fives_copies_and_flag_ranges_are_checked(growth, change, code, message):
    player = dict(TANYAO["players"][0], **{k: v for k, v in change.items() if k == "hand"})
    win = dict(TANYAO["wins"][0], **{k: v for k, v in change.items() if k != "hand"})
    record = dict(TANYAO, players=[player] + TANYAO["players"][1:], wins=[win])
    error = both(growth, record)["error"]
    assert (error["code"], error["message"]) == (code, message)


def test_a_ruleset_without_red_fives_refuses_them(nanning):
    result = nanning.module().score({"hand": "123m406m789p78s55z", "win_tile": "9s", "by": "self_draw"})
    assert result["error"] == {"code": "bad_tiles", "message": "players[0].hand: there is no tile numbered 0 (in "
                               "'123m406m789p78s55z'): this ruleset plays no red fives (0m, 0p, 0s)"}


def test_wins_off_one_discard_show_the_same_indicators(growth):
    record = {"players": [{}, {"hand": "234m0p6p234s55s678s"}, {"hand": "234m56p234s55s678s"}, {}],
              "wins": [{"winner": 1, "win_tile": "7p", "by": "discard", "from": 0, "context": {"dora_indicators": "1m"}},
                       {"winner": 2, "win_tile": "7p", "by": "discard", "from": 0, "context": {"dora_indicators": "2m"}}]}
    error = both(growth, record)["error"]
    assert error == {"code": "bad_flag", "message": "wins: the wins of one deal give dora_indicators alike, or only "
                                                    "one of them gives it"}


def test_the_next_tile_cycles_each_suit_as_dora_do():
    named = {rt.tile_name(t): rt.tile_name(rt.NEXT_TILE[t]) for t in range(rt.N_TILES)}
    assert [named[t] for t in ("1m", "8m", "9m", "9p", "9s", "1z", "4z", "5z", "6z", "7z", "4f", "8f")] == \
        ["2m", "9m", "1m", "1p", "1s", "2z", "1z", "6z", "7z", "5z", "1f", "5f"]
    assert rt.NEXT_TILE[rt.NO_TILE] == rt.NO_TILE


def test_a_limit_pattern_may_stand_anywhere_and_may_not_read_what_it_replaces(compile_text):
    moved = SPEC.replace("  - {id: nagashi_mangan", "  - {id: first, name: {zh: 一, en: one}, when: \"true\", adds_to: han}\n"
                         "  - {id: nagashi_mangan")
    record = {"players": [{}, {}, {}, {}], "wins": [{"winner": 2, "declared": "nagashi"}]}
    assert [p["id"] for p in both(compile_text(moved), record)["wins"][0]["patterns"]] == ["nagashi_mangan"]
    counted = SPEC.replace('when: "shape == nagashi", limit: true', 'when: "han >= 13", limit: true')
    with pytest.raises(SpecErrors) as info:
        compile_text(counted)
    # Through the flag that any limit pattern counted, which ordinary patterns read: a name of mjc's, not shown.
    error = info.value.errors[0]
    assert error.message == "circular reference: nagashi_mangan -> han -> aka -> nagashi_mangan"
    assert error.hint.endswith("an ordinary pattern counts only when no limit pattern does, so a limit pattern "
                               "cannot read a sum of ordinary ones")


@pytest.mark.parametrize("old, new, message", [
    ("round_up_100(basic)", "round_up_100(basic, 1)", "round_up_100() takes 1 argument, got 2"),
    ("round_up_100(basic)", "round_up_100", "'round_up_100' is a definition with parameters: use it as round_up_100(...)"),
    ('expr: "2 * a + b"', 'expr: "2 * a + twice_plus(a, b)"',
     "definition 'twice_plus' uses itself (twice_plus -> twice_plus); a definition with parameters cannot be recursive"),
    ("round_up_100(basic)", "round_up_100(self_drawn)", "'+' works on numbers; this is a bool"),
    ("params: [a, b]", "params: [a, tiles]", "definition 'twice_plus': the parameter 'tiles' is already a name; pick another"),
    ('value: "(basic, han, fu)"', 'value: "(basic, han == 1)"', "a tuple holds whole numbers, compared in order; this is a bool"),
    ('total: "basic"', 'total: "(basic, han)"', "expected an int here, but this is a tuple of int"),
    ('step: "[0, 10, 20][min(han, 2)]"', 'step: "han[0]"', "only a list can be indexed (xs[i]); this is an int"),
    ('step: "[0, 10, 20][min(han, 2)]"', 'step: "[0, 10][self_drawn]"', "an index is a whole number, counted from 0; this is a bool"),
    ('step: "[0, 10, 20][min(han, 2)]"', 'step: "tiles"', "detail 'step': a detail is an int, a bool or a text, but this is list of tile"),
    ("parts: [fu]", "parts: [fuu]", "parts: 'fuu' is not a sum of the scoring"),
    ('range: [0, 100]', 'range: [5, 1]', "flag 'streak': a range is [lowest, highest] of an int flag, from 0 to 1,000,000,000"),
    ("from: table, amount", "from: tables, amount", "unknown name 'tables' here"),
    ("limit_name: \"if basic >= 2000 then 'mangan' else ''\"", "limit_name: \"if basic >= 2000 then 'mangan' else 0\"",
     "the two branches differ: a text and an int"),
])
def test_misuses_of_the_new_forms_are_positioned_errors(compile_text, old, new, message):
    assert old in SPEC
    with pytest.raises(SpecErrors) as info:
        compile_text(SPEC.replace(old, new, 1))
    assert message in [e.message for e in info.value.errors]


def test_an_argument_is_not_captured_by_the_definition_s_own_element(compile_text):
    text = SPEC.replace('  dora_count: "', '  has_tile:\n    params: [x]\n    expr: "any(t in tiles: t == x)"\n  dora_count: "')
    text = text.replace('when: "dora_count > 0"', 'when: "dora_count > 0 and any(t in tiles: has_tile(t))"')
    with pytest.raises(SpecErrors) as info:
        compile_text(text)
    assert [e.message for e in info.value.errors] == [
        "has_tile(): the argument uses 't', which the definition names an element of its own; rename the element"]


def test_a_tuple_chooses_the_reading_by_its_first_differing_number(compile_text):
    # Two readings of 111222333m: three pungs (2 han, 30 fu) or three chows (0 han, 40 fu). The first number
    # is the same (a flat basic), so han decides before fu: the reading with fewer fu is taken.
    text = SPEC.replace("  - {id: base_fu,", "  - {id: three_pungs, name: {zh: 刻, en: pungs}, when: \"count(pungs) >= 3\", "
                        "value: \"2\", adds_to: han}\n  - {id: chow_fu, name: {zh: 顺符, en: chow fu}, when: \"count(chows) "
                        ">= 3\", value: \"10\", adds_to: fu}\n  - {id: base_fu,")
    text = text.replace('basic: "if shape == nagashi then 2000 else min(2000, fu * 2 ** (2 + han))"', 'basic: "1000"')
    compiled = compile_text(text)
    record = {"hand": "111222333m789p5s", "win_tile": "5s", "by": "self_draw"}
    result = both(compiled, record)
    assert result["wins"][0]["details"]["han"] == 2 and result["wins"][0]["details"]["fu"] == 30


def test_an_index_past_a_table_is_a_record_error_naming_the_place(compile_text):
    compiled = compile_text(SPEC.replace('step: "[0, 10, 20][min(han, 2)]"', 'step: "[0, 10, 20][han]"'))
    error = both(compiled, TANYAO)["error"]
    assert error == {"code": "bad_index", "message": "the expression at house.yaml:35:63 reads item 3 of a list of 3 "
                                                     "on this hand (items are counted from 0)"}
