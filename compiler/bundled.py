"""Where the files that ship with mjc are found: one place for the grammar, templates, runtime, specs and scorers."""

from __future__ import annotations

import importlib.util
import sys
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


def scorer_package() -> str:
    """The name of the package of the shipped scorers, PACKAGE.generated, loaded from mjc's own folder: in a checkout
    generated/ is not inside the package, and a folder named generated where mjc runs (on sys.path first, with
    python -m) must never stand in for it. A scorer's `from . import _ID` then finds its native build beside it."""
    name = f"{PACKAGE}.generated"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, GENERATED / "__init__.py",
                                                      submodule_search_locations=[str(GENERATED)])
        package = importlib.util.module_from_spec(spec)
        sys.modules[name] = package
        spec.loader.exec_module(package)
    return name


def read_text(name: str) -> str:
    """A file of the package itself (grammar.lark, runtime/tiles.py, templates/...)."""
    return resources.files(PACKAGE).joinpath(name).read_text(encoding="utf-8")


def templates(autoescape: bool, finalize=None):
    """A jinja2 environment over the package's templates/, as every printer and renderer sets it up: strict
    about undefined names, blocks trimmed; `finalize` is the output language's guard on what it prints."""
    import jinja2  # only the stages that print load it
    return jinja2.Environment(loader=jinja2.PackageLoader(PACKAGE, "templates"), keep_trailing_newline=True,
                              trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined,
                              autoescape=autoescape, finalize=finalize)
