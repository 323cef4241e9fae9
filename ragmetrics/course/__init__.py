"""What only the course needs: the message catalog, CJK fonts, plots and the interactive widgets.

Not imported by ``import ragmetrics`` (the metric core needs neither matplotlib nor ipywidgets).
Names load on first use, so ``from ragmetrics.course import t`` does not import ipywidgets.
"""

from importlib import import_module

from .messages import LANGUAGES, check_catalog, get_language, set_language, t

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
    "plot_gains": "plots",
    "plot_compare": "plots",
    "plot_gain_discount": "plots",
    "plot_curves": "plots",
}

__all__ = ["LANGUAGES", "t", "set_language", "get_language", "check_catalog", *_LAZY]


def __getattr__(name):
    if name in _LAZY:
        value = getattr(import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
