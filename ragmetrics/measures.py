"""Measure names: ``"nDCG@10"`` <-> a small ``Measure`` value object, with the peers' aliases.

The canonical notation is ir_measures': ``Name(param=value)@cutoff``, e.g. ``P(rel=2)@5`` or
``nDCG(gain=exp)@10``. ir_measures' aliases (``NDCG@10``, ``MRR@10``, ``MAP``) and ranx's names
(``ndcg@10``, ``mrr@10``, ``precision@5``, ``recall@100``, ``hit_rate@5``, ``map@100``,
``r-precision``, ``ndcg_burges@10``, ``ndcg@10-l2``) parse to the same objects.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

__all__ = ["Measure", "parse_measure", "parse_measures", "MEASURES"]

# canonical name -> (needs a cutoff, takes a relevance level, takes a gain, trec_eval name pattern)
MEASURES = {
    "P": (True, True, False, "P_{k}"),
    "R": (True, True, False, "recall_{k}"),
    "F1": (True, True, False, None),
    "HitRate": (True, True, False, "success_{k}"),
    "RR": (False, True, False, "recip_rank"),
    "AP": (False, True, False, "map"),
    "Rprec": (False, True, False, "Rprec"),
    "nDCG": (False, False, True, "ndcg"),
}
_DESCRIPTIONS = {
    "P": "relevant docs in the top k / k",
    "R": "relevant docs in the top k / all relevant docs",
    "F1": "harmonic mean of P@k and R@k of each query",
    "HitRate": "1 if any relevant doc is in the top k",
    "RR": "1 / rank of the first relevant doc",
    "AP": "mean of the precision at each relevant doc's rank, over all relevant docs",
    "Rprec": "relevant docs in the top R / R",
    "nDCG": "DCG / ideal DCG, graded",
}

# Lower-cased spellings of the peers -> canonical name.
_ALIASES = {
    "p": "P", "precision": "P", "p_": "P",
    "r": "R", "recall": "R",
    "f1": "F1",
    "hitrate": "HitRate", "hit_rate": "HitRate", "success": "HitRate",
    "rr": "RR", "mrr": "RR", "recip_rank": "RR", "reciprocal_rank": "RR",
    "ap": "AP", "map": "AP", "map_cut": "AP",
    "rprec": "Rprec", "r-precision": "Rprec", "r_precision": "Rprec",
    "ndcg": "nDCG", "ndcg_cut": "nDCG",
    "ndcg_burges": ("nDCG", "exp"),
}
_GAIN_SPELLINGS = {"linear": "linear", "lin": "linear", "exp": "exponential", "exponential": "exponential"}

_PATTERN = re.compile(
    r"""^(?P<name>[A-Za-z][A-Za-z0-9_\-]*?)
        (?:\((?P<params>[^)]*)\))?
        (?:[@_](?P<cutoff>\d+))?
        (?:-l(?P<level>\d+))?$""",
    re.VERBOSE,
)


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
    def description(self) -> str:
        return _DESCRIPTIONS[self.name]

    @property
    def trec_name(self) -> str | None:
        """trec_eval's name for this measure, or None where trec_eval has none (F1, RR@k, exponential gain)."""
        pattern = MEASURES[self.name][3]
        if pattern is None or self.gain != "linear":
            return None
        if self.name == "RR" and self.cutoff is not None:
            return None  # trec_eval's recip_rank ignores cutoffs
        if self.cutoff is not None and self.name in ("nDCG", "AP"):
            return {"nDCG": "ndcg_cut_{k}", "AP": "map_cut_{k}"}[self.name].format(k=self.cutoff)
        if self.name == "Rprec" and self.cutoff is not None:
            return None
        return pattern.format(k=self.cutoff)


def _closest(text: str) -> str:
    """The known measure whose spelling is nearest to ``text``'s name, with ``text``'s own cutoff kept."""
    match = _PATTERN.match(text.strip())
    name = match["name"] if match else text
    spellings = {alias: alias for alias in _ALIASES} | {canonical.lower(): canonical for canonical in MEASURES}
    nearest = difflib.get_close_matches(name.lower(), list(spellings), n=1, cutoff=0.0)[0]
    alias = _ALIASES.get(nearest, spellings[nearest])
    canonical = alias[0] if isinstance(alias, tuple) else alias
    cutoff = match["cutoff"] if match and match["cutoff"] else ("10" if MEASURES[canonical][0] else None)
    return canonical + (f"@{cutoff}" if cutoff and canonical != "Rprec" else "")


def _unknown(text: str, why: str) -> ValueError:
    return ValueError(
        f"unknown measure {text!r}: {why}; did you mean {_closest(text)!r}? "
        f"Known: {', '.join(MEASURES)} with @k cutoffs, e.g. 'nDCG@10', 'P(rel=2)@5'"
    )


def parse_measure(text) -> Measure:
    """Parse a measure name in ir_measures', ranx's or trec_eval's spelling into a ``Measure``."""
    if isinstance(text, Measure):
        return text
    if not isinstance(text, str):
        raise TypeError(f"a measure must be a name such as 'nDCG@10' (got {text!r} of type {type(text).__name__})")
    match = _PATTERN.match(text.strip())
    if not match:
        raise _unknown(text, "it does not read as Name(params)@k")
    alias = _ALIASES.get(match["name"].lower())
    if alias is None and match["name"] in MEASURES:
        alias = match["name"]
    if alias is None:
        raise _unknown(text, f"no measure is called {match['name']!r}")
    name, gain = (alias[0], "exponential") if isinstance(alias, tuple) else (alias, "linear")
    needs_cutoff, takes_level, takes_gain, _ = MEASURES[name]
    level = int(match["level"]) if match["level"] else 1
    for param in filter(None, (p.strip() for p in (match["params"] or "").split(","))):
        key, _, value = param.partition("=")
        key, value = key.strip(), value.strip()
        if key == "rel" and value.isdigit() and int(value) >= 1:
            level = int(value)
        elif key == "gain" and value in _GAIN_SPELLINGS:
            gain = _GAIN_SPELLINGS[value]
        else:
            raise _unknown(text, f"parameter {param!r} is not rel=<positive int> or gain=lin|exp")
    if level != 1 and not takes_level:
        raise ValueError(
            f"measure {text!r}: {name} uses the raw grades and takes no relevance level, as in trec_eval "
            "(ranx's ndcg@k-l2 zeroes the grades below 2 instead: a different measure, not provided)"
        )
    if gain != "linear" and not takes_gain:
        raise ValueError(f"measure {text!r}: only nDCG takes a gain")
    cutoff = int(match["cutoff"]) if match["cutoff"] else None
    if cutoff is None and needs_cutoff:
        raise ValueError(f"measure {text!r} needs a cutoff, e.g. '{name}@10'")
    if cutoff == 0:
        raise ValueError(f"measure {text!r}: the cutoff must be a positive int (got 0)")
    if name == "Rprec" and cutoff is not None:
        raise ValueError(f"measure {text!r}: Rprec's cutoff is R itself and takes no @k")
    return Measure(name, cutoff, level, gain)


def parse_measures(measures) -> list[Measure]:
    """Parse one name or an iterable of names; refuse an empty list and keep each measure once."""
    if isinstance(measures, (str, Measure)):
        measures = [measures]
    try:
        parsed = [parse_measure(m) for m in measures]
    except TypeError as error:
        if "measure must be" in str(error):
            raise
        raise TypeError(f"'measures' must be a name or a list of names such as ['nDCG@10', 'P@5'] (got {measures!r})") from None
    if not parsed:
        raise ValueError("'measures' must name at least one measure, e.g. ['nDCG@10', 'P@5']")
    return list(dict.fromkeys(parsed))
