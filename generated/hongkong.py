"""Scorer of the mjc ruleset `hongkong` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 0d33e8bbed098f3a72e821f998c81eb3218bd94ed51fa9fbed7c5e078a9ffb90
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _hongkong) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    DISCARD, IS_DRAGON, IS_SUITED, IS_WIND, KIND_OF, KONG, Lazy, MAX_NUMBER_DIGITS, MAX_RECORD_LINE,
    NO_SEAT, NUMBER_OF, OTHER_SEATS, PUNG_KINDS, ROBBING_KONG, RecordError, Rules, SELF_DRAW,
    SOURCE_OF, TILE_NUMBER, TILE_OF, TILE_SUIT, Timeline, _shown, add_payment, arrangements,
    declared_reading, error_result, internal_error_result, item_at, melds_text, multiply, parse_record,
    pay_from_each, power, tiles_text, waits, with_id,
)

# ================================================================ ruleset hongkong

RULESET_ID = 'hongkong'
RULESET_NAME = ('香港古仔麻雀', 'Hong Kong Old Style')
SPEC_FILE = 'specs/hongkong.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/hongkong.yaml', '0d33e8bbed098f3a72e821f998c81eb3218bd94ed51fa9fbed7c5e078a9ffb90'),)
SPEC_SHA256 = '0d33e8bbed098f3a72e821f998c81eb3218bd94ed51fa9fbed7c5e078a9ffb90'
BUILD_KEY = '6b3b735b1c3902dafa6056ba860d6a621d6e7432e5887b6b3ff936e9e42c4ec5'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'faan'
READS = ('first_discard', 'first_draw', 'kong_replacement', 'last_tile')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 1, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 0, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': ['win'], 'counter': 'none', 'next_dealer': 'rotate', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['chow', 'pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[34, 35, 36, 37, 38, 39, 40, 41],
    flags={},
    options={
        'min_faan': ('int', 3, (0, 13)),
        'limit_faan': ('int', 13, (5, 13)),
        'full_pay': ('bool', False, None),
        'half_spicy': ('bool', False, None),
        'flowers_count_toward_minimum': ('bool', True, None),
        'no_flowers_faan': ('bool', True, None),
        'concealed_discard_only': ('bool', False, None),
        'all_honors_limit': ('bool', True, None),
        'robbing_kong_pays_all': ('bool', True, None),
    },
    penalties=[],
    flowers_by_tile=True,
    declared=['eight_flowers'],
)

PATTERN_IDS = (
    'flower_win',
    'heavenly_hand',
    'earthly_hand',
    'thirteen_orphans',
    'nine_gates',
    'four_kongs',
    'four_concealed_pungs',
    'big_four_winds',
    'small_four_winds',
    'all_honors',
    'all_terminals',
    'all_honors_10',
    'three_dragon_pungs',
    'full_flush',
    'small_three_dragons',
    'all_pungs',
    'half_flush',
    'mixed_terminals',
    'all_chows',
    'dragon_pung',
    'seat_wind_pung',
    'round_wind_pung',
    'concealed_hand',
    'self_draw_win',
    'kong_flower',
    'robbing_kong_win',
    'last_tile_win',
    'no_flowers',
    'seat_flower',
    'flower_set',
)
PATTERN_NAMES = (
    '花糊（八仙過海）',
    '天糊',
    '地糊',
    '十三么',
    '九子連環',
    '十八羅漢',
    '坎坎糊',
    '大四喜',
    '小四喜',
    '字一色',
    '清么九',
    '字一色（十番）',
    '大三元',
    '清一色',
    '小三元',
    '對對糊',
    '混一色',
    '花么九',
    '平糊',
    '三元牌',
    '門風',
    '圈風',
    '門前清',
    '自摸',
    '槓上開花',
    '搶槓',
    '海底撈月',
    '無花',
    '正花',
    '一台花',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
TILES_0 = frozenset({  # IS_DRAGON[v_s.tile]
    31, 32, 33,
})
TILES_1 = frozenset({  # IS_WIND[v_s.tile]
    27, 28, 29, 30,
})
TILES_2 = frozenset({  # IS_HONOR[v_t]
    27, 28, 29, 30, 31, 32, 33,
})
TILES_3 = frozenset({  # TILE_NUMBER[v_f] <= 4
    -1, 0, 1, 2, 3, 9, 10, 11, 12, 18, 19, 20, 21, 27, 28, 29,
    30, 34, 35, 36, 37,
})
TILES_4 = frozenset({  # TILE_NUMBER[v_f] >= 5
    4, 5, 6, 7, 8, 13, 14, 15, 16, 17, 22, 23, 24, 25, 26, 31,
    32, 33, 38, 39, 40, 41,
})
TILES_5 = frozenset({  # IS_SUITED[v_t]
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
})
TILES_6 = frozenset({  # TILE_NUMBER[v_t] == 1
    0, 9, 18, 27, 34,
})
TILES_7 = frozenset({  # TILE_NUMBER[v_t] == 9
    8, 17, 26,
})
TILES_8 = frozenset({  # IS_TERMINAL[v_t]
    0, 8, 9, 17, 18, 26,
})
KINDS_0 = frozenset({  # v_s.kind in PUNG_KINDS
    1, 2,
})
TILES_9 = frozenset({  # IS_YAOJIU[v_t]
    0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33,
})
KINDS_1 = frozenset({  # v_s.kind == CHOW
    0,
})
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
SHAPE_STANDARD = 0
SHAPE_ORPHANS = 1
SHAPE_EIGHT_FLOWERS = 2
# The shapes a win may declare without a complete hand, by the id a record names.
DECLARED_SHAPES = {'eight_flowers': SHAPE_EIGHT_FLOWERS}


def shape_orphans(tiles):
    """Shape 'orphans': a condition on the 14 concealed tiles."""
    return TILES_9.issuperset(tiles) and len(set(tiles)) == 13


SHAPES = [
    ("groups", 4, 1, (), 0),
    ("tiles", shape_orphans, TILES_9, 12, None),
    ("declared",),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_min_faan = deal.options['min_faan']
    o_limit_faan = deal.options['limit_faan']
    o_full_pay = deal.options['full_pay']
    o_half_spicy = deal.options['half_spicy']
    o_flowers_count_toward_minimum = deal.options['flowers_count_toward_minimum']
    o_no_flowers_faan = deal.options['no_flowers_faan']
    o_concealed_discard_only = deal.options['concealed_discard_only']
    o_all_honors_limit = deal.options['all_honors_limit']
    o_robbing_kong_pays_all = deal.options['robbing_kong_pays_all']
    f_first_discard, f_first_draw, f_kong_replacement, f_last_tile = map(
        win.context.get, ['first_discard', 'first_draw', 'kong_replacement', 'last_tile'], [False, False, False, False])
    hand_tiles = sorted(player.hand + [win.win_tile]) if win.declared is None else sorted(player.hand)
    b_by = win.by
    b_dealer = deal.dealer
    b_discarder = win.source
    b_flower_tiles = player.flowers
    b_flowers = player.flower_count
    b_kongs = [m for m in player.melds if m.kind == KONG]
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_round_wind = 27 + deal.round_wind
    b_seat_wind = 27 + (win.winner - deal.dealer) % 4
    b_self_drawn = win.by == SELF_DRAW
    b_tiles = sorted(hand_tiles + [t for m in player.melds for t in m.tiles])
    b_winner = win.winner
    best_value = best = None
    readings = declared_reading(DECLARED_SHAPES[win.declared]) if win.declared is not None else \
        arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_one_suit = len({TILE_SUIT[v_t] for v_t in b_tiles if IS_SUITED[v_t]}) == 1  # one_suit: specs/hongkong.yaml:180
    d_has_honors = not TILES_2.isdisjoint(b_tiles)  # has_honors: specs/hongkong.yaml:183
    d_season_set = len(b_flower_tiles) >= 4 and sum(map(TILES_3.__contains__, b_flower_tiles)) == 4  # season_set: specs/hongkong.yaml:191
    d_plant_set = len(b_flower_tiles) >= 4 and sum(map(TILES_4.__contains__, b_flower_tiles)) == 4  # plant_set: specs/hongkong.yaml:194
    d_seat_flowers = len([1 for v_f in b_flower_tiles if TILE_NUMBER[v_f] == TILE_NUMBER[b_seat_wind] and not d_season_set or TILE_NUMBER[v_f] == TILE_NUMBER[b_seat_wind] + 4 and not d_plant_set]) if b_flower_tiles else 0  # seat_flowers: specs/hongkong.yaml:197
    d_claimed_melds = [v_m for v_m in b_melds if v_m.source != NO_SEAT] if b_melds else []  # claimed_melds: specs/hongkong.yaml:204
    d_dragon_melds = [v_m for v_m in b_melds if v_m.kind in PUNG_KINDS and IS_DRAGON[v_m.tile]] if b_melds else []  # dragon_melds: specs/hongkong.yaml:207
    d_wind_melds = [v_m for v_m in b_melds if v_m.kind in PUNG_KINDS and IS_WIND[v_m.tile]] if b_melds else []  # wind_melds: specs/hongkong.yaml:210
    n_earthly_hand = 1 if b_winner != b_dealer and (f_first_discard and b_by == DISCARD and b_discarder == b_dealer or f_first_draw and b_self_drawn) else 0  # earthly_hand: specs/hongkong.yaml:261
    val_earthly_hand = o_limit_faan if n_earthly_hand else 0
    n_flower_win = 1 if b_flowers == 8 else 0  # flower_win: specs/hongkong.yaml:245
    val_flower_win = o_limit_faan if n_flower_win else 0
    n_four_kongs = 1 if len(b_kongs) == 4 else 0  # four_kongs: specs/hongkong.yaml:288
    val_four_kongs = o_limit_faan if n_four_kongs else 0
    n_heavenly_hand = 1 if f_first_draw and b_self_drawn and b_winner == b_dealer else 0  # heavenly_hand: specs/hongkong.yaml:253
    val_heavenly_hand = o_limit_faan if n_heavenly_hand else 0
    d_robbed_pays_all = b_by == ROBBING_KONG and o_robbing_kong_pays_all  # robbed_pays_all: specs/hongkong.yaml:234

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_pairs = arr.pairs
        b_pungs = [s for s in arr.sets if s.kind in PUNG_KINDS]
        b_sets = arr.sets
        b_shape = arr.shape
        d_pair_tile = b_pairs[0].tile if b_pairs else NO_SEAT  # pair_tile: specs/hongkong.yaml:171
        d_dragon_pungs = sum(map(TILES_0.__contains__, map(TILE_OF, b_pungs)))  # dragon_pungs: specs/hongkong.yaml:174
        d_wind_pungs = sum(map(TILES_1.__contains__, map(TILE_OF, b_pungs)))  # wind_pungs: specs/hongkong.yaml:177
        p_three_dragon_pungs = d_dragon_pungs == 3  # three_dragon_pungs: specs/hongkong.yaml:344
        p_big_four_winds = d_wind_pungs == 4  # big_four_winds: specs/hongkong.yaml:304
        n_all_honors = 1 if o_all_honors_limit and b_shape == SHAPE_STANDARD and TILES_2.issuperset(b_tiles) else 0  # all_honors: specs/hongkong.yaml:320
        val_all_honors = o_limit_faan if n_all_honors else 0
        n_all_terminals = 1 if b_shape == SHAPE_STANDARD and TILES_8.issuperset(b_tiles) else 0  # all_terminals: specs/hongkong.yaml:328
        val_all_terminals = o_limit_faan if n_all_terminals else 0
        n_big_four_winds = 1 if p_big_four_winds else 0  # big_four_winds: specs/hongkong.yaml:304
        val_big_four_winds = o_limit_faan if n_big_four_winds else 0
        n_four_concealed_pungs = 1 if b_shape == SHAPE_STANDARD and len(b_pungs) >= 4 and len([1 for v_s in b_pungs if not v_s.source != NO_SEAT and (b_self_drawn or not v_s.has_win)]) == 4 else 0  # four_concealed_pungs: specs/hongkong.yaml:296
        val_four_concealed_pungs = o_limit_faan if n_four_concealed_pungs else 0
        n_nine_gates = 1 if b_shape == SHAPE_STANDARD and len(b_melds) == 0 and TILES_5.issuperset(b_tiles) and d_one_suit and len(b_tiles) >= 3 and sum(map(TILES_6.__contains__, b_tiles)) >= 3 and len(b_tiles) >= 3 and sum(map(TILES_7.__contains__, b_tiles)) >= 3 and len(set(bytes(b_tiles).translate(NUMBER_OF))) == 9 else 0  # nine_gates: specs/hongkong.yaml:277
        val_nine_gates = o_limit_faan if n_nine_gates else 0
        n_small_four_winds = 1 if d_wind_pungs == 3 and IS_WIND[d_pair_tile] else 0  # small_four_winds: specs/hongkong.yaml:312
        val_small_four_winds = o_limit_faan if n_small_four_winds else 0
        n_thirteen_orphans = 1 if b_shape == SHAPE_ORPHANS else 0  # thirteen_orphans: specs/hongkong.yaml:269
        val_thirteen_orphans = o_limit_faan if n_thirteen_orphans else 0
        limit_counted = n_flower_win or n_heavenly_hand or n_earthly_hand or n_thirteen_orphans or n_nine_gates or n_four_kongs or n_four_concealed_pungs or n_big_four_winds or n_small_four_winds or n_all_honors or n_all_terminals  # whether any limit pattern counted
        n_all_chows = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and KINDS_1.issuperset(map(KIND_OF, b_sets)) and IS_SUITED[d_pair_tile]) else 0  # all_chows: specs/hongkong.yaml:390
        n_all_honors_10 = 1 if not (limit_counted) and (not o_all_honors_limit and b_shape == SHAPE_STANDARD and TILES_2.issuperset(b_tiles)) else 0  # all_honors_10: specs/hongkong.yaml:336
        n_all_pungs = 1 if not (n_all_honors_10 or limit_counted) and (b_shape == SHAPE_STANDARD and KINDS_0.issuperset(map(KIND_OF, b_sets))) else 0  # all_pungs: specs/hongkong.yaml:369
        n_concealed_hand = 1 if not (limit_counted) and (SEATS_0.isdisjoint(map(SOURCE_OF, b_melds)) and (not b_self_drawn or not o_concealed_discard_only)) else 0  # concealed_hand: specs/hongkong.yaml:416
        n_small_three_dragons = 1 if not (limit_counted) and (d_dragon_pungs == 2 and IS_DRAGON[d_pair_tile]) else 0  # small_three_dragons: specs/hongkong.yaml:361
        n_three_dragon_pungs = 1 if p_three_dragon_pungs and not (limit_counted) else 0  # three_dragon_pungs: specs/hongkong.yaml:344
        n_dragon_pung = max(0, d_dragon_pungs) if not (n_three_dragon_pungs or n_small_three_dragons or limit_counted) and (d_dragon_pungs > 0) else 0  # dragon_pung: specs/hongkong.yaml:397
        n_full_flush = 1 if not (limit_counted) and (d_one_suit and not d_has_honors) else 0  # full_flush: specs/hongkong.yaml:354
        n_half_flush = 1 if not (limit_counted) and (d_one_suit and d_has_honors) else 0  # half_flush: specs/hongkong.yaml:376
        n_kong_flower = 1 if not (limit_counted) and (f_kong_replacement and b_self_drawn) else 0  # kong_flower: specs/hongkong.yaml:428
        n_last_tile_win = 1 if not (limit_counted) and (f_last_tile) else 0  # last_tile_win: specs/hongkong.yaml:440
        n_mixed_terminals = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and TILES_9.issuperset(b_tiles) and d_has_honors and not TILES_8.isdisjoint(b_tiles)) else 0  # mixed_terminals: specs/hongkong.yaml:383
        n_no_flowers = 1 if not (limit_counted) and (o_no_flowers_faan and b_flowers == 0) else 0  # no_flowers: specs/hongkong.yaml:446
        n_robbing_kong_win = 1 if not (limit_counted) and (b_by == ROBBING_KONG) else 0  # robbing_kong_win: specs/hongkong.yaml:434
        n_round_wind_pung = 1 if not (limit_counted) and (b_round_wind in map(TILE_OF, b_pungs)) else 0  # round_wind_pung: specs/hongkong.yaml:410
        n_seat_wind_pung = 1 if not (limit_counted) and (b_seat_wind in map(TILE_OF, b_pungs)) else 0  # seat_wind_pung: specs/hongkong.yaml:404
        n_self_draw_win = 1 if not (limit_counted) and (b_self_drawn) else 0  # self_draw_win: specs/hongkong.yaml:422
        s_faan = val_flower_win * n_flower_win + val_heavenly_hand * n_heavenly_hand + val_earthly_hand * n_earthly_hand + val_thirteen_orphans * n_thirteen_orphans + val_nine_gates * n_nine_gates + val_four_kongs * n_four_kongs + val_four_concealed_pungs * n_four_concealed_pungs + val_big_four_winds * n_big_four_winds + val_small_four_winds * n_small_four_winds + val_all_honors * n_all_honors + val_all_terminals * n_all_terminals + 10 * n_all_honors_10 + 8 * n_three_dragon_pungs + 7 * n_full_flush + 5 * n_small_three_dragons + 3 * n_all_pungs + 3 * n_half_flush + n_mixed_terminals + n_all_chows + n_dragon_pung + n_seat_wind_pung + n_round_wind_pung + n_concealed_hand + n_self_draw_win + n_kong_flower + n_robbing_kong_win + n_last_tile_win + n_no_flowers
        n_flower_set = max(0, (1 if d_season_set else 0) + (1 if d_plant_set else 0)) if not (limit_counted) and (d_season_set or d_plant_set) else 0  # flower_set: specs/hongkong.yaml:462
        n_seat_flower = max(0, d_seat_flowers) if not (limit_counted) and (d_seat_flowers > 0) else 0  # seat_flower: specs/hongkong.yaml:452
        s_flower_faan = n_seat_flower + 2 * n_flower_set
        d_faan_counted = min(s_faan + s_flower_faan, o_limit_faan)  # faan_counted: specs/hongkong.yaml:225

        value = (d_faan_counted, s_faan + s_flower_faan)
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_pairs, b_pungs, b_sets, b_shape, d_pair_tile, d_dragon_pungs, d_wind_pungs, p_three_dragon_pungs,
                    p_big_four_winds, n_all_honors, val_all_honors, n_all_terminals, val_all_terminals,
                    n_big_four_winds, val_big_four_winds, n_four_concealed_pungs, val_four_concealed_pungs,
                    n_nine_gates, val_nine_gates, n_small_four_winds, val_small_four_winds, n_thirteen_orphans,
                    val_thirteen_orphans, limit_counted, n_all_chows, n_all_honors_10, n_all_pungs, n_concealed_hand,
                    n_small_three_dragons, n_three_dragon_pungs, n_dragon_pung, n_full_flush, n_half_flush,
                    n_kong_flower, n_last_tile_win, n_mixed_terminals, n_no_flowers, n_robbing_kong_win,
                    n_round_wind_pung, n_seat_wind_pung, n_self_draw_win, s_faan, n_flower_set, n_seat_flower,
                    s_flower_faan, d_faan_counted,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_pairs, b_pungs, b_sets, b_shape, d_pair_tile, d_dragon_pungs, d_wind_pungs, p_three_dragon_pungs,
            p_big_four_winds, n_all_honors, val_all_honors, n_all_terminals, val_all_terminals,
            n_big_four_winds, val_big_four_winds, n_four_concealed_pungs, val_four_concealed_pungs,
            n_nine_gates, val_nine_gates, n_small_four_winds, val_small_four_winds, n_thirteen_orphans,
            val_thirteen_orphans, limit_counted, n_all_chows, n_all_honors_10, n_all_pungs, n_concealed_hand,
            n_small_three_dragons, n_three_dragon_pungs, n_dragon_pung, n_full_flush, n_half_flush,
            n_kong_flower, n_last_tile_win, n_mixed_terminals, n_no_flowers, n_robbing_kong_win,
            n_round_wind_pung, n_seat_wind_pung, n_self_draw_win, s_faan, n_flower_set, n_seat_flower,
            s_flower_faan, d_faan_counted,
        ) = kept
    d_dragons_feeder = Lazy(lambda: item_at(d_dragon_melds, 2, 'specs/hongkong.yaml:214:96').source if p_three_dragon_pungs and len(d_dragon_melds) == 3 and item_at(d_dragon_melds, 2, 'specs/hongkong.yaml:214:67').source != NO_SEAT else NO_SEAT)  # dragons_feeder: specs/hongkong.yaml:213
    d_winds_feeder = Lazy(lambda: item_at(d_wind_melds, 3, 'specs/hongkong.yaml:217:88').source if p_big_four_winds and len(d_wind_melds) == 4 and item_at(d_wind_melds, 3, 'specs/hongkong.yaml:217:61').source != NO_SEAT else NO_SEAT)  # winds_feeder: specs/hongkong.yaml:216
    d_liable = Lazy(lambda: d_dragons_feeder() if d_dragons_feeder() != NO_SEAT else d_winds_feeder() if d_winds_feeder() != NO_SEAT else item_at(d_claimed_melds, 3, 'specs/hongkong.yaml:220:46').source if len(d_claimed_melds) == 4 else NO_SEAT)  # liable: specs/hongkong.yaml:222
    d_faan_for_minimum = min(s_faan + s_flower_faan if o_flowers_count_toward_minimum else s_faan, o_limit_faan)  # faan_for_minimum: specs/hongkong.yaml:228
    d_share = Lazy(lambda: item_at([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384], d_faan_counted, 'specs/hongkong.yaml:166:31') if o_half_spicy else power(2, d_faan_counted, 'specs/hongkong.yaml:166:96'))  # share: specs/hongkong.yaml:231
    d_one_payer = Lazy(lambda: not b_self_drawn and not d_robbed_pays_all and (o_full_pay or d_liable() != NO_SEAT))  # one_payer: specs/hongkong.yaml:237

    if b_shape == SHAPE_EIGHT_FLOWERS and b_flowers < 8:
        raise RecordError('not_eight_flowers', "seat %d: %s" % (win.winner, '花糊要八隻花齊 (a flower win (花糊) needs all eight flowers)'))
    if f_first_draw and not b_self_drawn:
        raise RecordError('bad_first_draw', "seat %d: %s" % (win.winner, '天糊、地糊（第一次摸牌）須是自摸 (first_draw needs a self-draw)'))
    if f_first_discard and (b_by != DISCARD or b_discarder != b_dealer or b_winner == b_dealer):
        raise RecordError('bad_first_discard', "seat %d: %s" % (win.winner, "地糊是閒家食莊家打出的第一隻牌 (first_discard is a non-dealer's win on the dealer's first discard)"))
    if d_faan_for_minimum < o_min_faan:
        raise RecordError('below_minimum', "seat %d: %s" % (win.winner, '%d番，不足%d番起糊 (%d faan, below the %d-faan minimum)' % (d_faan_for_minimum, o_min_faan, d_faan_for_minimum, o_min_faan,)))
    if b_self_drawn and d_liable() == NO_SEAT:  # self-draw: specs/hongkong.yaml:522
        pay_from_each(payments, deltas, b_others, b_winner, multiply(2, d_share(), 'specs/hongkong.yaml:525:35'), '自摸 (self-draw)')
    if b_self_drawn and d_liable() != NO_SEAT:  # liable seat pays a self-draw: specs/hongkong.yaml:529
        add_payment(payments, deltas, d_liable(), b_winner, multiply(6, d_share(), 'specs/hongkong.yaml:532:35'), '包自摸 (pays for all)')
    if d_robbed_pays_all:  # robbing a kong paid as a self-draw: specs/hongkong.yaml:536
        add_payment(payments, deltas, b_discarder, b_winner, multiply(6, d_share(), 'specs/hongkong.yaml:539:38'), '搶槓當自摸（被搶者包） (robbed kong pays as a self-draw)')
    if d_one_payer():  # discarder pays all: specs/hongkong.yaml:543
        add_payment(payments, deltas, b_discarder, b_winner, multiply(4, d_share(), 'specs/hongkong.yaml:546:38'), '出銃一家包 (discarder pays all)')
    if not b_self_drawn and not d_robbed_pays_all and not d_one_payer():  # half-pay discard: specs/hongkong.yaml:550
        add_payment(payments, deltas, b_discarder, b_winner, multiply(2, d_share(), 'specs/hongkong.yaml:553:38'), '出銃 (discard)')
        pay_from_each(payments, deltas, [v_s for v_s in b_others if v_s != b_discarder] if b_others else [], b_winner, d_share(), '半銃 (half-pay share)')
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_flower_win: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": val_flower_win, "count": n_flower_win})
    if n_heavenly_hand: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": val_heavenly_hand, "count": n_heavenly_hand})
    if n_earthly_hand: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": val_earthly_hand, "count": n_earthly_hand})
    if n_thirteen_orphans: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": val_thirteen_orphans, "count": n_thirteen_orphans})
    if n_nine_gates: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": val_nine_gates, "count": n_nine_gates})
    if n_four_kongs: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": val_four_kongs, "count": n_four_kongs})
    if n_four_concealed_pungs: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": val_four_concealed_pungs, "count": n_four_concealed_pungs})
    if n_big_four_winds: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": val_big_four_winds, "count": n_big_four_winds})
    if n_small_four_winds: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": val_small_four_winds, "count": n_small_four_winds})
    if n_all_honors: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": val_all_honors, "count": n_all_honors})
    if n_all_terminals: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": val_all_terminals, "count": n_all_terminals})
    if n_all_honors_10: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 10, "count": n_all_honors_10})
    if n_three_dragon_pungs: patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 8, "count": n_three_dragon_pungs})
    if n_full_flush: patterns.append({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": 7, "count": n_full_flush})
    if n_small_three_dragons: patterns.append({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": 5, "count": n_small_three_dragons})
    if n_all_pungs: patterns.append({"id": PATTERN_IDS[15], "name": PATTERN_NAMES[15], "value": 3, "count": n_all_pungs})
    if n_half_flush: patterns.append({"id": PATTERN_IDS[16], "name": PATTERN_NAMES[16], "value": 3, "count": n_half_flush})
    if n_mixed_terminals: patterns.append({"id": PATTERN_IDS[17], "name": PATTERN_NAMES[17], "value": 1, "count": n_mixed_terminals})
    if n_all_chows: patterns.append({"id": PATTERN_IDS[18], "name": PATTERN_NAMES[18], "value": 1, "count": n_all_chows})
    if n_dragon_pung: patterns.append({"id": PATTERN_IDS[19], "name": PATTERN_NAMES[19], "value": 1, "count": n_dragon_pung})
    if n_seat_wind_pung: patterns.append({"id": PATTERN_IDS[20], "name": PATTERN_NAMES[20], "value": 1, "count": n_seat_wind_pung})
    if n_round_wind_pung: patterns.append({"id": PATTERN_IDS[21], "name": PATTERN_NAMES[21], "value": 1, "count": n_round_wind_pung})
    if n_concealed_hand: patterns.append({"id": PATTERN_IDS[22], "name": PATTERN_NAMES[22], "value": 1, "count": n_concealed_hand})
    if n_self_draw_win: patterns.append({"id": PATTERN_IDS[23], "name": PATTERN_NAMES[23], "value": 1, "count": n_self_draw_win})
    if n_kong_flower: patterns.append({"id": PATTERN_IDS[24], "name": PATTERN_NAMES[24], "value": 1, "count": n_kong_flower})
    if n_robbing_kong_win: patterns.append({"id": PATTERN_IDS[25], "name": PATTERN_NAMES[25], "value": 1, "count": n_robbing_kong_win})
    if n_last_tile_win: patterns.append({"id": PATTERN_IDS[26], "name": PATTERN_NAMES[26], "value": 1, "count": n_last_tile_win})
    if n_no_flowers: patterns.append({"id": PATTERN_IDS[27], "name": PATTERN_NAMES[27], "value": 1, "count": n_no_flowers})
    if n_seat_flower: patterns.append({"id": PATTERN_IDS[28], "name": PATTERN_NAMES[28], "value": 1, "count": n_seat_flower})
    if n_flower_set: patterns.append({"id": PATTERN_IDS[29], "name": PATTERN_NAMES[29], "value": 2, "count": n_flower_set})
    result = {
        "winner": win.winner,
        "total": d_faan_counted,
        "unit": UNIT,
        "patterns": patterns,
        "details": {
            'faan': d_faan_counted,
            'share': d_share(),
            'limit': 'limit' if s_faan + s_flower_faan >= o_limit_faan else '',
        },
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/hongkong.c into the
# extension _hongkong beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _hongkong as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
