"""The README's quick start, run as a newcomer runs it: in a fresh copy of the project, in a new virtual
environment, on a machine with Python and nothing else (no browser, C compiler or Node on PATH)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from tests.conftest import ROOT, fresh_copy

NESTED = "MJC_QUICKSTART_NESTED"  # set for the test run the quick start itself makes


def quick_start_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Quick start"):]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    return [line for line in block.splitlines() if line.strip()]


def test_the_quick_start_is_two_commands_and_needs_no_system_packages():
    commands = quick_start_commands()
    assert len(commands) == 2
    assert not any(word in " ".join(commands) for word in ("apt", "sudo", "brew", "chromium"))
    assert "mjc build" in commands[0] and "pytest" in commands[1]


@pytest.mark.skipif(os.environ.get(NESTED) == "1", reason="this is the test run the quick start makes")
def test_the_quick_start_passes_on_a_bare_machine(tmp_path):
    project = fresh_copy(tmp_path / "mjc")
    bare = tmp_path / "bin"  # PATH holds python3 and a shell, and nothing that prints, compiles or runs JS
    bare.mkdir()
    os.symlink(os.path.realpath(sys.executable), bare / "python3")
    for tool in ("sh", "bash", "env"):
        os.symlink(f"/bin/{tool}", bare / tool)
    env = {"PATH": str(bare), "HOME": os.environ.get("HOME", str(tmp_path)), NESTED: "1", "LANG": "C.UTF-8"}
    first, second = quick_start_commands()

    build = subprocess.run(["/bin/bash", "-c", first], cwd=project, env=env, capture_output=True, text=True,
                           timeout=1200)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    assert "PDF rule sheets not printed: the PDF rule sheets are printed by Chromium, which is not installed" \
        in build.stdout
    for folder in ("generated", "docs"):  # what the build wrote is what the project holds
        for path in (project / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                assert path.read_bytes() == (ROOT / path.relative_to(project)).read_bytes(), path

    tests = subprocess.run(["/bin/bash", "-c", second], cwd=project, env=env, capture_output=True, text=True,
                           timeout=2400)
    assert tests.returncode == 0, tests.stdout[-5000:] + tests.stderr[-3000:]
    summary = tests.stdout.strip().splitlines()[-1]
    assert re.search(r"\d+ passed", summary) and "failed" not in summary and "error" not in summary, summary
