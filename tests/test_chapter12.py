"""Chapter 12's LLM cell against the stub server, and its offline path: the cell skips cleanly without an endpoint,
and with one it asks the pairwise judge both orders and prints what the replies imply (no label needed)."""

import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics_course import set_language, t
from stub_llm_server import StubLLMServer

SOURCE = Path(__file__).resolve().parent.parent / "sources" / "chapters" / "12_judging_answers.py"


def _llm_cell() -> str:
    spec = importlib.util.spec_from_file_location("chapter12_source", SOURCE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return next(c.source for c in module.CELLS if getattr(c, "source", "") and "LLMJudge.from_env()" in c.source)


def _namespace():
    triples = [(f"question {i}", f"answer A{i}", f"answer B{i}") for i in range(3)]
    return {"np": np, "rm": rm, "t": t, "seed": 0, "labelled": [], "labels": {}, "triples": triples,
            "system_a": "paraphrase", "system_b": "missing_part", "plain": str, "passage_text": {}}


def test_without_an_endpoint_the_llm_cell_says_so_and_calls_nothing(monkeypatch, capsys):
    monkeypatch.delenv("RAGMETRICS_LLM_BASE_URL", raising=False)
    monkeypatch.delenv("RAGMETRICS_LLM_MODEL", raising=False)
    set_language("en")
    exec(compile(_llm_cell(), "chapter-12-llm-cell", "exec"), _namespace())
    assert capsys.readouterr().out.strip() == t("ch12.llm_skipped")


def test_with_an_endpoint_the_llm_cell_compares_both_orders(monkeypatch, capsys):
    set_language("en")
    with StubLLMServer() as stub:
        monkeypatch.setenv("RAGMETRICS_LLM_BASE_URL", stub.base_url)
        monkeypatch.setenv("RAGMETRICS_LLM_MODEL", "stub-model")
        # three triples, each asked A-first then B-first: A wins both; A wins first shown both times (a flip); tie
        for better in (1, 2, 1, 1, 0, 0):
            stub.reply_content(json.dumps({"better": better, "reason": "..."}))
        exec(compile(_llm_cell(), "chapter-12-llm-cell", "exec"), _namespace())
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == t("ch12.no_labels")
    # good 1, bad 0, same 2 (one of them a flip); sign test on 1 win, 0 losses: p = 1.0 (scipy binomtest(1, 1))
    assert printed[1] == t("ch12.gsb", pairs=3, a="paraphrase", b="missing_part", good=1, same=2, bad=0, flips=1,
                           gsb=(1 - 0) / 3, p=1.0)
    assert len(stub.requests) == 6
    assert "answer A0" in stub.requests[0]["body"]["messages"][-1]["content"]


@pytest.mark.parametrize("lang", ["en", "es", "zh"])
def test_the_answer_set_loads_and_every_cited_passage_exists(lang):
    """What the chapter reads: every answer's citations are passages of the lab's paragraph chunking."""
    from ragmetrics_course import datasets
    from ragmetrics_course.lab import chunk_docs

    hc = datasets.load("helpcentre", lang=lang)
    passages = {p.passage_id for p in chunk_docs(list(hc.docs_iter()), "paragraph")}
    answers = list(hc.answers_iter())
    assert answers and all(pid in passages for a in answers for pid in a.citations)
