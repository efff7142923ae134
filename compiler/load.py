"""Load stage: a spec's YAML read with source positions and checked against the spec format."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from . import specformat as fmt
from .errors import SpecError, Span, did_you_mean


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


@dataclass(frozen=True)
class Text:
    """Bilingual text: Chinese and English."""

    zh: str
    en: str


@dataclass
class Document:
    path: str
    source: str
    spec: Rec


def mark_span(file: str, node) -> Span:
    return Span(file, node.start_mark.line + 1, node.start_mark.column + 1,
                node.end_mark.line + 1, node.end_mark.column + 1)


def load_file(path: str | Path, display: str | None = None) -> Document:
    """Read and check one spec file; raise SpecError with a position on any problem."""
    path = Path(path)
    name = display or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SpecError(f"cannot read {name}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise SpecError(f"{name} is not UTF-8 text") from None
    return load_text(text, name)


def load_text(text: str, name: str) -> Document:
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        span = Span(name, mark.line + 1, mark.column + 1, mark.line + 1, mark.column + 2) if mark else None
        problem = exc.problem or "bad YAML"
        hint = "check the indentation: keys of one mapping line up, list items start with '- '" \
            if "indent" in problem or "mapping" in problem or "block" in problem else None
        raise SpecError(f"YAML syntax error: {problem}", span, hint) from None
    except yaml.YAMLError as exc:
        raise SpecError(f"YAML error: {exc}") from None
    if node is None:
        raise SpecError(f"{name} is empty", Span(name, 1, 1, 1, 2))
    reader = Reader(name, text)
    spec = reader.read(node, fmt.SPEC, "spec")
    return Document(name, text, spec)


class Reader:
    """Walks YAML nodes against the spec format, keeping positions."""

    def __init__(self, file: str, text: str):
        self.file = file
        self.lines = text.splitlines(keepends=True)
        self.offsets = [0]
        for line in self.lines:
            self.offsets.append(self.offsets[-1] + len(line))
        self.text = text

    def span(self, node) -> Span:
        return mark_span(self.file, node)

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
                spans[key] = self.span(key_node)
            return Rec(values, self.span(node), spans)
        if isinstance(kind, fmt.Either):
            errors = []
            for option in kind.options:
                try:
                    return self.read(node, option, where)
                except SpecError as exc:
                    errors.append(exc)
            raise errors[-1] if kind.last_error else SpecError(f"{where}: expected {kind.describe()}", self.span(node))
        return self.scalar(node, kind, where)

    def identifier(self, node, where: str) -> Str:
        if isinstance(node, yaml.ScalarNode) and node.value in fmt.KEYWORDS:
            raise SpecError(f"{where}: '{node.value}' is a word of the language and cannot be a name", self.span(node))
        if not isinstance(node, yaml.ScalarNode) or not fmt.IDENT_RE.fullmatch(node.value):
            raise SpecError(f"{where}: '{getattr(node, 'value', '?')}' is not a name "
                            "(lowercase letters, digits and _, starting with a letter)", self.span(node))
        out = Str(node.value)
        out.span = self.span(node)
        return out

    def record(self, node, kind: fmt.Record, where: str) -> Rec:
        if not isinstance(node, yaml.MappingNode):
            raise SpecError(f"{where}: expected a mapping with keys {', '.join(kind.fields)}", self.span(node))
        values, spans = {}, {}
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            if key not in kind.fields:
                raise SpecError(f"{where}: unknown key '{key}'", self.span(key_node),
                                did_you_mean(str(key), kind.fields) or f"known keys: {', '.join(kind.fields)}")
            if key in values:
                raise SpecError(f"{where}: '{key}' is given twice", self.span(key_node))
            spans[key] = self.span(key_node)
            values[key] = self.read(value_node, kind.fields[key].kind, f"{where}.{key}")
        for key, field in kind.fields.items():
            if field.required and key not in values:
                raise SpecError(f"{where}: missing required key '{key}' ({field.doc})", self.span(node))
        return Rec(values, self.span(node), spans)

    def scalar(self, node, kind, where: str):
        span = self.span(node)
        if kind is fmt.ANY:
            return self.plain(node)
        if kind is fmt.TEXT:
            if isinstance(node, yaml.ScalarNode) and node.tag.endswith(":str"):
                return Text(node.value, node.value)
            rec = self.record(node, fmt.TEXT_RECORD, where)
            if not rec:
                raise SpecError(f"{where}: give the text in zh, en or both", self.span(node))
            return Text(str(rec.get("zh", rec.get("en"))), str(rec.get("en", rec.get("zh"))))
        if not isinstance(node, yaml.ScalarNode):
            raise SpecError(f"{where}: expected {fmt.describe(kind)}", span)
        tag = node.tag.rsplit(":", 1)[-1]
        if kind is fmt.EXPR:
            if tag in ("int", "bool", "null", "float"):
                value = node.value if tag != "bool" else node.value.lower()
            else:
                value = node.value
            raw = self.text[node.start_mark.index:node.end_mark.index]
            if not value.strip():
                raise SpecError(f"{where}: the expression is empty", span)
            return Expr(value, self.file, raw, node.start_mark.line + 1, node.start_mark.column + 1)
        if kind is fmt.INT:
            if tag != "int":
                raise SpecError(f"{where}: expected a whole number, got '{node.value}'", span)
            return int(node.value)
        if kind is fmt.BOOL:
            if tag != "bool":
                raise SpecError(f"{where}: expected true or false, got '{node.value}'", span)
            return node.value.lower() in ("true", "yes", "on")
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

    def plain(self, node):
        """Free-form data (example records) as plain Python values."""
        if isinstance(node, yaml.MappingNode):
            return {self.plain(k): self.plain(v) for k, v in node.value}
        if isinstance(node, yaml.SequenceNode):
            return [self.plain(v) for v in node.value]
        return _scalar_value(node)


def _scalar_value(node):
    tag = node.tag.rsplit(":", 1)[-1]
    if tag == "int":
        try:
            return int(node.value.replace("_", ""))
        except ValueError:
            return node.value
    if tag == "bool":
        return node.value.lower() in ("true", "yes", "on")
    if tag == "null":
        return None
    if tag == "float":
        return float(node.value)
    return node.value
