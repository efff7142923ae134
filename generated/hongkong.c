#define MJC_BUILD_KEY "6b3b735b1c3902dafa6056ba860d6a621d6e7432e5887b6b3ff936e9e42c4ec5"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `hongkong`, generated from the spec specs/hongkong.yaml.
 *
 * Spec sha256: 0d33e8bbed098f3a72e821f998c81eb3218bd94ed51fa9fbed7c5e078a9ffb90
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._hongkong, which the Python module generated/hongkong.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 30
#define N_SHAPES 3
#define N_REASONS 6

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("flower_win"),
    MJC_TEXT("heavenly_hand"),
    MJC_TEXT("earthly_hand"),
    MJC_TEXT("thirteen_orphans"),
    MJC_TEXT("nine_gates"),
    MJC_TEXT("four_kongs"),
    MJC_TEXT("four_concealed_pungs"),
    MJC_TEXT("big_four_winds"),
    MJC_TEXT("small_four_winds"),
    MJC_TEXT("all_honors"),
    MJC_TEXT("all_terminals"),
    MJC_TEXT("all_honors_10"),
    MJC_TEXT("three_dragon_pungs"),
    MJC_TEXT("full_flush"),
    MJC_TEXT("small_three_dragons"),
    MJC_TEXT("all_pungs"),
    MJC_TEXT("half_flush"),
    MJC_TEXT("mixed_terminals"),
    MJC_TEXT("all_chows"),
    MJC_TEXT("dragon_pung"),
    MJC_TEXT("seat_wind_pung"),
    MJC_TEXT("round_wind_pung"),
    MJC_TEXT("concealed_hand"),
    MJC_TEXT("self_draw_win"),
    MJC_TEXT("kong_flower"),
    MJC_TEXT("robbing_kong_win"),
    MJC_TEXT("last_tile_win"),
    MJC_TEXT("no_flowers"),
    MJC_TEXT("seat_flower"),
    MJC_TEXT("flower_set"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\350\212\261\347\263\212\357\274\210\345\205\253\344\273\231\351\201\216\346\265\267\357\274\211"),  /* 花糊（八仙過海） */
    MJC_TEXT("\345\244\251\347\263\212"),  /* 天糊 */
    MJC_TEXT("\345\234\260\347\263\212"),  /* 地糊 */
    MJC_TEXT("\345\215\201\344\270\211\344\271\210"),  /* 十三么 */
    MJC_TEXT("\344\271\235\345\255\220\351\200\243\347\222\260"),  /* 九子連環 */
    MJC_TEXT("\345\215\201\345\205\253\347\276\205\346\274\242"),  /* 十八羅漢 */
    MJC_TEXT("\345\235\216\345\235\216\347\263\212"),  /* 坎坎糊 */
    MJC_TEXT("\345\244\247\345\233\233\345\226\234"),  /* 大四喜 */
    MJC_TEXT("\345\260\217\345\233\233\345\226\234"),  /* 小四喜 */
    MJC_TEXT("\345\255\227\344\270\200\350\211\262"),  /* 字一色 */
    MJC_TEXT("\346\270\205\344\271\210\344\271\235"),  /* 清么九 */
    MJC_TEXT("\345\255\227\344\270\200\350\211\262\357\274\210\345\215\201\347\225\252\357\274\211"),  /* 字一色（十番） */
    MJC_TEXT("\345\244\247\344\270\211\345\205\203"),  /* 大三元 */
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\345\260\217\344\270\211\345\205\203"),  /* 小三元 */
    MJC_TEXT("\345\260\215\345\260\215\347\263\212"),  /* 對對糊 */
    MJC_TEXT("\346\267\267\344\270\200\350\211\262"),  /* 混一色 */
    MJC_TEXT("\350\212\261\344\271\210\344\271\235"),  /* 花么九 */
    MJC_TEXT("\345\271\263\347\263\212"),  /* 平糊 */
    MJC_TEXT("\344\270\211\345\205\203\347\211\214"),  /* 三元牌 */
    MJC_TEXT("\351\226\200\351\242\250"),  /* 門風 */
    MJC_TEXT("\345\234\210\351\242\250"),  /* 圈風 */
    MJC_TEXT("\351\226\200\345\211\215\346\270\205"),  /* 門前清 */
    MJC_TEXT("\350\207\252\346\221\270"),  /* 自摸 */
    MJC_TEXT("\346\247\223\344\270\212\351\226\213\350\212\261"),  /* 槓上開花 */
    MJC_TEXT("\346\220\266\346\247\223"),  /* 搶槓 */
    MJC_TEXT("\346\265\267\345\272\225\346\222\210\346\234\210"),  /* 海底撈月 */
    MJC_TEXT("\347\204\241\350\212\261"),  /* 無花 */
    MJC_TEXT("\346\255\243\350\212\261"),  /* 正花 */
    MJC_TEXT("\344\270\200\345\217\260\350\212\261"),  /* 一台花 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\350\207\252\346\221\270 (self-draw)"),  /* 自摸 (self-draw) */
    MJC_TEXT("\345\214\205\350\207\252\346\221\270 (pays for all)"),  /* 包自摸 (pays for all) */
    MJC_TEXT("\346\220\266\346\247\223\347\225\266\350\207\252\346\221\270\357\274\210\350\242\253\346\220\266\350\200\205\345\214\205\357\274\211 (robbed kong pays as a self-draw)"),  /* 搶槓當自摸（被搶者包） (robbed kong pays as a self-draw) */
    MJC_TEXT("\345\207\272\351\212\203\344\270\200\345\256\266\345\214\205 (discarder pays all)"),  /* 出銃一家包 (discarder pays all) */
    MJC_TEXT("\345\207\272\351\212\203 (discard)"),  /* 出銃 (discard) */
    MJC_TEXT("\345\215\212\351\212\203 (half-pay share)"),  /* 半銃 (half-pay share) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0xffffffeULL
#define MASK_1 0x810080402ULL
#define MASK_2 0x8040200ULL
#define MASK_3 0x7f0000000ULL
#define MASK_4 0x80c0602ULL
#define MASK_5 0xcULL
#define MASK_6 0x7f80c0602ULL
#define MASK_7 0x2ULL
#define MASK_8 0x1eULL
#define MASK_9 0x78f0783c1fULL
#define MASK_10 0x7870f87c3e0ULL
#define MASK_11 0x700000000ULL
#define MASK_12 0xf0000000ULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_ORPHANS = 1,
    SHAPE_EIGHT_FLOWERS = 2,
};

static int shape_orphans(const mjc_ints *tiles) {
    return (int)(((mjc_int)((({ const mjc_ints _t0_v = (*tiles); const mjc_ints *_t0 = &_t0_v; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_6, _t0->v[_t1]))) { _t2 = 0; break; } } _t2; })) && (({ mjc_int _t8 = (({ const mjc_ints _t3_v = (*tiles); const mjc_ints *_t3 = &_t3_v; mjc_ints _t5; _t5.n = 0; uint64_t _t7 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { mjc_int v_t = _t3->v[_t4]; mjc_int _t6 = v_t; if (mjc_first_seen(&_t5, &_t7, _t6)) mjc_push(&_t5, _t6); } _t5; })).n; (mjc_int)((_t8 == ((mjc_int)13LL))); })))));
}

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 1, .holds = shape_orphans, .allowed = 0x3fc060301ULL, .has_allowed = 1, .least_kinds = 12},
    {.kind = 2},
};

static mjc_rules RULES = {
    .ruleset_id = "hongkong",
    .claims_chow = 1, .claims_pung = 1, .claims_kong = 1,
    .hand_tiles = 0x3ffffffffULL, .flower_tiles = 0x3fc00000000ULL,
    .flower_count = 8, .flowers_by_tile = 1,
    .n_flags = 16,
    .flag_names = {"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement", "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard", "declared_ready", "bonus_tiles", "doubled", "dora_indicators", "ura_dora_indicators", "double_riichi", "ippatsu"},
    .flag_kinds = {FLAG_BOOL, FLAG_INT, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_TILES, FLAG_BOOL, FLAG_TILES, FLAG_TILES, FLAG_BOOL, FLAG_BOOL},
    .flag_low = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .flag_high = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    .tiles_slot = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0},
    .red_fives = {0, 0, 0}, .plays_reds = 0,
    .n_declared = 1,
    .declared_names = {"eight_flowers"},
    .declared_shapes = {2},
    .n_options = 9,
    .option_names = {"min_faan", "limit_faan", "full_pay", "half_spicy", "flowers_count_toward_minimum", "no_flowers_faan", "concealed_discard_only", "all_honors_limit", "robbing_kong_pays_all"},
    .option_is_bool = {0, 0, 1, 1, 1, 1, 1, 1, 1},
    .option_default = {3, 13, 0, 0, 1, 1, 0, 1, 1},
    .option_low = {0LL, 5LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL},
    .option_high = {13LL, 13LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL},
    .n_penalties = 0,
};

/* What the deal's rules read of each win. */
typedef struct {
    int unused;
} mjc_view;

static mjc_arrangements ARRANGEMENTS;


/* What a win's result says, worked out before any of it is written: the result's objects (score) or its JSON
 * (score_json_line) are made from it, once the deal is settled. `found` lists the patterns in the spec's order,
 * each with the list it goes in: 0 the win's patterns, k the k-th part listed under details. */
typedef struct {
    mjc_int winner, total;
    int found_count;
    mjc_found found[N_PATTERNS];
    mjc_int detail_0;  /* details: faan */
    mjc_int detail_1;  /* details: share */
    const char *detail_2;  /* details: limit */
} mjc_win_result;
static mjc_win_result WIN_RESULTS[MJC_MAX_WINS];

/* Score one win: choose the best arrangement, check it, pay it; what its result says goes to `out`, and its
 * total is returned (with `out` NULL, only that: a wait best_win and worst_win score). */
static mjc_int score_win(const mjc_deal *deal, const mjc_win *win, mjc_ledger *ledger, mjc_view *view,
                         mjc_win_result *out) {
    const mjc_player *player = win->player;  /* the winner's seat, or its hand and melds as the win gives them */
    const mjc_int o_min_faan = deal->options[0];
    const mjc_int o_limit_faan = deal->options[1];
    const mjc_int o_full_pay = deal->options[2];
    const mjc_int o_half_spicy = deal->options[3];
    const mjc_int o_flowers_count_toward_minimum = deal->options[4];
    const mjc_int o_no_flowers_faan = deal->options[5];
    const mjc_int o_concealed_discard_only = deal->options[6];
    const mjc_int o_all_honors_limit = deal->options[7];
    const mjc_int o_robbing_kong_pays_all = deal->options[8];
    mjc_int f_first_discard = win->flag[8];
    mjc_int f_first_draw = win->flag[7];
    mjc_int f_kong_replacement = win->flag[0];
    mjc_int f_last_tile = win->flag[5];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_int d_dragons_feeder = 0; int done_d_dragons_feeder = 0;
    mjc_int d_winds_feeder = 0; int done_d_winds_feeder = 0;
    mjc_int d_liable = 0; int done_d_liable = 0;
    mjc_int d_share = 0; int done_d_share = 0;
    mjc_int d_one_payer = 0; int done_d_one_payer = 0;
    mjc_int b_by = win->by;
    mjc_int b_dealer = deal->dealer;
    mjc_int b_discarder = win->source;
    mjc_ints b_flower_tiles = player->flowers;
    mjc_int b_flowers = player->flower_count;
    mjc_groups b_kongs = mjc_sets_of_kinds(player->melds, 1 << KONG);
    mjc_groups b_melds = player->melds;
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_round_wind = (27 + deal->round_wind);
    mjc_int b_seat_wind = mjc_seat_wind(deal->dealer, win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_ints b_tiles = mjc_all_tiles(hand_tiles, player->melds);
    mjc_int b_winner = win->winner;
    mjc_int d_one_suit;
    mjc_int d_has_honors;
    mjc_int d_season_set;
    mjc_int d_plant_set;
    mjc_int d_seat_flowers;
    mjc_groups d_claimed_melds;
    mjc_groups d_dragon_melds;
    mjc_groups d_wind_melds;
    mjc_int n_earthly_hand;
    mjc_int val_earthly_hand;
    mjc_int n_flower_win;
    mjc_int val_flower_win;
    mjc_int n_four_kongs;
    mjc_int val_four_kongs;
    mjc_int n_heavenly_hand;
    mjc_int val_heavenly_hand;
    mjc_int d_robbed_pays_all;
    mjc_int d_pair_tile;
    mjc_int d_dragon_pungs;
    mjc_int d_wind_pungs;
    mjc_int p_three_dragon_pungs;
    mjc_int p_big_four_winds;
    mjc_int n_all_honors;
    mjc_int val_all_honors;
    mjc_int n_all_terminals;
    mjc_int val_all_terminals;
    mjc_int n_big_four_winds;
    mjc_int val_big_four_winds;
    mjc_int n_four_concealed_pungs;
    mjc_int val_four_concealed_pungs;
    mjc_int n_nine_gates;
    mjc_int val_nine_gates;
    mjc_int n_small_four_winds;
    mjc_int val_small_four_winds;
    mjc_int n_thirteen_orphans;
    mjc_int val_thirteen_orphans;
    mjc_int limit_counted;
    mjc_int n_all_chows;
    mjc_int n_all_honors_10;
    mjc_int n_all_pungs;
    mjc_int n_concealed_hand;
    mjc_int n_small_three_dragons;
    mjc_int n_three_dragon_pungs;
    mjc_int n_dragon_pung;
    mjc_int n_full_flush;
    mjc_int n_half_flush;
    mjc_int n_kong_flower;
    mjc_int n_last_tile_win;
    mjc_int n_mixed_terminals;
    mjc_int n_no_flowers;
    mjc_int n_robbing_kong_win;
    mjc_int n_round_wind_pung;
    mjc_int n_seat_wind_pung;
    mjc_int n_self_draw_win;
    mjc_int s_faan;
    mjc_int n_flower_set;
    mjc_int n_seat_flower;
    mjc_int s_flower_faan;
    mjc_int d_faan_counted;
    mjc_int d_faan_for_minimum;
    mjc_groups b_pairs;
    mjc_groups b_pungs;
    mjc_groups b_sets;
    mjc_int b_shape;
    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 1, win->declared, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_one_suit = ({ mjc_int _t60 = (({ const mjc_ints *_t55 = &b_tiles; mjc_ints _t57; _t57.n = 0; uint64_t _t59 = 0; for (int _t56 = 0; _t56 < _t55->n; _t56++) { mjc_int v_t = _t55->v[_t56]; if (!((mjc_suit(v_t) < 3))) continue; mjc_int _t58 = mjc_suit(v_t); if (mjc_first_seen(&_t57, &_t59, _t58)) mjc_push(&_t57, _t58); } _t57; })).n; (mjc_int)((_t60 == ((mjc_int)1LL))); });  /* one_suit: specs/hongkong.yaml:180 */
    d_has_honors = ({ const mjc_ints *_t61 = &b_tiles; mjc_int _t63 = 0; for (int _t62 = 0; _t62 < _t61->n; _t62++) { if (mjc_in_mask(MASK_3, _t61->v[_t62])) { _t63 = 1; break; } } _t63; });  /* has_honors: specs/hongkong.yaml:183 */
    d_season_set = ((mjc_int)((((mjc_int)((b_flower_tiles).n >= 4))) && (({ mjc_int _t67 = ({ const mjc_ints *_t64 = &b_flower_tiles; mjc_int _t66 = 0; for (int _t65 = 0; _t65 < _t64->n; _t65++) { if (mjc_in_mask(MASK_9, _t64->v[_t65])) _t66++; } _t66; }); (mjc_int)((_t67 == ((mjc_int)4LL))); }))));  /* season_set: specs/hongkong.yaml:191 */
    d_plant_set = ((mjc_int)((((mjc_int)((b_flower_tiles).n >= 4))) && (({ mjc_int _t71 = ({ const mjc_ints *_t68 = &b_flower_tiles; mjc_int _t70 = 0; for (int _t69 = 0; _t69 < _t68->n; _t69++) { if (mjc_in_mask(MASK_10, _t68->v[_t69])) _t70++; } _t70; }); (mjc_int)((_t71 == ((mjc_int)4LL))); }))));  /* plant_set: specs/hongkong.yaml:194 */
    d_seat_flowers = ((((mjc_int)((b_flower_tiles).n >= 1))) ? ({ const mjc_ints *_t72 = &b_flower_tiles;  mjc_int _t74 = 0; for (int _t73 = 0; _t73 < _t72->n; _t73++) { mjc_int v_f = _t72->v[_t73];  if (((mjc_int)((((mjc_int)((({ mjc_int _t75 = mjc_number(v_f); mjc_int _t76 = mjc_number(b_seat_wind); (mjc_int)((_t75 == _t76)); })) && ((!d_season_set))))) || (((mjc_int)((({ mjc_int _t77 = mjc_number(v_f); mjc_int _t78 = mjc_add(mjc_number(b_seat_wind), ((mjc_int)4LL)); (mjc_int)((_t77 == _t78)); })) && ((!d_plant_set)))))))) _t74++; } _t74; }) : ((mjc_int)0LL));  /* seat_flowers: specs/hongkong.yaml:197 */
    d_claimed_melds = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t79 = &b_melds; mjc_groups _t81; _t81.n = 0; for (int _t80 = 0; _t80 < _t79->n; _t80++) { const mjc_group * v_m = _t79->v[_t80]; if ((mjc_real(v_m)->source != NO_SEAT)) mjc_push_group(&_t81, v_m); } _t81; }) : ((mjc_groups){0}));  /* claimed_melds: specs/hongkong.yaml:204 */
    d_dragon_melds = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t82 = &b_melds; mjc_groups _t84; _t84.n = 0; for (int _t83 = 0; _t83 < _t82->n; _t83++) { const mjc_group * v_m = _t82->v[_t83]; if (((mjc_int)((mjc_is_pung(v_m)) && (mjc_is_dragon(mjc_real(v_m)->tile))))) mjc_push_group(&_t84, v_m); } _t84; }) : ((mjc_groups){0}));  /* dragon_melds: specs/hongkong.yaml:207 */
    d_wind_melds = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t85 = &b_melds; mjc_groups _t87; _t87.n = 0; for (int _t86 = 0; _t86 < _t85->n; _t86++) { const mjc_group * v_m = _t85->v[_t86]; if (((mjc_int)((mjc_is_pung(v_m)) && (mjc_is_wind(mjc_real(v_m)->tile))))) mjc_push_group(&_t87, v_m); } _t87; }) : ((mjc_groups){0}));  /* wind_melds: specs/hongkong.yaml:210 */
    n_earthly_hand = ((((mjc_int)((((mjc_int)((b_winner != b_dealer)))) && (((mjc_int)((((mjc_int)((f_first_discard) && (((mjc_int)((b_by == ((mjc_int)1))))) && (((mjc_int)((b_discarder == b_dealer))))))) || (((mjc_int)((f_first_draw) && (b_self_drawn))))))))))) ? 1 : 0;  /* earthly_hand: specs/hongkong.yaml:261 */
    val_earthly_hand = n_earthly_hand ? o_limit_faan : 0;
    n_flower_win = ((((mjc_int)((b_flowers == ((mjc_int)8LL)))))) ? 1 : 0;  /* flower_win: specs/hongkong.yaml:245 */
    val_flower_win = n_flower_win ? o_limit_faan : 0;
    n_four_kongs = ((({ mjc_int _t18 = (b_kongs).n; (mjc_int)((_t18 == ((mjc_int)4LL))); }))) ? 1 : 0;  /* four_kongs: specs/hongkong.yaml:288 */
    val_four_kongs = n_four_kongs ? o_limit_faan : 0;
    n_heavenly_hand = ((((mjc_int)((f_first_draw) && (b_self_drawn) && (((mjc_int)((b_winner == b_dealer)))))))) ? 1 : 0;  /* heavenly_hand: specs/hongkong.yaml:253 */
    val_heavenly_hand = n_heavenly_hand ? o_limit_faan : 0;
    d_robbed_pays_all = ((mjc_int)((((mjc_int)((b_by == ((mjc_int)2))))) && (o_robbing_kong_pays_all)));  /* robbed_pays_all: specs/hongkong.yaml:234 */

    int best = -1;
    mjc_tuple best_value = {0};
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        d_pair_tile = ({ const mjc_groups *_t88 = &b_pairs; _t88->n ? mjc_real(_t88->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/hongkong.yaml:171 */
        d_dragon_pungs = ({ const mjc_groups *_t89 = &b_pungs; mjc_int _t91 = 0; for (int _t90 = 0; _t90 < _t89->n; _t90++) { if (mjc_in_mask(MASK_11, _t89->v[_t90]->tile)) _t91++; } _t91; });  /* dragon_pungs: specs/hongkong.yaml:174 */
        d_wind_pungs = ({ const mjc_groups *_t92 = &b_pungs; mjc_int _t94 = 0; for (int _t93 = 0; _t93 < _t92->n; _t93++) { if (mjc_in_mask(MASK_12, _t92->v[_t93]->tile)) _t94++; } _t94; });  /* wind_pungs: specs/hongkong.yaml:177 */
        p_three_dragon_pungs = ((mjc_int)((d_dragon_pungs == ((mjc_int)3LL))));  /* three_dragon_pungs: specs/hongkong.yaml:344 */
        p_big_four_winds = ((mjc_int)((d_wind_pungs == ((mjc_int)4LL))));  /* big_four_winds: specs/hongkong.yaml:304 */
        n_all_honors = ((((mjc_int)((o_all_honors_limit) && (((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_ints *_t23 = &b_tiles; mjc_int _t25 = 1; for (int _t24 = 0; _t24 < _t23->n; _t24++) { if (!(mjc_in_mask(MASK_3, _t23->v[_t24]))) { _t25 = 0; break; } } _t25; })))))) ? 1 : 0;  /* all_honors: specs/hongkong.yaml:320 */
        val_all_honors = n_all_honors ? o_limit_faan : 0;
        n_all_terminals = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_ints *_t26 = &b_tiles; mjc_int _t28 = 1; for (int _t27 = 0; _t27 < _t26->n; _t27++) { if (!(mjc_in_mask(MASK_4, _t26->v[_t27]))) { _t28 = 0; break; } } _t28; })))))) ? 1 : 0;  /* all_terminals: specs/hongkong.yaml:328 */
        val_all_terminals = n_all_terminals ? o_limit_faan : 0;
        n_big_four_winds = (p_big_four_winds) ? 1 : 0;  /* big_four_winds: specs/hongkong.yaml:304 */
        val_big_four_winds = n_big_four_winds ? o_limit_faan : 0;
        n_four_concealed_pungs = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((b_pungs).n >= 4))) && (({ mjc_int _t22 = ({ const mjc_groups *_t19 = &b_pungs;  mjc_int _t21 = 0; for (int _t20 = 0; _t20 < _t19->n; _t20++) { const mjc_group * v_s = _t19->v[_t20];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (((mjc_int)((b_self_drawn) || ((!mjc_real(v_s)->has_win)))))))) _t21++; } _t21; }); (mjc_int)((_t22 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* four_concealed_pungs: specs/hongkong.yaml:296 */
        val_four_concealed_pungs = n_four_concealed_pungs ? o_limit_faan : 0;
        n_nine_gates = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t0 = (b_melds).n; (mjc_int)((_t0 == ((mjc_int)0LL))); })) && (({ const mjc_ints *_t1 = &b_tiles; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) { if (!(mjc_in_mask(MASK_0, _t1->v[_t2]))) { _t3 = 0; break; } } _t3; })) && (d_one_suit) && (((mjc_int)((b_tiles).n >= 3))) && (({ mjc_int _t7 = ({ const mjc_ints *_t4 = &b_tiles; mjc_int _t6 = 0; for (int _t5 = 0; _t5 < _t4->n; _t5++) { if (mjc_in_mask(MASK_1, _t4->v[_t5])) _t6++; } _t6; }); (mjc_int)((_t7 >= ((mjc_int)3LL))); })) && (((mjc_int)((b_tiles).n >= 3))) && (({ mjc_int _t11 = ({ const mjc_ints *_t8 = &b_tiles; mjc_int _t10 = 0; for (int _t9 = 0; _t9 < _t8->n; _t9++) { if (mjc_in_mask(MASK_2, _t8->v[_t9])) _t10++; } _t10; }); (mjc_int)((_t11 >= ((mjc_int)3LL))); })) && (({ mjc_int _t17 = (({ const mjc_ints *_t12 = &b_tiles; mjc_ints _t14; _t14.n = 0; uint64_t _t16 = 0; for (int _t13 = 0; _t13 < _t12->n; _t13++) { mjc_int v_t = _t12->v[_t13]; mjc_int _t15 = mjc_number(v_t); if (mjc_first_seen(&_t14, &_t16, _t15)) mjc_push(&_t14, _t15); } _t14; })).n; (mjc_int)((_t17 == ((mjc_int)9LL))); })))))) ? 1 : 0;  /* nine_gates: specs/hongkong.yaml:277 */
        val_nine_gates = n_nine_gates ? o_limit_faan : 0;
        n_small_four_winds = ((((mjc_int)((((mjc_int)((d_wind_pungs == ((mjc_int)3LL))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* small_four_winds: specs/hongkong.yaml:312 */
        val_small_four_winds = n_small_four_winds ? o_limit_faan : 0;
        n_thirteen_orphans = ((((mjc_int)((b_shape == SHAPE_ORPHANS))))) ? 1 : 0;  /* thirteen_orphans: specs/hongkong.yaml:269 */
        val_thirteen_orphans = n_thirteen_orphans ? o_limit_faan : 0;
        limit_counted = (n_flower_win || n_heavenly_hand || n_earthly_hand || n_thirteen_orphans || n_nine_gates || n_four_kongs || n_four_concealed_pungs || n_big_four_winds || n_small_four_winds || n_all_honors || n_all_terminals);  /* whether any limit pattern counted */
        n_all_chows = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t41 = &b_sets; mjc_int _t43 = 1; for (int _t42 = 0; _t42 < _t41->n; _t42++) { if (!(mjc_in_mask(MASK_7, _t41->v[_t42]->kind))) { _t43 = 0; break; } } _t43; })) && ((mjc_suit(d_pair_tile) < 3)))))) ? 1 : 0;  /* all_chows: specs/hongkong.yaml:390 */
        n_all_honors_10 = (!limit_counted && (((mjc_int)(((!o_all_honors_limit)) && (((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_ints *_t29 = &b_tiles; mjc_int _t31 = 1; for (int _t30 = 0; _t30 < _t29->n; _t30++) { if (!(mjc_in_mask(MASK_3, _t29->v[_t30]))) { _t31 = 0; break; } } _t31; })))))) ? 1 : 0;  /* all_honors_10: specs/hongkong.yaml:336 */
        n_all_pungs = (!n_all_honors_10 && !limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t32 = &b_sets; mjc_int _t34 = 1; for (int _t33 = 0; _t33 < _t32->n; _t33++) { if (!(mjc_in_mask(MASK_5, _t32->v[_t33]->kind))) { _t34 = 0; break; } } _t34; })))))) ? 1 : 0;  /* all_pungs: specs/hongkong.yaml:369 */
        n_concealed_hand = (!limit_counted && (((mjc_int)(((!({ const mjc_groups *_t52 = &b_melds; mjc_int _t54 = 0; for (int _t53 = 0; _t53 < _t52->n; _t53++) { if (mjc_in_mask(MASK_8, _t52->v[_t53]->source)) { _t54 = 1; break; } } _t54; }))) && (((mjc_int)(((!b_self_drawn)) || ((!o_concealed_discard_only))))))))) ? 1 : 0;  /* concealed_hand: specs/hongkong.yaml:416 */
        n_small_three_dragons = (!limit_counted && (((mjc_int)((((mjc_int)((d_dragon_pungs == ((mjc_int)2LL))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* small_three_dragons: specs/hongkong.yaml:361 */
        n_three_dragon_pungs = (!limit_counted && p_three_dragon_pungs) ? 1 : 0;  /* three_dragon_pungs: specs/hongkong.yaml:344 */
        n_dragon_pung = (!n_three_dragon_pungs && !n_small_three_dragons && !limit_counted && (((mjc_int)((d_dragon_pungs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_dragon_pungs) : 0;  /* dragon_pung: specs/hongkong.yaml:397 */
        n_full_flush = (!limit_counted && (((mjc_int)((d_one_suit) && ((!d_has_honors)))))) ? 1 : 0;  /* full_flush: specs/hongkong.yaml:354 */
        n_half_flush = (!limit_counted && (((mjc_int)((d_one_suit) && (d_has_honors))))) ? 1 : 0;  /* half_flush: specs/hongkong.yaml:376 */
        n_kong_flower = (!limit_counted && (((mjc_int)((f_kong_replacement) && (b_self_drawn))))) ? 1 : 0;  /* kong_flower: specs/hongkong.yaml:428 */
        n_last_tile_win = (!limit_counted && (f_last_tile)) ? 1 : 0;  /* last_tile_win: specs/hongkong.yaml:440 */
        n_mixed_terminals = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_ints *_t35 = &b_tiles; mjc_int _t37 = 1; for (int _t36 = 0; _t36 < _t35->n; _t36++) { if (!(mjc_in_mask(MASK_6, _t35->v[_t36]))) { _t37 = 0; break; } } _t37; })) && (d_has_honors) && (({ const mjc_ints *_t38 = &b_tiles; mjc_int _t40 = 0; for (int _t39 = 0; _t39 < _t38->n; _t39++) { if (mjc_in_mask(MASK_4, _t38->v[_t39])) { _t40 = 1; break; } } _t40; })))))) ? 1 : 0;  /* mixed_terminals: specs/hongkong.yaml:383 */
        n_no_flowers = (!limit_counted && (((mjc_int)((o_no_flowers_faan) && (((mjc_int)((b_flowers == ((mjc_int)0LL))))))))) ? 1 : 0;  /* no_flowers: specs/hongkong.yaml:446 */
        n_robbing_kong_win = (!limit_counted && (((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* robbing_kong_win: specs/hongkong.yaml:434 */
        n_round_wind_pung = (!limit_counted && (({ const mjc_groups *_t48 = &b_pungs; mjc_int _t51 = b_round_wind; mjc_int _t50 = 0; for (int _t49 = 0; _t49 < _t48->n; _t49++) { if (_t48->v[_t49]->tile == _t51) { _t50 = 1; break; } } _t50; }))) ? 1 : 0;  /* round_wind_pung: specs/hongkong.yaml:410 */
        n_seat_wind_pung = (!limit_counted && (({ const mjc_groups *_t44 = &b_pungs; mjc_int _t47 = b_seat_wind; mjc_int _t46 = 0; for (int _t45 = 0; _t45 < _t44->n; _t45++) { if (_t44->v[_t45]->tile == _t47) { _t46 = 1; break; } } _t46; }))) ? 1 : 0;  /* seat_wind_pung: specs/hongkong.yaml:404 */
        n_self_draw_win = (!limit_counted && (b_self_drawn)) ? 1 : 0;  /* self_draw_win: specs/hongkong.yaml:422 */
        s_faan = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)10LL) * n_all_honors_10 + ((mjc_int)8LL) * n_three_dragon_pungs + ((mjc_int)7LL) * n_full_flush + ((mjc_int)5LL) * n_small_three_dragons + ((mjc_int)3LL) * n_all_pungs + ((mjc_int)3LL) * n_half_flush + n_mixed_terminals + n_all_chows + n_seat_wind_pung + n_round_wind_pung + n_concealed_hand + n_self_draw_win + n_kong_flower + n_robbing_kong_win + n_last_tile_win + n_no_flowers), mjc_mul(val_flower_win, n_flower_win)), mjc_mul(val_heavenly_hand, n_heavenly_hand)), mjc_mul(val_earthly_hand, n_earthly_hand)), mjc_mul(val_thirteen_orphans, n_thirteen_orphans)), mjc_mul(val_nine_gates, n_nine_gates)), mjc_mul(val_four_kongs, n_four_kongs)), mjc_mul(val_four_concealed_pungs, n_four_concealed_pungs)), mjc_mul(val_big_four_winds, n_big_four_winds)), mjc_mul(val_small_four_winds, n_small_four_winds)), mjc_mul(val_all_honors, n_all_honors)), mjc_mul(val_all_terminals, n_all_terminals)), n_dragon_pung);  /* faan */
        n_flower_set = (!limit_counted && (((mjc_int)((d_season_set) || (d_plant_set))))) ? mjc_max2(0, mjc_add(((d_season_set) ? ((mjc_int)1LL) : ((mjc_int)0LL)), ((d_plant_set) ? ((mjc_int)1LL) : ((mjc_int)0LL)))) : 0;  /* flower_set: specs/hongkong.yaml:462 */
        n_seat_flower = (!limit_counted && (((mjc_int)((d_seat_flowers > ((mjc_int)0LL)))))) ? mjc_max2(0, d_seat_flowers) : 0;  /* seat_flower: specs/hongkong.yaml:452 */
        s_flower_faan = mjc_add(n_seat_flower, mjc_mul(((mjc_int)2LL), n_flower_set));  /* flower_faan */
        d_faan_counted = mjc_min_of(mjc_add(s_faan, s_flower_faan), o_limit_faan);  /* faan_counted: specs/hongkong.yaml:225 */

        mjc_tuple value = ((mjc_tuple){2, {d_faan_counted, mjc_add(s_faan, s_flower_faan)}});
        if (best < 0 || mjc_tuple_cmp(&value, &best_value) > 0) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        d_pair_tile = ({ const mjc_groups *_t88 = &b_pairs; _t88->n ? mjc_real(_t88->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/hongkong.yaml:171 */
        d_dragon_pungs = ({ const mjc_groups *_t89 = &b_pungs; mjc_int _t91 = 0; for (int _t90 = 0; _t90 < _t89->n; _t90++) { if (mjc_in_mask(MASK_11, _t89->v[_t90]->tile)) _t91++; } _t91; });  /* dragon_pungs: specs/hongkong.yaml:174 */
        d_wind_pungs = ({ const mjc_groups *_t92 = &b_pungs; mjc_int _t94 = 0; for (int _t93 = 0; _t93 < _t92->n; _t93++) { if (mjc_in_mask(MASK_12, _t92->v[_t93]->tile)) _t94++; } _t94; });  /* wind_pungs: specs/hongkong.yaml:177 */
        p_three_dragon_pungs = ((mjc_int)((d_dragon_pungs == ((mjc_int)3LL))));  /* three_dragon_pungs: specs/hongkong.yaml:344 */
        p_big_four_winds = ((mjc_int)((d_wind_pungs == ((mjc_int)4LL))));  /* big_four_winds: specs/hongkong.yaml:304 */
        n_all_honors = ((((mjc_int)((o_all_honors_limit) && (((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_ints *_t23 = &b_tiles; mjc_int _t25 = 1; for (int _t24 = 0; _t24 < _t23->n; _t24++) { if (!(mjc_in_mask(MASK_3, _t23->v[_t24]))) { _t25 = 0; break; } } _t25; })))))) ? 1 : 0;  /* all_honors: specs/hongkong.yaml:320 */
        val_all_honors = n_all_honors ? o_limit_faan : 0;
        n_all_terminals = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_ints *_t26 = &b_tiles; mjc_int _t28 = 1; for (int _t27 = 0; _t27 < _t26->n; _t27++) { if (!(mjc_in_mask(MASK_4, _t26->v[_t27]))) { _t28 = 0; break; } } _t28; })))))) ? 1 : 0;  /* all_terminals: specs/hongkong.yaml:328 */
        val_all_terminals = n_all_terminals ? o_limit_faan : 0;
        n_big_four_winds = (p_big_four_winds) ? 1 : 0;  /* big_four_winds: specs/hongkong.yaml:304 */
        val_big_four_winds = n_big_four_winds ? o_limit_faan : 0;
        n_four_concealed_pungs = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((b_pungs).n >= 4))) && (({ mjc_int _t22 = ({ const mjc_groups *_t19 = &b_pungs;  mjc_int _t21 = 0; for (int _t20 = 0; _t20 < _t19->n; _t20++) { const mjc_group * v_s = _t19->v[_t20];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (((mjc_int)((b_self_drawn) || ((!mjc_real(v_s)->has_win)))))))) _t21++; } _t21; }); (mjc_int)((_t22 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* four_concealed_pungs: specs/hongkong.yaml:296 */
        val_four_concealed_pungs = n_four_concealed_pungs ? o_limit_faan : 0;
        n_nine_gates = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t0 = (b_melds).n; (mjc_int)((_t0 == ((mjc_int)0LL))); })) && (({ const mjc_ints *_t1 = &b_tiles; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) { if (!(mjc_in_mask(MASK_0, _t1->v[_t2]))) { _t3 = 0; break; } } _t3; })) && (d_one_suit) && (((mjc_int)((b_tiles).n >= 3))) && (({ mjc_int _t7 = ({ const mjc_ints *_t4 = &b_tiles; mjc_int _t6 = 0; for (int _t5 = 0; _t5 < _t4->n; _t5++) { if (mjc_in_mask(MASK_1, _t4->v[_t5])) _t6++; } _t6; }); (mjc_int)((_t7 >= ((mjc_int)3LL))); })) && (((mjc_int)((b_tiles).n >= 3))) && (({ mjc_int _t11 = ({ const mjc_ints *_t8 = &b_tiles; mjc_int _t10 = 0; for (int _t9 = 0; _t9 < _t8->n; _t9++) { if (mjc_in_mask(MASK_2, _t8->v[_t9])) _t10++; } _t10; }); (mjc_int)((_t11 >= ((mjc_int)3LL))); })) && (({ mjc_int _t17 = (({ const mjc_ints *_t12 = &b_tiles; mjc_ints _t14; _t14.n = 0; uint64_t _t16 = 0; for (int _t13 = 0; _t13 < _t12->n; _t13++) { mjc_int v_t = _t12->v[_t13]; mjc_int _t15 = mjc_number(v_t); if (mjc_first_seen(&_t14, &_t16, _t15)) mjc_push(&_t14, _t15); } _t14; })).n; (mjc_int)((_t17 == ((mjc_int)9LL))); })))))) ? 1 : 0;  /* nine_gates: specs/hongkong.yaml:277 */
        val_nine_gates = n_nine_gates ? o_limit_faan : 0;
        n_small_four_winds = ((((mjc_int)((((mjc_int)((d_wind_pungs == ((mjc_int)3LL))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* small_four_winds: specs/hongkong.yaml:312 */
        val_small_four_winds = n_small_four_winds ? o_limit_faan : 0;
        n_thirteen_orphans = ((((mjc_int)((b_shape == SHAPE_ORPHANS))))) ? 1 : 0;  /* thirteen_orphans: specs/hongkong.yaml:269 */
        val_thirteen_orphans = n_thirteen_orphans ? o_limit_faan : 0;
        limit_counted = (n_flower_win || n_heavenly_hand || n_earthly_hand || n_thirteen_orphans || n_nine_gates || n_four_kongs || n_four_concealed_pungs || n_big_four_winds || n_small_four_winds || n_all_honors || n_all_terminals);  /* whether any limit pattern counted */
        n_all_chows = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t41 = &b_sets; mjc_int _t43 = 1; for (int _t42 = 0; _t42 < _t41->n; _t42++) { if (!(mjc_in_mask(MASK_7, _t41->v[_t42]->kind))) { _t43 = 0; break; } } _t43; })) && ((mjc_suit(d_pair_tile) < 3)))))) ? 1 : 0;  /* all_chows: specs/hongkong.yaml:390 */
        n_all_honors_10 = (!limit_counted && (((mjc_int)(((!o_all_honors_limit)) && (((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_ints *_t29 = &b_tiles; mjc_int _t31 = 1; for (int _t30 = 0; _t30 < _t29->n; _t30++) { if (!(mjc_in_mask(MASK_3, _t29->v[_t30]))) { _t31 = 0; break; } } _t31; })))))) ? 1 : 0;  /* all_honors_10: specs/hongkong.yaml:336 */
        n_all_pungs = (!n_all_honors_10 && !limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t32 = &b_sets; mjc_int _t34 = 1; for (int _t33 = 0; _t33 < _t32->n; _t33++) { if (!(mjc_in_mask(MASK_5, _t32->v[_t33]->kind))) { _t34 = 0; break; } } _t34; })))))) ? 1 : 0;  /* all_pungs: specs/hongkong.yaml:369 */
        n_concealed_hand = (!limit_counted && (((mjc_int)(((!({ const mjc_groups *_t52 = &b_melds; mjc_int _t54 = 0; for (int _t53 = 0; _t53 < _t52->n; _t53++) { if (mjc_in_mask(MASK_8, _t52->v[_t53]->source)) { _t54 = 1; break; } } _t54; }))) && (((mjc_int)(((!b_self_drawn)) || ((!o_concealed_discard_only))))))))) ? 1 : 0;  /* concealed_hand: specs/hongkong.yaml:416 */
        n_small_three_dragons = (!limit_counted && (((mjc_int)((((mjc_int)((d_dragon_pungs == ((mjc_int)2LL))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* small_three_dragons: specs/hongkong.yaml:361 */
        n_three_dragon_pungs = (!limit_counted && p_three_dragon_pungs) ? 1 : 0;  /* three_dragon_pungs: specs/hongkong.yaml:344 */
        n_dragon_pung = (!n_three_dragon_pungs && !n_small_three_dragons && !limit_counted && (((mjc_int)((d_dragon_pungs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_dragon_pungs) : 0;  /* dragon_pung: specs/hongkong.yaml:397 */
        n_full_flush = (!limit_counted && (((mjc_int)((d_one_suit) && ((!d_has_honors)))))) ? 1 : 0;  /* full_flush: specs/hongkong.yaml:354 */
        n_half_flush = (!limit_counted && (((mjc_int)((d_one_suit) && (d_has_honors))))) ? 1 : 0;  /* half_flush: specs/hongkong.yaml:376 */
        n_kong_flower = (!limit_counted && (((mjc_int)((f_kong_replacement) && (b_self_drawn))))) ? 1 : 0;  /* kong_flower: specs/hongkong.yaml:428 */
        n_last_tile_win = (!limit_counted && (f_last_tile)) ? 1 : 0;  /* last_tile_win: specs/hongkong.yaml:440 */
        n_mixed_terminals = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_ints *_t35 = &b_tiles; mjc_int _t37 = 1; for (int _t36 = 0; _t36 < _t35->n; _t36++) { if (!(mjc_in_mask(MASK_6, _t35->v[_t36]))) { _t37 = 0; break; } } _t37; })) && (d_has_honors) && (({ const mjc_ints *_t38 = &b_tiles; mjc_int _t40 = 0; for (int _t39 = 0; _t39 < _t38->n; _t39++) { if (mjc_in_mask(MASK_4, _t38->v[_t39])) { _t40 = 1; break; } } _t40; })))))) ? 1 : 0;  /* mixed_terminals: specs/hongkong.yaml:383 */
        n_no_flowers = (!limit_counted && (((mjc_int)((o_no_flowers_faan) && (((mjc_int)((b_flowers == ((mjc_int)0LL))))))))) ? 1 : 0;  /* no_flowers: specs/hongkong.yaml:446 */
        n_robbing_kong_win = (!limit_counted && (((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* robbing_kong_win: specs/hongkong.yaml:434 */
        n_round_wind_pung = (!limit_counted && (({ const mjc_groups *_t48 = &b_pungs; mjc_int _t51 = b_round_wind; mjc_int _t50 = 0; for (int _t49 = 0; _t49 < _t48->n; _t49++) { if (_t48->v[_t49]->tile == _t51) { _t50 = 1; break; } } _t50; }))) ? 1 : 0;  /* round_wind_pung: specs/hongkong.yaml:410 */
        n_seat_wind_pung = (!limit_counted && (({ const mjc_groups *_t44 = &b_pungs; mjc_int _t47 = b_seat_wind; mjc_int _t46 = 0; for (int _t45 = 0; _t45 < _t44->n; _t45++) { if (_t44->v[_t45]->tile == _t47) { _t46 = 1; break; } } _t46; }))) ? 1 : 0;  /* seat_wind_pung: specs/hongkong.yaml:404 */
        n_self_draw_win = (!limit_counted && (b_self_drawn)) ? 1 : 0;  /* self_draw_win: specs/hongkong.yaml:422 */
        s_faan = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)10LL) * n_all_honors_10 + ((mjc_int)8LL) * n_three_dragon_pungs + ((mjc_int)7LL) * n_full_flush + ((mjc_int)5LL) * n_small_three_dragons + ((mjc_int)3LL) * n_all_pungs + ((mjc_int)3LL) * n_half_flush + n_mixed_terminals + n_all_chows + n_seat_wind_pung + n_round_wind_pung + n_concealed_hand + n_self_draw_win + n_kong_flower + n_robbing_kong_win + n_last_tile_win + n_no_flowers), mjc_mul(val_flower_win, n_flower_win)), mjc_mul(val_heavenly_hand, n_heavenly_hand)), mjc_mul(val_earthly_hand, n_earthly_hand)), mjc_mul(val_thirteen_orphans, n_thirteen_orphans)), mjc_mul(val_nine_gates, n_nine_gates)), mjc_mul(val_four_kongs, n_four_kongs)), mjc_mul(val_four_concealed_pungs, n_four_concealed_pungs)), mjc_mul(val_big_four_winds, n_big_four_winds)), mjc_mul(val_small_four_winds, n_small_four_winds)), mjc_mul(val_all_honors, n_all_honors)), mjc_mul(val_all_terminals, n_all_terminals)), n_dragon_pung);  /* faan */
        n_flower_set = (!limit_counted && (((mjc_int)((d_season_set) || (d_plant_set))))) ? mjc_max2(0, mjc_add(((d_season_set) ? ((mjc_int)1LL) : ((mjc_int)0LL)), ((d_plant_set) ? ((mjc_int)1LL) : ((mjc_int)0LL)))) : 0;  /* flower_set: specs/hongkong.yaml:462 */
        n_seat_flower = (!limit_counted && (((mjc_int)((d_seat_flowers > ((mjc_int)0LL)))))) ? mjc_max2(0, d_seat_flowers) : 0;  /* seat_flower: specs/hongkong.yaml:452 */
        s_flower_faan = mjc_add(n_seat_flower, mjc_mul(((mjc_int)2LL), n_flower_set));  /* flower_faan */
        d_faan_counted = mjc_min_of(mjc_add(s_faan, s_flower_faan), o_limit_faan);  /* faan_counted: specs/hongkong.yaml:225 */

    }
    done_d_dragons_feeder = 0;  /* worked out where first read */
    done_d_winds_feeder = 0;  /* worked out where first read */
    done_d_liable = 0;  /* worked out where first read */
    d_faan_for_minimum = mjc_min_of(((o_flowers_count_toward_minimum) ? mjc_add(s_faan, s_flower_faan) : s_faan), o_limit_faan);  /* faan_for_minimum: specs/hongkong.yaml:228 */
    done_d_share = 0;  /* worked out where first read */
    done_d_one_payer = 0;  /* worked out where first read */

    if (((mjc_int)((((mjc_int)((b_shape == SHAPE_EIGHT_FLOWERS)))) && (((mjc_int)((b_flowers < ((mjc_int)8LL)))))))) mjc_refuse("not_eight_flowers", win->winner, MJC_TEXT("\350\212\261\347\263\212\350\246\201\345\205\253\351\232\273\350\212\261\351\275\212 (a flower win (\350\212\261\347\263\212) needs all eight flowers)"));
    if (((mjc_int)((f_first_draw) && ((!b_self_drawn))))) mjc_refuse("bad_first_draw", win->winner, MJC_TEXT("\345\244\251\347\263\212\343\200\201\345\234\260\347\263\212\357\274\210\347\254\254\344\270\200\346\254\241\346\221\270\347\211\214\357\274\211\351\240\210\346\230\257\350\207\252\346\221\270 (first_draw needs a self-draw)"));
    if (((mjc_int)((f_first_discard) && (((mjc_int)((((mjc_int)((b_by != ((mjc_int)1))))) || (((mjc_int)((b_discarder != b_dealer)))) || (((mjc_int)((b_winner == b_dealer)))))))))) mjc_refuse("bad_first_discard", win->winner, MJC_TEXT("\345\234\260\347\263\212\346\230\257\351\226\222\345\256\266\351\243\237\350\216\212\345\256\266\346\211\223\345\207\272\347\232\204\347\254\254\344\270\200\351\232\273\347\211\214 (first_discard is a non-dealer's win on the dealer's first discard)"));
    if (((mjc_int)((d_faan_for_minimum < o_min_faan)))) {
        mjc_message message = {0};
        mjc_say(&message, MJC_TEXT(""));
        mjc_say_int(&message, d_faan_for_minimum);
        mjc_say(&message, MJC_TEXT("\347\225\252\357\274\214\344\270\215\350\266\263"));
        mjc_say_int(&message, o_min_faan);
        mjc_say(&message, MJC_TEXT("\347\225\252\350\265\267\347\263\212 ("));
        mjc_say_int(&message, d_faan_for_minimum);
        mjc_say(&message, MJC_TEXT(" faan, below the "));
        mjc_say_int(&message, o_min_faan);
        mjc_say(&message, MJC_TEXT("-faan minimum)"));
        mjc_refuse("below_minimum", win->winner, (mjc_text){message.text, message.used});
    }
    if (((mjc_int)((b_self_drawn) && (({ mjc_int _t114 = (done_d_liable ? d_liable : (d_liable = ((({ mjc_int _t101 = (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t98 = (d_dragon_melds).n; (mjc_int)((_t98 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t99 = &d_dragon_melds; mjc_group_item(_t99, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t100 = &d_dragon_melds; mjc_group_item(_t100, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)); (mjc_int)((_t101 != ((mjc_int)NO_SEAT))); })) ? (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t102 = (d_dragon_melds).n; (mjc_int)((_t102 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t103 = &d_dragon_melds; mjc_group_item(_t103, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t104 = &d_dragon_melds; mjc_group_item(_t104, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)) : ((({ mjc_int _t108 = (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t105 = (d_wind_melds).n; (mjc_int)((_t105 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t106 = &d_wind_melds; mjc_group_item(_t106, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t107 = &d_wind_melds; mjc_group_item(_t107, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)); (mjc_int)((_t108 != ((mjc_int)NO_SEAT))); })) ? (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t109 = (d_wind_melds).n; (mjc_int)((_t109 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t110 = &d_wind_melds; mjc_group_item(_t110, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t111 = &d_wind_melds; mjc_group_item(_t111, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)) : ((({ mjc_int _t112 = (d_claimed_melds).n; (mjc_int)((_t112 == ((mjc_int)4LL))); })) ? mjc_real(({ const mjc_groups *_t113 = &d_claimed_melds; mjc_group_item(_t113, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)))), done_d_liable = 1, d_liable)); (mjc_int)((_t114 == ((mjc_int)NO_SEAT))); }))))) {  /* self-draw: specs/hongkong.yaml:522 */
        { mjc_ints payers = b_others; mjc_pay_from_each(ledger, &payers, b_winner, mjc_mul(((mjc_int)2LL), (done_d_share ? d_share : (d_share = ((o_half_spicy) ? ({ const mjc_ints _t115_v = ({ mjc_ints _t116; _t116.n = 0; mjc_push(&_t116, ((mjc_int)1LL)); mjc_push(&_t116, ((mjc_int)2LL)); mjc_push(&_t116, ((mjc_int)4LL)); mjc_push(&_t116, ((mjc_int)8LL)); mjc_push(&_t116, ((mjc_int)16LL)); mjc_push(&_t116, ((mjc_int)24LL)); mjc_push(&_t116, ((mjc_int)32LL)); mjc_push(&_t116, ((mjc_int)48LL)); mjc_push(&_t116, ((mjc_int)64LL)); mjc_push(&_t116, ((mjc_int)96LL)); mjc_push(&_t116, ((mjc_int)128LL)); mjc_push(&_t116, ((mjc_int)192LL)); mjc_push(&_t116, ((mjc_int)256LL)); mjc_push(&_t116, ((mjc_int)384LL)); _t116; }); const mjc_ints *_t115 = &_t115_v; mjc_item(_t115, d_faan_counted); }) : mjc_pow(((mjc_int)2LL), d_faan_counted)), done_d_share = 1, d_share))), 0); }

    }
    if (((mjc_int)((b_self_drawn) && (({ mjc_int _t133 = (done_d_liable ? d_liable : (d_liable = ((({ mjc_int _t120 = (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t117 = (d_dragon_melds).n; (mjc_int)((_t117 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t118 = &d_dragon_melds; mjc_group_item(_t118, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t119 = &d_dragon_melds; mjc_group_item(_t119, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)); (mjc_int)((_t120 != ((mjc_int)NO_SEAT))); })) ? (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t121 = (d_dragon_melds).n; (mjc_int)((_t121 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t122 = &d_dragon_melds; mjc_group_item(_t122, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t123 = &d_dragon_melds; mjc_group_item(_t123, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)) : ((({ mjc_int _t127 = (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t124 = (d_wind_melds).n; (mjc_int)((_t124 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t125 = &d_wind_melds; mjc_group_item(_t125, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t126 = &d_wind_melds; mjc_group_item(_t126, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)); (mjc_int)((_t127 != ((mjc_int)NO_SEAT))); })) ? (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t128 = (d_wind_melds).n; (mjc_int)((_t128 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t129 = &d_wind_melds; mjc_group_item(_t129, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t130 = &d_wind_melds; mjc_group_item(_t130, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)) : ((({ mjc_int _t131 = (d_claimed_melds).n; (mjc_int)((_t131 == ((mjc_int)4LL))); })) ? mjc_real(({ const mjc_groups *_t132 = &d_claimed_melds; mjc_group_item(_t132, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)))), done_d_liable = 1, d_liable)); (mjc_int)((_t133 != ((mjc_int)NO_SEAT))); }))))) {  /* liable seat pays a self-draw: specs/hongkong.yaml:529 */
        mjc_add_payment(ledger, (done_d_liable ? d_liable : (d_liable = ((({ mjc_int _t137 = (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t134 = (d_dragon_melds).n; (mjc_int)((_t134 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t135 = &d_dragon_melds; mjc_group_item(_t135, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t136 = &d_dragon_melds; mjc_group_item(_t136, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)); (mjc_int)((_t137 != ((mjc_int)NO_SEAT))); })) ? (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t138 = (d_dragon_melds).n; (mjc_int)((_t138 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t139 = &d_dragon_melds; mjc_group_item(_t139, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t140 = &d_dragon_melds; mjc_group_item(_t140, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)) : ((({ mjc_int _t144 = (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t141 = (d_wind_melds).n; (mjc_int)((_t141 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t142 = &d_wind_melds; mjc_group_item(_t142, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t143 = &d_wind_melds; mjc_group_item(_t143, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)); (mjc_int)((_t144 != ((mjc_int)NO_SEAT))); })) ? (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t145 = (d_wind_melds).n; (mjc_int)((_t145 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t146 = &d_wind_melds; mjc_group_item(_t146, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t147 = &d_wind_melds; mjc_group_item(_t147, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)) : ((({ mjc_int _t148 = (d_claimed_melds).n; (mjc_int)((_t148 == ((mjc_int)4LL))); })) ? mjc_real(({ const mjc_groups *_t149 = &d_claimed_melds; mjc_group_item(_t149, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)))), done_d_liable = 1, d_liable)), b_winner, mjc_mul(((mjc_int)6LL), (done_d_share ? d_share : (d_share = ((o_half_spicy) ? ({ const mjc_ints _t150_v = ({ mjc_ints _t151; _t151.n = 0; mjc_push(&_t151, ((mjc_int)1LL)); mjc_push(&_t151, ((mjc_int)2LL)); mjc_push(&_t151, ((mjc_int)4LL)); mjc_push(&_t151, ((mjc_int)8LL)); mjc_push(&_t151, ((mjc_int)16LL)); mjc_push(&_t151, ((mjc_int)24LL)); mjc_push(&_t151, ((mjc_int)32LL)); mjc_push(&_t151, ((mjc_int)48LL)); mjc_push(&_t151, ((mjc_int)64LL)); mjc_push(&_t151, ((mjc_int)96LL)); mjc_push(&_t151, ((mjc_int)128LL)); mjc_push(&_t151, ((mjc_int)192LL)); mjc_push(&_t151, ((mjc_int)256LL)); mjc_push(&_t151, ((mjc_int)384LL)); _t151; }); const mjc_ints *_t150 = &_t150_v; mjc_item(_t150, d_faan_counted); }) : mjc_pow(((mjc_int)2LL), d_faan_counted)), done_d_share = 1, d_share))), 1);

    }
    if (d_robbed_pays_all) {  /* robbing a kong paid as a self-draw: specs/hongkong.yaml:536 */
        mjc_add_payment(ledger, b_discarder, b_winner, mjc_mul(((mjc_int)6LL), (done_d_share ? d_share : (d_share = ((o_half_spicy) ? ({ const mjc_ints _t152_v = ({ mjc_ints _t153; _t153.n = 0; mjc_push(&_t153, ((mjc_int)1LL)); mjc_push(&_t153, ((mjc_int)2LL)); mjc_push(&_t153, ((mjc_int)4LL)); mjc_push(&_t153, ((mjc_int)8LL)); mjc_push(&_t153, ((mjc_int)16LL)); mjc_push(&_t153, ((mjc_int)24LL)); mjc_push(&_t153, ((mjc_int)32LL)); mjc_push(&_t153, ((mjc_int)48LL)); mjc_push(&_t153, ((mjc_int)64LL)); mjc_push(&_t153, ((mjc_int)96LL)); mjc_push(&_t153, ((mjc_int)128LL)); mjc_push(&_t153, ((mjc_int)192LL)); mjc_push(&_t153, ((mjc_int)256LL)); mjc_push(&_t153, ((mjc_int)384LL)); _t153; }); const mjc_ints *_t152 = &_t152_v; mjc_item(_t152, d_faan_counted); }) : mjc_pow(((mjc_int)2LL), d_faan_counted)), done_d_share = 1, d_share))), 2);

    }
    if ((done_d_one_payer ? d_one_payer : (d_one_payer = ((mjc_int)(((!b_self_drawn)) && ((!d_robbed_pays_all)) && (((mjc_int)((o_full_pay) || (({ mjc_int _t170 = (done_d_liable ? d_liable : (d_liable = ((({ mjc_int _t157 = (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t154 = (d_dragon_melds).n; (mjc_int)((_t154 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t155 = &d_dragon_melds; mjc_group_item(_t155, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t156 = &d_dragon_melds; mjc_group_item(_t156, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)); (mjc_int)((_t157 != ((mjc_int)NO_SEAT))); })) ? (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t158 = (d_dragon_melds).n; (mjc_int)((_t158 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t159 = &d_dragon_melds; mjc_group_item(_t159, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t160 = &d_dragon_melds; mjc_group_item(_t160, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)) : ((({ mjc_int _t164 = (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t161 = (d_wind_melds).n; (mjc_int)((_t161 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t162 = &d_wind_melds; mjc_group_item(_t162, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t163 = &d_wind_melds; mjc_group_item(_t163, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)); (mjc_int)((_t164 != ((mjc_int)NO_SEAT))); })) ? (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t165 = (d_wind_melds).n; (mjc_int)((_t165 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t166 = &d_wind_melds; mjc_group_item(_t166, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t167 = &d_wind_melds; mjc_group_item(_t167, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)) : ((({ mjc_int _t168 = (d_claimed_melds).n; (mjc_int)((_t168 == ((mjc_int)4LL))); })) ? mjc_real(({ const mjc_groups *_t169 = &d_claimed_melds; mjc_group_item(_t169, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)))), done_d_liable = 1, d_liable)); (mjc_int)((_t170 != ((mjc_int)NO_SEAT))); }))))))), done_d_one_payer = 1, d_one_payer))) {  /* discarder pays all: specs/hongkong.yaml:543 */
        mjc_add_payment(ledger, b_discarder, b_winner, mjc_mul(((mjc_int)4LL), (done_d_share ? d_share : (d_share = ((o_half_spicy) ? ({ const mjc_ints _t171_v = ({ mjc_ints _t172; _t172.n = 0; mjc_push(&_t172, ((mjc_int)1LL)); mjc_push(&_t172, ((mjc_int)2LL)); mjc_push(&_t172, ((mjc_int)4LL)); mjc_push(&_t172, ((mjc_int)8LL)); mjc_push(&_t172, ((mjc_int)16LL)); mjc_push(&_t172, ((mjc_int)24LL)); mjc_push(&_t172, ((mjc_int)32LL)); mjc_push(&_t172, ((mjc_int)48LL)); mjc_push(&_t172, ((mjc_int)64LL)); mjc_push(&_t172, ((mjc_int)96LL)); mjc_push(&_t172, ((mjc_int)128LL)); mjc_push(&_t172, ((mjc_int)192LL)); mjc_push(&_t172, ((mjc_int)256LL)); mjc_push(&_t172, ((mjc_int)384LL)); _t172; }); const mjc_ints *_t171 = &_t171_v; mjc_item(_t171, d_faan_counted); }) : mjc_pow(((mjc_int)2LL), d_faan_counted)), done_d_share = 1, d_share))), 3);

    }
    if (((mjc_int)(((!b_self_drawn)) && ((!d_robbed_pays_all)) && ((!(done_d_one_payer ? d_one_payer : (d_one_payer = ((mjc_int)(((!b_self_drawn)) && ((!d_robbed_pays_all)) && (((mjc_int)((o_full_pay) || (({ mjc_int _t189 = (done_d_liable ? d_liable : (d_liable = ((({ mjc_int _t176 = (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t173 = (d_dragon_melds).n; (mjc_int)((_t173 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t174 = &d_dragon_melds; mjc_group_item(_t174, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t175 = &d_dragon_melds; mjc_group_item(_t175, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)); (mjc_int)((_t176 != ((mjc_int)NO_SEAT))); })) ? (done_d_dragons_feeder ? d_dragons_feeder : (d_dragons_feeder = ((((mjc_int)((p_three_dragon_pungs) && (({ mjc_int _t177 = (d_dragon_melds).n; (mjc_int)((_t177 == ((mjc_int)3LL))); })) && ((mjc_real(({ const mjc_groups *_t178 = &d_dragon_melds; mjc_group_item(_t178, ((mjc_int)2LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t179 = &d_dragon_melds; mjc_group_item(_t179, ((mjc_int)2LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_dragons_feeder = 1, d_dragons_feeder)) : ((({ mjc_int _t183 = (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t180 = (d_wind_melds).n; (mjc_int)((_t180 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t181 = &d_wind_melds; mjc_group_item(_t181, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t182 = &d_wind_melds; mjc_group_item(_t182, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)); (mjc_int)((_t183 != ((mjc_int)NO_SEAT))); })) ? (done_d_winds_feeder ? d_winds_feeder : (d_winds_feeder = ((((mjc_int)((p_big_four_winds) && (({ mjc_int _t184 = (d_wind_melds).n; (mjc_int)((_t184 == ((mjc_int)4LL))); })) && ((mjc_real(({ const mjc_groups *_t185 = &d_wind_melds; mjc_group_item(_t185, ((mjc_int)3LL)); }))->source != NO_SEAT))))) ? mjc_real(({ const mjc_groups *_t186 = &d_wind_melds; mjc_group_item(_t186, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)), done_d_winds_feeder = 1, d_winds_feeder)) : ((({ mjc_int _t187 = (d_claimed_melds).n; (mjc_int)((_t187 == ((mjc_int)4LL))); })) ? mjc_real(({ const mjc_groups *_t188 = &d_claimed_melds; mjc_group_item(_t188, ((mjc_int)3LL)); }))->source : ((mjc_int)NO_SEAT)))), done_d_liable = 1, d_liable)); (mjc_int)((_t189 != ((mjc_int)NO_SEAT))); }))))))), done_d_one_payer = 1, d_one_payer))))))) {  /* half-pay discard: specs/hongkong.yaml:550 */
        mjc_add_payment(ledger, b_discarder, b_winner, mjc_mul(((mjc_int)2LL), (done_d_share ? d_share : (d_share = ((o_half_spicy) ? ({ const mjc_ints _t190_v = ({ mjc_ints _t191; _t191.n = 0; mjc_push(&_t191, ((mjc_int)1LL)); mjc_push(&_t191, ((mjc_int)2LL)); mjc_push(&_t191, ((mjc_int)4LL)); mjc_push(&_t191, ((mjc_int)8LL)); mjc_push(&_t191, ((mjc_int)16LL)); mjc_push(&_t191, ((mjc_int)24LL)); mjc_push(&_t191, ((mjc_int)32LL)); mjc_push(&_t191, ((mjc_int)48LL)); mjc_push(&_t191, ((mjc_int)64LL)); mjc_push(&_t191, ((mjc_int)96LL)); mjc_push(&_t191, ((mjc_int)128LL)); mjc_push(&_t191, ((mjc_int)192LL)); mjc_push(&_t191, ((mjc_int)256LL)); mjc_push(&_t191, ((mjc_int)384LL)); _t191; }); const mjc_ints *_t190 = &_t190_v; mjc_item(_t190, d_faan_counted); }) : mjc_pow(((mjc_int)2LL), d_faan_counted)), done_d_share = 1, d_share))), 4);
        { mjc_ints payers = ((((mjc_int)((b_others).n >= 1))) ? ({ const mjc_ints *_t192 = &b_others; mjc_ints _t194; _t194.n = 0; for (int _t193 = 0; _t193 < _t192->n; _t193++) { mjc_int v_s = _t192->v[_t193]; if (((mjc_int)((v_s != b_discarder)))) mjc_push(&_t194, v_s); } _t194; }) : ((mjc_ints){0})); mjc_pay_from_each(ledger, &payers, b_winner, (done_d_share ? d_share : (d_share = ((o_half_spicy) ? ({ const mjc_ints _t195_v = ({ mjc_ints _t196; _t196.n = 0; mjc_push(&_t196, ((mjc_int)1LL)); mjc_push(&_t196, ((mjc_int)2LL)); mjc_push(&_t196, ((mjc_int)4LL)); mjc_push(&_t196, ((mjc_int)8LL)); mjc_push(&_t196, ((mjc_int)16LL)); mjc_push(&_t196, ((mjc_int)24LL)); mjc_push(&_t196, ((mjc_int)32LL)); mjc_push(&_t196, ((mjc_int)48LL)); mjc_push(&_t196, ((mjc_int)64LL)); mjc_push(&_t196, ((mjc_int)96LL)); mjc_push(&_t196, ((mjc_int)128LL)); mjc_push(&_t196, ((mjc_int)192LL)); mjc_push(&_t196, ((mjc_int)256LL)); mjc_push(&_t196, ((mjc_int)384LL)); _t196; }); const mjc_ints *_t195 = &_t195_v; mjc_item(_t195, d_faan_counted); }) : mjc_pow(((mjc_int)2LL), d_faan_counted)), done_d_share = 1, d_share)), 5); }

    }
    const mjc_int total = d_faan_counted;
    const mjc_int detail_0 = d_faan_counted;
    const mjc_int detail_1 = (done_d_share ? d_share : (d_share = ((o_half_spicy) ? ({ const mjc_ints _t95_v = ({ mjc_ints _t96; _t96.n = 0; mjc_push(&_t96, ((mjc_int)1LL)); mjc_push(&_t96, ((mjc_int)2LL)); mjc_push(&_t96, ((mjc_int)4LL)); mjc_push(&_t96, ((mjc_int)8LL)); mjc_push(&_t96, ((mjc_int)16LL)); mjc_push(&_t96, ((mjc_int)24LL)); mjc_push(&_t96, ((mjc_int)32LL)); mjc_push(&_t96, ((mjc_int)48LL)); mjc_push(&_t96, ((mjc_int)64LL)); mjc_push(&_t96, ((mjc_int)96LL)); mjc_push(&_t96, ((mjc_int)128LL)); mjc_push(&_t96, ((mjc_int)192LL)); mjc_push(&_t96, ((mjc_int)256LL)); mjc_push(&_t96, ((mjc_int)384LL)); _t96; }); const mjc_ints *_t95 = &_t95_v; mjc_item(_t95, d_faan_counted); }) : mjc_pow(((mjc_int)2LL), d_faan_counted)), done_d_share = 1, d_share));
    const char * detail_2 = ((({ mjc_int _t97 = mjc_add(s_faan, s_flower_faan); (mjc_int)((_t97 >= o_limit_faan)); })) ? "limit" : "");
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    out->detail_0 = detail_0;
    out->detail_1 = detail_1;
    out->detail_2 = detail_2;
    int found_count = 0;
    if (n_flower_win) out->found[found_count++] = (mjc_found){0, 0, val_flower_win, n_flower_win};
    if (n_heavenly_hand) out->found[found_count++] = (mjc_found){1, 0, val_heavenly_hand, n_heavenly_hand};
    if (n_earthly_hand) out->found[found_count++] = (mjc_found){2, 0, val_earthly_hand, n_earthly_hand};
    if (n_thirteen_orphans) out->found[found_count++] = (mjc_found){3, 0, val_thirteen_orphans, n_thirteen_orphans};
    if (n_nine_gates) out->found[found_count++] = (mjc_found){4, 0, val_nine_gates, n_nine_gates};
    if (n_four_kongs) out->found[found_count++] = (mjc_found){5, 0, val_four_kongs, n_four_kongs};
    if (n_four_concealed_pungs) out->found[found_count++] = (mjc_found){6, 0, val_four_concealed_pungs, n_four_concealed_pungs};
    if (n_big_four_winds) out->found[found_count++] = (mjc_found){7, 0, val_big_four_winds, n_big_four_winds};
    if (n_small_four_winds) out->found[found_count++] = (mjc_found){8, 0, val_small_four_winds, n_small_four_winds};
    if (n_all_honors) out->found[found_count++] = (mjc_found){9, 0, val_all_honors, n_all_honors};
    if (n_all_terminals) out->found[found_count++] = (mjc_found){10, 0, val_all_terminals, n_all_terminals};
    if (n_all_honors_10) out->found[found_count++] = (mjc_found){11, 0, ((mjc_int)10LL), n_all_honors_10};
    if (n_three_dragon_pungs) out->found[found_count++] = (mjc_found){12, 0, ((mjc_int)8LL), n_three_dragon_pungs};
    if (n_full_flush) out->found[found_count++] = (mjc_found){13, 0, ((mjc_int)7LL), n_full_flush};
    if (n_small_three_dragons) out->found[found_count++] = (mjc_found){14, 0, ((mjc_int)5LL), n_small_three_dragons};
    if (n_all_pungs) out->found[found_count++] = (mjc_found){15, 0, ((mjc_int)3LL), n_all_pungs};
    if (n_half_flush) out->found[found_count++] = (mjc_found){16, 0, ((mjc_int)3LL), n_half_flush};
    if (n_mixed_terminals) out->found[found_count++] = (mjc_found){17, 0, ((mjc_int)1LL), n_mixed_terminals};
    if (n_all_chows) out->found[found_count++] = (mjc_found){18, 0, ((mjc_int)1LL), n_all_chows};
    if (n_dragon_pung) out->found[found_count++] = (mjc_found){19, 0, ((mjc_int)1LL), n_dragon_pung};
    if (n_seat_wind_pung) out->found[found_count++] = (mjc_found){20, 0, ((mjc_int)1LL), n_seat_wind_pung};
    if (n_round_wind_pung) out->found[found_count++] = (mjc_found){21, 0, ((mjc_int)1LL), n_round_wind_pung};
    if (n_concealed_hand) out->found[found_count++] = (mjc_found){22, 0, ((mjc_int)1LL), n_concealed_hand};
    if (n_self_draw_win) out->found[found_count++] = (mjc_found){23, 0, ((mjc_int)1LL), n_self_draw_win};
    if (n_kong_flower) out->found[found_count++] = (mjc_found){24, 0, ((mjc_int)1LL), n_kong_flower};
    if (n_robbing_kong_win) out->found[found_count++] = (mjc_found){25, 0, ((mjc_int)1LL), n_robbing_kong_win};
    if (n_last_tile_win) out->found[found_count++] = (mjc_found){26, 0, ((mjc_int)1LL), n_last_tile_win};
    if (n_no_flowers) out->found[found_count++] = (mjc_found){27, 0, ((mjc_int)1LL), n_no_flowers};
    if (n_seat_flower) out->found[found_count++] = (mjc_found){28, 0, ((mjc_int)1LL), n_seat_flower};
    if (n_flower_set) out->found[found_count++] = (mjc_found){29, 0, ((mjc_int)2LL), n_flower_set};
    out->found_count = found_count;
    return total;
}

/* A win's result as a dict, in place `wi` of the deal's list of results: every object is held by the result as
 * soon as it is made (by the list, in turn), so a failed allocation, which defers, leaves nothing behind. Each
 * list is made at its length: the patterns found. */
static void win_object(const mjc_win_result *w, PyObject *results, int wi) {
    PyObject *result = mjc_new(PyDict_New());
    mjc_list_set(results, wi, result);
    mjc_set(result, K_winner, PyLong_FromLongLong(w->winner));
    mjc_set(result, K_total, mjc_long(w->total));
    Py_INCREF(UNIT_OBJECT);
    mjc_set(result, K_unit, UNIT_OBJECT);
    Py_ssize_t length[1] = {0}, at[1] = {0};
    for (int i = 0; i < w->found_count; i++) length[w->found[i].list]++;
    PyObject *lists[1];
    lists[0] = mjc_list(length[0]);
    mjc_set(result, K_patterns, lists[0]);
    PyObject *details = mjc_new(PyDict_New());
    mjc_set(result, K_details, details);
    { static PyObject *key; mjc_set_named(details, &key, "faan", mjc_int_object(w->detail_0)); }
    { static PyObject *key; mjc_set_named(details, &key, "share", mjc_int_object(w->detail_1)); }
    { static PyObject *key; mjc_set_named(details, &key, "limit", PyUnicode_FromString(w->detail_2)); }
    for (int i = 0; i < w->found_count; i++) {
        const mjc_found *f = &w->found[i];
        mjc_list_set(lists[f->list], at[f->list]++, mjc_pattern_entry(&PATTERN_SLOTS[f->pattern], PATTERN_ENTRIES[f->pattern], f->value, f->count));
    }
}

/* A win's result as json.dumps writes the dict win_object makes; 0 where a text of it cannot be written in UTF-8. */
static int win_json(mjc_out *o, int wi) {
    const mjc_win_result *w = &WIN_RESULTS[wi];
    MJC_PUT(o, "{\"winner\": ");
    mjc_out_int(o, w->winner);
    MJC_PUT(o, ", \"total\": ");
    mjc_out_int(o, w->total);
    MJC_PUT(o, ", \"unit\": ");
    if (!mjc_put_json(o, &UNIT_JSON)) return 0;
    MJC_PUT(o, ", \"patterns\": [");
    if (!mjc_found_json(o, w->found, w->found_count, 0, PATTERN_JSON)) return 0;
    mjc_out_byte(o, ']');
    MJC_PUT(o, ", \"details\": {");
    MJC_PUT(o, "\042faan\042: ");
    mjc_out_int(o, w->detail_0);
    MJC_PUT(o, ", \042share\042: ");
    mjc_out_int(o, w->detail_1);
    MJC_PUT(o, ", \042limit\042: ");
    if (!mjc_cstr_json(o, w->detail_2)) return 0;
    mjc_out_byte(o, '}');
    mjc_out_byte(o, '}');
    return !o->failed;
}

/* Score every win of a deal (into WIN_RESULTS), then the rules that run once per deal (into the ledger). */
static void settle(const mjc_deal *deal, mjc_ledger *ledger) {
    static mjc_view views[MJC_MAX_WINS];
    static mjc_timeline timeline;  /* where the record gives its events: each item is settled at its own */
    const int timed = deal->has_events;
    timeline.n = timeline.open = 0;
    for (int wi = 0; wi < deal->n_wins; wi++) {
        if (timed) mjc_enter(&timeline, deal, ledger, deal->wins[wi].order, deal->wins[wi].place);
        score_win(deal, &deal->wins[wi], ledger, &views[wi], &WIN_RESULTS[wi]);
    }
    if (timed) mjc_in_event_order(&timeline, ledger);
}

/* The settled deal's result, led by the record's id: its wins' results in `pending[0]` and itself in `pending[1]`
 * as they are made (freed if an allocation fails and defers). */
static PyObject *deal_object(const mjc_deal *deal, const mjc_ledger *ledger, PyObject **pending) {
    PyObject *results = pending[0] = mjc_list(deal->n_wins);  /* a win's result goes in its place */
    for (int wi = 0; wi < deal->n_wins; wi++) win_object(&WIN_RESULTS[wi], results, wi);
    return mjc_deal_result(deal->id, ledger, results, 0, REASON_OBJECTS, &pending[1]);
}

/* The settled deal's result line, as json.dumps writes deal_object's result; 0 where it cannot be written. */
static int deal_json(mjc_out *o, const mjc_deal *deal, const mjc_ledger *ledger) {
    return mjc_deal_json(o, deal->id, ledger, deal->n_wins, win_json, 0, REASON_JSON);
}

static int init_objects(void) {
    if (mjc_init_keys() < 0 || mjc_init_rules(&RULES) < 0) return -1;
    for (int i = 0; i < N_PATTERNS; i++)
        if ((PATTERN_ENTRIES[i] = mjc_pattern_template(PATTERN_IDS[i], PATTERN_NAMES[i])) == NULL
            || mjc_entry_json(&PATTERN_JSON[i], PATTERN_ENTRIES[i]) < 0) return -1;
    for (int i = 0; i < N_REASONS; i++)
        if ((REASON_OBJECTS[i] = mjc_str(REASONS[i])) == NULL || mjc_text_json(&REASON_JSON[i], REASON_OBJECTS[i]) < 0) return -1;
    return (UNIT_OBJECT = mjc_str(MJC_TEXT("faan"))) == NULL || mjc_text_json(&UNIT_JSON, UNIT_OBJECT) < 0 ? -1 : 0;
}

MJC_MODULE(hongkong, "0d33e8bbed098f3a72e821f998c81eb3218bd94ed51fa9fbed7c5e078a9ffb90", MJC_BUILD_KEY, "hongkong")
