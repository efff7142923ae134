"""Load stage: a spec's YAML read with source positions and checked against the spec format."""

from __future__ import annotations

import hashlib
import io
import re
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import yaml

from . import bundled
from . import specformat as fmt
from .text import Term, Text
from .errors import SpecError, Span, did_you_mean, source_lines
from .input_files import open_input_file, shown_name
from .limits import (MAX_ALIAS_CHARACTERS, MAX_ALIAS_NODES, MAX_EXTENDS_DEPTH, MAX_ID_CHARACTERS, MAX_INT_DIGITS,
                     MAX_SPEC_BYTES, MAX_YAML_NESTING, MAX_YAML_NODES)
from .number_text import NotAWholeNumber, whole_number as read_whole_number


@dataclass(frozen=True)
class Expr:
    """An expression string as written in the YAML file, able to map offsets back to it."""

    text: str
    file: str
    raw: str          # the scalar exactly as it stands in the file (quotes, escapes, folds)
    line: int         # where `raw` starts (1-based)
    col: int

    def span(self, start: int, end: int) -> Span:
        return Span(self.file, *self._locate(start), *self._locate(max(start + 1, end)))

    def _locate(self, offset: int) -> tuple[int, int]:
        # Align the value with its raw YAML form, skipping quotes, escapes and folding.
        raw_index, i = 0, 0
        while i < offset and raw_index < len(self.raw):
            if i < len(self.text) and self.raw[raw_index] == self.text[i]:
                i += 1
            raw_index += 1
        while raw_index < len(self.raw) and i < len(self.text) and self.raw[raw_index] != self.text[i]:
            raw_index += 1
        before = self.raw[:raw_index]
        line = self.line + before.count("\n")
        col = (raw_index - before.rfind("\n")) if "\n" in before else self.col + raw_index
        return line, col


class Rec(dict):
    """A checked mapping of the spec: its values, where it stands, and where each key stands."""

    def __init__(self, values, span: Span, key_spans: dict[str, Span]):
        super().__init__(values)
        self.span = span
        self.key_spans = key_spans

    def at(self, key: str) -> Span:
        return self.key_spans.get(key, self.span)


class Str(str):
    """A string scalar with its span."""

    span: Span


class Seq(list):
    span: Span


@dataclass
class Document:
    path: str
    source: str                  # the spec file's own text
    spec: Rec
    sources: dict = None         # every file read, by display name (a house ruleset and its bases)
    base: "Document | None" = None
    node: object = None          # the YAML node tree, bases merged in
    files: tuple = ()            # the paths of every file read, its own first (where it was read from a file)

    @property
    def fingerprint(self) -> str:
        """A hash of every file the spec is made of, base rulesets included."""
        if len(self.sources) == 1:
            return hashlib.sha256(self.source.encode("utf-8")).hexdigest()
        digest = hashlib.sha256()
        for name, text in self.sources.items():
            digest.update(name.encode("utf-8") + b"\0" + text.encode("utf-8") + b"\0")
        return digest.hexdigest()


def mark_span(file: str, node) -> Span:
    return Span(file, node.start_mark.line + 1, node.start_mark.column + 1,
                node.end_mark.line + 1, node.end_mark.column + 1)


def read_text(path: Path, name: str) -> str:
    """A spec file's text; an error if it cannot be read, is longer than MAX_SPEC_BYTES or is no UTF-8 text."""
    try:
        with open_input_file(path) as stream:
            data = stream.read(MAX_SPEC_BYTES + 1)
    except OSError as exc:
        raise SpecError(f"cannot read {name}: {exc.strerror or exc}") from None
    if len(data) > MAX_SPEC_BYTES:
        raise SpecError(f"this file is more than {MAX_SPEC_BYTES:,} bytes long; a spec file may have at most "
                        f"{MAX_SPEC_BYTES:,}", Span(name, 1, 1, 1, 2))
    return spec_text(data, name)


# Byte-order marks of the encodings a text editor may save in, longest first (UTF-32's begins as UTF-16's does).
OTHER_ENCODINGS = ((b"\xff\xfe\x00\x00", "UTF-32"), (b"\x00\x00\xfe\xff", "UTF-32"), (b"\xff\xfe", "UTF-16"),
                   (b"\xfe\xff", "UTF-16"))


def byte_span(data: bytes, at: int, name: str) -> Span:
    """Where byte `at` of a file stands, as the line and the column (in characters) a text editor shows."""
    line_start = data.rfind(b"\n", 0, at) + 1
    col = len(data[line_start:at].decode("utf-8", "replace")) + 1
    line = data.count(b"\n", 0, at) + 1
    return Span(name, line, col, line, col + 1)


def spec_text(data: bytes, name: str) -> str:
    """A spec file's bytes as text; a file that is not UTF-8 text is an error at the first byte that shows it."""
    for mark, encoding in OTHER_ENCODINGS:
        if data.startswith(mark):
            raise SpecError(f"not UTF-8 text (a {encoding} byte-order mark at byte 0): save the file as UTF-8",
                            byte_span(data, 0, name))
    nul = data.find(b"\x00")
    if nul >= 0:
        raise SpecError(f"not a text file (a NUL byte at byte {nul:,})", byte_span(data, nul, name))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SpecError(f"not UTF-8 text (the byte 0x{data[exc.start]:02x} at byte {exc.start:,} starts no "
                        f"UTF-8 character): save the file as UTF-8", byte_span(data, exc.start, name)) from None


def load_file(path: str | Path, display: str | None = None, specs_dir: Path | None = None) -> Document:
    """Read and check one spec file (and the bases it extends); raise SpecError with a position on any problem."""
    path = Path(path)
    name = shown_name(display or str(path))
    return load_text(read_text(path, name), name, path.parent, specs_dir, path=path)


# key: value, the value unquoted and holding ": " (as in `when: all(s in sets: ...)`)
UNQUOTED_COLON = re.compile(r"\s*(- +)?[\w.-]+: +[^\s\"'{\[|>].*:( |$)")


# The YAML tags a spec may hold (written or implied); others (!!binary, !!set, !python/...) mean nothing here.
KNOWN_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "seq", "map",
                                                  "timestamp", "merge", "value")}


def event_span(event) -> Span:
    start, end = event.start_mark, event.end_mark
    return Span(start.name, start.line + 1, start.column + 1, end.line + 1, end.column + 1)


class BoundedLoader(yaml.SafeLoader):
    """PyYAML's safe composer, refusing what would make a small file cost much: an alias inside the
    value it names (a loop), aliases that add more than MAX_ALIAS_NODES values ("billion laughs") or more than
    MAX_ALIAS_CHARACTERS of text, nesting deeper than MAX_YAML_NESTING (Python's stack), and tags no spec uses."""

    def __init__(self, stream):
        super().__init__(stream)
        self.extent = {}           # id(node) -> (values in it, levels of it, characters of it), aliases counted out
        self.alias_values = 0      # values the aliases met so far stand for
        self.alias_characters = 0  # characters of text they stand for
        self.depth = 0
        self.nodes = 0             # values written in the file so far
        self.open_anchors = set()  # anchors of the lists and mappings being read

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            return self.compose_alias(parent, index)
        event = self.peek_event()
        self.nodes += 1
        if self.nodes > MAX_YAML_NODES:
            raise SpecError(f"this file holds more than {MAX_YAML_NODES:,} values (numbers, texts, lists and "
                            f"mappings); a spec may have at most {MAX_YAML_NODES:,}", event_span(event))
        if self.depth >= MAX_YAML_NESTING:
            raise SpecError(f"lists and mappings are nested more than {MAX_YAML_NESTING} deep here", event_span(event))
        self.depth += 1
        if event.anchor is not None:
            self.open_anchors.add(event.anchor)
        node = super().compose_node(parent, index)
        self.open_anchors.discard(event.anchor)
        self.depth -= 1
        if node.tag not in KNOWN_TAGS:
            raise SpecError(f"the YAML tag '{node.tag.replace('tag:yaml.org,2002:', '!!')}' has no meaning in a spec",
                            mark_span(node.start_mark.name, node), "leave the tag out")
        if isinstance(node, yaml.ScalarNode) and (half := LONE_SURROGATE.search(node.value)) is not None:
            # YAML's "\ud800" escape makes half of a UTF-16 pair, which no UTF-8 sheet, page or module can hold
            raise SpecError(f"a text holding half of a UTF-16 pair (\\u{ord(half.group()):04x}), which is no "
                            "character", mark_span(node.start_mark.name, node),
                            "write the character itself, or both halves of its pair as one escape: \\U0001F600")
        self.extent[id(node)] = self.measure(node)
        return node

    def compose_alias(self, parent, index):
        event = self.peek_event()
        if event.anchor in self.open_anchors:
            raise SpecError(f"the alias '*{event.anchor}' stands inside the value it names ('&{event.anchor}'): "
                            "a value cannot hold itself", event_span(event))
        node = super().compose_node(parent, index)  # an alias without its anchor is YAML's error
        values, levels, characters = self.extent[id(node)]
        self.alias_values += values
        self.alias_characters += characters
        hint = ("each alias ('*name') stands for the whole value of its anchor ('&name'), aliases in it included: "
                "write the values out, or repeat less")
        if self.alias_values > MAX_ALIAS_NODES:
            raise SpecError(f"YAML aliases in this file stand for more than {MAX_ALIAS_NODES:,} values in all",
                            event_span(event), hint)
        if self.alias_characters > MAX_ALIAS_CHARACTERS:
            raise SpecError(f"YAML aliases in this file stand for more than {MAX_ALIAS_CHARACTERS:,} characters of "
                            "text in all", event_span(event), hint)
        if self.depth + levels > MAX_YAML_NESTING:
            raise SpecError(f"the alias '*{event.anchor}' nests lists and mappings more than {MAX_YAML_NESTING} deep",
                            event_span(event))
        return node

    def measure(self, node) -> tuple[int, int, int]:
        """How many values a node holds, how deep it goes and how many characters of text it holds, its aliases
        counted out (its parts are measured)."""
        if isinstance(node, yaml.ScalarNode):
            return 1, 1, len(node.value)
        if isinstance(node, yaml.MappingNode):
            parts = [part for pair in node.value for part in pair]
        else:
            parts = node.value
        extents = [self.extent[id(part)] for part in parts]
        return (1 + sum(v for v, _, _ in extents), 1 + max((d for _, d, _ in extents), default=0),
                sum(c for _, _, c in extents))


LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def compose(text: str, name: str):
    """The YAML node tree of a file; every node's marks name the file."""
    stream = io.StringIO(text)
    stream.name = name
    try:
        node = yaml.compose(stream, Loader=BoundedLoader)
    except yaml.MarkedYAMLError as exc:
        raise yaml_syntax_error(exc, text, name) from None
    except yaml.reader.ReaderError as exc:  # a character YAML refuses: a control character, say
        at = text[:exc.position]
        line = at.count("\n") + 1
        col = len(at) - (at.rfind("\n") + 1) + 1
        kind = ", a control character" if unicodedata.category(chr(exc.character)) == "Cc" else ""
        raise SpecError(f"a character a spec cannot hold (U+{exc.character:04X}{kind}) here",
                        Span(name, line, col, line, col + 1)) from None
    except yaml.YAMLError as exc:
        raise SpecError(f"YAML error: {exc}") from None
    if node is None:
        raise SpecError(f"{name} is empty", Span(name, 1, 1, 1, 2))
    return node


def yaml_syntax_error(exc: yaml.MarkedYAMLError, text: str, name: str) -> SpecError:
    """A YAML syntax error at its place, with what to type instead where the cause is a usual slip."""
    mark = exc.problem_mark or exc.context_mark
    lines = source_lines(text)
    if mark is not None:
        slip = typing_slip(lines, mark.line)
        if slip is not None:
            line, col, problem, hint = slip
            return SpecError(f"YAML syntax error: {problem}", Span(name, line + 1, col + 1, line + 1, col + 2), hint)
    span = Span(name, mark.line + 1, mark.column + 1, mark.line + 1, mark.column + 2) if mark else None
    problem = exc.problem or "bad YAML"
    line = lines[mark.line] if mark and mark.line < len(lines) else ""
    if "mapping values" in problem and UNQUOTED_COLON.match(line):
        hint = "a value holding ': ' must be quoted: put it in double quotes, as every expression should be"
    elif "indent" in problem or "mapping" in problem or "block" in problem:
        hint = "check the indentation: keys of one mapping line up, list items start with '- '"
    else:
        hint = None
    return SpecError(f"YAML syntax error: {problem}", span, hint)


# Slips of a Chinese input method or a plain editor that break YAML's layout: a key followed by a
# full-width colon, a full-width space or a tab in the indentation.
INDENTATION = re.compile(r"[ \t\u3000]*")
KEY_START = re.compile(r"(?:- +)?[A-Za-z_][A-Za-z0-9_.-]*[ \u3000]*[:：]")
FULL_WIDTH_COLON = re.compile(r"[ \t\u3000]*(?:- +)?([A-Za-z_][A-Za-z0-9_.-]*)[ \u3000]*(：)")


def typing_slip(lines: list[str], at: int):
    """(line, column, problem, hint) of a slip on the line YAML stopped at, or on the last line with
    content before it (YAML often notices a slip only at the next key); None if there is none."""
    before = next((i for i in range(min(at, len(lines)) - 1, -1, -1)
                   if lines[i].strip() and not lines[i].lstrip(" \t\u3000").startswith("#")), None)
    for i, where_it_stopped in ((at, True), (before, False)):
        if i is None or i >= len(lines):
            continue
        found = slip_on(lines[i], where_it_stopped)
        if found is not None:
            return (i, *found)
    return None


def slip_on(line: str, where_it_stopped: bool):
    """A slip on one line. On a line before the one YAML stopped at, a full-width space or a tab
    counts only before a key: Chinese text in a block may begin with full-width spaces."""
    indentation = INDENTATION.match(line).group()
    if where_it_stopped or KEY_START.match(line, len(indentation)):
        if "\u3000" in indentation:
            return (indentation.index("\u3000"), "a full-width space '\u3000' in the indentation",
                    "indent with ordinary spaces (the full-width space comes from a Chinese input method)")
        if "\t" in indentation:
            return (indentation.index("\t"), "a tab in the indentation",
                    "indent with spaces: YAML does not allow tabs there")
    colon = FULL_WIDTH_COLON.match(line)
    if colon is not None:
        value = line[colon.end():].strip(" \u3000")
        return (colon.start(2), f"a full-width colon '：' after '{colon.group(1)}'",
                f"type an ordinary colon and a space: {colon.group(1)}: {value or '...'}")
    return None


def load_text(text: str, name: str, folder: Path | None = None, specs_dir: Path | None = None,
              seen: tuple = (), path: Path | None = None, node=None, spent: tuple[int, int] | None = None) -> Document:
    """A spec's text checked and its bases merged in; `spent` is the bytes and values of this file and those that
    extend it (counted here for the first of a chain), which the whole chain's bound counts: each file within its own
    bound, 16 of them took minutes and gigabytes."""
    node = compose(text, name) if node is None else node  # a base comes composed, by be_a_spec
    if spent is None:
        spent = (len(text.encode("utf-8", "surrogatepass")), values_in(node))
    sources = {name: text}
    base_doc = None
    extends = get(node, "extends")
    if extends is not None:
        base_path, base_name = resolve_base(extends, name, folder or Path("."), specs_dir)
        if base_name in seen + (name,):
            raise ChainError(f"'extends' goes round in a circle: {' -> '.join(seen + (name, base_name))}",
                            mark_span(name, extends))
        if len(seen) >= MAX_EXTENDS_DEPTH:  # each base is loaded by a call of its own: a long chain is refused
            raise ChainError(f"'extends' builds on more than {MAX_EXTENDS_DEPTH} rulesets, each over the next "
                            f"({seen[0]} -> ... -> {name} -> {base_name})", mark_span(name, extends),
                            "build the house ruleset on a ruleset nearer the start of the chain")
        base_text = read_text(base_path, base_name)
        spent_bytes = spent[0] + len(base_text.encode("utf-8", "surrogatepass"))
        if spent_bytes > MAX_SPEC_BYTES:
            raise ChainError(f"this spec and the bases it extends hold more than {MAX_SPEC_BYTES:,} bytes in all "
                             f"(with {base_name}); a spec may have at most {MAX_SPEC_BYTES:,} with its bases",
                             mark_span(name, extends))
        base_node = be_a_spec(base_text, base_name, name, extends)
        spent_values = spent[1] + values_in(base_node)
        if spent_values > MAX_YAML_NODES:
            raise ChainError(f"this spec and the bases it extends hold more than {MAX_YAML_NODES:,} values in all "
                             f"(with {base_name}); a spec may have at most {MAX_YAML_NODES:,} with its bases",
                             mark_span(name, extends))
        try:
            base_doc = load_text(base_text, base_name, base_path.parent, specs_dir, seen + (name,), base_path,
                                 base_node, (spent_bytes, spent_values))
        except ChainError:
            raise
        except SpecError as exc:  # said here, with nothing of the base: its values could be anything (a password)
            where = f" (line {exc.span.line} of {exc.span.file})" if exc.span is not None else ""
            raise SpecError(f"extends: the base {base_name} does not read as a spec{where}; nothing of it is shown "
                            "here", mark_span(name, extends), f"mjc check {base_name} shows what is wrong, if it "
                            "is a spec") from None
        no_key_twice(node, "spec")  # merging keeps one of each: a repeat must be caught before
        own_id(node, base_doc, name)
        node = merge_spec(base_doc.node, node)
        sources = {**base_doc.sources, **sources}
    spec = Reader(sources).read(node, fmt.SPEC, "spec")
    not_a_taken_module_name(get(node, "id"), name)
    files = ((path,) if path is not None else ()) + (base_doc.files if base_doc is not None else ())
    return Document(name, text, spec, sources, base_doc, node, files)


# ---------------------------------------------------------------- extends: a house ruleset over its base

def values_in(node) -> int:
    """The values (texts, numbers, lists, mappings) a YAML node holds, itself included, aliases counted out."""
    count, stack = 0, [node]
    while stack:
        item = stack.pop()
        count += 1
        if isinstance(item, yaml.MappingNode):
            stack.extend(part for pair in item.value for part in pair)
        elif isinstance(item, yaml.SequenceNode):
            stack.extend(item.value)
    return count


def get(mapping, key: str):
    """The value node of a key in a mapping node, or None."""
    if isinstance(mapping, yaml.MappingNode):
        for k, v in mapping.value:
            if isinstance(k, yaml.ScalarNode) and k.value == key:
                return v
    return None


def resolve_base(node, name: str, folder: Path, specs_dir: Path | None) -> tuple[Path, str]:
    """The base a spec extends: a spec path (relative to the extending file), or a bundled ruleset id."""
    if not isinstance(node, yaml.ScalarNode) or not node.value.strip():
        raise SpecError("extends: give a bundled ruleset id (such as nanning) or the path of a spec file",
                        mark_span(name, node))
    value = node.value.strip()
    if "/" in value and not value.endswith((".yaml", ".yml")):
        # A spec names only spec files: /etc/passwd or ~/.aws/credentials read as a base would have its lines
        # shown in the error, wherever the errors of a spec go.
        raise SpecError(f"extends: {value[:60]!r} is no spec file: a base is a ruleset id, or a file whose name ends "
                        "in .yaml or .yml", mark_span(name, node))
    if value.endswith((".yaml", ".yml")):
        path = folder / value
        if not path.is_file():
            raise SpecError(f"extends: no spec file {value} next to {name}", mark_span(name, node))
        return path, (Path(name).parent / value).as_posix()
    folders = [d for d in (folder, specs_dir, bundled.SPECS) if d is not None]
    for d in folders:
        path = d / f"{value}.yaml"
        if path.is_file():
            if d == folder:
                return path, (Path(name).parent / f"{value}.yaml").as_posix()
            # A bundled base is named by where it stands in mjc, never by where mjc is installed: the name reaches
            # generated code, calculator pages and messages that are shared (and would hold a user's home folder).
            return path, f"mjc/specs/{value}.yaml" if d == bundled.SPECS else path.as_posix()
    known = sorted({p.stem for d in folders if d.is_dir() for p in d.glob("*.yaml")})
    raise SpecError(f"extends: there is no ruleset '{value}'", mark_span(name, node),
                    did_you_mean(value, known) or (f"known rulesets: {', '.join(known)}" if known else None))


class ChainError(SpecError):
    """A chain of bases that goes round or runs too long: said where it happens, as it names only files."""


def be_a_spec(text: str, base_name: str, name: str, extends) -> yaml.MappingNode:
    """A base's YAML node tree; refused, before anything of it is shown, where it is not a spec's: `extends:
    ../../secrets.yaml` would otherwise have that file's lines quoted in the errors, wherever those go."""
    try:
        node = compose(text, base_name)
    except SpecError:
        raise SpecError(f"extends: the base {base_name} is no readable YAML; nothing of it is shown here",
                        mark_span(name, extends), f"mjc check {base_name} shows where, if it is a spec") from None
    if not isinstance(node, yaml.MappingNode) or any(
            not isinstance(key, yaml.ScalarNode) or key.value not in fmt.SPEC.fields for key, _ in node.value):
        raise SpecError(f"extends: {base_name} is no spec: its top-level keys are not a spec's "
                        f"({', '.join(list(fmt.SPEC.fields)[:4])}, ...); nothing of it is shown here",
                        mark_span(name, extends))
    return node


# The rulesets that come with mjc, found by id from anywhere.

# How each top-level key of a house ruleset meets its base's: merged by name, by id, or replaced.
MERGED_BY_NAME = {"options", "flags", "define", "players"}
MERGED_BY_ID = {"patterns": "id", "shapes": "id", "groups": "id", "reject": "code"}
NOT_INHERITED = {"id", "examples", "unrealisable", "extends"}


def no_key_twice(node, where: str, seen_nodes: set | None = None) -> None:
    """Raise SpecError at the first key given twice in a mapping, or id (code, rule name) given twice in a list."""
    seen_nodes = set() if seen_nodes is None else seen_nodes
    if id(node) in seen_nodes:  # a YAML alias met again (it may even hold itself)
        return
    seen_nodes.add(id(node))
    if isinstance(node, yaml.MappingNode):
        seen = set()
        for key, value in node.value:
            name = key.value if isinstance(key, yaml.ScalarNode) else None
            if name in seen:
                raise SpecError(f"{where}: '{name}' is given twice", mark_span(key.start_mark.name, key))
            seen.add(name)
            no_key_twice(value, f"{where}.{name}", seen_nodes)
    elif isinstance(node, yaml.SequenceNode):
        seen = set()
        for index, item in enumerate(node.value):
            ident = get(item, "id") or get(item, "code")
            named = ident.value if isinstance(ident, yaml.ScalarNode) else _rule_name(item)
            if named is not None:
                if named in seen:
                    at = ident if isinstance(ident, yaml.ScalarNode) else get(item, "name")
                    raise SpecError(f"{where}: '{named}' is given twice", mark_span(at.start_mark.name, at))
                seen.add(named)
            no_key_twice(item, f"{where}[{index}]", seen_nodes)


def own_id(node, base_doc, name: str) -> None:
    """A house ruleset names itself: with its base's id it would write over the base's module and sheets."""
    ident = get(node, "id")
    base_id = base_doc.spec["id"]
    if ident is None:
        raise SpecError(f"a house ruleset needs an id of its own (such as {base_id}_house): add 'id:'",
                        mark_span(name, get(node, "extends")))
    bases, doc = [], base_doc
    while doc is not None:  # the whole chain: a base's base would be written over as well
        bases.append(str(doc.spec["id"]))
        doc = doc.base
    if isinstance(ident, yaml.ScalarNode) and ident.value in bases:
        whose = "its base's" if ident.value == base_id else "the id of a ruleset it builds on"
        raise SpecError(f"a house ruleset needs an id of its own: '{ident.value}' is {whose}",
                        mark_span(name, ident), f"try {base_id}_house")


# Modules a ruleset's module must not stand in for, beside Python's standard library: mjc's own packages, the ones
# it needs (pyproject.toml's dependencies and extras, by the names they are imported by, and theirs that mjc
# imports), the installer's, and what Python imports at every start (its hooks, setuptools' .pth file).
MJC_MODULES = frozenset({
    "mjc", "compiler", "generated",
    "yaml", "_yaml", "lark", "jinja2", "markupsafe", "tqdm",
    "pytest", "_pytest", "xdist", "hypothesis", "jsonschema", "dask", "distributed", "matplotlib", "numpy",
    "mahjong",
    "pip", "setuptools", "pkg_resources", "wheel", "typing_extensions",
    "sitecustomize", "usercustomize", "_distutils_hack"})


def taken_module_name(ruleset_id: str) -> bool:
    """Whether a ruleset's module or native extension (generated/<id>.py, _<id>.so) would have the name of a module
    Python loads (`json`, whose C half is `_json`; `yaml`; `sitecustomize`), and be imported in its place where
    generated/ is on the path."""
    return any(name in sys.stdlib_module_names or name in MJC_MODULES for name in (ruleset_id, f"_{ruleset_id}"))


def not_a_taken_module_name(ident, name: str) -> None:
    if isinstance(ident, yaml.ScalarNode) and len(ident.value) > MAX_ID_CHARACTERS:
        raise SpecError(f"spec.id: an id of {len(ident.value)} characters; an id may have at most "
                        f"{MAX_ID_CHARACTERS} (it names the ruleset's files)", mark_span(name, ident))
    if isinstance(ident, yaml.ScalarNode) and taken_module_name(ident.value):
        raise SpecError(f"spec.id: '{ident.value}' is the name of a module Python loads (of its standard library, "
                        "mjc's own or one mjc needs); the ruleset's module would stand in for it", mark_span(name, ident),
                        f"try {ident.value}_rules")


def _mapping(like, items):
    return yaml.MappingNode(like.tag, items, like.start_mark, like.end_mark, flow_style=like.flow_style)


def _is_true(node) -> bool:
    return isinstance(node, yaml.ScalarNode) and node.value.lower() in ("true", "yes", "on")


def _dropped(item) -> bool:
    """An entry's `drop:`: true removes the base's entry; false or no `drop` keeps it; anything else is refused."""
    node = get(item, "drop")
    if node is None or isinstance(node, yaml.ScalarNode) and node.value.lower() in ("false", "no", "off"):
        return False
    if _is_true(node):
        return True
    raise SpecError("drop: expected true (to remove the base's entry)", mark_span(node.start_mark.name, node),
                    "leave 'drop' out to change the entry instead")


def merge_spec(base, child):
    """The base spec's node tree with a house ruleset's changes applied."""
    if not isinstance(child, yaml.MappingNode) or not isinstance(base, yaml.MappingNode):
        return child
    changes = {k.value: (k, v) for k, v in child.value}
    out = []
    for key_node, value in base.value:
        key = key_node.value
        if key in NOT_INHERITED:
            continue
        if key in changes:
            key_node, new = changes[key]
            if key in MERGED_BY_NAME:
                value = merge_by_name(value, new, key)
            elif key in MERGED_BY_ID:
                value = merge_by_id(value, new, key, MERGED_BY_ID[key])
            elif key in ("scoring", "table", "game"):
                value = merge_fields(value, new)
            elif key == "settlement":
                value = merge_settlement(value, new)
            else:
                value = new
        out.append((key_node, value))
    inherited = {k.value for k, _ in base.value} - NOT_INHERITED
    out += [(k, v) for k, v in child.value if k.value not in inherited and k.value != "extends"]
    return _mapping(child, out)


def merge_fields(base, child):
    """The child mapping's fields replace the base's; the others stay."""
    if not (isinstance(base, yaml.MappingNode) and isinstance(child, yaml.MappingNode)):
        return child
    replaced = {k.value for k, _ in child.value}
    return _mapping(child, [(k, v) for k, v in base.value if k.value not in replaced] + list(child.value))


def merge_by_name(base, child, what: str):
    """options, flags, define, penalties: a base name is changed field by field; a new name must be whole."""
    if not (isinstance(base, yaml.MappingNode) and isinstance(child, yaml.MappingNode)):
        return child
    entries = {k.value: (k, v) for k, v in base.value}
    order = list(entries)
    whole = {"options": fmt.OPTION, "flags": fmt.FLAG, "players": fmt.PLAYER_FIELD, "penalties": fmt.PENALTY}.get(what)
    for key, value in child.value:
        if key.value in entries:
            entries[key.value] = (key, merge_fields(entries[key.value][1], value))
            continue
        if whole is not None:
            missing = [f for f, field in whole.fields.items() if field.required and get(value, f) is None]
            if missing:
                raise SpecError(f"{what}: the base has no '{key.value}' (to add it, give {', '.join(missing)})",
                                mark_span(key.start_mark.name, key), did_you_mean(key.value, order))
        entries[key.value] = (key, value)
        order.append(key.value)
    return _mapping(child, [entries[n] for n in order])


def merge_by_id(base, child, what: str, id_key: str = "id"):
    """patterns, shapes, groups, reject: an entry with a base id (code) changes it field by field; a new one is added."""
    def ident(item):
        node = get(item, id_key)
        return node.value if isinstance(node, yaml.ScalarNode) else None

    record = {"patterns": fmt.PATTERN, "shapes": fmt.SHAPE, "groups": fmt.GROUP, "reject": fmt.REJECT}[what]
    return merge_list(base, child, what, ident, record, merge_fields)


def merge_list(base, child, what: str, ident, record, change):
    """Entries matched by `ident`: `change(old, new)` makes a matched one, drop: true removes it, a new one is added."""
    if not (isinstance(base, yaml.SequenceNode) and isinstance(child, yaml.SequenceNode)):
        return child
    items = list(base.value)
    ids = [ident(i) for i in items]
    for item in child.value:
        key, drop = ident(item), _dropped(item)
        if key in ids:
            index = ids.index(key)
            if drop:
                del items[index], ids[index]
            else:
                items[index] = change(items[index], _mapping(item, [(k, v) for k, v in item.value if k.value != "drop"]))
            continue
        if drop or any(get(item, f) is None for f, field in record.fields.items() if field.required):
            at = item if drop else (get(item, "id") or get(item, "code") or item)
            doing = "to drop" if drop else "(to add it, give every required key)"
            raise SpecError(f"{what}: the base has no '{key}' {doing}",
                            mark_span(at.start_mark.name, at), did_you_mean(str(key), [i for i in ids if i]))
        items.append(item)
        ids.append(key)
    return yaml.SequenceNode(child.tag, items, child.start_mark, child.end_mark, flow_style=child.flow_style)


def merge_settlement(base, child):
    """Rules are matched by their English name: a rule of that name replaces the base's; drop: true removes it."""
    if not (isinstance(base, yaml.MappingNode) and isinstance(child, yaml.MappingNode)):
        return child
    changes = {k.value: (k, v) for k, v in child.value}
    out = []
    for key, value in base.value:
        if key.value in changes:
            key, new = changes[key.value]
            if key.value == "penalties":
                value = merge_by_name(value, new, "penalties")
            elif isinstance(value, yaml.SequenceNode) and isinstance(new, yaml.SequenceNode):
                value = merge_rules(value, new)
            else:
                value = new
        out.append((key, value))
    inherited = {k.value for k, _ in base.value}
    return _mapping(child, out + [(k, v) for k, v in child.value if k.value not in inherited])


def _rule_name(item):
    name = get(item, "name")
    if isinstance(name, yaml.ScalarNode):
        return name.value
    en = get(name, "en")
    return en.value if isinstance(en, yaml.ScalarNode) else None


def _rule_zh(item):
    zh = get(get(item, "name"), "zh")
    return zh.value if isinstance(zh, yaml.ScalarNode) else None


def _loose(name: str) -> str:
    return "".join(c for c in name.casefold() if c.isalnum())


def merge_rules(base, child):
    """A rule of the base's name is replaced whole; a new name that looks like a base rule's is refused."""
    if isinstance(base, yaml.SequenceNode) and isinstance(child, yaml.SequenceNode):
        given = {_rule_name(item) for item in child.value}  # replaced or dropped by the house
        base_names = {_rule_name(item) for item in base.value}
        names = {_rule_name(item): item for item in base.value if _rule_name(item) not in given}
        for item in child.value:
            name, zh = _rule_name(item), _rule_zh(item)
            if name is None or name in base_names or _dropped(item):
                continue
            for other, old in names.items():
                if other is not None and (_loose(name) == _loose(other) or zh is not None and zh == _rule_zh(old)):
                    at = get(item, "name") or item
                    shown = f"'{other}' ({_rule_zh(old)})" if _rule_zh(old) else f"'{other}'"
                    raise SpecError(f"settlement: '{name}' is not the base's rule {shown}, "
                                    "so it would be added beside it and both would pay",
                                    mark_span(at.start_mark.name, at),
                                    f"to change the base's rule, give its English name exactly: '{other}'; "
                                    "to add a rule of your own, give it names of its own")
    return merge_list(base, child, "settlement", _rule_name, fmt.RULE, lambda _old, new: new)


class Refused(SpecError):
    """A value of the kind asked for that still cannot be taken (0x4 for a whole number): a spec error
    that no other reading of the value may hide."""


class Reader:
    """Walks YAML nodes against the spec format, keeping positions."""

    def __init__(self, sources: dict[str, str]):
        self.sources = sources  # display name -> text of every file the nodes come from

    def span(self, node) -> Span:
        return mark_span(node.start_mark.name, node)

    def read(self, node, kind, where: str):
        if isinstance(kind, fmt.Record):
            return self.record(node, kind, where)
        if isinstance(kind, fmt.ListOf):
            if not isinstance(node, yaml.SequenceNode):
                raise SpecError(f"{where}: expected a list", self.span(node))
            out = Seq(self.read(item, kind.item, f"{where}[{i}]") for i, item in enumerate(node.value))
            out.span = self.span(node)
            return out
        if isinstance(kind, fmt.MapOf):
            if not isinstance(node, yaml.MappingNode):
                raise SpecError(f"{where}: expected a mapping of names", self.span(node))
            values, spans = {}, {}
            for key_node, value_node in node.value:
                key = self.identifier(key_node, where)
                if key in values:
                    raise SpecError(f"{where}: '{key}' is given twice", self.span(key_node))
                values[key] = self.read(value_node, kind.item, f"{where}.{key}")
                if kind.minimum is not None and values[key] < kind.minimum:
                    raise SpecError(f"{where}.{key}: expected a whole number, {kind.minimum} or more, got {values[key]}",
                                    self.span(value_node))
                spans[key] = self.span(key_node)
            return Rec(values, self.span(node), spans)
        if isinstance(kind, fmt.Either):
            errors = []
            for option in kind.options:
                try:
                    return self.read(node, option, where)
                except Refused:
                    raise
                except SpecError as exc:
                    errors.append(exc)
            raise errors[-1] if kind.last_error else SpecError(f"{where}: expected {kind.describe()}", self.span(node))
        return self.scalar(node, kind, where)

    def key(self, node, where: str) -> str:
        """A mapping key as text: a list or a mapping cannot be one, nor can YAML's merge key."""
        if not isinstance(node, yaml.ScalarNode):
            what = "list" if isinstance(node, yaml.SequenceNode) else "mapping"
            raise SpecError(f"{where}: a {what} cannot be a key", self.span(node), "a key is a plain name or text")
        if node.tag.endswith(":merge"):
            raise SpecError(f"{where}: YAML merge keys ('<<') are not read in a spec", self.span(node),
                            "write the keys out")
        return node.value

    def identifier(self, node, where: str) -> Str:
        key = self.key(node, where)
        if key in fmt.KEYWORDS:
            raise SpecError(f"{where}: '{key}' is a word of the language and cannot be a name", self.span(node))
        if not fmt.IDENT_RE.fullmatch(key):
            raise SpecError(f"{where}: '{key}' is not a name "
                            "(lowercase letters, digits and _, starting with a letter)", self.span(node), slip_hint(key))
        out = Str(key)
        out.span = self.span(node)
        return out

    def record(self, node, kind: fmt.Record, where: str) -> Rec:
        if not isinstance(node, yaml.MappingNode):
            raise SpecError(f"{where}: expected a mapping with keys {', '.join(kind.fields)}", self.span(node),
                            mapping_hint(node, kind, where))
        values, spans = {}, {}
        for key_node, value_node in node.value:
            key = self.key(key_node, where)
            if key not in kind.fields:
                raise SpecError(f"{where}: unknown key '{key}'", self.span(key_node),
                                slip_hint(key) or language_hint(key, kind) or did_you_mean(key, kind.fields)
                                or f"known keys: {', '.join(kind.fields)}")
            if key in values:
                raise SpecError(f"{where}: '{key}' is given twice", self.span(key_node))
            spans[key] = self.span(key_node)
            values[key] = self.field(value_node, kind.fields[key], f"{where}.{key}")
        for key, field in kind.fields.items():
            if field.required and key not in values:
                raise SpecError(f"{where}: missing required key '{key}' ({field.doc})", self.span(node))
        return Rec(values, self.span(node), spans)

    def field(self, node, field: fmt.Field, where: str):
        value = self.read(node, field.kind, where)
        if field.minimum is not None and value < field.minimum:
            raise SpecError(f"{where}: expected a whole number, {field.minimum} or more, got {value}", self.span(node))
        if field.largest is not None and any(abs(v) > field.largest for v in (value if isinstance(value, list)
                                                                                  else [value])):
            what = "whole numbers" if isinstance(value, list) else "a whole number"
            raise SpecError(f"{where}: expected {what} from {fmt.least(field):,} to {field.largest:,}, got {value}",
                            self.span(node))
        if field.not_blank and not str(value).strip():
            raise SpecError(f"{where}: is empty, but needs {field.doc}", self.span(node))
        if field.longest is not None:
            said = [value.zh, value.en, *(t.term for t in value.terms), *(t.romanised for t in value.terms)] \
                if isinstance(value, Text) else [str(value)]
            longest = max(len(text) for text in said)
            if longest > field.longest:
                raise SpecError(f"{where}: a name of {longest:,} characters; a name may have at most {field.longest} "
                                "(a sheet writes it wherever it counts)", self.span(node),
                                "say more in the description or note")
        return value

    def scalar(self, node, kind, where: str):
        span = self.span(node)
        if kind is fmt.ANY:
            return self.plain(node, where)
        if kind is fmt.TEXT or kind is fmt.NAME:
            if isinstance(node, yaml.ScalarNode) and node.tag.endswith(":str"):
                if not node.value.strip():
                    raise SpecError(f"{where}: the text is empty", span, "give the words, or leave the key out")
                return Text(node.value, node.value)
            rec = self.record(node, fmt.NAME_RECORD if kind is fmt.NAME else fmt.TEXT_RECORD, where)
            if "zh" not in rec and "en" not in rec:
                raise SpecError(f"{where}: give the text in zh, en or both", self.span(node))
            for language in ("zh", "en"):
                if language in rec and not str(rec[language]).strip():
                    raise SpecError(f"{where}.{language}: the text is empty", rec.at(language),
                                    "give the words, or leave the language out (the other is shown in its place)")
            zh, en = str(rec.get("zh", rec.get("en"))), str(rec.get("en", rec.get("zh")))
            return Text(zh, en, tuple(self.term(rec, key, zh, where) for key in fmt.PLAYER_LANGUAGES if key in rec))
        if not isinstance(node, yaml.ScalarNode):
            raise SpecError(f"{where}: expected {fmt.describe(kind)}", span)
        tag = node.tag.rsplit(":", 1)[-1]
        if kind is fmt.EXPR:
            return self.expression(node, tag, where)
        if kind is fmt.INT:
            if tag != "int":
                raise SpecError(f"{where}: expected a whole number, got '{shown(node.value)}'", span)
            return whole_number(node, where, span)
        if kind is fmt.BOOL:
            if tag != "bool":
                raise SpecError(f"{where}: expected true or false, got '{shown(node.value)}'", span)
            return truth(node, where, span)
        if kind is fmt.IDENT:
            return self.identifier(node, where)
        if isinstance(kind, fmt.Choice):
            if node.value not in kind.values:
                raise SpecError(f"{where}: '{node.value}' is not one of {', '.join(kind.values)}", span,
                                did_you_mean(node.value, kind.values))
            out = Str(node.value)
            out.span = span
            return out
        if tag != "str":
            raise SpecError(f"{where}: expected text, got '{node.value}'", span)
        out = Str(node.value)
        out.span = span
        return out

    def term(self, rec: Rec, key: str, zh: str, where: str) -> Term:
        """A name's term in a players' language: its romanisation alone (written as the zh name), or both."""
        value = rec[key]
        if isinstance(value, Rec):
            return Term(key, str(value.get("term", zh)), str(value["romanised"]))
        if not str(value).strip():
            raise SpecError(f"{where}.{key}: the text is empty", rec.at(key),
                            f"give the name in {fmt.PLAYER_LANGUAGES[key].romanisation}, or leave {key} out")
        return Term(key, zh, str(value))

    def expression(self, node, tag: str, where: str) -> Expr:
        value = node.value.lower() if tag == "bool" else node.value
        file = node.start_mark.name
        raw = self.sources[file][node.start_mark.index:node.end_mark.index]
        if not value.strip():
            raise SpecError(f"{where}: the expression is empty", self.span(node))
        return Expr(value, file, raw, node.start_mark.line + 1, node.start_mark.column + 1)

    def plain(self, node, where: str):
        """Free-form data (example records) as plain Python values, read as strictly as the rest of a spec."""
        if isinstance(node, yaml.MappingNode):
            out = {}
            for key_node, value_node in node.value:
                self.key(key_node, where)  # a list, a mapping or '<<' is refused there
                key = plain_scalar(key_node, where, self.span(key_node))
                if key in out:
                    raise SpecError(f"{where}: '{key}' is given twice", self.span(key_node))
                out[key] = self.plain(value_node, f"{where}.{key}")
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.plain(v, f"{where}[{i}]") for i, v in enumerate(node.value)]
        return plain_scalar(node, where, self.span(node))


BOOL_WORDS = {"true": True, "yes": True, "on": True, "false": False, "no": False, "off": False}


def bool_word(text: str) -> bool | None:
    """The truth value a word writes as YAML reads one (true, True, TRUE; yes, on and their opposites), or None."""
    word = text.lower()
    return BOOL_WORDS[word] if word in BOOL_WORDS and text in (word, word.capitalize(), word.upper()) else None
NULL_WORDS = {"", "~", "null", "Null", "NULL"}


def shown(text: str, most: int = 40) -> str:
    return text if len(text) <= most else text[:most] + "..."


def whole_number(node, where: str, span: Span) -> int:
    """A YAML int, read by the one reader of numbers (ASCII digits, an optional sign). YAML 1.1's other forms
    (0x4, 0b1, 010 in octal, 1_000, 1:30 in base 60) are refused rather than read one way here and another by
    other YAML tools."""
    try:
        return read_whole_number(node.value, MAX_INT_DIGITS)  # read as `mjc score` input and --set are
    except NotAWholeNumber as exc:
        raise Refused(f"{where}: {exc}", span, yaml_reading(node)) from None


def yaml_reading(node) -> str | None:
    """What YAML 1.1 makes of an int written in another form, to show beside its refusal."""
    if len(node.value) > MAX_INT_DIGITS:  # its value could be too long to show (or to work out quickly)
        return None
    try:
        value = yaml.constructor.SafeConstructor().construct_yaml_int(node)
    except (ValueError, IndexError):  # IndexError: PyYAML's reading of an empty or sign-only text
        return None
    return f"YAML reads '{node.value}' as {value}: write {value} if that is meant"


def truth(node, where: str, span: Span) -> bool:
    if node.value.lower() not in BOOL_WORDS:  # only a tag (!!bool maybe) gets here with another word
        raise Refused(f"{where}: expected true or false, got '{shown(node.value)}'", span)
    return BOOL_WORDS[node.value.lower()]


def plain_scalar(node, where: str, span: Span):
    tag = node.tag.rsplit(":", 1)[-1]
    if tag == "int":
        return whole_number(node, where, span)
    if tag == "bool":
        return truth(node, where, span)
    if tag == "null":
        if node.value not in NULL_WORDS:
            raise Refused(f"{where}: expected null, got '{shown(node.value)}'", span)
        return None
    if tag == "float":
        try:
            return yaml.constructor.SafeConstructor().construct_yaml_float(node)
        except (ValueError, IndexError):
            raise Refused(f"{where}: expected a number, got '{shown(node.value)}'", span) from None
    return node.value


def slip_hint(key: str) -> str | None:
    """What to type instead, for a key that holds a slip of a Chinese input method."""
    if "：" in key:
        before, after = (part.strip(" \u3000") for part in key.split("：", 1))
        return f"'：' is a full-width colon: type an ordinary colon and a space: {before}: {after or '...'}"
    if key.startswith("\u3000"):
        return "the key starts with a full-width space '\u3000': indent with ordinary spaces"
    return None


def language_hint(key: str, kind: fmt.Record) -> str | None:
    """What a text's key that is not one of its languages should be, or where a players' term may stand."""
    if kind is fmt.TEXT_RECORD and key in fmt.PLAYER_LANGUAGES:
        return "only a pattern's name gives the players' own terms; other text is in zh and en"
    if kind is fmt.NAME_RECORD:
        known = ", ".join(f"{key} ({lang.en})" for key, lang in fmt.PLAYER_LANGUAGES.items())
        languages = f"a name's languages are zh, en and the players' own: {known}"
        return "; ".join(filter(None, (did_you_mean(key, kind.fields), languages)))
    return None


def mapping_hint(node, kind: fmt.Record, where: str) -> str | None:
    """What to write where a mapping is needed and something else stands."""
    if not isinstance(node, yaml.ScalarNode):
        return None
    if kind is fmt.OPTION and node.tag.rsplit(":", 1)[-1] in ("bool", "int"):
        name = where.rsplit(".", 1)[-1]
        return (f"an option is a mapping: to change its default, write {name}: {{default: {node.value}}} "
                "(a new option also needs type and doc)")
    return slip_hint(node.value)
