"""The values a catalog text writes as a sentence does: ``Interval(low, high)`` and ``Listed(items)``.

``t()`` (messages.py) writes them in each language's way: [−0,12; 0,40] and «1, 3 y 4» in Spanish, [−0.12, 0.40] and
"1, 3 and 4" in English, 1、3 和 4 in Chinese. The course's own code builds them; a learner never does.
"""

from __future__ import annotations

from numbers import Real

__all__ = ["Interval", "Listed"]


class Interval(tuple):
    """A closed interval of two numbers, ``Interval(low, high)``: a catalog text writes ``{ci:+.4f}`` and gets each
    language's form, [−0.0252, +0.0450] in English and Chinese, [−0,0252; +0,0450] in Spanish (whose decimal comma
    would make "[a, b]" ambiguous). The format spec applies to both bounds."""

    def __new__(cls, low, high):
        for bound in (low, high):
            if isinstance(bound, bool) or not isinstance(bound, Real):
                raise TypeError(f"Interval bounds must be real numbers, got {bound!r}")
        return super().__new__(cls, (low, high))

    @property
    def low(self):
        return self[0]

    @property
    def high(self):
        return self[1]

    def __repr__(self) -> str:
        return f"Interval({self[0]!r}, {self[1]!r})"


class Listed(tuple):
    """Items a sentence lists, ``Listed([1, 3, 4])``: a catalog text writes ``{ranks}`` and gets each language's list,
    "1, 3 and 4", «1, 3 y 4», 1、3 和 4; in Spanish «0,5; 0,7 y 0,2» once the items hold a decimal comma. The
    format spec applies to each item (``{scores:.3f}``). A plain list or tuple is code (a ranking, ids) and is
    written as Python writes it."""

    def __new__(cls, items):
        items = tuple(items)
        if not items:
            raise ValueError("Listed needs at least one item: a sentence cannot list nothing")
        return super().__new__(cls, items)

    def __repr__(self) -> str:
        return f"Listed({list(self)!r})"
