"""Bilingual text, the one value type that every stage of the compiler shares."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Text:
    """Chinese and English."""

    zh: str
    en: str
