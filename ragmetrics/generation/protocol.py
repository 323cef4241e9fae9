"""The judge protocol: the four questions every metric here asks a judge, and the judge's error.

Three judges implement it: :class:`~ragmetrics.generation.rule_judge.RuleJudge` (offline rules, the
default), :class:`~ragmetrics.generation.llm_judge.LLMJudge` (any prompt -> text callable, or an
OpenAI-compatible endpoint) and :class:`~ragmetrics.generation.recorded.RecordedJudge` (replays
hand-written example outputs). Any object with these four methods can judge.

Three metrics ask one more question each, and need a judge that has the method (the three judges do;
a judge without it gets a TypeError naming the method): ``judge_relevance(question, statement) ->
Verdict`` (DeepEval answer relevancy), ``rate_answer(question, answer, *, scale) -> ContextRating``
(TruLens answer relevance) and ``judge_usefulness(question, context, reference) -> Verdict`` (RAGAS
context precision).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from .results import ContextRating, GeneratedQuestion, Verdict

__all__ = ["Judge", "JudgeError", "judge_name"]


class JudgeError(RuntimeError):
    """A judge could not give a usable answer; the message says what happened and what to do."""


@runtime_checkable
class Judge(Protocol):
    """What faithfulness, answer relevancy and context relevancy need from a judge."""

    def split_claims(self, answer: str, *, question: str | None = None) -> list[str]:
        """Break ``answer`` into standalone claims (RAGAS "statements")."""

    def verify_claim(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """Say whether ``contexts`` support ``claim``: yes, no or idk, with a reason."""

    def generate_questions(self, answer: str, *, n: int = 3) -> list[GeneratedQuestion]:
        """Write up to ``n`` questions ``answer`` would answer, each flagged if it is noncommittal."""

    def rate_context(self, question: str, context: str, *, scale: int,
                     variant: int = 0) -> ContextRating:
        """Rate how relevant ``context`` is to ``question``, from 0 to ``scale``."""


def judge_name(judge: object) -> str:
    """A judge's ``name`` attribute, or its class name."""
    return str(getattr(judge, "name", type(judge).__name__))
