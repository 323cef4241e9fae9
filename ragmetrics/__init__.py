"""Exact, fast retrieval metrics for RAG evaluation, as trec_eval computes them.

Per query: ``recall_at_k``, ``precision_at_k``, ``f1_at_k``, ``hit_rate_at_k``, ``reciprocal_rank``,
``dcg_at_k``, ``ndcg_at_k``, ``average_precision``, ``r_precision``, ``bpref``; ``rank`` orders {doc: score} as
trec_eval does. Any declared measure on one query: ``parse_measure("Judged@10").compute(...)``. Many test cases:
``RetrievalEvaluator``. Many queries: ``evaluate(qrels, run, measures)``. TREC files: ``read_qrels``,
``read_run``, ``write_qrels``, ``write_run``. Agreement between two judges: ``cohen_kappa``,
``agreement``, ``confusion_matrix``, ``qrels_labels`` (two qrels lined up); between two system orders: ``kendall_tau``. Is B better than A: ``paired_test(a, b)`` on per-query
scores, ``compare(qrels, runs, measures)`` on runs (``ragmetrics.significance``,
loaded on first use). Generation: ``faithfulness``, ``answer_relevancy``,
``context_relevancy``, and with a reference answer ``context_recall``, ``context_precision``,
``answer_correctness``; lexical ``exact_match``, ``token_f1``, ``rouge_l``, ``bleu``, ``chrf``; ALCE
``citation_recall``, ``citation_precision``; TREC RAG ``nugget_scores`` (from ``ragmetrics.generation``, loaded on
first use). Judges as classifiers: ``judge_report``, ``choose_threshold``, ``ppi_mean``, ``side_by_side``,
``sign_test`` (``ragmetrics.judge_stats``, loaded on first use). A whole RAG log in one call:
``evaluate_rag(records, metrics)``; practitioners' inputs (DataFrames, BEIR folders, RAGAS-style logs):
``ragmetrics.io``. The course that teaches
these measures is a second distribution, ``ragmetrics-course`` (``ragmetrics_course``), which imports this
package; this package never imports it.
"""

from typing import TYPE_CHECKING

from .agreement import Agreement, agreement, cohen_kappa, confusion_matrix, kendall_tau, qrels_labels
from .evaluate import Results  # (this binds the name ``evaluate`` to the submodule: unbound below)
from .measures import Measure, parse_measure
from .retrieval.ranking import rank
from .retrieval import (
    average_precision,
    bpref,
    dcg_at_k,
    f1_at_k,
    hit_rate_at_k,
    ndcg_at_k,
    precision_at_k,
    r_precision,
    recall_at_k,
    reciprocal_rank,
)
from .trec import TrecFormatError, read_qrels, read_run, write_qrels, write_run

# ``ragmetrics.evaluate`` is the dict evaluator of ``ragmetrics.io`` (DataFrames too), loaded on first use by
# ``__getattr__`` with io and RetrievalEvaluator, so that ``python -m ragmetrics eval`` imports none of
# them. The submodule ragmetrics.evaluate stays loaded (in sys.modules), so no later import rebinds the name.
globals().pop("evaluate", None)  # (None on a reload: the submodule is loaded already)

if TYPE_CHECKING:  # loaded on first use (``__getattr__`` below); type checkers see the real signatures
    from . import io
    from .generation import (
        answer_correctness,
        answer_relevancy,
        context_precision,
        context_recall,
        context_relevancy,
        faithfulness,
    )
    from .io import evaluate
    from .retrieval_evaluator import RetrievalEvaluator
    from .significance import Comparison, PairedTestResult, compare, paired_test

__version__ = "0.2.0"

_GENERATION = ("faithfulness", "answer_relevancy", "context_relevancy", "context_recall",
               "context_precision", "answer_correctness", "exact_match", "token_f1", "rouge_l", "bleu", "chrf",
               "citation_recall", "citation_precision", "nugget_scores")
_JUDGE_STATS = ("judge_report", "choose_threshold", "ppi_mean", "sign_test", "side_by_side")
_SIGNIFICANCE = ("paired_test", "PairedTestResult", "compare", "Comparison", "format_p")
_RAG = ("evaluate_rag", "RagResult")


_LAZY = {"io": "io", "evaluate": "io", "RetrievalEvaluator": "retrieval_evaluator",
         **dict.fromkeys(_GENERATION, "generation"), **dict.fromkeys(_JUDGE_STATS, "judge_stats"),
         **dict.fromkeys(_SIGNIFICANCE, "significance"), **dict.fromkeys(_RAG, "rag")}


def __getattr__(name: str) -> object:
    # The generation half, the significance tests, io and RetrievalEvaluator load on first use, so that
    # `import ragmetrics` (and the command line) stays fast; the value is then kept here.
    if name not in _LAZY:
        raise AttributeError(f"module 'ragmetrics' has no attribute {name!r}")
    from importlib import import_module

    module = import_module(f".{_LAZY[name]}", __name__)
    value = module if name == "io" else getattr(module, name)
    globals()[name] = value
    return value


__all__ = [
    "recall_at_k",
    "precision_at_k",
    "f1_at_k",
    "hit_rate_at_k",
    "reciprocal_rank",
    "dcg_at_k",
    "ndcg_at_k",
    "average_precision",
    "r_precision",
    "bpref",
    "rank",
    "RetrievalEvaluator",
    "evaluate",
    "Results",
    "Measure",
    "parse_measure",
    "read_qrels",
    "read_run",
    "write_qrels",
    "write_run",
    "TrecFormatError",
    "cohen_kappa",
    "agreement",
    "confusion_matrix",
    "Agreement",
    "qrels_labels",
    "kendall_tau",
    "paired_test",
    "PairedTestResult",
    "compare",
    "Comparison",
    "faithfulness",
    "answer_relevancy",
    "context_relevancy",
    "context_recall",
    "context_precision",
    "answer_correctness",
    "exact_match",
    "token_f1",
    "rouge_l",
    "bleu",
    "chrf",
    "citation_recall",
    "citation_precision",
    "nugget_scores",
    "judge_report",
    "choose_threshold",
    "ppi_mean",
    "sign_test",
    "side_by_side",
    "io",
    "evaluate_rag",
    "RagResult",
    "format_p",
]
