"""``evaluate_rag`` over a RAG log with the offline judges: the time, and where it goes.

    .venv/bin/python benchmarks/bench_rag.py                      # 10,000 records, the six generation metrics
    .venv/bin/python benchmarks/bench_rag.py --records 1000 --profile

The log is seeded and synthetic: help-centre style questions over 3 retrieved chunks (of 12 facts), a
reference answer, and an answer that is right, invents a number, or is off topic. The judge is the
offline ``RuleJudge``; the embedder ``HashingEmbedder`` (``--embedder use`` for the USE model of the
``embeddings`` extra, if installed). Printed: the total, the time per metric (one run per metric), and
with ``--profile`` the functions where the time goes (cProfile, cumulative).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FACTS = [
    ("refund window", "Refunds are accepted within 30 days of purchase, with the receipt.", "30 days"),
    ("shipping cost", "Shipping is free for orders over 50 euros; below that it costs 4.90 euros.", "free over 50 euros"),
    ("support hours", "Support answers chat messages from 9:00 to 17:00, Monday to Friday.", "9:00 to 17:00 on weekdays"),
    ("warranty", "Every device has a two-year warranty covering manufacturing defects.", "two years"),
    ("password reset", "To reset a password, open Settings, choose Security and press Reset.", "Settings, Security, Reset"),
    ("invoice", "Invoices are emailed within 24 hours and can be downloaded from the Orders page.", "within 24 hours"),
    ("gift cards", "Gift cards are valid for 12 months and cannot be exchanged for cash.", "12 months"),
    ("student discount", "Students get a 15% discount after verifying their university email.", "15%"),
    ("data export", "A full data export is prepared within 48 hours and kept for 7 days.", "within 48 hours"),
    ("account deletion", "Deleting an account removes all data after a 14-day grace period.", "after 14 days"),
    ("delivery time", "Standard delivery takes 3 to 5 working days within the EU.", "3 to 5 working days"),
    ("returns label", "A prepaid returns label is included in every parcel.", "included in the parcel"),
]


def make_log(n: int, seed: int = 0) -> list:
    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        k = int(rng.integers(len(FACTS)))
        topic, context, fact = FACTS[k]
        others = [FACTS[j][1] for j in rng.choice([j for j in range(len(FACTS)) if j != k], size=2, replace=False)]
        contexts = [context, *others]
        rng.shuffle(contexts)
        kind = rng.random()
        if kind < 0.6:
            answer = f"The {topic}: {fact}, as stated in our policy."
        elif kind < 0.85:
            answer = f"The {topic} is {int(rng.integers(2, 99))} days, and you also get a free gift."
        else:
            answer = "Please contact our team for more information about this topic."
        rows.append({"query_id": f"q{i}", "user_input": f"What is the {topic}? (case {i})", "retrieved_contexts": contexts,
                     "response": answer, "reference": f"The {topic} is {fact}."})
    return rows


def _cold() -> None:
    """Empty the rule judge's per-text caches, so that each timed run starts as a fresh process would."""
    from ragmetrics.generation import text

    text._terms_cached.cache_clear()
    text._find_numbers_cached.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=1, help="max_concurrency (the offline judges are CPU-bound)")
    parser.add_argument("--embedder", choices=("hashing", "use"), default="hashing")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--per-metric", action="store_true", help="also time each metric alone")
    args = parser.parse_args()

    import ragmetrics as rm
    from ragmetrics.generation import HashingEmbedder, default_embedder
    from ragmetrics.rag import GENERATION_METRICS

    embedder = HashingEmbedder() if args.embedder == "hashing" else default_embedder()
    rows = make_log(args.records)
    records = rm.io.read_records(rows)
    _cold()
    print(f"{args.records:,} records, judge RuleJudge, embedder {type(embedder).__name__}, max_concurrency {args.workers}")
    start = time.perf_counter()
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
    result = rm.evaluate_rag(records, embedder=embedder, max_concurrency=args.workers, progress=False)
    total = time.perf_counter() - start
    if args.profile:
        profiler.disable()
    print(f"evaluate_rag, six metrics: {total:.1f} s ({1000 * total / args.records:.2f} ms per record)")
    print(result.table())
    if args.per_metric:
        for metric in GENERATION_METRICS:
            _cold()
            start = time.perf_counter()
            rm.evaluate_rag(records, [metric], embedder=embedder, max_concurrency=args.workers, progress=False)
            spent = time.perf_counter() - start
            print(f"  {metric:<20} {spent:6.1f} s  {100 * spent / total:5.1f}% of the total")
    if args.profile:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(30)
        print(out.getvalue())


if __name__ == "__main__":
    main()
