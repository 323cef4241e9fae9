"""Kept so that ``from ragmetrics.course.html import chart_text`` (chapter 03) still runs: the module is now
``ragmetrics.course.render``, and ``chart_text`` is also ``ragmetrics.course.chart_text``. Remove once the chapters
import it from there."""

from .render import chart_text

__all__ = ["chart_text"]
