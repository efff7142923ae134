#define MJC_BUILD_KEY "058c98b00a13801c757af74420a2a042b166ce945e9af8c216b06b206df5d866"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `guangdong_baiban`, generated from the spec specs/guangdong_baiban.yaml.
 *
 * Spec sha256: 2fedbeebeb95071b4031b0c9ba724a06f8941d2a5da87fd8c18fe847ad11ccaa
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._guangdong_baiban, which the Python module generated/guangdong_baiban.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* The ruleset has a wild tile (tiles.wilds): the runtime makes room for the readings of hands that hold it. */
#define MJC_WILDS 1
/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 8
#define N_SHAPES 4
#define N_REASONS 9

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("wugui"),
    MJC_TEXT("pengpenghu"),
    MJC_TEXT("qidui"),
    MJC_TEXT("qingyise"),
    MJC_TEXT("shisanyao"),
    MJC_TEXT("gangkai"),
    MJC_TEXT("haidi"),
    MJC_TEXT("sigui"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\346\227\240\351\254\274"),  /* 无鬼 */
    MJC_TEXT("\347\242\260\347\242\260\350\203\241"),  /* 碰碰胡 */
    MJC_TEXT("\344\270\203\345\257\271"),  /* 七对 */
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\345\215\201\344\270\211\345\271\272"),  /* 十三幺 */
    MJC_TEXT("\346\235\240\344\270\212\345\274\200\350\212\261"),  /* 杠上开花 */
    MJC_TEXT("\346\265\267\345\272\225\346\215\236\346\234\210"),  /* 海底捞月 */
    MJC_TEXT("\345\233\233\351\254\274\350\203\241\347\211\214"),  /* 四鬼胡牌 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\350\207\252\346\221\270 (self-draw)"),  /* 自摸 (self-draw) */
    MJC_TEXT("\344\270\255\351\251\254 (horses)"),  /* 中马 (horses) */
    MJC_TEXT("\345\214\205\344\270\211\345\256\266 (one seat pays all)"),  /* 包三家 (one seat pays all) */
    MJC_TEXT("\344\270\255\351\251\254\357\274\210\345\214\205\357\274\211 (horses (one seat pays all))"),  /* 中马（包） (horses (one seat pays all)) */
    MJC_TEXT("\347\202\271\347\202\256 (discard)"),  /* 点炮 (discard) */
    MJC_TEXT("\346\232\227\346\235\240 (concealed kong)"),  /* 暗杠 (concealed kong) */
    MJC_TEXT("\350\241\245\346\235\240 (added kong)"),  /* 补杠 (added kong) */
    MJC_TEXT("\347\202\271\346\235\240 (kong of a discard)"),  /* 点杠 (kong of a discard) */
    MJC_TEXT("\350\267\237\345\272\204 (followed dealer)"),  /* 跟庄 (followed dealer) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0xcULL
#define MASK_1 0x7f80c0602ULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_SEVEN_PAIRS = 1,
    SHAPE_THIRTEEN_ORPHANS = 2,
    SHAPE_FOUR_GHOSTS = 3,
};

static int shape_thirteen_orphans(const mjc_ints *tiles) {
    return (int)(((mjc_int)((({ const mjc_ints _t0_v = (*tiles); const mjc_ints *_t0 = &_t0_v; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_1, _t0->v[_t1]))) { _t2 = 0; break; } } _t2; })) && (({ mjc_int _t8 = (({ const mjc_ints _t3_v = (*tiles); const mjc_ints *_t3 = &_t3_v; mjc_ints _t5; _t5.n = 0; uint64_t _t7 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { mjc_int v_t = _t3->v[_t4]; mjc_int _t6 = v_t; if (mjc_first_seen(&_t5, &_t7, _t6)) mjc_push(&_t5, _t6); } _t5; })).n; (mjc_int)((_t8 == ((mjc_int)13LL))); })))));
}

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 0, .sets = 0, .pairs = 7, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 1, .holds = shape_thirteen_orphans, .allowed = 0x3fc060301ULL, .has_allowed = 1, .least_kinds = 12},
    {.kind = 2},
};

static mjc_rules RULES = {
    .ruleset_id = "guangdong_baiban",
    .claims_chow = 0, .claims_pung = 1, .claims_kong = 1,
    .hand_tiles = 0x3ffffffffULL, .flower_tiles = 0x0ULL,
    .flower_count = 0, .flowers_by_tile = 0,
    .n_flags = 16,
    .flag_names = {"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement", "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard", "declared_ready", "bonus_tiles", "doubled", "dora_indicators", "ura_dora_indicators", "double_riichi", "ippatsu"},
    .flag_kinds = {FLAG_BOOL, FLAG_INT, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_TILES, FLAG_BOOL, FLAG_TILES, FLAG_TILES, FLAG_BOOL, FLAG_BOOL},
    .flag_low = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .flag_high = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    .tiles_slot = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0},
    .red_fives = {0, 0, 0}, .plays_reds = 0,
    .n_declared = 1,
    .declared_names = {"four_ghosts"},
    .declared_shapes = {3},
    .n_options = 14,
    .option_names = {"base", "discard_wins", "no_ghost_double", "kong_bloom_double", "rob_pays_all", "kong_bloom_liable", "four_ghosts_fan", "horses", "no_ghost_horses", "horse_follows_hand", "horse_red_dealer", "kong_unit", "kongs_on_draw", "follow_points"},
    .option_is_bool = {0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 0, 1, 0},
    .option_default = {2, 0, 1, 1, 1, 0, 6, 4, 2, 1, 0, 1, 1, 1},
    .option_low = {1LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, 1LL, 0LL, 0LL, -1000000000LL, -1000000000LL, 0LL, -1000000000LL, 0LL},
    .option_high = {100LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 64LL, 6LL, 6LL, 1000000000LL, 1000000000LL, 100LL, 1000000000LL, 100LL},
    .n_penalties = 1,
    .penalty_names = {"follow_dealer"},
    .wild_source = 1, .wild_tile = 31,
};

/* Where the wild tile's copies may stand (WILD_SETS 1, WILD_PAIR 2, WILD_PAIRS 4: sets, pair, seven_pairs), and
 * the tiles they may stand for. */
#define WILD_IN 7
#define PLAYABLE 0x3ffffffffULL

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
    const mjc_int o_discard_wins = deal->options[1];
    const mjc_int o_no_ghost_double = deal->options[2];
    const mjc_int o_kong_bloom_double = deal->options[3];
    const mjc_int o_rob_pays_all = deal->options[4];
    const mjc_int o_kong_bloom_liable = deal->options[5];
    const mjc_int o_four_ghosts_fan = deal->options[6];
    const mjc_int o_horses = deal->options[7];
    const mjc_int o_no_ghost_horses = deal->options[8];
    const mjc_int o_horse_follows_hand = deal->options[9];
    const mjc_int o_horse_red_dealer = deal->options[10];
    const mjc_int o_kong_unit = deal->options[11];
    mjc_ints f_bonus_tiles = win->tiles_flag[0];
    mjc_int f_kong_replacement = win->flag[0];
    mjc_int f_last_tile = win->flag[5];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_int d_horse_value = 0; int done_d_horse_value = 0;
    mjc_int b_by = win->by;
    mjc_groups b_chain_kongs = win->chain;
    mjc_int b_dealer = deal->dealer;
    mjc_int b_discarder = win->source;
    mjc_int b_no_wilds = (mjc_wild_tiles(deal->wild, &hand_tiles, &player->melds).n == 0);
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_ints b_wilds = mjc_wild_tiles(deal->wild, &hand_tiles, &player->melds);
    mjc_int b_winner = win->winner;
    mjc_int d_liable;
    mjc_int d_allowed_horses;
    mjc_int n_gangkai;
    mjc_int n_haidi;
    mjc_int n_wugui;
    mjc_int n_pengpenghu;
    mjc_int n_qidui;
    mjc_int n_qingyise;
    mjc_int n_shisanyao;
    mjc_int s_doublings;
    mjc_int n_sigui;
    mjc_int val_sigui;
    mjc_int s_fan;
    mjc_int d_hand_value;
    mjc_groups b_pairs;
    mjc_groups b_sets;
    mjc_int b_shape;
    mjc_arrange_wild(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 0, win->declared,
                     deal->wild, WILD_IN, PLAYABLE, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_liable = ((((mjc_int)((((mjc_int)((b_by == ((mjc_int)2))))) && (o_rob_pays_all)))) ? b_discarder : ((((mjc_int)((o_kong_bloom_liable) && (f_kong_replacement)))) ? ({ const mjc_groups _t9_v = mjc_last(((mjc_int)1LL), b_chain_kongs); const mjc_groups *_t9 = &_t9_v; mjc_int _t11 = NO_SEAT; for (int _t10 = 0; _t10 < _t9->n; _t10++) { const mjc_group * v_m = _t9->v[_t10]; if (!(((mjc_int)(((mjc_real(v_m)->source != NO_SEAT)) && ((!mjc_real(v_m)->added)))))) continue; _t11 = mjc_real(v_m)->source; break; } _t11; }) : ((mjc_int)NO_SEAT)));  /* liable: specs/guangdong.yaml:197 */
    d_allowed_horses = mjc_add(o_horses, ((b_no_wilds) ? o_no_ghost_horses : ((mjc_int)0LL)));  /* allowed_horses: specs/guangdong.yaml:211 */
    n_gangkai = ((((mjc_int)((f_kong_replacement) && (o_kong_bloom_double))))) ? 1 : 0;  /* gangkai: specs/guangdong.yaml:252 */
    n_haidi = ((((mjc_int)((f_last_tile) && (b_self_drawn))))) ? 1 : 0;  /* haidi: specs/guangdong.yaml:258 */
    n_wugui = ((((mjc_int)((b_no_wilds) && (o_no_ghost_double))))) ? 1 : 0;  /* wugui: specs/guangdong.yaml:222 */

    int best = -1;
    mjc_int best_value = 0;
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        n_pengpenghu = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t0 = &b_sets; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_0, _t0->v[_t1]->kind))) { _t2 = 0; break; } } _t2; })))))) ? 1 : 0;  /* pengpenghu: specs/guangdong.yaml:228 */
        n_qidui = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* qidui: specs/guangdong.yaml:234 */
        n_qingyise = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_THIRTEEN_ORPHANS)))) && (({ mjc_int _t8 = (({ const mjc_groups _t3_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t3 = &_t3_v; mjc_ints _t5; _t5.n = 0; uint64_t _t7 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { const mjc_group * v_s = _t3->v[_t4]; mjc_int _t6 = mjc_suit(mjc_real(v_s)->tile); if (mjc_first_seen(&_t5, &_t7, _t6)) mjc_push(&_t5, _t6); } _t5; })).n; (mjc_int)((_t8 == ((mjc_int)1LL))); })))))) ? 1 : 0;  /* qingyise: specs/guangdong.yaml:240 */
        n_shisanyao = ((((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS))))) ? 1 : 0;  /* shisanyao: specs/guangdong.yaml:246 */
        s_doublings = (n_wugui + n_pengpenghu + n_qidui + n_qingyise + n_shisanyao + n_gangkai + n_haidi);  /* doublings */
        n_sigui = ((((mjc_int)((b_shape == SHAPE_FOUR_GHOSTS))))) ? 1 : 0;  /* sigui: specs/guangdong.yaml:264 */
        val_sigui = n_sigui ? o_four_ghosts_fan : 0;
        s_fan = mjc_mul(val_sigui, n_sigui);  /* fan */
        d_hand_value = mjc_mul(mjc_mul(o_base, mjc_max_of(s_fan, ((mjc_int)1LL))), mjc_pow(((mjc_int)2LL), s_doublings));  /* hand_value: specs/guangdong.yaml:214 */

        mjc_int value = d_hand_value;
        if (best < 0 || value > best_value) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        n_pengpenghu = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t0 = &b_sets; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_0, _t0->v[_t1]->kind))) { _t2 = 0; break; } } _t2; })))))) ? 1 : 0;  /* pengpenghu: specs/guangdong.yaml:228 */
        n_qidui = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* qidui: specs/guangdong.yaml:234 */
        n_qingyise = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_THIRTEEN_ORPHANS)))) && (({ mjc_int _t8 = (({ const mjc_groups _t3_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t3 = &_t3_v; mjc_ints _t5; _t5.n = 0; uint64_t _t7 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { const mjc_group * v_s = _t3->v[_t4]; mjc_int _t6 = mjc_suit(mjc_real(v_s)->tile); if (mjc_first_seen(&_t5, &_t7, _t6)) mjc_push(&_t5, _t6); } _t5; })).n; (mjc_int)((_t8 == ((mjc_int)1LL))); })))))) ? 1 : 0;  /* qingyise: specs/guangdong.yaml:240 */
        n_shisanyao = ((((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS))))) ? 1 : 0;  /* shisanyao: specs/guangdong.yaml:246 */
        s_doublings = (n_wugui + n_pengpenghu + n_qidui + n_qingyise + n_shisanyao + n_gangkai + n_haidi);  /* doublings */
        n_sigui = ((((mjc_int)((b_shape == SHAPE_FOUR_GHOSTS))))) ? 1 : 0;  /* sigui: specs/guangdong.yaml:264 */
        val_sigui = n_sigui ? o_four_ghosts_fan : 0;
        s_fan = mjc_mul(val_sigui, n_sigui);  /* fan */
        d_hand_value = mjc_mul(mjc_mul(o_base, mjc_max_of(s_fan, ((mjc_int)1LL))), mjc_pow(((mjc_int)2LL), s_doublings));  /* hand_value: specs/guangdong.yaml:214 */

    }
    done_d_horse_value = 0;  /* worked out where first read */

    if (((mjc_int)((((mjc_int)((b_by == ((mjc_int)1))))) && ((!o_discard_wins))))) mjc_refuse("self_draw_only", win->winner, MJC_TEXT("\346\216\250\345\200\222\350\203\241\345\217\252\345\217\257\350\207\252\346\221\270\350\203\241\347\211\214 (a hand wins by self-draw only; the option discard_wins lets a discard win)"));
    if (((mjc_int)((((mjc_int)((b_shape == SHAPE_FOUR_GHOSTS)))) && (({ mjc_int _t12 = (b_wilds).n; (mjc_int)((_t12 < ((mjc_int)4LL))); }))))) {
        mjc_message message = {0};
        mjc_say(&message, MJC_TEXT("\345\233\233\351\254\274\350\203\241\347\211\214\350\246\201\345\233\233\345\274\240\351\254\274\347\211\214\357\274\214\346\211\213\344\270\255\345\217\252\346\234\211"));
        mjc_say_int(&message, (b_wilds).n);
        mjc_say(&message, MJC_TEXT("\345\274\240 (four ghosts need four ghosts in the hand, and it holds "));
        mjc_say_int(&message, (b_wilds).n);
        mjc_say(&message, MJC_TEXT(")"));
        mjc_refuse("four_ghosts", win->winner, (mjc_text){message.text, message.used});
    }
    if (({ mjc_int _t13 = (f_bonus_tiles).n; (mjc_int)((_t13 > d_allowed_horses)); })) {
        mjc_message message = {0};
        mjc_say(&message, MJC_TEXT("\350\277\231\346\211\213\350\203\241\347\211\214\346\221\270"));
        mjc_say_int(&message, d_allowed_horses);
        mjc_say(&message, MJC_TEXT("\345\274\240\351\251\254\357\274\214\350\256\260\345\275\225\347\273\231\344\272\206"));
        mjc_say_int(&message, (f_bonus_tiles).n);
        mjc_say(&message, MJC_TEXT("\345\274\240 (this win draws "));
        mjc_say_int(&message, d_allowed_horses);
        mjc_say(&message, MJC_TEXT(" horses, and the record gives "));
        mjc_say_int(&message, (f_bonus_tiles).n);
        mjc_say(&message, MJC_TEXT(")"));
        mjc_refuse("too_many_horses", win->winner, (mjc_text){message.text, message.used});
    }
    const mjc_int before = ledger->deltas[win->winner];
    if (((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT)))))))) {  /* self-draw: specs/guangdong.yaml:312 */
        { mjc_ints payers = b_others; mjc_pay_from_each(ledger, &payers, b_winner, d_hand_value, 0); }
        { mjc_ints payers = b_others; mjc_pay_from_each(ledger, &payers, b_winner, (done_d_horse_value ? d_horse_value : (d_horse_value = mjc_mul(((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t14 = &f_bonus_tiles;  mjc_int _t16 = 0; for (int _t15 = 0; _t15 < _t14->n; _t15++) { mjc_int v_t = _t14->v[_t15];  if (({ mjc_int _t17 = mjc_seat_after(b_dealer, ((mjc_is_dragon(v_t)) ? ((o_horse_red_dealer) ? mjc_sub(((mjc_int)7LL), mjc_number(v_t)) : mjc_mod(mjc_sub(((mjc_int)12LL), mjc_number(v_t)), ((mjc_int)4LL))) : mjc_mod(mjc_sub(mjc_number(v_t), ((mjc_int)1LL)), ((mjc_int)4LL)))); (mjc_int)((_t17 == b_winner)); })) _t16++; } _t16; }) : ((mjc_int)0LL)), ((o_horse_follows_hand) ? d_hand_value : o_base)), done_d_horse_value = 1, d_horse_value)), 1); }

    }
    if (((mjc_int)((d_liable != ((mjc_int)NO_SEAT))))) {  /* one seat pays all: specs/guangdong.yaml:317 */
        mjc_add_payment(ledger, d_liable, b_winner, mjc_mul(((mjc_int)3LL), d_hand_value), 2);
        mjc_add_payment(ledger, d_liable, b_winner, mjc_mul(((mjc_int)3LL), (done_d_horse_value ? d_horse_value : (d_horse_value = mjc_mul(((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t18 = &f_bonus_tiles;  mjc_int _t20 = 0; for (int _t19 = 0; _t19 < _t18->n; _t19++) { mjc_int v_t = _t18->v[_t19];  if (({ mjc_int _t21 = mjc_seat_after(b_dealer, ((mjc_is_dragon(v_t)) ? ((o_horse_red_dealer) ? mjc_sub(((mjc_int)7LL), mjc_number(v_t)) : mjc_mod(mjc_sub(((mjc_int)12LL), mjc_number(v_t)), ((mjc_int)4LL))) : mjc_mod(mjc_sub(mjc_number(v_t), ((mjc_int)1LL)), ((mjc_int)4LL)))); (mjc_int)((_t21 == b_winner)); })) _t20++; } _t20; }) : ((mjc_int)0LL)), ((o_horse_follows_hand) ? d_hand_value : o_base)), done_d_horse_value = 1, d_horse_value))), 3);

    }
    if (((mjc_int)(((!b_self_drawn)) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT)))))))) {  /* discard: specs/guangdong.yaml:322 */
        mjc_add_payment(ledger, b_discarder, b_winner, d_hand_value, 4);
        mjc_add_payment(ledger, b_discarder, b_winner, (done_d_horse_value ? d_horse_value : (d_horse_value = mjc_mul(((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t22 = &f_bonus_tiles;  mjc_int _t24 = 0; for (int _t23 = 0; _t23 < _t22->n; _t23++) { mjc_int v_t = _t22->v[_t23];  if (({ mjc_int _t25 = mjc_seat_after(b_dealer, ((mjc_is_dragon(v_t)) ? ((o_horse_red_dealer) ? mjc_sub(((mjc_int)7LL), mjc_number(v_t)) : mjc_mod(mjc_sub(((mjc_int)12LL), mjc_number(v_t)), ((mjc_int)4LL))) : mjc_mod(mjc_sub(mjc_number(v_t), ((mjc_int)1LL)), ((mjc_int)4LL)))); (mjc_int)((_t25 == b_winner)); })) _t24++; } _t24; }) : ((mjc_int)0LL)), ((o_horse_follows_hand) ? d_hand_value : o_base)), done_d_horse_value = 1, d_horse_value)), 1);

    }
    const mjc_int collected = mjc_sub(ledger->deltas[win->winner], before);
    const mjc_int total = collected;
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    int found_count = 0;
    if (n_wugui) out->found[found_count++] = (mjc_found){0, 0, ((mjc_int)1LL), n_wugui};
    if (n_pengpenghu) out->found[found_count++] = (mjc_found){1, 0, ((mjc_int)1LL), n_pengpenghu};
    if (n_qidui) out->found[found_count++] = (mjc_found){2, 0, ((mjc_int)1LL), n_qidui};
    if (n_qingyise) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)1LL), n_qingyise};
    if (n_shisanyao) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)1LL), n_shisanyao};
    if (n_gangkai) out->found[found_count++] = (mjc_found){5, 0, ((mjc_int)1LL), n_gangkai};
    if (n_haidi) out->found[found_count++] = (mjc_found){6, 0, ((mjc_int)1LL), n_haidi};
    if (n_sigui) out->found[found_count++] = (mjc_found){7, 0, val_sigui, n_sigui};
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
    const mjc_int o_kong_unit = deal->options[11];
    const mjc_int o_kongs_on_draw = deal->options[12];
    const mjc_int o_follow_points = deal->options[13];
    mjc_int gains[5] = {0, 0, 0, 0, 0};  /* what the rules whose money counts toward a win's total paid each seat */
    for (int ki = 0; ki < deal->kongs.n; ki++) {
        const mjc_group *v_k = deal->kongs.v[ki];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->kong_orders[ki], 0);
        const int mark_0 = ledger->n;
        if (((mjc_int)((mjc_real(v_k)->concealed) && (((mjc_int)((o_kongs_on_draw) || ((!(deal->n_wins == 0))))))))) {  /* concealed kong: specs/guangdong.yaml:328 */
            { mjc_ints payers = mjc_others_of(mjc_real(v_k)->owner); mjc_pay_from_each(ledger, &payers, mjc_real(v_k)->owner, mjc_mul(((mjc_int)2LL), o_kong_unit), 5); }

        }
        mjc_count_in_total(ledger, mark_0, gains);
        const int mark_1 = ledger->n;
        if (((mjc_int)((mjc_real(v_k)->added) && (((mjc_int)((o_kongs_on_draw) || ((!(deal->n_wins == 0))))))))) {  /* added kong: specs/guangdong.yaml:333 */
            { mjc_ints payers = mjc_others_of(mjc_real(v_k)->owner); mjc_pay_from_each(ledger, &payers, mjc_real(v_k)->owner, o_kong_unit, 6); }

        }
        mjc_count_in_total(ledger, mark_1, gains);
        const int mark_2 = ledger->n;
        if (((mjc_int)(((mjc_real(v_k)->source != NO_SEAT)) && ((!mjc_real(v_k)->added)) && (((mjc_int)((o_kongs_on_draw) || ((!(deal->n_wins == 0))))))))) {  /* kong of a discard: specs/guangdong.yaml:338 */
            mjc_add_payment(ledger, mjc_real(v_k)->source, mjc_real(v_k)->owner, mjc_mul(((mjc_int)3LL), o_kong_unit), 7);

        }
        mjc_count_in_total(ledger, mark_2, gains);
    }
    mjc_int *totals[MJC_MAX_WINS];
    for (int wi = 0; wi < deal->n_wins; wi++) totals[wi] = &WIN_RESULTS[wi].total;
    mjc_add_in_total(deal, totals, gains);
    for (int pi = 0; pi < deal->n_penalties; pi++) {
        const mjc_int v_seat = deal->penalty_seat[pi];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->penalty_orders[pi], 0);
        if (deal->penalty_kind[pi] == 0) {
            { mjc_int payer = v_seat; mjc_ints payees = mjc_others_of(v_seat); mjc_pay_to_each(ledger, payer, &payees, o_follow_points, 8); }

        }
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
    return (UNIT_OBJECT = mjc_str(MJC_TEXT("points"))) == NULL || mjc_text_json(&UNIT_JSON, UNIT_OBJECT) < 0 ? -1 : 0;
}

MJC_MODULE(guangdong_baiban, "2fedbeebeb95071b4031b0c9ba724a06f8941d2a5da87fd8c18fe847ad11ccaa", MJC_BUILD_KEY, "guangdong_baiban")
