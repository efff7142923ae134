"""Hostile game logs and game files: each gives a LogError naming the file and the place (never a traceback), and a
batch of files goes on with the next one, even where a reader itself fails on a file."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tracemalloc
import zlib

import pytest

from compiler.logs import LogError, read_games, read_log, write_mjai
from compiler.logs import detect
from compiler.logs.common import LOG_ERROR_CODES, MAX_LOG_BYTES, MAX_PROBLEMS, READER_FAULT
from compiler.simulate import simulate_play
from generated import riichi
from tests.conftest import ROOT
from tests.test_logs import HEAD, hand


def first_draw_win(owari: str) -> bytes:
    """A one-deal mjlog (the dealer wins on its first draw) whose last tag gives `owari`."""
    seat0 = [1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 53]
    others = [[2 + 4 * k for k in range(13)], [3 + 4 * k for k in range(13)], [60 + 4 * k for k in range(13)]]
    return (HEAD + f'<INIT seed="0,0,0,1,1,132" ten="250,250,250,250" oya="0" hai0="{hand(seat0)}" '
            f'hai1="{hand(others[0])}" hai2="{hand(others[1])}" hai3="{hand(others[2])}"/><T54/>'
            f'<AGARI ba="0,0" hai="{hand(seat0 + [54])}" machi="54" ten="0,48000,5" yakuman="37" doraHai="132" '
            f'who="0" fromWho="0" sc="250,480,250,-160,250,-160,250,-160" owari="{owari}"/></mjloggm>').encode()


def test_owari_scores_are_whole_numbers():
    """owari's scores with a fraction (its points may have one) were read by int(): a ValueError traceback."""
    [record] = read_log(first_draw_win("730,73.0,90,-1.0,90,-21.0,90,-51.0"), name="whole.xml")
    assert record["meta"]["final"] == {"scores": [73000, 9000, 9000, 9000], "points": [73.0, -1.0, -21.0, -51.0]}
    for owari in ("-1.5,73.0,90,-1.0,90,-21.0,90,-51.0", "730,73.0,90,-1.0,90,-21.0,5381.5,-51.0"):
        with pytest.raises(LogError) as refused:
            read_log(first_draw_win(owari), name="half.xml")
        assert refused.value.code == "bad_attribute" and refused.value.message.startswith("half.xml: deal 1")
        assert "is not four scores and four points" in refused.value.message


def mjai_lines() -> list[dict]:
    """A few riichi deals played by the simulator, as mjai events."""
    plays = [simulate_play(riichi, seed, 0)[1] for seed in range(4)]
    return [json.loads(line) for line in write_mjai(plays).splitlines()]


@pytest.mark.parametrize("reason", [[], ["fanpai"], {}, {"a": 1}, 5, True])
def test_an_mjai_draw_reason_of_any_json_type_is_named(reason):
    """A ryukyoku's `reason` that is a list or an object was looked up in a dict: a TypeError traceback."""
    events = mjai_lines()
    drawn = next((i for i, e in enumerate(events) if e["type"] == "ryukyoku"), None)
    if drawn is None:  # no drawn deal among them: make the first deal's end one
        drawn = next(i for i, e in enumerate(events) if e["type"] in ("hora", "ryukyoku"))
    events[drawn] = dict(events[drawn], type="ryukyoku", reason=reason)
    data = "\n".join(json.dumps(e) for e in events).encode()
    with pytest.raises(LogError) as refused:
        read_log(data, name="drawn.mjai")
    problems = [refused.value, *refused.value.others]
    assert all(p.code in LOG_ERROR_CODES for p in problems)
    assert any(p.code == "bad_attribute" and "reason is" in p.message and "drawn.mjai" in p.message for p in problems)


def game_lines(count: int = 3) -> list[dict]:
    from compiler.simulate import simulate
    return list(simulate(riichi, count, 7, 0))


def test_a_game_file_splits_lines_as_mjc_score_does():
    """Only \\n, \\r and \\r\\n end a record's line: a name holding U+2028, U+0085 or a form feed stays one record
    (str.splitlines cut it there, and the game file was refused)."""
    records = game_lines()
    records[0]["meta"] = {"names": ["a\u2028b", "c\u0085d", "e\x0cf".replace("\x0c", "\\f"), "g\u2029h"]}
    text = "\r\n".join(json.dumps(r, ensure_ascii=False) for r in records)
    [(name, read)] = read_games(text.encode("utf-8"), "names.jsonl")
    assert name == "names.jsonl" and read == records


@pytest.mark.parametrize("bad, said", [(b"\xff", "not UTF-8 text: invalid start byte at byte 50"),
                                       (b"\xed\xa0\x80", "not UTF-8 text: invalid continuation byte at byte 50")])
def test_a_game_file_line_that_is_not_utf8_is_refused_not_mended(bad, said):
    """A byte that is no UTF-8 was read as U+FFFD, and the record scored with it: mjc score refuses the line."""
    lines = [json.dumps(r, ensure_ascii=False).encode() for r in game_lines()]
    lines[1] = lines[1][:50] + bad + lines[1][50:]
    with pytest.raises(LogError) as refused:
        read_games(b"\n".join(lines), "bytes.jsonl")
    assert refused.value.code == "not_a_log" and refused.value.message.startswith("bytes.jsonl:2: ")
    assert said in refused.value.message and len(refused.value.records) == 1


def test_a_game_file_line_too_long_is_refused():
    lines = [json.dumps(r).encode() for r in game_lines(2)]
    long = b'{"id": "' + b"x" * (2 << 20) + b'"}'
    with pytest.raises(LogError) as refused:
        read_games(b"\n".join([lines[0], long, lines[1]]), "long.jsonl")
    assert refused.value.message.startswith("long.jsonl:2: not a hand record (longer than 1,048,576 bytes)")


def failing_reader(data, name=None, ruleset=None, hand_on=None):
    raise TypeError("unhashable type: 'list'")


def test_a_readers_own_fault_is_a_log_error_naming_the_file(monkeypatch):
    """A bug of a reader on some file is said as internal_error, naming the file, not a traceback."""
    monkeypatch.setitem(detect.READERS, "mjai", failing_reader)
    data = "\n".join(json.dumps(e) for e in mjai_lines()).encode()
    with pytest.raises(LogError) as refused:
        read_log(data, name="buggy.mjai")
    assert refused.value.code == READER_FAULT and READER_FAULT not in LOG_ERROR_CODES
    assert refused.value.message == ("buggy.mjai: the reader failed on this file (TypeError: unhashable type: "
                                     "'list'); please report it with the file")
    with pytest.raises(LogError) as again:
        read_games(data, "buggy.mjai")
    assert again.value.code == READER_FAULT


def run_python(code: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT, timeout=300)


# The CLI's commands with the mjai reader failing on one file: the other files are read.
BUGGY_CLI = """
import sys
from compiler import cli
from compiler.logs import detect
def fail(data, name=None, ruleset=None, hand_on=None):
    if name == "bad.mjai":
        raise TypeError("a reader's bug")
    return real(data, name=name, ruleset=ruleset, hand_on=hand_on)
real = detect.READERS["mjai"]
detect.READERS["mjai"] = fail
sys.exit(cli.main(sys.argv[1:]))
"""


@pytest.mark.parametrize("command", [["log"], ["game", "-r", "riichi", "--jobs", "1"],
                                     ["game", "-r", "riichi", "--jobs", "2"]])
def test_a_batch_goes_on_past_a_file_its_reader_fails_on(tmp_path, command):
    data = "\n".join(json.dumps(e) for e in mjai_lines()).encode()
    names = []
    for stem in ("one", "bad", "two"):
        (tmp_path / f"{stem}.mjai").write_bytes(data)
        names.append(str(tmp_path / f"{stem}.mjai"))
    done = run_python(BUGGY_CLI, *command, *names)
    assert "Traceback" not in done.stderr and done.returncode == 1, done.stderr
    assert f"bad.mjai: the reader failed on this file (TypeError: a reader's bug); please report it with the file " \
           f"[{READER_FAULT}]" in done.stderr
    if command[0] == "log":
        assert len(done.stdout.splitlines()) == 2 * len(read_log(data, name="one.mjai"))
    else:
        assert done.stdout.count("one.mjai: ") == done.stdout.count("two.mjai: ") == 1


def gzip_bomb(head: bytes, megabytes: int) -> bytes:
    """`head` and then zeros, gzipped: a small file that unpacks to `megabytes` MiB."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    zeros = bytes(1 << 20)
    return packer.compress(head) + b"".join(packer.compress(zeros) for _ in range(megabytes)) + packer.flush()


@pytest.mark.parametrize("read", [read_log, read_games])
def test_a_gzipped_mjlog_is_held_to_an_mjlogs_bound_as_it_unpacks(read):
    """A gzipped mjlog was unpacked up to the largest format's bound (512 MiB: a 600 KB file took 7 s and 1 GB)
    before an mjlog's 16 MiB was checked; its first bytes now tell its format, whose bound holds the rest."""
    bomb = gzip_bomb(b'<mjloggm ver="2.3"><GO type="169"/>', 100)
    assert len(bomb) < 200_000
    tracemalloc.start()
    try:
        with pytest.raises(LogError) as refused:
            read(bomb, "bomb.xml.gz")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert refused.value.code == "unreadable"
    assert refused.value.message == f"bomb.xml.gz: more than {MAX_LOG_BYTES} bytes: no log of its kind is that long"
    assert peak < 3 * MAX_LOG_BYTES, peak
    # a log of another format keeps the largest bound: the same zeros after a Botzone match line are read on
    botzone = gzip_bomb(b"Match 1\nWind 0\n", 20)
    with pytest.raises(LogError) as other:
        read(botzone, "matches.txt.gz")
    assert other.value.code == "bad_tag" and "bytes: no log of its kind is that long" not in other.value.message


def test_mjc_game_reads_a_gzipped_mjlog_from_standard_input_within_its_bound():
    bomb = gzip_bomb(b'<mjloggm ver="2.3"><GO type="169"/>', 40)
    done = subprocess.run([sys.executable, "-m", "compiler", "game", "-r", "riichi", "-"], input=bomb,
                          capture_output=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and b"Traceback" not in done.stderr
    assert f"-: more than {MAX_LOG_BYTES} bytes".encode() in done.stderr


def problems_of(read, data: bytes, name: str) -> tuple[list, list]:
    with pytest.raises(LogError) as refused:
        read(data, name=name)
    return refused.value.records, [refused.value, *refused.value.others]


def test_a_flood_of_broken_lines_stops_the_reading():
    """Ten thousand lines that are not UTF-8 after an mjai start_game, or Match lines alone: every one was a problem
    kept (ten million held 7 GB and took two minutes); past MAX_PROBLEMS, more than the records, reading stops."""
    mjai = b'{"type":"start_game"}\n' + b"\xff\n" * 10_000
    records, problems = problems_of(read_log, mjai, "flood.mjai")
    assert records == [] and len(problems) == MAX_PROBLEMS + 2
    assert problems[0].message == "flood.mjai: line 2 (\ufffd): a line that is not UTF-8 text"
    assert problems[-1].code == "unreadable" and problems[-1].message == (
        f"flood.mjai: {MAX_PROBLEMS + 1} problems, more than the 0 records read, so the rest of the file is not read "
        "(no log of its kind breaks so often)")
    records, problems = problems_of(read_log, b"Match 1\n" * 10_000, "flood.txt")
    assert len(problems) == MAX_PROBLEMS + 2 and problems[0].code == "cut_short"
    assert problems[-1].message.startswith(f"flood.txt: {MAX_PROBLEMS + 1} problems, more than the 0 records")


def test_a_long_run_with_some_broken_deals_is_read_to_its_end():
    """The bound is of a flood, not of a large log: 150 deals with a broken line after each of 120 of them (more
    problems than MAX_PROBLEMS, fewer than the deals) are all read."""
    plays = [simulate_play(riichi, seed, 0)[1] for seed in range(150)]
    lines = write_mjai(plays).splitlines()
    out, broken = [], 0
    for line in lines:
        out.append(line)
        if '"end_kyoku"' in line and broken < 120:
            out.append("not json")
            broken += 1
    records, problems = problems_of(read_log, "\n".join(out).encode(), "run.mjai")
    assert broken == 120 and len(problems) == 120 and len(records) == 150
    assert all(p.code == "bad_tag" and "not a JSON object of one event" in p.message for p in problems)


def test_an_mjai_line_past_a_mebibyte_is_refused_unread():
    """One line of 9 MB of JSON lists was read whole (JSON takes some 20 times its bytes: 512 MiB, 10 GB)."""
    data = b'{"type":"start_game"}\n[' + b"[]," * 3_000_000 + b"[]]\n"
    tracemalloc.start()
    try:
        records, problems = problems_of(read_log, data, "long.mjai")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert [p.code for p in problems] == ["bad_tag"] and "a line of more than 1,048,576 bytes" in problems[0].message
    assert peak < 3 * len(data), peak


def test_a_botzone_line_past_a_mebibyte_is_refused_unread():
    """A Deal line of seven million tiles (21 MB) was split into words whole: 595 MB."""
    data = b"Match 1\nWind 0\nPlayer 0 Deal " + b"W1 " * 7_000_000 + b"\nMatch 2\nWind 0\n"
    tracemalloc.start()
    try:
        records, problems = problems_of(read_log, data, "long.txt")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert problems[0].code == "bad_tag" and problems[0].message.startswith("long.txt: match 1 (1), line 3 (Player 0 ")
    assert problems[0].message.endswith("a line of more than 1,048,576 bytes: no line of a match is that long")
    assert [p.code for p in problems] == ["bad_tag", "cut_short"] and peak < 3 * len(data), peak


def test_a_game_saved_as_one_json_list_is_held_to_a_logs_bound():
    """A game file that is one JSON list is read whole, and JSON takes some 25 times its bytes: one of 18 MB held
    485 MB (512 MiB of it, 13 GB). A game as long as that is JSON Lines."""
    data = b"[" + b"[]," * 6_000_000 + b"[]]"
    with pytest.raises(LogError) as refused:
        read_games(data, "big.json")
    assert refused.value.code == "not_a_log" and refused.value.message == (
        "big.json: a JSON list of more than 16,777,216 bytes: give a game this long as JSON Lines, one record a line")
    records = game_lines(2)
    [(name, read)] = read_games(json.dumps(records, indent=1).encode(), "saved.json")  # as the keeper saves one
    assert read == records


def test_a_game_file_led_by_a_byte_order_mark_is_read():
    records = game_lines(2)
    data = b"\xef\xbb\xbf" + "\n".join(json.dumps(r) for r in records).encode()
    assert read_games(data, "bom.jsonl") == [("bom.jsonl", records)]


def test_a_tenhou6_flood_of_broken_deals_stops_where_it_is_parsed():
    """A tenhou.net/6 log was parsed whole before any deal was checked: 18 MB of empty deals took 24 s. Deals are now
    checked as they are parsed, and the flood stops the parsing: the broken JSON at the end is never reached."""
    text = '{"rule":{"disp":"般南喰赤","aka":1},"log":[' + ",".join(["[]"] * 20_000) + ",{broken]}"
    records, problems = problems_of(read_log, text.encode(), "empty.json")
    assert records == [] and len(problems) == MAX_PROBLEMS + 2
    assert problems[0].message == "empty.json: deal 1, a deal is a list of 17 parts, not []"
    assert problems[-1].message.startswith(f"empty.json: {MAX_PROBLEMS + 1} problems, more than the 0 records read")


def test_tenhou6_deals_before_the_rule_wait_within_a_bound(monkeypatch):
    """Where the log comes before its rule (as in Tenhou's own JSON), its deals wait for the rule, which says how
    they are read; at most MAX_DEALS_BEFORE_RULE of them (here 50), and the parsing stops there."""
    from compiler.logs import tenhou6
    monkeypatch.setattr(tenhou6, "MAX_DEALS_BEFORE_RULE", 50)
    text = '{"log":[' + ",".join(["[]"] * 20_000) + ',{broken],"rule":{"disp":"般南喰赤","aka":1}}'
    records, problems = problems_of(read_log, text.encode(), "empty.json")
    assert records == [] and len(problems) == 52
    assert problems[50].message == "empty.json: deal 51, a deal is a list of 17 parts, not []"
    assert problems[51].code == "unsupported"
    assert problems[51].message == "empty.json: more than 50 deals before the log's rule (a game has tens)"


def test_a_one_line_json_log_is_told_without_parsing_it_whole(monkeypatch):
    """Telling a log's format parsed its first line as JSON: one line of 18 MB (a tenhou.net/6 log) took 2 s and
    500 MB before its reader began."""
    import json as json_module
    parsed = []
    monkeypatch.setattr(detect, "json", type("Json", (), {"loads": lambda text: parsed.append(len(text))
                                                          or json_module.loads(text)}))
    big = b'{"log":[' + b",".join([b"[]"] * 600_000) + b']}'  # past the 1 MiB an mjai line may have
    assert detect.log_format(big) == "tenhou6" and parsed == []
    assert detect.log_format(b'{"type":"start_game"}\n') == "mjai" and parsed == [21]
    # Within 1 MiB, a line is parsed: a one-line tenhou.net/6 log of 100 KB whose rule has a "type", and an mjai
    # start_game whose names run past 64 KiB before its type, were told wrong when only 64 KiB were parsed.
    rule = b'{"rule":{"disp":"\xe8\x88\xac\xe5\x8d\x97","type":1},"log":[' + b",".join([b"[]"] * 50_000) + b"]}"
    assert detect.log_format(rule) == "tenhou6"
    names = b'{"names":["' + b"n" * 70_000 + b'","b","c","d"],"type":"start_game"}\n'
    assert detect.log_format(names) == "mjai"


@pytest.mark.parametrize("where", ["deal", "field"])
def test_a_tenhou6_value_too_long_for_a_deal_is_refused_unparsed(where):
    """One deal (or one field of the log) of 15 million empty lists, 45 MB, took 1.3 GB to parse before it was
    refused: a value longer than MAX_VALUE_CHARS is refused before it is parsed."""
    from compiler.logs.tenhou6 import MAX_VALUE_CHARS
    huge = "[" + ",".join(["[]"] * 300_000) + "]"
    text = '{"log":[' + huge + ']}' if where == "deal" else '{"name":' + huge + ',"log":[]}'
    from compiler.logs import read_tenhou6
    tracemalloc.start()
    records, problems = problems_of(read_tenhou6, text.encode(), "big.json")  # read_log: no log in its first 64 KiB
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    at = text.index(huge)
    assert records == [] and [(p.code, p.message) for p in problems] == [
        ("bad_attribute", f"big.json: offset {at}: a value of more than {MAX_VALUE_CHARS:,} characters (a deal is a "
                          "few thousand)")]
    assert peak < 10 * len(text), peak  # parsed, those lists took some 28 times their text


@pytest.mark.parametrize("twice", ['"rule":{"disp":"般南"},"log":[],"rule":{"disp":"般南喰赤"}', '"log":[],"log":[]'])
def test_a_tenhou6_field_given_twice_is_refused(twice):
    """Read as it comes, a second `rule` counted only for the deals after it, and two `log`s were joined, where JSON
    keeps the last of each: a field given twice is refused, as a record's key given twice is."""
    from compiler.logs import read_tenhou6
    text = "{" + twice + "}"
    records, problems = problems_of(read_tenhou6, text.encode(), "twice.json")
    key = twice.split(":")[0]
    at = text.index(key, 2)
    assert [(p.code, p.message) for p in problems] == [
        ("bad_tag", f"twice.json: offset {at} ({text[at:at + 40]}): the field {key} is given twice")]


def test_a_game_file_of_records_is_held_to_a_logs_bound():
    """A file of records is one game, read whole: 52 MB of dense lines (each under 1 MiB) took 1.3 GB in mjc game
    and mjc impact --logs. Past MAX_LOG_BYTES it is refused unread, as the same game saved as one JSON list is."""
    line = b'{"ruleset":"riichi","players":[{},{},{},{}],"wins":[],"meta":{"x":[' + b"[]," * 100_000 + b"[]]}}\n"
    data = line * (MAX_LOG_BYTES // len(line) + 1)
    with pytest.raises(LogError) as refused:
        read_games(data, name="dense.jsonl")
    assert (refused.value.code, refused.value.message) == ("not_a_log", f"dense.jsonl: a game file of records of more "
                                                           f"than {MAX_LOG_BYTES:,} bytes: a game is tens of deals "
                                                           "(score a run of deals with mjc score)")
    assert read_games(line * 3, name="small.jsonl")[0][0] == "small.jsonl"


# ---------------------------------------------------------------- streams, floods, text no output can hold

def mjc(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "compiler", *args], cwd=ROOT, capture_output=True, timeout=300,
                          **kwargs)


def simulated_tenhou6(deals: int = 12) -> bytes:
    from compiler.logs import write_tenhou6
    return write_tenhou6([simulate_play(riichi, 13, index)[1] for index in range(deals)]).encode()


def through_a_pipe(data: bytes, *args: str) -> subprocess.CompletedProcess:
    """mjc with `{fd}` in its arguments named as a shell's pipe (/dev/fd/N) that `data` is written into."""
    import os
    import threading
    read_end, write_end = os.pipe()

    def feed() -> None:
        with os.fdopen(write_end, "wb") as stream:
            stream.write(data)

    feeder = threading.Thread(target=feed)
    feeder.start()
    try:
        return mjc(*(a.replace("{fd}", f"/dev/fd/{read_end}") for a in args), pass_fds=(read_end,))
    finally:
        os.close(read_end)
        feeder.join()


def test_a_shell_pipe_is_read_once_by_game_and_impact(tmp_path):
    """A file of matches was looked into for its first 64 KiB, which a pipe then lacked: `<(cat log)` gave no
    records to impact and a game of 0 deals (exit 0) to mjc game."""
    from tests.test_logs_botzone import DRAWN, KONGS, ROB
    game = simulated_tenhou6()
    matches = ("\n".join([DRAWN, KONGS, ROB] * 300) + "\n").encode()  # 900 matches: past 64 KiB and one part
    assert len(matches) > 1 << 17 and len(game) > 100
    (tmp_path / "g.json").write_bytes(game)
    (tmp_path / "m.txt").write_bytes(matches)
    named = mjc("game", "-r", "riichi", str(tmp_path / "g.json"))
    piped = through_a_pipe(game, "game", "-r", "riichi", "{fd}")
    assert named.returncode == piped.returncode == 0 and b"12 deals" in named.stdout
    unnamed = lambda out: re.sub(rb"\S+:(\d+)", rb"\1", out.split(b":", 1)[1])  # noqa: E731 (ids name the file)
    assert unnamed(piped.stdout) == unnamed(named.stdout) and len(unnamed(named.stdout)) > 500
    with open(tmp_path / "g.json", "rb") as stdin:
        as_stdin = mjc("game", "-r", "riichi", "/dev/stdin", stdin=stdin)
    assert unnamed(as_stdin.stdout) == unnamed(named.stdout)
    for data, name in ((game, "g.json"), (matches, "m.txt")):
        impact = ["impact", "mcr_botzone", "mcr"] if name == "m.txt" else ["impact", "riichi", "riichi", "--set",
                                                                             "kiriage=true"]
        named = mjc(*impact, "--logs", str(tmp_path / name), "-o", str(tmp_path / "n.html"), "-q")
        piped = through_a_pipe(data, *impact, "--logs", "{fd}", "-o", str(tmp_path / "p.html"), "-q")
        assert named.returncode == piped.returncode == 0, piped.stderr
        records = 900 if name == "m.txt" else 12
        assert f": {records} records\n".encode() in named.stdout and piped.stdout.split(b"\n  games:")[0] == \
            named.stdout.split(b"\n  games:")[0]


def flood_framings(tmp_path) -> dict[str, bytes]:
    """A file of 600 matches whose first 150 are broken, as it is and in framings that once changed how it was read:
    gzipped after an empty member, a tab after its first Match, a byte order mark."""
    import gzip
    from tests.test_logs_botzone import DRAWN, KONGS, ROB
    broken = KONGS.replace("Player 0 Play W9", "Player 0 Play W8")
    text = "\n".join([broken] * 150 + [DRAWN, ROB, KONGS] * 150) + "\n"
    return {"plain.txt": text.encode(), "empty-first.txt.gz": gzip.compress(b"") + gzip.compress(text.encode()),
            "tab.txt": text.replace("Match ", "Match\t", 1).encode(), "bom.txt": ("\ufeff" + text).encode()}


def test_a_flood_of_broken_matches_stops_the_file_however_it_is_framed_or_cut(tmp_path):
    """Read in parts of 500 matches, each part stopped at its own flood and the next was read: a file of broken
    matches said a hundred problems a part (8 MB, 204,000 lines; gzipped to 46 KB, 816,000). Now a part's flood
    stops the file, as reading it whole does: the same problems from mjc log, game (one job or two) and impact."""
    for name, data in flood_framings(tmp_path).items():
        (tmp_path / name).write_bytes(data)
        logged = mjc("log", str(tmp_path / name))
        said = logged.stderr.decode().splitlines()
        assert logged.returncode == 1 and logged.stdout == b"" and len(said) == MAX_PROBLEMS + 2, name
        assert said[-1].endswith("so the rest of the file is not read (no log of its kind breaks so often) "
                                 "[unreadable]")
        for jobs in ("1", "2"):
            played = mjc("game", "-r", "mcr_botzone", "--jobs", jobs, str(tmp_path / name))
            assert played.returncode == 1 and played.stdout == b""
            assert played.stderr.decode().replace("mjc game:", "mjc log:").splitlines() == said, (name, jobs)
    (tmp_path / "flood.txt.gz").write_bytes(zlib.compress(b"Match x\n" * 4_000_000, 9, wbits=31))
    impact = mjc("impact", "mcr_botzone", "mcr", "--logs", str(tmp_path / "flood.txt.gz"), "-o",
                 str(tmp_path / "r.html"), "-q", "--jobs", "2")
    assert impact.returncode == 2 and impact.stderr.count(b"\n") == MAX_PROBLEMS + 3  # the file's, and no records


def test_text_no_utf8_output_holds_is_written_escaped(tmp_path):
    """A lone surrogate (a log's "\\ud800", a file name's byte that is no UTF-8) ended mjc log, game and impact with
    a UnicodeEncodeError traceback, losing the rest of the batch."""
    import os
    game = simulated_tenhou6()
    at = game.rindex(b'"', 0, game.index('飜)"'.encode())) + 1  # a yaku's name begins
    odd = game[:at] + b"\\ud800" + game[at:]
    (tmp_path / "odd.json").write_bytes(odd)
    (tmp_path / "fine.json").write_bytes(game)
    logged = mjc("log", str(tmp_path / "odd.json"), str(tmp_path / "fine.json"))
    assert logged.returncode == 0 and logged.stdout.count(b"\n") == 24, logged.stderr
    assert all(json.loads(line) for line in logged.stdout.splitlines())
    assert b'\\ud800' in logged.stdout  # an ASCII escape in that line alone
    odd_name = os.path.join(os.fsencode(tmp_path), b"n\xff.json")
    with open(odd_name, "wb") as stream:
        stream.write(game)
    named = mjc("log", os.fsdecode(odd_name))
    assert named.returncode == 0 and json.loads(named.stdout.splitlines()[0])["id"] == "n\ufffd.json:1"
    impact = mjc("impact", "riichi", "riichi", "--set", "kiriage=true", "--logs", os.fsdecode(odd_name), "-o",
                 str(tmp_path / "r.html"), "-q")
    assert impact.returncode == 0 and b"Traceback" not in impact.stderr and (tmp_path / "r.html").is_file()
    record = json.loads(logged.stdout.splitlines()[12])
    record.pop("meta")
    record["id"] = "\ud800x"
    (tmp_path / "odd.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    for shown in ([], ["--json"]):
        played = mjc("game", "-r", "riichi", *shown, str(tmp_path / "odd.jsonl"), str(tmp_path / "fine.json"))
        assert played.returncode == 0 and b"Traceback" not in played.stderr, played.stderr
        assert played.stdout.count(b"\\ud800x") == 1
        fine = str(tmp_path / "fine.json").encode()  # the next file, named as given
        assert (b'"game": "' + fine + b'"' if shown else fine + b": 12 deals") in played.stdout


def test_a_closed_standard_input_is_said(tmp_path):
    import os
    (tmp_path / "g.json").write_bytes(simulated_tenhou6())
    closed = {"preexec_fn": lambda: os.close(0)}
    logged = mjc("log", "-", str(tmp_path / "g.json"), **closed)
    assert logged.returncode == 1 and logged.stderr == b"mjc log: -: standard input is closed [unreadable]\n"
    assert logged.stdout.count(b"\n") == 12  # the next file is read
    for command in (["game", "-r", "riichi", "-"], ["impact", "riichi", "riichi", "--set", "kiriage=true",
                                                     "-o", str(tmp_path / "r.html"), "--logs", "-"]):
        done = mjc(*command, **closed)
        assert done.returncode == 2 and done.stderr == b"mjc: standard input is closed: there is no game to read " \
                                                       b"from -\n", done.stderr


def test_nesting_is_refused_at_one_depth_in_every_process(tmp_path):
    """A record nested 980 deep was read in the main process and refused in a worker, whose stack is deeper: mjc
    score, game and impact gave other results with --jobs 1 and 2. The bound is MAX_NESTING now, in any process."""
    from compiler.lines import MAX_NESTING, NESTED_TOO_DEEP
    record = {"players": [{}, {}, {}, {}], "wins": []}
    for depth in (MAX_NESTING - 2, 980):
        nested = json.dumps(record)[:-1] + ', "x": ' + "[" * depth + "]" * depth + "}"
        (tmp_path / "deep.jsonl").write_text(nested + "\n", encoding="utf-8")
        runs = {jobs: (mjc("score", "-r", "riichi", "--jobs", jobs, str(tmp_path / "deep.jsonl")),
                       mjc("game", "-r", "riichi", "--jobs", jobs, str(tmp_path / "deep.jsonl")))
                for jobs in ("1", "2")}
        assert [(s.stdout, g.stdout, g.stderr) for s, g in runs.values()] == \
               [(s.stdout, g.stdout, g.stderr) for s, g in [runs["1"]] * 2]
        scored = json.loads(runs["1"][0].stdout)
        assert (NESTED_TOO_DEEP in scored["error"]["message"]) == (depth > MAX_NESTING)


def test_a_game_file_of_match_records_is_one_game_even_where_a_line_is_bad(tmp_path):
    """Records of Botzone matches in a game file are one game; with a bad line after them they became one game a
    match (the grouping of a log of matches was taken on the error's path)."""
    from tests.test_logs_botzone import DRAWN, KONGS, ROB
    lines = [json.dumps(r) for r in read_log("\n".join([DRAWN, KONGS, ROB] * 2).encode(), name="m.txt")]
    (tmp_path / "g.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (tmp_path / "bad.jsonl").write_text("\n".join(lines) + "\ngarbage\n", encoding="utf-8")
    whole = mjc("game", "-r", "mcr_botzone", str(tmp_path / "g.jsonl"))
    assert whole.returncode == 0 and whole.stdout.startswith(str(tmp_path / "g.jsonl").encode() + b": 6 deals")
    assert whole.stdout.count(b"final") == 1
    cut = mjc("game", "-r", "mcr_botzone", str(tmp_path / "bad.jsonl"))
    assert cut.returncode == 1 and cut.stdout == b"" and b"bad.jsonl:7: not a JSON hand record" in cut.stderr
    compared = mjc("impact", "mcr_botzone", "mcr", "--logs", str(tmp_path / "bad.jsonl"), "-o",
                   str(tmp_path / "r.html"))
    assert compared.returncode == 1 and b"  games: 1;" in compared.stdout  # its deals compared, as one game


def test_the_nesting_scan_reads_a_line_once_and_agrees_with_json():
    """The scan for nesting tried a string again from each quote inside an unclosed one: a 60 KB line of `"` and
    `\\"` then 501 `[` took 11 s, one of 1 MiB about an hour. Now each line is read once."""
    import random
    import time
    from compiler.lines import MAX_NESTING, nested_too_deep
    started = time.process_time()
    for hostile in ('"' + '\\"' * 500_000 + "[" * 501, '"' * 1_000_000 + "[" * 501, '"\\' * 500_000 + "[" * 501,
                    "[" * 300 + '"' + '\\"' * 500_000 + "[" * 300):
        nested_too_deep(hostile)
    assert time.process_time() - started < 2  # a second or less each, where the old scan took hours
    rng = random.Random(40)
    for _ in range(300):  # valid JSON: the scan agrees with the depth the JSON has
        depth = rng.choice([1, 3, MAX_NESTING - 1, MAX_NESTING, MAX_NESTING + 1, 700])
        text = "x"
        for _ in range(depth):
            text = rng.choice(['[{}]', '{{"k": {}}}', '["[\\\\", {}, "]{{"]', '{{"\\"[": {}}}']).format(text)
        text = text.replace("x", json.dumps(rng.choice(["[", "\\", '"', "}{"]) * rng.randrange(5)))
        assert nested_too_deep(text) == (depth > MAX_NESTING), (depth, text[:80])


def test_a_gzip_bomb_is_refused_before_its_pieces_are_joined():
    """A gzipped file that unpacks past its bound held the bound twice (its pieces, then them joined) before it was
    refused: 2 MB of Botzone gzip, 1 GB of memory."""
    from compiler.logs.common import read_source
    bomb = zlib.compress(b"Match 1\n" + b" " * (64 << 20), 9, wbits=31)
    limit = 16 << 20
    tracemalloc.start()
    try:
        with pytest.raises(LogError) as refused:
            read_source(bomb, "bomb.gz", limit)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert refused.value.message == f"bomb.gz: more than {limit} bytes: no log of its kind is that long"
    assert peak < 1.3 * limit, peak


def matches_laid_out(tmp_path, name: str, layout: str) -> str:
    """A file of matches, one for each letter of `layout`: g a good one, b a broken one (its problem said)."""
    from tests.test_logs_botzone import DRAWN, KONGS, ROB
    bad = KONGS.replace("Player 0 Play W9", "Player 0 Play W8")
    cycle = [DRAWN, ROB, KONGS]
    matches = [cycle[i % 3] if kind == "g" else bad for i, kind in enumerate(layout)]
    (tmp_path / name).write_text("\n".join(matches) + "\n", encoding="utf-8")
    return str(tmp_path / name)


def flood_of(layout: str) -> tuple[int, int]:
    """(records read, problems said) of one reading of the layout, by the rule of a flood: the problem that makes
    more than MAX_PROBLEMS, and more than the records read before it, stops the reading."""
    records = problems = 0
    for kind in layout:
        if kind == "g":
            records += 1
            continue
        problems += 1
        if problems > MAX_PROBLEMS and problems > records:
            return records, problems + 1  # and the line that says the reading stopped
    return records, problems


@pytest.mark.parametrize("layout", [
    "g" * 1000 + "b" * 500 + "g" * 1500, "g" * 600 + "b" * 2000, "b" * 150 + "g" * 450,
    # a part (500 matches) whose first problem is the one that floods: each part's first problem had no place
    "gb" * 250 + "b" + "g" * 50 + "b" * 249, "gb" * 250 + "b" * 300, "g" * 499 + "b" * 600,
], ids=["stretch-1000-500-1500", "stretch-600-2000", "stretch-0-150-450", "first-of-part", "first-of-part-only",
        "at-the-border"])
def test_log_game_and_impact_read_the_same_matches_of_a_file_read_in_parts(tmp_path, layout):
    """A part's flood stopped the whole file in game and impact, though mjc log, counting the problems against the
    records read since the file began, read on: 1,500 good matches after 500 broken ones were lost. The problems of
    the parts are now counted over the file, in order, as one reading of it counts them; and the first problem of
    a part is counted at its place (it was counted after the part's last record, so a flood there was missed)."""
    path = matches_laid_out(tmp_path, "m.txt", layout)
    logged = mjc("log", path, "-o", str(tmp_path / "m.jsonl"))
    records = (tmp_path / "m.jsonl").read_bytes().count(b"\n")
    said = logged.stderr.decode().splitlines()
    assert (records, len(said)) == flood_of(layout)
    for jobs in ("1", "2"):
        played = mjc("game", "-r", "mcr_botzone", "--jobs", jobs, "--json", path)
        assert played.stdout.count(b"\n") == records
        assert played.stderr.decode().replace("mjc game:", "mjc log:").splitlines() == said
        compared = mjc("impact", "mcr_botzone", "mcr", "--logs", path, "--jobs", jobs, "-q", "-o",
                       str(tmp_path / f"r{jobs}.html"))
        if records:
            assert f": {records} records\n".encode() in compared.stdout, compared.stderr[-300:]
        assert compared.stderr.decode().replace("mjc impact:", "mjc log:").splitlines()[:len(said)] == said
    assert not records or (tmp_path / "r1.html").read_bytes() == (tmp_path / "r2.html").read_bytes()


def test_an_empty_file_or_standard_input_read_again_is_no_game(tmp_path):
    """An empty or blank file was a game of no deals to game and impact (exit 0), and `-` given twice was read
    twice; mjc log calls both not a log."""
    game = simulated_tenhou6()
    (tmp_path / "g.json").write_bytes(game)
    (tmp_path / "empty.json").write_bytes(b"")
    (tmp_path / "blank.json").write_bytes(b"\n \n")
    for name in ("empty.json", "blank.json"):
        played = mjc("game", "-r", "riichi", str(tmp_path / name))
        assert played.returncode == 1 and played.stdout == b"" and b"[not_a_log]" in played.stderr
    with open(tmp_path / "g.json", "rb") as stdin:
        twice = mjc("impact", "riichi", "riichi", "--set", "kiriage=true", "--logs", "-", "-", "-q", "-o",
                    str(tmp_path / "r.html"), stdin=stdin)
    assert twice.returncode == 1 and b": 12 records\n" in twice.stdout and b"  games: 1;" in twice.stdout
    assert twice.stderr.startswith(b"mjc impact: -: not a log mjc reads")


def test_a_control_character_of_a_file_name_is_shown_escaped_in_the_report(tmp_path):
    (tmp_path / "a\x1b[31m<b>.json").write_bytes(simulated_tenhou6())
    done = mjc("impact", "riichi", "riichi", "--set", "kiriage=true", "--logs", str(tmp_path / "a\x1b[31m<b>.json"),
               "-q", "-o", str(tmp_path / "r.html"))
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert done.returncode == 0 and "\x1b" not in html and "a\\x1b[31m&lt;b&gt;.json" in html


def test_mjc_log_says_its_problems_in_its_status_when_its_reader_goes_away(tmp_path):
    game = simulated_tenhou6(40)
    (tmp_path / "cut.json").write_bytes(game[:len(game) // 2])
    (tmp_path / "g.json").write_bytes(game * 1)
    shell = f"{sys.executable} -m compiler log {tmp_path / 'cut.json'} " + f"{tmp_path / 'g.json'} " * 40 + \
        '| head -c 10 > /dev/null; echo "${PIPESTATUS[0]}"'
    done = subprocess.run(["bash", "-c", shell], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.stdout.strip() == "1" and "Traceback" not in done.stderr


class _CountedUnpacker:
    """A zlib decompressor that counts the bytes it is given: the work a gzip file costs, without a clock."""
    fed = 0
    made_by = zlib.decompressobj

    def __init__(self, **kwargs):
        self._inner = _CountedUnpacker.made_by(**kwargs)

    def decompress(self, data, max_length=0):
        _CountedUnpacker.fed += len(data)
        return self._inner.decompress(data, max_length)

    def __getattr__(self, name):
        return getattr(self._inner, name)


def test_a_gzip_file_of_many_empty_members_costs_what_its_bytes_do(monkeypatch):
    """The head that tells a gzipped log's format gave each member the whole rest of the file, which zlib copies
    where the member ends: 4 MB of empty members took 28 s before the refusal, 8 MB 109 s (400 GB fed). Each member
    is now fed 1 KiB first, and the head stops at the members' limit too."""
    import gzip
    from compiler.logs import common
    monkeypatch.setattr(common.zlib, "decompressobj", _CountedUnpacker)
    members = gzip.compress(b"", mtime=0) * 200_000  # 4 MB
    for read in (common.gunzipped_head, lambda data: common.read_source(data, "m.gz", 512 << 20, lambda head: 1 << 29)):
        _CountedUnpacker.fed = 0
        try:
            read(members)
        except LogError as refused:
            assert "a gzip file of more than 4,906 members, most of them empty" in refused.message
        assert _CountedUnpacker.fed < 3 * len(members), _CountedUnpacker.fed
    # members of a log gzipped apart and joined still read whole, whatever their sizes
    joined = b"".join(gzip.compress(b"Match %d\n" % i + b"x" * (i * 37 % 9000), mtime=0) for i in range(900))
    assert common.read_source(joined, "j.gz", 512 << 20)[1] == gzip.decompress(joined)


def test_a_gzipped_log_is_held_once_as_it_unpacks():
    """A gzipped file's pieces were joined at the end: a 120 MB Botzone file held 282 MB, 140 MB unpacked."""
    from compiler.logs.common import read_source
    text = b"Match 1\n" + bytes(range(256)) * (24 << 12)  # 24 MiB
    packed = zlib.compress(text, 1, wbits=31)
    tracemalloc.start()
    try:
        label, data = read_source(packed, "big.gz", 512 << 20)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert data == text
    assert peak < 1.3 * len(text) + 2 * len(packed), peak


def test_a_file_name_with_a_line_break_stays_on_its_line(tmp_path):
    """A file named "p<LF>  final: 1. seat 0 99999 (+999)<LF>q.xml" put a forged line into mjc game's output and
    into the problem lines of log, game, impact and score: a line of a report shows a name's line break as \\n."""
    forged = "  final: 1. seat 0 99999 (+999)"
    folder = tmp_path / "logs"
    folder.mkdir()
    (folder / f"p\n{forged}\nq.xml").write_bytes(first_draw_win("730,73.0,90,-1.0,90,-21.0,90,-51.0"))
    (folder / f"x\n{forged}\ny.xml").write_bytes(b"junk")
    (folder / f"s\n{forged}\nt.jsonl").write_bytes(b"not json\n")
    (folder / "b.jsonl").write_bytes(b"not json\n")
    runs = [mjc("game", "-r", "riichi", "--check", str(folder / "*.xml")), mjc("log", str(folder / "*.xml")),
            mjc("impact", "riichi", "riichi", "--set", "kiriage=true", "--logs", str(folder / "*.xml"), "-o",
                str(tmp_path / "r.html")),
            mjc("score", "-r", "riichi", "--summary", str(folder / "*.jsonl"))]
    for done in runs:
        lines = (done.stdout + done.stderr).decode().splitlines()
        assert forged not in lines and any("\\n" + forged + "\\n" in line for line in lines), lines
