"""The course's interactive widgets: ranking playground, A vs B, gain and discount explorer, metric curves.

Each widget is an ``ipywidgets.VBox`` that renders a plain state (``ragmetrics_course.state``):
a control changes the state, the widget redraws the numbers (HTML tables), the chart (a PNG with
alt text) and the chart's numbers as a table beside it. Every text comes from the message catalog
in ``lang`` (default: ``ragmetrics_course.get_language()``), switchable with the language menu.

Keyboard: sliders move with the arrow keys once their handle has focus (Tab), buttons and toggles
with Tab and Enter/Space. Rows are reordered with the CSS ``order`` property, so the slider being
moved keeps its focus.

Where widgets do not render (GitHub, nbviewer, an HTML export), the output still holds a PNG of
the current state and a plain-text table (``_repr_mimebundle_``).
"""

from __future__ import annotations

import base64
import re
from html import escape

import ipywidgets as widgets
import numpy as np

from . import render
from .messages import LANGUAGES, check_language, course_error, get_language, t, write_number
from .plots import CompareChart, ExplorerChart, GainsChart, RelevanceChart, new_figure, plot_curves, to_png
from .state import (
    EXAMPLE_RELEVANT,
    EXAMPLE_RETRIEVED,
    EXAMPLE_RETRIEVED_B,
    GAINS,
    MAX_GRADE,
    MEASURE_KEYS,
    RankingState,
    check_gain,
    check_int,
    check_level,
    evaluation_curves,
    gain_discount_data,
    metric_symbol,
    ranking_curves,
)

__all__ = ["RankingPlayground", "CompareRankings", "GainDiscountExplorer", "MetricCurves"]

WIDE_LABELS = {"description_width": "initial"}


MAX_POSITIONS = 20  # the explorer's slider of positions; its highest grade is state.MAX_GRADE, as the playground's


def _whole(name: str, value, low: int, high: int, lang: str) -> int:
    """``value`` checked before it reaches a slider, which would clamp it silently or raise a raw TraitError."""
    return check_int(name, value, low, high, lang)


def _ranking_text(retrieved, lang: str) -> str:
    """A ranking in a sentence, with the catalog's list separator: 1, 3, 5 (in Chinese 1、3、5)."""
    return t("list.separator", lang).join(map(str, retrieved))


def _course_lang(lang) -> str:
    """A widget's language, resolved first, so that its argument errors are in it."""
    return get_language() if lang is None else check_language(lang)


def _check_measures(measures, lang: str) -> tuple:
    unknown = [key for key in measures if key not in MEASURE_KEYS]
    if unknown:
        raise course_error(ValueError, "error.measures", lang, choices=repr(MEASURE_KEYS), got=repr(unknown))
    return tuple(measures)


def panel_html(inner: str, css: str = "") -> str:
    return f'<div class="rm-course rm-panel {css}">{inner}</div>'


def _slug(doc) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", str(doc))


class CourseWidget(widgets.VBox):
    """What every course widget shares: its language, the language menu, the stylesheet and the static fallback."""

    def __init__(self, *, lang, show_language: bool, **kwargs):
        self._lang = get_language() if lang is None else check_language(lang)
        self._syncing = False
        self._style = widgets.HTML(render.STYLE, layout=widgets.Layout(display="none"))
        self.language = widgets.Dropdown(
            options=self._language_options(), value=self._lang, description=t("language.label", self._lang),
            style=WIDE_LABELS, layout=widgets.Layout(width="170px", display=None if show_language else "none"),
        )
        self.language.add_class("rm-language")
        self.language.observe(self._on_language, "value")
        super().__init__(**kwargs)
        self.add_class("rm-course")

    @staticmethod
    def _language_options():
        return [(t(f"language.name.{lang}", lang), lang) for lang in LANGUAGES]

    @property
    def lang(self) -> str:
        return self._lang

    def set_language(self, lang: str) -> None:
        """Show every label, title and message of this widget in ``lang`` ("es", "zh" or "en")."""
        self.language.value = check_language(lang)

    def _on_language(self, change):
        if self._syncing or change["new"] == self._lang:
            return
        self._lang = change["new"]
        self.language.description = t("language.label", self._lang)
        self._relabel()
        self._render()

    def _set_quietly(self, widget, **values):
        """Set control values from the state without running their observers."""
        syncing, self._syncing = self._syncing, True
        try:
            for name, value in values.items():
                if getattr(widget, name) != value:
                    setattr(widget, name, value)
        finally:
            self._syncing = syncing

    def _gain_toggle(self, value: str) -> widgets.ToggleButtons:
        toggle = widgets.ToggleButtons(options=self._gain_options(), value=value, description=t("control.gain", self._lang),
                                       style={**WIDE_LABELS, "button_width": "110px"})
        toggle.add_class("rm-gain")
        return toggle

    def _gain_options(self):
        return [(t(f"gain.{gain}", self._lang), gain) for gain in GAINS]

    def _relabel_gain(self, toggle: widgets.ToggleButtons) -> None:
        value = toggle.value
        self._set_quietly(toggle, options=self._gain_options(), value=value, description=t("control.gain", self._lang))

    def _figure_html(self, png: bytes, alt: str) -> str:
        return f'<div class="rm-figure">{render.image_tag(png, alt)}</div>'

    # Subclasses: _relabel(), _render(), png(), text().
    def _relabel(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def _render(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs):
        """The widget, plus a PNG and a text table of the current state for places that cannot show widgets."""
        bundle = super()._repr_mimebundle_(**kwargs)
        bundle["text/plain"] = self.text()
        bundle["image/png"] = base64.b64encode(self.png()).decode("ascii")
        return bundle


class _DocRow:
    """One document's row: rank, id with its chips, grade slider, position slider, up and down buttons."""

    def __init__(self, doc, *, n: int, max_grade: int, editable_grade: bool):
        self.doc = doc
        self.compact = not editable_grade  # A vs B: two lists side by side, narrower rows
        layout = widgets.Layout
        self.rank = widgets.HTML(layout=layout(width="56px" if self.compact else "64px"))
        self.label = widgets.HTML(layout=layout(width="190px" if self.compact else "250px"))
        self.grade = widgets.IntSlider(min=0, max=max_grade, step=1, continuous_update=False, style=WIDE_LABELS,
                                       layout=layout(width="200px", display=None if editable_grade else "none"))
        self.position = widgets.IntSlider(min=1, max=n, step=1, continuous_update=False, style=WIDE_LABELS,
                                          layout=layout(width="150px" if self.compact else "220px"))
        self.up = widgets.Button(description="↑", layout=layout(width="34px"))
        self.down = widgets.Button(description="↓", layout=layout(width="34px"))
        self.grade.add_class("rm-grade-slider")
        self.position.add_class("rm-position-slider")
        self.up.add_class("rm-up-button")
        self.down.add_class("rm-down-button")
        self.box = widgets.HBox([self.rank, self.label, self.grade, self.position, self.up, self.down],
                                layout=layout(align_items="center"))
        self.box.add_class("rm-row")
        self.box.add_class(f"rm-doc-{_slug(doc)}")

    def relabel(self, lang, ranking: str = ""):
        """Labels in ``lang``; ``ranking`` ("Ranking A") prefixes the tooltips where two lists sit side by side."""
        doc, prefix = self.doc, t("label.colon", lang, label=ranking) if ranking else ""
        self.grade.description = t("control.grade", lang)
        self.grade.tooltip = prefix + t("control.grade_of", lang, doc=doc)
        self.position.description = "" if self.compact else t("control.position", lang)
        self.position.tooltip = prefix + t("control.position_of", lang, doc=doc)
        self.up.tooltip = prefix + t("control.move_up", lang, doc=doc)
        self.down.tooltip = prefix + t("control.move_down", lang, doc=doc)


class _RankingList:
    """The rows of one RankingState, kept in rank order; calls ``on_change()`` after each move or grade change."""

    def __init__(self, owner: CourseWidget, state: RankingState, *, on_change, editable_grade=True, heading_key="playground.ranking", heading_fields=None):
        self.owner, self.state, self.on_change = owner, state, on_change
        self.heading_key, self.heading_fields = heading_key, heading_fields or {}
        self.rows = {doc: _DocRow(doc, n=state.n, max_grade=state.max_grade, editable_grade=editable_grade) for doc in state.retrieved}
        for doc, row in self.rows.items():
            row.grade.observe(lambda change, doc=doc: self._on_grade(doc, change["new"]), "value")
            row.position.observe(lambda change, doc=doc: self._on_position(doc, change["new"]), "value")
            row.up.on_click(lambda _, doc=doc: self._act(self.state.move_up, doc))
            row.down.on_click(lambda _, doc=doc: self._act(self.state.move_down, doc))
        self.heading = widgets.HTML(layout=widgets.Layout(order="0"))
        self.note = widgets.HTML(layout=widgets.Layout(order="100000"))
        self.box = widgets.VBox([self.heading, *(row.box for row in self.rows.values()), self.note])
        self.box.add_class("rm-ranking")

    def _on_grade(self, doc, grade):
        if not self.owner._syncing:
            self.state.set_grade(doc, grade)
            self.on_change()

    def _on_position(self, doc, position):
        if not self.owner._syncing:
            self.state.move(doc, position)
            self.on_change()

    def _act(self, action, doc):
        action(doc)
        self.on_change()

    def relabel(self, lang):
        # Two lists side by side (A vs B) have the same docs: their controls say which list they belong to.
        ranking = t(self.heading_key, lang, **self.heading_fields) if self.heading_fields else ""
        for row in self.rows.values():
            row.relabel(lang, ranking)

    def sync(self, lang):
        """Show the state: rows in rank order, slider values, chips (grade, first relevant, outside the top k)."""
        state = self.state
        first, k = state.first_hit(), state.k
        grades = state.grades
        self.heading.value = f'<div class="rm-title">{escape(t(self.heading_key, lang, **self.heading_fields))}</div>'
        for rank, doc in enumerate(state.retrieved, start=1):
            row = self.rows[doc]
            self.owner._set_quietly(row.position, value=rank)
            self.owner._set_quietly(row.grade, value=grades[doc])
            row.box.layout.order = str(rank)
            outside = rank > k
            if outside:
                row.box.add_class("rm-row-outside")
            else:
                row.box.remove_class("rm-row-outside")
            chips = render.grade_chip(grades[doc], lang)
            if rank == first:
                chips += render.chip(t("playground.first_hit", lang), "rm-first")
            if outside:
                chips += render.chip(t("playground.outside_k", lang, k=k), "rm-outside-chip")
            row.rank.value = f'<span class="rm-rank">{escape(t("playground.rank", lang, rank=rank))}</span>'
            row.label.value = f'<span class="rm-doc">{escape(t("playground.doc", lang, doc=doc))}</span>{chips}'
        missing = state.not_retrieved
        listed = t("list.separator", lang).join(f"{doc} ({grade})" for doc, grade in missing.items())
        self.note.value = f'<div class="rm-words">{escape(t("playground.not_retrieved", lang, docs=listed))}</div>' if missing else ""


class RankingPlayground(CourseWidget):
    """Reorder a query's documents, change their grades, k and the gain, and watch every measure react.

    ``RankingPlayground()`` opens the course's example ({101: 3, 205: 2, 309: 1}, retrieved
    [999, 205, 101, 888, 309]); ``RankingPlayground(relevant, retrieved, k=3, gain="exponential",
    lang="zh")`` opens another. ``measures`` (keys of MEASURE_KEYS, default all) are the measures shown:
    with nDCG among them the chart draws each position's gain and discount and the gain can be switched;
    without it (chapters 01 and 02 come before DCG) the chart shows where the relevant documents are,
    and there is no gain to switch. ``state`` holds the ranking; ``values`` and ``deltas`` the measures
    shown and their last change; ``chart.figure`` the matplotlib figure.
    """

    def __init__(self, relevant=None, retrieved=None, *, k=None, gain="linear", level=1, max_grade=None, seed=0,
                 measures=MEASURE_KEYS, lang=None, show_language=True):
        lang = _course_lang(lang)
        self.measures = _check_measures(measures, lang)
        super().__init__(lang=lang, show_language=show_language)
        self.add_class("rm-playground")
        self.state = state = RankingState(relevant, retrieved, k=k, gain=gain, level=level, max_grade=max_grade, seed=seed,
                                          lang=lang)
        self.graded = "ndcg" in self.measures  # the gains chart and the gain toggle only where nDCG is shown
        self.k_slider = widgets.IntSlider(min=1, max=state.n, value=state.k, description="k", continuous_update=True,
                                          layout=widgets.Layout(width="260px"))
        self.k_slider.add_class("rm-k-slider")
        self.gain_toggle = self._gain_toggle(state.gain)
        self.ideal_button = widgets.Button(icon="sort-amount-desc")
        self.shuffle_button = widgets.Button(icon="random")
        self.reset_button = widgets.Button(icon="undo")
        for button, css in ((self.ideal_button, "rm-ideal"), (self.shuffle_button, "rm-shuffle"), (self.reset_button, "rm-reset")):
            button.add_class(css)
            button.layout.width = "auto"
        self.k_slider.observe(lambda change: self._control(self.state.set_k, change["new"]), "value")
        self.gain_toggle.observe(lambda change: self._control(self.state.set_gain, change["new"]), "value")
        self.ideal_button.on_click(lambda _: self._control(self.state.ideal_order))
        self.shuffle_button.on_click(lambda _: self._control(self.state.shuffle))
        self.reset_button.on_click(lambda _: self._control(self.state.reset))
        self.ranking = _RankingList(self, state, on_change=self._changed)
        self.header = widgets.HTML()
        self.numbers = widgets.HTML(layout=widgets.Layout(flex="1 1 420px", min_width="380px"))
        self.numbers.add_class("rm-numbers")
        self.figure_html = widgets.HTML()
        self.figure_html.add_class("rm-figure-box")
        self.figure_table = widgets.HTML(layout=widgets.Layout(flex="1 1 380px"))
        self.values = state.metrics()
        self.deltas = {}
        self.chart = None
        self._charts = {}
        if not self.graded:
            self.gain_toggle.layout.display = "none"
        controls = widgets.HBox([self.k_slider, self.gain_toggle], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        buttons = widgets.HBox([self.ideal_button, self.shuffle_button, self.reset_button, self.language],
                               layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        wrap = widgets.Layout(flex_flow="row wrap", align_items="flex-start")
        self.children = [
            self._style, self.header, controls, buttons,
            widgets.HBox([self.ranking.box, self.numbers], layout=wrap),
            widgets.HBox([self.figure_html, self.figure_table], layout=wrap),
        ]
        self._relabel()
        self._render()

    # ----- control -> state -> render ---------------------------------------------------------
    def _control(self, action, *args):
        if self._syncing:
            return
        action(*args)
        self._changed()

    def _changed(self):
        """After any change of the state: the new measures, their change, and a redraw."""
        values = self.state.metrics()
        self.deltas = {key: values[key] - self.values[key] for key in values}
        self.values = values
        self._render()

    def _relabel(self):
        lang = self._lang
        intro = t("playground.intro" if self.graded else "playground.intro_plain", lang)
        self.header.value = (f'<div class="rm-title">{escape(t("playground.title", lang))}</div>'
                             f'<p class="rm-intro">{escape(intro)}</p>')
        self.k_slider.description = t("control.k", lang)
        self._relabel_gain(self.gain_toggle)
        for button, key in ((self.ideal_button, "ideal"), (self.shuffle_button, "shuffle"), (self.reset_button, "reset")):
            button.description = t(f"control.{key}", lang)
            button.tooltip = t(f"control.{key}_tip", lang)
        self.ranking.relabel(lang)
        self.chart = None  # the chart's static labels are in the old language
        self._charts = {}

    def _render(self):
        state, lang = self.state, self._lang
        self._set_quietly(self.k_slider, value=state.k)
        self._set_quietly(self.gain_toggle, value=state.gain)
        self.ranking.sync(lang)
        gain = state.gain if self.graded else None
        self.numbers.value = panel_html(render.metrics_table(self.rows(), k=state.k, gain=gain, lang=lang, deltas=self.deltas))
        if not self.graded:
            data = state.relevance_data()
            if self.chart is None:
                self.chart = RelevanceChart(state.n, max_grade=state.max_grade, lang=lang, blit=True)
            self.chart.update(data)
            self.figure_html.value = self._figure_html(self.chart.png(), t("plot.relevance.alt", lang, n=state.n))
            self.figure_table.value = panel_html(render.relevance_table(data, lang))
            return
        data = state.chart_data()
        if self.chart is None or self.chart.gain != state.gain:
            # One chart per gain (its static background depends on it), kept for switching back.
            key = (state.gain, lang)
            if key not in self._charts:
                self._charts[key] = GainsChart(state.n, gain=state.gain, max_grade=state.max_grade, lang=lang, blit=True)
            self.chart = self._charts[key]
        self.chart.update(data)
        self.figure_html.value = self._figure_html(self.chart.png(), t("plot.gains.alt", lang, n=state.n))
        self.figure_table.value = panel_html(render.chart_table(data, lang))

    # ----- what is shown, for tests and the static fallback -------------------------------------
    def rows(self):
        """The measures shown: MetricRow(key, symbol, name, words, formula, value) in MEASURE_KEYS order."""
        return [row for row in self.state.rows(self._lang, values=self.values) if row.key in self.measures]

    def png(self) -> bytes:
        return self.chart.png()

    def text(self) -> str:
        state = self.state
        ranking = t("playground.status", self._lang, ranking=_ranking_text(state.retrieved, self._lang))
        if not self.graded:
            return "\n".join([ranking, render.metrics_text(self.rows(), k=state.k, gain=None, lang=self._lang),
                              render.relevance_text(state.relevance_data(), self._lang)])
        return "\n".join([ranking, render.metrics_text(self.rows(), k=state.k, gain=state.gain, lang=self._lang),
                          render.chart_text(state.chart_data(), self._lang)])


class CompareRankings(CourseWidget):
    """Two rankings of the same query side by side, with the difference of every measure.

    ``CompareRankings()`` opens the example: ranking A [999, 205, 101, 888, 309] and ranking B, the
    same documents in the ideal order, so Recall@5 ties while nDCG@5 and RR@5 differ.
    """

    def __init__(self, relevant=None, retrieved_a=None, retrieved_b=None, *, k=None, gain="linear", level=1,
                 lang=None, show_language=True):
        lang = _course_lang(lang)
        if relevant is None and retrieved_a is None and retrieved_b is None:
            relevant, retrieved_a, retrieved_b = EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED, EXAMPLE_RETRIEVED_B
        if retrieved_a is None or retrieved_b is None:
            raise course_error(TypeError, "error.compare_both", lang)
        super().__init__(lang=lang, show_language=show_language)
        self.add_class("rm-compare")
        k = min(len(retrieved_a), len(retrieved_b)) if k is None else k
        self.a = RankingState(relevant, retrieved_a, k=k, gain=gain, level=level, lang=lang)
        self.b = RankingState(relevant, retrieved_b, k=k, gain=gain, level=level, lang=lang)
        self.k_slider = widgets.IntSlider(min=1, max=min(self.a.n, self.b.n), value=k, description="k",
                                          layout=widgets.Layout(width="260px"))
        self.k_slider.add_class("rm-k-slider")
        self.gain_toggle = self._gain_toggle(gain)
        self.k_slider.observe(lambda change: self._control("set_k", change["new"]), "value")
        self.gain_toggle.observe(lambda change: self._control("set_gain", change["new"]), "value")
        self.list_a = _RankingList(self, self.a, on_change=self._render, editable_grade=False,
                                   heading_key="compare.ranking", heading_fields={"name": "A"})
        self.list_b = _RankingList(self, self.b, on_change=self._render, editable_grade=False,
                                   heading_key="compare.ranking", heading_fields={"name": "B"})
        self.list_a.box.add_class("rm-ranking-a")
        self.list_b.box.add_class("rm-ranking-b")
        self.header = widgets.HTML()
        self.numbers = widgets.HTML()
        self.numbers.add_class("rm-numbers")
        self.figure_html = widgets.HTML()
        self.chart = None
        wrap = widgets.Layout(flex_flow="row wrap", align_items="flex-start")
        self.children = [
            self._style, self.header,
            widgets.HBox([self.k_slider, self.gain_toggle, self.language], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.list_a.box, self.list_b.box], layout=wrap),
            self.numbers, self.figure_html,
        ]
        self._relabel()
        self._render()

    def _control(self, method, value):
        if self._syncing:
            return
        for state in (self.a, self.b):
            getattr(state, method)(value)
        self._render()

    def _relabel(self):
        lang = self._lang
        self.header.value = (f'<div class="rm-title">{escape(t("compare.title", lang))}</div>'
                             f'<p class="rm-intro">{escape(t("compare.intro", lang))}</p>')
        self.k_slider.description = t("control.k", lang)
        self._relabel_gain(self.gain_toggle)
        self.list_a.relabel(lang)
        self.list_b.relabel(lang)
        self.chart = None

    def measures(self) -> tuple[dict, dict]:
        """The measures of A and of B, from the package."""
        return self.a.metrics(), self.b.metrics()

    def _render(self):
        lang, k = self._lang, self.a.k
        self.list_a.sync(lang)
        self.list_b.sync(lang)
        ma, mb = self.measures()
        summary = f'<p class="rm-summary">{escape(render.compare_summary(ma, mb, k=k, lang=lang))}</p>'
        self.numbers.value = panel_html(render.compare_table(ma, mb, k=k, lang=lang) + summary)
        chart = self.chart
        if chart is None or (chart.k, chart.gain) != (k, self.a.gain):
            n, max_grade = max(self.a.n, self.b.n), max(self.a.max_grade, self.b.max_grade)
            self.chart = chart = CompareChart(n, k=k, gain=self.a.gain, max_grade=max_grade, lang=lang, blit=True)
        chart.update(self.a, self.b)
        self.figure_html.value = self._figure_html(chart.png(), t("compare.alt", lang))

    @property
    def figure(self):
        return self.chart.figure

    def png(self) -> bytes:
        return self.chart.png()

    def text(self) -> str:
        ma, mb = self.measures()
        lines = [t("label.colon", self._lang, label=t("compare.ranking", self._lang, name=name)) + _ranking_text(s.retrieved, self._lang)
                 for name, s in (("A", self.a), ("B", self.b))]
        return "\n".join([*lines, render.compare_text(ma, mb, k=self.a.k, lang=self._lang)])


class GainDiscountExplorer(CourseWidget):
    """The log2 discount by position and the linear vs exponential gain by grade, and one document's contribution.

    ``GainDiscountExplorer(position=3, grade=3, gain="exponential")``: a grade-3 document at position 3
    adds 7/log2(4) = 3.5 to DCG with exponential gain, 3/log2(4) = 1.5 with linear gain.
    """

    def __init__(self, *, n=10, max_grade=3, position=3, grade=3, gain="exponential", lang=None, show_language=True):
        lang = _course_lang(lang)
        n = _whole("n", n, 1, MAX_POSITIONS, lang)
        max_grade = _whole("max_grade", max_grade, 1, MAX_GRADE, lang)
        position = _whole("position", position, 1, n, lang)
        grade = _whole("grade", grade, 0, max_grade, lang)
        check_gain(gain, lang)
        super().__init__(lang=lang, show_language=show_language)
        self.add_class("rm-explorer")
        self.n_slider = widgets.IntSlider(min=1, max=MAX_POSITIONS, value=n, style=WIDE_LABELS, layout=widgets.Layout(width="260px"))
        self.position_slider = widgets.IntSlider(min=1, max=n, value=position, style=WIDE_LABELS, layout=widgets.Layout(width="260px"))
        self.grade_slider = widgets.IntSlider(min=0, max=max_grade, value=grade, style=WIDE_LABELS, layout=widgets.Layout(width="260px"))
        self.gain_toggle = self._gain_toggle(gain)
        self.n_slider.add_class("rm-positions-slider")
        self.position_slider.add_class("rm-position-slider")
        self.grade_slider.add_class("rm-grade-slider")
        self.max_grade = max_grade
        for control in (self.n_slider, self.position_slider, self.grade_slider, self.gain_toggle):
            control.observe(self._on_control, "value")
        self.header = widgets.HTML()
        self.sentence = widgets.HTML()
        self.sentence.add_class("rm-contribution")
        self.figure_html = widgets.HTML()
        self.tables = widgets.HTML()
        self.chart = None
        self.children = [
            self._style, self.header,
            widgets.HBox([self.n_slider, self.position_slider, self.grade_slider], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.gain_toggle, self.language], layout=widgets.Layout(flex_flow="row wrap")),
            self.sentence, self.figure_html, self.tables,
        ]
        self._relabel()
        self._render()

    def _on_control(self, change):
        if self._syncing:
            return
        self._set_quietly(self.position_slider, max=self.n_slider.value)
        self._render()

    @property
    def data(self):
        """The explorer's numbers (discounts, gains, the contribution) for the current controls."""
        return gain_discount_data(n=self.n_slider.value, max_grade=self.max_grade, position=self.position_slider.value,
                                  grade=self.grade_slider.value, gain=self.gain_toggle.value)

    def contribution_formula(self, lang: str | None = None) -> str:
        """E.g. '7/log2(4) = 7 × 0.500 = 3.500' (in Spanish 7 × 0,500 = 3,500): gain and discount from the package,
        total from dcg_at_k; the numbers written by messages.write_number, as the sentence around them."""
        lang, data = lang or self._lang, self.data
        gain = (data.linear if data.gain == "linear" else data.exponential)[data.grade]
        discount = data.discounts[data.position - 1]
        gain, discount, total = (write_number(value, spec, lang) for value, spec in
                                 ((gain, "g"), (discount, ".3f"), (data.contribution, ".3f")))
        return f"{gain}/log2({data.position + 1}) = {gain} × {discount} = {total}"

    def _relabel(self):
        lang = self._lang
        self.header.value = (f'<div class="rm-title">{escape(t("explorer.title", lang))}</div>'
                             f'<p class="rm-intro">{escape(t("explorer.intro", lang))}</p>')
        self.n_slider.description = t("control.positions", lang)
        self.position_slider.description = t("control.position", lang)
        self.grade_slider.description = t("control.grade", lang)
        self._relabel_gain(self.gain_toggle)
        self.chart = None

    def _render(self):
        lang, data = self._lang, self.data
        text = t("explorer.contribution", lang, grade=data.grade, position=data.position,
                 formula=self.contribution_formula(lang), gain=t(f"gain.{data.gain}", lang))
        self.sentence.value = panel_html(f'<span class="rm-value" data-value="{data.contribution!r}">{escape(text)}</span>')
        if self.chart is None or self.chart.n != len(data.positions):
            self.chart = ExplorerChart(len(data.positions), max_grade=self.max_grade, lang=lang, blit=True)
        self.chart.update(data)
        alt = t("explorer.alt", lang, n=len(data.positions), max_grade=self.max_grade)
        self.figure_html.value = self._figure_html(self.chart.png(), alt)
        self.tables.value = panel_html(render.explorer_tables(data, lang))

    @property
    def figure(self):
        return self.chart.figure

    def png(self) -> bytes:
        return self.chart.png()

    def text(self) -> str:
        data = self.data
        lang = self._lang
        # as the course's other tables (terminal.format_table): a decimal comma in Spanish
        rows = [(int(p), write_number(d, ".3f", lang)) for p, d in zip(data.positions, data.discounts)]
        gains_rows = [tuple(write_number(x, "g", lang) for x in row) for row in zip(data.grades, data.linear, data.exponential)]
        return "\n".join([
            t("explorer.contribution", lang, grade=data.grade, position=data.position,
              formula=self.contribution_formula(lang), gain=t(f"gain.{data.gain}", lang)),
            render.text_table([t("table.position", lang), t("table.discount", lang)], rows),
            render.text_table([t("table.grade", lang), t("gain.linear_formula", lang), t("gain.exponential_formula", lang)], gains_rows),
        ])


class MetricCurves(CourseWidget):
    """Each measure as k grows from 1 to K, for one ranking or for a whole evaluation.

    One ranking: ``MetricCurves(retrieved, relevant)`` (default: the course's example), values from
    the per-query functions. Many queries: ``MetricCurves(qrels=qrels, run=run)``, means from
    ``ragmetrics.evaluate`` for k = 1..K.
    """

    def __init__(self, retrieved=None, relevant=None, *, qrels=None, run=None, max_k=None, gain="linear", level=1,
                 measures=MEASURE_KEYS, lang=None, show_language=True):
        lang = _course_lang(lang)
        if (qrels is None) != (run is None):
            raise course_error(TypeError, "error.qrels_run", lang)
        measures = _check_measures(measures, lang)
        level = check_level(level, lang)
        check_gain(gain, lang)
        super().__init__(lang=lang, show_language=show_language)
        self.add_class("rm-curves")
        self.many = qrels is not None
        if self.many:
            self.qrels, self.run = qrels, run
            longest = max((len(docs) for docs in run.values()), default=1)
            limit = max(1, min(longest, 100))
        else:
            if retrieved is None and relevant is None:
                retrieved, relevant = EXAMPLE_RETRIEVED, EXAMPLE_RELEVANT
            self.retrieved, self.relevant = list(retrieved), relevant
            limit = max(10, len(self.retrieved))
        self.level = level
        max_k = min(10, limit) if max_k is None else _whole("max_k", max_k, 1, limit, lang)
        self.max_k_slider = widgets.IntSlider(min=1, max=limit, value=max_k, style=WIDE_LABELS, layout=widgets.Layout(width="280px"))
        self.max_k_slider.add_class("rm-max-k-slider")
        self.gain_toggle = self._gain_toggle(gain)
        self.checkboxes = {key: widgets.Checkbox(value=key in measures, indent=False, layout=widgets.Layout(width="auto"))
                           for key in MEASURE_KEYS}
        for control in (self.max_k_slider, self.gain_toggle, *self.checkboxes.values()):
            control.observe(self._on_control, "value")
        self._cache = {}
        self.header = widgets.HTML()
        self.measures_label = widgets.HTML()
        self.figure_html = widgets.HTML()
        self.table = widgets.HTML()
        self.figure = new_figure(7.6, 3.6)
        self.children = [
            self._style, self.header,
            widgets.HBox([self.max_k_slider, self.gain_toggle, self.language], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.measures_label, *self.checkboxes.values()], layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            widgets.HBox([self.figure_html, self.table], layout=widgets.Layout(flex_flow="row wrap")),
        ]
        self._relabel()
        self._render()

    def _on_control(self, change):
        if not self._syncing:
            self._render()

    def _all_curves(self, gain: str):
        """Every measure for k = 1..the slider's maximum, computed once per gain."""
        if gain not in self._cache:
            limit = self.max_k_slider.max
            if self.many:
                curves, n_queries = evaluation_curves(self.qrels, self.run, max_k=limit, gain=gain, level=self.level)
            else:
                curves = ranking_curves(self.retrieved, self.relevant, max_k=limit, gain=gain, level=self.level)
                n_queries = 1
            self._cache[gain] = (curves, n_queries)
        return self._cache[gain]

    def curves(self) -> dict:
        """The chosen measures for k = 1..K: {measure key: np.ndarray}."""
        curves, _ = self._all_curves(self.gain_toggle.value)
        max_k = self.max_k_slider.value
        return {key: np.asarray(curves[key][:max_k]) for key in MEASURE_KEYS if self.checkboxes[key].value}

    def title(self) -> str:
        """The chart's title; it names the gain only when nDCG is drawn (no other measure uses it)."""
        lang, gain = self._lang, t(f"gain.{self.gain_toggle.value}", self._lang)
        suffix = "" if self.checkboxes["ndcg"].value else "_plain"
        if self.many:
            _, n_queries = self._all_curves(self.gain_toggle.value)
            return t("curves.title_many" + suffix, lang, n=n_queries, max_k=self.max_k_slider.value, gain=gain)
        return t("curves.title_one" + suffix, lang, max_k=self.max_k_slider.value, gain=gain)

    def _relabel(self):
        lang = self._lang
        self.header.value = f'<div class="rm-title">{escape(t("curves.title", lang))}</div>'
        self.max_k_slider.description = t("control.max_k", lang)
        self._relabel_gain(self.gain_toggle)
        self.measures_label.value = f"<b>{escape(t('control.measures', lang))}:</b>"
        for key, box in self.checkboxes.items():
            box.description = f"{t(f'metric.{key}.name', lang)} ({metric_symbol(key, 'k', lang)})"

    def _render(self):
        lang, curves = self._lang, self.curves()
        plot_curves(curves, lang, title=self.title(), fig=self.figure)
        self.figure_html.value = self._figure_html(to_png(self.figure), t("curves.alt", lang, max_k=self.max_k_slider.value))
        self.table.value = panel_html(render.curves_table(curves, lang))

    def png(self) -> bytes:
        return to_png(self.figure)

    def text(self) -> str:
        return self.title() + "\n" + render.curves_text(self.curves(), self._lang)
