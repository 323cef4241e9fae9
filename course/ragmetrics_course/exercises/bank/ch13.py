"""Chapter 13: evaluate your own system (chunk ids to document ids, the RAGAS fields, the confidence
interval of a mean, the rule for a query a run lacks, reading a gate verdict)."""

import ragmetrics as rm

from .build import choice, number, tr
from .library import hint, mean

# A retriever's top five chunks, best first; "doc#n" is chunk n of document doc.
CHUNKS = {"chunks": ["faq#3", "terms#0", "faq#1", "refunds#2", "terms#5"], "doc": "refunds"}


def _doc_facts(i) -> dict:
    return {"n_chunks": len(i["chunks"]), "doc": i["doc"], "docs": ", ".join(rm.io.doc_ids(i["chunks"], "#"))}


number("13.doc_rank", lambda i: rm.io.doc_ids(i["chunks"], "#").index(i["doc"]) + 1, CHUNKS,
       (hint("hint.ch13.chunk_rank", lambda i: [c.split("#")[0] for c in i["chunks"]].index(i["doc"]) + 1,
             tr(en="{wrong} is the rank of its chunk among the {n_chunks} chunks. Map the chunks to documents first: a document already listed is not listed again, so the documents below it move up.",
                es="{wrong} es la posición de su fragmento entre los {n_chunks} fragmentos. Convierte antes los fragmentos en documentos: un documento que ya está en la lista no se repite, así que los documentos que vienen detrás suben.",
                zh="{wrong} 是它的片段在 {n_chunks} 个片段中的排名。要先把片段换成文章：已经出现过的文章不再重复列出，排在后面的文章因此往前移。", translates={"es": "92d2131b388e", "zh": "92d2131b388e"})),
        hint("hint.ch13.last_occurrence", lambda i: list(dict.fromkeys(reversed([c.split("#")[0] for c in i["chunks"]])))[::-1].index(i["doc"]) + 1,
             tr(en="{wrong} keeps each document at its last chunk. The first (best-ranked) chunk keeps the document's rank.",
                es="{wrong} deja cada documento en la posición de su último fragmento. Es el primer fragmento (el mejor situado) el que fija la posición del documento.",
                zh="{wrong} 让每篇文章取它最后一个片段的排名。应当由第一个（排名最靠前的）片段决定文章的排名。", translates={"es": "c27978780fee", "zh": "c27978780fee"})),
        hint("hint.ch13.dropped_repeated", lambda i: [d for d in rm.io.doc_ids(i["chunks"], "#")
                                                       if [c.split("#")[0] for c in i["chunks"]].count(d) == 1].index(i["doc"]) + 1,
             tr(en="{wrong} drops every document that has several chunks. Keep each document once, at its first chunk.",
                es="{wrong} descarta todos los documentos que tienen varios fragmentos. Conserva cada documento una vez, en la posición de su primer fragmento.",
                zh="{wrong} 把有多个片段的文章全都去掉了。每篇文章都要保留一次，取它第一个片段的排名。", translates={"es": "1649e5d38a6a", "zh": "1649e5d38a6a"}))),
       facts=_doc_facts, integer=True, unit_interval=False, topic="own_system",
       texts={
           "title": tr(en="From chunk ids to document ids",
                       es="De identificadores de fragmento a identificadores de documento",
                       zh="从片段 id 到文章（文档）id", translates={"es": "5aaeb5405446", "zh": "5aaeb5405446"}),
           "question": tr(en="Your retriever logged its top {n_chunks} chunks, best first, in `chunks` (`\"faq#3\"` is chunk 3 of document `faq`). Your qrels judge documents. At which rank does document `{doc}` stand once the chunks are mapped to documents?",
                          es="Tu recuperador registró sus {n_chunks} primeros fragmentos, del mejor al peor, en `chunks` (`\"faq#3\"` es el fragmento 3 del documento `faq`). Tus qrels juzgan documentos. ¿En qué posición queda el documento `{doc}` una vez convertidos los fragmentos en documentos?",
                          zh="你的检索器把排名前 {n_chunks} 的片段按排名先后记录在 `chunks` 中（`\"faq#3\"` 是文章 `faq` 中编号为 3 的片段）。你的 qrels 标注的是文章。把片段换成文章之后，文章 `{doc}` 排在第几名？", translates={"es": "008388b92712", "zh": "008388b92712"}),
           "why": tr(en="`rm.io.doc_ids(chunks, \"#\")` gives {docs}: each document at its first chunk, the repeats dropped, so `{doc}` is at rank {expected}.",
                     es="`rm.io.doc_ids(chunks, \"#\")` da {docs}: cada documento en la posición de su primer fragmento y sin repeticiones, así que `{doc}` queda en la posición {expected}.",
                     zh="`rm.io.doc_ids(chunks, \"#\")` 得到 {docs}：每篇文章取它第一个片段的排名，重复的去掉，所以 `{doc}` 排在第 {expected} 名。", translates={"es": "fb03b1e2f7cb", "zh": "fb03b1e2f7cb"}),
       })

choice("13.ragas_field", 4, "b", topic="own_system",
       texts={
           "title": tr(en="Which RAGAS field is which",
                       es="Qué campo de RAGAS es cuál",
                       zh="RAGAS 的各个字段", translates={"es": "0a0352010eda", "zh": "0a0352010eda"}),
           "question": tr(en="A log in the RAGAS ≥ 0.2 vocabulary has the fields `user_input`, `retrieved_contexts`, `response` and `reference`. Which one holds the passages your retriever gave the generator?",
                          es="Un registro con el vocabulario de RAGAS ≥ 0.2 tiene los campos `user_input`, `retrieved_contexts`, `response` y `reference`. ¿Cuál contiene los fragmentos que tu recuperador pasó al generador?",
                          zh="采用 RAGAS 0.2 及以后版本字段名的日志有 `user_input`、`retrieved_contexts`、`response` 和 `reference` 四个字段。哪一个保存的是检索器交给 LLM 的片段？", translates={"es": "b6fa5ddff810", "zh": "b6fa5ddff810"}),
           "option.a": tr(en="the field `user_input`", es="el campo `user_input`", zh="字段 `user_input`", translates={"es": "6a01b486ad83", "zh": "6a01b486ad83"}),
           "option.b": tr(en="the field `retrieved_contexts`", es="el campo `retrieved_contexts`", zh="字段 `retrieved_contexts`", translates={"es": "677674c6fbe2", "zh": "677674c6fbe2"}),
           "option.c": tr(en="the field `response`", es="el campo `response`", zh="字段 `response`", translates={"es": "104f93e33532", "zh": "104f93e33532"}),
           "option.d": tr(en="the field `reference`", es="el campo `reference`", zh="字段 `reference`", translates={"es": "20d2669f3c5e", "zh": "20d2669f3c5e"}),
           "why": tr(en="`retrieved_contexts` (`contexts` before RAGAS 0.2) is the list of passage texts, in rank order: what faithfulness and context relevancy read.",
                     es="`retrieved_contexts` (`contexts` antes de RAGAS 0.2) es la lista de textos de los fragmentos, en orden de ranking: lo que leen la fidelidad y la relevancia del contexto.",
                     zh="`retrieved_contexts`（RAGAS 0.2 之前叫 `contexts`）是按排名排列的片段文本列表，忠实度和上下文相关性读的就是它。", translates={"es": "86ff32fc887f", "zh": "86ff32fc887f"}),
           "option.a.why": tr(en="`user_input` is the question (`question` before RAGAS 0.2).",
                              es="`user_input` es la pregunta (`question` antes de RAGAS 0.2).",
                              zh="`user_input` 是问题（RAGAS 0.2 之前叫 `question`）。", translates={"es": "5afa12f1a2b1", "zh": "5afa12f1a2b1"}),
           "option.c.why": tr(en="`response` is the system's answer (`answer` before RAGAS 0.2).",
                              es="`response` es la respuesta del sistema (`answer` antes de RAGAS 0.2).",
                              zh="`response` 是系统的回答（RAGAS 0.2 之前叫 `answer`）。", translates={"es": "7d2379b4e432", "zh": "7d2379b4e432"}),
           "option.d.why": tr(en="`reference` is the right answer written by people (`ground_truth` before RAGAS 0.2), which answer correctness and context recall need.",
                              es="`reference` es la respuesta correcta escrita por personas (`ground_truth` antes de RAGAS 0.2), la que necesitan la corrección de la respuesta y el recall del contexto.",
                              zh="`reference` 是人写的正确答案（RAGAS 0.2 之前叫 `ground_truth`），答案正确性和上下文召回率需要它。", translates={"es": "283261531fb3", "zh": "283261531fb3"}),
       })

MISSING = {"scores": {"q1": 0.6, "q2": 0.9, "q3": 0.3}, "judged": ["q1", "q2", "q3", "q4"]}


def _zero_mean(i) -> float:
    return mean(i["scores"].get(q, 0.0) for q in i["judged"])


def _missing_facts(i) -> dict:
    return {"n_judged": len(i["judged"]), "n_scored": len(i["scores"]),
            "missing": ", ".join(q for q in i["judged"] if q not in i["scores"])}


number("13.missing_query", _zero_mean, MISSING,
       (hint("hint.ch13.skip_rule", lambda i: mean(i["scores"].values()),
             tr(en="{wrong} leaves out the query the run lacks (`evaluate`'s default, `trec_eval` without `-c`). `compare` and the gate score it 0, so that a system is not flattered by the queries it failed on.",
                es="{wrong} deja fuera la consulta que falta en el run (lo que hace `evaluate` por defecto, como `trec_eval` sin `-c`). En cambio, `compare` y el control de regresión le ponen un 0, para que un sistema no salga favorecido por las consultas en las que falló.",
                zh="{wrong} 把 run 文件里缺的那个查询排除在外了（这是 `evaluate` 的默认做法，相当于不加 `-c` 的 `trec_eval`）。`compare` 和门禁把它记为 0，免得系统因为漏掉失败的查询而显得更好。", translates={"es": "bce3f84c8a3f", "zh": "bce3f84c8a3f"})),
        hint("hint.ch13.missing_as_one", lambda i: mean(i["scores"].get(q, 1.0) for q in i["judged"]),
             tr(en="{wrong} counts the missing query as a perfect score. A query the system returned nothing for scores 0.",
                es="{wrong} cuenta la consulta que falta como si fuera perfecta. Una consulta para la que el sistema no devolvió nada puntúa 0.",
                zh="{wrong} 把缺少的查询当成满分。系统没有返回任何结果的查询应记为 0。", translates={"es": "6d624f2cbf0f", "zh": "6d624f2cbf0f"})),
        hint("hint.ch13.missing_sum", lambda i: sum(i["scores"].values()),
             tr(en="{wrong} is the sum of the scores. Divide by the {n_judged} judged queries.",
                es="{wrong} es la suma de las puntuaciones. Divide entre las {n_judged} consultas juzgadas.",
                zh="{wrong} 是分数之和，还要除以 {n_judged} 个已标注查询。", translates={"es": "b9075e15892f", "zh": "b9075e15892f"}))),
       facts=_missing_facts, topic="own_system",
       texts={
           "title": tr(en="A query the run lacks",
                       es="Una consulta que falta en el run",
                       zh="run 文件里缺少的查询", translates={"es": "0aa01d22de4d", "zh": "0aa01d22de4d"}),
           "question": tr(en="The qrels judge {n_judged} queries; the candidate's run has results for {n_scored} of them, with the nDCG@5 in `scores`, and nothing for {missing}. What mean nDCG@5 does `rm.compare` (and the gate) use for this run?",
                          es="Los qrels juzgan {n_judged} consultas; el run del candidato tiene resultados para {n_scored} de ellas, con el nDCG@5 en `scores`, y nada para {missing}. ¿Qué nDCG@5 medio usa `rm.compare` (y el control de regresión) para este run?",
                          zh="qrels 标注了 {n_judged} 个查询；候选系统的 run 文件只覆盖其中 {n_scored} 个，它们的 nDCG@5 在 `scores` 中，{missing} 没有任何结果。`rm.compare`（以及门禁）为这个 run 文件算出的 nDCG@5 均值是多少？", translates={"es": "81d3377b39bb", "zh": "81d3377b39bb"}),
           "why": tr(en="compare scores a judged query the run lacks as 0 (`missing_queries=\"zero\"`, trec_eval -c): (0.6 + 0.9 + 0.3 + 0) / {n_judged} = {expected}.",
                     es="compare puntúa con 0 una consulta juzgada que falta en el run (`missing_queries=\"zero\"`, trec_eval -c): (0,6 + 0,9 + 0,3 + 0) / {n_judged} = {expected}.",
                     zh="compare 把 run 文件中缺少的已标注查询记为 0（`missing_queries=\"zero\"`，即 trec_eval -c）：(0.6 + 0.9 + 0.3 + 0) / {n_judged} = {expected}。", translates={"es": "be7df0286482", "zh": "be7df0286482"}),
       })

NO_REFERENCE = {"answer_correctness": {"q1": 0.8, "q3": 0.4, "q4": 0.6}, "questions": ["q1", "q2", "q3", "q4"]}


def _reference_facts(i) -> dict:
    return {"n_questions": len(i["questions"]), "n_counted": len(i["answer_correctness"]),
            "missing": ", ".join(q for q in i["questions"] if q not in i["answer_correctness"])}


number("13.no_reference", lambda i: mean(i["answer_correctness"].values()), NO_REFERENCE,
       (hint("hint.ch13.nan_as_zero", lambda i: sum(i["answer_correctness"].values()) / len(i["questions"]),
             tr(en="{wrong} counts the record without a reference as 0. It has no value at all (NaN, with the reason in its error column): the mean is over the {n_counted} records that have one, and n says how many.",
                es="{wrong} cuenta como 0 el registro sin referencia. Ese registro no tiene ningún valor (NaN, con el motivo en su columna error): la media se toma sobre los {n_counted} registros que sí lo tienen, y n dice cuántos son.",
                zh="{wrong} 把没有参考答案的记录算成了 0。这条记录根本没有值（NaN，原因写在它的 error 列中）：均值只对有值的 {n_counted} 条记录计算，n 会给出条数。", translates={"es": "e63bae5d3d77", "zh": "e63bae5d3d77"})),
        hint("hint.ch13.no_reference_sum", lambda i: sum(i["answer_correctness"].values()),
             tr(en="{wrong} is the sum of the values. Divide by the {n_counted} records that have one.",
                es="{wrong} es la suma de los valores. Divide entre los {n_counted} registros que tienen valor.",
                zh="{wrong} 是各个值之和，还要除以有值的 {n_counted} 条记录。", translates={"es": "49262d71c7b5", "zh": "49262d71c7b5"})),
        hint("hint.ch13.no_reference_as_one", lambda i: mean(i["answer_correctness"].get(q, 1.0) for q in i["questions"]),
             tr(en="{wrong} gives the record without a reference full marks. It has no value: leave it out of the mean.",
                es="{wrong} da la nota máxima al registro sin referencia. Ese registro no tiene valor: déjalo fuera de la media.",
                zh="{wrong} 给没有参考答案的记录打了满分。它没有值，应当不计入均值。", translates={"es": "2e169468abc6", "zh": "2e169468abc6"}))),
       facts=_reference_facts, topic="own_system",
       texts={
           "title": tr(en="A record without a reference",
                       es="Un registro sin referencia",
                       zh="没有参考答案的记录", translates={"es": "68c8cb45105a", "zh": "68c8cb45105a"}),
           "question": tr(en="A log has {n_questions} questions; {missing} has no `reference`, so answer correctness cannot be computed for it. `answer_correctness` holds the values of the others. What mean answer correctness does `rm.evaluate_rag` report?",
                          es="Un archivo de registro tiene {n_questions} preguntas; {missing} no tiene `reference`, así que no se le puede calcular la corrección de la respuesta. `answer_correctness` contiene los valores de las demás. ¿Qué corrección media de la respuesta da `rm.evaluate_rag`?",
                          zh="一份日志有 {n_questions} 个问题；{missing} 没有 `reference`，因此无法计算它的答案正确性。`answer_correctness` 中是其余问题的值。`rm.evaluate_rag` 报告的答案正确性均值是多少？", translates={"es": "fef32f5c4b26", "zh": "fef32f5c4b26"}),
           "why": tr(en="A record that cannot be scored on a metric gets NaN there and keeps its row; the mean and its interval use the {n_counted} records that have a value: (0.8 + 0.4 + 0.6) / {n_counted} = {expected}, with n = {n_counted}.",
                     es="Un registro que no se puede puntuar con una métrica recibe NaN en ella y conserva su fila; la media y su intervalo usan los {n_counted} registros que tienen valor: (0,8 + 0,4 + 0,6) / {n_counted} = {expected}, con n = {n_counted}.",
                     zh="某条记录无法按某个指标打分时，该指标记为 NaN，但这一行仍然保留；均值及其置信区间只用有值的 {n_counted} 条记录：(0.8 + 0.4 + 0.6) / {n_counted} = {expected}，n = {n_counted}。", translates={"es": "0daf6230e3c2", "zh": "0daf6230e3c2"}),
       })

choice("13.ci_meaning", 4, "a", topic="own_system",
       texts={
           "title": tr(en="The interval of a mean",
                       es="El intervalo de una media",
                       zh="均值的置信区间", translates={"es": "00124f8b204f", "zh": "00124f8b204f"}),
           "question": tr(en="For answer correctness, `evaluate_rag` prints a mean, then a 95% interval in brackets, then n, the number of questions it counts (as in this chapter's table). What does the interval say?",
                          es="Para la corrección de la respuesta, `evaluate_rag` imprime una media, después un intervalo al 95 % entre corchetes y después n, el número de preguntas que entran en la media (como en la tabla del capítulo). ¿Qué dice el intervalo?",
                          zh="对于答案正确性，`evaluate_rag` 先输出均值，再在方括号里给出 95% 区间，最后是 n，即计入的记录数（问题数），与本章正文的表格相同。这个区间说明了什么？", translates={"es": "090f3c9573f9", "zh": "090f3c9573f9"}),
           "option.a": tr(en="How far the mean could move with another n such questions: 95% of the resampled means fall in it.",
                          es="Cuánto podría moverse la media con otras n preguntas parecidas: el 95 % de las medias remuestreadas cae dentro.",
                          zh="换一批 n 个类似的问题，均值可能变动多少：95% 的重抽样均值落在其中。", translates={"es": "a82ed73ff2c6", "zh": "a82ed73ff2c6"}),
           "option.b": tr(en="95% of the individual answers score inside it, so a new answer will most likely land in that range too.",
                          es="El 95 % de las respuestas sueltas puntúa dentro de él, así que lo más probable es que una respuesta nueva también caiga en ese rango.",
                          zh="95% 的答案得分落在这个区间内，所以一个新答案的得分多半也会落在这个范围内。", translates={"es": "3c7f68afe7be", "zh": "3c7f68afe7be"}),
           "option.c": tr(en="The judge is 95% sure of each of its verdicts.",
                          es="El juez está seguro al 95 % de cada uno de sus veredictos.",
                          zh="评审对自己的每个判定都有 95% 的把握。", translates={"es": "14883f4ba6f2", "zh": "14883f4ba6f2"}),
           "option.d": tr(en="A better system would score at most the interval's upper bound.",
                          es="Un sistema mejor sacaría como mucho el extremo superior del intervalo.",
                          zh="更好的系统最多只能得到区间的上界。", translates={"es": "b582978c8cda", "zh": "b582978c8cda"}),
           "why": tr(en="It is a percentile bootstrap of the mean: the n rows resampled with replacement 10,000 times (seeded), the 2.5th and 97.5th percentiles of the means. It measures the uncertainty from the choice of questions; it says nothing about the judge's own errors.",
                     es="Es un bootstrap de percentiles de la media: las n filas se remuestrean con reemplazo 10 000 veces (con semilla) y se toman los percentiles 2,5 y 97,5 de las medias. Mide la incertidumbre que viene de la elección de las preguntas; no dice nada de los errores del propio juez.",
                     zh="这是均值的百分位 bootstrap：对 n 行有放回地重抽样 10 000 次（固定种子），取这些均值的第 2.5 和第 97.5 百分位。它衡量的是选题带来的不确定性，与评审本身的错误无关。", translates={"es": "a7ccd3572ea8", "zh": "a7ccd3572ea8"}),
           "option.b.why": tr(en="That would describe the spread of single answers; the interval is about the mean, and is much narrower than the spread of the scores.",
                              es="Eso describiría la dispersión de las respuestas sueltas; el intervalo se refiere a la media y es mucho más estrecho que la dispersión de las puntuaciones.",
                              zh="那描述的是单个答案得分的分布；这个区间说的是均值，比得分本身的分布窄得多。", translates={"es": "037c751ca69c", "zh": "037c751ca69c"}),
           "option.c.why": tr(en="The bootstrap resamples questions, not verdicts: a judge that is wrong on every answer still gets a narrow interval. Check the judge against people (chapter 10).",
                              es="El bootstrap remuestrea preguntas, no veredictos: un juez que se equivoca en todas las respuestas también obtiene un intervalo estrecho. Contrasta el juez con personas (capítulo 10).",
                              zh="bootstrap 重抽样的是问题，不是判定：一个每次都判错的评审同样会得到很窄的区间。要拿人工标注来检验评审（第 10 章）。", translates={"es": "c614803c7753", "zh": "c614803c7753"}),
           "option.d.why": tr(en="The interval bounds this system's mean on other questions, not what another system could reach.",
                              es="El intervalo acota la media de este sistema con otras preguntas, no lo que podría alcanzar otro sistema.",
                              zh="这个区间界定的是本系统在其他问题上的均值，而不是别的系统能达到的水平。", translates={"es": "6053a568c4cb", "zh": "6053a568c4cb"}),
       })

choice("13.gate_verdict", 4, "c", topic="own_system",
       texts={
           "title": tr(en="Reading a gate verdict",
                       es="Leer el veredicto del control de regresión",
                       zh="解读门禁的判定", translates={"es": "1c3f77545f02", "zh": "1c3f77545f02"}),
           "question": tr(en="`python -m ragmetrics gate ... -m nDCG@10 --margin 0.01` prints: difference −0.004, 95% lower bound −0.018. What is the verdict, and why?",
                          es="`python -m ragmetrics gate ... -m nDCG@10 --margin 0.01` imprime: diferencia −0,004, cota inferior al 95 % −0,018. ¿Cuál es el veredicto y por qué?",
                          zh="`python -m ragmetrics gate ... -m nDCG@10 --margin 0.01` 输出：差值 −0.004，95% 下界 −0.018。判定是什么？为什么？", translates={"es": "b95642737d08", "zh": "b95642737d08"}),
           "option.a": tr(en="Pass (exit 0): the observed drop of 0.004 is smaller than the margin of 0.01, which is exactly what the margin is there to allow.",
                          es="Pasa (código 0): la caída observada de 0,004 es menor que el margen de 0,01, y el margen está precisamente para permitir caídas así.",
                          zh="通过（退出码 0）：观测到的下降 0.004 小于 0.01 的容差，而容差本来就是为了允许这样的下降。", translates={"es": "72f210bc8671", "zh": "72f210bc8671"}),
           "option.b": tr(en="Fail (exit 1): the candidate is significantly worse than the baseline.",
                          es="Falla (código 1): el candidato es significativamente peor que la línea base.",
                          zh="不通过（退出码 1）：候选系统显著差于基线。", translates={"es": "f109d8b8e84d", "zh": "f109d8b8e84d"}),
           "option.c": tr(en="Fail (exit 1): the lower bound −0.018 is below −0.01: the drop is not shown to be within the margin.",
                          es="Falla (código 1): la cota inferior −0,018 queda por debajo de −0,01: no está demostrado que la caída esté dentro del margen.",
                          zh="不通过（退出码 1）：下界 −0.018 低于 −0.01，不能证明下降幅度在容差之内。", translates={"es": "bf029dc31070", "zh": "bf029dc31070"}),
           "option.d": tr(en="Pass (exit 0): the difference is not significant, so nothing changed.",
                          es="Pasa (código 0): la diferencia no es significativa, así que nada ha cambiado.",
                          zh="通过（退出码 0）：差值不显著，所以什么都没变。", translates={"es": "425e439de82f", "zh": "425e439de82f"}),
           "why": tr(en="The gate tests non-inferiority: it passes only when the one-sided lower bound of the mean difference is above −margin. Here the bound −0.018 allows a drop larger than 0.01: too few queries or too much noise for this margin, so it fails.",
                     es="El control de regresión contrasta la no inferioridad: solo pasa cuando la cota inferior unilateral de la diferencia media queda por encima de −margen. Aquí la cota −0,018 admite una caída mayor que 0,01: hay pocas consultas o demasiado ruido para este margen, así que falla.",
                     zh="门禁检验的是非劣效性：只有当平均差值的单侧下界高于 −容差时才通过。这里的下界 −0.018 意味着下降可能超过 0.01：对这个容差来说查询太少或噪声太大，所以不通过。", translates={"es": "01d77b50a941", "zh": "01d77b50a941"}),
           "option.a.why": tr(en="The observed drop is not enough: the gate asks for evidence that the true drop is within the margin, and the lower bound −0.018 does not give it.",
                              es="No basta con la caída observada: el control pide pruebas de que la caída real esté dentro del margen, y la cota inferior −0,018 no las da.",
                              zh="只看观测到的下降是不够的：门禁要求有证据表明真实的下降在容差之内，而下界 −0.018 给不出这样的证据。", translates={"es": "0c3c44e5e0f2", "zh": "0c3c44e5e0f2"}),
           "option.b.why": tr(en="Nothing shows the candidate worse: the difference −0.004 may well be noise. It fails because it is not shown to be within the margin.",
                              es="Nada demuestra que el candidato sea peor: la diferencia −0,004 bien puede ser ruido. Falla porque no se demuestra que esté dentro del margen.",
                              zh="没有证据表明候选系统更差：−0.004 的差值很可能只是噪声。它不通过，是因为无法证明差值在容差之内。", translates={"es": "76d76bed7b70", "zh": "76d76bed7b70"}),
           "option.d.why": tr(en="“Not significantly different” is not “the same”: the gate needs the bound above −0.01, and −0.018 is below it.",
                              es="«Sin diferencia significativa» no quiere decir «igual»: el control necesita la cota por encima de −0,01, y −0,018 está por debajo.",
                              zh="“差异不显著”不等于“相同”：门禁要求下界高于 −0.01，而 −0.018 低于它。", translates={"es": "459439f76d57", "zh": "459439f76d57"}),
       })
