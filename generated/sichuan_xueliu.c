#define MJC_BUILD_KEY "c900c21932a7667b4de6c3e52b437075726ae2800e6f0b5cacb3efabd7eb23e5"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `sichuan_xueliu`, generated from the spec specs/sichuan_xueliu.yaml.
 *
 * Spec sha256: f63121bbab8ef18131140f49da64c1ba7454939dab2d7fe94a8e6ac67d163d88
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._sichuan_xueliu, which the Python module generated/sichuan_xueliu.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 12
#define N_SHAPES 2
#define N_REASONS 9

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("qingyise"),
    MJC_TEXT("qidui"),
    MJC_TEXT("longqidui"),
    MJC_TEXT("pengpenghu"),
    MJC_TEXT("jiangdui"),
    MJC_TEXT("daiyaojiu"),
    MJC_TEXT("jingoudiao"),
    MJC_TEXT("gen"),
    MJC_TEXT("gangshanghua"),
    MJC_TEXT("gangshangpao"),
    MJC_TEXT("qiangganghu"),
    MJC_TEXT("haidi"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\344\270\203\345\257\271"),  /* 七对 */
    MJC_TEXT("\351\276\231\344\270\203\345\257\271"),  /* 龙七对 */
    MJC_TEXT("\347\242\260\347\242\260\350\203\241"),  /* 碰碰胡 */
    MJC_TEXT("\345\260\206\345\257\271"),  /* 将对 */
    MJC_TEXT("\345\270\246\345\271\272\344\271\235"),  /* 带幺九 */
    MJC_TEXT("\351\207\221\351\222\251\351\222\223"),  /* 金钩钓 */
    MJC_TEXT("\346\240\271"),  /* 根 */
    MJC_TEXT("\346\235\240\344\270\212\345\274\200\350\212\261"),  /* 杠上开花 */
    MJC_TEXT("\346\235\240\344\270\212\347\202\256"),  /* 杠上炮 */
    MJC_TEXT("\346\212\242\346\235\240\350\203\241"),  /* 抢杠胡 */
    MJC_TEXT("\346\265\267\345\272\225"),  /* 海底 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\350\207\252\346\221\270 (self-draw)"),  /* 自摸 (self-draw) */
    MJC_TEXT("\347\202\271\347\202\256 (discard)"),  /* 点炮 (discard) */
    MJC_TEXT("\345\221\274\345\217\253\350\275\254\347\247\273 (kong money passed on)"),  /* 呼叫转移 (kong money passed on) */
    MJC_TEXT("\345\210\256\351\243\216 (exposed kong)"),  /* 刮风 (exposed kong) */
    MJC_TEXT("\345\210\256\351\243\216 (added kong)"),  /* 刮风 (added kong) */
    MJC_TEXT("\344\270\213\351\233\250 (concealed kong)"),  /* 下雨 (concealed kong) */
    MJC_TEXT("\346\237\245\350\212\261\347\214\252 (a pig pays the cap)"),  /* 查花猪 (a pig pays the cap) */
    MJC_TEXT("\346\237\245\345\244\247\345\217\253 (a ready hand's best win)"),  /* 查大叫 (a ready hand's best win) */
    MJC_TEXT("\351\200\200\347\250\216 (kong money returned)"),  /* 退税 (kong money returned) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0x49124924924ULL
#define MASK_1 0x80c0602ULL
#define MASK_2 0xcULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_SEVEN_PAIRS = 1,
};

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 0, .sets = 0, .pairs = 7, .n_fixed = 0, .fixed_tiles = 0},
};

static mjc_rules RULES = {
    .ruleset_id = "sichuan_xueliu",
    .claims_chow = 0, .claims_pung = 1, .claims_kong = 1,
    .hand_tiles = 0x7ffffffULL, .flower_tiles = 0x0ULL,
    .flower_count = 0, .flowers_by_tile = 0,
    .n_flags = 16,
    .flag_names = {"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement", "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard", "declared_ready", "bonus_tiles", "doubled", "dora_indicators", "ura_dora_indicators", "double_riichi", "ippatsu"},
    .flag_kinds = {FLAG_BOOL, FLAG_INT, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_TILES, FLAG_BOOL, FLAG_TILES, FLAG_TILES, FLAG_BOOL, FLAG_BOOL},
    .flag_low = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .flag_high = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    .tiles_slot = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0},
    .red_fives = {0, 0, 0}, .plays_reds = 0,
    .n_options = 8,
    .option_names = {"base", "max_fan", "zimo_adds_fan", "longqidui_bonus", "with_daiyaojiu", "wall_end_checks", "hujiao_zhuanyi", "with_jiangdui"},
    .option_is_bool = {0, 0, 1, 1, 1, 1, 1, 1},
    .option_default = {1, 3, 0, 1, 1, 1, 0, 1},
    .option_low = {1LL, 1LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL},
    .option_high = {1000LL, 20LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL},
    .n_penalties = 0,
    .after_win = 2,
    .n_player_fields = 1,
    .player_field_names = {"void"},
    .player_field_kinds = {2},
    .player_field_default = {-1LL},
    .player_field_low = {7LL},
    .player_field_high = {0LL},
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
    const mjc_int o_max_fan = deal->options[1];
    const mjc_int o_zimo_adds_fan = deal->options[2];
    const mjc_int o_longqidui_bonus = deal->options[3];
    const mjc_int o_with_daiyaojiu = deal->options[4];
    const mjc_int o_hujiao_zhuanyi = deal->options[6];
    const mjc_int o_with_jiangdui = deal->options[7];
    mjc_int f_discard_after_kong = win->flag[2];
    mjc_int f_kong_replacement = win->flag[0];
    mjc_int f_last_tile = win->flag[5];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_int b_by = win->by;
    mjc_groups b_chain_kongs = win->chain;
    mjc_int b_discarder = win->source;
    mjc_groups b_melds = player->melds;
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_ints b_tiles = mjc_all_tiles(hand_tiles, player->melds);
    mjc_int b_winner = win->winner;
    mjc_int d_kong_points;
    mjc_int d_kong_payers;
    mjc_int d_roots;
    mjc_int n_gangshanghua;
    mjc_int n_gangshangpao;
    mjc_int n_gen;
    mjc_int n_haidi;
    mjc_int n_jingoudiao;
    mjc_int n_qiangganghu;
    mjc_int n_qingyise;
    mjc_int n_daiyaojiu;
    mjc_int p_pengpenghu;
    mjc_int n_jiangdui;
    mjc_int n_longqidui;
    mjc_int n_pengpenghu;
    mjc_int n_qidui;
    mjc_int s_fan;
    mjc_int d_hand_value;
    mjc_groups b_pairs;
    mjc_groups b_sets;
    mjc_int b_shape;
    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 0, win->declared, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_kong_points = mjc_mul(((mjc_int)2LL), o_base);  /* kong_points: specs/sichuan.yaml:139 */
    d_kong_payers = ((mjc_int)3LL);  /* kong_payers: specs/sichuan_xueliu.yaml:22 */
    d_roots = ({ const mjc_ints *_t11 = &b_tiles; mjc_held_times(_t11, 4, 1); });  /* roots: specs/sichuan.yaml:150 */
    n_gangshanghua = ((f_kong_replacement)) ? 1 : 0;  /* gangshanghua: specs/sichuan.yaml:214 */
    n_gangshangpao = ((f_discard_after_kong)) ? 1 : 0;  /* gangshangpao: specs/sichuan.yaml:220 */
    n_gen = ((((mjc_int)((d_roots > ((mjc_int)0LL)))))) ? mjc_max2(0, d_roots) : 0;  /* gen: specs/sichuan.yaml:207 */
    n_haidi = ((f_last_tile)) ? 1 : 0;  /* haidi: specs/sichuan.yaml:232 */
    n_jingoudiao = ((({ mjc_int _t10 = (b_melds).n; (mjc_int)((_t10 == ((mjc_int)4LL))); }))) ? 1 : 0;  /* jingoudiao: specs/sichuan.yaml:201 */
    n_qiangganghu = ((((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* qiangganghu: specs/sichuan.yaml:226 */
    n_qingyise = ((({ const mjc_ints *_t0 = &b_tiles; (mjc_int)(_t0->n > 0 && mjc_suit(_t0->v[0]) == mjc_suit(_t0->v[_t0->n - 1])); }))) ? 1 : 0;  /* qingyise: specs/sichuan.yaml:161 */

    int best = -1;
    mjc_int best_value = 0;
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        n_daiyaojiu = ((((mjc_int)((o_with_daiyaojiu) && (({ const mjc_groups _t4_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t4 = &_t4_v;  mjc_int _t6 = 1; for (int _t5 = 0; _t5 < _t4->n; _t5++) { const mjc_group * v_s = _t4->v[_t5];  if (!(({ const mjc_ints _t7_v = mjc_group_tiles(v_s); const mjc_ints *_t7 = &_t7_v; mjc_int _t9 = 0; for (int _t8 = 0; _t8 < _t7->n; _t8++) { if (mjc_in_mask(MASK_1, _t7->v[_t8])) { _t9 = 1; break; } } _t9; }))) { _t6 = 0; break; } } _t6; })))))) ? 1 : 0;  /* daiyaojiu: specs/sichuan.yaml:194 */
        p_pengpenghu = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t12 = &b_sets; mjc_int _t14 = 1; for (int _t13 = 0; _t13 < _t12->n; _t13++) { if (!(mjc_in_mask(MASK_2, _t12->v[_t13]->kind))) { _t14 = 0; break; } } _t14; }))));  /* pengpenghu: specs/sichuan.yaml:181 */
        n_jiangdui = ((((mjc_int)((o_with_jiangdui) && (p_pengpenghu) && (({ const mjc_ints *_t1 = &b_tiles; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) { if (!(mjc_in_mask(MASK_0, _t1->v[_t2]))) { _t3 = 0; break; } } _t3; })))))) ? 1 : 0;  /* jiangdui: specs/sichuan.yaml:187 */
        n_longqidui = ((((mjc_int)((o_longqidui_bonus) && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_roots > ((mjc_int)0LL))))))))) ? 1 : 0;  /* longqidui: specs/sichuan.yaml:175 */
        n_pengpenghu = (p_pengpenghu) ? 1 : 0;  /* pengpenghu: specs/sichuan.yaml:181 */
        n_qidui = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* qidui: specs/sichuan.yaml:168 */
        s_fan = mjc_add((((mjc_int)2LL) * n_qingyise + ((mjc_int)2LL) * n_qidui + n_longqidui + n_pengpenghu + ((mjc_int)2LL) * n_jiangdui + ((mjc_int)2LL) * n_daiyaojiu + n_jingoudiao + n_gangshanghua + n_gangshangpao + n_qiangganghu + n_haidi), n_gen);  /* fan */
        d_hand_value = mjc_mul(o_base, mjc_pow(((mjc_int)2LL), mjc_min_of(s_fan, o_max_fan)));  /* hand_value: specs/sichuan.yaml:153 */

        mjc_int value = d_hand_value;
        if (best < 0 || value > best_value) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        n_daiyaojiu = ((((mjc_int)((o_with_daiyaojiu) && (({ const mjc_groups _t4_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t4 = &_t4_v;  mjc_int _t6 = 1; for (int _t5 = 0; _t5 < _t4->n; _t5++) { const mjc_group * v_s = _t4->v[_t5];  if (!(({ const mjc_ints _t7_v = mjc_group_tiles(v_s); const mjc_ints *_t7 = &_t7_v; mjc_int _t9 = 0; for (int _t8 = 0; _t8 < _t7->n; _t8++) { if (mjc_in_mask(MASK_1, _t7->v[_t8])) { _t9 = 1; break; } } _t9; }))) { _t6 = 0; break; } } _t6; })))))) ? 1 : 0;  /* daiyaojiu: specs/sichuan.yaml:194 */
        p_pengpenghu = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t12 = &b_sets; mjc_int _t14 = 1; for (int _t13 = 0; _t13 < _t12->n; _t13++) { if (!(mjc_in_mask(MASK_2, _t12->v[_t13]->kind))) { _t14 = 0; break; } } _t14; }))));  /* pengpenghu: specs/sichuan.yaml:181 */
        n_jiangdui = ((((mjc_int)((o_with_jiangdui) && (p_pengpenghu) && (({ const mjc_ints *_t1 = &b_tiles; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) { if (!(mjc_in_mask(MASK_0, _t1->v[_t2]))) { _t3 = 0; break; } } _t3; })))))) ? 1 : 0;  /* jiangdui: specs/sichuan.yaml:187 */
        n_longqidui = ((((mjc_int)((o_longqidui_bonus) && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_roots > ((mjc_int)0LL))))))))) ? 1 : 0;  /* longqidui: specs/sichuan.yaml:175 */
        n_pengpenghu = (p_pengpenghu) ? 1 : 0;  /* pengpenghu: specs/sichuan.yaml:181 */
        n_qidui = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* qidui: specs/sichuan.yaml:168 */
        s_fan = mjc_add((((mjc_int)2LL) * n_qingyise + ((mjc_int)2LL) * n_qidui + n_longqidui + n_pengpenghu + ((mjc_int)2LL) * n_jiangdui + ((mjc_int)2LL) * n_daiyaojiu + n_jingoudiao + n_gangshanghua + n_gangshangpao + n_qiangganghu + n_haidi), n_gen);  /* fan */
        d_hand_value = mjc_mul(o_base, mjc_pow(((mjc_int)2LL), mjc_min_of(s_fan, o_max_fan)));  /* hand_value: specs/sichuan.yaml:153 */

    }

    if (((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t15 = &b_tiles;  mjc_int _t17 = 0; for (int _t16 = 0; _t16 < _t15->n; _t16++) { mjc_int v_t = _t15->v[_t16];  if (({ mjc_int _t18 = mjc_suit(v_t); mjc_int _t19 = mjc_seat_field(deal, b_winner, 0, -1); (mjc_int)((_t18 == _t19)); })) { _t17 = 1; break; } } _t17; }) : ((mjc_int)0))) mjc_refuse("holds_void_suit", win->winner, MJC_TEXT("\350\203\241\347\211\214\346\227\266\346\211\213\344\270\255\344\270\215\350\203\275\346\234\211\345\256\232\347\274\272\347\232\204\344\270\200\351\227\250 (a winning hand holds no tile of the suit its seat chose to play without (\345\256\232\347\274\272))"));
    if (({ mjc_int _t25 = (({ const mjc_ints *_t20 = &b_tiles; mjc_ints _t22; _t22.n = 0; uint64_t _t24 = 0; for (int _t21 = 0; _t21 < _t20->n; _t21++) { mjc_int v_t = _t20->v[_t21]; mjc_int _t23 = mjc_suit(v_t); if (mjc_first_seen(&_t22, &_t24, _t23)) mjc_push(&_t22, _t23); } _t22; })).n; (mjc_int)((_t25 == ((mjc_int)3LL))); })) mjc_refuse("not_missing_a_suit", win->winner, MJC_TEXT("\350\203\241\347\211\214\351\241\273\347\274\272\344\270\200\351\227\250\357\274\232\346\211\213\344\270\255\344\270\215\350\203\275\346\234\211\344\270\211\347\247\215\350\212\261\350\211\262 (a winning hand lacks one suit (\347\274\272\344\270\200\351\227\250): it holds no more than two suits)"));
    if (b_self_drawn) {  /* self-draw: specs/sichuan_xueliu.yaml:27 */
        { mjc_ints payers = b_others; mjc_pay_from_each(ledger, &payers, b_winner, ((o_zimo_adds_fan) ? mjc_mul(o_base, mjc_pow(((mjc_int)2LL), mjc_min_of(mjc_add(s_fan, ((mjc_int)1LL)), o_max_fan))) : mjc_add(d_hand_value, o_base)), 0); }

    }
    if ((!b_self_drawn)) {  /* discard: specs/sichuan.yaml:262 */
        mjc_add_payment(ledger, b_discarder, b_winner, d_hand_value, 1);

    }
    if (((mjc_int)((o_hujiao_zhuanyi) && (f_discard_after_kong) && (((mjc_int)((b_by == ((mjc_int)1)))))))) {  /* kong money passed on: specs/sichuan.yaml:266 */
        mjc_add_payment(ledger, b_discarder, b_winner, ((((mjc_int)((b_chain_kongs).n >= 1))) ? ({ const mjc_groups *_t26 = &b_chain_kongs; mjc_int _t28 = 0; for (int _t27 = 0; _t27 < _t26->n; _t27++) { const mjc_group * v_m = _t26->v[_t27]; _t28 = mjc_add(_t28, ((mjc_real(v_m)->concealed) ? mjc_mul(d_kong_points, d_kong_payers) : ((mjc_real(v_m)->added) ? mjc_mul(o_base, d_kong_payers) : d_kong_points))); } _t28; }) : ((mjc_int)0LL)), 2);

    }
    const mjc_int total = d_hand_value;
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    int found_count = 0;
    if (n_qingyise) out->found[found_count++] = (mjc_found){0, 0, ((mjc_int)2LL), n_qingyise};
    if (n_qidui) out->found[found_count++] = (mjc_found){1, 0, ((mjc_int)2LL), n_qidui};
    if (n_longqidui) out->found[found_count++] = (mjc_found){2, 0, ((mjc_int)1LL), n_longqidui};
    if (n_pengpenghu) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)1LL), n_pengpenghu};
    if (n_jiangdui) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)2LL), n_jiangdui};
    if (n_daiyaojiu) out->found[found_count++] = (mjc_found){5, 0, ((mjc_int)2LL), n_daiyaojiu};
    if (n_jingoudiao) out->found[found_count++] = (mjc_found){6, 0, ((mjc_int)1LL), n_jingoudiao};
    if (n_gen) out->found[found_count++] = (mjc_found){7, 0, ((mjc_int)1LL), n_gen};
    if (n_gangshanghua) out->found[found_count++] = (mjc_found){8, 0, ((mjc_int)1LL), n_gangshanghua};
    if (n_gangshangpao) out->found[found_count++] = (mjc_found){9, 0, ((mjc_int)1LL), n_gangshangpao};
    if (n_qiangganghu) out->found[found_count++] = (mjc_found){10, 0, ((mjc_int)1LL), n_qiangganghu};
    if (n_haidi) out->found[found_count++] = (mjc_found){11, 0, ((mjc_int)1LL), n_haidi};
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

/* One wait of a seat's hand scored as a win (runtime/results.py wait_total), its payments into a scratch ledger:
 * 1 and its total in *total, 0 where the ruleset refuses the win; a record that defers defers. */
static int score_wait(const mjc_deal *deal, const mjc_win *win, mjc_int *total) {
    static mjc_ledger scratch;
    static mjc_view view;
    mjc_escape *outer = mjc_current_escape, refused;
    refused.error = NULL;
    scratch.n = 0;
    memset(scratch.deltas, 0, sizeof scratch.deltas);
    mjc_current_escape = &refused;
    const int how = setjmp(refused.at);
    if (how == 0) *total = score_win(deal, win, &scratch, &view, NULL);
    mjc_current_escape = outer;
    if (how == 1) mjc_defer();
    Py_CLEAR(refused.error);  /* a refusal's error, not the record's */
    return how == 0;
}

/* best_win (best 1) and worst_win (best 0): the highest or lowest total of the wins the seat's concealed hand would
 * make on each tile that completes it, by `by` off no seat; 0 where no tile would (no hand, not ready, each refused).
 * At most 34 waits, one win scored each. */
static mjc_int wait_total(const mjc_deal *deal, mjc_int seat, mjc_int by, int best) {
    if (seat == NO_SEAT) return 0;
    const mjc_player *player = &deal->players[mjc_check_seat(seat)];
    if (!player->has_hand) return 0;
    int held[N_TILES] = {0};
    mjc_count_held(player, held);
    const mjc_ints waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES);
    static mjc_win win;
    mjc_int chosen = 0;
    int any = 0;
    for (int i = 0; i < waits.n; i++) {
        const mjc_int tile = waits.v[i];
        if (held[tile] >= 4) continue;  /* a fifth copy: no tile to win on */
        memset(&win, 0, sizeof win);
        win.winner = seat;
        win.win_tile = tile;
        win.by = by;
        win.source = NO_SEAT;
        win.declared = -1;
        win.player = player;
        win.order = deal->n_events;
        win.index = -1;
        mjc_int total;
        if (!score_wait(deal, &win, &total)) continue;
        if (!any || (best ? total > chosen : total < chosen)) chosen = total;
        any = 1;
    }
    return chosen;
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
    const mjc_int o_base = deal->options[0];
    const mjc_int o_max_fan = deal->options[1];
    const mjc_int o_wall_end_checks = deal->options[5];
    for (int ki = 0; ki < deal->kongs.n; ki++) {
        const mjc_group *v_k = deal->kongs.v[ki];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->kong_orders[ki], 0);
        if (((mjc_int)(((mjc_real(v_k)->source != NO_SEAT)) && ((!mjc_real(v_k)->added))))) {  /* exposed kong: specs/sichuan.yaml:271 */
            mjc_add_payment(ledger, mjc_real(v_k)->source, mjc_real(v_k)->owner, mjc_mul(((mjc_int)2LL), o_base), 3);

        }
        if (mjc_real(v_k)->added) {  /* added kong: specs/sichuan_xueliu.yaml:32 */
            { mjc_ints payers = mjc_others_of(mjc_real(v_k)->owner); mjc_pay_from_each(ledger, &payers, mjc_real(v_k)->owner, o_base, 4); }

        }
        if (mjc_real(v_k)->concealed) {  /* concealed kong: specs/sichuan_xueliu.yaml:36 */
            { mjc_ints payers = mjc_others_of(mjc_real(v_k)->owner); mjc_pay_from_each(ledger, &payers, mjc_real(v_k)->owner, mjc_mul(((mjc_int)2LL), o_base), 5); }

        }
    }
    if (timed) mjc_enter(&timeline, deal, ledger, deal->n_events, 0);  /* the deal's end */
    else mjc_moment_at(deal, deal->n_events);  /* every win comes before the deal's end */
    for (mjc_int v_p = 0; v_p < 4; v_p++) {
        if (((mjc_int)((o_wall_end_checks) && ((!mjc_seat_has_won(deal, v_p))) && (({ mjc_int _t0 = (mjc_seat_hand(deal, v_p)).n; (mjc_int)((_t0 > ((mjc_int)0LL))); })) && (((mjc_int)((({ mjc_int _t6 = (({ const mjc_ints _t1_v = mjc_concat(mjc_seat_hand(deal, v_p), mjc_tiles_of(mjc_seat_melds(deal, v_p))); const mjc_ints *_t1 = &_t1_v; mjc_ints _t3; _t3.n = 0; uint64_t _t5 = 0; for (int _t2 = 0; _t2 < _t1->n; _t2++) { mjc_int v_t = _t1->v[_t2]; mjc_int _t4 = mjc_suit(v_t); if (mjc_first_seen(&_t3, &_t5, _t4)) mjc_push(&_t3, _t4); } _t3; })).n; (mjc_int)((_t6 == ((mjc_int)3LL))); })) || (({ const mjc_ints _t7_v = mjc_concat(mjc_seat_hand(deal, v_p), mjc_tiles_of(mjc_seat_melds(deal, v_p))); const mjc_ints *_t7 = &_t7_v;  mjc_int _t9 = 0; for (int _t8 = 0; _t8 < _t7->n; _t8++) { mjc_int v_t = _t7->v[_t8];  if (({ mjc_int _t10 = mjc_suit(v_t); mjc_int _t11 = mjc_seat_field(deal, v_p, 0, -1); (mjc_int)((_t10 == _t11)); })) { _t9 = 1; break; } } _t9; })))))))) {  /* a pig pays: specs/sichuan.yaml:284 */
            { mjc_int payer = v_p; mjc_ints payees = ((((mjc_int)((mjc_still_playing(deal)).n >= 1))) ? ({ const mjc_ints _t12_v = mjc_still_playing(deal); const mjc_ints *_t12 = &_t12_v; mjc_ints _t14; _t14.n = 0; for (int _t13 = 0; _t13 < _t12->n; _t13++) { mjc_int v_q = _t12->v[_t13]; if (((mjc_int)((((mjc_int)((v_q != v_p)))) && (({ mjc_int _t15 = (mjc_seat_hand(deal, v_q)).n; (mjc_int)((_t15 > ((mjc_int)0LL))); })) && ((!((mjc_int)((({ mjc_int _t16 = (mjc_seat_hand(deal, v_q)).n; (mjc_int)((_t16 > ((mjc_int)0LL))); })) && (((mjc_int)((({ mjc_int _t22 = (({ const mjc_ints _t17_v = mjc_concat(mjc_seat_hand(deal, v_q), mjc_tiles_of(mjc_seat_melds(deal, v_q))); const mjc_ints *_t17 = &_t17_v; mjc_ints _t19; _t19.n = 0; uint64_t _t21 = 0; for (int _t18 = 0; _t18 < _t17->n; _t18++) { mjc_int v_t = _t17->v[_t18]; mjc_int _t20 = mjc_suit(v_t); if (mjc_first_seen(&_t19, &_t21, _t20)) mjc_push(&_t19, _t20); } _t19; })).n; (mjc_int)((_t22 == ((mjc_int)3LL))); })) || (({ const mjc_ints _t23_v = mjc_concat(mjc_seat_hand(deal, v_q), mjc_tiles_of(mjc_seat_melds(deal, v_q))); const mjc_ints *_t23 = &_t23_v;  mjc_int _t25 = 0; for (int _t24 = 0; _t24 < _t23->n; _t24++) { mjc_int v_t = _t23->v[_t24];  if (({ mjc_int _t26 = mjc_suit(v_t); mjc_int _t27 = mjc_seat_field(deal, v_q, 0, -1); (mjc_int)((_t26 == _t27)); })) { _t25 = 1; break; } } _t25; })))))))))))) mjc_push(&_t14, v_q); } _t14; }) : ((mjc_ints){0})); mjc_pay_to_each(ledger, payer, &payees, mjc_mul(o_base, mjc_pow(((mjc_int)2LL), o_max_fan)), 6); }

        }
        if (((mjc_int)((o_wall_end_checks) && ((!mjc_seat_has_won(deal, v_p))) && (({ mjc_int _t28 = (mjc_seat_hand(deal, v_p)).n; (mjc_int)((_t28 > ((mjc_int)0LL))); })) && ((!((mjc_int)((({ mjc_int _t29 = (mjc_seat_hand(deal, v_p)).n; (mjc_int)((_t29 > ((mjc_int)0LL))); })) && (((mjc_int)((({ mjc_int _t35 = (({ const mjc_ints _t30_v = mjc_concat(mjc_seat_hand(deal, v_p), mjc_tiles_of(mjc_seat_melds(deal, v_p))); const mjc_ints *_t30 = &_t30_v; mjc_ints _t32; _t32.n = 0; uint64_t _t34 = 0; for (int _t31 = 0; _t31 < _t30->n; _t31++) { mjc_int v_t = _t30->v[_t31]; mjc_int _t33 = mjc_suit(v_t); if (mjc_first_seen(&_t32, &_t34, _t33)) mjc_push(&_t32, _t33); } _t32; })).n; (mjc_int)((_t35 == ((mjc_int)3LL))); })) || (({ const mjc_ints _t36_v = mjc_concat(mjc_seat_hand(deal, v_p), mjc_tiles_of(mjc_seat_melds(deal, v_p))); const mjc_ints *_t36 = &_t36_v;  mjc_int _t38 = 0; for (int _t37 = 0; _t37 < _t36->n; _t37++) { mjc_int v_t = _t36->v[_t37];  if (({ mjc_int _t39 = mjc_suit(v_t); mjc_int _t40 = mjc_seat_field(deal, v_p, 0, -1); (mjc_int)((_t39 == _t40)); })) { _t38 = 1; break; } } _t38; }))))))))) && (({ mjc_int _t41 = wait_total(deal, v_p, ((mjc_int)1), 1); (mjc_int)((_t41 == ((mjc_int)0LL))); }))))) {  /* a hand not ready pays: specs/sichuan.yaml:291 */
            { mjc_ints payers = ({ mjc_ints _t42; _t42.n = 0; mjc_push(&_t42, v_p); _t42; }); mjc_ints payees = ((((mjc_int)((mjc_still_playing(deal)).n >= 1))) ? ({ const mjc_ints _t43_v = mjc_still_playing(deal); const mjc_ints *_t43 = &_t43_v; mjc_ints _t45; _t45.n = 0; for (int _t44 = 0; _t44 < _t43->n; _t44++) { mjc_int v_q = _t43->v[_t44]; if (((mjc_int)((((mjc_int)((v_q != v_p)))) && (({ mjc_int _t46 = (mjc_seat_hand(deal, v_q)).n; (mjc_int)((_t46 > ((mjc_int)0LL))); })) && ((!((mjc_int)((({ mjc_int _t47 = (mjc_seat_hand(deal, v_q)).n; (mjc_int)((_t47 > ((mjc_int)0LL))); })) && (((mjc_int)((({ mjc_int _t53 = (({ const mjc_ints _t48_v = mjc_concat(mjc_seat_hand(deal, v_q), mjc_tiles_of(mjc_seat_melds(deal, v_q))); const mjc_ints *_t48 = &_t48_v; mjc_ints _t50; _t50.n = 0; uint64_t _t52 = 0; for (int _t49 = 0; _t49 < _t48->n; _t49++) { mjc_int v_t = _t48->v[_t49]; mjc_int _t51 = mjc_suit(v_t); if (mjc_first_seen(&_t50, &_t52, _t51)) mjc_push(&_t50, _t51); } _t50; })).n; (mjc_int)((_t53 == ((mjc_int)3LL))); })) || (({ const mjc_ints _t54_v = mjc_concat(mjc_seat_hand(deal, v_q), mjc_tiles_of(mjc_seat_melds(deal, v_q))); const mjc_ints *_t54 = &_t54_v;  mjc_int _t56 = 0; for (int _t55 = 0; _t55 < _t54->n; _t55++) { mjc_int v_t = _t54->v[_t55];  if (({ mjc_int _t57 = mjc_suit(v_t); mjc_int _t58 = mjc_seat_field(deal, v_q, 0, -1); (mjc_int)((_t57 == _t58)); })) { _t56 = 1; break; } } _t56; }))))))))) && (({ mjc_int _t59 = wait_total(deal, v_q, ((mjc_int)1), 1); (mjc_int)((_t59 > ((mjc_int)0LL))); }))))) mjc_push(&_t45, v_q); } _t45; }) : ((mjc_ints){0}));  /* the amount is worked out for each payment */
              for (int i_payer = 0; i_payer < payers.n; i_payer++) for (int i_payee = 0; i_payee < payees.n; i_payee++) {
                const mjc_int v_payer = payers.v[i_payer], v_payee = payees.v[i_payee];
                mjc_add_payment(ledger, v_payer, v_payee, wait_total(deal, v_payee, ((mjc_int)1), 1), 7);
              } }

        }
        if (((mjc_int)((o_wall_end_checks) && ((!mjc_seat_has_won(deal, v_p))) && (({ mjc_int _t60 = (mjc_seat_hand(deal, v_p)).n; (mjc_int)((_t60 > ((mjc_int)0LL))); })) && (((mjc_int)((((mjc_int)((({ mjc_int _t61 = (mjc_seat_hand(deal, v_p)).n; (mjc_int)((_t61 > ((mjc_int)0LL))); })) && (((mjc_int)((({ mjc_int _t67 = (({ const mjc_ints _t62_v = mjc_concat(mjc_seat_hand(deal, v_p), mjc_tiles_of(mjc_seat_melds(deal, v_p))); const mjc_ints *_t62 = &_t62_v; mjc_ints _t64; _t64.n = 0; uint64_t _t66 = 0; for (int _t63 = 0; _t63 < _t62->n; _t63++) { mjc_int v_t = _t62->v[_t63]; mjc_int _t65 = mjc_suit(v_t); if (mjc_first_seen(&_t64, &_t66, _t65)) mjc_push(&_t64, _t65); } _t64; })).n; (mjc_int)((_t67 == ((mjc_int)3LL))); })) || (({ const mjc_ints _t68_v = mjc_concat(mjc_seat_hand(deal, v_p), mjc_tiles_of(mjc_seat_melds(deal, v_p))); const mjc_ints *_t68 = &_t68_v;  mjc_int _t70 = 0; for (int _t69 = 0; _t69 < _t68->n; _t69++) { mjc_int v_t = _t68->v[_t69];  if (({ mjc_int _t71 = mjc_suit(v_t); mjc_int _t72 = mjc_seat_field(deal, v_p, 0, -1); (mjc_int)((_t71 == _t72)); })) { _t70 = 1; break; } } _t70; })))))))) || (({ mjc_int _t73 = wait_total(deal, v_p, ((mjc_int)1), 1); (mjc_int)((_t73 == ((mjc_int)0LL))); })))))))) {  /* kong money returned: specs/sichuan_xueliu.yaml:41 */
            { mjc_ints payers = ({ mjc_ints _t74; _t74.n = 0; mjc_push(&_t74, v_p); _t74; }); mjc_ints payees = mjc_others_of(v_p);  /* the amount is worked out for each payment */
              for (int i_payer = 0; i_payer < payers.n; i_payer++) for (int i_payee = 0; i_payee < payees.n; i_payee++) {
                const mjc_int v_payer = payers.v[i_payer], v_payee = payees.v[i_payee];
                mjc_add_payment(ledger, v_payer, v_payee, ((((mjc_int)((deal->kongs).n >= 1))) ? ({ const mjc_groups *_t75 = &deal->kongs; mjc_int _t77 = 0; for (int _t76 = 0; _t76 < _t75->n; _t76++) { const mjc_group * v_k = _t75->v[_t76]; if (!(({ mjc_int _t78 = mjc_real(v_k)->owner; (mjc_int)((_t78 == v_p)); }))) continue; _t77 = mjc_add(_t77, ((((mjc_int)(((mjc_real(v_k)->source != NO_SEAT)) && ((!mjc_real(v_k)->added))))) ? ((({ mjc_int _t79 = mjc_real(v_k)->source; (mjc_int)((_t79 == v_payee)); })) ? mjc_mul(((mjc_int)2LL), o_base) : ((mjc_int)0LL)) : ((mjc_real(v_k)->added) ? o_base : mjc_mul(((mjc_int)2LL), o_base)))); } _t77; }) : ((mjc_int)0LL)), 8);
              } }

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

MJC_MODULE(sichuan_xueliu, "f63121bbab8ef18131140f49da64c1ba7454939dab2d7fe94a8e6ac67d163d88", MJC_BUILD_KEY, "sichuan_xueliu")
