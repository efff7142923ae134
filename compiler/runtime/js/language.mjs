// The language's helpers the generated code calls: quantifiers over combinations, counts, Lazy.
// (Port of compiler/runtime/language.py.)

import { py_combinations, py_eq, py_some_order } from "./py.mjs";
import { N_TILES, RecordError } from "./base.mjs";




/** Some k distinct elements satisfy `holds` in some order. */
export function any_combination(items, k, holds) {
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


export function count_combination(items, k, holds) {
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


export function all_combination(items, k, holds) {
  for (const c of py_combinations(items, k)) {
    if (!py_some_order(c, holds)) {
      return false;
    }
  }
  return true;
}


/** A value computed the first time it is asked for. As Python's Lazy is called to read its value,
 * this gives a function: `Lazy(make)` and `new Lazy(make)` alike, read as `value()`. */
export function Lazy(make) {
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
export function held_times(tiles, k, exactly) {
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
export function item_at(items, index, where) {
  if (0 <= index && index < items.length) {
    return items[index];
  }
  const shown = -(10 ** 9) <= index && index <= 10 ** 9 ? String(index) :
    "a number of " + BigInt(Math.abs(index)).toString().length + " digits";
  throw new RecordError("bad_index", "the expression at " + where + " reads item " + shown + " of a list of " +
                        items.length + " on this hand (items are counted from 0)");
}


export function last(n, items) {
  return n > 0 ? Array.from(items).slice(items.length - n) : [];
}


export function distinct(values) {
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
