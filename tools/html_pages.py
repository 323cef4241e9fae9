"""The HTML and Markdown engines of the tools (tools/build_kit.py, tools/build_site.py).

Pages are Jinja2 templates in ``tools/templates/`` (Jinja2 comes with nbconvert), rendered with autoescape on:
a text is escaped unless it is marked as HTML (``Markup``, or the ``|safe`` filter on HTML built here).
Markdown is rendered by markdown-it-py with the CommonMark preset and tables: the same engine and settings as
the CommonMark checks of the course's texts (``tests/test_course_text.py``), so that what the check reads is
what the reader sees (an emphasis that CommonMark leaves open shows its asterisks in both). The notebooks'
Markdown cells on the site go through it too (``markdown_cell``, nbconvert's ``markdown2html`` filter replaced):
nbconvert's mistune made a heading of a line starting "#19" in the middle of a paragraph, CommonMark does not.
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


# ----- notebook cells on the site ----------------------------------------------------------------------------
def _math(delimiter: str):
    """A render rule that gives MathJax the formula as nbconvert does: its delimiters and its text, escaped."""
    from html import escape

    return lambda self, tokens, idx, options, env: f"{delimiter}{escape(tokens[idx].content, quote=False)}{delimiter}"


def _math_block(self, tokens, idx, options, env) -> str:
    """A display formula on its own lines: a paragraph of its own, as on nbconvert's pages."""
    from html import escape

    return f"<p>$${escape(tokens[idx].content.strip(chr(10)), quote=False)}$$</p>\n"


def _fence(plain):
    """A render rule for fenced code: coloured by Pygments where the language is known, as nbconvert does."""
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    def rule(self, tokens, idx, options, env):
        lang = tokens[idx].info.strip().split(maxsplit=1)[0] if tokens[idx].info.strip() else ""
        try:
            return highlight(tokens[idx].content, get_lexer_by_name(lang), HtmlFormatter()) if lang else plain(tokens, idx, options, env)
        except ClassNotFound:
            return plain(tokens, idx, options, env)

    return rule


@lru_cache(maxsize=None)
def _cell_parser():
    from mdit_py_plugins.dollarmath import dollarmath_plugin

    parser = commonmark(True)
    dollarmath_plugin(parser, double_inline=True)
    for rule, delimiter in (("math_inline", "$"), ("math_inline_double", "$$")):
        parser.add_render_rule(rule, _math(delimiter))
    parser.add_render_rule("math_block", _math_block)
    parser.add_render_rule("math_block_label", _math_block)
    parser.add_render_rule("fence", _fence(parser.renderer.rules["fence"]))
    return parser


def markdown_cell(source: str) -> str:
    """A notebook's Markdown cell as HTML for the site: CommonMark (the engine of the text checks) with tables and
    HTML, formulas left to MathJax, headings with nbconvert's anchors (their ids are the links' targets)."""
    import re

    from nbconvert.filters.strings import add_anchor

    rendered = _cell_parser().render(source)
    return re.sub(r"(<h([1-6])>.*?</h\2>)\n", lambda m: str(add_anchor(m.group(1), anchor_link_text="¶")), rendered, flags=re.S)
