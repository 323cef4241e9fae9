"""How the drill's terminal writes: colour only on a terminal (never with NO_COLOR or TERM=dumb), lines wrapped
to the terminal's width in display columns (a Chinese character takes two), plural forms and decimal separators
per language, and one full stop where a sentence ends in another's place.

>>> wrap("召回率衡量前 k 名找回了多少相关文档。", 12)
['召回率衡量前', 'k 名找回了多', '少相关文档。']
>>> plural(1, "es", "acierto", "aciertos"), plural(2, "es", "acierto", "aciertos")
('1 acierto', '2 aciertos')
>>> decimal(0.5, "es"), decimal(0.5, "en")
('0,5000', '0.5000')
>>> trim_stop("b) Las dos veces."), trim_stop("b) 两次都选排在后面的。")
('b) Las dos veces', 'b) 两次都选排在后面的')
"""

from __future__ import annotations

import os
import re

from ..terminal import display_width

__all__ = ["use_colour", "paint", "wrap", "wrap_text", "plural", "decimal", "trim_stop"]

_COLOURS = {"bold": "1", "green": "32", "red": "31", "yellow": "33", "dim": "2", "cyan": "36"}
_CLOSING = set("，。：；！？、）》」』”,.;:!?)]»")  # never starts a line
_UNIT = re.compile(r"\s+|[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]|[^\s\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+")


def use_colour(stream, environ=None) -> bool:
    """Colour only for a terminal, and never when NO_COLOR is set (https://no-color.org) or TERM is dumb."""
    environ = os.environ if environ is None else environ
    if environ.get("NO_COLOR", "") != "" or environ.get("TERM") == "dumb":
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def paint(text: str, style: str, enabled: bool) -> str:
    return f"\033[{_COLOURS[style]}m{text}\033[0m" if enabled and text else text


def wrap(line: str, width: int) -> list:
    """One line cut into lines of at most ``width`` display columns: at spaces, or between Chinese characters;
    a closing punctuation mark stays with what it closes, and the line's indentation is kept on each piece."""
    indent = line[: len(line) - len(line.lstrip(" "))]
    units = _UNIT.findall(line[len(indent):])
    glued = []  # closing punctuation glued to the unit before it
    for unit in units:
        if glued and unit[0] in _CLOSING and not glued[-1].isspace():
            glued[-1] += unit
        else:
            glued.append(unit)
    lines, current = [], indent
    for unit in glued:
        if unit.isspace():
            if current.strip():
                current += " "
            continue
        if current.strip() and display_width(current + unit) > width and display_width(current) > len(indent):
            lines.append(current.rstrip())
            current = indent
        current += unit
    lines.append(current.rstrip())
    return lines


def wrap_text(text: str, width: int | None) -> str:
    """Every line of ``text`` wrapped to ``width`` columns (``None``: as it is); a code line (indented by four
    spaces: the question's inputs) is left whole, since a cut list would no longer read as Python."""
    if not width:
        return text
    return "\n".join(piece for line in text.split("\n")
                     for piece in (wrap(line, width) if line.strip() and not line.startswith("    ") else [line]))


# One form for every count in Chinese; English and Spanish: singular for exactly 1.
def plural(n: int, lang: str, one: str, other: str) -> str:
    return f"{n} {one if (n == 1 and lang != 'zh') else other}"


def decimal(x: float, lang: str, digits: int = 4) -> str:
    text = f"{x:.{digits}f}"
    return text.replace(".", ",") if lang == "es" else text


def trim_stop(text: str) -> str:
    """``text`` without its final full stop, for a template that adds its own ("…veces.. Solo", "……。。" came from
    an option that ends one)."""
    text = text.rstrip()
    return text[:-1] if text.endswith((".", "。")) and not text.endswith("...") else text
