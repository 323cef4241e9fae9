"""Execute notebooks in place, so that their committed outputs are today's (nbval compares against them).

    python tools/run_notebooks.py notebooks/en/01_recall_precision_f1.ipynb ...
    python tools/run_notebooks.py --all          # every notebook and solution, in the three languages
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent


def run(path: Path, timeout: int = 120) -> float:
    start = time.perf_counter()
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:  # execution timestamps would make every re-run a diff
        cell.metadata.pop("execution", None)
    # Widget state is not stored: it only bloats the file; where no kernel runs, the widgets show their static PNG.
    NotebookClient(
        notebook, timeout=timeout, kernel_name="python3", store_widget_state=False, record_timing=False,
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    nbformat.write(notebook, path)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--all", action="store_true")
    args = parser.parse_args()
    paths = args.paths
    if args.all:
        paths = sorted((ROOT / "notebooks").glob("*/*.ipynb")) + sorted((ROOT / "solutions").glob("*/*.ipynb"))
    for path in paths:
        print(f"{path}: {run(path):.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
