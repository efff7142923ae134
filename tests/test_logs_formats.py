"""The readers of mjai JSON lines and tenhou.net/6 logs: deals written by hand in both formats give the records their
play makes (each flag, meld and count), and broken or hostile logs give LogErrors, never a crash or a hang."""

from __future__ import annotations

import json
import random
import time

import pytest

from compiler.logs import LogError, read_log, read_mjai, read_tenhou6
from compiler.logs.common import LOG_ERROR_CODES
from generated import riichi
from tests.riichi_scripts import MIDDLE, YAOJIU, Script, mjai_log, tenhou6_log

FORMATS = {"mjai": (mjai_log, read_mjai), "tenhou6": (tenhou6_log, read_tenhou6)}


def read(fmt: str, *scripts: Script, name: str = "hand.log") -> list[dict]:
    write, reader = FORMATS[fmt]
    records = reader(write(*scripts), name=name)
    assert read_log(write(*scripts), name=name) == records  # told by its content
    for record in records:  # what the log says it paid is what the riichi scorer pays
        assert riichi.score(record)["deltas"] == record["meta"]["changes"], record["id"]
    return records


# ---------------------------------------------------------------- deals written by hand

def double_riichi_ippatsu() -> Script:
    """Seat 1 declares riichi with its first discard (double riichi), seat 3 deals in within the go-around (ippatsu);
    one honba and one stick on the table; a red five in the winner's hand and an ura-dora."""
    s = Script(["234567p234567s8p", "123456m789p406s5z", "789m11p99s1234z6z7z", "111s222s333s6m5z99m"],
               honba=1, sticks=1)
    s.turns(0, 1)
    s.draw(1)
    s.discard(1, riichi=True)
    s.turns(2, 1)
    s.draw(3)
    s.discard(3, "5z")
    s.win(1, 3, deltas=[0, 10300, 0, -8300], ura="6p",
          account=["満貫8000点", "両立直(2飜)", "一発(1飜)", "赤ドラ(1飜)", "裏ドラ(1飜)"])
    return s


@pytest.mark.parametrize("fmt", FORMATS)
def test_double_riichi_ippatsu_sticks_and_counters(fmt):
    [record] = read(fmt, double_riichi_ippatsu())
    assert record["id"] == "hand.log:1" and record["dealer"] == 0 and record["round_wind"] == "E"
    assert (record["honba"], record["riichi_sticks"]) == (1, 1)
    assert record["players"][1] == {"hand": "123456m789p406s5z", "declared_ready": True}
    assert record["wins"] == [{"winner": 1, "win_tile": "5z", "by": "discard", "from": 3, "context": {
        "declared_ready": True, "double_riichi": True, "ippatsu": True, "dora_indicators": "1z",
        "ura_dora_indicators": "6p"}}]
    assert record["meta"]["changes"] == [0, 9300, 0, -8300]  # the winner's own stick went down in the deal


def riichi_then_a_call() -> Script:
    """Seat 2 declares riichi with its second discard; seat 0 pungs seat 3's next discard, which ends the go-around;
    seat 2 then wins by self-draw."""
    s = Script(["2345m3456p67s9s77z", "111m222p666s777s8m", "234m567p345s888s1p", "99m99p11s22s33z4z5z7z"],
               dealer=1, keep="1p")
    s.turns(1, 5)
    s.draw(2)
    s.discard(2, riichi=True)
    s.draw(3)
    s.discard(3, "7z")
    s.call(0, "pung", "7z7z")
    s.discard(0, "9s")
    s.turns(1, 1)
    s.draw(2, "1p")
    s.win(2, deltas=[-500, -1000, 3000, -500], account=["30符2飜500-1000点", "立直(1飜)", "門前清自摸和(1飜)"])
    return s


@pytest.mark.parametrize("fmt", FORMATS)
def test_riichi_whose_go_around_a_call_ends(fmt):
    [record] = read(fmt, riichi_then_a_call())
    assert record["dealer"] == 1
    assert record["wins"] == [{"winner": 2, "win_tile": "1p", "by": "self_draw",
                               "context": {"declared_ready": True, "dora_indicators": "1z"}}]
    assert record["players"][0]["melds"] == [{"kind": "pung", "tiles": "777z", "from": 3}]


HAITEI_HANDS = ["111m999m111p999p1s", "234m567m345p678s2z", "111s999s1z3z4z5z6z7z7z", "550m550p550s1m1p2z2z"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_self_draw_on_the_walls_last_tile(fmt):
    s = Script(HAITEI_HANDS, dora="5z", keep="2z")
    assert s.turns(0, 69) == 1
    s.draw(1, "2z")
    s.win(1, deltas=[-1000, 2000, -500, -500], account=["30符2飜500-1000点", "門前清自摸和(1飜)", "海底摸月(1飜)"])
    [record] = read(fmt, s)
    assert record["wins"][0] == {"winner": 1, "win_tile": "2z", "by": "self_draw",
                                 "context": {"last_tile": True, "dora_indicators": "5z"}}


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_win_on_the_discard_after_the_walls_last_tile(fmt):
    s = Script([HAITEI_HANDS[0], HAITEI_HANDS[2], HAITEI_HANDS[1], HAITEI_HANDS[3]], dora="5z", keep="2z")
    s.turns(0, 69)
    s.draw(1, "2z")
    s.discard(1)
    s.win(2, 1, deltas=[0, -1300, 1300, 0], account=["40符1飜1300点", "河底撈魚(1飜)"])
    [record] = read(fmt, s)
    assert record["wins"][0] == {"winner": 2, "win_tile": "2z", "by": "discard", "from": 1,
                                 "context": {"last_tile": True, "dora_indicators": "5z"}}


@pytest.mark.parametrize("fmt", FORMATS)
def test_ready_seats_at_an_exhaustive_draw(fmt):
    """Seats 0 and 2 wait; seat 1 does not; seat 3 waits only on a tile it holds all four of: not ready."""
    s = Script(["234m567m345p678s2z", "1357m2468p1357s9s", "123p456p789p11s23s", "123s456s789s5555z"])
    s.turns(0, 70)
    s.drawn_deal("流局", [1500, -1500, 1500, -1500], reason=None if fmt == "mjai" else "fanpai")
    [record] = read(fmt, s)
    assert [p.get("ready", False) for p in record["players"]] == [True, False, True, False]
    assert record["wins"] == [] and record["meta"]["end"] == "wall"


@pytest.mark.parametrize("fmt", FORMATS)
def test_nagashi_mangan(fmt):
    s = Script(["555m0m555p0p555s0s2m", "111m999m111p999p1s", "234m678m234p678p9s", "111s999s1z2z3z4z5z6z7z"])
    s.turns(0, 70, pools={0: MIDDLE, 1: MIDDLE, 2: YAOJIU, 3: MIDDLE})
    s.drawn_deal("流し満貫", [-4000, -2000, 8000, -2000], reason="nagashimangan")
    [record] = read(fmt, s)
    assert record["wins"] == [{"winner": 2, "declared": "nagashi_mangan", "by": "self_draw"}]
    assert not any("ready" in p for p in record["players"]) and record["meta"]["end"] == "nm"


def rinshan() -> Script:
    """The dealer draws the fourth 1p, makes a concealed kong (a dora indicator turns) and wins on the replacement."""
    s = Script(["111p234m567m789s5z", "111s999s1z2z3z4z6z6z7z", "222p333p444p6m6m7z7z", "888p999p2s2s3s3s4s4s5s"],
               keep="1p5z3z")
    s.draw(0, "1p")
    s.concealed_kong(0, "1111p")
    s.turn_dora("3z")
    s.draw(0, "5z")
    s.win(0, deltas=[6000, -2000, -2000, -2000], account=["60符2飜2000点∀", "門前清自摸和(1飜)", "嶺上開花(1飜)"])
    return s


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_win_on_a_kongs_replacement(fmt):
    [record] = read(fmt, rinshan())
    assert record["players"][0] == {"hand": "234567m789s5z",
                                    "melds": [{"kind": "kong", "tiles": "1111p", "concealed": True}]}
    assert record["wins"][0] == {"winner": 0, "win_tile": "5z", "by": "self_draw",
                                 "context": {"kong_replacement": True, "dora_indicators": "13z"}}


def chankan() -> Script:
    """Seat 1 pungs 4p off the dealer, later adds the fourth; seat 2, waiting on 1p-4p, robs it."""
    s = Script(["4p222m333m777p888p", "44p666s777s888s11z", "123456789m23p99p", "11s22s33s55z66z77z3z"], keep="4p")
    s.draw(0)
    s.discard(0, "4p")
    s.call(1, "pung", "4p4p")
    s.discard(1, "1z")
    s.turns(2, 3)
    s.draw(1, "4p")
    s.added_kong(1, "4p")
    s.win(2, 1, deltas=[0, -7700, 7700, 0], account=["30符4飜7700点", "槍槓(1飜)", "平和(1飜)", "一気通貫(2飜)"])
    return s


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_robbed_added_kong(fmt):
    [record] = read(fmt, chankan())
    assert record["wins"] == [{"winner": 2, "win_tile": "4p", "by": "robbing_kong", "from": 1,
                               "context": {"dora_indicators": "1z"}}]
    assert record["players"][1] == {"hand": "666777888s1z", "melds": [{"kind": "pung", "tiles": "444p", "from": 0}]}


@pytest.mark.parametrize("fmt", FORMATS)
def test_wins_on_the_first_draw_and_a_log_of_two_deals(fmt):
    """Tenhou (the dealer's first draw) and chiihou (another seat's, no call before it), one deal after the other."""
    others = ["111s999s1z2z3z4z6z6z7z", "222s333s444s6m6m7z7z", "888s2z2z3z4z5z5z7s7s5s6s"]
    tenhou = Script(["123456789m123p5p", *others], keep="5p")
    tenhou.draw(0, "5p")
    tenhou.win(0, deltas=[48000, -16000, -16000, -16000], account=["役満16000点∀", "天和(役満)"])
    chiihou = Script([others[0], "123456789m123p5p", *others[1:]], keep="5p")
    chiihou.turns(0, 1)
    chiihou.draw(1, "5p")
    chiihou.win(1, deltas=[-16000, 32000, -8000, -8000], account=["役満8000-16000点", "地和(役満)"])
    records = read(fmt, tenhou, chiihou, name="two.log")
    assert [r["id"] for r in records] == ["two.log:1", "two.log:2"]
    assert [r["wins"][0]["context"] for r in records] == [{"first_draw": True, "dora_indicators": "1z"}] * 2
    assert [r["meta"]["wins"][0]["han"] for r in records if "wins" in r["meta"]] == \
        ([13, 13] if fmt == "tenhou6" else [])


def three_calls() -> Script:
    """Seat 3 chows 4p with a red five, pungs Red, makes an open kong of 2s (a dora turns), then wins on 8m: its melds
    stand in the order made."""
    s = Script(["1118999m19p266s7z", "1133557799s134z", "223344556677m4p", "06p77z222s3458m9p1z"], keep="3z")
    s.turns(0, 2)
    s.draw(2)
    s.discard(2, "4p")
    s.call(3, "chow", "0p6p")
    s.discard(3, "9p")
    s.draw(0)
    s.discard(0, "7z")
    s.call(3, "pung", "7z7z")
    s.discard(3, "1z")
    s.draw(0)
    s.discard(0, "2s")
    s.call(3, "kong", "2s2s2s")
    s.turn_dora("3z")
    s.draw(3)
    s.discard(3)
    s.draw(0)
    s.discard(0, "8m")
    s.win(3, 0, deltas=[-2600, 0, 0, 2600], account=["40符2飜2600点", "役牌 中(1飜)", "赤ドラ(1飜)"])
    return s


@pytest.mark.parametrize("fmt", FORMATS)
def test_melds_in_the_order_made_with_a_red_five(fmt):
    [record] = read(fmt, three_calls())
    assert record["players"][3] == {"hand": "3458m", "melds": [
        {"kind": "chow", "tiles": "406p", "from": 2}, {"kind": "pung", "tiles": "777z", "from": 0},
        {"kind": "kong", "tiles": "2222s", "from": 0}]}
    assert record["wins"] == [{"winner": 3, "win_tile": "8m", "by": "discard", "from": 0,
                               "context": {"dora_indicators": "13z"}}]


def a_later_discard_claimed() -> Script:
    """The dealer discards 5m twice; seat 2 pungs the second. Between the two, seat 2 takes nothing (seat 3 pungs
    seat 1's Red), so its pung could be read as of the first: a tenhou.net/6 reader must find the other reading."""
    s = Script(["55m111p999p1s9s2z3z4z", "7z222p333p444p6z6z1z", "50m9s666s777s888s1m", "77z234m567p345s9s1p"])
    s.draw(0)
    s.discard(0, "5m")
    s.draw(1)
    s.discard(1, "7z")
    s.call(3, "pung", "7z7z")
    s.discard(3, "1p")
    s.draw(0)
    s.discard(0, "5m")
    s.call(2, "pung", "5m0m")
    s.discard(2, "9s")
    s.win(3, 2, deltas=[0, 0, -1000, 1000], account=["30符1飜1000点", "役牌 中(1飜)"])
    return s


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_call_of_a_later_discard_of_the_same_tile(fmt):
    [record] = read(fmt, a_later_discard_claimed())
    assert record["players"][2]["melds"] == [{"kind": "pung", "tiles": "055m", "from": 0}]
    assert record["players"][3] == {"hand": "234m567p3459s", "melds": [{"kind": "pung", "tiles": "777z", "from": 1}]}
    assert record["wins"] == [{"winner": 3, "win_tile": "9s", "by": "discard", "from": 2,
                               "context": {"dora_indicators": "1z"}}]


@pytest.mark.parametrize("fmt", FORMATS)
def test_two_wins_off_one_discard(fmt):
    s = Script(["5p111p999p11m99m1z2z", "234m567m234s67p55s", "1199s2z3z4z5z6z7z888p", "345m678m345s46p77s"])
    s.draw(0)
    s.discard(0, "5p")
    s.win(1, 0, deltas=[-2000, 2000, 0, 0], account=["30符2飜2000点", "平和(1飜)", "断幺九(1飜)"])
    s.win(3, 0, deltas=[-1300, 0, 0, 1300], account=["40符1飜1300点", "断幺九(1飜)"])
    [record] = read(fmt, s)
    assert [(w["winner"], w["from"], w["win_tile"]) for w in record["wins"]] == [(1, 0, "5p"), (3, 0, "5p")]
    assert record["meta"]["changes"] == [-3300, 2000, 0, 1300]


@pytest.mark.parametrize("fmt", FORMATS)
def test_nine_terminals(fmt):
    """An abortive draw: mjai names none here, the reader tells it from the deal (the dealer's first draw)."""
    s = Script(["19m19p19s1234567z", "234m567m234s67p55s", "2233445566778p", "222m333m444m6s6s8s8s"])
    s.draw(0)
    s.drawn_deal("九種九牌")
    [record] = read(fmt, s)
    assert record["wins"] == [] and record["meta"]["end"] == "yao9"
    assert "hand" not in record["players"][0] and not any("ready" in p for p in record["players"])


# ---------------------------------------------------------------- logs written as text

MJAI_TENHOU = """{"type":"start_game","names":["a","b","c","d"]}
{"type":"start_kyoku","bakaze":"S","dora_marker":"C","kyoku":3,"honba":2,"kyotaku":0,"oya":2,"scores":[25000,25000,25000,25000],"tehais":[["1s","1s","1s","9s","9s","9s","E","S","W","N","P","F","F"],["2s","2s","2s","3s","3s","3s","4s","4s","4s","6m","6m","C","C"],["1m","2m","3m","4m","5m","6m","7m","8m","9m","1p","2p","3p","5p"],["8s","8s","8s","9p","9p","S","W","N","P","F","C","7p","7p"]]}
{"type":"tsumo","actor":2,"pai":"5pr"}
{"type":"hora","actor":2,"target":2,"pai":"5pr","deltas":[-16200,-16200,48600,-16200]}
{"type":"end_kyoku"}
{"type":"end_game"}
"""

TENHOU6_TENHOU = """{"title":["",""],"name":["a","b","c","d"],"rule":{"disp":"般南喰赤","aka":1},"log":[
[[6,2,0],[25000,25000,25000,25000],[47],[],
 [31,31,31,39,39,39,41,42,43,44,45,46,46],[],[],
 [32,32,32,33,33,33,34,34,34,16,16,47,47],[],[],
 [11,12,13,14,15,16,17,18,19,21,22,23,25],[52],[],
 [38,38,38,29,29,42,43,44,45,46,47,27,27],[],[],
 ["和了",[-16200,-16200,48600,-16200],[2,2,2,"役満16000点∀","天和(役満)"]]]
]}"""


@pytest.mark.parametrize("fmt, text", [("mjai", MJAI_TENHOU), ("tenhou6", TENHOU6_TENHOU)])
def test_a_log_written_as_text(fmt, text):
    """South 3, two honba: the dealer (seat 2) wins on its first draw, the red 5p."""
    [record] = FORMATS[fmt][1](text.encode(), name="t.log")
    assert record == {"id": "t.log:1", "dealer": 2, "round_wind": "S", "honba": 2, "riichi_sticks": 0,
                      "players": [{"hand": "111999s1234566z"}, {"hand": "66m222333444s77z"},
                                  {"hand": "123456789m1235p"}, {"hand": "7799p888s234567z"}],
                      "wins": [{"winner": 2, "win_tile": "0p", "by": "self_draw",
                                "context": {"first_draw": True, "dora_indicators": "7z"}}],
                      "meta": record["meta"]}
    assert record["meta"]["round"] == 6 and record["meta"]["changes"] == riichi.score(record)["deltas"]


# ---------------------------------------------------------------- broken and hostile logs

def whole(fmt: str) -> bytes:
    """A log of every deal above, the one the broken ones are made from."""
    return FORMATS[fmt][0](double_riichi_ippatsu(), riichi_then_a_call(), rinshan(), chankan(), three_calls())


def outcome(fmt: str, data: bytes, name: str = "f.log"):
    """The records read, or the LogError: each error names the file on one line, with a known code, within a second."""
    # this thread's processor seconds: neither a machine others share nor a thread an earlier test left stretches them
    started = time.thread_time()
    try:
        return FORMATS[fmt][1](data, name=name)
    except LogError as exc:
        for problem in [exc, *exc.others]:
            assert problem.code in LOG_ERROR_CODES
            assert problem.message.startswith(name + ": ") and "\n" not in problem.message, problem.message
        return exc
    finally:
        assert time.thread_time() - started < 1.0


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_log_cut_anywhere_keeps_the_deals_before_the_cut(fmt):
    data = whole(fmt)
    full = FORMATS[fmt][1](data, name="f.log")
    assert len(full) == 5
    cuts = sorted({*range(0, len(data), 7)} | {i + 1 for i, b in enumerate(data) if b == ord("\n")})
    codes = set()
    for cut in cuts:
        got = outcome(fmt, data[:cut])
        records = got.records if isinstance(got, LogError) else got
        assert records == full[:len(records)]
        if isinstance(got, LogError):
            codes.add(got.code)
    assert "cut_short" in codes


@pytest.mark.parametrize("fmt", FORMATS)
def test_each_event_left_out_or_doubled(fmt):
    """Every event of the mjai log, or every item of each seat's lists in the tenhou.net/6 log, left out and doubled:
    almost always a LogError (where the play still holds, records); the deals before the one touched read as from the
    whole, and in a tenhou.net/6 log the deals after it too."""
    data = whole(fmt)
    full = FORMATS[fmt][1](data, name="f.log")
    variants = []  # (the log, the number of the deal touched)
    if fmt == "mjai":
        lines = data.splitlines(keepends=True)
        deal = 0
        for i, line in enumerate(lines):
            deal += b'"start_kyoku"' in line
            variants += [(b"".join(lines[:i] + lines[i + 1:]), deal), (b"".join(lines[:i + 1] + lines[i:]), deal)]
    else:
        log = json.loads(data)
        for d, deal in enumerate(log["log"]):
            for part in range(4, 16):
                for i in range(len(deal[part])):
                    for change in ("drop", "double"):
                        copy = json.loads(data)
                        items = copy["log"][d][part]
                        items.insert(i, items[i]) if change == "double" else items.pop(i)
                        variants.append((json.dumps(copy, ensure_ascii=False).encode(), d + 1))
    broken = 0
    for variant, touched in variants:
        got = outcome(fmt, variant)
        broken += isinstance(got, LogError)
        for record in got.records if isinstance(got, LogError) else got:
            number = int(record["id"].rsplit(":", 1)[1])
            if number < touched or fmt == "tenhou6" and number > touched:
                assert record == full[number - 1]
    assert broken >= len(variants) * 0.9


HOSTILE = [10 ** 30, -1, 2.5, True, None, "5mr", "0m", "?", "x" * 5000, [], {}, [[[[1]]]], "", "99", 99, 51,
           int("9" * 4000), float("inf")]


def hostile_values(fmt: str, rng: random.Random, data: bytes, count: int) -> list[bytes]:
    """The log with one value replaced by a hostile one (huge and negative numbers, wrong types, unknown tiles)."""
    out = []
    if fmt == "mjai":
        events = [json.loads(line) for line in data.splitlines()]
        for _ in range(count):
            copy = json.loads(json.dumps(events))
            event = rng.choice(copy)
            key = rng.choice(sorted(event))
            if isinstance(event[key], list) and event[key] and rng.random() < 0.5:
                target = event[key]
                while isinstance(target[0], list) and rng.random() < 0.7:
                    target = target[0]
                target[rng.randrange(len(target))] = rng.choice(HOSTILE)
            else:
                event[key] = rng.choice(HOSTILE)
            out.append("".join(json.dumps(e) + "\n" for e in copy).encode())
    else:
        log = json.loads(data)
        for _ in range(count):
            copy = json.loads(json.dumps(log))
            target = copy["log"][rng.randrange(len(copy["log"]))]
            while True:
                i = rng.randrange(len(target))
                if isinstance(target[i], list) and target[i] and rng.random() < 0.7:
                    target = target[i]
                    continue
                target[i] = rng.choice(HOSTILE)
                break
            out.append(json.dumps(copy).encode())
    return out


@pytest.mark.parametrize("fmt", FORMATS)
def test_corrupted_and_hostile_logs_give_clean_errors(fmt):
    rng = random.Random(61)
    data = whole(fmt)
    cases = hostile_values(fmt, rng, data, 400)
    for _ in range(300):  # a byte flipped, deleted or doubled
        damaged = bytearray(data)
        i = rng.randrange(len(damaged))
        kind = rng.randrange(3)
        if kind == 0:
            damaged[i] ^= 1 << rng.randrange(8)
        elif kind == 1:
            del damaged[i]
        else:
            damaged.insert(i, damaged[i])
        cases.append(bytes(damaged))
    cases += [b"", b"{}", b"[]", b"{\"log\": 5}", b"{\"type\": 5}", b"\xff\xfe{", b"{" * 100_000,
              b"[" * 100_000, b"{\"log\":[" + b"[" * 50_000 + b"]", "{\"log\":[[[0,0,0]]]}".encode()]
    codes = set()
    for case in cases:
        got = outcome(fmt, case)
        if isinstance(got, LogError):
            codes.add(got.code)
    assert {"bad_attribute", "bad_tile", "bad_play"} <= codes
    assert codes <= set(LOG_ERROR_CODES)


@pytest.mark.parametrize("fmt, data, code", [
    ("mjai", b'{"type":"start_kyoku","bakaze":"E","dora_marker":"1m","kyoku":1,"honba":0,"kyotaku":0,"oya":0,'
             b'"tehais":[["?","?","?","?","?","?","?","?","?","?","?","?","?"],["?"],["?"],["?"]]}\n', "unsupported"),
    ("mjai", b'{"type":"start_kyoku","bakaze":"E","dora_marker":"1m","kyoku":1,"honba":0,"kyotaku":0,"oya":0,'
             b'"tehais":[["1m","1m","1m","1m","2m","2m","2m","2m","3m","3m","3m","3m","4m"],[],[],[]]}\n',
     "three_player"),
    ("mjai", b'{"type":"hello"}\n', "bad_tag"),
    ("mjai", b'{"type":"tsumo","actor":0,"pai":"1m"}\n', "bad_play"),
    ("tenhou6", b'{"log":[[[0,0,0],[0,0,0,0],[11],[],[],[],[],[],[],[],[],[],[],[],[],[],["\xe6\xb5\x81\xe5\xb1\x80"]]]}',
     "three_player"),
    ("tenhou6", b'{"name":["a"]}', "not_a_log"),
    ("tenhou6", b'{"log":[[[0,0,0],[0,0,0,0]]]}', "bad_attribute"),
])
def test_what_no_reader_can_take_is_named(fmt, data, code):
    got = outcome(fmt, data)
    assert isinstance(got, LogError) and got.code == code, got


def test_the_readers_tell_the_formats_apart():
    assert read_log(mjai_log(rinshan()), name="a")[0]["meta"]["log"] == "mjai"
    assert read_log(tenhou6_log(rinshan()), name="a")[0]["meta"]["log"] == "tenhou6"
    with pytest.raises(LogError) as records:
        read_log(b'{"id": "x", "players": []}\n', name="records.jsonl")
    assert records.value.code == "not_a_log"
