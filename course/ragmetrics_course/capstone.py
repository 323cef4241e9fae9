"""The capstone: two RAG configurations on the lab's help centre, evaluated, compared, and a decision.

The brief (chapter 11): Marea's help bot gives its answer generator the top ``k`` passages of a retriever.
Configuration A, in production, is BM25 over paragraph passages; configuration B, the proposal, fuses BM25
with a dense retriever (reciprocal rank fusion) over the same passages, at the cost of running an embedding
model. Evaluate both on the help centre's questions in the course language, test the difference, decide which
ships, and write a one-page report (graded with docs/capstone_rubric.md).

``numbers(lang, k)`` computes every number the report needs with ``ragmetrics`` and the lab (the worked
solution, the exercise bank's expected answers and the checker all read it); ``capstone_check.check_capstone``
checks a learner's numbers and says, in the course language, what each wrong one looks like.

>>> sorted(CONFIGS), CONFIGS["B"]
(['A', 'B'], {'retriever': 'hybrid_rrf', 'chunking': 'paragraph'})
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["CONFIGS", "K", "SEED", "ANSWER_KEYS", "runs", "numbers"]

CONFIGS = {
    "A": {"retriever": "bm25", "chunking": "paragraph"},  # in production: no embedding model to serve
    "B": {"retriever": "hybrid_rrf", "chunking": "paragraph"},  # the proposal: BM25 + dense, fused by RRF
}
K = 5  # passages the generator receives
SEED = 0  # the randomization test's seed (10,000 sign flips, rm.compare's default)
# The numbers a learner reports, each checked by the exercise of the same name in chapter 11's bank.
ANSWER_KEYS = ("recall_a", "recall_b", "ndcg_a", "ndcg_b", "p_ndcg", "wins")


def _lab(lang: str):
    from .lab import Lab

    return Lab(lang)


def runs(lang: str, *, level: str = "passage") -> dict:
    """{"A": run, "B": run} on the help centre in ``lang`` (passage runs, or article runs with ``level="doc"``)."""
    lab = _lab(lang)
    return {name: lab.run(c["retriever"], c["chunking"], level=level) for name, c in CONFIGS.items()}


def qrels(lang: str, level: str = "passage") -> dict:
    lab = _lab(lang)
    return lab.doc_qrels() if level == "doc" else lab.qrels(CONFIGS["A"]["chunking"])


@lru_cache(maxsize=None)
def numbers(lang: str, k: int = K, *, level: str = "passage", test: str = "randomization") -> dict:
    """Every number of the capstone in ``lang`` at cutoff ``k``, computed with ``rm.compare`` on the lab's runs.

    ``recall_a``, ``ndcg_a`` (A's means), ``recall_b``, ``ndcg_b``; ``p_recall``, ``p_ndcg`` (two-sided p of B - A,
    ``test`` with seed 0) and ``p_recall_holm``, ``p_ndcg_holm`` (Holm over the two measures); ``diff_ndcg`` and
    its interval ``ci_ndcg``; ``wins``, ``losses``, ``ties`` (queries where B's nDCG@k is above, below, equal to
    A's); ``n_queries`` (the judged questions, the ones evaluated) and ``n_questions`` (all of them).
    ``level="doc"`` evaluates the article runs against the article qrels instead (a likely mistake).
    """
    import ragmetrics as rm

    recall, ndcg = f"R@{k}", f"nDCG@{k}"
    result = rm.compare(qrels(lang, level), runs(lang, level=level), [recall, ndcg], test=test, seed=SEED,
                        n_resamples=None if test in ("t-test", "wilcoxon") else 10_000)
    rows = {row.measure: row for row in result.rows}
    diff = list(result.differences("B", ndcg).values())
    return {
        "recall_a": result.means["A"][recall], "recall_b": result.means["B"][recall],
        "ndcg_a": result.means["A"][ndcg], "ndcg_b": result.means["B"][ndcg],
        "p_recall": rows[recall].p_value, "p_ndcg": rows[ndcg].p_value,
        "p_recall_holm": rows[recall].p_adjusted, "p_ndcg_holm": rows[ndcg].p_adjusted,
        "diff_ndcg": rows[ndcg].difference, "ci_ndcg": tuple(rows[ndcg].ci),
        "wins": sum(d > 1e-12 for d in diff), "losses": sum(d < -1e-12 for d in diff),
        "ties": sum(abs(d) <= 1e-12 for d in diff),
        "n_queries": len(result.queries), "n_questions": len(_lab(lang).queries),
    }
