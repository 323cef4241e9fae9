"""Interview drills: seeded questions whose answers ragmetrics computes, the command line (piped stdin,
three languages) and the notebook widget driven without a browser."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import ragmetrics as rm
from ragmetrics_course.drills.questions import iter_drill
from ragmetrics_course.drills.session import score_line
from ragmetrics_course.drills.textout import decimal, plural, trim_stop, use_colour, wrap
from ragmetrics_course.terminal import display_width as _dw
from ragmetrics_course.drills import (
    CORPUS_MEASURES,
    DRILL_MEASURES,
    TOPICS,
    DrillSession,
    concept_ids,
    corpus_question,
    make_drill,
    ranking_question,
    run_drill_cli,
)
from ragmetrics_course.exercises import registry
from ragmetrics_course.messages import LANGUAGES, t

ROOT = Path(__file__).resolve().parent.parent


def package_value(question) -> float:
    """The right value of a ranking question, computed here straight from ragmetrics."""
    i = question.inputs
    r, rel, k = i["retrieved"], i["relevant"], i["k"]
    return {
        "recall": lambda: rm.recall_at_k(r, rel, k=k),
        "precision": lambda: rm.precision_at_k(r, rel, k=k),
        "f1": lambda: rm.f1_at_k(r, rel, k=k),
        "hit_rate": lambda: rm.hit_rate_at_k(r, rel, k=k),
        "rr": lambda: rm.reciprocal_rank(r, rel),
        "rr_at_k": lambda: rm.reciprocal_rank(r, rel, k=k),
        "ndcg": lambda: rm.ndcg_at_k(r, rel, k=k),
        "ndcg_graded": lambda: rm.ndcg_at_k(r, rel, k=k),
        "dcg_graded": lambda: rm.dcg_at_k(r, rel, k=k),
        "ap": lambda: rm.average_precision(r, rel),
    }[question.key]()


def right_answer(question) -> str:
    if question.kind in ("ranking", "corpus"):
        return f"{package_value(question):.4f}"
    spec = question.instance.spec
    return question.instance.expected() if spec.kind == "choice" else spec.accepted[0]


def wrong_answer(question) -> str:
    if question.kind in ("ranking", "corpus"):
        value = package_value(question)
        return f"{value + 0.37 if value < 0.5 else value - 0.37:.4f}"
    spec = question.instance.spec
    if spec.kind == "choice":
        return next(label for label in spec.options if label != question.instance.expected())
    return "banana"


# -------------------------------------------------------------------------------- questions


def test_the_same_seed_gives_the_same_questions_and_another_seed_others():
    assert make_drill(12, seed=4) == make_drill(12, seed=4)
    assert make_drill(12, seed=4) != make_drill(12, seed=5)


@pytest.mark.parametrize("n", [0, -1, 2.5, True, "3"])
def test_n_must_be_a_positive_int(n):
    with pytest.raises(ValueError, match="'n' must be a positive int"):
        make_drill(n, seed=1)


@pytest.mark.parametrize("seed", range(12))
def test_ranking_answers_are_ragmetrics_values(seed):
    for question in make_drill(15, seed=seed):
        if question.kind not in ("ranking", "corpus"):
            continue
        assert question.instance.expected() == package_value(question)
        assert question.check(right_answer(question), "en").correct
        assert not question.check(wrong_answer(question), "en").correct


def test_a_drill_mixes_ranking_and_conceptual_questions_over_every_measure():
    questions = [q for seed in range(20) for q in make_drill(10, seed=seed)]
    kinds = {q.kind for q in questions}
    assert kinds == {"ranking", "concept", "corpus"}
    assert {q.key for q in questions if q.kind == "ranking"} == set(DRILL_MEASURES)
    assert {q.key for q in questions if q.kind == "corpus"} == set(CORPUS_MEASURES)


@pytest.mark.parametrize("measure", list(DRILL_MEASURES))
def test_every_hint_of_a_ranking_question_fires_on_its_wrong_value(measure):
    retrieved, graded = [4, 9, 2, 7, 1, 8], {2: 3, 7: 1, 5: 2, 8: 2}
    relevant = graded if measure in ("ndcg_graded", "dcg_graded") else sorted(graded)
    question = ranking_question(1, measure, retrieved, relevant, 4)
    expected = question.expected()
    assert question.spec.hints, measure
    for hint in question.spec.hints:
        wrong = float(hint.wrong({**question.inputs, "k": 4}))
        assert abs(wrong - expected) > 0.005
        feedback = question.check(round(wrong, 3), lang="zh")
        assert feedback.hint == hint.key, (measure, hint.key, wrong, feedback)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_corpus_questions_are_real_rankings_of_the_help_centre_in_the_drill_language(lang):
    """A corpus question shows BM25's top passages for one help-centre question and that question's judgments."""
    from ragmetrics_course.lab import Lab

    lab = Lab(lang)
    run, qrels = lab.run("bm25", "paragraph"), lab.qrels("paragraph")
    texts = {q.query_id: q.text for q in lab.queries}
    corpus = [q for seed in range(15) for q in make_drill(10, seed=seed, lang=lang) if q.kind == "corpus"]
    assert corpus and all(q.topic == "lab" for q in corpus)
    for question in corpus:
        qid = question.instance["query_id"]
        assert question.instance["question"] == texts[qid]
        assert question.inputs["retrieved"] == rm.rank(run[qid])[:8]
        relevant = question.inputs["relevant"]
        assert (relevant == qrels[qid]) if isinstance(relevant, dict) else (relevant == sorted(qrels[qid]))
        assert any(pid in qrels[qid] for pid in question.inputs["retrieved"])  # something to find among the passages shown
        assert question.instance.expected() == package_value(question)
        prompt = question.prompt(lang)
        assert texts[qid] in prompt and not re.search(r"\{[a-z_]+\}", prompt)


def test_corpus_share_zero_draws_no_corpus_question_and_bad_shares_are_refused():
    assert all(q.kind != "corpus" for seed in range(10) for q in make_drill(10, seed=seed, corpus_share=0))
    for share in (-0.1, 1.5, "0.2", True):
        with pytest.raises(ValueError, match="'corpus_share' must be a number from 0 to 1"):
            make_drill(3, seed=1, corpus_share=share)


def test_a_corpus_question_refuses_an_unknown_measure_or_a_question_with_no_answer():
    assert corpus_question(1, "recall", "q01", 5, lang="es").expected() == pytest.approx(
        package_value(type("Q", (), {"key": "recall", "inputs": corpus_question(1, "recall", "q01", 5, lang="es").inputs})))
    with pytest.raises(ValueError, match="'measure' must be one of 'recall', 'rr_at_k', 'ndcg_graded'"):
        corpus_question(1, "ap", "q01", 5, lang="en")
    with pytest.raises(ValueError, match="'query_id' must be a help-centre question with an answer \\(got 'q58'\\)"):
        corpus_question(1, "recall", "q58", 5, lang="en")


def test_unknown_measure_is_refused():
    with pytest.raises(ValueError, match="'measure' must be one of"):
        ranking_question(1, "mAP", [1, 2], [1], 2)


def test_the_chinese_follow_up_questions_are_in_the_drill():
    """MRR vs nDCG, Recall vs Hit Rate, Faithfulness vs Answer Relevancy, low Recall@K (seed 003)."""
    concepts = concept_ids()
    for key in ("07.mrr_vs_ndcg", "02.recall_vs_hit_rate", "07.faithfulness_vs_answer_relevancy", "07.low_recall"):
        assert key in concepts


def test_every_question_topic_has_a_label_and_every_text_renders():
    topics = {spec.topic for spec in registry().values()} | {asked.topic for asked in DRILL_MEASURES.values()}
    assert topics <= set(TOPICS), topics - set(TOPICS)
    for lang in LANGUAGES:
        for topic in TOPICS:
            assert t(f"drill.topic.{topic}", lang)
        for seed in range(6):
            for question in make_drill(10, seed=seed):
                for text in (question.prompt(lang), question.solution(lang)):
                    assert not re.search(r"\{[a-z_]+(:[^}\s]*)?\}", text), text  # no field left unfilled


def test_session_score_and_summary_by_topic():
    questions = make_drill(6, seed=2)
    session = DrillSession(questions, "es")
    session.answer(right_answer(questions[0]))
    session.answer(wrong_answer(questions[1]))
    assert session.answer("?").status == "invalid" and session.index == 2  # unreadable: asked again
    session.skip()
    assert session.score == (1, 3)
    by_topic = session.by_topic()
    assert sum(asked for _, asked in by_topic.values()) == 3 and sum(right for right, _ in by_topic.values()) == 1
    lines = session.summary_lines()
    assert lines[0] == score_line("es", right=1, asked=3, total=6, percent=33)
    assert t("drill.summary.skipped", "es", n=1) in lines


# ------------------------------------------------------------------------------ command line


def _cli(answers, lang="en", n=6, seed=3):
    out = io.StringIO()
    code = run_drill_cli(lang=lang, n=n, seed=seed, stdin=io.StringIO("".join(a + "\n" for a in answers)), stdout=out)
    return code, out.getvalue()


def test_cli_all_right_prints_a_full_score_and_the_topics():
    questions = make_drill(6, seed=3)
    code, text = _cli([right_answer(q) for q in questions])
    assert code == 0
    assert score_line("en", right=6, asked=6, total=6, percent=100) in text
    for question in questions:
        assert t(f"drill.topic.{question.topic}", "en") in text
    assert text.count(t("feedback.status.correct", "en")) == 6


def test_cli_wrong_answer_shows_the_solution_and_counts_zero():
    questions = make_drill(2, seed=8)
    code, text = _cli([wrong_answer(questions[0]), right_answer(questions[1])], n=2, seed=8)
    assert code == 0
    assert questions[0].solution("en") in text
    assert score_line("en", right=1, asked=2, total=2, percent=50) in text


def test_cli_end_of_input_stops_gracefully_with_a_summary():
    questions = make_drill(6, seed=3)
    code, text = _cli([right_answer(questions[0])])
    assert code == 0
    assert t("drill.cli.eof", "en") in text
    assert score_line("en", right=1, asked=1, total=6, percent=100) in text


def _unreadable_answer(question) -> str | None:
    """An answer the question cannot read (so it is asked again), or None for a free-text question."""
    if question.kind in ("ranking", "corpus"):
        return "not a number at all"
    return "zz" if question.instance.spec.kind == "choice" else None


def test_cli_empty_line_skips_q_quits_and_bad_input_is_asked_again():
    # A seed whose second question refuses an unreadable answer (free text reads anything).
    seed = next(s for s in range(3, 100) if _unreadable_answer(make_drill(6, seed=s)[1]) is not None)
    questions = make_drill(6, seed=seed)
    code, text = _cli(["", _unreadable_answer(questions[1]), right_answer(questions[1]), "q"], seed=seed)
    assert code == 0
    assert t("drill.cli.skipped", "en") in text and t("drill.cli.again", "en") in text and t("drill.cli.quit", "en") in text
    assert score_line("en", right=1, asked=2, total=6, percent=50) in text


def test_cli_bad_arguments_are_value_errors():
    with pytest.raises(ValueError, match="'lang' must be one of"):
        run_drill_cli(lang="fr", n=3, seed=1, stdin=io.StringIO(""), stdout=io.StringIO())
    with pytest.raises(ValueError, match="'n' must be a positive int"):
        run_drill_cli(lang="en", n=0, seed=1, stdin=io.StringIO(""), stdout=io.StringIO())


def _run(args, stdin_text, encoding="utf-8"):
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    return subprocess.run([sys.executable, "-m", "ragmetrics_course", "drill", *args], input=stdin_text.encode(encoding, "replace"),
                          capture_output=True, cwd=ROOT, env=env, timeout=120)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_python_m_ragmetrics_drill_with_piped_answers(lang):
    questions = make_drill(5, seed=11, lang=lang)  # the drill in a language asks that language's corpus
    answers = [right_answer(q) for q in questions[:4]] + [wrong_answer(questions[4])]
    result = _run(["--lang", lang, "--n", "5", "--seed", "11"], "".join(a + "\n" for a in answers))
    text = result.stdout.decode("utf-8")
    assert result.returncode == 0, result.stderr.decode()
    assert result.stderr == b""
    assert t("drill.cli.intro", lang, n=5, n_questions=plural(5, lang, t("drill.count.drill.one", lang), t("drill.count.drill.other", lang)), seed=11) in text
    assert questions[0].title(lang) in text
    assert f"> {answers[0]}\n" in text  # piped answers are echoed, so the transcript reads like a session
    assert score_line(lang, right=4, asked=5, total=5, percent=80) in text
    assert t("drill.summary.by_topic", lang) in text


def test_python_m_ragmetrics_drill_bad_n_exits_2_with_the_reason_on_stderr():
    """The reason is in the drill's language (a learner's mistake, worded by the catalog)."""
    result = _run(["--lang", "es", "--n", "0"], "")
    assert result.returncode == 2 and result.stdout == b""
    assert t("error.positive_int", "es", name="n", got="0").encode() in result.stderr


def test_python_m_ragmetrics_drill_with_no_input_at_all():
    result = _run(["--lang", "zh", "--n", "3", "--seed", "2"], "")
    text = result.stdout.decode("utf-8")
    assert result.returncode == 0 and t("drill.cli.eof", "zh") in text
    assert score_line("zh", right=0, asked=0, total=3, percent=0) in text


def test_a_terminal_that_cannot_show_chinese_does_not_crash():
    result = _run(["--lang", "zh", "--n", "2", "--seed", "2"], "q\n", encoding="ascii")
    assert result.returncode == 0, result.stderr.decode()
    assert b"?" in result.stdout


# -------------------------------------------------------------------------------- the widget


def _answer(widget, value):
    question = widget.current
    if question.instance.spec.kind == "choice":
        widget.choices.value = value
    else:
        widget.answer.value = value
    widget.submit.click()


@pytest.fixture
def DrillWidget():
    from ragmetrics_course.drills import DrillWidget

    return DrillWidget


@pytest.mark.parametrize("lang", LANGUAGES)
def test_widget_all_right_runs_to_a_full_score_and_a_summary(DrillWidget, lang):
    widget = DrillWidget(lang=lang, seed=5, n=6)
    questions = make_drill(6, seed=5, lang=lang)
    for number, question in enumerate(questions, start=1):
        assert widget.current == question
        assert t("drill.widget.progress", lang, number=number, n=6) in widget.header.value
        _answer(widget, right_answer(question))
        assert 'data-status="correct"' in widget.feedback.value
        assert widget.score == (number, number)
        assert widget.submit.disabled and not widget.next_button.disabled
        widget.next_button.click()
    assert widget.current is None
    assert score_line(lang, right=6, asked=6, total=6, percent=100) in widget.summary.value
    assert widget.submit.disabled and widget.next_button.disabled


def test_widget_wrong_invalid_and_skipped_answers(DrillWidget):
    widget = DrillWidget(lang="zh", seed=9, n=3)
    questions = make_drill(3, seed=9, lang="zh")
    first = questions[0]
    if first.instance.spec.kind != "choice":
        widget.answer.value = "abc" if first.instance.spec.kind == "number" else ""
        widget.submit.click()
        assert widget.score == (0, 0) and not widget.submit.disabled  # not counted: answer again
    _answer(widget, wrong_answer(first))
    assert 'data-status="correct"' not in widget.feedback.value
    assert 'class="rm-drill-solution"' in widget.feedback.value
    widget.submit.click()  # a second click on an answered question changes nothing
    assert widget.score == (0, 1)
    widget.next_button.click()
    widget.next_button.click()  # moving on without answering: skipped
    assert widget.score == (0, 2) and widget.session.results[-1][1] == "skipped"
    widget.restart.click()
    assert widget.score == (0, 0) and widget.seed == 10 and widget.current == make_drill(3, seed=10, lang="zh")[0]


def test_widget_buttons_and_answer_box_are_keyboard_reachable_controls(DrillWidget):
    widget = DrillWidget(lang="en", seed=1, n=2)
    assert widget.submit.description == t("drill.widget.check", "en") and widget.submit.tooltip
    assert widget.next_button.description == t("drill.widget.next", "en")
    for control in (widget.answer, widget.choices, widget.submit, widget.next_button, widget.restart):
        assert control in widget.children or any(control in getattr(c, "children", ()) for c in widget.children)
    assert widget.text().startswith(t("drill.widget.score", "en", right=0, asked=0))


def test_drill_widget_has_a_static_view_for_places_without_widgets():
    """GitHub and HTML exports show the current question (HTML and text), not the widget's repr."""
    from ragmetrics_course.drills import DrillWidget

    widget = DrillWidget(lang="es", seed=3, n=2)
    bundle = widget._repr_mimebundle_()
    assert widget.question.value in bundle["text/html"]
    assert "VBox" not in bundle["text/plain"]
    assert "1/2" in bundle["text/plain"] or "1 de 2" in bundle["text/plain"]


def test_the_static_text_drops_inline_tags_without_adding_spaces():
    """<code>relevant</code> inside Chinese text must not become "（ relevant 为空）" in the text view."""
    from ragmetrics_course.drills.widget import _plain_text

    assert _plain_text("<p><b>第 1 题</b></p><pre>（<code>relevant</code> 为空）</pre><div>a</div>") == "第 1 题\n（`relevant` 为空）\na"


def test_the_static_text_keeps_a_variable_name_as_code():
    """A reader of the text view saw «Pregunta del centro de ayuda query_id: question.»: names read as words."""
    from ragmetrics_course.drills.widget import _plain_text

    html = "<p>Pregunta del centro de ayuda <code>query_id</code>: <code>question</code>.</p>"
    assert _plain_text(html) == "Pregunta del centro de ayuda `query_id`: `question`."


# -------------------------------------------------------------------------------- issue 17: hardening


def test_a_long_drill_draws_each_question_only_when_it_is_asked(monkeypatch):
    """Issue 17: `drill --n 100000` built every question before asking the first (51 s; 10**9 never started)."""
    import ragmetrics_course.drills.questions as questions_module

    built = []
    real_ranking, real_exercise = questions_module.ranking_question, questions_module.exercise
    monkeypatch.setattr(questions_module, "ranking_question", lambda *a, **kw: built.append(a) or real_ranking(*a, **kw))
    monkeypatch.setattr(questions_module, "exercise", lambda *a, **kw: built.append(a) or real_exercise(*a, **kw))
    out = io.StringIO()
    code = run_drill_cli(lang="en", n=2000, seed=3, stdin=io.StringIO("\n\nq\n"), stdout=out)
    assert code == 0
    assert len(built) == 3  # two skipped, the third quit: three questions drawn out of 2000 (not all 2000 first)
    assert score_line("en", right=0, asked=2, total=2000, percent=0) in out.getvalue()


def test_drawing_lazily_gives_the_questions_make_drill_gives():
    from ragmetrics_course.drills import iter_drill

    assert list(iter_drill(12, seed=4)) == make_drill(12, seed=4)
    session = DrillSession(iter_drill(10**9, seed=4), "en", total=10**9)
    assert session.current == make_drill(2, seed=4)[0]
    session.skip()
    assert session.current == make_drill(2, seed=4)[1] and session.index == 1


def test_a_session_over_an_iterator_needs_its_total():
    from ragmetrics_course.drills import iter_drill

    with pytest.raises(TypeError, match="'total' is required"):
        DrillSession(iter_drill(3, seed=1), "en")


def test_cli_with_standard_input_closed_is_a_message_not_a_traceback():
    """Issue 17: `python -m ragmetrics_course drill <&-` gave a traceback (sys.stdin is None)."""
    result = subprocess.run(["sh", "-c", f'"{sys.executable}" -m ragmetrics_course drill --n 2 --seed 1 <&-'],
                            capture_output=True, cwd=ROOT, timeout=120)
    assert result.returncode == 2, result.stderr.decode()
    assert b"Traceback" not in result.stderr
    assert b"standard input is closed" in result.stderr and result.stdout == b""


@pytest.mark.parametrize("stdin", [None, "closed"])
def test_run_drill_cli_refuses_a_closed_stdin_naming_the_argument(stdin):
    if stdin == "closed":
        stdin = io.StringIO("1\n")
        stdin.close()
    with pytest.raises(ValueError, match="'stdin' must be an open text stream"):
        run_drill_cli(lang="en", n=2, seed=1, stdin=stdin, stdout=io.StringIO())


@pytest.mark.parametrize("seed", ["3", 2.5, True, b"3"])
def test_a_seed_that_is_not_an_int_is_a_type_error(seed):
    """Issue 17: DrillWidget accepted a string seed (random.Random takes one) and failed later, at "restart"."""
    with pytest.raises(TypeError, match=r"'seed' must be an int or None \(got "):
        make_drill(3, seed=seed)


@pytest.mark.parametrize("seed", ["3", 2.5, True])
def test_drill_widget_refuses_a_seed_that_is_not_an_int(DrillWidget, seed):
    with pytest.raises(TypeError, match=r"'seed' must be an int or None \(got "):
        DrillWidget(lang="en", seed=seed, n=2)


def test_the_drill_asks_part_2_s_interview_questions_too():
    """Chapter 07's part 2 (the list at the end of reviews/2026-12-03/zh-04-07.md) joins the drill's concept pool."""
    pool = set(concept_ids())
    assert {"07.recall_vs_hit_rate", "07.map_vs_mrr", "07.stage_metrics", "07.rrf", "07.ann_tuning", "07.lost_in_middle",
            "10.pooling", "10.judge_calibration", "07.ragas_reference", "07.offline_online"} <= pool
    assert "07.code_ndcg" not in pool  # a coding exercise is not asked in the drill (it needs a function)
    # every concept, once (no generation slots: those repeat generation questions once all were asked)
    drawn = {q.key for q in make_drill(len(pool), seed=3, concept_share=1.0, generation_share=0.0)}
    assert drawn == pool


def test_a_huge_exponent_in_a_drill_answer_gets_feedback_at_once():
    """Issue 25 H6: `printf '1e99999999\\n' | python -m ragmetrics drill --n 1 --seed 3` was still busy after 60 s."""
    import time

    start = time.perf_counter()
    # seed 0: the first question is numeric (seed 3 was, before the generation slots of issue 23 changed the draws)
    code, text = _cli(["1e99999999"], lang="es", n=1, seed=0)
    assert time.perf_counter() - start < 2.0
    assert code == 0 and t("feedback.invalid.too_large", "es", got="'1e99999999'") in text


# --- the terminal's text: plural forms, decimals, one full stop, colour, width --------------------------------


def test_plural_forms_per_language():
    assert score_line("es", right=1, asked=1, total=3, percent=100).startswith("Resultado: 1 acierto de 1 pregunta planteada (")
    assert score_line("es", right=2, asked=3, total=3, percent=67).startswith("Resultado: 2 aciertos de 3 preguntas planteadas (")
    assert score_line("es", right=0, asked=2, total=3, percent=0).startswith("Resultado: 0 aciertos de 2 preguntas")
    assert "out of 1 question asked (" in score_line("en", right=1, asked=1, total=1, percent=100)
    assert "out of 2 questions asked (" in score_line("en", right=1, asked=2, total=2, percent=50)
    assert score_line("zh", right=1, asked=1, total=1, percent=100).startswith("结果：共做 1 题，答对 1 题")
    assert plural(1, "zh", "题", "题") == "1 题"
    for lang, intro in (("es", "Simulacro de entrevista: 1 pregunta (semilla 2)"), ("en", "Interview drill: 1 question (seed 2)"),
                        ("zh", "面试练习：共 1 道题（随机种子 2）")):
        out = io.StringIO()
        run_drill_cli(lang=lang, n=1, seed=2, stdin=io.StringIO(""), stdout=out)
        assert out.getvalue().startswith(intro), out.getvalue()[:80]


def test_decimal_separator_per_language_in_the_solution():
    assert decimal(2 / 3, "es") == "0,6667" and decimal(2 / 3, "en") == "0.6667" and decimal(2 / 3, "zh") == "0.6667"
    numeric = [q for q in iter_drill(40, 5, lang="es") if q.instance.spec.kind == "number"]
    assert numeric, "the pool draws numeric questions"
    for question in numeric[:5]:
        expected = question.instance.expected()
        text = question.solution("es")
        assert text.startswith(f"Respuesta: {expected:.4f}".replace(".", ",") + ".")  # 0,6667 then the full stop
        assert f"{expected:.4f}".replace(".", ",") in question.solution("es").split(". ")[0]


def test_no_doubled_full_stop_in_solutions():
    assert trim_stop("b) Las dos veces.") == "b) Las dos veces" and trim_stop("两次。") == "两次" and trim_stop("0.5") == "0.5"
    for lang in ("en", "es", "zh"):
        for question in iter_drill(60, 11, lang=lang):
            text = question.solution(lang)
            assert ".." not in text.replace("...", "") and "。。" not in text and ".。" not in text, text


def _tty(stream):
    stream.isatty = lambda: True
    return stream


def test_colour_only_on_a_terminal_without_no_color():
    assert use_colour(_tty(io.StringIO()), environ={}) is True
    assert use_colour(_tty(io.StringIO()), environ={"NO_COLOR": "1"}) is False
    assert use_colour(_tty(io.StringIO()), environ={"TERM": "dumb"}) is False
    assert use_colour(io.StringIO(), environ={}) is False  # a pipe or a file
    answers = io.StringIO("0.5\n\n")
    out = io.StringIO()
    run_drill_cli(lang="es", n=2, seed=3, stdin=answers, stdout=out)
    assert "\033[" not in out.getvalue()  # not a terminal: no escape codes
    out = io.StringIO()
    run_drill_cli(lang="es", n=2, seed=3, stdin=io.StringIO("0.5\n\n"), stdout=out, colour=True)
    assert "\033[1m[1/2]" in out.getvalue() and "\033[0m" in out.getvalue()


def test_wrapping_to_the_terminal_width_counts_chinese_as_two_columns():
    line = "召回率衡量前 k 名找回了多少相关文档，而精确率衡量前 k 名中有多少是相关的。"
    pieces = wrap(line, 20)
    assert all(_dw(p) <= 20 for p in pieces) and "".join(pieces).replace(" ", "") == line.replace(" ", "")
    assert not any(p[0] in "，。" for p in pieces)  # a full-width mark stays with what it closes
    words = "El recall mide qué parte de los documentos relevantes aparece en el top k de la lista."
    assert all(len(p) <= 30 for p in wrap(words, 30)) and " ".join(wrap(words, 30)) == words
    assert wrap("  indented text that is long", 12)[1].startswith("  ")
    for lang in ("zh", "es"):
        out = io.StringIO()
        run_drill_cli(lang=lang, n=3, seed=4, stdin=io.StringIO("\n\n\n"), stdout=out, width=40)
        assert all(_dw(line) <= 40 for line in out.getvalue().splitlines()
                   if not line.startswith("    ") and "ragmetrics_course drill" not in line), out.getvalue()
        assert max(_dw(line) for line in out.getvalue().splitlines()) > 30  # the width is used, not a narrower one
        lines = out.getvalue().splitlines()
        assert any(line.startswith("    retrieved = [") and line.endswith("]") for line in lines)  # code left whole
        assert lines[-1].startswith(t("drill.cli.replay", lang, n=3, seed=4, lang_code=lang)[:8])  # the command whole
        assert lines[-1].endswith("--seed 4")


def test_the_2025_2026_interview_questions_are_in_the_drill_and_the_chapter():
    """Q17-Q24 of chapter 07 in each language, and their exercises (7.25-7.32) in the drill's pool of concepts."""
    from ragmetrics_course.drills.questions import concept_ids

    new = ["07.bad_case", "09.leaderboard", "07.multi_turn", "07.agentic", "07.rag_or_finetune", "07.ragas_chinese"]
    assert set(new) <= set(concept_ids())
    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root))
    from sources.chapters.parts.ch07_part3 import CELLS

    for lang, heading in (("en", "## Q{}."), ("es", "## P{}."), ("zh", "## 问题 {}：")):
        text = "".join(cell.text[lang] for cell in CELLS)
        assert all(heading.format(n) in text for n in range(17, 25)), lang
