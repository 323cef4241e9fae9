"""Honest provenance: no text the course shows calls the corpus's or the answer set's labels human.

Every label of the help centre (passes A and B, the adjudication, the answer set's annotations) was made by
LLM assistants working from the guidelines (the corpus's DATASHEET). Two rules, sentence by sentence, in
English, Spanish and Chinese, over every chapter and solution source, the exercise bank, the drill, the
catalogs, the docs, the README and the corpus's own documents:

1. Anywhere: a sentence that names the corpus's labels (pass A/B, annotator A/B, the adjudication, the help
   centre, the answer set) and a human word (human, person, people, by hand, manual; humano, persona, a mano;
   人工, 人类, 真人, 手写...) fails, unless it says they are *not* human ("not by people", "none by a person",
   "no son personas", "不是真人"...).
2. In the texts that use those labels (chapters 08, 10, 12 and their exercises, the corpus's documents),
   every sentence with a human word must be framed as what a study with people, or a reader's own data, would
   have ("your own data", "a study with people", "would", "published", "TREC"...): a sentence that calls the
   labels, or a variable holding them, human without such a frame fails, whichever words it uses for them.

The last two tests check the rules themselves: the sentences chapter 10 used to print are caught, and
sentences about what a real human study would add are not.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COURSE = ROOT / "course" / "ragmetrics_course"

HUMAN = re.compile(
    r"\bhumans?\b|\bhuman[oa]s?\b|\bpersons?\b|\bpeople\b|\bpersonas?\b|\bby hand\b|\bhand-?written\b|"
    r"\ba mano\b|\bmanual(?:ly|es|mente)?\b|\bannotated manually\b|人工|人类|真人|手写|手工|由人|人来",
    re.IGNORECASE,
)
CORPUS = re.compile(
    r"\bpass(?:es)? [AB]\b|\bpasadas? [AB]\b|\bpass_[ab]\b|\bannotators? [AB]\b|\banotador(?:es)? [AB]\b|"
    r"adjudicat|adjudica|\bhelp[- ]?cent(?:re|er)\b|\bhelpcentre\b|\bMarea\b|\banswer set\b|centro de ayuda|"
    r"conjunto de respuestas|第 ?[AB] ?轮|标注者 ?[AB]|裁定|帮助中心|回答集".replace(" ", r"\s+"),
    re.IGNORECASE,
)
# Saying the labels are NOT human is what rule 1 wants.
NEGATED = re.compile(
    r"\bnot (?:by |from |between |(?:a )?human|people|a person|customers)|\bnone by\b|\bno (?:human|person)|"
    r"\bno (?:span|label|grade)s?\b|\bor an LLM\b|\bo un asistente LLM\b|或 ?LLM|\bfictional\b|\bfictici|虚构|\bno (?:\w+ ){0,2}(?:entre|por) personas|"
    r"\bno (?:por|entre|son) (?:personas|humanos)|\bno clientes\b|\bni (?:clientes|personas)\b|"
    r"不是真人|并非(?:顾客|真人)|不属于|而不是真人|并不是人|没有经过人工|尚未测量",
    re.IGNORECASE,
)
# Rule 2: the wordings that call particular labels or labellers human, whatever names the labels.
HUMAN_LABELS = re.compile(
    r"\b(?:the|a second|a first|second|first|other) humans?\b|\bhuman[- ](?:labels?|grades?|judg\w*|annotat\w*|"
    r"qrels|order|ratings?)\b|\bhumans? (?:gave|give|graded|labell?ed|judged|agree\w*)\b|\bhuman[–-]human\b|"
    r"\bpeople who (?:label|grad|judg|annotat)\w*|\b(?:decided|made|labell?ed|graded|judged|annotated|written) by (?:people|humans?|a person)\b|"
    r"\b(?:los|el|un segundo|segundo|otro) human[oa]s?\b|\b(?:etiquetas|grados|juicios|qrels|orden) human[oa]s?\b|"
    r"\bentre humanos\b|\bpersonas? que (?:etiquet|anot|juzg|puntu)\w*|"
    r"\b(?:etiquetad|anotad|juzgad|puntuad|escrit)[oa]s? por (?:personas|humanos|una persona)\b|"
    r"人工(?:标注|标签|等级|给|判|qrels|排序)|另一位人工|人与人|由人工|人类标注|真人标注|\w*_humans?\b|\bhumans?_\w*",
    re.IGNORECASE,
)
# Rule 2's frame: what a study with people, or the reader's own data, would have.
FRAMED = re.compile(
    r"\byour\b|\btus?\b|\bour own\b|\bstudy with people\b|\bwould\b|\bpublished\b|\bTREC\b|\breal (?:study|human)|"
    r"people who know|should come from|\btus propios\b|\bnuestr[oa]s\b|\bestudio con personas\b|\bpublicad|"
    r"personas que conozcan|\bharía\b|\bañadiría\b|\bdeben ponerlas\b|"
    r"你自己|我们自己|真人标注研究|人工标注研究|只有这样|真正的研究|已发表|应由|熟悉业务的真人|熟悉这家店",
    re.IGNORECASE,
)
# Sentence boundaries: end punctuation, blank lines, list items, table rows, code lines and string starts.
SPLIT = re.compile(
    r"(?<=[.!?;])(?:\*\*)?\s+|(?<=[。！？；])|\n\s*\n|\n(?=\s*(?:[-*|#>]|\d+\.|[A-Za-z_][\w.]*\s*[=(\[]|[\"')]|[a-z]{2}=))"
)

# Files whose texts use the corpus's labels (rule 2).
USES_LABELS = re.compile(
    r"(?:chapters|solutions)/(?:08|10|12)_|bank/ch(?:08|10|12)\.py|messages_chapter_(?:08|10|12)\.json|"
    r"datasets/helpcentre/"
)


def _texts():
    """(where, text) for every file the rules read; JSON catalogs give one text per key and language."""
    files = [*ROOT.glob("sources/**/*.py"), *COURSE.glob("exercises/bank/*.py"), *COURSE.glob("drills/*.py"),
             *COURSE.glob("datasets/helpcentre/**/*.md"), *ROOT.glob("docs/*.md"), ROOT / "README.md"]
    for path in sorted(files):
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
    for path in sorted(COURSE.glob("messages*.json")):
        where = path.relative_to(ROOT).as_posix()
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(value, dict):
                for lang, text in value.items():
                    if isinstance(text, str):
                        yield f"{where} {key} [{lang}]", text


def violations(where: str, text: str) -> list[str]:
    """The sentences of ``text`` that break rule 1, or rule 2 when ``where`` uses the corpus's labels."""
    found = []
    for sentence in SPLIT.split(text):
        if HUMAN.search(sentence) and CORPUS.search(sentence) and not NEGATED.search(sentence):
            found.append(f"{where}: names the corpus's labels as human: {sentence.strip()[:200]!r}")
        elif (USES_LABELS.search(where) and HUMAN_LABELS.search(sentence)
              and not (FRAMED.search(sentence) or NEGATED.search(sentence))):
            found.append(f"{where}: a human word outside a real-study frame: {sentence.strip()[:200]!r}")
    return found


def test_no_text_calls_the_corpus_labels_human():
    found = [v for where, text in _texts() for v in violations(where, text)]
    assert not found, "\n".join(found)


# What chapter 10 used to print, and variants a quick rewording would try: each must be caught.
CAUGHT = [
    ("sources/chapters/10_evaluation_set.py", 'msg("ch10.judge.pass_b", en="pass B (a second human)")'),
    ("sources/chapters/10_evaluation_set.py", "humans (adjudicated)"),
    ("sources/chapters/10_evaluation_set.py", "The second human agrees with the first far better than either program does."),
    ("sources/chapters/10_evaluation_set.py", "second_human = [pass_qrels['B'].get(q, {}).get(pid, 0) for q, pid in pair_items]"),
    ("sources/chapters/10_evaluation_set.py", "El segundo humano coincide con el primero mucho más."),
    ("sources/chapters/10_evaluation_set.py", "第 B 轮（另一位人工标注者）"),
    ("sources/chapters/10_evaluation_set.py", "Rated 3 by the rule judge, 0 by the people who labelled it:"),
    ("sources/chapters/12_judging_answers.py", "The answer set was labelled by hand by two annotators."),
    ("sources/chapters/12_judging_answers.py", "Las etiquetas del conjunto de\nrespuestas las pusieron personas."),
    ("sources/chapters/12_judging_answers.py", "回答集由人类标注员标注。"),
    ("docs/guide.md", "Pass A and pass B were labelled by human annotators."),
    ("course/ragmetrics_course/messages_exercises.json ex.12.x.question [es]", "La pasada B la hizo una persona."),
    ("course/ragmetrics_course/messages_drills.json drill.x [zh]", "帮助中心的标签是人工标注的。"),
]
# Sentences about what a real human study would add, and honest provenance: none may be caught.
PASSES = [
    ("sources/chapters/10_evaluation_set.py", "On your own data the reference labels should come from people who know the domain."),
    ("sources/chapters/10_evaluation_set.py", "A real study would have two or more people who know the shop's policies grade a sample."),
    ("sources/chapters/10_evaluation_set.py", "Every label in this corpus was made by LLM assistants, none by a person."),
    ("sources/chapters/10_evaluation_set.py", "The relevant sets of two TREC assessors, people trained by NIST, overlapped by less than half."),
    ("sources/chapters/12_judging_answers.py", "Con tus propios datos, las etiquetas de referencia deben ponerlas personas que conozcan el dominio."),
    ("sources/chapters/12_judging_answers.py", "在你自己的数据上，参照标签应由熟悉业务的真人标注。"),
    ("sources/chapters/12_judging_answers.py", "Annotator A and annotator B (LLM assistants working from the guidelines) labelled the answer set."),
    ("course/ragmetrics_course/messages_exercises.json ex.07.x.question [en]", "On 200 answers labelled by people, your LLM judge agrees on 85 % of them."),
    ("sources/chapters/07_interview_drill.py", "Hand-offs to a human are a business measure."),
]


@pytest.mark.parametrize("where, text", CAUGHT)
def test_the_rules_catch_a_corpus_label_called_human(where, text):
    assert violations(where, text), f"not caught: {text!r}"


@pytest.mark.parametrize("where, text", PASSES)
def test_the_rules_leave_real_human_studies_alone(where, text):
    assert not violations(where, text)
