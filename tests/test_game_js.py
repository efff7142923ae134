"""The score keeper's game in JavaScript (compiler/runtime/js/game.mjs) against compiler/game.py: the same games
give the same data, deal by deal, score by score and point by point."""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import shutil
import subprocess

import pytest

from compiler.game import game_rules_of, play_game
from compiler.ir import Rounding, Ties
from compiler.simulate import simulate
from tests.conftest import ROOT, ruleset_tiers

pytestmark = pytest.mark.node

DRIVER = ROOT / "tests" / "js" / "game.mjs"
# Every bundled ruleset: those with a game section (riichi, MCR, Nanning, Nanjing, Sichuan, Taiwan and the rulesets
# extending them) and those that play the default game.
GAMES_ABOUT = tuple(sorted(path.stem for path in (ROOT / "specs").glob("*.yaml")))


def js_games(ruleset: str, games: list) -> list[dict]:
    """Each game [name, records, rules-or-None] played in Node with the ruleset's JavaScript module."""
    lines = "".join(json.dumps(g) + "\n" for g in games)
    done = subprocess.run([shutil.which("node"), str(DRIVER), str(ROOT / "generated" / "js" / f"{ruleset}.mjs")],
                          input=lines, capture_output=True, text=True, encoding="utf-8", timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.split("\n") if line]  # a name may hold U+2028


def python_game(ruleset: str, name: str, records: list, rules=None) -> dict:
    module = importlib.import_module(f"generated.{ruleset}")
    return json.loads(json.dumps(play_game(name, records, module.score, rules or game_rules_of(module)).data()))


def runs(ruleset: str, games: int, deals: int, seed: int) -> list[tuple[str, list]]:
    """Simulated games: deals of one run cut into games, the seats' places left for the game to work out."""
    module = importlib.import_module(f"generated.{ruleset}")
    records = [{k: v for k, v in r.items() if k not in ("dealer", "round_wind", "honba", "riichi_sticks")}
               for r in simulate(module, games * deals, seed, 0)]
    return [(f"{ruleset}-{g}", records[g * deals:(g + 1) * deals]) for g in range(games)]


@ruleset_tiers(GAMES_ABOUT, 12, 48, "games")
def test_simulated_games_play_alike_in_javascript(ruleset, games):
    played = runs(ruleset, games, 20, 31)
    js = js_games(ruleset, [[name, records, None] for name, records in played])
    py = [python_game(ruleset, name, records) for name, records in played]
    assert js == py
    assert sum(len(g["deals"]) for g in py) > games * 3  # games end early (a bust), but they are played


def test_every_ruleset_with_a_game_section_is_played():
    from compiler.ir import GameRules
    sections = {r for r in GAMES_ABOUT if importlib.import_module(f"generated.{r}").GAME_RULES != GameRules().as_data()}
    assert sections >= {"riichi", "mcr", "mcr_botzone", "nanjing", "nanjing_strict", "nanning", "nanning_dapao9",
                        "nanning_moma_fenghu", "sichuan", "sichuan_xueliu", "taiwan"}


def test_every_field_of_the_game_section_plays_alike():
    """The riichi deals under the other settings of each field: counters, uma and oka, rounding, ties, seats."""
    module = importlib.import_module("generated.riichi")
    base = game_rules_of(module)
    variants = [
        dataclasses.replace(base, rounding=Rounding.SCORE_TO_UNIT),
        dataclasses.replace(base, ties=Ties.SPLIT, uma=(15, 5, -5, -15), start_points=30000),
        dataclasses.replace(base, rounds=1, uma=(10, 5, -5, -10), ends_below_zero=False),
        dataclasses.replace(base, target=0, extra_rounds=0, sticks_at_end="nobody", dealer_keeps=("win", "draw")),
        dataclasses.replace(base, seat_changes=((2, (1, 0, 3, 2)),), point_unit=0, uma=(4, 2, 1, 0)),
        dataclasses.replace(base, return_points=25000, counter=importlib.import_module("compiler.ir").Counter.KEPT),
        dataclasses.replace(base, uma=(100, 0, 0, -7)),  # an uma that sums to 93, beside the oka
        # the largest a game section may give: scores near the bound (a deal past it refused), a prime unit
        dataclasses.replace(base, start_points=999_990_000, return_points=-10**9, point_unit=99_991,
                            uma=(10**6, -999_999, 3, -4), ties=Ties.SPLIT, ends_below_zero=False, target=0),
    ]
    played = runs("riichi", 6, 16, 8)
    games, expected = [], []
    for rules in variants:
        for name, records in played:
            games.append([name, records, rules.as_data()])
            expected.append(python_game("riichi", name, records, rules))
    assert js_games("riichi", games) == expected
    assert len({json.dumps(g["points"]) for g in expected}) > 10  # the settings do change the games
    assert any((d.get("error") or {}).get("code") == "overflow" for g in expected for d in g["deals"])


def test_records_that_give_their_place_and_broken_records_alike():
    """A record's own dealer or wind against the game's (a difference in words), one the scorer refuses, no record."""
    played = runs("riichi", 1, 6, 4)[0][1]
    records = [played[0], dict(played[1], dealer=3, round_wind="S", honba=True), {"players": 5}, played[2], 7]
    [js] = js_games("riichi", [["odd", records, None]])
    assert js == python_game("riichi", "odd", records)
    assert any(": dealer is 3, the game's rules give " in d for d in js["differences"])
    assert any(": round_wind is 'S', the game's rules give 'E'" in d for d in js["differences"])
    assert js["deals"][-1]["error"]["code"]


def test_the_games_of_test_game_play_alike_in_javascript(monkeypatch):
    """Every game tests/test_game.py plays with compiler/game.py (its made-up deals, scored by a stand-in or by a
    module) played again in JavaScript: the same deals, scores, ends and points."""
    import inspect

    import tests.test_game as made_up
    played = []

    def keeping(name, records, score, rules, check=False):
        played.append((name, json.loads(json.dumps(records)), score, rules))
        return play_game(name, records, score, rules, check)
    monkeypatch.setattr(made_up, "play_game", keeping)
    for name, test in vars(made_up).items():  # the tests that need no fixture: each game made up in its body
        if name.startswith("test_") and inspect.isfunction(test) and not inspect.signature(test).parameters:
            test()
    assert len(played) == 22
    modules = {getattr(made_up, ruleset).score: ruleset for ruleset in ("riichi", "mcr", "nanning")}
    by_ruleset = {}
    for name, records, score, rules in played:
        ruleset = "riichi" if score is made_up.given else modules[score]
        expected = json.loads(json.dumps(play_game(name, records, score, rules).data()))
        by_ruleset.setdefault(ruleset, []).append(
            ([name, records, rules.as_data(), "given" if score is made_up.given else None], expected))
    for ruleset, games in by_ruleset.items():
        assert js_games(ruleset, [game for game, _ in games]) == [expected for _, expected in games]
    endings = {g["ended"] for _, gs in by_ruleset.items() for _, g in gs}
    assert endings >= {"", "a seat's score went below zero", "the last dealer kept the deal in first place",
                       "the last round was played"}


def test_real_games_play_alike_in_javascript():
    """The Tenhou games and Botzone matches tests/test_game.py checks against their logs, played in JavaScript by
    the riichi and MCR (Botzone) modules: the numbers compiler/game.py gives, deal by deal."""
    from compiler.logs import LogError, read_tenhou
    from compiler.logs.games import read_games
    from tests.test_game import LOGS, tenhou_rules
    if not LOGS.is_dir():
        if os.environ.get("MJC_REQUIRE_SEEDS") == "1":
            pytest.fail(f"MJC_REQUIRE_SEEDS=1, but the real logs {LOGS} are missing")
        pytest.skip(f"the real logs are not at {LOGS} (beside the project)")
    games, expected = [], []
    for path in sorted(LOGS.glob("*.xml")):
        try:
            records = read_tenhou(path)
        except LogError:
            continue  # the three-player game
        rules = tenhou_rules(path.name, records)
        games.append([path.name, json.loads(json.dumps(records)), rules.as_data()])
        expected.append(python_game("riichi", path.name, records, rules))
    assert len(games) == 22 and sum(len(g["deals"]) for g in expected) == 200
    assert js_games("riichi", games) == expected
    matches = read_games(LOGS.parent / "botzone" / "sample.txt")
    assert len(matches) == 16
    assert js_games("mcr_botzone", [[name, records, None] for name, records in matches]) == \
        [python_game("mcr_botzone", name, records) for name, records in matches]


def test_a_records_odd_values_are_quoted_alike_in_the_differences():
    """A record's dealer, wind or id quoted in a difference as a scorer's message quotes a value (_shown), so the
    score keeper words it as mjc game does: Python's repr wrote control characters, U+2028, floats (1e+16, 1e-07)
    and numbers past 2**53 in ways JavaScript did not."""
    played = runs("riichi", 1, 3, 4)[0][1]
    odd = [("dealer", "a\nb"), ("round_wind", "\u2028"), ("round_wind", "\x00\x85"), ("round_wind", "\U0001F6DC"),
           ("dealer", 1e16), ("dealer", 1e-7), ("dealer", 2 ** 60 + 1), ("dealer", [1.5, {"k": "'\""}]),
           ("dealer", 123456789012345680000.0), ("id", [2.5]), ("id", {"a": None}), ("id", -7), ("honba", True)]
    games = [[f"{key}-{i}", json.loads(json.dumps([played[0], dict(played[1], **{key: value}), played[2]])), None]
             for i, (key, value) in enumerate(odd)]
    js = js_games("riichi", games)
    py = [python_game("riichi", name, records) for name, records, _ in games]
    assert [g["differences"] for g in js] == [g["differences"] for g in py]
    said = [d for g in py for d in g["differences"]]
    assert "4-1: dealer is 'a\\nb', the game's rules give 1" in said
    assert "4-1: round_wind is '\\u2028', the game's rules give 'E'" in said
    assert "4-1: dealer is a number above 1000000000, the game's rules give 1" in said
    assert "[2.5]: the scorer refused the deal: bad_record" in said and "-7: " not in " ".join(said)
