"""The help-centre corpus (ragmetrics/datasets/helpcentre): its checks, its loader, and the span rule."""

import tomllib
from pathlib import Path

import pytest

import ragmetrics as rm
from ragmetrics import datasets
from ragmetrics.datasets import check_helpcentre
from ragmetrics.datasets.helpcentre import LANGS, Doc, HelpCentre, Qrel, Query, passage_grade

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module", params=LANGS)
def hc(request):
    return datasets.load("helpcentre", lang=request.param)


def test_corpus_checks_pass():
    """Offsets in range, spans not blank, every answerable query answered in every language, same ids,
    150-600 words per article, outdated pages graded <= 1, same article grades in every language."""
    assert check_helpcentre.problems() == []


def test_iterators_yield_named_tuples(hc):
    doc = next(hc.docs_iter())
    assert isinstance(doc, Doc) and doc.doc_id == "orders-place" and doc.text
    assert isinstance(next(hc.queries_iter()), Query)
    assert isinstance(next(hc.qrels_iter()), Qrel)
    assert hc.docs_count() >= 50 and hc.queries_count() >= 60
    assert {d.status for d in hc.docs_iter()} == {"current", "outdated"}
    assert {q.relevance for q in hc.qrels_iter()} <= set(hc.qrels_defs())


def test_languages_hold_the_same_ids():
    loaded = [HelpCentre(lang) for lang in LANGS]
    assert len({tuple(d.doc_id for d in hc.docs_iter()) for hc in loaded}) == 1
    assert len({tuple((q.query_id, q.kind) for q in hc.queries_iter()) for hc in loaded}) == 1
    assert len({tuple(sorted((q, tuple(sorted(j.items()))) for q, j in hc.qrels_dict().items()))
                for hc in loaded}) == 1


def test_article_qrels_are_the_max_span_grade(hc):
    expected: dict = {}
    for span in hc.spans_iter():
        judged = expected.setdefault(span.query_id, {})
        judged[span.doc_id] = max(judged.get(span.doc_id, 0), span.grade)
    assert hc.qrels_dict() == expected
    unanswerable = {q.query_id for q in hc.queries_iter() if q.kind == "unanswerable"}
    assert unanswerable and not unanswerable & set(expected)
    outdated = {d.doc_id for d in hc.docs_iter() if d.status == "outdated"}
    assert all(grade <= 1 for judged in expected.values() for doc, grade in judged.items() if doc in outdated)


def test_seed_facts_are_in_the_corpus():
    """The course's refund example: 30 days (not 60, the outdated page), 7 days for digital products (not 30)."""
    en, zh = HelpCentre("en").docs_store(), HelpCentre("zh").docs_store()
    assert "You have 30 days from the date of delivery" in en["returns-policy"].text
    assert "60 days" in en["returns-policy-2025"].text and en["returns-policy-2025"].status == "outdated"
    assert "within 7 days of purchase" in en["returns-digital"].text
    assert "数字商品支持 7 天退款" in zh["returns-digital"].text
    qrels = HelpCentre("en").qrels_dict()
    assert qrels["q01"]["returns-policy"] == 3 and qrels["q01"]["returns-policy-2025"] == 1
    assert qrels["q02"]["returns-digital"] == 3 and qrels["q02"]["returns-policy-2025"] == 1


def test_qrels_feed_evaluate(hc):
    qrels = hc.qrels_dict()
    ideal = {q: sorted(judged, key=judged.get, reverse=True) for q, judged in qrels.items()}
    assert rm.evaluate(qrels, ideal, ["nDCG@10"]).mean["nDCG@10"] == pytest.approx(1.0)
    stale_first = {"q01": ["returns-policy-2025", "returns-policy"]}
    assert rm.evaluate(qrels, stale_first, ["P(rel=2)@1"]).mean["P(rel=2)@1"] == 0.0


def test_write_trec_qrels_round_trips(hc, tmp_path):
    path = tmp_path / "helpcentre.qrels"
    hc.write_trec_qrels(path)
    assert rm.read_qrels(path) == hc.qrels_dict()


def _chunks(hc, how):
    for doc in hc.docs_iter():
        n = len(doc.text)
        if how == "article":
            bounds = [(0, n)]
        elif how == "paragraph":
            bounds, start = [], 0
            for line in doc.text.split("\n"):
                bounds.append((start, start + len(line)))
                start += len(line) + 1
        else:
            size, overlap = how
            bounds = [(s, min(s + size, n)) for s in range(0, max(n - overlap, 1), size - overlap)]
        for i, (start, end) in enumerate(bounds):
            if doc.text[start:end].strip():
                yield f"{doc.doc_id}#{i}", doc.doc_id, start, end


@pytest.mark.parametrize("how", ["article", "paragraph", (600, 100), (300, 50), (120, 0)])
def test_any_chunking_keeps_an_answer_for_every_answerable_query(hc, how):
    qrels = hc.passage_qrels(_chunks(hc, how))
    answerable = {q.query_id for q in hc.queries_iter() if q.kind != "unanswerable"}
    unanswered = {q for q in answerable if max(qrels.get(q, {}).values(), default=0) < 2}
    assert not unanswered
    if how == "article":
        assert {q: {p.split("#")[0]: g for p, g in j.items()} for q, j in qrels.items()} == hc.qrels_dict()


def test_passage_grade_rule():
    spans = [(100, 200, 3), (150, 160, 1)]
    assert passage_grade(spans, 0, 150) == 3        # holds 50 of 100: half the span
    assert passage_grade(spans, 0, 149) == 0        # 49 of 100, and 49 of a 149-character passage
    assert passage_grade(spans, 120, 130) == 3      # inside the span: the passage is all answer
    assert passage_grade(spans, 155, 400) == 1      # 5 of the small span's 10; 45 of the big one's 100
    assert passage_grade(spans, 200, 300) == 0      # touching is not overlapping


def test_load_refuses_unknown_names():
    with pytest.raises(ValueError, match="unknown dataset"):
        datasets.load("msmarco")
    with pytest.raises(ValueError, match="'lang'"):
        datasets.load("helpcentre", lang="fr")


def test_corpus_ships_as_package_data():
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    shipped = patterns["ragmetrics.datasets"]
    base = ROOT / "ragmetrics" / "datasets"
    for path in (base / "helpcentre").rglob("*"):
        if path.is_file():
            assert any(path.relative_to(base).match(p) for p in shipped), path


def test_datasheet_counts_match_the_data():
    """The datasheet's composition table states the numbers of the files (it must be updated with them)."""
    text = (ROOT / "ragmetrics" / "datasets" / "helpcentre" / "DATASHEET.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:5]]
            for line in text.splitlines() if line.startswith("| ") and line.count("|") == 5}
    for i, lang in enumerate(LANGS):
        hc = HelpCentre(lang)
        words = sum(check_helpcentre.word_count(d.text, lang) for d in hc.docs_iter())
        assert rows["articles (`docs.jsonl`)"][i] == str(hc.docs_count())
        assert rows["queries (`queries.jsonl`)"][i] == str(hc.queries_count())
        assert rows["answer spans (pass A)"][i] == str(len(list(hc.spans_iter())))
        assert rows["words (total)"][i].split()[0] == f"{round(words):,}"
