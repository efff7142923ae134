"""The key a Python scorer module and its C build share: the C build is used only by a module of the same key.

The key is the sha256 of what the C compiler reads: the generated C source, less its first line (which holds
the key), and the runtime header it includes. Whatever shapes the C (the spec, the options set when compiling,
the passes, the built-ins' C code, the emitter and its template) shapes that text, so no list of mjc's own
files can leave one out: an extension built by another mjc is used only if it was built from the same C.
"""

from __future__ import annotations

import functools
import hashlib

from . import bundled

# The first line of a generated C source: the key of the rest (MJC_MODULE gives it to the extension).
KEY_LINE = '#define MJC_BUILD_KEY "{key}"  /* sha256 of the rest of this file and mjc_runtime.h */\n'
# The key of a ruleset the native back end does not compile (emit_c.build_key): no C build's (a sha256) is this.
NO_C_BUILD = "no C build"


@functools.lru_cache(maxsize=1)
def _runtime_header() -> bytes:
    return bundled.read_text("runtime/mjc_runtime.h").replace("\r\n", "\n").encode("utf-8")


def native_key(body: str) -> str:
    """The key of a C source whose text after the key line is `body`."""
    return hashlib.sha256(body.replace("\r\n", "\n").encode("utf-8") + b"\0" + _runtime_header()).hexdigest()


def keyed(body: str) -> str:
    """The whole C source: the key line, then the body it is the key of."""
    return KEY_LINE.format(key=native_key(body)) + body
