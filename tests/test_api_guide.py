"""docs/guide/api.md: every example runs and prints what the guide shows, and the guide names every
constant and export the scorer modules have."""

from __future__ import annotations

import doctest
import os
import re
import shutil
import subprocess

import pytest

from tests.conftest import ROOT

GUIDE = (ROOT / "docs" / "guide" / "api.md").read_text(encoding="utf-8")

# A Python block is a doctest session; one that needs a part not every machine has says so just above it.
PYTHON = re.compile(r"(?:<!-- needs: (?P<needs>\w+) -->\n)?```python\n(?P<code>.*?)```", re.S)
# A JavaScript block run with Node beside the named scorer module, then the block of what it prints.
JS = re.compile(r"<!-- run: node (?P<module>\S+) -->\n```js\n(?P<code>.*?)```\n\nprints\n\n```text\n(?P<printed>.*?)```",
                re.S)


def python_blocks() -> list:
    blocks = [pytest.param(m.group("code"), id=f"python-{i}", marks=[getattr(pytest.mark, m.group("needs"))]
                           if m.group("needs") else []) for i, m in enumerate(PYTHON.finditer(GUIDE))]
    assert len(blocks) >= 8, "the guide's Python examples were not found"
    return blocks


@pytest.mark.parametrize("code", python_blocks())
def test_every_python_example_prints_what_the_guide_shows(code, request, tmp_path, monkeypatch):
    if request.node.get_closest_marker("native"):  # the C build must be there and of these very modules
        import mjc.generated.nanning as nanning
        if nanning.BACKEND != "native":
            why = "the C build of mjc.generated.nanning is missing or older than it: pip install -e . builds it"
            if os.environ.get("MJC_REQUIRE_NATIVE") == "1":
                pytest.fail(f"MJC_REQUIRE_NATIVE=1, but {why}")
            pytest.skip(why)
    monkeypatch.chdir(tmp_path)  # the examples that write a spec write it here
    test = doctest.DocTestParser().get_doctest(code, {}, "api.md", "docs/guide/api.md", 0)
    assert test.examples, "a Python block of the guide holds no >>> example"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    failures = []
    runner.run(test, out=failures.append)
    assert runner.summarize(verbose=False).failed == 0, "".join(failures)


@pytest.mark.node
@pytest.mark.parametrize("index, match", list(enumerate(JS.finditer(GUIDE))) or [pytest.param(0, None, id="none")])
def test_every_javascript_example_prints_what_the_guide_shows(index, match, tmp_path):
    assert match is not None, "the guide's JavaScript example was not found"
    shutil.copy(ROOT / "generated" / "js" / match.group("module"), tmp_path / match.group("module"))
    (tmp_path / "example.mjs").write_text(match.group("code"), encoding="utf-8")
    done = subprocess.run([shutil.which("node"), "example.mjs"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == match.group("printed")


def test_the_constants_table_names_every_constant_of_a_scorer_module():
    """Every name the module template sets at its top level under a fixed name (the scorer's own working
    parts, SHAPES and DECLARED_SHAPES, are said not to be an API)."""
    template = (ROOT / "compiler" / "templates" / "module.py.j2").read_text(encoding="utf-8")
    fixed = set(re.findall(r"^([A-Z][A-Z0-9_]*) = ", template, re.M)) - {"SHAPES", "DECLARED_SHAPES"}
    fixed |= {"score_python", "score_many_python"}
    listed = set(re.findall(r"^\| `(\w+)`(?:, `(\w+)`)? \|", section("The module's constants"), re.M))
    listed = {name for pair in listed for name in pair if name}
    assert {"RULESET_ID", "BUILD_KEY", "BACKEND"} <= fixed and fixed == listed


def test_the_guide_names_every_export_of_the_javascript_module():
    source = (ROOT / "generated" / "js" / "nanning.mjs").read_text(encoding="utf-8")
    exported = set(re.findall(r"^export (?:const|function) (\w+)", source, re.M))
    said = section("The JavaScript module")
    assert exported and all(f"`{name}" in said for name in exported), exported


def test_the_native_table_names_every_function_of_the_extension():
    runtime = (ROOT / "compiler" / "runtime" / "mjc_runtime.h").read_text(encoding="utf-8")
    methods = set(re.findall(r'\{"(\w+)", mjc_\w+, METH_', runtime))
    constants = set(re.findall(r'PyModule_AddStringConstant\(m, "(\w+)"', runtime))
    said = section("The native build: `_<id>`")
    assert methods == {"score", "score_many", "bind"} and constants == {"SPEC_SHA256", "BUILD_KEY"}
    assert all(f"`{name}" in said for name in methods | constants)


def test_the_log_readers_table_names_every_export_of_mjc_logs():
    import mjc.logs
    listed = set(re.findall(r"^\| `(\w+)\(", section("Reading game logs"), re.M))
    functions = {name for name in mjc.logs.__all__ if callable(getattr(mjc.logs, name)) and name != "LogError"}
    assert listed == functions and "`mjc.logs.LogError`" in section("Reading game logs")


def test_every_link_within_the_guide_finds_its_heading():
    from tests.test_records_guide import slug
    anchors = {slug(h) for h in re.findall(r"^#+ (.+)$", GUIDE, re.M)}
    links = re.findall(r"\]\(#([^)]+)\)", GUIDE)
    assert len(links) >= 7 and sorted(set(links) - anchors) == []


def test_the_readme_links_the_guide():
    assert "docs/guide/api.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def section(heading: str) -> str:
    """The text under a `## ` heading of the guide, up to the next one."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", GUIDE, re.M | re.S)
    assert match, f"the guide has no heading {heading!r}"
    return match.group(1)
