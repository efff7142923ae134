"""An upper bound on the steps one expression takes for one hand, found from its quantifiers' nesting and the
most elements each list it ranges over can hold: a spec whose expression could take too long is refused."""

from __future__ import annotations

import math

from . import ir
from .errors import SpecError
from .limits import MAX_HAND_STEPS, MAX_RECORD_STEPS

# The most elements a built-in list holds, whatever the record (a hand of 20 tiles at most, four seats).
MOST_BY_NAME = {"tiles": 20, "hand_tiles": 20, "melds": 6, "sets": 10, "pairs": 10, "chows": 6, "pungs": 6,
                "kongs": 6, "waits": 34, "flower_tiles": 16, "seats": 4, "others": 4, "wins": 4, "all_kongs": 24,
                "bonus_tiles": 20, "dora_indicators": 10, "ura_dora_indicators": 10, "wilds": 4, "stands_for": 4}
# Else by what the list holds: every tile in play, every set of a deal, the seats, the wins.
MOST_BY_ITEM = {"tile": 144, "set": 24, "seat": 5, "win": 4}
MOST_OTHERWISE = 144


class Costs:
    """The bounds of one ruleset's expressions; a definition's list is as long as its expression's."""

    def __init__(self, rs: ir.Ruleset):
        self.definitions = {d.name: d.expr for d in rs.definitions}
        self.known: dict[str, int] = {}

    def most(self, coll: ir.Expr) -> int:
        """The most elements the list `coll` can hold."""
        if isinstance(coll, ir.Const):
            return len(coll.value) if isinstance(coll.value, (list, tuple, frozenset, set)) else MOST_OTHERWISE
        if isinstance(coll, ir.MakeList):
            return len(coll.items)
        if isinstance(coll, ir.Ref) and coll.scope == ir.RefKind.DEFINE and coll.name in self.definitions:
            if coll.name not in self.known:
                self.known[coll.name] = MOST_OTHERWISE  # a definition met again while worked out
                self.known[coll.name] = self.most(self.definitions[coll.name])
            return self.known[coll.name]
        if isinstance(coll, (ir.Ref, ir.GetAttr)) and coll.name in MOST_BY_NAME:
            return MOST_BY_NAME[coll.name]
        if isinstance(coll, ir.GetAttr) and coll.name == "tiles":
            return 4  # a set's
        if isinstance(coll, (ir.Quant, ir.InValues)):  # distinct, filter: at most what they range over
            return self.most(coll.coll)
        if isinstance(coll, ir.Cond):
            return max(self.most(coll.then), self.most(coll.other))
        if isinstance(coll, ir.Call) and coll.func == "tiles_of":
            return 4 * self.most(coll.args[0])
        if isinstance(coll, ir.Call) and coll.func == "last":
            return self.most(coll.args[1])
        item = getattr(coll.type, "item", None)
        return MOST_BY_ITEM.get(getattr(item, "name", None), MOST_OTHERWISE)

    def steps(self, e: ir.Expr) -> int:
        """At most how many steps evaluating `e` takes (a name of a definition is one: it is worked out once)."""
        if isinstance(e, ir.Quant):
            per_element = 1 + sum(self.steps(x) for x in (e.where, e.body) if x is not None)
            return self.steps(e.coll) + self.most(e.coll) ** len(e.binders) * per_element
        if isinstance(e, ir.InValues):
            return self.steps(e.coll) + self.most(e.coll)
        return 1 + sum(self.steps(c) for c in ir.children(e))


def check_hand_steps(rs: ir.Ruleset, readings: int) -> None:
    """A positioned SpecError at the first expression that could take more than MAX_HAND_STEPS for one hand, or
    at the spec if all of them, for each of a hand's `readings`, could take more than MAX_RECORD_STEPS."""
    costs = Costs(rs)
    expressions = [(e, e.span) for e in ir.all_expressions(rs) if e is not None]
    expressions += [(s.tiles, s.tiles.span) for s in rs.shapes if s.tiles is not None]
    among = {id(p.when): costs.most(p.among_coll) ** len(p.among) for p in rs.patterns if p.among}
    total = 0
    for e, span in expressions:
        steps = costs.steps(e) * among.get(id(e), 1)  # a relation pattern's condition, for each choice of sets
        if steps > MAX_HAND_STEPS:
            raise SpecError(f"this expression could take {_about(steps)} steps for one hand; an expression may take "
                            f"at most {MAX_HAND_STEPS:,}", span, HINT)
        total += steps
    if total * readings > MAX_RECORD_STEPS:
        raise SpecError(f"the spec's expressions could take {_about(total)} steps for each of the {readings:,} "
                        f"readings a hand may have under its shapes, {_about(total * readings)} in all; a record may "
                        f"take at most {MAX_RECORD_STEPS:,}", None, HINT)


HINT = ("each quantifier inside another multiplies the steps by the length of its list: range over fewer "
        "elements, or take a nested quantifier out into a definition")


def _about(steps: int) -> str:
    return f"{steps:,}" if steps < 10 ** 12 else f"about 10^{int(math.log10(steps))}"
