"""Chapter 03: nDCG@K (binary and graded, linear and exponential gain, the ideal DCG)."""

import numpy as np

import ragmetrics as rm
from ragmetrics.retrieval import discounts, gains, grades_of, ideal_grades

from .build import choice, number, tr
from .library import dcg, hint, ndcg, pick

GRADED = {"retrieved": [999, 205, 101, 888, 309], "relevant": {101: 3, 205: 2, 309: 1}, "k": 5}

# Seed 000, exercise 2: nDCG@5 of [1, 3, 5, 7, 9] against [3, 7].
number("03.ndcg_seed", ndcg, {"retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7], "k": 5},
       pick("dcg_not_ndcg", "ndcg_ideal_full_k", "ndcg_reciprocal_discount", "recall_not_ndcg"),
       source="seed000: ejercicio 2", topic="ndcg",
       texts={
           "title": tr(en="nDCG@{k}: the capsule's exercise 2",
                       es="nDCG@{k}: el ejercicio 2 de la cápsula",
                       zh="nDCG@{k}：西班牙语课程的练习 2", translates={"es": "33d9e35975a7", "zh": "33d9e35975a7"}),
           "question": tr(en="The ranking is `retrieved` and the relevant documents are `relevant` (binary relevance: gain 1 each). What is nDCG@{k}?",
                          es="La lista es `retrieved` y los documentos relevantes son `relevant` (relevancia binaria: ganancia 1 cada uno). ¿Cuánto vale nDCG@{k}?",
                          zh="排序是 `retrieved`，相关文档是 `relevant`（二元相关：每篇相关文档的增益为 1）。nDCG@{k} 是多少？", translates={"es": "1a4d13ec8e25", "zh": "1a4d13ec8e25"}),
           "why": tr(en="DCG = 1/log2(3) + 1/log2(5) ≈ 1.062 and the ideal DCG puts the {n_relevant} relevant documents first: 1/log2(2) + 1/log2(3) ≈ 1.631, so nDCG@{k} = {expected}. The capsule's solution says 0.650, but its own print would show 0.651: it divided the already rounded 1.06 by 1.63. Round only at the end.",
                     es="DCG = 1/log2(3) + 1/log2(5) ≈ 1,062 y el DCG ideal pone primero los {n_relevant} relevantes: 1/log2(2) + 1/log2(3) ≈ 1,631, así que nDCG@{k} = {expected}. La solución de la cápsula dice 0,650, pero su propio print mostraría 0,651: dividió el 1,06 ya redondeado entre 1,63. Redondea solo al final.",
                     zh="DCG = 1/log2(3) + 1/log2(5) ≈ 1.062，理想排序把 {n_relevant} 篇相关文档放在最前面：IDCG = 1/log2(2) + 1/log2(3) ≈ 1.631，所以 nDCG@{k} = {expected}。西班牙语课程的答案写的是 0.650，但它自己的 print 会输出 0.651：它用已经四舍五入的 1.06 去除以 1.63。只在最后一步取整。", translates={"es": "76e76f3451fe", "zh": "76e76f3451fe"}),
       })

# Seed 003: graded relevance {101: 3, 205: 2, 309: 1}, retrieved [999, 205, 101, 888, 309].
number("03.dcg_graded", dcg, GRADED, pick("ndcg_not_dcg", "dcg_no_discount", "dcg_other_gain"),
       unit_interval=False, source="seed003: DCG 手算", topic="ndcg",
       texts={
           "title": tr(en="DCG@{k} by hand, with grades",
                       es="DCG@{k} a mano, con grados",
                       zh="手算带等级的 DCG@{k}", translates={"es": "c3f16cb13222", "zh": "c3f16cb13222"}),
           "question": tr(en="The Chinese article's example: graded judgments `relevant` (3 = highly relevant ... 0 = not relevant) and the ranking `retrieved`. With linear gain (gain = grade), what is DCG@{k}?",
                          es="El ejemplo del artículo chino: juicios graduados `relevant` (de 3 = muy relevante a 0 = no relevante) y la lista `retrieved`. Con ganancia lineal (ganancia = grado), ¿cuánto vale DCG@{k}?",
                          zh="中文面试文章中的例子：分级标注 `relevant`（3 = 高度相关 …… 0 = 不相关），排序 `retrieved`。使用线性增益（增益 = 等级）时，DCG@{k} 是多少？", translates={"es": "11f0303f1487", "zh": "11f0303f1487"}),
           "why": tr(en="The grades in rank order are [0, 2, 3, 0, 1]: DCG@{k} = 2/log2(3) + 3/log2(4) + 1/log2(6) = {expected}.",
                     es="Los grados en orden de posición son [0, 2, 3, 0, 1]: DCG@{k} = 2/log2(3) + 3/log2(4) + 1/log2(6) = {expected}.",
                     zh="按排名顺序的等级是 [0, 2, 3, 0, 1]：DCG@{k} = 2/log2(3) + 3/log2(4) + 1/log2(6) = {expected}。", translates={"es": "ac69e2e1920b", "zh": "ac69e2e1920b"}),
       })
number("03.ndcg_graded", ndcg, GRADED,
       pick("dcg_not_ndcg", "ndcg_binary", "ndcg_other_gain", "ndcg_reciprocal_discount"),
       source="seed003: NDCG@5", topic="ndcg",
       texts={
           "title": tr(en="Graded nDCG@{k} of the Chinese example",
                       es="nDCG@{k} graduado del ejemplo chino",
                       zh="中文面试文章例子的分级 nDCG@{k}", translates={"es": "669d73cec8c5", "zh": "669d73cec8c5"}),
           "question": tr(en="Same `relevant` and `retrieved`, linear gain. What is nDCG@{k}?",
                          es="Los mismos `relevant` y `retrieved`, ganancia lineal. ¿Cuánto vale nDCG@{k}?",
                          zh="`relevant` 和 `retrieved` 不变，线性增益。nDCG@{k} 是多少？", translates={"es": "41f3b1ad8b1c", "zh": "41f3b1ad8b1c"}),
           "why": tr(en="The ideal ranking is [3, 2, 1]: IDCG = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 4.762, and DCG ≈ 3.149, so nDCG@{k} = {expected}. All three relevant documents were found (Recall@{k} = 1), but not in the ideal order.",
                     es="El ranking ideal es [3, 2, 1]: IDCG = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 4,762, y DCG ≈ 3,149, así que nDCG@{k} = {expected}. Se encontraron los tres relevantes (Recall@{k} = 1), pero no en el orden ideal.",
                     zh="理想排序是 [3, 2, 1]：IDCG = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 4.762，DCG ≈ 3.149，所以 nDCG@{k} = {expected}。三篇相关文档都找回来了（Recall@{k} = 1），但顺序不是理想排序。", translates={"es": "56c001342c44", "zh": "56c001342c44"}),
       })
number("03.ndcg_graded_exp", ndcg, {**GRADED, "gain": "exponential"},
       pick("ndcg_other_gain", "dcg_not_ndcg", "ndcg_binary"), topic="ndcg",
       texts={
           "title": tr(en="The same with exponential gain",
                       es="Lo mismo con ganancia exponencial",
                       zh="改用指数增益", translates={"es": "0696c8077368", "zh": "0696c8077368"}),
           "question": tr(en="Same `relevant` and `retrieved`, but exponential gain: gain = 2^grade − 1. What is nDCG@{k}?",
                          es="Los mismos `relevant` y `retrieved`, pero con ganancia exponencial: ganancia = 2^grado − 1. ¿Cuánto vale nDCG@{k}?",
                          zh="`relevant` 和 `retrieved` 不变，但改用指数增益：增益 = 2^等级 − 1。nDCG@{k} 是多少？", translates={"es": "9fb275e9b5b6", "zh": "9fb275e9b5b6"}),
           "why": tr(en="The gains become [0, 3, 7, 0, 1] against an ideal [7, 3, 1]: nDCG@{k} = {expected}. The grade-3 document at rank 3 now costs more, because exponential gain widens the gap between grades.",
                     es="Las ganancias pasan a ser [0, 3, 7, 0, 1] frente a un ideal [7, 3, 1]: nDCG@{k} = {expected}. El documento de grado 3 en la posición 3 penaliza más, porque la ganancia exponencial agranda la distancia entre grados.",
                     zh="增益变成 [0, 3, 7, 0, 1]，理想排序是 [7, 3, 1]：nDCG@{k} = {expected}。等级 3 的文档排在第 3 名，现在损失更大，因为指数增益拉大了等级之间的差距。", translates={"es": "bb3044d8e048", "zh": "bb3044d8e048"}),
       })
# Seed 003, section 4: the same run with binary judgments.
number("03.ndcg_binary_version", ndcg, {**GRADED, "relevant": {101: 1, 205: 1, 309: 1}},
       pick("dcg_not_ndcg", "ndcg_reciprocal_discount", "ndcg_ideal_full_k", "recall_not_ndcg"),
       source="seed003: 二分类 [0, 1, 1, 0, 1]", topic="ndcg",
       texts={
           "title": tr(en="The binary version of the same run",
                       es="La versión binaria de la misma lista",
                       zh="同一排序的二元相关版本", translates={"es": "5d7e4e5abd26", "zh": "5d7e4e5abd26"}),
           "question": tr(en="The article's binary variant: every relevant document has grade 1 (`relevant`), same `retrieved`. What is nDCG@{k}?",
                          es="La variante binaria del artículo: todos los relevantes tienen grado 1 (`relevant`), la misma lista `retrieved`. ¿Cuánto vale nDCG@{k}?",
                          zh="文章中的二元版本：所有相关文档的等级都是 1，`retrieved` 不变（等级见 `relevant`）。nDCG@{k} 是多少？", translates={"es": "05fcdc9211c6", "zh": "05fcdc9211c6"}),
           "why": tr(en="The relevances in rank order are [0, 1, 1, 0, 1] against an ideal [1, 1, 1]: nDCG@{k} = {expected}. nDCG works the same with binary judgments.",
                     es="Las relevancias en orden de posición son [0, 1, 1, 0, 1] frente a un ideal [1, 1, 1]: nDCG@{k} = {expected}. nDCG funciona igual con juicios binarios.",
                     zh="按排名顺序的相关性是 [0, 1, 1, 0, 1]，理想排序是 [1, 1, 1]：nDCG@{k} = {expected}。二元标注同样可以用 nDCG。", translates={"es": "2930dcb7f2ac", "zh": "2930dcb7f2ac"}),
       })

# New: a judged relevant doc (4, grade 2) that was never retrieved still counts in the ideal DCG.
number("03.ndcg_unretrieved", ndcg, {"retrieved": [1, 5, 3, 6, 7], "relevant": {1: 3, 3: 1, 4: 2}, "k": 5},
       pick("ndcg_ideal_from_retrieved", "dcg_not_ndcg", "ndcg_binary"), topic="ndcg",
       texts={
           "title": tr(en="A relevant document that was never retrieved",
                       es="Un documento relevante que nunca se recuperó",
                       zh="从未被检索到的相关文档", translates={"es": "4d3ac9827911", "zh": "4d3ac9827911"}),
           "question": tr(en="Document 4 is judged relevant (grade 2) but is not in `retrieved`. With `relevant` and linear gain, what is nDCG@{k}?",
                          es="El documento 4 está juzgado como relevante (grado 2) pero no aparece en `retrieved`. Con `relevant` y ganancia lineal, ¿cuánto vale nDCG@{k}?",
                          zh="文档 4 被标注为相关（等级 2），但不在 `retrieved` 里。使用 `relevant` 和线性增益，nDCG@{k} 是多少？", translates={"es": "39dfabe93f4e", "zh": "39dfabe93f4e"}),
           "why": tr(en="The ideal ranking uses every judged document, [3, 2, 1], retrieved or not: nDCG@{k} = 3.5 / 4.762 = {expected}. scikit-learn's `ndcg_score` only sees the documents you pass it and would miss document 4.",
                     es="El ranking ideal usa todos los documentos juzgados (grados [3, 2, 1]), se hayan recuperado o no: nDCG@{k} = 3,5 / 4,762 = {expected}. El `ndcg_score` de scikit-learn solo ve los documentos que le pasas y no tendría en cuenta el 4.",
                     zh="理想排序要用所有标注过的文档 [3, 2, 1]，无论是否被检索到：nDCG@{k} = 3.5 / 4.762 = {expected}。scikit-learn 的 `ndcg_score` 只能看到你传给它的文档，会漏掉文档 4。", translates={"es": "8538d11cbca5", "zh": "8538d11cbca5"}),
       })


def _discount(i) -> float:
    return float(discounts(i["position"])[-1])


number("03.discount_rank4", _discount, {"position": 4},
       (hint("hint.discount_log_rank", lambda i: float(discounts(i["position"] - 1)[-1]),
             tr(en="You used 1/log2(rank). The discount is 1/log2(rank + 1), so rank 1 gets 1.",
                es="Has usado 1/log2(posición). El descuento es 1/log2(posición + 1), de modo que la posición 1 recibe 1.",
                zh="你用的是 1/log2(排名)。折损是 1/log2(排名 + 1)，这样第 1 名的折损正好是 1。", translates={"es": "11f5c86f7b87", "zh": "11f5c86f7b87"})),  # 1/log2(rank)
        hint("hint.discount_reciprocal", lambda i: 1 / i["position"],
             tr(en="{wrong} is 1/rank, the weight the reciprocal rank uses. nDCG's discount is 1/log2(rank + 1), which falls more slowly.",
                es="{wrong} es 1/posición, el peso que usa el rango recíproco. El descuento de nDCG es 1/log2(posición + 1), que baja más despacio.",
                zh="{wrong} 是 1/排名，这是倒数排名用的权重。nDCG 的折损是 1/log2(排名 + 1)，下降得更慢。", translates={"es": "ea6e17c85636", "zh": "ea6e17c85636"})),
        hint("hint.discount_not_inverted", lambda i: 1 / _discount(i),
             tr(en="{wrong} is log2(rank + 1) itself. The discount is 1 divided by it.",
                es="{wrong} es el propio log2(posición + 1). El descuento es 1 dividido entre él.",
                zh="{wrong} 是 log2(排名 + 1) 本身。折损是 1 除以它。", translates={"es": "7bcda7447593", "zh": "7bcda7447593"}))),
       facts=None, unit_interval=True, topic="ndcg",
       texts={
           "title": tr(en="The discount at rank {position}",
                       es="El descuento en la posición {position}",
                       zh="第 {position} 名的折损", translates={"es": "a1b9063c70e8", "zh": "a1b9063c70e8"}),
           "question": tr(en="By what factor is the gain of the document at rank {position} multiplied in the DCG?",
                          es="¿Por qué factor se multiplica, en el DCG, la ganancia del documento de la posición {position}?",
                          zh="计算 DCG 时，排在第 {position} 名的文档的增益要乘以多少？", translates={"es": "8da39835f797", "zh": "8da39835f797"}),
           "why": tr(en="The discount at rank {position} is 1/log2({position} + 1) = {expected}: a document there counts less than half as much as at rank 1.",
                     es="El descuento en la posición {position} es 1/log2({position} + 1) = {expected}: un documento ahí cuenta menos de la mitad que en la posición 1.",
                     zh="第 {position} 名的折损是 1/log2({position} + 1) = {expected}：排在这里的文档，分量还不到第 1 名的一半。", translates={"es": "ab1217f656d2", "zh": "ab1217f656d2"}),
       })


def _exponential_rewards_more(i) -> str:
    low, high = i["grades"]
    linear = gains(np.array([low, high]), "linear")
    exponential = gains(np.array([low, high]), "exponential")
    ratio_lin, ratio_exp = linear[1] / linear[0], exponential[1] / exponential[0]
    return "b" if ratio_exp > ratio_lin else "a" if ratio_lin > ratio_exp else "c"


def _gain_facts(i) -> dict:
    low, high = i["grades"]
    lin = gains(np.array([low, high]), "linear")
    exp = gains(np.array([low, high]), "exponential")
    return {"lin_low": float(lin[0]), "lin_high": float(lin[1]), "exp_low": float(exp[0]), "exp_high": float(exp[1])}


choice("03.gain_exponential", 3, _exponential_rewards_more, inputs={"grades": [1, 3]}, facts=_gain_facts, topic="ndcg",
       texts={
           "title": tr(en="Linear or exponential gain",
                       es="Ganancia lineal o exponencial",
                       zh="线性增益还是指数增益", translates={"es": "173cc2c91e08", "zh": "173cc2c91e08"}),
           "question": tr(en="Compare a grade-3 document with a grade-1 document. With which gain is the ratio of their gains largest?",
                          es="Compara un documento de grado 3 con uno de grado 1. ¿Con qué ganancia es mayor la proporción entre sus ganancias?",
                          zh="比较一篇等级 3 的文档和一篇等级 1 的文档。用哪种增益时，两者的增益之比更大？", translates={"es": "6999cffbf784", "zh": "6999cffbf784"}),
           "option.a": tr(en="Linear gain (gain = grade)",
                          es="La ganancia lineal (ganancia = grado)",
                          zh="线性增益（增益 = 等级）", translates={"es": "54b2c1e59b1b", "zh": "54b2c1e59b1b"}),
           "option.b": tr(en="Exponential gain (gain = 2^grade − 1)",
                          es="La ganancia exponencial (ganancia = 2^grado − 1)",
                          zh="指数增益（增益 = 2^等级 − 1）", translates={"es": "0c9045126762", "zh": "0c9045126762"}),
           "option.c": tr(en="Neither: both gains keep the order of the grades",
                          es="Ninguna: las dos ganancias respetan el orden de los grados",
                          zh="两种一样：两种增益都保持等级的先后顺序", translates={"es": "b455cbfc2584", "zh": "b455cbfc2584"}),
           "why": tr(en="Linear: {lin_high:g} vs {lin_low:g}; exponential: {exp_high:g} vs {exp_low:g}. Exponential gain rewards the highly relevant documents much more.",
                     es="Lineal: {lin_high:g} frente a {lin_low:g}; exponencial: {exp_high:g} frente a {exp_low:g}. La ganancia exponencial premia mucho más los documentos muy relevantes.",
                     zh="线性：{lin_high:g} 对 {lin_low:g}；指数：{exp_high:g} 对 {exp_low:g}。指数增益对高度相关的文档奖励大得多。", translates={"es": "888fa1a040ad", "zh": "888fa1a040ad"}),
           "option.a.why": tr(en="With linear gain grade 3 counts {lin_high:g} and grade 1 counts {lin_low:g}. Now compute the exponential gains.",
                              es="Con ganancia lineal, el grado 3 cuenta {lin_high:g} y el grado 1 cuenta {lin_low:g}. Calcula ahora las ganancias exponenciales.",
                              zh="线性增益下，等级 3 的增益是 {lin_high:g}，等级 1 是 {lin_low:g}。再算一下指数增益。", translates={"es": "1cba17fabbfc", "zh": "1cba17fabbfc"}),
           "option.b.why": tr(en="Exponential: {exp_high:g} vs {exp_low:g}; linear: {lin_high:g} vs {lin_low:g}.",
                              es="Exponencial: {exp_high:g} frente a {exp_low:g}; lineal: {lin_high:g} frente a {lin_low:g}.",
                              zh="指数：{exp_high:g} 对 {exp_low:g}；线性：{lin_high:g} 对 {lin_low:g}。", translates={"es": "048441d16626", "zh": "048441d16626"}),
           "option.c.why": tr(en="Compute both: linear gives {lin_high:g} vs {lin_low:g}, exponential 2^grade − 1 gives {exp_high:g} vs {exp_low:g}.",
                              es="Calcula las dos: la lineal da {lin_high:g} frente a {lin_low:g}; la exponencial, 2^grado − 1, da {exp_high:g} frente a {exp_low:g}.",
                              zh="两种都算一下：线性是 {lin_high:g} 对 {lin_low:g}，指数 2^等级 − 1 是 {exp_high:g} 对 {exp_low:g}。", translates={"es": "da9b33213994", "zh": "da9b33213994"}),
       })
choice("03.ideal_from", 3, "c", source="seed003: 理想排序 / conventions", topic="ndcg",
       texts={
           "title": tr(en="Where the ideal DCG (IDCG) comes from",
                       es="De dónde sale el DCG ideal (IDCG)",
                       zh="IDCG（理想 DCG）从哪里来", translates={"es": "fb0dccf1e66a", "zh": "fb0dccf1e66a"}),
           "question": tr(en="nDCG@k divides by the ideal DCG@k. Which documents is the ideal ranking built from?",
                          es="nDCG@k divide entre el DCG@k ideal. ¿Con qué documentos se construye el ranking ideal?",
                          zh="nDCG@k 要除以理想排序的 DCG@k。理想排序是用哪些文档构造的？", translates={"es": "518d42058042", "zh": "518d42058042"}),
           "option.a": tr(en="The retrieved documents, re-sorted by grade",
                          es="Los documentos recuperados, reordenados por grado",
                          zh="被检索到的文档，按等级重新排序", translates={"es": "01e5c831b212", "zh": "01e5c831b212"}),
           "option.b": tr(en="k documents, all of the highest grade on the scale",
                          es="k documentos, todos del grado más alto de la escala",
                          zh="k 篇文档，全部取等级体系中的最高等级", translates={"es": "d05c14b1fbc5", "zh": "d05c14b1fbc5"}),
           "option.c": tr(en="Every judged document, sorted by grade, cut at k",
                          es="Todos los documentos juzgados, ordenados por grado y cortados en k",
                          zh="所有标注过的文档，按等级排序后截取前 k 篇", translates={"es": "686b3b64893a", "zh": "686b3b64893a"}),
           "why": tr(en="The ideal ranking is the best possible one given the judgments: every judged relevant document, highest grade first, cut at k, whether the retriever found it or not.",
                     es="El ranking ideal es el mejor posible según los juicios: todos los documentos relevantes juzgados, del grado más alto al más bajo, cortados en k, los haya encontrado o no el recuperador.",
                     zh="理想排序是根据标注能得到的最好排序：所有标注过的相关文档，按等级从高到低排列，截取前 k 篇，不管检索器有没有找到它们。", translates={"es": "db6f38e93212", "zh": "db6f38e93212"}),
           "option.a.why": tr(en="Then a relevant document the retriever missed would not lower nDCG. That is scikit-learn's blind spot: it only knows the documents you pass it.",
                              es="En ese caso, un documento relevante que el recuperador no encontró no bajaría el nDCG. Es el punto ciego de scikit-learn: solo conoce los documentos que le pasas.",
                              zh="那样的话，检索器漏掉的相关文档就不会拉低 nDCG 了。这正是 scikit-learn 的盲点：它只知道你传给它的文档。", translates={"es": "cef2b42e69a0", "zh": "cef2b42e69a0"}),
           "option.b.why": tr(en="The ideal cannot hold more relevant documents than the judgments have: with 2 relevant documents, a perfect run scores 1, not less.",
                              es="El ideal no puede tener más relevantes de los que hay en los juicios: con 2 documentos relevantes, una lista perfecta saca 1, no menos.",
                              zh="理想排序里的相关文档不可能比标注中的还多：如果只有 2 篇相关文档，完美的排序应该得 1 分，而不是更低。", translates={"es": "0973124e5c03", "zh": "0973124e5c03"}),
       })


def _recall_one_facts(i) -> dict:
    return {"recall": rm.recall_at_k(i['retrieved'], i['relevant'], k=i['k']),
            "ndcg": rm.ndcg_at_k(i['retrieved'], i['relevant'], k=i['k'])}


choice("03.recall_one_ndcg_less", 3, "a", inputs=GRADED, facts=_recall_one_facts,
       source="seed003: Recall@5 = 1 但 NDCG 不是 1", topic="ndcg",
       texts={
           "title": tr(en="Recall@{k} = {recall:g} but nDCG@{k} = {ndcg:.3f}",
                       es="Recall@{k} = {recall:g} pero nDCG@{k} = {ndcg:.3f}",
                       zh="Recall@{k} = {recall:g}，但 nDCG@{k} = {ndcg:.3f}", translates={"es": "9f3a1cd0c114", "zh": "9f3a1cd0c114"}),
           "question": tr(en="In the Chinese example (`retrieved`, `relevant`) every relevant document is in the top {k}, yet nDCG@{k} is below 1. Why?",
                          es="En el ejemplo chino (`retrieved`, `relevant`) todos los relevantes están en el top {k} y, aun así, nDCG@{k} es menor que 1. ¿Por qué?",
                          zh="在中文面试文章的例子（`retrieved`、`relevant`）中，所有相关文档都在前 {k} 名里，但 nDCG@{k} 仍然小于 1。为什么？", translates={"es": "f71975531e2f", "zh": "f71975531e2f"}),
           "option.a": tr(en="They are not in the order of their grades",
                          es="No están en el orden de sus grados",
                          zh="它们没有按等级从高到低排列", translates={"es": "4ede8bf57516", "zh": "4ede8bf57516"}),
           "option.b": tr(en="A relevant document is missing from the top {k}",
                          es="Falta un documento relevante en el top {k}",
                          zh="前 {k} 名里缺了一篇相关文档", translates={"es": "c34d74876dc6", "zh": "c34d74876dc6"}),
           "option.c": tr(en="nDCG treats every grade above 0 alike",
                          es="nDCG trata igual todos los grados mayores que 0",
                          zh="nDCG 对所有大于 0 的等级一视同仁", translates={"es": "f4401aee1960", "zh": "f4401aee1960"}),
           "why": tr(en="Recall asks whether the right documents came back; nDCG also asks whether they are well ordered. Here a non-relevant document is first and the grade-3 document third.",
                     es="El recall pregunta si se recuperaron los documentos correctos; nDCG pregunta además si están bien ordenados. Aquí el primero no es relevante y el de grado 3 está tercero.",
                     zh="召回率问的是“有没有把正确的东西找回来”，nDCG 还要问“找回来的东西排序是否合理”。这里排第一的是不相关文档，等级 3 的文档排在第三。", translates={"es": "7f680f8e5824", "zh": "7f680f8e5824"}),
           "option.b.why": tr(en="Recall@{k} = {recall:g}: all the relevant documents are there.",
                              es="Recall@{k} = {recall:g}: están todos los relevantes.",
                              zh="Recall@{k} = {recall:g}：所有相关文档都在。", translates={"es": "cbba82310a3c", "zh": "cbba82310a3c"}),
           "option.c.why": tr(en="nDCG uses the grades as gains; that is what makes it finer than recall.",
                              es="nDCG usa los grados como ganancias; justo eso lo hace más fino que el recall.",
                              zh="nDCG 正是把等级当作增益来用的，这也是它比召回率更精细的原因。", translates={"es": "c53d506a6da2", "zh": "c53d506a6da2"}),
       })


def _natural_log_ndcg(i) -> float:
    k = i["k"]
    row = gains(grades_of(i["retrieved"], i["relevant"])[:k])
    ideal = gains(ideal_grades(i["relevant"])[:k])
    ln = lambda n: 1 / np.log(np.arange(2, n + 2))  # noqa: E731
    return float(np.sum(row * ln(len(row))) / np.sum(ideal * ln(len(ideal))))


def _log_base(i) -> str:
    change = _natural_log_ndcg(i) - rm.ndcg_at_k(i["retrieved"], i["relevant"], k=i["k"])
    return "b" if abs(change) < 1e-12 else "a" if change < 0 else "c"


choice("03.log_base", 3, _log_base, inputs=GRADED,
       facts=lambda i: {"ndcg": rm.ndcg_at_k(i['retrieved'], i['relevant'], k=i['k']), "ndcg_ln": _natural_log_ndcg(i)},
       topic="ndcg",
       texts={
           "title": tr(en="Does the base of the logarithm matter?",
                       es="¿Importa la base del logaritmo?",
                       zh="对数的底数重要吗？", translates={"es": "d5fa3a038209", "zh": "d5fa3a038209"}),
           "question": tr(en="Someone computes the discount with the natural log, 1/ln(rank + 1), instead of 1/log2(rank + 1). What happens to nDCG@{k} of `retrieved` against `relevant`?",
                          es="Alguien calcula el descuento con el logaritmo natural, 1/ln(posición + 1), en lugar de 1/log2(posición + 1). ¿Qué le pasa al nDCG@{k} de la lista `retrieved` (juicios en `relevant`)?",
                          zh="有人用自然对数 1/ln(排名 + 1) 代替 1/log2(排名 + 1) 来计算折损。按 `relevant` 的标注，`retrieved` 的 nDCG@{k} 会怎样？", translates={"es": "0bb869675502", "zh": "0bb869675502"}),
           "option.a": tr(en="It goes down: the discounts change",
                          es="Baja: los descuentos cambian",
                          zh="会变小：因为折损变了", translates={"es": "c0d50218f60f", "zh": "c0d50218f60f"}),
           "option.b": tr(en="It does not change: the base cancels in DCG / IDCG",
                          es="No cambia: la base se cancela en DCG / IDCG",
                          zh="不变：底数在 DCG / IDCG 中约掉了", translates={"es": "ff156f17de62", "zh": "ff156f17de62"}),
           "option.c": tr(en="It goes up: every discount 1/ln(rank + 1) is larger",
                          es="Sube: cada descuento 1/ln(posición + 1) es mayor",
                          zh="会变大：每个折损 1/ln(排名 + 1) 都更大", translates={"es": "6b28eb6b2a2e", "zh": "6b28eb6b2a2e"}),
           "why": tr(en="ln(x) = log2(x) · ln(2): every discount gets the same factor, in DCG and in the ideal DCG, so it cancels. nDCG@{k} stays {ndcg:.4f} ({ndcg_ln:.4f} with ln). DCG alone does change.",
                     es="ln(x) = log2(x) · ln(2): todos los descuentos se multiplican por el mismo factor, en el DCG y en el DCG ideal, así que se cancela. nDCG@{k} sigue valiendo {ndcg:.4f} ({ndcg_ln:.4f} con ln). El DCG por sí solo sí cambia.",
                     zh="ln(x) = log2(x) · ln(2)：所有折损都乘以同一个系数，DCG 和理想 DCG 中都一样，所以相互抵消。nDCG@{k} 仍是 {ndcg:.4f}（用 ln 算也是 {ndcg_ln:.4f}）。不过 DCG 本身会变。", translates={"es": "5844293543ab", "zh": "5844293543ab"}),
           "option.a.why": tr(en="Write ln(x) = log2(x) · ln(2) and look at what happens to the ratio DCG / IDCG. (nDCG@{k} with log2: {ndcg:.4f}; with ln: {ndcg_ln:.4f}.)",
                              es="Escribe ln(x) = log2(x) · ln(2) y mira qué le pasa al cociente DCG / IDCG. (nDCG@{k} con log2: {ndcg:.4f}; con ln: {ndcg_ln:.4f}.)",
                              zh="把 ln(x) 写成 log2(x) · ln(2)，再看看 DCG / IDCG 这个比值会怎样。（用 log2 算，nDCG@{k} 是 {ndcg:.4f}；用 ln 算，也是 {ndcg_ln:.4f}。）", translates={"es": "fee54a25fbe7", "zh": "fee54a25fbe7"}),
           "option.c.why": tr(en="Write ln(x) = log2(x) · ln(2) and look at what happens to the ratio DCG / IDCG. (nDCG@{k} with log2: {ndcg:.4f}; with ln: {ndcg_ln:.4f}.)",
                              es="Escribe ln(x) = log2(x) · ln(2) y mira qué le pasa al cociente DCG / IDCG. (nDCG@{k} con log2: {ndcg:.4f}; con ln: {ndcg_ln:.4f}.)",
                              zh="把 ln(x) 写成 log2(x) · ln(2)，再看看 DCG / IDCG 这个比值会怎样。（用 log2 算，nDCG@{k} 是 {ndcg:.4f}；用 ln 算，也是 {ndcg_ln:.4f}。）", translates={"es": "fee54a25fbe7", "zh": "fee54a25fbe7"}),
           "option.b.why": tr(en="nDCG@{k} with log2: {ndcg:.4f}; with ln: {ndcg_ln:.4f}.",
                              es="nDCG@{k} con log2: {ndcg:.4f}; con ln: {ndcg_ln:.4f}.",
                              zh="用 log2 算，nDCG@{k} 是 {ndcg:.4f}；用 ln 算，也是 {ndcg_ln:.4f}。", translates={"es": "b78e06921954", "zh": "b78e06921954"}),
       })


def _swap_facts(i) -> dict:
    swapped = [i["retrieved"][1], i["retrieved"][0], *i["retrieved"][2:]]
    return {"ndcg_before": rm.ndcg_at_k(i['retrieved'], i['relevant'], k=i['k']),
            "ndcg_after": rm.ndcg_at_k(swapped, i['relevant'], k=i['k']),
            "recall": rm.recall_at_k(i['retrieved'], i['relevant'], k=i['k']),
            "recall_after": rm.recall_at_k(swapped, i['relevant'], k=i['k'])}


def _swap_top(i) -> str:
    facts = _swap_facts(i)
    ndcg_moves, recall_moves = facts["ndcg_before"] != facts["ndcg_after"], facts["recall"] != facts["recall_after"]
    return "a" if ndcg_moves and recall_moves else ("b" if ndcg_moves else "c")


choice("03.swap_top", 3, _swap_top, facts=_swap_facts,
       inputs={"retrieved": ["A", "B", "C", "D", "E"], "relevant": {"A": 3, "B": 1}, "k": 5}, topic="ndcg",
       texts={
           "title": tr(en="Swap the first two",
                       es="Intercambia los dos primeros",
                       zh="交换前两名", translates={"es": "fb51d3bf341e", "zh": "fb51d3bf341e"}),
           "question": tr(en="In `retrieved`, A (grade 3) is first and B (grade 1) second (`relevant`). Swap them so that B comes first. What happens to the measures at k = {k}?",
                          es="En `retrieved`, A (grado 3) va primero y B (grado 1) segundo; los grados están en `relevant`. Intercámbialos para que B quede primero. ¿Qué pasa con las medidas con k = {k}?",
                          zh="在 `retrieved` 中，A（等级 3）排第一，B（等级 1）排第二（等级见 `relevant`）。把两者交换，让 B 排第一。k = {k} 时各项指标会怎样？", translates={"es": "a1c6b6ee4451", "zh": "a1c6b6ee4451"}),
           "option.a": tr(en="nDCG@{k} and Recall@{k} both fall",
                          es="Bajan nDCG@{k} y Recall@{k}",
                          zh="nDCG@{k} 和 Recall@{k} 都下降", translates={"es": "eab5d460dce6", "zh": "eab5d460dce6"}),
           "option.b": tr(en="nDCG@{k} falls, Recall@{k} does not change",
                          es="Baja nDCG@{k}; Recall@{k} no cambia",
                          zh="nDCG@{k} 下降，Recall@{k} 不变", translates={"es": "f299c38d0685", "zh": "f299c38d0685"}),
           "option.c": tr(en="Neither changes: same documents in the top {k}",
                          es="Ninguna cambia: el top {k} tiene los mismos documentos",
                          zh="都不变：前 {k} 名还是那些文档", translates={"es": "a8b79ce85345", "zh": "a8b79ce85345"}),
           "why": tr(en="nDCG@{k} goes from {ndcg_before:.3f} to {ndcg_after:.3f}, because the grade-3 document now gets the smaller discount of rank 2; Recall@{k} stays {recall:g}, because it only counts which documents are in the top {k}, not their order.",
                     es="nDCG@{k} pasa de {ndcg_before:.3f} a {ndcg_after:.3f}, porque el documento de grado 3 recibe ahora el descuento de la posición 2; Recall@{k} sigue en {recall:g}, porque solo cuenta qué documentos están en el top {k}, no su orden.",
                     zh="nDCG@{k} 从 {ndcg_before:.3f} 降到 {ndcg_after:.3f}，因为等级 3 的文档现在只能拿到第 2 名的折损；Recall@{k} 仍是 {recall:g}，因为它只看哪些文档进了前 {k} 名，不看顺序。", translates={"es": "1f8181459cff", "zh": "1f8181459cff"}),
           "option.a.why": tr(en="Recall@{k} stays {recall:g}: both documents are still in the top {k}. Only nDCG@{k} moves, from {ndcg_before:.3f} to {ndcg_after:.3f}.",
                              es="Recall@{k} sigue en {recall:g}: los dos documentos siguen en el top {k}. Solo se mueve nDCG@{k}, de {ndcg_before:.3f} a {ndcg_after:.3f}.",
                              zh="Recall@{k} 仍是 {recall:g}：两篇文档都还在前 {k} 名。只有 nDCG@{k} 变了，从 {ndcg_before:.3f} 变为 {ndcg_after:.3f}。", translates={"es": "d110458edc81", "zh": "d110458edc81"}),
           "option.b.why": tr(en="nDCG@{k}: {ndcg_before:.3f} → {ndcg_after:.3f}; Recall@{k}: {recall:g} → {recall_after:g}.",
                              es="nDCG@{k} pasa de {ndcg_before:.3f} a {ndcg_after:.3f}; Recall@{k}, de {recall:g} a {recall_after:g}.",
                              zh="nDCG@{k} 从 {ndcg_before:.3f} 变为 {ndcg_after:.3f}；Recall@{k} 从 {recall:g} 变为 {recall_after:g}。", translates={"es": "1db5c2e136e2", "zh": "1db5c2e136e2"}),
           "option.c.why": tr(en="The set is the same, so Recall@{k} stays {recall:g}; but nDCG@{k} weighs each grade by its position: it goes from {ndcg_before:.3f} to {ndcg_after:.3f}.",
                              es="El conjunto es el mismo, así que Recall@{k} sigue en {recall:g}; pero nDCG@{k} pondera cada grado según su posición: pasa de {ndcg_before:.3f} a {ndcg_after:.3f}.",
                              zh="文档集合没变，所以 Recall@{k} 仍是 {recall:g}；但 nDCG@{k} 会按位置给每个等级加权：它从 {ndcg_before:.3f} 变成了 {ndcg_after:.3f}。", translates={"es": "ccbcc016f4ea", "zh": "ccbcc016f4ea"}),
       })


def _rr_blind_facts(i) -> dict:
    out = {}
    for name in ("a", "b"):
        ranking = i[f"retrieved_{name}"]
        out[f"rr_{name}"] = rm.reciprocal_rank(ranking, i['relevant'])
        out[f"hit_{name}"] = rm.hit_rate_at_k(ranking, i['relevant'], k=i['k'])
        out[f"ndcg_{name}"] = rm.ndcg_at_k(ranking, i['relevant'], k=i['k'])
    return out


def _rr_blind(i) -> str:
    """The one measure of the three (a: RR, b: HitRate@k, c: nDCG@k) whose values differ between A and B."""
    facts = _rr_blind_facts(i)
    differ = [label for label, key in (("a", "rr"), ("b", "hit"), ("c", "ndcg")) if facts[f"{key}_a"] != facts[f"{key}_b"]]
    return differ[0] if len(differ) == 1 else "none"


choice("03.rr_blind", 3, _rr_blind, facts=_rr_blind_facts,
       inputs={"retrieved_a": [1, 2, 3, 4, 5], "retrieved_b": [1, 6, 7, 8, 2], "relevant": [1, 2], "k": 5},
       source="seed003: MRR 和 NDCG 的区别", topic="ndcg",
       texts={
           "title": tr(en="What RR does not see",
                       es="Lo que RR no ve",
                       zh="RR 看不到的东西", translates={"es": "2d85b33c80ca", "zh": "2d85b33c80ca"}),
           "question": tr(en="Both rankings put one of the relevant documents (`relevant`) first. A (`retrieved_a`) has the other relevant document at rank 2; B (`retrieved_b`), at rank 5. Which measure tells A and B apart?",
                          es="Los dos rankings ponen en primer lugar uno de los documentos relevantes (`relevant`). A (`retrieved_a`) tiene el otro documento relevante en la posición 2; B (`retrieved_b`), en la 5. ¿Qué medida distingue a A de B?",
                          zh="两个排序都把一篇相关文档排在第一。A（`retrieved_a`）把另一篇相关文档排在第 2 名，B（`retrieved_b`）排在第 5 名（相关文档见 `relevant`）。哪个指标能区分 A 和 B？", translates={"es": "6a8d71836a64", "zh": "6a8d71836a64"}),
           "option.a": tr(en="RR, the reciprocal rank (its mean is MRR)",
                          es="RR, el rango recíproco (su media es el MRR)",
                          zh="RR，即倒数排名（其平均值就是 MRR）", translates={"es": "2d5edeb946fa", "zh": "2d5edeb946fa"}),
           "option.b": tr(en="HitRate@{k}, the hit rate",
                          es="HitRate@{k}, la tasa de aciertos",
                          zh="HitRate@{k}，即命中率", translates={"es": "6decbc424fb8", "zh": "6decbc424fb8"}),
           "option.c": tr(en="nDCG@{k}, normalized discounted cumulative gain",
                          es="nDCG@{k}, la ganancia acumulada descontada normalizada",
                          zh="nDCG@{k}，即归一化折损累计增益", translates={"es": "6d5a7f844dd5", "zh": "6d5a7f844dd5"}),
           "why": tr(en="RR only looks at the first relevant document (A {rr_a:g}, B {rr_b:g}) and HitRate@{k} only asks whether there is one ({hit_a:g} and {hit_b:g}); nDCG@{k} counts every relevant document at its position: A {ndcg_a:.3f}, B {ndcg_b:.3f}. That is the classic answer to \"MRR or nDCG?\".",
                     es="RR solo mira el primer documento relevante ({rr_a:g} en A y {rr_b:g} en B), y HitRate@{k} solo pregunta si hay alguno ({hit_a:g} en A y {hit_b:g} en B); nDCG@{k}, en cambio, tiene en cuenta cada documento relevante según su posición: {ndcg_a:.3f} en A y {ndcg_b:.3f} en B. Es la respuesta clásica a «¿MRR o nDCG?».",
                     zh="RR 只看第一篇相关文档（A 为 {rr_a:g}，B 为 {rr_b:g}），HitRate@{k} 只问有没有命中（A 为 {hit_a:g}，B 为 {hit_b:g}）；nDCG@{k} 会按位置计入每一篇相关文档：A 为 {ndcg_a:.3f}，B 为 {ndcg_b:.3f}。这就是“MRR 还是 nDCG？”的经典答案。", translates={"es": "a72000895fac", "zh": "a72000895fac"}),
           "option.a.why": tr(en="RR stops at the first relevant document, and both rankings have it at rank 1: A {rr_a:g}, B {rr_b:g}.",
                              es="RR se detiene en el primer documento relevante, y los dos rankings lo tienen en la posición 1: vale {rr_a:g} en A y {rr_b:g} en B.",
                              zh="RR 看到第一篇相关文档就停下了，而两个排序都把它放在第 1 名：A 为 {rr_a:g}，B 为 {rr_b:g}。", translates={"es": "0ebb709459af", "zh": "0ebb709459af"}),
           "option.b.why": tr(en="HitRate@{k} is 1 as soon as one relevant document is in the top {k}: A {hit_a:g}, B {hit_b:g}.",
                              es="HitRate@{k} vale 1 en cuanto hay un documento relevante en el top {k}: {hit_a:g} en A y {hit_b:g} en B.",
                              zh="只要前 {k} 名里有一篇相关文档，HitRate@{k} 就是 1：A 为 {hit_a:g}，B 为 {hit_b:g}。", translates={"es": "4a8aa7ca913c", "zh": "4a8aa7ca913c"}),
           "option.c.why": tr(en="nDCG@{k}: A {ndcg_a:.3f}, B {ndcg_b:.3f}; RR: {rr_a:g} and {rr_b:g}; HitRate@{k}: {hit_a:g} and {hit_b:g}.",
                              es="nDCG@{k} vale {ndcg_a:.3f} en A y {ndcg_b:.3f} en B, mientras que RR vale {rr_a:g} y {rr_b:g}, y HitRate@{k}, {hit_a:g} y {hit_b:g}.",
                              zh="nDCG@{k}：A 为 {ndcg_a:.3f}，B 为 {ndcg_b:.3f}；RR：{rr_a:g} 和 {rr_b:g}；HitRate@{k}：{hit_a:g} 和 {hit_b:g}。", translates={"es": "8173bfc5a6eb", "zh": "8173bfc5a6eb"}),
       })
