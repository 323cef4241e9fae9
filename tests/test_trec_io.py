"""TREC qrels and run files: reading, writing, and errors that name the file and the line."""

import io

import pytest

import ragmetrics as rm

REFERENCE = str(__import__("pathlib").Path(__file__).parent / "data" / "trec_eval")


def test_round_trip(tmp_path):
    """write then read gives back the same qrels and run (scores exact)."""
    qrels = {"q1": {"d1": 2, "d2": 0}, "q2": {"d3": -1}}
    run = {"q1": {"d1": 0.1 + 0.2, "d2": 1e-300}, "q2": {"d3": -3.5}}
    rm.write_qrels(qrels, tmp_path / "qrels")
    rm.write_run(run, tmp_path / "run")
    assert rm.read_qrels(tmp_path / "qrels") == qrels
    assert rm.read_run(tmp_path / "run") == run


def test_ranked_list_written_as_descending_scores(tmp_path):
    """A ranked list keeps its order through a file: evaluate gives the same numbers."""
    qrels = {"q": {"a": 1, "c": 1}}
    run = {"q": ["c", "b", "a"]}
    rm.write_run(run, tmp_path / "run")
    back = rm.read_run(tmp_path / "run")
    assert sorted(back["q"], key=back["q"].get, reverse=True) == ["c", "b", "a"]
    assert rm.evaluate(qrels, back, ["AP"]).mean == rm.evaluate(qrels, run, ["AP"]).mean


def test_rank_column_and_extra_columns_are_ignored():
    """As trec_eval: ranking uses scores; columns after the tag are ignored."""
    run = rm.read_run(io.StringIO("q Q0 a 1 1.0 t extra junk\nq Q0 b 2 2.0 t\n\n"))
    assert run == {"q": {"a": 1.0, "b": 2.0}}


@pytest.mark.parametrize("text, fragment, line", [
    ("q1 0 d1 1\nq1 0 d2\n", "4 columns", 2),
    ("q1 0 d1 high\n", "integer", 1),
    ("q1 0 d1 1\nq1 0 d1 0\n", "judged twice", 2),
])
def test_bad_qrels_lines(tmp_path, text, fragment, line):
    path = tmp_path / "bad.qrels"
    path.write_text(text)
    with pytest.raises(rm.TrecFormatError) as error:
        rm.read_qrels(path)
    assert fragment in str(error.value)
    assert f"{path}, line {line}:" in str(error.value)
    assert error.value.line_number == line


@pytest.mark.parametrize("text, fragment, line", [
    ("q Q0 a 1 1.0 t\nq Q0 b 2 1.0\n", "6 columns", 2),
    ("q Q0 a 1 x t\n", "must be a number", 1),
    ("q Q0 a 1 nan t\n", "finite", 1),
    ("q Q0 a 1 1.0 t\nq Q0 b 2 2.0 t\nq Q0 a 3 0.5 t\n", "listed twice", 3),
])
def test_bad_run_lines(tmp_path, text, fragment, line):
    path = tmp_path / "bad.run"
    path.write_text(text)
    with pytest.raises(rm.TrecFormatError) as error:
        rm.read_run(path)
    assert fragment in str(error.value)
    assert f"{path}, line {line}:" in str(error.value)


def test_trec_format_error_is_a_value_error():
    assert issubclass(rm.TrecFormatError, ValueError)


def test_reference_files_read():
    """trec_eval's test data: 3 topics, 3681 judgments; 1500 run lines."""
    qrels = rm.read_qrels(f"{REFERENCE}/qrels.test")
    run = rm.read_run(f"{REFERENCE}/results.test")
    assert sorted(qrels) == ["301", "302", "303"]
    assert sum(map(len, qrels.values())) == 3681
    assert sum(map(len, run.values())) == 1500


def test_query_split_across_the_file(tmp_path):
    """A query whose lines are not consecutive is merged; a later duplicate is caught at its line."""
    lines = ["q1 Q0 a 1 3.0 t", "q1 Q0 b 2 2.0 t", "q1 Q0 c 3 1.0 t", "q2 Q0 a 1 1.0 t", "q1 Q0 d 4 0.5 t"]
    path = tmp_path / "run"
    path.write_text("\n".join(lines) + "\n")
    assert rm.read_run(path) == {"q1": {"a": 3.0, "b": 2.0, "c": 1.0, "d": 0.5}, "q2": {"a": 1.0}}
    path.write_text("\n".join(lines + ["q1 Q0 b 5 0.1 t"]) + "\n")
    with pytest.raises(rm.TrecFormatError, match=r"line 6: doc 'b' is listed twice"):
        rm.read_run(path)


def test_blank_lines_and_extra_columns(tmp_path):
    """Blank lines and columns after the tag change nothing."""
    clean = "q1 Q0 a 1 3.0 t\nq1 Q0 b 2 2.0 t\nq2 Q0 a 1 1.0 t\n"
    messy = "q1 Q0 a 1 3.0 t x\n\nq1 Q0 b 2 2.0 t\nq2 Q0 a 1 1.0 t\n"
    (tmp_path / "clean").write_text(clean)
    (tmp_path / "messy").write_text(messy)
    assert rm.read_run(tmp_path / "clean") == rm.read_run(tmp_path / "messy")
