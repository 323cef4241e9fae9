"""ragmetrics.grade_matrix: the one preparation path (ranks, ideal row, relevant counts, judged docs) and ``rank``.

The reference here is a few lines of plain Python: sort each query's docs by trec_eval's rule (score as a
C double, or a 32-bit float with score_precision="float32", descending; ties by doc id as a string,
descending) and look every doc's grade up.
"""

import random
import sys

import numpy as np
import pytest
import pytrec_eval

import ragmetrics as rm
from ragmetrics import grade_matrix
from ragmetrics.grade_matrix import GradeMatrix
from ragmetrics.retrieval.ranking import prepare


def reference_order(scores: dict, precision: str = "float64") -> list:
    """trec_eval's order, written the slow obvious way."""
    real = np.float32 if precision == "float32" else float
    return [doc for doc, _ in sorted(scores.items(), key=lambda item: (real(item[1]), str(item[0])), reverse=True)]


def reference_rows(qrels_rows: list, run_rows: list, depth=None, precision: str = "float64") -> dict:
    """grades (grades <= 0 as 0), ideal (positive grades, descending), judged mask, n_relevant by level."""
    orders = [reference_order(r, precision) if isinstance(r, dict) else list(r) for r in run_rows]
    width = max(map(len, orders), default=0)
    width = width if depth is None else min(depth, width)
    grades = np.zeros((len(orders), width))
    judged = np.zeros((len(orders), width), dtype=bool)
    nonrelevant = {level: np.zeros((len(orders), width), dtype=bool) for level in (1, 2, 3)}
    for i, (order, qrels) in enumerate(zip(orders, qrels_rows)):
        for j, doc in enumerate(order[:width]):
            grades[i, j] = max(qrels.get(doc, 0), 0)
            judged[i, j] = doc in qrels
            for level in nonrelevant:
                nonrelevant[level][i, j] = doc in qrels and 0 <= qrels[doc] < level
    ideal_lists = [sorted((g for g in q.values() if g > 0), reverse=True) for q in qrels_rows]
    ideal_width = max(map(len, ideal_lists), default=0)
    ideal_width = ideal_width if depth is None else min(depth, ideal_width)
    ideal = np.zeros((len(orders), ideal_width))
    for i, row in enumerate(ideal_lists):
        ideal[i, : min(len(row), ideal_width)] = row[:ideal_width]
    n_relevant = {level: np.array([sum(g >= level for g in q.values()) for q in qrels_rows], dtype=float) for level in (1, 2, 3)}
    n_nonrelevant = {level: np.array([sum(0 <= g < level for g in q.values()) for q in qrels_rows], dtype=float)
                     for level in (1, 2, 3)}
    return {"grades": grades, "ideal": ideal, "judged": judged, "n_relevant": n_relevant,
            "nonrelevant": nonrelevant, "n_nonrelevant": n_nonrelevant,
            "n_retrieved": np.array([len(o) for o in orders], dtype=float)}


def random_query(rng: random.Random, n_docs: int):
    """Ids such as d9, d10, d100 (string order differs from number order), few distinct scores: many ties."""
    docs = [f"d{rng.randrange(1000)}" for _ in range(n_docs)]
    docs = list(dict.fromkeys(docs))
    scores = {doc: rng.choice([0.0, 0.5, 1.0, 1.0 + 1e-12, 1.0 - 1e-12, -2.0, 1e-320, -1e-46]) for doc in docs}
    pool = docs + [f"x{i}" for i in range(3)]
    qrels = {doc: rng.choice([-1, 0, 0, 1, 2, 3]) for doc in rng.sample(pool, k=min(len(pool), rng.randrange(1, 8)))}
    return qrels, scores


@pytest.fixture(scope="module")
def collection():
    rng = random.Random(11)
    queries = [random_query(rng, rng.randrange(0, 25)) for _ in range(300)]
    return [q for q, _ in queries], [s for _, s in queries]


@pytest.mark.parametrize("precision", ["float64", "float32"])
@pytest.mark.parametrize("form", ["scored", "listed"])
@pytest.mark.parametrize("depth", [None, 1, 4])
@pytest.mark.parametrize("chunk_cells", [1 << 16, 7])
def test_grade_matrix_matches_the_plain_python_reference(collection, form, depth, chunk_cells, precision, monkeypatch):
    """Grades in rank order, the ideal row, R per level, the judged mask and run lengths, read in any chunking."""
    monkeypatch.setattr(grade_matrix, "_CHUNK_CELLS", chunk_cells)
    qrels_rows, run_rows = collection
    if form == "listed":
        run_rows = [reference_order(r, precision) for r in run_rows]
    qids = list(range(len(qrels_rows)))
    rows = GradeMatrix(qids, qrels_rows, run_rows, depth, scored=form == "scored", score_precision=precision)
    expected = reference_rows(qrels_rows, run_rows, depth, precision)
    np.testing.assert_array_equal(rows.grades, expected["grades"])
    np.testing.assert_array_equal(rows.ideal, expected["ideal"])
    np.testing.assert_array_equal(rows.judged_at(), expected["judged"])
    np.testing.assert_array_equal(rows.n_retrieved, expected["n_retrieved"])
    for level in (1, 2, 3):
        np.testing.assert_array_equal(rows.n_relevant(level), expected["n_relevant"][level])
        np.testing.assert_array_equal(rows.relevant_at(level), expected["grades"] >= level)
        np.testing.assert_array_equal(rows.nonrelevant_at(level), expected["nonrelevant"][level])
        np.testing.assert_array_equal(rows.n_nonrelevant(level), expected["n_nonrelevant"][level])


def test_prepare_is_the_batch_matrix_on_one_row():
    """A per-query call builds the same one-row matrix as evaluate's path, judged mask included."""
    retrieved, relevant = ["a", "b", "c", "d"], {"c": 2, "a": 0, "z": 1, "b": -1}
    rows = prepare(retrieved, relevant)
    expected = reference_rows([relevant], [retrieved])
    np.testing.assert_array_equal(rows.grades, expected["grades"])
    np.testing.assert_array_equal(rows.ideal, expected["ideal"])
    np.testing.assert_array_equal(rows.judged_at(), [[True, True, True, False]])
    assert rows.n_relevant(1).tolist() == [2.0]
    # b's grade -1 is "pooled but unjudged": judged for Judged@k, not judged non-relevant for bpref
    np.testing.assert_array_equal(rows.nonrelevant_at(1), [[True, False, False, False]])
    np.testing.assert_array_equal(rows.nonrelevant_at(3), [[True, False, True, False]])
    assert rows.n_nonrelevant(1).tolist() == [1.0] and rows.n_nonrelevant(2).tolist() == [2.0]


def test_rank_orders_by_score_then_id_as_string_descending():
    """Scores higher first; equal scores tie; ties by id as a string, greater first ('9' above '10')."""
    scores = {"d1": 0.5, "d2": 0.9, "d10": 0.5, "d9": 0.5, "d3": 0.9 - 1e-12, 7: 0.1, 10: 0.1}
    assert rm.rank(scores) == ["d2", "d3", "d9", "d10", "d1", 7, 10]  # 0.9 - 1e-12 < 0.9 as doubles
    assert rm.rank(scores, score_precision="float32") == ["d3", "d2", "d9", "d10", "d1", 7, 10]  # equal as floats
    assert rm.rank({}) == []


def test_scores_equal_only_as_float32_rank_by_double_by_default():
    """H1: the trec_eval 10 program keeps scores as C doubles: 0.8341234599 ranks above 0.8341234567 (equal
    as float32, where the id breaks the tie: 'b' above 'a'). Default and the pytrec_eval option, in rank and evaluate."""
    qrels, run = {"q1": {"a": 1}}, {"q1": {"a": 0.8341234599, "b": 0.8341234567}}
    assert np.float32(0.8341234599) == np.float32(0.8341234567)
    assert rm.rank(run["q1"]) == ["a", "b"]
    assert rm.rank(run["q1"], score_precision="float32") == ["b", "a"]
    assert rm.evaluate(qrels, run, ["RR", "P@1"]).mean == {"RR": 1.0, "P@1": 1.0}
    assert rm.evaluate(qrels, run, ["RR", "P@1"], score_precision="float32").mean == {"RR": 0.5, "P@1": 0.0}


@pytest.mark.parametrize("bad", ["float16", "double", None, 32])
def test_score_precision_is_checked(bad):
    with pytest.raises(ValueError, match="'score_precision' must be 'float64'"):
        rm.rank({"a": 1.0}, score_precision=bad)
    with pytest.raises(ValueError, match="'score_precision' must be 'float64'"):
        rm.evaluate({"q": {"a": 1}}, {"q": {"a": 1.0}}, ["RR"], score_precision=bad)


def test_rank_agrees_with_pytrec_eval_on_ties():
    """Each doc alone relevant: pytrec_eval's recip_rank is 1 / its rank in trec_eval's own order."""
    rng = random.Random(5)
    for _ in range(20):
        _, scores = random_query(rng, 30)
        order = rm.rank(scores, score_precision="float32")  # pytrec_eval keeps scores as C floats
        for position, doc in enumerate(order, start=1):
            rr = pytrec_eval.RelevanceEvaluator({"q": {doc: 1}}, {"recip_rank"}).evaluate({"q": scores})["q"]["recip_rank"]
            assert rr == pytest.approx(1 / position), (doc, order)


def test_rank_agrees_with_evaluate_ordering(collection):
    """evaluate on the scored run equals evaluate on rank()'s lists, for every query."""
    qrels_rows, run_rows = collection
    qrels = {str(i): q for i, q in enumerate(qrels_rows) if q}
    scored = {str(i): r for i, r in enumerate(run_rows)}
    listed = {qid: rm.rank(r) for qid, r in scored.items()}
    measures = ["nDCG", "RR", "AP", "P@3", "Judged@5"]
    assert dict(rm.evaluate(qrels, scored, measures).per_query) == dict(rm.evaluate(qrels, listed, measures).per_query)


@pytest.mark.parametrize("bad, error", [({"a": "1"}, TypeError), ({"a": float("nan")}, ValueError), (["a"], TypeError)])
def test_rank_refuses_what_is_not_scores(bad, error):
    """rank() takes {doc id: finite number} and names the argument."""
    with pytest.raises(error, match="'scores'"):
        rm.rank(bad)


@pytest.mark.parametrize("low", [-1e39, -sys.float_info.max])
def test_score_below_float32_range_ranks_like_trec_eval(low):
    """A score below float32's range is -inf as a float32, a real key that padding must not collide with (was IndexError)."""
    qrels = {"q1": {"a": 1}, "q2": {"x": 1}}
    run = {"q1": {"a": low}, "q2": {"x": 1.0, "y": 2.0, "z": 3.0}}
    expected = pytrec_eval.RelevanceEvaluator(qrels, {"recip_rank"}).evaluate(run)
    assert expected == {"q1": {"recip_rank": 1.0}, "q2": {"recip_rank": pytest.approx(1 / 3)}}
    assert rm.evaluate(qrels, run, ["RR"]).per_query == {"q1": {"RR": 1.0}, "q2": {"RR": pytest.approx(1 / 3)}}


def test_scores_beyond_float32_range_tie_by_id():
    """-1e39 and -1e41 are both -inf as float32: a tie, broken by id, in rank and in evaluate (float32); as
    doubles they differ."""
    scores = {"a": -1e39, "b": -1e41, "c": 0.0}
    assert rm.rank(scores, score_precision="float32") == ["c", "b", "a"]
    assert rm.evaluate({"q": {"a": 1}}, {"q": scores}, ["RR"], score_precision="float32").per_query["q"]["RR"] == pytest.approx(1 / 3)
    assert rm.rank(scores) == ["c", "a", "b"]
    assert rm.evaluate({"q": {"a": 1}}, {"q": scores}, ["RR"]).per_query["q"]["RR"] == pytest.approx(1 / 2)


def test_mixed_scored_and_listed_run_is_refused_across_blocks():
    """3,000 queries: dicts for the first 2,097 and lists after, far apart in different blocks: still refused."""
    qrels = {f"q{i}": {"a": 1} for i in range(3000)}
    run = {f"q{i}": ({"a": 1.0, "b": 0.5} if i < 2097 else ["a", "b"]) for i in range(3000)}
    with pytest.raises(TypeError, match=r"'run' must map every query .* not a mix \(query 'q0' has a dict, query 'q2097' a list\)"):
        rm.evaluate(qrels, run, ["P@1"])


def test_equal_number_ids_in_a_tie_are_one_doc():
    """Run id 1.0 and qrels id 1 are one dict key; in a tie the run's id is compared ('2' > '1.0' > '0'), once."""
    run = {"q": {2: 0.5, 1.0: 0.5, 0: 0.5}}
    assert rm.evaluate({"q": {1: 1}}, run, ["RR"]).per_query["q"]["RR"] == 0.5  # was 1/3: 1.0 counted above itself
    assert rm.rank(run["q"]) == [2, 1.0, 0]
    assert rm.evaluate({"q": {1.0: 1}}, run, ["RR"]).per_query["q"]["RR"] == 0.5
    assert rm.parse_measure("RR").compute(rm.rank(run["q"]), {1: 1}) == 0.5


def test_packed_ids_order_as_strings_and_are_distinct():
    """packed_texts: ASCII ids of 1-8 characters as numbers ordered as the strings ('9' > '10', 'a' < 'ab');
    None for what it cannot pack exactly (NUL inside an id, 9 characters, non-ASCII, empty)."""
    rng = random.Random(3)
    texts = list({"".join(rng.choice("019aZ~ ") for _ in range(rng.randrange(1, 9))) for _ in range(3000)})
    packed = grade_matrix.packed_texts(texts)
    assert len(set(packed.tolist())) == len(texts)
    assert [texts[i] for i in np.argsort(packed, kind="stable")] == sorted(texts)
    assert grade_matrix.packed_texts(iter(["b", "a"]), 2).tolist() == grade_matrix.packed_texts(["b", "a"]).tolist()
    for bad in (["a\x00b", "a"], ["a" * 9], ["é"], [""], []):
        assert grade_matrix.packed_texts(bad) is None, bad
