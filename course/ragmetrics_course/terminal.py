"""Text for a monospace terminal: how many columns a text takes, and rows printed as aligned columns.

The chapters, the drill's summary and the widgets' text tables all align with these two helpers,
so a Chinese header lines up the same way everywhere.

>>> display_width("nDCG@5"), display_width("召回率@5")
(6, 8)
>>> print_table(["query", "nDCG@5"], [("q1", 0.5), ("q2", 1.0)])
query  nDCG@5
-----  ------
q1     0.5000
q2     1.0000
"""

from __future__ import annotations

from ragmetrics.display import display_width  # one width rule, the library's

__all__ = ["display_width", "format_table", "print_table", "comparison_words"]


def format_table(header, rows, digits: int | None = 4, *, rule: bool = True) -> str:
    """Return ``rows`` under ``header`` as left-aligned columns two spaces apart, trailing spaces cut.

    Floats are written with ``digits`` decimals (``None`` keeps ``str``), with a decimal comma when the course
    language is Spanish (a Spanish reader takes 49.032 for forty-nine thousand), and a value that rounds to zero
    without its sign (-0.0000 reads as a negative score) and a negative one with a true minus (−0.25); ``rule`` adds a line of dashes under the header.
    """
    from .messages import get_language

    comma = get_language() == "es"

    def cell(x) -> str:
        if digits is None or not isinstance(x, float):
            return str(x)
        text = f"{x:.{digits}f}"
        if text.startswith("-"):  # no sign on a value that rounds to zero; a true minus on the others
            text = text[1:] if not text.strip("-0.") else "\u2212" + text[1:]
        return text.replace(".", ",") if comma else text

    cells = [[cell(x) for x in row] for row in [header, *rows]]
    widths = [max(display_width(row[i]) for row in cells) for i in range(len(header))]
    lines = ["  ".join(c + " " * (w - display_width(c)) for c, w in zip(row, widths)).rstrip() for row in cells]
    if rule:
        lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def print_table(header, rows, digits: int = 4) -> None:
    """Print ``rows`` under ``header`` as aligned columns, a dashed rule under the header, floats to ``digits`` decimals."""
    print(format_table(header, rows, digits))


def comparison_words(lang: str | None = None) -> dict:
    """The words of ``rm.compare``'s report in ``lang`` (default: the course language), for
    ``comparison.table(words)`` and ``comparison.html(words)``: headers and footer from the catalog, and the
    ``number`` writer that writes its numbers as the language does (0,5806, [+0,0219; +0,1378], 10 000 remuestreos,
    p < 0,05 in Spanish; 10 000 with a thin space and a true minus in Chinese). In English, the package's own report.

    >>> words = comparison_words("es")
    >>> words["number"](0.05, "g"), words["number"](10000, ""), words["interval"].format(low="a", high="b")
    ('0,05', '10\u202f000', '[a; b]')
    """
    from numbers import Integral

    from ragmetrics.significance import TABLE_WORDS
    from .messages import fields_of, interval_template, resolve_language, t, write_number

    lang = resolve_language(lang)

    def number(value, format_spec: str = "") -> str:
        if isinstance(value, Integral) and not format_spec and abs(value) >= 10_000:
            format_spec = ","  # 10 000: a count of five digits or more is grouped, a four-digit one is not
        return write_number(value, format_spec, lang)

    # the catalog's templates with their fields left in: the report fills them in
    words = {key: t("sigtable." + key, lang, **{f: "{" + f + "}" for f in fields_of(text)})
             for key, text in TABLE_WORDS.items() if not key.startswith(("interval", "correction."))}
    if lang == "en":  # the English chapters show the report as `python -m ragmetrics compare` prints it
        return words
    # Holm and Bonferroni are people: a translated report writes their names with a capital (the package writes its options)
    names = {"correction.holm": "Holm", "correction.bonferroni": "Bonferroni", "correction.none": TABLE_WORDS["correction.none"]}
    return words | names | {"interval": interval_template(lang), "number": number}
