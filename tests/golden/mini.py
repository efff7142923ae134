"""Scorer of the mjc ruleset `mini` (RULESET_NAME below), generated from the spec SPEC_FILE.

Spec sha256: 0b588796bfe26ee4f724cebca0c1c1b55e255ff59bb9b15c6dd3dde135aa36f4
Do not edit: change the spec and run `mjc build`. It imports mjc's runtime (pip install mjc); `mjc build
--standalone` writes one that needs only the standard library.

    score(record: dict) -> dict   # a hand record (docs/guide/records.md) in, a result out
    score_many(records: list) -> list[dict]   # the same for each record of a batch
    BACKEND   # "native" where the C build of this spec (the extension _mini) scores, else "python"
"""

# ================================================================ runtime (shared by every mjc scorer)

from mjc.runtime import (  # noqa: F401 (some serve mjc score, not the module)
    CHOW, IS_DRAGON, KIND_OF, Lazy, MAX_NUMBER_DIGITS, MAX_RECORD_LINE, NO_SEAT, OTHER_SEATS,
    PUNG_KINDS, RecordError, Rules, SELF_DRAW, SOURCE_OF, TILE_NUMBER, TILE_OF, TILE_SUIT, Timeline,
    _shown, add_payment, any_combination, arrangements, choose_relations, distinct, error_result,
    internal_error_result, last, melds_text, multiply, others_of, parse_record, pay_from_each,
    pay_to_each, relation_found, relation_index, seat_flower_tiles, tiles_text, waits, with_id,
)

# ================================================================ ruleset mini

RULESET_ID = 'mini'
RULESET_NAME = ('小规则', 'Mini rules')
SPEC_FILE = 'tests/data/mini.yaml'
# Every file the spec is made of (a house ruleset and its bases) and its sha256: the module is fresh while they are.
SPEC_SOURCES = (('tests/data/mini.yaml', '0b588796bfe26ee4f724cebca0c1c1b55e255ff59bb9b15c6dd3dde135aa36f4'),)
SPEC_SHA256 = '0b588796bfe26ee4f724cebca0c1c1b55e255ff59bb9b15c6dd3dde135aa36f4'
BUILD_KEY = 'e374ae994ca4fc4231f4a06b2b91abe7b57ecb796d41645bd19fc12bd51914ce'  # sha256 of the C source of this spec and mjc_runtime.h: its C build's must match
UNIT = 'fan'
READS = ('lucky',)  # the context flags (and a seat's `ready`) the rules read: what a simulated table sets
TABLE_RULES = {'winners_per_discard': 1, 'more_winners': 'first_in_turn', 'furiten': False, 'dead_wall': 0, 'bonus_tiles': 0, 'after_win': 'end'}  # how play goes at the table (the spec's table:): what mjc simulate follows
GAME_RULES = {'rounds': 4, 'dealer_keeps': ['win'], 'counter': 'none', 'next_dealer': 'rotate', 'seat_changes': [], 'draw_wins': [], 'start_points': 0, 'stick': 0, 'sticks_at_end': 'top', 'ends_below_zero': False, 'target': 0, 'extra_rounds': 0, 'last_dealer_stops': [], 'return_points': None, 'point_unit': 0, 'uma': [], 'rounding': 'exact', 'ties': 'split'}  # how deals follow one another (the spec's game:): what mjc game follows

RULES = Rules(
    ruleset_id=RULESET_ID,
    claims=['chow', 'pung', 'kong'],
    hand_tiles=[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33],
    flower_tiles=[34, 35, 36, 37, 38, 39, 40, 41],
    flags={'lucky': 'bool'},
    options={
        'discard_factor': ('int', 2, (1, 4)),
        'flowers_count': ('bool', True, None),
    },
    penalties=['false_win'],
    flowers_by_tile=True,
)

PATTERN_IDS = (
    'big_dragons',
    'orphans',
    'seven_pairs',
    'mixed_triple_chow',
    'pure_double_chow',
    'mixed_double_chow',
    'short_straight',
    'all_pungs',
    'dragon_pung',
    'seat_wind_pung',
    'concealed_hand',
    'zimo',
    'edge_wait',
    'lucky_win',
    'flower_bonus',
)
PATTERN_NAMES = (
    '大三元',
    '十三幺',
    '七对',
    '三色三同顺',
    '一般高',
    '喜相逢',
    '连六',
    '碰碰和',
    '箭刻',
    '门风刻',
    '门前清',
    '自摸',
    '边张',
    '幸运',
    '花牌',
)

# Tiles (or set kinds, seats, flags) for which a condition of the spec holds, tested against a list in one call.
KINDS_0 = frozenset({  # v_s.kind in PUNG_KINDS
    1, 2,
})
SEATS_0 = frozenset({  # v_m.source != NO_SEAT
    0, 1, 2, 3,
})
TILES_0 = frozenset({  # IS_YAOJIU[v_t]
    0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33,
})
TILES_1 = frozenset({  # IS_FLOWER[v_t]
    34, 35, 36, 37, 38, 39, 40, 41,
})

# Relation patterns whose condition reads only their sets' tiles: the sorted tiles of every
# combination of sets that holds the relation in some order (built by compiler/tabulate.py).
RELATION_4 = frozenset({  # pure_double_chow
    (0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (9, 9),
    (10, 10), (11, 11), (12, 12), (13, 13), (14, 14), (15, 15), (18, 18), (19, 19),
    (20, 20), (21, 21), (22, 22), (23, 23), (24, 24),
})
RELATION_5 = frozenset({  # mixed_double_chow
    (0, 9), (0, 18), (1, 10), (1, 19), (2, 11), (2, 20), (3, 12), (3, 21),
    (4, 13), (4, 22), (5, 14), (5, 23), (6, 15), (6, 24), (9, 18), (10, 19),
    (11, 20), (12, 21), (13, 22), (14, 23), (15, 24),
})
RELATION_6 = frozenset({  # short_straight
    (0, 3), (1, 4), (2, 5), (3, 6), (9, 12), (10, 13), (11, 14), (12, 15),
    (18, 21), (19, 22), (20, 23), (21, 24),
})

# A family's tables of one arity together: key -> its patterns, for one lookup per combination.
RELATIONS_0_2 = relation_index({4: RELATION_4, 5: RELATION_5, 6: RELATION_6})

# Each family's pattern values; and the best choice, worked out by the compiler, for every list of
# instances (sets sorted by tile) in which a set takes part more than once.
RELATION_VALUES_0 = {4: 1, 5: 1, 6: 1}
RELATION_CHOICES_0 = {
    ((4, (0, 1)), (4, (0, 2)), (4, (0, 3)), (4, (1, 2)), (4, (1, 3)), (4, (2, 3))): {4: 2},
    ((4, (0, 1)), (4, (0, 2)), (4, (1, 2))): {4: 1},
    ((4, (0, 1)), (4, (0, 2)), (4, (1, 2)), (5, (0, 3)), (5, (1, 3)), (5, (2, 3))): {4: 1, 5: 1},
    ((4, (0, 1)), (4, (0, 2)), (4, (1, 2)), (6, (0, 3)), (6, (1, 3)), (6, (2, 3))): {4: 1, 6: 1},
    ((4, (0, 1)), (4, (2, 3)), (5, (0, 2)), (5, (0, 3)), (5, (1, 2)), (5, (1, 3))): {4: 2, 5: 1},
    ((4, (0, 1)), (4, (2, 3)), (6, (0, 2)), (6, (0, 3)), (6, (1, 2)), (6, (1, 3))): {4: 2, 6: 1},
    ((4, (0, 1)), (5, (0, 2)), (5, (0, 3)), (5, (1, 2)), (5, (1, 3)), (5, (2, 3))): {4: 1, 5: 2},
    ((4, (0, 1)), (5, (0, 2)), (5, (1, 2))): {4: 1, 5: 1},
    ((4, (0, 1)), (5, (0, 2)), (5, (1, 2)), (6, (2, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (0, 1)), (5, (0, 3)), (5, (1, 3))): {4: 1, 5: 1},
    ((4, (0, 1)), (5, (0, 3)), (5, (1, 3)), (6, (0, 2)), (6, (1, 2))): {4: 1, 5: 1, 6: 1},
    ((4, (0, 1)), (5, (0, 3)), (5, (1, 3)), (6, (2, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (0, 1)), (5, (2, 3)), (6, (0, 2)), (6, (1, 2))): {4: 1, 5: 1, 6: 1},
    ((4, (0, 1)), (6, (0, 2)), (6, (1, 2))): {4: 1, 6: 1},
    ((4, (0, 1)), (6, (0, 2)), (6, (1, 2)), (6, (2, 3))): {4: 1, 6: 1},
    ((4, (0, 1)), (6, (0, 3)), (6, (1, 3))): {4: 1, 6: 1},
    ((4, (1, 2)), (4, (1, 3)), (4, (2, 3))): {4: 1},
    ((4, (1, 2)), (4, (1, 3)), (4, (2, 3)), (5, (0, 1)), (5, (0, 2)), (5, (0, 3))): {4: 1, 5: 1},
    ((4, (1, 2)), (4, (1, 3)), (4, (2, 3)), (6, (0, 1)), (6, (0, 2)), (6, (0, 3))): {4: 1, 6: 1},
    ((4, (1, 2)), (5, (0, 1)), (5, (0, 2))): {4: 1, 5: 1},
    ((4, (1, 2)), (5, (0, 1)), (5, (0, 2)), (5, (0, 3)), (5, (1, 3)), (5, (2, 3))): {4: 1, 5: 2},
    ((4, (1, 2)), (5, (0, 1)), (5, (0, 2)), (6, (1, 3)), (6, (2, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (1, 2)), (5, (0, 3)), (6, (0, 1)), (6, (0, 2))): {4: 1, 5: 1, 6: 1},
    ((4, (1, 2)), (5, (0, 3)), (6, (1, 3)), (6, (2, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (1, 2)), (5, (1, 3)), (5, (2, 3))): {4: 1, 5: 1},
    ((4, (1, 2)), (5, (1, 3)), (5, (2, 3)), (6, (0, 1)), (6, (0, 2))): {4: 1, 5: 1, 6: 1},
    ((4, (1, 2)), (6, (0, 1)), (6, (0, 2))): {4: 1, 6: 1},
    ((4, (1, 2)), (6, (0, 1)), (6, (0, 2)), (6, (1, 3)), (6, (2, 3))): {4: 1, 6: 2},
    ((4, (1, 2)), (6, (1, 3)), (6, (2, 3))): {4: 1, 6: 1},
    ((4, (2, 3)), (5, (0, 1)), (5, (0, 2)), (5, (0, 3)), (5, (1, 2)), (5, (1, 3))): {4: 1, 5: 2},
    ((4, (2, 3)), (5, (0, 1)), (6, (1, 2)), (6, (1, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (2, 3)), (5, (0, 2)), (5, (0, 3))): {4: 1, 5: 1},
    ((4, (2, 3)), (5, (0, 2)), (5, (0, 3)), (6, (0, 1))): {4: 1, 5: 1, 6: 1},
    ((4, (2, 3)), (5, (0, 2)), (5, (0, 3)), (6, (1, 2)), (6, (1, 3))): {4: 1, 5: 1, 6: 1},
    ((4, (2, 3)), (5, (1, 2)), (5, (1, 3))): {4: 1, 5: 1},
    ((4, (2, 3)), (5, (1, 2)), (5, (1, 3)), (6, (0, 1))): {4: 1, 5: 1, 6: 1},
    ((4, (2, 3)), (6, (0, 1)), (6, (1, 2)), (6, (1, 3))): {4: 1, 6: 1},
    ((4, (2, 3)), (6, (0, 2)), (6, (0, 3))): {4: 1, 6: 1},
    ((4, (2, 3)), (6, (1, 2)), (6, (1, 3))): {4: 1, 6: 1},
    ((5, (0, 1)), (5, (0, 2)), (5, (1, 2))): {5: 1},
    ((5, (0, 1)), (5, (0, 2)), (5, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 1)), (5, (0, 3)), (5, (1, 3))): {5: 1},
    ((5, (0, 1)), (5, (0, 3)), (5, (1, 3)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 1)), (5, (0, 3)), (5, (1, 3)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 1)), (5, (2, 3)), (6, (1, 2))): {5: 2, 6: 1},
    ((5, (0, 1)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 1)), (6, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 1)), (6, (1, 3))): {5: 1, 6: 1},
    ((5, (0, 2)), (5, (0, 3)), (5, (2, 3))): {5: 1},
    ((5, (0, 2)), (5, (0, 3)), (5, (2, 3)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (0, 2)), (5, (0, 3)), (5, (2, 3)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 2)), (5, (1, 3)), (6, (0, 1))): {5: 2, 6: 1},
    ((5, (0, 2)), (5, (1, 3)), (6, (0, 1)), (6, (2, 3))): {5: 2, 6: 1},
    ((5, (0, 2)), (5, (1, 3)), (6, (1, 2))): {5: 2, 6: 1},
    ((5, (0, 2)), (5, (1, 3)), (6, (2, 3))): {5: 2, 6: 1},
    ((5, (0, 2)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (0, 2)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 2)), (6, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 3)), (5, (1, 2)), (6, (0, 1))): {5: 2, 6: 1},
    ((5, (0, 3)), (5, (1, 2)), (6, (2, 3))): {5: 2, 6: 1},
    ((5, (0, 3)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (0, 1)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (0, 1)), (6, (2, 3))): {5: 1, 6: 2},
    ((5, (0, 3)), (6, (0, 2))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (1, 3))): {5: 1, 6: 1},
    ((5, (0, 3)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (1, 2)), (5, (1, 3)), (5, (2, 3))): {5: 1},
    ((5, (1, 2)), (5, (1, 3)), (5, (2, 3)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (1, 2)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (1, 2)), (6, (0, 1)), (6, (2, 3))): {5: 1, 6: 2},
    ((5, (1, 2)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (1, 3)), (6, (0, 1))): {5: 1, 6: 1},
    ((5, (1, 3)), (6, (0, 1)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (1, 3)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (1, 3)), (6, (2, 3))): {5: 1, 6: 1},
    ((5, (2, 3)), (6, (0, 1)), (6, (1, 2))): {5: 1, 6: 1},
    ((5, (2, 3)), (6, (0, 2))): {5: 1, 6: 1},
    ((5, (2, 3)), (6, (1, 2))): {5: 1, 6: 1},
    ((6, (0, 1)), (6, (1, 2))): {6: 1},
    ((6, (0, 1)), (6, (1, 3))): {6: 1},
    ((6, (0, 2)), (6, (2, 3))): {6: 1},
    ((6, (1, 2)), (6, (2, 3))): {6: 1},
}

SHAPE_STANDARD = 0
SHAPE_PAIRS7 = 1
SHAPE_ORPHANS13 = 2


def shape_orphans13(tiles):
    """Shape 'orphans13': a condition on the 14 concealed tiles."""
    return TILES_0.issuperset(tiles) and len(set(tiles)) == 13


SHAPES = [
    ("groups", 4, 1, (), 0),
    ("groups", 0, 7, (), 0),
    ("tiles", shape_orphans13, TILES_0, 12, None),
]


def score_win(deal, win, payments, deltas):
    """Score one win: choose the best arrangement, check it, pay it; return (result, view)."""
    player = win.player  # the winner's seat, or its hand and melds as the win gives them
    o_discard_factor = deal.options['discard_factor']
    o_flowers_count = deal.options['flowers_count']
    f_lucky = win.context.get('lucky', False)
    hand_tiles = sorted(player.hand + [win.win_tile])
    b_discarder = win.source
    b_flowers = player.flower_count
    b_melds = player.melds
    b_others = OTHER_SEATS[win.winner]
    b_seat_wind = 27 + (win.winner - deal.dealer) % 4
    b_self_drawn = win.by == SELF_DRAW
    b_waits = Lazy(lambda: waits(player.hand, player.melds, SHAPES))
    b_win_tile = win.win_tile
    b_winner = win.winner
    best_value = best = None
    readings = arrangements(hand_tiles, player.melds, win.win_tile, win.winner, SHAPES)
    if not readings:  # a hand of no winning shape: nothing else of it is worked out
        raise RecordError("not_a_win", "seat %d: %s with %s does not make a winning shape of this ruleset"
                          % (win.winner, tiles_text(hand_tiles), melds_text(player.melds)))
    d_discard_payer = NO_SEAT if b_self_drawn else b_discarder  # discard_payer: tests/data/mini.yaml:30
    n_concealed_hand = 1 if SEATS_0.isdisjoint(map(SOURCE_OF, b_melds)) and not b_self_drawn else 0  # concealed_hand: tests/data/mini.yaml:75
    n_zimo = 1 if b_self_drawn else 0  # zimo: tests/data/mini.yaml:79
    n_lucky_win = 1 if f_lucky else 0  # lucky_win: tests/data/mini.yaml:85
    val_lucky_win = max(1, min(3, abs(-2))) if n_lucky_win else 0
    n_flower_bonus = max(0, b_flowers) if o_flowers_count and b_flowers > 0 else 0  # flower_bonus: tests/data/mini.yaml:89
    s_flower_fan = n_flower_bonus

    several = len(readings) > 1  # then the best one's values are kept as the loop goes on
    for arr in readings:
        b_chows = [s for s in arr.sets if s.kind == CHOW]
        b_pungs = [s for s in arr.sets if s.kind in PUNG_KINDS]
        b_sets = arr.sets
        b_shape = arr.shape
        b_win_set = arr.win_set
        d_dragon_pungs = [v_s for v_s in b_pungs if IS_DRAGON[v_s.tile]] if b_pungs else []  # dragon_pungs: tests/data/mini.yaml:29
        r_items = sorted(b_chows, key=TILE_OF)  # ties between choices go to the lowest tiles
        if len(r_items) >= 2:
            r_tiles = list(map(TILE_OF, r_items))
            r_found_0 = relation_found(r_tiles, ((2, RELATIONS_0_2),))
            r_found_0.sort()  # in pattern order, then combination order: ties go to the first
            r_ids_0 = {i for i, _members in r_found_0}
            r_counts_0 = choose_relations(r_found_0, RELATION_VALUES_0, RELATION_CHOICES_0)
        else:  # too few sets for any of the relations
            r_ids_0, r_counts_0 = (), {}
        p_pure_double_chow = 4 in r_ids_0  # pure_double_chow: tests/data/mini.yaml:50
        p_mixed_double_chow = 5 in r_ids_0  # mixed_double_chow: tests/data/mini.yaml:54
        p_short_straight = 6 in r_ids_0  # short_straight: tests/data/mini.yaml:58
        n_big_dragons = 1 if len(d_dragon_pungs) == 3 else 0  # big_dragons: tests/data/mini.yaml:33
        n_orphans = 1 if b_shape == SHAPE_ORPHANS13 else 0  # orphans: tests/data/mini.yaml:38
        n_seven_pairs = 1 if b_shape == SHAPE_PAIRS7 else 0  # seven_pairs: tests/data/mini.yaml:42
        n_mixed_triple_chow = 1 if (any_combination(b_chows, 3, lambda v_a, v_b, v_c: TILE_NUMBER[v_a.tile] == TILE_NUMBER[v_b.tile] == TILE_NUMBER[v_c.tile] and distinct([TILE_SUIT[v_x.tile] for v_x in [v_a, v_b, v_c]]) == [TILE_SUIT[v_a.tile], TILE_SUIT[v_b.tile], TILE_SUIT[v_c.tile]]) if len(b_chows) >= 3 else False) else 0  # mixed_triple_chow: tests/data/mini.yaml:46
        n_pure_double_chow = max(0, r_counts_0.get(4, 0)) if p_pure_double_chow else 0  # pure_double_chow: tests/data/mini.yaml:50
        n_mixed_double_chow = max(0, r_counts_0.get(5, 0)) if p_mixed_double_chow else 0  # mixed_double_chow: tests/data/mini.yaml:54
        n_short_straight = max(0, r_counts_0.get(6, 0)) if p_short_straight else 0  # short_straight: tests/data/mini.yaml:58
        n_all_pungs = 1 if b_shape == SHAPE_STANDARD and len(b_sets) >= 4 and sum(map(KINDS_0.__contains__, map(KIND_OF, b_sets))) == 4 else 0  # all_pungs: tests/data/mini.yaml:62
        n_dragon_pung = max(0, len(d_dragon_pungs)) if not (n_big_dragons) and (len(d_dragon_pungs) > 0) else 0  # dragon_pung: tests/data/mini.yaml:66
        n_seat_wind_pung = 1 if b_seat_wind in map(TILE_OF, b_pungs) else 0  # seat_wind_pung: tests/data/mini.yaml:71
        n_edge_wait = 1 if b_win_set.kind == CHOW and len(b_waits()) == 1 and (TILE_NUMBER[b_win_tile] == 3 and TILE_NUMBER[b_win_set.tile] == 1 or TILE_NUMBER[b_win_tile] == 7 and TILE_NUMBER[b_win_set.tile] == 7) else 0  # edge_wait: tests/data/mini.yaml:82
        s_fan = 88 * n_big_dragons + 88 * n_orphans + 24 * n_seven_pairs + 8 * n_mixed_triple_chow + n_pure_double_chow + n_mixed_double_chow + n_short_straight + 6 * n_all_pungs + 2 * n_dragon_pung + 2 * n_seat_wind_pung + 2 * n_concealed_hand + n_zimo + n_edge_wait + val_lucky_win * n_lucky_win

        value = s_fan + s_flower_fan
        if best is None or value > best_value:
            best_value, best = value, arr
            if several:
                kept = (
                    b_chows, b_pungs, b_sets, b_shape, b_win_set, d_dragon_pungs, r_ids_0, r_counts_0,
                    p_pure_double_chow, p_mixed_double_chow, p_short_straight, n_big_dragons, n_orphans, n_seven_pairs,
                    n_mixed_triple_chow, n_pure_double_chow, n_mixed_double_chow, n_short_straight, n_all_pungs,
                    n_dragon_pung, n_seat_wind_pung, n_edge_wait, s_fan,
                )
    if arr is not best:  # the values above are the last arrangement's: take the best one's
        arr = best
        (
            b_chows, b_pungs, b_sets, b_shape, b_win_set, d_dragon_pungs, r_ids_0, r_counts_0,
            p_pure_double_chow, p_mixed_double_chow, p_short_straight, n_big_dragons, n_orphans, n_seven_pairs,
            n_mixed_triple_chow, n_pure_double_chow, n_mixed_double_chow, n_short_straight, n_all_pungs,
            n_dragon_pung, n_seat_wind_pung, n_edge_wait, s_fan,
        ) = kept

    if s_fan == 0:
        raise RecordError('no_fan', "seat %d: %s" % (win.winner, '无番不能和 (a hand needs at least one fan)'))
    if b_self_drawn:  # self-draw: tests/data/mini.yaml:104
        pay_from_each(payments, deltas, b_others, b_winner, s_fan + s_flower_fan, '自摸 (self-draw)')
    if d_discard_payer != NO_SEAT:  # discard: tests/data/mini.yaml:108
        add_payment(payments, deltas, d_discard_payer, b_winner, multiply(o_discard_factor, s_fan + s_flower_fan, 'tests/data/mini.yaml:111:42'), '放炮 (discard)')
    patterns = []  # those that scored, each on one line: a test per pattern is faster than a loop over all
    if n_big_dragons: patterns.append({"id": PATTERN_IDS[0], "name": PATTERN_NAMES[0], "value": 88, "count": n_big_dragons})
    if n_orphans: patterns.append({"id": PATTERN_IDS[1], "name": PATTERN_NAMES[1], "value": 88, "count": n_orphans})
    if n_seven_pairs: patterns.append({"id": PATTERN_IDS[2], "name": PATTERN_NAMES[2], "value": 24, "count": n_seven_pairs})
    if n_mixed_triple_chow: patterns.append({"id": PATTERN_IDS[3], "name": PATTERN_NAMES[3], "value": 8, "count": n_mixed_triple_chow})
    if n_pure_double_chow: patterns.append({"id": PATTERN_IDS[4], "name": PATTERN_NAMES[4], "value": 1, "count": n_pure_double_chow})
    if n_mixed_double_chow: patterns.append({"id": PATTERN_IDS[5], "name": PATTERN_NAMES[5], "value": 1, "count": n_mixed_double_chow})
    if n_short_straight: patterns.append({"id": PATTERN_IDS[6], "name": PATTERN_NAMES[6], "value": 1, "count": n_short_straight})
    if n_all_pungs: patterns.append({"id": PATTERN_IDS[7], "name": PATTERN_NAMES[7], "value": 6, "count": n_all_pungs})
    if n_dragon_pung: patterns.append({"id": PATTERN_IDS[8], "name": PATTERN_NAMES[8], "value": 2, "count": n_dragon_pung})
    if n_seat_wind_pung: patterns.append({"id": PATTERN_IDS[9], "name": PATTERN_NAMES[9], "value": 2, "count": n_seat_wind_pung})
    if n_concealed_hand: patterns.append({"id": PATTERN_IDS[10], "name": PATTERN_NAMES[10], "value": 2, "count": n_concealed_hand})
    if n_zimo: patterns.append({"id": PATTERN_IDS[11], "name": PATTERN_NAMES[11], "value": 1, "count": n_zimo})
    if n_edge_wait: patterns.append({"id": PATTERN_IDS[12], "name": PATTERN_NAMES[12], "value": 1, "count": n_edge_wait})
    if n_lucky_win: patterns.append({"id": PATTERN_IDS[13], "name": PATTERN_NAMES[13], "value": val_lucky_win, "count": n_lucky_win})
    if n_flower_bonus: patterns.append({"id": PATTERN_IDS[14], "name": PATTERN_NAMES[14], "value": 1, "count": n_flower_bonus})
    result = {
        "winner": win.winner,
        "total": s_fan + s_flower_fan,
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
    for v_k in deal.kongs:
        if timeline is not None:
            timeline.enter_kong(v_k)
        if v_k.concealed or v_k.source in [0, 1, 2, 3]:  # kong: tests/data/mini.yaml:113
            pay_from_each(payments, deltas, others_of(v_k.owner), v_k.owner, 2 if v_k.concealed else 1, '杠 (kong)')
    if timeline is not None:
        timeline.enter_end()
    for v_p in range(4):
        if len(seat_flower_tiles(deal, v_p)) >= 4 and TILES_1.issuperset(last(4, seat_flower_tiles(deal, v_p))):  # flower kong: tests/data/mini.yaml:118
            payers, payees = others_of(v_p), [v_p]  # the amount is worked out for each payment
            for v_payer in payers:
                for v_payee in payees:
                    add_payment(payments, deltas, v_payer, v_payee, 6 if v_payer == deal.dealer else 5, '花杠 (flower kong)')
    for kind, v_seat in deal.penalties:
        if timeline is not None:
            timeline.enter_penalty()
        if kind == 'false_win':
            pay_to_each(payments, deltas, v_seat, others_of(v_seat), 5, '诈胡 (false win)')
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

# The C build of this spec (`pip install` or `mjc build --native` compile generated/mini.c into the
# extension _mini beside this module) scores in its place when it was made from the same spec and options.
BACKEND = "python"  # "native" when the C build of this spec is present (mjc doctor)
# The C build's line path for `mjc score` (compiler/lines.py): a JSON line's bytes in, its output line out; and
# the lines of a span of a file at once (compiler/batch.py).
score_json_line = score_json_lines = None
_native = None
if __package__:  # imported from a package; a module loaded on its own (or compiled in memory) has no C build
    try:
        from . import _mini as _native
    except ImportError:  # not built here: no C compiler or Python headers, or not built yet
        _native = None
if _native is not None and getattr(_native, "BUILD_KEY", None) == BUILD_KEY:
    _native.bind(score)
    score, score_many, BACKEND = _native.score, _native.score_many, "native"
    score_json_line = getattr(_native, "score_json_line", None)
    score_json_lines = getattr(_native, "score_json_lines", None)
