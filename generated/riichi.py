"""Scorer of the mjc ruleset `riichi` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 11e8728dab26d7a851d7c7f75f4fe4484ad5811894978bdf274e483883161c7c
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _riichi) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

import itertools

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    CHOW, IS_DRAGON, IS_SUITED, IS_WIND, IS_YAOJIU, KONG, Lazy, MAX_NUMBER_DIGITS, MAX_RECORD_LINE,
    NEXT_TILE, NO_SEAT, OTHER_SEATS, PAIR, PUNG_KINDS, ROBBING_KONG, RecordError, Rules, SELF_DRAW,
    SOURCE_OF, TABLE, TILE_NUMBER, TILE_OF, TILE_SUIT, Timeline, _shown, add_payment, any_combination,
    arrangements, declared_reading, divide, error_result, internal_error_result, last, melds_text,
    multiply, others_of, parse_record, pay_from_each, pay_to_each, power, seat_declared_ready,
    seat_ready, tiles_text, turns, waits, with_id, with_table,
)

# ================================================================ ruleset riichi

RULESET_ID = 'riichi'
RULESET_NAME = ('リーチ麻雀（天鳳ルール）', 'Japanese Riichi Mahjong (Tenhou rules)')
SPEC_FILE = 'specs/riichi.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/riichi.yaml', '11e8728dab26d7a851d7c7f75f4fe4484ad5811894978bdf274e483883161c7c'),)
SPEC_SHA256 = '11e8728dab26d7a851d7c7f75f4fe4484ad5811894978bdf274e483883161c7c'
BUILD_KEY = '55535f59f3e47313ac400a7919d5b3f7854f31e7dea48f1befbe7e09909debb0'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'points'
READS = ('declared_ready', 'dora_indicators', 'double_riichi', 'first_draw', 'ippatsu', 'kong_replacement', 'last_tile', 'ready', 'ura_dora_indicators')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 2, 'more_winners': 'draw', 'furiten': True, 'dead_wall': 14, 'bonus_tiles': 0, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 2, 'dealer_keeps': ['win', 'ready', 'abortive'], 'counter': 'kept_or_drawn', 'next_dealer': 'rotate', 'seat_changes': [], 'draw_wins': ['nagashi_mangan'], 'start_points': 25000, 'stick': 1000, 'sticks_at_end': 'top', 'ends_below_zero': True, 'target': 30000, 'extra_rounds': 1, 'last_dealer_stops': ['win'], 'return_points': 30000, 'point_unit': 1000, 'uma': [20, 10, -10, -20], 'rounding': 'exact', 'ties': 'seat_order'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['chow', 'pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[],
    flags={},
    options={
        'open_tanyao': ('bool', True, None),
        'double_yakuman': ('bool', False, None),
        'counted_yakuman': ('bool', True, None),
        'kiriage': ('bool', False, None),
        'pao_whole_hand': ('bool', True, None),
    },
    penalties=[],
    flowers_by_tile=False,
    red_fives=(1, 1, 1),
    declared=['nagashi_mangan'],
)

PATTERN_IDS = (
    'kokushi_13',
    'kokushi',
    'suuankou_tanki',
    'suuankou',
    'daisangen',
    'daisuushii',
    'shousuushii',
    'tsuuiisou',
    'chinroutou',
    'ryuuiisou',
    'chuuren_9',
    'chuuren',
    'suukantsu',
    'tenhou',
    'chiihou',
    'nagashi_mangan_yaku',
    'double_riichi_yaku',
    'riichi',
    'ippatsu_yaku',
    'menzen_tsumo',
    'pinfu',
    'tanyao',
    'ryanpeikou',
    'iipeikou',
    'haku',
    'hatsu',
    'chun',
    'jikaze',
    'bakaze',
    'haitei',
    'houtei',
    'rinshan',
    'chankan',
    'chiitoitsu',
    'sanshoku',
    'ittsu',
    'chanta',
    'junchan',
    'toitoi',
    'sanankou',
    'sankantsu',
    'sanshoku_doukou',
    'shousangen',
    'honroutou',
    'honitsu',
    'chinitsu',
    'dora',
    'ura_dora',
    'aka_dora',
    'futei',
    'chiitoitsu_fu',
    'menzen_kafu',
    'tsumo_fu',
    'open_pinfu_fu',
    'minko_simple',
    'minko_yaochu',
    'anko_simple',
    'anko_yaochu',
    'minkan_simple',
    'minkan_yaochu',
    'ankan_simple',
    'ankan_yaochu',
    'pair_dragon',
    'pair_seat_wind',
    'pair_round_wind',
    'kanchan',
    'penchan',
    'tanki',
)
PATTERN_NAMES = (
    '国士無双十三面待ち',
    '国士無双',
    '四暗刻単騎',
    '四暗刻',
    '大三元',
    '大四喜',
    '小四喜',
    '字一色',
    '清老頭',
    '緑一色',
    '純正九蓮宝燈',
    '九蓮宝燈',
    '四槓子',
    '天和',
    '地和',
    '流し満貫',
    'ダブル立直',
    '立直',
    '一発',
    '門前清自摸和',
    '平和',
    '断幺九',
    '二盃口',
    '一盃口',
    '役牌 白',
    '役牌 發',
    '役牌 中',
    '役牌 自風',
    '役牌 場風',
    '海底摸月',
    '河底撈魚',
    '嶺上開花',
    '搶槓',
    '七対子',
    '三色同順',
    '一気通貫',
    '混全帯幺九',
    '純全帯幺九',
    '対々和',
    '三暗刻',
    '三槓子',
    '三色同刻',
    '小三元',
    '混老頭',
    '混一色',
    '清一色',
    'ドラ',
    '裏ドラ',
    '赤ドラ',
    '副底',
    '七対子符',
    '門前加符',
    'ツモ符',
    '喰い平和形',
    '明刻（中張牌）',
    '明刻（幺九牌）',
    '暗刻（中張牌）',
    '暗刻（幺九牌）',
    '明槓（中張牌）',
    '明槓（幺九牌）',
    '暗槓（中張牌）',
    '暗槓（幺九牌）',
    '雀頭（三元牌）',
    '雀頭（自風）',
    '雀頭（場風）',
    '嵌張待ち',
    '辺張待ち',
    '単騎待ち',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
TILES_0 = frozenset({  # IS_DRAGON[v_s.tile]
    31, 32, 33,
})
TILES_1 = frozenset({  # IS_WIND[v_s.tile]
    27, 28, 29, 30,
})
TILES_2 = frozenset({  # IS_YAOJIU[v_t]
    0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33,
})
TILES_3 = frozenset({  # IS_HONOR[v_t]
    27, 28, 29, 30, 31, 32, 33,
})
TILES_4 = frozenset({  # IS_TERMINAL[v_t]
    0, 8, 9, 17, 18, 26,
})
TILES_5 = frozenset({  # v_t in [19, 20, 21, 23, 25, 32]
    19, 20, 21, 23, 25, 32,
})
TILES_6 = frozenset({  # IS_SUITED[v_t] and not IS_TERMINAL[v_t]
    1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 19, 20,
    21, 22, 23, 24, 25,
})
TILES_7 = frozenset({  # v_s.tile == 31
    31,
})
TILES_8 = frozenset({  # v_s.tile == 32
    32,
})
TILES_9 = frozenset({  # v_s.tile == 33
    33,
})
TILES_10 = frozenset({  # IS_SUITED[v_t]
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
})
SHAPE_STANDARD = 0
SHAPE_SEVEN_PAIRS = 1
SHAPE_THIRTEEN_ORPHANS = 2
SHAPE_NAGASHI_MANGAN = 3
# The shapes a win may declare without a complete hand, by the id a record names.
DECLARED_SHAPES = {'nagashi_mangan': SHAPE_NAGASHI_MANGAN}


def shape_seven_pairs(tiles):
    """Shape 'seven_pairs': a condition on the 14 concealed tiles."""
    return all(tiles.count(v_t) == 2 for v_t in tiles) if tiles else True


def shape_thirteen_orphans(tiles):
    """Shape 'thirteen_orphans': a condition on the 14 concealed tiles."""
    return TILES_2.issuperset(tiles) and len(set(tiles)) == 13


SHAPES = [
    ("groups", 4, 1, (), 0),
    ("tiles", shape_seven_pairs, None, 0, None),
    ("tiles", shape_thirteen_orphans, TILES_2, 12, None),
    ("declared",),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_open_tanyao = deal.options['open_tanyao']
    o_double_yakuman = deal.options['double_yakuman']
    o_counted_yakuman = deal.options['counted_yakuman']
    o_kiriage = deal.options['kiriage']
    o_pao_whole_hand = deal.options['pao_whole_hand']
    f_declared_ready, f_dora_indicators, f_double_riichi, f_first_draw, f_ippatsu, f_kong_replacement, f_last_tile, f_ura_dora_indicators = map(
        win.context.get, ['declared_ready', 'dora_indicators', 'double_riichi', 'first_draw', 'ippatsu', 'kong_replacement', 'last_tile', 'ura_dora_indicators'], [False, [], False, False, False, False, False, []])
    hand_tiles = sorted(player.hand + [win.win_tile]) if win.declared is None else sorted(player.hand)
    b_by = win.by
    b_dealer = deal.dealer
    b_discarder = win.source
    b_kongs = [m for m in player.melds if m.kind == KONG]
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_red_fives = sum(player.reds) + win.red
    b_round_wind = 27 + deal.round_wind
    b_seat_wind = 27 + (win.winner - deal.dealer) % 4
    b_self_drawn = win.by == SELF_DRAW
    b_tiles = sorted(hand_tiles + [t for m in player.melds for t in m.tiles])
    b_waits = Lazy(lambda: waits(player.hand, player.melds, SHAPES))
    b_win_tile = win.win_tile
    b_winner = win.winner
    best_value = best = None
    readings = declared_reading(DECLARED_SHAPES[win.declared]) if win.declared is not None else \
        arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_closed = SEATS_0.isdisjoint(map(SOURCE_OF, b_melds))  # closed: specs/riichi.yaml:150
    d_nine_gates = len(b_melds) == 0 and (bool(b_tiles) and TILE_SUIT[b_tiles[0]] == TILE_SUIT[b_tiles[-1]]) and IS_SUITED[b_win_tile] and all(len(b_tiles) >= 3 and len([1 for v_t in b_tiles if TILE_NUMBER[v_t] == v_n]) >= 3 for v_n in [1, 9]) and all((len([1 for v_t in b_tiles if TILE_NUMBER[v_t] == v_n]) if b_tiles else 0) >= 1 for v_n in [2, 3, 4, 5, 6, 7, 8])  # nine_gates: specs/riichi.yaml:181
    d_dora_count = sum(b_tiles.count(NEXT_TILE[v_d]) for v_d in f_dora_indicators) if f_dora_indicators else 0  # dora_count: specs/riichi.yaml:193
    d_ura_count = sum(b_tiles.count(NEXT_TILE[v_d]) for v_d in f_ura_dora_indicators) if f_ura_dora_indicators else 0  # ura_count: specs/riichi.yaml:196
    d_dealer_won = b_winner == b_dealer  # dealer_won: specs/riichi.yaml:231
    n_chiihou = 1 if f_first_draw and b_self_drawn and not d_dealer_won and not f_kong_replacement and len(b_melds) == 0 else 0  # chiihou: specs/riichi.yaml:401
    n_chuuren_9 = 1 if d_nine_gates and all((len([1 for v_t in b_tiles if TILE_NUMBER[v_t] == v_n]) if b_tiles else 0) - (1 if TILE_NUMBER[b_win_tile] == v_n else 0) == 3 for v_n in [1, 9]) and all((len([1 for v_t in b_tiles if TILE_NUMBER[v_t] == v_n]) if b_tiles else 0) - (1 if TILE_NUMBER[b_win_tile] == v_n else 0) == 1 for v_n in [2, 3, 4, 5, 6, 7, 8]) else 0  # chuuren_9: specs/riichi.yaml:367
    val_chuuren_9 = (2 if o_double_yakuman else 1) if n_chuuren_9 else 0
    n_chuuren = 1 if not (n_chuuren_9) and (d_nine_gates) else 0  # chuuren: specs/riichi.yaml:377
    n_tenhou = 1 if f_first_draw and b_self_drawn and d_dealer_won and not f_kong_replacement and len(b_melds) == 0 else 0  # tenhou: specs/riichi.yaml:393
    d_dragon_melds = [v_m for v_m in b_melds if v_m.kind in PUNG_KINDS and IS_DRAGON[v_m.tile]] if b_melds else []  # dragon_melds: specs/riichi.yaml:237
    d_wind_melds = [v_m for v_m in b_melds if v_m.kind in PUNG_KINDS and IS_WIND[v_m.tile]] if b_melds else []  # wind_melds: specs/riichi.yaml:240
    d_liable = next((v_m.source for v_m in last(1, d_dragon_melds) if v_m.source != NO_SEAT), NO_SEAT) if len(d_dragon_melds) == 3 else next((v_m.source for v_m in last(1, d_wind_melds) if v_m.source != NO_SEAT), NO_SEAT) if len(d_wind_melds) == 4 else NO_SEAT  # liable: specs/riichi.yaml:246
    d_honba_payer = d_liable if d_liable != NO_SEAT else b_discarder  # honba_payer: specs/riichi.yaml:265

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_chows = [s for s in arr.sets if s.kind == CHOW]
        b_pairs = arr.pairs
        b_pungs = [s for s in arr.sets if s.kind in PUNG_KINDS]
        b_sets = arr.sets
        b_shape = arr.shape
        b_win_set = arr.win_set
        d_concealed_pungs = len([1 for v_s in b_pungs if not (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn)]) if b_pungs else 0  # concealed_pungs: specs/riichi.yaml:157
        d_dragon_pungs = sum(map(TILES_0.__contains__, map(TILE_OF, b_pungs)))  # dragon_pungs: specs/riichi.yaml:160
        d_wind_pungs = sum(map(TILES_1.__contains__, map(TILE_OF, b_pungs)))  # wind_pungs: specs/riichi.yaml:163
        d_pair_tile = b_pairs[0].tile if b_pairs else NO_SEAT  # pair_tile: specs/riichi.yaml:166
        d_outside_sets = b_shape == SHAPE_STANDARD and len(b_chows) > 0 and all(not TILES_2.isdisjoint(v_s.tiles) for v_s in b_sets + b_pairs)  # outside_sets: specs/riichi.yaml:172
        p_kanchan = b_shape == SHAPE_STANDARD and b_win_set.kind == CHOW and TILE_NUMBER[b_win_tile] == TILE_NUMBER[b_win_set.tile] + 1  # kanchan: specs/riichi.yaml:721
        p_penchan = b_shape == SHAPE_STANDARD and b_win_set.kind == CHOW and (TILE_NUMBER[b_win_set.tile] == 1 and TILE_NUMBER[b_win_tile] == 3 or TILE_NUMBER[b_win_set.tile] == 7 and TILE_NUMBER[b_win_tile] == 7)  # penchan: specs/riichi.yaml:727
        d_ryanmen = b_win_set.kind == CHOW and not p_kanchan and not p_penchan  # ryanmen: specs/riichi.yaml:175
        p_pair_dragon = b_shape == SHAPE_STANDARD and IS_DRAGON[d_pair_tile]  # pair_dragon: specs/riichi.yaml:703
        p_pair_round_wind = b_shape == SHAPE_STANDARD and d_pair_tile == b_round_wind  # pair_round_wind: specs/riichi.yaml:715
        p_pair_seat_wind = b_shape == SHAPE_STANDARD and d_pair_tile == b_seat_wind  # pair_seat_wind: specs/riichi.yaml:709
        n_chinroutou = 1 if b_shape != SHAPE_NAGASHI_MANGAN and TILES_4.issuperset(b_tiles) else 0  # chinroutou: specs/riichi.yaml:351
        n_daisangen = 1 if d_dragon_pungs == 3 else 0  # daisangen: specs/riichi.yaml:317
        n_daisuushii = 1 if d_wind_pungs == 4 else 0  # daisuushii: specs/riichi.yaml:325
        val_daisuushii = (2 if o_double_yakuman else 1) if n_daisuushii else 0
        n_kokushi_13 = 1 if b_shape == SHAPE_THIRTEEN_ORPHANS and len(b_waits()) == 13 else 0  # kokushi_13: specs/riichi.yaml:279
        val_kokushi_13 = (2 if o_double_yakuman else 1) if n_kokushi_13 else 0
        n_kokushi = 1 if not (n_kokushi_13) and (b_shape == SHAPE_THIRTEEN_ORPHANS) else 0  # kokushi: specs/riichi.yaml:289
        n_nagashi_mangan_yaku = 1 if b_shape == SHAPE_NAGASHI_MANGAN else 0  # nagashi_mangan_yaku: specs/riichi.yaml:410
        n_ryuuiisou = 1 if b_shape != SHAPE_NAGASHI_MANGAN and TILES_5.issuperset(b_tiles) else 0  # ryuuiisou: specs/riichi.yaml:359
        n_shousuushii = 1 if not (n_daisuushii) and (d_wind_pungs == 3 and d_pair_tile != NO_SEAT and IS_WIND[d_pair_tile]) else 0  # shousuushii: specs/riichi.yaml:335
        n_suuankou_tanki = 1 if b_shape == SHAPE_STANDARD and d_concealed_pungs == 4 and b_win_set.kind == PAIR else 0  # suuankou_tanki: specs/riichi.yaml:297
        val_suuankou_tanki = (2 if o_double_yakuman else 1) if n_suuankou_tanki else 0
        n_suuankou = 1 if not (n_suuankou_tanki) and (b_shape == SHAPE_STANDARD and d_concealed_pungs == 4) else 0  # suuankou: specs/riichi.yaml:307
        n_suukantsu = 1 if b_shape != SHAPE_NAGASHI_MANGAN and len(b_kongs) == 4 else 0  # suukantsu: specs/riichi.yaml:385
        n_tsuuiisou = 1 if b_shape != SHAPE_NAGASHI_MANGAN and TILES_3.issuperset(b_tiles) else 0  # tsuuiisou: specs/riichi.yaml:343
        limit_counted = n_kokushi_13 or n_kokushi or n_suuankou_tanki or n_suuankou or n_daisangen or n_daisuushii or n_shousuushii or n_tsuuiisou or n_chinroutou or n_ryuuiisou or n_chuuren_9 or n_chuuren or n_suukantsu or n_tenhou or n_chiihou or n_nagashi_mangan_yaku  # whether any limit pattern counted
        n_bakaze = 1 if not (limit_counted) and (b_round_wind in map(TILE_OF, b_pungs)) else 0  # bakaze: specs/riichi.yaml:490
        n_chankan = 1 if not (limit_counted) and (b_by == ROBBING_KONG) else 0  # chankan: specs/riichi.yaml:506
        n_chanta = 1 if not (limit_counted) and (d_outside_sets and not TILES_3.isdisjoint(b_tiles)) else 0  # chanta: specs/riichi.yaml:525
        val_chanta = (2 if d_closed else 1) if n_chanta else 0
        n_chiitoitsu = 1 if not (limit_counted) and (b_shape == SHAPE_SEVEN_PAIRS) else 0  # chiitoitsu: specs/riichi.yaml:510
        n_chinitsu = 1 if not (limit_counted) and (TILES_10.issuperset(b_tiles) and (bool(b_tiles) and TILE_SUIT[b_tiles[0]] == TILE_SUIT[b_tiles[-1]])) else 0  # chinitsu: specs/riichi.yaml:582
        val_chinitsu = (6 if d_closed else 5) if n_chinitsu else 0
        n_chun = 1 if not (limit_counted) and (not TILES_9.isdisjoint(map(TILE_OF, b_pungs))) else 0  # chun: specs/riichi.yaml:482
        n_double_riichi_yaku = 1 if not (limit_counted) and (f_double_riichi) else 0  # double_riichi_yaku: specs/riichi.yaml:422
        n_haitei = 1 if not (limit_counted) and (f_last_tile and b_self_drawn and not f_kong_replacement) else 0  # haitei: specs/riichi.yaml:494
        n_haku = 1 if not (limit_counted) and (not TILES_7.isdisjoint(map(TILE_OF, b_pungs))) else 0  # haku: specs/riichi.yaml:474
        n_hatsu = 1 if not (limit_counted) and (not TILES_8.isdisjoint(map(TILE_OF, b_pungs))) else 0  # hatsu: specs/riichi.yaml:478
        n_honitsu = 1 if not (limit_counted) and (len({TILE_SUIT[v_t] for v_t in b_tiles if IS_SUITED[v_t]}) == 1 and not TILES_3.isdisjoint(b_tiles)) else 0  # honitsu: specs/riichi.yaml:577
        val_honitsu = (3 if d_closed else 2) if n_honitsu else 0
        n_honroutou = 1 if not (limit_counted) and (TILES_2.issuperset(b_tiles)) else 0  # honroutou: specs/riichi.yaml:570
        n_houtei = 1 if not (limit_counted) and (f_last_tile and not b_self_drawn) else 0  # houtei: specs/riichi.yaml:498
        n_ryanpeikou = 1 if not (limit_counted) and (d_closed and len(b_chows) == 4 and (all((len([1 for v_d in b_chows if v_d.tile == v_c.tile]) if b_chows else 0) % 2 == 0 for v_c in b_chows) if b_chows else True)) else 0  # ryanpeikou: specs/riichi.yaml:460
        n_iipeikou = 1 if not (n_ryanpeikou or limit_counted) and (d_closed and (len([1 for v_a, v_b in itertools.combinations(b_chows, 2) if v_a.tile == v_b.tile]) if len(b_chows) >= 2 else 0) > 0) else 0  # iipeikou: specs/riichi.yaml:468
        n_ippatsu_yaku = 1 if not (limit_counted) and (f_ippatsu) else 0  # ippatsu_yaku: specs/riichi.yaml:436
        n_ittsu = 1 if not (limit_counted) and ((any_combination(b_chows, 3, lambda v_a, v_b, v_c: TILE_SUIT[v_a.tile] == TILE_SUIT[v_b.tile] and TILE_SUIT[v_b.tile] == TILE_SUIT[v_c.tile] and TILE_NUMBER[v_a.tile] == 1 and TILE_NUMBER[v_b.tile] == 4 and TILE_NUMBER[v_c.tile] == 7) if len(b_chows) >= 3 else False)) else 0  # ittsu: specs/riichi.yaml:520
        val_ittsu = (2 if d_closed else 1) if n_ittsu else 0
        n_jikaze = 1 if not (limit_counted) and (b_seat_wind in map(TILE_OF, b_pungs)) else 0  # jikaze: specs/riichi.yaml:486
        n_junchan = 1 if not (limit_counted) and (d_outside_sets and TILES_3.isdisjoint(b_tiles)) else 0  # junchan: specs/riichi.yaml:532
        val_junchan = (3 if d_closed else 2) if n_junchan else 0
        n_menzen_tsumo = 1 if not (limit_counted) and (d_closed and b_self_drawn) else 0  # menzen_tsumo: specs/riichi.yaml:442
        p_pinfu = d_closed and b_shape == SHAPE_STANDARD and len(b_chows) == 4 and not p_pair_dragon and not p_pair_seat_wind and not p_pair_round_wind and d_ryanmen  # pinfu: specs/riichi.yaml:448
        n_pinfu = 1 if p_pinfu and not (limit_counted) else 0  # pinfu: specs/riichi.yaml:448
        n_riichi = 1 if not (n_double_riichi_yaku or limit_counted) and (f_declared_ready) else 0  # riichi: specs/riichi.yaml:430
        n_rinshan = 1 if not (limit_counted) and (f_kong_replacement) else 0  # rinshan: specs/riichi.yaml:502
        n_sanankou = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and d_concealed_pungs == 3) else 0  # sanankou: specs/riichi.yaml:544
        n_sankantsu = 1 if not (limit_counted) and (len(b_kongs) == 3) else 0  # sankantsu: specs/riichi.yaml:551
        n_sanshoku = 1 if not (limit_counted) and ((any_combination(b_chows, 3, lambda v_a, v_b, v_c: TILE_NUMBER[v_a.tile] == TILE_NUMBER[v_b.tile] and TILE_NUMBER[v_b.tile] == TILE_NUMBER[v_c.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_b.tile] and TILE_SUIT[v_b.tile] != TILE_SUIT[v_c.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_c.tile]) if len(b_chows) >= 3 else False)) else 0  # sanshoku: specs/riichi.yaml:515
        val_sanshoku = (2 if d_closed else 1) if n_sanshoku else 0
        n_sanshoku_doukou = 1 if not (limit_counted) and ((any_combination(b_pungs, 3, lambda v_a, v_b, v_c: IS_SUITED[v_a.tile] and IS_SUITED[v_b.tile] and IS_SUITED[v_c.tile] and TILE_NUMBER[v_a.tile] == TILE_NUMBER[v_b.tile] and TILE_NUMBER[v_b.tile] == TILE_NUMBER[v_c.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_b.tile] and TILE_SUIT[v_b.tile] != TILE_SUIT[v_c.tile] and TILE_SUIT[v_a.tile] != TILE_SUIT[v_c.tile]) if len(b_pungs) >= 3 else False)) else 0  # sanshoku_doukou: specs/riichi.yaml:556
        n_shousangen = 1 if not (limit_counted) and (d_dragon_pungs == 2 and d_pair_tile != NO_SEAT and IS_DRAGON[d_pair_tile]) else 0  # shousangen: specs/riichi.yaml:563
        n_tanyao = 1 if not (limit_counted) and (TILES_6.issuperset(b_tiles) and (d_closed or o_open_tanyao)) else 0  # tanyao: specs/riichi.yaml:454
        n_toitoi = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and len(b_pungs) == 4) else 0  # toitoi: specs/riichi.yaml:539
        s_han = 5 * n_nagashi_mangan_yaku + 2 * n_double_riichi_yaku + n_riichi + n_ippatsu_yaku + n_menzen_tsumo + n_pinfu + n_tanyao + 3 * n_ryanpeikou + n_iipeikou + n_haku + n_hatsu + n_chun + n_jikaze + n_bakaze + n_haitei + n_houtei + n_rinshan + n_chankan + 2 * n_chiitoitsu + val_sanshoku * n_sanshoku + val_ittsu * n_ittsu + val_chanta * n_chanta + val_junchan * n_junchan + 2 * n_toitoi + 2 * n_sanankou + 2 * n_sankantsu + 2 * n_sanshoku_doukou + 2 * n_shousangen + 2 * n_honroutou + val_honitsu * n_honitsu + val_chinitsu * n_chinitsu
        s_yakuman = val_kokushi_13 * n_kokushi_13 + n_kokushi + val_suuankou_tanki * n_suuankou_tanki + n_suuankou + n_daisangen + val_daisuushii * n_daisuushii + n_shousuushii + n_tsuuiisou + n_chinroutou + n_ryuuiisou + val_chuuren_9 * n_chuuren_9 + n_chuuren + n_suukantsu + n_tenhou + n_chiihou
        d_has_yaku = s_han > 0 or s_yakuman > 0  # has_yaku: specs/riichi.yaml:199
        n_aka_dora = max(0, b_red_fives) if not (limit_counted) and (b_red_fives > 0) else 0  # aka_dora: specs/riichi.yaml:605
        n_dora = max(0, d_dora_count) if not (limit_counted) and (d_dora_count > 0) else 0  # dora: specs/riichi.yaml:589
        n_ura_dora = max(0, d_ura_count) if not (limit_counted) and (f_declared_ready and d_ura_count > 0) else 0  # ura_dora: specs/riichi.yaml:597
        s_dora_han = n_dora + n_ura_dora + n_aka_dora
        d_han_total = s_han + s_dora_han  # han_total: specs/riichi.yaml:202
        n_ankan_simple = max(0, len([1 for v_s in b_kongs if not v_s.source != NO_SEAT and not IS_YAOJIU[v_s.tile]]) if b_kongs else 0) if not (limit_counted) and ((any(not v_s.source != NO_SEAT and not IS_YAOJIU[v_s.tile] for v_s in b_kongs) if b_kongs else False)) else 0  # ankan_simple: specs/riichi.yaml:689
        n_ankan_yaochu = max(0, len([1 for v_s in b_kongs if not v_s.source != NO_SEAT and IS_YAOJIU[v_s.tile]]) if b_kongs else 0) if not (limit_counted) and ((any(not v_s.source != NO_SEAT and IS_YAOJIU[v_s.tile] for v_s in b_kongs) if b_kongs else False)) else 0  # ankan_yaochu: specs/riichi.yaml:696
        n_anko_simple = max(0, len([1 for v_s in b_pungs if not v_s.kind == KONG and not (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn) and not IS_YAOJIU[v_s.tile]]) if b_pungs else 0) if not (limit_counted) and ((any(not v_s.kind == KONG and not (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn) and not IS_YAOJIU[v_s.tile] for v_s in b_pungs) if b_pungs else False)) else 0  # anko_simple: specs/riichi.yaml:661
        n_anko_yaochu = max(0, len([1 for v_s in b_pungs if not v_s.kind == KONG and not (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn) and IS_YAOJIU[v_s.tile]]) if b_pungs else 0) if not (limit_counted) and ((any(not v_s.kind == KONG and not (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn) and IS_YAOJIU[v_s.tile] for v_s in b_pungs) if b_pungs else False)) else 0  # anko_yaochu: specs/riichi.yaml:668
        n_chiitoitsu_fu = 1 if not (limit_counted) and (b_shape == SHAPE_SEVEN_PAIRS) else 0  # chiitoitsu_fu: specs/riichi.yaml:621
        n_futei = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD) else 0  # futei: specs/riichi.yaml:615
        n_kanchan = 1 if p_kanchan and not (limit_counted) else 0  # kanchan: specs/riichi.yaml:721
        n_menzen_kafu = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and d_closed and not b_self_drawn) else 0  # menzen_kafu: specs/riichi.yaml:627
        n_minkan_simple = max(0, len([1 for v_s in b_kongs if v_s.source != NO_SEAT and not IS_YAOJIU[v_s.tile]]) if b_kongs else 0) if not (limit_counted) and ((any(v_s.source != NO_SEAT and not IS_YAOJIU[v_s.tile] for v_s in b_kongs) if b_kongs else False)) else 0  # minkan_simple: specs/riichi.yaml:675
        n_minkan_yaochu = max(0, len([1 for v_s in b_kongs if v_s.source != NO_SEAT and IS_YAOJIU[v_s.tile]]) if b_kongs else 0) if not (limit_counted) and ((any(v_s.source != NO_SEAT and IS_YAOJIU[v_s.tile] for v_s in b_kongs) if b_kongs else False)) else 0  # minkan_yaochu: specs/riichi.yaml:682
        n_minko_simple = max(0, len([1 for v_s in b_pungs if not v_s.kind == KONG and (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn) and not IS_YAOJIU[v_s.tile]]) if b_pungs else 0) if not (limit_counted) and ((any(not v_s.kind == KONG and (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn) and not IS_YAOJIU[v_s.tile] for v_s in b_pungs) if b_pungs else False)) else 0  # minko_simple: specs/riichi.yaml:647
        n_minko_yaochu = max(0, len([1 for v_s in b_pungs if not v_s.kind == KONG and (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn) and IS_YAOJIU[v_s.tile]]) if b_pungs else 0) if not (limit_counted) and ((any(not v_s.kind == KONG and (v_s.source != NO_SEAT or v_s.has_win and not b_self_drawn) and IS_YAOJIU[v_s.tile] for v_s in b_pungs) if b_pungs else False)) else 0  # minko_yaochu: specs/riichi.yaml:654
        n_open_pinfu_fu = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and not d_closed and not b_self_drawn and len(b_chows) == 4 and not p_pair_dragon and not p_pair_seat_wind and not p_pair_round_wind and d_ryanmen) else 0  # open_pinfu_fu: specs/riichi.yaml:639
        n_pair_dragon = 1 if p_pair_dragon and not (limit_counted) else 0  # pair_dragon: specs/riichi.yaml:703
        n_pair_round_wind = 1 if p_pair_round_wind and not (limit_counted) else 0  # pair_round_wind: specs/riichi.yaml:715
        n_pair_seat_wind = 1 if p_pair_seat_wind and not (limit_counted) else 0  # pair_seat_wind: specs/riichi.yaml:709
        n_penchan = 1 if p_penchan and not (limit_counted) else 0  # penchan: specs/riichi.yaml:727
        n_tanki = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and b_win_set.kind == PAIR) else 0  # tanki: specs/riichi.yaml:733
        n_tsumo_fu = 1 if not (limit_counted) and (b_shape == SHAPE_STANDARD and b_self_drawn and not p_pinfu) else 0  # tsumo_fu: specs/riichi.yaml:633
        s_fu = 20 * n_futei + 25 * n_chiitoitsu_fu + 10 * n_menzen_kafu + 2 * n_tsumo_fu + 10 * n_open_pinfu_fu + 2 * n_minko_simple + 4 * n_minko_yaochu + 4 * n_anko_simple + 8 * n_anko_yaochu + 8 * n_minkan_simple + 16 * n_minkan_yaochu + 16 * n_ankan_simple + 32 * n_ankan_yaochu + 2 * n_pair_dragon + 2 * n_pair_seat_wind + 2 * n_pair_round_wind + 2 * n_kanchan + 2 * n_penchan + 2 * n_tanki
        d_fu_total = s_fu if b_shape == SHAPE_SEVEN_PAIRS else multiply((s_fu + 10 - 1) // 10, 10, 'specs/riichi.yaml:148:12')  # fu_total: specs/riichi.yaml:208
        d_basic = multiply(8000, s_yakuman, 'specs/riichi.yaml:213:27') if s_yakuman > 0 else (8000 if o_counted_yakuman else 6000) if d_han_total >= 13 else 6000 if d_han_total >= 11 else 4000 if d_han_total >= 8 else 3000 if d_han_total >= 6 else 2000 if d_han_total >= 5 else 2000 if o_kiriage and (d_han_total == 4 and d_fu_total == 30 or d_han_total == 3 and d_fu_total == 60) else min(2000, multiply(d_fu_total, power(2, 2 + d_han_total, 'specs/riichi.yaml:220:33'), 'specs/riichi.yaml:220:22'))  # basic: specs/riichi.yaml:211

        value = (1 if d_has_yaku else 0, d_basic, s_yakuman, d_han_total, d_fu_total)
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_chows, b_pairs, b_pungs, b_sets, b_shape, b_win_set, d_concealed_pungs, d_dragon_pungs,
                    d_wind_pungs, d_pair_tile, d_outside_sets, p_kanchan, p_penchan, d_ryanmen, p_pair_dragon,
                    p_pair_round_wind, p_pair_seat_wind, n_chinroutou, n_daisangen, n_daisuushii, val_daisuushii,
                    n_kokushi_13, val_kokushi_13, n_kokushi, n_nagashi_mangan_yaku, n_ryuuiisou, n_shousuushii,
                    n_suuankou_tanki, val_suuankou_tanki, n_suuankou, n_suukantsu, n_tsuuiisou, limit_counted,
                    n_bakaze, n_chankan, n_chanta, val_chanta, n_chiitoitsu, n_chinitsu, val_chinitsu, n_chun,
                    n_double_riichi_yaku, n_haitei, n_haku, n_hatsu, n_honitsu, val_honitsu, n_honroutou, n_houtei,
                    n_ryanpeikou, n_iipeikou, n_ippatsu_yaku, n_ittsu, val_ittsu, n_jikaze, n_junchan, val_junchan,
                    n_menzen_tsumo, p_pinfu, n_pinfu, n_riichi, n_rinshan, n_sanankou, n_sankantsu, n_sanshoku,
                    val_sanshoku, n_sanshoku_doukou, n_shousangen, n_tanyao, n_toitoi, s_han, s_yakuman, d_has_yaku,
                    n_aka_dora, n_dora, n_ura_dora, s_dora_han, d_han_total, n_ankan_simple, n_ankan_yaochu,
                    n_anko_simple, n_anko_yaochu, n_chiitoitsu_fu, n_futei, n_kanchan, n_menzen_kafu, n_minkan_simple,
                    n_minkan_yaochu, n_minko_simple, n_minko_yaochu, n_open_pinfu_fu, n_pair_dragon, n_pair_round_wind,
                    n_pair_seat_wind, n_penchan, n_tanki, n_tsumo_fu, s_fu, d_fu_total, d_basic,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_chows, b_pairs, b_pungs, b_sets, b_shape, b_win_set, d_concealed_pungs, d_dragon_pungs,
            d_wind_pungs, d_pair_tile, d_outside_sets, p_kanchan, p_penchan, d_ryanmen, p_pair_dragon,
            p_pair_round_wind, p_pair_seat_wind, n_chinroutou, n_daisangen, n_daisuushii, val_daisuushii,
            n_kokushi_13, val_kokushi_13, n_kokushi, n_nagashi_mangan_yaku, n_ryuuiisou, n_shousuushii,
            n_suuankou_tanki, val_suuankou_tanki, n_suuankou, n_suukantsu, n_tsuuiisou, limit_counted,
            n_bakaze, n_chankan, n_chanta, val_chanta, n_chiitoitsu, n_chinitsu, val_chinitsu, n_chun,
            n_double_riichi_yaku, n_haitei, n_haku, n_hatsu, n_honitsu, val_honitsu, n_honroutou, n_houtei,
            n_ryanpeikou, n_iipeikou, n_ippatsu_yaku, n_ittsu, val_ittsu, n_jikaze, n_junchan, val_junchan,
            n_menzen_tsumo, p_pinfu, n_pinfu, n_riichi, n_rinshan, n_sanankou, n_sankantsu, n_sanshoku,
            val_sanshoku, n_sanshoku_doukou, n_shousangen, n_tanyao, n_toitoi, s_han, s_yakuman, d_has_yaku,
            n_aka_dora, n_dora, n_ura_dora, s_dora_han, d_han_total, n_ankan_simple, n_ankan_yaochu,
            n_anko_simple, n_anko_yaochu, n_chiitoitsu_fu, n_futei, n_kanchan, n_menzen_kafu, n_minkan_simple,
            n_minkan_yaochu, n_minko_simple, n_minko_yaochu, n_open_pinfu_fu, n_pair_dragon, n_pair_round_wind,
            n_pair_seat_wind, n_penchan, n_tanki, n_tsumo_fu, s_fu, d_fu_total, d_basic,
        ) = kept
    d_ron_points = Lazy(lambda: multiply((multiply(d_basic, 6 if d_dealer_won else 4, 'specs/riichi.yaml:235:21') + 100 - 1) // 100, 100, 'specs/riichi.yaml:148:12'))  # ron_points: specs/riichi.yaml:234
    d_pao_basic = Lazy(lambda: 0 if d_liable == NO_SEAT else d_basic if o_pao_whole_hand else multiply(8000, 1 if len(d_dragon_melds) == 3 else 2 if o_double_yakuman else 1, 'specs/riichi.yaml:257:12'))  # pao_basic: specs/riichi.yaml:254
    d_pao_points = Lazy(lambda: multiply((multiply(d_pao_basic(), 6 if d_dealer_won else 4, 'specs/riichi.yaml:260:21') + 100 - 1) // 100, 100, 'specs/riichi.yaml:148:12'))  # pao_points: specs/riichi.yaml:259
    d_rest_basic = Lazy(lambda: d_basic - d_pao_basic())  # rest_basic: specs/riichi.yaml:262

    if (f_declared_ready or f_double_riichi) and not d_closed:
        raise RecordError('riichi_open_hand', "seat %d: %s" % (win.winner, '鳴いた手ではリーチできない (riichi is declared with a closed hand only; this hand has a claimed meld)'))
    if f_double_riichi and not f_declared_ready:
        raise RecordError('bad_double_riichi', "seat %d: %s" % (win.winner, 'ダブル立直にはdeclared_readyも必要 (double riichi is a riichi: set declared_ready too)'))
    if f_ippatsu and not f_declared_ready:
        raise RecordError('bad_ippatsu', "seat %d: %s" % (win.winner, '一発はリーチ後のみ (ippatsu needs a riichi declaration)'))
    if not d_has_yaku:
        raise RecordError('no_yaku', "seat %d: %s" % (win.winner, '役なし：ドラ・裏ドラ・赤ドラ（%d翻）は役ではなく、役が1つもない手は和了できない (no yaku: dora, ura-dora and red fives (%d han) are not yaku, and a hand without a yaku cannot win)' % (s_dora_han, s_dora_han,)))
    before = deltas[win.winner]  # every transfer below pays the winner: what it collects is its gain
    if not b_self_drawn and (d_liable == NO_SEAT or d_liable == b_discarder):  # ron: specs/riichi.yaml:785
        add_payment(payments, deltas, b_discarder, b_winner, d_ron_points(), 'ロン (ron)')
    if not b_self_drawn and d_liable != NO_SEAT and d_liable != b_discarder:  # ron with a liable seat: specs/riichi.yaml:792
        add_payment(payments, deltas, b_discarder, b_winner, d_pao_points() // 2 + (d_ron_points() - d_pao_points()), 'ロン（包と折半） (ron (half, shared with the liable seat))')
        add_payment(payments, deltas, d_liable, b_winner, d_pao_points() - d_pao_points() // 2, '包 (pao (liable seat))')
    if b_self_drawn and d_liable == NO_SEAT:  # tsumo: specs/riichi.yaml:800
        add_payment(payments, deltas, b_dealer, b_winner, multiply((multiply(2, d_basic, 'specs/riichi.yaml:803:44') + 100 - 1) // 100, 100, 'specs/riichi.yaml:148:12'), 'ツモ（親） (tsumo (dealer))')
        pay_from_each(payments, deltas, [v_s for v_s in b_others if v_s != b_dealer] if b_others else [], b_winner, multiply((multiply(2 if d_dealer_won else 1, d_basic, 'specs/riichi.yaml:804:73') + 100 - 1) // 100, 100, 'specs/riichi.yaml:148:12'), 'ツモ (tsumo)')
    if b_self_drawn and d_liable != NO_SEAT:  # tsumo with a liable seat: specs/riichi.yaml:808
        add_payment(payments, deltas, d_liable, b_winner, d_pao_points(), '包（全額） (pao (the whole hand))')
        add_payment(payments, deltas, b_dealer, b_winner, multiply((multiply(2, d_rest_basic(), 'specs/riichi.yaml:812:44') + 100 - 1) // 100, 100, 'specs/riichi.yaml:148:12'), 'ツモ（親） (tsumo (dealer))')
        pay_from_each(payments, deltas, [v_s for v_s in b_others if v_s != b_dealer] if b_others else [], b_winner, multiply((multiply(2 if d_dealer_won else 1, d_rest_basic(), 'specs/riichi.yaml:813:73') + 100 - 1) // 100, 100, 'specs/riichi.yaml:148:12'), 'ツモ (tsumo)')
    collected = deltas[win.winner] - before
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    parts_fu = []  # the patterns of fu, listed under details
    if n_kokushi_13: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": val_kokushi_13, "count": n_kokushi_13})
    if n_kokushi: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 1, "count": n_kokushi})
    if n_suuankou_tanki: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": val_suuankou_tanki, "count": n_suuankou_tanki})
    if n_suuankou: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 1, "count": n_suuankou})
    if n_daisangen: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 1, "count": n_daisangen})
    if n_daisuushii: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": val_daisuushii, "count": n_daisuushii})
    if n_shousuushii: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 1, "count": n_shousuushii})
    if n_tsuuiisou: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 1, "count": n_tsuuiisou})
    if n_chinroutou: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 1, "count": n_chinroutou})
    if n_ryuuiisou: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 1, "count": n_ryuuiisou})
    if n_chuuren_9: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": val_chuuren_9, "count": n_chuuren_9})
    if n_chuuren: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 1, "count": n_chuuren})
    if n_suukantsu: patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 1, "count": n_suukantsu})
    if n_tenhou: patterns.append({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": 1, "count": n_tenhou})
    if n_chiihou: patterns.append({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": 1, "count": n_chiihou})
    if n_nagashi_mangan_yaku: patterns.append({"id": PATTERN_IDS[15], "name": PATTERN_NAMES[15], "value": 5, "count": n_nagashi_mangan_yaku})
    if n_double_riichi_yaku: patterns.append({"id": PATTERN_IDS[16], "name": PATTERN_NAMES[16], "value": 2, "count": n_double_riichi_yaku})
    if n_riichi: patterns.append({"id": PATTERN_IDS[17], "name": PATTERN_NAMES[17], "value": 1, "count": n_riichi})
    if n_ippatsu_yaku: patterns.append({"id": PATTERN_IDS[18], "name": PATTERN_NAMES[18], "value": 1, "count": n_ippatsu_yaku})
    if n_menzen_tsumo: patterns.append({"id": PATTERN_IDS[19], "name": PATTERN_NAMES[19], "value": 1, "count": n_menzen_tsumo})
    if n_pinfu: patterns.append({"id": PATTERN_IDS[20], "name": PATTERN_NAMES[20], "value": 1, "count": n_pinfu})
    if n_tanyao: patterns.append({"id": PATTERN_IDS[21], "name": PATTERN_NAMES[21], "value": 1, "count": n_tanyao})
    if n_ryanpeikou: patterns.append({"id": PATTERN_IDS[22], "name": PATTERN_NAMES[22], "value": 3, "count": n_ryanpeikou})
    if n_iipeikou: patterns.append({"id": PATTERN_IDS[23], "name": PATTERN_NAMES[23], "value": 1, "count": n_iipeikou})
    if n_haku: patterns.append({"id": PATTERN_IDS[24], "name": PATTERN_NAMES[24], "value": 1, "count": n_haku})
    if n_hatsu: patterns.append({"id": PATTERN_IDS[25], "name": PATTERN_NAMES[25], "value": 1, "count": n_hatsu})
    if n_chun: patterns.append({"id": PATTERN_IDS[26], "name": PATTERN_NAMES[26], "value": 1, "count": n_chun})
    if n_jikaze: patterns.append({"id": PATTERN_IDS[27], "name": PATTERN_NAMES[27], "value": 1, "count": n_jikaze})
    if n_bakaze: patterns.append({"id": PATTERN_IDS[28], "name": PATTERN_NAMES[28], "value": 1, "count": n_bakaze})
    if n_haitei: patterns.append({"id": PATTERN_IDS[29], "name": PATTERN_NAMES[29], "value": 1, "count": n_haitei})
    if n_houtei: patterns.append({"id": PATTERN_IDS[30], "name": PATTERN_NAMES[30], "value": 1, "count": n_houtei})
    if n_rinshan: patterns.append({"id": PATTERN_IDS[31], "name": PATTERN_NAMES[31], "value": 1, "count": n_rinshan})
    if n_chankan: patterns.append({"id": PATTERN_IDS[32], "name": PATTERN_NAMES[32], "value": 1, "count": n_chankan})
    if n_chiitoitsu: patterns.append({"id": PATTERN_IDS[33], "name": PATTERN_NAMES[33], "value": 2, "count": n_chiitoitsu})
    if n_sanshoku: patterns.append({"id": PATTERN_IDS[34], "name": PATTERN_NAMES[34], "value": val_sanshoku, "count": n_sanshoku})
    if n_ittsu: patterns.append({"id": PATTERN_IDS[35], "name": PATTERN_NAMES[35], "value": val_ittsu, "count": n_ittsu})
    if n_chanta: patterns.append({"id": PATTERN_IDS[36], "name": PATTERN_NAMES[36], "value": val_chanta, "count": n_chanta})
    if n_junchan: patterns.append({"id": PATTERN_IDS[37], "name": PATTERN_NAMES[37], "value": val_junchan, "count": n_junchan})
    if n_toitoi: patterns.append({"id": PATTERN_IDS[38], "name": PATTERN_NAMES[38], "value": 2, "count": n_toitoi})
    if n_sanankou: patterns.append({"id": PATTERN_IDS[39], "name": PATTERN_NAMES[39], "value": 2, "count": n_sanankou})
    if n_sankantsu: patterns.append({"id": PATTERN_IDS[40], "name": PATTERN_NAMES[40], "value": 2, "count": n_sankantsu})
    if n_sanshoku_doukou: patterns.append({"id": PATTERN_IDS[41], "name": PATTERN_NAMES[41], "value": 2, "count": n_sanshoku_doukou})
    if n_shousangen: patterns.append({"id": PATTERN_IDS[42], "name": PATTERN_NAMES[42], "value": 2, "count": n_shousangen})
    if n_honroutou: patterns.append({"id": PATTERN_IDS[43], "name": PATTERN_NAMES[43], "value": 2, "count": n_honroutou})
    if n_honitsu: patterns.append({"id": PATTERN_IDS[44], "name": PATTERN_NAMES[44], "value": val_honitsu, "count": n_honitsu})
    if n_chinitsu: patterns.append({"id": PATTERN_IDS[45], "name": PATTERN_NAMES[45], "value": val_chinitsu, "count": n_chinitsu})
    if n_dora: patterns.append({"id": PATTERN_IDS[46], "name": PATTERN_NAMES[46], "value": 1, "count": n_dora})
    if n_ura_dora: patterns.append({"id": PATTERN_IDS[47], "name": PATTERN_NAMES[47], "value": 1, "count": n_ura_dora})
    if n_aka_dora: patterns.append({"id": PATTERN_IDS[48], "name": PATTERN_NAMES[48], "value": 1, "count": n_aka_dora})
    if n_futei: parts_fu.append({"id": PATTERN_IDS[49], "name": PATTERN_NAMES[49], "value": 20, "count": n_futei})
    if n_chiitoitsu_fu: parts_fu.append({"id": PATTERN_IDS[50], "name": PATTERN_NAMES[50], "value": 25, "count": n_chiitoitsu_fu})
    if n_menzen_kafu: parts_fu.append({"id": PATTERN_IDS[51], "name": PATTERN_NAMES[51], "value": 10, "count": n_menzen_kafu})
    if n_tsumo_fu: parts_fu.append({"id": PATTERN_IDS[52], "name": PATTERN_NAMES[52], "value": 2, "count": n_tsumo_fu})
    if n_open_pinfu_fu: parts_fu.append({"id": PATTERN_IDS[53], "name": PATTERN_NAMES[53], "value": 10, "count": n_open_pinfu_fu})
    if n_minko_simple: parts_fu.append({"id": PATTERN_IDS[54], "name": PATTERN_NAMES[54], "value": 2, "count": n_minko_simple})
    if n_minko_yaochu: parts_fu.append({"id": PATTERN_IDS[55], "name": PATTERN_NAMES[55], "value": 4, "count": n_minko_yaochu})
    if n_anko_simple: parts_fu.append({"id": PATTERN_IDS[56], "name": PATTERN_NAMES[56], "value": 4, "count": n_anko_simple})
    if n_anko_yaochu: parts_fu.append({"id": PATTERN_IDS[57], "name": PATTERN_NAMES[57], "value": 8, "count": n_anko_yaochu})
    if n_minkan_simple: parts_fu.append({"id": PATTERN_IDS[58], "name": PATTERN_NAMES[58], "value": 8, "count": n_minkan_simple})
    if n_minkan_yaochu: parts_fu.append({"id": PATTERN_IDS[59], "name": PATTERN_NAMES[59], "value": 16, "count": n_minkan_yaochu})
    if n_ankan_simple: parts_fu.append({"id": PATTERN_IDS[60], "name": PATTERN_NAMES[60], "value": 16, "count": n_ankan_simple})
    if n_ankan_yaochu: parts_fu.append({"id": PATTERN_IDS[61], "name": PATTERN_NAMES[61], "value": 32, "count": n_ankan_yaochu})
    if n_pair_dragon: parts_fu.append({"id": PATTERN_IDS[62], "name": PATTERN_NAMES[62], "value": 2, "count": n_pair_dragon})
    if n_pair_seat_wind: parts_fu.append({"id": PATTERN_IDS[63], "name": PATTERN_NAMES[63], "value": 2, "count": n_pair_seat_wind})
    if n_pair_round_wind: parts_fu.append({"id": PATTERN_IDS[64], "name": PATTERN_NAMES[64], "value": 2, "count": n_pair_round_wind})
    if n_kanchan: parts_fu.append({"id": PATTERN_IDS[65], "name": PATTERN_NAMES[65], "value": 2, "count": n_kanchan})
    if n_penchan: parts_fu.append({"id": PATTERN_IDS[66], "name": PATTERN_NAMES[66], "value": 2, "count": n_penchan})
    if n_tanki: parts_fu.append({"id": PATTERN_IDS[67], "name": PATTERN_NAMES[67], "value": 2, "count": n_tanki})
    result = {
        "winner": win.winner,
        "total": collected,
        "unit": UNIT,
        "patterns": patterns,
        "details": {
            'han': multiply(13, s_yakuman, 'specs/riichi.yaml:206:32') if s_yakuman > 0 else d_han_total,
            'fu': d_fu_total,
            'limit': 'yakuman' if d_basic >= 8000 else 'sanbaiman' if d_basic >= 6000 else 'baiman' if d_basic >= 4000 else 'haneman' if d_basic >= 3000 else 'mangan' if d_basic >= 2000 else '',
            'fu_parts': parts_fu,
        },
    }
    return result, {'discarder': b_discarder, 'honba_payer': d_honba_payer, 'shape': b_shape, 'winner': b_winner}  # what the deal's rules read of this win


def settle(deal):
    """Score every win of a deal, then the rules that run once per deal. Where the record gives its events, each
    kong, win and penalty is settled at its own, and the payments are listed in their order."""
    payments = []
    deltas = [0, 0, 0, 0, 0]  # the seats', then the table's
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
        timeline.enter_end()
    for v_p in range(4):
        if seat_declared_ready(deal, v_p):  # riichi stick: specs/riichi.yaml:818
            add_payment(payments, deltas, v_p, TABLE, 1000, '立直棒 (riichi stick)')
        if any(v_w['winner'] == v_p and v_w['shape'] != SHAPE_NAGASHI_MANGAN and (all(turns(v_w['discarder'], v_w['winner']) <= turns(v_v['discarder'], v_v['winner']) for v_v in views) if views else True) for v_w in views) if views else False:  # riichi sticks to the winner: specs/riichi.yaml:825
            add_payment(payments, deltas, TABLE, v_p, multiply(1000, deal.riichi_sticks + (len([1 for v_s in [0, 1, 2, 3] if seat_declared_ready(deal, v_s)]) if [0, 1, 2, 3] else 0), 'specs/riichi.yaml:830:43'), '供託 (riichi sticks)')
        if deal.honba > 0 and (any(v_w['winner'] == v_p and v_w['shape'] != SHAPE_NAGASHI_MANGAN and (all(turns(v_w['discarder'], v_w['winner']) <= turns(v_v['discarder'], v_v['winner']) for v_v in views) if views else True) for v_w in views) if views else False):  # counters (honba): specs/riichi.yaml:834
            add_payment(payments, deltas, next((v_w['honba_payer'] for v_w in views if v_w['winner'] == v_p), NO_SEAT) if views else NO_SEAT, v_p, multiply(300, deal.honba, 'specs/riichi.yaml:839:88'), '積み棒 (counters)')
            pay_from_each(payments, deltas, others_of(v_p) if (any(v_w['winner'] == v_p and v_w['honba_payer'] == NO_SEAT for v_w in views) if views else False) else [], v_p, multiply(100, deal.honba, 'specs/riichi.yaml:840:122'), '積み棒 (counters)')
        if not deal.wins and not seat_ready(deal, v_p) and (len([1 for v_s in [0, 1, 2, 3] if seat_ready(deal, v_s)]) if [0, 1, 2, 3] else 0) > 0:  # noten payment: specs/riichi.yaml:844
            pay_to_each(payments, deltas, v_p, [v_s for v_s in [0, 1, 2, 3] if seat_ready(deal, v_s)] if [0, 1, 2, 3] else [], divide(3000, multiply(len([1 for v_s in [0, 1, 2, 3] if seat_ready(deal, v_s)]) if [0, 1, 2, 3] else 0, len([1 for v_s in [0, 1, 2, 3] if not seat_ready(deal, v_s)]) if [0, 1, 2, 3] else 0, 'specs/riichi.yaml:847:74'), 'specs/riichi.yaml:847:65'), '不聴罰符 (noten payment)')
    if timeline is not None:
        timeline.close()
    return with_table(deltas, results, payments)


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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/riichi.c into the
# extension _riichi beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _riichi as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
