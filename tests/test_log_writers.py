"""The writers of mjai and tenhou.net/6 logs, checked by reading back: simulated riichi deals written in each format give
the simulator's own records and scores, and the real Tenhou games, converted from their mjlog, give the mjlog
reader's."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from compiler import optional
from compiler.logs import LogError, read_log, read_mjai, read_plays, read_tenhou, read_tenhou6, write_mjai, \
    write_tenhou6
from compiler.simulate import simulate_deal, simulate_play
from generated import riichi
from tests.conftest import ROOT, tiers

FORMATS = {"mjai": (write_mjai, read_mjai), "tenhou6": (write_tenhou6, read_tenhou6)}
SEED = 2026
LOGS = ROOT.parent / "shared" / "logs" / "tenhou"


def tiles(text: str) -> str:
    """A tile string in one order: the simulator sorts a suit's digits (0 first), the readers by tile (0 as a 5)."""
    out = []
    for digits, suit in re.findall(r"(\d+)([mpsz])", text):
        out += [d + suit for d in digits]
    return "".join(sorted(out, key=lambda t: ("mpsz".index(t[1]), "1234056789".index(t[0]))))


def same_deal(record: dict) -> dict:
    """What a record says of its deal, written one way: no id, meta or ruleset, counters of 0 left out, tile strings
    in one order, and a winner's riichi said by its seat's `declared_ready` alone (the readers say it in the win's
    context too)."""
    out = {k: v for k, v in record.items()
           if k not in ("id", "meta", "ruleset") and not (k in ("honba", "riichi_sticks") and v == 0)}
    out["players"] = [{**p, **({"hand": tiles(p["hand"])} if "hand" in p else {}),
                       **({"melds": [{**m, "tiles": tiles(m["tiles"])} for m in p["melds"]]} if "melds" in p else {})}
                      for p in record["players"]]
    wins = []
    for win in record["wins"]:
        win = dict(win)
        context = {k: tiles(v) if k.endswith("indicators") else v for k, v in win.pop("context", {}).items()
                   if k != "declared_ready"}
        if "win_tile" in win:
            win["win_tile"] = tiles(win["win_tile"])
        wins.append({**win, **({"context": context} if context else {})})
    out["wins"] = wins
    return out


# ---------------------------------------------------------------- simulated deals, written and read back

@tiers(1_000, 4_000, "deals")
def test_simulated_deals_read_back_as_the_simulator_records_them(deals):
    """Each simulated riichi deal, written in each format and read back, is the simulator's record, scores the same,
    and its log's changes are the scorer's."""
    records, plays = zip(*(simulate_play(riichi, SEED, i) for i in range(deals)))
    assert records[:3] == tuple(simulate_deal(riichi, SEED, i) for i in range(3))  # the same deals as simulate's
    for fmt, (write, read) in FORMATS.items():
        back = read(write(list(plays)).encode("utf-8"), name=f"run.{fmt}")
        assert len(back) == deals
        differ = [r["id"] for r, b in zip(records, back) if same_deal(r) != same_deal(b)]
        assert differ == [], (fmt, differ[:5])
        scored = [(riichi.score(r), riichi.score(b), b["meta"]["changes"]) for r, b in zip(records, back)]
        assert all(mine["deltas"] == theirs["deltas"] == logged and mine["wins"] == theirs["wins"]
                   for mine, theirs, logged in scored), fmt
        print(f"{fmt}: {deals} simulated deals written and read back, all {deals} alike")


def test_mjc_simulate_writes_a_log_mjc_log_reads_back(tmp_path):
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    run = [sys.executable, "-m", "compiler"]
    records = [json.loads(line) for line in subprocess.run(
        run + ["simulate", "-r", "riichi", "--deals", "30", "--seed", "5", "-q"], capture_output=True, text=True,
        cwd=ROOT, env=env, check=True).stdout.splitlines()]
    for fmt in FORMATS:
        out = tmp_path / f"run.{fmt}"
        for jobs in ("1", "2"):  # the same bytes whatever the number of workers
            proc = subprocess.run(run + ["simulate", "-r", "riichi", "--deals", "30", "--seed", "5", "-q", "--format",
                                         fmt, "-j", jobs, "-o", str(out) + jobs], capture_output=True, text=True,
                                  cwd=ROOT, env=env)
            assert proc.returncode == 0 and proc.stderr == "", proc.stderr
        assert (tmp_path / f"run.{fmt}1").read_bytes() == (tmp_path / f"run.{fmt}2").read_bytes()
        back = read_log(tmp_path / f"run.{fmt}1")
        assert [same_deal(b) for b in back] == [same_deal(r) for r in records]
    proc = subprocess.run(run + ["simulate", "-r", "mcr", "--deals", "3", "--format", "mjai"], capture_output=True,
                          text=True, cwd=ROOT, env=env)
    assert proc.returncode == 2 and "the log formats write riichi deals" in proc.stderr


# ---------------------------------------------------------------- the real Tenhou games, converted

@pytest.fixture(scope="module")
def tenhou_games():
    """{file name: (its mjlog records, its deals' plays)} for every four-player Tenhou log beside the project."""
    if not LOGS.is_dir() or optional.hidden_reason("seeds"):
        if os.environ.get("MJC_REQUIRE_SEEDS") == "1":
            pytest.fail(f"MJC_REQUIRE_SEEDS=1, but the real logs {LOGS} are missing")
        pytest.skip(optional.hidden_reason("seeds") or f"the real logs are not at {LOGS} (beside the project)")
    games = {}
    for path in sorted(LOGS.glob("*.xml")):
        try:
            games[path.name] = (read_tenhou(path), read_plays(path))
        except LogError as exc:
            assert exc.code == "three_player"
    return games


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_real_games_converted_read_as_their_mjlog(tenhou_games, fmt):
    """The 22 four-player Tenhou games, written in each format from their mjlog and read back: every deal is the
    mjlog reader's record, scores the same, and keeps Tenhou's result."""
    write, read = FORMATS[fmt]
    deals = agree = 0
    for name, (records, plays) in tenhou_games.items():
        back = read(write(plays).encode("utf-8"), name=name)
        assert [b["id"] for b in back] == [r["id"] for r in records]
        for record, read_back in zip(records, back):
            deals += 1
            mine, theirs = riichi.score(record), riichi.score(read_back)
            meta, read_meta = record["meta"], read_back["meta"]
            same = same_deal(record) == same_deal(read_back) and mine["deltas"] == theirs["deltas"] \
                and mine["wins"] == theirs["wins"] and read_meta["changes"] == meta["changes"] \
                and read_meta["end"] == meta["end"]
            if fmt == "tenhou6":  # the platform's points and yaku go through, and the game's end
                same = same and read_meta.get("final") == meta.get("final") and read_meta["rounds"] == meta["rounds"] \
                    and [(w["winner"], w["han"], w["points"], w["limit"], w.get("pao")) for w in read_meta["wins"]] \
                    == [(w["winner"], w["han"], w["points"], w["limit"], w.get("pao")) for w in meta["wins"]]
            agree += same
    print(f"{fmt}: {agree} of {deals} real deals read back as their mjlog")
    assert (deals, agree) == (200, 200)


def test_the_real_games_convert_between_the_json_formats(tenhou_games):
    """mjai to tenhou.net/6 and back the other way (read_plays of each): the records stay the mjlog reader's."""
    deals = agree = 0
    for name, (records, plays) in tenhou_games.items():
        as_mjai, as_tenhou6 = write_mjai(plays).encode(), write_tenhou6(plays).encode()
        via_mjai = read_tenhou6(write_tenhou6(read_plays(as_mjai, name=name)).encode(), name=name)
        via_tenhou6 = read_mjai(write_mjai(read_plays(as_tenhou6, name=name)).encode(), name=name)
        for record, a, b in zip(records, via_mjai, via_tenhou6):
            deals += 1
            agree += same_deal(record) == same_deal(a) == same_deal(b) \
                and record["meta"]["changes"] == a["meta"]["changes"] == b["meta"]["changes"]
    assert (deals, agree) == (200, 200)


def test_mjc_game_plays_a_converted_game_as_its_mjlog(tenhou_games, tmp_path):
    """A game converted to tenhou.net/6 is played through the riichi game rules as its mjlog is, its final standing
    checked against the log's; the same game as mjai (which gives no final standing) deal by deal."""
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    for name in ("example.xml", "pao.xml"):
        _records, plays = tenhou_games[name]
        stem = name.removesuffix(".xml")
        (tmp_path / f"{stem}.json").write_text(write_tenhou6(plays), encoding="utf-8")
        (tmp_path / f"{stem}.mjai").write_text(write_mjai(plays), encoding="utf-8")
        shown = {}
        for path in (LOGS / name, tmp_path / f"{stem}.json", tmp_path / f"{stem}.mjai"):
            proc = subprocess.run([sys.executable, "-m", "compiler", "game", "-r", "riichi", "--check", str(path)],
                                  capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
            assert "Traceback" not in proc.stderr, proc.stderr
            # the game is headed by its path as given, its deals' ids by its base name
            shown[path.suffix] = (proc.returncode, proc.stdout.replace(str(path), "GAME").replace(path.name, "GAME"))
        assert shown[".json"] == shown[".xml"]
        assert shown[".mjai"][1].splitlines()[:-1] == shown[".xml"][1].splitlines()[:-1]


def test_a_key_given_twice_in_a_json_log_is_refused_not_read_as_its_last():
    """An mjai event `{"pai": "9z", ..., "pai": "E"}` was read as E (the first value is not even a tile), and
    `{"type": "start_game", "type": "end_game"}` ended the game unread; a tenhou.net/6 log's nested objects kept
    their last key too. Hand records and specs refuse a key given twice; so do these readers now."""
    plays = [simulate_play(riichi, SEED, i)[1] for i in range(2)]
    mjai = write_mjai(plays).splitlines()
    at = next(i for i, line in enumerate(mjai) if '"type":"dahai"' in line)
    event = json.loads(mjai[at])
    changed = mjai[:at] + ['{"pai": "9z", ' + mjai[at][1:]] + mjai[at + 1:]
    assert json.loads(changed[at]) == event  # what JSON alone would read: the last value, as if nothing were wrong
    for lines, key in ((changed, "pai"), (['{"type":"start_game","type":"end_game"}'] + mjai[1:], "type")):
        with pytest.raises(LogError) as caught:
            read_mjai("\n".join(lines).encode("utf-8"), name="x.mjson")
        assert caught.value.code == "bad_tag" and f'the key "{key}" is given twice in one event' in caught.value.message
    tenhou6 = write_tenhou6(plays)
    assert '"aka":1' in tenhou6
    with pytest.raises(LogError) as caught:
        read_tenhou6(tenhou6.replace('"aka":1', '"aka":1,"aka":0', 1).encode("utf-8"), name="x.json")
    assert caught.value.code == "bad_tag" and 'the key "aka" is given twice in one object' in caught.value.message
