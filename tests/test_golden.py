"""Golden files: the generated modules and rule sheets are exactly what the compiler makes now.

Set MJC_UPDATE_GOLDEN=1 to rewrite the goldens under tests/golden after an intended change.
"""

import os

import pytest

from compiler.pipeline import compile_spec
from compiler.render import render_markdown
from compiler.render_calculator import render_calculator
from compiler.verify import verify
from tests.conftest import BUNDLED, ROOT


def check_golden(path, text):
    if os.environ.get("MJC_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing; run with MJC_UPDATE_GOLDEN=1"
    assert path.read_text(encoding="utf-8") == text, f"{path.name} differs from what the compiler makes now"


def test_mini_module_golden(mini):
    check_golden(ROOT / "tests" / "golden" / "mini.py", mini.module_source)


def test_mini_native_source_golden(mini):
    check_golden(ROOT / "tests" / "golden" / "mini.c", mini.native_source()[0])


def test_mini_js_module_golden(mini):
    from compiler.emit_js import runtime_source
    text = mini.js_source()
    assert runtime_source() in text  # inlined whole; the golden pins what the printer writes around it
    check_golden(ROOT / "tests" / "golden" / "mini.mjs", text.replace(runtime_source(), "// <the runtime: compiler/runtime/js>\n"))


def test_mini_calculator_page_golden(mini):
    page = render_calculator(mini.ruleset, mini.js_source())
    start, end = page.index('<script type="module">\n') + len('<script type="module">\n'), page.index("\n</script>\n</body>")
    check_golden(ROOT / "tests" / "golden" / "mini-calculator.html", page[:start] + "<the scorer and the page's script>" + page[end:])


def test_mini_sheet_golden(mini):
    check_golden(ROOT / "tests" / "golden" / "mini.md", render_markdown(mini.ruleset, verify(mini)))


@pytest.mark.parametrize("spec", BUNDLED, ids=lambda p: p.stem)
def test_committed_module_and_sheet_are_fresh(spec):
    c = compile_spec(spec, f"specs/{spec.name}")
    module = ROOT / "generated" / f"{c.ruleset.id}.py"
    sheet = ROOT / "docs" / "rules" / f"{c.ruleset.id}.md"
    assert module.read_text(encoding="utf-8") == c.module_source, "run `mjc build`"
    assert (ROOT / "generated" / f"{c.ruleset.id}.c").read_text(encoding="utf-8") == c.native_source()[0], "run `mjc build`"
    assert (ROOT / "generated" / "js" / f"{c.ruleset.id}.mjs").read_text(encoding="utf-8") == c.js_source(), "run `mjc build`"
    page = ROOT / "docs" / "rules" / f"{c.ruleset.id}-calculator.html"
    assert page.read_text(encoding="utf-8") == render_calculator(c.ruleset, c.js_source()), "run `mjc build`"
    assert sheet.read_text(encoding="utf-8") == render_markdown(c.ruleset, verify(c), **c.differences()), \
        "run `mjc build`"


def test_generation_is_deterministic(mini):
    again = compile_spec(ROOT / "tests" / "data" / "mini.yaml", "tests/data/mini.yaml")
    assert again.module_source == mini.module_source
    assert again.native_source() == mini.native_source()
    assert again.js_source() == mini.js_source()


def test_generated_module_header_names_spec_and_hash(nanning):
    import hashlib
    head = nanning.module_source.splitlines()[:4]
    digest = hashlib.sha256((ROOT / "specs" / "nanning.yaml").read_bytes()).hexdigest()
    assert head[0].startswith('"""Scorer of the mjc ruleset `nanning`')
    assert head[2] == f"Spec sha256: {digest}"
    assert "\nSPEC_FILE = 'specs/nanning.yaml'\n" in nanning.module_source


def test_generated_module_is_importable_and_imports_only_the_runtime():
    import ast
    import generated.nanning as module
    tree = ast.parse((ROOT / "generated" / "nanning.py").read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and not node.level}
    # The one relative import: its own C build, beside it in the package, when it was built
    assert [ast.unparse(node) for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.level] == \
        ["from . import _nanning as _native"]
    import sys
    assert imported <= set(sys.stdlib_module_names) | {"mjc"}  # mjc.runtime; --standalone: tests/test_runtime_library.py
    assert module.score({"hand": "123m456m789p78s55z", "win_tile": "9s", "by": "self_draw"})["deltas"] == [12, -4, -4, -4]
