"""The lab's diagnosis of failing questions, its prompt-token cost and its extractive generator (chapter 08).

Every expectation is computed another way than the code under test: per-query hit rates from
``rm.evaluate``, token counts by hand, spans cut or held checked on small hand-made passages.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import ragmetrics as rm
from ragmetrics_course.datasets.helpcentre import Span
from ragmetrics_course.lab import Lab, Passage
from ragmetrics_course.lab.cost import CostPoint, choose_k, cost_curve, count_tokens, prompt_tokens
from ragmetrics_course.lab.diagnosis import CAUSES, STATUSES, diagnose, diagnose_all, first_relevant_rank, cut_spans
from ragmetrics_course.lab.generate import extractive_answer, rag_answers

K = 5


@pytest.fixture(scope="module")
def lab():
    return Lab("en")


def _hits(lab, retriever, chunking, k=K) -> dict:
    """{qid: 1.0 if a relevant passage is in the top k} from rm.evaluate (HitRate@k per query)."""
    per_query = rm.evaluate(lab.qrels(chunking), lab.run(retriever, chunking), [f"HitRate@{k}"]).per_query
    return {qid: values[f"HitRate@{k}"] for qid, values in per_query.items()}


# ------------------------------------------------------------------------------------ diagnosis


def test_first_relevant_rank_by_hand():
    run = {"q": {"a": 0.9, "b": 0.8, "c": 0.7, "d": 0.1}}
    assert first_relevant_rank(run, {"c": 1, "d": 3}, "q") == 3
    assert first_relevant_rank(run, {"x": 2}, "q") is None
    assert first_relevant_rank(run, {"a": 0}, "q") is None          # grade 0 is not relevant
    assert first_relevant_rank({}, {"a": 1}, "q") is None


def _toy_lab(passages, spans):
    return SimpleNamespace(passages=lambda chunking: passages,
                           collection=SimpleNamespace(spans_iter=lambda: iter(spans)))


def test_cut_spans_are_the_spans_no_passage_holds_whole():
    passages = [Passage("d#0", "d", 0, 10, ""), Passage("d#1", "d", 10, 20, ""), Passage("e#0", "e", 0, 30, "")]
    spans = [Span("q1", "d", 2, 8, 3),     # inside d#0
             Span("q1", "d", 8, 14, 2),    # across the boundary at 10
             Span("q1", "e", 5, 25, 3),    # inside the single passage of e
             Span("q1", "d", 12, 18, 1),   # grade 1: below min_grade
             Span("q2", "d", 9, 11, 3)]    # another question
    lab = _toy_lab(passages, spans)
    assert cut_spans(lab, "q1", "paragraph") == [spans[1]]
    assert cut_spans(lab, "q1", "paragraph", min_grade=1) == [spans[1]]
    assert cut_spans(lab, "q2", "paragraph") == [spans[4]]
    assert cut_spans(lab, "q3", "paragraph") == []


def test_every_question_gets_one_status_that_matches_evaluate(lab):
    diagnoses = diagnose_all(lab, chunking="paragraph", k=K, k_max=20)
    assert [d.query_id for d in diagnoses] == [q.query_id for q in lab.queries]
    assert {d.status for d in diagnoses} <= set(STATUSES)
    assert all(set(d.causes) <= set(CAUSES) for d in diagnoses)
    at_k, at_20 = _hits(lab, "bm25", "paragraph"), _hits(lab, "bm25", "paragraph", 20)
    unanswerable = {q.query_id for q in lab.queries if q.kind == "unanswerable"}
    for d in diagnoses:
        if d.query_id in unanswerable:
            assert d.status == "unanswerable" and d.rank is None and not d.causes
        elif at_k[d.query_id]:
            assert d.status == "found" and d.rank <= K and not d.causes
        elif at_20[d.query_id]:
            assert d.status == "k_too_small" and K < d.rank <= 20
        else:
            assert d.status == "beyond_k_max" and (d.rank is None or d.rank > 20)


def test_vocabulary_means_dense_or_hybrid_finds_it(lab):
    diagnoses = diagnose_all(lab, chunking="paragraph", k=K)
    dense, hybrid = _hits(lab, "dense", "paragraph"), _hits(lab, "hybrid_rrf", "paragraph")
    failed = [d for d in diagnoses if d.status in ("k_too_small", "beyond_k_max")]
    assert failed
    for d in failed:
        assert ("vocabulary" in d.causes) == bool(dense[d.query_id] or hybrid[d.query_id]), d
    assert any("vocabulary" in d.causes and d.kind == "paraphrase" for d in failed)
    example = diagnose(lab, "q28", k=K)   # the module's example
    assert example.status == "beyond_k_max" and example.causes == ("vocabulary",)
    assert 0 <= example.evidence["vocabulary"]["overlap"] < 0.5


def test_a_semantic_first_stage_has_no_vocabulary_cause(lab):
    assert not any("vocabulary" in d.causes for d in diagnose_all(lab, retriever="dense", k=K))


def test_chunk_boundary_means_the_span_is_cut_and_a_whole_span_chunking_finds_it(lab):
    windows = "tokens:40/0"
    diagnoses = diagnose_all(lab, chunking=windows, k=K, alternatives=(), chunkings=("paragraph",))
    paragraph = _hits(lab, "bm25", "paragraph")
    boundary = [d for d in diagnoses if "chunk_boundary" in d.causes]
    assert boundary
    for d in diagnoses:
        if d.status not in ("k_too_small", "beyond_k_max"):
            continue
        held_by_paragraphs = cut_spans(lab, d.query_id, windows) and not cut_spans(lab, d.query_id, "paragraph")
        expected = bool(held_by_paragraphs) and bool(paragraph[d.query_id])
        assert ("chunk_boundary" in d.causes) == expected, d
    for d in boundary:
        assert d.evidence["chunk_boundary"]["cut_spans"] == len(cut_spans(lab, d.query_id, windows))


def test_language_means_the_question_in_the_articles_language_finds_it():
    cross = Lab("es", query_lang="zh")
    native = _hits(Lab("es"), "bm25", "paragraph")
    diagnoses = diagnose_all(cross, k=K, alternatives=(), chunkings=())
    failed = [d for d in diagnoses if d.status in ("k_too_small", "beyond_k_max")]
    for d in failed:
        assert ("language" in d.causes) == bool(native[d.query_id]), d
    assert sum("language" in d.causes for d in failed) > len(failed) / 2  # BM25 shares no words across languages
    assert not any("language" in d.causes for d in diagnose_all(Lab("es"), k=K, alternatives=(), chunkings=()))


@pytest.mark.parametrize("kwargs, message", [
    ({"k": 0}, "'k' must be an int >= 1 (got 0)"),
    ({"k": 5, "k_max": 3}, "'k_max' must be >= k (got k_max=3, k=5)"),
    ({"retriever": "bm42"}, "'retriever' must be one of bm25, dense, hybrid_rrf, hybrid_weighted (got 'bm42')"),
    ({"query_id": "q99"}, "'query_id' must be a question of the help centre, q01-q70 (got 'q99')"),
])
def test_bad_arguments_are_named(lab, kwargs, message):
    kwargs = {"query_id": "q01", **kwargs}
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        diagnose(lab, **kwargs)


# ------------------------------------------------------------------------------------------ cost


@pytest.mark.parametrize("text, n", [
    ("You have 30 days to return it.", 7),
    ("¿Cuántos días tengo para devolverlo? 30", 6),
    ("数字商品支持 7 天退款。", 10),             # 6 + 1 + 3: one token per Chinese character, 7 is one
    ("退货以后 refund 要几天到账", 10),          # 4 + 1 + 5
    ("1.5 kg, 3,95 €", 5),                      # 1, 5, kg, 3, 95: digits split at punctuation; € is not a token
    ("", 0),
])
def test_count_tokens_by_hand(text, n):
    assert count_tokens(text) == n


def test_count_tokens_refuses_what_is_not_text():
    with pytest.raises(TypeError, match="'text' must be a str"):
        count_tokens(["a"])


def test_prompt_tokens_sums_the_top_k_passages(lab):
    run = lab.run("bm25", "paragraph")
    texts = {p.passage_id: p.text for p in lab.passages("paragraph")}
    tokens = prompt_tokens(lab, run, "paragraph", 3)
    for qid in ("q01", "q31", "q58"):
        top = rm.rank(run[qid])[:3]
        assert tokens[qid] == sum(count_tokens(texts[pid]) for pid in top)
    with pytest.raises(ValueError, match="not passages of 'article'"):
        prompt_tokens(lab, run, "article", 3)
    with pytest.raises(ValueError, match="'k' must be an int >= 1"):
        prompt_tokens(lab, run, "paragraph", 0)


def test_cost_curve_recall_is_evaluate_and_tokens_grow_with_k(lab):
    points = cost_curve(lab, "bm25", "tokens:50/10", [1, 5, 10])
    recall = rm.evaluate(lab.qrels("tokens:50/10"), lab.run("bm25", "tokens:50/10"), ["R@1", "R@5", "R@10"]).mean
    assert [p.recall for p in points] == [recall["R@1"], recall["R@5"], recall["R@10"]]
    assert [p.k for p in points] == [1, 5, 10] and all(p.chunking == "tokens:50/10" for p in points)
    assert points[0].mean_tokens < points[1].mean_tokens < points[2].mean_tokens
    assert all(p.max_tokens <= 50 * p.k for p in points)   # windows of at most 50 tokens
    answerable = [qid for qid in lab.qrels("tokens:50/10")]
    tokens = prompt_tokens(lab, lab.run("bm25", "tokens:50/10"), "tokens:50/10", 5)
    assert points[1].mean_tokens == pytest.approx(sum(tokens[q] for q in answerable) / len(answerable))


def test_choose_k_takes_the_best_recall_within_the_budget():
    points = [CostPoint("a", 1, 100, 120, 0.3), CostPoint("a", 3, 300, 330, 0.55), CostPoint("b", 1, 250, 300, 0.55),
              CostPoint("b", 2, 500, 600, 0.7)]
    assert choose_k(points, 300) == points[2]      # same recall as a@3, cheaper
    assert choose_k(points, 500) == points[3]
    assert choose_k(points, 99.5) is None
    for budget in (0, -1, "500", True):
        with pytest.raises(ValueError, match="'budget' must be a number of tokens > 0"):
            choose_k(points, budget)


# ------------------------------------------------------------------------------------- generator


def test_extractive_answer_copies_the_best_sentence_of_the_first_passage():
    passages = ["Refunds. How long do refunds take? Refunds reach your card within 5 days of the check.",
                "Refunds take 30 days."]
    assert extractive_answer("How long do refunds take?", passages) == \
        "Refunds reach your card within 5 days of the check."        # the question-like heading is skipped
    assert extractive_answer("¿Cuánto tarda el reembolso?", ["Envíos. El reembolso tarda 5 días en llegar a tu tarjeta."]) \
        == "El reembolso tarda 5 días en llegar a tu tarjeta."
    assert extractive_answer("数字商品几天内能退款？", ["退款说明\n数字商品支持 7 天退款。实物商品支持 30 天退货。"]) == "数字商品支持 7 天退款。"
    assert extractive_answer("anything", []) == ""
    assert extractive_answer("anything", ["Short."]) == "Short."      # nothing else to choose
    with pytest.raises(TypeError, match="'question' must be a str"):
        extractive_answer(None, ["x"])


def test_rag_answers_use_the_top_k_passages_in_rank_order(lab):
    run = lab.run("bm25", "paragraph")
    answers = rag_answers(lab, run, "paragraph", 3)
    assert set(answers) == set(run)
    question, contexts, answer = answers["q01"]
    assert question == next(q.text for q in lab.queries if q.query_id == "q01")
    assert contexts == [lab.passage_text(pid, "paragraph") for pid in rm.rank(run["q01"])[:3]]
    assert answer and answer in contexts[0]
    assert rm.faithfulness(answer=answer, contexts=contexts).score == 1.0   # copied: always grounded
    with pytest.raises(ValueError, match="'k' must be an int >= 1"):
        rag_answers(lab, run, "paragraph", 0)


# --------------------------------------------------------------- chapter 08's exercises, recomputed


def _top(run, qid, k):
    return rm.rank(run[qid])[:k]


@pytest.mark.parametrize("lang", ["en", "es", "zh"])
def test_chapter_08_numeric_exercises_expect_what_a_plain_recount_gives(lang):
    """Each expected answer recomputed from the run, the judgments and the texts by plain counting."""
    import re

    from ragmetrics_course.exercises import exercise

    lab = Lab(lang)
    run, qrels = lab.run("bm25", "paragraph"), lab.qrels("paragraph")
    recall = sum(len(set(_top(run, q, 5)) & set(judged)) / len(judged) for q, judged in qrels.items()) / len(qrels)
    assert exercise("08.recall_bm25", lang=lang).expected() == pytest.approx(recall)

    ex = exercise("08.first_relevant_rank", lang=lang)
    ranked = rm.rank(run[ex["query_id"]])
    assert ex.expected() == 1 + min(ranked.index(pid) for pid in qrels[ex["query_id"]] if pid in ranked)

    hit_at_20 = sum(any(pid in judged for pid in _top(run, q, 20)) for q, judged in qrels.items()) / len(qrels)
    assert exercise("08.oracle_hit_rate", lang=lang).expected() == pytest.approx(hit_at_20)

    words = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[^\W_\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
    texts = {p.passage_id: p.text for p in lab.passages("paragraph")}
    tokens = {q: sum(len(words.findall(texts[pid])) for pid in _top(run, q, 5)) for q in qrels}
    assert exercise("08.prompt_tokens", lang=lang).expected() == pytest.approx(sum(tokens.values()) / len(tokens))

    windows = lab.passages("tokens:40/0")
    cut = [s for s in lab.collection.spans_iter() if s.grade >= 2
           and not any(p.doc_id == s.doc_id and p.start <= s.start and s.end <= p.end for p in windows)]
    assert exercise("08.cut_spans", lang=lang).expected() == len(cut)

    fits = [k for k in range(1, 21)
            if sum(sum(len(words.findall(texts[pid])) for pid in _top(run, q, k)) for q in qrels) / len(qrels) <= 300]
    assert exercise("08.choose_k", lang=lang).expected() == max(fits)   # Recall@k never drops as k grows


@pytest.mark.parametrize("lang", ["en", "es", "zh"])
def test_chapter_08_choice_exercises_follow_the_corpus(lang):
    from ragmetrics_course.exercises import exercise

    assert exercise("08.diagnose_paraphrase", lang=lang).expected() == "b"   # vocabulary mismatch
    assert exercise("08.diagnose_rank", lang=lang).expected() == "a"         # k too small
    assert exercise("08.unanswerable", lang=lang).expected() == "b"          # skipped
    assert exercise("08.cross_lingual", lang=lang).expected() == "b"         # the dense retriever keeps more
    ex = exercise("08.diagnose_rank", lang=lang, query_id="q58")             # a question with no answer
    assert ex.expected() == "d"
    ex = exercise("08.diagnose_rank", lang=lang, query_id="q01")             # found: no option fits
    assert ex.check("a").status == "invalid"
