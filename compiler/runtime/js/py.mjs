// Python semantics that JavaScript lacks, for the port of the runtime (compiler/runtime/*.py).
//
// The data model: a JS number for which Number.isInteger holds is a Python int, any other number a
// Python float; null (or undefined) is None; arrays are lists and tuples; plain objects are dicts.
// Every top-level name here is unique across the runtime files (they are inlined into one scope): the
// private helpers carry the prefix `_py_`.

// ------------------------------------------------------------------ types

export function is_int(v) {
  return typeof v === "number" && Number.isInteger(v);
}

export function is_float(v) {
  return typeof v === "number" && !Number.isInteger(v);
}

export function is_str(v) {
  return typeof v === "string";
}

export function is_bool(v) {
  return typeof v === "boolean";
}

export function is_list(v) {
  return Array.isArray(v);
}

/** A dict: a plain object, as JSON.parse makes (not an array, a Set or an instance of a runtime class). */
export function is_dict(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    return false;
  }
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function is_none(v) {
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
export function py_len(s) {
  if (!_PY_SURROGATE.test(s)) {
    return s.length;
  }
  return Array.from(s).length;
}

/** Python's s[start:end], counted in code points (negative and missing bounds as in Python). */
export function py_str_slice(s, start, end) {
  start = is_none(start) ? undefined : start;
  end = is_none(end) ? undefined : end;
  if (!_PY_SURROGATE.test(s)) {
    return s.slice(start, end);  // String.prototype.slice reads bounds as Python does
  }
  return Array.from(s).slice(start, end).join("");
}

// ------------------------------------------------------------------ numbers

/** Python's repr(float(x)): the shortest digits that read back as x, in Python's layout. */
export function py_float_repr(x) {
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
export function py_cmp(a, b) {
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
export function py_eq(a, b) {
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
export function py_sorted(items, key) {
  const decorated = Array.from(items, (item, i) => [key ? key(item) : item, i, item]);
  decorated.sort((x, y) => py_cmp(x[0], y[0]) || x[1] - y[1]);
  return decorated.map((d) => d[2]);
}

/** Python's a // b on ints (b != 0): the quotient rounded down. */
export function py_floordiv(a, b) {
  const r = a % b;  // exact on doubles
  let q = (a - r) / b;  // exact: a - r is a multiple of b
  if (r !== 0 && (r < 0) !== (b < 0)) {
    q -= 1;
  }
  return q === 0 ? 0 : q;  // never -0
}

/** Python's a % b on ints (b != 0): the sign follows the divisor. */
export function py_mod(a, b) {
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
export function get_close_matches(word, possibilities, n = 3, cutoff = 0.6) {
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
export function py_some_order(c, holds) {
  for (const p of py_permutations(c)) {
    if (holds(...p)) {
      return true;
    }
  }
  return false;
}
