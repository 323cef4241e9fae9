"""Plots of results (matplotlib, an optional extra, imported only here): ``Comparison.plot()``, ``RagResult.plot()``,
and the SVG text the HTML report inlines."""

from __future__ import annotations

import math
import re

import numpy as np

__all__ = ["plot_differences", "plot_rag", "figure_svg", "pyplot"]


def pyplot():
    """matplotlib.pyplot, or an ImportError saying how to get it."""
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        raise ImportError("plots need matplotlib, an optional extra: pip install 'ragmetrics[report]' "
                          "(or pip install matplotlib)") from None
    return plt


def plot_differences(differences: dict, row, baseline: str, confidence: float, ax=None):
    """Sorted per-query differences (system - baseline) as bars, the mean difference and its interval as a band."""
    plt = pyplot()
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 3.6))
    values = np.sort(np.array(list(differences.values()), dtype=np.float64))
    x = np.arange(len(values))
    colours = np.where(values > 0, "#2b8a3e", np.where(values < 0, "#c92a2a", "#adb5bd"))
    ax.bar(x, values, width=1.0, color=colours, linewidth=0)
    low, high = row.ci
    ax.axhspan(low, high, color="#1c7ed6", alpha=0.18, label=f"{confidence:.0%} CI of the mean [{low:+.4f}, {high:+.4f}]")
    ax.axhline(row.difference, color="#1c7ed6", linewidth=1.5, label=f"mean difference {row.difference:+.4f}")
    ax.axhline(0, color="black", linewidth=0.8)
    wins, losses = int((values > 0).sum()), int((values < 0).sum())
    ax.set_title(f"{row.measure}: {row.system} - {baseline} per query ({wins} better, {losses} worse, "
                 f"{len(values) - wins - losses} tied)", fontsize=10)
    ax.set_xlabel("queries, sorted by difference")
    ax.set_ylabel(f"difference in {row.measure}")
    ax.set_xlim(-0.5, max(len(values) - 0.5, 0.5))
    ax.legend(loc="upper left", fontsize=8, frameon=False)
    return ax


def plot_rag(result, n_worst: int = 5, fig=None):
    """One histogram per metric (with its mean and interval) and, below, the worst questions' scores."""
    plt = pyplot()
    metrics = list(result.metrics)
    cols = min(3, max(1, len(metrics)))
    rows = math.ceil(len(metrics) / cols) + 1
    if fig is None:
        fig = plt.figure(figsize=(4 * cols, 2.6 * rows), constrained_layout=True)
    grid = fig.add_gridspec(rows, cols)
    for i, m in enumerate(metrics):
        ax = fig.add_subplot(grid[i // cols, i % cols])
        values = np.array([row[m] for row in result.per_question], dtype=np.float64)
        values = values[~np.isnan(values)]
        ax.hist(values, bins=20, color="#74c0fc", edgecolor="white")
        low, high = result.ci[m]
        if not math.isnan(result.mean[m]):
            ax.axvspan(low, high, color="#1c7ed6", alpha=0.2)
            ax.axvline(result.mean[m], color="#1c7ed6")
        ax.set_title(f"{m}\nmean {result.mean[m]:.3f} [{low:.3f}, {high:.3f}], n = {result.n[m]}", fontsize=9)
    ax = fig.add_subplot(grid[rows - 1, :])
    worst = result.worst(n_worst)
    labels = [_short(f"{row['query_id']}: {row['question']}", 60) for row in worst]
    scores = [np.nanmean([row[m] for m in metrics]) for row in worst]
    ax.barh(range(len(worst)), scores, color="#fa5252")
    ax.set_yticks(range(len(worst)), labels, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("mean of the question's metrics")
    ax.set_title(f"the {len(worst)} worst questions", fontsize=9)
    return fig


def _short(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def figure_svg(fig) -> str:
    """A figure as inline SVG text (glyphs drawn as paths: no font or file is fetched), then closed."""
    import io

    plt = pyplot()
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", bbox_inches="tight")
    plt.close(fig)
    text = buffer.getvalue()
    text = re.sub(r"<metadata>.*?</metadata>", "", text, flags=re.S)  # creator links: nothing the page needs
    return text[text.index("<svg"):]
