"""H1: one reference for ties, named. By default scores are compared as C doubles, as the trec_eval 10
program does (checked here against that program's own output); with ``score_precision="float32"`` they are
rounded to C floats first, as pytrec_eval does (checked against pytrec_eval here and in
test_crosscheck_pytrec_eval.py).

The program's output is stored in ``tests/data/trec_eval_10/`` (the qrels and run files and what
``trec_eval -q`` printed for them), so a clone checks it without the C source. When gcc and trec_eval's C
source are present (``../shared/reference/trec_eval/src`` or ``$RAGMETRICS_TREC_EVAL_SRC``), the program is built
once per session and its fresh output must equal the stored one; ``python tests/test_score_precision.py``
rewrites the stored files from the program.
"""

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import pytrec_eval

import ragmetrics as rm
from ragmetrics import trec_columns
from ragmetrics.trec_columns import evaluate_files, read_ranked

ROOT = Path(__file__).resolve().parent.parent
# shared/ sits beside the checkout (or beside the folder of worktrees)
_SHARED = [folder / "shared" / "reference" / "trec_eval" / "src" for folder in (ROOT.parent, ROOT.parent.parent)]
TREC_EVAL_SRC = Path(os.environ.get("RAGMETRICS_TREC_EVAL_SRC") or next((p for p in _SHARED if p.exists()), _SHARED[0]))
# trec_eval name -> ragmetrics name
MEASURES = {trec: str(rm.parse_measure(name)) for trec, name in {
    "map": "AP", "recip_rank": "RR", "P_1": "P@1", "P_5": "P@5", "ndcg_cut_10": "nDCG@10", "ndcg": "nDCG",
    "bpref": "bpref", "recall_10": "R@10", "Rprec": "Rprec"}.items()}
TREC_FLAGS = ["-m", "map", "-m", "recip_rank", "-m", "P.1,5", "-m", "ndcg_cut.10", "-m", "ndcg", "-m", "bpref",
              "-m", "recall.10", "-m", "Rprec"]
TOL = 5e-5 + 1e-12  # trec_eval prints 4 decimals

# Scores equal as C floats but not as C doubles (and a few equal as both), spelled as float() and atof
# read them to the same double: 0.1 vs 0.10000000000001, 1e-320 vs 0 (a subnormal double, 0 as a float).
SCORES = ["0.8341234599", "0.8341234567", "0.1", "0.10000000000001", "0.09999999999999", "1e-320", "0", "-0",
          "-1e-46", "1e-46", "1000000", "1000000.01", "2", "2.0", "-3.5"]


STORED = Path(__file__).parent / "data" / "trec_eval_10"
CASES = [f"colliding_{seed}" for seed in (0, 1, 2, 3, 11)] + ["reported"]


def build_program(folder: Path):
    """The trec_eval 10 program compiled from its C source in folder, or None without gcc or the source."""
    gcc = shutil.which("gcc")
    if gcc is None or not (TREC_EVAL_SRC / "trec_eval.c").exists():
        return None
    program = folder / "trec_eval"
    sources = sorted(str(path) for path in TREC_EVAL_SRC.glob("*.c"))
    subprocess.run([gcc, "-O1", "-w", f"-I{TREC_EVAL_SRC}", '-DVERSIONID="10.0"', "-o", str(program), *sources, "-lm"],
                   check=True, capture_output=True, timeout=600)
    return program


@pytest.fixture(scope="session")
def trec_eval_program(tmp_path_factory):
    """The trec_eval 10 program if it can be built here, else None (the stored outputs are used)."""
    return build_program(tmp_path_factory.mktemp("trec_eval"))


def write_case(folder: Path, name: str):
    """The qrels and run files of a stored case, written into folder (the generator that made them)."""
    if name == "reported":  # the review's repro: 0.8341234599 ranks above 0.8341234567 in the program
        (folder / "qrels").write_text("q1 0 a 1\n")
        (folder / "run").write_text("q1 Q0 a 1 0.8341234599 t\nq1 Q0 b 2 0.8341234567 t\n")
        return folder / "qrels", folder / "run"
    return colliding_files(folder, int(name.rsplit("_", 1)[1]))


def stored_case(program, folder: Path, name: str):
    """(qrels path, run path, {(trec name, query): value}) of a stored case; the program, when built, must print
    exactly the stored output for the stored files."""
    qrels, run = STORED / f"{name}.qrels", STORED / f"{name}.run"
    printed = (STORED / f"{name}.trec_eval").read_text()
    if program is not None:
        assert program_output(program, qrels, run) == printed, f"the trec_eval program no longer prints {name}.trec_eval"
    return qrels, run, parse_output(printed)


def colliding_files(folder: Path, seed: int, n_queries: int = 40):
    """A qrels and a run file whose scores collide as floats (see SCORES); ids order differently as strings."""
    rng = random.Random(seed)
    run_lines, qrels_lines = [], []
    for q in range(n_queries):
        docs = list(dict.fromkeys(rng.choice(["", "d", "0"]) + str(rng.randrange(60)) for _ in range(rng.randrange(1, 30))))
        for rank, doc in enumerate(docs, start=1):
            run_lines.append(f"q{q} Q0 {doc} {rank} {rng.choice(SCORES)} t\n")
        judged = rng.sample(docs, k=rng.randrange(1, len(docs) + 1))
        qrels_lines += [f"q{q} 0 {doc} {rng.choice([-1, 0, 1, 1, 2, 3])}\n" for doc in judged]
    (folder / "qrels").write_text("".join(qrels_lines))
    (folder / "run").write_text("".join(run_lines))
    return folder / "qrels", folder / "run"


def program_output(program, qrels, run) -> str:
    """What the trec_eval program prints with -q and the measures of TREC_FLAGS."""
    return subprocess.run([str(program), "-q", *TREC_FLAGS, str(qrels), str(run)], check=True, capture_output=True,
                          text=True, timeout=60).stdout


def parse_output(out: str) -> dict:
    """{(trec name, query): value} of the program's -q output."""
    values = {}
    for line in out.splitlines():
        name, qid, value = line.split()
        values[name, qid] = float(value)
    return values


def as_trec(results) -> dict:
    values = {}
    for qid, row in results.per_query.items():
        values.update({(trec, qid): row[name] for trec, name in MEASURES.items()})
    values.update({(trec, "all"): results.mean[name] for trec, name in MEASURES.items()})
    return values


def differences(got: dict, expected: dict) -> list:
    assert set(got) == set(expected)
    return [(key, got[key], expected[key]) for key in sorted(expected) if abs(got[key] - expected[key]) > TOL]


@pytest.mark.parametrize("seed", range(4))
def test_default_matches_the_trec_eval_program(trec_eval_program, tmp_path, seed):
    """read_qrels + read_run + evaluate, default precision: the program's own output, every query and 'all';
    float32 (pytrec_eval's rule) differs from the program on these files, so the files test the difference."""
    qrels, run, expected = stored_case(trec_eval_program, tmp_path, f"colliding_{seed}")
    plain = rm.evaluate(rm.read_qrels(qrels), rm.read_run(run), list(MEASURES.values()))
    assert differences(as_trec(plain), expected) == []
    as_floats = rm.evaluate(rm.read_qrels(qrels), rm.read_run(run), list(MEASURES.values()), score_precision="float32")
    assert differences(as_trec(as_floats), expected) != []


@pytest.mark.parametrize("reader", ["numpy", "arrow", "lean"])
def test_file_readers_and_command_line_match_the_trec_eval_program(trec_eval_program, tmp_path, monkeypatch, reader):
    """The fast file readers (NumPy, columnar, lean) and `python -m ragmetrics eval`, default precision: the program's output."""
    monkeypatch.setattr(trec_columns, "ARROW_MIN_BYTES", 0)
    monkeypatch.setattr(trec_columns, "READERS", (reader,))
    if reader == "lean":
        monkeypatch.setitem(sys.modules, "pyarrow", None)
    elif reader == "arrow" and trec_columns.arrow_modules() is None:
        pytest.skip("pyarrow is not installed")
    qrels, run, expected = stored_case(trec_eval_program, tmp_path, "colliding_11")
    assert read_ranked(run, rm.read_qrels(qrels))[1] == reader
    assert differences(as_trec(evaluate_files(qrels, run, list(MEASURES.values()))), expected) == []
    ours = subprocess.run([sys.executable, "-m", "ragmetrics", "eval", "-q", "--trec-names", str(qrels), str(run)]
                          + [part for name in MEASURES.values() for part in ("-m", name)],
                          check=True, capture_output=True, text=True, timeout=120, cwd=ROOT).stdout
    printed = {(name, qid): float(value) for name, qid, value in map(str.split, ours.splitlines())}
    assert differences(printed, expected) == []


def test_the_reported_case(trec_eval_program, tmp_path):
    """The review's repro: 0.8341234599 ranks above 0.8341234567 in the program: RR 1 and P@1 1, not 0.5 and 0."""
    qrels, run, expected = stored_case(trec_eval_program, tmp_path, "reported")
    assert (expected["recip_rank", "all"], expected["P_1", "all"]) == (1.0, 1.0)
    results = rm.evaluate(rm.read_qrels(qrels), rm.read_run(run), ["RR", "P@1"])
    assert results.mean == {"RR": 1.0, "P@1": 1.0}


@pytest.mark.parametrize("reader", ["numpy", "arrow", "lean", "plain"])
@pytest.mark.parametrize("seed", range(3))
def test_float32_option_matches_pytrec_eval(tmp_path, monkeypatch, reader, seed):
    """score_precision="float32": pytrec_eval's values (1e-9) on the same colliding files, by every reader."""
    monkeypatch.setattr(trec_columns, "ARROW_MIN_BYTES", 0)
    monkeypatch.setattr(trec_columns, "READERS", (reader,) if reader != "plain" else trec_columns.READERS)
    if reader == "lean":
        monkeypatch.setitem(sys.modules, "pyarrow", None)
    elif reader == "arrow" and trec_columns.arrow_modules() is None:
        pytest.skip("pyarrow is not installed")
    qrels_path, run_path = colliding_files(tmp_path, seed)
    qrels, run = rm.read_qrels(qrels_path), rm.read_run(run_path)
    pytrec_names = {"map", "recip_rank", "P.1,5", "ndcg_cut.10", "ndcg", "bpref", "recall.10", "Rprec"}
    expected = pytrec_eval.RelevanceEvaluator(qrels, pytrec_names).evaluate(run)
    if reader == "plain":
        results = rm.evaluate(qrels, run, list(MEASURES.values()), score_precision="float32")
    else:
        assert read_ranked(run_path, qrels, "float32")[1] == reader
        results = evaluate_files(qrels_path, run_path, list(MEASURES.values()), score_precision="float32")
    got = as_trec(results)
    bad = [(trec, qid) for qid in expected for trec in MEASURES
           if abs(got[trec, qid] - expected[qid][trec]) > 1e-9]
    assert bad == []
    means = {trec: float(np.mean([expected[q][trec] for q in expected])) for trec in MEASURES}
    assert all(abs(got[trec, "all"] - means[trec]) <= 1e-9 for trec in MEASURES)


def test_command_line_offers_the_float32_rule(tmp_path):
    (tmp_path / "q").write_text("q1 0 a 1\n")
    (tmp_path / "r").write_text("q1 Q0 a 1 0.8341234599 t\nq1 Q0 b 2 0.8341234567 t\n")
    command = [sys.executable, "-m", "ragmetrics", "eval", "-m", "RR", str(tmp_path / "q"), str(tmp_path / "r")]
    default = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=60).stdout.split()
    floats = subprocess.run(command + ["--score-precision", "float32"], capture_output=True, text=True, cwd=ROOT,
                            timeout=60).stdout.split()
    assert default == ["RR", "all", "1.0000"] and floats == ["RR", "all", "0.5000"]


def test_stored_files_are_what_the_generator_writes(tmp_path):
    """The stored qrels and runs are the generator's files, so a change to the generator is seen here."""
    for name in CASES:
        qrels, run = write_case(tmp_path, name)
        assert qrels.read_text() == (STORED / f"{name}.qrels").read_text(), name
        assert run.read_text() == (STORED / f"{name}.run").read_text(), name


if __name__ == "__main__":  # rewrite tests/data/trec_eval_10/ from the trec_eval program built from its C source
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        built = build_program(Path(folder))
        if built is None:
            sys.exit(f"gcc or trec_eval's C source ({TREC_EVAL_SRC}) is missing")
        STORED.mkdir(parents=True, exist_ok=True)
        for case in CASES:
            case_qrels, case_run = write_case(Path(folder), case)
            (STORED / f"{case}.qrels").write_text(case_qrels.read_text())
            (STORED / f"{case}.run").write_text(case_run.read_text())
            (STORED / f"{case}.trec_eval").write_text(program_output(built, STORED / f"{case}.qrels", STORED / f"{case}.run"))
            print("wrote", case)
