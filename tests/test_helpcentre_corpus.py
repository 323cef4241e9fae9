"""The help-centre corpus (course/ragmetrics_course/datasets/helpcentre): its checks, its loader, and the span rule."""

import json
import re
import sys
import tomllib
from pathlib import Path

import pytest

import ragmetrics as rm
from ragmetrics_course import datasets
from ragmetrics_course.datasets import check_helpcentre
from ragmetrics_course.datasets.helpcentre import (
    LANGS,
    PASSES,
    Doc,
    HelpCentre,
    Qrel,
    Query,
    judgment_pairs,
    passage_grade,
)

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
    patterns = tomllib.loads((ROOT / "course" / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    shipped = patterns["ragmetrics_course.datasets"]
    base = ROOT / "course" / "ragmetrics_course" / "datasets"
    for path in (base / "helpcentre").rglob("*"):
        if path.is_file():
            assert any(path.relative_to(base).match(p) for p in shipped), path


def test_datasheet_counts_match_the_data():
    """The datasheet's composition table states the numbers of the files (it must be updated with them)."""
    text = (ROOT / "course" / "ragmetrics_course" / "datasets" / "helpcentre" / "DATASHEET.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:5]]
            for line in text.splitlines() if line.startswith("| ") and line.count("|") == 5}
    for i, lang in enumerate(LANGS):
        hc = HelpCentre(lang)
        words = sum(check_helpcentre.word_count(d.text, lang) for d in hc.docs_iter())
        assert rows["articles (`docs.jsonl`)"][i] == str(hc.docs_count())
        assert rows["queries (`queries.jsonl`)"][i] == str(hc.queries_count())
        for label, pass_ in (("answer spans (pass A)", "a"), ("answer spans (pass B)", "b"),
                             ("answer spans (adjudicated: the qrels)", "adjudicated")):
            assert rows[label][i] == str(len(list(HelpCentre(lang, pass_=pass_).spans_iter())))
        assert rows["words (total)"][i].split()[0] == f"{round(words):,}"


# --- Two passes and their adjudication -------------------------------------------------------------

ANNOTATIONS = ROOT / "course" / "ragmetrics_course" / "datasets" / "helpcentre" / "annotations"
sys.path.insert(0, str(ROOT / "tools" / "helpcentre"))
import adjudicate  # noqa: E402  (tools/helpcentre/adjudicate.py)


def _article_grades(pass_):
    return {lang: HelpCentre(lang, pass_=pass_).qrels_dict() for lang in LANGS}


def test_loader_reads_the_adjudicated_qrels_by_default():
    assert HelpCentre("en").pass_ == "adjudicated" and datasets.load("helpcentre").pass_ == "adjudicated"
    rows = [json.loads(line) for line in (ANNOTATIONS / "adjudicated.jsonl").read_text().splitlines()]
    assert len(list(HelpCentre("zh").spans_iter())) == sum(r["lang"] == "zh" for r in rows)
    assert "pass_='adjudicated'" in repr(HelpCentre("es"))


@pytest.mark.parametrize("pass_", list(PASSES))
def test_each_pass_loads_with_pass_(pass_):
    """pass_="a" and "b" load the passes as they were; every iterator and qrels form follows the choice."""
    hc = datasets.load("helpcentre", lang="es", pass_=pass_)
    rows = [json.loads(line) for line in (ANNOTATIONS / PASSES[pass_]).read_text().splitlines()]
    spans = {(r["query_id"], r["doc_id"], r["start"], r["end"], r["grade"]) for r in rows if r["lang"] == "es"}
    assert set(hc.spans_iter()) == spans
    assert {(q.query_id, q.doc_id, q.relevance) for q in hc.qrels_iter()} == {
        (q, d, g) for q, judged in hc.qrels_dict().items() for d, g in judged.items()}
    whole = [(f"{d.doc_id}#all", d.doc_id, 0, len(d.text)) for d in hc.docs_iter()]
    assert {q: {p.split("#")[0]: g for p, g in j.items()} for q, j in hc.passage_qrels(whole).items()} == \
        hc.qrels_dict()


def test_unknown_pass_is_refused():
    with pytest.raises(ValueError, match="'pass_' must be one of 'adjudicated', 'a', 'b' \\(got 'c'\\)"):
        HelpCentre("en", pass_="c")


def test_the_passes_differ_where_adjudication_decided():
    """The example the docstring shows: q16 plus-overview is 2 in pass A, 3 in pass B and adjudicated."""
    a, b, adj = (HelpCentre("en", pass_=p).qrels_dict() for p in ("a", "b", "adjudicated"))
    assert (a["q16"]["plus-overview"], b["q16"]["plus-overview"], adj["q16"]["plus-overview"]) == (2, 3, 3)
    assert "promos-welcome" in a["q05"] and "promos-welcome" not in adj["q05"]      # sided with B: unmarked
    assert adj["q07"]["returns-policy"] == 2 and b["q07"]["returns-policy"] == 3     # sided with A


def test_adjudicated_grades_follow_the_decisions_in_every_language():
    """Agreed article grades are kept; a disagreement gets the grade of the pass its decision sides with."""
    a, b, adj = (_article_grades(p) for p in ("a", "b", "adjudicated"))
    for lang in LANGS:
        pairs = {(q, d) for qrels in (a[lang], b[lang]) for q, judged in qrels.items() for d in judged}
        for q, d in pairs:
            ga, gb = a[lang].get(q, {}).get(d, 0), b[lang].get(q, {}).get(d, 0)
            final = adj[lang].get(q, {}).get(d, 0)
            if ga == gb:
                assert final == ga, (lang, q, d)
            else:
                side, da, db, reason = adjudicate.DECISIONS[q, d]
                assert (da, db) == (ga, gb) and reason
                assert final == (ga if side == "a" else gb), (lang, q, d)


def test_adjudicate_script_reproduces_the_shipped_file():
    """tools/helpcentre/adjudicate.py writes exactly adjudicated.jsonl, with every decision used once."""
    spans, problems = adjudicate.adjudicate()
    assert problems == []
    shipped = [json.loads(line) for line in (ANNOTATIONS / "adjudicated.jsonl").read_text().splitlines()]
    assert spans == shipped


def test_checker_finds_a_span_that_is_in_neither_pass(tmp_path):
    """The checker reads all three files: an adjudicated span moved by hand, or a missing file, is reported."""
    base = ROOT / "course" / "ragmetrics_course" / "datasets" / "helpcentre"
    for lang in LANGS:
        (tmp_path / lang).mkdir()
        for name in ("docs.jsonl", "queries.jsonl"):
            (tmp_path / lang / name).write_bytes((base / lang / name).read_bytes())
    (tmp_path / "annotations").mkdir()
    for name in ("pass_a.jsonl", "pass_b.jsonl"):
        (tmp_path / "annotations" / name).write_bytes((ANNOTATIONS / name).read_bytes())
    assert "adjudicated.jsonl: missing or empty" in check_helpcentre.problems(tmp_path)
    rows = [json.loads(line) for line in (ANNOTATIONS / "adjudicated.jsonl").read_text().splitlines()]
    rows[0]["end"] -= 1
    rows[1]["grade"] = 5
    (tmp_path / "annotations" / "adjudicated.jsonl").write_text("\n".join(map(json.dumps, rows)) + "\n")
    found = check_helpcentre.problems(tmp_path)
    assert any("neither pass A's nor pass B's" in p for p in found)
    assert any(p.startswith("adjudicated.jsonl: span") and "grade 5" in p for p in found)


@pytest.mark.parametrize("lang", LANGS)
def test_judgment_pairs_cover_every_item_either_pass_judged(lang):
    items, a, b = judgment_pairs(lang)
    qa, qb = HelpCentre(lang, pass_="a").qrels_dict(), HelpCentre(lang, pass_="b").qrels_dict()
    assert set(items) == {(q, d) for qrels in (qa, qb) for q, judged in qrels.items() for d in judged}
    assert all(x or y for x, y in zip(a, b))            # unjudged by both is not an item
    assert a == [qa.get(q, {}).get(d, 0) for q, d in items]
    items_p, pa, pb = judgment_pairs(lang, "paragraph")
    assert all("#" in p for _, p in items_p) and len(pa) == len(pb) == len(items_p)
    with pytest.raises(ValueError, match="'level'"):
        judgment_pairs(lang, "sentence")


def test_paragraphs_are_the_non_blank_lines():
    hc = HelpCentre("zh")
    store = hc.docs_store()
    for passage_id, doc_id, start, end in hc.paragraphs():
        text = store[doc_id].text
        assert passage_id.startswith(doc_id + "#") and text[start:end].strip()
        assert "\n" not in text[start:end] and (start == 0 or text[start - 1] == "\n")


def _markdown_tables(text):
    tables, current = [], []
    for line in text.splitlines() + [""]:
        if line.startswith("|"):
            current.append(line)
        elif current:
            tables.append("\n".join(current))
            current = []
    return tables


def test_adjudication_md_states_the_measured_agreement_and_every_decision():
    """ADJUDICATION.md's kappa tables are the script's output; each decision has its line; counts agree."""
    text = (ANNOTATIONS / "ADJUDICATION.md").read_text(encoding="utf-8")
    tables = _markdown_tables(text)
    for generated in (adjudicate.agreement_table(), adjudicate.versus_adjudicated_table(), adjudicate.span_overlap()):
        assert generated in tables
    for (q, d), (side, ga, gb, reason) in adjudicate.DECISIONS.items():
        final = ga if side == "a" else gb
        assert f"- {q} {d}: A {ga}, B {gb} -> **{final}** ({side.upper()}): {reason}" in text
    n_a = sum(side == "a" for side, *_ in adjudicate.DECISIONS.values())
    assert f"| decided for pass A / pass B | {n_a} / {len(adjudicate.DECISIONS) - n_a} |" in text
    for (q, d), (side, grade, reason) in adjudicate.SPAN_DECISIONS.items():
        assert f"- {q} {d}: A {grade}, B {grade}, spans differ -> **{grade}** ({side.upper()}'s spans): {reason}" in text


@pytest.mark.parametrize("lang", LANGS)
def test_q31_price_protection_opening_paragraph_is_graded_in_every_language(lang):
    """A span decision: the article's opening paragraph ("we refund the difference") answers part of q31;
    pass A left it unjudged, so BM25's first passage for q31 counted as a miss in every language."""
    paragraphs = list(HelpCentre(lang).paragraphs())
    graded = HelpCentre(lang).passage_qrels(paragraphs)["q31"]
    before = HelpCentre(lang, pass_="a").passage_qrels(paragraphs)["q31"]
    assert graded["promos-price-protection#0"] == 2 and "promos-price-protection#0" not in before
    assert {d: g for d, g in HelpCentre(lang).qrels_dict()["q31"].items()} == \
        HelpCentre(lang, pass_="a").qrels_dict()["q31"]  # the article grades do not change


def test_q67_asks_the_same_thing_in_every_language():
    """The Spanish q67 asked about a parcel locker; en and zh ask what to take to a pickup point."""
    texts = {lang: {q.query_id: q.text for q in HelpCentre(lang).queries_iter()}["q67"] for lang in LANGS}
    assert all("pickup point" in texts[lang] or "punto de recogida" in texts[lang] for lang in LANGS), texts
    assert "locker" not in texts["es"]


def test_kappa_between_the_passes_as_the_datasheet_states():
    """The datasheet's kappas (article level, en) are what ragmetrics.agreement measures on the passes."""
    _, a, b = judgment_pairs("en")
    scale = [0, 1, 2, 3]
    measured = (rm.cohen_kappa(a, b, labels=scale), rm.cohen_kappa(a, b, weights="quadratic", labels=scale),
                rm.cohen_kappa([g >= 2 for g in a], [g >= 2 for g in b]), rm.agreement(a, b).raw)
    text = (ROOT / "course" / "ragmetrics_course" / "datasets" / "helpcentre" / "DATASHEET.md").read_text(encoding="utf-8")
    stated = re.search(r"kappa 0\.(\d+)\*\*, quadratic-weighted 0\.(\d+), binary \(grade >= 2\) 0\.(\d+), "
                       r"raw agreement 0\.(\d+)", text)
    assert stated, "the datasheet's agreement sentence changed"
    assert [f"{m:.3f}" for m in measured] == [f"0.{d}" for d in stated.groups()]


def test_build_reproduces_pass_a_and_leaves_the_other_passes_alone():
    """tools/helpcentre/build.py turns the sources into the shipped docs and pass A; it writes no other pass."""
    sys.path.insert(0, str(ROOT / "tools" / "helpcentre"))
    import build

    spans = []
    for lang in LANGS:
        docs = build.read_docs(lang)
        shipped = [json.loads(line) for line in (build.OUT / lang / "docs.jsonl").read_text().splitlines()]
        assert docs == shipped
        _, found, problems = build.read_queries(lang, {d["doc_id"]: d["text"] for d in docs})
        assert problems == []
        spans += found
    assert spans == [json.loads(line) for line in (ANNOTATIONS / "pass_a.jsonl").read_text().splitlines()]
    source = (ROOT / "tools" / "helpcentre" / "build.py").read_text()
    assert re.findall(r'"annotations" / "([^"]+)"', source) == ["pass_a.jsonl"]


@pytest.mark.parametrize("pass_", [["a"], {"a": 1}, None, 1])
def test_a_pass_that_is_not_a_name_is_refused_with_the_choices(pass_):
    """Issue 25 L2: load(..., pass_=['a']) raised "unhashable type: 'list'"."""
    with pytest.raises(ValueError, match=r"'pass_' must be one of 'adjudicated', 'a', 'b'"):
        datasets.load("helpcentre", "en", pass_=pass_)


@pytest.mark.parametrize("passages, fragment", [
    ([("p1", "d1", 0)], r"passage 0 .*\(passage_id, doc_id, start, end\)"),
    ([("p1", "d1", 0, 5), "p2"], r"passage 1 .*\(passage_id, doc_id, start, end\)"),
    ([("p1", "d1", "0", 5)], r"passage 0: start and end must be ints"),
])
def test_passage_qrels_names_a_malformed_passage(passages, fragment):
    """Issue 25 L2: 3-tuples raised "not enough values to unpack (expected 4, got 3)"."""
    with pytest.raises((ValueError, TypeError), match=fragment):
        datasets.load("helpcentre", "en").passage_qrels(passages)
