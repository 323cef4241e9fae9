"""A regression gate for CI: is the candidate at most ``margin`` worse than the baseline, on every measure?

The test, per measure, on the paired per-query differences d = candidate - baseline (n queries):

- H0: mean(d) <= -margin (the candidate is worse by the margin or more); H1: mean(d) > -margin.
- ``test="t-test"`` (default): one-sided paired t-test, t = (mean(d) + margin) / (sd(d) / sqrt(n)), sd with
  n - 1, p = P(T_{n-1} >= t); the same p as ``scipy.stats.ttest_1samp(d, -margin, alternative="greater")``.
- ``test="randomization"``: one-sided sign-flip test of the shifted differences e = d + margin (under H0's
  boundary e is symmetric about 0): p = (1 + #{resamples with mean(+-e) >= mean(e)}) / (1 + n_resamples).
- Holm's step-down adjustment across the measures; a measure passes when its adjusted p < ``alpha``
  (non-inferiority shown), and the gate passes when every measure does.

So the gate asks for evidence: a candidate only as good as the baseline passes when the queries are
enough to show that the difference is above -margin; with too few queries (or too much noise for the
margin) it fails and says the bound is too wide. Each row also gives the one-sided (1 - alpha) lower
confidence bound of mean(d) (t interval), the figure to read against -margin.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

__all__ = ["gate", "gate_scores", "GateResult", "GateRow", "RECORD_SUFFIXES"]

RECORD_SUFFIXES = (".jsonl", ".json", ".csv", ".jsonl.gz", ".csv.gz")
GATE_TESTS = ("t-test", "randomization")
CHUNK_CELLS = 1 << 22  # sign flips drawn in blocks of about 4M cells, as the significance tests draw them


@dataclass(frozen=True)
class GateRow:
    """One measure: the means, the mean difference (candidate - baseline), its one-sided lower bound, the p-values."""

    measure: str
    n: int
    baseline: float
    candidate: float
    difference: float
    lower_bound: float
    p_value: float
    p_adjusted: float
    passed: bool


@dataclass(frozen=True)
class GateResult:
    """What ``gate`` returns: ``passed`` (every measure), the ``rows``, and the settings."""

    rows: tuple
    margin: float
    alpha: float
    test: str
    n_resamples: int | None
    seed: int | None
    passed: bool

    def failures(self) -> list:
        return [row for row in self.rows if not row.passed]

    def _p(self, p: float) -> str:
        from .significance import format_p

        return format_p(p, self.n_resamples if self.test == "randomization" else None)

    def _why(self, row: GateRow) -> str:
        level = f"{1 - self.alpha:.0%}"
        if row.passed:
            return (f"not worse by more than {self.margin:g}: difference {row.difference:+.4f}, {level} lower bound "
                    f"{row.lower_bound:+.4f} > -{self.margin:g}")
        if row.difference <= -self.margin:
            return (f"worse by {-row.difference:.4f}, more than the margin {self.margin:g} "
                    f"(by {-row.difference - self.margin:.4f}; {level} lower bound {row.lower_bound:+.4f})")
        return (f"difference {row.difference:+.4f} but not shown to be within the margin: the {level} lower bound "
                f"{row.lower_bound:+.4f} is below -{self.margin:g} (too few queries or too much noise for this margin)")

    def text(self) -> str:
        """The report for a terminal: one line per measure, then the verdict."""
        width = max(7, *(len(r.measure) for r in self.rows))
        lines = [f"{'measure':<{width}}  {'n':>5}  {'baseline':>8}  {'candidate':>9}  {'diff':>8}  {'p (Holm)':>9}  verdict"]
        for r in self.rows:
            lines.append(f"{r.measure:<{width}}  {r.n:5d}  {r.baseline:8.4f}  {r.candidate:9.4f}  {r.difference:+8.4f}  "
                         f"{self._p(r.p_adjusted):>9}  {'pass' if r.passed else 'FAIL'}: {self._why(r)}")
        lines.append(self._footer())
        return "\n".join(lines)

    def _footer(self) -> str:
        how = ("one-sided paired t-test" if self.test == "t-test" else
               f"one-sided sign-flip randomization test, {self.n_resamples} resamples, seed {self.seed}")
        verdict = "PASSED" if self.passed else f"FAILED on {', '.join(r.measure for r in self.failures())}"
        return (f"{verdict}: H0 candidate worse than baseline by >= {self.margin:g}; {how} of the differences "
                f"shifted by the margin; Holm across {len(self.rows)} measure(s); alpha {self.alpha:g}")

    def markdown(self) -> str:
        """The report as a Markdown table, for a pull-request comment."""
        lines = ["| measure | n | baseline | candidate | diff | p (Holm) | verdict |", "|---|---:|---:|---:|---:|---:|---|"]
        for r in self.rows:
            lines.append(f"| {r.measure} | {r.n} | {r.baseline:.4f} | {r.candidate:.4f} | {r.difference:+.4f} | "
                         f"{self._p(r.p_adjusted)} | {'✅ pass' if r.passed else '❌ FAIL'}: {self._why(r)} |")
        return "\n".join(lines) + f"\n\n{self._footer()}\n"

    def __str__(self) -> str:
        return self.text()


def _one_sided(d: np.ndarray, margin: float, alpha: float, test: str, n_resamples: int, seed) -> tuple:
    """(p-value of H0 mean(d) <= -margin, one-sided (1 - alpha) lower t bound of mean(d))."""
    from .significance import t_quantile, t_two_sided_p

    n = len(d)
    mean = float(d.mean())
    sd = float(d.std(ddof=1))
    se = sd / math.sqrt(n)
    lower = mean - t_quantile(1 - alpha, n - 1) * se if se > 0 else mean
    shifted = mean + margin
    if test == "t-test":
        if se == 0:
            return (0.0 if shifted > 0 else 1.0), lower
        t = shifted / se
        half = t_two_sided_p(t, n - 1) / 2
        return (half if t > 0 else 1.0 - half), lower
    e = d + margin
    observed = float(e.sum())
    tol = 1e-10 * float(np.abs(e).mean()) * n
    rng, hits = np.random.default_rng(seed), 0
    step = max(1, CHUNK_CELLS // n)
    for start in range(0, n_resamples, step):
        rows = min(step, n_resamples - start)
        flipped = np.unpackbits(rng.integers(0, 256, size=(rows, (n + 7) // 8), dtype=np.uint8), axis=1, count=n)
        sums = observed - 2.0 * (flipped.astype(np.float64) @ e)
        hits += int(np.count_nonzero(sums >= observed - tol))
    return (hits + 1) / (n_resamples + 1), lower


def gate_scores(baseline: Mapping, candidate: Mapping, *, margin: float = 0.01, alpha: float = 0.05,
                test: str = "t-test", n_resamples: int = 10_000, seed: int | None = 0) -> GateResult:
    """The gate on per-query scores already computed: ``baseline`` and ``candidate`` are {measure: [score per
    query]} with the same queries in the same order (higher is better)."""
    from .significance import adjust_p_values

    _check(margin, alpha, test, n_resamples)
    if list(baseline) != list(candidate) or not baseline:
        raise ValueError(f"'baseline' and 'candidate' must score the same measures (got {list(baseline)} and {list(candidate)})")
    tests = []
    for measure in baseline:
        a = np.asarray(baseline[measure], dtype=np.float64)
        b = np.asarray(candidate[measure], dtype=np.float64)
        if a.shape != b.shape or a.ndim != 1 or len(a) < 2:
            raise ValueError(f"measure {measure!r}: baseline and candidate need the same 2 or more queries "
                             f"(got {a.shape} and {b.shape})")
        if not (np.isfinite(a).all() and np.isfinite(b).all()):
            raise ValueError(f"measure {measure!r}: a score is NaN or infinite")
        p, lower = _one_sided(b - a, margin, alpha, test, n_resamples, seed)
        tests.append((measure, len(a), float(a.mean()), float(b.mean()), float((b - a).mean()), lower, p))
    adjusted = adjust_p_values([t[-1] for t in tests], "holm")
    rows = tuple(GateRow(*t, p_adj, p_adj < alpha) for t, p_adj in zip(tests, adjusted))
    return GateResult(rows, float(margin), float(alpha), test, n_resamples if test == "randomization" else None,
                      seed, all(r.passed for r in rows))


def _check(margin, alpha, test, n_resamples) -> None:
    if isinstance(margin, bool) or not isinstance(margin, (int, float)) or not math.isfinite(margin) or margin < 0:
        raise ValueError(f"'margin' must be a finite number >= 0 (got {margin!r})")
    if isinstance(alpha, bool) or not isinstance(alpha, (int, float)) or not 0 < alpha < 1:
        raise ValueError(f"'alpha' must be a number between 0 and 1, exclusive (got {alpha!r})")
    if test not in GATE_TESTS:
        raise ValueError(f"'test' must be one of {GATE_TESTS} (got {test!r})")
    if isinstance(n_resamples, bool) or not isinstance(n_resamples, int) or n_resamples < 1:
        raise ValueError(f"'n_resamples' must be a positive int (got {n_resamples!r})")


def _is_records(value) -> bool:
    from .io import Record, is_frame
    from .rag import RagResult

    if isinstance(value, (str, Path)):
        return str(value).lower().endswith(RECORD_SUFFIXES)
    if is_frame(value):
        return "score" not in value.columns
    if isinstance(value, RagResult):
        return True
    return isinstance(value, (list, tuple)) and bool(value) and isinstance(value[0], (Mapping, Record))


def _run_scores(qrels, runs: list, measures: list) -> tuple:
    from .io import evaluate
    from .trec import read_run

    if qrels is None:
        raise ValueError("runs need 'qrels' (a qrels file, dict or DataFrame) to be scored")
    out = []
    for run in runs:
        run = read_run(run) if isinstance(run, (str, Path)) else run
        results = evaluate(qrels, run, measures, missing_queries="zero")
        names = [str(m) for m in results.measures]
        qids = list(results.per_query)
        out.append((qids, {m: [results.per_query[q][m] for q in qids] for m in names}))
    (qa, a), (qb, b) = out
    if qa != qb:  # pragma: no cover: missing_queries="zero" evaluates every judged query for both
        raise ValueError("baseline and candidate were evaluated on different queries")
    return a, b


def _record_scores(qrels, inputs: list, measures, judge, embedder, cache) -> tuple:
    from .rag import RagResult, evaluate_rag

    results = [x if isinstance(x, RagResult) else evaluate_rag(x, measures, qrels=qrels, judge=judge, embedder=embedder,
                                                               cache=cache, progress=None) for x in inputs]
    a, b = results
    metrics = [m for m in a.metrics if m in b.metrics]
    if not metrics:
        raise ValueError(f"baseline and candidate share no metric (got {list(a.metrics)} and {list(b.metrics)})")
    rows_a = {row["query_id"]: row for row in a.per_question}
    rows_b = {row["query_id"]: row for row in b.per_question}
    only = sorted(set(rows_a) ^ set(rows_b))
    if only:
        raise ValueError(f"baseline and candidate records must have the same query ids ({len(only)} differ, such as "
                         f"{only[:5]}); pair them by a 'query_id' field")
    qids = [q for q in rows_a if all(not math.isnan(rows_a[q][m]) and not math.isnan(rows_b[q][m]) for m in metrics)]
    return ({m: [rows_a[q][m] for q in qids] for m in metrics}, {m: [rows_b[q][m] for q in qids] for m in metrics})


def gate(baseline, candidate, measures=None, *, qrels=None, margin: float = 0.01, alpha: float = 0.05,
         test: str = "t-test", n_resamples: int = 10_000, seed: int | None = 0, judge=None, embedder=None,
         cache=None) -> GateResult:
    """Is ``candidate`` at most ``margin`` worse than ``baseline`` on every measure? (See the module for the test.)

    ``baseline`` and ``candidate`` are both runs (TREC run paths, dicts or DataFrames; ``qrels`` needed; a
    judged query a run lacks scores 0), or both RAG logs (records paths, DataFrames, lists, or
    ``evaluate_rag`` results; paired by query id; a record without a value on a metric is left out of
    every metric). ``measures``: e.g. ``["nDCG@10"]`` or ``["faithfulness"]`` (default for logs: as
    ``evaluate_rag``).
    """
    from .io import as_qrels, read_qrels_file

    qrels = read_qrels_file(qrels) if isinstance(qrels, (str, Path)) else as_qrels(qrels)
    if _is_records(baseline) != _is_records(candidate):
        raise ValueError("'baseline' and 'candidate' must both be runs or both be RAG records")
    if _is_records(baseline):
        a, b = _record_scores(qrels, [baseline, candidate], measures, judge, embedder, cache)
    else:
        if not measures:
            raise ValueError("'measures' must name at least one measure, such as 'nDCG@10'")
        a, b = _run_scores(qrels, [baseline, candidate], list(measures))
    return gate_scores(a, b, margin=margin, alpha=alpha, test=test, n_resamples=n_resamples, seed=seed)


# ---------------------------------------------------------------------------------------- the command line


def add_gate_command(commands) -> None:
    """``python -m ragmetrics gate``: registered by ``__main__``."""
    g = commands.add_parser("gate", help="regression gate for CI: exit 0 when the candidate is not worse than the baseline "
                                         "by more than the margin, 1 when it may be, 2 on bad input")
    g.add_argument("--qrels", default=None, help="qrels file (TREC, or a BEIR qrels .tsv); needed for runs")
    g.add_argument("--baseline", required=True, help="baseline: a TREC run file, or a records file (.jsonl, .csv)")
    g.add_argument("--candidate", required=True, help="candidate: same kind as the baseline")
    g.add_argument("-m", "--measure", action="append", default=None,
                   help="a measure (nDCG@10, RR...) or a generation metric (faithfulness...) (repeatable)")
    g.add_argument("--margin", type=float, default=0.01, help="largest drop tolerated, in the measure's units (default 0.01)")
    g.add_argument("--alpha", type=float, default=0.05, help="level of the one-sided tests after Holm (default 0.05)")
    g.add_argument("--test", choices=GATE_TESTS, default="t-test", help="one-sided paired test (default t-test)")
    g.add_argument("--n-resamples", type=int, default=10_000, help="resamples of the randomization test (default 10000)")
    g.add_argument("--seed", type=int, default=0, help="seed of the randomization test (default 0)")
    g.add_argument("--markdown", default=None, help="also write the report as Markdown to this file (a PR comment)")
    g.add_argument("--doc-id-sep", default=None, metavar="SEP",
                   help="records files: retrieved ids are chunk ids 'DOC<SEP>n'; map them to document ids (first chunk keeps the rank)")
    g.set_defaults(handler=run_gate_command)


def run_gate_command(args) -> int:
    import sys

    from .io import read_qrels_file

    baseline, candidate = args.baseline, args.candidate
    if args.doc_id_sep and _is_records(baseline):
        from .io import read_records

        baseline, candidate = (read_records(x, doc_id_of=args.doc_id_sep) for x in (baseline, candidate))
    result = gate(baseline, candidate, args.measure, qrels=None if args.qrels is None else read_qrels_file(args.qrels), margin=args.margin,
                  alpha=args.alpha, test=args.test, n_resamples=args.n_resamples, seed=args.seed)
    print(result.text())
    if args.markdown:
        Path(args.markdown).write_text(result.markdown(), encoding="utf-8")
    sys.stdout.flush()
    return 0 if result.passed else 1
