// Payments and results.
// (Port of compiler/runtime/results.py. Each change to a delta is checked by `safe`: where Python's
// integers would grow past 2**53, the JS runtime gives the record's "overflow" error.)

import { py_str_slice } from "./py.mjs";
import { NO_SEAT, TABLE, RecordError } from "./base.mjs";
import { Win, moment_at, kong_order } from "./records.mjs";
import { waits } from "./shapes.mjs";
import { tiles_text } from "./tiles.mjs";
import { safe } from "./numbers.mjs";


/** Each payer pays each payee `amount`; payer and payee are seats or lists of seats. */
export function pay(payments, deltas, payer, payee, amount, reason) {
  for (const source of Array.isArray(payer) ? payer : [payer]) {
    for (const target of Array.isArray(payee) ? payee : [payee]) {
      add_payment(payments, deltas, source, target, amount, reason);
    }
  }
}


/** Each payer pays one seat: add_payment for each, in one loop. */
export function pay_from_each(payments, deltas, payers, target, amount, reason) {
  if (amount <= 0 || target === NO_SEAT) {
    for (const source of amount < 0 ? payers : []) {
      add_payment(payments, deltas, source, target, amount, reason);  // words the error
    }
    return;
  }
  for (const source of payers) {
    if (source !== target && source !== NO_SEAT) {
      payments.push({ "from": source, "to": target, "amount": amount, "reason": reason });
      deltas[source] = safe(deltas[source] - amount);
      deltas[target] = safe(deltas[target] + amount);
    }
  }
}


/** One seat pays each payee: add_payment for each, in one loop. */
export function pay_to_each(payments, deltas, source, payees, amount, reason) {
  if (amount <= 0 || source === NO_SEAT) {
    for (const target of amount < 0 ? payees : []) {
      add_payment(payments, deltas, source, target, amount, reason);  // words the error
    }
    return;
  }
  for (const target of payees) {
    if (source !== target && target !== NO_SEAT) {
      payments.push({ "from": source, "to": target, "amount": amount, "reason": reason });
      deltas[source] = safe(deltas[source] - amount);
      deltas[target] = safe(deltas[target] + amount);
    }
  }
}


/** Record one transfer; zero amounts, self-payments and payments to or from no seat are dropped. */
export function add_payment(payments, deltas, source, target, amount, reason) {
  if (amount < 0) {
    // Python's "%d": the whole part, written out in full.
    const whole = Math.trunc(amount);
    const shown = Number.isSafeInteger(whole) ? String(whole) : BigInt(whole).toString();
    const payer = source === TABLE ? "the table" : "seat " + source;
    throw new RecordError("negative_payment", "a rule of this ruleset asks " + payer + " to pay " + shown + " for " +
                          reason + "; amounts are never negative");
  }
  if (amount && source !== target && source !== NO_SEAT && target !== NO_SEAT) {
    payments.push({ "from": source, "to": target, "amount": amount, "reason": reason });
    deltas[source] = safe(deltas[source] - amount);
    deltas[target] = safe(deltas[target] + amount);
  }
}


/** The payments of a deal whose record gives its events: each kong, win and penalty is settled at its own event
 * (the deal's moment set there, records.moment_at), and the payments are listed in the order of the events. */
export class Timeline {
  constructor(deal, payments) {
    this.deal = deal;
    this.payments = payments;
    this.spans = [];  // [event, place, first payment, past its last]
    this.key = null;
    this.start = 0;
    this.penalties = 0;  // the penalties settled so far
  }

  /** What follows is settled at the event `order` (`place`: a win's among those of its event). */
  enter(order, place = 0) {
    this.close_span();
    moment_at(this.deal, order);
    this.key = [order, place];
    this.start = this.payments.length;
  }

  enter_kong(kong) {
    this.enter(kong_order(this.deal, kong));
  }

  /** What follows is the next penalty's, settled at its event. */
  enter_penalty() {
    this.enter(this.deal.penalty_orders[this.penalties]);
    this.penalties += 1;
  }

  /** What follows (the player rules) is settled at the end of the deal, after every event. */
  enter_end() {
    this.enter(this.deal.n_events);
  }

  close_span() {
    if (this.key !== null) {
      this.spans.push([this.key[0], this.key[1], this.start, this.payments.length]);
      this.key = null;
    }
  }

  /** The payments, put in the order of the events. */
  close() {
    this.close_span();
    const spans = this.spans.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const ordered = [];
    for (const [_order, _place, first, past] of spans) {
      ordered.push(...this.payments.slice(first, past));
    }
    this.payments.splice(0, this.payments.length, ...ordered);
  }
}

/** Add to each seat's gain what the payments from `start` on paid it, less what they took from it (a rule whose
 * money counts toward a win's total: in_total). */
export function count_in_total(payments, start, gains) {
  for (const p of payments.slice(start)) {
    gains[p["to"]] = safe(gains[p["to"]] + p["amount"]);
    gains[p["from"]] = safe(gains[p["from"]] - p["amount"]);
  }
}


/** Each seat's gain from the in_total rules added to the total of its last win in the deal's results. */
export function add_in_total(wins, gains) {
  for (let seat = 0; seat < 4; seat++) {
    if (gains[seat]) {
      for (let i = wins.length - 1; i >= 0; i--) {
        if (wins[i]["winner"] === seat) {
          wins[i]["total"] = safe(wins[i]["total"] + gains[seat]);
          break;
        }
      }
    }
  }
}


/** The result of a deal whose rules pay to or from the table (the fifth account of `deltas`): the
 * seats' deltas, then the table's change, and the table named as such in its payments. */
export function with_table(deltas, wins, payments) {
  for (const p of payments) {
    if (p["from"] === TABLE) {
      p["from"] = "table";
    } else if (p["to"] === TABLE) {
      p["to"] = "table";
    }
  }
  return { "deltas": deltas.slice(0, 4), "table": deltas[TABLE], "wins": wins, "payments": payments };
}


export function melds_text(melds) {
  return melds.length ? "melds " + melds.map((m) => tiles_text(m.tiles)).join(" ") : "no melds";
}


export function error_result(error) {
  return { "error": { "code": error.code, "message": error.message } };
}


/** The result for an exception that no check foresaw: a fault of the scorer, reported as an
 * error result like any other rather than raised, so that one record never stops a caller.
 * (Where Python names type(exc).__name__, this names the JS error's constructor: TypeError, RangeError...) */
export function internal_error_result(exc) {
  let said;
  let kind;
  try {
    said = py_str_slice(String(exc instanceof Error ? exc.message : exc), 0, 200);
  } catch (error) {  // an exception that cannot say what it is
    said = "";
  }
  try {
    kind = exc !== null && exc !== undefined && exc.constructor && exc.constructor.name ? exc.constructor.name : typeof exc;
  } catch (error) {
    kind = "Error";
  }
  return { "error": { "code": "internal_error", "message": "the scorer failed on this record (" + kind +
                      (said ? ": " + said : "") + "); this is a fault of the scorer, not of the record: please " +
                      "report it with the record" } };
}


/** The best (choose: Math.max) or worst (Math.min) total of the wins a seat that has not won would make on each tile
 * that completes its hand (by `by`, off no seat), each scored by the ruleset's own `score_win`; 0 where none would
 * win (no hand given, not ready, or each refused). */
export function wait_total(deal, seat, by, score_win, shapes, choose) {
  const player = seat !== NO_SEAT ? deal.players[seat] : null;
  if (player === null || player.hand === null) {
    return 0;
  }
  const held = player.hand.concat(player.melds.flatMap((m) => m.tiles));
  const totals = [];
  for (const tile of waits(player.hand, player.melds, shapes)) {
    if (held.filter((t) => t === tile).length >= 4) {  // a fifth copy: no tile to win on
      continue;
    }
    const win = new Win(seat, tile, by, NO_SEAT, {});
    win.player = player;
    win.order = deal.n_events;
    win.place = 0;
    win.index = -1;
    let result;
    try {
      result = score_win(deal, win, [], [0, 0, 0, 0, 0])[0];
    } catch (error) {
      if (!(error instanceof RecordError)) {
        throw error;
      }
      continue;  // not a legal win under the ruleset's rejects
    }
    totals.push(result.total);
  }
  return totals.length ? choose(...totals) : 0;
}
