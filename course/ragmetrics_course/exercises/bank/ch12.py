"""Chapter 12: judging answers (lexical metrics and why they mislead, ALCE citations, TREC 2024 RAG nuggets,
judges as classifiers, PPI, side-by-side, hallucination detection, business rates, bad-case attribution)."""

import ragmetrics as rm

from .build import choice, number
from .library import hint

# A faithfulness judge checked on labelled answers: its confusion matrix.
MATRIX = {"tp": 60, "fn": 6, "fp": 12, "tn": 22}


def _rates(i) -> tuple:
    return i["tp"] / (i["tp"] + i["fn"]), i["tn"] / (i["tn"] + i["fp"])


def _report(i):
    labels = [1] * (i["tp"] + i["fn"]) + [0] * (i["fp"] + i["tn"])
    verdicts = [1] * i["tp"] + [0] * i["fn"] + [1] * i["fp"] + [0] * i["tn"]
    return rm.judge_report(labels, verdicts)


number("12.judge_balanced_accuracy", lambda i: _report(i).balanced_accuracy, MATRIX,
       (hint("hint.ch12.accuracy", lambda i: (i["tp"] + i["tn"]) / sum(i.values())),
        hint("hint.ch12.tpr_only", lambda i: _rates(i)[0]),
        hint("hint.ch12.precision", lambda i: i["tp"] / (i["tp"] + i["fp"]))),
       facts=lambda i: {"n": sum(i.values()), "tpr": f"{_rates(i)[0]:.3f}", "tnr": f"{_rates(i)[1]:.3f}"},
       source="issue 23: judges as classifiers", topic="generation")

# One question's nuggets with the judge's assignments (castorini/nuggetizer's fields).
NUGGETS = {"nuggets": [{"importance": "vital", "assignment": "support"},
                       {"importance": "vital", "assignment": "partial_support"},
                       {"importance": "vital", "assignment": "support"},
                       {"importance": "okay", "assignment": "support"},
                       {"importance": "okay", "assignment": "not_support"}]}


def _scores(i, **changes):
    return rm.nugget_scores([{**n, **changes} for n in i["nuggets"]])


number("12.vital_strict", lambda i: _scores(i).vital_strict, NUGGETS,
       (hint("hint.ch12.all_nuggets", lambda i: _scores(i).all_strict),
        hint("hint.ch12.partial_half", lambda i: _scores(i).vital), hint("hint.ch12.all_half", lambda i: _scores(i).all)),
       facts=lambda i: {"n_vital": sum(n["importance"] == "vital" for n in i["nuggets"]),
                        "supported": sum(n["importance"] == "vital" and n["assignment"] == "support" for n in i["nuggets"])},
       source="issue 23: TREC 2024 RAG nuggets", topic="generation")

def _kappa_parts(i) -> tuple:
    n = sum(i.values())
    observed = (i["tp"] + i["tn"]) / n
    yes_label, yes_judge = (i["tp"] + i["fn"]) / n, (i["tp"] + i["fp"]) / n
    return observed, yes_label * yes_judge + (1 - yes_label) * (1 - yes_judge)


number("12.judge_tpr", lambda i: _report(i).tpr, MATRIX,
       (hint("hint.ch12.tnr_not_tpr", lambda i: _report(i).tnr), hint("hint.ch12.precision", lambda i: _report(i).precision),
        hint("hint.ch12.accuracy_not_rate", lambda i: _report(i).accuracy)),
       facts=lambda i: {"n": sum(i.values())}, source="issue 23: judges as classifiers", topic="generation")
number("12.judge_tnr", lambda i: _report(i).tnr, MATRIX,
       (hint("hint.ch12.tpr_not_tnr", lambda i: _report(i).tpr), hint("hint.ch12.fpr", lambda i: 1 - _report(i).tnr),
        hint("hint.ch12.share_of_all", lambda i: i["tn"] / sum(i.values()))),
       facts=lambda i: {"n": sum(i.values())}, source="issue 23: judges as classifiers", topic="generation")
number("12.judge_kappa", lambda i: _report(i).kappa, MATRIX,
       (hint("hint.ch12.raw_agreement", lambda i: _kappa_parts(i)[0]),
        hint("hint.ch12.ba_not_kappa", lambda i: _report(i).balanced_accuracy),
        hint("hint.ch12.not_divided", lambda i: _kappa_parts(i)[0] - _kappa_parts(i)[1])),
       facts=lambda i: {"n": sum(i.values()), "observed": f"{_kappa_parts(i)[0]:.3f}", "chance": f"{_kappa_parts(i)[1]:.3f}"},
       unit_interval=False, source="issue 23: judges as classifiers", topic="generation")
number("12.vital_partial", lambda i: _scores(i).vital, NUGGETS,
       (hint("hint.ch12.vital_strict", lambda i: _scores(i).vital_strict), hint("hint.ch12.all_partial", lambda i: _scores(i).all),
        hint("hint.ch12.all_strict_not_vital", lambda i: _scores(i).all_strict)),
       facts=lambda i: {"n_vital": sum(n["importance"] == "vital" for n in i["nuggets"])},
       source="issue 23: TREC 2024 RAG nuggets", topic="generation")
number("12.all_strict", lambda i: _scores(i).all_strict, NUGGETS,
       (hint("hint.ch12.all_partial", lambda i: _scores(i).all), hint("hint.ch12.vital_only", lambda i: _scores(i).vital_strict),
        hint("hint.ch12.vital_not_all", lambda i: _scores(i).vital)),
       facts=lambda i: {"n": len(i["nuggets"])}, source="issue 23: TREC 2024 RAG nuggets", topic="generation")

# Prediction-powered inference on a few labelled answers and many judged ones.
PPI = {"labels": [1, 1, 0, 1, 1, 1, 0, 1, 1, 0], "judge_on_labelled": [1, 1, 1, 1, 1, 1, 0, 1, 1, 1],
       "judge_on_unlabelled": [1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1]}


def _ppi(i):
    return rm.ppi_mean(i["labels"], i["judge_on_labelled"], i["judge_on_unlabelled"])


number("12.ppi_estimate", lambda i: _ppi(i).estimate, PPI,
       (hint("hint.ch12.judge_only", lambda i: _ppi(i).judge_only), hint("hint.ch12.labels_only", lambda i: _ppi(i).classical),
        hint("hint.ch12.rectifier_sign", lambda i: _ppi(i).judge_only - _ppi(i).rectifier)),
       facts=lambda i: {"judge": f"{_ppi(i).judge_only:.3f}", "rectifier": f"{_ppi(i).rectifier:+.3f}"},
       source="issue 23: PPI (Angelopoulos et al., 2023)", topic="generation")

GSB_COUNTS = {"good": 14, "same": 20, "bad": 4}


def _binomial_tail(k, n):
    from math import comb
    return sum(comb(n, j) for j in range(k, n + 1)) / 2 ** n


number("12.sign_test_p", lambda i: rm.sign_test(i["good"], i["bad"]), GSB_COUNTS,
       (hint("hint.ch12.one_sided", lambda i: _binomial_tail(max(i["good"], i["bad"]), i["good"] + i["bad"])),
        hint("hint.ch12.ties_kept", lambda i: min(1.0, 2 * min(_binomial_tail(i["good"], sum(i.values())),
                                                               _binomial_tail(sum(i.values()) - i["good"], sum(i.values()))))),
        hint("hint.ch12.point_probability", lambda i: _binomial_tail(i["good"], i["good"] + i["bad"]) - _binomial_tail(i["good"] + 1, i["good"] + i["bad"]))),
       facts=lambda i: {"n": sum(i.values()), "decided": i["good"] + i["bad"]}, tolerance=0.0005,
       source="issue 23: side-by-side and the sign test", topic="generation")

# Verdicts of a pairwise judge on 10 questions: A shown first (forward), B shown first (backward).
ORDERS = {"forward": ["A", "A", "B", "A", "tie", "A", "A", "B", "A", "A"],
          "backward": ["A", "B", "B", "A", "A", "A", "tie", "B", "B", "A"]}


def _gsb(i, forward_only=False):
    pairs = list(zip(i["forward"], i["forward"] if forward_only else i["backward"]))
    good = sum(f == b == "A" for f, b in pairs)
    bad = sum(f == b == "B" for f, b in pairs)
    return good, bad, len(pairs) - good - bad


def _flips(i):
    return sum({f, b} == {"A", "B"} for f, b in zip(i["forward"], i["backward"]))


number("12.gsb_score", lambda i: (_gsb(i)[0] - _gsb(i)[1]) / len(i["forward"]), ORDERS,
       (hint("hint.ch12.forward_only", lambda i: (_gsb(i, True)[0] - _gsb(i, True)[1]) / len(i["forward"])),
        hint("hint.ch12.decided_only", lambda i: (_gsb(i)[0] - _gsb(i)[1]) / (_gsb(i)[0] + _gsb(i)[1])),
        hint("hint.ch12.good_share", lambda i: _gsb(i)[0] / len(i["forward"]))),
       facts=lambda i: {"good": _gsb(i)[0], "bad": _gsb(i)[1], "same": _gsb(i)[2], "flips": _flips(i)},
       unit_interval=False, source="issue 23: side-by-side (GSB), both orders", topic="generation")

# Conceptual questions (also drawn by the drill): lexical metrics, citations, nuggets, judges, PPI, side-by-side,
# hallucination detection, business rates, bad-case attribution, whose labels.
for _id, _answer in {"12.rouge_wrong_number": "a", "12.em_where": "b", "12.bleu_paraphrase": "c",
                     "12.citation_recall": "b", "12.citation_precision": "c", "12.outdated_page": "b",
                     "12.nugget_strict": "b", "12.balanced_accuracy": "c", "12.threshold_report": "b",
                     "12.ppi_rectifier": "a", "12.ppi_sample": "c", "12.gsb_orders": "a", "12.sign_test": "b",
                     "12.nli_check": "c", "12.selfcheck": "a", "12.factscore": "b", "12.refusal_rate": "a",
                     "12.business_rates": "c", "12.attribute_retrieval": "b", "12.attribute_generation": "c",
                     "12.attribute_knowledge": "a", "12.llm_labels": "a"}.items():
    choice(_id, 3, _answer, source="issue 23; zh-review: interview prep", topic="generation")
