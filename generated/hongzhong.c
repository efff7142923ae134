#define MJC_BUILD_KEY "4040d3c2a95a0723c827d9a2263836343c89f6eb0c8bcfe784e2600f644b65cd"  /* sha256 of the rest of this file and mjc_runtime.h */
/* Native scorer of the mjc ruleset `hongzhong`, generated from the spec specs/hongzhong.yaml.
 *
 * Spec sha256: 7f8b4ee37e42c4ea3500ff7a3350ad611c3d4e077c948191ab5911aa6ce07b36
 * Do not edit: change the spec and run `mjc build`. It compiles into the extension module
 * mjc.generated._hongzhong, which the Python module generated/hongzhong.py uses when present; a record
 * this code does not score natively (mjc_runtime.h: deferring) is scored by that Python module.
 */

/* The ruleset has a wild tile (tiles.wilds): the runtime makes room for the readings of hands that hold it. */
#define MJC_WILDS 1
/* From the folder -I names (mjc's runtime) only, never beside this file: a header there is not mjc's. */
#include <mjc_runtime.h>

#define N_PATTERNS 5
#define N_SHAPES 3
#define N_REASONS 2

static const mjc_text PATTERN_IDS[] = {
    MJC_TEXT("qidui"),
    MJC_TEXT("pengpenghu"),
    MJC_TEXT("qingyise"),
    MJC_TEXT("wuhongzhong"),
    MJC_TEXT("sihongzhong"),
    {NULL, 0}};
static const mjc_text PATTERN_NAMES[] = {
    MJC_TEXT("\344\270\203\345\257\271"),  /* 七对 */
    MJC_TEXT("\347\242\260\347\242\260\350\203\241"),  /* 碰碰胡 */
    MJC_TEXT("\346\270\205\344\270\200\350\211\262"),  /* 清一色 */
    MJC_TEXT("\346\227\240\347\272\242\344\270\255"),  /* 无红中 */
    MJC_TEXT("\345\233\233\347\272\242\344\270\255"),  /* 四红中 */
    {NULL, 0}};
static const mjc_text REASONS[] = {
    MJC_TEXT("\350\207\252\346\221\270 (self-draw)"),  /* 自摸 (self-draw) */
    MJC_TEXT("\347\202\271\347\202\256 (discard)"),  /* 点炮 (discard) */
    {NULL, 0}};
/* Made at import: each pattern's entry of a result with its id and name (copied, then given value and count). */
static PyObject *PATTERN_ENTRIES[N_PATTERNS + 1], *REASON_OBJECTS[N_REASONS + 1], *UNIT_OBJECT;
static mjc_copy_slot PATTERN_SLOTS[N_PATTERNS + 1];
/* The same texts as JSON, for the line path: each pattern's entry up to its value, each reason, the unit. */
static mjc_json_text PATTERN_JSON[N_PATTERNS + 1], REASON_JSON[N_REASONS + 1], UNIT_JSON;
#define MASK_0 0xcULL
#define MASK_1 0x400000000ULL

enum {
    SHAPE_STANDARD = 0,
    SHAPE_SEVEN_PAIRS = 1,
    SHAPE_FOUR_RED = 2,
};

static int shape_four_red(const mjc_ints *tiles) {
    return (int)(({ mjc_int _t3 = ({ const mjc_ints _t0_v = (*tiles); const mjc_ints *_t0 = &_t0_v; mjc_int _t2 = 0; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (mjc_in_mask(MASK_1, _t0->v[_t1])) _t2++; } _t2; }); (mjc_int)((_t3 == ((mjc_int)4LL))); }));
}

static const mjc_shape SHAPES[N_SHAPES] = {
    {.kind = 0, .sets = 4, .pairs = 1, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 0, .sets = 0, .pairs = 7, .n_fixed = 0, .fixed_tiles = 0},
    {.kind = 1, .holds = shape_four_red, .allowed = 0x0ULL, .has_allowed = 0, .least_kinds = 0},
};

static mjc_rules RULES = {
    .ruleset_id = "hongzhong",
    .claims_chow = 0, .claims_pung = 1, .claims_kong = 1,
    .hand_tiles = 0x207ffffffULL, .flower_tiles = 0x0ULL,
    .flower_count = 0, .flowers_by_tile = 0,
    .n_flags = 16,
    .flag_names = {"kong_replacement", "kong_chain", "discard_after_kong", "flower_replacement", "flower_kong_replacement", "last_tile", "last_of_kind", "first_draw", "first_discard", "declared_ready", "bonus_tiles", "doubled", "dora_indicators", "ura_dora_indicators", "double_riichi", "ippatsu"},
    .flag_kinds = {FLAG_BOOL, FLAG_INT, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_BOOL, FLAG_TILES, FLAG_BOOL, FLAG_TILES, FLAG_TILES, FLAG_BOOL, FLAG_BOOL},
    .flag_low = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    .flag_high = {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    .tiles_slot = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0},
    .red_fives = {0, 0, 0}, .plays_reds = 0,
    .n_options = 3,
    .option_names = {"base", "discard_wins", "birds_159"},
    .option_is_bool = {0, 1, 1},
    .option_default = {2, 0, 0},
    .option_low = {1LL, -1000000000LL, -1000000000LL},
    .option_high = {100LL, 1000000000LL, 1000000000LL},
    .n_penalties = 0,
    .wild_source = 1, .wild_tile = 33,
};

/* Where the wild tile's copies may stand (WILD_SETS 1, WILD_PAIR 2, WILD_PAIRS 4: sets, pair, seven_pairs), and
 * the tiles they may stand for. */
#define WILD_IN 7
#define PLAYABLE 0x207ffffffULL

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
    const mjc_int o_birds_159 = deal->options[2];
    mjc_ints f_bonus_tiles = win->tiles_flag[0];
    mjc_ints hand_tiles = player->hand;  /* sorted as read */
    if (win->declared < 0) mjc_insert_sorted(&hand_tiles, win->win_tile);
    mjc_int b_dealer = deal->dealer;
    mjc_int b_discarder = win->source;
    mjc_int b_no_wilds = (mjc_wild_tiles(deal->wild, &hand_tiles, &player->melds).n == 0);
    mjc_ints b_others = mjc_others_of(win->winner);
    mjc_int b_self_drawn = (win->by == SELF_DRAW);
    mjc_int b_winner = win->winner;
    mjc_int d_hits_159;
    mjc_int n_wuhongzhong;
    mjc_int n_pengpenghu;
    mjc_int n_qidui;
    mjc_int n_qingyise;
    mjc_int n_sihongzhong;
    mjc_int s_doublings;
    mjc_int d_hand_value;
    mjc_groups b_pairs;
    mjc_groups b_sets;
    mjc_int b_shape;
    mjc_arrange_wild(&hand_tiles, &player->melds, win->win_tile, (int)win->winner, SHAPES, N_SHAPES, 0, win->declared,
                     deal->wild, WILD_IN, PLAYABLE, &ARRANGEMENTS);
    if (ARRANGEMENTS.n == 0) mjc_not_a_win(win->winner, &hand_tiles, &player->melds);  /* nothing else of it is worked out */
    d_hits_159 = ((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t9 = &f_bonus_tiles;  mjc_int _t11 = 0; for (int _t10 = 0; _t10 < _t9->n; _t10++) { mjc_int v_t = _t9->v[_t10];  if (((mjc_int)((({ mjc_int _t12 = mjc_number(v_t); (mjc_int)((_t12 == ((mjc_int)1LL))); })) || (({ mjc_int _t13 = mjc_number(v_t); (mjc_int)((_t13 == ((mjc_int)5LL))); })) || (({ mjc_int _t14 = mjc_number(v_t); (mjc_int)((_t14 == ((mjc_int)9LL))); })) || (mjc_is_wild(deal, v_t))))) _t11++; } _t11; }) : ((mjc_int)0LL));  /* hits_159: specs/hongzhong.yaml:105 */
    n_wuhongzhong = ((b_no_wilds)) ? 1 : 0;  /* wuhongzhong: specs/hongzhong.yaml:135 */

    int best = -1;
    mjc_int best_value = 0;
    const mjc_arrangement *arr = NULL;
    for (int ai = 0; ai < ARRANGEMENTS.n; ai++) {
        arr = &ARRANGEMENTS.a[ai];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        n_pengpenghu = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t0 = &b_sets; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_0, _t0->v[_t1]->kind))) { _t2 = 0; break; } } _t2; })))))) ? 1 : 0;  /* pengpenghu: specs/hongzhong.yaml:123 */
        n_qidui = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* qidui: specs/hongzhong.yaml:117 */
        n_qingyise = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_FOUR_RED)))) && (({ mjc_int _t8 = (({ const mjc_groups _t3_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t3 = &_t3_v; mjc_ints _t5; _t5.n = 0; uint64_t _t7 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { const mjc_group * v_s = _t3->v[_t4]; mjc_int _t6 = mjc_suit(mjc_real(v_s)->tile); if (mjc_first_seen(&_t5, &_t7, _t6)) mjc_push(&_t5, _t6); } _t5; })).n; (mjc_int)((_t8 == ((mjc_int)1LL))); })))))) ? 1 : 0;  /* qingyise: specs/hongzhong.yaml:129 */
        n_sihongzhong = ((((mjc_int)((b_shape == SHAPE_FOUR_RED))))) ? 1 : 0;  /* sihongzhong: specs/hongzhong.yaml:141 */
        s_doublings = (n_qidui + n_pengpenghu + n_qingyise + n_wuhongzhong + n_sihongzhong);  /* doublings */
        d_hand_value = mjc_mul(o_base, mjc_pow(((mjc_int)2LL), s_doublings));  /* hand_value: specs/hongzhong.yaml:108 */

        mjc_int value = d_hand_value;
        if (best < 0 || value > best_value) { best = ai; best_value = value; }
    }
    if (best != ARRANGEMENTS.n - 1) {  /* the values above are the last arrangement's: work out the best one's */
        arr = &ARRANGEMENTS.a[best];
        b_pairs = arr->pairs;
        b_sets = arr->sets;
        b_shape = arr->shape;
        n_pengpenghu = ((((mjc_int)((((mjc_int)((b_shape == SHAPE_STANDARD)))) && (({ const mjc_groups *_t0 = &b_sets; mjc_int _t2 = 1; for (int _t1 = 0; _t1 < _t0->n; _t1++) { if (!(mjc_in_mask(MASK_0, _t0->v[_t1]->kind))) { _t2 = 0; break; } } _t2; })))))) ? 1 : 0;  /* pengpenghu: specs/hongzhong.yaml:123 */
        n_qidui = ((((mjc_int)((b_shape == SHAPE_SEVEN_PAIRS))))) ? 1 : 0;  /* qidui: specs/hongzhong.yaml:117 */
        n_qingyise = ((((mjc_int)((((mjc_int)((b_shape != SHAPE_FOUR_RED)))) && (({ mjc_int _t8 = (({ const mjc_groups _t3_v = mjc_concat(b_sets, b_pairs); const mjc_groups *_t3 = &_t3_v; mjc_ints _t5; _t5.n = 0; uint64_t _t7 = 0; for (int _t4 = 0; _t4 < _t3->n; _t4++) { const mjc_group * v_s = _t3->v[_t4]; mjc_int _t6 = mjc_suit(mjc_real(v_s)->tile); if (mjc_first_seen(&_t5, &_t7, _t6)) mjc_push(&_t5, _t6); } _t5; })).n; (mjc_int)((_t8 == ((mjc_int)1LL))); })))))) ? 1 : 0;  /* qingyise: specs/hongzhong.yaml:129 */
        n_sihongzhong = ((((mjc_int)((b_shape == SHAPE_FOUR_RED))))) ? 1 : 0;  /* sihongzhong: specs/hongzhong.yaml:141 */
        s_doublings = (n_qidui + n_pengpenghu + n_qingyise + n_wuhongzhong + n_sihongzhong);  /* doublings */
        d_hand_value = mjc_mul(o_base, mjc_pow(((mjc_int)2LL), s_doublings));  /* hand_value: specs/hongzhong.yaml:108 */

    }

    if (((mjc_int)(((!b_self_drawn)) && ((!o_discard_wins))))) mjc_refuse("self_draw_only", win->winner, MJC_TEXT("\347\272\242\344\270\255\351\272\273\345\260\206\345\217\252\345\217\257\350\207\252\346\221\270\350\203\241\347\211\214 (a hand wins by self-draw only; the option discard_wins lets a discard win)"));
    if (b_self_drawn) {  /* self-draw: specs/hongzhong.yaml:173 */
        { mjc_ints payers = b_others; mjc_ints payees = ({ mjc_ints _t15; _t15.n = 0; mjc_push(&_t15, b_winner); _t15; });  /* the amount is worked out for each payment */
          for (int i_payer = 0; i_payer < payers.n; i_payer++) for (int i_payee = 0; i_payee < payees.n; i_payee++) {
            const mjc_int v_payer = payers.v[i_payer], v_payee = payees.v[i_payee];
            mjc_add_payment(ledger, v_payer, v_payee, ((o_birds_159) ? mjc_add(d_hand_value, mjc_mul(o_base, d_hits_159)) : mjc_mul(d_hand_value, mjc_pow(((mjc_int)2LL), mjc_add(((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t16 = &f_bonus_tiles;  mjc_int _t18 = 0; for (int _t17 = 0; _t17 < _t16->n; _t17++) { mjc_int v_t = _t16->v[_t17];  if (({ mjc_int _t19 = mjc_seat_after(b_dealer, mjc_mod(mjc_sub(mjc_number(v_t), ((mjc_int)1LL)), ((mjc_int)4LL))); (mjc_int)((_t19 == b_winner)); })) _t18++; } _t18; }) : ((mjc_int)0LL)), ((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t20 = &f_bonus_tiles;  mjc_int _t22 = 0; for (int _t21 = 0; _t21 < _t20->n; _t21++) { mjc_int v_t = _t20->v[_t21];  if (({ mjc_int _t23 = mjc_seat_after(b_dealer, mjc_mod(mjc_sub(mjc_number(v_t), ((mjc_int)1LL)), ((mjc_int)4LL))); (mjc_int)((_t23 == v_payer)); })) _t22++; } _t22; }) : ((mjc_int)0LL)))))), 0);
          } }

    }
    if ((!b_self_drawn)) {  /* discard: specs/hongzhong.yaml:177 */
        { mjc_ints payers = ({ mjc_ints _t24; _t24.n = 0; mjc_push(&_t24, b_discarder); _t24; }); mjc_ints payees = ({ mjc_ints _t25; _t25.n = 0; mjc_push(&_t25, b_winner); _t25; });  /* the amount is worked out for each payment */
          for (int i_payer = 0; i_payer < payers.n; i_payer++) for (int i_payee = 0; i_payee < payees.n; i_payee++) {
            const mjc_int v_payer = payers.v[i_payer], v_payee = payees.v[i_payee];
            mjc_add_payment(ledger, v_payer, v_payee, ((o_birds_159) ? mjc_add(d_hand_value, mjc_mul(o_base, d_hits_159)) : mjc_mul(d_hand_value, mjc_pow(((mjc_int)2LL), mjc_add(((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t26 = &f_bonus_tiles;  mjc_int _t28 = 0; for (int _t27 = 0; _t27 < _t26->n; _t27++) { mjc_int v_t = _t26->v[_t27];  if (({ mjc_int _t29 = mjc_seat_after(b_dealer, mjc_mod(mjc_sub(mjc_number(v_t), ((mjc_int)1LL)), ((mjc_int)4LL))); (mjc_int)((_t29 == b_winner)); })) _t28++; } _t28; }) : ((mjc_int)0LL)), ((((mjc_int)((f_bonus_tiles).n >= 1))) ? ({ const mjc_ints *_t30 = &f_bonus_tiles;  mjc_int _t32 = 0; for (int _t31 = 0; _t31 < _t30->n; _t31++) { mjc_int v_t = _t30->v[_t31];  if (({ mjc_int _t33 = mjc_seat_after(b_dealer, mjc_mod(mjc_sub(mjc_number(v_t), ((mjc_int)1LL)), ((mjc_int)4LL))); (mjc_int)((_t33 == v_payer)); })) _t32++; } _t32; }) : ((mjc_int)0LL)))))), 1);
          } }

    }
    const mjc_int total = d_hand_value;
    (void)view;
    if (out == NULL) return total;
    out->winner = win->winner;
    out->total = total;
    int found_count = 0;
    if (n_qidui) out->found[found_count++] = (mjc_found){0, 0, ((mjc_int)1LL), n_qidui};
    if (n_pengpenghu) out->found[found_count++] = (mjc_found){1, 0, ((mjc_int)1LL), n_pengpenghu};
    if (n_qingyise) out->found[found_count++] = (mjc_found){2, 0, ((mjc_int)1LL), n_qingyise};
    if (n_wuhongzhong) out->found[found_count++] = (mjc_found){3, 0, ((mjc_int)1LL), n_wuhongzhong};
    if (n_sihongzhong) out->found[found_count++] = (mjc_found){4, 0, ((mjc_int)1LL), n_sihongzhong};
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
    return (UNIT_OBJECT = mjc_str(MJC_TEXT("points"))) == NULL || mjc_text_json(&UNIT_JSON, UNIT_OBJECT) < 0 ? -1 : 0;
}

MJC_MODULE(hongzhong, "7f8b4ee37e42c4ea3500ff7a3350ad611c3d4e077c948191ab5911aa6ce07b36", MJC_BUILD_KEY, "hongzhong")
