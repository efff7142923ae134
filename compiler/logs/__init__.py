"""Real game logs read into hand records: one module per platform's format, a shared part for what they share, and
`read_log`, which tells the format by the file's content; and the writers of a riichi deal's play in the formats of
mjai and tenhou.net/6."""

from .botzone import read_botzone
from .common import LogError, read_source
from .detect import read_log, read_plays
from .games import read_games
from .mjai import read_mjai, write_mjai
from .tenhou import read_tenhou
from .tenhou6 import read_tenhou6, write_tenhou6

__all__ = ["LogError", "read_botzone", "read_games", "read_log", "read_mjai", "read_plays", "read_source", "read_tenhou",
           "read_tenhou6", "write_mjai", "write_tenhou6"]
