#define MJC_BUILD_KEY "55535f59f3e47313ac400a7919d5b3f7854f31e7dea48f1befbe7e09909debb0"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `riichi`, generated from the spec specs/riichi.yaml.
 *
 * Spec sha256: 11e8728dab26d7a851d7c7f75f4fe4484ad5811894978bdf274e483883161c7c
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._riichi, which the Python module generated/riichi.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 68
#define N_SHAPES 4
#define N_REASONS 10

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("kokushi_13"),
    MJC_TEXT("kokushi"),
    MJC_TEXT("suuankou_tanki"),
    MJC_TEXT("suuankou"),
    MJC_TEXT("daisangen"),
    MJC_TEXT("daisuushii"),
    MJC_TEXT("shousuushii"),
    MJC_TEXT("tsuuiisou"),
    MJC_TEXT("chinroutou"),
    MJC_TEXT("ryuuiisou"),
    MJC_TEXT("chuuren_9"),
    MJC_TEXT("chuuren"),
    MJC_TEXT("suukantsu"),
    MJC_TEXT("tenhou"),
    MJC_TEXT("chiihou"),
    MJC_TEXT("nagashi_mangan_yaku"),
    MJC_TEXT("double_riichi_yaku"),
    MJC_TEXT("riichi"),
    MJC_TEXT("ippatsu_yaku"),
    MJC_TEXT("menzen_tsumo"),
    MJC_TEXT("pinfu"),
    MJC_TEXT("tanyao"),
    MJC_TEXT("ryanpeikou"),
    MJC_TEXT("iipeikou"),
    MJC_TEXT("haku"),
    MJC_TEXT("hatsu"),
    MJC_TEXT("chun"),
    MJC_TEXT("jikaze"),
    MJC_TEXT("bakaze"),
    MJC_TEXT("haitei"),
    MJC_TEXT("houtei"),
    MJC_TEXT("rinshan"),
    MJC_TEXT("chankan"),
    MJC_TEXT("chiitoitsu"),
    MJC_TEXT("sanshoku"),
    MJC_TEXT("ittsu"),
    MJC_TEXT("chanta"),
    MJC_TEXT("junchan"),
    MJC_TEXT("toitoi"),
    MJC_TEXT("sanankou"),
    MJC_TEXT("sankantsu"),
    MJC_TEXT("sanshoku_doukou"),
    MJC_TEXT("shousangen"),
    MJC_TEXT("honroutou"),
    MJC_TEXT("honitsu"),
    MJC_TEXT("chinitsu"),
    MJC_TEXT("dora"),
    MJC_TEXT("ura_dora"),
    MJC_TEXT("aka_dora"),
    MJC_TEXT("futei"),
    MJC_TEXT("chiitoitsu_fu"),
    MJC_TEXT("menzen_kafu"),
    MJC_TEXT("tsumo_fu"),
    MJC_TEXT("open_pinfu_fu"),
    MJC_TEXT("minko_simple"),
    MJC_TEXT("minko_yaochu"),
    MJC_TEXT("anko_simple"),
    MJC_TEXT("anko_yaochu"),
    MJC_TEXT("minkan_simple"),
    MJC_TEXT("minkan_yaochu"),
    MJC_TEXT("ankan_simple"),
    MJC_TEXT("ankan_yaochu"),
    MJC_TEXT("pair_dragon"),
    MJC_TEXT("pair_seat_wind"),
    MJC_TEXT("pair_round_wind"),
    MJC_TEXT("kanchan"),
    MJC_TEXT("penchan"),
    MJC_TEXT("tanki"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\345\233\275\345\243\253\347\204\241\345\217\214\345\215\201\344\270\211\351\235\242\345\276\205\343\201\241"),  /* 国士無双十三面待ち */
    MJC_TEXT("\345\233\275\345\243\253\347\204\241\345\217\214"),  /* 国士無双 */
    MJC_TEXT("\345\233\233\346\232\227\345\210\273\345\215\230\351\250\216"),  /* 四暗刻単騎 */
    MJC_TEXT("\345\233\233\346\232\227\345\210\273"),  /* 四暗刻 */
    MJC_TEXT("\345\244\247\344\270\211\345\205\203"),  /* 大三元 */
    MJC_TEXT("\345\244\247\345\233\233\345\226\234"),  /* 大四喜 */
    MJC_TEXT("\345\260\217\345\233\233\345\226\234"),  /* 小四喜 */
    MJC_TEXT("\345\255\227\344\270\200\350\211\262"),  /* 字一色 */
    MJC_TEXT("\346\270\205\350\200\201\351\240\255"),  /* 清老頭 */
    MJC_TEXT("\347\267\221\344\270\200\350\211\262"),  /* 緑一色 */
    MJC_TEXT("\347\264\224\346\255\243\344\271\235\350\223\256\345\256\235\347\207\210"),  /* 純正九蓮宝燈 */
    MJC_TEXT("\344\271\235\350\223\256\345\256\235\347\207\210"),  /* 九蓮宝燈 */
    MJC_TEXT("\345\233\233\346\247\223\345\255\220"),  /* 四槓子 */
    MJC_TEXT("\345\244\251\345\222\214"),  /* 天和 */
    MJC_TEXT("\345\234\260\345\222\214"),  /* 地和 */
    MJC_TEXT("\346\265\201\343\201\227\346\272\200\350\262\253"),  /* 流し満貫 */
    MJC_TEXT("\343\203\200\343\203\226\343\203\253\347\253\213\347\233\264"),  /* ダブル立直 */
    MJC_TEXT("\347\253\213\347\233\264"),  /* 立直 */
    MJC_TEXT("\344\270\200\347\231\272"),  /* 一発 */
    MJC_TEXT("\351\226\200\345\211\215\346\270\205\350\207\252\346\221\270\345\222\214"),  /* 門前清自摸和 */
    MJC_TEXT("\345\271\263\345\222\214"),  /* 平和 */
    MJC_TEXT("\346\226\255\345\271\272\344\271\235"),  /* 断幺九 */
    MJC_TEXT("\344\272\214\347\233\203\345\217\243"),  /* 二盃口 */
    MJC_TEXT("\344\270\200\347\233\203\345\217\243"),  /* 一盃口 */
    MJC_TEXT("\345\275\271\347\211\214 \347\231\275"),  /* 役牌 白 */
    MJC_TEXT("\345\275\271\347\211\214 \347\231\274"),  /* 役牌 發 */
    MJC_TEXT("\345\275\271\347\211\214 \344\270\255"),  /* 役牌 中 */
    MJC_TEXT("\345\275\271\347\211\214 \350\207\252\351\242\250"),  /* 役牌 自風 */
    MJC_TEXT("\345\275\271\347\211\214 \345\240\264\351\242\250"),  /* 役牌 場風 */
    MJC_TEXT("\346\265\267\345\272\225\346\221\270\346\234\210"),  /* 海底摸月 */
    MJC_TEXT("\346\262\263\345\272\225\346\222\210\351\255\232"),  /* 河底撈魚 */
    MJC_TEXT("\345\266\272\344\270\212\351\226\213\350\212\261"),  /* 嶺上開花 */
    MJC_TEXT("\346\220\266\346\247\223"),  /* 搶槓 */
    MJC_TEXT("\344\270\203\345\257\276\345\255\220"),  /* 七対子 */
    MJC_TEXT("\344\270\211\350\211\262\345\220\214\351\240\206"),  /* 三色同順 */
    MJC_TEXT("\344\270\200\346\260\227\351\200\232\350\262\253"),  /* 一気通貫 */
    MJC_TEXT("\346\267\267\345\205\250\345\270\257\345\271\272\344\271\235"),  /* 混全帯幺九 */
    MJC_TEXT("\347\264\224\345\205\250\345\270\257\345\271\272\344\271\235"),  /* 純全帯幺九 */
    MJC_TEXT("\345\257\276\343\200\205\345\222\214"),  /* 対々和 */
    MJC_TEXT("\344\270\211\346\232\227\345\210\273"),  /* 三暗刻 */
    MJC_TEXT("\344\270\211\346\247\223\345\255\220"),  /* 三槓子 */
    MJC_TEXT("\344\270\211\350\211\262\345\220\214\345\210\273"),  /* 三色同刻 */
    MJC_TEXT("\345\260\217\344\270\211\345\205\203"),  /* 小三元 */
    MJC_TEXT("\346\267\267\350\200\201\351\240\255"),  /* 混老頭 */
    MJC_TEXT("\346\267\267\344\270\200\350\211\262"),  /* 混一色 */
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\343\203\211\343\203\251"),  /* ドラ */
    MJC_TEXT("\350\243\217\343\203\211\343\203\251"),  /* 裏ドラ */
    MJC_TEXT("\350\265\244\343\203\211\343\203\251"),  /* 赤ドラ */
    MJC_TEXT("\345\211\257\345\272\225"),  /* 副底 */
    MJC_TEXT("\344\270\203\345\257\276\345\255\220\347\254\246"),  /* 七対子符 */
    MJC_TEXT("\351\226\200\345\211\215\345\212\240\347\254\246"),  /* 門前加符 */
    MJC_TEXT("\343\203\204\343\203\242\347\254\246"),  /* ツモ符 */
    MJC_TEXT("\345\226\260\343\201\204\345\271\263\345\222\214\345\275\242"),  /* 喰い平和形 */
    MJC_TEXT("\346\230\216\345\210\273\357\274\210\344\270\255\345\274\265\347\211\214\357\274\211"),  /* 明刻（中張牌） */
    MJC_TEXT("\346\230\216\345\210\273\357\274\210\345\271\272\344\271\235\347\211\214\357\274\211"),  /* 明刻（幺九牌） */
    MJC_TEXT("\346\232\227\345\210\273\357\274\210\344\270\255\345\274\265\347\211\214\357\274\211"),  /* 暗刻（中張牌） */
    MJC_TEXT("\346\232\227\345\210\273\357\274\210\345\271\272\344\271\235\347\211\214\357\274\211"),  /* 暗刻（幺九牌） */
    MJC_TEXT("\346\230\216\346\247\223\357\274\210\344\270\255\345\274\265\347\211\214\357\274\211"),  /* 明槓（中張牌） */
    MJC_TEXT("\346\230\216\346\247\223\357\274\210\345\271\272\344\271\235\347\211\214\357\274\211"),  /* 明槓（幺九牌） */
    MJC_TEXT("\346\232\227\346\247\223\357\274\210\344\270\255\345\274\265\347\211\214\357\274\211"),  /* 暗槓（中張牌） */
    MJC_TEXT("\346\232\227\346\247\223\357\274\210\345\271\272\344\271\235\347\211\214\357\274\211"),  /* 暗槓（幺九牌） */
    MJC_TEXT("\351\233\200\351\240\255\357\274\210\344\270\211\345\205\203\347\211\214\357\274\211"),  /* 雀頭（三元牌） */
    MJC_TEXT("\351\233\200\351\240\255\357\274\210\350\207\252\351\242\250\357\274\211"),  /* 雀頭（自風） */
    MJC_TEXT("\351\233\200\351\240\255\357\274\210\345\240\264\351\242\250\357\274\211"),  /* 雀頭（場風） */
    MJC_TEXT("\345\265\214\345\274\265\345\276\205\343\201\241"),  /* 嵌張待ち */
    MJC_TEXT("\350\276\272\345\274\265\345\276\205\343\201\241"),  /* 辺張待ち */
    MJC_TEXT("\345\215\230\351\250\216\345\276\205\343\201\241"),  /* 単騎待ち */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\343\203\255\343\203\263 (ron)"),  /* ロン (ron) */
    MJC_TEXT("\343\203\255\343\203\263\357\274\210\345\214\205\343\201\250\346\212\230\345\215\212\357\274\211 (ron (half, shared with the liable seat))"),  /* ロン（包と折半） (ron (half, shared with the liable seat)) */
    MJC_TEXT("\345\214\205 (pao (liable seat))"),  /* 包 (pao (liable seat)) */
    MJC_TEXT("\343\203\204\343\203\242\357\274\210\350\246\252\357\274\211 (tsumo (dealer))"),  /* ツモ（親） (tsumo (dealer)) */
    MJC_TEXT("\343\203\204\343\203\242 (tsumo)"),  /* ツモ (tsumo) */
    MJC_TEXT("\345\214\205\357\274\210\345\205\250\351\241\215\357\274\211 (pao (the whole hand))"),  /* 包（全額） (pao (the whole hand)) */
    MJC_TEXT("\347\253\213\347\233\264\346\243\222 (riichi stick)"),  /* 立直棒 (riichi stick) */
    MJC_TEXT("\344\276\233\350\250\227 (riichi sticks)"),  /* 供託 (riichi sticks) */
    MJC_TEXT("\347\251\215\343\201\277\346\243\222 (counters)"),  /* 積み棒 (counters) */
    MJC_TEXT("\344\270\215\350\201\264\347\275\260\347\254\246 (noten payment)"),  /* 不聴罰符 (noten payment) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0x7f0000000ULL
#define MASK_1 0x80c0602ULL
#define MASK_2 0x205700000ULL
#define MASK_3 0x7f3f9fcULL
#define MASK_4 0x100000000ULL
#define MASK_5 0x200000000ULL
#define MASK_6 0x400000000ULL
#define MASK_7 0x7f80c0602ULL
#define MASK_8 0xffffffeULL
#define MASK_9 0x1eULL
#define MASK_10 0x700000000ULL
#define MASK_11 0xf0000000ULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_SEVEN_PAIRS = 1,
    SHAPE_THIRTEEN_ORPHANS = 2,
    SHAPE_NAGASHI_MANGAN = 3,
};

static int shape_seven_pairs(const mjc_ints *tiles) {
    return (int)(((((mjc_int)(((*tiles)).n >= 1))) ? ({ const mjc_ints _t0_v = (*tiles); const mjc_ints *_t0 = &_t0_v;  mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { mjc_int v_t = _t0->v[_t1];  if (!(({ mjc_int _t6 = ({ const mjc_ints _t3_v = (*tiles); const mjc_ints *_t3 = &_t3_v;  mjc_int _t5 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { mjc_int v_u = _t3->v[_t4];  if (((mjc_int)((v_u == v_t)))) _t5++; } _t5; }); (mjc_int)((_t6 == ((mjc_int)2LL))); }))) { _t2 = 0; break; } } _t2; }) : ((mjc_int)1)));
}

static int shape_thirteen_orphans(const mjc_ints *tiles) {
    return (int)(((mjc_int)((({ const mjc_ints _t7_v = (*tiles); const mjc_ints *_t7 = &_t7_v; mjc_int _t9 = 1; for (int _t8 = 0; _t8 < _t7->n; _t8++) { if (!(mjc_in_mask(MASK_7, _t7->v[_t8]))) { _t9 = 0; break; } } _t9; })) && (({ mjc_int _t15 = (({ const mjc_ints _t10_v = (*tiles); const mjc_ints *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; uint64_t _t14 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { mjc_int v_t = _t10->v[_t11]; mjc_int _t13 = v_t; if (mjc_first_seen(&_t12, &_t14, _t13)) mjc_push(&_t12, _t13); } _t12; })).n; (mjc_int)((_t15 == ((mjc_int)13LL))); })))));
}

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 1, .holds = shape_seven_pairs, .allowed = 0x0ULL, .has_allowed = 0, .least_kinds = 0},
    {.kind = 1, .holds = shape_thirteen_orphans, .allowed = 0x3fc060301ULL, .has_allowed = 1, .least_kinds = 12},
    {.kind = 2},
};

static mjc_rules RULES = {
    .ruleset_id = "riichi",
    .claims_chow = 1, .claims_pung = 1, .claims_kong = 1,
    .hand_tiles = 0x3ffffffffULL, .flower_tiles = 0x0ULL,
    .flower_count = 0, .flowers_by_tile = 0,
    .n_flags = 16,
    .flag_names = {"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement", "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard", "declared_ready", "bonus_tiles", "doubled", "dora_indicators", "ura_dora_indicators", "double_riichi", "ippatsu"},
    .flag_kinds = {FLAG_BOOL, FLAG_INT, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_TILES, FLAG_BOOL, FLAG_TILES, FLAG_TILES, FLAG_BOOL, FLAG_BOOL},
    .flag_low = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .flag_high = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    .tiles_slot = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0},
    .red_fives = {1, 1, 1}, .plays_reds = 1,
    .n_declared = 1,
    .declared_names = {"nagashi_mangan"},
    .declared_shapes = {3},
    .n_options = 5,
    .option_names = {"open_tanyao", "double_yakuman", "counted_yakuman", "kiriage", "pao_whole_hand"},
    .option_is_bool = {1, 1, 1, 1, 1},
    .option_default = {1, 0, 1, 0, 1},
    .option_low = {-1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL, -1000000000LL},
    .option_high = {1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL, 1000000000LL},
    .n_penalties = 0,
};

/* What the deal's rules read of each win. */
typedef struct {
    int unused;
    mjc_int w_discarder;
    mjc_int w_honba_payer;
    mjc_int w_shape;
    mjc_int w_winner;
} mjc_view;

static mjc_arrangements ARRANGEMENTS;


/* What a win's result says, worked out before any of it is written: the result's objects (score) or its JSON
 * (score_json_line) are made from it, once the deal is settled. `found` lists the patterns in the spec's order,
 * each with the list it goes in: 0 the win's patterns, k the k-th part listed under details. */
typedef struct {
    mjc_int winner, total;
    int found_count;
    mjc_found found[N_PATTERNS];
    mjc_int detail_0;  /* details: han */
    mjc_int detail_1;  /* details: fu */
    const char *detail_2;  /* details: limit */
} mjc_win_result;
static mjc_win_result WIN_RESULTS[MJC_MAX_WINS];

/* Score one win: choose the best arrangement, check it, pay it; what its result says goes to `out`, and its
 * total is returned (with `out` NULL, only that: a wait best_win and worst_win score). */
static mjc_int score_win(const mjc_deal *deal, const mjc_win *win, mjc_ledger *ledger, mjc_view *view,
                         mjc_win_result *out) {
    const mjc_player *player = win->player;  /* the winner's seat, or its hand and melds as the win gives them */
    const mjc_int o_open_tanyao = deal->options[0];
    const mjc_int o_double_yakuman = deal->options[1];
    const mjc_int o_counted_yakuman = deal->options[2];
    const mjc_int o_kiriage = deal->options[3];
    const mjc_int o_pao_whole_hand = deal->options[4];
    mjc_int f_declared_ready = win->flag[9];
    mjc_ints f_dora_indicators = win->tiles_flag[1];
    mjc_int f_double_riichi = win->flag[14];
    mjc_int f_first_draw = win->flag[7];
    mjc_int f_ippatsu = win->flag[15];
    mjc_int f_kong_replacement = win->flag[0];
    mjc_int f_last_tile = win->flag[5];
    mjc_ints f_ura_dora_indicators = win->tiles_flag[2];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_int d_ron_points = 0; int done_d_ron_points = 0;
    mjc_int d_pao_basic = 0; int done_d_pao_basic = 0;
    mjc_int d_pao_points = 0; int done_d_pao_points = 0;
    mjc_int d_rest_basic = 0; int done_d_rest_basic = 0;
    mjc_ints b_waits = {0}; int done_b_waits = 0;
    mjc_int b_by = win->by;
    mjc_int b_dealer = deal->dealer;
    mjc_int b_discarder = win->source;
    mjc_groups b_kongs = mjc_sets_of_kinds(player->melds, 1 << KONG);
    mjc_groups b_melds = player->melds;
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_red_fives = mjc_red_fives(deal, win);
    mjc_int b_round_wind = (27 + deal->round_wind);
    mjc_int b_seat_wind = mjc_seat_wind(deal->dealer, win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_ints b_tiles = mjc_all_tiles(hand_tiles, player->melds);
    mjc_int b_win_tile = win->win_tile;
    mjc_int b_winner = win->winner;
    mjc_int d_closed;
    mjc_int d_nine_gates;
    mjc_int d_dora_count;
    mjc_int d_ura_count;
    mjc_int d_dealer_won;
    mjc_int n_chiihou;
    mjc_int n_chuuren_9;
    mjc_int val_chuuren_9;
    mjc_int n_chuuren;
    mjc_int n_tenhou;
    mjc_groups d_dragon_melds;
    mjc_groups d_wind_melds;
    mjc_int d_liable;
    mjc_int d_honba_payer;
    mjc_int d_concealed_pungs;
    mjc_int d_dragon_pungs;
    mjc_int d_wind_pungs;
    mjc_int d_pair_tile;
    mjc_int d_outside_sets;
    mjc_int p_kanchan;
    mjc_int p_penchan;
    mjc_int d_ryanmen;
    mjc_int p_pair_dragon;
    mjc_int p_pair_round_wind;
    mjc_int p_pair_seat_wind;
    mjc_int n_chinroutou;
    mjc_int n_daisangen;
    mjc_int n_daisuushii;
    mjc_int val_daisuushii;
    mjc_int n_kokushi_13;
    mjc_int val_kokushi_13;
    mjc_int n_kokushi;
    mjc_int n_nagashi_mangan_yaku;
    mjc_int n_ryuuiisou;
    mjc_int n_shousuushii;
    mjc_int n_suuankou_tanki;
    mjc_int val_suuankou_tanki;
    mjc_int n_suuankou;
    mjc_int n_suukantsu;
    mjc_int n_tsuuiisou;
    mjc_int limit_counted;
    mjc_int n_bakaze;
    mjc_int n_chankan;
    mjc_int n_chanta;
    mjc_int val_chanta;
    mjc_int n_chiitoitsu;
    mjc_int n_chinitsu;
    mjc_int val_chinitsu;
    mjc_int n_chun;
    mjc_int n_double_riichi_yaku;
    mjc_int n_haitei;
    mjc_int n_haku;
    mjc_int n_hatsu;
    mjc_int n_honitsu;
    mjc_int val_honitsu;
    mjc_int n_honroutou;
    mjc_int n_houtei;
    mjc_int n_ryanpeikou;
    mjc_int n_iipeikou;
    mjc_int n_ippatsu_yaku;
    mjc_int n_ittsu;
    mjc_int val_ittsu;
    mjc_int n_jikaze;
    mjc_int n_junchan;
    mjc_int val_junchan;
    mjc_int n_menzen_tsumo;
    mjc_int p_pinfu;
    mjc_int n_pinfu;
    mjc_int n_riichi;
    mjc_int n_rinshan;
    mjc_int n_sanankou;
    mjc_int n_sankantsu;
    mjc_int n_sanshoku;
    mjc_int val_sanshoku;
    mjc_int n_sanshoku_doukou;
    mjc_int n_shousangen;
    mjc_int n_tanyao;
    mjc_int n_toitoi;
    mjc_int s_han;
    mjc_int s_yakuman;
    mjc_int d_has_yaku;
    mjc_int n_aka_dora;
    mjc_int n_dora;
    mjc_int n_ura_dora;
    mjc_int s_dora_han;
    mjc_int d_han_total;
    mjc_int n_ankan_simple;
    mjc_int n_ankan_yaochu;
    mjc_int n_anko_simple;
    mjc_int n_anko_yaochu;
    mjc_int n_chiitoitsu_fu;
    mjc_int n_futei;
    mjc_int n_kanchan;
    mjc_int n_menzen_kafu;
    mjc_int n_minkan_simple;
    mjc_int n_minkan_yaochu;
    mjc_int n_minko_simple;
    mjc_int n_minko_yaochu;
    mjc_int n_open_pinfu_fu;
    mjc_int n_pair_dragon;
    mjc_int n_pair_round_wind;
    mjc_int n_pair_seat_wind;
    mjc_int n_penchan;
    mjc_int n_tanki;
    mjc_int n_tsumo_fu;
    mjc_int s_fu;
    mjc_int d_fu_total;
    mjc_int d_basic;
    mjc_groups b_chows;
    mjc_groups b_pairs;
    mjc_groups b_pungs;
    mjc_groups b_sets;
    mjc_int b_shape;
    const mjc_group * b_win_set;
    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 1, win->declared, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_closed = (!({ const mjc_groups *_t189 = &b_melds; mjc_int _t191 = 0; for (int _t190 = 0; _t190 < _t189->n; _t190++) { if (mjc_in_mask(MASK_9, _t189->v[_t190]->source)) { _t191 = 1; break; } } _t191; }));  /* closed: specs/riichi.yaml:150 */
    d_nine_gates = ((mjc_int)((({ mjc_int _t192 = (b_melds).n; (mjc_int)((_t192 == ((mjc_int)0LL))); })) && (({ const mjc_ints *_t193 = &b_tiles; (mjc_int)(_t193->n > 0 && mjc_suit(_t193->v[0]) == mjc_suit(_t193->v[_t193->n - 1])); })) && ((mjc_suit(b_win_tile) < 3)) && (({ const mjc_ints _t194_v = ({ mjc_ints _t197; _t197.n = 0; mjc_push(&_t197, ((mjc_int)1LL)); mjc_push(&_t197, ((mjc_int)9LL)); _t197; }); const mjc_ints *_t194 = &_t194_v;  mjc_int _t196 = 1; for (int _t195 = 0; _t195 < _t194->n; _t195++) { mjc_int v_n = _t194->v[_t195];  if (!(((mjc_int)((((mjc_int)((b_tiles).n >= 3))) && (({ mjc_int _t202 = ({ const mjc_ints *_t198 = &b_tiles;  mjc_int _t200 = 0; for (int _t199 = 0; _t199 < _t198->n; _t199++) { mjc_int v_t = _t198->v[_t199];  if (({ mjc_int _t201 = mjc_number(v_t); (mjc_int)((_t201 == v_n)); })) _t200++; } _t200; }); (mjc_int)((_t202 >= ((mjc_int)3LL))); })))))) { _t196 = 0; break; } } _t196; })) && (({ const mjc_ints _t203_v = ({ mjc_ints _t206; _t206.n = 0; mjc_push(&_t206, ((mjc_int)2LL)); mjc_push(&_t206, ((mjc_int)3LL)); mjc_push(&_t206, ((mjc_int)4LL)); mjc_push(&_t206, ((mjc_int)5LL)); mjc_push(&_t206, ((mjc_int)6LL)); mjc_push(&_t206, ((mjc_int)7LL)); mjc_push(&_t206, ((mjc_int)8LL)); _t206; }); const mjc_ints *_t203 = &_t203_v;  mjc_int _t205 = 1; for (int _t204 = 0; _t204 < _t203->n; _t204++) { mjc_int v_n = _t203->v[_t204];  if (!(({ mjc_int _t211 = ((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t207 = &b_tiles;  mjc_int _t209 = 0; for (int _t208 = 0; _t208 < _t207->n; _t208++) { mjc_int v_t = _t207->v[_t208];  if (({ mjc_int _t210 = mjc_number(v_t); (mjc_int)((_t210 == v_n)); })) _t209++; } _t209; }) : ((mjc_int)0LL)); (mjc_int)((_t211 >= ((mjc_int)1LL))); }))) { _t205 = 0; break; } } _t205; }))));  /* nine_gates: specs/riichi.yaml:181 */
    d_dora_count = ((((mjc_int)((f_dora_indicators).n >= 1))) ? ({ const mjc_ints *_t212 = &f_dora_indicators; mjc_int _t214 = 0; for (int _t213 = 0; _t213 < _t212->n; _t213++) { mjc_int v_d = _t212->v[_t213]; _t214 = mjc_add(_t214, ({ const mjc_ints *_t215 = &b_tiles;  mjc_int _t217 = 0; for (int _t216 = 0; _t216 < _t215->n; _t216++) { mjc_int v_t = _t215->v[_t216];  if (({ mjc_int _t218 = mjc_next(v_d); (mjc_int)((v_t == _t218)); })) _t217++; } _t217; })); } _t214; }) : ((mjc_int)0LL));  /* dora_count: specs/riichi.yaml:193 */
    d_ura_count = ((((mjc_int)((f_ura_dora_indicators).n >= 1))) ? ({ const mjc_ints *_t219 = &f_ura_dora_indicators; mjc_int _t221 = 0; for (int _t220 = 0; _t220 < _t219->n; _t220++) { mjc_int v_d = _t219->v[_t220]; _t221 = mjc_add(_t221, ({ const mjc_ints *_t222 = &b_tiles;  mjc_int _t224 = 0; for (int _t223 = 0; _t223 < _t222->n; _t223++) { mjc_int v_t = _t222->v[_t223];  if (({ mjc_int _t225 = mjc_next(v_d); (mjc_int)((v_t == _t225)); })) _t224++; } _t224; })); } _t221; }) : ((mjc_int)0LL));  /* ura_count: specs/riichi.yaml:196 */
    d_dealer_won = ((mjc_int)((b_winner == b_dealer)));  /* dealer_won: specs/riichi.yaml:231 */
    n_chiihou = ((((mjc_int)((f_first_draw) && (b_self_drawn) && ((!d_dealer_won)) && ((!f_kong_replacement)) && (({ mjc_int _t32 = (b_melds).n; (mjc_int)((_t32 == ((mjc_int)0LL))); })))))) ? 1 : 0;  /* chiihou: specs/riichi.yaml:401 */
    n_chuuren_9 = ((((mjc_int)((d_nine_gates) && (({ const mjc_ints _t10_v = ({ mjc_ints _t13; _t13.n = 0; mjc_push(&_t13, ((mjc_int)1LL)); mjc_push(&_t13, ((mjc_int)9LL)); _t13; }); const mjc_ints *_t10 = &_t10_v;  mjc_int _t12 = 1; for (int _t11 = 0; _t11 < _t10->n; _t11++) { mjc_int v_n = _t10->v[_t11];  if (!(({ mjc_int _t19 = mjc_sub(((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t14 = &b_tiles;  mjc_int _t16 = 0; for (int _t15 = 0; _t15 < _t14->n; _t15++) { mjc_int v_t = _t14->v[_t15];  if (({ mjc_int _t17 = mjc_number(v_t); (mjc_int)((_t17 == v_n)); })) _t16++; } _t16; }) : ((mjc_int)0LL)), ((({ mjc_int _t18 = mjc_number(b_win_tile); (mjc_int)((_t18 == v_n)); })) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t19 == ((mjc_int)3LL))); }))) { _t12 = 0; break; } } _t12; })) && (({ const mjc_ints _t20_v = ({ mjc_ints _t23; _t23.n = 0; mjc_push(&_t23, ((mjc_int)2LL)); mjc_push(&_t23, ((mjc_int)3LL)); mjc_push(&_t23, ((mjc_int)4LL)); mjc_push(&_t23, ((mjc_int)5LL)); mjc_push(&_t23, ((mjc_int)6LL)); mjc_push(&_t23, ((mjc_int)7LL)); mjc_push(&_t23, ((mjc_int)8LL)); _t23; }); const mjc_ints *_t20 = &_t20_v;  mjc_int _t22 = 1; for (int _t21 = 0; _t21 < _t20->n; _t21++) { mjc_int v_n = _t20->v[_t21];  if (!(({ mjc_int _t29 = mjc_sub(((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t24 = &b_tiles;  mjc_int _t26 = 0; for (int _t25 = 0; _t25 < _t24->n; _t25++) { mjc_int v_t = _t24->v[_t25];  if (({ mjc_int _t27 = mjc_number(v_t); (mjc_int)((_t27 == v_n)); })) _t26++; } _t26; }) : ((mjc_int)0LL)), ((({ mjc_int _t28 = mjc_number(b_win_tile); (mjc_int)((_t28 == v_n)); })) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t29 == ((mjc_int)1LL))); }))) { _t22 = 0; break; } } _t22; })))))) ? 1 : 0;  /* chuuren_9: specs/riichi.yaml:367 */
    val_chuuren_9 = n_chuuren_9 ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
    n_chuuren = (!n_chuuren_9 && (d_nine_gates)) ? 1 : 0;  /* chuuren: specs/riichi.yaml:377 */
    n_tenhou = ((((mjc_int)((f_first_draw) && (b_self_drawn) && (d_dealer_won) && ((!f_kong_replacement)) && (({ mjc_int _t31 = (b_melds).n; (mjc_int)((_t31 == ((mjc_int)0LL))); })))))) ? 1 : 0;  /* tenhou: specs/riichi.yaml:393 */
    d_dragon_melds = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t226 = &b_melds; mjc_groups _t228; _t228.n = 0; for (int _t227 = 0; _t227 < _t226->n; _t227++) { const mjc_group * v_m = _t226->v[_t227]; if (((mjc_int)((mjc_is_pung(v_m)) && (mjc_is_dragon(mjc_real(v_m)->tile))))) mjc_push_group(&_t228, v_m); } _t228; }) : ((mjc_groups){0}));  /* dragon_melds: specs/riichi.yaml:237 */
    d_wind_melds = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t229 = &b_melds; mjc_groups _t231; _t231.n = 0; for (int _t230 = 0; _t230 < _t229->n; _t230++) { const mjc_group * v_m = _t229->v[_t230]; if (((mjc_int)((mjc_is_pung(v_m)) && (mjc_is_wind(mjc_real(v_m)->tile))))) mjc_push_group(&_t231, v_m); } _t231; }) : ((mjc_groups){0}));  /* wind_melds: specs/riichi.yaml:240 */
    d_liable = ((({ mjc_int _t232 = (d_dragon_melds).n; (mjc_int)((_t232 == ((mjc_int)3LL))); })) ? ({ const mjc_groups _t233_v = mjc_last(((mjc_int)1LL), d_dragon_melds); const mjc_groups *_t233 = &_t233_v; mjc_int _t235 = NO_SEAT; for (int _t234 = 0; _t234 < _t233->n; _t234++) { const mjc_group * v_m = _t233->v[_t234]; if (!((mjc_real(v_m)->source != NO_SEAT))) continue; _t235 = mjc_real(v_m)->source; break; } _t235; }) : ((({ mjc_int _t236 = (d_wind_melds).n; (mjc_int)((_t236 == ((mjc_int)4LL))); })) ? ({ const mjc_groups _t237_v = mjc_last(((mjc_int)1LL), d_wind_melds); const mjc_groups *_t237 = &_t237_v; mjc_int _t239 = NO_SEAT; for (int _t238 = 0; _t238 < _t237->n; _t238++) { const mjc_group * v_m = _t237->v[_t238]; if (!((mjc_real(v_m)->source != NO_SEAT))) continue; _t239 = mjc_real(v_m)->source; break; } _t239; }) : ((mjc_int)NO_SEAT)));  /* liable: specs/riichi.yaml:246 */
    d_honba_payer = ((((mjc_int)((d_liable != ((mjc_int)NO_SEAT))))) ? d_liable : b_discarder);  /* honba_payer: specs/riichi.yaml:265 */

    int best = -1;
    mjc_tuple best_value = {0};
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_chows = mjc_sets_of_kinds(arr->sets, 1 << CHOW);
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        b_win_set = arr->win_set;
        d_concealed_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t240 = &b_pungs;  mjc_int _t242 = 0; for (int _t241 = 0; _t241 < _t240->n; _t241++) { const mjc_group * v_s = _t240->v[_t241];  if ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) _t242++; } _t242; }) : ((mjc_int)0LL));  /* concealed_pungs: specs/riichi.yaml:157 */
        d_dragon_pungs = ({ const mjc_groups *_t243 = &b_pungs; mjc_int _t245 = 0; for (int _t244 = 0; _t244 < _t243->n; _t244++) { if (mjc_in_mask(MASK_10, _t243->v[_t244]->tile)) _t245++; } _t245; });  /* dragon_pungs: specs/riichi.yaml:160 */
        d_wind_pungs = ({ const mjc_groups *_t246 = &b_pungs; mjc_int _t248 = 0; for (int _t247 = 0; _t247 < _t246->n; _t247++) { if (mjc_in_mask(MASK_11, _t246->v[_t247]->tile)) _t248++; } _t248; });  /* wind_pungs: specs/riichi.yaml:163 */
        d_pair_tile = ({ const mjc_groups *_t249 = &b_pairs; _t249->n ? mjc_real(_t249->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/riichi.yaml:166 */
        d_outside_sets = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t250 = (b_chows).n; (mjc_int)((_t250 > ((mjc_int)0LL))); })) && (({ const mjc_groups _t251_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t251 = &_t251_v;  mjc_int _t253 = 1; for (int _t252 = 0; _t252 < _t251->n; _t252++) { const mjc_group * v_s = _t251->v[_t252];  if (!(({ const mjc_ints _t254_v = mjc_group_tiles(v_s); const mjc_ints *_t254 = &_t254_v; mjc_int _t256 = 0; for (int _t255 = 0; _t255 < _t254->n; _t255++) { if (mjc_in_mask(MASK_7, _t254->v[_t255])) { _t256 = 1; break; } } _t256; }))) { _t253 = 0; break; } } _t253; }))));  /* outside_sets: specs/riichi.yaml:172 */
        p_kanchan = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == CHOW)) && (({ mjc_int _t257 = mjc_number(b_win_tile); mjc_int _t258 = mjc_add(mjc_number(mjc_real(b_win_set)->tile), ((mjc_int)1LL)); (mjc_int)((_t257 == _t258)); }))));  /* kanchan: specs/riichi.yaml:721 */
        p_penchan = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == CHOW)) && (((mjc_int)((((mjc_int)((({ mjc_int _t259 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t259 == ((mjc_int)1LL))); })) && (({ mjc_int _t260 = mjc_number(b_win_tile); (mjc_int)((_t260 == ((mjc_int)3LL))); }))))) || (((mjc_int)((({ mjc_int _t261 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t261 == ((mjc_int)7LL))); })) && (({ mjc_int _t262 = mjc_number(b_win_tile); (mjc_int)((_t262 == ((mjc_int)7LL))); }))))))))));  /* penchan: specs/riichi.yaml:727 */
        d_ryanmen = ((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && ((!p_kanchan)) && ((!p_penchan))));  /* ryanmen: specs/riichi.yaml:175 */
        p_pair_dragon = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (mjc_is_dragon(d_pair_tile))));  /* pair_dragon: specs/riichi.yaml:703 */
        p_pair_round_wind = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_pair_tile == b_round_wind))))));  /* pair_round_wind: specs/riichi.yaml:715 */
        p_pair_seat_wind = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_pair_tile == b_seat_wind))))));  /* pair_seat_wind: specs/riichi.yaml:709 */
        n_chinroutou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t4 = &b_tiles; mjc_int _t6 = 1; for (int _t5 = 0; _t5 < _t4->n; _t5++) { if (!(mjc_in_mask(MASK_1, _t4->v[_t5]))) { _t6 = 0; break; } } _t6; })))))) ? 1 : 0;  /* chinroutou: specs/riichi.yaml:351 */
        n_daisangen = ((((mjc_int)((d_dragon_pungs == ((mjc_int)3LL)))))) ? 1 : 0;  /* daisangen: specs/riichi.yaml:317 */
        n_daisuushii = ((((mjc_int)((d_wind_pungs == ((mjc_int)4LL)))))) ? 1 : 0;  /* daisuushii: specs/riichi.yaml:325 */
        val_daisuushii = n_daisuushii ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_kokushi_13 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS)))) && (({ mjc_int _t0 = ((done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits))).n; (mjc_int)((_t0 == ((mjc_int)13LL))); })))))) ? 1 : 0;  /* kokushi_13: specs/riichi.yaml:279 */
        val_kokushi_13 = n_kokushi_13 ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_kokushi = (!n_kokushi_13 && (((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS))))) ? 1 : 0;  /* kokushi: specs/riichi.yaml:289 */
        n_nagashi_mangan_yaku = ((((mjc_int)((b_shape == SHAPE_NAGASHI_MANGAN))))) ? 1 : 0;  /* nagashi_mangan_yaku: specs/riichi.yaml:410 */
        n_ryuuiisou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t7 = &b_tiles; mjc_int _t9 = 1; for (int _t8 = 0; _t8 < _t7->n; _t8++) { if (!(mjc_in_mask(MASK_2, _t7->v[_t8]))) { _t9 = 0; break; } } _t9; })))))) ? 1 : 0;  /* ryuuiisou: specs/riichi.yaml:359 */
        n_shousuushii = (!n_daisuushii && (((mjc_int)((((mjc_int)((d_wind_pungs == ((mjc_int)3LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* shousuushii: specs/riichi.yaml:335 */
        n_suuankou_tanki = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)4LL))))) && ((mjc_real(b_win_set)->kind == PAIR)))))) ? 1 : 0;  /* suuankou_tanki: specs/riichi.yaml:297 */
        val_suuankou_tanki = n_suuankou_tanki ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_suuankou = (!n_suuankou_tanki && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)4LL))))))))) ? 1 : 0;  /* suuankou: specs/riichi.yaml:307 */
        n_suukantsu = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ mjc_int _t30 = (b_kongs).n; (mjc_int)((_t30 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* suukantsu: specs/riichi.yaml:385 */
        n_tsuuiisou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t1 = &b_tiles; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) { if (!(mjc_in_mask(MASK_0, _t1->v[_t2]))) { _t3 = 0; break; } } _t3; })))))) ? 1 : 0;  /* tsuuiisou: specs/riichi.yaml:343 */
        limit_counted = (n_kokushi_13 || n_kokushi || n_suuankou_tanki || n_suuankou || n_daisangen || n_daisuushii || n_shousuushii || n_tsuuiisou || n_chinroutou || n_ryuuiisou || n_chuuren_9 || n_chuuren || n_suukantsu || n_tenhou || n_chiihou || n_nagashi_mangan_yaku);  /* whether any limit pattern counted */
        n_bakaze = (!limit_counted && (({ const mjc_groups *_t67 = &b_pungs; mjc_int _t70 = b_round_wind; mjc_int _t69 = 0; for (int _t68 = 0; _t68 < _t67->n; _t68++) { if (_t67->v[_t68]->tile == _t70) { _t69 = 1; break; } } _t69; }))) ? 1 : 0;  /* bakaze: specs/riichi.yaml:490 */
        n_chankan = (!limit_counted && (((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* chankan: specs/riichi.yaml:506 */
        n_chanta = (!limit_counted && (((mjc_int)((d_outside_sets) && (({ const mjc_ints *_t100 = &b_tiles; mjc_int _t102 = 0; for (int _t101 = 0; _t101 < _t100->n; _t101++) { if (mjc_in_mask(MASK_0, _t100->v[_t101])) { _t102 = 1; break; } } _t102; })))))) ? 1 : 0;  /* chanta: specs/riichi.yaml:525 */
        val_chanta = n_chanta ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_chiitoitsu = (!limit_counted && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* chiitoitsu: specs/riichi.yaml:510 */
        n_chinitsu = (!limit_counted && (((mjc_int)((({ const mjc_ints *_t136 = &b_tiles; mjc_int _t138 = 1; for (int _t137 = 0; _t137 < _t136->n; _t137++) { if (!(mjc_in_mask(MASK_8, _t136->v[_t137]))) { _t138 = 0; break; } } _t138; })) && (({ const mjc_ints *_t139 = &b_tiles; (mjc_int)(_t139->n > 0 && mjc_suit(_t139->v[0]) == mjc_suit(_t139->v[_t139->n - 1])); })))))) ? 1 : 0;  /* chinitsu: specs/riichi.yaml:582 */
        val_chinitsu = n_chinitsu ? ((d_closed) ? ((mjc_int)6LL) : ((mjc_int)5LL)) : 0;
        n_chun = (!limit_counted && (({ const mjc_groups *_t60 = &b_pungs; mjc_int _t62 = 0; for (int _t61 = 0; _t61 < _t60->n; _t61++) { if (mjc_in_mask(MASK_6, _t60->v[_t61]->tile)) { _t62 = 1; break; } } _t62; }))) ? 1 : 0;  /* chun: specs/riichi.yaml:482 */
        n_double_riichi_yaku = (!limit_counted && (f_double_riichi)) ? 1 : 0;  /* double_riichi_yaku: specs/riichi.yaml:422 */
        n_haitei = (!limit_counted && (((mjc_int)((f_last_tile) && (b_self_drawn) && ((!f_kong_replacement)))))) ? 1 : 0;  /* haitei: specs/riichi.yaml:494 */
        n_haku = (!limit_counted && (({ const mjc_groups *_t54 = &b_pungs; mjc_int _t56 = 0; for (int _t55 = 0; _t55 < _t54->n; _t55++) { if (mjc_in_mask(MASK_4, _t54->v[_t55]->tile)) { _t56 = 1; break; } } _t56; }))) ? 1 : 0;  /* haku: specs/riichi.yaml:474 */
        n_hatsu = (!limit_counted && (({ const mjc_groups *_t57 = &b_pungs; mjc_int _t59 = 0; for (int _t58 = 0; _t58 < _t57->n; _t58++) { if (mjc_in_mask(MASK_5, _t57->v[_t58]->tile)) { _t59 = 1; break; } } _t59; }))) ? 1 : 0;  /* hatsu: specs/riichi.yaml:478 */
        n_honitsu = (!limit_counted && (((mjc_int)((({ mjc_int _t132 = (({ const mjc_ints *_t127 = &b_tiles; mjc_ints _t129; _t129.n = 0; uint64_t _t131 = 0; for (int _t128 = 0; _t128 < _t127->n; _t128++) { mjc_int v_t = _t127->v[_t128]; if (!((mjc_suit(v_t) < 3))) continue; mjc_int _t130 = mjc_suit(v_t); if (mjc_first_seen(&_t129, &_t131, _t130)) mjc_push(&_t129, _t130); } _t129; })).n; (mjc_int)((_t132 == ((mjc_int)1LL))); })) && (({ const mjc_ints *_t133 = &b_tiles; mjc_int _t135 = 0; for (int _t134 = 0; _t134 < _t133->n; _t134++) { if (mjc_in_mask(MASK_0, _t133->v[_t134])) { _t135 = 1; break; } } _t135; })))))) ? 1 : 0;  /* honitsu: specs/riichi.yaml:577 */
        val_honitsu = n_honitsu ? ((d_closed) ? ((mjc_int)3LL) : ((mjc_int)2LL)) : 0;
        n_honroutou = (!limit_counted && (({ const mjc_ints *_t124 = &b_tiles; mjc_int _t126 = 1; for (int _t125 = 0; _t125 < _t124->n; _t125++) { if (!(mjc_in_mask(MASK_7, _t124->v[_t125]))) { _t126 = 0; break; } } _t126; }))) ? 1 : 0;  /* honroutou: specs/riichi.yaml:570 */
        n_houtei = (!limit_counted && (((mjc_int)((f_last_tile) && ((!b_self_drawn)))))) ? 1 : 0;  /* houtei: specs/riichi.yaml:498 */
        n_ryanpeikou = (!limit_counted && (((mjc_int)((d_closed) && (({ mjc_int _t36 = (b_chows).n; (mjc_int)((_t36 == ((mjc_int)4LL))); })) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t37 = &b_chows;  mjc_int _t39 = 1; for (int _t38 = 0; _t38 < _t37->n; _t38++) { const mjc_group * v_c = _t37->v[_t38];  if (!(({ mjc_int _t45 = mjc_mod(((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t40 = &b_chows;  mjc_int _t42 = 0; for (int _t41 = 0; _t41 < _t40->n; _t41++) { const mjc_group * v_d = _t40->v[_t41];  if (({ mjc_int _t43 = mjc_real(v_d)->tile; mjc_int _t44 = mjc_real(v_c)->tile; (mjc_int)((_t43 == _t44)); })) _t42++; } _t42; }) : ((mjc_int)0LL)), ((mjc_int)2LL)); (mjc_int)((_t45 == ((mjc_int)0LL))); }))) { _t39 = 0; break; } } _t39; }) : ((mjc_int)1))))))) ? 1 : 0;  /* ryanpeikou: specs/riichi.yaml:460 */
        n_iipeikou = (!n_ryanpeikou && !limit_counted && (((mjc_int)((d_closed) && (({ mjc_int _t53 = ((((mjc_int)((b_chows).n >= 2))) ? ({ __label__ _t47_done; const mjc_groups *_t46 = &b_chows; mjc_int _t47 = 0; for (int _t49 = 0; _t49 < _t46->n; _t49++) for (int _t50 = _t49 + 1; _t50 < _t46->n; _t50++) { int _t48 = 0; if (!_t48) { const mjc_group * v_a = _t46->v[_t49]; const mjc_group * v_b = _t46->v[_t50]; if ((({ mjc_int _t51 = mjc_real(v_a)->tile; mjc_int _t52 = mjc_real(v_b)->tile; (mjc_int)((_t51 == _t52)); }))) _t48 = 1; } if (_t48) _t47++; } _t47_done: ; _t47; }) : ((mjc_int)0LL)); (mjc_int)((_t53 > ((mjc_int)0LL))); })))))) ? 1 : 0;  /* iipeikou: specs/riichi.yaml:468 */
        n_ippatsu_yaku = (!limit_counted && (f_ippatsu)) ? 1 : 0;  /* ippatsu_yaku: specs/riichi.yaml:436 */
        n_ittsu = (!limit_counted && (((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t88_done; const mjc_groups *_t87 = &b_chows; mjc_int _t88 = 0; for (int _t90 = 0; _t90 < _t87->n; _t90++) for (int _t91 = _t90 + 1; _t91 < _t87->n; _t91++) for (int _t92 = _t91 + 1; _t92 < _t87->n; _t92++) { int _t89 = 0; if (!_t89) { const mjc_group * v_a = _t87->v[_t90]; const mjc_group * v_b = _t87->v[_t91]; const mjc_group * v_c = _t87->v[_t92]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t90]; const mjc_group * v_b = _t87->v[_t92]; const mjc_group * v_c = _t87->v[_t91]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t91]; const mjc_group * v_b = _t87->v[_t90]; const mjc_group * v_c = _t87->v[_t92]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t91]; const mjc_group * v_b = _t87->v[_t92]; const mjc_group * v_c = _t87->v[_t90]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t92]; const mjc_group * v_b = _t87->v[_t90]; const mjc_group * v_c = _t87->v[_t91]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t92]; const mjc_group * v_b = _t87->v[_t91]; const mjc_group * v_c = _t87->v[_t90]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (_t89) { _t88 = 1; goto _t88_done; } } _t88_done: ; _t88; }) : ((mjc_int)0)))) ? 1 : 0;  /* ittsu: specs/riichi.yaml:520 */
        val_ittsu = n_ittsu ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_jikaze = (!limit_counted && (({ const mjc_groups *_t63 = &b_pungs; mjc_int _t66 = b_seat_wind; mjc_int _t65 = 0; for (int _t64 = 0; _t64 < _t63->n; _t64++) { if (_t63->v[_t64]->tile == _t66) { _t65 = 1; break; } } _t65; }))) ? 1 : 0;  /* jikaze: specs/riichi.yaml:486 */
        n_junchan = (!limit_counted && (((mjc_int)((d_outside_sets) && ((!({ const mjc_ints *_t103 = &b_tiles; mjc_int _t105 = 0; for (int _t104 = 0; _t104 < _t103->n; _t104++) { if (mjc_in_mask(MASK_0, _t103->v[_t104])) { _t105 = 1; break; } } _t105; }))))))) ? 1 : 0;  /* junchan: specs/riichi.yaml:532 */
        val_junchan = n_junchan ? ((d_closed) ? ((mjc_int)3LL) : ((mjc_int)2LL)) : 0;
        n_menzen_tsumo = (!limit_counted && (((mjc_int)((d_closed) && (b_self_drawn))))) ? 1 : 0;  /* menzen_tsumo: specs/riichi.yaml:442 */
        p_pinfu = ((mjc_int)((d_closed) && (((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t263 = (b_chows).n; (mjc_int)((_t263 == ((mjc_int)4LL))); })) && ((!p_pair_dragon)) && ((!p_pair_seat_wind)) && ((!p_pair_round_wind)) && (d_ryanmen)));  /* pinfu: specs/riichi.yaml:448 */
        n_pinfu = (!limit_counted && p_pinfu) ? 1 : 0;  /* pinfu: specs/riichi.yaml:448 */
        n_riichi = (!n_double_riichi_yaku && !limit_counted && (f_declared_ready)) ? 1 : 0;  /* riichi: specs/riichi.yaml:430 */
        n_rinshan = (!limit_counted && (f_kong_replacement)) ? 1 : 0;  /* rinshan: specs/riichi.yaml:502 */
        n_sanankou = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)3LL))))))))) ? 1 : 0;  /* sanankou: specs/riichi.yaml:544 */
        n_sankantsu = (!limit_counted && (({ mjc_int _t107 = (b_kongs).n; (mjc_int)((_t107 == ((mjc_int)3LL))); }))) ? 1 : 0;  /* sankantsu: specs/riichi.yaml:551 */
        n_sanshoku = (!limit_counted && (((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t72_done; const mjc_groups *_t71 = &b_chows; mjc_int _t72 = 0; for (int _t74 = 0; _t74 < _t71->n; _t74++) for (int _t75 = _t74 + 1; _t75 < _t71->n; _t75++) for (int _t76 = _t75 + 1; _t76 < _t71->n; _t76++) { int _t73 = 0; if (!_t73) { const mjc_group * v_a = _t71->v[_t74]; const mjc_group * v_b = _t71->v[_t75]; const mjc_group * v_c = _t71->v[_t76]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t74]; const mjc_group * v_b = _t71->v[_t76]; const mjc_group * v_c = _t71->v[_t75]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t75]; const mjc_group * v_b = _t71->v[_t74]; const mjc_group * v_c = _t71->v[_t76]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t75]; const mjc_group * v_b = _t71->v[_t76]; const mjc_group * v_c = _t71->v[_t74]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t76]; const mjc_group * v_b = _t71->v[_t74]; const mjc_group * v_c = _t71->v[_t75]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t76]; const mjc_group * v_b = _t71->v[_t75]; const mjc_group * v_c = _t71->v[_t74]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (_t73) { _t72 = 1; goto _t72_done; } } _t72_done: ; _t72; }) : ((mjc_int)0)))) ? 1 : 0;  /* sanshoku: specs/riichi.yaml:515 */
        val_sanshoku = n_sanshoku ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_sanshoku_doukou = (!limit_counted && (((((mjc_int)((b_pungs).n >= 3))) ? ({ __label__ _t109_done; const mjc_groups *_t108 = &b_pungs; mjc_int _t109 = 0; for (int _t111 = 0; _t111 < _t108->n; _t111++) for (int _t112 = _t111 + 1; _t112 < _t108->n; _t112++) for (int _t113 = _t112 + 1; _t113 < _t108->n; _t113++) { int _t110 = 0; if (!_t110) { const mjc_group * v_a = _t108->v[_t111]; const mjc_group * v_b = _t108->v[_t112]; const mjc_group * v_c = _t108->v[_t113]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t111]; const mjc_group * v_b = _t108->v[_t113]; const mjc_group * v_c = _t108->v[_t112]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t112]; const mjc_group * v_b = _t108->v[_t111]; const mjc_group * v_c = _t108->v[_t113]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t112]; const mjc_group * v_b = _t108->v[_t113]; const mjc_group * v_c = _t108->v[_t111]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t113]; const mjc_group * v_b = _t108->v[_t111]; const mjc_group * v_c = _t108->v[_t112]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t113]; const mjc_group * v_b = _t108->v[_t112]; const mjc_group * v_c = _t108->v[_t111]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (_t110) { _t109 = 1; goto _t109_done; } } _t109_done: ; _t109; }) : ((mjc_int)0)))) ? 1 : 0;  /* sanshoku_doukou: specs/riichi.yaml:556 */
        n_shousangen = (!limit_counted && (((mjc_int)((((mjc_int)((d_dragon_pungs == ((mjc_int)2LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* shousangen: specs/riichi.yaml:563 */
        n_tanyao = (!limit_counted && (((mjc_int)((({ const mjc_ints *_t33 = &b_tiles; mjc_int _t35 = 1; for (int _t34 = 0; _t34 < _t33->n; _t34++) { if (!(mjc_in_mask(MASK_3, _t33->v[_t34]))) { _t35 = 0; break; } } _t35; })) && (((mjc_int)((d_closed) || (o_open_tanyao)))))))) ? 1 : 0;  /* tanyao: specs/riichi.yaml:454 */
        n_toitoi = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t106 = (b_pungs).n; (mjc_int)((_t106 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* toitoi: specs/riichi.yaml:539 */
        s_han = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)5LL) * n_nagashi_mangan_yaku + ((mjc_int)2LL) * n_double_riichi_yaku + n_riichi + n_ippatsu_yaku + n_menzen_tsumo + n_pinfu + n_tanyao + ((mjc_int)3LL) * n_ryanpeikou + n_iipeikou + n_haku + n_hatsu + n_chun + n_jikaze + n_bakaze + n_haitei + n_houtei + n_rinshan + n_chankan + ((mjc_int)2LL) * n_chiitoitsu + ((mjc_int)2LL) * n_toitoi + ((mjc_int)2LL) * n_sanankou + ((mjc_int)2LL) * n_sankantsu + ((mjc_int)2LL) * n_sanshoku_doukou + ((mjc_int)2LL) * n_shousangen + ((mjc_int)2LL) * n_honroutou), mjc_mul(val_sanshoku, n_sanshoku)), mjc_mul(val_ittsu, n_ittsu)), mjc_mul(val_chanta, n_chanta)), mjc_mul(val_junchan, n_junchan)), mjc_mul(val_honitsu, n_honitsu)), mjc_mul(val_chinitsu, n_chinitsu));  /* han */
        s_yakuman = mjc_add(mjc_add(mjc_add(mjc_add((n_kokushi + n_suuankou + n_daisangen + n_shousuushii + n_tsuuiisou + n_chinroutou + n_ryuuiisou + n_chuuren + n_suukantsu + n_tenhou + n_chiihou), mjc_mul(val_kokushi_13, n_kokushi_13)), mjc_mul(val_suuankou_tanki, n_suuankou_tanki)), mjc_mul(val_daisuushii, n_daisuushii)), mjc_mul(val_chuuren_9, n_chuuren_9));  /* yakuman */
        d_has_yaku = ((mjc_int)((((mjc_int)((s_han > ((mjc_int)0LL))))) || (((mjc_int)((s_yakuman > ((mjc_int)0LL)))))));  /* has_yaku: specs/riichi.yaml:199 */
        n_aka_dora = (!limit_counted && (((mjc_int)((b_red_fives > ((mjc_int)0LL)))))) ? mjc_max2(0, b_red_fives) : 0;  /* aka_dora: specs/riichi.yaml:605 */
        n_dora = (!limit_counted && (((mjc_int)((d_dora_count > ((mjc_int)0LL)))))) ? mjc_max2(0, d_dora_count) : 0;  /* dora: specs/riichi.yaml:589 */
        n_ura_dora = (!limit_counted && (((mjc_int)((f_declared_ready) && (((mjc_int)((d_ura_count > ((mjc_int)0LL))))))))) ? mjc_max2(0, d_ura_count) : 0;  /* ura_dora: specs/riichi.yaml:597 */
        s_dora_han = mjc_add(mjc_add(n_dora, n_ura_dora), n_aka_dora);  /* dora_han */
        d_han_total = mjc_add(s_han, s_dora_han);  /* han_total: specs/riichi.yaml:202 */
        n_ankan_simple = (!limit_counted && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t177 = &b_kongs;  mjc_int _t179 = 0; for (int _t178 = 0; _t178 < _t177->n; _t178++) { const mjc_group * v_s = _t177->v[_t178];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t179 = 1; break; } } _t179; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t180 = &b_kongs;  mjc_int _t182 = 0; for (int _t181 = 0; _t181 < _t180->n; _t181++) { const mjc_group * v_s = _t180->v[_t181];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t182++; } _t182; }) : ((mjc_int)0LL))) : 0;  /* ankan_simple: specs/riichi.yaml:689 */
        n_ankan_yaochu = (!limit_counted && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t183 = &b_kongs;  mjc_int _t185 = 0; for (int _t184 = 0; _t184 < _t183->n; _t184++) { const mjc_group * v_s = _t183->v[_t184];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t185 = 1; break; } } _t185; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t186 = &b_kongs;  mjc_int _t188 = 0; for (int _t187 = 0; _t187 < _t186->n; _t187++) { const mjc_group * v_s = _t186->v[_t187];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t188++; } _t188; }) : ((mjc_int)0LL))) : 0;  /* ankan_yaochu: specs/riichi.yaml:696 */
        n_anko_simple = (!limit_counted && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t153 = &b_pungs;  mjc_int _t155 = 0; for (int _t154 = 0; _t154 < _t153->n; _t154++) { const mjc_group * v_s = _t153->v[_t154];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t155 = 1; break; } } _t155; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t156 = &b_pungs;  mjc_int _t158 = 0; for (int _t157 = 0; _t157 < _t156->n; _t157++) { const mjc_group * v_s = _t156->v[_t157];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t158++; } _t158; }) : ((mjc_int)0LL))) : 0;  /* anko_simple: specs/riichi.yaml:661 */
        n_anko_yaochu = (!limit_counted && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t159 = &b_pungs;  mjc_int _t161 = 0; for (int _t160 = 0; _t160 < _t159->n; _t160++) { const mjc_group * v_s = _t159->v[_t160];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t161 = 1; break; } } _t161; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t162 = &b_pungs;  mjc_int _t164 = 0; for (int _t163 = 0; _t163 < _t162->n; _t163++) { const mjc_group * v_s = _t162->v[_t163];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t164++; } _t164; }) : ((mjc_int)0LL))) : 0;  /* anko_yaochu: specs/riichi.yaml:668 */
        n_chiitoitsu_fu = (!limit_counted && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* chiitoitsu_fu: specs/riichi.yaml:621 */
        n_futei = (!limit_counted && (((mjc_int)((b_shape == SHAPE_STANDARD))))) ? 1 : 0;  /* futei: specs/riichi.yaml:615 */
        n_kanchan = (!limit_counted && p_kanchan) ? 1 : 0;  /* kanchan: specs/riichi.yaml:721 */
        n_menzen_kafu = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (d_closed) && ((!b_self_drawn)))))) ? 1 : 0;  /* menzen_kafu: specs/riichi.yaml:627 */
        n_minkan_simple = (!limit_counted && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t165 = &b_kongs;  mjc_int _t167 = 0; for (int _t166 = 0; _t166 < _t165->n; _t166++) { const mjc_group * v_s = _t165->v[_t166];  if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t167 = 1; break; } } _t167; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t168 = &b_kongs;  mjc_int _t170 = 0; for (int _t169 = 0; _t169 < _t168->n; _t169++) { const mjc_group * v_s = _t168->v[_t169];  if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t170++; } _t170; }) : ((mjc_int)0LL))) : 0;  /* minkan_simple: specs/riichi.yaml:675 */
        n_minkan_yaochu = (!limit_counted && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t171 = &b_kongs;  mjc_int _t173 = 0; for (int _t172 = 0; _t172 < _t171->n; _t172++) { const mjc_group * v_s = _t171->v[_t172];  if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t173 = 1; break; } } _t173; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t174 = &b_kongs;  mjc_int _t176 = 0; for (int _t175 = 0; _t175 < _t174->n; _t175++) { const mjc_group * v_s = _t174->v[_t175];  if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t176++; } _t176; }) : ((mjc_int)0LL))) : 0;  /* minkan_yaochu: specs/riichi.yaml:682 */
        n_minko_simple = (!limit_counted && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t141 = &b_pungs;  mjc_int _t143 = 0; for (int _t142 = 0; _t142 < _t141->n; _t142++) { const mjc_group * v_s = _t141->v[_t142];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t143 = 1; break; } } _t143; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t144 = &b_pungs;  mjc_int _t146 = 0; for (int _t145 = 0; _t145 < _t144->n; _t145++) { const mjc_group * v_s = _t144->v[_t145];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t146++; } _t146; }) : ((mjc_int)0LL))) : 0;  /* minko_simple: specs/riichi.yaml:647 */
        n_minko_yaochu = (!limit_counted && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t147 = &b_pungs;  mjc_int _t149 = 0; for (int _t148 = 0; _t148 < _t147->n; _t148++) { const mjc_group * v_s = _t147->v[_t148];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t149 = 1; break; } } _t149; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t150 = &b_pungs;  mjc_int _t152 = 0; for (int _t151 = 0; _t151 < _t150->n; _t151++) { const mjc_group * v_s = _t150->v[_t151];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t152++; } _t152; }) : ((mjc_int)0LL))) : 0;  /* minko_yaochu: specs/riichi.yaml:654 */
        n_open_pinfu_fu = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((!d_closed)) && ((!b_self_drawn)) && (({ mjc_int _t140 = (b_chows).n; (mjc_int)((_t140 == ((mjc_int)4LL))); })) && ((!p_pair_dragon)) && ((!p_pair_seat_wind)) && ((!p_pair_round_wind)) && (d_ryanmen))))) ? 1 : 0;  /* open_pinfu_fu: specs/riichi.yaml:639 */
        n_pair_dragon = (!limit_counted && p_pair_dragon) ? 1 : 0;  /* pair_dragon: specs/riichi.yaml:703 */
        n_pair_round_wind = (!limit_counted && p_pair_round_wind) ? 1 : 0;  /* pair_round_wind: specs/riichi.yaml:715 */
        n_pair_seat_wind = (!limit_counted && p_pair_seat_wind) ? 1 : 0;  /* pair_seat_wind: specs/riichi.yaml:709 */
        n_penchan = (!limit_counted && p_penchan) ? 1 : 0;  /* penchan: specs/riichi.yaml:727 */
        n_tanki = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == PAIR)))))) ? 1 : 0;  /* tanki: specs/riichi.yaml:733 */
        n_tsumo_fu = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (b_self_drawn) && ((!p_pinfu)))))) ? 1 : 0;  /* tsumo_fu: specs/riichi.yaml:633 */
        s_fu = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)20LL) * n_futei + ((mjc_int)25LL) * n_chiitoitsu_fu + ((mjc_int)10LL) * n_menzen_kafu + ((mjc_int)2LL) * n_tsumo_fu + ((mjc_int)10LL) * n_open_pinfu_fu + ((mjc_int)2LL) * n_pair_dragon + ((mjc_int)2LL) * n_pair_seat_wind + ((mjc_int)2LL) * n_pair_round_wind + ((mjc_int)2LL) * n_kanchan + ((mjc_int)2LL) * n_penchan + ((mjc_int)2LL) * n_tanki), mjc_mul(((mjc_int)2LL), n_minko_simple)), mjc_mul(((mjc_int)4LL), n_minko_yaochu)), mjc_mul(((mjc_int)4LL), n_anko_simple)), mjc_mul(((mjc_int)8LL), n_anko_yaochu)), mjc_mul(((mjc_int)8LL), n_minkan_simple)), mjc_mul(((mjc_int)16LL), n_minkan_yaochu)), mjc_mul(((mjc_int)16LL), n_ankan_simple)), mjc_mul(((mjc_int)32LL), n_ankan_yaochu));  /* fu */
        d_fu_total = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) ? s_fu : mjc_mul(mjc_floordiv(mjc_sub(mjc_add(s_fu, ((mjc_int)10LL)), ((mjc_int)1LL)), ((mjc_int)10LL)), ((mjc_int)10LL)));  /* fu_total: specs/riichi.yaml:208 */
        d_basic = ((((mjc_int)((s_yakuman > ((mjc_int)0LL))))) ? mjc_mul(((mjc_int)8000LL), s_yakuman) : ((((mjc_int)((d_han_total >= ((mjc_int)13LL))))) ? ((o_counted_yakuman) ? ((mjc_int)8000LL) : ((mjc_int)6000LL)) : ((((mjc_int)((d_han_total >= ((mjc_int)11LL))))) ? ((mjc_int)6000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)8LL))))) ? ((mjc_int)4000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)6LL))))) ? ((mjc_int)3000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)5LL))))) ? ((mjc_int)2000LL) : ((((mjc_int)((o_kiriage) && (((mjc_int)((((mjc_int)((((mjc_int)((d_han_total == ((mjc_int)4LL))))) && (((mjc_int)((d_fu_total == ((mjc_int)30LL)))))))) || (((mjc_int)((((mjc_int)((d_han_total == ((mjc_int)3LL))))) && (((mjc_int)((d_fu_total == ((mjc_int)60LL)))))))))))))) ? ((mjc_int)2000LL) : mjc_min_of(((mjc_int)2000LL), mjc_mul(d_fu_total, mjc_pow(((mjc_int)2LL), mjc_add(((mjc_int)2LL), d_han_total)))))))))));  /* basic: specs/riichi.yaml:211 */

        mjc_tuple value = ((mjc_tuple){5, {((d_has_yaku) ? ((mjc_int)1LL) : ((mjc_int)0LL)), d_basic, s_yakuman, d_han_total, d_fu_total}});
        if (best < 0 || mjc_tuple_cmp(&value, &best_value) > 0) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_chows = mjc_sets_of_kinds(arr->sets, 1 << CHOW);
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        b_win_set = arr->win_set;
        d_concealed_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t240 = &b_pungs;  mjc_int _t242 = 0; for (int _t241 = 0; _t241 < _t240->n; _t241++) { const mjc_group * v_s = _t240->v[_t241];  if ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) _t242++; } _t242; }) : ((mjc_int)0LL));  /* concealed_pungs: specs/riichi.yaml:157 */
        d_dragon_pungs = ({ const mjc_groups *_t243 = &b_pungs; mjc_int _t245 = 0; for (int _t244 = 0; _t244 < _t243->n; _t244++) { if (mjc_in_mask(MASK_10, _t243->v[_t244]->tile)) _t245++; } _t245; });  /* dragon_pungs: specs/riichi.yaml:160 */
        d_wind_pungs = ({ const mjc_groups *_t246 = &b_pungs; mjc_int _t248 = 0; for (int _t247 = 0; _t247 < _t246->n; _t247++) { if (mjc_in_mask(MASK_11, _t246->v[_t247]->tile)) _t248++; } _t248; });  /* wind_pungs: specs/riichi.yaml:163 */
        d_pair_tile = ({ const mjc_groups *_t249 = &b_pairs; _t249->n ? mjc_real(_t249->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/riichi.yaml:166 */
        d_outside_sets = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t250 = (b_chows).n; (mjc_int)((_t250 > ((mjc_int)0LL))); })) && (({ const mjc_groups _t251_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t251 = &_t251_v;  mjc_int _t253 = 1; for (int _t252 = 0; _t252 < _t251->n; _t252++) { const mjc_group * v_s = _t251->v[_t252];  if (!(({ const mjc_ints _t254_v = mjc_group_tiles(v_s); const mjc_ints *_t254 = &_t254_v; mjc_int _t256 = 0; for (int _t255 = 0; _t255 < _t254->n; _t255++) { if (mjc_in_mask(MASK_7, _t254->v[_t255])) { _t256 = 1; break; } } _t256; }))) { _t253 = 0; break; } } _t253; }))));  /* outside_sets: specs/riichi.yaml:172 */
        p_kanchan = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == CHOW)) && (({ mjc_int _t257 = mjc_number(b_win_tile); mjc_int _t258 = mjc_add(mjc_number(mjc_real(b_win_set)->tile), ((mjc_int)1LL)); (mjc_int)((_t257 == _t258)); }))));  /* kanchan: specs/riichi.yaml:721 */
        p_penchan = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == CHOW)) && (((mjc_int)((((mjc_int)((({ mjc_int _t259 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t259 == ((mjc_int)1LL))); })) && (({ mjc_int _t260 = mjc_number(b_win_tile); (mjc_int)((_t260 == ((mjc_int)3LL))); }))))) || (((mjc_int)((({ mjc_int _t261 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t261 == ((mjc_int)7LL))); })) && (({ mjc_int _t262 = mjc_number(b_win_tile); (mjc_int)((_t262 == ((mjc_int)7LL))); }))))))))));  /* penchan: specs/riichi.yaml:727 */
        d_ryanmen = ((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && ((!p_kanchan)) && ((!p_penchan))));  /* ryanmen: specs/riichi.yaml:175 */
        p_pair_dragon = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (mjc_is_dragon(d_pair_tile))));  /* pair_dragon: specs/riichi.yaml:703 */
        p_pair_round_wind = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_pair_tile == b_round_wind))))));  /* pair_round_wind: specs/riichi.yaml:715 */
        p_pair_seat_wind = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_pair_tile == b_seat_wind))))));  /* pair_seat_wind: specs/riichi.yaml:709 */
        n_chinroutou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t4 = &b_tiles; mjc_int _t6 = 1; for (int _t5 = 0; _t5 < _t4->n; _t5++) { if (!(mjc_in_mask(MASK_1, _t4->v[_t5]))) { _t6 = 0; break; } } _t6; })))))) ? 1 : 0;  /* chinroutou: specs/riichi.yaml:351 */
        n_daisangen = ((((mjc_int)((d_dragon_pungs == ((mjc_int)3LL)))))) ? 1 : 0;  /* daisangen: specs/riichi.yaml:317 */
        n_daisuushii = ((((mjc_int)((d_wind_pungs == ((mjc_int)4LL)))))) ? 1 : 0;  /* daisuushii: specs/riichi.yaml:325 */
        val_daisuushii = n_daisuushii ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_kokushi_13 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS)))) && (({ mjc_int _t0 = ((done_b_waits ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), done_b_waits = 1, b_waits))).n; (mjc_int)((_t0 == ((mjc_int)13LL))); })))))) ? 1 : 0;  /* kokushi_13: specs/riichi.yaml:279 */
        val_kokushi_13 = n_kokushi_13 ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_kokushi = (!n_kokushi_13 && (((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS))))) ? 1 : 0;  /* kokushi: specs/riichi.yaml:289 */
        n_nagashi_mangan_yaku = ((((mjc_int)((b_shape == SHAPE_NAGASHI_MANGAN))))) ? 1 : 0;  /* nagashi_mangan_yaku: specs/riichi.yaml:410 */
        n_ryuuiisou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t7 = &b_tiles; mjc_int _t9 = 1; for (int _t8 = 0; _t8 < _t7->n; _t8++) { if (!(mjc_in_mask(MASK_2, _t7->v[_t8]))) { _t9 = 0; break; } } _t9; })))))) ? 1 : 0;  /* ryuuiisou: specs/riichi.yaml:359 */
        n_shousuushii = (!n_daisuushii && (((mjc_int)((((mjc_int)((d_wind_pungs == ((mjc_int)3LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* shousuushii: specs/riichi.yaml:335 */
        n_suuankou_tanki = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)4LL))))) && ((mjc_real(b_win_set)->kind == PAIR)))))) ? 1 : 0;  /* suuankou_tanki: specs/riichi.yaml:297 */
        val_suuankou_tanki = n_suuankou_tanki ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_suuankou = (!n_suuankou_tanki && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)4LL))))))))) ? 1 : 0;  /* suuankou: specs/riichi.yaml:307 */
        n_suukantsu = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ mjc_int _t30 = (b_kongs).n; (mjc_int)((_t30 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* suukantsu: specs/riichi.yaml:385 */
        n_tsuuiisou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t1 = &b_tiles; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) { if (!(mjc_in_mask(MASK_0, _t1->v[_t2]))) { _t3 = 0; break; } } _t3; })))))) ? 1 : 0;  /* tsuuiisou: specs/riichi.yaml:343 */
        limit_counted = (n_kokushi_13 || n_kokushi || n_suuankou_tanki || n_suuankou || n_daisangen || n_daisuushii || n_shousuushii || n_tsuuiisou || n_chinroutou || n_ryuuiisou || n_chuuren_9 || n_chuuren || n_suukantsu || n_tenhou || n_chiihou || n_nagashi_mangan_yaku);  /* whether any limit pattern counted */
        n_bakaze = (!limit_counted && (({ const mjc_groups *_t67 = &b_pungs; mjc_int _t70 = b_round_wind; mjc_int _t69 = 0; for (int _t68 = 0; _t68 < _t67->n; _t68++) { if (_t67->v[_t68]->tile == _t70) { _t69 = 1; break; } } _t69; }))) ? 1 : 0;  /* bakaze: specs/riichi.yaml:490 */
        n_chankan = (!limit_counted && (((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* chankan: specs/riichi.yaml:506 */
        n_chanta = (!limit_counted && (((mjc_int)((d_outside_sets) && (({ const mjc_ints *_t100 = &b_tiles; mjc_int _t102 = 0; for (int _t101 = 0; _t101 < _t100->n; _t101++) { if (mjc_in_mask(MASK_0, _t100->v[_t101])) { _t102 = 1; break; } } _t102; })))))) ? 1 : 0;  /* chanta: specs/riichi.yaml:525 */
        val_chanta = n_chanta ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_chiitoitsu = (!limit_counted && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* chiitoitsu: specs/riichi.yaml:510 */
        n_chinitsu = (!limit_counted && (((mjc_int)((({ const mjc_ints *_t136 = &b_tiles; mjc_int _t138 = 1; for (int _t137 = 0; _t137 < _t136->n; _t137++) { if (!(mjc_in_mask(MASK_8, _t136->v[_t137]))) { _t138 = 0; break; } } _t138; })) && (({ const mjc_ints *_t139 = &b_tiles; (mjc_int)(_t139->n > 0 && mjc_suit(_t139->v[0]) == mjc_suit(_t139->v[_t139->n - 1])); })))))) ? 1 : 0;  /* chinitsu: specs/riichi.yaml:582 */
        val_chinitsu = n_chinitsu ? ((d_closed) ? ((mjc_int)6LL) : ((mjc_int)5LL)) : 0;
        n_chun = (!limit_counted && (({ const mjc_groups *_t60 = &b_pungs; mjc_int _t62 = 0; for (int _t61 = 0; _t61 < _t60->n; _t61++) { if (mjc_in_mask(MASK_6, _t60->v[_t61]->tile)) { _t62 = 1; break; } } _t62; }))) ? 1 : 0;  /* chun: specs/riichi.yaml:482 */
        n_double_riichi_yaku = (!limit_counted && (f_double_riichi)) ? 1 : 0;  /* double_riichi_yaku: specs/riichi.yaml:422 */
        n_haitei = (!limit_counted && (((mjc_int)((f_last_tile) && (b_self_drawn) && ((!f_kong_replacement)))))) ? 1 : 0;  /* haitei: specs/riichi.yaml:494 */
        n_haku = (!limit_counted && (({ const mjc_groups *_t54 = &b_pungs; mjc_int _t56 = 0; for (int _t55 = 0; _t55 < _t54->n; _t55++) { if (mjc_in_mask(MASK_4, _t54->v[_t55]->tile)) { _t56 = 1; break; } } _t56; }))) ? 1 : 0;  /* haku: specs/riichi.yaml:474 */
        n_hatsu = (!limit_counted && (({ const mjc_groups *_t57 = &b_pungs; mjc_int _t59 = 0; for (int _t58 = 0; _t58 < _t57->n; _t58++) { if (mjc_in_mask(MASK_5, _t57->v[_t58]->tile)) { _t59 = 1; break; } } _t59; }))) ? 1 : 0;  /* hatsu: specs/riichi.yaml:478 */
        n_honitsu = (!limit_counted && (((mjc_int)((({ mjc_int _t132 = (({ const mjc_ints *_t127 = &b_tiles; mjc_ints _t129; _t129.n = 0; uint64_t _t131 = 0; for (int _t128 = 0; _t128 < _t127->n; _t128++) { mjc_int v_t = _t127->v[_t128]; if (!((mjc_suit(v_t) < 3))) continue; mjc_int _t130 = mjc_suit(v_t); if (mjc_first_seen(&_t129, &_t131, _t130)) mjc_push(&_t129, _t130); } _t129; })).n; (mjc_int)((_t132 == ((mjc_int)1LL))); })) && (({ const mjc_ints *_t133 = &b_tiles; mjc_int _t135 = 0; for (int _t134 = 0; _t134 < _t133->n; _t134++) { if (mjc_in_mask(MASK_0, _t133->v[_t134])) { _t135 = 1; break; } } _t135; })))))) ? 1 : 0;  /* honitsu: specs/riichi.yaml:577 */
        val_honitsu = n_honitsu ? ((d_closed) ? ((mjc_int)3LL) : ((mjc_int)2LL)) : 0;
        n_honroutou = (!limit_counted && (({ const mjc_ints *_t124 = &b_tiles; mjc_int _t126 = 1; for (int _t125 = 0; _t125 < _t124->n; _t125++) { if (!(mjc_in_mask(MASK_7, _t124->v[_t125]))) { _t126 = 0; break; } } _t126; }))) ? 1 : 0;  /* honroutou: specs/riichi.yaml:570 */
        n_houtei = (!limit_counted && (((mjc_int)((f_last_tile) && ((!b_self_drawn)))))) ? 1 : 0;  /* houtei: specs/riichi.yaml:498 */
        n_ryanpeikou = (!limit_counted && (((mjc_int)((d_closed) && (({ mjc_int _t36 = (b_chows).n; (mjc_int)((_t36 == ((mjc_int)4LL))); })) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t37 = &b_chows;  mjc_int _t39 = 1; for (int _t38 = 0; _t38 < _t37->n; _t38++) { const mjc_group * v_c = _t37->v[_t38];  if (!(({ mjc_int _t45 = mjc_mod(((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t40 = &b_chows;  mjc_int _t42 = 0; for (int _t41 = 0; _t41 < _t40->n; _t41++) { const mjc_group * v_d = _t40->v[_t41];  if (({ mjc_int _t43 = mjc_real(v_d)->tile; mjc_int _t44 = mjc_real(v_c)->tile; (mjc_int)((_t43 == _t44)); })) _t42++; } _t42; }) : ((mjc_int)0LL)), ((mjc_int)2LL)); (mjc_int)((_t45 == ((mjc_int)0LL))); }))) { _t39 = 0; break; } } _t39; }) : ((mjc_int)1))))))) ? 1 : 0;  /* ryanpeikou: specs/riichi.yaml:460 */
        n_iipeikou = (!n_ryanpeikou && !limit_counted && (((mjc_int)((d_closed) && (({ mjc_int _t53 = ((((mjc_int)((b_chows).n >= 2))) ? ({ __label__ _t47_done; const mjc_groups *_t46 = &b_chows; mjc_int _t47 = 0; for (int _t49 = 0; _t49 < _t46->n; _t49++) for (int _t50 = _t49 + 1; _t50 < _t46->n; _t50++) { int _t48 = 0; if (!_t48) { const mjc_group * v_a = _t46->v[_t49]; const mjc_group * v_b = _t46->v[_t50]; if ((({ mjc_int _t51 = mjc_real(v_a)->tile; mjc_int _t52 = mjc_real(v_b)->tile; (mjc_int)((_t51 == _t52)); }))) _t48 = 1; } if (_t48) _t47++; } _t47_done: ; _t47; }) : ((mjc_int)0LL)); (mjc_int)((_t53 > ((mjc_int)0LL))); })))))) ? 1 : 0;  /* iipeikou: specs/riichi.yaml:468 */
        n_ippatsu_yaku = (!limit_counted && (f_ippatsu)) ? 1 : 0;  /* ippatsu_yaku: specs/riichi.yaml:436 */
        n_ittsu = (!limit_counted && (((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t88_done; const mjc_groups *_t87 = &b_chows; mjc_int _t88 = 0; for (int _t90 = 0; _t90 < _t87->n; _t90++) for (int _t91 = _t90 + 1; _t91 < _t87->n; _t91++) for (int _t92 = _t91 + 1; _t92 < _t87->n; _t92++) { int _t89 = 0; if (!_t89) { const mjc_group * v_a = _t87->v[_t90]; const mjc_group * v_b = _t87->v[_t91]; const mjc_group * v_c = _t87->v[_t92]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t90]; const mjc_group * v_b = _t87->v[_t92]; const mjc_group * v_c = _t87->v[_t91]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t91]; const mjc_group * v_b = _t87->v[_t90]; const mjc_group * v_c = _t87->v[_t92]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t91]; const mjc_group * v_b = _t87->v[_t92]; const mjc_group * v_c = _t87->v[_t90]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t92]; const mjc_group * v_b = _t87->v[_t90]; const mjc_group * v_c = _t87->v[_t91]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t92]; const mjc_group * v_b = _t87->v[_t91]; const mjc_group * v_c = _t87->v[_t90]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (_t89) { _t88 = 1; goto _t88_done; } } _t88_done: ; _t88; }) : ((mjc_int)0)))) ? 1 : 0;  /* ittsu: specs/riichi.yaml:520 */
        val_ittsu = n_ittsu ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_jikaze = (!limit_counted && (({ const mjc_groups *_t63 = &b_pungs; mjc_int _t66 = b_seat_wind; mjc_int _t65 = 0; for (int _t64 = 0; _t64 < _t63->n; _t64++) { if (_t63->v[_t64]->tile == _t66) { _t65 = 1; break; } } _t65; }))) ? 1 : 0;  /* jikaze: specs/riichi.yaml:486 */
        n_junchan = (!limit_counted && (((mjc_int)((d_outside_sets) && ((!({ const mjc_ints *_t103 = &b_tiles; mjc_int _t105 = 0; for (int _t104 = 0; _t104 < _t103->n; _t104++) { if (mjc_in_mask(MASK_0, _t103->v[_t104])) { _t105 = 1; break; } } _t105; }))))))) ? 1 : 0;  /* junchan: specs/riichi.yaml:532 */
        val_junchan = n_junchan ? ((d_closed) ? ((mjc_int)3LL) : ((mjc_int)2LL)) : 0;
        n_menzen_tsumo = (!limit_counted && (((mjc_int)((d_closed) && (b_self_drawn))))) ? 1 : 0;  /* menzen_tsumo: specs/riichi.yaml:442 */
        p_pinfu = ((mjc_int)((d_closed) && (((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t263 = (b_chows).n; (mjc_int)((_t263 == ((mjc_int)4LL))); })) && ((!p_pair_dragon)) && ((!p_pair_seat_wind)) && ((!p_pair_round_wind)) && (d_ryanmen)));  /* pinfu: specs/riichi.yaml:448 */
        n_pinfu = (!limit_counted && p_pinfu) ? 1 : 0;  /* pinfu: specs/riichi.yaml:448 */
        n_riichi = (!n_double_riichi_yaku && !limit_counted && (f_declared_ready)) ? 1 : 0;  /* riichi: specs/riichi.yaml:430 */
        n_rinshan = (!limit_counted && (f_kong_replacement)) ? 1 : 0;  /* rinshan: specs/riichi.yaml:502 */
        n_sanankou = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)3LL))))))))) ? 1 : 0;  /* sanankou: specs/riichi.yaml:544 */
        n_sankantsu = (!limit_counted && (({ mjc_int _t107 = (b_kongs).n; (mjc_int)((_t107 == ((mjc_int)3LL))); }))) ? 1 : 0;  /* sankantsu: specs/riichi.yaml:551 */
        n_sanshoku = (!limit_counted && (((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t72_done; const mjc_groups *_t71 = &b_chows; mjc_int _t72 = 0; for (int _t74 = 0; _t74 < _t71->n; _t74++) for (int _t75 = _t74 + 1; _t75 < _t71->n; _t75++) for (int _t76 = _t75 + 1; _t76 < _t71->n; _t76++) { int _t73 = 0; if (!_t73) { const mjc_group * v_a = _t71->v[_t74]; const mjc_group * v_b = _t71->v[_t75]; const mjc_group * v_c = _t71->v[_t76]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t74]; const mjc_group * v_b = _t71->v[_t76]; const mjc_group * v_c = _t71->v[_t75]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t75]; const mjc_group * v_b = _t71->v[_t74]; const mjc_group * v_c = _t71->v[_t76]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t75]; const mjc_group * v_b = _t71->v[_t76]; const mjc_group * v_c = _t71->v[_t74]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t76]; const mjc_group * v_b = _t71->v[_t74]; const mjc_group * v_c = _t71->v[_t75]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t76]; const mjc_group * v_b = _t71->v[_t75]; const mjc_group * v_c = _t71->v[_t74]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (_t73) { _t72 = 1; goto _t72_done; } } _t72_done: ; _t72; }) : ((mjc_int)0)))) ? 1 : 0;  /* sanshoku: specs/riichi.yaml:515 */
        val_sanshoku = n_sanshoku ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_sanshoku_doukou = (!limit_counted && (((((mjc_int)((b_pungs).n >= 3))) ? ({ __label__ _t109_done; const mjc_groups *_t108 = &b_pungs; mjc_int _t109 = 0; for (int _t111 = 0; _t111 < _t108->n; _t111++) for (int _t112 = _t111 + 1; _t112 < _t108->n; _t112++) for (int _t113 = _t112 + 1; _t113 < _t108->n; _t113++) { int _t110 = 0; if (!_t110) { const mjc_group * v_a = _t108->v[_t111]; const mjc_group * v_b = _t108->v[_t112]; const mjc_group * v_c = _t108->v[_t113]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t111]; const mjc_group * v_b = _t108->v[_t113]; const mjc_group * v_c = _t108->v[_t112]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t112]; const mjc_group * v_b = _t108->v[_t111]; const mjc_group * v_c = _t108->v[_t113]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t112]; const mjc_group * v_b = _t108->v[_t113]; const mjc_group * v_c = _t108->v[_t111]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t113]; const mjc_group * v_b = _t108->v[_t111]; const mjc_group * v_c = _t108->v[_t112]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t113]; const mjc_group * v_b = _t108->v[_t112]; const mjc_group * v_c = _t108->v[_t111]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (_t110) { _t109 = 1; goto _t109_done; } } _t109_done: ; _t109; }) : ((mjc_int)0)))) ? 1 : 0;  /* sanshoku_doukou: specs/riichi.yaml:556 */
        n_shousangen = (!limit_counted && (((mjc_int)((((mjc_int)((d_dragon_pungs == ((mjc_int)2LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* shousangen: specs/riichi.yaml:563 */
        n_tanyao = (!limit_counted && (((mjc_int)((({ const mjc_ints *_t33 = &b_tiles; mjc_int _t35 = 1; for (int _t34 = 0; _t34 < _t33->n; _t34++) { if (!(mjc_in_mask(MASK_3, _t33->v[_t34]))) { _t35 = 0; break; } } _t35; })) && (((mjc_int)((d_closed) || (o_open_tanyao)))))))) ? 1 : 0;  /* tanyao: specs/riichi.yaml:454 */
        n_toitoi = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t106 = (b_pungs).n; (mjc_int)((_t106 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* toitoi: specs/riichi.yaml:539 */
        s_han = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)5LL) * n_nagashi_mangan_yaku + ((mjc_int)2LL) * n_double_riichi_yaku + n_riichi + n_ippatsu_yaku + n_menzen_tsumo + n_pinfu + n_tanyao + ((mjc_int)3LL) * n_ryanpeikou + n_iipeikou + n_haku + n_hatsu + n_chun + n_jikaze + n_bakaze + n_haitei + n_houtei + n_rinshan + n_chankan + ((mjc_int)2LL) * n_chiitoitsu + ((mjc_int)2LL) * n_toitoi + ((mjc_int)2LL) * n_sanankou + ((mjc_int)2LL) * n_sankantsu + ((mjc_int)2LL) * n_sanshoku_doukou + ((mjc_int)2LL) * n_shousangen + ((mjc_int)2LL) * n_honroutou), mjc_mul(val_sanshoku, n_sanshoku)), mjc_mul(val_ittsu, n_ittsu)), mjc_mul(val_chanta, n_chanta)), mjc_mul(val_junchan, n_junchan)), mjc_mul(val_honitsu, n_honitsu)), mjc_mul(val_chinitsu, n_chinitsu));  /* han */
        s_yakuman = mjc_add(mjc_add(mjc_add(mjc_add((n_kokushi + n_suuankou + n_daisangen + n_shousuushii + n_tsuuiisou + n_chinroutou + n_ryuuiisou + n_chuuren + n_suukantsu + n_tenhou + n_chiihou), mjc_mul(val_kokushi_13, n_kokushi_13)), mjc_mul(val_suuankou_tanki, n_suuankou_tanki)), mjc_mul(val_daisuushii, n_daisuushii)), mjc_mul(val_chuuren_9, n_chuuren_9));  /* yakuman */
        d_has_yaku = ((mjc_int)((((mjc_int)((s_han > ((mjc_int)0LL))))) || (((mjc_int)((s_yakuman > ((mjc_int)0LL)))))));  /* has_yaku: specs/riichi.yaml:199 */
        n_aka_dora = (!limit_counted && (((mjc_int)((b_red_fives > ((mjc_int)0LL)))))) ? mjc_max2(0, b_red_fives) : 0;  /* aka_dora: specs/riichi.yaml:605 */
        n_dora = (!limit_counted && (((mjc_int)((d_dora_count > ((mjc_int)0LL)))))) ? mjc_max2(0, d_dora_count) : 0;  /* dora: specs/riichi.yaml:589 */
        n_ura_dora = (!limit_counted && (((mjc_int)((f_declared_ready) && (((mjc_int)((d_ura_count > ((mjc_int)0LL))))))))) ? mjc_max2(0, d_ura_count) : 0;  /* ura_dora: specs/riichi.yaml:597 */
        s_dora_han = mjc_add(mjc_add(n_dora, n_ura_dora), n_aka_dora);  /* dora_han */
        d_han_total = mjc_add(s_han, s_dora_han);  /* han_total: specs/riichi.yaml:202 */
        n_ankan_simple = (!limit_counted && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t177 = &b_kongs;  mjc_int _t179 = 0; for (int _t178 = 0; _t178 < _t177->n; _t178++) { const mjc_group * v_s = _t177->v[_t178];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t179 = 1; break; } } _t179; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t180 = &b_kongs;  mjc_int _t182 = 0; for (int _t181 = 0; _t181 < _t180->n; _t181++) { const mjc_group * v_s = _t180->v[_t181];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t182++; } _t182; }) : ((mjc_int)0LL))) : 0;  /* ankan_simple: specs/riichi.yaml:689 */
        n_ankan_yaochu = (!limit_counted && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t183 = &b_kongs;  mjc_int _t185 = 0; for (int _t184 = 0; _t184 < _t183->n; _t184++) { const mjc_group * v_s = _t183->v[_t184];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t185 = 1; break; } } _t185; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t186 = &b_kongs;  mjc_int _t188 = 0; for (int _t187 = 0; _t187 < _t186->n; _t187++) { const mjc_group * v_s = _t186->v[_t187];  if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t188++; } _t188; }) : ((mjc_int)0LL))) : 0;  /* ankan_yaochu: specs/riichi.yaml:696 */
        n_anko_simple = (!limit_counted && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t153 = &b_pungs;  mjc_int _t155 = 0; for (int _t154 = 0; _t154 < _t153->n; _t154++) { const mjc_group * v_s = _t153->v[_t154];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t155 = 1; break; } } _t155; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t156 = &b_pungs;  mjc_int _t158 = 0; for (int _t157 = 0; _t157 < _t156->n; _t157++) { const mjc_group * v_s = _t156->v[_t157];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t158++; } _t158; }) : ((mjc_int)0LL))) : 0;  /* anko_simple: specs/riichi.yaml:661 */
        n_anko_yaochu = (!limit_counted && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t159 = &b_pungs;  mjc_int _t161 = 0; for (int _t160 = 0; _t160 < _t159->n; _t160++) { const mjc_group * v_s = _t159->v[_t160];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t161 = 1; break; } } _t161; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t162 = &b_pungs;  mjc_int _t164 = 0; for (int _t163 = 0; _t163 < _t162->n; _t163++) { const mjc_group * v_s = _t162->v[_t163];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t164++; } _t164; }) : ((mjc_int)0LL))) : 0;  /* anko_yaochu: specs/riichi.yaml:668 */
        n_chiitoitsu_fu = (!limit_counted && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* chiitoitsu_fu: specs/riichi.yaml:621 */
        n_futei = (!limit_counted && (((mjc_int)((b_shape == SHAPE_STANDARD))))) ? 1 : 0;  /* futei: specs/riichi.yaml:615 */
        n_kanchan = (!limit_counted && p_kanchan) ? 1 : 0;  /* kanchan: specs/riichi.yaml:721 */
        n_menzen_kafu = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (d_closed) && ((!b_self_drawn)))))) ? 1 : 0;  /* menzen_kafu: specs/riichi.yaml:627 */
        n_minkan_simple = (!limit_counted && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t165 = &b_kongs;  mjc_int _t167 = 0; for (int _t166 = 0; _t166 < _t165->n; _t166++) { const mjc_group * v_s = _t165->v[_t166];  if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t167 = 1; break; } } _t167; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t168 = &b_kongs;  mjc_int _t170 = 0; for (int _t169 = 0; _t169 < _t168->n; _t169++) { const mjc_group * v_s = _t168->v[_t169];  if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t170++; } _t170; }) : ((mjc_int)0LL))) : 0;  /* minkan_simple: specs/riichi.yaml:675 */
        n_minkan_yaochu = (!limit_counted && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t171 = &b_kongs;  mjc_int _t173 = 0; for (int _t172 = 0; _t172 < _t171->n; _t172++) { const mjc_group * v_s = _t171->v[_t172];  if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t173 = 1; break; } } _t173; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t174 = &b_kongs;  mjc_int _t176 = 0; for (int _t175 = 0; _t175 < _t174->n; _t175++) { const mjc_group * v_s = _t174->v[_t175];  if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t176++; } _t176; }) : ((mjc_int)0LL))) : 0;  /* minkan_yaochu: specs/riichi.yaml:682 */
        n_minko_simple = (!limit_counted && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t141 = &b_pungs;  mjc_int _t143 = 0; for (int _t142 = 0; _t142 < _t141->n; _t142++) { const mjc_group * v_s = _t141->v[_t142];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t143 = 1; break; } } _t143; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t144 = &b_pungs;  mjc_int _t146 = 0; for (int _t145 = 0; _t145 < _t144->n; _t145++) { const mjc_group * v_s = _t144->v[_t145];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t146++; } _t146; }) : ((mjc_int)0LL))) : 0;  /* minko_simple: specs/riichi.yaml:647 */
        n_minko_yaochu = (!limit_counted && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t147 = &b_pungs;  mjc_int _t149 = 0; for (int _t148 = 0; _t148 < _t147->n; _t148++) { const mjc_group * v_s = _t147->v[_t148];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t149 = 1; break; } } _t149; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t150 = &b_pungs;  mjc_int _t152 = 0; for (int _t151 = 0; _t151 < _t150->n; _t151++) { const mjc_group * v_s = _t150->v[_t151];  if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t152++; } _t152; }) : ((mjc_int)0LL))) : 0;  /* minko_yaochu: specs/riichi.yaml:654 */
        n_open_pinfu_fu = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((!d_closed)) && ((!b_self_drawn)) && (({ mjc_int _t140 = (b_chows).n; (mjc_int)((_t140 == ((mjc_int)4LL))); })) && ((!p_pair_dragon)) && ((!p_pair_seat_wind)) && ((!p_pair_round_wind)) && (d_ryanmen))))) ? 1 : 0;  /* open_pinfu_fu: specs/riichi.yaml:639 */
        n_pair_dragon = (!limit_counted && p_pair_dragon) ? 1 : 0;  /* pair_dragon: specs/riichi.yaml:703 */
        n_pair_round_wind = (!limit_counted && p_pair_round_wind) ? 1 : 0;  /* pair_round_wind: specs/riichi.yaml:715 */
        n_pair_seat_wind = (!limit_counted && p_pair_seat_wind) ? 1 : 0;  /* pair_seat_wind: specs/riichi.yaml:709 */
        n_penchan = (!limit_counted && p_penchan) ? 1 : 0;  /* penchan: specs/riichi.yaml:727 */
        n_tanki = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == PAIR)))))) ? 1 : 0;  /* tanki: specs/riichi.yaml:733 */
        n_tsumo_fu = (!limit_counted && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (b_self_drawn) && ((!p_pinfu)))))) ? 1 : 0;  /* tsumo_fu: specs/riichi.yaml:633 */
        s_fu = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add((((mjc_int)20LL) * n_futei + ((mjc_int)25LL) * n_chiitoitsu_fu + ((mjc_int)10LL) * n_menzen_kafu + ((mjc_int)2LL) * n_tsumo_fu + ((mjc_int)10LL) * n_open_pinfu_fu + ((mjc_int)2LL) * n_pair_dragon + ((mjc_int)2LL) * n_pair_seat_wind + ((mjc_int)2LL) * n_pair_round_wind + ((mjc_int)2LL) * n_kanchan + ((mjc_int)2LL) * n_penchan + ((mjc_int)2LL) * n_tanki), mjc_mul(((mjc_int)2LL), n_minko_simple)), mjc_mul(((mjc_int)4LL), n_minko_yaochu)), mjc_mul(((mjc_int)4LL), n_anko_simple)), mjc_mul(((mjc_int)8LL), n_anko_yaochu)), mjc_mul(((mjc_int)8LL), n_minkan_simple)), mjc_mul(((mjc_int)16LL), n_minkan_yaochu)), mjc_mul(((mjc_int)16LL), n_ankan_simple)), mjc_mul(((mjc_int)32LL), n_ankan_yaochu));  /* fu */
        d_fu_total = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) ? s_fu : mjc_mul(mjc_floordiv(mjc_sub(mjc_add(s_fu, ((mjc_int)10LL)), ((mjc_int)1LL)), ((mjc_int)10LL)), ((mjc_int)10LL)));  /* fu_total: specs/riichi.yaml:208 */
        d_basic = ((((mjc_int)((s_yakuman > ((mjc_int)0LL))))) ? mjc_mul(((mjc_int)8000LL), s_yakuman) : ((((mjc_int)((d_han_total >= ((mjc_int)13LL))))) ? ((o_counted_yakuman) ? ((mjc_int)8000LL) : ((mjc_int)6000LL)) : ((((mjc_int)((d_han_total >= ((mjc_int)11LL))))) ? ((mjc_int)6000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)8LL))))) ? ((mjc_int)4000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)6LL))))) ? ((mjc_int)3000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)5LL))))) ? ((mjc_int)2000LL) : ((((mjc_int)((o_kiriage) && (((mjc_int)((((mjc_int)((((mjc_int)((d_han_total == ((mjc_int)4LL))))) && (((mjc_int)((d_fu_total == ((mjc_int)30LL)))))))) || (((mjc_int)((((mjc_int)((d_han_total == ((mjc_int)3LL))))) && (((mjc_int)((d_fu_total == ((mjc_int)60LL)))))))))))))) ? ((mjc_int)2000LL) : mjc_min_of(((mjc_int)2000LL), mjc_mul(d_fu_total, mjc_pow(((mjc_int)2LL), mjc_add(((mjc_int)2LL), d_han_total)))))))))));  /* basic: specs/riichi.yaml:211 */

    }
    done_d_ron_points = 0;  /* worked out where first read */
    done_d_pao_basic = 0;  /* worked out where first read */
    done_d_pao_points = 0;  /* worked out where first read */
    done_d_rest_basic = 0;  /* worked out where first read */

    if (((mjc_int)((((mjc_int)((f_declared_ready) || (f_double_riichi)))) && ((!d_closed))))) mjc_refuse("riichi_open_hand", win->winner, MJC_TEXT("\351\263\264\343\201\204\343\201\237\346\211\213\343\201\247\343\201\257\343\203\252\343\203\274\343\203\201\343\201\247\343\201\215\343\201\252\343\201\204 (riichi is declared with a closed hand only; this hand has a claimed meld)"));
    if (((mjc_int)((f_double_riichi) && ((!f_declared_ready))))) mjc_refuse("bad_double_riichi", win->winner, MJC_TEXT("\343\203\200\343\203\226\343\203\253\347\253\213\347\233\264\343\201\253\343\201\257declared_ready\343\202\202\345\277\205\350\246\201 (double riichi is a riichi: set declared_ready too)"));
    if (((mjc_int)((f_ippatsu) && ((!f_declared_ready))))) mjc_refuse("bad_ippatsu", win->winner, MJC_TEXT("\344\270\200\347\231\272\343\201\257\343\203\252\343\203\274\343\203\201\345\276\214\343\201\256\343\201\277 (ippatsu needs a riichi declaration)"));
    if ((!d_has_yaku)) {
        mjc_message message = {0};
        mjc_say(&message, MJC_TEXT("\345\275\271\343\201\252\343\201\227\357\274\232\343\203\211\343\203\251\343\203\273\350\243\217\343\203\211\343\203\251\343\203\273\350\265\244\343\203\211\343\203\251\357\274\210"));
        mjc_say_int(&message, s_dora_han);
        mjc_say(&message, MJC_TEXT("\347\277\273\357\274\211\343\201\257\345\275\271\343\201\247\343\201\257\343\201\252\343\201\217\343\200\201\345\275\271\343\201\2141\343\201\244\343\202\202\343\201\252\343\201\204\346\211\213\343\201\257\345\222\214\344\272\206\343\201\247\343\201\215\343\201\252\343\201\204 (no yaku: dora, ura-dora and red fives ("));
        mjc_say_int(&message, s_dora_han);
        mjc_say(&message, MJC_TEXT(" han) are not yaku, and a hand without a yaku cannot win)"));
        mjc_refuse("no_yaku", win->winner, (mjc_text){message.text, message.used});
    }
    const mjc_int before = ledger->deltas[win->winner];
    if (((mjc_int)(((!b_self_drawn)) && (((mjc_int)((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) || (((mjc_int)((d_liable == b_discarder)))))))))) {  /* ron: specs/riichi.yaml:785 */
        mjc_add_payment(ledger, b_discarder, b_winner, (done_d_ron_points ? d_ron_points : (d_ron_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(d_basic, ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), done_d_ron_points = 1, d_ron_points)), 0);

    }
    if (((mjc_int)(((!b_self_drawn)) && (((mjc_int)((d_liable != ((mjc_int)NO_SEAT))))) && (((mjc_int)((d_liable != b_discarder))))))) {  /* ron with a liable seat: specs/riichi.yaml:792 */
        mjc_add_payment(ledger, b_discarder, b_winner, mjc_add(mjc_floordiv((done_d_pao_points ? d_pao_points : (d_pao_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul((done_d_pao_basic ? d_pao_basic : (d_pao_basic = ((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) ? ((mjc_int)0LL) : ((o_pao_whole_hand) ? d_basic : mjc_mul(((mjc_int)8000LL), ((({ mjc_int _t264 = (d_dragon_melds).n; (mjc_int)((_t264 == ((mjc_int)3LL))); })) ? ((mjc_int)1LL) : ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)))))), done_d_pao_basic = 1, d_pao_basic)), ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), done_d_pao_points = 1, d_pao_points)), ((mjc_int)2LL)), mjc_sub((done_d_ron_points ? d_ron_points : (d_ron_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(d_basic, ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), done_d_ron_points = 1, d_ron_points)), (done_d_pao_points ? d_pao_points : (d_pao_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul((done_d_pao_basic ? d_pao_basic : (d_pao_basic = ((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) ? ((mjc_int)0LL) : ((o_pao_whole_hand) ? d_basic : mjc_mul(((mjc_int)8000LL), ((({ mjc_int _t265 = (d_dragon_melds).n; (mjc_int)((_t265 == ((mjc_int)3LL))); })) ? ((mjc_int)1LL) : ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)))))), done_d_pao_basic = 1, d_pao_basic)), ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), done_d_pao_points = 1, d_pao_points)))), 1);
        mjc_add_payment(ledger, d_liable, b_winner, mjc_sub((done_d_pao_points ? d_pao_points : (d_pao_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul((done_d_pao_basic ? d_pao_basic : (d_pao_basic = ((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) ? ((mjc_int)0LL) : ((o_pao_whole_hand) ? d_basic : mjc_mul(((mjc_int)8000LL), ((({ mjc_int _t266 = (d_dragon_melds).n; (mjc_int)((_t266 == ((mjc_int)3LL))); })) ? ((mjc_int)1LL) : ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)))))), done_d_pao_basic = 1, d_pao_basic)), ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), done_d_pao_points = 1, d_pao_points)), mjc_floordiv((done_d_pao_points ? d_pao_points : (d_pao_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul((done_d_pao_basic ? d_pao_basic : (d_pao_basic = ((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) ? ((mjc_int)0LL) : ((o_pao_whole_hand) ? d_basic : mjc_mul(((mjc_int)8000LL), ((({ mjc_int _t267 = (d_dragon_melds).n; (mjc_int)((_t267 == ((mjc_int)3LL))); })) ? ((mjc_int)1LL) : ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)))))), done_d_pao_basic = 1, d_pao_basic)), ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), done_d_pao_points = 1, d_pao_points)), ((mjc_int)2LL))), 2);

    }
    if (((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT)))))))) {  /* tsumo: specs/riichi.yaml:800 */
        mjc_add_payment(ledger, b_dealer, b_winner, mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(((mjc_int)2LL), d_basic), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), 3);
        { mjc_ints payers = ((((mjc_int)((b_others).n >= 1))) ? ({ const mjc_ints *_t268 = &b_others; mjc_ints _t270; _t270.n = 0; for (int _t269 = 0; _t269 < _t268->n; _t269++) { mjc_int v_s = _t268->v[_t269]; if (((mjc_int)((v_s != b_dealer)))) mjc_push(&_t270, v_s); } _t270; }) : ((mjc_ints){0})); mjc_pay_from_each(ledger, &payers, b_winner, mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(((d_dealer_won) ? ((mjc_int)2LL) : ((mjc_int)1LL)), d_basic), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), 4); }

    }
    if (((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable != ((mjc_int)NO_SEAT)))))))) {  /* tsumo with a liable seat: specs/riichi.yaml:808 */
        mjc_add_payment(ledger, d_liable, b_winner, (done_d_pao_points ? d_pao_points : (d_pao_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul((done_d_pao_basic ? d_pao_basic : (d_pao_basic = ((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) ? ((mjc_int)0LL) : ((o_pao_whole_hand) ? d_basic : mjc_mul(((mjc_int)8000LL), ((({ mjc_int _t271 = (d_dragon_melds).n; (mjc_int)((_t271 == ((mjc_int)3LL))); })) ? ((mjc_int)1LL) : ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)))))), done_d_pao_basic = 1, d_pao_basic)), ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), done_d_pao_points = 1, d_pao_points)), 5);
        mjc_add_payment(ledger, b_dealer, b_winner, mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(((mjc_int)2LL), (done_d_rest_basic ? d_rest_basic : (d_rest_basic = mjc_sub(d_basic, (done_d_pao_basic ? d_pao_basic : (d_pao_basic = ((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) ? ((mjc_int)0LL) : ((o_pao_whole_hand) ? d_basic : mjc_mul(((mjc_int)8000LL), ((({ mjc_int _t272 = (d_dragon_melds).n; (mjc_int)((_t272 == ((mjc_int)3LL))); })) ? ((mjc_int)1LL) : ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)))))), done_d_pao_basic = 1, d_pao_basic))), done_d_rest_basic = 1, d_rest_basic))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), 3);
        { mjc_ints payers = ((((mjc_int)((b_others).n >= 1))) ? ({ const mjc_ints *_t273 = &b_others; mjc_ints _t275; _t275.n = 0; for (int _t274 = 0; _t274 < _t273->n; _t274++) { mjc_int v_s = _t273->v[_t274]; if (((mjc_int)((v_s != b_dealer)))) mjc_push(&_t275, v_s); } _t275; }) : ((mjc_ints){0})); mjc_pay_from_each(ledger, &payers, b_winner, mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(((d_dealer_won) ? ((mjc_int)2LL) : ((mjc_int)1LL)), (done_d_rest_basic ? d_rest_basic : (d_rest_basic = mjc_sub(d_basic, (done_d_pao_basic ? d_pao_basic : (d_pao_basic = ((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) ? ((mjc_int)0LL) : ((o_pao_whole_hand) ? d_basic : mjc_mul(((mjc_int)8000LL), ((({ mjc_int _t276 = (d_dragon_melds).n; (mjc_int)((_t276 == ((mjc_int)3LL))); })) ? ((mjc_int)1LL) : ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)))))), done_d_pao_basic = 1, d_pao_basic))), done_d_rest_basic = 1, d_rest_basic))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), 4); }

    }
    const mjc_int collected = mjc_sub(ledger->deltas[win->winner], before);
    const mjc_int total = collected;
    /* the patterns of fu, listed under details */
    const mjc_int detail_0 = ((((mjc_int)((s_yakuman > ((mjc_int)0LL))))) ? mjc_mul(((mjc_int)13LL), s_yakuman) : d_han_total);
    const mjc_int detail_1 = d_fu_total;
    const char * detail_2 = ((((mjc_int)((d_basic >= ((mjc_int)8000LL))))) ? "yakuman" : ((((mjc_int)((d_basic >= ((mjc_int)6000LL))))) ? "sanbaiman" : ((((mjc_int)((d_basic >= ((mjc_int)4000LL))))) ? "baiman" : ((((mjc_int)((d_basic >= ((mjc_int)3000LL))))) ? "haneman" : ((((mjc_int)((d_basic >= ((mjc_int)2000LL))))) ? "mangan" : "")))));
    view->w_discarder = b_discarder;
    view->w_honba_payer = d_honba_payer;
    view->w_shape = b_shape;
    view->w_winner = b_winner;
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    out->detail_0 = detail_0;
    out->detail_1 = detail_1;
    out->detail_2 = detail_2;
    int found_count = 0;
    if (n_kokushi_13) out->found[found_count++] = (mjc_found){0, 0, val_kokushi_13, n_kokushi_13};
    if (n_kokushi) out->found[found_count++] = (mjc_found){1, 0, ((mjc_int)1LL), n_kokushi};
    if (n_suuankou_tanki) out->found[found_count++] = (mjc_found){2, 0, val_suuankou_tanki, n_suuankou_tanki};
    if (n_suuankou) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)1LL), n_suuankou};
    if (n_daisangen) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)1LL), n_daisangen};
    if (n_daisuushii) out->found[found_count++] = (mjc_found){5, 0, val_daisuushii, n_daisuushii};
    if (n_shousuushii) out->found[found_count++] = (mjc_found){6, 0, ((mjc_int)1LL), n_shousuushii};
    if (n_tsuuiisou) out->found[found_count++] = (mjc_found){7, 0, ((mjc_int)1LL), n_tsuuiisou};
    if (n_chinroutou) out->found[found_count++] = (mjc_found){8, 0, ((mjc_int)1LL), n_chinroutou};
    if (n_ryuuiisou) out->found[found_count++] = (mjc_found){9, 0, ((mjc_int)1LL), n_ryuuiisou};
    if (n_chuuren_9) out->found[found_count++] = (mjc_found){10, 0, val_chuuren_9, n_chuuren_9};
    if (n_chuuren) out->found[found_count++] = (mjc_found){11, 0, ((mjc_int)1LL), n_chuuren};
    if (n_suukantsu) out->found[found_count++] = (mjc_found){12, 0, ((mjc_int)1LL), n_suukantsu};
    if (n_tenhou) out->found[found_count++] = (mjc_found){13, 0, ((mjc_int)1LL), n_tenhou};
    if (n_chiihou) out->found[found_count++] = (mjc_found){14, 0, ((mjc_int)1LL), n_chiihou};
    if (n_nagashi_mangan_yaku) out->found[found_count++] = (mjc_found){15, 0, ((mjc_int)5LL), n_nagashi_mangan_yaku};
    if (n_double_riichi_yaku) out->found[found_count++] = (mjc_found){16, 0, ((mjc_int)2LL), n_double_riichi_yaku};
    if (n_riichi) out->found[found_count++] = (mjc_found){17, 0, ((mjc_int)1LL), n_riichi};
    if (n_ippatsu_yaku) out->found[found_count++] = (mjc_found){18, 0, ((mjc_int)1LL), n_ippatsu_yaku};
    if (n_menzen_tsumo) out->found[found_count++] = (mjc_found){19, 0, ((mjc_int)1LL), n_menzen_tsumo};
    if (n_pinfu) out->found[found_count++] = (mjc_found){20, 0, ((mjc_int)1LL), n_pinfu};
    if (n_tanyao) out->found[found_count++] = (mjc_found){21, 0, ((mjc_int)1LL), n_tanyao};
    if (n_ryanpeikou) out->found[found_count++] = (mjc_found){22, 0, ((mjc_int)3LL), n_ryanpeikou};
    if (n_iipeikou) out->found[found_count++] = (mjc_found){23, 0, ((mjc_int)1LL), n_iipeikou};
    if (n_haku) out->found[found_count++] = (mjc_found){24, 0, ((mjc_int)1LL), n_haku};
    if (n_hatsu) out->found[found_count++] = (mjc_found){25, 0, ((mjc_int)1LL), n_hatsu};
    if (n_chun) out->found[found_count++] = (mjc_found){26, 0, ((mjc_int)1LL), n_chun};
    if (n_jikaze) out->found[found_count++] = (mjc_found){27, 0, ((mjc_int)1LL), n_jikaze};
    if (n_bakaze) out->found[found_count++] = (mjc_found){28, 0, ((mjc_int)1LL), n_bakaze};
    if (n_haitei) out->found[found_count++] = (mjc_found){29, 0, ((mjc_int)1LL), n_haitei};
    if (n_houtei) out->found[found_count++] = (mjc_found){30, 0, ((mjc_int)1LL), n_houtei};
    if (n_rinshan) out->found[found_count++] = (mjc_found){31, 0, ((mjc_int)1LL), n_rinshan};
    if (n_chankan) out->found[found_count++] = (mjc_found){32, 0, ((mjc_int)1LL), n_chankan};
    if (n_chiitoitsu) out->found[found_count++] = (mjc_found){33, 0, ((mjc_int)2LL), n_chiitoitsu};
    if (n_sanshoku) out->found[found_count++] = (mjc_found){34, 0, val_sanshoku, n_sanshoku};
    if (n_ittsu) out->found[found_count++] = (mjc_found){35, 0, val_ittsu, n_ittsu};
    if (n_chanta) out->found[found_count++] = (mjc_found){36, 0, val_chanta, n_chanta};
    if (n_junchan) out->found[found_count++] = (mjc_found){37, 0, val_junchan, n_junchan};
    if (n_toitoi) out->found[found_count++] = (mjc_found){38, 0, ((mjc_int)2LL), n_toitoi};
    if (n_sanankou) out->found[found_count++] = (mjc_found){39, 0, ((mjc_int)2LL), n_sanankou};
    if (n_sankantsu) out->found[found_count++] = (mjc_found){40, 0, ((mjc_int)2LL), n_sankantsu};
    if (n_sanshoku_doukou) out->found[found_count++] = (mjc_found){41, 0, ((mjc_int)2LL), n_sanshoku_doukou};
    if (n_shousangen) out->found[found_count++] = (mjc_found){42, 0, ((mjc_int)2LL), n_shousangen};
    if (n_honroutou) out->found[found_count++] = (mjc_found){43, 0, ((mjc_int)2LL), n_honroutou};
    if (n_honitsu) out->found[found_count++] = (mjc_found){44, 0, val_honitsu, n_honitsu};
    if (n_chinitsu) out->found[found_count++] = (mjc_found){45, 0, val_chinitsu, n_chinitsu};
    if (n_dora) out->found[found_count++] = (mjc_found){46, 0, ((mjc_int)1LL), n_dora};
    if (n_ura_dora) out->found[found_count++] = (mjc_found){47, 0, ((mjc_int)1LL), n_ura_dora};
    if (n_aka_dora) out->found[found_count++] = (mjc_found){48, 0, ((mjc_int)1LL), n_aka_dora};
    if (n_futei) out->found[found_count++] = (mjc_found){49, 1, ((mjc_int)20LL), n_futei};
    if (n_chiitoitsu_fu) out->found[found_count++] = (mjc_found){50, 1, ((mjc_int)25LL), n_chiitoitsu_fu};
    if (n_menzen_kafu) out->found[found_count++] = (mjc_found){51, 1, ((mjc_int)10LL), n_menzen_kafu};
    if (n_tsumo_fu) out->found[found_count++] = (mjc_found){52, 1, ((mjc_int)2LL), n_tsumo_fu};
    if (n_open_pinfu_fu) out->found[found_count++] = (mjc_found){53, 1, ((mjc_int)10LL), n_open_pinfu_fu};
    if (n_minko_simple) out->found[found_count++] = (mjc_found){54, 1, ((mjc_int)2LL), n_minko_simple};
    if (n_minko_yaochu) out->found[found_count++] = (mjc_found){55, 1, ((mjc_int)4LL), n_minko_yaochu};
    if (n_anko_simple) out->found[found_count++] = (mjc_found){56, 1, ((mjc_int)4LL), n_anko_simple};
    if (n_anko_yaochu) out->found[found_count++] = (mjc_found){57, 1, ((mjc_int)8LL), n_anko_yaochu};
    if (n_minkan_simple) out->found[found_count++] = (mjc_found){58, 1, ((mjc_int)8LL), n_minkan_simple};
    if (n_minkan_yaochu) out->found[found_count++] = (mjc_found){59, 1, ((mjc_int)16LL), n_minkan_yaochu};
    if (n_ankan_simple) out->found[found_count++] = (mjc_found){60, 1, ((mjc_int)16LL), n_ankan_simple};
    if (n_ankan_yaochu) out->found[found_count++] = (mjc_found){61, 1, ((mjc_int)32LL), n_ankan_yaochu};
    if (n_pair_dragon) out->found[found_count++] = (mjc_found){62, 1, ((mjc_int)2LL), n_pair_dragon};
    if (n_pair_seat_wind) out->found[found_count++] = (mjc_found){63, 1, ((mjc_int)2LL), n_pair_seat_wind};
    if (n_pair_round_wind) out->found[found_count++] = (mjc_found){64, 1, ((mjc_int)2LL), n_pair_round_wind};
    if (n_kanchan) out->found[found_count++] = (mjc_found){65, 1, ((mjc_int)2LL), n_kanchan};
    if (n_penchan) out->found[found_count++] = (mjc_found){66, 1, ((mjc_int)2LL), n_penchan};
    if (n_tanki) out->found[found_count++] = (mjc_found){67, 1, ((mjc_int)2LL), n_tanki};
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
    Py_ssize_t length[2] = {0}, at[2] = {0};
    for (int i = 0; i < w->found_count; i++) length[w->found[i].list]++;
    PyObject *lists[2];
    lists[0] = mjc_list(length[0]);
    mjc_set(result, K_patterns, lists[0]);
    PyObject *details = mjc_new(PyDict_New());
    mjc_set(result, K_details, details);
    { static PyObject *key; mjc_set_named(details, &key, "han", mjc_int_object(w->detail_0)); }
    { static PyObject *key; mjc_set_named(details, &key, "fu", mjc_int_object(w->detail_1)); }
    { static PyObject *key; mjc_set_named(details, &key, "limit", PyUnicode_FromString(w->detail_2)); }
    lists[1] = mjc_list(length[1]);
    { static PyObject *key; mjc_set_named(details, &key, "fu_parts", lists[1]); }
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
    MJC_PUT(o, "\042han\042: ");
    mjc_out_int(o, w->detail_0);
    MJC_PUT(o, ", \042fu\042: ");
    mjc_out_int(o, w->detail_1);
    MJC_PUT(o, ", \042limit\042: ");
    if (!mjc_cstr_json(o, w->detail_2)) return 0;
    MJC_PUT(o, ", \042fu_parts\042: [");
    if (!mjc_found_json(o, w->found, w->found_count, 1, PATTERN_JSON)) return 0;
    mjc_out_byte(o, ']');
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
    if (timed) mjc_enter(&timeline, deal, ledger, deal->n_events, 0);  /* the deal's end */
    for (mjc_int v_p = 0; v_p < 4; v_p++) {
        if (mjc_seat_declared_ready(deal, v_p)) {  /* riichi stick: specs/riichi.yaml:818 */
            mjc_add_payment(ledger, v_p, ((mjc_int)4), ((mjc_int)1000LL), 6);

        }
        if (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t0_v = mjc_range(deal->n_wins); const mjc_ints *_t0 = &_t0_v;  mjc_int _t2 = 0; for (int _t1 = 0; _t1 < _t0->n; _t1++) { mjc_int v_w = _t0->v[_t1];  if (((mjc_int)((({ mjc_int _t3 = views[v_w].w_winner; (mjc_int)((_t3 == v_p)); })) && (({ mjc_int _t4 = views[v_w].w_shape; (mjc_int)((_t4 != SHAPE_NAGASHI_MANGAN)); })) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t5_v = mjc_range(deal->n_wins); const mjc_ints *_t5 = &_t5_v;  mjc_int _t7 = 1; for (int _t6 = 0; _t6 < _t5->n; _t6++) { mjc_int v_v = _t5->v[_t6];  if (!(({ mjc_int _t8 = mjc_turns(views[v_w].w_discarder, views[v_w].w_winner); mjc_int _t9 = mjc_turns(views[v_v].w_discarder, views[v_v].w_winner); (mjc_int)((_t8 <= _t9)); }))) { _t7 = 0; break; } } _t7; }) : ((mjc_int)1)))))) { _t2 = 1; break; } } _t2; }) : ((mjc_int)0))) {  /* riichi sticks to the winner: specs/riichi.yaml:825 */
            mjc_add_payment(ledger, ((mjc_int)4), v_p, mjc_mul(((mjc_int)1000LL), mjc_add(deal->riichi_sticks, ((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t10_v = mjc_range(4); const mjc_ints *_t10 = &_t10_v;  mjc_int _t12 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { mjc_int v_s = _t10->v[_t11];  if (mjc_seat_declared_ready(deal, v_s)) _t12++; } _t12; }) : ((mjc_int)0LL)))), 7);

        }
        if (((mjc_int)((((mjc_int)((deal->honba > ((mjc_int)0LL))))) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t13_v = mjc_range(deal->n_wins); const mjc_ints *_t13 = &_t13_v;  mjc_int _t15 = 0; for (int _t14 = 0; _t14 < _t13->n; _t14++) { mjc_int v_w = _t13->v[_t14];  if (((mjc_int)((({ mjc_int _t16 = views[v_w].w_winner; (mjc_int)((_t16 == v_p)); })) && (({ mjc_int _t17 = views[v_w].w_shape; (mjc_int)((_t17 != SHAPE_NAGASHI_MANGAN)); })) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t18_v = mjc_range(deal->n_wins); const mjc_ints *_t18 = &_t18_v;  mjc_int _t20 = 1; for (int _t19 = 0; _t19 < _t18->n; _t19++) { mjc_int v_v = _t18->v[_t19];  if (!(({ mjc_int _t21 = mjc_turns(views[v_w].w_discarder, views[v_w].w_winner); mjc_int _t22 = mjc_turns(views[v_v].w_discarder, views[v_v].w_winner); (mjc_int)((_t21 <= _t22)); }))) { _t20 = 0; break; } } _t20; }) : ((mjc_int)1)))))) { _t15 = 1; break; } } _t15; }) : ((mjc_int)0)))))) {  /* counters (honba): specs/riichi.yaml:834 */
            mjc_add_payment(ledger, ((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t23_v = mjc_range(deal->n_wins); const mjc_ints *_t23 = &_t23_v; mjc_int _t25 = NO_SEAT; for (int _t24 = 0; _t24 < _t23->n; _t24++) { mjc_int v_w = _t23->v[_t24]; if (!(({ mjc_int _t26 = views[v_w].w_winner; (mjc_int)((_t26 == v_p)); }))) continue; _t25 = views[v_w].w_honba_payer; break; } _t25; }) : ((mjc_int)NO_SEAT)), v_p, mjc_mul(((mjc_int)300LL), deal->honba), 8);
            { mjc_ints payers = ((((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t27_v = mjc_range(deal->n_wins); const mjc_ints *_t27 = &_t27_v;  mjc_int _t29 = 0; for (int _t28 = 0; _t28 < _t27->n; _t28++) { mjc_int v_w = _t27->v[_t28];  if (((mjc_int)((({ mjc_int _t30 = views[v_w].w_winner; (mjc_int)((_t30 == v_p)); })) && (({ mjc_int _t31 = views[v_w].w_honba_payer; (mjc_int)((_t31 == ((mjc_int)NO_SEAT))); }))))) { _t29 = 1; break; } } _t29; }) : ((mjc_int)0))) ? mjc_others_of(v_p) : ((mjc_ints){0})); mjc_pay_from_each(ledger, &payers, v_p, mjc_mul(((mjc_int)100LL), deal->honba), 8); }

        }
        if (((mjc_int)(((deal->n_wins == 0)) && ((!mjc_seat_ready(deal, v_p))) && (({ mjc_int _t35 = ((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t32_v = mjc_range(4); const mjc_ints *_t32 = &_t32_v;  mjc_int _t34 = 0; for (int _t33 = 0; _t33 < _t32->n; _t33++) { mjc_int v_s = _t32->v[_t33];  if (mjc_seat_ready(deal, v_s)) _t34++; } _t34; }) : ((mjc_int)0LL)); (mjc_int)((_t35 > ((mjc_int)0LL))); }))))) {  /* noten payment: specs/riichi.yaml:844 */
            { mjc_int payer = v_p; mjc_ints payees = ((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t36_v = mjc_range(4); const mjc_ints *_t36 = &_t36_v; mjc_ints _t38; _t38.n = 0; for (int _t37 = 0; _t37 < _t36->n; _t37++) { mjc_int v_s = _t36->v[_t37]; if (mjc_seat_ready(deal, v_s)) mjc_push(&_t38, v_s); } _t38; }) : ((mjc_ints){0})); mjc_pay_to_each(ledger, payer, &payees, mjc_floordiv(((mjc_int)3000LL), mjc_mul(((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t39_v = mjc_range(4); const mjc_ints *_t39 = &_t39_v;  mjc_int _t41 = 0; for (int _t40 = 0; _t40 < _t39->n; _t40++) { mjc_int v_s = _t39->v[_t40];  if (mjc_seat_ready(deal, v_s)) _t41++; } _t41; }) : ((mjc_int)0LL)), ((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t42_v = mjc_range(4); const mjc_ints *_t42 = &_t42_v;  mjc_int _t44 = 0; for (int _t43 = 0; _t43 < _t42->n; _t43++) { mjc_int v_s = _t42->v[_t43];  if ((!mjc_seat_ready(deal, v_s))) _t44++; } _t44; }) : ((mjc_int)0LL)))), 9); }

        }
    }
    if (timed) mjc_in_event_order(&timeline, ledger);
}

/* The settled deal's result, led by the record's id: its wins' results in `pending[0]` and itself in `pending[1]`
 * as they are made (freed if an allocation fails and defers). */
static PyObject *deal_object(const mjc_deal *deal, const mjc_ledger *ledger, PyObject **pending) {
    PyObject *results = pending[0] = mjc_list(deal->n_wins);  /* a win's result goes in its place */
    for (int wi = 0; wi < deal->n_wins; wi++) win_object(&WIN_RESULTS[wi], results, wi);
    return mjc_deal_result(deal->id, ledger, results, 1, REASON_OBJECTS, &pending[1]);
}

/* The settled deal's result line, as json.dumps writes deal_object's result; 0 where it cannot be written. */
static int deal_json(mjc_out *o, const mjc_deal *deal, const mjc_ledger *ledger) {
    return mjc_deal_json(o, deal->id, ledger, deal->n_wins, win_json, 1, REASON_JSON);
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

MJC_MODULE(riichi, "11e8728dab26d7a851d7c7f75f4fe4484ad5811894978bdf274e483883161c7c", MJC_BUILD_KEY, "riichi")
