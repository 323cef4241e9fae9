"""Write what course/ragmetrics_course/chapters.json declares into the places that list the chapters.

    python tools/build_chapters.py            # rewrite the README's course map and the guides' path blocks
    python tools/build_chapters.py --check    # exit 1 if one of them, or a declared time, is out of date
    python tools/build_chapters.py --measure  # re-measure the times of every chapter with a notebook, rewrite them

The README's table sits between ``<!-- BEGIN generated: course_map -->`` and ``<!-- END generated: course_map -->``;
each instructors' guide has a ``path`` block, its one table of times (the path in the declared order, the declared times
with the parts of the English measure they come from, the longest chapter, how much longer the guide's language measures).
Chapter 00's map (``ragmetrics_course.course_map``), the site's order (tools/build_site.py) and each chapter's time
line (tools/build_course.py) read the declaration themselves.

The times: tools/build_guide.py's measurement of the English notebooks (reading at two thirds of the IReST norms,
half a minute per code cell, three minutes per live widget and per numeric exercise, one and a half per other
exercise), rounded to 5 minutes. A chapter without a notebook keeps its declared estimate.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "course"))
sys.path.insert(0, str(ROOT / "tools"))

import build_guide  # noqa: E402
from ragmetrics_course.chapters import DECLARATION, _data, chapters, exercise_counts, markdown_table  # noqa: E402
from ragmetrics_course.messages import t  # noqa: E402

README = ROOT / "README.md"
BLOCK = build_guide.BLOCK
TOLERANCE = 5  # minutes: a declared time is one of the two multiples of 5 around the measured one


def round5(minutes: float) -> int:
    return int(5 * round(minutes / 5))


def measured() -> dict:
    """stem -> (reading and running, with the exercises), in minutes, for every English chapter notebook."""
    found = {}
    for c in build_guide.chapters("en"):
        m = build_guide.minutes(c, "en")
        found[c["stem"]] = (m["total"] - m["exercises"], m["total"])
    return found


def stale_times() -> list:
    problems = []
    now = measured()
    for c in chapters():
        if c.stem in now:
            notebook, total = now[c.stem]
            if abs(c.minutes - notebook) >= TOLERANCE or abs(c.with_exercises - total) >= TOLERANCE:
                problems.append(f"chapters.json: {c.stem} declares {c.minutes}/{c.with_exercises} min, its notebook measures "
                                f"{notebook:.0f}/{total:.0f}: run tools/build_chapters.py --measure")
            if c.estimated:
                problems.append(f"chapters.json: {c.stem} has a notebook now: measure it (--measure) and drop \"estimated\"")
    return problems


def rewrite_times() -> None:
    data = json.loads(DECLARATION.read_text(encoding="utf-8"))
    now = measured()
    for c in data["chapters"]:
        if c["stem"] in now:
            c["minutes"], c["with_exercises"] = (round5(x) for x in now[c["stem"]])
            c.pop("estimated", None)
    DECLARATION.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    _data.cache_clear()  # the README and the guides are written next, from the new times (not the cached old ones)


def readme_table() -> str:
    counts = exercise_counts()
    rows = [[c.number, c.title["en"], c.learn["en"], str(counts.get(c.number, 0) or "–"),
             f"{c.minutes} / {c.with_exercises}" if counts.get(c.number) else str(c.minutes)] for c in chapters()]
    table = markdown_table(["#", "chapter", "what you learn", "exercises", "time (min): notebook / with exercises"], rows)
    return table + "\n\nIn reading order (a chapter added later sits where it belongs); declared once in " \
                   "`course/ragmetrics_course/chapters.json`, times measured as `docs/instructors.md` explains."


def hours(minutes: int, lang: str) -> str:
    """800 -> "13 h 20 min" (zh "13 小时 20 分钟"): exact, since a rounded "13.5 hours" reads as 810 minutes."""
    h, m = divmod(int(minutes), 60)
    if lang == "zh":
        return f"{h} 小时 {m} 分钟" if m else f"{h} 小时"
    return f"{h} h {m} min" if m else f"{h} h"


def path_block(lang: str) -> str:
    """The guide's one table of times: per chapter in path order, the declared times (those each notebook's time
    line shows, in every language) and beside them the parts of the measure they come from (English notebooks)."""
    counts = exercise_counts()
    parts = {c["stem"]: c for c in build_guide.chapters("en")}
    rows = []
    for c in chapters():
        found = parts.get(c.stem)
        if found:
            numeric = found["exercises"].count("number")
            m = build_guide.minutes(found, "en")
            measure = [f"{numeric} + {len(found['exercises']) - numeric}", f"{m['reading']:.0f}", str(found["code"]),
                       str(found["widgets"])]
        else:  # declared before its notebook exists: an estimate
            measure = [str(counts.get(c.number, 0)), "–", "–", "–"]
        rows.append([c.number, c.title[lang], *measure, str(c.minutes), str(c.with_exercises)])
    header = ["", t("guide.col.chapter", lang), t("guide.col.exercises", lang), t("guide.col.reading", lang),
              t("guide.col.code", lang), t("guide.col.widgets", lang), t("guide.path.notebook", lang),
              t("guide.path.with_exercises", lang)]
    longest = max(chapters(), key=lambda c: c.with_exercises)
    total = sum(c.with_exercises for c in chapters())
    note = t("guide.path.longest", lang, number=int(longest.number), title=longest.title[lang],
             minutes=longest.with_exercises,
             notebooks=sum(c.minutes for c in chapters()), total=total, hours=hours(total, lang))
    if lang != "en":
        note += ("" if lang == "zh" else " ") + t("guide.path.language", lang, percent=_percent(language_share(lang), lang))
    return markdown_table(header, rows) + "\n\n" + note


def language_share(lang: str) -> float:
    """How much longer the whole path measures on the ``lang`` notebooks than on the English ones (0.1 = 10 %)."""
    def total(found_lang):
        return sum(build_guide.minutes(c, found_lang)["total"] for c in build_guide.chapters(found_lang))
    return total(lang) / total("en") - 1


def _percent(share: float, lang: str) -> str:
    return f"{round(100 * share)} %" if lang == "es" else f"{round(100 * share)}%"


def outputs() -> dict:
    """path -> the text it should have."""
    found = {README: build_guide.render(README.read_text(encoding="utf-8"), {"course_map": readme_table()})}
    for lang, path in build_guide.GUIDES.items():
        text = path.read_text(encoding="utf-8")
        generated = {name: m.group(3) for m in BLOCK.finditer(text) for name in [m.group(2)]}
        found[path] = build_guide.render(text, generated | {"path": path_block(lang)})
    return found


def problems() -> list:
    found = stale_times()
    for path, text in outputs().items():
        name = path.name if path == README else path.relative_to(ROOT)
        marker = "course_map" if path == README else "path"
        if f"<!-- BEGIN generated: {marker} -->" not in path.read_text(encoding="utf-8"):
            found.append(f"{name}: no generated block {marker!r}")
        elif text != path.read_text(encoding="utf-8"):
            found.append(f"{name}: its {marker!r} block differs from chapters.json: run tools/build_chapters.py")
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 if something is out of date")
    parser.add_argument("--measure", action="store_true", help="re-measure the declared times from the notebooks")
    args = parser.parse_args(argv)
    if args.check:
        found = problems()
        print("\n".join(found) or "chapters.json, the README and the guides agree")
        return 1 if found else 0
    if args.measure:
        rewrite_times()
    for path, text in outputs().items():
        path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
