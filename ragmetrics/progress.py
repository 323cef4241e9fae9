"""A progress bar for long work: tqdm when it is installed and standard error is a terminal, else nothing.

``progress(iterable, total=None, desc=..., enabled=None)`` returns something to iterate over: a tqdm
bar that appears only after 2 seconds (short work stays quiet), or the iterable itself. ``enabled=None``
decides by the terminal; ``True`` asks for the bar (still none without tqdm); ``False`` never shows it.
"""

from __future__ import annotations

import sys

__all__ = ["progress"]

DELAY_SECONDS = 2.0  # work shorter than this shows no bar at all


def progress(iterable, total=None, desc: str = "working", enabled=None):
    if enabled is None:
        enabled = bool(getattr(sys.stderr, "isatty", lambda: False)())
    if not enabled:
        return iterable
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return iterable
    return tqdm(iterable, total=total, desc=desc, file=sys.stderr, delay=DELAY_SECONDS, leave=False)
