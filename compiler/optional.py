"""The optional parts of a machine that mjc uses where present, and the one switch that hides them.

Every finder of an optional part asks `hidden_reason` first, so `MJC_WITHOUT=browser,node` (or `all`) makes
this machine look like one without them: the bare-machine test and a newcomer's walk run on any machine.
Chromium and the C compiler are found by `render_pdf` and `native_build`; the parts with no stage of their
own are found here.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from dataclasses import dataclass

WITHOUT = "MJC_WITHOUT"  # a comma-separated list of part names, or "all"
NODE_MAJOR = 18  # the oldest Node.js the JavaScript scorers are tested with


@dataclass(frozen=True)
class Part:
    """An optional part: what it enables, and how to install it on Debian or Ubuntu."""
    name: str
    enables: str
    install: str


PARTS = (
    Part("browser", "the PDF rule sheets (Chromium, the Noto CJK fonts) and the browser tests (poppler-utils)",
         "apt-get install -y chromium fonts-noto-cjk poppler-utils"),
    Part("compiler", "the native scorers and the mjlog reader's C scanner (a C compiler and the Python headers)",
         "apt-get install -y gcc python3-dev"),
    Part("node", "the tests of the JavaScript scorers (Node.js 18 or newer)", "apt-get install -y nodejs"),
    Part("matplotlib", "the plots of mjc impact's report", "pip install 'mjc[impact]'"),
    Part("dask", "mjc score --dask, a batch on a Dask cluster", "pip install 'mjc[dask]'"),
    Part("peers", "the differentials against PyMahjongGB and mahjong (tests and benches)",
         "pip install 'mjc[peer]' (PyMahjongGB needs a C++ compiler: apt-get install -y g++)"),
    Part("seeds", "the tests that read the source documents and logs in ../shared beside the project",
         "a checkout with shared/ beside it"),
)
NAMES = tuple(part.name for part in PARTS)


def hidden_names() -> set[str]:
    """The part names MJC_WITHOUT hides (unknown words included, so that a caller can name them)."""
    words = {word.strip().lower() for word in os.environ.get(WITHOUT, "").split(",") if word.strip()}
    return set(NAMES) | (words - {"all"}) if "all" in words else words


def unknown_names() -> list[str]:
    """Words of MJC_WITHOUT that name no part (a typo would otherwise hide nothing, silently)."""
    return sorted(hidden_names() - set(NAMES))


def hidden_reason(name: str) -> str | None:
    """Why a part counts as missing although it may be installed (MJC_WITHOUT names it), or None."""
    assert name in NAMES, name
    return f"{WITHOUT} hides {name}" if name in hidden_names() else None


def node_missing() -> str | None:
    """Why the JavaScript scorers cannot be run here (no Node.js, or one older than NODE_MAJOR), or None."""
    if reason := hidden_reason("node"):
        return reason
    node = shutil.which("node")
    if node is None:
        return "Node.js is not installed (Debian's nodejs package); the JavaScript scorers are tested with it"
    try:
        version = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
        major = int(version.lstrip("v").split(".")[0])
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return "node --version did not answer"
    return None if major >= NODE_MAJOR else f"Node.js {version} is older than {NODE_MAJOR}"


def node_command() -> str:
    """The Node.js executable; call only where node_missing() is None."""
    return shutil.which("node") or "node"


def _module_missing(part: str, *modules: str) -> str | None:
    if reason := hidden_reason(part):
        return reason
    for module in modules:
        try:
            found = importlib.util.find_spec(module)
        except (ImportError, ValueError):
            found = None
        if found is None:
            install = next(p.install for p in PARTS if p.name == part)
            return f"{module} is not installed ({install})"
    return None


def matplotlib_missing() -> str | None:
    """Why mjc impact cannot draw its plots here, or None."""
    return _module_missing("matplotlib", "matplotlib")


def dask_missing() -> str | None:
    """Why mjc score --dask cannot run here, or None."""
    return _module_missing("dask", "dask", "distributed")


def peers_missing() -> str | None:
    """Why the differentials against PyMahjongGB (MCR) and mahjong (riichi) cannot run here, or None."""
    return _module_missing("peers", "MahjongGB", "mahjong")
