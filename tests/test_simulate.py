"""The deal simulator (compiler/simulate.py, compiler/bots.py): every deal it plays is a record every bundled
scorer accepts, its flags follow play, runs are reproducible, and the bots win at a plausible rate."""

from __future__ import annotations

import importlib
import json
import os
import random
import subprocess
import sys
import types
from collections import Counter
from functools import lru_cache

import pytest

from compiler import bots
from compiler.runtime import is_complete, parse_tiles, waits
from compiler.simulate import (
    FACTS_OF_PLAY, KIND, RED, Meld, Play, reads_of, reads_of_ruleset, simulate, simulate_deal, table_of, unplayable,
)
from tests.conftest import ROOT

BUNDLED = ["nanning", "nanning_dapao9", "nanning_moma_fenghu", "mcr", "mcr_botzone", "nanjing", "nanjing_strict",
           "riichi", "hongkong", "zungjung", "zungjung_wsom", "hongzhong", "sichuan", "sichuan_xueliu"]
SELF_DRAW_ONLY = {"hongzhong"}  # 红中麻将 wins by self-draw alone
DEALS = 300
SEED = 2026

# The share of deals that end in a win, measured over 2,000 deals each (docs/guide/simulate.md) and widened
# for 300. Four seats that attack from the first tile win most deals; a ruleset that takes any complete
# hand and lets a pung be claimed off anyone (Nanning, Nanjing with its flowers, Zung Jung) nearly all of them. A
# minimum (Hong Kong's 3 faan, MCR's 8 fan) and riichi's yaku, furiten and folding against a riichi leave
# more deals drawn: about as many as at human tables (Tenhou's exhaustive draws: some 15%).
WIN_RATES = {
    "nanning": (0.95, 1.0), "nanning_dapao9": (0.95, 1.0), "nanning_moma_fenghu": (0.95, 1.0),
    "mcr": (0.80, 0.97), "mcr_botzone": (0.85, 0.99),
    "nanjing": (0.88, 0.99), "nanjing_strict": (0.88, 0.99),
    "riichi": (0.75, 0.93), "hongkong": (0.70, 0.90),
    "zungjung": (0.97, 1.0), "zungjung_wsom": (0.95, 1.0),
    # Any hand with four Red Dragons as wilds wins, by self-draw. Sichuan's bots clear their shortest suit first
    # (every win lacks a suit) and play on after a win: nearly every deal has a winner, half of them three.
    "hongzhong": (0.97, 1.0), "sichuan": (0.9, 0.99), "sichuan_xueliu": (0.9, 0.99),
}
WALL_SIZES = {"nanning": 136, "riichi": 136, "mcr": 144, "nanjing": 144, "hongkong": 144, "zungjung": 136,
              "hongzhong": 112, "sichuan": 108}  # 红中麻将: the three suits and the four Red Dragons; Sichuan: the suits


def scorer(ruleset_id: str):
    return importlib.import_module(f"generated.{ruleset_id}")


@lru_cache(maxsize=None)
def deals(ruleset_id: str) -> tuple:
    """The sample of each ruleset, and each record's result, played once for all the tests below."""
    module = scorer(ruleset_id)
    records = list(simulate(module, DEALS, SEED))
    text = json.dumps(records)
    results = [module.score(r) for r in records]
    assert json.dumps(records) == text  # scoring a record leaves it as it was
    return tuple(records), tuple(results)


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_every_deal_of_every_bundled_ruleset_scores(ruleset_id):
    records, results = deals(ruleset_id)
    errors = Counter(r["error"]["code"] for r in results if "error" in r)
    assert not errors, errors
    for record, result in zip(records, results):
        assert result["id"] == record["id"] and len(result["wins"]) == len(record["wins"])
        for win in result["wins"]:  # each winner is paid: a win, not a false one
            assert any(p["to"] == win["winner"] for p in result["payments"])


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_the_bots_win_at_a_plausible_rate(ruleset_id):
    records, _results = deals(ruleset_id)
    won = sum(bool(r["wins"]) for r in records) / len(records)
    low, high = WIN_RATES[ruleset_id]
    assert low <= won <= high, won
    by = Counter(r["wins"][0]["by"] for r in records if r["wins"] and "by" in r["wins"][0])
    if ruleset_id in SELF_DRAW_ONLY:
        assert by["self_draw"] == sum(by.values()), by
    else:
        assert by["self_draw"] > 0.1 * len(records) and by["discard"] > 0.2 * len(records), by


def latest_kongs(melds: list) -> int:
    """How many of a seat's kongs can end its melds (docs/guide/records.md, kong chains): those listed after its
    last pung or chow, and its added kongs wherever listed."""
    end = len(melds)
    while end and melds[end - 1]["kind"] == "kong":
        end -= 1
    return sum(m["kind"] == "kong" and (i >= end or m.get("added", False)) for i, m in enumerate(melds))


def check_flags_follow_play(record: dict, reads: frozenset) -> None:
    """What each flag says of a win agrees with the rest of the record."""
    players = record["players"]
    claimed_anywhere = any("from" in m for p in players for m in p.get("melds", []))
    for win in record["wins"]:
        context = win.get("context", {})
        winner = players[win["winner"]]
        assert set(context) <= reads, set(context) - reads
        chain = context.get("kong_chain", 1)
        if context.get("kong_replacement"):
            assert win["by"] == "self_draw"
            assert latest_kongs(winner["melds"]) >= chain
        if context.get("discard_after_kong"):
            assert win["by"] == "discard"
            assert latest_kongs(players[win["from"]]["melds"]) >= chain
        if win.get("by") == "robbing_kong":
            tile = parse_tiles(win["win_tile"].replace("0", "5"))[0]
            assert any(m["kind"] == "pung" and parse_tiles(m["tiles"].replace("0", "5"))[0] == tile
                       for m in players[win["from"]]["melds"])
        if context.get("last_tile"):
            assert record["meta"]["wall"] == 0
        if context.get("first_discard"):
            assert win["from"] == record["dealer"] != win["winner"] and record["meta"]["discards"] == 1
            assert not claimed_anywhere
        if context.get("first_draw"):
            assert win["by"] == "self_draw" and record["meta"]["discards"] <= 3 and not claimed_anywhere
        if context.get("ippatsu") or context.get("double_riichi") or "ura_dora_indicators" in context:
            assert winner.get("declared_ready")
        if "bonus_tiles" in context:
            assert win["by"] == "self_draw" and len(parse_tiles(context["bonus_tiles"])) <= 2
        if context.get("flower_replacement") or context.get("flower_kong_replacement"):
            assert win["by"] == "self_draw" and winner.get("flowers")


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_flags_follow_play(ruleset_id):
    records, _results = deals(ruleset_id)
    reads = reads_of(scorer(ruleset_id))
    for record in records:
        check_flags_follow_play(record, reads)
    flags = Counter(flag for r in records for w in r["wins"] for flag in w.get("context", {}))
    expected = {"nanning": {"bonus_tiles", "kong_chain"}, "mcr": {"last_of_kind"}, "hongkong": {"last_tile"},
                "riichi": {"dora_indicators", "ura_dora_indicators", "ippatsu"}, "nanjing": {"flower_replacement"}}
    assert expected.get(ruleset_id, set()) <= set(flags), flags


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_every_seat_ends_with_a_hand_that_adds_up(ruleset_id):
    records, _results = deals(ruleset_id)
    for record in records:
        assert record["dealer"] == int(record["id"].split("-")[1]) % 4
        for player in record["players"]:
            tiles = len(parse_tiles(player["hand"].replace("0", "5")))
            assert tiles + 3 * len(player.get("melds", [])) == 13, (record["id"], player)


def test_several_winners_only_where_the_ruleset_has_them():
    most = {ruleset_id: max(len(r["wins"]) for r in deals(ruleset_id)[0]) for ruleset_id in BUNDLED}
    assert most["nanning"] >= 2 and most["riichi"] == 2
    assert all(most[r] == 1 for r in ("mcr", "mcr_botzone", "nanjing", "nanjing_strict", "hongkong", "zungjung",
                                      "zungjung_wsom")), most


def test_riichi_deals_have_riichi_dora_and_ready_seats():
    records, results = deals("riichi")
    declared = [r for r in records if any(p.get("declared_ready") for p in r["players"])]
    assert len(declared) > DEALS // 2
    drawn = [r for r in records if not r["wins"]]
    assert any(p.get("ready") for r in drawn for p in r["players"])
    assert any("0" in p["hand"] for r in records for p in r["players"])  # red fives are played
    for record in records:
        for win in record["wins"]:
            indicators = parse_tiles(win["context"]["dora_indicators"].replace("0", "5"))
            kongs = sum(m["kind"] == "kong" for p in record["players"] for m in p.get("melds", []))
            assert len(indicators) == 1 + kongs


def test_nanjing_penalties_happen_in_play():
    types = Counter(p["type"] for r in deals("nanjing")[0] for p in r.get("penalties", []))
    assert set(types) == {"four_players_same_discard", "one_player_four_discards"}, types


def test_same_seed_same_bytes_in_another_process():
    mine = json.dumps([simulate_deal(scorer(r), 77, i) for r in ("riichi", "nanjing", "mcr") for i in range(8)])
    code = ("import json; from compiler.simulate import simulate_deal; import importlib; "
            "print(json.dumps([simulate_deal(importlib.import_module('generated.' + r), 77, i) "
            "for r in ('riichi', 'nanjing', 'mcr') for i in range(8)]))")
    env = dict(os.environ, PYTHONHASHSEED="4242")
    other = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert other.stdout.strip() == mine


def test_a_run_split_in_parts_is_the_run():
    module = scorer("hongkong")
    whole = list(simulate(module, 12, 5))
    assert list(simulate(module, 7, 5)) + list(simulate(module, 5, 5, start=7)) == whole
    assert simulate_deal(module, 5, 9) == whole[9]


def test_each_deal_is_its_own():
    module = scorer("nanning")
    hands = [json.dumps(simulate_deal(module, 1, i)["players"]) for i in range(20)]
    assert len(set(hands)) == 20
    assert simulate_deal(module, 1, 3)["players"] != simulate_deal(module, 2, 3)["players"]
    assert [simulate_deal(module, 1, i)["round_wind"] for i in (0, 4, 8, 12, 16)] == ["E", "S", "W", "N", "E"]


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_every_wall_holds_each_tile_as_often_as_the_ruleset_plays_it(ruleset_id):
    table = table_of(scorer(ruleset_id))
    rules = scorer(ruleset_id).RULES
    base = next(name for name in WALL_SIZES if ruleset_id.startswith(name))
    assert len(table.wall) == WALL_SIZES[base]
    copies = Counter(KIND[t] for t in table.wall)
    assert all(copies[k] == (1 if k >= 34 else 4) for k in rules.hand_tiles | rules.flower_tiles)
    assert set(copies) == rules.hand_tiles | rules.flower_tiles
    assert sum(t >= RED for t in table.wall) == sum(rules.red_fives)


# ---------------------------------------------------------------- the bots' distance


def random_complete_hand(rng: random.Random) -> list[int]:
    """Four random sets and a pair, no tile more than four times."""
    while True:
        tiles = []
        while len(tiles) < 12:
            t = rng.randrange(34)
            group = [t, t + 1, t + 2] if rng.random() < 0.6 and t < 27 and t % 9 <= 6 else [t] * 3
            if all(tiles.count(x) + group.count(x) <= 4 for x in group):
                tiles += group
        pair = rng.randrange(34)
        if tiles.count(pair) <= 2:
            return sorted(tiles + [pair, pair])


def test_the_distance_agrees_with_the_runtime_on_ready_and_complete_hands():
    shapes = scorer("riichi").SHAPES  # four sets and a pair, seven pairs, thirteen orphans
    known = table_of(scorer("riichi")).shapes
    rng = random.Random(8)
    ready = 0
    for _ in range(1500):
        tiles = random_complete_hand(rng)
        other = rng.randrange(34)
        if rng.random() < 0.5 and tiles.count(other) < 4:  # and some hands a tile away from complete, or further
            tiles[rng.randrange(14)] = other
        tiles.sort()
        hand = bots.Hand(tiles)
        complete = is_complete(tiles, 0, shapes)
        assert (bots.distance(hand, 4, known) == -1) == complete, tiles
        short = tiles[:]
        short.remove(rng.choice(tiles))
        waiting = bool(waits(short, [], shapes))
        ready += waiting
        assert (bots.distance(bots.Hand(short), 4, known) == 0) == waiting, short
        kind, after = bots.choose_discard(hand, 4, known, lambda k: 1, lambda h: 1)
        assert after == min(bots.distance_without(hand, k, 4, known) for k in set(tiles))
    assert ready > 700


@pytest.mark.parametrize("tiles, melds, expected", [
    ("123456789m1234p", 0, 0),
    ("19m19p19s1234567z", 0, 0),   # thirteen orphans, waiting on all thirteen
    ("1122m3344p5566s7z", 0, 0),   # seven pairs, waiting on 7z
    ("147m147p147s1234z", 0, 6),
    ("1357m1357p1357s1z", 0, 4),   # six partial sets, no pair
    ("1122m3344p5566s77z", 0, -1),
    ("23m55p", 3, 0),              # three melds and a two-sided wait
    ("2m5p8s1z", 3, 2),
])
def test_the_distance_of_some_hands(tiles, melds, expected):
    known = table_of(scorer("riichi")).shapes
    assert bots.distance(bots.Hand(parse_tiles(tiles)), 4 - melds, known) == expected


def test_shapes_are_found_by_what_the_scorer_accepts():
    nanning, riichi, mcr = (table_of(scorer(r)) for r in ("nanning", "riichi", "mcr"))
    assert (nanning.shapes.seven_pairs, nanning.shapes.quads_as_pairs, nanning.shapes.thirteen_orphans) == (True, True, False)
    assert (riichi.shapes.seven_pairs, riichi.shapes.quads_as_pairs, riichi.shapes.thirteen_orphans) == (True, False, True)
    assert mcr.other_shapes_kinds == 9 and riichi.other_shapes_kinds == 0  # MCR's knitted hands
    assert nanning.open_hands_win and not riichi.open_hands_win and not mcr.open_hands_win


# ---------------------------------------------------------------- deals set up by hand


def seated(ruleset_id: str, hands: dict, melds: dict | None = None, index: int = 0) -> Play:
    """A deal before the tiles are dealt, with the seats given these hands (tile strings) and melds."""
    module = scorer(ruleset_id)
    play = Play(table_of(module), reads_of(module), 0, index)
    for seat, text in hands.items():
        for tile in parse_tiles(text):
            play.seats[seat].add(tile)
    for seat, made in (melds or {}).items():
        play.seats[seat].melds += made
    for seat in range(4):
        play.update_waits(seat)
    return play


def test_a_kong_added_to_a_pung_is_robbed():
    play = seated("nanning", {0: "2m345p678p99s11z", 1: "13m456m789p234s55z"},
                  {0: [Meld("pung", parse_tiles("222m"), 3)]})
    assert play.make_kong(0, parse_tiles("2m")[0], added=True)
    record = play.record_end()
    assert record["wins"] == [{"winner": 1, "win_tile": "2m", "by": "robbing_kong", "from": 0, "context": {"kong_chain": 1}}]
    assert record["players"][0]["melds"] == [{"kind": "pung", "tiles": "222m", "from": 3}]
    result = scorer("nanning").score(record)
    assert result["deltas"] == [-12, 12, 0, 0]  # 门清 base 4, a 大炮: three times it, from the robbed seat


def test_an_added_kong_stays_where_its_pung_was():
    """Daisangen won on the replacement tile of a kong added to the first dragon pung: the melds are written in the
    order made, and the seat that fed the third dragon set (seat 2) pays the dealer's yakuman (pao)."""
    melds = [Meld("pung", parse_tiles("555z"), 1), Meld("pung", parse_tiles("666z"), 3), Meld("pung", parse_tiles("777z"), 2)]
    play = seated("riichi", {0: "234m5p5z"}, {0: melds})
    assert not play.make_kong(0, parse_tiles("5z")[0], added=True)
    replacement = parse_tiles("5p")[0]
    play.seats[0].add(replacement)
    assert play.self_draw_win(0, replacement, "kong")
    record = play.record_end()
    assert [(m["tiles"], m.get("added", False)) for m in record["players"][0]["melds"]] == \
        [("5555z", True), ("666z", False), ("777z", False)]
    assert scorer("riichi").score(record)["deltas"] == [48000, 0, -48000, 0]


def test_an_added_kong_the_order_made_cannot_show_comes_last():
    """A concealed kong made after the 2m pung, then the 2m pung promoted and the replacement tile wins: listed in
    the order made, a reader would take the concealed kong for the chain, so the added kong is written last."""
    pung, kong = Meld("pung", parse_tiles("222m"), 3), Meld("kong", parse_tiles("5555p"), None, concealed=True)
    play = seated("nanning", {0: "345s678s9p2m"}, {0: [pung, kong]})
    play.seats[0].kongs.append(kong)
    assert not play.make_kong(0, parse_tiles("2m")[0], added=True)
    replacement = parse_tiles("9p")[0]
    play.seats[0].add(replacement)
    assert play.self_draw_win(0, replacement, "kong")
    record = play.record_end()
    assert [m["tiles"] for m in record["players"][0]["melds"]] == ["5555p", "2222m"]
    # 杠上花 on the kong added to seat 3's pung: seat 3 pays the hand (18) and the chain's kong point; the
    # concealed kong earns its point from each seat
    assert scorer("nanning").score(record)["deltas"] == [22, -1, -1, -20]


def test_eight_flowers_win_at_once():
    play = seated("hongkong", {})
    ended = [play.set_aside(0, tile) for tile in parse_tiles("12345678f")]
    assert ended == [False] * 7 + [True]
    record = play.record_end()
    assert record["wins"] == [{"winner": 0, "declared": "eight_flowers", "by": "self_draw"}]
    assert "error" not in scorer("hongkong").score(record)


def test_nagashi_mangan_and_ready_seats_at_an_exhaustive_draw():
    play = seated("riichi", {1: "123m456m789p234s5z"})
    play.seats[2].discards = parse_tiles("19m15z9p")
    for seat in (0, 1, 3):
        play.seats[seat].discards = parse_tiles("5m")
    play.end = "wall"
    record = play.record_end()
    assert record["wins"] == [{"winner": 2, "declared": "nagashi_mangan", "by": "self_draw"}]
    # Nagashi mangan is paid instead of the ready hands (Tenhou, and the log readers): no seat is marked ready.
    assert not any("ready" in p for p in record["players"])
    assert scorer("riichi").score(record)["deltas"] == [-4000, -2000, 8000, -2000]
    play.seats[2].discards = parse_tiles("19m15z9p")[:4] + parse_tiles("5p")  # a middle tile: no nagashi
    play.wins = []
    record = play.record_end()
    assert record["wins"] == [] and record["players"][1]["ready"] is True and "ready" not in record["players"][3]


def test_riichi_furiten_a_seat_cannot_win_on_a_tile_it_discarded():
    two_m = parse_tiles("2m")[0]
    for discarded, winners in (([], [1]), ([two_m], [])):
        play = seated("riichi", {1: "13m456m789p234s55z"})
        play.seats[1].ready = True  # riichi: a yaku for any closed hand
        play.seats[1].discards = discarded
        assert [w["winner"] for w in play.discard_wins(0, two_m, "discard")] == winners
    nanning = seated("nanning", {1: "13m456m789p234s55z"})  # no furiten in Nanning
    nanning.seats[1].discards = [two_m]
    assert [w["winner"] for w in nanning.discard_wins(0, two_m, "discard")] == [1]


def test_three_riichi_winners_on_one_discard_make_a_drawn_deal():
    play = seated("riichi", {1: "13m456m789p234s55z", 2: "13m567p678s345s66z", 3: "13m234p789s789p77z"})
    for seat in (1, 2, 3):
        play.seats[seat].ready = True
    assert play.discard_wins(0, parse_tiles("2m")[0], "discard") == [] and play.end == "excess_winners"
    record = play.record_end()
    assert record["wins"] == [] and not any("ready" in p for p in record["players"])
    assert scorer("riichi").score(record)["table"] == 3000  # the three sticks stay on the table


def test_a_riichi_winner_without_a_yaku_does_not_win_on_a_discard():
    # An open hand of simples and terminals (no tanyao, no yakuhai): the scorer refuses, so the seat passes.
    play = seated("riichi", {1: "13m789p234s55z"}, {1: [Meld("chow", parse_tiles("456m"), 0)]})
    assert play.discard_wins(0, parse_tiles("2m")[0], "discard") == []
    assert play.seats[1].passed  # and is furiten until its next discard


# ---------------------------------------------------------------- what the ruleset reads, and house rules


def test_a_run_told_of_no_flags_writes_none():
    module = scorer("riichi")
    records = list(simulate(module, 30, 4, reads=frozenset()))
    assert not any("context" in w or p.get("declared_ready") for r in records for w in r["wins"] for p in r["players"])
    assert not [r for r in map(module.score, records) if "error" in r]


def test_reads_come_from_the_spec():
    assert reads_of(scorer("mcr")) == {"kong_replacement", "last_tile", "last_of_kind"}
    assert {"declared_ready", "dora_indicators", "ura_dora_indicators", "ippatsu", "ready"} <= reads_of(scorer("riichi"))
    assert "ready" not in reads_of(scorer("nanjing")) and "bonus_tiles" in reads_of(scorer("nanning_moma_fenghu"))


HOUSE = """\
mjc: 1
extends: riichi
id: riichi_house
name: {zh: 我が家の立直, en: Our riichi}
options:
  open_tanyao: {default: false}
"""


def test_a_house_ruleset_made_here_is_simulated(compile_text):
    compiled = compile_text(HOUSE)
    module = compiled.module()
    reads = reads_of(module)  # the module says what its rules read (READS), wherever its spec is
    assert reads == reads_of_ruleset(compiled.ruleset) == reads_of(scorer("riichi"))
    bare = types.ModuleType("bare")  # a scorer that does not say, and whose spec is not where it says
    bare.__dict__.update({k: v for k, v in vars(module).items() if k != "READS"})
    assert reads_of(bare) == FACTS_OF_PLAY
    records = list(simulate(module, 40, 3, reads=reads))
    results = [module.score(r) for r in records]
    assert not [r for r in results if "error" in r]
    assert sum(bool(r["wins"]) for r in records) >= 25
    assert max(len(r["wins"]) for r in records) <= 2  # riichi's customs, found through the spec it extends
    assert any("dora_indicators" in w.get("context", {}) for r in records for w in r["wins"])


# ---------------------------------------------------------------- docs/guide/simulate.md

GUIDE = (ROOT / "docs" / "guide" / "simulate.md").read_text(encoding="utf-8")


def test_the_guides_records_are_what_the_simulator_writes():
    import re
    shown = re.findall(r"<!-- simulate: (\w+) (\d+) (\d+) -->\n```json\n(.*?)```", GUIDE, re.S)
    assert len(shown) == 2
    for ruleset_id, seed, index, text in shown:
        assert simulate_deal(scorer(ruleset_id), int(seed), int(index)) == json.loads(text)


def test_the_guides_table_has_every_bundled_ruleset_within_the_tests_bands():
    rows = {line.split("|")[1].strip(" `"): line.split("|")[2:5] for line in GUIDE.splitlines()
            if line.startswith("| `") and line.count("|") == 9}
    assert sorted(rows) == sorted(BUNDLED)
    for ruleset_id, (self_drawn, off_discard, drawn) in rows.items():
        shares = [float(cell.strip(" %")) / 100 for cell in (self_drawn, off_discard, drawn)]
        assert abs(sum(shares) - 1) < 0.002
        low, high = WIN_RATES[ruleset_id]
        assert low <= 1 - shares[2] <= high


def kong_seats(record: dict) -> list:
    """The seat of each kong event, in order."""
    return [event["kong"][0] for event in record.get("events", []) if "kong" in event]


def test_a_winner_leaves_and_the_others_play_on_where_the_table_says_so():
    """Sichuan's 血战到底 (after_win: winner_leaves): several seats win one deal, each once, and after a seat's
    win nothing of the deal is its own: no kong, no win, no win off its discard."""
    records, results = deals("sichuan")
    several = [(r, result) for r, result in zip(records, results) if len(r["wins"]) > 1]
    assert len(several) > 0.6 * len(records) and sum(len(r["wins"]) == 3 for r in records) > 0.3 * len(records)
    for record, result in several:
        events = record["events"]
        assert sum(len(e["win"]) if isinstance(e["win"], list) else 1 for e in events if "win" in e) == len(record["wins"])
        assert len(events) == sum(1 for e in events if "win" in e) + len(kong_seats(record))
        left = set()
        for event in events:
            if "kong" in event:
                assert event["kong"][0] not in left
                continue
            for index in event["win"]:
                win = record["wins"][index]
                assert win["winner"] not in left and win.get("from") not in left
                assert len(parse_tiles(win["hand"].replace("0", "5"))) + 3 * len(win["melds"]) == 13
            left |= {record["wins"][index]["winner"] for index in event["win"]}
        assert [w["winner"] for w in result["wins"]] == [w["winner"] for w in record["wins"]]


def test_every_seat_plays_on_after_a_win_where_the_table_says_so():
    """血流成河 (after_win: play_on): a seat wins again, with the hand it won with first, and the deals of the
    two Sichuan tables begin alike (the same shuffle) until the first win."""
    records, _results = deals("sichuan_xueliu")
    again = [r for r in records if len({w["winner"] for w in r["wins"]}) < len(r["wins"])]
    assert len(again) > 0.1 * len(records)
    for record in again:
        hands = {}
        for win in record["wins"]:
            hands.setdefault(win["winner"], (win["hand"], win["melds"]))
            assert (win["hand"], win["melds"]) == hands[win["winner"]]  # the hand is kept once won with
        for seat, (hand, melds) in hands.items():
            assert record["players"][seat].get("melds", []) == melds
    sichuan, _ = deals("sichuan")
    firsts = [(a["wins"][:1], b["wins"][:1]) for a, b in zip(sichuan, records)]
    assert sum(x == y for x, y in firsts) == len(firsts)


def test_a_deal_that_ends_at_its_win_has_no_events():
    for ruleset_id in ("nanning", "riichi", "zungjung"):
        assert not any("events" in r for r in deals(ruleset_id)[0])


def test_where_every_win_lacks_a_suit_each_seat_clears_one():
    """Sichuan (缺一门): a seat discards its shortest suit first and claims none of it, so every winning hand, and
    nearly every hand at the wall's end, holds two suits at most."""
    records, _results = deals("sichuan")
    assert table_of(scorer("sichuan")).wins_lack_a_suit and not table_of(scorer("nanning")).wins_lack_a_suit
    for record in records:
        for win in record["wins"]:
            tiles = win["hand"] + "".join(m["tiles"] for m in win["melds"]) + win["win_tile"]
            assert len({suit for suit in "mps" if suit in tiles}) <= 2, (record["id"], win)


# ---------------------------------------------------------------- tables a spec may give

@pytest.mark.parametrize("base", ["nanning", "mcr", "riichi"])
def test_any_dead_wall_a_spec_may_give_is_played(compile_text, base):
    """A dead wall of 1 to 13 tiles (kongs replaced from it, no room for indicators) crashed the simulator at a kong,
    and one of 14 or more in a wall with flowers turned up a flower as an indicator (IndexError either way)."""
    for dead in (1, 13, 14):
        module = compile_text(f"mjc: 1\nextends: {base}\nid: dead{dead}\ntable: {{dead_wall: {dead}}}\n").module()
        records = list(simulate(module, 150, 11))
        assert len(records) == 150 and all("error" not in module.score(r) for r in records), (base, dead)
        kongs = sum(m["kind"] == "kong" for r in records for p in r["players"] for m in p.get("melds", ()))
        assert kongs > 0, (base, dead)  # the kongs that took a replacement (and turned up an indicator) were played
        if "dora_indicators" in reads_of(module):
            assert any("dora_indicators" in w.get("context", {}) for r in records for w in r["wins"]) == (dead >= 14)


def test_a_wall_too_small_to_deal_from_is_said_before_any_deal(compile_text, tmp_path):
    """A spec may score hands of a wall too small for four hands and a dead wall: simulate and impact ran into it
    with an IndexError; they now say so at once, and a deal asked of the API is a ValueError."""
    small = "mjc: 1\nextends: hongzhong\nid: small\ntiles: {hand: 123456789m7z, wilds: 7z, wild_in: [sets, pair, seven_pairs]}\n"
    module = compile_text(small, "small.yaml").module()
    why = ("small: a wall of 40 tiles cannot deal four hands of 13, keep a dead wall of 0 and leave a tile to draw: "
           "the bots need 53 tiles outside the dead wall")
    assert unplayable(module) == why
    with pytest.raises(ValueError, match="cannot deal four hands"):
        simulate_deal(module, 1, 0)
    riichi = compile_text("mjc: 1\nextends: riichi\nid: r64\ntiles: {hand: 123456789m1234567z}\n", "r64.yaml").module()
    assert "a wall of 64 tiles" in unplayable(riichi) and "dead wall of 14" in unplayable(riichi)
    from tests.test_cli import mjc
    for command in (["simulate", "-r", "small.yaml", "--deals", "20", "-j", "2"],
                    ["impact", "small.yaml", "hongzhong", "--deals", "20", "-o", "i.html"]):
        done = mjc(*command, cwd=tmp_path)
        assert done.returncode == 2 and why in done.stderr and done.stdout == "", (command, done.stderr)


def test_a_wall_with_few_tiles_to_turn_up_for_the_wild_is_shuffled_again(compile_text):
    """Here only 7z (whose next tile, 5z, is played) can be turned up: where the wall's end held none before the
    deal's own tiles, the turning went on into them and ran off the wall. Such a deal is shuffled again."""
    module = compile_text("mjc: 1\nextends: guangdong\nid: rare\ntiles:\n  hand: 2468m2468p2468s1357z\n"
                          "  wilds: {after_indicator: true}\n  wild_in: [sets, pair, seven_pairs]\n").module()
    records = list(simulate(module, 300, 1))
    assert {r["wild_indicator"] for r in records} == {"7z"}
    assert all("error" not in module.score(r) for r in records)


SMALL_WILD_TABLE = """mjc: 1
id: small_wild
name: {zh: 小, en: small}
unit: {id: points, zh: 分, en: points}
tiles: TILES
claims: [chow, pung, kong]
shapes:
  - {id: standard, name: {zh: 基本, en: std}, sets: 1, pairs: 1}
patterns:
  - {id: any_win, name: {zh: 胡, en: a win}, when: "true"}
scoring:
  value: "1"
settlement:
  win:
    - name: {zh: 自摸, en: self-draw}
      pay:
        - {from: others, amount: "1", reason: {zh: 自摸, en: self-draw}}
"""


@pytest.mark.parametrize("tiles, seed, start", [('{hand: 123456789m123456789p, size: 5, wilds: "5m"}', 5, 1020),
                                                ('{hand: 12345m, size: 5, wilds: "1m"}', 3, 5),
                                                ("{hand: 123456789m123456789p, size: 5, wilds: {after_indicator: true}}", 3, 238),
                                                ('{hand: 12345m1234567z, size: 5, wilds: "1z"}', 3, 0)])
def test_a_hand_of_wilds_alone_is_played(compile_text, tiles, seed, start):
    """In a hand of five with a wild, a claim could leave a seat only wilds beside its hand: the bot looked for a
    discard among no tiles and raised StopIteration (a traceback from simulate and impact). Such a claim is not made,
    and a seat holding wilds alone that does not win lets one of them go."""
    module = compile_text(SMALL_WILD_TABLE.replace("TILES", tiles)).module()
    records = list(simulate(module, 300, seed, start))
    assert len(records) == 300 and all("error" not in module.score(r) for r in records)


def test_flowers_written_among_the_hand_tiles_are_said_before_any_deal(compile_text):
    """`tiles.hand` with flowers in it scores, but the bots hold only the 34 kinds: simulate and impact raised an
    IndexError. The table is now refused as one the bots cannot play, before any deal."""
    module = compile_text(SMALL_WILD_TABLE.replace("TILES", "{hand: 123m1234f, size: 5}")).module()
    assert unplayable(module) == ("small_wild: tiles.hand holds flowers, which the bots cannot hold in a hand: give "
                                  "them as tiles.flowers")
    with pytest.raises(ValueError, match="holds flowers"):
        simulate_deal(module, 1, 0)
