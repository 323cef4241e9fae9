"""Part 2 of the cells of sources/chapters/08_lab.py, which imports them (so that no source is over 1,000 lines):
Check your understanding.

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

**2.** BM25 and the dense retriever have almost the same mean nDCG@5. Do they fail on the same questions?

<details><summary>Answer</summary>

Not necessarily, and in the lab they do not: the per-question table shows questions that one retriever answers and the other misses. A mean hides the spread; that is why the lab looks at each failing question, and why a hybrid of the two can beat both.
</details>

**3.** A larger *k* raises recall but also the prompt's length. How do you choose *k*?

<details><summary>Answer</summary>

Measure both, as the lab does: Recall@k and the prompt tokens at each *k*. Take the smallest *k* whose recall is good enough, within the token budget; past that point each extra passage costs tokens and adds little.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** Un reranker reordena los 20 primeros fragmentos de BM25. ¿Puede el Recall@5 después de reordenar superar el Recall@20 de BM25?

<details><summary>Respuesta</summary>

No. Un reranker solo cambia el orden de los fragmentos que recuperó la primera etapa: un fragmento relevante que no está entre los 20 primeros nunca llega a los 5 primeros. Lo mejor que puede hacer un reranker es el reranker oráculo de este capítulo, que coloca delante todos los fragmentos relevantes de los 20 primeros; ese es el techo con el que se compara un reranker real.
</details>

**2.** BM25 y el recuperador denso tienen casi el mismo nDCG@5 medio. ¿Fallan en las mismas preguntas?

<details><summary>Respuesta</summary>

No necesariamente, y en el laboratorio no es así: la tabla por pregunta muestra preguntas que un recuperador resuelve y el otro no. La media oculta la dispersión; por eso el laboratorio examina cada pregunta que falla, y por eso un híbrido de los dos puede superar a ambos.
</details>

**3.** Un *k* mayor sube el recall, pero también alarga el prompt. ¿Cómo eliges *k*?

<details><summary>Respuesta</summary>

Mide las dos cosas, como hace el laboratorio: el Recall@k y los tokens del prompt para cada *k*. Quédate con el *k* más pequeño cuyo recall sea suficiente dentro del presupuesto de tokens; a partir de ahí, cada fragmento adicional cuesta tokens y aporta poco.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 用一个重排模型对 BM25 的前 20 个片段重新排序。重排后的 Recall@5 能高于 BM25 的 Recall@20 吗？

<details><summary>答案</summary>

不能。重排模型只改变第一阶段检索到的片段的顺序：不在前 20 名里的相关片段永远进不了前 5 名。重排模型最多只能做到本章的 oracle 重排：把前 20 名中的相关片段全部排到最前面。这就是衡量真实重排模型时的上限。
</details>

**2.** BM25 和稠密检索器的平均 nDCG@5 几乎相同。它们是在同样的问题上失败吗？

<details><summary>答案</summary>

不一定，在实验室里也确实不是：逐问题的表格显示，有些问题一个检索器答对了，另一个却漏掉了。平均值掩盖了分布；所以实验室要逐个查看失败的问题，也正因如此，两者的混合检索可能胜过其中任何一个。
</details>

**3.** *k* 越大，召回率越高，但提示词也越长。该怎样选 *k*？

<details><summary>答案</summary>

像实验室那样把两者都测出来：每个 *k* 下的 Recall@k 和提示词的 token 数。在 token 预算之内，选召回率已经够用的最小 *k*；超过这一点，每多一个片段都要花费 token，带来的提升却很小。
</details>
""",
        translates={"es": "c1b6ad619e32", "zh": "c1b6ad619e32"},
    ),
]
