"""Scorer of the mjc ruleset `zungjung` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 2de29c8465196a9a6f651a40fb93ec9c4bf699c44c79ab90e75e422d9dcbfa18
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _zungjung) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

import itertools

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    CHOW, DISCARD, IS_DRAGON, IS_SUITED, IS_TERMINAL, IS_WIND, IS_YAOJIU, KONG, MAX_NUMBER_DIGITS,
    MAX_RECORD_LINE, NO_SEAT, OTHER_SEATS, PUNG_KINDS, ROBBING_KONG, RecordError, Rules, SELF_DRAW,
    SOURCE_OF, TILE_NUMBER, TILE_OF, TILE_SUIT, Timeline, _shown, add_payment, any_combination,
    arrangements, error_result, internal_error_result, melds_text, multiply, parse_record,
    pay_from_each, tiles_text, waits, with_id,
)

# ================================================================ ruleset zungjung

RULESET_ID = 'zungjung'
RULESET_NAME = ('中庸麻雀', 'Zung Jung')
SPEC_FILE = 'specs/zungjung.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/zungjung.yaml', '2de29c8465196a9a6f651a40fb93ec9c4bf699c44c79ab90e75e422d9dcbfa18'),)
SPEC_SHA256 = '2de29c8465196a9a6f651a40fb93ec9c4bf699c44c79ab90e75e422d9dcbfa18'
BUILD_KEY = '425da5502e4566d656680b7cd191c6b698921a94974ee7cf3db3f8957f3f3583'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'points'
READS = ('first_discard', 'first_draw', 'kong_replacement', 'last_tile')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 1, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 0, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': ['win'], 'counter': 'none', 'next_dealer': 'rotate', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['chow', 'pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[],
    flags={},
    options={
        'minimum_points': ('int', 0, (0, 320)),
        'par_points': ('int', 25, (1, 320)),
        'uniform_payoff': ('bool', False, None),
    },
    penalties=[],
    flowers_by_tile=False,
)

PATTERN_IDS = (
    'nine_gates',
    'four_kongs',
    'four_identical_sequences',
    'big_four_winds',
    'pure_greater_terminals',
    'small_four_winds',
    'all_honors',
    'all_sequences',
    'concealed_hand',
    'no_terminals',
    'pure_one_suit',
    'mixed_one_suit',
    'value_honor',
    'big_three_dragons',
    'small_three_dragons',
    'big_three_winds',
    'small_three_winds',
    'all_triplets',
    'four_concealed_triplets',
    'three_concealed_triplets',
    'two_concealed_triplets',
    'three_kongs',
    'two_kongs',
    'one_kong',
    'three_identical_sequences',
    'two_identical_sequences_twice',
    'two_identical_sequences',
    'three_similar_sequences',
    'three_similar_triplets',
    'small_three_similar_triplets',
    'nine_tile_straight',
    'four_consecutive_triplets',
    'three_consecutive_triplets',
    'mixed_greater_terminals',
    'pure_lesser_terminals',
    'mixed_lesser_terminals',
    'final_draw',
    'final_discard',
    'win_on_kong',
    'robbing_a_kong',
    'blessing_of_heaven',
    'blessing_of_earth',
    'thirteen_terminals',
    'seven_pairs',
    'chicken_hand',
)
PATTERN_NAMES = (
    '九子連環',
    '四槓',
    '一色四同順',
    '大四喜',
    '清么九',
    '小四喜',
    '字一色',
    '平和',
    '門前清',
    '斷么九',
    '清一色',
    '混一色',
    '番牌',
    '大三元',
    '小三元',
    '大三風',
    '小三風',
    '對對和',
    '四暗刻',
    '三暗刻',
    '二暗刻',
    '三槓',
    '二槓',
    '一槓',
    '一色三同順',
    '兩般高',
    '一般高',
    '三色同順',
    '三色同刻',
    '三色小同刻',
    '一氣通貫',
    '四連刻',
    '三連刻',
    '混么九',
    '純全帶么',
    '混全帶么',
    '海底撈月',
    '河底撈魚',
    '嶺上開花',
    '搶槓',
    '天和',
    '地和',
    '十三么九',
    '七對子',
    '雞和',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
TILES_0 = frozenset({  # IS_HONOR[v_t]
    27, 28, 29, 30, 31, 32, 33,
})
TILES_1 = frozenset({  # IS_DRAGON[v_s.tile]
    31, 32, 33,
})
TILES_2 = frozenset({  # IS_WIND[v_s.tile]
    27, 28, 29, 30,
})
TILES_3 = frozenset({  # IS_TERMINAL[v_t]
    0, 8, 9, 17, 18, 26,
})
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
TILES_4 = frozenset({  # not IS_YAOJIU[v_t]
    -1, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 19,
    20, 21, 22, 23, 24, 25, 34, 35, 36, 37, 38, 39, 40, 41,
})
TILES_5 = frozenset({  # IS_YAOJIU[v_t]
    0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33,
})
SHAPE_REGULAR = 0
SHAPE_PAIRS7 = 1
SHAPE_ORPHANS13 = 2


def shape_orphans13(tiles):
    """Shape 'orphans13': a condition on the 14 concealed tiles."""
    return TILES_5.issuperset(tiles) and len(set(tiles)) == 13


SHAPES = [
    ("groups", 4, 1, (), 0),
    ("groups", 0, 7, (), 0),
    ("tiles", shape_orphans13, TILES_5, 12, None),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_minimum_points = deal.options['minimum_points']
    o_par_points = deal.options['par_points']
    o_uniform_payoff = deal.options['uniform_payoff']
    f_first_discard, f_first_draw, f_kong_replacement, f_last_tile = map(
        win.context.get, ['first_discard', 'first_draw', 'kong_replacement', 'last_tile'], [False, False, False, False])
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_by = win.by
    b_dealer = deal.dealer
    b_discarder = win.source
    b_hand_tiles = hand_tiles
    b_kongs = [m for m in player.melds if m.kind == KONG]
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_seat_wind = 27 + (win.winner - deal.dealer) % 4
    b_self_drawn = win.by == SELF_DRAW
    b_tiles = sorted(hand_tiles + [t for m in player.melds for t in m.tiles])
    b_win_tile = win.win_tile
    b_winner = win.winner
    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_suits = len({TILE_SUIT[v_t] for v_t in b_tiles if IS_SUITED[v_t]})  # suits: specs/zungjung.yaml:119
    d_has_honors = not TILES_0.isdisjoint(b_tiles)  # has_honors: specs/zungjung.yaml:122
    p_all_honors = TILES_0.issuperset(b_tiles)  # all_honors: specs/zungjung.yaml:215
    p_four_kongs = len(b_kongs) == 4  # four_kongs: specs/zungjung.yaml:172
    p_nine_gates = len(b_melds) == 0 and d_suits == 1 and not d_has_honors and all((len([1 for v_t in b_hand_tiles if TILE_NUMBER[v_t] == v_n]) if b_hand_tiles else 0) - (1 if TILE_NUMBER[b_win_tile] == v_n else 0) == 3 for v_n in [1, 9]) and all((len([1 for v_t in b_hand_tiles if TILE_NUMBER[v_t] == v_n]) if b_hand_tiles else 0) - (1 if TILE_NUMBER[b_win_tile] == v_n else 0) == 1 for v_n in [2, 3, 4, 5, 6, 7, 8])  # nine_gates: specs/zungjung.yaml:164
    p_pure_greater_terminals = TILES_3.issuperset(b_tiles)  # pure_greater_terminals: specs/zungjung.yaml:198
    n_four_kongs = 1 if p_four_kongs else 0  # four_kongs: specs/zungjung.yaml:172
    n_nine_gates = 1 if p_nine_gates else 0  # nine_gates: specs/zungjung.yaml:164
    n_pure_greater_terminals = 1 if p_pure_greater_terminals and not (n_four_kongs) else 0  # pure_greater_terminals: specs/zungjung.yaml:198

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_chows = [s for s in arr.sets if s.kind == CHOW]
        b_pairs = arr.pairs
        b_pungs = [s for s in arr.sets if s.kind in PUNG_KINDS]
        b_sets = arr.sets
        b_shape = arr.shape
        d_pair_tile = b_pairs[0].tile if b_pairs else NO_SEAT  # pair_tile: specs/zungjung.yaml:116
        d_value_sets = len([1 for v_s in b_pungs if IS_DRAGON[v_s.tile] or v_s.tile == b_seat_wind]) if b_pungs else 0  # value_sets: specs/zungjung.yaml:125
        d_dragon_pungs = sum(map(TILES_1.__contains__, map(TILE_OF, b_pungs)))  # dragon_pungs: specs/zungjung.yaml:128
        d_wind_pungs = sum(map(TILES_2.__contains__, map(TILE_OF, b_pungs)))  # wind_pungs: specs/zungjung.yaml:131
        d_concealed_pungs = len([1 for v_s in b_pungs if not v_s.source != NO_SEAT and (b_self_drawn or not v_s.has_win)]) if b_pungs else 0  # concealed_pungs: specs/zungjung.yaml:134
        d_identical_pairs = len([1 for v_a, v_b in itertools.combinations(b_chows, 2) if v_a.tile == v_b.tile]) if len(b_chows) >= 2 else 0  # identical_pairs: specs/zungjung.yaml:139
        p_big_four_winds = d_wind_pungs == 4  # big_four_winds: specs/zungjung.yaml:189
        p_four_identical_sequences = d_identical_pairs == 6  # four_identical_sequences: specs/zungjung.yaml:181
        p_small_four_winds = d_wind_pungs == 3 and d_pair_tile != NO_SEAT and IS_WIND[d_pair_tile]  # small_four_winds: specs/zungjung.yaml:206
        n_big_four_winds = 1 if p_big_four_winds and not (n_four_kongs) else 0  # big_four_winds: specs/zungjung.yaml:189
        n_small_four_winds = 1 if p_small_four_winds and not (n_four_kongs) else 0  # small_four_winds: specs/zungjung.yaml:206
        n_all_honors = 1 if p_all_honors and not (n_four_kongs or n_big_four_winds or n_small_four_winds) else 0  # all_honors: specs/zungjung.yaml:215
        n_four_identical_sequences = 1 if p_four_identical_sequences else 0  # four_identical_sequences: specs/zungjung.yaml:181
        limit_counted = n_nine_gates or n_four_kongs or n_four_identical_sequences or n_big_four_winds or n_pure_greater_terminals or n_small_four_winds or n_all_honors  # whether any limit pattern counted
        n_all_sequences = 1 if not (limit_counted) and (b_shape == SHAPE_REGULAR and len(b_chows) == 4) else 0  # all_sequences: specs/zungjung.yaml:225
        n_all_triplets = 1 if not (limit_counted) and (b_shape == SHAPE_REGULAR and len(b_pungs) == 4) else 0  # all_triplets: specs/zungjung.yaml:304
        n_big_three_dragons = 1 if not (limit_counted) and (d_dragon_pungs == 3) else 0  # big_three_dragons: specs/zungjung.yaml:274
        n_big_three_winds = 1 if not (limit_counted) and (d_wind_pungs == 3) else 0  # big_three_winds: specs/zungjung.yaml:288
        n_blessing_of_earth = 1 if not (limit_counted) and (f_first_discard and b_by == DISCARD and b_discarder == b_dealer and b_winner != b_dealer) else 0  # blessing_of_earth: specs/zungjung.yaml:505
        n_blessing_of_heaven = 1 if not (limit_counted) and (f_first_draw and b_self_drawn and b_winner == b_dealer) else 0  # blessing_of_heaven: specs/zungjung.yaml:498
        n_concealed_hand = 1 if not (limit_counted) and (b_shape == SHAPE_REGULAR and SEATS_0.isdisjoint(map(SOURCE_OF, b_melds))) else 0  # concealed_hand: specs/zungjung.yaml:232
        n_final_discard = 1 if not (limit_counted) and (f_last_tile and not b_self_drawn) else 0  # final_discard: specs/zungjung.yaml:477
        n_final_draw = 1 if not (limit_counted) and (f_last_tile and b_self_drawn) else 0  # final_draw: specs/zungjung.yaml:470
        n_four_concealed_triplets = 1 if not (limit_counted) and (d_concealed_pungs == 4) else 0  # four_concealed_triplets: specs/zungjung.yaml:311
        n_four_consecutive_triplets = 1 if not (limit_counted) and ((any_combination(b_pungs, 4, lambda v_a, v_b, v_c, v_d: IS_SUITED[v_a.tile] and TILE_SUIT[v_a.tile] == TILE_SUIT[v_b.tile] == TILE_SUIT[v_c.tile] == TILE_SUIT[v_d.tile] and TILE_NUMBER[v_b.tile] == TILE_NUMBER[v_a.tile] + 1 and TILE_NUMBER[v_c.tile] == TILE_NUMBER[v_b.tile] + 1 and TILE_NUMBER[v_d.tile] == TILE_NUMBER[v_c.tile] + 1) if len(b_pungs) >= 4 else False)) else 0  # four_consecutive_triplets: specs/zungjung.yaml:422
        n_mixed_greater_terminals = 1 if not (limit_counted) and ((b_shape == SHAPE_PAIRS7 or b_shape == SHAPE_REGULAR and len(b_pungs) == 4) and TILES_5.issuperset(b_tiles)) else 0  # mixed_greater_terminals: specs/zungjung.yaml:444
        n_pure_lesser_terminals = 1 if not (n_mixed_greater_terminals or limit_counted) and (b_shape == SHAPE_REGULAR and (all(not TILES_3.isdisjoint(v_s.tiles) for v_s in b_sets) if b_sets else True) and IS_TERMINAL[d_pair_tile]) else 0  # pure_lesser_terminals: specs/zungjung.yaml:452
        n_mixed_lesser_terminals = 1 if not (n_mixed_greater_terminals or n_pure_lesser_terminals or limit_counted) and (b_shape == SHAPE_REGULAR and (all(not TILES_5.isdisjoint(v_s.tiles) for v_s in b_sets) if b_sets else True) and IS_YAOJIU[d_pair_tile]) else 0  # mixed_lesser_terminals: specs/zungjung.yaml:460
        n_mixed_one_suit = 1 if not (limit_counted) and (d_suits == 1 and d_has_honors) else 0  # mixed_one_suit: specs/zungjung.yaml:255
        n_nine_tile_straight = 1 if not (limit_counted) and ((any_combination(b_chows, 3, lambda v_a, v_b, v_c: TILE_SUIT[v_a.tile] == TILE_SUIT[v_b.tile] == TILE_SUIT[v_c.tile] and TILE_NUMBER[v_a.tile] == 1 and TILE_NUMBER[v_b.tile] == 4 and TILE_NUMBER[v_c.tile] == 7) if len(b_chows) >= 3 else False)) else 0  # nine_tile_straight: specs/zungjung.yaml:415
        n_no_terminals = 1 if not (limit_counted) and (TILES_4.issuperset(b_tiles)) else 0  # no_terminals: specs/zungjung.yaml:239
        n_three_kongs = 1 if not (limit_counted) and (len(b_kongs) >= 3) else 0  # three_kongs: specs/zungjung.yaml:335
        n_two_kongs = 1 if not (n_three_kongs or limit_counted) and (len(b_kongs) >= 2) else 0  # two_kongs: specs/zungjung.yaml:343
        n_one_kong = 1 if not (n_three_kongs or n_two_kongs or limit_counted) and (len(b_kongs) >= 1) else 0  # one_kong: specs/zungjung.yaml:351
        n_pure_one_suit = 1 if not (limit_counted) and (d_suits == 1 and not d_has_honors) else 0  # pure_one_suit: specs/zungjung.yaml:248
        n_robbing_a_kong = 1 if not (limit_counted) and (b_by == ROBBING_KONG) else 0  # robbing_a_kong: specs/zungjung.yaml:491
        n_seven_pairs = 1 if not (limit_counted) and (b_shape == SHAPE_PAIRS7) else 0  # seven_pairs: specs/zungjung.yaml:521
        n_small_three_dragons = 1 if not (limit_counted) and (d_dragon_pungs == 2 and d_pair_tile != NO_SEAT and IS_DRAGON[d_pair_tile]) else 0  # small_three_dragons: specs/zungjung.yaml:281
        n_small_three_similar_triplets = 1 if not (limit_counted) and (d_pair_tile != NO_SEAT and IS_SUITED[d_pair_tile] and (any_combination(b_pungs, 2, lambda v_a, v_b: IS_SUITED[v_a.tile] and IS_SUITED[v_b.tile] and TILE_NUMBER[v_a.tile] == TILE_NUMBER[v_b.tile] == TILE_NUMBER[d_pair_tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_b.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[d_pair_tile] and TILE_SUIT[v_b.tile] != TILE_SUIT[d_pair_tile]) if len(b_pungs) >= 2 else False)) else 0  # small_three_similar_triplets: specs/zungjung.yaml:403
        n_small_three_winds = 1 if not (limit_counted) and (d_wind_pungs == 2 and d_pair_tile != NO_SEAT and IS_WIND[d_pair_tile]) else 0  # small_three_winds: specs/zungjung.yaml:295
        n_thirteen_terminals = 1 if not (limit_counted) and (b_shape == SHAPE_ORPHANS13) else 0  # thirteen_terminals: specs/zungjung.yaml:514
        n_three_concealed_triplets = 1 if not (n_four_concealed_triplets or limit_counted) and (d_concealed_pungs >= 3) else 0  # three_concealed_triplets: specs/zungjung.yaml:319
        n_three_consecutive_triplets = 1 if not (n_four_consecutive_triplets or limit_counted) and ((any_combination(b_pungs, 3, lambda v_a, v_b, v_c: IS_SUITED[v_a.tile] and TILE_SUIT[v_a.tile] == TILE_SUIT[v_b.tile] == TILE_SUIT[v_c.tile] and TILE_NUMBER[v_b.tile] == TILE_NUMBER[v_a.tile] + 1 and TILE_NUMBER[v_c.tile] == TILE_NUMBER[v_b.tile] + 1) if len(b_pungs) >= 3 else False)) else 0  # three_consecutive_triplets: specs/zungjung.yaml:432
        n_three_identical_sequences = 1 if not (limit_counted) and (d_identical_pairs >= 3) else 0  # three_identical_sequences: specs/zungjung.yaml:361
        n_three_similar_sequences = 1 if not (limit_counted) and ((any_combination(b_chows, 3, lambda v_a, v_b, v_c: TILE_NUMBER[v_a.tile] == TILE_NUMBER[v_b.tile] == TILE_NUMBER[v_c.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_b.tile] and TILE_SUIT[v_b.tile] != TILE_SUIT[v_c.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_c.tile]) if len(b_chows) >= 3 else False)) else 0  # three_similar_sequences: specs/zungjung.yaml:387
        n_three_similar_triplets = 1 if not (limit_counted) and ((any_combination(b_pungs, 3, lambda v_a, v_b, v_c: IS_SUITED[v_a.tile] and IS_SUITED[v_b.tile] and IS_SUITED[v_c.tile] and TILE_NUMBER[v_a.tile] == TILE_NUMBER[v_b.tile] == TILE_NUMBER[v_c.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_b.tile] and TILE_SUIT[v_b.tile] != TILE_SUIT[v_c.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_c.tile]) if len(b_pungs) >= 3 else False)) else 0  # three_similar_triplets: specs/zungjung.yaml:394
        n_two_concealed_triplets = 1 if not (n_four_concealed_triplets or n_three_concealed_triplets or limit_counted) and (d_concealed_pungs >= 2) else 0  # two_concealed_triplets: specs/zungjung.yaml:327
        n_two_identical_sequences_twice = 1 if not (n_three_identical_sequences or limit_counted) and (d_identical_pairs == 2 or d_identical_pairs == 6) else 0  # two_identical_sequences_twice: specs/zungjung.yaml:369
        n_two_identical_sequences = 1 if not (n_three_identical_sequences or n_two_identical_sequences_twice or limit_counted) and (d_identical_pairs >= 1) else 0  # two_identical_sequences: specs/zungjung.yaml:377
        n_value_honor = max(0, d_value_sets) if not (limit_counted) and (d_value_sets > 0) else 0  # value_honor: specs/zungjung.yaml:264
        n_win_on_kong = 1 if not (limit_counted) and (f_kong_replacement and b_self_drawn) else 0  # win_on_kong: specs/zungjung.yaml:484
        n_chicken_hand = 1 if not (n_nine_gates or n_four_kongs or n_four_identical_sequences or n_big_four_winds or n_pure_greater_terminals or n_small_four_winds or n_all_honors or n_all_sequences or n_concealed_hand or n_no_terminals or n_pure_one_suit or n_mixed_one_suit or n_value_honor or n_big_three_dragons or n_small_three_dragons or n_big_three_winds or n_small_three_winds or n_all_triplets or n_four_concealed_triplets or n_three_concealed_triplets or n_two_concealed_triplets or n_three_kongs or n_two_kongs or n_one_kong or n_three_identical_sequences or n_two_identical_sequences_twice or n_two_identical_sequences or n_three_similar_sequences or n_three_similar_triplets or n_small_three_similar_triplets or n_nine_tile_straight or n_four_consecutive_triplets or n_three_consecutive_triplets or n_mixed_greater_terminals or n_pure_lesser_terminals or n_mixed_lesser_terminals or n_final_draw or n_final_discard or n_win_on_kong or n_robbing_a_kong or n_blessing_of_heaven or n_blessing_of_earth or n_thirteen_terminals or n_seven_pairs or limit_counted) and (True) else 0  # chicken_hand: specs/zungjung.yaml:530
        s_points = 480 * n_nine_gates + 480 * n_four_kongs + 480 * n_four_identical_sequences + 400 * n_big_four_winds + 400 * n_pure_greater_terminals + 320 * n_small_four_winds + 320 * n_all_honors + 5 * n_all_sequences + 5 * n_concealed_hand + 5 * n_no_terminals + 80 * n_pure_one_suit + 40 * n_mixed_one_suit + 10 * n_value_honor + 130 * n_big_three_dragons + 40 * n_small_three_dragons + 120 * n_big_three_winds + 30 * n_small_three_winds + 30 * n_all_triplets + 125 * n_four_concealed_triplets + 30 * n_three_concealed_triplets + 5 * n_two_concealed_triplets + 120 * n_three_kongs + 20 * n_two_kongs + 5 * n_one_kong + 120 * n_three_identical_sequences + 60 * n_two_identical_sequences_twice + 10 * n_two_identical_sequences + 35 * n_three_similar_sequences + 120 * n_three_similar_triplets + 30 * n_small_three_similar_triplets + 40 * n_nine_tile_straight + 200 * n_four_consecutive_triplets + 100 * n_three_consecutive_triplets + 100 * n_mixed_greater_terminals + 50 * n_pure_lesser_terminals + 40 * n_mixed_lesser_terminals + 10 * n_final_draw + 10 * n_final_discard + 10 * n_win_on_kong + 10 * n_robbing_a_kong + 155 * n_blessing_of_heaven + 155 * n_blessing_of_earth + 160 * n_thirteen_terminals + 30 * n_seven_pairs + n_chicken_hand
        d_hand_value = s_points if p_nine_gates or p_four_kongs or p_four_identical_sequences or p_big_four_winds or p_pure_greater_terminals or p_small_four_winds or p_all_honors else min(s_points, 320)  # hand_value: specs/zungjung.yaml:151

        value = d_hand_value
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_chows, b_pairs, b_pungs, b_sets, b_shape, d_pair_tile, d_value_sets, d_dragon_pungs,
                    d_wind_pungs, d_concealed_pungs, d_identical_pairs, p_big_four_winds, p_four_identical_sequences,
                    p_small_four_winds, n_big_four_winds, n_small_four_winds, n_all_honors, n_four_identical_sequences,
                    limit_counted, n_all_sequences, n_all_triplets, n_big_three_dragons, n_big_three_winds,
                    n_blessing_of_earth, n_blessing_of_heaven, n_concealed_hand, n_final_discard, n_final_draw,
                    n_four_concealed_triplets, n_four_consecutive_triplets, n_mixed_greater_terminals,
                    n_pure_lesser_terminals, n_mixed_lesser_terminals, n_mixed_one_suit, n_nine_tile_straight,
                    n_no_terminals, n_three_kongs, n_two_kongs, n_one_kong, n_pure_one_suit, n_robbing_a_kong,
                    n_seven_pairs, n_small_three_dragons, n_small_three_similar_triplets, n_small_three_winds,
                    n_thirteen_terminals, n_three_concealed_triplets, n_three_consecutive_triplets,
                    n_three_identical_sequences, n_three_similar_sequences, n_three_similar_triplets,
                    n_two_concealed_triplets, n_two_identical_sequences_twice, n_two_identical_sequences,
                    n_value_honor, n_win_on_kong, n_chicken_hand, s_points, d_hand_value,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_chows, b_pairs, b_pungs, b_sets, b_shape, d_pair_tile, d_value_sets, d_dragon_pungs,
            d_wind_pungs, d_concealed_pungs, d_identical_pairs, p_big_four_winds, p_four_identical_sequences,
            p_small_four_winds, n_big_four_winds, n_small_four_winds, n_all_honors, n_four_identical_sequences,
            limit_counted, n_all_sequences, n_all_triplets, n_big_three_dragons, n_big_three_winds,
            n_blessing_of_earth, n_blessing_of_heaven, n_concealed_hand, n_final_discard, n_final_draw,
            n_four_concealed_triplets, n_four_consecutive_triplets, n_mixed_greater_terminals,
            n_pure_lesser_terminals, n_mixed_lesser_terminals, n_mixed_one_suit, n_nine_tile_straight,
            n_no_terminals, n_three_kongs, n_two_kongs, n_one_kong, n_pure_one_suit, n_robbing_a_kong,
            n_seven_pairs, n_small_three_dragons, n_small_three_similar_triplets, n_small_three_winds,
            n_thirteen_terminals, n_three_concealed_triplets, n_three_consecutive_triplets,
            n_three_identical_sequences, n_three_similar_sequences, n_three_similar_triplets,
            n_two_concealed_triplets, n_two_identical_sequences_twice, n_two_identical_sequences,
            n_value_honor, n_win_on_kong, n_chicken_hand, s_points, d_hand_value,
        ) = kept
    d_above_par = not o_uniform_payoff and not b_self_drawn and d_hand_value > o_par_points  # above_par: specs/zungjung.yaml:154

    if f_first_draw and not b_self_drawn:
        raise RecordError('bad_first_draw', "seat %d: %s" % (win.winner, '天和（起手的牌）須是自摸 (first_draw needs a self-draw)'))
    if f_first_discard and (b_by != DISCARD or b_discarder != b_dealer or b_winner == b_dealer):
        raise RecordError('bad_first_discard', "seat %d: %s" % (win.winner, "地和是閒家食莊家打出的第一隻牌 (first_discard is a non-dealer's win on the dealer's first discard)"))
    if d_hand_value < o_minimum_points:
        raise RecordError('below_minimum', "seat %d: %s" % (win.winner, '%d分，不足%d分起糊 (%d points, below the %d-point minimum)' % (d_hand_value, o_minimum_points, d_hand_value, o_minimum_points,)))
    if not d_above_par:  # each pays the value: specs/zungjung.yaml:569
        pay_from_each(payments, deltas, b_others, b_winner, d_hand_value, '牌值 (hand value)')
    if d_above_par:  # the discarder pays above par: specs/zungjung.yaml:576
        add_payment(payments, deltas, b_discarder, b_winner, multiply(3, d_hand_value, 'specs/zungjung.yaml:579:38') - multiply(2, o_par_points, 'specs/zungjung.yaml:579:55'), '出銃 (discard)')
        pay_from_each(payments, deltas, [v_s for v_s in b_others if v_s != b_discarder] if b_others else [], b_winner, o_par_points, '標準分 (par)')
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_nine_gates: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 480, "count": n_nine_gates})
    if n_four_kongs: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 480, "count": n_four_kongs})
    if n_four_identical_sequences: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 480, "count": n_four_identical_sequences})
    if n_big_four_winds: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 400, "count": n_big_four_winds})
    if n_pure_greater_terminals: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 400, "count": n_pure_greater_terminals})
    if n_small_four_winds: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 320, "count": n_small_four_winds})
    if n_all_honors: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 320, "count": n_all_honors})
    if n_all_sequences: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 5, "count": n_all_sequences})
    if n_concealed_hand: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 5, "count": n_concealed_hand})
    if n_no_terminals: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 5, "count": n_no_terminals})
    if n_pure_one_suit: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 80, "count": n_pure_one_suit})
    if n_mixed_one_suit: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 40, "count": n_mixed_one_suit})
    if n_value_honor: patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 10, "count": n_value_honor})
    if n_big_three_dragons: patterns.append({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": 130, "count": n_big_three_dragons})
    if n_small_three_dragons: patterns.append({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": 40, "count": n_small_three_dragons})
    if n_big_three_winds: patterns.append({"id": PATTERN_IDS[15], "name": PATTERN_NAMES[15], "value": 120, "count": n_big_three_winds})
    if n_small_three_winds: patterns.append({"id": PATTERN_IDS[16], "name": PATTERN_NAMES[16], "value": 30, "count": n_small_three_winds})
    if n_all_triplets: patterns.append({"id": PATTERN_IDS[17], "name": PATTERN_NAMES[17], "value": 30, "count": n_all_triplets})
    if n_four_concealed_triplets: patterns.append({"id": PATTERN_IDS[18], "name": PATTERN_NAMES[18], "value": 125, "count": n_four_concealed_triplets})
    if n_three_concealed_triplets: patterns.append({"id": PATTERN_IDS[19], "name": PATTERN_NAMES[19], "value": 30, "count": n_three_concealed_triplets})
    if n_two_concealed_triplets: patterns.append({"id": PATTERN_IDS[20], "name": PATTERN_NAMES[20], "value": 5, "count": n_two_concealed_triplets})
    if n_three_kongs: patterns.append({"id": PATTERN_IDS[21], "name": PATTERN_NAMES[21], "value": 120, "count": n_three_kongs})
    if n_two_kongs: patterns.append({"id": PATTERN_IDS[22], "name": PATTERN_NAMES[22], "value": 20, "count": n_two_kongs})
    if n_one_kong: patterns.append({"id": PATTERN_IDS[23], "name": PATTERN_NAMES[23], "value": 5, "count": n_one_kong})
    if n_three_identical_sequences: patterns.append({"id": PATTERN_IDS[24], "name": PATTERN_NAMES[24], "value": 120, "count": n_three_identical_sequences})
    if n_two_identical_sequences_twice: patterns.append({"id": PATTERN_IDS[25], "name": PATTERN_NAMES[25], "value": 60, "count": n_two_identical_sequences_twice})
    if n_two_identical_sequences: patterns.append({"id": PATTERN_IDS[26], "name": PATTERN_NAMES[26], "value": 10, "count": n_two_identical_sequences})
    if n_three_similar_sequences: patterns.append({"id": PATTERN_IDS[27], "name": PATTERN_NAMES[27], "value": 35, "count": n_three_similar_sequences})
    if n_three_similar_triplets: patterns.append({"id": PATTERN_IDS[28], "name": PATTERN_NAMES[28], "value": 120, "count": n_three_similar_triplets})
    if n_small_three_similar_triplets: patterns.append({"id": PATTERN_IDS[29], "name": PATTERN_NAMES[29], "value": 30, "count": n_small_three_similar_triplets})
    if n_nine_tile_straight: patterns.append({"id": PATTERN_IDS[30], "name": PATTERN_NAMES[30], "value": 40, "count": n_nine_tile_straight})
    if n_four_consecutive_triplets: patterns.append({"id": PATTERN_IDS[31], "name": PATTERN_NAMES[31], "value": 200, "count": n_four_consecutive_triplets})
    if n_three_consecutive_triplets: patterns.append({"id": PATTERN_IDS[32], "name": PATTERN_NAMES[32], "value": 100, "count": n_three_consecutive_triplets})
    if n_mixed_greater_terminals: patterns.append({"id": PATTERN_IDS[33], "name": PATTERN_NAMES[33], "value": 100, "count": n_mixed_greater_terminals})
    if n_pure_lesser_terminals: patterns.append({"id": PATTERN_IDS[34], "name": PATTERN_NAMES[34], "value": 50, "count": n_pure_lesser_terminals})
    if n_mixed_lesser_terminals: patterns.append({"id": PATTERN_IDS[35], "name": PATTERN_NAMES[35], "value": 40, "count": n_mixed_lesser_terminals})
    if n_final_draw: patterns.append({"id": PATTERN_IDS[36], "name": PATTERN_NAMES[36], "value": 10, "count": n_final_draw})
    if n_final_discard: patterns.append({"id": PATTERN_IDS[37], "name": PATTERN_NAMES[37], "value": 10, "count": n_final_discard})
    if n_win_on_kong: patterns.append({"id": PATTERN_IDS[38], "name": PATTERN_NAMES[38], "value": 10, "count": n_win_on_kong})
    if n_robbing_a_kong: patterns.append({"id": PATTERN_IDS[39], "name": PATTERN_NAMES[39], "value": 10, "count": n_robbing_a_kong})
    if n_blessing_of_heaven: patterns.append({"id": PATTERN_IDS[40], "name": PATTERN_NAMES[40], "value": 155, "count": n_blessing_of_heaven})
    if n_blessing_of_earth: patterns.append({"id": PATTERN_IDS[41], "name": PATTERN_NAMES[41], "value": 155, "count": n_blessing_of_earth})
    if n_thirteen_terminals: patterns.append({"id": PATTERN_IDS[42], "name": PATTERN_NAMES[42], "value": 160, "count": n_thirteen_terminals})
    if n_seven_pairs: patterns.append({"id": PATTERN_IDS[43], "name": PATTERN_NAMES[43], "value": 30, "count": n_seven_pairs})
    if n_chicken_hand: patterns.append({"id": PATTERN_IDS[44], "name": PATTERN_NAMES[44], "value": 1, "count": n_chicken_hand})
    result = {
        "winner": win.winner,
        "total": d_hand_value,
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/zungjung.c into the
# extension _zungjung beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _zungjung as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
