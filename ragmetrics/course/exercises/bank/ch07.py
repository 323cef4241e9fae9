"""Chapter 07: interview questions (seed 003's follow-ups, and whiteboard computations)."""

import ragmetrics as rm

from . import ndcg_code
from .build import choice, function, number, text
from .library import ap, hint, mean, ndcg, pick

# Seed 003's frequent follow-up questions.
choice("07.mrr_vs_ndcg", 3, "a", source="seed003: MRR 和 NDCG 有什么区别？", topic="ndcg")
choice("07.faithfulness_vs_answer_relevancy", 3, "c", source="seed003: Faithfulness 和 Answer Relevancy 怎么区分？",
       topic="generation")
choice("07.low_recall", 3, "b", source="seed003: Recall@K 很低，通常可能是什么问题？", topic="diagnosis")
text("07.reranker_cannot_fix",
     accepted=("reranker", "re-ranker", "rerank", "reranking", "reranker model", "reordenador", "reclasificador",
               "modelo de reordenación", "重排", "重排序", "重排模型", "精排"),
     wrong={"llm": ("llm", "the llm", "el llm", "大模型", "大语言模型", "生成模型", "gpt", "generator", "generador"),
            "embedding": ("embedding", "embedding model", "embeddings", "modelo de embeddings", "向量模型", "embedding模型")},
     source="seed003: reranker 和 LLM 再好也救不回来", topic="diagnosis")
choice("07.data_layout", 3, "a", source="seed003: ground_truth_relevance + retrieved_ids", topic="ndcg")

# Whiteboard computations.
number("07.whiteboard_ndcg", ndcg, {"retrieved": [5, 2, 8, 1, 9], "relevant": {1: 3, 2: 2, 7: 1}, "k": 5},
       pick("dcg_not_ndcg", "ndcg_ideal_from_retrieved", "ndcg_binary", "ndcg_other_gain"), topic="ndcg")

WB_QUERIES = [
    {"retrieved": [41, 42, 43], "relevant": [41]},
    {"retrieved": [51, 52, 53], "relevant": [53]},
    {"retrieved": [61, 62, 63], "relevant": [69]},
    {"retrieved": [71, 72, 73], "relevant": [72, 73]},
]


def _rrs(i) -> list[float]:
    return [rm.reciprocal_rank(q["retrieved"], q["relevant"]) for q in i["queries"]]


number("07.whiteboard_mrr", lambda i: mean(_rrs(i)), {"queries": WB_QUERIES},
       (hint("hint.mrr_dropped_zero", lambda i: mean(v for v in _rrs(i) if v > 0)),
        hint("hint.mrr_inverse_mean_rank", lambda i: 1 / mean(1 / v for v in _rrs(i) if v > 0)),
        hint("hint.mrr_sum", lambda i: sum(_rrs(i)))),
       facts=lambda i: {"n_queries": len(i["queries"])}, topic="mrr")
number("07.whiteboard_ap", ap, {"retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12], "k": 5},
       pick("ap_by_found", "precision_not_ap", "recall_not_ap"), topic="ap")

# Seed 003's implementation follow-up: write nDCG with the grades looked up from a dict (a coding exercise).
function("07.code_ndcg", ndcg_code.reference, ndcg_code.cases,
         {"retrieved": [999, 205, 101, 888, 309], "grades": {101: 3, 205: 2, 309: 1}, "k": 5}, ndcg_code.HINTS,
         facts=ndcg_code.facts, source="seed003: ndcg_at_k(retrieved_ids, ground_truth_relevance, k)", topic="ndcg")
