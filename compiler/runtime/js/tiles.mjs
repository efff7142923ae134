// Tiles by name, tile strings, and the sets (groups) a hand is made of.
// (Port of compiler/runtime/tiles.py.)

import { is_int, is_str, py_json, py_len, py_repr_str, py_str_slice } from "./py.mjs";
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
                              py_repr_str(text) + ")");
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

// Python's str.isspace and str.isdigit, which JavaScript's \s and \p{Nd} do not quite match: isspace
// takes \x1c-\x1f and \x85 (not \ufeff); isdigit takes, besides the decimal digits (Nd), the digits
// of Numeric_Type=Digit (superscripts, circled digits...), listed here as Python's unicodedata has them.
const _TILES_SPACE = /^[\t-\r\x1c- \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/u;
const _TILES_DIGIT = new RegExp("^[\\p{Nd}\\u00b2\\u00b3\\u00b9\\u1369-\\u1371\\u19da\\u2070\\u2074-\\u2079" +
  "\\u2080-\\u2089\\u2460-\\u2468\\u2474-\\u247c\\u2488-\\u2490\\u24ea\\u24f5-\\u24fd\\u24ff\\u2776-\\u277e" +
  "\\u2780-\\u2788\\u278a-\\u2792\\u{10a40}-\\u{10a43}\\u{10e60}-\\u{10e68}\\u{11052}-\\u{1105a}" +
  "\\u{1f100}-\\u{1f10a}]$", "u");

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
  if (text.includes(" ") || (chars.length && (_TILES_SPACE.test(chars[0]) || _TILES_SPACE.test(chars[chars.length - 1])))) {
    throw new RecordError("bad_tiles", field + ": a tile string has no spaces: " + py_repr_str(text));
  }
  let digits = "";
  for (const ch of chars) {
    const is_digit = _TILES_DIGIT.test(ch);
    if (is_digit && ch.codePointAt(0) > 0x7f) {  // a full-width digit of a CJK input method, or another script's
      const kind = "\uff10" <= ch && ch <= "\uff19" ? "full-width digit" : "non-ASCII digit";
      throw new RecordError("bad_tiles", field + ": " + kind + " " + py_repr_str(ch) + " in " + py_repr_str(text) +
                            ": type tile numbers as the ASCII digits 1-9");
    }
    if (is_digit) {
      if (ch === "0") {
        throw new RecordError("bad_tiles", field + ": there is no tile numbered 0 (in " + py_repr_str(text) + ")");
      }
      digits += ch;
    } else if (SUIT_LETTERS.includes(ch)) {  // (each is a letter, as Python's test also asks)
      if (!digits) {
        throw new RecordError("bad_tiles", field + ": suit letter " + py_repr_str(ch) + " has no digits before it in " +
                              py_repr_str(text));
      }
      digits = "";
    } else {
      throw new RecordError("bad_tiles", field + ": unknown suit letter " + py_repr_str(ch) + " in " + py_repr_str(text) +
                            " (use m, p, s, z, f)");
    }
  }
  throw new RecordError("bad_tiles", field + ": digits " + py_repr_str(digits) + " at the end of " + py_repr_str(text) +
                        " have no suit letter");
}

/** A value's Python type name, for _shown's messages. */
function _tiles_type_name(value) {
  if (Array.isArray(value)) return "list";
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) return "dict";
  return value !== null && value !== undefined && value.constructor ? value.constructor.name : "NoneType";
}

/** A value of a record for a message, as JSON writes it (a string in single quotes). */
export function _shown(value) {
  let text;
  try {
    if (is_str(value)) {
      text = py_repr_str(py_str_slice(value, 0, 41));  // no more than is shown: a long string is not copied whole
    } else if (is_int(value)) {
      text = _int_text(value);
    } else {
      try {
        text = py_json(value);
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        text = String(value);  // not JSON data (a Set, a Group...): Python's repr, as near as JS has it
      }
    }
  } catch (error) {
    if (error instanceof RangeError) {  // a structure nested deeper than the writer goes
      return "a " + _tiles_type_name(value) + " nested too deep to show";
    }
    throw error;
  }
  // (Python's other refusal, an integer of more digits than it writes out, has no JS counterpart.)
  return py_len(text) <= 40 ? text : py_str_slice(text, 0, 37) + "...";
}

/** An integer of a record for a message: written out within MAX_RECORD_INT, named by its size
 * beyond (where it is out of every range, and may be too long to write). */
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
