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
    assert re.findall(r"<!-- BEGIN generated: (\w+) -->", text) == ["path", "plan90", "planday", "misconceptions"]  # path: build_chapters.py
    assert build_guide.render(text, build_guide.blocks(lang)) == text, "run: python tools/build_guide.py"


def _minute_cells(text: str) -> list:
    """Every table row of a guide's text that gives a chapter's time, as (chapter number, its cells)."""
    return [(m.group(1), m.group(2).split(" | ")) for m in re.finditer(r"^\| (\d\d)(?: ·[^|]*)? \| (.*) \|$", text, re.M)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_has_one_table_of_times_and_it_is_the_declared_one(lang):
    """The review found two tables with two numbers for a chapter (07: 115 and 105) and two titles for chapter 12:
    the guide now has one table of chapter times, the declared ones each notebook shows, and one title per chapter."""
    import build_chapters
    from ragmetrics_course.chapters import chapters as declared

    text = _guide(lang)
    rows = _minute_cells(text)
    assert [n for n, _ in rows] == [c.number for c in declared()], "one row per chapter, once, in path order"
    for (number, cells), c in zip(rows, declared()):
        assert cells[0] == c.title[lang] and cells[-2:] == [str(c.minutes), str(c.with_exercises)]
    assert build_chapters.path_block(lang) in text
    plans = build_guide.plan90(lang)[0] + build_guide.planday(lang)[0]
    for number, title in re.findall(r"^\| \d+:\d\d \| \d+ \| (\d\d) · ([^|]+?) \|", plans, re.M):
        assert title == next(c.title[lang] for c in declared() if c.number == number)


def test_the_table_of_times_shows_the_measure_its_times_come_from():
    """Its middle columns are the measure of the English notebooks: reading + code + widgets is the notebook time
    before rounding (within the --check tolerance), in every language the same numbers."""
    import build_chapters

    measured = {c["stem"]: c for c in build_guide.chapters("en")}
    from ragmetrics_course.chapters import chapters as declared

    tables = {lang: _minute_cells(build_chapters.path_block(lang)) for lang in LANGS}
    for i, c in enumerate(declared()):
        cells = {lang: tables[lang][i][1][1:] for lang in LANGS}
        assert cells["en"] == cells["es"] == cells["zh"], c.stem
        m = build_guide.minutes(measured[c.stem], "en")
        assert cells["en"][1] == f"{m['reading']:.0f}" and cells["en"][2] == str(measured[c.stem]["code"])
        assert m["reading"] == pytest.approx(measured[c.stem]["words"] / build_guide.READING_RATE["en"])
        assert abs(m["total"] - m["exercises"] - c.minutes) < build_chapters.TOLERANCE + 5  # stale > 10 min: re-measure


@pytest.mark.parametrize("lang", ("es", "zh"))
def test_the_guide_says_how_much_longer_its_language_measures(lang):
    import build_chapters

    totals = {x: sum(build_guide.minutes(c, x)["total"] for c in build_guide.chapters(x)) for x in ("en", lang)}
    percent = round(100 * (totals[lang] / totals["en"] - 1))
    assert (f"{percent} %" if lang == "es" else f"{percent}%") in build_chapters.path_block(lang)


HAND_PROSE_TERMS = {
    "en": ("chapters.json",),
    "es": ("chapters.json", "prueba de los signos", "adjudic", "a nivel de", "reportar"),
    "zh": ("chapters.json", "西班牙文", "毕业项目", "大模型", "评估一个检索器", "开一个普通用户"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_guides_prose_uses_the_course_terms_and_no_internal_file_name(lang):
    """«En el orden del recorrido (chapters.json)» showed an internal file name; «prueba de los signos», 西班牙文版."""
    prose = BLOCK_CODE.sub("", _guide(lang).split("<!-- BEGIN generated: misconceptions -->")[0])
    for term in HAND_PROSE_TERMS[lang]:
        assert term not in prose, term


BLOCK_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)


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
    assert len(re.findall(r"^### ", text, re.M)) == len(CHAPTERS)
    assert "0.200 is Precision@5: you divided by k = 5." in text  # exercise 01.recall_seed's first hint
    es = build_guide.misconceptions("es")
    assert "0,200 es Precision@5" in es and "`level=\"doc\"`" in es  # Spanish decimals in prose only


PRAISE_LINE = {"en": r"^- (?:Good|Right|Correct)\b", "es": r"^- (?:Bien|Correcto|Exacto)\b", "zh": r"^- (?:对|没错|很好|正确)[。，：]"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_misconceptions_list_no_success_message(lang):
    """«Bien: q3 cuenta como 0.» (the first sentence of 04's hint) was listed as a mistake: the list skips the praise
    and gives the sentence that names the mistake."""
    text = build_guide.misconceptions(lang)
    assert not re.search(PRAISE_LINE[lang], text, re.M)
    if lang == "es":
        assert "Bien: q3" not in text and "- Has ordenado los documentos en el orden del archivo: ordénalos por puntuación." in text
    assert build_guide._mistake_sentence("Bien: q3 cuenta como 0. Pero has ordenado mal.", "es") == "Has ordenado mal."
    assert build_guide._mistake_sentence("0,2 es P@5. Divide entre 3.", "es") == "0,2 es P@5."


def _sections(text: str, level: str) -> list:
    return [part for part in re.split(rf"^{level} .*$", text, flags=re.M)[1:]]


@pytest.mark.parametrize("lang", LANGS)
def test_the_misconceptions_are_listed_once_per_chapter(lang):
    """Chapter 08 listed «Un límite de fragmento parte la respuesta…» twice (two exercises offer the same option)."""
    for section in _sections(build_guide.misconceptions(lang), "###"):
        bullets = [line for line in section.splitlines() if line.startswith("- ")]
        assert bullets and len(bullets) == len(set(bullets))


def _exercise_numbers(lang: str) -> dict:
    """exercise id -> its number ("4.1") as the heading of its card in the exercise notebooks gives it."""
    found, number = {}, None
    for path in (ROOT / "exercises" / lang).glob("*.ipynb"):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            source = "".join(cell["source"])
            if cell["cell_type"] == "markdown" and (m := re.search(r"^## (\d+\.\d+) · ", source, re.M)):
                number = m.group(1)
            elif cell["cell_type"] == "code" and (m := re.search(r'exercise\("([\w.]+)"\)', source)) and number:
                found.setdefault(m.group(1), number)
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_each_misconception_sits_under_its_exercises_number_and_title(lang):
    """«Aquí la lista es más corta que k.» alone made no sense: every entry is under its exercise's heading, the same
    number and title as in the exercise notebook."""
    text = build_guide.misconceptions(lang)
    from ragmetrics_course.exercises import exercise, registry

    headings = re.findall(r"^#### (.+)$", text, re.M)
    numbers = _exercise_numbers(lang)
    assert len(headings) >= 100 and len(numbers) >= 100
    for key, number in numbers.items():
        heading = f"{number} · {exercise(key, lang=lang).title(lang)}"
        assert heading in headings or not any(h.startswith(number + " · ") for h in headings), (key, heading)
    assert {h.split(" · ")[0] for h in headings} <= set(numbers.values())
    for section in _sections(text, "###"):
        first = next(line for line in section.splitlines() if line.strip())
        assert first.startswith("#### "), "a chapter's first entry has its exercise heading"
    if lang == "es":  # a coding exercise's hint is listed whole: its first sentence only names the case
        entry = "- Aquí la lista es más corta que k. Toma el top k con un corte, `retrieved[:k]`"
        assert text[:text.index(entry)].rsplit("#### ", 1)[1].startswith("7.")  # under chapter 07's nDCG@k exercise


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
    # an option quoted whole (04.worst_query's was «List comprehensions») is quoted once
    assert build_guide._unquoted("«List comprehensions»") == "List comprehensions"
    assert "«La consulta List comprehensions»:" in es  # the option's own «…» inside the list's quotes: dropped
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


def test_an_optional_llm_cell_is_not_a_live_widget():
    """The optional LLM cells (chapters 05, 10, 12, 13) are tagged nbval-ignore-output like the widgets but print one
    "skipped" line by default: the guide must not tell a teacher to demonstrate a widget there (nor time one)."""
    optional = {"cell_type": "code", "metadata": {"tags": ["nbval-ignore-output"]},
                "source": ['import os\n', 'if os.environ.get("RAGMETRICS_LLM_BASE_URL"):\n', '    pass\n']}
    widget = {"cell_type": "code", "metadata": {"tags": ["nbval-ignore-output"]},
              "source": ["from ragmetrics_course import MetricCurves\n", "MetricCurves(qrels=qrels, run=run)\n"]}
    assert not build_guide.is_widget(optional) and build_guide.is_widget(widget)
    widgets = {c["stem"]: c["widgets"] for c in build_guide.chapters("en")}
    assert widgets["13_your_own_system"] == 0 and widgets["10_evaluation_set"] == 0
    assert widgets["01_recall_precision_f1"] == 2


@pytest.mark.parametrize("lang", LANGS)
def test_a_mistaken_number_never_reads_as_thousands(lang):
    """A count or a rank is written whole (4 queries, not 4,000) and a decimal from 1 up without trailing zeros
    (1,8, not 1,800): with a decimal comma, «4,000» reads as four thousand in Latin America."""
    misconceptions = re.search(r"BEGIN generated: misconceptions -->(.*?)<!-- END", _guide(lang), re.S).group(1)
    ambiguous = re.findall(r"^- −?(?:\d+[.,]000|[1-9]\d*[.,]\d\d?0)\b.*", misconceptions, re.M)
    assert not ambiguous, ambiguous[:5]
    assert build_guide.wrong_number(4.0, "es") == "4" and build_guide.wrong_number(-1.8, "es") == "−1,8"
    assert build_guide.wrong_number(0.25, "es") == "0,250" and build_guide.wrong_number(-0.0, "en") == "0"
    assert build_guide.wrong_number(1 / 16, "es") == "0,063"  # half up, as by hand (format alone gives 0,062)
