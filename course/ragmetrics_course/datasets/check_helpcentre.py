"""Checks on the help-centre corpus; ``python -m ragmetrics_course.datasets.check_helpcentre`` prints the problems.

* every doc has the fields, a known status, and 150-600 words. Words: en/es split on whitespace;
  zh = CJK characters / 1.6 + runs of Latin letters or digits (the course's stated rule);
* the three languages hold the same doc ids and the same query ids, each query of the same kind;
The span checks run on each of the three annotation files (``ANNOTATION_FILES``: pass A, pass B and
the adjudicated qrels), and each problem names its file:

* every span: known query and doc, 0 <= start < end <= len(text), text not blank, grade 0-3; a span
  of an outdated article has grade <= 1; no span twice;
* every answerable query (kind != "unanswerable") has a span of grade >= 2 in every language, and an
  unanswerable one has no span;
* a query's article-level grades (max span grade per article) are the same in every language: the
  languages state the same facts in the same articles.

And the adjudication is made of the passes (annotations/ADJUDICATION.md): each (language, query,
article) of ``adjudicated.jsonl`` holds exactly pass A's spans or exactly pass B's spans for it, and
where the two passes give an article the same grade, the adjudicated file gives it that grade too.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent / "helpcentre"
LANGS = ("en", "es", "zh")
KINDS = {"plain", "paraphrase", "multi_passage", "typo", "mixed_language", "unanswerable"}
MIN_WORDS, MAX_WORDS = 150, 600
ANNOTATION_FILES = ("pass_a.jsonl", "pass_b.jsonl", "adjudicated.jsonl")
_CJK = re.compile(r"[\u3400-\u9fff]")
_LATIN = re.compile(r"[A-Za-z0-9]+(?:[.,'’-][A-Za-z0-9]+)*")


def word_count(text: str, lang: str) -> float:
    """Words in ``text``: whitespace tokens for en/es; for zh, CJK characters / 1.6 + Latin/digit runs."""
    if lang == "zh":
        return len(_CJK.findall(text)) / 1.6 + len(_LATIN.findall(text))
    return len(text.split())


def _jsonl(path: Path) -> list:
    if not path.exists():
        return []
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def problems(data: Path = DATA) -> list:
    found = []
    docs = {lang: _jsonl(data / lang / "docs.jsonl") for lang in LANGS}
    queries = {lang: _jsonl(data / lang / "queries.jsonl") for lang in LANGS}
    spans = _jsonl(data / "annotations" / "pass_a.jsonl")
    texts, status = {}, {}
    for lang in LANGS:
        ids = [d["doc_id"] for d in docs[lang]]
        if len(set(ids)) != len(ids):
            found.append(f"{lang}: duplicate doc ids")
        for d in docs[lang]:
            if set(d) != {"doc_id", "title", "text", "section", "updated", "status"}:
                found.append(f"{lang} {d.get('doc_id')}: fields {sorted(d)}")
            if d["status"] not in ("current", "outdated"):
                found.append(f"{lang} {d['doc_id']}: status {d['status']!r}")
            if not re.fullmatch(r"\d{4}-\d\d-\d\d", d["updated"]):
                found.append(f"{lang} {d['doc_id']}: updated {d['updated']!r}")
            words = word_count(d["text"], lang)
            if not MIN_WORDS <= words <= MAX_WORDS:
                found.append(f"{lang} {d['doc_id']}: {words:.0f} words")
            texts[lang, d["doc_id"]] = d["text"]
            status[lang, d["doc_id"]] = d["status"]
        qids = [q["query_id"] for q in queries[lang]]
        if len(set(qids)) != len(qids):
            found.append(f"{lang}: duplicate query ids")
        for q in queries[lang]:
            if q["kind"] not in KINDS or not q["text"].strip():
                found.append(f"{lang} {q['query_id']}: kind {q['kind']!r} or empty text")
    for lang in LANGS[1:]:
        for what, rows, key in (("doc", docs, "doc_id"), ("query", queries, "query_id")):
            a = {r[key] for r in rows["en"]}
            b = {r[key] for r in rows[lang]}
            if a != b:
                found.append(f"{what} ids differ en vs {lang}: only en {sorted(a - b)}, only {lang} {sorted(b - a)}")
        kinds_en = {q["query_id"]: q["kind"] for q in queries["en"]}
        for q in queries[lang]:
            if q["query_id"] in kinds_en and kinds_en[q["query_id"]] != q["kind"]:
                found.append(f"{lang} {q['query_id']}: kind {q['kind']} but en says {kinds_en[q['query_id']]}")
    kinds = {(lang, q["query_id"]): q["kind"] for lang in LANGS for q in queries[lang]}
    passes = {name: _jsonl(data / "annotations" / name) for name in ANNOTATION_FILES}
    for name, spans in passes.items():
        if not spans:
            found.append(f"{name}: missing or empty")
        found += [f"{name}: {problem}" for problem in _span_problems(spans, kinds, texts, status)]
    found += _adjudication_problems(*passes.values())
    return found


def _span_problems(spans: list, kinds: dict, texts: dict, status: dict) -> list:
    """What is wrong with one annotation file's spans (offsets, grades, coverage, languages)."""
    found = []
    best: dict = {}
    for s in spans:
        where = f"span {s['lang']} {s['query_id']} {s['doc_id']} [{s['start']}:{s['end']}]"
        text = texts.get((s["lang"], s["doc_id"]))
        if (s["lang"], s["query_id"]) not in kinds:
            found.append(f"{where}: unknown query")
        if text is None:
            found.append(f"{where}: unknown doc")
            continue
        if not (0 <= s["start"] < s["end"] <= len(text)) or not text[s["start"]:s["end"]].strip():
            found.append(f"{where}: offsets out of range or blank text")
        if s["grade"] not in (0, 1, 2, 3):
            found.append(f"{where}: grade {s['grade']!r}")
        if status[s["lang"], s["doc_id"]] == "outdated" and s["grade"] > 1:
            found.append(f"{where}: outdated article graded {s['grade']} (at most 1)")
        key = (s["lang"], s["query_id"])
        best[key] = max(best.get(key, -1), s["grade"])
    judged: dict = {}
    for s in spans:
        doc_grades = judged.setdefault((s["lang"], s["query_id"]), {})
        doc_grades[s["doc_id"]] = max(doc_grades.get(s["doc_id"], 0), s["grade"])
    for (lang, qid), doc_grades in judged.items():
        if lang != "en" and doc_grades != judged.get(("en", qid), {}):
            found.append(f"{lang} {qid}: article grades {doc_grades} differ from en {judged.get(('en', qid), {})}")
    for (lang, qid), kind in kinds.items():
        if kind == "unanswerable" and (lang, qid) in best:
            found.append(f"{lang} {qid}: unanswerable but has spans")
        if kind != "unanswerable" and best.get((lang, qid), -1) < 2:
            found.append(f"{lang} {qid}: no span of grade >= 2")
    seen = set()
    for s in spans:
        key = (s["lang"], s["query_id"], s["doc_id"], s["start"], s["end"])
        if key in seen:
            found.append(f"span {' '.join(map(str, key))}: twice")
        seen.add(key)
    return found


def _article_spans(spans: list) -> dict:
    grouped: dict = {}
    for s in spans:
        grouped.setdefault((s["lang"], s["query_id"], s["doc_id"]), set()).add(
            (s["start"], s["end"], s["grade"]))
    return grouped


def _adjudication_problems(pass_a: list, pass_b: list, adjudicated: list) -> list:
    """Each adjudicated (language, query, article) is pass A's or pass B's spans; agreed grades are kept."""
    found = []
    a, b, adj = _article_spans(pass_a), _article_spans(pass_b), _article_spans(adjudicated)
    grade = lambda spans: max((g for _, _, g in spans), default=0)  # noqa: E731
    for key in sorted(set(a) | set(b) | set(adj)):
        where = f"adjudicated.jsonl {' '.join(key)}"
        chosen = adj.get(key, set())
        if chosen not in (a.get(key, set()), b.get(key, set())):
            found.append(f"{where}: spans are neither pass A's nor pass B's (re-run tools/helpcentre/adjudicate.py)")
        ga, gb = grade(a.get(key, ())), grade(b.get(key, ()))
        if ga == gb and grade(chosen) != ga:
            found.append(f"{where}: both passes grade {ga}, adjudicated {grade(chosen)}")
    return found


def summary(data: Path = DATA) -> str:
    lines = []
    for lang in LANGS:
        docs = _jsonl(data / lang / "docs.jsonl")
        counts = [word_count(d["text"], lang) for d in docs]
        queries = _jsonl(data / lang / "queries.jsonl")
        kinds: dict = {}
        for q in queries:
            kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        n_spans = "/".join(str(sum(1 for s in _jsonl(data / "annotations" / name) if s["lang"] == lang))
                           for name in ANNOTATION_FILES)
        lines.append(f"{lang}: {len(docs)} docs ({sum(1 for d in docs if d['status'] == 'outdated')} outdated), "
                     f"words total {sum(counts):.0f}, min {min(counts, default=0):.0f}, "
                     f"max {max(counts, default=0):.0f}; {len(queries)} queries {kinds}; spans A/B/adjudicated {n_spans}")
    return "\n".join(lines)


if __name__ == "__main__":
    found = problems()
    print("\n".join(found) or "ok")
    print(summary())
    sys.exit(1 if found else 0)
