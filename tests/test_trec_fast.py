"""The fast way from TREC files (``trec_columns``: pyarrow's reader when installed, else a lean loop) gives
exactly what ``evaluate(read_qrels(...), read_run(...))`` gives, and falls back to it for anything it cannot
prove it reads the same way, so that every error is still read_run's own.

The reference is the plain path (itself checked against trec_eval in test_reference_trec_eval.py); each
case is written as text here, with the ties, number spellings, ids and layouts that could split the paths.
"""

import gzip
import random
import struct
import sys

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics import _arrow_trec, trec_columns
from ragmetrics.__main__ import main
from ragmetrics.trec_columns import Fallback, evaluate_files, read_ranked

MEASURES = ["AP", "nDCG@10", "nDCG", "RR", "P@5", "R@100", "Judged@10", "P(rel=2)@5", "HitRate@3", "Rprec", "F1@5", "AP@5", "bpref", "Bpref(rel=2)"]
CUT_MEASURES = ["nDCG@10", "P@5", "Judged@3", "RR@10"]  # every measure cut: matrices only as wide as the deepest cut

has_arrow = trec_columns.arrow_modules() is not None
needs_arrow = pytest.mark.skipif(not has_arrow, reason="pyarrow (the 'fast' extra) is not installed")


@pytest.fixture(autouse=True)
def columnar_for_small_files(monkeypatch):
    """The columnar reader is tried on files of any size here (the command line keeps it for large ones)."""
    monkeypatch.setattr(trec_columns, "ARROW_MIN_BYTES", 0)


@pytest.fixture(params=["numpy", "arrow", "lean"])
def reader(request, monkeypatch):
    """Run each case with the NumPy reader first (pyarrow hidden: it falls back to the lean one), then with
    pyarrow's reader first, then with the lean one alone (pyarrow hidden as if it were not installed)."""
    if request.param == "arrow" and not has_arrow:
        pytest.skip("pyarrow is not installed")
    if request.param != "numpy":
        monkeypatch.setattr(trec_columns, "READERS", ("arrow", "lean"))
    if request.param != "arrow":
        monkeypatch.setitem(sys.modules, "pyarrow", None)  # `import pyarrow` now raises ImportError
        assert trec_columns.arrow_modules() is None
    return request.param


def plain(qrels, run, measures=MEASURES, missing_queries="skip"):
    """What the command line ran before: the run read first, then the qrels, then evaluate."""
    run = rm.read_run(run)
    return rm.evaluate(rm.read_qrels(qrels), run, measures, missing_queries=missing_queries)


def assert_same(qrels, run, measures=MEASURES, missing_queries="skip"):
    """The fast path's results equal the plain path's to the last bit, per query and on average."""
    fast = evaluate_files(qrels, run, measures, missing_queries=missing_queries)
    assert fast is not None, "the fast path gave up on a file it should read"
    expected = plain(qrels, run, measures, missing_queries)
    assert fast.mean == expected.mean
    assert dict(fast.per_query) == dict(expected.per_query)
    assert list(fast.per_query) == list(expected.per_query)
    assert fast.to_trec(per_query=True, digits=17) == expected.to_trec(per_query=True, digits=17)


def random_case(seed: int, *, sep=" ", end="\n", n_queries=30, scores="ties", ids="plain"):
    """(qrels text, run text): queries of 1-60 docs, some queries only in the run or only in the qrels."""
    rng = random.Random(seed)
    run_lines, qrels_lines = [], []
    spell = {
        "ties": lambda: rng.choice(["0", "0.5", "1", "1.0", "1e0", "-0", "0.0", "-2", "3", "2.5"]),
        "formats": lambda: rng.choice(["1e-3", "-0", "0.001", "1E-3", "+0.5", ".5", "5.", "-.25", "1e+2", "100",
                                       "0.30000000000000004", "0.3", "4.9e-324", "1.7976931348623157e308",
                                       "-1e39", "3.4028235e38", "3.4028236e38", "16777217", "16777216"]),
        "real": lambda: repr(round(rng.gauss(10, 3), rng.choice([1, 2, 4, 12]))),
    }[scores]
    names = {"plain": lambda i: f"d{i}", "unicode": lambda i: rng.choice(["d", "é", "文档", "d\u3000", "ü\u00a0"]) + str(i),
             "numbers": lambda i: rng.choice(["", "0", "00"]) + str(i)}[ids]
    for q in range(n_queries):
        qid = rng.choice([f"q{q}", str(q), f"Q-{q}"])
        docs = list(dict.fromkeys(names(rng.randrange(80)) for _ in range(rng.randrange(1, 60))))
        if rng.random() < 0.9:  # a run query (the others are in the qrels only)
            for rank, doc in enumerate(docs, start=1):
                run_lines.append(sep.join([qid, "Q0", doc, str(rank), spell(), "tag"]) + end)
        if rng.random() < 0.85:  # judged (the others are in the run only)
            judged = rng.sample(docs + [names(100 + i) for i in range(5)], k=rng.randrange(1, min(12, len(docs) + 5)))
            qrels_lines += [f"{qid} 0 {doc} {rng.choice([-1, 0, 0, 1, 2, 3])}\n" for doc in judged]
    if not qrels_lines:
        qrels_lines = ["q0 0 d0 1\n"]
    return "".join(qrels_lines), "".join(run_lines)


def write(tmp_path, qrels_text, run_text, *, run_bytes=None):
    (tmp_path / "qrels").write_text(qrels_text, encoding="utf-8")
    (tmp_path / "run").write_bytes(run_bytes if run_bytes is not None else run_text.encode("utf-8"))
    return tmp_path / "qrels", tmp_path / "run"


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("scores", ["ties", "formats", "real"])
def test_fast_path_equals_plain_path_on_random_runs(tmp_path, reader, seed, scores):
    qrels, run = write(tmp_path, *random_case(seed, scores=scores))
    assert read_ranked(run, rm.read_qrels(qrels))[1] == reader
    assert_same(qrels, run)
    assert_same(qrels, run, CUT_MEASURES)
    assert_same(qrels, run, ["AP", "P@5"], missing_queries="zero")


@pytest.mark.parametrize("ids", ["unicode", "numbers"])
def test_ids_with_unicode_and_numbers_as_strings(tmp_path, reader, ids):
    """U+3000 and U+00A0 stay inside ids; '1', '01' and '001' are three docs, ordered as strings in a tie."""
    qrels, run = write(tmp_path, *random_case(7, ids=ids))
    assert read_ranked(run, rm.read_qrels(qrels))[1] == reader
    assert_same(qrels, run)


@pytest.mark.parametrize("layout", ["tabs", "crlf", "bom", "gzip", "comments", "blank lines", "no final newline",
                                    "hash inside ids", "extra columns", "runs of spaces", "mixed separators",
                                    "leading spaces", "lines out of order within a query", "a tab inside a line",
                                    "a form feed inside a line"])
def test_layouts_that_read_run_accepts(tmp_path, reader, layout):
    """Each layout gives the plain path's numbers; the columnar reader takes the ones it can prove it reads."""
    qrels_text, run_text = random_case(3, sep="\t" if layout == "tabs" else " ")
    lines = run_text.splitlines(keepends=True)
    columnar = layout in ("tabs", "crlf", "bom", "gzip", "comments", "blank lines", "no final newline",
                          "hash inside ids", "lines out of order within a query")
    run_bytes = {
        "crlf": lambda: run_text.replace("\n", "\r\n").encode(),
        "bom": lambda: b"\xef\xbb\xbf" + run_text.encode(),
        "gzip": lambda: gzip.compress(run_text.encode()),
        "comments": lambda: ("# a comment\n#q1 Q0 d1 1 9.0 t\n" + "".join(lines[:5]) + "#x Q0 a 1 2 t\n"
                             + "".join(lines[5:])).encode(),
        "blank lines": lambda: ("\n\n" + "".join(line + ("\n" if i % 7 == 0 else "") for i, line in enumerate(lines))).encode(),
        "no final newline": lambda: run_text.rstrip("\n").encode(),
        "hash inside ids": lambda: run_text.replace(" d1", " d#1").replace(" Q0 ", " Q#0 ").encode(),
        "extra columns": lambda: "".join(line.rstrip("\n") + " more junk\n" for line in lines).encode(),
        "runs of spaces": lambda: run_text.replace(" Q0 ", "   Q0  ").encode(),
        "mixed separators": lambda: "".join(line.replace(" ", "\t", 1) if i % 3 else line for i, line in enumerate(lines)).encode(),
        "leading spaces": lambda: "".join("  " + line for line in lines).encode(),
        "lines out of order within a query": lambda: "".join(sorted(lines, key=lambda line: (line.split()[0], line.split()[2]))).encode(),
        "tabs": lambda: run_text.encode(),
        # One line of 7 fields for read_run (doc 'Q1', score = the rank column), 6 for a reader splitting on spaces.
        "a tab inside a line": lambda: (lines[0].replace(" Q0 ", " Q0\tQ1 ") + "".join(lines[1:])).encode(),
        "a form feed inside a line": lambda: (lines[0].replace(" Q0 ", " Q0\x0cQ1 ") + "".join(lines[1:])).encode(),
    }[layout]()
    qrels, run = write(tmp_path, qrels_text, None, run_bytes=run_bytes)
    plain_layout = layout in ("bom", "gzip", "no final newline", "hash inside ids", "lines out of order within a query")
    expected = "numpy" if plain_layout and reader == "numpy" else "arrow" if columnar and reader == "arrow" else "lean"
    assert read_ranked(run, rm.read_qrels(qrels))[1] == expected
    assert_same(qrels, run)


def test_blocks_cut_queries_and_lines_anywhere(tmp_path, reader, monkeypatch):
    """Tiny blocks and batches: queries spanning blocks, a query longer than many blocks, a line longer than a block."""
    monkeypatch.setattr(_arrow_trec, "_BLOCK", 64)
    monkeypatch.setattr(_arrow_trec, "_PARSE_BLOCK", 1 << 10)
    monkeypatch.setattr(trec_columns, "_BATCH_LINES", 7)
    monkeypatch.setattr(rm.trec, "_BLOCK", 100)
    qrels_text, run_text = random_case(5, scores="real")
    long_query = "".join(f"long Q0 x{i} {i} {i % 5}.5 t\n" for i in range(300))
    long_line = f"q1 Q0 {'y' * 200} 1 0.5 t\n"
    long_doc = "y" * 200
    if reader == "numpy":  # its ids are at most 8 bytes: a long tag instead
        long_line, long_doc = f"q1 Q0 yy 1 0.5 {'t' * 200}\n", "yy"
    qrels, run = write(tmp_path, qrels_text + "long 0 x3 1\nlong 0 x299 2\nq1 0 " + long_doc + " 1\n",
                       run_text + long_query + long_line)
    assert read_ranked(run, rm.read_qrels(qrels))[1] == reader
    assert_same(qrels, run)


def test_a_query_with_many_ties_and_judged_docs_in_several_groups(tmp_path, reader):
    """One query of 2,000 docs in 4 score groups, 300 judged docs spread over them; ids order each tie."""
    rng = random.Random(2)
    docs = [f"d{rng.randrange(10**6)}" for _ in range(2000)]
    docs = list(dict.fromkeys(docs))
    run_text = "".join(f"q Q0 {doc} 1 {rng.choice(['0', '1', '1.0000001', '2'])} t\n" for doc in docs)
    qrels_text = "".join(f"q 0 {doc} {rng.choice([0, 1, 2])}\n" for doc in rng.sample(docs, 300))
    qrels, run = write(tmp_path, qrels_text, run_text)
    assert_same(qrels, run, ["AP", "nDCG", "Judged@1000", "RR"])


# ---------------------------------------------------------------- files the fast path must leave to read_run


BAD_RUNS = {
    "doc listed twice": "q1 Q0 a 1 2 t\nq1 Q0 b 2 1 t\nq1 Q0 a 3 0 t\n",
    "five columns": "q1 Q0 a 1 2 t\nq1 Q0 b 2 1\n",
    "score not a number": "q1 Q0 a 1 2 t\nq1 Q0 b 2 x1 t\n",
    "score not finite": "q1 Q0 a 1 2 t\nq1 Q0 b 2 nan t\n",
    "score infinite": "q1 Q0 a 1 inf t\n",
    "latin-1": "q1 Q0 caf\xe9 1 2 t\n",
    "nul": "q1 Q0 a\x00 1 2 t\n",
    "lone cr": "q1 Q0 a 1 2 t\rq1 Q0 b 2 1 t\n",
    "a missing column hidden by two spaces": "q1 Q0 a 1 2 t\nq1  b 2 1 t\n",
    "a trailing space instead of the tag": "q1 Q0 a 1 2 t\nq1 Q0 b 2 1 \n",
    "empty": "",
    "only comments": "# nothing\n",
}


@pytest.mark.parametrize("case", BAD_RUNS)
def test_bad_runs_give_read_runs_own_error(tmp_path, reader, capsys, case):
    text = BAD_RUNS[case]
    qrels, run = write(tmp_path, "q1 0 a 1\n", None, run_bytes=text.encode("latin-1"))
    if case not in ("empty", "only comments"):  # those read as a run of no query: evaluate's message
        with pytest.raises(Fallback):
            read_ranked(run, rm.read_qrels(qrels))
    assert evaluate_files(qrels, run, ["AP"]) is None
    try:
        plain(qrels, run, ["AP"])
        expected = None
    except (ValueError, TypeError) as error:
        expected = f"error: {error}\n"
    code = main(["eval", str(qrels), str(run), "-m", "AP"])
    assert (code, capsys.readouterr().err) == (2, expected)


def test_a_query_whose_lines_are_apart_is_merged_by_the_plain_path(tmp_path, reader, capsys):
    """read_run merges a query's lines wherever they are; the fast readers give it back to read_run."""
    qrels, run = write(tmp_path, "q1 0 a 1\nq2 0 c 1\n", "q1 Q0 a 1 1 t\nq2 Q0 c 1 1 t\nq1 Q0 b 2 2 t\n")
    with pytest.raises(Fallback):
        read_ranked(run, rm.read_qrels(qrels))
    assert main(["eval", str(qrels), str(run), "-m", "RR", "-q"]) == 0
    assert capsys.readouterr().out.split() == ["RR", "q1", "0.5000", "RR", "q2", "1.0000", "RR", "all", "0.7500"]


@pytest.mark.parametrize("order", ["run bad", "qrels bad", "both bad", "measure bad"])
def test_errors_come_in_the_plain_paths_order(tmp_path, reader, capsys, order):
    """A bad run is named before a bad qrels file, which is named before an unknown measure."""
    run_text = "q1 Q0 a 1 2 t\nq1 Q0 a 2 1 t\n" if "run" in order or "both" in order else "q1 Q0 a 1 2 t\n"
    qrels_text = "q1 0 a x\n" if "qrels" in order or "both" in order else "q1 0 a 1\n"
    qrels, run = write(tmp_path, qrels_text, run_text)
    measure = "nDGC@10" if order == "measure bad" else "AP"
    try:
        plain(qrels, run, [measure])
    except ValueError as error:
        expected = f"error: {error}\n"
    assert main(["eval", str(qrels), str(run), "-m", measure]) == 2
    assert capsys.readouterr().err == expected


def test_no_query_in_both_files_is_evaluates_message(tmp_path, reader, capsys):
    qrels, run = write(tmp_path, "q1 0 a 1\n", "q2 Q0 a 1 1 t\n")
    assert evaluate_files(qrels, run, ["AP"]) is None
    assert main(["eval", str(qrels), str(run), "-m", "AP"]) == 2
    assert "no query is in both 'qrels' and 'run'" in capsys.readouterr().err


def test_a_missing_run_file_is_the_usual_message(tmp_path, reader, capsys):
    (tmp_path / "qrels").write_text("q1 0 a 1\n")
    assert main(["eval", str(tmp_path / "qrels"), str(tmp_path / "nope"), "-m", "AP"]) == 2
    err = capsys.readouterr().err
    assert "No such file or directory" in err and "nope" in err


# ---------------------------------------------------------------- what the columnar reader relies on


@needs_arrow
def test_the_columnar_reader_is_used_only_when_pyarrow_imports(tmp_path, monkeypatch):
    monkeypatch.setattr(trec_columns, "READERS", ("arrow", "lean"))
    qrels, run = write(tmp_path, *random_case(1))
    assert read_ranked(run, rm.read_qrels(qrels))[1] == "arrow"
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    assert read_ranked(run, rm.read_qrels(qrels))[1] == "lean"
    assert_same(qrels, run)


@needs_arrow
def test_a_small_file_is_read_without_importing_pyarrow(tmp_path, monkeypatch):
    monkeypatch.setattr(trec_columns, "READERS", ("arrow", "lean"))
    monkeypatch.setattr(trec_columns, "ARROW_MIN_BYTES", 4 << 20)
    qrels, run = write(tmp_path, *random_case(1))
    assert read_ranked(run, rm.read_qrels(qrels))[1] == "lean"
    monkeypatch.setattr(trec_columns, "ARROW_MIN_BYTES", run.stat().st_size)
    assert read_ranked(run, rm.read_qrels(qrels))[1] == "arrow"


@needs_arrow
def test_pyarrow_reads_a_score_only_as_float_reads_it():
    """Every spelling pyarrow's CSV reader turns into a float, float() turns into the same bits (the others fall back)."""
    pa, csv, _ = trec_columns.arrow_modules()
    rng = random.Random(0)
    spellings = ["1e-3", "-0", "+0", ".5", "5.", "+.5", "-.5e-3", "1E5", "1e+5", "1e", "e5", ".", "+", "-", "1_000",
                 "0x1p3", "inf", "nan", "Infinity", "1e309", "4.9e-324", "2e-324", "00012", "1..2", "١٢", "1d5",
                 "9007199254740993", "1.7976931348623159e308", "0e0", "-0.0e-0", "1e0001",
                 # halfway and near-halfway cases: scores are compared as doubles, so every bit counts
                 "1.00000000000000011102230246251565404236316680908203125",
                 "1.00000000000000011102230246251565404236316680908203126",
                 "1.00000000000000011102230246251565404236316680908203124",
                 "2.2250738585072011e-308", "2.2250738585072012e-308", "0.8341234599", "0.8341234567",
                 "0.1000000000000000055511151231257827021181583404541015625", "123456789012345678901234567890e-20"]
    spellings += ["".join(rng.choice("0123456789+-.eE_infatyx") for _ in range(rng.randint(1, 6))) for _ in range(3000)]
    spellings += [f"{rng.uniform(0, 30):.{rng.randint(0, 20)}{rng.choice('fe')}}" for _ in range(1000)]
    data = "".join(f"q Q0 d{i} 1 {s} t\n" for i, s in enumerate(spellings)).encode()
    accepted = set()
    for line, spelling in zip(data.splitlines(keepends=True), spellings):
        try:
            value = _arrow_trec_parse(pa, csv, line)
        except pa.ArrowInvalid:
            continue
        accepted.add(spelling)
        if np.isfinite(value):  # a score that is not finite is a Fallback
            assert struct.pack("d", value) == struct.pack("d", float(spelling)), spelling
    assert len(accepted) > 1000
    assert {"1.00000000000000011102230246251565404236316680908203125", "2.2250738585072011e-308"} <= accepted


def _arrow_trec_parse(pa, csv, line: bytes) -> float:
    names = ["qid", "q0", "doc", "rank", "score", "tag"]
    table = csv.read_csv(pa.py_buffer(line), read_options=csv.ReadOptions(column_names=names),
                         parse_options=csv.ParseOptions(delimiter=" ", quote_char=False, double_quote=False, escape_char=False),
                         convert_options=csv.ConvertOptions(column_types={n: pa.float64() if n == "score" else pa.string() for n in names},
                                                            null_values=[], strings_can_be_null=False))
    return table["score"][0].as_py()


@needs_arrow
@pytest.mark.parametrize("sequence", [b"\xed\xa0\x80", b"\xc0\xaf", b"\xf4\x90\x80\x80", b"\x80", b"\xc3", b"\xff"])
def test_text_that_is_not_utf8_falls_back_for_read_run_to_name(tmp_path, sequence):
    qrels, run = write(tmp_path, "q1 0 a 1\n", None, run_bytes=b"q1 Q0 a 1 2 t\nq1 Q0 b" + sequence + b" 2 1 t\n")
    with pytest.raises(Fallback):
        _arrow_trec.read_ranked_arrow(run, rm.read_qrels(qrels), trec_columns.arrow_modules())
    with pytest.raises(rm.TrecFormatError, match="line 2: the text is not UTF-8"):
        rm.read_run(run)


@needs_arrow
def test_a_byte_order_mark_starting_a_later_block_is_left_to_read_run(tmp_path, monkeypatch):
    """pyarrow drops a BOM at the start of what it parses; read_run keeps one that is not the file's first bytes."""
    monkeypatch.setattr(_arrow_trec, "_BLOCK", 16)
    qrels, run = write(tmp_path, "q1 0 a 1\n\ufeffq2 0 b 1\n", "q1 Q0 a 1 2 t\n\ufeffq2 Q0 b 1 1 t\n")
    with pytest.raises(Fallback):
        _arrow_trec.read_ranked_arrow(run, rm.read_qrels(qrels), trec_columns.arrow_modules())
    assert_same(qrels, run)


def test_pyarrow_is_not_imported_by_the_package_nor_for_a_small_file(tmp_path):
    """`import ragmetrics` stays light; pyarrow's import (~0.3 s) is paid only for a large run file."""
    import subprocess

    qrels, run = write(tmp_path, *random_case(1))
    code = ("import sys, ragmetrics; loaded = 'pyarrow' in sys.modules\n"
            "from ragmetrics.__main__ import main\n"
            f"main(['eval', {str(qrels)!r}, {str(run)!r}, '-m', 'AP'])\n"
            "print(loaded, 'pyarrow' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split()[-2:] == ["False", "False"]


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("which", ["run", "qrels"])
def test_a_named_pipe_is_read_once_by_the_plain_path(tmp_path, which):
    """`eval qrels <(zcat run.gz)` gives a pipe, which cannot be read twice: with a run whose query lines are
    apart (the fast readers give up on it), only reading it with the plain path from the start gives numbers."""
    import os
    import subprocess
    import threading

    qrels_text, run_text = random_case(4)
    lines = run_text.splitlines(keepends=True)
    run_text = "".join(lines[1:] + lines[:1])  # the first query's first line last: its lines apart
    qrels, run = write(tmp_path, qrels_text, run_text)
    expected = plain(qrels, run, ["AP", "RR"]).to_trec(trec_names=True)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_text(run_text if which == "run" else qrels_text))
    writer.start()
    args = [str(qrels), str(fifo)] if which == "run" else [str(fifo), str(run)]
    # In a child process: opening the pipe a second time would wait for a writer for ever.
    done = subprocess.run([sys.executable, "-m", "ragmetrics", "eval", *args, "-m", "AP", "-m", "RR", "--trec-names"],
                          capture_output=True, text=True, timeout=120)
    writer.join(timeout=10)
    assert (done.returncode, done.stdout.strip()) == (0, expected), done.stderr
