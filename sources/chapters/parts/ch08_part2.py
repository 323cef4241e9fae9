"""Part 2 of the cells of sources/chapters/08_lab.py, which imports them (so that no source is over 1,000 lines):
Check your understanding and the summary.

Written as the chapter is (docs/course.md).
"""

from sources.cells import md

CELLS = [
    md(
        en=r"""
### Check your understanding

**1.** A reranker reorders BM25's top 20 passages. Can Recall@5 after reranking be higher than BM25's Recall@20?

<details><summary>Answer</summary>

No. A reranker only reorders the passages the first stage retrieved: a relevant passage that is not in the top 20 never reaches the top 5. The best a reranker can do is the oracle of this chapter, which puts every relevant passage of the top 20 first; that is the ceiling to compare a real reranker with.
</details>

**2.** BM25 and the dense retriever have a similar mean nDCG@5. Do they fail on the same questions?

<details><summary>Answer</summary>

Not necessarily, and in the lab they do not: switch the retriever in the explorer and the list of failing questions changes, and the last column of the diagnosis table counts BM25's failures that the dense retriever or the hybrid finds. A mean hides the spread; that is why the lab looks at each failing question, and why a hybrid of the two can beat both.
</details>

**3.** A larger *k* raises recall but also the prompt's length. How do you choose *k*?

<details><summary>Answer</summary>

Measure both, as the lab does: Recall@k and the prompt tokens at each *k*. Fix the tokens you can afford per question and take the highest Recall@k whose prompt fits that budget (`choose_k`, the cost section's rule); where the curve flattens, each extra passage costs tokens and adds little.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** Un reranker reordena los 20 primeros fragmentos de BM25. ¿Puede el Recall@5 después de reordenar superar el Recall@20 de BM25?

<details><summary>Respuesta</summary>

No. Un reranker solo cambia el orden de los fragmentos que recuperó la primera etapa: un fragmento relevante que no está entre los 20 primeros nunca llega a los 5 primeros. Lo mejor que puede hacer un reranker es el reranker oráculo de este capítulo, que coloca delante todos los fragmentos relevantes de los 20 primeros; ese es el techo con el que se compara un reranker real.
</details>

**2.** BM25 y el recuperador denso tienen un nDCG@5 medio parecido. ¿Fallan en las mismas preguntas?

<details><summary>Respuesta</summary>

No necesariamente, y en el laboratorio no es así: si cambias de recuperador en el explorador, la lista de fallos cambia, y la última columna de la tabla del diagnóstico cuenta los fallos de BM25 que el recuperador denso o el híbrido sí encuentran. La media oculta la dispersión; por eso el laboratorio examina cada pregunta que falla, y por eso un híbrido de los dos puede superar a ambos.
</details>

**3.** Un *k* mayor sube el recall, pero también alarga el prompt. ¿Cómo eliges *k*?

<details><summary>Respuesta</summary>

Mide las dos cosas, como hace el laboratorio: el Recall@k y los tokens del prompt para cada *k*. Fija los tokens que te puedes permitir por pregunta y quédate con el mayor Recall@k cuyo prompt quepa en ese presupuesto (`choose_k`, la regla del apartado sobre el coste); donde la curva se aplana, cada fragmento adicional cuesta tokens y aporta poco.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 用一个重排模型对 BM25 的前 20 个片段重新排序。重排后的 Recall@5 能高于 BM25 的 Recall@20 吗？

<details><summary>答案</summary>

不能。重排模型只改变第一阶段检索到的片段的顺序：不在前 20 名里的相关片段永远进不了前 5 名。重排模型最多只能做到本章的 oracle 重排：把前 20 名中的相关片段全部排到最前面。这就是衡量真实重排模型时可以参照的上限。
</details>

**2.** BM25 和稠密检索器的平均 nDCG@5 相差不大。它们是在同样的问题上失败吗？

<details><summary>答案</summary>

不一定，在本章中也确实不是：在检索实验室里切换检索器，失败列表就会变；诊断表的最后一列统计的，正是 BM25 漏掉、而稠密检索或混合检索能找到的问题。平均值掩盖了分布；所以本章要逐个查看失败的问题，也正因如此，两者的混合检索可能胜过其中任何一个。
</details>

**3.** *k* 增大时召回率只增不减，但提示词也越来越长。该怎样选 *k*？

<details><summary>答案</summary>

像本章那样把两者都测出来：每个 *k* 下的 Recall@k 和提示词的 token 数。先确定每个问题能负担的 token 数，再取提示词不超出预算时最高的 Recall@k（即成本一节的规则 `choose_k`）；曲线变平以后，每多一个片段都要花费 token，带来的提升却很小。
</details>
""",
        translates={"es": "8374e5032b84", "zh": "8374e5032b84"},
    ),
    md(
        en=r"""
## Summary

- A real retriever is evaluated like the rankings typed by hand: a run `{query id: {passage id: score}}` against qrels, here derived from graded answer spans so that any chunking can be graded. Read the spread over the questions (how many score 0, the quartiles), not only the mean.
- BM25, dense and hybrid retrieval fail on different questions: paraphrases defeat BM25, exact names and numbers favour it, and reciprocal rank fusion combines the two rankings. Compare them at every *k*: Recall@k never falls as *k* grows, nDCG@k can.
- A reranker cannot bring back what the first stage missed: the oracle reranker over the top *n* keeps the first stage's Recall@n, and its hit rate at *k* equals the first stage's hit rate at *n*, the ceiling of any reranker.
- Each failure has a cause and a fix to try: vocabulary mismatch (dense or hybrid retrieval, or rewriting the question), a chunk boundary (overlapping windows or paragraphs), *k* too small (a larger *k* or a reranker), the question's language (a multilingual encoder).
- The retrieval measures skip unanswerable questions, and answer relevancy rewards a confident wrong answer over an honest "I don't know": keep these questions in the evaluation set and score abstention apart.
- Choose *k* on a budget: plot prompt tokens against Recall@k for each chunking and take the highest recall whose prompt fits the budget.
- Downstream, faithfulness cannot see a wrong context; what better retrieval changes is whether the answer agrees with the reference.

The cell below prints the chapter's numbers at the current *k*.
""",
        es=r"""
## Resumen

- Un recuperador de verdad se evalúa igual que los rankings escritos a mano: un run `{id de consulta: {id de fragmento: puntuación}}` frente a unos qrels, que aquí se derivan de tramos de respuesta graduados para poder calificar cualquier fragmentación. Mira la dispersión entre preguntas (cuántas puntúan 0, los cuartiles), no solo la media.
- BM25, el recuperador denso y el híbrido fallan en preguntas distintas: las paráfrasis hacen fallar a BM25, los nombres y las cifras exactas lo favorecen, y la fusión por rango recíproco combina los dos rankings. Compáralos en cada *k*: el Recall@k nunca baja al crecer *k*; el nDCG@k sí puede bajar.
- Un reranker no recupera lo que la primera etapa no trajo: el reranker oráculo sobre el top *n* conserva el Recall@n de la primera etapa, y su tasa de aciertos en *k* es igual a la de la primera etapa en *n*, el techo de cualquier reranker.
- Cada fallo tiene una causa y un remedio que probar: desajuste de vocabulario (recuperación densa o híbrida, o reescribir la pregunta), un límite de fragmento (ventanas solapadas o párrafos), un *k* demasiado pequeño (un *k* mayor o un reranker) y el idioma de la pregunta (un codificador multilingüe).
- Las medidas de recuperación omiten las preguntas sin respuesta, y la relevancia de la respuesta premia una respuesta equivocada dicha con aplomo por encima de un «no lo sé» honesto: mantén esas preguntas en el conjunto de evaluación y puntúa aparte la abstención.
- Elige *k* con un presupuesto: dibuja los tokens del prompt frente al Recall@k de cada fragmentación y quédate con el mayor recall cuyo prompt quepa en el presupuesto.
- Ya en las respuestas, la fidelidad no ve un contexto equivocado; lo que cambia una recuperación mejor es si la respuesta coincide con la referencia.

La celda de abajo imprime los números del capítulo con el *k* actual.
""",
        zh=r"""
## 小结

- 评估真实的检索器，和评估手写的排序没有两样：拿 run `{查询 id: {片段 id: 分数}}` 对照 qrels；这里的 qrels 由分级的答案区间推导而来，因此任何切分方式都能定级。不要只看平均值，还要看各问题间的分布（多少个问题得 0 分、四分位数）。
- BM25、稠密检索和混合检索会在不同的问题上失败：改写类问题难倒 BM25，精确的名称和数字则对它有利；倒数排名融合把两个排序结合起来。要在每个 *k* 上比较它们：*k* 增大时 Recall@k 只增不减，nDCG@k 则可能下降。
- 重排模型找不回第一阶段漏掉的内容：在前 *n* 名上做的 oracle 重排保持第一阶段的 Recall@n 不变，它在 *k* 处的命中率等于第一阶段在 *n* 处的命中率，这就是任何重排模型的上限。
- 每次失败都有原因，也都有可以一试的补救办法：词汇不匹配（稠密或混合检索，或改写问题）、片段边界（重叠窗口或按段落切分）、*k* 太小（加大 *k* 或加重排模型）、问题的语言（多语言编码器）。
- 检索指标会跳过无答案的问题，答案相关性则让信心十足的错误回答得分高于诚实的“我不知道”：要把这类问题留在评测集中，并单独给拒答评分。
- 在预算内选 *k*：为每种切分方式画出提示词 token 数与 Recall@k 的关系，取提示词不超出预算时召回率最高的点。
- 到了回答环节，忠实度看不出上下文找错了；更好的检索所改变的，是答案是否与参考答案一致。

下面的单元格打印本章在当前 *k* 下的数字。
""",
        translates={"es": "c18a502aceb7", "zh": "c18a502aceb7"},
    ),
]
