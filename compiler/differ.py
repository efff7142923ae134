"""What a house ruleset changes from its base, said in words for the sheet's "What differs" table.

Each change names the item as players know it (its name, or what its doc says), and its value
before and after; the formulas themselves stay in the full rules below the table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import ir
from .text import Text
from .prose import NotConstant, constant, resolved
from .notation import POLICY_WORDS, math


@dataclass(frozen=True)
class Change:
    kind: str      # tiles, option, definition, pattern, win rule, kong rule, player rule, reject, scoring, table
    name: str      # the item's id in the spec
    what: str      # added, removed, changed
    label: Text    # the item in words: its name or doc
    before: Text   # the base's value, in words
    after: Text    # the house's value, in words


NONE = Text("", "")
NOT_PLAYED = Text("不用", "not played")
SEE_RULES = Text("改写（见完整规则）", "rewritten (see the full rules)")


def differences(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    """Every change from base to house, in the order of the spec's parts."""
    base, house = resolved(base), resolved(house)  # the docs as the sheet prints them
    return (_hand_size(base, house) + _options(base, house) + _definitions(base, house) + _patterns(base, house)
            + _rules(base, house) + _rejects(base, house) + _scoring(base, house) + _relations(base, house)
            + _table(base, house))


def _by(items, key) -> dict:
    return {key(i): i for i in items}


def _gist(doc: Text) -> Text:
    """A doc's first clause (up to its first semicolon), asides in brackets left out: the table names
    the item, the full rules explain it."""
    zh = re.sub(r"（[^（）]*）", "", doc.zh.split("；", 1)[0].split(";", 1)[0])
    en = re.sub(r" \([^()]*\)", "", doc.en.split("; ", 1)[0])
    return Text(zh or doc.zh, en or doc.en)


def _plain(text: str) -> Text:
    return Text(text, text)


def _hand_size(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    if base.hand_size == house.hand_size:
        return []
    said = lambda size: Text(f"{size}张", f"{size} tiles")  # noqa: E731
    return [Change("tiles", "size", "changed", Text("和牌张数（杠计3张）", "tiles of a complete hand (a kong counts three)"),
                   said(base.hand_size), said(house.hand_size))]


def _options(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    out = []
    before, after = _by(base.options, lambda o: o.name), _by(house.options, lambda o: o.name)
    for name, o in after.items():
        if name not in before:
            out.append(Change("option", name, "added", _gist(o.doc), NONE, _option_value(o)))
        elif before[name].default != o.default or before[name].range != o.range:
            out.append(Change("option", name, "changed", _gist(o.doc), _option_value(before[name]), _option_value(o)))
    out += [Change("option", n, "removed", _gist(o.doc), _option_value(o), NOT_PLAYED)
            for n, o in before.items() if n not in after]
    return out


def _option_value(o: ir.Option) -> Text:
    if isinstance(o.default, bool):
        return Text("是" if o.default else "否", "on" if o.default else "off")
    return _plain(str(o.default))


def _definitions(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    out = []
    before, after = _by(base.definitions, lambda d: d.name), _by(house.definitions, lambda d: d.name)
    for name, d in after.items():
        label = _gist(d.doc) if d.doc else _plain(name)
        if name not in before:
            out.append(Change("definition", name, "added", label, NONE, _worth(d.expr, house)))
        elif math(before[name].expr) != math(d.expr) or _worth(before[name].expr, base) != _worth(d.expr, house):
            out.append(Change("definition", name, "changed", label, _worth(before[name].expr, base), _worth(d.expr, house)))
    return out


def _worth(e: ir.Expr, rs: ir.Ruleset, unit: Text | None = None) -> Text:
    """A value in words: its number when it is one, else a pointer to the full rules."""
    try:
        value = constant(e, rs)
    except NotConstant:
        return Text("按公式（见完整规则）", "by a formula (see the full rules)")
    if isinstance(value, bool):
        return Text("是" if value else "否", "yes" if value else "no")
    return Text(f"{value}{unit.zh}" if unit else str(value), f"{value} {unit.en}" if unit else str(value))


def _patterns(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    out = []
    unit = house.pattern_unit or Text(house.unit[1], house.unit[2])
    before, after = _by(base.patterns, lambda p: p.id), _by(house.patterns, lambda p: p.id)
    for pid, p in after.items():
        label = Text(f"{p.name.zh}" + (f"：{p.description.zh}" if p.description else ""),
                     f"{p.name.en}" + (f": {p.description.en}" if p.description else ""))
        if pid not in before:
            out.append(Change("pattern", pid, "added", label, NONE, _worth(p.value, house, unit)))
            continue
        old = before[pid]
        value_before, value_after = _worth(old.value, base, unit), _worth(p.value, house, unit)
        if value_before != value_after or math(old.value) != math(p.value):
            out.append(Change("pattern", pid, "changed", label, value_before, value_after))
        if old.limit != p.limit:
            limit, ordinary = Text("满贯番种，取代普通番种", "a limit pattern"), Text("普通番种", "an ordinary pattern")
            out.append(Change("pattern", pid, "changed", label, limit if old.limit else ordinary,
                              limit if p.limit else ordinary))
        if old.series != p.series:
            out.append(Change("pattern", pid, "changed", label, _series_words(old.series), _series_words(p.series)))
        if old.fallback != p.fallback:
            fallback, always = Text("无其他番型时才计", "a fallback: counts only when no other pattern does"), \
                Text("与其他番型同计", "counts beside other patterns")
            out.append(Change("pattern", pid, "changed", label, fallback if old.fallback else always,
                              fallback if p.fallback else always))
        if math(old.when) != math(p.when) or math(old.count) != math(p.count) or old.excludes != p.excludes:
            out.append(Change("pattern", pid, "changed", label, Text("原条件", f"as in {base.id}"),
                              Text("条件或不计改变（见完整规则）", "when it counts, or what it excludes, changed "
                                   "(see the full rules)")))
    out += [Change("pattern", pid, "removed", p.name, _worth(p.value, base, unit), NOT_PLAYED)
            for pid, p in before.items() if pid not in after]
    return out


def _series_words(series: str) -> Text:
    """A pattern's series in words: which one, or none."""
    if not series:
        return Text("不属系列", "in no series")
    return Text(f"系列 {series}（只计最高者）", f"in the series {series} (only the highest counts)")


def _rules(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    out = []
    for kind, old_rules, new_rules in (("win rule", base.win_rules, house.win_rules),
                                       ("kong rule", base.kong_rules, house.kong_rules),
                                       ("player rule", base.player_rules, house.player_rules)):
        before, after = _by(old_rules, lambda r: r.name.en), _by(new_rules, lambda r: r.name.en)
        for name, r in after.items():
            said = r.description or SEE_RULES
            if name not in before:
                out.append(Change(kind, name, "added", r.name, NONE, said))
            elif _rule(before[name]) != _rule(r):
                out.append(Change(kind, name, "changed", r.name, before[name].description or Text("", ""), said))
        out += [Change(kind, n, "removed", r.name, r.description or NONE, NOT_PLAYED)
                for n, r in before.items() if n not in after]
    return out


def _rule(r: ir.Rule) -> str:
    pays = "; ".join(f"{math(t.payer)} pays {math(t.payee)} {math(t.amount)}" for t in r.pay)
    counted = "; counted in the winner's total" if r.in_total else ""
    return (f"when {math(r.when)}: " if r.when is not None else "") + pays + counted


def _rejects(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    out = []
    illegal, legal = Text("不能和", "not a legal win"), Text("可以和", "a legal win")
    before, after = _by(base.rejects, lambda r: r.code), _by(house.rejects, lambda r: r.code)
    for code, r in after.items():
        if code not in before:
            out.append(Change("reject", code, "added", r.message, legal, illegal))
        elif math(before[code].when) != math(r.when):
            out.append(Change("reject", code, "changed", r.message, Text("原条件", f"as in {base.id}"), SEE_RULES))
    out += [Change("reject", c, "removed", r.message, illegal, legal) for c, r in before.items() if c not in after]
    return out


def _scoring(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    out = []
    if math(base.value) != math(house.value):
        out.append(Change("scoring", "value", "changed", Text("一手牌的计分", "how a hand is valued"),
                          Text("原计分", f"as in {base.id}"), SEE_RULES))
    shown = lambda rs: [(name, math(e)) for name, e in rs.details] + [(f"{s}_parts", s) for s in rs.parts]  # noqa: E731
    if shown(base) != shown(house):
        out.append(Change("scoring", "details", "changed", Text("总分旁另示的数值", "what a result shows beside the total"),
                          Text("原样", f"as in {base.id}"), SEE_RULES))
    return out


def _relations(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    if base.relations == house.relations or house.relations is None:
        return []
    return [Change("scoring", "relations", "changed", Text("关联番种的计法", "how relation patterns count"),
                   POLICY_WORDS.get(base.relations, NONE), POLICY_WORDS[house.relations])]


TABLE_FIELD_WORDS = {
    "winners_per_discard": Text("一张牌最多几家同时和", "seats that may win off one discard"),
    "more_winners": Text("更多家能和时", "when more seats could win"),
    "furiten": Text("振听", "furiten"),
    "dead_wall": Text("王牌张数", "tiles in the dead wall"),
    "bonus_tiles": Text("和牌后摸的码牌", "bonus tiles drawn after a win"),
    "after_win": Text("有人和牌后", "after a win"),
}
MORE_WINNERS_WORDS = {"first_in_turn": Text("按顺序截和", "the first in turn win"), "draw": Text("流局", "the deal is drawn"),
                      "end": Text("本局结束", "the deal ends"),
                      "winner_leaves": Text("和者退出，余者继续（血战到底）", "the winner leaves, the others play on"),
                      "play_on": Text("各家继续到牌墙摸完（血流成河）", "every seat plays on to the wall's end")}


def _table(base: ir.Ruleset, house: ir.Ruleset) -> list[Change]:
    before, after = base.table.as_data(), house.table.as_data()
    return [Change("table", name, "changed", TABLE_FIELD_WORDS[name], _table_value(before[name]),
                   _table_value(after[name]))
            for name in before if before[name] != after[name]]


def _table_value(value) -> Text:
    if isinstance(value, bool):
        return Text("是", "yes") if value else Text("否", "no")
    return MORE_WINNERS_WORDS.get(value) or _plain(str(value))
