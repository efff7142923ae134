"""The random riichi deals (tests/deals/riichi.py) and the riichi peer (tests/riichi_peer.py).

20,000 deals (seeds 0..19,999): every one respects the record format (copies, red fives, flags), every
win is a win with a yaku for the peer, every yaku and yakuman id of design17.md turns up, and every
kind of deal (double ron, drawn, nagashi mangan, chankan, pao) occurs. Then hand-worked deals pin
how the peer is set up (Tenhou's rules) and what peer_result adds to it (honba, sticks, double ron,
noten payments, nagashi mangan, pao).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.deals import GENERATORS, generator
from tests.deals.riichi import check_record, parse, random_riichi_record

DEALS = 20000
MIN_COUNT = 20          # each yaku id at least this often in DEALS deals (the rarest, ryuuiisou, is near 90)

YAKU_IDS = (
    "riichi double_riichi ippatsu menzen_tsumo pinfu tanyao iipeikou haku hatsu chun seat_wind round_wind "
    "haitei houtei rinshan chankan chiitoitsu sanshoku ittsu chanta junchan toitoi sanankou sankantsu "
    "sanshoku_doukou shousangen honroutou ryanpeikou honitsu chinitsu nagashi_mangan dora ura_dora aka_dora "
    "kokushi kokushi_13 suuankou suuankou_tanki daisangen shousuushii daisuushii tsuuiisou chinroutou "
    "ryuuiisou chuuren chuuren_9 suukantsu tenhou chiihou"
).split()


@pytest.fixture(scope="module")
def deals():
    return [random_riichi_record(random.Random(seed)) for seed in range(DEALS)]


@pytest.fixture(scope="module")
def scored(deals):
    from tests.riichi_peer import peer_result
    return [peer_result(record) for record in deals]


def test_the_generator_is_in_the_table_and_deterministic():
    assert GENERATORS["riichi"] is random_riichi_record and generator("riichi") is random_riichi_record
    assert random_riichi_record(random.Random(7)) == random_riichi_record(random.Random(7))


def test_every_deal_respects_the_record_format(deals):
    problems = {seed: p for seed, record in enumerate(deals) if (p := check_record(record))}
    assert not problems, dict(list(problems.items())[:10])


def _deal_tiles(record: dict) -> Counter:
    """Every tile of the deal: hands, melds, the win tile once, the indicators once."""
    strings = [p.get("hand", "") for p in record["players"]]
    strings += [m["tiles"] for p in record["players"] for m in p.get("melds", [])]
    wins = [w for w in record.get("wins", []) if "declared" not in w]
    if wins:
        strings.append(wins[0]["win_tile"])
        for key in ("dora_indicators", "ura_dora_indicators"):
            strings.append(next((w["context"][key] for w in wins if key in w["context"]), ""))
    return Counter(t for s in strings for t in parse(s))


def test_four_copies_at_most_and_one_red_five_of_a_suit(deals):
    for seed, record in enumerate(deals):
        tiles = _deal_tiles(record)
        reds = {t: n for t, n in tiles.items() if t >= 34}
        plain = Counter()
        for t, n in tiles.items():
            plain[(4, 13, 22)[t - 34] if t >= 34 else t] += n
        assert all(n <= 4 for n in plain.values()), (seed, record)
        assert all(n == 1 for n in reds.values()), (seed, record)
        assert all(plain[five] < 4 or reds.get(red) for five, red in ((4, 34), (13, 35), (22, 36))), (seed, record)


@pytest.mark.peer
def test_every_win_is_a_win_with_a_yaku_for_the_peer(deals, scored):
    refused = {seed: r["error"] for seed, r in enumerate(scored) if "error" in r}
    assert not refused, dict(list(refused.items())[:10])
    for seed, (record, result) in enumerate(zip(deals, scored)):
        assert len(result["wins"]) == len(record.get("wins", []))
        for win in result["wins"]:
            assert win["han"] >= 1 and [y for y in win["yaku_ids"] if y not in ("dora", "ura_dora", "aka_dora")], seed
        assert sum(result["deltas"]) + result["table"] == 0, seed


@pytest.mark.peer
def test_every_yaku_turns_up(scored):
    histogram = Counter(y for r in scored for w in r["wins"] for y in w["yaku_ids"])
    rare = {y: histogram[y] for y in YAKU_IDS if histogram[y] < MIN_COUNT}
    table = ", ".join(f"{y} {histogram[y]}" for y in YAKU_IDS)
    assert not rare, f"under {MIN_COUNT} in {DEALS} deals: {rare}; all: {table}"
    assert set(histogram) <= set(YAKU_IDS), set(histogram) - set(YAKU_IDS)


@pytest.mark.peer
def test_every_kind_of_deal_occurs(deals, scored):
    from tests.riichi_peer import liable_seat
    kinds = Counter()
    for record, result in zip(deals, scored):
        wins = record.get("wins", [])
        if not wins:
            kinds["drawn"] += 1
        elif "declared" in wins[0]:
            kinds["nagashi mangan, two" if len(wins) == 2 else "nagashi mangan"] += 1
        else:
            kinds[f"{len(wins)} wins, {wins[0]['by']}"] += 1
            kinds["pao"] += any(liable_seat(record, i, w["yaku_ids"]) for i, w in enumerate(result["wins"]))
            kinds["limit " + max((w["limit"] for w in result["wins"]), key=len)] += 1
        kinds["honba"] += record.get("honba", 0) > 0
        kinds["riichi sticks"] += record.get("riichi_sticks", 0) > 0
        kinds["red fives"] += any("0" in p.get("hand", "") for p in record["players"])
    for kind in ("drawn", "nagashi mangan", "nagashi mangan, two", "1 wins, self_draw", "1 wins, discard",
                 "1 wins, robbing_kong", "2 wins, discard", "2 wins, robbing_kong", "pao", "limit ", "limit mangan",
                 "limit haneman", "limit baiman", "limit sanbaiman", "limit yakuman", "honba", "riichi sticks",
                 "red fives"):
        assert kinds[kind] >= 5, (kind, kinds)


# ---------------------------------------------------------------- hand-worked deals

def _record(dealer=0, honba=0, sticks=0, players=None, wins=None):
    out = {"ruleset": "riichi", "dealer": dealer, "round_wind": "E", "honba": honba, "riichi_sticks": sticks,
           "players": players or [{}, {}, {}, {}]}
    if wins is not None:
        out["wins"] = wins
    return out


def _seat(seat, **fields):
    players = [{}, {}, {}, {}]
    players[seat] = fields
    return players


NO_DORA = {"dora_indicators": "1z"}            # makes South dora; none of these hands holds it

WORKED = {
    # Seat 1 (South) riichi, pinfu, self-draw: 3 han 20 fu, basic 20 x 2^5 = 640: the dealer pays 1300,
    # the others 700, each 200 more for 2 honba; seat 1's stick and the one on the table come back to it.
    "riichi pinfu tsumo": (
        _record(honba=2, sticks=1, players=_seat(1, hand="234789m23456p66s", declared_ready=True),
                wins=[{"winner": 1, "win_tile": "4p", "by": "self_draw",
                       "context": dict(NO_DORA, ura_dora_indicators="1z")}]),
        {"han": 3, "fu": 20, "limit": "", "basic": 640}, [-1500, 4300, -900, -900], -1000),
    # Open tanyao, pinfu shape, on a discard: 30 fu (20 + 2 for an open hand without fu), 1 han: 1000, +300.
    "open pinfu shape": (
        _record(honba=1, players=_seat(2, hand="567m34p678s88s", melds=[{"kind": "chow", "tiles": "234m", "from": 1}]),
                wins=[{"winner": 2, "win_tile": "5p", "by": "discard", "from": 3, "context": NO_DORA}]),
        {"han": 1, "fu": 30, "limit": "", "basic": 240}, [0, 0, 1300, -1300], 0),
    # Riichi, pinfu, tanyao and a dora (2p): 4 han 30 fu stays 7700, no kiriage mangan.
    "4 han 30 fu": (
        _record(players=_seat(1, hand="234567m23456p66s", declared_ready=True),
                wins=[{"winner": 1, "win_tile": "4p", "by": "discard", "from": 0,
                       "context": {"dora_indicators": "1p", "ura_dora_indicators": "1z"}}]),
        {"han": 4, "fu": 30, "limit": "", "basic": 1920}, [-7700, 7700, 0, 0], 0),
    # Thirteen orphans on a 13-sided wait counts one yakuman: the dealer's ron is 48000.
    "kokushi 13-sided": (
        _record(players=_seat(0, hand="19m19p19s1234567z"),
                wins=[{"winner": 0, "win_tile": "1m", "by": "discard", "from": 2, "context": NO_DORA}]),
        {"han": 13, "fu": 0, "limit": "yakuman", "basic": 8000, "yaku_ids": ["kokushi_13"]}, [48000, 0, -48000, 0], 0),
    # Riichi, self-draw, pinfu, tanyao, ryanpeikou and a full flush: 13 han of ordinary yaku is one yakuman.
    "counted yakuman": (
        _record(players=_seat(1, hand="2233446677855m", declared_ready=True),
                wins=[{"winner": 1, "win_tile": "8m", "by": "self_draw",
                       "context": dict(NO_DORA, ura_dora_indicators="1z")}]),
        {"han": 13, "limit": "yakuman", "basic": 8000}, [-16000, 32000, -8000, -8000], 0),
    # A red five in a claimed pung is a dora: tanyao and aka dora, 2 han 30 fu (20 + 2 + 2 -> 30): 2000.
    "red five in a pung": (
        _record(players=_seat(2, hand="234m345p678s8s", melds=[{"kind": "pung", "tiles": "550p", "from": 1}]),
                wins=[{"winner": 2, "win_tile": "8s", "by": "discard", "from": 3, "context": NO_DORA}]),
        {"han": 2, "fu": 30, "yaku_ids": ["aka_dora", "tanyao"]}, [0, 0, 2000, -2000], 0),
    # Robbing seat 1's added kong of 3m on an edge wait: chankan, 1 han 40 fu (30 + 2 -> 40): 1300.
    "chankan": (
        _record(players=[{}, {"melds": [{"kind": "pung", "tiles": "333m", "from": 0}]}, {"hand": "12m456p789s234s55s"}, {}],
                wins=[{"winner": 2, "win_tile": "3m", "by": "robbing_kong", "from": 1, "context": NO_DORA}]),
        {"han": 1, "fu": 40, "yaku_ids": ["chankan"]}, [0, -1300, 1300, 0], 0),
    # Double ron on seat 2's discard, listed out of turn order: seat 3 comes first after seat 2, so it
    # takes the honba (300) and both sticks (its own and the table's); seat 1 gets its 1000 alone.
    "double ron": (
        _record(honba=1, sticks=1,
                players=[{}, {"hand": "567m34p678s88s", "melds": [{"kind": "chow", "tiles": "234m", "from": 0}]}, {},
                         {"hand": "123456789m34p99s", "declared_ready": True}],
                wins=[{"winner": 1, "win_tile": "5p", "by": "discard", "from": 2, "context": NO_DORA},
                      {"winner": 3, "win_tile": "5p", "by": "discard", "from": 2,
                       "context": dict(NO_DORA, ura_dora_indicators="1z")}]),
        None, [0, 1000, -9000, 9000], -1000),
    # A drawn deal: the two seats not ready pay 1500 each to the two ready ones; sticks stay on the table.
    "drawn": (
        _record(sticks=2, players=[{"ready": True, "declared_ready": True}, {"ready": False}, {"ready": True},
                                   {"ready": False}], wins=[]),
        None, [500, -1500, 1500, -1500], 1000),
    # Nagashi mangan of seat 2: a mangan self-draw, no honba; the deal is drawn, so the stick stays.
    "nagashi mangan": (
        _record(honba=3, sticks=1, players=[{"ready": True}, {"ready": True, "declared_ready": True},
                                            {"ready": False}, {"ready": False}],
                wins=[{"winner": 2, "declared": "nagashi_mangan"}]),
        {"han": 5, "fu": 30, "limit": "mangan", "basic": 2000, "yaku_ids": ["nagashi_mangan"]},
        [-4000, -3000, 8000, -2000], 1000),
    # Daisangen whose third dragon pung seat 3 fed: on a self-draw seat 3 pays all of it, honba too.
    "pao self-draw": (
        _record(honba=1, players=_seat(1, hand="234m9p", melds=[
            {"kind": "pung", "tiles": "555z", "from": 2}, {"kind": "pung", "tiles": "666z", "from": 0},
            {"kind": "pung", "tiles": "777z", "from": 3}]),
            wins=[{"winner": 1, "win_tile": "9p", "by": "self_draw", "context": NO_DORA}]),
        {"limit": "yakuman", "basic": 8000, "yaku_ids": ["daisangen"]}, [0, 32300, 0, -32300], 0),
    # The same hand on the dealer's discard: the dealer and seat 3 pay half each, seat 3 the honba.
    "pao discard": (
        _record(honba=1, players=_seat(1, hand="234m9p", melds=[
            {"kind": "pung", "tiles": "555z", "from": 2}, {"kind": "pung", "tiles": "666z", "from": 0},
            {"kind": "pung", "tiles": "777z", "from": 3}]),
            wins=[{"winner": 1, "win_tile": "9p", "by": "discard", "from": 0, "context": NO_DORA}]),
        {"limit": "yakuman", "basic": 8000}, [-16000, 32300, 0, -16300], 0),
    # Daisangen and tsuuiisou: two yakuman; as Tenhou plays (the whole hand), seat 3 answers for both:
    # 4 x 16000 and the honba.
    "pao, two yakuman": (
        _record(honba=1, players=_seat(1, hand="1112z", melds=[
            {"kind": "pung", "tiles": "555z", "from": 2}, {"kind": "pung", "tiles": "666z", "from": 0},
            {"kind": "pung", "tiles": "777z", "from": 3}]),
            wins=[{"winner": 1, "win_tile": "2z", "by": "self_draw", "context": NO_DORA}]),
        {"han": 26, "limit": "yakuman", "basic": 16000, "yaku_ids": ["daisangen", "tsuuiisou"]},
        [0, 64300, 0, -64300], 0),
}

# The same deal where pao covers the pao yakuman alone: seat 3 answers for the daisangen (32000 and the
# honba), the tsuuiisou is paid as a self-draw by all three (16000 by the dealer, 8000 by the others).
PAO_YAKUMAN_ONLY = (WORKED["pao, two yakuman"][0], [-16000, 64300, -8000, -40300])


@pytest.mark.peer
@pytest.mark.parametrize("name", sorted(WORKED))
def test_worked_deals(name):
    from tests.riichi_peer import peer_result
    record, win, deltas, table = WORKED[name]
    assert check_record(record) == []
    result = peer_result(record)
    assert "error" not in result, result
    if win is not None:
        assert {k: result["wins"][0][k] for k in win} == win, result
    assert (result["deltas"], result["table"]) == (deltas, table), result


@pytest.mark.peer
def test_pao_may_cover_the_pao_yakuman_alone():
    from tests.riichi_peer import peer_result
    record, deltas = PAO_YAKUMAN_ONLY
    assert peer_result(record, pao_whole_hand=False)["deltas"] == deltas
