"""The JavaScript runtime's shapes.mjs and relations.mjs against the Python runtime (shapes.py, relations.py).

Node runs a driver written to tmp, which imports compiler/runtime/js/shapes.mjs and relations.mjs and
answers JSON lines; each answer must equal what the Python runtime gives on the same input:

- arrangements() of every bundled ruleset's SHAPES on the hands of random legal deals (tests/deals, parsed
  with the Python runtime's parse_record), on random complete hands and on random 14-tile hands, with
  by_win_set true and false: the same readings in the same order, each group with the same fields, and the
  same sharing of group objects (melds, shared concealed groups, the win set);
- waits() and is_complete() on random and near-winning 13-tile hands (with and without melds), and
  decompositions() on random counts;
- relation_found / relation_index / choose_relations / every_relation / best_relations /
  relation_instances on the relation tables of generated/mcr.py and on random instance lists.

The shapes judged on the tiles as a whole ("tiles" shapes) take a Python function of the generated
module; the driver holds hand-made JS ports of them (checked here against the Python functions too).

Without node on PATH these tests skip, unless MJC_REQUIRE_NODE=1, which makes that a failure.
"""

from __future__ import annotations

import importlib
import json
import random
import shutil
import subprocess
from types import SimpleNamespace

import pytest

from compiler.runtime import records as py_records
from compiler.runtime import relations as py_relations
from compiler.runtime import shapes as py_shapes
from compiler.runtime.base import CHOW, KONG, N_KINDS, PUNG, RecordError
from compiler.runtime.tiles import Group, NO_GROUP
from tests.conftest import BUNDLED, ROOT

pytestmark = pytest.mark.node  # tests/conftest.py: a skip without Node.js, a failure with MJC_REQUIRE_NODE=1
from tests.deals import generator
from tests.test_fuzz import mutate_record

JS_DIR = ROOT / "compiler" / "runtime" / "js"
RULESETS = [p.stem for p in BUNDLED]

# Shapes no bundled ruleset has, for the paths of shapes.py they take: pairs beside sets, a fixed group taken
# twice, two fixed groups, a fixed group of repeated tiles, a shape with no pair.
FIXED_A = ((0, 1, 2), (0, 4, 8), (1, 5, 9), (9, 13, 17), (27, 28, 29))
FIXED_B = ((0, 3, 6, 10, 13, 16), (1, 4, 7, 11, 14, 17), (18, 19, 27, 29, 31, 33))
FIXED_C = ((0, 0, 1, 1, 2), (3, 4, 5, 27, 31), (9, 9, 9, 10, 11))
SYNTHETIC = {
    "synthetic": SimpleNamespace(SHAPES=[
        ("groups", 2, 4, (), 0),
        ("groups", 2, 1, ((2, FIXED_A),), 6),
        ("groups", 1, 1, ((1, FIXED_A), (1, FIXED_B)), 9),
        ("groups", 0, 7, (), 0),
        ("declared",),
    ]),
    "synthetic_b": SimpleNamespace(SHAPES=[
        ("groups", 3, 0, ((1, FIXED_C),), 5),
        ("groups", 4, 1, (), 0),
        ("groups", 1, 4, (), 0),
    ]),
}

DRIVER = r"""
import { createInterface } from "node:readline";
import * as S from "__SHAPES__";
import * as R from "__RELATIONS__";
import { Group, NO_GROUP } from "__TILES__";
import { TILE_SUIT, TILE_NUMBER } from "__BASE__";


// Hand-made ports of the generated modules' "tiles" shape functions; T holds the module's TILES_* sets.
function knitted(T, tiles) {
  const suited = tiles.filter((t) => T.TILES_0.has(t));
  for (let i = 0; i < suited.length; i++) {
    for (let j = i + 1; j < suited.length; j++) {
      const a = suited[i], b = suited[j];
      if ((TILE_SUIT[a] === TILE_SUIT[b]) !== (TILE_NUMBER[a] % 3 === TILE_NUMBER[b] % 3)) return false;
    }
  }
  return true;
}
// By name, or by "ruleset:name" where rulesets give one name to shapes of other tiles.
const TILE_FUNCTIONS = {
  "zungjung:shape_orphans13": (T) => (tiles) => tiles.every((t) => T.TILES_5.has(t)) && new Set(tiles).size === 13,
  "zungjung_wsom:shape_orphans13": (T) => (tiles) => tiles.every((t) => T.TILES_5.has(t)) && new Set(tiles).size === 13,
  shape_four_red: (T) => (tiles) => tiles.filter((t) => T.TILES_0.has(t)).length === 4,
  shape_orphans13: (T) => (tiles) => tiles.every((t) => T.TILES_4.has(t)) && new Set(tiles).size === 13,
  shape_honors_knitted: (T) => (tiles) => new Set(tiles).size === 14 && knitted(T, tiles),
  before_shape_honors_knitted: (T) => (tiles) => knitted(T, tiles),
  shape_seven_pairs: (T) => (tiles) => tiles.every((t) => tiles.filter((x) => x === t).length === 2),
  shape_thirteen_orphans: (T) => (tiles) => tiles.every((t) => T.TILES_2.has(t)) && new Set(tiles).size === 13,
  shape_orphans: (T) => (tiles) => tiles.every((t) => T.TILES_9.has(t)) && new Set(tiles).size === 13,
  shape_four_red: (T) => (tiles) => tiles.filter((t) => T.TILES_0.has(t)).length === 4,
  "guangdong:shape_thirteen_orphans": (T) => (tiles) => tiles.every((t) => T.TILES_0.has(t)) && new Set(tiles).size === 13,
  "guangdong_baiban:shape_thirteen_orphans": (T) => (tiles) => tiles.every((t) => T.TILES_0.has(t)) && new Set(tiles).size === 13,
  "guangdong_wugui:shape_thirteen_orphans": (T) => (tiles) => tiles.every((t) => T.TILES_0.has(t)) && new Set(tiles).size === 13,
};

const RULESETS = new Map();  // id -> {shapes, T}
const INDEXES = new Map();
const VALUES = new Map();
const CHOICES = new Map();

function tileFunction(id, name) {
  return TILE_FUNCTIONS[`${id}:${name}`] || TILE_FUNCTIONS[name];
}

function makeShapes(spec, T, id) {
  return spec.map((s) => {
    if (s[0] === "tiles") {
      return ["tiles", tileFunction(id, s[1])(T), s[2] === null ? null : new Set(s[2]), s[3],
              s[4] === null ? null : tileFunction(id, s[4])(T)];
    }
    return s;  // "groups" (its fixed array kept: one object per ruleset) and "declared"
  });
}

function group(g) {
  return new Group(g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8], g[9]);
}

function groupJson(g) {
  return [g.kind, g.tile, Array.from(g.tiles), g.owner, g.source, g.concealed, g.declared, g.added, g.index, g.has_win,
    g.wilds, Array.from(g.stands)];
}

function arrangementsJson(result, melds) {
  const ids = new Map();
  melds.forEach((m) => ids.set(m, ids.size));
  const ident = (g) => {
    if (g === NO_GROUP) return "NO_GROUP";
    if (g === null) return null;
    if (!ids.has(g)) ids.set(g, ids.size);
    return ids.get(g);
  };
  return result.map((a) => ({
    shape: a.shape,
    sets: a.sets.map(groupJson),
    pairs: a.pairs.map(groupJson),
    win_set: a.win_set === null ? null : groupJson(a.win_set),
    ids: [a.sets.map(ident), a.pairs.map(ident), ident(a.win_set)],
  }));
}

function counts(map) {
  if (!(map instanceof Map)) throw new Error("counts are not a Map");
  return [...map.entries()];
}

const HOLDS = {
  sum_even: (...xs) => xs.reduce((a, b) => a + b, 0) % 2 === 0,
  steps: (...xs) => xs.every((x, i) => i === 0 || x === xs[i - 1] + 1),
  same: (...xs) => xs.every((x) => x === xs[0]),
};

function answer(c) {
  switch (c.op) {
    case "ruleset": {
      const T = {};
      for (const [name, tiles] of Object.entries(c.tile_sets)) T[name] = new Set(tiles);
      RULESETS.set(c.id, { shapes: makeShapes(c.shapes, T, c.id), T });
      return null;
    }
    case "tilefn": {
      const rs = RULESETS.get(c.id);
      return tileFunction(c.id, c.name)(rs.T)(c.tiles);
    }
    case "arrangements": {
      const melds = c.melds.map(group);
      const wilds = c.wild === undefined ? [] : [c.wild, c.wild_in, new Set(c.playable)];
      const result = S.arrangements(c.concealed, melds, c.win_tile, c.owner, RULESETS.get(c.id).shapes, c.by_win_set,
        ...wilds);
      return arrangementsJson(result, melds);
    }
    case "declared": {
      const result = S.declared_reading(c.shape);
      return arrangementsJson(result, []);
    }
    case "waits":
      return S.waits(c.hand, c.melds.map(group), RULESETS.get(c.id).shapes,
        ...(c.wild === undefined ? [] : [c.wild, c.wild_in, new Set(c.playable)]));
    case "complete":
      return S.is_complete(c.tiles, c.n_melds, RULESETS.get(c.id).shapes, c.groups_too,
        ...(c.wild === undefined ? [] : [c.wild, c.wild_in, new Set(c.playable)]));
    case "decompositions":
      return S.decompositions(c.counts, c.sets, c.pairs, c.fixed === null ? [] : RULESETS.get(c.id).shapes[c.fixed][3]);
    case "tile_counts":
      return S.tile_counts(c.tiles);
    case "tables": {
      for (const [name, tables] of Object.entries(c.indexes)) {
        INDEXES.set(name, R.relation_index(new Map(tables.map(([p, keys]) => [p, new Set(keys.map((k) => k.join(",")))]))));
      }
      for (const [name, values] of Object.entries(c.values)) VALUES.set(name, new Map(values));
      for (const [name, choices] of Object.entries(c.choices)) {
        CHOICES.set(name, new Map(choices.map(([instances, cs]) => [JSON.stringify(instances), new Map(cs)])));
      }
      return null;
    }
    case "index":
      return [...INDEXES.get(c.name).entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    case "found":
      return R.relation_found(c.tiles, c.indexes.map(([k, name]) => [k, INDEXES.get(name)]));
    case "choose": {
      const values = typeof c.values === "string" ? VALUES.get(c.values) : new Map(c.values);
      return counts(R.choose_relations(c.instances, values, c.choices === null ? null : CHOICES.get(c.choices)));
    }
    case "best": {
      const values = typeof c.values === "string" ? VALUES.get(c.values) : new Map(c.values);
      return R.best_relations(c.instances, values);
    }
    case "every":
      return counts(R.every_relation(c.instances));
    case "relation_counts":
      return counts(R.relation_counts(c.patterns));
    case "instances":
      return R.relation_instances(c.items, c.pattern, c.k, HOLDS[c.holds], c.symmetric);
    case "member_choices":
      return R.MEMBER_CHOICES;
    default:
      throw new Error("unknown op " + c.op);
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line) continue;
  let out;
  try {
    out = { ok: answer(JSON.parse(line)) };
  } catch (error) {
    out = { error: String(error && error.stack || error) };
  }
  process.stdout.write(JSON.stringify(out) + "\n");
}
"""


@pytest.fixture(scope="module")
def node():
    """Node.js (the marker `node` has made sure it is there, or skipped)."""
    return shutil.which("node")


@pytest.fixture(scope="module")
def run_js(node, tmp_path_factory):
    """Send cases (dicts) to the driver; return its answers in order (a JS exception fails the test)."""
    for name in ("shapes", "relations", "tiles", "base"):
        assert (JS_DIR / f"{name}.mjs").is_file(), f"{JS_DIR / name}.mjs is missing"
    driver = tmp_path_factory.mktemp("js_shapes") / "driver.mjs"
    text = DRIVER
    for name in ("shapes", "relations", "tiles", "base"):
        text = text.replace(f"__{name.upper()}__", (JS_DIR / f"{name}.mjs").as_uri())
    driver.write_text(text, encoding="utf-8")

    def run(cases):
        source = "".join(json.dumps(c) + "\n" for c in cases)
        done = subprocess.run([node, str(driver)], input=source, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr
        answers = [json.loads(line) for line in done.stdout.splitlines()]
        assert len(answers) == len(cases), done.stderr
        out = []
        for case, answer in zip(cases, answers):
            assert "error" not in answer, f"{case}\n{answer['error']}"
            out.append(answer["ok"])
        return out

    return run


# --- Python-side inputs and answers ---------------------------------------------------------------------

def module_of(ruleset):
    if ruleset in SYNTHETIC:
        return SYNTHETIC[ruleset]
    return importlib.import_module(f"generated.{ruleset}")


def tile_sets(module):
    return {name: sorted(value) for name, value in vars(module).items()
            if name.startswith("TILES_") and isinstance(value, frozenset)}


def shapes_json(module):
    out = []
    for shape in module.SHAPES:
        if shape[0] == "tiles":
            _kind, holds, allowed, least_kinds, before = shape
            out.append(["tiles", holds.__name__, None if allowed is None else sorted(allowed), least_kinds,
                        None if before is None else before.__name__])
        elif shape[0] == "groups":
            _kind, sets, pairs, fixed, fixed_tiles = shape
            out.append(["groups", sets, pairs, [[n, [list(t) for t in choices]] for n, choices in fixed], fixed_tiles])
        else:
            out.append(list(shape))
    return out


def ruleset_case(ruleset):
    module = module_of(ruleset)
    return {"op": "ruleset", "id": ruleset, "shapes": shapes_json(module), "tile_sets": tile_sets(module)}


def group_json(g):
    return [g.kind, g.tile, list(g.tiles), g.owner, g.source, g.concealed, g.declared, g.added, g.index, g.has_win,
            g.wilds, list(g.stands)]


def wild_args(module) -> dict:
    """A ruleset's wild as the JS driver takes it (its tile, where it stands, the tiles in play), or nothing."""
    rules = getattr(module, "RULES", None)
    if getattr(rules, "wild_source", None) != "tiles":
        return {}
    return {"wild": rules.wild_tile, "wild_in": module.WILD_IN, "playable": sorted(module.PLAYABLE)}


def arrangements_json(result, melds):
    ids = {id(m): i for i, m in enumerate(melds)}
    keep = list(melds)  # keeps the objects alive, so that no id is reused

    def ident(g):
        if g is NO_GROUP:
            return "NO_GROUP"
        if g is None:
            return None
        if id(g) not in ids:
            ids[id(g)] = len(ids)
            keep.append(g)
        return ids[id(g)]

    return [{"shape": a.shape, "sets": [group_json(g) for g in a.sets], "pairs": [group_json(g) for g in a.pairs],
             "win_set": None if a.win_set is None else group_json(a.win_set),
             "ids": [[ident(g) for g in a.sets], [ident(g) for g in a.pairs], ident(a.win_set)]} for a in result]


def jsonable(value):
    """Tuples as lists, as JSON gives them back."""
    return json.loads(json.dumps(value))


SETS = [(CHOW, t) for t in range(27) if t % 9 <= 6] + [(PUNG, t) for t in range(N_KINDS)]


def set_tiles(kind, t):
    return [t, t + 1, t + 2] if kind == CHOW else [t] * 3


def most_sets(module):
    """The sets of a complete hand beside its pair: 4, or 5 where the ruleset's hand is of 17 tiles (tiles.size)."""
    rules = getattr(module, "RULES", None)
    return (getattr(rules, "hand_size", 14) - 2) // 3


def random_complete(rng, module, n_sets=None):
    """A random complete concealed hand (sorted) of n_sets sets and a pair (all of a hand's sets when None), or
    another shape of the ruleset's (seven pairs, a knitted straight, orphans), at most four copies of a tile;
    often in one suit, so that it has several readings."""
    most = most_sets(module)
    n_sets = most if n_sets is None else n_sets
    whole = n_sets == 4 == most  # a concealed hand of 14 tiles: the shapes other than sets and a pair too
    pick = rng.random()
    groups = [shape for shape in module.SHAPES if shape[0] == "groups"]
    for _ in range(100):
        if ruleset_is_synthetic(module) or pick > 0.85:  # the parts of one of the ruleset's shapes
            _kind, sets, pairs, fixed, _fixed_tiles = rng.choice(groups)
            tiles = []
            for n, choices in fixed:
                for _ in range(n):
                    tiles += rng.choice(choices)
            for _ in range(max(0, sets - (most - n_sets))):
                tiles += set_tiles(*rng.choice(SETS))
            for _ in range(pairs):
                tiles += [rng.choice(tiles) if tiles and rng.random() < 0.5 else rng.randrange(N_KINDS)] * 2
            tiles.sort()
        elif pick < 0.15 and whole:  # seven pairs, now and then with two equal pairs
            kinds = [rng.randrange(N_KINDS) for _ in range(7)]
            tiles = sorted(kinds * 2)
        elif pick < 0.25 and whole and hasattr(module, "FIXED_GROUP_KNITTED"):
            knit = list(rng.choice(module.FIXED_GROUP_KNITTED))
            if rng.random() < 0.5:
                kind, t = rng.choice(SETS)
                tiles = sorted(knit + set_tiles(kind, t) + [rng.randrange(N_KINDS)] * 2)
            else:  # honours and knitted tiles: 14 distinct
                honors = list(range(27, 34))
                tiles = sorted(rng.sample(knit, 7) + honors)
        elif pick < 0.32 and whole:  # thirteen orphans
            orphans = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
            tiles = sorted(orphans + [rng.choice(orphans)])
        else:
            suit = rng.randrange(3)
            pool = [s for s in SETS if s[1] < 27 and s[1] // 9 == suit] if rng.random() < 0.6 else SETS
            tiles = []
            for _ in range(n_sets):
                tiles += set_tiles(*rng.choice(pool))
            tiles += [rng.choice(tiles) if tiles and rng.random() < 0.7 else rng.randrange(N_KINDS)] * 2
            tiles.sort()
        if all(tiles.count(t) <= 4 for t in tiles):
            return tiles
    return tiles


def ruleset_is_synthetic(module):
    return any(module is m for m in SYNTHETIC.values())


def random_melds(rng, n, owner):
    melds = []
    for i in range(n):
        kind, t = rng.choice(SETS)
        if kind == PUNG and rng.random() < 0.3:
            melds.append(Group(KONG, t, [t] * 4, owner, rng.randrange(4), rng.random() < 0.5, True, False, i))
        else:
            melds.append(Group(kind, t, set_tiles(kind, t), owner, rng.randrange(4), False, True, False, i))
    return melds


def near_winning(rng, module):
    """Concealed tiles and melds a tile short of a hand (13, or 16 for a hand of 17): a complete hand less one
    tile, or a random hand."""
    n_melds = rng.choice([0, 0, 0, 1, 2, 3, 4])
    tiles = random_complete(rng, module, most_sets(module) - n_melds) if n_melds else random_complete(rng, module)
    if rng.random() < 0.2:  # a random hand from the wall
        wall = [t for t in range(N_KINDS) for _ in range(4)]
        tiles = sorted(rng.sample(wall, len(tiles)))
    tiles = list(tiles)
    tiles.pop(rng.randrange(len(tiles)))
    if rng.random() < 0.15:  # one tile swapped for another
        tiles[rng.randrange(len(tiles))] = rng.randrange(N_KINDS)
    return sorted(tiles), random_melds(rng, n_melds, rng.randrange(4))


# --- the tests ---------------------------------------------------------------------------------------------

DEALS = 120       # random legal deals per ruleset (a quarter of them broken: those that still parse count)
HANDS = 120       # random complete or near-complete hands per ruleset (14 tiles, or its hand size)
WAITS = 300       # hands a tile short per ruleset


def test_tile_shape_functions_of_the_driver(run_js):
    """The driver's JS ports of the "tiles" shape functions agree with the generated Python ones."""
    rng = random.Random(7)
    cases, expected = [], []
    for ruleset in RULESETS:
        module = module_of(ruleset)
        cases.append(ruleset_case(ruleset))
        expected.append(None)
        functions = {}
        for shape in module.SHAPES:
            if shape[0] == "tiles":
                functions[shape[1].__name__] = shape[1]
                if shape[4] is not None:
                    functions[shape[4].__name__] = shape[4]
        for name, function in functions.items():
            for _ in range(150):
                tiles = random_complete(rng, module)
                if rng.random() < 0.5:
                    tiles = sorted(tiles[:-1] + [rng.randrange(N_KINDS)])
                cases.append({"op": "tilefn", "id": ruleset, "name": name, "tiles": tiles})
                expected.append(bool(function(tiles)))
    assert sum(1 for c in cases if c["op"] == "tilefn") >= 900
    assert run_js(cases) == expected


@pytest.mark.parametrize("ruleset", RULESETS + sorted(SYNTHETIC))
def test_arrangements(run_js, ruleset):
    module = module_of(ruleset)
    make = generator(ruleset) if ruleset not in SYNTHETIC else None
    rng = random.Random(f"arrangements {ruleset}")
    cases, expected = [ruleset_case(ruleset)], [None]

    wild = wild_args(module)

    def add(concealed, melds, win_tile, owner):
        for by_win_set in (True, False):
            result = py_shapes.arrangements(concealed, melds, win_tile, owner, module.SHAPES, by_win_set,
                                            *[wild[k] if k != "playable" else frozenset(wild[k]) for k in wild])
            cases.append({"op": "arrangements", "id": ruleset, "concealed": concealed,
                          "melds": [group_json(m) for m in melds], "win_tile": win_tile, "owner": owner,
                          "by_win_set": by_win_set, **wild})
            expected.append(arrangements_json(result, melds))

    wins = 0
    for i in range(DEALS if make else 0):
        record = make(rng)
        if i % 4 == 3:
            record = mutate_record(record, rng)
        # the records module the ruleset's own Rules come from (mjc.runtime, not compiler.runtime): its key sets
        # know the record's wild field
        records = importlib.import_module(type(module.RULES).__module__)
        try:
            deal = records.parse_record(record, module.RULES)
        except records.RecordError:
            continue
        for win in deal.wins:
            player = deal.players[win.winner]
            if win.declared is not None:
                cases.append({"op": "declared", "shape": module.DECLARED_SHAPES[win.declared]})
                expected.append(arrangements_json(py_shapes.declared_reading(module.DECLARED_SHAPES[win.declared]), []))
                continue
            add(sorted(player.hand + [win.win_tile]), list(player.melds), win.win_tile, win.winner)
            wins += 1
    for _ in range(HANDS):
        n_melds = rng.choice([0, 0, 0, 1, 2, 4])
        tiles = random_complete(rng, module, most_sets(module) - n_melds) if n_melds else random_complete(rng, module)
        if rng.random() < 0.1:
            wall = [t for t in range(N_KINDS) for _ in range(4)]
            tiles = sorted(rng.sample(wall, len(tiles)))
        owner = rng.randrange(4)
        add(tiles, random_melds(rng, n_melds, owner), rng.choice(tiles), owner)
    if not any(shape[0] == "groups" and shape[3] for shape in module.SHAPES):
        for _ in range(10):  # a flower among the tiles: no reading (where Python's runtime gives an answer)
            tiles = random_complete(rng, module)
            tiles = sorted(tiles[:-1] + [rng.randrange(34, 42)])
            add(tiles, [], tiles[0], rng.randrange(4))
    assert wins >= DEALS // 2 or not make
    got = run_js(cases)
    for case, want, answer in zip(cases, expected, got):
        assert answer == jsonable(want), case
    several = sum(1 for want in expected if isinstance(want, list) and len(want) > 1)
    assert several >= 20, "too few hands with several arrangements"


@pytest.mark.parametrize("ruleset", RULESETS + sorted(SYNTHETIC))
def test_waits_and_completion(run_js, ruleset):
    module = module_of(ruleset)
    rng = random.Random(f"waits {ruleset}")
    cases, expected = [ruleset_case(ruleset)], [None]
    waiting = 0
    wild = wild_args(module)
    py_wild = [wild[k] if k != "playable" else frozenset(wild[k]) for k in wild]
    for _ in range(WAITS):
        hand, melds = near_winning(rng, module)
        if wild and rng.random() < 0.6:  # a wild or more in place of some of its tiles
            k = rng.randint(1, 3)
            hand = sorted([wild["wild"]] * k + [t for t in hand if t != wild["wild"]][k:])
        want = py_shapes.waits(hand, melds, module.SHAPES, *py_wild)
        waiting += bool(want)
        cases.append({"op": "waits", "id": ruleset, "hand": hand, "melds": [group_json(m) for m in melds], **wild})
        expected.append(want)
        extra = rng.choice(want) if want and rng.random() < 0.7 else rng.randrange(N_KINDS)
        tiles = sorted(hand + [extra])
        for groups_too in (True, False):
            cases.append({"op": "complete", "id": ruleset, "tiles": tiles, "n_melds": len(melds),
                          "groups_too": groups_too, **wild})
            expected.append(py_shapes.is_complete(tiles, len(melds), module.SHAPES, groups_too, *py_wild))
    assert waiting >= WAITS // 3
    assert run_js(cases) == jsonable(expected)


@pytest.mark.parametrize("ruleset", ["mcr", "nanjing"] + sorted(SYNTHETIC))
def test_decompositions(run_js, ruleset):
    """decompositions() and tile_counts() on random counts, fifth copies and fixed groups included."""
    module = module_of(ruleset)
    rng = random.Random(f"decompositions {ruleset}")
    fixed_at = [i for i, s in enumerate(module.SHAPES) if s[0] == "groups" and s[3]]
    cases, expected = [ruleset_case(ruleset)], [None]
    for _ in range(300):
        tiles = random_complete(rng, module, rng.choice([1, 2, 3, 4]))
        if rng.random() < 0.3:
            tiles = sorted(tiles + [rng.choice(tiles)] * rng.choice([1, 2]))  # fifth copies, odd counts
        counts = py_shapes.tile_counts(tiles)
        cases.append({"op": "tile_counts", "tiles": tiles})
        expected.append(counts)
        for sets, pairs in ((len(tiles) // 3, len(tiles) % 3 // 2), (0, len(tiles) // 2), (len(tiles) // 3 - 1, 2)):
            if sets < 0:
                continue
            cases.append({"op": "decompositions", "id": ruleset, "counts": counts, "sets": sets, "pairs": pairs,
                          "fixed": None})
            expected.append(py_shapes.decompositions(list(counts), sets, pairs))
        for at in fixed_at:
            _kind, sets, pairs, fixed, fixed_tiles = module.SHAPES[at]
            left = len(tiles) - fixed_tiles
            if left >= 0:
                cases.append({"op": "decompositions", "id": ruleset, "counts": counts, "sets": left // 3,
                              "pairs": left % 3 // 2, "fixed": at})
                expected.append(py_shapes.decompositions(list(counts), left // 3, left % 3 // 2, fixed))
    assert run_js(cases) == jsonable(expected)


def mcr_tables():
    module = module_of("mcr")
    indexes = {}
    for name in ("RELATIONS_0_4", "RELATIONS_0_3", "RELATIONS_0_2", "RELATIONS_1_4", "RELATIONS_1_3",
                 "RELATIONS_1_2", "RELATION_INDEX_64"):
        index = getattr(module, name)
        patterns = sorted({p for ps in index.values() for p in ps})
        indexes[name] = [[p, sorted(getattr(module, f"RELATION_{p}"))] for p in patterns]
        # The table is rebuilt from its parts, as the generated module builds it.
        assert py_relations.relation_index({p: getattr(module, f"RELATION_{p}") for p in patterns}) == index
    values = {name: list(getattr(module, name).items()) for name in ("RELATION_VALUES_0", "RELATION_VALUES_1")}
    choices = {name: [[list(k), list(v.items())] for k, v in getattr(module, name).items()]
               for name in ("RELATION_CHOICES_0", "RELATION_CHOICES_1")}
    case = {"op": "tables", "indexes": jsonable(indexes), "values": values, "choices": jsonable(choices)}
    return module, case


def test_relation_tables_of_mcr(run_js):
    """relation_found and choose_relations as generated/mcr.py calls them, on the sets of random hands."""
    module, tables = mcr_tables()
    rng = random.Random("relations mcr")
    cases, expected = [tables], [None]
    for name in tables["indexes"]:
        cases.append({"op": "index", "name": name})
        expected.append(sorted([",".join(map(str, k)), list(v)] for k, v in getattr(module, name).items()))
    families = [
        ([(4, "RELATIONS_0_4"), (3, "RELATIONS_0_3"), (2, "RELATIONS_0_2")], "RELATION_VALUES_0", "RELATION_CHOICES_0",
         list(range(N_KINDS))),
        ([(4, "RELATIONS_1_4"), (3, "RELATIONS_1_3"), (2, "RELATIONS_1_2")], "RELATION_VALUES_1", "RELATION_CHOICES_1",
         [t for t in range(27) if t % 9 <= 6]),
    ]
    chosen_by_table = 0
    for _ in range(1500):
        indexes, values, choices, starts = rng.choice(families)
        n = rng.choice([2, 3, 4, 4, 4, 5, 6, 9, 10])
        if rng.random() < 0.6:  # shifted or equal sets, in one suit or across suits: the tables' keys
            base = rng.choice(starts[:7] if rng.random() < 0.5 else starts)
            step = rng.choice([0, 1, 2, 3, 9, 10, 8])
            tiles = [base + step * i for i in range(n)]
            tiles = [t for t in tiles if t in starts] or [base]
            tiles += [rng.choice(starts) for _ in range(rng.choice([0, 0, 1]))]
        else:
            tiles = [rng.choice(starts) for _ in range(n)]
        tiles = sorted(tiles)
        extra = [(2, "RELATION_INDEX_64")] if values == "RELATION_VALUES_0" and rng.random() < 0.7 else []
        found = py_relations.relation_found(tiles, tuple((k, getattr(module, name)) for k, name in indexes + extra))
        cases.append({"op": "found", "tiles": tiles, "indexes": indexes + extra})
        expected.append(list(found))
        found.sort()  # as the generated module sorts them
        if len(found) > 12:  # a hand of at most four sets has no more; the search grows fast beyond
            continue
        table = getattr(module, choices)
        counts = py_relations.choose_relations(found, getattr(module, values), table)
        chosen_by_table += tuple(found) in table
        cases.append({"op": "choose", "instances": found, "values": values, "choices": choices})
        expected.append(list(counts.items()))
        cases.append({"op": "every", "instances": found})
        expected.append(list(py_relations.every_relation(found).items()))
    # Every tabulated list: the table's answer, and the search's without the table.
    for values, choices in (("RELATION_VALUES_0", "RELATION_CHOICES_0"), ("RELATION_VALUES_1", "RELATION_CHOICES_1")):
        for instances, counts in getattr(module, choices).items():
            cases.append({"op": "choose", "instances": list(instances), "values": values, "choices": choices})
            expected.append(list(counts.items()))
            cases.append({"op": "choose", "instances": list(instances), "values": values, "choices": None})
            expected.append(list(py_relations.choose_relations(list(instances), getattr(module, values)).items()))
    assert chosen_by_table >= 20
    got = run_js(cases)
    for case, want, answer in zip(cases, expected, got):
        assert answer == jsonable(want), case


def test_random_instance_lists(run_js):
    """choose_relations, best_relations, every_relation, relation_counts and relation_instances on random
    lists (negative values, sets in several instances, lists no table holds)."""
    rng = random.Random("instances")
    cases, expected = [{"op": "member_choices"}], [py_relations.MEMBER_CHOICES]
    for _ in range(1500):
        n_sets = rng.randrange(2, 7)
        patterns = rng.sample(range(80), rng.randrange(1, 6))
        values = {p: rng.choice([-3, -1, 0, 1, 2, 4, 6, 8, 12, 16, 24, 48, 88]) for p in patterns}
        instances = []
        for _ in range(rng.randrange(0, 9)):
            k = rng.randrange(2, min(4, n_sets) + 1)
            instances.append((rng.choice(patterns), tuple(sorted(rng.sample(range(n_sets), k)))))
        if rng.random() < 0.7:
            instances.sort()
        value_pairs = list(values.items())
        cases.append({"op": "choose", "instances": instances, "values": value_pairs, "choices": None})
        expected.append(list(py_relations.choose_relations(instances, values).items()))
        cases.append({"op": "best", "instances": instances, "values": value_pairs})
        expected.append(list(py_relations.best_relations(instances, values)) if instances else [])
        cases.append({"op": "every", "instances": instances})
        expected.append(list(py_relations.every_relation(instances).items()))
        cases.append({"op": "relation_counts", "patterns": [p for p, _m in instances]})
        expected.append(list(py_relations.relation_counts([p for p, _m in instances]).items()))
    holds = {
        "sum_even": lambda *xs: sum(xs) % 2 == 0,
        "steps": lambda *xs: all(b == a + 1 for a, b in zip(xs, xs[1:])),
        "same": lambda *xs: all(x == xs[0] for x in xs),
    }
    for _ in range(300):
        items = [rng.randrange(12) for _ in range(rng.randrange(0, 8))]
        name = rng.choice(sorted(holds))
        k = rng.randrange(1, 5)
        symmetric = rng.random() < 0.5
        pattern = rng.randrange(50)
        cases.append({"op": "instances", "items": items, "pattern": pattern, "k": k, "holds": name,
                      "symmetric": symmetric})
        expected.append(py_relations.relation_instances(items, pattern, k, holds[name], symmetric))
    got = run_js(cases)
    for case, want, answer in zip(cases, expected, got):
        assert answer == jsonable(want), case

