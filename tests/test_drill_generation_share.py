"""Issue 23: generation and answer-judging questions are at least a third of the drill's pool and of every drill.

Before issue 23 the conceptual pool held 9 generation questions of 60 (15 %), and a drill of 200 questions
(seed 1) asked 9 of them (4.5 %; design audit, section 5). Chapter 12's exercises and the drill's generation
slots change both; these tests measure the shares from the registry and from drawn drills, not from constants.
"""

from collections import Counter

import pytest

from ragmetrics_course.drills import GENERATION_SHARE, make_drill
from ragmetrics_course.drills.questions import concept_ids
from ragmetrics_course.exercises import registry

SPECS = registry()


def test_a_third_of_the_conceptual_pool_is_on_generation_and_judging_answers():
    pool = concept_ids()
    generation = [key for key in pool if SPECS[key].topic == "generation"]
    assert len(generation) / len(pool) >= 1 / 3, f"{len(generation)} of {len(pool)}"


@pytest.mark.parametrize("n, seed", [(2, 0), (3, 4), (10, 1), (30, 7), (200, 1)])
def test_every_drill_asks_at_least_a_third_on_generation(n, seed):
    drill = make_drill(n, seed=seed, lang="en")
    topics = Counter(question.topic for question in drill)
    assert topics["generation"] / n >= 1 / 3, topics
    assert topics["generation"] == round(n * GENERATION_SHARE + 1e-9) or n * GENERATION_SHARE % 1 == 0.5


def test_the_drill_covers_the_interview_topics_of_issue_23():
    """Why lexical metrics mislead, citations, hallucination detection, business rates and bad-case attribution."""
    wanted = {"12.rouge_wrong_number", "12.em_where", "12.bleu_paraphrase", "12.citation_recall", "12.citation_precision",
              "12.nli_check", "12.selfcheck", "12.factscore", "12.business_rates", "12.refusal_rate",
              "12.attribute_retrieval", "12.attribute_generation", "12.attribute_knowledge"}
    assert wanted <= set(concept_ids())
    asked = {question.key for question in make_drill(200, seed=2, lang="zh") if question.kind == "concept"}
    assert wanted <= asked  # a long drill asks every generation question (then again, reshuffled)


def test_other_topics_are_still_asked_once_each():
    keys = [q.key for q in make_drill(200, seed=3, lang="es") if q.kind == "concept" and SPECS[q.key].topic != "generation"]
    assert len(keys) == len(set(keys)) > 0
