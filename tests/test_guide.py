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
