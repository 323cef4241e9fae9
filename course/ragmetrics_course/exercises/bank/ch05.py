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


# With a reference answer (RAGAS): context precision, context recall, answer correctness, on the refund example
# of chapter 05 section 7 (the same reference and chunks, each language's own texts).
_QUESTION = {"en": "How many days do I have to return an item?", "es": "¿Cuántos días tengo para devolver un artículo?",
             "zh": "产品支持几天退款？"}
_REFERENCE = {"en": "You can return an item within 30 days. Bring the receipt.",
              "es": "Puede devolver un artículo dentro de los 30 días. Presente el ticket.",
              "zh": "产品支持 7 天退款。申请时需附上发票。"}
RANKED = {
    "en": {"question": _QUESTION["en"], "reference": _REFERENCE["en"],
           "contexts": ["Our stores open every day from 9 to 21.", "The policy allows returns within 30 days",
                        "Shipping takes 3 to 5 business days.", "To return an item, bring the receipt within 30 days.",
                        "The company was founded in 1998 in Boston."]},
    "es": {"question": _QUESTION["es"], "reference": _REFERENCE["es"],
           "contexts": ["Nuestras tiendas abren todos los días de 9 a 21.", "La política permite devoluciones en 30 días",
                        "Los envíos tardan de 3 a 5 días hábiles.",
                        "Para devolver un artículo, presente el ticket dentro de los 30 días.",
                        "La empresa fue fundada en 1998 en Madrid."]},
    "zh": {"question": _QUESTION["zh"], "reference": _REFERENCE["zh"],
           "contexts": ["门店每天 9 点到 21 点营业。", "产品支持 7 天退款", "快递一般 3 到 5 天送达。",
                        "产品支持退款，需在 7 天内申请并附上发票。", "公司成立于 2005 年，总部位于杭州。"]},
}


def _useful(i) -> tuple[bool, ...]:
    return rm.context_precision(question=i["question"], contexts=i["contexts"], reference=i["reference"]).useful


def _precisions(i) -> list[float]:
    """Precision@k at every rank k of the retrieved list, useful chunks counted as relevant."""
    useful = _useful(i)
    return [sum(useful[:k]) / k for k in range(1, len(useful) + 1)]


def _ranked_facts(i) -> dict:
    useful = _useful(i)
    return {"n_contexts": len(useful), "n_useful": sum(useful),
            "useful_ranks": ", ".join(str(k) for k, u in enumerate(useful, start=1) if u)}


number("05.context_precision_ragas",
       lambda i: rm.context_precision(question=i["question"], contexts=i["contexts"], reference=i["reference"]).score,
       RANKED,
       (hint("hint.cp_plain_precision", lambda i: sum(_useful(i)) / len(_useful(i))),
        hint("hint.cp_all_ranks", lambda i: sum(_precisions(i)) / len(_precisions(i))),
        hint("hint.cp_divided_by_all", lambda i: sum(p for p, u in zip(_precisions(i), _useful(i)) if u) / len(_useful(i)))),
       facts=_ranked_facts, source="RAGAS context precision (notes/generation.md); chapter 05 section 7",
       topic="generation")

# Context recall: a reference of three statements, two chunks that state two of them.
RECALL = {
    "en": {"question": _QUESTION["en"],
           "reference": "You can return an item within 30 days. Bring the receipt. The refund goes to the original card.",
           "contexts": ["The policy allows returns within 30 days", "The refund goes to the original card."]},
    "es": {"question": _QUESTION["es"],
           "reference": ("Puede devolver un artículo dentro de los 30 días. Presente el ticket. "
                         "El reembolso se abona en la tarjeta original."),
           "contexts": ["La política permite devoluciones en 30 días", "El reembolso se abona en la tarjeta original."]},
    "zh": {"question": _QUESTION["zh"], "reference": "产品支持 7 天退款。申请时需附上发票。退款会退回原付款银行卡。",
           "contexts": ["产品支持 7 天退款", "退款会退回原付款银行卡。"]},
}


def _recall(i):
    return rm.context_recall(contexts=i["contexts"], reference=i["reference"], question=i["question"])


def _recall_facts(i) -> dict:
    verdicts = [v.verdict for v in _recall(i).verdicts]
    return {"n_statements": len(verdicts), "n_attributed": verdicts.count("yes"), "n_contexts": len(i["contexts"])}


def _supporting_chunks(i) -> float:
    """The share of the chunks that support some reference statement (chunks counted, not statements)."""
    statements = _recall(i).statements
    return sum(any(rm.context_recall(contexts=[c], reference=s).score == 1.0 for s in statements)
               for c in i["contexts"]) / len(i["contexts"])


number("05.context_recall_ragas", lambda i: _recall(i).score, RECALL,
       (hint("hint.cr_count", lambda i: float(_recall_facts(i)["n_attributed"])),
        hint("hint.cr_missed", lambda i: 1.0 - _recall(i).score),
        hint("hint.cr_chunks", _supporting_chunks)),
       facts=_recall_facts, source="RAGAS context recall (notes/generation.md)", topic="generation")

# Answer correctness: one statement right, one not in the reference, one of the reference missing.
CORRECTNESS = {
    "en": {"question": _QUESTION["en"], "answer": "You can return items within 30 days. Return shipping is free.",
           "reference": _REFERENCE["en"]},
    "es": {"question": _QUESTION["es"],
           "answer": "Puede devolver artículos dentro de los 30 días. El envío de la devolución es gratuito.",
           "reference": _REFERENCE["es"]},
    "zh": {"question": _QUESTION["zh"], "answer": "产品支持 7 天内退款。退货运费由我们承担。", "reference": _REFERENCE["zh"]},
}


def _correctness(i):
    return rm.answer_correctness(answer=i["answer"], reference=i["reference"], question=i["question"])


def _correctness_facts(i) -> dict:
    result = _correctness(i)
    return {"tp": len(result.tp), "fp": len(result.fp), "fn": len(result.fn), "f1": f"{result.f1:.3f}",
            "similarity": f"{result.similarity:.3f}"}


number("05.answer_correctness_ragas", lambda i: _correctness(i).score, CORRECTNESS,
       (hint("hint.ac_f1_only", lambda i: _correctness(i).f1),
        hint("hint.ac_similarity_only", lambda i: _correctness(i).similarity),
        hint("hint.ac_weights_swapped", lambda i: 0.25 * _correctness(i).f1 + 0.75 * _correctness(i).similarity),
        hint("hint.ac_plain_mean", lambda i: (_correctness(i).f1 + _correctness(i).similarity) / 2)),
       facts=_correctness_facts, source="RAGAS answer correctness, weights (0.75, 0.25)", topic="generation")
