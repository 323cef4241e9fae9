"""The course's help-centre corpus: one fictional shop (Marea), the same facts in en, es and zh.

Documents, queries and qrels as iterables of named tuples (the ir_datasets conventions). The ground
truth is kept as character spans, in three files: two independent annotation passes
(annotations/pass_a.jsonl, pass_b.jsonl) and their adjudication (annotations/adjudicated.jsonl, see
annotations/ADJUDICATION.md), which is what the loader reads unless ``pass_="a"`` or ``pass_="b"`` is
given. Qrels at any granularity follow from the spans by one rule (annotations/GUIDELINES.md, "From
spans to grades"):

* a passage ``text[start:end]`` of an article takes, for a query, the maximum grade of that query's
  spans in the article that it "mostly holds": the overlap is at least half of the span (the passage
  holds most of the answer) or at least half of the passage (the passage is mostly answer, as when a
  long list of steps is cut into short chunks). In characters: ``2 * overlap >= min(span length,
  passage length)``, with ``overlap > 0``. A passage holding no such span is not judged (relevance 0
  by the TREC convention);
* an article takes the maximum grade of its spans (the passage that is the whole article).

>>> hc = HelpCentre("en")
>>> hc.qrels_dict()["q01"]["returns-policy"]
3
>>> HelpCentre("en", pass_="a").qrels_dict()["q16"]["plus-overview"]    # the passes disagreed here
2
>>> HelpCentre("en", pass_="b").qrels_dict()["q16"]["plus-overview"], hc.qrels_dict()["q16"]["plus-overview"]
(3, 3)
>>> passage_grade([(10, 20, 2)], 0, 15)    # holds 5 of the span's 10 characters
2
>>> passage_grade([(10, 20, 2)], 16, 40)   # 4 of 10, and 4 of the passage's 24
0
>>> passage_grade([(10, 200, 3)], 50, 60)  # a short passage inside a long span
3
"""

from __future__ import annotations

import json
from collections import namedtuple
from numbers import Integral
from pathlib import Path

__all__ = ["HelpCentre", "Doc", "Query", "Qrel", "Span", "Answer", "Nugget", "AnswerLabel", "passage_grade",
           "judgment_pairs", "LANGS", "PASSES", "ANSWER_PASSES", "ANSWER_KINDS", "CITATION_SUPPORT", "DATA"]

DATA = Path(__file__).resolve().parent / "helpcentre"
LANGS = ("en", "es", "zh")
PASSES = {"adjudicated": "adjudicated.jsonl", "a": "pass_a.jsonl", "b": "pass_b.jsonl"}

Doc = namedtuple("Doc", "doc_id title text section updated status")
Query = namedtuple("Query", "query_id text kind")
Qrel = namedtuple("Qrel", "query_id doc_id relevance iteration", defaults=("0",))
Span = namedtuple("Span", "query_id doc_id start end grade")
# The answer set (answers/; the "Answer set" section of DATASHEET.md): extractive answers carry the run
# that produced them (retriever, chunking, k, the top-k passage ids); written ones leave those None.
Answer = namedtuple("Answer", "answer_id query_id lang system kind text citations made_by retriever chunking k retrieved",
                    defaults=(None, None, None, None))
Nugget = namedtuple("Nugget", "nugget_id query_id lang importance text")
AnswerLabel = namedtuple("AnswerLabel", "answer_id lang correct faithful citation_support annotator note",
                         defaults=("", ""))

ANSWER_PASSES = {"adjudicated": "adjudicated.jsonl", "a": "pass_a.jsonl", "b": "pass_b.jsonl"}
ANSWER_KINDS = ("extractive", "paraphrase", "wrong_number", "outdated_policy", "unsupported_addition", "missing_part",
                "refusal", "wrong_citation", "missing_citation")
CITATION_SUPPORT = ("full", "partial", "none", "n/a")


def _jsonl(path: Path) -> list:
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def passage_grade(spans, start: int, end: int) -> int:
    """Grade of the passage [start, end) given an article's spans [(start, end, grade), ...] for one query.

    The maximum grade of the spans the passage mostly holds (``2 * overlap >= min(span length,
    passage length)``, overlap > 0); 0 if none.
    """
    best = 0
    for s_start, s_end, grade in spans:
        overlap = min(end, s_end) - max(start, s_start)
        if overlap > 0 and 2 * overlap >= min(s_end - s_start, end - start):
            best = max(best, grade)
    return best


def _passage(i: int, passage) -> tuple:
    if isinstance(passage, (str, bytes)) or not isinstance(passage, (tuple, list)) or len(passage) != 4:
        raise ValueError(f"passage {i} must be a tuple (passage_id, doc_id, start, end) (got {str(passage)[:80]!r})")
    start, end = passage[2], passage[3]
    if any(isinstance(x, bool) or not isinstance(x, Integral) for x in (start, end)):
        raise TypeError(f"passage {i}: start and end must be ints, character offsets (got {start!r}, {end!r})")
    return tuple(passage)


class HelpCentre:
    """One language of the help centre: ``docs_iter()``, ``queries_iter()``, ``qrels_iter()``, ...

    ``pass_`` chooses the judgments: ``"adjudicated"`` (the default, the qrels of the course), or one of
    the two annotation passes as they were made, ``"a"`` or ``"b"`` (chapter 10 compares them).
    """

    def __init__(self, lang: str = "en", *, pass_: str = "adjudicated"):
        if not isinstance(lang, str) or lang not in LANGS:
            raise ValueError(f"'lang' must be one of {', '.join(LANGS)} (got {lang!r})")
        if not isinstance(pass_, str) or pass_ not in PASSES:
            raise ValueError(f"'pass_' must be one of {', '.join(map(repr, PASSES))} (got {pass_!r})")
        self.lang = lang
        self.pass_ = pass_
        self._docs = [Doc(**row) for row in _jsonl(DATA / lang / "docs.jsonl")]
        self._queries = [Query(**row) for row in _jsonl(DATA / lang / "queries.jsonl")]
        self._spans = [Span(r["query_id"], r["doc_id"], r["start"], r["end"], r["grade"])
                       for r in _jsonl(DATA / "annotations" / PASSES[pass_]) if r["lang"] == lang]

    def __repr__(self) -> str:
        return (f"HelpCentre(lang={self.lang!r}, pass_={self.pass_!r}: {len(self._docs)} docs, "
                f"{len(self._queries)} queries, {len(self._spans)} spans)")

    def docs_iter(self):
        return iter(self._docs)

    def docs_count(self) -> int:
        return len(self._docs)

    def docs_store(self) -> dict:
        """{doc_id: Doc}."""
        return {doc.doc_id: doc for doc in self._docs}

    def queries_iter(self):
        return iter(self._queries)

    def queries_count(self) -> int:
        return len(self._queries)

    def spans_iter(self):
        """The annotated spans of the chosen pass: Span(query_id, doc_id, start, end, grade), offsets into Doc.text."""
        return iter(self._spans)

    def qrels_iter(self):
        """Article-level judgments: Qrel(query_id, doc_id, relevance), relevance = max grade of its spans."""
        for qid, judged in self.qrels_dict().items():
            for doc_id, grade in judged.items():
                yield Qrel(qid, doc_id, grade)

    def qrels_defs(self) -> dict:
        """What each grade means (annotations/GUIDELINES.md, section 3)."""
        return {
            3: "answers the question fully on its own",
            2: "answers part of it, or answers it only together with another span",
            1: "related context, not an answer (outdated pages are graded 1 at most)",
            0: "judged not relevant",
        }

    def qrels_dict(self) -> dict:
        """{query_id: {doc_id: grade}}, as ``ragmetrics.evaluate`` reads it (unanswerable queries absent)."""
        qrels: dict = {}
        for span in self._spans:
            judged = qrels.setdefault(span.query_id, {})
            judged[span.doc_id] = max(judged.get(span.doc_id, 0), span.grade)
        return qrels

    def passage_qrels(self, passages) -> dict:
        """{query_id: {passage_id: grade}} for passages given as (passage_id, doc_id, start, end).

        Any chunking works: each passage is graded by ``passage_grade`` from the spans of its article;
        a passage with grade 0 is left out (unjudged, non-relevant by the TREC convention).
        """
        by_doc: dict = {}
        for span in self._spans:
            by_doc.setdefault(span.doc_id, {}).setdefault(span.query_id, []).append(
                (span.start, span.end, span.grade))
        qrels: dict = {}
        for i, passage in enumerate(passages):
            passage_id, doc_id, start, end = _passage(i, passage)
            for qid, spans in by_doc.get(doc_id, {}).items():
                grade = passage_grade(spans, start, end)
                if grade:
                    qrels.setdefault(qid, {})[passage_id] = grade
        return qrels

    def paragraphs(self):
        """Paragraph passages: (passage_id, doc_id, start, end), one per non-blank line of each article.

        ``passage_id`` is ``"{doc_id}#{n}"``, n counting every line of the article from 0; the tuples
        feed ``passage_qrels`` directly.
        """
        for doc in self._docs:
            start = 0
            for n, line in enumerate(doc.text.split("\n")):
                if line.strip():
                    yield f"{doc.doc_id}#{n}", doc.doc_id, start, start + len(line)
                start += len(line) + 1

    # ------------------------------------------------------------ the answer set (answers/GUIDELINES.md)

    def answers_iter(self):
        """The answer set in this language: Answer(answer_id, query_id, lang, system, kind, text, citations, ...).

        ``citations`` are passage ids of the lab's paragraph chunking (``ragmetrics_course.lab.chunk_docs(docs,
        "paragraph")``); ``[n]`` in ``text`` cites ``citations[n - 1]``. ``system`` is "extractive" (the
        lab's extractive generator, with ``retriever``, ``chunking``, ``k`` and the ``retrieved`` top-k ids)
        or "written" (variants written for the course by an LLM assistant; ``made_by`` says so).

        >>> stale = next(a for a in HelpCentre("en").answers_iter() if a.answer_id == "q01.outdated_policy")
        >>> stale.text, stale.citations, stale.made_by
        ('You have 60 days from delivery to return any product, with no need to give a reason [1].', \
['returns-policy-2025#1'], 'written for the course by an LLM assistant')
        """
        return iter(_answers(self.lang))

    def nuggets_iter(self):
        """The nuggets of every answerable question: Nugget(nugget_id, query_id, lang, importance, text).

        ``importance`` is "vital" or "okay" (TREC 2024 RAG); feed them to ``ragmetrics.nugget_scores`` with
        an assignment per nugget.
        """
        return iter(_nuggets(self.lang))

    def answer_labels(self, pass_: str = "adjudicated") -> list:
        """The labels of the answers in this language from one annotation pass ("adjudicated", "a" or "b").

        AnswerLabel(answer_id, lang, correct, faithful, citation_support, annotator, note): ``correct`` and
        ``faithful`` are 0 or 1, ``citation_support`` one of "full", "partial", "none", "n/a" (the rules:
        answers/GUIDELINES.md). A pass that has not been made yet gives ``[]`` and a warning naming the
        missing file; a malformed line is an error naming its file, line and field.
        """
        if pass_ not in ANSWER_PASSES:
            raise ValueError(f"'pass_' must be one of {', '.join(map(repr, ANSWER_PASSES))} (got {pass_!r})")
        path = DATA / "answers" / "annotations" / ANSWER_PASSES[pass_]
        if not path.exists():
            import warnings

            warnings.warn(f"no answer labels for pass {pass_!r} yet: {path.name} is not in "
                          f"{path.parent} (the annotation passes follow answers/GUIDELINES.md); returning []",
                          stacklevel=2)
            return []
        known = {a.answer_id for a in _answers(self.lang)}
        return [label for label in _labels(path) if label.lang == self.lang and _known(label, known, path)]

    def write_trec_qrels(self, path) -> None:
        """Write the article-level qrels as a TREC qrels file (``qid 0 doc_id grade``)."""
        from ragmetrics.trec import write_qrels

        write_qrels(self.qrels_dict(), path)


def _answers(lang: str) -> list:
    return [Answer(**row) for row in _jsonl(DATA / "answers" / f"{lang}.jsonl")]


def _nuggets(lang: str) -> list:
    return [Nugget(**row) for row in _jsonl(DATA / "answers" / "nuggets" / f"{lang}.jsonl")]


def _known(label, known: set, path: Path) -> bool:
    if label.answer_id not in known:
        raise ValueError(f"{path.name}: label for unknown answer {label.answer_id!r} ({label.lang})")
    return True


def _labels(path: Path) -> list:
    """Read and check one pass of answer labels (one JSON object per line)."""
    labels = []
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            where = f"{path.name}, line {number}"
            try:
                row = json.loads(line)
            except json.JSONDecodeError as error:
                raise ValueError(f"{where}: not JSON ({error})") from None
            for field in ("answer_id", "lang", "correct", "faithful", "citation_support"):
                if field not in row:
                    raise ValueError(f"{where}: missing field {field!r}")
            for field in ("correct", "faithful"):
                if row[field] not in (0, 1) or isinstance(row[field], bool):
                    raise ValueError(f"{where}: {field!r} must be 0 or 1 (got {row[field]!r})")
            if row["citation_support"] not in CITATION_SUPPORT:
                raise ValueError(f"{where}: 'citation_support' must be one of {', '.join(CITATION_SUPPORT)} "
                                 f"(got {row['citation_support']!r})")
            labels.append(AnswerLabel(row["answer_id"], row["lang"], row["correct"], row["faithful"],
                                      row["citation_support"], row.get("annotator", ""), row.get("note", "")))
    return labels


def judgment_pairs(lang: str, level: str = "article", passes=("a", "b")) -> tuple[list, list, list]:
    """The grades two passes gave the same items: (items, grades of the first, grades of the second).

    ``level="article"``: every (query_id, doc_id) judged by either pass, with the article grade (the
    maximum span grade); ``level="paragraph"``: every (query_id, passage_id) of the paragraph passages
    (``HelpCentre.paragraphs``) graded by either pass through ``passage_qrels``. An item one pass did not
    judge gets 0 from it. Items are sorted, so the lists line up for ``ragmetrics.agreement``.

    >>> items, a, b = judgment_pairs("en")
    >>> len(items) == len(a) == len(b)
    True
    """
    if level not in ("article", "paragraph"):
        raise ValueError(f"'level' must be 'article' or 'paragraph' (got {level!r})")
    first, second = (HelpCentre(lang, pass_=p) for p in passes)
    if level == "article":
        qa, qb = first.qrels_dict(), second.qrels_dict()
    else:
        paragraphs = list(first.paragraphs())
        qa, qb = first.passage_qrels(paragraphs), second.passage_qrels(paragraphs)
    items = sorted({(q, d) for qrels in (qa, qb) for q, judged in qrels.items() for d in judged})
    return (items, [qa.get(q, {}).get(d, 0) for q, d in items], [qb.get(q, {}).get(d, 0) for q, d in items])
