"""What a native build trusts: only mjc's own header and the C it wrote, and only an extension built from that C.

- A header left in `generated/` (or in the folder the build runs in) is never compiled in, by `mjc build
  --native` (native_build.compile_module) or by pip's build (setup.py): the C includes <mjc_runtime.h>, which
  only mjc's runtime folder gives.
- BUILD_KEY is the sha256 of the C source and mjc_runtime.h, so whatever shapes the C (a built-in's C code,
  a pass) makes an extension built before it stale, with no list of mjc's files to keep up to date.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import os
import shutil
import subprocess
import sys

import pytest

from compiler import build_key as keys
from compiler import emit_c, native_build, pipeline
from compiler.builtins import FUNCTIONS
from compiler.native_build import compile_module, load_module
from compiler.pipeline import compile_spec
from tests.conftest import BUNDLED, ROOT
from tests.test_native_build import packages, scorer_package  # noqa: F401 (a fixture)

MINI = ROOT / "tests" / "data" / "mini.yaml"
RUNTIME_HEADER = ROOT / "compiler" / "runtime" / "mjc_runtime.h"
# A header named as mjc's, as someone who can write to a shared generated/ would plant it: the real runtime,
# so that the build succeeds, and a constructor that runs when the module is imported.
PLANTED_RUNTIME = """#include "{real}"
#include <stdio.h>
__attribute__((constructor)) static void planted(void) {{ FILE *f = fopen("{marker}", "w"); if (f) fclose(f); }}
"""
# Every other header the build reads, planted so that reading one fails the build.
POISONED = ("Python.h", "pyconfig.h", "patchlevel.h", "stdio.h", "stdlib.h", "stdint.h", "string.h", "math.h",
            "setjmp.h", "limits.h", "stddef.h")


def key_of_source(text: str) -> str:
    """The key a C source's first line states."""
    first = text.split("\n", 1)[0]
    key = first[len('#define MJC_BUILD_KEY "'):][:64]
    assert first == keys.KEY_LINE.format(key=key).rstrip("\n"), first
    return key


def plant(folder, marker) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mjc_runtime.h").write_text(PLANTED_RUNTIME.format(real=RUNTIME_HEADER, marker=marker), encoding="utf-8")
    for name in POISONED:
        (folder / name).write_text(f'#error "the planted {name} was read"\n', encoding="utf-8")


# ---------------------------------------------------------------- headers planted in the output folder

@pytest.mark.native
def test_mjc_build_native_never_compiles_a_header_planted_in_generated(tmp_path, mini, monkeypatch):
    generated, marker = tmp_path / "generated", tmp_path / "planted-constructor-ran"
    plant(generated, marker)
    plant(tmp_path / "cwd", marker)
    monkeypatch.chdir(tmp_path / "cwd")  # nor one in the folder the build is run from
    source, why = mini.native_source()
    assert source is not None, why
    (generated / "mini.c").write_text(source, encoding="utf-8")
    native = load_module(compile_module(generated / "mini.c", "_mini", generated), "_mini")
    assert not marker.exists()  # the planted constructor is not in the module (it was, with "mjc_runtime.h")
    assert native.BUILD_KEY == key_of_source(source) == mini.module().BUILD_KEY
    native.bind(mini.module().score_python)
    for example in mini.ruleset.examples:
        assert native.score(example.record) == mini.module().score_python(example.record)
    # the output folder holds the module and what was there: nothing the build made on the way
    assert sorted(p.name for p in generated.iterdir()) == sorted(["mini.c", "mjc_runtime.h", *POISONED,
                                                                   f"_mini{native_build.extension_suffix()}"])


@pytest.mark.native
def test_pip_never_compiles_a_header_planted_in_generated(tmp_path, mini):
    """setup.py's build of an extension, in a copy of the project with one generated C source."""
    project, marker = tmp_path / "project", tmp_path / "planted-constructor-ran"
    (project / "compiler" / "runtime").mkdir(parents=True)
    (project / "mjc" / "generated").mkdir(parents=True)  # where --inplace puts mjc.generated._mini
    shutil.copy(ROOT / "setup.py", project)
    shutil.copy(RUNTIME_HEADER, project / "compiler" / "runtime")
    plant(project / "generated", marker)
    plant(project, marker)
    (project / "generated" / "mini.c").write_text(mini.native_source()[0], encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("MJC_WITHOUT", "CPPFLAGS", "CFLAGS", "CPATH", "C_INCLUDE_PATH")}
    done = subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], cwd=project, env=env,
                          capture_output=True, text=True, timeout=600)
    built = sorted((project / "mjc" / "generated").glob("_mini*"))
    assert done.returncode == 0 and built, done.stdout[-3000:] + done.stderr[-3000:]  # optional=True hides a failure
    native = load_module(built[0], "_mini")
    assert not marker.exists()
    assert native.BUILD_KEY == mini.module().BUILD_KEY


def test_the_generated_c_includes_the_runtime_from_the_include_folders_only():
    for path in [ROOT / "tests" / "golden" / "mini.c", *(ROOT / "generated").glob("*.c")]:
        includes = [line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("#include")]
        assert includes == ["#include <mjc_runtime.h>"], path
    runtime = RUNTIME_HEADER.read_text(encoding="utf-8")
    assert '#include "' not in runtime  # the header's own includes are looked up in the include folders too


# ---------------------------------------------------------------- the build key is the C's own

def test_every_generated_c_source_states_the_key_of_its_text_and_its_module_has_it():
    header = RUNTIME_HEADER.read_bytes().replace(b"\r\n", b"\n")
    for spec in BUNDLED:
        text = (ROOT / "generated" / f"{spec.stem}.c").read_text(encoding="utf-8")
        rest = text.split("\n", 1)[1]
        key = hashlib.sha256(rest.encode("utf-8") + b"\0" + header).hexdigest()
        assert key_of_source(text) == key
        assert importlib.import_module(f"generated.{spec.stem}").BUILD_KEY == key
        assert text.count("MJC_BUILD_KEY") == 2  # defined on the first line, given to MJC_MODULE on the last


def test_the_key_follows_the_runtime_header_the_passes_and_the_built_ins(mini, monkeypatch):
    key = emit_c.build_key(mini.optimised)
    assert key == mini.module().BUILD_KEY == key_of_source(mini.native_source()[0])
    monkeypatch.setattr(keys, "_runtime_header", lambda: RUNTIME_HEADER.read_bytes() + b"\n/* changed */\n")
    assert emit_c.build_key(mini.optimised) != key
    monkeypatch.undo()
    without = tuple((name, run) for name, run in pipeline.PASSES if name != "specialise")
    monkeypatch.setattr(pipeline, "PASSES", without)  # mjc's passes change: the same spec makes other C
    assert compile_spec(MINI, "tests/data/mini.yaml").module().BUILD_KEY != key
    monkeypatch.undo()
    monkeypatch.setitem(FUNCTIONS, "abs", dataclasses.replace(FUNCTIONS["abs"], c="mjc_abs(mjc_neg({0}))"))
    assert compile_spec(MINI, "tests/data/mini.yaml").module().BUILD_KEY != key


def test_a_ruleset_the_native_back_end_does_not_compile_has_a_key_no_build_has(mini, monkeypatch):
    def refuse(rs):
        raise emit_c.Unsupported("a construct")

    monkeypatch.setattr(emit_c, "emit_c_body", refuse)
    assert emit_c.build_key(mini.optimised) == keys.NO_C_BUILD
    assert mini.native_source() == (None, "a construct")


@pytest.mark.native
def test_an_extension_built_before_a_built_ins_c_code_changed_is_not_used(tmp_path, packages, monkeypatch):  # noqa: F811
    """mjc upgraded under a built project: abs() has other C code now (nothing else of the back end changed:
    not emit_c.py, its template or mjc_runtime.h). The module the new mjc writes leaves the old build unused."""
    before = compile_spec(MINI, "tests/data/mini.yaml")
    old, old_source = scorer_package(tmp_path / "old", before), before.native_source()[0]
    (old / "mini.c").write_text(old_source, encoding="utf-8")
    built = compile_module(old / "mini.c", "_mini", old)
    assert importlib.import_module(f"{packages(old)}.mini").BACKEND == "native"  # its own build is used

    monkeypatch.setitem(FUNCTIONS, "abs", dataclasses.replace(FUNCTIONS["abs"], c="mjc_abs(mjc_neg({0}))"))
    after = compile_spec(MINI, "tests/data/mini.yaml")
    assert after.native_source()[0] != old_source
    upgraded = scorer_package(tmp_path / "upgraded", after)  # mjc build wrote the module; the old build stays
    shutil.copy(built, upgraded / built.name)
    module = importlib.import_module(f"{packages(upgraded)}.mini")
    assert module.BACKEND == "python" and module.score is module.score_python


def test_a_generated_folder_where_mjc_runs_never_stands_in_for_mjcs_own(tmp_path):
    """python -m puts the folder it runs in first on sys.path: mjc --version and mjc doctor imported the bundled
    scorers by the name `generated`, so a project's generated/ (mjc build's output folder) ran as mjc's own."""
    planted = tmp_path / "generated"
    planted.mkdir()
    for name in ("__init__.py", "mcr.py", "_mcr.py"):
        (planted / name).write_text(f"open({str(tmp_path / 'ran')!r}, 'a').write({name!r})\n", encoding="utf-8")
    env = {"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    for command in (["--version"], ["doctor"]):
        done = subprocess.run([sys.executable, "-m", "compiler", *command], capture_output=True, text=True,
                              cwd=tmp_path, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
    assert not (tmp_path / "ran").exists(), (tmp_path / "ran").read_text()
