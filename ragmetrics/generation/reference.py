"""The metrics that need a reference answer (RAGAS): context recall, context precision and answer
correctness.

The reference (ground truth) is the answer a person wrote for the question. With it, three more
questions can be asked: did retrieval bring back everything the reference needs (context recall),
did it rank the useful chunks first (context precision), and does the generated answer state the
reference's facts (answer correctness)? Each metric takes its texts in the order question, answer,
contexts, reference (see :mod:`~ragmetrics.generation.metrics`), a keyword-only ``judge`` (default:
the offline :class:`RuleJudge`; or an :class:`LLMJudge` / :class:`RecordedJudge`), and returns a
frozen result that keeps the judge's verdicts next to the score (``float(result)``, ``.reasons``).
The default judge compares words and numbers only:
measured on the help-centre corpus it supports verbatim claims well (kappa 0.78-0.84) but judges relevance
poorly (kappa 0.18-0.23) and cannot see a paraphrase (:class:`RuleJudge` has the numbers).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..display import short_repr
from .arguments import (
    check_contexts,
    check_embedder,
    check_judge,
    check_optional_text,
    check_returned,
    check_text,
    require_method,
)
from .embedders import Embedder, default_embedder, embedder_name
from .metrics import cosines
from .protocol import Judge, judge_name
from .results import AnswerCorrectnessResult, ContextPrecisionResult, ContextRecallResult, Verdict

__all__ = ["DEFAULT_CORRECTNESS_WEIGHTS", "answer_correctness", "context_precision", "context_recall"]

# RAGAS AnswerCorrectness: weights=[0.75, 0.25] (factual F1, semantic similarity).
DEFAULT_CORRECTNESS_WEIGHTS = (0.75, 0.25)


def _verdicts(judge: Judge, statements: list[str], contexts: Sequence[str]) -> list[Verdict]:
    verdicts = []
    for statement in statements:
        verdict = judge.verify_claim(statement, contexts)
        check_returned(judge, "verify_claim", verdict, Verdict)
        verdicts.append(verdict)
    return verdicts


def _statements(judge: Judge, text: str, question: str | None) -> list[str]:
    statements = judge.split_claims(text, question=question)
    check_returned(judge, "split_claims", statements, list)
    return statements


def context_recall(contexts: Sequence[str], reference: str, *, question: str | None = None,
                   judge: Judge | None = None) -> ContextRecallResult:
    """Share of the reference answer's statements that the retrieved ``contexts`` support (RAGAS).

    The judge splits ``reference`` into statements and says of each whether it can be attributed to
    the joined contexts (``verify_claim``: only "yes" counts). Score = attributed / statements; a
    reference with no statements gives NaN, as in RAGAS. It is the retrieval side's recall, judged
    by meaning: a fact the reference needs and no chunk states lowers it. (RAGAS classifies all the
    sentences in one prompt; here each statement gets its own verdict: the same ratio.)

    >>> reference = "Puede devolver un artículo dentro de los 30 días. Presente el ticket."
    >>> context_recall(["La política permite devoluciones en 30 días"], reference).score
    0.5
    """
    if isinstance(contexts, str) and isinstance(reference, (list, tuple)):
        raise TypeError("context_recall takes (contexts, reference), in the order question, answer, contexts, "
                        "reference of every generation metric: the reference came first here")
    contexts = check_contexts(contexts)
    check_text("reference", reference)
    check_optional_text("question", question)
    judge = check_judge(judge)
    statements = _statements(judge, reference, question)
    verdicts = _verdicts(judge, statements, contexts)
    score = sum(v.verdict == "yes" for v in verdicts) / len(verdicts) if verdicts else math.nan
    return ContextRecallResult(float(score), tuple(statements), tuple(verdicts), judge_name(judge))


def context_precision(question: str, contexts: Sequence[str], reference: str, *,
                      judge: Judge | None = None) -> ContextPrecisionResult:
    """Were the retrieved chunks that help reach the reference ranked first? (RAGAS, with reference.)

    ``contexts`` are the retrieved chunks in rank order. The judge gives each one a binary verdict,
    "useful in arriving at the reference answer" (``judge_usefulness``); with v_k = 1 for a useful
    chunk at rank k,

        score = sum_k Precision@k × v_k / (number of useful chunks retrieved)

    that is, Precision@k averaged over the ranks of the useful chunks; 0 when none is useful. It is
    average precision over the retrieved list only: it divides by the useful chunks that were
    retrieved, not by every relevant document, so it never sees what retrieval missed (context
    recall does), and its verdicts are yes/no, not graded.

    >>> reference = "Puede devolver un artículo dentro de los 30 días."
    >>> result = context_precision("¿Cuántos días tengo para devolver un artículo?",
    ...     ["La empresa fue fundada en 1998.", "La política permite devoluciones en 30 días"], reference)
    >>> result.useful, result.score
    ((False, True), 0.5)
    """
    check_text("question", question)
    contexts = check_contexts(contexts)
    check_text("reference", reference)
    judge = check_judge(judge)
    require_method(judge, "judge_usefulness", "context_precision")
    verdicts = []
    for context in contexts:
        verdict = judge.judge_usefulness(question, context, reference)  # type: ignore[attr-defined]  # checked above
        check_returned(judge, "judge_usefulness", verdict, Verdict)
        verdicts.append(verdict)
    useful = [v.verdict == "yes" for v in verdicts]
    precisions, hits = [], 0
    for k, flag in enumerate(useful, start=1):
        hits += flag
        precisions.append(hits / k)
    score = sum(p for p, flag in zip(precisions, useful) if flag) / hits if hits else 0.0
    return ContextPrecisionResult(float(score), tuple(verdicts), tuple(precisions), judge_name(judge))


def _check_weights(weights: object) -> tuple[float, float]:
    if (isinstance(weights, (str, bytes)) or not isinstance(weights, Sequence) or len(weights) != 2
            or any(isinstance(w, bool) or not isinstance(w, (int, float)) for w in weights)):
        raise TypeError(f"'weights' must be two numbers (factual F1, similarity) (got {short_repr(weights)})")
    if any(w < 0 or math.isnan(w) for w in weights) or not any(weights):
        raise ValueError(f"'weights' must be two non-negative numbers, not both 0 (got {short_repr(weights)})")
    return float(weights[0]), float(weights[1])


def factual_f1(tp: int, fp: int, fn: int) -> float:
    """RAGAS's factual F1 from statement counts: 2PR / (P + R), with P = TP/(TP+FP), R = TP/(TP+FN).

    Equal to TP / (TP + (FP + FN) / 2); 0 when there is no true positive.

    >>> factual_f1(1, 0, 1)
    0.6666666666666666
    """
    precision = tp / (tp + fp) if tp + fp else (1.0 if fn == 0 else 0.0)
    recall = tp / (tp + fn) if tp + fn else (1.0 if fp == 0 else 0.0)
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def answer_correctness(answer: str, reference: str, *, question: str | None = None,
                       judge: Judge | None = None, embedder: Embedder | None = None,
                       weights: Sequence[float] = DEFAULT_CORRECTNESS_WEIGHTS) -> AnswerCorrectnessResult:
    """Does ``answer`` state the facts of ``reference``? (RAGAS AnswerCorrectness.)

    1. The judge splits the answer and the reference into statements and sorts them: **TP**, an
       answer statement the reference supports; **FP**, an answer statement it does not; **FN**, a
       reference statement the answer does not support (``verify_claim`` in both directions).
       Factual F1 = :func:`factual_f1` (TP, FP, FN); 1.0 when either side has no statements, as RAGAS.
    2. Semantic similarity = cosine of the embedded answer and reference (RAGAS AnswerSimilarity).
    3. Score = (w₁ × F1 + w₂ × similarity) / (w₁ + w₂), with RAGAS's default ``weights=(0.75, 0.25)``.
       With a similarity weight of 0 nothing is embedded.

    The similarity is the raw cosine, as RAGAS computes it (no clipping): texts whose embeddings point apart
    give a negative similarity, so a wrong answer with F1 = 0 can score slightly below 0 (e.g. -0.011). Kept
    on purpose, so that scores equal RAGAS's; clip with ``max(0.0, result.score)`` if a report needs [0, 1].

    Unlike faithfulness it needs a reference, and unlike answer relevancy it tells a wrong answer
    from a right one on the same topic.

    >>> from ragmetrics.generation.embedders import HashingEmbedder
    >>> reference = "You can return an item within 30 days. Bring the receipt."
    >>> result = answer_correctness("You can return items within 30 days", reference, weights=(1, 0))
    >>> len(result.tp), len(result.fp), len(result.fn), round(result.score, 4)
    (1, 0, 1, 0.6667)
    """
    check_text("answer", answer)
    check_text("reference", reference)
    check_optional_text("question", question)
    w_f1, w_sim = _check_weights(weights)
    judge = check_judge(judge)
    if embedder is not None:
        embedder = check_embedder(embedder)
    elif w_sim:
        embedder = default_embedder()

    answer_statements = _statements(judge, answer, question)
    reference_statements = _statements(judge, reference, question)
    tp: list[str] = []
    fp: list[str] = []
    fn: list[str] = []
    verdicts: list[Verdict] = []
    if answer_statements and reference_statements:
        for verdict in _verdicts(judge, answer_statements, [reference]):
            (tp if verdict.verdict == "yes" else fp).append(verdict.claim)
            verdicts.append(verdict)
        for verdict in _verdicts(judge, reference_statements, [answer]):
            if verdict.verdict != "yes":
                fn.append(verdict.claim)
            verdicts.append(verdict)
        f1 = factual_f1(len(tp), len(fp), len(fn))
    else:
        f1 = 1.0
    similarity = float(cosines(embedder, answer, [reference])[0]) if w_sim and embedder is not None else None
    score = (w_f1 * f1 + w_sim * (similarity or 0.0)) / (w_f1 + w_sim)
    return AnswerCorrectnessResult(score=float(score), f1=float(f1), similarity=similarity, weights=(w_f1, w_sim),
                                   tp=tuple(tp), fp=tuple(fp), fn=tuple(fn),
                                   embedder=embedder_name(embedder) if w_sim else "", judge=judge_name(judge),
                                   verdicts=tuple(verdicts))
