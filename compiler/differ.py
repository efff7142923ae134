"""What a house ruleset changes from its base: options, patterns, definitions, rules, found by comparing the two IRs."""

from __future__ import annotations

from dataclasses import dataclass

from . import ir
from .render import math


@dataclass(frozen=True)
class Change:
    kind: str      # option, pattern, definition, rule, shape, other
    name: str
    what: str      # added, removed, changed
    before: str
    after: str


def differences(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    """Every change from base to house, in the order of the spec's parts."""
    out: list[Change] = []

    def by(items, key):
        return {key(i): i for i in items}

    base_opts, house_opts = by(base.options, lambda o: o.name), by(house.options, lambda o: o.name)
    for name, o in house_opts.items():
        if name not in base_opts:
            out.append(Change("option", name, "added", "", _value(o.default)))
        elif base_opts[name].default != o.default or base_opts[name].range != o.range:
            out.append(Change("option", name, "changed", _value(base_opts[name].default), _value(o.default)))
    out += [Change("option", n, "removed", _value(o.default), "") for n, o in base_opts.items() if n not in house_opts]

    base_defs, house_defs = by(base.definitions, lambda d: d.name), by(house.definitions, lambda d: d.name)
    for name, d in house_defs.items():
        if name not in base_defs:
            out.append(Change("definition", name, "added", "", math(d.expr)))
        elif math(base_defs[name].expr) != math(d.expr):
            out.append(Change("definition", name, "changed", math(base_defs[name].expr), math(d.expr)))

    base_pats, house_pats = by(base.patterns, lambda p: p.id), by(house.patterns, lambda p: p.id)
    for pid, p in house_pats.items():
        if pid not in base_pats:
            out.append(Change("pattern", pid, "added", "", _pattern(p)))
        elif _pattern(base_pats[pid]) != _pattern(p):
            out.append(Change("pattern", pid, "changed", _pattern(base_pats[pid]), _pattern(p)))
    out += [Change("pattern", pid, "removed", _pattern(p), "") for pid, p in base_pats.items() if pid not in house_pats]

    for kind, before, after in (("win rule", base.win_rules, house.win_rules), ("kong rule", base.kong_rules, house.kong_rules),
                                ("player rule", base.player_rules, house.player_rules)):
        b, h = by(before, lambda r: r.name.en), by(after, lambda r: r.name.en)
        for name, r in h.items():
            if name not in b:
                out.append(Change(kind, name, "added", "", _rule(r)))
            elif _rule(b[name]) != _rule(r):
                out.append(Change(kind, name, "changed", _rule(b[name]), _rule(r)))
        out += [Change(kind, n, "removed", _rule(r), "") for n, r in b.items() if n not in h]

    base_rej, house_rej = by(base.rejects, lambda r: r.code), by(house.rejects, lambda r: r.code)
    for code, r in house_rej.items():
        if code not in base_rej:
            out.append(Change("reject", code, "added", "", math(r.when)))
        elif math(base_rej[code].when) != math(r.when):
            out.append(Change("reject", code, "changed", math(base_rej[code].when), math(r.when)))
    out += [Change("reject", c, "removed", math(r.when), "") for c, r in base_rej.items() if c not in house_rej]
    if math(base.value) != math(house.value):
        out.append(Change("scoring", "value", "changed", math(base.value), math(house.value)))
    return out


def _value(v) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def _pattern(p: ir.Pattern) -> str:
    text = f"{p.name.zh}: {math(p.value)} when {math(p.when)}"
    return text + (f"; excludes {', '.join(p.excludes)}" if p.excludes else "")


def _rule(r: ir.Rule) -> str:
    pays = "; ".join(f"{math(t.payer)} pays {math(t.payee)} {math(t.amount)}" for t in r.pay)
    return (f"when {math(r.when)}: " if r.when is not None else "") + pays
