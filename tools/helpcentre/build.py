"""Build the help-centre corpus's JSONL files from the authored sources in tools/helpcentre/src.

Sources (one folder per language, en/es/zh):

* ``NN-*.txt``: articles. Each starts with a header line
  ``=== doc_id | updated | status | section | title`` and runs until the next header; the body's
  paragraphs are kept as written (stripped at both ends).
* ``queries.txt``: one query per unindented line, ``query_id kind | text``; the indented lines under it
  are its answer spans, ``doc_id grade | exact quote from that article's text`` (a quote's first
  occurrence is used; add ``#n`` after the grade to take the n-th occurrence). A quote
  ``first ... last`` (space, three dots, space) spans from the start of ``first`` to the end of the
  next ``last``; ``\\n`` in a quote stands for a line break.

Writes course/ragmetrics_course/datasets/helpcentre/{lang}/docs.jsonl, {lang}/queries.jsonl and
annotations/pass_a.jsonl (character offsets into the text), then runs the checks in course/ragmetrics_course/datasets/check_helpcentre.py.
It never writes pass B (``pass_b.jsonl``, annotated on the texts) or ``adjudicated.jsonl`` (written by
``tools/helpcentre/adjudicate.py`` from the two passes); the checks report adjudicated spans that an
article edit has left different from both passes.

    python tools/helpcentre/build.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = Path(__file__).resolve().parent / "src"
OUT = ROOT / "course" / "ragmetrics_course" / "datasets" / "helpcentre"
LANGS = ("en", "es", "zh")


def read_docs(lang: str) -> list[dict]:
    docs, current, body = [], None, []
    for path in sorted((SRC / lang).glob("[0-9][0-9]-*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("=== "):
                if current:
                    current["text"] = "\n".join(body).strip()
                    docs.append(current)
                doc_id, updated, status, section, title = (p.strip() for p in line[4:].split("|", 4))
                current, body = {"doc_id": doc_id, "title": title, "text": "", "section": section,
                                 "updated": updated, "status": status}, []
            elif current is not None:
                body.append(line.rstrip())
        if current:
            current["text"] = "\n".join(body).strip()
            docs.append(current)
            current, body = None, []
    return docs


def read_queries(lang: str, texts: dict) -> tuple[list[dict], list[dict], list[str]]:
    queries, spans, problems = [], [], []
    path = SRC / lang / "queries.txt"
    if not path.exists():
        return queries, spans, problems
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        if not line[0].isspace():
            head, text = line.split("|", 1)
            qid, kind = head.split()
            queries.append({"query_id": qid, "text": text.strip(), "kind": kind})
            continue
        head, quote = line.strip().split("|", 1)
        quote = quote.strip()
        doc_id, grade, *nth = head.split()
        occurrence = int(nth[0].lstrip("#")) if nth else 1
        text = texts.get(doc_id)
        if text is None:
            problems.append(f"{lang} queries.txt:{number}: unknown doc {doc_id}")
            continue
        first, _, last = quote.replace("\\n", "\n").partition(" ... ")
        start = -1
        for _ in range(occurrence):
            start = text.find(first, start + 1)
        end = start + len(first)
        if start >= 0 and last:
            end = text.find(last, end)
            end = -1 if end < 0 else end + len(last)
        if start < 0 or end < 0:
            problems.append(f"{lang} queries.txt:{number}: quote not in {doc_id}: {quote!r}")
            continue
        spans.append({"query_id": queries[-1]["query_id"], "lang": lang, "doc_id": doc_id,
                      "start": start, "end": end, "grade": int(grade)})
    return queries, spans, problems


def write_jsonl(path: Path, rows) -> None:
    with open(path, "w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> int:
    all_spans, problems = [], []
    for lang in LANGS:
        docs = read_docs(lang)
        queries, spans, found = read_queries(lang, {d["doc_id"]: d["text"] for d in docs})
        problems += found
        (OUT / lang).mkdir(parents=True, exist_ok=True)
        write_jsonl(OUT / lang / "docs.jsonl", docs)
        write_jsonl(OUT / lang / "queries.jsonl", queries)
        all_spans += spans
    (OUT / "annotations").mkdir(exist_ok=True)
    write_jsonl(OUT / "annotations" / "pass_a.jsonl", all_spans)
    sys.path.insert(0, str(ROOT))
    from ragmetrics_course.datasets import check_helpcentre as check

    problems += check.problems(OUT)
    print("\n".join(problems) or "ok")
    print(check.summary(OUT))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
