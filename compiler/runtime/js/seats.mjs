// Seats: the others, turns, and what a seat holds in a deal.
// (Port of compiler/runtime/seats.py.)

import { py_mod } from "./py.mjs";
import { NO_SEAT, NO_TILE } from "./base.mjs";


// For each seat, the other three (shared lists: nothing modifies them).
export const OTHER_SEATS = [0, 1, 2, 3].map((seat) => [0, 1, 2, 3].filter((s) => s !== seat));


export function others_of(seat) {
  return seat !== NO_SEAT ? OTHER_SEATS[seat] : [];
}


export function turns(a, b) {
  return a !== NO_SEAT && b !== NO_SEAT ? py_mod(b - a, 4) : 0;
}


export function seat_after(seat, n) {
  return seat !== NO_SEAT ? py_mod(seat + n, 4) : NO_SEAT;
}


export function seat_melds(deal, seat) {
  return seat !== NO_SEAT ? deal.players[seat].melds : [];
}


export function seat_hand(deal, seat) {
  const hand = seat !== NO_SEAT ? deal.players[seat].hand : null;
  return hand !== null ? hand : [];
}


export function seat_flowers(deal, seat) {
  return seat !== NO_SEAT ? deal.players[seat].flower_count : 0;
}


export function seat_flower_tiles(deal, seat) {
  return seat !== NO_SEAT ? deal.players[seat].flowers : [];
}


export function seat_wind(deal, seat) {
  return seat !== NO_SEAT ? 27 + py_mod(seat - deal.dealer, 4) : NO_TILE;
}


export function seat_is_dealer(deal, seat) {
  return seat === deal.dealer;
}


export function seat_declared_ready(deal, seat) {
  return seat !== NO_SEAT && deal.players[seat].declared_ready;
}


export function seat_ready(deal, seat) {
  return seat !== NO_SEAT && deal.players[seat].ready;
}


/** The seat won at an event before the one being settled (records.moment_at sets the deal's moment). */
export function seat_has_won(deal, seat) {
  return seat !== NO_SEAT && deal.won[seat] > 0;
}

/** How many times the seat won before the event being settled. */
export function seat_wins_before(deal, seat) {
  return seat !== NO_SEAT ? deal.won[seat] : 0;
}

/** One of the spec's player fields of a seat, as the record gives it; its default for none or a seat left out. */
export function seat_field(deal, seat, index, fallback) {
  if (seat === NO_SEAT) {
    return fallback;
  }
  const fields = deal.players[seat].fields;
  return fields.length ? fields[index] : fallback;
}
