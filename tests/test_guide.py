"""The instructors' guide (docs/instructors*.md): its measured blocks are current, its plans fit, its commands run."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_guide  # noqa: E402
from ragmetrics_course.messages import t  # noqa: E402

LANGS = build_guide.LANGS


def _guide(lang: str) -> str:
    return build_guide.GUIDES[lang].read_text(encoding="utf-8")


def _code_blocks(text: str) -> list:
    return re.findall(r"```bash\n(.*?)```", text, re.S)


@pytest.mark.parametrize("lang", LANGS)
def test_the_generated_blocks_are_current(lang):
    text = _guide(lang)
    assert re.findall(r"<!-- BEGIN generated: (\w+) -->", text) == ["timings", "path", "plan90", "planday", "misconceptions"]  # path: build_chapters.py
    assert build_guide.render(text, build_guide.blocks(lang)) == text, "run: python tools/build_guide.py"


@pytest.mark.parametrize("lang", LANGS)
def test_the_timings_cover_every_chapter_and_add_up(lang):
    rows = [r for r in build_guide.timings(lang).split("\n")[2:]]
    stems = sorted(p.stem for p in (ROOT / "notebooks" / lang).glob("*.ipynb"))
    assert len(rows) == len(stems) >= 10
    for chapter in build_guide.chapters(lang):
        m = build_guide.minutes(chapter, lang)
        assert m["total"] == pytest.approx(m["reading"] + m["code"] + m["widgets"] + m["exercises"])
        assert m["reading"] == pytest.approx(chapter["words"] / build_guide.READING_RATE[lang])


def test_words_leave_code_formulas_and_links_out():
    text = "Recall@k is `rm.recall_at_k(a, b)`: $\\frac{1}{2}$ see [the chapter](../x.ipynb)."
    assert build_guide.words(text, "en") == len("Recall k is see the chapter".split())
    assert build_guide.words("召回率（Recall）看 `code` 前 k 名", "zh") == len("召回率看前名") + 2  # 6 characters, Recall and k


@pytest.mark.parametrize("lang", LANGS)
def test_the_90_minute_plan_fits_and_the_day_ends_before_half_past_five(lang):
    _, session = build_guide.plan90(lang)
    assert 75 <= session <= 90
    text, day = build_guide.planday(lang)
    assert build_guide.DAY_START + day <= 17 * 60 + 30
    titles = [c["title"] for c in build_guide.chapters(lang)]
    assert all(title in text for title in titles), "every chapter has its place in the day"


def test_misconceptions_come_from_every_chapter_with_exercises():
    from ragmetrics_course.exercises import CHAPTERS

    text = build_guide.misconceptions("en")
    assert text.count("**") // 2 == len(CHAPTERS)
    assert "0.200 is Precision@5: you divided by k = 5." in text  # exercise 01.recall_seed's first hint
    es = build_guide.misconceptions("es")
    assert "0,200 es Precision@5" in es and "`level=\"doc\"`" in es  # Spanish decimals in prose only


def _listed_options(lang: str) -> list:
    """(exercise, hint, the option's text as the guide lists it) for every choice hint the guide lists."""
    from ragmetrics_course.exercises import exercise, registry

    listed = []
    for key, spec in registry().items():
        if spec.kind != "choice":
            continue
        instance = exercise(key, lang=lang)
        for hint in spec.hints:
            option = build_guide.option_text(instance, hint.answers[0], lang)
            listed.append((instance, hint, option))
    return listed


@pytest.mark.parametrize("lang", LANGS)
def test_the_misconceptions_never_list_a_right_answer(lang):
    """A choice exercise whose answer is computed explains every option, the right one too: the guide lists only
    the wrong ones (the review found "0, and it pulls the MRR down", the answer of 02.rr_no_relevant, listed)."""
    text = build_guide.misconceptions(lang)
    quote = t("guide.misconception.choice", lang, option="{}", why="").split("{}")
    listed = [line for line in text.splitlines() if line.startswith("- ")]
    right = [(i.id, option) for i, hint, option in _listed_options(lang) if i.expected() in hint.answers]
    assert len(right) >= 10  # 02.rr_no_relevant, 01.f1_vs_mean, 08.unanswerable...: the case is common
    for exercise_id, option in right:
        start = f"- {quote[0]}{build_guide._prose_decimals(option, lang)}{quote[1]}"
        # another exercise may offer the same words as a wrong option; this one's right option must not be listed
        others = [o for i, h, o in _listed_options(lang) if o == option and i.expected() not in h.answers]
        assert others or not any(line.startswith(start) for line in listed), (exercise_id, option)
    wrong = [(i, hint) for i, hint, _ in _listed_options(lang) if i.expected() not in hint.answers]
    assert all(build_guide.is_mistake(i, hint) for i, hint in wrong)
    assert not any(build_guide.is_mistake(i, hint) for i, hint, _ in _listed_options(lang) if i.expected() in hint.answers)


def test_the_misconception_list_keeps_the_quotes_single_and_the_versions_whole():
    es = build_guide.misconceptions("es")
    assert "««" not in es and "»»" not in es and "“““" not in build_guide.misconceptions("zh")
    assert "«List comprehensions»:" in es  # 04.worst_query's option is «List comprehensions» itself: quoted once
    assert "RAGAS 0.2" in es and "RAGAS 0,2" not in es
    assert re.search(r"\d%", es) is None and "14 %" in es
    assert build_guide._prose_decimals("0.667 y RAGAS 0.2, trec_eval 10.0, v0.2.0, `k=0.5`: 20%.", "es") == (
        "0,667 y RAGAS 0.2, trec_eval 10.0, v0.2.0, `k=0.5`: 20 %.")


@pytest.mark.parametrize("lang", LANGS)
def test_the_day_follows_the_path(lang):
    """12 comes after 05 and 13 after 08, as on the path (chapters.json); the capstone closes the day."""
    from ragmetrics_course.chapters import chapters as declared

    text, _ = build_guide.planday(lang)
    numbers = re.findall(r"^\| \d+:\d\d \| \d+ \| (\d\d) · ", text, re.M)
    assert numbers == [c.number for c in declared()]
    assert numbers[-1] == "11" and numbers.index("12") == numbers.index("05") + 1


def _papermill_command(lang: str) -> str:
    """The guide's first papermill block (the folder it makes, then the command)."""
    return next(block for block in _code_blocks(_guide(lang)) if block.startswith("mkdir") and "\n.venv/bin/papermill" in block)


def test_the_guides_papermill_command_runs_and_sets_k(tmp_path):
    """The block as written, with build/ in a temporary folder and this interpreter's papermill."""
    block = _papermill_command("en").replace("build/", f"{tmp_path}/")
    block = block.replace(".venv/bin/papermill", f"{shlex.quote(sys.executable)} -m papermill")
    subprocess.run(["bash", "-e", "-c", block], cwd=ROOT, check=True, capture_output=True, text=True, timeout=300)
    out = json.loads((tmp_path / "class" / "es" / "03_ndcg.ipynb").read_text(encoding="utf-8"))
    summary = [c for c in out["cells"] if "summary" in c.get("metadata", {}).get("tags", [])]
    printed = "".join("".join(o.get("text", "")) for c in summary for o in c.get("outputs", []))
    assert "@10" in printed and "@5" not in printed


def test_every_guide_gives_the_same_commands():
    english = _papermill_command("en")
    for lang in ("es", "zh"):
        assert _papermill_command(lang) == re.sub(r"(?<=/)es\b", lang, english).replace("lang es", f"lang {lang}")
    blocks = {lang: [b for b in _code_blocks(_guide(lang)) if "papermill" not in b] for lang in LANGS}
    assert re.sub(r"(?<=/)es\b", "zh", next(b for b in _code_blocks(_guide("es")) if "for notebook" in b)).replace(
        "lang es", "lang zh") == next(b for b in _code_blocks(_guide("zh")) if "for notebook" in b)
    assert blocks["en"] == blocks["es"] == blocks["zh"] and len(blocks["en"]) == 3
    install, check, jupyter = blocks["en"]
    assert "pip download -r requirements.txt -d wheels/" in install
    assert "--no-index --find-links wheels/ -r requirements.txt" in check
    assert "--allow-root" in jupyter and "--ip=0.0.0.0" in jupyter


def test_the_class_loop_is_valid_shell():
    loop = next(b for b in _code_blocks(_guide("en")) if "for notebook" in b)
    subprocess.run(["bash", "-n"], input=loop, text=True, check=True)
