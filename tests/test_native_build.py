"""The native back end's plumbing: compiling a C source into an extension, the generated module's hook that
uses it when it was built from the same spec, `mjc doctor`, `mjc --version` and `mjc build --native`.

Tests marked native need a C compiler and the Python headers; they skip without them, unless
MJC_REQUIRE_NATIVE=1 (CI) makes that a failure.
"""

from __future__ import annotations

import importlib
import importlib.util
import itertools
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

import pytest

from compiler import cli, native_build
from compiler.emit_c import build_key
from compiler.native_build import NativeBuildError, compile_module
from tests.conftest import BUNDLED, ROOT
from tests.test_process_groups import none_naming_within

# A small extension with the interface of a generated scorer: SPEC_SHA256, bind, score, score_many.
# Its score gives {"native": True}, or defers to the bound Python score for a record with "defer".
PROBE_C = r"""
#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyObject *python_score = NULL;

static PyObject *bind(PyObject *self, PyObject *fn) {
    Py_INCREF(fn);
    Py_XSETREF(python_score, fn);
    Py_RETURN_NONE;
}

static PyObject *score(PyObject *self, PyObject *record) {
    if (PyDict_Check(record) && PyDict_GetItemString(record, "defer") != NULL && python_score != NULL)
        return PyObject_CallOneArg(python_score, record);
    PyObject *result = PyDict_New();
    if (result != NULL && PyDict_SetItemString(result, "native", Py_True) < 0) Py_CLEAR(result);
    return result;
}

static PyObject *score_many(PyObject *self, PyObject *records) {
    PyObject *seq = PySequence_Fast(records, "score_many takes a list of records");
    if (seq == NULL) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    PyObject *out = PyList_New(n);
    for (Py_ssize_t i = 0; out != NULL && i < n; i++) {
        PyObject *one = score(self, PySequence_Fast_GET_ITEM(seq, i));
        if (one == NULL) Py_CLEAR(out); else PyList_SET_ITEM(out, i, one);
    }
    Py_DECREF(seq);
    return out;
}

static PyMethodDef methods[] = {
    {"bind", bind, METH_O, "bind(python_score)"},
    {"score", score, METH_O, "score(record) -> dict"},
    {"score_many", score_many, METH_O, "score_many(records) -> list"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "@NAME@", NULL, -1, methods};

PyMODINIT_FUNC PyInit_@NAME@(void) {
    PyObject *m = PyModule_Create(&def);
    if (m != NULL && (PyModule_AddStringConstant(m, "SPEC_SHA256", "@SHA@") < 0
                      || PyModule_AddStringConstant(m, "BUILD_KEY", "@SHA@") < 0)) Py_CLEAR(m);
    return m;
}
"""

# The same interface in Python: what the hook sees of an extension, without a compiler.
FAKE_NATIVE = '''
SPEC_SHA256 = BUILD_KEY = {sha!r}
bound = None


def bind(python_score):
    global bound
    bound = python_score


def score(record):
    return {{"native": True}}


def score_many(records):
    return [score(r) for r in records]
'''

RECORD = {"hand": "555666777z123m9p", "win_tile": "9p", "by": "self_draw"}  # mini's first example
_names = itertools.count()


def probe_source(name: str, sha: str) -> str:
    return PROBE_C.replace("@NAME@", name).replace("@SHA@", sha)


def unique(prefix: str) -> str:
    """A module or package name no other test (nor an earlier run of this one) has imported."""
    return f"{prefix}_{next(_names)}"


@pytest.fixture
def faked_machine(monkeypatch):
    """A test that fakes the compiler and headers it has: MJC_WITHOUT must not hide what the test fakes."""
    monkeypatch.delenv("MJC_WITHOUT", raising=False)


@pytest.fixture
def packages():
    """Import a folder as a package of a new name; every module imported under it is dropped afterwards."""
    made = []

    def load(folder: Path) -> str:
        name = unique("mjc_test_pkg")
        spec = importlib.util.spec_from_file_location(name, folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])
        package = importlib.util.module_from_spec(spec)
        sys.modules[name] = package
        spec.loader.exec_module(package)
        made.append(name)
        return name

    yield load
    for name in made:
        for loaded in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
            del sys.modules[loaded]


def scorer_package(folder: Path, mini, native: str | None = None) -> Path:
    """A package holding mini's generated module and, if given, the text of a fake _mini beside it."""
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text("", encoding="utf-8")
    (folder / "mini.py").write_text(mini.module_source, encoding="utf-8")
    if native is not None:
        (folder / "_mini.py").write_text(native, encoding="utf-8")
    return folder


# ---------------------------------------------------------------- compile_module

@pytest.mark.native
def test_compile_module_builds_an_extension_that_imports_and_defers_to_the_bound_scorer(tmp_path):
    name = unique("_mjc_probe")
    source = tmp_path / "probe.c"
    source.write_text(probe_source(name, "abc123"), encoding="utf-8")
    built = compile_module(source, name, tmp_path / "out")
    assert built == tmp_path / "out" / f"{name}{native_build.extension_suffix()}" and built.is_file()
    assert [p.name for p in (tmp_path / "out").iterdir()] == [built.name]  # no file left from the build
    module = native_build.load_module(built, name)
    assert module.SPEC_SHA256 == "abc123"
    assert module.score({}) == {"native": True}
    module.bind(lambda record: {"python": record["defer"]})
    assert module.score_many([{}, {"defer": 7}]) == [{"native": True}, {"python": 7}]


@pytest.mark.native
def test_a_c_syntax_error_is_a_native_build_error_with_the_compilers_message(tmp_path):
    source = tmp_path / "broken.c"
    source.write_text("#include <Python.h>\nint broken = ;\n", encoding="utf-8")
    with pytest.raises(NativeBuildError) as caught:
        compile_module(source, "_broken", tmp_path)
    message = str(caught.value)
    assert message.startswith("broken.c did not compile:")
    assert "broken.c:2" in message and "error" in message  # where, and what, as the compiler said it
    assert list(tmp_path.glob("*.so")) == [] and list(tmp_path.glob(".*")) == []  # nothing half-written stays


def test_compile_module_without_a_compiler_or_headers_says_which(tmp_path, monkeypatch, faked_machine):
    source = tmp_path / "x.c"
    source.write_text("", encoding="utf-8")
    monkeypatch.setattr(native_build, "compiler_command", lambda: None)
    with pytest.raises(NativeBuildError, match="no C compiler found"):
        compile_module(source, "_x", tmp_path)
    monkeypatch.setattr(native_build, "compiler_command", lambda: ["cc"])
    monkeypatch.setattr(native_build, "python_headers", lambda: None)
    with pytest.raises(NativeBuildError, match=r"Python headers \(Python.h\)"):
        compile_module(source, "_x", tmp_path)


def test_compile_module_passes_the_include_folders_and_the_flags(tmp_path, monkeypatch, faked_machine):
    import subprocess
    ran = []

    def run(command, folder):
        ran.append(command)
        Path(command[command.index("-o") + 1]).write_bytes(b"")
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(native_build, "compiler_command", lambda: ["cc", "-pthread"])
    monkeypatch.setattr(native_build, "python_headers", lambda: tmp_path / "include")
    monkeypatch.setattr(native_build, "_run_compiler", run)
    source = tmp_path / "m.c"
    source.write_text("", encoding="utf-8")
    built = compile_module(source, "mjc.generated._m", tmp_path / "out")
    assert built.name == f"_m{native_build.extension_suffix()}" and built.is_file()
    command = ran[0]
    assert command[:2] == ["cc", "-pthread"] and {"-O2", "-fPIC", "-shared"} <= set(command)
    includes = [command[i + 1] for i, word in enumerate(command) if word == "-I"]
    assert includes == [str(tmp_path / "include"), str(ROOT / "compiler" / "runtime")]
    compile_module(source, "_m", tmp_path / "out", sanitize=True)
    assert {"-fsanitize=address,undefined", "-fno-omit-frame-pointer", "-g", "-O1"} <= set(ran[1])
    assert "-O2" not in ran[1]
    source.write_text(" " * (native_build.LARGE_SOURCE + 1), encoding="utf-8")  # gcc -O2 took 54 s over 474 KB
    compile_module(source, "_m", tmp_path / "out")
    assert "-O1" in ran[2] and "-O2" not in ran[2]


@pytest.mark.native
def test_a_compiler_that_runs_too_long_is_stopped_whole(tmp_path, monkeypatch):
    """The time limit killed gcc's driver only: its cc1 compiled on, with its memory, after mjc had given up."""
    monkeypatch.setattr(native_build, "COMPILE_SECONDS", 1)  # as 300 s are to a source that takes longer
    started = time.monotonic()
    with pytest.raises(NativeBuildError, match="^mcr.c did not compile: the C compiler took more than 1 s$"):
        compile_module(ROOT / "generated" / "mcr.c", "_mcr_too_long", tmp_path)  # some seconds of gcc -O2
    assert time.monotonic() - started < 10
    assert none_naming_within(b"_mcr_too_long", 5)  # before, cc1 ran on for the rest of its compile


@pytest.mark.native
def test_a_compiler_does_not_outlive_mjc_killed(tmp_path, monkeypatch):
    """SIGKILL of `mjc build --native`, which mjc cannot answer, left gcc and cc1 to compile on for 45 s, and
    its folder and gcc's temporary files in the temporary folder for good."""
    import signal
    import subprocess
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    code = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); from pathlib import Path; "
            f"from compiler.native_build import compile_module; "
            f"compile_module(Path({str(ROOT / 'generated' / 'mcr.c')!r}), '_mcr_killed', Path({str(tmp_path)!r}))")
    mjc = subprocess.Popen([sys.executable, "-c", code], env=dict(os.environ, TMPDIR=str(temporary)))

    def compiling() -> list[bytes]:
        """The first word of each process compiling the source (gcc, cc1, the supervisor), but mjc."""
        found = []
        for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
            try:
                words = cmdline.read_bytes()
                if b"_mcr_killed" in words and cmdline.parent.name != str(mjc.pid):
                    found.append(words.split(b"\0")[0])
            except OSError:  # ended meanwhile
                pass
        return found
    started = time.monotonic()
    while not any(word.endswith(b"cc1") for word in compiling()) and time.monotonic() - started < 30:
        time.sleep(0.05)
    assert any(word.endswith(b"cc1") for word in compiling())  # seconds of its -O2 to go
    mjc.send_signal(signal.SIGKILL)
    mjc.wait()
    killed = time.monotonic()
    while compiling() and time.monotonic() - killed < 1:  # the compile has seconds to go
        time.sleep(0.05)
    assert compiling() == []
    left = [p.name for p in temporary.iterdir()]  # the compile's folder, gcc's files in it, and nothing else
    assert len(left) == 1 and left[0].startswith(f"mjc-native-{mjc.pid}-"), left
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    name = unique("_mjc_probe")
    source = tmp_path / "probe.c"
    source.write_text(probe_source(name, "abc123"), encoding="utf-8")
    compile_module(source, name, tmp_path / "out")  # the next compile removes what the killed one left
    assert list(temporary.iterdir()) == []


def test_compiler_command_takes_cc_and_finds_none_where_none_works(tmp_path, monkeypatch):
    monkeypatch.setenv("CC", "/bin/false")  # set by hand: the one tried, as pip's build does
    assert native_build.compiler_command() is None
    monkeypatch.delenv("CC")
    monkeypatch.setenv("PATH", str(tmp_path))  # no compiler on PATH
    monkeypatch.setattr(native_build.sysconfig, "get_config_var", lambda name: None)
    assert native_build.compiler_command() is None


def test_the_runtime_header_folder_is_the_runtime_package():
    assert native_build.runtime_headers() == ROOT / "compiler" / "runtime"


# ---------------------------------------------------------------- the generated module's hook

def test_the_hook_uses_an_extension_built_from_the_same_spec(tmp_path, mini, packages):
    folder = scorer_package(tmp_path / "same", mini, FAKE_NATIVE.format(sha=build_key(mini.optimised)))
    name = packages(folder)
    module = importlib.import_module(f"{name}.mini")
    native = sys.modules[f"{name}._mini"]
    assert module.BACKEND == "native"
    assert module.score is native.score and module.score_many is native.score_many
    assert native.bound is module.score_python  # what it defers to is the Python scorer
    assert module.score(RECORD) == {"native": True}
    assert module.score_python(RECORD) == mini.module().score(RECORD)
    assert module.score_many_python([RECORD, {}]) == [module.score_python(RECORD), module.score_python({})]


def test_the_hook_leaves_an_extension_from_another_spec_unused(tmp_path, mini, packages):
    folder = scorer_package(tmp_path / "other", mini, FAKE_NATIVE.format(sha="0" * 64))
    module = importlib.import_module(f"{packages(folder)}.mini")
    assert module.BACKEND == "python"
    assert module.score is module.score_python
    assert module.score(RECORD) == mini.module().score(RECORD) and "native" not in module.score(RECORD)


def test_without_an_extension_the_module_scores_in_python(tmp_path, mini, packages):
    module = importlib.import_module(f"{packages(scorer_package(tmp_path / 'none', mini))}.mini")
    assert module.BACKEND == "python"
    assert module.score_many([RECORD, {}]) == [module.score(RECORD), module.score({})]
    assert module.score_many([]) == []


def test_a_module_loaded_on_its_own_or_in_memory_uses_no_extension(tmp_path, mini):
    """Only a module imported from a package looks for its C build (in the package): one loaded from a
    file by itself, or compiled in memory from a spec, never picks up a _<id> from elsewhere."""
    folder = scorer_package(tmp_path / "alone", mini, FAKE_NATIVE.format(sha=build_key(mini.optimised)))
    spec = importlib.util.spec_from_file_location(unique("mini_alone"), folder / "mini.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.BACKEND == "python"
    assert mini.module().BACKEND == "python"


@pytest.mark.native
def test_a_compiled_extension_beside_the_module_is_used_and_defers_to_python(tmp_path, mini, packages):
    folder = scorer_package(tmp_path / "built", mini)
    (folder / "mini.c").write_text(probe_source("_mini", build_key(mini.optimised)), encoding="utf-8")
    compile_module(folder / "mini.c", "_mini", folder)
    module = importlib.import_module(f"{packages(folder)}.mini")
    assert module.BACKEND == "native"
    assert module.score(RECORD) == {"native": True}
    deferred = dict(RECORD, defer=True)
    assert module.score(deferred) == module.score_python(deferred)
    assert module.score_many([RECORD, deferred]) == [{"native": True}, module.score_python(deferred)]


# ---------------------------------------------------------------- mjc doctor and mjc --version

def test_doctor_reports_the_compiler_headers_and_each_bundled_scorers_back_end(capsys):
    assert cli.main(["doctor"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"mjc \S+", lines[0]) and lines[1].startswith(f"Python {sys.version.split()[0]} ")
    assert lines[2].startswith("C compiler: ") and lines[3].startswith("Python headers: ")
    for path in BUNDLED:
        (line,) = [line for line in lines if line.split()[:1] == [path.stem]]
        assert re.fullmatch(rf"  {path.stem} +(native|python \(.+\))", line), line
    assert re.fullmatch(r"Tenhou mjlog reader \(mjc log\): (C scanner \(mjc\.logs\._mjlog\)|Python alone \(.+\); the "
                        r"same records, slower)", lines[-1]), lines[-1]


def test_doctor_without_a_compiler_or_headers_says_so(capsys, monkeypatch, faked_machine):
    monkeypatch.setattr(native_build, "compiler_command", lambda: None)
    monkeypatch.setattr(native_build, "python_headers", lambda: None)
    assert cli.main(["doctor"]) == 0
    out = capsys.readouterr().out
    assert "\nC compiler: none found\n" in out
    assert "\nPython headers: missing (python3-dev on Debian or Ubuntu)\n" in out


def test_doctor_says_why_a_scorer_runs_in_python(tmp_path, mini, packages, monkeypatch):
    cases = {
        "none": None,
        "other": FAKE_NATIVE.format(sha="0" * 64),
        "failing": "raise ImportError('undefined symbol: mjc_nowhere')\n",
        "same": FAKE_NATIVE.format(sha=build_key(mini.optimised)),
    }
    found = {}
    for case, native in cases.items():
        name = packages(scorer_package(tmp_path / case, mini, native))
        monkeypatch.setattr(cli, "generated_package", lambda name=name: name)
        found[case] = cli.scorer_backend("mini")
    assert found == {
        "none": ("python", "no extension built"),
        "other": ("python", "extension from another spec, options or mjc (BUILD_KEY differs): rebuild it"),
        "failing": ("python", "import failed: undefined symbol: mjc_nowhere"),
        "same": ("native", None),
    }


def test_version_names_the_scorers_back_end(capsys):
    assert cli.main(["--version"]) == 0  # argparse's exit is main's status, once what it printed is flushed
    out = capsys.readouterr().out
    assert re.fullmatch(r"mjc \S+ \(scorers: (native C for \d+ of \d+ bundled rulesets.*|Python; .*see mjc doctor)\)\n", out), out


def test_the_version_phrase():
    native, none = ("native", None), ("python", "no extension built")
    assert cli.backends_phrase({"a": native, "b": native}) == "scorers: native C for 2 of 2 bundled rulesets"
    assert cli.backends_phrase({"a": native, "b": none}) == \
        "scorers: native C for 1 of 2 bundled rulesets, Python for the rest; see mjc doctor"
    assert cli.backends_phrase({"a": none, "b": none}) == "scorers: Python; no native modules built, see mjc doctor"
    assert cli.backends_phrase({"a": none, "b": ("python", "import failed: x")}) == \
        "scorers: Python; the native modules are not used, see mjc doctor"


# ---------------------------------------------------------------- mjc build --native

@pytest.fixture
def project(tmp_path, monkeypatch):
    """A project folder holding one spec (mini); no PDFs are printed (no browser is needed)."""
    (tmp_path / "specs").mkdir()
    shutil.copy(ROOT / "tests" / "data" / "mini.yaml", tmp_path / "specs" / "mini.yaml")
    monkeypatch.setattr(cli, "printing_missing", lambda: "no browser in this test")
    return tmp_path


def test_build_native_without_a_compiler_writes_the_python_modules_and_says_so_once(project, capsys, monkeypatch, faked_machine):
    monkeypatch.setattr(native_build, "compiler_command", lambda: None)
    (project / "specs" / "mini2.yaml").write_text(
        (project / "specs" / "mini.yaml").read_text(encoding="utf-8").replace("id: mini\n", "id: mini2\n"), encoding="utf-8")
    assert cli.main(["--root", str(project), "build", "--native"]) == 0
    out = capsys.readouterr().out
    assert (project / "generated" / "mini.py").is_file() and (project / "generated" / "mini2.py").is_file()
    assert out.count("no C compiler found") == 1
    assert "native modules not built: no C compiler found (set CC, or install gcc or clang); the Python modules " \
           "score as they are\n" in out
    assert list((project / "generated").glob("*.so")) == []


def test_build_native_without_the_python_headers_says_so(project, capsys, monkeypatch, faked_machine):
    monkeypatch.setattr(native_build, "compiler_command", lambda: ["cc"])
    monkeypatch.setattr(native_build, "python_headers", lambda: None)
    assert cli.main(["--root", str(project), "build", "--native"]) == 0
    assert "native modules not built: the Python headers (Python.h) are not installed" in capsys.readouterr().out


@pytest.mark.native
def test_build_native_compiles_the_c_source_beside_the_module(project, mini, capsys, packages):
    generated = project / "generated"
    generated.mkdir()
    # A stand-in for the C source mjc build writes (if this build writes its own, that one is compiled)
    (generated / "mini.c").write_text(probe_source("_mini", build_key(mini.optimised)), encoding="utf-8")
    code = cli.main(["--root", str(project), "build", "--native"])
    out = capsys.readouterr().out
    assert code == 0, out
    built = f"generated/_mini{native_build.extension_suffix()}"
    assert re.search(rf"^mini: native module {re.escape(built)} built in \d+\.\d s$", out, re.M), out
    module = importlib.import_module(f"{packages(generated)}.mini")
    assert module.BACKEND == "native"


@pytest.mark.native
def test_build_native_compiles_what_it_wrote_into_the_folder_it_wrote_it_in(project, monkeypatch, capsys):
    """generated/ swapped for a link once the sources were written: the C was read back through the link and the
    module put there. Now the text written is compiled and the module lands in the folder held since."""
    generated, elsewhere = project / "generated", project / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "mini.c").write_text('#error "the C behind the link was read"\n', encoding="utf-8")
    missing = native_build.compiler_missing

    def swap_once_written() -> str | None:
        if not (project / "held").exists():
            generated.rename(project / "held")
            generated.symlink_to(elsewhere)
        return missing()
    monkeypatch.setattr(native_build, "compiler_missing", swap_once_written)
    assert cli.main(["--root", str(project), "build", "--native"]) == 0, capsys.readouterr()
    assert f"_mini{native_build.extension_suffix()}" in {p.name for p in (project / "held").iterdir()}
    assert sorted(p.name for p in elsewhere.iterdir()) == ["mini.c"]


def test_build_native_compiles_each_c_source_there_is_and_names_those_missing(project, capsys, monkeypatch, faked_machine):
    compiled = []

    def compile_stub(text: bytes, source: Path, module: str, out_dir: Path, folder: int | None = None) -> Path:
        compiled.append(source.name)
        assert text == source.read_bytes() and folder is not None  # the text written, into the folder held
        return out_dir / f"{module}.so"

    monkeypatch.setattr(native_build, "compiler_command", lambda: ["cc"])
    monkeypatch.setattr(native_build, "python_headers", lambda: Path("/usr/include/python3"))
    monkeypatch.setattr(native_build, "compile_text", compile_stub)
    assert cli.main(["--root", str(project), "build", "--native"]) == 0
    out = capsys.readouterr().out
    if (project / "generated" / "mini.c").exists():  # this build writes the C source
        assert compiled == ["mini.c"] and "mini: native module generated/_mini.so built in 0.0 s\n" in out
    else:
        assert compiled == [] and "mini: native module not built: there is no generated/mini.c to compile\n" in out
