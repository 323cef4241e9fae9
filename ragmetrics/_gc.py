"""Pausing the cyclic garbage collector around bulk reading of Python objects."""

from __future__ import annotations

import gc
from contextlib import contextmanager

__all__ = ["gc_paused"]


@contextmanager
def gc_paused():
    """Pause the cyclic garbage collector for the duration of a bulk read.

    Reading millions of dict entries or file lines creates many objects but no cycles; each
    allocation counts towards the collector's thresholds, and every collection then walks all the
    live containers (the caller's big dicts, our token lists), which made reading several times slower.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
