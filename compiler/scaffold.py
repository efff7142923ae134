"""`mjc new`: a commented starter spec for a house ruleset that extends a bundled one."""

from __future__ import annotations

import math
import os
from pathlib import Path

import yaml

from . import bundled, ir, outputs
from .prose import NotConstant, constant, literal, resolved
from .limits import MAX_NAME_CHARACTERS

# The JSON Schema of spec files, written beside the specs and named by their first line without a folder: it
# moves with them, where a path into mjc's installation would break when the folder or the installation moves.
SCHEMA_FILE = "spec.schema.json"


def _fitting(name: str, shorter: str) -> str:
    return name if len(name) <= MAX_NAME_CHARACTERS else shorter


def starter_spec(name: str, base: ir.Ruleset, base_ref: str) -> str:
    """A spec that extends `base`, lists its options with their defaults, and compiles as it is.

    The base's names, docs and path are the base author's text: each is written quoted as YAML
    needs (or, in a comment, on one line), so that no comma, colon, '#', quote or line break in
    them can change what the starter says."""
    base = resolved(base)  # the docs as the base's sheet states them, values filled in
    # The base's name and the id, where both fit in a name (a long id, or a long name of a house base, may not).
    zh_name = scalar(_fitting(f"{base.name.zh}（{name}）", name), in_flow=True)
    en_name = scalar(_fitting(f"{base.name.en} - {name}", name), in_flow=True)
    lines = [
        f"# yaml-language-server: $schema={SCHEMA_FILE}",
        f"# {name}: house rules based on {one_line(base.name.en)} ({one_line(base.name.zh)}).",
        "# Change what your table plays differently; everything else comes from the base ruleset.",
        "# Check it with:   mjc check specs/" + name + ".yaml",
        "# Print it with:   mjc doc specs/" + name + ".yaml -o " + name + ".html   (-o " + name + ".pdf where "
        "Chromium is installed)",
        "mjc: 1",
        f"extends: {scalar(base_ref)}",
        f"id: {name}",
        f"name: {{zh: {zh_name}, en: {en_name}}}",
        "summary:",
        f"  zh: {scalar(literal(f'以{base.name.zh}为准的桌规。'))}",  # prose: a brace of the name is no placeholder
        f"  en: {scalar(literal(f'House rules of our table, based on {base.name.en}.'))}",
        "",
    ]
    if base.options:
        lines += ["# The options of the base ruleset, with their defaults. Change a value to play it differently;",
                  "# remove the \"# \" before a line to change that option too.", "options:"]
        for i, o in enumerate(base.options):
            default = str(o.default).lower() if isinstance(o.default, bool) else str(o.default)
            span = f" ({o.range[0]}..{o.range[1]})" if o.range else ""
            prefix = "  " if i == 0 else "  # "
            lines.append(f"{prefix}{o.name}: {{default: {default}}}{span.replace(' (', '   # range ').rstrip(')')}"
                         f"   # {one_line(o.doc.en)}")
        lines.append("")
    lines += changes_shown(base)
    lines += [
        "# Each house ruleset checks itself on its own worked examples: hand records, as docs/guide/records.md",
        "# writes them, each with the result your table agrees on.",
        "examples: []",
        "",
    ]
    return "\n".join(lines)


def refresh_schema(folder: Path, inputs: list[Path] = ()) -> str | None:
    """Write this mjc's schema of spec files into `folder` as SCHEMA_FILE unless it is there already as it is;
    "wrote" or "updated" as it was done, None if it was there. OSError where it cannot be written."""
    path = folder / SCHEMA_FILE
    text = bundled.read_text(SCHEMA_FILE)
    data = text.encode("utf-8")
    if outputs.existing_bytes(path, len(data)) == data:
        return None
    there = os.path.lexists(path)  # anything else there (a pipe too) is replaced, or the write says why it cannot be
    outputs.write_text(path, text, inputs)
    return "updated" if there else "wrote"


def scalar(text: str, in_flow: bool = False) -> str:
    """`text` as a YAML scalar on one line (in a flow mapping `{...}` if `in_flow`): plain where YAML
    reads it back there as the same text, else double-quoted with escapes."""
    if text.isprintable() and text == text.strip():
        try:
            if yaml.safe_load(f"{{x: {text}}}" if in_flow else f"x: {text}") == {"x": text}:
                return text
        except yaml.YAMLError:
            pass
    return yaml.safe_dump(text, default_style='"', allow_unicode=True, width=math.inf).rstrip("\n")


def one_line(text: str) -> str:
    """`text` for a comment: a line break or other unprintable character would end the comment."""
    return "".join(c if c.isprintable() else " " for c in text)


def changes_shown(base: ir.Ruleset) -> list[str]:
    """The changes clubs make most, each commented out, in the base's own names."""
    first = base.patterns[0]
    lines = [
        "# A base value or a definition: give its name and the new expression. The sheet's prose quotes",
        "# values as {name}, so it follows what you write here.",
        "# define:",
    ]
    number = next(((d, v) for d in base.definitions for v in [_constant(d.expr, base)] if v is not None), None)
    if number:
        lines.append(f"#   {number[0].name}: \"{number[1] + 1}\"   # {one_line(number[0].doc.en) if number[0].doc else ''}")
    else:
        lines.append("#   <name>: \"<expression>\"")
    lines += [
        "# A pattern revalued or dropped, found by its id:",
        "# patterns:",
        f"#   - id: {first.id}   # {one_line(first.name.en)}",
        "#     value: \"2\"",
        f"#   - {{id: {base.patterns[-1].id}, drop: true}}   # {one_line(base.patterns[-1].name.en)}",
        "# A new pattern: an id, a name, when it counts and what it is worth. `when` is a condition on the",
        "# hand: its tiles, sets, melds, the winning tile, how it was won (by == self_draw), the seats, the",
        "# record's flags (last_tile, kong_replacement, ...) - docs/guide/language.md lists every word.",
        "#   - id: lucky_eights",
        "#     name: {zh: 八八发, en: lucky eights}",
        "#     when: \"count(t in tiles: t.number == 8) >= 6\"",
        "#     value: \"1\"",
    ]
    if base.win_rules:
        rule = base.win_rules[0]
        lines += [
            "# A payment: a rule named exactly like one of the base's replaces it whole; another name adds one.",
            "# settlement:",
            "#   win:",
            f"#     - name: {{zh: {one_line(rule.name.zh)}, en: {one_line(rule.name.en)}}}",
            "#       when: \"<when it applies>\"",
            "#       pay:",
            "#         - {from: others, amount: \"<how much each pays>\", reason: {zh: 自摸, en: self-draw}}",
        ]
    return lines + [""]


def _constant(e: ir.Expr, rs: ir.Ruleset):
    """A definition's value when it is a plain whole number, else None."""
    try:
        value = constant(e, rs)
    except NotConstant:
        return None
    return None if isinstance(value, bool) else value
