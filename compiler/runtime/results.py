"""Payments and results."""

from .base import NO_SEAT, TABLE, RecordError
from .records import Win, moment_at, kong_order
from .shapes import waits
from .tiles import tiles_text


def pay(payments, deltas, payer, payee, amount, reason):
    """Each payer pays each payee `amount`; payer and payee are seats or lists of seats."""
    for source in (payer if isinstance(payer, list) else (payer,)):
        for target in (payee if isinstance(payee, list) else (payee,)):
            add_payment(payments, deltas, source, target, amount, reason)


def pay_from_each(payments, deltas, payers, target, amount, reason):
    """Each payer pays one seat: add_payment for each, in one loop."""
    if amount <= 0 or target == NO_SEAT:
        for source in payers if amount < 0 else ():
            add_payment(payments, deltas, source, target, amount, reason)  # words the error
        return
    for source in payers:
        if source != target and source != NO_SEAT:
            payments.append({"from": source, "to": target, "amount": amount, "reason": reason})
            deltas[source] -= amount
            deltas[target] += amount


def pay_to_each(payments, deltas, source, payees, amount, reason):
    """One seat pays each payee: add_payment for each, in one loop."""
    if amount <= 0 or source == NO_SEAT:
        for target in payees if amount < 0 else ():
            add_payment(payments, deltas, source, target, amount, reason)  # words the error
        return
    for target in payees:
        if source != target and target != NO_SEAT:
            payments.append({"from": source, "to": target, "amount": amount, "reason": reason})
            deltas[source] -= amount
            deltas[target] += amount


def add_payment(payments, deltas, source, target, amount, reason):
    """Record one transfer; zero amounts, self-payments and payments to or from no seat are dropped."""
    if amount < 0:
        payer = "the table" if source == TABLE else "seat %d" % source
        raise RecordError("negative_payment", "a rule of this ruleset asks %s to pay %d for %s; amounts are never negative"
                          % (payer, amount, reason))
    if amount and source != target and source != NO_SEAT and target != NO_SEAT:
        payments.append({"from": source, "to": target, "amount": amount, "reason": reason})
        deltas[source] -= amount
        deltas[target] += amount


class Timeline:
    """The payments of a deal whose record gives its events: each kong, win and penalty is settled at its own event
    (the deal's moment set there, records.moment_at), and the payments are listed in the order of the events."""

    __slots__ = ("deal", "payments", "spans", "key", "start", "penalties")

    def __init__(self, deal, payments):
        self.deal = deal
        self.payments = payments
        self.spans = []  # ((event, place), first payment, past its last)
        self.key = None
        self.start = 0
        self.penalties = 0  # the penalties settled so far

    def enter(self, order, place=0):
        """What follows is settled at the event `order` (`place`: a win's among those of its event)."""
        self.close_span()
        moment_at(self.deal, order)
        self.key, self.start = (order, place), len(self.payments)

    def enter_kong(self, kong):
        self.enter(kong_order(self.deal, kong))

    def enter_penalty(self):
        """What follows is the next penalty's, settled at its event."""
        self.enter(self.deal.penalty_orders[self.penalties])
        self.penalties += 1

    def enter_end(self):
        """What follows (the player rules) is settled at the end of the deal, after every event."""
        self.enter(self.deal.n_events)

    def close_span(self):
        if self.key is not None:
            self.spans.append((self.key, self.start, len(self.payments)))
            self.key = None

    def close(self):
        """The payments, put in the order of the events."""
        self.close_span()
        payments = self.payments
        payments[:] = [p for _key, first, past in sorted(self.spans) for p in payments[first:past]]


def count_in_total(payments, start, gains):
    """Add to each seat's gain what the payments from `start` on paid it, less what they took from it (a rule
    whose money counts toward a win's total: in_total)."""
    for p in payments[start:]:
        gains[p["to"]] += p["amount"]
        gains[p["from"]] -= p["amount"]


def add_in_total(wins, gains):
    """Each seat's gain from the in_total rules added to the total of its last win in the deal's results."""
    for seat in range(4):
        if gains[seat]:
            for result in reversed(wins):
                if result["winner"] == seat:
                    result["total"] += gains[seat]
                    break


def with_table(deltas, wins, payments):
    """The result of a deal whose rules pay to or from the table (the fifth account of `deltas`): the
    seats' deltas, then the table's change, and the table named as such in its payments."""
    for p in payments:
        if p["from"] == TABLE:
            p["from"] = "table"
        elif p["to"] == TABLE:
            p["to"] = "table"
    return {"deltas": deltas[:4], "table": deltas[TABLE], "wins": wins, "payments": payments}


def melds_text(melds):
    return "melds " + " ".join(tiles_text(m.tiles) for m in melds) if melds else "no melds"


def error_result(error):
    return {"error": {"code": error.code, "message": error.message}}


def internal_error_result(exc):
    """The result for an exception that no check foresaw: a fault of the scorer, reported as an
    error result like any other rather than raised, so that one record never stops a caller."""
    try:
        said = str(exc)[:200]
    except Exception:  # an exception that cannot say what it is
        said = ""
    return {"error": {"code": "internal_error", "message": "the scorer failed on this record (%s%s); this is a fault "
                      "of the scorer, not of the record: please report it with the record"
                      % (type(exc).__name__, ": " + said if said else "")}}


def wait_total(deal, seat, by, score_win, shapes, choose):
    """The best (choose=max) or worst (min) total of the wins a seat that has not won would make on each tile that
    completes its hand (by `by`, off no seat), each scored by the ruleset's own `score_win`; 0 where none would win
    (no hand given, not ready, or each refused)."""
    player = deal.players[seat] if seat != NO_SEAT else None
    if player is None or player.hand is None:
        return 0
    held = player.hand + [t for m in player.melds for t in m.tiles]
    totals = []
    for tile in waits(player.hand, player.melds, shapes):
        if held.count(tile) >= 4:  # a fifth copy: no tile to win on
            continue
        win = Win(seat, tile, by, NO_SEAT, {})
        win.player, win.order, win.place, win.index = player, deal.n_events, 0, -1
        try:
            result = score_win(deal, win, [], [0] * 5)[0]
        except RecordError:  # not a legal win under the ruleset's rejects
            continue
        totals.append(result["total"])
    return choose(totals) if totals else 0
