"""Chapter 10: building the evaluation set, and trusting the judges (Cohen's kappa, bpref, Judged@k, a pooled
qrels' blind spot, Kendall's tau between system orders, the size of a pool, and the interview questions)."""

from itertools import combinations

import ragmetrics as rm

from .build import choice, number
from .library import hint

# Two annotators' binary labels of the same ten (question, passage) pairs.
LABELS = {"a": [1, 1, 0, 1, 0, 1, 1, 0, 1, 1], "b": [1, 0, 0, 1, 0, 1, 1, 1, 1, 1]}


def _shares(i) -> tuple:
    """(observed agreement, agreement expected by chance) of two binary label lists."""
    n = len(i["a"])
    observed = sum(x == y for x, y in zip(i["a"], i["b"])) / n
    pa, pb = sum(i["a"]) / n, sum(i["b"]) / n
    return observed, pa * pb + (1 - pa) * (1 - pb)


number("10.kappa", lambda i: rm.cohen_kappa(i["a"], i["b"]), LABELS,
       (hint("hint.ch10.raw_agreement", lambda i: _shares(i)[0]),
        hint("hint.ch10.chance_half", lambda i: (_shares(i)[0] - 0.5) / 0.5),
        hint("hint.ch10.not_divided", lambda i: _shares(i)[0] - _shares(i)[1])),
       facts=lambda i: {"n": len(i["a"]), "agree": sum(x == y for x, y in zip(i["a"], i["b"]))}, unit_interval=False,
       topic="evaluation_set")

# A ranking with judged relevant (1), judged non-relevant (0) and unjudged docs (d2, d5, d7); d9 and d10 are
# judged but not retrieved.
JUDGED_RUN = {"retrieved": ["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8"],
              "relevant": {"d1": 0, "d3": 1, "d4": 0, "d6": 1, "d8": 0, "d9": 1, "d10": 0}, "k": 5}


def _bpref(i, *, unjudged_nonrelevant=False, by_n=False, by_found=False) -> float:
    """bpref as m_bpref.c computes it, or with one of the usual slips."""
    grades = i["relevant"]
    r = sum(g >= 1 for g in grades.values())
    n = sum(g == 0 for g in grades.values())
    total, above, found = 0.0, 0, 0
    for doc in i["retrieved"]:
        grade = grades.get(doc, 0 if unjudged_nonrelevant else None)
        if grade is None:
            continue
        if grade == 0:
            above += 1
            continue
        found += 1
        cap = n if by_n else min(n, r)
        total += 1.0 - min(above, r) / cap if above else 1.0
    return total / (found if by_found else r)


def _bpref_facts(i) -> dict:
    grades = i["relevant"]
    return {"r": sum(g >= 1 for g in grades.values()), "n": sum(g == 0 for g in grades.values()),
            "unjudged": sum(doc not in grades for doc in i["retrieved"])}


number("10.bpref", lambda i: rm.bpref(i["retrieved"], i["relevant"]), JUDGED_RUN,
       (hint("hint.ch10.unjudged_as_nonrelevant", lambda i: _bpref(i, unjudged_nonrelevant=True)),
        hint("hint.ch10.divided_by_n", lambda i: _bpref(i, by_n=True)),
        hint("hint.ch10.divided_by_found", lambda i: _bpref(i, by_found=True))),
       facts=_bpref_facts, topic="evaluation_set")


def _top(i) -> list:
    return i["retrieved"][: i["k"]]


number("10.judged_at_k", lambda i: rm.parse_measure(f"Judged@{i['k']}").compute(i["retrieved"], i["relevant"]), JUDGED_RUN,
       (hint("hint.ch10.relevant_only", lambda i: sum(i["relevant"].get(d, 0) >= 1 for d in _top(i)) / i["k"]),
        hint("hint.ch10.unjudged_share", lambda i: sum(d not in i["relevant"] for d in _top(i)) / i["k"]),
        hint("hint.ch10.over_all_judged", lambda i: sum(d in i["relevant"] for d in _top(i)) / len(i["relevant"]))),
       facts=lambda i: {"k": i["k"]}, topic="evaluation_set")

# A new system's top 5, the complete grades of the question, and the passages a pool of other systems judged.
POOL = {"retrieved": ["e1", "e2", "e3", "e4", "e5"], "complete": {"e1": 1, "e3": 1, "e4": 1, "e6": 1},
        "pool": ["e2", "e3", "e6", "e7"], "k": 5}


def _pooled(i) -> dict:
    """The pool's qrels: every pooled passage with its grade (0 when not relevant); the rest unjudged."""
    return {doc: i["complete"].get(doc, 0) for doc in i["pool"]}


number("10.pooled_precision", lambda i: rm.precision_at_k(i["retrieved"], _pooled(i), k=i["k"]), POOL,
       (hint("hint.ch10.complete_judgments", lambda i: rm.precision_at_k(i["retrieved"], i["complete"], k=i["k"])),
        hint("hint.ch10.condensed", lambda i: sum(_pooled(i).get(d, 0) for d in _top(i)) / sum(d in _pooled(i) for d in _top(i))),
        hint("hint.ch10.unjudged_as_relevant", lambda i: sum(_pooled(i).get(d, 1) >= 1 for d in _top(i)) / i["k"])),
       facts=lambda i: {"k": i["k"]}, topic="evaluation_set")

# Five systems' mean nDCG@10 with two sets of qrels (systems in the same order).
ORDERS = {"x": [0.42, 0.38, 0.35, 0.31, 0.27], "y": [0.40, 0.41, 0.30, 0.33, 0.25]}


def _pairs(i) -> tuple:
    """(concordant, discordant) pairs of systems."""
    signs = [(i["x"][a] - i["x"][b]) * (i["y"][a] - i["y"][b]) for a, b in combinations(range(len(i["x"])), 2)]
    return sum(s > 0 for s in signs), sum(s < 0 for s in signs)


number("10.kendall_tau", lambda i: rm.kendall_tau(i["x"], i["y"]), ORDERS,
       (hint("hint.ch10.discordant_share", lambda i: _pairs(i)[1] / sum(_pairs(i))),
        hint("hint.ch10.concordant_share", lambda i: _pairs(i)[0] / sum(_pairs(i))),
        hint("hint.ch10.divided_by_systems", lambda i: (_pairs(i)[0] - _pairs(i)[1]) / len(i["x"]))),
       facts=lambda i: {"systems": len(i["x"]), "pairs": sum(_pairs(i))}, unit_interval=False, topic="evaluation_set")

# Three runs' rankings of one question; the pool judges the top `depth` of each.
RUNS = {"runs": [["p1", "p2", "p3", "p4"], ["p3", "p5", "p1", "p6"], ["p7", "p2", "p8", "p4"]], "depth": 3}


number("10.pool_size", lambda i: len({doc for run in i["runs"] for doc in run[: i["depth"]]}), RUNS,
       (hint("hint.ch10.not_deduplicated", lambda i: sum(len(run[: i["depth"]]) for run in i["runs"])),
        hint("hint.ch10.whole_runs", lambda i: len({doc for run in i["runs"] for doc in run})),
        hint("hint.ch10.one_run", lambda i: i["depth"])),
       facts=lambda i: {"depth": i["depth"], "runs": len(i["runs"])}, integer=True, unit_interval=False,
       topic="evaluation_set")

# Conceptual: the drill asks these too (every choice exercise is a drill question).
choice("10.pooling_bias", 4, "b", topic="evaluation_set")
choice("10.binary_kappa", 4, "c", topic="evaluation_set")
choice("10.position_bias", 4, "d", topic="evaluation_set")
choice("10.generated_questions", 4, "a", topic="evaluation_set")
