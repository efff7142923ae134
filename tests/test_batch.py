"""Batch scoring (`mjc score` over files, globs, gzip and standard input, in worker processes or on a Dask
cluster): every line in gives one line out, in input order, whatever the input holds."""

from __future__ import annotations

import gzip
import io
import json
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

import pytest

from compiler import batch, held_folders, optional
from compiler import lines as lines_module
from compiler.lines import blank, record_lines
from compiler.batch import (Input, InputError, OutputFiles, ScorerSource, expand_inputs, output_name, score_chunk,
                            score_inputs, Chunk)
from tests.conftest import ROOT
from tests.deals import generator
from tests.test_fuzz import mutate_record

NANNING = ScorerSource.of(ROOT / "specs" / "nanning.yaml", ROOT, {})
WIN = '{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"}'
WIN_RESULT = {"deltas": [12, -4, -4, -4], "wins": [{"winner": 0, "total": 12, "unit": "points", "patterns": []}],
              "payments": [{"from": s, "to": 0, "amount": 4, "reason": "自摸 (self-draw)"} for s in (1, 2, 3)]}


def mjc(*args, stdin: bytes | None = None, cwd: Path = ROOT, **env: str) -> subprocess.CompletedProcess:
    proc = subprocess.run([sys.executable, "-m", "compiler", *args], input=stdin, capture_output=True, cwd=cwd,
                          timeout=300, env={"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin"), **env})
    assert b"Traceback" not in proc.stderr, proc.stderr.decode()
    return proc


def hostile_lines(count: int, seed: int) -> bytes:
    """Legal deals, broken records, and lines no reader likes: not JSON, not UTF-8, blank, too long, a lone
    surrogate, each line ended by "\\n", "\\r\\n" or "\\r"."""
    rng, make = random.Random(seed), generator("nanning")
    out = []
    for i in range(count):
        kind = rng.random()
        if kind < 0.6:
            line = json.dumps(make(rng), ensure_ascii=False).encode()
        elif kind < 0.8:
            line = json.dumps(mutate_record(make(rng), rng)).encode()
        else:
            line = rng.choice([b"", b"   ", b"not json", b"\xff\xfe", b'{"id": "\\ud800", "hand": 1}', b"[" * 5000,
                               b'{"meta": "' + b"x" * (1 << 20) + b'"}', WIN.encode(), b'{"id": 7}'])
        out.append(line + rng.choice([b"\n", b"\n", b"\r\n", b"\r"]))
    return b"".join(out)


def nonblank_lines(data: bytes) -> list[bytes]:
    return [line for line in data.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n") if line.strip()]


def scored(inputs: list[Input], jobs: int, stdin: bytes | None = None, **kwargs) -> tuple[bytes, batch.Tally]:
    written: list[tuple[int, bytes]] = []
    tally = score_inputs(NANNING, inputs, lambda i, data: written.append((i, bytes(data))), jobs=jobs,
                         stdin=io.BytesIO(stdin) if stdin is not None else None, **kwargs)
    assert [i for i, _ in written] == sorted(i for i, _ in written), "inputs written out of order"
    return b"".join(data for _, data in written), tally


def test_every_line_gives_one_line_in_order_with_workers_or_without(tmp_path, monkeypatch):
    data = hostile_lines(3000, seed=1)
    path = tmp_path / "log.jsonl"
    path.write_bytes(data)
    monkeypatch.setattr(batch, "SPAN_BYTES", 4096)  # many spans, so that their edges fall everywhere
    monkeypatch.setattr(batch, "SCAN_BYTES", 700)
    alone, tally = scored([Input("-")], 1, stdin=data)
    assert scored(expand_inputs([str(path)]), 1)[0] == alone
    assert scored(expand_inputs([str(path)]), 2)[0] == alone
    assert scored([Input("-")], 2, stdin=data, chunk_lines=37)[0] == alone
    out = alone.decode("utf-8").splitlines()
    lines = nonblank_lines(data)
    assert len(out) == len(lines) == tally.records
    module = NANNING.load()
    for number, (line, text) in enumerate(zip(lines, out), 1):
        result = json.loads(text)
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            assert result["error"]["code"] in ("bad_json", "line_too_long"), text
            continue
        expected = module.score(record) if isinstance(record, dict) else None
        if expected is not None and "error" not in expected:
            assert result == expected
        else:
            assert "error" in result, text
    assert tally.records == tally.wins + tally.drawn + sum(tally.errors.values())
    assert tally.errors["line_too_long"] == sum(len(line) > (1 << 20) for line in lines)
    assert len(tally.failed) == min(10, sum(tally.errors.values())) and tally.failed == sorted(tally.failed)


def test_error_lines_name_their_line_number_in_the_input(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_bytes(f"{WIN}\n\nnot json\r\n{WIN}\r{{\"hnd\": 1}}\n".encode())
    out = mjc("score", "-r", "nanning", "--jobs", "2", str(path))
    lines = [json.loads(line) for line in out.stdout.decode().splitlines()]
    assert lines[0] == lines[2] == WIN_RESULT
    assert lines[1]["error"]["message"].startswith("line 3: not JSON")
    assert lines[3]["error"]["code"] == "bad_record" and lines[3]["error"]["message"].startswith("line 5: ")
    assert out.returncode == 1 and out.stderr.decode() == "2 records failed (lines 3, 5)\n"


def test_files_globs_gzip_and_standard_input_in_the_order_given(tmp_path):
    (tmp_path / "logs" / "b").mkdir(parents=True)
    (tmp_path / "logs" / "a.jsonl").write_text(WIN + "\n" + '{"id": "a2"}\n')
    (tmp_path / "logs" / "b" / "c.jsonl.gz").write_bytes(gzip.compress(('{"id": "c1"}\n' + WIN + "\n").encode()))
    (tmp_path / "logs" / "b" / "d.jsonl").write_text('{"id": "d1"}\n')
    out = mjc("score", "-r", "nanning", "logs/**/*.jsonl*", "-", stdin=b'{"id": "stdin"}\n', cwd=tmp_path)
    ids = [json.loads(line).get("id") for line in out.stdout.decode().splitlines()]
    assert ids == [None, "a2", "c1", None, "d1", "stdin"]
    assert "4 records failed (lines logs/a.jsonl:2, logs/b/c.jsonl.gz:1, logs/b/d.jsonl:1, -:1)" in out.stderr.decode()
    gz = mjc("score", "-r", "nanning", stdin=gzip.compress(WIN.encode() + b"\n"))  # gzip on standard input
    assert json.loads(gz.stdout) == WIN_RESULT and gz.returncode == 0


def test_a_name_that_matches_nothing_is_said_before_anything_is_scored(tmp_path):
    for name, said in [("nothing-*.jsonl", "no file matches nothing-*.jsonl"),
                       ("missing.jsonl", "cannot read missing.jsonl: no such file"),
                       (".", ". is a folder: name files in it")]:
        out = mjc("score", "-r", "nanning", name, cwd=tmp_path)
        assert out.returncode == 2 and said in out.stderr.decode() and out.stdout == b""


def test_a_cut_or_corrupt_gzip_file_gives_its_lines_then_one_error_line(tmp_path):
    data = gzip.compress(b"".join(f'{{"id": {i}, {WIN[1:]}\n'.encode() for i in range(2000)), mtime=0)
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(data[: len(data) // 2])
    (tmp_path / "fine.jsonl").write_text(WIN + "\n")
    out = mjc("score", "-r", "nanning", "--jobs", "2", str(cut), str(tmp_path / "fine.jsonl"))
    lines = [json.loads(line) for line in out.stdout.decode().splitlines()]
    error = lines[-2]["error"]
    good = len(lines) - 2
    assert 0 < good < 2000 and [r["id"] for r in lines[:good]] == list(range(good))
    assert error["code"] == "unreadable_input" and error["message"].startswith(f"line {good + 1}: the input cannot be "
                                                                               "read from here on (EOFError: ")
    assert lines[-1] == WIN_RESULT and out.returncode == 1  # the next input is read all the same


class _Killer(types.ModuleType):
    """A scorer that takes its process down on the record {"die": true}, as a fault in native code would."""

    def __init__(self, module):
        super().__init__("killer")
        self.__dict__.update({k: v for k, v in vars(module).items() if not k.startswith("__") and k != "score"})
        self._score = module.score

    def score(self, record):
        if record.get("die"):
            os._exit(3)
        return self._score(record)


@pytest.mark.skipif(sys.platform == "win32" or "fork" not in __import__("multiprocessing").get_all_start_methods(),
                    reason="the workers inherit the killing scorer by fork")
def test_a_record_that_kills_its_worker_loses_nothing_else():
    killer = ScorerSource("killer-test")
    killer.preload(_Killer(NANNING.load()))
    lines = [WIN if i % 7 else f'{{"id": {i}}}' for i in range(1200)]
    lines[700] = '{"die": true, "id": "x"}'
    out, tally = scored_with(killer, ("\n".join(lines) + "\n").encode(), jobs=2)
    results = [json.loads(line) for line in out.decode().splitlines()]
    assert len(results) == 1200 and tally.records == 1200
    assert results[700]["error"]["code"] == "internal_error"
    assert results[700]["error"]["message"] == "line 701: the scorer's process stopped on this record; please report it with the record"
    assert all(r == WIN_RESULT for i, r in enumerate(results) if i % 7 and i != 700)
    assert all(r["error"]["code"] == "bad_record" for i, r in enumerate(results) if not i % 7 and i != 700)


@pytest.mark.skipif(sys.platform == "win32" or "fork" not in __import__("multiprocessing").get_all_start_methods(),
                    reason="the workers inherit the killing scorer by fork")
def test_a_record_that_kills_its_worker_costs_a_few_workers_not_one_a_line(monkeypatch):
    """The lines of a chunk whose worker died were scored again each in a fresh worker, blank lines too: 25 ms a
    line, and hours for a span of line breaks. Now in halves: some two workers for each halving."""
    killer = ScorerSource("killer-test")
    killer.preload(_Killer(NANNING.load()))
    started = []
    pool = batch.worker_pool
    monkeypatch.setattr(batch, "worker_pool", lambda jobs: started.append(jobs) or pool(jobs))
    lines = [WIN] * 1000 + [""] * 20_000 + [WIN] * 1000
    lines[600] = '{"die": true, "id": "x"}'
    out, tally = scored_with(killer, ("\n".join(lines) + "\n").encode(), jobs=2)
    results = [json.loads(line) for line in out.decode().splitlines()]
    assert len(results) == 2000 and tally.records == 2000
    assert results[600]["error"]["message"] == ("line 601: the scorer's process stopped on this record; please report "
                                                "it with the record")
    assert all(r == WIN_RESULT for i, r in enumerate(results) if i != 600)
    assert started[0] == 2 and 3 <= len(started) <= 1 + 2 * 11, started  # before: one for each line of its chunk


def scored_with(source: ScorerSource, data: bytes, jobs: int) -> tuple[bytes, batch.Tally]:
    written: list[bytes] = []
    tally = score_inputs(source, [Input("-")], lambda _i, d: written.append(bytes(d)), jobs=jobs, stdin=io.BytesIO(data),
                         chunk_lines=100)
    return b"".join(written), tally


def test_output_dir_writes_each_input_as_its_own_run_would(tmp_path):
    for name, count in [("day1.jsonl", 900), ("day2.jsonl", 0)]:
        (tmp_path / name).write_bytes(hostile_lines(count, seed=len(name) + count))
    (tmp_path / "day3.jsonl.gz").write_bytes(gzip.compress(hostile_lines(700, seed=3)))
    out = mjc("score", "-r", "nanning", "--output-dir", "results", "--jobs", "2", "day*", cwd=tmp_path)
    assert out.stdout == b"" and out.returncode == 1
    assert sorted(p.name for p in (tmp_path / "results").iterdir()) == [
        "day1.results.jsonl", "day2.results.jsonl", "day3.results.jsonl"]
    for name in ("day1.jsonl", "day2.jsonl", "day3.jsonl.gz"):
        alone = mjc("score", "-r", "nanning", "--jobs", "1", name, cwd=tmp_path)
        assert (tmp_path / "results" / output_name(Input(name))).read_bytes() == alone.stdout, name


def test_output_dir_refuses_standard_input_and_two_inputs_of_one_name(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "x.jsonl").write_text(WIN + "\n")
    (tmp_path / "x.jsonl.gz").write_bytes(gzip.compress(WIN.encode()))
    with pytest.raises(InputError, match="a/x.jsonl and x.jsonl.gz would both write x.results.jsonl"):
        OutputFiles.names([Input("a/x.jsonl", tmp_path / "a" / "x.jsonl"), Input("x.jsonl.gz", tmp_path / "x.jsonl.gz")])
    out = mjc("score", "-r", "nanning", "--output-dir", "out", "-", stdin=WIN.encode(), cwd=tmp_path)
    assert out.returncode == 2 and b"standard input has no name" in out.stderr
    assert mjc("score", "-r", "nanning", "--dask", "local", "x.jsonl.gz", cwd=tmp_path).returncode == 2
    assert mjc("score", "-r", "nanning", "--jobs", "0", cwd=tmp_path).returncode == 2


def test_the_dask_path_writes_the_bytes_of_a_local_run(tmp_path):
    if missing := optional.dask_missing():
        pytest.skip(missing)
    from dask.distributed import LocalCluster
    for i in range(3):
        (tmp_path / f"log{i}.jsonl").write_bytes(hostile_lines(400 + 100 * i, seed=10 + i))
    (tmp_path / "log3.jsonl.gz").write_bytes(gzip.compress(hostile_lines(300, seed=13)))
    local = mjc("score", "-r", "nanning", "--output-dir", "local", "log*", cwd=tmp_path)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        remote = mjc("score", "-r", "nanning", "--output-dir", "remote", "--dask", cluster.scheduler_address, "--summary",
                     "log*", cwd=tmp_path)
    assert remote.returncode == local.returncode == 1
    for name in ("log0", "log1", "log2", "log3"):
        assert (tmp_path / "remote" / f"{name}.results.jsonl").read_bytes() == \
            (tmp_path / "local" / f"{name}.results.jsonl").read_bytes()
    records = sum(len(nonblank_lines(p.read_bytes() if p.suffix != ".gz" else gzip.decompress(p.read_bytes())))
                  for p in tmp_path.glob("log*"))
    assert f"{records:,} records in " in remote.stderr.decode()
    unreachable = mjc("score", "-r", "nanning", "--output-dir", "x", "--dask", "tcp://127.0.0.1:9", "log0.jsonl", cwd=tmp_path,
                      DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT="2s")  # Dask's own setting of how long to try
    assert unreachable.returncode == 2 and b"cannot reach the Dask scheduler at tcp://127.0.0.1:9" in unreachable.stderr


def test_the_summary_counts_wins_draws_and_errors_by_code():
    drawn = '{"players": [{}, {}, {}, {}], "wins": []}'
    data = "\n".join([WIN, WIN, drawn, "x", '{"hnd": 1}', "y"]).encode()
    out = mjc("score", "-r", "nanning", "--summary", stdin=data)
    said = out.stderr.decode().splitlines()
    assert said[0] == "3 records failed (lines 4, 5, 6)"
    assert said[1].startswith("6 records in ") and said[1].endswith(": 2 won, 1 drawn, 3 errors (bad_json 2, bad_record 1)")
    assert mjc("score", "-r", "nanning", "--summary", "--quiet", stdin=data).stderr.decode() == said[0] + "\n"


def test_a_terminal_gets_a_progress_bar_and_the_summary(tmp_path):
    pty = pytest.importorskip("pty", reason="a pseudo-terminal (POSIX)")
    path = tmp_path / "log.jsonl"
    path.write_bytes(hostile_lines(5000, seed=4))
    import fcntl
    import termios
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))  # a terminal 100 columns wide
    proc = subprocess.Popen([sys.executable, "-m", "compiler", "score", "-r", "nanning", "--jobs", "2", str(path)],
                            stdout=subprocess.DEVNULL, stderr=slave, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    os.close(slave)
    said = b""
    while True:
        try:
            piece = os.read(master, 65536)
        except OSError:  # the terminal closed with the process
            break
        if not piece:
            break
        said += piece
    assert proc.wait(timeout=300) == 1
    text = said.decode("utf-8", "replace")
    assert "records/s" in text and "records" in text and "\r" in text  # tqdm's bar, redrawn in place
    last = [line for line in text.replace("\r", "\n").splitlines() if line.strip()][-1]
    assert last.startswith(f"{len(nonblank_lines(path.read_bytes())):,} records in ") and "won" in last


def test_a_worker_scores_a_span_of_a_file_by_itself(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + WIN.encode() + b"\r\n\r\n" + WIN.encode() + b"\rx")
    identity = batch._plain(path)
    spans = list(batch._spans(0, path, identity))
    assert len(spans) == 1 and spans[0].span[1:] == (0, path.stat().st_size, 1, identity)
    assert os.path.samefile(spans[0].span[0], path)  # opened again through the descriptor held, where there is one
    done = score_chunk(NANNING, spans[0], explained=False)
    assert [json.loads(line) for line in done.data.decode().splitlines()][:2] == [WIN_RESULT, WIN_RESULT]
    assert done.records == 3 and done.failed == [4]
    later = Chunk(0, span=(str(path), len(WIN) + 5, path.stat().st_size - len(WIN) - 5, 2, identity))  # from line 2
    assert score_chunk(NANNING, later, explained=False).failed == [4]


def test_a_line_of_any_json_value_is_answered_and_only_json_space_is_blank():
    data = b'null\n  null\n1\n[]\n"x"\n\x0c\n\x1c\n \t \n\xe3\x80\x80\n'
    out = mjc("score", "-r", "nanning", stdin=data)
    errors = [json.loads(line)["error"] for line in out.stdout.decode().splitlines()]
    assert [e["code"] for e in errors] == ["bad_record"] * 5 + ["bad_json"] * 3
    assert errors[0]["message"] == "line 1: a hand record must be a JSON object, got null"
    assert [e["message"].split(":")[0] for e in errors[5:]] == ["line 6", "line 7", "line 9"]


def test_a_cut_gzip_names_the_line_after_the_last_it_holds_even_at_a_chunk_edge(tmp_path):
    whole = gzip.compress(("\n".join([WIN] * 1000) + "\n").encode(), mtime=0)
    (tmp_path / "cut.jsonl.gz").write_bytes(whole[:-8])  # every line there, the gzip trailer gone
    out = mjc("score", "-r", "nanning", "--jobs", "2", "cut.jsonl.gz", cwd=tmp_path)
    lines = out.stdout.decode().splitlines()
    assert len(lines) == 1001 and json.loads(lines[-1])["error"]["message"].startswith("line 1001: the input cannot")


def test_inputs_that_cannot_be_read_are_said_before_any_scoring(tmp_path):
    """A socket or a named pipe named as an input is refused before any line is scored (a named pipe without its
    writer made the batch wait for ever); a pipe is read as standard input, as its lines come."""
    import socket
    import threading
    (tmp_path / "a.jsonl").write_text(WIN + "\n")
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "sock.jsonl"))
    try:
        out = mjc("score", "-r", "nanning", "a.jsonl", "sock.jsonl", "a.jsonl", cwd=tmp_path)
    finally:
        server.close()
    assert (out.returncode, out.stdout) == (2, b"")
    assert out.stderr == b"mjc: cannot read sock.jsonl: it is a socket, not a file (a stream is read as standard " \
                         b"input: - < NAME)\n"
    os.mkfifo(tmp_path / "fifo.jsonl")
    named = mjc("score", "-r", "nanning", "fifo.jsonl", cwd=tmp_path)
    assert (named.returncode, named.stdout) == (2, b"") and b"it is a named pipe, not a file" in named.stderr
    writer = threading.Thread(target=lambda: (tmp_path / "fifo.jsonl").write_text(WIN + "\n"))
    writer.start()
    with open(tmp_path / "fifo.jsonl", "rb") as pipe:
        fifo = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", "-"], stdin=pipe,
                              capture_output=True, cwd=tmp_path, env={"PYTHONPATH": str(ROOT)}, timeout=120)
    writer.join()
    assert json.loads(fifo.stdout) == WIN_RESULT
    full = mjc("score", "-r", "nanning", "a.jsonl", "--output-dir", "a.jsonl", cwd=tmp_path)
    assert full.returncode == 2 and b"--output-dir a.jsonl is a file: name a folder" in full.stderr
    if Path("/dev/full").exists():
        with open("/dev/full", "wb") as device:
            proc = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", "a.jsonl"], cwd=tmp_path,
                                  stdout=device, stderr=subprocess.PIPE, env={"PYTHONPATH": str(ROOT)}, timeout=120)
        assert proc.returncode == 2 and proc.stderr.decode() == "mjc: No space left on device\n"


@pytest.mark.parametrize("end", ["\n", "\r\n"])  # a span read whole, and one read line by line
def test_a_file_that_shrinks_while_read_ends_in_an_error_line_at_the_spans_first(tmp_path, end):
    """A span that ends short may hold bytes written since it was counted: none of its lines is scored."""
    path = tmp_path / "log.jsonl"
    path.write_text(f"{WIN}{end}{WIN}{end}", newline="")
    span = Chunk(0, span=(str(path), 0, path.stat().st_size + 500, 1, batch._plain(path)))  # cut before it shrank
    done = score_chunk(NANNING, span, explained=False)
    lines = done.data.decode().splitlines()
    size = path.stat().st_size
    assert len(lines) == 1 and json.loads(lines[0])["error"]["message"] == (
        f"line 1: the input cannot be read from here on (the file was cut while it was read: it ended at byte {size:,} "
        f"of the {size + 500:,} counted); the lines before it are scored")
    assert (done.records, dict(done.errors)) == (1, {"unreadable_input": 1})


@pytest.mark.parametrize("end", ["\n", "\r\n"])
def test_a_file_written_over_shorter_gives_none_of_the_new_lines(tmp_path, monkeypatch, end):
    """A log written over in place with fewer bytes (`cat other > log`, an editor saving it shorter) while its spans
    are scored: the spans before the new end are checked by their CRC, the one it ends in reads short; no line
    of the new content is scored under the old file's line numbers, whichever way the span is read."""
    monkeypatch.setattr(batch, "SPAN_BYTES", 2048)
    path = tmp_path / "log.jsonl"
    old = "".join(f"{WIN}{end}" for _ in range(200))
    path.write_text(old, newline="")
    spans = list(batch._spans(0, path, batch._plain(path)))
    assert len(spans) >= 4
    other = '{"ruleset": "mcr", "hand": "123m456m789p78s55z", "win_tile": "9s"}' + end
    kept = old[:spans[2].span[1] + 700]  # the old bytes up to the middle of the third span, then the new lines
    path.write_text(kept + other * ((len(old) - len(kept)) // len(other) - 1), newline="")
    out = b"".join(score_chunk(NANNING, span, explained=False).data for span in spans).decode()
    results = [json.loads(line) for line in out.splitlines()]
    assert "wrong_ruleset" not in out
    errors = [r["error"] for r in results if "error" in r]
    assert errors[0]["code"] == "unreadable_input" and f"line {spans[2].span[3]}:" in errors[0]["message"], errors
    assert results[:spans[2].span[3] - 1] == [WIN_RESULT] * (spans[2].span[3] - 1)


def test_a_file_is_counted_up_to_its_size_when_opened_even_where_its_last_line_has_no_end(tmp_path, monkeypatch):
    """Bytes appended while the spans are counted are not read, not even to end a last line that had no line
    break: a broken last line stays broken, and `mjc score log | cat >> log` never reads its own results."""
    monkeypatch.setattr(batch, "SPAN_BYTES", 2048)
    path = tmp_path / "log.jsonl"
    data = "\n".join([WIN] * 100) + '\n{"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_dr'
    path.write_text(data)
    spans = batch._spans(0, path, batch._plain(path))
    first = next(spans)  # the file is open and its size taken
    with path.open("a") as log:
        log.write('aw"}\n' + WIN + "\n")
    counted = [first, *spans]
    assert sum(c.size for c in counted) == len(data) and counted[-1].crc is not None
    out = b"".join(score_chunk(NANNING, c, explained=False).data for c in counted).decode().splitlines()
    assert len(out) == 101 and json.loads(out[-1])["error"]["code"] == "bad_json", out[-1]


def test_a_line_with_no_end_is_counted_no_further_than_a_line_that_could_be_read(tmp_path, monkeypatch):
    """A sparse file of 1 GiB with no line break (no disk used) is read only as far as the reader reads one line:
    the longest line, then the input is unreadable from there on, as on standard input."""
    monkeypatch.setattr(batch, "SCAN_LIMIT", batch.SPAN_BYTES + (2 << 20))
    monkeypatch.setattr(lines_module, "ENDLESS_LINE_BYTES", 2 << 20)
    path = tmp_path / "sparse.jsonl"
    with path.open("wb") as sparse:
        sparse.truncate(1 << 30)
    counted = list(batch._spans(0, path, batch._plain(path)))
    assert sum(c.size for c in counted) <= batch.SCAN_LIMIT + batch.SCAN_BYTES + 1, [c.size for c in counted]
    assert counted[-1].unreadable == "the line before ran on past 2 MiB with no line break"
    written: list[bytes] = []
    tally = score_inputs(NANNING, [Input(str(path), path)], lambda _i, d: written.append(bytes(d)), jobs=1)
    out = [json.loads(line)["error"] for line in b"".join(written).decode().splitlines()]
    assert [e["code"] for e in out] == ["line_too_long", "unreadable_input"], out
    assert out[1]["message"].startswith("line 2: the input cannot be read from here on (the line before ran on past 2 MiB")
    assert tally.records == 2


def test_standard_input_that_is_a_file_is_read_up_to_its_size_when_opened(tmp_path):
    """`mjc score < log >> log` (a regular file as standard input, its results appended to it): its own result lines
    are never read back, however quickly each is written."""
    path = tmp_path / "log.jsonl"
    path.write_text((WIN + "\n") * 50)
    with path.open("rb") as stdin, path.open("ab") as log:
        def write(_index: int, data: bytes) -> None:
            log.write(data)
            log.flush()
        tally = score_inputs(NANNING, [Input("-")], write, jobs=1, stdin=stdin, chunk_lines=1)
    assert tally.records == 50 and not tally.errors
    assert path.read_text().splitlines()[50:] == [json.dumps(WIN_RESULT, ensure_ascii=False)] * 50


def test_only_a_stream_is_read_live_and_a_named_file_is_read_in_spans_beside_one(tmp_path):
    """`mjc score -j 1 - < log` read the file a line at a time, flushing each result, as for a live pipe (9.3 s
    against 1.2 s for 400,000 lines), and `mjc score -j 1 log -` read the named file so too."""
    path = tmp_path / "log.jsonl"
    path.write_text(f"{WIN}\n" * 10)
    read_end, write_end = os.pipe()
    with path.open("rb") as regular, os.fdopen(read_end, "rb") as pipe, os.fdopen(write_end, "wb") as writer:
        assert not batch.reads_a_stream([Input("-")], regular) and batch.reads_a_stream([Input("-")], pipe)
        assert not batch.reads_a_stream([Input(str(path), path)], pipe)
        writer.write(f"{WIN}\n".encode())
        writer.close()
        made = list(batch.chunks([Input(str(path), path), Input("-")], 1 << 20, 1, pipe))
    assert made[0].span is not None and made[0].span[2] == path.stat().st_size
    assert [c.lines for c in made[1:]] == [((1, WIN.encode()),)]


def test_blank_lines_make_no_chunk_and_a_run_of_them_reads_in_blocks(tmp_path):
    """Blank lines give no output: read from a stream (standard input, gzip), they are passed over as they are read,
    not handed on one chunk each (a live run makes a chunk of each line); a span of them is read in blocks."""
    data = b"\n \r\n\t\n" * 20_000 + (WIN + "\n").encode() + b"\n" * 20_000 + (WIN + "\r\n").encode()
    made = list(batch.chunks([Input("-")], 1 << 20, 1, io.BytesIO(data)))
    assert [[n for n, _raw in c.lines] for c in made] == [[60_001], [80_002]]
    path = tmp_path / "blank.jsonl"
    path.write_bytes(data)
    reads = []
    with path.open("rb") as stream:
        span = batch._Span(stream, len(data))
        real = stream.read1
        stream_reads = lambda size: reads.append(size) or real(size)  # noqa: E731
        span.stream = types.SimpleNamespace(read1=stream_reads)
        assert [n for n, raw in enumerate(record_lines(span, 1 << 20), 1) if not blank(raw)] == [60_001, 80_002]
    assert len(reads) < 10
    assert scored(expand_inputs([str(path)]), 1)[0] == scored([Input("-")], 1, stdin=data)[0] == \
        (json.dumps(WIN_RESULT, ensure_ascii=False) + "\n").encode() * 2


def test_lines_ended_by_cr_alone_are_cut_into_spans_and_long_lines_into_small_chunks(tmp_path, monkeypatch):
    monkeypatch.setattr(batch, "SPAN_BYTES", 2048)
    monkeypatch.setattr(batch, "SCAN_BYTES", 100)
    data = hostile_lines(400, seed=9).replace(b"\r\n", b"\r").replace(b"\n", b"\r")
    path = tmp_path / "mac.jsonl"
    path.write_bytes(data)
    spans = list(batch._spans(0, path, batch._plain(path)))
    assert len(spans) > 10 and sum(c.size for c in spans) == len(data)
    assert scored(expand_inputs([str(path)]), 2)[0] == scored([Input("-")], 1, stdin=data)[0]
    long = b"".join(b'{"meta": "' + b"x" * 600_000 + b'"}\n' for _ in range(12))
    held = [sum(len(raw or b"") for _n, raw in c.lines) for c in batch.chunks([Input("-")], 1 << 20, 500, io.BytesIO(long))]
    assert len(held) == 12 and max(held) < 700_000  # one long line a chunk, not 500


def test_output_dir_never_writes_over_an_input_and_keeps_a_cut_run_as_part(tmp_path):
    (tmp_path / "a.jsonl").write_text(WIN + "\n")
    (tmp_path / "a.results.jsonl").write_text(WIN + "\n")
    out = mjc("score", "-r", "nanning", "--output-dir", ".", "a*.jsonl", cwd=tmp_path)
    assert out.returncode == 2 and b"a.results.jsonl is an input too" in out.stderr
    files = OutputFiles([Input("a.jsonl", tmp_path / "a.jsonl")], tmp_path / "out")
    files(0, b"half\n")
    files.close(complete=False)  # as when the batch is stopped
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["a.results.jsonl.part"]


def test_a_file_named_like_a_glob_is_read_as_named(tmp_path):
    (tmp_path / "day[1].jsonl").write_text(WIN + "\n")
    out = mjc("score", "-r", "nanning", "day[1].jsonl", cwd=tmp_path)
    assert json.loads(out.stdout) == WIN_RESULT
    assert mjc("score", "-r", "nanning", "", cwd=tmp_path).stderr.startswith(b"mjc: an input named by an empty text")


def test_a_results_file_in_progress_never_lands_on_an_input(tmp_path):
    (tmp_path / "x.jsonl").write_text(WIN + "\n")
    (tmp_path / "x.results.jsonl.part").write_text(WIN + "\n")
    out = mjc("score", "-r", "nanning", "x.jsonl", "x.results.jsonl.part", "--output-dir", ".", cwd=tmp_path)
    assert out.returncode == 2 and b"x.results.jsonl.part is an input too" in out.stderr
    assert (tmp_path / "x.results.jsonl.part").read_text() == WIN + "\n"


def test_results_files_are_utf8_whatever_the_terminal_takes(tmp_path):
    (tmp_path / "x.jsonl").write_text(WIN + "\n")
    out = mjc("score", "-r", "nanning", "x.jsonl", "--output-dir", "o", cwd=tmp_path, PYTHONIOENCODING="latin-1")
    assert out.returncode == 0 and "自摸".encode() in (tmp_path / "o" / "x.results.jsonl").read_bytes()


def test_a_file_that_shrank_after_its_spans_were_cut_gives_one_error_line(tmp_path, monkeypatch):
    path = tmp_path / "log.jsonl"
    path.write_text("".join(f'{{"id": {i}, {WIN[1:]}\n' for i in range(3000)))
    monkeypatch.setattr(batch, "SPAN_BYTES", 8192)
    cut = list(batch.chunks(expand_inputs([str(path)]), 1 << 20, 500))
    assert len(cut) > 20
    with open(path, "r+b") as f:
        f.truncate(path.stat().st_size // 3)
    monkeypatch.setattr(batch, "chunks", lambda *args: (chunk for chunk in cut))
    out, tally = scored(expand_inputs([str(path)]), 2)
    lines = out.decode().splitlines()
    errors = [json.loads(line)["error"] for line in lines if '"error"' in line]
    assert [e["code"] for e in errors][-1] == "unreadable_input" and tally.errors["unreadable_input"] == 1
    assert len(lines) == tally.records and len(lines) < 1100


@pytest.mark.parametrize("jobs", [["--jobs", "1"], []])  # with workers too: they were a chunk of 500 lines late
def test_each_line_of_a_live_stream_is_answered_as_it_comes(jobs):
    proc = subprocess.Popen([sys.executable, "-m", "compiler", "score", "-r", "nanning", *jobs], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env={"PYTHONPATH": str(ROOT)})
    try:
        for count in (1, 1, 500, 3):  # each answer is read while the stream is still open
            proc.stdin.write(f"{WIN}\n".encode() * count)
            proc.stdin.flush()
            assert [json.loads(proc.stdout.readline()) for _ in range(count)] == [WIN_RESULT] * count
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)


def test_a_live_stream_is_cut_where_no_line_is_at_hand_and_else_in_full_chunks():
    """A live stream was cut a line a chunk (`mjc score -j 1 -` took 9.3 s for 400,000 lines from a pipe, 1.4 s
    now), and with workers not at all where no line was at hand, so that a line written by a coprocess waiting for
    its answer waited for 499 more."""
    read_end, write_end = os.pipe()
    with os.fdopen(read_end, "rb") as pipe, os.fdopen(write_end, "wb") as writer:
        made = batch.chunks([Input("-")], 1 << 20, 500, pipe, live=True)
        writer.write(f"{WIN}\n".encode() * 3)
        writer.flush()
        first = next(made)  # at once: no more lines are at hand
        assert [n for n, _raw in first.lines] == [1, 2, 3] and first.waits
        writer.write(f"{WIN}\n".encode() * 600)  # less than a pipe holds: at hand at once
        writer.flush()
        second, third = next(made), next(made)
        assert (len(second.lines), second.waits, len(third.lines), third.waits) == (500, False, 100, True)
        writer.write(f"{WIN}\n".encode() * 500)
        writer.flush()
        fourth, fifth = next(made), next(made)  # a chunk full where the lines at hand end: then one of none
        assert (len(fourth.lines), fourth.waits, fifth.lines, fifth.waits) == (500, False, (), True)
        writer.close()
        assert list(made) == []


def test_workers_pass_their_output_through_memory_and_leave_nothing_there(tmp_path, monkeypatch):
    """A worker's output of SPILL_BYTES or more is left in a file of a private folder in /dev/shm, written from
    there and removed; where no such file can be made, it comes back through the pipe. The bytes are the same."""
    data = hostile_lines(3000, seed=4)
    path = tmp_path / "in.jsonl"
    path.write_bytes(data)
    alone, one = scored([Input(str(path), path)], jobs=1)
    made = []
    real = batch._spill_folder
    monkeypatch.setattr(batch, "_spill_folder", lambda: made.append(real()) or made[-1])
    monkeypatch.setattr(batch, "SPILL_BYTES", 1 << 12)
    spilled, tally = scored([Input(str(path), path)], jobs=2)
    assert spilled == alone and tally.records == one.records > 2000
    if made[0] is not None:  # a machine with /dev/shm
        assert made[0][0].startswith("/dev/shm/mjc-score-") and not os.path.exists(made[0][0])
    monkeypatch.setattr(batch, "_spill_folder", lambda: (str(tmp_path / "gone"), os.open(os.devnull, os.O_RDONLY)))
    piped, _ = scored([Input(str(path), path)], jobs=2)  # mkstemp fails there: the output comes through the pipe
    assert piped == alone and not (tmp_path / "gone").exists()
    monkeypatch.setattr(batch, "_spill_folder", real)
    monkeypatch.setattr(batch, "score_chunk_spilled", spilled_and_removed)
    again, _ = scored([Input(str(path), path)], jobs=2)  # the worker's file removed under the main process
    assert again == alone


def spilled_and_removed(*args) -> batch.Scored:
    """score_chunk_spilled, and then its file removed, as another user of /dev/shm could."""
    scored = batch.score_chunk(*args[:4])
    scored.data, scored.spilled = b"", "/dev/shm/mjc-no-such-file"
    return scored


def test_a_results_folder_that_cannot_be_written_is_said_not_a_traceback(tmp_path, monkeypatch, capsys):
    """A read-only --output-dir ended in a traceback (InputError from the first write, outside the CLI's catch):
    it is said before any scoring, and a results file that fails later is said too."""
    from compiler.cli import main
    (tmp_path / "r.jsonl").write_text(WIN + "\n")
    monkeypatch.chdir(tmp_path)
    real_access = os.access
    monkeypatch.setattr(batch.os, "access", lambda path, mode: False if str(path) == "out" else real_access(path, mode))
    assert main(["score", "-r", "nanning", "-q", "--output-dir", "out", "r.jsonl"]) == 2
    assert capsys.readouterr().err == "mjc: cannot write in out: permission denied\n"
    monkeypatch.setattr(batch.os, "access", real_access)

    def refused(self, index):
        raise batch.InputError("cannot write out/r.results.jsonl: Read-only file system")
    monkeypatch.setattr(batch.OutputFiles, "_pending", refused)
    for jobs in ("1", "2"):
        assert main(["score", "-r", "nanning", "-q", "-j", jobs, "--output-dir", "out", "r.jsonl"]) == 2
        assert capsys.readouterr().err == "mjc: cannot write out/r.results.jsonl: Read-only file system\n"


def test_a_line_nested_too_deep_reads_alike_in_every_process(tmp_path):
    """Its message was Python's own, naming the kind of value where the stack ran out, which depends on how deep
    the stack already was: a worker said `a JSON array` where the main process said `a JSON object`."""
    path = tmp_path / "deep.jsonl"
    path.write_text((WIN + "\n") * 600 + '{"players": [' * 5000 + "\n" + '[' * 100_000 + "\n")
    one, two = (mjc("score", "-r", "nanning", "--jobs", jobs, str(path)).stdout for jobs in ("1", "2"))
    assert one == two
    assert [json.loads(line)["error"]["message"] for line in one.decode().splitlines()[600:]] == [
        "line 601: not JSON: lists and objects nested too deep to read",
        "line 602: not JSON: lists and objects nested too deep to read"]


def test_the_spill_folders_of_runs_killed_outright_are_removed_by_the_next(tmp_path, monkeypatch):
    """A main process killed with SIGKILL (or by the out-of-memory killer) left its workers' outputs in /dev/shm,
    memory, until the machine restarted: the next run removes the folders whose lock nobody holds, and no other
    (a run in another PID namespace, whose process number looks gone from here, holds its lock)."""
    import fcntl
    if not os.access("/dev/shm", os.W_OK):
        pytest.skip("no /dev/shm to write in")
    stale = Path(tempfile.mkdtemp(prefix="mjc-score-1-", dir="/dev/shm"))
    (stale / held_folders.LOCK).write_bytes(b"")
    (stale / "chunk-1").write_bytes(b"x" * 1000)
    live = Path(tempfile.mkdtemp(prefix="mjc-score-1-", dir="/dev/shm"))  # process 1's number: another namespace's
    (live / held_folders.LOCK).write_bytes(b"")
    held = os.open(live / held_folders.LOCK, os.O_RDWR)
    fcntl.flock(held, fcntl.LOCK_EX)
    made = None
    try:
        made = batch._spill_folder()
        assert made is not None and os.path.basename(made[0]).startswith(f"mjc-score-{os.getpid()}-")
        assert not stale.exists() and live.exists()
        assert held_folders.is_held(made[0]) and held_folders.is_held(str(live))
    finally:
        os.close(held)
        for folder in (stale, live, Path(made[0]) if made else None):
            if folder is not None:
                shutil.rmtree(folder, ignore_errors=True)
        if made:
            os.close(made[1])


def test_a_hangup_ends_a_run_as_ctrl_c_does(tmp_path):
    """A SIGHUP (the terminal closed) ended the main process at once, leaving the workers' outputs in /dev/shm."""
    if not os.access("/dev/shm", os.W_OK):
        pytest.skip("no /dev/shm to write in")
    (tmp_path / "big.jsonl").write_text((WIN + "\n") * 300_000)
    before = set(os.listdir("/dev/shm"))
    proc = subprocess.Popen([sys.executable, "-m", "compiler", "score", "-r", "nanning", "-j", "2",
                             *["big.jsonl"] * 20], cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env={"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin")})
    deadline = time.monotonic() + 60  # until its workers hand back results: some seconds before the end
    while not any(n.startswith(f"mjc-score-{proc.pid}-") for n in os.listdir("/dev/shm")) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)
    proc.send_signal(signal.SIGHUP)
    assert proc.wait(timeout=60) == 128 + signal.SIGHUP, proc.stderr.read().decode()
    after = set(os.listdir("/dev/shm"))
    assert not {name for name in after - before if name.startswith(f"mjc-score-{proc.pid}-")}


def test_a_batch_stopped_short_keeps_its_results_beside_a_folder_planted_at_their_name(tmp_path):
    """A folder planted at NAME.results.jsonl.part lost the results so far at Ctrl-C or SIGTERM, with a word about
    the hidden temporary file: they are kept as NAME.results.jsonl.part2."""
    path = tmp_path / "day.jsonl"
    path.write_text(WIN + "\n")
    files = OutputFiles([Input(str(path), path)], tmp_path / "out")
    (tmp_path / "out" / "day.results.jsonl.part" / "x").mkdir(parents=True)
    files(0, b"some results\n")
    files.close(complete=False)
    assert (tmp_path / "out" / "day.results.jsonl.part2").read_bytes() == b"some results\n"
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["day.results.jsonl.part", "day.results.jsonl.part2"]


def test_a_batch_stopped_short_never_keeps_its_results_over_an_input(tmp_path):
    """With a folder planted at NAME.part, the results of a stopped batch went to NAME.part2 though that was an
    input of the batch: 41 MB of results replaced it. A name the batch reads is passed over."""
    out = tmp_path / "out"
    (out / "day.results.jsonl.part").mkdir(parents=True)
    path, planted = tmp_path / "day.jsonl", out / "day.results.jsonl.part2"
    path.write_text(WIN + "\n")
    planted.write_text(WIN + "\n")
    files = OutputFiles([Input(str(path), path), Input(str(planted), planted)], out)
    files(0, b"some results\n")
    files.close(complete=False)
    assert planted.read_text() == WIN + "\n"
    assert (out / "day.results.jsonl.part3").read_bytes() == b"some results\n"


def test_a_file_replaced_or_cut_while_its_spans_are_read_ends_in_an_error_line(tmp_path):
    """A file renamed over while score read it gave the other file's lines, silently; a named pipe put in its place
    made the run wait for ever; one cut shorter than what was read ended with no word."""
    path = tmp_path / "log.jsonl"
    path.write_text(f"{WIN}\n" * 3)
    identity = batch._plain(path)
    span = Chunk(0, span=(str(path), 0, path.stat().st_size, 1, identity))
    (tmp_path / "other.jsonl").write_text(f"{WIN}\n" * 3)
    (tmp_path / "other.jsonl").replace(path)
    for chunk in (span, Chunk(0, span=(str(path), 0, batch.WHOLE_SPAN + 1, 1, identity))):  # read whole, and by lines
        done = score_chunk(NANNING, chunk, explained=False)
        assert done.data.decode().splitlines() == [json.dumps({"error": {"code": "unreadable_input", "message":
            "line 1: the input cannot be read from here on (the file was replaced by another while it was read); "
            "the lines before it are scored"}})]
    path.unlink()
    os.mkfifo(path)
    started = time.monotonic()
    done = score_chunk(NANNING, span, explained=False)
    assert "(the file was replaced by something other than a file while it was read)" in done.data.decode()
    assert time.monotonic() - started < 30
    path.unlink()
    path.write_bytes(f"{WIN}\n".encode() * 3000)
    spans = batch._spans(0, path, batch._plain(path))
    first = next(spans)  # the whole file, counted
    os.truncate(path, 1000)
    assert first.unreadable is None and list(spans) == []  # nothing more to count: the cut is found as it is read
    done = score_chunk(NANNING, first, explained=False).data.decode().splitlines()
    assert done == [json.dumps({"error": {"code": "unreadable_input", "message": "line 1: the input cannot be read "
                                          "from here on (the file was cut while it was read: it ended at byte 1,000 "
                                          f"of the {3000 * (len(WIN) + 1):,} counted); the lines before it are scored"}})]


def test_workers_that_cannot_start_leave_the_work_to_the_main_process(tmp_path):
    """With few file descriptors allowed (ulimit -n 16), `score -j 2` said `Too many open files` and then waited
    for ever as it ended, on a worker it had started; simulate, game and impact did the same. Then, at some limits,
    the pipes of the pool that could not start stayed open, and the input could not be opened again: 30,000 records
    became one unreadable_input line. Under WORKER_FILES no pool is tried; above it, one that fails gives back every
    descriptor it took. Each limit gives the results of one process, the same bytes."""
    import resource
    path = tmp_path / "in.jsonl"
    path.write_text(f"{WIN}\n" * 30_000)  # two spans: a pool is started
    alone = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", "-q", "-j", "1", str(path)],
                           capture_output=True, cwd=ROOT, timeout=120).stdout
    for limit in [*range(10, 24), batch.WORKER_FILES - 1]:
        def few_descriptors(limit=limit) -> None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
        done = subprocess.run([sys.executable, "-m", "compiler", "score", "-r", "nanning", "-q", "-j", "2", str(path)],
                              capture_output=True, cwd=ROOT, timeout=120, preexec_fn=few_descriptors)
        assert (done.returncode, done.stderr.decode()) == (0, f"mjc: note: worker processes cannot start (at most "
                                                              f"{limit} files may be open, ulimit -n); working in this "
                                                              "process alone\n"), limit
        assert done.stdout == alone, limit


def test_a_pool_whose_workers_do_not_answer_is_no_workers_and_leaves_no_process(monkeypatch):
    monkeypatch.setattr(batch, "WORKER_START_SECONDS", 0.5)
    monkeypatch.setattr(batch, "_worker_start", lambda _parent: time.sleep(60))  # as a worker that never starts
    started = time.monotonic()
    with pytest.raises(batch.NoWorkers, match="^RuntimeError: the workers did not answer$"):
        batch.worker_pool(2)
    import multiprocessing
    while multiprocessing.active_children() and time.monotonic() - started < 10:  # killed: gone once reaped
        time.sleep(0.05)
    assert not multiprocessing.active_children() and time.monotonic() - started < 10


def test_a_file_written_over_while_its_spans_are_read_ends_in_an_error_line(tmp_path, monkeypatch):
    """`cp other.jsonl in.jsonl` over the input while score read it (same inode, no shorter) gave 77,609 of the other
    file's records under this one's line numbers, and no error. Each span's bytes are checked against their CRC as
    counted, before any of its lines is scored, read whole or by lines."""
    path = tmp_path / "log.jsonl"
    path.write_text(f"{WIN}\n" * 3)
    span = next(batch._spans(0, path, batch._plain(path)))
    with open(path, "r+b") as rewritten:
        rewritten.write(WIN.replace("self_draw", "self-drw").encode())  # the same size, the same time stamp or not
    for whole in (batch.WHOLE_SPAN, 10):  # read whole, and by lines (a span longer than WHOLE_SPAN)
        monkeypatch.setattr(batch, "WHOLE_SPAN", whole)
        done = score_chunk(NANNING, span, explained=False)
        assert done.data.decode().splitlines() == [json.dumps({"error": {"code": "unreadable_input", "message":
            "line 1: the input cannot be read from here on (the file was written over while it was read: line 1 and "
            "those after it are not what was counted); the lines before it are scored"}})]


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("how", ["file", "standard input"])
@pytest.mark.parametrize("change", ["cut", "written over", "a line put in", "a line moved"])
def test_a_file_cut_or_written_over_during_the_run_ends_in_an_error_line(tmp_path, monkeypatch, change, how, jobs):
    """Cut (`truncate`) or written over (`cat other > log`; other may begin as the log did, with a line put in
    after its first 4 KiB) once its first results were written: the rest of the old file vanished without a word
    (cut at a line end, the run even ended with exit code 0), or the new file's lines were scored under the old
    one's line numbers, the spans counted after the change having the CRC of the new bytes. Now the lines read
    before the change are scored, then one error line."""
    monkeypatch.setattr(batch, "SPAN_BYTES", 4096)
    path = tmp_path / "log.jsonl"
    old = "".join(f'{{"id": {i}, {WIN[1:]}\n' for i in range(3000))
    path.write_text(old)
    written: list[bytes] = []

    def write(_index: int, data: bytes) -> None:
        if len(written) == (2 if change == "a line moved" else 0):  # (moved where more was read than its start)
            if change == "cut":
                os.truncate(path, old.index("\n", len(old) // 2) + 1)  # at a line end
            elif change == "written over":
                path.write_text("".join(f'{{"id": {9000 + i}, {WIN[1:]}\n' for i in range(3000)))
            elif change == "a line put in":
                lines = old.splitlines(keepends=True)
                path.write_text("".join(lines[:100] + [f'{{"id": "put in", {WIN[1:]}\n'] + lines[100:]))
            else:  # the same size, the same first and last 4 KiB; the lines between moved up by one
                lines = old.splitlines(keepends=True)
                path.write_text("".join(lines[:100] + lines[101:2500] + [lines[100]] + lines[2500:]))
        written.append(bytes(data))
    with path.open("rb") as stdin:
        inputs = [Input(str(path), path)] if how == "file" else [Input("-")]
        tally = score_inputs(NANNING, inputs, write, jobs=jobs, stdin=stdin, chunk_lines=100)
    results = [json.loads(line) for line in b"".join(written).decode().splitlines()]
    ids = [r["id"] for r in results[:-1]]
    assert ids == list(range(len(ids))) and 0 < len(ids) < 1500 and not results[-1].get("id")
    assert results[-1]["error"]["code"] == "unreadable_input" and tally.errors == {"unreadable_input": 1}
    message = results[-1]["error"]["message"]
    assert message.startswith(f"line {len(ids) + 1}: the input cannot be read from here on (the file was "), message
    if change == "cut":  # the size it has, not where the next read began
        assert f"cut to {old.index(chr(10), len(old) // 2) + 1:,} bytes while it was read" in message, message


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("change", ["cut", "a line put in", "replaced"])
def test_a_later_input_changed_before_it_is_opened_ends_in_an_error_line(tmp_path, monkeypatch, change, jobs):
    """`mjc score a.jsonl b.jsonl` with b cut while a was scored: b's lost lines went unsaid, exit code 0; with b
    replaced by another file (`mv`, `sed -i`), the other's lines were scored. It is checked against how it stood
    when the run started."""
    monkeypatch.setattr(batch, "SPAN_BYTES", 4096)  # a's many spans: b is opened after a's first results
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(f"{WIN}\n" * 3000)
    b.write_text("".join(f'{{"id": {i}, {WIN[1:]}\n' for i in range(100)))
    written: list[tuple[int, bytes]] = []

    def write(index: int, data: bytes) -> None:
        if not written:
            lines = b.read_text().splitlines(keepends=True)
            if change == "replaced":
                (tmp_path / "b.new").write_text("".join(lines[:70] + ['{"id": "put in"}\n'] + lines[70:]))
                (tmp_path / "b.new").replace(b)
            else:
                b.write_text("".join(lines[:50] if change == "cut" else lines[:70] + ['{"id": "put in"}\n'] + lines[70:]))
        written.append((index, bytes(data)))
    tally = score_inputs(NANNING, [Input(str(a), a), Input(str(b), b)], write, jobs=jobs)
    second = [json.loads(line) for index, data in written if index == 1 for line in data.decode().splitlines()]
    assert len(second) == 1 and second[0]["error"]["code"] == "unreadable_input", second
    assert second[0]["error"]["message"].startswith("line 1: the input cannot be read from here on (the file was ")
    assert tally.records == 3001


def test_a_file_changed_after_all_of_it_was_counted_gives_no_error_of_its_own(tmp_path, monkeypatch):
    """Emptied once its last span was counted, a file ended in an error at a line it does not have, though every
    span is checked by its CRC as it is read: the counting made one check more when the next chunk was asked for."""
    monkeypatch.setattr(batch, "SPAN_BYTES", 4096)
    path = tmp_path / "log.jsonl"
    path.write_text("".join(f'{{"id": {i}, {WIN[1:]}\n' for i in range(300)))
    made, counted = batch._spans(0, path, batch._plain(path)), []
    while sum(c.size for c in counted) < path.stat().st_size:
        counted.append(next(made))
    os.truncate(path, 0)
    assert len(counted) > 3 and list(made) == []


def test_a_file_cut_before_the_point_read_to_is_said_at_the_size_it_has(tmp_path, monkeypatch):
    """Cut to 2,000 bytes after a span of 4,096 was counted, a file "ended at byte 4,096", where the next read began."""
    monkeypatch.setattr(batch, "SPAN_BYTES", 4096)
    path = tmp_path / "log.jsonl"
    path.write_text(f"{WIN}\n" * 300)
    made = batch._spans(0, path, batch._plain(path))
    first = next(made)
    os.truncate(path, 2000)
    assert first.span[2] >= 4096 and [c.unreadable for c in made] == [
        f"the file was cut to 2,000 bytes while it was read, of the {300 * (len(WIN) + 1):,} it had"]


def test_standard_input_placed_past_its_end_gives_nothing_and_no_error(tmp_path):
    """A descriptor left past the end of a file since cut shorter (copytruncate) was said to be a cut file."""
    path = tmp_path / "log.jsonl"
    path.write_text(f"{WIN}\n" * 10)
    with path.open("rb") as stdin:
        stdin.seek(5000)
        tally = score_inputs(NANNING, [Input("-")], lambda _i, _d: None, jobs=1, stdin=stdin)
    assert tally.records == 0 and not tally.errors


def test_an_unreadable_stream_is_said_at_the_line_after_every_line_read_blank_ones_too(tmp_path):
    """A gzip stream cut after three records and two blank lines said "line 4"; lines 4 and 5 were read."""
    import zlib as zlib_module
    packer = zlib_module.compressobj(wbits=31)
    data = packer.compress(f"{WIN}\n{WIN}\n{WIN}\n\n\n".encode()) + packer.flush(zlib_module.Z_FULL_FLUSH)
    cut = len(data) + 3  # three bytes into the next block
    data += packer.compress(f"{WIN}\n".encode() * 100) + packer.flush()
    path = tmp_path / "cut.jsonl.gz"
    path.write_bytes(data[:cut])
    out, tally = scored([Input(str(path), path)], 1)
    lines = [json.loads(line) for line in out.decode().splitlines()]
    assert lines[:3] == [WIN_RESULT] * 3 and len(lines) == 4 and lines[3]["error"]["code"] == "unreadable_input"
    assert lines[3]["error"]["message"].startswith("line 6: the input cannot be read from here on"), lines[3]


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("how", ["file", "standard input"])
def test_results_appended_to_a_later_input_are_not_read_as_its_records(tmp_path, how, jobs):
    """`mjc score a.jsonl b.jsonl | cat >> b.jsonl`: b was opened after a's results were appended to it and read
    them as records (24,830 failed lines); so with b as standard input. Each input is read up to its size when the
    run started."""
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(f"{WIN}\n" * 3000)
    b.write_text(f"{WIN}\n" * 3)
    with b.open("rb") as stdin, b.open("ab") as log:
        def write(_index: int, data: bytes) -> None:
            log.write(data)
            log.flush()
        second = Input(str(b), b) if how == "file" else Input("-")
        tally = score_inputs(NANNING, [Input(str(a), a), second], write, jobs=jobs, stdin=stdin)
    assert tally.records == 3003 and tally.wins == 3003 and len(b.read_text().splitlines()) == 3006


def test_a_log_appended_to_touched_or_rotated_while_it_is_scored_is_scored_whole(tmp_path, monkeypatch):
    """Any write (a line appended, `touch`) dropped the rest of a log being scored, and a log renamed away by its
    rotation ended in `No such file or directory`: 20,780 of 200,000 lines were scored. It is scored as it stood
    when opened (so `mjc score -j 1 log | cat >> log` ends: it chased its own results for ever), through the
    descriptor held since."""
    monkeypatch.setattr(batch, "SPAN_BYTES", 4096)
    path = tmp_path / "log.jsonl"
    chunks = batch.chunks
    for change in ("append", "touch", "rotate"):
        path.write_text("".join(f'{{"id": {i}, {WIN[1:]}\n' for i in range(200)))
        held = batch.HeldInputs()
        cut = chunks(expand_inputs([str(path)]), 1 << 20, 500, None, held)
        first = [next(cut), next(cut)]
        if change == "append":
            with open(path, "a") as log:
                log.write(f'{{"id": 200, {WIN[1:]}\n' * 100)
        elif change == "touch":
            os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000_000))
        else:
            path.rename(tmp_path / "log.jsonl.1")
            path.write_text('{"id": "the new log"}\n')
        monkeypatch.setattr(batch, "chunks", lambda *args, rest=cut, first=first: (c for c in [*first, *rest]))
        out, tally = scored(expand_inputs([str(path)]), 2)
        ids = [json.loads(line)["id"] for line in out.decode().splitlines()]
        assert ids == list(range(200)) and tally.wins == 200, change
        held.release()
        assert held.descriptors == {}


def test_a_log_that_grows_while_one_job_scores_it_is_scored_as_it_stood(tmp_path):
    """`mjc score -j 1 log | cat >> log` read its own results as records for ever (79.6 MB in 20 s)."""
    path = tmp_path / "loop.jsonl"
    path.write_text(f"{WIN}\n" * 3000)
    with open(path, "ab") as appended:
        done = subprocess.run(f"{sys.executable} -m compiler score -r nanning -q -j 1 {path} | cat", shell=True,
                              stdout=appended, stderr=subprocess.PIPE, cwd=ROOT, env={"PYTHONPATH": str(ROOT)},
                              timeout=120)
    assert done.returncode == 0, done.stderr
    lines = path.read_text().splitlines()
    assert len(lines) == 6000 and lines[3000:] == [json.dumps(WIN_RESULT, ensure_ascii=False)] * 3000


def test_a_pool_whose_thread_cannot_start_is_no_workers_said_in_a_line(monkeypatch, capsys):
    """At `ulimit -v 52000` the pool's own thread could not start its queue's: a traceback from that thread, then
    a wait for ever."""
    import threading
    real_start = threading.Thread.start

    def no_more_threads(thread):
        if thread.name.startswith("QueueFeederThread") or "_feed" in repr(getattr(thread, "_target", "")):
            raise RuntimeError("can't start new thread")
        real_start(thread)
    monkeypatch.setattr(threading.Thread, "start", no_more_threads)
    started = time.monotonic()
    with pytest.raises(batch.NoWorkers, match="^RuntimeError: can't start new thread$"):
        batch.worker_pool(2)
    assert time.monotonic() - started < 10 and "Traceback" not in capsys.readouterr().err


def test_batches_scored_at_once_in_threads_of_one_process_each_read_their_own_file(tmp_path, monkeypatch):
    """A Dask worker of two threads scores two files at once in one process: the descriptors held for their spans
    were one table, by input index, so each run closed or took the other's, and lost the rest of its file."""
    import threading
    monkeypatch.setattr(batch, "SPAN_BYTES", 4096)
    paths = [tmp_path / f"{name}.jsonl" for name in ("a", "b")]
    for n, path in enumerate(paths):
        path.write_text("".join(f'{{"id": "{path.stem}{i}", {WIN[1:]}\n' for i in range(300 + 100 * n)))
    outputs: dict[str, list] = {path.stem: [] for path in paths}

    def run(path: Path) -> None:
        for _ in range(5):
            out, _tally = scored(expand_inputs([str(path)]), 1)
            outputs[path.stem].append([json.loads(line)["id"] for line in out.decode().splitlines()])
    threads = [threading.Thread(target=run, args=(path,)) for path in paths]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for n, path in enumerate(paths):
        assert outputs[path.stem] == [[f"{path.stem}{i}" for i in range(300 + 100 * n)]] * 5
