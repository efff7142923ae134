"""Scorer of the mjc ruleset `mcr` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 25ec14296c01944334d8c44ae9dc23c73201bd60314679fb59bff0895ad472c1
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _mcr) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

import itertools

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    CHOW, CONCEALED_OF, IS_DRAGON, IS_HONOR, IS_SUITED, IS_TERMINAL, IS_WIND, KONG, Lazy,
    MAX_NUMBER_DIGITS, MAX_RECORD_LINE, NO_SEAT, OTHER_SEATS, PUNG_KINDS, ROBBING_KONG, RecordError,
    Rules, SELF_DRAW, SOURCE_OF, SUIT_OF, TILE_NUMBER, TILE_OF, TILE_SUIT, Timeline, _shown,
    add_payment, arrangements, choose_relations, error_result, held_times, internal_error_result,
    melds_text, multiply, parse_record, pay_from_each, pay_to_each, relation_found, relation_index,
    tiles_text, waits, with_id,
)

# ================================================================ ruleset mcr

RULESET_ID = 'mcr'
RULESET_NAME = ('国标麻将', 'Chinese Official (MCR)')
SPEC_FILE = 'specs/mcr.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/mcr.yaml', '25ec14296c01944334d8c44ae9dc23c73201bd60314679fb59bff0895ad472c1'),)
SPEC_SHA256 = '25ec14296c01944334d8c44ae9dc23c73201bd60314679fb59bff0895ad472c1'
BUILD_KEY = '463c160e36dcf7a8056238464dab4cf439eb85f6f8ccac8349d887454a8f01dd'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'fan'
READS = ('kong_replacement', 'last_of_kind', 'last_tile')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 1, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 0, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': [], 'counter': 'none', 'next_dealer': 'rotate', 'seat_changes': [[3, [1, 0, 3, 2]]], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [4, 2, 1, 0], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['chow', 'pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[34, 35, 36, 37, 38, 39, 40, 41],
    flags={},
    options={
        'min_fan': ('int', 8, (0, 88)),
        'concealed_special_self_draw': ('bool', True, None),
        'terminals_double_pung': ('bool', True, None),
        'nine_gates_yaojiu': ('bool', False, None),
        'fifth_copy_waits': ('bool', False, None),
        'green_half_flush': ('bool', True, None),
        'middle_tiles_no_honors': ('bool', True, None),
        'kong_pair_5': ('bool', False, None),
        'min_fan_counts_flowers': ('bool', False, None),
        'false_win_below_minimum': ('bool', False, None),
    },
    penalties=[],
    flowers_by_tile=False,
)

PATTERN_IDS = (
    'big_four_winds',
    'big_three_dragons',
    'all_green',
    'nine_gates',
    'four_kongs',
    'seven_shifted_pairs',
    'thirteen_orphans',
    'all_terminals',
    'little_four_winds',
    'little_three_dragons',
    'all_honors',
    'four_concealed_pungs',
    'pure_terminal_chows',
    'quadruple_chow',
    'four_pure_shifted_pungs',
    'four_pure_shifted_chows',
    'three_kongs',
    'all_terminals_and_honors',
    'seven_pairs',
    'greater_honors_and_knitted_tiles',
    'all_even_pungs',
    'full_flush',
    'pure_triple_chow',
    'pure_shifted_pungs',
    'upper_tiles',
    'middle_tiles',
    'lower_tiles',
    'pure_straight',
    'three_suited_terminal_chows',
    'pure_shifted_chows',
    'all_five',
    'triple_pung',
    'three_concealed_pungs',
    'lesser_honors_and_knitted_tiles',
    'knitted_straight',
    'upper_four',
    'lower_four',
    'big_three_winds',
    'mixed_straight',
    'reversible_tiles',
    'mixed_triple_chow',
    'mixed_shifted_pungs',
    'last_tile_draw',
    'last_tile_claim',
    'out_with_replacement_tile',
    'robbing_the_kong',
    'all_pungs',
    'half_flush',
    'mixed_shifted_chows',
    'all_types',
    'melded_hand',
    'two_concealed_kongs',
    'two_dragons_pungs',
    'concealed_and_melded_kong',
    'outside_hand',
    'fully_concealed_hand',
    'two_melded_kongs',
    'last_tile_fan',
    'dragon_pung',
    'prevalent_wind_pung',
    'seat_wind_pung',
    'concealed_hand',
    'all_chows',
    'tile_hog',
    'double_pung',
    'two_concealed_pungs',
    'concealed_kong',
    'all_simples',
    'pure_double_chow',
    'mixed_double_chow',
    'short_straight',
    'two_terminal_chows',
    'pung_of_terminals_or_honors',
    'melded_kong',
    'one_voided_suit',
    'no_honors',
    'edge_wait',
    'closed_wait',
    'single_wait',
    'self_drawn_win',
    'chicken_hand',
    'flower_tiles_fan',
)
PATTERN_NAMES = (
    '大四喜',
    '大三元',
    '绿一色',
    '九莲宝灯',
    '四杠',
    '连七对',
    '十三幺',
    '清幺九',
    '小四喜',
    '小三元',
    '字一色',
    '四暗刻',
    '一色双龙会',
    '一色四同顺',
    '一色四节高',
    '一色四步高',
    '三杠',
    '混幺九',
    '七对',
    '七星不靠',
    '全双刻',
    '清一色',
    '一色三同顺',
    '一色三节高',
    '全大',
    '全中',
    '全小',
    '清龙',
    '三色双龙会',
    '一色三步高',
    '全带五',
    '三同刻',
    '三暗刻',
    '全不靠',
    '组合龙',
    '大于五',
    '小于五',
    '三风刻',
    '花龙',
    '推不倒',
    '三色三同顺',
    '三色三节高',
    '妙手回春',
    '海底捞月',
    '杠上开花',
    '抢杠和',
    '碰碰和',
    '混一色',
    '三色三步高',
    '五门齐',
    '全求人',
    '双暗杠',
    '双箭刻',
    '明暗杠',
    '全带幺',
    '不求人',
    '双明杠',
    '和绝张',
    '箭刻',
    '圈风刻',
    '门风刻',
    '门前清',
    '平和',
    '四归一',
    '双同刻',
    '双暗刻',
    '暗杠',
    '断幺',
    '一般高',
    '喜相逢',
    '连六',
    '老少副',
    '幺九刻',
    '明杠',
    '缺一门',
    '无字',
    '边张',
    '坎张',
    '单钓将',
    '自摸',
    '无番和',
    '花牌',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
FLAGS_0 = frozenset({  # not v_k.concealed
    False,
})
TILES_0 = frozenset({  # IS_SUITED[v_t]
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
})
TILES_1 = frozenset({  # IS_HONOR[v_t]
    27, 28, 29, 30, 31, 32, 33,
})
TILES_2 = frozenset({  # v_t in [19, 20, 21, 23, 25, 32]
    19, 20, 21, 23, 25, 32,
})
TILES_3 = frozenset({  # IS_TERMINAL[v_t]
    0, 8, 9, 17, 18, 26,
})
TILES_4 = frozenset({  # IS_YAOJIU[v_t]
    0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33,
})
TILES_5 = frozenset({  # IS_SUITED[v_g.tile] and TILE_NUMBER[v_g.tile] % 2 == 0
    1, 3, 5, 7, 10, 12, 14, 16, 19, 21, 23, 25,
})
TILES_6 = frozenset({  # TILE_NUMBER[v_t] >= 7
    6, 7, 8, 15, 16, 17, 24, 25, 26, 33, 40, 41,
})
TILES_7 = frozenset({  # 4 <= TILE_NUMBER[v_t] <= 6
    3, 4, 5, 12, 13, 14, 21, 22, 23, 30, 31, 32, 37, 38, 39,
})
TILES_8 = frozenset({  # TILE_NUMBER[v_t] <= 3
    -1, 0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 28, 29, 34, 35, 36,
})
TILES_9 = frozenset({  # TILE_NUMBER[v_t] >= 6
    5, 6, 7, 8, 14, 15, 16, 17, 23, 24, 25, 26, 32, 33, 39, 40,
    41,
})
TILES_10 = frozenset({  # TILE_NUMBER[v_t] <= 4
    -1, 0, 1, 2, 3, 9, 10, 11, 12, 18, 19, 20, 21, 27, 28, 29,
    30, 34, 35, 36, 37,
})
TILES_11 = frozenset({  # v_t in [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31]
    9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31,
})
TILES_12 = frozenset({  # IS_WIND[v_t]
    27, 28, 29, 30,
})
TILES_13 = frozenset({  # IS_DRAGON[v_t]
    31, 32, 33,
})
TILES_14 = frozenset({  # IS_SUITED[v_t] and not IS_TERMINAL[v_t]
    1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 19, 20,
    21, 22, 23, 24, 25,
})

# Relation patterns whose condition reads only their sets' tiles: the sorted tiles of every
# combination of sets that holds the relation in some order (built by compiler/tabulate.py).
RELATION_0 = frozenset({  # big_four_winds
    (27, 28, 29, 30),
})
RELATION_1 = frozenset({  # big_three_dragons
    (31, 32, 33),
})
RELATION_13 = frozenset({  # quadruple_chow
    (0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 3, 3), (4, 4, 4, 4), (5, 5, 5, 5), (6, 6, 6, 6), (9, 9, 9, 9),
    (10, 10, 10, 10), (11, 11, 11, 11), (12, 12, 12, 12), (13, 13, 13, 13), (14, 14, 14, 14), (15, 15, 15, 15), (18, 18, 18, 18), (19, 19, 19, 19),
    (20, 20, 20, 20), (21, 21, 21, 21), (22, 22, 22, 22), (23, 23, 23, 23), (24, 24, 24, 24),
})
RELATION_14 = frozenset({  # four_pure_shifted_pungs
    (0, 1, 2, 3), (1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6), (4, 5, 6, 7), (5, 6, 7, 8), (9, 10, 11, 12), (10, 11, 12, 13),
    (11, 12, 13, 14), (12, 13, 14, 15), (13, 14, 15, 16), (14, 15, 16, 17), (18, 19, 20, 21), (19, 20, 21, 22), (20, 21, 22, 23), (21, 22, 23, 24),
    (22, 23, 24, 25), (23, 24, 25, 26),
})
RELATION_15 = frozenset({  # four_pure_shifted_chows
    (0, 1, 2, 3), (0, 2, 4, 6), (1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6), (9, 10, 11, 12), (9, 11, 13, 15), (10, 11, 12, 13),
    (11, 12, 13, 14), (12, 13, 14, 15), (18, 19, 20, 21), (18, 20, 22, 24), (19, 20, 21, 22), (20, 21, 22, 23), (21, 22, 23, 24),
})
RELATION_22 = frozenset({  # pure_triple_chow
    (0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 3, 3), (4, 4, 4), (5, 5, 5), (6, 6, 6), (9, 9, 9),
    (10, 10, 10), (11, 11, 11), (12, 12, 12), (13, 13, 13), (14, 14, 14), (15, 15, 15), (18, 18, 18), (19, 19, 19),
    (20, 20, 20), (21, 21, 21), (22, 22, 22), (23, 23, 23), (24, 24, 24),
})
RELATION_23 = frozenset({  # pure_shifted_pungs
    (0, 1, 2), (1, 2, 3), (2, 3, 4), (3, 4, 5), (4, 5, 6), (5, 6, 7), (6, 7, 8), (9, 10, 11),
    (10, 11, 12), (11, 12, 13), (12, 13, 14), (13, 14, 15), (14, 15, 16), (15, 16, 17), (18, 19, 20), (19, 20, 21),
    (20, 21, 22), (21, 22, 23), (22, 23, 24), (23, 24, 25), (24, 25, 26),
})
RELATION_27 = frozenset({  # pure_straight
    (0, 3, 6), (9, 12, 15), (18, 21, 24),
})
RELATION_29 = frozenset({  # pure_shifted_chows
    (0, 1, 2), (0, 2, 4), (1, 2, 3), (1, 3, 5), (2, 3, 4), (2, 4, 6), (3, 4, 5), (4, 5, 6),
    (9, 10, 11), (9, 11, 13), (10, 11, 12), (10, 12, 14), (11, 12, 13), (11, 13, 15), (12, 13, 14), (13, 14, 15),
    (18, 19, 20), (18, 20, 22), (19, 20, 21), (19, 21, 23), (20, 21, 22), (20, 22, 24), (21, 22, 23), (22, 23, 24),
})
RELATION_31 = frozenset({  # triple_pung
    (0, 9, 18), (1, 10, 19), (2, 11, 20), (3, 12, 21), (4, 13, 22), (5, 14, 23), (6, 15, 24), (7, 16, 25),
    (8, 17, 26),
})
RELATION_37 = frozenset({  # big_three_winds
    (27, 28, 29), (27, 28, 30), (27, 29, 30), (28, 29, 30),
})
RELATION_38 = frozenset({  # mixed_straight
    (0, 12, 24), (0, 15, 21), (3, 9, 24), (3, 15, 18), (6, 9, 21), (6, 12, 18),
})
RELATION_40 = frozenset({  # mixed_triple_chow
    (0, 9, 18), (1, 10, 19), (2, 11, 20), (3, 12, 21), (4, 13, 22), (5, 14, 23), (6, 15, 24),
})
RELATION_41 = frozenset({  # mixed_shifted_pungs
    (0, 10, 20), (0, 11, 19), (1, 9, 20), (1, 11, 18), (1, 11, 21), (1, 12, 20), (2, 9, 19), (2, 10, 18),
    (2, 10, 21), (2, 12, 19), (2, 12, 22), (2, 13, 21), (3, 10, 20), (3, 11, 19), (3, 11, 22), (3, 13, 20),
    (3, 13, 23), (3, 14, 22), (4, 11, 21), (4, 12, 20), (4, 12, 23), (4, 14, 21), (4, 14, 24), (4, 15, 23),
    (5, 12, 22), (5, 13, 21), (5, 13, 24), (5, 15, 22), (5, 15, 25), (5, 16, 24), (6, 13, 23), (6, 14, 22),
    (6, 14, 25), (6, 16, 23), (6, 16, 26), (6, 17, 25), (7, 14, 24), (7, 15, 23), (7, 15, 26), (7, 17, 24),
    (8, 15, 25), (8, 16, 24),
})
RELATION_48 = frozenset({  # mixed_shifted_chows
    (0, 10, 20), (0, 11, 19), (1, 9, 20), (1, 11, 18), (1, 11, 21), (1, 12, 20), (2, 9, 19), (2, 10, 18),
    (2, 10, 21), (2, 12, 19), (2, 12, 22), (2, 13, 21), (3, 10, 20), (3, 11, 19), (3, 11, 22), (3, 13, 20),
    (3, 13, 23), (3, 14, 22), (4, 11, 21), (4, 12, 20), (4, 12, 23), (4, 14, 21), (4, 14, 24), (4, 15, 23),
    (5, 12, 22), (5, 13, 21), (5, 13, 24), (5, 15, 22), (6, 13, 23), (6, 14, 22),
})
RELATION_52 = frozenset({  # two_dragons_pungs
    (31, 32), (31, 33), (32, 33),
})
RELATION_64 = frozenset({  # double_pung
    (0, 9), (0, 18), (1, 10), (1, 19), (2, 11), (2, 20), (3, 12), (3, 21),
    (4, 13), (4, 22), (5, 14), (5, 23), (6, 15), (6, 24), (7, 16), (7, 25),
    (8, 17), (8, 26), (9, 18), (10, 19), (11, 20), (12, 21), (13, 22), (14, 23),
    (15, 24), (16, 25), (17, 26),
})
RELATION_68 = frozenset({  # pure_double_chow
    (0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (9, 9),
    (10, 10), (11, 11), (12, 12), (13, 13), (14, 14), (15, 15), (18, 18), (19, 19),
    (20, 20), (21, 21), (22, 22), (23, 23), (24, 24),
})
RELATION_69 = frozenset({  # mixed_double_chow
    (0, 9), (0, 18), (1, 10), (1, 19), (2, 11), (2, 20), (3, 12), (3, 21),
    (4, 13), (4, 22), (5, 14), (5, 23), (6, 15), (6, 24), (9, 18), (10, 19),
    (11, 20), (12, 21), (13, 22), (14, 23), (15, 24),
})
RELATION_70 = frozenset({  # short_straight
    (0, 3), (1, 4), (2, 5), (3, 6), (9, 12), (10, 13), (11, 14), (12, 15),
    (18, 21), (19, 22), (20, 23), (21, 24),
})
RELATION_71 = frozenset({  # two_terminal_chows
    (0, 6), (9, 15), (18, 24),
})

# A family's tables of one arity together: key -> its patterns, for one lookup per combination.
RELATIONS_0_4 = relation_index({0: RELATION_0, 14: RELATION_14})
RELATIONS_0_3 = relation_index({1: RELATION_1, 23: RELATION_23, 31: RELATION_31, 37: RELATION_37, 41: RELATION_41})
RELATIONS_0_2 = relation_index({52: RELATION_52})
RELATIONS_1_4 = relation_index({13: RELATION_13, 15: RELATION_15})
RELATIONS_1_3 = relation_index({22: RELATION_22, 27: RELATION_27, 29: RELATION_29, 38: RELATION_38, 40: RELATION_40, 48: RELATION_48})
RELATIONS_1_2 = relation_index({68: RELATION_68, 69: RELATION_69, 70: RELATION_70, 71: RELATION_71})
RELATION_INDEX_64 = relation_index({64: RELATION_64})

# Each family's pattern values; and the best choice, worked out by the compiler, for every list of
# instances (sets sorted by tile) in which a set takes part more than once.
RELATION_VALUES_0 = {0: 88, 1: 88, 14: 48, 23: 24, 31: 16, 37: 12, 41: 8, 52: 6, 64: 2}
RELATION_CHOICES_0 = {
    ((0, (0, 1, 2, 3)), (37, (0, 1, 2)), (37, (0, 1, 3)), (37, (0, 2, 3)), (37, (1, 2, 3))): {0: 1},
    ((1, (0, 1, 2)), (52, (0, 1)), (52, (0, 2)), (52, (1, 2))): {1: 1},
    ((1, (1, 2, 3)), (52, (1, 2)), (52, (1, 3)), (52, (2, 3))): {1: 1},
    ((14, (0, 1, 2, 3)), (23, (0, 1, 2)), (23, (1, 2, 3))): {14: 1},
    ((23, (0, 1, 2)), (64, (0, 3))): {23: 1, 64: 1},
    ((23, (0, 1, 2)), (64, (1, 3))): {23: 1, 64: 1},
    ((23, (0, 1, 2)), (64, (2, 3))): {23: 1, 64: 1},
    ((23, (1, 2, 3)), (64, (0, 1))): {23: 1, 64: 1},
    ((23, (1, 2, 3)), (64, (0, 2))): {23: 1, 64: 1},
    ((23, (1, 2, 3)), (64, (0, 3))): {23: 1, 64: 1},
    ((31, (0, 1, 2)), (64, (0, 1)), (64, (0, 2)), (64, (1, 2))): {31: 1},
    ((31, (0, 1, 3)), (64, (0, 1)), (64, (0, 3)), (64, (1, 3))): {31: 1},
    ((31, (0, 2, 3)), (64, (0, 2)), (64, (0, 3)), (64, (2, 3))): {31: 1},
    ((31, (1, 2, 3)), (64, (1, 2)), (64, (1, 3)), (64, (2, 3))): {31: 1},
    ((41, (0, 1, 2)), (41, (0, 1, 3))): {41: 1},
    ((41, (0, 1, 2)), (64, (0, 3))): {41: 1, 64: 1},
    ((41, (0, 1, 2)), (64, (1, 3))): {41: 1, 64: 1},
    ((41, (0, 1, 3)), (41, (0, 2, 3))): {41: 1},
    ((41, (0, 1, 3)), (64, (0, 2))): {41: 1, 64: 1},
    ((41, (0, 1, 3)), (64, (1, 2))): {41: 1, 64: 1},
    ((41, (0, 1, 3)), (64, (2, 3))): {41: 1, 64: 1},
    ((41, (0, 2, 3)), (41, (1, 2, 3))): {41: 1},
    ((41, (0, 2, 3)), (64, (0, 1))): {41: 1, 64: 1},
    ((41, (0, 2, 3)), (64, (1, 2))): {41: 1, 64: 1},
    ((41, (0, 2, 3)), (64, (1, 3))): {41: 1, 64: 1},
    ((41, (1, 2, 3)), (64, (0, 2))): {41: 1, 64: 1},
    ((41, (1, 2, 3)), (64, (0, 3))): {41: 1, 64: 1},
}
RELATION_VALUES_1 = {13: 48, 15: 32, 22: 24, 27: 16, 29: 16, 38: 8, 40: 8, 48: 6, 68: 1, 69: 1, 70: 1, 71: 1}
RELATION_CHOICES_1 = {
    ((13, (0, 1, 2, 3)), (22, (0, 1, 2)), (22, (0, 1, 3)), (22, (0, 2, 3)), (22, (1, 2, 3)), (68, (0, 1)), (68, (0, 2)), (68, (0, 3)), (68, (1, 2)), (68, (1, 3)), (68, (2, 3))): {13: 1},
    ((15, (0, 1, 2, 3)), (29, (0, 1, 2)), (29, (1, 2, 3)), (70, (0, 3))): {15: 1},
    ((15, (0, 1, 2, 3)), (29, (0, 1, 2)), (29, (1, 2, 3)), (71, (0, 3))): {15: 1},
    ((22, (0, 1, 2)), (68, (0, 1)), (68, (0, 2)), (68, (1, 2))): {22: 1},
    ((22, (0, 1, 2)), (68, (0, 1)), (68, (0, 2)), (68, (1, 2)), (69, (0, 3)), (69, (1, 3)), (69, (2, 3))): {22: 1, 69: 1},
    ((22, (0, 1, 2)), (68, (0, 1)), (68, (0, 2)), (68, (1, 2)), (70, (0, 3)), (70, (1, 3)), (70, (2, 3))): {22: 1, 70: 1},
    ((22, (0, 1, 2)), (68, (0, 1)), (68, (0, 2)), (68, (1, 2)), (71, (0, 3)), (71, (1, 3)), (71, (2, 3))): {22: 1, 71: 1},
    ((22, (1, 2, 3)), (68, (1, 2)), (68, (1, 3)), (68, (2, 3))): {22: 1},
    ((22, (1, 2, 3)), (68, (1, 2)), (68, (1, 3)), (68, (2, 3)), (69, (0, 1)), (69, (0, 2)), (69, (0, 3))): {22: 1, 69: 1},
    ((22, (1, 2, 3)), (68, (1, 2)), (68, (1, 3)), (68, (2, 3)), (70, (0, 1)), (70, (0, 2)), (70, (0, 3))): {22: 1, 70: 1},
    ((22, (1, 2, 3)), (68, (1, 2)), (68, (1, 3)), (68, (2, 3)), (71, (0, 1)), (71, (0, 2)), (71, (0, 3))): {22: 1, 71: 1},
    ((27, (0, 1, 2)), (27, (0, 1, 3)), (68, (2, 3)), (70, (0, 1)), (70, (1, 2)), (70, (1, 3)), (71, (0, 2)), (71, (0, 3))): {27: 1, 68: 1},
    ((27, (0, 1, 2)), (69, (0, 3)), (70, (0, 1)), (70, (1, 2)), (71, (0, 2))): {27: 1, 69: 1},
    ((27, (0, 1, 2)), (69, (1, 3)), (70, (0, 1)), (70, (1, 2)), (71, (0, 2))): {27: 1, 69: 1},
    ((27, (0, 1, 2)), (69, (2, 3)), (70, (0, 1)), (70, (1, 2)), (71, (0, 2))): {27: 1, 69: 1},
    ((27, (0, 1, 2)), (70, (0, 1)), (70, (1, 2)), (71, (0, 2))): {27: 1},
    ((27, (0, 1, 3)), (27, (0, 2, 3)), (68, (1, 2)), (70, (0, 1)), (70, (0, 2)), (70, (1, 3)), (70, (2, 3)), (71, (0, 3))): {27: 1, 68: 1},
    ((27, (0, 1, 3)), (70, (0, 1)), (70, (1, 3)), (71, (0, 3))): {27: 1},
    ((27, (0, 2, 3)), (27, (1, 2, 3)), (68, (0, 1)), (70, (0, 2)), (70, (1, 2)), (70, (2, 3)), (71, (0, 3)), (71, (1, 3))): {27: 1, 68: 1},
    ((27, (0, 2, 3)), (70, (0, 2)), (70, (2, 3)), (71, (0, 3))): {27: 1},
    ((27, (1, 2, 3)), (69, (0, 1)), (70, (1, 2)), (70, (2, 3)), (71, (1, 3))): {27: 1, 69: 1},
    ((27, (1, 2, 3)), (69, (0, 2)), (70, (1, 2)), (70, (2, 3)), (71, (1, 3))): {27: 1, 69: 1},
    ((27, (1, 2, 3)), (69, (0, 3)), (70, (1, 2)), (70, (2, 3)), (71, (1, 3))): {27: 1, 69: 1},
    ((27, (1, 2, 3)), (70, (1, 2)), (70, (2, 3)), (71, (1, 3))): {27: 1},
    ((29, (0, 1, 2)), (29, (0, 1, 3)), (68, (2, 3))): {29: 1, 68: 1},
    ((29, (0, 1, 2)), (29, (0, 2, 3)), (70, (1, 3))): {29: 1, 70: 1},
    ((29, (0, 1, 2)), (69, (0, 3))): {29: 1, 69: 1},
    ((29, (0, 1, 2)), (69, (1, 3))): {29: 1, 69: 1},
    ((29, (0, 1, 2)), (69, (2, 3))): {29: 1, 69: 1},
    ((29, (0, 1, 2)), (70, (1, 3))): {29: 1, 70: 1},
    ((29, (0, 1, 2)), (70, (2, 3))): {29: 1, 70: 1},
    ((29, (0, 1, 2)), (71, (0, 3))): {29: 1, 71: 1},
    ((29, (0, 1, 3)), (29, (0, 2, 3)), (68, (1, 2))): {29: 1, 68: 1},
    ((29, (0, 1, 3)), (29, (1, 2, 3)), (70, (0, 2))): {29: 1, 70: 1},
    ((29, (0, 2, 3)), (29, (1, 2, 3)), (68, (0, 1))): {29: 1, 68: 1},
    ((29, (1, 2, 3)), (69, (0, 1))): {29: 1, 69: 1},
    ((29, (1, 2, 3)), (69, (0, 2))): {29: 1, 69: 1},
    ((29, (1, 2, 3)), (69, (0, 3))): {29: 1, 69: 1},
    ((29, (1, 2, 3)), (70, (0, 1))): {29: 1, 70: 1},
    ((29, (1, 2, 3)), (70, (0, 2))): {29: 1, 70: 1},
    ((29, (1, 2, 3)), (71, (0, 3))): {29: 1, 71: 1},
    ((38, (0, 1, 2)), (38, (0, 1, 3)), (68, (2, 3))): {38: 1, 68: 1},
    ((38, (0, 1, 2)), (69, (0, 3)), (70, (2, 3))): {38: 1, 69: 1},
    ((38, (0, 1, 2)), (69, (0, 3)), (71, (2, 3))): {38: 1, 69: 1},
    ((38, (0, 1, 2)), (69, (1, 3)), (70, (2, 3))): {38: 1, 69: 1},
    ((38, (0, 1, 2)), (69, (1, 3)), (71, (2, 3))): {38: 1, 69: 1},
    ((38, (0, 1, 3)), (38, (0, 2, 3)), (68, (1, 2))): {38: 1, 68: 1},
    ((38, (0, 1, 3)), (69, (0, 2)), (70, (1, 2))): {38: 1, 69: 1},
    ((38, (0, 1, 3)), (69, (0, 2)), (70, (2, 3))): {38: 1, 69: 1},
    ((38, (0, 1, 3)), (69, (0, 2)), (71, (1, 2))): {38: 1, 69: 1},
    ((38, (0, 1, 3)), (69, (0, 2)), (71, (2, 3))): {38: 1, 69: 1},
    ((38, (0, 1, 3)), (69, (1, 2)), (70, (2, 3))): {38: 1, 69: 1},
    ((38, (0, 1, 3)), (69, (1, 2)), (71, (2, 3))): {38: 1, 69: 1},
    ((38, (0, 1, 3)), (69, (2, 3)), (70, (1, 2))): {38: 1, 69: 1},
    ((38, (0, 1, 3)), (69, (2, 3)), (71, (1, 2))): {38: 1, 69: 1},
    ((38, (0, 2, 3)), (38, (1, 2, 3)), (68, (0, 1))): {38: 1, 68: 1},
    ((38, (0, 2, 3)), (69, (0, 1)), (70, (1, 2))): {38: 1, 69: 1},
    ((38, (0, 2, 3)), (69, (0, 1)), (71, (1, 2))): {38: 1, 69: 1},
    ((38, (0, 2, 3)), (69, (1, 2)), (70, (0, 1))): {38: 1, 69: 1},
    ((38, (0, 2, 3)), (69, (1, 2)), (71, (0, 1))): {38: 1, 69: 1},
    ((38, (0, 2, 3)), (69, (1, 3)), (70, (0, 1))): {38: 1, 69: 1},
    ((38, (0, 2, 3)), (69, (1, 3)), (70, (1, 2))): {38: 1, 69: 1},
    ((38, (0, 2, 3)), (69, (1, 3)), (71, (0, 1))): {38: 1, 69: 1},
    ((38, (0, 2, 3)), (69, (1, 3)), (71, (1, 2))): {38: 1, 69: 1},
    ((38, (1, 2, 3)), (69, (0, 2)), (70, (0, 1))): {38: 1, 69: 1},
    ((38, (1, 2, 3)), (69, (0, 2)), (71, (0, 1))): {38: 1, 69: 1},
    ((38, (1, 2, 3)), (69, (0, 3)), (70, (0, 1))): {38: 1, 69: 1},
    ((38, (1, 2, 3)), (69, (0, 3)), (71, (0, 1))): {38: 1, 69: 1},
    ((40, (0, 1, 2)), (40, (0, 1, 3)), (68, (2, 3)), (69, (0, 1)), (69, (0, 2)), (69, (0, 3)), (69, (1, 2)), (69, (1, 3))): {40: 1, 68: 1},
    ((40, (0, 1, 2)), (69, (0, 1)), (69, (0, 2)), (69, (1, 2))): {40: 1},
    ((40, (0, 1, 2)), (69, (0, 1)), (69, (0, 2)), (69, (1, 2)), (70, (2, 3))): {40: 1, 70: 1},
    ((40, (0, 1, 2)), (69, (0, 1)), (69, (0, 2)), (69, (1, 2)), (71, (2, 3))): {40: 1, 71: 1},
    ((40, (0, 1, 3)), (40, (0, 2, 3)), (68, (1, 2)), (69, (0, 1)), (69, (0, 2)), (69, (0, 3)), (69, (1, 3)), (69, (2, 3))): {40: 1, 68: 1},
    ((40, (0, 1, 3)), (69, (0, 1)), (69, (0, 3)), (69, (1, 3))): {40: 1},
    ((40, (0, 1, 3)), (69, (0, 1)), (69, (0, 3)), (69, (1, 3)), (70, (1, 2))): {40: 1, 70: 1},
    ((40, (0, 1, 3)), (69, (0, 1)), (69, (0, 3)), (69, (1, 3)), (70, (2, 3))): {40: 1, 70: 1},
    ((40, (0, 1, 3)), (69, (0, 1)), (69, (0, 3)), (69, (1, 3)), (71, (1, 2))): {40: 1, 71: 1},
    ((40, (0, 1, 3)), (69, (0, 1)), (69, (0, 3)), (69, (1, 3)), (71, (2, 3))): {40: 1, 71: 1},
    ((40, (0, 2, 3)), (40, (1, 2, 3)), (68, (0, 1)), (69, (0, 2)), (69, (0, 3)), (69, (1, 2)), (69, (1, 3)), (69, (2, 3))): {40: 1, 68: 1},
    ((40, (0, 2, 3)), (69, (0, 2)), (69, (0, 3)), (69, (2, 3))): {40: 1},
    ((40, (0, 2, 3)), (69, (0, 2)), (69, (0, 3)), (69, (2, 3)), (70, (0, 1))): {40: 1, 70: 1},
    ((40, (0, 2, 3)), (69, (0, 2)), (69, (0, 3)), (69, (2, 3)), (70, (1, 2))): {40: 1, 70: 1},
    ((40, (0, 2, 3)), (69, (0, 2)), (69, (0, 3)), (69, (2, 3)), (71, (0, 1))): {40: 1, 71: 1},
    ((40, (0, 2, 3)), (69, (0, 2)), (69, (0, 3)), (69, (2, 3)), (71, (1, 2))): {40: 1, 71: 1},
    ((40, (1, 2, 3)), (69, (1, 2)), (69, (1, 3)), (69, (2, 3))): {40: 1},
    ((40, (1, 2, 3)), (69, (1, 2)), (69, (1, 3)), (69, (2, 3)), (70, (0, 1))): {40: 1, 70: 1},
    ((40, (1, 2, 3)), (69, (1, 2)), (69, (1, 3)), (69, (2, 3)), (71, (0, 1))): {40: 1, 71: 1},
    ((48, (0, 1, 2)), (48, (0, 1, 3)), (68, (2, 3))): {48: 1, 68: 1},
    ((48, (0, 1, 2)), (48, (0, 1, 3)), (70, (2, 3))): {48: 1, 70: 1},
    ((48, (0, 1, 2)), (69, (0, 3))): {48: 1, 69: 1},
    ((48, (0, 1, 2)), (69, (1, 3))): {48: 1, 69: 1},
    ((48, (0, 1, 2)), (70, (2, 3))): {48: 1, 70: 1},
    ((48, (0, 1, 2)), (71, (2, 3))): {48: 1, 71: 1},
    ((48, (0, 1, 3)), (48, (0, 2, 3)), (68, (1, 2))): {48: 1, 68: 1},
    ((48, (0, 1, 3)), (48, (0, 2, 3)), (70, (1, 2))): {48: 1, 70: 1},
    ((48, (0, 1, 3)), (69, (0, 2))): {48: 1, 69: 1},
    ((48, (0, 1, 3)), (69, (1, 2))): {48: 1, 69: 1},
    ((48, (0, 1, 3)), (69, (2, 3))): {48: 1, 69: 1},
    ((48, (0, 1, 3)), (70, (1, 2))): {48: 1, 70: 1},
    ((48, (0, 1, 3)), (70, (2, 3))): {48: 1, 70: 1},
    ((48, (0, 1, 3)), (71, (1, 2))): {48: 1, 71: 1},
    ((48, (0, 1, 3)), (71, (2, 3))): {48: 1, 71: 1},
    ((48, (0, 2, 3)), (48, (1, 2, 3)), (68, (0, 1))): {48: 1, 68: 1},
    ((48, (0, 2, 3)), (48, (1, 2, 3)), (70, (0, 1))): {48: 1, 70: 1},
    ((48, (0, 2, 3)), (69, (0, 1))): {48: 1, 69: 1},
    ((48, (0, 2, 3)), (69, (1, 2))): {48: 1, 69: 1},
    ((48, (0, 2, 3)), (69, (1, 3))): {48: 1, 69: 1},
    ((48, (0, 2, 3)), (70, (0, 1))): {48: 1, 70: 1},
    ((48, (0, 2, 3)), (70, (1, 2))): {48: 1, 70: 1},
    ((48, (0, 2, 3)), (71, (0, 1))): {48: 1, 71: 1},
    ((48, (0, 2, 3)), (71, (1, 2))): {48: 1, 71: 1},
    ((48, (1, 2, 3)), (69, (0, 2))): {48: 1, 69: 1},
    ((48, (1, 2, 3)), (69, (0, 3))): {48: 1, 69: 1},
    ((48, (1, 2, 3)), (70, (0, 1))): {48: 1, 70: 1},
    ((48, (1, 2, 3)), (71, (0, 1))): {48: 1, 71: 1},
    ((68, (0, 1)), (68, (2, 3)), (69, (0, 2)), (69, (0, 3)), (69, (1, 2)), (69, (1, 3))): {68: 2, 69: 1},
    ((68, (0, 1)), (68, (2, 3)), (70, (0, 2)), (70, (0, 3)), (70, (1, 2)), (70, (1, 3))): {68: 2, 70: 1},
    ((68, (0, 1)), (68, (2, 3)), (71, (0, 2)), (71, (0, 3)), (71, (1, 2)), (71, (1, 3))): {68: 2, 71: 1},
    ((68, (0, 1)), (69, (0, 2)), (69, (1, 2))): {68: 1, 69: 1},
    ((68, (0, 1)), (69, (0, 2)), (69, (1, 2)), (70, (2, 3))): {68: 1, 69: 1, 70: 1},
    ((68, (0, 1)), (69, (0, 2)), (69, (1, 2)), (71, (2, 3))): {68: 1, 69: 1, 71: 1},
    ((68, (0, 1)), (69, (0, 3)), (69, (1, 3))): {68: 1, 69: 1},
    ((68, (0, 1)), (69, (0, 3)), (69, (1, 3)), (70, (0, 2)), (70, (1, 2))): {68: 1, 69: 1, 70: 1},
    ((68, (0, 1)), (69, (0, 3)), (69, (1, 3)), (70, (2, 3))): {68: 1, 69: 1, 70: 1},
    ((68, (0, 1)), (69, (0, 3)), (69, (1, 3)), (71, (0, 2)), (71, (1, 2))): {68: 1, 69: 1, 71: 1},
    ((68, (0, 1)), (69, (0, 3)), (69, (1, 3)), (71, (2, 3))): {68: 1, 69: 1, 71: 1},
    ((68, (0, 1)), (69, (2, 3)), (70, (0, 2)), (70, (1, 2))): {68: 1, 69: 1, 70: 1},
    ((68, (0, 1)), (69, (2, 3)), (71, (0, 2)), (71, (1, 2))): {68: 1, 69: 1, 71: 1},
    ((68, (0, 1)), (70, (0, 2)), (70, (1, 2))): {68: 1, 70: 1},
    ((68, (0, 1)), (70, (0, 3)), (70, (1, 3))): {68: 1, 70: 1},
    ((68, (0, 1)), (71, (0, 2)), (71, (1, 2))): {68: 1, 71: 1},
    ((68, (0, 1)), (71, (0, 3)), (71, (1, 3))): {68: 1, 71: 1},
    ((68, (1, 2)), (69, (0, 1)), (69, (0, 2))): {68: 1, 69: 1},
    ((68, (1, 2)), (69, (0, 1)), (69, (0, 2)), (70, (1, 3)), (70, (2, 3))): {68: 1, 69: 1, 70: 1},
    ((68, (1, 2)), (69, (0, 1)), (69, (0, 2)), (71, (1, 3)), (71, (2, 3))): {68: 1, 69: 1, 71: 1},
    ((68, (1, 2)), (69, (0, 3)), (70, (0, 1)), (70, (0, 2))): {68: 1, 69: 1, 70: 1},
    ((68, (1, 2)), (69, (0, 3)), (70, (1, 3)), (70, (2, 3))): {68: 1, 69: 1, 70: 1},
    ((68, (1, 2)), (69, (0, 3)), (71, (0, 1)), (71, (0, 2))): {68: 1, 69: 1, 71: 1},
    ((68, (1, 2)), (69, (0, 3)), (71, (1, 3)), (71, (2, 3))): {68: 1, 69: 1, 71: 1},
    ((68, (1, 2)), (69, (1, 3)), (69, (2, 3))): {68: 1, 69: 1},
    ((68, (1, 2)), (69, (1, 3)), (69, (2, 3)), (70, (0, 1)), (70, (0, 2))): {68: 1, 69: 1, 70: 1},
    ((68, (1, 2)), (69, (1, 3)), (69, (2, 3)), (71, (0, 1)), (71, (0, 2))): {68: 1, 69: 1, 71: 1},
    ((68, (1, 2)), (70, (0, 1)), (70, (0, 2))): {68: 1, 70: 1},
    ((68, (1, 2)), (70, (1, 3)), (70, (2, 3))): {68: 1, 70: 1},
    ((68, (1, 2)), (71, (0, 1)), (71, (0, 2))): {68: 1, 71: 1},
    ((68, (1, 2)), (71, (1, 3)), (71, (2, 3))): {68: 1, 71: 1},
    ((68, (2, 3)), (69, (0, 1)), (70, (1, 2)), (70, (1, 3))): {68: 1, 69: 1, 70: 1},
    ((68, (2, 3)), (69, (0, 1)), (71, (1, 2)), (71, (1, 3))): {68: 1, 69: 1, 71: 1},
    ((68, (2, 3)), (69, (0, 2)), (69, (0, 3))): {68: 1, 69: 1},
    ((68, (2, 3)), (69, (0, 2)), (69, (0, 3)), (70, (0, 1))): {68: 1, 69: 1, 70: 1},
    ((68, (2, 3)), (69, (0, 2)), (69, (0, 3)), (70, (1, 2)), (70, (1, 3))): {68: 1, 69: 1, 70: 1},
    ((68, (2, 3)), (69, (0, 2)), (69, (0, 3)), (71, (0, 1))): {68: 1, 69: 1, 71: 1},
    ((68, (2, 3)), (69, (0, 2)), (69, (0, 3)), (71, (1, 2)), (71, (1, 3))): {68: 1, 69: 1, 71: 1},
    ((68, (2, 3)), (69, (1, 2)), (69, (1, 3))): {68: 1, 69: 1},
    ((68, (2, 3)), (69, (1, 2)), (69, (1, 3)), (70, (0, 1))): {68: 1, 69: 1, 70: 1},
    ((68, (2, 3)), (69, (1, 2)), (69, (1, 3)), (71, (0, 1))): {68: 1, 69: 1, 71: 1},
    ((68, (2, 3)), (70, (0, 2)), (70, (0, 3))): {68: 1, 70: 1},
    ((68, (2, 3)), (70, (1, 2)), (70, (1, 3))): {68: 1, 70: 1},
    ((68, (2, 3)), (71, (0, 2)), (71, (0, 3))): {68: 1, 71: 1},
    ((68, (2, 3)), (71, (1, 2)), (71, (1, 3))): {68: 1, 71: 1},
    ((69, (0, 1)), (69, (2, 3)), (70, (1, 2))): {69: 2, 70: 1},
    ((69, (0, 1)), (69, (2, 3)), (71, (1, 2))): {69: 2, 71: 1},
    ((69, (0, 1)), (70, (1, 2))): {69: 1, 70: 1},
    ((69, (0, 1)), (70, (1, 3))): {69: 1, 70: 1},
    ((69, (0, 1)), (71, (1, 2))): {69: 1, 71: 1},
    ((69, (0, 1)), (71, (1, 3))): {69: 1, 71: 1},
    ((69, (0, 2)), (69, (1, 3)), (70, (0, 1))): {69: 2, 70: 1},
    ((69, (0, 2)), (69, (1, 3)), (70, (0, 1)), (70, (2, 3))): {69: 2, 70: 1},
    ((69, (0, 2)), (69, (1, 3)), (70, (1, 2))): {69: 2, 70: 1},
    ((69, (0, 2)), (69, (1, 3)), (70, (2, 3))): {69: 2, 70: 1},
    ((69, (0, 2)), (69, (1, 3)), (71, (0, 1))): {69: 2, 71: 1},
    ((69, (0, 2)), (69, (1, 3)), (71, (0, 1)), (71, (2, 3))): {69: 2, 71: 1},
    ((69, (0, 2)), (69, (1, 3)), (71, (1, 2))): {69: 2, 71: 1},
    ((69, (0, 2)), (69, (1, 3)), (71, (2, 3))): {69: 2, 71: 1},
    ((69, (0, 2)), (70, (0, 1))): {69: 1, 70: 1},
    ((69, (0, 2)), (70, (0, 1)), (71, (2, 3))): {69: 1, 70: 1, 71: 1},
    ((69, (0, 2)), (70, (1, 2))): {69: 1, 70: 1},
    ((69, (0, 2)), (70, (2, 3))): {69: 1, 70: 1},
    ((69, (0, 2)), (70, (2, 3)), (71, (0, 1))): {69: 1, 70: 1, 71: 1},
    ((69, (0, 2)), (71, (0, 1))): {69: 1, 71: 1},
    ((69, (0, 2)), (71, (1, 2))): {69: 1, 71: 1},
    ((69, (0, 2)), (71, (2, 3))): {69: 1, 71: 1},
    ((69, (0, 3)), (69, (1, 2)), (70, (0, 1))): {69: 2, 70: 1},
    ((69, (0, 3)), (69, (1, 2)), (70, (2, 3))): {69: 2, 70: 1},
    ((69, (0, 3)), (69, (1, 2)), (71, (0, 1))): {69: 2, 71: 1},
    ((69, (0, 3)), (69, (1, 2)), (71, (2, 3))): {69: 2, 71: 1},
    ((69, (0, 3)), (70, (0, 1))): {69: 1, 70: 1},
    ((69, (0, 3)), (70, (0, 1)), (70, (2, 3))): {69: 1, 70: 2},
    ((69, (0, 3)), (70, (0, 2))): {69: 1, 70: 1},
    ((69, (0, 3)), (70, (1, 3))): {69: 1, 70: 1},
    ((69, (0, 3)), (70, (2, 3))): {69: 1, 70: 1},
    ((69, (0, 3)), (71, (0, 1))): {69: 1, 71: 1},
    ((69, (0, 3)), (71, (0, 2))): {69: 1, 71: 1},
    ((69, (0, 3)), (71, (1, 3))): {69: 1, 71: 1},
    ((69, (0, 3)), (71, (2, 3))): {69: 1, 71: 1},
    ((69, (1, 2)), (70, (0, 1))): {69: 1, 70: 1},
    ((69, (1, 2)), (70, (0, 1)), (70, (2, 3))): {69: 1, 70: 2},
    ((69, (1, 2)), (70, (2, 3))): {69: 1, 70: 1},
    ((69, (1, 2)), (71, (0, 1))): {69: 1, 71: 1},
    ((69, (1, 2)), (71, (2, 3))): {69: 1, 71: 1},
    ((69, (1, 3)), (70, (0, 1))): {69: 1, 70: 1},
    ((69, (1, 3)), (70, (0, 1)), (71, (2, 3))): {69: 1, 70: 1, 71: 1},
    ((69, (1, 3)), (70, (1, 2))): {69: 1, 70: 1},
    ((69, (1, 3)), (70, (2, 3))): {69: 1, 70: 1},
    ((69, (1, 3)), (70, (2, 3)), (71, (0, 1))): {69: 1, 70: 1, 71: 1},
    ((69, (1, 3)), (71, (0, 1))): {69: 1, 71: 1},
    ((69, (1, 3)), (71, (1, 2))): {69: 1, 71: 1},
    ((69, (1, 3)), (71, (2, 3))): {69: 1, 71: 1},
    ((69, (2, 3)), (70, (0, 2))): {69: 1, 70: 1},
    ((69, (2, 3)), (70, (1, 2))): {69: 1, 70: 1},
    ((69, (2, 3)), (71, (0, 2))): {69: 1, 71: 1},
    ((69, (2, 3)), (71, (1, 2))): {69: 1, 71: 1},
}

SHAPE_REGULAR = 0
SHAPE_PAIRS7 = 1
SHAPE_ORPHANS13 = 2
SHAPE_HONORS_KNITTED = 3
SHAPE_KNITTED = 4

# A group of fixed tiles the shapes take: its tile sets, any one of which makes it.
FIXED_GROUP_KNITTED = (  # 组合龙 (knitted straight)
    (0, 3, 6, 10, 13, 16, 20, 23, 26),  # 147m258p369s
    (0, 3, 6, 11, 14, 17, 19, 22, 25),  # 147m369p258s
    (1, 4, 7, 9, 12, 15, 20, 23, 26),  # 258m147p369s
    (2, 5, 8, 9, 12, 15, 19, 22, 25),  # 369m147p258s
    (1, 4, 7, 11, 14, 17, 18, 21, 24),  # 258m369p147s
    (2, 5, 8, 10, 13, 16, 18, 21, 24),  # 369m258p147s
)


def shape_orphans13(tiles):
    """Shape 'orphans13': a condition on the 14 concealed tiles."""
    return TILES_4.issuperset(tiles) and len(set(tiles)) == 13


def shape_honors_knitted(tiles):
    """Shape 'honors_knitted': a condition on the 14 concealed tiles."""
    return len(set(tiles)) == 14 and all((TILE_SUIT[v_a] == TILE_SUIT[v_b]) == (TILE_NUMBER[v_a] % 3 == TILE_NUMBER[v_b] % 3) for v_a, v_b in itertools.combinations([v_t for v_t in tiles if v_t in TILES_0], 2))


def before_shape_honors_knitted(tiles):
    """What a hand must meet before its last tile to wait on shape 'honors_knitted' (another tile only breaks it)."""
    return all((TILE_SUIT[v_a] == TILE_SUIT[v_b]) == (TILE_NUMBER[v_a] % 3 == TILE_NUMBER[v_b] % 3) for v_a, v_b in itertools.combinations([v_t for v_t in tiles if v_t in TILES_0], 2))


SHAPES = [
    ("groups", 4, 1, (), 0),
    ("groups", 0, 7, (), 0),
    ("tiles", shape_orphans13, TILES_4, 12, None),
    ("tiles", shape_honors_knitted, None, 13, before_shape_honors_knitted),
    ("groups", 1, 1, ((1, FIXED_GROUP_KNITTED),), 9),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_min_fan = deal.options['min_fan']
    o_concealed_special_self_draw = deal.options['concealed_special_self_draw']
    o_terminals_double_pung = deal.options['terminals_double_pung']
    o_nine_gates_yaojiu = deal.options['nine_gates_yaojiu']
    o_fifth_copy_waits = deal.options['fifth_copy_waits']
    o_green_half_flush = deal.options['green_half_flush']
    o_middle_tiles_no_honors = deal.options['middle_tiles_no_honors']
    o_kong_pair_5 = deal.options['kong_pair_5']
    o_min_fan_counts_flowers = deal.options['min_fan_counts_flowers']
    o_false_win_below_minimum = deal.options['false_win_below_minimum']
    f_kong_replacement, f_last_of_kind, f_last_tile = map(
        win.context.get, ['kong_replacement', 'last_of_kind', 'last_tile'], [False, False, False])
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_by = win.by
    b_discarder = win.source
    b_flowers = player.flower_count
    b_hand_tiles = hand_tiles
    b_kongs = [m for m in player.melds if m.kind == KONG]
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_round_wind = 27 + deal.round_wind
    b_seat_wind = 27 + (win.winner - deal.dealer) % 4
    b_self_drawn = win.by == SELF_DRAW
    b_tiles = sorted(hand_tiles + [t for m in player.melds for t in m.tiles])
    b_waits = Lazy(lambda: waits(player.hand, player.melds, SHAPES))
    b_win_tile = win.win_tile
    b_winner = win.winner
    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES, by_win_set=False)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_claimed_melds = sum(map(SEATS_0.__contains__, map(SOURCE_OF, b_melds)))  # claimed_melds: specs/mcr.yaml:154
    d_melded_kongs = sum(map(FLAGS_0.__contains__, map(CONCEALED_OF, b_kongs)))  # melded_kongs: specs/mcr.yaml:157
    d_concealed_kongs = sum(map(CONCEALED_OF, b_kongs))  # concealed_kongs: specs/mcr.yaml:160
    d_kong_count = len(b_kongs)  # kong_count: specs/mcr.yaml:174
    d_numbered = [v_t for v_t in b_tiles if v_t in TILES_0]  # numbered: specs/mcr.yaml:176
    d_honors_present = not TILES_1.isdisjoint(b_tiles)  # honors_present: specs/mcr.yaml:178
    d_suits_present = len(set(bytes(d_numbered).translate(SUIT_OF)))  # suits_present: specs/mcr.yaml:180
    d_nine_gates_hand = d_claimed_melds == d_kong_count == 0 and (bool(b_tiles) and TILE_SUIT[b_tiles[0]] == TILE_SUIT[b_tiles[-1]]) and IS_SUITED[b_win_tile] and all((len([1 for v_t in b_hand_tiles if TILE_NUMBER[v_t] == v_n]) if b_hand_tiles else 0) - (1 if TILE_NUMBER[b_win_tile] == v_n else 0) == 3 for v_n in [1, 9]) and all((len([1 for v_t in b_hand_tiles if TILE_NUMBER[v_t] == v_n]) if b_hand_tiles else 0) - (1 if TILE_NUMBER[b_win_tile] == v_n else 0) == 1 for v_n in [2, 3, 4, 5, 6, 7, 8])  # nine_gates_hand: specs/mcr.yaml:186
    d_unique_wait = Lazy(lambda: len(b_waits() if o_fifth_copy_waits else [v_w for v_w in b_waits() if b_tiles.count(v_w) - (1 if v_w == b_win_tile else 0) < 4]) == 1)  # unique_wait: specs/mcr.yaml:205
    d_tile_hogs = held_times(b_tiles, 4, True) - d_kong_count  # tile_hogs: specs/mcr.yaml:214
    n_four_kongs = 1 if d_kong_count == 4 else 0  # four_kongs: specs/mcr.yaml:272
    n_concealed_and_melded_kong = 1 if o_kong_pair_5 and d_concealed_kongs == d_melded_kongs == 1 and d_kong_count == 2 else 0  # concealed_and_melded_kong: specs/mcr.yaml:596
    p_nine_gates = d_nine_gates_hand  # nine_gates: specs/mcr.yaml:266
    n_nine_gates = 1 if p_nine_gates else 0  # nine_gates: specs/mcr.yaml:266
    n_three_kongs = 1 if not (n_four_kongs) and (d_kong_count == 3) else 0  # three_kongs: specs/mcr.yaml:360
    n_two_concealed_kongs = 1 if not (n_four_kongs or n_three_kongs) and (d_concealed_kongs == d_kong_count == 2) else 0  # two_concealed_kongs: specs/mcr.yaml:582
    n_concealed_kong = 1 if not (n_four_kongs or n_three_kongs or n_two_concealed_kongs or n_concealed_and_melded_kong) and (d_concealed_kongs >= 1) else 0  # concealed_kong: specs/mcr.yaml:673
    n_last_tile_claim = 1 if f_last_tile and not b_self_drawn else 0  # last_tile_claim: specs/mcr.yaml:536
    n_last_tile_draw = 1 if f_last_tile and b_self_drawn else 0  # last_tile_draw: specs/mcr.yaml:530
    n_robbing_the_kong = 1 if b_by == ROBBING_KONG else 0  # robbing_the_kong: specs/mcr.yaml:547
    n_last_tile_fan = 1 if not (n_robbing_the_kong) and (f_last_of_kind and b_hand_tiles.count(b_win_tile) == 1 or [t for s in b_melds for t in s.tiles].count(b_win_tile) == 3) else 0  # last_tile_fan: specs/mcr.yaml:623
    n_melded_hand = 1 if d_claimed_melds == 4 and not b_self_drawn else 0  # melded_hand: specs/mcr.yaml:576
    n_two_melded_kongs = 1 if not (n_four_kongs or n_three_kongs) and (d_melded_kongs == d_kong_count == 2) else 0  # two_melded_kongs: specs/mcr.yaml:617
    n_melded_kong = 1 if not (n_four_kongs or n_three_kongs or n_concealed_and_melded_kong or n_two_melded_kongs) and (d_melded_kongs >= 1) else 0  # melded_kong: specs/mcr.yaml:717
    n_out_with_replacement_tile = 1 if f_kong_replacement else 0  # out_with_replacement_tile: specs/mcr.yaml:541
    n_flower_tiles_fan = max(0, b_flowers) if b_flowers > 0 else 0  # flower_tiles_fan: specs/mcr.yaml:760
    s_flower_fan = n_flower_tiles_fan
    d_base_points = 8  # base_points: specs/mcr.yaml:231

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_chows = [s for s in arr.sets if s.kind == CHOW]
        b_pairs = arr.pairs
        b_pungs = [s for s in arr.sets if s.kind in PUNG_KINDS]
        b_sets = arr.sets
        b_shape = arr.shape
        d_normal = b_shape == SHAPE_REGULAR or b_shape == SHAPE_PAIRS7  # normal: specs/mcr.yaml:148
        d_pair_tile = b_pairs[0].tile if b_pairs else NO_SEAT  # pair_tile: specs/mcr.yaml:151
        d_dark_pungs = (len([1 for v_s in b_pungs if (not v_s.kind == KONG and not v_s.declared) and (b_self_drawn or v_s.tile != b_win_tile or (any((not v_c.declared) and (b_win_tile in v_c.tiles) for v_c in b_chows) if b_chows else False))]) if b_pungs else 0) + d_concealed_kongs  # dark_pungs: specs/mcr.yaml:171
        d_dragon_pungs = [v_s for v_s in b_pungs if IS_DRAGON[v_s.tile]] if b_pungs else []  # dragon_pungs: specs/mcr.yaml:184
        d_groups = b_sets + b_pairs  # groups: specs/mcr.yaml:199
        p_all_terminals = d_normal and TILES_3.issuperset(b_tiles)  # all_terminals: specs/mcr.yaml:293
        r_items = sorted(b_pungs, key=TILE_OF)  # ties between choices go to the lowest tiles
        if len(r_items) >= 2:
            r_tiles = list(map(TILE_OF, r_items))
            r_found_0 = relation_found(r_tiles, ((4, RELATIONS_0_4), (3, RELATIONS_0_3), (2, RELATIONS_0_2)))
            if o_terminals_double_pung or not p_all_terminals:
                r_found_0 += relation_found(r_tiles, ((2, RELATION_INDEX_64),))
            r_found_0.sort()  # in pattern order, then combination order: ties go to the first
            r_ids_0 = {i for i, _members in r_found_0}
            r_counts_0 = choose_relations(r_found_0, RELATION_VALUES_0, RELATION_CHOICES_0)
        else:  # too few sets for any of the relations
            r_ids_0, r_counts_0 = (), {}
        p_big_three_winds = 37 in r_ids_0  # big_three_winds: specs/mcr.yaml:499
        d_yaojiu_pungs = len([1 for v_s in b_pungs if (IS_TERMINAL[v_s.tile] or IS_WIND[v_s.tile]) and not (IS_WIND[v_s.tile] and (p_big_three_winds or v_s.tile == b_seat_wind or v_s.tile == b_round_wind))]) if b_pungs else 0  # yaojiu_pungs: specs/mcr.yaml:217
        n_pure_terminal_chows = 1 if len(b_chows) == 4 and d_pair_tile != NO_SEAT and TILE_NUMBER[d_pair_tile] == 5 and len(b_chows) >= 2 and len([1 for v_c in b_chows if TILE_SUIT[v_c.tile] == TILE_SUIT[d_pair_tile] and TILE_NUMBER[v_c.tile] == 1]) == 2 and len(b_chows) >= 2 and len([1 for v_c in b_chows if TILE_SUIT[v_c.tile] == TILE_SUIT[d_pair_tile] and TILE_NUMBER[v_c.tile] == 7]) == 2 else 0  # pure_terminal_chows: specs/mcr.yaml:323
        n_seven_shifted_pairs = 1 if b_shape == SHAPE_PAIRS7 and (bool(b_tiles) and TILE_SUIT[b_tiles[0]] == TILE_SUIT[b_tiles[-1]]) and IS_SUITED[b_win_tile] and len(set(b_tiles)) == 7 and (max((TILE_NUMBER[v_t] for v_t in b_tiles), default=0) if b_tiles else 0) - (min((TILE_NUMBER[v_t] for v_t in b_tiles), default=0) if b_tiles else 0) == 6 else 0  # seven_shifted_pairs: specs/mcr.yaml:280
        n_three_suited_terminal_chows = 1 if len(b_chows) == 4 and d_pair_tile != NO_SEAT and IS_SUITED[d_pair_tile] and TILE_NUMBER[d_pair_tile] == 5 and (all(TILE_SUIT[v_c.tile] != TILE_SUIT[d_pair_tile] and (TILE_NUMBER[v_c.tile] == 1 or TILE_NUMBER[v_c.tile] == 7) for v_c in b_chows) if b_chows else True) and len({TILE_SUIT[v_c.tile] for v_c in b_chows}) == 2 and (all((len([1 for v_d in b_chows if TILE_SUIT[v_d.tile] == TILE_SUIT[v_c.tile] and TILE_NUMBER[v_d.tile] == TILE_NUMBER[v_c.tile]]) if b_chows else 0) == 1 for v_c in b_chows) if b_chows else True) else 0  # three_suited_terminal_chows: specs/mcr.yaml:438
        n_all_chows = 1 if not (n_seven_shifted_pairs or n_pure_terminal_chows or n_three_suited_terminal_chows) and ((b_shape == SHAPE_REGULAR and len(b_chows) == 4 or b_shape == SHAPE_KNITTED and len(b_chows) == 1) and d_pair_tile != NO_SEAT and IS_SUITED[d_pair_tile]) else 0  # all_chows: specs/mcr.yaml:650
        n_all_even_pungs = 1 if b_shape == SHAPE_REGULAR and len(b_chows) == 0 and TILES_5.issuperset(map(TILE_OF, d_groups)) else 0  # all_even_pungs: specs/mcr.yaml:387
        n_all_five = 1 if b_shape == SHAPE_REGULAR and (all(IS_SUITED[v_g.tile] and (3 <= TILE_NUMBER[v_g.tile] <= 5 if v_g.kind == CHOW else TILE_NUMBER[v_g.tile] == 5) for v_g in d_groups) if d_groups else True) else 0  # all_five: specs/mcr.yaml:454
        p_all_green = d_normal and TILES_2.issuperset(b_tiles)  # all_green: specs/mcr.yaml:260
        n_all_green = 1 if p_all_green else 0  # all_green: specs/mcr.yaml:260
        n_all_honors = 1 if d_normal and TILES_1.issuperset(b_tiles) else 0  # all_honors: specs/mcr.yaml:311
        n_all_terminals = 1 if p_all_terminals else 0  # all_terminals: specs/mcr.yaml:293
        n_all_terminals_and_honors = 1 if not (n_all_terminals or n_all_honors) and (d_normal and TILES_4.issuperset(b_tiles) and not TILES_1.isdisjoint(b_tiles) and not TILES_3.isdisjoint(b_tiles)) else 0  # all_terminals_and_honors: specs/mcr.yaml:368
        p_big_four_winds = 0 in r_ids_0  # big_four_winds: specs/mcr.yaml:246
        n_big_four_winds = max(0, r_counts_0.get(0, 0)) if p_big_four_winds else 0  # big_four_winds: specs/mcr.yaml:246
        n_four_concealed_pungs = 1 if d_dark_pungs == 4 else 0  # four_concealed_pungs: specs/mcr.yaml:317
        p_four_pure_shifted_pungs = 14 in r_ids_0  # four_pure_shifted_pungs: specs/mcr.yaml:341
        n_four_pure_shifted_pungs = max(0, r_counts_0.get(14, 0)) if p_four_pure_shifted_pungs else 0  # four_pure_shifted_pungs: specs/mcr.yaml:341
        n_all_pungs = 1 if not (n_big_four_winds or n_four_kongs or n_all_terminals or n_all_honors or n_four_concealed_pungs or n_four_pure_shifted_pungs or n_all_terminals_and_honors or n_all_even_pungs) and (b_shape == SHAPE_REGULAR and len(b_pungs) == 4) else 0  # all_pungs: specs/mcr.yaml:554
        p_middle_tiles = d_normal and not d_honors_present and TILES_7.issuperset(d_numbered)  # middle_tiles: specs/mcr.yaml:418
        n_middle_tiles = 1 if p_middle_tiles else 0  # middle_tiles: specs/mcr.yaml:418
        n_all_simples = 1 if not (n_all_even_pungs or n_middle_tiles or n_all_five) and (d_normal and TILES_14.issuperset(b_tiles)) else 0  # all_simples: specs/mcr.yaml:678
        n_greater_honors_and_knitted_tiles = 1 if b_shape == SHAPE_HONORS_KNITTED and len(b_tiles) >= 7 and sum(map(TILES_1.__contains__, b_tiles)) == 7 else 0  # greater_honors_and_knitted_tiles: specs/mcr.yaml:381
        n_lesser_honors_and_knitted_tiles = 1 if not (n_greater_honors_and_knitted_tiles) and (b_shape == SHAPE_HONORS_KNITTED) else 0  # lesser_honors_and_knitted_tiles: specs/mcr.yaml:476
        n_thirteen_orphans = 1 if b_shape == SHAPE_ORPHANS13 else 0  # thirteen_orphans: specs/mcr.yaml:286
        n_all_types = 1 if not (n_thirteen_orphans or n_greater_honors_and_knitted_tiles or n_lesser_honors_and_knitted_tiles) and ((d_normal or b_shape == SHAPE_KNITTED) and d_suits_present == 3 and not TILES_12.isdisjoint(b_tiles) and not TILES_13.isdisjoint(b_tiles)) else 0  # all_types: specs/mcr.yaml:571
        p_big_three_dragons = 1 in r_ids_0  # big_three_dragons: specs/mcr.yaml:253
        n_big_three_dragons = max(0, r_counts_0.get(1, 0)) if p_big_three_dragons else 0  # big_three_dragons: specs/mcr.yaml:253
        n_little_four_winds = 1 if not (n_big_four_winds) and (len([v_s for v_s in b_pungs if IS_WIND[v_s.tile]] if b_pungs else []) == 3 and d_pair_tile != NO_SEAT and IS_WIND[d_pair_tile]) else 0  # little_four_winds: specs/mcr.yaml:299
        n_big_three_winds = max(0, r_counts_0.get(37, 0)) if p_big_three_winds and not (n_big_four_winds or n_little_four_winds) else 0  # big_three_winds: specs/mcr.yaml:499
        n_edge_wait = 1 if (b_shape == SHAPE_REGULAR or b_shape == SHAPE_KNITTED) and (any((not v_c.declared) and (b_win_tile in v_c.tiles and (TILE_NUMBER[v_c.tile] == 1 and TILE_NUMBER[b_win_tile] == 3 or TILE_NUMBER[v_c.tile] == 7 and TILE_NUMBER[b_win_tile] == 7)) for v_c in b_chows) if b_chows else False) and d_unique_wait() else 0  # edge_wait: specs/mcr.yaml:732
        n_closed_wait = 1 if not (n_edge_wait) and ((b_shape == SHAPE_REGULAR or b_shape == SHAPE_KNITTED) and (any((not v_c.declared) and (b_win_tile in v_c.tiles and TILE_NUMBER[b_win_tile] == TILE_NUMBER[v_c.tile] + 1) for v_c in b_chows) if b_chows else False) and d_unique_wait()) else 0  # closed_wait: specs/mcr.yaml:738
        n_seven_pairs = 1 if not (n_seven_shifted_pairs or n_pure_terminal_chows) and (b_shape == SHAPE_PAIRS7) else 0  # seven_pairs: specs/mcr.yaml:375
        n_concealed_hand = 1 if not (n_nine_gates or n_seven_shifted_pairs or n_thirteen_orphans or n_four_concealed_pungs or n_seven_pairs or n_greater_honors_and_knitted_tiles or n_lesser_honors_and_knitted_tiles) and (d_claimed_melds == 0 and not b_self_drawn) else 0  # concealed_hand: specs/mcr.yaml:645
        p_triple_pung = 31 in r_ids_0  # triple_pung: specs/mcr.yaml:460
        n_triple_pung = max(0, r_counts_0.get(31, 0)) if p_triple_pung else 0  # triple_pung: specs/mcr.yaml:460
        p_double_pung = 64 in r_ids_0  # double_pung: specs/mcr.yaml:662
        n_double_pung = max(0, r_counts_0.get(64, 0)) if p_double_pung and not (n_triple_pung) else 0  # double_pung: specs/mcr.yaml:662
        n_little_three_dragons = 1 if not (n_big_three_dragons) and (len(d_dragon_pungs) == 2 and d_pair_tile != NO_SEAT and IS_DRAGON[d_pair_tile]) else 0  # little_three_dragons: specs/mcr.yaml:305
        p_two_dragons_pungs = 52 in r_ids_0  # two_dragons_pungs: specs/mcr.yaml:588
        n_two_dragons_pungs = max(0, r_counts_0.get(52, 0)) if p_two_dragons_pungs and not (n_big_three_dragons or n_little_three_dragons) else 0  # two_dragons_pungs: specs/mcr.yaml:588
        n_dragon_pung = max(0, len(d_dragon_pungs)) if not (n_big_three_dragons or n_little_three_dragons or n_two_dragons_pungs) and (len(d_dragon_pungs) > 0) else 0  # dragon_pung: specs/mcr.yaml:629
        r_items = sorted(b_chows, key=TILE_OF)  # ties between choices go to the lowest tiles
        if len(r_items) >= 2:
            r_tiles = list(map(TILE_OF, r_items))
            r_found_1 = relation_found(r_tiles, ((4, RELATIONS_1_4), (3, RELATIONS_1_3), (2, RELATIONS_1_2)))
            r_found_1.sort()  # in pattern order, then combination order: ties go to the first
            r_ids_1 = {i for i, _members in r_found_1}
            r_counts_1 = choose_relations(r_found_1, RELATION_VALUES_1, RELATION_CHOICES_1)
        else:  # too few sets for any of the relations
            r_ids_1, r_counts_1 = (), {}
        p_four_pure_shifted_chows = 15 in r_ids_1  # four_pure_shifted_chows: specs/mcr.yaml:351
        n_four_pure_shifted_chows = max(0, r_counts_1.get(15, 0)) if p_four_pure_shifted_chows else 0  # four_pure_shifted_chows: specs/mcr.yaml:351
        n_full_flush = 1 if not (n_nine_gates or n_seven_shifted_pairs or n_pure_terminal_chows) and (d_normal and not d_honors_present and d_suits_present == 1) else 0  # full_flush: specs/mcr.yaml:393
        n_fully_concealed_hand = 1 if d_claimed_melds == 0 and b_self_drawn and (o_concealed_special_self_draw or not (b_shape == SHAPE_PAIRS7 or b_shape == SHAPE_ORPHANS13 or b_shape == SHAPE_HONORS_KNITTED or d_dark_pungs == 4 or d_nine_gates_hand)) else 0  # fully_concealed_hand: specs/mcr.yaml:611
        n_half_flush = 1 if d_normal and d_honors_present and d_suits_present == 1 and (o_green_half_flush or not p_all_green) else 0  # half_flush: specs/mcr.yaml:559
        n_knitted_straight = 1 if b_shape == SHAPE_KNITTED or b_shape == SHAPE_HONORS_KNITTED and len(d_numbered) == 9 else 0  # knitted_straight: specs/mcr.yaml:482
        n_lower_tiles = 1 if d_normal and not d_honors_present and TILES_8.issuperset(d_numbered) else 0  # lower_tiles: specs/mcr.yaml:424
        n_lower_four = 1 if not (n_lower_tiles) and (d_normal and not d_honors_present and TILES_10.issuperset(d_numbered)) else 0  # lower_four: specs/mcr.yaml:493
        p_mixed_double_chow = 69 in r_ids_1  # mixed_double_chow: specs/mcr.yaml:691
        n_mixed_double_chow = max(0, r_counts_1.get(69, 0)) if p_mixed_double_chow and not (n_pure_terminal_chows or n_three_suited_terminal_chows) else 0  # mixed_double_chow: specs/mcr.yaml:691
        p_mixed_shifted_chows = 48 in r_ids_1  # mixed_shifted_chows: specs/mcr.yaml:565
        n_mixed_shifted_chows = max(0, r_counts_1.get(48, 0)) if p_mixed_shifted_chows else 0  # mixed_shifted_chows: specs/mcr.yaml:565
        p_mixed_shifted_pungs = 41 in r_ids_0  # mixed_shifted_pungs: specs/mcr.yaml:524
        n_mixed_shifted_pungs = max(0, r_counts_0.get(41, 0)) if p_mixed_shifted_pungs else 0  # mixed_shifted_pungs: specs/mcr.yaml:524
        p_mixed_straight = 38 in r_ids_1  # mixed_straight: specs/mcr.yaml:506
        n_mixed_straight = max(0, r_counts_1.get(38, 0)) if p_mixed_straight else 0  # mixed_straight: specs/mcr.yaml:506
        p_mixed_triple_chow = 40 in r_ids_1  # mixed_triple_chow: specs/mcr.yaml:518
        n_mixed_triple_chow = max(0, r_counts_1.get(40, 0)) if p_mixed_triple_chow else 0  # mixed_triple_chow: specs/mcr.yaml:518
        n_upper_tiles = 1 if d_normal and not d_honors_present and TILES_6.issuperset(d_numbered) else 0  # upper_tiles: specs/mcr.yaml:412
        n_upper_four = 1 if not (n_upper_tiles) and (d_normal and not d_honors_present and TILES_9.issuperset(d_numbered)) else 0  # upper_four: specs/mcr.yaml:487
        n_no_honors = 1 if not (n_nine_gates or n_seven_shifted_pairs or n_all_terminals or n_pure_terminal_chows or n_all_even_pungs or n_full_flush or n_upper_tiles or n_lower_tiles or n_three_suited_terminal_chows or n_all_five or n_upper_four or n_lower_four or n_all_chows or n_all_simples) and ((d_normal or b_shape == SHAPE_KNITTED) and not d_honors_present and (o_middle_tiles_no_honors or not p_middle_tiles)) else 0  # no_honors: specs/mcr.yaml:727
        n_reversible_tiles = 1 if d_normal and TILES_11.issuperset(b_tiles) else 0  # reversible_tiles: specs/mcr.yaml:512
        n_one_voided_suit = 1 if not (n_all_green or n_nine_gates or n_seven_shifted_pairs or n_all_honors or n_pure_terminal_chows or n_full_flush or n_reversible_tiles or n_half_flush) and (d_normal and d_suits_present == 2) else 0  # one_voided_suit: specs/mcr.yaml:722
        n_outside_hand = 1 if not (n_all_terminals or n_all_honors or n_all_terminals_and_honors) and (b_shape == SHAPE_REGULAR and (all(IS_HONOR[v_g.tile] or (TILE_NUMBER[v_g.tile] == 1 or TILE_NUMBER[v_g.tile] == 7 if v_g.kind == CHOW else IS_TERMINAL[v_g.tile]) for v_g in d_groups) if d_groups else True)) else 0  # outside_hand: specs/mcr.yaml:606
        n_prevalent_wind_pung = 1 if not (n_big_four_winds) and (b_round_wind in map(TILE_OF, b_pungs)) else 0  # prevalent_wind_pung: specs/mcr.yaml:635
        n_pung_of_terminals_or_honors = max(0, (d_yaojiu_pungs - 1 if o_nine_gates_yaojiu else 0) if p_nine_gates else d_yaojiu_pungs) if not (n_big_four_winds or n_all_terminals or n_little_four_winds or n_all_honors or n_all_terminals_and_honors) and (d_yaojiu_pungs > 0) else 0  # pung_of_terminals_or_honors: specs/mcr.yaml:709
        p_quadruple_chow = 13 in r_ids_1  # quadruple_chow: specs/mcr.yaml:334
        n_quadruple_chow = max(0, r_counts_1.get(13, 0)) if p_quadruple_chow else 0  # quadruple_chow: specs/mcr.yaml:334
        p_pure_triple_chow = 22 in r_ids_1  # pure_triple_chow: specs/mcr.yaml:399
        n_pure_triple_chow = max(0, r_counts_1.get(22, 0)) if p_pure_triple_chow and not (n_quadruple_chow) else 0  # pure_triple_chow: specs/mcr.yaml:399
        p_pure_double_chow = 68 in r_ids_1  # pure_double_chow: specs/mcr.yaml:685
        n_pure_double_chow = max(0, r_counts_1.get(68, 0)) if p_pure_double_chow and not (n_pure_terminal_chows or n_quadruple_chow or n_pure_triple_chow or n_three_suited_terminal_chows) else 0  # pure_double_chow: specs/mcr.yaml:685
        p_pure_shifted_chows = 29 in r_ids_1  # pure_shifted_chows: specs/mcr.yaml:448
        n_pure_shifted_chows = max(0, r_counts_1.get(29, 0)) if p_pure_shifted_chows and not (n_pure_terminal_chows or n_four_pure_shifted_chows) else 0  # pure_shifted_chows: specs/mcr.yaml:448
        p_pure_shifted_pungs = 23 in r_ids_0  # pure_shifted_pungs: specs/mcr.yaml:406
        n_pure_shifted_pungs = max(0, r_counts_0.get(23, 0)) if p_pure_shifted_pungs and not (n_four_pure_shifted_pungs) else 0  # pure_shifted_pungs: specs/mcr.yaml:406
        p_pure_straight = 27 in r_ids_1  # pure_straight: specs/mcr.yaml:431
        n_pure_straight = max(0, r_counts_1.get(27, 0)) if p_pure_straight else 0  # pure_straight: specs/mcr.yaml:431
        n_seat_wind_pung = 1 if not (n_big_four_winds) and (b_seat_wind in map(TILE_OF, b_pungs)) else 0  # seat_wind_pung: specs/mcr.yaml:640
        n_self_drawn_win = 1 if not (n_last_tile_draw or n_out_with_replacement_tile or n_fully_concealed_hand) and (b_self_drawn) else 0  # self_drawn_win: specs/mcr.yaml:749
        p_short_straight = 70 in r_ids_1  # short_straight: specs/mcr.yaml:697
        n_short_straight = max(0, r_counts_1.get(70, 0)) if p_short_straight and not (n_pure_terminal_chows or n_four_pure_shifted_chows or n_pure_straight or n_three_suited_terminal_chows) else 0  # short_straight: specs/mcr.yaml:697
        n_single_wait = 1 if not (n_four_kongs or n_seven_shifted_pairs or n_thirteen_orphans or n_seven_pairs or n_greater_honors_and_knitted_tiles or n_lesser_honors_and_knitted_tiles or n_melded_hand or n_edge_wait or n_closed_wait) and ((b_shape == SHAPE_REGULAR or b_shape == SHAPE_KNITTED) and b_win_tile in map(TILE_OF, b_pairs) and d_unique_wait()) else 0  # single_wait: specs/mcr.yaml:744
        n_three_concealed_pungs = 1 if not (n_four_concealed_pungs) and (d_dark_pungs == 3) else 0  # three_concealed_pungs: specs/mcr.yaml:469
        n_tile_hog = max(0, d_tile_hogs) if not (n_seven_shifted_pairs or n_quadruple_chow) and (d_tile_hogs > 0) else 0  # tile_hog: specs/mcr.yaml:656
        n_two_concealed_pungs = 1 if not (n_four_concealed_pungs or n_three_concealed_pungs or n_two_concealed_kongs) and (d_dark_pungs == 2) else 0  # two_concealed_pungs: specs/mcr.yaml:668
        p_two_terminal_chows = 71 in r_ids_1  # two_terminal_chows: specs/mcr.yaml:703
        n_two_terminal_chows = max(0, r_counts_1.get(71, 0)) if p_two_terminal_chows and not (n_pure_terminal_chows or n_four_pure_shifted_chows or n_pure_straight or n_three_suited_terminal_chows) else 0  # two_terminal_chows: specs/mcr.yaml:703
        s_fan = 88 * n_big_four_winds + 88 * n_big_three_dragons + 88 * n_all_green + 88 * n_nine_gates + 88 * n_four_kongs + 88 * n_seven_shifted_pairs + 88 * n_thirteen_orphans + 64 * n_all_terminals + 64 * n_little_four_winds + 64 * n_little_three_dragons + 64 * n_all_honors + 64 * n_four_concealed_pungs + 64 * n_pure_terminal_chows + 48 * n_quadruple_chow + 48 * n_four_pure_shifted_pungs + 32 * n_four_pure_shifted_chows + 32 * n_three_kongs + 32 * n_all_terminals_and_honors + 24 * n_seven_pairs + 24 * n_greater_honors_and_knitted_tiles + 24 * n_all_even_pungs + 24 * n_full_flush + 24 * n_pure_triple_chow + 24 * n_pure_shifted_pungs + 24 * n_upper_tiles + 24 * n_middle_tiles + 24 * n_lower_tiles + 16 * n_pure_straight + 16 * n_three_suited_terminal_chows + 16 * n_pure_shifted_chows + 16 * n_all_five + 16 * n_triple_pung + 16 * n_three_concealed_pungs + 12 * n_lesser_honors_and_knitted_tiles + 12 * n_knitted_straight + 12 * n_upper_four + 12 * n_lower_four + 12 * n_big_three_winds + 8 * n_mixed_straight + 8 * n_reversible_tiles + 8 * n_mixed_triple_chow + 8 * n_mixed_shifted_pungs + 8 * n_last_tile_draw + 8 * n_last_tile_claim + 8 * n_out_with_replacement_tile + 8 * n_robbing_the_kong + 6 * n_all_pungs + 6 * n_half_flush + 6 * n_mixed_shifted_chows + 6 * n_all_types + 6 * n_melded_hand + 6 * n_two_concealed_kongs + 6 * n_two_dragons_pungs + 5 * n_concealed_and_melded_kong + 4 * n_outside_hand + 4 * n_fully_concealed_hand + 4 * n_two_melded_kongs + 4 * n_last_tile_fan + 2 * n_dragon_pung + 2 * n_prevalent_wind_pung + 2 * n_seat_wind_pung + 2 * n_concealed_hand + 2 * n_all_chows + 2 * n_tile_hog + 2 * n_double_pung + 2 * n_two_concealed_pungs + 2 * n_concealed_kong + 2 * n_all_simples + n_pure_double_chow + n_mixed_double_chow + n_short_straight + n_two_terminal_chows + n_pung_of_terminals_or_honors + n_melded_kong + n_one_voided_suit + n_no_honors + n_edge_wait + n_closed_wait + n_single_wait + n_self_drawn_win
        n_chicken_hand = 1 if s_fan == 0 else 0  # chicken_hand: specs/mcr.yaml:754
        s_chicken = 8 * n_chicken_hand

        value = multiply(s_fan + s_chicken + s_flower_fan, 64, 'specs/mcr.yaml:779:6') + (32 if p_pure_triple_chow or p_triple_pung else 0) + (16 if b_shape == SHAPE_REGULAR else 0) + len(b_pungs)
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_chows, b_pairs, b_pungs, b_sets, b_shape, d_normal, d_pair_tile, d_dark_pungs, d_dragon_pungs,
                    d_groups, p_all_terminals, r_ids_0, r_counts_0, p_big_three_winds, d_yaojiu_pungs,
                    n_pure_terminal_chows, n_seven_shifted_pairs, n_three_suited_terminal_chows, n_all_chows,
                    n_all_even_pungs, n_all_five, p_all_green, n_all_green, n_all_honors, n_all_terminals,
                    n_all_terminals_and_honors, p_big_four_winds, n_big_four_winds, n_four_concealed_pungs,
                    p_four_pure_shifted_pungs, n_four_pure_shifted_pungs, n_all_pungs, p_middle_tiles, n_middle_tiles,
                    n_all_simples, n_greater_honors_and_knitted_tiles, n_lesser_honors_and_knitted_tiles,
                    n_thirteen_orphans, n_all_types, p_big_three_dragons, n_big_three_dragons, n_little_four_winds,
                    n_big_three_winds, n_edge_wait, n_closed_wait, n_seven_pairs, n_concealed_hand, p_triple_pung,
                    n_triple_pung, p_double_pung, n_double_pung, n_little_three_dragons, p_two_dragons_pungs,
                    n_two_dragons_pungs, n_dragon_pung, r_ids_1, r_counts_1, p_four_pure_shifted_chows,
                    n_four_pure_shifted_chows, n_full_flush, n_fully_concealed_hand, n_half_flush, n_knitted_straight,
                    n_lower_tiles, n_lower_four, p_mixed_double_chow, n_mixed_double_chow, p_mixed_shifted_chows,
                    n_mixed_shifted_chows, p_mixed_shifted_pungs, n_mixed_shifted_pungs, p_mixed_straight,
                    n_mixed_straight, p_mixed_triple_chow, n_mixed_triple_chow, n_upper_tiles, n_upper_four,
                    n_no_honors, n_reversible_tiles, n_one_voided_suit, n_outside_hand, n_prevalent_wind_pung,
                    n_pung_of_terminals_or_honors, p_quadruple_chow, n_quadruple_chow, p_pure_triple_chow,
                    n_pure_triple_chow, p_pure_double_chow, n_pure_double_chow, p_pure_shifted_chows,
                    n_pure_shifted_chows, p_pure_shifted_pungs, n_pure_shifted_pungs, p_pure_straight, n_pure_straight,
                    n_seat_wind_pung, n_self_drawn_win, p_short_straight, n_short_straight, n_single_wait,
                    n_three_concealed_pungs, n_tile_hog, n_two_concealed_pungs, p_two_terminal_chows,
                    n_two_terminal_chows, s_fan, n_chicken_hand, s_chicken,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_chows, b_pairs, b_pungs, b_sets, b_shape, d_normal, d_pair_tile, d_dark_pungs, d_dragon_pungs,
            d_groups, p_all_terminals, r_ids_0, r_counts_0, p_big_three_winds, d_yaojiu_pungs,
            n_pure_terminal_chows, n_seven_shifted_pairs, n_three_suited_terminal_chows, n_all_chows,
            n_all_even_pungs, n_all_five, p_all_green, n_all_green, n_all_honors, n_all_terminals,
            n_all_terminals_and_honors, p_big_four_winds, n_big_four_winds, n_four_concealed_pungs,
            p_four_pure_shifted_pungs, n_four_pure_shifted_pungs, n_all_pungs, p_middle_tiles, n_middle_tiles,
            n_all_simples, n_greater_honors_and_knitted_tiles, n_lesser_honors_and_knitted_tiles,
            n_thirteen_orphans, n_all_types, p_big_three_dragons, n_big_three_dragons, n_little_four_winds,
            n_big_three_winds, n_edge_wait, n_closed_wait, n_seven_pairs, n_concealed_hand, p_triple_pung,
            n_triple_pung, p_double_pung, n_double_pung, n_little_three_dragons, p_two_dragons_pungs,
            n_two_dragons_pungs, n_dragon_pung, r_ids_1, r_counts_1, p_four_pure_shifted_chows,
            n_four_pure_shifted_chows, n_full_flush, n_fully_concealed_hand, n_half_flush, n_knitted_straight,
            n_lower_tiles, n_lower_four, p_mixed_double_chow, n_mixed_double_chow, p_mixed_shifted_chows,
            n_mixed_shifted_chows, p_mixed_shifted_pungs, n_mixed_shifted_pungs, p_mixed_straight,
            n_mixed_straight, p_mixed_triple_chow, n_mixed_triple_chow, n_upper_tiles, n_upper_four,
            n_no_honors, n_reversible_tiles, n_one_voided_suit, n_outside_hand, n_prevalent_wind_pung,
            n_pung_of_terminals_or_honors, p_quadruple_chow, n_quadruple_chow, p_pure_triple_chow,
            n_pure_triple_chow, p_pure_double_chow, n_pure_double_chow, p_pure_shifted_chows,
            n_pure_shifted_chows, p_pure_shifted_pungs, n_pure_shifted_pungs, p_pure_straight, n_pure_straight,
            n_seat_wind_pung, n_self_drawn_win, p_short_straight, n_short_straight, n_single_wait,
            n_three_concealed_pungs, n_tile_hog, n_two_concealed_pungs, p_two_terminal_chows,
            n_two_terminal_chows, s_fan, n_chicken_hand, s_chicken,
        ) = kept
    d_false_win = o_false_win_below_minimum and s_fan + s_chicken + (s_flower_fan if o_min_fan_counts_flowers else 0) < o_min_fan  # false_win: specs/mcr.yaml:224

    if not o_false_win_below_minimum and not o_min_fan_counts_flowers and s_fan + s_chicken < o_min_fan:
        raise RecordError('below_minimum', "seat %d: %s" % (win.winner, '不足起和番数：%d番，起和%d番（花牌不计） (%d fan, below the %d-fan minimum (flowers do not count toward it))' % (s_fan + s_chicken, o_min_fan, s_fan + s_chicken, o_min_fan,)))
    if not o_false_win_below_minimum and o_min_fan_counts_flowers and s_fan + s_chicken + s_flower_fan < o_min_fan:
        raise RecordError('below_minimum_with_flowers', "seat %d: %s" % (win.winner, '不足起和番数：%d番（花牌计入），起和%d番 (%d fan, flowers counted, below the %d-fan minimum)' % (s_fan + s_chicken + s_flower_fan, o_min_fan, s_fan + s_chicken + s_flower_fan, o_min_fan,)))
    if b_self_drawn and not d_false_win:  # self-draw: specs/mcr.yaml:803
        pay_from_each(payments, deltas, b_others, b_winner, d_base_points + s_fan + s_chicken + s_flower_fan, '自摸 (self-draw)')
    if not b_self_drawn and not d_false_win:  # discard: specs/mcr.yaml:810
        add_payment(payments, deltas, b_discarder, b_winner, d_base_points + s_fan + s_chicken + s_flower_fan, '点炮 (discard)')
        pay_from_each(payments, deltas, [v_s for v_s in b_others if v_s != b_discarder] if b_others else [], b_winner, d_base_points, '点和底分 (base)')
    if d_false_win:  # false win: specs/mcr.yaml:818
        pay_to_each(payments, deltas, b_winner, b_others, 10, '错和 (false win)')
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_big_four_winds: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 88, "count": n_big_four_winds})
    if n_big_three_dragons: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 88, "count": n_big_three_dragons})
    if n_all_green: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 88, "count": n_all_green})
    if n_nine_gates: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 88, "count": n_nine_gates})
    if n_four_kongs: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 88, "count": n_four_kongs})
    if n_seven_shifted_pairs: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 88, "count": n_seven_shifted_pairs})
    if n_thirteen_orphans: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 88, "count": n_thirteen_orphans})
    if n_all_terminals: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 64, "count": n_all_terminals})
    if n_little_four_winds: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 64, "count": n_little_four_winds})
    if n_little_three_dragons: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 64, "count": n_little_three_dragons})
    if n_all_honors: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 64, "count": n_all_honors})
    if n_four_concealed_pungs: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 64, "count": n_four_concealed_pungs})
    if n_pure_terminal_chows: patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 64, "count": n_pure_terminal_chows})
    if n_quadruple_chow: patterns.append({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": 48, "count": n_quadruple_chow})
    if n_four_pure_shifted_pungs: patterns.append({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": 48, "count": n_four_pure_shifted_pungs})
    if n_four_pure_shifted_chows: patterns.append({"id": PATTERN_IDS[15], "name": PATTERN_NAMES[15], "value": 32, "count": n_four_pure_shifted_chows})
    if n_three_kongs: patterns.append({"id": PATTERN_IDS[16], "name": PATTERN_NAMES[16], "value": 32, "count": n_three_kongs})
    if n_all_terminals_and_honors: patterns.append({"id": PATTERN_IDS[17], "name": PATTERN_NAMES[17], "value": 32, "count": n_all_terminals_and_honors})
    if n_seven_pairs: patterns.append({"id": PATTERN_IDS[18], "name": PATTERN_NAMES[18], "value": 24, "count": n_seven_pairs})
    if n_greater_honors_and_knitted_tiles: patterns.append({"id": PATTERN_IDS[19], "name": PATTERN_NAMES[19], "value": 24, "count": n_greater_honors_and_knitted_tiles})
    if n_all_even_pungs: patterns.append({"id": PATTERN_IDS[20], "name": PATTERN_NAMES[20], "value": 24, "count": n_all_even_pungs})
    if n_full_flush: patterns.append({"id": PATTERN_IDS[21], "name": PATTERN_NAMES[21], "value": 24, "count": n_full_flush})
    if n_pure_triple_chow: patterns.append({"id": PATTERN_IDS[22], "name": PATTERN_NAMES[22], "value": 24, "count": n_pure_triple_chow})
    if n_pure_shifted_pungs: patterns.append({"id": PATTERN_IDS[23], "name": PATTERN_NAMES[23], "value": 24, "count": n_pure_shifted_pungs})
    if n_upper_tiles: patterns.append({"id": PATTERN_IDS[24], "name": PATTERN_NAMES[24], "value": 24, "count": n_upper_tiles})
    if n_middle_tiles: patterns.append({"id": PATTERN_IDS[25], "name": PATTERN_NAMES[25], "value": 24, "count": n_middle_tiles})
    if n_lower_tiles: patterns.append({"id": PATTERN_IDS[26], "name": PATTERN_NAMES[26], "value": 24, "count": n_lower_tiles})
    if n_pure_straight: patterns.append({"id": PATTERN_IDS[27], "name": PATTERN_NAMES[27], "value": 16, "count": n_pure_straight})
    if n_three_suited_terminal_chows: patterns.append({"id": PATTERN_IDS[28], "name": PATTERN_NAMES[28], "value": 16, "count": n_three_suited_terminal_chows})
    if n_pure_shifted_chows: patterns.append({"id": PATTERN_IDS[29], "name": PATTERN_NAMES[29], "value": 16, "count": n_pure_shifted_chows})
    if n_all_five: patterns.append({"id": PATTERN_IDS[30], "name": PATTERN_NAMES[30], "value": 16, "count": n_all_five})
    if n_triple_pung: patterns.append({"id": PATTERN_IDS[31], "name": PATTERN_NAMES[31], "value": 16, "count": n_triple_pung})
    if n_three_concealed_pungs: patterns.append({"id": PATTERN_IDS[32], "name": PATTERN_NAMES[32], "value": 16, "count": n_three_concealed_pungs})
    if n_lesser_honors_and_knitted_tiles: patterns.append({"id": PATTERN_IDS[33], "name": PATTERN_NAMES[33], "value": 12, "count": n_lesser_honors_and_knitted_tiles})
    if n_knitted_straight: patterns.append({"id": PATTERN_IDS[34], "name": PATTERN_NAMES[34], "value": 12, "count": n_knitted_straight})
    if n_upper_four: patterns.append({"id": PATTERN_IDS[35], "name": PATTERN_NAMES[35], "value": 12, "count": n_upper_four})
    if n_lower_four: patterns.append({"id": PATTERN_IDS[36], "name": PATTERN_NAMES[36], "value": 12, "count": n_lower_four})
    if n_big_three_winds: patterns.append({"id": PATTERN_IDS[37], "name": PATTERN_NAMES[37], "value": 12, "count": n_big_three_winds})
    if n_mixed_straight: patterns.append({"id": PATTERN_IDS[38], "name": PATTERN_NAMES[38], "value": 8, "count": n_mixed_straight})
    if n_reversible_tiles: patterns.append({"id": PATTERN_IDS[39], "name": PATTERN_NAMES[39], "value": 8, "count": n_reversible_tiles})
    if n_mixed_triple_chow: patterns.append({"id": PATTERN_IDS[40], "name": PATTERN_NAMES[40], "value": 8, "count": n_mixed_triple_chow})
    if n_mixed_shifted_pungs: patterns.append({"id": PATTERN_IDS[41], "name": PATTERN_NAMES[41], "value": 8, "count": n_mixed_shifted_pungs})
    if n_last_tile_draw: patterns.append({"id": PATTERN_IDS[42], "name": PATTERN_NAMES[42], "value": 8, "count": n_last_tile_draw})
    if n_last_tile_claim: patterns.append({"id": PATTERN_IDS[43], "name": PATTERN_NAMES[43], "value": 8, "count": n_last_tile_claim})
    if n_out_with_replacement_tile: patterns.append({"id": PATTERN_IDS[44], "name": PATTERN_NAMES[44], "value": 8, "count": n_out_with_replacement_tile})
    if n_robbing_the_kong: patterns.append({"id": PATTERN_IDS[45], "name": PATTERN_NAMES[45], "value": 8, "count": n_robbing_the_kong})
    if n_all_pungs: patterns.append({"id": PATTERN_IDS[46], "name": PATTERN_NAMES[46], "value": 6, "count": n_all_pungs})
    if n_half_flush: patterns.append({"id": PATTERN_IDS[47], "name": PATTERN_NAMES[47], "value": 6, "count": n_half_flush})
    if n_mixed_shifted_chows: patterns.append({"id": PATTERN_IDS[48], "name": PATTERN_NAMES[48], "value": 6, "count": n_mixed_shifted_chows})
    if n_all_types: patterns.append({"id": PATTERN_IDS[49], "name": PATTERN_NAMES[49], "value": 6, "count": n_all_types})
    if n_melded_hand: patterns.append({"id": PATTERN_IDS[50], "name": PATTERN_NAMES[50], "value": 6, "count": n_melded_hand})
    if n_two_concealed_kongs: patterns.append({"id": PATTERN_IDS[51], "name": PATTERN_NAMES[51], "value": 6, "count": n_two_concealed_kongs})
    if n_two_dragons_pungs: patterns.append({"id": PATTERN_IDS[52], "name": PATTERN_NAMES[52], "value": 6, "count": n_two_dragons_pungs})
    if n_concealed_and_melded_kong: patterns.append({"id": PATTERN_IDS[53], "name": PATTERN_NAMES[53], "value": 5, "count": n_concealed_and_melded_kong})
    if n_outside_hand: patterns.append({"id": PATTERN_IDS[54], "name": PATTERN_NAMES[54], "value": 4, "count": n_outside_hand})
    if n_fully_concealed_hand: patterns.append({"id": PATTERN_IDS[55], "name": PATTERN_NAMES[55], "value": 4, "count": n_fully_concealed_hand})
    if n_two_melded_kongs: patterns.append({"id": PATTERN_IDS[56], "name": PATTERN_NAMES[56], "value": 4, "count": n_two_melded_kongs})
    if n_last_tile_fan: patterns.append({"id": PATTERN_IDS[57], "name": PATTERN_NAMES[57], "value": 4, "count": n_last_tile_fan})
    if n_dragon_pung: patterns.append({"id": PATTERN_IDS[58], "name": PATTERN_NAMES[58], "value": 2, "count": n_dragon_pung})
    if n_prevalent_wind_pung: patterns.append({"id": PATTERN_IDS[59], "name": PATTERN_NAMES[59], "value": 2, "count": n_prevalent_wind_pung})
    if n_seat_wind_pung: patterns.append({"id": PATTERN_IDS[60], "name": PATTERN_NAMES[60], "value": 2, "count": n_seat_wind_pung})
    if n_concealed_hand: patterns.append({"id": PATTERN_IDS[61], "name": PATTERN_NAMES[61], "value": 2, "count": n_concealed_hand})
    if n_all_chows: patterns.append({"id": PATTERN_IDS[62], "name": PATTERN_NAMES[62], "value": 2, "count": n_all_chows})
    if n_tile_hog: patterns.append({"id": PATTERN_IDS[63], "name": PATTERN_NAMES[63], "value": 2, "count": n_tile_hog})
    if n_double_pung: patterns.append({"id": PATTERN_IDS[64], "name": PATTERN_NAMES[64], "value": 2, "count": n_double_pung})
    if n_two_concealed_pungs: patterns.append({"id": PATTERN_IDS[65], "name": PATTERN_NAMES[65], "value": 2, "count": n_two_concealed_pungs})
    if n_concealed_kong: patterns.append({"id": PATTERN_IDS[66], "name": PATTERN_NAMES[66], "value": 2, "count": n_concealed_kong})
    if n_all_simples: patterns.append({"id": PATTERN_IDS[67], "name": PATTERN_NAMES[67], "value": 2, "count": n_all_simples})
    if n_pure_double_chow: patterns.append({"id": PATTERN_IDS[68], "name": PATTERN_NAMES[68], "value": 1, "count": n_pure_double_chow})
    if n_mixed_double_chow: patterns.append({"id": PATTERN_IDS[69], "name": PATTERN_NAMES[69], "value": 1, "count": n_mixed_double_chow})
    if n_short_straight: patterns.append({"id": PATTERN_IDS[70], "name": PATTERN_NAMES[70], "value": 1, "count": n_short_straight})
    if n_two_terminal_chows: patterns.append({"id": PATTERN_IDS[71], "name": PATTERN_NAMES[71], "value": 1, "count": n_two_terminal_chows})
    if n_pung_of_terminals_or_honors: patterns.append({"id": PATTERN_IDS[72], "name": PATTERN_NAMES[72], "value": 1, "count": n_pung_of_terminals_or_honors})
    if n_melded_kong: patterns.append({"id": PATTERN_IDS[73], "name": PATTERN_NAMES[73], "value": 1, "count": n_melded_kong})
    if n_one_voided_suit: patterns.append({"id": PATTERN_IDS[74], "name": PATTERN_NAMES[74], "value": 1, "count": n_one_voided_suit})
    if n_no_honors: patterns.append({"id": PATTERN_IDS[75], "name": PATTERN_NAMES[75], "value": 1, "count": n_no_honors})
    if n_edge_wait: patterns.append({"id": PATTERN_IDS[76], "name": PATTERN_NAMES[76], "value": 1, "count": n_edge_wait})
    if n_closed_wait: patterns.append({"id": PATTERN_IDS[77], "name": PATTERN_NAMES[77], "value": 1, "count": n_closed_wait})
    if n_single_wait: patterns.append({"id": PATTERN_IDS[78], "name": PATTERN_NAMES[78], "value": 1, "count": n_single_wait})
    if n_self_drawn_win: patterns.append({"id": PATTERN_IDS[79], "name": PATTERN_NAMES[79], "value": 1, "count": n_self_drawn_win})
    if n_chicken_hand: patterns.append({"id": PATTERN_IDS[80], "name": PATTERN_NAMES[80], "value": 8, "count": n_chicken_hand})
    if n_flower_tiles_fan: patterns.append({"id": PATTERN_IDS[81], "name": PATTERN_NAMES[81], "value": 1, "count": n_flower_tiles_fan})
    result = {
        "winner": win.winner,
        "total": s_fan + s_chicken + s_flower_fan,
        "unit": UNIT,
        "patterns": patterns,
    }
    return result, {}  # what the deal's rules read of this win


def settle(deal):
    """Score every win of a deal, then the rules that run once per deal. Where the record gives its events, each
    kong, win and penalty is settled at its own, and the payments are listed in their order."""
    payments = []
    deltas = [0, 0, 0, 0]
    results = []
    views = []
    timeline = Timeline(deal, payments) if deal.events is not None else None
    for win in deal.wins:
        if timeline is not None:
            timeline.enter(win.order, win.place)
        result, view = score_win(deal, win, payments, deltas)
        results.append(result)
        views.append(view)
    if timeline is not None:
        timeline.close()
    return {"deltas": deltas, "wins": results, "payments": payments}


def score(record):
    """Score one hand record (docs/guide/records.md); a record that is not a legal win gives {"error": ...}.
    A record's `id` leads its result, an error's too, so that a batch's results can be joined to it."""
    try:
        result = settle(parse_record(record, RULES))
    except RecordError as error:
        result = error_result(error)
    except Exception as error:  # a fault of the scorer: one record's error, never a traceback
        result = internal_error_result(error)
    return with_id(record, result)


def score_many(records):
    """Score a batch of hand records: a list of results, the same as score() of each."""
    return [score_python(record) for record in records]


# The pure-Python scorer, named apart: the C build defers to it, and tests compare the two back ends.
score_python, score_many_python = score, score_many

# The C build of this spec (`pip install` or `mjc build --native` compile generated/mcr.c into the
# extension _mcr beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _mcr as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
