"""Chapter 04: evaluating a retriever (many queries, means vs per query, metric vs k, RetrievalEvaluator,
TREC runs, comparing two retrievers)."""

import ragmetrics as rm

from .build import choice, number, tr
from ...messages import Listed
from .library import dcg, hint, hits, mean, ndcg_ideal_from_retrieved, per_query, precision, recall, relevant_ids

# Seed 000's three test cases (its printed means 0.722, 0.533, 0.600, 0.812 are wrong).
SEED_CASES = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]


def _cases_facts(i) -> dict:
    return {"n_queries": len(i["test_cases"])}


def _evaluator_mean(name):
    return lambda i: rm.RetrievalEvaluator(k=i["k"]).evaluate_many(i["test_cases"])[f"{name}@{i['k']}"]


def _micro_recall(i) -> float:
    """Relevant found over all queries / relevant over all queries (pooled counts, a micro-average)."""
    found = sum(hits({**case, "k": i["k"]}) for case in i["test_cases"])
    total = sum(len(relevant_ids(case)) for case in i["test_cases"])
    return found / total


number("04.evaluator_recall", _evaluator_mean("R"), {"test_cases": SEED_CASES, "k": 5},
       (hint("hint.micro_average", _micro_recall,
             tr(en="{wrong} pools the counts over the queries (relevant found / relevant in total). RetrievalEvaluator averages each query's Recall: (R1 + R2 + R3) / {n_queries}.",
                es="{wrong} suma los recuentos de todas las consultas (relevantes encontrados / relevantes en total). RetrievalEvaluator promedia el recall de cada consulta: (R1 + R2 + R3) / {n_queries}.",
                zh="{wrong} 是把所有查询的计数合在一起算（找回的相关文档总数 / 相关文档总数）。RetrievalEvaluator 是先算每个查询的召回率再平均：(R1 + R2 + R3) / {n_queries}。", translates={"es": "c4a0a1e7f8d9", "zh": "c4a0a1e7f8d9"})),
        hint("hint.mean_precision_not_recall", lambda i: mean(per_query(precision, i["test_cases"], i["k"])),
             tr(en="{wrong} is the mean Precision@{k}. The question asks for the mean Recall@{k}.",
                es="{wrong} es la media de Precision@{k}. La pregunta pide la media de Recall@{k}.",
                zh="{wrong} 是 Precision@{k} 的平均值。题目问的是 Recall@{k} 的平均值。", translates={"es": "362f33f1066f", "zh": "362f33f1066f"})),
        hint("hint.mean_hit_rate_not_recall", _evaluator_mean("HitRate"),
             tr(en="{wrong} is the mean HitRate@{k}: every query has at least one hit. Recall counts how many of each query's relevant documents were found.",
                es="{wrong} es la tasa de aciertos media (HitRate@{k}): todas las consultas aciertan al menos una vez. El recall cuenta cuántos relevantes de cada consulta se encontraron.",
                zh="{wrong} 是平均命中率（HitRate@{k}）：每个查询都至少命中一篇。召回率要数出每个查询的相关文档找回了多少。", translates={"es": "b86cadd6ad52", "zh": "b86cadd6ad52"}))),
       facts=_cases_facts, source="seed000: Métricas promedio, recall@k 0.722 (wrong)", topic="evaluation",
       texts={
           "title": tr(en="Mean Recall@{k} of the capsule's three queries",
                       es="Recall@{k} medio de las tres consultas de la cápsula",
                       zh="西班牙语课程三个查询的平均 Recall@{k}", translates={"es": "e8f306f6a9f1", "zh": "e8f306f6a9f1"}),
           "question": tr(en="Run `RetrievalEvaluator(k={k}).evaluate_many` on the {n_queries} test cases of `test_cases`. What is the mean Recall@{k}? (The capsule printed 0.722.)",
                          es="Ejecuta `RetrievalEvaluator(k={k}).evaluate_many` con los {n_queries} casos de `test_cases`. ¿Cuánto vale el Recall@{k} medio? (La cápsula imprimió 0,722.)",
                          zh="对 `test_cases` 中的 {n_queries} 个测试用例运行 `RetrievalEvaluator(k={k}).evaluate_many`。平均 Recall@{k} 是多少？（西班牙语课程打印的是 0.722。）", translates={"es": "9d31ee16b669", "zh": "9d31ee16b669"}),
           "why": tr(en="Per query: 2/3, 2/2 and 2/2, so the mean is {expected}. The capsule's 0.722 is wrong, and no convention reproduces it: recompute printed numbers instead of trusting them.",
                     es="Por consulta: 2/3, 2/2 y 2/2, así que la media es {expected}. El 0,722 de la cápsula es erróneo y ninguna convención lo reproduce: recalcula las cifras publicadas en lugar de fiarte de ellas.",
                     zh="每个查询分别是 2/3、2/2、2/2，平均为 {expected}。西班牙语课程的 0.722 是错的，任何一种约定都算不出这个数：打印出来的数字要自己重算，不能照单全收。", translates={"es": "767ce0bf7b69", "zh": "767ce0bf7b69"}),
       })
number("04.evaluator_ndcg", _evaluator_mean("nDCG"), {"test_cases": SEED_CASES, "k": 5},
       (hint("hint.mean_dcg_not_ndcg", lambda i: mean(per_query(dcg, i["test_cases"], i["k"])),
             tr(en="{wrong} is the mean DCG@{k}. Divide each query's DCG by its own ideal DCG, then average.",
                es="{wrong} es la media de DCG@{k}. Divide el DCG de cada consulta entre su propio DCG ideal y luego promedia.",
                zh="{wrong} 是 DCG@{k} 的平均值。要先把每个查询的 DCG 除以它自己的理想 DCG，再求平均。", translates={"es": "f84f213595c5", "zh": "f84f213595c5"})),
        hint("hint.mean_ideal_from_retrieved",
             lambda i: mean(per_query(ndcg_ideal_from_retrieved, i["test_cases"], i["k"])),
             tr(en="Your ideal DCG for the first query left out document 12, judged relevant but never retrieved. The ideal ranking uses every judged document.",
                es="Tu IDCG de la primera consulta deja fuera el documento 12, juzgado relevante pero nunca recuperado. El ranking ideal usa todos los documentos juzgados.",
                zh="你为第一个查询算理想 DCG 时漏掉了文档 12：它被标注为相关，但从未被检索到。理想排序要用所有标注过的文档。", translates={"es": "cd42ed17b490", "zh": "cd42ed17b490"})),
        hint("hint.mean_recall_not_ndcg", lambda i: mean(per_query(recall, i["test_cases"], i["k"])),
             tr(en="{wrong} is the mean Recall@{k}. nDCG@{k} also weighs where the relevant documents are ranked.",
                es="{wrong} es la media de Recall@{k}. nDCG@{k} además pondera la posición de los documentos relevantes.",
                zh="{wrong} 是 Recall@{k} 的平均值。nDCG@{k} 还要考虑相关文档排在第几位。", translates={"es": "47ff06b2bee9", "zh": "47ff06b2bee9"}))),
       facts=_cases_facts, source="seed000: Métricas promedio, ndcg@k 0.812 (wrong)", topic="evaluation",
       texts={
           "title": tr(en="Mean nDCG@{k} of the same queries",
                       es="nDCG@{k} medio de las mismas consultas",
                       zh="同样三个查询的平均 nDCG@{k}", translates={"es": "b8b375ef9c47", "zh": "b8b375ef9c47"}),
           "question": tr(en="Same {n_queries} test cases. What is the mean nDCG@{k} (binary relevance)? (The capsule printed 0.812.)",
                          es="Los mismos {n_queries} casos. ¿Cuánto vale el nDCG@{k} medio (relevancia binaria)? (La cápsula imprimió 0,812.)",
                          zh="同样的 {n_queries} 个测试用例。平均 nDCG@{k}（二元相关）是多少？（西班牙语课程打印的是 0.812。）", translates={"es": "da45d4e3c03f", "zh": "da45d4e3c03f"}),
           "why": tr(en="Per query 0.498, 0.693 and 0.920: the mean is {expected}. The capsule's 0.812 is wrong, as is its 0.756 for the first query alone (0.498 is right: document 12 is relevant and missing).",
                     es="Por consulta, 0,498; 0,693 y 0,920: la media es {expected}. El 0,812 de la cápsula es erróneo, igual que su 0,756 para la primera consulta sola (lo correcto es 0,498: el documento 12 es relevante y falta).",
                     zh="每个查询分别是 0.498、0.693、0.920，平均为 {expected}。西班牙语课程的 0.812 是错的，它单独给第一个查询算出的 0.756 也错了（正确值是 0.498：文档 12 是相关文档，却没有被检索到）。", translates={"es": "5180895c1f59", "zh": "5180895c1f59"}),
       })


def _worst_query(i) -> str:
    values = [rm.ndcg_at_k(case["retrieved"], case["relevant"], k=i["k"]) for case in i["test_cases"]]
    return "abc"[values.index(min(values))]


def _per_query_facts(i) -> dict:
    values = [rm.ndcg_at_k(case["retrieved"], case["relevant"], k=i["k"]) for case in i["test_cases"]]
    return {"ndcg_a": values[0], "ndcg_b": values[1], "ndcg_c": values[2], "mean": sum(values) / len(values)}


choice("04.worst_query", 3, _worst_query, inputs={"test_cases": SEED_CASES, "k": 5}, facts=_per_query_facts,
       source="seed000: evaluar múltiples queries", topic="evaluation",
       texts={
           "title": tr(en="Which query drags the mean down?",
                       es="¿Qué consulta hunde la media?",
                       zh="哪个查询拉低了平均值？", translates={"es": "74895bba8658", "zh": "74895bba8658"}),
           "question": tr(en="For the same `test_cases`, which query has the lowest nDCG@{k}?",
                          es="Con los mismos `test_cases`, ¿qué consulta tiene el nDCG@{k} más bajo?",
                          zh="还是这些 `test_cases`，哪个查询的 nDCG@{k} 最低？", translates={"es": "8f41d9e97120", "zh": "8f41d9e97120"}),
           "option.a": tr(en="Python installation",
                          es="La consulta «Python installation»",
                          zh="查询 Python installation", translates={"es": "50e8cf0c7c75", "zh": "50e8cf0c7c75"}),
           "option.b": tr(en="List comprehensions",
                          es="La consulta «List comprehensions»",
                          zh="查询 List comprehensions", translates={"es": "82d18c2d556e", "zh": "82d18c2d556e"}),
           "option.c": tr(en="Django tutorial",
                          es="La consulta «Django tutorial»",
                          zh="查询 Django tutorial", translates={"es": "488331928f15", "zh": "488331928f15"}),
           "why": tr(en="Per query: {ndcg_a:.3f}, {ndcg_b:.3f} and {ndcg_c:.3f}. The mean {mean:.3f} hides that the first query is far worse: one of its relevant documents (12) was never retrieved.",
                     es="Por consulta: {ndcg_a:.3f}; {ndcg_b:.3f} y {ndcg_c:.3f}. La media {mean:.3f} oculta que la primera consulta es mucho peor: uno de sus relevantes (el 12) nunca se recuperó.",
                     zh="每个查询分别是 {ndcg_a:.3f}、{ndcg_b:.3f}、{ndcg_c:.3f}。平均值 {mean:.3f} 掩盖了第一个查询差得多的事实：它的一篇相关文档（12）从未被检索到。", translates={"es": "75037b2d9051", "zh": "75037b2d9051"}),
           "option.a.why": tr(en="That query scores {ndcg_a:.3f}; the three are {ndcg_a:.3f}, {ndcg_b:.3f} and {ndcg_c:.3f}.",
                              es="Esa consulta saca {ndcg_a:.3f}; las tres sacan {ndcg_a:.3f}; {ndcg_b:.3f} y {ndcg_c:.3f}.",
                              zh="这个查询的得分是 {ndcg_a:.3f}；三个查询分别是 {ndcg_a:.3f}、{ndcg_b:.3f}、{ndcg_c:.3f}。", translates={"es": "96b0d17accf3", "zh": "96b0d17accf3"}),
           "option.b.why": tr(en="That query scores {ndcg_b:.3f}; the three are {ndcg_a:.3f}, {ndcg_b:.3f} and {ndcg_c:.3f}.",
                              es="Esa consulta saca {ndcg_b:.3f}; las tres sacan {ndcg_a:.3f}; {ndcg_b:.3f} y {ndcg_c:.3f}.",
                              zh="这个查询的得分是 {ndcg_b:.3f}；三个查询分别是 {ndcg_a:.3f}、{ndcg_b:.3f}、{ndcg_c:.3f}。", translates={"es": "41301c2b2093", "zh": "41301c2b2093"}),
           "option.c.why": tr(en="That query scores {ndcg_c:.3f}; the three are {ndcg_a:.3f}, {ndcg_b:.3f} and {ndcg_c:.3f}.",
                              es="Esa consulta saca {ndcg_c:.3f}; las tres sacan {ndcg_a:.3f}; {ndcg_b:.3f} y {ndcg_c:.3f}.",
                              zh="这个查询的得分是 {ndcg_c:.3f}；三个查询分别是 {ndcg_a:.3f}、{ndcg_b:.3f}、{ndcg_c:.3f}。", translates={"es": "8cbd1494ae5a", "zh": "8cbd1494ae5a"}),
       })


def _first_full_recall(i) -> int:
    """The smallest k at which Recall@k reaches 1 (computed with ragmetrics, k = 1, 2, ...)."""
    for k in range(1, len(i["retrieved"]) + 1):
        if rm.recall_at_k(i["retrieved"], i["relevant"], k=k) == 1.0:
            return k
    return 0


def _first_hit(i) -> int:
    return next(k for k in range(1, len(i["retrieved"]) + 1) if rm.hit_rate_at_k(i["retrieved"], i["relevant"], k=k) == 1.0)


number("04.recall_curve", _first_full_recall, {"retrieved": [8, 3, 9, 1, 4, 7, 2], "relevant": [9, 7]},
       (hint("hint.k_first_hit", _first_hit,
             tr(en="{wrong} is where the first relevant document is: HitRate@k reaches 1 there. Recall@k needs all {n_relevant} relevant documents.",
                es="{wrong} es donde está el primer relevante: ahí la tasa de aciertos llega a 1. Recall@k necesita los {n_relevant} relevantes.",
                zh="{wrong} 是第一篇相关文档的位置：命中率在这里达到 1。Recall@k 要等 {n_relevant} 篇相关文档全部出现。", translates={"es": "fc404e580805", "zh": "fc404e580805"})),
        hint("hint.k_zero_based", lambda i: _first_full_recall(i) - 1,
             tr(en="You counted positions from 0. Ranks start at 1.",
                es="Has contado las posiciones desde 0. Las posiciones empiezan en 1.",
                zh="你的位置是从 0 开始数的。排名从 1 开始。", translates={"es": "84042b1240a2", "zh": "84042b1240a2"})),
        hint("hint.k_count_relevant", lambda i: len(i["relevant"]),
             tr(en="{wrong} is the number of relevant documents: that k would be enough only if they were all at the top.",
                es="{wrong} es el número de documentos relevantes: ese k bastaría solo si estuvieran todos arriba del todo.",
                zh="{wrong} 是相关文档的个数：只有它们全都排在最前面时，这个 k 才够。", translates={"es": "a74f2a5ec465", "zh": "a74f2a5ec465"}))),
       facts=lambda i: {"n_relevant": len(i["relevant"])}, integer=True, topic="evaluation",
       texts={
           "title": tr(en="At which k does Recall@k reach 1?",
                       es="¿Con qué k llega Recall@k a 1?",
                       zh="k 为多少时 Recall@k 达到 1？", translates={"es": "0b7db93499e7", "zh": "0b7db93499e7"}),
           "question": tr(en="For `retrieved` and `relevant`, what is the smallest k with Recall@k = 1?",
                          es="Para `retrieved` y `relevant`, ¿cuál es el menor k con Recall@k = 1?",
                          zh="对于 `retrieved` 和 `relevant`，使 Recall@k = 1 的最小 k 是多少？", translates={"es": "67a2d6538268", "zh": "67a2d6538268"}),
           "why": tr(en="The last relevant document is at rank {expected}: from k = {expected} on, Recall@k = 1. HitRate@k reaches 1 earlier, at the first relevant document; once k grows past {expected}, Precision@k can only fall.",
                     es="El último relevante está en la posición {expected}: a partir de k = {expected}, Recall@k = 1. La tasa de aciertos llega a 1 antes, con el primer relevante; cuando k pasa de {expected}, Precision@k ya solo puede bajar.",
                     zh="最后一篇相关文档排在第 {expected} 名：从 k = {expected} 起 Recall@k = 1。命中率在第一篇相关文档处就已达到 1；k 超过 {expected} 后再增大，Precision@k 只会下降。", translates={"es": "cfa32eb6bd77", "zh": "cfa32eb6bd77"}),
       })

# A scored run in TREC form: the file order (as written) is not the ranking; scores decide.
QRELS = {"q1": {"d1": 1, "d4": 2}, "q2": {"d2": 1}}
RUN = {"q1": {"d1": 0.2, "d2": 0.9, "d3": 0.5, "d4": 0.7}, "q2": {"d5": 0.8, "d2": 0.6, "d6": 0.4}}


def _mean_ndcg(i, *, order="score", missing="skip") -> float:
    run = i["run"]
    if order == "file":
        run = {q: list(docs) for q, docs in run.items()}  # a list is taken as already ranked
    elif order == "ascending":
        run = {q: sorted(docs, key=docs.get) for q, docs in run.items()}
    return rm.evaluate(i["qrels"], run, [f"nDCG@{i['k']}"], missing_queries=missing).mean[f"nDCG@{i['k']}"]


def _mean_dcg_run(i) -> float:
    """The mean DCG@k instead of nDCG@k (each run ranked by score, as it should be)."""
    ranked = {q: sorted(docs, key=docs.get, reverse=True) for q, docs in i["run"].items()}
    return sum(rm.dcg_at_k(ranked[q], i["qrels"][q], k=i["k"]) for q in ranked) / len(ranked)


number("04.trec_order", _mean_ndcg, {"qrels": QRELS, "run": RUN, "k": 3},
       (hint("hint.run_file_order", lambda i: _mean_ndcg(i, order="file"),
             tr(en="You ranked the documents in the order they are written. trec_eval sorts each query's documents by score, highest first (and ignores the rank column).",
                es="Has ordenado los documentos en el orden en que están escritos. `trec_eval` ordena los documentos de cada consulta por puntuación, de mayor a menor (y no mira la columna de posición).",
                zh="你是按文件中书写的顺序排列文档的。trec_eval 会把每个查询的文档按分数从高到低排序（也不看 rank 那一列）。", translates={"es": "ccba6474f668", "zh": "ccba6474f668"})),
        hint("hint.run_ascending", lambda i: _mean_ndcg(i, order="ascending"),
             tr(en="You put the lowest score first. The highest score is rank 1.",
                es="Has puesto primero la puntuación más baja. La puntuación más alta es la posición 1.",
                zh="你把分数最低的排在了第一位。分数最高的才是第 1 名。", translates={"es": "6c6742c72430", "zh": "6c6742c72430"})),
        hint("hint.mean_dcg_run", _mean_dcg_run,
             tr(en="{wrong} is the mean DCG@{k}: divide each query's DCG by its ideal DCG before averaging.",
                es="{wrong} es la media de DCG@{k}: divide el DCG de cada consulta entre su DCG ideal antes de promediar.",
                zh="{wrong} 是 DCG@{k} 的平均值：应先把每个查询的 DCG 除以它的理想 DCG，再求平均。", translates={"es": "c91b6dd0efa4", "zh": "c91b6dd0efa4"}))),
       facts=lambda i: {"n_queries": len(i["run"])}, topic="evaluation",
       texts={
           "title": tr(en="A scored run, as trec_eval reads it",
                       es="Una lista con puntuaciones, tal como la lee trec_eval",
                       zh="trec_eval 如何读取带分数的结果", translates={"es": "31ec594617ba", "zh": "31ec594617ba"}),
           "question": tr(en="`run` holds each query's document scores in the order of the file, and `qrels` the judgments. What mean nDCG@{k} do trec_eval and `rm.evaluate` report?",
                          es="`run` contiene las puntuaciones de cada consulta en el orden del archivo, y `qrels` los juicios. ¿Qué nDCG@{k} medio dan trec_eval y `rm.evaluate`?",
                          zh="`run` 按文件中的顺序记录了每个查询下各文档的分数，`qrels` 是标注。trec_eval 和 `rm.evaluate` 给出的平均 nDCG@{k} 是多少？", translates={"es": "d9d7734d3ec9", "zh": "d9d7734d3ec9"}),
           "why": tr(en="Documents are ranked by score, highest first; the order of the lines does not matter. q1 becomes d2, d4, d3, d1 and q2 d5, d2, d6: the mean nDCG@{k} over the {n_queries} queries is {expected}.",
                     es="Los documentos se ordenan por puntuación, de mayor a menor; el orden de las líneas no importa. q1 queda d2, d4, d3, d1 y q2 d5, d2, d6: el nDCG@{k} medio de las {n_queries} consultas es {expected}.",
                     zh="文档按分数从高到低排序，行的先后顺序无关紧要。q1 变成 d2、d4、d3、d1，q2 变成 d5、d2、d6：{n_queries} 个查询的平均 nDCG@{k} 是 {expected}。", translates={"es": "9059e87e6524", "zh": "9059e87e6524"}),
       })

QRELS_3 = {**QRELS, "q3": {"d9": 1}}


def _per_query_sum(i) -> float:
    per = rm.evaluate(i["qrels"], i["run"], [f"nDCG@{i['k']}"], missing_queries="zero").per_query
    return sum(values[f"nDCG@{i['k']}"] for values in per.values())


number("04.missing_query", lambda i: _mean_ndcg(i, missing="zero"), {"qrels": QRELS_3, "run": RUN, "k": 3},
       (hint("hint.missing_skipped", lambda i: _mean_ndcg(i, missing="skip"),
             tr(en="{wrong} averages only the queries present in the run (trec_eval's default). Averaged over every judged query (`trec_eval -c`), the missing one counts as 0.",
                es="{wrong} promedia solo las consultas presentes en el run (lo que trec_eval hace por defecto). Promediando todas las consultas juzgadas (`trec_eval -c`), la que falta cuenta como 0.",
                zh="{wrong} 只对 run 中出现的查询求平均（trec_eval 的默认做法）。如果对所有标注过的查询求平均（`trec_eval -c`），缺失的那个要按 0 计入。", translates={"es": "770446d4d70b", "zh": "770446d4d70b"})),
        hint("hint.missing_file_order", lambda i: _mean_ndcg(i, order="file", missing="zero"),
             tr(en="q3 counts as 0, good, but you ranked the documents in file order: sort them by score.",
                es="Bien: q3 cuenta como 0. Pero has ordenado los documentos en el orden del archivo: ordénalos por puntuación.",
                zh="q3 按 0 计入，这一点对了；但你是按文件顺序排列文档的，应该按分数排序。", translates={"es": "eef17b7099fb", "zh": "eef17b7099fb"})),
        hint("hint.missing_sum", _per_query_sum,
             tr(en="{wrong} is the sum over the queries: divide by the {n_queries} judged queries.",
                es="{wrong} es la suma de las consultas: divide entre las {n_queries} consultas juzgadas.",
                zh="{wrong} 是各查询的总和，还要除以 {n_queries} 个标注过的查询。", translates={"es": "3942aabccc42", "zh": "3942aabccc42"}))),
       facts=lambda i: {"n_queries": len(i["qrels"])}, topic="evaluation",
       texts={
           "title": tr(en="A judged query missing from the run",
                       es="Una consulta juzgada que falta en el run",
                       zh="run 中缺失的已标注查询", translates={"es": "6c371f550dbd", "zh": "6c371f550dbd"}),
           "question": tr(en="Now `qrels` also judges a query q3 that is missing from `run`. Averaged over every judged query (`trec_eval -c`, `rm.evaluate(..., missing_queries=\"zero\")`), what is the mean nDCG@{k}?",
                          es="Ahora `qrels` también juzga una consulta q3 que no aparece en `run`. Promediando todas las consultas juzgadas (`trec_eval -c`, `rm.evaluate(..., missing_queries=\"zero\")`), ¿cuánto vale el nDCG@{k} medio?",
                          zh="现在 `qrels` 里还有一个查询 q3，它在 `run` 中没有出现。对所有标注过的查询求平均（`trec_eval -c`，即 `rm.evaluate(..., missing_queries=\"zero\")`），平均 nDCG@{k} 是多少？", translates={"es": "ebcb0af08a1f", "zh": "ebcb0af08a1f"}),
           "why": tr(en="q3 scores 0 and still counts, so the sum is divided by {n_queries}: {expected}. trec_eval's default only averages queries present in both files, which looks better than the system is.",
                     es="q3 vale 0 y sigue contando, así que la suma se divide entre {n_queries}: {expected}. Por defecto, trec_eval solo promedia las consultas presentes en los dos archivos, lo que hace que el sistema parezca mejor de lo que es.",
                     zh="q3 得 0 分但仍然计入，所以总和要除以 {n_queries}：{expected}。trec_eval 默认只对两个文件中都有的查询求平均，会让系统看起来比实际更好。", translates={"es": "050a045daac8", "zh": "050a045daac8"}),
       })

# Two retrievers on the same three queries.
COMPARE = {
    "relevant": [[1, 2, 3], [4, 5], [6]],
    "run_a": [[1, 2, 9, 8, 3], [9, 8, 4, 7, 5], [9, 8, 7, 10, 11]],
    "run_b": [[9, 1, 8, 2, 3], [4, 9, 5, 8, 7], [6, 9, 8, 7, 10]],
    "k": 5,
}


def _means(i, measure=rm.ndcg_at_k):
    a = [measure(r, rel, k=i["k"]) for r, rel in zip(i["run_a"], i["relevant"])]
    b = [measure(r, rel, k=i["k"]) for r, rel in zip(i["run_b"], i["relevant"])]
    return sum(a) / len(a), sum(b) / len(b)


def _diff(i, measure=rm.ndcg_at_k) -> float:
    a, b = _means(i, measure)
    return b - a


number("04.compare_diff", _diff, COMPARE,
       (hint("hint.diff_sign", lambda i: -_diff(i),
             tr(en="{wrong} is A − B. The question asks for B − A.",
                es="{wrong} es A − B. La pregunta pide B − A.",
                zh="{wrong} 是 A − B。题目问的是 B − A。", translates={"es": "630c1cc1b2bd", "zh": "630c1cc1b2bd"})),
        hint("hint.diff_recall", lambda i: _diff(i, rm.recall_at_k),
             tr(en="{wrong} is the difference in mean Recall@{k}, not in mean nDCG@{k}.",
                es="{wrong} es la diferencia de Recall@{k} medio, no de nDCG@{k} medio.",
                zh="{wrong} 是平均 Recall@{k} 的差，而不是平均 nDCG@{k} 的差。", translates={"es": "026cf7252ab1", "zh": "026cf7252ab1"})),
        hint("hint.diff_b_only", lambda i: _means(i)[1],
             tr(en="{wrong} is B's mean nDCG@{k} alone: subtract A's.",
                es="{wrong} es solo el nDCG@{k} medio de B: réstale el de A.",
                zh="{wrong} 只是 B 的平均 nDCG@{k}，还要减去 A 的。", translates={"es": "0290e49a275d", "zh": "0290e49a275d"}))),
       facts=lambda i: {"n_queries": len(i["relevant"])}, unit_interval=False, topic="evaluation",
       texts={
           "title": tr(en="Comparing two retrievers: the difference of means",
                       es="Comparar dos recuperadores: la diferencia de medias",
                       zh="比较两个检索器：均值之差", translates={"es": "e13ccf2879b5", "zh": "e13ccf2879b5"}),
           "question": tr(en="Retrievers A (`run_a`) and B (`run_b`) answer the same {n_queries} queries, whose relevant documents are in `relevant`. What is B's mean nDCG@{k} minus A's?",
                          es="Los recuperadores A (`run_a`) y B (`run_b`) responden a las mismas {n_queries} consultas, cuyos documentos relevantes están en `relevant`. ¿Cuánto vale el nDCG@{k} medio de B menos el de A?",
                          zh="检索器 A（`run_a`）和 B（`run_b`）处理同样的 {n_queries} 个查询，相关文档在 `relevant` 中。B 的平均 nDCG@{k} 减去 A 的平均 nDCG@{k} 是多少？", translates={"es": "4c3bbf127794", "zh": "4c3bbf127794"}),
           "why": tr(en="B − A = {expected}: B ranks better on average. Before concluding, look at the queries one by one.",
                     es="B − A = {expected}: B ordena mejor de media. Antes de sacar conclusiones, mira las consultas una a una.",
                     zh="B − A = {expected}：平均来看 B 的排序更好。下结论之前，先逐个查询看一看。", translates={"es": "8bb7928151f5", "zh": "8bb7928151f5"}),
       })


def _wins(i) -> dict:
    a = [rm.ndcg_at_k(r, rel, k=i["k"]) for r, rel in zip(i["run_a"], i["relevant"])]
    b = [rm.ndcg_at_k(r, rel, k=i["k"]) for r, rel in zip(i["run_b"], i["relevant"])]
    return {"per_a": Listed(a), "per_b": Listed(b), "b_wins": sum(y > x for x, y in zip(a, b)), "n_queries": len(a),
            "diff": sum(b) / len(b) - sum(a) / len(a),
            "gap": abs(sum(b) / len(b) - sum(a) / len(a))}  # "higher by 0.370": no sign


choice("04.compare_conclusion", 3, "c", inputs=COMPARE, facts=_wins, topic="evaluation",
       texts={
           "title": tr(en="What the comparison allows you to say",
                       es="Qué permite decir la comparación",
                       zh="这个比较能说明什么", translates={"es": "d10547abd5b1", "zh": "d10547abd5b1"}),
           "question": tr(en="Per query nDCG@{k}: A = {per_a:.3f}; B = {per_b:.3f}. B's mean is higher by {gap:.3f} and B wins on {b_wins} of {n_queries} queries. What is the sound conclusion?",
                          es="nDCG@{k} por consulta. A: {per_a:.3f}. B: {per_b:.3f}. La media de B es {gap:.3f} mayor y B gana en {b_wins} de {n_queries} consultas. ¿Cuál es la conclusión sensata?",
                          zh="每个查询的 nDCG@{k}：A = {per_a:.3f}；B = {per_b:.3f}。B 的平均值高出 {gap:.3f}，并在 {n_queries} 个查询中赢了 {b_wins} 个。合理的结论是什么？", translates={"es": "971f75e3f49b", "zh": "971f75e3f49b"}),
           "option.a": tr(en="B: {diff:+.3f} in mean nDCG@{k}, and it wins {b_wins} of the {n_queries} queries",
                          es="B: {diff:+.3f} en el nDCG@{k} medio, y gana en {b_wins} de las {n_queries} consultas",
                          zh="B：平均 nDCG@{k} 的差值为 {diff:+.3f}，而且 {n_queries} 个查询中赢了 {b_wins} 个", translates={"es": "52c6e9503e3d", "zh": "52c6e9503e3d"}),
           "option.b": tr(en="A: its win on the first query is the largest difference of all",
                          es="A: su ventaja en la primera consulta es la mayor diferencia de todas",
                          zh="A：它在第一个查询上的领先是所有差异中最大的", translates={"es": "8b4ef45a7368", "zh": "8b4ef45a7368"}),
           "option.c": tr(en="B looks better, but {n_queries} queries are too few to rule out chance",
                          es="B parece mejor, pero {n_queries} consultas no bastan para descartar el azar",
                          zh="B 看起来更好，但 {n_queries} 个查询太少，不能排除偶然", translates={"es": "1c9a87b2ae6b", "zh": "1c9a87b2ae6b"}),
           "why": tr(en="With {n_queries} queries a single query moves the mean by a third: a real test set, per-query values and (ideally) a paired significance test decide, not one mean.",
                     es="Con {n_queries} consultas, una sola mueve la media un tercio: deciden un conjunto de prueba de verdad, los valores por consulta e (idealmente) una prueba de significación pareada, no una media.",
                     zh="只有 {n_queries} 个查询时，单个查询就能让平均值变动三分之一：应该依据真正的测试集、逐查询的结果，最好再做配对显著性检验，而不是只看一个平均数。", translates={"es": "a1f53debedae", "zh": "a1f53debedae"}),
           "option.a.why": tr(en="With {n_queries} queries one lucky query can decide the mean; nothing says B also wins on the next queries.",
                              es="Con {n_queries} consultas, una consulta afortunada puede decidir la media; nada garantiza que B gane también en las siguientes.",
                              zh="只有 {n_queries} 个查询时，一个碰巧表现好的查询就能决定平均值；没有任何证据表明 B 在其他查询上也会赢。", translates={"es": "431ae2918e60", "zh": "431ae2918e60"}),
           "option.b.why": tr(en="One query is not a retriever's quality, and A loses the other {b_wins}.",
                              es="Una consulta no mide la calidad de un recuperador, y A pierde las otras {b_wins}.",
                              zh="一个查询代表不了检索器的质量，何况 A 在另外 {b_wins} 个查询上都输了。", translates={"es": "97ef03004297", "zh": "97ef03004297"}),
       })
choice("04.mean_hides", 3, "b", topic="evaluation",
       texts={
           "title": tr(en="What a mean hides",
                       es="Lo que esconde una media",
                       zh="平均值掩盖了什么", translates={"es": "5203c571b3d0", "zh": "5203c571b3d0"}),
           "question": tr(en="The mean Recall@5 over 5 queries is 0.8. What can you say about the worst query?",
                          es="El Recall@5 medio de 5 consultas es 0,8. ¿Qué puedes decir de la peor consulta?",
                          zh="5 个查询的平均 Recall@5 是 0.8。关于最差的那个查询，你能得出什么结论？", translates={"es": "2dc88f8f86d9", "zh": "2dc88f8f86d9"}),
           "option.a": tr(en="At least 0.8, since no query can be below the mean",
                          es="Al menos 0,8, porque ninguna consulta queda por debajo de la media",
                          zh="至少是 0.8，因为没有查询会低于平均值", translates={"es": "e0bec0798ec8", "zh": "e0bec0798ec8"}),
           "option.b": tr(en="It could be 0: a mean of five hides its worst query",
                          es="Podría ser 0: una media de cinco esconde su peor consulta",
                          zh="可能是 0：五个查询的平均值会掩盖最差的那个", translates={"es": "8fbdc8609671", "zh": "8fbdc8609671"}),
           "option.c": tr(en="At least 0.6: one query moves a mean of five by 0.2 at most",
                          es="Al menos 0,6: una consulta mueve una media de cinco 0,2 como mucho",
                          zh="至少是 0.6：单个查询最多让五个查询的平均值变动 0.2", translates={"es": "54ab472db5b0", "zh": "54ab472db5b0"}),
           "why": tr(en="Four perfect queries and one at 0 give (1 + 1 + 1 + 1 + 0) / 5 = 0.8. Look at the per-query values, or at least the minimum, next to the mean.",
                     es="Cuatro consultas perfectas y una a 0 dan (1 + 1 + 1 + 1 + 0) / 5 = 0,8. Mira los valores por consulta, o al menos el mínimo, junto a la media.",
                     zh="四个满分查询加一个 0 分，(1 + 1 + 1 + 1 + 0) / 5 = 0.8。除了平均值，还要看每个查询的结果，至少看看最小值。", translates={"es": "62c5a11e8e22", "zh": "62c5a11e8e22"}),
           "option.a.why": tr(en="A mean is not a minimum: (1 + 1 + 1 + 1 + 0) / 5 is 0.8 too.",
                              es="Una media no es un mínimo: (1 + 1 + 1 + 1 + 0) / 5 también da 0,8.",
                              zh="平均值不是最小值：(1 + 1 + 1 + 1 + 0) / 5 也等于 0.8。", translates={"es": "8af369cbbf63", "zh": "8af369cbbf63"}),
           "option.c.why": tr(en="(1 + 1 + 1 + 1 + 0) / 5 = 0.8 as well: the worst query can be 0.",
                              es="(1 + 1 + 1 + 1 + 0) / 5 también es 0,8: la peor consulta puede valer 0.",
                              zh="(1 + 1 + 1 + 1 + 0) / 5 同样等于 0.8：最差的查询可能是 0。", translates={"es": "b19f06b530ba", "zh": "b19f06b530ba"}),
       })
choice("04.trec_rank_column", 3, "b", source="conventions: trec_eval sorts by score, then doc id", topic="evaluation",
       texts={
           "title": tr(en="What orders a TREC run",
                       es="Qué decide el orden en un archivo de run TREC",
                       zh="什么决定 TREC run 文件中的排序", translates={"es": "cc475467588f", "zh": "cc475467588f"}),
           "question": tr(en="In a TREC run file (qid Q0 docno rank score tag), what decides the order in which trec_eval ranks a query's documents?",
                          es="En un archivo de run TREC (qid Q0 docno rank score tag), ¿qué decide cómo ordena trec_eval los documentos de una consulta?",
                          zh="在 TREC run 文件（qid Q0 docno rank score tag）中，trec_eval 依据什么来决定一个查询下文档的排名？", translates={"es": "32c476dddbb1", "zh": "32c476dddbb1"}),
           "option.a": tr(en="The rank column, from rank 1 downwards",
                          es="La columna de posición (rank), de la 1 hacia abajo",
                          zh="rank 这一列，从第 1 名往下排", translates={"es": "1db23dd2b8b9", "zh": "1db23dd2b8b9"}),
           "option.b": tr(en="The score, highest first; ties by doc id",
                          es="La puntuación, de mayor a menor; empates, por identificador",
                          zh="分数从高到低，同分时按文档 id 倒序", translates={"es": "a8a5fc3dca10", "zh": "a8a5fc3dca10"}),
           "option.c": tr(en="The order of the lines, from top to bottom",
                          es="El orden de las líneas, de arriba abajo",
                          zh="行在文件中从上到下的顺序", translates={"es": "a0703a89cd53", "zh": "a0703a89cd53"}),
           "why": tr(en="trec_eval sorts by score, descending, and breaks ties by doc id (descending, as byte strings); it ignores both the rank column and the line order.",
                     es="trec_eval ordena por puntuación, de mayor a menor, y deshace los empates por identificador de documento (descendente, como cadenas de bytes); no mira ni la columna de posición ni el orden de las líneas.",
                     zh="trec_eval 按分数从高到低排序，同分时按文档 id（以字节串比较，降序）排；rank 列和行的顺序都会被忽略。", translates={"es": "86b5019ef97a", "zh": "86b5019ef97a"}),
           "option.a.why": tr(en="trec_eval ignores the rank column: a file whose ranks disagree with its scores is ranked by the scores.",
                              es="trec_eval ignora la columna de posición: si las posiciones no cuadran con las puntuaciones, mandan las puntuaciones.",
                              zh="trec_eval 会忽略 rank 列：如果名次和分数对不上，以分数为准。", translates={"es": "e48ba3a11481", "zh": "e48ba3a11481"}),
           "option.c.why": tr(en="The line order is ignored too: only the scores, then the doc ids, decide.",
                              es="El orden de las líneas también se ignora: solo deciden las puntuaciones y, después, los identificadores.",
                              zh="行的顺序同样会被忽略：只看分数，其次看文档 id。", translates={"es": "38f30e0ec499", "zh": "38f30e0ec499"}),
       })
