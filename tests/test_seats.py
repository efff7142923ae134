"""Seats' state and hands: the player fields a spec declares (`players:`, Sichuan's 定缺 void suit), read from
`players[i]` alike by every reader (the reference interpreter, the Python module, the native module, the JavaScript
module) and refused alike; a seat's concealed hand read by the rules of the deal; best_win and worst_win, a waiting
hand's wins over its waits scored by the ruleset's own patterns; and Sichuan's checks at the wall's end (查花猪,
查大叫, 退税) on hands worked out by hand. The native and JavaScript parts skip where there is no C compiler or Node.
"""

from __future__ import annotations

import copy
import json

import pytest

from compiler.errors import SpecErrors
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.conftest import ROOT, native_missing, node_missing
from tests.test_events import interpreter_results, js_results, native_results, python_results

PROBE = """\
mjc: 1
extends: sichuan
id: probe
options:
  wall_end_checks: {default: false}
settlement:
  player:
    - name: {zh: 最大, en: best}
      when: "count(p.hand) > 0"
      pay:
        - {from: p, to: "seat_after(p, 1)", amount: "best_win(p, discard)", reason: {zh: 最大, en: best}}
    - name: {zh: 最小, en: worst}
      when: "count(p.hand) > 0"
      pay:
        - {from: p, to: "seat_after(p, 2)", amount: "worst_win(p, self_draw)", reason: {zh: 最小, en: worst}}
"""


@pytest.fixture(scope="module")
def sichuan():
    return compile_spec(ROOT / "specs" / "sichuan.yaml", "specs/sichuan.yaml")


@pytest.fixture(scope="module")
def probe(tmp_path_factory):
    path = tmp_path_factory.mktemp("seats") / "probe.yaml"
    path.write_text(PROBE, encoding="utf-8")
    return compile_spec(path, path.name)


def alike(compiled, records, folder) -> list[str]:
    """Each record's result, the same in every back end there is here."""
    expected = python_results(compiled, records)
    assert interpreter_results(compiled, records) == expected
    if native_missing() is None:
        assert native_results(compiled, folder, records)[0] == expected
    if node_missing() is None:
        assert js_results(compiled, folder, records) == expected
    return expected


def score(compiled, record) -> dict:
    result = compiled.module().score_python(copy.deepcopy(record))
    assert result == Interpreter(compiled.ruleset).score(copy.deepcopy(record))
    return result


WIN = {"winner": 0, "win_tile": "1p", "by": "discard", "from": 2}


def with_void(value, seat=0) -> dict:
    players = [{"hand": "123m456m789m23p55p"}, {}, {}, {}]
    players[seat]["void"] = value
    return {"players": players, "wins": [dict(WIN)]}


# ---------------------------------------------------------------- player fields


def test_a_void_suit_is_read_and_a_win_holding_it_refused(sichuan):
    assert score(sichuan, with_void("s"))["deltas"] == [1, 0, -1, 0]
    assert score(sichuan, with_void("p"))["error"]["code"] == "holds_void_suit"
    assert score(sichuan, with_void("m", seat=1))["deltas"] == [1, 0, -1, 0]  # another seat's void is its own


@pytest.mark.parametrize("value, says", [
    ("x", "players[0].void: expected a suit's letter, one of m, p, s, got 'x'"),
    ("z", "players[0].void: expected a suit's letter, one of m, p, s, got 'z'"),
    (3, "players[0].void: expected a suit's letter, one of m, p, s, got 3"),
    ("mp", "players[0].void: expected a suit's letter, one of m, p, s, got 'mp'"),
])
def test_a_wrong_field_is_refused_alike_in_every_reader(sichuan, tmp_path, value, says):
    results = alike(sichuan, [with_void(value)], tmp_path)
    assert '"code": "bad_player_field"' in results[0] and says in results[0]


def test_an_unknown_player_field_names_the_known_ones(sichuan, tmp_path):
    record = {"players": [{"hand": "123m456m789m23p55p", "viod": "s"}, {}, {}, {}], "wins": [dict(WIN)]}
    result = alike(sichuan, [record], tmp_path)[0]
    assert "did you mean 'void'?" in result and '"bad_record"' in result


def test_a_field_spec_of_the_wrong_kind_is_a_positioned_error(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(PROBE.replace("options:", "players:\n  level: {type: int, default: true, doc: {zh: x, en: x}}\noptions:"), encoding="utf-8")
    with pytest.raises(SpecErrors) as caught:
        compile_spec(path, path.name)
    said = [(str(e), e.span) for e in caught.value.errors]
    assert any("player field 'level'" in text and span is not None for text, span in said), said


def test_best_win_is_refused_in_a_win_rule(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(PROBE + "reject:\n  - when: \"best_win(winner, discard) > 0\"\n    code: x\n    message: x\n",
                    encoding="utf-8")
    with pytest.raises(SpecErrors) as caught:
        compile_spec(path, path.name)
    assert any("best_win() scores wins of its own" in str(e) for e in caught.value.errors)


# ---------------------------------------------------------------- best_win and worst_win


def test_best_and_worst_win_over_the_waits(probe, tmp_path):
    """123m 789m 123p 78p 11p waits on 6p (678p: a plain win, 1) and 9p (789p: every set and the pair with a 1 or
    a 9, 带幺九, two fan: 4). The best off a discard is 4, paid to the next seat; the worst self-drawn, 1 (a win's
    total is its hand value; the self-draw's extra base is a payment), to the seat after it."""
    record = {"players": [{"hand": "123m789m123p78p11p"}, {}, {}, {}], "wins": []}
    result = score(probe, record)
    assert [(p["from"], p["to"], p["amount"]) for p in result["payments"]] == [(0, 1, 4), (0, 2, 1)]
    alike(probe, [record], tmp_path)


def test_not_ready_and_void_suit_waits_give_nothing(probe):
    not_ready = {"players": [{"hand": "11357m12346789p"}, {}, {}, {}], "wins": []}
    assert score(probe, not_ready)["payments"] == []
    void = {"players": [{"hand": "123m789m123p78p11p", "void": "p"}, {}, {}, {}], "wins": []}  # each win refused
    assert score(probe, void)["payments"] == []


# ---------------------------------------------------------------- Sichuan at the wall's end


def test_the_bundled_wall_end_examples(sichuan, tmp_path):
    examples = [e for e in sichuan.ruleset.examples if e.id.startswith("wall-end") or e.id == "void-suit-refused"]
    assert len(examples) == 4
    results = alike(sichuan, [e.record for e in examples], tmp_path)
    assert '"deltas": [9, 16, -1, -24]' in results[0]
    assert '"deltas": [1, 0, -1, 0]' in results[1]


def test_a_seat_that_won_is_not_checked(sichuan):
    """Seat 0 self-draws and leaves (2 from each); seat 2, not ready at the end, pays no one 查大叫 for seat 0's hand,
    and seat 0 pays nothing for its own."""
    record = {"players": [{"hand": "123m456m789m23p55p"}, {}, {"hand": "11357m12346789p"}, {}],
              "wins": [{"winner": 0, "win_tile": "1p", "by": "self_draw"}], "events": [{"win": 0}]}
    assert score(sichuan, record)["deltas"] == [6, -2, -2, -2]


def test_best_win_is_scored_natively(sichuan, probe, tmp_path):
    """The native scorer scores the waits itself (a refused wait left out, as in Python): no record here defers."""
    if native_missing() is not None:
        pytest.skip(native_missing())
    walls = [e.record for e in sichuan.ruleset.examples if e.id.startswith("wall-end")]
    got, deferred = native_results(sichuan, tmp_path, walls)
    assert deferred == []
    assert [json.loads(r)["deltas"] for r in got] == [[9, 16, -1, -24], [1, 0, -1, 0], [-2, -2, 6, -2]]
    probes = [{"players": [{"hand": "123m789m123p78p11p"}, {}, {}, {}], "wins": []},
              {"players": [{"hand": "123m789m123p78p11p", "void": "p"}, {}, {}, {}], "wins": []},
              {"players": [{"hand": "11357m12346789p"}, {}, {}, {}], "wins": []}]
    got, deferred = native_results(probe, tmp_path, probes)
    assert deferred == []
    assert [[(p["from"], p["to"], p["amount"]) for p in json.loads(r)["payments"]] for r in got] == [
        [(0, 1, 4), (0, 2, 1)], [], []]
