"""The spec's prose quoting its own values: `{name}` placeholders, and prose a house ruleset made stale.

A description, doc, note or summary may say `{concealed_points}` (an option's value, or a
definition's when it works out to a constant) or `{value(qingyise)}` (a pattern's value), so that a
sheet states the numbers the scorer uses, whatever a house ruleset or `--set` makes of them. `{{` and
`}}` are literal braces. Placeholders are checked when a spec compiles (each error positioned),
and filled in when a sheet is rendered, before the text is escaped for its format.
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import itertools
import re

from . import ir
from . import runtime as rt
from .errors import SpecError, SpecErrors, Span, did_you_mean, line_starts, stopped_after
from .limits import MAX_ERRORS, MAX_WARNINGS, STALE_LOOKS
from .semantics import arithmetic, compare
from .text import Text

# One token of prose: an escaped brace, a placeholder, or a lone brace (an error).
TOKEN = re.compile(r"\{\{|\}\}|\{([^{}]*)\}|[{}]")
NAME = re.compile(r"\s*([a-z][a-z0-9_]*)\s*")
PATTERN_VALUE = re.compile(r"\s*value\s*\(\s*([a-z][a-z0-9_]*)\s*\)\s*")



class NotConstant(Exception):
    """The expression depends on the hand (or cannot be worked out before one is dealt)."""


# ---------------------------------------------------------------- values a placeholder may quote

@dataclasses.dataclass
class _Facts:
    """A ruleset's names, looked up by name, and the constant values of its definitions once worked out."""

    options: dict
    definitions: dict
    patterns: dict
    quotable: dict  # what each placeholder name stands for: an option or a definition
    known: dict


_FACTS: dict[int, tuple[ir.Ruleset, _Facts]] = {}


def _facts(rs: ir.Ruleset) -> _Facts:
    """The facts of a ruleset, made once (a text of thousands of placeholders looked each name up anew)."""
    held = _FACTS.get(id(rs))
    if held is not None and held[0] is rs:
        return held[1]
    options, definitions = {o.name: o for o in rs.options}, {d.name: d for d in rs.definitions}
    facts = _Facts(options, definitions, {p.id: p for p in rs.patterns}, {**options, **definitions}, {})
    if len(_FACTS) >= 8:
        _FACTS.clear()
    _FACTS[id(rs)] = (rs, facts)
    return facts


def constant(e: ir.Expr, rs: ir.Ruleset, seen: frozenset = frozenset(), known: dict | None = None):
    """An expression's value before any hand, with the options at their current defaults. `known` holds each
    definition's value once worked out (the ruleset's own memo where not given), so a web of definitions
    each reading others costs its size."""
    facts = _facts(rs)
    known = facts.known if known is None else known
    if isinstance(e, ir.Const) and isinstance(e.value, (bool, int)) and not e.name:
        return e.value
    if isinstance(e, ir.Ref) and e.scope == ir.RefKind.OPTION:
        return facts.options[e.name].default
    if isinstance(e, ir.Ref) and e.scope == ir.RefKind.DEFINE and e.name not in seen:
        if e.name not in known:
            definition = facts.definitions[e.name]
            try:
                known[e.name] = constant(definition.expr, rs, seen | {e.name}, known)
            except NotConstant:
                known[e.name] = NotConstant
        if known[e.name] is NotConstant:
            raise NotConstant
        return known[e.name]
    if isinstance(e, ir.Unary):
        value = constant(e.operand, rs, seen, known)
        return (not value) if e.op == "not" else -value
    if isinstance(e, ir.Binary):
        left, right = constant(e.left, rs, seen, known), constant(e.right, rs, seen, known)
        return _arithmetic(e.op, left, right)
    if isinstance(e, ir.Cond):
        return constant(e.then if constant(e.cond, rs, seen, known) else e.other, rs, seen, known)
    if isinstance(e, ir.Logic):
        values = (constant(x, rs, seen, known) for x in e.operands)
        return all(values) if e.op == "and" else any(values)
    if isinstance(e, ir.Compare):
        values = [constant(x, rs, seen, known) for x in e.operands]
        return all(compare(op, a, b) for op, a, b in zip(e.ops, values, values[1:]))
    raise NotConstant


def _arithmetic(op: str, a: int, b: int) -> int:
    try:
        return arithmetic(op, a, b)
    except rt.RecordError:  # division by zero, a power out of range: the prose cannot quote it
        raise NotConstant from None


def placeholder_value(inner: str, rs: ir.Ruleset) -> int:
    """The number `{inner}` stands for; SpecError (without a position) when it stands for none."""
    pattern = PATTERN_VALUE.fullmatch(inner)
    if pattern:
        p = _facts(rs).patterns.get(pattern[1])
        if p is None:
            raise SpecError(f"{{{inner}}}: there is no pattern '{pattern[1]}'", None,
                            did_you_mean(pattern[1], _facts(rs).patterns))
        return _number(p.value, rs, f"{{{inner}}}: the value of pattern '{p.id}'")
    name = NAME.fullmatch(inner)
    if not name:
        raise SpecError(f"{{{inner}}} is not a placeholder: write {{name}} for an option or definition, "
                        "{value(pattern_id)} for a pattern's value", None,
                        "for a brace in the text itself, write {{ or }}")
    quotable = _facts(rs).quotable
    item = quotable.get(name[1])
    if item is None:
        raise SpecError(f"{{{inner}}}: no option or definition is called '{name[1]}'", None,
                        did_you_mean(name[1], quotable) or "a placeholder quotes an option or a definition")
    if isinstance(item, ir.Option):
        if item.type != ir.INT:
            raise SpecError(f"{{{inner}}}: option '{item.name}' is true or false; a placeholder quotes a number")
        return item.default
    return _number(item.expr, rs, f"{{{inner}}}: definition '{item.name}'")


def _number(e: ir.Expr, rs: ir.Ruleset, what: str) -> int:
    try:
        value = constant(e, rs)
    except NotConstant:
        raise SpecError(f"{what} depends on the hand, so no sheet can state it as one number", None,
                        "quote an option, or a definition worked out from options and numbers only") from None
    if isinstance(value, bool):
        raise SpecError(f"{what} is true or false; a placeholder quotes a number")
    return value


def fill(text: str, rs: ir.Ruleset) -> str:
    """Prose with its placeholders replaced by the numbers they quote (checked beforehand)."""
    def one(match):
        token = match[0]
        if token in ("{{", "}}"):
            return token[0]
        try:
            return str(placeholder_value(match[1], rs))
        except SpecError:
            return token  # only an option set at run time (a divisor of 0) gets here: shown as written
    return TOKEN.sub(one, text)


def problems(text: str, rs: ir.Ruleset):
    """Each faulty placeholder of a text, in order: (its offset, the error)."""
    for match in TOKEN.finditer(text):
        if match[0] in ("{{", "}}"):
            continue
        if match[1] is None:
            yield match.start(), SpecError(f"a lone '{match[0]}' in text: write {match[0] * 2} for a brace, "
                                           "or {name} to quote a value")
            continue
        try:
            placeholder_value(match[1], rs)
        except SpecError as exc:
            yield match.start(), exc


# ---------------------------------------------------------------- where the prose is

def prose_fields(rs: ir.Ruleset):
    """Every text that may quote values: (where, in words; the Text)."""
    if rs.summary:
        yield "the summary", rs.summary
    if rs.source_note:
        yield "the source's note", rs.source_note
    if rs.scoring_description:
        yield "the scoring's description", rs.scoring_description
    if rs.settlement_description:
        yield "the settlement's description", rs.settlement_description
    for s in rs.shapes:
        if s.description:
            yield f"shape {s.name.zh} ({s.id})", s.description
    for o in rs.options:
        yield f"option {o.name}", o.doc
    for f in rs.flags:
        if f.doc:
            yield f"flag {f.name}", f.doc
    for name, words in rs.flag_words:
        yield f"flag {name}", words
    for d in rs.definitions:
        if d.doc:
            yield f"definition {d.name}", d.doc
    for p in rs.patterns:
        if p.description:
            yield f"pattern {p.name.zh} ({p.id})", p.description
    for r in rs.win_rules + rs.kong_rules + rs.player_rules:
        if r.description:
            yield f"rule {r.name.zh} ({r.name.en})", r.description
    for p in rs.penalties:
        if p.description:
            yield f"penalty {p.name.zh} ({p.type})", p.description


def resolved(rs: ir.Ruleset) -> ir.Ruleset:
    """The ruleset with every placeholder of its prose filled in, for a sheet."""
    def text(t):
        return Text(fill(t.zh, rs), fill(t.en, rs)) if t is not None else None

    def each(items, key):
        return tuple(dataclasses.replace(x, **{key: text(getattr(x, key))}) for x in items)

    return dataclasses.replace(
        rs, summary=text(rs.summary), source_note=text(rs.source_note), shapes=each(rs.shapes, "description"),
        scoring_description=text(rs.scoring_description), settlement_description=text(rs.settlement_description),
        options=each(rs.options, "doc"), flags=each(rs.flags, "doc"), definitions=each(rs.definitions, "doc"),
        flag_words=tuple((name, text(words)) for name, words in rs.flag_words),
        patterns=each(rs.patterns, "description"), win_rules=each(rs.win_rules, "description"),
        kong_rules=each(rs.kong_rules, "description"), player_rules=each(rs.player_rules, "description"),
        penalties=each(rs.penalties, "description"))


# ---------------------------------------------------------------- checking placeholders, with positions

def spec_texts(spec):
    """Every prose text of a loaded spec with the span of its key: (Text, Span)."""
    def field(rec, key):
        if rec is not None and key in rec and isinstance(rec[key], Text):
            yield rec[key], rec.at(key)

    yield from field(spec, "summary")
    yield from field(spec.get("source"), "note")
    yield from field(spec.get("scoring"), "description")
    yield from field(spec.get("settlement"), "description")
    for rec in spec.get("shapes", ()):
        yield from field(rec, "description")
    for group in ("options", "flags", "define"):
        for rec in (spec.get(group) or {}).values():
            if isinstance(rec, dict):
                yield from field(rec, "doc")
    for rec in spec.get("patterns", ()):
        yield from field(rec, "description")
    settlement = spec.get("settlement") or {}
    for key, rules in settlement.items():
        if key == "description":
            continue
        for rec in (rules.values() if key == "penalties" else rules):
            yield from field(rec, "description")


def check_placeholders(doc, rs: ir.Ruleset) -> None:
    """Raise SpecErrors, each at its placeholder, for every placeholder that quotes nothing (the first
    MAX_ERRORS of them, as the check gives)."""
    errors = list(itertools.islice(_placeholder_errors(doc, rs), MAX_ERRORS + 1))
    if len(errors) > MAX_ERRORS:
        errors[MAX_ERRORS:] = [stopped_after(MAX_ERRORS)]
    if errors:
        exc = SpecErrors(errors)
        exc.sources = doc.sources
        raise exc


def _placeholder_errors(doc, rs: ir.Ruleset):
    """Each faulty placeholder of the spec's texts, in order, placed in its file."""
    for text, span in spec_texts(doc.spec):
        for language in dict.fromkeys((text.zh, text.en)):
            found: dict = {}
            for offset, error in problems(language, rs):
                error.span = locate(doc.sources, span, language, offset, found)
                yield error


def locate(sources: dict, key_span: Span, text: str, offset: int, found: dict | None = None) -> Span:
    """Where a placeholder stands in the file: found after its key, or the key itself if not there as written.
    `found` keeps, for a text's placeholders asked for in order, how far each was looked for already."""
    token = TOKEN.match(text, offset)[0]
    source = sources.get(key_span.file, "")
    starts = line_starts(source)
    if not 1 <= key_span.line <= len(starts):
        return key_span
    start = starts[key_span.line - 1] + key_span.col - 1
    # The same placeholder earlier in this text comes first in the file too.
    nth = text.count(token, 0, offset)
    passed, at = (found or {}).get(token, (0, start - 1))
    for _ in range(nth + 1 - passed):
        at = source.find(token, at + 1)
        if at < 0:
            return key_span
    if found is not None:
        found[token] = (nth + 1, at)
    line = bisect.bisect_right(starts, at)
    col = at - starts[line - 1] + 1
    return Span(key_span.file, line, col, line, col + len(token))


# ---------------------------------------------------------------- prose a house ruleset made stale

@dataclasses.dataclass(frozen=True)
class Stale:
    """A value the house changed, and inherited prose that states the old value in plain text."""

    item: str      # what changed, in words
    old: int
    new: int
    where: str     # the text that states the old value
    text: str

    def __str__(self) -> str:
        return (f"warning: {self.item} is {self.new} here, but {self.where} still says {self.old}: "
                f"\"{_shorten(self.text)}\" (quote the value with a placeholder, or restate the text)")


def _shorten(text: str, most: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[:most - 1] + "…"


def values(rs: ir.Ruleset) -> dict[str, tuple[str, int, str]]:
    """Every number a spec holds that prose might state: key -> (in words, value, where its own text is)."""
    out = {}
    for o in rs.options:
        if o.type == ir.INT:
            out[f"option:{o.name}"] = (f"option {o.name}", o.default, f"option {o.name}")
    for d in rs.definitions:
        try:
            value = constant(d.expr, rs)
        except NotConstant:
            continue
        if not isinstance(value, bool):
            out[f"define:{d.name}"] = (f"definition {d.name}", value, f"definition {d.name}")
    for p in rs.patterns:
        try:
            value = constant(p.value, rs)
        except NotConstant:
            continue
        out[f"pattern:{p.id}"] = (f"the value of pattern {p.id}", value, f"pattern {p.name.zh} ({p.id})")
    return out


def users(rs: ir.Ruleset) -> dict[str, set[str]]:
    """For each option, definition and pattern key, the texts (by where) of the items worked out from it."""
    def names(*exprs):
        return {f"{'option' if n.scope == 'option' else n.scope}:{n.name}" for e in exprs if e is not None
                for n in ir.walk(e) if isinstance(n, ir.Ref) and n.scope in (ir.RefKind.OPTION, ir.RefKind.DEFINE, ir.RefKind.PATTERN)}

    uses = {f"define:{d.name}": (f"definition {d.name}", names(d.expr)) for d in rs.definitions}
    uses.update({f"pattern:{p.id}": (f"pattern {p.name.zh} ({p.id})", names(p.when, p.value, p.count))
                 for p in rs.patterns})
    for r in rs.win_rules + rs.kong_rules + rs.player_rules:
        exprs = [r.when] + [x for t in r.pay for x in (t.payer, t.payee, t.amount)]
        uses[f"rule:{r.name.en}"] = (f"rule {r.name.zh} ({r.name.en})", names(*exprs))
    out: dict[str, set[str]] = {}
    changed = True
    for key, (where, used) in uses.items():  # direct uses
        for name in used:
            out.setdefault(name, set()).add((key, where))
    while changed:  # and uses of uses
        changed = False
        for name, users_of in out.items():
            for key, _ in list(users_of):
                more = out.get(key, set()) - users_of
                if more:
                    users_of |= more
                    changed = True
    return {name: {where for _, where in users_of} for name, users_of in out.items()}


def plain_number(number: int, text: str) -> bool:
    """Whether text states the number as plain text: not in a placeholder, not part of a longer number or symbol (3H)."""
    return _number_pattern(number).search(_bare(text)) is not None


def _bare(text: str) -> str:
    return TOKEN.sub(lambda m: " " if m[1] is not None else m[0][0], text)


def _number_re(number: int) -> str:
    return rf"(?<![0-9A-Za-z_])(?<!\d\.){re.escape(str(number))}(?![0-9A-Za-z_]|\.\d)"  # 4, 4分, not 14, 3H, 4.5, kong_pair_5


@functools.lru_cache(maxsize=256)
def _number_pattern(number: int) -> re.Pattern:
    return re.compile(_number_re(number))


@functools.lru_cache(maxsize=256)
def _amount_pattern(number: int, units: tuple) -> re.Pattern:
    """The number as an amount: after 'base' (base 4, 基数4), or followed by a unit (4分, 4 points)."""
    unit = "|".join(re.escape(u) for u in units if u)
    base = rf"(?:base|基数)\s*{_number_re(number)}"
    return re.compile(base + (rf"|{_number_re(number)}\s*(?:{unit})" if unit else ""))


def states_as_value(number: int, text: str, units: tuple) -> bool:
    """Whether text states the number as an amount: followed by a unit (4分, 4 points) or after 'base' (base 4, 基数4)."""
    return _amount_pattern(number, tuple(units)).search(_bare(text)) is not None


_DIGITS = re.compile(r"(?<![0-9A-Za-z_])(?<!\d\.)(\d+)(?![0-9A-Za-z_]|\.\d)")


def stale_prose(base: ir.Ruleset, house: ir.Ruleset, most: int | None = None) -> tuple[list[Stale], bool]:
    """Each value the house changed that an inherited text (the same as the base's) states as a plain
    number: anywhere as an amount (4分, base 4), or as any number in the item's own text or a text of
    an item worked out from it. The first `most` of them, where given, and whether the look was whole:
    it stops after STALE_LOOKS texts looked at."""
    before, after = values(base), values(house)
    base_texts = dict(prose_fields(base))
    inherited = [(where, t) for where, t in prose_fields(house) if base_texts.get(where) == t]
    units = tuple(dict.fromkeys([house.unit[1], house.unit[2], "分", "points", "point"]
                                + ([house.pattern_unit.zh, house.pattern_unit.en] if house.pattern_unit else [])))
    related = users(base)
    # The texts by the numbers they state: a changed value is looked for only in the texts that state its
    # digits, not in every text (thousands of values times thousands of texts took minutes).
    bare = [tuple((said, _bare(said)) for said in dict.fromkeys((t.zh, t.en))) for _where, t in inherited]
    stating: dict[str, list[int]] = {}
    for index, pair in enumerate(bare):
        for digits in dict.fromkeys(m[1] for _said, text in pair for m in _DIGITS.finditer(text)):
            stating.setdefault(digits, []).append(index)
    out, looks = [], 0
    for key, (item, new, own) in after.items():
        if key not in before or before[key][1] == new:
            continue
        old = before[key][1]
        # 0 and 1 are in too many sentences to mean this value anywhere but in its own text; a
        # pattern's value is stated in its own description, or in those of what is worked out from it.
        near = {own} | (related.get(key, set()) if old not in (0, 1) else set())
        anywhere = not key.startswith("pattern:") and old not in (0, 1)
        for index in stating.get(str(abs(old)), ()):
            looks += 1
            if looks > STALE_LOOKS:
                return out, False
            where = inherited[index][0]
            if where not in near and not anywhere:
                continue
            for said, text in bare[index]:
                if _number_pattern(old).search(text) and (where in near or _amount_pattern(old, units).search(text)):
                    out.append(Stale(item, old, new, where, said))
                    if most is not None and len(out) >= most:
                        return out, True
                    break
    return out, True


def literal(text: str) -> str:
    """Text for a prose field that says exactly what it says: its braces escaped."""
    return text.replace("{", "{{").replace("}", "}}")


def settings_as_base(rs: ir.Ruleset) -> ir.Ruleset:
    """The ruleset as its spec wrote it, before `--set` changed option defaults."""
    originals = {name: default for name, _, default in rs.settings}
    return dataclasses.replace(rs, options=tuple(dataclasses.replace(o, default=originals[o.name])
                                                 if o.name in originals else o for o in rs.options))


def warnings(compiled) -> list[str]:
    """The warning lines of `mjc check` for prose that states a value the ruleset no longer has, the
    first MAX_WARNINGS of them."""
    from .check import check
    stale, whole = [], True
    if compiled.doc is not None and compiled.doc.base is not None:
        stale, whole = stale_prose(check(compiled.doc.base), compiled.ruleset, MAX_WARNINGS + 1)
    if compiled.ruleset.settings and whole and len(stale) <= MAX_WARNINGS:
        more, whole = stale_prose(settings_as_base(compiled.ruleset), compiled.ruleset, MAX_WARNINGS + 1)
        stale += more
    lines = [f"{compiled.ruleset.id}: {s}" for s in dict.fromkeys(stale)]
    if len(lines) > MAX_WARNINGS:
        lines = lines[:MAX_WARNINGS] + [f"{compiled.ruleset.id}: warning: more texts state values this ruleset "
                                        f"changed; the first {MAX_WARNINGS} are shown"]
    elif not whole:
        lines.append(f"{compiled.ruleset.id}: warning: the look for texts that state values this ruleset changed "
                     f"stopped after {STALE_LOOKS:,} texts; some may not be shown")
    return lines
