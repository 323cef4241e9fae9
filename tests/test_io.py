"""ragmetrics.io: every input form a practitioner has (DataFrame, BEIR folder, RAGAS-style JSONL and CSV in both
vocabularies, TREC files) gives pytrec_eval's numbers on the same data; bad rows name file, line and field.

Scores are multiples of 1/8 (exact in float32, so pytrec_eval's float32 rounding changes nothing) and
many are tied, so trec_eval's tie-break (doc id descending) is exercised too.
"""

from __future__ import annotations

import csv
import gzip
import json

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics.io import RecordError, doc_ids, read_beir, read_records

pd = pytest.importorskip("pandas")
pytrec_eval = pytest.importorskip("pytrec_eval")

MEASURES = ["nDCG@10", "P@5", "RR", "AP", "R@100", "bpref"]
PYTREC = {"ndcg_cut.10", "P.5", "recip_rank", "map", "recall.100", "bpref"}
PYTREC_NAMES = {"nDCG@10": "ndcg_cut_10", "P@5": "P_5", "RR": "recip_rank", "AP": "map", "R@100": "recall_100",
                "Bpref": "bpref"}


def collection(seed=0, n_queries=40, n_docs=30):
    """(qrels, run) dicts, str ids; scores k/8 with many ties; some qrels queries absent from the run."""
    rng = np.random.default_rng(seed)
    qrels, run = {}, {}
    for q in range(n_queries):
        docs = rng.choice(200, size=n_docs, replace=False)
        if q % 7 != 3:
            run[f"q{q}"] = {f"d{d}": float(rng.integers(0, 12)) / 8 for d in docs.tolist()}
        judged = rng.choice(200, size=15, replace=False)
        qrels[f"q{q}"] = {f"d{d}": int(rng.integers(0, 3)) for d in judged.tolist()}
    return qrels, run


def pytrec(qrels, run):
    return pytrec_eval.RelevanceEvaluator(qrels, PYTREC).evaluate(run)


def assert_same_as_pytrec(results, qrels, run):
    reference = pytrec(qrels, run)
    assert sorted(results.per_query) == sorted(reference)
    for qid, values in reference.items():
        for measure, name in PYTREC_NAMES.items():
            assert results.per_query[qid][measure] == pytest.approx(values[name], abs=1e-12), (qid, measure)


def frames(qrels, run):
    qrels_df = pd.DataFrame([(q, d, g) for q, row in qrels.items() for d, g in row.items()],
                            columns=["query_id", "doc_id", "relevance"])
    run_df = pd.DataFrame([(q, d, s) for q, row in run.items() for d, s in row.items()],
                          columns=["query_id", "doc_id", "score"])
    return qrels_df, run_df


# ------------------------------------------------------------------------------------------ DataFrames


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_dataframes_give_pytrec_evals_numbers(seed):
    qrels, run = collection(seed)
    qrels_df, run_df = frames(qrels, run)
    # the rows shuffled: the order of a DataFrame's rows must not matter
    run_df = run_df.sample(frac=1.0, random_state=seed).reset_index(drop=True)
    for q, r in ((qrels_df, run_df), (qrels, run_df), (qrels_df, run)):
        results = rm.evaluate(q, r, MEASURES)
        assert_same_as_pytrec(results, qrels, run)


def test_dataframe_run_equals_the_dict_path_to_the_bit_with_missing_queries_zero():
    qrels, run = collection(5)
    qrels_df, run_df = frames(qrels, run)
    for rule in ("skip", "zero"):
        a = rm.evaluate(qrels_df, run_df, MEASURES, missing_queries=rule)
        b = rm.evaluate(qrels, run, MEASURES, missing_queries=rule)
        assert a.mean == b.mean and dict(a.per_query) == dict(b.per_query)


def test_ranx_and_beir_column_names_and_int_ids():
    qrels = {1: {10: 1, 11: 0}, 2: {12: 2}}
    run = {1: {10: 0.5, 11: 0.75, 13: 0.25}, 2: {12: 0.5, 14: 0.5}}
    run_df = pd.DataFrame([(q, d, s) for q, row in run.items() for d, s in row.items()], columns=["q_id", "doc_id", "score"])
    qrels_df = pd.DataFrame([(q, d, g) for q, row in qrels.items() for d, g in row.items()],
                            columns=["query-id", "corpus-id", "score"])
    # pytrec_eval needs str ids; ties compare doc ids as strings ("14" > "12": d14 first)
    reference = pytrec({str(q): {str(d): g for d, g in r.items()} for q, r in qrels.items()},
                       {str(q): {str(d): s for d, s in r.items()} for q, r in run.items()})
    results = rm.evaluate(qrels_df, run_df, ["RR", "nDCG@10"])
    assert results.per_query[2]["RR"] == reference["2"]["recip_rank"] == 0.5
    assert results.per_query[1]["nDCG@10"] == pytest.approx(reference["1"]["ndcg_cut_10"], abs=1e-12)


def test_results_to_pandas_wide_and_long():
    qrels, run = collection(3)
    results = rm.evaluate(qrels, run, ["RR", "P@5"])
    wide = results.to_pandas()
    assert wide.index.name == "query_id" and list(wide.columns) == ["RR", "P@5"]
    assert wide.loc["q0", "RR"] == results.per_query["q0"]["RR"]
    long = results.to_pandas(long=True)
    assert list(long.columns) == ["query_id", "measure", "value"] and len(long) == 2 * len(results.per_query)


def test_compare_takes_dataframes_and_gives_the_dict_numbers():
    qrels, run_a = collection(7)
    _, run_b = collection(8)
    run_b = {q: row for q, row in run_b.items() if q in qrels}
    qrels_df, a_df = frames(qrels, run_a)
    _, b_df = frames(qrels, run_b)
    from_frames = rm.compare(qrels_df, {"a": a_df, "b": b_df}, ["nDCG@10"], seed=1)
    from_dicts = rm.compare(qrels, {"a": run_a, "b": run_b}, ["nDCG@10"], seed=1)
    assert from_frames.rows == from_dicts.rows
    both = pd.concat([a_df.assign(system="a"), b_df.assign(system="b")])
    assert rm.compare(qrels_df, both, ["nDCG@10"], seed=1).rows == from_dicts.rows
    table = from_frames.to_pandas()
    assert table.loc[0, "difference"] == from_dicts.rows[0].difference


@pytest.mark.parametrize("change, message", [
    (lambda df: df.rename(columns={"score": "sc"}), "must have a score column"),
    (lambda df: df.assign(score=["x"] + list(df.score[1:])), "'score' must hold numbers (row 0 has 'x')"),
    (lambda df: df.assign(score=[float("nan")] + list(df.score[1:])), "'score' must hold finite numbers (row 0"),
    (lambda df: pd.concat([df, df.iloc[[3]]], ignore_index=True), "lists doc"),
    (lambda df: df.assign(doc_id=[None] + list(df.doc_id[1:])), "'doc_id' has an empty value (row 0)"),
])
def test_bad_run_dataframes_are_named(change, message):
    qrels, run = collection(1)
    _, run_df = frames(qrels, run)
    with pytest.raises((ValueError, TypeError), match=message.replace("(", r"\(").replace(")", r"\)")):
        rm.evaluate(qrels, change(run_df), ["RR"])


def test_int_doc_ids_against_str_doc_ids_are_refused():
    run_df = pd.DataFrame({"query_id": ["q1"], "doc_id": [7], "score": [1.0]})
    with pytest.raises(TypeError, match="same kind of doc ids"):
        rm.evaluate({"q1": {"7": 1}}, run_df, ["RR"])


# ------------------------------------------------------------------------------------------------ BEIR


def write_beir(folder, qrels, *, gz=False, header=True):
    (folder / "qrels").mkdir(parents=True)
    docs = sorted({d for row in qrels.values() for d in row})
    opener = (lambda p: gzip.open(str(p) + ".gz", "wt", encoding="utf-8")) if gz else (lambda p: open(p, "w", encoding="utf-8"))
    with opener(folder / "corpus.jsonl") as out:
        for d in docs:
            out.write(json.dumps({"_id": d, "title": "", "text": f"text of {d}"}) + "\n")
    with opener(folder / "queries.jsonl") as out:
        for q in qrels:
            out.write(json.dumps({"_id": q, "text": f"question {q}"}) + "\n")
    with opener(folder / "qrels" / "test.tsv") as out:
        if header:
            out.write("query-id\tcorpus-id\tscore\n")
        for q, row in qrels.items():
            for d, g in row.items():
                out.write(f"{q}\t{d}\t{g}\n")


@pytest.mark.parametrize("gz", [False, True])
def test_beir_folder_gives_pytrec_evals_numbers(tmp_path, gz):
    qrels, run = collection(11)
    write_beir(tmp_path, qrels, gz=gz)
    beir = read_beir(tmp_path)
    assert beir.qrels == qrels
    assert beir.queries["q0"] == "question q0" and len(beir.corpus) == len({d for r in qrels.values() for d in r})
    assert_same_as_pytrec(rm.evaluate(beir.qrels, run, MEASURES), qrels, run)


def test_beir_errors_name_the_file_and_line(tmp_path):
    qrels, _ = collection(12, n_queries=3)
    write_beir(tmp_path, qrels)
    path = tmp_path / "qrels" / "test.tsv"
    path.write_text(path.read_text() + "q1\td5\thigh\n")
    with pytest.raises(RecordError, match=r"test.tsv, line \d+, field 'score': must be an int \(got 'high'\)"):
        read_beir(tmp_path)
    with pytest.raises(FileNotFoundError, match="has no qrels/dev.tsv|has no dev.tsv"):
        read_beir(tmp_path, split="dev")
    with pytest.raises(FileNotFoundError, match="does not exist"):
        read_beir(tmp_path / "nowhere")


# --------------------------------------------------------------------------------------------- records


OLD = ("question", "contexts", "answer", "ground_truth")
NEW = ("user_input", "retrieved_contexts", "response", "reference")


def ranked_run(run):
    """The run as trec_eval ranks it (score descending, then doc id descending as a string)."""
    return {q: sorted(row, key=lambda d: (row[d], d), reverse=True) for q, row in run.items()}


@pytest.mark.parametrize("vocabulary", [OLD, NEW], ids=["ragas-old", "ragas-new"])
@pytest.mark.parametrize("form", ["jsonl", "csv", "dataframe"])
def test_records_in_both_vocabularies_give_pytrec_evals_numbers(tmp_path, vocabulary, form):
    qrels, run = collection(21)
    ranked = ranked_run(run)
    rows = [{"query_id": q, vocabulary[0]: f"question {q}", vocabulary[1]: [f"text of {d}" for d in docs],
             vocabulary[2]: "an answer", vocabulary[3]: "a reference", "retrieved_ids": docs} for q, docs in ranked.items()]
    if form == "jsonl":
        source = tmp_path / "log.jsonl"
        source.write_text("".join(json.dumps(r) + "\n" for r in rows))
    elif form == "csv":
        source = tmp_path / "log.csv"
        with open(source, "w", newline="") as out:
            writer = csv.DictWriter(out, fieldnames=list(rows[0]))
            writer.writeheader()
            for r in rows:
                writer.writerow({k: json.dumps(v) if isinstance(v, list) else v for k, v in r.items()})
    else:
        source = pd.DataFrame(rows)
    records = read_records(source)
    assert [r.id for r in records] == list(ranked)
    assert records[0].question == "question " + records[0].id and records[0].reference == "a reference"
    result = rm.evaluate_rag(records, MEASURES, qrels=qrels)
    reference = pytrec(qrels, run)
    for row in result.per_question:
        for measure, name in PYTREC_NAMES.items():
            assert row[measure] == pytest.approx(reference[row["query_id"]][name], abs=1e-12)


def test_trec_files_give_pytrec_evals_numbers(tmp_path):
    qrels, run = collection(31)
    rm.write_qrels(qrels, tmp_path / "qrels.txt")
    rm.write_run(run, tmp_path / "run.txt")
    assert_same_as_pytrec(rm.evaluate(rm.read_qrels(tmp_path / "qrels.txt"), rm.read_run(tmp_path / "run.txt"), MEASURES),
                          qrels, run)


@pytest.mark.parametrize("line, field, problem", [
    ('{"question": "q", "contexts": "one string", "answer": "a"}', "contexts", "must be a list of strings (got str)"),
    ('{"question": "q", "contexts": ["c", 3], "answer": "a"}', "contexts", "item 1 is a int"),
    ('{"user_input": "q", "retrieved_contexts": ["c"]}', "answer", "is missing"),
    ('{"question": 5, "contexts": ["c"], "answer": "a"}', "question", "must be a string (got int)"),
    ('{"question": "q", "user_input": "q", "contexts": ["c"], "answer": "a"}', "user_input", "repeats 'question'"),
])
def test_a_bad_jsonl_row_names_file_line_and_field(tmp_path, line, field, problem):
    path = tmp_path / "log.jsonl"
    path.write_text('{"question": "fine", "contexts": ["c"], "answer": "a"}\n\n' + line + "\n")
    with pytest.raises(RecordError) as error:
        read_records(path)
    assert str(error.value).startswith(f"{path}, line 3, field '{field}': ")
    assert problem in str(error.value)


def test_a_bad_csv_row_names_its_line_even_after_a_multiline_field(tmp_path):
    path = tmp_path / "log.csv"
    path.write_text('question,contexts,answer\n"two\nlines","[""c""]",a\nq,not a list,a\n')
    with pytest.raises(RecordError, match=r"log.csv, line 4, field 'contexts': must be a list"):
        read_records(path)
    path.write_text("question,contexts,answer\nq,\"['c1', 'c2']\",a\n")
    assert read_records(path)[0].contexts == ("c1", "c2")  # a Python list, as pandas' to_csv writes it


def test_not_json_and_repeated_ids_are_named(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_text('{"question": "q", "contexts": ["c"], "answer": "a"}\n{oops\n')
    with pytest.raises(RecordError, match=r"line 2: is not valid JSON"):
        read_records(path)
    path.write_text('{"id": 1, "question": "q", "contexts": ["c"], "answer": "a"}\n' * 2)
    with pytest.raises(RecordError, match=r"line 2, field 'query_id': repeats id '1'"):
        read_records(path)


def test_chunk_ids_and_metadata_to_document_ids_keep_the_first_rank():
    assert doc_ids(["a#2", "b#0", "a#0", "c#1", "b#5"], "#") == ["a", "b", "c"]
    assert doc_ids(["c1", "c2", "c3"], {"c1": "D2", "c2": "D1", "c3": "D2"}) == ["D2", "D1"]
    langchain = [{"source": "faq.md", "start_index": 0}, {"source": "terms.md"}, {"source": "faq.md", "start_index": 900}]
    assert doc_ids(langchain) == ["faq.md", "terms.md"]
    llamaindex = [{"file_name": "b.pdf", "page_label": "2"}, {"file_name": "a.pdf"}]
    assert doc_ids(llamaindex) == ["b.pdf", "a.pdf"]
    with pytest.raises(ValueError, match="has none of the keys"):
        doc_ids([{"page": 1}])
    records = read_records([{"question": "q", "contexts": ["x", "y", "z"], "answer": "a",
                             "retrieved_metadata": [{"source": "faq.md"}, {"source": "faq.md"}, {"source": "t.md"}]}])
    assert records[0].retrieved_ids == ("faq.md", "t.md")
    records = read_records([{"question": "q", "contexts": ["x", "y"], "answer": "a", "retrieved_ids": ["d1#0", "d1#1"]}],
                           doc_id_of="#")
    assert records[0].retrieved_ids == ("d1",)


def test_no_common_query_and_unjudged_queries_get_evaluates_own_rules():
    qrels, run = collection(2)
    _, run_df = frames(qrels, run)
    with pytest.raises(ValueError, match="no query is in both 'qrels' and 'run'"):
        rm.evaluate({"other": {"d1": 1}}, run_df, ["RR"])
    with_empty = dict(qrels, q1={})  # a query with no judgments is not evaluated, as in the dict path
    assert dict(rm.evaluate(with_empty, run_df, ["RR"]).per_query) == dict(rm.evaluate(with_empty, run, ["RR"]).per_query)


@pytest.mark.parametrize("ids", [(9, 10), ("9", "10"), ("é", "z")])
def test_ties_break_by_doc_id_as_a_string_descending(ids):
    low, high = ids  # as strings: "9" > "10" (but 9 < 10 as ints), "é" > "z" (code points)
    run_df = pd.DataFrame({"query_id": ["q", "q", "q"], "doc_id": [high, "x" if isinstance(low, str) else 0, low],
                           "score": [0.5, 0.25, 0.5]})
    qrels = {"q": {high: 1}}
    text = {str(d): s for d, s in zip(run_df.doc_id, run_df.score)}
    expected = pytrec_eval.RelevanceEvaluator({"q": {str(high): 1}}, {"recip_rank"}).evaluate({"q": text})["q"]["recip_rank"]
    assert expected == 0.5
    assert rm.evaluate(qrels, run_df, ["RR"]).mean["RR"] == expected
