"""Checking a learner's function: run it on many cases, compare with ragmetrics, say which case failed and why.

A coding exercise (kind "function") asks the learner to write a function, e.g. ``ndcg_at_k(retrieved, grades,
k)``; ``ex.check(ndcg_at_k)`` calls it on the exercise's cases (``Exercise.cases``: the worked example first,
then one group per edge case, then random cases), each against the package's answer (``Exercise.reference``).
The first case that disagrees is reported: which case, the call, what was expected and what came back (or the
exception the function raised: its type and message, never a traceback). When the learner's numbers match a
known mistake on every case (exponential instead of linear gain, log2(rank) instead of log2(rank + 1), ...)
the feedback names it; otherwise it gives the advice for the kind of case that failed.

``check_function`` never raises on the learner's function, whatever it does (a wrong signature, an exception,
a string returned, the inputs modified): each case gets fresh copies of its inputs.
"""

from __future__ import annotations

import copy
import math
import numbers
import warnings
from dataclasses import dataclass
from typing import Any, Callable

from ..messages import t, write_number
from .feedback import Feedback, join_sentences, short_repr

__all__ = ["Case", "CaseResult", "run_case", "check_function", "TOLERANCE"]

TOLERANCE = 1e-6  # the learner's float arithmetic may differ from the package's in the last digits


@dataclass(frozen=True)
class Case:
    """One call of the learner's function: ``kind`` names the case's group (catalog ``<prefix>.case.<kind>`` and
    ``<prefix>.advice.<kind>``); ``empty`` says that the case has nothing to find (no relevant document), where
    a division by zero is the mistake the case's own advice explains."""

    kind: str
    args: tuple
    empty: bool = False

    def call(self, name: str) -> str:
        """The call as Python code, e.g. ``ndcg_at_k([3, 1], {1: 2}, 5)``."""
        return f"{name}({', '.join(map(repr, self.args))})"


@dataclass(frozen=True)
class CaseResult:
    """What the learner's function did on a case: ``value`` (a float), or ``error`` ("ZeroDivisionError: ..."),
    or ``other`` (what it returned instead of a number)."""

    value: float | None = None
    error: str = ""
    error_type: str = ""
    other: Any = None

    @property
    def number(self) -> bool:
        return self.value is not None and math.isfinite(self.value)


def run_case(function: Callable, case: Case) -> CaseResult:
    """Call ``function`` on fresh copies of the case's inputs; catch whatever it raises (and its warnings: a
    numpy division by zero is reported through the value it gives, inf or nan, not as a warning per case)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            got = function(*copy.deepcopy(case.args))
    except Exception as error:  # the learner's code: any exception is feedback, not a crash
        return CaseResult(error=f"{type(error).__name__}: {error}"[:200], error_type=type(error).__name__)
    if isinstance(got, bool) or not isinstance(got, numbers.Real) and not hasattr(got, "__float__"):
        return CaseResult(other=got)
    try:
        value = float(got)
    except Exception:
        return CaseResult(other=got)
    return CaseResult(value=value)


def _agrees(result: CaseResult, expected: float) -> bool:
    return result.number and abs(result.value - expected) <= TOLERANCE


def _matches_mistake(results: list[CaseResult], cases: list[Case], mistake: Callable) -> bool:
    """The learner's function gives the mistake's number on every case (and the mistake is wrong on some)."""
    for result, case in zip(results, cases):
        try:
            wrong = float(mistake(*copy.deepcopy(case.args)))
        except Exception:
            return False
        if not _agrees(result, wrong):
            return False
    return True


def check_function(instance, function, lang: str) -> Feedback:
    """Check a learner's function for a coding exercise (``instance.spec.kind == "function"``)."""
    spec = instance.spec
    prefix, name = spec.prefix, instance.fields(lang)["function"]
    if not callable(function):
        got = short_repr(function)
        return _feedback(instance, "invalid", lang, t("code.invalid.not_function", lang, got=got, name=name))
    cases = spec.cases(instance.inputs)
    expected = [float(spec.reference(*copy.deepcopy(case.args))) for case in cases]
    results = [run_case(function, case) for case in cases]
    failed = next((i for i, (result, want) in enumerate(zip(results, expected)) if not _agrees(result, want)), None)
    if failed is None:
        return _feedback(instance, "correct", lang, instance.why(lang))
    if all(result.value is None and not result.error and result.other is None for result in results):
        return _feedback(instance, "unanswered", lang, t("code.unanswered", lang, name=name))
    case, result, want = cases[failed], results[failed], expected[failed]
    where = t("code.case", lang, number=failed + 1, total=len(cases), case=t(f"{prefix}.case.{case.kind}", lang),
              call=case.call(name), expected=write_number(want, ".4f", lang))
    if result.error:
        what = t("code.raised", lang, error=result.error)
    elif result.value is None:
        what = t("code.not_number", lang, got=short_repr(result.other))
    else:
        what = t("code.returned", lang, got=write_number(result.value, ".4f", lang) if math.isfinite(result.value) else repr(result.value))
    hint_key = _hint(spec, cases, results, case, result)
    advice = t(hint_key, lang) if hint_key else t(f"{prefix}.advice.{case.kind}", lang)
    return _feedback(instance, "hint" if hint_key else "wrong", lang, join_sentences(lang, where + what, advice), hint=hint_key)


def _hint(spec, cases: list[Case], results: list[CaseResult], case: Case, result: CaseResult) -> str | None:
    """The catalog key of the mistake the learner's function makes, if one is recognised.

    A wrong number: the hint whose ``wrong`` function gives the learner's number on every case. An exception
    (or inf, nan): the hint whose ``answers`` name its type ("nonfinite" for inf and nan), except on a case with
    nothing to find, whose own advice says what to return.
    """
    if result.error or (result.value is not None and not math.isfinite(result.value)):
        if case.empty:
            return None
        kind = result.error_type or "nonfinite"
        return next((hint.key for hint in spec.hints if kind in hint.answers), None)
    for hint in spec.hints:
        if hint.wrong is not None and _matches_mistake(results, cases, hint.wrong):
            return hint.key
    return None


def _feedback(instance, status: str, lang: str, message: str, hint: str | None = None) -> Feedback:
    return Feedback(exercise=instance.id, status=status, lang=lang, message=message, hint=hint)
