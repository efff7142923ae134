"""Scorer of the mjc ruleset `nanning_moma_fenghu` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 855315fc1954c0467ad4888229d3450b7f7628853c473f8c48c4cf50060d608a
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _nanning_moma_fenghu) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

import itertools

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    CONCEALED_OF, DISCARD, IS_DRAGON, KIND_OF, Lazy, MAX_NUMBER_DIGITS, MAX_RECORD_LINE, NO_SEAT,
    OTHER_SEATS, ROBBING_KONG, RecordError, Rules, SELF_DRAW, SOURCE_OF, TILE_NUMBER, TILE_SUIT,
    Timeline, _shown, add_payment, arrangements, error_result, internal_error_result, melds_text,
    multiply, others_of, parse_record, pay_from_each, pay_to_each, power, seat_melds, tiles_text,
    turns, waits, with_id,
)

# ================================================================ ruleset nanning_moma_fenghu

RULESET_ID = 'nanning_moma_fenghu'
RULESET_NAME = ('南宁麻将（摸两码、封胡翻倍）', 'Nanning - two codes and 封胡 doubling')
SPEC_FILE = 'specs/nanning_moma_fenghu.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/nanning.yaml', 'c71c3b45b8b93cc42864accd94f5f35267d8b54d95d6075ab7717028eb897e9e'), ('specs/nanning_moma_fenghu.yaml', 'd6f9981bdd4891cbefc8123747d75a0e50396bc99ea1f75fa538c576c916e08d'))
SPEC_SHA256 = '855315fc1954c0467ad4888229d3450b7f7628853c473f8c48c4cf50060d608a'
BUILD_KEY = '1c6ddc347a699064577e2d095eed4d4838789bb85ad000dadf6965ab08e6ff36'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'points'
READS = ('bonus_tiles', 'discard_after_kong', 'first_discard', 'first_draw', 'kong_chain', 'kong_replacement', 'last_tile')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 3, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 2, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': ['draw'], 'counter': 'none', 'next_dealer': 'discarder', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[],
    flags={},
    options={
        'fenghu_double': ('bool', True, None),
        'concealed_base': ('bool', True, None),
        'concealed_points': ('int', 4, (3, 12)),
        'kong_points': ('int', 1, (0, 10)),
        'false_win_points': ('int', 10, (0, 100)),
    },
    penalties=['false_win'],
    flowers_by_tile=False,
)

PATTERN_IDS = (
    'qingyise',
    'pengpenghu',
    'qixiaodui',
    'qidadui_1',
    'qidadui_2',
    'qidadui_3',
    'quanqiuren',
    'gangshanghua',
    'liangang_pao',
    'qiang_liangang',
    'haidilaoyue',
    'tianhu',
    'dihu',
)
PATTERN_NAMES = (
    '清一色',
    '碰碰胡',
    '七小对',
    '七大对（一组）',
    '豪华大七对（二组）',
    '超级豪华大七对（三组）',
    '全求人',
    '杠上花',
    '连杠杠上炮',
    '抢连杠',
    '海底捞月',
    '天胡',
    '地胡',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
KINDS_0 = frozenset({  # v_s.kind in PUNG_KINDS
    1, 2,
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
    o_fenghu_double = deal.options['fenghu_double']
    o_concealed_base = deal.options['concealed_base']
    o_concealed_points = deal.options['concealed_points']
    o_kong_points = deal.options['kong_points']
    f_bonus_tiles, f_discard_after_kong, f_first_discard, f_first_draw, f_kong_chain, f_kong_replacement, f_last_tile = map(
        win.context.get, ['bonus_tiles', 'discard_after_kong', 'first_discard', 'first_draw', 'kong_chain', 'kong_replacement', 'last_tile'], [[], False, False, False, 0, False, False])
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_by = win.by
    b_chain_kongs = win.chain
    b_dealer = deal.dealer
    b_discarder = win.source
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_self_drawn = win.by == SELF_DRAW
    b_tiles = sorted(hand_tiles + [t for m in player.melds for t in m.tiles])
    b_winner = win.winner
    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES, by_win_set=False)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_menqing = SEATS_0.isdisjoint(map(SOURCE_OF, b_melds))  # menqing: specs/nanning.yaml:101
    d_plain_base = 3  # plain_base: specs/nanning.yaml:104
    d_threefold = 3  # threefold: specs/nanning.yaml:110
    d_base = o_concealed_points if d_menqing and o_concealed_base else d_plain_base  # base: specs/nanning.yaml:124
    d_first_draw_win = f_first_draw and b_self_drawn and not f_kong_replacement  # first_draw_win: specs/nanning.yaml:183
    n_dihu = 1 if d_first_draw_win and b_winner != b_dealer else 0  # dihu: specs/nanning.yaml:269
    n_gangshanghua = 1 if f_kong_replacement else 0  # gangshanghua: specs/nanning.yaml:236
    val_gangshanghua = f_kong_chain if n_gangshanghua else 0
    n_haidilaoyue = 1 if f_last_tile and b_self_drawn else 0  # haidilaoyue: specs/nanning.yaml:257
    n_liangang_pao = 1 if f_discard_after_kong and f_kong_chain >= 2 else 0  # liangang_pao: specs/nanning.yaml:243
    val_liangang_pao = f_kong_chain - 1 if n_liangang_pao else 0
    n_qiang_liangang = 1 if b_by == ROBBING_KONG and f_kong_chain >= 2 else 0  # qiang_liangang: specs/nanning.yaml:250
    val_qiang_liangang = f_kong_chain - 1 if n_qiang_liangang else 0
    n_qingyise = 1 if bool(b_tiles) and TILE_SUIT[b_tiles[0]] == TILE_SUIT[b_tiles[-1]] else 0  # qingyise: specs/nanning.yaml:191
    n_quanqiuren = 1 if b_by == DISCARD and len(b_melds) >= 4 and sum(map(SEATS_0.__contains__, map(SOURCE_OF, b_melds))) == 4 else 0  # quanqiuren: specs/nanning.yaml:230
    n_tianhu = 1 if d_first_draw_win and b_winner == b_dealer else 0  # tianhu: specs/nanning.yaml:263
    d_sealed_seat = (next((v_s for v_s in b_others if list(map(SOURCE_OF, b_melds)).count(v_s) >= 3), NO_SEAT) if b_others else NO_SEAT) if len(b_melds) >= 3 else NO_SEAT  # sealed_seat: specs/nanning.yaml:133
    d_chain = b_chain_kongs if f_kong_replacement else []  # chain: specs/nanning.yaml:136
    d_first_exposed_supplier = next((v_m.source for v_m in d_chain if v_m.source != NO_SEAT), NO_SEAT) if d_chain else NO_SEAT  # first_exposed_supplier: specs/nanning.yaml:139
    d_liable = d_sealed_seat if d_sealed_seat != NO_SEAT else d_first_exposed_supplier  # liable: specs/nanning.yaml:142
    d_chain_kong_points = sum((multiply(d_threefold, o_kong_points, 'specs/nanning.yaml:122:12') if v_m.concealed else o_kong_points) for v_m in d_chain) if d_chain else 0  # chain_kong_points: specs/nanning.yaml:145
    d_one_pays_all = b_self_drawn and d_liable != NO_SEAT  # one_pays_all: specs/nanning.yaml:150
    d_covered_kongs = d_chain if d_one_pays_all else []  # covered_kongs: specs/nanning.yaml:153
    d_code_factor = 1 + (len([1 for v_t in f_bonus_tiles if turns(b_dealer, b_winner) == (7 - TILE_NUMBER[v_t] if IS_DRAGON[v_t] else (TILE_NUMBER[v_t] - 1) % 4)]) if f_bonus_tiles else 0)  # code_factor: specs/nanning.yaml:161
    d_fenghu_factor = 2 if o_fenghu_double else 1  # fenghu_factor: specs/nanning.yaml:164
    d_code_tiles = 2  # code_tiles: specs/nanning_moma_fenghu.yaml:14

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_pairs = arr.pairs
        b_sets = arr.sets
        b_shape = arr.shape
        d_quads = len([1 for v_a, v_b in itertools.combinations(b_pairs, 2) if v_a.tile == v_b.tile]) if len(b_pairs) >= 2 else 0  # quads: specs/nanning.yaml:127
        n_pengpenghu = 1 if b_shape == SHAPE_STANDARD and KINDS_0.issuperset(map(KIND_OF, b_sets)) else 0  # pengpenghu: specs/nanning.yaml:197
        n_qidadui_1 = 1 if b_shape == SHAPE_SEVEN_PAIRS and d_quads == 1 else 0  # qidadui_1: specs/nanning.yaml:209
        n_qidadui_2 = 1 if b_shape == SHAPE_SEVEN_PAIRS and d_quads == 2 else 0  # qidadui_2: specs/nanning.yaml:216
        n_qidadui_3 = 1 if b_shape == SHAPE_SEVEN_PAIRS and d_quads == 3 else 0  # qidadui_3: specs/nanning.yaml:223
        n_qixiaodui = 1 if b_shape == SHAPE_SEVEN_PAIRS and d_quads == 0 else 0  # qixiaodui: specs/nanning.yaml:203
        s_doublings = n_qingyise + n_pengpenghu + n_qixiaodui + 2 * n_qidadui_1 + 3 * n_qidadui_2 + 4 * n_qidadui_3 + n_quanqiuren + val_gangshanghua * n_gangshanghua + val_liangang_pao * n_liangang_pao + val_qiang_liangang * n_qiang_liangang + n_haidilaoyue + n_tianhu + n_dihu
        d_hand_value = multiply(d_base, power(2, s_doublings, 'specs/nanning.yaml:131:19'), 'specs/nanning.yaml:131:12')  # hand_value: specs/nanning.yaml:130

        value = d_hand_value
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_pairs, b_sets, b_shape, d_quads, n_pengpenghu, n_qidadui_1, n_qidadui_2, n_qidadui_3,
                    n_qixiaodui, s_doublings, d_hand_value,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_pairs, b_sets, b_shape, d_quads, n_pengpenghu, n_qidadui_1, n_qidadui_2, n_qidadui_3,
            n_qixiaodui, s_doublings, d_hand_value,
        ) = kept
    d_discard_value = Lazy(lambda: multiply(d_threefold, d_hand_value, 'specs/nanning.yaml:177:26') if not b_self_drawn and (f_discard_after_kong or len(seat_melds(deal, b_discarder)) >= 4 and sum(map(SEATS_0.__contains__, map(SOURCE_OF, seat_melds(deal, b_discarder)))) == 4 or f_last_tile or f_first_discard or b_by == ROBBING_KONG) else (d_base if d_menqing and o_concealed_base else 2) if s_doublings == 0 else multiply(d_threefold, d_hand_value, 'specs/nanning.yaml:179:12') // 2)  # discard_value: specs/nanning.yaml:175

    if any(len(deal.players[v_s].melds) >= 3 and list(map(SOURCE_OF, deal.players[v_s].melds)).count(b_winner) >= 3 for v_s in b_others) if b_others else False:
        raise RecordError('sealed', "seat %d: %s" % (win.winner, '被封胡者本局不能胡牌 (the winner is sealed (封胡) by a seat that claimed three of its sets, and cannot win this deal)'))
    if b_by == ROBBING_KONG and any(map(CONCEALED_OF, b_chain_kongs)):
        raise RecordError('rob_not_allowed', "seat %d: %s" % (win.winner, '暗杠不能抢杠胡，连杠中有暗杠也不能 (a chain with a concealed kong cannot be robbed)'))
    if len(f_bonus_tiles) > 0 and (not b_self_drawn or d_first_exposed_supplier != NO_SEAT):
        raise RecordError('bonus_tiles_not_allowed', "seat %d: %s" % (win.winner, '只有自摸胡牌（含暗杠杠上花，不含明杠杠上花）才能摸码 (only a self-draw (a concealed-kong 杠上花 included, an exposed-kong 杠上花 not) draws bonus tiles)'))
    if f_last_tile and f_kong_replacement:
        raise RecordError('no_kong_on_last_tile', "seat %d: %s" % (win.winner, '海底无杠上花 (there is no kong, and so no 杠上花, on the last tile)'))
    if f_first_draw and (not b_self_drawn or not d_menqing):
        raise RecordError('bad_first_draw', "seat %d: %s" % (win.winner, '天胡、地胡须自摸第一张牌且此前无碰 (first_draw needs a self-draw with no claim before it)'))
    if f_first_discard and (b_by != DISCARD or b_discarder != b_dealer or b_winner == b_dealer):
        raise RecordError('bad_first_discard', "seat %d: %s" % (win.winner, "人胡是闲家胡庄家打出的第一张牌 (first_discard is a non-dealer's win on the dealer's first discard)"))
    if len(f_bonus_tiles) > d_code_tiles:
        raise RecordError('too_many_codes', "seat %d: %s" % (win.winner, '本桌只摸%d颗码，这手摸了%d颗 (this table draws %d code tiles, this hand drew %d)' % (d_code_tiles, len(f_bonus_tiles), d_code_tiles, len(f_bonus_tiles),)))
    before = deltas[win.winner]  # every transfer below pays the winner: what it collects is its gain
    if b_self_drawn and d_liable == NO_SEAT:  # self-draw: specs/nanning.yaml:331
        pay_from_each(payments, deltas, b_others, b_winner, multiply(d_hand_value, d_code_factor, 'specs/nanning.yaml:334:35'), '自摸 (self-draw)')
    if d_one_pays_all:  # one seat pays all: specs/nanning.yaml:338
        add_payment(payments, deltas, d_liable, b_winner, multiply(multiply(multiply(d_threefold, d_hand_value, 'specs/nanning.yaml:342:20'), d_code_factor, 'specs/nanning.yaml:342:20'), d_fenghu_factor if d_liable == d_sealed_seat else 1, 'specs/nanning.yaml:342:20'), '包付（封胡或明杠杠上花） (pays all (封胡, or 杠上花 after an exposed kong))')
        add_payment(payments, deltas, d_liable, b_winner, d_chain_kong_points, "包付连杠杠分 (pays the chain's kong points)")
    if not b_self_drawn:  # discard: specs/nanning.yaml:353
        add_payment(payments, deltas, b_discarder, b_winner, multiply(multiply(2, d_fenghu_factor, 'specs/nanning.yaml:357:53'), d_discard_value(), 'specs/nanning.yaml:357:53') if b_discarder == d_sealed_seat else d_discard_value(), '放炮 (discard)')
    if not b_self_drawn and d_sealed_seat != NO_SEAT and d_sealed_seat != b_discarder:  # sealed seat pays too: specs/nanning.yaml:364
        add_payment(payments, deltas, d_sealed_seat, b_winner, multiply(d_fenghu_factor, d_discard_value(), 'specs/nanning.yaml:367:40'), '封胡双飞 (sealed seat pays too)')
    collected = deltas[win.winner] - before
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_qingyise: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 1, "count": n_qingyise})
    if n_pengpenghu: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 1, "count": n_pengpenghu})
    if n_qixiaodui: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 1, "count": n_qixiaodui})
    if n_qidadui_1: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 2, "count": n_qidadui_1})
    if n_qidadui_2: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 3, "count": n_qidadui_2})
    if n_qidadui_3: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 4, "count": n_qidadui_3})
    if n_quanqiuren: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 1, "count": n_quanqiuren})
    if n_gangshanghua: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": val_gangshanghua, "count": n_gangshanghua})
    if n_liangang_pao: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": val_liangang_pao, "count": n_liangang_pao})
    if n_qiang_liangang: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": val_qiang_liangang, "count": n_qiang_liangang})
    if n_haidilaoyue: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 1, "count": n_haidilaoyue})
    if n_tianhu: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 1, "count": n_tianhu})
    if n_dihu: patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 1, "count": n_dihu})
    result = {
        "winner": win.winner,
        "total": collected - (d_chain_kong_points if d_one_pays_all else 0),
        "unit": UNIT,
        "patterns": patterns,
    }
    return result, {'covered_kongs': d_covered_kongs}  # what the deal's rules read of this win


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
    o_kong_points = deal.options['kong_points']
    o_false_win_points = deal.options['false_win_points']
    for v_k in deal.kongs:
        if timeline is not None:
            timeline.enter_kong(v_k)
        if v_k.source != NO_SEAT and not (any(v_k in v_w['covered_kongs'] for v_w in views) if views else False):  # exposed kong: specs/nanning.yaml:372
            add_payment(payments, deltas, v_k.source, v_k.owner, o_kong_points, '明杠杠分 (exposed kong point)')
        if v_k.concealed and not (any(v_k in v_w['covered_kongs'] for v_w in views) if views else False):  # concealed kong: specs/nanning.yaml:379
            pay_from_each(payments, deltas, others_of(v_k.owner), v_k.owner, o_kong_points, '暗杠杠分 (concealed kong point)')
    for kind, v_seat in deal.penalties:
        if timeline is not None:
            timeline.enter_penalty()
        if kind == 'false_win':
            pay_to_each(payments, deltas, v_seat, others_of(v_seat), o_false_win_points, '诈胡 (false win)')
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/nanning_moma_fenghu.c into the
# extension _nanning_moma_fenghu beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _nanning_moma_fenghu as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
