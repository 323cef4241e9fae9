"""Measure names: ``"nDCG@10"`` <-> a small ``Measure`` value object, with the peers' aliases.

The canonical notation is ir_measures': ``Name(param=value)@cutoff``, e.g. ``P(rel=2)@5`` or
``nDCG(gain=exp)@10``. ir_measures' aliases (``NDCG@10``, ``MRR@10``, ``MAP``) and ranx's names
(``ndcg@10``, ``mrr@10``, ``precision@5``, ``recall@100``, ``hit_rate@5``, ``map@100``,
``r-precision``, ``ndcg_burges@10``, ``ndcg@10-l2``) parse to the same objects.

``MEASURES`` holds one ``Declaration`` per measure: name, description, kernel call, parameters, aliases,
trec_eval name rule, the course's label key, the per-query function and the chapter that teaches it.
Everything that needs to know about a measure reads it there; adding a measure is one declaration, one
kernel (with its call in ``retrieval/on_rows.py``) and their tests. ``docs/api.md`` has the table of
each measure's declaration, kernel, per-query function, tests and chapter (``tools/api_table.py``).
"""

from __future__ import annotations

import difflib
import numbers
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Union

from .retrieval import on_rows

__all__ = ["Declaration", "Measure", "MeasureNames", "canonical_name", "parse_measure", "parse_measures", "MEASURES"]


@dataclass(frozen=True, kw_only=True)
class Declaration:
    """Everything about one measure, in one place: what parsing, ``evaluate``, ``to_trec`` and the course read.

    ``kernel(rows, measure)`` returns one value per query row from the prepared rows (a ``GradeMatrix``:
    ``grades``, ``ideal``, ``relevant_at(level)``, ``n_relevant(level)``, ``judged_at()``, ``n_retrieved``,
    ``nonrelevant_at(level)``, ``n_nonrelevant(level)``): a function of ``retrieval/on_rows.py``, which the
    per-query function calls too.
    """

    name: str  # canonical, e.g. "nDCG"
    description: str  # one sentence
    kernel: Callable[[Any, Any], Any]  # (rows, measure) -> np.ndarray, one value per query row
    cutoff: str  # "required", "optional" or "none"
    takes_level: bool  # rel=<level>
    takes_gain: bool = False  # gain=exp
    aliases: tuple[str, ...]  # lower-case spellings of ir_measures, ranx and trec_eval that parse to it
    trec_name: Callable[[Measure], str | None] | None  # Measure -> trec_eval's name, or None where trec_eval has none
    label: str | None  # the course's catalog key stem: t(f"metric.{label}.symbol", k=k)
    function: str | None  # the per-query function of ragmetrics, e.g. "ndcg_at_k"
    lesson: str  # the course chapter that teaches it: a notebook's name, e.g. "03_ndcg"
    in_evaluator: bool = True  # in RetrievalEvaluator's default set (when it has a function); else asked by name
    formula: str = ""  # the kernel in LaTeX, for one query (the cheat sheet and the course site render it)


def _cut(at_k: str, whole: str | None = None) -> Callable:
    """A trec_eval name rule: ``at_k`` (with {k}) when there is a cutoff, ``whole`` when there is none."""
    return lambda m: whole if m.cutoff is None else at_k.format(k=m.cutoff)


def _linear_only(rule: Callable) -> Callable:
    return lambda m: rule(m) if m.gain == "linear" else None  # trec_eval's ndcg has linear gain only


_DECLARATIONS = (
    Declaration(
        name="R", description="relevant docs in the top k / all relevant docs", kernel=on_rows.recall,
        cutoff="required", takes_level=True, aliases=("r", "recall"), trec_name=_cut("recall_{k}"),
        label="recall", function="recall_at_k", lesson="01_recall_precision_f1",
        formula=r"\mathrm{R@}k = \frac{|\mathrm{rel} \cap \mathrm{top}_k|}{|\mathrm{rel}|}",
    ),
    Declaration(
        name="P", description="relevant docs in the top k / k", kernel=on_rows.precision,
        cutoff="required", takes_level=True, aliases=("p", "precision", "p_"), trec_name=_cut("P_{k}"),
        label="precision", function="precision_at_k", lesson="01_recall_precision_f1",
        formula=r"\mathrm{P@}k = \frac{|\mathrm{rel} \cap \mathrm{top}_k|}{k}",
    ),
    Declaration(
        name="F1", description="harmonic mean of P@k and R@k of each query", kernel=on_rows.f1,
        cutoff="required", takes_level=True, aliases=("f1",), trec_name=None,
        label="f1", function="f1_at_k", lesson="01_recall_precision_f1",
        formula=r"\mathrm{F1@}k = \frac{2 \cdot \mathrm{P@}k \cdot \mathrm{R@}k}{\mathrm{P@}k + \mathrm{R@}k}",
    ),
    Declaration(
        name="HitRate", description="1 if any relevant doc is in the top k", kernel=on_rows.hit_rate,
        cutoff="required", takes_level=True, aliases=("hitrate", "hit_rate", "success"), trec_name=_cut("success_{k}"),
        label="hit_rate", function="hit_rate_at_k", lesson="02_hit_rate_mrr",
        formula=r"\mathrm{HitRate@}k = \mathbb{1}\left[\,|\mathrm{rel} \cap \mathrm{top}_k| > 0\,\right]",
    ),
    Declaration(
        name="RR", description="1 / rank of the first relevant doc", kernel=on_rows.reciprocal_rank,
        cutoff="optional", takes_level=True, aliases=("rr", "mrr", "recip_rank", "reciprocal_rank"),
        trec_name=lambda m: "recip_rank" if m.cutoff is None else None,  # trec_eval's recip_rank ignores cutoffs
        label="rr", function="reciprocal_rank", lesson="02_hit_rate_mrr",
        formula=r"\mathrm{RR} = \frac{1}{\mathrm{rank}_1}",
    ),
    Declaration(
        name="nDCG", description="DCG / ideal DCG, graded", kernel=on_rows.ndcg,
        cutoff="optional", takes_level=False, takes_gain=True, aliases=("ndcg", "ndcg_cut"),
        trec_name=_linear_only(_cut("ndcg_cut_{k}", "ndcg")), label="ndcg", function="ndcg_at_k", lesson="03_ndcg",
        formula=r"\mathrm{nDCG@}k = \frac{\mathrm{DCG@}k}{\mathrm{IDCG@}k},\ \ \mathrm{DCG@}k = \sum_{i=1}^{k} \frac{g_i}{\log_2(i+1)},\ \ g_i \in \{\mathrm{grade}_i,\ 2^{\mathrm{grade}_i} - 1\}",
    ),
    Declaration(
        name="AP", description="mean of the precision at each relevant doc's rank, over all relevant docs",
        kernel=on_rows.average_precision, cutoff="optional", takes_level=True, aliases=("ap", "map", "map_cut"),
        trec_name=_cut("map_cut_{k}", "map"), label="ap", function="average_precision", lesson="02_hit_rate_mrr",
        formula=r"\mathrm{AP} = \frac{1}{|\mathrm{rel}|} \sum_{i:\, d_i \in \mathrm{rel}} \mathrm{P@}i",
    ),
    Declaration(
        name="Rprec", description="relevant docs in the top R / R", kernel=on_rows.r_precision,
        cutoff="none", takes_level=True, aliases=("rprec", "r-precision", "r_precision"), trec_name=lambda m: "Rprec",
        label=None, function="r_precision", lesson="02_hit_rate_mrr",
        formula=r"\mathrm{Rprec} = \frac{|\mathrm{rel} \cap \mathrm{top}_R|}{R},\ \ R = |\mathrm{rel}|",
    ),
    Declaration(
        name="Judged", description="share of the top k docs that have a judgment in the qrels, any grade (0 too)",
        kernel=on_rows.judged, cutoff="required", takes_level=False, aliases=("judged",), trec_name=None,
        label=None, function=None, lesson="10_evaluation_set",
        formula=r"\mathrm{Judged@}k = \frac{|\mathrm{judged} \cap \mathrm{top}_k|}{\min(k,\ n_{\mathrm{retrieved}})}",
    ),
    Declaration(
        name="Bpref", description="judged docs only: the share of judged non-relevant docs each relevant doc is ranked "
        "above, as trec_eval's bpref",
        kernel=on_rows.bpref, cutoff="none", takes_level=True, aliases=("bpref",), trec_name=lambda m: "bpref",
        label=None, function="bpref", lesson="10_evaluation_set", in_evaluator=False,
        formula=r"\mathrm{bpref} = \frac{1}{R} \sum_{r \in \mathrm{rel} \cap \mathrm{run}} \left(1 - \frac{\min(|n \text{ above } r|,\ R)}{\min(R,\ N)}\right)",
    ),
)
MEASURES = {d.name: d for d in _DECLARATIONS}

# Lower-cased spellings of the peers -> (canonical name, gain); the declarations' aliases, plus ranx's
# ndcg_burges, which is nDCG with exponential gain.
_ALIASES = {alias: (d.name, "linear") for d in _DECLARATIONS for alias in d.aliases} | {"ndcg_burges": ("nDCG", "exponential")}
_GAIN_SPELLINGS = {"linear": "linear", "lin": "linear", "exp": "exponential", "exponential": "exponential"}


def canonical_name(name: object) -> str | None:
    """The canonical name of a measure spelled without parameters or cutoff, or None if none is called so.

    >>> canonical_name("bpref"), canonical_name("MRR"), canonical_name("nDCG"), canonical_name("nDCG@10")
    ('Bpref', 'RR', 'nDCG', None)
    """
    if not isinstance(name, str):
        return None
    if name in MEASURES:
        return name
    found = _ALIASES.get(name.lower())
    return found[0] if found else None


# What ``evaluate`` and ``compare`` take as ``measures``: one name ("nDCG@10") or Measure, or several.
MeasureNames = Union[str, "Measure", Iterable[Union[str, "Measure"]]]

_PATTERN = re.compile(
    r"""^(?P<name>[A-Za-z][A-Za-z0-9_\-]*?)
        (?:\((?P<params>[^)]*)\))?
        (?:[@_](?P<cutoff>[0-9]+))?
        (?:-l(?P<level>[0-9]+))?$""",
    re.VERBOSE | re.ASCII,  # ASCII digits only, as trec_eval reads numbers: 'P@５' and 'P@٥' are refused
)
_MAX_DIGITS = 100  # a cutoff or level of more digits is a typo (and int() refuses 4,300 digits with its own words)


@dataclass(frozen=True, order=True)
class Measure:
    """One measure with its parameters; ``str()`` gives the canonical name, e.g. ``P(rel=2)@5``.

    >>> parse_measure("ndcg@10")
    Measure('nDCG@10')
    >>> str(parse_measure("P(rel=2)@5")), parse_measure("MRR@10").trec_name
    ('P(rel=2)@5', None)
    >>> parse_measure("NDCG@10") == parse_measure("ndcg_cut_10")
    True
    """

    name: str
    cutoff: int | None = None
    level: int = 1
    gain: str = "linear"

    def __post_init__(self):
        _check_fields(self)

    def __str__(self) -> str:
        params = []
        if self.level != 1:
            params.append(f"rel={self.level}")
        if self.gain != "linear":
            params.append("gain=exp")
        text = self.name + (f"({','.join(params)})" if params else "")
        return text + (f"@{self.cutoff}" if self.cutoff is not None else "")

    def __repr__(self) -> str:
        return f"Measure({str(self)!r})"

    @property
    def declaration(self) -> Declaration:
        return MEASURES[self.name]

    @property
    def description(self) -> str:
        return self.declaration.description

    @property
    def trec_name(self) -> str | None:
        """trec_eval's name for this measure, or None where trec_eval has none (F1, RR@k, exponential gain)."""
        rule = self.declaration.trec_name
        return rule(self) if rule else None

    def compute(self, retrieved, relevant) -> float:
        """Return this measure on one query: ``retrieved`` ids best first, ``relevant`` ids or {id: grade}.

        The same preparation and kernel as ``evaluate``, on one row.

        >>> round(parse_measure("nDCG@5").compute([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1}), 4)
        0.6612
        """
        from .retrieval.ranking import prepare  # the per-query path imports this module's neighbours

        return float(self.declaration.kernel(prepare(retrieved, relevant), self)[0])


def _closest(text: str) -> str | None:
    """The known measure whose spelling is close to ``text``'s name (difflib's 0.6 ratio), with ``text``'s cutoff kept."""
    match = _PATTERN.match(text.strip())
    name = match["name"] if match else text
    spellings = {alias: canonical for alias, (canonical, _) in _ALIASES.items()} | {c.lower(): c for c in MEASURES}
    nearest = difflib.get_close_matches(name.lower(), list(spellings), n=1)
    if not nearest:
        return None
    declaration = MEASURES[spellings[nearest[0]]]
    cutoff = match["cutoff"] if match and match["cutoff"] else ("10" if declaration.cutoff == "required" else None)
    return declaration.name + (f"@{cutoff}" if cutoff and declaration.cutoff != "none" else "")


def _unknown(text: str, why: str) -> ValueError:
    closest = _closest(text)
    suggestion = f"; did you mean {closest!r}?" if closest else ""
    return ValueError(
        f"unknown measure {text!r}: {why}{suggestion} "
        f"Known: {', '.join(MEASURES)} with @k cutoffs, e.g. 'nDCG@10', 'P(rel=2)@5'"
    )


def parse_measure(text) -> Measure:
    """Parse a measure name in ir_measures', ranx's or trec_eval's spelling into a ``Measure``.

    >>> parse_measure("ndcg_cut_10"), parse_measure("P(rel=2)@5"), parse_measure("ndcg_burges@10")
    (Measure('nDCG@10'), Measure('P(rel=2)@5'), Measure('nDCG(gain=exp)@10'))
    """
    if isinstance(text, Measure):
        return text
    if not isinstance(text, str):
        raise TypeError(f"a measure must be a name such as 'nDCG@10' (got {text!r} of type {type(text).__name__})")
    match = _PATTERN.match(text.strip())
    if not match:
        raise _unknown(text, "it does not read as Name(params)@k")
    alias = _ALIASES.get(match["name"].lower()) or ((match["name"], "linear") if match["name"] in MEASURES else None)
    if alias is None:
        raise _unknown(text, f"no measure is called {match['name']!r}")
    name, gain = alias
    declaration = MEASURES[name]
    level = _number(text, "the relevance level (-lN)", match["level"]) if match["level"] else 1
    params = match["params"]
    if params is not None and not params.strip():
        raise _unknown(text, "the parentheses hold no parameter; drop them or write rel=<positive int> or gain=lin|exp")
    seen = set()
    for param in (p.strip() for p in (params or "").split(",")) if params else ():
        key, _, value = (part.strip() for part in param.partition("="))
        if key in seen:
            raise ValueError(f"measure {text!r}: parameter {key!r} is given twice; give it once")
        seen.add(key)
        if key == "rel" and re.fullmatch("[0-9]+", value, re.ASCII):
            level = _number(text, "the relevance level (rel=)", value)
        elif key == "gain" and value in _GAIN_SPELLINGS:
            gain = _GAIN_SPELLINGS[value]
        else:
            raise _unknown(text, f"parameter {param!r} is not rel=<positive int> or gain=lin|exp")
    if level < 1:
        raise ValueError(f"measure {text!r}: the relevance level must be a positive int (got {level}): relevant means "
                         "grade >= level, and level 0 would count every unjudged doc as relevant")
    _check_parameters(text, declaration, level, gain)
    cutoff = _number(text, "the cutoff", match["cutoff"]) if match["cutoff"] else None
    if cutoff is None and declaration.cutoff == "required":
        raise ValueError(f"measure {text!r} needs a cutoff, e.g. '{name}@10'")
    if cutoff == 0:
        raise ValueError(f"measure {text!r}: the cutoff must be a positive int (got 0)")
    if cutoff is not None and declaration.cutoff == "none":
        raise ValueError(f"measure {text!r}: {name} takes no @k cutoff ({name}: {declaration.description})")
    return Measure(name, cutoff, level, gain)


def _number(text: str, what: str, digits: str) -> int:
    if len(digits) > _MAX_DIGITS:
        raise ValueError(f"measure {text[:40]!r}...: {what} has {len(digits)} digits; at most {_MAX_DIGITS} are read")
    return int(digits)


def _check_fields(m: Measure) -> None:
    """A Measure built by hand obeys the rules parse_measure applies, so that str(m) parses back to m."""
    declaration = MEASURES.get(m.name) if isinstance(m.name, str) else None
    if declaration is None:
        raise _unknown(str(m.name), "Measure(name, ...) needs a declared name")
    shown = f"Measure({m.name!r}, cutoff={m.cutoff!r}, level={m.level!r}, gain={m.gain!r})"
    for field, value, optional in (("cutoff", m.cutoff, True), ("level", m.level, False)):
        if value is None and optional:
            continue
        if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
            what = "the cutoff must be None or" if optional else "the relevance level must be"
            raise ValueError(f"{shown}: {what} a positive int")
        object.__setattr__(m, field, int(value))  # a numpy int too, so that equal measures hash alike
    if m.cutoff is None and declaration.cutoff == "required":
        raise ValueError(f"{shown}: {m.name} needs a cutoff")
    if m.cutoff is not None and declaration.cutoff == "none":
        raise ValueError(f"{shown}: {m.name} takes no cutoff")
    if m.gain not in ("linear", "exponential"):
        raise ValueError(f"{shown}: the gain must be 'linear' or 'exponential'")
    _check_parameters(shown, declaration, m.level, m.gain, quoted=False)


def _check_parameters(text: str, declaration: Declaration, level: int, gain: str, *, quoted: bool = True) -> None:
    where = f"measure {text!r}" if quoted else text
    if level != 1 and not declaration.takes_level:
        why = (
            "uses the raw grades and takes no relevance level, as in trec_eval (ranx's ndcg@k-l2 zeroes the "
            "grades below 2 instead: a different measure, not provided)"
            if declaration.takes_gain else "takes no relevance level"
        )
        raise ValueError(f"{where}: {declaration.name} {why}")
    if gain != "linear" and not declaration.takes_gain:
        with_gain = " and ".join(d.name for d in MEASURES.values() if d.takes_gain)
        raise ValueError(f"{where}: only {with_gain} takes a gain")


def parse_measures(measures) -> list[Measure]:
    """Parse one name or an iterable of names; refuse an empty list and keep each measure once."""
    if isinstance(measures, (str, Measure)):
        measures = [measures]
    try:
        names = list(measures)
    except TypeError:
        raise TypeError(f"'measures' must be a name or a list of names such as ['nDCG@10', 'P@5'] (got {measures!r})") from None
    parsed = [parse_measure(m) for m in names]
    if not parsed:
        raise ValueError("'measures' must name at least one measure, e.g. ['nDCG@10', 'P@5']")
    return list(dict.fromkeys(parsed))
