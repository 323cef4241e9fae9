"""What the lab explorer shows, without widgets: the numbers table with each measure's spread, the
metric-vs-k chart (current vs pinned), its numbers, the failing questions, and a plain-text version.

Pure functions returning strings, and one chart class (``LabCurvesChart``), so they are tested
directly. Every text comes from the message catalog in ``lang``; question and passage texts are
escaped. Stable hooks for tests and browsers: ``data-metric="<key>"`` and ``data-config="current"``
or ``"pinned"`` on each value cell, whose ``data-value`` holds the full float; ``data-qid`` on each
failing question.
"""

from __future__ import annotations

from html import escape

import matplotlib
import numpy as np

from .lab_state import CURVE_MEASURES, MAX_K, LabExplorerState
from .messages import t, write_number
from .plots import INK, OKABE_ITO, LiveChart, tidy_axes, course_rc, new_figure
from .render import chip, grade_chip
from .state import metric_symbol
from .terminal import format_table

__all__ = ["LabCurvesChart", "numbers_table", "spread_svg", "curves_table", "failures_html", "lab_text",
           "measure_label", "measure_name", "status_text", "config_line", "STYLE", "RUN_DEPTH", "SHOWN_FAILURES"]

RUN_DEPTH = 100  # Lab.run keeps the top 100 of each question
SHOWN_FAILURES = 8  # failing questions shown (the count says how many there are)
SNIPPET = {"zh": 90}  # characters of a passage shown in the failures (a Chinese character is twice as wide)
SNIPPET_DEFAULT = 160
CURRENT_STYLE = (OKABE_ITO["blue"], "o", "-")
PINNED_STYLE = (OKABE_ITO["vermillion"], "s", "--")

STYLE = """<style>
.rm-lab .rm-spread { vertical-align: middle; }
.rm-lab .rm-config { margin: 2px 0; }
.rm-lab .rm-config-swatch { display: inline-block; width: 22px; height: 0; border-top: 3px solid; margin-right: 6px; vertical-align: middle; }
.rm-lab .rm-status { color: #4d4d4d; font-size: 12px; min-height: 16px; }
.rm-lab .rm-failure { margin: 4px 0; }
.rm-lab .rm-failure summary { cursor: pointer; }
.rm-lab .rm-failure ol { margin: 2px 0 4px 0; padding-left: 28px; }
.rm-lab .rm-failure li { margin: 1px 0; }
.rm-lab .rm-snippet { color: #333333; font-size: 12px; }
.rm-lab .rm-title-ref { color: #4d4d4d; font-size: 12px; font-style: italic; }
.rm-lab details.rm-curve-numbers { margin-top: 4px; }
.rm-lab .rm-lab-numbers caption { font-weight: normal; font-size: 12px; color: #4d4d4d; }
</style>"""


def measure_label(key: str, k: int, lang: str | None = None) -> str:
    """The measure's notation at k: Recall@5, nDCG@5, MRR, HitRate@5."""
    return t("lab.mrr", lang) if key == "rr" else metric_symbol(key, k, lang)


def measure_name(key: str, lang: str | None = None) -> str:
    """The measure's name; the row of RR shows its mean, the MRR."""
    return t("lab.mrr_name", lang) if key == "rr" else t(f"metric.{key}.name", lang)


def _v(x: float, lang: str | None = None) -> str:
    """A value as the language writes it: 0.482 in English and Chinese, 0,482 in Spanish."""
    return write_number(float(x), ".3f", lang)


def _delta(delta: float, lang: str | None = None) -> str:
    """A change beside a value, '+0.120' or '−0.083' (a true minus; 0,120 in Spanish), '' if it rounds to zero."""
    return "" if round(delta, 3) == 0 else write_number(float(delta), "+.3f", lang)


def _quartiles(sp, lang: str | None = None) -> str:
    return f"{_v(sp.q1, lang)} / {_v(sp.median, lang)} / {_v(sp.q3, lang)}"


def _value_cell(value: float, key: str, config: str, lang: str | None = None) -> str:
    return (f'<td class="rm-num rm-value" data-metric="{key}" data-config="{config}" '
            f'data-value="{float(value)!r}">{_v(value, lang)}</td>')


def spread_svg(values, spread, mean: float, *, label: str = "", width: int = 220, height: int = 30) -> str:
    """An inline SVG on a 0-1 scale: the interquartile bar, the median line, the mean diamond and one dot per question.

    Dots are spread vertically in a fixed pattern (no randomness), so the same values draw the same picture.
    """
    pad = 6
    span = width - 2 * pad

    def x(v: float) -> float:
        return pad + span * min(max(float(v), 0.0), 1.0)

    mid = height / 2
    parts = [f'<svg class="rm-spread" width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img">',
             f"<title>{escape(label)}</title>" if label else "",
             f'<line x1="{pad}" y1="{height - 3}" x2="{width - pad}" y2="{height - 3}" stroke="#999999" stroke-width="1"/>']
    for tick in (0.0, 0.5, 1.0):
        parts.append(f'<line x1="{x(tick):.1f}" y1="{height - 6}" x2="{x(tick):.1f}" y2="{height - 1}" '
                     f'stroke="#999999" stroke-width="1"/>')
    parts.append(f'<rect x="{x(spread.q1):.1f}" y="{mid - 7:.1f}" width="{max(x(spread.q3) - x(spread.q1), 1.5):.1f}" '
                 f'height="14" fill="#CFE8F7" stroke="{OKABE_ITO["blue"]}" stroke-width="1"/>')
    for i, value in enumerate(sorted(float(v) for v in values)):
        offset = ((i * 7) % 11 - 5) * 1.1
        parts.append(f'<circle cx="{x(value):.1f}" cy="{mid + offset:.1f}" r="1.8" fill="{INK}" fill-opacity="0.45"/>')
    parts.append(f'<line x1="{x(spread.median):.1f}" y1="{mid - 9:.1f}" x2="{x(spread.median):.1f}" y2="{mid + 9:.1f}" '
                 f'stroke="{INK}" stroke-width="2"/>')
    cx = x(mean)
    parts.append(f'<polygon points="{cx:.1f},{mid - 6:.1f} {cx + 5:.1f},{mid:.1f} {cx:.1f},{mid + 6:.1f} {cx - 5:.1f},{mid:.1f}" '
                 f'fill="{OKABE_ITO["orange"]}" stroke="{INK}" stroke-width="0.8"/>')
    parts.append("</svg>")
    return "".join(parts)


def config_line(state: LabExplorerState, which: str, lang: str | None = None) -> str:
    """A line naming the current or pinned configuration, with the chart's line style as a swatch."""
    config = state.config if which == "current" else state.pinned
    color, _, style = CURRENT_STYLE if which == "current" else PINNED_STYLE
    border = "dashed" if style == "--" else "solid"
    return (f'<div class="rm-config rm-config-{which}"><span class="rm-config-swatch" '
            f'style="border-top-color: {color}; border-top-style: {border}"></span>'
            f'<b>{escape(t(f"lab.{which}", lang))}</b>: {escape(config.describe(lang))}</div>')


def numbers_table(state: LabExplorerState, lang: str | None = None) -> str:
    """One row per measure at k: mean, spread (SVG and quartiles), questions at 0; and the pinned mean and difference."""
    k = state.k
    rows = state.summary()
    pinned = state.summary(state.pinned) if state.pinned is not None else None
    head = [t("lab.col.measure", lang), t("lab.col.mean", lang), t("lab.col.spread", lang), t("lab.col.quartiles", lang),
            t("lab.col.zeros", lang)]
    if pinned:
        head += [t("lab.col.pinned", lang), t("lab.col.difference", lang)]
    numeric = ' class="rm-num"'
    header = "".join(f'<th scope="col"{numeric if i in (1, 5, 6) else ""}>{escape(h)}</th>' for i, h in enumerate(head))
    body = []
    for i, row in enumerate(rows):
        sp, symbol = row.spread, measure_label(row.key, k, lang)
        alt = t("lab.spread.alt", lang, measure=symbol, q1=float(sp.q1), median=float(sp.median), q3=float(sp.q3),
                mean=float(row.mean), zeros=sp.zeros, n=sp.n)
        cells = [f'<th scope="row"><span class="rm-symbol">{escape(symbol)}</span><br>'
                 f'<span class="rm-name">{escape(measure_name(row.key, lang))}</span></th>',
                 _value_cell(row.mean, row.key, "current", lang),
                 f'<td>{spread_svg(row.values.values(), sp, row.mean, label=alt)}</td>',
                 f'<td class="rm-num">{_quartiles(sp, lang)}</td>',
                 f'<td class="rm-num">{sp.zeros} / {sp.n}</td>']
        if pinned:
            other = pinned[i]
            delta = _delta(row.mean - other.mean, lang)
            css = "rm-up" if delta.startswith("+") else "rm-down" if delta else ""
            cells += [_value_cell(other.mean, row.key, "pinned", lang),
                      f'<td class="rm-num rm-delta {css}">{escape(delta)}</td>']
        body.append(f'<tr data-metric="{row.key}">{"".join(cells)}</tr>')
    n = rows[0].spread.n if rows else 0
    caption = escape(t("lab.numbers.caption", lang, n=n, k=k))
    return (f'<table class="rm-lab-numbers"><caption>{caption}</caption><thead><tr>{header}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


def curves_table(state: LabExplorerState, lang: str | None = None) -> str:
    """The chart's numbers: one row per k, current (and pinned) Recall, nDCG and HitRate."""
    current = state.curves()
    pinned = state.curves(state.pinned) if state.pinned is not None else None
    names = [metric_symbol(key, "k", lang) for key in CURVE_MEASURES]
    head = '<th scope="col">k</th>' + "".join(f'<th scope="col" class="rm-num">{escape(name)}</th>' for name in names)
    if pinned:
        head += "".join(f'<th scope="col" class="rm-num">{escape(t("lab.col.pinned_measure", lang, measure=name))}</th>'
                        for name in names)
    body = []
    for k in range(1, MAX_K + 1):
        cells = "".join(f'<td class="rm-num" data-metric="{key}" data-config="current">{_v(current[key][k - 1], lang)}</td>'
                        for key in CURVE_MEASURES)
        if pinned:
            cells += "".join(f'<td class="rm-num" data-metric="{key}" data-config="pinned">{_v(pinned[key][k - 1], lang)}</td>'
                             for key in CURVE_MEASURES)
        body.append(f'<tr><th scope="row" class="rm-num">{k}</th>{cells}</tr>')
    return (f'<details class="rm-curve-numbers"><summary>{escape(t("lab.curves.show", lang))}</summary>'
            f'<table class="rm-lab-curves"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table></details>')


def _snippet(text: str, corpus: str) -> str:
    flat = " ".join(" ".join(line.split()) for line in text.splitlines() if line.strip())
    limit = SNIPPET.get(corpus, SNIPPET_DEFAULT)
    return flat if len(flat) <= limit else flat[:limit].rstrip() + "…"


def _passage_items(passages, lang, corpus: str, *, start: int = 1) -> str:
    items = []
    for rank, (pid, grade, title, text) in enumerate(passages, start=start):
        items.append(f'<li value="{rank}" data-passage="{escape(pid)}">{grade_chip(grade, lang)} '
                     f'<code>{escape(pid)}</code> <span class="rm-title-ref">{escape(title)}</span><br>'
                     f'<span class="rm-snippet">{escape(_snippet(text, corpus))}</span></li>')
    return "".join(items)


def failures_html(state: LabExplorerState, lang: str | None = None, *, limit: int = SHOWN_FAILURES) -> str:
    """The failing questions (worst first): kind, text, rank of the first relevant chunk, the top k, what it should find."""
    k, corpus = state.k, state.config.lang
    failures = state.failures()
    total = len(state.qrels())
    title = t("lab.failures.title", lang, k=k, n=len(failures), total=total)
    if not failures:
        return (f'<div class="rm-title">{escape(title)}</div>'
                f'<p>{escape(t("lab.failures.none", lang, k=k))}</p>')
    blocks = []
    for i, row in enumerate(failures[:limit]):
        where = (t("lab.failures.never", lang, depth=RUN_DEPTH) if row.first_relevant_rank is None
                 else t("lab.failures.first_rank", lang, rank=row.first_relevant_rank))
        chips = chip(t(f"lab.kind.{row.kind}", lang), "rm-grade-0") + chip(where, "rm-outside-chip")
        if row.pinned_found is not None:
            key = "lab.failures.pinned_found" if row.pinned_found else "lab.failures.pinned_missed"
            chips += chip(t(key, lang, k=k), "rm-first" if row.pinned_found else "rm-grade-0")
        blocks.append(
            f'<details class="rm-failure" data-qid="{escape(row.query_id)}"{" open" if i == 0 else ""}>'
            f'<summary><b>{escape(row.query_id)}</b> {escape(row.text)} {chips}</summary>'
            f'<div class="rm-words">{escape(t("lab.failures.top", lang, k=k))}</div><ol>{_passage_items(row.top, lang, corpus)}</ol>'
            f'<div class="rm-words">{escape(t("lab.failures.relevant", lang))}</div>'
            f'<ul>{_passage_items(row.relevant, lang, corpus)}</ul></details>')
    more = len(failures) - limit
    tail = f'<p class="rm-words">{escape(t("lab.failures.more", lang, n=more))}</p>' if more > 0 else ""
    return f'<div class="rm-title">{escape(title)}</div>{"".join(blocks)}{tail}'


def status_text(state: LabExplorerState, lang: str | None = None) -> str:
    """How many chunks and scored questions the current configuration has."""
    config = state.config
    lab = state.lab(config.lang)
    judged = len(state.qrels())
    return t("lab.status.ready", lang, passages=len(lab.passages(config.chunking)), judged=judged,
             unanswerable=len(lab.queries) - judged)


def lab_text(state: LabExplorerState, lang: str | None = None) -> str:
    """The numbers as plain text: configurations, the table of means and spreads, the failing question ids."""
    k = state.k
    lines = [t("lab.text.current", lang, config=state.config.describe(lang), k=k)]
    if state.pinned is not None:
        lines.append(t("lab.text.pinned", lang, config=state.pinned.describe(lang)))
    rows = state.summary()
    pinned = state.summary(state.pinned) if state.pinned is not None else None
    header = [t("lab.col.measure", lang), t("lab.col.mean", lang), t("lab.col.quartiles", lang), t("lab.col.zeros", lang)]
    if pinned:
        header += [t("lab.col.pinned", lang), t("lab.col.difference", lang)]
    table = []
    for i, row in enumerate(rows):
        sp = row.spread
        cells = [measure_label(row.key, k, lang), _v(row.mean, lang), _quartiles(sp, lang), f"{sp.zeros} / {sp.n}"]
        if pinned:
            cells += [_v(pinned[i].mean, lang), _delta(row.mean - pinned[i].mean, lang) or "0"]
        table.append(cells)
    lines.append(format_table(header, table))
    failures = state.failures()
    lines.append(t("lab.failures.title", lang, k=k, n=len(failures), total=len(state.qrels())))
    if failures:
        lines.append(t("list.separator", lang).join(row.query_id for row in failures))
    return "\n".join(lines)


class LabCurvesChart(LiveChart):
    """Recall@k, nDCG@k and HitRate@k for k = 1..MAX_K, one panel each: current (solid) vs pinned (dashed).

    The axes, titles and legend are static (they depend on ``lang`` only); ``update(current, pinned, k)``
    moves the lines and the cutoff. With ``blit=True`` a redraw only draws those over a saved background.
    Lines carry gids "<key>-current" and "<key>-pinned"; the cutoffs "cutoff".
    """

    def __init__(self, *, lang: str | None = None, blit: bool = False):
        super().__init__(blit=blit)
        self.lang = lang
        ks = np.arange(1, MAX_K + 1)
        self.lines, self.cutoffs = {}, []
        with matplotlib.rc_context(course_rc()):
            self.figure = fig = new_figure(9.6, 3.2)
            fig.text(0.01, 0.97, t("lab.plot.title", lang), ha="left", va="top", fontsize=10, color=INK)
            width, gap, left = 0.27, 0.055, 0.055
            for i, key in enumerate(CURVE_MEASURES):
                ax = fig.add_axes((left + i * (width + gap), 0.3, width, 0.52))
                tidy_axes(ax, lang)
                for which, (color, marker, style) in (("current", CURRENT_STYLE), ("pinned", PINNED_STYLE)):
                    (line,) = ax.plot(ks, np.zeros(MAX_K), color=color, marker=marker, linestyle=style, linewidth=1.5,
                                      markersize=3.5, label=t(f"lab.{which}", lang), gid=f"{key}-{which}")
                    self.lines[(key, which)] = line
                self.cutoffs.append(ax.axvline(1, color=INK, linestyle=":", linewidth=1.1, gid="cutoff"))
                ax.set_xlim(0.5, MAX_K + 0.5)
                ax.set_ylim(-0.03, 1.03)
                ax.set_xticks([1, 5, 10, 15, 20])
                ax.set_xlabel(t("control.k", lang))
                ax.set_title(metric_symbol(key, "k", lang), fontsize=9.5, loc="left")
            handles = [self.lines[(CURVE_MEASURES[0], "current")], self.lines[(CURVE_MEASURES[0], "pinned")]]
            self.legend = fig.legend(handles=handles, loc="lower center", ncol=2, fontsize=8.5, frameon=False,
                                     bbox_to_anchor=(0.5, 0.0))
            self.pinned_entry = (self.legend.legend_handles[1], self.legend.get_texts()[1])
        self._mark_dynamic(*self.lines.values(), *self.cutoffs, self.legend)

    def update(self, current: dict, pinned: dict | None, k: int) -> None:
        """Draw ``current`` and ``pinned`` ({key: means at k = 1..MAX_K}, as LabExplorerState.curves) and the cutoff k."""
        for key in CURVE_MEASURES:
            self.lines[(key, "current")].set_ydata(current[key])
            line = self.lines[(key, "pinned")]
            line.set_visible(pinned is not None)
            if pinned is not None:
                line.set_ydata(pinned[key])
        for cutoff in self.cutoffs:
            cutoff.set_xdata([k, k])
        for artist in self.pinned_entry:
            artist.set_visible(pinned is not None)

