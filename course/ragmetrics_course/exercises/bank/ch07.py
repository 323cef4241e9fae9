"""Chapter 07: interview questions (seed 003's follow-ups, whiteboard computations, coding, and part 2's questions)."""

import math

import ragmetrics as rm
from ragmetrics_course.lab import fuse_rrf

from . import ndcg_code
from .build import choice, function, number, text
from .library import ap, hint, mean, ndcg, pick

# Seed 003's frequent follow-up questions.
choice("07.mrr_vs_ndcg", 3, "a", source="seed003: MRR 和 NDCG 有什么区别？", topic="ndcg")
choice("07.faithfulness_vs_answer_relevancy", 3, "c", source="seed003: Faithfulness 和 Answer Relevancy 怎么区分？",
       topic="generation")
choice("07.low_recall", 3, "b", source="seed003: Recall@K 很低，通常可能是什么问题？", topic="diagnosis")
text("07.reranker_cannot_fix",
     accepted=("reranker", "re-ranker", "rerank", "reranking", "reranker model", "the reranker", "a reranker",
               "cross-encoder", "a cross-encoder", "reordenador", "el reordenador", "un reordenador", "el reranker",
               "un reranker", "reclasificador", "modelo de reordenación", "reranking con cross-encoder", "重排", "重排序",
               "重排模型", "重排序模型", "重排器", "rerank 模型", "精排", "精排模型", "交叉编码器", "cross-encoder 重排"),
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

# Part 2: what else interviewers ask (the list at the end of reviews/2026-12-03/zh-04-07.md).
choice("07.recall_vs_hit_rate", 3, "a", source="seed003: Recall 和 Hit Rate 的区别", topic="hit_rate")
choice("07.map_vs_mrr", 3, "b", source="review zh-04-07: MAP/AP vs MRR", topic="ap")


def _ndcg_by(i, discount, gain=lambda g: g, normalise=True) -> float:
    """nDCG@k of the inputs with another discount (a function of the rank) or gain: the mistakes of 07.discount_base."""
    relevant, k = i["relevant"], i["k"]
    dcg = sum(gain(relevant.get(doc, 0)) * discount(rank) for rank, doc in enumerate(i["retrieved"][:k], start=1))
    ideal = sorted(relevant.values(), reverse=True)[:k]
    idcg = sum(gain(g) * discount(rank) for rank, g in enumerate(ideal, start=1))
    return dcg / idcg if normalise else dcg


number("07.discount_base", ndcg, {"retrieved": [999, 205, 101, 888, 309], "relevant": {101: 3, 205: 2, 309: 1}, "k": 5},
       (hint("hint.base_dcg_log10", lambda i: _ndcg_by(i, lambda rank: 1 / math.log10(rank + 1), normalise=False)),
        hint("hint.base_reciprocal", lambda i: _ndcg_by(i, lambda rank: 1 / rank)),
        hint("hint.base_exponential", lambda i: _ndcg_by(i, lambda rank: 1 / math.log2(rank + 1), gain=lambda g: 2 ** g - 1))),
       source="review zh-04-07: why log 折损, 线性 vs 指数增益", topic="ndcg")
choice("07.stage_metrics", 3, "b", source="review zh-04-07: 召回/粗排/精排的指标", topic="diagnosis")
choice("07.rrf", 3, "b", source="review zh-04-07: 多路召回与 RRF", topic="diagnosis")


def _rrf(i, k_rrf=None) -> float:
    """The RRF score of ``doc`` over the two ranked lists (ragmetrics_course.lab.fuse_rrf), ``k_rrf`` as given unless set."""
    runs = [{"q": {doc: -rank for rank, doc in enumerate(i[name], start=1)}} for name in ("bm25", "dense")]
    return fuse_rrf(runs, k=i["k_rrf"] if k_rrf is None else k_rrf)["q"][i["doc"]]


def _rrf_ranks(i) -> list[int]:
    return [i[name].index(i["doc"]) + 1 for name in ("bm25", "dense") if i["doc"] in i[name]]


number("07.rrf_score", _rrf, {"bm25": ["d2", "d5", "d9"], "dense": ["d5", "d1", "d2"], "doc": "d2", "k_rrf": 60},
       (hint("hint.rrf_no_constant", lambda i: _rrf(i, k_rrf=0)),
        hint("hint.rrf_from_zero", lambda i: sum(1 / (i["k_rrf"] + rank - 1) for rank in _rrf_ranks(i))),
        hint("hint.rrf_mean", lambda i: _rrf(i) / 2)),
       facts=lambda i: {"ranks": " + ".join(f"1/({i['k_rrf']} + {rank})" for rank in _rrf_ranks(i))},
       tolerance=0.0001, source="Cormack et al. 2009, k = 60", topic="diagnosis")
choice("07.ann_tuning", 3, "a", source="review zh-04-07: ANN 召回（HNSW ef, nprobe）", topic="diagnosis")
choice("07.lost_in_middle", 3, "b", source="review zh-04-07: chunk size/overlap, Top-K, lost-in-the-middle",
       topic="generation")
choice("07.pooling", 3, "a", source="review zh-04-07: 评测集构建 (pooling)", topic="evaluation")


def _agreement(i):
    return rm.agreement(i["annotator_a"], i["annotator_b"])


number("07.kappa", lambda i: rm.cohen_kappa(i["annotator_a"], i["annotator_b"]),
       {"annotator_a": [1, 1, 0, 1, 0, 1, 1, 0, 1, 1], "annotator_b": [1, 0, 0, 1, 0, 1, 1, 1, 1, 1]},
       (hint("hint.kappa_raw", lambda i: _agreement(i).raw),
        hint("hint.kappa_expected", lambda i: _agreement(i).expected),
        hint("hint.kappa_not_normalised", lambda i: _agreement(i).raw - _agreement(i).expected)),
       facts=lambda i: {"n": len(i["annotator_a"]), "observed": f"{_agreement(i).raw:.2f}", "chance": f"{_agreement(i).expected:.2f}"},
       source="review zh-04-07: 标注一致性 κ", topic="evaluation")
choice("07.judge_calibration", 3, "b", source="review zh-04-07: LLM-as-a-Judge 偏差与校准", topic="generation")
choice("07.ragas_reference", 3, "b", source="review zh-04-07: RAGAS 有参考 vs 无参考", topic="generation")


def _useful_ranks(i) -> list[int]:
    return [rank for rank, chunk in enumerate(i["chunks"], start=1) if chunk in i["useful"]]


number("07.context_precision", lambda i: rm.average_precision(i["chunks"], i["useful"]),
       {"chunks": ["c1", "c2", "c3", "c4", "c5"], "useful": ["c1", "c4"]},
       (hint("hint.cp_precision", lambda i: len(_useful_ranks(i)) / len(i["chunks"])),
        hint("hint.cp_over_k", lambda i: rm.average_precision(i["chunks"], i["useful"]) * len(i["useful"]) / len(i["chunks"])),
        hint("hint.cp_rr", lambda i: rm.reciprocal_rank(i["chunks"], i["useful"]))),
       facts=lambda i: {"n_chunks": len(i["chunks"]), "ranks": ", ".join(map(str, _useful_ranks(i)))},
       source="RAGAS context precision (review es-04-07)", topic="generation")
choice("07.offline_online", 3, "b", source="review zh-04-07: 离线 vs 线上指标", topic="evaluation")


def _refusals(i):
    matrix, _ = rm.confusion_matrix(i["unanswerable"], i["refused"], labels=[0, 1])
    return matrix  # rows: answerable (0) / unanswerable (1); columns: answered (0) / refused (1)


number("07.false_refusal", lambda i: _refusals(i)[0, 1] / _refusals(i)[0].sum(),
       {"unanswerable": [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], "refused": [1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]},
       (hint("hint.refusal_all", lambda i: _refusals(i)[:, 1].sum() / _refusals(i).sum()),
        hint("hint.refusal_of_refused", lambda i: _refusals(i)[0, 1] / _refusals(i)[:, 1].sum()),
        hint("hint.refusal_correct", lambda i: _refusals(i)[1, 1] / _refusals(i)[1].sum())),
       facts=lambda i: {"n": len(i["refused"])}, source="review zh-04-07: 拒答率", topic="generation")
