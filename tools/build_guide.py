"""Write the measured parts of the instructors' guide (docs/instructors.md, .es.md, .zh.md).

    python tools/build_guide.py            # rewrite the generated blocks of the three guides
    python tools/build_guide.py --check    # exit 1 if a guide's generated block is out of date

Each guide keeps its prose by hand and has generated blocks between the markers
``<!-- BEGIN generated: NAME -->`` and ``<!-- END generated: NAME -->``:

- (the ``path`` block, written by tools/build_chapters.py, is the one table of times: chapters.json's declared times,
  which are this measure of the English notebooks rounded to 5 minutes, with the measure's parts beside them);
- ``plan90`` and ``planday``: a 90-minute and a one-day plan whose steps are measured the same way on the guide's
  language (a summary read aloud in class takes the time of its words in that language);
- ``misconceptions``: the mistakes each chapter's exercises recognise, in the words of their hints (numeric
  exercises) and of the explanations of their wrong options (multiple choice).

How the time is measured (the guides say so too): reading time = words / reading rate, with the IReST norms for
the three languages (Trauzettel-Klosinski and Dietz, 2012: about 228 words per minute in English, 218 in Spanish,
255 characters in Chinese) slowed to two thirds for technical text; plus half a minute per code cell (run it,
read the output), three minutes per live widget, three minutes per numeric exercise and a minute and a half per
multiple-choice or short-answer one.
"""

from __future__ import annotations

import argparse
from decimal import ROUND_HALF_UP, Decimal
import json
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ragmetrics_course.messages import t, write_number  # noqa: E402

LANGS = ("en", "es", "zh")
GUIDES = {"en": ROOT / "docs" / "instructors.md", "es": ROOT / "docs" / "instructors.es.md", "zh": ROOT / "docs" / "instructors.zh.md"}
READING_RATE = {"en": 228 * 2 / 3, "es": 218 * 2 / 3, "zh": 255 * 2 / 3}  # words (zh: characters) per minute
CODE_CELL, WIDGET, NUMERIC, CHOICE = 0.5, 3.0, 3.0, 1.5  # minutes
# A cell that runs only when the environment provides something (an LLM endpoint) prints one "skipped" line by
# default: it is tagged nbval-ignore-output like a widget, but there is nothing to demonstrate.
OPTIONAL_CELL = re.compile(r"\bos\.environ\b|\bos\.getenv\(")


def is_widget(cell: dict) -> bool:
    """A live widget: a code cell tagged nbval-ignore-output that is not an optional, skipped-by-default cell."""
    source = "".join(cell.get("source", ""))
    return "nbval-ignore-output" in cell.get("metadata", {}).get("tags", []) and not OPTIONAL_CELL.search(source)
SUMMARY = {"en": "Summary", "es": "Resumen", "zh": "小结"}  # the heading of a chapter's summary section
NOT_PROSE = re.compile(r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$\n]*\$|\]\([^)]*\)|<[^>\n]+>", re.S)
BLOCK = re.compile(r"(<!-- BEGIN generated: (\w+) -->\n)(.*?)(<!-- END generated: \2 -->)", re.S)


# ----- measuring a chapter ----------------------------------------------------------------------------------
def words(text: str, lang: str) -> int:
    """Words of prose (code, formulas, tags and link targets left out); in Chinese, characters plus Latin words."""
    prose = NOT_PROSE.sub(" ", text)
    latin = len(re.findall(r"[A-Za-zÀ-ÿ0-9]+(?:['’][A-Za-z]+)?", prose))
    return latin + len(re.findall(r"[\u4e00-\u9fff]", prose)) if lang == "zh" else latin


def _markdown(notebook: dict) -> list:
    return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown"]


def summary_words(notebook: dict, lang: str) -> int:
    """The words of the chapter's summary section (from its heading to the next one of the same level)."""
    text = "\n".join(_markdown(notebook))
    match = re.search(rf"^## {SUMMARY[lang]}\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    return words(match.group(1), lang) if match else 0


def chapters(lang: str) -> list:
    """One dict per chapter notebook of ``lang``: its stem, title and what it takes (measured)."""
    from ragmetrics_course.exercises import CHAPTERS, registry

    from ragmetrics_course.chapters import chapters as declared_chapters

    specs = list(registry().values())
    declared = {c.stem: c.title[lang] for c in declared_chapters()}
    found = []
    for path in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        code = [c for c in notebook["cells"] if c["cell_type"] == "code" and "parameters" not in c.get("metadata", {}).get("tags", [])]
        exercises = [s for s in specs if CHAPTERS.get(s.chapter) == path.stem]
        heading = next((m.group(1) for text in _markdown(notebook) if (m := re.search(r"^#\s+(.+)$", text, re.M))), path.stem)
        # one title per chapter in the whole guide: the declared one ("NN · short title"), the heading if undeclared
        title = f"{path.stem[:2]} · {declared[path.stem]}" if path.stem in declared else re.sub(r"[*_`]", "", heading).strip()
        found.append({
            "stem": path.stem, "title": title,
            "words": sum(words(text, lang) for text in _markdown(notebook)), "summary_words": summary_words(notebook, lang),
            "code": len(code), "widgets": sum(is_widget(c) for c in code),
            "exercises": [s.kind for s in exercises],
        })
    return found


def minutes(chapter: dict, lang: str) -> dict:
    """The measured minutes of a chapter: reading, code, widgets, exercises, and their total (self-study)."""
    reading = chapter["words"] / READING_RATE[lang]
    exercises = sum(NUMERIC if kind == "number" else CHOICE for kind in chapter["exercises"])
    parts = {"reading": reading, "code": chapter["code"] * CODE_CELL, "widgets": chapter["widgets"] * WIDGET, "exercises": exercises}
    return parts | {"total": sum(parts.values())}


def exercise_minutes(kinds: list) -> float:
    return sum(NUMERIC if kind == "number" else CHOICE for kind in kinds)


# ----- the generated blocks ------------------------------------------------------------------------------------
def _item(chapter: dict, lang: str, n_exercises: int) -> tuple:
    """A plan's step for a chapter: its summary, its code run together, its live widgets, its first exercises."""
    kinds = chapter["exercises"][:n_exercises]
    length = (chapter["summary_words"] / READING_RATE[lang] + chapter["code"] * CODE_CELL + chapter["widgets"] * WIDGET
              + exercise_minutes(kinds))
    exercises = counted("guide.count.exercises", len(kinds), lang)
    if not chapter["widgets"]:
        return length, chapter["title"], t("guide.item.chapter_plain", lang, exercises=exercises)
    return length, chapter["title"], t("guide.item.chapter", lang, widgets=counted("guide.count.widgets", chapter["widgets"], lang),
                                       exercises=exercises)


def counted(key: str, n: int, lang: str) -> str:
    """"1 exercise" or "3 exercises": the catalog gives the singular and the plural, split by "|"."""
    one, many = t(key, lang, n=n).split("|")
    return one if n == 1 else many


def _table(items: list, lang: str, start: int = 0) -> str:
    """Plan rows with their start times (minutes after ``start``, itself minutes after midnight or 0)."""
    rows, clock = [], start
    for length, title, text in items:
        length = max(1, round(length))
        rows.append(f"| {clock // 60:d}:{clock % 60:02d} | {length} | {title} | {text} |")
        clock += length
    header = [t(f"guide.plan.{c}", lang) for c in ("start", "minutes", "chapter", "what")]
    total = t("guide.plan.total", lang, minutes=clock - start)
    return "\n".join(["| " + " | ".join(header) + " |", "|---|---|---|---|", *rows, "", total]), clock - start


PLAN90 = ("01", "02", "03")  # the retrieval measures, in class; the drill; the other chapters are for later
DRILL_90, DRILL_DAY = 10, 15  # minutes of drill: about one question a minute, answered aloud
SESSION = 90


def plan90(lang: str) -> tuple:
    """The 90-minute plan: chapters 01-03 in class with two exercises each (fewer, from the last chapter back, until
    it fits in 90 minutes), then the drill; returns (text, minutes)."""
    by_prefix = {c["stem"][:2]: c for c in chapters(lang)}
    taught = [by_prefix[prefix] for prefix in PLAN90 if prefix in by_prefix]
    counts = [2] * len(taught)
    while True:
        items = [(5, "", t("guide.item.opening", lang))] + [_item(c, lang, n) for c, n in zip(taught, counts)]
        items += [(DRILL_90, "", t("guide.item.drill", lang, n=DRILL_90)), (5, "", t("guide.item.wrapup", lang))]
        text, total = _table(items, lang)
        if total <= SESSION or not any(counts):
            return text, total
        last = max(i for i, n in enumerate(counts) if n)
        counts[last] -= 1


DAY_START, LUNCH_AT, BREAKS_AT = 9 * 60, 12 * 60 + 30, (10 * 60 + 30, 15 * 60)
DAY_EXERCISES = 3  # exercises per chapter in class (the docstring of planday says three); the others are homework
REPORT_DRAFT = 45  # minutes to draft the capstone's report in class


def path_order(found: list) -> list:
    """The chapters in the learner's path order (chapters.json: 12 after 05, 13 after 08); a chapter it does not
    declare yet goes after the others, before the capstone."""
    from ragmetrics_course.chapters import chapters as declared

    path = [c.number for c in declared()]
    last = len(path)
    def place(chapter):
        prefix = chapter["stem"][:2]
        if chapter["stem"].endswith("capstone"):
            return (last + 1, prefix)
        return (path.index(prefix) if prefix in path else last, prefix)
    return sorted(found, key=place)


def _day_items(lang: str) -> list:
    items = [(10, "", t("guide.item.opening_day", lang))]
    homework = 0.0
    for chapter in path_order(chapters(lang)):
        prefix = chapter["stem"][:2]
        if prefix == "00":
            items.append((chapter["summary_words"] / READING_RATE[lang] + 5, chapter["title"], t("guide.item.map", lang)))
        elif not chapter["exercises"]:  # a lab chapter: run its cells and read the results together
            m = minutes(chapter, lang)
            items.append((m["code"] + m["widgets"] + chapter["summary_words"] / READING_RATE[lang], chapter["title"],
                          t("guide.item.lab", lang)))
        elif chapter["stem"].endswith("capstone"):
            items.append((minutes(chapter, lang)["total"] + REPORT_DRAFT, chapter["title"], t("guide.item.capstone", lang)))
        else:
            items.append(_item(chapter, lang, DAY_EXERCISES))
            homework += exercise_minutes(chapter["exercises"][DAY_EXERCISES:])
            if prefix == "07":
                items.append((DRILL_DAY, "", t("guide.item.drill", lang, n=DRILL_DAY)))
    items.append((10, "", t("guide.item.wrapup", lang)))
    return items, t("guide.item.homework", lang, minutes=round(homework))


def planday(lang: str) -> tuple:
    """The one-day plan from 9:00: every chapter in path order (its summary, code and widgets with three exercises in class), breaks
    at 10:30 and 15:00, lunch at 12:30; returns (text, minutes from 9:00 to the end)."""
    planned, homework = _day_items(lang)
    items, clock, placed = [], DAY_START, set()
    for length, title, text in planned:
        for at, name, size in ((BREAKS_AT[0], "break", 15), (LUNCH_AT, "lunch", 60), (BREAKS_AT[1], "break", 15)):
            if clock >= at and at not in placed:
                items.append((size, "", t(f"guide.item.{name}", lang)))
                placed.add(at)
                clock += size
        items.append((length, title, text))
        clock += max(1, round(length))
    text, total = _table(items, lang, DAY_START)
    return text + "\n\n" + homework, total


def _first_sentence(text: str, lang: str) -> str:
    parts = re.split(r"(?<=。)" if lang == "zh" else r"(?<=[.!?])\s+(?=[A-Z¿¡`\"«])", text.strip(), maxsplit=1)
    return parts[0]


# A hint may first say what the learner got right ("Bien: q3 cuenta como 0. Pero has ordenado..."): that sentence
# is no mistake, so the list starts at the next one (and drops its "but").
PRAISE = {"en": re.compile(r"^(?:good|right|correct|yes)\b", re.I), "es": re.compile(r"^(?:bien|correcto|exacto|sí)\b", re.I),
          "zh": re.compile(r"^(?:对|没错|很好|正确)[。，：]")}
BUT = {"en": re.compile(r"^but\s+", re.I), "es": re.compile(r"^pero\s+", re.I), "zh": re.compile(r"^但是?[，,]?")}


def _mistake_sentence(text: str, lang: str) -> str:
    """The first sentence of a hint that names the mistake (a sentence of praise before it is skipped)."""
    first = _first_sentence(text, lang)
    rest = text.strip()[len(first):].strip()
    if PRAISE[lang].match(first) and rest:
        following = BUT[lang].sub("", _first_sentence(rest, lang))
        return following[:1].upper() + following[1:]
    return first


def misconceptions(lang: str) -> str:
    """Per chapter with exercises, and within it per exercise (its number and title, as in the exercise notebook),
    the mistakes the exercise recognises: each once, in the first sentence that names it."""
    from ragmetrics_course.exercises import CHAPTERS, exercise, registry
    from ragmetrics_course.exercises.registry import exercise_ids

    titles = {c["stem"]: c["title"] for c in chapters(lang)}
    specs = registry()
    lines = []
    for chapter, stem in CHAPTERS.items():
        lines += [f"### {titles.get(stem, stem)}", ""]
        seen = set()  # two exercises of a chapter may recognise the same mistake: it is listed under the first
        for number, key in enumerate(exercise_ids(chapter), 1):
            instance = exercise(key, lang=lang)
            bullets = []
            for hint in specs[key].hints:
                if not is_mistake(instance, hint):
                    continue
                text = _misconception(instance, hint, lang)
                if text not in seen:
                    seen.add(text)
                    bullets.append(f"- {text}")
            if bullets:
                lines += [f"#### {int(chapter)}.{number} · {instance.title(lang)}", "", *bullets, ""]
    return "\n".join(lines).rstrip()


def is_mistake(instance, hint) -> bool:
    """Whether ``hint`` names a wrong answer for this instance's inputs. A choice exercise whose right option is
    computed from its inputs explains every option (with other inputs another one may be right), so the hint of
    the option that is right here is an explanation, not a misconception; likewise a short answer the exercise
    accepts, and a numeric mistake that gives the right number with these inputs."""
    from ragmetrics_course.exercises.answers import fold_name

    spec = instance.spec
    if spec.kind == "choice":
        return instance.expected() not in hint.answers
    if spec.kind == "text":
        accepted = {fold_name(a) for a in spec.accepted}
        return not any(fold_name(a) in accepted for a in hint.answers)
    if spec.kind == "number":
        try:
            wrong = float(hint.wrong(instance.inputs))
        except Exception:  # the mistake cannot be made with these inputs: the hint still names it
            return True
        return not math.isclose(wrong, float(instance.expected()), rel_tol=0, abs_tol=spec.tolerance + 1e-12)
    return True


def _misconception(instance, hint, lang: str) -> str:
    spec = instance.spec
    if spec.kind == "number":
        text = instance._t(hint.key, lang, wrong=wrong_number(float(hint.wrong(instance.inputs)), lang))
        return _prose_decimals(_mistake_sentence(text, lang), lang)
    if spec.kind == "function":  # a coding exercise: the whole hint, since its first sentence may only name the case
        return _prose_decimals(instance._t(hint.key, lang, wrong="").strip(), lang)  # («Aquí la lista es más corta que k.»)
    label = hint.answers[0]
    option = option_text(instance, label, lang)
    why = _mistake_sentence(instance._t(hint.key, lang, wrong=label), lang)
    return _prose_decimals(t("guide.misconception.choice", lang, option=option, why=why), lang)


def wrong_number(wrong: float, lang: str) -> str:
    """A mistaken number as the list writes it: a whole one without decimals (4 queries, rank 3: «4», not «4,000»),
    another to 3 decimals (−0,370), without trailing zeros from 1 up («1,8», not «1,800», which a reader from
    Mexico takes for 1800)."""
    wrong += 0.0  # −0.0 is 0
    if wrong == round(wrong):
        return write_number(wrong, ".0f", lang)
    # rounded half away from zero, as a learner rounds by hand: 1/16 = 0.0625 is 0.063 (format's half-even: 0.062)
    wrong = float(Decimal(repr(wrong)).quantize(Decimal("0.001"), ROUND_HALF_UP))
    text = write_number(wrong, ".3f", lang)
    return text.rstrip("0") if abs(wrong) >= 1 else text


def option_text(instance, label: str, lang: str) -> str:
    """An option (a short answer's text) as the list quotes it: without its own quotes, and without its final full
    stop, since a colon follows (quoted «… al menos 0,8»: …, not «… 0,8.»: …)."""
    option = _unquoted(dict(instance.options(lang)).get(label, label) if instance.spec.kind == "choice" else label)
    if lang == "es":  # no quotes inside the list's «…» (the course writes no “…” in Spanish): «La consulta List comprehensions»
        option = re.sub(r"«([^«»]*)»", r"\1", option)
    return re.sub(r"(?<![.。])[.。]$", "", option)


QUOTES = ("«»", "“”", '""')  # an option quoted whole keeps its own quotes: the template adds none around it


def _unquoted(option: str) -> str:
    option = option.strip()
    for opening, closing in QUOTES:
        if len(option) > 2 and option[0] == opening and option[-1] == closing and opening not in option[1:-1]:
            return option[1:-1]
    return option


# A version number keeps its point in every language (RAGAS 0.2, trec_eval 10.0, v0.2.0, Python 3.11).
VERSION = re.compile(r"(?:\b(?:RAGAS|trec_eval|pytrec_eval|ragmetrics|DeepEval|Python|ranx|ir_measures|jupyterlab)\s+v?|\bv)"
                     r"\d+(?:\.\d+)+")


def _prose_decimals(text: str, lang: str) -> str:
    """Spanish prose writes decimals with a comma (0,667) and a space before the percent sign (14 %); code spans
    and version numbers keep their point, as chapter 00 says."""
    if lang != "es":
        return text
    parts = re.split(r"(`[^`]*`)", text)
    return "".join(p if p.startswith("`") else _es_numbers(p) for p in parts)


def _es_numbers(prose: str) -> str:
    kept = []  # the versions, set aside while the decimals change

    def keep(match):
        kept.append(match.group(0))
        return f"\0{len(kept) - 1}\0"

    prose = VERSION.sub(keep, prose)
    prose = re.sub(r"(?<![\w.,])(\d+)\.(\d+)(?!\.\d)", r"\1,\2", prose)
    prose = re.sub(r"(\d)%", r"\1 %", prose)
    return re.sub(r"\0(\d+)\0", lambda m: kept[int(m.group(1))], prose)


def blocks(lang: str) -> dict:
    return {"plan90": plan90(lang)[0], "planday": planday(lang)[0], "misconceptions": misconceptions(lang)}


def render(text: str, generated: dict) -> str:
    """``text`` with each generated block replaced by its new content."""
    # a block this tool does not write (``path``: tools/build_chapters.py) stays as it is
    return BLOCK.sub(lambda m: m.group(1) + generated.get(m.group(2), m.group(3)).rstrip() + "\n" + m.group(4), text)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 if a generated block is out of date")
    args = parser.parse_args(argv)
    stale = []
    for lang, path in GUIDES.items():
        text = path.read_text(encoding="utf-8")
        new = render(text, blocks(lang))
        if new != text:
            stale.append(path)
            if not args.check:
                path.write_text(new, encoding="utf-8")
                print(f"wrote {path.relative_to(ROOT)}")
    if args.check:
        print("\n".join(f"{p.relative_to(ROOT)}: out of date (python tools/build_guide.py)" for p in stale) or "the guides are up to date")
        return 1 if stale else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
