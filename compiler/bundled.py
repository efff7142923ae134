"""Where the files that ship with mjc are found: one place for the grammar, templates, runtime, specs and scorers."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

# "mjc" when installed (pyproject maps compiler/ to the package mjc), "compiler" when run from a checkout.
PACKAGE = __package__ or "compiler"

_PACKAGE_DIR = Path(str(resources.files(PACKAGE)))
# Installed, the bundled specs and scorers are inside the package (mjc/specs, mjc/generated); in a
# checkout they sit beside compiler/, at the top of the repository.
ROOT = _PACKAGE_DIR if (_PACKAGE_DIR / "specs").is_dir() else _PACKAGE_DIR.parent
SPECS = ROOT / "specs"
GENERATED = ROOT / "generated"


def read_text(name: str) -> str:
    """A file of the package itself (grammar.lark, runtime/tiles.py, templates/...)."""
    return resources.files(PACKAGE).joinpath(name).read_text(encoding="utf-8")
