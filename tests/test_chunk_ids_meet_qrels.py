"""Chunk ids against document-level qrels: every retrieval measure would be 0, silently (found while writing
chapter 13). evaluate_rag refuses it, and the gate and report commands map chunk ids with --doc-id-sep."""

import json
import subprocess
import sys

import pytest

import ragmetrics as rm

QRELS = {"q1": {"d1": 1}, "q2": {"d2": 1}}


def _records(ids):
    return [{"query_id": q, "user_input": f"question {q}", "retrieved_contexts": ["a", "b"], "response": "x",
             "retrieved_ids": chunk} for q, chunk in ids.items()]


def test_chunk_ids_that_match_no_judged_doc_are_refused():
    records = _records({"q1": ["d1#0", "d9#2"], "q2": ["d2#1", "d1#4"]})
    with pytest.raises(ValueError, match="none of the records' retrieved ids matches a doc id of the qrels.*doc_id_of='#'"):
        rm.evaluate_rag(records, ["RR"], qrels=QRELS)


def test_mapped_chunk_ids_are_evaluated():
    records = rm.io.read_records(_records({"q1": ["d1#0", "d9#2"], "q2": ["d1#4", "d2#1"]}), doc_id_of="#")
    result = rm.evaluate_rag(records, ["RR"], qrels=QRELS)
    assert result.mean["RR"] == pytest.approx((1 + 1 / 2) / 2)


def _write(tmp_path, name, ids):
    path = tmp_path / name
    path.write_text("".join(json.dumps(r) + "\n" for r in _records(ids)), encoding="utf-8")
    return str(path)


def test_the_gate_maps_chunk_ids_with_doc_id_sep(tmp_path):
    (tmp_path / "qrels").write_text("q1 0 d1 1\nq2 0 d2 1\n")
    base = _write(tmp_path, "a.jsonl", {"q1": ["d1#0"], "q2": ["d2#0"]})
    cand = _write(tmp_path, "b.jsonl", {"q1": ["d9#0", "d1#1"], "q2": ["d9#0", "d2#3"]})
    command = [sys.executable, "-m", "ragmetrics", "gate", "--qrels", str(tmp_path / "qrels"), "--baseline", base,
               "--candidate", cand, "-m", "RR", "--margin", "0.01"]
    refused = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert refused.returncode == 2 and "--doc-id-sep" in refused.stderr
    mapped = subprocess.run(command + ["--doc-id-sep", "#"], capture_output=True, text=True, timeout=120)
    assert mapped.returncode == 1, mapped.stdout + mapped.stderr  # RR 1 -> 0.5 on both queries: a real regression
