// What the generated JavaScript calls where the generated Python writes an expression of its own (a
// comprehension, sum(), max(..., default=0)): Python's meaning, written once here.

import { KONG, NO_SEAT, PUNG, TILE_SUIT } from "./base.mjs";
import { safe } from "./numbers.mjs";

export function sum_of(values) {
  let total = 0;
  for (const v of values) total = safe(total + v);
  return total;
}

/** max(values, default=0), as the language's max over no element. */
export function max_of(values) {
  return values.length ? values.reduce((a, b) => (b > a ? b : a)) : 0;
}

export function min_of(values) {
  return values.length ? values.reduce((a, b) => (b < a ? b : a)) : 0;
}

/** The first value, or NO_SEAT for none (the language's find). */
export function find_first(values) {
  return values.length ? values[0] : NO_SEAT;
}

/** list.count(x): how many elements equal x. */
export function count_of(items, x) {
  let n = 0;
  for (const item of items) if (item === x) n++;
  return n;
}

/** x in items. */
export function contains(items, x) {
  return items.includes(x);
}

/** sorted() of whole numbers (tiles). */
export function sorted_numbers(values) {
  return values.slice().sort((a, b) => a - b);
}

export function is_pung_kind(kind) {
  return kind === PUNG || kind === KONG;
}

/** A sorted list of tiles all of one suit (and not empty). */
export function one_suit(tiles) {
  return tiles.length > 0 && TILE_SUIT[tiles[0]] === TILE_SUIT[tiles[tiles.length - 1]];
}
