"""Shared fixtures: compiled specs and a helper to compile spec text written by a test."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compiler.pipeline import compile_spec  # noqa: E402
from compiler.render_pdf import printing_missing  # noqa: E402

BUNDLED = sorted((ROOT / "specs").glob("*.yaml"))

# The source documents of the bundled rulesets sit beside the project, not in it (CI has them).
SEEDS = ROOT.parent / "shared" / "seeds"


def seed_text(name: str) -> str:
    """A source document's text; the test skips where the documents are not beside the project."""
    path = SEEDS / name
    if not path.is_file():
        if os.environ.get("MJC_REQUIRE_SEEDS") == "1":
            pytest.fail(f"MJC_REQUIRE_SEEDS=1, but the source document {path} is missing")
        pytest.skip(f"the source documents are not at {SEEDS} (beside the project); the cite checks need them")
    return path.read_text(encoding="utf-8")


# What a checkout holds that a fresh clone does not (when there is no git to ask what it tracks).
NOT_CLONED = {".git", ".venv", "__pycache__", "build", ".pytest_cache", ".hypothesis"}


def fresh_copy(dest: Path) -> Path:
    """The project's files as a fresh clone holds them (tracked and new, nothing ignored), copied to dest."""
    import subprocess
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                                capture_output=True, check=True).stdout.decode("utf-8").split("\0")
    except (OSError, subprocess.CalledProcessError):  # a copy of the project, or no git on PATH
        listed = [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")
                  if not NOT_CLONED & set(p.relative_to(ROOT).parts) and not p.name.endswith(".egg-info")
                  and not any(part.endswith(".egg-info") for part in p.relative_to(ROOT).parts)]
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
    return dest


def browser_missing() -> str | None:
    """Why the browser tests cannot run here (no Chromium, CJK fonts or poppler-utils), or None."""
    missing = printing_missing()
    if missing is None and not (shutil.which("pdftotext") and shutil.which("pdfinfo")):
        missing = "pdftotext and pdfinfo (poppler-utils) are not installed"
    return missing


def peer_missing() -> str | None:
    """Why the peer tests cannot run here (PyMahjongGB, the MCR peer, or mahjong, the riichi peer, not
    installed), or None."""
    try:
        import MahjongGB  # noqa: F401
    except ImportError:
        return "PyMahjongGB is not installed (pip install -e '.[peer]' builds it, with a C++ compiler)"
    try:
        import mahjong.hand_calculating.hand  # noqa: F401
    except ImportError:
        return "mahjong, the riichi peer, is not installed (pip install -e '.[peer]')"
    return None


def native_missing() -> str | None:
    """Why the native build tests cannot run here (no C compiler, or no Python headers), or None."""
    from compiler.native_build import compiler_command, python_headers
    if compiler_command() is None:
        return "no C compiler found (set CC, or install gcc or clang)"
    if python_headers() is None:
        return "the Python headers (Python.h) are not installed (python3-dev on Debian or Ubuntu)"
    return None


NODE_MAJOR = 18  # the oldest Node that the JavaScript scorers and their tests are run with


def node_missing() -> str | None:
    """Why the JavaScript tests cannot run here (no Node.js, or one older than NODE_MAJOR), or None."""
    node = shutil.which("node")
    if node is None:
        return "Node.js is not installed (Debian's nodejs package); the JavaScript scorers are tested with it"
    try:
        version = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
        major = int(version.lstrip("v").split(".")[0])
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return "node --version did not answer"
    return None if major >= NODE_MAJOR else f"Node.js {version} is older than {NODE_MAJOR}"


# marker -> (why it cannot run here, the variable that makes that a failure instead of a skip)
NEEDS = {"browser": (browser_missing, "MJC_REQUIRE_BROWSER"), "peer": (peer_missing, "MJC_REQUIRE_PEER"),
         "native": (native_missing, "MJC_REQUIRE_NATIVE"), "node": (node_missing, "MJC_REQUIRE_NODE")}


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: needs headless Chromium, the CJK fonts and poppler-utils")
    config.addinivalue_line("markers", "peer: needs the peers PyMahjongGB (MCR) and mahjong (riichi): the peer extra")
    config.addinivalue_line("markers", "native: needs a C compiler and the Python headers, to build C extensions")
    config.addinivalue_line("markers", "node: needs Node.js, to run the JavaScript scorers")


def pytest_runtest_setup(item):
    for marker, (missing_here, required) in NEEDS.items():
        if item.get_closest_marker(marker):
            missing = missing_here()
            if missing and os.environ.get(required) == "1":
                pytest.fail(f"{required}=1, but {missing}")
            if missing:
                pytest.skip(missing)


@pytest.fixture(scope="session")
def nanning():
    return compile_spec(ROOT / "specs" / "nanning.yaml", "specs/nanning.yaml")


@pytest.fixture(scope="session")
def mini():
    return compile_spec(ROOT / "tests" / "data" / "mini.yaml", "tests/data/mini.yaml")


@pytest.fixture
def compile_text(tmp_path):
    """Compile spec text from a file named like the real one would be."""
    def run(text: str, name: str = "house.yaml"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return compile_spec(path, name)
    return run


MINI_TEXT = (ROOT / "tests" / "data" / "mini.yaml").read_text(encoding="utf-8")
