"""A hand record is untrusted input: nothing in it crashes a process, raises from score(), or loses
the rest of an `mjc score` batch. Each bad record is one error result naming its field."""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
import time
import tracemalloc

import pytest

from compiler import runtime as rt
from compiler.lines import ENDLESS_LINE_BYTES, READ_SIZE, EndlessLine, record_lines
from compiler.interpret import Interpreter
from compiler.pipeline import compile_spec
from tests.conftest import MINI_TEXT, ROOT, compiled_bundled

HUGE = 10 ** 5000  # more digits than Python writes out
SELF_DRAW = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}
DISCARD = {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}],
           "win_tile": "9s", "by": "discard", "from": 2}
DRAWN = {"players": [{}, {}, {}, {}], "wins": [], "penalties": [{"type": "false_win", "seat": 2}]}
FULL = {"dealer": 0, "round_wind": "E",
        "players": [{"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}]}, {}, {}, {}],
        "wins": [{"winner": 0, "win_tile": "9s", "by": "discard", "from": 2}]}


def scorers(compiled):
    """The generated scorer (compiled in memory, so with this runtime) and the interpreter."""
    return compiled.module().score, Interpreter(compiled.ruleset).score


def changed(record, path, value):
    """A deep copy of record with the value at path (keys and indices) set."""
    record = copy.deepcopy(record)
    target = record
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return record


def score_lines(data: bytes, *args: str):
    """Run `mjc score -r nanning` on raw bytes; (output lines, stderr, exit code)."""
    proc = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", *args], input=data,
                          capture_output=True, cwd=ROOT, timeout=120, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    stderr = proc.stderr.decode("utf-8")
    assert "Traceback" not in stderr, stderr
    return proc.stdout.decode("utf-8").splitlines(), stderr, proc.returncode


@pytest.fixture(scope="module")
def mcr():
    return compiled_bundled("mcr")


# ---------------------------------------------------------------- 1. mjc score: what json and the writer refuse

def test_a_number_of_thousands_of_digits_is_one_bad_json_line():
    good = json.dumps(SELF_DRAW).encode()
    data = b"\n".join([good, b'{"hand": "123m456m789p78s55z", "dealer": 1' + b"0" * 5000 + b"}", good]) + b"\n"
    out, stderr, code = score_lines(data)
    assert code == 1 and len(out) == 3 and out[0] == out[2]
    assert json.loads(out[0])["deltas"] == [12, -4, -4, -4]
    assert json.loads(out[1]) == {"error": {"code": "bad_json", "message":
                                            "line 2: a whole number of 5,001 digits is too long (at most 100); a record's numbers are small"}}
    assert "1 record failed (line 2)" in stderr


def test_a_number_within_the_digit_limit_reaches_its_field():
    near = b'{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "dealer": -' + b"9" * 100 + b"}\n"
    out, _stderr, _code = score_lines(near + near.replace(b"-", b"-9"))
    assert [json.loads(line) for line in out] == [
        {"error": {"code": "bad_record", "message": "line 1: dealer: a seat is 0..3, got a number below -1000000000"}},
        {"error": {"code": "bad_json", "message": "line 2: a whole number of 101 digits is too long (at most 100); a record's numbers are small"}}]


def test_a_lone_surrogate_in_a_message_is_still_written():
    good = json.dumps(SELF_DRAW).encode()
    bad = b'{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "dealer": ["\\ud800"]}'
    out, stderr, code = score_lines(good + b"\n" + bad + b"\n" + good + b"\n")
    assert code == 1 and len(out) == 3 and out[0] == out[2]
    # The message writes it as an escape, which any UTF-8 output can hold.
    assert out[1] == '{"error": {"code": "bad_record", "message": "line 2: dealer: expected an integer, got [\\"\\\\ud800\\"]"}}'
    assert "1 record failed (line 2)" in stderr
    explained, _stderr, _code = score_lines(bad + b"\n", "--explain")
    assert explained == ['record 1: error bad_record: dealer: expected an integer, got ["\\ud800"]']


def test_a_rule_that_grows_a_number_past_64_bits_is_an_overflow_line(tmp_path):
    """A rule whose value grew past what Python writes out (2 ** 16384 here, only on a self-drawn hand) was
    worked out in full; a product or a power of 2**63 or more is now the record's overflow error, at its place."""
    value = "(((2 + count(chows)) ** 64) ** 64) ** 4"
    (tmp_path / "house.yaml").write_text(
        MINI_TEXT.replace('    when: "self_drawn"\n', f'    when: "self_drawn"\n    value: "{value}"\n', 1), encoding="utf-8")
    discard = json.dumps({"hand": "111m222p333s44m55z", "win_tile": "4m", "by": "discard", "from": 1})
    self_drawn = json.dumps({"hand": "111m222p333s444m5z", "win_tile": "5z", "by": "self_draw"})
    lines = (discard + "\n" + self_drawn + "\n" + discard + "\n").encode()
    alone, _stderr, code = score_lines(discard.encode(), "-r", str(tmp_path / "house.yaml"))
    assert code == 0 and json.loads(alone[0])["deltas"] == [16, -16, 0, 0]
    out, stderr, code = score_lines(lines, "-r", str(tmp_path / "house.yaml"))
    assert code == 1 and out == [alone[0], out[1], alone[0]]
    where = str(tmp_path / "house.yaml")
    line = (ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8").split('    when: "self_drawn"\n')[0].count("\n") + 2
    message = f"line 2: the expression at {where}:{line}:15 gives a number of 2**63 or more in size on this hand"
    assert json.loads(out[1]) == {"error": {"code": "overflow", "message": message}}
    assert "1 record failed (line 2)" in stderr


def test_squaring_a_record_number_again_and_again_takes_no_time(tmp_path):
    """Five definitions each the power 64 of the one before, seven squarings, or four powers of an option's
    power, took from 6 s and 485 MB to endless for one record; each product or power now stops at 64 bits."""
    spec = tmp_path / "squares.yaml"
    spec.write_text("""mjc: 1
extends: nanning
id: squares
options:
  xb: {type: int, default: 2, range: [-1000000000, 1000000000], doc: {zh: b, en: b}}
  xc: {type: int, default: 2, range: [0, 64], doc: {zh: c, en: c}}
define:
  q1: "xb ** 64"
  q2: "q1 ** 64"
  q3: "q2 ** 64"
  q4: "q3 ** 64"
  q5: "q4 ** 64"
  m1: "xb * xb"
  m2: "m1 * m1"
  m3: "m2 * m2"
  m4: "m3 * m3"
  m5: "m4 * m4"
  m6: "m5 * m5"
  m7: "m6 * m6"
  e1: "(((xb ** xc) ** xc) ** xc) ** xc"
scoring:
  details: {q5: "q5 > 0", m7: "m7 > 0", e1: "e1 > 0"}
""", encoding="utf-8")
    record = {"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}
    cases = [({"xb": 1}, None), ({"xb": -1, "xc": 64}, None), ({"xb": 0}, None), ({"xb": 2}, 18),
             ({"xb": 1000000000}, 14), ({"xb": 1000000000, "xc": 64}, 14), ({"xb": 3, "xc": 64}, 14)]
    lines = b"".join(json.dumps(dict(record, options=options)).encode() + b"\n" for options, _line in cases)
    started = time.perf_counter()
    out, _stderr, _code = score_lines(lines, "-r", str(spec))
    assert time.perf_counter() - started < 20
    for (options, line), result in zip(cases, map(json.loads, out)):
        if line is None:
            assert result["wins"][0]["details"] == {"q5": options["xb"] != 0, "m7": options["xb"] != 0,
                                                    "e1": options["xb"] != 0}, options
        else:
            assert result["error"]["code"] == "overflow", (options, result)
            assert "gives a number of 2**63 or more in size on this hand" in result["error"]["message"]


def test_a_result_json_cannot_write_is_an_internal_error_line():
    """Numbers and texts of a result are bounded, so json.dumps fails only on a scorer's fault: its line says so,
    with the record's id, and the batch goes on."""
    from compiler.lines import output_line
    result, line = output_line({"id": 7, "deltas": [10 ** 5000, 0, 0, 0]}, 3, False, rt)
    assert result["id"] == 7 and result["error"]["code"] == "internal_error", result
    assert json.loads(line)["error"]["message"].startswith("line 3: ")


# ---------------------------------------------------------------- 2. score() from Python: huge integers, and the backstop

HUGE_FIELDS = [
    (FULL, ("wins", 0, "winner"), HUGE, "bad_record", "wins[0].winner: a seat is 0..3, got a number above 1000000000"),
    (FULL, ("wins", 0, "from"), HUGE, "bad_record", "wins[0].from: a seat is 0..3, got a number above 1000000000"),
    (FULL, ("dealer",), -HUGE, "bad_record", "dealer: a seat is 0..3, got a number below -1000000000"),
    (DISCARD, ("winner",), HUGE, "bad_record", "wins[0].winner: a seat is 0..3, got a number above 1000000000"),
    (DISCARD, ("flowers",), HUGE, "bad_record",
     "players[0].flowers: this ruleset has 0 flower tiles, got a number above 1000000000"),
    (DISCARD, ("melds", 0, "from"), HUGE, "bad_record",
     "players[0].melds[0].from: a seat is 0..3, got a number above 1000000000"),
    (DISCARD, ("context",), {"discard_after_kong": True, "kong_chain": HUGE}, "bad_flag",
     "wins[0].context.kong_chain: expected 0..4, got a number above 1000000000"),
    (DRAWN, ("penalties", 0, "seat"), HUGE, "bad_record", "penalties[0].seat: a seat is 0..3, got a number above 1000000000"),
    (DISCARD, ("dealer",), [HUGE], "bad_record", "dealer: expected an integer, got [a number above 1000000000]"),
    (DISCARD, ("ruleset",), HUGE, "wrong_ruleset", "record is for ruleset a number above 1000000000, this scorer is nanning"),
    (DISCARD, ("options",), {"fenghu_double": HUGE}, "bad_option",
     "options.fenghu_double: expected true or false, got a number above 1000000000"),
]


@pytest.mark.parametrize("record, path, value, code, message", HUGE_FIELDS,
                         ids=[f"{'shorthand-' if f[0] is DISCARD else ''}{'.'.join(map(str, f[1]))}" for f in HUGE_FIELDS])
def test_a_huge_integer_is_the_fields_own_error(nanning, record, path, value, code, message):
    for score in scorers(nanning):
        assert score(changed(record, path, value)) == {"error": {"code": code, "message": message}}


def test_a_huge_integer_option_is_a_bad_option(mcr, compile_text):
    record = {"hand": "123m456p789s1122z", "win_tile": "2z", "by": "discard", "from": 1, "options": {"min_fan": HUGE}}
    for score in scorers(mcr):
        assert score(record) == {"error": {"code": "bad_option", "message": "options.min_fan: expected 0..88, got a number above 1000000000"}}
    # An int option without a range still takes only numbers a rule can use: within MAX_RECORD_INT.
    house = compile_text(MINI_TEXT.replace(", range: [1, 4]", "", 1))
    record = {"hand": "111m222p333s44m55z", "win_tile": "4m", "by": "discard", "from": 1}
    for score in scorers(house):
        assert score(dict(record, options={"discard_factor": 10 ** 9}))["deltas"] == [8000000000, -8000000000, 0, 0]
        assert score(dict(record, options={"discard_factor": -10 ** 9 - 1})) == {"error": {"code": "bad_option", "message":
                     "options.discard_factor: expected -1000000000..1000000000, got a number below -1000000000"}}


# Values of every JSON type (and some that only Python makes) that break a careless reader.
HOSTILE_VALUES = [HUGE, -HUGE, [HUGE], {"k": HUGE}, float("inf"), float("nan"), 1e308, "\ud800", ["\ud800"],
                  "9" * 1000 + "m", "１２３m", True, None, [], {}, "x" * 100000]
HOSTILE_PLACES = [("dealer",), ("round_wind",), ("ruleset",), ("players",), ("players", 1), ("players", 0, "hand"),
                  ("players", 0, "melds"), ("players", 0, "melds", 0), ("players", 0, "melds", 0, "tiles"),
                  ("players", 0, "melds", 0, "kind"), ("players", 0, "melds", 0, "from"),
                  ("players", 0, "melds", 0, "added"), ("players", 0, "flowers"), ("wins",), ("wins", 0),
                  ("wins", 0, "winner"), ("wins", 0, "win_tile"), ("wins", 0, "by"), ("wins", 0, "from"),
                  ("wins", 0, "context"), ("wins", 0, "context", "kong_chain"), ("wins", 0, "context", "bonus_tiles"),
                  ("wins", 0, "context", "last_tile"), ("options",), ("penalties",), ("penalties", 0)]


@pytest.mark.parametrize("path", HOSTILE_PLACES, ids=lambda p: ".".join(map(str, p)))
def test_no_value_anywhere_makes_score_raise(nanning, path):
    base = changed(dict(FULL, penalties=[{"type": "false_win", "seat": 1}]), ("wins", 0, "context"), {"last_tile": False})
    for value in HOSTILE_VALUES:
        record = changed(base, path, value)
        for score in scorers(nanning):
            result = score(record)
            assert set(result) == {"error"} or set(result) == {"deltas", "wins", "payments"}, (path, value, result)
            if "error" in result:
                assert result["error"]["code"] in rt.ERROR_CODES and result["error"]["message"], (path, value, result)


def test_a_huge_negative_payment_is_the_overflow_of_its_power(compile_text):
    """A payment of -2 ** 16384 was said as "a number too long to write out"; its power now stops at 64 bits."""
    value = "0 - (((2 + count(chows)) ** 64) ** 64) ** 4"
    house = compile_text(MINI_TEXT.replace('    when: "self_drawn"\n', f'    when: "self_drawn"\n    value: "{value}"\n', 1))
    for score in scorers(house):
        result = score({"hand": "111m222p333s444m5z", "win_tile": "5z", "by": "self_draw"})
        assert result["error"]["code"] == "overflow", result
        assert result["error"]["message"].endswith("gives a number of 2**63 or more in size on this hand"), result


def test_an_unforeseen_exception_of_the_interpreter_is_an_internal_error(nanning, monkeypatch):
    def broken(self, deal):
        raise ZeroDivisionError("integer division or modulo by zero")
    monkeypatch.setattr(Interpreter, "settle", broken)
    assert Interpreter(nanning.ruleset).score(SELF_DRAW) == {"error": {"code": "internal_error", "message":
        "the scorer failed on this record (ZeroDivisionError: integer division or modulo by zero); this is a fault "
        "of the scorer, not of the record: please report it with the record"}}


# ---------------------------------------------------------------- 3. limits

def test_the_limits_are_named_constants():
    assert (rt.MAX_RECORD_LINE, rt.MAX_NUMBER_DIGITS, rt.MAX_TILE_TEXT, rt.MAX_RECORD_INT) == (1 << 20, 100, 200, 10 ** 9)


def test_a_line_past_the_limit_is_one_error_line():
    good = json.dumps(SELF_DRAW).encode()
    long_line = b'{"hand": "' + b"1" * rt.MAX_RECORD_LINE + b'm"}'
    out, stderr, code = score_lines(good + b"\n" + long_line + b"\n" + good)  # the last line has no line break
    assert code == 1 and len(out) == 3 and out[0] == out[2]
    assert json.loads(out[1]) == {"error": {"code": "line_too_long", "message": "line 2: longer than 1048576 bytes, so "
                                            "not read; a hand record takes well under 1 KiB: put one record on each line"}}
    assert "1 record failed (line 2)" in stderr


def test_a_long_line_is_not_held_in_memory():
    limit = 1000
    lines = list(record_lines(io.BytesIO(b"x" * limit + b"\n" + b"y" * (limit + 1) + b"\r" + b"z" * 3 * limit), limit))
    assert lines == [b"x" * limit, None, None]
    stream = io.BytesIO(b"{" * (20 * rt.MAX_RECORD_LINE) + b"\nok\n")
    tracemalloc.start()
    try:
        assert list(record_lines(stream, rt.MAX_RECORD_LINE)) == [None, b"ok"]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2 * rt.MAX_RECORD_LINE


class EndlessZeros:
    """/dev/zero as a stream: bytes and no line break (ending after twice ENDLESS_LINE_BYTES, so that a reader that
    waits for a line break fails rather than hangs); it counts what was read."""
    read = 0

    def readline(self, size: int) -> bytes:
        if self.read >= 2 * ENDLESS_LINE_BYTES:
            return b""
        self.read += size
        return b"\0" * size


def test_a_line_past_the_limit_is_said_as_it_passes_it_not_at_its_end():
    """mjc score -j 1 - < /dev/zero read for ever and said nothing: the error waited for a line break."""
    zeros = EndlessZeros()
    lines = record_lines(zeros, rt.MAX_RECORD_LINE)
    assert next(lines) is None and rt.MAX_RECORD_LINE < zeros.read <= rt.MAX_RECORD_LINE + READ_SIZE
    stream = io.BytesIO(b"y" * (3 * rt.MAX_RECORD_LINE) + b"\nok\n" + b"z" * (rt.MAX_RECORD_LINE + 1))
    assert list(record_lines(stream, rt.MAX_RECORD_LINE)) == [None, b"ok", None]  # one answer a line, as before


def test_a_line_with_no_end_ends_its_input():
    """With -j 2, `mjc score - < /dev/zero` said nothing for ever (the first chunk waited for a second), and with
    -j 1 it answered the first line and read on for ever: a line is read at most ENDLESS_LINE_BYTES."""
    zeros = EndlessZeros()
    with pytest.raises(EndlessLine, match="the line before ran on past 64 MiB with no line break"):
        list(record_lines(zeros, rt.MAX_RECORD_LINE))
    assert ENDLESS_LINE_BYTES < zeros.read <= ENDLESS_LINE_BYTES + READ_SIZE
    long_but_ending = io.BytesIO(b"y" * (ENDLESS_LINE_BYTES - 1) + b"\nok\n")
    assert list(record_lines(long_but_ending, rt.MAX_RECORD_LINE)) == [None, b"ok"]
    for jobs in ("1", "2"):
        done = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", "-j", jobs, "-"],
                              stdin=open("/dev/zero", "rb"), capture_output=True, text=True, cwd=ROOT, timeout=120)
        codes = [json.loads(line)["error"]["code"] for line in done.stdout.splitlines()]
        assert codes == ["line_too_long", "unreadable_input"] and done.returncode == 1, (jobs, done.stderr)
        assert "line 2: the input cannot be read from here on (the line before ran on past 64 MiB with no line break)" \
            in done.stdout  # line 2: where reading stopped, after line 1's line_too_long


def test_a_tile_string_past_the_limit_is_refused_before_it_is_read(nanning):
    for text in ("1" * 100_000_000 + "m", "1" * 201):  # the first took 3.7 GB to read
        for score in scorers(nanning):
            assert score(dict(SELF_DRAW, hand=text)) == {"error": {"code": "bad_tiles", "message":
                f"players[0].hand: a tile string of {len(text)} characters is too long (at most 200); "
                "write each tile once, as in '123m456p11z'"}}
    meld = dict(DISCARD, melds=[{"kind": "pung", "tiles": "9" * 300 + "p", "from": 1}])
    bonus = dict(SELF_DRAW, context={"bonus_tiles": "1m" * 101})
    for score in scorers(nanning):
        assert score(meld)["error"]["message"] == ("players[0].melds[0].tiles: a tile string of 301 characters is too long "
                                                   "(at most 200); write each tile once, as in '123m456p11z'")
        assert score(bonus)["error"]["message"] == ("wins[0].context.bonus_tiles: a tile string of 202 characters is too "
                                                    "long (at most 200); write each tile once, as in '123m456p11z'")
    assert rt.parse_tiles("1m" * 100) == [0] * 100  # 200 characters are still read


def test_an_unknown_key_of_any_length_costs_little(nanning):
    """A misspelt key is looked for only among keys about as long as a field name (a search in a long
    one took 350 MB and seconds)."""
    record = dict(SELF_DRAW, **{"k" * 10_000_000: 1})
    for score in scorers(nanning):
        tracemalloc.start()
        try:
            result = score(record)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert result == {"error": {"code": "bad_record", "message":
            "record: unknown field 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk... (known: ruleset, dealer, round_wind, honba, "
            "riichi_sticks, players, wins, penalties, events, options, id, meta, winner, win_tile, by, from, declared, context, hand, "
            "melds, flowers, declared_ready, ready)"}}
        assert peak < 1 << 20


# ---------------------------------------------------------------- 4. duplicate keys

def test_a_key_given_twice_is_an_error_line():
    good = json.dumps(SELF_DRAW).encode()
    twice = b'{"winner": 0, "winner": 1, "hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}'
    nested = b'{"players": [{"hand": "1m", "hand": "2m"}, {}, {}, {}], "wins": []}'
    out, stderr, code = score_lines(b"\n".join([good, twice, nested, good]))
    assert code == 1 and len(out) == 4 and out[0] == out[3]
    assert [json.loads(line) for line in out[1:3]] == [
        {"error": {"code": "duplicate_key", "message": "line 2: the key 'winner' is given twice in one object; give each field once"}},
        {"error": {"code": "duplicate_key", "message": "line 3: the key 'hand' is given twice in one object; give each field once"}}]
    assert "2 records failed (lines 2, 3)" in stderr


def test_a_record_of_ordered_dicts_is_still_read(nanning):
    from collections import OrderedDict
    ordered = json.loads(json.dumps(FULL), object_pairs_hook=OrderedDict)
    for score in scorers(nanning):
        assert score(ordered)["deltas"] == [2, 0, -2, 0]


# ---------------------------------------------------------------- 5. line breaks of any system

def test_records_split_by_carriage_returns_are_three_records():
    records = [json.dumps(r).encode() for r in (SELF_DRAW, DISCARD, DRAWN)]
    out, _stderr, code = score_lines(b"\r".join(records) + b"\r")
    assert code == 0 and [json.loads(line)["deltas"] for line in out] == [[12, -4, -4, -4], [2, 0, -2, 0], [10, 10, -30, 10]]
    for data in (b"\r\n".join(records), b"\n".join(records)):
        assert score_lines(data)[0] == out


def test_line_breaks_are_counted_alike_in_bytes_and_text():
    data = "a\rb\r\nc\n\rd\n\ne"
    expected = ["a", "b", "c", "", "d", "", "e"]
    assert list(record_lines(io.StringIO(data), rt.MAX_RECORD_LINE)) == expected
    assert list(record_lines(io.BytesIO(data.encode()), rt.MAX_RECORD_LINE)) == [line.encode() for line in expected]
    # A "\r\n" that one read splits in two is still one line break.
    split = b"x" * (READ_SIZE - 1) + b"\r\nnext"
    assert list(record_lines(io.BytesIO(split), rt.MAX_RECORD_LINE)) == [b"x" * (READ_SIZE - 1), b"next"]


# ---------------------------------------------------------------- 6. full-width digits

@pytest.mark.parametrize("change, message", ids=["hand", "win_tile", "arabic-indic"], argvalues=[
    ({"hand": "１２３m456m789p78s55z"},
     "players[0].hand: full-width digit '１' in '１２３m456m789p78s55z': type tile numbers as the ASCII digits 1-9"),
    ({"win_tile": "９s"}, "wins[0].win_tile: full-width digit '９' in '９s': type tile numbers as the ASCII digits 1-9"),
    ({"hand": "123m456m789p78s5\u0665z"},
     "players[0].hand: non-ASCII character '\\u0665' in '123m456m789p78s5\\u0665z': type tiles as the ASCII digits 1-9, "
     "each suit's followed by its letter (m, p, s, z, f)"),
])
def test_a_full_width_digit_is_named(nanning, change, message):
    for score in scorers(nanning):
        assert score(dict(SELF_DRAW, **change)) == {"error": {"code": "bad_tiles", "message": message}}


# ---------------------------------------------------------------- melds without a hand

def overfull_melds(n: int, own: bool = False) -> dict:
    """A Hong Kong win declared on eight flowers by a seat of `n` pungs and no hand (given on the win with `own`)."""
    melds = [{"kind": "pung", "tiles": f"{k}{k}{k}m", "from": 1} for k in range(1, n + 1)]
    win = {"winner": 0, "declared": "eight_flowers", "by": "self_draw"}
    if own:
        return {"players": [{"flowers": "12345678f"}, {}, {}, {}], "wins": [dict(win, melds=melds)]}
    return {"players": [{"melds": melds, "flowers": "12345678f"}, {}, {}, {}], "wins": [win]}


OVERFULL_MELDS = [overfull_melds(4), overfull_melds(5), overfull_melds(8), overfull_melds(4, own=True),
                  overfull_melds(6, own=True)]


def test_a_seat_without_a_hand_holds_no_more_melds_than_a_waiting_hand():
    # A seat's melds were checked against its hand only: a declared win was scored with 8 pungs in a 14-tile
    # ruleset, and the search of 16 relation patterns over `melds` took 17 s on 6 of them (over 4, 0.1 s).
    compiled = compile_spec(ROOT / "specs" / "hongkong.yaml", "specs/hongkong.yaml")
    score, interpreted = scorers(compiled)
    results = [score(r) for r in OVERFULL_MELDS]
    assert results == [interpreted(r) for r in OVERFULL_MELDS]
    assert results[0]["deltas"] == [49152, -49152, 0, 0] == results[3]["deltas"]  # 13 faan; player 1 gave the pungs
    assert [r.get("error") for r in results[1:3] + results[4:]] == [
        {"code": "tile_count", "message": "players[0]: 5 melds make 15 tiles; a waiting hand has 13 (kongs count 3)"},
        {"code": "tile_count", "message": "players[0]: 8 melds make 24 tiles; a waiting hand has 13 (kongs count 3)"},
        {"code": "tile_count", "message": "wins[0]: 6 melds make 18 tiles; a waiting hand has 13 (kongs count 3)"}]


# ---------------------------------------------------------------- every class in one batch

def test_a_batch_of_every_hostile_record_scores_every_good_one():
    """Good records between every kind of hostile line, with every kind of line break: each good
    record gives what it gives alone, each bad line exactly one error line, in order. (A result too
    large to write takes a ruleset that makes one: test_a_result_too_large_to_write_is_one_error_line.)"""
    good = [json.dumps(r).encode() for r in (SELF_DRAW, DISCARD, DRAWN, FULL)]
    alone, _stderr, code = score_lines(b"\n".join(good) + b"\n")
    assert code == 0 and [json.loads(line)["deltas"] for line in alone] == [
        [12, -4, -4, -4], [2, 0, -2, 0], [10, 10, -30, 10], [2, 0, -2, 0]]
    hostile = [
        (b'{"hand": "123m456m789p78s55z", "dealer": 1' + b"0" * 5000 + b"}", "bad_json",
         "a whole number of 5,001 digits is too long (at most 100); a record's numbers are small"),
        (b'{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "dealer": ["\\ud800"]}', "bad_record",
         'dealer: expected an integer, got ["\\ud800"]'),
        (b'{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "dealer": ' + b"7" * 99 + b"}", "bad_record",
         "dealer: a seat is 0..3, got a number above 1000000000"),
        (b'{"hand": "' + b"1" * (rt.MAX_RECORD_LINE + 1) + b'm"}', "line_too_long",
         "longer than 1048576 bytes, so not read; a hand record takes well under 1 KiB: put one record on each line"),
        (b'{"hand": "' + b"1" * 300 + b'm", "win_tile": "9s", "by": "self_draw"}', "bad_tiles",
         "players[0].hand: a tile string of 301 characters is too long (at most 200); write each tile once, as in '123m456p11z'"),
        (b'{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw", "by": "discard"}', "duplicate_key",
         "the key 'by' is given twice in one object; give each field once"),
        ('{"hand": "１２３m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}'.encode(), "bad_tiles",
         "players[0].hand: full-width digit '１' in '１２３m456m789p78s55z': type tile numbers as the ASCII digits 1-9"),
        (b'{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"', "bad_json",
         "not JSON: Expecting ',' delimiter: line 1 column 67 (char 66)"),
        (b'{"hand": "\xff"}', "bad_json", "not UTF-8 text: invalid start byte at byte 10"),
    ]
    lines, expected = [], []
    for i, (line, code, message) in enumerate(hostile):
        lines += [good[i % len(good)], line]
        expected += [alone[i % len(good)], ("error", code, f"line {len(lines)}: {message}")]
    lines.append(good[0])
    expected.append(alone[0])
    breaks = [b"\n", b"\r", b"\r\n"]
    data = b"".join(line + breaks[i % 3] for i, line in enumerate(lines))
    out, stderr, code = score_lines(data)
    assert code == 1 and len(out) == len(expected)
    for got, want in zip(out, expected):
        if isinstance(want, str):
            assert got == want
        else:
            assert json.loads(got) == {"error": {"code": want[1], "message": want[2]}}
    assert "9 records failed (lines 2, 4, 6, 8, 10, 12, 14, 16, 18)" in stderr
