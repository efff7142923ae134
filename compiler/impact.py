"""What a rule change does: the same deals scored under two rulesets (or option settings), compared.

`Impact` takes each record with its two results and keeps only counts, sums, histograms and the
largest changes, so a run of any length needs the same memory. Parts accumulated apart (one per
worker process) merge into the numbers one accumulator would give. `Impact.data()` is the comparison
as plain, JSON-ready data: what the HTML report, the terminal summary and the tests read.
"""

from __future__ import annotations

import heapq
from collections import Counter

from .escape import terminal_line

SIDES = ("base", "other")
ROLES = ("winner", "discarder", "other", "drawn")
ROLE_WORDS = {"winner": "winner", "discarder": "discarder (the seat won from)", "other": "others",
              "drawn": "seats of a drawn deal"}
SEATS = (0, 1, 2, 3)
DEALER_KEYS = ("dealer", "non_dealer")
TOP = 10          # the largest changes kept, with their records
PLACES = 4        # averages are rounded to this many decimals: merged parts then give the same numbers


class _Side:
    """The tallies of one scorer's results."""

    def __init__(self) -> None:
        self.scored = 0
        self.errors: Counter = Counter()    # error code -> records
        self.wins = 0                       # win entries of all results
        self.drawn = 0                      # scored records without a win
        self.values: Counter = Counter()    # a win's total -> wins
        self.patterns: Counter = Counter()  # pattern id -> wins that score it
        self.names: dict[str, str] = {}     # pattern id -> its name

    def add(self, result: dict) -> None:
        if "error" in result:
            error = result["error"]
            self.errors[str(error.get("code", "error")) if isinstance(error, dict) else "error"] += 1
            return
        self.scored += 1
        wins = result.get("wins") or []
        self.drawn += not wins
        for win in wins:
            self.wins += 1
            self.values[win.get("total", 0)] += 1
            for pattern in {p["id"]: p for p in win.get("patterns") or ()}.values():
                self.patterns[pattern["id"]] += 1
                self._name(pattern["id"], str(pattern.get("name", pattern["id"])))

    def _name(self, pattern_id: str, name: str) -> None:
        # Should two results name one pattern differently, the smaller name is kept whatever the order.
        known = self.names.get(pattern_id)
        self.names[pattern_id] = name if known is None else min(known, name)

    def merge(self, other: "_Side") -> None:
        self.scored += other.scored
        self.errors.update(other.errors)
        self.wins += other.wins
        self.drawn += other.drawn
        self.values.update(other.values)
        self.patterns.update(other.patterns)
        for pattern_id, name in other.names.items():
            self._name(pattern_id, name)


class _Money:
    """Deltas of one group of seats (a role, a seat, the dealer) under both scorers."""

    def __init__(self) -> None:
        self.count = 0
        self.base = 0
        self.other = 0
        self.up = 0      # seats that gain more (or lose less) under the other scorer
        self.down = 0

    def add(self, base: int | float, other: int | float) -> None:
        self.count += 1
        self.base += base
        self.other += other
        self.up += other > base
        self.down += other < base

    def merge(self, other: "_Money") -> None:
        for name in ("count", "base", "other", "up", "down"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def row(self, key: str | int) -> dict:
        mean = lambda total: average(total, self.count)  # noqa: E731
        return {"key": key, "count": self.count, "base": mean(self.base), "other": mean(self.other),
                "change": mean(self.other - self.base), "up": self.up, "down": self.down}


class Impact:
    """The comparison of two scorers over the same records, accumulated one record at a time."""

    def __init__(self, base_label: str, other_label: str, unit: tuple[str, str] | str, top: int = TOP):
        self.labels = (str(base_label), str(other_label))
        self.units = (unit, unit) if isinstance(unit, str) else tuple(unit)
        self.top = top
        self.records = 0
        self.sides = {side: _Side() for side in SIDES}
        self.paired = 0              # records scored under both
        self.changed = 0             # ... whose deltas differ
        self.values_changed = 0      # ... whose wins' totals differ
        self.swings: Counter = Counter()    # swing -> paired records (see swing())
        self.outcomes: Counter = Counter()  # (base outcome, other outcome) of records not scored under both
        self.money = {key: _Money() for key in (*ROLES, *SEATS, *DEALER_KEYS)}
        self._largest: list = []     # a min-heap of (swing, -index, serial, entry): the `top` largest changes
        self._serial = 0             # never lets the heap compare two entries, should two indexes be equal

    def add(self, record: dict, base: dict, other: dict, index: int | None = None) -> None:
        """One record and its result under each scorer (a result or an `{"error": ...}`). `index` is the
        record's place in the whole run (its count so far when not given): equal changes rank by it."""
        index = self.records if index is None else index
        self.records += 1
        self.sides["base"].add(base)
        self.sides["other"].add(other)
        if "error" in base or "error" in other:
            self.outcomes[(_outcome(base), _outcome(other))] += 1
            return
        self.paired += 1
        before, after = base["deltas"], other["deltas"]
        change = swing(before, after)
        self.swings[change] += 1
        self.values_changed += _totals(base) != _totals(other)
        for seat, b, o in zip(SEATS, before, after):
            self.money[seat].add(b, o)
        dealer = record.get("dealer", 0) if isinstance(record, dict) else 0
        if _is_seat(dealer):
            for seat, b, o in zip(SEATS, before, after):
                self.money["dealer" if seat == dealer else "non_dealer"].add(b, o)
        for seat, role in enumerate(roles(record) or ()):
            self.money[role].add(before[seat], after[seat])
        if list(before) != list(after):
            self.changed += 1
            shown = {k: v for k, v in record.items() if k != "meta"}  # the caller's own data: any JSON, any depth
            self._keep(change, -index, {"index": index, "swing": change, "record": shown, "base": base,
                                        "other": other, "change": [o - b for b, o in zip(before, after)]})

    def _keep(self, change: int | float, rank: int, entry: dict) -> None:
        """Keep a change if it is among the `top` largest (a larger change first, then an earlier record)."""
        if self.top <= 0:
            return
        self._serial += 1
        item = (change, rank, self._serial, entry)
        if len(self._largest) < self.top:
            heapq.heappush(self._largest, item)
        elif item[:2] > self._largest[0][:2]:
            heapq.heapreplace(self._largest, item)

    def merge(self, other: "Impact", offset: int = 0) -> None:
        """Add the records another accumulator has seen (of the same two scorers), their places in the run moved on
        by `offset` (where the other numbered its records from 0)."""
        if (other.labels, other.units, other.top) != (self.labels, self.units, self.top):
            raise ValueError(f"cannot merge the impact of {other.labels} into that of {self.labels}")
        self.records += other.records
        for side in SIDES:
            self.sides[side].merge(other.sides[side])
        self.paired += other.paired
        self.changed += other.changed
        self.values_changed += other.values_changed
        self.swings.update(other.swings)
        self.outcomes.update(other.outcomes)
        for key, money in other.money.items():
            self.money[key].merge(money)
        for change, rank, _serial, entry in other._largest:
            if offset:
                entry = {**entry, "index": entry["index"] + offset}
            self._keep(change, rank - offset, entry)

    def data(self) -> dict:
        """The comparison as plain, JSON-ready data: labels, units, records, sides (scored, wins, errors ...),
        values, patterns, money (by role, seat, dealer), changes and the largest of them, with their records."""
        base, other = self.sides["base"], self.sides["other"]
        return {
            "labels": dict(zip(SIDES, self.labels)),
            "units": dict(zip(SIDES, self.units)),
            "records": self.records,
            "sides": {side: _side_data(self.sides[side]) for side in SIDES},
            "values": [[value, base.values[value], other.values[value]]
                       for value in sorted(base.values.keys() | other.values.keys())],
            "patterns": _patterns(base, other),
            "money": {"roles": [self.money[role].row(role) for role in ROLES],
                      "seats": [self.money[seat].row(seat) for seat in SEATS],
                      "dealer": [self.money[key].row(key) for key in DEALER_KEYS]},
            "changes": self._changes(),
            "largest": [item[-1] for item in sorted(self._largest, key=lambda item: (-item[0], -item[1]))],
        }

    def _changes(self) -> dict:
        swings = sorted(self.swings.items())
        moved = sum(s * n for s, n in swings)
        return {
            "paired": self.paired,
            "changed": self.changed,
            "unchanged": self.paired - self.changed,
            "changed_share": average(self.changed, self.paired),
            "values_changed": self.values_changed,
            "swings": [[s, n] for s, n in swings],
            "mean_swing": average(moved, self.paired),
            "mean_swing_changed": average(moved, self.changed),
            "max_swing": swings[-1][0] if swings else 0,
            "outcomes": [{"base": b, "other": o, "count": n} for (b, o), n in sorted(self.outcomes.items())],
        }


def average(total: int | float, count: int) -> int | float:
    """total / count to PLACES decimals (0 of nothing); a value too large for a float keeps its whole part."""
    if not count:
        return 0
    try:
        return round(total / count, PLACES)
    except OverflowError:
        return total // count


def swing(before: list, after: list) -> int | float:
    """How much money a change moves: half the sum over seats of |Δ other − Δ base| (a transfer counts once)."""
    moved = sum(abs(o - b) for b, o in zip(before, after))
    return moved // 2 if isinstance(moved, int) and moved % 2 == 0 else moved / 2


def roles(record: dict) -> list[str] | None:
    """Each seat's role in a deal: `winner`, `discarder` (the seat a win was taken from), `other`, or `drawn`
    for every seat of a deal without a win; None for a record whose wins cannot be read."""
    if not isinstance(record, dict):
        return None
    try:
        if "players" in record or "wins" in record:
            wins = record.get("wins") or []
        else:  # the shorthand form: one win at the top level, by seat 0 unless it says
            wins = [record] if "hand" in record or "win_tile" in record else []
        if not wins:
            return ["drawn"] * 4
        seats = ["other"] * 4
        for win in wins:
            taken_from = win.get("from")
            if win.get("by", "self_draw") != "self_draw" and _is_seat(taken_from):
                seats[taken_from] = "discarder"
        for win in wins:
            winner = win.get("winner", 0)
            if not _is_seat(winner):
                return None
            seats[winner] = "winner"
        return seats
    except (AttributeError, TypeError):
        return None


def _is_seat(value) -> bool:
    return type(value) is int and 0 <= value <= 3


def _outcome(result: dict) -> str:
    if "error" not in result:
        return "scored"
    error = result["error"]
    return str(error.get("code", "error")) if isinstance(error, dict) else "error"


def _totals(result: dict) -> list:
    return [win.get("total") for win in result.get("wins") or ()]


def _side_data(side: _Side) -> dict:
    total = sum(value * n for value, n in side.values.items())
    return {"scored": side.scored, "wins": side.wins, "drawn": side.drawn,
            "errors": dict(sorted(side.errors.items())), "error_count": sum(side.errors.values()),
            "mean_value": average(total, side.wins),
            "max_value": max(side.values, default=0)}


def _patterns(base: _Side, other: _Side) -> list[dict]:
    """Each pattern scored under either: wins that score it under each, and whether it appears or vanishes."""
    rows = []
    for pattern_id in base.patterns.keys() | other.patterns.keys():
        b, o = base.patterns[pattern_id], other.patterns[pattern_id]
        rows.append({"id": pattern_id, "name": other.names.get(pattern_id, base.names.get(pattern_id, pattern_id)),
                     "base": b, "other": o, "change": o - b,
                     "base_share": average(b, base.wins),
                     "other_share": average(o, other.wins),
                     "status": "appears" if not b else "vanishes" if not o else "both"})
    return sorted(rows, key=lambda row: (-max(row["base"], row["other"]), row["id"]))


def summary_text(data: dict) -> str:
    """A short terminal summary of `Impact.data()`: how many results change, who gains, which patterns, the most."""
    base, other = data["labels"]["base"], data["labels"]["other"]
    sides, changes, units = data["sides"], data["changes"], data["units"]
    money = {row["key"]: row for row in data["money"]["roles"] + data["money"]["dealer"]}
    lines = [
        f"impact of {other} against {base}: {data['records']} records",
        f"  scored: {sides['base']['scored']} and {sides['other']['scored']}"
        f" (refused: {sides['base']['error_count']} and {sides['other']['error_count']})",
        f"  wins: {sides['base']['wins']} and {sides['other']['wins']}; average hand value"
        f" {format_number(sides['base']['mean_value'])} {units['base']} and"
        f" {format_number(sides['other']['mean_value'])} {units['other']}",
        f"  results that change: {changes['changed']} of {changes['paired']} scored under both"
        f" ({100 * changes['changed_share']:.1f}%); hand values change in {changes['values_changed']}",
        f"  money a changed result moves: {format_number(changes['mean_swing_changed'])} on average,"
        f" {format_number(changes['max_swing'])} at most",
        f"  average delta under {base} -> under {other}:",
    ]
    for key, words in (("winner", "winner"), ("discarder", "discarder"), ("other", "others"), ("dealer", "dealer")):
        row = money[key]
        lines.append(f"    {words + ':':11} {format_number(row['base'])} -> {format_number(row['other'])}"
                     f" ({_signed(row['change'])})")
    shifts = sorted((row for row in data["patterns"] if row["change"]),
                    key=lambda row: (-abs(row["change"]), row["id"]))
    if shifts:
        lines.append("  patterns that change most (wins that score them):")
        for row in shifts[:5]:
            note = {"appears": ", appears", "vanishes": ", vanishes"}.get(row["status"], "")
            lines.append(f"    {row['name']} ({row['id']}): {row['base']} -> {row['other']}{note}")
    differ = [row for row in changes["outcomes"] if row["base"] != row["other"]]
    if differ:
        lines.append("  scored or refused differently: " + ", ".join(
            f"{row['count']} {row['base']} -> {row['other']}" for row in differ[:4]))
    if data["largest"]:
        top = data["largest"][0]
        named = f" (id {top['record']['id']})" if isinstance(top["record"], dict) and "id" in top["record"] else ""
        lines.append(f"  largest change: record {top['index']}{named}, {format_number(top['swing'])} moved:"
                     f" deltas {top['base']['deltas']} -> {top['other']['deltas']}")
    if data.get("games") is not None:
        from .game import games_text
        lines += games_text(data["games"])
    return "".join(terminal_line(line) + "\n" for line in lines)  # a pattern's name (the spec's text) starts no line


def format_number(value: int | float) -> str:
    """A number as the report shows it: a whole number as it is, another to two decimals."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"


def _signed(value: int | float) -> str:
    return ("+" if value > 0 else "") + format_number(value)
