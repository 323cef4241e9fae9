"""First-stage retrievers (BM25, dense), fusion (RRF, weighted), an oracle reranker; runs as dicts.

A run is ``{qid: {passage_or_doc_id: score}}``, what ``ragmetrics.evaluate`` reads and
``ragmetrics.write_run`` writes. The retrievers score every passage of a collection at once
(``scores`` returns one row per query), so a lab can keep the score matrices and rebuild runs from
them when a parameter changes, without indexing again.

BM25 is ``bm25s`` with its ``"lucene"`` variant (the default of bm25s, and Lucene's BM25 similarity):

    idf(t)     = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5))
    score(q,d) = sum over query tokens t of  idf(t) * tf(t,d) / (tf(t,d) + k1 * (1 - b + b * |d| / avgdl))

(a query token repeated counts once per occurrence; tokens missing from the collection count 0).
"""

from __future__ import annotations

__all__ = [
    "BM25Index",
    "DenseIndex",
    "run_from_scores",
    "fuse_rrf",
    "fuse_weighted",
    "oracle_rerank",
    "doc_run",
]


class BM25Index:
    """BM25 over ``texts`` (a list of str) with ``tokenizer`` (str -> list of str), via ``bm25s``.

    >>> index = BM25Index(["the cat sat", "the dog", "a cat and a cat"], tokenizer=str.split)
    >>> [round(s, 4) for s in index.scores(["cat"])[0].tolist()]
    [0.1969, 0.0, 0.2314]
    """

    def __init__(self, texts, *, tokenizer, k1: float = 1.5, b: float = 0.75, method: str = "lucene"):
        import bm25s

        self.tokenizer, self.k1, self.b, self.method = tokenizer, k1, b, method
        self.size = len(texts)
        self._model = bm25s.BM25(k1=k1, b=b, method=method)
        corpus = [tokenizer(text) for text in texts]
        self._model.index(corpus, show_progress=False)

    def __repr__(self) -> str:
        return f"BM25Index({self.size} texts, {self.method}, k1={self.k1}, b={self.b})"

    def scores(self, queries):
        """A float64 array (len(queries), len(texts)) of BM25 scores; a query with no known token scores 0."""
        import numpy as np

        out = np.zeros((len(queries), self.size), dtype=np.float64)
        for row, query in enumerate(queries):
            ids = self._model.get_tokens_ids(self.tokenizer(query))
            if ids:
                out[row] = self._model.get_scores_from_ids(ids)
        return out


class DenseIndex:
    """Cosine similarity between embedded queries and ``texts`` (embedder: list of str -> 2-D array).

    The course's embedder is ``USEEmbedder`` (multilingual USE v3: a Chinese question finds Spanish
    passages); texts are embedded once, here, and queries on each ``scores`` call.
    """

    def __init__(self, texts, *, embedder=None):
        import numpy as np

        from ragmetrics.generation.embedders import default_embedder

        self.embedder = embedder or default_embedder()
        self.size = len(texts)
        self.vectors = self._unit(np.asarray(self.embedder(list(texts)), dtype=np.float64))

    def __repr__(self) -> str:
        return f"DenseIndex({self.size} texts, {type(self.embedder).__name__})"

    @staticmethod
    def _unit(vectors):
        import numpy as np

        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1, norms)

    def embed_queries(self, queries):
        import numpy as np

        return self._unit(np.asarray(self.embedder(list(queries)), dtype=np.float64))

    def scores(self, queries=None, *, query_vectors=None):
        """A float64 array (len(queries), len(texts)) of cosine similarities."""
        if query_vectors is None:
            query_vectors = self.embed_queries(queries)
        return query_vectors @ self.vectors.T


def run_from_scores(scores, qids, ids, *, depth: int = 100, positive_only: bool = False) -> dict:
    """Turn a score matrix (one row per qid, one column per id) into a run of the ``depth`` best per query.

    Ties are ordered as trec_eval orders them (score, then id, greater first) before the cut, so the
    run holds exactly the passages ``evaluate`` would rank first. ``positive_only`` drops scores <= 0
    (a BM25 passage sharing no token with the query was not retrieved).

    >>> import numpy as np
    >>> run_from_scores(np.array([[0.5, 2.0, 0.0]]), ["q1"], ["a", "b", "c"], depth=2)
    {'q1': {'b': 2.0, 'a': 0.5}}
    """
    import numpy as np

    from ragmetrics.grade_matrix import score_keys

    ids = list(ids)
    by_id = sorted(range(len(ids)), key=lambda i: str(ids[i]), reverse=True)
    by_id_array = np.asarray(by_id, dtype=np.int64)
    run = {}
    for row, qid in enumerate(qids):
        values = np.asarray(scores[row], dtype=np.float64)[by_id_array]
        order = by_id_array[np.argsort(score_keys(values), kind="stable")][:depth]
        ranked = {}
        for col in order.tolist():
            value = float(scores[row][col])
            if positive_only and value <= 0:
                break
            ranked[ids[col]] = value
        run[qid] = ranked
    return run


def _ranked(docs) -> list:
    from ragmetrics.retrieval.ranking import rank

    return rank(docs) if docs else []


def fuse_rrf(runs, *, k: int = 60) -> dict:
    """Reciprocal rank fusion: each doc scores the sum over ``runs`` of 1 / (k + its rank), rank from 1.

    A doc missing from a run adds nothing for it. ``k`` (60 in Cormack et al. 2009) damps the top ranks.

    >>> fuse_rrf([{"q": {"a": 3.0, "b": 2.0}}, {"q": {"b": 0.9, "c": 0.1}}], k=60)["q"]
    {'a': 0.01639344262295082, 'b': 0.03252247488101534, 'c': 0.016129032258064516}
    """
    if isinstance(k, bool) or not isinstance(k, (int, float)) or k < 0:
        raise ValueError(f"'k' must be a number >= 0 (got {k!r})")
    fused: dict = {}
    for run in runs:
        for qid, docs in run.items():
            out = fused.setdefault(qid, {})
            for position, doc in enumerate(_ranked(docs), start=1):
                out[doc] = out.get(doc, 0.0) + 1.0 / (k + position)
    return fused


def fuse_weighted(runs, weights) -> dict:
    """Weighted sum of min-max normalised scores: per query each run's scores are mapped to [0, 1].

    A doc missing from a run gets 0 from it; a run whose scores are all equal gives its docs 1.

    >>> fuse_weighted([{"q": {"a": 10.0, "b": 0.0}}, {"q": {"b": 0.8, "c": 0.4}}], [0.5, 0.5])["q"]
    {'a': 0.5, 'b': 0.5, 'c': 0.0}
    """
    runs, weights = list(runs), [float(w) for w in weights]
    if len(runs) != len(weights):
        raise ValueError(f"'weights' must have one weight per run (got {len(weights)} for {len(runs)} runs)")
    fused: dict = {}
    for run, weight in zip(runs, weights):
        for qid, docs in run.items():
            out = fused.setdefault(qid, {})
            if not docs:
                continue
            low, high = min(docs.values()), max(docs.values())
            span = high - low
            for doc, score in docs.items():
                norm = (score - low) / span if span > 0 else 1.0
                out[doc] = out.get(doc, 0.0) + weight * norm
    return fused


def oracle_rerank(run, qrels, *, n: int) -> dict:
    """Reorder each query's top ``n`` by the true grades (ties keep the first stage's order).

    The docs below ``n`` follow in the first stage's order. No reranker can do better on the top ``n``:
    it can only reorder what the first stage retrieved, so Recall@n stays the first stage's Recall@n.

    >>> oracle_rerank({"q": {"a": 3.0, "b": 2.0, "c": 1.0}}, {"q": {"c": 2, "b": 1}}, n=2)["q"]
    {'b': 3.0, 'a': 2.0, 'c': 1.0}
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"'n' must be an int >= 1 (got {n!r})")
    out = {}
    for qid, docs in run.items():
        ranked = _ranked(docs)
        judged = qrels.get(qid, {})
        top = sorted(ranked[:n], key=lambda doc: -max(judged.get(doc, 0), 0))  # stable
        order = top + ranked[n:]
        out[qid] = {doc: float(len(order) - i) for i, doc in enumerate(order)}
    return out


def doc_run(run, doc_of) -> dict:
    """From a passage run to an article run: each article takes its best passage's score.

    ``doc_of`` maps a passage id to its doc id (a dict, or a callable).

    >>> doc_run({"q": {"a#0": 1.0, "a#1": 3.0, "b#0": 2.0}}, lambda pid: pid.split("#")[0])
    {'q': {'a': 3.0, 'b': 2.0}}
    """
    lookup = doc_of.__getitem__ if hasattr(doc_of, "__getitem__") else doc_of
    out = {}
    for qid, docs in run.items():
        best: dict = {}
        for pid, score in docs.items():
            doc = lookup(pid)
            if doc not in best or score > best[doc]:
                best[doc] = score
        out[qid] = best
    return out
