"""The help centre's answer set (course/ragmetrics_course/datasets/helpcentre/answers): its files, its rules,
its loader, and that its extractive answers are what the lab's code produces."""

import json
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from ragmetrics.generation.citations import split_citations
from ragmetrics.generation.text import extract_numbers
from ragmetrics.retrieval.ranking import rank
from ragmetrics_course import datasets
from ragmetrics_course.datasets import helpcentre as hc_module
from ragmetrics_course.datasets.helpcentre import ANSWER_KINDS, LANGS, HelpCentre
from ragmetrics_course.lab import Lab, chunk_docs
from ragmetrics_course.lab.generate import extractive_answer

ROOT = Path(__file__).resolve().parents[1]
BASE = ROOT / "course" / "ragmetrics_course" / "datasets" / "helpcentre"
sys.path.insert(0, str(ROOT / "tools" / "helpcentre"))
import build_answers  # noqa: E402  (tools/helpcentre/build_answers.py)

WRITTEN_BY = "written for the course by an LLM assistant"


@pytest.fixture(scope="module")
def sets():
    return {lang: list(HelpCentre(lang).answers_iter()) for lang in LANGS}


def _paraphrases(answers):
    return {a.query_id: a for a in answers if a.kind == "paraphrase"}


def test_ids_are_unique_and_the_same_in_every_language(sets):
    ids = {lang: [a.answer_id for a in answers] for lang, answers in sets.items()}
    assert len(set(ids["en"])) == len(ids["en"]) > 300
    assert ids["es"] == ids["en"] and ids["zh"] == ids["en"]
    assert all(a.answer_id == f"{a.query_id}.{a.kind}" and a.lang == lang for lang in LANGS for a in sets[lang])
    nuggets = {lang: [(n.nugget_id, n.importance) for n in HelpCentre(lang).nuggets_iter()] for lang in LANGS}
    assert nuggets["es"] == nuggets["en"] == nuggets["zh"]


def test_every_judged_question_has_five_to_eight_answers_and_the_unanswerable_a_refusal(sets):
    hc = HelpCentre("en")
    judged = set(hc.qrels_dict())
    per_question = Counter(a.query_id for a in sets["en"])
    assert len(judged) == 63
    assert all(5 <= per_question[q] <= 8 for q in judged), {q: per_question[q] for q in judged}
    unanswerable = {q.query_id for q in hc.queries_iter() if q.kind == "unanswerable"}
    assert {(a.query_id, a.kind) for a in sets["en"] if a.query_id in unanswerable} == \
        {(q, k) for q in unanswerable for k in ("extractive", "refusal")}
    vital = {n.query_id for n in hc.nuggets_iter() if n.importance == "vital"}
    assert vital == judged and not {n.query_id for n in hc.nuggets_iter()} & unanswerable


@pytest.mark.parametrize("lang", LANGS)
def test_citations_are_passages_of_the_paragraph_chunking_and_markers_index_them(sets, lang):
    known = {p.passage_id for p in chunk_docs(HelpCentre(lang).docs_iter(), "paragraph")}
    for a in sets[lang]:
        assert set(a.citations) <= known, a.answer_id
        marked = sorted({n for _, cited in split_citations(a.text) for n in cited}) if a.text else []
        assert marked == list(range(1, len(a.citations) + 1)), (a.answer_id, marked, a.citations)


def test_kinds_systems_and_provenance_are_as_declared(sets):
    for answers in sets.values():
        assert set(Counter(a.kind for a in answers)) == set(ANSWER_KINDS)
        for a in answers:
            if a.kind == "extractive":
                assert a.system == "extractive" and a.retriever == "bm25" and a.k == 5 and a.chunking == "paragraph"
                assert "extractive_answer" in a.made_by and len(a.retrieved) <= 5
            else:
                assert a.system == "written" and a.made_by == WRITTEN_BY and a.retriever is None
            if a.kind in ("refusal", "missing_citation"):
                assert a.citations == [] and "[" not in a.text


def test_derived_kinds_differ_from_the_paraphrase_in_one_controlled_way(sets):
    for answers in sets.values():
        para = _paraphrases(answers)
        for a in answers:
            if a.kind == "missing_citation":
                assert re.sub(r"\s*(\[\d+\])+", "", para[a.query_id].text) == a.text
            if a.kind == "wrong_citation":
                p = para[a.query_id]
                assert a.text == p.text and a.citations != p.citations and len(a.citations) == len(p.citations)
            if a.kind == "unsupported_addition":
                assert a.text.startswith(para[a.query_id].text) and len(a.text) > len(para[a.query_id].text)


@pytest.mark.parametrize("lang", LANGS)
def test_extractive_answers_reproduce_from_the_lab_code(sets, lang):
    """BM25 on paragraphs, the top 5, the extractive generator: the file's text (without its [1]) and citation."""
    lab = Lab(lang)
    run = lab.run("bm25", "paragraph")
    texts = {p.passage_id: p.text for p in lab.passages("paragraph")}
    shipped = {a.query_id: a for a in sets[lang] if a.kind == "extractive"}
    assert set(shipped) == set(lab.qids)
    for query in lab.queries:
        top = rank(run[query.query_id])[:5]
        answer = shipped[query.query_id]
        assert answer.retrieved == top and answer.citations == top[:1]
        assert re.sub(r"\s*\[1\]", "", answer.text) == extractive_answer(query.text, [texts[p] for p in top])


def test_sources_rebuild_the_shipped_files_and_every_rule_holds():
    answers, nuggets, problems = build_answers.build()
    assert problems == []
    for lang in LANGS:
        assert answers[lang] == build_answers.shipped("answers", lang)
        assert nuggets[lang] == build_answers.shipped("answers/nuggets", lang)


def test_datasheet_counts_match_the_files(sets):
    text = (BASE / "DATASHEET.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:5]]
            for line in text.splitlines() if line.startswith("| ") and line.count("|") == 5}
    for i, lang in enumerate(LANGS):
        counts = Counter(a.kind for a in sets[lang])
        for kind in ANSWER_KINDS:
            assert rows[f"`{kind}`"][i] == str(counts[kind]), (lang, kind)
        assert rows["answers (all kinds)"][i] == str(len(sets[lang]))
        importance = Counter(n.importance for n in HelpCentre(lang).nuggets_iter())
        assert rows["nuggets (vital / okay)"][i] == f"{importance['vital']} / {importance['okay']}"


def _values(text):
    """The numbers a text states, its [n] citation markers left out."""
    return Counter(n.value for n in extract_numbers(re.sub(r"\[\d+\]", "", text)))


@pytest.mark.parametrize("lang", LANGS)
def test_wrong_numbers_differ_from_the_reference(sets, lang):
    """The figure a wrong_number answer introduces is in neither its paraphrase nor the question's answer spans."""
    hc = HelpCentre(lang)
    docs = hc.docs_store()
    span_values: dict = {}
    for s in hc.spans_iter():
        if s.grade >= 2:
            span_values.setdefault(s.query_id, set()).update(_values(docs[s.doc_id].text[s.start:s.end]))
    para = _paraphrases(sets[lang])
    wrong = [a for a in sets[lang] if a.kind == "wrong_number"]
    assert len(wrong) > 40
    for a in wrong:
        introduced = set(_values(a.text) - _values(para[a.query_id].text))
        assert introduced, a.answer_id
        assert introduced - span_values[a.query_id], (a.answer_id, introduced)


@pytest.mark.parametrize("lang", LANGS)
def test_outdated_answers_cite_and_follow_the_outdated_page(sets, lang):
    """Each cites returns-policy-2025, states one of its superseded figures (60 or 14 days; 15 February), and
    every figure it states is in the outdated passages it cites."""
    hc = HelpCentre(lang)
    texts = {p.passage_id: p.text for p in chunk_docs(hc.docs_iter(), "paragraph")}
    outdated = [a for a in sets[lang] if a.kind == "outdated_policy"]
    assert len(outdated) >= 10
    for a in outdated:
        assert a.citations and all(c.startswith("returns-policy-2025#") for c in a.citations), a.answer_id
        stated = set(_values(a.text))
        assert stated & {60.0, 14.0, 15.0}, a.answer_id
        cited = set().union(*(_values(texts[c]) for c in a.citations))
        assert stated <= cited, (a.answer_id, stated - cited)
    assert sum("60" in a.text for a in outdated) >= 8


def test_no_text_calls_an_llm_assistants_work_human():
    files = [BASE / "answers" / "GUIDELINES.md", ROOT / "tools" / "helpcentre" / "build_answers.py"]
    files += [BASE / "answers" / f"{lang}.jsonl" for lang in LANGS]
    files += [BASE / "answers" / "nuggets" / f"{lang}.jsonl" for lang in LANGS]
    files += sorted((ROOT / "tools" / "helpcentre" / "src" / "answers").glob("*.jsonl"))
    datasheet = (BASE / "DATASHEET.md").read_text(encoding="utf-8")
    section = datasheet[datasheet.index("## The answer set"):]
    texts = [path.read_text(encoding="utf-8") for path in files] + [section]
    for text in texts:
        assert not re.search(r"\bhuman|\bhumano|人工标注|人类", text, re.IGNORECASE)
    assert "written for the course by an LLM assistant" in section and "LLM assistant" in texts[0]


def test_labels_missing_pass_gives_an_empty_list_with_a_message():
    hc = datasets.load("helpcentre", lang="es")
    for pass_ in ("a", "b", "adjudicated"):
        if not (BASE / "answers" / "annotations" / hc_module.ANSWER_PASSES[pass_]).exists():
            with pytest.warns(UserWarning, match=r"no answer labels for pass .* not in"):
                assert hc.answer_labels(pass_=pass_) == []
    with pytest.raises(ValueError, match="'pass_' must be one of"):
        hc.answer_labels(pass_="c")


def _fake_data(tmp_path, monkeypatch, lines):
    (tmp_path / "answers" / "annotations").mkdir(parents=True)
    (tmp_path / "answers" / "en.jsonl").write_bytes((BASE / "answers" / "en.jsonl").read_bytes())
    (tmp_path / "answers" / "annotations" / "pass_a.jsonl").write_text("\n".join(map(json.dumps, lines)) + "\n")
    monkeypatch.setattr(hc_module, "DATA", tmp_path)


def test_labels_load_and_bad_lines_are_named(tmp_path, monkeypatch):
    good = {"answer_id": "q01.outdated_policy", "lang": "en", "correct": 0, "faithful": 1, "citation_support": "full",
            "annotator": "annotator A (an LLM assistant working from the guidelines)"}
    other = dict(good, lang="es")
    hc = HelpCentre("en")  # the corpus loads from the package; the labels from the fake folder
    _fake_data(tmp_path, monkeypatch, [good, other])
    labels = hc.answer_labels(pass_="a")
    assert [(x.answer_id, x.correct, x.faithful, x.citation_support) for x in labels] == \
        [("q01.outdated_policy", 0, 1, "full")]
    for field, value, message in (("faithful", 2, r"pass_a.jsonl, line 2: 'faithful' must be 0 or 1"),
                                  ("citation_support", "some", r"line 2: 'citation_support' must be one of"),
                                  ("answer_id", "q99.paraphrase", r"unknown answer 'q99.paraphrase'")):
        (tmp_path / "answers" / "annotations" / "pass_a.jsonl").write_text(
            json.dumps(good) + "\n" + json.dumps(dict(good, **{field: value})) + "\n")
        with pytest.raises(ValueError, match=message):
            hc.answer_labels(pass_="a")


def test_annotation_sheet_is_blind_and_unblinds_to_the_same_answers(tmp_path):
    sheet = build_answers.sheet("zh")
    answers = {a.answer_id: a for a in HelpCentre("zh").answers_iter()}
    assert len(sheet) == len(answers) and all("kind" not in row and "system" not in row for row in sheet)
    assert [row["item"] for row in sheet[:2]] == ["zh-001", "zh-002"]
    labels = tmp_path / "labels.jsonl"
    labels.write_text("".join(json.dumps({"item": row["item"], "correct": 1}) + "\n" for row in sheet[:20]))
    for row, back in zip(sheet, build_answers.unblind(labels)):
        assert answers[back["answer_id"]].text == row["text"] and back["lang"] == "zh" and back["correct"] == 1
    labels.write_text(json.dumps({"item": "zh-999"}) + "\n")
    with pytest.raises(ValueError, match="no item 'zh-999'"):
        build_answers.unblind(labels)


def test_the_datasheet_states_the_passes_agreement_as_the_files_give_it():
    """The kappa table of the answer set's DATASHEET section is the agreement of pass A and pass B, recomputed
    here with scikit-learn (the reference for Cohen's kappa)."""
    import re

    from sklearn.metrics import cohen_kappa_score

    text = (ROOT / "course" / "ragmetrics_course" / "datasets" / "helpcentre" / "DATASHEET.md").read_text(encoding="utf-8")
    for label in ("correct", "faithful", "citation_support"):
        row = re.search(rf"^\| `{label}` \| (.+) \|$", text, re.M).group(1).split(" | ")
        for lang, cell in zip(("en", "es", "zh"), row):
            hc = datasets.load("helpcentre", lang=lang)
            a = {x.answer_id: getattr(x, label) for x in hc.answer_labels(pass_="a")}
            b = {x.answer_id: getattr(x, label) for x in hc.answer_labels(pass_="b")}
            assert a.keys() == b.keys() == {x.answer_id for x in hc.answers_iter()}
            ids = sorted(a)
            kappa = cohen_kappa_score([str(a[i]) for i in ids], [str(b[i]) for i in ids])
            assert cell == f"{kappa:.3f} ({sum(a[i] != b[i] for i in ids)})", (label, lang)


def test_the_adjudication_keeps_agreed_labels_and_decides_every_disagreement():
    for lang in ("en", "es", "zh"):
        hc = datasets.load("helpcentre", lang=lang)
        a, b, adj = ({x.answer_id: x for x in hc.answer_labels(pass_=p)} for p in ("a", "b", "adjudicated"))
        for answer_id, final in adj.items():
            fields = ("correct", "faithful", "citation_support")
            agreed = all(getattr(a[answer_id], f) == getattr(b[answer_id], f) for f in fields)
            if agreed:
                assert all(getattr(final, f) == getattr(a[answer_id], f) for f in fields)
            else:
                assert final.annotator.startswith("adjudicator (an LLM assistant")
            assert "human" not in final.annotator.lower()
