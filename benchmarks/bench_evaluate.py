"""Batch evaluation against the peers, measured side by side in one run.

    .venv/bin/python benchmarks/bench_evaluate.py                 # every size, 3 repetitions
    .venv/bin/python benchmarks/bench_evaluate.py --sizes small --repeat 5

For each size, each library runs in a fresh process (so no library warms another's caches): it
builds the same seeded qrels and run dicts, then times ``evaluate`` end to end from those dicts on
{nDCG@10, RR@10, R@100, P@10, AP}. Printed: medians, ratios to pytrec_eval, peak memory above the
input dicts (tracemalloc, in a separate repetition), per-query agreement with pytrec_eval, the
kernel time against a memory-bandwidth floor, TREC run file loading, and ``import ragmetrics``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.data import SIZES, make_collection  # noqa: E402  (needs the path above)

MEASURES = ["nDCG@10", "RR@10", "R@100", "P@10", "AP"]
# pytrec_eval's names; its recip_rank has no cutoff, so RR@10 is compared with RR only in the timing.
PYTREC_MEASURES = {"ndcg_cut.10", "recip_rank", "recall.100", "P.10", "map"}
RANX_MEASURES = ["ndcg@10", "mrr@10", "recall@100", "precision@10", "map"]


def _evaluator(library: str):
    """Return a function (qrels, run) -> anything, evaluating the five measures with ``library``."""
    if library in ("ragmetrics", "ragmetrics_lists"):
        import ragmetrics

        return lambda qrels, run: ragmetrics.evaluate(qrels, run, MEASURES)
    if library == "pytrec_eval":
        import pytrec_eval

        return lambda qrels, run: pytrec_eval.RelevanceEvaluator(qrels, PYTREC_MEASURES).evaluate(run)
    if library == "ranx":
        from ranx import Qrels, Run, evaluate

        return lambda qrels, run: evaluate(Qrels(qrels), Run(run), RANX_MEASURES, make_comparable=True)
    raise ValueError(f"unknown library {library!r}")


def _trec_order(docs: dict) -> list:
    """Doc ids in trec_eval's order: score as float32 descending, then doc id descending."""
    import numpy as np

    return [doc for doc, _ in sorted(docs.items(), key=lambda item: (np.float32(item[1]), item[0]), reverse=True)]


def worker(library: str, size: str, repeat: int) -> dict:
    """Time one library on one size, in this (fresh) process."""
    qrels, run = make_collection(*SIZES[size])
    if library == "ragmetrics_lists":  # the same run already ranked (the ranking is not timed)
        run = {qid: _trec_order(docs) for qid, docs in run.items()}
    evaluate = _evaluator(library)
    if library == "ranx":
        evaluate(*make_collection(10, 10, seed=1))  # numba compiles on first use: not what we time
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        evaluate(qrels, run)
        times.append(time.perf_counter() - start)
    tracemalloc.start()
    evaluate(qrels, run)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return {"median": statistics.median(times), "times": times, "peak_mib": peak / 2**20}


def _in_fresh_process(*args: str) -> dict:
    """Run this script with ``args`` (``--worker ...`` unless given) in a new interpreter; return its JSON line."""
    args = args if args[0].startswith("--") else ("--worker", *args)
    done = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def agreement(size: str) -> float:
    """Largest per-query difference between ragmetrics and pytrec_eval over the four shared measures."""
    import pytrec_eval

    import ragmetrics

    qrels, run = make_collection(*SIZES[size])
    ours = ragmetrics.evaluate(qrels, run, ["nDCG@10", "RR", "R@100", "P@10", "AP"]).per_query
    theirs = pytrec_eval.RelevanceEvaluator(qrels, PYTREC_MEASURES).evaluate(run)
    pairs = {"ndcg_cut_10": "nDCG@10", "recip_rank": "RR", "recall_100": "R@100", "P_10": "P@10", "map": "AP"}
    if set(ours) != set(theirs):
        raise AssertionError(f"different query sets: {len(ours)} vs {len(theirs)}")
    return max(abs(theirs[q][t] - ours[q][n]) for q in theirs for t, n in pairs.items())


def kernel_vs_floor(size: str, repeat: int = 5) -> dict:
    """Time the measure kernels on the built grade matrices, against reading those bytes once (medians)."""
    import numpy as np

    from ragmetrics.evaluate import BLOCK_CELLS, apply_measure
    from ragmetrics.grade_matrix import GradeMatrix, blocks
    from ragmetrics.measures import parse_measures

    qrels, run = make_collection(*SIZES[size])
    qids = sorted(run, key=str)
    qrels_rows, run_rows = [qrels[q] for q in qids], [run[q] for q in qids]
    lengths = np.array([len(docs) for docs in run_rows])
    matrices = [
        GradeMatrix(qids[a:b], qrels_rows[a:b], run_rows[a:b], None, scored=True) for a, b in blocks(lengths, BLOCK_CELLS)
    ]
    measures = parse_measures(MEASURES)
    kernel_times = []
    for _ in range(repeat):
        for block in matrices:  # every repetition computes the relevance masks and counts again, as evaluate does
            block._relevant.clear()
            block._n_relevant.clear()
        start = time.perf_counter()
        for block in matrices:
            for measure in measures:
                apply_measure(measure, block)
        kernel_times.append(time.perf_counter() - start)
    kernels = statistics.median(kernel_times)
    grade_bytes = sum(block.grades.nbytes for block in matrices)
    big = np.ones(2**25)  # 256 MiB
    big.sum()
    read_times = []
    for _ in range(repeat):
        start = time.perf_counter()
        big.sum()
        read_times.append(time.perf_counter() - start)
    bandwidth = big.nbytes / statistics.median(read_times)
    floor = grade_bytes / bandwidth
    return {"kernels_s": kernels, "floor_s": floor, "ratio": kernels / floor, "bandwidth_gbs": bandwidth / 1e9}


def load_worker(library: str, path: str, repeat: int) -> dict:
    """Time reading one TREC run file with one library, in this (fresh) process."""
    if library == "ragmetrics":
        import ragmetrics

        read = ragmetrics.read_run
    else:
        import pytrec_eval

        def read(file_path):
            with open(file_path) as handle:
                return pytrec_eval.parse_run(handle)

    times, lines = [], 0
    for _ in range(repeat):
        start = time.perf_counter()
        loaded = read(path)
        times.append(time.perf_counter() - start)
        lines = sum(map(len, loaded.values()))
        del loaded
    return {"median": statistics.median(times), "times": times, "lines": lines}


def loading(size: str, repeat: int) -> dict:
    """Read the same TREC run file with ragmetrics.read_run and pytrec_eval.parse_run, each in a fresh process."""
    import ragmetrics

    _, run = make_collection(*SIZES[size])
    expected = sum(map(len, run.values()))
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "run.txt")
        ragmetrics.write_run(run, path)
        del run
        timings = {}
        for library in ("ragmetrics", "pytrec_eval"):
            result = _in_fresh_process("--load", library, path, str(repeat))
            if result["lines"] != expected:
                raise AssertionError(f"{library} read {result['lines']} run lines, not {expected}")
            timings[library] = result["median"]
    return timings


def import_time(repeat: int = 5) -> float:
    def once(code):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        return time.perf_counter() - start

    base = statistics.median(once("pass") for _ in range(repeat))
    return statistics.median(once("import ragmetrics") for _ in range(repeat)) - base


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default=",".join(SIZES), help=f"comma-separated, from {', '.join(SIZES)}")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--worker", nargs=3, metavar=("LIBRARY", "SIZE", "REPEAT"), help=argparse.SUPPRESS)
    parser.add_argument("--load", nargs=3, metavar=("LIBRARY", "PATH", "REPEAT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.load:
        library, path, repeat = args.load
        print(json.dumps(load_worker(library, path, int(repeat))))
        return
    if args.worker:
        library, size, repeat = args.worker
        print(json.dumps(worker(library, size, int(repeat))))
        return

    libraries = ["ragmetrics", "ragmetrics_lists", "pytrec_eval"]
    try:
        import ranx  # noqa: F401

        libraries.append("ranx")
    except ImportError:
        pass
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; measures {MEASURES}; {args.repeat} repetitions")
    print(f"import ragmetrics: {import_time():.3f} s")
    header = f"{'size':<9}{'queries x docs':>16}" + "".join(f"{lib:>18}" for lib in libraries)
    print("\nend to end from dicts, median seconds (speed-up = pytrec_eval / ragmetrics; "
          "ragmetrics_lists: the run given as ranked lists {qid: [docid, ...]})")
    print(header + f"{'speed-up':>10}{'peak MiB':>10}{'max |diff|':>12}")
    for size in args.sizes.split(","):
        results = {lib: _in_fresh_process(lib, size, str(args.repeat)) for lib in libraries}
        base = results["pytrec_eval"]["median"]
        cells = "".join(f"{results[lib]['median']:>18.3f}" for lib in libraries)
        n_q, n_d = SIZES[size]
        print(
            f"{size:<9}{f'{n_q} x {n_d}':>16}{cells}{base / results['ragmetrics']['median']:>9.2f}x"
            f"{results['ragmetrics']['peak_mib']:>10.1f}{agreement(size):>12.1e}"
        )
    print("\nmetric kernels after conversion vs a memory-bandwidth floor (bytes of the grade matrix / read bandwidth), medians")
    for size in args.sizes.split(","):
        k = kernel_vs_floor(size, args.repeat)
        print(f"{size:<9} kernels {k['kernels_s'] * 1e3:8.1f} ms, floor {k['floor_s'] * 1e3:7.2f} ms, "
              f"ratio {k['ratio']:6.1f}x (bandwidth {k['bandwidth_gbs']:.1f} GB/s)")
    print(f"\nloading a TREC run file, median seconds over {args.repeat} reads, each library in a fresh process")
    for size in args.sizes.split(","):
        t = loading(size, args.repeat)
        print(f"{size:<9} ragmetrics.read_run {t['ragmetrics']:7.3f}   pytrec_eval.parse_run {t['pytrec_eval']:7.3f}"
              f"   ratio {t['pytrec_eval'] / t['ragmetrics']:.2f}x")


if __name__ == "__main__":
    main()
