"""The kinds of entry of the language's registry: each holds its meaning (what the interpreter runs), its
Python code (`python`, a template; another back end adds a field of its own) and its words for the guide."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable, Protocol

from .. import runtime as rt
from ..ir import Type


class Scope(enum.Enum):
    """Where a built-in name can be read."""

    HAND = "hand"    # the expressions of one win: patterns, definitions, scoring, rejects, win rules
    TOTAL = "total"  # scoring.total, besides the names of one win
    DEAL = "deal"    # kong, player and penalty rules
    SHAPE = "shape"  # a shape's tile condition


class DealRule(enum.Enum):
    """A kind of rule run once per deal, for each of its elements; the value is its key under settlement."""

    KONG = "kong"
    PLAYER = "player"
    PENALTY = "penalties"


class Body(enum.Enum):
    """What a quantifier takes after `:`; the value is the guide's words."""

    CONDITION = "a condition (or only `where`)"
    OPTIONAL_CONDITION = "a condition (optional)"
    NUMBER = "an int"
    SEAT_OR_TILE = "a seat or tile"
    VALUE = "any value but a list"


class WinFacts(Protocol):
    """What a name of one win is read from: one arrangement of one win (the interpreter's HandContext)."""

    deal: rt.Deal
    win: rt.Win
    player: rt.Player
    arrangement: rt.Arrangement
    collected: int  # read by scoring.total only, once the win rules have paid
    now: int        # the index of the win's event: the moment of the deal it is settled at

    def complete(self, concealed: list[int], melds: list) -> bool:
        """Whether the concealed tiles with the melds make a winning shape of the ruleset."""

    def lookup_name(self, name: str) -> object:
        """Any name of the win (a definition, pattern, sum, flag or built-in name), on its arrangement."""


class DealFacts(Protocol):
    """What a name of the deal is read from (the interpreter's DealContext)."""

    deal: rt.Deal
    wins: list  # the wins, each as its WinFacts
    now: int    # the index of the event being settled (a kong's, a penalty's; the deal's end for player rules)


class ShapeFacts(Protocol):
    """What a shape's tile condition reads: the hand's concealed tiles."""

    tiles: list[int]


@dataclass(frozen=True, kw_only=True)
class Name:
    """A name the language knows without a spec (`winner`, `wins`, `collected`)."""

    name: str
    scope: Scope
    type: Type
    meaning: Callable[..., object]  # its value, from the WinFacts, DealFacts or ShapeFacts of its scope
    python: str                     # the generated code of its value (a hand name's is assigned to b_<name>)
    c: str                          # ... in the C back end (emit_c.py), over the runtime's mjc_runtime.h
    js: str                         # ... in the JavaScript back end (emit_js.py), over runtime/js
    doc: str                        # the guide's words for it
    example: str                    # an expression that reads it
    varies: bool = False            # a name of one win that changes with the arrangement
    costly: bool = False            # worked out only when an expression reaches it
    sorted_tiles: bool = False      # a list of tiles kept in tile order
    flags: tuple[str, ...] = ()     # context flags a rule reading it reads too (what a table sets from play)
    wild_python: str = ""           # the code where the spec has wilds (the deal's wild tile passed on), if another
    wild_c: str = ""
    wild_js: str = ""

    def code(self, language: str, wilds: bool) -> str:
        """The generated code of its value in a back end ("python", "c", "js"), for a spec with wilds or without."""
        return (wilds and getattr(self, "wild_" + language)) or getattr(self, language)


@dataclass(frozen=True, kw_only=True)
class Constant:
    """A named constant (`discard`, `honors`)."""

    name: str
    type: Type
    value: int                      # what it means
    python: str                     # the runtime's name for it
    doc: str
    example: str


@dataclass(frozen=True, kw_only=True)
class Element:
    """The element a kind of deal rule is run for (`k`, the kong of a kong rule)."""

    rule: DealRule
    name: str
    type: Type
    example: str


class Side(enum.Enum):
    """A side of one payment; the value is the key of a transfer that names its seat (or seats)."""

    FROM = "from"
    TO = "to"


@dataclass(frozen=True, kw_only=True)
class PaymentSeat:
    """A seat of one payment that a transfer's `amount` reads (`payer`, `payee`): with it, the amount is worked
    out for each payment the transfer makes. Every back end binds it as a local name (naming.py's `local`)."""

    name: str
    side: Side                      # the transfer's key whose seat, or each of whose seats, it is
    type: Type
    meaning: Callable[[int, int], int]  # its value, from the payment's (payer, payee)
    doc: str
    example: str                    # an amount that reads it


@dataclass(frozen=True, kw_only=True)
class Attribute:
    """An attribute of a tile or a set (`t.is_honor`, `s.from`)."""

    name: str
    type: Type
    meaning: Callable[[object], object]  # its value, from the tile (an int) or the set (a runtime Group)
    python: str                     # the generated code: {0} the object, {w0} the same ready for a postfix (x.f)
    c: str                          # ... in C: {0} the object (evaluated once)
    js: str                         # ... in JavaScript: as `python`
    doc: str
    example: str
    field: str = ""                 # a set's: the one runtime Group field it is worked out from
    as_is: bool = False             # ... and is that field's value unchanged
    deal: bool = False              # a tile's that reads the deal too (its wild tile): meaning(deal, tile), and no
                                    # table or set of values is worked out from it when the spec is compiled


@dataclass(frozen=True, kw_only=True)
class SeatAttribute:
    """An attribute of a seat (`p.melds`); the seat may be none."""

    name: str
    type: Type
    meaning: Callable[[rt.Deal, int], object]  # its value, from the deal and the seat (none included)
    python: str                     # the generated code: {0} the seat
    python_real: str = ""           # ... where the seat is never none (ranging over others): {w0} the seat
    c: str                          # ... in C: {0} the seat (evaluated once)
    js: str                         # ... in JavaScript: as `python`
    js_real: str = ""               # ... and as `python_real`
    doc: str
    example: str
    reads_moment: bool = False      # reads the moment of the deal being settled: meaning(deal, seat, now), `now`
                                    # the index of the event (the back ends read the moment set on the deal)


@dataclass(frozen=True, kw_only=True)
class WinReading:
    """How a deal rule reads a name of one win (`w.hand_value`): any name of the win, on its chosen arrangement."""

    meaning: Callable[[object, str], object]  # (the win's WinFacts, the name) -> its value
    python: str                     # the generated code: {w0} the win's view, {name} the name as a literal
    c: str                          # ... in C: {0} the win's index, {name} the name's field of the view
    js: str                         # ... in JavaScript: as `python`


@dataclass(frozen=True, kw_only=True)
class Function:
    """A function of the language (`turns(a, b)`)."""

    name: str
    params: tuple                   # each an ir.Type or ANY_LIST; with `least`, the type of every argument
    result: Type | int              # the result's type, or the index of the argument whose type it has
    meaning: Callable               # the value from the arguments' values: what the function means
    python: str                     # the generated code: {0}, {1} the arguments ({w0} in parentheses if it
                                    # needs them), {all} all of them
    c: str                          # ... in C: {0}, {1} the arguments, {all} all of them
    js: str                         # ... in JavaScript: as `python`
    doc: str                        # one line: the call and what it gives
    takes: str                      # the guide's words for its arguments
    gives: str                      # ... and for its result
    example: str                    # a call as a spec would write it
    least: int = 0                  # for a function of any number of arguments: the fewest it takes
    count_hint: str = ""            # the error for a wrong number of arguments, where the plain one misleads
    scores_wins: bool = False       # it scores wins the record does not hold: `meaning` takes first a function
                                    # (seat, win kind) -> the totals of the seat's wins over its waits; deal rules only


@dataclass(frozen=True, kw_only=True)
class Quantifier:
    """A quantifier (`count(m in melds: m.claimed)`)."""

    name: str
    body: Body
    result: Callable[[Type, Type | None], Type]  # its type, from the list's and the body's (None without one)
    meaning: Callable[[list, Callable, Callable], object]  # (elements, where, body), the last two functions of
                                    # an element (always true where the spec gives no such part)
    empty: object                   # its value over no element (None: none; [] an empty list)
    doc: str                        # one line: the form and what it gives
    gives: str                      # the guide's words for its result
    example: str
    several: bool = False           # takes several elements at once (combinations of the list)
    order_free: bool = False        # its value does not depend on the order of the list
