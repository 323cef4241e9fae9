"""Nugget-based completeness as the TREC 2024 RAG track scores an answer (Pradeep et al., 2024, "Initial Nugget
Evaluation Results for the TREC 2024 RAG Track with the AutoNuggetizer Framework"; the scoring code checked is
castorini/nuggetizer's ``calculate_nugget_scores``).

A question has nuggets: atomic facts a good answer contains, each ``"vital"`` (must appear) or ``"okay"``
(worth having). Each nugget is assigned to an answer as ``"support"``, ``"partial_support"`` or
``"not_support"``. With s = 1 for support, 0.5 for partial support and 0 otherwise:

- **All** (``all``): the mean of s over all nuggets; **Vital** (``vital``): over the vital nuggets only.
- **Strict** variants (``all_strict``, ``vital_strict``): partial support counts 0 (only full support).
  ``vital_strict`` is the track's headline measure.
- **Weighted** (``weighted``, ``weighted_strict``): sum(w * s) / sum(w) with w = 1 for a vital nugget and
  0.5 for an okay one, the weighted score of the TREC RAG nugget papers (castorini/nuggetizer's code
  computes the four others only).
- No vital nugget: ``vital`` and ``vital_strict`` are 0.0, as nuggetizer returns (not nan): read them with
  ``n_vital``.
- Over many questions, the track averages the per-answer scores (nuggetizer's ``calculate_global_metrics``).

Assignments come from labels (a person or an LLM assistant, as the track's assessors and AutoNuggetizer do)
or from a judge: :func:`assign_nuggets` asks ``judge.verify_claim(nugget, [answer])`` and maps ``"yes"`` to
support and anything else to not_support (a yes/no/idk judge cannot say "partial": that grade needs labels).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .protocol import judge_name
from .results import Verdict

__all__ = ["IMPORTANCE", "ASSIGNMENTS", "NuggetScores", "assign_nuggets", "nugget_scores"]

IMPORTANCE = ("vital", "okay")
ASSIGNMENTS = ("support", "partial_support", "not_support")
_CREDIT = {"support": 1.0, "partial_support": 0.5, "not_support": 0.0}
_WEIGHT = {"vital": 1.0, "okay": 0.5}


@dataclass(frozen=True)
class NuggetScores:
    """The six TREC 2024 RAG nugget scores of one answer, with the counts they come from."""

    all: float
    all_strict: float
    vital: float
    vital_strict: float
    weighted: float
    weighted_strict: float
    n: int
    n_vital: int
    assignments: tuple

    def as_dict(self) -> dict:
        return {name: getattr(self, name) for name in
                ("all", "all_strict", "vital", "vital_strict", "weighted", "weighted_strict")}

    def __str__(self) -> str:
        values = "  ".join(f"{k} {v:.3f}" for k, v in self.as_dict().items())
        return f"{values}  ({self.n} nuggets, {self.n_vital} vital)"


def _field(nugget, i: int, key: str, allowed: tuple):
    value = nugget.get(key) if isinstance(nugget, Mapping) else None
    if value not in allowed:
        names = ", ".join(repr(a) for a in allowed)
        raise ValueError(f"nugget {i}: '{key}' must be one of {names} (got {value!r})")
    return value


def nugget_scores(nuggets, assignments=None) -> NuggetScores:
    """Score one answer from its nuggets' importance and assignment.

    ``nuggets``: mappings with ``"importance"`` (vital/okay) and, unless ``assignments`` is given,
    ``"assignment"`` (support/partial_support/not_support), as nuggetizer writes them. ``assignments``: one
    label per nugget (e.g. from :func:`assign_nuggets`), which then overrides the nuggets' own.

    >>> s = nugget_scores([{"importance": "vital", "assignment": "support"},
    ...                    {"importance": "vital", "assignment": "partial_support"},
    ...                    {"importance": "okay", "assignment": "not_support"}])
    >>> s.all, s.all_strict, s.vital, s.vital_strict   # (1 + 0.5) / 3, 1 / 3, 1.5 / 2, 1 / 2
    (0.5, 0.3333333333333333, 0.75, 0.5)
    >>> s.weighted, s.weighted_strict                    # (1 + 0.5) / 2.5, 1 / 2.5
    (0.6, 0.4)
    """
    if isinstance(nuggets, (str, Mapping)) or not isinstance(nuggets, Sequence):
        raise TypeError(f"'nuggets' must be a list of mappings (got {type(nuggets).__name__})")
    if not nuggets:
        raise ValueError("'nuggets' is empty: a question needs at least one nugget to score an answer")
    if assignments is not None:
        assignments = list(assignments)
        if len(assignments) != len(nuggets):
            raise ValueError(f"'assignments' must give one label per nugget ({len(assignments)} labels for "
                             f"{len(nuggets)} nuggets)")
    importance, labels = [], []
    for i, nugget in enumerate(nuggets):
        if not isinstance(nugget, Mapping):
            raise TypeError(f"nugget {i} must be a mapping with 'importance' (got {type(nugget).__name__})")
        importance.append(_field(nugget, i, "importance", IMPORTANCE))
        labels.append(_field({"assignment": assignments[i]}, i, "assignment", ASSIGNMENTS)
                      if assignments is not None else _field(nugget, i, "assignment", ASSIGNMENTS))

    def mean(pairs, strict):
        credit = [1.0 if a == "support" else 0.0 if strict else _CREDIT[a] for _, a in pairs]
        return sum(credit) / len(credit) if credit else 0.0

    def weighted(strict):
        total = sum(_WEIGHT[imp] for imp in importance)
        got = sum(_WEIGHT[imp] * (1.0 if a == "support" else 0.0 if strict else _CREDIT[a])
                  for imp, a in zip(importance, labels))
        return got / total

    pairs = list(zip(importance, labels))
    vital = [p for p in pairs if p[0] == "vital"]
    return NuggetScores(all=mean(pairs, False), all_strict=mean(pairs, True), vital=mean(vital, False),
                        vital_strict=mean(vital, True), weighted=weighted(False), weighted_strict=weighted(True),
                        n=len(pairs), n_vital=len(vital), assignments=tuple(labels))


def assign_nuggets(answer: str, nuggets, *, judge=None) -> list:
    """Assign each nugget to ``answer`` with a judge: ``verify_claim(nugget text, [answer])`` "yes" -> support.

    ``nuggets``: texts, or mappings with a ``"text"``. Returns one of "support" / "not_support" per nugget.

    >>> assign_nuggets("You can return items within 30 days.", ["Returns are accepted for 30 days",
    ...                                                         "Refunds take 5 days"])
    ['support', 'not_support']
    """
    from .citations import verify_judge

    if not isinstance(answer, str) or not answer.strip():
        raise TypeError(f"'answer' must be a non-empty str (got {type(answer).__name__}: {answer!r:.60})")
    judge = verify_judge(judge)
    if isinstance(nuggets, (str, Mapping)) or not isinstance(nuggets, Sequence):
        raise TypeError(f"'nuggets' must be a list of texts or mappings with 'text' (got {type(nuggets).__name__})")
    out = []
    for i, nugget in enumerate(nuggets):
        text = nugget.get("text") if isinstance(nugget, Mapping) else nugget
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"nugget {i} needs a non-empty text (got {text!r:.60})")
        verdict = judge.verify_claim(text, [answer])
        if not isinstance(verdict, Verdict):
            raise TypeError(f"{judge_name(judge)}.verify_claim must return a Verdict (got {type(verdict).__name__})")
        out.append("support" if verdict.verdict == "yes" else "not_support")
    return out
