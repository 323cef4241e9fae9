"""Citation recall and citation precision as ALCE defines them (Gao et al., 2023, "Enabling Large Language
Models to Generate Text with Citations"; the rules below are those of ALCE's ``eval.py``,
``compute_autoais`` with ``citation=True``), the support decided by a judge instead of ALCE's NLI model.
The default judge is the offline RuleJudge, which only sees shared words and numbers: it cannot tell that a
paraphrase is supported (its measured limits are in its docstring); use an LLMJudge for numbers you report.

An answer is a list of statements, each citing some passages. "Supports" below means that the judge's
``verify_claim(statement, passages)`` returns ``"yes"`` (ALCE: the TRUE NLI model says the passages, joined,
entail the statement; ``"no"`` and ``"idk"`` both count as not supported).

- **Citation recall** of a statement is 1 when it cites at least one passage and its cited passages,
  together, support it; else 0 (no citation, or a citation to a passage that does not exist, is 0).
  The answer's recall is the mean over its statements.
- **Citation precision**: a citation is *irrelevant* when (a) its passage alone does not support the
  statement and (b) the statement's other citations, without it, still support the statement. Every
  other citation of a statement that its citations support together is relevant. When the citations
  together do not support the statement, none of them counts as relevant (ALCE gives them 0). With one
  citation, it is relevant exactly when the statement is supported. The answer's precision is the
  relevant citations over all its citations (0 when it cites nothing). Citations to passages that do not
  exist are not counted.
- Like ALCE's ``eval.py`` (``--at_most_citations 3``), only the first ``max_citations=3`` citations of a
  statement are used; ``max_citations=None`` keeps all of them. Unlike ALCE, a passage cited twice in one
  statement counts once (ALCE counts it twice, and removing one copy leaves the other, so it judges the
  copy irrelevant).
- Over many answers, ALCE averages the per-answer recall and precision (each answer weighs the same).

Calls to the judge: one per statement for recall; for precision, one more per citation of each supported
statement with two or more citations, and one more again for each of those citations that does not
support the statement alone.

ALCE splits an answer into sentences with NLTK and finds citations as ``[1]``, ``[2]``...; ``split_citations``
does the same with this package's sentence splitter (. ! ? before a space, 。！？；, line breaks).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .protocol import judge_name
from .results import Verdict
from .rule_judge import RuleJudge
from .text import split_sentences

__all__ = ["CitationResult", "CitedStatement", "citation_precision", "citation_recall", "split_citations"]

_DEFAULT_JUDGE = RuleJudge()
_CITATION_RE = re.compile(r"\[(\d+)")
_MARKER_RE = re.compile(r"\s*\[\d+(?:\s*,\s*\d+)*\]")


@dataclass(frozen=True)
class CitedStatement:
    """One statement, the ids it cites, whether they support it together, and (precision) each citation's fate.

    ``cited``: the citations used (deduplicated, at most ``max_citations``); ``missing``: cited ids with no
    passage; ``supported``: the judge's joint verdict is ``"yes"``; ``verdict``: that verdict (None when
    the statement cites nothing usable); ``relevant``: for precision, one bool per id of ``cited``.
    """

    statement: str
    cited: tuple
    missing: tuple
    supported: bool
    verdict: Verdict | None
    relevant: tuple | None = None


@dataclass(frozen=True)
class CitationResult:
    """Citation recall (and precision, when it was asked for) of one answer, with the per-statement detail.

    ``score`` is the metric asked for: ``recall`` for :func:`citation_recall`, ``precision`` for
    :func:`citation_precision` (which computes recall too).
    """

    score: float
    recall: float
    precision: float | None
    statements: tuple
    judge: str

    @property
    def citations(self) -> int:
        """How many citations precision counts (the denominator)."""
        return sum(len(s.cited) for s in self.statements if s.verdict is not None)

    def __str__(self) -> str:
        head = f"citation recall {self.recall:.2f}"
        if self.precision is not None:
            head += f", precision {self.precision:.2f} ({self.citations} citations)"
        lines = [f"{head}  [judge: {self.judge}]"]
        for s in self.statements:
            marks = " ".join(f"[{c}]{'' if s.relevant is None else ('+' if r else '-')}"
                             for c, r in zip(s.cited, s.relevant or [None] * len(s.cited)))
            missing = f" (no passage for {', '.join(map(str, s.missing))})" if s.missing else ""
            lines.append(f"  {'✓' if s.supported else '✗'} {s.statement} {marks}{missing}")
        return "\n".join(lines)


def split_citations(answer: str) -> list:
    """Split an ALCE-style answer into (statement, [cited numbers]) pairs, one per sentence.

    Citations are ``[n]`` markers (1-based, as ALCE prints them; ``[1, 2]`` cites 1 only, as ALCE's
    ``\\[\\d+`` reads it); they are removed from the statement.

    >>> split_citations("Returns take 30 days [1][2]. Shipping is free [3].")
    [('Returns take 30 days.', [1, 2]), ('Shipping is free.', [3])]
    >>> split_citations("支持7天无理由退款[1]。运费由买家承担。")
    [('支持7天无理由退款。', [1]), ('运费由买家承担。', [])]
    """
    if not isinstance(answer, str):
        raise TypeError(f"'answer' must be a str (got {type(answer).__name__})")
    pairs = []
    for sentence in split_sentences(answer):
        cited = [int(n) for n in _CITATION_RE.findall(sentence)]
        pairs.append((_MARKER_RE.sub("", sentence).strip(), cited))
    return pairs


def _check_statements(statements, passages) -> tuple[list, Mapping]:
    if isinstance(statements, str):
        if isinstance(passages, Mapping):
            raise TypeError("an answer with [n] markers cites passages by position: pass 'passages' as a "
                            "list (the [1] passage first), or pass 'statements' as (statement, ids) pairs")
        statements = split_citations(statements)
    if isinstance(passages, Mapping):
        table = dict(passages)
    elif isinstance(passages, Sequence) and not isinstance(passages, str):
        table = {i + 1: text for i, text in enumerate(passages)}  # ALCE's [1] is the first passage
    else:
        raise TypeError(f"'passages' must be a mapping {{id: text}} or a list of texts (got "
                        f"{type(passages).__name__})")
    for key, text in table.items():
        if not isinstance(text, str):
            raise TypeError(f"passage {key!r} must be a str (got {type(text).__name__})")
    checked = []
    for i, item in enumerate(statements):
        if (not isinstance(item, (tuple, list)) or len(item) != 2 or not isinstance(item[0], str)
                or isinstance(item[1], str) or not isinstance(item[1], Sequence)):
            raise TypeError(f"statement {i} must be a (statement text, [cited ids]) pair (got {item!r:.80})")
        if not item[0].strip():
            raise ValueError(f"statement {i} is empty")
        checked.append((item[0], list(item[1])))
    if not checked:
        raise ValueError("the answer has no statements to score")
    return checked, table


def _check_max(max_citations):
    if max_citations is not None and (isinstance(max_citations, bool) or not isinstance(max_citations, int)
                                      or max_citations < 1):
        raise ValueError(f"'max_citations' must be None or an int >= 1 (got {max_citations!r})")


def verify_judge(judge):
    """The judge to use: the default RuleJudge for None, else any object with a ``verify_claim`` method."""
    if judge is None:
        return _DEFAULT_JUDGE
    if not callable(getattr(judge, "verify_claim", None)):
        raise TypeError(f"'judge' must have a verify_claim(claim, contexts) method (got {type(judge).__name__})")
    return judge


def _supports(judge, statement: str, texts: list) -> tuple[bool, Verdict]:
    verdict = judge.verify_claim(statement, texts)
    if not isinstance(verdict, Verdict):
        raise TypeError(f"{judge_name(judge)}.verify_claim must return a Verdict (got {type(verdict).__name__})")
    return verdict.verdict == "yes", verdict


def _score(statements, passages, judge, max_citations, precision: bool) -> CitationResult:
    judge = verify_judge(judge)
    _check_max(max_citations)
    pairs, table = _check_statements(statements, passages)
    results, relevant_total, cited_total = [], 0, 0
    for statement, ids in pairs:
        ids = list(dict.fromkeys(ids))
        missing = tuple(i for i in ids if i not in table)
        if not ids or missing:  # ALCE: no citation, or one out of range -> not supported, not counted
            results.append(CitedStatement(statement, tuple(ids), missing, False, None))
            continue
        if max_citations is not None:
            ids = ids[:max_citations]
        supported, verdict = _supports(judge, statement, [table[i] for i in ids])
        relevant = None
        if precision:
            relevant = tuple(_relevant(judge, statement, ids, table) if supported and len(ids) > 1
                             else [supported] * len(ids))
            relevant_total += sum(relevant)
            cited_total += len(ids)
        results.append(CitedStatement(statement, tuple(ids), (), supported, verdict, relevant))
    recall = sum(r.supported for r in results) / len(results)
    value = (relevant_total / cited_total if cited_total else 0.0) if precision else None
    return CitationResult(value if precision else recall, recall, value, tuple(results), judge_name(judge))


def _relevant(judge, statement: str, ids: list, table: Mapping) -> list:
    marks = []
    for cid in ids:
        alone, _ = _supports(judge, statement, [table[cid]])  # condition (a)
        if alone:
            marks.append(True)
            continue
        rest, _ = _supports(judge, statement, [table[i] for i in ids if i != cid])  # condition (b)
        marks.append(not rest)
    return marks


def citation_recall(statements, passages, *, judge=None, max_citations: int | None = 3) -> CitationResult:
    """ALCE citation recall of one answer: the share of its statements that their citations support.

    ``statements``: (statement, [cited ids]) pairs, or an answer string with ``[n]`` markers (then
    ``passages`` is a list and ``[1]`` its first item). ``passages``: {id: text} or a list of texts.
    ``judge``: any judge with ``verify_claim`` (default: the offline RuleJudge).

    >>> passages = {"p1": "You can return items within 30 days.", "p2": "Shipping is free over 50 euros."}
    >>> citation_recall([("You can return items within 30 days.", ["p1"]),
    ...                  ("Shipping is always free.", [])], passages).score
    0.5
    """
    return _score(statements, passages, judge, max_citations, precision=False)


def citation_precision(statements, passages, *, judge=None, max_citations: int | None = 3) -> CitationResult:
    """ALCE citation precision of one answer: relevant citations over all citations (recall comes along).

    >>> passages = {"p1": "You can return items within 30 days.", "p2": "Shipping is free over 50 euros."}
    >>> result = citation_precision([("You can return items within 30 days.", ["p1", "p2"])], passages)
    >>> result.score, result.statements[0].relevant   # p2 alone does not support it, and p1 does without it
    (0.5, (True, False))
    """
    return _score(statements, passages, judge, max_citations, precision=True)
