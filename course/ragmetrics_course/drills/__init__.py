"""Interview drills: random ranking questions (answers computed with ragmetrics) and conceptual questions.

A drill is a list of questions drawn with a seed, so a session can be replayed:

- a *ranking question* picks a measure (Recall@k, Precision@k, F1@k, Hit Rate@k, RR, RR@k, nDCG@k
  binary or graded, DCG@k, AP), a random ranking, relevant documents and k; the right value comes
  from ragmetrics and a wrong one is recognised with the same hints as the exercises (DCG instead
  of nDCG, dividing by the number retrieved, ...);
- a *corpus question* asks the same measures on the help-centre corpus of chapter 08: one of its real
  questions, BM25's real ranking of its paragraphs, and their real judgments;
- a *conceptual question* is one of the course's multiple-choice or short-answer exercises (MRR vs
  nDCG, Recall vs Hit Rate, Faithfulness vs Answer Relevancy, what to check when Recall@K is low...),
  each with its explanation.

Two front ends share them: :class:`DrillWidget` in a notebook (question, answer box or options,
a Check button, feedback, a running score and a per-topic summary; keyboard: Tab to a control,
type or use the arrow keys, Enter or Space on a button), and :func:`run_drill_cli` behind
``python -m ragmetrics_course drill --lang zh --n 10`` (answers typed or piped on stdin; an empty line
skips, ``q`` quits, end of input ends the drill; a summary is printed at the end).

The layers, one module each: ``questions`` (drawing questions), ``session`` (the score), ``cli`` (the
terminal) and ``widget`` (the notebook; loaded on first use of ``DrillWidget``, so the terminal drill
never imports ipywidgets).
"""

from .cli import run_drill_cli
from .questions import (
    CONCEPT_SHARE,
    GENERATION_SHARE,
    CORPUS_MEASURES,
    CORPUS_SHARE,
    DRILL_MEASURES,
    TOPICS,
    DrillMeasure,
    DrillQuestion,
    check_drill_arguments,
    concept_ids,
    corpus_question,
    iter_drill,
    make_drill,
    ranking_question,
)
from .session import DrillSession

__all__ = ["DrillQuestion", "make_drill", "iter_drill", "ranking_question", "corpus_question", "concept_ids", "DrillSession",
           "DrillWidget", "run_drill_cli", "TOPICS", "DRILL_MEASURES", "DrillMeasure", "CONCEPT_SHARE", "GENERATION_SHARE", "CORPUS_SHARE",
           "CORPUS_MEASURES", "check_drill_arguments"]


def __getattr__(name):
    if name == "DrillWidget":  # needs ipywidgets: imported on first use only
        from .widget import DrillWidget

        return DrillWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
