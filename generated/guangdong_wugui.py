"""Scorer of the mjc ruleset `guangdong_wugui` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: ac389ff8d658bd164981bec83064839a15a27a4c514fb6eb863701a6fef8de8f
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _guangdong_wugui) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    DISCARD, IS_DRAGON, KIND_OF, Lazy, MAX_NUMBER_DIGITS, MAX_RECORD_LINE, NO_SEAT, OTHER_SEATS,
    ROBBING_KONG, RecordError, Rules, SELF_DRAW, TILE_NUMBER, TILE_SUIT, Timeline, _shown,
    add_in_total, add_payment, arrangements, count_in_total, error_result, internal_error_result, last,
    melds_text, multiply, others_of, parse_record, pay_from_each, pay_to_each, power, seat_after,
    tiles_text, waits, wild_tiles, with_id,
)

# ================================================================ ruleset guangdong_wugui

RULESET_ID = 'guangdong_wugui'
RULESET_NAME = ('广东推倒胡（不带鬼）', 'Guangdong Push-Down Mahjong - no ghost')
SPEC_FILE = 'specs/guangdong_wugui.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/guangdong.yaml', 'd7838c5a2380001cb42cbf229691cf856551d0dd8995457082d19367013d0823'), ('specs/guangdong_wugui.yaml', 'e96230643c2b804585094e6b1d82e370ca353b8e11bc3838c1fb2481b47c578b'))
SPEC_SHA256 = 'ac389ff8d658bd164981bec83064839a15a27a4c514fb6eb863701a6fef8de8f'
BUILD_KEY = '3e053d95238684b1ef851325f459b03b295ca253316e6f7538935ac4b1870641'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'points'
READS = ('bonus_tiles', 'kong_chain', 'kong_replacement', 'last_tile')  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 3, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 6, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': ['win'], 'counter': 'none', 'next_dealer': 'rotate', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[],
    flags={},
    options={
        'base': ('int', 2, (1, 100)),
        'discard_wins': ('bool', False, None),
        'no_ghost_double': ('bool', True, None),
        'kong_bloom_double': ('bool', True, None),
        'rob_pays_all': ('bool', True, None),
        'kong_bloom_liable': ('bool', False, None),
        'four_ghosts_fan': ('int', 6, (1, 64)),
        'horses': ('int', 4, (0, 6)),
        'no_ghost_horses': ('int', 2, (0, 6)),
        'horse_follows_hand': ('bool', True, None),
        'horse_red_dealer': ('bool', False, None),
        'kong_unit': ('int', 1, (0, 100)),
        'kongs_on_draw': ('bool', True, None),
        'follow_points': ('int', 1, (0, 100)),
    },
    penalties=['follow_dealer'],
    flowers_by_tile=False,
)

PATTERN_IDS = (
    'pengpenghu',
    'qidui',
    'qingyise',
    'shisanyao',
    'gangkai',
    'haidi',
)
PATTERN_NAMES = (
    '碰碰胡',
    '七对',
    '清一色',
    '十三幺',
    '杠上开花',
    '海底捞月',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
KINDS_0 = frozenset({  # v_s.kind in PUNG_KINDS
    1, 2,
})
TILES_0 = frozenset({  # IS_YAOJIU[v_t]
    0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33,
})
SHAPE_STANDARD = 0
SHAPE_SEVEN_PAIRS = 1
SHAPE_THIRTEEN_ORPHANS = 2


def shape_thirteen_orphans(tiles):
    """Shape 'thirteen_orphans': a condition on the 14 concealed tiles."""
    return TILES_0.issuperset(tiles) and len(set(tiles)) == 13


SHAPES = [
    ("groups", 4, 1, (), 0),
    ("groups", 0, 7, (), 0),
    ("tiles", shape_thirteen_orphans, TILES_0, 12, None),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_base = deal.options['base']
    o_discard_wins = deal.options['discard_wins']
    o_kong_bloom_double = deal.options['kong_bloom_double']
    o_rob_pays_all = deal.options['rob_pays_all']
    o_kong_bloom_liable = deal.options['kong_bloom_liable']
    o_horses = deal.options['horses']
    o_no_ghost_horses = deal.options['no_ghost_horses']
    o_horse_follows_hand = deal.options['horse_follows_hand']
    o_horse_red_dealer = deal.options['horse_red_dealer']
    o_kong_unit = deal.options['kong_unit']
    f_bonus_tiles, f_kong_replacement, f_last_tile = map(
        win.context.get, ['bonus_tiles', 'kong_replacement', 'last_tile'], [[], False, False])
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_by = win.by
    b_chain_kongs = win.chain
    b_dealer = deal.dealer
    b_discarder = win.source
    b_no_wilds = not wild_tiles(deal.wild, hand_tiles, player.melds)
    b_others = OTHER_SEATS[win.winner]
    b_self_drawn = win.by == SELF_DRAW
    b_winner = win.winner
    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES, by_win_set=False)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_liable = b_discarder if b_by == ROBBING_KONG and o_rob_pays_all else next((v_m.source for v_m in last(1, b_chain_kongs) if v_m.source != NO_SEAT and not v_m.added), NO_SEAT) if o_kong_bloom_liable and f_kong_replacement else NO_SEAT  # liable: specs/guangdong.yaml:197
    d_allowed_horses = o_horses + (o_no_ghost_horses if b_no_wilds else 0)  # allowed_horses: specs/guangdong.yaml:211
    n_gangkai = 1 if f_kong_replacement and o_kong_bloom_double else 0  # gangkai: specs/guangdong.yaml:252
    n_haidi = 1 if f_last_tile and b_self_drawn else 0  # haidi: specs/guangdong.yaml:258
    s_fan = 0

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_pairs = arr.pairs
        b_sets = arr.sets
        b_shape = arr.shape
        n_pengpenghu = 1 if b_shape == SHAPE_STANDARD and KINDS_0.issuperset(map(KIND_OF, b_sets)) else 0  # pengpenghu: specs/guangdong.yaml:228
        n_qidui = 1 if b_shape == SHAPE_SEVEN_PAIRS else 0  # qidui: specs/guangdong.yaml:234
        n_qingyise = 1 if b_shape != SHAPE_THIRTEEN_ORPHANS and len({TILE_SUIT[v_s.tile] for v_s in b_sets + b_pairs}) == 1 else 0  # qingyise: specs/guangdong.yaml:240
        n_shisanyao = 1 if b_shape == SHAPE_THIRTEEN_ORPHANS else 0  # shisanyao: specs/guangdong.yaml:246
        s_doublings = n_pengpenghu + n_qidui + n_qingyise + n_shisanyao + n_gangkai + n_haidi
        d_hand_value = multiply(multiply(o_base, max(s_fan, 1), 'specs/guangdong.yaml:215:12'), power(2, s_doublings, 'specs/guangdong.yaml:215:33'), 'specs/guangdong.yaml:215:12')  # hand_value: specs/guangdong.yaml:214

        value = d_hand_value
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_pairs, b_sets, b_shape, n_pengpenghu, n_qidui, n_qingyise, n_shisanyao, s_doublings,
                    d_hand_value,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_pairs, b_sets, b_shape, n_pengpenghu, n_qidui, n_qingyise, n_shisanyao, s_doublings,
            d_hand_value,
        ) = kept
    d_horse_value = Lazy(lambda: multiply(len([1 for v_t in f_bonus_tiles if seat_after(b_dealer, (7 - TILE_NUMBER[v_t] if o_horse_red_dealer else (12 - TILE_NUMBER[v_t]) % 4) if IS_DRAGON[v_t] else (TILE_NUMBER[v_t] - 1) % 4) == b_winner]) if f_bonus_tiles else 0, d_hand_value if o_horse_follows_hand else o_base, 'specs/guangdong.yaml:218:12'))  # horse_value: specs/guangdong.yaml:217

    if b_by == DISCARD and not o_discard_wins:
        raise RecordError('self_draw_only', "seat %d: %s" % (win.winner, '推倒胡只可自摸胡牌 (a hand wins by self-draw only; the option discard_wins lets a discard win)'))
    if len(f_bonus_tiles) > d_allowed_horses:
        raise RecordError('too_many_horses', "seat %d: %s" % (win.winner, '这手胡牌摸%d张马，记录给了%d张 (this win draws %d horses, and the record gives %d)' % (d_allowed_horses, len(f_bonus_tiles), d_allowed_horses, len(f_bonus_tiles),)))
    before = deltas[win.winner]  # every transfer below pays the winner: what it collects is its gain
    if b_self_drawn and d_liable == NO_SEAT:  # self-draw: specs/guangdong.yaml:312
        pay_from_each(payments, deltas, b_others, b_winner, d_hand_value, '自摸 (self-draw)')
        pay_from_each(payments, deltas, b_others, b_winner, d_horse_value(), '中马 (horses)')
    if d_liable != NO_SEAT:  # one seat pays all: specs/guangdong.yaml:317
        add_payment(payments, deltas, d_liable, b_winner, multiply(3, d_hand_value, 'specs/guangdong.yaml:320:35'), '包三家 (one seat pays all)')
        add_payment(payments, deltas, d_liable, b_winner, multiply(3, d_horse_value(), 'specs/guangdong.yaml:321:35'), '中马（包） (horses (one seat pays all))')
    if not b_self_drawn and d_liable == NO_SEAT:  # discard: specs/guangdong.yaml:322
        add_payment(payments, deltas, b_discarder, b_winner, d_hand_value, '点炮 (discard)')
        add_payment(payments, deltas, b_discarder, b_winner, d_horse_value(), '中马 (horses)')
    collected = deltas[win.winner] - before
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_pengpenghu: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 1, "count": n_pengpenghu})
    if n_qidui: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 1, "count": n_qidui})
    if n_qingyise: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 1, "count": n_qingyise})
    if n_shisanyao: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 1, "count": n_shisanyao})
    if n_gangkai: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 1, "count": n_gangkai})
    if n_haidi: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 1, "count": n_haidi})
    result = {
        "winner": win.winner,
        "total": collected,
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
    o_kong_unit = deal.options['kong_unit']
    o_kongs_on_draw = deal.options['kongs_on_draw']
    o_follow_points = deal.options['follow_points']
    gains = [0, 0, 0, 0, 0]  # what the rules whose money counts toward a win's total paid each seat, less what they took
    for v_k in deal.kongs:
        if timeline is not None:
            timeline.enter_kong(v_k)
        mark = len(payments)
        if v_k.concealed and (o_kongs_on_draw or not not deal.wins):  # concealed kong: specs/guangdong.yaml:328
            pay_from_each(payments, deltas, others_of(v_k.owner), v_k.owner, multiply(2, o_kong_unit, 'specs/guangdong.yaml:332:62'), '暗杠 (concealed kong)')
        count_in_total(payments, mark, gains)
        mark = len(payments)
        if v_k.added and (o_kongs_on_draw or not not deal.wins):  # added kong: specs/guangdong.yaml:333
            pay_from_each(payments, deltas, others_of(v_k.owner), v_k.owner, o_kong_unit, '补杠 (added kong)')
        count_in_total(payments, mark, gains)
        mark = len(payments)
        if v_k.source != NO_SEAT and not v_k.added and (o_kongs_on_draw or not not deal.wins):  # kong of a discard: specs/guangdong.yaml:338
            add_payment(payments, deltas, v_k.source, v_k.owner, multiply(3, o_kong_unit, 'specs/guangdong.yaml:342:48'), '点杠 (kong of a discard)')
        count_in_total(payments, mark, gains)
    add_in_total(results, gains)
    for kind, v_seat in deal.penalties:
        if timeline is not None:
            timeline.enter_penalty()
        if kind == 'follow_dealer':
            pay_to_each(payments, deltas, v_seat, others_of(v_seat), o_follow_points, '跟庄 (followed dealer)')
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/guangdong_wugui.c into the
# extension _guangdong_wugui beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _guangdong_wugui as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
