"""Tiles by name, tile strings, and the sets (groups) a hand is made of."""

import json
import operator
import re

from .base import (
    KIND_NAMES, MAX_RECORD_INT, MAX_TILE_TEXT, NO_SEAT, NO_TILE, N_TILES, RecordError, SUIT_LETTERS,
    SUIT_OFFSETS, SUIT_SIZES, TILE_NUMBER, TILE_SUIT,
)


def tile_name(tile):
    suit = TILE_SUIT[tile]
    return "%d%s" % (TILE_NUMBER[tile], SUIT_LETTERS[suit])


def tiles_text(tiles):
    """Compact notation of a list of tiles, grouped by suit: [0, 1, 27] -> '12m1z'."""
    out = []
    for suit in range(5):
        digits = "".join(str(TILE_NUMBER[t]) for t in sorted(tiles) if TILE_SUIT[t] == suit)
        if digits:
            out.append(digits + SUIT_LETTERS[suit])
    return "".join(out)


_TILE_GROUPS = re.compile(r"([1-9]+)([mpszf])")
_TILE_TEXT = re.compile(r"(?:[1-9]+[mpszf])*")


TILE_BY_NAME = {tile_name(t): t for t in range(N_TILES)}


def parse_tiles(text, field="tiles"):
    """Parse compact notation ('123m45p11z') into a sorted list of tile indices.

    `field` names the input in messages: a string, or (format, value) formatted only on error.
    """
    if not isinstance(text, str) or len(text) > MAX_TILE_TEXT or not _TILE_TEXT.fullmatch(text):
        _explain_bad_tiles(text, field if isinstance(field, str) else field[0] % field[1])
    tiles = []
    for digits, letter in _TILE_GROUPS.findall(text):
        index = _TILE_INDEX[letter]
        try:
            tiles.extend(map(index.__getitem__, digits))
        except KeyError:
            where = field if isinstance(field, str) else field[0] % field[1]
            raise RecordError("bad_tiles", "%s: there is no tile %s%s (in %r)" % (where, max(digits), letter, text)) from None
    tiles.sort()
    return tiles


# For each suit letter, its digits' tile indices.
_TILE_INDEX = {letter: {str(n + 1): SUIT_OFFSETS[suit] + n for n in range(SUIT_SIZES[suit])}
               for suit, letter in enumerate(SUIT_LETTERS)}


def _explain_bad_tiles(text, field):
    if not isinstance(text, str):
        raise RecordError("bad_tiles", "%s: expected a tile string such as '123m', got %s" % (field, _shown(text)))
    if len(text) > MAX_TILE_TEXT:  # before any work on the text, which may be huge
        raise RecordError("bad_tiles", "%s: a tile string of %d characters is too long (at most %d); write each tile "
                          "once, as in '123m456p11z'" % (field, len(text), MAX_TILE_TEXT))
    if text != text.strip() or " " in text:
        raise RecordError("bad_tiles", "%s: a tile string has no spaces: %r" % (field, text))
    digits = ""
    for ch in text:
        if ch.isdigit() and not ch.isascii():  # a full-width digit of a CJK input method, or another script's
            kind = "full-width digit" if "\uff10" <= ch <= "\uff19" else "non-ASCII digit"
            raise RecordError("bad_tiles", "%s: %s %r in %r: type tile numbers as the ASCII digits 1-9"
                              % (field, kind, ch, text))
        if ch.isdigit():
            if ch == "0":
                raise RecordError("bad_tiles", "%s: there is no tile numbered 0 (in %r)" % (field, text))
            digits += ch
        elif ch in SUIT_LETTERS and ch.isalpha():
            if not digits:
                raise RecordError("bad_tiles", "%s: suit letter %r has no digits before it in %r" % (field, ch, text))
            digits = ""
        else:
            raise RecordError("bad_tiles", "%s: unknown suit letter %r in %r (use m, p, s, z, f)" % (field, ch, text))
    raise RecordError("bad_tiles", "%s: digits %r at the end of %r have no suit letter" % (field, digits, text))


def _shown(value):
    """A value of a record for a message, as JSON writes it (a string in single quotes)."""
    try:
        if value.__class__ is str:
            text = repr(value[:41])  # no more than is shown: a long string is not copied whole
        elif value.__class__ is int:
            text = _int_text(value)
        else:
            try:
                text = json.dumps(value, ensure_ascii=False)
            except (TypeError, ValueError):  # not JSON data (a set, a tuple key...)
                text = repr(value)
    except RecursionError:  # a structure nested deeper than the writer goes
        return "a %s nested too deep to show" % type(value).__name__
    except ValueError:  # it holds an integer of more digits than Python writes out
        return "a %s holding a number too large to show" % type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _int_text(value):
    """An integer of a record for a message: written out within MAX_RECORD_INT, named by its size
    beyond (where it is out of every range, and may be too long to write)."""
    if -MAX_RECORD_INT <= value <= MAX_RECORD_INT:
        return "%d" % value
    return "a number above %d" % MAX_RECORD_INT if value > 0 else "a number below -%d" % MAX_RECORD_INT


class Group:
    """A set of a hand (chow, pung, kong, pair, or a fixed group the ruleset declares), declared or concealed."""

    __slots__ = ("kind", "tile", "tiles", "concealed", "declared", "added", "source", "owner", "index", "has_win")

    def __init__(self, kind, tile, tiles, owner=NO_SEAT, source=NO_SEAT, concealed=True,
                 declared=False, added=False, index=-1, has_win=False):
        self.kind = kind
        self.tile = tile
        self.tiles = tiles
        self.owner = owner
        self.source = source
        self.concealed = concealed
        self.declared = declared
        self.added = added
        self.index = index
        self.has_win = has_win

    def __repr__(self):
        return "%s(%s)" % (KIND_NAMES[self.kind], tiles_text(self.tiles))


NO_GROUP = Group(-1, NO_TILE, [])

# Readers of one field of a group, so that a test on each group of a list runs in C.
KIND_OF, TILE_OF, SOURCE_OF, OWNER_OF, CONCEALED_OF, DECLARED_OF, ADDED_OF, HAS_WIN_OF = map(
    operator.attrgetter, ("kind", "tile", "source", "owner", "concealed", "declared", "added", "has_win"))

