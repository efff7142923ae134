"""The runtime every generated scorer uses: tiles, hand records, hand shapes, relations, payments.

Standard library only; it imports nothing of the compiler and names no ruleset. Its modules, one job each,
are listed in MODULES in the order they build on one another (emit.py copies them, in this order, into
every generated module).
"""

MODULES = ('base', 'tiles', 'numbers', 'seats', 'language', 'records', 'shapes', 'relations', 'results')

from .base import *  # noqa: F401,F403
from .tiles import *  # noqa: F401,F403
from .tiles import _shown  # noqa: F401  (the compiler reads records as the scorers do)
from .numbers import *  # noqa: F401,F403
from .seats import *  # noqa: F401,F403
from .language import *  # noqa: F401,F403
from .records import *  # noqa: F401,F403
from .records import _all_tiles, _check_copies, _checked_record, _tiles_or_none, _usual_record  # noqa: F401  (the compiler reads records as the scorers do)
from .shapes import *  # noqa: F401,F403
from .relations import *  # noqa: F401,F403
from .results import *  # noqa: F401,F403
