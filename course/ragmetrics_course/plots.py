"""The course's figures: gain chart, A vs B, gain and discount explorer, metric-vs-k curves.

Each function draws into a new ``matplotlib.figure.Figure`` (or clears and reuses ``fig``) without
pyplot, so it works with any backend and leaves no open figures behind. Figures have an explicit
white background (legible in JupyterLab's dark theme), Okabe-Ito colours with hatches or markers
as a second cue, and every label from the message catalog in ``lang``. The numbers drawn come
from ``ragmetrics_course.state``, which takes them from the package.
"""

from __future__ import annotations

import io
import struct
import zlib

import matplotlib
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.legend import Legend
from matplotlib.patches import Rectangle

from ragmetrics.retrieval import gains

from .axis_numbers import CourseNumberFormatter, use_course_numbers  # re-exported: part of plots' API
from .fonts import LATIN_FAMILY, setup_fonts
from .messages import t, write_number
from .state import MEASURE_KEYS, ChartData, GainDiscountData, RankingState, RelevanceData, gain_discount_data, metric_symbol

__all__ = [
    "OKABE_ITO",
    "course_rc",
    "CourseNumberFormatter",
    "use_course_numbers",
    "new_figure",
    "to_png",
    "encode_png",
    "LiveChart",
    "GainsChart",
    "RelevanceChart",
    "CompareChart",
    "ExplorerChart",
    "plot_gains",
    "plot_relevance",
    "plot_compare",
    "plot_gain_discount",
    "plot_curves",
]

# Okabe & Ito (2008), "Color Universal Design": distinguishable with every common colour-vision deficiency.
OKABE_ITO = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
}
# One colour, marker and line style per measure, so the curves differ in more than colour.
MEASURE_STYLE = {
    "recall": (OKABE_ITO["blue"], "o", "-"),
    "precision": (OKABE_ITO["vermillion"], "s", "--"),
    "f1": (OKABE_ITO["reddish_purple"], "D", ":"),
    "hit_rate": (OKABE_ITO["black"], "v", "-."),
    "rr": (OKABE_ITO["orange"], "^", "-"),
    "ndcg": (OKABE_ITO["bluish_green"], "P", "--"),
    "ap": (OKABE_ITO["sky_blue"], "X", "-."),
}
INK = "#1A1A1A"
OUTSIDE_K = "#EBEBEB"
DPI = 96


def course_rc() -> dict:
    """Return the rcParams every course figure is drawn with: CJK fallback font, light background, dark ink."""
    cjk = setup_fonts()
    return {
        "font.family": [LATIN_FAMILY, cjk] if cjk else [LATIN_FAMILY],
        "font.size": 9.5,
        "figure.facecolor": "white",
        "figure.edgecolor": "white",
        "savefig.facecolor": "white",
        "axes.facecolor": "white",
        "axes.edgecolor": INK,
        "axes.labelcolor": INK,
        "axes.titlecolor": INK,
        "text.color": INK,
        "xtick.color": INK,
        "ytick.color": INK,
        "legend.facecolor": "white",
        "legend.edgecolor": "#BBBBBB",
        "legend.framealpha": 0.95,
        "axes.spines.top": False,
        "axes.spines.right": False,
        "hatch.linewidth": 0.8,
    }


def new_figure(width: float = 7.6, height: float = 3.6, fig: Figure | None = None) -> Figure:
    """Return a cleared figure with an Agg canvas (reusing ``fig`` when given)."""
    if fig is None:
        fig = Figure(figsize=(width, height), dpi=DPI, facecolor="white")
        FigureCanvasAgg(fig)
    else:
        fig.clear()
        fig.set_facecolor("white")
    return fig


def to_png(fig: Figure, *, compress_level: int = 1) -> bytes:
    """Render ``fig`` to PNG bytes on a white background (fast compression: it is redrawn often)."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=fig.dpi, facecolor="white", pil_kwargs={"compress_level": compress_level})
    return buffer.getvalue()


def _tag(bars, gid: str) -> None:
    """Give a bar container and each of its bars a gid, so tests and readers can find them."""
    bars.gid = gid
    for patch in bars:
        patch.set_gid(gid)


def tidy_axes(ax, lang: str | None = None) -> None:
    """White axes with a light grid; tick numbers written in ``lang`` (None: the course language)."""
    for axis in (ax.xaxis, ax.yaxis):
        if isinstance(axis.get_major_formatter(), CourseNumberFormatter):
            axis.get_major_formatter().lang = lang
    ax.set_facecolor("white")
    ax.grid(axis="y", color="#DDDDDD", linewidth=0.6)
    ax.set_axisbelow(True)


class LiveChart:
    """A figure built once whose dynamic artists are updated in place.

    With ``blit=True`` the static parts are rendered once into a background, and each ``png()``
    restores it and draws only the dynamic artists (``set_animated``): on these small machines a
    redraw then takes tens of milliseconds instead of hundreds. With ``blit=False`` the figure is an
    ordinary one (``figure.canvas.draw()`` draws everything), which the plot_* functions return.
    A chart whose static parts come in variants (a legend with or without an entry) says which one is
    current with ``_static_key()``; each variant's background is rendered once, when first needed.
    """

    figure: Figure

    def __init__(self, *, blit: bool):
        self.blit = blit
        self._backgrounds = {}
        self._dynamic = []

    def _mark_dynamic(self, *artists) -> None:
        for artist in artists:
            artist.set_animated(self.blit)
            self._dynamic.append(artist)

    def _static_key(self):
        """Which variant of the static parts is shown (one background is cached per variant)."""
        return None

    def png(self) -> bytes:
        """Render the chart to PNG bytes (with blit, only the dynamic artists are redrawn)."""
        if not self.blit:
            return to_png(self.figure)
        canvas = self.figure.canvas
        key = self._static_key()
        if key not in self._backgrounds:
            with matplotlib.rc_context(course_rc()):
                canvas.draw()
            self._backgrounds[key] = canvas.copy_from_bbox(self.figure.bbox)
        else:
            canvas.restore_region(self._backgrounds[key])
        renderer = canvas.get_renderer()
        for artist in self._dynamic:
            if artist.get_visible():
                artist.draw(renderer)
        return encode_png(np.asarray(canvas.buffer_rgba()))


class _PositionChart(LiveChart):
    """What the charts of one ranking share: positions 1..n with the doc ids under them, the cutoff k, the
    shading of the positions past k, the first relevant position marked, a subtitle, and a legend right of
    the axes whose "outside the top k" entry shows only when some position is outside the top k.

    Subclasses draw their bars between ``_frame`` and ``_legend``, and call ``_update_frame`` in ``update``.
    Gids: "cutoff", "outside_k", "first_hit" (label) and "first_hit_marker", "subtitle", "doc".
    """

    def _frame(self, n: int, top: float, doc_x, *, title: str, ylabel: str, lang) -> None:
        """The figure, the axes and the artists every chart of one ranking has (call inside course_rc())."""
        self.n, self.top, self.lang = n, top, lang
        x = np.arange(1, n + 1)
        self.figure = fig = new_figure(7.6, 3.7)
        self.ax = ax = fig.add_axes((0.08, 0.2, 0.57, 0.6))
        tidy_axes(ax, lang)
        blend = ax.get_xaxis_transform()  # x in data, y in axes coordinates
        self.outside = Rectangle((n + 0.6, 0), 0, 1, transform=blend, color="#D9D9D9", alpha=0.55, linewidth=0,
                                 zorder=1, gid="outside_k", label=t("plot.legend.outside_k", lang))
        ax.add_patch(self.outside)
        self.cutoff = ax.axvline(n + 0.5, color=INK, linestyle="--", linewidth=1.2, zorder=4, gid="cutoff",
                                 label=t("plot.legend.cutoff_k", lang))
        # The first relevant position: a marker above its bar and a label above the marker
        # (a plain marker and text: an annotation arrow costs more to draw than the rest of an update).
        (self.first_hit_marker,) = ax.plot([1], [0], marker="v", markersize=9, color=OKABE_ITO["orange"],
                                           markeredgecolor=INK, markeredgewidth=0.8, linestyle="none", zorder=6,
                                           gid="first_hit_marker")
        self.first_hit = ax.text(1, 0, t("plot.first_hit", lang), ha="center", va="bottom", fontsize=8.5, color=INK,
                                 zorder=6, gid="first_hit",  # a white box: legible over a neighbouring (hatched) bar
                                 bbox={"boxstyle": "round,pad=0.15", "facecolor": "white", "edgecolor": "none", "alpha": 0.9})
        self.docs = [ax.text(xi, -0.13, "", transform=blend, ha="center", va="top", fontsize=8, color=INK,
                             gid="doc") for xi in doc_x]
        self.subtitle = ax.text(0, 1.03, "", transform=ax.transAxes, ha="left", va="bottom", fontsize=8.5,
                                color=INK, gid="subtitle")
        ax.set_xticks(x, [str(pos) for pos in x], fontsize=8)
        ax.set_xlim(0.4, n + 0.6)
        ax.set_ylim(0, top * 1.3)
        ax.set_xlabel(f"{t('plot.position', lang)} / {t('table.doc', lang)}", labelpad=16)
        ax.set_ylabel(ylabel)
        ax.set_title(title, fontsize=9.5, loc="left", pad=18)
        self._outside_shown = True

    def _legend(self, handles: list) -> None:
        """Place the legend (``handles`` end with the shading), and its twin without the shading's entry.

        The legend is a static part, drawn once into the cached background: the chart keeps both and
        shows the one that fits (``_update_frame``), each with its own background. The axes are fitted
        to the longer one, so the plot does not move when the entry comes and goes.
        """
        placement = _fit_legend(self.figure, self.ax, handles=handles, left=0.08, bottom=0.2, top=0.8)
        self._legends = {True: self.ax.get_legend(),
                         False: Legend(self.ax, handles[:-1], [h.get_label() for h in handles[:-1]], **placement)}

    def _static_key(self):
        return self._outside_shown

    def _update_frame(self, k: int, docs, first_hit_x, first_hit_tip, subtitle: str) -> None:
        """Move the cutoff and the shading to ``k``, the first-hit mark (None: hidden), the doc ids, the subtitle."""
        self.outside.set_x(k + 0.5)
        self.outside.set_width(self.n + 0.1 - k)
        self._outside_shown = k < self.n
        self.outside.set_visible(self._outside_shown)
        self.ax.legend_ = self._legends[self._outside_shown]
        self.cutoff.set_xdata([k + 0.5, k + 0.5])
        shown = first_hit_x is not None
        if shown:
            self.first_hit_marker.set_data([first_hit_x], [first_hit_tip])
            self.first_hit.set_position((first_hit_x, first_hit_tip + self.top * 0.05))
        self.first_hit.set_visible(shown)
        self.first_hit_marker.set_visible(shown)
        for label, doc in zip(self.docs, docs):
            label.set_text(str(doc))
        self.subtitle.set_text(subtitle)

    def _mark_frame_dynamic(self, *bars) -> None:
        self._mark_dynamic(self.outside, *bars, self.cutoff, self.first_hit_marker, self.first_hit, *self.docs,
                           self.subtitle)


class GainsChart(_PositionChart):
    """The gain chart of one ranking, built once and updated in place.

    Static parts (axes, ticks, title, legend) depend only on ``lang``, the gain and the number of
    positions; ``update(data)`` moves the dynamic parts (bars, cutoff, shading, first-hit mark, doc
    ids, DCG line). With ``blit=True`` the static parts are rendered once and each ``png()`` draws
    only the dynamic artists over that background, which keeps a redraw fast on a small machine.
    Artists carry gids: bars "gain", "discounted_gain", "ideal"; "cutoff", "outside_k",
    "first_hit" (label) and "first_hit_marker", "subtitle", and "doc" for the doc id labels.
    """

    def __init__(self, n: int, *, gain: str = "linear", max_grade: int = 3, lang: str | None = None, blit: bool = False):
        super().__init__(blit=blit)
        self.gain = gain
        x = np.arange(1, n + 1)
        width = 0.4
        self.left, self.right = x - width / 2 - 0.02, x + width / 2 + 0.02
        top = max(float(gains(np.array([max_grade]), gain)[0]), 1.0)
        with matplotlib.rc_context(course_rc()):
            self._frame(n, top, self.left + width / 2 + 0.02, lang=lang, ylabel=t("plot.gain", lang),
                        title=t("plot.gains.title", lang, gain=t(f"gain.{gain}", lang)))
            ax, zeros = self.ax, np.zeros(n)
            self.gain_bars = ax.bar(self.left, zeros, width, color="#CFE8F7", edgecolor=OKABE_ITO["blue"],
                                    linewidth=0.8, label=t("plot.legend.gain", lang), zorder=2)
            self.disc_bars = ax.bar(self.left, zeros, width * 0.55, color=OKABE_ITO["blue"],
                                    label=t("plot.legend.discounted_gain", lang), zorder=3)
            self.ideal_bars = ax.bar(self.right, zeros, width, facecolor="none", edgecolor=OKABE_ITO["vermillion"],
                                     hatch="///", linewidth=1.4, label=t("plot.legend.ideal", lang), zorder=3)
            for bars, gid in ((self.gain_bars, "gain"), (self.disc_bars, "discounted_gain"), (self.ideal_bars, "ideal")):
                _tag(bars, gid)
            self._legend([self.gain_bars, self.disc_bars, self.ideal_bars, self.cutoff, self.outside])
        self._mark_frame_dynamic(*self.gain_bars, *self.disc_bars, *self.ideal_bars)

    def update(self, data: ChartData) -> None:
        """Show ``data`` (from RankingState.chart_data) in the chart."""
        if len(data.docs) != self.n or data.gain != self.gain:
            raise ValueError(f"'data' must have the chart's {self.n} positions and {self.gain} gain "
                             f"(got {len(data.docs)} positions with {data.gain} gain): make a new GainsChart")
        k, lang = data.k, self.lang
        for bars, heights in ((self.gain_bars, data.gains), (self.disc_bars, data.discounted), (self.ideal_bars, data.ideal_discounted)):
            for patch, height in zip(bars, heights):
                patch.set_height(height)
                patch.set_visible(height > 0)
        for patch in self.disc_bars:
            patch.set_edgecolor(OKABE_ITO["blue"])
            patch.set_linewidth(0)
        hit_x = hit_tip = None
        if data.first_hit is not None:
            i = data.first_hit - 1
            self.disc_bars[i].set_edgecolor(INK)
            self.disc_bars[i].set_linewidth(1.8)
            hit_x, hit_tip = self.left[i], data.gains[i] + self.top * 0.07
        subtitle = t("plot.gains.subtitle", lang, k=k, dcg=write_number(data.dcg, ".3f", lang),
                     idcg=write_number(data.idcg, ".3f", lang), ndcg=write_number(data.ndcg, ".3f", lang))
        self._update_frame(k, data.docs, hit_x, hit_tip, subtitle)


class RelevanceChart(_PositionChart):
    """Which positions hold a relevant document, with the cutoff k: the playground's chart before nDCG.

    One bar per relevant document (grade >= the relevance level), as tall as its grade; nothing for the
    others, whose ids still sit under their positions. The subtitle gives Recall@k and Precision@k with
    their fractions. No gain, no discount (chapters 01 and 02 come before DCG). Bars: gid "relevant".
    """

    def __init__(self, n: int, *, max_grade: int = 1, lang: str | None = None, blit: bool = False):
        super().__init__(blit=blit)
        self.max_grade = max_grade
        x = np.arange(1, n + 1)
        with matplotlib.rc_context(course_rc()):
            self._frame(n, float(max(max_grade, 1)), x, lang=lang, ylabel=t("plot.grade", lang),
                        title=t("plot.relevance.title", lang))
            self.bars = self.ax.bar(x, np.zeros(n), 0.55, color=OKABE_ITO["blue"], edgecolor=INK, linewidth=0.6,
                                    label=t("plot.legend.relevant", lang), zorder=3)
            _tag(self.bars, "relevant")
            self.ax.set_yticks(np.arange(0, max(max_grade, 1) + 1))
            self._legend([self.bars, self.cutoff, self.outside])
        self._mark_frame_dynamic(*self.bars)

    def update(self, data: RelevanceData) -> None:
        """Show ``data`` (from RankingState.relevance_data) in the chart."""
        if len(data.docs) != self.n:
            raise ValueError(f"'data' must have the chart's {self.n} positions (got {len(data.docs)}): "
                             "make a new RelevanceChart")
        for patch, grade, relevant in zip(self.bars, data.grades, data.relevant):
            patch.set_height(grade)
            patch.set_visible(bool(relevant))
        hit_x = hit_tip = None
        if data.first_hit is not None:
            hit_x = float(data.first_hit)
            hit_tip = data.grades[data.first_hit - 1] + self.top * 0.07
        subtitle = t("plot.relevance.subtitle", self.lang, k=data.k, hits=data.hits, n_relevant=data.n_relevant,
                     recall=write_number(data.recall, ".3f", self.lang), precision=write_number(data.precision, ".3f", self.lang))
        self._update_frame(data.k, data.docs, hit_x, hit_tip, subtitle)


def encode_png(rgba: np.ndarray, *, level: int = 1) -> bytes:
    """Encode an RGBA pixel array (height, width, 4) as an RGB PNG: no row filters, fast zlib.

    For a chart redrawn on every change: about twice as fast as Pillow's encoder on these machines.
    """
    height, width, _ = rgba.shape
    rows = np.empty((height, width * 3 + 1), dtype=np.uint8)
    rows[:, 0] = 0  # filter type "None" for every row
    rows[:, 1:] = rgba[:, :, :3].reshape(height, width * 3)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB, no interlace
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows.tobytes(), level))
            + chunk(b"IEND", b""))


def plot_gains(data: ChartData | RankingState, lang: str | None = None, *, max_grade: int | None = None) -> Figure:
    """Draw each position's gain, its discounted gain inside it, and the ideal ranking's discounted gain beside it.

    Positions past k are shaded and a dashed line marks the cutoff; the first relevant position is
    annotated. Returns the Figure (see GainsChart for the gids of its artists).
    """
    if isinstance(data, RankingState):
        max_grade = data.max_grade if max_grade is None else max_grade
        data = data.chart_data()
    if max_grade is None:
        max_grade = max(3, int(np.max(data.grades, initial=0)), int(np.max(data.ideal_grades, initial=0)))
    chart = GainsChart(len(data.docs), gain=data.gain, max_grade=max_grade, lang=lang)
    chart.update(data)
    return chart.figure


def plot_relevance(data: RelevanceData | RankingState, lang: str | None = None, *, max_grade: int | None = None) -> Figure:
    """Draw which positions hold a relevant document, the cutoff k, and Recall@k and Precision@k above.

    Returns the Figure (see RelevanceChart for the gids of its artists).
    """
    if isinstance(data, RankingState):
        max_grade = data.max_grade if max_grade is None else max_grade
        data = data.relevance_data()
    if max_grade is None:
        max_grade = max(1, int(np.max(data.grades, initial=0)))
    chart = RelevanceChart(len(data.docs), max_grade=max_grade, lang=lang)
    chart.update(data)
    return chart.figure


class CompareChart(LiveChart):
    """Rankings A and B side by side: discounted gain by position, and every measure of both.

    Static for one (k, gain, lang); ``update(a, b)`` changes the bars (gids "A" and "B").
    """

    def __init__(self, n: int, *, k: int, gain: str = "linear", max_grade: int = 3, lang: str | None = None, blit: bool = False):
        super().__init__(blit=blit)
        self.n, self.k, self.gain, self.lang = n, k, gain, lang
        names = (t("compare.ranking", lang, name="A"), t("compare.ranking", lang, name="B"))
        styles = ((OKABE_ITO["blue"], "", OKABE_ITO["blue"]), (OKABE_ITO["orange"], "//", INK))
        top = max(float(gains(np.array([max_grade]), gain)[0]), 1.0)
        with matplotlib.rc_context(course_rc()):
            self.figure = fig = new_figure(9.2, 3.9)
            left = fig.add_axes((0.07, 0.16, 0.37, 0.62))
            right = fig.add_axes((0.60, 0.16, 0.36, 0.62))
            self.axes = (left, right)
            for ax in self.axes:
                tidy_axes(ax, lang)
            x = np.arange(1, n + 1)
            if k < n:
                left.axvspan(k + 0.5, n + 0.6, color=OUTSIDE_K, zorder=0)
            self.position_bars, self.measure_bars = {}, {}
            for shift, name, label, (color, hatch, edge) in zip((-0.2, 0.2), "AB", names, styles):
                bars = left.bar(x + shift, np.zeros(n), 0.38, color=color, hatch=hatch, edgecolor=edge, linewidth=0.6,
                                label=label, zorder=2)
                _tag(bars, name)
                self.position_bars[name] = bars
            left.axvline(k + 0.5, color=INK, linestyle="--", linewidth=1.2, label=t("plot.legend.cutoff", lang, k=k), zorder=4)
            left.set_xticks(x)
            left.set_xlim(0.4, n + 0.6)
            left.set_ylim(0, top * 1.15)
            left.set_xlabel(t("plot.position", lang))
            left.set_ylabel(t("table.discounted_gain", lang))
            left.set_title(t("compare.plot.dcg_title", lang), fontsize=9.5, loc="left", pad=20)
            left.legend(fontsize=8, loc="upper right")
            y = np.arange(len(MEASURE_KEYS))
            for shift, name, label, (color, hatch, edge) in zip((-0.2, 0.2), "AB", names, styles):
                bars = right.barh(y + shift, np.zeros(len(MEASURE_KEYS)), 0.38, color=color, hatch=hatch, edgecolor=edge,
                                  linewidth=0.6, label=label, zorder=2)
                _tag(bars, name)
                self.measure_bars[name] = bars
            right.set_yticks(y, [metric_symbol(key, k, lang) for key in MEASURE_KEYS], fontsize=8)
            right.invert_yaxis()
            right.set_xlim(0, 1.05)
            right.grid(axis="x", color="#DDDDDD", linewidth=0.6)
            right.grid(axis="y", visible=False)
            right.set_xlabel(t("plot.value", lang))
            right.set_title(t("compare.plot.measures_title", lang), fontsize=9.5, loc="left", pad=20)  # room for the legend under it
            right.legend(fontsize=8, loc="lower right", bbox_to_anchor=(1.0, 1.0), ncols=2, frameon=False, borderaxespad=0.2)
            fig.suptitle(t("compare.plot.title", lang, k=k, gain=t(f"gain.{gain}", lang)), fontsize=10.5, x=0.07, ha="left", y=0.96)
        for name in "AB":
            self._mark_dynamic(*self.position_bars[name], *self.measure_bars[name])

    def update(self, a: RankingState, b: RankingState) -> None:
        for name, state in (("A", a), ("B", b)):
            if state.k != self.k or state.gain != self.gain:
                raise ValueError(f"'{name.lower()}' must have the chart's k={self.k} and {self.gain} gain "
                                 f"(got k={state.k}, {state.gain}): make a new CompareChart")
            discounted = state.chart_data().discounted
            for patch, height in zip(self.position_bars[name], discounted):
                patch.set_height(height)
                patch.set_visible(height > 0)
            values = state.metrics()
            for patch, key in zip(self.measure_bars[name], MEASURE_KEYS):
                patch.set_width(values[key])


def plot_compare(a: RankingState, b: RankingState, lang: str | None = None) -> Figure:
    """Draw rankings A and B side by side: discounted gain by position, and every measure of both."""
    chart = CompareChart(max(a.n, b.n), k=a.k, gain=a.gain, max_grade=max(a.max_grade, b.max_grade), lang=lang)
    chart.update(a, b)
    return chart.figure


class ExplorerChart(LiveChart):
    """The log2 discount by position and the linear vs exponential gain by grade, the chosen ones marked.

    Static for one (n, max_grade, lang); ``update(data)`` moves the marks (bars with gids "discount",
    "linear", "exponential").
    """

    def __init__(self, n: int, *, max_grade: int = 3, lang: str | None = None, blit: bool = False):
        super().__init__(blit=blit)
        self.n, self.max_grade, self.lang = n, max_grade, lang
        data = gain_discount_data(n=n, max_grade=max_grade)
        with matplotlib.rc_context(course_rc()):
            self.figure = fig = new_figure(9.0, 3.5)
            left = fig.add_axes((0.06, 0.16, 0.42, 0.66))
            right = fig.add_axes((0.57, 0.16, 0.40, 0.66))
            self.axes = (left, right)
            for ax in self.axes:
                tidy_axes(ax, lang)
            self.discount_bars = left.bar(data.positions, data.discounts, 0.7, color=OKABE_ITO["sky_blue"], edgecolor=INK,
                                          linewidth=0.5, zorder=2)
            _tag(self.discount_bars, "discount")
            left.set_ylim(0, 1.1)
            left.set_xticks(data.positions)
            left.set_xlabel(t("plot.position", lang))
            left.set_ylabel(t("plot.discount", lang))
            left.set_title(t("explorer.discount_title", lang), fontsize=9.5, loc="left")
            x = data.grades
            self.gain_bars = {}
            for shift, values, color, hatch, gain in ((-0.2, data.linear, OKABE_ITO["blue"], "", "linear"),
                                                      (0.2, data.exponential, OKABE_ITO["orange"], "//", "exponential")):
                bars = right.bar(x + shift, values, 0.38, color=color, hatch=hatch, edgecolor=INK, linewidth=0.5,
                                 label=t(f"gain.{gain}_formula", lang), zorder=2)
                _tag(bars, gain)
                self.gain_bars[gain] = bars
            right.set_xticks(x, [f"{g:g}" for g in x])
            right.set_ylim(0, max(float(data.exponential.max(initial=0)), 1.0) * 1.15)
            right.set_xlabel(t("plot.grade", lang))
            right.set_ylabel(t("plot.gain", lang))
            right.set_title(t("explorer.gain_title", lang), fontsize=9.5, loc="left")
            right.legend(fontsize=8, loc="upper left")
        self._mark_dynamic(*self.discount_bars, *self.gain_bars["linear"], *self.gain_bars["exponential"])

    def update(self, data: GainDiscountData) -> None:
        if len(data.positions) != self.n or len(data.grades) != self.max_grade + 1:
            raise ValueError(f"'data' must have the chart's {self.n} positions and grades 0..{self.max_grade} (got "
                             f"{len(data.positions)} positions and grades 0..{len(data.grades) - 1}): make a new ExplorerChart")
        for position, patch in enumerate(self.discount_bars, start=1):
            chosen = position == data.position
            patch.set_facecolor(OKABE_ITO["vermillion"] if chosen else OKABE_ITO["sky_blue"])
            patch.set_linewidth(1.8 if chosen else 0.5)
            patch.set_hatch(".." if chosen else "")
        for gain, bars in self.gain_bars.items():
            for grade, patch in enumerate(bars):
                patch.set_alpha(1.0 if gain == data.gain else 0.45)
                patch.set_linewidth(2.0 if gain == data.gain and grade == data.grade else 0.5)


def plot_gain_discount(data: GainDiscountData, lang: str | None = None) -> Figure:
    """Draw the log2 discount by position and the linear vs exponential gain by grade, the chosen ones marked."""
    chart = ExplorerChart(len(data.positions), max_grade=len(data.grades) - 1, lang=lang)
    chart.update(data)
    return chart.figure


def plot_curves(curves: dict, lang: str | None = None, *, title: str = "", fig: Figure | None = None) -> Figure:
    """Draw each measure against k = 1..K; ``curves`` maps a measure key of MEASURE_KEYS to its K values."""
    with matplotlib.rc_context(course_rc()):
        fig = new_figure(7.6, 3.6, fig)
        ax = fig.add_axes((0.08, 0.15, 0.62, 0.72))
        tidy_axes(ax, lang)
        max_k = max((len(v) for v in curves.values()), default=1)
        ks = np.arange(1, max_k + 1)
        for key in MEASURE_KEYS:
            if key not in curves:
                continue
            color, marker, style = MEASURE_STYLE[key]
            (line,) = ax.plot(ks[: len(curves[key])], curves[key], color=color, marker=marker, linestyle=style,
                              linewidth=1.6, markersize=5, label=t("plot.name_symbol", lang, name=t(f"metric.{key}.name", lang),
                                                          symbol=metric_symbol(key, "k", lang)))
            line.set_gid(key)
        ax.set_xticks(ks if max_k <= 20 else np.linspace(1, max_k, 10, dtype=int))
        ax.set_xlim(0.6, max_k + 0.4)
        ax.set_ylim(-0.03, 1.05)
        ax.set_xlabel(t("control.k", lang))
        ax.set_ylabel(t("plot.value", lang))
        ax.set_title(title, fontsize=9.5, loc="left")
        _fit_legend(fig, ax)
    return fig


def _fit_legend(fig: Figure, ax, *, handles=None, left: float = 0.08, bottom: float = 0.15, top: float = 0.87) -> dict:
    """Put the legend right of the axes, narrowing the axes to make room; below them when it is too wide.

    Labels differ in length by language (Spanish is the longest): measured, not guessed, so none is clipped.
    Returns the placement (the keyword arguments of the legend placed), so that another legend of the same
    axes can sit in the same spot.
    """
    extra = {} if handles is None else {"handles": handles}
    legend = ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8, borderaxespad=0, **extra)
    if legend is None or not legend.get_texts():
        return {}
    renderer = fig.canvas.get_renderer()
    width = legend.get_window_extent(renderer).width / fig.bbox.width
    gap, margin = 0.015, 0.01
    axes_width = 1 - left - gap - width - margin
    if axes_width >= 0.5:
        ax.set_position((left, bottom, axes_width, top - bottom))
        placement = {"loc": "upper left", "bbox_to_anchor": (1 + gap / axes_width, 1.0), "fontsize": 8, "borderaxespad": 0}
        legend.set_bbox_to_anchor(placement["bbox_to_anchor"])
        return placement
    legend.remove()
    placement = {"loc": "lower left", "bbox_to_anchor": (left, 0.01), "bbox_transform": fig.transFigure, "ncol": 2,
                 "fontsize": 8, "borderaxespad": 0, "frameon": False}
    legend = ax.legend(**placement, **extra)
    height = legend.get_window_extent(renderer).height / fig.bbox.height
    low = bottom + height + 0.02
    ax.set_position((left, low, 1 - left - margin, max(top - low, 0.2)))
    return placement
