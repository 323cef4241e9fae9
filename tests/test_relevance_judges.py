"""Automatic relevance judges (ragmetrics.generation.relevance_judges): labels, agreement with humans, bias probes.

Kappas are checked against scikit-learn; the LLM path runs through the real HTTP client against the
local stub server (tests/stub_llm_server.py), with replies as a model would send them.
"""

import json

import pytest
from sklearn.metrics import cohen_kappa_score
from stub_llm_server import StubLLMServer

from ragmetrics.generation import (
    HashingEmbedder,
    JudgeError,
    LLMJudge,
    RuleJudge,
    SimilarityJudge,
    fit_thresholds,
    judge_agreement,
    judge_pairs,
    length_probe,
    position_probe,
)

Q = "How many days do I have to return an item?"
ANSWER = "You have 30 days from delivery to return an item."
OFF = "Gift cards can be used in any Marea shop and never expire."


class FixedEmbedder:
    """Vectors chosen by hand, so cosines are known: texts map to unit vectors in 2-D."""

    def __init__(self, table):
        self.table = table
        self.calls = 0

    def __call__(self, texts):
        self.calls += 1
        return [self.table[t] for t in texts]


def test_similarity_judge_counts_the_thresholds_reached():
    """cos = 0.8 reaches 0.3 and 0.6 but not 0.9: rating 2 of 3; embeddings are cached by text."""
    embedder = FixedEmbedder({"q": [1.0, 0.0], "p": [0.8, 0.6], "z": [0.0, 1.0]})
    judge = SimilarityJudge(embedder, thresholds=(0.3, 0.6, 0.9))
    assert judge.rate_context("q", "p", scale=3).rating == 2
    assert judge.similarity("q", "p") == pytest.approx(0.8)
    assert judge.rate_context("q", "z", scale=3).rating == 0
    assert embedder.calls == 2  # q and p once, then z alone
    with pytest.raises(ValueError, match="0-3 scale .* 0-2 was asked"):
        judge.rate_context("q", "p", scale=2)


@pytest.mark.parametrize("thresholds, fragment", [((), "non-empty"), ((0.6, 0.3), "ascending"), ((float("nan"),), "finite"),
                                                  ("0.5", "list")])
def test_similarity_judge_refuses_bad_thresholds(thresholds, fragment):
    with pytest.raises(ValueError, match=fragment):
        SimilarityJudge(HashingEmbedder(dim=16), thresholds=thresholds)


def test_fit_thresholds_matches_the_label_shares_by_hand():
    """Labels 0,0,1,2,3 (sims ascending): grade >= 1 for the top 3 -> threshold = 3rd smallest sim, and so on."""
    sims = [0.9, 0.1, 0.5, 0.3, 0.7]
    labels = [3, 0, 1, 0, 2]
    assert fit_thresholds(sims, labels, scale=3) == (0.5, 0.7, 0.9)
    judge = SimilarityJudge(FixedEmbedder({}), thresholds=(0.5, 0.7, 0.9))
    assert [sum(s >= t for t in judge.thresholds) for s in sims] == labels
    assert fit_thresholds([0.2, 0.4], [0, 0], scale=1) == (1.4,)  # no pair relevant: a threshold above all
    with pytest.raises(ValueError, match="same non-zero length"):
        fit_thresholds([0.1], [0, 1], scale=1)


def test_judge_agreement_equals_scikit_learn():
    """judge_agreement(labels=...) against human grades: unweighted, quadratic and binary (>= 2) kappa."""
    human = [0, 0, 1, 2, 3, 3, 2, 0, 1, 3, 2, 0]
    labels = [0, 1, 1, 3, 3, 2, 2, 0, 0, 3, 1, 1]
    check = judge_agreement(None, [(Q, ANSWER)] * len(human), human, labels=labels)
    full = [0, 1, 2, 3]
    assert check.graded.kappa == pytest.approx(cohen_kappa_score(human, labels, labels=full), abs=1e-12)
    assert check.quadratic.kappa == pytest.approx(cohen_kappa_score(human, labels, labels=full, weights="quadratic"), abs=1e-12)
    binary = cohen_kappa_score([int(h >= 2) for h in human], [int(x >= 2) for x in labels])
    assert check.binary.kappa == pytest.approx(binary, abs=1e-12)
    assert "binary(>= 2)" in repr(check)


def test_judge_pairs_with_the_rule_judge():
    """The rule judge rates by key-term coverage: the answer high, an off-topic passage 0."""
    ratings = judge_pairs(RuleJudge(), [(Q, ANSWER), (Q, OFF)], scale=3)
    assert ratings[0] >= 2 and ratings[1] == 0


@pytest.mark.parametrize("call, error, fragment", [
    (lambda: judge_pairs(RuleJudge(), []), ValueError, "at least one item"),
    (lambda: judge_pairs(RuleJudge(), [(Q,)]), TypeError, r"\(question, passage\) tuples"),
    (lambda: judge_pairs(object(), [(Q, ANSWER)]), TypeError, "rate_context"),
    (lambda: judge_pairs(RuleJudge(), [(Q, ANSWER)], scale=0), ValueError, "'scale' must be an int >= 1"),
    (lambda: judge_agreement(None, [(Q, ANSWER)], [1, 2], labels=[1]), ValueError, "2 grades for 1 pairs"),
    (lambda: judge_agreement(None, [(Q, ANSWER)], [5], labels=[1]), ValueError, "ints from 0 to 3"),
    (lambda: length_probe(RuleJudge(), [(Q, ANSWER)], ""), ValueError, "'padding'"),
    (lambda: position_probe(None, [(Q, ANSWER, OFF)]), TypeError, "'compare' must be a callable"),
    (lambda: position_probe(lambda q, a, b: "1", [(Q, ANSWER, OFF)]), ValueError, "must return 1"),
])
def test_bad_input_is_refused(call, error, fragment):
    with pytest.raises(error, match=fragment):
        call()


def test_length_probe_catches_a_judge_that_rewards_words_it_finds():
    """Padding that repeats the question's words raises the rule judge's coverage: a length effect it has."""
    padding = "Returns: the days, the item, the return of an item, and how many you have."
    probe = length_probe(RuleJudge(), [(Q, "Items bought online can be returned.")], padding)
    assert probe.after[0] > probe.before[0] and probe.raised == 1.0 and probe.lowered == 0.0
    steady = length_probe(RuleJudge(), [(Q, ANSWER)], OFF)
    assert steady.raised == 0.0 and steady.mean_change == 0.0


def test_position_probe_by_hand():
    """A judge that always picks the first shown: 100 % 'first'; a content judge: consistent."""
    triples = [(Q, ANSWER, OFF), (Q, OFF, ANSWER)]
    always_first = position_probe(lambda q, a, b: 1, triples)
    assert (always_first.first, always_first.second, always_first.consistent) == (1.0, 0.0, 0.0)
    by_content = position_probe(lambda q, a, b: 1 if a == ANSWER else 2, triples)
    assert (by_content.first, by_content.consistent) == (0.0, 1.0)


# ---------------------------------------------------------------- the LLM path, through the stub server

@pytest.fixture
def llm():
    with StubLLMServer() as stub:
        env = {"RAGMETRICS_LLM_BASE_URL": stub.base_url, "RAGMETRICS_LLM_MODEL": "stub-model"}
        yield stub, LLMJudge.from_env(env, retries=0)


def test_llm_judge_labels_pairs_and_is_compared_with_humans(llm):
    """The chapter's procedure with an LLM: rate each pair 0-3 (TruLens prompt), then kappa against humans."""
    stub, judge = llm
    replies = [3, 0, 2, 1, 0]
    for rating in replies:
        stub.reply_content(json.dumps({"rating": rating, "reason": "..."}))
    pairs = [(Q, ANSWER), (Q, OFF), (Q, "Return within 30 days."), (Q, "Refunds take 5 days."), (Q, "Shipping is free.")]
    human = [3, 0, 3, 0, 0]
    check = judge_agreement(judge, pairs, human)
    assert check.labels == replies and check.judge == "llm"
    assert check.graded.kappa == pytest.approx(cohen_kappa_score(human, replies, labels=[0, 1, 2, 3]), abs=1e-12)
    prompts = [r["body"]["messages"][-1]["content"] for r in stub.requests]
    assert len(prompts) == 5 and all("from 0 to 3" in p and "Question: " + Q in p for p in prompts)


def test_llm_position_probe_through_the_endpoint(llm):
    """compare_contexts in both orders: a model that answers 1 every time shows a 100 % first-position bias."""
    stub, judge = llm
    for _ in range(4):
        stub.reply_content('{"better": 1, "reason": "..."}')
    probe = position_probe(judge.compare_contexts, [(Q, ANSWER, OFF), (Q, "Return within 30 days.", OFF)])
    assert probe.first == 1.0 and probe.consistent == 0.0
    prompts = [r["body"]["messages"][-1]["content"] for r in stub.requests]
    assert f"Passage 1: {ANSWER}" in prompts[0] and f"Passage 1: {OFF}" in prompts[1]


def test_llm_length_probe_and_a_bad_reply(llm):
    """length_probe sends the padded passage; a reply without a usable 'better' is a JudgeError that says so."""
    stub, judge = llm
    for rating in (2, 3):
        stub.reply_content(json.dumps({"rating": rating, "reason": "..."}))
    probe = length_probe(judge, [(Q, ANSWER)], OFF)
    assert (probe.before, probe.after, probe.raised) == ([2], [3], 1.0)
    assert stub.requests[-1]["body"]["messages"][-1]["content"].count(OFF) == 1
    stub.reply_content('{"better": "the first one"}')
    with pytest.raises(JudgeError, match="compare_contexts: 'better' must be 1, 2 or 0"):
        judge.compare_contexts(Q, ANSWER, OFF)


def test_chapter_10_llm_cell_runs_against_the_stub(monkeypatch, capsys):
    """The chapter's own LLM cell (notebooks/en/10_evaluation_set.ipynb), executed with the endpoint variables
    pointing at the stub: it rates the sample, probes position and length, and prints what the replies imply."""
    from pathlib import Path

    import nbformat
    import numpy as np

    from ragmetrics_course import set_language, t
    from ragmetrics.generation import judge_agreement as agreement_of

    notebook = nbformat.read(Path(__file__).parent.parent / "notebooks" / "en" / "10_evaluation_set.ipynb", as_version=4)
    source = next(c.source for c in notebook.cells if c.cell_type == "code" and "LLMJudge.from_env()" in c.source)
    set_language("en")
    # Four checked pairs of two even-numbered questions: q02 (relevant r, not n) and q04 (relevant s, not m).
    pair_items = [("q02", "r"), ("q02", "n"), ("q04", "s"), ("q04", "m")]
    text = {"r": "Return within 30 days.", "n": "Gift cards never expire.", "s": "Refunds take 5 days.", "m": "Shipping is free.",
            "x": "Our offices are in Valencia, open from nine to five."}
    namespace = {
        "np": np, "t": t, "seed": 0, "judge_agreement": agreement_of, "pair_items": pair_items, "even": [0, 1, 2, 3],
        "pairs": [(Q, text[pid]) for _, pid in pair_items], "text": text,
        # the adjudicated grades (named "human" in notebooks built before issue 23 renamed them)
        "adjudicated": [3, 0, 2, 0], "human": [3, 0, 2, 0],
        "qrels": {"q02": {"r": 3}, "q04": {"s": 2}},
        "complete": {"q02": {"r": 3, "n": 0, "s": 0, "m": 0, "x": 0}, "q04": {"r": 0, "n": 0, "s": 2, "m": 0, "x": 0}},
    }
    with StubLLMServer() as stub:
        monkeypatch.setenv("RAGMETRICS_LLM_BASE_URL", stub.base_url)
        monkeypatch.setenv("RAGMETRICS_LLM_MODEL", "stub-model")
        for rating in (3, 0, 1, 0):  # the balanced sample, in the order of its (sorted) pair indices
            stub.reply_content(json.dumps({"rating": rating, "reason": "..."}))
        for better in (1, 1, 2, 1):  # two triples, each in both orders
            stub.reply_content(json.dumps({"better": better, "reason": "..."}))
        for rating in (2, 3, 3, 3):  # the length probe: two relevant pairs as they are, then the same two padded
            stub.reply_content(json.dumps({"rating": rating, "reason": "..."}))
        exec(compile(source, "chapter-10-llm-cell", "exec"), namespace)
    printed = capsys.readouterr().out.splitlines()
    expected = agreement_of(None, None, [3, 0, 2, 0], labels=[3, 0, 1, 0])
    assert printed[0] == t("ch10.llm_kappa", n=4, kappa=expected.graded.kappa, quadratic=expected.quadratic.kappa,
                             binary=expected.binary.kappa)
    assert printed[1] == t("ch10.position", n=2, consistent=50, first=50, second=0)  # percent, as the cell passes them
    assert printed[2] == t("ch10.length", judge="LLM", n=2, raised=50, lowered=0, change=0.5)
    assert len(stub.requests) == 12 and "Passage 1: " + text["r"] in stub.requests[4]["body"]["messages"][-1]["content"]
