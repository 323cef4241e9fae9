"""A whole RAG log in one call: ``evaluate_rag(records, metrics)`` -> a table, means, intervals, the worst questions.

Generation metrics (the six of ``ragmetrics.generation``) run record by record, on a thread pool of
``max_concurrency`` workers (an LLM judge then sends that many requests at once; the offline judges
are CPU-bound and gain nothing from threads). Retrieval measures (``nDCG@10``, ``R@5``...) run in one
``evaluate`` call on the records' retrieved ids against ``qrels``. A record that fails a metric gets
NaN there and the reason in its ``error`` column; the other records and metrics are kept.
"""

from __future__ import annotations

import json
import math
import platform
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field

import numpy as np

from .io import Record, read_records, records_to_run

__all__ = ["evaluate_rag", "RagResult", "GENERATION_METRICS"]

GENERATION_METRICS = ("faithfulness", "answer_relevancy", "context_relevancy", "context_recall", "context_precision",
                      "answer_correctness")
NEEDS_REFERENCE = ("context_recall", "context_precision", "answer_correctness")
NEEDS_EMBEDDER = ("answer_relevancy", "answer_correctness")
DEFAULT_RETRIEVAL = ("nDCG@10", "R@10", "RR")
BOOTSTRAP_CELLS = 1 << 22  # resampled indices drawn in blocks of about 4M, as paired_test's bootstrap draws them


def _generation_call(name: str, record: Record, judge, embedder):
    from . import generation as g

    contexts, question, reference = list(record.contexts), record.question, record.reference
    if name == "faithfulness":
        return g.faithfulness(record.answer, contexts, question=question, judge=judge)
    if name == "answer_relevancy":
        return g.answer_relevancy(question, record.answer, judge=judge, embedder=embedder)
    if name == "context_relevancy":
        return g.context_relevancy(question, contexts, judge=judge)
    if reference is None:
        raise ValueError("the record has no reference answer (ground_truth / reference)")
    if name == "context_recall":
        return g.context_recall(contexts, reference, question=question, judge=judge)
    if name == "context_precision":
        return g.context_precision(question, contexts, reference, judge=judge)
    return g.answer_correctness(record.answer, reference, question=question, judge=judge, embedder=embedder)


def _reasons(result) -> str:
    """The judge's reasons behind one metric's score, one line each (the verdicts and ratings that lower it)."""
    lines = []
    for v in getattr(result, "verdicts", ()):
        if v.verdict != "yes" or v.reason:
            lines.append(f"{v.verdict}: {v.claim}" + (f" ({v.reason})" if v.reason else ""))
    for r in getattr(result, "ratings", ()):
        lines.append(f"{r.rating}/{r.scale}" + (f": {r.reason}" if r.reason else ""))
    for q, cos in zip(getattr(result, "questions", ()), getattr(result, "similarities", ())):
        lines.append(f"cos {cos:+.2f}: {q.question}" + (" [noncommittal]" if q.noncommittal else ""))
    for label in ("fp", "fn"):
        lines += [f"{label.upper()}: {s}" for s in getattr(result, label, ())]
    return "\n".join(lines)


def _score_record(record: Record, metrics: list, judge, embedder) -> dict:
    """One record's generation metrics: {metric: score}, {metric: reasons}, [errors]; never raises."""
    scores, reasons, errors = {}, {}, []
    for name in metrics:
        try:
            result = _generation_call(name, record, judge, embedder)
            scores[name] = float(result.score)
            reasons[name] = _reasons(result)
        except Exception as error:  # one bad record (or a judge's failure) must not lose the others
            scores[name] = math.nan
            errors.append(f"{name}: {type(error).__name__}: {error}")
    return {"scores": scores, "reasons": reasons, "errors": errors}


def _retrieval(records: list, measures: list, qrels) -> list:
    """Per record: ({measure: value}, [errors]); queries not judged or without retrieved ids get NaN."""
    from .evaluate import evaluate
    from .io import as_qrels

    qrels = as_qrels(qrels)
    out = [({m: math.nan for m in measures}, []) for _ in records]
    run = records_to_run(records)
    usable = {q: ids for q, ids in run.items() if q in qrels}
    for i, r in enumerate(records):
        if r.retrieved_ids is None:
            out[i][1].append("retrieval: the record has no retrieved ids")
        elif r.id not in qrels:
            out[i][1].append(f"retrieval: query id {r.id!r} is not in the qrels")
    if not usable:
        return out
    try:
        per_query = evaluate(qrels, usable, measures).per_query
        values = {q: per_query[q] for q in usable}
    except (ValueError, TypeError):  # one bad list: evaluate each query alone, naming the bad one
        values = {}
        for q, ids in usable.items():
            try:
                values[q] = evaluate({q: qrels[q]}, {q: ids}, measures).per_query[q]
            except (ValueError, TypeError) as error:
                values[q] = error
    for i, r in enumerate(records):
        value = values.get(r.id)
        if isinstance(value, Exception):
            out[i][1].append(f"retrieval: {type(value).__name__}: {value}")
        elif value is not None:
            out[i][0].update(value)
    return out


@dataclass
class RagResult:
    """What ``evaluate_rag`` returns.

    ``per_question``: one dict per record, in the records' order: ``query_id``, ``question``, ``answer``,
    ``reference``, ``contexts``, one value per metric (NaN where it failed), ``reasons`` {metric: the judge's
    reasons} and ``error`` (None, or why a metric is missing). ``mean`` {metric: mean over the records that
    have it}; ``ci`` {metric: (low, high)}, a seeded percentile bootstrap of that mean; ``n`` {metric: records
    counted}; ``usage`` the judge's usage during the run (None for the offline judges); ``settings`` what ran.
    """

    metrics: tuple
    per_question: list
    mean: dict
    ci: dict
    n: dict
    usage: object
    settings: dict = field(repr=False)

    def __repr__(self) -> str:
        means = ", ".join(f"{m}: {self.mean[m]:.4f}" for m in self.metrics)
        return f"RagResult({len(self.per_question)} questions; {means})"

    def table(self) -> str:
        """Each metric's mean, its bootstrap interval and the number of records counted, as text."""
        level = f"{self.settings['confidence']:.0%} CI"
        width = max(len("metric"), *(len(m) for m in self.metrics))
        lines = [f"{'metric':<{width}}  {'mean':>7}  {level:>18}  {'n':>6}", "-" * (width + 39)]
        for m in self.metrics:
            low, high = self.ci[m]
            lines.append(f"{m:<{width}}  {self.mean[m]:7.4f}  [{low:7.4f}, {high:7.4f}]  {self.n[m]:6d}")
        failed = sum(1 for row in self.per_question if row["error"])
        lines.append(f"{len(self.per_question)} questions; {failed} with an error (see the 'error' column)"
                     f"; bootstrap {self.settings['n_resamples']} resamples, seed {self.settings['seed']}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()

    def worst(self, n: int = 5, metric: str | None = None) -> list:
        """The ``n`` records with the lowest ``metric`` (default: the mean of the row's metrics), lowest first;
        records without that value are left out."""
        if metric is not None and metric not in self.metrics:
            raise ValueError(f"'metric' must be one of {list(self.metrics)} (got {metric!r})")

        def key(row):
            values = [row[metric]] if metric else [row[m] for m in self.metrics]
            values = [v for v in values if not math.isnan(v)]
            return sum(values) / len(values) if values else math.nan

        scored = [(key(row), i, row) for i, row in enumerate(self.per_question)]
        return [row for value, _, row in sorted(s for s in scored if not math.isnan(s[0]))[:n]]

    def to_pandas(self):
        """One row per question: ``query_id``, the texts, every metric, ``<metric>_reasons`` and ``error``."""
        from .frames import pandas

        rows = []
        for row in self.per_question:
            flat = {k: v for k, v in row.items() if k not in ("reasons", "contexts")}
            flat["contexts"] = list(row["contexts"])
            flat.update({f"{m}_reasons": row["reasons"].get(m, "") for m in self.metrics if m in GENERATION_METRICS})
            rows.append(flat)
        return pandas().DataFrame(rows)

    def to_jsonl(self, path=None) -> str | None:
        """Every row as a JSON line (NaN written as null); to ``path`` if given, else returned as a string."""
        lines = []
        for row in self.per_question:
            clean = {k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in row.items()}
            clean["contexts"] = list(row["contexts"])
            lines.append(json.dumps(clean, ensure_ascii=False))
        text = "\n".join(lines) + "\n"
        if path is None:
            return text
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
        return None

    def plot(self, n_worst: int = 5, fig=None):
        """The distribution of each metric (histogram, mean and interval) and the worst questions (needs matplotlib)."""
        from .plots import plot_rag

        return plot_rag(self, n_worst=n_worst, fig=fig)


def _bootstrap_cis(columns: list, n_resamples: int, seed, confidence: float) -> list:
    """Percentile bootstrap intervals of the mean of each column (the records that have every one of them).

    Each column's resamples are exactly ``paired_test``'s bootstrap with this seed (the same blocks of draws):
    the same index draws, drawn once and shared by the columns (the draws are a third of the time at 10,000
    records).
    """
    n = len(columns[0])
    if n == 0:
        return [(math.nan, math.nan)] * len(columns)
    if n == 1:
        return [(float(c[0]), float(c[0])) for c in columns]
    rng = np.random.default_rng(seed)
    means = np.empty((len(columns), n_resamples))
    step = max(1, BOOTSTRAP_CELLS // n)
    for start in range(0, n_resamples, step):
        rows = min(step, n_resamples - start)
        index = rng.integers(0, n, size=(rows, n), dtype=np.int32 if n < 2**31 else np.int64)
        for j, column in enumerate(columns):
            means[j, start:start + rows] = column[index].mean(axis=1)
    quantiles = [(1 - confidence) / 2, (1 + confidence) / 2]
    return [tuple(np.quantile(m, quantiles).tolist()) for m in means]


def _split_metrics(metrics, records: list, qrels) -> tuple:
    from .measures import parse_measures

    has_ids = any(r.retrieved_ids is not None for r in records)
    if metrics is None:
        generation = [m for m in GENERATION_METRICS
                      if m not in NEEDS_REFERENCE or any(r.reference is not None for r in records)]
        retrieval = list(DEFAULT_RETRIEVAL) if qrels is not None and has_ids else []
        return generation, retrieval
    if isinstance(metrics, str):
        metrics = [metrics]
    generation = [m for m in metrics if m in GENERATION_METRICS]
    others = [m for m in metrics if m not in GENERATION_METRICS]
    retrieval = [str(m) for m in parse_measures(others)] if others else []
    if retrieval and qrels is None:
        raise ValueError(f"retrieval measures {retrieval} need 'qrels' (and retrieved ids in the records); the "
                         f"generation metrics are {list(GENERATION_METRICS)}")
    if retrieval and not has_ids:
        raise ValueError(f"retrieval measures {retrieval} need the records' retrieved ids (a 'retrieved_ids' field); "
                         "none of the records has them")
    if retrieval:
        _check_ids_meet_qrels(records, qrels)
    return generation, retrieval


def _check_ids_meet_qrels(records: list, qrels) -> None:
    """Refuse retrieved ids that match no judged doc at all: every retrieval measure would be 0, silently.

    The usual cause is chunk ids ('doc7#3') against document-level qrels ('doc7')."""
    judged = {str(doc) for docs in qrels.values() for doc in docs} if isinstance(qrels, dict) else None
    if not judged:
        return
    ids = [str(doc) for r in records if r.retrieved_ids for doc in r.retrieved_ids]
    if ids and not judged.intersection(ids):
        raise ValueError(f"none of the records' retrieved ids matches a doc id of the qrels (e.g. {ids[0]!r} against "
                         f"{sorted(judged)[0]!r}): every retrieval measure would be 0. Chunk ids? Map them to "
                         "document ids: read_records(path, doc_id_of='#') in Python, --doc-id-sep '#' on the "
                         "command line")


def evaluate_rag(records, metrics=None, *, qrels=None, judge=None, embedder=None, cache=None, max_concurrency: int = 8,
                 seed: int | None = 0, n_resamples: int = 10_000, confidence: float = 0.95, progress: bool | None = None,
                 ) -> RagResult:
    """Evaluate a RAG log: every record on every metric, with means, bootstrap intervals and the judge's reasons.

    ``records``: a JSONL/CSV path, a DataFrame, a list of dicts (either RAGAS vocabulary) or of ``Record``
    (see ``ragmetrics.io.read_records``). ``metrics``: generation metrics among ``GENERATION_METRICS`` and
    retrieval measures such as ``"nDCG@10"`` (these need ``qrels`` and the records' retrieved ids, matched
    by query id). Default: the generation metrics the records allow (those needing a reference only when
    some record has one), plus nDCG@10, R@10 and RR when ``qrels`` is given and records have ids.
    ``judge``: any judge (default: the offline ``RuleJudge``); with ``cache`` (a path or cache) a judge that
    has ``using_cache`` answers repeated prompts from disk. ``embedder``: for answer relevancy and answer
    correctness (default: ``default_embedder()``). ``max_concurrency`` records are judged at once.
    ``seed`` and ``n_resamples`` make the bootstrap intervals reproducible; ``progress`` shows a bar
    (default: when standard error is a terminal and tqdm is installed; after 2 s only).

    >>> result = evaluate_rag([{"question": "How long is the refund window?", "contexts": ["Refunds within 30 days."],
    ...                         "answer": "Refunds are accepted within 30 days."}], ["faithfulness"])
    >>> result.mean["faithfulness"], result.per_question[0]["error"]
    (1.0, None)
    """
    from .generation.embedders import default_embedder
    from .generation import Judge, RuleJudge
    from .generation.protocol import judge_name
    from .progress import progress as bar

    if isinstance(max_concurrency, bool) or not isinstance(max_concurrency, int) or max_concurrency < 1:
        raise ValueError(f"'max_concurrency' must be a positive int (got {max_concurrency!r})")
    if not isinstance(records, list) or not all(isinstance(r, Record) for r in records):
        records = read_records(records)
    generation, retrieval = _split_metrics(metrics, records, qrels)
    if cache is not None and hasattr(judge, "using_cache"):
        judge = judge.using_cache(cache)
    if judge is None:
        judge = RuleJudge()  # the offline default of every generation metric
    elif not isinstance(judge, Judge):
        raise TypeError("'judge' must have the methods split_claims, verify_claim, generate_questions and "
                        f"rate_context (got {type(judge).__name__})")
    if embedder is None and any(m in NEEDS_EMBEDDER for m in generation):
        embedder = default_embedder()
    before = getattr(judge, "usage", None)

    scored = [None] * len(records)
    if generation:
        if max_concurrency == 1:
            for i in bar(range(len(records)), total=len(records), desc="evaluate_rag", enabled=progress):
                scored[i] = _score_record(records[i], generation, judge, embedder)
        else:
            with ThreadPoolExecutor(max_workers=max_concurrency) as pool:
                futures = {pool.submit(_score_record, r, generation, judge, embedder): i for i, r in enumerate(records)}
                for future in bar(as_completed(futures), total=len(futures), desc="evaluate_rag", enabled=progress):
                    scored[futures[future]] = future.result()
    after = getattr(judge, "usage", None)
    usage = _usage(before, after)
    retrieved = _retrieval(records, retrieval, qrels) if retrieval else [({}, [])] * len(records)

    names = tuple(generation + retrieval)
    rows = []
    for record, gen, (ret, ret_errors) in zip(records, scored, retrieved):
        gen = gen or {"scores": {}, "reasons": {}, "errors": []}
        errors = gen["errors"] + ret_errors
        rows.append({"query_id": record.id, "question": record.question, "answer": record.answer,
                     "reference": record.reference, "contexts": record.contexts,
                     "retrieved_ids": None if record.retrieved_ids is None else list(record.retrieved_ids),
                     **gen["scores"], **ret, "reasons": gen["reasons"], "error": "; ".join(errors) or None})
    mean, ci, counts = {}, {}, {}
    groups: dict = {}  # metrics counted on the same records share their bootstrap draws
    for m in names:
        values = np.array([row[m] for row in rows], dtype=np.float64)
        kept = ~np.isnan(values)
        counts[m] = int(kept.sum())
        mean[m] = float(values[kept].mean()) if counts[m] else math.nan
        groups.setdefault(kept.tobytes(), []).append((m, values[kept]))
    for members in groups.values():
        for (m, _), interval in zip(members, _bootstrap_cis([v for _, v in members], n_resamples, seed, confidence)):
            ci[m] = interval
    settings = _settings(names, judge_name(judge), embedder, max_concurrency, seed, n_resamples, confidence, cache)
    return RagResult(names, rows, mean, ci, counts, usage, settings)


def _usage(before, after):
    if after is None:
        return None
    try:
        return after - before if before is not None else after
    except TypeError:
        return after


def _settings(names, judge, embedder, max_concurrency, seed, n_resamples, confidence, cache) -> dict:
    from . import __version__

    return {"metrics": list(names), "judge": judge,
            "embedder": None if embedder is None else str(getattr(embedder, "name", type(embedder).__name__)),
            "max_concurrency": max_concurrency, "seed": seed, "n_resamples": n_resamples, "confidence": confidence,
            "cache": None if cache is None else str(cache), "ragmetrics": __version__, "numpy": np.__version__,
            "python": platform.python_version()}
