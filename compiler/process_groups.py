"""A program mjc runs (the C compiler, Chromium) in a process group of its own that ends with mjc: when its time is
up, when mjc is stopped (stop_all), and on Linux when mjc is killed outright. Such programs start processes of
their own (gcc its cc1, Chromium its renderers), which a kill of the first alone would leave running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

_RUNNING: set[int] = set()  # the process groups running

# Runs the program (its arguments after the parent's pid) in its own process group and waits for it; where mjc
# dies, even by SIGKILL, which mjc cannot answer, Linux's parent-death signal reaches it and it kills the group.
_SUPERVISOR = """
import os, signal, subprocess, sys
def stop(*_):
    os.killpg(0, signal.SIGKILL)
signal.signal(signal.SIGTERM, stop)
try:
    import ctypes
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
except (OSError, AttributeError):
    pass
if os.getppid() != int(sys.argv[1]):
    stop()
try:
    sys.exit(subprocess.call(sys.argv[2:]))
except OSError as exc:
    sys.exit(f"cannot run {sys.argv[2]}: {exc.strerror or exc}")
"""


def run(argv: list[str], *, timeout: float, cwd: str | None = None, env: dict[str, str] | None = None,
        text: bool = False) -> subprocess.CompletedProcess:
    """Run `argv` to its end, its output captured (as text, errors replaced, if `text`); once `timeout` seconds
    have passed, or on any exception, its whole group is killed and the exception (TimeoutExpired) raised."""
    supervised = [sys.executable, "-c", _SUPERVISOR, str(os.getpid()), *argv] if sys.platform.startswith("linux") \
        else argv
    with subprocess.Popen(supervised, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=text, errors="replace" if text else None, cwd=cwd, env=env,
                          start_new_session=True) as process:
        _RUNNING.add(process.pid)
        try:
            out, err = process.communicate(timeout=timeout)
        except BaseException:
            _kill_group(process.pid)
            process.wait()
            raise
        finally:
            _RUNNING.discard(process.pid)
    return subprocess.CompletedProcess(argv, process.returncode, out, err)


def stop_all() -> None:
    """Kill every group running (mjc is stopped: a group of its own hears no Ctrl-C from the terminal)."""
    for group in list(_RUNNING):
        _kill_group(group)


def _kill_group(group: int) -> None:
    try:
        os.killpg(group, signal.SIGKILL)
    except OSError:  # ended already
        pass
