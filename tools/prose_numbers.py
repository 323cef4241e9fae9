"""List the numbers a notebook's markdown states that none of its stored outputs prints.

    python tools/prose_numbers.py notebooks/en/09_significance.ipynb ...   # executed notebooks

A decimal number (0.15, 0,36) or an integer of 2 digits or more in prose, outside formulas, code spans
and links, that no output of the same notebook prints (after rounding the outputs' numbers to the
prose's decimals) is a candidate for a figure typed by hand: fill it with ``{{fig:name}}`` (tools/figures.py)
if the code computes it, or leave it if it is a fact of the text (a year, a citation, a rule of thumb).
It is a reviewer's aid: it prints candidates and never fails.

    python tools/prose_numbers.py --printed notebooks/es/08_lab.ipynb ...

also lists the prose numbers that an output does print, small counts included (marked ``printed``): a
number typed by hand that is right at the notebook's defaults (``k = 5``, its corpus) is wrong at any
other value, so each of those that the code computes is a ``{{fig:name}}`` too.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat

NUMBER = re.compile(r"(?<![\w.,@])[-+]?\d+(?:[.,]\d+)?(?![\w@])")
SKIP = re.compile(r"\$\$.*?\$\$|\$[^$]*\$|`[^`]*`|\]\([^)]*\)|<[^>]*>", re.S)


def _value(text: str) -> tuple:
    """(value, decimals) of a number written with a point or a comma."""
    text = text.lstrip("+")
    if "," in text or "." in text:
        whole, _, frac = text.replace(",", ".").partition(".")
        return float(f"{whole}.{frac}"), len(frac)
    return float(text), 0


def _same(value: float, decimals: int, printed: float, printed_decimals: int) -> bool:
    """Whether a prose number is a printed one, rounded either way (or a printed share as a percentage)."""
    return (abs(round(printed, decimals) - value) < 1e-9 or abs(round(value, printed_decimals) - printed) < 1e-9
            or (decimals == 0 and abs(printed * 100 - value) < 0.5))


def output_text(cell) -> str:
    parts = []
    for out in cell.get("outputs", []):
        if "text" in out:
            parts.append(out["text"] if isinstance(out["text"], str) else "".join(out["text"]))
        for key in ("text/plain", "text/html", "text/markdown"):
            data = out.get("data", {}).get(key)
            if data:
                parts.append(data if isinstance(data, str) else "".join(data))
    return "\n".join(parts)


def candidates(path, printed_too: bool = False) -> list:
    """(cell index, number, printed) of every prose number that no output of the notebook prints.

    With ``printed_too``, also the numbers an output prints (``printed`` True), small counts included.
    """
    notebook = nbformat.read(path, as_version=4)
    printed = [_value(n) for cell in notebook.cells if cell.cell_type == "code"
               for n in NUMBER.findall(output_text(cell).replace("%", " "))]
    found = []
    for i, cell in enumerate(notebook.cells):
        if cell.cell_type != "markdown":
            continue
        for number in NUMBER.findall(SKIP.sub(" ", cell.source)):
            value, decimals = _value(number)
            if 1900 <= value <= 2100 or (decimals == 0 and abs(value) < (2 if printed_too else 10)):
                continue  # years, and small counts (rarely computed) unless every number is asked for
            is_printed = any(_same(value, decimals, p, d) for p, d in printed)
            if printed_too or not is_printed:
                found.append((i, number, is_printed))
    return found


def main(args) -> int:
    printed_too = "--printed" in args
    for path in (a for a in args if a != "--printed"):
        for i, number, is_printed in candidates(path, printed_too):
            mark = " (printed)" if is_printed else ""
            print(f"{path}: markdown cell {i}: {number}{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
