"""Measure names: every spelling of the issue parses, prints back canonical, and maps to trec_eval."""

import pytest

from ragmetrics import Measure, parse_measure
from ragmetrics.measures import parse_measures

CANONICAL = ["nDCG@10", "nDCG", "P@5", "R@100", "RR", "RR@10", "AP", "AP@100", "Rprec", "HitRate@5",
             "F1@5", "P(rel=2)@5", "nDCG(gain=exp)@10", "AP(rel=3)"]


@pytest.mark.parametrize("name", CANONICAL)
def test_canonical_names_round_trip(name):
    """str(parse(name)) == name, and the object keys a dict."""
    measure = parse_measure(name)
    assert str(measure) == name
    assert {measure: 1}[parse_measure(name)] == 1


@pytest.mark.parametrize("alias, canonical", [
    ("NDCG@10", "nDCG@10"), ("MRR@10", "RR@10"), ("MAP", "AP"), ("Success@5", "HitRate@5"),
    ("ndcg@10", "nDCG@10"), ("mrr@10", "RR@10"), ("precision@5", "P@5"), ("recall@100", "R@100"),
    ("hit_rate@5", "HitRate@5"), ("map@100", "AP@100"), ("r-precision", "Rprec"), ("f1@5", "F1@5"),
    ("ndcg_burges@10", "nDCG(gain=exp)@10"), ("precision@5-l2", "P(rel=2)@5"),
    ("ndcg_cut_10", "nDCG@10"), ("P_5", "P@5"), ("recall_100", "R@100"), ("recip_rank", "RR"),
    ("success_5", "HitRate@5"), ("map_cut_10", "AP@10"), ("ndcg", "nDCG"),
])
def test_peer_spellings_parse_to_the_canonical_measure(alias, canonical):
    """ir_measures', ranx's and trec_eval's names all land on one object."""
    assert str(parse_measure(alias)) == canonical


@pytest.mark.parametrize("name, trec", [
    ("nDCG@10", "ndcg_cut_10"), ("nDCG", "ndcg"), ("P@5", "P_5"), ("R@100", "recall_100"), ("RR", "recip_rank"),
    ("AP", "map"), ("AP@100", "map_cut_100"), ("Rprec", "Rprec"), ("HitRate@5", "success_5"),
    ("RR@10", None), ("F1@5", None), ("nDCG(gain=exp)@10", None),
])
def test_trec_names(name, trec):
    """trec_eval's name, or None where trec_eval has no such measure (its recip_rank ignores cutoffs)."""
    assert parse_measure(name).trec_name == trec


@pytest.mark.parametrize("bad, fragment", [
    ("nDGC@10", "nDCG@10"), ("Precison@5", "P"), ("P", "needs a cutoff"), ("P@0", "positive"),
    ("nDCG(rel=2)@10", "no relevance level"), ("P(gain=exp)@5", "only nDCG"), ("Rprec@10", "Rprec"),
    ("P(foo=1)@5", "parameter"), ("@5", "Name(params)@k"),
])
def test_bad_names_explain_themselves(bad, fragment):
    """An unknown or malformed name raises ValueError with a suggestion or the broken rule."""
    with pytest.raises(ValueError) as error:
        parse_measure(bad)
    assert fragment in str(error.value)
    assert repr(bad) in str(error.value)


def test_measures_must_be_names():
    with pytest.raises(TypeError, match="measure"):
        parse_measure(10)
    with pytest.raises(ValueError, match="'measures'"):
        parse_measures([])


def test_duplicates_collapse_in_order():
    """The same measure spelled twice is computed once."""
    assert parse_measures(["ndcg@10", "P@5", "NDCG@10"]) == [Measure("nDCG", 10), Measure("P", 5)]
