"""The quantifiers: what each takes after `:`, what it gives, what it means, and its value over no element."""

from __future__ import annotations

from ..ir import BOOL, INT, list_of
from ..runtime import NO_SEAT
from .entries import Body, Quantifier


def _picked(items: list, where) -> list:
    """The elements `where` picks, all picked before any value is worked out (as the interpreter always has)."""
    return [x for x in items if where(x)]


def _first(items: list, where, body):
    """The body of the first element picked (none without one); no element after it is looked at."""
    return next((body(x) for x in items if where(x)), NO_SEAT)


def _distinct(values: list) -> list:
    out = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


QUANTIFIERS: dict[str, Quantifier] = {q.name: q for q in (
    Quantifier(name="any", body=Body.CONDITION, result=lambda listed, body: BOOL, several=True, order_free=True,
               meaning=lambda items, where, body: any(where(x) and body(x) for x in items), empty=False,
               doc="any(x in list: condition): some element satisfies it", gives="bool",
               example="any(m in melds: m.claimed)"),
    Quantifier(name="all", body=Body.CONDITION, result=lambda listed, body: BOOL, several=True, order_free=True,
               meaning=lambda items, where, body: all(body(x) for x in items if where(x)), empty=True,
               doc="all(x in list: condition): every element satisfies it", gives="bool",
               example="all(s in sets: s.is_pung)"),
    Quantifier(name="count", body=Body.OPTIONAL_CONDITION, result=lambda listed, body: INT, several=True,
               order_free=True, meaning=lambda items, where, body: sum(1 for x in items if where(x) and body(x)),
               empty=0, doc="count(x in list: condition): how many satisfy it", gives="int",
               example="count(m in melds: m.from == discarder)"),
    Quantifier(name="sum", body=Body.NUMBER, result=lambda listed, body: INT, order_free=True,
               meaning=lambda items, where, body: sum([body(x) for x in _picked(items, where)]), empty=0,
               doc="sum(x in list: number): the sum", gives="int",
               example="sum(m in chain: if m.concealed then 3 else 1)"),
    Quantifier(name="max", body=Body.NUMBER, result=lambda listed, body: INT, order_free=True,
               meaning=lambda items, where, body: max([body(x) for x in _picked(items, where)], default=0),
               empty=0, doc="max(x in list: number): the largest (0 if none)", gives="int (0 if none)",
               example="max(s in chows: s.number)"),
    Quantifier(name="min", body=Body.NUMBER, result=lambda listed, body: INT, order_free=True,
               meaning=lambda items, where, body: min([body(x) for x in _picked(items, where)], default=0),
               empty=0, doc="min(x in list: number): the smallest (0 if none)", gives="int (0 if none)",
               example="min(s in chows: s.number)"),
    Quantifier(name="find", body=Body.SEAT_OR_TILE, result=lambda listed, body: body, meaning=_first,
               empty=None,  # none, of a seat or a tile alike
               doc="find(x in list where condition: value): the value for the first element that satisfies the "
                   "condition (none if no element does)",
               gives="that type (none if none)", example="find(m in chain where m.claimed: m.from)"),
    Quantifier(name="distinct", body=Body.VALUE, result=lambda listed, body: list_of(body),
               meaning=lambda items, where, body: _distinct([body(x) for x in _picked(items, where)]),
               empty=[], doc="distinct(x in list: value): the different values, in order of first appearance",
               gives="list of that type", example="distinct(t in tiles: t.suit)"),
    Quantifier(name="filter", body=Body.OPTIONAL_CONDITION, result=lambda listed, body: listed,
               meaning=lambda items, where, body: [x for x in items if where(x) and body(x)], empty=[],
               doc="filter(x in list: condition): the elements that satisfy it", gives="the same list type",
               example="filter(m in melds: m.is_kong)"),
)}
