"""Real game logs read into hand records: one module per platform's format, a shared part for what they share."""

from .common import LogError, read_source
from .tenhou import read_tenhou

__all__ = ["LogError", "read_source", "read_tenhou"]
