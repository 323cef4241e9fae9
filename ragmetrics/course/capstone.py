"""The capstone: two RAG configurations on the lab's help centre, evaluated, compared, and a decision.

The brief (chapter 11): Marea's help bot gives its answer generator the top ``k`` passages of a retriever.
Configuration A, in production, is BM25 over paragraph passages; configuration B, the proposal, fuses BM25
with a dense retriever (reciprocal rank fusion) over the same passages, at the cost of running an embedding
model. Evaluate both on the help centre's questions in the course language, test the difference, decide which
ships, and write a one-page report (graded with docs/capstone_rubric.md).

``numbers(lang, k)`` computes every number the report needs with ``ragmetrics`` and the lab (the worked
solution, the exercise bank's expected answers and the checker all read it); ``check_capstone(answers)``
checks a learner's numbers and says, in the course language, what each wrong one looks like.

>>> sorted(CONFIGS), CONFIGS["B"]
(['A', 'B'], {'retriever': 'hybrid_rrf', 'chunking': 'paragraph'})
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["CONFIGS", "K", "SEED", "ANSWER_KEYS", "runs", "numbers", "check_capstone", "CapstoneReport"]

CONFIGS = {
    "A": {"retriever": "bm25", "chunking": "paragraph"},  # in production: no embedding model to serve
    "B": {"retriever": "hybrid_rrf", "chunking": "paragraph"},  # the proposal: BM25 + dense, fused by RRF
}
K = 5  # passages the generator receives
SEED = 0  # the randomization test's seed (10,000 sign flips, rm.compare's default)
# The numbers a learner reports, each checked by the exercise of the same name in chapter 11's bank.
ANSWER_KEYS = ("recall_a", "recall_b", "ndcg_a", "ndcg_b", "p_ndcg", "wins")


def _lab(lang: str):
    from ..lab import Lab

    return Lab(lang)


def runs(lang: str, *, level: str = "passage") -> dict:
    """{"A": run, "B": run} on the help centre in ``lang`` (passage runs, or article runs with ``level="doc"``)."""
    lab = _lab(lang)
    return {name: lab.run(c["retriever"], c["chunking"], level=level) for name, c in CONFIGS.items()}


def _qrels(lang: str, level: str = "passage") -> dict:
    lab = _lab(lang)
    return lab.doc_qrels() if level == "doc" else lab.qrels(CONFIGS["A"]["chunking"])


@lru_cache(maxsize=None)
def numbers(lang: str, k: int = K, *, level: str = "passage", test: str = "randomization") -> dict:
    """Every number of the capstone in ``lang`` at cutoff ``k``, computed with ``rm.compare`` on the lab's runs.

    ``recall_a``, ``ndcg_a`` (A's means), ``recall_b``, ``ndcg_b``; ``p_recall``, ``p_ndcg`` (two-sided p of B - A,
    ``test`` with seed 0) and ``p_recall_holm``, ``p_ndcg_holm`` (Holm over the two measures); ``diff_ndcg`` and
    its interval ``ci_ndcg``; ``wins``, ``losses``, ``ties`` (queries where B's nDCG@k is above, below, equal to
    A's); ``n_queries`` (the judged questions, the ones evaluated) and ``n_questions`` (all of them).
    ``level="doc"`` evaluates the article runs against the article qrels instead (a likely mistake).
    """
    import ragmetrics as rm

    recall, ndcg = f"R@{k}", f"nDCG@{k}"
    qrels = _qrels(lang, level)
    result = rm.compare(qrels, runs(lang, level=level), [recall, ndcg], test=test, seed=SEED,
                        n_resamples=None if test in ("t-test", "wilcoxon") else 10_000)
    rows = {row.measure: row for row in result.rows}
    diff = list(result.differences("B", ndcg).values())
    return {
        "recall_a": result.means["A"][recall], "recall_b": result.means["B"][recall],
        "ndcg_a": result.means["A"][ndcg], "ndcg_b": result.means["B"][ndcg],
        "p_recall": rows[recall].p_value, "p_ndcg": rows[ndcg].p_value,
        "p_recall_holm": rows[recall].p_adjusted, "p_ndcg_holm": rows[ndcg].p_adjusted,
        "diff_ndcg": rows[ndcg].difference, "ci_ndcg": tuple(rows[ndcg].ci),
        "wins": sum(d > 1e-12 for d in diff), "losses": sum(d < -1e-12 for d in diff),
        "ties": sum(abs(d) <= 1e-12 for d in diff),
        "n_queries": len(result.queries), "n_questions": len(_lab(lang).queries),
    }


class CapstoneReport:
    """The checker's verdict on a learner's numbers: one feedback per number, in the course language."""

    def __init__(self, lang: str, feedback: dict):
        self.lang = lang
        self.feedback = feedback  # answer key -> Feedback (or None when the number was not given)

    @property
    def passed(self) -> bool:
        """True when every number is right (within its tolerance)."""
        return all(f is not None and f.correct for f in self.feedback.values())

    def wrong(self) -> list:
        """The answer keys whose number is missing or not right."""
        return [key for key, f in self.feedback.items() if f is None or not f.correct]

    def _lines(self) -> list:
        from .exercises.feedback import join_sentences
        from .messages import t

        lines = [t("capstone.check.title", self.lang, right=len(self.feedback) - len(self.wrong()), total=len(self.feedback))]
        for key, feedback in self.feedback.items():
            label = t(f"capstone.answer.{key}", self.lang)
            if feedback is None:
                lines.append(t("capstone.check.missing", self.lang, label=label, name=key))
            else:
                lines.append(join_sentences(self.lang, t("capstone.check.line", self.lang, label=label, status=feedback.headline),
                                            feedback.message))
        return lines

    def __str__(self) -> str:
        return "\n".join(self._lines())

    __repr__ = __str__

    def _repr_html_(self) -> str:
        from html import escape

        head, *items = self._lines()
        colour = "#1b7f3b" if self.passed else "#b26b00"
        rows = "".join(f"<li>{escape(line)}</li>" for line in items)
        return (f'<div class="rm-capstone" data-passed="{str(self.passed).lower()}" lang="{self.lang}" '
                f'style="border-left:4px solid {colour};padding:6px 12px;background:#fff;color:#1a1a1a;">'
                f"<b>{escape(head)}</b><ul>{rows}</ul></div>")


def check_capstone(answers, *, lang: str | None = None) -> CapstoneReport:
    """Check the capstone's numbers: ``answers`` maps each of ``ANSWER_KEYS`` to the learner's number.

    Each number is checked by chapter 11's exercise of the same name (``exercise("11.recall_a")``...), so a
    wrong number gets that exercise's feedback: which likely mistake it matches (passage vs article level, all
    70 questions instead of the judged ones, another cutoff, a one-sided or Holm-corrected p...). A key that is
    missing is reported as such; an unknown key is refused (a typo would otherwise be silently ignored).
    Never raises on the numbers themselves.
    """
    from .exercises import exercise
    from .messages import check_language, get_language

    lang = get_language() if lang is None else check_language(lang)
    if not isinstance(answers, dict):
        raise TypeError(f"'answers' must be a dict {{name: number}} with the names {', '.join(ANSWER_KEYS)} "
                        f"(got {type(answers).__name__})")
    unknown = sorted(set(answers) - set(ANSWER_KEYS), key=str)
    if unknown:
        raise ValueError(f"'answers' has unknown names {unknown}; the capstone's numbers are {', '.join(ANSWER_KEYS)}")
    feedback = {key: (exercise(f"11.{key}", lang=lang).check(answers[key]) if key in answers else None) for key in ANSWER_KEYS}
    return CapstoneReport(lang, feedback)
