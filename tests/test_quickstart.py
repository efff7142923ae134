"""The README's quick start on a bare machine: the two commands' own effects, and the skips of what is missing.

MJC_WITHOUT (compiler/optional.py) hides each optional part on any machine, so a machine with Chromium, a C
compiler and Node can still show what a newcomer without them meets. The whole suite is not run again here:
.ci/run runs it once with every part and once with none.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from compiler import optional
from tests.conftest import ROOT, fresh_copy


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


def without_everything(**more: str) -> dict[str, str]:
    """This process's environment as a bare machine shows it: every optional part hidden, none required."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MJC_REQUIRE_") and k != "PYTEST_ADDOPTS"}
    return env | {"MJC_WITHOUT": "all", "PYTHONPATH": str(ROOT)} | more


FINDERS = """
from compiler import optional, render_pdf, native_build
try:
    render_pdf.find_browser()
    print("browser found")
except render_pdf.BrowserMissing as exc:
    print("browser:", exc)
print("compiler:", native_build.compiler_missing(), native_build.compiler_command())
print("node:", optional.node_missing())
print("matplotlib:", optional.matplotlib_missing())
print("dask:", optional.dask_missing())
print("peers:", optional.peers_missing())
"""


def test_every_finder_of_an_optional_part_obeys_mjc_without():
    done = subprocess.run([sys.executable, "-c", FINDERS], env=without_everything(), capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "browser: the PDF rule sheets are printed by Chromium, and MJC_WITHOUT hides browser",
        "compiler: MJC_WITHOUT hides compiler None",
        "node: MJC_WITHOUT hides node", "matplotlib: MJC_WITHOUT hides matplotlib", "dask: MJC_WITHOUT hides dask",
        "peers: MJC_WITHOUT hides peers"]


def test_mjc_without_names_parts_and_says_which_word_names_none(monkeypatch):
    monkeypatch.setenv("MJC_WITHOUT", " Node,browser,,chrome ")
    assert optional.hidden_names() == {"node", "browser", "chrome"}
    assert optional.unknown_names() == ["chrome"]
    assert optional.hidden_reason("node") == "MJC_WITHOUT hides node" and optional.hidden_reason("dask") is None
    monkeypatch.setenv("MJC_WITHOUT", "all")
    assert optional.hidden_names() == set(optional.NAMES) and optional.unknown_names() == []


def test_doctor_reports_every_optional_part_and_what_it_enables():
    done = subprocess.run([sys.executable, "-m", "compiler", "doctor"], env=without_everything(MJC_WITHOUT="node,dask,x"),
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for part in optional.PARTS:
        (line,) = [line for line in lines if line.split()[:1] == [part.name]]
        assert part.enables in line
        if part.name in ("node", "dask"):
            assert line.split()[1] == "missing" and line.endswith("(MJC_WITHOUT hides %s)" % part.name), line
    assert "  MJC_WITHOUT names no part called x (the parts: browser, compiler, node, matplotlib, dask, peers, seeds)" \
        in lines


# One test of each kind that needs an optional part; each must skip and say which part is hidden.
NEEDY = {
    "browser": "tests/test_sheets.py::test_browser_and_fonts_are_installed",
    "node": "tests/test_js.py::test_examples_give_the_python_results[nanning]",
    "compiler": "tests/test_native.py::test_every_example_scores_alike_natively[nanning]",
    "peers": "tests/test_mcr_peer.py::test_peer_mode_agrees_on_every_hand",
    "seeds": "tests/test_sheets_for_players.py::test_each_source_line_is_where_its_sentence_begins[nanning]",
    "dask": "tests/test_batch.py::test_the_dask_path_writes_the_bytes_of_a_local_run",
}


def test_the_tests_that_need_a_hidden_part_skip_and_say_why():
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", "-n", "0",
                           *NEEDY.values()], env=without_everything(), capture_output=True, text=True,
                          timeout=600, cwd=ROOT)
    assert re.search(rf"^{len(NEEDY)} skipped", done.stdout, re.M), done.stdout[-3000:]
    for part in NEEDY:
        assert f"MJC_WITHOUT hides {part}" in done.stdout, (part, done.stdout[-3000:])


def test_a_required_part_that_is_hidden_fails_instead_of_skipping():
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", NEEDY["node"]],
                          env=without_everything(MJC_REQUIRE_NODE="1"), capture_output=True, text=True, timeout=600,
                          cwd=ROOT)
    assert done.returncode == 1 and "MJC_REQUIRE_NODE=1, but MJC_WITHOUT hides node" in done.stdout, done.stdout[-3000:]


@pytest.mark.full  # a new virtual environment, an install and a build of every ruleset: minutes
def test_the_quick_start_on_a_bare_machine(tmp_path):
    """Both commands in a fresh copy, with PATH holding python3 and a shell only and every optional part hidden:
    the build writes what the project holds (the PDFs aside), and the tests install and run, skips explained."""
    project = fresh_copy(tmp_path / "mjc")
    bare = tmp_path / "bin"
    bare.mkdir()
    os.symlink(os.path.realpath(sys.executable), bare / "python3")
    for tool in ("sh", "bash", "env"):
        os.symlink(f"/bin/{tool}", bare / tool)
    # The suite is not run whole a second time: the second command runs this file's quick tests, which show the
    # skip of each optional part, and the examples of every bundled ruleset.
    env = {"PATH": str(bare), "HOME": os.environ.get("HOME", str(tmp_path)), "LANG": "C.UTF-8", "MJC_WITHOUT": "all",
           "PYTEST_ADDOPTS": "-p no:cacheprovider tests/test_quickstart.py tests/test_examples.py"}
    first, second = quick_start_commands()

    build = subprocess.run(["/bin/bash", "-c", first], cwd=project, env=env, capture_output=True, text=True,
                           timeout=1200)
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    assert "PDF rule sheets not printed: the PDF rule sheets are printed by Chromium, and MJC_WITHOUT hides browser" \
        in build.stdout
    assert not list((project / "generated").glob("_*.so")), "no native module is built without a compiler"
    for folder in ("generated", "docs"):  # what the build wrote is what the project holds
        for path in (project / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                assert path.read_bytes() == (ROOT / path.relative_to(project)).read_bytes(), path

    tests = subprocess.run(["/bin/bash", "-c", second], cwd=project, env=env, capture_output=True, text=True,
                           timeout=1200)
    assert tests.returncode == 0, tests.stdout[-5000:] + tests.stderr[-3000:]
    summary = tests.stdout.strip().splitlines()[-1]
    assert re.search(r"\d+ passed", summary) and "failed" not in summary and "error" not in summary, summary
