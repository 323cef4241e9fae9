"""Input checks shared by the per-query functions and the batch evaluator.

Every check raises a ``TypeError`` or ``ValueError`` whose message names the argument,
states the rule and shows what was given, e.g. ``'k' must be a positive int (got 0)``.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Mapping, Set

import numpy as np

from .display import short_repr


__all__ = [
    "check_k",
    "check_level",
    "check_gain",
    "check_retrieved",
    "check_relevant",
    "check_same_id_kind",
    "id_kind",
    "id_kinds_clash",
    "first_repeat",
    "check_scores",
    "GAINS",
]

GAINS = ("linear", "exponential")


def check_k(k, *, name: str = "k", optional: bool = False):
    """Return ``k`` if it is a positive int (``None`` too when ``optional``)."""
    if k is None and optional:
        return None
    # bool is an int subclass: True would silently mean k=1.
    if isinstance(k, bool) or not isinstance(k, numbers.Integral):
        rule = "a positive int or None" if optional else "a positive int"
        raise TypeError(f"'{name}' must be {rule} (got {short_repr(k)} of type {type(k).__name__})")
    if k < 1:
        raise ValueError(f"'{name}' must be a positive int (got {k})")
    return int(k)


def check_level(level, *, name: str = "level") -> int:
    """Return the relevance level: a positive int (grade >= level counts as relevant)."""
    return check_k(level, name=name)


def check_gain(gain, *, name: str = "gain") -> str:
    """Return ``gain``: "linear" or "exponential" (TypeError for a non-string, ValueError for another string)."""
    if not isinstance(gain, str):
        raise TypeError(f"'{name}' must be one of {', '.join(map(repr, GAINS))} (got {short_repr(gain)} of type {type(gain).__name__})")
    if gain not in GAINS:
        raise ValueError(f"'{name}' must be one of {', '.join(map(repr, GAINS))} (got {short_repr(gain)})")
    return gain


def check_retrieved(retrieved, *, name: str = "retrieved") -> list:
    """Return ``retrieved`` as a list: an ordered sequence of distinct, hashable doc ids."""
    if isinstance(retrieved, (str, bytes)):
        raise TypeError(f"'{name}' must be a list or tuple of doc ids, best first (got a string {short_repr(retrieved)})")
    if isinstance(retrieved, (Set, Mapping)):
        raise TypeError(
            f"'{name}' must be a list or tuple of doc ids, best first; a {type(retrieved).__name__} "
            f"has no rank order (got {short_repr(retrieved)})"
        )
    try:
        docs = list(retrieved)
    except TypeError:
        raise TypeError(f"'{name}' must be a list or tuple of doc ids, best first (got {short_repr(retrieved)})") from None
    try:
        distinct = len(set(docs))
    except TypeError:
        raise TypeError(f"'{name}' must hold hashable doc ids such as ints or strings (got {short_repr(docs)})") from None
    if distinct != len(docs):
        repeated, where = first_repeat(docs)
        raise ValueError(
            f"'{name}' must not repeat a doc id (doc {repeated!r} is at ranks {where}); "
            "trec_eval refuses such runs, and a repeated relevant doc would push nDCG above 1"
        )
    return docs


def first_repeat(docs) -> tuple:
    """The first doc id that ``docs`` holds twice, and the ranks (1-based) where it is: the one repeat finder."""
    seen = set()
    for doc in docs:
        if doc in seen:
            return doc, [i + 1 for i, other in enumerate(docs) if other == doc]
        seen.add(doc)
    raise ValueError("'docs' holds no repeated doc id")  # pragma: no cover: called only after a repeat was seen


def is_number(value) -> bool:
    """A real number: int, float, bool, numpy's real scalars, Fraction, and Decimal (a Number but not Complex)."""
    return isinstance(value, numbers.Real) or (isinstance(value, numbers.Number) and not isinstance(value, numbers.Complex))


def is_finite(value) -> bool:
    """``value`` (a number) is finite as a float: not NaN, not infinite, not an int beyond 1e308."""
    try:
        return math.isfinite(value)
    except (OverflowError, ValueError):  # an int beyond 1e308, a Decimal signalling NaN
        return False


def _check_grade(grade, doc, name: str) -> float:
    if is_number(grade) and not isinstance(grade, bool):
        if is_finite(grade):
            return float(grade)
        raise ValueError(f"'{name}' grades must be finite numbers (doc {doc!r} has grade {grade!r})")
    if isinstance(grade, bool):
        return float(grade)
    raise TypeError(f"'{name}' grades must be numbers (doc {doc!r} has grade {short_repr(grade)} of type {type(grade).__name__})")


def check_relevant(relevant, *, name: str = "relevant") -> dict:
    """Return ``relevant`` as {doc id: float grade}.

    A collection of ids means binary relevance (grade 1 each); a mapping gives graded relevance.
    """
    if isinstance(relevant, (str, bytes)):
        raise TypeError(
            f"'{name}' must be a collection of relevant doc ids or a mapping doc id -> grade "
            f"(got a string {short_repr(relevant)})"
        )
    if isinstance(relevant, Mapping):
        return {doc: _check_grade(grade, doc, name) for doc, grade in relevant.items()}
    try:
        docs = list(relevant)
    except TypeError:
        raise TypeError(
            f"'{name}' must be a collection of relevant doc ids or a mapping doc id -> grade (got {short_repr(relevant)})"
        ) from None
    try:
        grades = dict.fromkeys(docs, 1.0)
    except TypeError:
        raise TypeError(f"'{name}' must hold hashable doc ids such as ints or strings (got {short_repr(docs)})") from None
    if len(grades) != len(docs):
        repeated, where = first_repeat(docs)
        raise ValueError(f"'{name}' must not list a doc id twice (doc {repeated!r} is at positions {where})")
    return grades


def check_scores(scores, *, name: str = "scores"):
    """Return the values of ``scores`` ({doc id: score}) as a float64 array: finite real numbers."""
    if not isinstance(scores, Mapping):
        raise TypeError(f"'{name}' must be a mapping {{doc id: score}} (got {type(scores).__name__} {short_repr(scores)})")
    for doc, score in scores.items():
        if not is_number(score):
            raise TypeError(f"'{name}' must map doc ids to numbers (doc {doc!r} has {short_repr(score)} of type {type(score).__name__})")
        if not is_finite(score):
            raise ValueError(f"'{name}' must map doc ids to finite numbers (doc {doc!r} has {short_repr(score)})")
    return np.fromiter(map(float, scores.values()), dtype=np.float64, count=len(scores))


def id_kind(doc) -> str:
    """"str", "number" or the type name: ids of different kinds never compare equal."""
    if isinstance(doc, str):
        return "str"
    if isinstance(doc, numbers.Number):
        return "number"
    return type(doc).__name__


def id_kinds_clash(run_docs, qrels_docs) -> tuple | None:
    """The kinds of ids of each side when they share none (ints vs strings: nothing can match), else None.

    ``run_docs`` and ``qrels_docs`` are samples of ids; callers check that no id matches before refusing.
    """
    got = {id_kind(doc) for doc in run_docs}
    want = {id_kind(doc) for doc in qrels_docs}
    if got and want and got.isdisjoint(want):
        return "/".join(sorted(got)), "/".join(sorted(want))
    return None


def check_same_id_kind(docs, grades: dict, *, retrieved_name="retrieved", relevant_name="relevant") -> None:
    """Refuse ids of different kinds (ints vs strings) when, because of that, nothing can match."""
    if not docs or not grades or any(doc in grades for doc in docs):
        return
    clash = id_kinds_clash(docs, grades)
    if clash:
        raise TypeError(
            f"'{retrieved_name}' and '{relevant_name}' must use the same kind of doc ids, or nothing can match "
            f"(got {clash[0]} ids such as {docs[0]!r} in '{retrieved_name}' and "
            f"{clash[1]} ids such as {next(iter(grades))!r} in '{relevant_name}')"
        )
