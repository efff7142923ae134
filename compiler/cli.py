"""The `mjc` command: check, build and score rulesets."""

from __future__ import annotations

import argparse
import errno
import os
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Callable, Container, Iterable, Iterator
from pathlib import Path

from . import bundled, process_groups
from .errors import SpecError, SpecErrors, did_you_mean, format_error
from .escape import terminal_line, terminal_text
from .input_files import SHELL_PIPE, glob_names, open_input_file
from .render_pdf import BrowserFailed, BrowserMissing, page_count, print_pdf, printing_missing, same_text
from .specformat import LANGS

# The compiler's stages are imported where a command needs them: `mjc score -r <bundled id>` runs a
# built scorer and needs none of them, so it starts in a fraction of the time.
if TYPE_CHECKING:
    from .pipeline import Compiled
    from .verify import Outcome



class CliError(Exception):
    """A problem with the command line or the files it names; printed as one message."""


def bundled_specs(root: Path) -> list[Path]:
    return sorted((root / "specs").glob("*.yaml"))


def resolve_spec(name: str, root: Path) -> Path:
    """A spec path, or the id of a bundled ruleset."""
    path = Path(name)
    if path.suffix in (".yaml", ".yml", ".json") or "/" in name or (path.suffix and path.is_file()):
        if path.is_dir():
            raise CliError(f"{name} is a folder: name a spec file in it (such as {name.rstrip('/')}/ourtable.yaml)")
        if not path.is_file():
            raise CliError(f"{name} is not a file (a device or a pipe): a spec is a file" if path.exists()
                           else f"no spec file {name}")
        return path
    for base in (root, bundled.ROOT):
        candidate = base / "specs" / f"{name}.yaml"
        if candidate.is_file():
            return candidate
    shipped = [p.stem for p in bundled_specs(bundled.ROOT)]
    local = [p.stem for p in bundled_specs(root) if p.stem not in shipped]
    listed = f"bundled: {', '.join(shipped) or 'none'}" + (f"; in {root / 'specs'}: {', '.join(local)}" if local else "")
    hint = did_you_mean(name, shipped + local)
    raise CliError(f"unknown ruleset '{name}' ({listed})" + (f"; {hint}" if hint else ""))


def display_path(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def parse_settings(pairs: list[str] | None) -> dict[str, str]:
    """--set name=value (repeatable) as a mapping; each value is read as the spec reads it (pipeline.set_options)."""
    from .runtime.tiles import _shown  # quoted cut short: a pair may be of any length
    settings = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        # read as a spec reads its keys and values: no blanks around either, and a key given once
        if not sep or not name or name != name.strip() or not value.strip():
            raise CliError(f"--set takes option=value, got {_shown(pair)}")
        if name in settings:
            raise CliError(f"--set gives {_shown(name)} twice ({_shown(settings[name])}, then {_shown(value)}): "
                           "give each option once")
        settings[name] = value
    return settings


def compile_or_report(path: Path, root: Path, settings: dict | None = None, shown: str | None = None) -> Compiled | None:
    """Compile a spec (called `shown` where given); print its errors (positioned, with carets) and return None on
    failure."""
    from .pipeline import compile_spec
    shown = shown or display_path(path, root)
    try:
        return compile_spec(path, shown, root / "specs" if (root / "specs").is_dir() else None, settings)
    except SpecErrors as exc:
        from .load import read_text  # the spec reader's bounds: a file too long to compile is not read whole here
        sources = {shown: "", **getattr(exc, "sources", {})}
        for file, where in ((shown, path), *((e.span.file, root / e.span.file) for e in exc.errors if e.span)):
            if not sources.get(file):
                try:
                    sources[file] = read_text(where, file)
                except SpecError:
                    pass
        for error in exc.errors:
            print(format_error(error, sources), file=sys.stderr)
        print(terminal_line(f"{shown}: {len(exc.errors)} error{'s' if len(exc.errors) != 1 else ''}"), file=sys.stderr)
        return None


def spec_paths(names: list[str], root: Path) -> list[Path]:
    if names:
        return [resolve_spec(n, root) for n in names]
    found = bundled_specs(root)
    if not found:
        raise CliError(f"no specs found in {root / 'specs'}: run mjc in the project folder, give it with --root, "
                       "or name a spec file")
    return found


def spec_files(path: Path, root: Path) -> list[Path]:
    """A spec file and every base it extends: what a command that writes must never write over."""
    from .load import load_file
    try:
        return [path, *load_file(path, None, root / "specs" if (root / "specs").is_dir() else bundled.SPECS).files]
    except SpecError:  # the command says what is wrong with it where it compiles the spec
        return [path]


def write_output(target: Path | str, data: str | bytes, inputs: list[Path] = (), named: bool = False,
                 folder: int | None = None) -> None:
    """`data` (text in UTF-8) as the whole of `target`, never over one of `inputs`: outputs.write_bytes, with why
    it cannot be written as a CliError; `named` where the user gave the name (-o), which may be a pipe. A lone
    surrogate (a log's "\\ud800", a file name's byte that is no UTF-8) is written as its escape."""
    from . import outputs
    try:
        text = data.encode("utf-8", "backslashreplace") if isinstance(data, str) else data
        outputs.write_bytes(target, text, inputs, named, folder)
    except outputs.OutputError as exc:
        raise CliError(str(exc)) from None
    except BrokenPipeError:  # a named pipe's reader went away: as with standard output's, nothing more is wanted
        raise
    except OSError as exc:
        raise CliError(f"cannot write {terminal_text(str(target))}: {exc.strerror or exc}") from None


# ---------------------------------------------------------------- commands

def print_outcomes(compiled: Compiled, outcomes: list[Outcome], verbose: bool) -> None:
    from .verify import breakdown, cross_check_note
    rs = compiled.ruleset
    print(terminal_line(f"{rs.id}: {len(outcomes)} examples"))
    note = cross_check_note(outcomes)
    if note:
        print(terminal_line(f"mjc: note: {rs.id}: {note}"), file=sys.stderr)
    width = max((len(o.example.id) for o in outcomes), default=10)
    for o in outcomes:
        if verbose or not o.ok:
            mark = "ok  " if o.ok else "FAIL"
            print(terminal_line(f"  {mark} {o.example.id:<{width}}  {breakdown(o.module_result)}"))
            for problem in o.problems:
                print(terminal_line(f"       {problem}"))
            if not o.ok:
                print(terminal_line(f"       source: {o.example.cite}"))


def summary_line(compiled: Compiled, outcomes: list[Outcome]) -> str:
    rs = compiled.ruleset
    passed = sum(1 for o in outcomes if o.ok)
    return (f"{rs.id:<10} {len(rs.patterns):>3} patterns  {passed:>3}/{len(outcomes):<3} examples pass"
            f"  {len(rs.unrealisable)} unrealisable listed")


def checked(args, root: Path) -> list:
    """(compiled, outcomes) for each spec named (or bundled); None for one that does not compile, or
    that shares its id with another (each reported)."""
    from .verify import verify
    settings = parse_settings(args.set)
    items = []
    for path in spec_paths(args.specs, root):
        compiled = compile_or_report(path, root, settings)
        items.append((compiled, verify(compiled)) if compiled is not None else None)
    files_by_id: dict[str, list[str]] = {}
    for item in filter(None, items):
        files_by_id.setdefault(item[0].ruleset.id, []).append(item[0].ruleset.spec_file)
    for ruleset_id, files in files_by_id.items():
        if len(files) > 1:
            error = SpecError(f"{' and '.join(files)} both have the id '{ruleset_id}': a ruleset's scorer and "
                              "sheets are named by its id, so one would overwrite the other", None,
                              "give each spec its own id; neither is written")
            print(format_error(error, {}), file=sys.stderr)
    return [None if item is not None and len(files_by_id[item[0].ruleset.id]) > 1 else item for item in items]


def cmd_check(args, root: Path) -> int:
    from .prose import warnings as prose_warnings
    failed = False
    lines = []
    items = checked(args, root)
    # its report appended to a spec it checks would break the spec (a house spec's base, say)
    refuse_standard_output(spec_paths(args.specs, root) + [f for item in items if item is not None
                                                            for f in item[0].doc.files])
    for item in items:
        if item is None:
            failed = True
            continue
        compiled, outcomes = item
        print_outcomes(compiled, outcomes, verbose=not args.quiet)
        for warning in prose_warnings(compiled):  # prose that states a value the ruleset no longer has
            print(terminal_line(str(warning)), file=sys.stderr)
        failed |= not all(o.ok for o in outcomes)
        lines.append(summary_line(compiled, outcomes))
    if lines:
        print("\n".join(lines))
    return 1 if failed else 0


def standalone_source(compiled: Compiled) -> str:
    """The scorer module with the parts of the runtime it uses copied in: standard library only."""
    from .emit import emit_module
    return emit_module(compiled.optimised, compiled.doc.sources, standalone=True)


def cmd_build(args, root: Path) -> int:
    from .outputs import held_folder
    from .render import render_html
    items = checked(args, root)  # first: a folder without specs says so before anything about browsers
    specs = spec_paths(args.specs, root) + [f for item in items if item is not None for f in item[0].doc.files]
    refuse_standard_output(specs)  # its summary appended to a spec would break the spec

    held: dict[Path, int] = {}  # each folder the build writes in, held once made (outputs.held_folder)

    def write(data: str | bytes, target: Path) -> None:
        write_output(target, data, specs, folder=held.get(target.parent))
    failed = False
    generated = root / "generated"
    sheets = root / "docs" / "rules"
    # A build writes (and removes) files of fixed names in its own folders: through a link at one of them, it would
    # write them wherever the link points (a folder on Python's path, say).
    for folder in (generated, generated / "js", root / "docs", sheets):
        if folder.is_symlink():
            raise CliError(f"{display_path(folder, root)} is a link (to {terminal_text(os.readlink(folder))}): mjc "
                           "build writes only into folders of the project's own; remove the link")
    for spec in specs:  # what a build writes (and removes) there is named by ruleset id, whatever a spec is named
        folder = next((f for f in (generated, sheets) if spec.resolve().is_relative_to(f.resolve())), None)
        if folder is not None:
            raise CliError(f"{display_path(spec, root)} is in {display_path(folder, root)}, which mjc build writes "
                           "into: keep specs out of it")
    built = []   # (compiled, outcomes, html)
    for item in items:
        if item is None:
            failed = True
            continue
        compiled, outcomes = item
        if not all(o.ok for o in outcomes):
            print_outcomes(compiled, outcomes, verbose=False)
            print(f"{compiled.ruleset.id}: examples fail; nothing written", file=sys.stderr)
            failed = True
            continue
        built.append((compiled, outcomes, render_html(compiled.ruleset, outcomes, **compiled.differences())))
    # Only the PDFs need a browser: without one, everything else is written and the PDFs on disk stay.
    cannot_print = printing_missing() if built else None
    started = time.monotonic()
    pdfs = [None] * len(built)
    if not cannot_print:
        # Printing is the slow part (a browser start per sheet): print the sheets side by side.
        with ThreadPoolExecutor(max_workers=4) as pool:
            printing = [pool.submit(print_pdf, html, compiled.ruleset.id) for compiled, _, html in built]
            try:
                pdfs = [job.result() for job in printing]
            except (BrowserMissing, BrowserFailed) as exc:
                raise CliError(f"printing the PDF rule sheets failed: {exc}") from None
            except BaseException:  # Ctrl-C or SIGTERM: the browsers stop with mjc
                pool.shutdown(wait=False, cancel_futures=True)
                process_groups.stop_all()
                raise
    print_seconds = time.monotonic() - started
    opened = []  # each folder from the root down, held once: a link put there since the check above is refused
    try:
        if built:
            opened.append(os.open(root, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)))
            for folder in (generated, generated / "js", root / "docs", sheets):
                opened.append(held_folder(folder.name, held.get(folder.parent, opened[0])))
                held[folder] = opened[-1]
    except OSError as exc:
        for fd in opened:
            os.close(fd)
        shown = terminal_text(folder.relative_to(root).as_posix())
        if folder.is_symlink():  # made since the check above
            raise CliError(f"{shown} is a link (to {terminal_text(os.readlink(folder))}): mjc build writes only into "
                           "folders of the project's own; remove the link") from None
        raise CliError(f"cannot write in {shown}: {exc.strerror or exc}") from None
    try:
        c_sources = _write_built(args, root, built, pdfs, held, write, generated, sheets)
        # compiled from the text just written, into the folder still held: nothing read back through a name
        native_failed = args.native and not build_native([c.ruleset.id for c, _, _ in built], c_sources, generated,
                                                         root, held.get(generated))
    finally:
        for fd in opened:
            os.close(fd)
    if failed:
        print("build failed", file=sys.stderr)
        return 1
    print(f"built {len(built)} ruleset{'s' if len(built) != 1 else ''}"
          + (f" (PDFs printed in {print_seconds:.1f} s)" if built and not cannot_print else ""))
    if cannot_print:
        print(f"PDF rule sheets not printed: {cannot_print}; the PDFs already in {display_path(sheets, root)} "
              "were left as they are")
    return 1 if native_failed else 0


def _write_built(args, root: Path, built: list, pdfs: list, held: dict, write: Callable, generated: Path,
                 sheets: Path) -> dict[str, str]:
    """Write each built ruleset's module, C, JavaScript and sheets, into the folders `held`; return the C sources
    written, by ruleset id."""
    c_sources = {}
    from .outputs import existing_bytes
    from .render import render_markdown
    from .render_calculator import render_calculator
    for (compiled, outcomes, html), pdf in zip(built, pdfs):
        rs = compiled.ruleset
        init = generated / "__init__.py"
        if not init.exists():
            write('"""Scorer modules generated by mjc from specs/; regenerate with `mjc build`."""\n', init)
        module_path = generated / f"{rs.id}.py"
        sheet_path = sheets / f"{rs.id}.md"
        html_path = sheets / f"{rs.id}.html"
        pdf_path = sheets / f"{rs.id}.pdf"
        # The PDF on disk stays if it was printed from this very HTML and says the same: Chromium on a
        # loaded machine may embed the fonts in another order (same pages, same text), and rewriting
        # the file then would only churn it.
        new_html = html.encode("utf-8")
        keep_pdf = pdf is None or (existing_bytes(html_path, len(new_html)) == new_html and same_text(pdf_path, pdf))
        source = standalone_source(compiled) if args.standalone else compiled.module_source
        write(source, module_path)
        c_path = generated / f"{rs.id}.c"
        c_source, no_native = compiled.native_source()
        if c_source is not None:
            write(c_source, c_path)
            c_sources[rs.id] = c_source
        else:  # what an older build wrote for a spec the native back end no longer takes
            try:
                os.unlink(c_path.name, dir_fd=held[generated])
            except FileNotFoundError:
                pass
        js_path = generated / "js" / f"{rs.id}.mjs"
        js_source = compiled.js_source()
        write(js_source, js_path)
        write(render_calculator(rs, js_source), sheets / f"{rs.id}-calculator.html")
        write(render_markdown(rs, outcomes, **compiled.differences()), sheet_path)
        write(html, html_path)
        if not keep_pdf:
            write(pdf, pdf_path)
        pdf_note = f".pdf ({page_count(pdf)} pages)" if pdf is not None else ".pdf not printed"
        print(summary_line(compiled, outcomes)
              + f"  -> {display_path(module_path, root)} ({len(source.splitlines())} lines),"
              + (" .c," if c_source is not None else f" no .c ({no_native}),") + " js/.mjs,"
              + f" {display_path(sheet_path, root)}, .html, {pdf_note}, -calculator.html")
    return c_sources


NATIVE_ERROR_LINES = 6  # of a compile error, the lines printed: the first errors say what is wrong


def build_native(ruleset_ids: list[str], c_sources: dict[str, str], generated: Path, root: Path,
                 folder: int | None) -> bool:
    """Compile the C source written as generated/<id>.c of each ruleset into the extension generated/_<id> (mjc
    build --native), put in `folder` (generated/, held open), printing a line for each; False if one did not
    compile. Without a compiler it says so once: the Python modules are written and score as they are."""
    from .native_build import NativeBuildError, compile_text, compiler_missing
    if not ruleset_ids:
        return True
    if missing := compiler_missing():
        print(f"native modules not built: {missing}; the Python modules score as they are")
        return True

    def build(ruleset_id: str) -> tuple[Path | None, float, str | None]:
        started = time.monotonic()
        try:
            built = compile_text(c_sources[ruleset_id].encode("utf-8"), generated / f"{ruleset_id}.c", f"_{ruleset_id}",
                                 generated, folder=folder)
        except NativeBuildError as exc:
            return None, time.monotonic() - started, str(exc)
        return built, time.monotonic() - started, None

    sources = [i for i in ruleset_ids if i in c_sources]
    # The compiler runs in processes of its own: the rulesets compile side by side.
    with ThreadPoolExecutor(max_workers=max(1, min(len(sources), os.cpu_count() or 1))) as pool:
        try:
            results = dict(zip(sources, pool.map(build, sources)))
        except BaseException:  # Ctrl-C or SIGTERM: the compilers stop with mjc
            pool.shutdown(wait=False, cancel_futures=True)
            process_groups.stop_all()
            raise
    ok = True
    for ruleset_id in ruleset_ids:
        if ruleset_id not in results:
            print(f"{ruleset_id}: native module not built: there is no "
                  f"{display_path(generated / f'{ruleset_id}.c', root)} to compile")
            continue
        built, seconds, error = results[ruleset_id]
        if error is None:
            print(f"{ruleset_id}: native module {display_path(built, root)} built in {seconds:.1f} s")
        else:
            ok = False
            lines = error.splitlines()
            shown = lines[:NATIVE_ERROR_LINES] + (["..."] if len(lines) > NATIVE_ERROR_LINES else [])
            print(f"{ruleset_id}: native module not built: " + "\n    ".join(shown))
    if not ok:
        print("native build failed: those rulesets score with their Python modules", file=sys.stderr)
    return ok


def cmd_new(args, root: Path) -> int:
    from .scaffold import SCHEMA_FILE, refresh_schema, starter_spec
    from .specformat import IDENT_RE, KEYWORDS
    name = args.name
    if not IDENT_RE.fullmatch(name) or name in KEYWORDS:
        raise CliError(f"'{name}' cannot be a ruleset id: use lowercase letters, digits and _, starting with a letter")
    from .limits import MAX_ID_CHARACTERS
    if len(name) > MAX_ID_CHARACTERS:
        raise CliError(f"'{name[:20]}...' cannot be a ruleset id: it has {len(name)} characters; an id may have at "
                       f"most {MAX_ID_CHARACTERS} (it names the ruleset's files)")
    from .load import taken_module_name
    if taken_module_name(name):
        raise CliError(f"'{name}' cannot be a ruleset id: it is the name of a module Python loads (of its standard "
                       f"library, mjc's own or one mjc needs), which the ruleset's module would stand in for "
                       f"(try {name}_rules)")
    base_path = resolve_spec(args.base, root)
    base = compile_or_report(base_path, root)
    if base is None:
        return 2
    if name == base.ruleset.id:  # `extends: <its own id>` would find the new file itself
        raise CliError(f"a house ruleset needs an id of its own: '{name}' is its base's (try {name}_house)")
    target = root / "specs" / f"{name}.yaml"
    if os.path.lexists(target) and not args.force:  # a link to nowhere is a file there too
        raise CliError(f"{display_path(target, root)} exists already (--force replaces it)")
    # By id where `extends: <id>` finds the base: a file named by its id, beside the new spec or bundled.
    by_id = base_path.parent.resolve() in (target.parent.resolve(), bundled.SPECS.resolve()) \
        and base_path.name == f"{base.ruleset.id}.yaml"
    base_ref = base.ruleset.id if by_id else os.path.relpath(base_path.resolve(), target.parent.resolve())
    if not by_id and not base_ref.endswith((".yaml", ".yml")):  # as extends reads a base
        raise CliError(f"{terminal_text(str(args.base))} cannot be extended: a base is a ruleset id, or a file whose "
                       "name ends in .yaml or .yml (copy it under such a name)")
    if any("\udc80" <= c <= "\udcff" for c in base_ref):  # a byte of the name that is no UTF-8, as Python keeps it
        raise CliError(f"{terminal_text(str(args.base))} cannot be extended by its file name: the name is not UTF-8 "
                       "text, which a spec holds (copy it under another name)")
    target.parent.mkdir(parents=True, exist_ok=True)
    read = [base_path, *base.doc.files]
    from .outputs import OutputError, PendingFile, refuse_unwritable
    try:  # checked before it takes its name: a starter spec that does not compile is not written at all
        pending = PendingFile(target, read)
        with pending.stream as stream:
            stream.write(starter_spec(name, base.ruleset, base_ref).encode("utf-8"))
    except OSError as exc:
        raise CliError(str(exc) if isinstance(exc, OutputError) else
                       f"cannot write {target.as_posix()}: {exc.strerror or exc}") from None
    if compile_or_report(pending.temporary or target, root, shown=display_path(target, root)) is None:
        pending.discard()
        print(terminal_line(f"mjc: the starter spec of {name} does not compile (a fault of mjc's): nothing was "
                            "written"), file=sys.stderr)
        return 1
    schema = target.parent / SCHEMA_FILE
    try:
        refuse_unwritable(schema, read)  # said before the spec takes its name: the command writes both or neither
    except OutputError as exc:
        pending.discard()
        raise CliError(str(exc)) from None
    pending.commit()
    try:
        schema_done = refresh_schema(target.parent, read)
    except OutputError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"cannot write {schema.as_posix()}: {exc.strerror or exc}") from None
    shown = target.as_posix()  # as typed from here, --root or not
    print(terminal_line(f"wrote {shown}: house rules of {name}, extending {base.ruleset.id}"))
    if schema_done:
        print(terminal_line(f"{schema_done} {schema.as_posix()}: the spec format, which editors check specs with "
                            "(their first line names it)"))
    # HTML prints anywhere; a PDF only where Chromium is found, so it is suggested only there.
    pdf = "" if printing_missing() else f"  (or -o {name}.pdf, printed by Chromium)"
    print(terminal_line(f"next: edit it, then  mjc check {shown}  and  mjc doc {shown} -o {name}.html{pdf}"))
    return 0


def cmd_schema(args, root: Path) -> int:
    from .schema import json_schema_text
    text = json_schema_text()
    if args.output in (None, "-"):
        sys.stdout.write(text)
    else:
        write_output(args.output, text, named=True)
    return 0


# pipeline.PASS_NAMES, named here so that parsing imports no stage
IR_STAGES = ("check", "fold", "inline", "tabulate", "specialise", "plan")


def cmd_ir(args, root: Path) -> int:
    from .ir_dump import dump
    from .pipeline import optimise
    path = resolve_spec(args.spec, root)
    compiled = compile_or_report(path, root, parse_settings(args.set))
    if compiled is None:
        return 2
    refuse_standard_output([path, *compiled.doc.files])
    sys.stdout.write(terminal_text(dump(optimise(compiled.ruleset, args.after))))
    return 0


DOC_SUFFIXES = {"md": ".md", "html": ".html", "pdf": ".pdf"}
# Suffixes of files of other kinds, which a page of HTML written under them would pass for.
OTHER_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".json", ".jsonl", ".yaml", ".yml",
                            ".txt", ".csv", ".tsv", ".gz", ".zip", ".xml", ".py", ".js", ".mjs", ".c", ".h", ".so",
                            ".doc", ".docx", ".odt", ".rtf", ".xls", ".xlsx", ".ods", ".epub", ".tex"})


def refuse_other_kind(output: str | None, what: str, suffixes: Iterable[str]) -> None:
    """A CliError where -o names a folder (out/, out/.) or a file whose suffix says another kind than `what`."""
    from .outputs import names_a_folder
    if output in (None, "-"):
        return
    if names_a_folder(output):
        raise CliError(f"cannot write {terminal_text(output)}: it names a folder")
    suffix = Path(output).suffix.lower()
    if suffix in OTHER_SUFFIXES:
        raise CliError(f"-o {terminal_text(output)} names a {terminal_text(suffix)} file, but {what}: name it "
                       + " or ".join(suffixes))


def sheet_format(chosen: str | None, output: str | None) -> str:
    """The sheet's format: --format, else the output file's suffix, else html; the two must agree."""
    refuse_other_kind(output, "a rule sheet is Markdown, HTML or PDF", DOC_SUFFIXES.values())
    suffix = Path(output).suffix.lower() if output not in (None, "-") else ""
    implied = {".htm": "html"}.get(suffix) or next((f for f, s in DOC_SUFFIXES.items() if s == suffix), None)
    if chosen and implied and chosen != implied:
        raise CliError(f"-o {output} names a {suffix} file, but --format is {chosen}: change one of them")
    return chosen or implied or "html"


def cmd_doc(args, root: Path) -> int:
    from .render import render_html, render_markdown
    from .render_calculator import render_calculator
    from .verify import verify
    path = resolve_spec(args.spec, root)
    args.format = sheet_format(args.format, args.output)
    if args.format == "md" and args.lang != "both":
        raise CliError("the Markdown sheet is bilingual only; --lang zh or en needs --format html or pdf")
    cannot_print = printing_missing() if args.format == "pdf" else None  # before the compile: the likelier problem
    if cannot_print:
        raise CliError(f"{cannot_print}; --format md and html need no browser")
    compiled = compile_or_report(path, root, parse_settings(args.set))
    if compiled is None:
        return 2
    outcomes = verify(compiled)
    failing = sum(1 for o in outcomes if not o.ok)
    if failing:
        print(f"mjc: warning: {failing} example{'s' if failing != 1 else ''} of {compiled.ruleset.id} fail; "
              "the sheet marks them ✗ (mjc check shows why)", file=sys.stderr)
    rs = compiled.ruleset
    out = args.output
    if out is None and args.format == "pdf":
        out = f"{rs.id}.pdf"  # a PDF is not for a terminal; -o - sends it to standard output anyway
    read = [path, *compiled.doc.files]
    calculator = None
    if out in (None, "-"):
        refuse_standard_output(read)
    else:
        target = Path(out)
        # The HTML sheet links to its calculator page by the ruleset's id: written beside it, as mjc build does;
        # not beside a pipe or a device (-o /dev/null, /dev/stdout), which stands in no folder of the user's.
        from .outputs import OutputError, descriptor_of, refuse_unwritable, special_kind
        calculator = target.parent / f"{rs.id}-calculator.html" \
            if args.format == "html" and special_kind(target) is None and descriptor_of(target) is None else None
        if calculator is not None and calculator.resolve() == target.resolve():
            raise CliError(f"{out} is the name of the calculator page the sheet links to: name the sheet {rs.id}.html")
        try:  # both names, before the sheet is made (a PDF takes seconds) and before either file is written
            refuse_unwritable(target, read, named=args.output is not None)
            if calculator is not None:
                refuse_unwritable(calculator, read)
        except OutputError as exc:
            raise CliError(str(exc)) from None
    if args.format == "md":
        data = render_markdown(rs, outcomes, **compiled.differences()).encode("utf-8")
    else:
        html = render_html(rs, outcomes, args.lang, **compiled.differences())
        if args.format == "html":
            data = html.encode("utf-8")
        else:
            try:
                data = print_pdf(html, rs.id)
            except (BrowserMissing, BrowserFailed) as exc:
                raise CliError(f"printing the PDF failed: {exc}") from None
    if out in (None, "-"):
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return 0
    write_output(out, data, read, named=args.output is not None)
    extra = f", {page_count(data)} pages" if args.format == "pdf" else ""
    print(terminal_line(f"wrote {out} ({len(data) // 1024} KiB{extra})"), file=sys.stderr)
    if calculator is not None:
        page = render_calculator(rs, compiled.js_source()).encode("utf-8")
        write_output(calculator, page, read)
        print(terminal_line(f"wrote {calculator} ({len(page) // 1024} KiB), the calculator page the sheet links to"),
              file=sys.stderr)
    return 0


def cmd_score(args, root: Path) -> int:
    from .batch import InputError, OutputFiles, expand_inputs, reads_a_stream, score_inputs
    if args.dask and not args.output_dir:
        raise CliError("--dask writes each input's results where the cluster's workers can: give --output-dir")
    if args.explain and args.output_dir:
        raise CliError("--explain writes a breakdown for people to read: use it without --output-dir")
    jobs = worker_count(args)
    source = loaded_scorer(args.ruleset, root, args.set)
    if source is None:
        return 2
    try:
        inputs = expand_inputs(args.files)
        if args.dask:
            from .cluster import ClusterError, score_on_dask
            OutputFiles.names(inputs, Path(args.output_dir), spec_files(source.path, root))
            try:
                return finish_score(score_on_dask(source, inputs, Path(args.output_dir), args.dask), args)
            except ClusterError as exc:
                raise CliError(str(exc)) from None
        files = OutputFiles(inputs, Path(args.output_dir), spec_files(source.path, root)) if args.output_dir else None
    except InputError as exc:
        raise CliError(str(exc)) from None
    if files is None and stdout_closed():
        raise CliError("standard output is closed: there is nowhere to write the results (see --output-dir)")
    if files is None:
        refuse_standard_output([Path(i.name if i.path is not None else "-") for i in inputs],
                               lambda: spec_files(source.path, root))
    stdin = getattr(sys.stdin, "buffer", sys.stdin)  # bytes, unless stdin was replaced by a text stream
    typed = any(i.path is None for i in inputs) and stdin is not None and stdin.isatty()
    jobs = 1 if typed else jobs
    live = reads_a_stream(inputs, stdin)  # a line typed or streamed in is answered at once
    out = getattr(sys.stdout, "buffer", None)
    encoding = "utf-8" if files is not None else sys.stdout.encoding or "utf-8"  # a results file is UTF-8

    def write(_index: int, data: bytes) -> None:
        if out is None:  # stdout replaced by a text stream
            sys.stdout.write(bytes(data).decode(encoding))
        else:
            out.write(data)
            if live:
                out.flush()
    sizes = [i.size for i in inputs]
    progress = progress_bar(None if None in sizes else sum(sizes), "records", args.quiet or typed)
    complete = False
    try:
        try:
            explained = False
            if args.explain:  # a breakdown for people, with where each total comes from
                from .explain import Explainer
                explained = Explainer.of(source)
            tally = score_inputs(source, inputs, files or write, jobs=jobs, explained=explained, encoding=encoding,
                                 stdin=stdin, progress=progress, live=live)
            complete = True
        finally:
            if progress is not None:
                progress.close()
            if files is not None:
                files.close(complete)  # a batch that stopped short leaves its file in progress as NAME.part
    except InputError as exc:  # a results file that cannot be made (a read-only folder), said when first written
        raise CliError(str(exc)) from None
    if out is not None:
        out.flush()  # here, where a full disk is said as such, not at exit
    return finish_score(tally, args)


def loaded_scorer(name: str, root: Path, pairs: list[str] | None):
    """The scorer of a ruleset id or spec file with `--set` options, loaded in this process (its workers inherit
    it) and named so that a worker can load it; None if the spec does not compile (its errors are printed)."""
    from .batch import ScorerSource, bundled_scorer
    path = resolve_spec(name, root)
    settings = parse_settings(pairs)
    module = None if settings else bundled_scorer(path)
    if module is None:
        compiled = compile_or_report(path, root, settings)
        if compiled is None:
            return None
        module = compiled.module()
    source = ScorerSource.of(path, root, settings)
    source.preload(module)
    return source


MAX_JOBS = 1024  # each a process started at once: past this, a typo, not a machine


def whole_argument(text: str) -> int:
    """A command-line number, read as a spec, a record and --set read one (number_text.whole_number)."""
    from .number_text import NotAWholeNumber, whole_number
    try:
        return whole_number(text, 18)
    except NotAWholeNumber as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def worker_count(args) -> int:
    """The worker processes --jobs asks for: one for each core by default."""
    from .batch import default_jobs
    if args.jobs is not None and not 1 <= args.jobs <= MAX_JOBS:
        raise CliError(f"--jobs takes a number of processes from 1 to {MAX_JOBS}, got {args.jobs}")
    return args.jobs or default_jobs()


def progress_bar(total: int | None, what: str, quiet: bool):
    """A progress bar on standard error when it is a terminal (and not --quiet); else None."""
    if quiet or not sys.stderr.isatty():
        return None
    from .progress import Progress
    return Progress(total, sys.stderr, what)


def ruleset_label(name: str, pairs: list[str] | None) -> str:
    """A ruleset as a report names it: its id or file, and the options set (a byte of either that is not UTF-8 as
    U+FFFD, which the report's text and plots can hold)."""
    from .input_files import shown_name
    return shown_name(f"{name} ({', '.join(pairs)})" if pairs else name)


def cmd_simulate(args, root: Path) -> int:
    from .deal_runs import in_order, parts, simulated_lines
    if args.deals < 0 or args.start < 0 or args.seed < 0:
        raise CliError("--deals, --start and --seed take numbers from 0")
    source = loaded_scorer(args.ruleset, root, args.set)
    if source is None:
        return 2
    from .simulate import unplayable
    if (why := unplayable(source.load())) is not None:  # said before any deal, not as a worker's fault
        raise CliError(f"the bots cannot play this table: {why}")
    head, tail = b"", b""
    if args.format != "records":
        head, tail = simulated_log_ends(source, args)
    jobs = worker_count(args)
    pending, out = open_output(args.output, spec_files(resolve_spec(args.ruleset, root), root))
    bar = progress_bar(args.deals, "deals", args.quiet)
    won = wins = 0
    started = time.perf_counter()
    complete = False
    try:
        out.write(head)
        tasks = [(source, args.seed, first, count, args.format) for first, count in parts(args.deals, args.start)]
        for (_source, _seed, _first, count, _format), (data, part_won, part_wins) in \
                zip(tasks, in_order(simulated_lines, tasks, jobs)):
            if head.endswith(b"[\n"):  # tenhou6: the first deal follows the log's opening, each other a separator
                data, head = data[len(b",\n"):], b""
            out.write(data)
            won, wins = won + part_won, wins + part_wins
            if bar is not None:
                bar(count)
        out.write(tail)
        complete = True
    finally:
        if bar is not None:
            bar.close()
        if pending is None:
            out.flush()  # here, where a full disk is said as such, not at exit
        elif complete:  # the records file appears whole, or not at all
            try:
                out.close()  # a .gz stream's last bytes
            except BaseException:
                pending.discard()
                raise
            pending.commit()
        else:
            pending.discard()
    if not args.quiet and (args.summary or sys.stderr.isatty()):
        seconds = time.perf_counter() - started
        share = f" ({won / args.deals:.1%})" if args.deals else ""
        print(f"{args.deals:,} deals in {seconds:.2f} s: {won:,} won{share}, {args.deals - won:,} drawn, "
              f"{wins:,} wins in all", file=sys.stderr)
    return 0


def simulated_log_ends(source, args) -> tuple[bytes, bytes]:
    """What a simulated run written as a log (--format) begins and ends with; a table the formats cannot write (not
    riichi's) is said before any deal is played."""
    from .logs.mjai import mjai_line
    from .logs.tenhou6 import TENHOU6_TAIL, tenhou6_head
    from .simulate import simulate_play
    module = source.load()
    try:
        simulate_play(module, args.seed, args.start)
    except ValueError as exc:
        raise CliError(f"--format {args.format}: {exc}") from None
    names = [f"bot {s}" for s in range(4)]
    if args.format == "mjai":
        return mjai_line({"type": "start_game", "names": names}).encode(), mjai_line({"type": "end_game"}).encode()
    title = f"mjc simulate -r {args.ruleset} --seed {args.seed}"
    head = tenhou6_head(names, any(module.RULES.red_fives), title)
    return head.encode("utf-8"), TENHOU6_TAIL.encode()


def expanded_names(files: list[str]) -> list[str]:
    """Command-line file names, a glob the shell left unexpanded (quoted) expanded here, in order."""
    import glob
    names = []
    for name in files:
        try:  # the folders a glob matches are passed over, as mjc score passes them over
            matched = [m for m in glob_names(name) if not os.path.isdir(m)] \
                if glob.has_magic(name) and not os.path.lexists(name) else []
        except ValueError as exc:
            raise CliError(str(exc)) from None  # said through terminal_line, as every CliError is
        names.extend(matched or [name])
    return names


def cmd_game(args, root: Path) -> int:
    from .game import game_rules_of, with_settings
    source = loaded_scorer(args.ruleset, root, args.set)
    if source is None:
        return 2
    module = source.load()
    settings = {}
    for pair in args.game or []:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise CliError(f"--game takes field=value, got {pair!r}")
        settings[name.strip()] = value.strip()
    try:
        rules = with_settings(game_rules_of(module), settings)
    except ValueError as exc:
        raise CliError(f"--game {exc}") from None
    from .deal_runs import played_games
    names = expanded_names(args.files)
    refuse_standard_output([Path(n) for n in names], lambda: spec_files(source.path, root))
    jobs = worker_count(args)
    if len(names) < jobs and not any(_is_stream(name) or _may_be_matches(name) for name in names):
        jobs = len(names)  # a worker a file at most, but for a file of matches, which is played in parts
    failed = differ = refused = 0
    for games, problems in games_by_file(played_games, names, jobs, lambda name, data, part: (
            source, name, data, rules, settings, args.check, part), len, lambda games, kept, _name, _part: games[:kept]):
        for code, message in problems:  # the file's other games, and the next file, are read
            failed += 1
            print(terminal_line(f"mjc game: {message} [{code}]"), file=sys.stderr)
        for game in games:
            differ += bool(game.differences)
            refused += sum(1 for d in game.deals if d.error)
            if args.json:
                print(json_text(game.data()))
            else:
                print(terminal_text(game_text(game, args.check)))
    if refused:  # as `mjc score` fails a batch with a refused record
        print(f"mjc game: the scorer refused {refused} deal{'s' * (refused != 1)} (each is written with its error)",
              file=sys.stderr)
    return 1 if failed or refused or (args.check and differ) else 0


MATCHES_A_TASK = 500  # Botzone matches a worker plays at once: some tens of milliseconds


def game_files(names: list[str], stdin: bytes | None,
               stopped: Container[int] = ()) -> Iterator[tuple[int, str, object, object]]:
    """(the file's place in `names`, its name, its bytes or deal_runs.Unread or None, a part or None) of each file of
    games, for deal_runs.games_of. A file of many matches (a Botzone data set holds its tens of thousands in one
    file) is read here and cut into parts, read apart (by the workers, with several jobs), so that one job and many
    give the same output, and no more of a file is cut once its place is in `stopped`; a stream (standard input, a
    shell's pipe) is read here, once; any other file is read where its games are played."""
    from .deal_runs import Unread
    from .logs import LogError
    from .logs.common import read_source
    from .logs.detect import MAX_DATASET_BYTES, bytes_bound
    from .logs.games import match_file_parts
    stdin_read = False
    for index, name in enumerate(names):
        label, data = ("-", b"" if stdin_read else stdin) if name == "-" else (name, None)  # read once, as mjc log does
        stdin_read = stdin_read or name == "-"
        if data is None and SHELL_PIPE.fullmatch(name):
            try:
                label, data = read_source(name, None, MAX_DATASET_BYTES, bytes_bound)
            except LogError as exc:
                yield index, name, Unread(exc.code, exc.message), None
                continue
        parts = None
        if data is not None or _may_be_matches(name):
            try:
                label, whole = read_source(data if data is not None else name, label if data is not None else None,
                                           MAX_DATASET_BYTES, bytes_bound)
                parts = match_file_parts(whole, MATCHES_A_TASK)
            except LogError:  # read again where its games are played, which says why it cannot be read
                parts = None
        if parts is None:
            yield index, (label if data is not None else name), data, None
        else:
            for part in parts:
                if index in stopped:
                    break
                yield index, label, None, part


def games_by_file(task: Callable, names: list[str], jobs: int, arguments_of: Callable, count: Callable,
                  cut: Callable) -> Iterator[tuple[object, list[tuple[str, str]]]]:
    """(what task(*arguments_of(name, data, part)) gives, its problems (code, message)) for each file of games
    (game_files), in order; a task gives (that, its problems, whether a flood of them stopped the reading).

    The problems of a file read in parts are counted over its parts in order, as the whole file's reading counts
    them (logs.common.floods), so that mjc log, game and impact read the same matches: where they flood, the part
    is cut there (`cut(what, records kept, name, part)`; `count(what)` gives a part's records), the flood is said,
    and the file's later parts are neither read nor said (a few megabytes of broken matches, gzipped to kilobytes,
    said a hundred problems a part)."""
    from collections import deque
    from .deal_runs import Unread, in_order
    from .logs.common import flood_message, floods
    stopped: set[int] = set()
    so_far: dict[int, list[int]] = {}  # a file read in parts: its problems and records in the parts before
    order: deque[tuple[int, str, object]] = deque()

    def arguments() -> Iterator[tuple]:
        for index, name, data, part in game_files(names, game_stdin(names), stopped):
            order.append((index, name, part))
            yield arguments_of(name, data, part)

    for done in in_order(task, arguments(), jobs, lost=lambda _args: None):
        index, name, part = order.popleft()
        if done is None:  # its worker died, and died again when the task ran alone: said, and the next is read
            where = f", the matches from line {part.first_line}" if part is not None else ""
            done = task(*arguments_of(name, Unread("unreadable", f"{name}{where}: the worker reading it stopped "
                                                                 "(killed, or out of memory)"), None))
        what, problems, stop = done
        if index in stopped:  # a part in flight when an earlier part of its file stopped the reading
            continue
        if part is not None:
            seen, read = so_far.setdefault(index, [0, 0])
            for number, (_code, _message, before) in enumerate(problems, 1):
                before = count(what) if before is None else before
                if floods(seen + number, read + before):
                    what = cut(what, before, name, part)
                    problems = [*problems[:number], ("unreadable", flood_message(name, seen + number, read + before),
                                                     None)]
                    stop = True
                    break
            so_far[index] = [seen + len(problems), read + count(what)]
        if stop:
            stopped.add(index)
        yield what, [(code, message) for code, message, _before in problems]


def game_stdin(names: list[str]) -> bytes | None:
    """Standard input's bytes where `names` hold -, read here within a log file's bound (not in a worker)."""
    if "-" not in names:
        return None
    from .logs import LogError
    from .logs.common import read_source
    from .logs.detect import MAX_DATASET_BYTES, bytes_bound
    stdin = getattr(sys.stdin, "buffer", None)
    if stdin is None:
        raise CliError("standard input is closed: there is no game to read from -")
    try:
        return read_source(stdin, "-", MAX_DATASET_BYTES, bytes_bound)[1]
    except LogError as exc:
        raise CliError(exc.message) from None


def _is_stream(name: str) -> bool:
    """Standard input or a shell's pipe (/dev/fd/N): read once, never looked into first."""
    return name == "-" or SHELL_PIPE.fullmatch(name) is not None


def _may_be_matches(name: str) -> bool:
    """Whether a file is one of Botzone matches (gzipped or not), as its first bytes tell; a stream is not looked
    into (what is read of it is gone)."""
    from .logs.common import HEAD_BYTES, gunzipped_head
    from .logs.detect import log_format
    if _is_stream(name):
        return False
    try:
        with open_input_file(name) as stream:
            head = stream.read(HEAD_BYTES)
    except OSError:
        return False
    return log_format(gunzipped_head(head) if head[:2] == b"\x1f\x8b" else head) == "botzone"


def game_text(game, checked: bool) -> str:
    """A game in lines: each deal's place, changes and scores, the final standing, what differs from its log."""
    lines = [f"{game.name}: {len(game.deals)} deal{'s' * (len(game.deals) != 1)}"
             + (f", ended: {game.ended}" if game.ended else "")]
    for d in game.deals:
        where = f"{'ESWN'[d.round % 4]} dealer {d.dealer} honba {d.honba} sticks {d.sticks}"
        changes = " ".join(f"{c:+d}" for c in d.changes) if d.changes is not None else \
            f"error {d.error.get('code') if isinstance(d.error, dict) else d.error}"
        lines.append(f"  {d.id}  {where}  {changes}  ->  {' '.join(str(s) for s in d.scores)}")
    order = sorted(range(4), key=lambda s: (game.places[s], s))
    lines.append("  final: " + ", ".join(f"{game.places[s]}. seat {s} {game.scores[s]} ({_points(game.points[s])})"
                                         for s in order))
    if checked:
        lines += [f"  differs: {d}" for d in game.differences] or ["  agrees with its log"]
    return "\n".join(terminal_line(line) for line in lines)  # a file's name (in ids too) holds no line break


def json_line(value) -> bytes:
    """A JSON line in UTF-8 as mjc score writes a result: in ASCII escapes where it holds a lone surrogate (a log's
    "\\ud800"), which UTF-8 cannot."""
    import json
    try:
        return (json.dumps(value, ensure_ascii=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(value) + "\n").encode("ascii")


def json_text(value) -> str:
    """json_line as text, without its line break."""
    return json_line(value)[:-1].decode("utf-8")


def _points(value) -> str:
    number = float(value)
    return f"{number:+.1f}" if number != int(number) else f"{int(number):+d}"


def cmd_log(args, root: Path) -> int:
    from .logs import LogError, read_log
    names = expanded_names(args.files)
    inputs = [Path(n) for n in names if n != "-"]
    pending, out = open_output(args.output, inputs, "-" in names)
    failed = 0
    complete = broken = False

    def write(record: dict) -> None:  # each record as it is read: a log of any length is held a deal at a time
        out.write(json_line(record))

    try:
        for name in names:
            try:
                if name == "-":
                    if getattr(sys.stdin, "buffer", None) is None:
                        raise LogError("unreadable", "-: standard input is closed")
                    read_log(sys.stdin.buffer, name="-", ruleset=args.ruleset, hand_on=write)
                else:
                    read_log(name, ruleset=args.ruleset, hand_on=write)
            except LogError as exc:  # the deals read despite the problems are written; the next file is read
                for record in exc.records:  # those not handed on yet (an mjlog's, read whole)
                    write(record)
                failed += 1
                for problem in [exc, *exc.others]:  # a file of many matches may have several broken ones
                    print(terminal_line(f"mjc log: {problem.message} [{problem.code}]"), file=sys.stderr)
        complete = True
    except BrokenPipeError:  # the reader went away (| head): the status still says a file had problems
        if not failed:
            raise
        broken = True
        _drop_stdout()
        return 1
    finally:
        if pending is None:
            if not broken:
                out.flush()
        elif complete:
            try:
                out.close()
            except BaseException:
                pending.discard()
                raise
            pending.commit()
        else:
            pending.discard()
    return 1 if failed else 0


def refuse_standard_output(inputs: Iterable[Path], specs: Callable[[], list[Path]] = list) -> None:
    """A CliError if standard output is one of the files a command reads (outputs.refuse_standard_output); `specs`
    gives the spec's files, read only where standard output is a file (a bundled ruleset's score loads no
    compiler stage)."""
    from .outputs import OutputError, refuse_standard_output as refuse, standard_output_is_a_file
    if not standard_output_is_a_file():
        return
    try:
        refuse([*inputs, *specs()])
    except OutputError as exc:
        raise CliError(str(exc)) from None


def open_output(name: str | None, inputs: list[Path], reads_stdin: bool = False):
    """(None, standard output as bytes), or (the pending file, a stream into it) for a file named, gzipped when
    its name ends in .gz (with no time stamp, so that the same run gives the same bytes). Standard output is
    refused where it is one of the inputs, or the file standard input reads (`reads_stdin`)."""
    from .outputs import OutputError, PendingFile
    if name in (None, "-"):
        if stdout_closed():
            raise CliError("standard output is closed: name a file with -o")
        refuse_standard_output([*inputs, *[Path("-")] * reads_stdin])
        return None, sys.stdout.buffer
    try:
        pending = PendingFile(name, inputs, named=True)
    except OutputError as exc:
        raise CliError(str(exc)) from None
    if name.endswith(".gz"):
        import gzip
        return pending, gzip.GzipFile(Path(name).name, "wb", fileobj=pending.stream, mtime=0)
    return pending, pending.stream


def cmd_impact(args, root: Path) -> int:
    from .batch import InputError, expand_inputs
    from .deal_runs import compared_deals, compared_game_file, compared_lines, compared_part, in_order, merged, parts, record_lines_of
    from .impact import summary_text
    from .render_impact import plots_missing, render_impact
    jobs = worker_count(args)
    if args.deals < 1 or args.seed < 0:
        raise CliError("--deals takes a number from 1, --seed one from 0")
    base = loaded_scorer(args.base, root, args.base_set)
    other = loaded_scorer(args.other, root, args.set)
    if base is None or other is None:
        return 2
    labels = (ruleset_label(args.base, args.base_set), ruleset_label(args.other, args.set))
    if labels[0] == labels[1]:
        raise CliError("the two rulesets are the same: name another, or change an option with --set NAME=VALUE")
    if args.output == "-":  # standard output carries the report's summary
        raise CliError("impact writes its report to a file and its summary to standard output: name the report "
                       "with -o FILE.html")
    refuse_other_kind(args.output, "the impact report is HTML", (".html",))
    output = Path(args.output or f"impact-{_file_word(args.base)}-{_file_word(args.other)}.html")
    read = spec_files(resolve_spec(args.base, root), root) + spec_files(resolve_spec(args.other, root), root)
    games, unread = None, 0
    if args.logs:
        if args.records:
            raise CliError("--logs and --records each name the deals compared: give one of them")
        names = expanded_names(args.logs)
        read += [Path(n) for n in names if n != "-"]
        bar = progress_bar(None, "records", args.quiet)
    elif args.records:
        try:
            inputs = expand_inputs(args.records)
        except InputError as exc:
            raise CliError(str(exc)) from None
        read += [i.path for i in inputs if i.path is not None]
        bar = progress_bar(None, "records", args.quiet)
        stdin = getattr(sys.stdin, "buffer", sys.stdin)
        tasks = ((base, other, labels, lines) for lines in record_lines_of(inputs, stdin, base.load().MAX_RECORD_LINE))
    else:
        from .simulate import unplayable
        if (why := unplayable(base.load())) is not None:  # the deals are played at the base's table
            raise CliError(f"the bots cannot play the base's table: {why}; compare logged deals (--records, --logs)")
        bar = progress_bar(args.deals, "deals", args.quiet)
        tasks = ((base, other, labels, args.seed, first, count) for first, count in parts(args.deals))
    reads_stdin = "-" in [*(args.records or []), *(args.logs or [])]
    refuse_standard_output([*read, *[Path("-")] * reads_stdin])  # standard output carries the summary
    from .outputs import OutputError, refuse_unwritable
    try:
        refuse_unwritable(output, read, named=True)  # said now, not after the run
    except OutputError as exc:
        raise CliError(str(exc)) from None
    try:
        if args.logs:  # file by file (a file of matches by parts), so that a run holds a few files' games at once
            whole, games, unread = merged_logs(games_by_file(
                compared_game_file, names, jobs, lambda name, data, part: (base, other, labels, name, data, part),
                lambda what: what[0].records, lambda what, kept, name, part: (
                    compared_part(base, other, labels, name, part, kept), what[1][:kept])), bar)
        else:
            whole = merged(in_order(compared_lines if args.records else compared_deals, tasks, jobs), bar)
    finally:
        if bar is not None:
            bar.close()
    if whole is None:
        raise CliError("no records to compare")
    data = whole.data()
    table = " ".join([f"mjc simulate -r {args.base}", *(f"--set {p}" for p in args.base_set or ()),
                      f"--deals {args.deals} --seed {args.seed}"])
    data["source"] = (f"records of {', '.join(i.name for i in inputs)}" if args.records else
                      f"the deals of {len(games)} logged game{'s' * (len(games) != 1)}" if games is not None else
                      f"{args.deals:,} deals simulated at a table of {labels[0]} ({table})")
    if games is not None:
        data["games"] = games
    html = render_impact(data)
    write_output(output, html, read, named=args.output is not None)
    if sys.stdout is not None:
        sys.stdout.write("".join(terminal_line(line) + "\n" for line in summary_text(data).splitlines()))
    print(terminal_line(f"wrote {output}"), file=sys.stderr)
    if no_plots := plots_missing():  # the report says so too
        print(f"note: the report has its tables and no plots: {no_plots}", file=sys.stderr)
    if data["units"]["base"] != data["units"]["other"]:
        print(terminal_line(f"note: the two count hands in different units ({data['units']['base']}, "
                            f"{data['units']['other']}): their money compares, their hand values do not"), file=sys.stderr)
    if not data["changes"]["paired"]:
        print("mjc: no record was scored under both rulesets, so nothing could be compared: see the refusals in the "
              "report", file=sys.stderr)
        return 1
    return 1 if unread else 0  # as mjc log and mjc game end where a log could not be read whole


def merged_logs(done: Iterator[tuple], progress) -> tuple[object, list[dict], int]:
    """The files' comparisons (deal_runs.compared_game_file), in order: their deals' accumulators merged (None where
    no deal was read), their games' rows, and how many problems the files had, each said on standard error."""
    from .deal_runs import merged
    rows: list[dict] = []
    problems = 0

    def impacts():
        nonlocal problems
        for (impact, file_rows), file_problems in done:
            for code, message in file_problems:  # the file's other games, and the next file, are compared
                problems += 1
                print(terminal_line(f"mjc impact: {message} [{code}]"), file=sys.stderr)
            rows.extend(file_rows)
            yield impact

    whole = merged(impacts(), progress, renumbered=True)
    return (whole if whole is not None and whole.records else None), rows, problems


def _file_word(name: str) -> str:
    """A ruleset's id or spec file as a part of a file name."""
    return re.sub(r"[^\w.-]+", "_", Path(name).stem) or "ruleset"


def finish_score(tally, args) -> int:
    """Say which lines failed and, on a terminal or when asked, the batch's summary; the exit status."""
    failures = tally.failures()
    if failures:
        print(terminal_line(failures), file=sys.stderr)
    if not args.quiet and (args.summary or sys.stderr.isatty()):
        print(terminal_text(tally.summary()), file=sys.stderr)
    return 1 if failures else 0


def package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("mjc")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "(not installed)"


def generated_package() -> str:
    """The package the bundled scorer modules are imported from, always mjc's own folder (bundled.scorer_package)."""
    return bundled.scorer_package()


def scorer_backend(ruleset_id: str) -> tuple[str, str | None]:
    """The back end a bundled ruleset's scorer module uses, "native" or "python", and for python, why."""
    import importlib
    package = generated_package()
    try:
        module = importlib.import_module(f"{package}.{ruleset_id}")
    except Exception as exc:  # a broken install: said, so that doctor still reports the rest
        return "python", f"its Python module {package}.{ruleset_id} failed to import: {exc}"
    if getattr(module, "BACKEND", "python") == "native":
        return "native", None
    name = f"{package}._{ruleset_id}"
    try:
        native = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return "python", "no extension built"
        return "python", f"import failed: {exc}"
    except Exception as exc:  # ImportError (a missing symbol, another Python's build) or a fault of its own
        return "python", f"import failed: {exc}"
    if getattr(native, "BUILD_KEY", None) != getattr(module, "BUILD_KEY", None):
        return "python", "extension from another spec, options or mjc (BUILD_KEY differs): rebuild it"
    return "python", "the Python module predates the native back end: run mjc build"


def scorer_backends() -> dict[str, tuple[str, str | None]]:
    """scorer_backend of every bundled ruleset, by id."""
    return {path.stem: scorer_backend(path.stem) for path in bundled_specs(bundled.ROOT)}


def backends_phrase(backends: dict[str, tuple[str, str | None]]) -> str:
    """The back end the bundled scorers use, in a few words (mjc --version)."""
    native = sum(1 for backend, _why in backends.values() if backend == "native")
    if native and native == len(backends):
        return f"scorers: native C for {native} of {len(backends)} bundled rulesets"
    if native:
        return f"scorers: native C for {native} of {len(backends)} bundled rulesets, Python for the rest; see mjc doctor"
    if all(why == "no extension built" for _backend, why in backends.values()):
        return "scorers: Python; no native modules built, see mjc doctor"
    return "scorers: Python; the native modules are not used, see mjc doctor"


class VersionAction(argparse.Action):
    """--version: mjc's version and the back end its scorers use (worked out only when asked)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"mjc {package_version()} ({backends_phrase(scorer_backends())})")
        parser.exit()


def optional_parts(root: Path) -> list[tuple[str, str | None, str]]:
    """Each optional part: its name, why it is missing here (None where found) and what it enables."""
    from . import optional
    from .native_build import compiler_missing
    seeds = root.resolve().parent / "shared" / "seeds"
    found_seeds = optional.hidden_reason("seeds") or (None if seeds.is_dir() else f"no {seeds}")
    missing = {"browser": printing_missing(), "compiler": compiler_missing(), "node": optional.node_missing(),
               "matplotlib": optional.matplotlib_missing(), "dask": optional.dask_missing(),
               "peers": optional.peers_missing(), "seeds": found_seeds}
    return [(part.name, missing[part.name], part.enables) for part in optional.PARTS]


def cmd_doctor(args, root: Path) -> int:
    import platform
    import shutil
    from . import optional
    from .native_build import compiler_command, python_headers
    print(f"mjc {package_version()}")
    print(f"Python {platform.python_version()} ({sys.executable})")
    command = compiler_command()
    shown = " ".join(command) if command else None
    print(f"C compiler: {f'{shown} ({shutil.which(command[0])})' if command else optional.hidden_reason('compiler') or 'none found'}")
    headers = python_headers()
    print(f"Python headers: {f'found ({headers})' if headers else 'missing (python3-dev on Debian or Ubuntu)'}")
    print(f"Optional parts ({optional.WITHOUT}=NAME,... or =all makes mjc act as if they were missing):")
    parts = optional_parts(root)
    width = max(len(name) for name, _missing, _enables in parts)
    for name, missing, enables in parts:
        print(f"  {name:<{width}}  {'found' if missing is None else 'missing':<7}  {enables}"
              + (f" ({missing})" if missing else ""))
    if unknown := optional.unknown_names():
        print(terminal_line(f"  {optional.WITHOUT} names no part called {', '.join(unknown)} (the parts: "
                            f"{', '.join(optional.NAMES)})"))
    backends = scorer_backends()
    print(f"Scorers of the bundled rulesets ({generated_package()}):")
    width = max((len(i) for i in backends), default=0)
    for ruleset_id, (backend, why) in backends.items():
        print(f"  {ruleset_id:<{width}}  {backend}" + (f" ({why})" if why else ""))
    if any(backend == "python" for backend, _why in backends.values()):
        print("The Python scorers give the same results; the native ones are built by pip install when a C "
              "compiler and the Python headers are present, or by mjc build --native.")
    from .logs.scanner import scanner_missing
    missing = scanner_missing()
    print("Tenhou mjlog reader (mjc log): " + (f"Python alone ({missing}); the same records, slower" if missing
                                               else "C scanner (mjc.logs._mjlog)"))
    return 0


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose error line quotes an argument as a report line does: a file a shell's `*` names
    (`--x<ESC>[2J`) sends no control character to the terminal."""

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, terminal_line(f"{self.prog}: error: {message}") + "\n")

    def _print_message(self, message: str, file=None) -> None:
        if message:  # argparse's own lets a failed write (a full disk, a closed output) pass silently
            (file or sys.stderr).write(message)


def parser() -> argparse.ArgumentParser:
    top = Parser(
        prog="mjc", description="mjc compiles mahjong rulesets written as YAML specs into scorer modules and rule sheets.")
    top.add_argument("--version", action=VersionAction, help="print mjc's version and its scorers' back end, and exit")
    top.add_argument("--root", default=".", help="the project folder holding specs/, generated/ and docs/ (default: .)")
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND")

    check = sub.add_parser("check", help="compile specs in memory and run every worked example",
                           description="Compile each spec in memory, run every example through the generated "
                                       "module and the reference interpreter, print a table; exit 1 on any failure.")
    check.add_argument("specs", nargs="*", metavar="SPEC", help="spec files or bundled ruleset ids (default: all in specs/)")
    check.add_argument("-q", "--quiet", action="store_true", help="print only failing examples and the summary")
    check.add_argument("--set", action="append", metavar="OPTION=VALUE",
                     help="play an option another way without editing the spec (repeatable); examples still check the spec as written")

    build = sub.add_parser("build", help="check specs, then write generated/ modules and docs/rules/ sheets",
                           description="Check each spec (default: every spec in specs/), then write generated/<id>.py "
                                       "(with its C source generated/<id>.c and its JavaScript module generated/js/<id>.mjs), "
                                       "the rule sheets docs/rules/<id>.md, .html and .pdf, and the calculator page "
                                       "docs/rules/<id>-calculator.html, and print a summary. "
                                       "The PDF is printed by headless Chromium (apt-get install -y chromium "
                                       "fonts-noto-cjk poppler-utils).")
    build.add_argument("specs", nargs="*", metavar="SPEC", help="spec files or bundled ruleset ids (default: all in specs/)")
    build.add_argument("--set", action="append", metavar="OPTION=VALUE",
                     help="play an option another way without editing the spec (repeatable); examples still check the spec as written")
    build.add_argument("--standalone", action="store_true",
                       help="write scorer modules that need only the standard library (the runtime parts each "
                            "uses are copied in), to drop into a project without mjc")
    build.add_argument("--native", action="store_true",
                       help="then compile each ruleset's generated/<id>.c into its C extension generated/_<id> "
                            "(needs a C compiler and the Python headers; without them the Python modules are used)")

    doc = sub.add_parser("doc", help="write one rule sheet: Markdown, HTML or PDF, in Chinese, English or both",
                         description="Render the rule sheet of one ruleset: a one-page quick reference, then the full "
                                     "rules with example hands drawn as tiles and the worked examples. HTML and "
                                     "Markdown go to standard output unless -o is given; a PDF (printed by headless "
                                     "Chromium) goes to <id>.pdf unless -o is given. An HTML sheet written to a file "
                                     "gets the calculator page it links to beside it, <id>-calculator.html.")
    doc.add_argument("spec", metavar="SPEC", help="a bundled ruleset id or a spec file")
    doc.add_argument("--format", choices=tuple(DOC_SUFFIXES),
                     help="the sheet's format (default: from the -o file's suffix, else html)")
    doc.add_argument("--lang", choices=LANGS, default="both",
                     help="the sheet's language: zh, en or both (default: both; Markdown is always both)")
    doc.add_argument("-o", "--output", metavar="PATH", help="where to write the sheet (- for standard output)")
    doc.add_argument("--set", action="append", metavar="OPTION=VALUE",
                     help="play an option another way without editing the spec (repeatable); examples still check the spec as written")

    score = sub.add_parser("score", help="score JSON Lines hand records",
                           description="Score hand records, one JSON object per line (the format: docs/guide/records.md), "
                                       "and print one result per non-blank line, in input order (an error names its "
                                       "line; a record's id leads its result). On a terminal a progress bar and a "
                                       "closing summary go to standard error. Exit 1 if any record failed.")
    score.add_argument("-r", "--ruleset", required=True, help="a bundled ruleset id or a spec file")
    score.add_argument("files", nargs="*", metavar="FILE",
                       help="JSON Lines files (.jsonl, or gzipped .jsonl.gz), globs such as 'logs/**/*.jsonl.gz', "
                            "or - for standard input (the default); read in the order given, results in that order")
    score.add_argument("--explain", action="store_true", help="print a readable breakdown instead of JSON")
    score.add_argument("-j", "--jobs", type=whole_argument, metavar="N",
                       help="worker processes that score (default: one for each core); 1 scores in this process")
    score.add_argument("--output-dir", metavar="DIR",
                       help="write each input's results to DIR/NAME.results.jsonl instead of standard output")
    score.add_argument("--dask", metavar="ADDRESS",
                       help="score the input files on a Dask cluster (tcp://HOST:8786, or 'local' for one on this "
                            "machine), each file by one worker, results in --output-dir (pip install 'mjc[dask]')")
    score.add_argument("-q", "--quiet", action="store_true", help="no progress bar and no summary")
    score.add_argument("--summary", action="store_true",
                       help="print the closing summary even when standard error is not a terminal")
    score.add_argument("--set", action="append", metavar="OPTION=VALUE",
                       help="change an option's default for this run (repeatable); a record's own options still win")

    simulate = sub.add_parser("simulate", help="play whole deals with four bots and write each as a hand record",
                              description="Play deals at a table of four bots that follow the ruleset (its claims, "
                                          "flowers, kongs and replacement draws) and write one hand record per deal, "
                                          "as JSON Lines, with the flags that play sets (docs/guide/simulate.md). "
                                          "The same seed gives the same bytes, whatever --jobs.")
    simulate.add_argument("-r", "--ruleset", required=True, help="a bundled ruleset id or a spec file")
    simulate.add_argument("--deals", type=whole_argument, default=1000, metavar="N", help="how many deals (default: 1000)")
    simulate.add_argument("--seed", type=whole_argument, default=0, metavar="S", help="the run's seed (default: 0)")
    simulate.add_argument("--start", type=whole_argument, default=0, metavar="K",
                          help="the number of the first deal (default: 0): a run can be continued or split")
    simulate.add_argument("--set", action="append", metavar="OPTION=VALUE",
                          help="change an option's default for the table's scorer (repeatable)")
    simulate.add_argument("-o", "--output", metavar="FILE", help="write to FILE (gzipped if it ends in .gz), not to "
                                                                 "standard output")
    simulate.add_argument("--format", choices=("records", "mjai", "tenhou6"), default="records",
                          help="write hand records (default), or a riichi table's game as a log: mjai's JSON lines "
                               "of events, or a tenhou.net/6 JSON log (mjc log reads both back)")
    simulate.add_argument("-j", "--jobs", type=whole_argument, metavar="N", help="worker processes (default: one for each core)")
    simulate.add_argument("-q", "--quiet", action="store_true", help="no progress bar and no summary")
    simulate.add_argument("--summary", action="store_true",
                          help="print the closing summary even when standard error is not a terminal")

    log = sub.add_parser("log", help="read real game logs (Tenhou mjlog, mjai, tenhou.net/6, Botzone matches) into "
                                     "hand records",
                         description="Read each game log and write one hand record per deal, as JSON Lines "
                                     "(docs/guide/logs.md); the format is told by the file's content. A Tenhou "
                                     "mjlog (XML, plain or gzipped as Tenhou serves it), mjai's JSON lines of events "
                                     "or a tenhou.net/6 JSON log gives records of the riichi ruleset (score them with "
                                     "mjc score -r riichi); a file of Botzone Chinese Standard Mahjong matches gives "
                                     "one record of mcr_botzone per match (mjc score -r mcr_botzone). Hands, melds and "
                                     "the flags of each win are all worked out from the log's play; the platform's "
                                     "own result of the deal goes in the record's meta. A file that cannot be read "
                                     "(in no known format, cut short, a broken play) is named on standard error, one "
                                     "line for each problem (each broken deal of an mjai or tenhou.net/6 log, each "
                                     "broken match of a Botzone file), the deals read despite it are written, and the "
                                     "next file is read; the exit status is then 1.")
    log.add_argument("files", nargs="+", metavar="FILE", help="log files (gzipped or not), globs, or - for standard "
                                                               "input")
    log.add_argument("-o", "--output", metavar="FILE", help="write to FILE (gzipped if it ends in .gz), not to "
                                                             "standard output")
    log.add_argument("--ruleset", metavar="ID", help="name this ruleset in each record's `ruleset` (the bundled riichi "
                                                     "plays as Tenhou does, mcr_botzone as Botzone does); none by "
                                                     "default")

    game = sub.add_parser("game", help="play logged games through a ruleset's game rules: every deal, the running "
                                       "score and the final standing",
                          description="Score each game (a Tenhou mjlog file, or a file of hand records as JSON Lines, "
                                      "one game per file) deal by deal under the ruleset, following its game: section "
                                      "(who deals next, the counter, the money on the table, when the game ends, the "
                                      "final points; docs/guide/games.md). A record that gives its dealer, round "
                                      "wind, honba or riichi sticks is checked against what the rules give. With "
                                      "--check, each deal's changes and the final scores and points are compared "
                                      "with the log's own, and the exit status is 1 where any differs.")
    game.add_argument("files", nargs="+", metavar="FILE", help="game files (mjlog or JSON Lines), globs, or - for "
                                                                "standard input")
    game.add_argument("-r", "--ruleset", required=True, help="a bundled ruleset id or a spec file")
    game.add_argument("--check", action="store_true", help="compare every deal and the final standing with the log's")
    game.add_argument("--json", action="store_true", help="one JSON object per game instead of text")
    game.add_argument("--game", action="append", metavar="FIELD=VALUE",
                      help="change a field of the ruleset's game: section for this run (repeatable), such as "
                           "uma=15,5,-5,-15 or rounding=score_to_unit")
    game.add_argument("-j", "--jobs", type=whole_argument, metavar="N",
                      help="worker processes, each playing whole files (default: one for each core)")
    game.add_argument("--set", action="append", metavar="OPTION=VALUE",
                      help="change an option's default for the scorer (repeatable)")

    impact = sub.add_parser("impact", help="what a ruleset changes: the same deals under two, as an HTML report",
                            description="Score the same deals under BASE and OTHER (simulated deals, or --records "
                                        "files) and write an HTML report of what changes: hand values, patterns, "
                                        "money by role and by seat, the largest changes with their hands; print a "
                                        "short summary. The plots need matplotlib (pip install 'mjc[impact]'); without it "
                                        "the report has its tables and says so.")
    impact.add_argument("base", metavar="BASE", help="the ruleset compared against: an id or a spec file")
    impact.add_argument("other", metavar="OTHER", help="the ruleset it is compared with (may be BASE with --set)")
    impact.add_argument("--set", action="append", metavar="OPTION=VALUE", help="change an option of OTHER (repeatable)")
    impact.add_argument("--base-set", action="append", metavar="OPTION=VALUE", help="change an option of BASE (repeatable)")
    impact.add_argument("--deals", type=whole_argument, default=10000, metavar="N",
                        help="simulated deals, played at a table of BASE (default: 10000)")
    impact.add_argument("--seed", type=whole_argument, default=0, metavar="S", help="the simulation's seed (default: 0)")
    impact.add_argument("--records", nargs="+", metavar="FILE",
                        help="compare these records instead (JSON Lines files, globs, .gz, or - for standard input)")
    impact.add_argument("--logs", nargs="+", metavar="FILE",
                        help="compare the deals of these logged games (Tenhou mjlog, Botzone matches, or game files "
                             "of records), and each game's final standing under both rulesets' game: sections")
    impact.add_argument("-o", "--output", metavar="PATH", help="the report's file (default: impact-BASE-OTHER.html)")
    impact.add_argument("-j", "--jobs", type=whole_argument, metavar="N", help="worker processes (default: one for each core)")
    impact.add_argument("-q", "--quiet", action="store_true", help="no progress bar")

    new = sub.add_parser("new", help="start a house ruleset: a commented spec that extends a bundled one",
                         description="Write specs/NAME.yaml: a house ruleset that extends BASE, lists BASE's options "
                                     "with their defaults, and compiles as it is. Then edit it, mjc check it, mjc doc it.")
    new.add_argument("name", metavar="NAME", help="the new ruleset's id (lowercase letters, digits and _)")
    new.add_argument("--from", dest="base", required=True, metavar="BASE", help="the bundled ruleset id or spec it changes")
    new.add_argument("--force", action="store_true", help="replace specs/NAME.yaml if it exists")

    ir_command = sub.add_parser("ir", help="print a ruleset's IR, as checked or after a pass",
                                description="Print the intermediate representation of a ruleset: every option, "
                                            "definition, pattern and rule with its type and spec line, after the "
                                            f"pass named by --after (the passes, in order: {', '.join(IR_STAGES)}).")
    ir_command.add_argument("spec", metavar="SPEC", help="a bundled ruleset id or a spec file")
    ir_command.add_argument("--after", choices=IR_STAGES, default=IR_STAGES[-1],
                            help=f"the last pass to run (default: {IR_STAGES[-1]}, all of them)")
    ir_command.add_argument("--set", action="append", metavar="OPTION=VALUE",
                            help="change an option's default first (repeatable)")

    sub.add_parser("doctor", help="say what mjc runs on: Python, the C compiler, each bundled scorer's back end",
                   description="Print mjc's and Python's versions, the C compiler and the Python headers the native "
                               "scorers are built with (or that they are missing), and for every bundled ruleset "
                               "whether its scorer runs as native C or as Python, and why.")

    schema = sub.add_parser("schema", help="print the JSON Schema of the spec format (for editors)",
                            description="Print the JSON Schema of spec files, made from the compiler's own model.")
    schema.add_argument("-o", "--output", metavar="PATH", help="write it to a file instead")
    return top


COMMANDS = {"check": cmd_check, "build": cmd_build, "doc": cmd_doc, "score": cmd_score, "simulate": cmd_simulate,
            "log": cmd_log, "game": cmd_game, "impact": cmd_impact, "new": cmd_new,
            "schema": cmd_schema, "ir": cmd_ir, "doctor": cmd_doctor}


class ClosedOutput:
    """Standard output where mjc was started with it closed: whatever a command writes there fails as a write to a
    closed file does, and main says so."""

    def write(self, _data) -> int:
        raise OSError(errno.EBADF, "standard output is closed: there is nowhere to write the output (name a file "
                                   "with -o where the command takes one)")

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OSError(errno.EBADF, "standard output is closed")

    @property
    def buffer(self) -> ClosedOutput:
        return self


def stdout_closed() -> bool:
    return sys.stdout is None or isinstance(sys.stdout, ClosedOutput)


def main(argv: list[str] | None = None) -> int:
    if sys.stderr is None:  # started with standard error closed: what mjc says goes nowhere, and it goes on
        sys.stderr = open(os.devnull, "w", encoding="utf-8")
    if sys.stdout is None:
        sys.stdout = ClosedOutput()
    for stream in (sys.stdout, sys.stderr):  # a terminal in the C locale: a character it cannot show is escaped
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    _end_cleanly_when_terminated()
    try:
        try:
            args = parser().parse_args(argv)
        except SystemExit as finished:  # --help or --version printed (a usage error was said on standard error)
            sys.stdout.flush()  # here, where a failure is said, not as the interpreter ends
            return finished.code if isinstance(finished.code, int) else 0
        root = Path(args.root)
        if not root.is_dir():  # a mistyped --root would otherwise be made, and written into
            raise CliError(f"--root {args.root}: " + ("not a folder" if os.path.lexists(root) else "no such folder"))
        status = COMMANDS[args.command](args, root)
        sys.stdout.flush()
        return status
    except CliError as exc:
        print(terminal_line(f"mjc: {exc}"), file=sys.stderr)
        return 2
    except SpecError as exc:
        print(format_error(exc, {}), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except MemoryError:  # a small `ulimit -v`, or a machine out of memory
        print(OUT_OF_MEMORY, file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader went away (| head): nothing more is wanted
        _drop_stdout()
        return 0
    except RuntimeError as exc:
        # Worker processes are a module of their own, imported only by the commands that start them: a scoring
        # of one record never pays for it.
        pools = sys.modules.get("concurrent.futures.process")
        if pools is None or not isinstance(exc, pools.BrokenProcessPool):
            raise
        print("mjc: a worker process stopped (killed, or out of memory); run again, or with --jobs 1 to see why",
              file=sys.stderr)
        return 2
    except OSError as exc:  # writing the output: a full disk, a device that refuses
        if exc.errno == errno.ENOMEM:  # a process or a map that could not be made
            print(OUT_OF_MEMORY, file=sys.stderr)
            return 2
        print(terminal_line(f"mjc: {exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else "")),
              file=sys.stderr)
        _drop_stdout()
        return 2


OUT_OF_MEMORY = "mjc: out of memory: the command needs more than this process may have (see ulimit -v)"


def _end_cleanly_when_terminated() -> None:
    """A SIGTERM, or a SIGHUP (the terminal or the ssh session closed), ends mjc as Ctrl-C does: its workers
    stopped, no temporary file left, no output half-written."""
    import signal
    import threading
    if threading.current_thread() is not threading.main_thread():
        return
    for ending in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if ending is not None and signal.getsignal(ending) == signal.SIG_DFL:
            signal.signal(ending, _terminated)


def _terminated(signum, _frame) -> None:
    raise SystemExit(128 + signum)


def _drop_stdout() -> None:
    """Standard output that failed is pointed at the null device, so that the interpreter's last flush of what
    it still holds does not fail a second time."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
