"""Collections that ship with ragmetrics, loaded the ir_datasets way (no network, no extra dependencies).

>>> from ragmetrics_course import datasets
>>> hc = datasets.load("helpcentre", lang="es")
>>> next(hc.docs_iter()).doc_id
'orders-place'
"""

from __future__ import annotations

__all__ = ["load", "names"]


def names() -> list:
    """The names ``load`` accepts."""
    return ["helpcentre"]


def load(name: str, lang: str = "en", *, pass_: str = "adjudicated"):
    """Load a shipped collection: ``load("helpcentre", lang="es")`` (lang one of "en", "es", "zh").

    ``pass_``: the judgments to load, ``"adjudicated"`` (default), or annotation pass ``"a"`` or ``"b"``.
    The help centre also carries an answer set: ``answers_iter()``, ``nuggets_iter()`` and
    ``answer_labels(pass_=...)`` (DATASHEET.md, "The answer set").
    """
    if name != "helpcentre":
        raise ValueError(f"unknown dataset {name!r}; known: {', '.join(names())}")
    from .helpcentre import HelpCentre

    return HelpCentre(lang, pass_=pass_)
