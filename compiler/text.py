"""Bilingual text, the one value type that every stage of the compiler shares."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Text:
    """Chinese and English."""

    zh: str
    en: str

    @property
    def said(self) -> str:
        """As results and messages say it: the Chinese, and the English in parentheses where it differs."""
        return self.zh if self.zh == self.en else f"{self.zh} ({self.en})"
