"""The NumPy run reader (``_numpy_trec``): scores read to the same bits as ``float()``, the plain layout
read as ``read_run`` reads it, and a Fallback on everything else (then read_run's own errors).

The reference for every number is ``float()`` (itself ``read_run``'s reading) and the plain path
``evaluate(read_qrels(...), read_run(...))``; tests/test_trec_fast.py runs its cases through this reader too.
"""

import random
import struct

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics import _numpy_trec
from ragmetrics._numpy_trec import read_ranked_numpy, read_scores
from ragmetrics.trec_columns import Fallback, evaluate_files, read_ranked


def scores_of(fields: list) -> np.ndarray:
    """``read_scores`` on the fields written one after the other, as in a block (zero bytes after it)."""
    data = " ".join(fields).encode()
    text = np.zeros(len(data) + 64, dtype=np.uint8)
    text[:len(data)] = np.frombuffer(data, dtype=np.uint8)
    lengths = np.array([len(f.encode()) for f in fields])
    starts = np.concatenate([[0], np.cumsum(lengths + 1)[:-1]])
    return read_scores(text, starts, lengths)


def bits(values) -> list:
    return [struct.pack("<d", float(v)) for v in values]


def plain_spelling(rng: random.Random) -> str:
    """[-]digits[.digits], 1 to 18 digits (over 15 take float()), leading and trailing zeros, '5.' and '.5'."""
    digits = "".join(rng.choice("0123456789" if rng.random() < 0.8 else "09") for _ in range(rng.randint(1, 18)))
    cut = rng.randint(0, len(digits))
    text = rng.choice([digits, digits[:cut] + "." + digits[cut:], digits + ".", "." + digits])
    return ("-" if rng.random() < 0.4 else "") + text


def test_plain_scores_have_float_bits():
    rng = random.Random(0)
    fields = [plain_spelling(rng) for _ in range(20000)]
    fields += ["0", "-0", "-0.0", ".0", "0.", "9007199254740993", "999999999999999", "0.1", "0.3", "1.0000000000000002",
               "123456789012345", "0.000000000000001", "1234567.89012345", "0.30000000000000004", "-.5", "5."]
    assert bits(scores_of(fields)) == bits(map(float, fields))


def test_other_spellings_go_through_float():
    fields = ["1e5", "1E-3", "+0.5", "-1e-320", "4.9e-324", "1.7976931348623157e308", "+.5", "1e+2",
              "00000000000000000001.5"]
    assert bits(scores_of(fields)) == bits(map(float, fields))


@pytest.mark.parametrize("score", ["inf", "-inf", "nan", "1e999", "0x1p3", "1_0", "1.2.3", "-", ".", "--1", "1-", "e5",
                                   "\u0662", "1e\u0662"])
def test_scores_read_run_refuses_or_that_are_not_finite_fall_back(score):
    with pytest.raises(Fallback):
        scores_of(["1.5", score, "2"])


def write(tmp_path, qrels: str, run: bytes):
    (tmp_path / "qrels").write_text(qrels, encoding="utf-8")
    (tmp_path / "run").write_bytes(run)
    return tmp_path / "qrels", tmp_path / "run"


GOOD = "q1 Q0 d1 1 2.5 t\nq1 Q0 d2 2 1.5 t\nq2 Q0 d1 1 0.5 t\n"


@pytest.mark.parametrize("run", [
    GOOD.replace(" Q0 ", "\tQ0 ", 1), GOOD.replace("\n", "\r\n"), GOOD.replace(" Q0 ", "  Q0 ", 1),
    GOOD.replace("\n", "\n\n", 1), "# a comment\n" + GOOD, " " + GOOD, GOOD.replace(" t\n", " t x\n", 1),
    GOOD.replace(" 2.5 ", " "), GOOD.replace("d2", "d23456789"), GOOD.replace("q2", "q" * 33),
    GOOD.replace("t\n", "t\x0b\n", 1), GOOD + "q3 Q0 d1 1 1 t \n", GOOD.replace("d1", "d\x1c1", 1),
    GOOD.replace("d2", "d1"), GOOD + "q1 Q0 d9 1 1 t\n",
], ids=["tab", "crlf", "two spaces", "blank line", "comment", "leading space", "seven fields", "five fields",
        "doc id of 9 bytes", "query id of 33 bytes", "vertical tab", "trailing space", "file separator",
        "doc listed twice", "query lines apart"])
def test_other_layouts_fall_back_and_are_read_as_read_run_reads_them(tmp_path, run):
    qrels, path = write(tmp_path, "q1 0 d1 1\nq1 0 d2 0\nq2 0 d1 1\nq3 0 d1 1\n", run.encode("utf-8"))
    with pytest.raises(Fallback):
        read_ranked_numpy(path, rm.read_qrels(qrels))
    try:
        expected = rm.evaluate(rm.read_qrels(qrels), rm.read_run(path), ["AP", "RR"])
    except rm.TrecFormatError:
        return  # read_run refuses it: the command line prints that error (tests/test_trec_fast.py)
    got = evaluate_files(qrels, path, ["AP", "RR"])
    assert got is None or dict(got.per_query) == dict(expected.per_query)


def test_text_that_is_not_utf8_falls_back(tmp_path):
    qrels, path = write(tmp_path, "q1 0 d1 1\n", b"q1 Q0 d\xe91 1 1 t\nq1 Q0 d1 2 0.5 t\n")
    with pytest.raises(Fallback):
        read_ranked_numpy(path, rm.read_qrels(qrels))


def test_long_query_ids_sharing_their_first_bytes_are_distinct_queries(tmp_path):
    """Query ids up to 32 bytes compare as four packed words: ids alike in the first 8, 16 or 24 bytes differ."""
    stems = ["q", "query_01", "query_01_topic_0002", "query_01_topic_0002_variant_003"]  # up to 32 bytes
    qids = [stem + suffix for stem in stems for suffix in ("", "a", "b")]
    rng = random.Random(4)
    run, qrels = [], []
    for qid in qids:
        docs = rng.sample(range(40), 20)
        run += [f"{qid} Q0 {doc} {i} {rng.choice(['1', '2', '2.5'])} t\n" for i, doc in enumerate(docs, 1)]
        qrels += [f"{qid} 0 {doc} {rng.choice([0, 1, 2])}\n" for doc in rng.sample(range(40), 15)]
    qrels_path, run_path = write(tmp_path, "".join(qrels), "".join(run).encode())
    ranked, used = read_ranked(run_path, rm.read_qrels(qrels_path))
    assert used == "numpy" and ranked.qids == qids
    got = evaluate_files(qrels_path, run_path, ["AP", "nDCG@10", "RR", "P@5"])
    expected = rm.evaluate(rm.read_qrels(qrels_path), rm.read_run(run_path), ["AP", "nDCG@10", "RR", "P@5"])
    assert dict(got.per_query) == dict(expected.per_query)


@pytest.mark.parametrize("block", [40, 97, 1 << 21])
def test_utf8_ids_bom_and_no_final_newline_in_blocks_of_any_size(tmp_path, monkeypatch, block):
    """Ids of multi-byte characters (U+3000 stays inside an id), judged ids some of which no run can hold."""
    monkeypatch.setattr(_numpy_trec, "_BLOCK", block)
    rng = random.Random(block)
    run, qrels = [], []
    for q in range(12):
        names = (rng.choice(["d", "é", "文档", "d\u3000", "~"]) + str(rng.randrange(60)) for _ in range(30))
        docs = list(dict.fromkeys(names))
        run += [f"q{q} Q0 {doc} {i} {rng.choice(['1', '0.5', '-2', '1e0'])} t\n" for i, doc in enumerate(docs, 1)]
        qrels += [f"q{q} 0 {doc} {rng.choice([0, 1, 2])}\n" for doc in docs[::3] + ["文档文档文档x", "é" * 5]]
    qrels_path, run_path = write(tmp_path, "".join(qrels), b"\xef\xbb\xbf" + "".join(run).rstrip("\n").encode())
    assert read_ranked(run_path, rm.read_qrels(qrels_path))[1] == "numpy"
    got = evaluate_files(qrels_path, run_path, ["AP", "nDCG@10", "RR", "P@5", "bpref"])
    expected = rm.evaluate(rm.read_qrels(qrels_path), rm.read_run(run_path), ["AP", "nDCG@10", "RR", "P@5", "bpref"])
    assert dict(got.per_query) == dict(expected.per_query) and got.mean == expected.mean


# ---------------------------------------------------------------- qrels


def test_plain_qrels_read_as_read_qrels_reads_them(tmp_path, monkeypatch):
    """Grades with signs and leading zeros, a query's lines apart (merged), no final newline, blocks of any size."""
    rng = random.Random(9)
    lines = [f"{rng.choice(['q1', 'query_0002', '7'])} {rng.choice(['0', 'Q0', 'x'])} d{i} "
             f"{rng.choice(['0', '1', '2', '-1', '+3', '007', '-0', '123456789012345678'])}\n" for i in range(400)]
    path = tmp_path / "qrels"
    path.write_text("".join(lines).rstrip("\n"))
    for block in (50, 333, 1 << 21):
        monkeypatch.setattr(_numpy_trec, "_BLOCK", block)
        got, expected = _numpy_trec.read_qrels_numpy(path), rm.read_qrels(path)
        assert got == expected and list(got) == list(expected)
        assert all(list(got[q].items()) == list(expected[q].items()) for q in got)
        assert {type(g) for row in got.values() for g in row.values()} == {int}


@pytest.mark.parametrize("line", ["q1 0 d1 1", "q1 0 d9 1_0", "q1 0 d9 1.0", "q1 0 d9 x", "q1 0 d9 ++1", "q1 0 d9 -",
                                  "#q1 0 d9 1", "q1 0 d\u00e99 1", "q1 0 d9 \u0662", "q1 0 d9 1 x", "q1\t0 d9 1",
                                  "q1 0 d9 1234567890123456789"])
def test_qrels_read_otherwise_or_refused_fall_back(tmp_path, line):
    path = tmp_path / "qrels"
    path.write_text(f"q1 0 d1 2\nq2 0 d1 1\n{line}\n", encoding="utf-8")
    with pytest.raises(Fallback):
        _numpy_trec.read_qrels_numpy(path)
