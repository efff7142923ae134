"""The attributes of each type of value: a tile's, a set's, a seat's; and how a deal rule reads a win's names."""

from __future__ import annotations

from ..ir import BOOL, INT, SEAT, SET, SUIT, TILE, Type, list_of
from ..runtime import CHOW, FIXED, KONG, NEXT_TILE, NO_SEAT, NO_TILE, PAIR, PUNG, TILE_NUMBER, TILE_SUIT
from .entries import Attribute, SeatAttribute, WinReading

# The interpreter works a tile's attributes out from its suit and number (none: suit 5, number 0).
TILE_ATTRIBUTES: dict[str, Attribute] = {a.name: a for a in (
    Attribute(name="suit", type=SUIT, meaning=lambda t: TILE_SUIT[t], python="TILE_SUIT[{0}]", js="TILE_SUIT[{0}]", c="mjc_suit({0})", doc="its suit",
              example="t.suit == bamboo"),
    Attribute(name="number", type=INT, meaning=lambda t: TILE_NUMBER[t], python="TILE_NUMBER[{0}]", js="TILE_NUMBER[{0}]", c="mjc_number({0})",
              doc="its number (1..9; honours 1..7: E S W N White Green Red)", example="win_tile.number == 5"),
    Attribute(name="is_suited", type=BOOL, meaning=lambda t: TILE_SUIT[t] < 3, python="IS_SUITED[{0}]", js="IS_SUITED[{0}]", c="(mjc_suit({0}) < 3)",
              doc="a number tile", example="all(t in tiles: t.is_suited)"),
    Attribute(name="is_honor", type=BOOL, meaning=lambda t: TILE_SUIT[t] == 3, python="IS_HONOR[{0}]", js="IS_HONOR[{0}]", c="(mjc_suit({0}) == 3)",
              doc="a wind or dragon", example="any(t in tiles: t.is_honor)"),
    Attribute(name="is_wind", type=BOOL, meaning=lambda t: TILE_SUIT[t] == 3 and TILE_NUMBER[t] <= 4,
              python="IS_WIND[{0}]", js="IS_WIND[{0}]", c="mjc_is_wind({0})", doc="a wind", example="count(s in pungs: s.tile.is_wind) == 4"),
    Attribute(name="is_dragon", type=BOOL, meaning=lambda t: TILE_SUIT[t] == 3 and TILE_NUMBER[t] >= 5,
              python="IS_DRAGON[{0}]", js="IS_DRAGON[{0}]", c="mjc_is_dragon({0})", doc="a dragon", example="count(s in pungs: s.tile.is_dragon) == 3"),
    Attribute(name="is_terminal", type=BOOL, meaning=lambda t: TILE_SUIT[t] < 3 and TILE_NUMBER[t] in (1, 9),
              python="IS_TERMINAL[{0}]", js="IS_TERMINAL[{0}]", c="mjc_is_terminal({0})", doc="a 1 or 9 of a suit", example="win_tile.is_terminal"),
    Attribute(name="is_yaojiu", type=BOOL,
              meaning=lambda t: TILE_SUIT[t] == 3 or (TILE_SUIT[t] < 3 and TILE_NUMBER[t] in (1, 9)),
              python="IS_YAOJIU[{0}]", js="IS_YAOJIU[{0}]", c="mjc_is_yaojiu({0})", doc="a terminal or an honour", example="all(t in tiles: not t.is_yaojiu)"),
    Attribute(name="is_flower", type=BOOL, meaning=lambda t: TILE_SUIT[t] == 4, python="IS_FLOWER[{0}]", js="IS_FLOWER[{0}]", c="(mjc_suit({0}) == 4)",
              doc="a flower tile", example="1f.is_flower"),
    Attribute(name="is_wild", type=BOOL, meaning=lambda deal, t: t != NO_TILE and t == deal.wild, deal=True,
              python="({w0} == deal.wild != NO_TILE)", js="is_wild(deal, {0})", c="mjc_is_wild(deal, {0})",
              doc="a wild tile of the deal (the spec's tiles.wilds): as held, never as what a wild stands for",
              example="count(t in hand_tiles: t.is_wild) == 4"),
    Attribute(name="next", type=TILE, meaning=lambda t: NEXT_TILE[t], python="NEXT_TILE[{0}]", js="NEXT_TILE[{0}]", c="mjc_next({0})",
              doc="the next tile in its suit's cycle, as a dora follows its indicator: 9 to 1, East South West "
                  "North East, White Green Red White", example="count(t in tiles: t == d.next)"),
)}

# A set's attributes, on a runtime Group.
SET_ATTRIBUTES: dict[str, Attribute] = {a.name: a for a in (
    Attribute(name="tile", type=TILE, meaning=lambda s: s.tile, python="{w0}.tile", js="{w0}.tile", c="mjc_real({0})->tile", field="tile", as_is=True,
              doc="its lowest tile", example="a.tile == b.tile"),
    Attribute(name="tiles", type=list_of(TILE), meaning=lambda s: list(s.tiles), python="{w0}.tiles", js="{w0}.tiles", c="mjc_group_tiles({0})",
              doc="its tiles", example="any(t in s.tiles: t.is_yaojiu)"),
    Attribute(name="suit", type=SUIT, meaning=lambda s: TILE_SUIT[s.tile], python="TILE_SUIT[{w0}.tile]", js="TILE_SUIT[{w0}.tile]", c="mjc_suit(mjc_real({0})->tile)",
              field="tile", doc="its suit", example="s.suit == dots"),
    Attribute(name="number", type=INT, meaning=lambda s: TILE_NUMBER[s.tile], python="TILE_NUMBER[{w0}.tile]", js="TILE_NUMBER[{w0}.tile]", c="mjc_number(mjc_real({0})->tile)",
              field="tile", doc="the number of its lowest tile", example="s.is_chow and s.number == 7"),
    Attribute(name="is_chow", type=BOOL, meaning=lambda s: s.kind == CHOW, python="{w0}.kind == CHOW", js="{w0}.kind === CHOW", c="(mjc_real({0})->kind == CHOW)",
              field="kind", doc="a chow", example="count(s in sets: s.is_chow) == 4"),
    Attribute(name="is_pung", type=BOOL, meaning=lambda s: s.kind in (PUNG, KONG), python="{w0}.kind in PUNG_KINDS", js="is_pung_kind({w0}.kind)", c="mjc_is_pung({0})",
              field="kind", doc="a pung or a kong", example="all(s in sets: s.is_pung)"),
    Attribute(name="is_kong", type=BOOL, meaning=lambda s: s.kind == KONG, python="{w0}.kind == KONG", js="{w0}.kind === KONG", c="(mjc_real({0})->kind == KONG)",
              field="kind", doc="a kong", example="count(m in melds: m.is_kong)"),
    Attribute(name="is_pair", type=BOOL, meaning=lambda s: s.kind == PAIR, python="{w0}.kind == PAIR", js="{w0}.kind === PAIR", c="(mjc_real({0})->kind == PAIR)",
              field="kind", doc="a pair", example="win_set.is_pair"),
    Attribute(name="is_fixed", type=BOOL, meaning=lambda s: s.kind == FIXED, python="{w0}.kind == FIXED", js="{w0}.kind === FIXED", c="(mjc_real({0})->kind == FIXED)",
              field="kind", doc="one of the groups of fixed tiles the spec declares (its `groups`)",
              example="any(s in sets: s.is_fixed)"),
    Attribute(name="declared", type=BOOL, meaning=lambda s: s.declared, python="{w0}.declared", js="{w0}.declared", c="mjc_real({0})->declared", field="declared",
              as_is=True, doc="a declared meld", example="count(s in sets: s.declared)"),
    Attribute(name="concealed", type=BOOL, meaning=lambda s: s.concealed, python="{w0}.concealed", js="{w0}.concealed", c="mjc_real({0})->concealed",
              field="concealed", as_is=True,
              doc="not claimed: formed in hand (even when the winning discard completed it), or a concealed kong",
              example="k.concealed"),
    Attribute(name="claimed", type=BOOL, meaning=lambda s: s.source != NO_SEAT,
              python="{w0}.source != NO_SEAT", js="{w0}.source !== NO_SEAT", c="(mjc_real({0})->source != NO_SEAT)", field="source",  # only a declared meld has a source
              doc="made with another seat's tile (a claimed meld or an added kong)", example="any(m in melds: m.claimed)"),
    Attribute(name="added", type=BOOL, meaning=lambda s: s.added, python="{w0}.added", js="{w0}.added", c="mjc_real({0})->added", field="added", as_is=True,
              doc="a kong made by adding a drawn tile to a claimed pung", example="k.added"),
    Attribute(name="has_win", type=BOOL, meaning=lambda s: s.has_win, python="{w0}.has_win", js="{w0}.has_win", c="mjc_real({0})->has_win", field="has_win",
              as_is=True, doc="the win tile completed it (in this arrangement)",
              example="any(s in sets: s.has_win and s.is_chow)"),
    Attribute(name="from", type=SEAT, meaning=lambda s: s.source, python="{w0}.source", js="{w0}.source", c="mjc_real({0})->source", field="source", as_is=True,
              doc="the seat whose tile was claimed (none when concealed)", example="k.from"),
    Attribute(name="owner", type=SEAT, meaning=lambda s: s.owner, python="{w0}.owner", js="{w0}.owner", c="mjc_real({0})->owner", field="owner", as_is=True,
              doc="the seat holding it", example="k.owner"),
    Attribute(name="wilds", type=INT, meaning=lambda s: s.wilds, python="{w0}.wilds", js="{w0}.wilds",
              c="mjc_real({0})->wilds", doc="how many of its tiles are wilds (the spec's tiles.wilds)",
              example="any(s in pungs: s.wilds == 0)"),
    Attribute(name="stands_for", type=list_of(TILE), meaning=lambda s: list(s.stands), python="{w0}.stands",
              js="{w0}.stands", c="mjc_group_stands({0})",
              doc="the tiles its wilds stand for: its tiles (`.tiles`) are those, and the ones held",
              example="all(t in s.stands_for: t == s.tile)"),
    Attribute(name="index", type=INT, meaning=lambda s: s.index, python="{w0}.index", js="{w0}.index", c="mjc_real({0})->index",
              doc="its position among its owner's melds (0 first; -1 when not a meld)", example="m.index == 0"),
    Attribute(name="order", type=INT, deal=True, meaning=lambda deal, s: _kong_event(deal, s), python="kong_order(deal, {0})",
              js="kong_order(deal, {0})", c="mjc_kong_order(deal, {0})",
              doc="for a kong of the deal (one of `all_kongs`), the index of the event at which it was made (its place in "
                  "the record's events; without them, the kongs come first, in seat order); -1 for any other set",
              example="k.order < w.order"),
)}

# A seat's attributes: the runtime's seat_* functions, which take none; on a seat that cannot be none,
# its Player's field directly.
SEAT_ATTRIBUTES: dict[str, SeatAttribute] = {a.name: a for a in (
    SeatAttribute(name="melds", type=list_of(SET),
                  meaning=lambda deal, seat: list(deal.players[seat].melds) if seat != NO_SEAT else [],
                  python="seat_melds(deal, {0})", js="seat_melds(deal, {0})", c="mjc_seat_melds(deal, {0})", python_real="deal.players[{w0}].melds", js_real="deal.players[{w0}].melds",
                  doc="the seat's declared melds, in the order made", example="count(m in discarder.melds: m.claimed) == 4"),
    SeatAttribute(name="hand", type=list_of(TILE),
                  meaning=lambda deal, seat: list(deal.players[seat].hand or []) if seat != NO_SEAT else [],
                  python="seat_hand(deal, {0})", js="seat_hand(deal, {0})", c="mjc_seat_hand(deal, {0})",
                  doc="the seat's concealed tiles as the record gives them (`players[i].hand`; a winner's without its "
                      "win tile); empty where it gives none", example="count(t in p.hand: t.suit == p.void) > 0"),
    SeatAttribute(name="flowers", type=INT,
                  meaning=lambda deal, seat: deal.players[seat].flower_count if seat != NO_SEAT else 0,
                  python="seat_flowers(deal, {0})", js="seat_flowers(deal, {0})", c="mjc_seat_flowers(deal, {0})", python_real="deal.players[{w0}].flower_count", js_real="deal.players[{w0}].flower_count",
                  doc="how many flower tiles the seat holds", example="p.flowers"),
    SeatAttribute(name="flower_tiles", type=list_of(TILE),
                  meaning=lambda deal, seat: list(deal.players[seat].flowers) if seat != NO_SEAT else [],
                  python="seat_flower_tiles(deal, {0})", js="seat_flower_tiles(deal, {0})", c="mjc_seat_flower_tiles(deal, {0})", python_real="deal.players[{w0}].flowers", js_real="deal.players[{w0}].flowers",
                  doc="the seat's flower tiles", example="count(p.flower_tiles)"),
    SeatAttribute(name="wind", type=TILE,
                  meaning=lambda deal, seat: 27 + (seat - deal.dealer) % 4 if seat != NO_SEAT else NO_TILE,
                  python="seat_wind(deal, {0})", js="seat_wind(deal, {0})", c="mjc_seat_wind(deal->dealer, {0})", doc="the seat's wind, as a tile (1z..4z)", example="p.wind == round_wind"),
    SeatAttribute(name="is_dealer", type=BOOL, meaning=lambda deal, seat: seat != NO_SEAT and seat == deal.dealer,
                  python="seat_is_dealer(deal, {0})", js="seat_is_dealer(deal, {0})", c="mjc_seat_is_dealer(deal, {0})", doc="the seat is the dealer", example="discarder.is_dealer"),
    SeatAttribute(name="declared_ready", type=BOOL,
                  meaning=lambda deal, seat: seat != NO_SEAT and deal.players[seat].declared_ready,
                  python="seat_declared_ready(deal, {0})", js="seat_declared_ready(deal, {0})", c="mjc_seat_declared_ready(deal, {0})", python_real="deal.players[{w0}].declared_ready", js_real="deal.players[{w0}].declared_ready",
                  doc="the seat declared a ready hand in this deal (riichi, 报听)", example="p.declared_ready"),
    SeatAttribute(name="ready", type=BOOL, meaning=lambda deal, seat: seat != NO_SEAT and deal.players[seat].ready,
                  python="seat_ready(deal, {0})", js="seat_ready(deal, {0})", c="mjc_seat_ready(deal, {0})", python_real="deal.players[{w0}].ready", js_real="deal.players[{w0}].ready",
                  doc="the seat was ready (one tile from a win) when the deal ended undecided", example="drawn and p.ready"),
    SeatAttribute(name="has_won", type=BOOL, reads_moment=True, meaning=lambda deal, seat, now: _wins_before(deal, seat, now) > 0,
                  python="seat_has_won(deal, {0})", js="seat_has_won(deal, {0})", c="mjc_seat_has_won(deal, {0})",
                  python_real="deal.won[{w0}] > 0", js_real="deal.won[{w0}] > 0",
                  doc="the seat won at an earlier event than the one being settled (a win rule's win, a kong rule's kong, a "
                      "penalty; for player rules, the deal's end); without the record's events, the kongs come first, then "
                      "the wins together, then the penalties", example="not p.has_won"),
    SeatAttribute(name="wins_before", type=INT, reads_moment=True, meaning=lambda deal, seat, now: _wins_before(deal, seat, now),
                  python="seat_wins_before(deal, {0})", js="seat_wins_before(deal, {0})", c="mjc_seat_wins_before(deal, {0})",
                  python_real="deal.won[{w0}]", js_real="deal.won[{w0}]",
                  doc="how many times the seat won at earlier events than the one being settled (as `.has_won`)",
                  example="winner.wins_before"),
)}


def _wins_before(deal, seat, now) -> int:
    """How many of the deal's wins the seat won at an event before `now` (each win's event: its `order`)."""
    return 0 if seat == NO_SEAT else sum(1 for w in deal.wins if w.winner == seat and w.order < now)


def _kong_event(deal, group) -> int:
    """The index of the event at which a kong of the deal was made: its place in the record's events, or without
    them its place among the deal's kongs, which come first; -1 for any other set."""
    found = [i for i, k in enumerate(deal.kongs) if k is group]
    if not found:
        return -1
    return found[0] if deal.events is None else deal.kong_orders[found[0]]

ATTRIBUTES: dict[Type, dict[str, Attribute | SeatAttribute]] = {
    TILE: TILE_ATTRIBUTES, SET: SET_ATTRIBUTES, SEAT: SEAT_ATTRIBUTES,
}

# A win (an element of `wins`) has every name of one win as an attribute: the deal's view of the win holds them.
WIN_READING = WinReading(meaning=lambda win, name: win.lookup_name(name), python="{w0}[{name}]", js="{w0}[{name}]",
                         c="views[{0}].{name}")
