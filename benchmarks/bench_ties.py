"""The tie rule's worst cases against pytrec_eval: time and peak memory of one ``evaluate`` call.

    .venv/bin/python benchmarks/bench_ties.py            # both cases, 3 repetitions
    .venv/bin/python benchmarks/bench_ties.py --repeat 1

Cases (issue 17, High 2): ``all_tied``, one query of 100,000 docs all scored 0.0 with 1,000 relevant;
``three_scores``, 1,000 queries x 1,000 docs (a 1M-line run) with 3 distinct scores and 70 relevant per
query. Ties are broken by doc id as a string, so every relevant doc is compared with its tie group.
Each library runs in a fresh process; memory is tracemalloc's peak above the input dicts (pytrec_eval's
C allocations are not traced, so only its time is shown).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

MEASURES = ["nDCG@10", "RR", "AP", "P@10"]
PYTREC_MEASURES = {"ndcg_cut.10", "recip_rank", "map", "P.10"}
PAIRS = {"ndcg_cut_10": "nDCG@10", "recip_rank": "RR", "map": "AP", "P_10": "P@10"}


def make_case(name: str):
    """Return (qrels, run) for one case, seeded."""
    import numpy as np

    rng = np.random.default_rng(0)
    if name == "all_tied":
        shape, n_relevant, scores = (1, 100_000), 1_000, np.array([0.0])
    else:
        shape, n_relevant, scores = (1_000, 1_000), 70, np.array([0.1, 0.2, 0.3])
    qrels, run = {}, {}
    for q in range(shape[0]):
        docs = [f"D{d}" for d in rng.permutation(shape[1] * 2)[: shape[1]].tolist()]
        run[f"q{q}"] = dict(zip(docs, rng.choice(scores, size=shape[1]).tolist()))
        qrels[f"q{q}"] = {doc: int(g) for doc, g in zip(rng.choice(docs, n_relevant, replace=False), rng.integers(1, 4, n_relevant))}
    return qrels, run


def worker(library: str, case: str, repeat: int) -> dict:
    qrels, run = make_case(case)
    if library == "ragmetrics":
        import ragmetrics

        def evaluate():
            return ragmetrics.evaluate(qrels, run, MEASURES).per_query
    else:
        import pytrec_eval

        def evaluate():
            return pytrec_eval.RelevanceEvaluator(qrels, PYTREC_MEASURES).evaluate(run)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = evaluate()
        times.append(time.perf_counter() - start)
    tracemalloc.start()
    evaluate()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    values = {q: dict(v) for q, v in result.items()}
    return {"median": statistics.median(times), "peak_mib": peak / 2**20, "values": values}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cases", default="all_tied,three_scores")
    parser.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        library, case, repeat = args.worker
        print(json.dumps(worker(library, case, int(repeat))))
        return
    print(f"{'case':<14}{'ragmetrics s':>14}{'peak MiB':>10}{'pytrec_eval s':>15}{'max |diff|':>12}")
    for case in args.cases.split(","):
        results = {}
        for library in ("ragmetrics", "pytrec_eval"):
            done = subprocess.run([sys.executable, __file__, "--worker", library, case, str(args.repeat)],
                                  capture_output=True, text=True, check=True)
            results[library] = json.loads(done.stdout.strip().splitlines()[-1])
        ours, theirs = results["ragmetrics"]["values"], results["pytrec_eval"]["values"]
        diff = max(abs(theirs[q][t] - ours[q][n]) for q in theirs for t, n in PAIRS.items())
        print(f"{case:<14}{results['ragmetrics']['median']:>14.3f}{results['ragmetrics']['peak_mib']:>10.1f}"
              f"{results['pytrec_eval']['median']:>15.3f}{diff:>12.1e}")


if __name__ == "__main__":
    main()
