"""The registry of the language: each built-in is one entry, whence the checker takes its type, the interpreter
its meaning, the emitter its code and the guide its row; a new one is an entry in the module of its kind."""

from .attributes import ATTRIBUTES, SEAT_ATTRIBUTES, SET_ATTRIBUTES, TILE_ATTRIBUTES, WIN_READING
from .entries import (Attribute, Body, Constant, DealFacts, DealRule, Element, Function, Name, PaymentSeat, Quantifier,
                      Scope, SeatAttribute, ShapeFacts, Side, WinFacts, WinReading)
from .functions import ANY_LIST, FUNCTIONS
from .guide import guide_tables
from .names import (CONSTANTS, DEAL_NAMES, ELEMENTS, HAND_NAMES, NAMES, PAYMENT_SEATS, SHAPE_NAMES, TOTAL_NAMES,
                    fields_of_play_read, reads_payment_seats)
from .quantifiers import QUANTIFIERS

__all__ = [
    "ANY_LIST", "ATTRIBUTES", "Attribute", "Body", "CONSTANTS", "Constant", "DEAL_NAMES", "DealFacts", "DealRule",
    "ELEMENTS", "Element", "FUNCTIONS", "Function", "HAND_NAMES", "NAMES", "Name", "PAYMENT_SEATS", "PaymentSeat",
    "QUANTIFIERS", "Quantifier", "SEAT_ATTRIBUTES", "SET_ATTRIBUTES", "SHAPE_NAMES", "Scope", "SeatAttribute",
    "ShapeFacts", "Side", "TILE_ATTRIBUTES", "TOTAL_NAMES", "WIN_READING", "WinFacts", "WinReading",
    "fields_of_play_read", "guide_tables",
    "reads_payment_seats",
]
