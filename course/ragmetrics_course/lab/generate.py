"""A generator the course can run offline: the **extractive** one, which answers with a sentence it copies.

``extractive_answer(question, passages)`` returns the sentence of the first passage (the top of the
ranking) that shares the most key terms with the question (``ragmetrics.generation.text.coverage``, the
rule the offline judge uses; ties go to the earlier sentence). Headings and questions are not answers:
a sentence ending in a question mark or shorter than ``MIN_TOKENS`` tokens (``ragmetrics_course.lab.cost``'s
rule) is chosen only when the passage has no other. It is not a language model: it never writes
a word that is not in the passage, so it cannot make anything up, and it answers even when the passage is
about something else. That makes it a clean probe of retrieval: its answer is only as good as the passage
ranked first.

>>> extractive_answer("How many days do I have to return an item?",
...                   ["Return an item? You have 30 days from delivery to return an item. Refunds take 5 days."])
'You have 30 days from delivery to return an item.'
"""

from __future__ import annotations

from ragmetrics.generation.text import coverage, split_sentences
from .cost import count_tokens

__all__ = ["extractive_answer", "rag_answers", "MIN_TOKENS"]

MIN_TOKENS = 5


def extractive_answer(question: str, passages) -> str:
    """The sentence of ``passages[0]`` with the largest share of the question's key terms ("" if no passage)."""
    if not isinstance(question, str):
        raise TypeError(f"'question' must be a str (got {type(question).__name__})")
    passages = list(passages)
    if not passages:
        return ""
    sentences = split_sentences(passages[0]) or [passages[0].strip()]
    statements = [s for s in sentences if not s.endswith(("?", "？")) and count_tokens(s) >= MIN_TOKENS]
    best, best_found = "", -1
    for sentence in statements or sentences:
        found = len(coverage(question, sentence).found)
        if found > best_found:
            best, best_found = sentence, found
    return best


def rag_answers(lab, run: dict, chunking, k: int) -> dict:
    """{query_id: (question, contexts, answer)}: the top ``k`` passage texts of ``run`` and the extractive
    answer drawn from them, for every question of ``run``."""
    from ragmetrics.retrieval.ranking import rank

    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise ValueError(f"'k' must be an int >= 1 (got {k!r})")
    texts = {p.passage_id: p.text for p in lab.passages(chunking)}
    questions = {q.query_id: q.text for q in lab.queries}
    out = {}
    for qid, docs in run.items():
        contexts = [texts[pid] for pid in (rank(docs)[:k] if docs else [])]
        out[qid] = (questions[qid], contexts, extractive_answer(questions[qid], contexts))
    return out
