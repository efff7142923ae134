"""The one reader of whole numbers written as text: in a spec file, in `mjc score` input and in --set.

Each reads the same texts as a number, and refuses the rest with the same words: only the ASCII digits 0-9
(Python's int() also takes "5_0", " 5", the full-width "５" and the Arabic-Indic "٥"), an optional sign, no
leading zero (YAML reads 010 as 8), and at most a given number of digits, counted before anything is converted.
The scorers themselves read no text as a number: a record's numbers reach them as JSON values.
"""

from __future__ import annotations

from .runtime.tiles import _shown


class NotAWholeNumber(ValueError):
    """Text that whole_number refuses; the message says why, and quotes no more than 40 characters of it."""


def whole_number(text: str, most_digits: int) -> int:
    """The whole number `text` writes, or NotAWholeNumber saying why it writes none."""
    digits = text[1:] if text[:1] in ("-", "+") else text
    if len(digits) <= most_digits and digits.isascii() and digits.isdigit() and (digits[0] != "0" or len(digits) == 1):
        return int(text)
    if digits.isascii() and digits.isdigit():
        if len(digits) > most_digits:  # told by its length alone: a long number is never echoed whole
            raise NotAWholeNumber(f"a whole number of {len(digits):,} digits is too long (at most {most_digits:,})")
        raise NotAWholeNumber(f"a whole number has no leading zero, got {_shown(text)}")
    raise NotAWholeNumber(f"expected a whole number in the ASCII digits 0-9, got {_shown(text)}")
