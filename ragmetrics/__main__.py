"""The command line: ``python -m ragmetrics eval QRELS RUN -m nDCG@10 [-q] [-c]``, ``python -m ragmetrics drill`` and
``python -m ragmetrics compare QRELS RUN_A RUN_B ... -m nDCG@10``."""

from __future__ import annotations

import argparse
import sys

__all__ = ["main"]


def _eval(args) -> int:
    from .evaluate import evaluate
    from .trec import read_qrels, read_run
    from .trec_columns import evaluate_files

    missing_queries = "zero" if args.complete else "skip"
    # A run file is read straight to ranks (pyarrow's reader when installed, else a lean loop); when those
    # readers cannot prove they read it as read_run does, read_run and evaluate run as before, with their errors.
    results = None if args.run == "-" else evaluate_files(args.qrels, args.run, args.measure, missing_queries=missing_queries)
    if results is None:
        # '-' reads the run from standard input, as trec_eval does (for the run only, as trec_eval).
        run = read_run(sys.stdin.buffer if args.run == "-" else args.run)
        results = evaluate(read_qrels(args.qrels), run, args.measure, missing_queries=missing_queries)
    print(results.to_trec(per_query=args.per_query, trec_names=args.trec_names, digits=args.digits))
    return 0


MAX_DIGITS = 17  # a float64 has 17 significant digits; more decimals print only noise


def _digits(text: str) -> int:
    """--digits: an int from 0 to MAX_DIGITS (argparse prints the message and exits with 2)."""
    try:
        value = int(text)
    except ValueError:
        value = None
    if value is None or not 0 <= value <= MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"must be an int from 0 to {MAX_DIGITS} (got {text!r})")
    return value


def _drill(args) -> int:
    from .course.drills import run_drill_cli  # the course part: loaded only for this command

    return run_drill_cli(lang=args.lang, n=args.n, seed=args.seed, stdin=sys.stdin, stdout=sys.stdout)


def _compare(args) -> int:
    from pathlib import Path

    from .significance import compare
    from .trec import read_qrels, read_run

    runs = {}
    for path in args.runs:
        name = Path(path).stem
        runs[name if name not in runs else f"{name} ({len(runs) + 1})"] = read_run(path)
    result = compare(read_qrels(args.qrels), runs, args.measure, baseline=args.baseline, test=args.test,
                     n_resamples=args.n_resamples, seed=args.seed, correction=args.correction, alpha=args.alpha)
    print(result.table())
    return 0


def _resamples(text: str):
    """--n-resamples: a positive int, or 'exact' for every sign pattern (randomization, at most 20 queries)."""
    return None if text == "exact" else int(text)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ragmetrics", description="Exact retrieval metrics, as trec_eval computes them.")
    commands = parser.add_subparsers(dest="command", required=True)
    ev = commands.add_parser("eval", help="evaluate a TREC run file against a qrels file")
    ev.add_argument("qrels", help="qrels file: qid iter docno grade")
    ev.add_argument("run", help="run file: qid Q0 docno rank score tag ('-' for standard input)")
    ev.add_argument("-m", "--measure", action="append", required=True, help="a measure such as nDCG@10, P@5, RR, AP, P(rel=2)@5 (repeatable)")
    ev.add_argument("-q", "--per-query", action="store_true", help="also print each query's values")
    ev.add_argument("-c", "--complete", action="store_true", help="average over every qrels query, a missing one scoring 0 (trec_eval -c)")
    ev.add_argument("--trec-names", action="store_true", help="print trec_eval's measure names (ndcg_cut_10, P_5...) to diff against its output")
    ev.add_argument("--digits", type=_digits, default=4, help=f"decimals printed, 0 to {MAX_DIGITS} (default 4, as trec_eval)")
    ev.set_defaults(handler=_eval)
    drill = commands.add_parser("drill", help="interview practice: random ranking questions, checked as you answer")
    drill.add_argument("--lang", choices=("en", "es", "zh"), default="en", help="language of the questions and feedback")
    drill.add_argument("--n", type=int, default=10, help="number of questions (default 10; each drawn when it is asked, so any number starts at once)")
    drill.add_argument("--seed", type=int, default=None, help="seed for a reproducible set of questions")
    drill.set_defaults(handler=_drill)
    _add_compare(commands)
    return parser


def _add_compare(commands) -> None:
    cmp = commands.add_parser("compare", help="is B really better than A? paired tests of runs against the first (the baseline)")
    cmp.add_argument("qrels", help="qrels file: qid iter docno grade")
    cmp.add_argument("runs", nargs="+", metavar="RUN", help="run files; the first is the baseline unless --baseline names another")
    cmp.add_argument("-m", "--measure", action="append", required=True, help="a measure such as nDCG@10, RR, AP (repeatable)")
    cmp.add_argument("--baseline", default=None, help="the baseline run's file name (default: the first run)")
    cmp.add_argument("--test", choices=("randomization", "bootstrap", "t-test", "wilcoxon"), default="randomization",
                     help="paired test (default randomization)")
    cmp.add_argument("--n-resamples", type=_resamples, default=10_000,
                     help="resamples of the randomization or bootstrap test (default 10000; 'exact': every sign pattern)")
    cmp.add_argument("--seed", type=int, default=None, help="seed of the resampling, for reproducible p-values")
    cmp.add_argument("--correction", choices=("holm", "bonferroni", "none"), default="holm",
                     help="multiple-comparison correction over every comparison (default holm)")
    cmp.add_argument("--alpha", type=float, default=0.05, help="significance level of the corrected p-values (default 0.05)")
    cmp.set_defaults(handler=_compare)


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    try:
        return args.handler(args)
    except (ValueError, TypeError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
