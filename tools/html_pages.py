"""The HTML and Markdown engines of the tools (tools/build_kit.py, tools/build_site.py).

Pages are Jinja2 templates in ``tools/templates/`` (Jinja2 comes with nbconvert), rendered with autoescape on:
a text is escaped unless it is marked as HTML (``Markup``, or the ``|safe`` filter on HTML built here).
Markdown is rendered by markdown-it-py with the CommonMark preset and tables: the same engine and settings as
the CommonMark checks of the course's texts (``tests/test_course_text.py``), so that what the check reads is
what the reader sees (an emphasis that CommonMark leaves open shows its asterisks in both).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup  # noqa: F401  (re-exported for the builders)

TEMPLATES = Path(__file__).resolve().parent / "templates"


def commonmark(raw_html: bool = True):
    """markdown-it-py's CommonMark parser with GitHub tables; ``raw_html=False`` escapes HTML written in the text."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": raw_html}).enable("table")


@lru_cache(maxsize=None)
def _parser(raw_html: bool):
    return commonmark(raw_html)


def markdown(text: str, *, raw_html: bool = True) -> Markup:
    """``text`` (Markdown) as HTML."""
    return Markup(_parser(raw_html).render(text))


@lru_cache(maxsize=None)
def environment() -> Environment:
    return Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True, keep_trailing_newline=True,
                       undefined=StrictUndefined)


def render(template: str, **context) -> str:
    """The template ``tools/templates/<template>`` filled with ``context``."""
    return environment().get_template(template).render(**context)


def read(name: str) -> str:
    """A file of ``tools/templates/`` as text (the style sheets, the nbconvert page template)."""
    return (TEMPLATES / name).read_text(encoding="utf-8")
