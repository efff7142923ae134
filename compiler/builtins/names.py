"""The names the language knows without a spec, by where they can be read; its constants; and the element
each kind of deal rule is run for."""

from __future__ import annotations

from ..ir import (BOOL, BY, INT, SEAT, SET, SHAPE, SUIT, TABLE, TILE, WIN, Expr, GetAttr, Ref, RefKind, Ruleset,
                  all_expressions, list_of, reads_locals, walk)
from ..runtime import CHOW, KONG, N_KINDS, NO_TILE, PUNG, SELF_DRAW
from .entries import Constant, DealRule, Element, Name, PaymentSeat, Scope, Side

_ALL = (
    # One win (h: its WinFacts).
    Name(name="tiles", scope=Scope.HAND, type=list_of(TILE), sorted_tiles=True,
         meaning=lambda h: sorted(_concealed(h) + [t for m in h.player.melds for t in m.tiles]),
         python="sorted(hand_tiles + [t for m in player.melds for t in m.tiles])", js="sorted_numbers(hand_tiles.concat(player.melds.flatMap((m) => m.tiles)))", c="mjc_all_tiles(hand_tiles, player->melds)",
         doc="every tile of the winner's hand, melds and win tile included (a kong gives four)",
         example="count(distinct(t in tiles: t.suit)) == 1"),
    Name(name="hand_tiles", scope=Scope.HAND, type=list_of(TILE), sorted_tiles=True,
         meaning=lambda h: sorted(_concealed(h)), python="hand_tiles", js="hand_tiles", c="hand_tiles",
         doc="the winner's concealed tiles, win tile included", example="count(t in hand_tiles: t == win_tile) == 4"),
    Name(name="melds", scope=Scope.HAND, type=list_of(SET), meaning=lambda h: list(h.player.melds),
         python="player.melds", js="player.melds", c="player->melds", doc="the winner's declared melds, in the order made",
         example="not any(m in melds: m.claimed)"),
    Name(name="sets", scope=Scope.HAND, type=list_of(SET), varies=True, meaning=lambda h: list(h.arrangement.sets),
         python="arr.sets", js="arr.sets", c="arr->sets", doc="the sets of this arrangement (melds first, then concealed sets), pairs excluded",
         example="all(s in sets: s.is_pung)"),
    Name(name="pairs", scope=Scope.HAND, type=list_of(SET), varies=True, meaning=lambda h: list(h.arrangement.pairs),
         python="arr.pairs", js="arr.pairs", c="arr->pairs", doc="the pairs of this arrangement", example="count(a, b in pairs: a.tile == b.tile)"),
    Name(name="chows", scope=Scope.HAND, type=list_of(SET), varies=True,
         meaning=lambda h: [s for s in h.arrangement.sets if s.kind == CHOW],
         python="[s for s in arr.sets if s.kind == CHOW]", js="arr.sets.filter((s) => s.kind === CHOW)", c="mjc_sets_of_kinds(arr->sets, 1 << CHOW)", doc="the chows among sets", example="count(chows) == 0"),
    Name(name="pungs", scope=Scope.HAND, type=list_of(SET), varies=True,
         meaning=lambda h: [s for s in h.arrangement.sets if s.kind in (PUNG, KONG)],
         python="[s for s in arr.sets if s.kind in PUNG_KINDS]", js="arr.sets.filter((s) => is_pung_kind(s.kind))", c="mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG)", doc="the pungs and kongs among sets",
         example="count(s in pungs: s.tile.is_dragon) == 3"),
    Name(name="kongs", scope=Scope.HAND, type=list_of(SET),
         meaning=lambda h: [m for m in h.player.melds if m.kind == KONG],
         python="[m for m in player.melds if m.kind == KONG]", js="player.melds.filter((m) => m.kind === KONG)", c="mjc_sets_of_kinds(player->melds, 1 << KONG)", doc="the winner's kongs", example="count(kongs) >= 2"),
    Name(name="chain_kongs", scope=Scope.HAND, type=list_of(SET), meaning=lambda h: list(h.win.chain),
         python="win.chain", js="win.chain", c="win->chain", flags=("kong_chain",),
         doc="the kongs made in a row that led to the win, in the order made: the winner's `kong_chain` on "
             "`kong_replacement`, the discarder's on `discard_after_kong`, the robbed seat's `kong_chain` - 1 before the "
             "kong being robbed (which is never made). An added kong is among them wherever the record lists it, and a "
             "kong of a discard, which only a chain's first kong can be, comes first. Empty when the win follows no "
             "kong; a rule that reads it reads `kong_chain`",
         example="any(m in chain_kongs: m.concealed)"),
    Name(name="shape", scope=Scope.HAND, type=SHAPE, varies=True, meaning=lambda h: h.arrangement.shape,
         python="arr.shape", js="arr.shape", c="arr->shape", doc="the winning shape of this arrangement", example="shape == seven_pairs"),
    Name(name="win_set", scope=Scope.HAND, type=SET, varies=True, meaning=lambda h: h.arrangement.win_set,
         python="arr.win_set", js="arr.win_set", c="arr->win_set", doc="the set or pair the win tile completed in this arrangement",
         example="win_set.is_pair"),
    Name(name="win_tile", scope=Scope.HAND, type=TILE, meaning=lambda h: h.win.win_tile, python="win.win_tile", js="win.win_tile", c="win->win_tile",
         doc="the winning tile", example="win_tile.is_terminal"),
    Name(name="waits", scope=Scope.HAND, type=list_of(TILE), costly=True,
         meaning=lambda h: [t for t in range(N_KINDS) if h.complete(h.player.hand + [t], h.player.melds)],
         python="waits(player.hand, player.melds, SHAPES)", js="waits(player.hand, player.melds, SHAPES)", c="mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES)",
         wild_python="waits(player.hand, player.melds, SHAPES, deal.wild, WILD_IN, PLAYABLE)",
         wild_js="waits(player.hand, player.melds, SHAPES, deal.wild, WILD_IN, PLAYABLE)",
         wild_c="mjc_wild_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES, deal->wild, WILD_IN, PLAYABLE)",
         doc="the tile kinds that would have completed the hand's shape before the win (a fifth copy included; a "
             "wild among them where the hand would win with one more)",
         example="count(waits) == 1"),
    Name(name="flowers", scope=Scope.HAND, type=INT, meaning=lambda h: h.player.flower_count,
         python="player.flower_count", js="player.flower_count", c="player->flower_count", doc="how many flower tiles the winner holds", example="flowers >= 4"),
    Name(name="flower_tiles", scope=Scope.HAND, type=list_of(TILE), meaning=lambda h: list(h.player.flowers),
         python="player.flowers", js="player.flowers", c="player->flowers", doc="the winner's flower tiles", example="count(f in flower_tiles: f.number <= 4)"),
    Name(name="winner", scope=Scope.HAND, type=SEAT, meaning=lambda h: h.win.winner, python="win.winner", js="win.winner", c="win->winner",
         doc="the winning seat", example="winner == dealer"),
    Name(name="dealer", scope=Scope.HAND, type=SEAT, meaning=lambda h: h.deal.dealer, python="deal.dealer", js="deal.dealer", c="deal->dealer",
         doc="the dealer's seat", example="turns(dealer, winner)"),
    Name(name="discarder", scope=Scope.HAND, type=SEAT, meaning=lambda h: h.win.source, python="win.source", js="win.source", c="win->source",
         doc="the seat that discarded the win tile or was robbed of it (none on a self-draw)",
         example="discarder != none and discarder.is_dealer"),
    Name(name="by", scope=Scope.HAND, type=BY, meaning=lambda h: h.win.by, python="win.by", js="win.by", c="win->by",
         doc="how the hand was won: self_draw, discard or robbing_kong", example="by == robbing_kong"),
    Name(name="self_drawn", scope=Scope.HAND, type=BOOL, meaning=lambda h: h.win.by == SELF_DRAW,
         python="win.by == SELF_DRAW", js="win.by === SELF_DRAW", c="(win->by == SELF_DRAW)", doc="the win tile was drawn by the winner", example="last_tile and self_drawn"),
    Name(name="seat_wind", scope=Scope.HAND, type=TILE, meaning=lambda h: 27 + (h.win.winner - h.deal.dealer) % 4,
         python="27 + (win.winner - deal.dealer) % 4", js="27 + py_mod(win.winner - deal.dealer, 4)", c="mjc_seat_wind(deal->dealer, win->winner)", doc="the winner's seat wind, as a tile (1z..4z)",
         example="any(s in pungs: s.tile == seat_wind)"),
    Name(name="round_wind", scope=Scope.HAND, type=TILE, meaning=lambda h: 27 + h.deal.round_wind,
         python="27 + deal.round_wind", js="27 + deal.round_wind", c="(27 + deal->round_wind)", doc="the round wind, as a tile (1z..4z)",
         example="any(s in pungs: s.tile == round_wind)"),
    Name(name="seats", scope=Scope.HAND, type=list_of(SEAT), meaning=lambda h: [0, 1, 2, 3], python="[0, 1, 2, 3]", js="[0, 1, 2, 3]", c="mjc_range(4)",
         doc="all four seats", example="filter(s in seats: s.flowers > 0)"),
    Name(name="red_fives", scope=Scope.HAND, type=INT, meaning=lambda h: sum(h.player.reds) + h.win.red,
         python="sum(player.reds) + win.red", js="player.reds[0] + player.reds[1] + player.reds[2] + win.red", c="mjc_red_fives(deal, win)", doc="how many red fives the winner holds (hand, melds and win tile)",
         example="red_fives"),
    Name(name="wilds", scope=Scope.HAND, type=list_of(TILE), sorted_tiles=True, meaning=lambda h: _wilds_held(h),
         python="wild_tiles(deal.wild, hand_tiles, player.melds)", js="wild_tiles(deal.wild, hand_tiles, player.melds)",
         c="mjc_wild_tiles(deal->wild, &hand_tiles, &player->melds)",
         doc="the wild tiles the winner holds, in hand (win tile included) and in melds (the spec's tiles.wilds)",
         example="count(wilds) >= 3"),
    Name(name="no_wilds", scope=Scope.HAND, type=BOOL, meaning=lambda h: not _wilds_held(h),
         python="not wild_tiles(deal.wild, hand_tiles, player.melds)",
         js="wild_tiles(deal.wild, hand_tiles, player.melds).length === 0",
         c="(mjc_wild_tiles(deal->wild, &hand_tiles, &player->melds).n == 0)",
         doc="the winner holds no wild tile (无鬼, 硬胡)", example="no_wilds and self_drawn"),
    Name(name="stands_for", scope=Scope.HAND, type=list_of(TILE), varies=True, sorted_tiles=True,
         meaning=lambda h: sorted(t for s in h.arrangement.sets + h.arrangement.pairs for t in s.stands),
         python="stood_for(arr)", js="stood_for(arr)", c="mjc_stood_for(arr)",
         doc="the tiles the winner's wilds stand for in this arrangement (a wild may stand for its own tile)",
         example="all(t in stands_for: t.is_wild)"),
    Name(name="honba", scope=Scope.HAND, type=INT, meaning=lambda h: h.deal.honba, python="deal.honba", js="deal.honba", c="deal->honba",
         doc="the deal's counter (本場), from the record", example="300 * honba"),
    Name(name="riichi_sticks", scope=Scope.HAND, type=INT, meaning=lambda h: h.deal.riichi_sticks,
         python="deal.riichi_sticks", js="deal.riichi_sticks", c="deal->riichi_sticks", doc="the sticks on the table from earlier deals, from the record",
         example="1000 * riichi_sticks"),
    Name(name="order", scope=Scope.HAND, type=INT, meaning=lambda h: h.win.order, python="win.order", js="win.order",
         c="win->order", doc="the index of the win's event in the deal (its place in the record's events; without them, "
                             "the kongs come first, then the wins together, then the penalties)",
         example="order > 0"),
    Name(name="still_playing", scope=Scope.HAND, type=list_of(SEAT), meaning=lambda h: _playing(h.deal, h.now),
         python="deal.playing", js="deal.playing", c="mjc_still_playing(deal)",
         doc="the seats that had not won before this win's event, the winner among them (all four without the "
             "record's events)", example="filter(s in still_playing: s != winner)"),
    Name(name="others", scope=Scope.HAND, type=list_of(SEAT), meaning=lambda h: [s for s in range(4) if s != h.win.winner],
         python="OTHER_SEATS[win.winner]", js="OTHER_SEATS[win.winner]", c="mjc_others_of(win->winner)", doc="the three seats other than the winner",
         example="find(s in others where count(m in melds: m.from == s) >= 3: s)"),

    # scoring.total (h: the win's WinFacts, once its win rules have paid).
    Name(name="collected", scope=Scope.TOTAL, type=INT, meaning=lambda h: h.collected, python="collected", js="collected", c="collected",
         doc="what this win's settlement.win rules paid to the winner",
         example="collected - (if self_drawn and liable != none then chain_kong_points else 0)"),

    # The deal (d: its DealFacts).
    Name(name="wins", scope=Scope.DEAL, type=list_of(WIN), meaning=lambda d: list(d.wins), python="views", js="views", c="mjc_range(deal->n_wins)",
         doc="the wins of the deal (empty in a drawn deal)", example="not any(w in wins: k in w.covered_kongs)"),
    Name(name="all_kongs", scope=Scope.DEAL, type=list_of(SET), meaning=lambda d: d.deal.kongs, python="deal.kongs", js="deal.kongs", c="deal->kongs",
         doc="every completed kong of every seat", example="count(m in all_kongs: m.owner == p)"),
    Name(name="dealer", scope=Scope.DEAL, type=SEAT, meaning=lambda d: d.deal.dealer, python="deal.dealer", js="deal.dealer", c="deal->dealer",
         doc="the dealer's seat", example="p == dealer"),
    Name(name="round_wind", scope=Scope.DEAL, type=TILE, meaning=lambda d: 27 + d.deal.round_wind,
         python="27 + deal.round_wind", js="27 + deal.round_wind", c="(27 + deal->round_wind)", doc="the round wind, as a tile (1z..4z)", example="p.wind == round_wind"),
    Name(name="seats", scope=Scope.DEAL, type=list_of(SEAT), meaning=lambda d: [0, 1, 2, 3], python="[0, 1, 2, 3]", js="[0, 1, 2, 3]", c="mjc_range(4)",
         doc="all four seats", example="count(s in seats: s.flowers > 0)"),
    Name(name="still_playing", scope=Scope.DEAL, type=list_of(SEAT), meaning=lambda d: _playing(d.deal, d.now),
         python="deal.playing", js="deal.playing", c="mjc_still_playing(deal)",
         doc="the seats that had not won before the event being settled (a kong's, a penalty's; for player rules, the "
             "deal's end)", example="filter(s in still_playing: s != k.owner)"),
    Name(name="drawn", scope=Scope.DEAL, type=BOOL, meaning=lambda d: not d.wins, python="not deal.wins", js="deal.wins.length === 0", c="(deal->n_wins == 0)",
         doc="nobody won this deal", example="drawn and p.is_dealer"),
    Name(name="honba", scope=Scope.DEAL, type=INT, meaning=lambda d: d.deal.honba, python="deal.honba", js="deal.honba", c="deal->honba",
         doc="the deal's counter (本場), from the record", example="honba"),
    Name(name="riichi_sticks", scope=Scope.DEAL, type=INT, meaning=lambda d: d.deal.riichi_sticks,
         python="deal.riichi_sticks", js="deal.riichi_sticks", c="deal->riichi_sticks", doc="the sticks on the table from earlier deals, from the record",
         example="riichi_sticks"),

    # A shape's tile condition (s: its ShapeFacts).
    Name(name="tiles", scope=Scope.SHAPE, type=list_of(TILE), sorted_tiles=True, meaning=lambda s: list(s.tiles),
         python="tiles", js="tiles", c="(*tiles)", doc="the concealed tiles of a hand without melds (tiles.size of them: 14 unless the spec gives another)", example="all(t in tiles: t.is_yaojiu)"),
)

def _playing(deal, now) -> list:
    """The seats with no win at an event before `now`."""
    return [s for s in range(4) if not any(w.winner == s and w.order < now for w in deal.wins)]


def _wilds_held(h) -> list:
    """The wild tiles the winner holds: its concealed ones, and those of its melds."""
    wild = h.deal.wild
    return [wild] * (_concealed(h).count(wild) + sum(m.wilds for m in h.player.melds)) if wild != NO_TILE else []


def _concealed(h) -> list:
    """The winner's concealed tiles and its win tile (a declared win has none)."""
    return h.player.hand + ([h.win.win_tile] if h.win.win_tile != NO_TILE else [])


NAMES: dict[Scope, dict[str, Name]] = {scope: {n.name: n for n in _ALL if n.scope == scope} for scope in Scope}
HAND_NAMES = NAMES[Scope.HAND]
TOTAL_NAMES = NAMES[Scope.TOTAL]
DEAL_NAMES = NAMES[Scope.DEAL]
SHAPE_NAMES = NAMES[Scope.SHAPE]

CONSTANTS: dict[str, Constant] = {c.name: c for c in (
    Constant(name="self_draw", type=BY, value=0, python="SELF_DRAW", doc="a win on the winner's own draw",
             example="by == self_draw"),
    Constant(name="discard", type=BY, value=1, python="DISCARD", doc="a win on another seat's discard",
             example="by == discard"),
    Constant(name="robbing_kong", type=BY, value=2, python="ROBBING_KONG",
             doc="a win on a tile another seat was adding to a pung", example="by == robbing_kong"),
    Constant(name="characters", type=SUIT, value=0, python="CHARACTERS", doc="the characters suit (m)",
             example="win_tile.suit == characters"),
    Constant(name="dots", type=SUIT, value=1, python="DOTS", doc="the dots suit (p)",
             example="all(t in tiles: t.suit == dots)"),
    Constant(name="bamboo", type=SUIT, value=2, python="BAMBOO", doc="the bamboo suit (s)",
             example="count(t in tiles: t.suit == bamboo)"),
    Constant(name="honors", type=SUIT, value=3, python="HONORS", doc="winds and dragons (z)",
             example="all(t in tiles: t.suit == honors)"),
    Constant(name="flower_suit", type=SUIT, value=4, python="FLOWER_SUIT", doc="flower tiles (f)",
             example="all(t in flower_tiles: t.suit == flower_suit)"),
    Constant(name="table", type=TABLE, value=4, python="TABLE",
             doc="the table, as the payer or payee of a transfer: money no seat holds (riichi sticks)",
             example="{from: p, to: table, amount: 1000}"),
)}

ELEMENTS: dict[DealRule, Element] = {e.rule: e for e in (
    Element(rule=DealRule.KONG, name="k", type=SET, example="k.claimed"),
    Element(rule=DealRule.PLAYER, name="p", type=SEAT, example="p == dealer"),
    Element(rule=DealRule.PENALTY, name="seat", type=SEAT, example="others_of(seat)"),
)}

# The seats of one payment, in the order each back end binds them: the payer, then the payee.
PAYMENT_SEATS: dict[str, PaymentSeat] = {s.name: s for s in (
    PaymentSeat(name="payer", side=Side.FROM, type=SEAT, meaning=lambda payer, payee: payer,
                doc="the seat that pays in this one payment: `from`, or each seat of its list in turn",
                example="if payer == dealer or payee == dealer then 2 * hand_value else hand_value"),
    PaymentSeat(name="payee", side=Side.TO, type=SEAT, meaning=lambda payer, payee: payee,
                doc="the seat paid in this one payment: `to` (the winner by default), or each seat of its list in turn",
                example="if payee.is_dealer then 2 else 1"),
)}


def reads_payment_seats(amount: Expr) -> bool:
    """Whether a transfer's amount reads a seat of its payment: then it is worked out for each payment."""
    return reads_locals(amount, tuple(PAYMENT_SEATS))


def fields_of_play_read(rs: Ruleset) -> tuple[str, ...]:
    """The context flags, and a seat's `ready`, that the rules read, sorted: what a table sets from play."""
    read = set()
    for node in (node for e in all_expressions(rs) if e is not None for node in walk(e)):
        if isinstance(node, Ref) and node.scope == RefKind.FLAG or isinstance(node, GetAttr) and node.name == "ready":
            read.add(node.name)
        elif isinstance(node, Ref) and node.scope == RefKind.BUILTIN and node.name in HAND_NAMES:
            read.update(HAND_NAMES[node.name].flags)  # a name worked out from flags (chain_kongs) reads them
    return tuple(sorted(read))
