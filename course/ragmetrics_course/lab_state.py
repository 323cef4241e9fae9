"""The lab explorer's logic without widgets: a retrieval configuration -> its run, measures, spread and failures.

A configuration is the help centre's language, the retriever, the chunking and the hybrid weight;
``k`` is the cutoff the numbers are read at. :class:`LabExplorerState` builds the run with
``ragmetrics_course.lab.Lab`` (indexes and score matrices are built once per process and shared with the
chapter's cells) and evaluates it with one ``ragmetrics.evaluate`` call per configuration:
Recall@k, nDCG@k and HitRate@k for every k from 1 to ``MAX_K``, and RR (no cutoff; its mean is
the MRR). Every number shown, the means, the spread over queries and the curves, is read from
that result, so it equals ``ragmetrics.evaluate`` on the same run; a change of k alone evaluates
nothing again. A second configuration can be pinned and compared with the current one.

>>> state = LabExplorerState("en", retriever="bm25", chunking="paragraph", k=5)
>>> list(state.means()) == state.measure_names() == ['R@5', 'nDCG@5', 'RR', 'HitRate@5']
True
>>> state.set(k=10)                       # read from the same evaluation: nothing is evaluated again
>>> state.means()["R@10"] >= state.curves()["recall"][4]
True
"""

from __future__ import annotations

import statistics
from collections import OrderedDict
from dataclasses import dataclass
from numbers import Integral, Real

import ragmetrics
from ragmetrics_course.lab import RETRIEVERS, Chunking, Lab

from .messages import LANGUAGES, t

__all__ = [
    "MAX_K",
    "SIZES",
    "OVERLAPS",
    "CHUNK_MODES",
    "LAB_MEASURES",
    "CURVE_MEASURES",
    "LabConfig",
    "Spread",
    "MeasureSummary",
    "Failure",
    "LabExplorerState",
    "spread",
    "check_chunking",
    "chunking_of",
    "chunking_label",
]

MAX_K = 20  # the k slider and the curves go from 1 to MAX_K
# Chunk sizes and overlaps in tokens (a word, a number or one Chinese character: Chunking's "tokens"), the unit the
# chapter counts windows and prompts in; a paragraph of the help centre is about 35-70 of them, by language
SIZES = (20, 40, 60, 80, 100, 120, 150, 200, 250, 300)
OVERLAPS = (0, 10, 20, 30, 40, 50, 75, 100, 150)  # always smaller than the size
CHUNK_MODES = ("paragraph", "tokens", "article")
# The four measures the lab shows, as course keys (the catalog's metric.<key>.*) and how each is named
# for ragmetrics.evaluate at cutoff k: RR has no cutoff (trec_eval's recip_rank; its mean is the MRR).
LAB_MEASURES = ("recall", "ndcg", "rr", "hit_rate")
_NAMES = {"recall": "R@{k}", "ndcg": "nDCG@{k}", "rr": "RR", "hit_rate": "HitRate@{k}"}
CURVE_MEASURES = ("recall", "ndcg", "hit_rate")
_RUN_CACHE = 24  # configurations whose run and evaluation are kept


def check_chunking(chunking) -> Chunking:
    """Return ``chunking`` as a Chunking if the lab offers it, else a ValueError naming the choices.

    The lab offers "paragraph", "article" and "tokens:SIZE/OVERLAP" with SIZE one of ``SIZES`` and
    OVERLAP one of ``OVERLAPS``, smaller than SIZE (the other chunkings of ``ragmetrics_course.lab`` work in
    ``Lab.run``; the explorer's sliders only reach these).
    """
    rule = (f"'chunking' must be 'paragraph', 'article' or 'tokens:SIZE/OVERLAP' with SIZE one of "
            f"{', '.join(map(str, SIZES))} and OVERLAP one of {', '.join(map(str, OVERLAPS))}, smaller than SIZE")
    try:
        parsed = Chunking.parse(chunking)
    except ValueError:
        raise ValueError(f"{rule} (got {chunking!r})") from None
    if parsed.kind in ("paragraph", "article") and parsed.size == 0:
        return parsed
    if parsed.kind == "tokens" and parsed.size in SIZES and parsed.overlap in OVERLAPS and parsed.overlap < parsed.size:
        return parsed
    raise ValueError(f"{rule} (got {chunking!r})")


def chunking_of(mode: str, size: int, overlap: int) -> Chunking:
    """The chunking the explorer's controls describe: "paragraph", "article", or windows of ``size``/``overlap``."""
    if mode not in CHUNK_MODES:
        raise ValueError(f"'mode' must be one of {', '.join(map(repr, CHUNK_MODES))} (got {mode!r})")
    if mode == "tokens":
        return check_chunking(f"tokens:{size}/{overlap}")
    return Chunking(mode)


def _check_weight(weight) -> float:
    if isinstance(weight, bool) or not isinstance(weight, Real) or not 0.0 <= float(weight) <= 1.0:
        raise ValueError(f"'weight' must be a number from 0 to 1, the dense share of the weighted hybrid (got {weight!r})")
    return float(weight)


def _check_k(k, max_k: int = MAX_K) -> int:
    if isinstance(k, bool) or not isinstance(k, Integral):
        raise TypeError(f"'k' must be an int from 1 to {max_k} (got {k!r})")
    if not 1 <= k <= max_k:
        raise ValueError(f"'k' must be from 1 to {max_k} (got {k!r})")
    return int(k)


@dataclass(frozen=True)
class LabConfig:
    """One retrieval configuration: the help centre's language, the retriever, the chunking, the hybrid weight."""

    lang: str = "en"
    retriever: str = "hybrid_rrf"
    chunking: Chunking = Chunking("paragraph")
    weight: float = 0.5

    @classmethod
    def make(cls, lang="en", retriever="hybrid_rrf", chunking="paragraph", weight=0.5) -> LabConfig:
        """A checked configuration: each argument's rule is named in the error when it is broken."""
        if lang not in LANGUAGES:
            raise ValueError(f"'lang' must be the help centre's language, one of {', '.join(map(repr, LANGUAGES))} "
                             f"(got {lang!r})")
        if retriever not in RETRIEVERS:
            raise ValueError(f"'retriever' must be one of {', '.join(map(repr, RETRIEVERS))} (got {retriever!r})")
        return cls(lang, retriever, check_chunking(chunking), _check_weight(weight))

    def with_(self, **changes) -> LabConfig:
        """This configuration with some fields changed (checked like ``make``)."""
        fields = {"lang": self.lang, "retriever": self.retriever, "chunking": self.chunking, "weight": self.weight}
        unknown = sorted(set(changes) - set(fields))
        if unknown:
            raise TypeError(f"a configuration has the fields {', '.join(fields)} (got {', '.join(unknown)})")
        fields.update(changes)
        return LabConfig.make(**fields)

    @property
    def key(self) -> tuple:
        """What the run depends on (the weight only matters to the weighted hybrid)."""
        weight = self.weight if self.retriever == "hybrid_weighted" else None
        return (self.lang, self.retriever, str(self.chunking), weight)

    def describe(self, lang: str | None = None) -> str:
        """E.g. 'Hybrid (weighted), dense weight 0.30 · 120-token chunks, overlap 30 · Spanish help centre'."""
        retriever = t(f"lab.retriever.{self.retriever}", lang)
        if self.retriever == "hybrid_weighted":
            retriever = t("lab.describe.weighted", lang, retriever=retriever, weight=f"{self.weight:.2f}")
        return t("lab.describe", lang, retriever=retriever, chunking=chunking_label(self.chunking, lang),
                 corpus=t(f"lab.language.{self.lang}", lang))


def chunking_label(chunking: Chunking, lang: str | None = None) -> str:
    """The chunking in words, in ``lang``."""
    if chunking.kind in ("chars", "tokens"):
        suffix = "_label" if chunking.overlap else "_label_no_overlap"
        return t(f"lab.chunking.{chunking.kind}{suffix}", lang, size=chunking.size, overlap=chunking.overlap)
    return t(f"lab.chunking.{chunking.kind}_label", lang)


@dataclass(frozen=True, kw_only=True)
class Spread:
    """How one measure spreads over the queries: quartiles (``statistics.quantiles``, exclusive method),
    how many queries score 0 and how many score 1."""

    q1: float
    median: float
    q3: float
    zeros: int
    ones: int
    n: int


def spread(values) -> Spread:
    """The spread of per-query values: quartiles as ``statistics.quantiles(values, n=4)`` computes them.

    >>> spread([0.0, 0.5, 1.0, 1.0])
    Spread(q1=0.125, median=0.75, q3=1.0, zeros=1, ones=2, n=4)
    """
    values = [float(v) for v in values]
    if not values:
        raise ValueError("'values' must hold at least one per-query value (got none)")
    if len(values) == 1:
        q1 = median = q3 = values[0]
    else:
        q1, median, q3 = statistics.quantiles(values, n=4)
    return Spread(q1=q1, median=median, q3=q3, zeros=sum(v == 0 for v in values), ones=sum(v == 1 for v in values),
                  n=len(values))


@dataclass(frozen=True)
class MeasureSummary:
    """One measure of one configuration at k: its evaluate name, mean, per-query values and spread."""

    key: str  # a course key of LAB_MEASURES
    name: str  # the name ragmetrics.evaluate reads, e.g. "nDCG@5"
    mean: float
    values: dict  # query id -> value
    spread: Spread


@dataclass(frozen=True, kw_only=True)
class Failure:
    """A question with no relevant passage in the top k: its top k and where its first relevant passage ranked."""

    query_id: str
    kind: str
    text: str
    first_relevant_rank: int | None  # None: the run never retrieved a relevant passage
    top: tuple  # ((passage_id, grade, title, text), ...) in rank order
    relevant: tuple  # its best relevant passages ((passage_id, grade, title, text), ...), best grade first
    pinned_found: bool | None  # the pinned configuration has one in its top k (None: nothing pinned)


class LabExplorerState:
    """The explorer's current configuration, k and pinned configuration, and every number they give.

    ``LabExplorerState(lang, retriever=..., chunking=..., weight=..., k=..., pinned=...)``; ``pinned``
    is None, True (pin the opening configuration) or a dict of fields that differ from it, such as
    ``{"retriever": "bm25"}``. ``embedder`` goes to ``Lab`` (default: the course's model).
    """

    def __init__(self, lang="en", *, retriever="hybrid_rrf", chunking="paragraph", weight=0.5, k=5, pinned=None,
                 embedder=None):
        self.config = LabConfig.make(lang, retriever, chunking, weight)
        self.k = _check_k(k)
        self.embedder = embedder
        self._labs: dict = {}
        self._runs: OrderedDict = OrderedDict()
        self._texts: dict = {}
        if pinned is None or pinned is False:
            self.pinned = None
        elif pinned is True:
            self.pinned = self.config
        elif isinstance(pinned, dict):
            self.pinned = self.config.with_(**pinned)
        elif isinstance(pinned, LabConfig):
            self.pinned = pinned.with_()
        else:
            raise TypeError(f"'pinned' must be None, True, or a dict of the fields that differ, such as "
                            f"{{'retriever': 'bm25'}} (got {pinned!r})")

    # ----- the controls ----------------------------------------------------------------------
    def set(self, **changes) -> None:
        """Change the configuration (lang, retriever, chunking, weight) and/or ``k``; each value is checked."""
        if "k" in changes:
            k = _check_k(changes.pop("k"))
        else:
            k = self.k
        config = self.config.with_(**changes) if changes else self.config
        self.config, self.k = config, k

    def pin(self) -> None:
        """Pin the current configuration: the curves and numbers show it beside the next ones."""
        self.pinned = self.config

    def unpin(self) -> None:
        self.pinned = None

    # ----- runs and evaluations, cached per configuration -------------------------------------
    def lab(self, lang: str) -> Lab:
        if lang not in self._labs:
            self._labs[lang] = Lab(lang, embedder=self.embedder)
        return self._labs[lang]

    def is_indexed(self, config: LabConfig | None = None) -> bool:
        """True when ``config``'s run is ready (False: the next call builds its passages and indexes)."""
        return (config or self.config).key in self._runs

    def _entry(self, config: LabConfig):
        key = config.key
        if key in self._runs:
            self._runs.move_to_end(key)
            return self._runs[key]
        lab = self.lab(config.lang)
        run = lab.run(config.retriever, config.chunking, weight=config.weight)
        qrels = lab.qrels(config.chunking)
        names = [_NAMES[m].format(k=k) for m in CURVE_MEASURES for k in range(1, MAX_K + 1)] + ["RR"]
        results = ragmetrics.evaluate(qrels, run, names)
        self._runs[key] = (run, qrels, results)
        while len(self._runs) > _RUN_CACHE:
            self._runs.popitem(last=False)
        return self._runs[key]

    def run(self, config: LabConfig | None = None) -> dict:
        """The run of ``config`` (default: the current one): {query id: {passage id: score}}."""
        return self._entry(config or self.config)[0]

    def qrels(self, config: LabConfig | None = None) -> dict:
        """The passage qrels of ``config``'s chunking (derived from the answer spans)."""
        return self._entry(config or self.config)[1]

    def results(self, config: LabConfig | None = None):
        """``ragmetrics.evaluate`` of the run: R, nDCG and HitRate at k = 1..MAX_K, and RR."""
        return self._entry(config or self.config)[2]

    def measure_names(self, k: int | None = None) -> list:
        """The names ``ragmetrics.evaluate`` reads for the four measures at ``k``: R@k, nDCG@k, RR, HitRate@k."""
        k = self.k if k is None else _check_k(k)
        return [_NAMES[key].format(k=k) for key in LAB_MEASURES]

    # ----- the numbers -----------------------------------------------------------------------
    def summary(self, config: LabConfig | None = None) -> list:
        """One MeasureSummary per measure of LAB_MEASURES at the current k."""
        results = self.results(config)
        rows = []
        for key, name in zip(LAB_MEASURES, self.measure_names()):
            values = {qid: per_query[name] for qid, per_query in results.per_query.items()}
            rows.append(MeasureSummary(key, name, results.mean[name], values, spread(values.values())))
        return rows

    def means(self, config: LabConfig | None = None) -> dict:
        """{evaluate name: mean} at the current k, e.g. {"R@5": 0.61, "nDCG@5": 0.48, "RR": 0.55, "HitRate@5": 0.79}."""
        return {row.name: row.mean for row in self.summary(config)}

    def curves(self, config: LabConfig | None = None) -> dict:
        """{course key: [mean at k = 1..MAX_K]} for Recall, nDCG and HitRate."""
        mean = self.results(config).mean
        return {key: [mean[_NAMES[key].format(k=k)] for k in range(1, MAX_K + 1)] for key in CURVE_MEASURES}

    def passage(self, config: LabConfig, passage_id: str) -> tuple:
        """(article title, passage text) of one passage of ``config``'s chunking."""
        key = (config.lang, str(config.chunking))
        if key not in self._texts:
            lab = self.lab(config.lang)
            titles = {doc.doc_id: doc.title for doc in lab.docs}
            self._texts[key] = {p.passage_id: (titles.get(p.doc_id, p.doc_id), p.text)
                                for p in lab.passages(config.chunking)}
        return self._texts[key][passage_id]

    def failures(self) -> list:
        """The current configuration's questions with no relevant passage in the top k, worst first."""
        config, k = self.config, self.k
        rows = self.lab(config.lang).failures(self.run(), config.chunking, k=k)
        pinned_hits = None
        if self.pinned is not None and self.pinned.lang == config.lang:
            name = f"HitRate@{k}"
            pinned_hits = {qid: values[name] for qid, values in self.results(self.pinned).per_query.items()}

        def passages(pairs):
            return tuple((pid, grade, *self.passage(config, pid)) for pid, grade in pairs)

        qrels = self.qrels()
        return [
            Failure(
                query_id=row["query_id"], kind=row["kind"], text=row["text"],
                first_relevant_rank=row["first_relevant_rank"], top=passages(row["top"]),
                relevant=passages((pid, qrels[row["query_id"]][pid]) for pid in row["relevant"][:2]),
                pinned_found=None if pinned_hits is None else bool(pinned_hits.get(row["query_id"], 0)),
            )
            for row in rows
        ]

    def snapshot(self) -> dict:
        """The state as plain data, e.g. for a test."""
        pinned = None if self.pinned is None else {**self.pinned.__dict__, "chunking": str(self.pinned.chunking)}
        return {**self.config.__dict__, "chunking": str(self.config.chunking), "k": self.k, "pinned": pinned}

