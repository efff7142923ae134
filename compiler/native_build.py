"""Turn a generated C source into a CPython extension module with the machine's C compiler.

`pip install` builds the bundled rulesets' extensions through setup.py; this module builds one for
`mjc build --native` (a house ruleset, or a checkout), without setuptools, and says why it cannot.
"""

from __future__ import annotations

import importlib.util
import os
import shlex
import shutil
import stat
import subprocess
import sys
import sysconfig
import types
from importlib import resources
from pathlib import Path

from . import bundled, process_groups
from .held_folders import private_folder
from .optional import hidden_reason
from .outputs import PendingFile

# How long a compiler may take to say its version: one that hangs is as good as none.
PROBE_SECONDS = 10
# How much of a compiler's stderr an error carries: the first errors say what is wrong, the rest repeats.
STDERR_LINES = 20

OPTIMISE = ["-O2"]
# A source past LARGE_SOURCE bytes is compiled with -O1: -O2's time grows about as the square of the scorer's
# one large function (a house spec's 474 KB of C took gcc 54 s and 600 MB at -O2, 15 s at -O1), and every bundled
# ruleset's C (165 KB at most, 6 s) stays below it. MAX_C_SOURCE (limits.py) bounds the rest.
LARGE_SOURCE = 200_000
OPTIMISE_LARGE = ["-O1"]
COMPILE_SECONDS = 300  # a compiler run longer than this is stopped: no source within the limits comes near it
SANITIZE = ["-fsanitize=address,undefined", "-fno-omit-frame-pointer", "-g", "-O1"]


class NativeBuildError(Exception):
    """A C source that did not compile, with what the compiler said."""


def _works(command: list[str]) -> bool:
    """Whether a compiler command runs (its --version exits 0)."""
    if not command or shutil.which(command[0]) is None:
        return False
    try:
        done = subprocess.run([*command, "--version"], capture_output=True, timeout=PROBE_SECONDS)
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def compiler_command() -> list[str] | None:
    """The C compiler command (CC, else Python's own, else cc, gcc or clang on PATH); None if none works."""
    if hidden_reason("compiler"):
        return None
    if sys.platform == "win32":  # an extension there links against pythonXY.lib with MSVC: pip install does that
        return None
    chosen = os.environ.get("CC", "").strip()
    if chosen:  # as setuptools does: a CC set by hand is the compiler, and no other is tried behind it
        candidates = [shlex.split(chosen)]
    else:
        candidates = [shlex.split(sysconfig.get_config_var("CC") or ""), ["cc"], ["gcc"], ["clang"]]
    return next((command for command in candidates if _works(command)), None)


def python_headers() -> Path | None:
    """The folder holding Python.h for this Python, if it is installed (python3-dev on Debian)."""
    for name in (sysconfig.get_paths().get("include"), sysconfig.get_config_var("INCLUDEPY")):
        if name and (Path(name) / "Python.h").is_file():
            return Path(name)
    return None


def compiler_missing() -> str | None:
    """Why no extension module can be built here (hidden by MJC_WITHOUT, no C compiler, no headers), or None."""
    if reason := hidden_reason("compiler"):
        return reason
    if compiler_command() is None:
        return "no C compiler found (set CC, or install gcc or clang)"
    if python_headers() is None:
        return "the Python headers (Python.h) are not installed (python3-dev on Debian or Ubuntu)"
    return None


def runtime_headers() -> Path:
    """The folder holding mjc_runtime.h, which every generated C source includes (the package mjc.runtime)."""
    return Path(str(resources.files(f"{bundled.PACKAGE}.runtime")))


def extension_suffix() -> str:
    """The file suffix this Python imports extension modules by (.cpython-311-x86_64-linux-gnu.so)."""
    return sysconfig.get_config_var("EXT_SUFFIX") or ".so"


def load_module(path: Path, module: str) -> types.ModuleType:
    """An extension module loaded from its file, outside any package (tests, benches, a build in a folder)."""
    spec = importlib.util.spec_from_file_location(module, path)
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded


def native_status() -> dict:
    """What building here needs and has: the compiler command and the Python headers folder (None if missing)."""
    return {"compiler": compiler_command(), "headers": python_headers(), "suffix": extension_suffix()}


def _trimmed(text: str) -> str:
    lines = text.strip().splitlines()
    if len(lines) > STDERR_LINES:
        lines = lines[:STDERR_LINES] + [f"... ({len(lines) - STDERR_LINES} more lines)"]
    return "\n".join(lines)


def compile_module(source: Path, module: str, out_dir: Path, *, sanitize: bool = False) -> Path:
    """Compile a C source into the extension module `<out_dir>/<module><EXT_SUFFIX>`; return its path."""
    out_dir.mkdir(parents=True, exist_ok=True)
    return compile_text(source.read_bytes(), source, module, out_dir, sanitize=sanitize)


def compile_text(text: bytes, source: Path, module: str, out_dir: Path, *, sanitize: bool = False,
                 folder: int | None = None) -> Path:
    """Compile C source text (named `source` in messages) into `<out_dir>/<module><EXT_SUFFIX>`; with `folder`, a
    descriptor of out_dir held open (outputs.held_folder), the module is put in that folder whatever its name
    leads to by then. Returns the module's path."""
    missing = compiler_missing()
    if missing:
        raise NativeBuildError(missing)
    command, headers = compiler_command(), python_headers()
    name = module.rpartition(".")[2]  # a dotted name (mjc.generated._mcr) is the file of its last part
    target = out_dir / f"{name}{extension_suffix()}"
    flags = ["-fPIC", "-shared", *(SANITIZE if sanitize else OPTIMISE_LARGE if len(text) > LARGE_SOURCE else OPTIMISE)]
    if sys.platform == "darwin":  # Python's symbols are found when the module is loaded, not when it is linked
        flags += ["-undefined", "dynamic_lookup"]
    # The compiler reads and writes nothing in the output folder, which others may write to: it compiles a copy
    # of the source in a private folder of its own, and the source includes <mjc_runtime.h>, which only the -I
    # folders below give (a header beside the source, or in the folder it runs in, is never read). Its own
    # temporary files go there too (TMPDIR), and a folder a killed mjc left is removed by the next compile.
    with private_folder(PRIVATE_PREFIX, NativeBuildError, "compile in") as private:
        copy, built = Path(private) / f"{name}.c", Path(private) / f"{name}{extension_suffix()}"
        copy.write_bytes(text)
        try:
            done = _run_compiler([*command, *flags, "-I", str(headers), "-I", str(runtime_headers()), str(copy), "-o",
                                  str(built)], private)
        except OSError as exc:
            raise NativeBuildError(f"cannot run the C compiler {command[0]}: {exc.strerror or exc}") from None
        except subprocess.TimeoutExpired:
            raise NativeBuildError(f"{source.name} did not compile: the C compiler took more than {COMPILE_SECONDS} s"
                                   ) from None
        if done.returncode != 0:
            said = _trimmed(done.stderr.replace(str(copy), str(source))) or _trimmed(done.stdout) \
                or f"exit code {done.returncode}"
            raise NativeBuildError(f"{source.name} did not compile:\n{said}")
        _install(built, target, folder)
    return target


PRIVATE_PREFIX = "mjc-native-"  # a compile's private folder's name, before its process number


def _run_compiler(argv: list[str], folder: str) -> subprocess.CompletedProcess:
    """The compiler run in `folder` for at most COMPILE_SECONDS, in a process group that ends with mjc."""
    return process_groups.run(argv, timeout=COMPILE_SECONDS, cwd=folder, env=dict(os.environ, TMPDIR=folder),
                              text=True)


def _install(built: Path, target: Path, folder: int | None) -> None:
    """Put a built module in its place as outputs.PendingFile writes a file: under a new name, then moved over the
    module, so that a process that has the old one loaded keeps its copy (writing into the file it maps could
    crash it)."""
    pending = PendingFile(target, folder=folder)
    with built.open("rb") as made:
        try:
            shutil.copyfileobj(made, pending.stream)
        except BaseException:
            pending.discard()
            raise
    pending.commit(mode=stat.S_IMODE(built.stat().st_mode))  # executable, as the compiler made it
