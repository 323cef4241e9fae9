"""ALCE citation recall/precision and TREC 2024 RAG nugget scores, against their reference code.

The references are re-implemented here from the published code: ALCE's eval.py (compute_autoais with
citation=True, at_most_citations) and castorini/nuggetizer's calculate_nugget_scores. The NLI model of ALCE is
replaced, in both the reference and the package, by the same deterministic judge: a statement lists the facts
it needs, a passage the facts it gives, and the passages support the statement when together they give every
fact. So any difference comes from the scoring rules, not from the judge.
"""

from __future__ import annotations

import random
import re

import pytest

import ragmetrics
from ragmetrics.generation import (
    RuleJudge,
    Verdict,
    assign_nuggets,
    citation_precision,
    citation_recall,
    nugget_scores,
    split_citations,
)


class FactJudge:
    """'needs a b' is supported by passages whose 'gives ...' lists cover a and b; counts its calls."""

    name = "facts"

    def __init__(self):
        self.calls = 0

    def verify_claim(self, claim, contexts):
        self.calls += 1
        needed = set(claim.rstrip(".").split()[1:])
        given = {f for c in contexts for f in c.split()[1:]}
        return Verdict(claim, "yes" if needed <= given else "no", "")


def nli(passage, claim):
    return int(FactJudge().verify_claim(claim, [passage]).verdict == "yes")


def alce_reference(sents, docs, at_most_citations=3):
    """ALCE eval.py compute_autoais(citation=True) for one item; sents carry their [n] markers."""
    entail, entail_prec, total_citations = 0, 0, 0
    for sent in sents:
        target_sent = re.sub(r"\[\d+", "", re.sub(r" \[\d+", "", sent)).replace(" |", "").replace("]", "").strip()
        flag = -1
        ref = [int(r[1:]) - 1 for r in re.findall(r"\[\d+", sent)]
        if len(ref) == 0:
            flag = 0
        elif any(ref_id >= len(docs) for ref_id in ref):
            flag = 0
        else:
            if at_most_citations is not None:
                ref = ref[:at_most_citations]
            total_citations += len(ref)
            joint_passage = "\n".join(docs[psgs_id] for psgs_id in ref)
        if flag == -1:
            flag = nli(joint_passage, target_sent)
        entail += flag
        if flag and len(ref) > 1:
            for psgs_id in ref:
                nli_result = nli(docs[psgs_id], target_sent)  # condition A
                if not nli_result:  # condition B
                    subset_exclude = list(ref)
                    subset_exclude.remove(psgs_id)
                    nli_result = nli("\n".join(docs[pid] for pid in subset_exclude), target_sent)
                    if not nli_result:
                        entail_prec += 1
                else:
                    entail_prec += 1
        elif flag:
            entail_prec += flag
    return entail / len(sents), (entail_prec / total_citations if total_citations > 0 else 0)


FACTS = list("abcdef")


def random_item(rng):
    docs = ["gives " + " ".join(rng.sample(FACTS, rng.randint(1, 3))) for _ in range(rng.randint(1, 5))]
    sents = []
    for _ in range(rng.randint(1, 4)):
        needs = "needs " + " ".join(rng.sample(FACTS, rng.randint(1, 2)))
        # distinct ids (the package counts a repeated id once; ALCE counts it twice), sometimes one too far
        ids = rng.sample(range(1, len(docs) + 2), rng.randint(0, min(4, len(docs) + 1)))
        sents.append(needs + "".join(f"[{i}]" for i in ids) + ".")
    return sents, docs


@pytest.mark.parametrize("seed", range(300))
def test_alce_rules_on_seeded_answers(seed):
    rng = random.Random(seed)
    sents, docs = random_item(rng)
    recall, precision = alce_reference(sents, docs)
    answer = " ".join(sents)
    assert [s for s, _ in split_citations(answer)] == [re.sub(r"(\[\d+\])+", "", s) for s in sents]
    assert citation_recall(answer, docs, judge=FactJudge()).score == pytest.approx(recall, abs=1e-12)
    result = citation_precision(answer, docs, judge=FactJudge())
    assert result.score == pytest.approx(precision, abs=1e-12)
    assert result.recall == pytest.approx(recall, abs=1e-12)
    everything = citation_precision(answer, docs, judge=FactJudge(), max_citations=None)
    assert everything.score == pytest.approx(alce_reference(sents, docs, at_most_citations=None)[1], abs=1e-12)


def test_seeded_answers_cover_the_cases():
    kinds = set()
    for seed in range(300):
        sents, docs = random_item(random.Random(seed))
        recall, precision = alce_reference(sents, docs)
        kinds.add((recall in (0, 1), precision in (0, 1)))
    assert kinds == {(True, True), (True, False), (False, True), (False, False)}


def test_hand_cases():
    docs = {"p1": "gives a", "p2": "gives b", "p3": "gives a b", "p4": "gives c"}
    # needs a b, cites p1 p2: neither alone, both needed -> both relevant
    assert citation_precision([("needs a b", ["p1", "p2"])], docs, judge=FactJudge()).score == 1.0
    # cites p3 p4: p3 alone supports; p4 alone does not, and the rest (p3) still supports -> p4 irrelevant
    r = citation_precision([("needs a b", ["p3", "p4"])], docs, judge=FactJudge())
    assert (r.score, r.statements[0].relevant) == (0.5, (True, False))
    # cites p1 p3: p3 supports alone; p1 alone does not, rest (p3) supports -> p1 irrelevant
    assert citation_precision([("needs a b", ["p1", "p3"])], docs, judge=FactJudge()).score == 0.5
    # unsupported statement: its citations count, none relevant; a statement without citations adds none
    r = citation_precision([("needs c", ["p1", "p2"]), ("needs a", [])], docs, judge=FactJudge())
    assert (r.recall, r.score, r.citations) == (0.0, 0.0, 2)
    # a citation to a passage that does not exist: the statement is 0 and its citations are not counted
    r = citation_precision([("needs a", ["p1"]), ("needs a", ["p9"])], docs, judge=FactJudge())
    assert (r.recall, r.score, r.statements[1].missing) == (0.5, 1.0, ("p9",))
    # a passage cited twice counts once
    assert citation_precision([("needs a", ["p1", "p1"])], docs, judge=FactJudge()).statements[0].cited == ("p1",)


def test_judge_calls_are_bounded():
    docs = {"p1": "gives a", "p2": "gives b", "p3": "gives c"}
    judge = FactJudge()
    citation_recall([("needs a b", ["p1", "p2", "p3"])], docs, judge=judge)
    assert judge.calls == 1
    judge = FactJudge()
    citation_precision([("needs a b", ["p1", "p2", "p3"])], docs, judge=judge)
    assert judge.calls == 1 + 3 + 3  # joint, each alone, each left out (none supports alone)


def test_with_the_rule_judge_in_three_languages():
    cases = {
        "en": (["You can return items within 30 days.", "Gift cards never expire."],
               "You can return items within 30 days [1][2]."),
        "es": (["Puede devolver artículos en un plazo de 30 días.", "Las tarjetas regalo no caducan."],
               "Puede devolver artículos en un plazo de 30 días [1][2]."),
        "zh": (["商品支持 30 天无理由退货。", "礼品卡永久有效。"], "商品支持 30 天无理由退货[1][2]。"),
    }
    for lang, (passages, answer) in cases.items():
        r = citation_precision(answer, passages, judge=RuleJudge())
        assert (r.recall, r.score, r.statements[0].relevant) == (1.0, 0.5, (True, False)), lang


def test_citation_bad_input():
    with pytest.raises(TypeError, match="pass 'passages' as a list"):
        citation_recall("A [1].", {"p1": "x"})
    with pytest.raises(TypeError, match=r"statement 0 must be a \(statement text, \[cited ids\]\) pair"):
        citation_recall([("A", "p1")], {"p1": "x"})
    with pytest.raises(ValueError, match="no statements"):
        citation_recall([], {"p1": "x"})
    with pytest.raises(ValueError, match="'max_citations'"):
        citation_recall([("A", ["p1"])], {"p1": "x"}, max_citations=0)
    with pytest.raises(TypeError, match="passage 'p1' must be a str"):
        citation_recall([("A", ["p1"])], {"p1": 3})
    with pytest.raises(TypeError, match="verify_claim"):
        citation_recall([("A", ["p1"])], {"p1": "x"}, judge=object())


# ---------------------------------------------------------------- nuggets

def nuggetizer_reference(nuggets):
    """castorini/nuggetizer core/metrics.py calculate_nugget_scores."""
    vital_nuggets = [n for n in nuggets if n["importance"] == "vital"]
    strict_vital_supported = sum(1 for n in vital_nuggets if n["assignment"] == "support")
    strict_all_supported = sum(1 for n in nuggets if n["assignment"] == "support")
    vital_supported = strict_vital_supported + sum(0.5 for n in vital_nuggets if n["assignment"] == "partial_support")
    all_supported = strict_all_supported + sum(0.5 for n in nuggets if n["assignment"] == "partial_support")
    return {
        "strict_vital_score": strict_vital_supported / len(vital_nuggets) if vital_nuggets else 0.0,
        "strict_all_score": strict_all_supported / len(nuggets) if nuggets else 0.0,
        "vital_score": vital_supported / len(vital_nuggets) if vital_nuggets else 0.0,
        "all_score": all_supported / len(nuggets) if nuggets else 0.0,
    }


@pytest.mark.parametrize("seed", range(200))
def test_nugget_scores_follow_nuggetizer(seed):
    rng = random.Random(seed)
    nuggets = [{"importance": rng.choice(["vital", "okay"]),
                "assignment": rng.choice(["support", "partial_support", "not_support"])}
               for _ in range(rng.randint(1, 12))]
    ours, ref = nugget_scores(nuggets), nuggetizer_reference(nuggets)
    assert ours.all == pytest.approx(ref["all_score"], abs=1e-12)
    assert ours.all_strict == pytest.approx(ref["strict_all_score"], abs=1e-12)
    assert ours.vital == pytest.approx(ref["vital_score"], abs=1e-12)
    assert ours.vital_strict == pytest.approx(ref["strict_vital_score"], abs=1e-12)
    weight = {"vital": 1.0, "okay": 0.5}
    credit = {"support": 1.0, "partial_support": 0.5, "not_support": 0.0}
    total = sum(weight[n["importance"]] for n in nuggets)
    assert ours.weighted == pytest.approx(
        sum(weight[n["importance"]] * credit[n["assignment"]] for n in nuggets) / total, abs=1e-12)
    assert ours.weighted_strict == pytest.approx(
        sum(weight[n["importance"]] for n in nuggets if n["assignment"] == "support") / total, abs=1e-12)


def test_nugget_hand_values_and_labels_override():
    nuggets = [{"importance": "vital"}, {"importance": "okay"}, {"importance": "okay"}]
    s = nugget_scores(nuggets, ["partial_support", "support", "not_support"])
    assert (s.all, s.all_strict, s.vital, s.vital_strict) == ((0.5 + 1) / 3, 1 / 3, 0.5, 0.0)
    assert (s.weighted, s.weighted_strict) == ((0.5 + 0.5) / 2, 0.5 / 2)
    assert nugget_scores([{"importance": "okay", "assignment": "support"}]).vital == 0.0  # nuggetizer's 0, n_vital 0


def test_assign_nuggets_with_the_rule_judge():
    answer = "Puede devolver artículos en un plazo de 30 días. El envío es gratis."
    labels = assign_nuggets(answer, [{"text": "Devolver artículos en 30 días", "importance": "vital"},
                                     "Devolver artículos en 60 días"])
    assert labels == ["support", "not_support"]


def test_nugget_bad_input():
    with pytest.raises(ValueError, match="nugget 1: 'importance' must be one of 'vital', 'okay'"):
        nugget_scores([{"importance": "vital", "assignment": "support"}, {"importance": "high", "assignment": "support"}])
    with pytest.raises(ValueError, match="nugget 0: 'assignment' must be one of"):
        nugget_scores([{"importance": "vital", "assignment": "partial"}])
    with pytest.raises(ValueError, match="one label per nugget"):
        nugget_scores([{"importance": "vital"}], ["support", "support"])
    with pytest.raises(ValueError, match="empty"):
        nugget_scores([])


def test_top_level_names():
    for name in ("citation_recall", "citation_precision", "nugget_scores"):
        assert getattr(ragmetrics, name) is getattr(ragmetrics.generation, name)
