"""Short answers that name something: the natural forms a learner writes are accepted (articles, number,
gender, accents, head nouns such as "model" or 器, full-width letters, the glossary's names), and wrong
names still get their hint, never "correct"."""

from __future__ import annotations

import pytest

from ragmetrics_course.exercises import check, registry
from ragmetrics_course.exercises.answers import fold_name
from ragmetrics_course.exercises.bank.build import glossary_terms

ACCEPTED = [
    # the reviewers' examples (turn-3 es and zh reviews)
    ("07.reranker_cannot_fix", "es", "reordenación"),
    ("01.name_precision", "es", "la precisión"),
    ("02.name_hit_rate", "es", "tasa de acierto"),
    ("07.reranker_cannot_fix", "zh", "重排序器"),
    ("07.reranker_cannot_fix", "zh", "重排阶段"),
    # others of the same kind
    ("07.reranker_cannot_fix", "zh", "重排环节"),
    ("07.reranker_cannot_fix", "zh", "精排阶段"),
    ("07.reranker_cannot_fix", "zh", "ＲＥＲＡＮＫＥＲ"),  # full-width letters
    ("07.reranker_cannot_fix", "es", "modelo de reordenamiento"),
    ("07.reranker_cannot_fix", "es", "la etapa de reordenación"),
    ("07.reranker_cannot_fix", "es", "los reordenadores"),
    ("07.reranker_cannot_fix", "es", "Reordenacion"),  # without the accent
    ("07.reranker_cannot_fix", "en", "the reranking stage"),
    ("07.reranker_cannot_fix", "en", "Rerankers"),
    ("07.reranker_cannot_fix", "en", "a re-ranking step"),
    ("01.name_precision", "es", "Precision"),
    ("01.name_precision", "es", "las precisiones"),
    ("01.name_precision", "en", "the precision@5"),
    ("01.name_precision", "zh", "精确率@k"),
    ("02.name_hit_rate", "es", "la tasa de aciertos"),
    ("02.name_hit_rate", "es", "las tasas de acierto"),
    ("02.name_hit_rate", "es", "HitRate@k"),  # the glossary's symbol
    ("02.name_hit_rate", "en", "the hit rates"),
    ("02.name_hit_rate", "zh", "命中率（ＨｉｔＲａｔｅ@5）"),
]

REJECTED = [  # (id, lang, answer, the hint it must get, or None for a plain "wrong")
    ("07.reranker_cannot_fix", "es", "el LLM", "ex.07.reranker_cannot_fix.wrong.llm"),
    ("07.reranker_cannot_fix", "es", "modelo de embeddings", "ex.07.reranker_cannot_fix.wrong.embedding"),
    ("07.reranker_cannot_fix", "zh", "大模型", "ex.07.reranker_cannot_fix.wrong.llm"),
    ("07.reranker_cannot_fix", "zh", "向量模型", "ex.07.reranker_cannot_fix.wrong.embedding"),
    ("07.reranker_cannot_fix", "zh", "检索器", None),  # a head noun on another stem is still another stage
    ("07.reranker_cannot_fix", "es", "recuperación", None),
    ("01.name_precision", "es", "la exhaustividad", "ex.01.name_precision.wrong.recall"),
    ("01.name_precision", "es", "el recall", "ex.01.name_precision.wrong.recall"),
    ("01.name_precision", "es", "la tasa de acierto", "ex.01.name_precision.wrong.hit_rate"),
    ("01.name_precision", "zh", "召回率", "ex.01.name_precision.wrong.recall"),
    ("01.name_precision", "en", "accuracy", "ex.01.name_precision.wrong.accuracy"),  # another measure: said so
    ("01.name_precision", "es", "la exactitud", "ex.01.name_precision.wrong.accuracy"),
    ("01.name_precision", "zh", "准确率", "ex.01.name_precision.wrong.accuracy"),
    ("02.name_hit_rate", "es", "el rango recíproco medio", "ex.02.name_hit_rate.wrong.mrr"),
    ("02.name_hit_rate", "es", "los recalls", "ex.02.name_hit_rate.wrong.recall"),
    ("02.name_hit_rate", "zh", "平均倒数排名", "ex.02.name_hit_rate.wrong.mrr"),
    ("02.name_hit_rate", "es", "tasa", None),
    ("01.name_precision", "en", "recall (precision)", None),  # a gloss is right only when every part is
]


@pytest.mark.parametrize("key, lang, answer", ACCEPTED)
def test_natural_forms_of_the_name_are_accepted(key, lang, answer):
    feedback = check(key, answer, lang=lang)
    assert feedback.status == "correct", (answer, feedback.message)


@pytest.mark.parametrize("key, lang, answer, hint", REJECTED)
def test_wrong_names_are_still_rejected(key, lang, answer, hint):
    feedback = check(key, answer, lang=lang)
    assert feedback.status == ("hint" if hint else "wrong"), (answer, feedback.status)
    assert feedback.hint == hint


def test_no_wrong_answer_folds_onto_an_accepted_one():
    """The folding (number, gender, heads) must never merge a wrong name with a right one."""
    for key, spec in registry().items():
        if spec.kind != "text":
            continue
        accepted = {fold_name(answer) for answer in spec.accepted}
        for hint in spec.hints:
            merged = {answer for answer in hint.answers if fold_name(answer) in accepted}
            assert not merged, (key, hint.key, merged)


def test_fold_name_rules():
    assert fold_name("La precisión") == fold_name("precision") == "precision"  # article, accent, case
    assert fold_name("reordenadora") == fold_name("reordenadores") == fold_name("reordenador")  # gender, number
    assert fold_name("media") == fold_name("medios")
    assert fold_name("ｍｒｒ") == "mrr"  # full width
    assert fold_name("重排序器") == "重排序" and fold_name("重排模型") == "重排"
    assert fold_name("大模型") == "大模型"  # a one-character stem keeps its head: 大 alone names nothing
    assert fold_name("the") == "the"  # an article alone is not dropped to nothing
    assert fold_name("success") == "success"  # a double s is not a plural
    assert fold_name("recall") != fold_name("precision")


def test_glossary_names_are_split_out_of_the_term():
    assert {"tasa de aciertos", "hit rate", "HitRate@k", "命中率"} <= set(glossary_terms("hit_rate"))
    with pytest.raises(ValueError, match="no concept"):
        glossary_terms("no_such_concept")


def test_bpref_card_shows_no_cutoff():
    """bpref has no cutoff (trec_eval's m_bpref.c ranks the whole list): card 10.2 must not show a k."""
    from ragmetrics_course.exercises import exercise

    ex = exercise("10.bpref", lang="es")
    assert "k" not in ex.inputs and "k =" not in ex.code()
    # a learner who still cuts at 5 is told so: d3 is the only relevant document in the top 5, with one judged
    # non-relevant document (d1) above it: (1 - 1/min(N=4, R=3)) / R = (2/3) / 3 = 2/9
    assert ex.check(2 / 9).hint == "hint.ch10.bpref_cut_at_5"
    assert ex.check((1 - 1 / 3 + 1 - 2 / 3) / 3).status == "correct"
