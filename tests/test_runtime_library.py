"""Generated modules import the runtime (mjc.runtime) and hold only their ruleset; `mjc build --standalone`
writes modules that need only the standard library, with just the runtime parts each ruleset uses."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys

import pytest

from compiler.cli import standalone_source
from compiler.emit import runtime_parts
from compiler.pipeline import compile_spec
from tests.conftest import BUNDLED, ROOT
from tests.test_cli import mjc


def imported_modules(source: str) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
    return found


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_a_generated_module_imports_the_runtime_and_holds_only_its_ruleset(spec):
    source = (ROOT / "generated" / f"{spec.stem}.py").read_text(encoding="utf-8")
    # and, from its own package, its C build (generated/_<id>), where one was built
    assert {m for m in imported_modules(source) if m not in sys.stdlib_module_names} == {"mjc.runtime", "."}
    assert f"from . import _{spec.stem} as _native" in source
    defined = {node.name for node in ast.parse(source).body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    assert defined & set(runtime_parts()[0]) == set()  # not one function or class of the runtime is copied


@pytest.fixture(scope="module")
def standalone(tmp_path_factory):
    """Nanning's and MCR's standalone modules, written to a folder."""
    folder = tmp_path_factory.mktemp("standalone")
    for name in ("nanning", "mcr"):
        compiled = compile_spec(ROOT / "specs" / f"{name}.yaml", f"specs/{name}.yaml")
        (folder / f"{name}.py").write_text(standalone_source(compiled), encoding="utf-8")
        records = [e.record for e in compiled.ruleset.examples]
        (folder / f"{name}.json").write_text(json.dumps(records), encoding="utf-8")
        (folder / f"{name}.expected.json").write_text(
            json.dumps([compiled.module().score(r) for r in records]), encoding="utf-8")
    return folder


@pytest.mark.parametrize("name", ["nanning", "mcr"])
def test_a_standalone_module_needs_only_the_standard_library(standalone, name):
    source = (standalone / f"{name}.py").read_text(encoding="utf-8")
    # "." is its C build, imported only from a package (generated/_<id>): a module loaded on its own skips it
    assert {m for m in imported_modules(source) if m not in sys.stdlib_module_names} == {"."}
    # -I: no site-packages, no PYTHONPATH, no current folder: mjc cannot be found, only the file itself
    code = (f"import importlib.util, json, sys\n"
            f"spec = importlib.util.spec_from_file_location('{name}', '{standalone / name}.py')\n"
            f"module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)\n"
            f"records = json.load(open('{standalone / name}.json', encoding='utf-8'))\n"
            f"print(json.dumps([module.score(r) for r in records]))\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[0] in ('mjc', 'compiler', 'yaml', 'lark', 'jinja2')))\n")
    proc = subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    results, loaded = proc.stdout.splitlines()
    assert json.loads(results) == json.loads((standalone / f"{name}.expected.json").read_text(encoding="utf-8"))
    assert loaded == "[]"


def test_a_standalone_module_carries_only_the_runtime_parts_its_ruleset_uses(standalone):
    nanning = (standalone / "nanning.py").read_text(encoding="utf-8")
    mcr = (standalone / "mcr.py").read_text(encoding="utf-8")
    assert "def choose_relations" in mcr and "def choose_relations" not in nanning  # no relation patterns
    assert len(nanning.splitlines()) < len(mcr.splitlines())


def test_build_standalone_writes_them(tmp_path):
    (tmp_path / "specs").mkdir()
    shutil.copy(ROOT / "tests" / "data" / "mini.yaml", tmp_path / "specs" / "mini.yaml")
    proc = mjc("--root", str(tmp_path), "build", "--standalone")
    assert proc.returncode == 0, proc.stderr
    source = (tmp_path / "generated" / "mini.py").read_text(encoding="utf-8")
    assert "from mjc" not in source and "def parse_record" in source and "Standard library only" in source
