"""Scorer of the mjc ruleset `taiwan` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: b70c8a326b9b1e8019eb6c9c0d379ef926e5dd8099233a1142f02a1945226f64
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _taiwan) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    DISCARD, IS_DRAGON, IS_SUITED, IS_WIND, KIND_OF, Lazy, MAX_NUMBER_DIGITS, MAX_RECORD_LINE, NO_SEAT,
    OTHER_SEATS, PUNG_KINDS, ROBBING_KONG, RecordError, Rules, SELF_DRAW, SOURCE_OF, TILE_NUMBER,
    TILE_OF, TILE_SUIT, Timeline, _shown, add_payment, arrangements, declared_reading, error_result,
    internal_error_result, item_at, melds_text, multiply, parse_record, seat_flowers, tiles_text,
    waits, with_id,
)

# ================================================================ ruleset taiwan

RULESET_ID = 'taiwan'
RULESET_NAME = ('台灣十六張麻將', 'Taiwan 16-tile mahjong')
SPEC_FILE = 'specs/taiwan.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/taiwan.yaml', 'b70c8a326b9b1e8019eb6c9c0d379ef926e5dd8099233a1142f02a1945226f64'),)
SPEC_SHA256 = 'b70c8a326b9b1e8019eb6c9c0d379ef926e5dd8099233a1142f02a1945226f64'
BUILD_KEY = 'aeb35da317997c6906d1819b6059928d272439b2732d109eb59f626ed43d44e3'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'tai'
READS = ('first_discard', 'first_draw', 'flower_replacement', 'kong_replacement', 'last_tile')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 1, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 0, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': ['win', 'draw'], 'counter': 'kept', 'next_dealer': 'rotate', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['chow', 'pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[34, 35, 36, 37, 38, 39, 40, 41],
    flags={},
    options={
        'base': ('int', 30, (0, 100000)),
        'tai_money': ('int', 10, (1, 100000)),
        'lazhuang': ('bool', True, None),
        'chrysanthemum_west': ('bool', True, None),
        'flowers_by_seat': ('bool', True, None),
        'flower_set_tai': ('int', 2, (0, 30)),
        'eight_flowers_tai': ('int', 8, (1, 100)),
        'seven_robs_one_tai': ('int', 8, (1, 100)),
    },
    penalties=[],
    flowers_by_tile=True,
    declared=['eight_flowers', 'seven_robs_one'],
    hand_size=17,
)

PATTERN_IDS = (
    'eight_flowers_win',
    'seven_robs_one_win',
    'heavenly_hand',
    'earthly_hand',
    'human_hand',
    'big_four_winds',
    'small_four_winds',
    'big_three_dragons',
    'small_three_dragons',
    'dragon_pung',
    'round_wind_pung',
    'seat_wind_pung',
    'full_flush',
    'half_flush',
    'all_pungs',
    'five_concealed_pungs',
    'four_concealed_pungs',
    'three_concealed_pungs',
    'all_chows',
    'all_melded',
    'concealed_self_draw',
    'concealed_hand',
    'self_drawn_win',
    'single_wait',
    'last_tile_draw',
    'last_tile_discard',
    'win_on_replacement',
    'robbed_kong',
    'seat_flower',
    'any_flower',
    'flower_set',
)
PATTERN_NAMES = (
    '八仙過海',
    '七搶一',
    '天胡',
    '地胡',
    '人胡',
    '大四喜',
    '小四喜',
    '大三元',
    '小三元',
    '三元牌',
    '圈風',
    '門風',
    '清一色',
    '混一色',
    '碰碰胡',
    '五暗刻',
    '四暗刻',
    '三暗刻',
    '平胡',
    '全求人',
    '門清自摸（不求人）',
    '門清',
    '自摸',
    '獨聽（邊張、中洞、單吊）',
    '海底撈月',
    '河底撈魚',
    '槓上開花',
    '搶槓',
    '正花',
    '花牌',
    '花槓',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
TILES_0 = frozenset({  # IS_HONOR[v_t]
    27, 28, 29, 30, 31, 32, 33,
})
TILES_1 = frozenset({  # IS_DRAGON[v_s.tile]
    31, 32, 33,
})
TILES_2 = frozenset({  # IS_WIND[v_s.tile]
    27, 28, 29, 30,
})
TILES_3 = frozenset({  # TILE_NUMBER[v_f] <= 4
    -1, 0, 1, 2, 3, 9, 10, 11, 12, 18, 19, 20, 21, 27, 28, 29,
    30, 34, 35, 36, 37,
})
TILES_4 = frozenset({  # TILE_NUMBER[v_f] >= 5
    4, 5, 6, 7, 8, 13, 14, 15, 16, 17, 22, 23, 24, 25, 26, 31,
    32, 33, 38, 39, 40, 41,
})
KINDS_0 = frozenset({  # v_s.kind == CHOW
    0,
})
SHAPE_STANDARD = 0
SHAPE_EIGHT_FLOWERS = 1
SHAPE_SEVEN_ROBS_ONE = 2
# The shapes a win may declare without a complete hand, by the id a record names.
DECLARED_SHAPES = {'eight_flowers': SHAPE_EIGHT_FLOWERS, 'seven_robs_one': SHAPE_SEVEN_ROBS_ONE}


SHAPES = [
    ("groups", 5, 1, (), 0),
    ("declared",),
    ("declared",),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_base = deal.options['base']
    o_tai_money = deal.options['tai_money']
    o_lazhuang = deal.options['lazhuang']
    o_chrysanthemum_west = deal.options['chrysanthemum_west']
    o_flowers_by_seat = deal.options['flowers_by_seat']
    o_flower_set_tai = deal.options['flower_set_tai']
    o_eight_flowers_tai = deal.options['eight_flowers_tai']
    o_seven_robs_one_tai = deal.options['seven_robs_one_tai']
    f_first_discard, f_first_draw, f_flower_replacement, f_kong_replacement, f_last_tile = map(
        win.context.get, ['first_discard', 'first_draw', 'flower_replacement', 'kong_replacement', 'last_tile'], [False, False, False, False, False])
    hand_tiles = sorted(player.hand + [win.win_tile]) if win.declared is None else sorted(player.hand)
    b_by = win.by
    b_dealer = deal.dealer
    b_discarder = win.source
    b_flower_tiles = player.flowers
    b_flowers = player.flower_count
    b_honba = deal.honba
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_round_wind = 27 + deal.round_wind
    b_seat_wind = 27 + (win.winner - deal.dealer) % 4
    b_self_drawn = win.by == SELF_DRAW
    b_tiles = sorted(hand_tiles + [t for m in player.melds for t in m.tiles])
    b_waits = Lazy(lambda: waits(player.hand, player.melds, SHAPES))
    b_winner = win.winner
    best_value = best = None
    readings = declared_reading(DECLARED_SHAPES[win.declared]) if win.declared is not None else \
        arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_concealed = SEATS_0.isdisjoint(map(SOURCE_OF, b_melds))  # concealed: specs/taiwan.yaml:163
    d_suits = len({TILE_SUIT[v_t] for v_t in b_tiles if IS_SUITED[v_t]})  # suits: specs/taiwan.yaml:169
    d_has_honors = not TILES_0.isdisjoint(b_tiles)  # has_honors: specs/taiwan.yaml:172
    d_seat_flowers = Lazy(lambda: len([1 for v_f in b_flower_tiles if TILE_NUMBER[v_f] == TILE_NUMBER[b_seat_wind] or TILE_NUMBER[v_f] == (item_at([0, 5, 6, 8, 7], TILE_NUMBER[b_seat_wind], 'specs/taiwan.yaml:187:39') if o_chrysanthemum_west else TILE_NUMBER[b_seat_wind] + 4)]) if b_flower_tiles else 0)  # seat_flowers: specs/taiwan.yaml:189
    d_flower_sets = (1 if len(b_flower_tiles) >= 4 and sum(map(TILES_3.__contains__, b_flower_tiles)) == 4 else 0) + (1 if len(b_flower_tiles) >= 4 and sum(map(TILES_4.__contains__, b_flower_tiles)) == 4 else 0)  # flower_sets: specs/taiwan.yaml:192
    d_dealer_tai = 1 + multiply(2 if o_lazhuang else 1, b_honba, 'specs/taiwan.yaml:196:17')  # dealer_tai: specs/taiwan.yaml:195

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_pairs = arr.pairs
        b_pungs = [s for s in arr.sets if s.kind in PUNG_KINDS]
        b_sets = arr.sets
        b_shape = arr.shape
        d_pair_tile = b_pairs[0].tile if b_pairs else NO_SEAT  # pair_tile: specs/taiwan.yaml:166
        d_dragon_pungs = sum(map(TILES_1.__contains__, map(TILE_OF, b_pungs)))  # dragon_pungs: specs/taiwan.yaml:175
        d_wind_pungs = sum(map(TILES_2.__contains__, map(TILE_OF, b_pungs)))  # wind_pungs: specs/taiwan.yaml:178
        d_concealed_pungs = len([1 for v_s in b_pungs if not v_s.source != NO_SEAT and (b_self_drawn or not v_s.has_win)]) if b_pungs else 0  # concealed_pungs: specs/taiwan.yaml:181
        n_eight_flowers_win = 1 if b_shape == SHAPE_EIGHT_FLOWERS else 0  # eight_flowers_win: specs/taiwan.yaml:207
        val_eight_flowers_win = o_eight_flowers_tai if n_eight_flowers_win else 0
        n_seven_robs_one_win = 1 if b_shape == SHAPE_SEVEN_ROBS_ONE else 0  # seven_robs_one_win: specs/taiwan.yaml:215
        val_seven_robs_one_win = o_seven_robs_one_tai if n_seven_robs_one_win else 0
        limit_counted = n_eight_flowers_win or n_seven_robs_one_win  # whether any limit pattern counted
        n_heavenly_hand = 1 if not (limit_counted) and (f_first_draw and b_self_drawn and b_winner == b_dealer) else 0  # heavenly_hand: specs/taiwan.yaml:225
        n_earthly_hand = 1 if not (limit_counted) and (f_first_draw and b_self_drawn and b_winner != b_dealer) else 0  # earthly_hand: specs/taiwan.yaml:232
        n_human_hand = 1 if not (limit_counted) and (f_first_discard and not b_self_drawn) else 0  # human_hand: specs/taiwan.yaml:239
        n_big_four_winds = 1 if not (limit_counted) and (d_wind_pungs == 4) else 0  # big_four_winds: specs/taiwan.yaml:248
        n_small_four_winds = 1 if not (limit_counted) and (d_wind_pungs == 3 and d_pair_tile != NO_SEAT and IS_WIND[d_pair_tile]) else 0  # small_four_winds: specs/taiwan.yaml:256
        n_big_three_dragons = 1 if not (limit_counted) and (d_dragon_pungs == 3) else 0  # big_three_dragons: specs/taiwan.yaml:264
        n_small_three_dragons = 1 if not (limit_counted) and (d_dragon_pungs == 2 and d_pair_tile != NO_SEAT and IS_DRAGON[d_pair_tile]) else 0  # small_three_dragons: specs/taiwan.yaml:272
        n_dragon_pung = max(0, d_dragon_pungs) if not (n_big_three_dragons or n_small_three_dragons or limit_counted) and (d_dragon_pungs > 0) else 0  # dragon_pung: specs/taiwan.yaml:280
        n_round_wind_pung = 1 if not (n_big_four_winds or n_small_four_winds or limit_counted) and (b_round_wind in map(TILE_OF, b_pungs)) else 0  # round_wind_pung: specs/taiwan.yaml:288
        n_seat_wind_pung = 1 if not (n_big_four_winds or n_small_four_winds or limit_counted) and (b_seat_wind in map(TILE_OF, b_pungs)) else 0  # seat_wind_pung: specs/taiwan.yaml:295
        n_full_flush = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and (d_suits == 1 and not d_has_honors or d_suits == 0)) else 0  # full_flush: specs/taiwan.yaml:304
        n_half_flush = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and d_suits == 1 and d_has_honors) else 0  # half_flush: specs/taiwan.yaml:311
        n_all_pungs = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and len(b_pungs) == 5) else 0  # all_pungs: specs/taiwan.yaml:320
        n_five_concealed_pungs = 1 if not (limit_counted) and (d_concealed_pungs == 5) else 0  # five_concealed_pungs: specs/taiwan.yaml:327
        n_four_concealed_pungs = 1 if not (n_five_concealed_pungs or limit_counted) and (d_concealed_pungs >= 4) else 0  # four_concealed_pungs: specs/taiwan.yaml:335
        n_three_concealed_pungs = 1 if not (n_five_concealed_pungs or n_four_concealed_pungs or limit_counted) and (d_concealed_pungs >= 3) else 0  # three_concealed_pungs: specs/taiwan.yaml:343
        n_all_chows = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and KINDS_0.issuperset(map(KIND_OF, b_sets)) and b_flowers == 0) else 0  # all_chows: specs/taiwan.yaml:351
        n_all_melded = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and len(b_melds) == 5 and SEATS_0.issuperset(map(SOURCE_OF, b_melds)) and not b_self_drawn) else 0  # all_melded: specs/taiwan.yaml:358
        n_concealed_self_draw = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and d_concealed and b_self_drawn) else 0  # concealed_self_draw: specs/taiwan.yaml:367
        n_concealed_hand = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and d_concealed and not b_self_drawn) else 0  # concealed_hand: specs/taiwan.yaml:374
        n_self_drawn_win = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and b_self_drawn and not d_concealed) else 0  # self_drawn_win: specs/taiwan.yaml:381
        n_single_wait = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and len(b_waits()) == 1) else 0  # single_wait: specs/taiwan.yaml:388
        n_last_tile_draw = 1 if not (limit_counted) and (f_last_tile and b_self_drawn) else 0  # last_tile_draw: specs/taiwan.yaml:395
        n_last_tile_discard = 1 if not (limit_counted) and (f_last_tile and not b_self_drawn) else 0  # last_tile_discard: specs/taiwan.yaml:402
        n_win_on_replacement = 1 if not (limit_counted) and (b_self_drawn and (f_kong_replacement or f_flower_replacement)) else 0  # win_on_replacement: specs/taiwan.yaml:409
        n_robbed_kong = 1 if not (limit_counted) and (b_by == ROBBING_KONG) else 0  # robbed_kong: specs/taiwan.yaml:416
        n_seat_flower = max(0, d_seat_flowers()) if not (limit_counted) and (o_flowers_by_seat and d_seat_flowers() > 0) else 0  # seat_flower: specs/taiwan.yaml:425
        n_any_flower = max(0, b_flowers) if not (limit_counted) and (not o_flowers_by_seat and b_flowers > 0) else 0  # any_flower: specs/taiwan.yaml:433
        n_flower_set = max(0, d_flower_sets) if not (limit_counted) and (o_flower_set_tai > 0 and d_flower_sets > 0) else 0  # flower_set: specs/taiwan.yaml:441
        val_flower_set = o_flower_set_tai if n_flower_set else 0
        s_tai = val_eight_flowers_win * n_eight_flowers_win + val_seven_robs_one_win * n_seven_robs_one_win + 24 * n_heavenly_hand + 16 * n_earthly_hand + 8 * n_human_hand + 16 * n_big_four_winds + 8 * n_small_four_winds + 8 * n_big_three_dragons + 4 * n_small_three_dragons + n_dragon_pung + n_round_wind_pung + n_seat_wind_pung + 8 * n_full_flush + 4 * n_half_flush + 4 * n_all_pungs + 8 * n_five_concealed_pungs + 5 * n_four_concealed_pungs + 2 * n_three_concealed_pungs + 2 * n_all_chows + 2 * n_all_melded + 3 * n_concealed_self_draw + n_concealed_hand + n_self_drawn_win + n_single_wait + n_last_tile_draw + n_last_tile_discard + n_win_on_replacement + n_robbed_kong + n_seat_flower + n_any_flower + val_flower_set * n_flower_set

        value = s_tai
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_pairs, b_pungs, b_sets, b_shape, d_pair_tile, d_dragon_pungs, d_wind_pungs, d_concealed_pungs,
                    n_eight_flowers_win, val_eight_flowers_win, n_seven_robs_one_win, val_seven_robs_one_win,
                    limit_counted, n_heavenly_hand, n_earthly_hand, n_human_hand, n_big_four_winds, n_small_four_winds,
                    n_big_three_dragons, n_small_three_dragons, n_dragon_pung, n_round_wind_pung, n_seat_wind_pung,
                    n_full_flush, n_half_flush, n_all_pungs, n_five_concealed_pungs, n_four_concealed_pungs,
                    n_three_concealed_pungs, n_all_chows, n_all_melded, n_concealed_self_draw, n_concealed_hand,
                    n_self_drawn_win, n_single_wait, n_last_tile_draw, n_last_tile_discard, n_win_on_replacement,
                    n_robbed_kong, n_seat_flower, n_any_flower, n_flower_set, val_flower_set, s_tai,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_pairs, b_pungs, b_sets, b_shape, d_pair_tile, d_dragon_pungs, d_wind_pungs, d_concealed_pungs,
            n_eight_flowers_win, val_eight_flowers_win, n_seven_robs_one_win, val_seven_robs_one_win,
            limit_counted, n_heavenly_hand, n_earthly_hand, n_human_hand, n_big_four_winds, n_small_four_winds,
            n_big_three_dragons, n_small_three_dragons, n_dragon_pung, n_round_wind_pung, n_seat_wind_pung,
            n_full_flush, n_half_flush, n_all_pungs, n_five_concealed_pungs, n_four_concealed_pungs,
            n_three_concealed_pungs, n_all_chows, n_all_melded, n_concealed_self_draw, n_concealed_hand,
            n_self_drawn_win, n_single_wait, n_last_tile_draw, n_last_tile_discard, n_win_on_replacement,
            n_robbed_kong, n_seat_flower, n_any_flower, n_flower_set, val_flower_set, s_tai,
        ) = kept

    if b_shape == SHAPE_EIGHT_FLOWERS and b_flowers < 8:
        raise RecordError('not_eight_flowers', "seat %d: %s" % (win.winner, '八仙過海要八張花齊 (eight flowers (八仙過海) needs all eight flowers)'))
    if b_shape == SHAPE_EIGHT_FLOWERS and not b_self_drawn:
        raise RecordError('bad_eight_flowers', "seat %d: %s" % (win.winner, "八仙過海是自己的胡，當自摸，不胡別家 (eight flowers (八仙過海) is the seat's own win, as a self-draw, off no other seat)"))
    if b_shape == SHAPE_SEVEN_ROBS_ONE and b_self_drawn:
        raise RecordError('seven_robs_one_needs_from', "seat %d: %s" % (win.winner, "七搶一要寫明搶的是哪一家摸到的花（from） (seven flowers rob the eighth (七搶一) from the seat that drew it; the win needs 'from')"))
    if b_shape == SHAPE_SEVEN_ROBS_ONE and not b_self_drawn and (b_flowers != 7 or seat_flowers(deal, b_discarder) != 1):
        raise RecordError('not_seven_flowers', "seat %d: %s" % (win.winner, '七搶一是有七張花的一家，搶別家摸到的第八張花 (seven flowers rob the eighth (七搶一) needs seven flowers, and the eighth with the seat it comes off)'))
    if f_first_draw and not b_self_drawn:
        raise RecordError('bad_first_draw', "seat %d: %s" % (win.winner, '天胡、地胡（第一次摸牌）須是自摸 (first_draw needs a self-draw)'))
    if f_first_discard and (b_by != DISCARD or b_discarder != b_dealer or b_winner == b_dealer):
        raise RecordError('bad_first_discard', "seat %d: %s" % (win.winner, "人胡是閒家胡莊家打出的第一張牌 (first_discard is a non-dealer's win on the dealer's first discard)"))
    if b_self_drawn:  # self-draw: specs/taiwan.yaml:498
        payers, payees = b_others, [b_winner]  # the amount is worked out for each payment
        for v_payer in payers:
            for v_payee in payees:
                add_payment(payments, deltas, v_payer, v_payee, o_base + multiply(o_tai_money, s_tai + (d_dealer_tai if v_payer == b_dealer or v_payee == b_dealer else 0), 'specs/taiwan.yaml:501:42'), '自摸（底＋台） (self-draw (底 + tai))')
    if not b_self_drawn:  # discard: specs/taiwan.yaml:505
        payers, payees = [b_discarder], [b_winner]  # the amount is worked out for each payment
        for v_payer in payers:
            for v_payee in payees:
                add_payment(payments, deltas, v_payer, v_payee, o_base + multiply(o_tai_money, s_tai + (d_dealer_tai if v_payer == b_dealer or v_payee == b_dealer else 0), 'specs/taiwan.yaml:508:45'), '放槍（底＋台） (discard (底 + tai))')
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_eight_flowers_win: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": val_eight_flowers_win, "count": n_eight_flowers_win})
    if n_seven_robs_one_win: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": val_seven_robs_one_win, "count": n_seven_robs_one_win})
    if n_heavenly_hand: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 24, "count": n_heavenly_hand})
    if n_earthly_hand: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 16, "count": n_earthly_hand})
    if n_human_hand: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 8, "count": n_human_hand})
    if n_big_four_winds: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 16, "count": n_big_four_winds})
    if n_small_four_winds: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 8, "count": n_small_four_winds})
    if n_big_three_dragons: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 8, "count": n_big_three_dragons})
    if n_small_three_dragons: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 4, "count": n_small_three_dragons})
    if n_dragon_pung: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 1, "count": n_dragon_pung})
    if n_round_wind_pung: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 1, "count": n_round_wind_pung})
    if n_seat_wind_pung: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 1, "count": n_seat_wind_pung})
    if n_full_flush: patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 8, "count": n_full_flush})
    if n_half_flush: patterns.append({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": 4, "count": n_half_flush})
    if n_all_pungs: patterns.append({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": 4, "count": n_all_pungs})
    if n_five_concealed_pungs: patterns.append({"id": PATTERN_IDS[15], "name": PATTERN_NAMES[15], "value": 8, "count": n_five_concealed_pungs})
    if n_four_concealed_pungs: patterns.append({"id": PATTERN_IDS[16], "name": PATTERN_NAMES[16], "value": 5, "count": n_four_concealed_pungs})
    if n_three_concealed_pungs: patterns.append({"id": PATTERN_IDS[17], "name": PATTERN_NAMES[17], "value": 2, "count": n_three_concealed_pungs})
    if n_all_chows: patterns.append({"id": PATTERN_IDS[18], "name": PATTERN_NAMES[18], "value": 2, "count": n_all_chows})
    if n_all_melded: patterns.append({"id": PATTERN_IDS[19], "name": PATTERN_NAMES[19], "value": 2, "count": n_all_melded})
    if n_concealed_self_draw: patterns.append({"id": PATTERN_IDS[20], "name": PATTERN_NAMES[20], "value": 3, "count": n_concealed_self_draw})
    if n_concealed_hand: patterns.append({"id": PATTERN_IDS[21], "name": PATTERN_NAMES[21], "value": 1, "count": n_concealed_hand})
    if n_self_drawn_win: patterns.append({"id": PATTERN_IDS[22], "name": PATTERN_NAMES[22], "value": 1, "count": n_self_drawn_win})
    if n_single_wait: patterns.append({"id": PATTERN_IDS[23], "name": PATTERN_NAMES[23], "value": 1, "count": n_single_wait})
    if n_last_tile_draw: patterns.append({"id": PATTERN_IDS[24], "name": PATTERN_NAMES[24], "value": 1, "count": n_last_tile_draw})
    if n_last_tile_discard: patterns.append({"id": PATTERN_IDS[25], "name": PATTERN_NAMES[25], "value": 1, "count": n_last_tile_discard})
    if n_win_on_replacement: patterns.append({"id": PATTERN_IDS[26], "name": PATTERN_NAMES[26], "value": 1, "count": n_win_on_replacement})
    if n_robbed_kong: patterns.append({"id": PATTERN_IDS[27], "name": PATTERN_NAMES[27], "value": 1, "count": n_robbed_kong})
    if n_seat_flower: patterns.append({"id": PATTERN_IDS[28], "name": PATTERN_NAMES[28], "value": 1, "count": n_seat_flower})
    if n_any_flower: patterns.append({"id": PATTERN_IDS[29], "name": PATTERN_NAMES[29], "value": 1, "count": n_any_flower})
    if n_flower_set: patterns.append({"id": PATTERN_IDS[30], "name": PATTERN_NAMES[30], "value": val_flower_set, "count": n_flower_set})
    result = {
        "winner": win.winner,
        "total": s_tai,
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/taiwan.c into the
# extension _taiwan beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _taiwan as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
