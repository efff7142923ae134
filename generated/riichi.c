/* Native scorer of the mjc ruleset `riichi`, generated from the spec specs/riichi.yaml.
 *
 * Spec sha256: 0b72070edaeb319b3421bb0518a1bb9765b4ca5d1219171fa3ea6cb6b9de2ff0 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._riichi, which the Python module generated/riichi.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

#include "mjc_runtime.h"

#define N_PATTERNS 68
#define N_SHAPES 4
#define N_REASONS 10

static const char *const PATTERN_IDS[] = {
    "kokushi_13",
    "kokushi",
    "suuankou_tanki",
    "suuankou",
    "daisangen",
    "daisuushii",
    "shousuushii",
    "tsuuiisou",
    "chinroutou",
    "ryuuiisou",
    "chuuren_9",
    "chuuren",
    "suukantsu",
    "tenhou",
    "chiihou",
    "nagashi_mangan_yaku",
    "double_riichi_yaku",
    "riichi",
    "ippatsu_yaku",
    "menzen_tsumo",
    "pinfu",
    "tanyao",
    "ryanpeikou",
    "iipeikou",
    "haku",
    "hatsu",
    "chun",
    "jikaze",
    "bakaze",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "chiitoitsu",
    "sanshoku",
    "ittsu",
    "chanta",
    "junchan",
    "toitoi",
    "sanankou",
    "sankantsu",
    "sanshoku_doukou",
    "shousangen",
    "honroutou",
    "honitsu",
    "chinitsu",
    "dora",
    "ura_dora",
    "aka_dora",
    "futei",
    "chiitoitsu_fu",
    "menzen_kafu",
    "tsumo_fu",
    "open_pinfu_fu",
    "minko_simple",
    "minko_yaochu",
    "anko_simple",
    "anko_yaochu",
    "minkan_simple",
    "minkan_yaochu",
    "ankan_simple",
    "ankan_yaochu",
    "pair_dragon",
    "pair_seat_wind",
    "pair_round_wind",
    "kanchan",
    "penchan",
    "tanki",
    NULL};
static const char *const PATTERN_NAMES[] = {
    "\345\233\275\345\243\253\347\204\241\345\217\214\345\215\201\344\270\211\351\235\242\345\276\205\343\201\241",
    "\345\233\275\345\243\253\347\204\241\345\217\214",
    "\345\233\233\346\232\227\345\210\273\345\215\230\351\250\216",
    "\345\233\233\346\232\227\345\210\273",
    "\345\244\247\344\270\211\345\205\203",
    "\345\244\247\345\233\233\345\226\234",
    "\345\260\217\345\233\233\345\226\234",
    "\345\255\227\344\270\200\350\211\262",
    "\346\270\205\350\200\201\351\240\255",
    "\347\267\221\344\270\200\350\211\262",
    "\347\264\224\346\255\243\344\271\235\350\223\256\345\256\235\347\207\210",
    "\344\271\235\350\223\256\345\256\235\347\207\210",
    "\345\233\233\346\247\223\345\255\220",
    "\345\244\251\345\222\214",
    "\345\234\260\345\222\214",
    "\346\265\201\343\201\227\346\272\200\350\262\253",
    "\343\203\200\343\203\226\343\203\253\347\253\213\347\233\264",
    "\347\253\213\347\233\264",
    "\344\270\200\347\231\272",
    "\351\226\200\345\211\215\346\270\205\350\207\252\346\221\270\345\222\214",
    "\345\271\263\345\222\214",
    "\346\226\255\345\271\272\344\271\235",
    "\344\272\214\347\233\203\345\217\243",
    "\344\270\200\347\233\203\345\217\243",
    "\345\275\271\347\211\214 \347\231\275",
    "\345\275\271\347\211\214 \347\231\274",
    "\345\275\271\347\211\214 \344\270\255",
    "\345\275\271\347\211\214 \350\207\252\351\242\250",
    "\345\275\271\347\211\214 \345\240\264\351\242\250",
    "\346\265\267\345\272\225\346\221\270\346\234\210",
    "\346\262\263\345\272\225\346\222\210\351\255\232",
    "\345\266\272\344\270\212\351\226\213\350\212\261",
    "\346\220\266\346\247\223",
    "\344\270\203\345\257\276\345\255\220",
    "\344\270\211\350\211\262\345\220\214\351\240\206",
    "\344\270\200\346\260\227\351\200\232\350\262\253",
    "\346\267\267\345\205\250\345\270\257\345\271\272\344\271\235",
    "\347\264\224\345\205\250\345\270\257\345\271\272\344\271\235",
    "\345\257\276\343\200\205\345\222\214",
    "\344\270\211\346\232\227\345\210\273",
    "\344\270\211\346\247\223\345\255\220",
    "\344\270\211\350\211\262\345\220\214\345\210\273",
    "\345\260\217\344\270\211\345\205\203",
    "\346\267\267\350\200\201\351\240\255",
    "\346\267\267\344\270\200\350\211\262",
    "\346\270\205\344\270\200\350\211\262",
    "\343\203\211\343\203\251",
    "\350\243\217\343\203\211\343\203\251",
    "\350\265\244\343\203\211\343\203\251",
    "\345\211\257\345\272\225",
    "\344\270\203\345\257\276\345\255\220\347\254\246",
    "\351\226\200\345\211\215\345\212\240\347\254\246",
    "\343\203\204\343\203\242\347\254\246",
    "\345\226\260\343\201\204\345\271\263\345\222\214\345\275\242",
    "\346\230\216\345\210\273\357\274\210\344\270\255\345\274\265\347\211\214\357\274\211",
    "\346\230\216\345\210\273\357\274\210\345\271\272\344\271\235\347\211\214\357\274\211",
    "\346\232\227\345\210\273\357\274\210\344\270\255\345\274\265\347\211\214\357\274\211",
    "\346\232\227\345\210\273\357\274\210\345\271\272\344\271\235\347\211\214\357\274\211",
    "\346\230\216\346\247\223\357\274\210\344\270\255\345\274\265\347\211\214\357\274\211",
    "\346\230\216\346\247\223\357\274\210\345\271\272\344\271\235\347\211\214\357\274\211",
    "\346\232\227\346\247\223\357\274\210\344\270\255\345\274\265\347\211\214\357\274\211",
    "\346\232\227\346\247\223\357\274\210\345\271\272\344\271\235\347\211\214\357\274\211",
    "\351\233\200\351\240\255\357\274\210\344\270\211\345\205\203\347\211\214\357\274\211",
    "\351\233\200\351\240\255\357\274\210\350\207\252\351\242\250\357\274\211",
    "\351\233\200\351\240\255\357\274\210\345\240\264\351\242\250\357\274\211",
    "\345\265\214\345\274\265\345\276\205\343\201\241",
    "\350\276\272\345\274\265\345\276\205\343\201\241",
    "\345\215\230\351\250\216\345\276\205\343\201\241",
    NULL};
static const char *const REASONS[] = {
    "\343\203\255\343\203\263 (ron)",
    "\343\203\255\343\203\263\357\274\210\345\214\205\343\201\250\346\212\230\345\215\212\357\274\211 (ron (half, shared with the liable seat))",
    "\345\214\205 (pao (liable seat))",
    "\343\203\204\343\203\242\357\274\210\350\246\252\357\274\211 (tsumo (dealer))",
    "\343\203\204\343\203\242 (tsumo)",
    "\345\214\205\357\274\210\345\205\250\351\241\215\357\274\211 (pao (the whole hand))",
    "\347\253\213\347\233\264\346\243\222 (riichi stick)",
    "\344\276\233\350\250\227 (riichi sticks)",
    "\347\251\215\343\201\277\346\243\222 (counters)",
    "\344\270\215\350\201\264\347\275\260\347\254\246 (noten payment)",
    NULL};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
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
    return (int)(((((mjc_int)(((*tiles)).n >= 1))) ? ({ const mjc_ints _t0_v = (*tiles); const mjc_ints *_t0 = &_t0_v; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { mjc_int v_t = _t0->v[_t1]; if (!(({ mjc_int _t6 = ({ const mjc_ints _t3_v = (*tiles); const mjc_ints *_t3 = &_t3_v; mjc_int _t5 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { mjc_int v_u = _t3->v[_t4]; if (((mjc_int)((v_u == v_t)))) _t5++; } _t5; }); (mjc_int)((_t6 == ((mjc_int)2LL))); }))) { _t2 = 0; break; } } _t2; }) : ((mjc_int)1)));
}

static int shape_thirteen_orphans(const mjc_ints *tiles) {
    return (int)(((mjc_int)((({ const mjc_ints _t7_v = (*tiles); const mjc_ints *_t7 = &_t7_v; mjc_int _t9 = 1; for (int _t8 = 0; _t8 < _t7->n; _t8++) if (!mjc_in_mask(MASK_7, _t7->v[_t8])) { _t9 = 0; break; } _t9; })) && (({ mjc_int _t13 = (({ const mjc_ints _t10_v = (*tiles); const mjc_ints *_t10 = &_t10_v; mjc_ints _t12; _t12.n = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { mjc_int v_t = _t10->v[_t11]; mjc_int _v = v_t; if (!mjc_contains(&_t12, _v)) mjc_push(&_t12, _v); } _t12; })).n; (mjc_int)((_t13 == ((mjc_int)13LL))); })))));
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
    mjc_int discarder;
    mjc_int honba_payer;
    mjc_int shape;
    mjc_int winner;
} mjc_view;

static mjc_arrangements ARRANGEMENTS;


/* Score one win: choose the best arrangement, check it, pay it; its result goes to `results`. */
static void score_win(const mjc_deal *deal, int wi, mjc_ledger *ledger, mjc_view *view, PyObject *results) {
    const mjc_win *win = &deal->wins[wi];
    const mjc_player *player = &deal->players[win->winner];
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
    mjc_ints hand_tiles = player->hand;
    if (win->declared < 0) mjc_push(&hand_tiles, win->win_tile);
    hand_tiles = mjc_sorted(hand_tiles);
    mjc_ints b_waits = {0}; int b_waits_done = 0;
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
    mjc_int v_chuuren_9;
    mjc_int n_chuuren;
    mjc_int n_suukantsu;
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
    mjc_int v_daisuushii;
    mjc_int n_kokushi_13;
    mjc_int v_kokushi_13;
    mjc_int n_kokushi;
    mjc_int n_nagashi_mangan_yaku;
    mjc_int n_ryuuiisou;
    mjc_int n_shousuushii;
    mjc_int n_suuankou_tanki;
    mjc_int v_suuankou_tanki;
    mjc_int n_suuankou;
    mjc_int n_tsuuiisou;
    mjc_int n_bakaze;
    mjc_int n_chankan;
    mjc_int n_chanta;
    mjc_int v_chanta;
    mjc_int n_chiitoitsu;
    mjc_int n_chinitsu;
    mjc_int v_chinitsu;
    mjc_int n_chun;
    mjc_int n_double_riichi_yaku;
    mjc_int n_haitei;
    mjc_int n_haku;
    mjc_int n_hatsu;
    mjc_int n_honitsu;
    mjc_int v_honitsu;
    mjc_int n_honroutou;
    mjc_int n_houtei;
    mjc_int n_ryanpeikou;
    mjc_int n_iipeikou;
    mjc_int n_ippatsu_yaku;
    mjc_int n_ittsu;
    mjc_int v_ittsu;
    mjc_int n_jikaze;
    mjc_int n_junchan;
    mjc_int v_junchan;
    mjc_int n_menzen_tsumo;
    mjc_int p_pinfu;
    mjc_int n_pinfu;
    mjc_int n_riichi;
    mjc_int n_rinshan;
    mjc_int n_sanankou;
    mjc_int n_sankantsu;
    mjc_int n_sanshoku;
    mjc_int v_sanshoku;
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
    mjc_int d_ron_points;
    mjc_int d_pao_basic;
    mjc_int d_pao_points;
    mjc_int d_rest_basic;
    mjc_groups b_chows;
    mjc_groups b_pairs;
    mjc_groups b_pungs;
    mjc_groups b_sets;
    mjc_int b_shape;
    const mjc_group * b_win_set;
    d_closed = (!({ const mjc_groups *_t187 = &b_melds; mjc_int _t189 = 0; for (int _t188 = 0; _t188 < _t187->n; _t188++) if (mjc_in_mask(MASK_9, _t187->v[_t188]->source)) { _t189 = 1; break; } _t189; }));  /* closed: specs/riichi.yaml:125 */
    d_nine_gates = ((mjc_int)((({ mjc_int _t190 = (b_melds).n; (mjc_int)((_t190 == ((mjc_int)0LL))); })) && (({ const mjc_ints *_t191 = &b_tiles; (mjc_int)(_t191->n > 0 && mjc_suit(_t191->v[0]) == mjc_suit(_t191->v[_t191->n - 1])); })) && ((mjc_suit(b_win_tile) < 3)) && (({ const mjc_ints _t192_v = ({ mjc_ints _t195; _t195.n = 0; mjc_push(&_t195, ((mjc_int)1LL)); mjc_push(&_t195, ((mjc_int)9LL)); _t195; }); const mjc_ints *_t192 = &_t192_v; mjc_int _t194 = 1; for (int _t193 = 0; _t193 < _t192->n; _t193++) { mjc_int v_n = _t192->v[_t193]; if (!(((mjc_int)((((mjc_int)((b_tiles).n >= 3))) && (({ mjc_int _t200 = ({ const mjc_ints *_t196 = &b_tiles; mjc_int _t198 = 0; for (int _t197 = 0; _t197 < _t196->n; _t197++) { mjc_int v_t = _t196->v[_t197]; if (({ mjc_int _t199 = mjc_number(v_t); (mjc_int)((_t199 == v_n)); })) _t198++; } _t198; }); (mjc_int)((_t200 >= ((mjc_int)3LL))); })))))) { _t194 = 0; break; } } _t194; })) && (({ const mjc_ints _t201_v = ({ mjc_ints _t204; _t204.n = 0; mjc_push(&_t204, ((mjc_int)2LL)); mjc_push(&_t204, ((mjc_int)3LL)); mjc_push(&_t204, ((mjc_int)4LL)); mjc_push(&_t204, ((mjc_int)5LL)); mjc_push(&_t204, ((mjc_int)6LL)); mjc_push(&_t204, ((mjc_int)7LL)); mjc_push(&_t204, ((mjc_int)8LL)); _t204; }); const mjc_ints *_t201 = &_t201_v; mjc_int _t203 = 1; for (int _t202 = 0; _t202 < _t201->n; _t202++) { mjc_int v_n = _t201->v[_t202]; if (!(({ mjc_int _t209 = ((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t205 = &b_tiles; mjc_int _t207 = 0; for (int _t206 = 0; _t206 < _t205->n; _t206++) { mjc_int v_t = _t205->v[_t206]; if (({ mjc_int _t208 = mjc_number(v_t); (mjc_int)((_t208 == v_n)); })) _t207++; } _t207; }) : ((mjc_int)0LL)); (mjc_int)((_t209 >= ((mjc_int)1LL))); }))) { _t203 = 0; break; } } _t203; }))));  /* nine_gates: specs/riichi.yaml:156 */
    d_dora_count = ((((mjc_int)((f_dora_indicators).n >= 1))) ? ({ const mjc_ints *_t210 = &f_dora_indicators; mjc_int _t212 = 0; for (int _t211 = 0; _t211 < _t210->n; _t211++) { mjc_int v_d = _t210->v[_t211]; _t212 = mjc_add(_t212, ({ const mjc_ints *_t213 = &b_tiles; mjc_int _t215 = 0; for (int _t214 = 0; _t214 < _t213->n; _t214++) { mjc_int v_t = _t213->v[_t214]; if (({ mjc_int _t216 = mjc_next(v_d); (mjc_int)((v_t == _t216)); })) _t215++; } _t215; })); } _t212; }) : ((mjc_int)0LL));  /* dora_count: specs/riichi.yaml:168 */
    d_ura_count = ((((mjc_int)((f_ura_dora_indicators).n >= 1))) ? ({ const mjc_ints *_t217 = &f_ura_dora_indicators; mjc_int _t219 = 0; for (int _t218 = 0; _t218 < _t217->n; _t218++) { mjc_int v_d = _t217->v[_t218]; _t219 = mjc_add(_t219, ({ const mjc_ints *_t220 = &b_tiles; mjc_int _t222 = 0; for (int _t221 = 0; _t221 < _t220->n; _t221++) { mjc_int v_t = _t220->v[_t221]; if (({ mjc_int _t223 = mjc_next(v_d); (mjc_int)((v_t == _t223)); })) _t222++; } _t222; })); } _t219; }) : ((mjc_int)0LL));  /* ura_count: specs/riichi.yaml:171 */
    d_dealer_won = ((mjc_int)((b_winner == b_dealer)));  /* dealer_won: specs/riichi.yaml:206 */
    n_chiihou = ((((mjc_int)((f_first_draw) && (b_self_drawn) && ((!d_dealer_won)) && ((!f_kong_replacement)) && (({ mjc_int _t32 = (b_melds).n; (mjc_int)((_t32 == ((mjc_int)0LL))); })))))) ? 1 : 0;  /* chiihou: specs/riichi.yaml:376 */
    n_chuuren_9 = ((((mjc_int)((d_nine_gates) && (({ const mjc_ints _t10_v = ({ mjc_ints _t13; _t13.n = 0; mjc_push(&_t13, ((mjc_int)1LL)); mjc_push(&_t13, ((mjc_int)9LL)); _t13; }); const mjc_ints *_t10 = &_t10_v; mjc_int _t12 = 1; for (int _t11 = 0; _t11 < _t10->n; _t11++) { mjc_int v_n = _t10->v[_t11]; if (!(({ mjc_int _t19 = mjc_sub(((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t14 = &b_tiles; mjc_int _t16 = 0; for (int _t15 = 0; _t15 < _t14->n; _t15++) { mjc_int v_t = _t14->v[_t15]; if (({ mjc_int _t17 = mjc_number(v_t); (mjc_int)((_t17 == v_n)); })) _t16++; } _t16; }) : ((mjc_int)0LL)), ((({ mjc_int _t18 = mjc_number(b_win_tile); (mjc_int)((_t18 == v_n)); })) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t19 == ((mjc_int)3LL))); }))) { _t12 = 0; break; } } _t12; })) && (({ const mjc_ints _t20_v = ({ mjc_ints _t23; _t23.n = 0; mjc_push(&_t23, ((mjc_int)2LL)); mjc_push(&_t23, ((mjc_int)3LL)); mjc_push(&_t23, ((mjc_int)4LL)); mjc_push(&_t23, ((mjc_int)5LL)); mjc_push(&_t23, ((mjc_int)6LL)); mjc_push(&_t23, ((mjc_int)7LL)); mjc_push(&_t23, ((mjc_int)8LL)); _t23; }); const mjc_ints *_t20 = &_t20_v; mjc_int _t22 = 1; for (int _t21 = 0; _t21 < _t20->n; _t21++) { mjc_int v_n = _t20->v[_t21]; if (!(({ mjc_int _t29 = mjc_sub(((((mjc_int)((b_tiles).n >= 1))) ? ({ const mjc_ints *_t24 = &b_tiles; mjc_int _t26 = 0; for (int _t25 = 0; _t25 < _t24->n; _t25++) { mjc_int v_t = _t24->v[_t25]; if (({ mjc_int _t27 = mjc_number(v_t); (mjc_int)((_t27 == v_n)); })) _t26++; } _t26; }) : ((mjc_int)0LL)), ((({ mjc_int _t28 = mjc_number(b_win_tile); (mjc_int)((_t28 == v_n)); })) ? ((mjc_int)1LL) : ((mjc_int)0LL))); (mjc_int)((_t29 == ((mjc_int)1LL))); }))) { _t22 = 0; break; } } _t22; })))))) ? 1 : 0;  /* chuuren_9: specs/riichi.yaml:342 */
    v_chuuren_9 = n_chuuren_9 ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
    n_chuuren = (!n_chuuren_9 && (d_nine_gates)) ? 1 : 0;  /* chuuren: specs/riichi.yaml:352 */
    n_suukantsu = ((({ mjc_int _t30 = (b_kongs).n; (mjc_int)((_t30 == ((mjc_int)4LL))); }))) ? 1 : 0;  /* suukantsu: specs/riichi.yaml:360 */
    n_tenhou = ((((mjc_int)((f_first_draw) && (b_self_drawn) && (d_dealer_won) && ((!f_kong_replacement)) && (({ mjc_int _t31 = (b_melds).n; (mjc_int)((_t31 == ((mjc_int)0LL))); })))))) ? 1 : 0;  /* tenhou: specs/riichi.yaml:368 */
    d_dragon_melds = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t224 = &b_melds; mjc_groups _t226; _t226.n = 0; for (int _t225 = 0; _t225 < _t224->n; _t225++) { const mjc_group * v_m = _t224->v[_t225]; if (((mjc_int)((mjc_is_pung(v_m)) && (mjc_is_dragon(mjc_real(v_m)->tile))))) mjc_push_group(&_t226, v_m); } _t226; }) : ((mjc_groups){0}));  /* dragon_melds: specs/riichi.yaml:212 */
    d_wind_melds = ((((mjc_int)((b_melds).n >= 1))) ? ({ const mjc_groups *_t227 = &b_melds; mjc_groups _t229; _t229.n = 0; for (int _t228 = 0; _t228 < _t227->n; _t228++) { const mjc_group * v_m = _t227->v[_t228]; if (((mjc_int)((mjc_is_pung(v_m)) && (mjc_is_wind(mjc_real(v_m)->tile))))) mjc_push_group(&_t229, v_m); } _t229; }) : ((mjc_groups){0}));  /* wind_melds: specs/riichi.yaml:215 */
    d_liable = ((({ mjc_int _t230 = (d_dragon_melds).n; (mjc_int)((_t230 == ((mjc_int)3LL))); })) ? ({ const mjc_groups _t231_v = mjc_last(((mjc_int)1LL), d_dragon_melds); const mjc_groups *_t231 = &_t231_v; mjc_int _t233 = NO_SEAT; for (int _t232 = 0; _t232 < _t231->n; _t232++) { const mjc_group * v_m = _t231->v[_t232]; if (!((mjc_real(v_m)->source != NO_SEAT))) continue; _t233 = mjc_real(v_m)->source; break; } _t233; }) : ((({ mjc_int _t234 = (d_wind_melds).n; (mjc_int)((_t234 == ((mjc_int)4LL))); })) ? ({ const mjc_groups _t235_v = mjc_last(((mjc_int)1LL), d_wind_melds); const mjc_groups *_t235 = &_t235_v; mjc_int _t237 = NO_SEAT; for (int _t236 = 0; _t236 < _t235->n; _t236++) { const mjc_group * v_m = _t235->v[_t236]; if (!((mjc_real(v_m)->source != NO_SEAT))) continue; _t237 = mjc_real(v_m)->source; break; } _t237; }) : ((mjc_int)NO_SEAT)));  /* liable: specs/riichi.yaml:221 */
    d_honba_payer = ((((mjc_int)((d_liable != ((mjc_int)NO_SEAT))))) ? d_liable : b_discarder);  /* honba_payer: specs/riichi.yaml:240 */

    mjc_arrange(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 1, win->declared, &ARRANGEMENTS);
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
        d_concealed_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t238 = &b_pungs; mjc_int _t240 = 0; for (int _t239 = 0; _t239 < _t238->n; _t239++) { const mjc_group * v_s = _t238->v[_t239]; if ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) _t240++; } _t240; }) : ((mjc_int)0LL));  /* concealed_pungs: specs/riichi.yaml:132 */
        d_dragon_pungs = ({ const mjc_groups *_t241 = &b_pungs; mjc_int _t243 = 0; for (int _t242 = 0; _t242 < _t241->n; _t242++) _t243 += mjc_in_mask(MASK_10, _t241->v[_t242]->tile); _t243; });  /* dragon_pungs: specs/riichi.yaml:135 */
        d_wind_pungs = ({ const mjc_groups *_t244 = &b_pungs; mjc_int _t246 = 0; for (int _t245 = 0; _t245 < _t244->n; _t245++) _t246 += mjc_in_mask(MASK_11, _t244->v[_t245]->tile); _t246; });  /* wind_pungs: specs/riichi.yaml:138 */
        d_pair_tile = ({ const mjc_groups *_t247 = &b_pairs; _t247->n ? mjc_real(_t247->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/riichi.yaml:141 */
        d_outside_sets = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t248 = (b_chows).n; (mjc_int)((_t248 > ((mjc_int)0LL))); })) && (({ const mjc_groups _t249_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t249 = &_t249_v; mjc_int _t251 = 1; for (int _t250 = 0; _t250 < _t249->n; _t250++) { const mjc_group * v_s = _t249->v[_t250]; if (!(({ const mjc_ints _t252_v = mjc_group_tiles(v_s); const mjc_ints *_t252 = &_t252_v; mjc_int _t254 = 0; for (int _t253 = 0; _t253 < _t252->n; _t253++) if (mjc_in_mask(MASK_7, _t252->v[_t253])) { _t254 = 1; break; } _t254; }))) { _t251 = 0; break; } } _t251; }))));  /* outside_sets: specs/riichi.yaml:147 */
        p_kanchan = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == CHOW)) && (({ mjc_int _t255 = mjc_number(b_win_tile); mjc_int _t256 = mjc_add(mjc_number(mjc_real(b_win_set)->tile), ((mjc_int)1LL)); (mjc_int)((_t255 == _t256)); }))));  /* kanchan: specs/riichi.yaml:696 */
        p_penchan = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == CHOW)) && (((mjc_int)((((mjc_int)((({ mjc_int _t257 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t257 == ((mjc_int)1LL))); })) && (({ mjc_int _t258 = mjc_number(b_win_tile); (mjc_int)((_t258 == ((mjc_int)3LL))); }))))) || (((mjc_int)((({ mjc_int _t259 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t259 == ((mjc_int)7LL))); })) && (({ mjc_int _t260 = mjc_number(b_win_tile); (mjc_int)((_t260 == ((mjc_int)7LL))); }))))))))));  /* penchan: specs/riichi.yaml:702 */
        d_ryanmen = ((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && ((!p_kanchan)) && ((!p_penchan))));  /* ryanmen: specs/riichi.yaml:150 */
        p_pair_dragon = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (mjc_is_dragon(d_pair_tile))));  /* pair_dragon: specs/riichi.yaml:678 */
        p_pair_round_wind = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_pair_tile == b_round_wind))))));  /* pair_round_wind: specs/riichi.yaml:690 */
        p_pair_seat_wind = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_pair_tile == b_seat_wind))))));  /* pair_seat_wind: specs/riichi.yaml:684 */
        n_chinroutou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t4 = &b_tiles; mjc_int _t6 = 1; for (int _t5 = 0; _t5 < _t4->n; _t5++) if (!mjc_in_mask(MASK_1, _t4->v[_t5])) { _t6 = 0; break; } _t6; })))))) ? 1 : 0;  /* chinroutou: specs/riichi.yaml:326 */
        n_daisangen = ((((mjc_int)((d_dragon_pungs == ((mjc_int)3LL)))))) ? 1 : 0;  /* daisangen: specs/riichi.yaml:292 */
        n_daisuushii = ((((mjc_int)((d_wind_pungs == ((mjc_int)4LL)))))) ? 1 : 0;  /* daisuushii: specs/riichi.yaml:300 */
        v_daisuushii = n_daisuushii ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_kokushi_13 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS)))) && (({ mjc_int _t0 = ((b_waits_done ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), b_waits_done = 1, b_waits))).n; (mjc_int)((_t0 == ((mjc_int)13LL))); })))))) ? 1 : 0;  /* kokushi_13: specs/riichi.yaml:254 */
        v_kokushi_13 = n_kokushi_13 ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_kokushi = (!n_kokushi_13 && (((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS))))) ? 1 : 0;  /* kokushi: specs/riichi.yaml:264 */
        n_nagashi_mangan_yaku = ((((mjc_int)((b_shape == SHAPE_NAGASHI_MANGAN))))) ? 1 : 0;  /* nagashi_mangan_yaku: specs/riichi.yaml:385 */
        n_ryuuiisou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t7 = &b_tiles; mjc_int _t9 = 1; for (int _t8 = 0; _t8 < _t7->n; _t8++) if (!mjc_in_mask(MASK_2, _t7->v[_t8])) { _t9 = 0; break; } _t9; })))))) ? 1 : 0;  /* ryuuiisou: specs/riichi.yaml:334 */
        n_shousuushii = (!n_daisuushii && (((mjc_int)((((mjc_int)((d_wind_pungs == ((mjc_int)3LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* shousuushii: specs/riichi.yaml:310 */
        n_suuankou_tanki = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)4LL))))) && ((mjc_real(b_win_set)->kind == PAIR)))))) ? 1 : 0;  /* suuankou_tanki: specs/riichi.yaml:272 */
        v_suuankou_tanki = n_suuankou_tanki ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_suuankou = (!n_suuankou_tanki && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)4LL))))))))) ? 1 : 0;  /* suuankou: specs/riichi.yaml:282 */
        n_tsuuiisou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t1 = &b_tiles; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) if (!mjc_in_mask(MASK_0, _t1->v[_t2])) { _t3 = 0; break; } _t3; })))))) ? 1 : 0;  /* tsuuiisou: specs/riichi.yaml:318 */
        n_bakaze = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t67 = &b_pungs; mjc_int _t70 = b_round_wind; mjc_int _t69 = 0; for (int _t68 = 0; _t68 < _t67->n; _t68++) if (_t67->v[_t68]->tile == _t70) { _t69 = 1; break; } _t69; }))) ? 1 : 0;  /* bakaze: specs/riichi.yaml:465 */
        n_chankan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* chankan: specs/riichi.yaml:481 */
        n_chanta = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_outside_sets) && (({ const mjc_ints *_t100 = &b_tiles; mjc_int _t102 = 0; for (int _t101 = 0; _t101 < _t100->n; _t101++) if (mjc_in_mask(MASK_0, _t100->v[_t101])) { _t102 = 1; break; } _t102; })))))) ? 1 : 0;  /* chanta: specs/riichi.yaml:500 */
        v_chanta = n_chanta ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_chiitoitsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* chiitoitsu: specs/riichi.yaml:485 */
        n_chinitsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((({ const mjc_ints *_t134 = &b_tiles; mjc_int _t136 = 1; for (int _t135 = 0; _t135 < _t134->n; _t135++) if (!mjc_in_mask(MASK_8, _t134->v[_t135])) { _t136 = 0; break; } _t136; })) && (({ const mjc_ints *_t137 = &b_tiles; (mjc_int)(_t137->n > 0 && mjc_suit(_t137->v[0]) == mjc_suit(_t137->v[_t137->n - 1])); })))))) ? 1 : 0;  /* chinitsu: specs/riichi.yaml:557 */
        v_chinitsu = n_chinitsu ? ((d_closed) ? ((mjc_int)6LL) : ((mjc_int)5LL)) : 0;
        n_chun = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t60 = &b_pungs; mjc_int _t62 = 0; for (int _t61 = 0; _t61 < _t60->n; _t61++) if (mjc_in_mask(MASK_6, _t60->v[_t61]->tile)) { _t62 = 1; break; } _t62; }))) ? 1 : 0;  /* chun: specs/riichi.yaml:457 */
        n_double_riichi_yaku = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (f_double_riichi)) ? 1 : 0;  /* double_riichi_yaku: specs/riichi.yaml:397 */
        n_haitei = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((f_last_tile) && (b_self_drawn) && ((!f_kong_replacement)))))) ? 1 : 0;  /* haitei: specs/riichi.yaml:469 */
        n_haku = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t54 = &b_pungs; mjc_int _t56 = 0; for (int _t55 = 0; _t55 < _t54->n; _t55++) if (mjc_in_mask(MASK_4, _t54->v[_t55]->tile)) { _t56 = 1; break; } _t56; }))) ? 1 : 0;  /* haku: specs/riichi.yaml:449 */
        n_hatsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t57 = &b_pungs; mjc_int _t59 = 0; for (int _t58 = 0; _t58 < _t57->n; _t58++) if (mjc_in_mask(MASK_5, _t57->v[_t58]->tile)) { _t59 = 1; break; } _t59; }))) ? 1 : 0;  /* hatsu: specs/riichi.yaml:453 */
        n_honitsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((({ mjc_int _t130 = (({ const mjc_ints *_t127 = &b_tiles; mjc_ints _t129; _t129.n = 0; for (int _t128 = 0; _t128 < _t127->n; _t128++) { mjc_int v_t = _t127->v[_t128]; if (!((mjc_suit(v_t) < 3))) continue; mjc_int _v = mjc_suit(v_t); if (!mjc_contains(&_t129, _v)) mjc_push(&_t129, _v); } _t129; })).n; (mjc_int)((_t130 == ((mjc_int)1LL))); })) && (({ const mjc_ints *_t131 = &b_tiles; mjc_int _t133 = 0; for (int _t132 = 0; _t132 < _t131->n; _t132++) if (mjc_in_mask(MASK_0, _t131->v[_t132])) { _t133 = 1; break; } _t133; })))))) ? 1 : 0;  /* honitsu: specs/riichi.yaml:552 */
        v_honitsu = n_honitsu ? ((d_closed) ? ((mjc_int)3LL) : ((mjc_int)2LL)) : 0;
        n_honroutou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_ints *_t124 = &b_tiles; mjc_int _t126 = 1; for (int _t125 = 0; _t125 < _t124->n; _t125++) if (!mjc_in_mask(MASK_7, _t124->v[_t125])) { _t126 = 0; break; } _t126; }))) ? 1 : 0;  /* honroutou: specs/riichi.yaml:545 */
        n_houtei = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((f_last_tile) && ((!b_self_drawn)))))) ? 1 : 0;  /* houtei: specs/riichi.yaml:473 */
        n_ryanpeikou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_closed) && (({ mjc_int _t36 = (b_chows).n; (mjc_int)((_t36 == ((mjc_int)4LL))); })) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t37 = &b_chows; mjc_int _t39 = 1; for (int _t38 = 0; _t38 < _t37->n; _t38++) { const mjc_group * v_c = _t37->v[_t38]; if (!(({ mjc_int _t45 = mjc_mod(((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t40 = &b_chows; mjc_int _t42 = 0; for (int _t41 = 0; _t41 < _t40->n; _t41++) { const mjc_group * v_d = _t40->v[_t41]; if (({ mjc_int _t43 = mjc_real(v_d)->tile; mjc_int _t44 = mjc_real(v_c)->tile; (mjc_int)((_t43 == _t44)); })) _t42++; } _t42; }) : ((mjc_int)0LL)), ((mjc_int)2LL)); (mjc_int)((_t45 == ((mjc_int)0LL))); }))) { _t39 = 0; break; } } _t39; }) : ((mjc_int)1))))))) ? 1 : 0;  /* ryanpeikou: specs/riichi.yaml:435 */
        n_iipeikou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && !n_ryanpeikou && (((mjc_int)((d_closed) && (({ mjc_int _t53 = ((((mjc_int)((b_chows).n >= 2))) ? ({ __label__ _t47_done; const mjc_groups *_t46 = &b_chows; mjc_int _t47 = 0; for (int _t49 = 0; _t49 < _t46->n; _t49++) for (int _t50 = _t49 + 1; _t50 < _t46->n; _t50++) { int _t48 = 0; if (!_t48) { const mjc_group * v_a = _t46->v[_t49]; const mjc_group * v_b = _t46->v[_t50]; if ((({ mjc_int _t51 = mjc_real(v_a)->tile; mjc_int _t52 = mjc_real(v_b)->tile; (mjc_int)((_t51 == _t52)); }))) _t48 = 1; } if (_t48) _t47++; } _t47_done: ; _t47; }) : ((mjc_int)0LL)); (mjc_int)((_t53 > ((mjc_int)0LL))); })))))) ? 1 : 0;  /* iipeikou: specs/riichi.yaml:443 */
        n_ippatsu_yaku = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (f_ippatsu)) ? 1 : 0;  /* ippatsu_yaku: specs/riichi.yaml:411 */
        n_ittsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t88_done; const mjc_groups *_t87 = &b_chows; mjc_int _t88 = 0; for (int _t90 = 0; _t90 < _t87->n; _t90++) for (int _t91 = _t90 + 1; _t91 < _t87->n; _t91++) for (int _t92 = _t91 + 1; _t92 < _t87->n; _t92++) { int _t89 = 0; if (!_t89) { const mjc_group * v_a = _t87->v[_t90]; const mjc_group * v_b = _t87->v[_t91]; const mjc_group * v_c = _t87->v[_t92]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t90]; const mjc_group * v_b = _t87->v[_t92]; const mjc_group * v_c = _t87->v[_t91]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t91]; const mjc_group * v_b = _t87->v[_t90]; const mjc_group * v_c = _t87->v[_t92]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t91]; const mjc_group * v_b = _t87->v[_t92]; const mjc_group * v_c = _t87->v[_t90]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t92]; const mjc_group * v_b = _t87->v[_t90]; const mjc_group * v_c = _t87->v[_t91]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t92]; const mjc_group * v_b = _t87->v[_t91]; const mjc_group * v_c = _t87->v[_t90]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (_t89) { _t88 = 1; goto _t88_done; } } _t88_done: ; _t88; }) : ((mjc_int)0)))) ? 1 : 0;  /* ittsu: specs/riichi.yaml:495 */
        v_ittsu = n_ittsu ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_jikaze = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t63 = &b_pungs; mjc_int _t66 = b_seat_wind; mjc_int _t65 = 0; for (int _t64 = 0; _t64 < _t63->n; _t64++) if (_t63->v[_t64]->tile == _t66) { _t65 = 1; break; } _t65; }))) ? 1 : 0;  /* jikaze: specs/riichi.yaml:461 */
        n_junchan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_outside_sets) && ((!({ const mjc_ints *_t103 = &b_tiles; mjc_int _t105 = 0; for (int _t104 = 0; _t104 < _t103->n; _t104++) if (mjc_in_mask(MASK_0, _t103->v[_t104])) { _t105 = 1; break; } _t105; }))))))) ? 1 : 0;  /* junchan: specs/riichi.yaml:507 */
        v_junchan = n_junchan ? ((d_closed) ? ((mjc_int)3LL) : ((mjc_int)2LL)) : 0;
        n_menzen_tsumo = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_closed) && (b_self_drawn))))) ? 1 : 0;  /* menzen_tsumo: specs/riichi.yaml:417 */
        p_pinfu = ((mjc_int)((d_closed) && (((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t261 = (b_chows).n; (mjc_int)((_t261 == ((mjc_int)4LL))); })) && ((!p_pair_dragon)) && ((!p_pair_seat_wind)) && ((!p_pair_round_wind)) && (d_ryanmen)));  /* pinfu: specs/riichi.yaml:423 */
        n_pinfu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_pinfu) ? 1 : 0;  /* pinfu: specs/riichi.yaml:423 */
        n_riichi = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && !n_double_riichi_yaku && (f_declared_ready)) ? 1 : 0;  /* riichi: specs/riichi.yaml:405 */
        n_rinshan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (f_kong_replacement)) ? 1 : 0;  /* rinshan: specs/riichi.yaml:477 */
        n_sanankou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)3LL))))))))) ? 1 : 0;  /* sanankou: specs/riichi.yaml:519 */
        n_sankantsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ mjc_int _t107 = (b_kongs).n; (mjc_int)((_t107 == ((mjc_int)3LL))); }))) ? 1 : 0;  /* sankantsu: specs/riichi.yaml:526 */
        n_sanshoku = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t72_done; const mjc_groups *_t71 = &b_chows; mjc_int _t72 = 0; for (int _t74 = 0; _t74 < _t71->n; _t74++) for (int _t75 = _t74 + 1; _t75 < _t71->n; _t75++) for (int _t76 = _t75 + 1; _t76 < _t71->n; _t76++) { int _t73 = 0; if (!_t73) { const mjc_group * v_a = _t71->v[_t74]; const mjc_group * v_b = _t71->v[_t75]; const mjc_group * v_c = _t71->v[_t76]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t74]; const mjc_group * v_b = _t71->v[_t76]; const mjc_group * v_c = _t71->v[_t75]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t75]; const mjc_group * v_b = _t71->v[_t74]; const mjc_group * v_c = _t71->v[_t76]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t75]; const mjc_group * v_b = _t71->v[_t76]; const mjc_group * v_c = _t71->v[_t74]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t76]; const mjc_group * v_b = _t71->v[_t74]; const mjc_group * v_c = _t71->v[_t75]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t76]; const mjc_group * v_b = _t71->v[_t75]; const mjc_group * v_c = _t71->v[_t74]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (_t73) { _t72 = 1; goto _t72_done; } } _t72_done: ; _t72; }) : ((mjc_int)0)))) ? 1 : 0;  /* sanshoku: specs/riichi.yaml:490 */
        v_sanshoku = n_sanshoku ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_sanshoku_doukou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 3))) ? ({ __label__ _t109_done; const mjc_groups *_t108 = &b_pungs; mjc_int _t109 = 0; for (int _t111 = 0; _t111 < _t108->n; _t111++) for (int _t112 = _t111 + 1; _t112 < _t108->n; _t112++) for (int _t113 = _t112 + 1; _t113 < _t108->n; _t113++) { int _t110 = 0; if (!_t110) { const mjc_group * v_a = _t108->v[_t111]; const mjc_group * v_b = _t108->v[_t112]; const mjc_group * v_c = _t108->v[_t113]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t111]; const mjc_group * v_b = _t108->v[_t113]; const mjc_group * v_c = _t108->v[_t112]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t112]; const mjc_group * v_b = _t108->v[_t111]; const mjc_group * v_c = _t108->v[_t113]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t112]; const mjc_group * v_b = _t108->v[_t113]; const mjc_group * v_c = _t108->v[_t111]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t113]; const mjc_group * v_b = _t108->v[_t111]; const mjc_group * v_c = _t108->v[_t112]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t113]; const mjc_group * v_b = _t108->v[_t112]; const mjc_group * v_c = _t108->v[_t111]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (_t110) { _t109 = 1; goto _t109_done; } } _t109_done: ; _t109; }) : ((mjc_int)0)))) ? 1 : 0;  /* sanshoku_doukou: specs/riichi.yaml:531 */
        n_shousangen = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((d_dragon_pungs == ((mjc_int)2LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* shousangen: specs/riichi.yaml:538 */
        n_tanyao = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((({ const mjc_ints *_t33 = &b_tiles; mjc_int _t35 = 1; for (int _t34 = 0; _t34 < _t33->n; _t34++) if (!mjc_in_mask(MASK_3, _t33->v[_t34])) { _t35 = 0; break; } _t35; })) && (((mjc_int)((d_closed) || (o_open_tanyao)))))))) ? 1 : 0;  /* tanyao: specs/riichi.yaml:429 */
        n_toitoi = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t106 = (b_pungs).n; (mjc_int)((_t106 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* toitoi: specs/riichi.yaml:514 */
        s_han = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_mul(((mjc_int)5LL), n_nagashi_mangan_yaku), mjc_mul(((mjc_int)2LL), n_double_riichi_yaku)), n_riichi), n_ippatsu_yaku), n_menzen_tsumo), n_pinfu), n_tanyao), mjc_mul(((mjc_int)3LL), n_ryanpeikou)), n_iipeikou), n_haku), n_hatsu), n_chun), n_jikaze), n_bakaze), n_haitei), n_houtei), n_rinshan), n_chankan), mjc_mul(((mjc_int)2LL), n_chiitoitsu)), mjc_mul(v_sanshoku, n_sanshoku)), mjc_mul(v_ittsu, n_ittsu)), mjc_mul(v_chanta, n_chanta)), mjc_mul(v_junchan, n_junchan)), mjc_mul(((mjc_int)2LL), n_toitoi)), mjc_mul(((mjc_int)2LL), n_sanankou)), mjc_mul(((mjc_int)2LL), n_sankantsu)), mjc_mul(((mjc_int)2LL), n_sanshoku_doukou)), mjc_mul(((mjc_int)2LL), n_shousangen)), mjc_mul(((mjc_int)2LL), n_honroutou)), mjc_mul(v_honitsu, n_honitsu)), mjc_mul(v_chinitsu, n_chinitsu));  /* han */
        s_yakuman = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_mul(v_kokushi_13, n_kokushi_13), n_kokushi), mjc_mul(v_suuankou_tanki, n_suuankou_tanki)), n_suuankou), n_daisangen), mjc_mul(v_daisuushii, n_daisuushii)), n_shousuushii), n_tsuuiisou), n_chinroutou), n_ryuuiisou), mjc_mul(v_chuuren_9, n_chuuren_9)), n_chuuren), n_suukantsu), n_tenhou), n_chiihou);  /* yakuman */
        d_has_yaku = ((mjc_int)((((mjc_int)((s_han > ((mjc_int)0LL))))) || (((mjc_int)((s_yakuman > ((mjc_int)0LL)))))));  /* has_yaku: specs/riichi.yaml:174 */
        n_aka_dora = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_red_fives > ((mjc_int)0LL)))))) ? mjc_max2(0, b_red_fives) : 0;  /* aka_dora: specs/riichi.yaml:580 */
        n_dora = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_dora_count > ((mjc_int)0LL)))))) ? mjc_max2(0, d_dora_count) : 0;  /* dora: specs/riichi.yaml:564 */
        n_ura_dora = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((f_declared_ready) && (((mjc_int)((d_ura_count > ((mjc_int)0LL))))))))) ? mjc_max2(0, d_ura_count) : 0;  /* ura_dora: specs/riichi.yaml:572 */
        s_dora_han = mjc_add(mjc_add(n_dora, n_ura_dora), n_aka_dora);  /* dora_han */
        d_han_total = mjc_add(s_han, s_dora_han);  /* han_total: specs/riichi.yaml:177 */
        n_ankan_simple = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t175 = &b_kongs; mjc_int _t177 = 0; for (int _t176 = 0; _t176 < _t175->n; _t176++) { const mjc_group * v_s = _t175->v[_t176]; if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t177 = 1; break; } } _t177; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t178 = &b_kongs; mjc_int _t180 = 0; for (int _t179 = 0; _t179 < _t178->n; _t179++) { const mjc_group * v_s = _t178->v[_t179]; if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t180++; } _t180; }) : ((mjc_int)0LL))) : 0;  /* ankan_simple: specs/riichi.yaml:664 */
        n_ankan_yaochu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t181 = &b_kongs; mjc_int _t183 = 0; for (int _t182 = 0; _t182 < _t181->n; _t182++) { const mjc_group * v_s = _t181->v[_t182]; if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t183 = 1; break; } } _t183; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t184 = &b_kongs; mjc_int _t186 = 0; for (int _t185 = 0; _t185 < _t184->n; _t185++) { const mjc_group * v_s = _t184->v[_t185]; if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t186++; } _t186; }) : ((mjc_int)0LL))) : 0;  /* ankan_yaochu: specs/riichi.yaml:671 */
        n_anko_simple = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t151 = &b_pungs; mjc_int _t153 = 0; for (int _t152 = 0; _t152 < _t151->n; _t152++) { const mjc_group * v_s = _t151->v[_t152]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t153 = 1; break; } } _t153; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t154 = &b_pungs; mjc_int _t156 = 0; for (int _t155 = 0; _t155 < _t154->n; _t155++) { const mjc_group * v_s = _t154->v[_t155]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t156++; } _t156; }) : ((mjc_int)0LL))) : 0;  /* anko_simple: specs/riichi.yaml:636 */
        n_anko_yaochu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t157 = &b_pungs; mjc_int _t159 = 0; for (int _t158 = 0; _t158 < _t157->n; _t158++) { const mjc_group * v_s = _t157->v[_t158]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t159 = 1; break; } } _t159; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t160 = &b_pungs; mjc_int _t162 = 0; for (int _t161 = 0; _t161 < _t160->n; _t161++) { const mjc_group * v_s = _t160->v[_t161]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t162++; } _t162; }) : ((mjc_int)0LL))) : 0;  /* anko_yaochu: specs/riichi.yaml:643 */
        n_chiitoitsu_fu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* chiitoitsu_fu: specs/riichi.yaml:596 */
        n_futei = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_shape == SHAPE_STANDARD))))) ? 1 : 0;  /* futei: specs/riichi.yaml:590 */
        n_kanchan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_kanchan) ? 1 : 0;  /* kanchan: specs/riichi.yaml:696 */
        n_menzen_kafu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (d_closed) && ((!b_self_drawn)))))) ? 1 : 0;  /* menzen_kafu: specs/riichi.yaml:602 */
        n_minkan_simple = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t163 = &b_kongs; mjc_int _t165 = 0; for (int _t164 = 0; _t164 < _t163->n; _t164++) { const mjc_group * v_s = _t163->v[_t164]; if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t165 = 1; break; } } _t165; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t166 = &b_kongs; mjc_int _t168 = 0; for (int _t167 = 0; _t167 < _t166->n; _t167++) { const mjc_group * v_s = _t166->v[_t167]; if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t168++; } _t168; }) : ((mjc_int)0LL))) : 0;  /* minkan_simple: specs/riichi.yaml:650 */
        n_minkan_yaochu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t169 = &b_kongs; mjc_int _t171 = 0; for (int _t170 = 0; _t170 < _t169->n; _t170++) { const mjc_group * v_s = _t169->v[_t170]; if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t171 = 1; break; } } _t171; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t172 = &b_kongs; mjc_int _t174 = 0; for (int _t173 = 0; _t173 < _t172->n; _t173++) { const mjc_group * v_s = _t172->v[_t173]; if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t174++; } _t174; }) : ((mjc_int)0LL))) : 0;  /* minkan_yaochu: specs/riichi.yaml:657 */
        n_minko_simple = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t139 = &b_pungs; mjc_int _t141 = 0; for (int _t140 = 0; _t140 < _t139->n; _t140++) { const mjc_group * v_s = _t139->v[_t140]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t141 = 1; break; } } _t141; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t142 = &b_pungs; mjc_int _t144 = 0; for (int _t143 = 0; _t143 < _t142->n; _t143++) { const mjc_group * v_s = _t142->v[_t143]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t144++; } _t144; }) : ((mjc_int)0LL))) : 0;  /* minko_simple: specs/riichi.yaml:622 */
        n_minko_yaochu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t145 = &b_pungs; mjc_int _t147 = 0; for (int _t146 = 0; _t146 < _t145->n; _t146++) { const mjc_group * v_s = _t145->v[_t146]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t147 = 1; break; } } _t147; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t148 = &b_pungs; mjc_int _t150 = 0; for (int _t149 = 0; _t149 < _t148->n; _t149++) { const mjc_group * v_s = _t148->v[_t149]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t150++; } _t150; }) : ((mjc_int)0LL))) : 0;  /* minko_yaochu: specs/riichi.yaml:629 */
        n_open_pinfu_fu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((!d_closed)) && ((!b_self_drawn)) && (({ mjc_int _t138 = (b_chows).n; (mjc_int)((_t138 == ((mjc_int)4LL))); })) && ((!p_pair_dragon)) && ((!p_pair_seat_wind)) && ((!p_pair_round_wind)) && (d_ryanmen))))) ? 1 : 0;  /* open_pinfu_fu: specs/riichi.yaml:614 */
        n_pair_dragon = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_pair_dragon) ? 1 : 0;  /* pair_dragon: specs/riichi.yaml:678 */
        n_pair_round_wind = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_pair_round_wind) ? 1 : 0;  /* pair_round_wind: specs/riichi.yaml:690 */
        n_pair_seat_wind = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_pair_seat_wind) ? 1 : 0;  /* pair_seat_wind: specs/riichi.yaml:684 */
        n_penchan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_penchan) ? 1 : 0;  /* penchan: specs/riichi.yaml:702 */
        n_tanki = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == PAIR)))))) ? 1 : 0;  /* tanki: specs/riichi.yaml:708 */
        n_tsumo_fu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (b_self_drawn) && ((!p_pinfu)))))) ? 1 : 0;  /* tsumo_fu: specs/riichi.yaml:608 */
        s_fu = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_mul(((mjc_int)20LL), n_futei), mjc_mul(((mjc_int)25LL), n_chiitoitsu_fu)), mjc_mul(((mjc_int)10LL), n_menzen_kafu)), mjc_mul(((mjc_int)2LL), n_tsumo_fu)), mjc_mul(((mjc_int)10LL), n_open_pinfu_fu)), mjc_mul(((mjc_int)2LL), n_minko_simple)), mjc_mul(((mjc_int)4LL), n_minko_yaochu)), mjc_mul(((mjc_int)4LL), n_anko_simple)), mjc_mul(((mjc_int)8LL), n_anko_yaochu)), mjc_mul(((mjc_int)8LL), n_minkan_simple)), mjc_mul(((mjc_int)16LL), n_minkan_yaochu)), mjc_mul(((mjc_int)16LL), n_ankan_simple)), mjc_mul(((mjc_int)32LL), n_ankan_yaochu)), mjc_mul(((mjc_int)2LL), n_pair_dragon)), mjc_mul(((mjc_int)2LL), n_pair_seat_wind)), mjc_mul(((mjc_int)2LL), n_pair_round_wind)), mjc_mul(((mjc_int)2LL), n_kanchan)), mjc_mul(((mjc_int)2LL), n_penchan)), mjc_mul(((mjc_int)2LL), n_tanki));  /* fu */
        d_fu_total = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) ? s_fu : mjc_mul(mjc_floordiv(mjc_sub(mjc_add(s_fu, ((mjc_int)10LL)), ((mjc_int)1LL)), ((mjc_int)10LL)), ((mjc_int)10LL)));  /* fu_total: specs/riichi.yaml:183 */
        d_basic = ((((mjc_int)((s_yakuman > ((mjc_int)0LL))))) ? mjc_mul(((mjc_int)8000LL), s_yakuman) : ((((mjc_int)((d_han_total >= ((mjc_int)13LL))))) ? ((o_counted_yakuman) ? ((mjc_int)8000LL) : ((mjc_int)6000LL)) : ((((mjc_int)((d_han_total >= ((mjc_int)11LL))))) ? ((mjc_int)6000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)8LL))))) ? ((mjc_int)4000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)6LL))))) ? ((mjc_int)3000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)5LL))))) ? ((mjc_int)2000LL) : ((((mjc_int)((o_kiriage) && (((mjc_int)((((mjc_int)((((mjc_int)((d_han_total == ((mjc_int)4LL))))) && (((mjc_int)((d_fu_total == ((mjc_int)30LL)))))))) || (((mjc_int)((((mjc_int)((d_han_total == ((mjc_int)3LL))))) && (((mjc_int)((d_fu_total == ((mjc_int)60LL)))))))))))))) ? ((mjc_int)2000LL) : mjc_min_of(((mjc_int)2000LL), mjc_mul(d_fu_total, mjc_pow(((mjc_int)2LL), mjc_add(((mjc_int)2LL), d_han_total)))))))))));  /* basic: specs/riichi.yaml:186 */

        mjc_tuple value = ((mjc_tuple){5, {((d_has_yaku) ? ((mjc_int)1LL) : ((mjc_int)0LL)), d_basic, s_yakuman, d_han_total, d_fu_total}});
        if (best < 0 || mjc_tuple_cmp(&value, &best_value) > 0) { best = ai; best_value = value; }
    }
    if (best < 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_chows = mjc_sets_of_kinds(arr->sets, 1 << CHOW);
        b_pairs = arr->pairs;
        b_pungs = mjc_sets_of_kinds(arr->sets, 1 << PUNG | 1 << KONG);
        b_sets = arr->sets;
        b_shape = arr->shape;
        b_win_set = arr->win_set;
        d_concealed_pungs = ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t238 = &b_pungs; mjc_int _t240 = 0; for (int _t239 = 0; _t239 < _t238->n; _t239++) { const mjc_group * v_s = _t238->v[_t239]; if ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) _t240++; } _t240; }) : ((mjc_int)0LL));  /* concealed_pungs: specs/riichi.yaml:132 */
        d_dragon_pungs = ({ const mjc_groups *_t241 = &b_pungs; mjc_int _t243 = 0; for (int _t242 = 0; _t242 < _t241->n; _t242++) _t243 += mjc_in_mask(MASK_10, _t241->v[_t242]->tile); _t243; });  /* dragon_pungs: specs/riichi.yaml:135 */
        d_wind_pungs = ({ const mjc_groups *_t244 = &b_pungs; mjc_int _t246 = 0; for (int _t245 = 0; _t245 < _t244->n; _t245++) _t246 += mjc_in_mask(MASK_11, _t244->v[_t245]->tile); _t246; });  /* wind_pungs: specs/riichi.yaml:138 */
        d_pair_tile = ({ const mjc_groups *_t247 = &b_pairs; _t247->n ? mjc_real(_t247->v[0])->tile : NO_SEAT; });  /* pair_tile: specs/riichi.yaml:141 */
        d_outside_sets = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t248 = (b_chows).n; (mjc_int)((_t248 > ((mjc_int)0LL))); })) && (({ const mjc_groups _t249_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t249 = &_t249_v; mjc_int _t251 = 1; for (int _t250 = 0; _t250 < _t249->n; _t250++) { const mjc_group * v_s = _t249->v[_t250]; if (!(({ const mjc_ints _t252_v = mjc_group_tiles(v_s); const mjc_ints *_t252 = &_t252_v; mjc_int _t254 = 0; for (int _t253 = 0; _t253 < _t252->n; _t253++) if (mjc_in_mask(MASK_7, _t252->v[_t253])) { _t254 = 1; break; } _t254; }))) { _t251 = 0; break; } } _t251; }))));  /* outside_sets: specs/riichi.yaml:147 */
        p_kanchan = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == CHOW)) && (({ mjc_int _t255 = mjc_number(b_win_tile); mjc_int _t256 = mjc_add(mjc_number(mjc_real(b_win_set)->tile), ((mjc_int)1LL)); (mjc_int)((_t255 == _t256)); }))));  /* kanchan: specs/riichi.yaml:696 */
        p_penchan = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == CHOW)) && (((mjc_int)((((mjc_int)((({ mjc_int _t257 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t257 == ((mjc_int)1LL))); })) && (({ mjc_int _t258 = mjc_number(b_win_tile); (mjc_int)((_t258 == ((mjc_int)3LL))); }))))) || (((mjc_int)((({ mjc_int _t259 = mjc_number(mjc_real(b_win_set)->tile); (mjc_int)((_t259 == ((mjc_int)7LL))); })) && (({ mjc_int _t260 = mjc_number(b_win_tile); (mjc_int)((_t260 == ((mjc_int)7LL))); }))))))))));  /* penchan: specs/riichi.yaml:702 */
        d_ryanmen = ((mjc_int)(((mjc_real(b_win_set)->kind == CHOW)) && ((!p_kanchan)) && ((!p_penchan))));  /* ryanmen: specs/riichi.yaml:150 */
        p_pair_dragon = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (mjc_is_dragon(d_pair_tile))));  /* pair_dragon: specs/riichi.yaml:678 */
        p_pair_round_wind = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_pair_tile == b_round_wind))))));  /* pair_round_wind: specs/riichi.yaml:690 */
        p_pair_seat_wind = ((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_pair_tile == b_seat_wind))))));  /* pair_seat_wind: specs/riichi.yaml:684 */
        n_chinroutou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t4 = &b_tiles; mjc_int _t6 = 1; for (int _t5 = 0; _t5 < _t4->n; _t5++) if (!mjc_in_mask(MASK_1, _t4->v[_t5])) { _t6 = 0; break; } _t6; })))))) ? 1 : 0;  /* chinroutou: specs/riichi.yaml:326 */
        n_daisangen = ((((mjc_int)((d_dragon_pungs == ((mjc_int)3LL)))))) ? 1 : 0;  /* daisangen: specs/riichi.yaml:292 */
        n_daisuushii = ((((mjc_int)((d_wind_pungs == ((mjc_int)4LL)))))) ? 1 : 0;  /* daisuushii: specs/riichi.yaml:300 */
        v_daisuushii = n_daisuushii ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_kokushi_13 = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS)))) && (({ mjc_int _t0 = ((b_waits_done ? b_waits : (b_waits = mjc_waits(&player->hand, player->melds.n, SHAPES, N_SHAPES), b_waits_done = 1, b_waits))).n; (mjc_int)((_t0 == ((mjc_int)13LL))); })))))) ? 1 : 0;  /* kokushi_13: specs/riichi.yaml:254 */
        v_kokushi_13 = n_kokushi_13 ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_kokushi = (!n_kokushi_13 && (((mjc_int)((b_shape == SHAPE_THIRTEEN_ORPHANS))))) ? 1 : 0;  /* kokushi: specs/riichi.yaml:264 */
        n_nagashi_mangan_yaku = ((((mjc_int)((b_shape == SHAPE_NAGASHI_MANGAN))))) ? 1 : 0;  /* nagashi_mangan_yaku: specs/riichi.yaml:385 */
        n_ryuuiisou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t7 = &b_tiles; mjc_int _t9 = 1; for (int _t8 = 0; _t8 < _t7->n; _t8++) if (!mjc_in_mask(MASK_2, _t7->v[_t8])) { _t9 = 0; break; } _t9; })))))) ? 1 : 0;  /* ryuuiisou: specs/riichi.yaml:334 */
        n_shousuushii = (!n_daisuushii && (((mjc_int)((((mjc_int)((d_wind_pungs == ((mjc_int)3LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_wind(d_pair_tile)))))) ? 1 : 0;  /* shousuushii: specs/riichi.yaml:310 */
        n_suuankou_tanki = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)4LL))))) && ((mjc_real(b_win_set)->kind == PAIR)))))) ? 1 : 0;  /* suuankou_tanki: specs/riichi.yaml:272 */
        v_suuankou_tanki = n_suuankou_tanki ? ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_suuankou = (!n_suuankou_tanki && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)4LL))))))))) ? 1 : 0;  /* suuankou: specs/riichi.yaml:282 */
        n_tsuuiisou = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_NAGASHI_MANGAN)))) && (({ const mjc_ints *_t1 = &b_tiles; mjc_int _t3 = 1; for (int _t2 = 0; _t2 < _t1->n; _t2++) if (!mjc_in_mask(MASK_0, _t1->v[_t2])) { _t3 = 0; break; } _t3; })))))) ? 1 : 0;  /* tsuuiisou: specs/riichi.yaml:318 */
        n_bakaze = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t67 = &b_pungs; mjc_int _t70 = b_round_wind; mjc_int _t69 = 0; for (int _t68 = 0; _t68 < _t67->n; _t68++) if (_t67->v[_t68]->tile == _t70) { _t69 = 1; break; } _t69; }))) ? 1 : 0;  /* bakaze: specs/riichi.yaml:465 */
        n_chankan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_by == ((mjc_int)2)))))) ? 1 : 0;  /* chankan: specs/riichi.yaml:481 */
        n_chanta = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_outside_sets) && (({ const mjc_ints *_t100 = &b_tiles; mjc_int _t102 = 0; for (int _t101 = 0; _t101 < _t100->n; _t101++) if (mjc_in_mask(MASK_0, _t100->v[_t101])) { _t102 = 1; break; } _t102; })))))) ? 1 : 0;  /* chanta: specs/riichi.yaml:500 */
        v_chanta = n_chanta ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_chiitoitsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* chiitoitsu: specs/riichi.yaml:485 */
        n_chinitsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((({ const mjc_ints *_t134 = &b_tiles; mjc_int _t136 = 1; for (int _t135 = 0; _t135 < _t134->n; _t135++) if (!mjc_in_mask(MASK_8, _t134->v[_t135])) { _t136 = 0; break; } _t136; })) && (({ const mjc_ints *_t137 = &b_tiles; (mjc_int)(_t137->n > 0 && mjc_suit(_t137->v[0]) == mjc_suit(_t137->v[_t137->n - 1])); })))))) ? 1 : 0;  /* chinitsu: specs/riichi.yaml:557 */
        v_chinitsu = n_chinitsu ? ((d_closed) ? ((mjc_int)6LL) : ((mjc_int)5LL)) : 0;
        n_chun = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t60 = &b_pungs; mjc_int _t62 = 0; for (int _t61 = 0; _t61 < _t60->n; _t61++) if (mjc_in_mask(MASK_6, _t60->v[_t61]->tile)) { _t62 = 1; break; } _t62; }))) ? 1 : 0;  /* chun: specs/riichi.yaml:457 */
        n_double_riichi_yaku = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (f_double_riichi)) ? 1 : 0;  /* double_riichi_yaku: specs/riichi.yaml:397 */
        n_haitei = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((f_last_tile) && (b_self_drawn) && ((!f_kong_replacement)))))) ? 1 : 0;  /* haitei: specs/riichi.yaml:469 */
        n_haku = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t54 = &b_pungs; mjc_int _t56 = 0; for (int _t55 = 0; _t55 < _t54->n; _t55++) if (mjc_in_mask(MASK_4, _t54->v[_t55]->tile)) { _t56 = 1; break; } _t56; }))) ? 1 : 0;  /* haku: specs/riichi.yaml:449 */
        n_hatsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t57 = &b_pungs; mjc_int _t59 = 0; for (int _t58 = 0; _t58 < _t57->n; _t58++) if (mjc_in_mask(MASK_5, _t57->v[_t58]->tile)) { _t59 = 1; break; } _t59; }))) ? 1 : 0;  /* hatsu: specs/riichi.yaml:453 */
        n_honitsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((({ mjc_int _t130 = (({ const mjc_ints *_t127 = &b_tiles; mjc_ints _t129; _t129.n = 0; for (int _t128 = 0; _t128 < _t127->n; _t128++) { mjc_int v_t = _t127->v[_t128]; if (!((mjc_suit(v_t) < 3))) continue; mjc_int _v = mjc_suit(v_t); if (!mjc_contains(&_t129, _v)) mjc_push(&_t129, _v); } _t129; })).n; (mjc_int)((_t130 == ((mjc_int)1LL))); })) && (({ const mjc_ints *_t131 = &b_tiles; mjc_int _t133 = 0; for (int _t132 = 0; _t132 < _t131->n; _t132++) if (mjc_in_mask(MASK_0, _t131->v[_t132])) { _t133 = 1; break; } _t133; })))))) ? 1 : 0;  /* honitsu: specs/riichi.yaml:552 */
        v_honitsu = n_honitsu ? ((d_closed) ? ((mjc_int)3LL) : ((mjc_int)2LL)) : 0;
        n_honroutou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_ints *_t124 = &b_tiles; mjc_int _t126 = 1; for (int _t125 = 0; _t125 < _t124->n; _t125++) if (!mjc_in_mask(MASK_7, _t124->v[_t125])) { _t126 = 0; break; } _t126; }))) ? 1 : 0;  /* honroutou: specs/riichi.yaml:545 */
        n_houtei = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((f_last_tile) && ((!b_self_drawn)))))) ? 1 : 0;  /* houtei: specs/riichi.yaml:473 */
        n_ryanpeikou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_closed) && (({ mjc_int _t36 = (b_chows).n; (mjc_int)((_t36 == ((mjc_int)4LL))); })) && (((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t37 = &b_chows; mjc_int _t39 = 1; for (int _t38 = 0; _t38 < _t37->n; _t38++) { const mjc_group * v_c = _t37->v[_t38]; if (!(({ mjc_int _t45 = mjc_mod(((((mjc_int)((b_chows).n >= 1))) ? ({ const mjc_groups *_t40 = &b_chows; mjc_int _t42 = 0; for (int _t41 = 0; _t41 < _t40->n; _t41++) { const mjc_group * v_d = _t40->v[_t41]; if (({ mjc_int _t43 = mjc_real(v_d)->tile; mjc_int _t44 = mjc_real(v_c)->tile; (mjc_int)((_t43 == _t44)); })) _t42++; } _t42; }) : ((mjc_int)0LL)), ((mjc_int)2LL)); (mjc_int)((_t45 == ((mjc_int)0LL))); }))) { _t39 = 0; break; } } _t39; }) : ((mjc_int)1))))))) ? 1 : 0;  /* ryanpeikou: specs/riichi.yaml:435 */
        n_iipeikou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && !n_ryanpeikou && (((mjc_int)((d_closed) && (({ mjc_int _t53 = ((((mjc_int)((b_chows).n >= 2))) ? ({ __label__ _t47_done; const mjc_groups *_t46 = &b_chows; mjc_int _t47 = 0; for (int _t49 = 0; _t49 < _t46->n; _t49++) for (int _t50 = _t49 + 1; _t50 < _t46->n; _t50++) { int _t48 = 0; if (!_t48) { const mjc_group * v_a = _t46->v[_t49]; const mjc_group * v_b = _t46->v[_t50]; if ((({ mjc_int _t51 = mjc_real(v_a)->tile; mjc_int _t52 = mjc_real(v_b)->tile; (mjc_int)((_t51 == _t52)); }))) _t48 = 1; } if (_t48) _t47++; } _t47_done: ; _t47; }) : ((mjc_int)0LL)); (mjc_int)((_t53 > ((mjc_int)0LL))); })))))) ? 1 : 0;  /* iipeikou: specs/riichi.yaml:443 */
        n_ippatsu_yaku = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (f_ippatsu)) ? 1 : 0;  /* ippatsu_yaku: specs/riichi.yaml:411 */
        n_ittsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t88_done; const mjc_groups *_t87 = &b_chows; mjc_int _t88 = 0; for (int _t90 = 0; _t90 < _t87->n; _t90++) for (int _t91 = _t90 + 1; _t91 < _t87->n; _t91++) for (int _t92 = _t91 + 1; _t92 < _t87->n; _t92++) { int _t89 = 0; if (!_t89) { const mjc_group * v_a = _t87->v[_t90]; const mjc_group * v_b = _t87->v[_t91]; const mjc_group * v_c = _t87->v[_t92]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t90]; const mjc_group * v_b = _t87->v[_t92]; const mjc_group * v_c = _t87->v[_t91]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t91]; const mjc_group * v_b = _t87->v[_t90]; const mjc_group * v_c = _t87->v[_t92]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t91]; const mjc_group * v_b = _t87->v[_t92]; const mjc_group * v_c = _t87->v[_t90]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t92]; const mjc_group * v_b = _t87->v[_t90]; const mjc_group * v_c = _t87->v[_t91]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (!_t89) { const mjc_group * v_a = _t87->v[_t92]; const mjc_group * v_b = _t87->v[_t91]; const mjc_group * v_c = _t87->v[_t90]; if ((((mjc_int)((({ mjc_int _t93 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t94 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t93 == _t94)); })) && (({ mjc_int _t95 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t96 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t95 == _t96)); })) && (({ mjc_int _t97 = mjc_number(mjc_real(v_a)->tile); (mjc_int)((_t97 == ((mjc_int)1LL))); })) && (({ mjc_int _t98 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t98 == ((mjc_int)4LL))); })) && (({ mjc_int _t99 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t99 == ((mjc_int)7LL))); })))))) _t89 = 1; } if (_t89) { _t88 = 1; goto _t88_done; } } _t88_done: ; _t88; }) : ((mjc_int)0)))) ? 1 : 0;  /* ittsu: specs/riichi.yaml:495 */
        v_ittsu = n_ittsu ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_jikaze = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ const mjc_groups *_t63 = &b_pungs; mjc_int _t66 = b_seat_wind; mjc_int _t65 = 0; for (int _t64 = 0; _t64 < _t63->n; _t64++) if (_t63->v[_t64]->tile == _t66) { _t65 = 1; break; } _t65; }))) ? 1 : 0;  /* jikaze: specs/riichi.yaml:461 */
        n_junchan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_outside_sets) && ((!({ const mjc_ints *_t103 = &b_tiles; mjc_int _t105 = 0; for (int _t104 = 0; _t104 < _t103->n; _t104++) if (mjc_in_mask(MASK_0, _t103->v[_t104])) { _t105 = 1; break; } _t105; }))))))) ? 1 : 0;  /* junchan: specs/riichi.yaml:507 */
        v_junchan = n_junchan ? ((d_closed) ? ((mjc_int)3LL) : ((mjc_int)2LL)) : 0;
        n_menzen_tsumo = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_closed) && (b_self_drawn))))) ? 1 : 0;  /* menzen_tsumo: specs/riichi.yaml:417 */
        p_pinfu = ((mjc_int)((d_closed) && (((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t261 = (b_chows).n; (mjc_int)((_t261 == ((mjc_int)4LL))); })) && ((!p_pair_dragon)) && ((!p_pair_seat_wind)) && ((!p_pair_round_wind)) && (d_ryanmen)));  /* pinfu: specs/riichi.yaml:423 */
        n_pinfu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_pinfu) ? 1 : 0;  /* pinfu: specs/riichi.yaml:423 */
        n_riichi = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && !n_double_riichi_yaku && (f_declared_ready)) ? 1 : 0;  /* riichi: specs/riichi.yaml:405 */
        n_rinshan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (f_kong_replacement)) ? 1 : 0;  /* rinshan: specs/riichi.yaml:477 */
        n_sanankou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (((mjc_int)((d_concealed_pungs == ((mjc_int)3LL))))))))) ? 1 : 0;  /* sanankou: specs/riichi.yaml:519 */
        n_sankantsu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (({ mjc_int _t107 = (b_kongs).n; (mjc_int)((_t107 == ((mjc_int)3LL))); }))) ? 1 : 0;  /* sankantsu: specs/riichi.yaml:526 */
        n_sanshoku = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_chows).n >= 3))) ? ({ __label__ _t72_done; const mjc_groups *_t71 = &b_chows; mjc_int _t72 = 0; for (int _t74 = 0; _t74 < _t71->n; _t74++) for (int _t75 = _t74 + 1; _t75 < _t71->n; _t75++) for (int _t76 = _t75 + 1; _t76 < _t71->n; _t76++) { int _t73 = 0; if (!_t73) { const mjc_group * v_a = _t71->v[_t74]; const mjc_group * v_b = _t71->v[_t75]; const mjc_group * v_c = _t71->v[_t76]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t74]; const mjc_group * v_b = _t71->v[_t76]; const mjc_group * v_c = _t71->v[_t75]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t75]; const mjc_group * v_b = _t71->v[_t74]; const mjc_group * v_c = _t71->v[_t76]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t75]; const mjc_group * v_b = _t71->v[_t76]; const mjc_group * v_c = _t71->v[_t74]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t76]; const mjc_group * v_b = _t71->v[_t74]; const mjc_group * v_c = _t71->v[_t75]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (!_t73) { const mjc_group * v_a = _t71->v[_t76]; const mjc_group * v_b = _t71->v[_t75]; const mjc_group * v_c = _t71->v[_t74]; if ((((mjc_int)((({ mjc_int _t77 = mjc_number(mjc_real(v_a)->tile); mjc_int _t78 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t77 == _t78)); })) && (({ mjc_int _t79 = mjc_number(mjc_real(v_b)->tile); mjc_int _t80 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t79 == _t80)); })) && (({ mjc_int _t81 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t82 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t81 != _t82)); })) && (({ mjc_int _t83 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t84 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t83 != _t84)); })) && (({ mjc_int _t85 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t86 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t85 != _t86)); })))))) _t73 = 1; } if (_t73) { _t72 = 1; goto _t72_done; } } _t72_done: ; _t72; }) : ((mjc_int)0)))) ? 1 : 0;  /* sanshoku: specs/riichi.yaml:490 */
        v_sanshoku = n_sanshoku ? ((d_closed) ? ((mjc_int)2LL) : ((mjc_int)1LL)) : 0;
        n_sanshoku_doukou = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 3))) ? ({ __label__ _t109_done; const mjc_groups *_t108 = &b_pungs; mjc_int _t109 = 0; for (int _t111 = 0; _t111 < _t108->n; _t111++) for (int _t112 = _t111 + 1; _t112 < _t108->n; _t112++) for (int _t113 = _t112 + 1; _t113 < _t108->n; _t113++) { int _t110 = 0; if (!_t110) { const mjc_group * v_a = _t108->v[_t111]; const mjc_group * v_b = _t108->v[_t112]; const mjc_group * v_c = _t108->v[_t113]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t111]; const mjc_group * v_b = _t108->v[_t113]; const mjc_group * v_c = _t108->v[_t112]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t112]; const mjc_group * v_b = _t108->v[_t111]; const mjc_group * v_c = _t108->v[_t113]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t112]; const mjc_group * v_b = _t108->v[_t113]; const mjc_group * v_c = _t108->v[_t111]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t113]; const mjc_group * v_b = _t108->v[_t111]; const mjc_group * v_c = _t108->v[_t112]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (!_t110) { const mjc_group * v_a = _t108->v[_t113]; const mjc_group * v_b = _t108->v[_t112]; const mjc_group * v_c = _t108->v[_t111]; if ((((mjc_int)(((mjc_suit(mjc_real(v_a)->tile) < 3)) && ((mjc_suit(mjc_real(v_b)->tile) < 3)) && ((mjc_suit(mjc_real(v_c)->tile) < 3)) && (({ mjc_int _t114 = mjc_number(mjc_real(v_a)->tile); mjc_int _t115 = mjc_number(mjc_real(v_b)->tile); (mjc_int)((_t114 == _t115)); })) && (({ mjc_int _t116 = mjc_number(mjc_real(v_b)->tile); mjc_int _t117 = mjc_number(mjc_real(v_c)->tile); (mjc_int)((_t116 == _t117)); })) && (({ mjc_int _t118 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t119 = mjc_suit(mjc_real(v_b)->tile); (mjc_int)((_t118 != _t119)); })) && (({ mjc_int _t120 = mjc_suit(mjc_real(v_b)->tile); mjc_int _t121 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t120 != _t121)); })) && (({ mjc_int _t122 = mjc_suit(mjc_real(v_a)->tile); mjc_int _t123 = mjc_suit(mjc_real(v_c)->tile); (mjc_int)((_t122 != _t123)); })))))) _t110 = 1; } if (_t110) { _t109 = 1; goto _t109_done; } } _t109_done: ; _t109; }) : ((mjc_int)0)))) ? 1 : 0;  /* sanshoku_doukou: specs/riichi.yaml:531 */
        n_shousangen = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((d_dragon_pungs == ((mjc_int)2LL))))) && (((mjc_int)((d_pair_tile != ((mjc_int)NO_SEAT))))) && (mjc_is_dragon(d_pair_tile)))))) ? 1 : 0;  /* shousangen: specs/riichi.yaml:538 */
        n_tanyao = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((({ const mjc_ints *_t33 = &b_tiles; mjc_int _t35 = 1; for (int _t34 = 0; _t34 < _t33->n; _t34++) if (!mjc_in_mask(MASK_3, _t33->v[_t34])) { _t35 = 0; break; } _t35; })) && (((mjc_int)((d_closed) || (o_open_tanyao)))))))) ? 1 : 0;  /* tanyao: specs/riichi.yaml:429 */
        n_toitoi = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ mjc_int _t106 = (b_pungs).n; (mjc_int)((_t106 == ((mjc_int)4LL))); })))))) ? 1 : 0;  /* toitoi: specs/riichi.yaml:514 */
        s_han = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_mul(((mjc_int)5LL), n_nagashi_mangan_yaku), mjc_mul(((mjc_int)2LL), n_double_riichi_yaku)), n_riichi), n_ippatsu_yaku), n_menzen_tsumo), n_pinfu), n_tanyao), mjc_mul(((mjc_int)3LL), n_ryanpeikou)), n_iipeikou), n_haku), n_hatsu), n_chun), n_jikaze), n_bakaze), n_haitei), n_houtei), n_rinshan), n_chankan), mjc_mul(((mjc_int)2LL), n_chiitoitsu)), mjc_mul(v_sanshoku, n_sanshoku)), mjc_mul(v_ittsu, n_ittsu)), mjc_mul(v_chanta, n_chanta)), mjc_mul(v_junchan, n_junchan)), mjc_mul(((mjc_int)2LL), n_toitoi)), mjc_mul(((mjc_int)2LL), n_sanankou)), mjc_mul(((mjc_int)2LL), n_sankantsu)), mjc_mul(((mjc_int)2LL), n_sanshoku_doukou)), mjc_mul(((mjc_int)2LL), n_shousangen)), mjc_mul(((mjc_int)2LL), n_honroutou)), mjc_mul(v_honitsu, n_honitsu)), mjc_mul(v_chinitsu, n_chinitsu));  /* han */
        s_yakuman = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_mul(v_kokushi_13, n_kokushi_13), n_kokushi), mjc_mul(v_suuankou_tanki, n_suuankou_tanki)), n_suuankou), n_daisangen), mjc_mul(v_daisuushii, n_daisuushii)), n_shousuushii), n_tsuuiisou), n_chinroutou), n_ryuuiisou), mjc_mul(v_chuuren_9, n_chuuren_9)), n_chuuren), n_suukantsu), n_tenhou), n_chiihou);  /* yakuman */
        d_has_yaku = ((mjc_int)((((mjc_int)((s_han > ((mjc_int)0LL))))) || (((mjc_int)((s_yakuman > ((mjc_int)0LL)))))));  /* has_yaku: specs/riichi.yaml:174 */
        n_aka_dora = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_red_fives > ((mjc_int)0LL)))))) ? mjc_max2(0, b_red_fives) : 0;  /* aka_dora: specs/riichi.yaml:580 */
        n_dora = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((d_dora_count > ((mjc_int)0LL)))))) ? mjc_max2(0, d_dora_count) : 0;  /* dora: specs/riichi.yaml:564 */
        n_ura_dora = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((f_declared_ready) && (((mjc_int)((d_ura_count > ((mjc_int)0LL))))))))) ? mjc_max2(0, d_ura_count) : 0;  /* ura_dora: specs/riichi.yaml:572 */
        s_dora_han = mjc_add(mjc_add(n_dora, n_ura_dora), n_aka_dora);  /* dora_han */
        d_han_total = mjc_add(s_han, s_dora_han);  /* han_total: specs/riichi.yaml:177 */
        n_ankan_simple = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t175 = &b_kongs; mjc_int _t177 = 0; for (int _t176 = 0; _t176 < _t175->n; _t176++) { const mjc_group * v_s = _t175->v[_t176]; if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t177 = 1; break; } } _t177; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t178 = &b_kongs; mjc_int _t180 = 0; for (int _t179 = 0; _t179 < _t178->n; _t179++) { const mjc_group * v_s = _t178->v[_t179]; if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t180++; } _t180; }) : ((mjc_int)0LL))) : 0;  /* ankan_simple: specs/riichi.yaml:664 */
        n_ankan_yaochu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t181 = &b_kongs; mjc_int _t183 = 0; for (int _t182 = 0; _t182 < _t181->n; _t182++) { const mjc_group * v_s = _t181->v[_t182]; if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t183 = 1; break; } } _t183; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t184 = &b_kongs; mjc_int _t186 = 0; for (int _t185 = 0; _t185 < _t184->n; _t185++) { const mjc_group * v_s = _t184->v[_t185]; if (((mjc_int)(((!(mjc_real(v_s)->source != NO_SEAT))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t186++; } _t186; }) : ((mjc_int)0LL))) : 0;  /* ankan_yaochu: specs/riichi.yaml:671 */
        n_anko_simple = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t151 = &b_pungs; mjc_int _t153 = 0; for (int _t152 = 0; _t152 < _t151->n; _t152++) { const mjc_group * v_s = _t151->v[_t152]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t153 = 1; break; } } _t153; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t154 = &b_pungs; mjc_int _t156 = 0; for (int _t155 = 0; _t155 < _t154->n; _t155++) { const mjc_group * v_s = _t154->v[_t155]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t156++; } _t156; }) : ((mjc_int)0LL))) : 0;  /* anko_simple: specs/riichi.yaml:636 */
        n_anko_yaochu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t157 = &b_pungs; mjc_int _t159 = 0; for (int _t158 = 0; _t158 < _t157->n; _t158++) { const mjc_group * v_s = _t157->v[_t158]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t159 = 1; break; } } _t159; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t160 = &b_pungs; mjc_int _t162 = 0; for (int _t161 = 0; _t161 < _t160->n; _t161++) { const mjc_group * v_s = _t160->v[_t161]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && ((!((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn))))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t162++; } _t162; }) : ((mjc_int)0LL))) : 0;  /* anko_yaochu: specs/riichi.yaml:643 */
        n_chiitoitsu_fu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* chiitoitsu_fu: specs/riichi.yaml:596 */
        n_futei = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((b_shape == SHAPE_STANDARD))))) ? 1 : 0;  /* futei: specs/riichi.yaml:590 */
        n_kanchan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_kanchan) ? 1 : 0;  /* kanchan: specs/riichi.yaml:696 */
        n_menzen_kafu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (d_closed) && ((!b_self_drawn)))))) ? 1 : 0;  /* menzen_kafu: specs/riichi.yaml:602 */
        n_minkan_simple = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t163 = &b_kongs; mjc_int _t165 = 0; for (int _t164 = 0; _t164 < _t163->n; _t164++) { const mjc_group * v_s = _t163->v[_t164]; if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t165 = 1; break; } } _t165; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t166 = &b_kongs; mjc_int _t168 = 0; for (int _t167 = 0; _t167 < _t166->n; _t167++) { const mjc_group * v_s = _t166->v[_t167]; if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t168++; } _t168; }) : ((mjc_int)0LL))) : 0;  /* minkan_simple: specs/riichi.yaml:650 */
        n_minkan_yaochu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t169 = &b_kongs; mjc_int _t171 = 0; for (int _t170 = 0; _t170 < _t169->n; _t170++) { const mjc_group * v_s = _t169->v[_t170]; if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t171 = 1; break; } } _t171; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_kongs).n >= 1))) ? ({ const mjc_groups *_t172 = &b_kongs; mjc_int _t174 = 0; for (int _t173 = 0; _t173 < _t172->n; _t173++) { const mjc_group * v_s = _t172->v[_t173]; if (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t174++; } _t174; }) : ((mjc_int)0LL))) : 0;  /* minkan_yaochu: specs/riichi.yaml:657 */
        n_minko_simple = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t139 = &b_pungs; mjc_int _t141 = 0; for (int _t140 = 0; _t140 < _t139->n; _t140++) { const mjc_group * v_s = _t139->v[_t140]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) { _t141 = 1; break; } } _t141; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t142 = &b_pungs; mjc_int _t144 = 0; for (int _t143 = 0; _t143 < _t142->n; _t143++) { const mjc_group * v_s = _t142->v[_t143]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && ((!mjc_is_yaojiu(mjc_real(v_s)->tile)))))) _t144++; } _t144; }) : ((mjc_int)0LL))) : 0;  /* minko_simple: specs/riichi.yaml:622 */
        n_minko_yaochu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t145 = &b_pungs; mjc_int _t147 = 0; for (int _t146 = 0; _t146 < _t145->n; _t146++) { const mjc_group * v_s = _t145->v[_t146]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) { _t147 = 1; break; } } _t147; }) : ((mjc_int)0)))) ? mjc_max2(0, ((((mjc_int)((b_pungs).n >= 1))) ? ({ const mjc_groups *_t148 = &b_pungs; mjc_int _t150 = 0; for (int _t149 = 0; _t149 < _t148->n; _t149++) { const mjc_group * v_s = _t148->v[_t149]; if (((mjc_int)(((!(mjc_real(v_s)->kind == KONG))) && (((mjc_int)(((mjc_real(v_s)->source != NO_SEAT)) || (((mjc_int)((mjc_real(v_s)->has_win) && ((!b_self_drawn)))))))) && (mjc_is_yaojiu(mjc_real(v_s)->tile))))) _t150++; } _t150; }) : ((mjc_int)0LL))) : 0;  /* minko_yaochu: specs/riichi.yaml:629 */
        n_open_pinfu_fu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((!d_closed)) && ((!b_self_drawn)) && (({ mjc_int _t138 = (b_chows).n; (mjc_int)((_t138 == ((mjc_int)4LL))); })) && ((!p_pair_dragon)) && ((!p_pair_seat_wind)) && ((!p_pair_round_wind)) && (d_ryanmen))))) ? 1 : 0;  /* open_pinfu_fu: specs/riichi.yaml:614 */
        n_pair_dragon = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_pair_dragon) ? 1 : 0;  /* pair_dragon: specs/riichi.yaml:678 */
        n_pair_round_wind = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_pair_round_wind) ? 1 : 0;  /* pair_round_wind: specs/riichi.yaml:690 */
        n_pair_seat_wind = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_pair_seat_wind) ? 1 : 0;  /* pair_seat_wind: specs/riichi.yaml:684 */
        n_penchan = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && p_penchan) ? 1 : 0;  /* penchan: specs/riichi.yaml:702 */
        n_tanki = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && ((mjc_real(b_win_set)->kind == PAIR)))))) ? 1 : 0;  /* tanki: specs/riichi.yaml:708 */
        n_tsumo_fu = (!n_kokushi_13 && !n_kokushi && !n_suuankou_tanki && !n_suuankou && !n_daisangen && !n_daisuushii && !n_shousuushii && !n_tsuuiisou && !n_chinroutou && !n_ryuuiisou && !n_chuuren_9 && !n_chuuren && !n_suukantsu && !n_tenhou && !n_chiihou && !n_nagashi_mangan_yaku && (((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (b_self_drawn) && ((!p_pinfu)))))) ? 1 : 0;  /* tsumo_fu: specs/riichi.yaml:608 */
        s_fu = mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_add(mjc_mul(((mjc_int)20LL), n_futei), mjc_mul(((mjc_int)25LL), n_chiitoitsu_fu)), mjc_mul(((mjc_int)10LL), n_menzen_kafu)), mjc_mul(((mjc_int)2LL), n_tsumo_fu)), mjc_mul(((mjc_int)10LL), n_open_pinfu_fu)), mjc_mul(((mjc_int)2LL), n_minko_simple)), mjc_mul(((mjc_int)4LL), n_minko_yaochu)), mjc_mul(((mjc_int)4LL), n_anko_simple)), mjc_mul(((mjc_int)8LL), n_anko_yaochu)), mjc_mul(((mjc_int)8LL), n_minkan_simple)), mjc_mul(((mjc_int)16LL), n_minkan_yaochu)), mjc_mul(((mjc_int)16LL), n_ankan_simple)), mjc_mul(((mjc_int)32LL), n_ankan_yaochu)), mjc_mul(((mjc_int)2LL), n_pair_dragon)), mjc_mul(((mjc_int)2LL), n_pair_seat_wind)), mjc_mul(((mjc_int)2LL), n_pair_round_wind)), mjc_mul(((mjc_int)2LL), n_kanchan)), mjc_mul(((mjc_int)2LL), n_penchan)), mjc_mul(((mjc_int)2LL), n_tanki));  /* fu */
        d_fu_total = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS)))) ? s_fu : mjc_mul(mjc_floordiv(mjc_sub(mjc_add(s_fu, ((mjc_int)10LL)), ((mjc_int)1LL)), ((mjc_int)10LL)), ((mjc_int)10LL)));  /* fu_total: specs/riichi.yaml:183 */
        d_basic = ((((mjc_int)((s_yakuman > ((mjc_int)0LL))))) ? mjc_mul(((mjc_int)8000LL), s_yakuman) : ((((mjc_int)((d_han_total >= ((mjc_int)13LL))))) ? ((o_counted_yakuman) ? ((mjc_int)8000LL) : ((mjc_int)6000LL)) : ((((mjc_int)((d_han_total >= ((mjc_int)11LL))))) ? ((mjc_int)6000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)8LL))))) ? ((mjc_int)4000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)6LL))))) ? ((mjc_int)3000LL) : ((((mjc_int)((d_han_total >= ((mjc_int)5LL))))) ? ((mjc_int)2000LL) : ((((mjc_int)((o_kiriage) && (((mjc_int)((((mjc_int)((((mjc_int)((d_han_total == ((mjc_int)4LL))))) && (((mjc_int)((d_fu_total == ((mjc_int)30LL)))))))) || (((mjc_int)((((mjc_int)((d_han_total == ((mjc_int)3LL))))) && (((mjc_int)((d_fu_total == ((mjc_int)60LL)))))))))))))) ? ((mjc_int)2000LL) : mjc_min_of(((mjc_int)2000LL), mjc_mul(d_fu_total, mjc_pow(((mjc_int)2LL), mjc_add(((mjc_int)2LL), d_han_total)))))))))));  /* basic: specs/riichi.yaml:186 */

    }
    d_ron_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(d_basic, ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL));  /* ron_points: specs/riichi.yaml:209 */
    d_pao_basic = ((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) ? ((mjc_int)0LL) : ((o_pao_whole_hand) ? d_basic : mjc_mul(((mjc_int)8000LL), ((({ mjc_int _t262 = (d_dragon_melds).n; (mjc_int)((_t262 == ((mjc_int)3LL))); })) ? ((mjc_int)1LL) : ((o_double_yakuman) ? ((mjc_int)2LL) : ((mjc_int)1LL))))));  /* pao_basic: specs/riichi.yaml:229 */
    d_pao_points = mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(d_pao_basic, ((d_dealer_won) ? ((mjc_int)6LL) : ((mjc_int)4LL))), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL));  /* pao_points: specs/riichi.yaml:234 */
    d_rest_basic = mjc_sub(d_basic, d_pao_basic);  /* rest_basic: specs/riichi.yaml:237 */

    if (((mjc_int)((((mjc_int)((f_declared_ready) || (f_double_riichi)))) && ((!d_closed))))) mjc_refuse("riichi_open_hand", win->winner, "\351\263\264\343\201\204\343\201\237\346\211\213\343\201\247\343\201\257\343\203\252\343\203\274\343\203\201\343\201\247\343\201\215\343\201\252\343\201\204 (riichi is declared with a closed hand only; this hand has a claimed meld)");
    if (((mjc_int)((f_double_riichi) && ((!f_declared_ready))))) mjc_refuse("bad_double_riichi", win->winner, "\343\203\200\343\203\226\343\203\253\347\253\213\347\233\264\343\201\253\343\201\257declared_ready\343\202\202\345\277\205\350\246\201 (double riichi is a riichi: set declared_ready too)");
    if (((mjc_int)((f_ippatsu) && ((!f_declared_ready))))) mjc_refuse("bad_ippatsu", win->winner, "\344\270\200\347\231\272\343\201\257\343\203\252\343\203\274\343\203\201\345\276\214\343\201\256\343\201\277 (ippatsu needs a riichi declaration)");
    if ((!d_has_yaku)) {
        mjc_message message = {0};
        mjc_say(&message, "\345\275\271\343\201\252\343\201\227\357\274\232\343\203\211\343\203\251\343\203\273\350\243\217\343\203\211\343\203\251\343\203\273\350\265\244\343\203\211\343\203\251\357\274\210");
        mjc_say_int(&message, s_dora_han);
        mjc_say(&message, "\347\277\273\357\274\211\343\201\257\345\275\271\343\201\247\343\201\257\343\201\252\343\201\217\343\200\201\345\275\271\343\201\2141\343\201\244\343\202\202\343\201\252\343\201\204\346\211\213\343\201\257\345\222\214\344\272\206\343\201\247\343\201\215\343\201\252\343\201\204 (no yaku: dora, ura-dora and red fives (");
        mjc_say_int(&message, s_dora_han);
        mjc_say(&message, " han) are not yaku, and a hand without a yaku cannot win)");
        mjc_refuse("no_yaku", win->winner, message.text);
    }
    const mjc_int before = ledger->deltas[win->winner];
    if (((mjc_int)(((!b_self_drawn)) && (((mjc_int)((((mjc_int)((d_liable == ((mjc_int)NO_SEAT))))) || (((mjc_int)((d_liable == b_discarder)))))))))) {  /* ron: specs/riichi.yaml:760 */
        mjc_add_payment(ledger, b_discarder, b_winner, d_ron_points, 0);

    }
    if (((mjc_int)(((!b_self_drawn)) && (((mjc_int)((d_liable != ((mjc_int)NO_SEAT))))) && (((mjc_int)((d_liable != b_discarder))))))) {  /* ron with a liable seat: specs/riichi.yaml:767 */
        mjc_add_payment(ledger, b_discarder, b_winner, mjc_add(mjc_floordiv(d_pao_points, ((mjc_int)2LL)), mjc_sub(d_ron_points, d_pao_points)), 1);
        mjc_add_payment(ledger, d_liable, b_winner, mjc_sub(d_pao_points, mjc_floordiv(d_pao_points, ((mjc_int)2LL))), 2);

    }
    if (((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable == ((mjc_int)NO_SEAT)))))))) {  /* tsumo: specs/riichi.yaml:775 */
        mjc_add_payment(ledger, b_dealer, b_winner, mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(((mjc_int)2LL), d_basic), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), 3);
        { mjc_ints payers = ((((mjc_int)((b_others).n >= 1))) ? ({ const mjc_ints *_t263 = &b_others; mjc_ints _t265; _t265.n = 0; for (int _t264 = 0; _t264 < _t263->n; _t264++) { mjc_int v_s = _t263->v[_t264]; if (((mjc_int)((v_s != b_dealer)))) mjc_push(&_t265, v_s); } _t265; }) : ((mjc_ints){0})); mjc_pay_from_each(ledger, &payers, b_winner, mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(((d_dealer_won) ? ((mjc_int)2LL) : ((mjc_int)1LL)), d_basic), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), 4); }

    }
    if (((mjc_int)((b_self_drawn) && (((mjc_int)((d_liable != ((mjc_int)NO_SEAT)))))))) {  /* tsumo with a liable seat: specs/riichi.yaml:783 */
        mjc_add_payment(ledger, d_liable, b_winner, d_pao_points, 5);
        mjc_add_payment(ledger, b_dealer, b_winner, mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(((mjc_int)2LL), d_rest_basic), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), 3);
        { mjc_ints payers = ((((mjc_int)((b_others).n >= 1))) ? ({ const mjc_ints *_t266 = &b_others; mjc_ints _t268; _t268.n = 0; for (int _t267 = 0; _t267 < _t266->n; _t267++) { mjc_int v_s = _t266->v[_t267]; if (((mjc_int)((v_s != b_dealer)))) mjc_push(&_t268, v_s); } _t268; }) : ((mjc_ints){0})); mjc_pay_from_each(ledger, &payers, b_winner, mjc_mul(mjc_floordiv(mjc_sub(mjc_add(mjc_mul(((d_dealer_won) ? ((mjc_int)2LL) : ((mjc_int)1LL)), d_rest_basic), ((mjc_int)100LL)), ((mjc_int)1LL)), ((mjc_int)100LL)), ((mjc_int)100LL)), 4); }

    }
    const mjc_int collected = mjc_sub(ledger->deltas[win->winner], before);
    const mjc_int total = collected;
    /* the patterns of fu, listed under details */
    const mjc_int detail_0 = ((((mjc_int)((s_yakuman > ((mjc_int)0LL))))) ? mjc_mul(((mjc_int)13LL), s_yakuman) : d_han_total);
    const mjc_int detail_1 = d_fu_total;
    const char * detail_2 = ((((mjc_int)((d_basic >= ((mjc_int)8000LL))))) ? "yakuman" : ((((mjc_int)((d_basic >= ((mjc_int)6000LL))))) ? "sanbaiman" : ((((mjc_int)((d_basic >= ((mjc_int)4000LL))))) ? "baiman" : ((((mjc_int)((d_basic >= ((mjc_int)3000LL))))) ? "haneman" : ((((mjc_int)((d_basic >= ((mjc_int)2000LL))))) ? "mangan" : "")))));
    view->discarder = b_discarder;
    view->honba_payer = d_honba_payer;
    view->shape = b_shape;
    view->winner = b_winner;
    (void)view;

    PyObject *result = mjc_new(PyDict_New());
    mjc_append(results, result);
    Py_INCREF(result);  /* the list holds it; this reference is dropped below */
    PyObject *patterns = mjc_new(PyList_New(0));
    PyObject *parts_fu = mjc_new(PyList_New(0));
    mjc_set(result, K_winner, PyLong_FromLongLong(win->winner));
    mjc_set(result, K_total, PyLong_FromLongLong(total));
    Py_INCREF(UNIT_OBJECT);
    mjc_set(result, K_unit, UNIT_OBJECT);
    mjc_set(result, K_patterns, patterns);  /* the result holds it now */
    PyObject *details = mjc_new(PyDict_New());
    mjc_set(result, K_details, details);
    Py_INCREF(parts_fu);
    if (n_kokushi_13) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[0], v_kokushi_13, n_kokushi_13));
    if (n_kokushi) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[1], ((mjc_int)1LL), n_kokushi));
    if (n_suuankou_tanki) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[2], v_suuankou_tanki, n_suuankou_tanki));
    if (n_suuankou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[3], ((mjc_int)1LL), n_suuankou));
    if (n_daisangen) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[4], ((mjc_int)1LL), n_daisangen));
    if (n_daisuushii) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[5], v_daisuushii, n_daisuushii));
    if (n_shousuushii) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[6], ((mjc_int)1LL), n_shousuushii));
    if (n_tsuuiisou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[7], ((mjc_int)1LL), n_tsuuiisou));
    if (n_chinroutou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[8], ((mjc_int)1LL), n_chinroutou));
    if (n_ryuuiisou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[9], ((mjc_int)1LL), n_ryuuiisou));
    if (n_chuuren_9) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[10], v_chuuren_9, n_chuuren_9));
    if (n_chuuren) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[11], ((mjc_int)1LL), n_chuuren));
    if (n_suukantsu) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[12], ((mjc_int)1LL), n_suukantsu));
    if (n_tenhou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[13], ((mjc_int)1LL), n_tenhou));
    if (n_chiihou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[14], ((mjc_int)1LL), n_chiihou));
    if (n_nagashi_mangan_yaku) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[15], ((mjc_int)5LL), n_nagashi_mangan_yaku));
    if (n_double_riichi_yaku) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[16], ((mjc_int)2LL), n_double_riichi_yaku));
    if (n_riichi) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[17], ((mjc_int)1LL), n_riichi));
    if (n_ippatsu_yaku) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[18], ((mjc_int)1LL), n_ippatsu_yaku));
    if (n_menzen_tsumo) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[19], ((mjc_int)1LL), n_menzen_tsumo));
    if (n_pinfu) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[20], ((mjc_int)1LL), n_pinfu));
    if (n_tanyao) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[21], ((mjc_int)1LL), n_tanyao));
    if (n_ryanpeikou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[22], ((mjc_int)3LL), n_ryanpeikou));
    if (n_iipeikou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[23], ((mjc_int)1LL), n_iipeikou));
    if (n_haku) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[24], ((mjc_int)1LL), n_haku));
    if (n_hatsu) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[25], ((mjc_int)1LL), n_hatsu));
    if (n_chun) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[26], ((mjc_int)1LL), n_chun));
    if (n_jikaze) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[27], ((mjc_int)1LL), n_jikaze));
    if (n_bakaze) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[28], ((mjc_int)1LL), n_bakaze));
    if (n_haitei) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[29], ((mjc_int)1LL), n_haitei));
    if (n_houtei) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[30], ((mjc_int)1LL), n_houtei));
    if (n_rinshan) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[31], ((mjc_int)1LL), n_rinshan));
    if (n_chankan) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[32], ((mjc_int)1LL), n_chankan));
    if (n_chiitoitsu) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[33], ((mjc_int)2LL), n_chiitoitsu));
    if (n_sanshoku) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[34], v_sanshoku, n_sanshoku));
    if (n_ittsu) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[35], v_ittsu, n_ittsu));
    if (n_chanta) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[36], v_chanta, n_chanta));
    if (n_junchan) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[37], v_junchan, n_junchan));
    if (n_toitoi) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[38], ((mjc_int)2LL), n_toitoi));
    if (n_sanankou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[39], ((mjc_int)2LL), n_sanankou));
    if (n_sankantsu) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[40], ((mjc_int)2LL), n_sankantsu));
    if (n_sanshoku_doukou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[41], ((mjc_int)2LL), n_sanshoku_doukou));
    if (n_shousangen) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[42], ((mjc_int)2LL), n_shousangen));
    if (n_honroutou) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[43], ((mjc_int)2LL), n_honroutou));
    if (n_honitsu) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[44], v_honitsu, n_honitsu));
    if (n_chinitsu) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[45], v_chinitsu, n_chinitsu));
    if (n_dora) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[46], ((mjc_int)1LL), n_dora));
    if (n_ura_dora) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[47], ((mjc_int)1LL), n_ura_dora));
    if (n_aka_dora) mjc_append(patterns, mjc_pattern_entry(PATTERN_ENTRIES[48], ((mjc_int)1LL), n_aka_dora));
    if (n_futei) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[49], ((mjc_int)20LL), n_futei));
    if (n_chiitoitsu_fu) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[50], ((mjc_int)25LL), n_chiitoitsu_fu));
    if (n_menzen_kafu) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[51], ((mjc_int)10LL), n_menzen_kafu));
    if (n_tsumo_fu) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[52], ((mjc_int)2LL), n_tsumo_fu));
    if (n_open_pinfu_fu) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[53], ((mjc_int)10LL), n_open_pinfu_fu));
    if (n_minko_simple) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[54], ((mjc_int)2LL), n_minko_simple));
    if (n_minko_yaochu) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[55], ((mjc_int)4LL), n_minko_yaochu));
    if (n_anko_simple) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[56], ((mjc_int)4LL), n_anko_simple));
    if (n_anko_yaochu) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[57], ((mjc_int)8LL), n_anko_yaochu));
    if (n_minkan_simple) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[58], ((mjc_int)8LL), n_minkan_simple));
    if (n_minkan_yaochu) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[59], ((mjc_int)16LL), n_minkan_yaochu));
    if (n_ankan_simple) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[60], ((mjc_int)16LL), n_ankan_simple));
    if (n_ankan_yaochu) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[61], ((mjc_int)32LL), n_ankan_yaochu));
    if (n_pair_dragon) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[62], ((mjc_int)2LL), n_pair_dragon));
    if (n_pair_seat_wind) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[63], ((mjc_int)2LL), n_pair_seat_wind));
    if (n_pair_round_wind) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[64], ((mjc_int)2LL), n_pair_round_wind));
    if (n_kanchan) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[65], ((mjc_int)2LL), n_kanchan));
    if (n_penchan) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[66], ((mjc_int)2LL), n_penchan));
    if (n_tanki) mjc_append(parts_fu, mjc_pattern_entry(PATTERN_ENTRIES[67], ((mjc_int)2LL), n_tanki));
    mjc_set_named(details, "han", mjc_int_object(detail_0));
    mjc_set_named(details, "fu", mjc_int_object(detail_1));
    mjc_set_named(details, "limit", PyUnicode_FromString(detail_2));
    mjc_set_named(details, "fu_parts", parts_fu);
    Py_DECREF(result);
}

/* Score every win of a deal, then the rules that run once per deal; the result, led by the record's id. */
static PyObject *settle(const mjc_deal *deal, PyObject *record_id, mjc_ledger *ledger, PyObject **pending) {
    static mjc_view views[4];
    PyObject *results = pending[0] = mjc_new(PyList_New(0));
    for (int wi = 0; wi < deal->n_wins; wi++) score_win(deal, wi, ledger, &views[wi], results);
    for (mjc_int v_p = 0; v_p < 4; v_p++) {
        if (mjc_seat_declared_ready(deal, v_p)) {  /* riichi stick: specs/riichi.yaml:793 */
            mjc_add_payment(ledger, v_p, ((mjc_int)4), ((mjc_int)1000LL), 6);

        }
        if (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t0_v = mjc_range(deal->n_wins); const mjc_ints *_t0 = &_t0_v; mjc_int _t2 = 0; for (int _t1 = 0; _t1 < _t0->n; _t1++) { mjc_int v_w = _t0->v[_t1]; if (((mjc_int)((({ mjc_int _t3 = views[v_w].winner; (mjc_int)((_t3 == v_p)); })) && (({ mjc_int _t4 = views[v_w].shape; (mjc_int)((_t4 != SHAPE_NAGASHI_MANGAN)); })) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t5_v = mjc_range(deal->n_wins); const mjc_ints *_t5 = &_t5_v; mjc_int _t7 = 1; for (int _t6 = 0; _t6 < _t5->n; _t6++) { mjc_int v_v = _t5->v[_t6]; if (!(({ mjc_int _t8 = mjc_turns(views[v_w].discarder, views[v_w].winner); mjc_int _t9 = mjc_turns(views[v_v].discarder, views[v_v].winner); (mjc_int)((_t8 <= _t9)); }))) { _t7 = 0; break; } } _t7; }) : ((mjc_int)1)))))) { _t2 = 1; break; } } _t2; }) : ((mjc_int)0))) {  /* riichi sticks to the winner: specs/riichi.yaml:800 */
            mjc_add_payment(ledger, ((mjc_int)4), v_p, mjc_mul(((mjc_int)1000LL), mjc_add(deal->riichi_sticks, ((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t10_v = mjc_range(4); const mjc_ints *_t10 = &_t10_v; mjc_int _t12 = 0; for (int _t11 = 0; _t11 < _t10->n; _t11++) { mjc_int v_s = _t10->v[_t11]; if (mjc_seat_declared_ready(deal, v_s)) _t12++; } _t12; }) : ((mjc_int)0LL)))), 7);

        }
        if (((mjc_int)((((mjc_int)((deal->honba > ((mjc_int)0LL))))) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t13_v = mjc_range(deal->n_wins); const mjc_ints *_t13 = &_t13_v; mjc_int _t15 = 0; for (int _t14 = 0; _t14 < _t13->n; _t14++) { mjc_int v_w = _t13->v[_t14]; if (((mjc_int)((({ mjc_int _t16 = views[v_w].winner; (mjc_int)((_t16 == v_p)); })) && (({ mjc_int _t17 = views[v_w].shape; (mjc_int)((_t17 != SHAPE_NAGASHI_MANGAN)); })) && (((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t18_v = mjc_range(deal->n_wins); const mjc_ints *_t18 = &_t18_v; mjc_int _t20 = 1; for (int _t19 = 0; _t19 < _t18->n; _t19++) { mjc_int v_v = _t18->v[_t19]; if (!(({ mjc_int _t21 = mjc_turns(views[v_w].discarder, views[v_w].winner); mjc_int _t22 = mjc_turns(views[v_v].discarder, views[v_v].winner); (mjc_int)((_t21 <= _t22)); }))) { _t20 = 0; break; } } _t20; }) : ((mjc_int)1)))))) { _t15 = 1; break; } } _t15; }) : ((mjc_int)0)))))) {  /* counters (honba): specs/riichi.yaml:809 */
            mjc_add_payment(ledger, ((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t23_v = mjc_range(deal->n_wins); const mjc_ints *_t23 = &_t23_v; mjc_int _t25 = NO_SEAT; for (int _t24 = 0; _t24 < _t23->n; _t24++) { mjc_int v_w = _t23->v[_t24]; if (!(({ mjc_int _t26 = views[v_w].winner; (mjc_int)((_t26 == v_p)); }))) continue; _t25 = views[v_w].honba_payer; break; } _t25; }) : ((mjc_int)NO_SEAT)), v_p, mjc_mul(((mjc_int)300LL), deal->honba), 8);
            { mjc_ints payers = ((((((mjc_int)((mjc_range(deal->n_wins)).n >= 1))) ? ({ const mjc_ints _t27_v = mjc_range(deal->n_wins); const mjc_ints *_t27 = &_t27_v; mjc_int _t29 = 0; for (int _t28 = 0; _t28 < _t27->n; _t28++) { mjc_int v_w = _t27->v[_t28]; if (((mjc_int)((({ mjc_int _t30 = views[v_w].winner; (mjc_int)((_t30 == v_p)); })) && (({ mjc_int _t31 = views[v_w].honba_payer; (mjc_int)((_t31 == ((mjc_int)NO_SEAT))); }))))) { _t29 = 1; break; } } _t29; }) : ((mjc_int)0))) ? mjc_others_of(v_p) : ((mjc_ints){0})); mjc_pay_from_each(ledger, &payers, v_p, mjc_mul(((mjc_int)100LL), deal->honba), 8); }

        }
        if (((mjc_int)(((deal->n_wins == 0)) && ((!mjc_seat_ready(deal, v_p))) && (({ mjc_int _t35 = ((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t32_v = mjc_range(4); const mjc_ints *_t32 = &_t32_v; mjc_int _t34 = 0; for (int _t33 = 0; _t33 < _t32->n; _t33++) { mjc_int v_s = _t32->v[_t33]; if (mjc_seat_ready(deal, v_s)) _t34++; } _t34; }) : ((mjc_int)0LL)); (mjc_int)((_t35 > ((mjc_int)0LL))); }))))) {  /* noten payment: specs/riichi.yaml:819 */
            { mjc_int payer = v_p; mjc_ints payees = ((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t36_v = mjc_range(4); const mjc_ints *_t36 = &_t36_v; mjc_ints _t38; _t38.n = 0; for (int _t37 = 0; _t37 < _t36->n; _t37++) { mjc_int v_s = _t36->v[_t37]; if (mjc_seat_ready(deal, v_s)) mjc_push(&_t38, v_s); } _t38; }) : ((mjc_ints){0})); mjc_pay_to_each(ledger, payer, &payees, mjc_floordiv(((mjc_int)3000LL), mjc_mul(((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t39_v = mjc_range(4); const mjc_ints *_t39 = &_t39_v; mjc_int _t41 = 0; for (int _t40 = 0; _t40 < _t39->n; _t40++) { mjc_int v_s = _t39->v[_t40]; if (mjc_seat_ready(deal, v_s)) _t41++; } _t41; }) : ((mjc_int)0LL)), ((((mjc_int)((mjc_range(4)).n >= 1))) ? ({ const mjc_ints _t42_v = mjc_range(4); const mjc_ints *_t42 = &_t42_v; mjc_int _t44 = 0; for (int _t43 = 0; _t43 < _t42->n; _t43++) { mjc_int v_s = _t42->v[_t43]; if ((!mjc_seat_ready(deal, v_s))) _t44++; } _t44; }) : ((mjc_int)0LL)))), 9); }

        }
    }
    return mjc_deal_result(record_id, ledger, results, 1, REASON_OBJECTS, &pending[1]);
}

static int init_objects(void) {
    if (mjc_init_keys() < 0 || mjc_init_rules(&RULES) < 0) return -1;
    for (int i = 0; i < N_PATTERNS; i++)
        if ((PATTERN_ENTRIES[i] = mjc_pattern_template(PATTERN_IDS[i], PATTERN_NAMES[i])) == NULL) return -1;
    for (int i = 0; i < N_REASONS; i++)
        if ((REASON_OBJECTS[i] = PyUnicode_FromString(REASONS[i])) == NULL) return -1;
    return (UNIT_OBJECT = PyUnicode_FromString("points")) == NULL ? -1 : 0;
}

MJC_MODULE(riichi, "0b72070edaeb319b3421bb0518a1bb9765b4ca5d1219171fa3ea6cb6b9de2ff0", "820338a6045b2e74230957e8b07dfefcec7cfab9ac30a94aef95fc716ec04c44", "riichi")
