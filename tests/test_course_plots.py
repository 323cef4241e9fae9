"""Every course figure in es, zh and en: Chinese glyphs render, bars match the package, light background.

matplotlib's "Glyph ... missing from font" warning is an error here (and in pyproject's filterwarnings),
and every figure is drawn with ``fig.canvas.draw()`` so each glyph is actually rendered.
"""

import functools
import io
import warnings

import matplotlib
import matplotlib.style
import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

import ragmetrics
from ragmetrics_course import fonts
from ragmetrics_course.messages import LANGUAGES, t
from ragmetrics_course.plots import (
    OKABE_ITO,
    GainsChart,
    RelevanceChart,
    encode_png,
    plot_compare,
    plot_curves,
    plot_gain_discount,
    plot_gains,
    plot_relevance,
    to_png,
)
from ragmetrics_course.state import (
    EXAMPLE_RELEVANT,
    EXAMPLE_RETRIEVED_B,
    MEASURE_KEYS,
    RankingState,
    evaluation_curves,
    gain_discount_data,
    metric_symbol,
    ranking_curves,
)

matplotlib.use("Agg")
pytestmark = pytest.mark.filterwarnings("error:Glyph .* missing from font")


def _texts(fig: Figure) -> list[str]:
    return [text.get_text() for text in fig.findobj(matplotlib.text.Text) if text.get_text()]


def _bars(ax, gid):
    return [patch for patch in ax.patches if patch.get_gid() == gid]


@functools.lru_cache(maxsize=None)
def _all_figures(lang):
    """Every course figure in ``lang``, built once per test session (the tests only read them)."""
    state = RankingState()
    state.set_k(3)
    other = RankingState(EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED_B, k=3)
    qrels = {"q1": {"a": 2, "b": 1}, "q2": {"c": 3}}
    run = {"q1": ["b", "x", "a"], "q2": ["y", "c"]}
    curves, n = evaluation_curves(qrels, run, max_k=3)
    blit = GainsChart(state.n, lang=lang, blit=True)
    blit.update(state.chart_data())
    blit.png()
    return {
        "gains": plot_gains(state, lang),
        "gains_exponential": plot_gains(RankingState(gain="exponential"), lang),
        "gains_blit": blit.figure,
        "compare": plot_compare(state, other, lang),
        "explorer": plot_gain_discount(gain_discount_data(position=2, grade=3, gain="exponential"), lang),
        "curves": plot_curves(curves, lang, title=t("curves.title_many", lang, n=n, max_k=3, gain=t("gain.linear", lang))),
        "curves_one": plot_curves(ranking_curves([999, 205, 101], EXAMPLE_RELEVANT), lang, title=t("curves.title", lang)),
        "relevance": plot_relevance(RankingState([3, 7, 12], [1, 3, 5, 7, 9, 11, 13], k=5, max_grade=1), lang),
    }


@functools.lru_cache(maxsize=None)
def _drawn_figures(lang):
    """Every figure drawn once with fig.canvas.draw() (which renders each glyph), and its pixels."""
    drawn = {}
    for name, fig in _all_figures(lang).items():
        fig.canvas.draw()  # a missing glyph raises here (the warning is an error)
        drawn[name] = np.asarray(fig.canvas.buffer_rgba())[:, :, :3].copy()
    return drawn


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_figure_draws_in_every_language_without_missing_glyphs(lang):
    drawn = _drawn_figures(lang)
    assert len(drawn) == 8
    for name, pixels in drawn.items():
        assert pixels.shape[1] > 500, name
        assert (pixels < 128).any(), name  # something dark (text, bars) was drawn


def test_the_glyph_check_would_catch_chinese_without_the_cjk_font():
    """The negative control: with DejaVu Sans alone, a Chinese title does raise the glyph warning."""
    fig = Figure()
    FigureCanvasAgg(fig)
    with matplotlib.rc_context({"font.family": ["DejaVu Sans"]}):
        fig.add_subplot().set_title(t("plot.gains.title", "zh", gain=t("gain.linear", "zh")))
    with pytest.raises(UserWarning, match="missing from font"):
        with warnings.catch_warnings():
            warnings.filterwarnings("error", "Glyph .* missing from font")
            fig.canvas.draw()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_titles_and_legends_are_in_the_chosen_language(lang):
    figs = _all_figures(lang)
    gains_texts = _texts(figs["gains"])
    assert t("plot.gains.title", lang, gain=t("gain.linear", lang)) in gains_texts
    for key in ("plot.legend.gain", "plot.legend.discounted_gain", "plot.legend.ideal", "plot.legend.cutoff_k", "plot.first_hit"):
        assert t(key, lang) in gains_texts, key
    compare_texts = _texts(figs["compare"])
    assert t("compare.plot.title", lang, k=3, gain=t("gain.linear", lang)) in compare_texts
    assert [metric_symbol(key, 3, lang) for key in MEASURE_KEYS] == [label.get_text() for label in figs["compare"].axes[1].get_yticklabels()]
    assert t("explorer.gain_title", lang) in _texts(figs["explorer"])
    relevance_texts = _texts(figs["relevance"])
    assert t("plot.relevance.title", lang) in relevance_texts
    for key in ("plot.legend.relevant", "plot.legend.cutoff_k", "plot.legend.outside_k", "plot.first_hit"):
        assert t(key, lang) in relevance_texts, key
    curve_texts = _texts(figs["curves"])
    assert all(t("plot.name_symbol", lang, name=t(f"metric.{key}.name", lang), symbol=metric_symbol(key, "k", lang)) in curve_texts
               for key in MEASURE_KEYS)
    if lang == "zh":  # full-width parentheses in a Chinese legend
        assert all("（" in text for text in curve_texts if "@k" in text and "Recall" in text)


@pytest.mark.parametrize("gain", ["linear", "exponential"])
@pytest.mark.parametrize("k", [1, 3, 5])
def test_gain_chart_bars_are_the_package_numbers(k, gain):
    state = RankingState(gain=gain, k=k)
    state.move(309, 1)
    fig = plot_gains(state, "en")
    ax = fig.axes[0]
    grades = ragmetrics.retrieval.grades_of(state.retrieved, state.relevant)
    gain_values = ragmetrics.retrieval.gains(grades, gain)
    discounted = gain_values * ragmetrics.retrieval.discounts(state.n)
    np.testing.assert_allclose([p.get_height() for p in _bars(ax, "gain")], gain_values)
    np.testing.assert_allclose([p.get_height() for p in _bars(ax, "discounted_gain")], discounted)
    assert sum(p.get_height() for p in _bars(ax, "discounted_gain")[:k]) == pytest.approx(
        ragmetrics.dcg_at_k(state.retrieved, state.relevant, k=k, gain=gain))
    ideal = _bars(ax, "ideal")
    assert sum(p.get_height() for p in ideal[:k]) == pytest.approx(state.idcg())
    cutoff = next(line for line in ax.lines if line.get_gid() == "cutoff")
    assert list(cutoff.get_xdata()) == [k + 0.5, k + 0.5]
    outside = next(p for p in ax.patches if p.get_gid() == "outside_k")
    assert outside.get_visible() == (k < state.n)
    subtitle = next(text for text in ax.texts if text.get_gid() == "subtitle").get_text()
    assert f"nDCG@{k} = {ragmetrics.ndcg_at_k(state.retrieved, state.relevant, k=k, gain=gain):.3f}" in subtitle
    assert [text.get_text() for text in ax.texts if text.get_gid() == "doc"] == [str(doc) for doc in state.retrieved]


def test_gain_chart_marks_the_first_relevant_position():
    state = RankingState()  # first relevant doc (205) at rank 2
    ax = plot_gains(state, "en").axes[0]
    marked = [i for i, p in enumerate(_bars(ax, "discounted_gain")) if p.get_linewidth() > 1]
    assert marked == [1]
    label = next(text for text in ax.texts if text.get_gid() == "first_hit")
    assert label.get_visible() and label.get_position()[0] == pytest.approx(_bars(ax, "gain")[1].get_x() + _bars(ax, "gain")[1].get_width() / 2)
    state.move(101, 1)
    ax = plot_gains(state, "en").axes[0]
    assert [i for i, p in enumerate(_bars(ax, "discounted_gain")) if p.get_linewidth() > 1] == [0]
    nothing = RankingState({1: 0}, [1, 2])
    ax = plot_gains(nothing, "en").axes[0]
    assert not next(text for text in ax.texts if text.get_gid() == "first_hit").get_visible()


def test_blitted_chart_looks_like_the_fully_drawn_one():
    """The fast path (static background + dynamic artists) gives the same picture as a full draw."""
    state = RankingState(gain="exponential", k=3)
    state.move(888, 1)
    full = np.asarray(Image.open(io.BytesIO(to_png(plot_gains(state, "zh")))).convert("RGB"), dtype=float)
    chart = GainsChart(state.n, gain="exponential", lang="zh", blit=True)
    chart.update(RankingState(gain="exponential").chart_data())
    chart.png()  # draws the background once, with another ranking
    chart.update(state.chart_data())
    fast = np.asarray(Image.open(io.BytesIO(chart.png())).convert("RGB"), dtype=float)
    assert full.shape == fast.shape
    assert np.mean(np.abs(full - fast) > 40) < 0.005  # fewer than 0.5 % of pixels differ visibly


def _legend_texts(ax) -> list[str]:
    return [text.get_text() for text in ax.get_legend().get_texts()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_outside_entry_is_in_the_legend_only_when_some_position_is_outside_the_top_k(lang):
    """Review es-00-03: the legend said "Outside the top k" with k = n, where nothing is shaded."""
    outside = t("plot.legend.outside_k", lang)
    at_n = plot_gains(RankingState(k=5), lang).axes[0]  # the example has 5 positions
    assert outside not in _legend_texts(at_n) and t("plot.legend.cutoff_k", lang) in _legend_texts(at_n)
    assert not next(p for p in at_n.patches if p.get_gid() == "outside_k").get_visible()
    below_n = plot_gains(RankingState(k=4), lang).axes[0]
    assert outside in _legend_texts(below_n)
    chart = GainsChart(5, lang=lang)
    for k in (5, 2, 5):  # the same chart, updated: the entry comes and goes with the shading
        chart.update(RankingState(k=k).chart_data())
        assert (outside in _legend_texts(chart.ax)) == (k < 5)
    relevance = plot_relevance(RankingState([3], [1, 3, 5], k=3, max_grade=1), lang).axes[0]
    assert outside not in _legend_texts(relevance)


def _pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=float)


@pytest.mark.parametrize("make, data", [
    (lambda: GainsChart(5, lang="es", blit=True), lambda k: RankingState(k=k).chart_data()),
    (lambda: RelevanceChart(5, max_grade=1, lang="es", blit=True),
     lambda k: RankingState([3, 7], [1, 3, 5, 7, 9], k=k, max_grade=1).relevance_data()),
])
def test_the_cached_background_follows_the_legend(make, data):
    """The legend is drawn into the cached static background: moving k to n and back must swap the background
    too, so that the fast picture equals a chart drawn fresh in each state (with and without the entry)."""
    chart = make()
    shown = {}
    for k in (3, 5, 3, 5):
        chart.update(data(k))
        shown.setdefault(k, []).append(_pixels(chart.png()))
    for k in (3, 5):
        fresh = make()
        fresh.update(data(k))
        expected = _pixels(fresh.png())
        for pixels in shown[k]:
            assert pixels.shape == expected.shape and np.array_equal(pixels, expected), k
    assert not np.array_equal(shown[3][0], shown[5][0])


def test_relevance_chart_shows_the_relevant_positions_and_the_package_numbers():
    state = RankingState([3, 7, 12], [1, 3, 5, 7, 9, 11, 13], k=5, max_grade=1)
    ax = plot_relevance(state, "en").axes[0]
    bars = _bars(ax, "relevant")
    assert [p.get_visible() for p in bars] == [False, True, False, True, False, False, False]
    assert [p.get_height() for p in bars if p.get_visible()] == [1, 1]
    assert not any(p.get_gid() in ("gain", "discounted_gain", "ideal") for p in ax.patches)  # no DCG before chapter 03
    subtitle = next(text for text in ax.texts if text.get_gid() == "subtitle").get_text()
    recall = ragmetrics.recall_at_k(state.retrieved, state.relevant, k=5)
    precision = ragmetrics.precision_at_k(state.retrieved, state.relevant, k=5)
    assert subtitle == f"Recall@5 = 2/3 = {recall:.3f} · Precision@5 = 2/5 = {precision:.3f}"
    label = next(text for text in ax.texts if text.get_gid() == "first_hit")
    assert label.get_visible() and label.get_position()[0] == pytest.approx(2)
    data = state.relevance_data()
    np.testing.assert_allclose(data.recall_by_rank, [ragmetrics.recall_at_k(state.retrieved, state.relevant, k=i) for i in range(1, 8)])
    np.testing.assert_allclose(data.precision_by_rank, [ragmetrics.precision_at_k(state.retrieved, state.relevant, k=i) for i in range(1, 8)])
    graded = RankingState({"a": 2, "b": 1}, ["b", "x", "a"], level=2)
    heights = [p.get_height() if p.get_visible() else 0 for p in _bars(plot_relevance(graded, "en").axes[0], "relevant")]
    assert heights == [0, 0, 2]  # grade 1 is below the level: not relevant


def test_encode_png_is_lossless():
    rgba = np.random.default_rng(0).integers(0, 256, size=(7, 5, 4), dtype=np.uint8)
    decoded = np.asarray(Image.open(io.BytesIO(encode_png(rgba))))
    np.testing.assert_array_equal(decoded, rgba[:, :, :3])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_figures_have_an_explicit_light_background(lang):
    for name, pixels in _drawn_figures(lang).items():
        fig = _all_figures(lang)[name]
        assert matplotlib.colors.to_hex(fig.get_facecolor()) == "#ffffff", name
        for ax in fig.axes:
            assert matplotlib.colors.to_hex(ax.get_facecolor()) == "#ffffff", name
        assert (pixels[0, 0] == 255).all() and (pixels[-1, -1] == 255).all(), name


def test_light_background_holds_under_a_dark_style():
    with matplotlib.style.context("dark_background"):
        fig = plot_gains(RankingState(), "en")
        fig.canvas.draw()
        pixels = np.asarray(fig.canvas.buffer_rgba())[:, :, :3]
    assert (pixels[0, 0] == 255).all()
    assert matplotlib.colors.to_hex(fig.axes[0].title.get_color()) != "#ffffff"


def test_colours_are_okabe_ito():
    palette = {value.lower() for value in OKABE_ITO.values()}
    fig = plot_compare(RankingState(), RankingState(EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED_B))
    faces = {matplotlib.colors.to_hex(p.get_facecolor()) for ax in fig.axes for p in ax.patches if p.get_gid() in ("A", "B")}
    assert faces and faces <= palette
    curves = plot_curves(ranking_curves([999, 205, 101], EXAMPLE_RELEVANT))
    assert {matplotlib.colors.to_hex(line.get_color()) for line in curves.axes[0].lines} <= palette


def test_curves_draw_the_values_given():
    curves = ranking_curves([999, 205, 101, 888, 309], EXAMPLE_RELEVANT, max_k=5)
    ax = plot_curves(curves, "es").axes[0]
    lines = {line.get_gid(): line for line in ax.lines}
    assert set(lines) == set(MEASURE_KEYS)
    np.testing.assert_allclose(lines["ndcg"].get_ydata(), [ragmetrics.ndcg_at_k([999, 205, 101, 888, 309], EXAMPLE_RELEVANT, k=k) for k in range(1, 6)])


def test_explorer_marks_the_chosen_position_and_grade():
    data = gain_discount_data(n=6, position=4, grade=2, gain="linear")
    left, right = plot_gain_discount(data, "zh").axes
    discount_bars = _bars(left, "discount")
    np.testing.assert_allclose([p.get_height() for p in discount_bars], ragmetrics.retrieval.discounts(6))
    assert [i for i, p in enumerate(discount_bars) if p.get_linewidth() > 1] == [3]
    linear = _bars(right, "linear")
    assert [i for i, p in enumerate(linear) if p.get_linewidth() > 1] == [2]
    np.testing.assert_allclose([p.get_height() for p in _bars(right, "exponential")], [0, 1, 3, 7])


# ----- fonts -----------------------------------------------------------------------------------
def test_packaged_cjk_font_is_registered_with_latin_first():
    assert fonts.packaged_font_path() is not None and fonts.packaged_font_path().is_file()
    family = fonts.setup_fonts(force=True)
    assert family == "Noto Sans CJK SC"
    assert matplotlib.rcParams["font.family"][:2] == ["DejaVu Sans", "Noto Sans CJK SC"]
    assert "Noto Sans CJK SC" in {entry.name for entry in matplotlib.font_manager.fontManager.ttflist}


@pytest.fixture
def restore_fonts():
    before = list(matplotlib.rcParams["font.family"])
    yield
    matplotlib.rcParams["font.family"] = before
    fonts.setup_fonts(force=True)


def test_without_the_package_a_system_cjk_font_is_found_by_name(restore_fonts, monkeypatch):
    monkeypatch.setattr(fonts, "packaged_font_path", lambda: None)
    monkeypatch.setattr(fonts, "_registered_families", lambda: {"DejaVu Sans", "WenQuanYi Micro Hei", "SimHei"})
    assert fonts.setup_fonts(force=True) == "WenQuanYi Micro Hei"
    assert matplotlib.rcParams["font.family"][:2] == ["DejaVu Sans", "WenQuanYi Micro Hei"]


def test_without_any_cjk_font_a_clear_warning(restore_fonts, monkeypatch):
    monkeypatch.setattr(fonts, "packaged_font_path", lambda: None)
    monkeypatch.setattr(fonts, "_registered_families", lambda: {"DejaVu Sans"})
    with pytest.warns(fonts.CJKFontWarning, match="pip install noto-cjk-sans-otc"):
        assert fonts.setup_fonts(force=True) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_of_any_figure_is_cut_off_by_its_edges(lang):
    """Everything drawn (titles, labels, ticks, legends) lies inside its figure (Spanish labels are the longest)."""
    _drawn_figures(lang)  # drawn: text extents are known
    for name, fig in _all_figures(lang).items():
        renderer = fig.canvas.get_renderer()
        drawn = fig.get_tightbbox(renderer)  # inches; only what is drawn (not ticks outside the view)
        width, height = fig.get_size_inches()
        if drawn.x0 >= -0.01 and drawn.y0 >= -0.01 and drawn.x1 <= width + 0.01 and drawn.y1 <= height + 0.01:
            continue
        box = fig.bbox
        outside = [text.get_text() for text in fig.findobj(matplotlib.text.Text)
                   if text.get_visible() and text.get_text().strip()
                   and not box.contains(*text.get_window_extent(renderer).p1) | (not box.contains(*text.get_window_extent(renderer).p0))]
        raise AssertionError(f"{name} ({lang}): drawn area {drawn.bounds} exceeds the figure ({width}, {height}); texts near the edge: {outside}")
