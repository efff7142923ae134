"""A program mjc runs (the C compiler, Chromium) ends whole, with the processes it started: when its time is up,
when mjc is stopped, and when mjc is killed outright (compiler/process_groups.py)."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from compiler import process_groups
from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

# A program that starts a process of its own, as gcc starts cc1 and Chromium its renderers, writes its number
# down, and waits for it.
PARENT_AND_CHILD = 'sleep 300 & echo $! > "$1"; wait'


def running(pid: int) -> bool:
    """Whether the process runs (a zombie, ended and not yet reaped, does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def processes_naming(word: bytes) -> list[int]:
    """The running processes whose command line holds `word`."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if word in cmdline.read_bytes() and running(int(cmdline.parent.name)):
                found.append(int(cmdline.parent.name))
        except OSError:  # ended meanwhile
            pass
    return found


def none_naming_within(word: bytes, seconds: float) -> bool:
    """Whether every process whose command line holds `word` has ended within `seconds` (a kill takes effect a
    moment after it is sent)."""
    started = time.monotonic()
    while processes_naming(word) and time.monotonic() - started < seconds:
        time.sleep(0.05)
    return not processes_naming(word)


def child_of(pid_file: Path) -> int:
    started = time.monotonic()
    while not pid_file.is_file() or not pid_file.read_text().strip():
        assert time.monotonic() - started < 20, "the program did not start its child"
        time.sleep(0.02)
    return int(pid_file.read_text())


def ended_within(pid: int, seconds: float) -> bool:
    started = time.monotonic()
    while running(pid) and time.monotonic() - started < seconds:
        time.sleep(0.02)
    return not running(pid)


def test_a_program_gives_its_exit_code_and_output():
    done = process_groups.run(["sh", "-c", "echo out; echo err >&2; exit 3"], timeout=30, text=True)
    assert (done.returncode, done.stdout, done.stderr) == (3, "out\n", "err\n")


def test_a_program_past_its_time_ends_with_the_process_it_started(tmp_path):
    started = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        process_groups.run(["sh", "-c", PARENT_AND_CHILD, "sh", str(tmp_path / "pid")], timeout=1)
    assert time.monotonic() - started < 10
    assert ended_within(child_of(tmp_path / "pid"), 5)


def test_a_program_ends_when_mjc_is_stopped(tmp_path):
    """Ctrl-C does not reach a group of its own from the terminal: mjc stops it (build's pools call stop_all)."""
    ended = []
    thread = threading.Thread(target=lambda: ended.append(process_groups.run(
        ["sh", "-c", PARENT_AND_CHILD, "sh", str(tmp_path / "pid")], timeout=300)))
    thread.start()
    child = child_of(tmp_path / "pid")
    process_groups.stop_all()
    thread.join(10)
    assert ended and ended[0].returncode != 0 and ended_within(child, 5)


def test_a_program_does_not_outlive_mjc_killed(tmp_path):
    """SIGKILL, which mjc cannot answer: before, Chromium's renderers and gcc's cc1 ran on to their end."""
    code = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); from compiler import process_groups; "
            f"process_groups.run(['sh', '-c', {PARENT_AND_CHILD!r}, 'sh', {str(tmp_path / 'pid')!r}], timeout=300)")
    mjc = subprocess.Popen([sys.executable, "-c", code])
    try:
        child = child_of(tmp_path / "pid")
    finally:
        mjc.send_signal(signal.SIGKILL)
        mjc.wait()
    assert ended_within(child, 5)
