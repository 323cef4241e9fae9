"""The playground's logic without widgets: a ranking, its grades, k and the gain -> measures and formulas.

Every number comes from the package (``ragmetrics`` and ``ragmetrics.retrieval``): the values from
the per-query functions, the terms of each formula from ``grades_of``, ``ideal_grades``, ``gains``
and ``discounts``. A widget only renders a ``RankingState``; the tests drive it directly.

>>> state = RankingState()          # the example: {101: 3, 205: 2, 309: 1}, [999, 205, 101, 888, 309]
>>> round(state.metrics()["ndcg"], 3)
0.661
>>> state.move(101, 1)              # the grade-3 doc to the top
>>> state.retrieved
(101, 999, 205, 888, 309)
>>> round(state.metrics()["rr"], 3), state.metrics()["recall"]
(1.0, 1.0)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import islice
from numbers import Integral

import numpy as np

import ragmetrics
from ragmetrics.measures import MEASURES as DECLARED
from ragmetrics.measures import Measure
from ragmetrics.retrieval import discounts, gains, grades_of, ideal_grades

from .messages import course_error, t, write_number

__all__ = [
    "EXAMPLE_RELEVANT",
    "EXAMPLE_RETRIEVED",
    "EXAMPLE_RETRIEVED_B",
    "COURSE_MEASURES",
    "MEASURE_KEYS",
    "GAINS",
    "MetricRow",
    "ChartData",
    "RelevanceData",
    "RankingState",
    "metric_symbol",
    "measure_at",
    "course_measure",
    "format_delta",
    "check_gain",
    "check_int",
    "check_level",
    "ranking_curves",
    "evaluation_curves",
    "GainDiscountData",
    "gain_discount_data",
]

# The example of the Chinese source (seeds/003): graded judgments and a run that finds all three.
EXAMPLE_RELEVANT = {101: 3, 205: 2, 309: 1}
EXAMPLE_RETRIEVED = (999, 205, 101, 888, 309)
# The side-by-side view's second ranking: the same documents, so Recall@5 ties, in the ideal order.
EXAMPLE_RETRIEVED_B = (101, 205, 309, 999, 888)

# The measures the course shows, in this order: canonical names of ragmetrics' declarations.
COURSE_MEASURES = ("R", "P", "F1", "HitRate", "RR", "nDCG", "AP")
# Their course keys, read from each declaration's ``label`` ("recall", ..., "ndcg"): the catalog's
# metric.<key>.* texts and the keys of ``metrics()``, the rows, the curves and data-metric="<key>".
MEASURE_KEYS = tuple(DECLARED[name].label for name in COURSE_MEASURES)
_BY_KEY = {DECLARED[name].label: DECLARED[name] for name in COURSE_MEASURES}
GAINS = ("linear", "exponential")
DEFAULT_MAX_GRADE = 3
MAX_GRADE = 10  # the highest grade a chart shows: 2**10 - 1 still plots (exponential gain grows fast)
MAX_DOCS = 50  # a ranking the playground lays out row by row (800 rows took 32 s to build)


def measure_at(name: str, k: int | None, *, gain: str = "linear", level: int = 1) -> Measure:
    """Return the declared measure ``name`` (canonical, e.g. "nDCG") at cutoff ``k``, taking ``gain`` and
    ``level`` only where its declaration does (nDCG takes a gain, not a level; the others a level)."""
    declaration = DECLARED[name]
    # A Measure built directly is not checked the way parse_measure checks a name: check here.
    for argument, value in (("k", k), ("level", level)):
        if value is None and argument == "k":
            continue
        if isinstance(value, bool) or not isinstance(value, Integral) or value < 1:
            kind = ValueError if isinstance(value, Integral) and not isinstance(value, bool) else TypeError
            raise course_error(kind, "error.positive_int", name=argument, got=repr(value))
    check_gain(gain)
    return Measure(
        declaration.name,
        cutoff=None if declaration.cutoff == "none" else k,
        level=level if declaration.takes_level else 1,
        gain=gain if declaration.takes_gain else "linear",
    )


def course_measure(key: str, k: int | None, *, gain: str = "linear", level: int = 1) -> Measure:
    """Return the measure a course key stands for, e.g. ``course_measure("ndcg", 5, gain="exponential")``
    -> Measure('nDCG(gain=exp)@5'): what ``ragmetrics.evaluate`` takes and ``Measure.compute`` computes."""
    if key not in _BY_KEY:
        raise ValueError(f"'key' must be one of {', '.join(map(repr, MEASURE_KEYS))} (got {key!r})")
    return measure_at(_BY_KEY[key].name, k, gain=gain, level=level)


def metric_symbol(key: str, k: int, lang: str | None = None, *, level: int = 1) -> str:
    """Return the measure's notation, e.g. ``metric_symbol("ndcg", 5)`` -> 'nDCG@5'; a relevance level above 1
    is shown for the measures that take one, as ir_measures writes it: ``metric_symbol("precision", 5, level=2)``
    -> 'Precision(rel=2)@5' (nDCG takes no level: its symbol stays)."""
    symbol = t(f"metric.{key}.symbol", lang, k=k)
    if level > 1 and _BY_KEY[key].takes_level:
        symbol = symbol.replace("@", f"(rel={level})@", 1)
    return symbol


def format_delta(delta: float, digits: int = 3, lang: str | None = None) -> str:
    """Return a change as shown beside a value, written as ``lang`` writes it: '+0.120', '−0.083' (a true minus sign),
    in Spanish '+0,120', '−0,083'; '' if none."""
    rounded = round(delta, digits)
    if rounded == 0:
        return ""
    return write_number(rounded, f"+.{digits}f", lang)


def check_gain(gain, lang: str | None = None) -> str:
    """Return ``gain`` if it is one of GAINS; otherwise a ValueError naming it (in ``lang``, default the course's)."""
    if gain not in GAINS:
        raise course_error(ValueError, "error.one_of", lang, name="gain", choices=", ".join(map(repr, GAINS)), got=repr(gain))
    return gain


def _capped(docs, name: str, lang: str | None):
    """``docs`` (a mapping or a collection of ids) if it holds at most MAX_DOCS; counted without listing it whole."""
    if hasattr(docs, "__len__"):
        if len(docs) > MAX_DOCS:
            raise course_error(ValueError, "error.too_many_docs", lang, name=name, n=len(docs), limit=MAX_DOCS)
        return docs if hasattr(docs, "items") else list(docs)
    first = list(islice(docs, MAX_DOCS + 1))
    if len(first) > MAX_DOCS:
        raise course_error(ValueError, "error.too_many_docs", lang, name=name, n=f"> {MAX_DOCS}", limit=MAX_DOCS)
    return first


def check_int(name: str, value, low: int, high: int, lang: str | None = None) -> int:
    """Return ``value`` if it is an int from ``low`` to ``high``; otherwise a TypeError or ValueError naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise course_error(TypeError, "error.int_type", lang, name=name, low=low, high=high, got=repr(value))
    if not low <= value <= high:
        raise course_error(ValueError, "error.int_range", lang, name=name, low=low, high=high, got=repr(value))
    return int(value)


def check_level(level, lang: str | None = None) -> int:
    """Return ``level`` if it is a positive int; otherwise a TypeError or ValueError naming it (in ``lang``)."""
    if isinstance(level, bool) or not isinstance(level, Integral):
        raise course_error(TypeError, "error.positive_int", lang, name="level", got=repr(level))
    if level < 1:
        raise course_error(ValueError, "error.positive_int", lang, name="level", got=repr(level))
    return int(level)


@dataclass(frozen=True, kw_only=True)
class MetricRow:
    """One measure as the playground shows it: notation, name, the rule in words, formula lines, value."""

    key: str
    symbol: str
    name: str
    words: str
    formula: tuple[str, ...]
    value: float


@dataclass(frozen=True, kw_only=True)
class ChartData:
    """What the gain chart draws, position by position (index 0 = rank 1)."""

    docs: tuple
    grades: np.ndarray
    gains: np.ndarray
    discounts: np.ndarray
    discounted: np.ndarray
    ideal_grades: np.ndarray
    ideal_discounted: np.ndarray
    k: int
    gain: str
    first_hit: int | None  # 1-based rank of the first relevant doc, or None
    dcg: float
    idcg: float
    ndcg: float


@dataclass(frozen=True, kw_only=True)
class RelevanceData:
    """What the relevance chart draws (chapters 01 and 02, before DCG): per position, grade and relevance."""

    docs: tuple
    grades: np.ndarray
    relevant: np.ndarray  # bool: grade >= level
    k: int
    level: int
    first_hit: int | None  # 1-based rank of the first relevant doc, or None
    hits: int  # relevant docs in the top k
    n_relevant: int  # R: judged relevant docs, retrieved or not
    recall: float  # Recall@k, from the package
    precision: float  # Precision@k, from the package
    recall_by_rank: np.ndarray  # Recall@i for i = 1..n
    precision_by_rank: np.ndarray  # Precision@i for i = 1..n


class RankingState:
    """One query's candidate documents in rank order, their grades, k and the gain.

    ``relevant`` maps doc id -> grade (a plain collection of ids means grade 1 each); ``retrieved``
    is the ranking, best first (default: the judged docs in the order given). A retrieved doc
    missing from ``relevant`` has grade 0; a judged doc that was not retrieved stays judged: it
    counts in R and in the ideal DCG. Grades are whole numbers from 0 to ``max_grade`` (at most MAX_GRADE = 10,
    what a chart can show); ``relevant`` and ``retrieved`` hold at most MAX_DOCS = 50 documents each.
    ``seed`` (an int or None) makes ``shuffle`` repeat the same sequence of orders. ``lang`` is the language of its error
    messages (default: the course language); a widget passes its own.
    """

    def __init__(self, relevant=None, retrieved=None, *, k=None, gain="linear", level=1, max_grade=None, seed=0,
                 lang=None):
        self._lang = lang
        if relevant is None and retrieved is None:
            relevant, retrieved = EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED
        if relevant is None:
            raise course_error(TypeError, "error.relevant_required", lang)
        if isinstance(retrieved, (str, bytes, set, frozenset, dict)):
            raise course_error(TypeError, "error.retrieved_list", lang, got=repr(retrieved))
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, Integral)):
            raise course_error(TypeError, "error.seed", lang, got=repr(seed))
        relevant = _capped(relevant, "relevant", lang)
        judged = dict(relevant) if hasattr(relevant, "items") else dict.fromkeys(relevant, 1)
        docs = list(judged) if retrieved is None else _capped(retrieved, "retrieved", lang)
        if not docs:
            raise course_error(ValueError, "error.retrieved_empty", lang)
        if len(set(docs)) != len(docs):
            seen = {}
            doc, first, again = next((d, seen[d], r) for r, d in enumerate(docs, 1) if seen.setdefault(d, r) != r)
            raise course_error(ValueError, "error.retrieved_repeat", lang, doc=repr(doc), first=first, again=again)
        grades = {doc: judged.get(doc, 0) for doc in docs}
        grades.update({doc: grade for doc, grade in judged.items() if doc not in grades})
        for doc, grade in grades.items():
            if isinstance(grade, bool) or not isinstance(grade, Integral) or grade < 0:
                raise course_error(ValueError, "error.grades_whole", lang, grade=repr(grade), doc=repr(doc))
        top = max(grades.values(), default=0)
        for doc, grade in grades.items():
            if grade > MAX_GRADE:
                raise course_error(ValueError, "error.grade_high", lang, grade=grade, doc=repr(doc), high=MAX_GRADE)
        if max_grade is not None and (isinstance(max_grade, bool) or not isinstance(max_grade, Integral)
                                      or max_grade > MAX_GRADE):
            check_int("max_grade", max_grade, top, MAX_GRADE, lang)  # raises, in the learner's language
        self.max_grade = int(max(DEFAULT_MAX_GRADE, top) if max_grade is None else max_grade)
        if top > self.max_grade:
            raise course_error(ValueError, "error.max_grade", lang, top=top, got=repr(max_grade))
        if isinstance(level, bool) or not isinstance(level, Integral) or level < 1:
            raise course_error(ValueError, "error.positive_int", lang, name="level", got=repr(level))
        self.level = int(level)
        self._seed = seed
        self._example = (tuple(docs), {doc: int(g) for doc, g in grades.items()}, k, check_gain(gain, lang))
        self.reset()

    # ----- the state -------------------------------------------------------------------------
    @property
    def retrieved(self) -> tuple:
        """The ranking, best first."""
        return tuple(self._order)

    @property
    def grades(self) -> dict:
        """Every doc's grade: the retrieved docs (0 when unjudged) and the judged docs not retrieved."""
        return dict(self._grades)

    @property
    def relevant(self) -> dict:
        """The judgments passed to the package: doc id -> grade."""
        return dict(self._grades)

    @property
    def not_retrieved(self) -> dict:
        """Judged docs with a grade > 0 that are not in the ranking (they count in R and in the ideal DCG)."""
        shown = set(self._order)
        return {doc: g for doc, g in self._grades.items() if doc not in shown and g > 0}

    @property
    def n(self) -> int:
        return len(self._order)

    @property
    def k(self) -> int:
        return self._k

    @property
    def gain(self) -> str:
        return self._gain

    def position_of(self, doc) -> int:
        """Return the 1-based rank of ``doc``."""
        try:
            return self._order.index(doc) + 1
        except ValueError:
            raise course_error(KeyError, "error.doc_not_ranked", self._lang, doc=repr(doc), ranking=repr(self._order)) from None

    def first_hit(self) -> int | None:
        """Return the 1-based rank of the first relevant doc (grade >= level) in the whole ranking, or None."""
        relevant = np.flatnonzero(grades_of(self._order, self._grades) >= self.level)
        return int(relevant[0]) + 1 if relevant.size else None

    # ----- the controls ----------------------------------------------------------------------
    def move(self, doc, position: int) -> None:
        """Move ``doc`` to rank ``position`` (1-based); the docs in between shift by one."""
        self.position_of(doc)  # a KeyError naming the doc if it is not in the ranking
        position = self._check_int(position, "position", 1, self.n)
        self._order.remove(doc)
        self._order.insert(position - 1, doc)

    def move_up(self, doc) -> None:
        """Move ``doc`` one rank up (towards rank 1); nothing happens at rank 1."""
        self.move(doc, max(1, self.position_of(doc) - 1))

    def move_down(self, doc) -> None:
        """Move ``doc`` one rank down; nothing happens at the last rank."""
        self.move(doc, min(self.n, self.position_of(doc) + 1))

    def set_grade(self, doc, grade: int) -> None:
        """Give ``doc`` (retrieved or judged) a grade from 0 to max_grade."""
        if doc not in self._grades:
            raise course_error(KeyError, "error.doc_unknown", self._lang, doc=repr(doc), docs=repr(list(self._grades)))
        self._grades[doc] = self._check_int(grade, "grade", 0, self.max_grade)

    def set_k(self, k: int) -> None:
        """Set the cutoff k, from 1 to the number of retrieved docs."""
        self._k = self._check_int(k, "k", 1, self.n)

    def set_gain(self, gain: str) -> None:
        """Set the gain: "linear" (the grade) or "exponential" (2^grade - 1)."""
        self._gain = check_gain(gain, self._lang)

    def ideal_order(self) -> None:
        """Sort the ranking by grade, highest first (ties keep their current order)."""
        self._order.sort(key=lambda doc: -self._grades[doc])

    def shuffle(self) -> None:
        """Put the ranking in a random order from the seeded generator (a different order when n > 1)."""
        before = list(self._order)
        for _ in range(100):
            self._rng.shuffle(self._order)
            if self._order != before or self.n < 2:
                break

    def reset(self) -> None:
        """Go back to the example's ranking, grades, k and gain, and restart the shuffle sequence."""
        docs, grades, k, gain = self._example
        self._order = list(docs)
        self._grades = dict(grades)
        self._k = len(docs) if k is None else self._check_int(k, "k", 1, len(docs))
        self._gain = gain
        self._rng = random.Random(self._seed)

    def _check_int(self, value, name: str, low: int, high: int) -> int:
        return check_int(name, value, low, high, self._lang)

    # ----- the numbers -----------------------------------------------------------------------
    def _ideal_ranking(self) -> list:
        """Every judged doc, highest grade first: the ranking whose DCG is the ideal DCG."""
        return sorted(self._grades, key=lambda doc: -self._grades[doc])

    def metrics(self) -> dict:
        """Return every measure of MEASURE_KEYS at the current k, gain and level (``Measure.compute``, as evaluate computes it)."""
        docs, rel, k = self._order, self._grades, self._k
        return {key: course_measure(key, k, gain=self._gain, level=self.level).compute(docs, rel) for key in MEASURE_KEYS}

    def dcg(self) -> float:
        """DCG@k of the ranking (ragmetrics.dcg_at_k)."""
        return ragmetrics.dcg_at_k(self._order, self._grades, k=self._k, gain=self._gain)

    def idcg(self) -> float:
        """DCG@k of the ideal ranking of every judged doc (ragmetrics.dcg_at_k on that ranking)."""
        return ragmetrics.dcg_at_k(self._ideal_ranking(), self._grades, k=self._k, gain=self._gain)

    def chart_data(self) -> ChartData:
        """Return the gain chart's numbers: per position gain, discount, discounted gain, and the ideal's."""
        n, k = self.n, self._k
        grades = grades_of(self._order, self._grades)
        gain = gains(grades, self._gain)
        discount = discounts(n)
        ideal = np.zeros(n)
        best = ideal_grades(self._grades)[:n]
        ideal[: best.size] = best
        return ChartData(
            docs=tuple(self._order),
            grades=grades,
            gains=gain,
            discounts=discount,
            discounted=gain * discount,
            ideal_grades=ideal,
            ideal_discounted=gains(ideal, self._gain) * discount,
            k=k,
            gain=self._gain,
            first_hit=self.first_hit(),
            dcg=self.dcg(),
            idcg=self.idcg(),
            ndcg=ragmetrics.ndcg_at_k(self._order, self._grades, k=k, gain=self._gain),
        )

    def relevance_data(self) -> RelevanceData:
        """Return the relevance chart's numbers: per position the grade and whether it is relevant, and
        Recall@i and Precision@i at every cutoff i (``ragmetrics.recall_at_k`` and ``precision_at_k``)."""
        docs, rel, level = self._order, self._grades, self.level
        grades = grades_of(docs, rel)
        relevant = grades >= level
        by_rank = range(1, self.n + 1)
        recall = np.array([ragmetrics.recall_at_k(docs, rel, k=i, level=level) for i in by_rank])
        precision = np.array([ragmetrics.precision_at_k(docs, rel, k=i, level=level) for i in by_rank])
        return RelevanceData(
            docs=tuple(docs),
            grades=grades,
            relevant=relevant,
            k=self._k,
            level=level,
            first_hit=self.first_hit(),
            hits=int(np.count_nonzero(relevant[: self._k])),
            n_relevant=int(np.count_nonzero(ideal_grades(rel) >= level)),
            recall=float(recall[self._k - 1]),
            precision=float(precision[self._k - 1]),
            recall_by_rank=recall,
            precision_by_rank=precision,
        )

    def rows(self, lang: str | None = None, values: dict | None = None) -> list[MetricRow]:
        """Return every measure with its name, its rule in words and its formula filled in with the current numbers."""
        values = self.metrics() if values is None else values
        k, level = self._k, self.level
        grades = grades_of(self._order, self._grades)
        relevant_ranks = [int(r) + 1 for r in np.flatnonzero(grades[:k] >= level)]
        hits = len(relevant_ranks)
        n_relevant = int(np.count_nonzero(ideal_grades(self._grades) >= level))
        sym = {key: metric_symbol(key, k, lang, level=level) for key in MEASURE_KEYS}
        v = values

        def w(x, spec=".3f"):  # a number in a formula line, as the widget's language writes it: 0,333 in Spanish
            return write_number(x, spec, lang)

        def note(text):
            return t("formula.aside", lang, text=text)  # its own gap: none before a full-width parenthesis

        def line(key, middle):
            return f"{sym[key]} = {middle} = {w(v[key])}"

        formulas = {}
        formulas["recall"] = (line("recall", f"{hits} / {n_relevant}"),)
        formulas["precision"] = (line("precision", f"{hits} / {k}"),)
        p, r = v["precision"], v["recall"]
        if p + r > 0:
            formulas["f1"] = (line("f1", f"2 · {w(p)} · {w(r)} / ({w(p)} + {w(r)})"),)
        else:
            formulas["f1"] = (f"{sym['f1']} = {w(v['f1'], 'g')}" + note(t("formula.f1_zero", lang)),)
        if n_relevant == 0:
            formulas["recall"] = (f"{sym['recall']} = {w(v['recall'], 'g')}" + note(t("formula.no_relevant", lang)),)
        if relevant_ranks:
            first = relevant_ranks[0]
            formulas["hit_rate"] = (f"{sym['hit_rate']} = {w(v['hit_rate'], 'g')}" + note(t("formula.first_at", lang, rank=first, k=k)),)
            formulas["rr"] = (line("rr", f"1 / {first}"),)
        else:
            none = t("formula.none_in_top", lang, k=k)
            formulas["hit_rate"] = (f"{sym['hit_rate']} = {w(v['hit_rate'], 'g')}" + note(none),)
            formulas["rr"] = (f"{sym['rr']} = {w(v['rr'], 'g')}" + note(none),)
        formulas["ndcg"] = self._ndcg_formula(sym["ndcg"], v["ndcg"], lang)
        # AP's terms are Precision@r at each relevant rank r in the top k (the package's precision_at_k).
        precisions = [ragmetrics.precision_at_k(self._order, self._grades, k=rank, level=level) for rank in relevant_ranks]
        fractions = [f"{i}/{rank}" for i, rank in enumerate(relevant_ranks, start=1)]
        if n_relevant == 0:
            formulas["ap"] = (f"{sym['ap']} = {w(v['ap'], 'g')}" + note(t("formula.no_relevant", lang)),)
        else:
            terms = " + ".join(fractions) if fractions else "0"
            middle = f"({terms}) / {n_relevant}"
            if len(precisions) > 1:  # the same terms as decimals, on the same line: the sum is easier to follow
                middle += f" = ({' + '.join(w(x) for x in precisions)}) / {n_relevant}"
            formulas["ap"] = (line("ap", middle),)
        return [
            MetricRow(
                key=key,
                symbol=sym[key],
                name=t(f"metric.{key}.name", lang),
                words=t(f"metric.{key}.words", lang, k=k),
                formula=formulas[key],
                value=v[key],
            )
            for key in MEASURE_KEYS
        ]

    def _ndcg_formula(self, symbol: str, value: float, lang) -> tuple[str, ...]:
        k = self._k
        gain = gains(grades_of(self._order, self._grades)[:k], self._gain)
        best = gains(ideal_grades(self._grades)[:k], self._gain)

        def w(x, spec=".3f"):
            return write_number(x, spec, lang)

        def terms(row) -> str:
            parts = [f"{w(g, 'g')}/log2({rank + 1})" for rank, g in enumerate(row, start=1) if g > 0]
            return " + ".join(parts) + " = " if parts else ""

        dcg, idcg = self.dcg(), self.idcg()
        lines = [
            f"{symbol} = DCG@{k} / IDCG@{k} = {w(dcg)} / {w(idcg)} = {w(value)}",
            f"DCG@{k} = {terms(gain)}{w(dcg)}",
            f"IDCG@{k} = {terms(best)}{w(idcg)}",
        ]
        if idcg == 0:
            lines[0] = f"{symbol} = {w(value, 'g')}" + t("formula.aside", lang, text=t("formula.no_ideal", lang))
        return tuple(lines)

    def snapshot(self) -> dict:
        """Return the state as plain data (ranking, grades, k, gain), e.g. for a test or a saved exercise."""
        return {"retrieved": list(self._order), "relevant": dict(self._grades), "k": self._k, "gain": self._gain}


# ----- metric-vs-k curves ----------------------------------------------------------------------
def ranking_curves(retrieved, relevant, *, max_k=None, gain="linear", level=1, measures=MEASURE_KEYS) -> dict:
    """Return {measure key: array of the measure at k = 1..max_k} for one ranking (``Measure.compute`` at each k)."""
    max_k = len(retrieved) if max_k is None else max_k
    ks = range(1, max_k + 1)
    return {key: np.array([course_measure(key, k, gain=gain, level=level).compute(retrieved, relevant) for k in ks])
            for key in measures}


def evaluation_curves(qrels, run, *, max_k=10, gain="linear", level=1, measures=MEASURE_KEYS, missing_queries="skip"):
    """Return ({measure key: array of the mean at k = 1..max_k}, number of queries) from ragmetrics.evaluate."""
    chosen = {(key, k): course_measure(key, k, gain=gain, level=level) for key in measures for k in range(1, max_k + 1)}
    results = ragmetrics.evaluate(qrels, run, list(chosen.values()), missing_queries=missing_queries)
    curves = {key: np.array([results.mean[str(chosen[(key, k)])] for k in range(1, max_k + 1)]) for key in measures}
    return curves, len(results.per_query)


# ----- gain and discount explorer --------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class GainDiscountData:
    positions: np.ndarray  # 1..n
    discounts: np.ndarray
    grades: np.ndarray  # 0..max_grade
    linear: np.ndarray
    exponential: np.ndarray
    position: int
    grade: int
    gain: str
    contribution: float  # dcg_at_k of one doc of that grade at that position


def gain_discount_data(*, n=10, max_grade=3, position=1, grade=3, gain="linear") -> GainDiscountData:
    """Return the explorer's numbers: discounts(n), the gains of grades 0..max_grade, and one doc's contribution.

    The contribution is ``ragmetrics.dcg_at_k`` of a ranking whose only judged doc has ``grade`` and
    sits at ``position``: gain(grade) × discount(position), computed by the package.
    """
    check_gain(gain)
    grades = np.arange(max_grade + 1, dtype=float)
    filler = [-(i + 2) for i in range(position - 1)]  # unjudged docs above it
    contribution = ragmetrics.dcg_at_k(filler + [-1], {-1: grade}, gain=gain)
    return GainDiscountData(
        positions=np.arange(1, n + 1),
        discounts=discounts(n),
        grades=grades,
        linear=gains(grades, "linear"),
        exponential=gains(grades, "exponential"),
        position=position,
        grade=grade,
        gain=gain,
        contribution=contribution,
    )
