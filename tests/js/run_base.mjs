// Driver for tests/test_js_base.py: runs the base modules of the JavaScript runtime on cases read as
// JSON lines from standard input, {"op": name, "args": [...]}, and writes one JSON line per case:
// {"ok": json_text(value)}, {"error": [code, message]} for a RecordError, or {"throw": [name, message]}.
// In the arguments, {"$f": "nan" | "inf" | "-inf"} stands for a float that JSON cannot carry.

import * as py from "../../compiler/runtime/js/py.mjs";
import * as base from "../../compiler/runtime/js/base.mjs";
import * as tiles from "../../compiler/runtime/js/tiles.mjs";
import * as numbers from "../../compiler/runtime/js/numbers.mjs";
import * as seats from "../../compiler/runtime/js/seats.mjs";
import * as language from "../../compiler/runtime/js/language.mjs";
import * as results from "../../compiler/runtime/js/results.mjs";

const SPECIAL = { "nan": NaN, "inf": Infinity, "-inf": -Infinity };

// What the answers are written with: Python's json.dumps(v, ensure_ascii=False), ints beyond 2**53 as the
// exact value of the double, so that each answer compares with Python's as text.
const JSON_ESCAPES = { "\\": "\\\\", '"': '\\"', "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function json_str(s) {
  return '"' + s.replace(/[\x00-\x1f\\"]/g, (ch) => JSON_ESCAPES[ch] || "\\u" + ch.charCodeAt(0).toString(16).padStart(4, "0")) + '"';
}

function json_text(v) {
  if (v === null || v === undefined) return "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "number") {
    if (Number.isInteger(v)) return Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
    if (Number.isNaN(v)) return "NaN";
    if (!Number.isFinite(v)) return v > 0 ? "Infinity" : "-Infinity";
    return py.py_float_repr(v);
  }
  if (typeof v === "string") return json_str(v);
  if (Array.isArray(v)) return "[" + v.map(json_text).join(", ") + "]";
  if (py.is_dict(v)) return "{" + Object.keys(v).map((k) => json_str(k) + ": " + json_text(v[k])).join(", ") + "}";
  throw new TypeError("not JSON data: " + String(v));
}

function decode(v) {
  if (Array.isArray(v)) return v.map(decode);
  if (v !== null && typeof v === "object") {
    const keys = Object.keys(v);
    if (keys.length === 1 && keys[0] === "$f") return SPECIAL[v.$f];
    return Object.fromEntries(keys.map((k) => [k, decode(v[k])]));
  }
  return v;
}

/** A predicate for the combination quantifiers that logs its calls: sum of (i + 1) * arg % m == r;
 * it throws a RecordError when the sum equals `fail`, to check that calls come in Python's order. */
function predicate(m, r, fail, log) {
  return (...args) => {
    log.push(args);
    const sum = args.reduce((acc, a, i) => acc + (i + 1) * a, 0);
    if (sum === fail) throw new base.RecordError("bad_index", "failed at " + sum);
    return py.py_mod(sum, m) === r;
  };
}

function payments(deltas_size, calls, table) {
  const out = [];
  const deltas = new Array(deltas_size).fill(0);
  let error = null;
  try {
    for (const [name, ...args] of calls) {
      results[name](out, deltas, ...args);
    }
  } catch (e) {
    if (!(e instanceof base.RecordError)) throw e;
    error = [e.code, e.message];
  }
  if (table && error === null) return results.with_table(deltas, [], out);
  return { "payments": out, "deltas": deltas, "error": error };
}

const OPS = {
  quoted: (s) => tiles._quoted(s),
  float_repr: (x) => py.py_float_repr(x),
  cmp: (a, b) => py.py_cmp(a, b),
  eq: (a, b) => py.py_eq(a, b),
  sorted: (items) => py.py_sorted(items),
  sorted_first: (items) => py.py_sorted(items, (item) => item[0]),
  floordiv: (a, b) => py.py_floordiv(a, b),
  mod: (a, b) => py.py_mod(a, b),
  close: (word, possibilities, n, cutoff) => py.get_close_matches(word, possibilities, n, cutoff),
  str_slice: (s, start, end) => py.py_str_slice(s, start, end),
  len: (s) => py.py_len(s),
  types: (v) => [py.is_int(v), py.is_float(v), py.is_str(v), py.is_bool(v), py.is_list(v), py.is_dict(v), py.is_none(v)],
  parse_tiles: (text, field) => (field === undefined ? tiles.parse_tiles(text) : tiles.parse_tiles(text, field)),
  tiles_text: (ts) => tiles.tiles_text(ts),
  tile_name: (t) => tiles.tile_name(t),
  shown: (v) => tiles._shown(v),
  int_text: (v) => tiles._int_text(v),
  divide: (a, b, where) => numbers.divide(a, b, where),
  modulo: (a, b, where) => numbers.modulo(a, b, where),
  multiply: (a, b, where) => numbers.multiply(a, b, where),
  power: (a, b, where) => numbers.power(a, b, where),
  safe: (n, where) => numbers.safe(n, where),
  seats: (a, b, n, dealer) => {
    const deal = { dealer, players: [0, 1, 2, 3].map((s) => ({ melds: [s], flower_count: s, flowers: [s, s],
                                                               declared_ready: s % 2 === 0, ready: s > 1 })) };
    return [seats.others_of(a), seats.turns(a, b), seats.seat_after(a, n), seats.seat_melds(deal, a),
            seats.seat_flowers(deal, a), seats.seat_flower_tiles(deal, a), seats.seat_wind(deal, a),
            seats.seat_is_dealer(deal, a), seats.seat_declared_ready(deal, a), seats.seat_ready(deal, a)];
  },
  combination: (name, items, k, m, r, fail) => {
    const log = [];
    let value, error = null;
    try {
      value = language[name](items, k, predicate(m, r, fail, log));
    } catch (e) {
      if (!(e instanceof base.RecordError)) throw e;
      error = e.message;
    }
    return [value === undefined ? null : value, error, log];
  },
  held_times: (ts, k, exactly) => language.held_times(ts, k, exactly),
  item_at: (items, index, where) => language.item_at(items, index, where),
  last: (n, items) => language.last(n, items),
  distinct: (values) => language.distinct(values),
  lazy: (value) => {
    let calls = 0;
    const lazy = language.Lazy(() => { calls += 1; return value; });
    const made = new language.Lazy(() => value);
    return [lazy(), lazy(), calls, made()];
  },
  payments: (deltas_size, calls, table) => payments(deltas_size, calls, table),
  melds_text: (melds) => results.melds_text(melds.map((m) => new tiles.Group(base.PUNG, m[0], m))),
  group_repr: (kind, ts) => String(new tiles.Group(kind, ts[0], ts)),
  error_result: (code, message) => results.error_result(new base.RecordError(code, message)),
  internal_error_result: (kind, message) => results.internal_error_result(new globalThis[kind](message)),
  tables: () => Object.fromEntries(["TILE_SUIT", "TILE_NUMBER", "IS_SUITED", "IS_HONOR", "IS_WIND", "IS_DRAGON",
    "IS_TERMINAL", "IS_YAOJIU", "IS_FLOWER", "NEXT_TILE", "OTHER_SEATS", "CONTRACT_FLAGS", "ERROR_CODES", "KIND_NAMES",
    "WIN_KINDS", "ROUND_WINDS", "TILE_BY_NAME"].map((name) => [name, name in base ? base[name] : name in tiles ?
    tiles[name] : seats[name]])),
  no_tile: () => ["TILE_SUIT", "TILE_NUMBER", "IS_SUITED", "IS_HONOR", "IS_WIND", "IS_DRAGON", "IS_TERMINAL",
    "IS_YAOJIU", "IS_FLOWER", "NEXT_TILE"].map((name) => base[name][base.NO_TILE]),
};

function run(line) {
  const { op, args } = JSON.parse(line);
  try {
    return { "ok": json_text(OPS[op](...decode(args))) };
  } catch (e) {
    if (e instanceof base.RecordError) return { "error": [e.code, e.message] };
    return { "throw": [e && e.constructor ? e.constructor.name : typeof e, String(e && e.message)] };
  }
}

const chunks = [];
process.stdin.on("data", (chunk) => chunks.push(chunk));
process.stdin.on("end", () => {
  const lines = Buffer.concat(chunks).toString("utf8").split("\n").filter((l) => l.length);
  process.stdout.write(lines.map((l) => JSON.stringify(run(l))).join("\n") + "\n");
});
