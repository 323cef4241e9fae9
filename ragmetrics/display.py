"""Two small text helpers the library's messages and tables share (the course imports them too).

>>> short_repr("x" * 100, limit=12)
"'xxxxxxxx..."
>>> display_width("nDCG@5"), display_width("召回率@5")
(6, 8)
"""

from __future__ import annotations

import unicodedata

__all__ = ["display_width", "short_repr"]


def short_repr(value: object, limit: int = 60) -> str:
    """``repr(value)``, cut to ``limit`` characters with "..." so that an error message stays one line."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def display_width(text: object) -> int:
    """Return the columns ``text`` takes in a terminal font: wide and fullwidth characters (Chinese) take two.

    Wide means Unicode's East Asian Width "W" or "F"; every other character takes one column.
    """
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in str(text))
