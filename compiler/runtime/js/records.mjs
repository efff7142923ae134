/** A hand record read and checked: Player, Win, Deal, Rules and parse_record (a port of records.py). */

import { get_close_matches, is_bool, is_dict, is_float, is_int, is_list, is_str, py_eq, py_len, py_sorted } from "./py.mjs";
import { CHOW, CONTRACT_FLAGS, DISCARD, HAND_SIZE, INT_FLAG_RANGE, NEXT_TILE, NO_TILE, KIND_NAMES, KONG, MAX_RECORD_INT, MAX_TILE_TEXT, MOST_PENALTIES, NO_SEAT, N_KINDS, PUNG, ROBBING_KONG, ROUND_WINDS, RecordError, SELF_DRAW, SUIT_LETTERS, SUIT_OFFSETS, SUIT_SIZES, TILE_NUMBER, TILE_SUIT, WIND_LETTERS, WIN_KINDS, most_wins } from "./base.mjs";
import { Group, TILE_BY_NAME, WildGroup, _TILE_GROUPS, _int_text, _quoted, _shown, parse_tiles, tile_name } from "./tiles.mjs";

// Python's dict lookups, on a record's own keys only: a record's key such as "constructor" or
// "__proto__" must not find what every JS object inherits.
export function _records_has(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

export function _records_get(obj, key, fallback = null) {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : fallback;
}

/** A Map's answer with Python's None for a missing key. */
export function _records_or_null(value) {
  return value === undefined ? null : value;
}

/** Whether every key of a dict is in a Set of keys (Python's `d.keys() <= keyset`). */
export function _records_keys_within(obj, keyset) {
  for (const key of Object.keys(obj)) {
    if (!keyset.has(key)) {
      return false;
    }
  }
  return true;
}

/** Python's truth of a JSON value, where a record's value that may be of any type is tested. */
export function _records_truthy(value) {
  if (is_list(value) || is_str(value)) {
    return value.length > 0;
  }
  if (is_dict(value)) {
    return Object.keys(value).length > 0;
  }
  return Boolean(value);  // null, booleans, numbers (NaN is no JSON value)
}

export class Player {
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
export const NO_PLAYER = new Player(null, [], [], 0);

export class Win {
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

export class Deal {
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
export const NO_WINS = [0, 0, 0, 0];
export const ALL_SEATS = [0, 1, 2, 3];
export const EVENT_KONG = 0;
export const EVENT_WIN = 1;
export const EVENT_PENALTY = 2;
export const EVENT_KINDS = ["kong", "win", "penalty"];

/** What a ruleset accepts in a record: claims, tiles, flags, options, penalties (fields by name, as
 * Python's keyword arguments, with the same defaults). */
export class Rules {
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
export const WILD_KEYS = { indicator: "wild_indicator", record: "wilds" };

/** The record's fields with a ruleset's own (the wild's) after riichi_sticks. */
export function _with_key(keys, key) {
  if (key === null) {
    return keys;
  }
  const at = keys.indexOf("riichi_sticks") + 1;
  return keys.slice(0, at).concat([key], keys.slice(at));
}

// `id` and `meta` belong to the caller: the id is echoed in the result (so that a batch's results can
// be joined to its records), meta is accepted and never read.
export const RECORD_KEYS = ["ruleset", "dealer", "round_wind", "honba", "riichi_sticks", "players", "wins", "penalties", "events",
  "options", "id", "meta"];
export const WIN_KEYS = ["winner", "win_tile", "by", "from", "declared", "context"];  // a win's keys in the shorthand form too
export const FULL_WIN_KEYS = WIN_KEYS.concat(["hand", "melds"]);  // and its own hand and melds (the winner's at that moment)
export const PLAYER_KEYS = ["hand", "melds", "flowers", "declared_ready", "ready"];
export const _COUNTERS = ["honba", "riichi_sticks"];
export const MELD_KEYS = ["kind", "tiles", "from", "concealed", "added"];
export const PENALTY_KEYS = ["type", "seat"];
export const SHORTHAND_KEYS = RECORD_KEYS.concat(WIN_KEYS, PLAYER_KEYS);  // one winner's keys at the top level
// Each tuple of keys (the array itself, as the key) -> the Set of its keys.
export const _KEY_SETS = new Map([RECORD_KEYS, WIN_KEYS, FULL_WIN_KEYS, PLAYER_KEYS, MELD_KEYS, PENALTY_KEYS,
  SHORTHAND_KEYS].map((keys) => [keys, new Set(keys)]));
export const _RECORD_KEYSET = _KEY_SETS.get(RECORD_KEYS);
export const _WIN_KEYSET = _KEY_SETS.get(WIN_KEYS);
export const _PLAYER_KEYSET = _KEY_SETS.get(PLAYER_KEYS);
export const _MELD_KEYSET = _KEY_SETS.get(MELD_KEYS);

/** Check a hand record (full or shorthand form, docs/guide/records.md) and build a Deal. */
export function parse_record(record, rules) {
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
export function _usual_record(record, rules) {
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
export function _tiles_or_none(text) {
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
export const _DIGIT_TILES = {};
for (let suit = 0; suit < SUIT_LETTERS.length; suit++) {
  const table = [];
  for (let byte = 0; byte < 256; byte++) {
    table.push(49 <= byte && byte < 49 + SUIT_SIZES[suit] ? SUIT_OFFSETS[suit] + byte - 49 : 255);
  }
  _DIGIT_TILES[SUIT_LETTERS[suit]] = table;
}

/** The Deal of any record, checking each field in turn and naming the first problem. */
export function _checked_record(record, rules) {
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
export function _win_players(wins, players, rules) {
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
export function _events(value, players, wins, penalties) {
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
export function _set_orders(deal) {
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
export function _win_moment(win) {
  return win.order * 64 + win.place;
}

/** The index of the event at which a kong of the deal was made (without events: its place among the deal's
 * kongs, which come first); -1 for a set that is none of them. */
export function kong_order(deal, group) {
  const i = deal.kongs.indexOf(group);
  if (i < 0) {
    return -1;
  }
  return deal.events === null ? i : deal.kong_orders[i];
}

/** The deal as it stands at its event `now`: how many times each seat won before it, and the seats still playing
 * (those that had not won). */
export function moment_at(deal, now) {
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
export function _check_play(deal, rules) {
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
export function _wild(record, rules) {
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
export function is_record_id(value) {
  return is_str(value) || is_int(value) || is_float(value) && value - value === 0;
}

/** The result of a record, led by the record's id when it has a good one; never throws, as it
 * also finishes the result of a record that broke the scorer. */
export function with_id(record, result) {
  try {
    if (is_dict(record) && _records_has(record, "id") && is_record_id(record.id)) {
      return { id: record.id, ...result };
    }
  } catch (error) {  // a record that cannot be read: the result goes without its id
  }
  return result;
}

export function _expand_shorthand(record, player_keys = PLAYER_KEYS) {
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

export function _no_unknown_keys(obj, known, where) {
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
export function _records_where(where) {
  if (is_str(where)) {
    return where;
  }
  const values = is_list(where[1]) ? where[1] : [where[1]];
  let i = 0;
  return where[0].replace(/%[ds]/g, () => String(values[i++]));
}

export function _list(value, where) {
  if (!is_list(value)) {
    throw new RecordError("bad_record", _records_where(where) + ": expected a list, got " + _shown(value));
  }
  return value;
}

/** A record's wins or penalties, once read (what they say is said first), of at most `most`: what the bound of a
 * record's work counts. */
export function _at_most(items, where, most) {
  if (items.length > most) {
    throw new RecordError("bad_record", where + ": a deal holds at most " + most + " " + where + " in this ruleset, got "
      + items.length);
  }
}

export function _int(value, where, code = "bad_record") {
  if (!is_int(value)) {  // (a whole float, which records.py shows as Python writes it, is an int here)
    throw new RecordError(code, _records_where(where) + ": expected an integer, got " + _shown(value));
  }
  return value;
}

/** A whole number from 0 (honba, riichi sticks). */
export function _counter(value, where) {
  if (!is_int(value) || !(0 <= value && value <= MAX_RECORD_INT)) {
    if (!is_int(value)) {
      _int(value, where);
    }
    throw new RecordError("bad_record", where + ": expected a whole number from 0 to " + MAX_RECORD_INT + ", got " + _int_text(value));
  }
  return value;
}

export function _seat(value, where) {
  if (!is_int(value) || !(0 <= value && value <= 3)) {
    if (!is_int(value)) {
      _int(value, where);
    }
    throw new RecordError("bad_record", _records_where(where) + ": a seat is 0..3, got " + _int_text(value));
  }
  return value;
}

export function _player(obj, seat, rules, wild = NO_TILE) {
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
export function _melds_fit(melds, rules, where) {
  if (3 * melds.length > rules.waiting_size) {
    throw new RecordError("tile_count", where + ": " + melds.length + " melds make " + 3 * melds.length
      + " tiles; a waiting hand has " + rules.waiting_size + " (kongs count 3)");
  }
}

export function _player_field(obj, seat, field) {
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

export function _bool(value, where) {
  if (!is_bool(value)) {
    throw new RecordError("bad_record", where + ": expected true or false, got " + _shown(value));
  }
  return value;
}

/** parse_tiles, with red fives (0m, 0p, 0s) read as fives where the ruleset plays them: [tiles, reds by suit]. */
export function _tiles_with_reds(text, field, rules) {
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

export const _TILE_GROUPS_WITH_RED = /([0-9]+)([mpszf])/g;

/** Every meld written the usual way ('555m', '5555m', '345m'): its kind and tiles. */
export function _canonical_melds() {
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
export const CANONICAL_MELDS = _canonical_melds();
// "kind name,tiles" -> [kind, tiles] for the usual spelling of each meld (Python's (kind name, tiles)
// key joined with a comma: no kind name holds one, so no other pair of strings makes the same key).
export const MELD_FORMS = new Map(Array.from(CANONICAL_MELDS, ([text, [kind, tiles]]) => [KIND_NAMES[kind] + "," + text, [kind, tiles]]));

/** A meld of a seat's (or, named by `owner`, of a win's own melds). */
export function _meld(obj, seat, index, rules, wild = NO_TILE, owner = null) {
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
export function _meld_wilds(obj, where, tiles, wild, rules) {
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

export const MELD_KINDS = new Map([["chow", CHOW], ["pung", PUNG], ["kong", KONG]]);

/** The rest of a meld: concealed, added, and who it was claimed from. */
/** A meld's name in a message: players[s].melds[i], or that of a win's own melds. */
export function _meld_name(seat, index, owner) {
  return owner === null ? "players[" + seat + "].melds[" + index + "]" : owner + ".melds[" + index + "]";
}

export function _meld_claim(obj, seat, index, rules, kind, first, tiles, stands = [], owner = null) {
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

export function _win(obj, index, rules, wild = NO_TILE) {
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
export function _own_hand(obj, index, winner, rules, wild) {
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

export function _penalty(obj, index, rules) {
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

export function _options(obj, rules) {
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

export function _check_wins(deal, rules) {
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
export function _check_moment(deal, group, timed) {
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
export function _kong_chain(deal, win, n, timed, where) {
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
export function _melds_before(deal, melds, now) {
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
export function _copy_player(player, changes) {
  const fields = Object.assign({
    hand: player.hand, melds: player.melds, flowers: player.flowers, flower_count: player.flower_count,
    declared_ready: player.declared_ready, ready: player.ready, reds: player.reds, hand_reds: player.hand_reds,
    fields: player.fields,
  }, changes);
  return new Player(fields.hand, fields.melds, fields.flowers, fields.flower_count, fields.declared_ready, fields.ready, fields.reds,
    fields.hand_reds, fields.fields);
}

/** Whether some element of a sorted list equals the one `gap` places after it. */
export function _repeats(ordered, gap) {
  for (let i = 0; i + gap < ordered.length; i++) {
    if (ordered[i] === ordered[i + gap]) {
      return true;
    }
  }
  return false;
}

/** Every tile of a deal: hands, melds, flowers, win tiles (a tile won by several once), and the
 * tiles of tiles flags (bonus tiles, dora indicators), those the wins share once. */
export function _all_tiles(deal, rules) {
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
export function _held(player, wild) {
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
export function _moments(deal) {
  if (deal.events === null) {
    return deal.wins.length ? [deal.wins] : [];
  }
  const by_index = new Map(deal.wins.map((w) => [w.index, w]));
  return deal.events.filter(([kind]) => kind === EVENT_WIN).map(([_kind, item]) => item.map((x) => by_index.get(x)));
}

/** No more red fives of a suit than the ruleset plays, across the deal (a tile won by several at once, once; of a
 * seat whose wins give hands of their own, the most any of them holds). */
export function _check_reds(deal, rules) {
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

export function _check_copies(tiles) {
  tiles = tiles.slice().sort((a, b) => a - b);
  if (_repeats(tiles, 4) || tiles.length && tiles[tiles.length - 1] >= N_KINDS
      && _repeats(tiles.slice(tiles.findIndex((t) => t >= N_KINDS)), 1)) {
    const count = (t) => tiles.filter((u) => u === t).length;
    const t = tiles.find((u) => count(u) > (u < N_KINDS ? 4 : 1));
    throw new RecordError("too_many_copies", count(t) + " copies of " + tile_name(t) + " across hands, melds, flowers and win tiles; there are "
      + (t < N_KINDS ? 4 : 1));
  }
}
