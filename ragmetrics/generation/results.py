"""Small frozen value objects: what a judge says, and what each metric returns.

Every metric result keeps its parts (claims and verdicts, generated questions and similarities,
ratings) next to the score, so a notebook can show why a score is what it is. Every result has:

- ``score``: the metric's value, a float (NaN where the metric is undefined); ``float(result)`` is the same;
- ``reasons``: the judge's reason for each verdict or rating it gave, in order (a tuple of strings);
- ``judge``: the judge's name; and ``print(result)`` shows the score with the arithmetic behind it.

The results with many fields are built with keywords only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = [
    "AnswerCorrectnessResult",
    "AnswerRelevancyResult",
    "ContextPrecisionResult",
    "ContextRating",
    "ContextRecallResult",
    "ContextRelevancyResult",
    "FaithfulnessResult",
    "GeneratedQuestion",
    "VERDICTS",
    "Verdict",
]

VERDICTS = ("yes", "no", "idk")
_MARKS = {"yes": "✓", "no": "✗", "idk": "?"}


def _score(value: float) -> str:
    return "nan" if math.isnan(value) else f"{value:.2f}"


class _Scored:
    """What every metric result shares: ``float(result)`` is its ``score``."""

    score: float

    def __float__(self) -> float:
        return float(self.score)


@dataclass(frozen=True)
class Verdict:
    """A judge's verdict on one claim: ``"yes"`` (supported), ``"no"`` (contradicted) or ``"idk"``
    (the context does not say), with a one-sentence reason in the claim's language."""

    claim: str
    verdict: str
    reason: str = ""

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"'verdict' must be one of 'yes', 'no', 'idk' (got {self.verdict!r})")

    def __str__(self) -> str:
        return f"{_MARKS[self.verdict]} {self.verdict:<3} | {self.claim}\n      | {self.reason}"


@dataclass(frozen=True)
class GeneratedQuestion:
    """A question the answer would answer, and whether the answer dodged (was noncommittal)."""

    question: str
    noncommittal: bool = False


@dataclass(frozen=True)
class ContextRating:
    """A judge's rating of one text (a chunk, a sentence, or all chunks joined) from 0 to ``scale``.

    ``variant`` tells apart differently worded prompts (RAGAS asks twice).
    """

    text: str
    rating: int
    scale: int
    reason: str = ""
    variant: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.scale, int) or self.scale < 1:
            raise ValueError(f"'scale' must be a positive int (got {self.scale!r})")
        if not isinstance(self.rating, int) or not 0 <= self.rating <= self.scale:
            raise ValueError(f"'rating' must be an int from 0 to {self.scale} (got {self.rating!r})")

    @property
    def normalized(self) -> float:
        """The rating divided by the scale: 0.0 to 1.0."""
        return self.rating / self.scale


@dataclass(frozen=True)
class FaithfulnessResult(_Scored):
    """Faithfulness: the share of the answer's claims the context supports (see ``method``)."""

    score: float
    method: str
    claims: tuple[str, ...]
    verdicts: tuple[Verdict, ...]
    judge: str

    @property
    def reasons(self) -> tuple[str, ...]:
        """The judge's reason for each claim's verdict, in the order of ``claims``."""
        return tuple(v.reason for v in self.verdicts)

    def __str__(self) -> str:
        counts = {v: sum(x.verdict == v for x in self.verdicts) for v in VERDICTS}
        if not self.claims:
            detail = "no claims to check"
        elif self.method == "ragas":
            detail = f"yes / claims = {counts['yes']}/{len(self.claims)}"
        else:
            detail = f"(claims - no) / claims = {len(self.claims) - counts['no']}/{len(self.claims)}"
        lines = [f"faithfulness = {_score(self.score)}  ({self.method}: {detail}; judge: {self.judge})"]
        lines += [f"  {verdict}".replace("\n", "\n  ") for verdict in self.verdicts]
        return "\n".join(lines)


@dataclass(frozen=True, kw_only=True)
class AnswerRelevancyResult(_Scored):
    """Answer relevancy, by ``method``:

    - ``"ragas"``: mean cosine between the question and questions generated from the answer
      (``questions``, ``similarities``), 0 when every generated question is flagged noncommittal;
    - ``"deepeval"``: the share of the answer's statements judged relevant (``verdicts``; "idk"
      counts as relevant unless ambiguous statements are penalised);
    - ``"trulens"``: one 0-3 rating of the whole answer (``rating``), divided by 3.
    """

    score: float
    question: str
    judge: str
    method: str = "ragas"
    questions: tuple[GeneratedQuestion, ...] = ()
    similarities: tuple[float, ...] = ()
    noncommittal: bool = False
    embedder: str = ""
    verdicts: tuple[Verdict, ...] = ()
    rating: ContextRating | None = None

    @property
    def reasons(self) -> tuple[str, ...]:
        """The judge's reasons: one per statement ("deepeval"), the rating's ("trulens"); none for
        "ragas", whose evidence is the generated ``questions`` and their ``similarities``."""
        if self.rating is not None:
            return (self.rating.reason,)
        return tuple(v.reason for v in self.verdicts)

    def __str__(self) -> str:
        if self.method.startswith("deepeval"):
            counted = sum(v.verdict != "no" for v in self.verdicts)
            if self.method != "deepeval":  # idk penalised
                counted = sum(v.verdict == "yes" for v in self.verdicts)
            lines = [f"answer_relevancy = {_score(self.score)}  ({self.method}: relevant / statements = "
                     f"{counted}/{len(self.verdicts)}; judge: {self.judge})",
                     f"  question: {self.question}"]
            lines += [f"  {verdict}".replace("\n", "\n  ") for verdict in self.verdicts]
            return "\n".join(lines)
        if self.method == "trulens" and self.rating is not None:
            rating = self.rating
            lines = [f"answer_relevancy = {_score(self.score)}  (trulens: rating / {rating.scale} = "
                     f"{rating.rating}/{rating.scale}; judge: {self.judge})",
                     f"  question: {self.question}"]
            if rating.reason:
                lines.append(f"  | {rating.reason}")
            return "\n".join(lines)
        lines = [f"answer_relevancy = {_score(self.score)}  (judge: {self.judge}; "
                 f"embedder: {self.embedder})",
                 f"  question: {self.question}"]
        for generated, similarity in zip(self.questions, self.similarities):
            flag = "  [noncommittal]" if generated.noncommittal else ""
            lines.append(f"  cos = {similarity:+.2f} | {generated.question}{flag}")
        if self.noncommittal:
            lines.append("  every generated question is noncommittal: score 0")
        return "\n".join(lines)


@dataclass(frozen=True)
class ContextRelevancyResult(_Scored):
    """Context relevancy: how much of the retrieved material is on topic (see ``method``)."""

    score: float
    method: str
    ratings: tuple[ContextRating, ...]
    judge: str

    @property
    def reasons(self) -> tuple[str, ...]:
        """The judge's reason for each rating, in the order of ``ratings``."""
        return tuple(r.reason for r in self.ratings)

    def __str__(self) -> str:
        lines = [f"context_relevancy = {_score(self.score)}  ({self.method}; judge: {self.judge})"]
        for r in self.ratings:
            variant = f" prompt {r.variant + 1}" if self.method == "ragas" else ""
            text = r.text if len(r.text) <= 70 else r.text[:67] + "..."
            lines.append(f"  {r.rating}/{r.scale}{variant} | {text.replace(chr(10), ' / ')}")
            if r.reason:
                lines.append(f"      | {r.reason}")
        return "\n".join(lines)


def _short(text: str, limit: int = 70) -> str:
    text = text.replace("\n", " / ")
    return text if len(text) <= limit else text[:limit - 3] + "..."


@dataclass(frozen=True)
class ContextRecallResult(_Scored):
    """Context recall (RAGAS): the share of the reference answer's statements that can be attributed
    to the retrieved contexts (a "yes" verdict)."""

    score: float
    statements: tuple[str, ...]
    verdicts: tuple[Verdict, ...]
    judge: str

    @property
    def reasons(self) -> tuple[str, ...]:
        """The judge's reason for each reference statement's verdict, in the order of ``statements``."""
        return tuple(v.reason for v in self.verdicts)

    def __str__(self) -> str:
        attributed = sum(v.verdict == "yes" for v in self.verdicts)
        detail = (f"attributed / reference statements = {attributed}/{len(self.statements)}"
                  if self.statements else "no reference statements")
        lines = [f"context_recall = {_score(self.score)}  (ragas: {detail}; judge: {self.judge})"]
        lines += [f"  {verdict}".replace("\n", "\n  ") for verdict in self.verdicts]
        return "\n".join(lines)


@dataclass(frozen=True)
class ContextPrecisionResult(_Scored):
    """Context precision (RAGAS, with a reference): one usefulness verdict per retrieved context, in
    rank order; the score averages Precision@i over the positions i of the useful contexts (0 when
    none is useful)."""

    score: float
    verdicts: tuple[Verdict, ...]
    precisions: tuple[float, ...]
    judge: str

    @property
    def reasons(self) -> tuple[str, ...]:
        """The judge's reason for each context's usefulness verdict, in rank order."""
        return tuple(v.reason for v in self.verdicts)

    @property
    def useful(self) -> tuple[bool, ...]:
        """One flag per context, in rank order: was it useful for reaching the reference answer?"""
        return tuple(v.verdict == "yes" for v in self.verdicts)

    def __str__(self) -> str:
        useful = self.useful
        terms = [f"{p:.2f}" for p, u in zip(self.precisions, useful) if u]
        detail = (f"({' + '.join(terms)}) / {len(terms)}" if terms else "no useful context")
        lines = [f"context_precision = {_score(self.score)}  (ragas: mean Precision@i over useful "
                 f"ranks = {detail}; judge: {self.judge})"]
        for rank, (verdict, precision) in enumerate(zip(self.verdicts, self.precisions), start=1):
            mark = "✓ useful" if verdict.verdict == "yes" else "✗ not   "
            lines.append(f"  {rank:>2} {mark} P@{rank} = {precision:.2f} | {_short(verdict.claim)}")
            if verdict.reason:
                lines.append(f"      | {verdict.reason}")
        return "\n".join(lines)


@dataclass(frozen=True, kw_only=True)
class AnswerCorrectnessResult(_Scored):
    """Answer correctness (RAGAS): a weighted mean of the factual F1 of the answer's statements
    against the reference's (TP, FP, FN) and the embedding similarity of answer and reference.

    ``verdicts``: the answer's statements checked against the reference, then the reference's
    statements checked against the answer (empty when either side has no statements).
    """

    score: float
    f1: float
    similarity: float | None
    weights: tuple[float, float]
    tp: tuple[str, ...]
    fp: tuple[str, ...]
    fn: tuple[str, ...]
    embedder: str
    judge: str
    verdicts: tuple[Verdict, ...] = ()

    @property
    def reasons(self) -> tuple[str, ...]:
        """The judge's reason for each verdict, in the order of ``verdicts``."""
        return tuple(v.reason for v in self.verdicts)

    def __str__(self) -> str:
        w_f1, w_sim = self.weights
        similarity = "not computed" if self.similarity is None else f"{self.similarity:.2f}"
        total = "" if w_f1 + w_sim == 1 else f" / {w_f1 + w_sim:g}"
        lines = [f"answer_correctness = {_score(self.score)}  (ragas: ({w_f1:g} × F1 + {w_sim:g} × "
                 f"similarity){total}; judge: {self.judge}; embedder: {self.embedder or 'none'})",
                 f"  factual F1 = {_score(self.f1)}  (TP = {len(self.tp)}, FP = {len(self.fp)}, "
                 f"FN = {len(self.fn)})",
                 f"  similarity = {similarity}"]
        for label, statements in (("TP", self.tp), ("FP", self.fp), ("FN", self.fn)):
            lines += [f"  {label} | {statement}" for statement in statements]
        return "\n".join(lines)
