// A whole game in JavaScript: compiler/game.py's play_game, for the calculator's score keeper. Deals are scored
// one after another and the game moves on as a spec's `game:` says (the module's GAME_RULES): who deals next, the
// counter, the money on the table, when the game ends, the final points. game_play(...).data is Game.data() of
// the Python function, key for key and number for number (tests/test_game_js.py compares them).
//
// It is not part of a scorer module: the calculator page inlines it after the module, in the module's scope, so
// its names carry the prefix `game_` and it imports only what every module holds (the runtime's, inlined in it).

import { is_dict, is_int, is_str, py_eq } from "./py.mjs";
import { _shown } from "./tiles.mjs";

const GAME_WINDS = "ESWN";
const GAME_WALL_ENDS = ["wall", "nm"];  // a drawn deal's meta.end that is no abortive draw

// ------------------------------------------------------------------ exact fractions (the final points)

function game_gcd(a, b) {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

// limits.MAX_GAME_SCORE: JavaScript's numbers count a game's scores and points exactly within it
const GAME_MOST = 10 ** 9;
const GAME_PAST_BOUND = "the deal takes a score, or the money on the table, past 1,000,000,000 in size: a game counts "
  + "scores up to it";

/** n/d in lowest terms, d > 0: the final points are fractions of a point unit, shared uma, oka. */
function game_fraction(n, d = 1) {
  const g = game_gcd(n, d) * (d < 0 ? -1 : 1);
  return [n / g + 0, d / g];
}

function game_add(a, b) {
  return game_fraction(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
}

/** A fraction as data: a whole number as itself, else a float rounded to 4 places (Python's round). */
function game_number(f) {
  return f[1] === 1 ? f[0] : Number((f[0] / f[1]).toFixed(4));
}

// ------------------------------------------------------------------ the table between deals

function game_seat_value(value, low, high) {
  return is_int(value) && low <= value && value <= high;
}

class GameTable {
  constructor(rules) {
    this.rules = rules;
    this.round = 0;          // prevailing winds finished
    this.dealer = 0;
    this.deal_in_round = 0;  // deals the dealer has passed in this round
    this.honba = 0;
    this.table = 0;          // money on the table
    this.scores = [0, 1, 2, 3].map(() => rules.start_points);  // by player: the seat each sat at when the game began
    this.seating = [0, 1, 2, 3];  // the player at each seat
  }

  /** Start where the game's first record says it stands. */
  join(first) {
    const rules = this.rules;
    const wind = first.round_wind;
    if (is_str(wind) && wind.length === 1 && GAME_WINDS.includes(wind)
        && GAME_WINDS.indexOf(wind) < rules.rounds + rules.extra_rounds) {
      this.round = GAME_WINDS.indexOf(wind);
    }
    if (game_seat_value(first.dealer, 0, 3)) this.dealer = this.deal_in_round = first.dealer;
    if (game_seat_value(first.honba, 0, 10 ** 6)) this.honba = first.honba;
    if (game_seat_value(first.riichi_sticks, 0, 10 ** 6) && first.riichi_sticks * rules.stick <= GAME_MOST) {
      this.table = first.riichi_sticks * rules.stick;
    }
  }

  /** The scores by seat once a scored deal's changes (by the record's seats) are paid. */
  scores_after(result) {
    const scores = [...this.scores];
    result.deltas.forEach((change, seat) => { scores[this.seating[seat]] += change; });
    return scores;
  }

  /** Whether a scored deal would take a score, or the money on the table, past GAME_MOST in size. */
  past_bound(result) {
    return this.scores_after(result).some((s) => Math.abs(s) > GAME_MOST)
      || Math.abs(this.table + Math.trunc(Number(result.table || 0))) > GAME_MOST;
  }

  get sticks() {
    return this.rules.stick ? Math.floor(this.table / this.rules.stick) : 0;
  }

  /** Move on past a scored deal; why the game ends after it ("" where it goes on). */
  after(record, result) {
    const rules = this.rules;
    this.scores = this.scores_after(result);
    this.table += Math.trunc(Number(result.table || 0));
    const winners = new Set((record.wins || []).filter((w) => !rules.draw_wins.includes(w.declared))
      .map((w) => w.winner));
    const drawn = winners.size === 0;
    const end = is_dict(record.meta) ? record.meta.end : undefined;
    const abortive = drawn && is_str(end) && !GAME_WALL_ENDS.includes(end) && end !== "win";
    const players = record.players || [];
    const dealer_ready = drawn && !abortive && this.dealer < players.length && is_dict(players[this.dealer])
      && players[this.dealer].ready === true;
    const why = [["win", winners.has(this.dealer)], ["ready", dealer_ready], ["draw", drawn && !abortive],
                 ["abortive", abortive]].filter(([kind, happened]) => happened && rules.dealer_keeps.includes(kind))
      .map(([kind]) => kind);
    const kept = why.length > 0;
    if (rules.counter === "kept_or_drawn") this.honba = kept || drawn ? this.honba + 1 : 0;
    else if (rules.counter === "kept") this.honba = kept ? this.honba + 1 : 0;
    const last_round = this.round + 1 >= rules.rounds;
    const in_final_deal = last_round && this.deal_in_round === 3;
    const extended = this.round >= rules.rounds;
    if (rules.ends_below_zero && Math.min(...this.scores) < 0) return "a seat's score went below zero";
    const top = Math.max(...this.scores);
    const reached = Boolean(rules.target) && top >= rules.target;
    if (kept) {
      if ((in_final_deal || extended) && why.some((kind) => rules.last_dealer_stops.includes(kind))
          && this.scores.indexOf(top) === this.seating[this.dealer] && (reached || !rules.target)) {
        return "the last dealer kept the deal in first place";
      }
      return "";
    }
    if (rules.next_dealer !== "rotate") {  // no rounds: the game lasts as long as its deals
      this.dealer = winners.size ? this.chosen_dealer(record, winners) : (this.dealer + 1) % 4;
      return "";
    }
    if (extended && reached) return `a seat reached ${rules.target} in the extra rounds`;
    this.dealer = (this.dealer + 1) % 4;
    this.deal_in_round += 1;
    if (this.deal_in_round === 4) {
      this.deal_in_round = 0;
      this.round += 1;
      if (this.round === rules.rounds && (reached || !rules.target || !rules.extra_rounds)) {
        return "the last round was played";
      }
      if (this.round >= rules.rounds + rules.extra_rounds) return "the last extra round was played";
      for (const [before, seats] of rules.seat_changes) {
        if (before === this.round + 1) this.seating = seats.map((s) => this.seating[s]);
      }
    }
    return "";
  }

  /** The next dealer where the rules choose it by the deal's wins: the first winner the record lists, or the seat
   * won off. */
  chosen_dealer(record, winners) {
    const first = (record.wins || []).find((w) => winners.has(w.winner)).winner;  // the first to win
    if (this.rules.next_dealer === "discarder") {
      const sources = (record.wins || []).filter((w) => w.by === "discard" || w.by === "robbing_kong")
        .map((w) => w.from);
      if (sources.length && game_seat_value(sources[0], 0, 3)) return sources[0];
    }
    return first;
  }

  /** The final scores (the table's money to the first place where the rules say), points and places. */
  standing() {
    const rules = this.rules;
    const scores = [...this.scores];
    const ordered = () => [0, 1, 2, 3].sort((a, b) => scores[b] - scores[a] || a - b);
    let order = ordered();
    if (this.table && rules.sticks_at_end === "top") {
      scores[order[0]] += this.table;
      this.table = 0;
      order = ordered();
    }
    const places = [0, 0, 0, 0];
    order.forEach((seat, rank) => {
      places[seat] = rules.ties === "seat_order" || rank === 0 || scores[order[rank - 1]] !== scores[seat]
        ? rank + 1 : places[order[rank - 1]];
    });
    const uma = rules.uma.length ? rules.uma : [0, 0, 0, 0];
    const bonus = [0, 1, 2, 3].map((seat) => {
      const shared = rules.ties === "split" ? [0, 1, 2, 3].filter((r) => places[order[r]] === places[seat])
        : [order.indexOf(seat)];
      return game_fraction(shared.reduce((sum, r) => sum + uma[r], 0), shared.length);
    });
    if (!rules.point_unit) return [scores, bonus, places];
    const returned = rules.return_points === null || rules.return_points === undefined
      ? rules.start_points : rules.return_points;
    const counted = rules.rounding === "score_to_unit" ? scores.map((s) => game_to_unit(s, rules.point_unit)) : scores;
    const points = counted.map((s) => game_fraction(s - returned, rules.point_unit));
    if ((returned - rules.start_points) * 4 !== 0) {  // oka: the first place takes what the four returned, before
      const firsts = [0, 1, 2, 3].filter((seat) => places[seat] === 1);  // the uma; seats sharing it share it
      const sum = points.reduce((total, p) => game_add(total, p), game_fraction(0));
      const rest = game_fraction(-sum[0], sum[1] * firsts.length);
      firsts.forEach((seat) => { points[seat] = game_add(points[seat], rest); });
    }
    return [scores, points.map((p, seat) => game_add(p, bonus[seat])), places];
  }
}

/** A score to the nearest multiple of unit, a half away from zero (Tenhou's rounding of a score to 1000). */
function game_to_unit(score, unit) {
  const whole = Math.floor(Math.abs(score) / unit);
  const rest = Math.abs(score) % unit;
  return (score >= 0 ? 1 : -1) * (whole + (2 * rest >= unit ? 1 : 0)) * unit;
}

// ------------------------------------------------------------------ a game played

/** Score a game's records in order under its rules (a module's GAME_RULES) with `score`: the game as data, as
 * Python's Game.data() gives it, and the records as scored (each with where the deal stood). */
export function game_play(name, records, score, rules) {
  const game = { game: name, deals: [], scores: [], points: [], places: [], ended: "", differences: [] };
  const table = new GameTable(rules);
  table.join(records.length && is_dict(records[0]) ? records[0] : {});
  const given_records = [];
  for (let index = 0; index < records.length; index++) {
    const record = records[index];
    const place = is_dict(record) && "id" in record ? record.id : index + 1;
    if (game.ended) {
      game.differences.push(`${game_repr_place(place)}: a deal after the game ended (${game.ended})`);
      break;
    }
    const expected = { dealer: table.dealer, round_wind: GAME_WINDS[table.round % 4], honba: table.honba,
                       riichi_sticks: table.sticks };
    const given = is_dict(record) ? { ...record } : record;  // no record: the scorer refuses it, as score does
    for (const [key, value] of is_dict(given) ? Object.entries(expected) : []) {
      if (!(key in given)) given[key] = value;
      else if (!py_eq(given[key], value)) {
        game.differences.push(`${game_repr_place(place)}: ${key} is ${_shown(given[key])}, the game's rules `
                              + `give ${_shown(value)}`);
      }
    }
    given_records.push(given);
    let result = score(given);
    if (!("error" in result) && table.past_bound(result)) {
      result = { error: { code: "overflow", message: GAME_PAST_BOUND } };
    }
    const deal = { id: place, round: GAME_WINDS[table.round % 4], dealer: table.dealer, honba: table.honba,
                   riichi_sticks: table.sticks };
    if ("error" in result) {
      game.deals.push({ ...deal, changes: null, scores: [...table.scores], error: result.error });
      game.differences.push(`${game_repr_place(place)}: the scorer refused the deal: ${result.error.code}`);
      break;
    }
    const changes = [...result.deltas];
    game.ended = table.after(given, result);
    game.deals.push({ ...deal, changes, scores: [...table.scores] });
  }
  const [scores, points, places] = table.standing();
  Object.assign(game, { scores, points: points.map(game_number), places });
  // where the next deal stands, for a page that keeps the game going
  const next = { dealer: table.dealer, round_wind: GAME_WINDS[table.round % 4], honba: table.honba,
                 riichi_sticks: table.sticks };
  return { data: game, records: given_records, next };
}

/** A deal's place in a difference: its id as it is if text, else as a message shows a value (_shown). */
function game_repr_place(place) {
  return is_str(place) ? place : _shown(place);
}
