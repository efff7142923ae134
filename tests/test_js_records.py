"""The JavaScript runtime's hand-record reader (compiler/runtime/js/records.mjs), run by Node, against
the Python runtime's (compiler/runtime/records.py): parse_record gives the same Deal, field by field, or
the same RecordError, code and message character for character.

For every bundled ruleset (its Rules: the RULES of its generated Python module), on random legal deals,
on every example record of its spec, and on the same records broken by test_fuzz.mutate_record (more
than half of all). Without Node these tests skip, unless MJC_REQUIRE_NODE=1 (CI), which makes that a failure.
"""

from __future__ import annotations

import importlib
import json
import random
import shutil
import subprocess

import pytest

from compiler.runtime import records as rt
from compiler.runtime.base import RecordError
from tests.conftest import BUNDLED, ROOT, compiled_bundled
from tests.deals import generator
from tests.test_fuzz import mutate_record

pytestmark = pytest.mark.node  # tests/conftest.py: a skip without Node.js, a failure with MJC_REQUIRE_NODE=1

RUNTIME = ROOT / "compiler" / "runtime" / "js"
DEALS = 1_000   # random legal deals per ruleset
BROKEN = 1_500  # of these and the examples, broken at a random place, per ruleset

# Reads JSON lines: {"rules": {...}} sets the Rules of the records after it, {"record": ...} answers one line.
DRIVER = """\
import { createInterface } from "node:readline";
import { Rules, parse_record, _usual_record, with_id } from "RUNTIME/records.mjs";
import { RecordError } from "RUNTIME/base.mjs";


function group(g) {
  return { kind: g.kind, tile: g.tile, tiles: g.tiles, owner: g.owner, source: g.source, concealed: g.concealed,
           declared: g.declared, added: g.added, index: g.index, wilds: g.wilds, stands: Array.from(g.stands) };
}

function deal(d) {
  return {
    dealer: d.dealer, round_wind: d.round_wind,
    players: d.players.map((p) => ({
      hand: p.hand, melds: p.melds.map(group), flowers: p.flowers, flower_count: p.flower_count,
      declared_ready: p.declared_ready, ready: p.ready, reds: p.reds })),
    wins: d.wins.map((w) => ({
      winner: w.winner, win_tile: w.win_tile, by: w.by, source: w.source, context: w.context,
      declared: w.declared, red: w.red, flag_reds: w.flag_reds, order: w.order, place: w.place, index: w.index,
      chain: w.chain.map(group),
      scored: { hand: w.player.hand, melds: w.player.melds.map(group), reds: w.player.reds,
                declared_ready: w.player.declared_ready } })),
    penalties: d.penalties, options: d.options, kongs: d.kongs.map(group), honba: d.honba,
    riichi_sticks: d.riichi_sticks, wild: d.wild, indicator: d.indicator, n_events: d.n_events,
    events: d.events === null ? null : d.events.map(([kind, item]) => [kind, kind === 0 ? group(item) : item]),
    kong_orders: d.events === null ? [] : d.kong_orders, penalty_orders: d.events === null ? [] : d.penalty_orders,
  };
}

function outcome(read) {
  try {
    const made = read();
    return made === null ? null : { deal: deal(made) };
  } catch (error) {
    if (error instanceof RecordError) {
      return { error: [error.code, error.message] };
    }
    return { crash: String(error && error.stack || error) };
  }
}

let rules = null;
const out = [];
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const message = JSON.parse(line);
  if ("rules" in message) {
    rules = new Rules(message.rules);
    continue;
  }
  const record = message.record;
  out.push(JSON.stringify({
    parsed: outcome(() => parse_record(JSON.parse(JSON.stringify(record)), rules)),
    usual: outcome(() => { const u = _usual_record(JSON.parse(JSON.stringify(record)), rules); return u && u[0]; }),
    with_id: with_id(record, { result: 0 }),
  }));
}
process.stdout.write(out.join("\\n") + "\\n");
"""


@pytest.fixture(scope="session")
def node():
    """Node.js (the marker `node` has made sure it is there, or skipped)."""
    return shutil.which("node")


@pytest.fixture(scope="session")
def driver(tmp_path_factory):
    path = tmp_path_factory.mktemp("js_records") / "records_driver.mjs"
    path.write_text(DRIVER.replace("RUNTIME", RUNTIME.as_uri()), encoding="utf-8")
    return path


def rules_fields(rules: rt.Rules) -> dict:
    """The Rules' constructor fields, read back from a built Rules (the flags given merged with the contract's
    flags, which the JS Rules merges again to the same thing)."""
    return {"ruleset_id": rules.ruleset_id, "claims": sorted(rules.claims), "hand_tiles": sorted(rules.hand_tiles),
            "flower_tiles": sorted(rules.flower_tiles), "flags": rules.flags, "options": rules.options,
            "penalties": sorted(rules.penalties), "flowers_by_tile": rules.flowers_by_tile,
            "red_fives": rules.red_fives, "flag_ranges": rules.flag_ranges, "declared": rules.declared,
            "hand_size": rules.hand_size, "wild_source": rules.wild_source, "wild_tile": rules.wild_tile,
            "wild_melds": rules.wild_melds, "after_win": rules.after_win,
            "player_fields": [list(f) for f in rules.player_fields]}


def dump_group(g) -> dict:
    return {"kind": g.kind, "tile": g.tile, "tiles": g.tiles, "owner": g.owner, "source": g.source,
            "concealed": g.concealed, "declared": g.declared, "added": g.added, "index": g.index,
            "wilds": g.wilds, "stands": list(g.stands)}


def dump_deal(d: rt.Deal) -> dict:
    return {
        "dealer": d.dealer, "round_wind": d.round_wind,
        "players": [{"hand": p.hand, "melds": [dump_group(m) for m in p.melds], "flowers": p.flowers,
                     "flower_count": p.flower_count, "declared_ready": p.declared_ready, "ready": p.ready,
                     "reds": p.reds} for p in d.players],
        "wins": [{"winner": w.winner, "win_tile": w.win_tile, "by": w.by, "source": w.source, "context": w.context,
                  "declared": w.declared, "red": w.red, "flag_reds": w.flag_reds, "order": w.order, "place": w.place,
                  "index": w.index, "chain": [dump_group(m) for m in w.chain], "scored": {"hand": w.player.hand, "melds": [dump_group(m) for m in w.player.melds],
                                               "reds": w.player.reds, "declared_ready": w.player.declared_ready}}
                 for w in d.wins],
        "penalties": d.penalties, "options": d.options, "kongs": [dump_group(m) for m in d.kongs], "honba": d.honba,
        "riichi_sticks": d.riichi_sticks, "wild": d.wild, "indicator": d.indicator, "n_events": d.n_events,
        "events": None if d.events is None else [[kind, dump_group(item) if kind == rt.EVENT_KONG else item]
                                                 for kind, item in d.events],
        "kong_orders": [] if d.events is None else d.kong_orders,
        "penalty_orders": [] if d.events is None else d.penalty_orders,
    }


def outcome(read):
    try:
        made = read()
    except RecordError as error:
        return {"error": [error.code, error.message]}
    return None if made is None else {"deal": dump_deal(made)}


def python_answer(record, rules: rt.Rules) -> dict:
    def usual():
        made = rt._usual_record(json.loads(json.dumps(record)), rules)
        return made and made[0]
    return {"parsed": outcome(lambda: rt.parse_record(json.loads(json.dumps(record)), rules)),
            "usual": outcome(usual), "with_id": rt.with_id(record, {"result": 0})}


def canonical(value) -> str:
    """JSON text of a value, key order kept (tuples and lists alike, lone surrogates escaped)."""
    return json.dumps(value)


# Records that reach the corners the random ones seldom do: prototype keys, misspelt keys, red fives,
# shorthand forms, odd ids, counters, flowers, declared wins (each ruleset refuses or reads them as it may).
HAND = "123m456m78s55z"
CORNERS = [
    None, [], "text", 5, 1.5, True, {}, {"players": "four"}, {"players": [{}, {}, {}]},
    {"__proto__": 1}, {"constructor": 1}, {"players": [{}, {}, {}, {}], "wins": [{"winner": 0, "constructor": 1}]},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 2, "context": {"toString": True}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 2, "context": {"__proto__": True}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 2, "options": {"constructor": 1}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 2, "options": {"__proto__": 1}},
    {"hand": HAND, "win_tile": "toString", "by": "discard", "from": 2},
    {"hand": HAND, "win_tile": "9s", "by": "constructor", "from": 2},
    {"hand": HAND, "melds": [{"kind": "constructor", "tiles": "999p", "from": 1}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z111p", "melds": [], "win_tile": "9s", "by": "self_draw"},
    {"hand": HAND, "hnd": "1m"}, {"hand": HAND, "win_tiel": "9s"}, {"hand": HAND, "x" * 50: 1},
    {"hand": HAND, "winnner": 0}, {"hand": HAND, "ñame": 0}, {"hand": HAND, "\ud800": 0},
    {"hand": "023m456m78s55z", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m406m78s55z", "win_tile": "0s", "by": "discard", "from": 1},
    {"hand": "123m400m78s55z", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s50z", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s 55z", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m406m78s55z0", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m406m7x8s55z", "win_tile": "9s", "by": "self_draw"},
    {"hand": "1２3m456m78s55z", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "000p", "from": 1}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "chow", "tiles": "406p", "from": 3}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "kong", "tiles": "5550p", "concealed": True}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "kong", "tiles": "5555p", "concealed": True, "added": True}],
     "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "555p", "added": True, "from": 1}],
     "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "555p", "from": 0}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "555p", "from": 7}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "5p5p5p", "from": 1}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": 555, "from": 1}], "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": {"kind": "pung"}, "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": 0, "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "melds": "", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "flowers": 2, "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "flowers": "12f", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "flowers": "11f", "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "flowers": 99, "win_tile": "9s", "by": "self_draw"},
    {"hand": "123m456m78s55z", "flowers": 10 ** 30, "win_tile": "9s", "by": "self_draw"},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "honba": 3, "riichi_sticks": 2, "id": "a", "meta": {"x": 1}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "honba": -1}, {"hand": HAND, "win_tile": "9s", "riichi_sticks": 10 ** 12},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "id": 1.5}, {"hand": HAND, "win_tile": "9s", "by": "self_draw", "id": 7},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "id": True}, {"hand": HAND, "win_tile": "9s", "by": "self_draw", "id": [1]},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "id": None},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "round_wind": "X"}, {"hand": HAND, "win_tile": "9s", "round_wind": ["E"]},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "winner": 5}, {"hand": HAND, "win_tile": "9s", "by": "self_draw", "winner": 2},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "winner": True},
    {"hand": HAND, "declared": "eight_flowers", "by": "self_draw"}, {"declared": "nagashi_mangan", "hand": HAND},
    {"hand": HAND, "declared": "nagashi_mangan", "win_tile": "9s"}, {"hand": HAND, "declared": 5},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 2, "context": {"kong_chain": 2, "discard_after_kong": True}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "context": {"kong_chain": 1}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "context": {"kong_chain": 9}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "context": {"kong_replacement": True}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 1, "context": {"kong_replacement": True}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "context": {"discard_after_kong": True}},
    {"hand": HAND, "win_tile": "9s", "by": "robbing_kong", "from": 1},
    {"hand": HAND, "win_tile": "9s", "by": "robbing_kong", "from": 1, "context": {"kong_chain": 0}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 1, "context": {"dora_indicators": "1m0p", "bonus_tiles": "1f"}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 1, "context": {"dora_indicators": "0z"}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 1, "context": {"dora_indicators": "1m9z"}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 1, "context": {"dora_indicators": 5}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 1, "context": {"declared_ready": True}},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 1, "declared_ready": True},
    {"hand": HAND, "win_tile": "9s", "by": "discard", "from": 1, "declared_ready": True, "ready": 1},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "from": 1},
    {"hand": HAND, "win_tile": "9s", "by": "discard"},
    {"hand": HAND, "win_tile": "99s", "by": "self_draw"}, {"hand": HAND, "win_tile": "0s", "by": "self_draw"},
    {"hand": HAND, "win_tile": "1f", "by": "self_draw"}, {"hand": HAND, "win_tile": 9, "by": "self_draw"},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "options": []},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "options": {"min_fan": 1000}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "options": {"min_fan": 1.5}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "options": {"fenghu_double": 1}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "options": {"concealed_points": 10 ** 30}},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "penalties": [{"type": "false_win", "seat": 1}]},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "penalties": [{"type": "false_win"}]},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "penalties": [{"type": "nap", "seat": 1}]},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "penalties": [{"type": "false_win", "seat": 1, "sat": 1}]},
    {"hand": HAND, "win_tile": "9s", "by": "self_draw", "penalties": {}},
    {"hand": "111m456m78s55z", "win_tile": "1m", "by": "self_draw", "ruleset": "nope"},
    {"hand": "1111m", "melds": [{"kind": "kong", "tiles": "1111m", "concealed": True}] * 3, "win_tile": "1m", "by": "self_draw"},
    {"players": [{"hand": HAND}, {"hand": HAND}, {}, {}], "wins": [
        {"winner": 0, "win_tile": "9s", "by": "discard", "from": 2}, {"winner": 1, "win_tile": "9s", "by": "discard", "from": 2}]},
    {"players": [{"hand": HAND}, {"hand": HAND}, {}, {}], "wins": [
        {"winner": 0, "win_tile": "9s", "by": "discard", "from": 2}, {"winner": 1, "win_tile": "9s", "by": "discard", "from": 3}]},
    {"players": [{"hand": HAND}, {"hand": HAND}, {}, {}], "wins": [
        {"winner": 0, "win_tile": "9s", "by": "discard", "from": 2}, {"winner": 1, "win_tile": "6s", "by": "discard", "from": 2}]},
    {"players": [{"hand": HAND}, {"hand": HAND}, {}, {}], "wins": [
        {"winner": 0, "win_tile": "9s", "by": "discard", "from": 2}, {"winner": 0, "win_tile": "9s", "by": "discard", "from": 2}]},
    {"players": [{"hand": HAND}, {"hand": HAND}, {}, {}], "wins": [
        {"winner": 0, "win_tile": "9s", "by": "discard", "from": 2}, {"winner": 1, "win_tile": "9s", "by": "robbing_kong", "from": 2}]},
    {"players": [{"hand": HAND}, {"hand": HAND}, {}, {}], "wins": [
        {"winner": 0, "win_tile": "9s", "by": "self_draw"}, {"winner": 1, "win_tile": "9s", "by": "self_draw"}]},
    {"players": [{"hand": HAND}, {"hand": HAND}, {}, {}], "wins": [
        {"winner": 0, "win_tile": "9s", "by": "discard", "from": 2, "context": {"last_tile": True}},
        {"winner": 1, "win_tile": "9s", "by": "discard", "from": 2}]},
    {"players": [{"hand": HAND}, {"hand": HAND}, {}, {}], "wins": [
        {"winner": 0, "win_tile": "9s", "by": "discard", "from": 2, "context": {"dora_indicators": "1m"}},
        {"winner": 1, "win_tile": "9s", "by": "discard", "from": 2, "context": {"dora_indicators": "2m"}}]},
    {"players": [{"hand": HAND}, {}, {}, {}], "wins": [{"winner": 0, "win_tile": "9s", "by": "discard", "from": 2},
                                                     {"winner": 1, "declared": "nagashi_mangan"}]},
    {"players": [{}, {}, {}, {}], "wins": [{"winner": 1, "declared": "nagashi_mangan"}]},
    {"players": [{}, {}, {}, {}], "wins": [{"winner": 1, "declared": "eight_flowers", "by": "discard", "from": 2}]},
    {"players": [{}, {}, {}, {}], "wins": [{"winner": 1, "declared": "nagashi_mangan", "context": {"kong_chain": 1}}]},
    {"players": [{"hand": HAND}, {}, {}, {}], "wins": [{"winner": 1, "win_tile": "9s", "by": "self_draw"}]},
    {"players": [{"hand": HAND, "melds": [{"kind": "pung", "tiles": "999p", "from": 1}]}, {}, {}, {}],
     "wins": [{"winner": 0, "win_tile": "9s", "by": "self_draw"}]},
    {"players": [{"hand": "123m456m78s5z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}]},
                 {"hand": "1234567m", "melds": [{"kind": "pung", "tiles": "777p", "from": 2},
                                                      {"kind": "kong", "tiles": "1111z", "from": 0}]}, {}, {}],
     "wins": [{"winner": 0, "win_tile": "7p", "by": "robbing_kong", "from": 1, "context": {"kong_chain": 2}}]},
    {"players": [{"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}]},
                 {"hand": "1234567m", "melds": [{"kind": "pung", "tiles": "777p", "from": 2},
                                                      {"kind": "kong", "tiles": "1111z", "from": 0}]}, {}, {}],
     "wins": [{"winner": 0, "win_tile": "7p", "by": "robbing_kong", "from": 1}]},
    {"players": [{"hand": "123m456m78s55z", "melds": [{"kind": "pung", "tiles": "999p", "from": 1}]},
                 {"hand": "1234567m", "melds": [{"kind": "pung", "tiles": "777p", "from": 2},
                                                      {"kind": "kong", "tiles": "1111z", "from": 0}]}, {}, {}],
     "wins": [{"winner": 0, "win_tile": "8p", "by": "robbing_kong", "from": 1}]},
    {"hand": HAND, "melds": [{"kind": "chow", "tiles": "789p", "from": 3}], "win_tile": "9s", "by": "self_draw"},
    {"hand": HAND, "melds": [{"kind": "kong", "tiles": "9999p", "from": 3, "added": True}], "win_tile": "9s", "by": "self_draw"},
    {"players": [{"hand": "123m456m78s55z"}, {"hand": "2222z", "melds": [{"kind": "kong", "tiles": "1111z", "from": 0},
                                                                     {"kind": "kong", "tiles": "3333z", "concealed": True},
                                                                     {"kind": "kong", "tiles": "4444z", "from": 3, "added": True}]},
                 {}, {}], "wins": [{"winner": 0, "win_tile": "9s", "by": "discard", "from": 1,
                                    "context": {"kong_chain": 3, "discard_after_kong": True}}]},
    {"players": [{"hand": "123m456m78s55z"}, {"hand": "2222z", "melds": [{"kind": "kong", "tiles": "1111z", "from": 0},
                                                                     {"kind": "pung", "tiles": "333z", "from": 2},
                                                                     {"kind": "kong", "tiles": "4444z", "from": 3}]},
                 {}, {}], "wins": [{"winner": 0, "win_tile": "9s", "by": "discard", "from": 1,
                                    "context": {"kong_chain": 3, "discard_after_kong": True}}]},
    # Kong chains with kongs added to pungs listed where the pungs were made, and chains the melds cannot make.
    {"hand": "123m7z", "melds": [{"kind": "kong", "tiles": "6666s", "added": True, "from": 2}, {"kind": "pung", "tiles": "999p", "from": 3},
                                 {"kind": "kong", "tiles": "5555p", "from": 1}],
     "win_tile": "7z", "by": "self_draw", "context": {"kong_replacement": True, "kong_chain": 2}},
    {"hand": "123m7z", "melds": [{"kind": "kong", "tiles": "6666s", "added": True, "from": 2}, {"kind": "pung", "tiles": "999p", "from": 3},
                                 {"kind": "kong", "tiles": "5555p", "from": 1}],
     "win_tile": "7z", "by": "self_draw", "context": {"kong_replacement": True, "kong_chain": 3}},
    {"hand": "123m7z", "melds": [{"kind": "kong", "tiles": "6666s", "from": 2}, {"kind": "pung", "tiles": "999p", "from": 3},
                                 {"kind": "kong", "tiles": "5555p", "concealed": True}],
     "win_tile": "7z", "by": "self_draw", "context": {"kong_replacement": True, "kong_chain": 2}},
    {"hand": "234m5p", "melds": [{"kind": "kong", "tiles": "5555z", "added": True, "from": 1}, {"kind": "pung", "tiles": "666z", "from": 3},
                                 {"kind": "pung", "tiles": "777z", "from": 2}],
     "win_tile": "5p", "by": "self_draw", "context": {"kong_replacement": True}},
    {"players": [{"hand": "123m456m789p78s55z"}, {"hand": "2222z", "melds": [{"kind": "kong", "tiles": "4444z", "from": 3, "added": True},
                                                                         {"kind": "pung", "tiles": "333z", "from": 2},
                                                                         {"kind": "kong", "tiles": "1111z", "from": 0}]},
                 {}, {}], "wins": [{"winner": 0, "win_tile": "9s", "by": "discard", "from": 1,
                                    "context": {"kong_chain": 2, "discard_after_kong": True}}]},
    {"players": [{"hand": "123m456m789s68p55z"}, {"hand": "1234567m", "melds": [{"kind": "kong", "tiles": "1111z", "from": 0, "added": True},
                                                                              {"kind": "pung", "tiles": "777p", "from": 2}]}, {}, {}],
     "wins": [{"winner": 0, "win_tile": "7p", "by": "robbing_kong", "from": 1, "context": {"kong_chain": 2}}]},
    {"players": [{"hand": "123m456m789s68p55z"}, {"hand": "1234567m", "melds": [{"kind": "pung", "tiles": "777p", "from": 2},
                                                                              {"kind": "kong", "tiles": "1111z", "concealed": True}]}, {}, {}],
     "wins": [{"winner": 0, "win_tile": "7p", "by": "robbing_kong", "from": 1, "context": {"kong_chain": 3}}]},
    {"players": [{"hand": "1234m"}, {}, {}, {}], "wins": [{"winner": 0, "win_tile": "1m", "by": "self_draw"}]},
    {"players": [{"hand": "1111m222m333m44m"}, {"hand": "1m"}, {}, {}], "wins": []},
    {"players": [{"hand": "11112222333344m"}, {}, {}, {}], "wins": [{"winner": 0, "win_tile": "1m", "by": "self_draw"}]},
    {"players": [{"hand": HAND, "flowers": "1122f"}, {}, {}, {}], "wins": [{"winner": 0, "win_tile": "9s", "by": "self_draw"}]},
    {"players": [{}, {}, {}, {}], "wins": "x"}, {"players": [{}, {}, {}, {}], "wins": []},
    {"players": [{}, {}, {}, {}], "wins": [5]}, {"players": [{}, {}, {}, {}], "wins": [{"winner": 0}]},
    {"players": [{}, {}, {}, {}], "wins": [{"win_tile": "1m"}]},
    {"players": [{}, {}, {}, {}], "penalties": [{"type": "false_win", "seat": 1}]},
    {"players": [{}, {}, {}, {}], "penalties": [{"type": "false_win", "seat": 1.5}]},
    {"players": [{}, {"hand": HAND, "ready": True}, {"hand": HAND, "declared_ready": True}, {}], "wins": []},
    {"players": [5, {}, {}, {}]}, {"players": [{"melds": []}, {}, {}, {}]}, {"players": [{"hand": None}, {}, {}, {}]},
]


def ruleset_records(ruleset: str, examples: list, seed: int) -> list:
    """Random legal deals, the examples, the corner records, and broken copies of the legal deals and examples."""
    rng = random.Random(seed)
    make = generator(ruleset)
    legal = [make(rng) for _ in range(DEALS)] if make else []
    whole = legal + examples
    broken = [mutate_record(rng.choice(whole), rng) for _ in range(max(BROKEN, len(whole) + len(CORNERS)))]
    return [json.loads(json.dumps(r)) for r in whole + CORNERS + broken]  # as JSON has them, Node and Python alike


def run_driver(node, driver, batches: list) -> list[dict]:
    lines = []
    for rules, records in batches:
        lines.append(json.dumps({"rules": rules_fields(rules)}))
        lines += [json.dumps({"record": r}) for r in records]
    done = subprocess.run([node, str(driver)], input="\n".join(lines) + "\n", capture_output=True, text=True,
                          encoding="utf-8", timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_parse_record_reads_every_record_as_python_does(node, driver):
    batches = []
    for seed, spec in enumerate(BUNDLED):
        rules = importlib.import_module(f"generated.{spec.stem}").RULES
        examples = [e.record for e in compiled_bundled(spec.stem).ruleset.examples]
        batches.append((rules, ruleset_records(spec.stem, examples, seed)))
    answers = run_driver(node, driver, batches)
    assert len(answers) == sum(len(records) for _, records in batches)
    answers = iter(answers)
    codes = set()
    for rules, records in batches:
        refused = accepted = usual = 0
        for record in records:
            js = next(answers)
            py = python_answer(record, rules)
            assert canonical(js) == canonical(py), (rules.ruleset_id, record, js, py)
            parsed = py["parsed"]
            if "error" in parsed:
                refused += 1
                codes.add(parsed["error"][0])
            else:
                accepted += 1
            usual += py["usual"] is not None
        assert len(records) >= 2_000
        print(rules.ruleset_id, len(records), "records:", accepted, "read,", refused, "refused,", usual, "in one pass")
        assert refused >= 1_000 and accepted >= 1_000 and usual >= 400, (rules.ruleset_id, refused, accepted, usual)
    assert {"bad_record", "wrong_ruleset", "bad_tiles", "too_many_copies", "tile_count", "bad_meld", "claim_not_allowed",
            "missing_from", "bad_rob", "unknown_flag", "bad_flag", "unknown_option", "bad_option", "unknown_penalty",
            "bad_flowers"} <= codes, codes
