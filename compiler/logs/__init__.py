"""Real game logs read into hand records: one module per platform's format, a shared part for what they share, and
`read_log`, which tells the format by the file's content."""

from .botzone import read_botzone
from .common import LogError, read_source
from .detect import read_log
from .tenhou import read_tenhou

__all__ = ["LogError", "read_botzone", "read_log", "read_source", "read_tenhou"]
