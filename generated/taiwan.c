#define MJC_BUILD_KEY "aeb35da317997c6906d1819b6059928d272439b2732d109eb59f626ed43d44e3"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `taiwan`, generated from the spec specs/taiwan.yaml.
 *
 * Spec sha256: b70c8a326b9b1e8019eb6c9c0d379ef926e5dd8099233a1142f02a1945226f64
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._taiwan, which the Python module generated/taiwan.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* A complete hand of this ruleset has 17 tiles (tiles.size): the runtime's tables are made for it. */
#define MJC_HAND_SIZE 17
/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 31
#define N_SHAPES 3
#define N_REASONS 2

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("eight_flowers_win"),
    MJC_TEXT("seven_robs_one_win"),
    MJC_TEXT("heavenly_hand"),
    MJC_TEXT("earthly_hand"),
    MJC_TEXT("human_hand"),
    MJC_TEXT("big_four_winds"),
    MJC_TEXT("small_four_winds"),
    MJC_TEXT("big_three_dragons"),
    MJC_TEXT("small_three_dragons"),
    MJC_TEXT("dragon_pung"),
    MJC_TEXT("round_wind_pung"),
    MJC_TEXT("seat_wind_pung"),
    MJC_TEXT("full_flush"),
    MJC_TEXT("half_flush"),
    MJC_TEXT("all_pungs"),
    MJC_TEXT("five_concealed_pungs"),
    MJC_TEXT("four_concealed_pungs"),
    MJC_TEXT("three_concealed_pungs"),
    MJC_TEXT("all_chows"),
    MJC_TEXT("all_melded"),
    MJC_TEXT("concealed_self_draw"),
    MJC_TEXT("concealed_hand"),
    MJC_TEXT("self_drawn_win"),
    MJC_TEXT("single_wait"),
    MJC_TEXT("last_tile_draw"),
    MJC_TEXT("last_tile_discard"),
    MJC_TEXT("win_on_replacement"),
    MJC_TEXT("robbed_kong"),
    MJC_TEXT("seat_flower"),
    MJC_TEXT("any_flower"),
    MJC_TEXT("flower_set"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\345\205\253\344\273\231\351\201\216\346\265\267"),  /* 八仙過海 */
    MJC_TEXT("\344\270\203\346\220\266\344\270\200"),  /* 七搶一 */
    MJC_TEXT("\345\244\251\350\203\241"),  /* 天胡 */
    MJC_TEXT("\345\234\260\350\203\241"),  /* 地胡 */
    MJC_TEXT("\344\272\272\350\203\241"),  /* 人胡 */
    MJC_TEXT("\345\244\247\345\233\233\345\226\234"),  /* 大四喜 */
    MJC_TEXT("\345\260\217\345\233\233\345\226\234"),  /* 小四喜 */
    MJC_TEXT("\345\244\247\344\270\211\345\205\203"),  /* 大三元 */
    MJC_TEXT("\345\260\217\344\270\211\345\205\203"),  /* 小三元 */
    MJC_TEXT("\344\270\211\345\205\203\347\211\214"),  /* 三元牌 */
    MJC_TEXT("\345\234\210\351\242\250"),  /* 圈風 */
    MJC_TEXT("\351\226\200\351\242\250"),  /* 門風 */
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\346\267\267\344\270\200\350\211\262"),  /* 混一色 */
    MJC_TEXT("\347\242\260\347\242\260\350\203\241"),  /* 碰碰胡 */
    MJC_TEXT("\344\272\224\346\232\227\345\210\273"),  /* 五暗刻 */
    MJC_TEXT("\345\233\233\346\232\227\345\210\273"),  /* 四暗刻 */
    MJC_TEXT("\344\270\211\346\232\227\345\210\273"),  /* 三暗刻 */
    MJC_TEXT("\345\271\263\350\203\241"),  /* 平胡 */
    MJC_TEXT("\345\205\250\346\261\202\344\272\272"),  /* 全求人 */
    MJC_TEXT("\351\226\200\346\270\205\350\207\252\346\221\270\357\274\210\344\270\215\346\261\202\344\272\272\357\274\211"),  /* 門清自摸（不求人） */
    MJC_TEXT("\351\226\200\346\270\205"),  /* 門清 */
    MJC_TEXT("\350\207\252\346\221\270"),  /* 自摸 */
    MJC_TEXT("\347\215\250\350\201\275\357\274\210\351\202\212\345\274\265\343\200\201\344\270\255\346\264\236\343\200\201\345\226\256\345\220\212\357\274\211"),  /* 獨聽（邊張、中洞、單吊） */
    MJC_TEXT("\346\265\267\345\272\225\346\222\210\346\234\210"),  /* 海底撈月 */
    MJC_TEXT("\346\262\263\345\272\225\346\222\210\351\255\232"),  /* 河底撈魚 */
    MJC_TEXT("\346\247\223\344\270\212\351\226\213\350\212\261"),  /* 槓上開花 */
    MJC_TEXT("\346\220\266\346\247\223"),  /* 搶槓 */
    MJC_TEXT("\346\255\243\350\212\261"),  /* 正花 */
    MJC_TEXT("\350\212\261\347\211\214"),  /* 花牌 */
    MJC_TEXT("\350\212\261\346\247\223"),  /* 花槓 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\350\207\252\346\221\270\357\274\210\345\272\225\357\274\213\345\217\260\357\274\211 (self-draw (\345\272\225 + tai))"),  /* 自摸（底＋台） (self-draw (底 + tai)) */
    MJC_TEXT("\346\224\276\346\247\215\357\274\210\345\272\225\357\274\213\345\217\260\357\274\211 (discard (\345\272\225 + tai))"),  /* 放槍（底＋台） (discard (底 + tai)) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0x2ULL
#define MASK_1 0x1eULL
#define MASK_2 0x7f0000000ULL
#define MASK_3 0x78f0783c1fULL
#define MASK_4 0x7870f87c3e0ULL
#define MASK_5 0x700000000ULL
#define MASK_6 0xf0000000ULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_EIGHT_FLOWERS = 1,
    SHAPE_SEVEN_ROBS_ONE = 2,
};

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 5, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 2},
    {.kind = 2},
};

static mjc_rules RULES = {
    .ruleset_id = "taiwan",
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
    .n_declared = 2,
    .declared_names = {"eight_flowers", "seven_robs_one"},
    .declared_shapes = {1, 2},
    .n_options = 8,
    .option_names = {"base", "tai_money", "lazhuang", "chrysanthemum_west", "flowers_by_seat", "flower_set_tai", "eight_flowers_tai", "seven_robs_one_tai"},
    .option_is_bool = {0, 0, 1, 1, 1, 0, 0, 0},
    .option_default = {30, 10, 1, 1, 1, 2, 8, 8},
    .option_low = {0LL, 1LL, -1000000000LL, -1000000000LL, -1000000000LL, 0LL, 1LL, 1LL},
    .option_high = {100000LL, 100000LL, 1000000000LL, 1000000000LL, 1000000000LL, 30LL, 100LL, 100LL},
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
} mjc_win_result;
static mjc_win_result WIN_RESULTS[MJC_MAX_WINS];

/* Score one win: choose the best arrangement, check it, pay it; what its result says goes to `out`, and its
 * total is returned (with `out` NULL, only that: a wait best_win and worst_win score). */
static mjc_int score_win(const mjc_deal *deal, const mjc_win *win, mjc_ledger *ledger, mjc_view *view,
                         mjc_win_result *out) {
    const mjc_player *player = win->player;  /* the winner's seat, or its hand and melds as the win gives them */
    const mjc_int o_base = deal->options[0];
    const mjc_int o_tai_money = deal->options[1];
    const mjc_int o_lazhuang = deal->options[2];
    const mjc_int o_chrysanthemum_west = deal->options[3];
    const mjc_int o_flowers_by_seat = deal->options[4];
    const mjc_int o_flower_set_tai = deal->options[5];
    const mjc_int o_eight_flowers_tai = deal->options[6];
    const mjc_int o_seven_robs_one_tai = deal->options[7];
    mjc_int f_first_discard = win->flag[8];
    mjc_int f_first_draw = win->flag[7];
    mjc_int f_flower_replacement = win->flag[3];
    mjc_int f_kong_replacement = win->flag[0];
    mjc_int f_last_tile = win->flag[5];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_int d_seat_flowers = 0; int done_d_seat_flowers = 0;
    mjc_ints b_waits = {0}; int done_b_waits = 0;
    mjc_int b_by = win->by;
    mjc_int b_dealer = deal->dealer;
    mjc_int b_discarder = win->source;
    mjc_ints b_flower_tiles = player->flowers;
    mjc_int b_flowers = player->flower_count;
    mjc_int b_honba = deal->honba;
    mjc_groups b_melds = player->melds;
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_round_wind = (27 + deal->round_wind);
    mjc_int b_seat_wind = mjc_seat_wind(deal->dealer, win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_ints b_tiles = mjc_all_tiles(hand_tiles, player->melds);
    mjc_int b_winner = win->winner;
    mjc_int d_concealed;
    mjc_int d_suits;
    mjc_int d_has_honors;
    mjc_int d_flower_sets;
    mjc_int d_dealer_tai;
    mjc_int d_pair_tile;
    mjc_int d_dragon_pungs;
    mjc_int d_wind_pungs;
    mjc_int d_concealed_pungs;
    mjc_int n_eight_flowers_win;
    mjc_int val_eight_flowers_win;
    mjc_int n_seven_robs_one_win;
    mjc_int val_seven_robs_one_win;
    mjc_int limit_counted;
    mjc_int n_heavenly_hand;
    mjc_int n_earthly_hand;
    mjc_int n_human_hand;
    mjc_int n_big_four_winds;
    mjc_int n_small_four_winds;
    mjc_int n_big_three_dragons;
    mjc_int n_small_three_dragons;
    mjc_int n_dragon_pung;
    mjc_int n_round_wind_pung;
    mjc_int n_seat_wind_pung;
    mjc_int n_full_flush;
    mjc_int n_half_flush;
    mjc_int n_all_pungs;
    mjc_int n_five_concealed_pungs;
    mjc_int n_four_concealed_pungs;
    mjc_int n_three_concealed_pungs;
    mjc_int n_all_chows;
    mjc_int n_all_melded;
    mjc_int n_concealed_self_draw;
    mjc_int n_concealed_hand;
    mjc_int n_self_drawn_win;
    mjc_int n_single_wait;
    mjc_int n_last_tile_draw;
    mjc_int n_last_tile_discard;
    mjc_int n_win_on_replacement;
    mjc_int n_robbed_kong;
    mjc_int n_seat_flower;
    mjc_int n_any_flower;
    mjc_int n_flower_set;
    mjc_int val_flower_set;
    mjc_int s_tai;
    mjc_groups b_pairs;
    mjc_groups b_pungs;
    mjc_groups b_sets;
    mjc_int b_shape;
    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 1, win->declared, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_concealed = (!({ const mjc_groups *_t36 = &b_melds; mjc_int _t38 = 0; for (int _t37 = 0; _t37 < _t36->n; _t37++) { if (mjc_in_mask(MASK_1, _t36->v[_t37]->source)) { _t38 = 1; break; } } _t38; }));  /* concealed: specs/taiwan.yaml:163 */
    d_suits = (({ const mjc_ints *_t39 = &b_tiles; mjc_ints _t41; _t41.n = 0; uint64_t _t43 = 0; for (int _t40 = 0; _t40 < _t39->n; _t40++) { mjc_int v_t = _t39->v[_t40]; if (!((mjc_suit(v_t) < 3))) continue; mjc_int _t42 = mjc_suit(v_t); if (mjc_first_seen(&_t41, &_t43, _t42)) mjc_push(&_t41, _t42); } _t41; })).n;  /* suits: specs/taiwan.yaml:169 */
    d_has_honors = ({ const mjc_ints *_t44 = &b_tiles; mjc_int _t46 = 0; for (int _t45 = 0; _t45 < _t44->n; _t45++) { if (mjc_in_mask(MASK_2, _t44->v[_t45])) { _t46 = 1; break; } } _t46; });  /* has_honors: specs/taiwan.yaml:172 */
    done_d_seat_flowers = 0;  /* worked out where first read */
    d_flower_sets = mjc_add(((((mjc_int)((((mjc_int)((b_flower_tiles).n >= 4))) && (({ mjc_int _t50 = ({ const mjc_ints *_t47 = &b_flower_tiles; mjc_int _t49 = 0; for (int _t48 = 0; _t48 < _t47->n; _t48++) { if (mjc_in_mask(MASK_3, _t47->v[_t48])) _t49++; } _t49; }); (mjc_int)((_t50 == ((mjc_int)4LL))); }))))) ? ((mjc_int)1LL) : ((mjc_int)0LL)), ((((mjc_int)((((mjc_int)((b_flower_tiles).n >= 4))) && (({ mjc_int _t54 = ({ const mjc_ints *_t51 = &b_flower_tiles; mjc_int _t53 = 0; for (int _t52 = 0; _t52 < _t51->n; _t52++) { if (mjc_in_mask(MASK_4, _t51->v[_t52])) _t53++; } _t53; }); (mjc_int)((_t54 == ((mjc_int)4LL))); }))))) ? ((mjc_int)1LL) : ((mjc_int)0LL)));  /* flower_sets: specs/taiwan.yaml:192 */
    d_dealer_tai = mjc_add(((mjc_int)1LL), mjc_mul(((o_lazhuang) ? ((mjc_int)2LL) : ((mjc_int)1LL)), b_honba));  /* dealer_tai: specs/taiwan.yaml:195 */

    int best = -1;
    mjc_int best_value = 0;
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        d_pair_tile = ({ const mjc_groups *_t55 = &b_pairs; _t55->n ? mjc_real(_t55->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/taiwan.yaml:166 */
        d_dragon_pungs = ({ const mjc_groups *_t56 = &b_pungs; mjc_int _t58 = 0; for (int _t57 = 0; _t57 < _t56->n; _t57++) { if (mjc_in_mask(MASK_5, _t56->v[_t57]->tile)) _t58++; } _t58; });  /* dragon_pungs: specs/taiwan.yaml:175 */
        d_wind_pungs = ({ const mjc_groups *_t59 = &b_pungs; mjc_int _t61 = 0; for (int _t60 = 0; _t60 < _t59->n; _t60++) { if (mjc_in_mask(MASK_6, _t59->v[_t60]->tile)) _t61++; } _t61; });  /* wind_pungs: specs/taiwan.yaml:178 */
        d_concealed_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t62 = &b_pungs;  mjc_int _t64 = 0; for (int _t63 = 0; _t63 < _t62->n; _t63++) { const mjc_group * v_s = _t62->v[_t63];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (((mjc_int)((b_self_drawn) || ((!mjc_real(v_s)->has_win)))))))) _t64++; } _t64; }) : ((mjc_int)0LL));  /* concealed_pungs: specs/taiwan.yaml:181 */
        n_eight_flowers_win = ((((mjc_int)((b_shape == SHAPE_EIGHT_FLOWERS))))) ? 1 : 0;  /* eight_flowers_win: specs/taiwan.yaml:207 */
        val_eight_flowers_win = n_eight_flowers_win ? o_eight_flowers_tai : 0;
        n_seven_robs_one_win = ((((mjc_int)((b_shape == SHAPE_SEVEN_ROBS_ONE))))) ? 1 : 0;  /* seven_robs_one_win: specs/taiwan.yaml:215 */
        val_seven_robs_one_win = n_seven_robs_one_win ? o_seven_robs_one_tai : 0;
        limit_counted = (n_eight_flowers_win || n_seven_robs_one_win);  /* whether any limit pattern counted */
        n_heavenly_hand = (!limit_counted && (((mjc_int)((f_first_draw) && (b_self_drawn) && (((mjc_int)((b_winner == b_dealer)))))))) ? 1 : 0;  /* heavenly_hand: specs/taiwan.yaml:225 */
        n_earthly_hand = (!limit_counted && (((mjc_int)((f_first_draw) && (b_self_drawn) && (((mjc_int)((b_winner != b_dealer)))))))) ? 1 : 0;  /* earthly_hand: specs/taiwan.yaml:232 */
        n_human_hand = (!limit_counted && (((mjc_int)((f_first_discard) && ((!b_self_drawn)))))) ? 1 : 0;  /* human_hand: specs/taiwan.yaml:239 */
        n_big_four_winds = (!limit_counted && (((mjc_int)((d_wind_pungs == ((mjc_int)4LL)))))) ? 1 : 0;  /* big_four_winds: specs/taiwan.yaml:248 */
        n_small_four_winds = (!limit_counted && (((mjc_int)((((mjc_int)((d_wind_pungs == ((mjc_int)3LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* small_four_winds: specs/taiwan.yaml:256 */
        n_big_three_dragons = (!limit_counted && (((mjc_int)((d_dragon_pungs == ((mjc_int)3LL)))))) ? 1 : 0;  /* big_three_dragons: specs/taiwan.yaml:264 */
        n_small_three_dragons = (!limit_counted && (((mjc_int)((((mjc_int)((d_dragon_pungs == ((mjc_int)2LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* small_three_dragons: specs/taiwan.yaml:272 */
        n_dragon_pung = (!n_big_three_dragons && !n_small_three_dragons && !limit_counted && (((mjc_int)((d_dragon_pungs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_dragon_pungs) : 0;  /* dragon_pung: specs/taiwan.yaml:280 */
        n_round_wind_pung = (!n_big_four_winds && !n_small_four_winds && !limit_counted && (({ const mjc_groups *_t0 = &b_pungs; mjc_int _t3 = b_round_wind; mjc_int _t2 = 0; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (_t0->v[_t1]->tile == _t3) { _t2 = 1; break; } } _t2; }))) ? 1 : 0;  /* round_wind_pung: specs/taiwan.yaml:288 */
        n_seat_wind_pung = (!n_big_four_winds && !n_small_four_winds && !limit_counted && (({ const mjc_groups *_t4 = &b_pungs; mjc_int _t7 = b_seat_wind; mjc_int _t6 = 0; for (int _t5 = 0; _t5 < _t4->n; _t5++) { if (_t4->v[_t5]->tile == _t7) { _t6 = 1; break; } } _t6; }))) ? 1 : 0;  /* seat_wind_pung: specs/taiwan.yaml:295 */
        n_full_flush = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((((mjc_int)((((mjc_int)((d_suits == ((mjc_int)1LL))))) && ((!d_has_honors))))) || (((mjc_int)((d_suits == ((mjc_int)0LL)))))))))))) ? 1 : 0;  /* full_flush: specs/taiwan.yaml:304 */
        n_half_flush = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_suits == ((mjc_int)1LL))))) && (d_has_honors))))) ? 1 : 0;  /* half_flush: specs/taiwan.yaml:311 */
        n_all_pungs = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t8 = (b_pungs).n; (mjc_int)((_t8 == ((mjc_int)5LL))); })))))) ? 1 : 0;  /* all_pungs: specs/taiwan.yaml:320 */
        n_five_concealed_pungs = (!limit_counted && (((mjc_int)((d_concealed_pungs == ((mjc_int)5LL)))))) ? 1 : 0;  /* five_concealed_pungs: specs/taiwan.yaml:327 */
        n_four_concealed_pungs = (!n_five_concealed_pungs && !limit_counted && (((mjc_int)((d_concealed_pungs >= ((mjc_int)4LL)))))) ? 1 : 0;  /* four_concealed_pungs: specs/taiwan.yaml:335 */
        n_three_concealed_pungs = (!n_five_concealed_pungs && !n_four_concealed_pungs && !limit_counted && (((mjc_int)((d_concealed_pungs >= ((mjc_int)3LL)))))) ? 1 : 0;  /* three_concealed_pungs: specs/taiwan.yaml:343 */
        n_all_chows = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t9 = &b_sets; mjc_int _t11 = 1; for (int _t10 = 0; _t10 < _t9->n; _t10++) { if (!(mjc_in_mask(MASK_0, _t9->v[_t10]->kind))) { _t11 = 0; break; } } _t11; })) && (((mjc_int)((b_flowers == ((mjc_int)0LL))))))))) ? 1 : 0;  /* all_chows: specs/taiwan.yaml:351 */
        n_all_melded = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t12 = (b_melds).n; (mjc_int)((_t12 == ((mjc_int)5LL))); })) && (({ const mjc_groups *_t13 = &b_melds; mjc_int _t15 = 1; for (int _t14 = 0; _t14 < _t13->n; _t14++) { if (!(mjc_in_mask(MASK_1, _t13->v[_t14]->source))) { _t15 = 0; break; } } _t15; })) && ((!b_self_drawn)))))) ? 1 : 0;  /* all_melded: specs/taiwan.yaml:358 */
        n_concealed_self_draw = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (d_concealed) && (b_self_drawn))))) ? 1 : 0;  /* concealed_self_draw: specs/taiwan.yaml:367 */
        n_concealed_hand = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (d_concealed) && ((!b_self_drawn)))))) ? 1 : 0;  /* concealed_hand: specs/taiwan.yaml:374 */
        n_self_drawn_win = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (b_self_drawn) && ((!d_concealed)))))) ? 1 : 0;  /* self_drawn_win: specs/taiwan.yaml:381 */
        n_single_wait = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t16 = ((done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits))).n; (mjc_int)((_t16 == ((mjc_int)1LL))); })))))) ? 1 : 0;  /* single_wait: specs/taiwan.yaml:388 */
        n_last_tile_draw = (!limit_counted && (((mjc_int)((f_last_tile) && (b_self_drawn))))) ? 1 : 0;  /* last_tile_draw: specs/taiwan.yaml:395 */
        n_last_tile_discard = (!limit_counted && (((mjc_int)((f_last_tile) && ((!b_self_drawn)))))) ? 1 : 0;  /* last_tile_discard: specs/taiwan.yaml:402 */
        n_win_on_replacement = (!limit_counted && (((mjc_int)((b_self_drawn) && (((mjc_int)((f_kong_replacement) || (f_flower_replacement)))))))) ? 1 : 0;  /* win_on_replacement: specs/taiwan.yaml:409 */
        n_robbed_kong = (!limit_counted && (((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* robbed_kong: specs/taiwan.yaml:416 */
        n_seat_flower = (!limit_counted && (((mjc_int)((o_flowers_by_seat) && (({ mjc_int _t26 = (done_d_seat_flowers ? d_seat_flowers : (d_seat_flowers = ((((mjc_int)((b_flower_tiles).n >= 1))) ? ({ const mjc_ints *_t17 = &b_flower_tiles;  mjc_int _t19 = 0; for (int _t18 = 0; _t18 < _t17->n; _t18++) { mjc_int v_f = _t17->v[_t18];  if (((mjc_int)((({ mjc_int _t20 = mjc_number(v_f); mjc_int _t21 = mjc_number(b_seat_wind); (mjc_int)((_t20 == _t21)); })) || (({ mjc_int _t22 = mjc_number(v_f); mjc_int _t25 = ((o_chrysanthemum_west) ? ({ const mjc_ints _t23_v = ({ mjc_ints _t24; _t24.n = 0; mjc_push(&_t24, ((mjc_int)0LL)); mjc_push(&_t24, ((mjc_int)5LL)); mjc_push(&_t24, ((mjc_int)6LL)); mjc_push(&_t24, ((mjc_int)8LL)); mjc_push(&_t24, ((mjc_int)7LL)); _t24; }); const mjc_ints *_t23 = &_t23_v; mjc_item(_t23, mjc_number(b_seat_wind)); }) : mjc_add(mjc_number(b_seat_wind), ((mjc_int)4LL))); (mjc_int)((_t22 == _t25)); }))))) _t19++; } _t19; }) : ((mjc_int)0LL)), done_d_seat_flowers = 1, d_seat_flowers)); (mjc_int)((_t26 > ((mjc_int)0LL))); })))))) ? mjc_max2(0, (done_d_seat_flowers ? d_seat_flowers : (d_seat_flowers = ((((mjc_int)((b_flower_tiles).n >= 1))) ? ({ const mjc_ints *_t27 = &b_flower_tiles;  mjc_int _t29 = 0; for (int _t28 = 0; _t28 < _t27->n; _t28++) { mjc_int v_f = _t27->v[_t28];  if (((mjc_int)((({ mjc_int _t30 = mjc_number(v_f); mjc_int _t31 = mjc_number(b_seat_wind); (mjc_int)((_t30 == _t31)); })) || (({ mjc_int _t32 = mjc_number(v_f); mjc_int _t35 = ((o_chrysanthemum_west) ? ({ const mjc_ints _t33_v = ({ mjc_ints _t34; _t34.n = 0; mjc_push(&_t34, ((mjc_int)0LL)); mjc_push(&_t34, ((mjc_int)5LL)); mjc_push(&_t34, ((mjc_int)6LL)); mjc_push(&_t34, ((mjc_int)8LL)); mjc_push(&_t34, ((mjc_int)7LL)); _t34; }); const mjc_ints *_t33 = &_t33_v; mjc_item(_t33, mjc_number(b_seat_wind)); }) : mjc_add(mjc_number(b_seat_wind), ((mjc_int)4LL))); (mjc_int)((_t32 == _t35)); }))))) _t29++; } _t29; }) : ((mjc_int)0LL)), done_d_seat_flowers = 1, d_seat_flowers))) : 0;  /* seat_flower: specs/taiwan.yaml:425 */
        n_any_flower = (!limit_counted && (((mjc_int)(((!o_flowers_by_seat)) && (((mjc_int)((b_flowers > ((mjc_int)0LL))))))))) ? mjc_max2(0, b_flowers) : 0;  /* any_flower: specs/taiwan.yaml:433 */
        n_flower_set = (!limit_counted && (((mjc_int)((((mjc_int)((o_flower_set_tai > ((mjc_int)0LL))))) && (((mjc_int)((d_flower_sets > ((mjc_int)0LL))))))))) ? mjc_max2(0, d_flower_sets) : 0;  /* flower_set: specs/taiwan.yaml:441 */
        val_flower_set = n_flower_set ? o_flower_set_tai : 0;
        s_tai = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)24LL) * n_heavenly_hand + ((mjc_int)16LL) * n_earthly_hand + ((mjc_int)8LL) * n_human_hand + ((mjc_int)16LL) * n_big_four_winds + ((mjc_int)8LL) * n_small_four_winds + ((mjc_int)8LL) * n_big_three_dragons + ((mjc_int)4LL) * n_small_three_dragons + n_round_wind_pung + n_seat_wind_pung + ((mjc_int)8LL) * n_full_flush + ((mjc_int)4LL) * n_half_flush + ((mjc_int)4LL) * n_all_pungs + ((mjc_int)8LL) * n_five_concealed_pungs + ((mjc_int)5LL) * n_four_concealed_pungs + ((mjc_int)2LL) * n_three_concealed_pungs + ((mjc_int)2LL) * n_all_chows + ((mjc_int)2LL) * n_all_melded + ((mjc_int)3LL) * n_concealed_self_draw + n_concealed_hand + n_self_drawn_win + n_single_wait + n_last_tile_draw + n_last_tile_discard + n_win_on_replacement + n_robbed_kong), mjc_mul(val_eight_flowers_win, n_eight_flowers_win)), mjc_mul(val_seven_robs_one_win, n_seven_robs_one_win)), n_dragon_pung), n_seat_flower), n_any_flower), mjc_mul(val_flower_set, n_flower_set));  /* tai */

        mjc_int value = s_tai;
        if (best < 0 || value > best_value) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        d_pair_tile = ({ const mjc_groups *_t55 = &b_pairs; _t55->n ? mjc_real(_t55->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/taiwan.yaml:166 */
        d_dragon_pungs = ({ const mjc_groups *_t56 = &b_pungs; mjc_int _t58 = 0; for (int _t57 = 0; _t57 < _t56->n; _t57++) { if (mjc_in_mask(MASK_5, _t56->v[_t57]->tile)) _t58++; } _t58; });  /* dragon_pungs: specs/taiwan.yaml:175 */
        d_wind_pungs = ({ const mjc_groups *_t59 = &b_pungs; mjc_int _t61 = 0; for (int _t60 = 0; _t60 < _t59->n; _t60++) { if (mjc_in_mask(MASK_6, _t59->v[_t60]->tile)) _t61++; } _t61; });  /* wind_pungs: specs/taiwan.yaml:178 */
        d_concealed_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t62 = &b_pungs;  mjc_int _t64 = 0; for (int _t63 = 0; _t63 < _t62->n; _t63++) { const mjc_group * v_s = _t62->v[_t63];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (((mjc_int)((b_self_drawn) || ((!mjc_real(v_s)->has_win)))))))) _t64++; } _t64; }) : ((mjc_int)0LL));  /* concealed_pungs: specs/taiwan.yaml:181 */
        n_eight_flowers_win = ((((mjc_int)((b_shape == SHAPE_EIGHT_FLOWERS))))) ? 1 : 0;  /* eight_flowers_win: specs/taiwan.yaml:207 */
        val_eight_flowers_win = n_eight_flowers_win ? o_eight_flowers_tai : 0;
        n_seven_robs_one_win = ((((mjc_int)((b_shape == SHAPE_SEVEN_ROBS_ONE))))) ? 1 : 0;  /* seven_robs_one_win: specs/taiwan.yaml:215 */
        val_seven_robs_one_win = n_seven_robs_one_win ? o_seven_robs_one_tai : 0;
        limit_counted = (n_eight_flowers_win || n_seven_robs_one_win);  /* whether any limit pattern counted */
        n_heavenly_hand = (!limit_counted && (((mjc_int)((f_first_draw) && (b_self_drawn) && (((mjc_int)((b_winner == b_dealer)))))))) ? 1 : 0;  /* heavenly_hand: specs/taiwan.yaml:225 */
        n_earthly_hand = (!limit_counted && (((mjc_int)((f_first_draw) && (b_self_drawn) && (((mjc_int)((b_winner != b_dealer)))))))) ? 1 : 0;  /* earthly_hand: specs/taiwan.yaml:232 */
        n_human_hand = (!limit_counted && (((mjc_int)((f_first_discard) && ((!b_self_drawn)))))) ? 1 : 0;  /* human_hand: specs/taiwan.yaml:239 */
        n_big_four_winds = (!limit_counted && (((mjc_int)((d_wind_pungs == ((mjc_int)4LL)))))) ? 1 : 0;  /* big_four_winds: specs/taiwan.yaml:248 */
        n_small_four_winds = (!limit_counted && (((mjc_int)((((mjc_int)((d_wind_pungs == ((mjc_int)3LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* small_four_winds: specs/taiwan.yaml:256 */
        n_big_three_dragons = (!limit_counted && (((mjc_int)((d_dragon_pungs == ((mjc_int)3LL)))))) ? 1 : 0;  /* big_three_dragons: specs/taiwan.yaml:264 */
        n_small_three_dragons = (!limit_counted && (((mjc_int)((((mjc_int)((d_dragon_pungs == ((mjc_int)2LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* small_three_dragons: specs/taiwan.yaml:272 */
        n_dragon_pung = (!n_big_three_dragons && !n_small_three_dragons && !limit_counted && (((mjc_int)((d_dragon_pungs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_dragon_pungs) : 0;  /* dragon_pung: specs/taiwan.yaml:280 */
        n_round_wind_pung = (!n_big_four_winds && !n_small_four_winds && !limit_counted && (({ const mjc_groups *_t0 = &b_pungs; mjc_int _t3 = b_round_wind; mjc_int _t2 = 0; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (_t0->v[_t1]->tile == _t3) { _t2 = 1; break; } } _t2; }))) ? 1 : 0;  /* round_wind_pung: specs/taiwan.yaml:288 */
        n_seat_wind_pung = (!n_big_four_winds && !n_small_four_winds && !limit_counted && (({ const mjc_groups *_t4 = &b_pungs; mjc_int _t7 = b_seat_wind; mjc_int _t6 = 0; for (int _t5 = 0; _t5 < _t4->n; _t5++) { if (_t4->v[_t5]->tile == _t7) { _t6 = 1; break; } } _t6; }))) ? 1 : 0;  /* seat_wind_pung: specs/taiwan.yaml:295 */
        n_full_flush = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((((mjc_int)((((mjc_int)((d_suits == ((mjc_int)1LL))))) && ((!d_has_honors))))) || (((mjc_int)((d_suits == ((mjc_int)0LL)))))))))))) ? 1 : 0;  /* full_flush: specs/taiwan.yaml:304 */
        n_half_flush = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_suits == ((mjc_int)1LL))))) && (d_has_honors))))) ? 1 : 0;  /* half_flush: specs/taiwan.yaml:311 */
        n_all_pungs = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t8 = (b_pungs).n; (mjc_int)((_t8 == ((mjc_int)5LL))); })))))) ? 1 : 0;  /* all_pungs: specs/taiwan.yaml:320 */
        n_five_concealed_pungs = (!limit_counted && (((mjc_int)((d_concealed_pungs == ((mjc_int)5LL)))))) ? 1 : 0;  /* five_concealed_pungs: specs/taiwan.yaml:327 */
        n_four_concealed_pungs = (!n_five_concealed_pungs && !limit_counted && (((mjc_int)((d_concealed_pungs >= ((mjc_int)4LL)))))) ? 1 : 0;  /* four_concealed_pungs: specs/taiwan.yaml:335 */
        n_three_concealed_pungs = (!n_five_concealed_pungs && !n_four_concealed_pungs && !limit_counted && (((mjc_int)((d_concealed_pungs >= ((mjc_int)3LL)))))) ? 1 : 0;  /* three_concealed_pungs: specs/taiwan.yaml:343 */
        n_all_chows = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t9 = &b_sets; mjc_int _t11 = 1; for (int _t10 = 0; _t10 < _t9->n; _t10++) { if (!(mjc_in_mask(MASK_0, _t9->v[_t10]->kind))) { _t11 = 0; break; } } _t11; })) && (((mjc_int)((b_flowers == ((mjc_int)0LL))))))))) ? 1 : 0;  /* all_chows: specs/taiwan.yaml:351 */
        n_all_melded = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t12 = (b_melds).n; (mjc_int)((_t12 == ((mjc_int)5LL))); })) && (({ const mjc_groups *_t13 = &b_melds; mjc_int _t15 = 1; for (int _t14 = 0; _t14 < _t13->n; _t14++) { if (!(mjc_in_mask(MASK_1, _t13->v[_t14]->source))) { _t15 = 0; break; } } _t15; })) && ((!b_self_drawn)))))) ? 1 : 0;  /* all_melded: specs/taiwan.yaml:358 */
        n_concealed_self_draw = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (d_concealed) && (b_self_drawn))))) ? 1 : 0;  /* concealed_self_draw: specs/taiwan.yaml:367 */
        n_concealed_hand = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (d_concealed) && ((!b_self_drawn)))))) ? 1 : 0;  /* concealed_hand: specs/taiwan.yaml:374 */
        n_self_drawn_win = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (b_self_drawn) && ((!d_concealed)))))) ? 1 : 0;  /* self_drawn_win: specs/taiwan.yaml:381 */
        n_single_wait = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t16 = ((done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits))).n; (mjc_int)((_t16 == ((mjc_int)1LL))); })))))) ? 1 : 0;  /* single_wait: specs/taiwan.yaml:388 */
        n_last_tile_draw = (!limit_counted && (((mjc_int)((f_last_tile) && (b_self_drawn))))) ? 1 : 0;  /* last_tile_draw: specs/taiwan.yaml:395 */
        n_last_tile_discard = (!limit_counted && (((mjc_int)((f_last_tile) && ((!b_self_drawn)))))) ? 1 : 0;  /* last_tile_discard: specs/taiwan.yaml:402 */
        n_win_on_replacement = (!limit_counted && (((mjc_int)((b_self_drawn) && (((mjc_int)((f_kong_replacement) || (f_flower_replacement)))))))) ? 1 : 0;  /* win_on_replacement: specs/taiwan.yaml:409 */
        n_robbed_kong = (!limit_counted && (((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* robbed_kong: specs/taiwan.yaml:416 */
        n_seat_flower = (!limit_counted && (((mjc_int)((o_flowers_by_seat) && (({ mjc_int _t26 = (done_d_seat_flowers ? d_seat_flowers : (d_seat_flowers = ((((mjc_int)((b_flower_tiles).n >= 1))) ? ({ const mjc_ints *_t17 = &b_flower_tiles;  mjc_int _t19 = 0; for (int _t18 = 0; _t18 < _t17->n; _t18++) { mjc_int v_f = _t17->v[_t18];  if (((mjc_int)((({ mjc_int _t20 = mjc_number(v_f); mjc_int _t21 = mjc_number(b_seat_wind); (mjc_int)((_t20 == _t21)); })) || (({ mjc_int _t22 = mjc_number(v_f); mjc_int _t25 = ((o_chrysanthemum_west) ? ({ const mjc_ints _t23_v = ({ mjc_ints _t24; _t24.n = 0; mjc_push(&_t24, ((mjc_int)0LL)); mjc_push(&_t24, ((mjc_int)5LL)); mjc_push(&_t24, ((mjc_int)6LL)); mjc_push(&_t24, ((mjc_int)8LL)); mjc_push(&_t24, ((mjc_int)7LL)); _t24; }); const mjc_ints *_t23 = &_t23_v; mjc_item(_t23, mjc_number(b_seat_wind)); }) : mjc_add(mjc_number(b_seat_wind), ((mjc_int)4LL))); (mjc_int)((_t22 == _t25)); }))))) _t19++; } _t19; }) : ((mjc_int)0LL)), done_d_seat_flowers = 1, d_seat_flowers)); (mjc_int)((_t26 > ((mjc_int)0LL))); })))))) ? mjc_max2(0, (done_d_seat_flowers ? d_seat_flowers : (d_seat_flowers = ((((mjc_int)((b_flower_tiles).n >= 1))) ? ({ const mjc_ints *_t27 = &b_flower_tiles;  mjc_int _t29 = 0; for (int _t28 = 0; _t28 < _t27->n; _t28++) { mjc_int v_f = _t27->v[_t28];  if (((mjc_int)((({ mjc_int _t30 = mjc_number(v_f); mjc_int _t31 = mjc_number(b_seat_wind); (mjc_int)((_t30 == _t31)); })) || (({ mjc_int _t32 = mjc_number(v_f); mjc_int _t35 = ((o_chrysanthemum_west) ? ({ const mjc_ints _t33_v = ({ mjc_ints _t34; _t34.n = 0; mjc_push(&_t34, ((mjc_int)0LL)); mjc_push(&_t34, ((mjc_int)5LL)); mjc_push(&_t34, ((mjc_int)6LL)); mjc_push(&_t34, ((mjc_int)8LL)); mjc_push(&_t34, ((mjc_int)7LL)); _t34; }); const mjc_ints *_t33 = &_t33_v; mjc_item(_t33, mjc_number(b_seat_wind)); }) : mjc_add(mjc_number(b_seat_wind), ((mjc_int)4LL))); (mjc_int)((_t32 == _t35)); }))))) _t29++; } _t29; }) : ((mjc_int)0LL)), done_d_seat_flowers = 1, d_seat_flowers))) : 0;  /* seat_flower: specs/taiwan.yaml:425 */
        n_any_flower = (!limit_counted && (((mjc_int)(((!o_flowers_by_seat)) && (((mjc_int)((b_flowers > ((mjc_int)0LL))))))))) ? mjc_max2(0, b_flowers) : 0;  /* any_flower: specs/taiwan.yaml:433 */
        n_flower_set = (!limit_counted && (((mjc_int)((((mjc_int)((o_flower_set_tai > ((mjc_int)0LL))))) && (((mjc_int)((d_flower_sets > ((mjc_int)0LL))))))))) ? mjc_max2(0, d_flower_sets) : 0;  /* flower_set: specs/taiwan.yaml:441 */
        val_flower_set = n_flower_set ? o_flower_set_tai : 0;
        s_tai = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)24LL) * n_heavenly_hand + ((mjc_int)16LL) * n_earthly_hand + ((mjc_int)8LL) * n_human_hand + ((mjc_int)16LL) * n_big_four_winds + ((mjc_int)8LL) * n_small_four_winds + ((mjc_int)8LL) * n_big_three_dragons + ((mjc_int)4LL) * n_small_three_dragons + n_round_wind_pung + n_seat_wind_pung + ((mjc_int)8LL) * n_full_flush + ((mjc_int)4LL) * n_half_flush + ((mjc_int)4LL) * n_all_pungs + ((mjc_int)8LL) * n_five_concealed_pungs + ((mjc_int)5LL) * n_four_concealed_pungs + ((mjc_int)2LL) * n_three_concealed_pungs + ((mjc_int)2LL) * n_all_chows + ((mjc_int)2LL) * n_all_melded + ((mjc_int)3LL) * n_concealed_self_draw + n_concealed_hand + n_self_drawn_win + n_single_wait + n_last_tile_draw + n_last_tile_discard + n_win_on_replacement + n_robbed_kong), mjc_mul(val_eight_flowers_win, n_eight_flowers_win)), mjc_mul(val_seven_robs_one_win, n_seven_robs_one_win)), n_dragon_pung), n_seat_flower), n_any_flower), mjc_mul(val_flower_set, n_flower_set));  /* tai */

    }

    if (((mjc_int)((((mjc_int)((b_shape == SHAPE_EIGHT_FLOWERS)))) && (((mjc_int)((b_flowers < ((mjc_int)8LL)))))))) mjc_refuse("not_eight_flowers", win->winner, MJC_TEXT("\345\205\253\344\273\231\351\201\216\346\265\267\350\246\201\345\205\253\345\274\265\350\212\261\351\275\212 (eight flowers (\345\205\253\344\273\231\351\201\216\346\265\267) needs all eight flowers)"));
    if (((mjc_int)((((mjc_int)((b_shape == SHAPE_EIGHT_FLOWERS)))) && ((!b_self_drawn))))) mjc_refuse("bad_eight_flowers", win->winner, MJC_TEXT("\345\205\253\344\273\231\351\201\216\346\265\267\346\230\257\350\207\252\345\267\261\347\232\204\350\203\241\357\274\214\347\225\266\350\207\252\346\221\270\357\274\214\344\270\215\350\203\241\345\210\245\345\256\266 (eight flowers (\345\205\253\344\273\231\351\201\216\346\265\267) is the seat's own win, as a self-draw, off no other seat)"));
    if (((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_ROBS_ONE)))) && (b_self_drawn)))) mjc_refuse("seven_robs_one_needs_from", win->winner, MJC_TEXT("\344\270\203\346\220\266\344\270\200\350\246\201\345\257\253\346\230\216\346\220\266\347\232\204\346\230\257\345\223\252\344\270\200\345\256\266\346\221\270\345\210\260\347\232\204\350\212\261\357\274\210from\357\274\211 (seven flowers rob the eighth (\344\270\203\346\220\266\344\270\200) from the seat that drew it; the win needs 'from')"));
    if (((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_ROBS_ONE)))) && ((!b_self_drawn)) && (((mjc_int)((((mjc_int)((b_flowers != ((mjc_int)7LL))))) || (({ mjc_int _t65 = mjc_seat_flowers(deal, b_discarder); (mjc_int)((_t65 != ((mjc_int)1LL))); })))))))) mjc_refuse("not_seven_flowers", win->winner, MJC_TEXT("\344\270\203\346\220\266\344\270\200\346\230\257\346\234\211\344\270\203\345\274\265\350\212\261\347\232\204\344\270\200\345\256\266\357\274\214\346\220\266\345\210\245\345\256\266\346\221\270\345\210\260\347\232\204\347\254\254\345\205\253\345\274\265\350\212\261 (seven flowers rob the eighth (\344\270\203\346\220\266\344\270\200) needs seven flowers, and the eighth with the seat it comes off)"));
    if (((mjc_int)((f_first_draw) && ((!b_self_drawn))))) mjc_refuse("bad_first_draw", win->winner, MJC_TEXT("\345\244\251\350\203\241\343\200\201\345\234\260\350\203\241\357\274\210\347\254\254\344\270\200\346\254\241\346\221\270\347\211\214\357\274\211\351\240\210\346\230\257\350\207\252\346\221\270 (first_draw needs a self-draw)"));
    if (((mjc_int)((f_first_discard) && (((mjc_int)((((mjc_int)((b_by != ((mjc_int)1))))) || (((mjc_int)((b_discarder != b_dealer)))) || (((mjc_int)((b_winner == b_dealer)))))))))) mjc_refuse("bad_first_discard", win->winner, MJC_TEXT("\344\272\272\350\203\241\346\230\257\351\226\222\345\256\266\350\203\241\350\216\212\345\256\266\346\211\223\345\207\272\347\232\204\347\254\254\344\270\200\345\274\265\347\211\214 (first_discard is a non-dealer's win on the dealer's first discard)"));
    if (b_self_drawn) {  /* self-draw: specs/taiwan.yaml:498 */
        { mjc_ints payers = b_others; mjc_ints payees = ({ mjc_ints _t66; _t66.n = 0; mjc_push(&_t66, b_winner); _t66; });  /* the amount is worked out for each payment */
          for (int i_payer = 0; i_payer < payers.n; i_payer++) for (int i_payee = 0; i_payee < payees.n; i_payee++) {
            const mjc_int v_payer = payers.v[i_payer], v_payee = payees.v[i_payee];
            mjc_add_payment(ledger, v_payer, v_payee, mjc_add(o_base, mjc_mul(o_tai_money, mjc_add(s_tai, ((((mjc_int)((((mjc_int)((v_payer == b_dealer)))) || (((mjc_int)((v_payee == b_dealer))))))) ? d_dealer_tai : ((mjc_int)0LL))))), 0);
          } }

    }
    if ((!b_self_drawn)) {  /* discard: specs/taiwan.yaml:505 */
        { mjc_ints payers = ({ mjc_ints _t67; _t67.n = 0; mjc_push(&_t67, b_discarder); _t67; }); mjc_ints payees = ({ mjc_ints _t68; _t68.n = 0; mjc_push(&_t68, b_winner); _t68; });  /* the amount is worked out for each payment */
          for (int i_payer = 0; i_payer < payers.n; i_payer++) for (int i_payee = 0; i_payee < payees.n; i_payee++) {
            const mjc_int v_payer = payers.v[i_payer], v_payee = payees.v[i_payee];
            mjc_add_payment(ledger, v_payer, v_payee, mjc_add(o_base, mjc_mul(o_tai_money, mjc_add(s_tai, ((((mjc_int)((((mjc_int)((v_payer == b_dealer)))) || (((mjc_int)((v_payee == b_dealer))))))) ? d_dealer_tai : ((mjc_int)0LL))))), 1);
          } }

    }
    const mjc_int total = s_tai;
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    int found_count = 0;
    if (n_eight_flowers_win) out->found[found_count++] = (mjc_found){0, 0, val_eight_flowers_win, n_eight_flowers_win};
    if (n_seven_robs_one_win) out->found[found_count++] = (mjc_found){1, 0, val_seven_robs_one_win, n_seven_robs_one_win};
    if (n_heavenly_hand) out->found[found_count++] = (mjc_found){2, 0, ((mjc_int)24LL), n_heavenly_hand};
    if (n_earthly_hand) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)16LL), n_earthly_hand};
    if (n_human_hand) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)8LL), n_human_hand};
    if (n_big_four_winds) out->found[found_count++] = (mjc_found){5, 0, ((mjc_int)16LL), n_big_four_winds};
    if (n_small_four_winds) out->found[found_count++] = (mjc_found){6, 0, ((mjc_int)8LL), n_small_four_winds};
    if (n_big_three_dragons) out->found[found_count++] = (mjc_found){7, 0, ((mjc_int)8LL), n_big_three_dragons};
    if (n_small_three_dragons) out->found[found_count++] = (mjc_found){8, 0, ((mjc_int)4LL), n_small_three_dragons};
    if (n_dragon_pung) out->found[found_count++] = (mjc_found){9, 0, ((mjc_int)1LL), n_dragon_pung};
    if (n_round_wind_pung) out->found[found_count++] = (mjc_found){10, 0, ((mjc_int)1LL), n_round_wind_pung};
    if (n_seat_wind_pung) out->found[found_count++] = (mjc_found){11, 0, ((mjc_int)1LL), n_seat_wind_pung};
    if (n_full_flush) out->found[found_count++] = (mjc_found){12, 0, ((mjc_int)8LL), n_full_flush};
    if (n_half_flush) out->found[found_count++] = (mjc_found){13, 0, ((mjc_int)4LL), n_half_flush};
    if (n_all_pungs) out->found[found_count++] = (mjc_found){14, 0, ((mjc_int)4LL), n_all_pungs};
    if (n_five_concealed_pungs) out->found[found_count++] = (mjc_found){15, 0, ((mjc_int)8LL), n_five_concealed_pungs};
    if (n_four_concealed_pungs) out->found[found_count++] = (mjc_found){16, 0, ((mjc_int)5LL), n_four_concealed_pungs};
    if (n_three_concealed_pungs) out->found[found_count++] = (mjc_found){17, 0, ((mjc_int)2LL), n_three_concealed_pungs};
    if (n_all_chows) out->found[found_count++] = (mjc_found){18, 0, ((mjc_int)2LL), n_all_chows};
    if (n_all_melded) out->found[found_count++] = (mjc_found){19, 0, ((mjc_int)2LL), n_all_melded};
    if (n_concealed_self_draw) out->found[found_count++] = (mjc_found){20, 0, ((mjc_int)3LL), n_concealed_self_draw};
    if (n_concealed_hand) out->found[found_count++] = (mjc_found){21, 0, ((mjc_int)1LL), n_concealed_hand};
    if (n_self_drawn_win) out->found[found_count++] = (mjc_found){22, 0, ((mjc_int)1LL), n_self_drawn_win};
    if (n_single_wait) out->found[found_count++] = (mjc_found){23, 0, ((mjc_int)1LL), n_single_wait};
    if (n_last_tile_draw) out->found[found_count++] = (mjc_found){24, 0, ((mjc_int)1LL), n_last_tile_draw};
    if (n_last_tile_discard) out->found[found_count++] = (mjc_found){25, 0, ((mjc_int)1LL), n_last_tile_discard};
    if (n_win_on_replacement) out->found[found_count++] = (mjc_found){26, 0, ((mjc_int)1LL), n_win_on_replacement};
    if (n_robbed_kong) out->found[found_count++] = (mjc_found){27, 0, ((mjc_int)1LL), n_robbed_kong};
    if (n_seat_flower) out->found[found_count++] = (mjc_found){28, 0, ((mjc_int)1LL), n_seat_flower};
    if (n_any_flower) out->found[found_count++] = (mjc_found){29, 0, ((mjc_int)1LL), n_any_flower};
    if (n_flower_set) out->found[found_count++] = (mjc_found){30, 0, val_flower_set, n_flower_set};
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
    return (UNIT_OBJECT = mjc_str(MJC_TEXT("tai"))) == NULL || mjc_text_json(&UNIT_JSON, UNIT_OBJECT) < 0 ? -1 : 0;
}

MJC_MODULE(taiwan, "b70c8a326b9b1e8019eb6c9c0d379ef926e5dd8099233a1142f02a1945226f64", MJC_BUILD_KEY, "taiwan")
