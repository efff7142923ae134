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

import { CHOW, FIXED, KONG, MOST_HAND_SIZE, NO_TILE, N_KINDS, N_TILES, PAIR, PUNG, SUIT_OFFSETS, SUIT_SIZES, TILE_NUMBER, TILE_SUIT } from "./base.mjs";
import { Group, NO_GROUP, WildGroup } from "./tiles.mjs";
import { py_cmp, py_sorted } from "./py.mjs";

/** One reading of a winning hand: its shape, its sets, its pairs, and the set the win tile completed. */
export class Arrangement {
  constructor(shape, sets, pairs, win_set) {
    this.shape = shape;
    this.sets = sets;
    this.pairs = pairs;
    this.win_set = win_set;
  }
}

export function tile_counts(tiles) {
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
export const IN_SUIT = Array.from({ length: 256 }, (_, t) => (t < N_KINDS ? t - SUIT_OFFSETS[TILE_SUIT[t]] : 255));
export const SUIT_OF = Array.from({ length: 256 }, (_, t) => (t < N_TILES ? TILE_SUIT[t] : 255));
export const NUMBER_OF = Array.from({ length: 256 }, (_, t) => (t < N_TILES ? TILE_NUMBER[t] : 255));
export const POW5 = Array.from({ length: N_KINDS }, (_, t) => 5 ** (t - SUIT_OFFSETS[TILE_SUIT[t]]));

// For each suit, group code -> [kind, first tile].
export const SUIT_GROUPS = Array.from({ length: 4 }, (_, suit) =>
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
export function decompositions(counts, sets, pairs, fixed = [], first = 0) {
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

export const GROUP_TILES = new Map(); // the tiles of each part, by _shapes_part_key; a fixed group's key is its tiles
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

export function make_group(part, owner) {
  const [kind, key] = part;
  const tiles = GROUP_TILES.get(_shapes_part_key(part));
  return new Group(kind, kind === FIXED ? tiles[0] : key, tiles, owner);
}

// One concealed group per part and seat, shared by the arrangements that need no has_win
// mark (nothing writes to them).
export const SHARED_GROUPS = [0, 1, 2, 3].map((owner) =>
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
export function reading_order(parts) {
  const sets = [];
  const pairs = [];
  for (const p of parts) {
    (p[0] !== PAIR ? sets : pairs).push(GROUP_TILES.get(_shapes_part_key(p)));
  }
  return [sets.sort(py_cmp), pairs.sort(py_cmp), parts]; // a reading's parts come sorted
}

/** The one reading of a win declared without a complete hand: its shape, and no sets. */
export function declared_reading(shape) {
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
export function arrangements(concealed, melds, win_tile, owner, shapes, by_win_set = true, wild = NO_TILE, wild_in = 0,
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
export function is_complete(tiles, n_melds, shapes, groups_too = true, wild = NO_TILE, wild_in = 0, playable = null) {
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
export function waits(hand, melds, shapes, wild = NO_TILE, wild_in = 0, playable = null) {
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

export const WILD_SETS = 1;
export const WILD_PAIR = 2;
export const WILD_PAIRS = 4;

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
export function wild_readings(tiles, wild, sets, pairs, wild_in, playable) {
  return _wild_search(tiles, wild, sets, pairs, wild_in, playable, false);
}

/** Whether sorted concealed tiles holding the wild make `sets` sets and `pairs` pairs. */
export function wild_complete(tiles, wild, sets, pairs, wild_in, playable) {
  return _wild_search(tiles, wild, sets, pairs, wild_in, playable, true).length > 0;
}

/** What a part's code means: [kind, tile, tiles, natural tiles, the tiles the wilds stand for]. */
export function code_part(code) {
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
export function wild_tiles(wild, hand_tiles, melds) {
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
export function stood_for(arr) {
  const out = [];
  for (const s of arr.sets.concat(arr.pairs)) {
    out.push(...s.stands);
  }
  return out.sort((a, b) => a - b);
}

/** Whether a tile is the deal's wild (a tile's `is_wild`). */
export function is_wild(deal, t) {
  return t !== NO_TILE && t === deal.wild;
}
