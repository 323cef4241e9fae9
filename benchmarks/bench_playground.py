"""How fast the ranking playground answers a control: change -> new numbers and redrawn chart.

    .venv/bin/python benchmarks/bench_playground.py            # 50 changes, target: median <= 100 ms
    .venv/bin/python benchmarks/bench_playground.py --changes 200

Each change sets a control's value (or clicks a button) on a RankingPlayground without a browser;
its observers run synchronously, so when the call returns the measures are recomputed by the
package, the HTML tables are rebuilt and the chart is redrawn and encoded as the PNG the page
shows. The changes cycle through position sliders, grade sliders, the k slider and the up/down
buttons. Switching the gain or the language rebuilds the chart's static background and is timed
apart, as are the A vs B view and the gain and discount explorer. Exits 1 if the median is over
the target.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import ragmetrics  # noqa: E402
from ragmetrics_course import CompareRankings, GainDiscountExplorer, MetricCurves, RankingPlayground  # noqa: E402

TARGET_MS = 100.0


def _changes(pg: RankingPlayground, count: int):
    """Yield (label, action) pairs cycling through the playground's frequent controls."""
    docs = list(pg.state.retrieved)
    for i in range(count):
        doc = docs[i % len(docs)]
        row = pg.ranking.rows[doc]
        kind = i % 5
        if kind in (0, 1):
            target = (pg.state.position_of(doc) % pg.state.n) + 1
            yield "position slider", lambda row=row, target=target: setattr(row.position, "value", target)
        elif kind == 2:
            yield "grade slider", lambda row=row: setattr(row.grade, "value", (row.grade.value + 1) % 4)
        elif kind == 3:
            yield "k slider", lambda: setattr(pg.k_slider, "value", (pg.k_slider.value % pg.state.n) + 1)
        else:
            button = row.up if i % 2 else row.down
            yield "up/down button", button.click


def _time(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def _check(pg: RankingPlayground) -> None:
    """The numbers shown are the package's for the new ranking (the benchmark times real work)."""
    state = pg.state
    expected = ragmetrics.ndcg_at_k(list(state.retrieved), state.relevant, k=state.k, gain=state.gain)
    if pg.values["ndcg"] != expected or f'data-value="{expected!r}"' not in pg.numbers.value:
        raise SystemExit(f"the playground shows a stale nDCG for {state.retrieved}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--changes", type=int, default=50, help="number of control changes to time (default 50)")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    pg = RankingPlayground(lang="zh")
    built_ms = (time.perf_counter() - start) * 1000
    for _, action in _changes(pg, 5):  # warm-up: caches, the chart's background
        action()

    per_kind: dict[str, list[float]] = {}
    times = []
    for label, action in _changes(pg, args.changes):
        elapsed = _time(action)
        _check(pg)
        times.append(elapsed)
        per_kind.setdefault(label, []).append(elapsed)

    gain_switch = [_time(lambda g=g: setattr(pg.gain_toggle, "value", g)) for g in ["exponential", "linear"] * 3]
    compare = CompareRankings(lang="zh")
    compare_times = [_time(lambda i=i: setattr(compare.list_a.rows[999].position, "value", 1 + (i + 1) % 5)) for i in range(10)]
    explorer = GainDiscountExplorer(lang="zh")
    explorer_times = [_time(lambda i=i: setattr(explorer.position_slider, "value", 1 + (i + 1) % 10)) for i in range(10)]
    curves = MetricCurves(lang="zh")  # redrawn in full (the axes change with K)
    curves_times = [_time(lambda i=i: setattr(curves.max_k_slider, "value", 1 + (i + 1) % 10)) for i in range(10)]

    median = statistics.median(times)
    print(f"ranking playground, {len(times)} control changes -> numbers + redrawn chart (PNG):")
    print(f"  median {median:.1f} ms   p90 {statistics.quantiles(times, n=10)[-1]:.1f} ms   max {max(times):.1f} ms"
          f"   (target <= {TARGET_MS:.0f} ms)")
    for label, values in per_kind.items():
        print(f"    {label:<16} median {statistics.median(values):6.1f} ms over {len(values)}")
    print(f"  gain switch (rebuilds the chart background): median {statistics.median(gain_switch):.1f} ms")
    print(f"  building the playground: {built_ms:.0f} ms")
    print(f"A vs B, position slider: median {statistics.median(compare_times):.1f} ms")
    print(f"gain and discount explorer, position slider: median {statistics.median(explorer_times):.1f} ms")
    print(f"metric-vs-k curves, K slider: median {statistics.median(curves_times):.1f} ms")
    return 0 if median <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
