"""Numbers read as trec_eval reads them, or refused (H2), and bounded reading (H5), in all three readers.

H2: trec_eval reads a grade with ``atol`` and a score with ``atof``: Python's int()/float() also read
Unicode digits, full-width digits and underscores, to other values than trec_eval's (``٢``: 2 vs 0,
``1_0``: 10 vs 1). Such fields are refused, naming file, line and field, by read_qrels / read_run; the
fast readers (columnar and lean) give up on them, and the command line then raises read_run's error.
H5: a file with no newline (or a gzip bomb) was read whole by ``readline()``; a line is now capped
(``trec.MAX_LINE``, 64 MiB) and a NUL refused before the rest of its line is read.
"""

import gzip
import random
import io
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

import ragmetrics as rm
from ragmetrics import trec, trec_columns
from ragmetrics.__main__ import main
from ragmetrics.trec_columns import Fallback, read_ranked

ROOT = Path(__file__).resolve().parent.parent
has_arrow = trec_columns.arrow_modules() is not None


@pytest.fixture(params=["numpy", "arrow", "lean"])
def reader(request, monkeypatch):
    """The fast readers: the NumPy one first, the columnar one (any file size), the lean one (pyarrow hidden)."""
    monkeypatch.setattr(trec_columns, "ARROW_MIN_BYTES", 0)
    if request.param == "arrow" and not has_arrow:
        pytest.skip("pyarrow is not installed")
    if request.param != "numpy":
        monkeypatch.setattr(trec_columns, "READERS", ("arrow", "lean"))
    if request.param != "arrow":
        monkeypatch.setitem(sys.modules, "pyarrow", None)
    return request.param


# ---------------------------------------------------------------- H2: grades and scores


@pytest.mark.parametrize("grade", ["\u0662", "\uff12", "1_0", "+1_0", "\u0661\u0662", "2\u0660", "1.0", "x"])
def test_grade_other_than_ascii_digits_is_refused_with_file_line_and_field(tmp_path, grade):
    path = tmp_path / "qrels"
    path.write_text(f"q1 0 d1 1\nq1 0 d2 {grade}\n", encoding="utf-8")
    with pytest.raises(rm.TrecFormatError, match=rf"qrels, line 2: the grade must be an integer \(field 4: ASCII digits"):
        rm.read_qrels(path)


@pytest.mark.parametrize("grade, value", [("+1", 1), ("-1", -1), ("007", 7), ("0", 0), ("-0", 0)])
def test_ascii_grades_read_as_atol_reads_them(grade, value):
    qrels = rm.read_qrels(io.StringIO(f"q_1 0 doc_1 {grade}\n"))  # an underscore in the ids is fine
    assert qrels == {"q_1": {"doc_1": value}} and type(qrels["q_1"]["doc_1"]) is int


BAD_SCORES = ["0_9", "1_000.5", "\u0661\u0662", "\uff12", "1e\u0662", "0x1p3"]


@pytest.mark.parametrize("score", BAD_SCORES)
def test_score_other_than_an_ascii_number_is_refused_with_file_line_and_field(tmp_path, score):
    path = tmp_path / "run"
    path.write_text(f"q1 Q0 d1 1 2 t\nq1 Q0 d2 2 {score} t\n", encoding="utf-8")
    with pytest.raises(rm.TrecFormatError, match=r"run, line 2: the score must be a number \(field 5: ASCII"):
        rm.read_run(path)


@pytest.mark.parametrize("score", BAD_SCORES)
def test_fast_readers_refuse_the_same_scores(tmp_path, reader, score, capsys):
    """Each fast reader gives up (Fallback), and the command line prints read_run's own error."""
    (tmp_path / "qrels").write_text("q1 0 d1 1\n")
    run = tmp_path / "run"
    run.write_text(f"q1 Q0 d1 1 2 t\nq1 Q0 d_2 2 {score} t\n", encoding="utf-8")
    with pytest.raises(Fallback):
        trec_columns.read_ranked_lean(run, {"q1": {"d1": 1}}) if reader == "lean" else \
            trec_columns.read_ranked_numpy(run, {"q1": {"d1": 1}}) if reader == "numpy" else \
            __import__("ragmetrics._arrow_trec", fromlist=["x"]).read_ranked_arrow(run, {"q1": {"d1": 1}},
                                                                                   trec_columns.arrow_modules())
    assert main(["eval", "-m", "RR", str(tmp_path / "qrels"), str(run)]) == 2
    assert "run, line 2: the score must be a number (field 5: ASCII" in capsys.readouterr().err


def test_underscores_in_ids_with_plain_scores_read_as_before(tmp_path, reader):
    (tmp_path / "qrels").write_text("q_1 0 d_1 1\n")
    (tmp_path / "run").write_text("q_1 Q0 d_2 1 3 t\nq_1 Q0 d_1 2 1.5 t\n")
    assert read_ranked(tmp_path / "run", rm.read_qrels(tmp_path / "qrels"))[1] == reader
    assert trec_columns.evaluate_files(tmp_path / "qrels", tmp_path / "run", ["RR"]).mean == {"RR": 0.5}


# ---------------------------------------------------------------- H5: bounded reading


class Endless(io.RawIOBase):
    """A stream of ``size`` bytes of ``fill`` with no newline, made as it is read; counts what was read."""

    def __init__(self, fill: bytes, size: int):
        self.fill, self.left, self.served = fill, size, 0

    def readable(self):
        return True

    def readinto(self, buffer):
        n = min(len(buffer), self.left)
        buffer[:n] = self.fill * n
        self.left -= n
        self.served += n
        return n


def test_a_line_longer_than_the_cap_is_refused_having_read_at_most_the_cap():
    """100 MB with no newline: refused at 64 MiB (+ the first block), not read whole (was: all of it, then more)."""
    raw = Endless(b"a", 100_000_000)
    with pytest.raises(rm.TrecFormatError, match=r"<stream>, line 1: a line longer than 64 MiB"):
        rm.read_run(io.BufferedReader(raw))
    assert raw.served <= trec.MAX_LINE + trec._BLOCK + (1 << 16)


def test_nul_bytes_are_refused_at_once():
    """/dev/zero-like input: refused within the first block."""
    raw = Endless(b"\x00", 200_000_000)
    with pytest.raises(rm.TrecFormatError, match=r"line 1: the line holds a NUL character"):
        rm.read_qrels(io.BufferedReader(raw))
    assert raw.served <= 2 * trec._BLOCK


def test_a_long_last_line_within_the_cap_is_still_read(monkeypatch):
    monkeypatch.setattr(trec, "MAX_LINE", 100)
    assert rm.read_run(io.BytesIO(b"q1 Q0 d1 1 1 t\nq1 Q0 " + b"d" * 80 + b" 2 0 t")) == {"q1": {"d1": 1.0, "d" * 80: 0.0}}
    with pytest.raises(rm.TrecFormatError, match=r"line 2: a line longer than 100 bytes"):
        rm.read_run(io.BytesIO(b"q1 Q0 d1 1 1 t\nq1 Q0 " + b"d" * 100 + b" 2 0 t"))


def gzip_file(path: Path, fill: bytes, size: int) -> Path:
    with gzip.open(path, "wb", compresslevel=1) as out:
        chunk = fill * (1 << 20)
        for _ in range(size >> 20):
            out.write(chunk)
    return path


def test_gzip_bombs_stop_at_the_cap(tmp_path, monkeypatch, reader, capsys):
    """A .gz of 64 MB of zeros (NUL refused) and of 64 MB of 'a' (line cap, set to 1 MiB here): clear errors, fast
    readers included (each gives up, then read_run names the line)."""
    monkeypatch.setattr(trec, "MAX_LINE", 1 << 20)
    (tmp_path / "qrels").write_text("q1 0 d1 1\n")
    zeros, letters = gzip_file(tmp_path / "zeros.gz", b"\x00", 64 << 20), gzip_file(tmp_path / "a.gz", b"a", 64 << 20)
    assert zeros.stat().st_size < 1 << 20
    with pytest.raises(rm.TrecFormatError, match=r"zeros.gz, line 1: the line holds a NUL character"):
        rm.read_run(zeros)
    with pytest.raises(rm.TrecFormatError, match=r"a.gz, line 1: a line longer than 1 MiB"):
        rm.read_run(letters)
    for path, message in [(zeros, "NUL character"), (letters, "a line longer than 1 MiB")]:
        with pytest.raises(Fallback):
            read_ranked(path, {"q1": {"d1": 1}})
        assert main(["eval", "-m", "RR", str(tmp_path / "qrels"), str(path)]) == 2
        assert message in capsys.readouterr().err


MEMORY_PROBE = """
import resource, sys
import ragmetrics as rm
from ragmetrics import trec
if sys.argv[2] == "capped":
    trec.MAX_LINE = 1 << 20
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:
    rm.read_run(sys.argv[1])
except rm.TrecFormatError as error:
    print(f"line {error.line_number}: {error.problem}", file=sys.stderr)
print((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) // 1024)
"""


def test_peak_memory_is_bounded_on_a_file_with_no_newline(tmp_path):
    """100 MB with no newline, the cap set to 1 MiB: the reader's peak memory grows by a few MiB, not by the file."""
    path = tmp_path / "run"
    with open(path, "wb") as out:
        for _ in range(100):
            out.write(b"a" * 1_000_000)
    probe = subprocess.run([sys.executable, "-c", MEMORY_PROBE, str(path), "capped"], capture_output=True, text=True,
                           cwd=ROOT, timeout=120)
    assert "line 1: a line longer than 1 MiB" in probe.stderr
    assert int(probe.stdout) < 32, f"peak memory grew by {probe.stdout.strip()} MiB"


# ---------------------------------------------------------------- the columnar reader's packed ids


def tie_case(seed: int, lengths: range) -> tuple[str, str]:
    """Queries whose docs share 2 scores (ties everywhere), ids of the given byte lengths ('9' vs '10' vs '100',
    multi-byte characters, prefixes of each other), most docs judged."""
    rng = random.Random(seed)
    alphabet = ["1", "9", "0", "a", "Z", "é", "文", "~"]
    run, qrels = [], []
    for q in range(30):
        docs = set()
        while len(docs) < rng.randrange(2, 40):
            doc = ""
            target = rng.choice(lengths)
            while len(doc.encode()) < target:
                doc += rng.choice(alphabet)
            if len(doc.encode()) in lengths:
                docs.add(doc)
        for rank, doc in enumerate(sorted(docs), start=1):
            run.append(f"q{q} Q0 {doc} {rank} {rng.choice(['1', '2'])} t\n")
        qrels += [f"q{q} 0 {doc} {rng.choice([0, 1, 2])}\n" for doc in docs if rng.random() < 0.7]
    return "".join(qrels) or "q0 0 x 1\n", "".join(run)


@pytest.mark.parametrize("lengths", [range(1, 9), range(1, 17), range(8, 10)], ids=["up to 8 bytes", "up to 16", "8 and 9"])
@pytest.mark.parametrize("block", [1 << 24, 700])
def test_ties_between_ids_of_every_length_rank_as_read_run_ranks_them(tmp_path, reader, lengths, block, monkeypatch):
    """Ids packed into numbers (up to 8 bytes) order ties as the strings do: '9' above '10', 'ab' above 'a'; a
    block whose ids are longer compares the texts; small blocks mix both. Same numbers as the plain path."""
    monkeypatch.setattr(__import__("ragmetrics._arrow_trec", fromlist=["x"]), "_BLOCK", block)
    qrels_text, run_text = tie_case(len(lengths) + block, lengths)
    (tmp_path / "qrels").write_text(qrels_text, encoding="utf-8")
    (tmp_path / "run").write_text(run_text, encoding="utf-8")
    measures = ["AP", "RR", "nDCG@10", "P@5", "bpref"]
    long_ids = reader == "numpy" and max(lengths) > 8  # the NumPy reader takes ids of up to 8 bytes
    assert read_ranked(tmp_path / "run", rm.read_qrels(tmp_path / "qrels"))[1] == ("lean" if long_ids else reader)
    fast = trec_columns.evaluate_files(tmp_path / "qrels", tmp_path / "run", measures)
    plain = rm.evaluate(rm.read_qrels(tmp_path / "qrels"), rm.read_run(tmp_path / "run"), measures)
    assert fast.to_trec(per_query=True, digits=17) == plain.to_trec(per_query=True, digits=17)


@pytest.mark.parametrize("line", [b"q1 Q0 d2 2 1 t \n", b"q1 Q0 d2 2 1 \n", b" q1 Q0 d2 2 1 t\n", b"q1 Q0  d2 2 1\n",
                                  b"q1 Q0 d2 2 1 t \r\n", b"q1 Q0 d2 2 1 t\xff\n", b"q1 Q0 d2 2 1 \xe9t\n"])
def test_columnar_reader_gives_up_on_what_it_cannot_prove(tmp_path, line):
    """An empty field at either end or inside (read_run splits these lines differently), bytes that are not UTF-8
    in a column it does not convert: the columnar reader gives up; the command line's result is read_run's."""
    if not has_arrow:
        pytest.skip("pyarrow is not installed")
    from ragmetrics._arrow_trec import read_ranked_arrow

    run = tmp_path / "run"
    run.write_bytes(b"q1 Q0 d1 1 2 t\n" + line)
    with pytest.raises(Fallback):
        read_ranked_arrow(run, {"q1": {"d1": 1}}, trec_columns.arrow_modules())


# ---------------------------------------------------------------- L4: the writers write what the readers read back


@pytest.mark.parametrize("qrels", [{"q": {1: 1, "1": 2}}, {1: {"a": 1}, "1": {"b": 1}}])
def test_write_qrels_refuses_ids_written_alike(tmp_path, qrels):
    with pytest.raises(ValueError, match=r"are written alike, 1 and '1'"):
        rm.write_qrels(qrels, tmp_path / "qrels")
    assert not (tmp_path / "qrels").exists()


@pytest.mark.parametrize("run", [{"q": {1: 0.5, "1": 0.2}}, {1: {"a": 1.0}, "1": {"b": 1.0}}, {"q": [1, "1"]}])
def test_write_run_refuses_ids_written_alike(tmp_path, run):
    with pytest.raises(ValueError, match=r"are written alike"):
        rm.write_run(run, tmp_path / "run")


@pytest.mark.parametrize("score", ["0.5", b"1", None, 1j])
def test_write_run_refuses_a_score_that_is_not_a_number(tmp_path, score):
    with pytest.raises(TypeError, match=r"a run score must be a number"):
        rm.write_run({"q": {"a": score}}, tmp_path / "run")


def test_writers_still_write_equal_numbers_once(tmp_path):
    rm.write_run({"q": {"a": 1, "b": 0.5}, 2: {"c": True}}, tmp_path / "run")
    assert rm.read_run(tmp_path / "run") == {"q": {"a": 1.0, "b": 0.5}, "2": {"c": 1.0}}


# ---------------------------------------------------------------- L3: decoding errors of text streams


@pytest.mark.parametrize("block", [1 << 20, 100, 37])
@pytest.mark.parametrize("kind", ["run", "qrels"])
def test_a_text_stream_that_is_not_utf8_names_the_line_and_column(tmp_path, monkeypatch, block, kind):
    """read_run(open(path, encoding="utf-8")): the bad byte's line and column, as for a path (line 1 before)."""
    monkeypatch.setattr(rm.trec, "_BLOCK", block)
    good = "q1 Q0 d{} 1 1.5 t\n" if kind == "run" else "q1 0 d{} 1\n"
    lines = [good.format(i) for i in range(1, 3000)] + [good.format("\u00e9")]  # valid UTF-8 before the bad byte
    bad = good.format("\udce9").encode("utf-8", "surrogateescape")  # the Latin-1 byte 0xe9 alone
    path = tmp_path / kind
    path.write_bytes("".join(lines).encode() + bad + good.format("z").encode())
    read = rm.read_run if kind == "run" else rm.read_qrels
    expected = rf"{kind}, line 3001: the text is not UTF-8 \(byte 0xe9 at column {bad.index(0xe9) + 1}\)"
    with pytest.raises(rm.TrecFormatError, match=expected):
        read(path)
    with open(path, encoding="utf-8") as stream, pytest.raises(rm.TrecFormatError, match=expected):
        read(stream)


def test_a_text_stream_that_cannot_seek_still_names_its_file(tmp_path):
    path = tmp_path / "run"
    path.write_bytes(b"q1 Q0 d1 1 1 t\nq1 Q0 d\xe9 2 1 t\n")

    class Unseekable(io.TextIOWrapper):
        def seekable(self):
            return False

    with Unseekable(open(path, "rb"), encoding="utf-8") as stream:
        with pytest.raises(rm.TrecFormatError, match="run, line 1: the text is not UTF-8 near this line"):
            rm.read_run(stream)
