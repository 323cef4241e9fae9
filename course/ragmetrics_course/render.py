"""HTML and plain-text renderings of the course's numbers: measure tables, each figure's numbers, chips.

Pure functions returning strings (no widgets), so they are tested directly. Every text comes from
the message catalog; doc ids and messages are escaped. Panels have an explicit light background
and dark text, so they stay legible in JupyterLab's dark theme. Stable hooks for tests and
browsers: ``data-metric="ndcg"`` on a measure's row, ``class="rm-value"`` and ``data-value`` (the
full float) on its value cell, ``class="rm-delta"`` on its change.
"""

from __future__ import annotations

import base64
from html import escape

from .messages import t, write_number
from .terminal import format_table
from .state import MEASURE_KEYS, ChartData, GainDiscountData, MetricRow, RelevanceData, format_delta, metric_symbol

__all__ = [
    "STYLE",
    "metrics_table",
    "metrics_text",
    "chart_table",
    "chart_text",
    "relevance_table",
    "relevance_text",
    "compare_table",
    "compare_text",
    "explorer_tables",
    "curves_table",
    "curves_text",
    "image_tag",
    "grade_chip",
    "chip",
    "text_table",
]

STYLE = """<style>
.rm-course { font-size: 13px; line-height: 1.35; }
.rm-panel { background: #ffffff; color: #1a1a1a; border: 1px solid #d0d0d0; border-radius: 4px; padding: 6px 8px; }
.rm-panel table { border-collapse: collapse; color: #1a1a1a; }
.rm-panel caption { text-align: left; font-weight: 600; padding: 2px 0 4px 0; color: #1a1a1a; }
.rm-panel th, .rm-panel td { padding: 3px 6px; text-align: left; vertical-align: top; border-bottom: 1px solid #e2e2e2; }
.rm-panel thead th { font-weight: 600; border-bottom: 1px solid #999; }
.rm-panel td.rm-num, .rm-panel th.rm-num { text-align: right; font-variant-numeric: tabular-nums; }
.rm-formula code { font-family: var(--jp-code-font-family, monospace); font-size: 12px; white-space: pre-wrap;
  background: transparent; color: #1a1a1a; padding: 0; }
.rm-words { color: #4d4d4d; font-size: 12px; }
.rm-name { color: #4d4d4d; font-size: 12px; font-weight: normal; }
.rm-symbol { font-weight: 600; white-space: nowrap; }
.rm-value { font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.rm-delta { font-variant-numeric: tabular-nums; white-space: nowrap; font-weight: 600; }
.rm-up { color: #005a8c; }
.rm-down { color: #a34400; }
.rm-changed > td, .rm-changed > th { animation: rm-flash 2.5s ease-out 1; }
@keyframes rm-flash { from { background-color: rgba(240, 228, 66, 0.8); } to { background-color: transparent; } }
@media (prefers-reduced-motion: reduce) { .rm-changed > td, .rm-changed > th { animation: none; background-color: rgba(240, 228, 66, 0.35); } }
.rm-chip { display: inline-block; padding: 0 7px; margin-left: 4px; border-radius: 9px; font-size: 12px; line-height: 18px; white-space: nowrap; }
.rm-grade-0 { background: #e3e3e3; color: #1a1a1a; }
.rm-grade-1 { background: #c6dbef; color: #1a1a1a; }
.rm-grade-2 { background: #6baed6; color: #0b0b0b; }
.rm-grade-3 { background: #08519c; color: #ffffff; }
.rm-first { background: #E69F00; color: #000000; }
.rm-outside-chip { border: 1px dashed #777; color: #444; background: #f4f4f4; }
.rm-row-outside { opacity: 0.6; }
.rm-rank { font-weight: 600; font-variant-numeric: tabular-nums; }
.rm-figure img { background: #ffffff; max-width: 100%; height: auto; border: 1px solid #d0d0d0; }
.rm-summary { margin: 4px 0; }
.rm-discounts, .rm-gains { display: inline-table; vertical-align: top; margin-right: 28px; }
.rm-title { font-size: 15px; font-weight: 600; margin: 2px 0; }
.rm-intro { margin: 0 0 4px 0; }
</style>"""


NUM = ' class="rm-num"'
CHANGED = ' class="rm-changed"'


def chip(text: str, css: str) -> str:
    return f'<span class="rm-chip {css}">{escape(text)}</span>'


def grade_chip(grade: int, lang: str | None = None) -> str:
    """A coloured chip with the grade written in it (colour is never the only cue)."""
    level = min(max(int(grade), 0), 3)
    return chip(t("playground.grade_chip", lang, grade=int(grade)), f"rm-grade-{level}")


def _v(x: float, lang=None) -> str:
    """A value in a table, as the widget's language writes it: 0.333, in Spanish 0,333."""
    return write_number(float(x), ".3f", lang)


def _g(x: float, lang=None) -> str:
    """A grade or gain in a table, short: 2, 0.5 (in Spanish 0,5)."""
    return write_number(float(x), "g", lang)


def _delta_cell(delta: float | None, lang=None) -> str:
    text = format_delta(delta, lang=lang) if delta is not None else ""
    css = "rm-up" if text.startswith("+") else "rm-down" if text else ""
    return f'<td class="rm-delta rm-num {css}">{escape(text)}</td>'


def _caption(k: int, gain: str | None, lang) -> str:
    """The measures' caption: k and the gain, or k alone where no measure shown uses a gain (``gain=None``)."""
    if gain is None:
        return t("table.caption_plain", lang, k=k)
    return t("table.caption", lang, k=k, gain=t(f"gain.{gain}", lang))


def metrics_table(rows: list[MetricRow], *, k: int, gain: str | None, lang: str | None = None, deltas: dict | None = None) -> str:
    """The playground's measures: notation and name, the rule in words, the formula with today's numbers, value, change."""
    deltas = deltas or {}
    head = "".join(
        f'<th scope="col"{cls}>{escape(t(key, lang))}</th>'
        for key, cls in (("table.measure", ""), ("table.formula", ""), ("table.value", ' class="rm-num"'), ("table.change", ' class="rm-num"'))
    )
    body = []
    for row in rows:
        delta = deltas.get(row.key)
        changed = " rm-changed" if delta is not None and format_delta(delta, lang=lang) else ""
        formula = "<br>".join(f"<code>{escape(line)}</code>" for line in row.formula)
        body.append(
            f'<tr class="rm-metric{changed}" data-metric="{row.key}">'
            f'<th scope="row"><span class="rm-symbol">{escape(row.symbol)}</span><div class="rm-name">{escape(row.name)}</div></th>'
            f'<td class="rm-formula"><div class="rm-words">{escape(row.words)}</div>{formula}</td>'
            f'<td class="rm-value rm-num" data-value="{row.value!r}">{_v(row.value, lang)}</td>'
            f"{_delta_cell(delta, lang)}</tr>"
        )
    caption = escape(_caption(k, gain, lang))
    return (f'<table class="rm-metrics"><caption>{caption}</caption><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


def metrics_text(rows: list[MetricRow], *, k: int, gain: str | None, lang: str | None = None) -> str:
    """The same measures as plain text: one formula block per measure."""
    lines = [_caption(k, gain, lang)]
    for row in rows:
        lines.append("  " + t("label.colon", lang, label=row.name) + "\n      ".join(row.formula))
    return "\n".join(lines)


def _chart_columns(lang) -> list[str]:
    keys = ("table.position", "table.doc", "table.grade", "table.gain", "table.discount", "table.discounted_gain",
            "table.ideal_grade", "table.ideal_discounted_gain")
    return [t(key, lang) for key in keys]


def _chart_rows(data: ChartData, lang=None) -> list[tuple]:
    return [
        (pos, data.docs[pos - 1], _g(data.grades[pos - 1], lang), _g(data.gains[pos - 1], lang), _v(data.discounts[pos - 1], lang),
         _v(data.discounted[pos - 1], lang), _g(data.ideal_grades[pos - 1], lang), _v(data.ideal_discounted[pos - 1], lang))
        for pos in range(1, len(data.docs) + 1)
    ]


def chart_table(data: ChartData, lang: str | None = None) -> str:
    """The gain chart's numbers as a table; rows past k are marked, the first relevant row is labelled."""
    head = "".join(f'<th scope="col"{NUM if i >= 2 else ""}>{escape(c)}</th>' for i, c in enumerate(_chart_columns(lang)))
    body = []
    for row in _chart_rows(data, lang):
        pos = row[0]
        outside = ' class="rm-row-outside"' if pos > data.k else ""
        cells = "".join(f'<td class="rm-num">{escape(str(c))}</td>' for c in row[2:])
        mark = chip(t("playground.first_hit", lang), "rm-first") if pos == data.first_hit else ""
        if pos > data.k:
            mark += chip(t("playground.outside_k", lang, k=data.k), "rm-outside-chip")
        body.append(f'<tr{outside}><th scope="row" class="rm-num">{pos}</th><td>{escape(str(row[1]))}{mark}</td>{cells}</tr>')
    caption = escape(t("table.figure_caption", lang))
    return (f'<table class="rm-chart-table"><caption>{caption}</caption><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


def text_table(header: list[str], rows: list[tuple]) -> str:
    """Rows under a header as aligned plain-text columns (cells already formatted; no rule under the header)."""
    return format_table(header, rows, digits=None, rule=False)


def chart_text(data: ChartData, lang: str | None = None) -> str:
    """The gain chart's numbers as a plain-text table."""
    return t("table.figure_caption", lang) + "\n" + text_table(_chart_columns(lang), _chart_rows(data, lang))


def _relevance_columns(lang) -> list[str]:
    return [t("table.position", lang), t("table.doc", lang), t("table.grade", lang), t("table.relevant", lang),
            metric_symbol("recall", "i", lang), metric_symbol("precision", "i", lang)]


def _relevance_rows(data: RelevanceData, lang) -> list[tuple]:
    return [
        (pos, data.docs[pos - 1], _g(data.grades[pos - 1], lang), t("table.yes" if data.relevant[pos - 1] else "table.no", lang),
         _v(data.recall_by_rank[pos - 1], lang), _v(data.precision_by_rank[pos - 1], lang))
        for pos in range(1, len(data.docs) + 1)
    ]


def relevance_table(data: RelevanceData, lang: str | None = None) -> str:
    """The relevance chart's numbers: per position the grade, whether it is relevant, Recall@i and Precision@i."""
    head = "".join(f'<th scope="col"{NUM if i >= 2 else ""}>{escape(c)}</th>' for i, c in enumerate(_relevance_columns(lang)))
    body = []
    for row in _relevance_rows(data, lang):
        pos = row[0]
        outside = ' class="rm-row-outside"' if pos > data.k else ""
        cells = "".join(f'<td class="rm-num">{escape(str(c))}</td>' for c in row[2:])
        mark = chip(t("playground.first_hit", lang), "rm-first") if pos == data.first_hit else ""
        if pos > data.k:
            mark += chip(t("playground.outside_k", lang, k=data.k), "rm-outside-chip")
        body.append(f'<tr{outside}><th scope="row" class="rm-num">{pos}</th><td>{escape(str(row[1]))}{mark}</td>{cells}</tr>')
    caption = escape(t("table.relevance_caption", lang))
    return (f'<table class="rm-chart-table"><caption>{caption}</caption><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


def relevance_text(data: RelevanceData, lang: str | None = None) -> str:
    """The relevance chart's numbers as a plain-text table."""
    return t("table.relevance_caption", lang) + "\n" + text_table(_relevance_columns(lang), _relevance_rows(data, lang))


def compare_rows(ma: dict, mb: dict, k: int, lang) -> list[tuple]:
    return [(key, metric_symbol(key, k, lang), ma[key], mb[key], mb[key] - ma[key]) for key in MEASURE_KEYS]


def compare_table(ma: dict, mb: dict, *, k: int, lang: str | None = None) -> str:
    """Every measure of rankings A and B and their difference B − A ("tie" when equal to 3 decimals)."""
    names = [t("table.measure", lang), t("compare.ranking", lang, name="A"), t("compare.ranking", lang, name="B"),
             t("compare.difference", lang)]
    head = "".join(f'<th scope="col"{"" if i == 0 else NUM}>{escape(c)}</th>' for i, c in enumerate(names))
    body = []
    for key, symbol, a, b, diff in compare_rows(ma, mb, k, lang):
        text = format_delta(diff, lang=lang)
        css = "rm-up" if text.startswith("+") else "rm-down" if text else ""
        shown = text or t("compare.tie", lang)
        body.append(
            f'<tr data-metric="{key}"><th scope="row"><span class="rm-symbol">{escape(symbol)}</span>'
            f'<div class="rm-name">{escape(t(f"metric.{key}.name", lang))}</div></th>'
            f'<td class="rm-value rm-num" data-ranking="A" data-value="{a!r}">{_v(a, lang)}</td>'
            f'<td class="rm-value rm-num" data-ranking="B" data-value="{b!r}">{_v(b, lang)}</td>'
            f'<td class="rm-delta rm-num {css}" data-value="{diff!r}">{escape(shown)}</td></tr>'
        )
    return f'<table class="rm-compare-table"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


def compare_summary(ma: dict, mb: dict, *, k: int, lang: str | None = None) -> str:
    """One sentence: which measures tie and which differ (to 3 decimals)."""
    rows = compare_rows(ma, mb, k, lang)
    tied = [symbol for _, symbol, _, _, diff in rows if not format_delta(diff)]
    different = [symbol for _, symbol, _, _, diff in rows if format_delta(diff)]
    sep = t("list.separator", lang)
    none = t("compare.none", lang)
    return t("compare.summary", lang, tied=sep.join(tied) or none, different=sep.join(different) or none)


def compare_text(ma: dict, mb: dict, *, k: int, lang: str | None = None) -> str:
    header = [t("table.measure", lang), "A", "B", t("compare.difference", lang)]
    rows = [(symbol, _v(a, lang), _v(b, lang), format_delta(diff, lang=lang) or t("compare.tie", lang)) for _, symbol, a, b, diff in compare_rows(ma, mb, k, lang)]
    return text_table(header, rows) + "\n" + compare_summary(ma, mb, k=k, lang=lang)


def explorer_tables(data: GainDiscountData, lang: str | None = None) -> str:
    """The explorer's numbers: discount by position, and linear and exponential gain by grade."""
    pos_head = f'<th scope="col">{escape(t("table.position", lang))}</th><th scope="col" class="rm-num">{escape(t("table.discount", lang))}</th>'
    pos_rows = "".join(
        f'<tr{CHANGED if p == data.position else ""}><th scope="row" class="rm-num">{p}</th><td class="rm-num">{_v(d, lang)}</td></tr>'
        for p, d in zip(data.positions, data.discounts)
    )
    gain_head = (f'<th scope="col">{escape(t("table.grade", lang))}</th>'
                 f'<th scope="col" class="rm-num">{escape(t("gain.linear_formula", lang))}</th>'
                 f'<th scope="col" class="rm-num">{escape(t("gain.exponential_formula", lang))}</th>')
    gain_rows = "".join(
        f'<tr{CHANGED if int(g) == data.grade else ""}><th scope="row" class="rm-num">{_g(g, lang)}</th>'
        f'<td class="rm-num">{_g(lin, lang)}</td><td class="rm-num">{_g(exp, lang)}</td></tr>'
        for g, lin, exp in zip(data.grades, data.linear, data.exponential)
    )
    return (f'<table class="rm-discounts"><caption>{escape(t("explorer.discount_title", lang))}</caption>'
            f"<thead><tr>{pos_head}</tr></thead><tbody>{pos_rows}</tbody></table>"
            f'<table class="rm-gains"><caption>{escape(t("explorer.gain_title", lang))}</caption>'
            f"<thead><tr>{gain_head}</tr></thead><tbody>{gain_rows}</tbody></table>")


def curves_table(curves: dict, lang: str | None = None) -> str:
    """The curves' numbers: one row per k, one column per measure."""
    keys = [key for key in MEASURE_KEYS if key in curves]
    head = '<th scope="col">k</th>' + "".join(
        f'<th scope="col" class="rm-num">{escape(metric_symbol(key, "k", lang))}</th>' for key in keys)
    max_k = max((len(curves[key]) for key in keys), default=0)
    body = "".join(
        f'<tr><th scope="row" class="rm-num">{k}</th>'
        + "".join(f'<td class="rm-num" data-metric="{key}">{_v(curves[key][k - 1], lang)}</td>' for key in keys)
        + "</tr>"
        for k in range(1, max_k + 1)
    )
    caption = escape(t("table.figure_caption", lang))
    return f'<table class="rm-curves-table"><caption>{caption}</caption><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def curves_text(curves: dict, lang: str | None = None) -> str:
    keys = [key for key in MEASURE_KEYS if key in curves]
    max_k = max((len(curves[key]) for key in keys), default=0)
    rows = [(k, *(_v(curves[key][k - 1], lang) for key in keys)) for k in range(1, max_k + 1)]
    return text_table(["k", *(metric_symbol(key, "k", lang) for key in keys)], rows)


def image_tag(png: bytes, alt: str, *, width: int | None = None) -> str:
    """An <img> with the PNG inline and an alt text (the numbers are in the table beside it)."""
    size = f' width="{width}"' if width else ""
    data = base64.b64encode(png).decode("ascii")
    return f'<img src="data:image/png;base64,{data}" alt="{escape(alt)}"{size}>'
