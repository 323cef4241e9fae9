"""Figures a chapter's prose states and its code computes: ``{{fig:NAME}}`` in a markdown cell.

A chapter source declares ``FIGURES = {"needed": "needed", "spread": "round(sd_d, 2)"}``: each name is a
Python expression over the variables its code cells define. ``tools/build_course.py`` runs the chapter's
code cells (at the notebook's defaults: its ``lang``, ``k = 5``, ``seed = 0``), in order, until every
expression can be evaluated, and writes the values into the markdown in place of ``{{fig:NAME}}`` or
``{{fig:NAME:FORMAT}}`` (``FORMAT`` as in ``format(value, FORMAT)``, e.g. ``.2f``, ``+.3f``, ``.0%``). So a
number the prose states is the number the code prints, in each language; Spanish prose gets a decimal
comma (``{,}`` inside ``$...$``). A figure takes its value right after the first cell that lets it be computed.
A figure the course package computes directly (``capstone.numbers(lang, k)["p_ndcg"]``) needs no cell: the
source's ``FIGURES_SETUP`` (e.g. ``"from ragmetrics_course import capstone"``) runs after the parameters, and
the cells run only for the figures still unknown.
"""

from __future__ import annotations

import contextlib
import io
import os
import re

PLACEHOLDER = re.compile(r"\{\{fig:([A-Za-z_][A-Za-z0-9_]*)(?::([^}]*))?\}\}")
_CACHE: dict = {}


def names_used(text: str) -> list:
    return [m.group(1) for m in PLACEHOLDER.finditer(text)]


def _runnable(source: str) -> str:
    """A code cell without its IPython lines (``%matplotlib inline``, ``!pip``)."""
    return "\n".join(line for line in source.split("\n") if not line.lstrip().startswith(("%", "!")))


def compute(cells: list, parameters: str, figures: dict, where: str, setup: str = "") -> dict:
    """{name: value} of ``figures``, evaluated after ``setup`` and as many of ``cells`` (code sources) as they need."""
    key = (where, parameters, setup, tuple(cells), tuple(sorted(figures.items())))
    if key in _CACHE:
        return _CACHE[key]
    os.environ.setdefault("MPLBACKEND", "Agg")
    namespace: dict = {"__name__": "__figures__"}
    from ragmetrics_course import messages

    language = messages.get_language()  # the chapter's setup cell sets the course language: restored below
    try:
        values = _run(cells, parameters, figures, where, setup, namespace)
    finally:
        messages.set_language(language)
    missing = sorted(set(figures) - set(values))
    if missing:
        raise ValueError(f"{where}: the figures {missing} cannot be computed from the chapter's code cells")
    _CACHE[key] = values
    return values


def _run(cells: list, parameters: str, figures: dict, where: str, setup: str, namespace: dict) -> dict:
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(parameters + "\n" + setup, f"{where} (parameters, FIGURES_SETUP)", "exec"), namespace)
        values = _evaluate(figures, namespace)
        for i, cell in enumerate(cells):
            if len(values) == len(figures):
                break
            exec(compile(_runnable(cell), f"{where}, code cell {i}", "exec"), namespace)
            # each figure keeps the value it has right after the first cell that defines what it needs
            values.update(_evaluate({n: e for n, e in figures.items() if n not in values}, namespace))
    return values


def _evaluate(figures: dict, namespace: dict) -> dict:
    values = {}
    for name, expression in figures.items():
        try:
            values[name] = eval(expression, namespace)  # noqa: S307 (the chapter's own source)
        except NameError:
            continue
    return values


def format_value(value, spec: str, lang: str, in_math: bool) -> str:
    text = format(value, spec or "")
    if text.startswith("-") and not in_math and isinstance(value, (int, float)):  # prose takes a true minus: −0.238
        text = "\u2212" + text[1:]
    if lang == "es" and isinstance(value, float):
        text = text.replace(".", "{,}" if in_math else ",").replace("%", " %")
    return text


def fill(text: str, values: dict, lang: str, where: str) -> str:
    """``text`` with each ``{{fig:NAME[:FORMAT]}}`` replaced by its value, formatted for ``lang``."""
    out, last = [], 0
    for match in PLACEHOLDER.finditer(text):
        name, spec = match.group(1), match.group(2)
        if name not in values:
            raise ValueError(f"{where}: {{{{fig:{name}}}}} is not declared in the source's FIGURES")
        in_math = text[: match.start()].replace(r"\$", "").count("$") % 2 == 1
        out += [text[last : match.start()], format_value(values[name], spec, lang, in_math)]
        last = match.end()
    return "".join(out) + text[last:]
