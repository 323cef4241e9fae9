"""Why does a question fail? Diagnose one question of a lab run by re-running it the ways that could fix it.

A question *fails* at k when no relevant passage is in the run's top k. :func:`diagnose` says where its
first relevant passage is (``status``) and which change puts one in the top k (``causes``):

``status`` (exactly one):

- ``"unanswerable"``: the corpus holds no answer (no span): retrieval measures skip the question;
- ``"found"``: a relevant passage is in the top k (no failure);
- ``"k_too_small"``: the first relevant passage is below k but within ``k_max``: a larger k finds it, and a
  reranker over the top ``k_max`` could move it up;
- ``"beyond_k_max"``: not even the top ``k_max`` holds a relevant passage: no reranker over the top
  ``k_max`` can bring one in (the first stage sets the ceiling).

``causes`` (zero or more, each checked by a run that fixes it):

- ``"vocabulary"``: a lexical run (BM25) fails and a semantic one (``alternatives``: dense, hybrid) on the
  same passages has a relevant passage in its top k: the words differ, the meaning matches;
- ``"chunk_boundary"``: a relevant span (grade >= ``min_grade``) is cut by the chunking (no passage holds it
  whole) and the same retriever on another chunking (``chunkings``) that holds that span whole has a
  relevant passage in its top k;
- ``"language"``: the questions are in another language than the articles (``Lab(lang, query_lang=...)``)
  and the same retriever with the question in the articles' language has a relevant passage in its top k.

A failure with no cause found is still a failure: none of these changes fixes it at this k.

>>> from ragmetrics_course.lab import Lab
>>> lab = Lab("en")
>>> d = diagnose(lab, "q28", k=5)
>>> d.status, d.causes, d.kind
('beyond_k_max', ('vocabulary',), 'paraphrase')
>>> diagnose(lab, "q63").status                       # a question with no answer in the corpus
'unanswerable'
"""

from __future__ import annotations

from typing import NamedTuple

from .chunking import Chunking

__all__ = ["Diagnosis", "STATUSES", "CAUSES", "diagnose", "diagnose_all", "first_relevant_rank", "cut_spans",
           "word_overlap"]

STATUSES = ("unanswerable", "found", "k_too_small", "beyond_k_max")
CAUSES = ("vocabulary", "chunk_boundary", "language")


class Diagnosis(NamedTuple):
    """One question of one run: where its first relevant passage is, and what would put one in the top k.

    ``rank`` is the first relevant passage's rank in the run (None: not retrieved); ``evidence`` maps each
    cause to what shows it: the rank each fixing run gives ({run name: rank}), plus ``"cut_spans"`` (how
    many relevant spans the chunking cuts) and ``"overlap"`` (the share of the question's distinct BM25
    tokens found in its best relevant passage).
    """

    query_id: str
    kind: str
    text: str
    status: str
    rank: int | None
    causes: tuple
    evidence: dict


def first_relevant_rank(run: dict, judged: dict, query_id: str) -> int | None:
    """The 1-based rank of the first passage of ``run[query_id]`` with a grade > 0 in ``judged``; None if none.

    >>> first_relevant_rank({"q": {"a": 0.9, "b": 0.5, "c": 0.1}}, {"c": 2}, "q")
    3
    """
    from ragmetrics.retrieval.ranking import rank

    docs = run.get(query_id) or {}
    for position, doc in enumerate(rank(docs) if docs else [], start=1):
        if judged.get(doc, 0) > 0:
            return position
    return None


def cut_spans(lab, query_id: str, chunking, *, min_grade: int = 2) -> list:
    """The answer spans of ``query_id`` (grade >= ``min_grade``) that no passage of ``chunking`` holds whole.

    >>> from ragmetrics_course.lab import Lab
    >>> lab = Lab("en")
    >>> cut_spans(lab, "q01", "article")                 # an article holds every span of itself
    []
    """
    by_doc: dict = {}
    for passage in lab.passages(chunking):
        by_doc.setdefault(passage.doc_id, []).append((passage.start, passage.end))
    return [span for span in lab.collection.spans_iter()
            if span.query_id == query_id and span.grade >= min_grade
            and not any(start <= span.start and span.end <= end for start, end in by_doc.get(span.doc_id, ()))]


def word_overlap(lab, query_id: str, chunking) -> float:
    """The share of the question's distinct BM25 tokens found in its best relevant passage (0..1).

    Low for paraphrases ("login secret" for "password"): what BM25 cannot match. NaN when the question
    has no relevant passage or no token.
    """
    judged = lab.qrels(chunking).get(query_id, {})
    text = next(q.text for q in lab.queries if q.query_id == query_id)
    words = set(lab.tokenizer(text))
    if not judged or not words:
        return float("nan")
    texts = {p.passage_id: p.text for p in lab.passages(chunking) if p.passage_id in judged}
    return max(len(words & set(lab.tokenizer(passage))) / len(words) for passage in texts.values())


def _check(k, k_max, retriever):
    from .pipeline import RETRIEVERS

    for name, value in (("k", k), ("k_max", k_max)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"'{name}' must be an int >= 1 (got {value!r})")
    if k_max < k:
        raise ValueError(f"'k_max' must be >= k (got k_max={k_max}, k={k})")
    if retriever not in RETRIEVERS:
        raise ValueError(f"'retriever' must be one of {', '.join(RETRIEVERS)} (got {retriever!r})")


def diagnose(lab, query_id: str, *, retriever: str = "bm25", chunking="paragraph", k: int = 5, k_max: int = 20,
             alternatives=("dense", "hybrid_rrf"), chunkings=("paragraph", "chars:600/150"),
             min_grade: int = 2) -> Diagnosis:
    """Diagnose ``query_id`` in ``lab``'s run of ``retriever`` on ``chunking`` at ``k`` (see the module's doc).

    ``alternatives`` are the semantic retrievers tried for "vocabulary" (an empty tuple skips the check,
    and the dense index); ``chunkings`` the chunkings tried for "chunk_boundary" (one counts only if it
    holds whole a span that ``chunking`` cuts). Whole articles are not a default: with 50 units instead
    of hundreds, an article is in the top k far more easily, which is not a boundary effect.
    """
    return _diagnose(lab, query_id, _Runs(lab), retriever=retriever, chunking=chunking, k=k, k_max=k_max,
                     alternatives=alternatives, chunkings=chunkings, min_grade=min_grade)


def diagnose_all(lab, **options) -> list:
    """:func:`diagnose` for every question of ``lab`` (same options), in question order; each run is built once."""
    runs = _Runs(lab)
    return [_diagnose(lab, query.query_id, runs, **options) for query in lab.queries]


class _Runs:
    """The runs and qrels one diagnosis needs, each built once (a run holds every question)."""

    def __init__(self, lab):
        self.lab, self._runs, self._native = lab, {}, []

    def native(self):
        """The same lab with the questions in the articles' language (for a cross-lingual lab)."""
        if not self._native:
            from .pipeline import Lab

            lab = self.lab
            self._native.append(Lab(lab.lang, zh_scheme=lab.tokenizer.zh_scheme, stem=lab.tokenizer.stem,
                                    embedder=lab.embedder))
        return self._native[0]

    def run(self, retriever, chunking, lab=None):
        lab = lab or self.lab
        key = (id(lab), retriever, Chunking.parse(chunking))
        if key not in self._runs:
            self._runs[key] = (lab, lab.run(retriever, chunking))  # the lab is kept so that its id stays unique
        return self._runs[key][1]

    def rank(self, retriever, chunking, query_id, lab=None):
        judged = (lab or self.lab).qrels(chunking).get(query_id, {})
        return first_relevant_rank(self.run(retriever, chunking, lab), judged, query_id)


def _diagnose(lab, query_id: str, runs: _Runs, *, retriever: str = "bm25", chunking="paragraph", k: int = 5,
              k_max: int = 20, alternatives=("dense", "hybrid_rrf"), chunkings=("paragraph", "chars:600/150"),
              min_grade: int = 2) -> Diagnosis:
    _check(k, k_max, retriever)
    queries = {q.query_id: q for q in lab.queries}
    if query_id not in queries:
        raise ValueError(f"'query_id' must be a question of the help centre, q01-q{len(queries):02d} (got {query_id!r})")
    query = queries[query_id]
    chunking = Chunking.parse(chunking)
    if query_id not in lab.doc_qrels():
        return Diagnosis(query_id, query.kind, query.text, "unanswerable", None, (), {})
    rank = runs.rank(retriever, chunking, query_id)
    if rank is not None and rank <= k:
        return Diagnosis(query_id, query.kind, query.text, "found", rank, (), {})
    status = "k_too_small" if rank is not None and rank <= k_max else "beyond_k_max"
    causes, evidence = [], {}

    if retriever == "bm25" and alternatives:
        ranks = {name: runs.rank(name, chunking, query_id) for name in alternatives}
        if any(r is not None and r <= k for r in ranks.values()):
            causes.append("vocabulary")
            evidence["vocabulary"] = {**ranks, "overlap": round(word_overlap(lab, query_id, chunking), 3)}

    cut = {(s.doc_id, s.start, s.end) for s in cut_spans(lab, query_id, chunking, min_grade=min_grade)}
    if cut:
        ranks = {}
        for other in map(Chunking.parse, chunkings):
            still_cut = {(s.doc_id, s.start, s.end) for s in cut_spans(lab, query_id, other, min_grade=min_grade)}
            if other != chunking and cut - still_cut:  # it holds whole a span that this chunking cuts
                ranks[str(other)] = runs.rank(retriever, other, query_id)
        if any(r is not None and r <= k for r in ranks.values()):
            causes.append("chunk_boundary")
            evidence["chunk_boundary"] = {**ranks, "cut_spans": len(cut)}

    if lab.query_lang != lab.lang:
        native_rank = runs.rank(retriever, chunking, query_id, lab=runs.native())
        if native_rank is not None and native_rank <= k:
            causes.append("language")
            evidence["language"] = {lab.lang: native_rank}
    return Diagnosis(query_id, query.kind, query.text, status, rank, tuple(causes), evidence)
