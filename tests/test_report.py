"""``python -m ragmetrics report``: one self-contained HTML page (no URL it could fetch) and a Markdown summary,
from TREC files or RAG records; without Jinja2, a clear error and exit 2."""

from __future__ import annotations

import json
import re
import sys

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics.__main__ import main

pytest.importorskip("jinja2")
pytest.importorskip("matplotlib")


def trec_files(tmp_path):
    rng = np.random.default_rng(0)
    qrels = {f"q{i}": {f"d{d}": int(rng.integers(0, 3)) for d in range(6)} for i in range(30)}
    runs = {}
    for name, boost in (("base", 0.0), ("new", 0.5)):
        runs[name] = {q: {f"d{d}": float(rng.integers(0, 16)) / 8 + boost * (qrels[q].get(f"d{d}", 0) > 0)
                          for d in range(12)} for q in qrels}
        rm.write_run(runs[name], tmp_path / f"{name}.run")
    rm.write_qrels(qrels, tmp_path / "qrels.txt")
    (tmp_path / "queries.tsv").write_text("".join(f"{q}\tquestion <{q}> & more\n" for q in qrels))
    return qrels, runs


def external_urls(html: str) -> list:
    """URLs the page could fetch: src/href attributes and CSS url(), other than data: and #fragments."""
    found = re.findall(r"""(?:src|href)\s*=\s*["']([^"'#][^"']*)["']""", html) + re.findall(r"url\(([^)]*)\)", html)
    return [u for u in found if not u.strip("'\"").startswith(("data:", "#"))]


def test_report_from_trec_files(tmp_path, capsys):
    qrels, runs = trec_files(tmp_path)
    out = tmp_path / "report.html"
    code = main(["report", "--qrels", str(tmp_path / "qrels.txt"), str(tmp_path / "base.run"), str(tmp_path / "new.run"),
                 "-m", "nDCG@10", "-m", "RR", "--queries", str(tmp_path / "queries.tsv"), "-o", str(out), "--seed", "1"])
    assert code == 0, capsys.readouterr().err
    html = out.read_text()
    assert external_urls(html) == []
    assert html.count("<svg") == 2  # one difference plot per measure
    assert "question &lt;q" in html  # query texts, escaped
    comparison = rm.compare(qrels, runs, ["nDCG@10", "RR"], seed=1, n_resamples=10_000)
    for row in comparison.rows:
        assert f"{row.difference:+.4f}" in html and f"{row.mean:.4f}" in html
    assert "numpy" in html and rm.__version__ in html and "randomization" in html
    markdown = (tmp_path / "report.md").read_text()
    assert markdown.startswith("### Retrieval report") and "| new | nDCG@10 |" in markdown
    worst = min(comparison.differences("new", "nDCG@10").items(), key=lambda item: item[1])
    assert f"`{worst[0]}` {worst[1]:+.4f}" in markdown


def test_report_from_records(tmp_path):
    path = tmp_path / "log.jsonl"
    with open(path, "w") as out:
        for i in range(8):
            days = 30 if i % 3 else 90
            out.write(json.dumps({"query_id": f"q{i}", "question": f"Refund window <{i}>?",
                                  "contexts": ["Refunds are accepted within 30 days."],
                                  "answer": f"Within {days} days.", "ground_truth": "Within 30 days."}) + "\n")
    assert main(["report", str(path), "-m", "faithfulness", "-m", "context_recall", "-o", str(tmp_path / "r.html"),
                 "--markdown", str(tmp_path / "summary.md"), "--worst", "3"]) == 0
    html = (tmp_path / "r.html").read_text()
    assert external_urls(html) == [] and "<svg" in html
    result = rm.evaluate_rag(str(path), ["faithfulness", "context_recall"])
    assert f"{result.mean['faithfulness']:.4f}" in html
    assert "Refund window &lt;0&gt;?" in html and "Within 90 days." in html  # the worst question and its answer
    assert "| faithfulness |" in (tmp_path / "summary.md").read_text()


def test_without_jinja2_a_clear_error_and_exit_2(tmp_path, capsys, monkeypatch):
    trec_files(tmp_path)
    monkeypatch.setitem(sys.modules, "jinja2", None)
    code = main(["report", "--qrels", str(tmp_path / "qrels.txt"), str(tmp_path / "base.run"), "-m", "RR",
                 "-o", str(tmp_path / "r.html")])
    assert code == 2
    assert "needs Jinja2" in capsys.readouterr().err and not (tmp_path / "r.html").exists()


def test_mixed_inputs_are_refused(tmp_path, capsys):
    trec_files(tmp_path)
    (tmp_path / "log.jsonl").write_text('{"question": "q", "contexts": ["c"], "answer": "a"}\n')
    assert main(["report", "--qrels", str(tmp_path / "qrels.txt"), str(tmp_path / "base.run"), str(tmp_path / "log.jsonl"),
                 "-m", "RR"]) == 2
    assert "all run files or all records files" in capsys.readouterr().err
