"""Chapter 06: conventions and pitfalls (ties, duplicates, k larger than the run, empty ground truth,
RR cutoff, nDCG vs nDCG@k, relevance level, F1 of the mean vs the mean F1)."""

import ragmetrics as rm

from .build import choice, number, tr
from .library import as_grades, f1, hint, mean, per_query, pick, precision, recall
from .ch04 import SEED_CASES


# Ties: four documents with the same score. trec_eval breaks ties by doc id, descending, as byte strings.
def _tie_rr(i) -> float:
    return rm.evaluate({"q": {doc: 1 for doc in i["relevant"]}}, {"q": i["run"]}, ["RR"]).mean["RR"]


def _rr_in_order(order):
    """RR of the run ranked by another tie rule (``order`` turns the run into a ranked list)."""
    return lambda i: rm.reciprocal_rank(order(i["run"]), i["relevant"])


number("06.ties", _tie_rr, {"run": {"d2": 0.5, "d10": 0.5, "d20": 0.5, "d3": 0.5}, "relevant": ["d2"]},
       (hint("hint.ties_input_order", _rr_in_order(list),
             tr(en="You kept the order of the input. trec_eval breaks ties by doc id, descending, comparing the ids as byte strings.",
                es="Has mantenido el orden de entrada. `trec_eval` deshace los empates por identificador de documento, en orden descendente, comparando los identificadores como cadenas de bytes.",
                zh="你保留了输入的顺序。trec_eval 遇到同分时按文档 id 降序排列，而且是把 id 当作字符串来比较。", translates={"es": "da263d8bc0b2", "zh": "da263d8bc0b2"})),
        hint("hint.ties_numeric", _rr_in_order(lambda run: sorted(run, key=lambda d: -int(d[1:]))),
             tr(en="You compared the ids as numbers (d20 > d10 > d3 > d2). trec_eval compares them as byte strings: \"d3\" > \"d20\" > \"d2\" > \"d10\".",
                es="Has comparado los identificadores como números (d20 > d10 > d3 > d2). `trec_eval` los compara como cadenas de bytes: «d3» > «d20» > «d2» > «d10».",
                zh="你把 id 当成数字来比较了（d20 > d10 > d3 > d2）。trec_eval 是按字符串比较的，即\"d3\" > \"d20\" > \"d2\" > \"d10\"。", translates={"es": "21ff195dbc22", "zh": "21ff195dbc22"})),
        hint("hint.ties_ascending", _rr_in_order(sorted),
             tr(en="You sorted the tied ids in ascending order. trec_eval sorts them in descending order.",
                es="Has ordenado los identificadores empatados de forma ascendente. `trec_eval` los ordena de forma descendente.",
                zh="你把同分文档的 id 按升序排了。trec_eval 是按降序排的。", translates={"es": "31905a1712b5", "zh": "31905a1712b5"}))),
       facts=None, source="conventions: ties broken by doc id, descending, as byte strings", topic="conventions",
       texts={
           "title": tr(en="Four documents with the same score",
                       es="Cuatro documentos con la misma puntuación",
                       zh="四篇同分的文档", translates={"es": "5fbd526e0bc3", "zh": "5fbd526e0bc3"}),
           "question": tr(en="The four documents of `run` have the same score, 0.5; the relevant one is in `relevant`. What reciprocal rank do trec_eval and rm.evaluate give?",
                          es="Los cuatro documentos de `run` tienen la misma puntuación, 0,5; el único documento relevante es el que figura en `relevant`. ¿Qué rango recíproco dan trec_eval y rm.evaluate?",
                          zh="`run` 中四篇文档的分数都是 0.5，相关文档在 `relevant` 中。trec_eval 和 rm.evaluate 给出的倒数排名是多少？", translates={"es": "0da32d636bad", "zh": "0da32d636bad"}),
           "why": tr(en="Ties are broken by doc id, descending, as byte strings: d3, d20, d2, d10. d2 is third: RR = {expected}. ranx may keep the input order and report 1.0 (ir_measures does so only for RR@k; for RR it follows trec_eval): with ties, say which rule you follow.",
                     es="Los empates se deshacen por identificador, en orden descendente y como cadenas de bytes: d3, d20, d2, d10. d2 queda tercero: RR = {expected}. ranx puede mantener el orden de entrada y dar 1,0 (ir_measures solo lo hace con RR@k; con RR sigue a trec_eval): cuando hay empates, di qué regla sigues.",
                     zh="同分时按文档 id 的字符串降序排列，顺序是 d3、d20、d2、d10。d2 排第三，所以 RR = {expected}。ranx 可能保留输入顺序，得到 1.0（ir_measures 只在计算 RR@k 时这样做，计算 RR 时遵循 trec_eval）。出现同分时，要说明采用的是哪条规则。", translates={"es": "8ea0a1885292", "zh": "8ea0a1885292"}),
       })

number("06.k_larger", precision, {"retrieved": [1, 2, 3, 4], "relevant": [2, 4], "k": 10},
       pick("precision_by_retrieved", "recall_not_precision", "f1_not_precision"), topic="conventions",
       texts={
           "title": tr(en="k larger than the list",
                       es="k mayor que la longitud de la lista",
                       zh="k 大于返回列表的长度", translates={"es": "fce15f157ab4", "zh": "fce15f157ab4"}),
           "question": tr(en="The retriever returned only {n_retrieved} documents (`retrieved`), the relevant ones are `relevant`, and k = {k}. What is Precision@{k}?",
                          es="El recuperador solo devolvió {n_retrieved} documentos (`retrieved`); los relevantes son `relevant`, y k = {k}. ¿Cuánto vale Precision@{k}?",
                          zh="检索器只返回了 {n_retrieved} 篇文档（`retrieved`），相关文档是 `relevant`，k = {k}。Precision@{k} 是多少？", translates={"es": "795f96c69fa5", "zh": "795f96c69fa5"}),
           "why": tr(en="Precision@{k} = {hits}/{k} = {expected}: the missing positions count as not relevant. Recall@{k} is 1, since everything relevant was found.",
                     es="Precision@{k} = {hits}/{k} = {expected}: las posiciones que faltan cuentan como no relevantes. Recall@{k} vale 1, porque se encontró todo lo relevante.",
                     zh="Precision@{k} = {hits}/{k} = {expected}，缺少的位置按不相关计算。Recall@{k} 是 1，因为所有相关文档都找到了。", translates={"es": "ea228406d73f", "zh": "ea228406d73f"}),
       })

# RR with a cutoff over three queries whose first relevant doc is at ranks 1, 5 and 2.
RR_QUERIES = [
    {"retrieved": [11, 12, 13, 14, 15], "relevant": [11]},
    {"retrieved": [21, 22, 23, 24, 25], "relevant": [25]},
    {"retrieved": [31, 32, 33, 34, 35], "relevant": [32, 35]},
]


def _rr_at(k):
    return lambda q: rm.reciprocal_rank(q["retrieved"], q["relevant"], k=k)


number("06.mrr_cutoff", lambda i: mean(map(_rr_at(i["k"]), i["queries"])), {"queries": RR_QUERIES, "k": 3},
       (hint("hint.mrr_no_cutoff", lambda i: mean(map(_rr_at(None), i["queries"])),
             tr(en="{wrong} is the MRR without a cutoff. With RR@{k}, a query whose first relevant document is below rank {k} scores 0.",
                es="{wrong} es el MRR sin corte. Con RR@{k}, una consulta cuyo primer relevante está por debajo de la posición {k} vale 0.",
                zh="{wrong} 是不截断的 MRR。用 RR@{k} 时，如果某个查询的第一篇相关文档排在第 {k} 名之后，它得 0 分。", translates={"es": "edd5a5d13f65", "zh": "edd5a5d13f65"})),
        hint("hint.mrr_dropped_zero", lambda i: mean(v for v in map(_rr_at(i["k"]), i["queries"]) if v > 0),
             tr(en="You left out the query that scores 0. It still counts: divide by all {n_queries} queries.",
                es="Has dejado fuera la consulta que vale 0. Sigue contando: divide entre las {n_queries} consultas.",
                zh="你把得 0 分的查询去掉了。它仍然要计入，应当除以全部 {n_queries} 个查询。", translates={"es": "2e8126c4565c", "zh": "2e8126c4565c"})),
        hint("hint.mrr_k_plus_one", lambda i: mean(v if v > 0 else 1 / (i["k"] + 1) for v in map(_rr_at(i["k"]), i["queries"])),
             tr(en="You gave the query with no hit in the top {k} a score of 1/({k} + 1). Below the cutoff it scores 0.",
                es="Has dado a la consulta sin acierto en el top {k} un 1/({k} + 1). Por debajo del corte vale 0.",
                zh="你给前 {k} 名里没有命中的查询记了 1/({k} + 1)。在截断位置之后应记 0 分。", translates={"es": "8f89230d86ce", "zh": "8f89230d86ce"}))),
       facts=lambda i: {"n_queries": len(i["queries"])}, topic="conventions",
       texts={
           "title": tr(en="Mean RR@{k} with a cutoff",
                       es="RR@{k} medio",
                       zh="截断在 {k} 的平均 RR（MRR@{k}）", translates={"es": "aeb0e279a66c", "zh": "aeb0e279a66c"}),
           "question": tr(en="For the {n_queries} queries of `queries`, what is the mean RR@{k} (ranx's mrr@{k}, ir_measures' RR@{k})?",
                          es="Para las {n_queries} consultas de `queries`, ¿cuánto vale el RR@{k} medio (mrr@{k} de ranx, RR@{k} de ir_measures)?",
                          zh="`queries` 中这 {n_queries} 个查询的平均 RR@{k}（ranx 的 mrr@{k}，ir_measures 的 RR@{k}）是多少？", translates={"es": "de670ec07ae3", "zh": "de670ec07ae3"}),
           "why": tr(en="The first relevant documents are at ranks 1, 5 and 2; rank 5 is past the cutoff {k}, so (1 + 0 + 1/2) / 3 = {expected}. trec_eval's recip_rank has no cutoff and would give (1 + 1/5 + 1/2) / 3.",
                     es="Los primeros relevantes están en las posiciones 1, 5 y 2; la 5 queda fuera del corte {k}, así que (1 + 0 + 1/2) / 3 = {expected}. El recip_rank de trec_eval no tiene corte y daría (1 + 1/5 + 1/2) / 3.",
                     zh="第一篇相关文档分别排在第 1、5、2 名；第 5 名超出了截断位置 {k}，所以是 (1 + 0 + 1/2) / 3 = {expected}。trec_eval 的 recip_rank 不截断，会得到 (1 + 1/5 + 1/2) / 3。", translates={"es": "2ccbae16ec18", "zh": "2ccbae16ec18"}),
       })

# nDCG over the whole ranking (trec_eval's ndcg) against nDCG@k (ndcg_cut_k).
FULL = {"retrieved": [1, 2, 3, 4, 5, 6, 7], "relevant": {2: 1, 7: 1, 9: 1}, "k": 5}


def _ndcg_full(i) -> float:
    return rm.ndcg_at_k(i["retrieved"], i["relevant"])


def _ndcg_full_ideal_retrieved(i) -> float:
    seen = {doc: g for doc, g in i["relevant"].items() if doc in i["retrieved"]}
    return rm.ndcg_at_k(i["retrieved"], seen)


number("06.ndcg_no_cut", _ndcg_full, FULL,
       (hint("hint.ndcg_cutoff_not_full", lambda i: rm.ndcg_at_k(i["retrieved"], i["relevant"], k=i["k"])),
        hint("hint.ndcg_full_ideal_retrieved", _ndcg_full_ideal_retrieved,
             tr(en="Your ideal DCG left out document 9, judged relevant but not retrieved. The ideal ranking uses every judged document.",
                es="Tu IDCG deja fuera el documento 9, juzgado relevante pero no recuperado. El ranking ideal usa todos los documentos juzgados.",
                zh="你的理想 DCG 漏掉了文档 9，它被标注为相关，但没有被检索到。理想排序要用所有标注过的文档。", translates={"es": "ac59416f426a", "zh": "ac59416f426a"})),
        hint("hint.dcg_full_not_ndcg", lambda i: rm.dcg_at_k(i["retrieved"], i["relevant"]),
             tr(en="{wrong} is the DCG of the whole ranking: divide it by the ideal DCG.",
                es="{wrong} es el DCG de toda la lista: divídelo entre el DCG ideal.",
                zh="{wrong} 是整个排序的 DCG，还要除以理想 DCG。", translates={"es": "f53374334a31", "zh": "f53374334a31"}))),
       facts=lambda i: {"n_relevant": len(as_grades(i["relevant"])), "n_retrieved": len(i["retrieved"])},
       topic="conventions",
       texts={
           "title": tr(en="nDCG without a cutoff",
                       es="nDCG sin corte",
                       zh="不截断的 nDCG", translates={"es": "cf7889d11cc2", "zh": "cf7889d11cc2"}),
           "question": tr(en="For `retrieved` and `relevant`, what is nDCG over the whole ranking, without a cutoff (trec_eval's ndcg, rm.ndcg_at_k with k=None)? (`k` is given only to compare with nDCG@{k}: do not cut the list.)",
                          es="Para `retrieved` y `relevant`, ¿cuánto vale el nDCG de toda la lista, sin corte (el `ndcg` de trec_eval; `rm.ndcg_at_k` con `k=None`)? El `k` del enunciado solo sirve para comparar el resultado con nDCG@{k}: no cortes la lista.",
                          zh="`retrieved` 和 `relevant` 如下。按整个排序计算、不截断的 nDCG（trec_eval 的 ndcg，即 k=None 时的 rm.ndcg_at_k）是多少？（题目给出的 `k` 只用于和 nDCG@{k} 对照；本题请用完整的排序，不要截断。）", translates={"es": "84e0da889b42", "zh": "84e0da889b42"}),
           "why": tr(en="The DCG of the whole list is 1/log2(3) + 1/log2(8) ≈ 0.964; the ideal puts the {n_relevant} relevant documents first, ≈ 2.131: nDCG = {expected}. nDCG@{k} only sees the top {k} and gives another number: say which one you report.",
                     es="El DCG de toda la lista es 1/log2(3) + 1/log2(8) ≈ 0,964; el ideal pone primero los {n_relevant} relevantes, ≈ 2,131: nDCG = {expected}. nDCG@{k} solo ve el top {k} y da otra cifra: di cuál de las dos publicas.",
                     zh="整个列表的 DCG 是 1/log2(3) + 1/log2(8) ≈ 0.964；理想排序把 {n_relevant} 篇相关文档排在最前面，约为 2.131，所以 nDCG = {expected}。nDCG@{k} 只看前 {k} 名，结果不同，报告时要说明是哪一个。", translates={"es": "730b872e498f", "zh": "730b872e498f"}),
       })

# A relevance level: grade >= 2 counts as relevant (trec_eval -l2, ir_measures P(rel=2)@5).
LEVEL = {"retrieved": [1, 2, 3, 4, 5], "relevant": {1: 3, 3: 1, 5: 2, 8: 2}, "k": 5, "level": 2}
number("06.relevance_level", precision, LEVEL,
       (hint("hint.level_one", lambda i: rm.precision_at_k(i["retrieved"], i["relevant"], k=i["k"]),
             tr(en="{wrong} counts grade 1 as relevant. With relevance level 2, only grades of 2 or more count.",
                es="{wrong} cuenta el grado 1 como relevante. Con nivel de relevancia 2, solo cuentan los grados 2 o superiores.",
                zh="{wrong} 把等级 1 也算作相关。相关性阈值为 2 时，只有等级不低于 2 的才算。", translates={"es": "497e24019f4a", "zh": "497e24019f4a"})),
        hint("hint.level_recall", recall,
             tr(en="{wrong} is the Recall at level 2 (found / relevant). Precision divides by k.",
                es="{wrong} es el recall con nivel 2 (encontrados / relevantes). La precisión divide entre k.",
                zh="{wrong} 是阈值为 2 时的召回率（找回的 / 全部相关的）。精确率要除以 k。", translates={"es": "c10e02c233ef", "zh": "c10e02c233ef"})),
        hint("hint.level_three", lambda i: rm.precision_at_k(i["retrieved"], i["relevant"], k=i["k"], level=3),
             tr(en="{wrong} only counts grade 3. Level 2 means grade 2 or more.",
                es="{wrong} solo cuenta el grado 3. Nivel 2 significa grado 2 o superior.",
                zh="{wrong} 只算了等级 3。阈值为 2 的意思是等级不低于 2。", translates={"es": "0d6dfe7add74", "zh": "0d6dfe7add74"}))),
       facts=None, topic="conventions",
       texts={
           "title": tr(en="Precision@{k} with relevance level {level}",
                       es="Precision@{k} con nivel de relevancia {level}",
                       zh="相关性阈值为 {level} 时的 Precision@{k}", translates={"es": "ddf6651532cd", "zh": "ddf6651532cd"}),
           "question": tr(en="The grades are in `relevant`. With relevance level {level} (grade ≥ {level} is relevant: trec_eval -l{level}, ir_measures P(rel={level})@{k}), what is Precision@{k} of `retrieved`?",
                          es="Los grados están en `relevant`. Con nivel de relevancia {level} (cuenta como relevante un documento de grado ≥ {level}: trec_eval -l{level}, P(rel={level})@{k} en ir_measures), ¿cuánto vale Precision@{k} de `retrieved`?",
                          zh="相关性等级在 `relevant` 中。相关性阈值为 {level}（等级 ≥ {level} 才算相关：trec_eval -l{level}，ir_measures 的 P(rel={level})@{k}）时，`retrieved` 的 Precision@{k} 是多少？", translates={"es": "024a065ff050", "zh": "024a065ff050"}),
           "why": tr(en="Documents 1 (grade 3) and 5 (grade 2) count, document 3 (grade 1) does not: 2/{k} = {expected}. The level changes binary measures, not nDCG, which uses the grades themselves.",
                     es="Cuentan los documentos 1 (grado 3) y 5 (grado 2), no el 3 (grado 1): 2/{k} = {expected}. El nivel cambia las medidas binarias, no nDCG, que usa los propios grados.",
                     zh="文档 1（等级 3）和文档 5（等级 2）算相关，文档 3（等级 1）不算，所以结果是 2/{k} = {expected}。阈值只影响基于二元相关性的指标，不影响直接使用等级的 nDCG。", translates={"es": "51e8b28b07df", "zh": "51e8b28b07df"}),
       })


# The mean of per-query F1 (what RetrievalEvaluator reports) vs F1 of mean P and mean R.
def _f1_of_means(i) -> float:
    p = mean(per_query(precision, i["test_cases"], i["k"]))
    r = mean(per_query(recall, i["test_cases"], i["k"]))
    return 2 * p * r / (p + r)


number("06.f1_mean", lambda i: mean(per_query(f1, i["test_cases"], i["k"])), {"test_cases": SEED_CASES, "k": 5},
       (hint("hint.f1_of_means", _f1_of_means,
             tr(en="{wrong} is F1 of the mean precision and the mean recall. The question asks for the mean of each query's F1 (what RetrievalEvaluator reports).",
                es="{wrong} es el F1 calculado con la media de Precision@k y la media del recall. La pregunta pide la media de los F1 por consulta (lo que da RetrievalEvaluator).",
                zh="{wrong} 是用精确率的均值和召回率的均值算出的 F1。题目问的是每个查询的 F1 的平均值（即 RetrievalEvaluator 给出的结果）。", translates={"es": "09a653bbee77", "zh": "09a653bbee77"})),
        hint("hint.f1_arithmetic_of_means",
             lambda i: (mean(per_query(precision, i["test_cases"], i["k"])) + mean(per_query(recall, i["test_cases"], i["k"]))) / 2,
             tr(en="{wrong} is (mean P + mean R) / 2: neither a harmonic mean nor computed per query.",
                es="{wrong} es (P media + R media) / 2: ni es una media armónica ni se calcula por consulta.",
                zh="{wrong} 是 (平均 P + 平均 R) / 2，既不是调和平均，也不是逐个查询计算的。", translates={"es": "69f93da38470", "zh": "69f93da38470"})),
        hint("hint.f1_mean_forgot_two", lambda i: mean(per_query(f1, i["test_cases"], i["k"])) / 2,
             tr(en="You forgot the 2 in each F1 = 2·P·R / (P + R).",
                es="Te has olvidado del 2 en cada F1 = 2·P·R / (P + R).",
                zh="你在每个 F1 = 2·P·R / (P + R) 中都漏掉了系数 2。", translates={"es": "61a31ef020ee", "zh": "61a31ef020ee"}))),
       facts=lambda i: {"n_queries": len(i["test_cases"])}, tolerance=0.001,  # its texts state ±0.001
       source="conventions: 0.5476 (mean F1) vs 0.5517 (F1 of means)", topic="conventions",
       texts={
           "title": tr(en="The mean of F1 or the F1 of the means?",
                       es="¿La media de los F1 o el F1 de las medias?",
                       zh="F1 的平均，还是平均值的 F1？", translates={"es": "d9b98ebac214", "zh": "d9b98ebac214"}),
           "question": tr(en="For the capsule's {n_queries} queries (`test_cases`) at k = {k}, what is the mean of the per-query F1@{k}? Give 4 decimals: the tolerance here is ±0.001, because the other convention differs by less than 0.005.",
                          es="Para las {n_queries} consultas de la cápsula (`test_cases`) con k = {k}, ¿cuánto vale la media de los F1@{k} por consulta? Da cuatro decimales: aquí el margen es de ±0,001, porque la otra convención difiere en menos de 0,005.",
                          zh="`test_cases` 是第 1 章用过的 {n_queries} 个查询（出自第 0 章介绍的西班牙语课程，查询文本保留英文原样）。k = {k} 时，各查询 F1@{k} 的平均值是多少？请保留 4 位小数（这里的误差范围是 ±0.001，因为另一种约定的结果与它相差不到 0.005）。", translates={"es": "2436ded958d5", "zh": "2436ded958d5"}),
           "why": tr(en="The per-query F1@{k} are 0.5, 0.571 and 0.571: mean {expected}. F1 of the mean P and mean R gives 0.5517, close but not equal: name your choice. The capsule printed 0.600, which is neither.",
                     es="Los F1@{k} por consulta son 0,5; 0,571 y 0,571: media {expected}. El F1 de la P media y la R media da 0,5517, parecido pero distinto: di cuál usas. La cápsula imprimió 0,600, que no es ninguno de los dos.",
                     zh="各查询的 F1@{k} 分别是 0.5、0.571、0.571，平均为 {expected}。用平均 P 和平均 R 算出的 F1 是 0.5517，接近但并不相同，要说明你用的是哪一种。西班牙语课程打印的 0.600 两者都不是。", translates={"es": "752cf8763a16", "zh": "752cf8763a16"}),
       })


def _duplicates(i) -> str:
    try:
        value = rm.ndcg_at_k(i["retrieved"], i["relevant"], k=i["k"])
    except ValueError:
        return "c"
    first = list(dict.fromkeys(i["retrieved"]))
    return "b" if value == rm.ndcg_at_k(first, i["relevant"], k=i["k"]) else "a"


choice("06.duplicates", 3, _duplicates, inputs={"retrieved": [3, 7, 3, 9], "relevant": [3, 7], "k": 4},
       source="conventions: duplicates", topic="conventions",
       texts={
           "title": tr(en="A document retrieved twice",
                       es="Un documento recuperado dos veces",
                       zh="同一文档被返回两次", translates={"es": "7a1a40440366", "zh": "7a1a40440366"}),
           "question": tr(en="`retrieved` repeats document 3. What does rm.ndcg_at_k(retrieved, relevant, k={k}) do?",
                          es="`retrieved` repite el documento 3. ¿Qué hace rm.ndcg_at_k(retrieved, relevant, k={k})?",
                          zh="`retrieved` 中文档 3 出现了两次。rm.ndcg_at_k(retrieved, relevant, k={k}) 会怎么处理？", translates={"es": "89b02a4e79bd", "zh": "89b02a4e79bd"}),
           "option.a": tr(en="Counts document 3 twice",
                          es="Cuenta el documento 3 dos veces",
                          zh="把文档 3 计算两次", translates={"es": "ec294cd67d38", "zh": "ec294cd67d38"}),
           "option.b": tr(en="Keeps only its first occurrence",
                          es="Se queda solo con su primera aparición",
                          zh="只保留第一次出现", translates={"es": "9f7462d71236", "zh": "9f7462d71236"}),
           "option.c": tr(en="Refuses it with a ValueError",
                          es="Lo rechaza con un ValueError",
                          zh="抛出 ValueError 拒绝计算", translates={"es": "7cd65206c207", "zh": "7cd65206c207"}),
           "why": tr(en="A repeated relevant document would add its gain twice and push nDCG above 1. trec_eval refuses such runs (\"duplicate docs\"); ranx and ir_measures silently keep the last score.",
                     es="Un relevante repetido sumaría su ganancia dos veces y llevaría nDCG por encima de 1. trec_eval rechaza esos runs («duplicate docs»); ranx e ir_measures se quedan con la última puntuación sin avisar.",
                     zh="重复出现的相关文档会把增益算两次，使 nDCG 超过 1。trec_eval 会拒绝这样的 run（“duplicate docs”）；ranx 和 ir_measures 则悄悄保留最后一个分数。", translates={"es": "3b01ead19b9d", "zh": "3b01ead19b9d"}),
           "option.a.why": tr(en="Counting it twice could push nDCG above 1: try the call and see what happens.",
                              es="Contarlo dos veces podría llevar el nDCG por encima de 1: prueba la llamada y mira qué pasa.",
                              zh="算两次可能让 nDCG 超过 1。试着调用一下，看看会发生什么。", translates={"es": "0b20a33e7149", "zh": "0b20a33e7149"}),
           "option.b.why": tr(en="Some libraries quietly deduplicate; ragmetrics refuses instead, so that the defect in the run is seen.",
                              es="Algunas bibliotecas eliminan duplicados sin avisar; ragmetrics, en cambio, se niega, para que el defecto del run salga a la luz.",
                              zh="有些库会悄悄去重；ragmetrics 则直接拒绝，让上游的问题暴露出来。", translates={"es": "6a1e8c9093b5", "zh": "6a1e8c9093b5"}),
           "option.c.why": tr(en="Try it: rm.ndcg_at_k(retrieved, relevant, k={k}) raises a ValueError that names the repeated document.",
                              es="Pruébalo: rm.ndcg_at_k(retrieved, relevant, k={k}) lanza un ValueError que nombra el documento repetido.",
                              zh="试一下就知道，rm.ndcg_at_k(retrieved, relevant, k={k}) 会抛出 ValueError，并指出重复的文档。", translates={"es": "bd7aba4a9502", "zh": "bd7aba4a9502"}),
       })


def _empty_truth(i) -> str:
    values = {rm.recall_at_k(i["retrieved"], i["relevant"], k=i["k"]),
              rm.precision_at_k(i["retrieved"], i["relevant"], k=i["k"]),
              rm.ndcg_at_k(i["retrieved"], i["relevant"], k=i["k"]),
              rm.reciprocal_rank(i["retrieved"], i["relevant"])}
    return "a" if values == {0.0} else "b"


choice("06.empty_truth", 3, _empty_truth, inputs={"retrieved": [4, 8, 15], "relevant": [], "k": 3},
       topic="conventions",
       texts={
           "title": tr(en="A query without relevant documents",
                       es="Una consulta sin documentos relevantes",
                       zh="没有相关文档的查询", translates={"es": "53faddc1848c", "zh": "53faddc1848c"}),
           "question": tr(en="A query is in the qrels, but none of its judged documents is relevant (`relevant` is empty). What do Recall@{k}, Precision@{k}, nDCG@{k} and RR give, in ragmetrics as in trec_eval?",
                          es="Una consulta está en los qrels, pero ninguno de sus documentos juzgados es relevante (`relevant` está vacío). ¿Qué valores dan Recall@{k}, Precision@{k}, nDCG@{k} y RR, tanto en ragmetrics como en trec_eval?",
                          zh="某个查询在 qrels 中，但它标注过的文档没有一篇是相关的（`relevant` 为空）。在 ragmetrics 和 trec_eval 中，Recall@{k}、Precision@{k}、nDCG@{k} 和 RR 分别是多少？", translates={"es": "b0b616c2f783", "zh": "b0b616c2f783"}),
           "option.a": tr(en="0 for every measure",
                          es="0 en todas las medidas",
                          zh="所有指标都是 0", translates={"es": "266117f4059c", "zh": "266117f4059c"}),
           "option.b": tr(en="NaN, since 0/0 is undefined, so the query drops out of the means",
                          es="NaN, porque 0/0 no está definido, así que la consulta sale de las medias",
                          zh="NaN：0/0 没有定义，所以这个查询不计入平均", translates={"es": "ce377fff36fb", "zh": "ce377fff36fb"}),
           "option.c": tr(en="1, since nothing was missed",
                          es="1, porque no se perdió nada",
                          zh="1，因为没有漏掉任何东西", translates={"es": "b667c08df4ef", "zh": "b667c08df4ef"}),
           "why": tr(en="Such a query scores 0 on every measure and still counts in the means. Better: leave queries without relevant documents out of the test set, on purpose. (A query absent from the qrels is another case: it is not evaluated at all, as chapter 06 shows.)",
                     es="Una consulta así vale 0 en todas las medidas y sigue contando en las medias. Mejor aún: excluye deliberadamente del conjunto de prueba las consultas sin documentos relevantes. (Una consulta que no figura en los qrels es otro caso: ni siquiera se evalúa, como muestra el capítulo 06).",
                     zh="这样的查询在所有指标上都得 0 分，而且仍然计入平均。更好的做法是有意识地把没有相关文档的查询从测试集中去掉。（完全没有标注、不在 qrels 里的查询是另一种情况，它根本不参与评估，见第 6 章第 4 节。）", translates={"es": "ce0597acb126", "zh": "ce0597acb126"}),
           "option.a.why": tr(en="Check it: every measure returns 0.0 for an empty `relevant`.",
                              es="Compruébalo: todas las medidas devuelven 0 con un `relevant` vacío.",
                              zh="验证一下就知道，`relevant` 为空时，所有指标都返回 0.0。", translates={"es": "0d210aad0f1e", "zh": "0d210aad0f1e"}),
           "option.b.why": tr(en="ragmetrics, like trec_eval, gives 0.0, not NaN.",
                              es="ragmetrics, igual que trec_eval, da 0, no NaN.",
                              zh="ragmetrics 和 trec_eval 一样，给出的是 0.0 而不是 NaN。", translates={"es": "0b8646be2bcb", "zh": "0b8646be2bcb"}),
           "option.c.why": tr(en="Nothing relevant can be found, but the convention is 0, not 1.",
                              es="No hay nada relevante que encontrar, pero la convención es 0, no 1.",
                              zh="确实没有相关文档可找，但约定是记 0，而不是 1。", translates={"es": "2a9ad4095a73", "zh": "2a9ad4095a73"}),
       })
choice("06.level_ndcg", 3, "b", source="conventions: trec_eval#35", topic="conventions",
       texts={
           "title": tr(en="Does the relevance level change nDCG?",
                       es="¿Cambia el nDCG con el nivel de relevancia?",
                       zh="相关性阈值会改变 nDCG 吗？", translates={"es": "f8ceb860d433", "zh": "f8ceb860d433"}),
           "question": tr(en="With trec_eval's relevance level -l2, does nDCG change?",
                          es="Con el nivel de relevancia -l2 de trec_eval, ¿cambia el nDCG?",
                          zh="使用 trec_eval 的相关性阈值 -l2 时，nDCG 会变吗？", translates={"es": "a1ddb73aa33c", "zh": "a1ddb73aa33c"}),
           "option.a": tr(en="Yes: with -l2, grade-1 documents count as not relevant, in nDCG as in every other measure",
                          es="Sí: con -l2, los documentos de grado 1 cuentan como no relevantes, tanto en nDCG como en las demás medidas",
                          zh="会：用 -l2 时，等级 1 的文档被当作不相关，nDCG 和其他指标一样受影响", translates={"es": "802ef85f94aa", "zh": "802ef85f94aa"}),
           "option.b": tr(en="No: nDCG uses the grades as gains; the level only changes binary measures",
                          es="No: nDCG usa los grados como ganancias; el nivel solo cambia las medidas binarias",
                          zh="不会：nDCG 以等级为增益，阈值只影响基于二元相关性的指标", translates={"es": "835ef75bfb46", "zh": "835ef75bfb46"}),
           "option.c": tr(en="Yes: every grade is lowered by 1",
                          es="Sí: todos los grados bajan un punto",
                          zh="会：所有等级都减 1", translates={"es": "3466dae2dc06", "zh": "3466dae2dc06"}),
           "why": tr(en="trec_eval's -l does not change nDCG (trec_eval#35); ranx's -l2 suffix does. ragmetrics follows trec_eval and refuses a level for nDCG rather than guess.",
                     es="El -l de trec_eval no cambia nDCG (trec_eval#35); el sufijo -l2 de ranx sí. ragmetrics sigue a trec_eval y rechaza un nivel para nDCG en lugar de adivinar.",
                     zh="trec_eval 的 -l 不会改变 nDCG（见 trec_eval#35）；ranx 的 -l2 后缀则会。ragmetrics 遵循 trec_eval，对 nDCG 直接拒绝设置阈值，而不是去猜。", translates={"es": "555e2cfff171", "zh": "555e2cfff171"}),
           "option.a.why": tr(en="That is what ranx's ndcg@k-l2 does, not trec_eval.",
                              es="Eso es lo que hace ndcg@k-l2 de ranx, no trec_eval.",
                              zh="那是 ranx 的 ndcg@k-l2 的做法，不是 trec_eval 的。", translates={"es": "fa11ae63425c", "zh": "fa11ae63425c"}),
           "option.c.why": tr(en="No implementation shifts the grades; the only question is whether grade-1 documents still count.",
                              es="Ninguna implementación desplaza los grados; la única cuestión es si los documentos de grado 1 siguen contando.",
                              zh="没有哪种实现会把等级整体减 1；唯一的问题是等级 1 的文档还算不算。", translates={"es": "13991b72155a", "zh": "13991b72155a"}),
       })


def _tie_rr(i) -> float:
    return rm.evaluate({"q": i["qrels"]}, {"q": i["run"]}, ["RR"]).mean["RR"]


def _tie_ids(i) -> str:
    """RR 1: the relevant d9 comes first; RR 0.5: d10 does."""
    return {1.0: "b", 0.5: "a"}.get(_tie_rr(i), "c")


choice("06.tie_ids", 3, _tie_ids, facts=lambda i: {"rr": _tie_rr(i)},
       inputs={"run": {"d10": 0.5, "d9": 0.5}, "qrels": {"d9": 1}},
       source="conventions: ties by doc id, descending", topic="conventions",
       texts={
           "title": tr(en="Which of two tied documents comes first",
                       es="Cuál de dos documentos empatados va primero",
                       zh="两篇同分文档谁排在前面", translates={"es": "6f8e91d6a5b2", "zh": "6f8e91d6a5b2"}),
           "question": tr(en="The run gives d10 and d9 the same score (`run`); only d9 is relevant (`qrels`). In which order does trec_eval (and ragmetrics) rank them?",
                          es="El run da a d10 y a d9 la misma puntuación (`run`); solo d9 es relevante (`qrels`). ¿En qué orden los pone trec_eval (y ragmetrics)?",
                          zh="在 `run` 中，d10 和 d9 的分数相同；`qrels` 中只有 d9 是相关的。trec_eval（以及 ragmetrics）会按什么顺序排列它们？", translates={"es": "b2b79066b7f9", "zh": "b2b79066b7f9"}),
           "option.a": tr(en="d10 first: with equal scores, trec_eval keeps the run's line order",
                          es="Primero d10: con puntuaciones iguales, trec_eval conserva el orden de las líneas del run",
                          zh="d10 在前：分数相同时，trec_eval 保持 run 中行的顺序", translates={"es": "441d8f607cd8", "zh": "441d8f607cd8"}),
           "option.b": tr(en="d9 first: ties go by doc id, descending, as strings",
                          es="Primero d9: los empates van por identificador, de mayor a menor, como cadenas",
                          zh="d9 在前：同分按文档 id 字符串从大到小排", translates={"es": "f4368e8e1501", "zh": "f4368e8e1501"}),
           "option.c": tr(en="At random: it changes from run to run",
                          es="Al azar: cambia de una ejecución a otra",
                          zh="随机：每次运行都可能不同", translates={"es": "69710e49d328", "zh": "69710e49d328"}),
           "why": tr(en="trec_eval sorts by score, then by doc id in descending string order, and \"d9\" > \"d10\" as strings ('9' > '1'). So d9 is first and RR = {rr:g}. The rank column and the order of the lines are ignored.",
                     es="trec_eval ordena por puntuación y después por identificador de documento, de mayor a menor como cadena, y `\"d9\" > \"d10\"` como cadenas (`'9' > '1'`). Por eso d9 va primero y RR = {rr:g}. La columna de posición y el orden de las líneas se ignoran.",
                     zh="trec_eval 先按分数排序，分数相同再按文档 id 的字符串从大到小排序，而按字符串比较 \"d9\" > \"d10\"（'9' > '1'）。所以 d9 排第一，RR = {rr:g}。rank 列和行的先后顺序都会被忽略。", translates={"es": "c208fd421aed", "zh": "c208fd421aed"}),
           "option.a.why": tr(en="The order of the lines does not matter to trec_eval: with equal scores it compares doc ids as strings, descending. Here RR = {rr:g}.",
                              es="A trec_eval no le importa el orden de las líneas: con puntuaciones iguales compara los identificadores como cadenas, de mayor a menor. Aquí RR = {rr:g}.",
                              zh="trec_eval 不关心行的先后顺序。分数相同时，它按字符串从大到小比较文档 id。这里 RR = {rr:g}。", translates={"es": "5d15e1e77ce5", "zh": "5d15e1e77ce5"}),
           "option.b.why": tr(en="RR = {rr:g} tells you which document came first.",
                              es="RR = {rr:g} te dice qué documento quedó primero.",
                              zh="RR = {rr:g} 告诉你哪篇文档排在了前面。", translates={"es": "acec1398dbff", "zh": "acec1398dbff"}),
           "option.c.why": tr(en="trec_eval is deterministic: equal scores are ordered by doc id as strings, descending, every time. Here RR = {rr:g}.",
                              es="trec_eval es determinista: las puntuaciones iguales se ordenan siempre por identificador como cadena, de mayor a menor. Aquí RR = {rr:g}.",
                              zh="trec_eval 的结果是确定的，分数相同时总是按文档 id 的字符串从大到小排序。这里 RR = {rr:g}。", translates={"es": "3eb1b21d37db", "zh": "3eb1b21d37db"}),
       })
choice("06.libraries_disagree", 3, "b", source="conventions: why libraries disagree", topic="conventions",
       texts={
           "title": tr(en="Two libraries, two nDCG@10",
                       es="Dos bibliotecas, dos nDCG@10",
                       zh="两个库，两个 nDCG@10", translates={"es": "6d13f82c5033", "zh": "6d13f82c5033"}),
           "question": tr(en="pytrec_eval and another library give different nDCG@10 for the same qrels and run. What do you check first?",
                          es="pytrec_eval y otra biblioteca dan valores distintos de nDCG@10 para los mismos qrels y el mismo run. ¿Qué compruebas primero?",
                          zh="对同样的 qrels 和 run，pytrec_eval 和另一个库给出的 nDCG@10 不一样。你首先检查什么？", translates={"es": "094fee9872d7", "zh": "094fee9872d7"}),
           "option.a": tr(en="Nothing: nDCG@10 has one textbook formula, so only rounding or a random tie order differs; run both again",
                          es="Nada: nDCG@10 tiene una sola fórmula de manual, así que solo difieren el redondeo o un orden aleatorio de los empates; vuelve a ejecutarlas",
                          zh="不用查：nDCG@10 只有一个标准公式，差别只能来自舍入或同分时的随机排序；再跑一遍就行", translates={"es": "e2741d24ef37", "zh": "e2741d24ef37"}),
           "option.b": tr(en="Their conventions: tie-breaking, the ideal DCG's documents, the gain, which queries are averaged",
                          es="Sus convenciones: los empates, los documentos del DCG ideal, la ganancia, qué consultas entran en la media",
                          zh="它们的约定：同分怎么排、理想 DCG 用哪些文档、增益怎么算、哪些查询参与平均", translates={"es": "e7905e16e1d2", "zh": "e7905e16e1d2"}),
           "option.c": tr(en="The Python version: float arithmetic differs between interpreters",
                          es="La versión de Python: la aritmética de coma flotante cambia de un intérprete a otro",
                          zh="Python 版本：不同解释器的浮点运算结果不一样", translates={"es": "3f4202206499", "zh": "3f4202206499"}),
           "why": tr(en="The measures are deterministic; libraries differ in their conventions. Chapter 06 shows each one with numbers; ragmetrics follows trec_eval's, and its cross-check against pytrec_eval agrees within 10⁻⁹.",
                     es="Las medidas son deterministas; las bibliotecas difieren en sus convenciones. El capítulo 06 muestra cada una con números; ragmetrics sigue las de trec_eval, y sus resultados coinciden con los de pytrec_eval con un margen de 10⁻⁹.",
                     zh="这些指标都是确定性的，库与库之间的差别在于约定。第 6 章用具体数字逐一展示了这些约定；ragmetrics 遵循 trec_eval 的约定，与 pytrec_eval 交叉验证的误差在 10⁻⁹ 以内。", translates={"es": "178fa5079ccf", "zh": "178fa5079ccf"}),
           "option.a.why": tr(en="nDCG has several conventions (ties, the ideal DCG's documents, the gain), and ties are broken by a fixed rule: running again gives the same numbers.",
                              es="nDCG tiene varias convenciones (empates, documentos del DCG ideal, ganancia), y los empates se deshacen con una regla fija: ejecutarlas de nuevo da los mismos números.",
                              zh="nDCG 有好几种约定（同分排序、理想 DCG 用哪些文档、增益），而同分按固定规则排序，再跑一遍结果完全一样。", translates={"es": "6be73282b619", "zh": "6be73282b619"}),
           "option.c.why": tr(en="The Python version does not change the arithmetic; what changes the numbers is the definitions the libraries chose.",
                              es="La versión de Python no cambia la aritmética; lo que cambia los resultados son las definiciones que eligió cada biblioteca.",
                              zh="Python 版本不会改变计算结果；真正造成差异的是各个库选择的定义。", translates={"es": "302b73eda90a", "zh": "302b73eda90a"}),
       })
