"""What a configuration costs: the prompt tokens its top-k passages take, beside the recall they buy.

Tokens are counted by one simple rule that works offline and in the three languages (the unit of the
"tokens" chunking, ``ragmetrics_course.lab.chunking``): **a run of letters or digits is one token (a word, a
number), each Chinese character is one token; spaces and punctuation are not counted.** It approximates
what an LLM's tokenizer would count: subword tokenizers split rare and long words into pieces and count
punctuation, so real counts are higher, by a factor that depends on the tokenizer and on the language.
Use the rule to compare configurations in one language (the factor is the same for all of them), not
to compute a bill or to compare languages.

>>> count_tokens("You have 30 days to return it.")
7
>>> count_tokens("数字商品支持 7 天退款。")
10
"""

from __future__ import annotations

from typing import NamedTuple

from ragmetrics.generation.text import HAN_CHARS, LazyRegex
from .chunking import Chunking

__all__ = ["count_tokens", "prompt_tokens", "CostPoint", "cost_curve", "choose_k"]

_TOKEN_RE = LazyRegex(rf"[{HAN_CHARS}]|[^\W_{HAN_CHARS}]+")


def count_tokens(text: str) -> int:
    """The number of tokens of ``text`` by the rule above (words and numbers; one per Chinese character)."""
    if not isinstance(text, str):
        raise TypeError(f"'text' must be a str (got {type(text).__name__})")
    return len(_TOKEN_RE.findall(text))


def _check_k(name: str, k) -> None:
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise ValueError(f"'{name}' must be an int >= 1 (got {k!r})")


def prompt_tokens(lab, run: dict, chunking, k: int) -> dict:
    """{query_id: tokens of the texts of its top ``k`` passages in ``run``} (the context of the prompt).

    A question the run returns fewer than ``k`` passages for counts what it has.
    """
    from ragmetrics.retrieval.ranking import rank

    _check_k("k", k)
    sizes = {p.passage_id: count_tokens(p.text) for p in lab.passages(chunking)}
    unknown = {pid for docs in run.values() for pid in docs} - set(sizes)
    if unknown:
        raise ValueError(f"the run holds passages that are not passages of {str(Chunking.parse(chunking))!r} "
                         f"(e.g. {sorted(unknown)[0]!r})")
    return {qid: sum(sizes[pid] for pid in (rank(docs)[:k] if docs else [])) for qid, docs in run.items()}


class CostPoint(NamedTuple):
    """One configuration at one k: its mean and largest prompt (tokens) and its mean Recall@k."""

    chunking: str
    k: int
    mean_tokens: float
    max_tokens: int
    recall: float


def cost_curve(lab, retriever: str, chunking, ks) -> list:
    """:class:`CostPoint` for each k of ``ks``: the prompt tokens of the top k and Recall@k (answerable
    questions, the qrels of ``chunking``), for ``retriever``'s run on ``chunking``."""
    from ragmetrics.evaluate import evaluate

    ks = list(ks)
    for k in ks:
        _check_k("ks", k)
    run = lab.run(retriever, chunking)
    qrels = lab.qrels(chunking)
    recall = evaluate(qrels, run, [f"R@{k}" for k in ks]).mean
    points = []
    for k in ks:
        tokens = [n for qid, n in prompt_tokens(lab, run, chunking, k).items() if qid in qrels]
        points.append(CostPoint(str(Chunking.parse(chunking)), k, sum(tokens) / len(tokens), max(tokens),
                                recall[f"R@{k}"]))
    return points


def choose_k(points, budget: float):
    """The point of ``points`` with the highest recall whose mean prompt fits ``budget`` tokens (ties: the
    cheaper one); None if none fits.

    >>> points = [CostPoint("a", 1, 90, 120, 0.3), CostPoint("a", 2, 180, 230, 0.5), CostPoint("b", 1, 150, 200, 0.5)]
    >>> choose_k(points, 200)
    CostPoint(chunking='b', k=1, mean_tokens=150, max_tokens=200, recall=0.5)
    >>> choose_k(points, 50) is None
    True
    """
    if isinstance(budget, bool) or not isinstance(budget, (int, float)) or not budget > 0:
        raise ValueError(f"'budget' must be a number of tokens > 0 (got {budget!r})")
    fitting = [p for p in points if p.mean_tokens <= budget]
    return max(fitting, key=lambda p: (p.recall, -p.mean_tokens)) if fitting else None
