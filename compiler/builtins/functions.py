"""The language's functions: each its signature (check.py), its meaning (the reference interpreter), its
code in the generated module (emit.py) and its row in the language guide."""

from __future__ import annotations

from ..ir import BY, INT, SEAT, SET, TILE, list_of
from ..runtime import NO_SEAT  # `none` as a seat, in the interpreter and the generated code alike
from .entries import Function

ANY_LIST = "list"  # a parameter that takes a list of any element type


FUNCTIONS: dict[str, Function] = {f.name: f for f in (
    Function(name="count", params=(ANY_LIST,), result=INT, meaning=lambda items: len(items),
             python="len({0})", js="{w0}.length", c="({0}).n", doc="count(list): how many elements", takes="a list", gives="int",
             example="count(kongs) >= 2"),
    Function(name="max", params=(INT,), least=2, result=INT, meaning=lambda *numbers: max(numbers),
             python="max({all})", js="Math.max({all})", c="mjc_max_of({all})", doc="max(a, b, ...): the largest number", takes="two or more ints", gives="int",
             example="max(doublings, 1)",
             count_hint="max() of numbers takes two or more; for a list use max(x in list: x)"),
    Function(name="min", params=(INT,), least=2, result=INT, meaning=lambda *numbers: min(numbers),
             python="min({all})", js="Math.min({all})", c="mjc_min_of({all})", doc="min(a, b, ...): the smallest number", takes="two or more ints", gives="int",
             example="min(hand_value, 64)",
             count_hint="min() of numbers takes two or more; for a list use min(x in list: x)"),
    Function(name="abs", params=(INT,), result=INT, meaning=abs, python="abs({0})", js="Math.abs({0})", c="mjc_abs({0})",
             doc="abs(n): the absolute value", takes="int", gives="int", example="abs(doublings - 3)"),
    Function(name="last", params=(INT, ANY_LIST), result=1,
             meaning=lambda n, items: list(items[len(items) - n:]) if n > 0 else [],
             python="last({0}, {1})", js="last({0}, {1})", c="mjc_last({0}, {1})", doc="last(n, list): the last n elements (all of them if fewer)",
             takes="int, list", gives="the same list type", example="last(1, dragon_melds)"),
    Function(name="others_of", params=(SEAT,), result=list_of(SEAT),
             meaning=lambda seat: [s for s in range(4) if s != seat] if seat != NO_SEAT else [],
             python="others_of({0})", js="others_of({0})", c="mjc_others_of({0})", doc="others_of(seat): the three other seats", takes="seat",
             gives="list of seat", example="others_of(k.owner)"),
    Function(name="tiles_of", params=(list_of(SET),), result=list_of(TILE),
             meaning=lambda sets: [t for s in sets for t in s.tiles],
             python="[t for s in {w0} for t in s.tiles]", js="{w0}.flatMap((s) => s.tiles)", c="mjc_tiles_of({0})", doc="tiles_of(list of sets): all their tiles",
             takes="list of set", gives="list of tile", example="all(t in tiles_of(melds): t.is_honor)"),
    Function(name="turns", params=(SEAT, SEAT), result=INT,
             meaning=lambda a, b: (b - a) % 4 if NO_SEAT not in (a, b) else 0,
             python="turns({0}, {1})", js="turns({0}, {1})", c="mjc_turns({0}, {1})", doc="turns(a, b): how many turns from seat a to seat b (0..3)",
             takes="seat, seat", gives="int", example="turns(dealer, winner)"),
    Function(name="seat_after", params=(SEAT, INT), result=SEAT,
             meaning=lambda seat, n: (seat + n) % 4 if seat != NO_SEAT else NO_SEAT,
             python="seat_after({0}, {1})", js="seat_after({0}, {1})", c="mjc_seat_after({0}, {1})", doc="seat_after(seat, n): the seat n turns after it",
             takes="seat, int", gives="seat", example="seat_after(winner, 1)"),
    # Each wait of the seat's concealed hand (as the record gives it) scored as a win by the ruleset's own patterns,
    # rejects and win rules: at most 34 waits, each one win's work (docs/guide/language.md, Limits).
    Function(name="best_win", params=(SEAT, BY), result=INT, scores_wins=True,
             meaning=lambda totals, seat, by: max(totals(seat, by), default=0),
             python="wait_total(deal, {0}, {1}, score_win, SHAPES, max)",
             js="wait_total(deal, {0}, {1}, score_win, SHAPES, Math.max)", c="wait_total(deal, {0}, {1}, 1)",
             doc="best_win(seat, kind): the highest total of the wins the seat's hand would make on each tile that "
                 "completes it, won by self_draw or discard (off no seat); 0 when no tile would (no hand, not ready, "
                 "each refused)", takes="seat, win kind", gives="int", example="best_win(p, discard)"),
    Function(name="worst_win", params=(SEAT, BY), result=INT, scores_wins=True,
             meaning=lambda totals, seat, by: min(totals(seat, by), default=0),
             python="wait_total(deal, {0}, {1}, score_win, SHAPES, min)",
             js="wait_total(deal, {0}, {1}, score_win, SHAPES, Math.min)", c="wait_total(deal, {0}, {1}, 0)",
             doc="worst_win(seat, kind): the lowest total of those wins (as best_win); 0 when no tile would complete "
                 "the hand", takes="seat, win kind", gives="int", example="worst_win(p, self_draw)"),
)}

