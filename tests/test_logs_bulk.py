"""The Tenhou reader's bulk reading (a tag of play read in one step, a run of draws and discards applied at once by
the deal) gives what reading every tag by itself gives: the same records, or the same error (code, message, records
kept), on the real logs whole, cut and damaged, and on written games."""

from __future__ import annotations

import importlib.util
import random
import re

import pytest

from compiler.logs import LogError, read_tenhou
from compiler.logs.deal import RunBroken, is_ready
from compiler.logs.tenhou import _Reader
from tests.conftest import ROOT, tiers
from tests.test_logs import LOGS, logs  # noqa: F401  (the fixture: skips where the real logs are missing)

# Files of each kind among the real logs: long games with calls, kongs, riichi and drawn deals.
SAMPLES = ("example.xml", "pao.xml", "2019080322gm-00a9-0000-81e85e04.xml", "bug3.xml")


def tag_by_tag(text: str):
    """The records read one tag at a time, or the error's code, message and records."""
    try:
        return _Reader("f.xml", text, None, bulk=False).read()
    except LogError as exc:
        return exc.code, exc.message, exc.records


def bulk(text: str):
    """As tag_by_tag, read as read_tenhou reads (in bulk, read again tag by tag where a run breaks midway)."""
    try:
        return read_tenhou(text.encode("utf-8"), name="f.xml")
    except LogError as exc:
        return exc.code, exc.message, exc.records


def breaks_midway(text: str) -> bool:
    """Whether the bulk reading of `text` meets a run that breaks a rule after the deal took part of it."""
    try:
        _Reader("f.xml", text, None).read()
    except RunBroken:
        return True
    except LogError:
        pass
    return False


def agree(texts) -> int:
    """Assert each text reads alike both ways; the number of them whose bulk reading had to start again."""
    again = 0
    for text in texts:
        slow = tag_by_tag(text)
        assert bulk(text) == slow, text[:200]
        if breaks_midway(text):
            again += 1
            assert isinstance(slow, tuple), "only a log with an error is read again"
    return again


def texts(names=None) -> list[str]:
    return [(LOGS / name).read_text(encoding="utf-8") for name in names or SAMPLES]


def test_every_real_log_reads_alike_and_in_one_pass(logs):  # noqa: F811
    for path in sorted(LOGS.glob("*.xml")):
        text = path.read_text(encoding="utf-8")
        assert bulk(text) == tag_by_tag(text), path.name
        assert not breaks_midway(text), path.name


@tiers(41, 7, "step")
def test_logs_cut_anywhere_read_alike(logs, step):  # noqa: F811
    for text in texts():
        agree(text[:cut] for cut in range(0, len(text), step))


def damaged_copies(text: str, rng: random.Random, count: int) -> list[str]:
    """Copies of a log with one character changed, lost or doubled, at `count` places drawn at random."""
    cases = []
    for at in rng.sample(range(len(text)), count):
        cases.append(text[:at] + rng.choice('<>/"= x0123456789DTUNEG,-\n') + text[at + 1:])
        cases.append(text[:at] + text[at + 1:])
        cases.append(text[:at] + text[at] + text[at:])
    return cases


@tiers(150, 600, "count")
def test_logs_with_a_character_changed_lost_or_doubled_read_alike(logs, count):  # noqa: F811
    rng = random.Random(3)
    for text in texts():
        agree(damaged_copies(text, rng, count))


def damaged(text: str, tags: list[int], rng: random.Random) -> str:
    """The log with one change where play is (`tags`: where its draws, discards and calls start): a tag's tile or
    seat altered, a tag dropped, doubled or swapped with the next, a tile id written with a leading zero."""
    at = rng.choice(tags)
    end = text.index(">", at) + 1
    tag = text[at:end]
    how = rng.randrange(6)
    if how == 0 and tag[2:-2].isdigit():
        tag = tag[:2] + str(rng.randrange(140)) + "/>"
    elif how == 1:
        tag = "<" + rng.choice("TUVWDEFG") + tag[2:]
    elif how == 2:
        tag = ""
    elif how == 3:
        tag = tag + tag
    elif how == 4:
        after = text.index(">", end) + 1
        return text[:at] + text[end:after] + tag + text[after:]
    else:
        tag = tag[:2] + "0" + tag[2:] if rng.random() < 0.5 else tag + " "
    return text[:at] + tag + text[end:]


@tiers(60, 250, "count")
def test_logs_with_play_damaged_read_alike(logs, count):  # noqa: F811
    rng = random.Random(7)
    again = 0
    for text in texts([path.name for path in sorted(LOGS.glob("*.xml"))]):
        tags = [tag.start() for tag in re.finditer(r"<[TUVWDEFGN][0-9 ]", text)]
        again += agree(damaged(text, tags, rng) for _ in range(count))
    assert again > 0  # a discard of a tile not held after a draw in the same run: the reading starts again


def _bench():
    spec = importlib.util.spec_from_file_location("bench_logs", ROOT / "bench" / "bench_logs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_written_games_read_alike_whole_and_damaged():
    """Games the benchmark writes (drawn deals played out to the wall's end), where the real logs are not needed."""
    rng = random.Random(5)
    for _name, data in _bench().written_logs(3, 2):
        text = data.decode()
        records = tag_by_tag(text)
        assert isinstance(records, list) and len(records) == 8 and bulk(text) == records
        tags = [tag.start() for tag in re.finditer(r"<[TUVWDEFG][0-9]", text)]
        agree([damaged(text, tags, rng) for _ in range(40)] + [text[:cut] for cut in range(0, len(text), 97)])


@pytest.mark.parametrize("seed", range(4))
def test_the_ready_check_agrees_with_a_plain_search(seed):
    """is_ready against the slowest sure way: every tile kind tried, every split into sets and a pair searched."""
    rng = random.Random(seed)
    yaojiu = [y for y in range(34) if y >= 27 or y % 9 in (0, 8)]

    def plain(concealed, melds):
        held = [0] * 34
        for t in list(concealed) + [t for m in melds for t in m["tiles"]]:
            held[t >> 2] += 1
        for k in range(34):
            if held[k] >= 4:
                continue
            counts = [0] * 34
            for t in concealed:
                counts[t >> 2] += 1
            counts[k] += 1
            if (not melds and (sorted(c for c in counts if c) == [2] * 7
                               or all(counts[y] for y in yaojiu) and sum(counts[y] for y in yaojiu) == 14)):
                return True
            if _plain_complete(counts):
                return True
        return False

    for _ in range(3000):
        melds = []
        wall = list(range(136))
        rng.shuffle(wall)
        if rng.random() < 0.3:  # a few called pungs, so fewer tiles in the hand and some kinds held four times
            for _ in range(rng.randrange(1, 4)):
                kind = rng.randrange(34)
                tiles = [4 * kind + i for i in range(3)]
                if all(t in wall for t in tiles):
                    melds.append({"tiles": tiles})
                    for t in tiles:
                        wall.remove(t)
        if rng.random() < 0.7:  # mostly hands near a wait: tiles drawn from a few neighbouring kinds
            low = rng.randrange(0, 30)
            pool = [t for t in wall if low <= t >> 2 < low + rng.randrange(4, 12)]
            rng.shuffle(pool)
            wall = pool + [t for t in wall if t not in pool]
        concealed = wall[:13 - 3 * len(melds)]
        assert is_ready(concealed, melds) == plain(concealed, melds), (sorted(concealed), melds)


def _plain_complete(counts) -> bool:
    """Whether the tiles counted by kind are sets and a pair, by trying every pair."""
    def only_sets(c, k=0):
        while k < 34 and c[k] == 0:
            k += 1
        if k == 34:
            return True
        if c[k] >= 3:
            c[k] -= 3
            ok = only_sets(c, k)
            c[k] += 3
            if ok:
                return True
        if k < 27 and k % 9 <= 6 and c[k + 1] and c[k + 2]:
            for j in (k, k + 1, k + 2):
                c[j] -= 1
            ok = only_sets(c, k)
            for j in (k, k + 1, k + 2):
                c[j] += 1
            return ok
        return False
    for k in range(34):
        if counts[k] >= 2:
            counts[k] -= 2
            ok = only_sets(counts)
            counts[k] += 2
            if ok:
                return True
    return False


def test_nagashi_mangan_is_found_in_the_rivers():
    """A deal played out to the wall's end where the dealer draws and throws only terminals and honours: nagashi
    mangan, which the RYUUKYOKU must name (the logs beside the project have none)."""
    orphans = [t for t in range(136) if t >= 108 or (t >> 2) % 9 in (0, 8)]
    simples = [t for t in range(136) if t not in orphans]
    # The dealer's every draw a terminal or honour, the others' simples; the hands and the indicator from the rest.
    live = [orphans.pop() if turn % 4 == 0 else simples.pop() for turn in range(70)]
    rest = simples + orphans
    hands = [rest[13 * s:13 * s + 13] for s in range(4)]
    dora = rest[52]
    play = "".join(f"<{'TUVW'[turn % 4]}{tile}/><{'DEFG'[turn % 4]}{tile}/>" for turn, tile in enumerate(live))
    hai = " ".join(f'hai{s}="{",".join(map(str, hands[s]))}"' for s in range(4))
    head = (f'<mjloggm ver="2.3"><GO type="169"/><INIT seed="0,0,0,1,1,{dora}" ten="250,250,250,250" oya="0" {hai}/>'
            + play)
    named = head + '<RYUUKYOKU type="nm" ba="0,0" sc="250,120,250,-40,250,-40,250,-40"/></mjloggm>'
    for reading in (bulk, tag_by_tag):
        [record] = reading(named)
        assert record["wins"] == [{"winner": 0, "declared": "nagashi_mangan", "by": "self_draw"}]
    unnamed = head + '<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0"/></mjloggm>'
    code, message, _records = bulk(unnamed)
    assert code == "inconsistent" and "made by the discards, but not named" in message
    assert tag_by_tag(unnamed) == bulk(unnamed)
