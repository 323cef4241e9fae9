"""The argument checks the six generation metrics share (metrics.py and reference.py).

Each check raises a ``TypeError`` or ``ValueError`` that names the argument and shows what was given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from ..display import short_repr
from .embedders import Embedder
from .protocol import Judge, judge_name
from .rule_judge import RuleJudge

__all__ = ["DEFAULT_JUDGE", "check_choice", "check_contexts", "check_embedder", "check_judge",
           "check_optional_text", "check_returned", "check_text", "require_method"]

DEFAULT_JUDGE = RuleJudge()
T = TypeVar("T")


def check_text(name: str, value: object) -> str:
    """``value`` if it is a non-empty str."""
    if not isinstance(value, str):
        raise TypeError(f"'{name}' must be a str (got {type(value).__name__}: {short_repr(value)})")
    if not value.strip():
        raise ValueError(f"'{name}' must be a non-empty string (got {value!r})")
    return value


def check_optional_text(name: str, value: object) -> str | None:
    """``value`` if it is None or a non-empty str (the optional ``question``)."""
    return None if value is None else check_text(name, value)


def check_contexts(contexts: object) -> list[str]:
    """The retrieved contexts as a list of strings, at least one of them non-empty."""
    if isinstance(contexts, str):
        raise TypeError(f"'contexts' must be a list of strings, not one str (got {short_repr(contexts)}); "
                        "wrap a single context in a list: [context]")
    if not isinstance(contexts, Sequence):
        raise TypeError(f"'contexts' must be a list of strings (got {type(contexts).__name__}: "
                        f"{short_repr(contexts)})")
    contexts = list(contexts)
    for i, item in enumerate(contexts):
        if not isinstance(item, str):
            raise TypeError(f"'contexts' items must be strings (got {type(item).__name__} at index "
                            f"{i}: {short_repr(item)})")
    if not any(c.strip() for c in contexts):
        raise ValueError(f"'contexts' must contain at least one non-empty string (got "
                         f"{short_repr(contexts)})")
    return contexts


def check_choice(name: str, value: object, choices: tuple[str, ...]) -> str:
    """``value`` if it is one of ``choices``."""
    if not isinstance(value, str) or value not in choices:
        allowed = ", ".join(repr(c) for c in choices)
        raise ValueError(f"'{name}' must be one of {allowed} (got {short_repr(value)})")
    return value


def check_judge(judge: object) -> Judge:
    """``judge``, or the offline :class:`RuleJudge` when it is None."""
    if judge is None:
        return DEFAULT_JUDGE
    if not isinstance(judge, Judge):
        raise TypeError("'judge' must have the methods split_claims, verify_claim, "
                        f"generate_questions and rate_context (got {type(judge).__name__})")
    return judge


def check_embedder(embedder: object) -> Embedder:
    """``embedder`` if it can be called (a list of texts -> a 2-D array)."""
    if not callable(embedder):
        raise TypeError(f"'embedder' must be a callable from a list of texts to a 2-D array "
                        f"(got {type(embedder).__name__})")
    return embedder  # any callable will do: its output is checked when used (cosines)


def require_method(judge: object, method: str, metric: str) -> None:
    """``judge`` must have ``method`` (one of the judge questions beyond the four of ``Judge``)."""
    if not callable(getattr(judge, method, None)):
        raise TypeError(f"{metric} needs a judge with a {method}() method: RuleJudge, LLMJudge and "
                        f"RecordedJudge have one ({judge_name(judge)} does not)")


def check_returned(judge: object, method: str, value: T, kind: type) -> T:
    """``value`` if the judge's ``method`` returned a ``kind``."""
    if not isinstance(value, kind):
        raise TypeError(f"{judge_name(judge)}.{method} must return a {kind.__name__} "
                        f"(got {type(value).__name__}: {short_repr(value)})")
    return value
