"""Chapter 08: the lab, on the help-centre corpus (every answer computed by ragmetrics on the corpus).

The inputs name what to run (the corpus language ``language``, the retriever, the chunking, k, a question id),
given per language so that each notebook works on its own language's corpus; the expected answers and the
likely mistakes run the lab (``ragmetrics_course.lab``), whose indexes are built once per process.
"""

from __future__ import annotations

from functools import lru_cache

import ragmetrics as rm

from .build import choice, number
from .library import hint

LANGS = ("en", "es", "zh")


def _lab(lang: str, query_lang: str | None = None):
    from ragmetrics_course.lab import Lab

    return Lab(lang, query_lang=query_lang)


def _per_language(**values) -> dict:
    """Inputs per language: ``language`` plus the given values, a value given as {lang: value} taken per language."""
    return {lang: {"language": lang, **{name: (value[lang] if isinstance(value, dict) else value)
                                    for name, value in values.items()}} for lang in LANGS}


def _mean(i, measure: str, run=None, *, chunking=None) -> float:
    lab = _lab(i["language"])
    chunking = chunking or i["chunking"]
    run = run if run is not None else lab.run(i["retriever"], chunking)
    return rm.evaluate(lab.qrels(chunking), run, [measure]).mean[measure]


def _answerable(i) -> int:
    return len(_lab(i["language"]).qrels(i["chunking"]))


def _corpus_facts(i) -> dict:
    lab = _lab(i["language"])
    return {"n_questions": len(lab.queries), "n_answerable": len(lab.doc_qrels()),
            "n_unanswerable": len(lab.queries) - len(lab.doc_qrels())}


# 8.1 Recall@k of one real run, over the answerable questions.
RUN = _per_language(retriever="bm25", chunking="paragraph", k=5)

number("08.recall_bm25", lambda i: _mean(i, f"R@{i['k']}"), RUN,
       (hint("hint.lab_mean_over_all", lambda i: _mean(i, f"R@{i['k']}") * _answerable(i) / len(_lab(i["language"]).queries)),
        hint("hint.lab_hit_rate", lambda i: _mean(i, f"HitRate@{i['k']}")),
        hint("hint.lab_precision", lambda i: _mean(i, f"P@{i['k']}"))),
       facts=_corpus_facts, topic="lab")


# 8.2 Where does the first relevant passage of one failing question rank?
def _rank(i, retriever=None, level="passage") -> int:
    from ragmetrics_course.lab.diagnosis import first_relevant_rank

    lab = _lab(i["language"])
    run = lab.run(retriever or i["retriever"], i["chunking"], level=level)
    judged = lab.doc_qrels() if level == "doc" else lab.qrels(i["chunking"])
    rank = first_relevant_rank(run, judged[i["query_id"]], i["query_id"])
    return float("nan") if rank is None else rank


def _question_facts(i) -> dict:
    lab = _lab(i["language"])
    query = next(q for q in lab.queries if q.query_id == i["query_id"])
    from ragmetrics_course.messages import t  # the kind as the learner's language names it

    return {"question": query.text, "kind": t("lab.kind." + query.kind, i["language"])}


RANK = _per_language(retriever="bm25", chunking="paragraph", query_id={"en": "q04", "es": "q56", "zh": "q50"})

number("08.first_relevant_rank", _rank, RANK,
       (hint("hint.lab_rank_from_zero", lambda i: _rank(i) - 1),
        hint("hint.lab_rank_dense", lambda i: _rank(i, "dense")),
        hint("hint.lab_rank_article", lambda i: _rank(i, level="doc"))),
       facts=_question_facts, integer=True, topic="lab")


# 8.3 The oracle reranker's hit rate: the first stage's hit rate at the reranker's depth.
def _oracle(i, measure: str) -> float:
    return _mean(i, measure, _lab(i["language"]).run(i["retriever"], i["chunking"], rerank_n=i["n"]))


ORACLE = _per_language(retriever="bm25", chunking="paragraph", k=5, n=20)

number("08.oracle_hit_rate", lambda i: _oracle(i, f"HitRate@{i['k']}"), ORACLE,
       (hint("hint.lab_oracle_unchanged", lambda i: _mean(i, f"HitRate@{i['k']}")),
        hint("hint.lab_oracle_perfect", lambda i: 1.0),
        hint("hint.lab_oracle_precision", lambda i: _oracle(i, f"P@{i['k']}"))),
       facts=None, topic="lab")


# 8.4 The prompt's size: tokens of the top k passages, by the course's counting rule.
def _prompt(i, k=None, unit="tokens") -> float:
    from ragmetrics_course.lab.cost import count_tokens

    lab = _lab(i["language"])
    k = k or i["k"]
    run, qrels = lab.run(i["retriever"], i["chunking"]), lab.qrels(i["chunking"])
    texts = {p.passage_id: p.text for p in lab.passages(i["chunking"])}
    size = count_tokens if unit == "tokens" else len
    totals = [sum(size(texts[pid]) for pid in rm.rank(run[qid])[:k]) for qid in qrels]
    return sum(totals) / len(totals)


number("08.prompt_tokens", _prompt, RUN,
       (hint("hint.lab_tokens_per_passage", lambda i: _prompt(i) / i["k"]),
        hint("hint.lab_tokens_characters", lambda i: _prompt(i, unit="chars")),
        hint("hint.lab_tokens_other_k", lambda i: _prompt(i, k=2 * i["k"]))),
       facts=_corpus_facts, tolerance=0.5, unit_interval=False, topic="lab")


# 8.5 Answer spans cut by fixed windows.
def _cut(i, chunking=None, min_grade=2, count="spans") -> int:
    from ragmetrics_course.lab.diagnosis import cut_spans

    lab = _lab(i["language"])
    cut = [cut_spans(lab, qid, chunking or i["chunking"], min_grade=min_grade) for qid in lab.doc_qrels()]
    return sum(map(len, cut)) if count == "spans" else sum(bool(spans) for spans in cut)


CUT = _per_language(chunking="tokens:40/0")

number("08.cut_spans", _cut, CUT,
       (hint("hint.lab_cut_any_grade", lambda i: _cut(i, min_grade=1)),
        hint("hint.lab_cut_questions", lambda i: _cut(i, count="questions")),
        hint("hint.lab_cut_overlap", lambda i: _cut(i, chunking="tokens:40/20"))),
       facts=None, integer=True, topic="lab")


# 8.6 Choose k on a budget of prompt tokens.
def _points(i):
    return _cost_curve(i["language"], i["retriever"], i["chunking"], i["k_max"])


@lru_cache(maxsize=32)  # a check computes the answer and three hints from the same curve
def _cost_curve(language: str, retriever: str, chunking: str, k_max: int) -> tuple:
    from ragmetrics_course.lab.cost import cost_curve

    return tuple(cost_curve(_lab(language), retriever, chunking, range(1, k_max + 1)))


def _chosen(i) -> int:
    from ragmetrics_course.lab.cost import choose_k

    return choose_k(_points(i), i["budget"]).k


BUDGET = _per_language(retriever="bm25", chunking="paragraph", budget=300, k_max=20)

number("08.choose_k", _chosen, BUDGET,
       (hint("hint.lab_budget_first_over", lambda i: _chosen(i) + 1),
        hint("hint.lab_budget_max_prompt", lambda i: max(p.k for p in _points(i) if p.max_tokens <= i["budget"])),
        hint("hint.lab_budget_ignored", lambda i: i["k_max"])),
       facts=None, integer=True, topic="lab")


# 8.7 and 8.8: why does a question fail? The diagnosis decides the right option.
def _cause(i) -> str:
    from ragmetrics_course.lab.diagnosis import diagnose

    d = diagnose(_lab(i["language"]), i["query_id"], retriever=i["retriever"], chunking=i["chunking"], k=i["k"])
    if d.status == "unanswerable":
        return "d"
    if "vocabulary" in d.causes:
        return "b"
    if "chunk_boundary" in d.causes:
        return "c"
    if d.status == "k_too_small":
        return "a"
    raise ValueError(f"{i['query_id']} fails for none of the options' reasons at k = {i['k']} ({d.status})")


def _diagnosis_facts(i) -> dict:
    return {**_question_facts(i), "bm25_rank": _rank(i), "dense_rank": _rank(i, "dense")}


choice("08.diagnose_paraphrase", 4, _cause,
       inputs=_per_language(retriever="bm25", chunking="paragraph", k=5,
                            query_id={"en": "q32", "es": "q28", "zh": "q70"}),
       facts=_diagnosis_facts, topic="diagnosis")
choice("08.diagnose_rank", 4, _cause,
       inputs=_per_language(retriever="bm25", chunking="paragraph", k=5,
                            query_id={"en": "q67", "es": "q64", "zh": "q03"}),
       facts=_diagnosis_facts, topic="diagnosis")


# 8.9 What rm.evaluate does with the questions that have no answer.
def _skipped(i) -> str:
    lab = _lab(i["language"])
    scored = rm.evaluate(lab.qrels(i["chunking"]), lab.run(i["retriever"], i["chunking"]), ["RR"]).per_query
    if len(scored) == len(lab.doc_qrels()):
        return "b"  # only the judged questions are scored: the others are skipped
    return "a"


choice("08.unanswerable", 3, _skipped, inputs=_per_language(retriever="bm25", chunking="paragraph"),
       facts=_corpus_facts, topic="evaluation")


# 8.10 Which retriever keeps its recall when the question is in another language?
def _kept(i, retriever: str) -> float:
    """Article-level R@k with the questions in i["language"] against the articles in i["articles"], over the same
    articles with their own language's questions."""
    measure = f"R@{i['k']}"
    native, cross = _lab(i["articles"]), _lab(i["articles"], i["language"])
    scores = [rm.evaluate(lab.doc_qrels(), lab.run(retriever, "paragraph", level="doc"), [measure]).mean[measure]
              for lab in (cross, native)]
    return scores[0] / scores[1]


def _keeps_more(i) -> str:
    bm25, dense = _kept(i, "bm25"), _kept(i, "dense")
    return "c" if abs(bm25 - dense) < 0.05 else ("a" if bm25 > dense else "b")


def _cross_facts(i) -> dict:
    return {"bm25_kept": f"{_kept(i, 'bm25'):.0%}", "dense_kept": f"{_kept(i, 'dense'):.0%}"}


choice("08.cross_lingual", 3, _keeps_more,
       inputs=_per_language(articles={"en": "es", "es": "zh", "zh": "es"}, k=5),
       facts=_cross_facts, topic="lab")

# 8.11 Faithfulness of an extractive answer (chapter 05's metric on chapter 08's generator).
choice("08.extractive_faithfulness", 3, "a", topic="generation")
