"""Generate the learners' notebooks exercises/<lang>/<stem>.ipynb from solutions/<lang>/<stem>.ipynb.

    python tools/make_exercises.py            # write every exercises notebook (and remove orphans)
    python tools/make_exercises.py --check    # exit 1, listing them, if any is missing, stale or orphaned

What changes from a solution notebook to its exercise notebook:
- a markdown cell tagged ``solution`` (a worked explanation) is left out;
- in a code cell tagged ``solution``:
    * a line ``name = expression  # SOLUTION`` becomes ``name = ...  # <your answer>``: the learner fills
      in the ``...``, and ``check`` says "not answered yet" while it is there;
    * the lines from ``# BEGIN SOLUTION [what to do]`` to ``# END SOLUTION`` become one comment
      ``# <your code here>[: what to do]`` (and ``...`` when indented, so that the block stays valid);
- outputs, execution counts and timing metadata are dropped, and the ``solution`` tag is removed, except the
  question cards: a cell that shows an exercise (``ex = exercise("...")``), the list (``exercise_list(...)``) or
  the drill (``DrillWidget(...)``) keeps its displayed output, so that a learner can read the questions before
  starting a kernel (a widget's view is dropped: the notebook keeps no widget state, so its HTML fallback shows);
The comments are in the notebook's language (the message catalog's ``exercise.placeholder`` and
``exercise.your_code``). The output is deterministic: the same solutions give the same bytes.
Markers outside a cell tagged ``solution``, or a ``# SOLUTION`` line that is not a single
``name = value`` assignment, are errors (the notebook would not run blank).
"""

from __future__ import annotations

import argparse
import ast
import copy
import re
import sys
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nbtools import LANGUAGES, ROOT, read, source, tags  # noqa: E402

SOLUTIONS = ROOT / "solutions"
EXERCISES = ROOT / "exercises"
SOLUTION_TAG = "solution"
LINE_MARK = re.compile(r"#\s*SOLUTION\s*$")
BEGIN = re.compile(r"^(?P<indent>\s*)#\s*BEGIN SOLUTION\b[\s:.\-—]*(?P<what>.*?)\s*$")
END = re.compile(r"^\s*#\s*END SOLUTION\b")
ANY_MARK = re.compile(r"#\s*(BEGIN SOLUTION|END SOLUTION|SOLUTION\s*$)", re.M)


class MarkerError(ValueError):
    """A solution marker the generator cannot turn into a runnable placeholder."""


def _texts(lang: str) -> tuple[str, str, str]:
    sys.path.insert(0, str(ROOT))
    from ragmetrics_course.messages import t

    return t("exercise.placeholder", lang), t("exercise.your_code", lang), t("exercise.placeholder_step", lang)


def blank_code(code: str, lang: str, where: str = "") -> str:
    """Replace the solution lines of one code cell by placeholders in ``lang``.

    >>> print(blank_code("x = 1\\nanswer = x / 3  # SOLUTION\\ncheck(answer)", "en"))
    x = 1
    answer = ...  # your answer
    check(answer)
    >>> print(blank_code("for d in docs:\\n    # BEGIN SOLUTION add the gains\\n    total += g[d]\\n    # END SOLUTION", "en"))
    for d in docs:
        # your code here: add the gains
        ...
    """
    placeholder, your_code, step = _texts(lang)
    out: list[str] = []
    lines = code.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        begin = BEGIN.match(line)
        if begin:
            end = next((j for j in range(i + 1, len(lines)) if END.match(lines[j])), None)
            if end is None:
                raise MarkerError(f"{where}: '# BEGIN SOLUTION' on line {i + 1} has no '# END SOLUTION'")
            indent, what = begin.group("indent"), begin.group("what")
            out.append(f"{indent}# {your_code}" + (f": {what}" if what else ""))
            if indent:
                out.append(f"{indent}...")
            i = end + 1
            continue
        if END.match(line):
            raise MarkerError(f"{where}: '# END SOLUTION' on line {i + 1} without a '# BEGIN SOLUTION'")
        if LINE_MARK.search(line):
            out.append(_blank_line(line, placeholder, step, f"{where} line {i + 1}"))
        else:
            out.append(line)
        i += 1
    return "\n".join(out)


def _blank_line(line: str, placeholder: str, step: str, where: str) -> str:
    indent = line[: len(line) - len(line.lstrip())]
    code = LINE_MARK.sub("", line).rstrip()
    try:
        statement = ast.parse(textwrap.dedent(code)).body
    except SyntaxError:
        statement = []
    if (len(statement) != 1 or not isinstance(statement[0], ast.Assign) or len(statement[0].targets) != 1
            or not isinstance(statement[0].targets[0], (ast.Name, ast.Attribute, ast.Subscript))):
        raise MarkerError(f"{where}: mark only single 'name = value' lines with '# SOLUTION' (got {line.strip()!r})")
    target = ast.get_source_segment(textwrap.dedent(code), statement[0].targets[0])
    # only `answer` is checked; another marked name is a step on the way, and says so
    return f"{indent}{target} = ...  # {placeholder if target == 'answer' else step}"


QUESTION_CARD = re.compile(r"^(ex = exercise\(|exercise_list\(|DrillWidget\()", re.M)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _question_cards(cell: dict) -> list:
    """The displayed outputs of a question cell (no streams), without the solution run's execution counts."""
    cards = []
    for output in cell.get("outputs", []):
        if output.get("output_type") in ("execute_result", "display_data"):
            data = {mime: value for mime, value in output.get("data", {}).items() if mime != WIDGET_VIEW}
            cards.append({"output_type": "display_data", "data": data, "metadata": output.get("metadata", {})})
    return cards


def make(notebook: dict, lang: str, where: str = "") -> dict:
    """Return the exercise notebook of one solution notebook (a new dict; the input is not changed)."""
    result = copy.deepcopy(notebook)
    cells = []
    for index, cell in enumerate(result["cells"]):
        cell_tags = list(tags(cell))
        is_solution = SOLUTION_TAG in cell_tags
        text = source(cell)
        if cell["cell_type"] == "markdown" and is_solution:
            continue
        if cell["cell_type"] == "code":
            if is_solution:
                blanked = blank_code(text, lang, f"{where} cell {index}")
                if blanked == text:
                    raise MarkerError(f"{where} cell {index}: tagged 'solution' but has no solution marker")
                text = blanked
            elif ANY_MARK.search(text):
                raise MarkerError(f"{where} cell {index}: solution markers in a cell not tagged 'solution'")
            cell["outputs"] = _question_cards(cell) if not is_solution and QUESTION_CARD.search(text) else []
            cell["execution_count"] = None
        cell["source"] = text
        metadata = cell.setdefault("metadata", {})
        metadata.pop("execution", None)
        metadata.pop("scrolled", None)
        remaining = [tag for tag in cell_tags if tag != SOLUTION_TAG]
        if remaining:
            metadata["tags"] = remaining
        else:
            metadata.pop("tags", None)
        cells.append(cell)
    result["cells"] = cells
    meta = result.setdefault("metadata", {})
    meta.pop("papermill", None)
    meta.pop("widgets", None)  # the solution run's widget state: no outputs here, so no widgets either
    meta["ragmetrics"] = {"generated_from": where or "solutions", "built_by": "tools/make_exercises.py",
                          "note": "generated: edit the solution's source in sources/solutions/, not this file"}
    return result


def render(notebook: dict) -> str:
    """The file's text: the same formatting as tools/nbtools.write."""
    import json

    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def plan() -> dict[Path, str]:
    """{exercise path: its text} for every solution notebook."""
    out = {}
    for lang in LANGUAGES:
        for path in sorted((SOLUTIONS / lang).glob("*.ipynb")):
            where = f"solutions/{lang}/{path.name}"
            out[EXERCISES / lang / path.name] = render(make(read(path), lang, where))
    return out


def problems() -> list[str]:
    """What --check reports: exercise notebooks missing, different from the generated text, or without a solution."""
    wanted = plan()
    found = []
    for path, text in wanted.items():
        if not path.exists():
            found.append(f"{path.relative_to(ROOT)}: missing")
        elif path.read_text(encoding="utf-8") != text:
            found.append(f"{path.relative_to(ROOT)}: out of date")
    for lang in LANGUAGES:
        for path in sorted((EXERCISES / lang).glob("*.ipynb")):
            if path not in wanted:
                found.append(f"{path.relative_to(ROOT)}: no solutions notebook generates it")
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if any exercises notebook is out of date")
    args = parser.parse_args(argv)
    try:
        if args.check:
            found = problems()
            for line in found:
                print(line)
            print(f"{len(found)} exercise notebook(s) to regenerate: python tools/make_exercises.py" if found
                  else "exercise notebooks are up to date")
            return 1 if found else 0
        wanted = plan()
    except MarkerError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for path, text in wanted.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    for lang in LANGUAGES:
        for path in sorted((EXERCISES / lang).glob("*.ipynb")):
            if path not in wanted:
                path.unlink()
                print(f"removed {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
