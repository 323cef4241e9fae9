"""The retrieval lab (ragmetrics_course.lab): BM25 arithmetic, chunk offsets, determinism, fusion, oracle, files.

Dense retrieval is exercised with the dependency-free HashingEmbedder here (the USE model takes
seconds to load); benchmarks/bench_lab.py runs the real one.
"""

import math
import subprocess
import sys

import pytest

import ragmetrics as rm
from ragmetrics_course import datasets
from ragmetrics.generation.embedders import HashingEmbedder
from ragmetrics_course.lab import (
    BM25Index,
    Chunking,
    DenseIndex,
    Lab,
    chunk_docs,
    fuse_rrf,
    fuse_weighted,
    oracle_rerank,
    tokenize,
)

LANGS = ("en", "es", "zh")
CHUNKINGS = ("paragraph", "chars:300/60", "tokens:80/20", "article", "paragraph:120")


@pytest.fixture(scope="module")
def labs():
    return {lang: Lab(lang) for lang in LANGS}


def test_bm25_scores_equal_a_hand_computation_of_the_lucene_variant():
    """bm25s method="lucene", k1=1.5, b=0.75: idf = ln(1 + (N - df + 0.5) / (df + 0.5)),
    tf part = tf / (tf + k1 * (1 - b + b * dl / avgdl)), no (k1 + 1) factor."""
    docs = ["refund in 30 days", "refund refund digital", "shipping in 2 days"]
    index = BM25Index(docs, tokenizer=str.split, k1=1.5, b=0.75, method="lucene")
    n, k1, b = 3, 1.5, 0.75
    lengths = [4, 3, 4]
    avgdl = sum(lengths) / n  # 11 / 3 = 3.667
    idf_refund = math.log(1 + (n - 2 + 0.5) / (2 + 0.5))  # df 2: ln(1 + 1.5 / 2.5) = ln 1.6 = 0.4700
    idf_days = math.log(1 + (n - 2 + 0.5) / (2 + 0.5))  # df 2 as well
    idf_digital = math.log(1 + (n - 1 + 0.5) / (1 + 0.5))  # df 1: ln(1 + 2.5 / 1.5) = ln 2.667 = 0.9808

    def saturation(tf, dl):  # tf / (tf + k1 * (1 - b + b * dl / avgdl))
        return tf / (tf + k1 * (1 - b + b * dl / avgdl))

    # "refund digital days": doc 0 has refund once and days once (dl 4); doc 1 refund twice and
    # digital once (dl 3); doc 2 days once (dl 4).
    expected = [
        idf_refund * saturation(1, 4) + idf_days * saturation(1, 4),  # 0.4700 * 0.4 + 0.4700 * 0.4 = 0.3760
        idf_refund * saturation(2, 3) + idf_digital * saturation(1, 3),  # 0.4700 * 0.5946 + 0.9808 * 0.4231
        idf_days * saturation(1, 4),  # 0.4700 * 0.4 = 0.1880
    ]
    assert saturation(1, 4) == pytest.approx(1 / (1 + 1.5 * (0.25 + 0.75 * 12 / 11)))
    got = index.scores(["refund digital days"])[0]
    assert got.tolist() == pytest.approx(expected, rel=1e-6)
    assert index.scores(["unknown words only"])[0].tolist() == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("chunking", CHUNKINGS)
def test_chunk_offsets_round_trip_to_the_article_text(lang, chunking):
    docs = list(datasets.load("helpcentre", lang=lang).docs_iter())
    texts = {doc.doc_id: doc.text for doc in docs}
    passages = chunk_docs(docs, chunking)
    assert len({p.passage_id for p in passages}) == len(passages)
    for p in passages:
        assert texts[p.doc_id][p.start:p.end] == p.text and p.text.strip()
    # every character of every article is in some passage, except the blank lines between paragraphs
    for doc in docs:
        covered = set()
        for p in passages:
            if p.doc_id == doc.doc_id:
                covered.update(range(p.start, p.end))
        assert all(doc.text[i].isspace() for i in range(len(doc.text)) if i not in covered)


def test_chunking_ids_are_stable_and_sizes_respected():
    docs = list(datasets.load("helpcentre", lang="en").docs_iter())
    first, again = chunk_docs(docs, "chars:300/60"), chunk_docs(docs, Chunking("chars", 300, 60))
    assert first == again
    assert max(p.end - p.start for p in first) == 300
    one = [p for p in first if p.doc_id == docs[0].doc_id]
    assert [p.passage_id for p in one[:2]] == [f"{docs[0].doc_id}#0", f"{docs[0].doc_id}#1"]
    assert one[1].start == one[0].start + 240  # step = size - overlap
    with pytest.raises(ValueError, match="'overlap' must be smaller than 'size'"):
        Chunking("chars", 100, 100)
    with pytest.raises(ValueError, match="'kind' must be one of"):
        Chunking.parse("sentences")


def test_passage_qrels_grade_the_chunks(labs):
    qrels = labs["en"].qrels("article")
    assert {q: {p.split("#")[0]: g for p, g in d.items()} for q, d in qrels.items()} == labs["en"].doc_qrels()


@pytest.mark.parametrize("retriever", ["bm25", "hybrid_rrf", "hybrid_weighted"])
def test_runs_are_deterministic(retriever):
    """A run built twice from scratch (fresh indexes, fresh embedder) is identical, scores included."""
    import ragmetrics_course.lab.pipeline as pipeline

    runs = []
    for _ in range(2):
        pipeline._SHARED.clear()
        lab = Lab("zh", embedder=HashingEmbedder(dim=256))
        runs.append(lab.run(retriever, "chars:300/60", weight=0.3))
    assert runs[0] == runs[1]
    assert all(run_docs for run_docs in runs[0].values())


def test_a_parameter_change_does_not_reindex(labs):
    lab = labs["es"]
    index = lab.bm25_index("paragraph")
    lab.run("bm25", "paragraph", depth=20)
    lab.run("bm25", "paragraph", depth=50, rerank_n=10)
    assert lab.bm25_index("paragraph") is index
    assert Lab("es").bm25_index("paragraph") is index  # shared by every Lab of the language


def test_hybrids_of_a_run_with_itself_keep_its_order(labs):
    run = labs["en"].run("bm25", "paragraph", depth=50)
    for fused in (fuse_rrf([run, run]), fuse_rrf([run, run], k=0), fuse_weighted([run, run], [0.3, 0.7])):
        assert {q: rm.rank(d) for q, d in fused.items() if d} == {q: rm.rank(d) for q, d in run.items() if d}


def test_weighted_hybrid_at_the_ends_is_one_retriever():
    lab = Lab("en", embedder=HashingEmbedder(dim=256))
    bm25 = lab.run("bm25", "paragraph", depth=30)
    at_zero = lab.run("hybrid_weighted", "paragraph", depth=30, weight=0.0)
    for qid, docs in bm25.items():
        # BM25's lowest score normalises to 0 and ties with the passages only dense found: compare the rest
        fused = at_zero[qid]
        assert ([doc for doc in rm.rank(fused) if fused[doc] > 0]
                == [doc for doc in rm.rank(docs) if docs[doc] > min(docs.values())])


@pytest.mark.parametrize("n", [5, 10, 30])
def test_oracle_reranker_keeps_recall_at_n_and_reaches_the_ceiling(labs, n):
    lab = labs["en"]
    qrels = lab.qrels("paragraph")
    first = lab.run("bm25", "paragraph", depth=100)
    oracle = oracle_rerank(first, qrels, n=n)
    before = rm.evaluate(qrels, first, [f"R@{n}", f"nDCG@{n}"])
    after = rm.evaluate(qrels, oracle, [f"R@{n}", f"nDCG@{n}"])
    for qid in after.per_query:
        assert after.per_query[qid][f"R@{n}"] == before.per_query[qid][f"R@{n}"]
        assert after.per_query[qid][f"nDCG@{n}"] >= before.per_query[qid][f"nDCG@{n}"] - 1e-12
        # the ceiling: the first stage's top n sorted by grade, against the ideal over all judgments
        candidates = sorted(rm.rank(first[qid])[:n], key=lambda doc: -qrels[qid].get(doc, 0))
        ceiling = rm.ndcg_at_k(candidates, qrels[qid], k=n) if candidates else 0.0
        assert after.per_query[qid][f"nDCG@{n}"] == pytest.approx(ceiling, abs=1e-12)
    assert lab.run("bm25", "paragraph", rerank_n=n) == oracle


def test_the_three_languages_hold_the_same_queries(labs):
    kinds = {lang: [(q.query_id, q.kind) for q in lab.queries] for lang, lab in labs.items()}
    assert kinds["en"] == kinds["es"] == kinds["zh"] and len(kinds["en"]) == 70
    runs = {lang: lab.run("bm25", "article") for lang, lab in labs.items()}
    assert set(runs["en"]) == set(runs["es"]) == set(runs["zh"])


def test_evaluation_equals_evaluate_on_the_run_read_back_from_a_trec_file(labs, tmp_path):
    lab = labs["zh"]
    measures = ["nDCG@10", "R@10", "RR", "HitRate@10"]
    for name, run in {"bm25": lab.run("bm25", "paragraph"),
                      "rrf": fuse_rrf([lab.run("bm25", "paragraph"), lab.run("bm25", "article")]),
                      "oracle": lab.run("bm25", "paragraph", rerank_n=20)}.items():
        path = tmp_path / f"{name}.run"
        rm.write_run(run, path, tag=name)
        lab_numbers = lab.evaluate(run, measures, "paragraph")
        from_file = rm.evaluate(lab.qrels("paragraph"), rm.read_run(path), measures)
        assert lab_numbers.mean == from_file.mean
        assert dict(lab_numbers.per_query) == dict(from_file.per_query)


def test_the_cli_reads_a_lab_run(labs, tmp_path):
    lab = labs["es"]
    run = lab.run("bm25", "article", level="doc")
    rm.write_run(run, tmp_path / "bm25.run")
    lab.collection.write_trec_qrels(tmp_path / "qrels")
    out = subprocess.run([sys.executable, "-m", "ragmetrics", "eval", str(tmp_path / "qrels"),
                          str(tmp_path / "bm25.run"), "-m", "nDCG@10"],
                         capture_output=True, text=True, check=True).stdout
    expected = lab.evaluate(run, ["nDCG@10"], level="doc").mean["nDCG@10"]
    assert f"{expected:.4f}" in out


def test_tokenizer_folds_accents_and_cuts_chinese_into_bigrams():
    assert tokenize("Devolución en días", "es", stem=False) == tokenize("devolucion en DIAS", "es", stem=False)
    assert tokenize("退款政策", "zh") == ["退款", "款政", "政策"]
    # jieba's words (its dictionary ships with it), as a reader cuts the sentence; punctuation dropped
    assert tokenize("我想申请退款，运费谁承担？", "zh", zh_scheme="jieba") == ["我", "想", "申请", "退款", "运费", "谁", "承担"]
    assert tokenize("电子发票怎么开", "zh", zh_scheme="jieba") == ["电子", "发票", "怎么", "开"]
    # the typo 退宽 (for 退款) leaves jieba two single characters; bigrams still share 能退 with the article
    typo = tokenize("数字商品几天内能退宽", "zh", zh_scheme="jieba")
    assert typo[:3] == ["数字", "商品", "几天"] and typo[-2:] == ["退", "宽"]
    assert "能退" in tokenize("数字商品几天内能退宽", "zh") and "能退" not in typo
    with pytest.raises(ValueError, match="'zh_scheme' must be one of"):
        tokenize("x", "zh", zh_scheme="words")


def test_dense_index_is_cosine_similarity():
    index = DenseIndex(["refund in 30 days", "shipping costs"], embedder=HashingEmbedder(dim=128))
    scores = index.scores(["refund in 30 days"])
    assert scores[0, 0] == pytest.approx(1.0) and scores[0, 1] < scores[0, 0]


def test_ragmetrics_does_not_import_the_lab():
    out = subprocess.run([sys.executable, "-c", "import ragmetrics, sys; print(' '.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout.split()
    assert not {"ragmetrics_course.lab", "bm25s", "jieba"} & set(out)


def test_failures_are_the_queries_without_a_relevant_passage_in_the_top_k(labs):
    lab = labs["en"]
    run = lab.run("bm25", "paragraph")
    k = 5
    missed = lab.failures(run, "paragraph", k=k)
    hits = rm.evaluate(lab.qrels("paragraph"), run, [f"HitRate@{k}"]).per_query
    assert {row["query_id"] for row in missed} == {q for q, v in hits.items() if v[f"HitRate@{k}"] == 0}
    for row in missed:
        assert row["first_relevant_rank"] is None or row["first_relevant_rank"] > k
        assert all(grade == 0 for _, grade in row["top"])
