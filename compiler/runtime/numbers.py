"""Whole-number arithmetic that is total: division by zero, huge powers and products are record errors."""

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


# A product or power is kept to the native scorer's 64 bits: repeated squaring doubles a number's digits at each
# step, so without a bound a few operations of a rule take minutes and gigabytes. A sum adds a bit at most, and
# the spec's limits (nesting, definitions on definitions, steps) keep sums within a few hundred bits.
def _too_large(where):
    return RecordError("overflow", "%s gives a number of 2**63 or more in size on this hand" % _rule_at(where))


def multiply(a, b, where=None):
    """a * b, a record error past the 64-bit range."""
    product = a * b
    if -2 ** 63 <= product < 2 ** 63:
        return product
    raise _too_large(where)


def power(a, b, where=None):
    if b < 0:  # a whole number to a negative power is a fraction
        raise RecordError("negative_power", "%s raises to a negative power on this hand" % _rule_at(where))
    if b > 64:
        raise RecordError("overflow", "%s raises to a power above 64 on this hand" % _rule_at(where))
    if b > 1 and a.bit_length() * (b - 1) > 200:  # far past the range: not worked out (its digits could be millions)
        raise _too_large(where)
    result = a ** b
    if -2 ** 63 <= result < 2 ** 63:
        return result
    raise _too_large(where)
