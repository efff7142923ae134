"""The native line path (score_json_line, mjc_runtime.h): for every line it takes, the very bytes `mjc score` writes
by the Python path (compiler/lines.py score_line, batch.py _encoded); for hostile bytes, no crash and no other bytes.

A line the line path leaves (it gives None) is scored by the Python path, so only the lines it takes are compared,
and the tests check that it takes the plain ones. The modules are each ruleset's committed C, compiled in tmp.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import subprocess
import sys
import types

import pytest

from compiler import batch, lines
from tests.conftest import ROOT, ruleset_tiers
from tests.deals import generator
from tests.test_native import NATIVE, built, python_run_inside, python_scorer, records, require_native  # noqa: F401

IDS = [17, -3, 10 ** 17, 2.5, 1e-7, "甲-1", 'q"\\\n\t\x01\x1f\x7f', "", "\u2028", "x" * 300]


def scorer_module(ruleset: str, native) -> types.ModuleType:
    """The generated module with the compiled native module's score: what `mjc score` loads."""
    module = types.ModuleType(f"line-path-{ruleset}")
    module.__dict__.update(vars(importlib.import_module(f"generated.{ruleset}")))
    module.score = native.score
    return module


def python_path(number: int, raw, rt) -> tuple[bytes, object] | None:
    """What mjc score writes for a line by the Python path, and what it tallies; None for a blank line."""
    done = lines.score_line(number, raw, lines.record_decoder(rt.MAX_NUMBER_DIGITS), rt, False)
    if done is None:
        return None
    result = done[0]
    outcome = result["error"].get("code", "internal_error") if "error" in result else bool(result.get("wins"))
    return batch._encoded(done, "utf-8", False), outcome


def compare(native, rt, raws) -> tuple[int, list]:
    """How many lines the line path took, and those where it gave other bytes than the Python path."""
    taken, differ = 0, []
    for number, raw in enumerate(raws, 1):
        fast = native.score_json_line(raw, number)
        if fast is None:
            continue
        taken += 1
        if fast != python_path(number, raw, rt):
            differ.append((number, raw[:300] if raw else raw, fast, python_path(number, raw, rt)))
    return taken, differ


def as_lines(records_: list, rng: random.Random) -> list[bytes]:
    """Records as JSON lines written in several ways (ids of every kind, ASCII escapes, spaces, tabs), lone
    surrogates kept as the bytes Python's surrogatepass makes."""
    out = []
    for i, record in enumerate(records_):
        if i % 5 == 1 and isinstance(record, dict):
            record = {"id": IDS[i % len(IDS)], **record}
        style = i % 4
        text = json.dumps(record, ensure_ascii=style == 1, separators=(",", ":") if style == 2 else None)
        if style == 3:
            text = "\t " + text.replace(", ", " ,\t") + "  "
        out.append(text.encode("utf-8", "surrogatepass"))
    return out


# records per ruleset, one in four broken at a random place; 20,000 of every ruleset in the full tier
@ruleset_tiers(NATIVE, 2_000, 20_000, houses_in_full=20_000)
def test_the_line_path_writes_the_python_paths_bytes(built, ruleset, deals):
    native = built[ruleset]
    rt = scorer_module(ruleset, native)
    raws = as_lines(records(ruleset, deals, seed=34), random.Random(34))
    taken, differ = compare(native, rt, raws)
    assert not differ, f"{len(differ)} of {deals} lines differ; the first: {differ[0]}"
    assert taken >= deals * 0.9, f"the line path took only {taken} of {deals} lines"


def hostile_lines(valid: bytes, rng: random.Random) -> list:
    """Lines no record writer makes: broken, odd, huge or deep JSON, and bytes at random."""
    deep = 100_000
    out = [
        None, b"", b"   ", b"\t", b"\xef\xbb\xbf" + valid, b"\xef\xbb\xbf", b"null", b"[]", b"5", b'"x"', b"{}",
        b"[" * deep, b"[" * deep + b"]" * deep, b'{"a":' * deep, b'{"a":' * deep + b"1" + b"}" * deep,
        b'{"a":' * 31 + b"1" + b"}" * 31, b'{"a":' * 32 + b"1" + b"}" * 32, b'{"a":' * 33 + b"1" + b"}" * 33,
        b'{"id": "' + b"x" * 10_000_000 + b'"}', b'{"' + b"k" * 2_000_000 + b'": 1}',
        b'{"id": "\\u0000"}', b'{"id": "a\\u0000b", "hand": "123m"}', b'{"id": "\\ud800"}', b'{"id": "\\udc00x"}',
        b'{"id": "\\ud83c\\udc04"}', b'{"id": "\xed\xa0\x80"}', b'{"id": "\xc0\x80"}', b'{"id": "\xff"}',
        b'{"id": "\xe4\xb8"}', b'{"\xe7\x94\xb2": 1}', b'{"id": "\x01"}', b'{"id": "\x7f"}',
        b'{"id": ' + b"9" * 5000 + b"}", b'{"id": -' + b"9" * 5000 + b"}", b'{"dealer": ' + b"1" * 19 + b"}",
        b'{"dealer": ' + b"1" * 18 + b"}", b'{"dealer": -0}', b'{"dealer": 01}', b'{"dealer": 1e5}',
        b'{"dealer": 1.0}', b'{"dealer": -}', b'{"dealer": +1}', b'{"id": NaN}', b'{"id": Infinity}',
        b'{"id": -Infinity}', b'{"dealer": 0, "dealer": 1}', b'{"a": {"b": 1, "b": 2}}', b'{"id": 1,}',
        b'{"id": 1', b'{"id" 1}', b"{'id': 1}", b'{"id": tru}', b'{"id": true} x', b'{"id": true}{}',
        b'{"id": "\\/\\b\\f\\n\\r\\t\\"\\\\"}', b'{"id": "\\x41"}', b'{"id": "\\u00e9\\u4e2D"}', b'{"id": "\\u12"}',
        b'{"id": "\\', b'{"id": "abc', b'{"id"\x00: 1}', b"\x00", b'{"id": [1, 2, [3, {"x": null}]]}',
    ]
    out += [valid[:cut] for cut in range(0, len(valid), max(1, len(valid) // 60))]
    for _ in range(300):  # random bytes, and the valid line with bytes changed, put in or taken out
        out.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 80))))
        line = bytearray(valid)
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(len(line))
            how = rng.randrange(3)
            if how == 0:
                line[at] = rng.randrange(256)
            elif how == 1:
                line.insert(at, rng.choice(b'{}[]",:\\0-e.u \x00\xff'))
            else:
                del line[at]
        out.append(bytes(line))
    return out


@pytest.mark.parametrize("ruleset", NATIVE)
def test_hostile_lines_never_crash_and_give_the_python_paths_bytes(built, ruleset):
    native = built[ruleset]
    rt = scorer_module(ruleset, native)
    rng = random.Random(35)
    valid = json.dumps({"id": "甲", **records(ruleset, 1, seed=35)[0]}, ensure_ascii=False).encode()
    hostile = hostile_lines(valid, rng)
    taken, differ = compare(native, rt, hostile)
    assert not differ, f"{len(differ)} hostile lines differ; the first: {differ[0]}"
    assert taken > 0
    assert native.score_json_line(b"[" * 100_000, 1) is None and native.score_json_line("{}", 1) is None
    with pytest.raises(TypeError):
        native.score_json_line(b"{}")


def test_errors_name_their_line_and_are_tallied_by_code(built):
    native = built["nanning"]
    line, outcome = native.score_json_line(b'{"id": 7, "players": [{}, {}, {}, {}], "wins": [{"winner": 0}]}', 1234)
    result = json.loads(line)
    assert list(result) == ["id", "error"] and result["error"]["message"].startswith("line 1234: ")
    assert outcome == result["error"]["code"]
    drawn, outcome = native.score_json_line(b'{"players": [{}, {}, {}, {}], "wins": []}', 1)
    assert outcome is False and json.loads(drawn)["wins"] == []


def test_no_python_code_runs_while_a_line_is_scored(built):
    """Reading a line, scoring it and writing its result run no Python code (legal deals: none is deferred), even
    with finalizers armed at every allocation."""
    from tests.test_native import with_finalizers
    native = built["riichi"]
    make, rng = generator("riichi"), random.Random(36)
    raws = [json.dumps(make(rng), ensure_ascii=False).encode() for _ in range(40)]
    ran, during = [], []
    got = with_finalizers(lambda: ran.append(native.score_json_line(raws[len(ran) % len(raws)], 1)),
                          lambda: python_run_inside(native.score_json_line, during, lambda: [
                              native.score_json_line(raw, i) for i, raw in enumerate(raws, 1)]))
    assert ran and during == []
    rt = scorer_module("riichi", native)
    assert got == [python_path(i, raw, rt) for i, raw in enumerate(raws, 1)]


def mjc_score(ruleset: str, path, off: bool, *more: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != lines.LINE_PATH_OFF}
    if off:
        env[lines.LINE_PATH_OFF] = "1"
    return subprocess.run([sys.executable, "-m", "compiler", "score", "-r", ruleset, str(path), *more], cwd=ROOT,
                          env=env, capture_output=True, timeout=600)


@pytest.mark.parametrize("ruleset", ["nanning", "mcr", "riichi"])
def test_mjc_score_writes_the_same_with_and_without_the_line_path(tmp_path, ruleset, require_native):
    if importlib.import_module(f"generated.{ruleset}").score_json_line is None:
        why = "the bundled scorer's C build is missing or older than it (pip install -e . or mjc build --native)"
        if os.environ.get("MJC_REQUIRE_NATIVE") == "1":
            pytest.fail(f"MJC_REQUIRE_NATIVE=1, but {why}")
        pytest.skip(why)
    rng = random.Random(37)
    raws = as_lines(records(ruleset, 1500, seed=37), rng)
    hostile = [h for h in hostile_lines(raws[0], rng) if h is not None and len(h) < 200_000]
    body = b"\n".join(raws[:700] + hostile + raws[700:]) + b"\r\n\n" + b'{"id": "' + b"x" * (1 << 20) + b'"}\r' + raws[0]
    path = tmp_path / "lines.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + body)
    for jobs in ("1", "2"):
        fast, plain = mjc_score(ruleset, path, False, "--jobs", jobs), mjc_score(ruleset, path, True, "--jobs", jobs)
        assert fast.returncode == plain.returncode == 1  # some lines are errors
        assert fast.stdout == plain.stdout and fast.stdout.count(b"\n") > 1500
        assert fast.stderr.split(b" in ")[0] == plain.stderr.split(b" in ")[0]  # the tally, less the time


def test_the_line_path_is_used_only_where_it_writes_what_mjc_score_writes(built, monkeypatch):
    native = built["nanning"]
    rt = scorer_module("nanning", native)
    rt.score_json_line = native.score_json_line
    assert lines.native_line_scorer(rt, False, "utf-8") is native.score_json_line
    assert lines.native_line_scorer(rt, False, "UTF8") is native.score_json_line
    assert lines.native_line_scorer(rt, True, "utf-8") is None  # --explain
    assert lines.native_line_scorer(rt, False, "latin-1") is None and lines.native_line_scorer(rt, False, "nope") is None
    rt.score = python_scorer("nanning")  # a scorer that is not the native module's own
    assert lines.native_line_scorer(rt, False, "utf-8") is None
    rt.score = native.score
    monkeypatch.setenv(lines.LINE_PATH_OFF, "1")
    assert lines.native_line_scorer(rt, False, "utf-8") is None


@pytest.mark.parametrize("ruleset", ["nanning", "mcr", "riichi"])
def test_a_span_scored_at_once_writes_and_tallies_what_each_line_would(built, ruleset):
    """score_json_lines over a span of plain, broken, blank, hostile and too long lines (batch._score_whole): the
    bytes and the tally of scoring each line by the Python path, whichever lines it leaves to that path."""
    native = built[ruleset]
    rt = scorer_module(ruleset, native)
    rt.score_json_lines = native.score_json_lines
    rng = random.Random(38)
    raws = as_lines(records(ruleset, 300, seed=38), rng)
    hostile = [h for h in hostile_lines(raws[0], rng)
               if h is not None and len(h) < 200_000 and b"\n" not in h and b"\r" not in h]
    too_long = b'{"id": "' + b"x" * rt.MAX_RECORD_LINE + b'"}'
    mixed = raws[:100] + [b"", b"  "] + hostile + [too_long] + raws[100:] + [b""] + raws[:3]
    for data in (b"\n".join(mixed), b"\n".join(mixed) + b"\n", b"\n".join(raws[:5])):
        scored, out = batch.Scored(0), []
        after = batch._score_whole(rt, (data, 41), scored, out, lines.record_decoder(rt.MAX_NUMBER_DIGITS))
        pieces = data.split(b"\n")
        if not pieces[-1]:
            pieces.pop()
        expected, tally = [], batch.Scored(0)
        for number, raw in enumerate(pieces, 41):
            done = lines.score_line(number, raw if len(raw) <= rt.MAX_RECORD_LINE else None,
                                    lines.record_decoder(rt.MAX_NUMBER_DIGITS), rt, False)
            if done is not None:
                expected.append(batch._encoded(done, "utf-8", False))
                batch._tally(tally, number, done[0])
        assert b"".join(out) == b"".join(expected)
        assert after == 41 + len(pieces)
        assert (scored.records, scored.wins, scored.drawn, scored.errors, scored.failed) == \
               (tally.records, tally.wins, tally.drawn, tally.errors, tally.failed)
    plain = b"\n".join([raw for raw in raws if native.score_json_line(raw, 1) is not None][:50])
    output, at, number, won, drawn, errors = native.score_json_lines(plain, 0, 7, rt.MAX_RECORD_LINE)
    assert at == len(plain) and number == 57 and won + drawn + len(errors) == 50
    assert output.count(b"\n") == 50 and all(isinstance(n, int) and isinstance(c, str) for n, c in errors)
    blanks = b'{"id": 1}\n\n \t\r\n{"id": 2}'  # blank lines are passed over in the call, as the Python path does
    output, at, number, *_counts = native.score_json_lines(blanks, 10, 5, 100)
    assert (at, number, output.count(b"\n")) == (len(blanks), 8, 1)
    many = b"\n" * 200_000 + plain  # a run of blank lines costs a loop in C, not a return to Python for each
    assert native.score_json_lines(many, 0, 1, rt.MAX_RECORD_LINE)[1:3] == (len(many), 200_051)
    with pytest.raises(ValueError):
        native.score_json_lines(b"{}", 3, 1, 100)
    with pytest.raises(TypeError):
        native.score_json_lines(b"{}", 0, 1)


def test_a_span_scored_while_another_is_leaves_the_first_whole(built):
    """A record the native scorer defers runs the Python scorer, which may (a finalizer, a hostile bind) score a span
    itself: that inner call takes nothing, and the outer call's output holds every line it counted."""
    native = built["nanning"]
    rt = scorer_module("nanning", native)
    make, rng = generator("nanning"), random.Random(39)
    good = b"".join(json.dumps(make(rng)).encode() + b"\n" for _ in range(3))
    inner = []

    def deferred(record: dict) -> dict:
        inner.append(native.score_json_lines(good, 0, 100, rt.MAX_RECORD_LINE))
        return python_scorer("nanning")(record)

    native.bind(deferred)
    try:
        data = good + b'{"players": [{}, {}, {}, {}], "wins": [], "deferred": "\\u00e9"}\n' + good
        output, at, number, won, drawn, errors = native.score_json_lines(data, 0, 1, rt.MAX_RECORD_LINE)
    finally:
        native.bind(python_scorer("nanning"))
    assert at == len(data) and number == 8 and won + drawn + len(errors) == 7
    assert output.count(b"\n") == 7 and output.startswith(native.score_json_line(good.split(b"\n")[0], 1)[0])
    assert [call[:3] for call in inner] == [(b"", 0, 100)]  # the deferred record's scorer called it, and got nothing
    for number in (-1, 2 ** 62 + 1, 2 ** 63 - 1):
        with pytest.raises((ValueError, OverflowError)):
            native.score_json_lines(good, 0, number, rt.MAX_RECORD_LINE)
