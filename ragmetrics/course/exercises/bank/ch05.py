"""Chapter 05: generation metrics (faithfulness, answer relevancy, context relevancy)."""

import ragmetrics as rm

from .build import choice, number
from .library import hint

# Seed 001's refund example (context: 30 days; answer: 60 days; in Chinese, seed 003's 7 天 vs 30 天, as in
# chapter 05), with two more claims so the arithmetic of each framework shows: one claim supported, one
# contradicted, one the context does not mention. Each language's learners read their own language's texts.
REFUND = {
    "en": {
        "answer": "You can return items within 60 days. The refund goes to the original card. Return shipping is free.",
        "contexts": ["The policy allows returns within 30 days. The refund goes to the original card."],
    },
    "es": {
        "answer": ("Puede devolver artículos dentro de los 60 días. El reembolso se abona en la tarjeta original. "
                   "El envío de la devolución es gratuito."),
        "contexts": ["La política permite devoluciones en 30 días. El reembolso se abona en la tarjeta original."],
    },
    "zh": {
        "answer": "产品支持 30 天无理由退款。退款会退回原付款银行卡。退货运费由我们承担。",
        "contexts": ["产品支持 7 天退款。退款会退回原付款银行卡。"],
    },
}

def _faithfulness(i, method="ragas", **options):
    return rm.faithfulness(answer=i["answer"], contexts=i["contexts"], method=method, **options)


def _verdicts(i) -> list[str]:
    return [v.verdict for v in _faithfulness(i).verdicts]


def _facts(i) -> dict:
    verdicts = _verdicts(i)
    return {"n_claims": len(verdicts), "n_yes": verdicts.count("yes"), "n_no": verdicts.count("no"),
            "n_idk": verdicts.count("idk")}


def _yes_over_judged(i) -> float:
    """Supported / (supported + contradicted): the claim the context does not mention dropped."""
    verdicts = _verdicts(i)
    return verdicts.count("yes") / (verdicts.count("yes") + verdicts.count("no"))


number("05.faithfulness_ragas", lambda i: _faithfulness(i).score, REFUND,
       (hint("hint.faith_deepeval", lambda i: _faithfulness(i, "deepeval").score),
        hint("hint.faith_count", lambda i: _verdicts(i).count("yes")),
        hint("hint.faith_dropped_idk", _yes_over_judged)),
       facts=_facts, source="seed001: 30 días vs 60 días", topic="generation")
number("05.faithfulness_deepeval", lambda i: _faithfulness(i, "deepeval").score, REFUND,
       (hint("hint.faith_ragas", lambda i: _faithfulness(i).score),
        hint("hint.faith_count_not_no", lambda i: len(_verdicts(i)) - _verdicts(i).count("no")),
        hint("hint.faith_dropped_idk", _yes_over_judged)),
       facts=_facts, source="seed001 + notes/generation.md: RAGAS vs DeepEval", topic="generation")

# Seed 003: "公司的退款政策" with chunks about the refund, the company's history and hiring (the refund chunk
# and the question in each language as in chapter 05).
CONTEXT = {
    "en": {
        "question": "What is the company's refund policy?",
        "contexts": ["The policy allows returns within 30 days", "The company was founded in 1998 in Boston.",
                     "We are hiring backend engineers."],
    },
    "es": {
        "question": "¿Cuál es la política de reembolsos de la empresa?",
        "contexts": ["La política permite devoluciones en 30 días", "La empresa fue fundada en 1998 en Madrid.",
                     "Estamos contratando ingenieros de backend."],
    },
    "zh": {
        "question": "公司的退款政策是什么？",
        "contexts": ["产品支持 7 天退款", "公司成立于 2005 年，总部位于杭州。", "我们正在招聘后端工程师。"],
    },
}

def _context(i, method="trulens"):
    return rm.context_relevancy(question=i["question"], contexts=i["contexts"], method=method)


def _ratings_facts(i) -> dict:
    ratings = [r.rating for r in _context(i).ratings]
    return {"ratings": ", ".join(map(str, ratings)), "n_chunks": len(ratings)}


number("05.context_relevancy_trulens", lambda i: _context(i).score, CONTEXT,
       (hint("hint.ctx_ragas", lambda i: _context(i, "ragas").score),
        hint("hint.ctx_legacy", lambda i: _context(i, "ragas_legacy").score),
        hint("hint.ctx_not_normalised", lambda i: sum(r.rating for r in _context(i).ratings) / len(_context(i).ratings))),
       facts=_ratings_facts, source="seed003: 检索出来大量和公司历史、招聘、新闻相关的 chunk", topic="generation")

# Which metric catches which failure (seed 003's table).
choice("05.catch_hallucination", 3, "b",
       inputs={"en": {"context": "The policy allows returns within 30 days.", "answer": "You can return items within 60 days."},
               "es": {"context": "La política permite devoluciones en 30 días.",
                      "answer": "Puede devolver artículos dentro de los 60 días."},
               "zh": {"context": "产品支持 7 天退款。", "answer": "产品支持 30 天无理由退款。"}},
       source="seed003: 7 天 vs 30 天 (en/es: seed001's 30 vs 60 days)", topic="generation")
choice("05.catch_off_topic", 3, "c", source="seed003: 怎么申请退款 / 公司的发展历史", topic="generation")
choice("05.catch_noisy_context", 3, "a", source="seed003: 检索噪音", topic="generation")


def _higher_relevancy(i) -> str:
    a = rm.answer_relevancy(question=i["question"], answer=i["answer_a"]).score
    b = rm.answer_relevancy(question=i["question"], answer=i["answer_b"]).score
    return "a" if a > b else "b"


choice("05.answer_relevancy_compare", 2, _higher_relevancy,
       inputs={"en": {"question": "How many days do I have to return an item?",
                      "answer_a": "The company was founded in 1998 and today has stores in five countries.",
                      "answer_b": "You can return items within 30 days."},
               "es": {"question": "¿Cuántos días tengo para devolver un artículo?",
                      "answer_a": "La empresa fue fundada en 1998 y hoy tiene tiendas en cinco países.",
                      "answer_b": "Puede devolver artículos dentro de los 30 días."},
               "zh": {"question": "产品支持几天退款？",
                      "answer_a": "公司成立于 2005 年，如今在五个国家设有门店。",
                      "answer_b": "该产品支持 7 天内退款。"}},
       source="seed001: relevancia de la respuesta", topic="generation")
