"""Chinese glyphs in every matplotlib figure of the course (and, through ``axis_numbers.use_course_numbers``, Spanish numbers).

matplotlib's default DejaVu Sans has no CJK glyphs. ``setup_fonts()`` registers the CJK font of
the pinned PyPI package ``noto-cjk-sans-otc`` with matplotlib and sets
``rcParams["font.family"] = ["DejaVu Sans", <CJK family>]``: matplotlib falls back glyph by
glyph, so Latin text comes from DejaVu Sans and Chinese from the CJK font. Without the package
it looks for a system CJK font by name; without any it warns once (CJKFontWarning) and leaves the
fonts alone.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import matplotlib
from matplotlib import font_manager

from .messages import t

__all__ = ["CJKFontWarning", "setup_fonts", "packaged_font_path", "SYSTEM_CJK_FAMILIES", "LATIN_FAMILY"]

LATIN_FAMILY = "DejaVu Sans"
PACKAGED_FAMILY = "Noto Sans CJK SC"
SYSTEM_CJK_FAMILIES = ("Noto Sans CJK SC", "WenQuanYi Micro Hei", "Microsoft YaHei", "PingFang SC", "SimHei")

_chosen: str | None = None
_done = False


class CJKFontWarning(UserWarning):
    """No CJK font was found: Chinese text in figures would show as empty boxes."""


def packaged_font_path() -> Path | None:
    """Return the font file shipped by the ``noto-cjk-sans-otc`` package, or None if it is missing."""
    try:
        import noto_cjk_sans_otc
    except ImportError:
        return None
    path = Path(str(noto_cjk_sans_otc.FONT_PATH))
    return path if path.is_file() else None


def _registered_families() -> set[str]:
    return {entry.name for entry in font_manager.fontManager.ttflist}


def setup_fonts(*, force: bool = False) -> str | None:
    """Make matplotlib draw Chinese; return the CJK family now in ``font.family`` (None if none found).

    Tries the packaged Noto Sans CJK first, then the system families in SYSTEM_CJK_FAMILIES.
    Runs once per process unless ``force``; the plots of the course call it before drawing. It also makes every
    linear axis write its tick numbers as the course language does (``axis_numbers.use_course_numbers``: 0,2 in Spanish).
    """
    global _chosen, _done
    from .axis_numbers import use_course_numbers  # tick labels as the course language writes numbers (0,2 in Spanish)

    use_course_numbers()
    if _done and not force:
        return _chosen
    family = None
    path = packaged_font_path()
    if path is not None:
        if PACKAGED_FAMILY not in _registered_families() or force:
            font_manager.fontManager.addfont(str(path))
        if PACKAGED_FAMILY in _registered_families():
            family = PACKAGED_FAMILY
    if family is None:
        available = _registered_families()
        family = next((name for name in SYSTEM_CJK_FAMILIES if name in available), None)
    if family is None:
        warnings.warn(t("font.missing"), CJKFontWarning, stacklevel=2)
    else:
        matplotlib.rcParams["font.family"] = [LATIN_FAMILY, family]
    _chosen, _done = family, True
    return family
