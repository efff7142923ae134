"""Bilingual text, the one value type that every stage of the compiler shares."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    """A name as the players of another language write and say it (specformat.PLAYER_LANGUAGES)."""

    lang: str        # the language's key: ja, yue
    term: str        # in the language's own writing
    romanised: str   # in its romanisation


@dataclass(frozen=True)
class Text:
    """Chinese and English; a pattern's name may add the players' own terms."""

    zh: str
    en: str
    terms: tuple[Term, ...] = ()

    @property
    def said(self) -> str:
        """As results and messages say it: the Chinese, and the English in parentheses where it differs."""
        return self.zh if self.zh == self.en else f"{self.zh} ({self.en})"
