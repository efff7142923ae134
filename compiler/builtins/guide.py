"""The language guide's tables of built-ins (docs/guide/language.md, section 5), made from the registry."""

from __future__ import annotations

from .attributes import SEAT_ATTRIBUTES, SET_ATTRIBUTES, TILE_ATTRIBUTES
from .functions import FUNCTIONS
from .names import CONSTANTS, DEAL_NAMES, ELEMENTS, HAND_NAMES, PAYMENT_SEATS
from .quantifiers import QUANTIFIERS


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows]) + "\n"


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _attributes(table: dict) -> str:
    return _table(("attribute", "type", "meaning", "example"),
                  [(f"`.{a.name}`", str(a.type), a.doc, f"`{a.example}`") for a in table.values()])


def guide_tables() -> dict[str, str]:
    """Each table of the guide's section 5, in Markdown, by the heading it stands under."""
    return {
        "Names of one win (pattern, define, scoring, reject and win rules)": _table(
            ("name", "type", "changes with the arrangement", "meaning", "example"),
            [(f"`{n.name}`", str(n.type), _yes(n.varies), n.doc, f"`{n.example}`") for n in HAND_NAMES.values()]),
        "Names of the deal (kong rules, player rules, penalties)": _table(
            ("name", "type", "meaning", "example"),
            [(f"`{n.name}`", str(n.type), n.doc, f"`{n.example}`") for n in DEAL_NAMES.values()]),
        "The element each kind of deal rule is run for": _table(
            ("rules", "name", "type", "example"),
            [(f"`settlement.{e.rule.value}`", f"`{e.name}`", str(e.type), f"`{e.example}`") for e in ELEMENTS.values()]),
        "The seats of one payment (a transfer's amount)": _table(
            ("name", "type", "meaning", "example"),
            [(f"`{s.name}`", str(s.type), s.doc, f"`{s.example}`") for s in PAYMENT_SEATS.values()]),
        "Constants (everywhere)": _table(
            ("name", "type", "meaning", "example"),
            [(f"`{c.name}`", str(c.type), c.doc, f"`{c.example}`") for c in CONSTANTS.values()]),
        "Attributes of a tile": _attributes(TILE_ATTRIBUTES),
        "Attributes of a set": _attributes(SET_ATTRIBUTES),
        "Attributes of a seat": _attributes(SEAT_ATTRIBUTES),
        "Functions": _table(
            ("function", "takes", "gives", "what it does", "example"),
            [(f"`{f.name}`", f.takes, f.gives, f.doc, f"`{f.example}`") for f in FUNCTIONS.values()]),
        "Quantifiers": _table(
            ("quantifier", "after `:`", "gives", "several elements", "what it does", "example"),
            [(f"`{q.name}`", q.body.value, q.gives, _yes(q.several), q.doc, f"`{q.example}`")
             for q in QUANTIFIERS.values()]),
    }
