"""display_width and print_table: one width rule and one table printer for the chapters, the drill and the widgets."""

from __future__ import annotations

import unicodedata

import pytest

from ragmetrics_course import display_width, print_table
from ragmetrics_course.terminal import format_table


# The cell pasted into chapters 04-07 before print_table existed, verbatim: print_table must print the same.
def width(text):  # columns a text takes in a terminal font (Chinese characters take two)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in str(text))


def show(header, rows, digits=4):  # print rows under a header as aligned columns
    cells = [[f"{x:.{digits}f}" if isinstance(x, float) else str(x) for x in row] for row in [header, *rows]]
    widths = [max(width(row[i]) for row in cells) for i in range(len(header))]
    for n, row in enumerate(cells):
        print("  ".join(c + " " * (w - width(c)) for c, w in zip(row, widths)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))


@pytest.mark.parametrize("text, columns", [
    ("", 0), ("nDCG@5", 6), ("召回率", 6), ("召回率@5", 8), ("（k）", 5), ("—", 1), ("−0.083", 6), ("½", 1),
    ("ｱ", 1),  # halfwidth katakana: one column (the old \u2e80-\uffef range counted two)
    (3, 1), (0.25, 4),
])
def test_display_width_counts_wide_and_fullwidth_characters_as_two(text, columns):
    assert display_width(text) == columns


TABLES = [
    (["query", "nDCG@5"], [("q1", 0.5), ("q2", 1.0)], 4),
    (["查询", "指标", "值"], [("q1", "召回率@5", 1 / 3), ("第二个查询", "nDCG@5", 0.0)], 3),
    (["consulta", "P@5", "R@5"], [("q1", 0.4, 2 / 3), ("media", 0.2, 1)], 4),
    (["k"], [], 4),
    (["a", "b"], [("", ""), ("x", 12345)], 2),
    (["a", "b"], [("trailing", ""), ("x", "y")], 4),
]


@pytest.mark.parametrize("header, rows, digits", TABLES)
def test_print_table_prints_exactly_what_the_chapter_show_cell_printed(header, rows, digits, capsys):
    show(header, rows, digits)
    expected = capsys.readouterr().out
    print_table(header, rows, digits)
    assert capsys.readouterr().out == expected


def test_print_table_aligns_chinese_by_columns_and_rules_the_header(capsys):
    print_table(["查询", "nDCG@5"], [("q1", 0.5), ("第二", 1 / 3)])
    assert capsys.readouterr().out == "查询  nDCG@5\n----  ------\nq1    0.5000\n第二  0.3333\n"


def test_format_table_without_rule_keeps_cells_as_given():
    assert format_table(["a", "值"], [("1", "0.25"), ("long", "x")], digits=None, rule=False) == "a     值\n1     0.25\nlong  x"


def test_spanish_tables_write_a_decimal_comma_and_no_negative_zero():
    """A Spanish reader took «49.032 / 135.825» for thousands; -0.000 read as a negative score (both readers)."""
    from ragmetrics_course import set_language
    from ragmetrics_course.terminal import format_table

    try:
        set_language("es")
        assert format_table(["a"], [(49.0321,), (-0.00001,), (-0.5,), (3,)], 3).splitlines()[2:] == ["49,032", "0,000", "\u22120,500", "3"]
        set_language("zh")
        assert format_table(["a"], [(49.0321,), (-0.00001,)], 3).splitlines()[2:] == ["49.032", "0.000"]
    finally:
        set_language("en")
