"""The command line prints trec_eval's layout, and bad input exits with a message, not a traceback."""

import subprocess
import sys

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
