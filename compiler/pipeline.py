"""The whole pipeline for one spec: load, parse and check into IR, emit, and load the module."""

from __future__ import annotations

import types
from dataclasses import dataclass
from pathlib import Path

from . import ir
from .check import check
from .emit import emit_module
from .errors import SpecError, SpecErrors
from .load import load_file


BUNDLED_SPECS = Path(__file__).resolve().parent.parent / "specs"


@dataclass
class Compiled:
    ruleset: ir.Ruleset
    source: str            # the spec file's text
    module_source: str     # the generated module's text
    doc: object = None     # the loaded document (its base, for a house ruleset)

    def module(self) -> types.ModuleType:
        """The generated module, loaded in memory."""
        if not hasattr(self, "_module"):
            module = types.ModuleType(f"generated.{self.ruleset.id}")
            code = compile(self.module_source, f"<generated/{self.ruleset.id}.py>", "exec")
            exec(code, module.__dict__)  # the module text is ours: spec names are checked identifiers
            self._module = module
        return self._module


def compile_spec(path: str | Path, display: str | None = None, specs_dir: Path | None = None) -> Compiled:
    """Compile a spec file; raises SpecErrors (each error positioned) on any problem.

    `specs_dir` is where `extends: <id>` looks for a ruleset not beside the spec.
    """
    try:
        doc = load_file(path, display, specs_dir or BUNDLED_SPECS)
    except SpecError as exc:
        raise SpecErrors([exc]) from None
    try:
        ruleset = check(doc)
    except SpecErrors as exc:
        exc.sources = doc.sources
        raise
    return Compiled(ruleset, doc.source, emit_module(ruleset), doc)
