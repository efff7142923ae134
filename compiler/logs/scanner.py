"""The C scanner of Tenhou mjlogs (compiler/logs/_mjlog.c, an optional extension pip install builds), where it is built.

The mjlog reader takes the scanner's steps where it has them and reads the text itself where not (no C compiler at
install, MJC_WITHOUT=compiler, or a file the scanner does not read plainly); both give the same records and errors.
"""

from __future__ import annotations

import importlib
from typing import Callable

from ..optional import hidden_reason

MODULE = "_mjlog"  # the extension's name in this package


def _find() -> tuple[object | None, str | None]:
    if reason := hidden_reason("compiler"):
        return None, reason
    name = f"{__package__}.{MODULE}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        return None, "not built (pip install builds it where a C compiler and the Python headers are present)" \
            if exc.name == name else f"import failed: {exc}"
    except ImportError as exc:  # built for another Python, or a missing symbol
        return None, f"import failed: {exc}"
    return module, None


_module, _missing = _find()
# scan(data): the steps of a log's bytes, or None; apply_run(deal, first, tiles): Deal.run on the deal's lists (1
# applied, 0 where it cannot be, -1 broken midway); tiles_text(tokens, digits): deal.tiles_text, or None. Each None
# where the extension is missing. (Its WALL_DRAWS and RUN_CYCLES are deal.py's: tests/test_logs_native.py checks.)
scan: Callable | None = getattr(_module, "scan", None)
apply_run: Callable | None = getattr(_module, "apply_run", None)
tiles_text: Callable | None = getattr(_module, "tiles_text", None)


def scanner_missing() -> str | None:
    """Why the mjlog reader reads without its C scanner here, or None where it has it."""
    return _missing
