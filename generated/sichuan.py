"""Scorer of the mjc ruleset `sichuan` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 5f0e0d13a14eab9610304e0f0fe885c6ba5d9503adeceab2348ff9dc186df12f
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _sichuan) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    DISCARD, KIND_OF, MAX_NUMBER_DIGITS, MAX_RECORD_LINE, NO_SEAT, ROBBING_KONG, RecordError, Rules,
    SELF_DRAW, SUIT_OF, TILE_SUIT, Timeline, _shown, add_payment, arrangements, error_result,
    held_times, internal_error_result, kong_order, melds_text, moment_at, multiply, others_of,
    parse_record, pay_from_each, pay_to_each, power, seat_field, seat_hand, seat_has_won, seat_melds,
    tiles_text, wait_total, waits, with_id,
)

# ================================================================ ruleset sichuan

RULESET_ID = 'sichuan'
RULESET_NAME = ('四川麻将（血战到底）', 'Sichuan Mahjong (Bloody Battle)')
SPEC_FILE = 'specs/sichuan.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/sichuan.yaml', '5f0e0d13a14eab9610304e0f0fe885c6ba5d9503adeceab2348ff9dc186df12f'),)
SPEC_SHA256 = '5f0e0d13a14eab9610304e0f0fe885c6ba5d9503adeceab2348ff9dc186df12f'
BUILD_KEY = '2876d79570a45374bc8ceb0b8e6c779194eb8ed8bb7d853c4071f1ac4747cfba'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'points'
READS = ('discard_after_kong', 'kong_chain', 'kong_replacement', 'last_tile')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 3, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 0, 'after_win': 'winner_leaves'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': [], 'counter': 'none', 'next_dealer': 'winner', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26],
    flower_tiles=[],
    flags={},
    options={
        'base': ('int', 1, (1, 1000)),
        'max_fan': ('int', 3, (1, 20)),
        'zimo_adds_fan': ('bool', False, None),
        'longqidui_bonus': ('bool', True, None),
        'with_daiyaojiu': ('bool', True, None),
        'wall_end_checks': ('bool', True, None),
        'hujiao_zhuanyi': ('bool', False, None),
        'with_jiangdui': ('bool', True, None),
    },
    penalties=[],
    flowers_by_tile=False,
    after_win='winner_leaves',
    player_fields=(('void', 'suit', -1, 'mps'),),
)

PATTERN_IDS = (
    'qingyise',
    'qidui',
    'longqidui',
    'pengpenghu',
    'jiangdui',
    'daiyaojiu',
    'jingoudiao',
    'gen',
    'gangshanghua',
    'gangshangpao',
    'qiangganghu',
    'haidi',
)
PATTERN_NAMES = (
    '清一色',
    '七对',
    '龙七对',
    '碰碰胡',
    '将对',
    '带幺九',
    '金钩钓',
    '根',
    '杠上开花',
    '杠上炮',
    '抢杠胡',
    '海底',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
KINDS_0 = frozenset({  # v_s.kind in PUNG_KINDS
    1, 2,
})
TILES_0 = frozenset({  # TILE_NUMBER[v_t] == 2 or TILE_NUMBER[v_t] == 5 or TILE_NUMBER[v_t] == 8
    1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 35, 38, 41,
})
TILES_1 = frozenset({  # IS_TERMINAL[v_t]
    0, 8, 9, 17, 18, 26,
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
    o_base = deal.options['base']
    o_max_fan = deal.options['max_fan']
    o_zimo_adds_fan = deal.options['zimo_adds_fan']
    o_longqidui_bonus = deal.options['longqidui_bonus']
    o_with_daiyaojiu = deal.options['with_daiyaojiu']
    o_hujiao_zhuanyi = deal.options['hujiao_zhuanyi']
    o_with_jiangdui = deal.options['with_jiangdui']
    f_discard_after_kong, f_kong_replacement, f_last_tile = map(
        win.context.get, ['discard_after_kong', 'kong_replacement', 'last_tile'], [False, False, False])
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_by = win.by
    b_chain_kongs = win.chain
    b_discarder = win.source
    b_melds = player.melds
    b_order = win.order
    b_self_drawn = win.by == SELF_DRAW
    b_still_playing = deal.playing
    b_tiles = sorted(hand_tiles + [t for m in player.melds for t in m.tiles])
    b_winner = win.winner
    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES, by_win_set=False)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_kong_points = multiply(2, o_base, 'specs/sichuan.yaml:140:12')  # kong_points: specs/sichuan.yaml:139
    d_kong_payers = len([1 for v_s in b_still_playing if v_s != b_discarder]) if b_still_playing else 0  # kong_payers: specs/sichuan.yaml:142
    d_roots = held_times(b_tiles, 4, True)  # roots: specs/sichuan.yaml:150
    n_gangshanghua = 1 if f_kong_replacement else 0  # gangshanghua: specs/sichuan.yaml:214
    n_gangshangpao = 1 if f_discard_after_kong else 0  # gangshangpao: specs/sichuan.yaml:220
    n_gen = max(0, d_roots) if d_roots > 0 else 0  # gen: specs/sichuan.yaml:207
    n_haidi = 1 if f_last_tile else 0  # haidi: specs/sichuan.yaml:232
    n_jingoudiao = 1 if len(b_melds) == 4 else 0  # jingoudiao: specs/sichuan.yaml:201
    n_qiangganghu = 1 if b_by == ROBBING_KONG else 0  # qiangganghu: specs/sichuan.yaml:226
    n_qingyise = 1 if bool(b_tiles) and TILE_SUIT[b_tiles[0]] == TILE_SUIT[b_tiles[-1]] else 0  # qingyise: specs/sichuan.yaml:161

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_pairs = arr.pairs
        b_sets = arr.sets
        b_shape = arr.shape
        n_daiyaojiu = 1 if o_with_daiyaojiu and all(not TILES_1.isdisjoint(v_s.tiles) for v_s in b_sets + b_pairs) else 0  # daiyaojiu: specs/sichuan.yaml:194
        p_pengpenghu = b_shape == SHAPE_STANDARD and KINDS_0.issuperset(map(KIND_OF, b_sets))  # pengpenghu: specs/sichuan.yaml:181
        n_jiangdui = 1 if o_with_jiangdui and p_pengpenghu and TILES_0.issuperset(b_tiles) else 0  # jiangdui: specs/sichuan.yaml:187
        n_longqidui = 1 if o_longqidui_bonus and b_shape == SHAPE_SEVEN_PAIRS and d_roots > 0 else 0  # longqidui: specs/sichuan.yaml:175
        n_pengpenghu = 1 if p_pengpenghu else 0  # pengpenghu: specs/sichuan.yaml:181
        n_qidui = 1 if b_shape == SHAPE_SEVEN_PAIRS else 0  # qidui: specs/sichuan.yaml:168
        s_fan = 2 * n_qingyise + 2 * n_qidui + n_longqidui + n_pengpenghu + 2 * n_jiangdui + 2 * n_daiyaojiu + n_jingoudiao + n_gen + n_gangshanghua + n_gangshangpao + n_qiangganghu + n_haidi
        d_hand_value = multiply(o_base, power(2, min(s_fan, o_max_fan), 'specs/sichuan.yaml:154:19'), 'specs/sichuan.yaml:154:12')  # hand_value: specs/sichuan.yaml:153

        value = d_hand_value
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_pairs, b_sets, b_shape, n_daiyaojiu, p_pengpenghu, n_jiangdui, n_longqidui, n_pengpenghu,
                    n_qidui, s_fan, d_hand_value,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_pairs, b_sets, b_shape, n_daiyaojiu, p_pengpenghu, n_jiangdui, n_longqidui, n_pengpenghu,
            n_qidui, s_fan, d_hand_value,
        ) = kept

    if any(TILE_SUIT[v_t] == seat_field(deal, b_winner, 0, -1) for v_t in b_tiles) if b_tiles else False:
        raise RecordError('holds_void_suit', "seat %d: %s" % (win.winner, '胡牌时手中不能有定缺的一门 (a winning hand holds no tile of the suit its seat chose to play without (定缺))'))
    if len(set(bytes(b_tiles).translate(SUIT_OF))) == 3:
        raise RecordError('not_missing_a_suit', "seat %d: %s" % (win.winner, '胡牌须缺一门：手中不能有三种花色 (a winning hand lacks one suit (缺一门): it holds no more than two suits)'))
    if b_self_drawn:  # self-draw: specs/sichuan.yaml:258
        pay_from_each(payments, deltas, b_still_playing, b_winner, multiply(o_base, power(2, min(s_fan + 1, o_max_fan), 'specs/sichuan.yaml:157:41'), 'specs/sichuan.yaml:157:34') if o_zimo_adds_fan else d_hand_value + o_base, '自摸 (self-draw)')
    if not b_self_drawn:  # discard: specs/sichuan.yaml:262
        add_payment(payments, deltas, b_discarder, b_winner, d_hand_value, '点炮 (discard)')
    if o_hujiao_zhuanyi and f_discard_after_kong and b_by == DISCARD:  # kong money passed on: specs/sichuan.yaml:266
        add_payment(payments, deltas, b_discarder, b_winner, sum((multiply(d_kong_points, d_kong_payers, 'specs/sichuan.yaml:148:29') if v_m.concealed else multiply(o_base, d_kong_payers, 'specs/sichuan.yaml:148:76') if v_m.added else d_kong_points) for v_m in b_chain_kongs) if b_chain_kongs else 0, '呼叫转移 (kong money passed on)')
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_qingyise: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 2, "count": n_qingyise})
    if n_qidui: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 2, "count": n_qidui})
    if n_longqidui: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 1, "count": n_longqidui})
    if n_pengpenghu: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 1, "count": n_pengpenghu})
    if n_jiangdui: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 2, "count": n_jiangdui})
    if n_daiyaojiu: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 2, "count": n_daiyaojiu})
    if n_jingoudiao: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 1, "count": n_jingoudiao})
    if n_gen: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 1, "count": n_gen})
    if n_gangshanghua: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 1, "count": n_gangshanghua})
    if n_gangshangpao: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 1, "count": n_gangshangpao})
    if n_qiangganghu: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 1, "count": n_qiangganghu})
    if n_haidi: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 1, "count": n_haidi})
    result = {
        "winner": win.winner,
        "total": d_hand_value,
        "unit": UNIT,
        "patterns": patterns,
    }
    return result, {'order': b_order, 'winner': b_winner}  # what the deal's rules read of this win


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
    o_base = deal.options['base']
    o_max_fan = deal.options['max_fan']
    o_wall_end_checks = deal.options['wall_end_checks']
    for v_k in deal.kongs:
        if timeline is not None:
            timeline.enter_kong(v_k)
        if v_k.source != NO_SEAT and not v_k.added:  # exposed kong: specs/sichuan.yaml:271
            add_payment(payments, deltas, v_k.source, v_k.owner, multiply(2, o_base, 'specs/sichuan.yaml:274:48'), '刮风 (exposed kong)')
        if v_k.added:  # added kong: specs/sichuan.yaml:275
            pay_from_each(payments, deltas, deal.playing, v_k.owner, o_base, '刮风 (added kong)')
        if v_k.concealed:  # concealed kong: specs/sichuan.yaml:279
            pay_from_each(payments, deltas, deal.playing, v_k.owner, multiply(2, o_base, 'specs/sichuan.yaml:282:55'), '下雨 (concealed kong)')
    if timeline is not None:
        timeline.enter_end()
    else:  # every win comes before the deal's end
        moment_at(deal, deal.n_events)
    for v_p in range(4):
        if o_wall_end_checks and not seat_has_won(deal, v_p) and len(seat_hand(deal, v_p)) > 0 and (len(set(bytes(seat_hand(deal, v_p) + [t for s in seat_melds(deal, v_p) for t in s.tiles]).translate(SUIT_OF))) == 3 or any(TILE_SUIT[v_t] == seat_field(deal, v_p, 0, -1) for v_t in seat_hand(deal, v_p) + [t for s in seat_melds(deal, v_p) for t in s.tiles])):  # a pig pays: specs/sichuan.yaml:284
            pay_to_each(payments, deltas, v_p, [v_q for v_q in deal.playing if v_q != v_p and len(seat_hand(deal, v_q)) > 0 and not (len(seat_hand(deal, v_q)) > 0 and (len(set(bytes(seat_hand(deal, v_q) + [t for s in seat_melds(deal, v_q) for t in s.tiles]).translate(SUIT_OF))) == 3 or any(TILE_SUIT[v_t] == seat_field(deal, v_q, 0, -1) for v_t in seat_hand(deal, v_q) + [t for s in seat_melds(deal, v_q) for t in s.tiles])))] if deal.playing else [], multiply(o_base, power(2, o_max_fan, 'specs/sichuan.yaml:289:27'), 'specs/sichuan.yaml:289:20'), '查花猪 (a pig pays the cap)')
        if o_wall_end_checks and not seat_has_won(deal, v_p) and len(seat_hand(deal, v_p)) > 0 and not (len(seat_hand(deal, v_p)) > 0 and (len(set(bytes(seat_hand(deal, v_p) + [t for s in seat_melds(deal, v_p) for t in s.tiles]).translate(SUIT_OF))) == 3 or any(TILE_SUIT[v_t] == seat_field(deal, v_p, 0, -1) for v_t in seat_hand(deal, v_p) + [t for s in seat_melds(deal, v_p) for t in s.tiles]))) and wait_total(deal, v_p, DISCARD, score_win, SHAPES, max) == 0:  # a hand not ready pays: specs/sichuan.yaml:291
            payers, payees = [v_p], [v_q for v_q in deal.playing if v_q != v_p and len(seat_hand(deal, v_q)) > 0 and not (len(seat_hand(deal, v_q)) > 0 and (len(set(bytes(seat_hand(deal, v_q) + [t for s in seat_melds(deal, v_q) for t in s.tiles]).translate(SUIT_OF))) == 3 or any(TILE_SUIT[v_t] == seat_field(deal, v_q, 0, -1) for v_t in seat_hand(deal, v_q) + [t for s in seat_melds(deal, v_q) for t in s.tiles]))) and wait_total(deal, v_q, DISCARD, score_win, SHAPES, max) > 0] if deal.playing else []  # the amount is worked out for each payment
            for v_payer in payers:
                for v_payee in payees:
                    add_payment(payments, deltas, v_payer, v_payee, wait_total(deal, v_payee, DISCARD, score_win, SHAPES, max), "查大叫 (a ready hand's best win)")
        if o_wall_end_checks and not seat_has_won(deal, v_p) and len(seat_hand(deal, v_p)) > 0 and (len(seat_hand(deal, v_p)) > 0 and (len(set(bytes(seat_hand(deal, v_p) + [t for s in seat_melds(deal, v_p) for t in s.tiles]).translate(SUIT_OF))) == 3 or any(TILE_SUIT[v_t] == seat_field(deal, v_p, 0, -1) for v_t in seat_hand(deal, v_p) + [t for s in seat_melds(deal, v_p) for t in s.tiles])) or wait_total(deal, v_p, DISCARD, score_win, SHAPES, max) == 0):  # kong money returned: specs/sichuan.yaml:298
            payers, payees = [v_p], others_of(v_p)  # the amount is worked out for each payment
            for v_payer in payers:
                for v_payee in payees:
                    add_payment(payments, deltas, v_payer, v_payee, sum(((multiply(2, o_base, 'specs/sichuan.yaml:305:74') if v_k.source == v_payee else 0) if v_k.source != NO_SEAT and not v_k.added else 0 if (any(v_w['winner'] == v_payee and v_w['order'] < kong_order(deal, v_k) for v_w in views) if views else False) else o_base if v_k.added else multiply(2, o_base, 'specs/sichuan.yaml:307:46')) for v_k in deal.kongs if v_k.owner == v_p) if deal.kongs else 0, '退税 (kong money returned)')
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/sichuan.c into the
# extension _sichuan beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _sichuan as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
