"""Scorer of the mjc ruleset `hongzhong` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 7f8b4ee37e42c4ea3500ff7a3350ad611c3d4e077c948191ab5911aa6ce07b36
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _hongzhong) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    KIND_OF, MAX_NUMBER_DIGITS, MAX_RECORD_LINE, NO_TILE, OTHER_SEATS, RecordError, Rules, SELF_DRAW,
    TILE_NUMBER, TILE_SUIT, Timeline, _shown, add_payment, arrangements, error_result,
    internal_error_result, melds_text, multiply, parse_record, power, seat_after, tiles_text, waits,
    wild_tiles, with_id,
)

# ================================================================ ruleset hongzhong

RULESET_ID = 'hongzhong'
RULESET_NAME = ('红中麻将', 'Hong Zhong Mahjong')
SPEC_FILE = 'specs/hongzhong.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('specs/hongzhong.yaml', '7f8b4ee37e42c4ea3500ff7a3350ad611c3d4e077c948191ab5911aa6ce07b36'),)
SPEC_SHA256 = '7f8b4ee37e42c4ea3500ff7a3350ad611c3d4e077c948191ab5911aa6ce07b36'
BUILD_KEY = '4040d3c2a95a0723c827d9a2263836343c89f6eb0c8bcfe784e2600f644b65cd'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'points'
READS = ('bonus_tiles',)  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 1, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 2, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': ['win'], 'counter': 'none', 'next_dealer': 'rotate', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 33],
    flower_tiles=[],
    flags={},
    options={
        'base': ('int', 2, (1, 100)),
        'discard_wins': ('bool', False, None),
        'birds_159': ('bool', False, None),
    },
    penalties=[],
    flowers_by_tile=False,
    wild_source='tiles',
    wild_tile=33,
)
# Where the wild tile's copies may stand (WILD_SETS 1, WILD_PAIR 2, WILD_PAIRS 4: sets, pair, seven_pairs),
# and the tiles they may stand for.
WILD_IN = 7
PLAYABLE = RULES.hand_tiles

PATTERN_IDS = (
    'qidui',
    'pengpenghu',
    'qingyise',
    'wuhongzhong',
    'sihongzhong',
)
PATTERN_NAMES = (
    '七对',
    '碰碰胡',
    '清一色',
    '无红中',
    '四红中',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
KINDS_0 = frozenset({  # v_s.kind in PUNG_KINDS
    1, 2,
})
TILES_0 = frozenset({  # v_t == 33
    33,
})
SHAPE_STANDARD = 0
SHAPE_SEVEN_PAIRS = 1
SHAPE_FOUR_RED = 2


def shape_four_red(tiles):
    """Shape 'four_red': a condition on the 14 concealed tiles."""
    return sum(map(TILES_0.__contains__, tiles)) == 4


SHAPES = [
    ("groups", 4, 1, (), 0),
    ("groups", 0, 7, (), 0),
    ("tiles", shape_four_red, None, 0, None),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_base = deal.options['base']
    o_discard_wins = deal.options['discard_wins']
    o_birds_159 = deal.options['birds_159']
    f_bonus_tiles = win.context.get('bonus_tiles', [])
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_dealer = deal.dealer
    b_discarder = win.source
    b_no_wilds = not wild_tiles(deal.wild, hand_tiles, player.melds)
    b_others = OTHER_SEATS[win.winner]
    b_self_drawn = win.by == SELF_DRAW
    b_winner = win.winner
    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES, by_win_set=False, wild=deal.wild, wild_in=WILD_IN, playable=PLAYABLE)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_hits_159 = len([1 for v_t in f_bonus_tiles if TILE_NUMBER[v_t] == 1 or TILE_NUMBER[v_t] == 5 or TILE_NUMBER[v_t] == 9 or (v_t == deal.wild != NO_TILE)]) if f_bonus_tiles else 0  # hits_159: specs/hongzhong.yaml:105
    n_wuhongzhong = 1 if b_no_wilds else 0  # wuhongzhong: specs/hongzhong.yaml:135

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_pairs = arr.pairs
        b_sets = arr.sets
        b_shape = arr.shape
        n_pengpenghu = 1 if b_shape == SHAPE_STANDARD and KINDS_0.issuperset(map(KIND_OF, b_sets)) else 0  # pengpenghu: specs/hongzhong.yaml:123
        n_qidui = 1 if b_shape == SHAPE_SEVEN_PAIRS else 0  # qidui: specs/hongzhong.yaml:117
        n_qingyise = 1 if b_shape != SHAPE_FOUR_RED and len({TILE_SUIT[v_s.tile] for v_s in b_sets + b_pairs}) == 1 else 0  # qingyise: specs/hongzhong.yaml:129
        n_sihongzhong = 1 if b_shape == SHAPE_FOUR_RED else 0  # sihongzhong: specs/hongzhong.yaml:141
        s_doublings = n_qidui + n_pengpenghu + n_qingyise + n_wuhongzhong + n_sihongzhong
        d_hand_value = multiply(o_base, power(2, s_doublings, 'specs/hongzhong.yaml:109:19'), 'specs/hongzhong.yaml:109:12')  # hand_value: specs/hongzhong.yaml:108

        value = d_hand_value
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_pairs, b_sets, b_shape, n_pengpenghu, n_qidui, n_qingyise, n_sihongzhong, s_doublings,
                    d_hand_value,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_pairs, b_sets, b_shape, n_pengpenghu, n_qidui, n_qingyise, n_sihongzhong, s_doublings,
            d_hand_value,
        ) = kept

    if not b_self_drawn and not o_discard_wins:
        raise RecordError('self_draw_only', "seat %d: %s" % (win.winner, '红中麻将只可自摸胡牌 (a hand wins by self-draw only; the option discard_wins lets a discard win)'))
    if b_self_drawn:  # self-draw: specs/hongzhong.yaml:173
        payers, payees = b_others, [b_winner]  # the amount is worked out for each payment
        for v_payer in payers:
            for v_payee in payees:
                add_payment(payments, deltas, v_payer, v_payee, d_hand_value + multiply(o_base, d_hits_159, 'specs/hongzhong.yaml:113:43') if o_birds_159 else multiply(d_hand_value, power(2, (len([1 for v_t in f_bonus_tiles if seat_after(b_dealer, (TILE_NUMBER[v_t] - 1) % 4) == b_winner]) if f_bonus_tiles else 0) + (len([1 for v_t in f_bonus_tiles if seat_after(b_dealer, (TILE_NUMBER[v_t] - 1) % 4) == v_payer]) if f_bonus_tiles else 0), 'specs/hongzhong.yaml:113:77'), 'specs/hongzhong.yaml:113:64'), '自摸 (self-draw)')
    if not b_self_drawn:  # discard: specs/hongzhong.yaml:177
        payers, payees = [b_discarder], [b_winner]  # the amount is worked out for each payment
        for v_payer in payers:
            for v_payee in payees:
                add_payment(payments, deltas, v_payer, v_payee, d_hand_value + multiply(o_base, d_hits_159, 'specs/hongzhong.yaml:113:43') if o_birds_159 else multiply(d_hand_value, power(2, (len([1 for v_t in f_bonus_tiles if seat_after(b_dealer, (TILE_NUMBER[v_t] - 1) % 4) == b_winner]) if f_bonus_tiles else 0) + (len([1 for v_t in f_bonus_tiles if seat_after(b_dealer, (TILE_NUMBER[v_t] - 1) % 4) == v_payer]) if f_bonus_tiles else 0), 'specs/hongzhong.yaml:113:77'), 'specs/hongzhong.yaml:113:64'), '点炮 (discard)')
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_qidui: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 1, "count": n_qidui})
    if n_pengpenghu: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 1, "count": n_pengpenghu})
    if n_qingyise: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 1, "count": n_qingyise})
    if n_wuhongzhong: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 1, "count": n_wuhongzhong})
    if n_sihongzhong: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 1, "count": n_sihongzhong})
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/hongzhong.c into the
# extension _hongzhong beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _hongzhong as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
