"""Build the help centre's answer set and nuggets from tools/helpcentre/src/answers, and check them.

Sources (``src/answers/{en,es,zh}.jsonl``, one record per question, ``q`` its query id):

* ``para``: the correct paraphrase. In ``en.jsonl`` it is ``[text, [passage ids]]``: the citations of
  every language (the lab's paragraph chunking gives the same passage ids in the three languages); in
  ``es``/``zh`` only the text. ``[n]`` in a text cites the n-th passage id (ALCE style).
* ``wn``: ``[old, new]``, the figure the ``wrong_number`` answer changes (every occurrence of ``old``
  in the paraphrase becomes ``new``; citations unchanged).
* ``add``: one sentence no passage supports; ``unsupported_addition`` is the paraphrase + this sentence.
* ``mp``: the ``missing_part`` answer (one part of the reference left out); ``out``: the
  ``outdated_policy`` answer (built on ``returns-policy-2025``); both ``[text, [ids]]`` in en, text
  elsewhere. ``ref``: the ``refusal`` answer (no citation).
* ``wc`` (en only): the passage ids the ``wrong_citation`` answer cites instead of the paraphrase's first
  ones (its text is the paraphrase's; ``wc[i]`` replaces the paraphrase's i-th citation, the rest are
  kept); ``mc`` (en only): ``true`` gives a ``missing_citation`` answer (the
  paraphrase's text without markers or citations).
* ``nug``: the question's nuggets, ``[[importance, text], ...]`` (importance the same in every language).

The ``extractive`` answer of every question is produced here by running the lab: BM25 (the lab's
default retriever) on the paragraph chunking, the top ``K`` passages as the context, and
``ragmetrics_course.lab.generate.extractive_answer``, which copies a sentence of the first passage; it
cites that passage. BM25 and the generator have no randomness: the same code gives the same answers.

Writes course/ragmetrics_course/datasets/helpcentre/answers/{lang}.jsonl and nuggets/{lang}.jsonl;
refuses to write when a check fails (the problems are printed, each naming the answer).

    python tools/helpcentre/build_answers.py            # build and write
    python tools/helpcentre/build_answers.py --check    # build and compare with the shipped files
    python tools/helpcentre/build_answers.py --sheet en > sheet-en.jsonl      # what an annotator reads (blind)
    python tools/helpcentre/build_answers.py --unblind labels-en.jsonl > part-of-pass_a.jsonl

The sheet (answers/GUIDELINES.md, section 1) lists one language's answers in a seeded shuffled order
under opaque ``item`` ids, with the question and the text of every cited passage, without the answer's
kind or system; ``--unblind`` maps labels written by ``item`` back to ``answer_id`` lines of a pass file.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = Path(__file__).resolve().parent / "src" / "answers"
OUT = ROOT / "course" / "ragmetrics_course" / "datasets" / "helpcentre"
LANGS = ("en", "es", "zh")
RETRIEVER, CHUNKING, K = "bm25", "paragraph", 5
OUTDATED = "returns-policy-2025"
WRITTEN_BY = "written for the course by an LLM assistant"
EXTRACTIVE_BY = ("the course's extractive generator (ragmetrics_course.lab.generate.extractive_answer), "
                 "run by tools/helpcentre/build_answers.py")
# the order of the kinds in the files, per question
KINDS = ("extractive", "paraphrase", "wrong_number", "outdated_policy", "unsupported_addition", "missing_part",
         "refusal", "wrong_citation", "missing_citation")
_MARKER = re.compile(r"\[(\d+)\]")
_MARKERS = re.compile(r"\s*(?:\[\d+\])+")
_END = re.compile(r"([.!?。！？])$")


def read_source(lang: str) -> dict:
    rows = {}
    path = SRC / f"{lang}.jsonl"
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                row = json.loads(line)
            except json.JSONDecodeError as error:
                raise ValueError(f"{path.name}, line {number}: not JSON ({error})") from None
            rows[row["q"]] = row
    return rows


def cite_marker(sentence: str, lang: str) -> str:
    """The extractive sentence with ``[1]`` before its closing punctuation (it cites passage 1)."""
    mark = "[1]" if lang == "zh" else " [1]"
    if _END.search(sentence):
        return _END.sub(lambda m: mark + m.group(1), sentence)
    return sentence + mark


def extractive_answers(lang: str) -> dict:
    """{query_id: (text with [1], [cited passage id], [top-K passage ids])}, by running the lab's code."""
    from ragmetrics.retrieval.ranking import rank
    from ragmetrics_course.lab import Lab
    from ragmetrics_course.lab.generate import extractive_answer

    lab = Lab(lang)
    run = lab.run(RETRIEVER, CHUNKING)
    texts = {p.passage_id: p.text for p in lab.passages(CHUNKING)}
    out = {}
    for query in lab.queries:
        top = rank(run[query.query_id])[:K] if run.get(query.query_id) else []
        sentence = extractive_answer(query.text, [texts[pid] for pid in top])
        out[query.query_id] = (cite_marker(sentence, lang), top[:1], top) if sentence else ("", [], top)
    return out


def _text(value):
    return value[0] if isinstance(value, list) else value


def written_answers(qid: str, plan: dict, row: dict) -> list:
    """[(kind, text, citations)] of one question in one language; ``plan`` is its en record."""
    out = []
    para_cites = plan["para"][1] if "para" in plan else []
    if "para" in row:
        para = _text(row["para"])
        out.append(("paraphrase", para, para_cites))
        if "wn" in row:
            old, new = row["wn"]
            out.append(("wrong_number", para.replace(old, new) if old in para else "", para_cites))
    if "out" in row:
        out.append(("outdated_policy", _text(row["out"]), plan["out"][1]))
    if "add" in row:
        sep = "" if _is_zh(row["add"]) else " "
        out.append(("unsupported_addition", _text(row["para"]) + sep + row["add"], para_cites))
    if "mp" in row:
        out.append(("missing_part", _text(row["mp"]), plan["mp"][1]))
    if "ref" in row:
        out.append(("refusal", row["ref"], []))
    if "wc" in plan and "para" in row:  # the first len(wc) citations replaced, the others kept
        out.append(("wrong_citation", _text(row["para"]), plan["wc"] + para_cites[len(plan["wc"]):]))
    if plan.get("mc") and "para" in row:
        out.append(("missing_citation", _MARKERS.sub("", _text(row["para"])), []))
    return out


def _is_zh(text: str) -> bool:
    return bool(re.search(r"[\u4e00-\u9fff]", text))


def build() -> tuple[dict, dict, list]:
    """({lang: [answer records]}, {lang: [nugget records]}, [problems])."""
    sources = {lang: read_source(lang) for lang in LANGS}
    problems: list = []
    answers, nuggets = {}, {}
    plans = sources["en"]
    for lang in LANGS:
        if set(sources[lang]) != set(plans):
            problems.append(f"{lang}.jsonl: questions differ from en.jsonl: "
                            f"{sorted(set(sources[lang]) ^ set(plans))}")
        extractive = extractive_answers(lang)
        records, nugget_rows = [], []
        for qid in sorted(plans):
            row = sources[lang].get(qid, {})
            for key in ("wc", "mc"):
                if key in row and lang != "en":
                    problems.append(f"{lang}.jsonl {qid}: '{key}' belongs in en.jsonl only")
            text, cited, top = extractive[qid]
            records.append({"answer_id": f"{qid}.extractive", "query_id": qid, "lang": lang, "system": "extractive",
                            "kind": "extractive", "text": text, "citations": cited, "made_by": EXTRACTIVE_BY,
                            "retriever": RETRIEVER, "chunking": CHUNKING, "k": K, "retrieved": top})
            for kind, text, cites in written_answers(qid, plans[qid], row):
                records.append({"answer_id": f"{qid}.{kind}", "query_id": qid, "lang": lang, "system": "written",
                                "kind": kind, "text": text, "citations": list(cites), "made_by": WRITTEN_BY})
            for n, (importance, text) in enumerate(row.get("nug", []), 1):
                nugget_rows.append({"nugget_id": f"{qid}.n{n}", "query_id": qid, "lang": lang,
                                    "importance": importance, "text": text})
        records.sort(key=lambda r: (r["query_id"], KINDS.index(r["kind"])))
        answers[lang], nuggets[lang] = records, nugget_rows
    problems += check(answers, nuggets, sources)
    problems += check_wrong_citations(plans)
    return answers, nuggets, problems


def check(answers: dict, nuggets: dict, sources: dict) -> list:
    """Every rule the answer set keeps; one line per problem, naming the answer."""
    from ragmetrics_course.datasets.helpcentre import HelpCentre
    from ragmetrics_course.lab.chunking import chunk_docs

    problems = []
    ids = {lang: [r["answer_id"] for r in answers[lang]] for lang in LANGS}
    for lang in LANGS:
        if len(set(ids[lang])) != len(ids[lang]):
            problems.append(f"{lang}: duplicate answer ids")
        if ids[lang] != ids["en"]:
            problems.append(f"{lang}: answer ids differ from en: {sorted(set(ids[lang]) ^ set(ids['en']))}")
        if [(n["nugget_id"], n["importance"]) for n in nuggets[lang]] != \
                [(n["nugget_id"], n["importance"]) for n in nuggets["en"]]:
            problems.append(f"{lang}: nugget ids or importance differ from en")
        hc = HelpCentre(lang)
        kinds = {q.query_id: q.kind for q in hc.queries_iter()}
        passages = chunk_docs(hc.docs_iter(), CHUNKING)
        known = {p.passage_id for p in passages}
        qrels = hc.passage_qrels((p.passage_id, p.doc_id, p.start, p.end) for p in passages)
        for r in answers[lang]:
            problems += [f"{lang} {r['answer_id']}: {p}" for p in _check_answer(r, known, qrels, kinds)]
        for n in nuggets[lang]:
            if n["importance"] not in ("vital", "okay") or not n["text"].strip():
                problems.append(f"{lang} {n['nugget_id']}: importance must be vital/okay and the text not blank")
    return problems


def check_wrong_citations(plans: dict) -> list:
    """The passages a wrong_citation answer cites in place of the paraphrase's are judged 0 for its question."""
    from ragmetrics_course.datasets.helpcentre import HelpCentre
    from ragmetrics_course.lab.chunking import chunk_docs

    problems = []
    for lang in LANGS:
        hc = HelpCentre(lang)
        passages = chunk_docs(hc.docs_iter(), CHUNKING)
        qrels = hc.passage_qrels((p.passage_id, p.doc_id, p.start, p.end) for p in passages)
        for qid, plan in sorted(plans.items()):
            relevant = [pid for pid in plan.get("wc", []) if qrels.get(qid, {}).get(pid, 0) > 0]
            if relevant:
                problems.append(f"{lang} {qid}.wrong_citation: cites {relevant}, judged relevant to {qid}")
    return problems


def _check_answer(r: dict, known: set, qrels: dict, kinds: dict) -> list:
    from ragmetrics.generation.citations import split_citations

    out = []
    qid, kind, text, cites = r["query_id"], r["kind"], r["text"], r["citations"]
    judged = qrels.get(qid, {})
    if kind != "extractive" and not text.strip():
        out.append("empty text (a 'wn' figure not found in the paraphrase?)")
    out += [f"cites {pid!r}, which is not a passage of the {CHUNKING} chunking" for pid in cites if pid not in known]
    markers = [int(m) for m in _MARKER.findall(text)]
    if any(m < 1 or m > len(cites) for m in markers):
        out.append(f"a marker in {markers} has no citation (the answer cites {len(cites)})")
    if cites and sorted(set(markers)) != list(range(1, len(cites) + 1)):
        out.append(f"its citations {cites} are not all marked in the text (markers {markers})")
    if kind in ("paraphrase", "missing_part", "outdated_policy") and cites:
        unmarked = [statement for statement, cited in split_citations(text) if not cited]
        if unmarked:  # a right answer cites every statement (else its citation support is not full)
            out.append(f"statements without a marker: {unmarked}")
    if kind in ("refusal", "missing_citation") and (cites or markers):
        out.append("a refusal or missing_citation answer cites nothing")
    if kinds[qid] == "unanswerable" and kind not in ("extractive", "refusal"):
        out.append("an unanswerable question has only extractive and refusal answers")
    if kind in ("paraphrase", "missing_part") and not any(judged.get(pid, 0) >= 1 for pid in cites):
        out.append(f"none of its citations {cites} is judged relevant to {qid}")
    if kind == "outdated_policy" and not any(pid.startswith(OUTDATED + "#") for pid in cites):
        out.append(f"an outdated_policy answer cites the outdated page {OUTDATED}")
    return out


def write(answers: dict, nuggets: dict) -> None:
    for folder, data in (("answers", answers), ("answers/nuggets", nuggets)):
        (OUT / folder).mkdir(parents=True, exist_ok=True)
        for lang in LANGS:
            lines = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in data[lang])
            (OUT / folder / f"{lang}.jsonl").write_text(lines, encoding="utf-8")


def shipped(folder: str, lang: str) -> list:
    path = OUT / folder / f"{lang}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def sheet_order(lang: str) -> list:
    """The answer ids of ``lang`` in the sheet's order (a seeded shuffle: the same order every time)."""
    import random

    ids = [row["answer_id"] for row in shipped("answers", lang)]
    random.Random(f"helpcentre-answers-{lang}").shuffle(ids)
    return ids


def sheet(lang: str) -> list:
    """The annotation sheet of ``lang``: item, query_id, question, text, cited passages (id and text)."""
    from ragmetrics_course.datasets.helpcentre import HelpCentre
    from ragmetrics_course.lab.chunking import chunk_docs

    hc = HelpCentre(lang)
    texts = {p.passage_id: p.text for p in chunk_docs(hc.docs_iter(), CHUNKING)}
    questions = {q.query_id: q.text for q in hc.queries_iter()}
    rows = {row["answer_id"]: row for row in shipped("answers", lang)}
    return [{"item": f"{lang}-{n:03d}", "query_id": rows[aid]["query_id"], "question": questions[rows[aid]["query_id"]],
             "text": rows[aid]["text"],
             "citations": [{"n": i, "passage_id": pid, "text": texts[pid]} for i, pid in
                           enumerate(rows[aid]["citations"], 1)]}
            for n, aid in enumerate(sheet_order(lang), 1)]


def unblind(path: Path) -> list:
    """Labels written by sheet ``item`` -> the same labels by ``answer_id`` and ``lang``."""
    out = []
    orders: dict = {}
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        item = str(row.pop("item", ""))
        lang, _, n = item.partition("-")
        if lang not in LANGS or not n.isdigit():
            raise ValueError(f"{Path(path).name}, line {number}: 'item' must look like 'en-001' (got {item!r})")
        order = orders.setdefault(lang, sheet_order(lang))
        if not 1 <= int(n) <= len(order):
            raise ValueError(f"{Path(path).name}, line {number}: no item {item!r} on the {lang} sheet")
        out.append({"answer_id": order[int(n) - 1], "lang": lang, **row})
    return out


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] in (["--sheet"], ["--unblind"]) and len(argv) == 2:
        rows = sheet(argv[1]) if argv[0] == "--sheet" else unblind(Path(argv[1]))
        sys.stdout.write("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows))
        return 0
    answers, nuggets, problems = build()
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problems; nothing written")
        return 1
    if "--check" in argv:
        same = all(shipped("answers", lang) == answers[lang] and shipped("answers/nuggets", lang) == nuggets[lang]
                   for lang in LANGS)
        print("the shipped files are up to date" if same else "the shipped files differ from the sources")
        return 0 if same else 1
    write(answers, nuggets)
    for lang in LANGS:
        print(f"{lang}: {len(answers[lang])} answers, {len(nuggets[lang])} nuggets")
    return 0


if __name__ == "__main__":
    sys.path[:0] = [str(ROOT), str(ROOT / "course")]
    raise SystemExit(main())
