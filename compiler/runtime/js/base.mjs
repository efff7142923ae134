// Tile numbering, limits on a record, error codes and RecordError: what every part shares.
// (Port of compiler/runtime/base.py; Python tuples are arrays here.)

// Tile indices: 0-8 are 1m-9m, 9-17 1p-9p, 18-26 1s-9s, 27-33 1z-7z, 34-41 1f-8f.
export const SUIT_LETTERS = "mpszf";
export const SUIT_SIZES = [9, 9, 9, 7, 8];
export const SUIT_OFFSETS = [0, 9, 18, 27, 34];
export const N_KINDS = 34;
export const N_TILES = 42;
export const NO_SEAT = -1;
export const NO_TILE = -1;
export const TABLE = 4;  // the table, where a ruleset's rules put money no seat holds (riichi sticks): a fifth account
export const HAND_SIZE = 14;  // the tiles of a complete hand, kongs counted as three, where a ruleset gives no other (tiles.size)
export const MOST_HAND_SIZE = 20;  // the largest a ruleset may give: six sets and a pair

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
export const TILE_SUIT = _base_tile_table([0, 1, 2, 3, 4].flatMap((s) => Array(SUIT_SIZES[s]).fill(s)).concat([5]));
export const TILE_NUMBER = _base_tile_table(
  [0, 1, 2, 3, 4].flatMap((s) => _base_range(SUIT_SIZES[s]).map((n) => n + 1)).concat([0]));

export const IS_SUITED = _base_tile_table(TILE_SUIT.map((s) => s < 3));
export const IS_HONOR = _base_tile_table(TILE_SUIT.map((s) => s === 3));
export const IS_WIND = _base_tile_table(_base_range(N_TILES).map((t) => 27 <= t && t <= 30).concat([false]));
export const IS_DRAGON = _base_tile_table(_base_range(N_TILES).map((t) => 31 <= t && t <= 33).concat([false]));
export const IS_TERMINAL = _base_tile_table(
  TILE_SUIT.map((s, t) => s < 3 && (TILE_NUMBER[t] === 1 || TILE_NUMBER[t] === 9)));
export const IS_YAOJIU = _base_tile_table(
  TILE_SUIT.map((s, t) => s === 3 || (s < 3 && (TILE_NUMBER[t] === 1 || TILE_NUMBER[t] === 9))));
export const IS_FLOWER = _base_tile_table(TILE_SUIT.map((s) => s === 4));

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

export const NEXT_TILE = _base_tile_table(_base_range(N_TILES).map(_next_tile).concat([NO_TILE]));

// Group kinds. A FIXED group is one of the fixed tile sets a ruleset declares (its `groups`).
export const CHOW = 0;
export const PUNG = 1;
export const KONG = 2;
export const PAIR = 3;
export const FIXED = 4;
export const KIND_NAMES = ["chow", "pung", "kong", "pair", "fixed"];
export const PUNG_KINDS = [PUNG, KONG];

// How a win happened.
export const SELF_DRAW = 0;
export const DISCARD = 1;
export const ROBBING_KONG = 2;
export const WIN_KINDS = ["self_draw", "discard", "robbing_kong"];

// What follows a win in a deal (a ruleset's table.after_win): the deal ends; the winner leaves and the others play
// on (血战到底); every seat plays on, a winner too, to the wall's end (血流成河).
export const AFTER_WIN = ["end", "winner_leaves", "play_on"];

export const MOST_PENALTIES = 8;  // a deal's penalties, at most: what the bound of a record's work counts (compiler/hand_cost.py)

/** The wins a deal may hold, as the bound of a record's work counts them: where every seat plays on, one for
 * each tile of the wall past the four waiting hands; else three (a discard won by three seats). */
export function most_wins(after_win, kinds, hand_size) {
  return after_win === "play_on" ? Math.max(3, 4 * kinds - 4 * (hand_size - 1)) : 3;
}

export const WIND_LETTERS = "ESWN";
export const ROUND_WINDS = Array.from(WIND_LETTERS);
export const CHARACTERS = 0;
export const DOTS = 1;
export const BAMBOO = 2;
export const HONORS = 3;
export const FLOWER_SUIT = 4;
export const NO_SUIT = -1;  // a suit field of a player that the record leaves out, where the spec gives it no default

// Context flags every record may carry (docs/guide/records.md); a ruleset may declare more.
export const CONTRACT_FLAGS = {
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
export const INT_FLAG_RANGE = [0, 4];  // an int flag's values, unless its ruleset gives a range

// Limits on a record, so that hostile input is refused early and cheaply, never a crash or a long wait.
export const MAX_RECORD_LINE = 1 << 20;  // bytes of one line of `mjc score` input (a hand record takes well under 1 KiB)
export const MAX_NUMBER_DIGITS = 100;  // digits of one number in `mjc score` input, checked before the number is converted
export const MAX_TILE_TEXT = 200;  // characters of one tile string (all 144 tiles of a set, written compactly, take 149)
// No seat, count or option of a record comes near this: an integer beyond it is out of range, and is
// named by its size in messages (Python refuses to write out one of more than 4300 digits).
export const MAX_RECORD_INT = 10 ** 9;


// Every code a RecordError of the scorers carries (a ruleset's rejects add their own).
export const ERROR_CODES = ["bad_record", "wrong_ruleset", "bad_tiles", "too_many_copies", "tile_count", "bad_meld",
  "claim_not_allowed", "missing_from", "bad_rob", "unknown_flag", "bad_flag", "unknown_option",
  "bad_option", "unknown_penalty", "bad_flowers", "not_a_win", "division_by_zero", "overflow",
  "negative_power", "negative_payment", "bad_index", "missing_wilds", "bad_wilds", "bad_event", "after_win",
  "bad_player_field"];


/** A hand record that cannot be scored; `code` is stable, `message` is for people. */
export class RecordError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "RecordError";
    this.code = code;
    this.message = message;
  }
}
