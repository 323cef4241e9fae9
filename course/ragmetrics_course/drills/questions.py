"""Drill questions: random ranking questions (answers computed with ragmetrics), rankings of the help-centre
corpus (a real question, BM25's real ranking of its passages, the real judgments) and the course's conceptual ones.

>>> questions = make_drill(4, seed=1)
>>> [q.number for q in questions]
[1, 2, 3, 4]
>>> questions == make_drill(4, seed=1) == list(iter_drill(4, seed=1))
True
"""

from __future__ import annotations

import random
from html import escape
from dataclasses import dataclass, field
from typing import Iterator

import ragmetrics as rm

from ..exercises import DEFAULT_TOLERANCE, Exercise, ExerciseInstance, Feedback, exercise, registry
from ..exercises.feedback import code_spans
from ..exercises.bank.library import HINTS_BY_MEASURE, as_grades, dcg, declared, distinct_hints, ranking_facts
from .textout import decimal, trim_stop
from ..messages import course_error, get_language, t

__all__ = ["DrillMeasure", "DRILL_MEASURES", "TOPICS", "CONCEPT_SHARE", "GENERATION_SHARE", "CORPUS_SHARE", "CORPUS_MEASURES", "DrillQuestion",
           "ranking_question", "corpus_question", "concept_ids", "iter_drill", "make_drill", "check_drill_arguments"]

@dataclass(frozen=True)
class DrillMeasure:
    """What a ranking question asks: a measure of ragmetrics' declarations, by its canonical name, or DCG."""

    name: str  # a canonical name of ragmetrics.measures.MEASURES, or "DCG" (nDCG's numerator; evaluate does not report it)
    at_k: bool  # at the question's cutoff k (RR is asked both ways)
    graded: bool  # grades 1-3 instead of binary judgments
    topic: str  # the summary's drill.topic.<topic>
    hints: str  # which likely mistakes are tried: a key of HINTS_BY_MEASURE

    def value(self, inputs) -> float:
        """The right answer on a question's inputs, from the declaration (``Measure.compute``)."""
        return dcg(inputs) if self.name == "DCG" else declared(self.name, inputs, at_k=self.at_k)


# The measures a ranking question may ask, by the key of the catalog's drill.metric.<key>.* texts.
DRILL_MEASURES = {
    "recall": DrillMeasure("R", True, False, "recall", "recall"),
    "precision": DrillMeasure("P", True, False, "precision", "precision"),
    "f1": DrillMeasure("F1", True, False, "f1", "f1"),
    "hit_rate": DrillMeasure("HitRate", True, False, "hit_rate", "hit_rate"),
    "rr": DrillMeasure("RR", False, False, "mrr", "rr"),
    "rr_at_k": DrillMeasure("RR", True, False, "mrr", "rr_at_k"),
    "ndcg": DrillMeasure("nDCG", True, False, "ndcg", "ndcg"),
    "ndcg_graded": DrillMeasure("nDCG", True, True, "ndcg", "ndcg"),
    "dcg_graded": DrillMeasure("DCG", True, True, "ndcg", "dcg"),
    "ap": DrillMeasure("AP", False, False, "ap", "ap"),
}
# Every topic a question may have (a ranking question's measure family, or a conceptual exercise's topic).
TOPICS = ("recall", "precision", "f1", "hit_rate", "mrr", "ndcg", "ap", "evaluation", "generation", "conventions",
          "diagnosis", "significance", "evaluation_set", "lab", "own_system")
# The chapter that teaches each ranking question's measure family; the drill is chapter 07's.
MEASURE_CHAPTERS = {"recall": "01", "precision": "01", "f1": "01", "hit_rate": "02", "mrr": "02", "ap": "02", "ndcg": "03"}
DRILL_CHAPTER = "07"
CONCEPT_SHARE = 0.55
# Of all the questions, the share on generation and judging answers (issue 23: at least a third), drawn from the
# conceptual questions whose topic is "generation"; the rest of CONCEPT_SHARE goes to the other topics.
GENERATION_SHARE = 0.4
# Questions on the help-centre corpus (chapter 08): the measures a passage ranking with graded judgments
# asks, the share of a drill they take, and how many passages of BM25's ranking a question shows.
CORPUS_MEASURES = ("recall", "rr_at_k", "ndcg_graded")
CORPUS_SHARE = 0.15
CORPUS_SHOWN = 8


def _drill_facts(inputs) -> dict:
    """The fields of a ranking question's texts: the counts, and the terms of its formula."""
    facts = ranking_facts(inputs)
    retrieved, relevant, k = inputs["retrieved"], inputs["relevant"], inputs["k"]
    gain = inputs.get("gain", "linear")
    grades = as_grades(relevant)
    ideal_order = sorted(grades, key=lambda doc: -grades[doc])
    facts.update(
        p=f"{rm.precision_at_k(retrieved, relevant, k=k):.3f}",
        r=f"{rm.recall_at_k(retrieved, relevant, k=k):.3f}",
        dcg=f"{rm.dcg_at_k(retrieved, relevant, k=k, gain=gain):.3f}",
        idcg=f"{rm.dcg_at_k(ideal_order, relevant, k=k, gain=gain):.3f}",
    )
    return facts


def ranking_question(number: int, measure: str, retrieved: list, relevant, k: int, *, about: dict | None = None,
                     prefix: str = "drill.metric", topic: str | None = None) -> ExerciseInstance:
    """A ranking question on these inputs: ragmetrics computes the answer, the measure's hints the mistakes.

    ``about`` adds inputs shown before the ranking (a corpus question's id and text); ``prefix`` and
    ``topic`` choose the texts (``<prefix>.<measure>.*``) and the summary's topic (default: the measure's).
    """
    if measure not in DRILL_MEASURES:
        raise ValueError(f"'measure' must be one of {', '.join(map(repr, DRILL_MEASURES))} (got {measure!r})")
    asked = DRILL_MEASURES[measure]
    inputs = {**(about or {}), "retrieved": list(retrieved), "relevant": relevant, "k": k}
    if not asked.at_k and asked.name == "RR":
        inputs.pop("k")  # RR without cutoff: no k in the question...
    inputs_for_facts = {**inputs, "k": k}  # ...but its facts and the "with cutoff" mistake still read it
    expected = float(asked.value(inputs))
    hints = distinct_hints(HINTS_BY_MEASURE[asked.hints], inputs_for_facts, expected, DEFAULT_TOLERANCE)
    if "k" not in inputs:
        hints = tuple(h for h in hints if h.key != "hint.rr_with_cutoff")
    spec = Exercise(
        id=f"drill.q{number}", kind="number", inputs=inputs, expected=asked.value, hints=hints,
        unit_interval=asked.name != "DCG", facts=lambda i, k=k: _drill_facts({**i, "k": k}),
        prefix=f"{prefix}.{measure}", source="drill", topic=topic or asked.topic,
    )
    return ExerciseInstance(spec)


def _corpus(lang: str):
    """The lab of the help centre in ``lang`` (its BM25 index is built on first use and kept)."""
    from ..lab import Lab

    return Lab(lang)


def corpus_question(number: int, measure: str, query_id: str, k: int, *, lang: str) -> ExerciseInstance:
    """A ranking question on the help centre in ``lang``: question ``query_id``, the top passages of BM25 over
    paragraphs, and their judgments (graded for a graded measure, else every passage of grade 1 or more)."""
    if measure not in CORPUS_MEASURES:
        raise course_error(ValueError, "error.one_of", lang, name="measure",
                           choices=", ".join(map(repr, CORPUS_MEASURES)), got=repr(measure))
    lab = _corpus(lang)
    judged = lab.qrels("paragraph").get(query_id)
    if not judged:
        raise course_error(ValueError, "error.corpus_question", lang, got=repr(query_id))
    text = next(q.text for q in lab.queries if q.query_id == query_id)
    retrieved = rm.rank(lab.run("bm25", "paragraph")[query_id])[:CORPUS_SHOWN]
    relevant = dict(sorted(judged.items())) if DRILL_MEASURES[measure].graded else sorted(judged)
    return ranking_question(number, measure, retrieved, relevant, k, about={"query_id": query_id, "question": text},
                            prefix="drill.corpus", topic="lab")


def _corpus_draw(rng: random.Random, lang: str) -> tuple[str, str, int]:
    """A measure, an answerable question with a relevant passage among the passages shown, and k in 3..5."""
    lab = _corpus(lang)
    run, qrels = lab.run("bm25", "paragraph"), lab.qrels("paragraph")
    shown = [qid for qid in sorted(qrels) if any(pid in qrels[qid] for pid in rm.rank(run[qid])[:CORPUS_SHOWN])]
    return rng.choice(CORPUS_MEASURES), rng.choice(shown), rng.choice((3, 4, 5))


def concept_ids() -> list[str]:
    """The exercises a drill may ask as conceptual questions: every multiple-choice and short-answer one."""
    return [key for key, spec in registry().items() if spec.kind in ("choice", "text")]


def _random_ranking(rng: random.Random, measure: str) -> tuple[list, object, int]:
    """A ranking of 5-8 docs, relevant docs (some maybe unretrieved) and k in 3..5, with at least one hit
    in the top k most of the time (a question whose answer is 0 teaches less)."""
    for _ in range(50):
        n = rng.randint(5, 8)
        pool = rng.sample(range(1, 31), n + 3)
        retrieved, others = pool[:n], pool[n:]
        k = rng.choice((3, 4, 5))
        n_rel = rng.randint(1, 4)
        relevant_ids = rng.sample(retrieved, min(n_rel, n)) + others[: rng.randint(0, 1)]
        if DRILL_MEASURES[measure].graded:
            relevant = {doc: rng.randint(1, 3) for doc in relevant_ids}
        else:
            relevant = sorted(relevant_ids)
        in_top = any(doc in set(relevant_ids) for doc in retrieved[:k])
        if in_top or rng.random() < 0.1:
            return retrieved, relevant, k
    return retrieved, relevant, k


@dataclass
class DrillQuestion:
    """One question of a drill: its number, topic, and the exercise that checks it."""

    number: int
    kind: str  # "ranking", "corpus" (a ranking of the help-centre corpus) or "concept"
    key: str  # the measure (ranking, corpus) or the exercise id (concept)
    instance: ExerciseInstance = field(compare=False)
    inputs: dict = field(default_factory=dict)

    @property
    def topic(self) -> str:
        return self.instance.spec.topic or "evaluation"

    @property
    def taught_in(self) -> str:
        """The chapter that teaches what this question asks (a ranking question: its measure's chapter)."""
        if self.kind == "concept":
            return self.instance.spec.teaching_chapter
        return MEASURE_CHAPTERS[DRILL_MEASURES[self.key].topic]

    def title(self, lang: str) -> str:
        """The question's title, marked "(after chapter NN)" when a chapter after the drill's (07) teaches it."""
        from ..chapters import after_mark

        lang = lang or get_language()
        mark = after_mark(self.taught_in, DRILL_CHAPTER, lang)
        return self.instance.title(lang) + ("" if lang == "zh" else " ") + mark if mark else self.instance.title(lang)

    def prompt(self, lang: str) -> str:
        """The question as text: what is asked, the inputs as code, the options, the answer format."""
        lines = [self.instance.question(lang)]
        if self.instance.inputs:
            lines += ["", *("    " + line for line in self.instance.code().splitlines())]
        if self.instance.spec.kind == "choice":
            lines += [""] + [f"  {label}) {text}" for label, text in self.instance.options(lang)]
        lines += ["", self.instance.answer_format(lang)]
        return "\n".join(lines)

    def prompt_html(self, lang: str) -> str:
        """The question as HTML for a page without a kernel (GitHub): `code` spans as <code>, the inputs as a block."""
        instance = self.instance
        parts = [f"<p>{code_spans(instance.question(lang))}</p>"]
        if instance.inputs:
            parts.append(f"<pre style='white-space: pre-wrap'>{escape(instance.code())}</pre>")
        if instance.spec.kind == "choice":
            items = "".join(f"<li><b>{label})</b> {code_spans(text)}</li>" for label, text in instance.options(lang))
            parts.append(f"<ul style='list-style: none; padding-left: 4px'>{items}</ul>")
        parts.append(f"<p>{code_spans(instance.answer_format(lang))}</p>")
        return "".join(parts)

    def check(self, answer, lang: str) -> Feedback:
        return self.instance.check(answer, lang=lang)

    def solution(self, lang: str) -> str:
        """The right answer and why (shown after a wrong or skipped answer)."""
        expected = self.instance.expected()
        spec = self.instance.spec
        shown = decimal(expected, lang) if spec.kind == "number" else str(expected)
        if spec.kind == "choice":
            shown = f"{expected}) " + dict(self.instance.options(lang))[expected]
        why = self.instance.why(lang, expected=decimal(expected, lang) if spec.kind == "number" else expected)
        # the template ends the answer with its own full stop: an option that already ends one keeps one
        return t("drill.solution", lang, answer=trim_stop(shown), why=why)

    def solution_html(self, lang: str) -> str:
        """:meth:`solution` as HTML, its `code` spans as <code>."""
        return code_spans(self.solution(lang))


def check_drill_arguments(n, seed, lang: str | None = None) -> None:
    """Refuse an ``n`` that is not a positive int and a ``seed`` that is not an int or None (a string seed would
    draw questions, then fail at "restart", which adds 1 to it), in ``lang`` (default: the course language)."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise course_error(ValueError, "error.positive_int", lang, name="n", got=repr(n))
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise course_error(TypeError, "error.seed", lang, got=repr(seed))


def iter_drill(n: int = 10, seed: int | None = None, *, concept_share: float = CONCEPT_SHARE,
               corpus_share: float = CORPUS_SHARE, generation_share: float = GENERATION_SHARE,
               lang: str | None = None) -> Iterator[DrillQuestion]:
    """Yield ``n`` questions drawn with ``seed``, one at a time: about ``concept_share`` conceptual, about
    ``corpus_share`` on the help-centre corpus (in the drill's language), the rest on random rankings. Of the
    conceptual ones, ``generation_share`` of all questions (at most ``concept_share``; evenly spread slots, not a
    random draw) are on generation and judging answers; when those run out they are asked again (reshuffled), so a
    long drill keeps that share, while the other topics are asked once each (then their draws become ranking
    questions).

    Each question is built when asked for, so a drill of a million questions starts at once; the
    sequence is the one :func:`make_drill` returns for the same ``n`` and ``seed``. ``lang`` (default: the
    course language) picks the inputs of the exercises whose inputs are texts given per language, and the
    corpus.
    """
    check_drill_arguments(n, seed, lang)
    for name, share in (("concept_share", concept_share), ("corpus_share", corpus_share),
                        ("generation_share", generation_share)):
        if isinstance(share, bool) or not isinstance(share, (int, float)) or not 0 <= share <= 1:
            raise course_error(ValueError, "error.share", lang, name=name, got=repr(share))
    return _questions(n, random.Random(seed), concept_share, corpus_share, min(generation_share, concept_share),
                      lang)  # checked now, not at the first next()


def _generation_slot(number: int, share: float) -> bool:
    """Whether question ``number`` (from 1) is on generation: the slots are spread evenly, so that any drill of
    n questions has round(n * share) of them (a third or more for n >= 2 at the default 0.4), not only on average."""
    return int(number * share + 0.5) > int((number - 1) * share + 0.5)


def _next_generation(left: list, concepts: list, specs, rng: random.Random) -> str:
    """The next generation question; when all were asked, they are asked again in a new order."""
    key = left.pop()
    if not left:
        left.extend(k for k in concepts if specs[k].topic == "generation")
        rng.shuffle(left)
    return key


def _questions(n: int, rng: random.Random, concept_share: float, corpus_share: float, generation_share: float,
               lang: str | None) -> Iterator[DrillQuestion]:
    concepts = concept_ids()
    rng.shuffle(concepts)
    specs = registry()
    generation = [key for key in concepts if specs[key].topic == "generation"]
    others = [key for key in concepts if specs[key].topic != "generation"]
    measures = list(DRILL_MEASURES)
    for number in range(1, n + 1):
        key = None
        if _generation_slot(number, generation_share) and generation:
            key = _next_generation(generation, concepts, specs, rng)
            draw = 0.0
        else:
            # the other questions share what is left: other concepts, then the corpus, then random rankings
            draw = generation_share + rng.random() * (1 - generation_share)
            if draw < concept_share:
                key = others.pop() if others else (_next_generation(generation, concepts, specs, rng) if generation else None)
        if key is not None:
            yield DrillQuestion(number, "concept", key, exercise(key, lang=lang))
        elif concept_share <= draw < concept_share + corpus_share:
            corpus_lang = lang or get_language()
            measure, query_id, k = _corpus_draw(rng, corpus_lang)
            instance = corpus_question(number, measure, query_id, k, lang=corpus_lang)
            yield DrillQuestion(number, "corpus", measure, instance,
                                {"retrieved": instance["retrieved"], "relevant": instance["relevant"], "k": k})
        else:
            measure = rng.choice(measures)
            retrieved, relevant, k = _random_ranking(rng, measure)
            instance = ranking_question(number, measure, retrieved, relevant, k)
            yield DrillQuestion(number, "ranking", measure, instance, {"retrieved": retrieved, "relevant": relevant, "k": k})


def make_drill(n: int = 10, seed: int | None = None, *, concept_share: float = CONCEPT_SHARE,
               corpus_share: float = CORPUS_SHARE, generation_share: float = GENERATION_SHARE,
               lang: str | None = None) -> list[DrillQuestion]:
    """Return ``n`` questions drawn with ``seed`` as a list (see :func:`iter_drill` to draw them as they are asked)."""
    return list(iter_drill(n, seed, concept_share=concept_share, corpus_share=corpus_share,
                           generation_share=generation_share, lang=lang))

