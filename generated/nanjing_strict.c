#define MJC_BUILD_KEY "f28902bd6069e8adccef18f122376060ab3c08259e500fc6cdcbe433bfa227e1"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `nanjing_strict`, generated from the spec specs/nanjing_strict.yaml.
 *
 * Spec sha256: ca15004788abdd4176cef5cb89ba0bea5b0f888cfce36f39376ece85637918dd
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._nanjing_strict, which the Python module generated/nanjing_strict.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 26
#define N_SHAPES 2
#define N_REASONS 12

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("tianhu"),
    MJC_TEXT("dihu"),
    MJC_TEXT("chaochao_haohua_qidui"),
    MJC_TEXT("chao_haohua_qidui"),
    MJC_TEXT("haohua_qidui"),
    MJC_TEXT("qidui"),
    MJC_TEXT("qingyise"),
    MJC_TEXT("quanqiu_dudiao"),
    MJC_TEXT("hunyise"),
    MJC_TEXT("duiduihu"),
    MJC_TEXT("yajue"),
    MJC_TEXT("wuhuaguo"),
    MJC_TEXT("angang_kaihua"),
    MJC_TEXT("huagang_kaihua"),
    MJC_TEXT("dagangkai"),
    MJC_TEXT("xiaogang_kaihua"),
    MJC_TEXT("menqing"),
    MJC_TEXT("fengpeng"),
    MJC_TEXT("fengke"),
    MJC_TEXT("fenggang_ming"),
    MJC_TEXT("fenggang_an"),
    MJC_TEXT("yadang"),
    MJC_TEXT("bianzhi"),
    MJC_TEXT("duzhan"),
    MJC_TEXT("queyi"),
    MJC_TEXT("yinghua"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\345\244\251\350\203\241"),  /* 天胡 */
    MJC_TEXT("\345\234\260\350\203\241"),  /* 地胡 */
    MJC_TEXT("\350\266\205\350\266\205\350\261\252\345\215\2167\345\257\271"),  /* 超超豪华7对 */
    MJC_TEXT("\350\266\205\350\261\252\345\215\2167\345\257\271"),  /* 超豪华7对 */
    MJC_TEXT("\350\261\252\345\215\2167\345\257\271"),  /* 豪华7对 */
    MJC_TEXT("\344\270\203\345\257\271"),  /* 七对 */
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\345\205\250\347\220\203\347\213\254\351\222\223"),  /* 全球独钓 */
    MJC_TEXT("\346\267\267\344\270\200\350\211\262"),  /* 混一色 */
    MJC_TEXT("\345\257\271\345\257\271\350\203\241"),  /* 对对胡 */
    MJC_TEXT("\345\216\213\347\273\235"),  /* 压绝 */
    MJC_TEXT("\346\227\240\350\212\261\346\236\234"),  /* 无花果 */
    MJC_TEXT("\346\232\227\346\235\240\345\274\200\350\212\261"),  /* 暗杠开花 */
    MJC_TEXT("\350\212\261\346\235\240\345\274\200\350\212\261"),  /* 花杠开花 */
    MJC_TEXT("\345\244\247\346\235\240\345\274\200"),  /* 大杠开 */
    MJC_TEXT("\345\260\217\346\235\240\345\274\200\350\212\261"),  /* 小杠开花 */
    MJC_TEXT("\351\227\250\346\270\205"),  /* 门清 */
    MJC_TEXT("\351\243\216\347\242\260"),  /* 风碰 */
    MJC_TEXT("\351\243\216\346\232\227\345\210\273"),  /* 风暗刻 */
    MJC_TEXT("\351\243\216\346\235\240\357\274\210\346\230\216\346\235\240\357\274\211"),  /* 风杠（明杠） */
    MJC_TEXT("\351\243\216\346\235\240\357\274\210\346\232\227\346\235\240\357\274\211"),  /* 风杠（暗杠） */
    MJC_TEXT("\345\216\213\346\241\243"),  /* 压档 */
    MJC_TEXT("\350\276\271\346\236\235"),  /* 边枝 */
    MJC_TEXT("\347\213\254\345\215\240"),  /* 独占 */
    MJC_TEXT("\347\274\272\344\270\200"),  /* 缺一 */
    MJC_TEXT("\347\241\254\350\212\261"),  /* 硬花 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\345\207\272\345\206\262 (discard)"),  /* 出冲 (discard) */
    MJC_TEXT("\345\214\205\347\211\214\357\274\210\345\207\272\345\206\262\344\273\230\344\270\200\345\256\266\357\274\211 (liable seat pays a discard win)"),  /* 包牌（出冲付一家） (liable seat pays a discard win) */
    MJC_TEXT("\350\207\252\346\221\270 (self-draw)"),  /* 自摸 (self-draw) */
    MJC_TEXT("\345\214\205\347\211\214\357\274\210\350\207\252\346\221\270\344\273\230\344\270\211\345\256\266\357\274\211 (liable seat pays a self-draw threefold)"),  /* 包牌（自摸付三家） (liable seat pays a self-draw threefold) */
    MJC_TEXT("\346\212\242\346\235\240\357\274\210\346\235\240\347\211\214\344\272\272\344\273\230\344\270\211\345\200\215\357\274\211 (robbed kong maker pays threefold)"),  /* 抢杠（杠牌人付三倍） (robbed kong maker pays threefold) */
    MJC_TEXT("\345\244\247\346\235\240\345\274\200\357\274\210\351\200\201\346\235\240\350\200\205\346\224\257\344\273\230\357\274\211 (kong supplier pays threefold)"),  /* 大杠开（送杠者支付） (kong supplier pays threefold) */
    MJC_TEXT("\346\230\216\346\235\240\357\274\210\344\270\200\346\235\240\357\274\211\351\200\201\346\235\240\350\200\205\344\273\230 (exposed kong paid by the supplier)"),  /* 明杠（一杠）送杠者付 (exposed kong paid by the supplier) */
    MJC_TEXT("\346\230\216\346\235\240\357\274\210\344\272\214\346\235\240\357\274\211\351\200\201\346\235\240\350\200\205\344\273\230 (promoted kong paid by the pung's supplier)"),  /* 明杠（二杠）送杠者付 (promoted kong paid by the pung's supplier) */
    MJC_TEXT("\346\232\227\346\235\240 (concealed kong)"),  /* 暗杠 (concealed kong) */
    MJC_TEXT("\350\212\261\346\235\240 (flower kong)"),  /* 花杠 (flower kong) */
    MJC_TEXT("\345\233\233\344\272\272\350\277\236\347\273\255\345\207\272\345\220\214\346\240\267\347\232\204\347\211\214\357\274\210\351\246\226\345\207\272\350\200\205\347\275\232\357\274\211 (first of four equal discards in a row)"),  /* 四人连续出同样的牌（首出者罚） (first of four equal discards in a row) */
    MJC_TEXT("\344\270\200\344\272\272\345\207\2724\345\274\240\345\220\214\346\240\267\347\232\204\347\211\214 (all four copies of a tile discarded by one seat)"),  /* 一人出4张同样的牌 (all four copies of a tile discarded by one seat) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0xcULL
#define MASK_1 0x4ULL
#define MASK_2 0xf0000000ULL
#define MASK_3 0x1eULL
#define MASK_4 0x7800000000ULL
#define MASK_5 0x78000000000ULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_SEVEN_PAIRS = 1,
};

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 0, .sets = 0, .pairs = 7, .n_fixed = 0, .fixed_tiles = 0},
};

static mjc_rules RULES = {
    .ruleset_id = "nanjing_strict",
    .claims_chow = 0, .claims_pung = 1, .claims_kong = 1,
    .hand_tiles = 0x7fffffffULL, .flower_tiles = 0x3ff80000000ULL,
    .flower_count = 20, .flowers_by_tile = 1,
    .n_flags = 16,
    .flag_names = {"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement", "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard", "declared_ready", "bonus_tiles", "doubled", "dora_indicators", "ura_dora_indicators", "double_riichi", "ippatsu"},
    .flag_kinds = {FLAG_BOOL, FLAG_INT, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_TILES, FLAG_BOOL, FLAG_TILES, FLAG_TILES, FLAG_BOOL, FLAG_BOOL},
    .flag_low = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .flag_high = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    .tiles_slot = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0},
    .red_fives = {0, 0, 0}, .plays_reds = 0,
    .n_options = 13,
    .option_names = {"queyi_any_missing", "duzhan_qqdd", "duzhan_qidui", "xiaohu_min_hard", "minggang_kaihua_bonus", "concealed_wind_triplet_soft", "ting_button_dihu", "menqing_with_tiandi", "bixiahu_doubles_all", "exposed_kong_money", "concealed_kong_money", "flower_kong_money", "discard_penalty"},
    .option_is_bool = {1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0},
    .option_default = {0, 1, 0, 5, 40, 0, 0, 1, 1, 6, 3, 6, 6},
    .option_low = {-1000000000LL, -1000000000LL, -1000000000LL, 0LL, 0LL, 0LL, -1000000000LL, -1000000000LL, -1000000000LL, 0LL, 0LL, 0LL, 0LL},
    .option_high = {1000000000LL, 1000000000LL, 1000000000LL, 20LL, 320LL, 3LL, 1000000000LL, 1000000000LL, 1000000000LL, 60LL, 60LL, 60LL, 60LL},
    .n_penalties = 2,
    .penalty_names = {"four_players_same_discard", "one_player_four_discards"},
};

/* What the deal's rules read of each win. */
typedef struct {
    int unused;
    mjc_int w_doubled;
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
    const mjc_int o_queyi_any_missing = deal->options[0];
    const mjc_int o_duzhan_qqdd = deal->options[1];
    const mjc_int o_duzhan_qidui = deal->options[2];
    const mjc_int o_xiaohu_min_hard = deal->options[3];
    const mjc_int o_minggang_kaihua_bonus = deal->options[4];
    const mjc_int o_concealed_wind_triplet_soft = deal->options[5];
    const mjc_int o_ting_button_dihu = deal->options[6];
    const mjc_int o_menqing_with_tiandi = deal->options[7];
    mjc_int f_declared_ready = win->flag[9];
    mjc_int f_doubled = win->flag[11];
    mjc_int f_first_discard = win->flag[8];
    mjc_int f_first_draw = win->flag[7];
    mjc_int f_flower_kong_replacement = win->flag[4];
    mjc_int f_flower_replacement = win->flag[3];
    mjc_int f_kong_replacement = win->flag[0];
    mjc_int f_last_of_kind = win->flag[6];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_ints b_waits = {0}; int done_b_waits = 0;
    mjc_int b_by = win->by;
    mjc_groups b_chain_kongs = win->chain;
    mjc_int b_dealer = deal->dealer;
    mjc_int b_discarder = win->source;
    mjc_ints b_flower_tiles = player->flowers;
    mjc_int b_flowers = player->flower_count;
    mjc_groups b_melds = player->melds;
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_ints b_tiles = mjc_all_tiles(hand_tiles, player->melds);
    mjc_int b_win_tile = win->win_tile;
    mjc_int b_winner = win->winner;
    mjc_int d_has_peng;
    mjc_int d_number_suits;
    mjc_int d_has_winds;
    mjc_groups d_kaihua_kong;
    mjc_int d_dagang_supplier;
    mjc_groups d_claims;
    mjc_int d_concealed_kongs;
    mjc_int d_kuaizhao_giver;
    mjc_int p_qingyise;
    mjc_int d_liable;
    mjc_int d_threefold;
    mjc_int n_angang_kaihua;
    mjc_int n_dagangkai;
    mjc_int val_dagangkai;
    mjc_int d_first_draw_win;
    mjc_int p_tianhu;
    mjc_int n_tianhu;
    mjc_int p_dihu;
    mjc_int n_dihu;
    mjc_int n_huagang_kaihua;
    mjc_int n_hunyise;
    mjc_int n_qingyise;
    mjc_int p_quanqiu_dudiao;
    mjc_int n_quanqiu_dudiao;
    mjc_int n_wuhuaguo;
    mjc_int n_xiaogang_kaihua;
    mjc_int n_yinghua;
    mjc_int s_hard;
    mjc_int d_concealed_wind_kongs;
    mjc_int n_fenggang_an;
    mjc_int d_exposed_wind_kongs;
    mjc_int n_fenggang_ming;
    mjc_int d_wind_pungs;
    mjc_int n_fengpeng;
    mjc_int n_queyi;
    mjc_int d_quads;
    mjc_int d_yadang_wait;
    mjc_int n_chao_haohua_qidui;
    mjc_int n_chaochao_haohua_qidui;
    mjc_int n_duiduihu;
    mjc_int n_haohua_qidui;
    mjc_int n_menqing;
    mjc_int n_qidui;
    mjc_int n_yajue;
    mjc_int s_bonus;
    mjc_int n_bianzhi;
    mjc_int n_duzhan;
    mjc_int d_concealed_wind_triplets;
    mjc_int n_fengke;
    mjc_int val_fengke;
    mjc_int n_yadang;
    mjc_int s_soft;
    mjc_int d_hua;
    mjc_int d_win_value;
    mjc_groups b_pairs;
    mjc_groups b_sets;
    mjc_int b_shape;
    const mjc_group * b_win_set;
    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 1, win->declared, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_has_peng = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t11 = &b_melds;  mjc_int _t13 = 0; for (int _t12 = 0; _t12 < _t11->n; _t12++) { const mjc_group * v_m = _t11->v[_t12];  if (((mjc_int)(((mjc_real(v_m)->source != NO_SEAT)) && (((mjc_int)(((!(mjc_real(v_m)->kind == KONG))) || (mjc_real(v_m)->added))))))) { _t13 = 1; break; } } _t13; }) : ((mjc_int)0));  /* has_peng: specs/nanjing.yaml:159 */
    d_number_suits = (({ const mjc_ints *_t14 = &b_tiles; mjc_ints _t16; _t16.n = 0; uint64_t _t18 = 0; for (int _t15 = 0; _t15 < _t14->n; _t15++) { mjc_int v_t = _t14->v[_t15]; if (!((mjc_suit(v_t) < 3))) continue; mjc_int _t17 = mjc_suit(v_t); if (mjc_first_seen(&_t16, &_t18, _t17)) mjc_push(&_t16, _t17); } _t16; })).n;  /* number_suits: specs/nanjing.yaml:165 */
    d_has_winds = ({ const mjc_ints *_t19 = &b_tiles; mjc_int _t21 = 0; for (int _t20 = 0; _t20 < _t19->n; _t20++) { if (mjc_in_mask(MASK_2, _t19->v[_t20])) { _t21 = 1; break; } } _t21; });  /* has_winds: specs/nanjing.yaml:168 */
    d_kaihua_kong = ((f_kong_replacement) ? mjc_last(((mjc_int)1LL), b_chain_kongs) : ((mjc_groups){0}));  /* kaihua_kong: specs/nanjing.yaml:174 */
    d_dagang_supplier = ((((mjc_int)((d_kaihua_kong).n >= 1))) ? ({ const mjc_groups *_t22 = &d_kaihua_kong; mjc_int _t24 = NO_SEAT; for (int _t23 = 0; _t23 < _t22->n; _t23++) { const mjc_group * v_m = _t22->v[_t23]; if (!((mjc_real(v_m)->source != NO_SEAT))) continue; _t24 = mjc_real(v_m)->source; break; } _t24; }) : ((mjc_int)NO_SEAT));  /* dagang_supplier: specs/nanjing.yaml:177 */
    d_claims = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t25 = &b_melds; mjc_groups _t27; _t27.n = 0; for (int _t26 = 0; _t26 < _t25->n; _t26++) { const mjc_group * v_m = _t25->v[_t26]; if ((mjc_real(v_m)->source != NO_SEAT)) mjc_push_group(&_t27, v_m); } _t27; }) : ((mjc_groups){0}));  /* claims: specs/nanjing.yaml:180 */
    d_concealed_kongs = ({ const mjc_groups *_t28 = &b_melds; mjc_int _t30 = 0; for (int _t29 = 0; _t29 < _t28->n; _t29++) { if (mjc_in_mask(MASK_1, _t28->v[_t29]->concealed)) _t30++; } _t30; });  /* concealed_kongs: specs/nanjing.yaml:183 */
    d_kuaizhao_giver = ((((mjc_int)((d_claims).n >= 1))) ? ({ const mjc_groups *_t31 = &d_claims; mjc_int _t33 = NO_SEAT; for (int _t32 = 0; _t32 < _t31->n; _t32++) { const mjc_group * v_c = _t31->v[_t32]; if (!(((mjc_int)((((((mjc_int)((d_claims).n >= 3))) ? ({ __label__ _t35_done; const mjc_groups *_t34 = &d_claims; mjc_int _t35 = 0; for (int _t37 = 0; _t37 < _t34->n; _t37++) for (int _t38 = _t37 + 1; _t38 < _t34->n; _t38++) for (int _t39 = _t38 + 1; _t39 < _t34->n; _t39++) { int _t36 = 0; if (!_t36) { const mjc_group * v_a = _t34->v[_t37]; const mjc_group * v_b = _t34->v[_t38]; const mjc_group * v_d = _t34->v[_t39]; if ((((mjc_int)((({ mjc_int _t40 = mjc_real(v_a)->source; mjc_int _t41 = mjc_real(v_b)->source; mjc_int _t42 = mjc_real(v_d)->source; mjc_int _t43 = mjc_real(v_c)->source; (mjc_int)((_t40 == _t41) && (_t41 == _t42) && (_t42 == _t43)); })) && (({ mjc_int _t44 = mjc_real(v_a)->index; mjc_int _t45 = mjc_real(v_b)->index; mjc_int _t46 = mjc_real(v_d)->index; (mjc_int)((_t44 < _t45) && (_t45 < _t46)); })) && ((!((((mjc_int)((d_claims).n >= 1))) ? ({ const mjc_groups *_t47 = &d_claims;  mjc_int _t49 = 0; for (int _t48 = 0; _t48 < _t47->n; _t48++) { const mjc_group * v_m = _t47->v[_t48];  if (((mjc_int)((({ mjc_int _t50 = mjc_real(v_m)->source; mjc_int _t51 = mjc_real(v_c)->source; (mjc_int)((_t50 != _t51)); })) && (({ mjc_int _t52 = mjc_real(v_a)->index; mjc_int _t53 = mjc_real(v_m)->index; mjc_int _t54 = mjc_real(v_d)->index; (mjc_int)((_t52 < _t53) && (_t53 < _t54)); }))))) { _t49 = 1; break; } } _t49; }) : ((mjc_int)0)))))))) _t36 = 1; } if (!_t36) { const mjc_group * v_a = _t34->v[_t37]; const mjc_group * v_b = _t34->v[_t39]; const mjc_group * v_d = _t34->v[_t38]; if ((((mjc_int)((({ mjc_int _t40 = mjc_real(v_a)->source; mjc_int _t41 = mjc_real(v_b)->source; mjc_int _t42 = mjc_real(v_d)->source; mjc_int _t43 = mjc_real(v_c)->source; (mjc_int)((_t40 == _t41) && (_t41 == _t42) && (_t42 == _t43)); })) && (({ mjc_int _t44 = mjc_real(v_a)->index; mjc_int _t45 = mjc_real(v_b)->index; mjc_int _t46 = mjc_real(v_d)->index; (mjc_int)((_t44 < _t45) && (_t45 < _t46)); })) && ((!((((mjc_int)((d_claims).n >= 1))) ? ({ const mjc_groups *_t47 = &d_claims;  mjc_int _t49 = 0; for (int _t48 = 0; _t48 < _t47->n; _t48++) { const mjc_group * v_m = _t47->v[_t48];  if (((mjc_int)((({ mjc_int _t50 = mjc_real(v_m)->source; mjc_int _t51 = mjc_real(v_c)->source; (mjc_int)((_t50 != _t51)); })) && (({ mjc_int _t52 = mjc_real(v_a)->index; mjc_int _t53 = mjc_real(v_m)->index; mjc_int _t54 = mjc_real(v_d)->index; (mjc_int)((_t52 < _t53) && (_t53 < _t54)); }))))) { _t49 = 1; break; } } _t49; }) : ((mjc_int)0)))))))) _t36 = 1; } if (!_t36) { const mjc_group * v_a = _t34->v[_t38]; const mjc_group * v_b = _t34->v[_t37]; const mjc_group * v_d = _t34->v[_t39]; if ((((mjc_int)((({ mjc_int _t40 = mjc_real(v_a)->source; mjc_int _t41 = mjc_real(v_b)->source; mjc_int _t42 = mjc_real(v_d)->source; mjc_int _t43 = mjc_real(v_c)->source; (mjc_int)((_t40 == _t41) && (_t41 == _t42) && (_t42 == _t43)); })) && (({ mjc_int _t44 = mjc_real(v_a)->index; mjc_int _t45 = mjc_real(v_b)->index; mjc_int _t46 = mjc_real(v_d)->index; (mjc_int)((_t44 < _t45) && (_t45 < _t46)); })) && ((!((((mjc_int)((d_claims).n >= 1))) ? ({ const mjc_groups *_t47 = &d_claims;  mjc_int _t49 = 0; for (int _t48 = 0; _t48 < _t47->n; _t48++) { const mjc_group * v_m = _t47->v[_t48];  if (((mjc_int)((({ mjc_int _t50 = mjc_real(v_m)->source; mjc_int _t51 = mjc_real(v_c)->source; (mjc_int)((_t50 != _t51)); })) && (({ mjc_int _t52 = mjc_real(v_a)->index; mjc_int _t53 = mjc_real(v_m)->index; mjc_int _t54 = mjc_real(v_d)->index; (mjc_int)((_t52 < _t53) && (_t53 < _t54)); }))))) { _t49 = 1; break; } } _t49; }) : ((mjc_int)0)))))))) _t36 = 1; } if (!_t36) { const mjc_group * v_a = _t34->v[_t38]; const mjc_group * v_b = _t34->v[_t39]; const mjc_group * v_d = _t34->v[_t37]; if ((((mjc_int)((({ mjc_int _t40 = mjc_real(v_a)->source; mjc_int _t41 = mjc_real(v_b)->source; mjc_int _t42 = mjc_real(v_d)->source; mjc_int _t43 = mjc_real(v_c)->source; (mjc_int)((_t40 == _t41) && (_t41 == _t42) && (_t42 == _t43)); })) && (({ mjc_int _t44 = mjc_real(v_a)->index; mjc_int _t45 = mjc_real(v_b)->index; mjc_int _t46 = mjc_real(v_d)->index; (mjc_int)((_t44 < _t45) && (_t45 < _t46)); })) && ((!((((mjc_int)((d_claims).n >= 1))) ? ({ const mjc_groups *_t47 = &d_claims;  mjc_int _t49 = 0; for (int _t48 = 0; _t48 < _t47->n; _t48++) { const mjc_group * v_m = _t47->v[_t48];  if (((mjc_int)((({ mjc_int _t50 = mjc_real(v_m)->source; mjc_int _t51 = mjc_real(v_c)->source; (mjc_int)((_t50 != _t51)); })) && (({ mjc_int _t52 = mjc_real(v_a)->index; mjc_int _t53 = mjc_real(v_m)->index; mjc_int _t54 = mjc_real(v_d)->index; (mjc_int)((_t52 < _t53) && (_t53 < _t54)); }))))) { _t49 = 1; break; } } _t49; }) : ((mjc_int)0)))))))) _t36 = 1; } if (!_t36) { const mjc_group * v_a = _t34->v[_t39]; const mjc_group * v_b = _t34->v[_t37]; const mjc_group * v_d = _t34->v[_t38]; if ((((mjc_int)((({ mjc_int _t40 = mjc_real(v_a)->source; mjc_int _t41 = mjc_real(v_b)->source; mjc_int _t42 = mjc_real(v_d)->source; mjc_int _t43 = mjc_real(v_c)->source; (mjc_int)((_t40 == _t41) && (_t41 == _t42) && (_t42 == _t43)); })) && (({ mjc_int _t44 = mjc_real(v_a)->index; mjc_int _t45 = mjc_real(v_b)->index; mjc_int _t46 = mjc_real(v_d)->index; (mjc_int)((_t44 < _t45) && (_t45 < _t46)); })) && ((!((((mjc_int)((d_claims).n >= 1))) ? ({ const mjc_groups *_t47 = &d_claims;  mjc_int _t49 = 0; for (int _t48 = 0; _t48 < _t47->n; _t48++) { const mjc_group * v_m = _t47->v[_t48];  if (((mjc_int)((({ mjc_int _t50 = mjc_real(v_m)->source; mjc_int _t51 = mjc_real(v_c)->source; (mjc_int)((_t50 != _t51)); })) && (({ mjc_int _t52 = mjc_real(v_a)->index; mjc_int _t53 = mjc_real(v_m)->index; mjc_int _t54 = mjc_real(v_d)->index; (mjc_int)((_t52 < _t53) && (_t53 < _t54)); }))))) { _t49 = 1; break; } } _t49; }) : ((mjc_int)0)))))))) _t36 = 1; } if (!_t36) { const mjc_group * v_a = _t34->v[_t39]; const mjc_group * v_b = _t34->v[_t38]; const mjc_group * v_d = _t34->v[_t37]; if ((((mjc_int)((({ mjc_int _t40 = mjc_real(v_a)->source; mjc_int _t41 = mjc_real(v_b)->source; mjc_int _t42 = mjc_real(v_d)->source; mjc_int _t43 = mjc_real(v_c)->source; (mjc_int)((_t40 == _t41) && (_t41 == _t42) && (_t42 == _t43)); })) && (({ mjc_int _t44 = mjc_real(v_a)->index; mjc_int _t45 = mjc_real(v_b)->index; mjc_int _t46 = mjc_real(v_d)->index; (mjc_int)((_t44 < _t45) && (_t45 < _t46)); })) && ((!((((mjc_int)((d_claims).n >= 1))) ? ({ const mjc_groups *_t47 = &d_claims;  mjc_int _t49 = 0; for (int _t48 = 0; _t48 < _t47->n; _t48++) { const mjc_group * v_m = _t47->v[_t48];  if (((mjc_int)((({ mjc_int _t50 = mjc_real(v_m)->source; mjc_int _t51 = mjc_real(v_c)->source; (mjc_int)((_t50 != _t51)); })) && (({ mjc_int _t52 = mjc_real(v_a)->index; mjc_int _t53 = mjc_real(v_m)->index; mjc_int _t54 = mjc_real(v_d)->index; (mjc_int)((_t52 < _t53) && (_t53 < _t54)); }))))) { _t49 = 1; break; } } _t49; }) : ((mjc_int)0)))))))) _t36 = 1; } if (_t36) { _t35 = 1; goto _t35_done; } } _t35_done: ; _t35; }) : ((mjc_int)0))) || (((mjc_int)((((mjc_int)((d_claims).n >= 2))) && (({ mjc_int _t60 = ({ const mjc_groups *_t55 = &d_claims;  mjc_int _t57 = 0; for (int _t56 = 0; _t56 < _t55->n; _t56++) { const mjc_group * v_m = _t55->v[_t56];  if (({ mjc_int _t58 = mjc_real(v_m)->source; mjc_int _t59 = mjc_real(v_c)->source; (mjc_int)((_t58 == _t59)); })) _t57++; } _t57; }); (mjc_int)((_t60 >= ((mjc_int)2LL))); })) && (((mjc_int)((d_concealed_kongs >= ((mjc_int)1LL)))))))) || (((mjc_int)((d_concealed_kongs >= ((mjc_int)2LL))))))))) continue; _t33 = mjc_real(v_c)->source; break; } _t33; }) : ((mjc_int)NO_SEAT));  /* kuaizhao_giver: specs/nanjing.yaml:186 */
    p_qingyise = ((mjc_int)((((mjc_int)((d_number_suits == ((mjc_int)1LL))))) && ((!d_has_winds))));  /* qingyise: specs/nanjing.yaml:300 */
    d_liable = ((((mjc_int)((d_kuaizhao_giver != ((mjc_int)NO_SEAT))))) ? d_kuaizhao_giver : ((((mjc_int)((({ mjc_int _t61 = (d_claims).n; (mjc_int)((_t61 == ((mjc_int)4LL))); })) && (p_qingyise) && (({ mjc_int _t67 = (({ const mjc_groups *_t62 = &d_claims; mjc_ints _t64; _t64.n = 0; uint64_t _t66 = 0; for (int _t63 = 0; _t63 < _t62->n; _t63++) { const mjc_group * v_m = _t62->v[_t63]; mjc_int _t65 = mjc_suit(mjc_real(v_m)->tile); if (mjc_first_seen(&_t64, &_t66, _t65)) mjc_push(&_t64, _t65); } _t64; })).n; (mjc_int)((_t67 == ((mjc_int)1LL))); }))))) ? ((((mjc_int)((d_claims).n >= 1))) ? ({ const mjc_groups *_t68 = &d_claims; mjc_int _t70 = NO_SEAT; for (int _t69 = 0; _t69 < _t68->n; _t69++) { const mjc_group * v_m = _t68->v[_t69]; if (!(({ mjc_int _t71 = mjc_real(v_m)->index; (mjc_int)((_t71 == ((mjc_int)3LL))); }))) continue; _t70 = mjc_real(v_m)->source; break; } _t70; }) : ((mjc_int)NO_SEAT)) : ((mjc_int)NO_SEAT)));  /* liable: specs/nanjing.yaml:207 */
    d_threefold = ((mjc_int)3LL);  /* threefold: specs/nanjing.yaml:216 */
    n_angang_kaihua = ((({ const mjc_groups *_t3 = &d_kaihua_kong; mjc_int _t5 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { if (mjc_in_mask(MASK_1, _t3->v[_t4]->concealed)) { _t5 = 1; break; } } _t5; }))) ? 1 : 0;  /* angang_kaihua: specs/nanjing.yaml:343 */
    n_dagangkai = ((((mjc_int)((((mjc_int)((d_dagang_supplier != ((mjc_int)NO_SEAT))))) && (((mjc_int)((o_minggang_kaihua_bonus > ((mjc_int)0LL))))))))) ? 1 : 0;  /* dagangkai: specs/nanjing.yaml:358 */
    val_dagangkai = n_dagangkai ? o_minggang_kaihua_bonus : 0;
    d_first_draw_win = ((mjc_int)((f_first_draw) && (b_self_drawn)));  /* first_draw_win: specs/nanjing.yaml:231 */
    p_tianhu = ((mjc_int)((d_first_draw_win) && (((mjc_int)((b_winner == b_dealer))))));  /* tianhu: specs/nanjing.yaml:255 */
    n_tianhu = (p_tianhu) ? 1 : 0;  /* tianhu: specs/nanjing.yaml:255 */
    p_dihu = ((mjc_int)((f_declared_ready) && (((mjc_int)((o_ting_button_dihu) || (d_first_draw_win) || (((mjc_int)((f_first_discard) && (((mjc_int)((b_by == ((mjc_int)1)))))))))))));  /* dihu: specs/nanjing.yaml:263 */
    n_dihu = (!n_tianhu && p_dihu) ? 1 : 0;  /* dihu: specs/nanjing.yaml:263 */
    n_huagang_kaihua = ((f_flower_kong_replacement)) ? 1 : 0;  /* huagang_kaihua: specs/nanjing.yaml:350 */
    n_hunyise = ((((mjc_int)((((mjc_int)((d_number_suits == ((mjc_int)1LL))))) && (d_has_winds))))) ? 1 : 0;  /* hunyise: specs/nanjing.yaml:314 */
    n_qingyise = (p_qingyise) ? 1 : 0;  /* qingyise: specs/nanjing.yaml:300 */
    p_quanqiu_dudiao = ({ mjc_int _t72 = (b_melds).n; (mjc_int)((_t72 == ((mjc_int)4LL))); });  /* quanqiu_dudiao: specs/nanjing.yaml:307 */
    n_quanqiu_dudiao = (p_quanqiu_dudiao) ? 1 : 0;  /* quanqiu_dudiao: specs/nanjing.yaml:307 */
    n_wuhuaguo = ((((mjc_int)((((mjc_int)((b_flowers == ((mjc_int)0LL))))) && ((!d_has_peng)))))) ? 1 : 0;  /* wuhuaguo: specs/nanjing.yaml:336 */
    n_xiaogang_kaihua = (!n_huagang_kaihua && (f_flower_replacement)) ? 1 : 0;  /* xiaogang_kaihua: specs/nanjing.yaml:365 */
    n_yinghua = ((((mjc_int)((b_flowers > ((mjc_int)0LL)))))) ? mjc_max2(0, b_flowers) : 0;  /* yinghua: specs/nanjing.yaml:446 */
    s_hard = n_yinghua;  /* hard */
    d_concealed_wind_kongs = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t73 = &b_melds;  mjc_int _t75 = 0; for (int _t74 = 0; _t74 < _t73->n; _t74++) { const mjc_group * v_m = _t73->v[_t74];  if (((mjc_int)((mjc_real(v_m)->concealed) && (mjc_is_wind(mjc_real(v_m)->tile))))) _t75++; } _t75; }) : ((mjc_int)0LL));  /* concealed_wind_kongs: specs/nanjing.yaml:243 */
    n_fenggang_an = ((((mjc_int)((d_concealed_wind_kongs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_concealed_wind_kongs) : 0;  /* fenggang_an: specs/nanjing.yaml:406 */
    d_exposed_wind_kongs = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t76 = &b_melds;  mjc_int _t78 = 0; for (int _t77 = 0; _t77 < _t76->n; _t77++) { const mjc_group * v_m = _t76->v[_t77];  if (((mjc_int)(((mjc_real(v_m)->kind == KONG)) && ((mjc_real(v_m)->source != NO_SEAT)) && (mjc_is_wind(mjc_real(v_m)->tile))))) _t78++; } _t78; }) : ((mjc_int)0LL));  /* exposed_wind_kongs: specs/nanjing.yaml:240 */
    n_fenggang_ming = ((((mjc_int)((d_exposed_wind_kongs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_exposed_wind_kongs) : 0;  /* fenggang_ming: specs/nanjing.yaml:397 */
    d_wind_pungs = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t79 = &b_melds;  mjc_int _t81 = 0; for (int _t80 = 0; _t80 < _t79->n; _t80++) { const mjc_group * v_m = _t79->v[_t80];  if (((mjc_int)(((mjc_real(v_m)->source != NO_SEAT)) && ((!(mjc_real(v_m)->kind == KONG))) && (mjc_is_wind(mjc_real(v_m)->tile))))) _t81++; } _t81; }) : ((mjc_int)0LL));  /* wind_pungs: specs/nanjing.yaml:234 */
    n_fengpeng = ((((mjc_int)((d_wind_pungs > ((mjc_int)0LL)))))) ? mjc_max2(0, d_wind_pungs) : 0;  /* fengpeng: specs/nanjing.yaml:380 */
    n_queyi = ((((mjc_int)((((mjc_int)((d_number_suits == ((mjc_int)2LL))))) || (((mjc_int)((o_queyi_any_missing) && (((mjc_int)((d_number_suits < ((mjc_int)2LL)))))))))))) ? 1 : 0;  /* queyi: specs/nanjing.yaml:438 */

    int best = -1;
    mjc_int best_value = 0;
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        b_win_set = arr->win_set;
        d_quads = ((((mjc_int)((b_pairs).n >= 2))) ? ({ __label__ _t83_done; const mjc_groups *_t82 = &b_pairs; mjc_int _t83 = 0; for (int _t85 = 0; _t85 < _t82->n; _t85++) for (int _t86 = _t85 + 1; _t86 < _t82->n; _t86++) { int _t84 = 0; if (!_t84) { const mjc_group * v_a = _t82->v[_t85]; const mjc_group * v_b = _t82->v[_t86]; if ((({ mjc_int _t87 = mjc_real(v_a)->tile; mjc_int _t88 = mjc_real(v_b)->tile; (mjc_int)((_t87 == _t88)); }))) _t84 = 1; } if (_t84) _t83++; } _t83_done: ; _t83; }) : ((mjc_int)0LL));  /* quads: specs/nanjing.yaml:162 */
        d_yadang_wait = ((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && (({ mjc_int _t89 = mjc_number(b_win_tile); mjc_int _t90 = mjc_add(mjc_number(mjc_real(b_win_set)->tile), ((mjc_int)1LL)); (mjc_int)((_t89 == _t90)); }))));  /* yadang_wait: specs/nanjing.yaml:171 */
        n_chao_haohua_qidui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)2LL))))))))) ? 1 : 0;  /* chao_haohua_qidui: specs/nanjing.yaml:279 */
        n_chaochao_haohua_qidui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)3LL))))))))) ? 1 : 0;  /* chaochao_haohua_qidui: specs/nanjing.yaml:272 */
        n_duiduihu = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t0 = &b_sets; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_0, _t0->v[_t1]->kind))) { _t2 = 0; break; } } _t2; })))))) ? 1 : 0;  /* duiduihu: specs/nanjing.yaml:321 */
        n_haohua_qidui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)1LL))))))))) ? 1 : 0;  /* haohua_qidui: specs/nanjing.yaml:286 */
        n_menqing = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((!d_has_peng)) && (((mjc_int)((o_menqing_with_tiandi) || ((!((mjc_int)((p_tianhu) || (p_dihu)))))))))))) ? 1 : 0;  /* menqing: specs/nanjing.yaml:372 */
        n_qidui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)0LL))))))))) ? 1 : 0;  /* qidui: specs/nanjing.yaml:293 */
        n_yajue = ((((mjc_int)((d_yadang_wait) && (f_last_of_kind))))) ? 1 : 0;  /* yajue: specs/nanjing.yaml:328 */
        s_bonus = mjc_add((((mjc_int)320LL) * n_tianhu + ((mjc_int)280LL) * n_dihu + ((mjc_int)320LL) * n_chaochao_haohua_qidui + ((mjc_int)240LL) * n_chao_haohua_qidui + ((mjc_int)160LL) * n_haohua_qidui + ((mjc_int)80LL) * n_qidui + ((mjc_int)60LL) * n_qingyise + ((mjc_int)60LL) * n_quanqiu_dudiao + ((mjc_int)40LL) * n_hunyise + ((mjc_int)40LL) * n_duiduihu + ((mjc_int)40LL) * n_yajue + ((mjc_int)40LL) * n_wuhuaguo + ((mjc_int)40LL) * n_angang_kaihua + ((mjc_int)40LL) * n_huagang_kaihua + ((mjc_int)20LL) * n_xiaogang_kaihua + ((mjc_int)20LL) * n_menqing), mjc_mul(val_dagangkai, n_dagangkai));  /* bonus */
        n_bianzhi = ((((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && (((mjc_int)((((mjc_int)((({ mjc_int _t6 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t6 == ((mjc_int)1LL))); })) && (({ mjc_int _t7 = mjc_number(b_win_tile); (mjc_int)((_t7 == ((mjc_int)3LL))); }))))) || (((mjc_int)((({ mjc_int _t8 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t8 == ((mjc_int)7LL))); })) && (({ mjc_int _t9 = mjc_number(b_win_tile); (mjc_int)((_t9 == ((mjc_int)7LL))); })))))))))))) ? 1 : 0;  /* bianzhi: specs/nanjing.yaml:422 */
        n_duzhan = ((((mjc_int)(((mjc_real(b_win_set)->kind == PAIR)) && (({ mjc_int _t10 = ((done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits))).n; (mjc_int)((_t10 == ((mjc_int)1LL))); })) && (((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((o_duzhan_qqdd) || ((!p_quanqiu_dudiao)))))))) || (((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (o_duzhan_qidui))))))))))) ? 1 : 0;  /* duzhan: specs/nanjing.yaml:429 */
        d_concealed_wind_triplets = ((((mjc_int)((b_sets).n >= 1))) ? ({ const mjc_groups *_t91 = &b_sets;  mjc_int _t93 = 0; for (int _t92 = 0; _t92 < _t91->n; _t92++) { const mjc_group * v_s = _t91->v[_t92];  if (((mjc_int)(((!mjc_real(v_s)->declared)) && (mjc_is_pung(v_s)) && (mjc_is_wind(mjc_real(v_s)->tile))))) _t93++; } _t93; }) : ((mjc_int)0LL));  /* concealed_wind_triplets: specs/nanjing.yaml:237 */
        n_fengke = ((((mjc_int)((((mjc_int)((o_concealed_wind_triplet_soft > ((mjc_int)0LL))))) && (((mjc_int)((d_concealed_wind_triplets > ((mjc_int)0LL))))))))) ? mjc_max2(0, d_concealed_wind_triplets) : 0;  /* fengke: specs/nanjing.yaml:388 */
        val_fengke = n_fengke ? o_concealed_wind_triplet_soft : 0;
        n_yadang = (!n_yajue && (d_yadang_wait)) ? 1 : 0;  /* yadang: specs/nanjing.yaml:415 */
        s_soft = mjc_add(mjc_add(mjc_add(mjc_add((n_yadang + n_bianzhi + n_duzhan + n_queyi), n_fengpeng), mjc_mul(val_fengke, n_fengke)), mjc_mul(((mjc_int)2LL), n_fenggang_ming)), mjc_mul(((mjc_int)3LL), n_fenggang_an));  /* soft */
        d_hua = mjc_add(mjc_add(mjc_mul(((mjc_int)2LL), mjc_add(s_hard, s_soft)), ((mjc_int)20LL)), s_bonus);  /* hua: specs/nanjing.yaml:221 */

        mjc_int value = d_hua;
        if (best < 0 || value > best_value) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        b_win_set = arr->win_set;
        d_quads = ((((mjc_int)((b_pairs).n >= 2))) ? ({ __label__ _t83_done; const mjc_groups *_t82 = &b_pairs; mjc_int _t83 = 0; for (int _t85 = 0; _t85 < _t82->n; _t85++) for (int _t86 = _t85 + 1; _t86 < _t82->n; _t86++) { int _t84 = 0; if (!_t84) { const mjc_group * v_a = _t82->v[_t85]; const mjc_group * v_b = _t82->v[_t86]; if ((({ mjc_int _t87 = mjc_real(v_a)->tile; mjc_int _t88 = mjc_real(v_b)->tile; (mjc_int)((_t87 == _t88)); }))) _t84 = 1; } if (_t84) _t83++; } _t83_done: ; _t83; }) : ((mjc_int)0LL));  /* quads: specs/nanjing.yaml:162 */
        d_yadang_wait = ((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && (({ mjc_int _t89 = mjc_number(b_win_tile); mjc_int _t90 = mjc_add(mjc_number(mjc_real(b_win_set)->tile), ((mjc_int)1LL)); (mjc_int)((_t89 == _t90)); }))));  /* yadang_wait: specs/nanjing.yaml:171 */
        n_chao_haohua_qidui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)2LL))))))))) ? 1 : 0;  /* chao_haohua_qidui: specs/nanjing.yaml:279 */
        n_chaochao_haohua_qidui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)3LL))))))))) ? 1 : 0;  /* chaochao_haohua_qidui: specs/nanjing.yaml:272 */
        n_duiduihu = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t0 = &b_sets; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_0, _t0->v[_t1]->kind))) { _t2 = 0; break; } } _t2; })))))) ? 1 : 0;  /* duiduihu: specs/nanjing.yaml:321 */
        n_haohua_qidui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)1LL))))))))) ? 1 : 0;  /* haohua_qidui: specs/nanjing.yaml:286 */
        n_menqing = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((!d_has_peng)) && (((mjc_int)((o_menqing_with_tiandi) || ((!((mjc_int)((p_tianhu) || (p_dihu)))))))))))) ? 1 : 0;  /* menqing: specs/nanjing.yaml:372 */
        n_qidui = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (((mjc_int)((d_quads == ((mjc_int)0LL))))))))) ? 1 : 0;  /* qidui: specs/nanjing.yaml:293 */
        n_yajue = ((((mjc_int)((d_yadang_wait) && (f_last_of_kind))))) ? 1 : 0;  /* yajue: specs/nanjing.yaml:328 */
        s_bonus = mjc_add((((mjc_int)320LL) * n_tianhu + ((mjc_int)280LL) * n_dihu + ((mjc_int)320LL) * n_chaochao_haohua_qidui + ((mjc_int)240LL) * n_chao_haohua_qidui + ((mjc_int)160LL) * n_haohua_qidui + ((mjc_int)80LL) * n_qidui + ((mjc_int)60LL) * n_qingyise + ((mjc_int)60LL) * n_quanqiu_dudiao + ((mjc_int)40LL) * n_hunyise + ((mjc_int)40LL) * n_duiduihu + ((mjc_int)40LL) * n_yajue + ((mjc_int)40LL) * n_wuhuaguo + ((mjc_int)40LL) * n_angang_kaihua + ((mjc_int)40LL) * n_huagang_kaihua + ((mjc_int)20LL) * n_xiaogang_kaihua + ((mjc_int)20LL) * n_menqing), mjc_mul(val_dagangkai, n_dagangkai));  /* bonus */
        n_bianzhi = ((((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && (((mjc_int)((((mjc_int)((({ mjc_int _t6 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t6 == ((mjc_int)1LL))); })) && (({ mjc_int _t7 = mjc_number(b_win_tile); (mjc_int)((_t7 == ((mjc_int)3LL))); }))))) || (((mjc_int)((({ mjc_int _t8 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t8 == ((mjc_int)7LL))); })) && (({ mjc_int _t9 = mjc_number(b_win_tile); (mjc_int)((_t9 == ((mjc_int)7LL))); })))))))))))) ? 1 : 0;  /* bianzhi: specs/nanjing.yaml:422 */
        n_duzhan = ((((mjc_int)(((mjc_real(b_win_set)->kind == PAIR)) && (({ mjc_int _t10 = ((done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits))).n; (mjc_int)((_t10 == ((mjc_int)1LL))); })) && (((mjc_int)((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((o_duzhan_qqdd) || ((!p_quanqiu_dudiao)))))))) || (((mjc_int)((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) && (o_duzhan_qidui))))))))))) ? 1 : 0;  /* duzhan: specs/nanjing.yaml:429 */
        d_concealed_wind_triplets = ((((mjc_int)((b_sets).n >= 1))) ? ({ const mjc_groups *_t91 = &b_sets;  mjc_int _t93 = 0; for (int _t92 = 0; _t92 < _t91->n; _t92++) { const mjc_group * v_s = _t91->v[_t92];  if (((mjc_int)(((!mjc_real(v_s)->declared)) && (mjc_is_pung(v_s)) && (mjc_is_wind(mjc_real(v_s)->tile))))) _t93++; } _t93; }) : ((mjc_int)0LL));  /* concealed_wind_triplets: specs/nanjing.yaml:237 */
        n_fengke = ((((mjc_int)((((mjc_int)((o_concealed_wind_triplet_soft > ((mjc_int)0LL))))) && (((mjc_int)((d_concealed_wind_triplets > ((mjc_int)0LL))))))))) ? mjc_max2(0, d_concealed_wind_triplets) : 0;  /* fengke: specs/nanjing.yaml:388 */
        val_fengke = n_fengke ? o_concealed_wind_triplet_soft : 0;
        n_yadang = (!n_yajue && (d_yadang_wait)) ? 1 : 0;  /* yadang: specs/nanjing.yaml:415 */
        s_soft = mjc_add(mjc_add(mjc_add(mjc_add((n_yadang + n_bianzhi + n_duzhan + n_queyi), n_fengpeng), mjc_mul(val_fengke, n_fengke)), mjc_mul(((mjc_int)2LL), n_fenggang_ming)), mjc_mul(((mjc_int)3LL), n_fenggang_an));  /* soft */
        d_hua = mjc_add(mjc_add(mjc_mul(((mjc_int)2LL), mjc_add(s_hard, s_soft)), ((mjc_int)20LL)), s_bonus);  /* hua: specs/nanjing.yaml:221 */

    }
    d_win_value = ((f_doubled) ? mjc_mul(((mjc_int)2LL), d_hua) : d_hua);  /* win_value: specs/nanjing.yaml:226 */

    if (((mjc_int)((f_first_draw) && (((mjc_int)(((!b_self_drawn)) || (({ const mjc_groups *_t94 = &b_melds; mjc_int _t96 = 0; for (int _t95 = 0; _t95 < _t94->n; _t95++) { if (mjc_in_mask(MASK_3, _t94->v[_t95]->source)) { _t96 = 1; break; } } _t96; })))))))) mjc_refuse("bad_first_draw", win->winner, MJC_TEXT("first_draw\357\274\210\345\244\251\350\203\241\343\200\201\345\234\260\350\203\241\357\274\211\351\241\273\346\230\257\350\207\252\346\221\270\344\270\224\344\271\213\345\211\215\346\262\241\346\234\211\345\257\271\345\230\264 (first_draw (\345\244\251\350\203\241, \345\234\260\350\203\241) needs a self-draw with no claim before it)"));
    if (((mjc_int)((f_first_discard) && (((mjc_int)((b_by != ((mjc_int)1)))))))) mjc_refuse("bad_first_discard", win->winner, MJC_TEXT("first_discard\357\274\210\345\234\260\350\203\241\345\207\272\345\206\262\357\274\211\351\241\273\346\230\257\345\207\272\345\206\262\350\203\241 (first_discard (a \345\234\260\350\203\241 won on a discard) needs a discard win)"));
    if (((mjc_int)((((mjc_int)((f_flower_replacement) || (f_flower_kong_replacement)))) && (((mjc_int)(((!b_self_drawn)) || (((mjc_int)((b_flowers == ((mjc_int)0LL))))))))))) mjc_refuse("bad_flower_replacement", win->winner, MJC_TEXT("\345\274\200\350\212\261\357\274\210\350\241\245\350\212\261\345\220\216\350\203\241\357\274\211\351\241\273\350\207\252\346\221\270\344\270\224\346\234\211\347\241\254\350\212\261 (a win on a flower's replacement is a self-draw by a seat holding hard flowers)"));
    if (((mjc_int)((f_flower_kong_replacement) && (({ mjc_int _t113 = mjc_add(mjc_add(((((mjc_int)((((mjc_int)((b_flower_tiles).n >= 4))) && (({ mjc_int _t100 = ({ const mjc_ints *_t97 = &b_flower_tiles; mjc_int _t99 = 0; for (int _t98 = 0; _t98 < _t97->n; _t98++) { if (mjc_in_mask(MASK_4, _t97->v[_t98])) _t99++; } _t99; }); (mjc_int)((_t100 == ((mjc_int)4LL))); }))))) ? ((mjc_int)1LL) : ((mjc_int)0LL)), ((((mjc_int)((((mjc_int)((b_flower_tiles).n >= 4))) && (({ mjc_int _t104 = ({ const mjc_ints *_t101 = &b_flower_tiles; mjc_int _t103 = 0; for (int _t102 = 0; _t102 < _t101->n; _t102++) { if (mjc_in_mask(MASK_5, _t101->v[_t102])) _t103++; } _t103; }); (mjc_int)((_t104 == ((mjc_int)4LL))); }))))) ? ((mjc_int)1LL) : ((mjc_int)0LL))), ({ const mjc_ints _t105_v = ({ mjc_ints _t108; _t108.n = 0; mjc_push(&_t108, ((mjc_int)31LL)); mjc_push(&_t108, ((mjc_int)32LL)); mjc_push(&_t108, ((mjc_int)33LL)); _t108; }); const mjc_ints *_t105 = &_t105_v;  mjc_int _t107 = 0; for (int _t106 = 0; _t106 < _t105->n; _t106++) { mjc_int v_d = _t105->v[_t106];  if (({ mjc_int _t112 = ({ const mjc_ints *_t109 = &b_flower_tiles;  mjc_int _t111 = 0; for (int _t110 = 0; _t110 < _t109->n; _t110++) { mjc_int v_t = _t109->v[_t110];  if (((mjc_int)((v_t == v_d)))) _t111++; } _t111; }); (mjc_int)((_t112 == ((mjc_int)4LL))); })) _t107++; } _t107; })); (mjc_int)((_t113 == ((mjc_int)0LL))); }))))) mjc_refuse("no_flower_kong", win->winner, MJC_TEXT("\350\212\261\346\235\240\345\274\200\350\212\261\351\241\273\346\234\211\344\270\200\345\211\257\345\256\214\346\225\264\347\232\204\350\212\261\346\235\240 (\350\212\261\346\235\240\345\274\200\350\212\261 needs a complete flower set (\350\212\261\346\235\240) among the winner's flowers)"));
    if (((mjc_int)((((mjc_int)((s_bonus == ((mjc_int)0LL))))) && (((mjc_int)((s_hard < o_xiaohu_min_hard))))))) {
        mjc_message message = {0};
        mjc_say(&message, MJC_TEXT("\345\260\217\350\203\241\357\274\210\351\235\236\351\227\250\346\270\205\344\270\224\346\227\240\345\212\240\350\212\261\347\211\214\345\236\213\357\274\211\350\207\263\345\260\221\350\246\201"));
        mjc_say_int(&message, o_xiaohu_min_hard);
        mjc_say(&message, MJC_TEXT("\344\270\252\347\241\254\350\212\261\357\274\214\350\277\231\346\211\213\345\217\252\346\234\211"));
        mjc_say_int(&message, s_hard);
        mjc_say(&message, MJC_TEXT("\344\270\252 (a \345\260\217\350\203\241 (not \351\227\250\346\270\205, no bonus pattern) needs at least "));
        mjc_say_int(&message, o_xiaohu_min_hard);
        mjc_say(&message, MJC_TEXT(" hard flowers; this hand has "));
        mjc_say_int(&message, s_hard);
        mjc_say(&message, MJC_TEXT(")"));
        mjc_refuse("xiaohu_min_hard_flowers", win->winner, (mjc_text){message.text, message.used});
    }
    if (((mjc_int)((((mjc_int)((b_by == ((mjc_int)1))))) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT)))))))) {  /* discard: specs/nanjing.yaml:505 */
        mjc_add_payment(ledger, b_discarder, b_winner, d_win_value, 0);

    }
    if (((mjc_int)((((mjc_int)((b_by == ((mjc_int)1))))) && (((mjc_int)((d_liable != ((mjc_int)NO_SEAT)))))))) {  /* liability on a discard: specs/nanjing.yaml:512 */
        mjc_add_payment(ledger, d_liable, b_winner, d_win_value, 1);

    }
    if (((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) && (((mjc_int)((d_dagang_supplier == ((mjc_int)NO_SEAT)))))))) {  /* self-draw: specs/nanjing.yaml:519 */
        { mjc_ints payers = b_others; mjc_pay_from_each(ledger, &payers, b_winner, d_win_value, 2); }

    }
    if (((mjc_int)((((mjc_int)((b_self_drawn) || (((mjc_int)((b_by == ((mjc_int)2)))))))) && (((mjc_int)((d_liable != ((mjc_int)NO_SEAT)))))))) {  /* liability on a self-draw: specs/nanjing.yaml:526 */
        mjc_add_payment(ledger, d_liable, b_winner, mjc_mul(d_threefold, d_win_value), 3);

    }
    if (((mjc_int)((((mjc_int)((b_by == ((mjc_int)2))))) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT)))))))) {  /* robbing a kong: specs/nanjing.yaml:533 */
        mjc_add_payment(ledger, b_discarder, b_winner, mjc_mul(d_threefold, d_win_value), 4);

    }
    if (((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) && (((mjc_int)((d_dagang_supplier != ((mjc_int)NO_SEAT)))))))) {  /* exposed kong's replacement: specs/nanjing.yaml:540 */
        mjc_add_payment(ledger, d_dagang_supplier, b_winner, mjc_mul(d_threefold, d_win_value), 5);

    }
    const mjc_int total = d_win_value;
    view->w_doubled = f_doubled;
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    int found_count = 0;
    if (n_tianhu) out->found[found_count++] = (mjc_found){0, 0, ((mjc_int)320LL), n_tianhu};
    if (n_dihu) out->found[found_count++] = (mjc_found){1, 0, ((mjc_int)280LL), n_dihu};
    if (n_chaochao_haohua_qidui) out->found[found_count++] = (mjc_found){2, 0, ((mjc_int)320LL), n_chaochao_haohua_qidui};
    if (n_chao_haohua_qidui) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)240LL), n_chao_haohua_qidui};
    if (n_haohua_qidui) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)160LL), n_haohua_qidui};
    if (n_qidui) out->found[found_count++] = (mjc_found){5, 0, ((mjc_int)80LL), n_qidui};
    if (n_qingyise) out->found[found_count++] = (mjc_found){6, 0, ((mjc_int)60LL), n_qingyise};
    if (n_quanqiu_dudiao) out->found[found_count++] = (mjc_found){7, 0, ((mjc_int)60LL), n_quanqiu_dudiao};
    if (n_hunyise) out->found[found_count++] = (mjc_found){8, 0, ((mjc_int)40LL), n_hunyise};
    if (n_duiduihu) out->found[found_count++] = (mjc_found){9, 0, ((mjc_int)40LL), n_duiduihu};
    if (n_yajue) out->found[found_count++] = (mjc_found){10, 0, ((mjc_int)40LL), n_yajue};
    if (n_wuhuaguo) out->found[found_count++] = (mjc_found){11, 0, ((mjc_int)40LL), n_wuhuaguo};
    if (n_angang_kaihua) out->found[found_count++] = (mjc_found){12, 0, ((mjc_int)40LL), n_angang_kaihua};
    if (n_huagang_kaihua) out->found[found_count++] = (mjc_found){13, 0, ((mjc_int)40LL), n_huagang_kaihua};
    if (n_dagangkai) out->found[found_count++] = (mjc_found){14, 0, val_dagangkai, n_dagangkai};
    if (n_xiaogang_kaihua) out->found[found_count++] = (mjc_found){15, 0, ((mjc_int)20LL), n_xiaogang_kaihua};
    if (n_menqing) out->found[found_count++] = (mjc_found){16, 0, ((mjc_int)20LL), n_menqing};
    if (n_fengpeng) out->found[found_count++] = (mjc_found){17, 0, ((mjc_int)1LL), n_fengpeng};
    if (n_fengke) out->found[found_count++] = (mjc_found){18, 0, val_fengke, n_fengke};
    if (n_fenggang_ming) out->found[found_count++] = (mjc_found){19, 0, ((mjc_int)2LL), n_fenggang_ming};
    if (n_fenggang_an) out->found[found_count++] = (mjc_found){20, 0, ((mjc_int)3LL), n_fenggang_an};
    if (n_yadang) out->found[found_count++] = (mjc_found){21, 0, ((mjc_int)1LL), n_yadang};
    if (n_bianzhi) out->found[found_count++] = (mjc_found){22, 0, ((mjc_int)1LL), n_bianzhi};
    if (n_duzhan) out->found[found_count++] = (mjc_found){23, 0, ((mjc_int)1LL), n_duzhan};
    if (n_queyi) out->found[found_count++] = (mjc_found){24, 0, ((mjc_int)1LL), n_queyi};
    if (n_yinghua) out->found[found_count++] = (mjc_found){25, 0, ((mjc_int)1LL), n_yinghua};
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
    const mjc_int o_bixiahu_doubles_all = deal->options[8];
    const mjc_int o_exposed_kong_money = deal->options[9];
    const mjc_int o_concealed_kong_money = deal->options[10];
    const mjc_int o_flower_kong_money = deal->options[11];
    const mjc_int o_discard_penalty = deal->options[12];
    for (int ki = 0; ki < deal->kongs.n; ki++) {
        const mjc_group *v_k = deal->kongs.v[ki];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->kong_orders[ki], 0);
        if (((mjc_int)(((mjc_real(v_k)->source != NO_SEAT)) && ((!mjc_real(v_k)->added))))) {  /* kong of a discard: specs/nanjing.yaml:548 */
            mjc_add_payment(ledger, mjc_real(v_k)->source, mjc_real(v_k)->owner, mjc_mul(o_exposed_kong_money, ((((mjc_int)((o_bixiahu_doubles_all) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t0_v = mjc_range(deal->n_wins); const mjc_ints *_t0 = &_t0_v;  mjc_int _t2 = 0; for (int _t1 = 0; _t1 < _t0->n; _t1++) { mjc_int v_w = _t0->v[_t1];  if (views[v_w].w_doubled) { _t2 = 1; break; } } _t2; }) : ((mjc_int)0)))))) ? ((mjc_int)2LL) : ((mjc_int)1LL))), 6);

        }
        if (mjc_real(v_k)->added) {  /* promoted pung: specs/nanjing.yaml:558 */
            mjc_add_payment(ledger, mjc_real(v_k)->source, mjc_real(v_k)->owner, mjc_mul(o_exposed_kong_money, ((((mjc_int)((o_bixiahu_doubles_all) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t3_v = mjc_range(deal->n_wins); const mjc_ints *_t3 = &_t3_v;  mjc_int _t5 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { mjc_int v_w = _t3->v[_t4];  if (views[v_w].w_doubled) { _t5 = 1; break; } } _t5; }) : ((mjc_int)0)))))) ? ((mjc_int)2LL) : ((mjc_int)1LL))), 7);

        }
        if (mjc_real(v_k)->concealed) {  /* concealed kong: specs/nanjing.yaml:568 */
            { mjc_ints payers = mjc_others_of(mjc_real(v_k)->owner); mjc_pay_from_each(ledger, &payers, mjc_real(v_k)->owner, mjc_mul(o_concealed_kong_money, ((((mjc_int)((o_bixiahu_doubles_all) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t6_v = mjc_range(deal->n_wins); const mjc_ints *_t6 = &_t6_v;  mjc_int _t8 = 0; for (int _t7 = 0; _t7 < _t6->n; _t7++) { mjc_int v_w = _t6->v[_t7];  if (views[v_w].w_doubled) { _t8 = 1; break; } } _t8; }) : ((mjc_int)0)))))) ? ((mjc_int)2LL) : ((mjc_int)1LL))), 8); }

        }
    }
    if (timed) mjc_enter(&timeline, deal, ledger, deal->n_events, 0);  /* the deal's end */
    for (mjc_int v_p = 0; v_p < 4; v_p++) {
        if (((mjc_int)((((mjc_int)((((mjc_int)((mjc_seat_flower_tiles(deal, v_p)).n >= 4))) && (({ mjc_int _t12 = ({ const mjc_ints _t9_v = mjc_seat_flower_tiles(deal, v_p); const mjc_ints *_t9 = &_t9_v; mjc_int _t11 = 0; for (int _t10 = 0; _t10 < _t9->n; _t10++) { if (mjc_in_mask(MASK_4, _t9->v[_t10])) _t11++; } _t11; }); (mjc_int)((_t12 == ((mjc_int)4LL))); }))))) || (((mjc_int)((((mjc_int)((mjc_seat_flower_tiles(deal, v_p)).n >= 4))) && (({ mjc_int _t16 = ({ const mjc_ints _t13_v = mjc_seat_flower_tiles(deal, v_p); const mjc_ints *_t13 = &_t13_v; mjc_int _t15 = 0; for (int _t14 = 0; _t14 < _t13->n; _t14++) { if (mjc_in_mask(MASK_5, _t13->v[_t14])) _t15++; } _t15; }); (mjc_int)((_t16 == ((mjc_int)4LL))); }))))) || (({ const mjc_ints _t17_v = ({ mjc_ints _t20; _t20.n = 0; mjc_push(&_t20, ((mjc_int)31LL)); mjc_push(&_t20, ((mjc_int)32LL)); mjc_push(&_t20, ((mjc_int)33LL)); _t20; }); const mjc_ints *_t17 = &_t17_v;  mjc_int _t19 = 0; for (int _t18 = 0; _t18 < _t17->n; _t18++) { mjc_int v_d = _t17->v[_t18];  if (({ mjc_int _t24 = ({ const mjc_ints _t21_v = mjc_seat_flower_tiles(deal, v_p); const mjc_ints *_t21 = &_t21_v;  mjc_int _t23 = 0; for (int _t22 = 0; _t22 < _t21->n; _t22++) { mjc_int v_t = _t21->v[_t22];  if (((mjc_int)((v_t == v_d)))) _t23++; } _t23; }); (mjc_int)((_t24 == ((mjc_int)4LL))); })) { _t19 = 1; break; } } _t19; }))))) {  /* flower kong: specs/nanjing.yaml:579 */
            { mjc_ints payers = mjc_others_of(v_p); mjc_pay_from_each(ledger, &payers, v_p, mjc_mul(mjc_mul(o_flower_kong_money, ((((mjc_int)((o_bixiahu_doubles_all) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t25_v = mjc_range(deal->n_wins); const mjc_ints *_t25 = &_t25_v;  mjc_int _t27 = 0; for (int _t26 = 0; _t26 < _t25->n; _t26++) { mjc_int v_w = _t25->v[_t26];  if (views[v_w].w_doubled) { _t27 = 1; break; } } _t27; }) : ((mjc_int)0)))))) ? ((mjc_int)2LL) : ((mjc_int)1LL))), mjc_add(mjc_add(((((mjc_int)((((mjc_int)((mjc_seat_flower_tiles(deal, v_p)).n >= 4))) && (({ mjc_int _t31 = ({ const mjc_ints _t28_v = mjc_seat_flower_tiles(deal, v_p); const mjc_ints *_t28 = &_t28_v; mjc_int _t30 = 0; for (int _t29 = 0; _t29 < _t28->n; _t29++) { if (mjc_in_mask(MASK_4, _t28->v[_t29])) _t30++; } _t30; }); (mjc_int)((_t31 == ((mjc_int)4LL))); }))))) ? ((mjc_int)1LL) : ((mjc_int)0LL)), ((((mjc_int)((((mjc_int)((mjc_seat_flower_tiles(deal, v_p)).n >= 4))) && (({ mjc_int _t35 = ({ const mjc_ints _t32_v = mjc_seat_flower_tiles(deal, v_p); const mjc_ints *_t32 = &_t32_v; mjc_int _t34 = 0; for (int _t33 = 0; _t33 < _t32->n; _t33++) { if (mjc_in_mask(MASK_5, _t32->v[_t33])) _t34++; } _t34; }); (mjc_int)((_t35 == ((mjc_int)4LL))); }))))) ? ((mjc_int)1LL) : ((mjc_int)0LL))), ({ const mjc_ints _t36_v = ({ mjc_ints _t39; _t39.n = 0; mjc_push(&_t39, ((mjc_int)31LL)); mjc_push(&_t39, ((mjc_int)32LL)); mjc_push(&_t39, ((mjc_int)33LL)); _t39; }); const mjc_ints *_t36 = &_t36_v;  mjc_int _t38 = 0; for (int _t37 = 0; _t37 < _t36->n; _t37++) { mjc_int v_d = _t36->v[_t37];  if (({ mjc_int _t43 = ({ const mjc_ints _t40_v = mjc_seat_flower_tiles(deal, v_p); const mjc_ints *_t40 = &_t40_v;  mjc_int _t42 = 0; for (int _t41 = 0; _t41 < _t40->n; _t41++) { mjc_int v_t = _t40->v[_t41];  if (((mjc_int)((v_t == v_d)))) _t42++; } _t42; }); (mjc_int)((_t43 == ((mjc_int)4LL))); })) _t38++; } _t38; }))), 9); }

        }
    }
    for (int pi = 0; pi < deal->n_penalties; pi++) {
        const mjc_int v_seat = deal->penalty_seat[pi];
        if (timed) mjc_enter(&timeline, deal, ledger, deal->penalty_orders[pi], 0);
        if (deal->penalty_kind[pi] == 0) {
            { mjc_int payer = v_seat; mjc_ints payees = mjc_others_of(v_seat); mjc_pay_to_each(ledger, payer, &payees, mjc_mul(o_discard_penalty, ((((mjc_int)((o_bixiahu_doubles_all) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t44_v = mjc_range(deal->n_wins); const mjc_ints *_t44 = &_t44_v;  mjc_int _t46 = 0; for (int _t45 = 0; _t45 < _t44->n; _t45++) { mjc_int v_w = _t44->v[_t45];  if (views[v_w].w_doubled) { _t46 = 1; break; } } _t46; }) : ((mjc_int)0)))))) ? ((mjc_int)2LL) : ((mjc_int)1LL))), 10); }

        }
        if (deal->penalty_kind[pi] == 1) {
            { mjc_int payer = v_seat; mjc_ints payees = mjc_others_of(v_seat); mjc_pay_to_each(ledger, payer, &payees, mjc_mul(o_discard_penalty, ((((mjc_int)((o_bixiahu_doubles_all) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t47_v = mjc_range(deal->n_wins); const mjc_ints *_t47 = &_t47_v;  mjc_int _t49 = 0; for (int _t48 = 0; _t48 < _t47->n; _t48++) { mjc_int v_w = _t47->v[_t48];  if (views[v_w].w_doubled) { _t49 = 1; break; } } _t49; }) : ((mjc_int)0)))))) ? ((mjc_int)2LL) : ((mjc_int)1LL))), 11); }

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
    return (UNIT_OBJECT = mjc_str(MJC_TEXT("flowers"))) == NULL || mjc_text_json(&UNIT_JSON, UNIT_OBJECT) < 0 ? -1 : 0;
}

MJC_MODULE(nanjing_strict, "ca15004788abdd4176cef5cb89ba0bea5b0f888cfce36f39376ece85637918dd", MJC_BUILD_KEY, "nanjing_strict")
