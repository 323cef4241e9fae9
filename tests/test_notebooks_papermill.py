"""Rendering a chapter for a class: papermill with other parameters runs, and the numbers follow them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from nbtools import LANGUAGES, read, stems, tags  # noqa: E402

papermill = pytest.importorskip("papermill")


def _summary(notebook: dict) -> str:
    cells = [c for c in notebook["cells"] if "summary" in tags(c)]
    return "".join("".join(o.get("text", "")) for c in cells for o in c.get("outputs", []) if o.get("output_type") == "stream")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("stem", stems("notebooks"))
def test_papermill_with_other_parameters(stem, lang, tmp_path):
    """k=3, seed=7 instead of the defaults: the chapter completes and its summary reports @3 numbers."""
    source = ROOT / "notebooks" / lang / stem
    out = tmp_path / stem
    papermill.execute_notebook(
        str(source), str(out), parameters={"lang": lang, "k": 3, "seed": 7},
        kernel_name="python3", progress_bar=False, cwd=str(source.parent),
    )
    rendered = _summary(read(out))
    committed = _summary(read(source))
    assert rendered, "the summary cell printed nothing"
    assert "@3" in rendered and rendered != committed
