"""Automatic relevance judges, checked against human labels, and probes for their biases.

A test collection needs grades for (question, passage) pairs. Any object with ``rate_context(question,
context, *, scale)`` can give them: :class:`~ragmetrics.generation.rule_judge.RuleJudge` (key-term
coverage, offline), :class:`SimilarityJudge` (an embedding cosine cut by thresholds, offline) or
:class:`~ragmetrics.generation.llm_judge.LLMJudge` (a model behind an endpoint). Before trusting one,
compare it with human labels on the same pairs, as two human passes are compared:

    >>> from ragmetrics.generation import RuleJudge
    >>> pairs = [("How many days to return an item?", "You have 30 days to return an item."),
    ...          ("How many days to return an item?", "Gift cards never expire.")]
    >>> check = judge_agreement(RuleJudge(), pairs, human=[3, 0])
    >>> check.labels, check.binary.kappa
    ([3, 0], 1.0)

Two probes measure biases known in LLM judges on your own pairs (the offline judges serve as controls):
``length_probe`` (does appending off-topic text raise the rating?) and ``position_probe`` (does a
pairwise judge's choice follow the order in which the two passages are shown?).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..agreement import Agreement, agreement
from .protocol import judge_name
from .results import ContextRating

__all__ = [
    "SimilarityJudge",
    "fit_thresholds",
    "judge_pairs",
    "judge_agreement",
    "JudgeAgreement",
    "length_probe",
    "LengthProbe",
    "position_probe",
    "PositionProbe",
]


def _check_pairs(pairs, name: str = "pairs", size: int = 2) -> list:
    pairs = list(pairs)
    if not pairs:
        raise ValueError(f"'{name}' must hold at least one item (got none)")
    for i, item in enumerate(pairs):
        if not isinstance(item, (tuple, list)) or len(item) != size or not all(isinstance(t, str) and t.strip() for t in item):
            shape = "(question, passage)" if size == 2 else "(question, passage, passage)"
            raise TypeError(f"'{name}' must hold {shape} tuples of non-empty strings (item {i} is {item!r:.80})")
    return pairs


def _check_scale(scale) -> int:
    if isinstance(scale, bool) or not isinstance(scale, int) or scale < 1:
        raise ValueError(f"'scale' must be an int >= 1 (got {scale!r})")
    return scale


class SimilarityJudge:
    """Relevance from an embedding: the cosine of question and passage, cut by ``thresholds``.

    The rating is the number of thresholds the cosine reaches: with ``thresholds=(0.3, 0.45, 0.6)`` a
    cosine of 0.5 rates 2 on a 0-3 scale, so ``scale`` must equal ``len(thresholds)``. Choose the
    thresholds on labelled pairs (``fit_thresholds``), never on the pairs you then evaluate it on.
    Embeddings are cached by text, so judging many pairs embeds each question and passage once.
    """

    name = "similarity"

    def __init__(self, embedder=None, thresholds=(0.5,)) -> None:
        values = list(thresholds) if isinstance(thresholds, (list, tuple)) else None
        if not values or not all(isinstance(t, (int, float)) and not isinstance(t, bool) and math.isfinite(t) for t in values):
            raise ValueError(f"'thresholds' must be a non-empty list of finite numbers, ascending (got {thresholds!r})")
        if any(b < a for a, b in zip(values, values[1:])):
            raise ValueError(f"'thresholds' must be ascending (got {thresholds!r})")
        if embedder is None:
            from .embedders import default_embedder

            embedder = default_embedder()
        if not callable(embedder):
            raise TypeError(f"'embedder' must be a callable taking a list of texts (got {type(embedder).__name__})")
        self.embedder = embedder
        self.thresholds = tuple(float(t) for t in values)
        self._vectors: dict = {}

    def __repr__(self) -> str:
        return f"SimilarityJudge(thresholds={self.thresholds})"

    def embed(self, texts: Sequence[str]) -> None:
        """Embed the texts not seen yet, in one call (optional: ``similarity`` embeds what it needs)."""
        new = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        if new:
            vectors = np.asarray(self.embedder(new), dtype=np.float64)
            norms = np.linalg.norm(vectors, axis=1, keepdims=True)
            self._vectors.update(zip(new, vectors / np.where(norms == 0, 1.0, norms)))

    def similarity(self, question: str, context: str) -> float:
        """The cosine of the two texts' embeddings."""
        self.embed([question, context])
        return float(self._vectors[question] @ self._vectors[context])

    def rate_context(self, question: str, context: str, *, scale: int, variant: int = 0) -> ContextRating:
        """Rate 0..scale: how many thresholds the cosine reaches."""
        if scale != len(self.thresholds):
            raise ValueError(f"this SimilarityJudge rates on a 0-{len(self.thresholds)} scale (one threshold per grade); "
                             f"0-{scale} was asked: give it {scale} thresholds")
        cosine = self.similarity(question, context)
        rating = sum(cosine >= t for t in self.thresholds)
        return ContextRating(context, int(rating), scale, f"cosine {cosine:.3f}", variant)


def fit_thresholds(similarities, labels, *, scale: int) -> tuple:
    """Thresholds that make a similarity judge give each grade as often as the labels do.

    For g = 1..scale, the threshold is the similarity above which the labelled pairs with grade >= g
    would fall if the ranking by similarity were kept (the quantile at the share of labels below g).
    A grade nobody used gets the threshold of the next one. Fit on calibration pairs, evaluate on others.

    >>> fit_thresholds([0.1, 0.2, 0.3, 0.4], [0, 0, 1, 1], scale=1)
    (0.3,)
    """
    scale = _check_scale(scale)
    sims = np.asarray(list(similarities), dtype=np.float64)
    labels = np.asarray(list(labels))
    if sims.size == 0 or sims.size != labels.size:
        raise ValueError(f"'similarities' and 'labels' must have the same non-zero length (got {sims.size} and {labels.size})")
    ordered = np.sort(sims)
    thresholds = []
    for grade in range(1, scale + 1):
        below = int((labels < grade).sum())
        thresholds.append(float(ordered[below]) if below < ordered.size else float(ordered[-1]) + 1.0)
    return tuple(thresholds)


def judge_pairs(judge, pairs, *, scale: int = 3) -> list:
    """Each pair's rating by ``judge.rate_context(question, passage, scale=scale)``, in order."""
    scale = _check_scale(scale)
    pairs = _check_pairs(pairs)
    if not callable(getattr(judge, "rate_context", None)):
        raise TypeError(f"'judge' must have a rate_context(question, context, *, scale) method (got {type(judge).__name__})")
    ratings = []
    for question, passage in pairs:
        rating = judge.rate_context(question, passage, scale=scale)
        if not isinstance(rating, ContextRating):
            raise TypeError(f"{judge_name(judge)}.rate_context must return a ContextRating (got {type(rating).__name__})")
        ratings.append(rating.rating)
    return ratings


@dataclass(frozen=True, kw_only=True)
class JudgeAgreement:
    """A judge's labels beside the human ones: kappa on the 0..scale grades (unweighted and quadratic)
    and on binary labels (grade >= level)."""

    judge: str
    labels: list
    human: list
    graded: Agreement
    quadratic: Agreement
    binary: Agreement
    level: int

    def __repr__(self) -> str:
        return (f"JudgeAgreement({self.judge}: n={len(self.labels)}, kappa={self.graded.kappa:.3f}, "
                f"quadratic={self.quadratic.kappa:.3f}, binary(>= {self.level})={self.binary.kappa:.3f})")


def judge_agreement(judge, pairs, human, *, scale: int = 3, level: int = 2, labels=None) -> JudgeAgreement:
    """Label ``pairs`` with ``judge`` (or take ``labels`` already made, ``judge`` then may be None) and compare
    with ``human`` grades.

    ``human[i]`` is the human grade (0..scale) of ``pairs[i]``; ``level`` is the binary threshold (the
    course counts grade >= 2 as relevant). Kappa follows ``ragmetrics.agreement`` (nan with a warning when
    undefined).
    """
    scale = _check_scale(scale)
    human = list(human)
    if labels is None:
        labels = judge_pairs(judge, pairs, scale=scale)
    labels = list(labels)
    if len(labels) != len(human):
        raise ValueError(f"'human' must grade every pair: {len(human)} grades for {len(labels)} pairs")
    bad = [g for g in human if not isinstance(g, (int, np.integer)) or not 0 <= g <= scale]
    if bad:
        raise ValueError(f"'human' grades must be ints from 0 to {scale} (got {bad[0]!r})")
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= scale:
        raise ValueError(f"'level' must be an int from 1 to {scale} (got {level!r})")
    scale_labels = list(range(scale + 1))
    return JudgeAgreement(
        judge="labels" if judge is None else judge_name(judge), labels=labels, human=human,
        graded=agreement(human, labels, labels=scale_labels),
        quadratic=agreement(human, labels, weights="quadratic", labels=scale_labels),
        binary=agreement([int(g >= level) for g in human], [int(g >= level) for g in labels], labels=[0, 1]),
        level=level,
    )


@dataclass(frozen=True)
class LengthProbe:
    """Ratings of each passage before and after off-topic text was appended to it."""

    before: list
    after: list

    @property
    def raised(self) -> float:
        """Share of pairs whose rating went up: an unbiased judge keeps 0 here."""
        return float(np.mean([b > a for a, b in zip(self.before, self.after)]))

    @property
    def lowered(self) -> float:
        """Share of pairs whose rating went down (the padding diluted the passage for this judge)."""
        return float(np.mean([b < a for a, b in zip(self.before, self.after)]))

    @property
    def mean_change(self) -> float:
        return float(np.mean(np.subtract(self.after, self.before)))


def length_probe(judge, pairs, padding: str, *, scale: int = 3) -> LengthProbe:
    """Rate each (question, passage), then the same passage with ``padding`` (off-topic text) appended.

    The padding adds no answer, so a judge free of length bias gives the same rating; a judge that
    rewards longer passages rates more of them higher (``raised``).
    """
    if not isinstance(padding, str) or not padding.strip():
        raise ValueError(f"'padding' must be a non-empty string of off-topic text (got {padding!r:.60})")
    pairs = _check_pairs(pairs)
    before = judge_pairs(judge, pairs, scale=scale)
    after = judge_pairs(judge, [(q, f"{p}\n{padding}") for q, p in pairs], scale=scale)
    return LengthProbe(before, after)


@dataclass(frozen=True)
class PositionProbe:
    """Pairwise choices with the two passages shown in both orders (1: the first shown, 2: the second, 0: tie).

    ``consistent``: the same passage (or a tie) both times. ``first`` / ``second``: the judge chose the
    passage shown first (second) both times, whichever it was: position, not content, decided.
    """

    forward: list
    backward: list

    def _share(self, test) -> float:
        return float(np.mean([test(f, b) for f, b in zip(self.forward, self.backward)]))

    @property
    def consistent(self) -> float:
        return self._share(lambda f, b: (f, b) in ((1, 2), (2, 1), (0, 0)))

    @property
    def first(self) -> float:
        return self._share(lambda f, b: f == 1 and b == 1)

    @property
    def second(self) -> float:
        return self._share(lambda f, b: f == 2 and b == 2)


def position_probe(compare: Callable, triples) -> PositionProbe:
    """Ask ``compare(question, first, second)`` (-> 1, 2 or 0 for a tie) for each (question, a, b) in both orders.

    ``compare`` may be a judge's ``compare_contexts`` method (``LLMJudge`` has one) or any callable.
    """
    if not callable(compare):
        raise TypeError(f"'compare' must be a callable (question, first, second) -> 1, 2 or 0 (got {type(compare).__name__})")
    triples = _check_pairs(triples, "triples", size=3)
    forward, backward = [], []
    for question, a, b in triples:
        for out, (x, y) in ((forward, (a, b)), (backward, (b, a))):
            choice = compare(question, x, y)
            if choice not in (0, 1, 2) or isinstance(choice, bool):
                raise ValueError(f"'compare' must return 1 (the first passage), 2 (the second) or 0 (a tie) (got {choice!r})")
            out.append(int(choice))
    return PositionProbe(forward, backward)
