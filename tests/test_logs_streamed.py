"""A log's records handed on as they are read (read_log's `hand_on`), so that `mjc log` holds one deal's record at a
time whatever the log's length: the same records, in the same order, none kept, and the caller's own failure passed
through as its own."""

from __future__ import annotations

import os

import pytest

from compiler.logs import LogError, read_log, write_mjai, write_tenhou6
from compiler.simulate import simulate_play
from generated import riichi
from tests.test_logs import LOGS
from tests.test_logs_botzone import DRAWN, KONGS, ROB


class Stop(Exception):
    """Raised by a hand_on that has seen enough."""


@pytest.fixture(scope="module")
def logs() -> dict[str, bytes]:
    """Logs of 24 deals in each format that can hand records on as it reads them."""
    plays = [simulate_play(riichi, 11, index)[1] for index in range(24)]
    return {"mjai": write_mjai(plays).encode(), "tenhou6": write_tenhou6(plays).encode(),
            "botzone": "\n".join([DRAWN, KONGS, ROB] * 8).encode()}


FORMATS = ["mjai", "tenhou6", "botzone"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_records_handed_on_are_the_records_read(logs, fmt):
    whole = read_log(logs[fmt], name="x")
    handed: list = []
    assert read_log(logs[fmt], name="x", hand_on=handed.append) == []
    assert handed == whole and len(whole) == 24


@pytest.mark.parametrize("fmt", FORMATS)
def test_each_record_is_handed_on_before_the_next_deal_is_read(logs, fmt):
    """A hand_on that stops at its third record stops the reading there: nothing waits for the end of the file.
    Its exception comes through as itself, not as a fault of the reader (a closed pipe is the caller's)."""
    handed: list = []

    def take(record: dict) -> None:
        handed.append(record)
        if len(handed) == 3:
            raise Stop

    with pytest.raises(Stop):
        read_log(logs[fmt], name="x", hand_on=take)
    assert handed == read_log(logs[fmt], name="x")[:3]


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_log_cut_short_hands_on_the_deals_before_the_cut_and_keeps_none(logs, fmt):
    data = logs[fmt][:len(logs[fmt]) * 3 // 5]
    with pytest.raises(LogError) as whole:
        read_log(data, name="cut")
    handed: list = []
    with pytest.raises(LogError) as streamed:
        read_log(data, name="cut", hand_on=handed.append)
    assert 8 <= len(whole.value.records) < 24 and handed == whole.value.records
    assert streamed.value.records == [] and streamed.value.message == whole.value.message


def test_a_tenhou_mjlog_is_read_whole_then_handed_on():
    """An mjlog may be read twice (its C scanner's steps, then its text), so its records go on once it is read."""
    paths = sorted(LOGS.glob("*.xml")) if LOGS.is_dir() else []
    if not paths:
        if os.environ.get("MJC_REQUIRE_SEEDS") == "1":
            pytest.fail(f"MJC_REQUIRE_SEEDS=1, but the real logs {LOGS} are missing")
        pytest.skip(f"the real Tenhou logs are not at {LOGS} (beside the project)")
    for path in paths:
        handed: list = []
        try:
            whole = read_log(path)
        except LogError as exc:  # a three-player log: refused alike, its deals read before kept
            with pytest.raises(LogError) as streamed:
                read_log(path, hand_on=handed.append)
            assert streamed.value.records == exc.records and handed == []
            continue
        assert read_log(path, hand_on=handed.append) == [] and handed == whole and whole


# The peak is the process's own (VmHWM): getrusage's ru_maxrss keeps the parent's across fork and exec.
MEASURE = """
import re, sys
from compiler import cli
status = cli.main(["log", sys.argv[1], "-o", sys.argv[2]])
with open("/proc/self/status") as status_file:
    print(status, int(re.search(r"VmHWM:\\s*(\\d+) kB", status_file.read()).group(1)) * 1024)
"""


@pytest.mark.parametrize("fmt", ["botzone", "tenhou6"])
def test_mjc_log_holds_the_file_and_a_deal_not_every_record(tmp_path, logs, fmt):
    """20 MB of deals: the records, several times the bytes as Python objects, are written as they are read, so the
    run holds the file (and a tenhou.net/6 log's text) and a deal."""
    import json
    import subprocess
    import sys
    from tests.conftest import ROOT
    if fmt == "botzone":
        data = logs["botzone"] * (20_000_000 // len(logs["botzone"]))
    else:
        game = json.loads(logs["tenhou6"])
        game["log"] = game["log"] * (20_000_000 // len(logs["tenhou6"]))
        data = json.dumps(game).encode()
    (tmp_path / "big").write_bytes(data)
    done = subprocess.run([sys.executable, "-c", MEASURE, str(tmp_path / "big"), str(tmp_path / "out.jsonl")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    status, peak = map(int, done.stdout.split())
    assert status == 0, done.stderr
    with open(tmp_path / "out.jsonl", "rb") as out:
        written = sum(1 for _line in out)
    assert written == 24 * (20_000_000 // len(logs[fmt]))
    held = 1 if fmt == "botzone" else 2  # a tenhou.net/6 log is parsed as text: its bytes, then its characters
    # Python and mjc take 20 MB; with every record held, 20 MB of Botzone matches took 93 MB and of tenhou.net/6 237 MB
    assert peak < 25_000_000 + held * 1.2 * len(data), (peak, len(data))
