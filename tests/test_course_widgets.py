"""The course widgets without a browser: set each control's value (or click it) and read what is shown.

The numbers shown are read back from the rendered HTML (``data-metric``/``data-value``), the
chart from its matplotlib figure, and both are compared with the package's own functions on the
new ranking.
"""

import base64
import io
import re

import numpy as np
import pytest
from PIL import Image

import ragmetrics
from ragmetrics_course import CompareRankings, GainDiscountExplorer, MetricCurves, RankingPlayground, set_language
from ragmetrics_course.messages import get_language, t
from ragmetrics_course.state import EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED, MEASURE_KEYS

pytestmark = pytest.mark.filterwarnings("error:Glyph .* missing from font")

FUNCTIONS = {
    "recall": ragmetrics.recall_at_k,
    "precision": ragmetrics.precision_at_k,
    "f1": ragmetrics.f1_at_k,
    "hit_rate": ragmetrics.hit_rate_at_k,
    "rr": ragmetrics.reciprocal_rank,
    "ap": ragmetrics.average_precision,
}


def package_values(retrieved, relevant, k, gain="linear"):
    values = {key: fn(list(retrieved), relevant, k=k) for key, fn in FUNCTIONS.items()}
    values["ndcg"] = ragmetrics.ndcg_at_k(list(retrieved), relevant, k=k, gain=gain)
    return values


ROW = re.compile(r'<tr class="rm-metric[^"]*" data-metric="(\w+)">.*?'
                 r'<td class="rm-value rm-num" data-value="([^"]+)">([^<]*)</td>.*?'
                 r'<td class="rm-delta[^"]*">([^<]*)</td></tr>')


def shown_values(playground) -> dict:
    """{measure key: (full float from data-value, the text shown)} from the numbers panel."""
    return {key: (float(value), text) for key, value, text, _ in ROW.findall(playground.numbers.value)}


def shown_deltas(playground) -> dict:
    return {key: delta for key, _, _, delta in ROW.findall(playground.numbers.value)}


def assert_shows_package_values(pg):
    state = pg.state
    expected = package_values(state.retrieved, state.relevant, state.k, state.gain)
    shown = shown_values(pg)
    assert set(shown) == set(MEASURE_KEYS)
    for key in MEASURE_KEYS:
        value, text = shown[key]
        assert value == expected[key], key
        want = f"{expected[key]:.3f}"  # as the widget's language writes it: 0,667 in Spanish
        assert text == (want.replace(".", ",") if pg.lang == "es" else want), key
    return expected


def chart_heights(pg, gid):
    return [p.get_height() for p in pg.chart.ax.patches if p.get_gid() == gid]


def visual_order(pg):
    """The docs in the order the rows appear (CSS order of each row)."""
    return tuple(sorted(pg.ranking.rows, key=lambda doc: int(pg.ranking.rows[doc].box.layout.order)))


@pytest.fixture
def pg():
    return RankingPlayground(lang="en")


def test_opens_on_the_example_with_the_package_numbers(pg):
    assert pg.state.retrieved == EXAMPLE_RETRIEVED
    expected = assert_shows_package_values(pg)
    assert expected["ndcg"] == pytest.approx(0.6612, abs=1e-4)  # the seed's worked example
    assert visual_order(pg) == EXAMPLE_RETRIEVED
    assert "nDCG@5 = DCG@5 / IDCG@5 = 3.149 / 4.762 = 0.661" in pg.numbers.value


def test_position_slider_moves_the_doc_and_updates_numbers_chart_and_rows(pg):
    before = shown_values(pg)["ndcg"][0]
    pg.ranking.rows[101].position.value = 1
    assert pg.state.retrieved == (101, 999, 205, 888, 309)
    expected = assert_shows_package_values(pg)
    assert visual_order(pg) == (101, 999, 205, 888, 309)
    assert [pg.ranking.rows[doc].position.value for doc in pg.state.retrieved] == [1, 2, 3, 4, 5]
    assert shown_deltas(pg)["ndcg"] == f"+{expected['ndcg'] - before:.3f}"
    assert shown_deltas(pg)["recall"] == ""  # Recall@5 did not move
    gains = ragmetrics.retrieval.gains(ragmetrics.retrieval.grades_of(pg.state.retrieved, pg.state.relevant))
    np.testing.assert_allclose(chart_heights(pg, "gain"), gains)
    assert [text.get_text() for text in pg.chart.ax.texts if text.get_gid() == "doc"] == ["101", "999", "205", "888", "309"]


def test_grade_slider_changes_the_grade_and_the_numbers(pg):
    pg.ranking.rows[999].grade.value = 3
    assert pg.state.grades[999] == 3
    expected = assert_shows_package_values(pg)
    assert expected["rr"] == 1.0
    assert "rm-grade-3" in pg.ranking.rows[999].label.value
    assert t("playground.first_hit", "en") in pg.ranking.rows[999].label.value
    assert t("playground.first_hit", "en") not in pg.ranking.rows[205].label.value
    marked = [i for i, p in enumerate(pg.chart.ax.patches) if p.get_gid() == "discounted_gain" and p.get_linewidth() > 1]
    assert len(marked) == 1


def test_up_and_down_buttons_move_one_rank(pg):
    pg.ranking.rows[309].up.click()
    assert pg.state.retrieved == (999, 205, 101, 309, 888)
    pg.ranking.rows[999].down.click()
    assert pg.state.retrieved == (205, 999, 101, 309, 888)
    assert pg.ranking.rows[205].position.value == 1
    assert_shows_package_values(pg)


def test_k_slider_greys_rows_below_k_and_moves_the_cutoff(pg):
    pg.k_slider.value = 2
    assert pg.state.k == 2
    assert_shows_package_values(pg)
    outside = [doc for doc, row in pg.ranking.rows.items() if "rm-row-outside" in row.box._dom_classes]
    assert outside == [101, 888, 309]
    assert t("playground.outside_k", "en", k=2) in pg.ranking.rows[309].label.value
    cutoff = next(line for line in pg.chart.ax.lines if line.get_gid() == "cutoff")
    assert list(cutoff.get_xdata()) == [2.5, 2.5]
    assert "Recall@2" in pg.numbers.value and "Precision@2 = 1 / 2 = 0.500" in pg.numbers.value


def test_gain_toggle_switches_to_exponential(pg):
    pg.gain_toggle.value = "exponential"
    assert pg.state.gain == "exponential"
    expected = assert_shows_package_values(pg)
    assert expected["ndcg"] == pytest.approx(ragmetrics.ndcg_at_k(EXAMPLE_RETRIEVED, EXAMPLE_RELEVANT, k=5, gain="exponential"))
    np.testing.assert_allclose(chart_heights(pg, "gain"), [0, 3, 7, 0, 1])
    assert pg.chart.ax.get_title(loc="left") == t("plot.gains.title", "en", gain=t("gain.exponential", "en"))


def test_ideal_shuffle_and_reset_buttons(pg):
    pg.ideal_button.click()
    assert pg.state.retrieved == (101, 205, 309, 999, 888)
    assert shown_values(pg)["ndcg"] == (1.0, "1.000")
    pg.shuffle_button.click()
    shuffled = pg.state.retrieved
    assert shuffled != (101, 205, 309, 999, 888) and sorted(shuffled) == sorted(EXAMPLE_RETRIEVED)
    assert visual_order(pg) == shuffled
    assert_shows_package_values(pg)
    again = RankingPlayground(lang="en")
    again.ideal_button.click()
    again.shuffle_button.click()
    assert again.state.retrieved == shuffled  # seeded
    pg.k_slider.value = 3
    pg.gain_toggle.value = "exponential"
    pg.ranking.rows[888].grade.value = 2
    pg.reset_button.click()
    assert (pg.state.retrieved, pg.state.k, pg.state.gain) == (EXAMPLE_RETRIEVED, 5, "linear")
    assert (pg.k_slider.value, pg.gain_toggle.value, pg.ranking.rows[888].grade.value) == (5, "linear", 0)
    assert_shows_package_values(pg)


@pytest.mark.parametrize("lang", ["es", "zh"])
def test_language_menu_relabels_controls_numbers_and_chart(pg, lang):
    pg.language.value = lang
    assert pg.lang == lang
    assert pg.reset_button.description == t("control.reset", lang)
    assert pg.ranking.rows[999].position.description == t("control.position", lang)
    assert t("metric.recall.name", lang) in pg.numbers.value
    assert pg.chart.ax.get_title(loc="left") == t("plot.gains.title", lang, gain=t("gain.linear", lang))
    assert [label for label, _ in pg.gain_toggle.options] == [t("gain.linear", lang), t("gain.exponential", lang)]
    assert pg.gain_toggle.value == "linear"
    assert t("table.figure_caption", lang) in pg.figure_table.value
    assert_shows_package_values(pg)


def test_widgets_take_the_course_wide_language():
    before = get_language()
    try:
        set_language("zh")
        assert RankingPlayground().lang == "zh"
        assert CompareRankings().lang == "zh"
        assert RankingPlayground(lang="es").lang == "es"
    finally:
        set_language(before)


def test_every_control_keeps_numbers_equal_to_the_package(pg):
    """A long mixed sequence of control changes; after each, the shown numbers are the package's."""
    rng = np.random.default_rng(3)
    docs = list(EXAMPLE_RETRIEVED)
    for _ in range(25):
        action = rng.integers(0, 6)
        doc = docs[rng.integers(0, 5)]
        if action == 0:
            pg.ranking.rows[doc].position.value = int(rng.integers(1, 6))
        elif action == 1:
            pg.ranking.rows[doc].grade.value = int(rng.integers(0, 4))
        elif action == 2:
            pg.k_slider.value = int(rng.integers(1, 6))
        elif action == 3:
            pg.gain_toggle.value = ["linear", "exponential"][rng.integers(0, 2)]
        elif action == 4:
            (pg.ranking.rows[doc].up if rng.integers(0, 2) else pg.ranking.rows[doc].down).click()
        else:
            pg.shuffle_button.click()
        assert_shows_package_values(pg)
        assert visual_order(pg) == pg.state.retrieved
        data = pg.state.chart_data()
        np.testing.assert_allclose(chart_heights(pg, "discounted_gain"), data.discounted)


def test_the_figure_is_shown_as_an_image_with_alt_text_and_a_table(pg):
    match = re.search(r'<img src="data:image/png;base64,([^"]+)" alt="([^"]+)"', pg.figure_html.value)
    image = Image.open(io.BytesIO(base64.b64decode(match.group(1))))
    assert image.size == tuple(pg.chart.figure.canvas.get_width_height())
    assert match.group(2) == t("plot.gains.alt", "en", n=5)
    for doc in EXAMPLE_RETRIEVED:
        assert f">{doc}<" in pg.figure_table.value or f">{doc}<span" in pg.figure_table.value


def test_static_fallback_has_a_png_and_a_text_table(pg):
    pg.ranking.rows[101].position.value = 1
    bundle = pg._repr_mimebundle_()
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == pg.model_id
    image = Image.open(io.BytesIO(base64.b64decode(bundle["image/png"])))
    assert image.size[0] > 500
    text = bundle["text/plain"]
    assert "101, 999, 205, 888, 309" in text
    ndcg = ragmetrics.ndcg_at_k([101, 999, 205, 888, 309], EXAMPLE_RELEVANT, k=5)
    assert f"= {ndcg:.3f}" in text


def test_a_query_of_ones_own(pg):
    own = RankingPlayground({"d1": 1, "d7": 2, "d9": 1}, ["d3", "d7", "d1", "d4"], k=3, gain="exponential", lang="es")
    assert own.state.not_retrieved == {"d9": 1}
    assert "d9 (1)" in own.ranking.note.value
    assert_shows_package_values(own)
    own.ranking.rows["d4"].position.value = 1
    assert_shows_package_values(own)


# ----- A vs B -----------------------------------------------------------------------------------
def compare_shown(widget):
    """{"A": {measure: value}, "B": {...}} read from the table's data-ranking/data-value cells."""
    shown = {"A": [], "B": []}
    for name, value in re.findall(r'data-ranking="(A|B)" data-value="([^"]+)"', widget.numbers.value):
        shown[name].append(float(value))
    return {name: dict(zip(MEASURE_KEYS, values)) for name, values in shown.items()}


def test_compare_example_recall_ties_while_ndcg_and_rr_differ():
    widget = CompareRankings(lang="en")
    shown = compare_shown(widget)
    for name, state in (("A", widget.a), ("B", widget.b)):
        assert shown[name] == package_values(state.retrieved, state.relevant, 5)
    assert shown["A"]["recall"] == shown["B"]["recall"]
    assert shown["A"]["ndcg"] != shown["B"]["ndcg"] and shown["A"]["rr"] != shown["B"]["rr"]
    assert re.search(r'data-metric="recall".*?<td class="rm-delta[^"]*"[^>]*>tie</td>', widget.numbers.value)
    assert "Tied: Recall@5, Precision@5, F1@5, HitRate@5. Different: RR@5, nDCG@5, AP@5." in widget.numbers.value


def test_compare_controls_move_docs_and_change_k_and_gain():
    widget = CompareRankings(lang="zh")
    widget.list_b.rows[999].position.value = 1
    widget.list_a.rows[101].up.click()
    widget.k_slider.value = 3
    widget.gain_toggle.value = "exponential"
    assert widget.b.retrieved[0] == 999 and widget.a.retrieved == (999, 101, 205, 888, 309)
    shown = compare_shown(widget)
    for name, state in (("A", widget.a), ("B", widget.b)):
        assert state.k == 3
        assert shown[name] == package_values(state.retrieved, state.relevant, 3, "exponential")
    assert "相同的指标" in widget.numbers.value
    assert widget.figure.texts[0].get_text() == t("compare.plot.title", "zh", k=3, gain=t("gain.exponential", "zh"))
    assert "image/png" in widget._repr_mimebundle_()


# ----- gain and discount explorer ----------------------------------------------------------------
def test_explorer_contribution_follows_every_control():
    widget = GainDiscountExplorer(lang="es")
    for n, position, grade, gain in ((10, 3, 3, "exponential"), (10, 1, 2, "linear"), (4, 4, 1, "exponential"), (6, 2, 0, "linear")):
        widget.n_slider.value = n
        widget.position_slider.value = position
        widget.grade_slider.value = grade
        widget.gain_toggle.value = gain
        padded = list(range(100, 100 + position - 1)) + ["doc"]
        expected = ragmetrics.dcg_at_k(padded, {"doc": grade}, gain=gain)
        value = float(re.search(r'data-value="([^"]+)"', widget.sentence.value).group(1))
        assert value == pytest.approx(expected)
        assert f"= {expected:.3f}".replace(".", ",") in widget.sentence.value  # a Spanish sentence: 3,500
        assert widget.position_slider.max == n
        bars = [p for p in widget.figure.axes[0].patches if p.get_gid() == "discount"]
        assert len(bars) == n
    widget.n_slider.value = 2
    assert widget.position_slider.value <= 2


# ----- metric curves -----------------------------------------------------------------------------
def test_curves_of_one_ranking_follow_k_and_checkboxes():
    widget = MetricCurves(lang="en")
    widget.max_k_slider.value = 4
    widget.checkboxes["precision"].value = False
    curves = widget.curves()
    assert "precision" not in curves and set(curves) == set(MEASURE_KEYS) - {"precision"}
    for k in range(1, 5):
        expected = package_values(EXAMPLE_RETRIEVED, EXAMPLE_RELEVANT, k)
        assert {key: curves[key][k - 1] for key in curves} == pytest.approx({key: expected[key] for key in curves})
    lines = {line.get_gid(): line for line in widget.figure.axes[0].lines}
    assert set(lines) == set(curves)
    assert len(lines["ndcg"].get_xdata()) == 4
    widget.gain_toggle.value = "exponential"
    assert widget.curves()["ndcg"][2] == pytest.approx(ragmetrics.ndcg_at_k(EXAMPLE_RETRIEVED, EXAMPLE_RELEVANT, k=3, gain="exponential"))


def test_the_curves_title_names_the_gain_only_when_ndcg_is_drawn():
    """The gain changes nDCG only: without nDCG on the chart, a "(linear gain)" title would mislead."""
    widget = MetricCurves(lang="en")
    assert "gain" in widget.title() and widget.figure.axes[0].get_title(loc="left") == widget.title()
    widget.checkboxes["ndcg"].value = False
    assert "gain" not in widget.title() and widget.figure.axes[0].get_title(loc="left") == widget.title()


def test_curves_of_an_evaluation_are_evaluate_means():
    qrels = {"q1": {"a": 2, "b": 1}, "q2": {"c": 3, "d": 1}, "q3": {"e": 1}}
    run = {"q1": ["b", "x", "a", "y"], "q2": ["d", "c"], "q3": ["z", "e", "w"]}
    widget = MetricCurves(qrels=qrels, run=run, lang="zh")
    assert widget.max_k_slider.max == 4
    results = ragmetrics.evaluate(qrels, run, [f"nDCG@{k}" for k in range(1, 5)] + ["RR@2"])
    np.testing.assert_allclose(widget.curves()["ndcg"], [results.mean[f"nDCG@{k}"] for k in range(1, 5)])
    assert widget.curves()["rr"][1] == pytest.approx(results.mean["RR@2"])
    assert widget.title() == t("curves.title_many", "zh", n=3, max_k=4, gain=t("gain.linear", "zh"))
    assert widget.figure.axes[0].get_title(loc="left") == widget.title()
    assert "k" in widget._repr_mimebundle_()["text/plain"]


def test_curves_refuse_half_an_evaluation():
    with pytest.raises(TypeError, match="'qrels' and 'run' go together"):
        MetricCurves(qrels={"q": {"a": 1}})


def test_html_export_without_widget_state_shows_the_png():
    """nbconvert (like nbviewer) cannot show a widget whose state was not saved: it falls back to the PNG."""
    nbformat = pytest.importorskip("nbformat")
    nbconvert = pytest.importorskip("nbconvert")
    playground = RankingPlayground(lang="zh")
    cell = nbformat.v4.new_code_cell("RankingPlayground()")
    cell.outputs = [nbformat.v4.new_output("display_data", data=playground._repr_mimebundle_())]
    notebook = nbformat.v4.new_notebook(cells=[cell])
    html, _ = nbconvert.HTMLExporter().from_notebook_node(notebook)
    output = html[html.index("jp-OutputArea-output"):]
    image = re.search(r'<img[^>]+src="data:image/png;base64,([^"]+)"', output)
    assert image is not None
    assert Image.open(io.BytesIO(base64.b64decode(image.group(1)))).size[0] > 500


@pytest.mark.parametrize("lang", ["en", "es", "zh"])
def test_compare_controls_say_which_ranking_they_move(lang):
    """The same doc sits in both lists: each control's tooltip names its list, in the widget's language."""
    widget = CompareRankings(lang=lang)
    for name, ranking in (("A", widget.list_a), ("B", widget.list_b)):
        row = ranking.rows[999]
        heading = t("compare.ranking", lang, name=name)
        assert row.position.tooltip == t("label.colon", lang, label=heading) + t("control.position_of", lang, doc=999)
        assert row.up.tooltip.startswith(heading) and row.down.tooltip.startswith(heading)
    assert widget.list_a.rows[999].position.tooltip != widget.list_b.rows[999].position.tooltip
    playground = RankingPlayground(lang=lang)  # one list: no prefix
    assert playground.ranking.rows[999].position.tooltip == t("control.position_of", lang, doc=999)


# ------------------------------------------------------------------ issue 17: arguments checked, not clamped


@pytest.mark.parametrize("kwargs, error, message", [
    ({"n": 0}, ValueError, "'n' must be from 1 to 20 (got 0)"),
    ({"n": 50}, ValueError, "'n' must be from 1 to 20 (got 50)"),
    ({"n": 2.5}, TypeError, "'n' must be an int from 1 to 20 (got 2.5)"),
    ({"position": 0}, ValueError, "'position' must be from 1 to 10 (got 0)"),
    ({"position": 11}, ValueError, "'position' must be from 1 to 10 (got 11)"),
    ({"position": "3"}, TypeError, "'position' must be an int from 1 to 10 (got '3')"),
    ({"grade": 5}, ValueError, "'grade' must be from 0 to 3 (got 5)"),
    ({"grade": -1}, ValueError, "'grade' must be from 0 to 3 (got -1)"),
    ({"max_grade": -1}, ValueError, "'max_grade' must be from 1 to 10 (got -1)"),
    ({"max_grade": 2000}, ValueError, "'max_grade' must be from 1 to 10 (got 2000)"),
    ({"gain": "x"}, ValueError, "'gain' must be one of 'linear', 'exponential' (got 'x')"),
])
def test_explorer_refuses_bad_arguments_instead_of_clamping_them(kwargs, error, message):
    """Issue 17: the sliders clamped these silently (position=0 showed position 1) or raised a raw TraitError."""
    with pytest.raises(error) as raised:
        GainDiscountExplorer(**kwargs)
    assert str(raised.value) == message


@pytest.mark.parametrize("kwargs, error, message", [
    ({"max_k": 0}, ValueError, "'max_k' must be from 1 to 10 (got 0)"),
    ({"max_k": 500}, ValueError, "'max_k' must be from 1 to 10 (got 500)"),
    ({"max_k": 2.5}, TypeError, "'max_k' must be an int from 1 to 10 (got 2.5)"),
    ({"gain": "exp"}, ValueError, "'gain' must be one of 'linear', 'exponential' (got 'exp')"),
])
def test_metric_curves_refuses_bad_arguments_instead_of_clamping_them(kwargs, error, message):
    with pytest.raises(error) as raised:
        MetricCurves(**kwargs)
    assert str(raised.value) == message


# ------------------------------------------------------------------ chapters 01 and 02: the playground before DCG


@pytest.mark.parametrize("lang", ["en", "es", "zh"])
def test_a_playground_without_ndcg_draws_no_gain_or_discount(lang):
    """Review zh-00-03: chapter 01's playground drew DCG bars (gain, discounted gain, ideal) in a chapter about
    recall; DCG comes in chapter 03. Without nDCG among its measures the chart shows where the relevant docs are."""
    pg = RankingPlayground([3, 7, 12], [1, 3, 5, 7, 9, 11, 13], k=5, max_grade=1, measures=("recall", "precision", "f1"),
                           lang=lang)
    assert [row.key for row in pg.rows()] == ["recall", "precision", "f1"]
    assert [key for key, *_ in ROW.findall(pg.numbers.value)] == ["recall", "precision", "f1"]
    assert pg.gain_toggle.layout.display == "none"
    assert not any(p.get_gid() in ("gain", "discounted_gain", "ideal") for p in pg.chart.ax.patches)
    assert [p.get_visible() for p in chart_heights_patches(pg, "relevant")] == [False, True, False, True, False, False, False]
    for shown in (pg.figure_table.value, pg.text(), pg.numbers.value, pg.header.value):
        for word in (t("table.gain", lang), t("table.discounted_gain", lang), "DCG", t("gain.linear", lang)):
            assert word not in shown, word
    assert t("table.relevance_caption", lang) in pg.figure_table.value and t("table.caption_plain", lang, k=5) in pg.text()
    pg.ranking.rows[7].position.value = 6  # below the cutoff: the chart and its table follow
    assert [p.get_visible() for p in chart_heights_patches(pg, "relevant")][:6] == [False, True, False, False, False, True]
    recall = ragmetrics.recall_at_k(pg.state.retrieved, pg.state.relevant, k=5)
    shown = f"{recall:.3f}".replace(".", "," if lang == "es" else ".")  # the chart's subtitle: 0,333 in Spanish
    assert f"Recall@5 = 1/3 = {shown}" in next(x.get_text() for x in pg.chart.ax.texts if x.get_gid() == "subtitle")
    pg.k_slider.value = 7  # nothing outside the top k: no shading, and no legend entry for it
    assert t("plot.legend.outside_k", lang) not in [x.get_text() for x in pg.chart.ax.get_legend().get_texts()]
    default = RankingPlayground(lang=lang)  # every measure: the gains chart, as in chapter 03
    assert chart_heights(default, "gain") and default.gain_toggle.layout.display != "none"


def chart_heights_patches(pg, gid):
    return [p for p in pg.chart.ax.patches if p.get_gid() == gid]


# ------------------------------------------------------------------ a learner's mistakes, in the learner's language


@pytest.mark.parametrize("lang", ["es", "zh"])
@pytest.mark.parametrize("make, error, key, fields", [
    (lambda lang: GainDiscountExplorer(n=0, lang=lang), ValueError, "error.int_range", {"name": "n", "low": 1, "high": 20, "got": "0"}),
    (lambda lang: MetricCurves(max_k=2.5, lang=lang), TypeError, "error.int_type", {"name": "max_k", "low": 1, "high": 10, "got": "2.5"}),
    (lambda lang: MetricCurves(qrels={"q": {"a": 1}}, lang=lang), TypeError, "error.qrels_run", {}),
    (lambda lang: MetricCurves(level=0, lang=lang), ValueError, "error.positive_int", {"name": "level", "got": "0"}),
    (lambda lang: CompareRankings({1: 1}, [1, 2], lang=lang), TypeError, "error.compare_both", {}),
    (lambda lang: RankingPlayground({1: 1}, [1, 1], lang=lang), ValueError, "error.retrieved_repeat",
     {"doc": "1", "first": 1, "again": 2}),
    (lambda lang: RankingPlayground(gain="log", lang=lang), ValueError, "error.one_of",
     {"name": "gain", "choices": "'linear', 'exponential'", "got": "'log'"}),
    (lambda lang: RankingPlayground(measures=("mrr",), lang=lang), ValueError, "error.measures",
     {"choices": repr(MEASURE_KEYS), "got": "['mrr']"}),
])
def test_widget_arguments_are_refused_in_the_widget_s_language(lang, make, error, key, fields):
    """A learner's mistake in a widget's arguments reads in the course's language (docs/course.md: errors)."""
    with pytest.raises(error) as raised:
        make(lang)
    assert str(raised.value) == t(key, lang, **fields)
