"""What only the course needs: the message catalog, CJK fonts, plots and the interactive widgets.

Not imported by ``import ragmetrics`` (the metric core needs neither matplotlib nor ipywidgets).
Names load on first use, so ``from ragmetrics_course import t`` does not import ipywidgets.

In a chapter notebook::

    from ragmetrics_course import set_language, RankingPlayground, CompareRankings, GainDiscountExplorer, MetricCurves
    set_language("zh")                                        # course-wide default; each widget also takes lang=
    RankingPlayground()                                       # the example {101: 3, 205: 2, 309: 1}, [999, 205, 101, 888, 309]
    RankingPlayground({"d1": 2, "d4": 1}, ["d4", "d2", "d1"], k=2, gain="exponential", lang="es")
    CompareRankings()                                         # A = the example, B = its ideal order: Recall ties, nDCG/RR differ
    CompareRankings(relevant, retrieved_a, retrieved_b, k=5)
    GainDiscountExplorer(position=3, grade=3, gain="exponential")
    MetricCurves(retrieved, relevant, max_k=10)               # one ranking, k = 1..10
    MetricCurves(qrels=qrels, run=run, max_k=20)              # means of ragmetrics.evaluate over the queries
    LabExplorer(retriever="hybrid_rrf", k=5, pinned={"retriever": "bm25"})  # chapter 08: a real retriever on the help centre

Every widget is an ipywidgets.VBox; where widgets cannot render (GitHub, nbviewer, HTML export)
its output still holds a PNG of the current state and a text table. Texts: ``t(key, lang=None, **fields)``.
The modules, one layer each: ``messages`` (texts), ``terminal`` (display width, text tables), ``state``
(the playground's logic and the course's measures, read from ``ragmetrics.measures.MEASURES``), ``render``
(HTML and text tables), ``plots``, ``playground`` (the widgets); ``lab_state``, ``lab_view`` and ``lab_widget``
(chapter 08's lab explorer: logic, rendering, widget); ``exercises/`` (``spec``, ``answers``,
``feedback``, ``instance``, ``registry``, ``listing``, and ``bank/`` which declares the exercises) and
``drills/`` (``questions``, ``session``, ``cli``, ``widget``); ``capstone`` (chapter 11's configurations and
their numbers, under ``exercises``) and ``capstone_check`` (``check_capstone``, over ``exercises``).

Tables in a chapter: ``print_table(header, rows, digits=4)`` (columns aligned with ``display_width``,
where a Chinese character takes two columns).
"""

from importlib import import_module

__version__ = "0.2.0"  # always the version of the ragmetrics it is built on (tests/test_packaging.py)

from .messages import LANGUAGES, check_catalog, check_parameters, get_language, set_language, t

_LAZY = {
    "setup_fonts": "fonts",
    "CJKFontWarning": "fonts",
    "RankingState": "state",
    "EXAMPLE_RELEVANT": "state",
    "EXAMPLE_RETRIEVED": "state",
    "EXAMPLE_RETRIEVED_B": "state",
    "ranking_curves": "state",
    "evaluation_curves": "state",
    "RankingPlayground": "playground",
    "CompareRankings": "playground",
    "GainDiscountExplorer": "playground",
    "MetricCurves": "playground",
    "LabExplorer": "lab_widget",
    "plot_gains": "plots",
    "plot_compare": "plots",
    "plot_gain_discount": "plots",
    "plot_curves": "plots",
    "exercise": "exercises",
    "check": "exercises",
    "exercise_list": "exercises",
    "DrillWidget": "drills",
    "glossary_table": "glossary",
    "display_width": "terminal",
    "print_table": "terminal",
    "comparison_words": "terminal",
    "chart_text": "render",
    "check_capstone": "capstone_check",
}

__all__ = ["LANGUAGES", "t", "set_language", "get_language", "check_catalog", "check_parameters", *_LAZY]


def __getattr__(name):
    if name in _LAZY:
        value = getattr(import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
