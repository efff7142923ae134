"""`mjc new`: a commented starter spec for a house ruleset that extends a bundled one."""

from __future__ import annotations

from . import ir


def starter_spec(name: str, base: ir.Ruleset, base_ref: str, schema_ref: str) -> str:
    """A spec that extends `base`, lists its options with their defaults, and compiles as it is."""
    lines = [
        f"# yaml-language-server: $schema={schema_ref}",
        f"# {name}: house rules based on {base.name.en} ({base.name.zh}).",
        "# Change what your table plays differently; everything else comes from the base ruleset.",
        "# Check it with:   mjc check specs/" + name + ".yaml",
        "# Print it with:   mjc doc specs/" + name + ".yaml --format pdf -o " + name + ".pdf",
        "mjc: 1",
        f"extends: {base_ref}",
        f"id: {name}",
        f"name: {{zh: {base.name.zh}（{name}）, en: {base.name.en} - {name}}}",
        "summary:",
        f"  zh: 以{base.name.zh}为准的桌规。",
        f"  en: House rules of our table, based on {base.name.en}.",
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
                         f"   # {o.doc.en}")
        lines.append("")
    lines += [
        "# To change a pattern, give its id and what changes, for example its value:",
        "#   patterns:",
        f"#     - id: {base.patterns[0].id}",
        f"#       value: \"{2}\"",
        "# To remove one:  - {id: <pattern id>, drop: true}",
        "# To add one, give id, name, when (and value) - see docs/guide/house-rules.md.",
        "",
        "# Each house ruleset checks itself on its own worked examples (CONTRACT.md hand records).",
        "examples: []",
        "",
    ]
    return "\n".join(lines)
