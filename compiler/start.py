"""The mjc command's entry point: a Ctrl-C while the command's modules are still loading ends mjc as one a moment
later does (status 130, no traceback); only Python's own start-up comes before it."""

from __future__ import annotations

import signal


def main() -> int:
    pressed = []
    # Raised in the middle of an import, a KeyboardInterrupt is a traceback (or one that Python reports and passes
    # over); noted here, it ends mjc once the modules are loaded. A Ctrl-C that is ignored (nohup) stays ignored.
    usual = signal.getsignal(signal.SIGINT)
    noted = usual not in (signal.SIG_IGN, None)  # None: a handler not set from Python, left alone
    if noted:
        signal.signal(signal.SIGINT, lambda _signum, _frame: pressed.append(True))
    try:
        from .cli import main as run
    finally:
        if noted:
            signal.signal(signal.SIGINT, usual)
    if pressed:
        return 130
    return run()
