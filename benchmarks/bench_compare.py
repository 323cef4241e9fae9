"""Paired significance tests against ranx: 7,000 queries, two systems, 10,000 resamples.

    python benchmarks/bench_compare.py                # needs ranx: pip install -r benchmarks/requirements.txt
    python benchmarks/bench_compare.py --queries 7000 --resamples 10000 --repeat 5

Two timings, each the median of ``--repeat`` runs after one warm-up run (ranx's numba JIT compiles
on its first call; ragmetrics has nothing to warm up):

- the test alone, on the same two arrays of per-query nDCG@10: ``rm.paired_test(a, b, test="randomization")``
  against ``ranx.statistical_tests.fisher_randomization_test``;
- end to end from the qrels and run dicts: ``rm.compare`` against ``ranx.compare(..., stat_test="fisher")``
  (both evaluate nDCG@10 for the two runs, then test).

The p-values are Monte Carlo estimates with different random numbers, so they agree only within
Monte Carlo error: the printed check is |p_ragmetrics - p_ranx| <= 4 standard errors + 2 / resamples.
(ranx estimates p as hits / resamples, ragmetrics as (hits + 1) / (resamples + 1).)
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import ragmetrics as rm  # noqa: E402
from benchmarks.data import make_collection  # noqa: E402


def _median_time(function, repeat: int):
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = function()
        times.append(time.perf_counter() - start)
    return statistics.median(times), value


def _second_run(run: dict, seed: int) -> dict:
    """System B: system A's scores plus noise, so that B wins on some queries and loses on others."""
    rng = np.random.default_rng(seed)
    return {q: {doc: round(score + float(rng.normal(0.1, 1.0)), 2) for doc, score in docs.items()} for q, docs in run.items()}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=7000)
    parser.add_argument("--docs", type=int, default=100)
    parser.add_argument("--resamples", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)

    import ranx
    from ranx.statistical_tests.fisher_randomization_test import fisher_randomization_test

    qrels, run_a = make_collection(args.queries, args.docs, seed=0)
    run_b = _second_run(run_a, seed=1)
    per_a = rm.evaluate(qrels, run_a, ["nDCG@10"]).per_query
    per_b = rm.evaluate(qrels, run_b, ["nDCG@10"]).per_query
    qids = list(per_a)
    a = np.array([per_a[q]["nDCG@10"] for q in qids])
    b = np.array([per_b[q]["nDCG@10"] for q in qids])
    print(f"{len(qids)} queries x {args.docs} docs, nDCG@10: A = {a.mean():.4f}, B = {b.mean():.4f}, "
          f"{args.resamples} resamples, median of {args.repeat} after a warm-up")

    fisher_randomization_test(a, b, args.resamples, 0.05, 0)  # ranx: JIT warm-up
    rm_test, rm_result = _median_time(lambda: rm.paired_test(a, b, n_resamples=args.resamples, seed=0), args.repeat)
    ranx_test, ranx_result = _median_time(lambda: fisher_randomization_test(a, b, args.resamples, 0.05, 0), args.repeat)
    t_test = rm.paired_test(a, b, test="t-test")

    ranx_qrels = ranx.Qrels(qrels)
    ranx_runs = [ranx.Run(run_a, name="A"), ranx.Run(run_b, name="B")]

    def ranx_compare():
        return ranx.compare(ranx_qrels, ranx_runs, ["ndcg@10"], stat_test="fisher", n_permutations=args.resamples, max_p=0.05)

    ranx_compare()  # ranx: JIT warm-up
    rm_full, rm_comparison = _median_time(
        lambda: rm.compare(qrels, {"A": run_a, "B": run_b}, ["nDCG@10"], n_resamples=args.resamples, seed=0), args.repeat)
    ranx_full, _ = _median_time(ranx_compare, args.repeat)

    p_rm, p_ranx = rm_result.p_value, float(ranx_result[0])
    se = math.sqrt(max(p_rm * (1 - p_rm), 1 / args.resamples) / args.resamples)
    agree = abs(p_rm - p_ranx) <= 4 * se + 2 / args.resamples
    print()
    print(f"{'':<34}{'ragmetrics':>12}{'ranx':>12}{'ratio':>8}")
    print(f"{'randomization test alone (s)':<34}{rm_test:>12.3f}{ranx_test:>12.3f}{ranx_test / rm_test:>8.2f}")
    print(f"{'compare from dicts (s)':<34}{rm_full:>12.3f}{ranx_full:>12.3f}{ranx_full / rm_full:>8.2f}")
    print()
    print(f"p-values: ragmetrics {p_rm:.4f}, ranx {p_ranx:.4f}, paired t-test {t_test.p_value:.4f}; "
          f"Monte Carlo standard error {se:.4f}: {'agree' if agree else 'DISAGREE'}")
    print(f"rm.compare p = {rm_comparison.rows[0].p_value:.4f}")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
