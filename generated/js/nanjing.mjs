// Scorer of the mjc ruleset `nanjing` (Nanjing Mahjong), generated from the spec specs/nanjing.yaml.
//
// Spec sha256: 222929ae7ce251c6dfd6ab4425b40f306b770db10400763dcf9d6ec3f24ce25d
// Do not edit: change the spec and run `mjc build`. An ES module with no dependencies (its runtime is below):
//
//     score(record) -> result          // a hand record (docs/guide/records.md) in, a result out
//     score_many(records) -> results   // the same for each record of a batch
//
// The results are the Python module's, key for key. Whole numbers are exact up to 2**53 - 1; a hand whose
// arithmetic passes that gives the record error "overflow" (docs/guide/javascript.md).

// ================================================================ runtime (shared by every mjc scorer)

// ---------------------------------------------------------------- runtime/js/py.mjs

// Python semantics that JavaScript lacks, for the port of the runtime (compiler/runtime/*.py).
//
// The data model: a JS number for which Number.isInteger holds is a Python int, any other number a
// Python float; null (or undefined) is None; arrays are lists and tuples; plain objects are dicts.
// Every top-level name here is unique across the runtime files (they are inlined into one scope): the
// private helpers carry the prefix `_py_`.

// ------------------------------------------------------------------ types

function is_int(v) {
  return typeof v === "number" && Number.isInteger(v);
}

function is_float(v) {
  return typeof v === "number" && !Number.isInteger(v);
}

function is_str(v) {
  return typeof v === "string";
}

function is_bool(v) {
  return typeof v === "boolean";
}

function is_list(v) {
  return Array.isArray(v);
}

/** A dict: a plain object, as JSON.parse makes (not an array, a Set or an instance of a runtime class). */
function is_dict(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    return false;
  }
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function is_none(v) {
  return v === null || v === undefined;
}

/** Python's type(v).__name__, for messages. */
function _py_type_name(v) {
  if (is_none(v)) return "NoneType";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  if (typeof v === "string") return "str";
  if (Array.isArray(v)) return "list";
  if (v instanceof Set) return "set";
  if (is_dict(v)) return "dict";
  return v.constructor && v.constructor.name ? v.constructor.name : typeof v;
}

// ------------------------------------------------------------------ strings

// A string with a UTF-16 surrogate, where code points and UTF-16 units differ.
const _PY_SURROGATE = /[\uD800-\uDFFF]/;

/** The length of a string in code points, as Python counts it. */
function py_len(s) {
  if (!_PY_SURROGATE.test(s)) {
    return s.length;
  }
  return Array.from(s).length;
}

/** Python's s[start:end], counted in code points (negative and missing bounds as in Python). */
function py_str_slice(s, start, end) {
  start = is_none(start) ? undefined : start;
  end = is_none(end) ? undefined : end;
  if (!_PY_SURROGATE.test(s)) {
    return s.slice(start, end);  // String.prototype.slice reads bounds as Python does
  }
  return Array.from(s).slice(start, end).join("");
}

// ------------------------------------------------------------------ numbers

/** Python's repr(float(x)): the shortest digits that read back as x, in Python's layout. */
function py_float_repr(x) {
  x = Number(x);
  if (Number.isNaN(x)) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  // toExponential() with no argument gives the shortest round-tripping digits, as Python's repr does.
  const [mantissa, exponent] = Math.abs(x).toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const decpt = Number(exponent) + 1;  // x = 0.<digits> * 10**decpt
  if (decpt <= -4 || decpt > 16) {
    const e = decpt - 1;
    const rest = digits.length > 1 ? "." + digits.slice(1) : "";
    return sign + digits[0] + rest + "e" + (e < 0 ? "-" : "+") + String(Math.abs(e)).padStart(2, "0");
  }
  if (decpt <= 0) {
    return sign + "0." + "0".repeat(-decpt) + digits;
  }
  if (decpt >= digits.length) {
    return sign + digits + "0".repeat(decpt - digits.length) + ".0";
  }
  return sign + digits.slice(0, decpt) + "." + digits.slice(decpt);
}

// ------------------------------------------------------------------ comparisons

function _py_unorderable(a, b) {
  return new TypeError("'<' not supported between instances of '" + _py_type_name(a) + "' and '" +
                       _py_type_name(b) + "'");
}

function _py_cmp_str(a, b) {
  if (a === b) return 0;
  if (!_PY_SURROGATE.test(a) && !_PY_SURROGATE.test(b)) {
    return a < b ? -1 : 1;  // without surrogates, UTF-16 order is code point order
  }
  const ia = a[Symbol.iterator](), ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next(), y = ib.next();
    if (x.done || y.done) return x.done ? (y.done ? 0 : -1) : 1;
    if (x.value !== y.value) return x.value.codePointAt(0) < y.value.codePointAt(0) ? -1 : 1;
  }
}

/** Python's ordering of two values (-1, 0, 1); a TypeError where Python has none. */
function py_cmp(a, b) {
  const ta = typeof a, tb = typeof b;
  if ((ta === "number" || ta === "boolean") && (tb === "number" || tb === "boolean")) {
    const x = Number(a), y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (ta === "string" && tb === "string") {
    return _py_cmp_str(a, b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    // As Python: the first pair of items that are not equal decides, then the lengths.
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      if (!py_eq(a[i], b[i])) return py_cmp(a[i], b[i]);
    }
    return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
  }
  if (is_none(a) && is_none(b)) {
    return 0;
  }
  throw _py_unorderable(a, b);
}

/** Python's == on these values (1 == true holds, as in Python). */
function py_eq(a, b) {
  if (a === b) return true;
  const ta = typeof a, tb = typeof b;
  if ((ta === "number" || ta === "boolean") && (tb === "number" || tb === "boolean")) {
    return Number(a) === Number(b);
  }
  if (is_none(a) || is_none(b)) {
    return is_none(a) && is_none(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      if (!py_eq(a[i], b[i])) return false;
    }
    return true;
  }
  if (a instanceof Set || b instanceof Set) {
    if (!(a instanceof Set) || !(b instanceof Set) || a.size !== b.size) return false;
    for (const x of a) {
      if (!b.has(x)) return false;
    }
    return true;
  }
  if (is_dict(a) && is_dict(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const k of keys) {
      if (!Object.prototype.hasOwnProperty.call(b, k) || !py_eq(a[k], b[k])) return false;
    }
    return true;
  }
  return false;
}

/** Python's sorted(items, key=key): a new array, sorted stably; each key is computed once. */
function py_sorted(items, key) {
  const decorated = Array.from(items, (item, i) => [key ? key(item) : item, i, item]);
  decorated.sort((x, y) => py_cmp(x[0], y[0]) || x[1] - y[1]);
  return decorated.map((d) => d[2]);
}

/** Python's a // b on ints (b != 0): the quotient rounded down. */
function py_floordiv(a, b) {
  const r = a % b;  // exact on doubles
  let q = (a - r) / b;  // exact: a - r is a multiple of b
  if (r !== 0 && (r < 0) !== (b < 0)) {
    q -= 1;
  }
  return q === 0 ? 0 : q;  // never -0
}

/** Python's a % b on ints (b != 0): the sign follows the divisor. */
function py_mod(a, b) {
  let r = a % b;
  if (r !== 0 && (r < 0) !== (b < 0)) {
    r += b;
  }
  return r === 0 ? 0 : r;
}

// ------------------------------------------------------------------ difflib

/** difflib.SequenceMatcher(None, a, b) on two strings, as sequences of code points: the parts
 * get_close_matches uses (b is set once, a for each candidate). */
class _PySequenceMatcher {
  constructor() {
    this.a = [];
    this.b = [];
    this.b2j = new Map();
    this.fullbcount = null;
  }

  set_seq1(a) {
    this.a = Array.from(a);
  }

  set_seq2(b) {
    this.b = Array.from(b);
    this.fullbcount = null;
    this._chain_b();
  }

  _chain_b() {
    const b = this.b;
    const b2j = new Map();
    b.forEach((elt, i) => {
      if (!b2j.has(elt)) b2j.set(elt, []);
      b2j.get(elt).push(i);
    });
    // The autojunk rule: in a sequence of 200 items or more, an item in more than 1% of it is "popular".
    const n = b.length;
    if (n >= 200) {
      const ntest = Math.floor(n / 100) + 1;
      for (const [elt, idxs] of Array.from(b2j)) {
        if (idxs.length > ntest) b2j.delete(elt);
      }
    }
    this.b2j = b2j;
  }

  find_longest_match(alo, ahi, blo, bhi) {
    const a = this.a, b = this.b, b2j = this.b2j;
    let besti = alo, bestj = blo, bestsize = 0;
    let j2len = new Map();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map();
      for (const j of b2j.get(a[i]) || []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) || 0) + 1;
        newj2len.set(j, k);
        if (k > bestsize) {
          besti = i - k + 1;
          bestj = j - k + 1;
          bestsize = k;
        }
      }
      j2len = newj2len;
    }
    // No item is junk (isjunk is None), so only the first of difflib's two extensions can apply: over
    // equal popular items at either end.
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti -= 1;
      bestj -= 1;
      bestsize += 1;
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) {
      bestsize += 1;
    }
    return [besti, bestj, bestsize];
  }

  /** The number of matched items, summed over get_matching_blocks (all the ratio needs). */
  _matches() {
    const queue = [[0, this.a.length, 0, this.b.length]];
    let total = 0;
    while (queue.length) {
      const [alo, ahi, blo, bhi] = queue.pop();
      const [i, j, k] = this.find_longest_match(alo, ahi, blo, bhi);
      if (k) {
        total += k;
        if (alo < i && blo < j) queue.push([alo, i, blo, j]);
        if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
      }
    }
    return total;
  }

  ratio() {
    return _py_calculate_ratio(this._matches(), this.a.length + this.b.length);
  }

  quick_ratio() {
    if (this.fullbcount === null) {
      this.fullbcount = new Map();
      for (const elt of this.b) this.fullbcount.set(elt, (this.fullbcount.get(elt) || 0) + 1);
    }
    const avail = new Map();
    let matches = 0;
    for (const elt of this.a) {
      const numb = avail.has(elt) ? avail.get(elt) : this.fullbcount.get(elt) || 0;
      avail.set(elt, numb - 1);
      if (numb > 0) matches += 1;
    }
    return _py_calculate_ratio(matches, this.a.length + this.b.length);
  }

  real_quick_ratio() {
    const la = this.a.length, lb = this.b.length;
    return _py_calculate_ratio(Math.min(la, lb), la + lb);
  }
}

function _py_calculate_ratio(matches, length) {
  return length ? 2.0 * matches / length : 1.0;
}

/** difflib.get_close_matches: the best of `possibilities` scoring at least `cutoff` against `word`,
 * best first (ties: the greater string first). */
function get_close_matches(word, possibilities, n = 3, cutoff = 0.6) {
  if (!(n > 0)) {
    throw new RangeError("n must be > 0: " + String(n));
  }
  if (!(cutoff >= 0.0 && cutoff <= 1.0)) {
    throw new RangeError("cutoff must be in [0.0, 1.0]: " + String(cutoff));
  }
  const result = [];
  const s = new _PySequenceMatcher();
  s.set_seq2(word);
  for (const x of possibilities) {
    s.set_seq1(x);
    if (s.real_quick_ratio() >= cutoff && s.quick_ratio() >= cutoff) {
      const score = s.ratio();
      if (score >= cutoff) result.push([score, x]);
    }
  }
  // heapq.nlargest(n, result): the n greatest (score, word) pairs, greatest first.
  return py_sorted(result).reverse().slice(0, n).map((pair) => pair[1]);
}


/** itertools.combinations(items, k): the k-subsets of items, in the same order. */
export function* py_combinations(items, k) {
  const n = items.length;
  if (k > n) {
    return;
  }
  const indices = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield indices.map((i) => items[i]);
    let i = k - 1;
    while (i >= 0 && indices[i] === i + n - k) {
      i -= 1;
    }
    if (i < 0) {
      return;
    }
    indices[i] += 1;
    for (let j = i + 1; j < k; j++) {
      indices[j] = indices[j - 1] + 1;
    }
  }
}

/** itertools.permutations(items): every ordering of items, in the same order (lexicographic in the
 * positions), so that `holds` is tried, and may fail, in the order Python tries it. */
export function* py_permutations(items) {
  const n = items.length;
  const used = new Array(n).fill(false);
  const chosen = [];
  function* extend() {
    if (chosen.length === n) {
      yield chosen.slice();
      return;
    }
    for (let i = 0; i < n; i++) {
      if (!used[i]) {
        used[i] = true;
        chosen.push(items[i]);
        yield* extend();
        chosen.pop();
        used[i] = false;
      }
    }
  }
  yield* extend();
}

/** Whether holds(...p) for some ordering p of c, tried in the order Python tries them. */
function py_some_order(c, holds) {
  for (const p of py_permutations(c)) {
    if (holds(...p)) {
      return true;
    }
  }
  return false;
}


// ---------------------------------------------------------------- runtime/js/base.mjs

// Tile numbering, limits on a record, error codes and RecordError: what every part shares.
// (Port of compiler/runtime/base.py; Python tuples are arrays here.)

// Tile indices: 0-8 are 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-33 1z-7z, 34-41 1f-8f.
const SUIT_LETTERS = "mpszf";
const SUIT_SIZES = [9, 9, 9, 7, 8];
const SUIT_OFFSETS = [0, 9, 18, 27, 34];
const N_KINDS = 34;
const N_TILES = 42;
const NO_SEAT = -1;
const NO_TILE = -1;
const TABLE = 4;  // the table, where a ruleset's rules put money no seat holds (riichi sticks): a fifth account
const HAND_SIZE = 14;  // the tiles of a complete hand, kongs counted as three, where a ruleset gives no other (tiles.size)
const MOST_HAND_SIZE = 20;  // the largest a ruleset may give: six sets and a pair

function _base_range(n) {
  return Array.from({ length: n }, (_, i) => i);
}

/** A tile table read at NO_TILE as Python reads a tuple at -1: its last entry (a property "-1", which
 * neither the length nor iteration sees). */
function _base_tile_table(entries) {
  entries[-1] = entries[entries.length - 1];
  return entries;
}

// Each tile table has one more entry, at the end, for NO_TILE (-1): suit 5, number 0, no property.
const TILE_SUIT = _base_tile_table([0, 1, 2, 3, 4].flatMap((s) => Array(SUIT_SIZES[s]).fill(s)).concat([5]));
const TILE_NUMBER = _base_tile_table(
  [0, 1, 2, 3, 4].flatMap((s) => _base_range(SUIT_SIZES[s]).map((n) => n + 1)).concat([0]));

const IS_SUITED = _base_tile_table(TILE_SUIT.map((s) => s < 3));
const IS_HONOR = _base_tile_table(TILE_SUIT.map((s) => s === 3));
const IS_WIND = _base_tile_table(_base_range(N_TILES).map((t) => 27 <= t && t <= 30).concat([false]));
const IS_DRAGON = _base_tile_table(_base_range(N_TILES).map((t) => 31 <= t && t <= 33).concat([false]));
const IS_TERMINAL = _base_tile_table(
  TILE_SUIT.map((s, t) => s < 3 && (TILE_NUMBER[t] === 1 || TILE_NUMBER[t] === 9)));
const IS_YAOJIU = _base_tile_table(
  TILE_SUIT.map((s, t) => s === 3 || (s < 3 && (TILE_NUMBER[t] === 1 || TILE_NUMBER[t] === 9))));
const IS_FLOWER = _base_tile_table(TILE_SUIT.map((s) => s === 4));

/** The tile after t in its suit's cycle, as a dora follows its indicator: 9 -> 1, North -> East, Red ->
 * White; the seasons and the plants each cycle by four. */
function _next_tile(t) {
  const suit = TILE_SUIT[t], number = TILE_NUMBER[t];
  if (suit === 5) {
    return NO_TILE;
  }
  let first = 1, size = 9;
  if (suit === 3) {
    [first, size] = number <= 4 ? [1, 4] : [5, 3];
  } else if (suit === 4) {
    [first, size] = number <= 4 ? [1, 4] : [5, 4];
  }
  return SUIT_OFFSETS[suit] + first - 1 + (number - first + 1) % size;
}

const NEXT_TILE = _base_tile_table(_base_range(N_TILES).map(_next_tile).concat([NO_TILE]));

// Group kinds. A FIXED group is one of the fixed tile sets a ruleset declares (its `groups`).
const CHOW = 0;
const PUNG = 1;
const KONG = 2;
const PAIR = 3;
const FIXED = 4;
const KIND_NAMES = ["chow", "pung", "kong", "pair", "fixed"];
const PUNG_KINDS = [PUNG, KONG];

// How a win happened.
const SELF_DRAW = 0;
const DISCARD = 1;
const ROBBING_KONG = 2;
const WIN_KINDS = ["self_draw", "discard", "robbing_kong"];

// What follows a win in a deal (a ruleset's table.after_win): the deal ends; the winner leaves and the others play
// on (血战到底); every seat plays on, a winner too, to the wall's end (血流成河).
const AFTER_WIN = ["end", "winner_leaves", "play_on"];

const MOST_PENALTIES = 8;  // a deal's penalties, at most: what the bound of a record's work counts (compiler/hand_cost.py)

/** The wins a deal may hold, as the bound of a record's work counts them: where every seat plays on, one for
 * each tile of the wall past the four waiting hands; else three (a discard won by three seats). */
function most_wins(after_win, kinds, hand_size) {
  return after_win === "play_on" ? Math.max(3, 4 * kinds - 4 * (hand_size - 1)) : 3;
}

const WIND_LETTERS = "ESWN";
const ROUND_WINDS = Array.from(WIND_LETTERS);
const CHARACTERS = 0;
const DOTS = 1;
const BAMBOO = 2;
const HONORS = 3;
const FLOWER_SUIT = 4;
const NO_SUIT = -1;  // a suit field of a player that the record leaves out, where the spec gives it no default

// Context flags every record may carry (docs/guide/records.md); a ruleset may declare more.
const CONTRACT_FLAGS = {
  "kong_replacement": "bool",
  "kong_chain": "int",
  "discard_after_kong": "bool",
  "flower_replacement": "bool",
  "flower_kong_replacement": "bool",
  "last_tile": "bool",
  "last_of_kind": "bool",
  "first_draw": "bool",
  "first_discard": "bool",
  "declared_ready": "bool",
  "bonus_tiles": "tiles",
  "doubled": "bool",
  "dora_indicators": "tiles",
  "ura_dora_indicators": "tiles",
  "double_riichi": "bool",
  "ippatsu": "bool",
};
const INT_FLAG_RANGE = [0, 4];  // an int flag's values, unless its ruleset gives a range

// Limits on a record, so that hostile input is refused early and cheaply, never a crash or a long wait.
const MAX_RECORD_LINE = 1 << 20;  // bytes of one line of `mjc score` input (a hand record takes well under 1 KiB)
const MAX_NUMBER_DIGITS = 100;  // digits of one number in `mjc score` input, checked before the number is converted
const MAX_TILE_TEXT = 200;  // characters of one tile string (all 144 tiles of a set, written compactly, take 149)
// No seat, count or option of a record comes near this: an integer beyond it is out of range, and is
// named by its size in messages (Python refuses to write out one of more than 4300 digits).
const MAX_RECORD_INT = 10 ** 9;


// Every code a RecordError of the scorers carries (a ruleset's rejects add their own).
const ERROR_CODES = ["bad_record", "wrong_ruleset", "bad_tiles", "too_many_copies", "tile_count", "bad_meld",
  "claim_not_allowed", "missing_from", "bad_rob", "unknown_flag", "bad_flag", "unknown_option",
  "bad_option", "unknown_penalty", "bad_flowers", "not_a_win", "division_by_zero", "overflow",
  "negative_power", "negative_payment", "bad_index", "missing_wilds", "bad_wilds", "bad_event", "after_win",
  "bad_player_field"];


/** A hand record that cannot be scored; `code` is stable, `message` is for people. */
class RecordError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "RecordError";
    this.code = code;
    this.message = message;
  }
}


// ---------------------------------------------------------------- runtime/js/tiles.mjs

// Tiles by name, tile strings, and the sets (groups) a hand is made of.
// (Port of compiler/runtime/tiles.py.)



function tile_name(tile) {
  const suit = TILE_SUIT[tile];
  return String(TILE_NUMBER[tile]) + SUIT_LETTERS[suit];
}

/** Compact notation of a list of tiles, grouped by suit: [0, 1, 27] -> '12m1z'. */
function tiles_text(tiles) {
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


const _TILE_GROUPS = /([1-9]+)([mpszf])/g;
const _TILE_TEXT = /^(?:[1-9]+[mpszf])*$/;  // matched against the whole text, as Python's fullmatch


const TILE_BY_NAME = Object.fromEntries(Array.from({ length: N_TILES }, (_, t) => [tile_name(t), t]));

/** The name of a field for a message: a string, or [format, value] (or [format, [values...]]) with
 * Python's %d and %s, formatted only on error (records.py passes ("players[%d].hand", seat) and such). */
function _tiles_field(field) {
  if (is_str(field)) {
    return field;
  }
  const values = Array.isArray(field[1]) ? field[1].slice() : [field[1]];
  return field[0].replace(/%[ds%]/g, (spec) => (spec === "%%" ? "%" : String(values.shift())));
}

/** Parse compact notation ('123m45p11z') into a sorted list of tile indices.
 *
 * `field` names the input in messages: a string, or [format, value] formatted only on error. */
function parse_tiles(text, field = "tiles") {
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
const _TILE_INDEX = Object.fromEntries(Array.from(SUIT_LETTERS, (letter, suit) => [
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
const SHOWN_AS_IS = [[0xa1, 0xac], [0xae, 0x24f], [0x2010, 0x2027], [0x2030, 0x205e], [0x3001, 0x3029],
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
function _quoted(text) {
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

const SHOWN_LENGTH = 40;  // characters of a value shown in a message, "..." included

/** A value's Python type name, for _shown's messages. */
function _tiles_type_name(value) {
  if (value instanceof Set) return "set";
  return value !== null && value !== undefined && value.constructor ? value.constructor.name : "object";
}

/** A value of a record for a message: as JSON writes it (a string alone in quotes, as `_quoted` writes it),
 * a number by its value alone, at most SHOWN_LENGTH characters. */
function _shown(value) {
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
function _int_text(value) {
  if (-MAX_RECORD_INT <= value && value <= MAX_RECORD_INT) {
    return String(value === 0 ? 0 : value);
  }
  return value > 0 ? "a number above " + MAX_RECORD_INT : "a number below -" + MAX_RECORD_INT;
}


/** A set of a hand (chow, pung, kong, pair, or a fixed group the ruleset declares), declared or concealed.
 * (Python's keyword arguments are positional here, in the same order.) */
class Group {
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
class WildGroup extends Group {
  constructor(kind, tile, tiles, owner = NO_SEAT, source = NO_SEAT, concealed = true, declared = false, added = false,
              index = -1, has_win = false, stands = []) {
    super(kind, tile, tiles, owner, source, concealed, declared, added, index, has_win);
    this.stands = Array.from(stands);
    this.wilds = this.stands.length;
  }
}


const NO_GROUP = new Group(-1, NO_TILE, []);

// Readers of one field of a group, for map and filter over a list of groups.
const KIND_OF = (g) => g.kind;
const TILE_OF = (g) => g.tile;
const SOURCE_OF = (g) => g.source;
const OWNER_OF = (g) => g.owner;
const CONCEALED_OF = (g) => g.concealed;
const DECLARED_OF = (g) => g.declared;
const ADDED_OF = (g) => g.added;
const HAS_WIN_OF = (g) => g.has_win;


// ---------------------------------------------------------------- runtime/js/numbers.mjs

// Whole-number arithmetic that is total: division by zero, huge powers and products are record errors.
// (Port of compiler/runtime/numbers.py, with `safe`: Python keeps a product or power within 64 bits, but
// JavaScript's numbers are exact only up to 2**53, so any whole number past that is the record's "overflow" error.)



function _rule_at(where) {
  return where ? "the expression at " + where : "a rule of this ruleset";
}


/** a // b; `where` is the spec position of the division, for the error. */
function divide(a, b, where = null) {
  if (b === 0) {
    throw new RecordError("division_by_zero", _rule_at(where) + " divides by zero on this hand");
  }
  return py_floordiv(a, b);
}


function modulo(a, b, where = null) {
  if (b === 0) {
    throw new RecordError("division_by_zero", _rule_at(where) + " divides by zero on this hand");
  }
  return py_mod(a, b);
}


/** The record's "overflow" error: JavaScript's bound is 2**53 (Python's, 2**63). */
function _too_large(where) {
  return new RecordError("overflow", _rule_at(where) + " gives a number too large for exact arithmetic " +
                         "(2**53 or more in size) on this hand");
}


/** a * b, a record error past what JavaScript holds exactly. */
function multiply(a, b, where = null) {
  return safe(a * b, where);
}


function power(a, b, where = null) {
  if (b < 0) {  // a whole number to a negative power is a fraction
    throw new RecordError("negative_power", _rule_at(where) + " raises to a negative power on this hand");
  }
  if (b > 64) {
    throw new RecordError("overflow", _rule_at(where) + " raises to a power above 64 on this hand");
  }
  // By repeated products, each checked, so that the result is exact (** on doubles may round).
  let result = 1;
  for (let i = 0; i < b; i++) {
    result = safe(result * a, where);
  }
  return result;
}


/** n itself, if it is a whole number that JavaScript holds exactly (at most 2**53 - 1 either way);
 * otherwise the record's "overflow" error, where Python would go on with a larger integer. A number
 * that is not whole (a Python float) passes unchecked, unless it is infinite. */
function safe(n, where = null) {
  if (Number.isSafeInteger(n) || (!Number.isInteger(n) && Number.isFinite(n)) || Number.isNaN(n)) {
    return n;
  }
  throw _too_large(where);
}


// ---------------------------------------------------------------- runtime/js/seats.mjs

// Seats: the others, turns, and what a seat holds in a deal.
// (Port of compiler/runtime/seats.py.)



// For each seat, the other three (shared lists: nothing modifies them).
const OTHER_SEATS = [0, 1, 2, 3].map((seat) => [0, 1, 2, 3].filter((s) => s !== seat));


function others_of(seat) {
  return seat !== NO_SEAT ? OTHER_SEATS[seat] : [];
}


function turns(a, b) {
  return a !== NO_SEAT && b !== NO_SEAT ? py_mod(b - a, 4) : 0;
}


function seat_after(seat, n) {
  return seat !== NO_SEAT ? py_mod(seat + n, 4) : NO_SEAT;
}


function seat_melds(deal, seat) {
  return seat !== NO_SEAT ? deal.players[seat].melds : [];
}


function seat_hand(deal, seat) {
  const hand = seat !== NO_SEAT ? deal.players[seat].hand : null;
  return hand !== null ? hand : [];
}


function seat_flowers(deal, seat) {
  return seat !== NO_SEAT ? deal.players[seat].flower_count : 0;
}


function seat_flower_tiles(deal, seat) {
  return seat !== NO_SEAT ? deal.players[seat].flowers : [];
}


function seat_wind(deal, seat) {
  return seat !== NO_SEAT ? 27 + py_mod(seat - deal.dealer, 4) : NO_TILE;
}


function seat_is_dealer(deal, seat) {
  return seat === deal.dealer;
}


function seat_declared_ready(deal, seat) {
  return seat !== NO_SEAT && deal.players[seat].declared_ready;
}


function seat_ready(deal, seat) {
  return seat !== NO_SEAT && deal.players[seat].ready;
}


/** The seat won at an event before the one being settled (records.moment_at sets the deal's moment). */
function seat_has_won(deal, seat) {
  return seat !== NO_SEAT && deal.won[seat] > 0;
}

/** How many times the seat won before the event being settled. */
function seat_wins_before(deal, seat) {
  return seat !== NO_SEAT ? deal.won[seat] : 0;
}

/** One of the spec's player fields of a seat, as the record gives it; its default for none or a seat left out. */
function seat_field(deal, seat, index, fallback) {
  if (seat === NO_SEAT) {
    return fallback;
  }
  const fields = deal.players[seat].fields;
  return fields.length ? fields[index] : fallback;
}


// ---------------------------------------------------------------- runtime/js/language.mjs

// The language's helpers the generated code calls: quantifiers over combinations, counts, Lazy.
// (Port of compiler/runtime/language.py.)





/** Some k distinct elements satisfy `holds` in some order. */
function any_combination(items, k, holds) {
  if (items.length < k) {
    return false;
  }
  for (const c of py_combinations(items, k)) {
    if (py_some_order(c, holds)) {
      return true;
    }
  }
  return false;
}


function count_combination(items, k, holds) {
  if (items.length < k) {
    return 0;
  }
  let count = 0;
  for (const c of py_combinations(items, k)) {
    if (py_some_order(c, holds)) {
      count += 1;
    }
  }
  return count;
}


function all_combination(items, k, holds) {
  for (const c of py_combinations(items, k)) {
    if (!py_some_order(c, holds)) {
      return false;
    }
  }
  return true;
}


/** A value computed the first time it is asked for. As Python's Lazy is called to read its value,
 * this gives a function: `Lazy(make)` and `new Lazy(make)` alike, read as `value()`. */
function Lazy(make) {
  let done = false;
  let value;
  return function () {
    if (!done) {
      value = make();
      done = true;
    }
    return value;
  };
}


/** How many tiles a list holds exactly k times (or, with `exactly` false, k times or more). */
function held_times(tiles, k, exactly) {
  const counts = new Array(N_TILES).fill(0);  // flowers too: tile_counts knows only the 34 kinds
  for (const t of tiles) {
    counts[t < 0 ? N_TILES + t : t] += 1;  // (Python's list reads -1 as the last)
  }
  const times = (m) => counts.filter((c) => c === m).length;
  if (exactly) {
    return times(k);
  }
  let fewer = 0;
  for (let m = 0; m < k; m++) {
    fewer += times(m);
  }
  return N_TILES - fewer;
}


/** items[index], counted from 0; outside the list, the record's error (the spec's table is too short for it). */
function item_at(items, index, where) {
  if (0 <= index && index < items.length) {
    return items[index];
  }
  const shown = -(10 ** 9) <= index && index <= 10 ** 9 ? String(index) :
    "a number of " + BigInt(Math.abs(index)).toString().length + " digits";
  throw new RecordError("bad_index", "the expression at " + where + " reads item " + shown + " of a list of " +
                        items.length + " on this hand (items are counted from 0)");
}


function last(n, items) {
  return n > 0 ? Array.from(items).slice(items.length - n) : [];
}


function distinct(values) {
  values = Array.from(values);
  if (values.every((v) => typeof v === "number") || values.every((v) => typeof v === "string")) {
    return Array.from(new Set(values));  // first occurrences, in order
  }
  // Python's dict.fromkeys, or for unhashable lists its fallback, both by ==: 1 and true are one value.
  const out = [];
  for (const v of values) {
    if (!out.some((o) => py_eq(o, v))) {
      out.push(v);
    }
  }
  return out;
}


// ---------------------------------------------------------------- runtime/js/records.mjs

/** A hand record read and checked: Player, Win, Deal, Rules and parse_record (a port of records.py). */


// Python's dict lookups, on a record's own keys only: a record's key such as "constructor" or
// "__proto__" must not find what every JS object inherits.
function _records_has(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function _records_get(obj, key, fallback = null) {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : fallback;
}

/** A Map's answer with Python's None for a missing key. */
function _records_or_null(value) {
  return value === undefined ? null : value;
}

/** Whether every key of a dict is in a Set of keys (Python's `d.keys() <= keyset`). */
function _records_keys_within(obj, keyset) {
  for (const key of Object.keys(obj)) {
    if (!keyset.has(key)) {
      return false;
    }
  }
  return true;
}

/** Python's truth of a JSON value, where a record's value that may be of any type is tested. */
function _records_truthy(value) {
  if (is_list(value) || is_str(value)) {
    return value.length > 0;
  }
  if (is_dict(value)) {
    return Object.keys(value).length > 0;
  }
  return Boolean(value);  // null, booleans, numbers (NaN is no JSON value)
}

class Player {
  constructor(hand, melds, flowers, flower_count, declared_ready = false, ready = false, reds = [0, 0, 0],
              hand_reds = [0, 0, 0], fields = []) {
    this.fields = fields;                  // the spec's player fields, in its order (empty: all their defaults)
    this.hand = hand;
    this.melds = melds;
    this.flowers = flowers;
    this.flower_count = flower_count;
    this.declared_ready = declared_ready;  // declared a ready hand (riichi) in this deal
    this.ready = ready;                    // ready (tenpai) when a drawn deal ended
    this.reds = reds;                      // red fives in hand and melds, by suit (m, p, s)
    this.hand_reds = hand_reds;            // ... in hand alone
  }
}

// A seat the record says nothing about (shared: nothing modifies a Player).
const NO_PLAYER = new Player(null, [], [], 0);

class Win {
  constructor(winner, win_tile, by, source, context, declared = null, red = 0, flag_reds = null, own = null) {
    this.winner = winner;
    this.win_tile = win_tile;  // NO_TILE for a declared win
    this.by = by;
    this.source = source;
    this.context = context;
    this.declared = declared;  // the declared shape's id, for a win without a complete hand; else null
    this.red = red;            // 1 when the win tile is a red five
    this.flag_reds = flag_reds || {};  // tiles flag -> its red fives by suit, where it holds any
    this.own = own;            // the win's own [hand, melds, hand's reds, melds' reds], each null where not given
    this.player = null;        // the winner as this win scores it: its seat, or the seat with the win's own hand
    this.order = 0;            // the index of its event in the deal (parse_record: _set_orders)
    this.place = 0;            // its place among the wins of that event
    this.index = 0;            // its index in the record's wins
    this.chain = [];           // the kongs of its kong chain, in the order made (_kong_chain); none without one
  }
}

class Deal {
  constructor(dealer, round_wind, players, wins, penalties, options, kongs, honba = 0, riichi_sticks = 0,
              wild = NO_TILE, indicator = NO_TILE) {
    this.wild = wild;                    // the deal's wild tile, whose copies stand for any tile (NO_TILE: none)
    this.indicator = indicator;          // the tile turned up that the wild follows (翻鬼), or NO_TILE
    this.honba = honba;                  // the deal's counter (本場)
    this.riichi_sticks = riichi_sticks;  // sticks on the table from earlier deals
    this.dealer = dealer;
    this.round_wind = round_wind;
    this.players = players;
    this.wins = wins;
    this.penalties = penalties;
    this.options = options;
    this.kongs = kongs;  // every seat's kong melds, in seat order
    // The record's events (null without them): each [EVENT_KONG, the kong] / [EVENT_WIN, [win indexes]] /
    // [EVENT_PENALTY, its index]; and the event index of each kong and penalty, and how many events there are.
    this.events = null;
    this.kong_orders = [];
    this.penalty_orders = [];
    this.n_events = 0;
    // The moment being settled (moment_at): how many times each seat won before it, and the seats still playing.
    this.won = NO_WINS;
    this.playing = ALL_SEATS;
  }
}

// The moment of a deal before any win: no seat has won, all four play (shared: nothing modifies them).
const NO_WINS = [0, 0, 0, 0];
const ALL_SEATS = [0, 1, 2, 3];
const EVENT_KONG = 0;
const EVENT_WIN = 1;
const EVENT_PENALTY = 2;
const EVENT_KINDS = ["kong", "win", "penalty"];

/** What a ruleset accepts in a record: claims, tiles, flags, options, penalties (fields by name, as
 * Python's keyword arguments, with the same defaults). */
class Rules {
  constructor({ ruleset_id, claims, hand_tiles, flower_tiles, flags, options, penalties, flowers_by_tile = false,
    red_fives = [0, 0, 0], flag_ranges = null, declared = [], hand_size = HAND_SIZE, wild_source = null,
    wild_tile = NO_TILE, wild_melds = false, after_win = "end", player_fields = [] }) {
    this.ruleset_id = ruleset_id;
    // The spec's player fields: [name, kind, default, range], kind bool, int or suit; a suit's range its letters.
    this.player_fields = Array.from(player_fields);
    this.player_keys = this.player_fields.length ? PLAYER_KEYS.concat(this.player_fields.map((f) => f[0])) : PLAYER_KEYS;
    if (!_KEY_SETS.has(this.player_keys)) {
      _KEY_SETS.set(this.player_keys, new Set(this.player_keys));
    }
    this.claims = new Set(claims);
    this.hand_tiles = new Set(hand_tiles);
    this.flower_tiles = new Set(flower_tiles);
    this.tiles = new Set([...this.hand_tiles, ...this.flower_tiles]);  // every tile in play (bonus tiles are drawn from them)
    // Flower tiles 1f..8f are single; a suit or honour tile used as a flower has four copies.
    let flower_count = 0;
    for (const t of this.flower_tiles) {
      flower_count += t >= N_KINDS ? 1 : 4;
    }
    this.flower_count = flower_count;
    this.flags = Object.assign({}, CONTRACT_FLAGS, flags);
    this.options = options;  // name -> [type, default, choices]
    this.defaults = {};
    for (const [name, spec] of Object.entries(options)) {
      this.defaults[name] = spec[1];
    }
    this.penalties = new Set(penalties);
    this.flowers_by_tile = flowers_by_tile;  // its rules read which flowers are held: a count will not do
    this.red_fives = Array.from(red_fives);  // how many red fives of each suit (m, p, s) the ruleset plays
    this.flag_ranges = Object.assign({}, flag_ranges || {});  // int flag -> [lowest, highest], where not INT_FLAG_RANGE
    this.declared = Array.from(declared);  // the ids of the shapes a win may declare without a complete hand
    this.tiles_flags = Object.keys(this.flags).filter((name) => this.flags[name] === "tiles");
    this.hand_size = hand_size;  // the tiles of a complete hand, kongs counted as three
    this.waiting_size = hand_size - 1;  // and of a hand waiting for its last tile
    // The wild tile: null (no wilds), "tiles" (wild_tile, always), "indicator" (the tile after the record's
    // wild_indicator) or "record" (the record's wilds); and whether a claimed meld may hold wilds.
    this.wild_source = wild_source;
    this.wild_tile = wild_tile;
    this.wild_melds = wild_melds;
    this.after_win = after_win;  // what follows a win (AFTER_WIN): what a record's events may hold after one
    this.most_wins = most_wins(after_win, this.hand_tiles.size, hand_size);
    this.wild_key = _records_or_null(WILD_KEYS[wild_source]);  // the record's field that gives the wild, if any
    this.record_keys = _with_key(RECORD_KEYS, this.wild_key);
    this.shorthand_keys = this.record_keys === RECORD_KEYS && this.player_keys === PLAYER_KEYS ? SHORTHAND_KEYS
      : this.record_keys.concat(WIN_KEYS, this.player_keys);  // the winner's own fields too
    this.meld_keys = wild_melds ? MELD_KEYS.concat(["wilds"]) : MELD_KEYS;
    for (const keys of [this.record_keys, this.shorthand_keys, this.meld_keys]) {
      if (!_KEY_SETS.has(keys)) {
        _KEY_SETS.set(keys, new Set(keys));
      }
    }
    this.record_keyset = _KEY_SETS.get(this.record_keys);
  }
}

// The record's field that names the wild tile, by where a ruleset's wild comes from (Rules.wild_source); it stands in
// the record's fields after riichi_sticks.
const WILD_KEYS = { indicator: "wild_indicator", record: "wilds" };

/** The record's fields with a ruleset's own (the wild's) after riichi_sticks. */
function _with_key(keys, key) {
  if (key === null) {
    return keys;
  }
  const at = keys.indexOf("riichi_sticks") + 1;
  return keys.slice(0, at).concat([key], keys.slice(at));
}

// `id` and `meta` belong to the caller: the id is echoed in the result (so that a batch's results can
// be joined to its records), meta is accepted and never read.
const RECORD_KEYS = ["ruleset", "dealer", "round_wind", "honba", "riichi_sticks", "players", "wins", "penalties", "events",
  "options", "id", "meta"];
const WIN_KEYS = ["winner", "win_tile", "by", "from", "declared", "context"];  // a win's keys in the shorthand form too
const FULL_WIN_KEYS = WIN_KEYS.concat(["hand", "melds"]);  // and its own hand and melds (the winner's at that moment)
const PLAYER_KEYS = ["hand", "melds", "flowers", "declared_ready", "ready"];
const _COUNTERS = ["honba", "riichi_sticks"];
const MELD_KEYS = ["kind", "tiles", "from", "concealed", "added"];
const PENALTY_KEYS = ["type", "seat"];
const SHORTHAND_KEYS = RECORD_KEYS.concat(WIN_KEYS, PLAYER_KEYS);  // one winner's keys at the top level
// Each tuple of keys (the array itself, as the key) -> the Set of its keys.
const _KEY_SETS = new Map([RECORD_KEYS, WIN_KEYS, FULL_WIN_KEYS, PLAYER_KEYS, MELD_KEYS, PENALTY_KEYS,
  SHORTHAND_KEYS].map((keys) => [keys, new Set(keys)]));
const _RECORD_KEYSET = _KEY_SETS.get(RECORD_KEYS);
const _WIN_KEYSET = _KEY_SETS.get(WIN_KEYS);
const _PLAYER_KEYSET = _KEY_SETS.get(PLAYER_KEYS);
const _MELD_KEYSET = _KEY_SETS.get(MELD_KEYS);

/** Check a hand record (full or shorthand form, docs/guide/records.md) and build a Deal. */
function parse_record(record, rules) {
  const usual = _usual_record(record, rules);
  let deal;
  if (usual === null) {
    deal = _checked_record(record, rules);
    _check_wins(deal, rules);
    _check_copies(_all_tiles(deal, rules));
    _check_reds(deal, rules);
    if (deal.events !== null) {
      _check_play(deal, rules);
      // The wins in the order they happened: their results, and the deal's rules ranging over them.
      deal.wins.sort((a, b) => _win_moment(a) - _win_moment(b));
    }
  } else {
    let tiles;
    [deal, tiles] = usual;
    _check_wins(deal, rules);
    _check_copies(tiles);
    if (deal.events !== null) {
      _check_play(deal, rules);
      deal.wins.sort((a, b) => _win_moment(a) - _win_moment(b));
    }
  }
  _at_most(deal.wins, "wins", rules.most_wins);
  _at_most(deal.penalties, "penalties", MOST_PENALTIES);
  return deal;
}

/** The Deal of a record in the usual form, and every tile it holds ([deal, tiles]), checked in one
 * pass; null if anything is unusual.
 *
 * null sends the record through _checked_record, which finds and words the problem. This pass
 * checks the same things in the same order, so it accepts exactly what that one does. */
function _usual_record(record, rules) {
  if (!is_dict(record) || !_records_keys_within(record, rules.record_keyset)) {
    return null;
  }
  if (_records_has(record, "id") && !is_record_id(record.id)) {
    return null;
  }
  const players_in = _records_get(record, "players");
  const dealer = _records_get(record, "dealer", 0);
  const round_wind = _records_get(record, "round_wind", "E");
  const honba = _records_get(record, "honba", 0);
  const sticks = _records_get(record, "riichi_sticks", 0);
  if (!is_list(players_in) || players_in.length !== 4 || _records_get(record, "ruleset", rules.ruleset_id) !== rules.ruleset_id
      || !is_int(dealer) || !(0 <= dealer && dealer <= 3) || !ROUND_WINDS.includes(round_wind)
      || !is_int(honba) || !(0 <= honba && honba <= MAX_RECORD_INT)
      || !is_int(sticks) || !(0 <= sticks && sticks <= MAX_RECORD_INT)) {
    return null;
  }
  const hand_tiles = rules.hand_tiles;
  const waiting_size = rules.waiting_size;
  const players = [];
  const kongs = [];
  const held = [];  // every tile of the deal, for the count of copies
  let wild = rules.wild_tile;
  let indicator = NO_TILE;
  if (rules.wild_key !== null) {
    let named = _records_get(record, rules.wild_key);
    named = is_str(named) ? _records_get(TILE_BY_NAME, named) : null;
    if (named === null || !hand_tiles.has(named)) {
      return null;
    }
    if (rules.wild_source === "indicator") {
      indicator = named;
      wild = NEXT_TILE[named];
      if (!hand_tiles.has(wild)) {
        return null;
      }
      held.push(indicator);
    } else {
      wild = named;
    }
  }
  for (let seat = 0; seat < players_in.length; seat++) {
    const obj = players_in[seat];
    if (!is_dict(obj)) {
      return null;
    }
    if (Object.keys(obj).length === 0) {
      players.push(NO_PLAYER);
      continue;
    }
    if (!_records_keys_within(obj, _KEY_SETS.get(rules.player_keys))) {
      return null;
    }
    let hand = _records_get(obj, "hand");
    if (hand !== null) {
      hand = _tiles_or_none(hand);
      if (hand === null || !hand.every((t) => hand_tiles.has(t))) {
        return null;
      }
      held.push(...hand);
    }
    const melds = [];
    const melds_in = _records_get(obj, "melds");
    if (_records_truthy(melds_in)) {
      if (!is_list(melds_in)) {
        return null;
      }
      for (let index = 0; index < melds_in.length; index++) {
        const m = melds_in[index];
        if (!is_dict(m) || !_records_keys_within(m, _MELD_KEYSET)) {
          return null;
        }
        const text = _records_get(m, "tiles");
        const kind_name = _records_get(m, "kind");
        if (!is_str(text) || !is_str(kind_name)) {
          return null;
        }
        const known = MELD_FORMS.get(kind_name + "," + text);
        if (known === undefined || !hand_tiles.has(known[1][0]) || wild !== NO_TILE && known[1].includes(wild)) {
          return null;
        }
        const [kind, tiles] = known;
        const concealed = _records_get(m, "concealed", false);
        const added = _records_get(m, "added", false);
        if (!is_bool(concealed) || !is_bool(added)) {
          return null;
        }
        let source;
        if (concealed) {
          if (kind !== KONG || added || _records_has(m, "from")) {
            return null;
          }
          source = NO_SEAT;
        } else {
          source = _records_get(m, "from");
          if (added && kind !== KONG || !is_int(source) || !(0 <= source && source <= 3) || source === seat
              || !rules.claims.has(added ? "pung" : kind_name)) {
            return null;
          }
        }
        melds.push(new Group(kind, tiles[0], tiles.slice(), seat, source, concealed, true, added, index));
        if (kind === KONG) {
          kongs.push(melds[melds.length - 1]);
        }
        held.push(...tiles);
      }
    } else if (melds_in !== null && !(is_list(melds_in) && melds_in.length === 0)) {
      return null;
    }
    const flowers_in = _records_get(obj, "flowers");
    let flowers = [];
    let count;
    if (flowers_in === null) {
      count = 0;
    } else if (is_str(flowers_in)) {
      flowers = _tiles_or_none(flowers_in);
      if (flowers === null || !flowers.every((t) => rules.flower_tiles.has(t))) {
        return null;
      }
      count = flowers.length;
      held.push(...flowers);
    } else if (is_int(flowers_in) && 0 <= flowers_in && flowers_in <= rules.flower_count && !(flowers_in && rules.flowers_by_tile)) {
      count = flowers_in;
    } else {
      return null;
    }
    if (3 * melds.length > waiting_size || (hand !== null && hand.length + 3 * melds.length !== waiting_size)) {
      return null;
    }
    const declared_ready = _records_get(obj, "declared_ready", false);
    const ready = _records_get(obj, "ready", false);
    if (!is_bool(declared_ready) || !is_bool(ready)) {
      return null;
    }
    if (rules.player_fields.length) {  // the spec's own fields: a wrong one is worded by _checked_record
      let fields;
      try {
        fields = rules.player_fields.map((field) => _player_field(obj, seat, field));
      } catch (e) {
        if (e instanceof RecordError) return null;
        throw e;
      }
      players.push(new Player(hand, melds, flowers, count, declared_ready, ready, [0, 0, 0], [0, 0, 0], fields));
    } else {
      players.push(new Player(hand, melds, flowers, count, declared_ready, ready));
    }
  }
  const options = _records_has(record, "options") ? _options(record.options, rules) : rules.defaults;  // read, never written
  const wins_in = _records_get(record, "wins", []);
  if (!is_list(wins_in) || wins_in.length > rules.most_wins) {
    return null;
  }
  const wins = [];
  for (const w of wins_in) {
    if (!is_dict(w) || !_records_keys_within(w, _WIN_KEYSET) || _records_has(w, "declared")) {
      return null;
    }
    const winner = _records_get(w, "winner");
    let tile = _records_get(w, "win_tile");
    const by_name = _records_get(w, "by");
    if (!is_int(winner) || !(0 <= winner && winner <= 3) || !is_str(tile) || !is_str(by_name)) {
      return null;
    }
    tile = _records_get(TILE_BY_NAME, tile);
    if (tile === null || !hand_tiles.has(tile) || !WIN_KINDS.includes(by_name)) {
      return null;
    }
    const by = WIN_KINDS.indexOf(by_name);
    const source = _records_get(w, "from", NO_SEAT);
    if (by === SELF_DRAW) {
      if (source !== NO_SEAT || _records_has(w, "from")) {
        return null;
      }
    } else if (!is_int(source) || !(0 <= source && source <= 3) || source === winner) {
      return null;
    }
    const context_in = _records_get(w, "context", {});
    if (!is_dict(context_in)) {
      return null;
    }
    const context = {};
    for (const name of Object.keys(context_in)) {
      let value = context_in[name];
      const kind = _records_get(rules.flags, name);
      if (kind === "bool") {
        if (!is_bool(value)) {
          return null;
        }
      } else if (kind === "int") {
        const [low, high] = _records_get(rules.flag_ranges, name, INT_FLAG_RANGE);
        if (!is_int(value) || !(low <= value && value <= high)) {
          return null;
        }
      } else if (kind === "tiles") {
        value = _tiles_or_none(value);
        if (value === null || !value.every((t) => rules.tiles.has(t)) || wins_in.length > 1) {
          return null;
        }
        held.push(...value);
      } else {
        return null;
      }
      context[name] = value;
    }
    if (players[winner].declared_ready) {
      context.declared_ready = true;
    } else if (_records_truthy(_records_get(context, "declared_ready"))) {
      return null;
    }
    const win = new Win(winner, tile, by, source, context);
    win.player = players[winner];
    win.order = kongs.length;  // every kong comes before the wins, which come together
    win.place = win.index = wins.length;
    wins.push(win);
  }
  const penalties_in = _records_get(record, "penalties", []);
  if (is_list(penalties_in) && penalties_in.length > MOST_PENALTIES) {
    return null;
  }
  const penalties = is_list(penalties_in) && penalties_in.length === 0 ? []
    : _list(penalties_in, "penalties").map((p, i) => _penalty(p, i, rules));
  const deal = new Deal(dealer, WIND_LETTERS.indexOf(round_wind), players, wins, penalties, options, kongs, honba, sticks, wild,
    indicator);
  if (_records_has(record, "events")) {  // each event's win tile: one tile for the wins at once
    deal.events = _events(record.events, players, wins, penalties);
    _set_orders(deal);
    for (const [kind, item] of deal.events) {
      if (kind === EVENT_WIN) {
        held.push(wins[item[0]].win_tile);
      }
    }
  } else {
    deal.n_events = kongs.length + (wins.length ? 1 : 0) + penalties.length;
    if (wins.length > 1) {
      held.push(...new Set(wins.map((w) => w.win_tile)));  // a tile won by several seats is one tile
    } else if (wins.length) {
      held.push(wins[0].win_tile);
    }
  }
  return [deal, held];
}

// _TILE_GROUPS of tiles.mjs, global (as matchAll, Python's findall, needs) whatever its own flags.
const _TILE_GROUPS_ALL = new RegExp(_TILE_GROUPS.source, "g");

/** parse_tiles for a well-formed string; null for anything else. */
function _tiles_or_none(text) {
  if (!is_str(text) || text.length > MAX_TILE_TEXT && py_len(text) > MAX_TILE_TEXT) {
    return null;
  }
  const tiles = [];
  let read = 0;
  for (const [, digits, letter] of text.matchAll(_TILE_GROUPS_ALL)) {
    const table = _DIGIT_TILES[letter];
    for (let i = 0; i < digits.length; i++) {
      const id = table[digits.charCodeAt(i)];
      if (id === 255) {  // a digit past the suit's last tile
        return null;
      }
      tiles.push(id);
    }
    read += digits.length + 1;
  }
  if (read !== text.length) {  // something between the groups is not a tile (the groups are ASCII: UTF-16 units count alike)
    return null;
  }
  tiles.sort((a, b) => a - b);
  return tiles;
}

// For each suit letter, a table from its digits' character codes to tile indices (255: no such tile).
const _DIGIT_TILES = {};
for (let suit = 0; suit < SUIT_LETTERS.length; suit++) {
  const table = [];
  for (let byte = 0; byte < 256; byte++) {
    table.push(49 <= byte && byte < 49 + SUIT_SIZES[suit] ? SUIT_OFFSETS[suit] + byte - 49 : 255);
  }
  _DIGIT_TILES[SUIT_LETTERS[suit]] = table;
}

/** The Deal of any record, checking each field in turn and naming the first problem. */
function _checked_record(record, rules) {
  if (!is_dict(record)) {
    throw new RecordError("bad_record", "a hand record must be a JSON object, got " + _shown(record));
  }
  if (!_records_has(record, "players") && !_records_has(record, "wins") && (_records_has(record, "win_tile") || _records_has(record, "hand"))) {
    _no_unknown_keys(record, rules.shorthand_keys, "record");
    record = _expand_shorthand(record, rules.player_keys);
  }
  _no_unknown_keys(record, rules.record_keys, "record");
  if (_records_has(record, "id") && !is_record_id(record.id)) {
    throw new RecordError("bad_record", "id: a record's id is a string or a number (it is echoed in the result), got "
      + _shown(record.id));
  }
  const ruleset = _records_get(record, "ruleset", rules.ruleset_id);
  if (ruleset !== rules.ruleset_id) {
    throw new RecordError("wrong_ruleset", "record is for ruleset " + _shown(ruleset) + ", this scorer is " + rules.ruleset_id);
  }
  const dealer = _seat(_records_get(record, "dealer", 0), "dealer");
  const [honba, sticks] = _COUNTERS.map((name) => _counter(_records_get(record, name, 0), name));
  const round_wind = _records_get(record, "round_wind", "E");
  if (!ROUND_WINDS.includes(round_wind)) {
    throw new RecordError("bad_record", "round_wind: expected one of E, S, W, N, got " + _shown(round_wind));
  }
  const [wild, indicator] = _wild(record, rules);
  const players_in = _records_get(record, "players");
  if (!is_list(players_in) || players_in.length !== 4) {
    throw new RecordError("bad_record", "players: expected a list of exactly four objects, one per seat");
  }
  const players = players_in.map((p, seat) => _player(p, seat, rules, wild));
  const options = _options(_records_get(record, "options", {}), rules);
  const wins = _list(_records_get(record, "wins", []), "wins").map((w, i) => _win(w, i, rules, wild));
  _win_players(wins, players, rules);
  const penalties = _list(_records_get(record, "penalties", []), "penalties").map((p, i) => _penalty(p, i, rules));
  const kongs = [];
  for (const p of players) {
    for (const m of p.melds) {
      if (m.kind === KONG) {
        kongs.push(m);
      }
    }
  }
  const deal = new Deal(dealer, WIND_LETTERS.indexOf(round_wind), players, wins, penalties, options, kongs, honba, sticks, wild,
    indicator);
  if (_records_has(record, "events")) {
    deal.events = _events(record.events, players, wins, penalties);
  }
  _set_orders(deal);
  return deal;
}

/** Each win's winner as it scores it: its seat, or the seat holding the win's own hand or melds. */
function _win_players(wins, players, rules) {
  wins.forEach((win, i) => {
    const seat = players[win.winner];
    win.place = win.index = i;
    if (win.own === null) {
      win.player = seat;
      return;
    }
    let [hand, melds, hand_reds, meld_reds] = win.own;
    if (hand === null) {
      [hand, hand_reds] = [seat.hand, seat.hand_reds];
    }
    if (melds === null) {
      [melds, meld_reds] = [seat.melds, seat.reds.map((r, k) => r - seat.hand_reds[k])];
    }
    if (hand !== null && hand.length + 3 * melds.length !== rules.waiting_size) {
      throw new RecordError("tile_count", "wins[" + i + "]: " + hand.length + " tiles in hand and " + melds.length
        + " melds make " + (hand.length + 3 * melds.length) + " tiles; a waiting hand has " + rules.waiting_size
        + " (kongs count 3)");
    }
    _melds_fit(melds, rules, "wins[" + i + "]");
    win.player = new Player(hand, melds, seat.flowers, seat.flower_count, seat.declared_ready, seat.ready,
      hand_reds.map((r, k) => r + meld_reds[k]), hand_reds, seat.fields);
  });
}

/** The record's events, each [EVENT_KONG, the kong], [EVENT_WIN, [win indexes]] or [EVENT_PENALTY, its index];
 * each kong, win and penalty of the record is at one of them. */
function _events(value, players, wins, penalties) {
  if (!is_list(value)) {
    throw new RecordError("bad_event", "events: expected a list of events, such as [{\"kong\": [1, 0]}, {\"win\": 0}], "
      + "got " + _shown(value));
  }
  const events = [];
  const at = new Map();  // what an event names -> the index of its event
  value.forEach((obj, i) => {
    const where = "events[" + i + "]";
    const keys = is_dict(obj) ? Object.keys(obj) : [];
    const kind = keys.length === 1 ? keys[0] : null;
    if (!EVENT_KINDS.includes(kind)) {
      throw new RecordError("bad_event", where + ": an event is an object of one key: {\"kong\": [SEAT, MELD]}, {\"win\": WIN} "
        + "(or a list of wins at once) or {\"penalty\": PENALTY}; got " + _shown(obj));
    }
    const item = obj[kind];
    let named;
    if (kind === "kong") {
      if (!is_list(item) || item.length !== 2 || !is_int(item[0]) || !is_int(item[1])) {
        throw new RecordError("bad_event", where + ".kong: expected [SEAT, MELD], a seat and the index of one of its melds, "
          + "got " + _shown(item));
      }
      const [seat, index] = item;
      if (!(0 <= seat && seat <= 3)) {
        throw new RecordError("bad_event", where + ".kong: a seat is 0..3, got " + _int_text(seat));
      }
      const melds = players[seat].melds;
      if (!(0 <= index && index < melds.length)) {
        throw new RecordError("bad_event", where + ".kong: seat " + seat + " has " + melds.length + " melds; there is no melds["
          + _int_text(index) + "]");
      }
      if (melds[index].kind !== KONG) {
        throw new RecordError("bad_event", where + ".kong: players[" + seat + "].melds[" + index + "] is a "
          + KIND_NAMES[melds[index].kind] + ", not a kong");
      }
      named = [["kong," + seat + "," + index, "players[" + seat + "].melds[" + index + "]"]];
      events.push([EVENT_KONG, melds[index]]);
    } else if (kind === "win") {
      const listed = is_list(item) ? item : [item];
      if (!listed.length || listed.some((x) => !is_int(x))) {
        throw new RecordError("bad_event", where + ".win: expected the index of a win in wins, or a list of the wins won "
          + "at once, got " + _shown(item));
      }
      for (const x of listed) {
        if (!(0 <= x && x < wins.length)) {
          throw new RecordError("bad_event", where + ".win: the record has " + wins.length + " wins; there is no wins["
            + _int_text(x) + "]");
        }
      }
      named = listed.map((x) => ["win," + x, "wins[" + x + "]"]);
      events.push([EVENT_WIN, Array.from(listed)]);
    } else {
      if (!is_int(item)) {
        throw new RecordError("bad_event", where + ".penalty: expected the index of a penalty in penalties, got " + _shown(item));
      }
      if (!(0 <= item && item < penalties.length)) {
        throw new RecordError("bad_event", where + ".penalty: the record has " + penalties.length
          + " penalties; there is no penalties[" + _int_text(item) + "]");
      }
      named = [["penalty," + item, "penalties[" + item + "]"]];
      events.push([EVENT_PENALTY, item]);
    }
    for (const [key, name] of named) {
      if (at.has(key)) {
        throw new RecordError("bad_event", where + ": " + name + " is already at events[" + at.get(key)
          + "]; each kong, win and penalty has one place");
      }
      at.set(key, i);
    }
  });
  const missing = [];
  players.forEach((p, seat) => p.melds.forEach((m, j) => {
    if (m.kind === KONG && !at.has("kong," + seat + "," + j)) {
      missing.push("players[" + seat + "].melds[" + j + "] (a kong)");
    }
  }));
  wins.forEach((_w, x) => {
    if (!at.has("win," + x)) {
      missing.push("wins[" + x + "]");
    }
  });
  penalties.forEach((_p, x) => {
    if (!at.has("penalty," + x)) {
      missing.push("penalties[" + x + "]");
    }
  });
  if (missing.length) {
    throw new RecordError("bad_event", "events: " + missing[0] + " is not among them; with events, each kong, win and "
      + "penalty of the record has its place");
  }
  return events;
}

/** The event of each win (and its place there), each kong and each penalty, and how many events there are.
 * Without events, the kongs come first (in seat order), then the wins together, then the penalties. */
function _set_orders(deal) {
  const events = deal.events;
  if (events === null) {
    for (const win of deal.wins) {
      win.order = deal.kongs.length;
    }
    deal.n_events = deal.kongs.length + (deal.wins.length ? 1 : 0) + deal.penalties.length;
    return;
  }
  const kong_at = new Map();
  const penalty_orders = deal.penalties.map(() => 0);
  events.forEach(([kind, item], e) => {
    if (kind === EVENT_KONG) {
      kong_at.set(item, e);
    } else if (kind === EVENT_WIN) {
      item.forEach((x, place) => {
        deal.wins[x].order = e;
        deal.wins[x].place = place;
      });
    } else {
      penalty_orders[item] = e;
    }
  });
  deal.kong_orders = deal.kongs.map((k) => kong_at.get(k));
  deal.penalty_orders = penalty_orders;
  deal.n_events = events.length;
}

/** A win's moment as one number to sort by: its event, then its place there (fewer than 64 wins at once). */
function _win_moment(win) {
  return win.order * 64 + win.place;
}

/** The index of the event at which a kong of the deal was made (without events: its place among the deal's
 * kongs, which come first); -1 for a set that is none of them. */
function kong_order(deal, group) {
  const i = deal.kongs.indexOf(group);
  if (i < 0) {
    return -1;
  }
  return deal.events === null ? i : deal.kong_orders[i];
}

/** The deal as it stands at its event `now`: how many times each seat won before it, and the seats still playing
 * (those that had not won). */
function moment_at(deal, now) {
  const won = [0, 0, 0, 0];
  for (const win of deal.wins) {
    if (win.order < now) {
      won[win.winner] += 1;
    }
  }
  deal.won = won;
  deal.playing = [0, 1, 2, 3].filter((seat) => !won[seat]);
}

/** What the ruleset lets follow a win (Rules.after_win), along the record's events: after the deal's end only
 * penalties; nothing more of a seat that won and left the deal, nor a discard or kong claimed from it. */
function _check_play(deal, rules) {
  const after = rules.after_win;
  const won = new Map();  // seat -> the event of its first win
  let over = null;  // [the event at which the deal ended, why]
  deal.events.forEach(([kind, item], e) => {
    const where = "events[" + e + "]";
    if (kind === EVENT_PENALTY) {
      return;
    }
    if (over !== null) {
      throw new RecordError("after_win", where + ": the deal ended at events[" + over[0] + "] (" + over[1]
        + "); only a penalty may follow");
    }
    if (kind === EVENT_KONG) {
      if (after === "winner_leaves" && won.has(item.owner)) {
        throw new RecordError("after_win", where + ": seat " + item.owner + " won at events[" + won.get(item.owner)
          + "] and left the deal (this ruleset's winner leaves it): it makes no kong after");
      }
      if (after === "winner_leaves" && !item.added && won.has(item.source)) {
        throw new RecordError("after_win", where + ": the kong players[" + item.owner + "].melds[" + item.index
          + "] is claimed off seat " + item.source + ", which won at events[" + won.get(item.source) + "] and left the deal");
      }
      return;
    }
    const group = item.map((x) => deal.wins[x]);
    for (const win of group) {
      if (after === "winner_leaves" && won.has(win.winner)) {
        throw new RecordError("after_win", where + ": seat " + win.winner + " won at events[" + won.get(win.winner)
          + "] and left the deal (this ruleset's winner leaves it): it wins no more");
      }
      if (after === "winner_leaves" && won.has(win.source)) {
        throw new RecordError("after_win", where + ": wins[" + win.index + "] is off seat " + win.source + ", which won at events["
          + won.get(win.source) + "] and left the deal");
      }
      if (win.own === null || win.own[1] === null) {  // it scores its seat's melds: they are all made by then
        const late = deal.kongs.find((m, k) => m.owner === win.winner && deal.kong_orders[k] > e);
        if (late !== undefined) {
          throw new RecordError("bad_event", where + ": wins[" + win.index + "] scores the melds of seat " + win.winner
            + ", whose kong players[" + late.owner + "].melds[" + late.index + "] comes later; give the win its own melds, "
            + "the seat's at that moment");
        }
      }
    }
    for (const win of group) {
      if (!won.has(win.winner)) {
        won.set(win.winner, e);
      }
    }
    if (after === "end") {
      over = [e, "this ruleset's deal ends at its win"];
    } else if (after === "winner_leaves" && won.size >= 3) {
      over = [e, "three seats have won"];
    }
  });
}

/** The deal's wild tile and the indicator it follows (NO_TILE where there is none), as the ruleset takes them. */
function _wild(record, rules) {
  const key = rules.wild_key;
  if (key === null) {
    return [rules.wild_tile, NO_TILE];
  }
  if (!_records_has(record, key)) {
    if (rules.wild_source === "indicator") {
      throw new RecordError("missing_wilds", "wild_indicator: missing; this ruleset's wild is the tile after the one "
        + "turned up at the start of the deal (翻鬼): give it, such as \"wild_indicator\": \"5m\"");
    }
    throw new RecordError("missing_wilds", "wilds: missing; this ruleset's wild tile changes from deal to deal: give "
      + "it, such as \"wilds\": \"5m\"");
  }
  const value = record[key];
  const named = is_str(value) ? _records_get(TILE_BY_NAME, value) : null;
  if (named === null || !rules.hand_tiles.has(named)) {
    throw new RecordError("bad_wilds", key + ": expected one playing tile of this ruleset, such as '5m', got " + _shown(value));
  }
  if (rules.wild_source !== "indicator") {
    return [named, NO_TILE];
  }
  if (!rules.hand_tiles.has(NEXT_TILE[named])) {
    throw new RecordError("bad_wilds", "wild_indicator: the tile after " + tile_name(named) + " is " + tile_name(NEXT_TILE[named])
      + ", which this ruleset does not play");
  }
  return [NEXT_TILE[named], named];
}

/** Whether a value can be a record's id: a string, or a number JSON can write (not true or false,
 * nor NaN or an infinity, which JSON has no way to write). */
function is_record_id(value) {
  return is_str(value) || is_int(value) || is_float(value) && value - value === 0;
}

/** The result of a record, led by the record's id when it has a good one; never throws, as it
 * also finishes the result of a record that broke the scorer. */
function with_id(record, result) {
  try {
    if (is_dict(record) && _records_has(record, "id") && is_record_id(record.id)) {
      return { id: record.id, ...result };
    }
  } catch (error) {  // a record that cannot be read: the result goes without its id
  }
  return result;
}

function _expand_shorthand(record, player_keys = PLAYER_KEYS) {
  const win = {};
  for (const k of WIN_KEYS) {
    if (_records_has(record, k)) {
      win[k] = record[k];
    }
  }
  if (!_records_has(win, "winner")) {
    win.winner = 0;
  }
  const winner = win.winner;
  const player = {};
  for (const k of player_keys) {
    if (_records_has(record, k)) {
      player[k] = record[k];
    }
  }
  const players = [{}, {}, {}, {}];
  if (is_int(winner) && 0 <= winner && winner <= 3) {
    players[winner] = player;
  }
  const full = {};
  for (const [k, v] of Object.entries(record)) {
    if (!WIN_KEYS.includes(k) && !player_keys.includes(k)) {
      full[k] = v;  // a known key (the caller checked): never "__proto__"
    }
  }
  full.players = players;
  full.wins = [win];
  return full;
}

function _no_unknown_keys(obj, known, where) {
  if (!_records_keys_within(obj, _KEY_SETS.get(known))) {
    const key = Object.keys(obj).find((k) => !known.includes(k));
    where = _records_where(where);
    // Only a key about as long as a field name can be a misspelt one (and a huge key would cost much).
    const close = is_str(key) && py_len(key) <= 40 ? get_close_matches(key, known, 1, 0.6) : [];
    const hint = close.length ? "did you mean " + _shown(close[0]) + "? " : "";
    throw new RecordError("bad_record", where + ": unknown field " + _shown(key) + " (" + hint + "known: " + known.join(", ") + ")");
  }
}

/** A field's name for a message: a string, or [format, values] formatted only when needed (as
 * parse_tiles of tiles.mjs also reads it). `_where` of records.py, renamed: the runtime files share
 * one scope. The formats hold only %d and %s. */
function _records_where(where) {
  if (is_str(where)) {
    return where;
  }
  const values = is_list(where[1]) ? where[1] : [where[1]];
  let i = 0;
  return where[0].replace(/%[ds]/g, () => String(values[i++]));
}

function _list(value, where) {
  if (!is_list(value)) {
    throw new RecordError("bad_record", _records_where(where) + ": expected a list, got " + _shown(value));
  }
  return value;
}

/** A record's wins or penalties, once read (what they say is said first), of at most `most`: what the bound of a
 * record's work counts. */
function _at_most(items, where, most) {
  if (items.length > most) {
    throw new RecordError("bad_record", where + ": a deal holds at most " + most + " " + where + " in this ruleset, got "
      + items.length);
  }
}

function _int(value, where, code = "bad_record") {
  if (!is_int(value)) {  // (a whole float, which records.py shows as Python writes it, is an int here)
    throw new RecordError(code, _records_where(where) + ": expected an integer, got " + _shown(value));
  }
  return value;
}

/** A whole number from 0 (honba, riichi sticks). */
function _counter(value, where) {
  if (!is_int(value) || !(0 <= value && value <= MAX_RECORD_INT)) {
    if (!is_int(value)) {
      _int(value, where);
    }
    throw new RecordError("bad_record", where + ": expected a whole number from 0 to " + MAX_RECORD_INT + ", got " + _int_text(value));
  }
  return value;
}

function _seat(value, where) {
  if (!is_int(value) || !(0 <= value && value <= 3)) {
    if (!is_int(value)) {
      _int(value, where);
    }
    throw new RecordError("bad_record", _records_where(where) + ": a seat is 0..3, got " + _int_text(value));
  }
  return value;
}

function _player(obj, seat, rules, wild = NO_TILE) {
  if (!is_dict(obj)) {
    throw new RecordError("bad_record", "players[" + seat + "]: expected an object, got " + _shown(obj));
  }
  if (Object.keys(obj).length === 0) {
    return NO_PLAYER;
  }
  if (!_records_keys_within(obj, _KEY_SETS.get(rules.player_keys))) {
    _no_unknown_keys(obj, rules.player_keys, ["players[%d]", seat]);
  }
  let hand = null;
  let reds = [0, 0, 0];
  let hand_reds = reds;
  const hand_text = _records_get(obj, "hand");
  if (hand_text !== null) {
    [hand, reds] = _tiles_with_reds(hand_text, ["players[%d].hand", seat], rules);
    hand_reds = reds;
    if (!hand.every((t) => rules.hand_tiles.has(t))) {
      const bad = hand.find((t) => !rules.hand_tiles.has(t));
      throw new RecordError("bad_tiles", "players[" + seat + "].hand: " + tile_name(bad) + " is not a playing tile in this ruleset");
    }
  }
  const melds_in = _records_get(obj, "melds");
  const melds = [];
  if (_records_truthy(melds_in)) {
    const listed = _list(melds_in, ["players[%d].melds", seat]);
    for (let i = 0; i < listed.length; i++) {
      const [meld, meld_reds] = _meld(listed[i], seat, i, rules, wild);
      melds.push(meld);
      reds = reds.map((n, suit) => n + meld_reds[suit]);
    }
  } else if (melds_in !== null && !(is_list(melds_in) && melds_in.length === 0)) {
    _list(melds_in, ["players[%d].melds", seat]);
  }
  const flowers_in = _records_get(obj, "flowers");
  let flowers = [];
  let count;
  if (flowers_in === null) {
    count = 0;
  } else if (is_str(flowers_in)) {
    flowers = parse_tiles(flowers_in, ["players[%d].flowers", seat]);
    if (!flowers.every((t) => rules.flower_tiles.has(t))) {
      const bad = flowers.find((t) => !rules.flower_tiles.has(t));
      throw new RecordError("bad_tiles", "players[" + seat + "].flowers: " + tile_name(bad) + " is not a flower tile in this ruleset");
    }
    count = flowers.length;
  } else {
    count = _int(flowers_in, ["players[%d].flowers", seat]);
    if (!(0 <= count && count <= rules.flower_count)) {
      throw new RecordError("bad_record", "players[" + seat + "].flowers: this ruleset has " + rules.flower_count
        + " flower tiles, got " + _int_text(count));
    }
    if (count && rules.flowers_by_tile) {
      throw new RecordError("bad_flowers", "players[" + seat + "].flowers: this ruleset scores which flowers are held (flower sets), "
        + "so give them as tiles, such as \"1234f\", not a count");
    }
  }
  if (hand !== null && hand.length + 3 * melds.length !== rules.waiting_size) {
    throw new RecordError("tile_count", "players[" + seat + "]: " + hand.length + " tiles in hand and " + melds.length + " melds make "
      + (hand.length + 3 * melds.length) + " tiles; a waiting hand has " + rules.waiting_size + " (kongs count 3)");
  }
  _melds_fit(melds, rules, "players[" + seat + "]");
  const [declared_ready, ready] = ["declared_ready", "ready"].map(
    (name) => _bool(_records_get(obj, name, false), "players[" + seat + "]." + name));
  const fields = rules.player_fields.map((field) => _player_field(obj, seat, field));
  return new Player(hand, melds, flowers, count, declared_ready, ready, reds, hand_reds, fields);
}

/** One of the spec's player fields, as the record gives it (or its default); a wrong value is bad_player_field. */
// A seat's melds, without its hand (a declared win's), still fit in a waiting hand.
function _melds_fit(melds, rules, where) {
  if (3 * melds.length > rules.waiting_size) {
    throw new RecordError("tile_count", where + ": " + melds.length + " melds make " + 3 * melds.length
      + " tiles; a waiting hand has " + rules.waiting_size + " (kongs count 3)");
  }
}

function _player_field(obj, seat, field) {
  const [name, kind, fallback, allowed] = field;
  if (!_records_has(obj, name)) {
    return fallback;
  }
  const value = obj[name];
  const where = "players[" + seat + "]." + name;
  if (kind === "bool") {
    if (!is_bool(value)) {
      throw new RecordError("bad_player_field", where + ": expected true or false, got " + _shown(value));
    }
    return value;
  }
  if (kind === "suit") {
    if (!is_str(value) || value.length !== 1 || !allowed.includes(value)) {
      throw new RecordError("bad_player_field", where + ": expected a suit's letter, one of " + allowed.split("").join(", ")
        + ", got " + _shown(value));
    }
    return SUIT_LETTERS.indexOf(value);
  }
  if (!is_int(value)) {
    throw new RecordError("bad_player_field", where + ": expected a whole number, got " + _shown(value));
  }
  if (!(allowed[0] <= value && value <= allowed[1])) {
    throw new RecordError("bad_player_field", where + ": expected " + allowed[0] + ".." + allowed[1] + ", got " + _int_text(value));
  }
  return value;
}

function _bool(value, where) {
  if (!is_bool(value)) {
    throw new RecordError("bad_record", where + ": expected true or false, got " + _shown(value));
  }
  return value;
}

/** parse_tiles, with red fives (0m, 0p, 0s) read as fives where the ruleset plays them: [tiles, reds by suit]. */
function _tiles_with_reds(text, field, rules) {
  if (!is_str(text) || !text.includes("0") || py_len(text) > MAX_TILE_TEXT) {
    return [parse_tiles(text, field), [0, 0, 0]];
  }
  const where = _records_where(field);
  if (!rules.red_fives.some((n) => n)) {
    throw new RecordError("bad_tiles", where + ": there is no tile numbered 0 (in " + _quoted(text)
      + "): this ruleset plays no red fives (0m, 0p, 0s)");
  }
  const reds = [0, 0, 0];
  const fives = [];
  for (const [, digits, letter] of text.matchAll(_TILE_GROUPS_WITH_RED)) {
    if (digits.includes("0")) {
      const suit = SUIT_LETTERS.indexOf(letter);
      if (suit > 2) {
        throw new RecordError("bad_tiles", where + ": there is no red " + letter + " tile in " + _quoted(text)
          + "; red fives are 0m, 0p and 0s");
      }
      reds[suit] += digits.split("0").length - 1;
    }
    fives.push(digits.split("0").join("5") + letter);
  }
  const as_fives = text.split("0").join("5");
  try {
    if (fives.join("") !== as_fives) {  // something between the groups: parse_tiles words it
      parse_tiles(as_fives, where);
    }
    return [parse_tiles(as_fives, where), reds];
  } catch (error) {  // quoting the record's own text, red fives and all
    if (!(error instanceof RecordError)) {
      throw error;
    }
    throw new RecordError(error.code, error.message.split(_quoted(as_fives)).join(_quoted(text)));
  }
}

const _TILE_GROUPS_WITH_RED = /([0-9]+)([mpszf])/g;

/** Every meld written the usual way ('555m', '5555m', '345m'): its kind and tiles. */
function _canonical_melds() {
  const table = new Map();
  for (let t = 0; t < N_KINDS; t++) {
    const letter = SUIT_LETTERS[TILE_SUIT[t]];
    const n = String(TILE_NUMBER[t]);
    table.set(n.repeat(3) + letter, [PUNG, [t, t, t]]);
    table.set(n.repeat(4) + letter, [KONG, [t, t, t, t]]);
    if (TILE_SUIT[t] < 3 && TILE_NUMBER[t] <= 7) {
      table.set(n + String(TILE_NUMBER[t] + 1) + String(TILE_NUMBER[t] + 2) + letter, [CHOW, [t, t + 1, t + 2]]);
    }
  }
  return table;
}

// The usual spelling of a meld -> [kind, tiles] (a Map: a record's text is looked up in it).
const CANONICAL_MELDS = _canonical_melds();
// "kind name,tiles" -> [kind, tiles] for the usual spelling of each meld (Python's (kind name, tiles)
// key joined with a comma: no kind name holds one, so no other pair of strings makes the same key).
const MELD_FORMS = new Map(Array.from(CANONICAL_MELDS, ([text, [kind, tiles]]) => [KIND_NAMES[kind] + "," + text, [kind, tiles]]));

/** A meld of a seat's (or, named by `owner`, of a win's own melds). */
function _meld(obj, seat, index, rules, wild = NO_TILE, owner = null) {
  let where = owner === null ? ["players[%d].melds[%d]", [seat, index]] : [owner + ".melds[%d]", [index]];
  if (!is_dict(obj)) {
    where = _records_where(where);
    throw new RecordError("bad_record", where + ": expected an object, got " + _shown(obj));
  }
  _no_unknown_keys(obj, rules.meld_keys, where);
  const kind_name = _records_get(obj, "kind");
  const text = _records_get(obj, "tiles", "");
  const kind = is_str(kind_name) ? _records_or_null(MELD_KINDS.get(kind_name)) : null;
  const known = is_str(text) ? _records_or_null(CANONICAL_MELDS.get(text)) : null;
  if (known !== null && known[0] === kind && rules.hand_tiles.has(known[1][0]) && wild === NO_TILE) {
    const tiles = known[1].slice();  // the usual spelling of a meld of this kind: nothing more to check
    const first = tiles[0];
    return [_meld_claim(obj, seat, index, rules, kind, first, tiles, [], owner), [0, 0, 0]];
  }
  if (!_records_has(obj, "tiles")) {
    throw new RecordError("bad_meld", _records_where(where) + ": missing 'tiles', the meld's tiles (such as \"555m\")");
  }
  const [tiles, reds] = _tiles_with_reds(text, [where[0] + ".tiles", where[1]], rules);
  where = _records_where(where);
  if (kind === null) {
    throw new RecordError("bad_meld", where + ".kind: expected chow, pung or kong, got " + _shown(kind_name));
  }
  const size = kind === KONG ? 4 : 3;
  if (tiles.length !== size) {
    throw new RecordError("bad_meld", where + ": a " + kind_name + " has " + size + " tiles, got " + _shown(text));
  }
  const first = tiles[0];
  let ok;
  if (kind === CHOW) {
    ok = TILE_SUIT[first] < 3 && TILE_NUMBER[first] <= 7 && tiles[1] === first + 1 && tiles[2] === first + 2;
  } else {
    ok = tiles.every((t) => t === first);
  }
  if (!ok || !rules.hand_tiles.has(first)) {
    throw new RecordError("bad_meld", where + ": " + _shown(text) + " is not a " + kind_name);
  }
  const stands = wild !== NO_TILE ? _meld_wilds(obj, where, tiles, wild, rules) : [];
  return [_meld_claim(obj, seat, index, rules, kind, first, tiles, stands, owner), reds];
}

/** The tiles of a meld that its wilds stand for (its `wilds`, where the ruleset lets a meld hold them); a wild
 * tile among the others is refused, as a wild is never the tile it is. */
function _meld_wilds(obj, where, tiles, wild, rules) {
  let stands = [];
  let rest = tiles;
  if (_records_has(obj, "wilds")) {
    stands = parse_tiles(obj.wilds, where + ".wilds");
    rest = tiles.slice();
    for (const t of stands) {
      const at = rest.indexOf(t);
      if (at < 0) {
        throw new RecordError("bad_meld", where + ".wilds: " + _quoted(obj.wilds) + " are not among the meld's tiles "
          + _quoted(obj.tiles));
      }
      rest.splice(at, 1);
    }
  }
  if (rest.includes(wild)) {
    if (rules.wild_melds) {
      throw new RecordError("bad_meld", where + ": " + tile_name(wild) + " is wild in this deal: give the tiles the meld's "
        + "wilds stand for as its 'wilds'");
    }
    throw new RecordError("bad_meld", where + ": " + tile_name(wild) + " is wild in this deal, and no meld holds a wild in this ruleset");
  }
  return stands;
}

const MELD_KINDS = new Map([["chow", CHOW], ["pung", PUNG], ["kong", KONG]]);

/** The rest of a meld: concealed, added, and who it was claimed from. */
/** A meld's name in a message: players[s].melds[i], or that of a win's own melds. */
function _meld_name(seat, index, owner) {
  return owner === null ? "players[" + seat + "].melds[" + index + "]" : owner + ".melds[" + index + "]";
}

function _meld_claim(obj, seat, index, rules, kind, first, tiles, stands = [], owner = null) {
  const concealed = _records_get(obj, "concealed", false);
  const added = _records_get(obj, "added", false);
  if (!is_bool(concealed) || !is_bool(added) || (concealed || added) && kind !== KONG || concealed && added) {
    const where = _meld_name(seat, index, owner);
    if (!is_bool(concealed) || !is_bool(added)) {
      throw new RecordError("bad_meld", where + ": concealed and added are true or false");
    }
    if (kind !== KONG) {
      throw new RecordError("bad_meld", where + ": only a kong can be concealed or added");
    }
    throw new RecordError("bad_meld", where + ": a kong is either concealed or added, not both");
  }
  let source;
  if (concealed) {
    if (_records_has(obj, "from")) {
      throw new RecordError("bad_meld", _meld_name(seat, index, owner) + ": a concealed kong has no 'from'");
    }
    source = NO_SEAT;
  } else {
    source = _records_get(obj, "from");
    if (!is_int(source) || !(0 <= source && source <= 3) || source === seat) {
      const where = _meld_name(seat, index, owner);
      if (source === null) {
        throw new RecordError("bad_meld", where + ": a claimed " + KIND_NAMES[kind] + " needs 'from', the seat it was claimed from");
      }
      source = _seat(source, where + ".from");
      throw new RecordError("bad_meld", where + ": a seat cannot claim its own discard");
    }
    if (!rules.claims.has(added ? "pung" : KIND_NAMES[kind])) {
      throw new RecordError("claim_not_allowed", _meld_name(seat, index, owner) + ": " + (added ? "pung" : KIND_NAMES[kind])
        + " claims are not allowed in this ruleset");
    }
  }
  if (stands.length) {
    return new WildGroup(kind, first, tiles, seat, source, concealed, true, added, index, false, stands);
  }
  return new Group(kind, first, tiles, seat, source, concealed, true, added, index);
}

function _win(obj, index, rules, wild = NO_TILE) {
  const where = "wins[" + index + "]";
  if (!is_dict(obj)) {
    throw new RecordError("bad_record", where + ": expected an object, got " + _shown(obj));
  }
  _no_unknown_keys(obj, FULL_WIN_KEYS, where);
  if (!_records_has(obj, "winner")) {
    throw new RecordError("bad_record", where + ": missing 'winner'");
  }
  const winner = _seat(obj.winner, ["wins[%d].winner", index]);
  const declared = _records_get(obj, "declared");
  let red = 0;
  let tiles;
  if (declared !== null) {
    if (!is_str(declared) || !rules.declared.includes(declared)) {
      const known = rules.declared.join(", ") || "none";
      throw new RecordError("bad_record", where + ".declared: " + _shown(declared) + " is not a win this ruleset lets a seat declare "
        + "without a complete hand (it has: " + known + ")");
    }
    if (_records_has(obj, "win_tile")) {
      throw new RecordError("bad_record", where + ": a declared win (" + declared + ") has no 'win_tile'");
    }
    tiles = [NO_TILE];
  } else {
    if (!_records_has(obj, "win_tile")) {
      throw new RecordError("bad_record", where + ": missing 'win_tile', the tile that completed the hand");
    }
    const text = obj.win_tile;
    const tile = is_str(text) ? _records_get(TILE_BY_NAME, text) : null;
    if (tile !== null) {
      tiles = [tile];
    } else {
      let reds;
      [tiles, reds] = _tiles_with_reds(text, ["wins[%d].win_tile", index], rules);
      red = reds[0] + reds[1] + reds[2];
    }
    if (tiles.length !== 1 || !rules.hand_tiles.has(tiles[0])) {
      throw new RecordError("bad_tiles", where + ".win_tile: expected one playing tile, got " + _shown(_records_get(obj, "win_tile")));
    }
  }
  if (!_records_has(obj, "by") && declared === null) {
    throw new RecordError("bad_record", where + ": missing 'by' (self_draw, discard or robbing_kong)");
  }
  // A declared win is the seat's own (self_draw) unless it names the seat it comes off (Taiwan's 七搶一).
  const by_name = _records_get(obj, "by", _records_has(obj, "from") ? "discard" : "self_draw");
  if (!WIN_KINDS.includes(by_name)) {
    throw new RecordError("bad_record", where + ".by: expected self_draw, discard or robbing_kong, got " + _shown(by_name));
  }
  const by = WIN_KINDS.indexOf(by_name);
  if (declared !== null && by === ROBBING_KONG) {
    throw new RecordError("bad_record", where + ": a declared win (" + declared + ") is won on no tile, so it robs no kong; a win off "
      + "another seat is by discard, with 'from'");
  }
  let source;
  if (by === SELF_DRAW) {
    if (_records_has(obj, "from")) {
      throw new RecordError("bad_record", where + ": a self-draw has no 'from'");
    }
    source = NO_SEAT;
  } else {
    if (!_records_has(obj, "from")) {
      throw new RecordError("missing_from", where + ": a " + by_name + " win needs 'from', the seat that "
        + (by === DISCARD ? "discarded the tile" : "was robbed"));
    }
    source = _seat(obj.from, ["wins[%d].from", index]);
    if (source === winner) {
      throw new RecordError("bad_record", where + ": 'from' is the winner's own seat");
    }
  }
  const context_in = _records_get(obj, "context", {});
  if (!is_dict(context_in)) {
    throw new RecordError("bad_record", where + ".context: expected an object of flags");
  }
  const context = {};
  const flag_reds = {};
  for (const name of Object.keys(context_in)) {
    let value = context_in[name];
    const kind = _records_get(rules.flags, name);
    if (kind === null) {
      throw new RecordError("unknown_flag", where + ".context: unknown flag " + _shown(name) + " (known: "
        + py_sorted(Object.keys(rules.flags)).join(", ") + ")");
    }
    if (kind === "bool" && !is_bool(value)) {
      throw new RecordError("bad_flag", where + ".context." + name + ": expected true or false, got " + _shown(value));
    }
    if (kind === "int") {
      _int(value, where + ".context." + name, "bad_flag");
      const [low, high] = _records_get(rules.flag_ranges, name, INT_FLAG_RANGE);
      if (!(low <= value && value <= high)) {
        throw new RecordError("bad_flag", where + ".context." + name + ": expected " + low + ".." + high + ", got " + _int_text(value));
      }
    }
    if (kind === "tiles") {
      let reds;
      [value, reds] = _tiles_with_reds(value, where + ".context." + name, rules);
      if (reds.some((n) => n)) {
        flag_reds[name] = reds;
      }
      if (!value.every((t) => rules.tiles.has(t))) {
        const bad = value.find((t) => !rules.tiles.has(t));
        throw new RecordError("bad_tiles", where + ".context." + name + ": " + tile_name(bad) + " is not a tile of this ruleset");
      }
    }
    context[name] = value;
  }
  const own = _records_get(obj, "hand") !== null || _records_get(obj, "melds") !== null
    ? _own_hand(obj, index, winner, rules, wild) : null;
  return new Win(winner, tiles[0], by, source, context, declared, red, flag_reds, own);
}

/** A win's own hand and melds, the winner's at that moment: [hand, melds, the hand's reds, the melds' reds], each
 * null where the win gives none (its seat's are taken). */
function _own_hand(obj, index, winner, rules, wild) {
  let hand = null;
  let melds = null;
  let hand_reds = [0, 0, 0];
  let meld_reds = [0, 0, 0];
  if (_records_get(obj, "hand") !== null) {
    [hand, hand_reds] = _tiles_with_reds(obj.hand, ["wins[%d].hand", index], rules);
    if (!hand.every((t) => rules.hand_tiles.has(t))) {
      const bad = hand.find((t) => !rules.hand_tiles.has(t));
      throw new RecordError("bad_tiles", "wins[" + index + "].hand: " + tile_name(bad) + " is not a playing tile in this ruleset");
    }
  }
  if (_records_get(obj, "melds") !== null) {
    melds = [];
    _list(obj.melds, ["wins[%d].melds", index]).forEach((m, i) => {
      const [meld, reds] = _meld(m, winner, i, rules, wild, "wins[" + index + "]");
      melds.push(meld);
      meld_reds = meld_reds.map((r, k) => r + reds[k]);
    });
  }
  return [hand, melds, hand_reds, meld_reds];
}

function _penalty(obj, index, rules) {
  const where = "penalties[" + index + "]";
  if (!is_dict(obj)) {
    throw new RecordError("bad_record", where + ": expected an object, got " + _shown(obj));
  }
  _no_unknown_keys(obj, PENALTY_KEYS, where);
  const kind = _records_get(obj, "type");
  if (!is_str(kind) || !rules.penalties.has(kind)) {
    const known = py_sorted(Array.from(rules.penalties)).join(", ") || "none";
    throw new RecordError("unknown_penalty", where + ".type: unknown penalty " + _shown(kind) + " (this ruleset knows: " + known + ")");
  }
  return [kind, _seat(_records_get(obj, "seat"), where + ".seat")];
}

function _options(obj, rules) {
  if (!is_dict(obj)) {
    throw new RecordError("bad_option", "options: expected an object, got " + _shown(obj));
  }
  const options = Object.assign({}, rules.defaults);
  for (const name of Object.keys(obj)) {
    const value = obj[name];
    const spec = _records_get(rules.options, name);
    if (spec === null) {
      const known = py_sorted(Object.keys(rules.options)).join(", ") || "none";
      throw new RecordError("unknown_option", "options: unknown option " + _shown(name) + " (this ruleset has: " + known + ")");
    }
    const [kind, , choices] = spec;
    if (kind === "bool" && !is_bool(value)) {
      throw new RecordError("bad_option", "options." + name + ": expected true or false, got " + _shown(value));
    }
    if (kind === "int") {
      _int(value, ["options.%s", name], "bad_option");
      // without a range, still a number a rule can use
      const [low, high] = _records_truthy(choices) ? choices : [-MAX_RECORD_INT, MAX_RECORD_INT];
      if (!(low <= value && value <= high)) {
        throw new RecordError("bad_option", "options." + name + ": expected " + low + ".." + high + ", got " + _int_text(value));
      }
    }
    options[name] = value;
  }
  return options;
}

function _check_wins(deal, rules) {
  const wins = deal.wins;
  if (wins.length === 1) {  // the usual deal: one win, no kong chain; what the loop below would conclude
    const win = wins[0];
    const ctx = win.context;
    const player = win.player;
    if (player.hand !== null && win.by !== ROBBING_KONG && !_records_has(ctx, "kong_chain") && win.declared === null
        && !_records_truthy(_records_get(ctx, "kong_replacement")) && !_records_truthy(_records_get(ctx, "discard_after_kong"))
        && py_eq(player.declared_ready, _records_get(ctx, "declared_ready", false))) {
      ctx.kong_chain = 0;
      return;
    }
  }
  const completed = wins.filter((w) => w.declared === null);
  if (completed.length && completed.length < wins.length) {
    throw new RecordError("bad_record", "wins: a win declared without a complete hand (" + wins.find((w) => _records_truthy(w.declared)).declared
      + ") ends a deal that no one wins on a tile; it cannot share a deal with a win on a tile");
  }
  // The wins won at once: all of them, or with events those of each event.
  const timed = deal.events !== null;
  const moments = !timed ? [wins]
    : deal.events.filter(([kind]) => kind === EVENT_WIN).map(([_kind, item]) => item.map((x) => wins[x]));
  for (const group of moments) {
    _check_moment(deal, group, timed);
  }
  for (const name of rules.tiles_flags) {  // what the deal showed (dora indicators) is the same for every win
    const given = wins.filter((w) => _records_has(w.context, name)).map((w) => w.context[name]);
    if (given.some((value) => !py_eq(value, given[0]))) {
      throw new RecordError("bad_flag", "wins: the wins of one deal give " + name + " alike, or only one of them gives it");
    }
  }
}

/** The wins won at one moment: each on its own, and together (off one discard, or one self-draw alone). */
function _check_moment(deal, group, timed) {
  let first = null;  // the first win off a discard
  const winners = new Set();
  const completed = group.filter((w) => w.declared === null).length;
  for (const win of group) {
    const where = "wins[" + win.index + "]";
    let player = win.player;
    if (winners.has(win.winner)) {
      throw new RecordError("bad_record", where + ": seat " + win.winner + " wins twice " + (timed ? "at one event" : "in one deal"));
    }
    winners.add(win.winner);
    if (player.declared_ready || _records_truthy(_records_get(win.context, "declared_ready"))) {  // the seat's state and the win's flag are one
      if (!player.declared_ready) {
        const seat = deal.players[win.winner];
        if (!seat.declared_ready) {
          deal.players[win.winner] = _copy_player(seat, { declared_ready: true });
        }
        player = win.player = player === seat ? deal.players[win.winner] : _copy_player(player, { declared_ready: true });
      }
      win.context.declared_ready = true;
    }
    if (win.declared !== null) {  // a declared win: no hand needed, and none of the discard's rules below
      for (const flag of ["kong_replacement", "discard_after_kong", "kong_chain"]) {
        if (_records_truthy(_records_get(win.context, flag))) {
          throw new RecordError("bad_flag", where + ".context." + flag + ": a declared win (" + win.declared + ") is won on no tile, so on no kong");
        }
      }
      if (player.hand === null) {
        const seat = deal.players[win.winner];
        win.player = _copy_player(player, { hand: [] });
        if (player === seat) {
          deal.players[win.winner] = win.player;
        }
      }
      win.context.kong_chain = 0;
      continue;
    }
    if (player.hand === null) {
      throw new RecordError("bad_record", where + ": the winner (seat " + win.winner + ") needs a 'hand'");
    }
    if (win.by === SELF_DRAW && completed > 1) {
      throw new RecordError("bad_record", where + ": a self-draw is the only win of its " + (timed ? "event" : "deal"));
    }
    if (win.by !== SELF_DRAW) {
      // Several wins end a deal only off one discard (or one robbed kong): the same seat, tile and way.
      first = first || win;
      if (win.source !== first.source) {
        throw new RecordError("bad_record", where + ": several wins come off one discard, from one seat; these name seats "
          + first.source + " and " + win.source);
      }
      if (win.win_tile !== first.win_tile || win.red !== first.red) {
        throw new RecordError("bad_record", where + ": several wins off one seat must share the win tile (a red five "
          + "for all of them, or for none)");
      }
      if (win.by !== first.by) {
        throw new RecordError("bad_record", where + ": several wins off one seat are all off its discard or all off its robbed kong");
      }
      for (const flag of ["last_tile", "discard_after_kong"]) {  // what the one discard was
        if (_records_truthy(_records_get(win.context, flag)) !== _records_truthy(_records_get(first.context, flag))) {
          throw new RecordError("bad_flag", where + ".context." + flag + ": wins off one discard agree on it");
        }
      }
    }
    const ctx = win.context;
    const chained = _records_truthy(_records_get(ctx, "kong_replacement")) || _records_truthy(_records_get(ctx, "discard_after_kong"))
      || win.by === ROBBING_KONG;
    const n = _records_get(ctx, "kong_chain", chained ? 1 : 0);
    if (_records_truthy(n) && !chained) {
      throw new RecordError("bad_flag", where + ".context.kong_chain: needs kong_replacement, discard_after_kong or a robbed kong");
    }
    if (_records_truthy(_records_get(ctx, "kong_replacement")) && win.by !== SELF_DRAW) {
      throw new RecordError("bad_flag", where + ".context.kong_replacement: only a self-draw wins on a kong's replacement tile");
    }
    if (_records_truthy(_records_get(ctx, "discard_after_kong")) && win.by !== DISCARD) {
      throw new RecordError("bad_flag", where + ".context.discard_after_kong: needs a discard win");
    }
    if (chained) {
      if (n < 1) {
        throw new RecordError("bad_flag", where + ".context.kong_chain: a kong chain has at least one kong");
      }
      win.chain = _kong_chain(deal, win, n, timed, where);
    }
    ctx.kong_chain = n;  // the context is the Win's own object, built from the record
  }
}

/**
 * The kongs of a win's chain of n, in the order made; a robbed kong, which never happens, is not among them.
 *
 * Melds are listed in the order made, an added kong where its pung was made (or where it was promoted). The
 * chain is the latest made of the kongs that can follow the seat's last other meld: those listed after it, and
 * its added kongs wherever listed, each promoted after its pung at a time the list does not show. Latest by the
 * deal's events where it gives them, else by place in the list: the kongs listed last, then added kongs from
 * the end of the list. In the order made, as the list or the events give it, a kong of a discard first.
 */
function _kong_chain(deal, win, n, timed, where) {
  const maker = _records_truthy(_records_get(win.context, "kong_replacement")) ? win.winner : win.source;
  let melds = maker === win.winner ? win.player.melds : deal.players[maker].melds;
  const robbing = win.by === ROBBING_KONG;
  if (robbing) {  // the pung being promoted is the seat's latest act, wherever it is listed
    let robbed = null;
    for (let i = melds.length - 1; i >= 0 && robbed === null; i--) {
      if (melds[i].kind === PUNG && melds[i].tile === win.win_tile) {
        robbed = melds[i];
      }
    }
    if (robbed === null) {
      throw new RecordError("bad_rob", where + ": the robbed seat " + maker + " has no pung of " + tile_name(win.win_tile) + " to promote");
    }
    melds = melds.filter((m) => m !== robbed);
    n -= 1;
  } else if (timed && maker !== win.winner) {  // the discarder's melds as they were: up to its last kong before the win
    melds = _melds_before(deal, melds, win.order);
  }
  // With events, a kong made at the win's event or after it was no kong then (an added one was still a pung).
  const made = melds.map((m) => m.kind === KONG && (!timed || kong_order(deal, m) < win.order));
  let after_others = melds.length;
  while (after_others && made[after_others - 1]) {
    after_others -= 1;
  }
  const latest = [];
  melds.forEach((m, i) => {
    if (made[i] && (i >= after_others || m.added)) {
      latest.push([timed ? kong_order(deal, m) : 0, i]);
    }
  });
  latest.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (latest.length < n) {
    throw new RecordError("bad_flag", where + ".context.kong_chain: seat " + maker + " has no chain of " + (n + (robbing ? 1 : 0))
      + " kongs" + (robbing ? " (the robbed one included)" : "") + ": only " + latest.length + " of its kongs are "
      + "listed after its last pung or chow, or were added to a pung");
  }
  const chain = latest.slice(latest.length - n).map(([_order, i]) => melds[i]);
  // A kong of another seat's discard can only begin a chain (the others are made of drawn tiles), wherever listed.
  return chain.filter((m) => !m.concealed && !m.added).concat(chain.filter((m) => m.concealed || m.added));
}

/** A seat's melds up to its last kong made before the event `now` (all of them where it made none). */
function _melds_before(deal, melds, now) {
  let last = -1;
  melds.forEach((m, j) => {
    const order = m.kind === KONG ? kong_order(deal, m) : -1;
    if (order > -1 && order < now) {
      last = j;
    }
  });
  return last >= 0 ? melds.slice(0, last + 1) : melds;
}

/** A Player with some fields changed (a seat the record left empty shares one Player with the others). */
function _copy_player(player, changes) {
  const fields = Object.assign({
    hand: player.hand, melds: player.melds, flowers: player.flowers, flower_count: player.flower_count,
    declared_ready: player.declared_ready, ready: player.ready, reds: player.reds, hand_reds: player.hand_reds,
    fields: player.fields,
  }, changes);
  return new Player(fields.hand, fields.melds, fields.flowers, fields.flower_count, fields.declared_ready, fields.ready, fields.reds,
    fields.hand_reds, fields.fields);
}

/** Whether some element of a sorted list equals the one `gap` places after it. */
function _repeats(ordered, gap) {
  for (let i = 0; i + gap < ordered.length; i++) {
    if (ordered[i] === ordered[i + gap]) {
      return true;
    }
  }
  return false;
}

/** Every tile of a deal: hands, melds, flowers, win tiles (a tile won by several once), and the
 * tiles of tiles flags (bonus tiles, dora indicators), those the wins share once. */
function _all_tiles(deal, rules) {
  const tiles = deal.indicator === NO_TILE ? [] : [deal.indicator];  // the indicator turned up is one of its tile's copies
  const own = new Map();
  for (const win of deal.wins) {
    if (win.own !== null) {
      if (!own.has(win.winner)) {
        own.set(win.winner, []);
      }
      own.get(win.winner).push(win.player);
    }
  }
  deal.players.forEach((player, seat) => {
    let held = _held(player, deal.wild);
    if (own.has(seat)) {
      const most = new Map();
      for (const p of [player].concat(own.get(seat))) {
        const counts = new Map();
        for (const t of _held(p, deal.wild)) {
          counts.set(t, (counts.get(t) || 0) + 1);
        }
        for (const [t, n] of counts) {
          most.set(t, Math.max(most.get(t) || 0, n));
        }
      }
      held = [];
      for (const [t, n] of most) {
        for (let k = 0; k < n; k++) {
          held.push(t);
        }
      }
    }
    tiles.push(...held, ...player.flowers);
  });
  for (const group of _moments(deal)) {
    if (group[0].win_tile !== NO_TILE) {
      tiles.push(group[0].win_tile);
    }
  }
  for (const name of rules.tiles_flags) {
    const win = deal.wins.find((w) => _records_has(w.context, name));
    if (win !== undefined) {
      tiles.push(...win.context[name]);
    }
  }
  return tiles;
}

/** A seat's concealed tiles and the tiles of its melds (a meld's wilds as copies of the wild tile). */
function _held(player, wild) {
  const tiles = player.hand ? player.hand.slice() : [];
  for (const m of player.melds) {
    if (m.wilds) {  // its wilds are copies of the wild tile, not of those they stand for
      const rest = m.tiles.slice();
      for (const t of m.stands) {
        rest.splice(rest.indexOf(t), 1);
      }
      tiles.push(...rest, ...Array(m.wilds).fill(wild));
    } else {
      tiles.push(...m.tiles);
    }
  }
  return tiles;
}

/** The wins won at once: all of them, or with events those of each event (in the record's order of wins). */
function _moments(deal) {
  if (deal.events === null) {
    return deal.wins.length ? [deal.wins] : [];
  }
  const by_index = new Map(deal.wins.map((w) => [w.index, w]));
  return deal.events.filter(([kind]) => kind === EVENT_WIN).map(([_kind, item]) => item.map((x) => by_index.get(x)));
}

/** No more red fives of a suit than the ruleset plays, across the deal (a tile won by several at once, once; of a
 * seat whose wins give hands of their own, the most any of them holds). */
function _check_reds(deal, rules) {
  if (!rules.red_fives.some((n) => n)) {
    return;
  }
  let reds = [0, 0, 0];
  deal.players.forEach((player, seat) => {
    let held = player.reds;
    for (const win of deal.wins) {
      if (win.own !== null && win.winner === seat) {
        held = held.map((n, suit) => Math.max(n, win.player.reds[suit]));
      }
    }
    reds = reds.map((n, suit) => n + held[suit]);
  });
  for (const group of _moments(deal)) {
    if (group[0].red) {
      reds[TILE_SUIT[group[0].win_tile]] += 1;
    }
  }
  for (const name of rules.tiles_flags) {
    const win = deal.wins.find((w) => _records_has(w.flag_reds, name));
    const shown = win !== undefined ? win.flag_reds[name] : [0, 0, 0];
    reds = reds.map((n, suit) => n + shown[suit]);
  }
  for (let suit = 0; suit < Math.min(reds.length, rules.red_fives.length); suit++) {  // Python's zip
    const held = reds[suit];
    const played = rules.red_fives[suit];
    if (held > played) {
      throw new RecordError("too_many_copies", held + " red fives 0" + SUIT_LETTERS[suit] + " across hands, melds, win tiles and flags; "
        + "this ruleset plays " + played);
    }
  }
}

function _check_copies(tiles) {
  tiles = tiles.slice().sort((a, b) => a - b);
  if (_repeats(tiles, 4) || tiles.length && tiles[tiles.length - 1] >= N_KINDS
      && _repeats(tiles.slice(tiles.findIndex((t) => t >= N_KINDS)), 1)) {
    const count = (t) => tiles.filter((u) => u === t).length;
    const t = tiles.find((u) => count(u) > (u < N_KINDS ? 4 : 1));
    throw new RecordError("too_many_copies", count(t) + " copies of " + tile_name(t) + " across hands, melds, flowers and win tiles; there are "
      + (t < N_KINDS ? 4 : 1));
  }
}


// ---------------------------------------------------------------- runtime/js/shapes.mjs

/**
 * Arrangements of a hand under a ruleset's shapes, and the tiles it waits on (a port of runtime/shapes.py).
 *
 * A shape counted in groups is ["groups", sets, pairs, fixed, fixed_tiles]: `fixed` lists the fixed-tile
 * groups a ruleset declares that the shape takes, as [how_many, tile_sets] entries, each tile set a
 * sorted array of tiles; `fixed_tiles` is how many tiles they take in all. A fixed group of a reading is
 * the part [FIXED, its tiles].
 *
 * Representation (what the JS code generator writes, and what these functions take):
 * - A shape of SHAPES is an array like Python's tuple:
 *     ["groups", sets, pairs, fixed, fixed_tiles]  fixed an array of [how_many, tile_sets], each tile set a
 *         sorted array of tiles. A shape's `fixed` array must be the same object on every call (a constant of
 *         the module): what is worked out for it is kept by identity, as Python keeps it by id().
 *     ["tiles", holds, allowed, least_kinds, before]  holds(tiles) and before(tiles) are functions of an
 *         array of tiles returning a boolean; `allowed` is a Set of tiles, or null; `before` may be null.
 *     ["declared"]
 * - A part of a reading is [kind, key] like Python's tuple: key a tile, or for FIXED the tile set (an array).
 *   Tables that Python keys by a part (GROUP_TILES, SHARED_GROUPS) are Maps keyed by _shapes_part_key(part).
 * - Arrangement.win_set is null where Python has None (by_win_set false); NO_GROUP where Python has NO_GROUP.
 * - SUIT_OF, NUMBER_OF, IN_SUIT (Python's bytes.translate tables) are arrays of 256 numbers indexed by tile:
 *   `bytes(tiles).translate(SUIT_OF)` becomes `tiles.map((t) => SUIT_OF[t])`.
 * - The suit tables are built as hands need them (_know_suit_tables), a number of sets at a time (Python
 *   builds them a number of tiles at a time); their keys by places are strings of one character per place
 *   (char code = the byte Python's key holds).
 * - Bit masks of what a suit makes (bit 5 * sets + pairs) use 32-bit operators, as the C runtime does: a
 *   hand has at most MOST_HAND_SIZE (20) tiles, six sets and a pair, so no mask passes bit 31.
 *
 * A hand given here is one the record reader let through: with its melds (kongs counted as three) it makes the
 * ruleset's hand size (tiles.size), or one tile less for a hand that waits. So a shape counted in groups reads
 * only the hands its groups make, and a shape judged on its tiles applies to any hand without melds.
 */


/** One reading of a winning hand: its shape, its sets, its pairs, and the set the win tile completed. */
class Arrangement {
  constructor(shape, sets, pairs, win_set) {
    this.shape = shape;
    this.sets = sets;
    this.pairs = pairs;
    this.win_set = win_set;
  }
}

function tile_counts(tiles) {
  const counts = new Array(N_KINDS).fill(0);
  for (const t of tiles) {
    counts[t] += 1;
  }
  return counts;
}

/** Every multiset of sets/pairs exactly covering counts (each once), appended to out. */
function _split(counts, start, sets, pairs, out, acc) {
  while (start < N_KINDS && counts[start] === 0) {
    start += 1;
  }
  if (start === N_KINDS) {
    if (sets === 0 && pairs === 0) {
      out.push(acc.slice());
    }
    return;
  }
  const c = counts[start];
  if (pairs && c >= 2) {
    counts[start] -= 2;
    acc.push([PAIR, start]);
    _split(counts, start, sets, pairs - 1, out, acc);
    acc.pop();
    counts[start] += 2;
  }
  if (sets && c >= 3) {
    counts[start] -= 3;
    acc.push([PUNG, start]);
    _split(counts, start, sets - 1, pairs, out, acc);
    acc.pop();
    counts[start] += 3;
  }
  if (sets && start < 27 && TILE_NUMBER[start] <= 7 && counts[start + 1] && counts[start + 2]) {
    counts[start] -= 1;
    counts[start + 1] -= 1;
    counts[start + 2] -= 1;
    acc.push([CHOW, start]);
    _split(counts, start, sets - 1, pairs, out, acc);
    acc.pop();
    counts[start] += 1;
    counts[start + 1] += 1;
    counts[start + 2] += 1;
  }
}

// Place i held c times, as a key of the tables by places (one character per tile, its code the place).
const _RUNS = Array.from({ length: 9 }, (_, i) =>
  Array.from({ length: 5 }, (_, c) => String.fromCharCode(i).repeat(c)));

/** itertools.combinations_with_replacement(items, n), in its order. */
function _shapes_combinations_with_replacement(items, n) {
  const out = [];
  const picked = [];
  const walk = (from) => {
    if (picked.length === n) {
      out.push(picked.slice());
      return;
    }
    for (let i = from; i < items.length; i++) {
      picked.push(items[i]);
      walk(i);
      picked.pop();
    }
  };
  walk(0);
  return out;
}

/** itertools.product(...lists), in its order (the last list turns fastest). */
function _shapes_product(lists) {
  let out = [[]];
  for (const list of lists) {
    const next = [];
    for (const head of out) {
      for (const item of list) {
        next.push([...head, item]);
      }
    }
    out = next;
  }
  return out;
}

/**
 * Every reading of one suit's tiles as `n` sets and at most one pair, entered in the suit's tables.
 *
 * `by_places` is keyed by the string of the tiles' sorted places in the suit; each entry is [sets, pairs,
 * groups] with groups as codes kind * 9 + index within the suit (see SUIT_GROUPS). `made` gives, by the
 * suit's count vector packed in base 5, what the tiles make as a mask: bit 5 * sets + pairs for each
 * reading. Tiles of n sets and a pair (or none) are read as no other number of sets, so a key's entries
 * all come from one n.
 */
function _build_suit_table(size, chows, n, by_places, made) {
  const shapes = [];
  for (let i = 0; i < size; i++) {
    shapes.push([PUNG, i]);
  }
  if (chows) {
    for (let i = 0; i < size - 2; i++) {
      shapes.push([CHOW, i]);
    }
  }
  const table = new Map();
  for (const combo of _shapes_combinations_with_replacement(shapes, n)) {
    const counts = new Array(size).fill(0);
    for (const [kind, i] of combo) {
      if (kind === PUNG) {
        counts[i] += 3;
      } else {
        counts[i] += 1;
        counts[i + 1] += 1;
        counts[i + 2] += 1;
      }
    }
    if (Math.max(0, ...counts) > 4) {
      continue;
    }
    for (let pair = -1; pair < size; pair++) {
      if (pair >= 0 && counts[pair] > 2) {
        continue;
      }
      let key = pair >= 0 ? 2 * 5 ** pair : 0;
      counts.forEach((c, i) => {
        key += c * 5 ** i;
      });
      const codes = combo.map(([kind, i]) => kind * 9 + i);
      if (pair >= 0) {
        codes.push(PAIR * 9 + pair);
      }
      const groups = codes.sort((a, b) => a - b);
      let entries = table.get(key);
      if (entries === undefined) {
        entries = [];
        table.set(key, entries);
        const runs = counts.map((c, i) => _RUNS[i][c]);
        if (pair >= 0) {
          runs[pair] = _RUNS[pair][counts[pair] + 2];
        }
        by_places.set(runs.join(""), entries);
      }
      entries.push([n, pair >= 0 ? 1 : 0, groups]);
      made.set(key, (made.get(key) || 0) | (1 << (5 * n + (pair >= 0 ? 1 : 0))));
    }
  }
}

// The suit tables by suit (the number suits share theirs), filled by _know_suit_tables as hands need them.
const NUMBER_READINGS = new Map();
const NUMBER_MADE = new Map();
const HONOR_READINGS = new Map();
const HONOR_MADE = new Map();
const SUIT_READINGS = [NUMBER_READINGS, NUMBER_READINGS, NUMBER_READINGS, HONOR_READINGS];
const SUIT_MADE = [NUMBER_MADE, NUMBER_MADE, NUMBER_MADE, HONOR_MADE];
const _SHAPES_MOST_SETS = Math.floor((MOST_HAND_SIZE - 2) / 3); // no hand holds more sets of one suit
let _shapes_sets_known = -1; // the tables hold every reading of up to this many sets

/** Have the suit tables hold the readings of `tiles` tiles of a suit, and of fewer. */
function _know_suit_tables(tiles) {
  const most = Math.min(Math.floor(tiles / 3), _SHAPES_MOST_SETS);
  for (let n = _shapes_sets_known + 1; n <= most; n++) {
    _build_suit_table(9, true, n, NUMBER_READINGS, NUMBER_MADE);
    _build_suit_table(7, false, n, HONOR_READINGS, HONOR_MADE);
    _shapes_sets_known = n;
  }
}

// Python's bytes.translate tables as arrays: a tile to its place in its suit, and to its suit.
const IN_SUIT = Array.from({ length: 256 }, (_, t) => (t < N_KINDS ? t - SUIT_OFFSETS[TILE_SUIT[t]] : 255));
const SUIT_OF = Array.from({ length: 256 }, (_, t) => (t < N_TILES ? TILE_SUIT[t] : 255));
const NUMBER_OF = Array.from({ length: 256 }, (_, t) => (t < N_TILES ? TILE_NUMBER[t] : 255));
const POW5 = Array.from({ length: N_KINDS }, (_, t) => 5 ** (t - SUIT_OFFSETS[TILE_SUIT[t]]));

// For each suit, group code -> [kind, first tile].
const SUIT_GROUPS = Array.from({ length: 4 }, (_, suit) =>
  Array.from({ length: 5 * 9 }, (_, code) => [Math.floor(code / 9), SUIT_OFFSETS[suit] + (code % 9)]));

/** Python's sort of a list of parts (tuples), in place. */
function _shapes_sort_parts(parts) {
  return parts.sort(py_cmp);
}

/** Readings of sorted tiles as exactly `sets` sets and `pairs` (0 or 1) pairs, by suit tables. */
function _readings(tiles, sets, pairs) {
  _know_suit_tables(tiles.length);
  const per_suit = [];
  let lo = 0;
  for (let suit = 0; suit < 4; suit++) {
    let hi = lo; // sorted: a suit's tiles stand together
    for (let i = lo; i < tiles.length; i++) {
      if (SUIT_OF[tiles[i]] === suit) {
        hi += 1;
      }
    }
    if (hi > lo) {
      let places = "";
      for (let i = lo; i < hi; i++) {
        places += String.fromCharCode(IN_SUIT[tiles[i]]);
      }
      const found = SUIT_READINGS[suit].get(places);
      if (found === undefined) {
        return [];
      }
      per_suit.push([suit, found]);
      lo = hi;
    }
  }
  if (lo !== tiles.length) { // a tile of no suit (a flower) is in no set
    return [];
  }
  if (per_suit.length === 1) { // table entries are sorted [kind, tile] already
    const [suit, found] = per_suit[0];
    const parts = SUIT_GROUPS[suit];
    const out = [];
    for (const [n, p, groups] of found) {
      if (n === sets && p === pairs) {
        out.push(groups.map((c) => parts[c]));
      }
    }
    return out;
  }
  let n_sets = 0;
  let n_pairs = 0;
  let one_each = true;
  for (const [, found] of per_suit) {
    if (found.length > 1) {
      one_each = false;
      break;
    }
    n_sets += found[0][0];
    n_pairs += found[0][1];
  }
  if (one_each) { // the usual case: one reading per suit
    if (n_sets !== sets || n_pairs !== pairs) {
      return [];
    }
    const reading = [];
    for (const [suit, found] of per_suit) {
      const parts = SUIT_GROUPS[suit];
      for (const c of found[0][2]) {
        reading.push(parts[c]);
      }
    }
    _shapes_sort_parts(reading);
    return [reading];
  }
  const out = [];
  for (const combo of _shapes_product(per_suit.map(([, found]) => found))) {
    let total_sets = 0;
    let total_pairs = 0;
    for (const c of combo) {
      total_sets += c[0];
      total_pairs += c[1];
    }
    if (total_sets === sets && total_pairs === pairs) {
      const reading = [];
      combo.forEach((c, i) => {
        const parts = SUIT_GROUPS[per_suit[i][0]];
        for (const code of c[2]) {
          reading.push(parts[code]);
        }
      });
      _shapes_sort_parts(reading);
      out.push(reading);
    }
  }
  return out;
}

/**
 * Every way to read counts as `sets` sets + `pairs` pairs + the fixed groups of `fixed`.
 *
 * `first` is the first tile set of fixed[0] still to try: a group taken twice takes its tile sets in
 * their order, so that no reading is found twice.
 */
function decompositions(counts, sets, pairs, fixed = [], first = 0) {
  if (fixed.length) {
    const [n, choices] = fixed[0];
    if (!n) {
      return decompositions(counts, sets, pairs, fixed.slice(1));
    }
    const out = [];
    const left = [[n - 1, choices], ...fixed.slice(1)];
    for (let i = first; i < choices.length; i++) {
      const tiles = choices[i];
      const rest = counts.slice();
      for (const t of tiles) {
        rest[t] -= 1;
      }
      if (tiles.every((t) => rest[t] >= 0)) {
        for (const r of decompositions(rest, sets, pairs, left, i)) {
          out.push([[FIXED, tiles], ...r]);
        }
      }
    }
    return out;
  }
  if (pairs <= 1 && Math.max(...counts) <= 4) { // the suit tables know at most four copies of a tile
    const tiles = [];
    for (let t = 0; t < N_KINDS; t++) {
      for (let i = 0; i < counts[t]; i++) {
        tiles.push(t);
      }
    }
    return _readings(tiles, sets, pairs);
  }
  if (sets === 0) { // only pairs: one reading, if every count is even
    let total = 0;
    for (const c of counts) {
      total += c;
    }
    if (counts.some((c) => c & 1) || total !== 2 * pairs) {
      return [];
    }
    const reading = [];
    for (let t = 0; t < N_KINDS; t++) {
      for (let i = 0; i < Math.floor(counts[t] / 2); i++) {
        reading.push([PAIR, t]);
      }
    }
    return [reading];
  }
  const out = [];
  _split(counts, 0, sets, pairs, out, []);
  return out;
}

/** The key of a part in the tables of parts: "kind:tile", or for a fixed group "4:t,t,t" (its tiles). */
function _shapes_part_key(part) {
  return part[0] + ":" + String(part[1]);
}

const GROUP_TILES = new Map(); // the tiles of each part, by _shapes_part_key; a fixed group's key is its tiles
const _SHAPES_PLAIN_PARTS = []; // the parts entered below, in order (SHARED_GROUPS is made of them)
for (let t = 0; t < N_KINDS; t++) {
  const parts = [[PAIR, t, [t, t]], [PUNG, t, [t, t, t]], [KONG, t, [t, t, t, t]]];
  if (TILE_SUIT[t] < 3 && TILE_NUMBER[t] <= 7) {
    parts.push([CHOW, t, [t, t + 1, t + 2]]);
  }
  for (const [kind, key, tiles] of parts) {
    GROUP_TILES.set(_shapes_part_key([kind, key]), tiles);
    _SHAPES_PLAIN_PARTS.push([kind, key]);
  }
}

function make_group(part, owner) {
  const [kind, key] = part;
  const tiles = GROUP_TILES.get(_shapes_part_key(part));
  return new Group(kind, kind === FIXED ? tiles[0] : key, tiles, owner);
}

// One concealed group per part and seat, shared by the arrangements that need no has_win
// mark (nothing writes to them).
const SHARED_GROUPS = [0, 1, 2, 3].map((owner) =>
  new Map(_SHAPES_PLAIN_PARTS.map((part) => [_shapes_part_key(part), make_group(part, owner)])));

const _FIXED_SETS = new Map(); // a shape's fixed groups (the array itself) -> the tile sets of each group, as Sets

/**
 * The tile sets of a shape's fixed groups as Sets; on first sight, its groups are entered in the
 * tables of parts.
 */
function _know_fixed(fixed) {
  let known = _FIXED_SETS.get(fixed);
  if (known === undefined) {
    for (const [, choices] of fixed) {
      for (const tiles of choices) {
        const part = [FIXED, tiles];
        const key = _shapes_part_key(part);
        if (!GROUP_TILES.has(key)) {
          GROUP_TILES.set(key, Array.from(tiles));
          SHARED_GROUPS.forEach((shared, owner) => {
            shared.set(key, make_group(part, owner));
          });
        }
      }
    }
    known = fixed.map(([, choices]) => choices.map((tiles) => new Set(tiles)));
    _FIXED_SETS.set(fixed, known);
  }
  return known;
}

/**
 * The order in which readings are tried: by their sets' tiles, lowest first (a pung before a chow),
 * then by their kinds (a fixed group may have a chow's tiles).
 */
function reading_order(parts) {
  const sets = [];
  const pairs = [];
  for (const p of parts) {
    (p[0] !== PAIR ? sets : pairs).push(GROUP_TILES.get(_shapes_part_key(p)));
  }
  return [sets.sort(py_cmp), pairs.sort(py_cmp), parts]; // a reading's parts come sorted
}

/** The one reading of a win declared without a complete hand: its shape, and no sets. */
function declared_reading(shape) {
  return [new Arrangement(shape, [], [], NO_GROUP)];
}

/** Whether sorted tiles pair up: tiles[0::2] == tiles[1::2] in Python. */
function _shapes_pairs_up(tiles) {
  if (tiles.length % 2) {
    return false;
  }
  for (let i = 0; i < tiles.length; i += 2) {
    if (tiles[i] !== tiles[i + 1]) {
      return false;
    }
  }
  return true;
}

/**
 * Every arrangement of a complete hand under the ruleset's shapes.
 *
 * `concealed` holds the concealed tiles including the win tile; `shapes` is a list of
 * ["groups", sets, pairs, fixed, fixed tiles] or ["tiles", predicate, tiles it allows or null, kinds the
 * hand needs before its last tile, a predicate the hand meets before its last tile or null] entries.
 * With `by_win_set` false (no rule asks which set the win tile completed) a reading
 * is one arrangement, and its win set is left unset (null).
 */
function arrangements(concealed, melds, win_tile, owner, shapes, by_win_set = true, wild = NO_TILE, wild_in = 0,
  playable = null) {
  let counts = null;
  const result = [];
  const n_tiles = concealed.length;
  for (let index = 0; index < shapes.length; index++) {
    const shape = shapes[index];
    if (shape[0] === "declared") { // a win declared without a complete hand: never read from tiles
      continue;
    }
    if (shape[0] === "tiles") {
      const [, holds, allowed, least_kinds] = shape;
      if (!melds.length && (allowed === null || concealed.every((t) => allowed.has(t)))
          && new Set(concealed).size > least_kinds && holds(concealed)) {
        result.push(new Arrangement(index, [], [], NO_GROUP));
      }
      continue;
    }
    const [, n_sets, n_pairs, fixed, fixed_tiles] = shape;
    const free_sets = n_sets - melds.length;
    if (free_sets < 0 || 3 * free_sets + 2 * n_pairs + fixed_tiles !== n_tiles) {
      continue;
    }
    if (wild !== NO_TILE && !fixed.length && concealed.includes(wild)) {
      _wild_arrangements(index, wild_readings(concealed, wild, free_sets, n_pairs, wild_in, playable), melds, win_tile, wild,
        owner, by_win_set, result);
      continue;
    }
    let readings;
    if (n_pairs <= 1 && !fixed.length) {
      readings = _readings(concealed, free_sets, n_pairs);
    } else if (free_sets === 0 && !fixed.length) { // only pairs: the sorted tiles pair up, or not
      if (!_shapes_pairs_up(concealed)) {
        continue;
      }
      readings = [concealed.filter((_, i) => i % 2 === 0).map((t) => [PAIR, t])];
    } else {
      if (fixed.length) {
        const held = new Set(concealed);
        if (!_know_fixed(fixed).every((sets) => sets.some((tiles) => [...tiles].every((t) => held.has(t))))) {
          continue; // some fixed group is not among the tiles
        }
      }
      counts = counts || tile_counts(concealed);
      readings = decompositions(counts, free_sets, n_pairs, fixed).map((r) => _shapes_sort_parts(r.slice()));
    }
    if (readings.length > 1) {
      readings = py_sorted(readings, reading_order); // ties go to the first
    }
    if (!by_win_set) {
      const shared = SHARED_GROUPS[owner];
      for (const parts of readings) {
        const sets = [...melds];
        const pairs = [];
        let previous = null;
        for (const part of parts) {
          // A part read twice (two equal chows) is two sets: the second gets its own object.
          const key = _shapes_part_key(part);
          const group = key !== previous ? shared.get(key) : make_group(part, owner);
          previous = key;
          if (part[0] === PAIR) {
            pairs.push(group);
          } else {
            sets.push(group);
          }
        }
        result.push(new Arrangement(index, sets, pairs, null));
      }
      continue;
    }
    for (const parts of readings) {
      const keys = parts.map(_shapes_part_key);
      const placed = [];
      parts.forEach((part, i) => {
        if (placed.includes(keys[i]) || !GROUP_TILES.get(keys[i]).includes(win_tile)) {
          return;
        }
        placed.push(keys[i]);
        const sets = [...melds];
        const pairs = [];
        let win_group = null;
        parts.forEach((other, j) => {
          const [kind, key] = other;
          const tiles = GROUP_TILES.get(keys[j]);
          const group = new Group(kind, kind === FIXED ? tiles[0] : key, tiles, owner);
          if (win_group === null && keys[j] === keys[i]) {
            group.has_win = true;
            win_group = group;
          }
          if (kind === PAIR) {
            pairs.push(group);
          } else {
            sets.push(group);
          }
        });
        result.push(new Arrangement(index, sets, pairs, win_group));
      });
    }
  }
  return result;
}

/** How many times tiles holds t (Python's list.count). */
function _shapes_count_of(tiles, t) {
  let n = 0;
  for (const x of tiles) {
    if (x === t) {
      n += 1;
    }
  }
  return n;
}

/** Tiles sorted as numbers (Python's sorted() of a list of tiles). */
function _shapes_sorted_tiles(tiles) {
  return tiles.slice().sort((a, b) => a - b);
}

/**
 * Whether sorted concealed tiles (with a candidate win tile) make a legal shape.
 *
 * With groups_too false only the shapes judged on the tiles as a whole, and those with fixed groups, are tried.
 */
function is_complete(tiles, n_melds, shapes, groups_too = true, wild = NO_TILE, wild_in = 0, playable = null) {
  const total = tiles.length;
  let counts = null;
  for (const shape of shapes) {
    if (shape[0] === "declared") {
      continue;
    }
    if (shape[0] === "tiles") {
      if (n_melds === 0 && shape[1](tiles)) {
        return true;
      }
      continue;
    }
    const [, n_sets, n_pairs, fixed, fixed_tiles] = shape;
    if (!groups_too && !fixed.length) {
      continue;
    }
    const free_sets = n_sets - n_melds;
    if (free_sets >= 0 && 3 * free_sets + 2 * n_pairs + fixed_tiles === total) {
      if (wild !== NO_TILE && !fixed.length && tiles.includes(wild)) {
        if (wild_complete(tiles, wild, free_sets, n_pairs, wild_in, playable)) {
          return true;
        }
        continue;
      }
      if (n_pairs <= 1 && !fixed.length && tiles.every((t) => _shapes_count_of(tiles, t) <= 4)) {
        if (_readings(tiles, free_sets, n_pairs).length) {
          return true;
        }
        continue;
      }
      counts = counts || tile_counts(tiles);
      if (decompositions(counts, free_sets, n_pairs, fixed).length) {
        return true;
      }
    }
  }
  return false;
}

/** What two parts make together, as masks of bit 5 * sets + pairs: every sum of a bit of each. */
function _made_together(a, b) {
  let out = 0;
  while (b) {
    const low = b & -b;
    out |= a * low; // a shifted by the bit's place
    b ^= low;
  }
  return out;
}

/** Python's int.bit_length() of a positive 32-bit mask. */
function _shapes_bit_length(x) {
  return 32 - Math.clz32(x);
}

/**
 * Tiles completing `free_sets` sets and `pairs` pairs, by the suit tables: one suit takes the tile.
 *
 * `keys` are the hand's suits as count vectors in base 5 (see _build_suit_table).
 */
function _group_waits(hand, keys, free_sets, pairs, result) {
  _know_suit_tables(hand.length + 1); // a suit may take the tile: readings of one tile more are read
  const made = keys.map((key, suit) => (key ? SUIT_MADE[suit].get(key) || 0 : 1));
  const incomplete = [0, 1, 2, 3].filter((suit) => !made[suit]);
  if (incomplete.length > 1) { // a tile mends one suit only
    return;
  }
  const target = 5 * free_sets + pairs;
  for (const suit of incomplete.length ? incomplete : [0, 1, 2, 3]) {
    const key = keys[suit];
    if (!key) { // one tile alone makes no set and no pair
      continue;
    }
    let others = 1;
    for (let s = 0; s < 4; s++) {
      if (s !== suit) {
        others = _made_together(others, made[s]);
      }
    }
    let wanted = 0; // what this suit must make, given what the others make
    while (others) {
      const low = others & -others;
      if (_shapes_bit_length(low) - 1 <= target) {
        wanted |= 1 << (target - _shapes_bit_length(low) + 1);
      }
      others ^= low;
    }
    const table = SUIT_MADE[suit];
    const first = SUIT_OFFSETS[suit];
    for (let t = first; t < first + SUIT_SIZES[suit]; t++) {
      if (Math.floor(key / POW5[t]) % 5 === 4) { // a fifth copy is past the tables: ask the general search
        if (_complete_fifth([...hand, t], free_sets, pairs)) {
          result.add(t);
        }
      } else if ((table.get(key + POW5[t]) || 0) & wanted) {
        result.add(t);
      }
    }
  }
}

function _complete_fifth(tiles, sets, pairs) {
  return decompositions(tile_counts(tiles), sets, pairs).length > 0;
}

/** Waits of a shape with one fixed group: it is held whole (the rest waits) or lacks one tile. */
function _fixed_waits(hand, n_melds, shape, result) {
  const [, n_sets, n_pairs, fixed] = shape;
  const [[, choices]] = fixed;
  const held = new Set(hand);
  const kind_sets = _know_fixed(fixed)[0];
  for (let i = 0; i < Math.min(choices.length, kind_sets.length); i++) {
    const tiles = choices[i];
    const kinds = kind_sets[i];
    let lacking = 0;
    for (const t of kinds) {
      if (!held.has(t)) {
        lacking += 1;
      }
    }
    if (kinds.size === tiles.length && lacking > 1) {
      continue; // a tile set of distinct tiles lacking two or more: no one tile completes it (in C)
    }
    const rest = hand.slice();
    const missing = [];
    for (const t of tiles) {
      const at = rest.indexOf(t);
      if (at >= 0) {
        rest.splice(at, 1);
      } else {
        missing.push(t);
      }
    }
    if (!missing.length) {
      for (const t of waits(rest, [], [["groups", n_sets - n_melds, n_pairs, [], 0]])) {
        result.add(t);
      }
    } else if (missing.length === 1 && is_complete(_shapes_sorted_tiles([...hand, ...missing]), n_melds, [shape])) {
      result.add(missing[0]);
    }
  }
}

/** The tile kinds that would complete a waiting hand's shape (even as a fifth copy), sorted. */
function waits(hand, melds, shapes, wild = NO_TILE, wild_in = 0, playable = null) {
  if (wild !== NO_TILE) {  // each tile tried, the wild's copies among them wilds (see arrangements)
    const found = [];
    for (let t = 0; t < N_KINDS; t++) {
      if (is_complete(_shapes_sorted_tiles([...hand, t]), melds.length, shapes, true, wild, wild_in, playable)) {
        found.push(t);
      }
    }
    return found;
  }
  const result = new Set();
  let keys = null;
  const n_tiles = hand.length + 1;
  const n_melds = melds.length;
  for (const shape of shapes) {
    if (shape[0] === "declared") {
      continue;
    }
    if (shape[0] === "tiles") {
      const [, holds, allowed, least_kinds, before] = shape;
      if (n_melds === 0 && (allowed === null || hand.every((t) => allowed.has(t)))
          && new Set(hand).size >= least_kinds && (before === null || before(hand))) {
        let candidates = allowed === null
          ? Array.from({ length: N_KINDS }, (_, t) => t)
          : _shapes_sorted_tiles([...allowed].filter((t) => t < N_KINDS));
        if (least_kinds === n_tiles - 1) { // as many kinds as tiles: the last is one not held
          candidates = candidates.filter((t) => !hand.includes(t));
        }
        for (const t of candidates) {
          if (!result.has(t) && holds(_shapes_sorted_tiles([...hand, t]))) {
            result.add(t);
          }
        }
      }
      continue;
    }
    const [, n_sets, n_pairs, fixed, fixed_tiles] = shape;
    const free_sets = n_sets - n_melds;
    if (free_sets < 0 || 3 * free_sets + 2 * n_pairs + fixed_tiles !== n_tiles) {
      continue;
    }
    if (fixed.length === 1 && fixed[0][0] === 1 && n_pairs <= 1) {
      _fixed_waits(hand, n_melds, shape, result);
    } else if (fixed.length || (n_pairs > 1 && free_sets)) {
      const one = [shape];
      for (let t = 0; t < N_KINDS; t++) {
        if (!result.has(t) && is_complete(_shapes_sorted_tiles([...hand, t]), n_melds, one)) {
          result.add(t);
        }
      }
    } else if (free_sets === 0) { // only pairs: the one tile held an odd number of times
      const kinds = new Set(hand);
      if (2 * kinds.size - 1 <= hand.length) { // pairs and a single hold at most half the tiles' kinds, rounded up
        const odd = [...kinds].filter((t) => _shapes_count_of(hand, t) % 2);
        if (odd.length === 1) {
          result.add(odd[0]);
        }
      }
    } else {
      if (keys === null) {
        keys = [0, 0, 0, 0];
        for (const t of hand) {
          keys[TILE_SUIT[t]] += POW5[t];
        }
      }
      _group_waits(hand, keys, free_sets, n_pairs, result);
    }
  }
  return _shapes_sorted_tiles([...result]);
}


// ------------------------------------------------------------------ wilds (runtime/shapes.py "Wilds")
//
// The copies of a ruleset's wild tile in a hand stand for any tile of `playable` (a Set of tiles), in the concealed
// sets and pairs of shapes of sets and pairs where wild_in lets them (WILD_SETS 1, WILD_PAIR 2: the pair of a shape
// with one, WILD_PAIRS 4: the pairs of a shape with several). A part of a reading is a code, tile * 32 + kind * 8 +
// mask (the mask's bits: the places a wild takes); a reading is its codes sorted, and a shape's readings are tried
// in the order of those lists. The search takes the lowest natural tile left into a set or pair each time (each
// multiset of parts once: parts of one lowest tile in order of code), as the C runtime's does, and lets the wilds
// left make sets and pairs of their own, each standing for any tile.

const WILD_SETS = 1;
const WILD_PAIR = 2;
const WILD_PAIRS = 4;

function _wild_compare(a, b) {
  for (let i = 0; i < a.length && i < b.length; i++) {
    if (a[i] !== b[i]) {
      return a[i] < b[i] ? -1 : 1;
    }
  }
  return a.length - b.length;
}

function _wild_bits(mask) {
  return (mask & 1) + (mask >> 1 & 1) + (mask >> 2 & 1);
}

/** The readings (each a sorted array of codes) of sorted concealed tiles holding the wild, as `sets` sets and
 * `pairs` pairs, in order; with first_only, at most one (whether there is any). */
function _wild_search(tiles, wild, sets, pairs, wild_in, playable, first_only) {
  const counts = new Array(N_KINDS).fill(0);
  let wilds = 0;
  for (const t of tiles) {
    if (t === wild) {
      wilds += 1;
    } else if (t >= N_KINDS) {
      return [];  // a tile of no suit (a flower) is in no set
    } else {
      counts[t] += 1;
    }
  }
  const in_sets = (wild_in & WILD_SETS) !== 0;
  const in_pairs = (wild_in & (pairs <= 1 ? WILD_PAIR : WILD_PAIRS)) !== 0;
  const kinds = [...playable].filter((t) => t < N_KINDS).sort((a, b) => a - b);
  const out = [];
  const acc = [];
  const add = (extra) => {
    out.push(acc.concat(extra).sort((a, b) => a - b));
  };
  const alone = (left_sets, left_pairs, least, extra) => {  // sets and pairs of wilds alone
    if (first_only && out.length) {
      return;
    }
    if (!left_sets && !left_pairs) {
      add(extra);
      return;
    }
    for (const t of kinds) {
      const codes = [];
      if (left_sets) {
        if (TILE_SUIT[t] < 3 && TILE_NUMBER[t] <= 7 && playable.has(t + 1) && playable.has(t + 2)) {
          codes.push(t << 5 | CHOW << 3 | 7);
        }
        codes.push(t << 5 | PUNG << 3 | 7);
      } else {
        codes.push(t << 5 | PAIR << 3 | 3);
      }
      for (const code of codes) {
        if (code < least) {
          continue;
        }
        if (left_sets) {
          alone(left_sets - 1, left_pairs, left_sets > 1 ? code : 0, extra.concat([code]));
        } else {
          alone(0, left_pairs - 1, code, extra.concat([code]));
        }
      }
    }
  };
  const walk = (w, s, p, last_low, last_code) => {
    if (first_only && out.length) {
      return;
    }
    let t = 0;
    while (t < N_KINDS && !counts[t]) {
      t += 1;
    }
    if (t === N_KINDS) {
      if (3 * s + 2 * p === w && (!s || in_sets) && (!p || in_pairs)) {
        alone(s, p, 0, []);
      }
      return;
    }
    const c = counts[t];
    const least = last_low === t ? last_code : 0;
    const takes = [];  // [code, the held tiles it takes]
    const stands = playable.has(t);  // a wild may stand for t (a tile of a hand a wait tries may not be in play)
    if (p) {
      if (c >= 2) {
        takes.push([t << 5 | PAIR << 3, [t, t]]);
      }
      if (in_pairs && stands) {
        takes.push([t << 5 | PAIR << 3 | 1, [t]]);
      }
    }
    if (s) {
      if (c >= 3) {
        takes.push([t << 5 | PUNG << 3, [t, t, t]]);
      }
      if (in_sets && stands) {
        if (c >= 2) {
          takes.push([t << 5 | PUNG << 3 | 1, [t, t]]);
        }
        takes.push([t << 5 | PUNG << 3 | 3, [t]]);
      }
      if (t < 27) {
        const number = TILE_NUMBER[t];
        for (let at = 0; at < 3; at++) {  // tile t's place in the chow: the places below it are wilds
          const low = t - at;
          if (number - at < 1 || number - at > 7 || at && !in_sets) {
            continue;
          }
          for (let choice = 0; choice < 1 << (2 - at); choice++) {  // the places above it a wild takes
            let mask = (1 << at) - 1;
            const held = [t];
            let ok = true;
            for (let j = 0, place = at + 1; place < 3; j++, place++) {
              if (choice >> j & 1) {
                mask |= 1 << place;
              } else if (counts[low + place]) {
                held.push(low + place);
              } else {
                ok = false;
              }
            }
            if (!ok || mask && (!in_sets || [0, 1, 2].some((place) => mask >> place & 1 && !playable.has(low + place)))) {
              continue;
            }
            takes.push([low << 5 | CHOW << 3 | mask, held]);
          }
        }
      }
    }
    for (const [code, held] of takes) {
      const used = _wild_bits(code & 7);
      if (code < least || used > w) {
        continue;
      }
      const pair = (code >> 3 & 3) === PAIR;
      for (const x of held) {
        counts[x] -= 1;
      }
      if (held.every((x) => counts[x] >= 0)) {
        acc.push(code);
        walk(w - used, s - (pair ? 0 : 1), p - (pair ? 1 : 0), t, code);
        acc.pop();
      }
      for (const x of held) {
        counts[x] += 1;
      }
    }
  };
  walk(wilds, sets, pairs, -1, 0);
  return first_only ? out : out.sort(_wild_compare);
}

/** The readings, in order, of sorted concealed tiles holding the wild, as `sets` sets and `pairs` pairs. */
function wild_readings(tiles, wild, sets, pairs, wild_in, playable) {
  return _wild_search(tiles, wild, sets, pairs, wild_in, playable, false);
}

/** Whether sorted concealed tiles holding the wild make `sets` sets and `pairs` pairs. */
function wild_complete(tiles, wild, sets, pairs, wild_in, playable) {
  return _wild_search(tiles, wild, sets, pairs, wild_in, playable, true).length > 0;
}

/** What a part's code means: [kind, tile, tiles, natural tiles, the tiles the wilds stand for]. */
function code_part(code) {
  const tile = code >> 5;
  const kind = code >> 3 & 3;
  const mask = code & 7;
  const tiles = kind === CHOW ? [tile, tile + 1, tile + 2] : new Array(kind === PAIR ? 2 : 3).fill(tile);
  const stands = tiles.filter((_, place) => mask >> place & 1);
  const naturals = tiles.filter((_, place) => !(mask >> place & 1));
  return [kind, tile, tiles, naturals, stands];
}

const _WILD_SHARED = [0, 1, 2, 3].map(() => new Map());  // code -> its concealed set, by owner (nothing writes to them)

/** The set of a code (a plain Group where no wild is in it): shared by owner, unless `fresh`. */
function _wild_group(code, owner, fresh = false) {
  if (!fresh) {
    const shared = _WILD_SHARED[owner].get(code);
    if (shared !== undefined) {
      return shared;
    }
  }
  const [kind, tile, tiles, , stands] = code_part(code);
  const group = stands.length ? new WildGroup(kind, tile, tiles, owner, undefined, undefined, undefined, undefined,
    undefined, undefined, stands) : new Group(kind, tile, tiles, owner);
  if (!fresh) {
    _WILD_SHARED[owner].set(code, group);
  }
  return group;
}

/** The arrangements of a shape's readings with wilds (as arrangements() makes them from parts). */
function _wild_arrangements(index, readings, melds, win_tile, wild, owner, by_win_set, result) {
  for (const codes of readings) {
    if (!by_win_set) {
      const sets = [...melds];
      const pairs = [];
      let previous = null;
      for (const code of codes) {
        ((code >> 3 & 3) === PAIR ? pairs : sets).push(_wild_group(code, owner, code === previous));  // a part read twice is two sets
        previous = code;
      }
      result.push(new Arrangement(index, sets, pairs, null));
      continue;
    }
    const placed = new Set();
    for (const code of codes) {
      if (placed.has(code) || !(win_tile === wild ? code & 7 : code_part(code)[3].includes(win_tile))) {
        continue;
      }
      placed.add(code);
      const sets = [...melds];
      const pairs = [];
      let win_group = null;
      for (const other of codes) {
        const group = _wild_group(other, owner, true);
        if (win_group === null && other === code) {
          group.has_win = true;
          win_group = group;
        }
        ((other >> 3 & 3) === PAIR ? pairs : sets).push(group);
      }
      result.push(new Arrangement(index, sets, pairs, win_group));
    }
  }
}

/** The wild tiles a winner holds: those of its concealed tiles, and its melds' wilds (the `wilds` of the language). */
function wild_tiles(wild, hand_tiles, melds) {
  if (wild === NO_TILE) {
    return [];
  }
  let n = 0;
  for (const t of hand_tiles) {
    if (t === wild) {
      n += 1;
    }
  }
  for (const m of melds) {
    n += m.wilds;
  }
  return new Array(n).fill(wild);
}

/** The tiles the wilds of an arrangement stand for, sorted (the `stands_for` of the language). */
function stood_for(arr) {
  const out = [];
  for (const s of arr.sets.concat(arr.pairs)) {
    out.push(...s.stands);
  }
  return out.sort((a, b) => a - b);
}

/** Whether a tile is the deal's wild (a tile's `is_wild`). */
function is_wild(deal, t) {
  return t !== NO_TILE && t === deal.wild;
}


// ---------------------------------------------------------------- runtime/js/relations.mjs

/**
 * Relation patterns: instances among sets, and which of them count, by the policy a ruleset selects
 * (a port of runtime/relations.py).
 *
 * join_once (choose_relations): a chosen instance never joins two sets already joined, nor puts one set in
 * the same pattern twice; the choice of the highest total value counts, the earliest among equals.
 * every_instance (every_relation): every instance found counts.
 *
 * Representation (what the JS code generator writes, and what these functions take):
 * - An instance is [pattern, members]: pattern a number, members an array of set indices, ascending.
 * - A relation table (Python's frozenset of tile tuples) is a Set of string keys, each `tiles.join(",")`
 *   (e.g. "27,28,29,30").
 * - relation_index(tables) takes a Map from pattern to its table (a Set of string keys), in the order of
 *   Python's dict, and gives a Map from string key to the array of its patterns, in that order.
 * - relation_found(tiles, indexes) takes indexes as an array of [k, index] pairs.
 * - values (Python's RELATION_VALUES_*) is a Map from pattern to value.
 * - counts (what choose_relations, every_relation and relation_counts give) are a Map from pattern to
 *   count, its entries in the order Python's dict has them.
 * - choices (Python's RELATION_CHOICES_*: tuple of instances -> counts) is a Map whose keys are
 *   JSON.stringify(instances) of the instance list as arrays, without spaces, e.g.
 *   "[[0,[0,1,2,3]],[37,[0,1,2]]]", and whose values are counts Maps, e.g. new Map([[0, 1]]).
 *   choose_relations returns that Map itself (callers only read it), as Python returns its dict.
 * - holds (relation_instances) is a function of the chosen items returning a boolean.
 */


function _relations_range(n) {
  return Array.from({ length: n }, (_, i) => i);
}

/** [pattern, members] for each k distinct elements of items that hold the relation in some order. */
function relation_instances(items, pattern, k, holds, symmetric) {
  const found = [];
  for (const members of py_combinations(_relations_range(items.length), k)) {
    const chosen = members.map((i) => items[i]);
    if (symmetric ? holds(...chosen) : py_some_order(chosen, holds)) {
      found.push([pattern, members]);
    }
  }
  return found;
}

// For n sets and k of them: every choice of k member indices, in the order of combinations.
const MEMBER_CHOICES = Array.from({ length: 9 }, (_, n) =>
  Array.from({ length: 5 }, (_, k) => [...py_combinations(_relations_range(n), k)]));

/**
 * [pattern, members] for every k of the sets (sorted by tile) whose tiles a table of arity k
 * holds; `indexes` are [k, key -> patterns] pairs.
 */
function relation_found(tiles, indexes) {
  const n = tiles.length;
  const found = [];
  for (const [k, index] of indexes) {
    if (k <= n) {
      const choices = n < MEMBER_CHOICES.length ? MEMBER_CHOICES[n][k] : [...py_combinations(_relations_range(n), k)];
      for (const members of choices) {
        const patterns = index.get(members.map((i) => tiles[i]).join(","));
        if (patterns !== undefined) {
          for (const pattern of patterns) {
            found.push([pattern, members]);
          }
        }
      }
    }
  }
  return found;
}

/** Relation tables of one arity merged: key -> the patterns whose table holds it, in order. */
function relation_index(tables) {
  const index = new Map();
  for (const [pattern, keys] of tables) {
    for (const key of keys) {
      const had = index.get(key);
      index.set(key, had === undefined ? [pattern] : [...had, pattern]);
    }
  }
  return index;
}

/**
 * How many instances of each relation pattern count: pattern -> count.
 *
 * Chosen instances never join two sets already joined and never put one set in the same
 * pattern twice; their total value is the highest, and among equals the earliest win.
 * `choices` holds the answer, tabulated by the compiler, for lists in which a set takes part twice.
 */
function choose_relations(instances, values, choices = null) {
  if (!instances.length) {
    return new Map();
  }
  const members = [];
  for (const [, ms] of instances) {
    members.push(...ms);
  }
  if (new Set(members).size === members.length && instances.every(([p]) => values.get(p) >= 0)) {
    return relation_counts(instances.map(([p]) => p)); // no set in two instances: all count
  }
  if (choices && choices.size) {
    const counts = choices.get(JSON.stringify(instances));
    if (counts !== undefined) {
      return counts;
    }
  }
  return relation_counts(best_relations(instances, values));
}

/** How many instances of each relation pattern count when every instance counts: pattern -> count. */
function every_relation(instances) {
  return relation_counts(instances.map(([p]) => p));
}

/** The patterns of the best choice among instances. */
function best_relations(instances, values) {
  return _all_fit(instances, values) ? instances.map(([p]) => p) : _best_choice(instances, values);
}

function relation_counts(patterns) {
  const counts = new Map();
  for (const pattern of patterns) {
    counts.set(pattern, (counts.get(pattern) || 0) + 1);
  }
  return counts;
}

/**
 * Whether every instance counts: none lowers the total, none joins sets already joined, and
 * no set is in one pattern twice (then the best choice is all of them).
 */
function _all_fit(instances, values) {
  const parent = new Map();
  const used = new Set();
  for (const [pattern, members] of instances) {
    if (values.get(pattern) < 0) {
      return false;
    }
    const roots = new Set();
    for (let m of members) {
      const mark = pattern + "," + m;
      if (used.has(mark)) {
        return false;
      }
      used.add(mark);
      while (parent.has(m)) {
        m = parent.get(m);
      }
      roots.add(m);
    }
    if (roots.size < members.length) {
      return false;
    }
    // Any root may take the others: Python pops an arbitrary one, and the sets joined are the same.
    const [first, ...others] = roots;
    for (const r of others) {
      parent.set(r, first);
    }
  }
  return true;
}

/** The patterns of the best choice among instances (a search, pruned by what is left to add). */
function _best_choice(instances, values) {
  let best_total = -1;
  let best = [];
  // What the instances from i on can add at most: all of them, or as many as there are joins left
  // (each joins two or more groups of sets; n sets take at most n - 1) at the highest value.
  const suffix = new Array(instances.length + 1).fill(0);
  const highest = new Array(instances.length + 1).fill(0);
  for (let i = instances.length - 1; i >= 0; i--) {
    const value = values.get(instances[i][0]);
    suffix[i] = suffix[i + 1] + Math.max(0, value);
    highest[i] = Math.max(highest[i + 1], value, 0);
  }
  let size = -Infinity;
  for (const [, members] of instances) {
    for (const m of members) {
      size = Math.max(size, m);
    }
  }
  size += 1;

  const search = (i, total, chosen, parent, used, joins) => {
    if (total + Math.min(suffix[i], (size - 1 - joins) * highest[i]) <= best_total) {
      return;
    }
    if (i === instances.length) {
      best_total = total;
      best = chosen.slice();
      return;
    }
    const [pattern, members] = instances[i];
    const roots = [];
    for (let m of members) {
      while (parent[m] !== m) {
        m = parent[m];
      }
      roots.push(m);
    }
    if (new Set(roots).size === roots.length && !members.some((m) => used.has(pattern + "," + m))) {
      const joined = parent.slice();
      for (const r of roots.slice(1)) {
        joined[r] = roots[0];
      }
      const now_used = new Set(used);
      for (const m of members) {
        now_used.add(pattern + "," + m);
      }
      search(i + 1, total + values.get(pattern), [...chosen, pattern], joined, now_used, joins + members.length - 1);
    }
    search(i + 1, total, chosen, parent, used, joins);
  };

  search(0, 0, [], _relations_range(size), new Set(), 0);
  return best;
}


// ---------------------------------------------------------------- runtime/js/results.mjs

// Payments and results.
// (Port of compiler/runtime/results.py. Each change to a delta is checked by `safe`: where Python's
// integers would grow past 2**53, the JS runtime gives the record's "overflow" error.)



/** Each payer pays each payee `amount`; payer and payee are seats or lists of seats. */
function pay(payments, deltas, payer, payee, amount, reason) {
  for (const source of Array.isArray(payer) ? payer : [payer]) {
    for (const target of Array.isArray(payee) ? payee : [payee]) {
      add_payment(payments, deltas, source, target, amount, reason);
    }
  }
}


/** Each payer pays one seat: add_payment for each, in one loop. */
function pay_from_each(payments, deltas, payers, target, amount, reason) {
  if (amount <= 0 || target === NO_SEAT) {
    for (const source of amount < 0 ? payers : []) {
      add_payment(payments, deltas, source, target, amount, reason);  // words the error
    }
    return;
  }
  for (const source of payers) {
    if (source !== target && source !== NO_SEAT) {
      payments.push({ "from": source, "to": target, "amount": amount, "reason": reason });
      deltas[source] = safe(deltas[source] - amount);
      deltas[target] = safe(deltas[target] + amount);
    }
  }
}


/** One seat pays each payee: add_payment for each, in one loop. */
function pay_to_each(payments, deltas, source, payees, amount, reason) {
  if (amount <= 0 || source === NO_SEAT) {
    for (const target of amount < 0 ? payees : []) {
      add_payment(payments, deltas, source, target, amount, reason);  // words the error
    }
    return;
  }
  for (const target of payees) {
    if (source !== target && target !== NO_SEAT) {
      payments.push({ "from": source, "to": target, "amount": amount, "reason": reason });
      deltas[source] = safe(deltas[source] - amount);
      deltas[target] = safe(deltas[target] + amount);
    }
  }
}


/** Record one transfer; zero amounts, self-payments and payments to or from no seat are dropped. */
function add_payment(payments, deltas, source, target, amount, reason) {
  if (amount < 0) {
    // Python's "%d": the whole part, written out in full.
    const whole = Math.trunc(amount);
    const shown = Number.isSafeInteger(whole) ? String(whole) : BigInt(whole).toString();
    const payer = source === TABLE ? "the table" : "seat " + source;
    throw new RecordError("negative_payment", "a rule of this ruleset asks " + payer + " to pay " + shown + " for " +
                          reason + "; amounts are never negative");
  }
  if (amount && source !== target && source !== NO_SEAT && target !== NO_SEAT) {
    payments.push({ "from": source, "to": target, "amount": amount, "reason": reason });
    deltas[source] = safe(deltas[source] - amount);
    deltas[target] = safe(deltas[target] + amount);
  }
}


/** The payments of a deal whose record gives its events: each kong, win and penalty is settled at its own event
 * (the deal's moment set there, records.moment_at), and the payments are listed in the order of the events. */
class Timeline {
  constructor(deal, payments) {
    this.deal = deal;
    this.payments = payments;
    this.spans = [];  // [event, place, first payment, past its last]
    this.key = null;
    this.start = 0;
    this.penalties = 0;  // the penalties settled so far
  }

  /** What follows is settled at the event `order` (`place`: a win's among those of its event). */
  enter(order, place = 0) {
    this.close_span();
    moment_at(this.deal, order);
    this.key = [order, place];
    this.start = this.payments.length;
  }

  enter_kong(kong) {
    this.enter(kong_order(this.deal, kong));
  }

  /** What follows is the next penalty's, settled at its event. */
  enter_penalty() {
    this.enter(this.deal.penalty_orders[this.penalties]);
    this.penalties += 1;
  }

  /** What follows (the player rules) is settled at the end of the deal, after every event. */
  enter_end() {
    this.enter(this.deal.n_events);
  }

  close_span() {
    if (this.key !== null) {
      this.spans.push([this.key[0], this.key[1], this.start, this.payments.length]);
      this.key = null;
    }
  }

  /** The payments, put in the order of the events. */
  close() {
    this.close_span();
    const spans = this.spans.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const ordered = [];
    for (const [_order, _place, first, past] of spans) {
      ordered.push(...this.payments.slice(first, past));
    }
    this.payments.splice(0, this.payments.length, ...ordered);
  }
}

/** Add to each seat's gain what the payments from `start` on paid it, less what they took from it (a rule whose
 * money counts toward a win's total: in_total). */
function count_in_total(payments, start, gains) {
  for (const p of payments.slice(start)) {
    gains[p["to"]] = safe(gains[p["to"]] + p["amount"]);
    gains[p["from"]] = safe(gains[p["from"]] - p["amount"]);
  }
}


/** Each seat's gain from the in_total rules added to the total of its last win in the deal's results. */
function add_in_total(wins, gains) {
  for (let seat = 0; seat < 4; seat++) {
    if (gains[seat]) {
      for (let i = wins.length - 1; i >= 0; i--) {
        if (wins[i]["winner"] === seat) {
          wins[i]["total"] = safe(wins[i]["total"] + gains[seat]);
          break;
        }
      }
    }
  }
}


/** The result of a deal whose rules pay to or from the table (the fifth account of `deltas`): the
 * seats' deltas, then the table's change, and the table named as such in its payments. */
function with_table(deltas, wins, payments) {
  for (const p of payments) {
    if (p["from"] === TABLE) {
      p["from"] = "table";
    } else if (p["to"] === TABLE) {
      p["to"] = "table";
    }
  }
  return { "deltas": deltas.slice(0, 4), "table": deltas[TABLE], "wins": wins, "payments": payments };
}


function melds_text(melds) {
  return melds.length ? "melds " + melds.map((m) => tiles_text(m.tiles)).join(" ") : "no melds";
}


function error_result(error) {
  return { "error": { "code": error.code, "message": error.message } };
}


/** The result for an exception that no check foresaw: a fault of the scorer, reported as an
 * error result like any other rather than raised, so that one record never stops a caller.
 * (Where Python names type(exc).__name__, this names the JS error's constructor: TypeError, RangeError...) */
function internal_error_result(exc) {
  let said;
  let kind;
  try {
    said = py_str_slice(String(exc instanceof Error ? exc.message : exc), 0, 200);
  } catch (error) {  // an exception that cannot say what it is
    said = "";
  }
  try {
    kind = exc !== null && exc !== undefined && exc.constructor && exc.constructor.name ? exc.constructor.name : typeof exc;
  } catch (error) {
    kind = "Error";
  }
  return { "error": { "code": "internal_error", "message": "the scorer failed on this record (" + kind +
                      (said ? ": " + said : "") + "); this is a fault of the scorer, not of the record: please " +
                      "report it with the record" } };
}


/** The best (choose: Math.max) or worst (Math.min) total of the wins a seat that has not won would make on each tile
 * that completes its hand (by `by`, off no seat), each scored by the ruleset's own `score_win`; 0 where none would
 * win (no hand given, not ready, or each refused). */
function wait_total(deal, seat, by, score_win, shapes, choose) {
  const player = seat !== NO_SEAT ? deal.players[seat] : null;
  if (player === null || player.hand === null) {
    return 0;
  }
  const held = player.hand.concat(player.melds.flatMap((m) => m.tiles));
  const totals = [];
  for (const tile of waits(player.hand, player.melds, shapes)) {
    if (held.filter((t) => t === tile).length >= 4) {  // a fifth copy: no tile to win on
      continue;
    }
    const win = new Win(seat, tile, by, NO_SEAT, {});
    win.player = player;
    win.order = deal.n_events;
    win.place = 0;
    win.index = -1;
    let result;
    try {
      result = score_win(deal, win, [], [0, 0, 0, 0, 0])[0];
    } catch (error) {
      if (!(error instanceof RecordError)) {
        throw error;
      }
      continue;  // not a legal win under the ruleset's rejects
    }
    totals.push(result.total);
  }
  return totals.length ? choose(...totals) : 0;
}


// ---------------------------------------------------------------- runtime/js/lists.mjs

// What the generated JavaScript calls where the generated Python writes an expression of its own (a
// comprehension, sum(), max(..., default=0)): Python's meaning, written once here.


function sum_of(values) {
  let total = 0;
  for (const v of values) total = safe(total + v);
  return total;
}

/** max(values, default=0), as the language's max over no element. */
function max_of(values) {
  return values.length ? values.reduce((a, b) => (b > a ? b : a)) : 0;
}

function min_of(values) {
  return values.length ? values.reduce((a, b) => (b < a ? b : a)) : 0;
}

/** The first value, or NO_SEAT for none (the language's find). */
function find_first(values) {
  return values.length ? values[0] : NO_SEAT;
}

/** list.count(x): how many elements equal x. */
function count_of(items, x) {
  let n = 0;
  for (const item of items) if (item === x) n++;
  return n;
}

/** x in items. */
function contains(items, x) {
  return items.includes(x);
}

/** sorted() of whole numbers (tiles). */
function sorted_numbers(values) {
  return values.slice().sort((a, b) => a - b);
}

function is_pung_kind(kind) {
  return kind === PUNG || kind === KONG;
}

/** A sorted list of tiles all of one suit (and not empty). */
function one_suit(tiles) {
  return tiles.length > 0 && TILE_SUIT[tiles[0]] === TILE_SUIT[tiles[tiles.length - 1]];
}


// ================================================================ ruleset nanjing

export const RULESET_ID = "nanjing";
export const RULESET_NAME = ["南京麻将", "Nanjing Mahjong"];
export const SPEC_FILE = "specs/nanjing.yaml";
export const SPEC_SHA256 = "222929ae7ce251c6dfd6ab4425b40f306b770db10400763dcf9d6ec3f24ce25d";
export const BACKEND = "javascript";
export const UNIT = "flowers";
export const GAME_RULES = {"rounds": 4, "dealer_keeps": ["draw"], "counter": "none", "next_dealer": "rotate", "seat_changes": [], "draw_wins": [], "start_points": 0, "stick": 0, "sticks_at_end": "top", "ends_below_zero": false, "target": 0, "extra_rounds": 0, "last_dealer_stops": [], "return_points": null, "point_unit": 0, "uma": [], "rounding": "exact", "ties": "split"};  // how deals follow one another (the spec's game:): what the score keeper follows

export const RULES = new Rules({
  ruleset_id: RULESET_ID,
  claims: ["pung", "kong"],
  hand_tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
  flower_tiles: [31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41],
  flags: {},
  options: {
    "queyi_any_missing": ["bool", false, null],
    "duzhan_qqdd": ["bool", true, null],
    "duzhan_qidui": ["bool", false, null],
    "xiaohu_min_hard": ["int", 4, [0, 20]],
    "minggang_kaihua_bonus": ["int", 40, [0, 320]],
    "concealed_wind_triplet_soft": ["int", 0, [0, 3]],
    "ting_button_dihu": ["bool", false, null],
    "menqing_with_tiandi": ["bool", true, null],
    "bixiahu_doubles_all": ["bool", false, null],
    "exposed_kong_money": ["int", 6, [0, 60]],
    "concealed_kong_money": ["int", 3, [0, 60]],
    "flower_kong_money": ["int", 6, [0, 60]],
    "discard_penalty": ["int", 6, [0, 60]],
  },
  penalties: ["four_players_same_discard", "one_player_four_discards"],
  flowers_by_tile: true,
});

export const PATTERN_IDS = [
  "tianhu",
  "dihu",
  "chaochao_haohua_qidui",
  "chao_haohua_qidui",
  "haohua_qidui",
  "qidui",
  "qingyise",
  "quanqiu_dudiao",
  "hunyise",
  "duiduihu",
  "yajue",
  "wuhuaguo",
  "angang_kaihua",
  "huagang_kaihua",
  "dagangkai",
  "xiaogang_kaihua",
  "menqing",
  "fengpeng",
  "fengke",
  "fenggang_ming",
  "fenggang_an",
  "yadang",
  "bianzhi",
  "duzhan",
  "queyi",
  "yinghua",
];
export const PATTERN_NAMES = [
  "天胡",
  "地胡",
  "超超豪华7对",
  "超豪华7对",
  "豪华7对",
  "七对",
  "清一色",
  "全球独钓",
  "混一色",
  "对对胡",
  "压绝",
  "无花果",
  "暗杠开花",
  "花杠开花",
  "大杠开",
  "小杠开花",
  "门清",
  "风碰",
  "风暗刻",
  "风杠（明杠）",
  "风杠（暗杠）",
  "压档",
  "边枝",
  "独占",
  "缺一",
  "硬花",
];

// Tiles (or set kinds, seats, flags) for which a condition of the spec holds.
const VALUES_0 = new Set([27, 28, 29, 30]);  // (IS_WIND[v_t])
const VALUES_1 = new Set([true]);  // (v_m.concealed)
const VALUES_2 = new Set([1, 2]);  // (is_pung_kind(v_s.kind))
const VALUES_3 = new Set([0, 1, 2, 3]);  // (v_m.source !== NO_SEAT)
const VALUES_4 = new Set([34, 35, 36, 37]);  // (IS_FLOWER[v_t]) && (TILE_NUMBER[v_t]) ?= 4
const VALUES_5 = new Set([38, 39, 40, 41]);  // (IS_FLOWER[v_t]) && (TILE_NUMBER[v_t]) >= 5

const SHAPE_STANDARD = 0;
const SHAPE_SEVEN_PAIRS = 1;

const SHAPES = [
  ["groups", 4, 1, [], 0],
  ["groups", 0, 7, [], 0],
];

/** Score one win: choose the best arrangement, check it, pay it; return [result, view]. */
function score_win(deal, win, payments, deltas) {
  const player = win.player;  // the winner's seat, or its hand and melds as the win gives them
  const o_queyi_any_missing = deal.options["queyi_any_missing"];
  const o_duzhan_qqdd = deal.options["duzhan_qqdd"];
  const o_duzhan_qidui = deal.options["duzhan_qidui"];
  const o_xiaohu_min_hard = deal.options["xiaohu_min_hard"];
  const o_minggang_kaihua_bonus = deal.options["minggang_kaihua_bonus"];
  const o_concealed_wind_triplet_soft = deal.options["concealed_wind_triplet_soft"];
  const o_ting_button_dihu = deal.options["ting_button_dihu"];
  const o_menqing_with_tiandi = deal.options["menqing_with_tiandi"];
  const f_declared_ready = _records_get(win.context, "declared_ready", false);
  const f_doubled = _records_get(win.context, "doubled", false);
  const f_first_discard = _records_get(win.context, "first_discard", false);
  const f_first_draw = _records_get(win.context, "first_draw", false);
  const f_flower_kong_replacement = _records_get(win.context, "flower_kong_replacement", false);
  const f_flower_replacement = _records_get(win.context, "flower_replacement", false);
  const f_kong_replacement = _records_get(win.context, "kong_replacement", false);
  const f_last_of_kind = _records_get(win.context, "last_of_kind", false);
  const hand_tiles = sorted_numbers(player.hand.concat([win.win_tile]));
  let b_by, b_chain_kongs, b_dealer, b_discarder, b_flower_tiles, b_flowers, b_melds, b_others, b_pairs, b_self_drawn, b_sets, b_shape, b_tiles, b_waits, b_win_set, b_win_tile, b_winner, d_claims, d_concealed_kongs, d_concealed_wind_kongs, d_concealed_wind_triplets, d_dagang_supplier, d_exposed_wind_kongs, d_first_draw_win, d_has_peng, d_has_winds, d_hua, d_kaihua_kong, d_kuaizhao_giver, d_liable, d_number_suits, d_quads, d_threefold, d_win_value, d_wind_pungs, d_yadang_wait, n_angang_kaihua, n_bianzhi, n_chao_haohua_qidui, n_chaochao_haohua_qidui, n_dagangkai, n_dihu, n_duiduihu, n_duzhan, n_fenggang_an, n_fenggang_ming, n_fengke, n_fengpeng, n_haohua_qidui, n_huagang_kaihua, n_hunyise, n_menqing, n_qidui, n_qingyise, n_quanqiu_dudiao, n_queyi, n_tianhu, n_wuhuaguo, n_xiaogang_kaihua, n_yadang, n_yajue, n_yinghua, p_dihu, p_qingyise, p_quanqiu_dudiao, p_tianhu, s_bonus, s_hard, s_soft, val_dagangkai, val_fengke;
  b_by = win.by;
  b_chain_kongs = win.chain;
  b_dealer = deal.dealer;
  b_discarder = win.source;
  b_flower_tiles = player.flowers;
  b_flowers = player.flower_count;
  b_melds = player.melds;
  b_others = OTHER_SEATS[win.winner];
  b_self_drawn = win.by === SELF_DRAW;
  b_tiles = sorted_numbers(hand_tiles.concat(player.melds.flatMap((m) => m.tiles)));
  b_waits = Lazy(() => waits(player.hand, player.melds, SHAPES));
  b_win_tile = win.win_tile;
  b_winner = win.winner;
  let best_value = null;
  let best = null;
  let kept = null;
  let arr = null;
  const readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES);
  if (readings.length === 0) {  // a hand of no winning shape: nothing else of it is worked out
    throw new RecordError("not_a_win", "seat " + win.winner + ": " + tiles_text(hand_tiles) + " with "
      + melds_text(player.melds) + " does not make a winning shape of this ruleset");
  }
  d_has_peng = b_melds.length > 0 ? b_melds.some((v_m) => (v_m.source !== NO_SEAT) && (!(v_m.kind === KONG) || (v_m.added))) : false;  // has_peng: specs/nanjing.yaml:159
  d_number_suits = distinct(b_tiles.filter((v_t) => (IS_SUITED[v_t])).map((v_t) => (TILE_SUIT[v_t]))).length;  // number_suits: specs/nanjing.yaml:165
  d_has_winds = b_tiles.some((v) => VALUES_0.has(v));  // has_winds: specs/nanjing.yaml:168
  d_kaihua_kong = f_kong_replacement ? (last(1, b_chain_kongs)) : [];  // kaihua_kong: specs/nanjing.yaml:174
  d_dagang_supplier = d_kaihua_kong.length > 0 ? find_first(d_kaihua_kong.filter((v_m) => (v_m.source !== NO_SEAT)).map((v_m) => (v_m.source))) : NO_SEAT;  // dagang_supplier: specs/nanjing.yaml:177
  d_claims = b_melds.length > 0 ? b_melds.filter((v_m) => (v_m.source !== NO_SEAT)) : [];  // claims: specs/nanjing.yaml:180
  d_concealed_kongs = b_melds.map((g) => g.concealed).filter((v) => VALUES_1.has(v)).length;  // concealed_kongs: specs/nanjing.yaml:183
  d_kuaizhao_giver = d_claims.length > 0 ? find_first(d_claims.filter((v_c) => (d_claims.length >= 3 ? any_combination(d_claims, 3, (v_a, v_b, v_d) => ((v_a.source) === (v_b.source) && (v_b.source) === (v_d.source) && (v_d.source) === (v_c.source)) && ((v_a.index) < (v_b.index) && (v_b.index) < (v_d.index)) && !(d_claims.length > 0 ? d_claims.some((v_m) => (v_m.source) !== (v_c.source) && ((v_a.index) < (v_m.index) && (v_m.index) < (v_d.index))) : false)) : false) || d_claims.length >= 2 && d_claims.filter((v_m) => (v_m.source) === (v_c.source)).length >= 2 && d_concealed_kongs >= 1 || d_concealed_kongs >= 2).map((v_c) => (v_c.source))) : NO_SEAT;  // kuaizhao_giver: specs/nanjing.yaml:186
  p_qingyise = d_number_suits === 1 && !d_has_winds;  // qingyise: specs/nanjing.yaml:300
  d_liable = !py_eq(d_kuaizhao_giver, NO_SEAT) ? d_kuaizhao_giver : d_claims.length === 4 && p_qingyise && distinct(d_claims.map((v_m) => (TILE_SUIT[v_m.tile]))).length === 1 ? (d_claims.length > 0 ? find_first(d_claims.filter((v_m) => (v_m.index) === 3).map((v_m) => (v_m.source))) : NO_SEAT) : NO_SEAT;  // liable: specs/nanjing.yaml:207
  d_threefold = 3;  // threefold: specs/nanjing.yaml:216
  n_angang_kaihua = (d_kaihua_kong.map((g) => g.concealed).some((v) => VALUES_1.has(v))) ? 1 : 0;  // angang_kaihua: specs/nanjing.yaml:343
  n_dagangkai = (!py_eq(d_dagang_supplier, NO_SEAT) && o_minggang_kaihua_bonus > 0) ? 1 : 0;  // dagangkai: specs/nanjing.yaml:358
  val_dagangkai = n_dagangkai ? o_minggang_kaihua_bonus : 0;
  d_first_draw_win = f_first_draw && b_self_drawn;  // first_draw_win: specs/nanjing.yaml:231
  p_tianhu = d_first_draw_win && b_winner === b_dealer;  // tianhu: specs/nanjing.yaml:255
  n_tianhu = p_tianhu ? 1 : 0;  // tianhu: specs/nanjing.yaml:255
  p_dihu = f_declared_ready && (o_ting_button_dihu || d_first_draw_win || f_first_discard && b_by === DISCARD);  // dihu: specs/nanjing.yaml:263
  n_dihu = p_dihu && !(n_tianhu) ? 1 : 0;  // dihu: specs/nanjing.yaml:263
  n_huagang_kaihua = (f_flower_kong_replacement) ? 1 : 0;  // huagang_kaihua: specs/nanjing.yaml:350
  n_hunyise = (d_number_suits === 1 && d_has_winds) ? 1 : 0;  // hunyise: specs/nanjing.yaml:314
  n_qingyise = p_qingyise ? 1 : 0;  // qingyise: specs/nanjing.yaml:300
  p_quanqiu_dudiao = b_melds.length === 4;  // quanqiu_dudiao: specs/nanjing.yaml:307
  n_quanqiu_dudiao = p_quanqiu_dudiao ? 1 : 0;  // quanqiu_dudiao: specs/nanjing.yaml:307
  n_wuhuaguo = (b_flowers === 0 && !d_has_peng) ? 1 : 0;  // wuhuaguo: specs/nanjing.yaml:336
  n_xiaogang_kaihua = !(n_huagang_kaihua) && (f_flower_replacement) ? 1 : 0;  // xiaogang_kaihua: specs/nanjing.yaml:365
  n_yinghua = (b_flowers > 0) ? Math.max(0, b_flowers) : 0;  // yinghua: specs/nanjing.yaml:446
  s_hard = safe(n_yinghua);
  d_concealed_wind_kongs = b_melds.length > 0 ? b_melds.filter((v_m) => (v_m.concealed) && (IS_WIND[(v_m.tile)])).length : 0;  // concealed_wind_kongs: specs/nanjing.yaml:243
  n_fenggang_an = (d_concealed_wind_kongs > 0) ? Math.max(0, d_concealed_wind_kongs) : 0;  // fenggang_an: specs/nanjing.yaml:406
  d_exposed_wind_kongs = b_melds.length > 0 ? b_melds.filter((v_m) => (v_m.kind === KONG) && (v_m.source !== NO_SEAT) && (IS_WIND[(v_m.tile)])).length : 0;  // exposed_wind_kongs: specs/nanjing.yaml:240
  n_fenggang_ming = (d_exposed_wind_kongs > 0) ? Math.max(0, d_exposed_wind_kongs) : 0;  // fenggang_ming: specs/nanjing.yaml:397
  d_wind_pungs = b_melds.length > 0 ? b_melds.filter((v_m) => (v_m.source !== NO_SEAT) && !(v_m.kind === KONG) && (IS_WIND[(v_m.tile)])).length : 0;  // wind_pungs: specs/nanjing.yaml:234
  n_fengpeng = (d_wind_pungs > 0) ? Math.max(0, d_wind_pungs) : 0;  // fengpeng: specs/nanjing.yaml:380
  n_queyi = (d_number_suits === 2 || o_queyi_any_missing && d_number_suits < 2) ? 1 : 0;  // queyi: specs/nanjing.yaml:438

  const several = readings.length > 1;  // then the best one's values are kept as the loop goes on
  for (arr of readings) {
    b_pairs = arr.pairs;
    b_sets = arr.sets;
    b_shape = arr.shape;
    b_win_set = arr.win_set;
    d_quads = b_pairs.length >= 2 ? [...py_combinations(b_pairs, 2)].filter(([v_a, v_b]) => (v_a.tile) === (v_b.tile)).length : 0;  // quads: specs/nanjing.yaml:162
    d_yadang_wait = (b_win_set.kind === CHOW) && (TILE_NUMBER[b_win_tile]) === safe((TILE_NUMBER[b_win_set.tile]) + 1, "specs/nanjing.yaml:172:51");  // yadang_wait: specs/nanjing.yaml:171
    n_chao_haohua_qidui = (b_shape === SHAPE_SEVEN_PAIRS && d_quads === 2) ? 1 : 0;  // chao_haohua_qidui: specs/nanjing.yaml:279
    n_chaochao_haohua_qidui = (b_shape === SHAPE_SEVEN_PAIRS && d_quads === 3) ? 1 : 0;  // chaochao_haohua_qidui: specs/nanjing.yaml:272
    n_duiduihu = (b_shape === SHAPE_STANDARD && b_sets.map((g) => g.kind).every((v) => VALUES_2.has(v))) ? 1 : 0;  // duiduihu: specs/nanjing.yaml:321
    n_haohua_qidui = (b_shape === SHAPE_SEVEN_PAIRS && d_quads === 1) ? 1 : 0;  // haohua_qidui: specs/nanjing.yaml:286
    n_menqing = (b_shape === SHAPE_STANDARD && !d_has_peng && (o_menqing_with_tiandi || !(p_tianhu || p_dihu))) ? 1 : 0;  // menqing: specs/nanjing.yaml:372
    n_qidui = (b_shape === SHAPE_SEVEN_PAIRS && d_quads === 0) ? 1 : 0;  // qidui: specs/nanjing.yaml:293
    n_yajue = (d_yadang_wait && f_last_of_kind) ? 1 : 0;  // yajue: specs/nanjing.yaml:328
    s_bonus = safe(safe(320 * n_tianhu) + safe(280 * n_dihu) + safe(320 * n_chaochao_haohua_qidui) + safe(240 * n_chao_haohua_qidui) + safe(160 * n_haohua_qidui) + safe(80 * n_qidui) + safe(60 * n_qingyise) + safe(60 * n_quanqiu_dudiao) + safe(40 * n_hunyise) + safe(40 * n_duiduihu) + safe(40 * n_yajue) + safe(40 * n_wuhuaguo) + safe(40 * n_angang_kaihua) + safe(40 * n_huagang_kaihua) + safe(val_dagangkai * n_dagangkai) + safe(20 * n_xiaogang_kaihua) + safe(20 * n_menqing));
    n_bianzhi = ((b_win_set.kind === CHOW) && ((TILE_NUMBER[b_win_set.tile]) === 1 && (TILE_NUMBER[b_win_tile]) === 3 || (TILE_NUMBER[b_win_set.tile]) === 7 && (TILE_NUMBER[b_win_tile]) === 7)) ? 1 : 0;  // bianzhi: specs/nanjing.yaml:422
    n_duzhan = ((b_win_set.kind === PAIR) && b_waits().length === 1 && (b_shape === SHAPE_STANDARD && (o_duzhan_qqdd || !p_quanqiu_dudiao) || b_shape === SHAPE_SEVEN_PAIRS && o_duzhan_qidui)) ? 1 : 0;  // duzhan: specs/nanjing.yaml:429
    d_concealed_wind_triplets = b_sets.length > 0 ? b_sets.filter((v_s) => !(v_s.declared) && (is_pung_kind(v_s.kind)) && (IS_WIND[(v_s.tile)])).length : 0;  // concealed_wind_triplets: specs/nanjing.yaml:237
    n_fengke = (o_concealed_wind_triplet_soft > 0 && d_concealed_wind_triplets > 0) ? Math.max(0, d_concealed_wind_triplets) : 0;  // fengke: specs/nanjing.yaml:388
    val_fengke = n_fengke ? o_concealed_wind_triplet_soft : 0;
    n_yadang = !(n_yajue) && (d_yadang_wait) ? 1 : 0;  // yadang: specs/nanjing.yaml:415
    s_soft = safe(n_fengpeng + safe(val_fengke * n_fengke) + safe(2 * n_fenggang_ming) + safe(3 * n_fenggang_an) + n_yadang + n_bianzhi + n_duzhan + n_queyi);
    d_hua = safe(safe(safe(2 * safe(s_hard + s_soft, "specs/nanjing.yaml:222:33"), "specs/nanjing.yaml:222:12") + 20, "specs/nanjing.yaml:222:12") + s_bonus, "specs/nanjing.yaml:222:12");  // hua: specs/nanjing.yaml:221

    const value = d_hua;
    if (best === null || py_cmp(value, best_value) > 0) {
      best_value = value;
      best = arr;
      if (several) kept = [b_pairs, b_sets, b_shape, b_win_set, d_quads, d_yadang_wait, n_chao_haohua_qidui, n_chaochao_haohua_qidui, n_duiduihu, n_haohua_qidui, n_menqing, n_qidui, n_yajue, s_bonus, n_bianzhi, n_duzhan, d_concealed_wind_triplets, n_fengke, val_fengke, n_yadang, s_soft, d_hua];
    }
  }
  if (arr !== best) {  // the values above are the last arrangement's: take the best one's
    arr = best;
    [b_pairs, b_sets, b_shape, b_win_set, d_quads, d_yadang_wait, n_chao_haohua_qidui, n_chaochao_haohua_qidui, n_duiduihu, n_haohua_qidui, n_menqing, n_qidui, n_yajue, s_bonus, n_bianzhi, n_duzhan, d_concealed_wind_triplets, n_fengke, val_fengke, n_yadang, s_soft, d_hua] = kept;
  }
  d_win_value = f_doubled ? safe(2 * d_hua, "specs/nanjing.yaml:227:28") : d_hua;  // win_value: specs/nanjing.yaml:226

  if (f_first_draw && (!b_self_drawn || b_melds.map((g) => g.source).some((v) => VALUES_3.has(v)))) throw new RecordError("bad_first_draw", "seat " + win.winner + ": " + "first_draw（天胡、地胡）须是自摸且之前没有对嘴 (first_draw (天胡, 地胡) needs a self-draw with no claim before it)");
  if (f_first_discard && b_by !== DISCARD) throw new RecordError("bad_first_discard", "seat " + win.winner + ": " + "first_discard（地胡出冲）须是出冲胡 (first_discard (a 地胡 won on a discard) needs a discard win)");
  if ((f_flower_replacement || f_flower_kong_replacement) && (!b_self_drawn || b_flowers === 0)) throw new RecordError("bad_flower_replacement", "seat " + win.winner + ": " + "开花（补花后胡）须自摸且有硬花 (a win on a flower's replacement is a self-draw by a seat holding hard flowers)");
  if (f_flower_kong_replacement && safe(safe((b_flower_tiles.length >= 4 && b_flower_tiles.filter((v) => VALUES_4.has(v)).length === 4 ? 1 : 0) + (b_flower_tiles.length >= 4 && b_flower_tiles.filter((v) => VALUES_5.has(v)).length === 4 ? 1 : 0), "specs/nanjing.yaml:248:8") + [31, 32, 33].filter((v_d) => count_of(b_flower_tiles, v_d) === 4).length, "specs/nanjing.yaml:248:8") === 0) throw new RecordError("no_flower_kong", "seat " + win.winner + ": " + "花杠开花须有一副完整的花杠 (花杠开花 needs a complete flower set (花杠) among the winner's flowers)");
  if (s_bonus === 0 && s_hard < o_xiaohu_min_hard) throw new RecordError("xiaohu_min_hard_flowers", "seat " + win.winner + ": " + "小胡（非门清且无加花牌型）至少要" + String(o_xiaohu_min_hard) + "个硬花，这手只有" + String(s_hard) + "个 (a 小胡 (not 门清, no bonus pattern) needs at least " + String(o_xiaohu_min_hard) + " hard flowers; this hand has " + String(s_hard) + ")");
  if (b_by === DISCARD && py_eq(d_liable, NO_SEAT)) {  // discard: specs/nanjing.yaml:505
    add_payment(payments, deltas, b_discarder, b_winner, d_win_value, "出冲 (discard)");
  }
  if (b_by === DISCARD && !py_eq(d_liable, NO_SEAT)) {  // liability on a discard: specs/nanjing.yaml:512
    add_payment(payments, deltas, d_liable, b_winner, d_win_value, "包牌（出冲付一家） (liable seat pays a discard win)");
  }
  if (b_self_drawn && py_eq(d_liable, NO_SEAT) && py_eq(d_dagang_supplier, NO_SEAT)) {  // self-draw: specs/nanjing.yaml:519
    pay_from_each(payments, deltas, b_others, b_winner, d_win_value, "自摸 (self-draw)");
  }
  if ((b_self_drawn || b_by === ROBBING_KONG) && !py_eq(d_liable, NO_SEAT)) {  // liability on a self-draw: specs/nanjing.yaml:526
    add_payment(payments, deltas, d_liable, b_winner, safe(d_threefold * d_win_value, "specs/nanjing.yaml:529:35"), "包牌（自摸付三家） (liable seat pays a self-draw threefold)");
  }
  if (b_by === ROBBING_KONG && py_eq(d_liable, NO_SEAT)) {  // robbing a kong: specs/nanjing.yaml:533
    add_payment(payments, deltas, b_discarder, b_winner, safe(d_threefold * d_win_value, "specs/nanjing.yaml:536:38"), "抢杠（杠牌人付三倍） (robbed kong maker pays threefold)");
  }
  if (b_self_drawn && py_eq(d_liable, NO_SEAT) && !py_eq(d_dagang_supplier, NO_SEAT)) {  // exposed kong's replacement: specs/nanjing.yaml:540
    add_payment(payments, deltas, d_dagang_supplier, b_winner, safe(d_threefold * d_win_value, "specs/nanjing.yaml:543:44"), "大杠开（送杠者支付） (kong supplier pays threefold)");
  }
  const patterns = [];  // those that scored
  if (n_tianhu) patterns.push({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 320, "count": n_tianhu});
  if (n_dihu) patterns.push({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 280, "count": n_dihu});
  if (n_chaochao_haohua_qidui) patterns.push({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 320, "count": n_chaochao_haohua_qidui});
  if (n_chao_haohua_qidui) patterns.push({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 240, "count": n_chao_haohua_qidui});
  if (n_haohua_qidui) patterns.push({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 160, "count": n_haohua_qidui});
  if (n_qidui) patterns.push({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 80, "count": n_qidui});
  if (n_qingyise) patterns.push({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 60, "count": n_qingyise});
  if (n_quanqiu_dudiao) patterns.push({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 60, "count": n_quanqiu_dudiao});
  if (n_hunyise) patterns.push({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 40, "count": n_hunyise});
  if (n_duiduihu) patterns.push({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 40, "count": n_duiduihu});
  if (n_yajue) patterns.push({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 40, "count": n_yajue});
  if (n_wuhuaguo) patterns.push({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 40, "count": n_wuhuaguo});
  if (n_angang_kaihua) patterns.push({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 40, "count": n_angang_kaihua});
  if (n_huagang_kaihua) patterns.push({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": 40, "count": n_huagang_kaihua});
  if (n_dagangkai) patterns.push({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": val_dagangkai, "count": n_dagangkai});
  if (n_xiaogang_kaihua) patterns.push({"id": PATTERN_IDS[15], "name": PATTERN_NAMES[15], "value": 20, "count": n_xiaogang_kaihua});
  if (n_menqing) patterns.push({"id": PATTERN_IDS[16], "name": PATTERN_NAMES[16], "value": 20, "count": n_menqing});
  if (n_fengpeng) patterns.push({"id": PATTERN_IDS[17], "name": PATTERN_NAMES[17], "value": 1, "count": n_fengpeng});
  if (n_fengke) patterns.push({"id": PATTERN_IDS[18], "name": PATTERN_NAMES[18], "value": val_fengke, "count": n_fengke});
  if (n_fenggang_ming) patterns.push({"id": PATTERN_IDS[19], "name": PATTERN_NAMES[19], "value": 2, "count": n_fenggang_ming});
  if (n_fenggang_an) patterns.push({"id": PATTERN_IDS[20], "name": PATTERN_NAMES[20], "value": 3, "count": n_fenggang_an});
  if (n_yadang) patterns.push({"id": PATTERN_IDS[21], "name": PATTERN_NAMES[21], "value": 1, "count": n_yadang});
  if (n_bianzhi) patterns.push({"id": PATTERN_IDS[22], "name": PATTERN_NAMES[22], "value": 1, "count": n_bianzhi});
  if (n_duzhan) patterns.push({"id": PATTERN_IDS[23], "name": PATTERN_NAMES[23], "value": 1, "count": n_duzhan});
  if (n_queyi) patterns.push({"id": PATTERN_IDS[24], "name": PATTERN_NAMES[24], "value": 1, "count": n_queyi});
  if (n_yinghua) patterns.push({"id": PATTERN_IDS[25], "name": PATTERN_NAMES[25], "value": 1, "count": n_yinghua});
  const result = {
    "winner": win.winner,
    "total": d_win_value,
    "unit": UNIT,
    "patterns": patterns,
  };
  return [result, {"doubled": f_doubled}];  // what the deal's rules read of this win
}

/** Score every win of a deal, then the rules that run once per deal. Where the record gives its events, each
 * kong, win and penalty is settled at its own, and the payments are listed in their order. */
function settle(deal) {
  const payments = [];
  const deltas = [0, 0, 0, 0];
  const results = [];
  const views = [];
  const timeline = deal.events !== null ? new Timeline(deal, payments) : null;
  for (const win of deal.wins) {
    if (timeline !== null) {
      timeline.enter(win.order, win.place);
    }
    const [result, view] = score_win(deal, win, payments, deltas);
    results.push(result);
    views.push(view);
  }
  const o_bixiahu_doubles_all = deal.options["bixiahu_doubles_all"];
  const o_exposed_kong_money = deal.options["exposed_kong_money"];
  const o_concealed_kong_money = deal.options["concealed_kong_money"];
  const o_flower_kong_money = deal.options["flower_kong_money"];
  const o_discard_penalty = deal.options["discard_penalty"];
  for (const v_k of deal.kongs) {
    if (timeline !== null) {
      timeline.enter_kong(v_k);
    }
    if ((v_k.source !== NO_SEAT) && !(v_k.added)) {  // kong of a discard: specs/nanjing.yaml:548
      add_payment(payments, deltas, (v_k.source), (v_k.owner), safe(o_exposed_kong_money * (o_bixiahu_doubles_all && ((views).length > 0 ? (views).some((v_w) => (v_w["doubled"])) : false) ? 2 : 1), "specs/nanjing.yaml:553:20"), "明杠（一杠）送杠者付 (exposed kong paid by the supplier)");
    }
    if ((v_k.added)) {  // promoted pung: specs/nanjing.yaml:558
      add_payment(payments, deltas, (v_k.source), (v_k.owner), safe(o_exposed_kong_money * (o_bixiahu_doubles_all && ((views).length > 0 ? (views).some((v_w) => (v_w["doubled"])) : false) ? 2 : 1), "specs/nanjing.yaml:563:20"), "明杠（二杠）送杠者付 (promoted kong paid by the pung's supplier)");
    }
    if ((v_k.concealed)) {  // concealed kong: specs/nanjing.yaml:568
      pay_from_each(payments, deltas, (others_of((v_k.owner))), (v_k.owner), safe(o_concealed_kong_money * (o_bixiahu_doubles_all && ((views).length > 0 ? (views).some((v_w) => (v_w["doubled"])) : false) ? 2 : 1), "specs/nanjing.yaml:573:20"), "暗杠 (concealed kong)");
    }
  }
  if (timeline !== null) {
    timeline.enter_end();
  }
  for (let v_p = 0; v_p < 4; v_p++) {
    if ((seat_flower_tiles(deal, v_p)).length >= 4 && (seat_flower_tiles(deal, v_p)).filter((v) => VALUES_4.has(v)).length === 4 || (seat_flower_tiles(deal, v_p)).length >= 4 && (seat_flower_tiles(deal, v_p)).filter((v) => VALUES_5.has(v)).length === 4 || [31, 32, 33].some((v_d) => count_of((seat_flower_tiles(deal, v_p)), v_d) === 4)) {  // flower kong: specs/nanjing.yaml:579
      pay_from_each(payments, deltas, (others_of(v_p)), v_p, safe(safe(o_flower_kong_money * (o_bixiahu_doubles_all && ((views).length > 0 ? (views).some((v_w) => (v_w["doubled"])) : false) ? 2 : 1), "specs/nanjing.yaml:588:13") * safe(safe(((seat_flower_tiles(deal, v_p)).length >= 4 && (seat_flower_tiles(deal, v_p)).filter((v) => VALUES_4.has(v)).length === 4 ? 1 : 0) + ((seat_flower_tiles(deal, v_p)).length >= 4 && (seat_flower_tiles(deal, v_p)).filter((v) => VALUES_5.has(v)).length === 4 ? 1 : 0), "specs/nanjing.yaml:589:17") + [31, 32, 33].filter((v_d) => count_of((seat_flower_tiles(deal, v_p)), v_d) === 4).length, "specs/nanjing.yaml:589:17"), "specs/nanjing.yaml:588:13"), "花杠 (flower kong)");
    }
  }
  for (const [kind, v_seat] of deal.penalties) {
    if (timeline !== null) {
      timeline.enter_penalty();
    }
    if (kind === "four_players_same_discard") {
      pay_to_each(payments, deltas, v_seat, (others_of(v_seat)), safe(o_discard_penalty * (o_bixiahu_doubles_all && ((views).length > 0 ? (views).some((v_w) => (v_w["doubled"])) : false) ? 2 : 1), "specs/nanjing.yaml:604:20"), "四人连续出同样的牌（首出者罚） (first of four equal discards in a row)");
    }
    if (kind === "one_player_four_discards") {
      pay_to_each(payments, deltas, v_seat, (others_of(v_seat)), safe(o_discard_penalty * (o_bixiahu_doubles_all && ((views).length > 0 ? (views).some((v_w) => (v_w["doubled"])) : false) ? 2 : 1), "specs/nanjing.yaml:614:20"), "一人出4张同样的牌 (all four copies of a tile discarded by one seat)");
    }
  }
  if (timeline !== null) {
    timeline.close();
  }
  return {"deltas": deltas, "wins": results, "payments": payments};
}

/** Score one hand record; a record that is not a legal win gives {"error": ...}, led by the record's id. */
export function score(record) {
  let result;
  try {
    result = settle(parse_record(record, RULES));
  } catch (error) {
    result = error instanceof RecordError ? error_result(error) : internal_error_result(error);
  }
  return with_id(record, result);
}

/** Score a batch of hand records: an array of results, the same as score() of each. */
export function score_many(records) {
  return records.map(score);
}
