"""The command line: ``python -m ragmetrics eval QRELS RUN -m nDCG@10 [-q] [-c]``,
``python -m ragmetrics compare QRELS RUN_A RUN_B ... -m nDCG@10`` and
``python -m ragmetrics agreement QRELS_A QRELS_B [--weights linear|quadratic] [--level L]``,
``python -m ragmetrics gate --qrels Q --baseline A --candidate B -m nDCG@10 --margin 0.01`` (ragmetrics.gate) and
``python -m ragmetrics report ...`` (ragmetrics.report).

Exit codes: 0 done; 1 the gate found a regression; 2 bad input or options (one line on stderr); 3 out of memory
(one line); 130 interrupted (Ctrl-C); 141 the output pipe was closed (``... | head``; quiet, as a program killed
by SIGPIPE).
"""

from __future__ import annotations

import argparse
import re
import sys

__all__ = ["main"]


def _eval(args) -> int:
    from .evaluate import evaluate
    from .trec import read_qrels, read_run
    from .trec_columns import evaluate_files

    missing_queries = "zero" if args.complete else "skip"
    # A run file is read straight to ranks (pyarrow's reader when installed, else a lean loop); when those
    # readers cannot prove they read it as read_run does, read_run and evaluate run as before, with their errors.
    options = {"missing_queries": missing_queries, "score_precision": args.score_precision}
    results = None if args.run == "-" else evaluate_files(args.qrels, args.run, args.measure, **options)
    if results is None:
        # '-' reads the run from standard input, as trec_eval does (for the run only, as trec_eval).
        run = read_run(sys.stdin.buffer if args.run == "-" else args.run)
        results = evaluate(read_qrels(args.qrels), run, args.measure, **options)
    print(results.to_trec(per_query=args.per_query, trec_names=args.trec_names, digits=args.digits))
    return 0


MAX_DIGITS = 17  # a float64 has 17 significant digits; more decimals print only noise


def _ascii_int(text: str) -> int | None:
    """An ASCII [+-]digits int, else None: int() would also read '٣' and '３' and '1_0'."""
    stripped = text.strip()
    body = stripped[1:] if stripped[:1] in "+-" else stripped
    if not body.isascii() or not body.isdigit() or len(body) > 100:
        return None
    return int(stripped)


def _digits(text: str) -> int:
    """--digits: an int from 0 to MAX_DIGITS (argparse prints the message and exits with 2)."""
    value = _ascii_int(text)
    if value is None or not 0 <= value <= MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"must be an int from 0 to {MAX_DIGITS} (got {text!r})")
    return value


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


MAX_SCALE = 100  # agreement: the full grade scale up to this many labels, else the observed grades


def _agreement(args) -> int:
    import warnings

    from .agreement import UndefinedKappaWarning, agreement, qrels_labels
    from .trec import read_qrels

    items, a, b = qrels_labels(read_qrels(args.qrels_a), read_qrels(args.qrels_b), items=args.items, level=args.level)
    grades = sorted(set(a) | set(b))
    # The full scale from the lowest to the highest grade, so that weights see 1 and 3 as two steps apart; only
    # when it is short: grades 0 and 20000 would ask for a 20001 x 20001 matrix (3 GiB).
    labels, note = grades, None
    if all(float(g).is_integer() for g in grades):
        span = int(max(grades)) - int(min(grades)) + 1
        if span <= MAX_SCALE:
            labels = list(range(int(min(grades)), int(max(grades)) + 1))
        else:
            note = (f"grades span {int(min(grades))}..{int(max(grades))} ({span} labels, more than {MAX_SCALE}): the "
                    f"matrix has the {len(grades)} observed grades only, and weights count steps between them")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", UndefinedKappaWarning)
        result = agreement(a, b, weights=args.weights, labels=labels)
    print(_agreement_table(args, result, len(items)))
    if note:
        print(f"note: {note}", file=sys.stderr)
    for warning in caught:
        print(f"note: {warning.message}", file=sys.stderr)
    return 0


def _agreement_table(args, result, n_items: int) -> str:
    from pathlib import Path

    d = args.digits
    what = {"union": "judged by either file; a pair one file does not judge counts as grade 0 there",
            "both": "judged by both files"}[args.items]
    scale = f"binary: relevant = grade >= {args.level}" if args.level else "grades as they are"
    weights = args.weights or "none (unweighted)"
    lines = [
        f"items     {n_items} (query, doc) pairs, {what}",
        f"labels    {', '.join(map(str, result.labels))} ({scale}); weights: {weights}",
        f"kappa     {result.kappa:.{d}f}",
        f"observed  {result.observed:.{d}f}   agreement observed (weighted when weights are given)",
        f"expected  {result.expected:.{d}f}   agreement expected by chance from each file's own label counts",
        f"raw       {result.raw:.{d}f}   share of pairs with the same label",
        "",
        f"confusion matrix: rows = {Path(args.qrels_a).name} (A), columns = {Path(args.qrels_b).name} (B)",
    ]
    width = max(6, *(len(str(x)) + 1 for x in result.labels), len(str(int(result.matrix.max(initial=0)))) + 1)
    lines.append("A \\ B".ljust(width) + "".join(str(x).rjust(width) for x in result.labels) + "total".rjust(width + 1))
    for label, row in zip(result.labels, result.matrix):
        lines.append(str(label).ljust(width) + "".join(str(int(v)).rjust(width) for v in row) + str(int(row.sum())).rjust(width + 1))
    lines.append("total".ljust(width) + "".join(str(int(v)).rjust(width) for v in result.matrix.sum(axis=0))
                 + str(int(result.matrix.sum())).rjust(width + 1))
    return "\n".join(lines)


def _level(text: str) -> int:
    """--level: a positive int (argparse prints the message and exits with 2)."""
    value = _ascii_int(text)
    if value is None or value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive int: relevant means grade >= level (got {text!r})")
    return value


def _resamples(text: str):
    """--n-resamples: a positive int, or 'exact' for every sign pattern (randomization, at most 20 queries)."""
    if text == "exact":
        return None
    value = _ascii_int(text)
    if value is None or value < 1:
        raise argparse.ArgumentTypeError(f"must be a positive int or 'exact' (got {text!r}; write 1e9 as 1000000000)")
    return value


def _seed(text: str) -> int:
    """--seed: an ASCII int."""
    value = _ascii_int(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"must be an int (got {text!r})")
    return value


_ASCII_FLOAT = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def _alpha(text: str) -> float:
    """--alpha: an ASCII decimal number (float() would also read '٠.٠٥' and '0_05'); compare checks its range."""
    if not _ASCII_FLOAT.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(f"must be a number such as 0.05 (got {text!r})")
    return float(text)


def _parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of ``eval`` alone when that is the command (argparse parses that
    subcommand only, so the result is the same; gate and report, their modules and their imports, are not loaded)."""
    parser = argparse.ArgumentParser(prog="python -m ragmetrics", description="Exact retrieval metrics, as trec_eval computes them.")
    commands = parser.add_subparsers(dest="command", required=True)
    ev = commands.add_parser("eval", help="evaluate a TREC run file against a qrels file")
    ev.add_argument("qrels", help="qrels file: qid iter docno grade")
    ev.add_argument("run", help="run file: qid Q0 docno rank score tag ('-' for standard input)")
    ev.add_argument("-m", "--measure", action="append", required=True, help="a measure such as nDCG@10, P@5, RR, AP, bpref, Judged@10, P(rel=2)@5 (repeatable)")
    ev.add_argument("-q", "--per-query", action="store_true", help="also print each query's values")
    ev.add_argument("-c", "--complete", action="store_true", help="average over every qrels query, a missing one scoring 0 (trec_eval -c)")
    ev.add_argument("--trec-names", action="store_true", help="print trec_eval's measure names (ndcg_cut_10, P_5...) to diff against its output")
    ev.add_argument("--digits", type=_digits, default=4, help=f"decimals printed, 0 to {MAX_DIGITS} (default 4, as trec_eval)")
    ev.add_argument("--score-precision", choices=("float64", "float32"), default="float64",
                    help="compare scores as C doubles, as the trec_eval 10 program (default), or as floats, as pytrec_eval")
    ev.set_defaults(handler=_eval)
    if command == "eval":
        return parser
    _add_compare(commands)
    _add_agreement(commands)
    from .gate import add_gate_command  # the practitioner's commands live in their own modules
    from .report import add_report_command

    add_gate_command(commands)
    add_report_command(commands)
    return parser


def _add_agreement(commands) -> None:
    agree = commands.add_parser("agreement", help="how well two judges agree: Cohen's kappa of two qrels files, with its confusion matrix")
    agree.add_argument("qrels_a", help="first qrels file: qid iter docno grade")
    agree.add_argument("qrels_b", help="second qrels file, judging the same queries")
    agree.add_argument("--weights", choices=("linear", "quadratic"), default=None,
                       help="weighted kappa for graded labels: a disagreement of d grades counts d or d**2 (default: unweighted)")
    agree.add_argument("--level", type=_level, default=None,
                       help="compare binary labels instead: relevant = grade >= LEVEL")
    agree.add_argument("--items", choices=("union", "both"), default="union",
                       help="pairs compared: judged by either file, unjudged = 0 (default), or only those judged by both")
    agree.add_argument("--digits", type=_digits, default=4, help=f"decimals printed, 0 to {MAX_DIGITS} (default 4)")
    agree.set_defaults(handler=_agreement)


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
    cmp.add_argument("--seed", type=_seed, default=None, help="seed of the resampling, for reproducible p-values")
    cmp.add_argument("--correction", choices=("holm", "bonferroni", "none"), default="holm",
                     help="multiple-comparison correction over every comparison (default holm)")
    cmp.add_argument("--alpha", type=_alpha, default=0.05, help="significance level of the corrected p-values (default 0.05)")
    cmp.set_defaults(handler=_compare)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = _parser(argv[0] if argv else None).parse_args(argv)
    try:
        return args.handler(args)
    except BrokenPipeError:  # `... | head`: the reader has what it wanted
        _silence_stdout()
        return 141
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except MemoryError as error:  # numpy's _ArrayMemoryError too
        detail = f" ({error})" if str(error) else ""
        print(f"error: out of memory{detail}; try a smaller input or fewer resamples", file=sys.stderr)
        return 3
    except (ValueError, TypeError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's last flush does not report the closed pipe again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no file descriptor (a test's StringIO): nothing to flush into a closed pipe
        pass


if __name__ == "__main__":
    sys.exit(main())
