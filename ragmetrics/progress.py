"""A progress bar for long work: tqdm's when it is installed and someone is watching, else nothing.

``for record in progress(records, desc="judging"): ...`` shows a bar on stderr when tqdm is installed
(the ``progress`` extra: ``pip install ragmetrics[progress]``) and stderr is a terminal; in a pipe, a
log file, CI or a notebook it stays quiet and returns the iterable itself, at no cost. In automatic
mode the bar appears only once the work has taken 2 s, so short work never flickers one.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

__all__ = ["progress"]

T = TypeVar("T")

# Automatic mode: no bar for work done within this many seconds.
_DELAY = 2.0


def progress(iterable: Iterable[T], total: int | None = None, desc: str | None = None,
             enabled: bool | None = None) -> Iterable[T] | Iterator[T]:
    """``iterable``, with a tqdm bar on stderr when ``enabled`` (None: when tqdm and a terminal are there).

    ``total`` is the number of items when ``iterable`` has no ``len`` (e.g. futures from
    ``concurrent.futures.as_completed``); ``desc`` labels the bar. ``enabled=True`` asks for a bar
    at once and raises ImportError, saying which extra to install, when tqdm is missing;
    ``enabled=False`` never shows one.

    >>> list(progress(range(3), desc="quiet here: stderr is not a terminal under pytest"))
    [0, 1, 2]
    """
    if enabled is not None and not isinstance(enabled, bool):
        raise TypeError(f"'enabled' must be True, False or None (got {type(enabled).__name__}: "
                        f"{enabled!r:.40})")
    if total is not None and (isinstance(total, bool) or not isinstance(total, int) or total < 0):
        raise TypeError(f"'total' must be an int >= 0 or None (got {total!r:.40})")
    if enabled is False:
        return iterable
    if enabled is None:
        stream = sys.stderr
        try:
            watched = stream is not None and stream.isatty()
        except (AttributeError, ValueError):  # no isatty, or a closed stream
            watched = False
        if not watched:
            return iterable
    try:
        from tqdm import tqdm
    except ImportError:
        if enabled is None:
            return iterable
        raise ImportError("progress(..., enabled=True) needs tqdm: pip install 'ragmetrics[progress]' "
                          "(or pip install tqdm), or pass enabled=None to show a bar only when "
                          "tqdm is installed") from None
    return tqdm(iterable, total=total, desc=desc, file=sys.stderr,
                delay=0.0 if enabled else _DELAY, dynamic_ncols=True)
