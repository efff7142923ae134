"""Seats: the others, turns, and what a seat holds in a deal."""

from .base import NO_SEAT, NO_TILE


# For each seat, the other three (shared lists: nothing modifies them).
OTHER_SEATS = tuple([s for s in range(4) if s != seat] for seat in range(4))


def others_of(seat):
    return OTHER_SEATS[seat] if seat != NO_SEAT else []


def turns(a, b):
    return (b - a) % 4 if a != NO_SEAT and b != NO_SEAT else 0


def seat_after(seat, n):
    return (seat + n) % 4 if seat != NO_SEAT else NO_SEAT


def seat_melds(deal, seat):
    return deal.players[seat].melds if seat != NO_SEAT else []


def seat_hand(deal, seat):
    hand = deal.players[seat].hand if seat != NO_SEAT else None
    return hand if hand is not None else []


def seat_flowers(deal, seat):
    return deal.players[seat].flower_count if seat != NO_SEAT else 0


def seat_flower_tiles(deal, seat):
    return deal.players[seat].flowers if seat != NO_SEAT else []


def seat_wind(deal, seat):
    return 27 + (seat - deal.dealer) % 4 if seat != NO_SEAT else NO_TILE


def seat_is_dealer(deal, seat):
    return seat == deal.dealer


def seat_declared_ready(deal, seat):
    return seat != NO_SEAT and deal.players[seat].declared_ready


def seat_ready(deal, seat):
    return seat != NO_SEAT and deal.players[seat].ready


def seat_has_won(deal, seat):
    """The seat won at an event before the one being settled (records.moment_at sets the deal's moment)."""
    return seat != NO_SEAT and deal.won[seat] > 0


def seat_wins_before(deal, seat):
    """How many times the seat won before the event being settled."""
    return deal.won[seat] if seat != NO_SEAT else 0


def seat_field(deal, seat, index, default):
    """One of the spec's player fields of a seat, as the record gives it; its default for none or a seat left out."""
    if seat == NO_SEAT:
        return default
    fields = deal.players[seat].fields
    return fields[index] if fields else default
