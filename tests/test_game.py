"""Whole games: the spec's game: section followed deal by deal (who deals next, the counter, the money on the
table, the end, the final points), checked against real Tenhou games and against games made up here."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys

import pytest

from compiler import optional
from compiler.errors import SpecErrors
from compiler.game import game_rules_of, play_game, with_room, with_settings
from compiler.ir import Counter, GameRules, NextDealer, Rounding, Ties
from compiler.logs import LogError, read_tenhou
from generated import mcr, nanning, riichi
from tests.conftest import ROOT

LOGS = ROOT.parent / "shared" / "logs" / "tenhou"
# Rooms whose final points follow rules of their own (GO type 0x800, one deal from 1000): not Tenhou's game.
SPECIAL_ROOMS = {"ratio.xml", "sanma.xml"}


def tenhou_rules(name: str, records: list) -> GameRules:
    """The riichi game as the room of the log played it: the rounds its GO tag gives; before 2020 each final score
    rounded to 1000 first; the East-only rooms of those years paid an uma of 10/5/-5/-10; the 2023 lobby game its
    own rules (start 30000, uma 15/5/-5/-15 shared on equal scores)."""
    rules = with_room(game_rules_of(riichi), records)
    if name == "newattr2023.xml":
        return with_settings(rules, {"start_points": "30000", "uma": "15,5,-5,-15", "ties": "split"})
    if not name.startswith("2023"):
        rules = dataclasses.replace(rules, rounding=Rounding.SCORE_TO_UNIT)
        if rules.rounds == 1:
            rules = dataclasses.replace(rules, uma=(10, 5, -5, -10))
    return rules


@pytest.fixture(scope="module")
def games():
    if not LOGS.is_dir() or optional.hidden_reason("seeds"):
        if os.environ.get("MJC_REQUIRE_SEEDS") == "1":
            pytest.fail(f"MJC_REQUIRE_SEEDS=1, but the real logs {LOGS} are missing")
        pytest.skip(optional.hidden_reason("seeds") or f"the real logs are not at {LOGS} (beside the project)")
    played = {}
    for path in sorted(LOGS.glob("*.xml")):
        try:
            records = read_tenhou(path)
        except LogError:
            continue  # the three-player game
        played[path.name] = play_game(path.name, records, riichi.score, tenhou_rules(path.name, records), check=True)
    return played


def test_every_tenhou_game_agrees_deal_by_deal_and_at_the_end(games):
    assert len(games) == 22
    differing = {name for name, game in games.items() if game.differences}
    assert differing == SPECIAL_ROOMS
    assert sum(len(g.deals) for g in games.values()) == 200
    example = games["2023053016gm-0029-0000-e54b3b98.xml"]
    assert example.scores == [53800, 16100, 29300, 800]
    assert [float(p) for p in example.points] == [63.8, -23.9, 9.3, -49.2]
    assert example.ended == "the last round was played"


def test_the_games_end_as_tenhou_ended_them(games):
    ended = {name: game.ended for name, game in games.items() if name not in SPECIAL_ROOMS}
    assert ended["bug3.xml"] == "a seat's score went below zero"   # seat 3 on -7500
    assert ended["bye.xml"] == "the last round was played"         # an East-only game
    # bug1's all-last: the dealer ready at a draw goes on (no tenpai-yame) and the game ends a deal later
    assert ended["bug1.xml"] == "the last round was played"
    assert len(games["bug1.xml"].deals) == 11
    assert sorted(set(ended.values())) == ["a seat's score went below zero", "the last dealer kept the deal in first place",
                                           "the last round was played"]


def test_a_special_room_is_said_to_differ(games):
    assert "the log ends the game, the game's rules do not end it there" in games["ratio.xml"].differences
    assert "final scores [23700, 26300, 25000, 25000], the log's [-300, 2300, 1000, 1000]" \
        in games["ratio.xml"].differences


# ---------------------------------------------------------------- made-up games, scored by a stand-in

def deal(changes, wins=(), ready=(), end=None, table=0, **fields):
    """A record whose score is given: `changes` as its deltas, `table` as the table's change."""
    players = [{"ready": True} if s in ready else {} for s in range(4)]
    meta = {"result": {"deltas": list(changes), "table": table, "wins": []}}
    if end:
        meta["end"] = end
    return {"players": players, "wins": [dict(w) for w in wins], "meta": meta, **fields}


def given(record: dict) -> dict:
    return record["meta"]["result"]


def win(seat, by="discard", source=None):
    return {"winner": seat, "by": by, **({"from": source} if source is not None else {})}


RIICHI = game_rules_of(riichi)


def test_riichi_dealer_keeps_on_a_win_and_the_counter_runs():
    records = [deal([12000, -12000, 0, 0], [win(0, source=1)]),             # the dealer wins: honba 1
               deal([-2000, 2000, 0, 0], [win(1, source=0)]),              # another wins: honba 0, seat 1 deals
               deal([-1500, 1500, 1500, -1500], ready=(1, 2)),             # dealer 1 ready at a draw: keeps, honba 1
               deal([1000, 1000, 1000, -3000], ready=(0, 1, 2)),           # again: honba 2
               deal([0, 0, 0, 0], end="yao9")]                             # abortive: keeps, honba 3
    game = play_game("g", records, given, RIICHI)
    assert [(d.dealer, d.honba) for d in game.deals] == [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)]
    assert game.scores == [34500, 17500, 27500, 20500] and not game.ended


def test_riichi_sticks_stay_on_the_table_and_the_first_place_takes_what_is_left():
    records = [deal([-1000, 0, 0, 0], table=1000),                        # a riichi, a drawn deal, nobody ready
               deal([0, 0, -1000, 0], table=1000)]
    game = play_game("g", records, given, dataclasses.replace(RIICHI, rounds=1))
    assert [d.sticks for d in game.deals] == [0, 1]
    assert game.scores == [24000, 27000, 24000, 25000]  # seat 1 first on 25000 (seat order) takes the 2000


def test_riichi_ends_at_a_bust_and_at_the_west_round_target():
    bust = play_game("g", [deal([26000, -26000, 0, 0], [win(0, source=1)])], given, RIICHI)
    assert bust.ended == "a seat's score went below zero"
    records = [deal([0, 0, 0, 0], end="wall") for _ in range(8)]           # nobody ready: the deal passes
    records += [deal([-1000, 1000, 0, 0], [win(1, source=0)])]             # West 1: seat 1 on 26000, no end
    records += [deal([-5000, 5000, 0, 0], [win(1, source=0)])]             # West 2, dealer 1... seat 1 on 31000
    game = play_game("g", records, given, RIICHI)
    assert [d.round for d in game.deals] == [0] * 4 + [1] * 4 + [2, 2]
    assert game.ended == "the last dealer kept the deal in first place"
    assert game.scores == [19000, 31000, 25000, 25000]
    # seat 1 first: the remainder, 41 (1 + 20 of uma + 20 of oka); seats 2 and 3 on 25000 by seat order
    assert [float(p) for p in game.points] == [-31.0, 41.0, 5.0, -15.0]


def test_points_with_uma_oka_rounding_and_ties():
    rules = with_settings(RIICHI, {"rounds": "1"})
    records = [deal([15500, -5500, -4500, -5500], [win(0, "self_draw")])] + \
        [deal([0, 0, 0, 0], end="wall") for _ in range(3)]
    exact = play_game("g", records, given, dataclasses.replace(rules, dealer_keeps=()))
    assert exact.scores == [40500, 19500, 20500, 19500]
    # seats 1 and 3 tie: seat 1 ranks third by seat order
    assert exact.places == [1, 3, 2, 4]
    assert [float(p) for p in exact.points] == [50.5, -20.5, 0.5, -30.5]
    rounded = play_game("g", records, given, dataclasses.replace(rules, dealer_keeps=(), rounding=Rounding.SCORE_TO_UNIT))
    # 19500 rounds to 20000 and 20500 to 21000 (a half away from zero); the first takes the rest: 49
    assert [float(p) for p in rounded.points] == [49.0, -20.0, 1.0, -30.0]
    split = play_game("g", records, given, dataclasses.replace(rules, dealer_keeps=(), ties=Ties.SPLIT))
    assert split.places == [1, 3, 2, 3]
    assert [float(p) for p in split.points] == [50.5, -25.5, 0.5, -25.5]  # -10.5 and (-10 - 20) / 2
    # An uma that does not sum to zero is paid as given: the oka's first place takes what the scores left first.
    lopsided = play_game("g", records, given, dataclasses.replace(rules, dealer_keeps=(), uma=(100, 0, 0, -7)))
    assert [float(p) for p in lopsided.points] == [130.5, -10.5, -9.5, -17.5]
    no_oka = play_game("g", records, given, dataclasses.replace(rules, dealer_keeps=(), uma=(100, 0, 0, -7),
                                                                return_points=rules.start_points))
    assert [float(p) for p in no_oka.points] == [115.5, -5.5, -4.5, -12.5]
    # Two seats sharing the first place (ties: split) share the oka too, as they share the uma: the first of them
    # by seat took it all ([45, 25, -35, -35]).
    level = [deal([15000, 15000, -15000, -15000], [win(0, "self_draw")])] + \
        [deal([0, 0, 0, 0], end="wall") for _ in range(3)]
    shared = play_game("g", level, given, dataclasses.replace(rules, dealer_keeps=(), ties=Ties.SPLIT))
    assert shared.places == [1, 1, 3, 3] and [float(p) for p in shared.points] == [35.0, 35.0, -35.0, -35.0]



def test_a_deal_that_takes_a_score_past_the_bound_of_a_game_is_refused():
    """Scores and the table's money stay within 10**9 in size, where JavaScript's numbers count the final points
    exactly (scores of 10**17 gave other points in the calculator's score keeper)."""
    from compiler.game import PAST_BOUND
    records = [deal([400_000_000, -400_000_000, 0, 0], [win(0, "self_draw")]),
               deal([700_000_000, -700_000_000, 0, 0], [win(0, "self_draw")]), deal([0, 0, 0, 0], end="wall")]
    game = play_game("g", records, given, dataclasses.replace(RIICHI, dealer_keeps=(), start_points=0,
                                                              ends_below_zero=False))
    assert [d.changes for d in game.deals] == [[400_000_000, -400_000_000, 0, 0], None]
    assert game.deals[1].error == {"code": "overflow", "message": PAST_BOUND}
    assert PAST_BOUND.startswith("the deal takes a score, or the money on the table, past 1,000,000,000 in size")
    assert game.scores == [400_000_000, -400_000_000, 0, 0]


def test_mcr_plays_sixteen_deals_changes_seats_and_gives_table_points():
    rules = game_rules_of(mcr)
    assert rules.rounds == 4 and rules.dealer_keeps == () and rules.seat_changes == ((3, (1, 0, 3, 2)),)
    records = [deal([30 if s == d % 4 else -10 for s in range(4)], [win(d % 4, "self_draw")]) for d in range(16)]
    game = play_game("g", records, given, rules)
    assert [d.dealer for d in game.deals] == [0, 1, 2, 3] * 4
    assert game.ended == "the last round was played"
    # each seat wins once a round, so each player wins four deals: all even
    assert game.scores == [0, 0, 0, 0]
    assert game.places == [1, 1, 1, 1] and [float(p) for p in game.points] == [1.75] * 4
    one_winner = [deal([30, -10, -10, -10], [win(0, "self_draw")]) for _ in range(16)]
    game = play_game("g", one_winner, given, rules)
    # seat 0's wins go to player 0 for 8 deals, to player 1 (now East) for the last 8
    assert game.scores == [160, 160, -160, -160]
    assert game.places == [1, 1, 3, 3] and [float(p) for p in game.points] == [3, 3, 0.5, 0.5]
    too_long = play_game("g", records + [records[0]], given, rules)
    assert too_long.differences[-1].endswith("a deal after the game ended (the last round was played)")


def test_nanning_passes_the_deal_to_the_discarder():
    rules = game_rules_of(nanning)
    assert rules.next_dealer == NextDealer.DISCARDER and rules.dealer_keeps == ("draw",)
    records = [deal([9, -9, 0, 0], [win(0, source=1)]),   # seat 1 discarded: it deals next
               deal([0, 0, 12, -12], [win(2, "self_draw")]),  # a self-draw: the winner deals next
               deal([0, 0, 0, 0], end="wall"),               # drawn: the dealer keeps it
               deal([0, 0, 0, 0])]
    game = play_game("g", records, given, rules)
    assert [d.dealer for d in game.deals] == [0, 1, 2, 2] and not game.ended


def test_a_game_starts_where_its_first_record_stands():
    records = [deal([0, 0, 0, 0], end="wall", round_wind="S", dealer=3, honba=2, riichi_sticks=1),
               deal([0, 0, 0, 0], end="wall")]
    game = play_game("g", records, given, RIICHI)
    assert [(d.round, d.dealer, d.honba, d.sticks) for d in game.deals] == [(1, 3, 2, 1), (2, 0, 3, 1)]
    assert game.differences == []


def test_every_botzone_match_is_a_game_that_agrees(games):
    done = run("game", "-r", "mcr_botzone", str(LOGS.parent / "botzone" / "sample.txt"), "--check", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    matches = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(matches) == 16 and not any(m["differences"] for m in matches)
    assert matches[0]["game"] == "sample.txt:1" and matches[0]["scores"] == [-8, 33, -17, -8]
    assert matches[0]["points"] == [1.5, 4, 0, 1.5] and matches[0]["places"] == [2, 1, 4, 2]


def test_a_record_that_gives_its_place_is_checked_against_the_rules():
    records = [deal([0, 0, 0, 0], end="wall", dealer=0), deal([0, 0, 0, 0], end="wall", dealer=3, honba=1)]
    game = play_game("g", records, given, RIICHI)
    assert game.differences == ["2: dealer is 3, the game's rules give 1"]


def test_a_refused_deal_stops_the_game_and_says_so():
    game = play_game("g", [{"players": [], "wins": []}], riichi.score, RIICHI)
    assert game.deals[0].error["code"] == "bad_record"
    assert game.differences[0].startswith("1: the scorer refused the deal: bad_record")


NANNING_SELF_DRAW = {"players": [{"hand": "123m456m789p78s55z"}, {}, {}, {}],
                     "wins": [{"winner": 0, "win_tile": "9s", "by": "self_draw"}]}


def test_a_record_that_is_no_object_is_a_refused_deal():
    """A game file's `null` (or `"x"`, `[]`) between records ended the game there, the deals after it never played
    and nothing refused: only --check or --json said why. It is now a deal the scorer refuses (bad_record), shown
    with its error, the game stopped there, as for any refused deal (test_game_js plays these in JavaScript too)."""
    for odd in (None, "x", [], 7):
        game = play_game("g", [NANNING_SELF_DRAW, odd, NANNING_SELF_DRAW], nanning.score, game_rules_of(nanning))
        assert [d.error["code"] if d.error else None for d in game.deals] == [None, "bad_record"], odd
        assert game.differences == ["2: the scorer refused the deal: bad_record"]


def test_mjc_game_fails_a_game_with_a_line_that_is_no_record(tmp_path):
    record = NANNING_SELF_DRAW
    path = tmp_path / "g.jsonl"
    path.write_text(f"{json.dumps(record)}\nnull\n{json.dumps(record)}\n", encoding="utf-8")
    done = run("game", "-r", "nanning", str(path))
    assert done.returncode == 1 and "the scorer refused 1 deal" in done.stderr, done.stderr
    assert "  2  E dealer 0 honba 0 sticks 0  error bad_record  ->  12 -4 -4 -4" in done.stdout.splitlines()


# ---------------------------------------------------------------- the spec's game: section

def test_a_house_ruleset_changes_the_game_field_by_field(compile_text):
    compiled = compile_text("extends: riichi\nid: house\nname: house\ngame:\n  uma: [15, 5, -5, -15]\n"
                            "  last_dealer_stops: []\n")
    rules = game_rules_of(compiled.module())
    assert rules.uma == (15, 5, -5, -15) and rules.last_dealer_stops == ()
    assert rules.start_points == 25000 and rules.counter == Counter.KEPT_OR_DRAWN  # the rest from riichi


@pytest.mark.parametrize("game, message", [
    ("  uma: [1, 2, 3]\n", "game.uma: four numbers, first place to fourth, got 3"),
    ("  draw_wins: [kokushi]\n", "game.draw_wins[0]: 'kokushi' is no declared win of this ruleset"),
    ("  seat_changes: [{before_round: 3, seats: [0, 0, 1, 2]}]\n", "the four seats 0 to 3 in a new order"),
    # Thousands of changes before rounds 2 to 4 were taken, and printed on the sheet.
    ("  seat_changes: [{before_round: 2, seats: [1, 0, 3, 2]}, {before_round: 2, seats: [0, 1, 2, 3]}]\n",
     "game.seat_changes[1].before_round: a change before round 2 is given already; give one change a round"),
    ("  counter: sometimes\n", "counter"),
    ("  rounds: 5\n", "rounds"),
    ("  start_points: 123456789012345678\n", "spec.game.start_points: expected a whole number from -1,000,000,000 to "
                                           "1,000,000,000, got 123456789012345678"),
    ("  uma: [2000000, 0, 0, -2000000]\n", "spec.game.uma: expected whole numbers from -1,000,000 to 1,000,000"),
])
def test_a_bad_game_section_is_a_positioned_error(compile_text, game, message):
    with pytest.raises(SpecErrors) as caught:
        compile_text("extends: riichi\nid: house\nname: house\ngame:\n" + game)
    assert any(message in str(error) for error in caught.value.errors), caught.value.errors


def test_game_settings_from_the_command_line_are_checked():
    assert with_settings(RIICHI, {"uma": "30,10,-10,-30"}).uma == (30, 10, -10, -30)
    for name, value in (("uma", "1,2"), ("dealer_keeps", "sometimes"), ("seat_changes", "x"), ("colour", "red"),
                        ("rounds", "9"), ("ends_below_zero", "yes")):
        with pytest.raises(ValueError):
            with_settings(RIICHI, {name: value})


@pytest.mark.parametrize("name, value, said", [
    ("rounds", "\uff12", "ASCII digits"), ("rounds", "02", "no leading zero"), ("uma", "1_0,5,-5,-10", "ASCII digits"),
    ("start_points", "9" * 23, "23 digits is too long"), ("point_unit", "-1000", "at least 0"),
    ("stick", "-5", "at least 0"), ("target", "-1", "at least 0"), ("extra_rounds", "7", "one of 0, 1, 2, 3"),
    ("start_points", "1000000001", "from -1,000,000,000 to 1,000,000,000, got 1000000001"),
    ("return_points", "-1000000001", "from -1,000,000,000 to 1,000,000,000"),
    ("point_unit", "100001", "from 0 to 100,000"), ("uma", "1000001,0,0,-1000001", "from -1,000,000 to 1,000,000")])
def test_game_settings_read_numbers_as_a_spec_does(name, value, said):
    """--game F=V reads a number as number_text.whole_number reads a spec's, held to the spec format's bounds of
    the field: int() took '1_0', a full-width digit and a negative point unit."""
    with pytest.raises(ValueError) as refused:
        with_settings(RIICHI, {name: value})
    assert said in str(refused.value)


# ---------------------------------------------------------------- mjc game

def run(*args, stdin: str | None = None):
    return subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True, cwd=ROOT,
                          input=stdin, timeout=120)


def test_mjc_game_checks_a_game_of_records(tmp_path):
    records = [deal([12000, -12000, 0, 0], [win(0, source=1)]), deal([0, 0, 0, 0], end="wall")]
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    done = run("game", "-r", "riichi", str(path), "--json")
    game = json.loads(done.stdout)
    assert [d["error"]["code"] for d in game["deals"]] == ["bad_record"]  # made-up records are no riichi deals
    # A refused deal fails the command, as a refused record fails `mjc score` (it exited 0 without --check).
    assert done.returncode == 1 and done.stderr == "mjc game: the scorer refused 1 deal (each is written with its error)\n"
    drawn = tmp_path / "drawn.jsonl"
    drawn.write_text(json.dumps(records[1]) + "\n", encoding="utf-8")
    assert run("game", "-r", "riichi", str(drawn)).returncode == 0
    bad = run("game", "-r", "riichi", str(path), "--game", "uma=1,2")
    assert bad.returncode == 2 and "uma: four numbers" in bad.stderr


def test_mjc_game_check_on_a_real_log(games):
    done = run("game", "-r", "riichi", str(LOGS / "2023053016gm-0029-0000-e54b3b98.xml"), "--check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "final: 1. seat 0 53800 (+63.8), 2. seat 2 29300 (+9.3), 3. seat 1 16100 (-23.9), 4. seat 3 800 (-49.2)" \
        in done.stdout
    assert done.stdout.rstrip().endswith("agrees with its log")
    old = run("game", "-r", "riichi", str(LOGS / "bug2.xml"), "--check")
    assert old.returncode == 1 and "final points [9.1, -18.4, 41.3, -32], the log's [9.0, -18.0, 41.0, -32.0]" in old.stdout
    fixed = run("game", "-r", "riichi", str(LOGS / "bug2.xml"), "--check", "--game", "rounding=score_to_unit")
    assert fixed.returncode == 0, fixed.stdout


def test_hostile_game_files_give_differences_never_a_crash(tmp_path):
    """Lines of a game file that are no records, or records whose fields and meta are of every wrong kind."""
    hostile = [5, "x", None, [], {}, {"meta": 7}, {"meta": {"end": ["yao9"], "changes": "all"}, "wins": []},
               {"players": [{}, {}, {}, {}], "wins": [], "meta": {"end": 10 ** 30, "final": {"scores": 1}}},
               {"players": [{"ready": "yes"}, 3, {}, {}], "wins": [], "dealer": True, "honba": -1},
               {"players": [{}, {}, {}, {}], "wins": [], "round_wind": "Z", "riichi_sticks": 10 ** 40}]
    for index, record in enumerate(hostile):
        game = play_game("g", [record, {"players": [{}, {}, {}, {}], "wins": []}], riichi.score, RIICHI, check=True)
        assert game.deals or game.differences, (index, record)
        assert len(game.scores) == 4 and len(game.points) == 4
    path = tmp_path / "hostile.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in hostile) + "{not json\n", encoding="utf-8")
    done = run("game", "-r", "riichi", str(path), "--check")
    assert "Traceback" not in done.stderr and done.returncode in (1, 2), done.stderr
    assert "not a JSON hand record" in done.stderr


@pytest.mark.parametrize("text, said", [
    ("[" * 100_000, "nested too deep to read"), ('{"a":' * 100_000, "nested too deep to read"),
    ('{"wins": [], "wins": []}', "given twice"), ('{"honba": 0' + "0" * 200 + "}", "not a JSON hand record"),
    ('{"honba": ' + "9" * 200 + "}", "200 digits is too long")])
def test_a_game_file_is_read_as_mjc_score_reads_records(tmp_path, text, said):
    """Game files' records through the records' own reader: JSON nested deeper than Python's stack was a
    RecursionError traceback, a key given twice and a number of any length were taken."""
    path = tmp_path / "game.jsonl"
    path.write_text(text + "\n", encoding="utf-8")
    done = run("game", "-r", "riichi", str(path))
    assert "Traceback" not in done.stderr and done.returncode == 1, done.stderr
    assert said in done.stderr and "[not_a_log]" in done.stderr


def test_a_game_on_standard_input_is_read_no_further_than_its_bound():
    """`mjc game -` and `mjc log -` read standard input up to the bound a log file has; a stream without end took
    all memory."""
    from compiler.logs.common import read_source

    class Endless:
        def read(self, size=-1):
            assert size >= 0, "read to its end"
            return b" " * size
    with pytest.raises(LogError) as refused:
        read_source(Endless(), "-", 1000)
    assert refused.value.code == "unreadable" and "more than 1000 bytes" in refused.value.message


@pytest.mark.parametrize("points", [[float("nan")] * 4, [float("inf"), 0, 0, 0], ["1/0", 0, 0, 0], ["x"] * 4,
                                    [True, 1, 2, 3], [[1], {}, None, 0]])
def test_final_points_of_a_log_that_are_no_numbers_are_a_difference(points):
    """A game file's meta.final.points are JSON (NaN and Infinity included): each was read by Fraction(str(p)), a
    ValueError or ZeroDivisionError traceback for mjc game --check."""
    record = {"players": [{}, {}, {}, {}], "wins": [], "meta": {"final": {"scores": [0, 0, 0, 0], "points": points}}}
    game = play_game("g", [record], riichi.score, RIICHI, check=True)
    assert any(d.startswith("final points") for d in game.differences), game.differences


def test_a_game_saved_as_one_json_list_reads_as_its_lines(tmp_path):
    from compiler.simulate import simulate
    records = list(simulate(riichi, 6, 2, 0))
    (tmp_path / "game.json").write_text(json.dumps(records), encoding="utf-8")
    (tmp_path / "game.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    listed, lines = (run("game", "-r", "riichi", str(tmp_path / name), "--json") for name in ("game.json", "game.jsonl"))
    assert listed.returncode == lines.returncode == 0, listed.stderr + lines.stderr
    a, b = json.loads(listed.stdout), json.loads(lines.stdout)
    assert a["deals"] == b["deals"] and len(a["deals"]) == 6 and a["scores"] == b["scores"]
    # A byte order mark before the list, as before the first line of records (the list was read as one line)
    (tmp_path / "bom.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(records).encode("utf-8"))
    marked = run("game", "-r", "riichi", str(tmp_path / "bom.json"), "--json")
    assert marked.returncode == 0, marked.stderr
    assert json.loads(marked.stdout)["deals"] == a["deals"]


def test_mjc_game_jobs_gives_the_same_games_in_the_same_order(tmp_path):
    """Files played in workers come out as one process plays them; a broken file among them is said, the rest go on."""
    from compiler.simulate import simulate
    names = []
    for seed in range(5):
        records = list(simulate(riichi, 8, seed, 0))
        names.append(str(tmp_path / f"game{seed}.jsonl"))
        (tmp_path / f"game{seed}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    (tmp_path / "broken.jsonl").write_text("{not json\n", encoding="utf-8")
    names.insert(2, str(tmp_path / "broken.jsonl"))
    one, two = (run("game", "-r", "riichi", "--json", "--jobs", jobs, *names) for jobs in ("1", "2"))
    assert one.returncode == two.returncode == 1, one.stderr + two.stderr
    assert one.stdout == two.stdout and one.stderr == two.stderr
    games = [json.loads(line) for line in one.stdout.splitlines()]
    assert [g["game"] for g in games] == [str(tmp_path / f"game{seed}.jsonl") for seed in range(5)]
    assert all(len(g["deals"]) == 8 and sum(g["scores"]) == 4 * RIICHI.start_points for g in games)
    assert "broken.jsonl:1: not a JSON hand record" in one.stderr
    bad = run("game", "-r", "riichi", "--jobs", "0", names[0])
    assert bad.returncode == 2 and "--jobs takes a number of processes from 1" in bad.stderr


def test_two_games_of_one_file_name_in_two_folders_are_told_apart(tmp_path):
    """A game is headed by its file's path as given (a log's deals keep ids of its base name, as mjc log gives)."""
    from compiler.simulate import simulate
    names = []
    for seed, folder in enumerate(("east", "west")):
        (tmp_path / folder).mkdir()
        path = tmp_path / folder / "game.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in simulate(riichi, 2, seed, 0)), encoding="utf-8")
        names.append(os.path.join(folder, "game.jsonl"))
    done = subprocess.run([sys.executable, "-m", "compiler", "game", "-r", "riichi", *names], capture_output=True,
                          text=True, cwd=tmp_path, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    headings = [line for line in done.stdout.splitlines() if not line.startswith(" ")]
    assert headings == ["east/game.jsonl: 2 deals", "west/game.jsonl: 2 deals"]
    as_json = subprocess.run([sys.executable, "-m", "compiler", "game", "-r", "riichi", "--json", names[0]],
                             capture_output=True, text=True, cwd=tmp_path, timeout=120,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    game = json.loads(as_json.stdout)
    assert game["game"] == "east/game.jsonl" and len(game["deals"]) == 2


def test_a_file_of_many_matches_is_played_in_parts_and_a_broken_match_costs_only_itself(tmp_path):
    """Botzone's data set is one file of tens of thousands of matches: with --jobs its matches are played in parts
    by the workers, with the bytes one process gives; a broken match is said, and every other match is played."""
    from compiler.cli import MATCHES_A_TASK
    from tests.test_logs_botzone import DRAWN, KONGS, ROB
    matches = (KONGS + "\n" + ROB + "\n" + DRAWN + "\n").encode()
    count = 3 * (MATCHES_A_TASK // 3 + 1) * 2  # more than two parts
    data = matches * (count // 3)
    broken_at = data.index(b"Player 0 Play W9", len(data) // 2)  # a play of a tile seat 0 does not hold
    data = data[:broken_at] + b"Player 0 Play W8" + data[broken_at + 16:]
    path = tmp_path / "matches.txt"
    path.write_bytes(data)
    from compiler.logs.games import match_file_parts
    assert len(list(match_file_parts(data, MATCHES_A_TASK))) == 3
    one, two = (run("game", "-r", "mcr_botzone", "--json", "--check", "--jobs", jobs, str(path)) for jobs in "12")
    assert one.returncode == two.returncode == 1
    assert one.stdout == two.stdout and one.stderr == two.stderr
    games = [json.loads(line) for line in one.stdout.splitlines()]
    broken = data.count(b"\nMatch ", 0, broken_at) + 1
    assert len(games) == count - 1 and f"matches.txt:{broken}" not in {g["game"] for g in games}
    assert [g["game"] for g in games[:3]] == ["matches.txt:1", "matches.txt:2", "matches.txt:3"]
    assert games[-1]["game"] == f"matches.txt:{count}" and not any(g["differences"] for g in games)
    assert one.stderr.startswith(f"mjc game: matches.txt: match {broken} (handmade-kongs), line ")
    assert one.stderr.count("\n") == 1
