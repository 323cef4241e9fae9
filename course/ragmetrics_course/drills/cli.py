"""The drill in a terminal: ``python -m ragmetrics_course drill --lang zh --n 10 [--seed 3]``.

Answers are typed or piped on standard input: an empty line skips, ``q`` quits, the end of input
ends the drill; a summary is printed at the end.
"""

from __future__ import annotations

import random
import shutil
from typing import TextIO

from ..messages import check_language, course_error, t
from .questions import iter_drill
from .session import DrillSession
from .textout import paint, plural, use_colour, wrap_text

__all__ = ["run_drill_cli"]

_QUIT = {"q", "quit", "exit", "salir", "退出"}
_TRIES = 3  # an unreadable answer is asked again twice, then the question is skipped


def _writer(stdout: TextIO, width: int | None = None, colour: bool = False):
    """write(text, end=, style=): text wrapped to ``width`` columns (None: not wrapped), painted when ``colour``."""
    def write(text: str = "", end: str = "\n", style: str | None = None, whole: bool = False) -> None:
        text = text if whole else wrap_text(text, width)  # whole: a command to copy stays on one line
        data = (paint(text, style, colour) if style else text) + end
        try:
            stdout.write(data)
        except UnicodeEncodeError:  # a terminal that cannot show Chinese: keep going, replace what it cannot show
            encoding = getattr(stdout, "encoding", None) or "ascii"
            stdout.write(data.encode(encoding, "replace").decode(encoding))
        stdout.flush()

    return write


def _check_stdin(stdin, lang: str) -> bool:
    """Refuse a closed standard input (``<&-`` makes ``sys.stdin`` None); return whether it is a terminal."""
    if stdin is None or getattr(stdin, "closed", False) or not hasattr(stdin, "readline"):
        raise course_error(ValueError, "error.stdin", lang, got=repr(stdin))
    try:
        return stdin.isatty()
    except (AttributeError, ValueError):
        return False


def _ask(session: DrillSession, stdin: TextIO, write, interactive: bool) -> str | None:
    """Ask the current question until it is answered, skipped or given up; return "eof", "quit" or None."""
    lang = session.lang
    question = session.current
    for tries in range(1, _TRIES + 1):
        write("> ", end="")
        line = stdin.readline()
        if line == "":
            write()
            return "eof"
        if not interactive:  # piped answers are not echoed by a terminal: show them, so the transcript reads
            write(line.rstrip("\r\n"))
        answer = line.strip()
        if answer.casefold() in _QUIT:
            return "quit"
        if not answer:
            session.skip()
            write(t("drill.cli.skipped", lang), style="yellow")
            write(question.solution(lang))
            return None
        feedback = session.answer(answer)
        write(str(feedback), style={"correct": "green", "wrong": "red", "hint": "red", "invalid": "yellow"}.get(feedback.status))
        if feedback.status != "invalid":
            if not feedback.correct:
                write(question.solution(lang))
            right, asked = session.score
            write(t("drill.cli.running_score", lang, right=right, asked=asked))
            return None
        if tries < _TRIES:
            write(t("drill.cli.again", lang))
    session.skip()
    write(question.solution(lang))
    return None


def _terminal(stdout, width, colour) -> tuple:
    """(width, colour) for ``stdout``: a terminal's own width and colour (unless NO_COLOR); a pipe gets neither."""
    if colour is None:
        colour = use_colour(stdout)
    if width is None:
        try:
            tty = stdout.isatty()
        except (AttributeError, ValueError):
            tty = False
        width = shutil.get_terminal_size((80, 24)).columns if tty else None
    return width, colour


def run_drill_cli(*, lang: str = "en", n: int = 10, seed: int | None = None, stdin: TextIO, stdout: TextIO,
                  width: int | None = None, colour: bool | None = None) -> int:
    """Run a drill in a terminal: ask ``n`` questions in ``lang``, read answers from ``stdin``, print a summary.

    An empty line skips a question, ``q`` quits, the end of input (Ctrl-D, or the end of piped answers)
    ends the drill; each of them prints the summary. An unreadable answer is asked again (twice at most).
    Questions are drawn one at a time, so a long drill starts at once. Returns 0, or 130 after Ctrl-C;
    bad arguments (an unknown ``lang``, ``n`` < 1, a closed ``stdin``) raise ValueError, which
    ``python -m ragmetrics_course drill`` reports on stderr with exit status 2. On a terminal the text is wrapped
    to its width and coloured (not with NO_COLOR set); ``width`` and ``colour`` override that.
    """
    write = _writer(stdout, *_terminal(stdout, width, colour))
    lang = check_language(lang)  # bad arguments raise ValueError: `python -m ragmetrics` prints it and exits 2
    interactive = _check_stdin(stdin, lang)
    if seed is None:
        seed = random.SystemRandom().randrange(1, 100_000)
    session = DrillSession(iter_drill(n, seed, lang=lang), lang, total=n)
    questions = plural(n, lang, t("drill.count.drill.one", lang), t("drill.count.drill.other", lang))
    write(t("drill.cli.intro", lang, n=n, n_questions=questions, seed=seed))
    ended = None
    try:
        while not session.done and ended is None:
            question = session.current
            topic = t(f"drill.topic.{question.topic}", lang)
            write()
            write(f"[{question.number}/{n}] {topic} · {question.title(lang)}", style="bold")
            write(question.prompt(lang))
            ended = _ask(session, stdin, write, interactive)
    except KeyboardInterrupt:
        ended = "interrupt"
    write()
    if ended == "eof":
        write(t("drill.cli.eof", lang))
    elif ended in ("quit", "interrupt"):
        write(t("drill.cli.quit", lang))
    for line in session.summary_lines():
        write(line)
    write(t("drill.cli.replay", lang, n=n, seed=seed, lang_code=lang), whole=True)
    return 130 if ended == "interrupt" else 0
