"""The lab explorer: pick the help centre's language, a retriever, the chunking, the hybrid weight and k,
and see what ``ragmetrics.evaluate`` says about the run, beside a pinned configuration.

``LabExplorer`` is an ``ipywidgets.VBox`` that renders a :class:`ragmetrics_course.lab_state.LabExplorerState`
with :mod:`ragmetrics_course.lab_view`: the four measures at k with their spread over the questions,
Recall@k, nDCG@k and HitRate@k for k = 1..20 (current solid, pinned dashed), the numbers of that
chart, and the questions with no relevant chunk in the top k with what was retrieved instead.
A configuration's passages and indexes are built the first time it is chosen (a few seconds; the
status line says so) and kept; afterwards a change only rebuilds the run from cached scores.

Where widgets do not render (GitHub, nbviewer, an HTML export) the output holds a PNG of the chart
and the numbers as text (``_repr_mimebundle_``).

    from ragmetrics_course.lab_widget import LabExplorer
    LabExplorer(lang="es", retriever="hybrid_rrf", chunking="paragraph", k=5, pinned={"retriever": "bm25"})
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from . import lab_view
from .lab_state import CHUNK_MODES, MAX_K, OVERLAPS, SIZES, LabExplorerState, chunking_label, chunking_of
from .messages import LANGUAGES, t
from .playground import WIDE_LABELS, CourseWidget, panel_html

__all__ = ["LabExplorer"]

_DEFAULT_SIZE, _DEFAULT_OVERLAP = 120, 30  # the size sliders' position while chunking by paragraph or article


class LabExplorer(CourseWidget):
    """The retrieval lab: controls for one configuration, its numbers and curves, a pinned one to compare.

    ``corpus`` is the help centre's language (default: ``lang``, the language of the labels);
    ``retriever`` one of ``ragmetrics_course.lab.RETRIEVERS``; ``chunking`` "paragraph", "article" or
    "tokens:SIZE/OVERLAP" (SIZE and OVERLAP from ``lab_state.SIZES`` and ``OVERLAPS``, OVERLAP below SIZE);
    ``weight`` the dense share of the weighted hybrid; ``k`` from 1 to 20; ``pinned`` None, True (pin
    the opening configuration) or the fields that differ from it, e.g. ``{"retriever": "bm25"}``.
    ``state`` holds the configuration and every number shown.
    """

    def __init__(self, corpus=None, *, retriever="hybrid_rrf", chunking="paragraph", weight=0.5, k=5, pinned=None,
                 lang=None, show_language=False, embedder=None):
        super().__init__(lang=lang, show_language=show_language)
        self.add_class("rm-lab")
        corpus = self._lang if corpus is None else corpus
        self.state = state = LabExplorerState(corpus, retriever=retriever, chunking=chunking, weight=weight, k=k,
                                              pinned=pinned, embedder=embedder)
        config = state.config
        windows = config.chunking.kind == "tokens"
        self.corpus = widgets.Dropdown(options=self._corpus_options(), value=config.lang, style=WIDE_LABELS,
                                       layout=widgets.Layout(width="230px"))
        self.retriever = widgets.ToggleButtons(options=self._retriever_options(), value=config.retriever, style=WIDE_LABELS)
        self.mode = widgets.ToggleButtons(options=self._mode_options(), value=config.chunking.kind, style=WIDE_LABELS)
        self.size = widgets.SelectionSlider(options=list(SIZES), value=config.chunking.size if windows else _DEFAULT_SIZE,
                                            continuous_update=False, style=WIDE_LABELS, layout=widgets.Layout(width="320px"))
        self.overlap = widgets.SelectionSlider(options=list(OVERLAPS),
                                               value=config.chunking.overlap if windows else _DEFAULT_OVERLAP,
                                               continuous_update=False, style=WIDE_LABELS, layout=widgets.Layout(width="280px"))
        self.weight = widgets.FloatSlider(min=0.0, max=1.0, step=0.05, value=config.weight, readout_format=".2f",
                                          continuous_update=False, style=WIDE_LABELS, layout=widgets.Layout(width="300px"))
        self.k_slider = widgets.IntSlider(min=1, max=MAX_K, value=state.k, style=WIDE_LABELS, layout=widgets.Layout(width="300px"))
        self.pin_button = widgets.Button(icon="thumb-tack", layout=widgets.Layout(width="auto"))
        self.unpin_button = widgets.Button(layout=widgets.Layout(width="auto"))
        for control, css in ((self.corpus, "rm-lab-corpus"), (self.retriever, "rm-lab-retriever"), (self.mode, "rm-lab-mode"),
                             (self.size, "rm-lab-size"), (self.overlap, "rm-lab-overlap"), (self.weight, "rm-lab-weight"),
                             (self.k_slider, "rm-k-slider"), (self.pin_button, "rm-lab-pin"),
                             (self.unpin_button, "rm-lab-unpin")):
            control.add_class(css)
        for control in (self.corpus, self.retriever, self.mode, self.size, self.overlap, self.weight, self.k_slider):
            control.observe(self._on_control, "value")
        self.pin_button.on_click(lambda _: self._pin(True))
        self.unpin_button.on_click(lambda _: self._pin(False))
        self.header = widgets.HTML()
        self.status = widgets.HTML()
        self.configs = widgets.HTML()
        self.numbers = widgets.HTML()
        self.numbers.add_class("rm-numbers")
        self.figure_html = widgets.HTML()
        self.figure_html.add_class("rm-figure-box")
        self.curve_numbers = widgets.HTML()
        self.failures = widgets.HTML()
        self.failures.add_class("rm-lab-failures")
        self._charts: dict = {}
        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        self.children = [
            self._style, widgets.HTML(lab_view.STYLE, layout=widgets.Layout(display="none")), self.header,
            widgets.HBox([self.corpus, self.language], layout=row),
            self.retriever,
            self.mode,
            widgets.HBox([self.size, self.overlap], layout=row),
            widgets.HBox([self.weight, self.k_slider], layout=row),
            widgets.HBox([self.pin_button, self.unpin_button], layout=row),
            self.status, self.configs, self.numbers, self.figure_html, self.curve_numbers, self.failures,
        ]
        self._relabel()
        self._render()

    # ----- options and labels in the current language ------------------------------------------
    def _corpus_options(self):
        return [(t(f"language.name.{code}", self._lang), code) for code in LANGUAGES]

    def _retriever_options(self):
        from ragmetrics_course.lab import RETRIEVERS

        return [(t(f"lab.retriever.{name}", self._lang), name) for name in RETRIEVERS]

    def _mode_options(self):
        return [(t(f"lab.chunking.{mode}", self._lang), mode) for mode in CHUNK_MODES]

    def _relabel(self):
        lang = self._lang
        self.header.value = (f'<div class="rm-title">{escape(t("lab.title", lang))}</div>'
                             f'<p class="rm-intro">{escape(t("lab.intro", lang))}</p>')
        for control, options in ((self.corpus, self._corpus_options()), (self.retriever, self._retriever_options()),
                                 (self.mode, self._mode_options())):
            self._set_quietly(control, options=options, value=control.value)
        self.corpus.description = t("lab.corpus", lang)
        self.retriever.description = t("lab.retriever", lang)
        self.mode.description = t("lab.chunking", lang)
        self.size.description = t("lab.size", lang)
        self.size.tooltip = t("lab.size_tip", lang)
        self.overlap.description = t("lab.overlap", lang)
        self.overlap.tooltip = t("lab.overlap_tip", lang)
        self.weight.description = t("lab.weight", lang)
        self.weight.tooltip = t("lab.weight_tip", lang)
        self.k_slider.description = t("control.k", lang)
        self.pin_button.description = t("lab.pin", lang)
        self.pin_button.tooltip = t("lab.pin_tip", lang)
        self.unpin_button.description = t("lab.unpin", lang)

    # ----- control -> state -> render -----------------------------------------------------------
    def _on_control(self, change):
        if self._syncing:
            return
        owner = change["owner"]
        if owner is self.k_slider:
            self.state.set(k=self.k_slider.value)
        else:
            if owner is self.size and self.overlap.value >= self.size.value:
                # the overlap must stay below the size: the largest allowed overlap
                self._set_quietly(self.overlap, value=max(o for o in OVERLAPS if o < self.size.value))
            if owner is self.overlap and self.overlap.value >= self.size.value:
                self._set_quietly(self.size, value=min(s for s in SIZES if s > self.overlap.value))
            chunking = chunking_of(self.mode.value, self.size.value, self.overlap.value)
            new = self.state.config.with_(lang=self.corpus.value, retriever=self.retriever.value, chunking=chunking,
                                          weight=self.weight.value)
            if not self.state.is_indexed(new):
                self.status.value = f'<div class="rm-status">{escape(self._indexing_text(new))}</div>'
            self.state.set(lang=new.lang, retriever=new.retriever, chunking=new.chunking, weight=new.weight)
        self._render()

    def _indexing_text(self, config) -> str:
        return t("lab.status.indexing", self._lang, chunking=chunking_label(config.chunking, self._lang),
                 corpus=t(f"language.name.{config.lang}", self._lang))

    def _pin(self, pin: bool):
        if pin:
            self.state.pin()
        else:
            self.state.unpin()
        self._render()

    def set(self, **changes) -> None:
        """Change the configuration and/or k from code (lang, retriever, chunking, weight, k); checked like the constructor."""
        self.state.set(**changes)
        self._sync_controls()
        self._render()

    def _sync_controls(self):
        state, config = self.state, self.state.config
        windows = config.chunking.kind == "tokens"
        self._set_quietly(self.corpus, value=config.lang)
        self._set_quietly(self.retriever, value=config.retriever)
        self._set_quietly(self.mode, value=config.chunking.kind)
        if windows:
            self._set_quietly(self.size, value=config.chunking.size)
            self._set_quietly(self.overlap, value=config.chunking.overlap)
        self._set_quietly(self.weight, value=config.weight)
        self._set_quietly(self.k_slider, value=state.k)

    def _chart(self) -> lab_view.LabCurvesChart:
        if self._lang not in self._charts:
            self._charts[self._lang] = lab_view.LabCurvesChart(lang=self._lang, blit=True)
        return self._charts[self._lang]

    def _render(self):
        state, lang = self.state, self._lang
        config = state.config
        self._sync_controls()
        windows = config.chunking.kind == "tokens"
        self.size.disabled = self.overlap.disabled = not windows
        self.weight.disabled = config.retriever != "hybrid_weighted"
        self.unpin_button.disabled = state.pinned is None
        configs = lab_view.config_line(state, "current", lang)
        if state.pinned is not None:
            configs += lab_view.config_line(state, "pinned", lang)
        chart = self._chart()
        chart.update(state.curves(), state.curves(state.pinned) if state.pinned is not None else None, state.k)
        png = chart.png()
        self.numbers.value = panel_html(configs + lab_view.numbers_table(state, lang))
        self.figure_html.value = self._figure_html(png, t("lab.plot.alt", lang, max_k=MAX_K))
        self.curve_numbers.value = panel_html(lab_view.curves_table(state, lang))
        self.failures.value = panel_html(lab_view.failures_html(state, lang))
        self.status.value = f'<div class="rm-status">{escape(lab_view.status_text(state, lang))}</div>'
        self._png = png

    # ----- what is shown, for tests and the static fallback -------------------------------------
    def means(self) -> dict:
        """The current configuration's means at k, by evaluate name: {"R@5": ..., "nDCG@5": ..., "RR": ..., "HitRate@5": ...}."""
        return self.state.means()

    def png(self) -> bytes:
        return self._png

    def text(self) -> str:
        return lab_view.lab_text(self.state, self._lang)
