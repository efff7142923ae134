/* The least any scorer spends on a record in and a result out in this project's form (CONTRACT.md): every key
 * and value of the record read once, and a result of the same shape made anew (each dict copied, each list and
 * number new, the texts shared, as a native module shares its interned names). No rule is worked out: the
 * bench times this beside the native scorer and the peer, so a ratio goal can be judged against what is left
 * for the rules once the objects are paid for. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

static long long read_all(PyObject *o)
{
    long long seen = 1;
    if (PyDict_Check(o)) {
        Py_ssize_t pos = 0, len;
        PyObject *key, *value;
        while (PyDict_Next(o, &pos, &key, &value)) {
            if (PyUnicode_Check(key) && PyUnicode_AsUTF8AndSize(key, &len) == NULL)
                return -1;
            seen += read_all(value);
        }
    } else if (PyList_Check(o)) {
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(o); i++)
            seen += read_all(PyList_GET_ITEM(o, i));
    } else if (PyUnicode_Check(o)) {
        Py_ssize_t len;
        const char *text = PyUnicode_AsUTF8AndSize(o, &len);
        seen += text != NULL && len > 0 ? text[0] : 0;
    } else if (PyLong_Check(o)) {
        seen += PyLong_AsLongLong(o) & 1;
    }
    return seen;
}

static PyObject *made_anew(PyObject *o)
{
    if (PyDict_Check(o)) {
        PyObject *copy = PyDict_Copy(o), *key, *value;
        Py_ssize_t pos = 0;
        while (copy != NULL && PyDict_Next(o, &pos, &key, &value)) {
            if (PyDict_Check(value) || PyList_Check(value) || PyLong_Check(value)) {
                PyObject *inner = made_anew(value);
                if (inner == NULL || PyDict_SetItem(copy, key, inner) < 0) {
                    Py_XDECREF(inner);
                    Py_DECREF(copy);
                    return NULL;
                }
                Py_DECREF(inner);
            }
        }
        return copy;
    }
    if (PyList_Check(o)) {
        Py_ssize_t n = PyList_GET_SIZE(o);
        PyObject *copy = PyList_New(n);
        for (Py_ssize_t i = 0; copy != NULL && i < n; i++) {
            PyObject *inner = made_anew(PyList_GET_ITEM(o, i));
            if (inner == NULL) {
                Py_DECREF(copy);
                return NULL;
            }
            PyList_SET_ITEM(copy, i, inner);
        }
        return copy;
    }
    if (PyLong_Check(o) && !PyBool_Check(o))
        return PyLong_FromLongLong(PyLong_AsLongLong(o));
    Py_INCREF(o);
    return o;
}

/* rebuild(record, result) -> a new result equal to `result`, after reading all of `record` */
static PyObject *rebuild(PyObject *self, PyObject *args)
{
    PyObject *record, *result;
    if (!PyArg_ParseTuple(args, "OO", &record, &result))
        return NULL;
    if (read_all(record) < 0)
        return NULL;
    return made_anew(result);
}

static PyMethodDef methods[] = {
    {"rebuild", rebuild, METH_VARARGS, "rebuild(record, result): read the record, make the result anew"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_result_floor", NULL, -1, methods};

PyMODINIT_FUNC PyInit__result_floor(void)
{
    return PyModule_Create(&module);
}
