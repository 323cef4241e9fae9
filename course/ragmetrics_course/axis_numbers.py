"""Tick labels written as the course language writes numbers (0,2 in Spanish), on every linear axis.

Its own module so that ``fonts.setup_fonts`` (which every chapter calls) can turn it on without importing the
figures module, which imports ``fonts``.
"""

from __future__ import annotations

from matplotlib import scale as mscale
from matplotlib.ticker import ScalarFormatter

from .messages import get_language

__all__ = ["CourseNumberFormatter", "use_course_numbers"]


class CourseNumberFormatter(ScalarFormatter):
    """matplotlib's tick labels (its true minus sign, offsets and all), with the decimal comma in Spanish: 0,2.

    ``lang`` fixes the language (a widget's); None follows the course language when the figure is drawn. It does
    not rely on the system's locale (``axes.formatter.use_locale`` needs the es_ES locale installed)."""

    def __init__(self, lang: str | None = None, **kwargs):
        super().__init__(**kwargs)
        self.lang = lang

    def __call__(self, x, pos=None) -> str:
        return self._written(super().__call__(x, pos))

    def get_offset(self) -> str:
        return self._written(super().get_offset())

    def _written(self, text: str) -> str:
        if (self.lang or get_language()) != "es":
            return text
        return text.replace(".", "{,}" if "$" in text else ",")  # in mathtext {,} keeps the comma unspaced


class _CourseLinearScale(mscale.LinearScale):
    """The linear scale, with the course's tick labels: every linear axis of every figure (pyplot's included)."""

    def __init__(self, *args, **kwargs):  # no named axis parameter: matplotlib >= 3.11 then calls it without one
        super().__init__(*args or (None,), **kwargs)

    def set_default_locators_and_formatters(self, axis) -> None:
        super().set_default_locators_and_formatters(axis)
        axis.set_major_formatter(CourseNumberFormatter())


def use_course_numbers() -> None:
    """Make every linear axis drawn from now on label its ticks as the course language writes numbers.

    Registers the course's linear scale under matplotlib's name "linear" (``setup_fonts`` calls this, so every
    chapter's figures get it); axes of categories or dates keep their own labels.
    """
    if mscale._scale_mapping.get("linear") is not _CourseLinearScale:
        mscale.register_scale(_CourseLinearScale)
