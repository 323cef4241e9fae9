"""The course's command line: ``python -m ragmetrics_course drill --lang zh --n 10 [--seed 3]``.

The interview drill in a terminal (the metrics' own commands are ``python -m ragmetrics eval|compare|agreement``).
"""

from __future__ import annotations

import argparse
import sys

__all__ = ["main"]


def _drill(args) -> int:
    from .drills import run_drill_cli

    return run_drill_cli(lang=args.lang, n=args.n, seed=args.seed, stdin=sys.stdin, stdout=sys.stdout)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ragmetrics_course",
                                     description="The RAG evaluation course's terminal tools.")
    commands = parser.add_subparsers(dest="command", required=True)
    drill = commands.add_parser("drill", help="interview practice: random ranking questions, checked as you answer")
    drill.add_argument("--lang", choices=("en", "es", "zh"), default="en", help="language of the questions and feedback")
    drill.add_argument("--n", type=int, default=10,
                       help="number of questions (default 10; each drawn when it is asked, so any number starts at once)")
    drill.add_argument("--seed", type=int, default=None, help="seed for a reproducible set of questions")
    drill.set_defaults(handler=_drill)
    return parser


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    try:
        return args.handler(args)
    except (ValueError, TypeError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
