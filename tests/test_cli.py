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
