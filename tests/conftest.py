"""Shared fixtures: compiled specs and a helper to compile spec text written by a test."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from compiler import optional  # noqa: E402
from compiler.pipeline import compile_spec  # noqa: E402
from compiler.render_pdf import printing_missing  # noqa: E402

BUNDLED = sorted((ROOT / "specs").glob("*.yaml"))


@functools.lru_cache(maxsize=None)
def compiled_bundled(ruleset: str):
    """A bundled ruleset compiled once in each test process, its spec named specs/<id>.yaml: the tests that only
    read it share it (a compile is 0.2 to 1.7 s, and the examples alone ask for all of them as they are collected)."""
    return compile_spec(ROOT / "specs" / f"{ruleset}.yaml", f"specs/{ruleset}.yaml")

# The source documents of the bundled rulesets sit beside the project, not in it (CI has them).
SEEDS = ROOT.parent / "shared" / "seeds"


def seed_text(name: str) -> str:
    """A source document's text; the test skips where the documents are not beside the project."""
    path = SEEDS / name
    if not path.is_file() or optional.hidden_reason("seeds"):
        if os.environ.get("MJC_REQUIRE_SEEDS") == "1":
            pytest.fail(f"MJC_REQUIRE_SEEDS=1, but the source document {path} is missing")
        pytest.skip(optional.hidden_reason("seeds") or
                    f"the source documents are not at {SEEDS} (beside the project); the cite checks need them")
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


def built_once(source: Path, module: str, tmp_path_factory) -> Path:
    """The extension module of a C source, compiled once for the whole run: pytest-xdist's workers share one
    folder of builds, and the first to need a module builds it while the others wait (a lock per module)."""
    from compiler import native_build
    base = tmp_path_factory.getbasetemp()
    folder = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "native-builds"
    folder.mkdir(exist_ok=True)
    target = folder / f"{module}{native_build.extension_suffix()}"
    with open(folder / f"{module}.lock", "w") as lock:
        try:
            import fcntl
            fcntl.flock(lock, fcntl.LOCK_EX)
        except ImportError:  # no fcntl (Windows): the workers may each build it, one after another
            pass
        if not target.is_file():
            native_build.compile_module(source, module, folder)
    return target


def browser_missing() -> str | None:
    """Why the browser tests cannot run here (no Chromium, CJK fonts or poppler-utils), or None."""
    missing = printing_missing()
    if missing is None and not (shutil.which("pdftotext") and shutil.which("pdfinfo")):
        missing = "pdftotext and pdfinfo (poppler-utils) are not installed"
    return missing


def peer_missing() -> str | None:
    """Why the peer tests cannot run here (PyMahjongGB, the MCR peer, or mahjong, the riichi peer), or None."""
    if reason := optional.peers_missing():
        return reason
    try:  # installed is not enough: PyMahjongGB is a C++ extension that may have been built for another Python
        import MahjongGB  # noqa: F401
        import mahjong.hand_calculating.hand  # noqa: F401
    except ImportError as exc:
        return f"a peer does not import: {exc} (pip install -e '.[peer]')"
    return None


def native_missing() -> str | None:
    """Why the native build tests cannot run here (hidden, no C compiler, or no Python headers), or None."""
    from compiler.native_build import compiler_missing
    return compiler_missing()


NODE_MAJOR = optional.NODE_MAJOR
node_missing = optional.node_missing


# marker -> (why it cannot run here, the variable that makes that a failure instead of a skip)
NEEDS = {"browser": (browser_missing, "MJC_REQUIRE_BROWSER"), "peer": (peer_missing, "MJC_REQUIRE_PEER"),
         "native": (native_missing, "MJC_REQUIRE_NATIVE"), "node": (node_missing, "MJC_REQUIRE_NODE")}


def pytest_addoption(parser):
    parser.addoption("--full", action="store_true",
                     help="run the full tier too: the big volumes and the slow builds (`-m full` runs it alone)")


def full_tier_selected(config) -> bool:
    """Whether this run takes the full tier: `--full`, or a -m expression that names it."""
    return config.getoption("--full") or "full" in (config.getoption("markexpr") or "")


def pytest_collection_modifyitems(config, items):
    if full_tier_selected(config):
        return
    quick = [item for item in items if not item.get_closest_marker("full")]
    if len(quick) < len(items):
        config.hook.pytest_deselected(items=[item for item in items if item.get_closest_marker("full")])
        items[:] = quick


# The interpreter (compiler/interpret.py) scores a random record up to 14 times slower than a generated Python
# module (23 ms against 1.7 ms on guangdong_baiban, whose wilds multiply a hand's readings): in the differentials
# over thousands of random records it judges one record in this many, while the back ends are compared on each.
INTERPRETED_SHARE = 4


def interpreted(records: list) -> list:
    """The records of a random run the interpreter judges too: one in INTERPRETED_SHARE, spread over the run."""
    return records[::INTERPRETED_SHARE]


# Random records per ruleset in the differentials: the quick tier's, and the full tier's (the line path's
# excepted: 20,000 of each ruleset). Eighteen rulesets at 20,000 each, in four back ends and through the
# interpreter, took CI past its 90 minutes; at 2,000 a ruleset the quick tier's differentials alone took 12 of
# its 28 minutes.
QUICK_RECORDS = 500
FULL_RECORDS = 5_000


def tiers(quick, full, name: str = "volume"):
    """A test parametrised by its volume: `quick` in the quick tier, `full` in the full tier alone."""
    return pytest.mark.parametrize(name, [pytest.param(quick, id=f"quick-{quick}"),
                                          pytest.param(full, id=f"full-{full}", marks=pytest.mark.full)])


def _extends(spec: Path) -> bool:
    return any(line.startswith("extends:") for line in spec.read_text(encoding="utf-8").splitlines())


# The bundled house rulesets (`extends:` another): each changes a few patterns or options of its base, whose
# scorers share its runtime and nearly all its code. Both tiers check them at a quarter of the volume of their
# base, and the quick tier leaves to the full tier a check that costs the same whatever its volume (a browser
# started).
VARIANTS = frozenset(p.stem for p in BUNDLED if _extends(p))


def _ruleset_id(ruleset) -> str:
    return getattr(ruleset, "stem", ruleset)  # a spec's path, or a ruleset's id


def ruleset_tiers(rulesets, quick: int, full: int, name: str = "deals", ruleset: str = "ruleset", *,
                  houses_in_full: int | None = None):
    """A test parametrised by ruleset (an id or a spec's path) and volume: `quick` in the quick tier, `full` in
    the full tier alone; a house ruleset a quarter of each (or `houses_in_full` in the full tier)."""
    params = []
    for r in rulesets:
        rid, house = _ruleset_id(r), _ruleset_id(r) in VARIANTS
        small, big = (quick // 4, full // 4 if houses_in_full is None else houses_in_full) if house else (quick, full)
        params += [pytest.param(r, small, id=f"{rid}-quick-{small}"),
                   pytest.param(r, big, id=f"{rid}-full-{big}", marks=pytest.mark.full)]
    return pytest.mark.parametrize(f"{ruleset}, {name}", params)


def bases_quick(rulesets, ruleset: str = "ruleset"):
    """A test parametrised by ruleset (an id or a spec's path): the bases in the quick tier, the house rulesets
    in the full tier."""
    return pytest.mark.parametrize(ruleset, [
        pytest.param(r, id=_ruleset_id(r), marks=pytest.mark.full if _ruleset_id(r) in VARIANTS else ())
        for r in rulesets])


def pytest_configure(config):
    config.addinivalue_line("markers", "full: the full tier (big volumes, slow builds): run by --full or -m full")
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
    return compiled_bundled("nanning")


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
