"""A seeded generator of realistic runs and qrels for the benchmarks.

Scores are rounded so that ties happen (about one doc in ten shares its score), and a few scores
differ from a neighbour only beyond float32 precision (a tie for trec_eval). Each query has 1-10
relevant docs graded 1-3, some never retrieved, and judged non-relevant docs among the retrieved.
"""

from __future__ import annotations

import numpy as np

__all__ = ["make_collection", "SIZES"]

SIZES = {"small": (1000, 100), "medium": (10000, 100), "msmarco": (7000, 1000), "many": (100000, 100)}


def make_collection(n_queries: int, n_docs: int, seed: int = 0):
    """Return (qrels, run) as {qid: {docid: grade}} and {qid: {docid: score}}, all ids strings."""
    rng = np.random.default_rng(seed)
    pool = n_docs * 20
    qrels, run = {}, {}
    for q in range(n_queries):
        qid = str(q)
        docs = rng.choice(pool, size=n_docs, replace=False)
        scores = np.round(rng.gamma(2.0, 2.0, size=n_docs), 2)
        near = rng.random(n_docs) < 0.01
        scores[near] += 1e-10  # equal as float32, different as float64
        names = [f"D{d}" for d in docs.tolist()]
        run[qid] = dict(zip(names, scores.tolist()))
        n_rel = int(rng.integers(1, 11))
        retrieved_rel = rng.choice(n_docs, size=min(n_rel, n_docs), replace=False)
        rel_names = [names[i] if rng.random() < 0.7 else f"D{pool + q * 11 + j}" for j, i in enumerate(retrieved_rel.tolist())]
        grades = rng.integers(1, 4, size=len(rel_names)).tolist()
        judged = dict(zip(rel_names, grades))
        for i in rng.choice(n_docs, size=min(20, n_docs), replace=False).tolist():
            judged.setdefault(names[i], 0)
        qrels[qid] = judged
    return qrels, run
