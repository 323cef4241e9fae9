"""Chapter 10: building the evaluation set, and trusting the judges (Cohen's kappa, bpref, Judged@k, a pooled
qrels' blind spot, Kendall's tau between system orders, the size of a pool, and the interview questions)."""

from itertools import combinations

import ragmetrics as rm

from .build import choice, number, tr
from .library import hint

# Two annotators' binary labels of the same ten (question, passage) pairs.
LABELS = {"a": [1, 1, 0, 1, 0, 1, 1, 0, 1, 1], "b": [1, 0, 0, 1, 0, 1, 1, 1, 1, 1]}


def _shares(i) -> tuple:
    """(observed agreement, agreement expected by chance) of two binary label lists."""
    n = len(i["a"])
    observed = sum(x == y for x, y in zip(i["a"], i["b"])) / n
    pa, pb = sum(i["a"]) / n, sum(i["b"]) / n
    return observed, pa * pb + (1 - pa) * (1 - pb)


number("10.kappa", lambda i: rm.cohen_kappa(i["a"], i["b"]), LABELS,
       (hint("hint.ch10.raw_agreement", lambda i: _shares(i)[0],
             tr(en="{wrong} is the raw agreement p_o. Kappa subtracts the agreement expected by chance from each annotator's own share of 1s.",
                es="{wrong} es el acuerdo bruto p_o. La kappa resta el acuerdo esperado por azar a partir de la proporción de unos de cada anotador.",
                zh="{wrong} 是原始一致率 p_o。kappa 还要减去随机期望一致率，它由每位标注者各自标 1 的比例算出。", translates={"es": "6b3c91a873f7", "zh": "6b3c91a873f7"})),
        hint("hint.ch10.chance_half", lambda i: (_shares(i)[0] - 0.5) / 0.5,
             tr(en="{wrong} takes chance agreement as 0.5. Chance agreement comes from the annotators' own label frequencies: p_e = p_a(1)·p_b(1) + p_a(0)·p_b(0).",
                es="{wrong} toma como acuerdo por azar 0,5. El acuerdo por azar sale de las frecuencias de etiquetas de cada anotador: p_e = p_a(1)·p_b(1) + p_a(0)·p_b(0).",
                zh="{wrong} 把随机一致率当成了 0.5。随机一致率要由两位标注者各自的标签分布算出：p_e = p_a(1)·p_b(1) + p_a(0)·p_b(0)。", translates={"es": "50f61b39e9eb", "zh": "50f61b39e9eb"})),
        hint("hint.ch10.not_divided", lambda i: _shares(i)[0] - _shares(i)[1],
             tr(en="{wrong} is p_o − p_e. Divide by 1 − p_e, the most agreement above chance there could be.",
                es="{wrong} es p_o − p_e. Divide entre 1 − p_e, el máximo acuerdo posible por encima del azar.",
                zh="{wrong} 是 p_o − p_e。还要除以 1 − p_e，即高出随机的最大可能一致率。", translates={"es": "de4ca7981538", "zh": "de4ca7981538"}))),
       facts=lambda i: {"n": len(i["a"]), "agree": sum(x == y for x, y in zip(i["a"], i["b"]))}, unit_interval=False,
       topic="evaluation_set",
       texts={
           "title": tr(en="Cohen's kappa of two annotators",
                       es="La kappa de Cohen de dos anotadores",
                       zh="两位标注者的 Cohen's kappa（κ）", translates={"es": "7d7d9c906a6a", "zh": "7d7d9c906a6a"}),
           "question": tr(en="`a` and `b` are two annotators' labels (1 relevant, 0 not) of the same {n} (question, passage) pairs. What is Cohen's kappa?",
                          es="`a` y `b` son las etiquetas de dos anotadores (1 relevante, 0 no) para los mismos {n} pares (pregunta, fragmento). ¿Cuánto vale la kappa de Cohen?",
                          zh="`a` 和 `b` 是两位标注者对同样 {n} 个（问题，片段）对给出的标签（1 表示相关，0 表示不相关）。Cohen's kappa 是多少？", translates={"es": "0a5563cd2a29", "zh": "0a5563cd2a29"}),
           "why": tr(en="They agree on {agree} of {n}: p_o = 0.8. Each said 1 seven times in ten, so p_e = 0.7 · 0.7 + 0.3 · 0.3 = 0.58 and κ = (0.8 − 0.58) / (1 − 0.58) = {expected}.",
                     es="Coinciden en {agree} de {n}: p_o = 0,8. Cada uno dijo 1 siete veces de diez, así que p_e = 0,7 · 0,7 + 0,3 · 0,3 = 0,58 y κ = (0,8 − 0,58) / (1 − 0,58) = {expected}.",
                     zh="两人在 {n} 个中有 {agree} 个一致：p_o = 0.8。两人都是十次里有七次标 1，所以 p_e = 0.7 · 0.7 + 0.3 · 0.3 = 0.58，κ = (0.8 − 0.58) / (1 − 0.58) = {expected}。", translates={"es": "1782df489f50", "zh": "1782df489f50"}),
       })

# A ranking with judged relevant (1), judged non-relevant (0) and unjudged docs (d2, d5, d7); d9 and d10 are
# judged but not retrieved.
JUDGED_RUN = {"retrieved": ["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8"],
              "relevant": {"d1": 0, "d3": 1, "d4": 0, "d6": 1, "d8": 0, "d9": 1, "d10": 0}, "k": 5}


def _bpref(i, *, unjudged_nonrelevant=False, by_n=False, by_found=False) -> float:
    """bpref as m_bpref.c computes it, or with one of the usual slips."""
    grades = i["relevant"]
    r = sum(g >= 1 for g in grades.values())
    n = sum(g == 0 for g in grades.values())
    total, above, found = 0.0, 0, 0
    for doc in i["retrieved"]:
        grade = grades.get(doc, 0 if unjudged_nonrelevant else None)
        if grade is None:
            continue
        if grade == 0:
            above += 1
            continue
        found += 1
        cap = n if by_n else min(n, r)
        total += 1.0 - min(above, r) / cap if above else 1.0
    return total / (found if by_found else r)


def _bpref_facts(i) -> dict:
    grades = i["relevant"]
    return {"r": sum(g >= 1 for g in grades.values()), "n": sum(g == 0 for g in grades.values()),
            "unjudged": sum(doc not in grades for doc in i["retrieved"])}


# bpref has no cutoff: its card shows no k (a learner who cut at k = 5 got no hint for 0.2222).
BPREF_RUN = {name: value for name, value in JUDGED_RUN.items() if name != "k"}


number("10.bpref", lambda i: rm.bpref(i["retrieved"], i["relevant"]), BPREF_RUN,
       (hint("hint.ch10.unjudged_as_nonrelevant", lambda i: _bpref(i, unjudged_nonrelevant=True),
             tr(en="{wrong} counts the unjudged passages as non-relevant. bpref skips them: only judged passages count.",
                es="{wrong} cuenta los fragmentos sin juzgar como no relevantes. La bpref se los salta: solo cuentan los juzgados.",
                zh="{wrong} 把未标注片段当成了不相关。bpref 会跳过它们：只有已标注的片段才计入。", translates={"es": "048de4f56c26", "zh": "048de4f56c26"})),
        hint("hint.ch10.divided_by_n", lambda i: _bpref(i, by_n=True),
             tr(en="{wrong} divides each count by N = {n}. trec_eval divides by min(N, R) = min({n}, {r}).",
                es="{wrong} divide cada recuento entre N = {n}. `trec_eval` divide entre min(N, R) = min({n}, {r}).",
                zh="{wrong} 把每个计数除以 N = {n}。trec_eval 除的是 min(N, R) = min({n}, {r})。", translates={"es": "017f7ad26b10", "zh": "017f7ad26b10"})),
        hint("hint.ch10.divided_by_found", lambda i: _bpref(i, by_found=True),
             tr(en="{wrong} divides by the relevant passages retrieved. bpref divides by R = {r}, every relevant passage, retrieved or not.",
                es="{wrong} divide entre los fragmentos relevantes recuperados. La bpref divide entre R = {r}, todos los relevantes, recuperados o no.",
                zh="{wrong} 除以的是被检索到的相关片段数。bpref 除以 R = {r}，即全部相关片段，无论是否被检索到。", translates={"es": "5ff1d39e7645", "zh": "5ff1d39e7645"})),
        hint("hint.ch10.bpref_cut_at_5", lambda i: _bpref({**i, "retrieved": list(i["retrieved"])[:5]}),
             tr(en="{wrong} stops at rank 5. bpref has no cutoff: it reads the whole ranking, down to its last passage.",
                es="{wrong} se detiene en la posición 5. La bpref no tiene corte: recorre todo el ranking, hasta su último fragmento.",
                zh="{wrong} 只算到第 5 名。bpref 没有截断位置：要把整个排序看完，直到最后一个片段。", translates={"es": "8e050a608025", "zh": "8e050a608025"}))),
       facts=_bpref_facts, topic="evaluation_set",
       texts={
           "title": tr(en="bpref with unjudged passages",
                       es="bpref con fragmentos sin juzgar",
                       zh="含未标注片段的 bpref", translates={"es": "da2300d3482b", "zh": "da2300d3482b"}),
           "question": tr(en="`relevant` holds the judgments of one question (1 relevant, 0 judged not relevant); passages missing from it are unjudged. What is bpref of `retrieved`, as trec_eval computes it?",
                          es="`relevant` contiene los juicios de una pregunta (1 relevante, 0 juzgado no relevante); los fragmentos que no aparecen ahí están sin juzgar. ¿Cuánto vale la bpref de `retrieved`, tal como la calcula trec_eval?",
                          zh="`relevant` 是某个问题的标注（1 表示相关，0 表示已标注为不相关）；不在其中的片段都未标注。按 trec_eval 的算法，`retrieved` 的 bpref 是多少？", translates={"es": "d11dcf6f6170", "zh": "d11dcf6f6170"}),
           "why": tr(en="R = {r}, N = {n}; the {unjudged} unjudged passages are skipped. d3 has 1 judged non-relevant passage above it: 1 − 1/min(4, 3) = 2/3; d6 has 2: 1 − 2/3 = 1/3. (2/3 + 1/3) / R = {expected}.",
                     es="R = {r}, N = {n}; los {unjudged} fragmentos sin juzgar se saltan. d3 tiene 1 juzgado no relevante por encima: 1 − 1/min(4, 3) = 2/3; d6 tiene 2: 1 − 2/3 = 1/3. (2/3 + 1/3) / R = {expected}.",
                     zh="R = {r}，N = {n}；{unjudged} 个未标注片段直接跳过。d3 前面有 1 个已标注不相关片段：1 − 1/min(4, 3) = 2/3；d6 前面有 2 个：1 − 2/3 = 1/3。(2/3 + 1/3) / R = {expected}。", translates={"es": "742a3a447b7f", "zh": "742a3a447b7f"}),
       })


def _top(i) -> list:
    return i["retrieved"][: i["k"]]


number("10.judged_at_k", lambda i: rm.parse_measure(f"Judged@{i['k']}").compute(i["retrieved"], i["relevant"]), JUDGED_RUN,
       (hint("hint.ch10.relevant_only", lambda i: sum(i["relevant"].get(d, 0) >= 1 for d in _top(i)) / i["k"],
             tr(en="{wrong} counts only the relevant passages: that is precision. A passage judged 0 is judged too.",
                es="{wrong} cuenta solo los fragmentos relevantes: eso es la precisión. Un fragmento juzgado con 0 también está juzgado.",
                zh="{wrong} 只数了相关片段：那是精确率。标为 0 的片段也算有标注。", translates={"es": "7ae6f0f3406a", "zh": "7ae6f0f3406a"})),
        hint("hint.ch10.unjudged_share", lambda i: sum(d not in i["relevant"] for d in _top(i)) / i["k"],
             tr(en="{wrong} is the share of the top {k} that is unjudged: the complement of Judged@{k}.",
                es="{wrong} es la proporción del top {k} sin juzgar: el complemento de Judged@{k}.",
                zh="{wrong} 是前 {k} 名中未标注的比例：它等于 1 − Judged@{k}。", translates={"es": "8825209a19a7", "zh": "8825209a19a7"})),
        hint("hint.ch10.over_all_judged", lambda i: sum(d in i["relevant"] for d in _top(i)) / len(i["relevant"]),
             tr(en="{wrong} divides by every judged passage of the question. Judged@{k} divides by the {k} passages of the top {k}.",
                es="{wrong} divide entre todos los fragmentos juzgados de la pregunta. Judged@{k} divide entre los {k} fragmentos del top {k}.",
                zh="{wrong} 除以的是该问题的全部已标注片段数。Judged@{k} 除以的是前 {k} 名的 {k} 个片段。", translates={"es": "7e31d260c4ef", "zh": "7e31d260c4ef"}))),
       facts=lambda i: {"k": i["k"]}, topic="evaluation_set",
       texts={
           "title": tr(en="Judged@k: the judged share of the top k",
                       es="Judged@k: la proporción juzgada del top k",
                       zh="Judged@k：前 k 名中有标注的比例", translates={"es": "206698874a7b", "zh": "206698874a7b"}),
           "question": tr(en="Same `retrieved` and `relevant` (passages missing from `relevant` are unjudged). What is Judged@{k}, the share of the top {k} that has a judgment?",
                          es="Los mismos `retrieved` y `relevant` (los fragmentos que no están en `relevant` están sin juzgar). ¿Cuánto vale Judged@{k}, la proporción del top {k} que tiene un juicio?",
                          zh="同样的 `retrieved` 和 `relevant`（不在 `relevant` 中的片段都未标注）。Judged@{k}，即前 {k} 名中有标注的比例，是多少？", translates={"es": "941af847c5ac", "zh": "941af847c5ac"}),
           "why": tr(en="The top {k} is d1, d2, d3, d4, d5: d1, d3 and d4 are judged (a judgment of 0 counts), d2 and d5 are not: 3/{k} = {expected}.",
                     es="El top {k} es d1, d2, d3, d4, d5: d1, d3 y d4 están juzgados (un juicio de 0 cuenta), d2 y d5 no: 3/{k} = {expected}.",
                     zh="前 {k} 名是 d1、d2、d3、d4、d5：d1、d3、d4 有标注（标为 0 也算有标注），d2、d5 没有：3/{k} = {expected}。", translates={"es": "b0d1e1b5f777", "zh": "b0d1e1b5f777"}),
       })

# A new system's top 5, the complete grades of the question, and the passages a pool of other systems judged.
POOL = {"retrieved": ["e1", "e2", "e3", "e4", "e5"], "complete": {"e1": 1, "e3": 1, "e4": 1, "e6": 1},
        "pool": ["e2", "e3", "e6", "e7"], "k": 5}


def _pooled(i) -> dict:
    """The pool's qrels: every pooled passage with its grade (0 when not relevant); the rest unjudged."""
    return {doc: i["complete"].get(doc, 0) for doc in i["pool"]}


number("10.pooled_precision", lambda i: rm.precision_at_k(i["retrieved"], _pooled(i), k=i["k"]), POOL,
       (hint("hint.ch10.complete_judgments", lambda i: rm.precision_at_k(i["retrieved"], i["complete"], k=i["k"]),
             tr(en="{wrong} uses the complete judgments. With the pool's qrels, e1 and e4 are unjudged and count as not relevant.",
                es="{wrong} usa los juicios completos. Con los qrels del pool, e1 y e4 están sin juzgar y cuentan como no relevantes.",
                zh="{wrong} 用的是完整标注。用池的 qrels 时，e1 和 e4 未标注，算作不相关。", translates={"es": "fae97ec76aee", "zh": "fae97ec76aee"})),
        hint("hint.ch10.condensed", lambda i: sum(_pooled(i).get(d, 0) for d in _top(i)) / sum(d in _pooled(i) for d in _top(i)),
             tr(en="{wrong} divides by the judged passages of the top {k} (a condensed list). P@{k} divides by {k}.",
                es="{wrong} divide entre los fragmentos juzgados del top {k} (una lista condensada). P@{k} divide entre {k}.",
                zh="{wrong} 除以的是前 {k} 名中已标注的片段数（压缩列表）。P@{k} 除以 {k}。", translates={"es": "61256cb3c64b", "zh": "61256cb3c64b"})),
        hint("hint.ch10.unjudged_as_relevant", lambda i: sum(_pooled(i).get(d, 1) >= 1 for d in _top(i)) / i["k"],
             tr(en="{wrong} counts the unjudged passages as relevant. Evaluation tools read a missing judgment as not relevant.",
                es="{wrong} cuenta como relevantes los fragmentos sin juzgar. Las herramientas de evaluación leen un juicio ausente como no relevante.",
                zh="{wrong} 把未标注的片段当成了相关。评估工具会把缺失的标注当作不相关。", translates={"es": "ba78835d71ff", "zh": "ba78835d71ff"}))),
       facts=lambda i: {"k": i["k"]}, topic="evaluation_set",
       texts={
           "title": tr(en="A new system judged with someone else's pool",
                       es="Un sistema nuevo juzgado con el pool de otros",
                       zh="用别人的池评估新系统", translates={"es": "03b2330d8e26", "zh": "03b2330d8e26"}),
           "question": tr(en="`complete` holds every relevant passage of a question (the truth). A pool of other systems judged only the passages in `pool` (each with its true grade, 0 if not relevant); everything else is unjudged and counts as not relevant. What is P@{k} of the new system's `retrieved` with the pool's qrels?",
                          es="`complete` contiene todos los fragmentos relevantes de una pregunta (la verdad). Un pool de otros sistemas juzgó solo los fragmentos de `pool` (cada uno con su grado real, 0 si no es relevante); el resto está sin juzgar y cuenta como no relevante. ¿Cuánto vale P@{k} de la lista `retrieved` del sistema nuevo, con los qrels del pool?",
                          zh="`complete` 列出了某个问题的全部相关片段（真实情况）。由其他系统的结果建成的池只标注了 `pool` 中的片段（每个片段都按真实等级标注，不相关的记 0）；其余片段都未标注，按不相关计算。用这个池的 qrels，新系统 `retrieved` 的 P@{k} 是多少？", translates={"es": "7a82596c866a", "zh": "7a82596c866a"}),
           "why": tr(en="Of the top {k}, only e2 and e3 are in the pool, and only e3 is relevant; e1 and e4 are relevant but unjudged, so they count as not relevant: 1/{k} = {expected}, where the truth is 3/{k}.",
                     es="Del top {k}, solo e2 y e3 están en el pool, y solo e3 es relevante; e1 y e4 son relevantes pero están sin juzgar, así que cuentan como no relevantes: 1/{k} = {expected}, cuando la verdad es 3/{k}.",
                     zh="前 {k} 名中只有 e2 和 e3 在池里，其中只有 e3 相关；e1 和 e4 虽然相关，但没有标注，只能算不相关：1/{k} = {expected}，而真实值是 3/{k}。", translates={"es": "f294fc6bba41", "zh": "f294fc6bba41"}),
       })

# Five systems' mean nDCG@10 with two sets of qrels (systems in the same order).
ORDERS = {"x": [0.42, 0.38, 0.35, 0.31, 0.27], "y": [0.39, 0.41, 0.29, 0.33, 0.25]}


def _pairs(i) -> tuple:
    """(concordant, discordant) pairs of systems."""
    signs = [(i["x"][a] - i["x"][b]) * (i["y"][a] - i["y"][b]) for a, b in combinations(range(len(i["x"])), 2)]
    return sum(s > 0 for s in signs), sum(s < 0 for s in signs)


number("10.kendall_tau", lambda i: rm.kendall_tau(i["x"], i["y"]), ORDERS,
       (hint("hint.ch10.discordant_share", lambda i: _pairs(i)[1] / sum(_pairs(i)),
             tr(en="{wrong} is the share of pairs that swap. τ = (concordant − discordant) / pairs.",
                es="{wrong} es la proporción de pares que se intercambian. τ = (concordantes − discordantes) / pares.",
                zh="{wrong} 是互换位置的系统对所占的比例。τ = (一致对数 − 不一致对数) / 总对数。", translates={"es": "0d6953f1dcf9", "zh": "0d6953f1dcf9"})),
        hint("hint.ch10.concordant_share", lambda i: _pairs(i)[0] / sum(_pairs(i)),
             tr(en="{wrong} is the share of pairs in the same order. Subtract the discordant pairs: τ = (concordant − discordant) / pairs.",
                es="{wrong} es la proporción de pares en el mismo orden. Resta los discordantes: τ = (concordantes − discordantes) / pares.",
                zh="{wrong} 是顺序相同的系统对所占的比例。还要减去不一致的对：τ = (一致对数 − 不一致对数) / 总对数。", translates={"es": "601f933a9a68", "zh": "601f933a9a68"})),
        hint("hint.ch10.divided_by_systems", lambda i: (_pairs(i)[0] - _pairs(i)[1]) / len(i["x"]),
             tr(en="{wrong} divides by the {systems} systems. Divide by the {pairs} pairs of systems.",
                es="{wrong} divide entre los {systems} sistemas. Divide entre los {pairs} pares de sistemas.",
                zh="{wrong} 除以的是 {systems} 个系统。应该除以 {pairs} 个系统对。", translates={"es": "6032dc59b554", "zh": "6032dc59b554"}))),
       facts=lambda i: {"systems": len(i["x"]), "pairs": sum(_pairs(i))}, unit_interval=False, topic="evaluation_set",
       texts={
           "title": tr(en="Kendall's τ between two system orders",
                       es="La τ de Kendall entre dos órdenes de sistemas",
                       zh="两个系统排序之间的 Kendall's τ", translates={"es": "effff7667af8", "zh": "effff7667af8"}),
           "question": tr(en="`x` and `y` are the mean nDCG@10 of the same {systems} systems (in the same order) with two sets of qrels. What is Kendall's τ between the two orders?",
                          es="`x` e `y` son el nDCG@10 medio de los mismos {systems} sistemas (en el mismo orden) con dos conjuntos de qrels. ¿Cuánto vale la τ de Kendall entre los dos órdenes?",
                          zh="`x` 和 `y` 是同样 {systems} 个系统（顺序相同）在两套 qrels 下的平均 nDCG@10。两个排序之间的 Kendall's τ 是多少？", translates={"es": "6078a99f234e", "zh": "6078a99f234e"}),
           "why": tr(en="Of the {pairs} pairs of systems, two swap (the first two, and the third and fourth): τ = (8 − 2) / {pairs} = {expected}.",
                     es="De los {pairs} pares de sistemas, dos se intercambian (los dos primeros, y el tercero con el cuarto): τ = (8 − 2) / {pairs} = {expected}.",
                     zh="{pairs} 对系统中有两对互换了位置（前两个，以及第三个和第四个）：τ = (8 − 2) / {pairs} = {expected}。", translates={"es": "338a0f573bbf", "zh": "338a0f573bbf"}),
       })

# Three runs' rankings of one question; the pool judges the top `depth` of each.
RUNS = {"runs": [["p1", "p2", "p3", "p4"], ["p3", "p5", "p1", "p6"], ["p7", "p2", "p8", "p4"]], "depth": 3}


number("10.pool_size", lambda i: len({doc for run in i["runs"] for doc in run[: i["depth"]]}), RUNS,
       (hint("hint.ch10.not_deduplicated", lambda i: sum(len(run[: i["depth"]]) for run in i["runs"]),
             tr(en="{wrong} counts a passage once per run that retrieved it. The pool is a union: each passage is judged once.",
                es="{wrong} cuenta un fragmento una vez por cada run que lo recuperó. El pool es una unión: cada fragmento se juzga una vez.",
                zh="{wrong} 把同一个片段按检索到它的 run 数重复计算了。池是并集：每个片段只标注一次。", translates={"es": "c6a2f9a907d3", "zh": "c6a2f9a907d3"})),
        hint("hint.ch10.whole_runs", lambda i: len({doc for run in i["runs"] for doc in run}),
             tr(en="{wrong} pools the whole runs. A pool of depth {depth} takes only the top {depth} of each.",
                es="{wrong} junta los runs enteros. Un pool de profundidad {depth} toma solo el top {depth} de cada uno.",
                zh="{wrong} 把整个 run 都放进了池。深度为 {depth} 的池只取每个 run 的前 {depth} 名。", translates={"es": "9a70f5661329", "zh": "9a70f5661329"})),
        hint("hint.ch10.one_run", lambda i: i["depth"],
             tr(en="{wrong} is one run's top {depth}. The pool is the union of the top {depth} of all {runs} runs.",
                es="{wrong} es el top {depth} de un solo run. El pool es la unión del top {depth} de los {runs} runs.",
                zh="{wrong} 只是一个 run 的前 {depth} 名。池是全部 {runs} 个 run 前 {depth} 名的并集。", translates={"es": "7d06fcfd4757", "zh": "7d06fcfd4757"}))),
       facts=lambda i: {"depth": i["depth"], "runs": len(i["runs"])}, integer=True, unit_interval=False,
       topic="evaluation_set",
       texts={
           "title": tr(en="How many passages does the pool judge?",
                       es="¿Cuántos fragmentos juzga el pool?",
                       zh="池要标注多少个片段？", translates={"es": "db7eefeda3ee", "zh": "db7eefeda3ee"}),
           "question": tr(en="`runs` holds {runs} systems' rankings for one question. A pool of depth {depth} judges the top {depth} of each run. How many distinct passages must be judged?",
                          es="`runs` contiene los rankings de {runs} sistemas para una pregunta. Un pool de profundidad {depth} juzga el top {depth} de cada run. ¿Cuántos fragmentos distintos hay que juzgar?",
                          zh="`runs` 是 {runs} 个系统针对同一个问题的排序结果。深度为 {depth} 的池要标注每个 run 的前 {depth} 名。一共要标注多少个不同的片段？", translates={"es": "b032171a39d7", "zh": "b032171a39d7"}),
           "why": tr(en="The union of {{p1, p2, p3}}, {{p3, p5, p1}} and {{p7, p2, p8}} is {{p1, p2, p3, p5, p7, p8}}: {expected} passages, each judged once.",
                     es="La unión de {{p1, p2, p3}}, {{p3, p5, p1}} y {{p7, p2, p8}} es {{p1, p2, p3, p5, p7, p8}}: {expected} fragmentos, cada uno juzgado una vez.",
                     zh="{{p1, p2, p3}}、{{p3, p5, p1}} 和 {{p7, p2, p8}} 的并集是 {{p1, p2, p3, p5, p7, p8}}：共 {expected} 个片段，每个只标注一次。", translates={"es": "f77b5e14ba7e", "zh": "f77b5e14ba7e"}),
       })

# Conceptual: the drill asks these too (every choice exercise is a drill question).
choice("10.pooling_bias", 4, "b", topic="evaluation_set",
       texts={
           "title": tr(en="A new retriever against a pool it was not in",
                       es="Un recuperador nuevo frente a un pool del que no formó parte",
                       zh="不在池中的新检索器", translates={"es": "4f78bbdbd9d1", "zh": "4f78bbdbd9d1"}),
           "question": tr(en="Your qrels were built by pooling the top 10 of three BM25 variants. A new dense retriever gets nDCG@10 = 0.31 against BM25's 0.38; its Judged@10 is 0.45, BM25's 1.0. What do you conclude?",
                          es="Tus qrels se construyeron con un pool del top 10 de tres variantes de BM25. Un recuperador denso nuevo obtiene nDCG@10 = 0,31 frente al 0,38 de BM25; su Judged@10 es 0,45, y el de BM25, 1,0. ¿Qué concluyes?",
                          zh="你的 qrels 是把三个 BM25 变体的前 10 名合并成池标注出来的。一个新的稠密检索器的 nDCG@10 = 0.31，BM25 是 0.38；它的 Judged@10 是 0.45，BM25 是 1.0。你的结论是什么？", translates={"es": "ff4e0272bfd2", "zh": "ff4e0272bfd2"}),
           "option.a": tr(en="The dense retriever is worse: 0.31 < 0.38.",
                          es="El recuperador denso es peor: 0,31 < 0,38.",
                          zh="稠密检索器更差：0.31 < 0.38。", translates={"es": "1ae4e3af623f", "zh": "1ae4e3af623f"}),
           "option.b": tr(en="Nothing yet: over half of its top 10 is unjudged and scored as not relevant; judge those passages, or compare with bpref and report Judged@10.",
                          es="Nada todavía: más de la mitad de su top 10 está sin juzgar y cuenta como no relevante; hay que juzgar esos fragmentos, o comparar con bpref e informar del Judged@10.",
                          zh="暂时什么也不能下结论：它前 10 名中一半以上未标注，被当作不相关计分；应标注这些片段，或者用 bpref 比较并报告 Judged@10。", translates={"es": "2ef013c4abc5", "zh": "2ef013c4abc5"}),
           "option.c": tr(en="nDCG is the wrong measure: compare Recall@10 instead.",
                          es="nDCG no es la medida adecuada: compara Recall@10.",
                          zh="nDCG 选错了：应该比较 Recall@10。", translates={"es": "69d75783668d", "zh": "69d75783668d"}),
           "option.d": tr(en="The comparison is fair: the pool covers BM25's whole top 10 (Judged@10 = 1.0), and an unjudged passage is most likely not relevant anyway, so 0.31 < 0.38 stands.",
                          es="La comparación es justa: el pool cubre todo el top 10 de BM25 (Judged@10 = 1,0) y, de todos modos, un fragmento sin juzgar casi nunca es relevante, así que 0,31 < 0,38 se mantiene.",
                          zh="这个比较是公平的：池覆盖了 BM25 的整个前 10 名（Judged@10 = 1.0），而未标注的片段多半本来就不相关，所以 0.31 < 0.38 的结论成立。", translates={"es": "82494167f6ae", "zh": "82494167f6ae"}),
           "why": tr(en="A system outside the pool loses every relevant passage only it found; Judged@10 = 0.45 says the number is built on missing judgments.",
                     es="Un sistema fuera del pool pierde todos los fragmentos relevantes que solo encontró él; un Judged@10 de 0,45 dice que la cifra se apoya en juicios que faltan.",
                     zh="不在池中的系统，凡是只有它自己找到的相关片段都没有标注，全被算作不相关；Judged@10 = 0.45 说明这个数字建立在缺失的标注之上。", translates={"es": "15eb2edf57eb", "zh": "15eb2edf57eb"}),
           "option.a.why": tr(en="Its unjudged passages count as not relevant: the comparison is biased against it.",
                              es="Sus fragmentos sin juzgar cuentan como no relevantes: la comparación está sesgada en su contra.",
                              zh="它未被标注的片段都算作不相关：这个比较对它不公平。", translates={"es": "895232cc2adb", "zh": "895232cc2adb"}),
           "option.c.why": tr(en="Recall@10 suffers from the same unjudged passages.",
                              es="Recall@10 sufre por los mismos fragmentos sin juzgar.",
                              zh="Recall@10 同样受这些未标注片段的影响。", translates={"es": "06d257a90893", "zh": "06d257a90893"}),
           "option.d.why": tr(en="BM25 built the pool, so its Judged@10 is 1 by construction; the new system's is what matters.",
                              es="BM25 formó el pool, así que su Judged@10 vale 1 por construcción; lo que importa es el del sistema nuevo.",
                              zh="池是 BM25 建的，它的 Judged@10 必然是 1；要看的是新系统的 Judged@10。", translates={"es": "0d7cf70ffa3a", "zh": "0d7cf70ffa3a"}),
       })
choice("10.binary_kappa", 4, "c", topic="evaluation_set",
       texts={
           "title": tr(en="High agreement, low kappa",
                       es="Mucho acuerdo, kappa baja",
                       zh="一致率高，kappa 却低", translates={"es": "7471da2b1414", "zh": "7471da2b1414"}),
           "question": tr(en="Two annotators agree on 90% of 200 binary relevance labels, yet Cohen's kappa is only 0.35. What explains it?",
                          es="Dos anotadores coinciden en el 90 % de 200 etiquetas binarias de relevancia y, aun así, la kappa de Cohen es solo 0,35. ¿Qué lo explica?",
                          zh="两位标注者在 200 个二元相关性标签上有 90% 一致，但 Cohen's kappa 只有 0.35。原因是什么？", translates={"es": "9ea4b9f37d1b", "zh": "9ea4b9f37d1b"}),
           "option.a": tr(en="A mistake in the computation: kappa only corrects agreement for chance, and that correction cannot bring 90% agreement on 200 labels down to 0.35.",
                          es="Un error de cálculo: la kappa solo descuenta el acuerdo debido al azar, y esa corrección no puede bajar un 90 % de acuerdo sobre 200 etiquetas hasta 0,35.",
                          zh="计算出错了：kappa 只是对随机一致做校正，这种校正不可能把 200 个标签上 90% 的一致率压到 0.35。", translates={"es": "318d7a62ab28", "zh": "318d7a62ab28"}),
           "option.b": tr(en="Kappa punishes large disagreements more than small ones.",
                          es="La kappa castiga más los desacuerdos grandes que los pequeños.",
                          zh="kappa 对大分歧的惩罚比小分歧重。", translates={"es": "9928b1f959f3", "zh": "9928b1f959f3"}),
           "option.c": tr(en="Most pairs are not relevant, so chance agreement is already high; kappa counts only the agreement above chance.",
                          es="Casi todos los pares son no relevantes, así que el acuerdo por azar ya es alto; la kappa solo cuenta el acuerdo por encima del azar.",
                          zh="大多数（问题，片段）对都不相关，随机一致率本身就很高；kappa 只计算高出随机的那部分一致。", translates={"es": "7fc0010a1772", "zh": "7fc0010a1772"}),
           "option.d": tr(en="200 labels are too few for kappa.",
                          es="200 etiquetas son demasiado pocas para la kappa.",
                          zh="200 个标签对 kappa 来说太少了。", translates={"es": "d1adccfadb19", "zh": "d1adccfadb19"}),
           "why": tr(en="κ = (p_o − p_e) / (1 − p_e): with p_o = 0.90 and p_e ≈ 0.846 (say 91.6% of the labels are 0 for both: 0.916² + 0.084² ≈ 0.846), κ = 0.054 / 0.154 ≈ 0.35.",
                     es="κ = (p_o − p_e) / (1 − p_e): con p_o = 0,90 y p_e ≈ 0,846 (por ejemplo, si el 91,6 % de las etiquetas son 0 para los dos: 0,916² + 0,084² ≈ 0,846), κ = 0,054 / 0,154 ≈ 0,35.",
                     zh="κ = (p_o − p_e) / (1 − p_e)：若 p_o = 0.90，p_e ≈ 0.846（比如两人都有 91.6% 的标签是 0：0.916² + 0.084² ≈ 0.846），则 κ = 0.054 / 0.154 ≈ 0.35。", translates={"es": "3bc2817127fe", "zh": "3bc2817127fe"}),
           "option.a.why": tr(en="The correction can be large: κ = 0.35 with 90% agreement means chance agreement p_e ≈ 0.85, which one dominant label easily gives.",
                              es="La corrección puede ser grande: κ = 0,35 con un 90 % de acuerdo significa un acuerdo por azar p_e ≈ 0,85, y una etiqueta dominante lo da con facilidad.",
                              zh="这个校正可能很大：一致率 90% 而 κ = 0.35，意味着随机一致率 p_e ≈ 0.85；只要一个标签占绝大多数，就很容易达到。", translates={"es": "45b867f2478e", "zh": "45b867f2478e"}),
           "option.b.why": tr(en="That is weighted kappa on graded labels; binary labels have only one kind of disagreement.",
                              es="Eso es la kappa ponderada sobre etiquetas graduadas; las binarias solo tienen un tipo de desacuerdo.",
                              zh="那是分级标签上的加权 kappa；二元标签只有一种分歧。", translates={"es": "9af9563689a3", "zh": "9af9563689a3"}),
           "option.d.why": tr(en="The size of the sample changes the uncertainty of kappa, not its value.",
                              es="El tamaño de la muestra cambia la incertidumbre de la kappa, no su valor.",
                              zh="样本量影响的是 kappa 的不确定性，而不是它的值。", translates={"es": "f477eef48753", "zh": "f477eef48753"}),
       })
choice("10.position_bias", 4, "d", topic="evaluation_set",
       texts={
           "title": tr(en="Measuring position bias",
                       es="Medir el sesgo de posición",
                       zh="测量位置偏差", translates={"es": "6c7d99b1af74", "zh": "6c7d99b1af74"}),
           "question": tr(en="You use an LLM to say which of two passages better answers a question. How do you measure its position bias on your data?",
                          es="Usas un LLM para decir cuál de dos fragmentos responde mejor a una pregunta. ¿Cómo mides su sesgo de posición con tus datos?",
                          zh="你用 LLM 判断两个片段中哪个更好地回答了问题。怎样在自己的数据上测量它的位置偏差？", translates={"es": "d6173da7d20d", "zh": "d6173da7d20d"}),
           "option.a": tr(en="Ask once per pair, in the order the retriever returned the passages, and count how often it picks the first one: above 50% is position bias.",
                          es="Preguntar una vez por par, en el orden en que el recuperador devolvió los fragmentos, y contar cuántas veces elige el primero: más del 50 % es sesgo de posición.",
                          zh="每对只问一次，按检索器返回的顺序给出两个片段，统计它选第一个的比例：超过 50% 就是位置偏差。", translates={"es": "833d10f05b1e", "zh": "833d10f05b1e"}),
           "option.b": tr(en="Compare its choices with those of a second LLM.",
                          es="Comparar sus elecciones con las de un segundo LLM.",
                          zh="把它的选择和另一个 LLM 的选择相比较。", translates={"es": "1b2ea8beb90b", "zh": "1b2ea8beb90b"}),
           "option.c": tr(en="Set the temperature to 0 so that its answers do not change.",
                          es="Poner la temperatura a 0 para que sus respuestas no cambien.",
                          zh="把温度设为 0，让它的回答不再变化。", translates={"es": "5749308842ba", "zh": "5749308842ba"}),
           "option.d": tr(en="Ask each pair in both orders and count the pairs where it picks the same position both times.",
                          es="Preguntar cada par en los dos órdenes y contar los pares en los que elige la misma posición las dos veces.",
                          zh="每对按两种顺序各问一次，统计有多少对两次都选了同一个位置。", translates={"es": "c21f91759aef", "zh": "c21f91759aef"}),
           "why": tr(en="Only swapping the order separates position from content: a consistent judge picks the same passage both times.",
                     es="Solo intercambiar el orden separa la posición del contenido: un juez coherente elige el mismo fragmento las dos veces.",
                     zh="只有交换顺序才能把位置和内容区分开：一致的评审两次都会选同一个片段。", translates={"es": "06b057616c60", "zh": "06b057616c60"}),
           "option.a.why": tr(en="The first passage may really be better more often; without swapping you cannot tell.",
                              es="Puede que el primer fragmento sea de verdad mejor más a menudo; sin intercambiar no se puede saber.",
                              zh="排在前面的片段也许真的更常是更好的那个；不交换顺序就无法分辨。", translates={"es": "38a689181fd7", "zh": "38a689181fd7"}),
           "option.b.why": tr(en="That measures agreement between two judges, which may share the same bias.",
                              es="Eso mide el acuerdo entre dos jueces, que pueden compartir el mismo sesgo.",
                              zh="那测的是两个评审之间的一致性，而它们可能有同样的偏差。", translates={"es": "746e6ed33657", "zh": "746e6ed33657"}),
           "option.c.why": tr(en="Temperature 0 makes a biased answer repeatable, not unbiased.",
                              es="La temperatura 0 hace que una respuesta sesgada sea repetible, no que deje de estar sesgada.",
                              zh="温度为 0 只是让有偏差的回答可以重复，并不能消除偏差。", translates={"es": "db4d747a915c", "zh": "db4d747a915c"}),
       })
choice("10.generated_questions", 4, "a", topic="evaluation_set",
       texts={
           "title": tr(en="What generated questions miss",
                       es="Lo que se les escapa a las preguntas generadas",
                       zh="自动生成的问题会漏掉什么", translates={"es": "38b62323d46f", "zh": "38b62323d46f"}),
           "question": tr(en="An LLM wrote 2,000 test questions, each from one passage of your collection, and people checked that each is answered by its passage. What does this test set still miss?",
                          es="Un LLM escribió 2000 preguntas de prueba, cada una a partir de un fragmento de tu colección, y unas personas comprobaron que cada una se responde con su fragmento. ¿Qué se le sigue escapando a este conjunto de evaluación?",
                          zh="一个 LLM 写了 2000 个评测问题，每个都是根据你数据集中的某个片段写的，并且有人检查过每个问题都能由对应片段回答。这个评测集仍然缺少什么？", translates={"es": "c9dcda53250e", "zh": "c9dcda53250e"}),
           "option.a": tr(en="Questions the collection cannot answer, and the way users really ask; its questions also tend to reuse the passage's words, which favours lexical retrievers.",
                          es="Preguntas que la colección no puede responder y la forma en que preguntan de verdad los usuarios; además, sus preguntas tienden a reutilizar las palabras del fragmento, lo que favorece a los recuperadores léxicos.",
                          zh="数据集回答不了的问题，以及用户真实的提问方式；而且这些问题往往沿用片段里的词，对词汇检索器有利。", translates={"es": "44b133cacf14", "zh": "44b133cacf14"}),
           "option.b": tr(en="Nothing that matters: people checked every question against its passage, so the set is as good as one written by hand from real user queries.",
                          es="Nada importante: se revisó a mano cada pregunta frente a su fragmento, así que el conjunto vale tanto como uno escrito a partir de consultas reales de usuarios.",
                          zh="没有什么重要的遗漏：每个问题都由人对照其片段检查过，所以这个评测集和根据真实用户查询手写的一样好。", translates={"es": "b8b60af84295", "zh": "b8b60af84295"}),
           "option.c": tr(en="Long questions: generated questions are always short.",
                          es="Las preguntas largas: las generadas siempre son cortas.",
                          zh="长问题：生成的问题总是很短。", translates={"es": "98eddfca6a5a", "zh": "98eddfca6a5a"}),
           "option.d": tr(en="Questions about the most common topics.",
                          es="Preguntas sobre los temas más frecuentes.",
                          zh="关于最常见话题的问题。", translates={"es": "6027109b04d1", "zh": "6027109b04d1"}),
           "why": tr(en="Generated from passages, every question is answerable by construction and close to its passage's wording; checking that it is answerable does not add what is missing.",
                     es="Al generarse a partir de fragmentos, todas las preguntas tienen respuesta por construcción y se parecen a la redacción de su fragmento; comprobar que tienen respuesta no añade lo que falta.",
                     zh="这些问题由片段生成，天生都有答案，措辞也接近原片段；检查它们能否被回答，并不能补上缺少的部分。", translates={"es": "a7754491b9a6", "zh": "a7754491b9a6"}),
           "option.b.why": tr(en="The check confirms each question is answerable; it cannot add unanswerable questions or real phrasing.",
                              es="La revisión confirma que cada pregunta tiene respuesta; no puede añadir preguntas sin respuesta ni la forma real de preguntar.",
                              zh="检查只能确认每个问题都有答案，补不上无答案的问题和真实的提问方式。", translates={"es": "dec098950d87", "zh": "dec098950d87"}),
           "option.c.why": tr(en="Length depends on the prompt; it is not what the method misses.",
                              es="La longitud depende del prompt; no es lo que se le escapa al método.",
                              zh="长度取决于提示词，并不是这种方法漏掉的东西。", translates={"es": "791f4a4ad552", "zh": "791f4a4ad552"}),
           "option.d.why": tr(en="Generation follows the passages, so common topics are covered; what users ask beyond the passages is not.",
                              es="La generación sigue a los fragmentos, así que los temas frecuentes están cubiertos; lo que los usuarios preguntan más allá de los fragmentos, no.",
                              zh="生成是跟着片段走的，常见话题都能覆盖；覆盖不到的是用户在片段之外提出的问题。", translates={"es": "6065159b73e7", "zh": "6065159b73e7"}),
       })


# Moved from chapter 07, whose exercises asked them before this chapter taught them (07.kappa, the same
# labels as 10.kappa, was dropped).
choice("10.pooling", 3, "a", source="review zh-04-07: 评测集构建 (pooling); was 07.pooling", topic="evaluation_set",
       texts={
           "title": tr(en="What is pooling?",
                       es="¿Qué es el pooling?",
                       zh="什么是池化（pooling）？", translates={"es": "6efab38013c4", "zh": "6efab38013c4"}),
           "question": tr(en="When building relevance judgments for a large collection, what does pooling mean?",
                          es="Al construir juicios de relevancia para una colección grande, ¿qué significa hacer pooling?",
                          zh="为大规模文档库构建相关性标注时，池化（pooling）指的是什么？", translates={"es": "1c74422898af", "zh": "1c74422898af"}),
           "option.a": tr(en="Judging only the union of the top k of several systems; documents outside the pool count as not relevant.",
                          es="Juzgar solo la unión del top k de varios sistemas; los documentos que quedan fuera cuentan como no relevantes.",
                          zh="只标注多个系统前 k 名的并集；池外的文档按不相关处理。", translates={"es": "b45a3de76ba4", "zh": "b45a3de76ba4"}),
           "option.b": tr(en="Averaging the grades that several annotators give the same document, so that one annotator's slips do not bias the judgments.",
                          es="Promediar los grados que varios anotadores dan al mismo documento, para que los despistes de uno no sesguen los juicios.",
                          zh="对同一篇文档取多位标注者所给等级的平均，使某一位标注者的失误不会让标注产生偏差。", translates={"es": "b280d16f13d3", "zh": "b280d16f13d3"}),
           "option.c": tr(en="Merging similar queries into one before judging.",
                          es="Fusionar consultas parecidas en una sola antes de juzgar.",
                          zh="标注之前把相似的查询合并成一个。", translates={"es": "d6178d551790", "zh": "d6178d551790"}),
           "why": tr(en="No one can judge a whole collection, so TREC judges the pool of the systems' top results; unjudged documents then count as not relevant, which can penalise a new system whose results were not pooled.",
                     es="Nadie puede juzgar una colección entera, así que TREC juzga el pool de los mejores resultados de los sistemas; los documentos sin juicio cuentan entonces como no relevantes, lo que puede penalizar a un sistema nuevo cuyos resultados no entraron en el pool.",
                     zh="没人能把整个文档库都标注一遍，所以 TREC 只标注各系统靠前结果组成的池；未标注的文档按不相关处理，这可能让结果没进池的新系统吃亏。", translates={"es": "c5beb89cfcb4", "zh": "c5beb89cfcb4"}),
           "option.b.why": tr(en="That is aggregating labels (their disagreement is what Cohen's κ measures); pooling decides which documents get judged at all.",
                              es="Eso es agregar etiquetas (el acuerdo entre anotadores lo mide la κ de Cohen); el pooling decide qué documentos se juzgan.",
                              zh="那是汇总标注（分歧程度用 Cohen's kappa 衡量）；池化决定的是哪些文档会被标注。", translates={"es": "f71bbc9d9978", "zh": "f71bbc9d9978"}),
           "option.c.why": tr(en="Queries stay separate; pooling is about which documents of each query get judged.",
                              es="Las consultas no se fusionan; el pooling trata de qué documentos de cada consulta se juzgan.",
                              zh="查询不会合并；池化说的是每个查询有哪些文档会被标注。", translates={"es": "ce0b5e05e8ef", "zh": "ce0b5e05e8ef"}),
       })
choice("10.judge_calibration", 3, "b", source="review zh-04-07: LLM-as-a-Judge 偏差与校准; was 07.judge_calibration", topic="evaluation_set",
       texts={
           "title": tr(en="Is the judge reliable?",
                       es="¿Es fiable el juez?",
                       zh="这个评审可靠吗？", translates={"es": "da508dc1c813", "zh": "da508dc1c813"}),
           "question": tr(en="On 200 answers labelled by people, your LLM judge gives the same label (supported or not) on 85 % of them; 90 % of the 200 answers are supported. Is the judge reliable?",
                          es="En 200 respuestas etiquetadas por personas, tu juez LLM da la misma etiqueta que las personas (respaldada o no) en el 85 % de los casos; el 90 % de esas 200 respuestas están respaldadas. ¿Es fiable el juez?",
                          zh="在你自己人工标注过的 200 条回答上，你的 LLM 评审与人工标签（有无依据）一致的比例是 85%；这 200 条回答中有 90% 是有依据的。这个评审可靠吗？", translates={"es": "93c28905ca85", "zh": "93c28905ca85"}),
           "option.a": tr(en="Yes: 85 % agreement with your human labels is high, well above the 70 to 80 % that two annotators often reach.",
                          es="Sí: un 85 % de acuerdo con tus etiquetas humanas es alto, muy por encima del 70 u 80 % que suelen alcanzar dos anotadores.",
                          zh="可靠：与你自己的人工标签 85% 一致已经很高，明显超过两位标注者之间常见的 70% 到 80%。", translates={"es": "13c1f11376cc", "zh": "13c1f11376cc"}),
           "option.b": tr(en="Not shown: with 90 % of one label, a judge that always says \"supported\" would agree on 90 %; compute Cohen's κ and the agreement on each label separately.",
                          es="No está demostrado: con un 90 % de una etiqueta, un juez que siempre dijera «respaldada» coincidiría en un 90 %; calcula la κ de Cohen y el acuerdo en cada etiqueta por separado.",
                          zh="还不能确定：90% 的回答都有依据，一个永远说“有依据”的评审也能达到 90% 的一致率；应该计算 Cohen's kappa，并分别看两类回答上的一致情况。", translates={"es": "6b5402951b59", "zh": "6b5402951b59"}),
           "option.c": tr(en="No: an LLM judge shares the blind spots of the LLM that wrote the answers, so its labels cannot stand in for people's.",
                          es="No: un juez LLM comparte los puntos ciegos del LLM que escribió las respuestas, así que sus etiquetas no pueden sustituir a las de las personas.",
                          zh="不可靠：LLM 评审和写答案的 LLM 有同样的盲点，所以它的标签代替不了你自己的人工标签。", translates={"es": "76e28f9eb284", "zh": "76e28f9eb284"}),
           "why": tr(en="Raw agreement is inflated when one label dominates: here it is even below what a constant judge would get. κ discounts chance agreement; then look at the unsupported answers, the ones the judge is there to catch.",
                     es="La proporción de acuerdo se infla cuando domina una etiqueta: aquí queda incluso por debajo de lo que lograría un juez que siempre diera la misma respuesta. La κ descuenta el acuerdo por azar; después mira las respuestas sin respaldo, que son las que el juez debe detectar.",
                     zh="某个标签占多数时，一致率会虚高：这里甚至比一个永远给同一答案的评审还低。κ 扣除了巧合的一致；然后要重点看没有依据的回答，评审的作用正是把它们找出来。", translates={"es": "d12b90b43b3b", "zh": "d12b90b43b3b"}),
           "option.a.why": tr(en="A judge that always says \"supported\" would agree on 90 % here and catch nothing.",
                              es="Un juez que siempre dijera «respaldada» coincidiría aquí en un 90 % y no detectaría nada.",
                              zh="一个永远说“有依据”的评审，在这里一致率就有 90%，却一个问题都发现不了。", translates={"es": "0ae7680cc4d2", "zh": "0ae7680cc4d2"}),
           "option.c.why": tr(en="Judges calibrated against your own human labels are widely used; the point is to measure the agreement, not to refuse the tool.",
                              es="Los jueces calibrados con tus propias etiquetas humanas se usan mucho; se trata de medir el acuerdo, no de rechazar la herramienta.",
                              zh="用你自己的人工标注校准过的评审被广泛使用；关键是量化一致性，而不是一概否定这个工具。", translates={"es": "0d581bdc8a0c", "zh": "0d581bdc8a0c"}),
       })
