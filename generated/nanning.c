#define MJC_BUILD_KEY "4099615d1a2f1d56be40f167efe96a40760a62bd8e7adf2e772000158bc1532f"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `nanning`, generated from the spec specs/nanning.yaml.
 *
 * Spec sha256: c71c3b45b8b93cc42864accd94f5f35267d8b54d95d6075ab7717028eb897e9e
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._nanning, which the Python module generated/nanning.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 13
#define N_SHAPES 2
#define N_REASONS 8

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("qingyise"),
    MJC_TEXT("pengpenghu"),
    MJC_TEXT("qixiaodui"),
    MJC_TEXT("qidadui_1"),
    MJC_TEXT("qidadui_2"),
    MJC_TEXT("qidadui_3"),
    MJC_TEXT("quanqiuren"),
    MJC_TEXT("gangshanghua"),
    MJC_TEXT("liangang_pao"),
    MJC_TEXT("qiang_liangang"),
    MJC_TEXT("haidilaoyue"),
    MJC_TEXT("tianhu"),
    MJC_TEXT("dihu"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\347\242\260\347\242\260\350\203\241"),  /* 碰碰胡 */
    MJC_TEXT("\344\270\203\345\260\217\345\257\271"),  /* 七小对 */
    MJC_TEXT("\344\270\203\345\244\247\345\257\271\357\274\210\344\270\200\347\273\204\357\274\211"),  /* 七大对（一组） */
    MJC_TEXT("\350\261\252\345\215\216\345\244\247\344\270\203\345\257\271\357\274\210\344\272\214\347\273\204\357\274\211"),  /* 豪华大七对（二组） */
    MJC_TEXT("\350\266\205\347\272\247\350\261\252\345\215\216\345\244\247\344\270\203\345\257\271\357\274\210\344\270\211\347\273\204\357\274\211"),  /* 超级豪华大七对（三组） */
    MJC_TEXT("\345\205\250\346\261\202\344\272\272"),  /* 全求人 */
    MJC_TEXT("\346\235\240\344\270\212\350\212\261"),  /* 杠上花 */
    MJC_TEXT("\350\277\236\346\235\240\346\235\240\344\270\212\347\202\256"),  /* 连杠杠上炮 */
    MJC_TEXT("\346\212\242\350\277\236\346\235\240"),  /* 抢连杠 */
    MJC_TEXT("\346\265\267\345\272\225\346\215\236\346\234\210"),  /* 海底捞月 */
    MJC_TEXT("\345\244\251\350\203\241"),  /* 天胡 */
    MJC_TEXT("\345\234\260\350\203\241"),  /* 地胡 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\350\207\252\346\221\270 (self-draw)"),  /* 自摸 (self-draw) */
    MJC_TEXT("\345\214\205\344\273\230\357\274\210\345\260\201\350\203\241\346\210\226\346\230\216\346\235\240\346\235\240\344\270\212\350\212\261\357\274\211 (pays all (\345\260\201\350\203\241, or \346\235\240\344\270\212\350\212\261 after an exposed kong))"),  /* 包付（封胡或明杠杠上花） (pays all (封胡, or 杠上花 after an exposed kong)) */
    MJC_TEXT("\345\214\205\344\273\230\350\277\236\346\235\240\346\235\240\345\210\206 (pays the chain's kong points)"),  /* 包付连杠杠分 (pays the chain's kong points) */
    MJC_TEXT("\346\224\276\347\202\256 (discard)"),  /* 放炮 (discard) */
    MJC_TEXT("\345\260\201\350\203\241\345\217\214\351\243\236 (sealed seat pays too)"),  /* 封胡双飞 (sealed seat pays too) */
    MJC_TEXT("\346\230\216\346\235\240\346\235\240\345\210\206 (exposed kong point)"),  /* 明杠杠分 (exposed kong point) */
    MJC_TEXT("\346\232\227\346\235\240\346\235\240\345\210\206 (concealed kong point)"),  /* 暗杠杠分 (concealed kong point) */
    MJC_TEXT("\350\257\210\350\203\241 (false win)"),  /* 诈胡 (false win) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0xcULL
#define MASK_1 0x1eULL
#define MASK_2 0x4ULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_SEVEN_PAIRS = 1,
};

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 0, .sets = 0, .pairs = 7, .n_fixed = 0, .fixed_tiles = 0},
};

static mjc_rules RULES = {
    .ruleset_id = "nanning",
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
    .n_options = 5,
    .option_names = {"fenghu_double", "concealed_base", "concealed_points", "kong_points", "false_win_points"},
    .option_is_bool = {1, 1, 0, 0, 0},
    .option_default = {0, 1, 4, 1, 10},
    .option_low = {-1000000000LL, -1000000000LL, 3LL, 0LL, 0LL},
    .option_high = {1000000000LL, 1000000000LL, 12LL, 10LL, 100LL},
    .n_penalties = 1,
    .penalty_names = {"false_win"},
};

/* What the deal's rules read of each win. */
typedef struct {
    int unused;
    mjc_groups w_covered_kongs;
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
    const mjc_int o_fenghu_double = deal->options[0];
    const mjc_int o_concealed_base = deal->options[1];
    const mjc_int o_concealed_points = deal->options[2];
    const mjc_int o_kong_points = deal->options[3];
    mjc_ints f_bonus_tiles = win->tiles_flag[0];
    mjc_int f_discard_after_kong = win->flag[2];
    mjc_int f_first_discard = win->flag[8];
    mjc_int f_first_draw = win->flag[7];
    mjc_int f_kong_chain = win->flag[1];
    mjc_int f_kong_replacement = win->flag[0];
    mjc_int f_last_tile = win->flag[5];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_int d_discard_value = 0; int done_d_discard_value = 0;
    mjc_int b_by = win->by;
    mjc_groups b_chain_kongs = win->chain;
    mjc_int b_dealer = deal->dealer;
    mjc_int b_discarder = win->source;
    mjc_groups b_melds = player->melds;
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_ints b_tiles = mjc_all_tiles(hand_tiles, player->melds);
    mjc_int b_winner = win->winner;
    mjc_int d_menqing;
    mjc_int d_plain_base;
    mjc_int d_threefold;
    mjc_int d_base;
    mjc_int d_first_draw_win;
    mjc_int n_dihu;
    mjc_int n_gangshanghua;
    mjc_int val_gangshanghua;
    mjc_int n_haidilaoyue;
    mjc_int n_liangang_pao;
    mjc_int val_liangang_pao;
    mjc_int n_qiang_liangang;
    mjc_int val_qiang_liangang;
    mjc_int n_qingyise;
    mjc_int n_quanqiuren;
    mjc_int n_tianhu;
    mjc_int d_sealed_seat;
    mjc_groups d_chain;
    mjc_int d_first_exposed_supplier;
    mjc_int d_liable;
    mjc_int d_chain_kong_points;
    mjc_int d_one_pays_all;
    mjc_groups d_covered_kongs;
    mjc_int d_code_factor;
    mjc_int d_fenghu_factor;
    mjc_int d_quads;
    mjc_int n_pengpenghu;
    mjc_int n_qidadui_1;
    mjc_int n_qidadui_2;
    mjc_int n_qidadui_3;
    mjc_int n_qixiaodui;
    mjc_int s_doublings;
    mjc_int d_hand_value;
    mjc_groups b_pairs;
    mjc_groups b_sets;
    mjc_int b_shape;
    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 0, win->declared, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_menqing = (!({ const mjc_groups *_t8 = &b_melds; mjc_int _t10 = 0; for (int _t9 = 0; _t9 < _t8->n; _t9++) { if (mjc_in_mask(MASK_1, _t8->v[_t9]->source)) { _t10 = 1; break; } } _t10; }));  /* menqing: specs/nanning.yaml:101 */
    d_plain_base = ((mjc_int)3LL);  /* plain_base: specs/nanning.yaml:104 */
    d_threefold = ((mjc_int)3LL);  /* threefold: specs/nanning.yaml:110 */
    d_base = ((((mjc_int)((d_menqing) && (o_concealed_base)))) ? o_concealed_points : d_plain_base);  /* base: specs/nanning.yaml:124 */
    d_first_draw_win = ((mjc_int)((f_first_draw) && (b_self_drawn) && ((!f_kong_replacement))));  /* first_draw_win: specs/nanning.yaml:183 */
    n_dihu = ((((mjc_int)((d_first_draw_win) && (((mjc_int)((b_winner != b_dealer)))))))) ? 1 : 0;  /* dihu: specs/nanning.yaml:269 */
    n_gangshanghua = ((f_kong_replacement)) ? 1 : 0;  /* gangshanghua: specs/nanning.yaml:236 */
    val_gangshanghua = n_gangshanghua ? f_kong_chain : 0;
    n_haidilaoyue = ((((mjc_int)((f_last_tile) && (b_self_drawn))))) ? 1 : 0;  /* haidilaoyue: specs/nanning.yaml:257 */
    n_liangang_pao = ((((mjc_int)((f_discard_after_kong) && (((mjc_int)((f_kong_chain >= ((mjc_int)2LL))))))))) ? 1 : 0;  /* liangang_pao: specs/nanning.yaml:243 */
    val_liangang_pao = n_liangang_pao ? mjc_sub(f_kong_chain, ((mjc_int)1LL)) : 0;
    n_qiang_liangang = ((((mjc_int)((((mjc_int)((b_by == ((mjc_int)2))))) && (((mjc_int)((f_kong_chain >= ((mjc_int)2LL))))))))) ? 1 : 0;  /* qiang_liangang: specs/nanning.yaml:250 */
    val_qiang_liangang = n_qiang_liangang ? mjc_sub(f_kong_chain, ((mjc_int)1LL)) : 0;
    n_qingyise = ((({ const mjc_ints *_t0 = &b_tiles; (mjc_int)(_t0->n > 0 && mjc_suit(_t0->v[0]) == mjc_suit(_t0->v[_t0->n - 1])); }))) ? 1 : 0;  /* qingyise: specs/nanning.yaml:191 */
    n_quanqiuren = ((((mjc_int)((((mjc_int)((b_by == ((mjc_int)1))))) && (((mjc_int)((b_melds).n >= 4))) && (({ mjc_int _t7 = ({ const mjc_groups *_t4 = &b_melds; mjc_int _t6 = 0; for (int _t5 = 0; _t5 < _t4->n; _t5++) { if (mjc_in_mask(MASK_1, _t4->v[_t5]->source)) _t6++; } _t6; }); (mjc_int)((_t7 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* quanqiuren: specs/nanning.yaml:230 */
    n_tianhu = ((((mjc_int)((d_first_draw_win) && (((mjc_int)((b_winner == b_dealer)))))))) ? 1 : 0;  /* tianhu: specs/nanning.yaml:263 */
    d_sealed_seat = ((((mjc_int)((b_melds).n >= 3))) ? ((((mjc_int)((b_others).n >= 1))) ? ({ const mjc_ints *_t11 = &b_others; mjc_int _t13 = NO_SEAT; for (int _t12 = 0; _t12 < _t11->n; _t12++) { mjc_int v_s = _t11->v[_t12]; if (!(({ mjc_int _t18 = ({ const mjc_groups *_t14 = &b_melds; mjc_int _t17 = v_s; mjc_int _t16 = 0; for (int _t15 = 0; _t15 < _t14->n; _t15++) { if (_t14->v[_t15]->source == _t17) _t16++; } _t16; }); (mjc_int)((_t18 >= ((mjc_int)3LL))); }))) continue; _t13 = v_s; break; } _t13; }) : ((mjc_int)NO_SEAT)) : ((mjc_int)NO_SEAT));  /* sealed_seat: specs/nanning.yaml:133 */
    d_chain = ((f_kong_replacement) ? b_chain_kongs : ((mjc_groups){0}));  /* chain: specs/nanning.yaml:136 */
    d_first_exposed_supplier = ((((mjc_int)((d_chain).n >= 1))) ? ({ const mjc_groups *_t19 = &d_chain; mjc_int _t21 = NO_SEAT; for (int _t20 = 0; _t20 < _t19->n; _t20++) { const mjc_group * v_m = _t19->v[_t20]; if (!((mjc_real(v_m)->source != NO_SEAT))) continue; _t21 = mjc_real(v_m)->source; break; } _t21; }) : ((mjc_int)NO_SEAT));  /* first_exposed_supplier: specs/nanning.yaml:139 */
    d_liable = ((((mjc_int)((d_sealed_seat != ((mjc_int)NO_SEAT))))) ? d_sealed_seat : d_first_exposed_supplier);  /* liable: specs/nanning.yaml:142 */
    d_chain_kong_points = ((((mjc_int)((d_chain).n >= 1))) ? ({ const mjc_groups *_t22 = &d_chain; mjc_int _t24 = 0; for (int _t23 = 0; _t23 < _t22->n; _t23++) { const mjc_group * v_m = _t22->v[_t23]; _t24 = mjc_add(_t24, ((mjc_real(v_m)->concealed) ? mjc_mul(d_threefold, o_kong_points) : o_kong_points)); } _t24; }) : ((mjc_int)0LL));  /* chain_kong_points: specs/nanning.yaml:145 */
    d_one_pays_all = ((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable != ((mjc_int)NO_SEAT)))))));  /* one_pays_all: specs/nanning.yaml:150 */
    d_covered_kongs = ((d_one_pays_all) ? d_chain : ((mjc_groups){0}));  /* covered_kongs: specs/nanning.yaml:153 */
    d_code_factor = mjc_add(((mjc_int)1LL), ((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t25 = &f_bonus_tiles;  mjc_int _t27 = 0; for (int _t26 = 0; _t26 < _t25->n; _t26++) { mjc_int v_t = _t25->v[_t26];  if (({ mjc_int _t28 = mjc_turns(b_dealer, b_winner); mjc_int _t29 = ((mjc_is_dragon(v_t)) ? mjc_sub(((mjc_int)7LL), mjc_number(v_t)) : mjc_mod(mjc_sub(mjc_number(v_t), ((mjc_int)1LL)), ((mjc_int)4LL))); (mjc_int)((_t28 == _t29)); })) _t27++; } _t27; }) : ((mjc_int)0LL)));  /* code_factor: specs/nanning.yaml:161 */
    d_fenghu_factor = ((o_fenghu_double) ? ((mjc_int)2LL) : ((mjc_int)1LL));  /* fenghu_factor: specs/nanning.yaml:164 */

    int best = -1;
    mjc_int best_value = 0;
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        d_quads = ((((mjc_int)((b_pairs).n >= 2))) ? ({ __label__ _t31_done; const mjc_groups *_t30 = &b_pairs; mjc_int _t31 = 0; for (int _t33 = 0; _t33 < _t30->n; _t33++) for (int _t34 = _t33 + 1; _t34 < _t30->n; _t34++) { int _t32 = 0; if (!_t32) { const mjc_group * v_a = _t30->v[_t33]; const mjc_group * v_b = _t30->v[_t34]; if ((({ mjc_int _t35 = mjc_real(v_a)->tile; mjc_int _t36 = mjc_real(v_b)->tile; (mjc_int)((_t35 == _t36)); }))) _t32 = 1; } if (_t32) _t31++; } _t31_done: ; _t31; }) : ((mjc_int)0LL));  /* quads: specs/nanning.yaml:127 */
        n_pengpenghu = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t1 = &b_sets; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) { if (!(mjc_in_mask(MASK_0, _t1->v[_t2]->kind))) { _t3 = 0; break; } } _t3; })))))) ? 1 : 0;  /* pengpenghu: specs/nanning.yaml:197 */
        n_qidadui_1 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)1LL))))))))) ? 1 : 0;  /* qidadui_1: specs/nanning.yaml:209 */
        n_qidadui_2 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)2LL))))))))) ? 1 : 0;  /* qidadui_2: specs/nanning.yaml:216 */
        n_qidadui_3 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)3LL))))))))) ? 1 : 0;  /* qidadui_3: specs/nanning.yaml:223 */
        n_qixiaodui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)0LL))))))))) ? 1 : 0;  /* qixiaodui: specs/nanning.yaml:203 */
        s_doublings = mjc_add(mjc_add(mjc_add((n_qingyise + n_pengpenghu + n_qixiaodui + ((mjc_int)2LL) * n_qidadui_1 + ((mjc_int)3LL) * n_qidadui_2 + ((mjc_int)4LL) * n_qidadui_3 + n_quanqiuren + n_haidilaoyue + n_tianhu + n_dihu), mjc_mul(val_gangshanghua, n_gangshanghua)), mjc_mul(val_liangang_pao, n_liangang_pao)), mjc_mul(val_qiang_liangang, n_qiang_liangang));  /* doublings */
        d_hand_value = mjc_mul(d_base, mjc_pow(((mjc_int)2LL), s_doublings));  /* hand_value: specs/nanning.yaml:130 */

        mjc_int value = d_hand_value;
        if (best < 0 || value > best_value) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        d_quads = ((((mjc_int)((b_pairs).n >= 2))) ? ({ __label__ _t31_done; const mjc_groups *_t30 = &b_pairs; mjc_int _t31 = 0; for (int _t33 = 0; _t33 < _t30->n; _t33++) for (int _t34 = _t33 + 1; _t34 < _t30->n; _t34++) { int _t32 = 0; if (!_t32) { const mjc_group * v_a = _t30->v[_t33]; const mjc_group * v_b = _t30->v[_t34]; if ((({ mjc_int _t35 = mjc_real(v_a)->tile; mjc_int _t36 = mjc_real(v_b)->tile; (mjc_int)((_t35 == _t36)); }))) _t32 = 1; } if (_t32) _t31++; } _t31_done: ; _t31; }) : ((mjc_int)0LL));  /* quads: specs/nanning.yaml:127 */
        n_pengpenghu = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t1 = &b_sets; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) { if (!(mjc_in_mask(MASK_0, _t1->v[_t2]->kind))) { _t3 = 0; break; } } _t3; })))))) ? 1 : 0;  /* pengpenghu: specs/nanning.yaml:197 */
        n_qidadui_1 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)1LL))))))))) ? 1 : 0;  /* qidadui_1: specs/nanning.yaml:209 */
        n_qidadui_2 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)2LL))))))))) ? 1 : 0;  /* qidadui_2: specs/nanning.yaml:216 */
        n_qidadui_3 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)3LL))))))))) ? 1 : 0;  /* qidadui_3: specs/nanning.yaml:223 */
        n_qixiaodui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)0LL))))))))) ? 1 : 0;  /* qixiaodui: specs/nanning.yaml:203 */
        s_doublings = mjc_add(mjc_add(mjc_add((n_qingyise + n_pengpenghu + n_qixiaodui + ((mjc_int)2LL) * n_qidadui_1 + ((mjc_int)3LL) * n_qidadui_2 + ((mjc_int)4LL) * n_qidadui_3 + n_quanqiuren + n_haidilaoyue + n_tianhu + n_dihu), mjc_mul(val_gangshanghua, n_gangshanghua)), mjc_mul(val_liangang_pao, n_liangang_pao)), mjc_mul(val_qiang_liangang, n_qiang_liangang));  /* doublings */
        d_hand_value = mjc_mul(d_base, mjc_pow(((mjc_int)2LL), s_doublings));  /* hand_value: specs/nanning.yaml:130 */

    }
    done_d_discard_value = 0;  /* worked out where first read */

    if (((((mjc_int)((b_others).n >= 1))) ? ({ const mjc_ints *_t37 = &b_others;  mjc_int _t39 = 0; for (int _t38 = 0; _t38 < _t37->n; _t38++) { mjc_int v_s = _t37->v[_t38];  if (((mjc_int)((((mjc_int)((mjc_seat_melds(deal, v_s)).n >= 3))) && (({ mjc_int _t44 = ({ const mjc_groups _t40_v = mjc_seat_melds(deal, v_s); const mjc_groups *_t40 = &_t40_v; mjc_int _t43 = b_winner; mjc_int _t42 = 0; for (int _t41 = 0; _t41 < _t40->n; _t41++) { if (_t40->v[_t41]->source == _t43) _t42++; } _t42; }); (mjc_int)((_t44 >= ((mjc_int)3LL))); }))))) { _t39 = 1; break; } } _t39; }) : ((mjc_int)0))) mjc_refuse("sealed", win->winner, MJC_TEXT("\350\242\253\345\260\201\350\203\241\350\200\205\346\234\254\345\261\200\344\270\215\350\203\275\350\203\241\347\211\214 (the winner is sealed (\345\260\201\350\203\241) by a seat that claimed three of its sets, and cannot win this deal)"));
    if (((mjc_int)((((mjc_int)((b_by == ((mjc_int)2))))) && (({ const mjc_groups *_t45 = &b_chain_kongs; mjc_int _t47 = 0; for (int _t46 = 0; _t46 < _t45->n; _t46++) { if (mjc_in_mask(MASK_2, _t45->v[_t46]->concealed)) { _t47 = 1; break; } } _t47; }))))) mjc_refuse("rob_not_allowed", win->winner, MJC_TEXT("\346\232\227\346\235\240\344\270\215\350\203\275\346\212\242\346\235\240\350\203\241\357\274\214\350\277\236\346\235\240\344\270\255\346\234\211\346\232\227\346\235\240\344\271\237\344\270\215\350\203\275 (a chain with a concealed kong cannot be robbed)"));
    if (((mjc_int)((({ mjc_int _t48 = (f_bonus_tiles).n; (mjc_int)((_t48 > ((mjc_int)0LL))); })) && (((mjc_int)(((!b_self_drawn)) || (((mjc_int)((d_first_exposed_supplier != ((mjc_int)NO_SEAT))))))))))) mjc_refuse("bonus_tiles_not_allowed", win->winner, MJC_TEXT("\345\217\252\346\234\211\350\207\252\346\221\270\350\203\241\347\211\214\357\274\210\345\220\253\346\232\227\346\235\240\346\235\240\344\270\212\350\212\261\357\274\214\344\270\215\345\220\253\346\230\216\346\235\240\346\235\240\344\270\212\350\212\261\357\274\211\346\211\215\350\203\275\346\221\270\347\240\201 (only a self-draw (a concealed-kong \346\235\240\344\270\212\350\212\261 included, an exposed-kong \346\235\240\344\270\212\350\212\261 not) draws bonus tiles)"));
    if (((mjc_int)((f_last_tile) && (f_kong_replacement)))) mjc_refuse("no_kong_on_last_tile", win->winner, MJC_TEXT("\346\265\267\345\272\225\346\227\240\346\235\240\344\270\212\350\212\261 (there is no kong, and so no \346\235\240\344\270\212\350\212\261, on the last tile)"));
    if (((mjc_int)((f_first_draw) && (((mjc_int)(((!b_self_drawn)) || ((!d_menqing)))))))) mjc_refuse("bad_first_draw", win->winner, MJC_TEXT("\345\244\251\350\203\241\343\200\201\345\234\260\350\203\241\351\241\273\350\207\252\346\221\270\347\254\254\344\270\200\345\274\240\347\211\214\344\270\224\346\255\244\345\211\215\346\227\240\347\242\260 (first_draw needs a self-draw with no claim before it)"));
    if (((mjc_int)((f_first_discard) && (((mjc_int)((((mjc_int)((b_by != ((mjc_int)1))))) || (((mjc_int)((b_discarder != b_dealer)))) || (((mjc_int)((b_winner == b_dealer)))))))))) mjc_refuse("bad_first_discard", win->winner, MJC_TEXT("\344\272\272\350\203\241\346\230\257\351\227\262\345\256\266\350\203\241\345\272\204\345\256\266\346\211\223\345\207\272\347\232\204\347\254\254\344\270\200\345\274\240\347\211\214 (first_discard is a non-dealer's win on the dealer's first discard)"));
    const mjc_int before = ledger->deltas[win->winner];
    if (((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT)))))))) {  /* self-draw: specs/nanning.yaml:331 */
        { mjc_ints payers = b_others; mjc_pay_from_each(ledger, &payers, b_winner, mjc_mul(d_hand_value, d_code_factor), 0); }

    }
    if (d_one_pays_all) {  /* one seat pays all: specs/nanning.yaml:338 */
        mjc_add_payment(ledger, d_liable, b_winner, mjc_mul(mjc_mul(mjc_mul(d_threefold, d_hand_value), d_code_factor), ((((mjc_int)((d_liable == d_sealed_seat)))) ? d_fenghu_factor : ((mjc_int)1LL))), 1);
        mjc_add_payment(ledger, d_liable, b_winner, d_chain_kong_points, 2);

    }
    if ((!b_self_drawn)) {  /* discard: specs/nanning.yaml:353 */
        mjc_add_payment(ledger, b_discarder, b_winner, ((((mjc_int)((b_discarder == d_sealed_seat)))) ? mjc_mul(mjc_mul(((mjc_int)2LL), d_fenghu_factor), (done_d_discard_value ? d_discard_value : (d_discard_value = ((((mjc_int)(((!b_self_drawn)) && (((mjc_int)((f_discard_after_kong) || (((mjc_int)((((mjc_int)((mjc_seat_melds(deal, b_discarder)).n >= 4))) && (({ mjc_int _t52 = ({ const mjc_groups _t49_v = mjc_seat_melds(deal, b_discarder); const mjc_groups *_t49 = &_t49_v; mjc_int _t51 = 0; for (int _t50 = 0; _t50 < _t49->n; _t50++) { if (mjc_in_mask(MASK_1, _t49->v[_t50]->source)) _t51++; } _t51; }); (mjc_int)((_t52 == ((mjc_int)4LL))); }))))) || (f_last_tile) || (f_first_discard) || (((mjc_int)((b_by == ((mjc_int)2))))))))))) ? mjc_mul(d_threefold, d_hand_value) : ((((mjc_int)((s_doublings == ((mjc_int)0LL))))) ? ((((mjc_int)((d_menqing) && (o_concealed_base)))) ? d_base : ((mjc_int)2LL)) : mjc_floordiv(mjc_mul(d_threefold, d_hand_value), ((mjc_int)2LL)))), done_d_discard_value = 1, d_discard_value))) : (done_d_discard_value ? d_discard_value : (d_discard_value = ((((mjc_int)(((!b_self_drawn)) && (((mjc_int)((f_discard_after_kong) || (((mjc_int)((((mjc_int)((mjc_seat_melds(deal, b_discarder)).n >= 4))) && (({ mjc_int _t56 = ({ const mjc_groups _t53_v = mjc_seat_melds(deal, b_discarder); const mjc_groups *_t53 = &_t53_v; mjc_int _t55 = 0; for (int _t54 = 0; _t54 < _t53->n; _t54++) { if (mjc_in_mask(MASK_1, _t53->v[_t54]->source)) _t55++; } _t55; }); (mjc_int)((_t56 == ((mjc_int)4LL))); }))))) || (f_last_tile) || (f_first_discard) || (((mjc_int)((b_by == ((mjc_int)2))))))))))) ? mjc_mul(d_threefold, d_hand_value) : ((((mjc_int)((s_doublings == ((mjc_int)0LL))))) ? ((((mjc_int)((d_menqing) && (o_concealed_base)))) ? d_base : ((mjc_int)2LL)) : mjc_floordiv(mjc_mul(d_threefold, d_hand_value), ((mjc_int)2LL)))), done_d_discard_value = 1, d_discard_value))), 3);

    }
    if (((mjc_int)(((!b_self_drawn)) && (((mjc_int)((d_sealed_seat != ((mjc_int)NO_SEAT))))) && (((mjc_int)((d_sealed_seat != b_discarder))))))) {  /* sealed seat pays too: specs/nanning.yaml:364 */
        mjc_add_payment(ledger, d_sealed_seat, b_winner, mjc_mul(d_fenghu_factor, (done_d_discard_value ? d_discard_value : (d_discard_value = ((((mjc_int)(((!b_self_drawn)) && (((mjc_int)((f_discard_after_kong) || (((mjc_int)((((mjc_int)((mjc_seat_melds(deal, b_discarder)).n >= 4))) && (({ mjc_int _t60 = ({ const mjc_groups _t57_v = mjc_seat_melds(deal, b_discarder); const mjc_groups *_t57 = &_t57_v; mjc_int _t59 = 0; for (int _t58 = 0; _t58 < _t57->n; _t58++) { if (mjc_in_mask(MASK_1, _t57->v[_t58]->source)) _t59++; } _t59; }); (mjc_int)((_t60 == ((mjc_int)4LL))); }))))) || (f_last_tile) || (f_first_discard) || (((mjc_int)((b_by == ((mjc_int)2))))))))))) ? mjc_mul(d_threefold, d_hand_value) : ((((mjc_int)((s_doublings == ((mjc_int)0LL))))) ? ((((mjc_int)((d_menqing) && (o_concealed_base)))) ? d_base : ((mjc_int)2LL)) : mjc_floordiv(mjc_mul(d_threefold, d_hand_value), ((mjc_int)2LL)))), done_d_discard_value = 1, d_discard_value))), 4);

    }
    const mjc_int collected = mjc_sub(ledger->deltas[win->winner], before);
    const mjc_int total = mjc_sub(collected, ((d_one_pays_all) ? d_chain_kong_points : ((mjc_int)0LL)));
    view->w_covered_kongs = d_covered_kongs;
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    int found_count = 0;
    if (n_qingyise) out->found[found_count++] = (mjc_found){0, 0, ((mjc_int)1LL), n_qingyise};
    if (n_pengpenghu) out->found[found_count++] = (mjc_found){1, 0, ((mjc_int)1LL), n_pengpenghu};
    if (n_qixiaodui) out->found[found_count++] = (mjc_found){2, 0, ((mjc_int)1LL), n_qixiaodui};
    if (n_qidadui_1) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)2LL), n_qidadui_1};
    if (n_qidadui_2) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)3LL), n_qidadui_2};
    if (n_qidadui_3) out->found[found_count++] = (mjc_found){5, 0, ((mjc_int)4LL), n_qidadui_3};
    if (n_quanqiuren) out->found[found_count++] = (mjc_found){6, 0, ((mjc_int)1LL), n_quanqiuren};
    if (n_gangshanghua) out->found[found_count++] = (mjc_found){7, 0, val_gangshanghua, n_gangshanghua};
    if (n_liangang_pao) out->found[found_count++] = (mjc_found){8, 0, val_liangang_pao, n_liangang_pao};
    if (n_qiang_liangang) out->found[found_count++] = (mjc_found){9, 0, val_qiang_liangang, n_qiang_liangang};
    if (n_haidilaoyue) out->found[found_count++] = (mjc_found){10, 0, ((mjc_int)1LL), n_haidilaoyue};
    if (n_tianhu) out->found[found_count++] = (mjc_found){11, 0, ((mjc_int)1LL), n_tianhu};
    if (n_dihu) out->found[found_count++] = (mjc_found){12, 0, ((mjc_int)1LL), n_dihu};
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
    const mjc_int o_kong_points = deal->options[3];
    const mjc_int o_false_win_points = deal->options[4];
    for (int ki = 0; ki < deal->kongs.n; ki++) {
        const mjc_group *v_k = deal->kongs.v[ki];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->kong_orders[ki], 0);
        if (((mjc_int)(((mjc_real(v_k)->source != NO_SEAT)) && ((!((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t0_v = mjc_range(deal->n_wins); const mjc_ints *_t0 = &_t0_v;  mjc_int _t2 = 0; for (int _t1 = 0; _t1 < _t0->n; _t1++) { mjc_int v_w = _t0->v[_t1];  if (({ mjc_groups _t3 = views[v_w].w_covered_kongs; (mjc_int)(mjc_contains_group(&_t3, v_k)); })) { _t2 = 1; break; } } _t2; }) : ((mjc_int)0))))))) {  /* exposed kong: specs/nanning.yaml:372 */
            mjc_add_payment(ledger, mjc_real(v_k)->source, mjc_real(v_k)->owner, o_kong_points, 5);

        }
        if (((mjc_int)((mjc_real(v_k)->concealed) && ((!((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t4_v = mjc_range(deal->n_wins); const mjc_ints *_t4 = &_t4_v;  mjc_int _t6 = 0; for (int _t5 = 0; _t5 < _t4->n; _t5++) { mjc_int v_w = _t4->v[_t5];  if (({ mjc_groups _t7 = views[v_w].w_covered_kongs; (mjc_int)(mjc_contains_group(&_t7, v_k)); })) { _t6 = 1; break; } } _t6; }) : ((mjc_int)0))))))) {  /* concealed kong: specs/nanning.yaml:379 */
            { mjc_ints payers = mjc_others_of(mjc_real(v_k)->owner); mjc_pay_from_each(ledger, &payers, mjc_real(v_k)->owner, o_kong_points, 6); }

        }
    }
    for (int pi = 0; pi < deal->n_penalties; pi++) {
        const mjc_int v_seat = deal->penalty_seat[pi];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->penalty_orders[pi], 0);
        if (deal->penalty_kind[pi] == 0) {
            { mjc_int payer = v_seat; mjc_ints payees = mjc_others_of(v_seat); mjc_pay_to_each(ledger, payer, &payees, o_false_win_points, 7); }

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

MJC_MODULE(nanning, "c71c3b45b8b93cc42864accd94f5f35267d8b54d95d6075ab7717028eb897e9e", MJC_BUILD_KEY, "nanning")
