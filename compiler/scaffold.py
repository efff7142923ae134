"""`mjc new`: a commented starter spec for a house ruleset that extends a bundled one."""

from __future__ import annotations

import math

import yaml

from . import ir


def starter_spec(name: str, base: ir.Ruleset, base_ref: str, schema_ref: str) -> str:
    """A spec that extends `base`, lists its options with their defaults, and compiles as it is.

    The base's names, docs and path are the base author's text: each is written quoted as YAML
    needs (or, in a comment, on one line), so that no comma, colon, '#', quote or line break in
    them can change what the starter says."""
    zh_name = scalar(f"{base.name.zh}（{name}）", in_flow=True)
    en_name = scalar(f"{base.name.en} - {name}", in_flow=True)
    lines = [
        f"# yaml-language-server: $schema={one_line(schema_ref)}",
        f"# {name}: house rules based on {one_line(base.name.en)} ({one_line(base.name.zh)}).",
        "# Change what your table plays differently; everything else comes from the base ruleset.",
        "# Check it with:   mjc check specs/" + name + ".yaml",
        "# Print it with:   mjc doc specs/" + name + ".yaml --format pdf -o " + name + ".pdf",
        "mjc: 1",
        f"extends: {scalar(base_ref)}",
        f"id: {name}",
        f"name: {{zh: {zh_name}, en: {en_name}}}",
        "summary:",
        f"  zh: {scalar(f'以{base.name.zh}为准的桌规。')}",
        f"  en: {scalar(f'House rules of our table, based on {base.name.en}.')}",
        "",
    ]
    if base.options:
        lines += ["# The options of the base ruleset, with their defaults. Change a value to play it differently;",
                  "# uncomment a line to change that option too.", "options:"]
        for i, o in enumerate(base.options):
            default = str(o.default).lower() if isinstance(o.default, bool) else str(o.default)
            span = f" ({o.range[0]}..{o.range[1]})" if o.range else ""
            prefix = "  " if i == 0 else "  # "
            lines.append(f"{prefix}{o.name}: {{default: {default}}}{span.replace(' (', '   # range ').rstrip(')')}"
                         f"   # {one_line(o.doc.en)}")
        lines.append("")
    lines += [
        "# To change a pattern, give its id and what changes, for example its value:",
        "#   patterns:",
        f"#     - id: {base.patterns[0].id}",
        f"#       value: \"{2}\"",
        "# To remove one:  - {id: <pattern id>, drop: true}",
        "# To add one, give id, name, when (and value) - see docs/guide/house-rules.md.",
        "",
        "# Each house ruleset checks itself on its own worked examples: hand records, as docs/guide/records.md",
        "# writes them, each with the result your table agrees on.",
        "examples: []",
        "",
    ]
    return "\n".join(lines)


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
