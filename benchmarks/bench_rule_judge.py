"""The offline RuleJudge measured as a classifier on the help-centre corpus's labels (numbers quoted in its docstring).

    .venv/bin/python benchmarks/bench_rule_judge.py

Labels: the corpus's adjudicated span annotations (annotation passes and adjudication made by LLM assistants
working from the guidelines; see the corpus DATASHEET), turned into paragraph grades by the corpus's rule.

- relevance (``rate_context``, what context relevancy asks): every (question, paragraph) pair of the articles
  judged for the question; relevant = adjudicated paragraph grade >= 2; the judge says relevant when its 0-3
  rating is >= 2. Then the threshold on the rating that maximises balanced accuracy.
- support (``verify_claim``, what faithfulness and the citation metrics ask): each answer span (grade >= 2)
  as the claim against each paragraph of its article; supported = the paragraph holds the span (the corpus's
  passage rule). The claim is the corpus's own words, so this is the easy case (no paraphrase): an upper bound.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LANGS = ("en", "es", "zh")


def _helpcentre():
    try:  # the corpus moves to the course package; the library never imports it
        from ragmetrics_course.datasets.helpcentre import HelpCentre, passage_grade
    except ImportError:
        from ragmetrics.datasets.helpcentre import HelpCentre, passage_grade
    return HelpCentre, passage_grade


def relevance_pairs(lang: str, judge) -> tuple[list, list]:
    """(labels, ratings) of every (question, paragraph of a judged article) pair."""
    HelpCentre, _ = _helpcentre()
    hc = HelpCentre(lang)
    docs, queries = hc.docs_store(), {q.query_id: q.text for q in hc.queries_iter()}
    paragraphs = list(hc.paragraphs())
    graded, articles = hc.passage_qrels(paragraphs), hc.qrels_dict()
    labels, ratings = [], []
    for qid, judged in sorted(articles.items()):
        for pid, doc_id, start, end in paragraphs:
            if doc_id in judged:
                labels.append(int(graded.get(qid, {}).get(pid, 0) >= 2))
                ratings.append(judge.rate_context(queries[qid], docs[doc_id].text[start:end], scale=3).rating)
    return labels, ratings


def support_pairs(lang: str, judge) -> tuple[list, list]:
    """(labels, verdicts) of every (answer span, paragraph of its article) pair."""
    HelpCentre, passage_grade = _helpcentre()
    hc = HelpCentre(lang)
    docs = hc.docs_store()
    by_doc: dict = {}
    for passage in hc.paragraphs():
        by_doc.setdefault(passage[1], []).append(passage)
    labels, verdicts = [], []
    for span in hc.spans_iter():
        if span.grade < 2:
            continue
        claim = docs[span.doc_id].text[span.start:span.end]
        for _, doc_id, start, end in by_doc[span.doc_id]:
            labels.append(int(passage_grade([(span.start, span.end, 2)], start, end) >= 2))
            verdicts.append(int(judge.verify_claim(claim, [docs[doc_id].text[start:end]]).verdict == "yes"))
    return labels, verdicts


def main() -> int:
    from ragmetrics.generation import RuleJudge
    from ragmetrics.judge_stats import choose_threshold, judge_report

    judge = RuleJudge()
    for lang in LANGS:
        start = time.perf_counter()
        labels, ratings = relevance_pairs(lang, judge)
        report = judge_report(labels, [int(r >= 2) for r in ratings])
        best = choose_threshold(ratings, labels)
        print(f"{lang} relevance, {len(labels)} pairs ({sum(labels)} relevant): {report}; best threshold "
              f"rating >= {best.threshold:g}: TPR {best.tpr:.3f}, TNR {best.tnr:.3f}, balanced accuracy "
              f"{best.balanced_accuracy:.3f} ({time.perf_counter() - start:.1f} s)")
        start = time.perf_counter()
        labels, verdicts = support_pairs(lang, judge)
        print(f"{lang} support, {len(labels)} pairs ({sum(labels)} supported): {judge_report(labels, verdicts)} "
              f"({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
