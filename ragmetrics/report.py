"""``python -m ragmetrics report``: one self-contained HTML page and a Markdown summary for a pull request.

From TREC files (``--qrels Q RUN [RUN ...]``: the runs compared against the first) or from RAG records
(``REC.jsonl [REC2.jsonl ...]``: evaluated with ``evaluate_rag``, later files compared with the first).
The page has the tables, the plots as inline SVG (matplotlib), the worst queries with their texts, and
the settings and versions used; it loads nothing from anywhere (no CDN, no font, no script). It is
rendered with Jinja2 (the ``report`` extra); without Jinja2 the command says so and exits 2.
"""

from __future__ import annotations

import datetime
import hashlib
import math
import platform
import sys
from pathlib import Path

__all__ = ["build_report", "add_report_command", "run_report_command"]

PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>{{ title }}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#212529}
table{display:block;overflow-x:auto;border-collapse:collapse;margin:0.5rem 0 1.5rem}th,td{border:1px solid #dee2e6;padding:0.3rem 0.6rem;text-align:left;vertical-align:top}
td.n{text-align:right;font-variant-numeric:tabular-nums}th{background:#f1f3f5}.bad{color:#c92a2a}.good{color:#2b8a3e}
.q{max-width:520px}.small{font-size:0.85rem;color:#495057}details{margin:0.2rem 0}svg{max-width:100%;height:auto}
pre{white-space:pre-wrap;font-size:0.8rem;background:#f8f9fa;padding:0.4rem}
</style></head><body>
<h1>{{ title }}</h1>
<p class="small">{{ subtitle }}</p>
{% for table in tables %}
<h2>{{ table.title }}</h2>
<table><thead><tr>{% for h in table.header %}<th>{{ h }}</th>{% endfor %}</tr></thead><tbody>
{% for row in table.rows %}<tr>{% for cell in row %}<td class="{{ 'n' if cell.num else '' }} {{ cell.cls or '' }}">{{ cell.text }}</td>{% endfor %}</tr>
{% endfor %}</tbody></table>
{% if table.note %}<p class="small">{{ table.note }}</p>{% endif %}
{% endfor %}
{% if plots %}<h2>Plots</h2>{% for plot in plots %}<figure>{{ plot | safe }}</figure>{% endfor %}
{% else %}<p class="small">{{ no_plots }}</p>{% endif %}
<h2>{{ worst_title }}</h2>
<table><thead><tr>{% for h in worst_header %}<th>{{ h }}</th>{% endfor %}</tr></thead><tbody>
{% for w in worst %}<tr><td>{{ w.id }}</td><td class="q">{{ w.text }}{% for label, body in w.details %}
<details><summary>{{ label }}</summary><pre>{{ body }}</pre></details>{% endfor %}</td>
{% for v in w["vals"] %}<td class="n">{{ v }}</td>{% endfor %}</tr>
{% endfor %}</tbody></table>
<h2>Settings and versions</h2>
<table><tbody>{% for key, value in settings %}<tr><th>{{ key }}</th><td>{{ value }}</td></tr>{% endfor %}</tbody></table>
</body></html>
"""


def _jinja():
    try:
        import jinja2
    except ImportError:
        raise ImportError("the report needs Jinja2, an optional extra: pip install 'ragmetrics[report]' "
                          "(or pip install jinja2 matplotlib)") from None
    return jinja2


def _cell(text, num=False, cls=None) -> dict:
    return {"text": text, "num": num, "cls": cls}


def _f(value: float, sign: bool = False) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "–"
    return f"{value:+.4f}" if sign else f"{value:.4f}"


def _file_line(path) -> str:
    p = Path(path)
    digest = hashlib.sha256(p.read_bytes()).hexdigest()[:12] if p.is_file() else "?"
    return f"{p} ({p.stat().st_size:,} bytes, sha256 {digest}…)" if p.is_file() else str(p)


def _versions() -> list:
    out = [("python", platform.python_version())]
    for name in ("ragmetrics", "numpy", "jinja2", "matplotlib", "pandas"):
        module = sys.modules.get(name)
        if module is None and name != "pandas":
            try:
                module = __import__(name)
            except ImportError:
                module = None
        out.append((name, getattr(module, "__version__", "not installed") if module else "not installed"))
    return out


def _svg(make) -> list:
    try:
        from .plots import figure_svg

        return [figure_svg(make())]
    except ImportError:
        return []


# ---------------------------------------------------------------------------------------------- runs


def _runs_report(args) -> dict:
    from .io import read_qrels_file
    from .significance import compare, format_p
    from .trec import read_run

    qrels = read_qrels_file(args.qrels)
    names = []
    runs = {}
    for path in args.inputs:
        name = Path(path).stem
        name = name if name not in runs else f"{name} ({len(runs) + 1})"
        names.append(name)
        runs[name] = read_run(path)
    if len(runs) == 1:  # one run: compared with itself would say nothing; a table of means and the worst queries
        return _one_run_report(args, qrels, names[0], runs[names[0]])
    result = compare(qrels, runs, args.measure, test=args.test, n_resamples=args.n_resamples, seed=args.seed)
    resolution = result.n_resamples if result.test in ("randomization", "bootstrap") else None
    rows = []
    for m in result.measures:
        rows.append([_cell(result.baseline + " (baseline)"), _cell(m), _cell(_f(result.means[result.baseline][m]), True)]
                    + [_cell("") for _ in range(4)])
        for r in (r for r in result.rows if r.measure == m):
            cls = ("good" if r.difference > 0 else "bad") if r.significant else None
            rows.append([_cell(r.system), _cell(m), _cell(_f(r.mean), True), _cell(_f(r.difference, True), True, cls),
                         _cell(f"[{_f(r.ci[0], True)}, {_f(r.ci[1], True)}]", True),
                         _cell(format_p(r.p_value, resolution), True), _cell(format_p(r.p_adjusted, resolution), True)])
    header = ["system", "measure", "mean", "difference", f"{result.confidence:.0%} CI", "p", f"p ({result.correction})"]
    table = {"title": "Comparison with the baseline", "header": header, "rows": rows, "note": result.table().splitlines()[-1]}
    first = result.rows[0]
    diffs = result.differences(first.system, first.measure)
    queries = _queries(args.queries)
    worst = sorted(diffs.items(), key=lambda item: item[1])[: args.worst]
    base_pq = {q: v for q, v in zip(result.queries, result._per_query[result.baseline][first.measure].tolist())}
    cand_pq = {q: v for q, v in zip(result.queries, result._per_query[first.system][first.measure].tolist())}
    worst_rows = [{"id": q, "text": queries.get(q, ""), "details": [],
                   "vals": [_f(base_pq[q]), _f(cand_pq[q]), _f(d, True)]} for q, d in worst]
    plots = []
    for r in result.rows:
        plots += _svg(lambda r=r: result.plot(r.system, r.measure).figure)
    md = ["| system | measure | mean | diff | CI | p (Holm) |", "|---|---|---:|---:|---|---:|"]
    md += [f"| {r.system} | {r.measure} | {r.mean:.4f} | {r.difference:+.4f} | [{r.ci[0]:+.4f}, {r.ci[1]:+.4f}] | "
           f"{format_p(r.p_adjusted, resolution)}{' *' if r.significant else ''} |" for r in result.rows]
    md += ["", f"Baseline **{result.baseline}**; {result.table().splitlines()[-1]}", "",
           f"Largest drops of {first.system} on {first.measure}: "
           + ", ".join(f"`{q}` {d:+.4f}" for q, d in worst)]
    return {"title": f"Retrieval report: {', '.join(names)}", "tables": [table], "plots": plots,
            "worst_title": f"Worst queries: largest drop of {first.system} against {result.baseline} on {first.measure}",
            "worst_header": ["query", "text", result.baseline, first.system, "difference"], "worst": worst_rows,
            "markdown": "\n".join(md), "settings": [("qrels", _file_line(args.qrels))]
            + [(f"run {n}", _file_line(p)) for n, p in zip(names, args.inputs)]
            + [("measures", ", ".join(result.measures)), ("test", result.test), ("resamples", str(result.n_resamples)),
               ("seed", str(result.seed)), ("correction", result.correction)]}


def _one_run_report(args, qrels, name, run) -> dict:
    from .evaluate import evaluate

    results = evaluate(qrels, run, args.measure, missing_queries="zero")
    measures = list(results.mean)
    rows = [[_cell(m), _cell(_f(results.mean[m]), True), _cell(str(len(results.per_query)), True)] for m in measures]
    queries = _queries(args.queries)
    first = measures[0]
    worst = sorted(results.per_query.items(), key=lambda item: item[1][first])[: args.worst]
    worst_rows = [{"id": q, "text": queries.get(q, ""), "details": [], "vals": [_f(v[m]) for m in measures]}
                  for q, v in worst]
    md = ["| measure | mean |", "|---|---:|"] + [f"| {m} | {results.mean[m]:.4f} |" for m in measures]
    return {"title": f"Retrieval report: {name}", "plots": [],
            "tables": [{"title": "Means", "header": ["measure", "mean", "queries"], "rows": rows,
                        "note": "every judged query counted; a query the run lacks scores 0"}],
            "worst_title": f"Worst queries on {first}", "worst_header": ["query", "text", *measures], "worst": worst_rows,
            "markdown": "\n".join(md), "settings": [("qrels", _file_line(args.qrels)), (f"run {name}", _file_line(args.inputs[0])),
                                                    ("measures", ", ".join(measures))]}


def _queries(path) -> dict:
    """{qid: text} from a BEIR queries.jsonl or a TSV ``qid<TAB>text`` (empty without a file)."""
    if not path:
        return {}
    import json

    from .io import open_text

    out = {}
    with open_text(Path(path)) as handle:
        for line in handle:
            if not line.strip():
                continue
            if line.lstrip().startswith("{"):
                row = json.loads(line)
                out[str(row["_id"])] = str(row.get("text", ""))
            else:
                qid, _, text = line.rstrip("\r\n").partition("\t")
                out[qid] = text
    return out


# ------------------------------------------------------------------------------------------- records


def _records_report(args) -> dict:
    from .io import read_qrels_file, read_records
    from .rag import evaluate_rag
    from .significance import format_p, paired_test

    qrels = None if args.qrels is None else read_qrels_file(args.qrels)
    sep = getattr(args, "doc_id_sep", None)
    results = [evaluate_rag(read_records(path, doc_id_of=sep) if sep else path, args.measure, qrels=qrels, seed=args.seed,
                            n_resamples=args.n_resamples)
               for path in args.inputs]
    main = results[0]
    level = f"{main.settings['confidence']:.0%} CI"
    rows = [[_cell(m), _cell(_f(main.mean[m]), True), _cell(f"[{_f(main.ci[m][0])}, {_f(main.ci[m][1])}]", True),
             _cell(str(main.n[m]), True)] for m in main.metrics]
    tables = [{"title": f"{Path(args.inputs[0]).name}: {len(main.per_question)} questions", "rows": rows,
               "header": ["metric", "mean", level, "n"],
               "note": f"{sum(1 for r in main.per_question if r['error'])} questions with an error; bootstrap "
                       f"{main.settings['n_resamples']} resamples, seed {main.settings['seed']}"}]
    md = [f"| metric | mean | {level} | n |", "|---|---:|---|---:|"]
    md += [f"| {m} | {main.mean[m]:.4f} | [{main.ci[m][0]:.4f}, {main.ci[m][1]:.4f}] | {main.n[m]} |" for m in main.metrics]
    for path, other in zip(args.inputs[1:], results[1:]):
        table, lines = _records_comparison(main, other, Path(args.inputs[0]).name, Path(path).name, paired_test, format_p, args)
        tables.append(table)
        md += ["", *lines]
    worst = main.worst(args.worst)
    worst_rows = [{"id": r["query_id"], "text": r["question"],
                   "details": [("answer", r["answer"]), ("reference", r["reference"] or "–"),
                               ("contexts", "\n---\n".join(r["contexts"]))]
                   + [(f"{m}: reasons", r["reasons"][m]) for m in main.metrics if r["reasons"].get(m)]
                   + ([("error", r["error"])] if r["error"] else []),
                   "vals": [_f(r[m]) for m in main.metrics]} for r in worst]
    md += ["", "Worst questions: " + "; ".join(f"`{r['query_id']}` {r['question'][:60]}" for r in worst)]
    return {"title": f"RAG report: {', '.join(Path(p).name for p in args.inputs)}", "tables": tables,
            "plots": _svg(lambda: main.plot(n_worst=args.worst)), "worst_title": "Worst questions (lowest mean of their metrics)",
            "worst_header": ["id", "question", *main.metrics], "worst": worst_rows, "markdown": "\n".join(md),
            "settings": [(f"records {i + 1}", _file_line(p)) for i, p in enumerate(args.inputs)]
            + [(k, str(v)) for k, v in main.settings.items() if k not in ("ragmetrics", "numpy", "python")]}


def _records_comparison(main, other, name_a, name_b, paired_test, format_p, args) -> tuple:
    rows_a = {r["query_id"]: r for r in main.per_question}
    rows_b = {r["query_id"]: r for r in other.per_question}
    rows, lines = [], [f"**{name_b}** against **{name_a}** (paired by query id, {args.test} test):", "",
                       "| metric | diff | CI | p |", "|---|---:|---|---:|"]
    for m in (m for m in main.metrics if m in other.metrics):
        qids = [q for q in rows_a if q in rows_b and not math.isnan(rows_a[q][m]) and not math.isnan(rows_b[q][m])]
        if len(qids) < 2:
            continue
        t = paired_test([rows_a[q][m] for q in qids], [rows_b[q][m] for q in qids], test=args.test,
                        n_resamples=args.n_resamples, seed=args.seed)
        p = format_p(t.p_value, t.n_resamples if t.test in ("randomization", "bootstrap") else None)
        rows.append([_cell(m), _cell(_f(t.mean_difference, True), True), _cell(f"[{_f(t.ci[0], True)}, {_f(t.ci[1], True)}]", True),
                     _cell(p, True), _cell(str(len(qids)), True)])
        lines.append(f"| {m} | {t.mean_difference:+.4f} | [{t.ci[0]:+.4f}, {t.ci[1]:+.4f}] | {p} |")
    table = {"title": f"{name_b} against {name_a}", "header": ["metric", "difference", "CI", "p", "n"], "rows": rows,
             "note": f"paired {args.test} test on the questions both files score (no correction across metrics)"}
    return table, lines


# ---------------------------------------------------------------------------------------- build and CLI


def build_report(args) -> tuple:
    """(HTML page, Markdown summary) for parsed ``report`` arguments."""
    from .gate import RECORD_SUFFIXES

    jinja2 = _jinja()
    kinds = {str(p).lower().endswith(RECORD_SUFFIXES) for p in args.inputs}
    if len(kinds) != 1:
        raise ValueError("the inputs must be all run files or all records files (.jsonl, .json, .csv)")
    if kinds == {True}:
        page = _records_report(args)
    else:
        if not args.qrels or not args.measure:
            raise ValueError("run files need --qrels and at least one -m/--measure")
        page = _runs_report(args)
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    page["settings"] = page["settings"] + [("command", "python -m ragmetrics " + " ".join(args.argv))] + _versions() \
        + [("generated", stamp)]
    page["subtitle"] = f"ragmetrics report, generated {stamp}"
    page["no_plots"] = "No plots: matplotlib is not installed (pip install 'ragmetrics[report]')."
    html = jinja2.Environment(autoescape=True).from_string(PAGE).render(**page)
    markdown = f"### {page['title']}\n\n{page['markdown']}\n"
    return html, markdown


def add_report_command(commands) -> None:
    """``python -m ragmetrics report``: registered by ``__main__``."""
    r = commands.add_parser("report", help="a self-contained HTML report and a Markdown summary, from TREC files or RAG records")
    r.add_argument("inputs", nargs="+", help="TREC run files (the first is the baseline), or records files (.jsonl, .csv)")
    r.add_argument("--qrels", default=None, help="qrels (TREC file, BEIR .tsv or BEIR folder); needed for runs")
    r.add_argument("-m", "--measure", action="append", default=None, help="measure or generation metric (repeatable)")
    r.add_argument("-o", "--output", default="report.html", help="the HTML page to write (default report.html)")
    r.add_argument("--markdown", default=None, help="the Markdown summary to write (default: next to the page, .md)")
    r.add_argument("--queries", default=None, help="query texts for the worst queries: BEIR queries.jsonl or qid<TAB>text")
    r.add_argument("--worst", type=int, default=10, help="number of worst queries shown (default 10)")
    r.add_argument("--test", choices=("randomization", "bootstrap", "t-test", "wilcoxon"), default="randomization")
    r.add_argument("--n-resamples", type=int, default=10_000)
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--doc-id-sep", default=None, metavar="SEP",
                   help="records files: retrieved ids are chunk ids 'DOC<SEP>n'; map them to document ids (first chunk keeps the rank)")
    r.set_defaults(handler=run_report_command)


def run_report_command(args) -> int:
    args.argv = sys.argv[1:]
    try:
        html, markdown = build_report(args)
    except ImportError as error:  # Jinja2 (the 'report' extra) is missing: say so, exit as for bad input
        print(f"error: {error}", file=sys.stderr)
        return 2
    out = Path(args.output)
    out.write_text(html, encoding="utf-8")
    md_path = Path(args.markdown) if args.markdown else out.with_suffix(".md")
    md_path.write_text(markdown, encoding="utf-8")
    print(f"wrote {out} ({len(html):,} bytes) and {md_path}")
    return 0
