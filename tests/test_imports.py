"""The compiler's modules import one another without a circle: data flows one way through the stages."""

from __future__ import annotations

import ast
import subprocess
import sys

from tests.conftest import ROOT

COMPILER = ROOT / "compiler"


def imports_of(path, level: int = 1) -> set[str]:
    """The modules a module imports from the package `level` steps up (1: its own), at its top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == level:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found |= {alias.name for alias in node.names}
    return found - {path.stem}


def graph() -> dict[str, set[str]]:
    """Each compiler module and the ones it imports; a package of the compiler is one node, made of its modules."""
    edges = {p.stem: imports_of(p) for p in COMPILER.glob("*.py")}
    for package in ("runtime", "builtins", "logs"):
        edges[package] = set().union(*(imports_of(p, level=2) for p in (COMPILER / package).glob("*.py")))
    return {name: (found & set(edges)) - {name} for name, found in edges.items()}


def circle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import circle, as the list of modules around it, or None."""
    state, stack = {}, []

    def visit(name):
        state[name] = "open"
        stack.append(name)
        for other in sorted(edges[name]):
            if state.get(other) == "open":
                return stack[stack.index(other):] + [other]
            if other not in state and (found := visit(other)):
                return found
        state[name] = "done"
        stack.pop()
        return None

    for name in sorted(edges):
        if name not in state and (found := visit(name)):
            return found
    return None


def test_no_import_circle_among_the_compiler_modules():
    assert circle(graph()) is None, " -> ".join(circle(graph()))


def test_the_circle_finder_finds_one():
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b"}, "b": set()}) is None


def test_the_leaf_modules_import_no_stage():
    edges = graph()
    for leaf in ("text", "errors", "escape", "limits", "specformat", "bundled", "runtime", "semantics"):
        assert edges[leaf] <= {"escape", "text", "runtime", "limits"}, (leaf, edges[leaf])  # leaves import leaves only
    assert "interpret" not in edges["optimise"] | edges["prose"]  # they share the operators through semantics


def test_the_runtime_imports_nothing_of_the_compiler():
    parts = {p.stem for p in (COMPILER / "runtime").glob("*.py")}
    outside = {}
    for path in (COMPILER / "runtime").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.level != 1 or (node.module or "") not in parts):
                outside.setdefault(path.name, []).append(ast.unparse(node))
            if isinstance(node, ast.Import) and any(a.name.split(".")[0] not in sys.stdlib_module_names for a in node.names):
                outside.setdefault(path.name, []).append(ast.unparse(node))
    assert outside == {}
    code = "import sys, compiler.runtime; print(sorted(m for m in ('lark', 'yaml', 'jinja2') if m in sys.modules))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.stdout.strip() == "[]", proc.stderr


def test_the_runtime_modules_are_listed_in_an_order_that_builds():
    from compiler.runtime import MODULES
    assert sorted(MODULES) == sorted(p.stem for p in (COMPILER / "runtime").glob("*.py") if p.stem != "__init__")
    for index, name in enumerate(MODULES):
        needs = imports_of(COMPILER / "runtime" / f"{name}.py")
        assert needs <= set(MODULES[:index]), (name, needs - set(MODULES[:index]))
