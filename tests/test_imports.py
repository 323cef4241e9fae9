"""What `import ragmetrics` pulls in: the core stays light and free of the course's plotting stack."""

import subprocess
import sys


def _modules_after(code: str) -> set:
    out = subprocess.run([sys.executable, "-c", f"{code}\nimport sys\nprint(' '.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_core_imports_neither_matplotlib_nor_ipywidgets():
    loaded = _modules_after("import ragmetrics")
    assert not {"matplotlib", "ipywidgets", "ragmetrics_course", "ragmetrics.generation"} & loaded


def test_generation_loads_on_first_use():
    """The three generation metrics are reachable from the top level."""
    loaded = _modules_after("import ragmetrics\nragmetrics.faithfulness")
    assert "ragmetrics.generation" in loaded
    assert "matplotlib" not in loaded


def test_unknown_attribute_is_an_attribute_error():
    import pytest

    import ragmetrics

    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        ragmetrics.nope
