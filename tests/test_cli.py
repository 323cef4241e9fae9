"""The command line prints trec_eval's layout, and bad input exits with a message, not a traceback."""

import subprocess
import sys

import pytest

REFERENCE = str(__import__("pathlib").Path(__file__).parent / "data" / "trec_eval")


def _run(*args):
    return subprocess.run([sys.executable, "-m", "ragmetrics", *args], capture_output=True, text=True)


def _trec_eval_lines(name):
    """Expected lines of trec_eval's own output file, as {(measure, query): value}."""
    out = {}
    for line in open(f"{REFERENCE}/{name}"):
        measure, query, value = line.split()
        out[measure, query] = value
    return out


def test_eval_matches_trec_eval_output_per_query():
    """`eval -q --trec-names` prints the very lines trec_eval printed for these measures."""
    done = _run("eval", f"{REFERENCE}/qrels.test", f"{REFERENCE}/results.test",
                "-m", "nDCG@10", "-m", "P@5", "-m", "AP", "-m", "RR", "-m", "HitRate@10", "-q", "--trec-names")
    assert done.returncode == 0, done.stderr
    expected = _trec_eval_lines("out.test.aq")
    lines = [line.split() for line in done.stdout.splitlines()]
    assert len(lines) == 5 * 4  # 3 topics and "all"
    for measure, query, value in lines:
        assert expected[measure, query] == value


def test_complete_flag_averages_over_every_qrels_query():
    """-c as trec_eval -c: topic 302 is missing from results.trunc and counts 0."""
    done = _run("eval", f"{REFERENCE}/qrels.test", f"{REFERENCE}/results.trunc", "-m", "AP", "-c", "--trec-names")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["map", "all", _trec_eval_lines("out.test.aqc")["map", "all"]]


def test_canonical_names_by_default():
    done = _run("eval", f"{REFERENCE}/qrels.test", f"{REFERENCE}/results.test", "-m", "ndcg_cut_10")
    assert done.stdout.split()[:2] == ["nDCG@10", "all"]


def test_unknown_measure_is_a_message_not_a_traceback():
    done = _run("eval", f"{REFERENCE}/qrels.test", f"{REFERENCE}/results.test", "-m", "nDGC@10")
    assert done.returncode == 2
    assert "did you mean 'nDCG@10'" in done.stderr
    assert "Traceback" not in done.stderr


def test_missing_file_is_a_message():
    done = _run("eval", "no-such-qrels", f"{REFERENCE}/results.test", "-m", "P@5")
    assert done.returncode == 2 and "no-such-qrels" in done.stderr


# ---------------------------------------------------------------- agreement between two qrels files

def _write_qrels(path, rows):
    path.write_text("".join(f"{q} 0 {d} {g}\n" for q, d, g in rows))
    return str(path)


def _kappa_line(stdout):
    return float(next(line.split()[1] for line in stdout.splitlines() if line.startswith("kappa")))


def _random_qrels_pair(seed):
    import random

    rng = random.Random(seed)
    a, b = [], []
    for q in range(12):
        for d in range(rng.randint(1, 9)):
            grade = rng.randint(0, 3)
            if rng.random() < 0.85:
                a.append((f"q{q}", f"d{d}", grade))
            if rng.random() < 0.85:
                b.append((f"q{q}", f"d{d}", grade if rng.random() < 0.6 else rng.randint(0, 3)))
    return a, b


def _sklearn_labels(a_rows, b_rows, items, level):
    """The items and labels built here, independently of ragmetrics: union -> unjudged = 0."""
    a = {(q, d): g for q, d, g in a_rows}
    b = {(q, d): g for q, d, g in b_rows}
    keys = sorted(set(a) | set(b)) if items == "union" else sorted(set(a) & set(b))
    la, lb = [a.get(k, 0) for k in keys], [b.get(k, 0) for k in keys]
    if level:
        la, lb = [int(g >= level) for g in la], [int(g >= level) for g in lb]
    return keys, la, lb


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("options", [[], ["--weights", "linear"], ["--weights", "quadratic"], ["--level", "2"],
                                     ["--items", "both"], ["--items", "both", "--weights", "quadratic"]])
def test_agreement_kappa_and_matrix_equal_scikit_learn(tmp_path, seed, options):
    """`agreement A B [options]`: kappa and the confusion matrix as scikit-learn computes them on the same pairs."""
    from sklearn.metrics import cohen_kappa_score, confusion_matrix

    a_rows, b_rows = _random_qrels_pair(seed)
    done = _run("agreement", _write_qrels(tmp_path / "a.qrels", a_rows), _write_qrels(tmp_path / "b.qrels", b_rows),
                *options, "--digits", "10")
    assert done.returncode == 0, done.stderr
    level = int(options[options.index("--level") + 1]) if "--level" in options else None
    items = options[options.index("--items") + 1] if "--items" in options else "union"
    weights = options[options.index("--weights") + 1] if "--weights" in options else None
    keys, la, lb = _sklearn_labels(a_rows, b_rows, items, level)
    labels = [0, 1] if level else [0, 1, 2, 3]
    assert _kappa_line(done.stdout) == pytest.approx(cohen_kappa_score(la, lb, weights=weights, labels=labels), abs=1e-9)
    assert f"items     {len(keys)} (query, doc) pairs" in done.stdout
    lines = done.stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("A \\ B")) + 1
    matrix = [[int(v) for v in line.split()[1:-1]] for line in lines[start:start + len(labels)]]
    assert matrix == confusion_matrix(la, lb, labels=labels).tolist()


def test_agreement_on_the_help_centre_passes_matches_its_datasheet(tmp_path):
    """The corpus's two passes (en): kappa 0.642, quadratic 0.626, binary at grade 2 0.535 (DATASHEET.md)."""
    from ragmetrics_course import datasets

    paths = []
    for p in "ab":
        path = tmp_path / f"pass_{p}.qrels"
        datasets.load("helpcentre", lang="en", pass_=p).write_trec_qrels(path)
        paths.append(str(path))
    for options, expected in [([], "0.642"), (["--weights", "quadratic"], "0.626"), (["--level", "2"], "0.535")]:
        done = _run("agreement", *paths, *options, "--digits", "3")
        assert done.returncode == 0 and f"kappa     {expected}" in done.stdout, done.stdout + done.stderr


@pytest.mark.parametrize("args, fragment", [
    (["agreement", "no-such-a", "no-such-b"], "no-such-a"),
    (["agreement", "A", "B", "--weights", "cubic"], "invalid choice: 'cubic'"),
    (["agreement", "A", "B", "--level", "0"], "must be a positive int"),
    (["agreement", "A", "B", "--items", "either"], "invalid choice: 'either'"),
])
def test_agreement_bad_input_is_a_message(tmp_path, args, fragment):
    rows = [("q1", "d1", 1), ("q1", "d2", 0)]
    paths = {"A": _write_qrels(tmp_path / "a.qrels", rows), "B": _write_qrels(tmp_path / "b.qrels", rows)}
    done = _run(*[paths.get(arg, arg) for arg in args])
    assert done.returncode == 2 and fragment in done.stderr and "Traceback" not in done.stderr


def test_agreement_with_nothing_in_common_or_one_label_explains(tmp_path):
    """--items both with no shared pair: an error naming it; one same label everywhere: kappa nan and a note."""
    a = _write_qrels(tmp_path / "a.qrels", [("q1", "d1", 1)])
    b = _write_qrels(tmp_path / "b.qrels", [("q1", "d2", 1)])
    done = _run("agreement", a, b, "--items", "both")
    assert done.returncode == 2 and "no (query, doc) pair in common" in done.stderr
    same = _run("agreement", a, a)
    assert same.returncode == 0 and "kappa     nan" in same.stdout and "undefined" in same.stderr


# ---------------------------------------------------------------- issue 25: ends without a traceback (L9, H7, L7, L2)

def _big_pair(tmp_path, queries=3000, docs=10):
    qrels = tmp_path / "big.qrels"
    run = tmp_path / "big.run"
    qrels.write_text("".join(f"q{q} 0 d{q}_0 1\n" for q in range(queries)))
    run.write_text("".join(f"q{q} Q0 d{q}_{d} {d + 1} {docs - d} t\n" for q in range(queries) for d in range(docs)))
    return str(qrels), str(run)


def test_a_closed_output_pipe_ends_the_command_quietly(tmp_path):
    """Issue 25 L9 / issue 22 item 7: `eval -q ... | head -1` printed 'error: [Errno 32] Broken pipe'."""
    qrels, run = _big_pair(tmp_path)
    process = subprocess.Popen([sys.executable, "-m", "ragmetrics", "eval", qrels, run, "-m", "P@5", "-m", "RR", "-q"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = process.stdout.readline()
    process.stdout.close()  # as `head -1` does
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141  # 128 + SIGPIPE, what a shell reports for trec_eval | head
    assert first.startswith(b"P@5") and stderr == ""


def _main_raising(error):
    """Run main() in a child process whose `eval` handler raises ``error`` (as a long evaluation would)."""
    code = ("import sys, ragmetrics.__main__ as cli\n"
            f"def boom(args): raise {error}\n"
            "cli._eval = boom\n"
            "sys.exit(cli.main(['eval', 'q', 'r', '-m', 'P@5']))\n")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)


def test_memory_error_ends_with_one_line_and_exit_3():
    """Issue 25 L9: a MemoryError ended in a traceback."""
    done = _main_raising("MemoryError()")
    assert done.returncode == 3, done.stderr
    assert done.stderr.count("\n") == 1 and "out of memory" in done.stderr and "Traceback" not in done.stderr


def test_ctrl_c_ends_with_one_line_and_exit_130():
    """Issue 25 L9: Ctrl-C during eval or compare printed a KeyboardInterrupt traceback."""
    done = _main_raising("KeyboardInterrupt()")
    assert done.returncode == 130, done.stderr
    assert done.stderr == "interrupted\n"


def test_sigint_during_a_long_comparison_exits_130_without_a_traceback(tmp_path):
    """The same through a real signal: randomization with 10**9 resamples runs for minutes; SIGINT stops it."""
    import os
    import signal
    import time

    qrels, run = _big_pair(tmp_path, queries=50)
    process = subprocess.Popen([sys.executable, "-m", "ragmetrics", "compare", qrels, run, run, "-m", "RR",
                                "--n-resamples", "1000000000"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    ticks, deadline = os.sysconf("SC_CLK_TCK"), time.monotonic() + 60
    while time.monotonic() < deadline:  # wait for 1.5 s of CPU time: past the imports, inside the resampling
        fields = open(f"/proc/{process.pid}/stat").read().rsplit(")", 1)[1].split()
        if (int(fields[11]) + int(fields[12])) / ticks >= 1.5:
            break
        time.sleep(0.1)
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=60) == 130
    assert process.stderr.read().decode() == "interrupted\n"


@pytest.mark.parametrize("args", [["--digits", "٣"], ["--digits", "３"]])
def test_cli_numbers_are_ascii_like_the_files(args):
    """Issue 25 L7: --digits ٣ was read as 3."""
    done = _run("eval", f"{REFERENCE}/qrels.test", f"{REFERENCE}/results.test", "-m", "P@5", *args)
    assert done.returncode == 2 and "must be an int" in done.stderr


def test_agreement_level_is_ascii(tmp_path):
    rows = [("q1", "d1", 1), ("q1", "d2", 0)]
    a = _write_qrels(tmp_path / "a.qrels", rows)
    done = _run("agreement", a, a, "--level", "٢")
    assert done.returncode == 2 and "must be a positive int" in done.stderr


@pytest.mark.parametrize("value", ["1e9", "ten", "0", "-5", "５"])
def test_n_resamples_is_read_with_a_message(tmp_path, value):
    """Issue 25 L2: --n-resamples 1e9 said "invalid _resamples value"."""
    done = _run("compare", "q", "a", "b", "-m", "RR", "--n-resamples", value)
    assert done.returncode == 2 and "--n-resamples: must be a positive int or 'exact'" in done.stderr, done.stderr


def test_agreement_on_a_grade_of_20000_uses_the_observed_grades(tmp_path):
    """Issue 25 H7: grades 0 and 20,000 asked for a 20,001 x 20,001 matrix (3 GiB, then 6 GiB)."""
    import resource

    path = _write_qrels(tmp_path / "k.qrels", [("q1", "a", 0), ("q1", "b", 20000), ("q1", "c", 1)])
    limit = lambda: resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))  # 1 GiB: the full scale needs 3
    done = subprocess.run([sys.executable, "-m", "ragmetrics", "agreement", path, path, "--weights", "linear"],
                          capture_output=True, text=True, preexec_fn=limit, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "labels    0, 1, 20000" in done.stdout and "kappa     1.0000" in done.stdout
    assert "observed grades" in done.stderr  # and it says why the scale is not 0..20000


@pytest.mark.parametrize("option, value", [("--seed", "٣"), ("--seed", "1_0"), ("--alpha", "٠.٠٥"), ("--alpha", "0_05")])
def test_compare_options_are_ascii_numbers(option, value):
    """Issue 25 L7: int() and float() read Unicode digits and underscores; the options do not."""
    done = _run("compare", "q", "a", "b", "-m", "RR", option, value)
    assert done.returncode == 2 and f"argument {option}" in done.stderr, done.stderr
