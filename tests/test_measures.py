"""Measure names: every spelling of the issue parses, prints back canonical, and maps to trec_eval."""

import re
from pathlib import Path

import numpy as np
import pytest

from ragmetrics import Measure, parse_measure
from ragmetrics.measures import parse_measures

CANONICAL = ["nDCG@10", "nDCG", "P@5", "R@100", "RR", "RR@10", "AP", "AP@100", "Rprec", "HitRate@5",
             "F1@5", "P(rel=2)@5", "nDCG(gain=exp)@10", "AP(rel=3)", "Bpref", "Bpref(rel=2)"]


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
    ("success_5", "HitRate@5"), ("map_cut_10", "AP@10"), ("ndcg", "nDCG"), ("bpref", "Bpref"),
])
def test_peer_spellings_parse_to_the_canonical_measure(alias, canonical):
    """ir_measures', ranx's and trec_eval's names all land on one object."""
    assert str(parse_measure(alias)) == canonical


@pytest.mark.parametrize("name, trec", [
    ("nDCG@10", "ndcg_cut_10"), ("nDCG", "ndcg"), ("P@5", "P_5"), ("R@100", "recall_100"), ("RR", "recip_rank"),
    ("AP", "map"), ("AP@100", "map_cut_100"), ("Rprec", "Rprec"), ("HitRate@5", "success_5"),
    ("RR@10", None), ("F1@5", None), ("nDCG(gain=exp)@10", None), ("Bpref", "bpref"), ("Bpref(rel=2)", "bpref"),
])
def test_trec_names(name, trec):
    """trec_eval's name, or None where trec_eval has no such measure (its recip_rank ignores cutoffs)."""
    assert parse_measure(name).trec_name == trec


@pytest.mark.parametrize("bad, fragment", [
    ("nDGC@10", "nDCG@10"), ("Precison@5", "P"), ("P", "needs a cutoff"), ("P@0", "positive"),
    ("nDCG(rel=2)@10", "no relevance level"), ("P(gain=exp)@5", "only nDCG"), ("Rprec@10", "Rprec"),
    ("P(foo=1)@5", "parameter"), ("@5", "Name(params)@k"), ("bpref@10", "takes no @k cutoff"),
    ("Bpref(gain=exp)", "only nDCG"),
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


# ---------------------------------------------------------------- one declaration per measure

from dataclasses import FrozenInstanceError  # noqa: E402

import ragmetrics as rm  # noqa: E402
from ragmetrics.measures import MEASURES, Declaration  # noqa: E402

ORDER = ["R", "P", "F1", "HitRate", "RR", "nDCG", "AP", "Rprec", "Judged", "Bpref"]


def test_declarations_in_the_agreed_order_with_the_agreed_fields():
    """MEASURES: canonical name -> Declaration, R, P, F1, HitRate, RR, nDCG, AP, Rprec first, new ones after."""
    assert list(MEASURES) == ORDER
    for name, d in MEASURES.items():
        assert isinstance(d, Declaration) and d.name == name
        assert d.cutoff in ("required", "optional", "none")
        assert d.description and callable(d.kernel)
        assert all(alias == alias.lower() for alias in d.aliases)
    with pytest.raises(FrozenInstanceError):
        MEASURES["P"].name = "Q"


@pytest.mark.parametrize("name, label, function, cutoff, level, gain", [
    ("R", "recall", "recall_at_k", "required", True, False),
    ("P", "precision", "precision_at_k", "required", True, False),
    ("F1", "f1", "f1_at_k", "required", True, False),
    ("HitRate", "hit_rate", "hit_rate_at_k", "required", True, False),
    ("RR", "rr", "reciprocal_rank", "optional", True, False),
    ("nDCG", "ndcg", "ndcg_at_k", "optional", False, True),
    ("AP", "ap", "average_precision", "optional", True, False),
    ("Rprec", None, "r_precision", "none", True, False),
    ("Judged", None, None, "required", False, False),
    ("Bpref", None, "bpref", "none", True, False),
])
def test_each_declaration(name, label, function, cutoff, level, gain):
    """The course's catalog key, the per-query function, and the parameters each measure takes."""
    d = MEASURES[name]
    assert (d.label, d.function, d.cutoff, d.takes_level, d.takes_gain) == (label, function, cutoff, level, gain)
    assert function is None or callable(getattr(rm, function))


@pytest.mark.parametrize("name", ORDER)
def test_every_alias_parses_to_its_declaration(name):
    """Each lower-case alias (and the canonical name) parses to a Measure whose declaration is this one."""
    d = MEASURES[name]
    suffix = "" if d.cutoff == "none" else "@5"
    for spelling in (name, *d.aliases):
        assert parse_measure(spelling + suffix).declaration is d


CASES = [
    ([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1, 404: 0}),
    (["a", "b", "c"], ["c", "z"]),
    (["a"], {}),
    ([], {"a": 1}),
    (list(range(12)), {11: 1, 0: 0, 5: 2, 99: 3}),
]


@pytest.mark.parametrize("retrieved, relevant", CASES)
@pytest.mark.parametrize("text", ["R@5", "P(rel=2)@3", "F1@5", "HitRate@2", "RR", "RR@2", "nDCG@4", "nDCG(gain=exp)",
                                  "AP", "AP@3", "Rprec", "Judged@3", "Bpref", "Bpref(rel=2)"])
def test_compute_is_evaluate_on_one_query_and_the_per_query_function(retrieved, relevant, text):
    """Measure.compute == evaluate on the same query given as a ranked list == the declared per-query function."""
    measure = parse_measure(text)
    value = measure.compute(retrieved, relevant)
    qrels_row = relevant if isinstance(relevant, dict) else dict.fromkeys(relevant, 1)
    if qrels_row:
        assert rm.evaluate({"q": qrels_row}, {"q": retrieved}, [text]).per_query["q"][str(measure)] == value
    function = measure.declaration.function
    if function:
        options = {"k": measure.cutoff} if measure.cutoff or measure.declaration.cutoff == "required" else {}
        options |= {"level": measure.level} if measure.declaration.takes_level else {"gain": measure.gain}
        assert getattr(rm, function)(retrieved, relevant, **options) == value


def test_a_new_declaration_is_all_it_takes(monkeypatch):
    """Adding a measure is one declaration: parsing, evaluate, compute and to_trec read it (here a made-up one)."""
    import numpy as np

    fake = Declaration(name="Top1", description="grade of the first doc",
                       kernel=lambda rows, m: rows.grades[:, 0] if rows.grades.shape[1] else np.zeros(len(rows.grades)),
                       cutoff="none", takes_level=False, aliases=(), trec_name=None, label=None, function=None,
                       lesson="03_ndcg")
    monkeypatch.setitem(MEASURES, "Top1", fake)
    results = rm.evaluate({"q": {"a": 2, "b": 1}}, {"q": ["a", "b"]}, ["Top1"])
    assert results.mean == {"Top1": 2.0}
    assert parse_measure("Top1").compute(["b", "a"], {"a": 2, "b": 1}) == 1.0
    assert results.to_trec(trec_names=True) == "Top1                  \tall\t2.0000"


def test_judged_by_hand_as_ir_measures_defines_it():
    """Judged@k: judged docs (any grade, 0 too) in the top k / k, or / the run length when shorter; 0 for no docs.

    Run order a, b, c, d; judged: a (grade 0) and c; z is judged but not retrieved.
    """
    qrels = {"q": {"a": 0, "c": 1, "z": 2}, "q2": {"x": 1}}
    run = {"q": {"a": 3.0, "b": 2.0, "c": 1.0, "d": 0.0}, "q2": {"y": 1.0, "w": 0.5}}
    per_query = rm.evaluate(qrels, run, ["Judged@1", "Judged@2", "Judged@3", "Judged@10"]).per_query
    assert per_query["q"] == {"Judged@1": 1 / 1, "Judged@2": 1 / 2, "Judged@3": 2 / 3, "Judged@10": 2 / 4}
    assert per_query["q2"] == {"Judged@1": 0.0, "Judged@2": 0.0, "Judged@3": 0.0, "Judged@10": 0.0}
    assert rm.evaluate({"q": {"a": 1}}, {"q": []}, ["Judged@5"]).per_query["q"]["Judged@5"] == 0.0
    assert parse_measure("Judged@3").compute(["a", "b", "c", "d"], {"a": 0, "c": 1, "z": 2}) == 2 / 3


def test_judged_spellings_and_refusals():
    """Judged@k parses from ir_measures' name; it needs a cutoff, takes no level or gain, has no trec_eval name."""
    assert str(parse_measure("judged@10")) == "Judged@10"
    assert parse_measure("Judged@10").trec_name is None
    for bad, fragment in [("Judged", "needs a cutoff"), ("Judged(rel=2)@5", "no relevance level"), ("Judged(gain=exp)@5", "only nDCG")]:
        with pytest.raises(ValueError, match=fragment):
            parse_measure(bad)


def test_judged_with_scores_ties_and_blocks_agrees_with_the_ranked_lists():
    """Judged@k from scored runs (ties) equals the same run ranked by rm.rank, over many queries."""
    import random

    rng = random.Random(2)
    qrels, run = {}, {}
    for q in range(200):
        docs = [f"d{i}" for i in rng.sample(range(60), 25)]
        run[f"q{q}"] = {d: rng.choice([0.0, 1.0, 2.0]) for d in docs}
        qrels[f"q{q}"] = {d: rng.choice([0, 0, 1, 2]) for d in rng.sample(docs, 8) + [f"d{60 + q}"]}
    listed = {q: rm.rank(scores) for q, scores in run.items()}
    names = ["Judged@1", "Judged@5", "Judged@30"]
    assert dict(rm.evaluate(qrels, run, names).per_query) == dict(rm.evaluate(qrels, listed, names).per_query)
    for q in ("q0", "q7"):
        top = listed[q][:5]
        assert rm.evaluate(qrels, run, names).per_query[q]["Judged@5"] == sum(d in qrels[q] for d in top) / 5


def test_a_parameter_given_twice_is_refused():
    """P(rel=2,rel=3)@5 took the last level silently; now it names the parameter."""
    with pytest.raises(ValueError, match=r"'P\(rel=2,rel=3\)@5'.*'rel' is given twice"):
        parse_measure("P(rel=2,rel=3)@5")


@pytest.mark.parametrize("far", ["BLEU@4", "ROUGE", "xyz@3"])
def test_no_suggestion_for_a_name_close_to_none(far):
    """BLEU@4 was suggested as nDCG@4: only close spellings are suggested, else none."""
    with pytest.raises(ValueError) as error:
        parse_measure(far)
    assert "did you mean" not in str(error.value)
    assert repr(far) in str(error.value)


def test_parse_measures_errors_come_from_their_cause():
    """A non-iterable is a 'measures' TypeError; a non-name inside a list keeps parse_measure's own TypeError."""
    with pytest.raises(TypeError, match="'measures' must be a name or a list"):
        parse_measures(5)
    with pytest.raises(TypeError, match="a measure must be a name"):
        parse_measures(["P@5", 10])


def test_retrieval_evaluator_reads_the_declarations():
    """RetrievalEvaluator's keys: the measures that have a per-query function and are in its default set,
    in declaration order; bpref and Judged@k only when asked for by name (``extra``)."""
    keys = list(rm.RetrievalEvaluator(k=3).evaluate_query(["a", "b"], ["b"]))
    assert keys == ["R@3", "P@3", "F1@3", "HitRate@3", "RR", "nDCG@3", "AP", "Rprec"]
    assert [d.name for d in MEASURES.values() if not d.in_evaluator] == ["Bpref"]
    evaluator = rm.RetrievalEvaluator(k=3, level=2, extra=("bpref", "Judged", "Bpref"))
    values = evaluator.evaluate_query(["n", "r", "x", "s"], {"r": 2, "s": 3, "n": 1, "t": 2})
    assert list(values)[-2:] == ["Bpref(rel=2)", "Judged@3"]
    # level 2: n (grade 1) is judged non-relevant; r and s each have it above: 1 - 1/1 twice, over R = 3
    assert values["Bpref(rel=2)"] == 0.0 and values["Judged@3"] == 2 / 3
    assert "extra=('Bpref', 'Judged')" in repr(evaluator)
    means = rm.RetrievalEvaluator(k=2, extra=["bpref"]).evaluate_many(
        [{"retrieved": ["r", "n"], "relevant": {"r": 1, "n": 0}}, {"retrieved": ["n", "r"], "relevant": {"r": 1, "n": 0}}])
    assert means["Bpref"] == 0.5


@pytest.mark.parametrize("extra, error, fragment", [
    (["bpref@10"], ValueError, "'extra' must name declared measures"), (["BLEU"], ValueError, "known: R, P"),
    (5, TypeError, "'extra' must be a list"), ([None], ValueError, "got None"),
])
def test_retrieval_evaluator_refuses_unknown_extra_measures(extra, error, fragment):
    with pytest.raises(error, match=fragment):
        rm.RetrievalEvaluator(k=3, extra=extra)


# ---------------------------------------------------------------- bpref, by hand (trec_eval's m_bpref.c)

@pytest.mark.parametrize("retrieved, relevant, level, expected", [
    # R = 2 (r1, r2), N = 2 (n1, n2): r1 above every non-relevant doc (1), r2 below n1 (1 - 1/2)
    (["r1", "n1", "r2"], {"r1": 1, "r2": 1, "n1": 0, "n2": 0}, 1, (1 + 0.5) / 2),
    # an unjudged doc (x) is skipped: the same value as without it
    (["r1", "x", "n1", "x2", "r2"], {"r1": 1, "r2": 1, "n1": 0, "n2": 0}, 1, (1 + 0.5) / 2),
    # no judged non-relevant doc at all (N = 0): each retrieved relevant doc adds 1, so bpref = 2/3 here
    (["x", "r1", "y", "r2"], {"r1": 1, "r2": 1, "r3": 1}, 1, 2 / 3),
    # min(N, R) caps the penalty: R = 1, N = 3, two non-relevant above r1: 1 - min(2, 1) / min(3, 1) = 0
    (["n1", "n2", "r1"], {"r1": 1, "n1": 0, "n2": 0, "n3": 0}, 1, 0.0),
    # R = 3, N = 1: r3 below n1 scores 1 - 1/1 = 0; the never retrieved r2 adds nothing
    (["r1", "n1", "r3"], {"r1": 1, "r2": 1, "r3": 1, "n1": 0}, 1, 1 / 3),
    # a negative grade is "pooled but unjudged": skipped, not non-relevant
    (["p", "r1"], {"r1": 1, "p": -1, "n": 0}, 1, 1.0),
    # level 2: grade 1 counts as judged non-relevant
    (["g1", "g3", "g2"], {"g1": 1, "g2": 2, "g3": 3, "g0": 0}, 2, 0.5),
    # no relevant doc: 0
    (["n1"], {"n1": 0}, 1, 0.0),
    # the buggy pre-8.0 bpref gave 0 here (trec_eval's bpref_bug): 1 judged non-relevant first, then 4 relevant,
    # 3 non-relevant and 2 relevant never retrieved: 4 * (1 - 1/4) / 6 = 0.5
    (["n1", "r1", "r2", "r3", "r4"], {**{f"r{i}": 1 for i in range(1, 7)}, **{f"n{i}": 0 for i in range(1, 5)}}, 1, 0.5),
])
def test_bpref_by_hand(retrieved, relevant, level, expected):
    """bpref by m_bpref.c's loop, written out; the per-query function, compute and evaluate agree."""
    assert rm.bpref(retrieved, relevant, level=level) == pytest.approx(expected, abs=1e-15)
    name = "Bpref" if level == 1 else f"Bpref(rel={level})"
    assert parse_measure(name).compute(retrieved, relevant) == rm.bpref(retrieved, relevant, level=level)
    assert rm.evaluate({"q": relevant}, {"q": retrieved}, [name]).mean[name] == rm.bpref(retrieved, relevant, level=level)


def test_bpref_matches_pytrec_eval_on_the_hand_cases_and_incomplete_judgments():
    """The same cases and random incomplete judgments (a pool of the qrels dropped): pytrec_eval's bpref."""
    import random

    import pytrec_eval

    rng = random.Random(10)
    qrels, run = {}, {}
    for q in range(300):
        docs = [f"d{i}" for i in range(40)]
        grades = {d: rng.choice([0, 0, 0, 1, 2]) for d in docs}
        judged = rng.sample(docs, rng.randint(1, 40))  # the rest unjudged
        qrels[f"q{q}"] = {d: grades[d] for d in judged}
        run[f"q{q}"] = {d: float(rng.randint(0, 5)) for d in rng.sample(docs, rng.randint(0, 30))}
    for level in (1, 2):
        expected = pytrec_eval.RelevanceEvaluator(qrels, {"bpref"}, relevance_level=level).evaluate(run)
        name = "Bpref" if level == 1 else f"Bpref(rel={level})"
        got = rm.evaluate(qrels, run, [name]).per_query
        assert {q: got[q][name] for q in expected} == {q: v["bpref"] for q, v in expected.items()}


# ------------------------------------------------------------------ issue 25: H2/L7, H3, round trip, L2


@pytest.mark.parametrize("bad", [
    "P@５", "P@٥", "P(rel=٢)@5", "P@5-l٢", "nDCG@１０", "R(rel=２)@5", "P@5-l0", "precision@5-l0", "recall@5-l0",
    "map@5-l0", "nDCG(,)@5", "P(rel=2,)@5", "P()@5", "P@1_0",
])
def test_measure_syntax_is_ascii_and_levels_are_positive(bad):
    """Issue 25 H2/L7/H3: Unicode digits, '-l0' (level 0 counts every padding cell as relevant) and empty
    parameters are refused, as 'P(rel=0)@5' already was."""
    with pytest.raises(ValueError, match="measure"):
        parse_measure(bad)


def test_level_0_suffix_no_longer_gives_recall_5():
    """Issue 25 H3: 'recall@5-l0' gave R@5 = 5.0 for a query with one unjudged doc retrieved."""
    import ragmetrics as rm

    with pytest.raises(ValueError, match="rel"):
        rm.evaluate({"q1": {"a": 1}}, {"q1": {"z": 0.5}}, ["recall@5-l0"])


def _every_measure():
    from ragmetrics.measures import MEASURES

    for d in MEASURES.values():
        cutoffs = {"required": (1, 10, 1000), "optional": (None, 1, 10), "none": (None,)}[d.cutoff]
        levels = (1, 2, 3, 10) if d.takes_level else (1,)
        gains = ("linear", "exponential") if d.takes_gain else ("linear",)
        for cutoff in cutoffs:
            for level in levels:
                for gain in gains:
                    yield Measure(d.name, cutoff, level, gain)


def test_every_declared_measure_prints_back_to_a_string_that_parses_to_it():
    """Issue 25: a parsed measure prints back to a string that parses (all declarations and parameters)."""
    measures = list(_every_measure())
    assert len(measures) > 40
    for measure in measures:
        assert parse_measure(str(measure)) == measure, measure
        assert parse_measure(repr(measure)[9:-2]) == measure


@pytest.mark.parametrize("kwargs, fragment", [
    ({"name": "P", "cutoff": 5, "level": 0}, "level"), ({"name": "P", "cutoff": 0}, "cutoff"),
    ({"name": "P", "cutoff": "5"}, "cutoff"), ({"name": "P", "cutoff": True}, "cutoff"),
    ({"name": "nDCG", "gain": "exp"}, "gain"), ({"name": "Foo"}, "unknown measure"),
    ({"name": "P"}, "cutoff"), ({"name": "Bpref", "cutoff": 5}, "cutoff"), ({"name": "nDCG", "level": 2}, "level"),
])
def test_a_measure_built_by_hand_is_checked_like_a_parsed_one(kwargs, fragment):
    """Issue 25 H3: Measure('P', 5, 0) printed 'P(rel=0)@5', which does not parse back."""
    with pytest.raises((ValueError, TypeError), match=fragment):
        Measure(**kwargs)


def test_a_cutoff_of_thousands_of_digits_is_refused_with_the_package_s_message():
    """Issue 25 L2: a 5,000-digit cutoff raised Python's 'Exceeds the limit (4300 digits)'."""
    with pytest.raises(ValueError, match="cutoff") as caught:
        parse_measure("P@" + "9" * 5000)
    assert "4300" not in str(caught.value) and len(str(caught.value)) < 400
    assert parse_measure("P@1000000000").cutoff == 10**9  # large cutoffs still parse


def test_a_numpy_int_cutoff_makes_the_same_measure():
    import numpy as np

    assert Measure("P", np.int64(5)) == Measure("P", 5) and hash(Measure("P", np.int64(5))) == hash(Measure("P", 5))
    assert type(Measure("P", np.int64(5)).cutoff) is int


ROOT = Path(__file__).resolve().parent.parent


def test_a_declaration_is_built_with_keywords_only():
    with pytest.raises(TypeError, match="positional"):
        Declaration("Top1", "grade of the first doc", lambda rows, m: rows.grades[:, 0], "none", False)  # type: ignore[misc]


def test_every_measure_names_the_chapter_that_teaches_it():
    chapters = {path.stem for path in (ROOT / "sources" / "chapters").glob("*.py")}
    for declaration in MEASURES.values():
        assert declaration.lesson in chapters, declaration.name
        number = declaration.lesson[:2]
        files = [ROOT / "sources" / "chapters" / f"{declaration.lesson}.py",
                 *sorted((ROOT / "sources" / "chapters" / "parts").glob(f"ch{number}_part*.py"))]  # a long chapter's later parts
        source = "\n".join(path.read_text(encoding="utf-8") for path in files)
        spellings = {declaration.name, *declaration.aliases} | ({declaration.function} if declaration.function else set())
        assert any(spelling in source for spelling in spellings), (declaration.name, declaration.lesson)


def test_each_kernel_call_is_written_once_and_the_per_query_function_uses_it():
    """The declaration holds a function of retrieval/on_rows.py; the per-query function calls that same function
    (by name, on one prepared row), and neither it nor anything else outside on_rows.py calls the kernel itself."""
    import inspect

    from ragmetrics.retrieval import on_rows

    for declaration in MEASURES.values():
        kernel = declaration.kernel
        assert inspect.getmodule(kernel) is on_rows and getattr(on_rows, kernel.__name__) is kernel, declaration.name
        if declaration.function:
            source = inspect.getsource(getattr(rm, declaration.function))
            assert f"one_query(on_rows.{kernel.__name__}," in source, declaration.function
            assert "kernels." not in source, declaration.function
    called = {}
    for path in (ROOT / "ragmetrics").rglob("*.py"):
        if path.name not in ("on_rows.py", "kernels.py"):
            for name in re.findall(r"kernels\.(\w+)\(", path.read_text(encoding="utf-8")):
                called.setdefault(name, []).append(path.name)
    assert set(called) <= {"dcg", "gains", "discounts"}, called  # dcg_at_k has no declaration: DCG is not a measure here


def test_the_per_query_function_follows_a_changed_declaration(monkeypatch):
    """The per-query function reads the same on_rows function the declaration holds: patching it changes both."""
    from ragmetrics.retrieval import on_rows

    monkeypatch.setattr(on_rows, "bpref", lambda rows, m: np.full(len(rows.grades), 0.25))
    assert rm.bpref(["a"], {"a": 1}) == 0.25


def test_evaluate_all_is_a_deprecated_name_for_evaluate_query():
    evaluator = rm.RetrievalEvaluator(k=3)
    with pytest.warns(DeprecationWarning, match="evaluate_query"):
        old = evaluator.evaluate_all(["a", "b"], ["b"])
    assert old == evaluator.evaluate_query(["a", "b"], ["b"]) and old["RR"] == 0.5


def test_canonical_name_reads_the_declarations_aliases():
    from ragmetrics.measures import canonical_name

    assert [canonical_name(n) for n in ("bpref", "MRR", "map", "Judged", "success", "r-precision")] == \
        ["Bpref", "RR", "AP", "Judged", "HitRate", "Rprec"]
    assert canonical_name("nDCG@10") is None and canonical_name(3) is None
