"""A whole game: deals scored one after another, following the spec's `game:` (who deals next, the counter, the
money on the table, when the game ends, the final points), and compared with what a log says where asked.

`play_game` takes a game's hand records in order and a scorer; the game starts where its first record stands
(East, seat 0 dealing, where it gives none of them), and each later record's dealer, round wind, honba and riichi
sticks are worked out from the deals before it (a record that gives them is checked against them). `Game.differences` lists where the rules and the record, or the scorer and the platform's result in
`meta`, disagree.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Callable

from .ir import DEALER_KEEPS, Counter, GameRules, NextDealer, Rounding, Ties
from .limits import MAX_GAME_SCORE, MAX_INT_DIGITS
from .number_text import NotAWholeNumber, whole_number
from .runtime.tiles import _shown
from .specformat import GAME, least

WINDS = "ESWN"
# A drawn deal's `meta.end` that is no abortive draw: the wall ran out (Tenhou's "nm": with nagashi mangan).
WALL_ENDS = ("wall", "nm")


def game_rules_of(module) -> GameRules:
    """How deals follow one another for the scorer's ruleset: its spec's `game:` (a module made before it: the
    defaults)."""
    data = dict(getattr(module, "GAME_RULES", None) or {})
    kinds = {"counter": Counter, "rounding": Rounding, "ties": Ties, "next_dealer": NextDealer}
    for name, value in list(data.items()):
        if name in kinds:
            data[name] = kinds[name](value)
        elif name == "seat_changes":
            data[name] = tuple((before, tuple(seats)) for before, seats in value)
        elif isinstance(value, list):
            data[name] = tuple(value)
    return GameRules(**data)


def with_room(rules: GameRules, records: list) -> GameRules:
    """The rules as a log's room set them: the rounds its game plays (Tenhou's East-only rooms), where it says."""
    first = records[0] if records and isinstance(records[0], dict) else {}
    meta = first.get("meta") if isinstance(first.get("meta"), dict) else {}
    rounds = meta.get("rounds")
    if isinstance(rounds, int) and not isinstance(rounds, bool) and 1 <= rounds <= 4:
        return dataclasses.replace(rules, rounds=rounds)
    return rules


def with_settings(rules: GameRules, settings: dict[str, str]) -> GameRules:
    """The rules with fields changed from text (mjc game --game NAME=VALUE); ValueError names what is wrong."""
    changed = {}
    fields = {f.name: f for f in dataclasses.fields(GameRules)}
    for name, text in settings.items():
        if name not in fields or name == "seat_changes":
            raise ValueError(f"'{name}' is no field of a game that --game sets: "
                             f"{', '.join(f for f in fields if f != 'seat_changes')}")
        current = getattr(rules, name)
        try:
            if isinstance(current, Enum):
                value = type(current)(text)
            elif isinstance(current, bool):
                value = {"true": True, "false": False}[text]
            elif isinstance(current, tuple):
                items = [t.strip() for t in text.split(",") if t.strip()]
                value = tuple(_whole(name, t) for t in items) if name == "uma" else tuple(items)
                if name in ("dealer_keeps", "last_dealer_stops") and not set(value) <= set(DEALER_KEEPS):
                    raise ValueError
            elif name == "sticks_at_end":
                value = {"top": "top", "nobody": "nobody"}[text]
            else:
                value = _whole(name, text)
        except NotAWholeNumber as exc:
            raise ValueError(f"{name}={_shown(text)}: {exc}") from None
        except (ValueError, KeyError):
            raise ValueError(f"{name}={_shown(text)}: not a value of the field (now {_said(current)})") from None
        changed[name] = value
    checked = dataclasses.replace(rules, **changed)
    if checked.uma and len(checked.uma) != 4:
        raise ValueError(f"uma: four numbers, first place to fourth, got {len(checked.uma)}")
    if not 1 <= checked.rounds <= 4 or not 0 <= checked.extra_rounds <= 3:
        raise ValueError("rounds: 1 to 4, extra_rounds: 0 to 3")
    return checked


def _whole(name: str, text: str) -> int:
    """A number of the game's field `name` given as text, read as the spec's own (number_text.whole_number) and held
    to what the spec format allows the field (at least its minimum, one of its values)."""
    value = whole_number(text, MAX_INT_DIGITS)
    rule = GAME.fields[name]
    if rule.minimum is not None and value < rule.minimum:
        raise NotAWholeNumber(f"at least {rule.minimum}, got {value}")
    if rule.largest is not None and abs(value) > rule.largest:
        raise NotAWholeNumber(f"from {least(rule):,} to {rule.largest:,}, got {value}")
    if rule.values is not None and value not in rule.values:
        raise NotAWholeNumber(f"one of {', '.join(str(v) for v in rule.values)}, got {value}")
    return value


def _said(value) -> str:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return ",".join(str(v) for v in value) or "none"
    return str(value).lower() if isinstance(value, bool) else str(value)


@dataclass
class Deal:
    """One deal of a game as played: the record's id, where it stood, what it paid, the scores after it."""

    id: object
    round: int          # winds played before this deal's, from 0 (East)
    dealer: int
    honba: int
    sticks: int
    changes: list       # each seat's change from the scorer (a record it refused: None)
    scores: list        # each seat's score after the deal
    error: dict | None = None


@dataclass
class Game:
    """A game played through: its deals, the final scores and points, and any differences found."""

    name: str
    deals: list = field(default_factory=list)
    scores: list = field(default_factory=list)
    points: list = field(default_factory=list)
    places: list = field(default_factory=list)  # each seat's place, from 1 (seats sharing a place share the number)
    ended: str = ""                            # why the game ended ("" where the records ran out first)
    differences: list = field(default_factory=list)

    def data(self) -> dict:
        """The game as plain JSON-ready data."""
        return {"game": self.name, "deals": [
            {"id": d.id, "round": WINDS[d.round % 4], "dealer": d.dealer, "honba": d.honba, "riichi_sticks": d.sticks,
             "changes": d.changes, "scores": d.scores, **({"error": d.error} if d.error else {})} for d in self.deals],
            "scores": self.scores, "points": [_number(p) for p in self.points], "places": self.places,
            "ended": self.ended, "differences": self.differences}


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else round(float(value), 4)


class _Table:
    """The game's state between deals."""

    def __init__(self, rules: GameRules):
        self.rules = rules
        self.round = 0       # prevailing winds finished
        self.dealer = 0      # the seat dealing now; the game's first dealer is seat 0
        self.deal_in_round = 0  # deals the dealer has passed in this round
        self.honba = 0
        self.table = 0       # money on the table
        self.scores = [rules.start_points] * 4  # by player: the seat each sat at when the game began
        self.seating = [0, 1, 2, 3]  # the player at each seat (records number seats, East of the first deal 0)

    def join(self, first: dict) -> None:
        """Start where the game's first record says it stands (a log of part of a game, a single deal)."""
        rules = self.rules
        wind, dealer, honba, sticks = (first.get(k) for k in ("round_wind", "dealer", "honba", "riichi_sticks"))
        if isinstance(wind, str) and wind in WINDS and WINDS.index(wind) < rules.rounds + rules.extra_rounds:
            self.round = WINDS.index(wind)
        if isinstance(dealer, int) and not isinstance(dealer, bool) and 0 <= dealer <= 3:
            self.dealer = self.deal_in_round = dealer
        if isinstance(honba, int) and not isinstance(honba, bool) and 0 <= honba <= 10 ** 6:
            self.honba = honba
        if isinstance(sticks, int) and not isinstance(sticks, bool) and 0 <= sticks <= 10 ** 6 \
                and sticks * rules.stick <= MAX_GAME_SCORE:
            self.table = sticks * rules.stick

    def scores_after(self, result: dict) -> list[int]:
        """The scores by seat once a scored deal's changes (by the record's seats) are paid."""
        scores = list(self.scores)
        for seat, change in enumerate(result["deltas"]):
            scores[self.seating[seat]] += change
        return scores

    def past_bound(self, result: dict) -> bool:
        """Whether a scored deal would take a score, or the money on the table, past MAX_GAME_SCORE in size."""
        return any(abs(s) > MAX_GAME_SCORE for s in self.scores_after(result)) \
            or abs(self.table + int(result.get("table", 0) or 0)) > MAX_GAME_SCORE

    @property
    def sticks(self) -> int:
        return self.table // self.rules.stick if self.rules.stick else 0

    def after(self, record: dict, result: dict) -> str:
        """Move on past a scored deal; why the game ends after it ("" where it goes on)."""
        rules = self.rules
        self.scores = self.scores_after(result)
        self.table += int(result.get("table", 0) or 0)
        draw_wins = set(rules.draw_wins)
        winners = {w.get("winner") for w in record.get("wins") or () if w.get("declared") not in draw_wins}
        drawn = not winners
        end = (record.get("meta") or {}).get("end") if isinstance(record.get("meta"), dict) else None
        abortive = drawn and isinstance(end, str) and end not in WALL_ENDS and end != "win"
        players = record.get("players") or []
        dealer_ready = drawn and not abortive and self.dealer < len(players) \
            and isinstance(players[self.dealer], dict) and players[self.dealer].get("ready") is True
        why = [kind for kind, happened in (("win", self.dealer in winners), ("ready", dealer_ready),
                                           ("draw", drawn and not abortive), ("abortive", abortive))
               if happened and kind in rules.dealer_keeps]
        kept = bool(why)
        if rules.counter == Counter.KEPT_OR_DRAWN:
            self.honba = self.honba + 1 if kept or drawn else 0
        elif rules.counter == Counter.KEPT:
            self.honba = self.honba + 1 if kept else 0
        last_round = self.round + 1 >= rules.rounds
        in_final_deal = last_round and self.deal_in_round == 3
        extended = self.round >= rules.rounds
        if rules.ends_below_zero and min(self.scores) < 0:
            return "a seat's score went below zero"
        top = max(self.scores)
        reached = bool(rules.target) and top >= rules.target
        if kept:
            if (in_final_deal or extended) and set(why) & set(rules.last_dealer_stops) \
                    and self.scores.index(top) == self.seating[self.dealer] and (reached or not rules.target):
                return "the last dealer kept the deal in first place"
            return ""
        if rules.next_dealer != NextDealer.ROTATE:  # no rounds: the game lasts as long as its deals
            self.dealer = self.chosen_dealer(record, winners) if winners else (self.dealer + 1) % 4
            return ""
        if extended and reached:
            return f"a seat reached {rules.target} in the extra rounds"
        self.dealer = (self.dealer + 1) % 4
        self.deal_in_round += 1
        if self.deal_in_round == 4:
            self.deal_in_round = 0
            self.round += 1
            if self.round == rules.rounds and (reached or not rules.target or not rules.extra_rounds):
                return "the last round was played"
            if self.round >= rules.rounds + rules.extra_rounds:
                return "the last extra round was played"
            for before, seats in rules.seat_changes:
                if before == self.round + 1:
                    self.seating = [self.seating[s] for s in seats]
        return ""

    def chosen_dealer(self, record: dict, winners: set) -> int:
        """The next dealer where the rules choose it by the deal's wins: the first winner the record lists (the first
        to win, in the deal's order), or the seat won off."""
        first = next(w.get("winner") for w in record.get("wins") or () if w.get("winner") in winners)
        if self.rules.next_dealer == NextDealer.DISCARDER:
            sources = [w.get("from") for w in record.get("wins") or () if w.get("by") in ("discard", "robbing_kong")]
            if sources and isinstance(sources[0], int) and 0 <= sources[0] <= 3:
                return sources[0]
        return first

    def standing(self) -> tuple[list, list, list]:
        """The final scores (the table's money to the first place where the rules say), points and places."""
        rules = self.rules
        scores = list(self.scores)
        order = sorted(range(4), key=lambda s: (-scores[s], s))  # the game's first dealer is seat 0
        if self.table and rules.sticks_at_end == "top":
            scores[order[0]] += self.table
            self.table = 0
            order = sorted(range(4), key=lambda s: (-scores[s], s))
        places = [0] * 4
        for rank, seat in enumerate(order):
            places[seat] = rank + 1 if rules.ties == Ties.SEAT_ORDER or rank == 0 \
                or scores[order[rank - 1]] != scores[seat] else places[order[rank - 1]]
        uma = list(rules.uma) or [0, 0, 0, 0]
        bonus = [Fraction(0)] * 4
        for seat in range(4):
            shared = [r for r in range(4) if places[order[r]] == places[seat]] if rules.ties == Ties.SPLIT \
                else [order.index(seat)]
            bonus[seat] = Fraction(sum(uma[r] for r in shared), len(shared))
        if not rules.point_unit:
            return scores, bonus, places
        counted = [_to_unit(s, rules.point_unit) for s in scores] if rules.rounding == Rounding.SCORE_TO_UNIT \
            else scores
        points = [Fraction(s - rules.returned, rules.point_unit) for s in counted]
        oka = Fraction((rules.returned - rules.start_points) * 4, rules.point_unit)
        if oka:  # the first place takes what the four returned, and what rounding left: the scores' points sum to
            firsts = [s for s in range(4) if places[s] == 1]  # zero, before the uma, which is paid as given; seats
            rest = -sum(points) / len(firsts)  # that share the first place (ties: split) share it
            points = [p + rest if s in firsts else p for s, p in enumerate(points)]
        return scores, [p + b for p, b in zip(points, bonus)], places


PAST_BOUND = (f"the deal takes a score, or the money on the table, past {MAX_GAME_SCORE:,} in size: a game counts "
              "scores up to it")


def _to_unit(score: int, unit: int) -> int:
    """A score to the nearest multiple of unit, a half away from zero (Tenhou's 四捨五入 of a score to 1000)."""
    whole, rest = divmod(abs(score), unit)
    return (1 if score >= 0 else -1) * (whole + (2 * rest >= unit)) * unit


def play_game(name: str, records: list, score: Callable[[dict], dict], rules: GameRules,
              check: bool = False) -> Game:
    """Score a game's records in order under its rules; with `check`, compare each with its log's result."""
    game = Game(name)
    table = _Table(rules)
    table.join(records[0] if records and isinstance(records[0], dict) else {})
    for index, record in enumerate(records):
        place = record.get("id", index + 1) if isinstance(record, dict) else index + 1
        where = place if isinstance(place, str) else _shown(place)  # as the score keeper (game.mjs) words it
        if game.ended:
            game.differences.append(f"{where}: a deal after the game ended ({game.ended})")
            break
        expected = {"dealer": table.dealer, "round_wind": WINDS[table.round % 4], "honba": table.honba,
                    "riichi_sticks": table.sticks}
        given = dict(record) if isinstance(record, dict) else record  # no record: the scorer refuses it, as score
        for key, value in expected.items() if isinstance(given, dict) else ():
            if key not in given:
                given[key] = value
            elif given[key] != value:
                # a record's value quoted as a scorer's message quotes it: Python's repr and JavaScript differ
                game.differences.append(f"{where}: {key} is {_shown(given[key])}, the game's rules give {_shown(value)}")
        result = score(given)
        if "error" not in result and table.past_bound(result):
            result = {"error": {"code": "overflow", "message": PAST_BOUND}}
        if "error" in result:
            game.deals.append(Deal(place, table.round, table.dealer, table.honba, table.sticks, None,
                                   list(table.scores), result["error"]))
            game.differences.append(f"{where}: the scorer refused the deal: {result['error'].get('code')}")
            break
        if check:
            _check_deal(game, place, record, result)
        deal = Deal(place, table.round, table.dealer, table.honba, table.sticks, list(result["deltas"]), [])
        game.ended = table.after(given, result)
        deal.scores = list(table.scores)
        game.deals.append(deal)
    game.scores, game.points, game.places = table.standing()
    if check:
        _check_final(game, records)
    return game


def _check_deal(game: Game, place, record: dict, result: dict) -> None:
    meta = record.get("meta")
    logged = meta.get("changes") if isinstance(meta, dict) else None
    if isinstance(logged, list) and logged != list(result["deltas"]):
        game.differences.append(f"{place}: the changes are {list(result['deltas'])}, the log's {logged}")


def _check_final(game: Game, records: list) -> None:
    last = records[-1] if records and isinstance(records[-1], dict) else {}
    final = (last.get("meta") or {}).get("final") if isinstance(last.get("meta"), dict) else None
    if not isinstance(final, dict):
        return
    if not game.ended:
        game.differences.append("the log ends the game, the game's rules do not end it there")
    if final.get("scores") != game.scores:
        game.differences.append(f"final scores {game.scores}, the log's {final.get('scores')}")
    logged = final.get("points")
    if isinstance(logged, list) and [_number(p) for p in game.points] != [_logged_number(p) for p in logged]:
        game.differences.append(f"final points {[_number(p) for p in game.points]}, the log's {logged}")


def _logged_number(value) -> int | float | None:
    """A number a log gives, as _number writes the game's own; None for what is no finite number (a record's JSON
    may hold NaN, Infinity, text or anything else there)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return _number(Fraction(str(value)) if isinstance(value, float) else Fraction(value))


def compared_games(games: list, base, other) -> list[dict]:
    """Each game played under two scorer modules, each by its own game rules: the final standing under both."""
    out = []
    for name, records in games:  # a record naming one ruleset is scored by both, as mjc impact scores deals
        records = [{k: v for k, v in r.items() if k != "ruleset"} if isinstance(r, dict) else r for r in records]
        sides = {}
        for side, module in (("base", base), ("other", other)):
            game = play_game(name, records, module.score, with_room(game_rules_of(module), records))
            refused = next((d.error.get("code") for d in game.deals if d.error), None)
            sides[side] = {"scores": game.scores, "points": [_number(p) for p in game.points],
                           "places": game.places, "deals": len(game.deals), "ended": game.ended, "refused": refused}
        out.append({"game": name, **sides, "places_change": sides["base"]["places"] != sides["other"]["places"]})
    return out


GAMES_SHOWN = 20  # the changed games a terminal summary names; the report has them all


def games_text(rows: list[dict]) -> list[str]:
    """The games of an impact run in a few lines for a terminal: the first GAMES_SHOWN that change."""
    changed = sum(row["places_change"] for row in rows)
    lines = [f"  games: {len(rows)}; the final places change in {changed}"]
    moved = [row for row in rows
             if row["base"]["places"] != row["other"]["places"] or row["base"]["points"] != row["other"]["points"]]
    for row in moved[:GAMES_SHOWN]:
        lines.append(f"    {row['game']}: places {row['base']['places']} -> {row['other']['places']}, "
                     f"points {row['base']['points']} -> {row['other']['points']}")
    if len(moved) > GAMES_SHOWN:
        lines.append(f"    ... and {len(moved) - GAMES_SHOWN:,} more games whose points change (the report lists "
                     "every game)")
    return lines
