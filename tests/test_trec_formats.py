"""TREC files as trec_eval 10 reads them, and what it cannot read (issue 17 items 8-9 and Low).

How trec_eval tokenises (src/get_trec_results.c, src/get_qrels.c): fields end at C's isspace(),
which in the C locale is ASCII space, tab, LF, VT, FF, CR only, so a U+3000 or U+00A0 (UTF-8 bytes
>= 0x80) is part of an id; a run line whose first non-space character is '#' and a qrels line starting
with '#' are comments; a results file named '-' is read from standard input.
"""

import gzip
import io
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import ragmetrics as rm

REFERENCE = Path(__file__).parent / "data" / "trec_eval"
RUN_TEXT = "q1 Q0 a 1 3.0 t\nq1 Q0 b 2 2.0 t\nq2 Q0 a 1 1.0 t\n"
RUN = {"q1": {"a": 3.0, "b": 2.0}, "q2": {"a": 1.0}}
QRELS_TEXT = "q1 0 a 1\nq1 0 b 0\nq2 0 c 2\n"
QRELS = {"q1": {"a": 1, "b": 0}, "q2": {"c": 2}}


# ---------------------------------------------------------------- gzip, encodings, BOM


@pytest.mark.parametrize("name", ["run.gz", "run.txt"], ids=["named-gz", "gzip-without-gz-name"])
def test_a_gzip_file_is_read_as_its_content(tmp_path, name):
    """gzip is recognised by its magic bytes, whatever the file is called."""
    (tmp_path / name).write_bytes(gzip.compress(RUN_TEXT.encode()))
    (tmp_path / f"q{name}").write_bytes(gzip.compress(QRELS_TEXT.encode()))
    assert rm.read_run(tmp_path / name) == RUN
    assert rm.read_qrels(tmp_path / f"q{name}") == QRELS


def test_a_cut_gzip_file_is_a_trec_format_error_naming_the_file(tmp_path):
    path = tmp_path / "run.gz"
    path.write_bytes(gzip.compress((RUN_TEXT * 50).encode())[:40])
    with pytest.raises(rm.TrecFormatError, match="is the gzip file complete") as info:
        rm.read_run(path)
    assert str(path) in str(info.value)


@pytest.mark.parametrize("reader", [rm.read_run, rm.read_qrels])
def test_latin_1_text_is_a_trec_format_error_naming_file_line_and_byte(tmp_path, reader):
    """'café' in Latin-1 on line 2: byte 0xe9 at column 11 ('q1 Q0 caf' + 'é' for runs)."""
    lines = (RUN_TEXT.splitlines() if reader is rm.read_run else QRELS_TEXT.splitlines())
    second = "q1 Q0 café 2 1.0 t" if reader is rm.read_run else "q1 0 café 1"
    path = tmp_path / "latin1"
    path.write_bytes("\n".join([lines[0], second] + lines[2:]).encode("latin-1") + b"\n")
    with pytest.raises(rm.TrecFormatError) as info:
        reader(path)
    column = second.index("é") + 1
    assert f"{path}, line 2: the text is not UTF-8 (byte 0xe9 at column {column})" in str(info.value)
    assert info.value.line_number == 2 and "Latin-1" in str(info.value)


def test_a_binary_file_is_a_trec_format_error():
    data = bytes(range(256)) * 4
    # (its NUL is met first now: refused before the block's last line is read, which could be the whole file)
    with pytest.raises(rm.TrecFormatError, match=r"<stream>, line \d+: (the text is not UTF-8|the line holds a NUL)"):
        rm.read_run(io.BytesIO(data))
    with pytest.raises(rm.TrecFormatError, match=r"<stream>, line \d+: the text is not UTF-8"):
        rm.read_run(io.BytesIO(data.replace(b"\x00", b"")))


def test_a_nul_character_is_a_trec_format_error():
    with pytest.raises(rm.TrecFormatError, match=r"line 2: the line holds a NUL character"):
        rm.read_run(io.BytesIO(b"q1 Q0 a 1 1.0 t\nq1 Q0 b\x00 2 0.5 t\n"))


@pytest.mark.parametrize("make", [
    lambda text: io.BytesIO(b"\xef\xbb\xbf" + text.encode()),
    lambda text: io.StringIO("\ufeff" + text),
], ids=["bytes", "text"])
def test_a_byte_order_mark_is_removed(make):
    """Not '\\ufeffq1': the first query id is q1, in runs and in qrels."""
    assert rm.read_run(make(RUN_TEXT)) == RUN
    assert rm.read_qrels(make(QRELS_TEXT)) == QRELS


def test_a_byte_order_mark_is_removed_from_a_file(tmp_path):
    path = tmp_path / "run"
    path.write_bytes(b"\xef\xbb\xbf" + RUN_TEXT.encode())
    assert rm.read_run(path) == RUN


# ---------------------------------------------------------------- fields as trec_eval splits them


@pytest.mark.parametrize("space", ["\u3000", "\u00a0", "\u2003", "\x1c", "\x85"],
                         ids=["ideographic", "no-break", "em", "file-separator", "next-line"])
def test_unicode_whitespace_stays_inside_an_id_as_in_trec_eval(space):
    """Only ASCII whitespace separates fields: 'd{space}x' is one doc id, the score stays 2.0."""
    doc = f"d{space}x"
    run = rm.read_run(io.BytesIO(f"q1 Q0 {doc} 1 2.0 t\nq1 Q0 e 2 1.0 t\n".encode()))
    assert run == {"q1": {doc: 2.0, "e": 1.0}}
    assert rm.read_qrels(io.StringIO(f"q{space}1 0 {doc} 1\n")) == {f"q{space}1": {doc: 1}}


def test_all_ascii_whitespace_separates_fields():
    """Space, tab, VT, FF and CR separate fields (C's isspace), as trec_eval."""
    run = rm.read_run(io.BytesIO(b"q1\tQ0\x0ba\x0c1 \t2.0\tt\r\n"))
    assert run == {"q1": {"a": 2.0}}


def test_comment_lines_are_skipped_as_trec_eval_skips_them():
    """Run: '#' as first non-space character; qrels: '#' in column 1 (trec_eval 10)."""
    run_text = "# a comment\n   # indented\n# six fields in this comment\n" + RUN_TEXT + "#end\n"
    assert rm.read_run(io.StringIO(run_text)) == RUN
    qrels_text = "# judged by hand\n# q 0 d 1\n" + QRELS_TEXT
    assert rm.read_qrels(io.StringIO(qrels_text)) == QRELS


def test_the_line_number_counts_comment_and_blank_lines(tmp_path):
    path = tmp_path / "run"
    path.write_text("# c\n\n" + RUN_TEXT + "q3 Q0 a 1 x t\n")
    with pytest.raises(rm.TrecFormatError, match=r"line 6: the score must be a number"):
        rm.read_run(path)


def test_line_numbers_are_right_across_blocks(tmp_path, monkeypatch):
    """Blocks of whole lines: an error on line 1001 is reported there, with blocks of ~100 bytes."""
    monkeypatch.setattr("ragmetrics.trec._BLOCK", 100)
    lines = [f"q{i // 10} Q0 d{i} {i} {i}.5 t" for i in range(1000)] + ["q Q0 d 1 oops t"]
    path = tmp_path / "run"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(rm.TrecFormatError, match=r"line 1001: the score must be a number"):
        rm.read_run(path)
    path.write_text("\n".join(lines[:-1]))  # no final newline
    run = rm.read_run(path)
    assert sum(map(len, run.values())) == 1000 and run["q99"]["d999"] == 999.5


def test_the_reference_files_read_the_same_as_before():
    """trec_eval's own test data: 3 topics, 3681 judgments; 1500 run lines (pinned by its output)."""
    qrels = rm.read_qrels(REFERENCE / "qrels.test")
    assert sum(map(len, qrels.values())) == 3681
    assert sum(map(len, rm.read_run(REFERENCE / "results.test").values())) == 1500


# ---------------------------------------------------------------- arguments


@pytest.mark.parametrize("reader", [rm.read_run, rm.read_qrels])
@pytest.mark.parametrize("source", [None, 42, ["q1 Q0 a 1 1.0 t"]], ids=["None", "int", "list"])
def test_a_source_that_is_neither_a_path_nor_a_file_is_a_type_error(reader, source):
    with pytest.raises(TypeError, match=r"'source' must be a path \(str or os.PathLike\) or an open file \(got "):
        reader(source)


# ---------------------------------------------------------------- writing what the readers read


def test_write_qrels_refuses_a_fractional_grade_and_writes_nothing(tmp_path):
    path = tmp_path / "qrels"
    with pytest.raises(ValueError, match=r"grade must be an integer.*\(got 2.5 for doc 'd' of query 'q'\)"):
        rm.write_qrels({"q": {"d": 2.5}}, path)
    assert not path.exists()


@pytest.mark.parametrize("grade, error", [("2", TypeError), (True, TypeError), (float("nan"), ValueError)])
def test_write_qrels_refuses_a_grade_that_is_not_an_integer(tmp_path, grade, error):
    with pytest.raises(error, match="grade must be an integer"):
        rm.write_qrels({"q": {"d": grade}}, tmp_path / "qrels")


def test_write_qrels_writes_integral_floats_and_numpy_ints(tmp_path):
    rm.write_qrels({"q": {"a": 2.0, "b": np.int64(3), "c": -1}}, tmp_path / "qrels")
    assert (tmp_path / "qrels").read_text() == "q 0 a 2\nq 0 b 3\nq 0 c -1\n"


@pytest.mark.parametrize("qrels, problem", [
    ({"q 1": {"d": 1}}, "whitespace"), ({"q": {"d\t1": 1}}, "whitespace"), ({"q": {"a\nb": 1}}, "whitespace"),
    ({"": {"d": 1}}, "empty"), ({"#q": {"d": 1}}, "starts with '#'"), ({"q": {"d\x00": 1}}, "NUL"),
    ({"q": {"d\ud800": 1}}, "lone surrogate"),
], ids=["space-in-qid", "tab-in-doc", "newline-in-doc", "empty-qid", "comment-qid", "nul", "surrogate"])
def test_write_refuses_ids_the_readers_would_not_read_back(tmp_path, qrels, problem):
    with pytest.raises(ValueError, match=f"cannot be written: .*{problem}"):
        rm.write_qrels(qrels, tmp_path / "qrels")
    run = {qid: {doc: 1.0 for doc in docs} for qid, docs in qrels.items()}
    with pytest.raises(ValueError, match=f"cannot be written: .*{problem}"):
        rm.write_run(run, tmp_path / "run")


def test_write_run_refuses_a_tag_with_a_space_and_a_non_finite_score(tmp_path):
    with pytest.raises(ValueError, match="run tag must be one field"):
        rm.write_run(RUN, tmp_path / "run", tag="my run")
    with pytest.raises(ValueError, match=r"score must be finite.*\(got inf for doc 'a' of query 'q'\)"):
        rm.write_run({"q": {"a": float("inf")}}, tmp_path / "run")


def test_unicode_ids_and_numpy_scores_round_trip(tmp_path):
    """Ids with U+3000/U+00A0 and NumPy float scores come back exactly (also through .gz)."""
    run = {"查询\u30001": {"文档\u00a01": np.float64(0.1) + np.float64(0.2), "d2": np.float32(0.5)}}
    qrels = {"查询\u30001": {"文档\u00a01": 2}}
    for suffix in ("", ".gz"):
        rm.write_run(run, tmp_path / f"run{suffix}")
        rm.write_qrels(qrels, tmp_path / f"qrels{suffix}")
        assert rm.read_run(tmp_path / f"run{suffix}") == {"查询\u30001": {"文档\u00a01": 0.1 + 0.2, "d2": 0.5}}
        assert rm.read_qrels(tmp_path / f"qrels{suffix}") == qrels
    assert gzip.decompress((tmp_path / "run.gz").read_bytes()) == (tmp_path / "run").read_bytes()


# ---------------------------------------------------------------- the command line


def _cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "ragmetrics", *args], capture_output=True,
                          input=stdin, text=True)


def test_cli_reads_the_run_from_standard_input_for_a_dash():
    """'-' for the run, as trec_eval: the same output as from the file."""
    args = ["-m", "P@5", "-m", "AP", "-q"]
    from_file = _cli("eval", str(REFERENCE / "qrels.test"), str(REFERENCE / "results.test"), *args)
    from_stdin = _cli("eval", str(REFERENCE / "qrels.test"), "-", *args,
                      stdin=(REFERENCE / "results.test").read_text())
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_file.stdout and from_file.stdout.count("\n") == 8


@pytest.mark.parametrize("digits", ["-1", "18", "four"])
def test_cli_refuses_digits_out_of_range_with_a_message(digits):
    done = _cli("eval", str(REFERENCE / "qrels.test"), str(REFERENCE / "results.test"), "-m", "P@5",
                "--digits", digits)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"argument --digits: must be an int from 0 to 17 (got '{digits}')" in done.stderr


def test_cli_digits_zero_and_seventeen_are_accepted():
    for digits, expected in (("0", "0"), ("17", "0.26666666666666666")):
        done = _cli("eval", str(REFERENCE / "qrels.test"), str(REFERENCE / "results.test"), "-m", "P@5",
                    "--digits", digits)
        assert done.returncode == 0, done.stderr
        assert done.stdout.split() == ["P@5", "all", expected]


def test_cr_line_endings_are_refused_not_read_as_one_line(tmp_path):
    """A CR-only file would be one line whose first 6 fields make a one-line run: refused at line 1."""
    path = tmp_path / "run"
    path.write_bytes(RUN_TEXT.replace("\n", "\r").encode())
    with pytest.raises(rm.TrecFormatError, match=r"line 1: a CR without LF"):
        rm.read_run(path)
    path.write_bytes(RUN_TEXT.replace("\n", "\r\n").encode())  # CR LF is fine
    assert rm.read_run(path) == RUN
    with pytest.raises(rm.TrecFormatError, match=r"line 2: a CR without LF"):
        rm.read_qrels(io.BytesIO(b"q1 0 a 1\nq1 0 b 0\rq2 0 c 2\n"))
