"""Tiles by name, tile strings, and the sets (groups) a hand is made of."""

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
            raise RecordError("bad_tiles", "%s: there is no tile %s%s (in %s)" % (where, max(digits), letter, _quoted(text))) from None
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
    if text[0] in _TILE_SPACES or text[-1] in _TILE_SPACES or " " in text:
        raise RecordError("bad_tiles", "%s: a tile string has no spaces: %s" % (field, _quoted(text)))
    digits = ""
    for ch in text:
        if "1" <= ch <= "9":
            digits += ch
        elif ch == "0":
            raise RecordError("bad_tiles", "%s: there is no tile numbered 0 (in %s)" % (field, _quoted(text)))
        elif ch in SUIT_LETTERS:
            if not digits:
                raise RecordError("bad_tiles", "%s: suit letter %s has no digits before it in %s"
                                  % (field, _quoted(ch), _quoted(text)))
            digits = ""
        elif "\uff10" <= ch <= "\uff19":  # what a CJK input method types for a digit
            raise RecordError("bad_tiles", "%s: full-width digit %s in %s: type tile numbers as the ASCII digits 1-9"
                              % (field, _quoted(ch), _quoted(text)))
        elif ch > "\x7f":  # named by what it is not, never by a Unicode table's category (which varies by version)
            raise RecordError("bad_tiles", "%s: non-ASCII character %s in %s: type tiles as the ASCII digits 1-9, each "
                              "suit's followed by its letter (m, p, s, z, f)" % (field, _quoted(ch), _quoted(text)))
        else:
            raise RecordError("bad_tiles", "%s: unknown suit letter %s in %s (use m, p, s, z, f)"
                              % (field, _quoted(ch), _quoted(text)))
    raise RecordError("bad_tiles", "%s: digits %s at the end of %s have no suit letter" % (field, _quoted(digits), _quoted(text)))


# What a tile string may not begin or end with: the characters Python's str.isspace takes, listed, so that
# the JavaScript runtime reads the same list.
_TILE_SPACES = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680" + "".join(map(chr, range(0x2000, 0x200b))) + \
    "\u2028\u2029\u202f\u205f\u3000"

# The characters a message shows as they are, besides printable ASCII: Latin letters, general and CJK
# punctuation, kana, CJK ideographs, hangul, full-width forms and the mahjong tiles, as (first, last) code
# points. Every other character (a control, a space other than ' ', a format or private-use character, a
# surrogate, a combining mark, one unassigned or newer than some Unicode table) is shown escaped. The list is
# fixed, not read from Unicode's tables, so that every Python version and the JavaScript runtime
# (runtime/js/tiles.mjs, which holds the same list) write a message alike.
SHOWN_AS_IS = ((0xa1, 0xac), (0xae, 0x24f), (0x2010, 0x2027), (0x2030, 0x205e), (0x3001, 0x3029), (0x3030, 0x303f),
               (0x3041, 0x3096), (0x309b, 0x30ff), (0x3400, 0x4dbf), (0x4e00, 0x9fff), (0xac00, 0xd7a3),
               (0xf900, 0xfa6d), (0xff01, 0xff9f), (0xffe0, 0xffe6), (0x1f000, 0x1f02b), (0x20000, 0x2a6df))
_PLAIN_ASCII = re.compile(r"[ !#-&(-\[\]-~]*")  # printable ASCII but the quotes and the backslash
_SHORT_ESCAPES = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"}
_JSON_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _as_is(ch):
    """Whether a message shows a character as it is (SHOWN_AS_IS), rather than escaped."""
    code = ord(ch)
    if code < 0x7f:
        return code >= 0x20
    return any(first <= code <= last for first, last in SHOWN_AS_IS)


def _quoted(text):
    """Text of a record in a message, quoted as Python's repr quotes it, each character outside SHOWN_AS_IS
    escaped (\\xNN, \\uNNNN, \\UNNNNNNNN): the same on every Python and in JavaScript, whatever Unicode they know."""
    quote = '"' if "'" in text and '"' not in text else "'"
    if _PLAIN_ASCII.fullmatch(text):
        return quote + text + quote
    return quote + _escaped(text, dict(_SHORT_ESCAPES, **{quote: "\\" + quote}), _repr_escape) + quote


def _json_quoted(text):
    """Text inside a value shown in a message, as JSON writes a string, each character outside SHOWN_AS_IS as
    \\uNNNN (a pair of them beyond U+FFFF)."""
    return '"' + _escaped(text, _JSON_ESCAPES, _json_escape) + '"'


def _escaped(text, escapes, escape):
    """Text with the characters `escapes` names written as it says, the others outside SHOWN_AS_IS by `escape`."""
    return "".join(escapes[ch] if ch in escapes else ch if _as_is(ch) else escape(ord(ch)) for ch in text)


def _repr_escape(code):
    return "\\x%02x" % code if code <= 0xff else "\\u%04x" % code if code <= 0xffff else "\\U%08x" % code


def _json_escape(code):
    if code <= 0xffff:
        return "\\u%04x" % code
    code -= 0x10000  # a UTF-16 pair, as JSON writes a character beyond U+FFFF
    return "\\u%04x\\u%04x" % (0xd800 + (code >> 10), 0xdc00 + (code & 0x3ff))


SHOWN_LENGTH = 40  # characters of a value shown in a message, "..." included


def _shown(value):
    """A value of a record for a message: as JSON writes it (a string alone in quotes, as `_quoted` writes it),
    a number by its value alone (JavaScript does not tell 1.0 from 1), at most SHOWN_LENGTH characters."""
    if value.__class__ is str:
        text = _quoted(value[:SHOWN_LENGTH + 1])  # no more than is shown: a long string is not copied whole
    else:
        out = []
        _write_shown(value, out, SHOWN_LENGTH + 1)
        text = "".join(out)
    return text if len(text) <= SHOWN_LENGTH else text[:SHOWN_LENGTH - 3] + "..."


def _write_shown(value, out, room):
    """Write a value as _shown does, into `out`, until `room` characters are written; the room left.

    Writing stops there, so a value of any size or depth costs no more than the characters shown."""
    cls = value.__class__
    if value is None or cls is bool:
        piece = "null" if value is None else "true" if value else "false"
    elif cls is int or cls is float:
        piece = _number_text(value)
    elif cls is str:
        piece = _json_quoted(value[:room])
    elif cls is list or cls is tuple or cls is dict:
        dict_ = cls is dict
        out.append("{" if dict_ else "[")
        room -= 1
        for i, item in enumerate(value.items() if dict_ else value):
            if room <= 0:
                return room
            if i:
                out.append(", ")
                room -= 2
            if dict_:
                key, item = item
                room = _write_shown(key, out, room)
                out.append(": ")
                room = _write_shown(item, out, room - 2)
            else:
                room = _write_shown(item, out, room)
        out.append("}" if dict_ else "]")
        return room - 1
    else:  # not JSON data (a set, an object): named by its type
        piece = "a %s" % cls.__name__
    out.append(piece)
    return room - len(piece)


def _number_text(value):
    """A number of a record for a message, by its value: a whole one as _int_text writes it (1.0 and -0.0 as 1
    and 0, as JavaScript holds them), another in the shortest digits that read back (repr)."""
    if value.__class__ is int:
        return _int_text(value)
    if value.is_integer():
        return _int_text(int(value))
    if value - value == 0:  # finite
        return repr(value)
    return "NaN" if value != value else "Infinity" if value > 0 else "-Infinity"  # as JSON text writes them


def _int_text(value):
    """An integer of a record for a message: written out within MAX_RECORD_INT, named by its size
    beyond (where it is out of every range, may be too long to write, and JavaScript holds it inexactly)."""
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

    # A set holds no wild, unless it is a WildGroup: what its wilds stand for (class attributes, shared and never
    # written, so that a set of a ruleset without wilds costs nothing more).
    wilds = 0
    stands = []

    def __repr__(self):
        return "%s(%s)" % (KIND_NAMES[self.kind], tiles_text(self.tiles))


class WildGroup(Group):
    """A set that holds wilds: `wilds` of its tiles are wild tiles, standing for the tiles of `stands` (sorted)."""

    __slots__ = ("wilds", "stands")

    def __init__(self, kind, tile, tiles, owner=NO_SEAT, source=NO_SEAT, concealed=True, declared=False, added=False,
                 index=-1, has_win=False, stands=()):
        Group.__init__(self, kind, tile, tiles, owner, source, concealed, declared, added, index, has_win)
        self.stands = list(stands)
        self.wilds = len(self.stands)


NO_GROUP = Group(-1, NO_TILE, [])

# Readers of one field of a group, so that a test on each group of a list runs in C.
KIND_OF, TILE_OF, SOURCE_OF, OWNER_OF, CONCEALED_OF, DECLARED_OF, ADDED_OF, HAS_WIN_OF = map(
    operator.attrgetter, ("kind", "tile", "source", "owner", "concealed", "declared", "added", "has_win"))

