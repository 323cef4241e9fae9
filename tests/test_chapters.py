"""One declaration of the chapters (course/ragmetrics_course/chapters.json) and every place that lists them:
chapter 00's map, the README's course map, the instructors' guides, the site's order and each chapter's time line."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_chapters  # noqa: E402
import build_course  # noqa: E402
from ragmetrics_course.chapters import TIME_MARK, chapters, course_map, exercise_counts, time_line  # noqa: E402
from ragmetrics_course.exercises import registry  # noqa: E402

LANGS = ("en", "es", "zh")
SOURCES = sorted(p.stem for p in (ROOT / "sources" / "chapters").glob("[0-9]*.py"))
HAND_TIME = re.compile(r"\b(?:about|unos|roughly)\s+\d+\s+min|\d+\s*分钟|\d+\s+minutos|\d+\s+minutes", re.I)


def test_every_chapter_is_declared_once_and_every_declared_chapter_exists_or_is_marked_estimated():
    declared = [c.stem for c in chapters()]
    assert len(declared) == len(set(declared))
    assert [s for s in SOURCES if s not in declared] == []
    missing = [c.stem for c in chapters() if c.stem not in SOURCES and not c.estimated]
    assert missing == [], f"declared without a source: {missing}"


def test_the_path_order_puts_12_after_05_and_13_after_08():
    order = [c.number for c in chapters()]
    assert order.index("12") == order.index("05") + 1 and order.index("13") == order.index("08") + 1
    assert order[0] == "00" and order[-1] == "11"


@pytest.mark.parametrize("lang", LANGS)
def test_chapter_00s_map_lists_every_chapter_with_the_banks_exercise_count(lang):
    text = course_map(lang).markdown
    rows = [line for line in text.splitlines() if re.match(r"\| \d\d \|", line)]
    assert [r[2:4] for r in rows] == [c.number for c in chapters()]
    counted: dict = {}
    for spec in registry().values():
        counted[spec.chapter] = counted.get(spec.chapter, 0) + 1
    assert exercise_counts() == counted and counted["08"] > 0  # the old map said chapter 08 had none
    for row, c in zip(rows, chapters()):
        n = counted.get(c.number, 0)
        assert (f"[{n}](../../exercises/{lang}/{c.stem}.ipynb)" in row) == bool(n), row
        assert c.title[lang] in row and c.learn[lang] in row and str(c.minutes) in row


def test_chapter_00_prints_its_map_instead_of_typing_it():
    source = build_course.load(ROOT / "sources" / "chapters" / "00_course_map.py")
    assert any("course_map(lang)" in getattr(cell, "source", "") for cell in source.notebook_cells)
    for cell in source.notebook_cells:
        for lang in LANGS:
            text = getattr(cell, "text", {}).get(lang, "")
            assert not re.search(r"^\| 0[1-9] \|", text, re.M), "a hand-typed map row in chapter 00"


@pytest.mark.parametrize("stem", SOURCES)
def test_each_chapter_shows_its_declared_time_and_types_none_by_hand(stem):
    source = build_course.load(ROOT / "sources" / "chapters" / f"{stem}.py")
    for cell in source.notebook_cells:
        for lang in LANGS:
            text = getattr(cell, "text", {}).get(lang, "").replace(TIME_MARK, "")
            assert not HAND_TIME.search(text), f"{stem} ({lang}) types a time by hand: {HAND_TIME.search(text).group(0)!r}"
    for lang in LANGS:
        first = next(c for c in build_course.build(source, lang).cells if c.cell_type == "markdown")
        assert time_line(stem, lang) in first.source and TIME_MARK not in first.source


def test_the_time_line_reads_the_declaration():
    c = chapters()[1]
    assert time_line(c.stem, "en") == f"*Time: about {c.minutes} minutes to read and run this notebook; {c.with_exercises} with its exercises.*"


def test_the_readme_and_the_guides_agree_with_the_declaration_and_the_declared_times_with_the_notebooks():
    assert build_chapters.problems() == []


def test_the_check_catches_a_readme_row_typed_by_hand(monkeypatch, tmp_path):
    readme = tmp_path / "README.md"
    text = build_chapters.README.read_text(encoding="utf-8")
    typed = re.sub(r"\| (\d+) / (\d+) \|", lambda m: f"| {int(m.group(1)) + 15} / {m.group(2)} |", text, count=1)
    assert typed != text  # whatever the measured times are (the coordinator re-measures after merging)
    readme.write_text(typed, encoding="utf-8")
    monkeypatch.setattr(build_chapters, "README", readme)
    assert any("README.md" in p for p in build_chapters.problems())


def test_the_check_catches_a_declared_time_the_notebook_does_not_take(monkeypatch):
    real = build_chapters.measured()
    stem = next(iter(real))
    monkeypatch.setattr(build_chapters, "measured", lambda: real | {stem: (real[stem][0] + 12, real[stem][1] + 12)})
    assert any(stem in p for p in build_chapters.stale_times())


def test_measure_writes_the_new_times_into_the_guides_tables(monkeypatch, tmp_path):
    """--measure rewrote chapters.json, then wrote the guides' tables from the cached old declaration: after the
    coordinator's --measure the guide's times disagreed with the notebooks'. The tables now show the new times."""
    import json

    from ragmetrics_course import chapters as module

    declaration = tmp_path / "chapters.json"
    declaration.write_text(module.DECLARATION.read_text(encoding="utf-8"), encoding="utf-8")
    real = build_chapters.measured()
    stem = "07_interview_drill"
    monkeypatch.setattr(build_chapters, "measured", lambda: real | {stem: (201.0, 302.0)})
    monkeypatch.setattr(build_chapters, "DECLARATION", declaration)
    monkeypatch.setattr(module, "DECLARATION", declaration)
    module._data.cache_clear()
    module._data()  # cached: the old declaration
    try:
        build_chapters.rewrite_times()
        assert [c["with_exercises"] for c in json.loads(declaration.read_text())["chapters"] if c["stem"] == stem] == [300]
        for lang in LANGS:
            row = next(r for r in build_chapters.path_block(lang).splitlines() if r.startswith("| 07 |"))
            assert row.endswith("| 200 | 300 |"), row
    finally:
        monkeypatch.undo()
        module._data.cache_clear()


CHECK = {"en": "Check your understanding", "es": "Comprueba lo que has entendido", "zh": "检查一下你的理解"}  # a heading or bold
DRILL = "07_interview_drill"  # the drill is all questions: it has no block of its own


@pytest.mark.parametrize("stem", [s for s in SOURCES if s != DRILL])
def test_every_chapter_has_a_check_your_understanding_block_with_collapsed_answers(stem):
    source = build_course.load(ROOT / "sources" / "chapters" / f"{stem}.py")
    for lang in LANGS:
        blocks = [c.text[lang] for c in source.notebook_cells if CHECK[lang] in getattr(c, "text", {}).get(lang, "")]
        assert blocks, f"{stem} ({lang}) has no {CHECK[lang]!r}"
        assert any("<details>" in b for b in blocks), f"{stem} ({lang}): no collapsed answer"


# ----- no question before the chapter that teaches it (issue 24, item 8) --------------------------------------
from ragmetrics_course.chapters import after_mark, path_position  # noqa: E402
from ragmetrics_course.drills import make_drill  # noqa: E402
from ragmetrics_course.drills.questions import DRILL_CHAPTER  # noqa: E402

# Words of subjects first taught after chapter 07 on the path: 09 (significance) and 10 (evaluation set, judges).
LATER = re.compile(r"\bpool(?:ing|ed)?\b|\bkappa\b|κ|\bpaired\b|\bp-value|\bbootstrap|\bHolm\b|\bbpref\b|Judged@", re.I)


def test_no_exercise_asks_what_a_later_chapter_teaches():
    for spec in registry().values():
        assert path_position(spec.teaching_chapter) <= path_position(spec.chapter), spec.id


def test_chapter_07s_exercises_use_no_subject_taught_after_it():
    from ragmetrics_course.exercises.bank.texts import declared_texts

    texts = declared_texts()
    for spec in registry().values():
        if spec.chapter != "07":
            continue
        english = " ".join(v.text["en"] for k, v in texts.items() if k.startswith(spec.prefix + "."))
        assert not LATER.search(english), f"{spec.id}: {LATER.search(english).group(0)!r} is taught after chapter 07"


def _interview_questions():
    import importlib.util

    path = ROOT / "sources" / "chapters" / "07_interview_drill.py"
    spec = importlib.util.spec_from_file_location("ch07_source", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    heading = {"en": r"^## Q(\d+)\. .*$", "es": r"^## P(\d+)\. .*$", "zh": r"^## 问题 (\d+)：.*$"}
    cells = build_course.load(path).notebook_cells
    found = {lang: {int(m.group(1)): m.group(0) for c in cells for m in re.finditer(heading[lang], getattr(c, "text", {}).get(lang, ""), re.M)}
             for lang in LANGS}
    return module.TAUGHT_IN, found


def test_chapter_07s_interview_questions_are_tagged_and_those_taught_later_say_so():
    taught_in, found = _interview_questions()
    for lang in LANGS:
        assert sorted(found[lang]) == sorted(taught_in), lang
        for number, line in found[lang].items():
            mark = after_mark(taught_in[number], DRILL_CHAPTER, lang)
            later = path_position(taught_in[number]) > path_position(DRILL_CHAPTER)
            assert later == bool(mark)
            if later:
                assert mark.strip("()（）") in line, f"Q{number} ({lang}) is taught in chapter {taught_in[number]}: {line}"
            else:
                assert "(after chapter" not in line and "(después del capítulo" not in line and "学完第" not in line


def test_the_drill_marks_a_question_taught_after_chapter_07():
    questions = make_drill(120, seed=5, concept_share=1.0, lang="es")
    marked = {q.key for q in questions if "(después del capítulo" in q.title("es")}
    later = {q.key for q in questions if path_position(q.taught_in) > path_position("07")}
    assert marked == later and any(k.startswith("10.") for k in later)
    assert not any(k.startswith(("01.", "05.", "07.")) for k in marked)
    ranking = make_drill(5, seed=1, concept_share=0.0, corpus_share=0.0)
    assert all("(after chapter" not in q.title("en") for q in ranking)
