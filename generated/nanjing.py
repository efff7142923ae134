"""Scorer of the mjc ruleset `nanjing` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 222929ae7ce251c6dfd6ab4425b40f306b770db10400763dcf9d6ec3f24ce25d
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _nanjing) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

import itertools

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    CHOW, CONCEALED_OF, DISCARD, IS_SUITED, IS_WIND, KIND_OF, KONG, Lazy, MAX_NUMBER_DIGITS,
    MAX_RECORD_LINE, NO_SEAT, OTHER_SEATS, PAIR, PUNG_KINDS, ROBBING_KONG, RecordError, Rules,
    SELF_DRAW, SOURCE_OF, TILE_NUMBER, TILE_SUIT, Timeline, _shown, add_payment, any_combination,
    arrangements, error_result, internal_error_result, last, melds_text, multiply, others_of,
    parse_record, pay_from_each, pay_to_each, seat_flower_tiles, tiles_text, waits, with_id,
)

# ================================================================ ruleset nanjing

RULESET_ID = 'nanjing'
RULESET_NAME = ('南京麻将', 'Nanjing Mahjong')
SPEC_FILE = 'specs/nanjing.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/nanjing.yaml', '222929ae7ce251c6dfd6ab4425b40f306b770db10400763dcf9d6ec3f24ce25d'),)
SPEC_SHA256 = '222929ae7ce251c6dfd6ab4425b40f306b770db10400763dcf9d6ec3f24ce25d'
BUILD_KEY = '5f7f522cacf4a1f00cb93bf838d118c0f77f6ebfe9e5c0120adbbc7cdf3d3eb5'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'flowers'
READS = ('declared_ready', 'doubled', 'first_discard', 'first_draw', 'flower_kong_replacement', 'flower_replacement', 'kong_chain', 'kong_replacement', 'last_of_kind')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 1, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 0, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': ['draw'], 'counter': 'none', 'next_dealer': 'rotate', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
    flower_tiles=[31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41],
    flags={},
    options={
        'queyi_any_missing': ('bool', False, None),
        'duzhan_qqdd': ('bool', True, None),
        'duzhan_qidui': ('bool', False, None),
        'xiaohu_min_hard': ('int', 4, (0, 20)),
        'minggang_kaihua_bonus': ('int', 40, (0, 320)),
        'concealed_wind_triplet_soft': ('int', 0, (0, 3)),
        'ting_button_dihu': ('bool', False, None),
        'menqing_with_tiandi': ('bool', True, None),
        'bixiahu_doubles_all': ('bool', False, None),
        'exposed_kong_money': ('int', 6, (0, 60)),
        'concealed_kong_money': ('int', 3, (0, 60)),
        'flower_kong_money': ('int', 6, (0, 60)),
        'discard_penalty': ('int', 6, (0, 60)),
    },
    penalties=['four_players_same_discard', 'one_player_four_discards'],
    flowers_by_tile=True,
)

PATTERN_IDS = (
    'tianhu',
    'dihu',
    'chaochao_haohua_qidui',
    'chao_haohua_qidui',
    'haohua_qidui',
    'qidui',
    'qingyise',
    'quanqiu_dudiao',
    'hunyise',
    'duiduihu',
    'yajue',
    'wuhuaguo',
    'angang_kaihua',
    'huagang_kaihua',
    'dagangkai',
    'xiaogang_kaihua',
    'menqing',
    'fengpeng',
    'fengke',
    'fenggang_ming',
    'fenggang_an',
    'yadang',
    'bianzhi',
    'duzhan',
    'queyi',
    'yinghua',
)
PATTERN_NAMES = (
    '天胡',
    '地胡',
    '超超豪华7对',
    '超豪华7对',
    '豪华7对',
    '七对',
    '清一色',
    '全球独钓',
    '混一色',
    '对对胡',
    '压绝',
    '无花果',
    '暗杠开花',
    '花杠开花',
    '大杠开',
    '小杠开花',
    '门清',
    '风碰',
    '风暗刻',
    '风杠（明杠）',
    '风杠（暗杠）',
    '压档',
    '边枝',
    '独占',
    '缺一',
    '硬花',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
TILES_0 = frozenset({  # IS_WIND[v_t]
    27, 28, 29, 30,
})
KINDS_0 = frozenset({  # v_s.kind in PUNG_KINDS
    1, 2,
})
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
TILES_1 = frozenset({  # IS_FLOWER[v_t] and TILE_NUMBER[v_t] <= 4
    34, 35, 36, 37,
})
TILES_2 = frozenset({  # IS_FLOWER[v_t] and TILE_NUMBER[v_t] >= 5
    38, 39, 40, 41,
})
SHAPE_STANDARD = 0
SHAPE_SEVEN_PAIRS = 1


SHAPES = [
    ("groups", 4, 1, (), 0),
    ("groups", 0, 7, (), 0),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_queyi_any_missing = deal.options['queyi_any_missing']
    o_duzhan_qqdd = deal.options['duzhan_qqdd']
    o_duzhan_qidui = deal.options['duzhan_qidui']
    o_xiaohu_min_hard = deal.options['xiaohu_min_hard']
    o_minggang_kaihua_bonus = deal.options['minggang_kaihua_bonus']
    o_concealed_wind_triplet_soft = deal.options['concealed_wind_triplet_soft']
    o_ting_button_dihu = deal.options['ting_button_dihu']
    o_menqing_with_tiandi = deal.options['menqing_with_tiandi']
    f_declared_ready, f_doubled, f_first_discard, f_first_draw, f_flower_kong_replacement, f_flower_replacement, f_kong_replacement, f_last_of_kind = map(
        win.context.get, ['declared_ready', 'doubled', 'first_discard', 'first_draw', 'flower_kong_replacement', 'flower_replacement', 'kong_replacement', 'last_of_kind'], [False, False, False, False, False, False, False, False])
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_by = win.by
    b_chain_kongs = win.chain
    b_dealer = deal.dealer
    b_discarder = win.source
    b_flower_tiles = player.flowers
    b_flowers = player.flower_count
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_self_drawn = win.by == SELF_DRAW
    b_tiles = sorted(hand_tiles + [t for m in player.melds for t in m.tiles])
    b_waits = Lazy(lambda: waits(player.hand, player.melds, SHAPES))
    b_win_tile = win.win_tile
    b_winner = win.winner
    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_has_peng = any(v_m.source != NO_SEAT and (not v_m.kind == KONG or v_m.added) for v_m in b_melds) if b_melds else False  # has_peng: specs/nanjing.yaml:159
    d_number_suits = len({TILE_SUIT[v_t] for v_t in b_tiles if IS_SUITED[v_t]})  # number_suits: specs/nanjing.yaml:165
    d_has_winds = not TILES_0.isdisjoint(b_tiles)  # has_winds: specs/nanjing.yaml:168
    d_kaihua_kong = last(1, b_chain_kongs) if f_kong_replacement else []  # kaihua_kong: specs/nanjing.yaml:174
    d_dagang_supplier = next((v_m.source for v_m in d_kaihua_kong if v_m.source != NO_SEAT), NO_SEAT) if d_kaihua_kong else NO_SEAT  # dagang_supplier: specs/nanjing.yaml:177
    d_claims = [v_m for v_m in b_melds if v_m.source != NO_SEAT] if b_melds else []  # claims: specs/nanjing.yaml:180
    d_concealed_kongs = sum(map(CONCEALED_OF, b_melds))  # concealed_kongs: specs/nanjing.yaml:183
    d_kuaizhao_giver = next((v_c.source for v_c in d_claims if (any_combination(d_claims, 3, lambda v_a, v_b, v_d: v_a.source == v_b.source == v_d.source == v_c.source and v_a.index < v_b.index < v_d.index and not (any(v_m.source != v_c.source and v_a.index < v_m.index < v_d.index for v_m in d_claims) if d_claims else False)) if len(d_claims) >= 3 else False) or len(d_claims) >= 2 and len([1 for v_m in d_claims if v_m.source == v_c.source]) >= 2 and d_concealed_kongs >= 1 or d_concealed_kongs >= 2), NO_SEAT) if d_claims else NO_SEAT  # kuaizhao_giver: specs/nanjing.yaml:186
    p_qingyise = d_number_suits == 1 and not d_has_winds  # qingyise: specs/nanjing.yaml:300
    d_liable = d_kuaizhao_giver if d_kuaizhao_giver != NO_SEAT else (next((v_m.source for v_m in d_claims if v_m.index == 3), NO_SEAT) if d_claims else NO_SEAT) if len(d_claims) == 4 and p_qingyise and len({TILE_SUIT[v_m.tile] for v_m in d_claims}) == 1 else NO_SEAT  # liable: specs/nanjing.yaml:207
    d_threefold = 3  # threefold: specs/nanjing.yaml:216
    n_angang_kaihua = 1 if any(map(CONCEALED_OF, d_kaihua_kong)) else 0  # angang_kaihua: specs/nanjing.yaml:343
    n_dagangkai = 1 if d_dagang_supplier != NO_SEAT and o_minggang_kaihua_bonus > 0 else 0  # dagangkai: specs/nanjing.yaml:358
    val_dagangkai = o_minggang_kaihua_bonus if n_dagangkai else 0
    d_first_draw_win = f_first_draw and b_self_drawn  # first_draw_win: specs/nanjing.yaml:231
    p_tianhu = d_first_draw_win and b_winner == b_dealer  # tianhu: specs/nanjing.yaml:255
    n_tianhu = 1 if p_tianhu else 0  # tianhu: specs/nanjing.yaml:255
    p_dihu = f_declared_ready and (o_ting_button_dihu or d_first_draw_win or f_first_discard and b_by == DISCARD)  # dihu: specs/nanjing.yaml:263
    n_dihu = 1 if p_dihu and not (n_tianhu) else 0  # dihu: specs/nanjing.yaml:263
    n_huagang_kaihua = 1 if f_flower_kong_replacement else 0  # huagang_kaihua: specs/nanjing.yaml:350
    n_hunyise = 1 if d_number_suits == 1 and d_has_winds else 0  # hunyise: specs/nanjing.yaml:314
    n_qingyise = 1 if p_qingyise else 0  # qingyise: specs/nanjing.yaml:300
    p_quanqiu_dudiao = len(b_melds) == 4  # quanqiu_dudiao: specs/nanjing.yaml:307
    n_quanqiu_dudiao = 1 if p_quanqiu_dudiao else 0  # quanqiu_dudiao: specs/nanjing.yaml:307
    n_wuhuaguo = 1 if b_flowers == 0 and not d_has_peng else 0  # wuhuaguo: specs/nanjing.yaml:336
    n_xiaogang_kaihua = 1 if not (n_huagang_kaihua) and (f_flower_replacement) else 0  # xiaogang_kaihua: specs/nanjing.yaml:365
    n_yinghua = max(0, b_flowers) if b_flowers > 0 else 0  # yinghua: specs/nanjing.yaml:446
    s_hard = n_yinghua
    d_concealed_wind_kongs = len([1 for v_m in b_melds if v_m.concealed and IS_WIND[v_m.tile]]) if b_melds else 0  # concealed_wind_kongs: specs/nanjing.yaml:243
    n_fenggang_an = max(0, d_concealed_wind_kongs) if d_concealed_wind_kongs > 0 else 0  # fenggang_an: specs/nanjing.yaml:406
    d_exposed_wind_kongs = len([1 for v_m in b_melds if v_m.kind == KONG and v_m.source != NO_SEAT and IS_WIND[v_m.tile]]) if b_melds else 0  # exposed_wind_kongs: specs/nanjing.yaml:240
    n_fenggang_ming = max(0, d_exposed_wind_kongs) if d_exposed_wind_kongs > 0 else 0  # fenggang_ming: specs/nanjing.yaml:397
    d_wind_pungs = len([1 for v_m in b_melds if v_m.source != NO_SEAT and not v_m.kind == KONG and IS_WIND[v_m.tile]]) if b_melds else 0  # wind_pungs: specs/nanjing.yaml:234
    n_fengpeng = max(0, d_wind_pungs) if d_wind_pungs > 0 else 0  # fengpeng: specs/nanjing.yaml:380
    n_queyi = 1 if d_number_suits == 2 or o_queyi_any_missing and d_number_suits < 2 else 0  # queyi: specs/nanjing.yaml:438

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_pairs = arr.pairs
        b_sets = arr.sets
        b_shape = arr.shape
        b_win_set = arr.win_set
        d_quads = len([1 for v_a, v_b in itertools.combinations(b_pairs, 2) if v_a.tile == v_b.tile]) if len(b_pairs) >= 2 else 0  # quads: specs/nanjing.yaml:162
        d_yadang_wait = b_win_set.kind == CHOW and TILE_NUMBER[b_win_tile] == TILE_NUMBER[b_win_set.tile] + 1  # yadang_wait: specs/nanjing.yaml:171
        n_chao_haohua_qidui = 1 if b_shape == SHAPE_SEVEN_PAIRS and d_quads == 2 else 0  # chao_haohua_qidui: specs/nanjing.yaml:279
        n_chaochao_haohua_qidui = 1 if b_shape == SHAPE_SEVEN_PAIRS and d_quads == 3 else 0  # chaochao_haohua_qidui: specs/nanjing.yaml:272
        n_duiduihu = 1 if b_shape == SHAPE_STANDARD and KINDS_0.issuperset(map(KIND_OF, b_sets)) else 0  # duiduihu: specs/nanjing.yaml:321
        n_haohua_qidui = 1 if b_shape == SHAPE_SEVEN_PAIRS and d_quads == 1 else 0  # haohua_qidui: specs/nanjing.yaml:286
        n_menqing = 1 if b_shape == SHAPE_STANDARD and not d_has_peng and (o_menqing_with_tiandi or not (p_tianhu or p_dihu)) else 0  # menqing: specs/nanjing.yaml:372
        n_qidui = 1 if b_shape == SHAPE_SEVEN_PAIRS and d_quads == 0 else 0  # qidui: specs/nanjing.yaml:293
        n_yajue = 1 if d_yadang_wait and f_last_of_kind else 0  # yajue: specs/nanjing.yaml:328
        s_bonus = 320 * n_tianhu + 280 * n_dihu + 320 * n_chaochao_haohua_qidui + 240 * n_chao_haohua_qidui + 160 * n_haohua_qidui + 80 * n_qidui + 60 * n_qingyise + 60 * n_quanqiu_dudiao + 40 * n_hunyise + 40 * n_duiduihu + 40 * n_yajue + 40 * n_wuhuaguo + 40 * n_angang_kaihua + 40 * n_huagang_kaihua + val_dagangkai * n_dagangkai + 20 * n_xiaogang_kaihua + 20 * n_menqing
        n_bianzhi = 1 if b_win_set.kind == CHOW and (TILE_NUMBER[b_win_set.tile] == 1 and TILE_NUMBER[b_win_tile] == 3 or TILE_NUMBER[b_win_set.tile] == 7 and TILE_NUMBER[b_win_tile] == 7) else 0  # bianzhi: specs/nanjing.yaml:422
        n_duzhan = 1 if b_win_set.kind == PAIR and len(b_waits()) == 1 and (b_shape == SHAPE_STANDARD and (o_duzhan_qqdd or not p_quanqiu_dudiao) or b_shape == SHAPE_SEVEN_PAIRS and o_duzhan_qidui) else 0  # duzhan: specs/nanjing.yaml:429
        d_concealed_wind_triplets = len([1 for v_s in b_sets if not v_s.declared and v_s.kind in PUNG_KINDS and IS_WIND[v_s.tile]]) if b_sets else 0  # concealed_wind_triplets: specs/nanjing.yaml:237
        n_fengke = max(0, d_concealed_wind_triplets) if o_concealed_wind_triplet_soft > 0 and d_concealed_wind_triplets > 0 else 0  # fengke: specs/nanjing.yaml:388
        val_fengke = o_concealed_wind_triplet_soft if n_fengke else 0
        n_yadang = 1 if not (n_yajue) and (d_yadang_wait) else 0  # yadang: specs/nanjing.yaml:415
        s_soft = n_fengpeng + val_fengke * n_fengke + 2 * n_fenggang_ming + 3 * n_fenggang_an + n_yadang + n_bianzhi + n_duzhan + n_queyi
        d_hua = multiply(2, s_hard + s_soft, 'specs/nanjing.yaml:222:12') + 20 + s_bonus  # hua: specs/nanjing.yaml:221

        value = d_hua
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_pairs, b_sets, b_shape, b_win_set, d_quads, d_yadang_wait, n_chao_haohua_qidui,
                    n_chaochao_haohua_qidui, n_duiduihu, n_haohua_qidui, n_menqing, n_qidui, n_yajue, s_bonus,
                    n_bianzhi, n_duzhan, d_concealed_wind_triplets, n_fengke, val_fengke, n_yadang, s_soft, d_hua,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_pairs, b_sets, b_shape, b_win_set, d_quads, d_yadang_wait, n_chao_haohua_qidui,
            n_chaochao_haohua_qidui, n_duiduihu, n_haohua_qidui, n_menqing, n_qidui, n_yajue, s_bonus,
            n_bianzhi, n_duzhan, d_concealed_wind_triplets, n_fengke, val_fengke, n_yadang, s_soft, d_hua,
        ) = kept
    d_win_value = multiply(2, d_hua, 'specs/nanjing.yaml:227:28') if f_doubled else d_hua  # win_value: specs/nanjing.yaml:226

    if f_first_draw and (not b_self_drawn or not SEATS_0.isdisjoint(map(SOURCE_OF, b_melds))):
        raise RecordError('bad_first_draw', "seat %d: %s" % (win.winner, 'first_draw（天胡、地胡）须是自摸且之前没有对嘴 (first_draw (天胡, 地胡) needs a self-draw with no claim before it)'))
    if f_first_discard and b_by != DISCARD:
        raise RecordError('bad_first_discard', "seat %d: %s" % (win.winner, 'first_discard（地胡出冲）须是出冲胡 (first_discard (a 地胡 won on a discard) needs a discard win)'))
    if (f_flower_replacement or f_flower_kong_replacement) and (not b_self_drawn or b_flowers == 0):
        raise RecordError('bad_flower_replacement', "seat %d: %s" % (win.winner, "开花（补花后胡）须自摸且有硬花 (a win on a flower's replacement is a self-draw by a seat holding hard flowers)"))
    if f_flower_kong_replacement and (1 if len(b_flower_tiles) >= 4 and sum(map(TILES_1.__contains__, b_flower_tiles)) == 4 else 0) + (1 if len(b_flower_tiles) >= 4 and sum(map(TILES_2.__contains__, b_flower_tiles)) == 4 else 0) + len([1 for v_d in [31, 32, 33] if b_flower_tiles.count(v_d) == 4]) == 0:
        raise RecordError('no_flower_kong', "seat %d: %s" % (win.winner, "花杠开花须有一副完整的花杠 (花杠开花 needs a complete flower set (花杠) among the winner's flowers)"))
    if s_bonus == 0 and s_hard < o_xiaohu_min_hard:
        raise RecordError('xiaohu_min_hard_flowers', "seat %d: %s" % (win.winner, '小胡（非门清且无加花牌型）至少要%d个硬花，这手只有%d个 (a 小胡 (not 门清, no bonus pattern) needs at least %d hard flowers; this hand has %d)' % (o_xiaohu_min_hard, s_hard, o_xiaohu_min_hard, s_hard,)))
    if b_by == DISCARD and d_liable == NO_SEAT:  # discard: specs/nanjing.yaml:505
        add_payment(payments, deltas, b_discarder, b_winner, d_win_value, '出冲 (discard)')
    if b_by == DISCARD and d_liable != NO_SEAT:  # liability on a discard: specs/nanjing.yaml:512
        add_payment(payments, deltas, d_liable, b_winner, d_win_value, '包牌（出冲付一家） (liable seat pays a discard win)')
    if b_self_drawn and d_liable == NO_SEAT and d_dagang_supplier == NO_SEAT:  # self-draw: specs/nanjing.yaml:519
        pay_from_each(payments, deltas, b_others, b_winner, d_win_value, '自摸 (self-draw)')
    if (b_self_drawn or b_by == ROBBING_KONG) and d_liable != NO_SEAT:  # liability on a self-draw: specs/nanjing.yaml:526
        add_payment(payments, deltas, d_liable, b_winner, multiply(d_threefold, d_win_value, 'specs/nanjing.yaml:529:35'), '包牌（自摸付三家） (liable seat pays a self-draw threefold)')
    if b_by == ROBBING_KONG and d_liable == NO_SEAT:  # robbing a kong: specs/nanjing.yaml:533
        add_payment(payments, deltas, b_discarder, b_winner, multiply(d_threefold, d_win_value, 'specs/nanjing.yaml:536:38'), '抢杠（杠牌人付三倍） (robbed kong maker pays threefold)')
    if b_self_drawn and d_liable == NO_SEAT and d_dagang_supplier != NO_SEAT:  # exposed kong's replacement: specs/nanjing.yaml:540
        add_payment(payments, deltas, d_dagang_supplier, b_winner, multiply(d_threefold, d_win_value, 'specs/nanjing.yaml:543:44'), '大杠开（送杠者支付） (kong supplier pays threefold)')
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_tianhu: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 320, "count": n_tianhu})
    if n_dihu: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 280, "count": n_dihu})
    if n_chaochao_haohua_qidui: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 320, "count": n_chaochao_haohua_qidui})
    if n_chao_haohua_qidui: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 240, "count": n_chao_haohua_qidui})
    if n_haohua_qidui: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 160, "count": n_haohua_qidui})
    if n_qidui: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 80, "count": n_qidui})
    if n_qingyise: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 60, "count": n_qingyise})
    if n_quanqiu_dudiao: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 60, "count": n_quanqiu_dudiao})
    if n_hunyise: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 40, "count": n_hunyise})
    if n_duiduihu: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 40, "count": n_duiduihu})
    if n_yajue: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 40, "count": n_yajue})
    if n_wuhuaguo: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 40, "count": n_wuhuaguo})
    if n_angang_kaihua: patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 40, "count": n_angang_kaihua})
    if n_huagang_kaihua: patterns.append({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": 40, "count": n_huagang_kaihua})
    if n_dagangkai: patterns.append({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": val_dagangkai, "count": n_dagangkai})
    if n_xiaogang_kaihua: patterns.append({"id": PATTERN_IDS[15], "name": PATTERN_NAMES[15], "value": 20, "count": n_xiaogang_kaihua})
    if n_menqing: patterns.append({"id": PATTERN_IDS[16], "name": PATTERN_NAMES[16], "value": 20, "count": n_menqing})
    if n_fengpeng: patterns.append({"id": PATTERN_IDS[17], "name": PATTERN_NAMES[17], "value": 1, "count": n_fengpeng})
    if n_fengke: patterns.append({"id": PATTERN_IDS[18], "name": PATTERN_NAMES[18], "value": val_fengke, "count": n_fengke})
    if n_fenggang_ming: patterns.append({"id": PATTERN_IDS[19], "name": PATTERN_NAMES[19], "value": 2, "count": n_fenggang_ming})
    if n_fenggang_an: patterns.append({"id": PATTERN_IDS[20], "name": PATTERN_NAMES[20], "value": 3, "count": n_fenggang_an})
    if n_yadang: patterns.append({"id": PATTERN_IDS[21], "name": PATTERN_NAMES[21], "value": 1, "count": n_yadang})
    if n_bianzhi: patterns.append({"id": PATTERN_IDS[22], "name": PATTERN_NAMES[22], "value": 1, "count": n_bianzhi})
    if n_duzhan: patterns.append({"id": PATTERN_IDS[23], "name": PATTERN_NAMES[23], "value": 1, "count": n_duzhan})
    if n_queyi: patterns.append({"id": PATTERN_IDS[24], "name": PATTERN_NAMES[24], "value": 1, "count": n_queyi})
    if n_yinghua: patterns.append({"id": PATTERN_IDS[25], "name": PATTERN_NAMES[25], "value": 1, "count": n_yinghua})
    result = {
        "winner": win.winner,
        "total": d_win_value,
        "unit": UNIT,
        "patterns": patterns,
    }
    return result, {'doubled': f_doubled}  # what the deal's rules read of this win


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
    o_bixiahu_doubles_all = deal.options['bixiahu_doubles_all']
    o_exposed_kong_money = deal.options['exposed_kong_money']
    o_concealed_kong_money = deal.options['concealed_kong_money']
    o_flower_kong_money = deal.options['flower_kong_money']
    o_discard_penalty = deal.options['discard_penalty']
    for v_k in deal.kongs:
        if timeline is not None:
            timeline.enter_kong(v_k)
        if v_k.source != NO_SEAT and not v_k.added:  # kong of a discard: specs/nanjing.yaml:548
            add_payment(payments, deltas, v_k.source, v_k.owner, multiply(o_exposed_kong_money, 2 if o_bixiahu_doubles_all and (any(v_w['doubled'] for v_w in views) if views else False) else 1, 'specs/nanjing.yaml:553:20'), '明杠（一杠）送杠者付 (exposed kong paid by the supplier)')
        if v_k.added:  # promoted pung: specs/nanjing.yaml:558
            add_payment(payments, deltas, v_k.source, v_k.owner, multiply(o_exposed_kong_money, 2 if o_bixiahu_doubles_all and (any(v_w['doubled'] for v_w in views) if views else False) else 1, 'specs/nanjing.yaml:563:20'), "明杠（二杠）送杠者付 (promoted kong paid by the pung's supplier)")
        if v_k.concealed:  # concealed kong: specs/nanjing.yaml:568
            pay_from_each(payments, deltas, others_of(v_k.owner), v_k.owner, multiply(o_concealed_kong_money, 2 if o_bixiahu_doubles_all and (any(v_w['doubled'] for v_w in views) if views else False) else 1, 'specs/nanjing.yaml:573:20'), '暗杠 (concealed kong)')
    if timeline is not None:
        timeline.enter_end()
    for v_p in range(4):
        if len(seat_flower_tiles(deal, v_p)) >= 4 and sum(map(TILES_1.__contains__, seat_flower_tiles(deal, v_p))) == 4 or len(seat_flower_tiles(deal, v_p)) >= 4 and sum(map(TILES_2.__contains__, seat_flower_tiles(deal, v_p))) == 4 or any(seat_flower_tiles(deal, v_p).count(v_d) == 4 for v_d in [31, 32, 33]):  # flower kong: specs/nanjing.yaml:579
            pay_from_each(payments, deltas, others_of(v_p), v_p, multiply(multiply(o_flower_kong_money, 2 if o_bixiahu_doubles_all and (any(v_w['doubled'] for v_w in views) if views else False) else 1, 'specs/nanjing.yaml:588:13'), (1 if len(seat_flower_tiles(deal, v_p)) >= 4 and sum(map(TILES_1.__contains__, seat_flower_tiles(deal, v_p))) == 4 else 0) + (1 if len(seat_flower_tiles(deal, v_p)) >= 4 and sum(map(TILES_2.__contains__, seat_flower_tiles(deal, v_p))) == 4 else 0) + len([1 for v_d in [31, 32, 33] if seat_flower_tiles(deal, v_p).count(v_d) == 4]), 'specs/nanjing.yaml:588:13'), '花杠 (flower kong)')
    for kind, v_seat in deal.penalties:
        if timeline is not None:
            timeline.enter_penalty()
        if kind == 'four_players_same_discard':
            pay_to_each(payments, deltas, v_seat, others_of(v_seat), multiply(o_discard_penalty, 2 if o_bixiahu_doubles_all and (any(v_w['doubled'] for v_w in views) if views else False) else 1, 'specs/nanjing.yaml:604:20'), '四人连续出同样的牌（首出者罚） (first of four equal discards in a row)')
        if kind == 'one_player_four_discards':
            pay_to_each(payments, deltas, v_seat, others_of(v_seat), multiply(o_discard_penalty, 2 if o_bixiahu_doubles_all and (any(v_w['doubled'] for v_w in views) if views else False) else 1, 'specs/nanjing.yaml:614:20'), '一人出4张同样的牌 (all four copies of a tile discarded by one seat)')
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/nanjing.c into the
# extension _nanjing beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _nanjing as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
