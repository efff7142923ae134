"""A deal's play in the neutral form the log writers take (mjai.py, tenhou6.py): what the riichi log readers keep of a
deal (deal.py) and what the simulator records of one it plays.

A play is a dict: `round` (0..15, East 1 to North 4), `dealer`, `honba`, `sticks`, `scores` (each seat's at the
start, or None), `hands` (the four hands dealt, as tokens: deal.py), `dora` (the first indicator), `red` (whether the
game plays red fives) and `events`, tuples in the order play went:

- ("draw", seat, token), ("discard", seat, token, tsumogiri): tsumogiri when the tile discarded is the one drawn;
- ("declare", seat) before the discard that declares riichi, ("accepted", seat) once the discard passed;
- ("call", seat, kind, source, token, used): a chow, pung or kong (`kind`) of seat `source`'s discard `token`, with
  the tokens `used` from the hand; ("concealed", seat, tokens) and ("added", seat, token): the kongs from the hand;
- ("dora", token): an indicator turned after a kong;
- ("win", seat, source, ura): source is the seat itself for a self-draw; `ura` the ura-dora indicators of a winner
  who declared riichi (else empty); ("drawn", end): `wall` or `nm` (the wall drawn out, nagashi mangan made) or an
  abortive draw's kind (yao9, reach4, ron3, kaze4, kan4);
- ("result", result, changes) after each win and after a drawn deal: the platform's account (a dict with `fu`,
  `han`, `points`, `limit`, `yaku` and `yakuman` as the mjlog reader's meta has them, or None) and each seat's
  change, the sticks put down in the deal left out (as Tenhou counts it).
"""

from __future__ import annotations

# What a limit's hand is worth before it is multiplied out (the base points), and its name in Tenhou's logs.
LIMIT_BASE = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "yakuman": 8000}


def results_of(record: dict, scored: dict, drawn: bool = False) -> list[tuple]:
    """The ("result", ...) event of each win of a record, or the one of its drawn deal (nagashi mangan's wins
    included), from its scorer's result: the way a platform reports it (each win's own changes, the sticks put down
    in the deal left out)."""
    payments = [p for p in scored.get("payments", ()) if p.get("to") != "table"]  # a stick put down is no change
    if drawn or not record.get("wins"):
        return [("result", None, tuple(_changes(payments)))]
    events = []
    for win, won in zip(record["wins"], scored["wins"]):
        mine = [p for p in payments if p["to"] == win["winner"]]
        details = won.get("details") or {}
        han, limit = details.get("han", 0), details.get("limit") or ""
        units = [(p["name"], p["value"] * p.get("count", 1)) for p in won.get("patterns", ())]
        # A yakuman's patterns count yakuman, not han: their values add up to a thirteenth of the hand's han.
        yakuman = limit == "yakuman" and sum(h for _name, h in units) * 13 == han
        result = {"winner": win["winner"], "fu": details.get("fu", 0), "han": han, "points": won.get("total", 0),
                  "limit": limit, "yaku": [] if yakuman else [[None, h, name] for name, h in units],
                  "yakuman": [[None, name] for name, _h in units] if yakuman else []}
        events.append(("result", result, tuple(_changes(mine))))
    return events


def _changes(payments: list[dict]) -> list[int]:
    changes = [0, 0, 0, 0]
    for p in payments:
        if isinstance(p["to"], int):
            changes[p["to"]] += p["amount"]
        if isinstance(p["from"], int):
            changes[p["from"]] -= p["amount"]
    return changes
