"""Spanish figures write their tick numbers with a decimal comma (0,25), every language keeps matplotlib's true minus.

The course registers its own linear scale (``plots.use_course_numbers``, called by ``setup_fonts``), so a chapter's
pyplot figure gets it too; a widget's figure follows the widget's ``lang``. The expected labels are written by hand.
"""

import re

import matplotlib
import pytest
from matplotlib.figure import Figure

from ragmetrics_course import get_language, set_language, setup_fonts
from ragmetrics_course.plots import CourseNumberFormatter, plot_compare, plot_gain_discount, plot_gains, plot_relevance
from ragmetrics_course.state import EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED_B, RankingState, gain_discount_data

matplotlib.use("Agg")


@pytest.fixture
def course_language():
    before = get_language()
    yield set_language
    set_language(before)


def _ticks(axis) -> list[str]:
    return [label.get_text() for label in axis.get_ticklabels() if label.get_text()]


def _chapter_figure():
    """A figure drawn as a chapter draws one: pyplot's own axes, fixed ticks."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots()
    ax.plot([-0.5, 1.0], [0.1, 0.3])
    ax.set_xticks([-0.5, 0, 0.25, 1])
    ax.set_yticks([0.1, 0.2, 0.3])
    fig.canvas.draw()
    labels = _ticks(ax.xaxis), _ticks(ax.yaxis)
    plt.close(fig)
    return labels


@pytest.mark.parametrize("lang, x_labels, y_labels", [
    ("es", ["\u22120,50", "0,00", "0,25", "1,00"], ["0,1", "0,2", "0,3"]),
    ("en", ["\u22120.50", "0.00", "0.25", "1.00"], ["0.1", "0.2", "0.3"]),
    ("zh", ["\u22120.50", "0.00", "0.25", "1.00"], ["0.1", "0.2", "0.3"]),
])
def test_a_chapters_pyplot_figure_writes_ticks_as_its_language_does(course_language, lang, x_labels, y_labels):
    course_language(lang)
    setup_fonts()
    assert _chapter_figure() == (x_labels, y_labels)


def test_categories_keep_their_names_and_the_offset_gets_the_comma_too(course_language):
    import matplotlib.pyplot as plt

    course_language("es")
    setup_fonts()
    fig, (bars, small) = plt.subplots(1, 2)
    bars.bar(["uno", "dos"], [0.5, 1.5])
    small.plot([0, 1], [1000.1, 1000.3])
    fig.canvas.draw()
    assert _ticks(bars.xaxis) == ["uno", "dos"]
    assert all("," in label and "." not in label for label in _ticks(small.yaxis))
    plt.close(fig)


def test_the_formatter_writes_mathtext_with_an_unspaced_comma():
    formatter = CourseNumberFormatter("es")
    assert formatter._written("$\\mathdefault{0.5}$") == "$\\mathdefault{0{,}5}$"
    assert CourseNumberFormatter("en")._written("0.5") == "0.5"


def _figures(lang):
    state = RankingState()
    state.set_k(3)
    other = RankingState(EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED_B, k=3)
    return {
        "gains": plot_gains(state, lang),
        "compare": plot_compare(state, other, lang),
        "explorer": plot_gain_discount(gain_discount_data(position=2, grade=3, gain="exponential"), lang),
        "relevance": plot_relevance(RankingState([3, 7, 12], [1, 3, 5, 7, 9, 11, 13], k=5, max_grade=1), lang),
    }


def test_a_spanish_widget_figure_writes_commas_whatever_the_course_language(course_language):
    course_language("en")
    setup_fonts()
    decimal_point = re.compile(r"\d\.\d")
    commas = []
    for name, fig in _figures("es").items():
        fig.canvas.draw()
        ticks = [text for ax in fig.axes for axis in (ax.xaxis, ax.yaxis) for text in _ticks(axis)]
        commas += [text for text in ticks if re.search(r"\d,\d", text)]
        assert not [text for text in ticks if decimal_point.search(text)], name
        texts = [text.get_text() for text in fig.findobj(matplotlib.text.Text)]
        assert not [text for text in texts if "=" in text and decimal_point.search(text)], name  # the subtitles
    assert commas  # the discounts (0,0 ... 1,0) and the measures' axis
    subtitle = [text.get_text() for text in _figures("es")["gains"].findobj(matplotlib.text.Text) if "nDCG@3 =" in text.get_text()]
    assert subtitle and re.search(r"nDCG@3 = \d,\d{3}$", subtitle[0])
    for name, fig in _figures("en").items():
        fig.canvas.draw()
        assert not [t for ax in fig.axes for axis in (ax.xaxis, ax.yaxis) for t in _ticks(axis) if re.search(r"\d,\d", t)], name
