// The language's helpers the generated code calls: quantifiers over combinations, counts, Lazy.
// (Port of compiler/runtime/language.py.)

import { py_eq } from "./py.mjs";
import { N_TILES, RecordError } from "./base.mjs";


/** itertools.combinations(items, k): the k-subsets of items, in the same order. */
function* _language_combinations(items, k) {
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
function* _language_permutations(items) {
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

function _language_some_order(c, holds) {
  for (const p of _language_permutations(c)) {
    if (holds(...p)) {
      return true;
    }
  }
  return false;
}


/** Some k distinct elements satisfy `holds` in some order. */
export function any_combination(items, k, holds) {
  if (items.length < k) {
    return false;
  }
  for (const c of _language_combinations(items, k)) {
    if (_language_some_order(c, holds)) {
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
  for (const c of _language_combinations(items, k)) {
    if (_language_some_order(c, holds)) {
      count += 1;
    }
  }
  return count;
}


export function all_combination(items, k, holds) {
  for (const c of _language_combinations(items, k)) {
    if (!_language_some_order(c, holds)) {
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
