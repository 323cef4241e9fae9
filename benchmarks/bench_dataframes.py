"""A run as a pandas DataFrame against the same run as dicts, both through ``rm.evaluate``.

    .venv/bin/python benchmarks/bench_dataframes.py                # 10,000 queries x 100 docs = 1,000,000 rows
    .venv/bin/python benchmarks/bench_dataframes.py --queries 2000 --repeat 3

The seeded collection of ``benchmarks/data.py`` (ties and float32 ties included) is built once as dicts
and once as DataFrames (``query_id, doc_id, score`` and ``query_id, doc_id, relevance``). Timed, in one
process, median of ``--repeat`` runs: ``evaluate(qrels_dict, run_dict)``, ``evaluate(qrels_dict, run_df)``
and ``evaluate(qrels_df, run_df)``; and, for comparison, the hand conversion a user would write
(a pandas groupby to dicts). The target: the DataFrame within 2x of the dicts. Every per-query value
is checked equal (to the bit) between the two paths.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.data import make_collection  # noqa: E402

MEASURES = ["nDCG@10", "RR@10", "R@100", "P@10", "AP"]


def _frames(qrels: dict, run: dict):
    import pandas as pd

    run_df = pd.DataFrame([(q, d, s) for q, docs in run.items() for d, s in docs.items()],
                          columns=["query_id", "doc_id", "score"])
    qrels_df = pd.DataFrame([(q, d, g) for q, docs in qrels.items() for d, g in docs.items()],
                            columns=["query_id", "doc_id", "relevance"])
    return qrels_df, run_df


def _median(fn, repeat: int, clock=time.perf_counter) -> float:
    times = []
    for _ in range(repeat):
        start = clock()
        fn()
        times.append(clock() - start)
    return statistics.median(times)


def _groupby(frame, value: str) -> dict:
    return {q: dict(zip(g["doc_id"], g[value])) for q, g in frame.groupby("query_id", sort=False)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=10_000)
    parser.add_argument("--docs", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    import pandas as pd

    import ragmetrics as rm

    qrels, run = make_collection(args.queries, args.docs, seed=0)
    qrels_df, run_df = _frames(qrels, run)
    print(f"pandas {pd.__version__}; {len(run_df):,} run rows, {len(qrels_df):,} qrels rows; measures {MEASURES}; "
          f"median of {args.repeat}")
    dicts = rm.evaluate(qrels, run, MEASURES)
    frame = rm.evaluate(qrels_df, run_df, MEASURES)
    same = dicts.mean == frame.mean and all(dicts.per_query[q] == frame.per_query[q] for q in dicts.per_query)
    print(f"per-query values identical to the dict path: {same}")
    # interleaved, so that a change in the machine's load hits both paths alike
    timings = {"dict": [], "run_df": [], "both_df": []}
    cpu = {"dict": [], "run_df": [], "both_df": []}
    calls = {"dict": lambda: rm.evaluate(qrels, run, MEASURES), "run_df": lambda: rm.evaluate(qrels, run_df, MEASURES),
             "both_df": lambda: rm.evaluate(qrels_df, run_df, MEASURES)}
    for _ in range(args.repeat):
        for name, call in calls.items():
            timings[name].append(_median(call, 1))
            cpu[name].append(_median(call, 1, time.process_time))
    t_dict, t_run_df, t_both_df = (statistics.median(timings[k]) for k in ("dict", "run_df", "both_df"))
    ratios = sorted(r / d for r, d in zip(timings["run_df"], timings["dict"]))
    t_groupby = _median(lambda: (_groupby(qrels_df, "relevance"), _groupby(run_df, "score")), max(1, args.repeat // 2))
    t_to_pandas = _median(lambda: frame.to_pandas(), args.repeat)
    print(f"evaluate(dict qrels, dict run)            {t_dict:7.3f} s   1.00x")
    print(f"evaluate(dict qrels, DataFrame run)       {t_run_df:7.3f} s   {t_run_df / t_dict:.2f}x")
    print(f"evaluate(DataFrame qrels, DataFrame run)  {t_both_df:7.3f} s   {t_both_df / t_dict:.2f}x")
    print(f"hand groupby of both DataFrames to dicts  {t_groupby:7.3f} s   {t_groupby / t_dict:.2f}x (conversion only)")
    print(f"Results.to_pandas()                       {t_to_pandas:7.3f} s")
    c_dict, c_run, c_both = (statistics.median(cpu[k]) for k in ("dict", "run_df", "both_df"))
    print(f"CPU time of this process (less sensitive to a busy machine): dicts {c_dict:.3f} s, DataFrame run "
          f"{c_run:.3f} s ({c_run / c_dict:.2f}x), both DataFrames {c_both:.3f} s ({c_both / c_dict:.2f}x)")
    print(f"per-repetition ratio DataFrame run / dicts: median {statistics.median(ratios):.2f}x, "
          f"min {ratios[0]:.2f}x, max {ratios[-1]:.2f}x")


if __name__ == "__main__":
    main()
