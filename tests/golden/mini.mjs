// Scorer of the mjc ruleset `mini` (Mini rules), generated from the spec tests/data/mini.yaml.
//
// Spec sha256: 0b588796bfe26ee4f724cebca0c1c1b55e255ff59bb9b15c6dd3dde135aa36f4
// Do not edit: change the spec and run `mjc build`. An ES module with no dependencies (its runtime is below):
//
//     score(record) -> result          // a hand record (docs/guide/records.md) in, a result out
//     score_many(records) -> results   // the same for each record of a batch
//
// The results are the Python module's, key for key. Whole numbers are exact up to 2**53 - 1; a hand whose
// arithmetic passes that gives the record error "overflow" (docs/guide/javascript.md).

// ================================================================ runtime (shared by every mjc scorer)

// <the runtime: compiler/runtime/js>


// ================================================================ ruleset mini

export const RULESET_ID = "mini";
export const RULESET_NAME = ["小规则", "Mini rules"];
export const SPEC_FILE = "tests/data/mini.yaml";
export const SPEC_SHA256 = "0b588796bfe26ee4f724cebca0c1c1b55e255ff59bb9b15c6dd3dde135aa36f4";
export const BACKEND = "javascript";
export const UNIT = "fan";
export const GAME_RULES = {"rounds": 4, "dealer_keeps": ["win"], "counter": "none", "next_dealer": "rotate", "seat_changes": [], "draw_wins": [], "start_points": 0, "stick": 0, "sticks_at_end": "top", "ends_below_zero": false, "target": 0, "extra_rounds": 0, "last_dealer_stops": [], "return_points": null, "point_unit": 0, "uma": [], "rounding": "exact", "ties": "split"};  // how deals follow one another (the spec's game:): what the score keeper follows

export const RULES = new Rules({
  ruleset_id: RULESET_ID,
  claims: ["chow", "pung", "kong"],
  hand_tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
  flower_tiles: [34, 35, 36, 37, 38, 39, 40, 41],
  flags: {"lucky": "bool"},
  options: {
    "discard_factor": ["int", 2, [1, 4]],
    "flowers_count": ["bool", true, null],
  },
  penalties: ["false_win"],
  flowers_by_tile: true,
});

export const PATTERN_IDS = [
  "big_dragons",
  "orphans",
  "seven_pairs",
  "mixed_triple_chow",
  "pure_double_chow",
  "mixed_double_chow",
  "short_straight",
  "all_pungs",
  "dragon_pung",
  "seat_wind_pung",
  "concealed_hand",
  "zimo",
  "edge_wait",
  "lucky_win",
  "flower_bonus",
];
export const PATTERN_NAMES = [
  "大三元",
  "十三幺",
  "七对",
  "三色三同顺",
  "一般高",
  "喜相逢",
  "连六",
  "碰碰和",
  "箭刻",
  "门风刻",
  "门前清",
  "自摸",
  "边张",
  "幸运",
  "花牌",
];

// Tiles (or set kinds, seats, flags) for which a condition of the spec holds.
const VALUES_0 = new Set([1, 2]);  // (is_pung_kind(v_s.kind))
const VALUES_1 = new Set([0, 1, 2, 3]);  // (v_m.source !== NO_SEAT)
const VALUES_2 = new Set([0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]);  // (IS_YAOJIU[v_t])
const VALUES_3 = new Set([34, 35, 36, 37, 38, 39, 40, 41]);  // (IS_FLOWER[v_t])

// Relation patterns whose condition reads only their sets' tiles: the sorted tiles of every combination of
// sets that holds the relation in some order (built by compiler/tabulate.py).
const RELATION_4 = new Set([  // pure_double_chow
  "0,0", "1,1", "2,2", "3,3", "4,4", "5,5", "6,6", "9,9",
  "10,10", "11,11", "12,12", "13,13", "14,14", "15,15", "18,18", "19,19",
  "20,20", "21,21", "22,22", "23,23", "24,24",
]);
const RELATION_5 = new Set([  // mixed_double_chow
  "0,9", "0,18", "1,10", "1,19", "2,11", "2,20", "3,12", "3,21",
  "4,13", "4,22", "5,14", "5,23", "6,15", "6,24", "9,18", "10,19",
  "11,20", "12,21", "13,22", "14,23", "15,24",
]);
const RELATION_6 = new Set([  // short_straight
  "0,3", "1,4", "2,5", "3,6", "9,12", "10,13", "11,14", "12,15",
  "18,21", "19,22", "20,23", "21,24",
]);

// A family's tables of one arity together: key -> its patterns, for one lookup per combination.
const RELATIONS_0_2 = relation_index(new Map([[4, RELATION_4], [5, RELATION_5], [6, RELATION_6]]));

// Each family's pattern values; and the best choice, worked out by the compiler, for every list of instances
// (sets sorted by tile) in which a set takes part more than once.
const RELATION_VALUES_0 = new Map([[4, 1], [5, 1], [6, 1]]);
const RELATION_CHOICES_0 = new Map([
  ["[[4,[0,1]],[4,[0,2]],[4,[0,3]],[4,[1,2]],[4,[1,3]],[4,[2,3]]]", new Map([[4, 2]])],
  ["[[4,[0,1]],[4,[0,2]],[4,[1,2]]]", new Map([[4, 1]])],
  ["[[4,[0,1]],[4,[0,2]],[4,[1,2]],[5,[0,3]],[5,[1,3]],[5,[2,3]]]", new Map([[4, 1], [5, 1]])],
  ["[[4,[0,1]],[4,[0,2]],[4,[1,2]],[6,[0,3]],[6,[1,3]],[6,[2,3]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[0,1]],[4,[2,3]],[5,[0,2]],[5,[0,3]],[5,[1,2]],[5,[1,3]]]", new Map([[4, 2], [5, 1]])],
  ["[[4,[0,1]],[4,[2,3]],[6,[0,2]],[6,[0,3]],[6,[1,2]],[6,[1,3]]]", new Map([[4, 2], [6, 1]])],
  ["[[4,[0,1]],[5,[0,2]],[5,[0,3]],[5,[1,2]],[5,[1,3]],[5,[2,3]]]", new Map([[4, 1], [5, 2]])],
  ["[[4,[0,1]],[5,[0,2]],[5,[1,2]]]", new Map([[4, 1], [5, 1]])],
  ["[[4,[0,1]],[5,[0,2]],[5,[1,2]],[6,[2,3]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[0,1]],[5,[0,3]],[5,[1,3]]]", new Map([[4, 1], [5, 1]])],
  ["[[4,[0,1]],[5,[0,3]],[5,[1,3]],[6,[0,2]],[6,[1,2]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[0,1]],[5,[0,3]],[5,[1,3]],[6,[2,3]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[0,1]],[5,[2,3]],[6,[0,2]],[6,[1,2]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[0,1]],[6,[0,2]],[6,[1,2]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[0,1]],[6,[0,2]],[6,[1,2]],[6,[2,3]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[0,1]],[6,[0,3]],[6,[1,3]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[1,2]],[4,[1,3]],[4,[2,3]]]", new Map([[4, 1]])],
  ["[[4,[1,2]],[4,[1,3]],[4,[2,3]],[5,[0,1]],[5,[0,2]],[5,[0,3]]]", new Map([[4, 1], [5, 1]])],
  ["[[4,[1,2]],[4,[1,3]],[4,[2,3]],[6,[0,1]],[6,[0,2]],[6,[0,3]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[1,2]],[5,[0,1]],[5,[0,2]]]", new Map([[4, 1], [5, 1]])],
  ["[[4,[1,2]],[5,[0,1]],[5,[0,2]],[5,[0,3]],[5,[1,3]],[5,[2,3]]]", new Map([[4, 1], [5, 2]])],
  ["[[4,[1,2]],[5,[0,1]],[5,[0,2]],[6,[1,3]],[6,[2,3]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[1,2]],[5,[0,3]],[6,[0,1]],[6,[0,2]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[1,2]],[5,[0,3]],[6,[1,3]],[6,[2,3]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[1,2]],[5,[1,3]],[5,[2,3]]]", new Map([[4, 1], [5, 1]])],
  ["[[4,[1,2]],[5,[1,3]],[5,[2,3]],[6,[0,1]],[6,[0,2]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[1,2]],[6,[0,1]],[6,[0,2]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[1,2]],[6,[0,1]],[6,[0,2]],[6,[1,3]],[6,[2,3]]]", new Map([[4, 1], [6, 2]])],
  ["[[4,[1,2]],[6,[1,3]],[6,[2,3]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[2,3]],[5,[0,1]],[5,[0,2]],[5,[0,3]],[5,[1,2]],[5,[1,3]]]", new Map([[4, 1], [5, 2]])],
  ["[[4,[2,3]],[5,[0,1]],[6,[1,2]],[6,[1,3]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[2,3]],[5,[0,2]],[5,[0,3]]]", new Map([[4, 1], [5, 1]])],
  ["[[4,[2,3]],[5,[0,2]],[5,[0,3]],[6,[0,1]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[2,3]],[5,[0,2]],[5,[0,3]],[6,[1,2]],[6,[1,3]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[2,3]],[5,[1,2]],[5,[1,3]]]", new Map([[4, 1], [5, 1]])],
  ["[[4,[2,3]],[5,[1,2]],[5,[1,3]],[6,[0,1]]]", new Map([[4, 1], [5, 1], [6, 1]])],
  ["[[4,[2,3]],[6,[0,1]],[6,[1,2]],[6,[1,3]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[2,3]],[6,[0,2]],[6,[0,3]]]", new Map([[4, 1], [6, 1]])],
  ["[[4,[2,3]],[6,[1,2]],[6,[1,3]]]", new Map([[4, 1], [6, 1]])],
  ["[[5,[0,1]],[5,[0,2]],[5,[1,2]]]", new Map([[5, 1]])],
  ["[[5,[0,1]],[5,[0,2]],[5,[1,2]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,1]],[5,[0,3]],[5,[1,3]]]", new Map([[5, 1]])],
  ["[[5,[0,1]],[5,[0,3]],[5,[1,3]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,1]],[5,[0,3]],[5,[1,3]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,1]],[5,[2,3]],[6,[1,2]]]", new Map([[5, 2], [6, 1]])],
  ["[[5,[0,1]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,1]],[6,[1,2]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,1]],[6,[1,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,2]],[5,[0,3]],[5,[2,3]]]", new Map([[5, 1]])],
  ["[[5,[0,2]],[5,[0,3]],[5,[2,3]],[6,[0,1]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,2]],[5,[0,3]],[5,[2,3]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,2]],[5,[1,3]],[6,[0,1]]]", new Map([[5, 2], [6, 1]])],
  ["[[5,[0,2]],[5,[1,3]],[6,[0,1]],[6,[2,3]]]", new Map([[5, 2], [6, 1]])],
  ["[[5,[0,2]],[5,[1,3]],[6,[1,2]]]", new Map([[5, 2], [6, 1]])],
  ["[[5,[0,2]],[5,[1,3]],[6,[2,3]]]", new Map([[5, 2], [6, 1]])],
  ["[[5,[0,2]],[6,[0,1]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,2]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,2]],[6,[1,2]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,2]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,3]],[5,[1,2]],[6,[0,1]]]", new Map([[5, 2], [6, 1]])],
  ["[[5,[0,3]],[5,[1,2]],[6,[2,3]]]", new Map([[5, 2], [6, 1]])],
  ["[[5,[0,3]],[6,[0,1]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,3]],[6,[0,1]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,3]],[6,[0,1]],[6,[2,3]]]", new Map([[5, 1], [6, 2]])],
  ["[[5,[0,3]],[6,[0,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,3]],[6,[1,2]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,3]],[6,[1,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[0,3]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[1,2]],[5,[1,3]],[5,[2,3]]]", new Map([[5, 1]])],
  ["[[5,[1,2]],[5,[1,3]],[5,[2,3]],[6,[0,1]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[1,2]],[6,[0,1]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[1,2]],[6,[0,1]],[6,[2,3]]]", new Map([[5, 1], [6, 2]])],
  ["[[5,[1,2]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[1,3]],[6,[0,1]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[1,3]],[6,[0,1]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[1,3]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[1,3]],[6,[2,3]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[2,3]],[6,[0,1]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[2,3]],[6,[0,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[5,[2,3]],[6,[1,2]]]", new Map([[5, 1], [6, 1]])],
  ["[[6,[0,1]],[6,[1,2]]]", new Map([[6, 1]])],
  ["[[6,[0,1]],[6,[1,3]]]", new Map([[6, 1]])],
  ["[[6,[0,2]],[6,[2,3]]]", new Map([[6, 1]])],
  ["[[6,[1,2]],[6,[2,3]]]", new Map([[6, 1]])],
]);

const SHAPE_STANDARD = 0;
const SHAPE_PAIRS7 = 1;
const SHAPE_ORPHANS13 = 2;

/** Shape 'orphans13': a condition on the 14 concealed tiles. */
function shape_orphans13(tiles) {
  return (tiles).every((v) => VALUES_2.has(v)) && distinct((tiles)).length === 13;
}

const SHAPES = [
  ["groups", 4, 1, [], 0],
  ["groups", 0, 7, [], 0],
  ["tiles", shape_orphans13, VALUES_2, 12, null],
];

/** Score one win: choose the best arrangement, check it, pay it; return [result, view]. */
function score_win(deal, win, payments, deltas) {
  const player = win.player;  // the winner's seat, or its hand and melds as the win gives them
  const o_discard_factor = deal.options["discard_factor"];
  const o_flowers_count = deal.options["flowers_count"];
  const f_lucky = _records_get(win.context, "lucky", false);
  const hand_tiles = sorted_numbers(player.hand.concat([win.win_tile]));
  let b_chows, b_discarder, b_flowers, b_melds, b_others, b_pungs, b_seat_wind, b_self_drawn, b_sets, b_shape, b_waits, b_win_set, b_win_tile, b_winner, d_discard_payer, d_dragon_pungs, n_all_pungs, n_big_dragons, n_concealed_hand, n_dragon_pung, n_edge_wait, n_flower_bonus, n_lucky_win, n_mixed_double_chow, n_mixed_triple_chow, n_orphans, n_pure_double_chow, n_seat_wind_pung, n_seven_pairs, n_short_straight, n_zimo, p_mixed_double_chow, p_pure_double_chow, p_short_straight, r_counts_0, r_found_0, r_ids_0, s_fan, s_flower_fan, val_lucky_win;
  b_discarder = win.source;
  b_flowers = player.flower_count;
  b_melds = player.melds;
  b_others = OTHER_SEATS[win.winner];
  b_seat_wind = 27 + py_mod(win.winner - deal.dealer, 4);
  b_self_drawn = win.by === SELF_DRAW;
  b_waits = Lazy(() => waits(player.hand, player.melds, SHAPES));
  b_win_tile = win.win_tile;
  b_winner = win.winner;
  let best_value = null;
  let best = null;
  let kept = null;
  let arr = null;
  const readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES);
  if (readings.length === 0) {  // a hand of no winning shape: nothing else of it is worked out
    throw new RecordError("not_a_win", "seat " + win.winner + ": " + tiles_text(hand_tiles) + " with "
      + melds_text(player.melds) + " does not make a winning shape of this ruleset");
  }
  d_discard_payer = b_self_drawn ? NO_SEAT : b_discarder;  // discard_payer: tests/data/mini.yaml:30
  n_concealed_hand = (!b_melds.map((g) => g.source).some((v) => VALUES_1.has(v)) && !b_self_drawn) ? 1 : 0;  // concealed_hand: tests/data/mini.yaml:75
  n_zimo = (b_self_drawn) ? 1 : 0;  // zimo: tests/data/mini.yaml:79
  n_lucky_win = (f_lucky) ? 1 : 0;  // lucky_win: tests/data/mini.yaml:85
  val_lucky_win = n_lucky_win ? (Math.max(1, (Math.min(3, (Math.abs(-2)))))) : 0;
  n_flower_bonus = (o_flowers_count && b_flowers > 0) ? Math.max(0, b_flowers) : 0;  // flower_bonus: tests/data/mini.yaml:89
  s_flower_fan = safe(n_flower_bonus);

  const several = readings.length > 1;  // then the best one's values are kept as the loop goes on
  for (arr of readings) {
    b_chows = arr.sets.filter((s) => s.kind === CHOW);
    b_pungs = arr.sets.filter((s) => is_pung_kind(s.kind));
    b_sets = arr.sets;
    b_shape = arr.shape;
    b_win_set = arr.win_set;
    d_dragon_pungs = b_pungs.length > 0 ? b_pungs.filter((v_s) => (IS_DRAGON[(v_s.tile)])) : [];  // dragon_pungs: tests/data/mini.yaml:29
    {
      const r_items = py_sorted(b_chows, (g) => g.tile);  // ties between choices go to the lowest tiles
      if (r_items.length >= 2) {
        const r_tiles = r_items.map((g) => g.tile);
        r_found_0 = relation_found(r_tiles, [[2, RELATIONS_0_2]]);
        r_found_0 = py_sorted(r_found_0);  // in pattern order, then combination order: ties go to the first
        r_ids_0 = new Set(r_found_0.map((x) => x[0]));
        r_counts_0 = choose_relations(r_found_0, RELATION_VALUES_0, RELATION_CHOICES_0);
      } else {  // too few sets for any of the relations
        r_ids_0 = new Set();
        r_counts_0 = new Map();
      }
    }
    p_pure_double_chow = r_ids_0.has(4);  // pure_double_chow: tests/data/mini.yaml:50
    p_mixed_double_chow = r_ids_0.has(5);  // mixed_double_chow: tests/data/mini.yaml:54
    p_short_straight = r_ids_0.has(6);  // short_straight: tests/data/mini.yaml:58
    n_big_dragons = (d_dragon_pungs.length === 3) ? 1 : 0;  // big_dragons: tests/data/mini.yaml:33
    n_orphans = (b_shape === SHAPE_ORPHANS13) ? 1 : 0;  // orphans: tests/data/mini.yaml:38
    n_seven_pairs = (b_shape === SHAPE_PAIRS7) ? 1 : 0;  // seven_pairs: tests/data/mini.yaml:42
    n_mixed_triple_chow = (b_chows.length >= 3 ? any_combination(b_chows, 3, (v_a, v_b, v_c) => ((TILE_NUMBER[v_a.tile]) === (TILE_NUMBER[v_b.tile]) && (TILE_NUMBER[v_b.tile]) === (TILE_NUMBER[v_c.tile])) && py_eq(distinct([v_a, v_b, v_c].map((v_x) => (TILE_SUIT[v_x.tile]))), [(TILE_SUIT[v_a.tile]), (TILE_SUIT[v_b.tile]), (TILE_SUIT[v_c.tile])])) : false) ? 1 : 0;  // mixed_triple_chow: tests/data/mini.yaml:46
    n_pure_double_chow = p_pure_double_chow ? Math.max(0, (r_counts_0.get(4) ?? 0)) : 0;  // pure_double_chow: tests/data/mini.yaml:50
    n_mixed_double_chow = p_mixed_double_chow ? Math.max(0, (r_counts_0.get(5) ?? 0)) : 0;  // mixed_double_chow: tests/data/mini.yaml:54
    n_short_straight = p_short_straight ? Math.max(0, (r_counts_0.get(6) ?? 0)) : 0;  // short_straight: tests/data/mini.yaml:58
    n_all_pungs = (b_shape === SHAPE_STANDARD && b_sets.length >= 4 && b_sets.map((g) => g.kind).filter((v) => VALUES_0.has(v)).length === 4) ? 1 : 0;  // all_pungs: tests/data/mini.yaml:62
    n_dragon_pung = !(n_big_dragons) && (d_dragon_pungs.length > 0) ? Math.max(0, d_dragon_pungs.length) : 0;  // dragon_pung: tests/data/mini.yaml:66
    n_seat_wind_pung = (b_pungs.map((g) => g.tile).includes(b_seat_wind)) ? 1 : 0;  // seat_wind_pung: tests/data/mini.yaml:71
    n_edge_wait = ((b_win_set.kind === CHOW) && b_waits().length === 1 && ((TILE_NUMBER[b_win_tile]) === 3 && (TILE_NUMBER[b_win_set.tile]) === 1 || (TILE_NUMBER[b_win_tile]) === 7 && (TILE_NUMBER[b_win_set.tile]) === 7)) ? 1 : 0;  // edge_wait: tests/data/mini.yaml:82
    s_fan = safe(safe(88 * n_big_dragons) + safe(88 * n_orphans) + safe(24 * n_seven_pairs) + safe(8 * n_mixed_triple_chow) + n_pure_double_chow + n_mixed_double_chow + n_short_straight + safe(6 * n_all_pungs) + safe(2 * n_dragon_pung) + safe(2 * n_seat_wind_pung) + safe(2 * n_concealed_hand) + n_zimo + n_edge_wait + safe(val_lucky_win * n_lucky_win));

    const value = safe(s_fan + s_flower_fan, "tests/data/mini.yaml:97:11");
    if (best === null || py_cmp(value, best_value) > 0) {
      best_value = value;
      best = arr;
      if (several) kept = [b_chows, b_pungs, b_sets, b_shape, b_win_set, d_dragon_pungs, r_ids_0, r_counts_0, p_pure_double_chow, p_mixed_double_chow, p_short_straight, n_big_dragons, n_orphans, n_seven_pairs, n_mixed_triple_chow, n_pure_double_chow, n_mixed_double_chow, n_short_straight, n_all_pungs, n_dragon_pung, n_seat_wind_pung, n_edge_wait, s_fan];
    }
  }
  if (arr !== best) {  // the values above are the last arrangement's: take the best one's
    arr = best;
    [b_chows, b_pungs, b_sets, b_shape, b_win_set, d_dragon_pungs, r_ids_0, r_counts_0, p_pure_double_chow, p_mixed_double_chow, p_short_straight, n_big_dragons, n_orphans, n_seven_pairs, n_mixed_triple_chow, n_pure_double_chow, n_mixed_double_chow, n_short_straight, n_all_pungs, n_dragon_pung, n_seat_wind_pung, n_edge_wait, s_fan] = kept;
  }

  if (s_fan === 0) throw new RecordError("no_fan", "seat " + win.winner + ": " + "无番不能和 (a hand needs at least one fan)");
  if (b_self_drawn) {  // self-draw: tests/data/mini.yaml:104
    pay_from_each(payments, deltas, b_others, b_winner, safe(s_fan + s_flower_fan, "tests/data/mini.yaml:107:35"), "自摸 (self-draw)");
  }
  if (!py_eq(d_discard_payer, NO_SEAT)) {  // discard: tests/data/mini.yaml:108
    add_payment(payments, deltas, d_discard_payer, b_winner, safe(o_discard_factor * safe(s_fan + s_flower_fan, "tests/data/mini.yaml:111:60"), "tests/data/mini.yaml:111:42"), "放炮 (discard)");
  }
  const patterns = [];  // those that scored
  if (n_big_dragons) patterns.push({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 88, "count": n_big_dragons});
  if (n_orphans) patterns.push({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 88, "count": n_orphans});
  if (n_seven_pairs) patterns.push({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 24, "count": n_seven_pairs});
  if (n_mixed_triple_chow) patterns.push({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 8, "count": n_mixed_triple_chow});
  if (n_pure_double_chow) patterns.push({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 1, "count": n_pure_double_chow});
  if (n_mixed_double_chow) patterns.push({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 1, "count": n_mixed_double_chow});
  if (n_short_straight) patterns.push({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 1, "count": n_short_straight});
  if (n_all_pungs) patterns.push({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 6, "count": n_all_pungs});
  if (n_dragon_pung) patterns.push({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 2, "count": n_dragon_pung});
  if (n_seat_wind_pung) patterns.push({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 2, "count": n_seat_wind_pung});
  if (n_concealed_hand) patterns.push({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 2, "count": n_concealed_hand});
  if (n_zimo) patterns.push({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 1, "count": n_zimo});
  if (n_edge_wait) patterns.push({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 1, "count": n_edge_wait});
  if (n_lucky_win) patterns.push({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": val_lucky_win, "count": n_lucky_win});
  if (n_flower_bonus) patterns.push({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": 1, "count": n_flower_bonus});
  const result = {
    "winner": win.winner,
    "total": safe(s_fan + s_flower_fan, "tests/data/mini.yaml:97:11"),
    "unit": UNIT,
    "patterns": patterns,
  };
  return [result, {}];  // what the deal's rules read of this win
}

/** Score every win of a deal, then the rules that run once per deal. Where the record gives its events, each
 * kong, win and penalty is settled at its own, and the payments are listed in their order. */
function settle(deal) {
  const payments = [];
  const deltas = [0, 0, 0, 0];
  const results = [];
  const views = [];
  const timeline = deal.events !== null ? new Timeline(deal, payments) : null;
  for (const win of deal.wins) {
    if (timeline !== null) {
      timeline.enter(win.order, win.place);
    }
    const [result, view] = score_win(deal, win, payments, deltas);
    results.push(result);
    views.push(view);
  }
  for (const v_k of deal.kongs) {
    if (timeline !== null) {
      timeline.enter_kong(v_k);
    }
    if ((v_k.concealed) || contains(([0, 1, 2, 3]), (v_k.source))) {  // kong: tests/data/mini.yaml:113
      pay_from_each(payments, deltas, (others_of((v_k.owner))), (v_k.owner), (v_k.concealed) ? 2 : 1, "杠 (kong)");
    }
  }
  if (timeline !== null) {
    timeline.enter_end();
  }
  for (let v_p = 0; v_p < 4; v_p++) {
    if ((seat_flower_tiles(deal, v_p)).length >= 4 && (last(4, (seat_flower_tiles(deal, v_p)))).every((v) => VALUES_3.has(v))) {  // flower kong: tests/data/mini.yaml:118
      {  // the amount is worked out for each payment
        const payers = (others_of(v_p)), payees = [v_p];
        for (const v_payer of payers) {
          for (const v_payee of payees) add_payment(payments, deltas, v_payer, v_payee, v_payer === (deal.dealer) ? 6 : 5, "花杠 (flower kong)");
        }
      }
    }
  }
  for (const [kind, v_seat] of deal.penalties) {
    if (timeline !== null) {
      timeline.enter_penalty();
    }
    if (kind === "false_win") {
      pay_to_each(payments, deltas, v_seat, (others_of(v_seat)), 5, "诈胡 (false win)");
    }
  }
  if (timeline !== null) {
    timeline.close();
  }
  return {"deltas": deltas, "wins": results, "payments": payments};
}

/** Score one hand record; a record that is not a legal win gives {"error": ...}, led by the record's id. */
export function score(record) {
  let result;
  try {
    result = settle(parse_record(record, RULES));
  } catch (error) {
    result = error instanceof RecordError ? error_result(error) : internal_error_result(error);
  }
  return with_id(record, result);
}

/** Score a batch of hand records: an array of results, the same as score() of each. */
export function score_many(records) {
  return records.map(score);
}
