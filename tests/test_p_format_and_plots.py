"""p-values below the resolution of the resamples print as ``< 1/n_resamples`` (never 0.0000) in every table,
and Comparison.plot draws the per-query differences with the interval of their mean."""

from __future__ import annotations

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics.significance import format_p


def strong_difference(n=40):
    qrels = {f"q{i}": {"rel": 1} for i in range(n)}
    base = {q: [f"x{j}" for j in range(4)] + ["rel"] for q in qrels}  # RR 1/5 everywhere
    new = {q: ["rel"] for q in qrels}  # RR 1 everywhere
    return qrels, {"base": base, "new": new}


def test_resampled_p_below_resolution_prints_as_less_than():
    qrels, runs = strong_difference()
    result = rm.compare(qrels, runs, ["RR"], n_resamples=10_000, seed=0)
    row = result.rows[0]
    assert row.p_value == 1 / 10_001  # no sign pattern of 40 equal differences reaches the observed sum but itself
    assert "< 1e-4" in result.table() and "0.0000" not in result.table()
    assert "&lt; 1e-4" in result.html()
    assert "p = < 1e-4" in str(rm.paired_test([0.2] * 40, [1.0] * 40, seed=0))
    five = rm.compare(qrels, runs, ["RR"], n_resamples=200_000, seed=0).table()
    assert "< 5e-6" in five


@pytest.mark.parametrize("p, n, text", [
    (0.5, 10_000, "0.5000"), (1e-4, 10_000, "0.0001"), (9.9e-5, 10_000, "< 1e-4"), (1 / 2001, 2000, "< 5e-4"),
    (2.5e-7, None, "2.5e-7"), (0.0, None, "0"), (0.04999, None, "0.0500"),
])
def test_format_p(p, n, text):
    assert format_p(p, n) == text


def test_comparison_plot_draws_every_query_and_the_interval():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    rng = np.random.default_rng(0)
    qrels = {f"q{i}": {f"d{j}": int(rng.integers(0, 2)) for j in range(5)} for i in range(25)}
    runs = {name: {q: list(rng.permutation([f"d{j}" for j in range(8)])) for q in qrels} for name in ("a", "b")}
    result = rm.compare(qrels, runs, ["nDCG@10", "RR"], seed=0)
    ax = result.plot(measure="RR")
    heights = sorted(bar.get_height() for bar in ax.patches[:25])
    assert heights == sorted(result.differences("b", "RR").values())
    low, high = result.rows[1].ci
    assert "RR: b - a per query" in ax.get_title()
    assert any(f"[{low:+.4f}, {high:+.4f}]" in t.get_text() for t in ax.get_legend().get_texts())
    with pytest.raises(ValueError, match="no comparison"):
        result.plot(system="zzz")
