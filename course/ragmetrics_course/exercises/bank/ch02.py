"""Chapter 02: Hit Rate@K and MRR (with and without a cutoff)."""

import ragmetrics as rm

from .build import choice, number, text, tr
from .library import hint, hit_rate, mean, per_query, pick, precision, ranks, recall, rr, rr_at_k


def queries_facts(i) -> dict:
    return {"n_queries": len(i["queries"])}


def _first_ranks(i) -> list[int]:
    return [ranks({"retrieved": q["retrieved"], "relevant": q["relevant"]})[0] for q in i["queries"]]


# Seed 003 (Chinese article): 100 queries, 80 with a relevant doc in the top 5 -> Hit Rate@5 = 0.8.
# The same proportion on five queries small enough to read.
HIT_QUERIES = [
    {"retrieved": [11, 12, 13, 14, 15], "relevant": [12]},
    {"retrieved": [21, 22, 23, 24, 25], "relevant": [21, 29]},
    {"retrieved": [31, 32, 33, 34, 35], "relevant": [39]},
    {"retrieved": [41, 42, 43, 44, 45], "relevant": [44, 45, 46]},
    {"retrieved": [51, 52, 53, 54, 55], "relevant": [53]},
]
number("02.hit_rate_queries", lambda i: mean(per_query(hit_rate, i["queries"], i["k"])),
       {"queries": HIT_QUERIES, "k": 5},
       (hint("hint.mean_recall_not_hit_rate", lambda i: mean(per_query(recall, i["queries"], i["k"])),
             tr(en="{wrong} is the mean Recall@{k}. HitRate@{k} gives each query 1 if at least one relevant document is in its top {k}, else 0, and then averages.",
                es="{wrong} es la media de Recall@{k}. La tasa de aciertos da a cada consulta un 1 si hay al menos un relevante en su top {k}, si no un 0, y luego promedia.",
                zh="{wrong} 是 Recall@{k} 的平均值。命中率对每个查询只看前 {k} 名里有没有相关文档，有记 1，没有记 0，最后再求平均。", translates={"es": "f83b23c56029", "zh": "f83b23c56029"})),
        hint("hint.hit_queries_count", lambda i: sum(per_query(hit_rate, i["queries"], i["k"])),
             tr(en="{wrong} is how many queries have a hit. Divide by the {n_queries} queries to get the rate.",
                es="{wrong} es el número de consultas con acierto. Divide entre las {n_queries} consultas para obtener la tasa.",
                zh="{wrong} 是命中的查询个数。再除以 {n_queries} 个查询才是命中率。", translates={"es": "ddc225d10577", "zh": "ddc225d10577"})),
        hint("hint.mean_precision_not_hit_rate", lambda i: mean(per_query(precision, i["queries"], i["k"])),
             tr(en="{wrong} is the mean Precision@{k}. Hit rate only asks, for each query, whether there is at least one relevant document in the top {k}.",
                es="{wrong} es la media de Precision@{k}. La tasa de aciertos solo pregunta, para cada consulta, si hay al menos un relevante en el top {k}.",
                zh="{wrong} 是 Precision@{k} 的平均值。命中率只看每个查询的前 {k} 名里是否至少有一篇相关文档。", translates={"es": "1f84e29d7c5e", "zh": "1f84e29d7c5e"})),
        hint("hint.mrr_not_hit_rate", lambda i: mean(per_query(rr_at_k, i["queries"], i["k"])),
             tr(en="{wrong} is the MRR@{k} of these queries: it weighs where the first hit is. Hit rate counts a hit at any rank of the top {k} as 1.",
                es="{wrong} es el MRR@{k} de estas consultas: pondera dónde está el primer relevante. La tasa de aciertos cuenta como 1 un acierto en cualquier posición del top {k}.",
                zh="{wrong} 是这些查询的 MRR@{k}，它看的是第一篇相关文档的位置。命中率则是只要前 {k} 名里任意位置命中就记 1。", translates={"es": "e114864400d4", "zh": "e114864400d4"}))),
       facts=queries_facts, source="seed003: Hit Rate@5 = 80/100", topic="hit_rate",
       texts={
           "title": tr(en="HitRate@{k} over {n_queries} queries",
                       es="Tasa de aciertos (HitRate@{k}) en {n_queries} consultas",
                       zh="{n_queries} 个查询的命中率（HitRate@{k}）", translates={"es": "7cee5a4c97cb", "zh": "7cee5a4c97cb"}),
           "question": tr(en="The Chinese article's example (80 of 100 queries have a hit) in small: for the {n_queries} queries of `queries`, what is HitRate@{k}?",
                          es="El ejemplo del artículo chino (80 de 100 consultas con acierto), a pequeña escala: para las {n_queries} consultas de `queries`, ¿cuánto vale la tasa de aciertos (HitRate@{k})?",
                          zh="这是中文面试文章里“100 个查询中 80 个命中”的缩小版。`queries` 中这 {n_queries} 个查询的 HitRate@{k} 是多少？", translates={"es": "b8ec575a465e", "zh": "b8ec575a465e"}),
           "why": tr(en="Each query scores 1 if its top {k} holds at least one relevant document, else 0; the mean over the {n_queries} queries is {expected}, the same proportion as 80/100.",
                     es="Cada consulta vale 1 si su top {k} tiene al menos un documento relevante, y 0 si no; la media de las {n_queries} consultas es {expected}, la misma proporción que 80/100.",
                     zh="每个查询的前 {k} 名里只要有一篇相关文档就记 1，否则记 0；{n_queries} 个查询的平均值是 {expected}，与 80/100 的比例相同。", translates={"es": "00ce20ec85b6", "zh": "00ce20ec85b6"}),
       })

# Seed 000's MRR example: first relevant doc at ranks 2, 3 and 1 (the ticks of the capsule).
MRR_QUERIES = [
    {"retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7]},
    {"retrieved": [2, 4, 6, 8, 10], "relevant": [6]},
    {"retrieved": [1, 3, 5, 7, 9], "relevant": [1]},
]
def _batch_mrr(i) -> float:
    """The MRR with the capsule's batch judgments: they also count document 4 of "List comprehensions" (rank 2)."""
    queries = [dict(q, relevant=[*q["relevant"], 4]) if n == 1 else q for n, q in enumerate(i["queries"])]
    return mean(per_query(rr, queries, None))


number("02.mrr_seed", lambda i: mean(per_query(rr, i["queries"], None)),
       {"queries": MRR_QUERIES},
       (hint("hint.mrr_inverse_mean_rank", lambda i: 1 / mean(_first_ranks(i)),
             tr(en="You averaged the ranks and then took 1/mean. MRR takes 1/rank for each query first, then averages.",
                es="Has promediado las posiciones y luego has calculado 1/media. El MRR calcula primero 1/posición en cada consulta y después promedia.",
                zh="你先对排名求平均，再取了倒数。MRR 是先对每个查询取 1/排名，再求平均。", translates={"es": "f2fb1d9b16c6", "zh": "f2fb1d9b16c6"})),
        hint("hint.mrr_sum", lambda i: sum(per_query(rr, i["queries"], None)),
             tr(en="{wrong} is the sum of the reciprocal ranks. Divide by the {n_queries} queries.",
                es="{wrong} es la suma de los rangos recíprocos. Divide entre las {n_queries} consultas.",
                zh="{wrong} 是倒数排名之和，还要除以 {n_queries} 个查询。", translates={"es": "4f08eea6078c", "zh": "4f08eea6078c"})),
        hint("hint.mrr_last_relevant",
             lambda i: mean(1 / ranks({"retrieved": q["retrieved"], "relevant": q["relevant"]})[-1] for q in i["queries"]),
             tr(en="You used each query's last relevant document. MRR uses the first one.",
                es="Has usado el último documento relevante de cada consulta. El MRR usa el primero.",
                zh="你用的是每个查询的最后一篇相关文档。MRR 用的是第一篇。", translates={"es": "f56f46829733", "zh": "f56f46829733"})),
        hint("hint.mrr_hit_rate", lambda i: mean(per_query(hit_rate, i["queries"], len(i["queries"][0]["retrieved"]))),
             tr(en="{wrong} is the mean hit rate: each query has a relevant document somewhere. MRR asks how high the first one is.",
                es="{wrong} es la tasa de aciertos media: todas las consultas tienen algún relevante. El MRR pregunta a qué altura está el primero.",
                zh="{wrong} 是平均命中率，每个查询都命中了相关文档。MRR 关心的是第一篇相关文档排得有多靠前。", translates={"es": "7885972cf0cf", "zh": "7885972cf0cf"})),
        hint("hint.mrr_batch", _batch_mrr,
             tr(en="{wrong} is the MRR of the capsule's batch, where \"List comprehensions\" also counts document 4 (rank 2). Here only document 6, at rank 3, is relevant.",
                es="{wrong} es el MRR del lote de la cápsula, donde «List comprehensions» también cuenta el documento 4 (posición 2). Aquí solo es relevante el documento 6, en la posición 3.",
                zh="{wrong} 是西班牙语课程批量评估的 MRR，那里的“List comprehensions”把文档 4（第 2 名）也算作相关。这里只有排在第 3 名的文档 6 是相关的。", translates={"es": "8447e6da38d0", "zh": "8447e6da38d0"}))),
       facts=queries_facts, source="seed000: MRR = (0.50 + 0.33 + 1.0) / 3", topic="mrr",
       texts={
           "title": tr(en="MRR of the capsule's MRR example",
                       es="MRR del ejemplo de MRR de la cápsula",
                       zh="西班牙语课程 MRR 示例的 MRR", translates={"es": "74e1975c17a4", "zh": "74e1975c17a4"}),
           "question": tr(en="`queries` holds the {n_queries} queries of the capsule's MRR example (not those of its batch). What is their MRR (mean reciprocal rank, no cutoff)?",
                          es="`queries` contiene las {n_queries} consultas del ejemplo de MRR de la cápsula (no las de su lote). ¿Cuánto vale su MRR (rango recíproco medio, sin corte)?",
                          zh="`queries` 是西班牙语课程 MRR 示例中的 {n_queries} 个查询（不是批量评估的那一组）。它们的 MRR（平均倒数排名，不截断）是多少？", translates={"es": "ced0a462114e", "zh": "ced0a462114e"}),
           "why": tr(en="MRR = (1/2 + 1/3 + 1/1) / 3 = {expected}. The capsule's 0.61 is this value rounded; rounding 1/3 to 0.33 first costs nothing here.",
                     es="MRR = (1/2 + 1/3 + 1/1) / 3 = {expected}. El 0,61 de la cápsula es este valor redondeado; redondear antes 1/3 a 0,33 aquí no cambia nada.",
                     zh="MRR = (1/2 + 1/3 + 1/1) / 3 = {expected}。西班牙语课程给出的 0.61 就是它四舍五入的结果；这里先把 1/3 取成 0.33 也不影响结果。", translates={"es": "7670cd10a17f", "zh": "7670cd10a17f"}),
       })

# Seed 001: "si el primer relevante está en la posición 3: RR = 1/3".
number("02.rr_rank3", rr, {"retrieved": ["D", "E", "A", "B", "C"], "relevant": ["A", "C", "F"]},
       pick("rank_not_reciprocal", "rr_zero_based", "rr_last_relevant"),
       source="seed001: RR = 1/3 = 0.33", topic="mrr",
       texts={
           "title": tr(en="Reciprocal rank of the Spanish chapter's example",
                       es="Rango recíproco del ejemplo del capítulo del manual",
                       zh="西班牙语章节例子的倒数排名", translates={"es": "84e84642cd1a", "zh": "84e84642cd1a"}),
           "question": tr(en="The Spanish chapter's example: with `retrieved` and `relevant`, what is the reciprocal rank?",
                          es="El ejemplo del capítulo del manual: con `retrieved` y `relevant`, ¿cuánto vale el rango recíproco?",
                          zh="西班牙语章节中的例子：给定 `retrieved` 和 `relevant`，倒数排名是多少？", translates={"es": "147bb51fbba5", "zh": "147bb51fbba5"}),
           "why": tr(en="A is the first relevant document, at rank {first_rank}: RR = 1/{first_rank} = {expected}. C, further down, does not count: only the first relevant document does.",
                     es="A es el primer documento relevante, en la posición {first_rank}: RR = 1/{first_rank} = {expected}. C, más abajo, no cuenta: solo cuenta el primero.",
                     zh="A 是第一篇相关文档，排在第 {first_rank} 名，所以 RR = 1/{first_rank} = {expected}。后面的 C 不计入，RR 只看第一篇相关文档。", translates={"es": "e8c71520ff99", "zh": "e8c71520ff99"}),
       })

# New: the first relevant doc is at rank 7, below the cutoff 5 (the conventions' RR vs RR@5).
CUTOFF = {"retrieved": [21, 22, 23, 24, 25, 26, 27, 28], "relevant": [27, 28], "k": 5}
number("02.rr_cutoff", rr_at_k, CUTOFF, pick("rr_no_cutoff", "rr_zero_based", "one_over_k", "rr_last_relevant"),
       topic="mrr",
       texts={
           "title": tr(en="RR@{k} when the first hit is at rank {first_rank}",
                       es="RR@{k} cuando el primer relevante está en la posición {first_rank}",
                       zh="第一篇相关文档排在第 {first_rank} 名时的 RR@{k}", translates={"es": "a39a6382eac1", "zh": "a39a6382eac1"}),
           "question": tr(en="The ranking is `retrieved` and the relevant documents are `relevant`. What is the reciprocal rank with cutoff, RR@{k}?",
                          es="La lista es `retrieved` y los documentos relevantes son `relevant`. ¿Cuánto vale el rango recíproco con corte, RR@{k}?",
                          zh="排序是 `retrieved`，相关文档是 `relevant`。带截断的倒数排名 RR@{k} 是多少？", translates={"es": "60e7ca8fe7eb", "zh": "60e7ca8fe7eb"}),
           "why": tr(en="The first relevant document is at rank {first_rank}, below the cutoff {k}, so RR@{k} = {expected} (ranx's mrr@{k} and ir_measures' RR@{k} agree). Without the cutoff it would be 1/{first_rank}.",
                     es="El primer documento relevante está en la posición {first_rank}, por debajo del corte {k}, así que RR@{k} = {expected} (coinciden mrr@{k} de ranx y RR@{k} de ir_measures). Sin corte sería 1/{first_rank}.",
                     zh="第一篇相关文档排在第 {first_rank} 名，在截断位置 {k} 之后，所以 RR@{k} = {expected}（ranx 的 mrr@{k} 和 ir_measures 的 RR@{k} 也是如此）。不截断的话是 1/{first_rank}。", translates={"es": "c5e050286a2a", "zh": "c5e050286a2a"}),
       })
number("02.rr_no_cutoff", rr, {key: CUTOFF[key] for key in ("retrieved", "relevant")},
       (hint("hint.rr_with_cutoff_5", lambda i: rm.reciprocal_rank(i["retrieved"], i["relevant"], k=5),
             tr(en="{wrong} is RR@5, with a cutoff. trec_eval's recip_rank has no cutoff: the first relevant document counts wherever it is, here at rank {first_rank}.",
                es="{wrong} es RR@5, con corte. El recip_rank de trec_eval no tiene corte: el primer relevante cuenta esté donde esté, aquí en la posición {first_rank}.",
                zh="{wrong} 是带截断的 RR@5。trec_eval 的 recip_rank 不截断，第一篇相关文档排在哪里都算，这里是第 {first_rank} 名。", translates={"es": "868b20e450f7", "zh": "868b20e450f7"})),
        *pick("rr_zero_based", "rr_last_relevant", "rank_not_reciprocal")),
       topic="mrr",
       texts={
           "title": tr(en="The same ranking without cutoff",
                       es="La misma lista sin corte",
                       zh="同一排序、不截断", translates={"es": "336dc05d4b02", "zh": "336dc05d4b02"}),
           "question": tr(en="Same `retrieved` and `relevant`. What is trec_eval's reciprocal rank (recip_rank, no cutoff)?",
                          es="Los mismos `retrieved` y `relevant`. ¿Cuánto vale el rango recíproco de trec_eval (recip_rank, sin corte)?",
                          zh="`retrieved` 和 `relevant` 不变。trec_eval 的倒数排名（recip_rank，不截断）是多少？", translates={"es": "7dc4af08a2d9", "zh": "7dc4af08a2d9"}),
           "why": tr(en="Without a cutoff the first relevant document counts wherever it is: RR = 1/{first_rank} = {expected}. If you ask trec_eval for `recip_rank.5`, it silently ignores the 5 (chapter 06 explains this trap): always say which RR you report.",
                     es="Sin corte, el primer relevante cuenta esté donde esté: RR = 1/{first_rank} = {expected}. Si pides `recip_rank.5`, trec_eval ignora el 5 sin avisar (el capítulo 06 explica esta trampa): indica siempre qué RR publicas.",
                     zh="不截断时，第一篇相关文档排在哪里都算，所以 RR = 1/{first_rank} = {expected}。如果在 trec_eval 中写成 `recip_rank.5`，这个 5 会被悄悄忽略（第 6 章详述这个陷阱），所以报告时一定要说明用的是哪种 RR。", translates={"es": "040386dc0b90", "zh": "040386dc0b90"}),
       })

# Seed 003's follow-up: 4 relevant docs, the top 5 finds 1 of them (Recall 0.25, Hit Rate 1).
number("02.recall_one_of_four", recall, {"retrieved": [7, 1, 8, 9, 10], "relevant": [1, 2, 3, 4], "k": 5},
       pick("hit_rate_not_recall", "precision_not_recall", "missed_share"),
       source="seed003: Recall 0.25 vs Hit Rate 1", topic="recall",
       texts={
           "title": tr(en="Recall@{k} when 1 of 4 relevant documents is found",
                       es="Recall@{k} cuando se encuentra 1 de 4 relevantes",
                       zh="4 篇相关文档只找到 1 篇时的 Recall@{k}", translates={"es": "59e85f582165", "zh": "59e85f582165"}),
           "question": tr(en="A query has the {n_relevant} relevant documents of `relevant`, and the retriever returned `retrieved`. What is Recall@{k}?",
                          es="Una consulta tiene los {n_relevant} documentos relevantes de `relevant`, y el recuperador devolvió `retrieved`. ¿Cuánto vale Recall@{k}?",
                          zh="某个查询的相关文档是 `relevant` 中的 {n_relevant} 篇，检索器返回了 `retrieved`。Recall@{k} 是多少？", translates={"es": "c5bd8eed0c02", "zh": "c5bd8eed0c02"}),
           "why": tr(en="Only {hits} of the {n_relevant} is in the top {k}: Recall@{k} = {expected}, while HitRate@{k} is already 1. That is the Chinese article's point.",
                     es="Solo {hits} de los {n_relevant} está en el top {k}: Recall@{k} = {expected}, mientras que la tasa de aciertos ya vale 1. Es justo lo que señala el artículo chino.",
                     zh="{n_relevant} 篇里只有 {hits} 篇在前 {k} 名中，Recall@{k} = {expected}，而命中率已经是 1 了。这正是中文面试文章要说明的区别。", translates={"es": "0bfdd999892b", "zh": "0bfdd999892b"}),
       })


def _tells_apart(i) -> str:
    """a: only Hit Rate differs, b: only Recall, c: both, d: neither (computed with ragmetrics)."""
    k, rel = i["k"], i["relevant"]
    hit = rm.hit_rate_at_k(i["retrieved_a"], rel, k=k) != rm.hit_rate_at_k(i["retrieved_b"], rel, k=k)
    rec = rm.recall_at_k(i["retrieved_a"], rel, k=k) != rm.recall_at_k(i["retrieved_b"], rel, k=k)
    return {(True, False): "a", (False, True): "b", (True, True): "c", (False, False): "d"}[(hit, rec)]


def _a_vs_b(i) -> dict:
    k, rel = i["k"], i["relevant"]
    return {
        "recall_a": rm.recall_at_k(i['retrieved_a'], rel, k=k),  # numbers: t() writes 0,25 in Spanish
        "recall_b": rm.recall_at_k(i['retrieved_b'], rel, k=k),
        "hit_a": rm.hit_rate_at_k(i['retrieved_a'], rel, k=k),
        "hit_b": rm.hit_rate_at_k(i['retrieved_b'], rel, k=k),
    }


choice("02.recall_vs_hit_rate", 4, _tells_apart,
       inputs={"relevant": [1, 2, 3, 4], "retrieved_a": [7, 1, 8, 9, 10], "retrieved_b": [2, 9, 4, 1, 3], "k": 5},
       facts=_a_vs_b, source="seed003: Recall 和 Hit Rate 有什么区别？", topic="hit_rate",
       texts={
           "title": tr(en="Recall or hit rate: which tells two retrievers apart?",
                       es="¿Recall o tasa de aciertos? ¿Cuál distingue entre los dos recuperadores?",
                       zh="召回率还是命中率：哪个能区分两个检索器？", translates={"es": "8c280d693ed0", "zh": "8c280d693ed0"}),
           "question": tr(en="A query has 4 relevant documents (`relevant`). Retriever A returns `retrieved_a` (1 of them in its top {k}) and retriever B returns `retrieved_b` (all 4). Which measure at k = {k} tells A and B apart?",
                          es="Una consulta tiene 4 documentos relevantes (`relevant`). El recuperador A devuelve `retrieved_a` (1 de ellos en su top {k}) y el B devuelve `retrieved_b` (los 4). ¿Qué medida con k = {k} distingue a A de B?",
                          zh="某个查询有 4 篇相关文档（`relevant`）。检索器 A 返回 `retrieved_a`（前 {k} 名里只有其中 1 篇），检索器 B 返回 `retrieved_b`（4 篇都在）。在 k = {k} 时，哪个指标能区分 A 和 B？", translates={"es": "6e3f66055e21", "zh": "6e3f66055e21"}),
           "option.a": tr(en="Only HitRate@k",
                          es="Solo la tasa de aciertos (HitRate@k)",
                          zh="只有命中率（HitRate@k）", translates={"es": "9f2f723d72b5", "zh": "9f2f723d72b5"}),
           "option.b": tr(en="Only Recall@k",
                          es="Solo el recall (Recall@k)",
                          zh="只有召回率（Recall@k）", translates={"es": "5c770de8c0c2", "zh": "5c770de8c0c2"}),
           "option.c": tr(en="Both",
                          es="Las dos",
                          zh="两者都能", translates={"es": "b6c1d862f9f7", "zh": "b6c1d862f9f7"}),
           "option.d": tr(en="Neither",
                          es="Ninguna",
                          zh="两者都不能", translates={"es": "9957d09c21eb", "zh": "9957d09c21eb"}),
           "why": tr(en="HitRate@{k} is {hit_a:g} for both A and B: each has at least one hit. Recall@{k} is {recall_a:.2f} for A and {recall_b:.2f} for B. Recall counts how many; hit rate only whether there is one.",
                     es="La tasa de aciertos vale {hit_a:g} tanto para A como para B: los dos aciertan al menos una vez. Recall@{k} vale {recall_a:.2f} para A y {recall_b:.2f} para B. El recall cuenta cuántos; la tasa de aciertos, solo si hay alguno.",
                     zh="A 和 B 的命中率都是 {hit_a:g}（都至少命中一篇）。A 的 Recall@{k} 是 {recall_a:.2f}，B 是 {recall_b:.2f}。召回率看召回了多少，命中率只看有没有。", translates={"es": "91e04973bbbb", "zh": "91e04973bbbb"}),
           "option.a.why": tr(en="HitRate@{k} is {hit_a:g} for both A and B: one hit is enough to score 1, so hit rate is the measure that cannot tell them apart.",
                              es="HitRate@{k} vale {hit_a:g} tanto para A como para B: basta un acierto para sacar un 1, así que la tasa de aciertos es justo la medida que no los distingue.",
                              zh="A 和 B 的 HitRate@{k} 都是 {hit_a:g}：命中一篇就记 1，所以命中率恰恰区分不了它们。", translates={"es": "89f03634099a", "zh": "89f03634099a"}),
           "option.b.why": tr(en="Recall@{k} is {recall_a:.2f} for A and {recall_b:.2f} for B; what does HitRate@{k} give each?",
                              es="Recall@{k} vale {recall_a:.2f} para A y {recall_b:.2f} para B; ¿y cuánto da la tasa de aciertos en cada uno?",
                              zh="A 的 Recall@{k} 是 {recall_a:.2f}，B 是 {recall_b:.2f}；那命中率分别是多少呢？", translates={"es": "0b28065835d3", "zh": "0b28065835d3"}),
           "option.c.why": tr(en="HitRate@{k} is {hit_a:g} for both A and B: one hit is enough to score 1, so hit rate cannot tell them apart.",
                              es="HitRate@{k} vale {hit_a:g} tanto para A como para B: basta un acierto para sacar un 1, así que la tasa de aciertos no los distingue.",
                              zh="A 和 B 的 HitRate@{k} 都是 {hit_a:g}：命中一篇就记 1，所以命中率区分不了它们。", translates={"es": "4ba7b9f43593", "zh": "4ba7b9f43593"}),
           "option.d.why": tr(en="Compute Recall@{k} for each: {recall_a:.2f} for A and {recall_b:.2f} for B.",
                              es="Calcula Recall@{k} para cada uno: {recall_a:.2f} para A y {recall_b:.2f} para B.",
                              zh="分别算一下 Recall@{k}，A 是 {recall_a:.2f}，B 是 {recall_b:.2f}。", translates={"es": "516f3bca880b", "zh": "516f3bca880b"}),
       })
choice("02.when_mrr", 3, "a", source="seed000: MRR, FAQ search", topic="mrr",
       texts={
           "title": tr(en="Which measure for an FAQ search",
                       es="Qué medida usar en un buscador de preguntas frecuentes",
                       zh="FAQ 搜索该看哪个指标", translates={"es": "3bac49384b17", "zh": "3bac49384b17"}),
           "question": tr(en="In an FAQ search the user reads the first answer and almost never scrolls. Which measure matches that best?",
                          es="En un buscador de preguntas frecuentes el usuario lee la primera respuesta y casi nunca baja a ver más. ¿Qué medida se ajusta mejor a eso?",
                          zh="在 FAQ 搜索中，用户只看第一条结果，几乎从不往下翻。哪个指标最符合这种场景？", translates={"es": "b570f6a791ab", "zh": "b570f6a791ab"}),
           "option.a": tr(en="MRR",
                          es="MRR",
                          zh="MRR（平均倒数排名）", translates={"es": "2e6aa59de580", "zh": "2e6aa59de580"}),
           "option.b": tr(en="Recall@10",
                          es="Recall@10",
                          zh="Recall@10（召回率）", translates={"es": "cc40fba81d21", "zh": "cc40fba81d21"}),
           "option.c": tr(en="Precision@10",
                          es="Precision@10",
                          zh="Precision@10（精确率）", translates={"es": "2c5a060ede0d", "zh": "2c5a060ede0d"}),
           "why": tr(en="MRR only looks at the first relevant document and rewards it for being high: 1 at rank 1, 1/2 at rank 2…",
                     es="El MRR solo mira el primer documento relevante y premia que esté arriba: 1 en la posición 1, 1/2 en la 2…",
                     zh="MRR 只看第一篇相关文档，排得越靠前得分越高，第 1 名得 1，第 2 名得 1/2……", translates={"es": "c350495deeda", "zh": "c350495deeda"}),
           "option.b.why": tr(en="Recall@10 counts relevant documents anywhere in the top 10, even at ranks the user never reaches.",
                              es="Recall@10 cuenta los documentos relevantes en cualquier posición del top 10, incluso en las que el usuario nunca llega a ver.",
                              zh="Recall@10 统计前 10 名中任意位置的相关文档，包括用户根本看不到的位置。", translates={"es": "f755a40187bf", "zh": "f755a40187bf"}),
           "option.c.why": tr(en="Precision@10 gives a relevant document at rank 1 and one at rank 10 the same weight.",
                              es="Precision@10 da el mismo peso a un relevante en la posición 1 que a uno en la 10.",
                              zh="Precision@10 对排在第 1 名和第 10 名的相关文档一视同仁。", translates={"es": "697150525e56", "zh": "697150525e56"}),
       })
choice("02.rr_no_relevant", 3,
       lambda i: "a" if rm.reciprocal_rank(i["retrieved"], i["relevant"], k=i["k"]) == 0 else "b",
       inputs={"retrieved": [3, 1, 4, 5, 9, 2, 6, 8, 7, 10], "relevant": [42], "k": 10}, topic="mrr",
       texts={
           "title": tr(en="A query with no hit",
                       es="Una consulta sin ningún acierto",
                       zh="没有命中的查询", translates={"es": "b5647224a8af", "zh": "b5647224a8af"}),
           "question": tr(en="The top {k} of `retrieved` holds no document of `relevant`. What reciprocal rank does ragmetrics give this query, and what does it do to the MRR?",
                          es="El top {k} de `retrieved` no contiene ningún documento de `relevant`. ¿Qué rango recíproco le da ragmetrics a esta consulta y qué efecto tiene en el MRR?",
                          zh="`retrieved` 的前 {k} 名里没有 `relevant` 中的任何文档。ragmetrics 给这个查询的倒数排名是多少？它对 MRR 有什么影响？", translates={"es": "c1543796daba", "zh": "c1543796daba"}),
           "option.a": tr(en="0, and it pulls the MRR down",
                          es="0, y hace bajar el MRR",
                          zh="0，会拉低 MRR", translates={"es": "1455bc869cd9", "zh": "1455bc869cd9"}),
           "option.b": tr(en="NaN, and the query is left out of the MRR",
                          es="NaN, y la consulta queda fuera del MRR",
                          zh="NaN，这个查询不计入 MRR", translates={"es": "0392461e8df9", "zh": "0392461e8df9"}),
           "option.c": tr(en="1/(k + 1), the next rank after the cutoff",
                          es="1/(k + 1), la posición siguiente al corte",
                          zh="1/(k + 1)，即截断位置的下一位", translates={"es": "2cf4f08d6feb", "zh": "2cf4f08d6feb"}),
           "why": tr(en="No relevant document means RR = 0, and the query still counts in the mean: a retriever cannot raise its MRR by failing on hard queries.",
                     es="Sin documento relevante, RR = 0, y la consulta sigue contando en la media: un recuperador no puede subir su MRR fallando en las consultas difíciles.",
                     zh="前 k 名里没有相关文档时 RR = 0，而且这个查询仍然计入平均，检索器不能靠在难题上“交白卷”来抬高 MRR。", translates={"es": "237c8e35d5cc", "zh": "237c8e35d5cc"}),
           "option.a.why": tr(en="Check it: rm.reciprocal_rank(retrieved, relevant, k={k}).",
                              es="Compruébalo: rm.reciprocal_rank(retrieved, relevant, k={k}).",
                              zh="可以用 rm.reciprocal_rank(retrieved, relevant, k={k}) 验证一下。", translates={"es": "2154a2fd6b2e", "zh": "2154a2fd6b2e"}),
           "option.b.why": tr(en="ragmetrics (like trec_eval) gives 0, not NaN, and keeps the query in the mean; leaving it out would reward a retriever for failing.",
                              es="ragmetrics (igual que trec_eval) da 0, no NaN, y mantiene la consulta en la media; sacarla premiaría al recuperador por fallar.",
                              zh="ragmetrics（和 trec_eval 一样）给出的是 0 而不是 NaN，并且这个查询仍然计入平均；把它剔除等于奖励检索失败。", translates={"es": "ba048cbe20dc", "zh": "ba048cbe20dc"}),
           "option.c.why": tr(en="No convention gives partial credit for a document that was never in the top {k}: the reciprocal rank is 0.",
                              es="Ninguna convención da crédito parcial por un documento que nunca estuvo en el top {k}: el rango recíproco es 0.",
                              zh="没有哪种约定会给从未进入前 {k} 名的文档部分分数，倒数排名就是 0。", translates={"es": "4d089c260b5c", "zh": "4d089c260b5c"}),
       })
text("02.name_hit_rate",
     accepted=("hit rate", "hitrate", "hit rate@k", "success", "success@k", "success rate", "hit@k", "tasa de aciertos",
               "tasa de éxito", "命中率", "成功率"),
     glossary="hit_rate",
     wrong={"recall": ("recall", "recall@k", "exhaustividad", "召回率"),
            "mrr": ("mrr", "reciprocal rank", "rr", "rango recíproco medio", "平均倒数排名", "倒数排名")},
     source="seed003: Hit Rate 看有没有至少召回一个", topic="hit_rate",
     texts={
         "title": tr(en="Name the measure",
                     es="Pon nombre a la medida",
                     zh="说出指标的名称", translates={"es": "9d65bc16b476", "zh": "9d65bc16b476"}),
         "question": tr(en="Which measure gives a query 1 if at least one relevant document is in its top k and 0 otherwise, then averages over the queries?",
                        es="¿Qué medida da a cada consulta un 1 si hay al menos un documento relevante en su top k, y un 0 si no, y luego promedia sobre las consultas?",
                        zh="哪个指标这样计算：对每个查询，前 k 名中至少有一篇相关文档记 1，否则记 0，再对所有查询求平均？", translates={"es": "007ee6802974", "zh": "007ee6802974"}),
         "why": tr(en="HitRate@k (trec_eval's success_k, ir_measures' Success@k). \"Recall counts how many were found, hit rate whether at least one was.\"",
                   es="La tasa de aciertos, HitRate@k (success_k en trec_eval, Success@k en ir_measures). «El recall cuenta cuántos se encontraron; la tasa de aciertos, si se encontró al menos uno».",
                   zh="命中率 HitRate@k（trec_eval 里叫 success_k，ir_measures 里叫 Success@k）。“召回率看召回了多少，命中率看有没有至少召回一个。”", translates={"es": "ae122b4011ce", "zh": "ae122b4011ce"}),
         "wrong.recall": tr(en="Recall counts how many relevant documents were found; this measure only asks whether at least one was. (Some people do call it \"Recall@k\": ir_measures' documentation warns about it.)",
                            es="El recall cuenta cuántos relevantes se encontraron; esta medida solo pregunta si se encontró al menos uno. (Hay quien la llama «Recall@k»: la documentación de ir_measures avisa de ello.)",
                            zh="召回率统计找回了多少篇相关文档；这个指标只看是否至少找回了一篇。（确实有人把它叫作“Recall@k”，ir_measures 的文档专门提醒过这一点。）", translates={"es": "758e86e5cdc8", "zh": "758e86e5cdc8"}),
         "wrong.mrr": tr(en="MRR looks at the rank of the first relevant document; this measure gives the same 1 wherever it is in the top k.",
                         es="El MRR mira la posición del primer relevante; esta medida da el mismo 1 esté donde esté dentro del top k.",
                         zh="MRR 看第一篇相关文档的排名；而这个指标只要在前 k 名中，无论排第几都记 1。", translates={"es": "4ab6b78d8a56", "zh": "4ab6b78d8a56"}),
     })
