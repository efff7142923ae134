"""Whole-number arithmetic that is total: division by zero and huge powers are record errors."""

from .base import RecordError


def _rule_at(where):
    return "the expression at %s" % where if where else "a rule of this ruleset"


def divide(a, b, where=None):
    """a // b; `where` is the spec position of the division, for the error."""
    if b == 0:
        raise RecordError("division_by_zero", "%s divides by zero on this hand" % _rule_at(where))
    return a // b


def modulo(a, b, where=None):
    if b == 0:
        raise RecordError("division_by_zero", "%s divides by zero on this hand" % _rule_at(where))
    return a % b


def power(a, b, where=None):
    if b < 0:  # a whole number to a negative power is a fraction
        raise RecordError("negative_power", "%s raises to a negative power on this hand" % _rule_at(where))
    if b > 64:
        raise RecordError("overflow", "%s raises to a power above 64 on this hand" % _rule_at(where))
    return a ** b
