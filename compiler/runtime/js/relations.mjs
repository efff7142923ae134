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

import { py_combinations, py_some_order } from "./py.mjs";

function _relations_range(n) {
  return Array.from({ length: n }, (_, i) => i);
}

/** [pattern, members] for each k distinct elements of items that hold the relation in some order. */
export function relation_instances(items, pattern, k, holds, symmetric) {
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
export const MEMBER_CHOICES = Array.from({ length: 9 }, (_, n) =>
  Array.from({ length: 5 }, (_, k) => [...py_combinations(_relations_range(n), k)]));

/**
 * [pattern, members] for every k of the sets (sorted by tile) whose tiles a table of arity k
 * holds; `indexes` are [k, key -> patterns] pairs.
 */
export function relation_found(tiles, indexes) {
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
export function relation_index(tables) {
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
export function choose_relations(instances, values, choices = null) {
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
export function every_relation(instances) {
  return relation_counts(instances.map(([p]) => p));
}

/** The patterns of the best choice among instances. */
export function best_relations(instances, values) {
  return _all_fit(instances, values) ? instances.map(([p]) => p) : _best_choice(instances, values);
}

export function relation_counts(patterns) {
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
