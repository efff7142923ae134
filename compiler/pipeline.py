"""The whole pipeline for one spec: load, check into IR, the passes over the IR, emit, load the module."""

from __future__ import annotations

import dataclasses
import types
from dataclasses import dataclass
from pathlib import Path

from . import bundled, ir
from . import runtime as rt
from .check import check
from .emit import emit_module
from .errors import SpecError, SpecErrors, did_you_mean
from .limits import MAX_INT_DIGITS
from .number_text import NotAWholeNumber, whole_number
from .hand_cost import check_hand_steps
from .load import bool_word, load_file
from .optimise import fold_ruleset, inline_single_use, plan_ruleset
from .prose import check_placeholders
from .specialise import specialise_ruleset
from .tabulate import tabulate_relations

# The passes between the checked IR and a back end, in order; each takes a ruleset and returns one that
# scores every record alike (tests/test_passes.py runs the reference interpreter after each).
PASSES = (
    ("fold", fold_ruleset),            # constant expressions become their values
    ("inline", inline_single_use),     # a definition used once moves into its one use
    ("tabulate", tabulate_relations),  # relations on their sets' tiles get tables, families their best choices
    ("specialise", specialise_ruleset),  # generic quantifiers become the cheaper forms that mean the same
    ("plan", plan_ruleset),            # when generated code works out each name: per win, per arrangement, on use
)
PASS_NAMES = ("check",) + tuple(name for name, _ in PASSES)


def optimise(ruleset: ir.Ruleset, after: str | None = None) -> ir.Ruleset:
    """The checked ruleset after the passes, up to and including `after` (default: all of them)."""
    if after is not None and after not in PASS_NAMES:
        raise ValueError(f"no pass '{after}' (the passes: {', '.join(PASS_NAMES)})")
    for name, run in PASSES:
        if after == "check":
            break
        ruleset = run(ruleset)
        if name == after:
            break
    return ruleset


@dataclass
class Compiled:
    ruleset: ir.Ruleset
    source: str            # the spec file's text
    module_source: str     # the generated module's text
    doc: object = None     # the loaded document (its base, for a house ruleset)
    optimised: ir.Ruleset | None = None  # the ruleset after the passes: what the module was emitted from

    def differences(self) -> dict:
        """For a house ruleset, its base and what it changes (keyword arguments of the sheet renderers)."""
        if self.doc is None or self.doc.base is None:
            return {}
        from .differ import differences
        base = check(self.doc.base)
        return {"base": base, "changes": differences(base, self.ruleset)}

    def native_source(self) -> tuple[str | None, str | None]:
        """The C source of the native scorer, or None and why the native back end does not compile this ruleset."""
        from .emit_c import Unsupported, emit_c_module
        from .limits import MAX_C_SOURCE
        try:
            source = emit_c_module(self.optimised)
        except Unsupported as exc:
            return None, str(exc)
        if len(source) > MAX_C_SOURCE:  # a C compiler's time grows faster than the source
            expressions = [e for e in ir.all_expressions(self.optimised) if e is not None]
            own = self.doc.path if self.doc is not None else None  # a house's own, before its base's
            largest = max(expressions, key=lambda e: (e.span is not None and e.span.file == own,
                                                      sum(1 for _node in ir.walk(e))))
            return None, (f"{largest.span}: the C source would be {len(source):,} bytes, more than {MAX_C_SOURCE:,}; "
                          "its largest expression is here")
        return source, None

    def js_source(self) -> str:
        """The JavaScript scorer: an ES module with its runtime inlined (emit_js.py)."""
        from .emit_js import emit_js_module
        return emit_js_module(self.optimised)

    def module(self) -> types.ModuleType:
        """The generated module, loaded in memory."""
        if not hasattr(self, "_module"):
            module = types.ModuleType(f"generated.{self.ruleset.id}")
            code = compile(self.module_source, f"<generated/{self.ruleset.id}.py>", "exec")
            exec(code, module.__dict__)  # spec text reached the module only through compiler/escape.py
            self._module = module
        return self._module


def set_options(ruleset: ir.Ruleset, settings: dict[str, str]) -> ir.Ruleset:
    """The ruleset with option defaults changed (mjc ... --set name=value); values are read and checked like a
    spec's, a number by the one reader of numbers (number_text.whole_number), and quoted cut short."""
    options = {o.name: o for o in ruleset.options}
    for name, text in settings.items():
        if name not in options:
            raise SpecErrors([SpecError(f"--set: {ruleset.id} has no option {rt._shown(name)}", None,
                                        did_you_mean(name, options) or f"its options: {', '.join(options) or 'none'}")])
        option = options[name]
        if option.type == ir.BOOL:
            value = bool_word(text)  # as a spec's YAML reads it
            if value is None:
                raise SpecErrors([SpecError(f"--set {name}: expected true or false (or yes/no, on/off), "
                                            f"got {rt._shown(text)}")])
        else:
            try:
                value = whole_number(text, MAX_INT_DIGITS)
            except NotAWholeNumber as exc:
                raise SpecErrors([SpecError(f"--set {name}: {exc}")]) from None
            # Without a range of its own, an option takes what a record may give it (and a spec's default).
            low, high = option.range or (-rt.MAX_RECORD_INT, rt.MAX_RECORD_INT)
            if not low <= value <= high:
                raise SpecErrors([SpecError(f"--set {name}: expected {low}..{high}, got {value}")])
        options[name] = dataclasses.replace(option, default=value)
    originals = {o.name: o.default for o in ruleset.options}
    return dataclasses.replace(ruleset, options=tuple(options.values()),
                               settings=tuple((n, t, originals[n]) for n, t in sorted(settings.items())))


def compile_spec(path: str | Path, display: str | None = None, specs_dir: Path | None = None,
                 settings: dict[str, str] | None = None) -> Compiled:
    """Compile a spec file; raises SpecErrors (each error positioned) on any problem.

    `specs_dir` is where `extends: <id>` looks for a ruleset not beside the spec; `settings`
    change option defaults (name -> value as text).
    """
    try:
        doc = load_file(path, display, specs_dir or bundled.SPECS)
    except SpecError as exc:
        raise SpecErrors([exc]) from None
    try:
        ruleset = check(doc)
    except SpecErrors as exc:
        exc.sources = doc.sources
        raise
    check_placeholders(doc, ruleset)  # the prose may quote only values the spec holds
    if settings:
        ruleset = set_options(ruleset, settings)
    optimised = optimise(ruleset)
    try:  # a definition used once is pasted where it is used, inside a quantifier too: bound what runs
        check_hand_steps(optimised, ruleset.readings_bound, scored_wins=True)
    except SpecError as exc:
        raise SpecErrors([exc]) from None
    return Compiled(ruleset, doc.source, emit_module(optimised, doc.sources), doc, optimised)
