"""The numbers a Spanish or Chinese learner reads in a notebook's executed outputs are written as that language writes them.

The cause these catch: a chapter that prints a number with an f-string (``f"{recall:.4f}"``) or a pre-formatted
string instead of through ``t()`` / ``messages.write_number``, which write 0,6667 and −0,37 in Spanish.

Spanish (chapter 00 says it to the reader: what the course prints uses the decimal comma, what Python prints as it is,
a bare value, a list, a dict, keeps the point):
- a decimal point in a printed line is a finding, unless the number is inside a Python literal (``[0.5, 0.25]``,
  ``{'q1': 0.5}``, ``(0.1, 0.9)``), inside backticks or quotes, a version (``RAGAS 0.2``), or the line is a bare value;
- a power of ten as ``1.1e-05``; a percent sign glued to its number (``20%``, Spanish writes ``20 %``).
Chinese:
- an ASCII hyphen-minus as a minus sign in a sentence (``压缩列表为 -0.238``; write −0.238), i.e. in a line with Chinese
  text, before a digit, after a space, a Chinese character or an opening bracket;
- thousands grouped with a comma in a Chinese sentence (``10,000 个``; Chinese prose writes 10000 or 1 万).
Lines that are a table row (columns two spaces apart) are tables: Spanish tables get the same rule as prose (the
course's tables print a decimal comma), Chinese tables may keep a hyphen-minus.

Library output that a chapter declares English (the package's errors and reports) is listed in ALLOWED with the reason;
a Spanish cell that runs the command line (``ragmetrics_cli(...)``, ``main([...])``) shows what the program prints,
as a CI log shows it, in English (in Chinese the rules only read lines with Chinese text, which the program never
prints). Every other output of every Spanish and Chinese notebook follows the rules: no expected failures.
"""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(os.environ.get("OUTPUT_NUMBERS_ROOT", Path(__file__).resolve().parent.parent))

DECIMAL = re.compile(r"(?<![\w.,\u2212-])[\u2212-]?\d+\.\d+(?![\w.])")
EXPONENT = re.compile(r"\b\d+(?:[.,]\d+)?e[+-]?\d+\b")
GLUED_PERCENT = re.compile(r"\d%")
VERSION = re.compile(r"(?:\b(?:RAGAS|trec_eval|pytrec_eval|ragmetrics|DeepEval|Python|ranx|ir_measures|jupyterlab|numpy|"
                     r"scipy|bm25s)\s+(?:[\u2265>]=?\s*)?v?|\bv)\d+(?:\.\d+)+")
CJK = re.compile(r"[\u4e00-\u9fff]")
ZH_HYPHEN = re.compile(r"(?:^|(?<=[\s\u4e00-\u9fff\uff08\uff1a\uff0c\u3001(\[=]))-(?=\d)")
ZH_GROUPED = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d.])")
TABLE_ROW = re.compile(r"\S {2,}\S")
BARE_VALUE = re.compile(r"^\s*[\u2212-]?\d+(?:\.\d+)?\s*$")
# a run or qrels file's line, or trec_eval's report (measure, query, value, tab-separated): the file format, as written
TREC_LINE = re.compile(r"^\S+\s+(?:Q0|0)\s+\S+\s+\d+(?:\s+\S+)*\s*$|^\S+\s*\t\S+\t[\d.]+\s*$")
# a value shown as the code that sets or computes it: alpha = 0.05, rm.bpref(..., level=2) = 0.3750
ASSIGNMENT = re.compile(r"^\s*[A-Za-z_][\w.]*(?:\([^()]*\))?\s*=\s*\S+\s*$")

# the command line run from a cell: chapter 13's helper around `python -m ragmetrics ...`, chapter 10's main([...])
CLI_CALLS = ("ragmetrics_cli(", "from ragmetrics.__main__ import main")
# (folder, notebook stem, rule): why its numbers are written the way Python or the library writes them
_PYTHON_PRINT = "the solution's own print(name, value): what Python prints as it is, as chapter 00 tells the reader"
ALLOWED = {
    ("solutions", "03_ndcg", "decimal point"): _PYTHON_PRINT,
    ("solutions", "04_evaluating_a_retriever", "decimal point"): _PYTHON_PRINT,
    ("solutions", "06_conventions_pitfalls", "decimal point"): _PYTHON_PRINT,
    ("solutions", "08_lab", "decimal point"): _PYTHON_PRINT,
    ("solutions", "05_generation", "decimal point"):
        "rm.explain's explanations (the package's own text, English by the course's rule) and print(name, value)",
}


def _texts(output) -> list[str]:
    if output.get("output_type") == "stream":
        text = output.get("text", "")
        return [text if isinstance(text, str) else "".join(text)]
    plain = output.get("data", {}).get("text/plain", "")
    return [plain if isinstance(plain, str) else "".join(plain)] if plain else []


def _code_spans(line: str) -> list[tuple[int, int]]:
    """Where the line holds code: backticks, quotes and Python literals ([...], {...}, (...) that literal_eval reads)."""
    spans = [m.span() for m in re.finditer(r"`[^`]*`|'[^']*'|\"[^\"]*\"", line)]
    spans += [m.span() for m in VERSION.finditer(line)]
    for opening, closing in ("[]", "{}", "()"):
        for start in [i for i, c in enumerate(line) if c == opening]:
            depth = 0
            for end in range(start, len(line)):
                depth += {opening: 1, closing: -1}.get(line[end], 0)
                if depth == 0:
                    try:
                        ast.literal_eval(line[start:end + 1])
                    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                        break
                    spans.append((start, end + 1))
                    break
    return spans


def _outside(match, spans) -> bool:
    return not any(start <= match.start() and match.end() <= end for start, end in spans)


def findings(line: str, lang: str) -> list[tuple[str, str]]:
    """(rule, text) for every number in ``line`` that ``lang`` does not write that way in a sentence or a table."""
    if not line.strip() or BARE_VALUE.match(line) or ASSIGNMENT.match(line) or TREC_LINE.match(line):
        return []
    spans = _code_spans(line)
    found = []
    if lang == "es":
        found += [("decimal point", m.group()) for m in DECIMAL.finditer(line) if _outside(m, spans)]
        found += [("power of ten", m.group()) for m in EXPONENT.finditer(line) if _outside(m, spans)]
        found += [("percent sign", m.group()) for m in GLUED_PERCENT.finditer(line) if _outside(m, spans)]
    elif lang == "zh" and CJK.search(line):
        if not TABLE_ROW.search(line.strip()):
            found += [("hyphen minus", line[m.start():m.start() + 8]) for m in ZH_HYPHEN.finditer(line) if _outside(m, spans)]
        found += [("grouped thousands", m.group()) for m in ZH_GROUPED.finditer(line) if _outside(m, spans)]
    return found


def notebook_findings(path: Path, lang: str) -> list[str]:
    notebook = nbformat.read(path, as_version=4)
    found = []
    for i, cell in enumerate(notebook.cells):
        if cell.cell_type != "code" or (lang == "es" and any(call in cell.source for call in CLI_CALLS)):
            continue
        for output in cell.get("outputs", []):
            for text in _texts(output):
                for line in text.splitlines():
                    for rule, number in findings(line, lang):
                        if (path.parent.parent.name, path.stem, rule) not in ALLOWED:
                            found.append(f"{path.parent.parent.name}/{lang}/{path.name}, cell {i}: {rule} {number!r} in {line.strip()[:110]!r}")
    return found


NOTEBOOKS = sorted(p for folder in ("notebooks", "exercises", "solutions") for lang in ("es", "zh")
                   for p in (ROOT / folder / lang).glob("*.ipynb"))


def _id(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.parent.name}/{path.stem}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_es_and_zh_outputs_write_numbers_the_language_s_way(path):
    found = notebook_findings(path, path.parent.name)
    assert not found, f"{len(found)} numbers written the English way:\n" + "\n".join(found[:40])


@pytest.mark.parametrize("line, lang, expected", [
    ("Recall@5 = 2 / 3 = 0.6667", "es", [("decimal point", "0.6667")]),
    ("Recall@5 = 2 / 3 = 0,6667", "es", []),
    ("rm.bpref(..., level=2) = 0.3750", "es", []),  # the code that computes it, and the value Python prints
    ("bpref(nivel 2) = 0.3750 para esta consulta", "es", [("decimal point", "0.3750")]),
    ("  R@5   impreso 0,667   ragmetrics −0,3000", "es", []),
    ("q30 -0.002", "es", [("decimal point", "-0.002")]),
    ("prueba de signos p = 1.1e-05", "es", [("power of ten", "1.1e-05")]),
    ("el 20% de las consultas", "es", [("percent sign", "0%")]),
    ("ranking = [0.5, 0.25, 1.0]", "es", []),
    ("{'q1': 0.5, 'q2': 0.75}", "es", []),
    ("RAGAS 0.2 renombra los campos; usa `rm.ndcg(k=0.5)`", "es", []),
    ("0.6667", "es", []),
    ("alpha = 0.05", "es", []),
    ("el vocabulario de RAGAS ≥ 0.2 tiene", "es", []),
    ("q1 Q0 d2 1 0.9 ragmetrics", "es", []),
    ("P@5                   \tall\t0.4400", "es", []),
    ("压缩列表为 -0.238", "zh", [("hyphen minus", "-0.238")]),
    ("压缩列表为 −0.238，范围 [−0.1, 0.2]", "zh", []),
    ("重抽样 10,000 次", "zh", [("grouped thousands", "10,000")]),
    ("重抽样 10000 次", "zh", []),
    ("系统    -0.0140   差值", "zh", []),
    ("q1 -0.5", "zh", []),
])
def test_the_rules_flag_prose_and_leave_code(line, lang, expected):
    assert findings(line, lang) == expected
