// Tiles by name, tile strings, and the sets (groups) a hand is made of.
// (Port of compiler/runtime/tiles.py.)

import { is_dict, is_str, py_float_repr, py_len, py_str_slice } from "./py.mjs";
import { KIND_NAMES, MAX_RECORD_INT, MAX_TILE_TEXT, NO_SEAT, NO_TILE, N_TILES, RecordError, SUIT_LETTERS, SUIT_OFFSETS, SUIT_SIZES, TILE_NUMBER, TILE_SUIT } from "./base.mjs";


export function tile_name(tile) {
  const suit = TILE_SUIT[tile];
  return String(TILE_NUMBER[tile]) + SUIT_LETTERS[suit];
}

/** Compact notation of a list of tiles, grouped by suit: [0, 1, 27] -> '12m1z'. */
export function tiles_text(tiles) {
  const sorted = Array.from(tiles).sort((a, b) => a - b);
  const out = [];
  for (let suit = 0; suit < 5; suit++) {
    const digits = sorted.filter((t) => TILE_SUIT[t] === suit).map((t) => String(TILE_NUMBER[t])).join("");
    if (digits) {
      out.push(digits + SUIT_LETTERS[suit]);
    }
  }
  return out.join("");
}


export const _TILE_GROUPS = /([1-9]+)([mpszf])/g;
export const _TILE_TEXT = /^(?:[1-9]+[mpszf])*$/;  // matched against the whole text, as Python's fullmatch


export const TILE_BY_NAME = Object.fromEntries(Array.from({ length: N_TILES }, (_, t) => [tile_name(t), t]));

/** The name of a field for a message: a string, or [format, value] (or [format, [values...]]) with
 * Python's %d and %s, formatted only on error (records.py passes ("players[%d].hand", seat) and such). */
export function _tiles_field(field) {
  if (is_str(field)) {
    return field;
  }
  const values = Array.isArray(field[1]) ? field[1].slice() : [field[1]];
  return field[0].replace(/%[ds%]/g, (spec) => (spec === "%%" ? "%" : String(values.shift())));
}

/** Parse compact notation ('123m45p11z') into a sorted list of tile indices.
 *
 * `field` names the input in messages: a string, or [format, value] formatted only on error. */
export function parse_tiles(text, field = "tiles") {
  // Python counts characters in code points: a string of more than MAX_TILE_TEXT UTF-16 units may
  // still be short enough.
  if (!is_str(text) || (text.length > MAX_TILE_TEXT && py_len(text) > MAX_TILE_TEXT) || !_TILE_TEXT.test(text)) {
    _explain_bad_tiles(text, _tiles_field(field));
  }
  const tiles = [];
  for (const [, digits, letter] of text.matchAll(_TILE_GROUPS)) {
    const index = _TILE_INDEX[letter];
    for (const d of digits) {
      if (!Object.prototype.hasOwnProperty.call(index, d)) {
        const where = _tiles_field(field);
        const highest = Array.from(digits).sort().pop();  // Python's max(digits)
        throw new RecordError("bad_tiles", where + ": there is no tile " + highest + letter + " (in " +
                              _quoted(text) + ")");
      }
      tiles.push(index[d]);
    }
  }
  tiles.sort((a, b) => a - b);
  return tiles;
}


// For each suit letter, its digits' tile indices.
export const _TILE_INDEX = Object.fromEntries(Array.from(SUIT_LETTERS, (letter, suit) => [
  letter, Object.fromEntries(Array.from({ length: SUIT_SIZES[suit] }, (_, n) => [String(n + 1), SUIT_OFFSETS[suit] + n])),
]));

function _explain_bad_tiles(text, field) {
  if (!is_str(text)) {
    throw new RecordError("bad_tiles", field + ": expected a tile string such as '123m', got " + _shown(text));
  }
  const length = py_len(text);
  if (length > MAX_TILE_TEXT) {  // before any work on the text, which may be huge
    throw new RecordError("bad_tiles", field + ": a tile string of " + length + " characters is too long (at most " +
                          MAX_TILE_TEXT + "); write each tile once, as in '123m456p11z'");
  }
  const chars = Array.from(text);
  if (_TILE_SPACES.includes(chars[0]) || _TILE_SPACES.includes(chars[chars.length - 1]) || text.includes(" ")) {
    throw new RecordError("bad_tiles", field + ": a tile string has no spaces: " + _quoted(text));
  }
  let digits = "";
  for (const ch of chars) {
    if ("1" <= ch && ch <= "9") {
      digits += ch;
    } else if (ch === "0") {
      throw new RecordError("bad_tiles", field + ": there is no tile numbered 0 (in " + _quoted(text) + ")");
    } else if (SUIT_LETTERS.includes(ch)) {
      if (!digits) {
        throw new RecordError("bad_tiles", field + ": suit letter " + _quoted(ch) + " has no digits before it in " +
                              _quoted(text));
      }
      digits = "";
    } else if ("\uff10" <= ch && ch <= "\uff19") {  // what a CJK input method types for a digit
      throw new RecordError("bad_tiles", field + ": full-width digit " + _quoted(ch) + " in " + _quoted(text) +
                            ": type tile numbers as the ASCII digits 1-9");
    } else if (ch > "\x7f") {  // named by what it is not, never by a Unicode table's category (which varies by version)
      throw new RecordError("bad_tiles", field + ": non-ASCII character " + _quoted(ch) + " in " + _quoted(text) +
                            ": type tiles as the ASCII digits 1-9, each suit's followed by its letter (m, p, s, z, f)");
    } else {
      throw new RecordError("bad_tiles", field + ": unknown suit letter " + _quoted(ch) + " in " + _quoted(text) +
                            " (use m, p, s, z, f)");
    }
  }
  throw new RecordError("bad_tiles", field + ": digits " + _quoted(digits) + " at the end of " + _quoted(text) +
                        " have no suit letter");
}


// What a tile string may not begin or end with: the characters Python's str.isspace takes, listed as
// tiles.py lists them.
const _TILE_SPACES = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007" +
  "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";

// The characters a message shows as they are, besides printable ASCII, as (first, last) code points:
// tiles.py's list, fixed, so that a message never depends on the Unicode tables of the engine.
export const SHOWN_AS_IS = [[0xa1, 0xac], [0xae, 0x24f], [0x2010, 0x2027], [0x2030, 0x205e], [0x3001, 0x3029],
  [0x3030, 0x303f], [0x3041, 0x3096], [0x309b, 0x30ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xac00, 0xd7a3],
  [0xf900, 0xfa6d], [0xff01, 0xff9f], [0xffe0, 0xffe6], [0x1f000, 0x1f02b], [0x20000, 0x2a6df]];
const _PLAIN_ASCII = /^[ !#-&(-\[\]-~]*$/;  // printable ASCII but the quotes and the backslash
const _SHORT_ESCAPES = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const _JSON_ESCAPES = { "\\": "\\\\", '"': '\\"', "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** Whether a message shows a character (one code point, or a lone surrogate) as it is, rather than escaped. */
function _as_is(ch) {
  const code = ch.codePointAt(0);
  if (code < 0x7f) {
    return code >= 0x20;
  }
  for (const [first, last] of SHOWN_AS_IS) {
    if (code < first) {
      return false;
    }
    if (code <= last) {
      return true;
    }
  }
  return false;
}

/** Text of a record in a message, quoted as Python's repr quotes it, each character outside SHOWN_AS_IS
 * escaped (\xNN, \uNNNN, \UNNNNNNNN): tiles.py's _quoted, character for character. */
export function _quoted(text) {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  if (_PLAIN_ASCII.test(text)) {
    return quote + text + quote;
  }
  return quote + _escaped(text, { ..._SHORT_ESCAPES, [quote]: "\\" + quote }, _repr_escape) + quote;
}

/** Text inside a value shown in a message, as JSON writes a string, each character outside SHOWN_AS_IS as
 * \uNNNN (a pair of them beyond U+FFFF). */
function _json_quoted(text) {
  return '"' + _escaped(text, _JSON_ESCAPES, _json_escape) + '"';
}

/** Text with the characters `escapes` names written as it says, the others outside SHOWN_AS_IS by `escape`
 * (by code point; a lone surrogate alone). */
function _escaped(text, escapes, escape) {
  let out = "";
  for (const ch of text) {
    out += Object.prototype.hasOwnProperty.call(escapes, ch) ? escapes[ch] : _as_is(ch) ? ch : escape(ch.codePointAt(0));
  }
  return out;
}

function _tiles_hex(code, width) {
  return code.toString(16).padStart(width, "0");
}

function _repr_escape(code) {
  return code <= 0xff ? "\\x" + _tiles_hex(code, 2) : code <= 0xffff ? "\\u" + _tiles_hex(code, 4) : "\\U" + _tiles_hex(code, 8);
}

function _json_escape(code) {
  if (code <= 0xffff) {
    return "\\u" + _tiles_hex(code, 4);
  }
  code -= 0x10000;  // a UTF-16 pair, as JSON writes a character beyond U+FFFF
  return "\\u" + _tiles_hex(0xd800 + (code >> 10), 4) + "\\u" + _tiles_hex(0xdc00 + (code & 0x3ff), 4);
}

export const SHOWN_LENGTH = 40;  // characters of a value shown in a message, "..." included

/** A value's Python type name, for _shown's messages. */
function _tiles_type_name(value) {
  if (value instanceof Set) return "set";
  return value !== null && value !== undefined && value.constructor ? value.constructor.name : "object";
}

/** A value of a record for a message: as JSON writes it (a string alone in quotes, as `_quoted` writes it),
 * a number by its value alone, at most SHOWN_LENGTH characters. */
export function _shown(value) {
  let text;
  if (is_str(value)) {
    text = _quoted(py_str_slice(value, 0, SHOWN_LENGTH + 1));  // no more than is shown: a long string is not copied whole
  } else {
    const out = [];
    _write_shown(value, out, SHOWN_LENGTH + 1);
    text = out.join("");
  }
  return py_len(text) <= SHOWN_LENGTH ? text : py_str_slice(text, 0, SHOWN_LENGTH - 3) + "...";
}

/** Write a value as _shown does, into `out`, until `room` characters are written; the room left. Writing
 * stops there, so a value of any size or depth costs no more than the characters shown. */
function _write_shown(value, out, room) {
  let piece;
  if (value === null || value === undefined || typeof value === "boolean") {
    piece = value === null || value === undefined ? "null" : value ? "true" : "false";
  } else if (typeof value === "number") {
    piece = _number_text(value);
  } else if (is_str(value)) {
    piece = _json_quoted(py_str_slice(value, 0, room));
  } else if (Array.isArray(value) || is_dict(value)) {
    const dict = !Array.isArray(value);
    out.push(dict ? "{" : "[");
    room -= 1;
    const items = dict ? Object.entries(value) : value;
    for (let i = 0; i < items.length; i++) {
      if (room <= 0) {
        return room;
      }
      if (i) {
        out.push(", ");
        room -= 2;
      }
      if (dict) {
        room = _write_shown(items[i][0], out, room);
        out.push(": ");
        room = _write_shown(items[i][1], out, room - 2);
      } else {
        room = _write_shown(items[i], out, room);
      }
    }
    out.push(dict ? "}" : "]");
    return room - 1;
  } else {  // not JSON data (a Set, an object): named by its type
    piece = "a " + _tiles_type_name(value);
  }
  out.push(piece);
  return room - py_len(piece);
}

/** A number of a record for a message, by its value: a whole one as _int_text writes it, another in the
 * shortest digits that read back, in Python's layout (repr). */
function _number_text(value) {
  if (Number.isInteger(value)) {
    return _int_text(value);
  }
  if (Number.isFinite(value)) {
    return py_float_repr(value);
  }
  return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";  // as JSON text writes them
}

/** An integer of a record for a message: written out within MAX_RECORD_INT, named by its size
 * beyond (where it is out of every range, may be too long to write, and JavaScript holds it inexactly). */
export function _int_text(value) {
  if (-MAX_RECORD_INT <= value && value <= MAX_RECORD_INT) {
    return String(value === 0 ? 0 : value);
  }
  return value > 0 ? "a number above " + MAX_RECORD_INT : "a number below -" + MAX_RECORD_INT;
}


/** A set of a hand (chow, pung, kong, pair, or a fixed group the ruleset declares), declared or concealed.
 * (Python's keyword arguments are positional here, in the same order.) */
export class Group {
  constructor(kind, tile, tiles, owner = NO_SEAT, source = NO_SEAT, concealed = true,
              declared = false, added = false, index = -1, has_win = false) {
    this.kind = kind;
    this.tile = tile;
    this.tiles = tiles;
    this.owner = owner;
    this.source = source;
    this.concealed = concealed;
    this.declared = declared;
    this.added = added;
    this.index = index;
    this.has_win = has_win;
  }

  /** Python's __repr__. */
  toString() {
    return KIND_NAMES[this.kind] + "(" + tiles_text(this.tiles) + ")";
  }
}

// A set holds no wild, unless it is a WildGroup: what its wilds stand for (on the prototype, shared and never
// written, so that a set of a ruleset without wilds costs nothing more).
Group.prototype.wilds = 0;
Group.prototype.stands = Object.freeze([]);

/** A set that holds wilds: `wilds` of its tiles are wild tiles, standing for the tiles of `stands` (sorted). */
export class WildGroup extends Group {
  constructor(kind, tile, tiles, owner = NO_SEAT, source = NO_SEAT, concealed = true, declared = false, added = false,
              index = -1, has_win = false, stands = []) {
    super(kind, tile, tiles, owner, source, concealed, declared, added, index, has_win);
    this.stands = Array.from(stands);
    this.wilds = this.stands.length;
  }
}


export const NO_GROUP = new Group(-1, NO_TILE, []);

// Readers of one field of a group, for map and filter over a list of groups.
export const KIND_OF = (g) => g.kind;
export const TILE_OF = (g) => g.tile;
export const SOURCE_OF = (g) => g.source;
export const OWNER_OF = (g) => g.owner;
export const CONCEALED_OF = (g) => g.concealed;
export const DECLARED_OF = (g) => g.declared;
export const ADDED_OF = (g) => g.added;
export const HAS_WIN_OF = (g) => g.has_win;
