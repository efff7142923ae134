"""The key a Python scorer module and its C build share: the C build is used only by a module of the same key."""

from __future__ import annotations

import functools
import hashlib

from . import bundled, ir

# What the native back end is made of: a change to any of them makes every C build stale.
NATIVE_BACK_END = ("emit_c.py", "templates/module.c.j2", "runtime/mjc_runtime.h")


@functools.lru_cache(maxsize=1)
def native_back_end_digest() -> str:
    """The sha256 of the native back end's own files, as installed."""
    digest = hashlib.sha256()
    for name in NATIVE_BACK_END:
        digest.update(bundled.read_text(name).replace("\r\n", "\n").encode("utf-8"))
    return digest.hexdigest()


def build_key(rs: ir.Ruleset) -> str:
    """The spec's sha256, the options set when compiling and the native back end, hashed together."""
    made_of = repr((rs.spec_hash, rs.settings, native_back_end_digest()))
    return hashlib.sha256(made_of.encode("utf-8")).hexdigest()
