"""Chapter 11, the capstone: two RAG configurations on the lab's help centre (``ragmetrics_course.capstone``).

The numeric exercises are the numbers of the capstone's report, computed on the help centre in the exercise's
language (``corpus``): each configuration's Recall@k and nDCG@k over the passages, the p-value of the nDCG
difference, and on how many questions B wins. ``check_capstone`` checks a learner's numbers with them. Their
likely mistakes: the article level instead of the passages, all questions instead of the judged ones, another
cutoff, nDCG without a cutoff, a Holm-corrected, one-sided or other measure's p-value, losses or wins + ties.
The choice questions are the report's reasoning; they stand on their own, so the drill may ask them too.
"""

from ...capstone import CONFIGS, K, numbers
from .build import choice, number
from .library import hint

# The same inputs in every language but the corpus: each language evaluates its own help centre.
INPUTS = {lang: {"corpus": lang, "config_a": dict(CONFIGS["A"]), "config_b": dict(CONFIGS["B"]), "k": K}
          for lang in ("en", "es", "zh")}
P_TOLERANCE = 0.01  # another seed moves a sampled p-value by about 0.005


def _n(i, **options) -> dict:
    return numbers(i["corpus"], i["k"], **options)


def _facts(i) -> dict:
    n = _n(i)
    return {"n_queries": n["n_queries"], "n_questions": n["n_questions"], "other_k": 2 * i["k"]}


def _mean(key):
    """A configuration's mean (``recall_a``...) as the exercise asks it, and its likely mistakes."""
    other = "recall" if key.startswith("recall") else "ndcg"

    def all_questions(i):  # the unanswerable questions counted as 0
        n = _n(i)
        return n[key] * n["n_queries"] / n["n_questions"]

    mistakes = (
        hint("hint.ch11.article_level", lambda i: _n(i, level="doc")[key]),
        hint("hint.ch11.all_questions", all_questions),
        hint("hint.ch11.other_cutoff", lambda i: numbers(i["corpus"], 2 * i["k"])[key]) if other == "recall"
        else hint("hint.ch11.no_cutoff", lambda i: _no_cutoff_ndcg(i, key[-1].upper())),
    )
    return lambda i: _n(i)[key], mistakes


def _no_cutoff_ndcg(i, system: str) -> float:
    import ragmetrics as rm

    from ...capstone import qrels, runs

    return rm.evaluate(qrels(i["corpus"]), runs(i["corpus"])[system], ["nDCG"]).mean["nDCG"]


for _key in ("recall_a", "recall_b", "ndcg_a", "ndcg_b"):
    _expected, _hints = _mean(_key)
    number(f"11.{_key}", _expected, INPUTS, _hints, facts=_facts, topic="evaluation")

number("11.p_ndcg", lambda i: _n(i)["p_ndcg"], INPUTS,
       (hint("hint.ch11.holm_p", lambda i: _n(i)["p_ndcg_holm"]),
        hint("hint.ch11.one_sided", lambda i: _n(i)["p_ndcg"] / 2),
        hint("hint.ch11.recall_p", lambda i: _n(i)["p_recall"]),
        hint("hint.ch11.article_p", lambda i: _n(i, level="doc")["p_ndcg"])),
       facts=_facts, tolerance=P_TOLERANCE, topic="significance")

number("11.wins", lambda i: _n(i)["wins"], INPUTS,
       (hint("hint.ch11.losses", lambda i: _n(i)["losses"]),
        hint("hint.ch11.wins_and_ties", lambda i: _n(i)["wins"] + _n(i)["ties"]),
        hint("hint.ch11.article_wins", lambda i: _n(i, level="doc")["wins"])),
       facts=_facts, integer=True, unit_interval=False, topic="significance")

# The report's reasoning: the drill asks these too (every choice exercise is a drill question).
choice("11.same_qrels", 4, "b", topic="evaluation")
choice("11.holm_two_measures", 4, "b", topic="significance")
choice("11.not_significant", 4, "b", topic="significance")
choice("11.ship_decision", 4, "b", topic="evaluation")
