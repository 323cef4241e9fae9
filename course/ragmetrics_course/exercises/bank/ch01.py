"""Chapter 01: Recall@K, Precision@K and F1@K."""

import ragmetrics as rm

from .build import choice, number, text, tr
from .library import f1, pick, precision, recall

# Seed 000 (Spanish capsule), exercise 1: Recall@5 of [1, 2, 3, 4, 5] against [3, 6, 9].
number("01.recall_seed", recall, {"retrieved": [1, 2, 3, 4, 5], "relevant": [3, 6, 9], "k": 5},
       pick("precision_not_recall", "hit_rate_not_recall", "missed_share", "f1_not_recall"),
       source="seed000: ejercicio 1", topic="recall",
       texts={
           "title": tr(en="Recall@{k}: the capsule's exercise 1",
                       es="Recall@{k}: el ejercicio 1 de la cápsula",
                       zh="Recall@{k}：西班牙语课程的练习 1", translates={"es": "3da9c1848ddc", "zh": "3da9c1848ddc"}),
           "question": tr(en="The retriever returned `retrieved` (best first) and the relevant documents are `relevant`. What is Recall@{k}?",
                          es="El recuperador devolvió `retrieved` (el mejor primero) y los documentos relevantes son `relevant`. ¿Cuánto vale Recall@{k}?",
                          zh="检索器按得分从高到低返回了 `retrieved`，相关文档是 `relevant`。Recall@{k} 是多少？", translates={"es": "58ed2c69a77a", "zh": "58ed2c69a77a"}),
           "why": tr(en="{hits} of the {n_relevant} relevant documents are in the top {k}: Recall@{k} = {hits}/{n_relevant} = {expected}. The capsule's 0.33 is right.",
                     es="En el top {k} hay {hits} de los {n_relevant} documentos relevantes: Recall@{k} = {hits}/{n_relevant} = {expected}. El 0,33 de la cápsula es correcto.",
                     zh="{n_relevant} 篇相关文档中有 {hits} 篇在前 {k} 名里，Recall@{k} = {hits}/{n_relevant} = {expected}。西班牙语课程给出的 0.33 是对的。", translates={"es": "f9d6da9f17ca", "zh": "f9d6da9f17ca"}),
       })

# Seed 001 (Spanish chapter): retrieved A-E, relevant A, C, F.
number("01.recall_letters", recall, {"retrieved": ["A", "B", "C", "D", "E"], "relevant": ["A", "C", "F"], "k": 5},
       pick("precision_not_recall", "hit_rate_not_recall", "missed_share", "f1_not_recall"),
       source="seed001: Recall@5 = 2/3", topic="recall",
       texts={
           "title": tr(en="Recall@{k} with letters as ids",
                       es="Recall@{k} con letras como identificadores",
                       zh="用字母作文档 id 的 Recall@{k}", translates={"es": "97a8623f9253", "zh": "97a8623f9253"}),
           "question": tr(en="The Spanish chapter's example: documents A to E were retrieved, and A, C and F are relevant. What is Recall@{k}?",
                          es="El ejemplo del capítulo del manual: se recuperaron los documentos de la A a la E, y son relevantes A, C y F. ¿Cuánto vale Recall@{k}?",
                          zh="西班牙语章节中的例子：检索到了 A 到 E 共 5 篇文档，相关文档是 A、C、F。Recall@{k} 是多少？", translates={"es": "f3ff878410ca", "zh": "f3ff878410ca"}),
           "why": tr(en="A and C are found, F is not: Recall@{k} = {hits}/{n_relevant} = {expected}. Ids can be any hashable value; only membership counts.",
                     es="Se encuentran A y C, pero no F: Recall@{k} = {hits}/{n_relevant} = {expected}. Los identificadores pueden ser de cualquier tipo; solo importa si están o no.",
                     zh="找到了 A 和 C，没有找到 F，所以 Recall@{k} = {hits}/{n_relevant} = {expected}。文档 id 可以是任何值，只看它在不在列表里。", translates={"es": "f68a455c3110", "zh": "f68a455c3110"}),
       })

number("01.precision_letters", precision, {"retrieved": ["A", "B", "C", "D", "E"], "relevant": ["A", "C", "F"], "k": 5},
       pick("recall_not_precision", "f1_not_precision", "hit_rate_not_precision"),
       source="seed001: Precisión@5 = 2/5 = 0.4", topic="precision",
       texts={
           "title": tr(en="Precision@{k} with letters as ids",
                       es="Precision@{k} con letras como identificadores",
                       zh="用字母作文档 id 的 Precision@{k}", translates={"es": "e55474a1d385", "zh": "e55474a1d385"}),
           "question": tr(en="The same example of the Spanish chapter, now for precision: documents A to E were retrieved, and A, C and F are relevant. What is Precision@{k}?",
                          es="El mismo ejemplo del capítulo del manual, ahora para la precisión: se recuperaron los documentos de la A a la E, y son relevantes A, C y F. ¿Cuánto vale Precision@{k}?",
                          zh="西班牙语章节中的同一个例子，这次求精确率：检索到了 A 到 E 共 5 篇文档，相关文档是 A、C、F。Precision@{k} 是多少？", translates={"es": "1b06b6d4596b", "zh": "1b06b6d4596b"}),
           "why": tr(en="A and C are in the top {k}: Precision@{k} = {hits}/{k} = {expected}, as the Spanish chapter says. Same documents, but not the same denominator as recall ({hits}/{n_relevant}).",
                     es="A y C están en el top {k}: Precision@{k} = {hits}/{k} = {expected}, como dice el capítulo del manual. Los mismos documentos, pero el denominador ya no es el del recall ({hits}/{n_relevant}).",
                     zh="A 和 C 在前 {k} 名中，Precision@{k} = {hits}/{k} = {expected}，与西班牙语章节的结果一致。文档相同，但分母和召回率（{hits}/{n_relevant}）不同。", translates={"es": "4b23a194152d", "zh": "4b23a194152d"}),
       })

# Seed 000's worked example (and its RetrievalEvaluator demo): [1, 3, 5, 7, 9, 11, 13] against [3, 7, 12].
number("01.precision_seed", precision, {"retrieved": [1, 3, 5, 7, 9, 11, 13], "relevant": [3, 7, 12], "k": 5},
       pick("precision_by_retrieved", "recall_not_precision", "f1_not_precision", "hit_rate_not_precision"),
       source="seed000: Precision@5 = 0.40", topic="precision",
       texts={
           "title": tr(en="Precision@{k} of the capsule's example",
                       es="Precision@{k} del ejemplo de la cápsula",
                       zh="西班牙语课程例子的 Precision@{k}", translates={"es": "4747c3ddac8f", "zh": "4747c3ddac8f"}),
           "question": tr(en="The retriever returned the {n_retrieved} documents of `retrieved`; the relevant ones are `relevant`. What is Precision@{k}?",
                          es="El recuperador devolvió los {n_retrieved} documentos de `retrieved`; los relevantes son `relevant`. ¿Cuánto vale Precision@{k}?",
                          zh="检索器返回了 `retrieved` 中的 {n_retrieved} 篇文档，相关文档是 `relevant`。Precision@{k} 是多少？", translates={"es": "dc2a533c00a1", "zh": "dc2a533c00a1"}),
           "why": tr(en="The top {k} holds {hits} relevant documents: Precision@{k} = {hits}/{k} = {expected}. Documents below rank {k} do not count, however many were retrieved.",
                     es="El top {k} contiene {hits} documentos relevantes: Precision@{k} = {hits}/{k} = {expected}. Los documentos por debajo de la posición {k} no cuentan, por muchos que se hayan recuperado.",
                     zh="前 {k} 名中有 {hits} 篇相关文档，Precision@{k} = {hits}/{k} = {expected}。不管一共返回了多少篇，第 {k} 名之后的文档都不算。", translates={"es": "a61956d08c79", "zh": "a61956d08c79"}),
       })

number("01.f1_seed", f1, {"retrieved": [1, 3, 5, 7, 9, 11, 13], "relevant": [3, 7, 12], "k": 5},
       pick("f1_arithmetic_mean", "f1_forgot_two", "f1_product"),
       source="seed000: F1@5 = 0.50", topic="f1",
       texts={
           "title": tr(en="F1@{k} of the same example",
                       es="F1@{k} del mismo ejemplo",
                       zh="同一个例子的 F1@{k}", translates={"es": "f4c71f810828", "zh": "f4c71f810828"}),
           "question": tr(en="Same ranking and relevant documents as before. What is F1@{k}, the harmonic mean of Precision@{k} and Recall@{k}?",
                          es="La misma lista y los mismos documentos relevantes. ¿Cuánto vale F1@{k}, la media armónica de Precision@{k} y Recall@{k}?",
                          zh="排序和相关文档都和上一题相同。F1@{k}（Precision@{k} 和 Recall@{k} 的调和平均）是多少？", translates={"es": "e0014386298b", "zh": "e0014386298b"}),
           "why": tr(en="F1@{k} = 2·P·R / (P + R) with P = {hits}/{k} and R = {hits}/{n_relevant}, which gives {expected}. The harmonic mean stays closer to the smaller of the two.",
                     es="F1@{k} = 2·P·R / (P + R) con P = {hits}/{k} y R = {hits}/{n_relevant}, lo que da {expected}. La media armónica queda más cerca del menor de los dos.",
                     zh="F1@{k} = 2·P·R / (P + R)，其中 P = {hits}/{k}，R = {hits}/{n_relevant}，结果是 {expected}。调和平均更靠近两者中较小的那个。", translates={"es": "ae55ad61a2a6", "zh": "ae55ad61a2a6"}),
       })

# New: a run shorter than k. Precision@5 still divides by 5.
number("01.precision_short_run", precision, {"retrieved": [4, 8, 15], "relevant": [8, 15, 16, 23], "k": 5},
       pick("precision_by_retrieved", "recall_not_precision", "f1_not_precision"), topic="precision",
       texts={
           "title": tr(en="Precision@{k} when fewer than {k} documents come back",
                       es="Precision@{k} cuando se devuelven menos de {k} documentos",
                       zh="返回不足 {k} 篇时的 Precision@{k}", translates={"es": "914070390f41", "zh": "914070390f41"}),
           "question": tr(en="The retriever returned only {n_retrieved} documents, `retrieved`; the relevant documents are `relevant`. What is Precision@{k}?",
                          es="El recuperador solo devolvió {n_retrieved} documentos, `retrieved`; los relevantes son `relevant`. ¿Cuánto vale Precision@{k}?",
                          zh="检索器只返回了 {n_retrieved} 篇文档 `retrieved`，相关文档是 `relevant`。Precision@{k} 是多少？", translates={"es": "0ac511aa1026", "zh": "0ac511aa1026"}),
           "why": tr(en="Precision@{k} = {hits}/{k} = {expected}: the missing positions count as not relevant (trec_eval's rule), so a short list cannot look better than a full one.",
                     es="Precision@{k} = {hits}/{k} = {expected}: las posiciones que faltan cuentan como no relevantes (la regla de trec_eval), así que una lista corta no puede parecer mejor que una completa.",
                     zh="Precision@{k} = {hits}/{k} = {expected}，因为缺少的位置按不相关计算（trec_eval 的规则），所以返回得少并不会让结果看起来更好。", translates={"es": "1f8afdbbf200", "zh": "1f8afdbbf200"}),
       })

# Conceptual.
choice("01.k_grows", 3, "b", topic="recall",
       texts={
           "title": tr(en="What happens when k grows",
                       es="Qué pasa cuando k crece",
                       zh="k 变大时会怎样", translates={"es": "1b7262814b7c", "zh": "1b7262814b7c"}),
           "question": tr(en="The ranking does not change, but k grows from 5 to 10. Which measure can never go down?",
                          es="La lista no cambia, pero k pasa de 5 a 10. ¿Qué medida no puede bajar nunca?",
                          zh="排序不变，只把 k 从 5 增大到 10。哪个指标一定不会下降？", translates={"es": "0a127a439d8d", "zh": "0a127a439d8d"}),
           "option.a": tr(en="Precision@k",
                          es="Precision@k",
                          zh="Precision@k（精确率）", translates={"es": "48a26211ec2a", "zh": "48a26211ec2a"}),
           "option.b": tr(en="Recall@k",
                          es="Recall@k",
                          zh="Recall@k（召回率）", translates={"es": "37ce998aa23e", "zh": "37ce998aa23e"}),
           "option.c": tr(en="F1@k",
                          es="F1@k",
                          zh="F1@k（调和平均）", translates={"es": "afa1049b82ae", "zh": "afa1049b82ae"}),
           "why": tr(en="Recall@k only adds documents to its numerator as k grows, and its denominator (all relevant documents) stays fixed.",
                     es="Recall@k solo puede sumar documentos al numerador cuando k crece, y su denominador (todos los relevantes) no cambia.",
                     zh="k 变大时，Recall@k 的分子只会增加，而分母（全部相关文档数）保持不变。", translates={"es": "09cee6ee4f49", "zh": "09cee6ee4f49"}),
           "option.a.why": tr(en="Precision@k can fall: every extra position adds 1 to the denominator k, and a non-relevant document adds nothing to the numerator.",
                              es="Precision@k puede bajar: cada posición nueva suma 1 al denominador k, y un documento no relevante no suma nada al numerador.",
                              zh="Precision@k 可能下降，因为每多一个位置，分母 k 就加 1，而不相关的文档不会增加分子。", translates={"es": "54178faf7629", "zh": "54178faf7629"}),
           "option.c.why": tr(en="F1@k mixes precision and recall, so it falls when precision falls faster than recall rises.",
                              es="F1@k combina precisión y recall, así que baja cuando la precisión cae más deprisa de lo que sube el recall.",
                              zh="F1@k 同时取决于精确率和召回率，当精确率下降得比召回率上升得快时，它就会下降。", translates={"es": "50beb2355014", "zh": "50beb2355014"}),
       })
choice("01.when_recall", 3, "c", source="seed000: cuándo usar cada métrica", topic="recall",
       texts={
           "title": tr(en="Which measure for a legal search assistant",
                       es="Qué medida usar en un asistente de búsqueda jurídica",
                       zh="法律检索助手该看哪个指标", translates={"es": "f8e670f5eeb7", "zh": "f8e670f5eeb7"}),
           "question": tr(en="A legal search assistant must not miss a relevant precedent, and the LLM can read 20 chunks. Which measure do you watch first?",
                          es="Un asistente de búsqueda jurídica no puede pasar por alto ningún precedente relevante, y el LLM puede leer 20 fragmentos. ¿Qué medida vigilas primero?",
                          zh="一个法律检索助手不能漏掉任何相关判例，而 LLM 一次能读 20 个片段。你首先应该关注哪个指标？", translates={"es": "1d3e78bc56a2", "zh": "1d3e78bc56a2"}),
           "option.a": tr(en="Precision@5",
                          es="Precision@5",
                          zh="Precision@5（精确率）", translates={"es": "d0dbefa08622", "zh": "d0dbefa08622"}),
           "option.b": tr(en="MRR",
                          es="MRR",
                          zh="MRR（平均倒数排名）", translates={"es": "2e6aa59de580", "zh": "2e6aa59de580"}),
           "option.c": tr(en="Recall@20",
                          es="Recall@20",
                          zh="Recall@20（召回率）", translates={"es": "297aef44c45a", "zh": "297aef44c45a"}),
           "why": tr(en="Missing a relevant document is the costly error, and the LLM reads 20 chunks: Recall@20 says how many relevant documents reach it.",
                     es="Lo que sale caro es perder un documento relevante, y el LLM lee 20 fragmentos: Recall@20 dice cuántos relevantes le llegan.",
                     zh="代价最大的错误是漏掉相关文档，而 LLM 会读 20 个片段，Recall@20 说明有多少相关文档真正送到了它面前。", translates={"es": "1adef9dd7f34", "zh": "1adef9dd7f34"}),
           "option.a.why": tr(en="Precision@5 punishes noise, but here noise is cheap (the LLM reads 20 chunks) and a missed precedent is expensive.",
                              es="Precision@5 castiga el ruido, pero aquí el ruido sale barato (el LLM lee 20 fragmentos) y perder un precedente sale caro.",
                              zh="Precision@5 惩罚的是噪声，但这里噪声代价不大（LLM 能读 20 个片段），漏掉判例的代价才大。", translates={"es": "0e58d3ff7cff", "zh": "0e58d3ff7cff"}),
           "option.b.why": tr(en="MRR only looks at the first relevant document; it does not notice the relevant precedents that were missed.",
                              es="MRR solo mira el primer documento relevante; no se entera de los precedentes relevantes que se quedaron fuera.",
                              zh="MRR 只看第一篇相关文档，察觉不到被漏掉的其他相关判例。", translates={"es": "032645fb2e3f", "zh": "032645fb2e3f"}),
       })
text("01.name_precision",
     accepted=("precision", "precision@k", "p@k", "precisión", "precision at k", "precisión en k", "精确率", "精确度", "查准率", "精准率", "精度"),
     glossary="precision",
     wrong={"recall": ("recall", "recall@k", "r@k", "exhaustividad", "召回率", "查全率"),
            "hit_rate": ("hit rate", "hitrate", "success", "tasa de aciertos", "命中率"),
            "f1": ("f1", "f1@k", "f1 score", "f1分数"),
            "accuracy": ("accuracy", "exactitud", "准确率", "正确率")},
     topic="precision",
     texts={
         "title": tr(en="Name the measure",
                     es="Pon nombre a la medida",
                     zh="说出指标的名称", translates={"es": "9d65bc16b476", "zh": "9d65bc16b476"}),
         "question": tr(en="Which measure is \"relevant documents in the top k, divided by k\"?",
                        es="¿Qué medida es «documentos relevantes en el top k, divididos entre k»?",
                        zh="“前 k 名中的相关文档数除以 k”是哪个指标？", translates={"es": "4dc0185ec026", "zh": "4dc0185ec026"}),
         "why": tr(en="Precision@k: the share of the top k that is relevant. It divides by k even when fewer than k documents were retrieved.",
                   es="Precision@k (precisión): la proporción del top k que es relevante. Divide entre k aunque se hayan recuperado menos de k documentos.",
                   zh="Precision@k（精确率）就是前 k 名中相关文档所占的比例。即使返回的文档不足 k 篇，也要除以 k。", translates={"es": "42f5ec8dc4e9", "zh": "42f5ec8dc4e9"}),
         "wrong.recall": tr(en="Recall divides by the number of relevant documents, not by k.",
                            es="El recall divide entre el número de documentos relevantes, no entre k.",
                            zh="召回率除以的是相关文档总数，而不是 k。", translates={"es": "51ff417c5949", "zh": "51ff417c5949"}),
         "wrong.hit_rate": tr(en="Hit rate is 1 or 0 per query (is there at least one relevant document?); it divides by nothing.",
                              es="La tasa de aciertos vale 1 o 0 por consulta (¿hay al menos un relevante?); no divide entre nada.",
                              zh="命中率对每个查询只取 1 或 0（是否至少有一篇相关文档），不涉及除法。", translates={"es": "32990aa37d77", "zh": "32990aa37d77"}),
         "wrong.f1": tr(en="F1 combines two measures; the one described here is one of them.",
                        es="F1 combina dos medidas; la que se describe aquí es una de ellas.",
                        zh="F1 是两个指标的组合，这里描述的只是其中一个。", translates={"es": "9b3dc6815ce7", "zh": "9b3dc6815ce7"}),
         "wrong.accuracy": tr(en="Accuracy is the share of correct decisions of a classifier, over the relevant and the non-relevant documents alike. The share of the top k that is relevant is precision.",
                              es="La exactitud (accuracy) es la proporción de decisiones acertadas de un clasificador, tanto sobre los documentos relevantes como sobre los no relevantes. La proporción del top k que es relevante es la precisión.",
                              zh="“准确率”通常指 accuracy，即分类器判断正确的比例，相关和不相关的文档都算在内。前 k 名中相关文档所占的比例叫精确率（也称查准率）。", translates={"es": "4dcb103004cb", "zh": "4dcb103004cb"}),
     })


def _f1_vs_mean(i) -> str:
    f1_value, mean = _f1_facts_values(i)
    return "a" if f1_value > mean else ("c" if f1_value == mean else "b")


def _f1_facts_values(i) -> tuple[float, float]:
    p = rm.precision_at_k(i["retrieved"], i["relevant"], k=i["k"])
    r = rm.recall_at_k(i["retrieved"], i["relevant"], k=i["k"])
    return rm.f1_at_k(i["retrieved"], i["relevant"], k=i["k"]), (p + r) / 2


def _f1_facts(i) -> dict:
    f1_value, mean = _f1_facts_values(i)
    return {"precision": rm.precision_at_k(i['retrieved'], i['relevant'], k=i['k']),  # numbers: t() writes 0,5 in Spanish
            "recall": rm.recall_at_k(i['retrieved'], i['relevant'], k=i['k']), "f1": f1_value, "mean": mean}


choice("01.f1_vs_mean", 3, _f1_vs_mean, facts=_f1_facts,
       inputs={"retrieved": [2, 4, 6, 8, 10], "relevant": [2, 4, 6, 8, 10, 12, 14, 16, 18, 20], "k": 5}, topic="f1",
       texts={
           "title": tr(en="F1 or the plain average?",
                       es="¿F1 o la media simple?",
                       zh="F1 还是算术平均？", translates={"es": "1e6d26cd695e", "zh": "1e6d26cd695e"}),
           "question": tr(en="The query has 10 relevant documents (`relevant`) and the top {k} of `retrieved` are all relevant. How does F1@{k} compare with the plain average (Precision@{k} + Recall@{k}) / 2?",
                          es="La consulta tiene 10 documentos relevantes (`relevant`) y los {k} primeros de `retrieved` son todos relevantes. ¿Cómo queda F1@{k} frente a la media simple (Precision@{k} + Recall@{k}) / 2?",
                          zh="这个查询有 10 篇相关文档（`relevant`），`retrieved` 的前 {k} 篇全部相关。F1@{k} 和算术平均值 (Precision@{k} + Recall@{k}) / 2 相比如何？", translates={"es": "8d4e6f56ca6c", "zh": "8d4e6f56ca6c"}),
           "option.a": tr(en="F1 is higher",
                          es="F1 es mayor",
                          zh="F1 更高", translates={"es": "5a442e97a58b", "zh": "5a442e97a58b"}),
           "option.b": tr(en="F1 is lower",
                          es="F1 es menor",
                          zh="F1 更低", translates={"es": "565d125447cf", "zh": "565d125447cf"}),
           "option.c": tr(en="They are equal",
                          es="Son iguales",
                          zh="两者相等", translates={"es": "6b210b80a80f", "zh": "6b210b80a80f"}),
           "why": tr(en="Precision = {precision:g} and Recall = {recall:g}: the plain average is {mean:g}, F1 is {f1:.3f}. The harmonic mean leans towards the smaller of the two, so a retriever cannot hide poor recall behind perfect precision. They are equal only when Precision = Recall.",
                     es="Precisión = {precision:g} y recall = {recall:g}: la media simple es {mean:g} y F1 es {f1:.3f}. La media armónica se inclina hacia el valor más pequeño, así que una precisión perfecta no puede tapar un recall bajo. Solo coinciden cuando precisión = recall.",
                     zh="精确率 = {precision:g}，召回率 = {recall:g}，算术平均是 {mean:g}，F1 是 {f1:.3f}。调和平均偏向两者中较小的那个，所以完美的精确率掩盖不了偏低的召回率。只有精确率等于召回率时两者才相等。", translates={"es": "af484e2b0cb7", "zh": "af484e2b0cb7"}),
           "option.a.why": tr(en="Compute both: Precision = {precision:g}, Recall = {recall:g}, so the average is {mean:g} and F1 = 2PR / (P + R) = {f1:.3f}.",
                              es="Calcula las dos: precisión = {precision:g} y recall = {recall:g}, así que la media es {mean:g} y F1 = 2PR / (P + R) = {f1:.3f}.",
                              zh="两个都算一下。精确率 = {precision:g}，召回率 = {recall:g}，所以平均值是 {mean:g}，而 F1 = 2PR / (P + R) = {f1:.3f}。", translates={"es": "73ce56f0b31c", "zh": "73ce56f0b31c"}),
           "option.b.why": tr(en="F1 = {f1:.3f} and the average is {mean:g}: here F1 is the lower one.",
                              es="F1 = {f1:.3f} y la media es {mean:g}: aquí F1 es la menor.",
                              zh="F1 = {f1:.3f}，平均值是 {mean:g}，这里 F1 更低。", translates={"es": "ad3e1bd2fc2c", "zh": "ad3e1bd2fc2c"}),
           "option.c.why": tr(en="They are equal only when Precision = Recall; here Precision = {precision:g} and Recall = {recall:g}, so F1 = {f1:.3f} and the average is {mean:g}.",
                              es="Solo son iguales cuando precisión = recall; aquí precisión = {precision:g} y recall = {recall:g}, así que F1 = {f1:.3f} y la media es {mean:g}.",
                              zh="只有精确率等于召回率时两者才相等；这里精确率 = {precision:g}、召回率 = {recall:g}，所以 F1 = {f1:.3f}，平均值是 {mean:g}。", translates={"es": "1affa5e1d183", "zh": "1affa5e1d183"}),
       })
choice("01.context_window", 3, "b", topic="precision",
       texts={
           "title": tr(en="A prompt with room for three chunks",
                       es="Un prompt con sitio para tres fragmentos",
                       zh="只能放 3 个片段的提示词", translates={"es": "35ba5b53d70f", "zh": "35ba5b53d70f"}),
           "question": tr(en="Your prompt has room for only 3 chunks, and every irrelevant chunk distracts the LLM. Which measure do you watch first?",
                          es="En tu prompt solo caben 3 fragmentos, y cada fragmento no relevante distrae al LLM. ¿Qué medida vigilas primero?",
                          zh="你的提示词只能放 3 个片段，而每个不相关的片段都会干扰 LLM。你首先应该关注哪个指标？", translates={"es": "09edce83d787", "zh": "09edce83d787"}),
           "option.a": tr(en="Recall@20",
                          es="Recall@20",
                          zh="Recall@20（召回率）", translates={"es": "297aef44c45a", "zh": "297aef44c45a"}),
           "option.b": tr(en="Precision@3",
                          es="Precision@3",
                          zh="Precision@3（精确率）", translates={"es": "6c727e94bcb6", "zh": "6c727e94bcb6"}),
           "option.c": tr(en="HitRate@20",
                          es="HitRate@20",
                          zh="HitRate@20（命中率）", translates={"es": "58c0d5f9f916", "zh": "58c0d5f9f916"}),
           "why": tr(en="Only the top 3 reach the LLM, so k = 3, and what hurts is noise among them: Precision@3 is the share of useful chunks in the prompt.",
                     es="Al LLM solo le llegan los 3 primeros, así que k = 3, y lo que perjudica es el ruido entre ellos: Precision@3 es la proporción de fragmentos útiles en el prompt.",
                     zh="只有前 3 个片段会进入 LLM，所以 k = 3；真正有害的是其中的噪声。Precision@3 衡量的正是提示词里有用片段的比例。", translates={"es": "2a0abf12a932", "zh": "2a0abf12a932"}),
           "option.a.why": tr(en="Recall@20 looks at 20 chunks, but only 3 fit in the prompt; and recall does not count the noise you let in.",
                              es="Recall@20 mira 20 fragmentos, pero en el prompt solo caben 3; además, el recall no cuenta el ruido que dejas entrar.",
                              zh="Recall@20 看的是 20 个片段，可提示词里只放得下 3 个；而且召回率不会计算混进来的噪声。", translates={"es": "75a7de60f155", "zh": "75a7de60f155"}),
           "option.c.why": tr(en="HitRate@20 is 1 as soon as one relevant chunk appears anywhere in 20: it says nothing about the noise in the 3 chunks the LLM reads.",
                              es="HitRate@20 vale 1 en cuanto aparece un fragmento relevante entre 20: no dice nada del ruido en los 3 fragmentos que lee el LLM.",
                              zh="只要前 20 个里出现一个相关片段，HitRate@20 就是 1，它完全反映不出 LLM 读到的 3 个片段里有多少噪声。", translates={"es": "dcf4276c4e1c", "zh": "dcf4276c4e1c"}),
       })
