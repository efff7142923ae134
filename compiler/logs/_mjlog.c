/* The mjlog reader's scanner: a Tenhou mjlog's bytes cut into the steps the deal is played by (compiler/logs/tenhou.py).
 *
 * scan(data) returns a list of steps, each (key, payload): a tag of play or of the game (INIT, N, REACH, DORA, AGARI,
 * RYUUKYOKU, GO, UN) as (its name, a dict of its attributes), each value a tuple of whole numbers where it is a plain
 * comma-separated list of them (as the reader's _NUMBERS reads them) and else a str (owari's always); a run of draw and discard tags as (the first tag's place in the turn
 * cycle TDUEVFWG, the bytes of their tile ids); and ("/mjloggm", None) last. It returns None for any file it does not
 * read plainly (a tag of another form, a tile id beyond 135, text between tags, a run out of turn order, no end): the
 * Python reader then reads the file and words any error, so that errors never depend on this module.
 *
 * The input is untrusted: every read is bounds-checked against the buffer's length, nothing recurses, each byte is
 * looked at a bounded number of times.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define MAX_DIGITS 9    /* as the Python reader's numbers: at most 9 digits, no leading zero */
#define TILE_IDS 136
#define WALL_DRAWS 70   /* deal.py's: the seats draw 70 tiles in all */
#define RUN_CYCLES 40   /* deal.py's: the rounds of draws and discards a run may span */

static const char CYCLE[] = "TDUEVFWG";  /* each seat draws then discards, in turn */

/* Names of the tags the steps carry, and of the common attributes, made once. */
enum { T_INIT, T_N, T_REACH, T_DORA, T_AGARI, T_RYUUKYOKU, T_GO, T_UN, T_SKIP, T_COUNT };
static const char *const TAG_NAMES[] = {"INIT", "N", "REACH", "DORA", "AGARI", "RYUUKYOKU", "GO", "UN"};
static const char *const SKIPPED[] = {"SHUFFLE", "TAIKYOKU", "BYE"};  /* read and passed over, as the reader does */
static PyObject *tag_keys[T_SKIP];
static PyObject *end_key;

static const char *const ATTR_NAMES[] = {
    "seed", "ten", "oya", "hai0", "hai1", "hai2", "hai3", "who", "m", "step", "hai", "fromWho", "owari", "doraHaiUra",
    "machi", "doraHai", "yaku", "yakuman", "sc", "ba", "paoWho", "type", "n0", "n1", "n2", "n3", "lobby", "dan",
    "rate", "sx", "ver"};
#define ATTR_COUNT ((int)(sizeof ATTR_NAMES / sizeof ATTR_NAMES[0]))
static PyObject *attr_keys[ATTR_COUNT];

static int is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
static int is_alpha(unsigned char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

static Py_ssize_t skip_space(const unsigned char *s, Py_ssize_t at, Py_ssize_t n)
{
    while (at < n && is_space(s[at]))
        at++;
    return at;
}

/* A value as a tuple of whole numbers where it is `-?(0|[1-9][0-9]{0,8})` joined by commas; else NULL, nothing set. */
static PyObject *numbers(const unsigned char *s, Py_ssize_t n)
{
    long values[64];
    Py_ssize_t count = 0, at = 0;
    if (n == 0)
        return NULL;
    while (at < n) {
        int negative = 0, digits = 0;
        long value = 0;
        if (s[at] == '-') {
            negative = 1;
            at++;
        }
        if (at < n && s[at] == '0') {
            at++;
            digits = 1;
        } else {
            while (at < n && is_digit(s[at]) && digits < MAX_DIGITS + 1) {
                value = value * 10 + (s[at] - '0');
                at++;
                digits++;
            }
            if (digits > MAX_DIGITS)
                return NULL;
        }
        if (digits == 0 || count == (Py_ssize_t)(sizeof values / sizeof values[0]))
            return NULL;
        values[count++] = negative ? -value : value;
        if (at < n) {
            if (s[at] != ',' || at + 1 == n)
                return NULL;
            at++;
        }
    }
    PyObject *tuple = PyTuple_New(count);
    if (tuple == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *number = PyLong_FromLong(values[i]);
        if (number == NULL) {
            Py_DECREF(tuple);
            return NULL;
        }
        PyTuple_SET_ITEM(tuple, i, number);
    }
    return tuple;
}

static Py_ssize_t attr_lengths[ATTR_COUNT];

static PyObject *attr_key(const unsigned char *s, Py_ssize_t n)
{
    for (int i = 0; i < ATTR_COUNT; i++)
        if (attr_lengths[i] == n && ATTR_NAMES[i][0] == s[0] && memcmp(ATTR_NAMES[i], s, (size_t)n) == 0) {
            Py_INCREF(attr_keys[i]);
            return attr_keys[i];
        }
    return PyUnicode_FromStringAndSize((const char *)s, n);
}

/* What a tag's attributes are read into; -1 on a Python error, 0 where the tag is not of the plain form, else 1
 * with *at just past the tag's '>'. `slash` says whether the tag must end "/>" (else ">" or "/>"). */
static int attributes(const unsigned char *s, Py_ssize_t n, Py_ssize_t *at, PyObject *into, int slash)
{
    Py_ssize_t i = *at;
    for (;;) {
        Py_ssize_t before = i;
        i = skip_space(s, i, n);
        if (i >= n)
            return 0;
        if (s[i] == '/' || s[i] == '>')
            break;
        if (i == before || !(is_alpha(s[i]) || s[i] == '_'))
            return 0;
        Py_ssize_t name = i;
        while (i < n && (is_alpha(s[i]) || is_digit(s[i]) || s[i] == '_'))
            i++;
        Py_ssize_t name_end = i;
        i = skip_space(s, i, n);
        if (i >= n || s[i] != '=')
            return 0;
        i = skip_space(s, i + 1, n);
        if (i >= n || s[i] != '"')
            return 0;
        Py_ssize_t value = ++i;
        while (i < n && s[i] != '"' && s[i] != '<' && s[i] != '>')
            i++;
        if (i >= n || s[i] != '"')
            return 0;
        Py_ssize_t value_end = i++;
        if (into == NULL)
            continue;
        /* owari's points are decimals, written as the text has them (-0 is not 0 there): a str, always */
        int text = name_end - name == 5 && memcmp(s + name, "owari", 5) == 0;
        PyObject *parsed = text ? NULL : numbers(s + value, value_end - value);
        if (parsed == NULL) {
            if (PyErr_Occurred())
                return -1;
            parsed = PyUnicode_DecodeUTF8((const char *)s + value, value_end - value, NULL);
            if (parsed == NULL) {  /* not UTF-8: the reader refuses such a file before it is scanned */
                if (!PyErr_ExceptionMatches(PyExc_UnicodeDecodeError))
                    return -1;
                PyErr_Clear();
                return 0;
            }
        }
        PyObject *key = attr_key(s + name, name_end - name);
        if (key == NULL) {
            Py_DECREF(parsed);
            return -1;
        }
        int failed = PyDict_SetItem(into, key, parsed);
        Py_DECREF(key);
        Py_DECREF(parsed);
        if (failed)
            return -1;
    }
    if (s[i] == '/') {
        if (i + 1 >= n || s[i + 1] != '>')
            return 0;
        i++;
    } else if (slash) {
        return 0;
    }
    *at = i + 1;
    return 1;
}

/* After a tag: whitespace, then the next tag or the end; 0 where other text comes first. */
static int between(const unsigned char *s, Py_ssize_t n, Py_ssize_t *at)
{
    Py_ssize_t i = skip_space(s, *at, n);
    *at = i;
    return i >= n || s[i] == '<';
}

static int append_step(PyObject *steps, PyObject *key, PyObject *payload)
{
    PyObject *step = PyTuple_Pack(2, key, payload);
    if (step == NULL)
        return -1;
    int failed = PyList_Append(steps, step);
    Py_DECREF(step);
    return failed;
}

/* A run of draw and discard tags from s[*at] (a '<' and a letter of CYCLE): 1 with the step appended, 0 where a tag
 * is not `<L[0-9]{1,3}/>` with a tile id 0..135 and no leading zero, or the run leaves the turn cycle; -1 on error. */
static int run(const unsigned char *s, Py_ssize_t n, Py_ssize_t *at, PyObject *steps, unsigned char *tiles)
{
    Py_ssize_t i = *at, count = 0;
    int first = -1, place = -1;
    while (i + 2 < n && s[i] == '<' && is_digit(s[i + 2])) {
        const char *letter = memchr(CYCLE, s[i + 1], 8);
        if (letter == NULL)
            break;
        int index = (int)(letter - CYCLE);
        if (place >= 0 && index != (place + 1) % 8)
            return 0;
        Py_ssize_t j = i + 2;
        int tile = 0, digits = 0;
        while (j < n && is_digit(s[j]) && digits < 4) {
            tile = tile * 10 + (s[j] - '0');
            j++;
            digits++;
        }
        if (digits == 0 || digits > 3 || (digits > 1 && s[i + 2] == '0') || tile >= TILE_IDS)
            return 0;
        if (j + 1 >= n || s[j] != '/' || s[j + 1] != '>')
            return 0;
        if (count >= n)  /* cannot happen: each tag takes more than one byte */
            return 0;
        tiles[count++] = (unsigned char)tile;
        if (first < 0)
            first = index;
        place = index;
        i = j + 2;
        if (!between(s, n, &i))
            return 0;
    }
    PyObject *key = PyLong_FromLong(first);
    if (key == NULL)
        return -1;
    PyObject *payload = PyBytes_FromStringAndSize((const char *)tiles, count);
    if (payload == NULL) {
        Py_DECREF(key);
        return -1;
    }
    int failed = append_step(steps, key, payload);
    Py_DECREF(key);
    Py_DECREF(payload);
    *at = i;
    return failed ? -1 : 1;
}

static int tag_kind(const unsigned char *s, Py_ssize_t n)
{
    for (int k = 0; k < T_SKIP; k++)
        if ((Py_ssize_t)strlen(TAG_NAMES[k]) == n && memcmp(TAG_NAMES[k], s, (size_t)n) == 0)
            return k;
    for (size_t k = 0; k < sizeof SKIPPED / sizeof SKIPPED[0]; k++)
        if ((Py_ssize_t)strlen(SKIPPED[k]) == n && memcmp(SKIPPED[k], s, (size_t)n) == 0)
            return T_SKIP;
    return -1;
}

/* The steps of the log in s[0:n], or Py_None where it is not read plainly; NULL on a Python error. */
static PyObject *scan_bytes(const unsigned char *s, Py_ssize_t n, unsigned char *tiles)
{
    PyObject *steps = PyList_New(0);
    if (steps == NULL)
        return NULL;
    Py_ssize_t at = skip_space(s, 0, n);
    int started = 0;
    while (at < n) {
        if (s[at] != '<' || at + 1 >= n)
            goto unplain;
        unsigned char c = s[at + 1];
        if (!started) {
            if (c == '?' || c == '!') {  /* an XML declaration or comment, before the log */
                Py_ssize_t i = at + 2;
                while (i < n && s[i] != '>' && s[i] != '<')
                    i++;
                if (i >= n || s[i] != '>')
                    goto unplain;
                at = i + 1;
                if (!between(s, n, &at))
                    goto unplain;
                continue;
            }
            if (n - at < 8 || memcmp(s + at + 1, "mjloggm", 7) != 0)
                goto unplain;
            at += 8;
            if (at < n && (is_alpha(s[at]) || is_digit(s[at])))
                goto unplain;
            if (attributes(s, n, &at, NULL, 0) != 1 || !between(s, n, &at))
                goto unplain;
            started = 1;
            continue;
        }
        if (memchr(CYCLE, c, 8) != NULL && c != '\0' && at + 2 < n && is_digit(s[at + 2])) {
            int done = run(s, n, &at, steps, tiles);
            if (done < 0)
                goto error;
            if (done == 0)
                goto unplain;
            continue;
        }
        if (c == '/') {  /* </mjloggm>, and nothing after it */
            if (n - at < 10 || memcmp(s + at, "</mjloggm>", 10) != 0)
                goto unplain;
            at = skip_space(s, at + 10, n);
            if (at != n)
                goto unplain;
            if (append_step(steps, end_key, Py_None) < 0)
                goto error;
            return steps;
        }
        if (!is_alpha(c))
            goto unplain;
        Py_ssize_t name = at + 1, i = at + 1;
        while (i < n && (is_alpha(s[i]) || is_digit(s[i])))
            i++;
        int kind = tag_kind(s + name, i - name);
        if (kind < 0)
            goto unplain;
        PyObject *attrs = kind == T_SKIP ? NULL : PyDict_New();
        if (kind != T_SKIP && attrs == NULL)
            goto error;
        int read = attributes(s, n, &i, attrs, 1);
        if (read == 1 && !between(s, n, &i))
            read = 0;
        if (read == 1 && attrs != NULL && append_step(steps, tag_keys[kind], attrs) < 0)
            read = -1;
        Py_XDECREF(attrs);
        if (read < 0)
            goto error;
        if (read == 0)
            goto unplain;
        at = i;
    }
unplain:  /* the file ends before </mjloggm>, or holds what the Python reader reads and words */
    Py_DECREF(steps);
    Py_RETURN_NONE;
error:
    Py_DECREF(steps);
    return NULL;
}

static PyObject *scan(PyObject *module, PyObject *arg)
{
    (void)module;
    Py_buffer view;
    if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    /* A run's tile ids: at most one per 5 bytes of the file, so the file's length bounds them. */
    unsigned char *tiles = PyMem_Malloc(view.len > 0 ? (size_t)view.len : 1);
    if (tiles == NULL) {
        PyBuffer_Release(&view);
        return PyErr_NoMemory();
    }
    PyObject *steps = scan_bytes((const unsigned char *)view.buf, view.len, tiles);
    PyMem_Free(tiles);
    PyBuffer_Release(&view);
    return steps;
}

/* ---------------------------------------------------------------- a run applied to the deal (deal.py's Deal.run) */

enum { A_HANDS, A_SEEN, A_DRAWN, A_ROBBABLE, A_DISCARDS, A_IPPATSU, A_CHAIN, A_PHASE, A_REPLACEMENT, A_TURN, A_LAST,
       A_END, A_EVENTS, A_UNIQUE, A_COUNT };
static const char *const DEAL_ATTRS[] = {"hands", "seen", "drawn", "robbable", "discards", "ippatsu", "chain", "phase",
                                         "replacement", "turn", "last", "end", "events", "unique"};
static PyObject *deal_attrs[A_COUNT];
static PyObject *word_draw, *word_act, *word_claim, *word_discard, *word_settle;  /* "draw" is a phase and a step */

/* The list of four lists `value` holds, or 0 where it is not one. */
static int four_lists(PyObject *value, PyObject **out)
{
    if (value == NULL || !PyList_CheckExact(value) || PyList_GET_SIZE(value) != 4)
        return 0;
    for (int k = 0; k < 4; k++) {
        out[k] = PyList_GET_ITEM(value, k);
        if (!PyList_CheckExact(out[k]))
            return 0;
    }
    return 1;
}

static int set_attr(PyObject *deal, int attr, PyObject *value)
{
    if (value == NULL)
        return -1;
    int failed = PyObject_SetAttr(deal, deal_attrs[attr], value);
    Py_DECREF(value);
    return failed;
}

/* Deal.run of `first` (the turn cycle's place, 0..7) and tile ids, on the deal's own lists, where `first` is the
 * deal's next_step: 1 applied, 0 where it cannot be (nothing changed: not the next step, the wall, a tile in play
 * already), -1 where a discard is of a tile not held (the deal part changed: the reader reads the file again); NULL on
 * a Python error. */
static PyObject *apply_run(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    (void)module;
    PyObject *result = NULL;
    PyObject *values[A_COUNT] = {NULL};
    PyObject *hands[4], *rivers[4];
    if (nargs != 3 || !PyLong_Check(args[1]) || !PyBytes_Check(args[2])) {
        PyErr_SetString(PyExc_TypeError, "apply_run takes a deal, the cycle's place (an int) and tile ids (bytes)");
        return NULL;
    }
    PyObject *deal = args[0];
    long first = PyLong_AsLong(args[1]);
    if (first == -1 && PyErr_Occurred())
        return NULL;
    const unsigned char *tiles = (const unsigned char *)PyBytes_AS_STRING(args[2]);
    Py_ssize_t count = PyBytes_GET_SIZE(args[2]), draws = 0;
    long answer = 0;
    for (int a = 0; a < A_COUNT; a++)  /* chain, replacement and last are only set */
        if (a != A_CHAIN && a != A_REPLACEMENT && a != A_LAST
            && (values[a] = PyObject_GetAttr(deal, deal_attrs[a])) == NULL)
            goto done;
    if (first < 0 || first > 7 || count == 0 || first + count > 8 * RUN_CYCLES || !PyLong_CheckExact(values[A_DRAWN])
        || !PySet_CheckExact(values[A_SEEN]) || !four_lists(values[A_HANDS], hands)
        || !four_lists(values[A_DISCARDS], rivers) || !PyList_CheckExact(values[A_IPPATSU])
        || PyList_GET_SIZE(values[A_IPPATSU]) != 4 || values[A_END] != Py_None || values[A_EVENTS] != Py_None
        || values[A_UNIQUE] != Py_True || !PyLong_CheckExact(values[A_TURN]))
        goto answer;
    /* Deal.next_step: where play goes on in the cycle, which the run must begin at. */
    long seat = PyLong_AsLong(values[A_TURN]);
    if (seat == -1 && PyErr_Occurred())
        goto done;
    int drawing = PyObject_RichCompareBool(values[A_PHASE], word_draw, Py_EQ);
    int acting = drawing ? 0 : PyObject_RichCompareBool(values[A_PHASE], word_act, Py_EQ);
    if (drawing < 0 || acting < 0)
        goto done;
    if (seat < 0 || seat > 3 || first != (drawing ? 2 * seat : acting ? 2 * seat + 1 : 2 * ((seat + 1) % 4)))
        goto answer;
    /* The draws: tiles never in play, none twice, within the wall. */
    unsigned char in_run[TILE_IDS] = {0};
    for (Py_ssize_t i = (first & 1); i < count; i += 2) {
        if (tiles[i] >= TILE_IDS || in_run[tiles[i]])
            goto answer;
        in_run[tiles[i]] = 1;
        draws++;
        PyObject *tile = PyLong_FromLong(tiles[i]);
        int held = tile == NULL ? -1 : PySet_Contains(values[A_SEEN], tile);
        Py_XDECREF(tile);
        if (held < 0)
            goto done;
        if (held)
            goto answer;
    }
    long drawn = PyLong_AsLong(values[A_DRAWN]);
    if (drawn == -1 && PyErr_Occurred())
        goto done;
    if (drawn + draws > WALL_DRAWS)
        goto answer;
    for (Py_ssize_t i = (first & 1) ? 0 : 1; i < count; i += 2)
        if (tiles[i] >= TILE_IDS)
            goto answer;
    if (values[A_ROBBABLE] != Py_None) {  /* the first draw or discard after a kong no one robbed */
        PyObject *settled = PyObject_CallMethodNoArgs(deal, word_settle);
        if (settled == NULL)
            goto done;
        Py_DECREF(settled);
        Py_SETREF(values[A_IPPATSU], PyObject_GetAttr(deal, deal_attrs[A_IPPATSU]));  /* settle_kong makes a new one */
        if (values[A_IPPATSU] == NULL)
            goto done;
        if (!PyList_CheckExact(values[A_IPPATSU]) || PyList_GET_SIZE(values[A_IPPATSU]) != 4) {
            PyErr_SetString(PyExc_TypeError, "the deal's ippatsu is not a list of four");
            goto done;
        }
    }
    /* Each tile joins or leaves its seat's hand in turn; a discard not held breaks the run midway. */
    for (Py_ssize_t i = 0; i < count; i++) {
        Py_ssize_t place = first + i;
        PyObject *hand = hands[(place >> 1) & 3];
        PyObject *tile = PyLong_FromLong(tiles[i]);
        if (tile == NULL)
            goto done;
        if (!(place & 1)) {
            int failed = PyList_Append(hand, tile);
            Py_DECREF(tile);
            if (failed)
                goto done;
            continue;
        }
        /* list.remove: the first item equal to the tile. Small ints are one object each, so an item that is the
         * tile's object is looked for first; only where none is are the items compared by value, in order. */
        Py_ssize_t at = 0, size = PyList_GET_SIZE(hand);
        int found = 0;
        for (; at < size && !found; at++)
            found = PyList_GET_ITEM(hand, at) == tile;
        for (Py_ssize_t before = 0; !found && before < size; before++) {
            found = PyObject_RichCompareBool(PyList_GET_ITEM(hand, before), tile, Py_EQ);
            if (found < 0) {
                Py_DECREF(tile);
                goto done;
            }
            at = before + 1;
        }
        Py_DECREF(tile);
        if (!found) {
            answer = -1;
            goto answer;
        }
        if (PyList_SetSlice(hand, at - 1, at, NULL) < 0)
            goto done;
    }
    for (Py_ssize_t i = (first & 1); i < count; i += 2) {
        PyObject *tile = PyLong_FromLong(tiles[i]);
        int failed = tile == NULL || PySet_Add(values[A_SEEN], tile) < 0;
        Py_XDECREF(tile);
        if (failed)
            goto done;
    }
    if (set_attr(deal, A_DRAWN, PyLong_FromLong(drawn + (long)draws)) < 0)
        goto done;
    if (count > draws) {  /* the discards join the rivers; a declarer's own discard ends its go-around (ippatsu) */
        for (Py_ssize_t i = (first & 1) ? 0 : 1; i < count; i += 2) {
            int seat = (int)(((first + i) >> 1) & 3);
            PyObject *tile = PyLong_FromLong(tiles[i]);
            int failed = tile == NULL || PyList_Append(rivers[seat], tile) < 0;
            Py_XDECREF(tile);
            if (failed)
                goto done;
            if (PyList_GET_ITEM(values[A_IPPATSU], seat) != Py_False) {
                Py_INCREF(Py_False);
                if (PyList_SetItem(values[A_IPPATSU], seat, Py_False) < 0)
                    goto done;
            }
        }
        if (set_attr(deal, A_CHAIN, PyLong_FromLong(0)) < 0)
            goto done;
    }
    if (draws > drawing) {  /* a draw after a discard: the next seat's turn begins */
        Py_INCREF(Py_False);
        if (set_attr(deal, A_REPLACEMENT, Py_False) < 0 || set_attr(deal, A_CHAIN, PyLong_FromLong(0)) < 0)
            goto done;
    }
    Py_ssize_t last = first + count - 1;
    int turn = (int)((last >> 1) & 3);
    if (set_attr(deal, A_TURN, PyLong_FromLong(turn)) < 0)
        goto done;
    Py_INCREF(last & 1 ? word_claim : word_act);
    if (set_attr(deal, A_PHASE, last & 1 ? word_claim : word_act) < 0)
        goto done;
    if (set_attr(deal, A_LAST, Py_BuildValue("(Oil)", last & 1 ? word_discard : word_draw, turn,
                                             (long)tiles[count - 1])) < 0)
        goto done;
    answer = 1;
answer:
    result = PyLong_FromLong(answer);
done:
    for (int a = 0; a < A_COUNT; a++)
        Py_XDECREF(values[a]);
    return result;
}

/* ---------------------------------------------------------------- a record's tile string (deal.py's tiles_text) */

/* Tokens (0..135) as a tile string, suit by suit (123m406p11z), each token's digit from `digits` (Names.digits, a
 * translation table of 256 bytes); None where a token is not 0..135 or the table is not one (deal.py then works it). */
static PyObject *tiles_text(PyObject *module, PyObject *args)
{
    (void)module;
    PyObject *tiles;
    Py_buffer digits;
    if (!PyArg_ParseTuple(args, "Oy*", &tiles, &digits))
        return NULL;
    PyObject *sequence = PySequence_Fast(tiles, "tiles are a sequence");
    if (sequence == NULL) {
        PyBuffer_Release(&digits);
        return NULL;
    }
    Py_ssize_t count = PySequence_Fast_GET_SIZE(sequence);
    unsigned short held[TILE_IDS] = {0};
    int plain = digits.len == 256 && count <= 4 * TILE_IDS;
    for (Py_ssize_t i = 0; i < count && plain; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(sequence, i);
        long t = PyLong_CheckExact(item) ? PyLong_AsLong(item) : -1;
        if (t < 0 || t >= TILE_IDS)
            plain = 0;
        else
            held[t]++;
    }
    Py_DECREF(sequence);
    if (!plain) {
        PyErr_Clear();
        PyBuffer_Release(&digits);
        Py_RETURN_NONE;
    }
    /* At most 4 * 136 digits and 4 suit letters. */
    char text[4 * TILE_IDS + 8];
    Py_ssize_t length = 0;
    static const int BOUNDS[5] = {0, 36, 72, 108, TILE_IDS};
    const unsigned char *table = digits.buf;
    for (int suit = 0; suit < 4; suit++) {
        Py_ssize_t before = length;
        for (int t = BOUNDS[suit]; t < BOUNDS[suit + 1]; t++)
            for (int copy = 0; copy < held[t]; copy++)
                text[length++] = (char)table[t];
        if (length > before)
            text[length++] = "mpsz"[suit];
    }
    PyBuffer_Release(&digits);
    return PyUnicode_DecodeASCII(text, length, NULL);
}

static PyMethodDef methods[] = {
    {"tiles_text", tiles_text, METH_VARARGS, "deal.py's tiles_text of (tokens, Names.digits), or None."},
    {"scan", scan, METH_O, "The steps of a Tenhou mjlog's bytes, or None where the Python reader must read them."},
    {"apply_run", (PyCFunction)(void (*)(void))apply_run, METH_FASTCALL,
     "Deal.run of (deal, first, tile ids) on the deal's lists: 1 applied, 0 not applicable, -1 broken midway."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef definition = {PyModuleDef_HEAD_INIT, "_mjlog",
                                        "The mjlog reader's scanner (compiler/logs/_mjlog.c).", -1, methods};

PyMODINIT_FUNC PyInit__mjlog(void)
{
    for (int k = 0; k < T_SKIP; k++)
        if ((tag_keys[k] = PyUnicode_InternFromString(TAG_NAMES[k])) == NULL)
            return NULL;
    for (int k = 0; k < ATTR_COUNT; k++) {
        attr_lengths[k] = (Py_ssize_t)strlen(ATTR_NAMES[k]);
        if ((attr_keys[k] = PyUnicode_InternFromString(ATTR_NAMES[k])) == NULL)
            return NULL;
    }
    if ((end_key = PyUnicode_InternFromString("/mjloggm")) == NULL)
        return NULL;
    for (int a = 0; a < A_COUNT; a++)
        if ((deal_attrs[a] = PyUnicode_InternFromString(DEAL_ATTRS[a])) == NULL)
            return NULL;
    if ((word_draw = PyUnicode_InternFromString("draw")) == NULL || (word_act = PyUnicode_InternFromString("act")) == NULL
        || (word_claim = PyUnicode_InternFromString("claim")) == NULL
        || (word_discard = PyUnicode_InternFromString("discard")) == NULL
        || (word_settle = PyUnicode_InternFromString("settle_kong")) == NULL)
        return NULL;
    PyObject *module = PyModule_Create(&definition);
    if (module != NULL && (PyModule_AddIntConstant(module, "TILE_IDS", TILE_IDS) < 0
                           || PyModule_AddIntConstant(module, "WALL_DRAWS", WALL_DRAWS) < 0
                           || PyModule_AddIntConstant(module, "RUN_CYCLES", RUN_CYCLES) < 0)) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
