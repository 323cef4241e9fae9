"""The six generation metrics read the same: texts first in the order question, answer, contexts,
reference; everything else keyword-only; every result converts with float() and shows its reasons."""

from __future__ import annotations

import inspect
import math

import pytest

import ragmetrics as rm
from ragmetrics.generation import (
    AnswerCorrectnessResult,
    AnswerRelevancyResult,
    HashingEmbedder,
    RuleJudge,
    Verdict,
    answer_correctness,
    answer_relevancy,
    context_precision,
    context_recall,
    context_relevancy,
    faithfulness,
)

TEXTS = ("question", "answer", "contexts", "reference")
METRICS = (faithfulness, answer_relevancy, context_relevancy, context_recall, context_precision, answer_correctness)
# What each metric needs, positionally, as the module docstring of ragmetrics.generation.metrics lists it.
POSITIONAL = {"faithfulness": ("answer", "contexts"), "answer_relevancy": ("question", "answer"),
              "context_relevancy": ("question", "contexts"), "context_recall": ("contexts", "reference"),
              "context_precision": ("question", "contexts", "reference"),
              "answer_correctness": ("answer", "reference")}


@pytest.mark.parametrize("metric", METRICS, ids=lambda m: m.__name__)
def test_texts_come_first_in_one_order_and_the_rest_is_keyword_only(metric):
    parameters = inspect.signature(metric).parameters.values()
    positional = tuple(p.name for p in parameters if p.kind is p.POSITIONAL_OR_KEYWORD)
    assert positional == POSITIONAL[metric.__name__]
    assert list(positional) == sorted(positional, key=TEXTS.index)  # the one order
    keyword_only = {p.name for p in parameters if p.kind is p.KEYWORD_ONLY}
    assert "judge" in keyword_only
    assert {p.name for p in parameters} == set(positional) | keyword_only
    assert "question" in positional or "question" in keyword_only  # every metric can be given the question


def test_the_package_docs_list_the_same_signatures():
    doc = rm.generation.metrics.__doc__
    for name, texts in POSITIONAL.items():
        assert f"{name}({', '.join(texts)}" in doc


def test_a_judge_given_by_position_is_refused():
    with pytest.raises(TypeError, match="positional"):
        faithfulness("An answer.", ["A context."], None, RuleJudge())  # type: ignore[misc]


def test_context_recall_in_the_old_order_says_which_order():
    with pytest.raises(TypeError, match=r"context_recall takes \(contexts, reference\)"):
        context_recall("You can return items within 30 days.", ["The policy allows returns within 30 days"])  # type: ignore[arg-type]


CONTEXT = "The policy allows returns within 30 days."
QUESTION = "How many days do I have to return an item?"


def test_float_is_the_score_and_reasons_are_the_verdicts_reasons():
    # The rule judge: "60 days" against a context that says 30 is contradicted, one claim, RAGAS: 0/1.
    result = faithfulness("You can return items within 60 days.", [CONTEXT])
    assert float(result) == result.score == 0.0
    assert result.reasons == tuple(v.reason for v in result.verdicts) and len(result.reasons) == 1
    assert "60" in result.reasons[0]
    recall = context_recall([CONTEXT, "Our stores open at 9."], "You can return an item within 30 days. Bring the receipt.")
    assert float(recall) == 0.5  # 1 of the 2 reference statements is attributed
    assert recall.reasons == tuple(v.reason for v in recall.verdicts) and len(recall.reasons) == 2
    precision = context_precision(QUESTION, ["Our stores open at 9.", CONTEXT], "You can return an item within 30 days.")
    assert float(precision) == pytest.approx((1 / 2) / 1)  # the useful chunk at rank 2: P@2 = 1/2
    assert len(precision.reasons) == 2
    rated = context_relevancy(QUESTION, [CONTEXT, "The company was founded in 1998."], method="trulens")
    assert float(rated) == rated.score and rated.reasons == tuple(r.reason for r in rated.ratings)


def test_answer_relevancy_reasons_by_method():
    ragas = answer_relevancy(QUESTION, "You can return items within 30 days.", embedder=HashingEmbedder())
    assert float(ragas) == ragas.score and ragas.reasons == ()  # its evidence: questions and cosines
    deepeval = answer_relevancy(QUESTION, "You can return items within 30 days. We open at 9.", method="deepeval")
    assert float(deepeval) == 0.5 and len(deepeval.reasons) == 2  # one relevant statement of two
    trulens = answer_relevancy(QUESTION, "You can return items within 30 days.", method="trulens")
    assert trulens.reasons == (trulens.rating.reason,)


def test_answer_correctness_keeps_its_verdicts_and_their_reasons():
    result = answer_correctness("You can return items within 60 days", "You can return an item within 30 days. "
                                "Bring the receipt.", weights=(1, 0))
    # the answer's one statement is an FP; the reference's two are FN: F1 = 0; 1 + 2 verdicts
    assert float(result) == 0.0 and len(result.verdicts) == 3
    assert result.reasons == tuple(v.reason for v in result.verdicts)
    assert [v.claim for v in result.verdicts[1:]] == list(result.fn)


def test_results_with_many_fields_are_built_with_keywords_only():
    with pytest.raises(TypeError):
        AnswerRelevancyResult(0.5, "q", "rule")  # type: ignore[misc]
    with pytest.raises(TypeError):
        AnswerCorrectnessResult(1.0, 1.0, None, (1, 0), (), (), (), "", "rule")  # type: ignore[misc]
    nan = AnswerRelevancyResult(score=math.nan, question="q", judge="rule")
    assert math.isnan(float(nan)) and nan.reasons == ()
    assert Verdict("a", "yes", "why").reason == "why"
