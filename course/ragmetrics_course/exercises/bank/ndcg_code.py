"""The coding exercise "write ndcg_at_k(retrieved, grades, k)": its cases, its reference and the usual mistakes.

The Chinese interview article's follow-up: grades are looked up from a dict ``{doc_id: grade}`` (a doc missing
from it has grade 0), the ideal ranking holds every graded document (retrieved or not), linear gain (the grade)
and the discount 1 / log2(rank + 1), as trec_eval; nothing relevant gives 0. The cases start with the worked
example, then one group per edge case, then random cases drawn with a fixed seed (so feedback can be replayed).
Each mistake below is written the way a learner would write it; the checker names it when the learner's
numbers match it on every case.
"""

from __future__ import annotations

import math
import random

import ragmetrics as rm

from ..coding import Case
from ..spec import Hint

__all__ = ["reference", "cases", "facts", "MISTAKES", "HINTS", "N_RANDOM"]

N_RANDOM = 200
_SEED = 20021  # fixed: the same cases for every learner, in every language


def reference(retrieved, grades, k) -> float:
    """The right answer: ragmetrics' nDCG@k (linear gain, trec_eval's conventions)."""
    return rm.ndcg_at_k(retrieved, grades, k=k)


def _random_case(rng: random.Random) -> Case:
    pool = list(range(1, 21))
    retrieved = rng.sample(pool, rng.randint(1, 8))
    graded = rng.sample(pool, rng.randint(0, 8))
    grades = {doc: rng.randint(0, 3) for doc in graded}
    if rng.random() < 0.5:  # ids are strings half of the time, as a retriever's often are
        retrieved, grades = [f"d{doc}" for doc in retrieved], {f"d{doc}": g for doc, g in grades.items()}
    return Case("random", (retrieved, grades, rng.randint(1, 10)), empty=not any(g > 0 for g in grades.values()))


def cases(inputs) -> list[Case]:
    """The example first, then the edge cases by group, then N_RANDOM random cases."""
    found = [
        Case("example", (list(inputs["retrieved"]), dict(inputs["grades"]), inputs["k"])),
        Case("ties", ([4, 8, 15, 16, 23], {4: 2, 15: 2, 23: 2, 42: 2}, 3)),
        Case("ties", (["a", "b", "c", "d"], {"a": 1, "b": 3, "c": 1, "d": 3}, 4)),
        Case("k_beyond_list", ([7, 3], {3: 2, 5: 1}, 10)),
        Case("k_beyond_list", (["x", "y", "z"], {"z": 3, "y": 1}, 5)),
        Case("missing", (["d1", "d2", "d3", "d4"], {"d9": 1, "d3": 2}, 4)),
        Case("not_retrieved", ([1, 2, 3], {2: 1, 10: 3, 11: 3}, 3)),
        Case("zero_grades", ([1, 2, 3], {1: 0, 2: 0, 3: 1}, 2)),
        Case("no_relevant", ([1, 2, 3], {}, 3), empty=True),
        Case("no_relevant", ([1, 2, 3], {1: 0, 4: 0}, 3), empty=True),
    ]
    rng = random.Random(_SEED)
    return found + [_random_case(rng) for _ in range(N_RANDOM)]


def facts(inputs) -> dict:
    return {"function": "ndcg_at_k", "n_cases": len(cases(inputs)), "example_value": f"{reference(**inputs):.4f}"}


# ----- the usual mistakes, written as a learner would -----------------------------------------------------
def _dcg(grades_in_order, gain=lambda g: g, discount=lambda rank: 1 / math.log2(rank + 1)) -> float:
    return sum(gain(g) * discount(rank) for rank, g in enumerate(grades_in_order, start=1))


def _ndcg(retrieved, grades, k, *, gain=lambda g: g, discount=lambda rank: 1 / math.log2(rank + 1), ideal=None,
          top=None, normalise=True) -> float:
    top = k if top is None else top
    got = [grades.get(doc, 0) for doc in retrieved[:top]]
    best = sorted(grades.values(), reverse=True)[:top] if ideal is None else ideal
    dcg, idcg = _dcg(got, gain, discount), _dcg(best, gain, discount)
    if not normalise:
        return dcg
    return dcg / idcg if idcg > 0 else 0.0


MISTAKES = {
    "hint.code_ndcg.exponential": (
        lambda r, g, k: _ndcg(r, g, k, gain=lambda grade: 2 ** grade - 1),
    ),
    "hint.code_ndcg.log2_rank": (  # Järvelin and Kekäläinen's first discount: rank 1 undiscounted, then 1/log2(rank)
        lambda r, g, k: _ndcg(r, g, k, discount=lambda rank: 1.0 if rank == 1 else 1 / math.log2(rank)),
    ),
    "hint.code_ndcg.ideal_from_retrieved": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted((g.get(doc, 0) for doc in r[:k]), reverse=True)),
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted((g.get(doc, 0) for doc in r), reverse=True)[:k]),
    ),
    "hint.code_ndcg.ideal_not_cut": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted(g.values(), reverse=True)),
    ),
    "hint.code_ndcg.ideal_set": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted(set(g.values()), reverse=True)[:k]),
    ),
    "hint.code_ndcg.off_by_one": (
        lambda r, g, k: _ndcg(r, g, k, top=k - 1),
        lambda r, g, k: _ndcg(r, g, k, top=k + 1),
    ),
    "hint.code_ndcg.dcg": (
        lambda r, g, k: _ndcg(r, g, k, normalise=False),
    ),
}
# Exceptions (and inf or nan) that reveal a mistake on a case with something to find.
FAILURES = {
    "hint.code_ndcg.log2_one": ("ZeroDivisionError", "nonfinite"),
    "hint.code_ndcg.key_error": ("KeyError",),
    "hint.code_ndcg.index_error": ("IndexError",),
}
HINTS = tuple(Hint(key, wrong=wrong) for key, wrongs in MISTAKES.items() for wrong in wrongs) + tuple(
    Hint(key, answers=names) for key, names in FAILURES.items())
