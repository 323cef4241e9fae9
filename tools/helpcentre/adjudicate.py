"""Adjudicate the two annotation passes of the help-centre corpus into annotations/adjudicated.jsonl.

The rule (annotations/ADJUDICATION.md): for every (language, query, article), if pass A and pass B give
the article the same grade (the maximum grade of its spans, 0 when unmarked), the adjudicated file keeps
pass A's spans for it; if they differ, the decision in ``DECISIONS`` below says which pass's spans are
kept ("a" or "b"), with its reason. A decision is taken once per (query, article) and applies to the
three languages (the passes' disagreements are the same in en, es and zh). Where the passes agree on
an article's grade but not on its spans, pass A's spans are kept unless ``SPAN_DECISIONS`` says to keep
pass B's (a span pass A missed that a retriever's top passage holds: a passage graded 0 by mistake).

The script refuses to write when the disagreements and ``DECISIONS`` do not match one to one (a pass
changed, or a decision is stale), then prints the agreement table of ADJUDICATION.md.

    python tools/helpcentre/adjudicate.py           # writes adjudicated.jsonl, prints the tables
    python tools/helpcentre/adjudicate.py --check   # only compares, writes nothing
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from ragmetrics_course.datasets.helpcentre import DATA, LANGS  # noqa: E402  (after the path is set)

ANNOTATIONS = DATA / "annotations"

# (query_id, doc_id): (side, A's grade, B's grade, reason). The grades are the article grades each pass
# gave; they are checked against the files, so that a decision cannot outlive the disagreement it settles.
DECISIONS = {
    ("q01", "promos-codes"): ("a", 2, 0,
        "'can be returned within the usual 30 days' restates the general window in passing: a reader "
        "learns the answer, from a sentence about another case (2)"),
    ("q28", "promos-codes"): ("a", 2, 0,
        "as q01: the sentence states the usual 30-day window (2)"),
    ("q57", "promos-codes"): ("a", 2, 0,
        "as q01: the sentence states the usual 30-day window (2)"),
    ("q05", "promos-welcome"): ("b", 2, 0,
        "the welcome code's 30 days is another case, and a different value from the general 60 days: "
        "restricted statements are not marked for a general question (guidelines 4)"),
    ("q07", "promos-price-protection"): ("a", 0, 1,
        "price protection's 14 days is one of the named near misses that are not marked for a return-"
        "window question (guidelines 3)"),
    ("q07", "returns-policy"): ("a", 2, 3,
        "'15 November to 31 December ... until 31 January' does not say that Black Friday is in that "
        "range: the reader has to supply it, so part of the answer (2); returns-holiday names Black "
        "Friday (3)"),
    ("q09", "returns-how"): ("a", 2, 0,
        "the refund reaches PayPal after the 3-business-day check and then 1-3 days: the check is one "
        "piece of the time asked (2)"),
    ("q09", "returns-policy"): ("a", 2, 0,
        "as returns-how: the 3-day check is a piece of the refund time (2)"),
    ("q13", "shipping-tracking"): ("b", 2, 3,
        "'Available at pickup point: you have 7 days to collect it' answers fully on its own (3)"),
    ("q15", "plus-trial"): ("b", 2, 3,
        "the sentence gives both prices, annual and monthly: a full answer (3); B's span is the whole "
        "sentence, A's a fragment"),
    ("q16", "plus-overview"): ("b", 2, 3,
        "'New members can try it free for 30 days' answers fully on its own (3)"),
    ("q20", "returns-holiday"): ("a", 1, 2,
        "says only that the holiday extension does not apply to opened in-ear headphones, not what the "
        "rule is: context (1)"),
    ("q20", "returns-policy"): ("b", 0, 1,
        "'personal care ... cannot be returned once unsealed' is the rule's class without naming "
        "headphones: on topic, not an answer (1)"),
    ("q29", "shipping-tracking"): ("b", 0, 1,
        "the status 'Delivery attempted: nobody was at home' names the situation but not what happens "
        "next: on topic, not an answer (1, the grade's definition)"),
    ("q30", "returns-exchange"): ("b", 0, 2,
        "'3.95 euros is charged, as for a return' restates the return cost in passing, as q01's promos-"
        "codes does for the window (2)"),
    ("q30", "returns-holiday"): ("b", 2, 3,
        "'Return costs are the same as the rest of the year: free if faulty ... 3.95 euros otherwise' "
        "states the whole rule (3); repeats are not demoted"),
    ("q30", "returns-policy"): ("b", 2, 3,
        "'For any other reason, 3.95 euros is deducted ... unless you are a Marea Plus member' answers "
        "the question alone (3)"),
    ("q33", "payments-methods"): ("b", 0, 3,
        "'Pay in 3: three interest-free instalments for orders from 90 to 1,000 euros' answers fully (3),"
        " as payments-instalments does"),
    ("q37", "returns-policy"): ("b", 0, 2,
        "'after the 30 days, it is covered by the 3-year legal guarantee' is the 'eight months is "
        "covered' piece (2)"),
    ("q37", "warranty-claim"): ("b", 0, 2,
        "'Making a claim is free' is the 'for free' piece (2)"),
    ("q37", "warranty-legal"): ("b", 3, 2,
        "'we repair it ... at no cost' does not say that eight months is covered, and '3 years' does not "
        "say free: no span answers alone, so pieces (2)"),
    ("q42", "orders-status"): ("b", 0, 2,
        "'no tracking update for 5 business days: see Late or lost parcel' is the when-to-act piece (2)"),
    ("q43", "digital-delivery"): ("b", 0, 2,
        "the 7-day digital rule, stated here as in returns-digital (2 there): repeats are not demoted (2)"),
    ("q44", "payments-methods"): ("b", 0, 2,
        "'Companies with a Marea for Business account can pay by transfer against invoice' is the invoice"
        " piece (2)"),
    ("q50", "orders-status"): ("b", 2, 3,
        "the whole sentence (carrier's name and tracking number emailed, card charged at this moment) "
        "says when the card is charged (3); A's span cut the sentence"),
    ("q54", "orders-status"): ("b", 0, 2,
        "'no tracking update for 5 business days: see Late or lost parcel' says when to act, not whom to "
        "contact (2)"),
    ("q54", "shipping-delayed-lost"): ("b", 2, 3,
        "'Contact us if the tracking has not been updated for 5 business days' answers as fully as "
        "shipping-tracking's sentence, graded 3 by both (3)"),
    ("q55", "plus-cancel"): ("b", 3, 2,
        "the annual-plan paragraph does not answer for a monthly member: no span answers both plans, so "
        "three pieces (2)"),
    ("q56", "orders-place"): ("b", 2, 3,
        "'You can order ... with a Marea account or as a guest' answers fully (3)"),
    ("q66", "payments-when-charged"): ("b", 0, 2,
        "'Pre-orders are charged on the day the product ships' is the have-I-paid piece, as orders-"
        "preorder's (2)"),
    ("q68", "shipping-international"): ("a", 1, 0,
        "Portugal's standard shipping (6.95 euros, free from 79) is the same zone and subject, and a "
        "system might answer from it without Plus: context (1)"),
}

# (query_id, doc_id): (side, the article grade both passes gave, reason). Agreed grades whose spans are taken
# from pass B instead of pass A; checked against the files like DECISIONS (same grade, spans that differ).
SPAN_DECISIONS = {
    ("q31", "promos-price-protection"): ("b", 3,
        "the article's opening sentence ('Bought something and saw the price go down a few days later? With "
        "price protection we refund the difference') says that there is a way to get the money back, without "
        "its conditions: a piece of the answer (2) that pass B marked and pass A missed; the paragraph that "
        "holds it was left unjudged, so a retriever ranking it first was counted as a miss"),
}


def _jsonl(path: Path) -> list:
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def _by_pair(rows: list) -> dict:
    grouped: dict = {}
    for row in rows:
        grouped.setdefault((row["lang"], row["query_id"], row["doc_id"]), []).append(row)
    return grouped


def adjudicate() -> tuple[list, list]:
    """(adjudicated spans, problems): the spans to write, and what does not match ``DECISIONS``."""
    a = _by_pair(_jsonl(ANNOTATIONS / "pass_a.jsonl"))
    b = _by_pair(_jsonl(ANNOTATIONS / "pass_b.jsonl"))
    grade = lambda spans: max((s["grade"] for s in spans), default=0)  # noqa: E731
    problems, spans, used, used_spans = [], [], set(), set()
    for key in sorted(set(a) | set(b), key=lambda k: (LANGS.index(k[0]), k[1], k[2])):
        lang, qid, doc_id = key
        ga, gb = grade(a.get(key, [])), grade(b.get(key, []))
        if ga == gb:
            span_decision = SPAN_DECISIONS.get((qid, doc_id))
            if span_decision is None:
                spans += a.get(key, [])
                continue
            side, agreed, _ = span_decision
            same = {(s["start"], s["end"], s["grade"]) for s in a.get(key, [])} == \
                {(s["start"], s["end"], s["grade"]) for s in b.get(key, [])}
            if agreed != ga or same:
                problems.append(f"{lang} {qid} {doc_id}: the span decision was for an agreed grade {agreed} with "
                                f"different spans, now A {ga} vs B {gb}{' with the same spans' if same else ''}")
            used_spans.add((qid, doc_id))
            spans += (a if side == "a" else b).get(key, [])
            continue
        decision = DECISIONS.get((qid, doc_id))
        if decision is None:
            problems.append(f"{lang} {qid} {doc_id}: A {ga} vs B {gb} and no decision")
            continue
        side, da, db, _ = decision
        if (da, db) != (ga, gb):
            problems.append(f"{lang} {qid} {doc_id}: the decision was for A {da} vs B {db}, now A {ga} vs B {gb}")
        used.add((qid, doc_id))
        spans += (a if side == "a" else b).get(key, [])
    problems += [f"{qid} {doc_id}: decision with no disagreement" for qid, doc_id in sorted(set(DECISIONS) - used)]
    problems += [f"{qid} {doc_id}: span decision with no agreed article" for qid, doc_id in
                 sorted(set(SPAN_DECISIONS) - used_spans)]
    return spans, problems


def agreement_table() -> str:
    """The kappa table of ADJUDICATION.md, computed from the two passes."""
    from ragmetrics import agreement
    from ragmetrics_course.datasets.helpcentre import judgment_pairs

    rows = ["| language | level | items | raw agreement | kappa | quadratic kappa | binary kappa (grade >= 2) |",
            "|---|---|---|---|---|---|---|"]
    for level in ("article", "paragraph"):
        for lang in (*LANGS, "all"):
            langs = LANGS if lang == "all" else (lang,)
            a, b = [], []
            for each in langs:
                _, ga, gb = judgment_pairs(each, level)
                a += ga
                b += gb
            scale = [0, 1, 2, 3]
            plain = agreement(a, b, labels=scale)
            quadratic = agreement(a, b, weights="quadratic", labels=scale)
            binary = agreement([g >= 2 for g in a], [g >= 2 for g in b], labels=[False, True])
            rows.append(f"| {lang} | {level} | {plain.n} | {plain.raw:.3f} | {plain.kappa:.3f} | "
                        f"{quadratic.kappa:.3f} | {binary.kappa:.3f} |")
    return "\n".join(rows)


def versus_adjudicated_table() -> str:
    """Each pass against the adjudicated qrels (article level): how far each one was from the result."""
    from ragmetrics import agreement
    from ragmetrics_course.datasets.helpcentre import judgment_pairs

    rows = ["| pass | items | raw agreement | kappa | quadratic kappa | binary kappa (grade >= 2) |",
            "|---|---|---|---|---|---|"]
    for side in ("a", "b"):
        a, b = [], []
        for lang in LANGS:
            _, ga, gb = judgment_pairs(lang, "article", passes=(side, "adjudicated"))
            a += ga
            b += gb
        plain = agreement(a, b, labels=[0, 1, 2, 3])
        quadratic = agreement(a, b, weights="quadratic", labels=[0, 1, 2, 3])
        binary = agreement([g >= 2 for g in a], [g >= 2 for g in b], labels=[False, True])
        rows.append(f"| {side.upper()} vs adjudicated | {plain.n} | {plain.raw:.3f} | {plain.kappa:.3f} | "
                    f"{quadratic.kappa:.3f} | {binary.kappa:.3f} |")
    return "\n".join(rows)


def span_overlap() -> str:
    """Character F1 between the passes' marked characters, over the articles both passes marked."""
    a = _by_pair(_jsonl(ANNOTATIONS / "pass_a.jsonl"))
    b = _by_pair(_jsonl(ANNOTATIONS / "pass_b.jsonl"))
    rows = ["| language | articles marked by both | character F1 (micro) | identical span sets |", "|---|---|---|---|"]
    for lang in LANGS:
        both = [key for key in a if key in b and key[0] == lang]
        common = marked_a = marked_b = same = 0
        for key in both:
            chars_a = {i for s in a[key] for i in range(s["start"], s["end"])}
            chars_b = {i for s in b[key] for i in range(s["start"], s["end"])}
            common += len(chars_a & chars_b)
            marked_a += len(chars_a)
            marked_b += len(chars_b)
            spans = lambda rows: {(s["start"], s["end"], s["grade"]) for s in rows}  # noqa: E731
            same += spans(a[key]) == spans(b[key])
        rows.append(f"| {lang} | {len(both)} | {2 * common / (marked_a + marked_b):.3f} | {same} |")
    return "\n".join(rows)


def main(argv: list) -> int:
    spans, problems = adjudicate()
    if problems:
        print("\n".join(problems))
        return 1
    if "--check" not in argv:
        with open(ANNOTATIONS / "adjudicated.jsonl", "w", encoding="utf-8") as out:
            for span in spans:
                out.write(json.dumps(span, ensure_ascii=False) + "\n")
        print(f"wrote {len(spans)} spans to {ANNOTATIONS / 'adjudicated.jsonl'}")
    print(agreement_table(), versus_adjudicated_table(), span_overlap(), sep="\n\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
