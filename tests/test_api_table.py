"""docs/api.md's "Find a measure by its name" tables are what tools/api_table.py generates from the declarations."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tool():
    spec = importlib.util.spec_from_file_location("api_table", ROOT / "tools" / "api_table.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_docs_api_md_holds_the_generated_tables(capsys):
    assert _tool().main(["--check"]) == 0, capsys.readouterr().out + " (run python tools/api_table.py)"


def test_a_stale_table_is_caught_and_rewritten(tmp_path, monkeypatch, capsys):
    tool = _tool()
    stale = tmp_path / "api.md"
    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    stale.write_text(text.replace("[10_evaluation_set]", "[02_hit_rate_mrr]", 1), encoding="utf-8")
    monkeypatch.setattr(tool, "DOC", stale)
    assert tool.main(["--check"]) == 1 and "out of date" in capsys.readouterr().out
    assert tool.main([]) == 0 and stale.read_text(encoding="utf-8") == text


def test_each_row_names_the_measures_files_and_chapter():
    from ragmetrics.measures import MEASURES

    table = _tool().tables()
    rows = {line.split(" | ")[0].lstrip("| "): line for line in table.splitlines()}
    bpref = rows["Bpref"]
    assert "`kernels.bpref`" in bpref and "`on_rows.bpref`" in bpref and "`rm.bpref` (`ragmetrics/retrieval/rank_based.py`)" in bpref
    assert "`test_crosscheck_pytrec_eval.py`" in bpref and "[10_evaluation_set]" in bpref
    assert "none: `rm.parse_measure(\"Judged@10\").compute(...)`" in rows["Judged"]
    assert all(f"[{d.lesson}]" in rows[d.name] for d in MEASURES.values())
    assert "`FaithfulnessResult`" in rows["faithfulness"] and "`test_generation_metrics.py`" in rows["faithfulness"]


def test_the_labs_public_names_are_documented_where_they_live():
    """Every name the lab exports (read from its __all__, without importing bm25s) is in docs/course.md's lab section."""
    import ast

    init = ROOT / "course" / "ragmetrics_course" / "lab" / "__init__.py"
    names = next(ast.literal_eval(node.value) for node in ast.parse(init.read_text(encoding="utf-8")).body
                 if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "__all__")
    text = (ROOT / "docs" / "course.md").read_text(encoding="utf-8")
    section = text[text.index("## The lab: retrievers, fusion and the pipeline"):]
    assert {"fuse_rrf", "fuse_weighted", "BM25Index", "DenseIndex"} <= set(names)
    assert [name for name in names if name not in section] == []
