"""TREC files end to end: ``python -m ragmetrics eval`` against the trec_eval program, and the readers.

    .venv/bin/python benchmarks/bench_trec_files.py                       # both shapes, 7000 x 1000 (7M lines)
    .venv/bin/python benchmarks/bench_trec_files.py --shape ties --queries 1000 --repeat 3
    .venv/bin/python benchmarks/bench_trec_files.py --trec-eval /tmp/trec_eval/trec_eval --repeat 5

Writes a seeded qrels and run per shape (``--queries`` x ``--docs`` lines; see ``write_files``: MS MARCO's
numeric ids and 4-decimal scores, a tie-heavy run, or the pool of short "D<n>" ids measured before) into a
temporary folder (or reuses ``--folder``), then times, each in a fresh process, with its peak resident
memory (the child's ru_maxrss) and CPU time (user + system):

- end to end: ``trec_eval -m ndcg_cut.10 -m recip_rank -m recall.100 -m P.10 -m map``;
  ``python -m ragmetrics eval`` on the same five measures with pyarrow (the ``fast`` extra) when it is
  installed, and with pyarrow hidden (``sys.modules['pyarrow'] = None``: the default install's lean
  reader); and the path the command line took before, ``read_run`` + ``evaluate`` on dicts. The
  repetitions are interleaved (one of each, then again), so that a change in the machine's load
  falls on every program alike; the load average is printed before and after. Every program's
  output with ``-q`` (each query's lines and the ``all`` lines) must be the same set of lines.
- reading the run only: ``read_ranked`` (the command line's readers, each alone: NumPy, columnar, lean) and
  ``read_run`` (dicts); ``--readers`` also takes the readers measured before them: a lean line
  loop without checks, NumPy on the raw bytes, and polars' / pyarrow's CSV readers building dicts.

trec_eval is built from ``../shared/reference/trec_eval/src`` into a temporary folder unless
``--trec-eval`` names a built program; it is never committed. Timings are medians of ``--repeat``. The package
is byte-compiled first (``compileall``), as an installed package is.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREC_EVAL_SRC = next((folder / "shared" / "reference" / "trec_eval" / "src" for folder in (ROOT.parent, ROOT.parent.parent)
                      if (folder / "shared").exists()), ROOT.parent / "shared" / "reference" / "trec_eval" / "src")
MEASURES = ["nDCG@10", "RR", "R@100", "P@10", "AP"]
TREC_MEASURES = ["ndcg_cut.10", "recip_rank", "recall.100", "P.10", "map"]
READERS = ["ranked_numpy", "ranked_arrow", "ranked_lean", "read_run", "lean_loop", "numpy_bytes", "polars", "pyarrow"]
DEFAULT_READERS = "ranked_numpy,ranked_arrow,ranked_lean,read_run"
# ragmetrics eval with pyarrow hidden, as if the fast extra were not installed; and the plain path of before.
NO_ARROW = "import sys; sys.modules['pyarrow'] = None; from ragmetrics.__main__ import main; sys.exit(main(sys.argv[1:]))"
PLAIN = ("import sys; from ragmetrics import evaluate, read_qrels, read_run; a = sys.argv[1:]; run = read_run(a[1]); "
         "print(evaluate(read_qrels(a[0]), run, a[2].split(',')).to_trec(per_query='-q' in a, trec_names=True))")


SHAPES = ("msmarco", "ties", "pool")


def write_files(folder: Path, n_queries: int, n_docs: int, seed: int, shape: str = "msmarco",
                distinct: int = 3) -> tuple[Path, Path]:
    """A seeded run (n_queries x n_docs lines, best first) and its qrels, in one of three shapes.

    - ``msmarco``: MS MARCO's: numeric query ids, numeric doc ids drawn from 8.8M, scores with 4 decimals
      (BM25-like, 5 to 30); 1-3 relevant docs per query (grade 1), most of them retrieved.
    - ``ties``: tie-heavy: numeric doc ids drawn from 8.8M, only ``distinct`` scores per query, 70 relevant
      docs per query (grades 1-3) and 20 judged not relevant, all retrieved.
    - ``pool``: the shape measured before: doc ids "D<n>" drawn from a pool of 20 x n_docs, scores
      gamma-distributed with 4 decimals, 1-10 relevant and 20 judged not relevant per query.
    """
    import numpy as np

    rng = np.random.default_rng(seed)
    pool = 8_800_000 if shape != "pool" else n_docs * 20
    prefix = "D" if shape == "pool" else ""
    run_path, qrels_path = folder / "run.txt", folder / "qrels.txt"
    with open(run_path, "w") as run, open(qrels_path, "w") as qrels:
        for q in range(n_queries):
            qid = q if shape == "pool" else 1_000_000 + 37 * q
            docs = rng.choice(pool, size=n_docs, replace=False)
            if shape == "ties":
                scores = rng.integers(1, distinct + 1, size=n_docs) / 4
            elif shape == "msmarco":
                scores = np.round(5 + 25 * rng.beta(2.0, 5.0, size=n_docs), 4)
            else:
                scores = np.round(rng.gamma(2.0, 2.0, size=n_docs), 4)
            order = np.argsort(-scores, kind="stable").tolist()
            names, values = docs.tolist(), scores.tolist()
            run.write("".join(f"{qid} Q0 {prefix}{names[i]} {rank} {values[i]!r} bench\n"
                              for rank, i in enumerate(order, start=1)))
            if shape == "msmarco":
                relevant = rng.choice(n_docs, size=int(rng.integers(1, 4)), replace=False).tolist()
                judged = {f"{docs[i]}" if rng.random() < 0.8 else f"{rng.integers(pool)}": 1 for i in relevant}
            else:
                picked = rng.choice(n_docs, size=min(n_docs, 90 if shape == "ties" else 30), replace=False).tolist()
                n_relevant = 70 if shape == "ties" else int(rng.integers(1, 11))
                judged = {f"{prefix}{docs[i]}": int(rng.integers(1, 4)) for i in picked[:n_relevant]}
                judged.update({f"{prefix}{docs[i]}": 0 for i in picked[n_relevant:]})
            qrels.write("".join(f"{qid} 0 {doc} {grade}\n" for doc, grade in judged.items()))
    return qrels_path, run_path


def build_trec_eval(folder: Path) -> Path:
    """Compile trec_eval from the reference C source in ``folder`` (a temporary copy)."""
    source = folder / "trec_eval"
    shutil.copytree(TREC_EVAL_SRC, source)
    subprocess.run(["make", "-s", "-C", str(source)], check=True, capture_output=True)
    return source / "trec_eval"


def run_with_rusage(command: list[str]) -> tuple[float, float, str, float]:
    """(seconds, peak resident MiB, stdout, CPU seconds) of one command in a fresh process.

    The child's ru_maxrss and user + system time come from wait4. CPU time is printed beside the
    wall clock because on a shared machine the wall clock also counts the time others hold the cores.
    """
    start = time.perf_counter()
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}  # python -m ragmetrics: this checkout
        pid = os.posix_spawnp(command[0], command, env,
                              file_actions=[(os.POSIX_SPAWN_DUP2, out.fileno(), 1),
                                            (os.POSIX_SPAWN_DUP2, err.fileno(), 2)])
        _, status, usage = os.wait4(pid, 0)
        seconds = time.perf_counter() - start
        out.seek(0), err.seek(0)
        if os.waitstatus_to_exitcode(status):
            raise RuntimeError(f"{' '.join(command[:3])} failed: {err.read()[-800:]}")
        return seconds, usage.ru_maxrss / 1024, out.read(), usage.ru_utime + usage.ru_stime


# ---------------------------------------------------------------- readers (run in a fresh process)


def lean_loop(path: str) -> dict:
    """The floor of a Python line loop: split, look up, convert; no checks at all."""
    import gc

    gc.disable()
    run: dict = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            qid, _, doc, _, score, *_ = line.split()
            ranked = run.get(qid)
            if ranked is None:
                ranked = run[qid] = {}
            ranked[doc] = float(score)
    gc.enable()
    return run


def numpy_bytes(path: str) -> dict:
    """Fields found with NumPy on the raw bytes; scores parsed by NumPy; ids decoded in Python."""
    import gc

    import numpy as np

    gc.disable()
    data = Path(path).read_bytes()
    if not data.endswith(b"\n"):
        data += b"\n"
    raw = np.frombuffer(data, dtype=np.uint8)
    space = (raw == 32) | ((raw >= 9) & (raw <= 13))
    edges = np.flatnonzero(np.diff(space.view(np.int8), prepend=1))  # starts and ends alternate
    starts, ends = edges[0::2], edges[1::2]
    if len(starts) % 6:
        raise ValueError("numpy_bytes handles 6 fields per line only")
    starts, ends = starts.reshape(-1, 6), ends.reshape(-1, 6)
    scores = np.array([data[s:e] for s, e in zip(starts[:, 4].tolist(), ends[:, 4].tolist())]).astype(np.float64)
    run: dict = {}
    qid_bytes = [data[s:e] for s, e in zip(starts[:, 0].tolist(), ends[:, 0].tolist())]
    docs = [data[s:e].decode() for s, e in zip(starts[:, 2].tolist(), ends[:, 2].tolist())]
    last, ranked = None, None
    for q, doc, score in zip(qid_bytes, docs, scores.tolist()):
        if q != last:
            last = q
            ranked = run.setdefault(q.decode(), {})
        ranked[doc] = score
    gc.enable()
    return run


def polars_csv(path: str) -> dict:
    import polars as pl

    # Every column read as text except the score (an id like "007" must stay "007"), then 3 kept.
    names = ["qid", "q0", "doc", "rank", "score", "tag"]
    frame = pl.read_csv(path, separator=" ", has_header=False, new_columns=names,
                        schema={n: pl.Float64 if n == "score" else pl.Utf8 for n in names},
                        quote_char=None).select("qid", "doc", "score")
    return _to_dict(frame["qid"].to_list(), frame["doc"].to_list(), frame["score"].to_list())


def pyarrow_csv(path: str) -> dict:
    import pyarrow as pa
    from pyarrow import csv

    table = csv.read_csv(path, read_options=csv.ReadOptions(column_names=["qid", "q0", "doc", "rank", "score", "tag"]),
                         parse_options=csv.ParseOptions(delimiter=" ", quote_char=False),
                         convert_options=csv.ConvertOptions(include_columns=["qid", "doc", "score"],
                                                            column_types={"qid": pa.string(), "doc": pa.string(),
                                                                          "score": pa.float64()}))
    return _to_dict(table["qid"].to_pylist(), table["doc"].to_pylist(), table["score"].to_pylist())


def _to_dict(qids: list, docs: list, scores: list) -> dict:
    import gc

    gc.disable()
    run: dict = {}
    last, ranked = None, None
    for q, doc, score in zip(qids, docs, scores):
        if q != last:
            last = q
            ranked = run.setdefault(q, {})
        ranked[doc] = score
    gc.enable()
    return run


def reader_worker(name: str, path: str, qrels_path: str) -> None:
    """Read ``path`` with reader ``name`` once; print seconds and a fingerprint of the result."""
    sys.path.insert(0, str(ROOT))
    import ragmetrics
    from ragmetrics import trec_columns

    if name.startswith("ranked_"):
        if name != "ranked_arrow":
            sys.modules["pyarrow"] = None  # as if the fast extra were not installed
        trec_columns.READERS = {"ranked_numpy": ("numpy",), "ranked_arrow": ("arrow",), "ranked_lean": ("lean",)}[name]
        # The qrels as the command line hands them to the reader: arrays for the NumPy reader (``_read_qrels``),
        # read_qrels's dict for the others (which would otherwise build it from the arrays in the timed part).
        qrels = trec_columns._read_qrels(qrels_path) if name == "ranked_numpy" else ragmetrics.read_qrels(qrels_path)
        start, cpu = time.perf_counter(), time.process_time()
        ranked, used = trec_columns.read_ranked(path, qrels)
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        ranks = ranked.judged_ranks()
        print(json.dumps({"seconds": seconds, "cpu": cpu, "reader": used, "queries": len(ranked.qids),
                          "lines": int(ranked.lengths().sum()), "found": int((ranks >= 0).sum()),
                          "rank_sum": int(ranks[ranks >= 0].sum())}))
        return
    read = {"read_run": ragmetrics.read_run, "lean_loop": lean_loop, "numpy_bytes": numpy_bytes,
            "polars": polars_csv, "pyarrow": pyarrow_csv}[name]
    start, cpu = time.perf_counter(), time.process_time()
    run = read(path)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    count = sum(map(len, run.values()))
    total = sum(sum(docs.values()) for docs in run.values())
    sample = sorted((qid, sorted(docs.items())[:3]) for qid, docs in list(run.items())[::500])
    print(json.dumps({"seconds": seconds, "cpu": cpu, "count": count, "sum": total, "sample": sample}))


def available(name: str) -> bool:
    module = {"polars": "polars", "pyarrow": "pyarrow", "ranked_arrow": "pyarrow"}.get(name)
    if module is None:
        return True
    probe = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True)
    return probe.returncode == 0


def output_lines(output: str) -> set:
    """The lines of an eval output as (measure, query, value) triples (trec_eval's order of lines differs)."""
    return {tuple(line.split()) for line in output.splitlines() if line.strip()}


def end_to_end(commands: dict, repeat: int) -> dict:
    """{name: [(seconds, peak MiB, stdout, CPU s), ...]}, the repetitions interleaved across the commands."""
    results = {name: [] for name in commands}
    for _ in range(repeat):
        for name, command in commands.items():
            results[name].append(run_with_rusage(command))
    return results


def print_end_to_end(results: dict) -> None:
    medians = {name: (statistics.median(r[0] for r in runs), statistics.median(r[3] for r in runs),
                      statistics.median(r[1] for r in runs)) for name, runs in results.items()}
    base = medians["trec_eval"]
    print(f"{'end to end':<34}{'seconds':>9}{'CPU s':>9}{'peak MiB':>10}   trec_eval / this: time, CPU, memory")
    for name, (seconds, cpu, peak) in medians.items():
        print(f"{name:<34}{seconds:9.2f}{cpu:9.2f}{peak:10.0f}   "
              f"{base[0] / seconds:5.2f}x {base[1] / cpu:5.2f}x {base[2] / peak:5.2f}x")
    print("every run's seconds:", {name: [round(r[0], 2) for r in runs] for name, runs in results.items()})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--queries", type=int, default=7000)
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shape", default="msmarco,ties", help=f"comma-separated, from {', '.join(SHAPES)} (see write_files)")
    parser.add_argument("--skip-plain", action="store_true", help="leave out read_run + evaluate (the plain path)")
    parser.add_argument("--distinct", type=int, default=3, help="distinct scores per query of the 'ties' shape")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--trec-eval", help="a built trec_eval program (default: build one in a temporary folder)")
    parser.add_argument("--folder", help="write the files here (kept; reused when they are there) instead of a temporary folder")
    parser.add_argument("--readers", default=DEFAULT_READERS, help=f"comma-separated, from {', '.join(READERS)}")
    parser.add_argument("--reader-worker", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.reader_worker:
        reader_worker(*args.reader_worker)
        return
    # The package's bytecode, as an installed package has it (pip compiles it): with PYTHONDONTWRITEBYTECODE set
    # (as on the team machine) every run would otherwise compile every module of ragmetrics again (~0.035 s).
    compileall.compile_dir(str(ROOT / "ragmetrics"), quiet=1)
    with tempfile.TemporaryDirectory(prefix="bench_trec_") as tmp:
        folder = Path(args.folder or tmp)
        trec_eval = Path(args.trec_eval) if args.trec_eval else build_trec_eval(Path(tmp))
        for shape in args.shape.split(","):
            print(f"\n=== shape: {shape}" + (f" ({args.distinct} distinct scores per query)" if shape == "ties" else ""))
            bench_shape(args, shape, folder / shape, trec_eval)


def bench_shape(args, shape: str, folder: Path, trec_eval: Path) -> None:
    """Write (or reuse) the files of one shape, then time every program on them, then the readers alone."""
    folder.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    if args.folder and (folder / "run.txt").exists() and (folder / "qrels.txt").exists():
        qrels, run = folder / "qrels.txt", folder / "run.txt"
    else:
        qrels, run = write_files(folder, args.queries, args.docs, args.seed, shape, args.distinct)
    lines = sum(1 for _ in open(run, "rb"))
    print(f"{lines:,} run lines, {run.stat().st_size / 2**20:.0f} MiB (ready in {time.perf_counter() - start:.1f} s); "
          f"python {sys.version.split()[0]}, {os.cpu_count()} cores; median of {args.repeat}")
    ours = ["eval", str(qrels), str(run), "--trec-names"] + [part for m in MEASURES for part in ("-m", m)]
    commands = {"trec_eval": [str(trec_eval)] + [f"-m{m}" for m in TREC_MEASURES] + [str(qrels), str(run)]}
    if available("pyarrow"):
        commands["ragmetrics eval, pyarrow"] = [sys.executable, "-m", "ragmetrics"] + ours
    commands["ragmetrics eval, no extra"] = [sys.executable, "-c", NO_ARROW] + ours
    if not args.skip_plain:
        commands["read_run + evaluate (plain)"] = [sys.executable, "-c", PLAIN, str(qrels), str(run), ",".join(MEASURES)]
    print(f"load average before: {os.getloadavg()}\n")
    print_end_to_end(end_to_end(commands, args.repeat))
    print(f"load average after: {os.getloadavg()}")
    outputs = {name: output_lines(run_with_rusage(command + ["-q"] if name != "trec_eval" else
                                                  command[:1] + ["-q"] + command[1:])[2])
               for name, command in commands.items()}
    same = all(lines == outputs["trec_eval"] for lines in outputs.values())
    print(f"output with -q (each query and 'all'), the same set of lines for every program: {same} "
          f"({len(outputs['trec_eval']):,} lines)")
    print("'all' lines:", sorted(line for line in outputs["trec_eval"] if line[1] == "all"))

    print("\nreading the run only              seconds    CPU s   peak MiB (the whole process)")
    reference = {}
    for name in [name for name in args.readers.split(",") if name]:
        if not available(name):
            print(f"{name:<30} not installed")
            continue
        results = []
        for _ in range(args.repeat):
            _, peak, out, _ = run_with_rusage([sys.executable, __file__, "--reader-worker", name, str(run), str(qrels)])
            results.append((json.loads(out), peak))
        fingerprint = {k: v for k, v in results[0][0].items() if k not in ("seconds", "cpu", "reader")}
        kind = "ranks" if name.startswith("ranked_") else "dict"
        reference.setdefault(kind, fingerprint)
        print(f"{name:<30} {statistics.median(r[0]['seconds'] for r in results):10.2f} "
              f"{statistics.median(r[0]['cpu'] for r in results):8.2f} "
              f"{statistics.median(r[1] for r in results):10.0f}   "
              f"{'reader used: ' + results[0][0]['reader'] + ', ' if kind == 'ranks' else ''}"
              f"same {kind} as the first: {fingerprint == reference[kind]}")

if __name__ == "__main__":
    main()
