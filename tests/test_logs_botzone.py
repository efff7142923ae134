"""The Botzone match reader: the published sample's matches read into mcr_botzone records and scored as Botzone
scored them; matches written here for every kind of line; broken files refused match by match, never a crash."""

from __future__ import annotations

import gzip
import json
import os
import random
import subprocess
import sys

import pytest

from compiler import optional
from compiler.logs import LogError, read_botzone, read_log
from compiler.logs.botzone import MatchPart, match_parts, read_match_part
from compiler.logs.common import LOG_ERROR_CODES
from generated import mcr_botzone
from tests.conftest import ROOT

# The sample of Botzone's data set sits beside the project, never in it (../shared/logs/README.md says where from).
SAMPLE = ROOT.parent / "shared" / "logs" / "botzone" / "sample.txt"
MATCHES = 16


@pytest.fixture(scope="module")
def sample():
    """(the sample's bytes, its records); skips where the sample is not beside the project."""
    if not SAMPLE.is_file() or optional.hidden_reason("seeds"):
        if os.environ.get("MJC_REQUIRE_SEEDS") == "1":
            pytest.fail(f"MJC_REQUIRE_SEEDS=1, but the Botzone sample {SAMPLE} is missing")
        pytest.skip(optional.hidden_reason("seeds") or f"the Botzone sample is not at {SAMPLE} (beside the project)")
    return SAMPLE.read_bytes(), read_botzone(SAMPLE)


def disagreement(record: dict) -> list:
    """What mcr_botzone gives that Botzone did not: the fan total, each seat's change, and the fan list (whose names
    the publication lost to `?`, one a character: their lengths and counts are compared with the patterns')."""
    result = mcr_botzone.score(record)
    if "error" in result:
        return [result["error"]]
    meta = record["meta"]
    problems = []
    if result["deltas"] != meta["changes"]:
        problems.append(("changes", result["deltas"], meta["changes"]))
    if meta["end"] == "draw":
        return problems + ([("wins", result["wins"])] if result["wins"] else [])
    [win] = result["wins"]
    if win["total"] != meta["fan"]:
        problems.append(("fan", win["total"], meta["fan"]))
    got = sorted((len(p["name"]), p["count"]) for p in win["patterns"])
    want = sorted((len(name), count) for name, count in meta["fans"])
    if got != want:
        problems.append(("fans", [(p["name"], p["count"]) for p in win["patterns"]], meta["fans"]))
    return problems


# ---------------------------------------------------------------- the published sample

def test_every_match_of_the_sample_is_read(sample):
    _data, records = sample
    assert len(records) == MATCHES
    assert [r["id"] for r in records[:2]] == ["sample.txt:1", "sample.txt:2"]
    assert records[0]["meta"] == {"log": "botzone", "file": "sample.txt", "deal": 1,
                                  "match": "61602cb45ddc087351c04358", "line": 1, "wind": 1, "end": "win", "fan": 9,
                                  "fans": [["???", 1], ["??", 1], ["???", 1]], "changes": [-8, 33, -17, -8]}
    assert all(r["dealer"] == 0 and "ruleset" not in r for r in records)


def test_every_match_scores_as_botzone_scored_it(sample):
    _data, records = sample
    differ = {r["id"]: disagreement(r) for r in records}
    differ = {k: v for k, v in differ.items() if v}
    print(f"{MATCHES - len(differ)} of {MATCHES} matches agree with Botzone's fan totals and scores")
    assert differ == {}


def test_what_the_sample_holds(sample):
    """The counts are the sample's own: what the agreement above covers."""
    _data, records = sample
    wins = [w for r in records for w in r["wins"]]
    melds = [m for r in records for p in r["players"] for m in p.get("melds", [])]
    assert [r["meta"]["end"] for r in records].count("draw") == 2
    assert [sum(w["by"] == by for w in wins) for by in ("self_draw", "discard", "robbing_kong")] == [6, 8, 0]
    assert [k for w in wins for k, v in w["context"].items() if v] == ["last_of_kind"] * 2
    assert [sum(m["kind"] == kind for m in melds) for kind in ("chow", "pung", "kong")] == [33, 23, 5]
    assert sum(m.get("concealed", False) for m in melds) == 2 and sum(m.get("added", False) for m in melds) == 2
    assert sorted({r["round_wind"] for r in records}) == ["E", "N", "S", "W"]


def test_the_prevailing_wind_is_read_east_south_west_north(sample):
    """`Wind 3` is North: match 6, won by seat 3 (North) with a North pung, scores its 圈风刻 and 门风刻 only so.
    (The data set's own notes list the winds as East, North, West, South; the platform's scores say otherwise.)"""
    _data, records = sample
    record = records[5]
    assert record["meta"]["wind"] == 3 and record["round_wind"] == "N"
    assert {"kind": "pung", "tiles": "444z", "from": 0} in record["players"][3]["melds"]
    assert disagreement(record) == []
    assert disagreement({**record, "round_wind": "S"}) != []


# ---------------------------------------------------------------- matches written here

# Every kind of line: a chow, a pung that took over a chow (Ignore), a kong of a discard and its replacement, a
# concealed kong, a pung grown to a kong, and seat 0's self-draw on that kong's replacement (杠上开花).
KONGS = """\
Match handmade-kongs
Wind 0
Player 0 Deal B1 B1 B1 W2 W3 W4 T2 T3 T4 J2 J2 F4 W9
Player 1 Deal W7 W8 B7 B7 T5 T6 T7 F2 F2 J1 J1 J3 W6
Player 2 Deal T5 T5 T5 W7 B8 B9 T8 T8 F3 F3 W5 B3 B7
Player 3 Deal T1 T1 T1 W1 W1 W3 W3 B4 B5 B6 F1 F1 J3
Player 0 Draw J1
Player 0 Play W9
Player 1 Chi W8
Player 1 Play W6
Player 2 Draw B2
Player 2 Play B7
Player 1 Peng B7 Ignore Player 3 Chi B6
Player 1 Play T5
Player 2 Gang T5
Player 2 Draw W2
Player 2 Play W2
Player 3 Draw J2
Player 3 Play J2
Player 0 Peng J2
Player 0 Play J1
Player 1 Draw W1
Player 1 Play W1
Player 2 Draw T9
Player 2 Play T9
Player 3 Draw T1
Player 3 AnGang T1
Player 3 Draw B8
Player 3 Play B8
Player 0 Draw J2
Player 0 BuGang J2
Player 0 Draw F4
Player 0 Hu F4
Fan 20 ????*1+???*1+??*1+???*1+???*1+??*1+???*1
Score 84 -28 -28 -28
"""

# Seat 1 pungs 5p, then adds the fourth; seat 2, waiting on 2p-5p, robs it (抢杠和): seat 1 keeps its pung and pays.
ROB = """\
Match handmade-rob
Wind 1
Player 0 Deal B5 J1 J1 J1 F1 F1 F1 F2 F2 F2 F3 F3 W9
Player 1 Deal B5 B5 W2 W3 W4 T2 T3 T4 T6 T7 T8 J3 F4
Player 2 Deal B3 B4 W5 W6 W7 T5 T6 T7 B7 B8 B9 J2 J2
Player 3 Deal W8 W8 B6 B6 T1 T1 T9 T9 F4 F4 J3 J3 W1
Player 0 Draw W9
Player 0 Play B5
Player 1 Peng B5
Player 1 Play F4
Player 2 Draw T9
Player 2 Play T9
Player 3 Draw W2
Player 3 Play W2
Player 0 Draw T1
Player 0 Play T1
Player 1 Draw B5
Player 1 BuGang B5
Player 2 Hu B5
Fan 11 ???*1+???*1+???*1
Score -8 -19 35 -8
"""

TILES = [f"{suit}{n}" for suit in "WBT" for n in range(1, 10)] + [f"F{n}" for n in range(1, 5)] + ["J1", "J2", "J3"]


def wall_match(name: str, hands: list[str], end: list[str], first: tuple = (), last: str | None = None,
               stop: int = 84) -> str:
    """A match whose seats play every tile they draw (no claims), drawing in turn: the tiles `first`, the others
    shuffled, and `last` as the `stop`th draw (the 84th is seat 3's last: every wall is then empty), which `end`
    follows."""
    left = [t for t in TILES for _ in range(4)]
    for tile in " ".join(hands).split() + list(first) + ([last] if last else []):
        left.remove(tile)
    random.Random(name).shuffle(left)
    draws = (list(first) + left)[:stop - 1 if last else stop] + ([last] if last else [])
    lines = [f"Match {name}", "Wind 2"] + [f"Player {s} Deal {hand}" for s, hand in enumerate(hands)]
    for i, tile in enumerate(draws):
        lines.append(f"Player {i % 4} Draw {tile}")
        if i < stop - 1:
            lines.append(f"Player {i % 4} Play {tile}")
    return "\n".join(lines + end) + "\n"


# Each seat draws its whole wall of 21 but the last one. Seat 0 waits on 3m (1m..9m), seat 3 on 5p (a mixed straight);
# no seat holds a 3m.
WAITING = ["W1 W2 W4 W5 W6 W7 W8 W9 B2 B3 B4 F3 F3", "W5 W5 W5 T9 T9 T9 F4 F4 F4 J1 J1 J1 W6",
           "B9 B9 B9 T1 T1 T1 F2 F2 F2 J2 J2 J2 W1", "B1 B2 B3 T4 T5 T6 W7 W8 W9 F1 F1 F1 B5"]
# the wall's last tile, drawn by seat 3, which wins on it (妙手回春)
LAST_DRAW = wall_match("handmade-last-draw", WAITING, ["Player 3 Hu B5", "Fan 22 ??*1+????*1+???*1+???*1+???*1",
                                                                  "Score -30 -30 -30 90"], last="B5")
# seat 3 plays the wall's last tile, seat 0 wins on it (海底捞月) and seat 2's claim of it is ignored
LAST_PLAY = wall_match("handmade-last-play", WAITING, [
    "Player 3 Play W3", "Player 0 Hu W3 Ignore Player 2 Hu W3", "Fan 32 ??*1+????*1+???*1+???*1+???*1+??*1",
    "Score 56 -8 -8 -40"], last="W3")
# no seat wins: the wall is drawn out (荒庄)
DRAWN = wall_match("handmade-drawn", WAITING, ["Player 3 Play W3", "Huang", "Score 0 0 0 0"], last="W3")
# three 3m are played first; seat 0 wins on the fourth (和绝张), which seat 2 draws and plays at its second draw
LAST_COPY = wall_match("handmade-last-copy", WAITING, ["Player 2 Play W3", "Player 0 Hu W3",
                                                       "Fan 24 ??*1+???*1+???*1+???*1+??*1", "Score 48 -8 -32 -8"], first=("W3", "W3", "W3", "T2", "T3", "T4"),
                       last="W3", stop=7)


def one(text: str, name: str = "m.txt") -> dict:
    [record] = read_botzone(text.encode(), name=name)
    return record


def test_every_kind_of_line():
    record = one(KONGS)
    assert record["players"] == [
        {"hand": "234m111p234s4z", "melds": [{"kind": "kong", "tiles": "6666z", "from": 3, "added": True}]},
        {"hand": "67s22577z", "melds": [{"kind": "chow", "tiles": "789m", "from": 0},
                                        {"kind": "pung", "tiles": "777p", "from": 2}]},
        {"hand": "57m2389p88s33z", "melds": [{"kind": "kong", "tiles": "5555s", "from": 1}]},
        {"hand": "1133m456p115z", "melds": [{"kind": "kong", "tiles": "1111s", "concealed": True}]}]
    assert record["wins"] == [{"winner": 0, "win_tile": "4z", "by": "self_draw",
                               "context": {"kong_replacement": True}}]
    assert record["round_wind"] == "E"
    assert disagreement(record) == []
    assert "out_with_replacement_tile" in [p["id"] for p in mcr_botzone.score(record)["wins"][0]["patterns"]]


def test_a_robbed_kong_stays_a_pung():
    """The three of the pung are in sight, so the robbed tile is the last copy too; 抢杠和 leaves 和绝张 out."""
    record = one(ROB)
    assert record["wins"] == [{"winner": 2, "win_tile": "5p", "by": "robbing_kong", "from": 1,
                               "context": {"last_of_kind": True}}]
    assert record["players"][1] == {"hand": "234m234678s5z", "melds": [{"kind": "pung", "tiles": "555p", "from": 0}]}
    assert record["round_wind"] == "S"
    assert disagreement(record) == []


@pytest.mark.parametrize("text, win, context", [
    (LAST_DRAW, {"winner": 3, "win_tile": "5p", "by": "self_draw"}, {"last_tile": True}),
    (LAST_PLAY, {"winner": 0, "win_tile": "3m", "by": "discard", "from": 3}, {"last_tile": True,
                                                                            "last_of_kind": True}),
    (LAST_COPY, {"winner": 0, "win_tile": "3m", "by": "discard", "from": 2}, {"last_of_kind": True}),
], ids=["last-draw", "last-play", "last-copy"])
def test_the_last_tile_and_the_last_copy(text, win, context):
    record = one(text)
    assert record["wins"] == [{**win, "context": context}]
    assert disagreement(record) == []


def test_a_drawn_match_has_no_wins():
    record = one(DRAWN)
    assert record["wins"] == [] and record["meta"]["end"] == "draw" and "fan" not in record["meta"]
    assert record["players"][0] == {"hand": "12456789m234p33z"}
    assert mcr_botzone.score(record)["deltas"] == [0, 0, 0, 0] == record["meta"]["changes"]


def test_a_file_of_matches_and_the_ruleset_named():
    records = read_botzone((KONGS + "\n" + ROB + "\n\n" + DRAWN).encode(), name="three.txt", ruleset="mcr_botzone")
    assert [r["id"] for r in records] == ["three.txt:1", "three.txt:2", "three.txt:3"]
    assert [r["meta"]["line"] for r in records] == [1, 37, 60]
    assert all(r["ruleset"] == "mcr_botzone" for r in records)
    assert all("error" not in mcr_botzone.score(r) for r in records)


def test_crlf_lines_and_gzip_read_alike():
    assert read_botzone(KONGS.replace("\n", "\r\n").encode(), name="m.txt") == [one(KONGS)]
    assert read_log(gzip.compress(KONGS.encode()), name="m.txt") == [one(KONGS)]


# ---------------------------------------------------------------- broken files

def first_line(text: str, prefix: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(prefix))


@pytest.mark.parametrize("old, new, code, words", [
    ("Wind 0", "Wind 7", "bad_attribute", "the winds are 0..3"),
    ("Player 0 Draw J1", "Player 0 Draw X1", "bad_tile", "is no tile"),
    ("Player 0 Draw J1", "Player 0 Draw H3", "bad_tile", "H3 is a flower"),
    ("Player 2 Draw B2", "Player 2 Draw T5", "bad_tile", "a fifth 5s"),
    ("Player 0 Draw J1", "Player 0 Drew J1", "bad_tag", "unknown kind 'Drew'"),
    ("Player 0 Draw J1", "Player 1 Draw J1", "bad_play", "seat 1 draws out of turn"),
    ("Player 0 Play W9", "Player 0 Play W8", "bad_play", "which it does not hold"),
    ("Player 1 Chi W8", "Player 2 Chi W8", "bad_play", "chows when the seat before it has not just played"),
    ("Player 1 Peng B7 Ignore Player 3 Chi B6", "Player 1 Peng B7 Ignore Player 1 Chi B6", "bad_attribute",
     "an ignored claim of seat '1'"),
    ("Player 2 Gang T5", "Player 2 Gang T6", "bad_play", "claims 6s for a kong, but the tile played is 5s"),
    ("Player 3 AnGang T1", "Player 3 AnGang T2", "bad_play", "without four of it"),
    ("Player 0 BuGang J2", "Player 0 BuGang J3", "bad_play", "adds J3 to a pung it has not made"),
    ("Player 0 Hu F4", "Player 0 Hu F3", "bad_play", "wins on F3, but the tile to win on is 4z"),
    ("Player 0 Hu F4", "Huang", "bad_play", "a drawn match (Huang) other than after a tile played"),
    ("Fan 20 ", "Fan x ", "bad_attribute", "a Fan line is"),
    ("Score 84 -28 -28 -28", "Score 84 -28 -28", "bad_attribute", "four seats' scores"),
    ("Score 84 -28 -28 -28", "Score 84 -28 -28 -27", "bad_attribute", "do not add up to 0"),
    ("Score 84 -28 -28 -28", "Score 84 -28 -28 -2\u00b2", "bad_attribute", "not a whole number"),
])
def test_a_broken_line_is_named(old, new, code, words):
    broken = KONGS.replace(old, new, 1)
    with pytest.raises(LogError) as bad:
        read_botzone(broken.encode(), name="k.txt")
    line = first_line(broken, new)
    assert bad.value.code == code
    assert bad.value.message.startswith(f"k.txt: match 1 (handmade-kongs), line {line} ({new.strip()}")
    assert words in bad.value.message and bad.value.records == [] and bad.value.others == []


def test_a_drawn_match_that_scores_is_inconsistent():
    with pytest.raises(LogError) as bad:
        read_botzone(DRAWN.replace("Score 0 0 0 0", "Score 8 -8 0 0").encode(), name="d.txt")
    assert bad.value.code == "inconsistent"


def test_huang_with_tiles_left_to_draw():
    text = wall_match("early", WAITING, ["Player 2 Play W3", "Huang", "Score 0 0 0 0"], last="W3", stop=83)
    with pytest.raises(LogError) as bad:
        read_botzone(text.encode(), name="e.txt")
    assert bad.value.code == "bad_play" and "seat 3, next to draw, has 1 tiles left in its wall" in bad.value.message


def test_broken_matches_are_dropped_and_the_others_read():
    """Each broken match is an error of its own; every other match of the file is read, before and after."""
    text = KONGS.replace("Player 0 Play W9", "Player 0 Play W8") + ROB + DRAWN.rsplit("\n", 4)[0]
    with pytest.raises(LogError) as bad:
        read_botzone(text.encode(), name="f.txt")
    assert bad.value.code == "bad_play" and bad.value.message.startswith("f.txt: match 1 (handmade-kongs), line 8 ")
    assert [r["meta"]["match"] for r in bad.value.records] == ["handmade-rob"]
    assert bad.value.records[0]["id"] == "f.txt:2"
    [cut] = bad.value.others
    assert cut.code == "cut_short" and cut.message.startswith("f.txt: match 3 (handmade-drawn), line ")
    assert "(the end of the file): the file ends before the match's result" in cut.message


def test_a_match_without_its_end_is_cut_short():
    text = KONGS.split("Player 0 BuGang")[0] + ROB
    with pytest.raises(LogError) as bad:
        read_botzone(text.encode(), name="c.txt")
    assert bad.value.code == "cut_short"
    assert bad.value.message == ("c.txt: match 1 (handmade-kongs), line 31 (Match handmade-rob): match 1 has no "
                                 "result before the next match begins: it is cut short")
    assert [r["meta"]["match"] for r in bad.value.records] == ["handmade-rob"]


@pytest.mark.parametrize("data, code", [
    (b"", "not_a_log"),
    (b'{"hand": "123m456m789p78s55z", "win_tile": "9s"}', "not_a_log"),
    (b'<mjloggm ver="2.3"></mjloggm>', "not_a_log"),
    (b"\x1f\x8bnot gzip at all", "unreadable"),
    (b"Wind 0\nPlayer 0 Deal W1\n", "not_a_log"),
])
def test_what_is_no_match_file_is_refused(data, code):
    with pytest.raises(LogError) as refused:
        read_botzone(data, name="f.txt")
    assert refused.value.code == code
    assert refused.value.message.startswith("f.txt: ")


def clean(record: dict) -> dict:
    """A record without what depends on its place in the file (its number and line), to compare matches by."""
    meta = {k: v for k, v in record["meta"].items() if k not in ("deal", "line")}
    return {**{k: v for k, v in record.items() if k != "id"}, "meta": meta}


def fuzz(data: bytes, name: str, rng: random.Random) -> set:
    """Cut `data` at every line and corrupt it 300 ways: each case gives records or LogErrors with known codes,
    and every match the damage did not touch is read as from the whole file."""
    whole = {r["meta"]["match"]: clean(r) for r in read_botzone(data, name=name)}
    lines = data.split(b"\n")
    starts = [i for i, line in enumerate(lines) if line.startswith(b"Match ")]
    codes = set()

    def check(case: bytes, touched: set[int]) -> None:
        try:
            records, errors = read_botzone(case, name=name), []
        except LogError as exc:
            records, errors = exc.records, [exc, *exc.others]
        for error in errors:
            codes.add(error.code)
            assert error.code in LOG_ERROR_CODES
            assert error.message.startswith(name + ": ") and "\n" not in error.message
        read = {r["meta"]["match"]: clean(r) for r in records}
        for number, start in enumerate(starts):
            match_id = lines[start].split()[1].decode()
            if number not in touched and match_id in whole:
                assert read.get(match_id) == whole[match_id], (match_id, touched)

    def match_of(line: int) -> int:
        return max([n for n, start in enumerate(starts) if start <= line] or [0])

    for end in range(len(lines)):  # cut after every line, and in the middle of it
        for case in (b"\n".join(lines[:end]), b"\n".join(lines[:end + 1])[:-3]):
            check(case, set(range(match_of(end), len(starts))))
    tokens = sorted({t for line in lines for t in line.split()})
    tokens += [b"", "\u00b2".encode(), "\uff19".encode(), b"x" * 200, b"W10", b"H5", b"-", b"Player", b"\xff"]
    for _ in range(300):
        at = rng.randrange(len(lines))
        broken = list(lines)
        how = rng.randrange(5)
        if how == 0:    # a bit flipped
            line = bytearray(broken[at] or b" ")
            line[rng.randrange(len(line))] ^= 1 << rng.randrange(8)
            broken[at] = bytes(line)
        elif how == 1:  # a line lost
            del broken[at]
        elif how == 2:  # a line twice
            broken.insert(at, lines[at])
        elif how == 3:  # two lines swapped
            at = min(at, len(lines) - 2)
            broken[at], broken[at + 1] = broken[at + 1], broken[at]
        else:           # a word of the line replaced by another of the file
            words = broken[at].split() or [b""]
            words[rng.randrange(len(words))] = rng.choice(tokens)
            broken[at] = b" ".join(words)
        touched = {match_of(at), match_of(at + 1)}
        check(b"\n".join(broken), touched)
    return codes


def test_cut_and_corrupted_matches_give_clean_errors():
    codes = fuzz((KONGS + "\n" + ROB + "\n" + LAST_COPY + "\n" + DRAWN).encode(), "made.txt", random.Random(5))
    assert {"cut_short", "bad_tag", "bad_tile", "bad_play", "bad_attribute"} <= codes


def test_the_sample_cut_and_corrupted_gives_clean_errors(sample):
    data, _records = sample
    codes = fuzz(data, "sample.txt", random.Random(16))
    assert {"cut_short", "bad_tag", "bad_tile", "bad_play", "bad_attribute"} <= codes


def read_in_parts(data: bytes, matches_a_part: int) -> tuple[list, list]:
    """The records and the errors (code, message) of a file read whole, or part by part as mjc game's workers do."""
    records, errors = [], []
    parts = [MatchPart(data)] if matches_a_part == 0 else match_parts(data, matches_a_part)
    for part in parts:
        try:
            records += read_match_part("f.txt", part, "mcr_botzone")
        except LogError as exc:
            records += exc.records
            errors += [(e.code, e.message) for e in (exc, *exc.others)]
    return records, errors


def test_a_file_read_in_parts_gives_the_records_and_errors_of_the_whole():
    """Cut before every k-th Match line, a file of matches reads as it does whole: the same records, and the same
    errors in the same words and places, a match cut short by the next part's Match line among them."""
    made = (KONGS + "\n" + ROB + "\n" + LAST_COPY + "\n" + DRAWN + "\n").encode() * 3
    rng = random.Random(11)
    cases = [made, b"junk\n" + made, made[:len(made) // 2], KONGS.split("Player 0 BuGang")[0].encode() + made, b""]
    for _ in range(150):
        data = bytearray(made)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(data))
            choice = rng.random()
            if choice < 0.3:
                del data[at:at + rng.randint(1, 200)]
            elif choice < 0.6:
                data[at] = rng.randrange(256)
            else:
                data[at:at] = rng.choice([b"Match x\n", b"\nMatch 12\n", b" Match\n", b"\xc2\x85Match y\n", b"\n"])
        cases.append(bytes(data))
    cut_by_the_next = 0
    for data in cases:
        whole = read_in_parts(data, 0)
        cut_by_the_next += any("before the next match begins" in message for _code, message in whole[1])
        for k in (1, 2, 5):
            assert read_in_parts(data, k) == whole, (data[:200], k)
    assert cut_by_the_next >= 5
    assert len(read_in_parts(made, 1)[0]) == 12 and len(list(match_parts(made, 5))) == 3


# ---------------------------------------------------------------- read_log and the command

def test_read_log_tells_the_format_by_content(tmp_path):
    path = tmp_path / "matches.log"
    path.write_text(ROB, encoding="utf-8")
    assert read_log(path) == read_botzone(path)
    assert read_log(ROB.encode(), name="m.txt", ruleset="mcr_botzone")[0]["ruleset"] == "mcr_botzone"
    with pytest.raises(LogError) as neither:
        read_log(b"hello\n", name="h.txt")
    assert neither.value.code == "not_a_log" and neither.value.message.startswith("h.txt: not a log mjc reads: a Tenhou mjlog")


def mjc(*args):
    proc = subprocess.run([sys.executable, "-m", "compiler", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def test_mjc_log_reads_matches_and_names_each_broken_one(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text(KONGS + "\n" + ROB, encoding="utf-8")
    broken = tmp_path / "broken.txt"
    broken.write_text(KONGS.replace("Wind 0", "Wind 9") + ROB + DRAWN.rsplit("\n", 4)[0], encoding="utf-8")
    other = tmp_path / "other.txt"
    other.write_text("not a log\n", encoding="utf-8")
    proc = mjc("log", str(good), str(broken), str(other))
    assert proc.returncode == 1
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [line["id"] for line in lines] == ["good.txt:1", "good.txt:2", "broken.txt:2"]
    assert lines[:2] == read_botzone(good)
    errors = proc.stderr.splitlines()
    assert [e.split(": ")[1] for e in errors] == ["broken.txt", "broken.txt", "other.txt"]
    assert [e.rsplit(" ", 1)[1] for e in errors] == ["[bad_attribute]", "[cut_short]", "[not_a_log]"]
    assert errors[0].startswith("mjc log: broken.txt: match 1 (handmade-kongs), line 2 (Wind 9): ")
    out = tmp_path / "records.jsonl"
    proc = mjc("log", "--ruleset", "mcr_botzone", str(good), "-o", str(out))
    assert proc.returncode == 0 and proc.stdout == proc.stderr == ""
    scored = mjc("score", "-r", "mcr_botzone", str(out))
    assert [json.loads(line)["deltas"] for line in scored.stdout.splitlines()] == [[84, -28, -28, -28],
                                                                                [-8, -19, 35, -8]]


@pytest.mark.parametrize("long_line", [b"Match 000500 " + b"x" * (1 << 21) + b"\n",
                                       b"Match " + b"x" * (1 << 21) + b"\n",
                                       b"Player 0 Play " + b"Match " * 400_000 + b"\n"])
def test_a_line_past_a_mebibyte_is_counted_alike_whole_and_in_parts(long_line):
    """A Match line longer than MAX_LINE_BYTES was no match to the reader but a match to match_parts: in parts, the
    matches after it had other numbers (ids F:1001... for F:1000...). And the cutting split such a line into words:
    a 200 MB line of `Match` took 2.9 GB. Both now tell a Match line by its first bytes."""
    import tracemalloc
    from compiler.logs.botzone import MAX_LINE_BYTES
    assert len(long_line) > MAX_LINE_BYTES
    one_match = (KONGS + "\n").encode()
    data = one_match * 3 + long_line + one_match * 4
    whole = read_in_parts(data, 0)
    assert whole[1] and all(read_in_parts(data, k) == whole for k in (1, 2, 3))
    numbers = [r["id"] for r in whole[0]]
    opens = long_line.startswith(b"Match")
    assert numbers == [f"f.txt:{n}" for n in (1, 2, 3, *((5, 6, 7, 8) if opens else (4, 5, 6, 7)))]
    tracemalloc.start()
    list(match_parts(data, 2))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 4 * len(long_line), peak  # the line's bytes, not the 30 times its words take
