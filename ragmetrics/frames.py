"""pandas, optional: is a value a DataFrame (checked without importing pandas), and pandas itself with a clear error.

A leaf module (it imports nothing of the package), so that ``evaluate``'s results, ``ragmetrics.io`` and the
RAG results can all convert to DataFrames without importing one another.
"""

from __future__ import annotations

__all__ = ["is_frame", "pandas"]


def pandas():
    """The pandas module, or an ImportError saying how to get it (it is an optional extra)."""
    try:
        import pandas as pd
    except ImportError:
        raise ImportError("this needs pandas, an optional extra: pip install 'ragmetrics[pandas]' (or pip install pandas)") from None
    return pd


def is_frame(value) -> bool:
    """Is ``value`` a pandas DataFrame? (Checked without importing pandas.)"""
    return type(value).__name__ == "DataFrame" and type(value).__module__.startswith("pandas")
