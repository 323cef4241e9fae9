"""Small frozen value objects: what a judge says, and what each metric returns.

Every metric result keeps its parts (claims and verdicts, generated questions and similarities,
ratings) next to the score, so a notebook can show why a score is what it is.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = [
    "AnswerRelevancyResult",
    "ContextRating",
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
class FaithfulnessResult:
    """Faithfulness: the share of the answer's claims the context supports (see ``method``)."""

    score: float
    method: str
    claims: tuple[str, ...]
    verdicts: tuple[Verdict, ...]
    judge: str

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


@dataclass(frozen=True)
class AnswerRelevancyResult:
    """Answer relevancy: mean cosine between the question and questions generated from the answer,
    0 when every generated question is flagged noncommittal."""

    score: float
    question: str
    questions: tuple[GeneratedQuestion, ...]
    similarities: tuple[float, ...]
    noncommittal: bool
    embedder: str
    judge: str

    def __str__(self) -> str:
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
class ContextRelevancyResult:
    """Context relevancy: how much of the retrieved material is on topic (see ``method``)."""

    score: float
    method: str
    ratings: tuple[ContextRating, ...]
    judge: str

    def __str__(self) -> str:
        lines = [f"context_relevancy = {_score(self.score)}  ({self.method}; judge: {self.judge})"]
        for r in self.ratings:
            variant = f" prompt {r.variant + 1}" if self.method == "ragas" else ""
            text = r.text if len(r.text) <= 70 else r.text[:67] + "..."
            lines.append(f"  {r.rating}/{r.scale}{variant} | {text.replace(chr(10), ' / ')}")
            if r.reason:
                lines.append(f"      | {r.reason}")
        return "\n".join(lines)
