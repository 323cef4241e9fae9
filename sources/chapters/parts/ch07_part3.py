"""Chapter 07's recent interview questions (Q17-Q24): side-by-side human evaluation (GSB),
bad-case attribution, choosing an embedding model and a reranker, multi-turn and agentic RAG, RAG against long
context and fine-tuning, RAGAS pitfalls, a project story with numbers, and a system-design mock with a model
answer. ``parts/ch07_part2.py`` imports these cells before the chapter's closing sentence.

Written as the chapter is (docs/course.md): prose only, so no code comments to translate.
"""

from sources.cells import md

CELLS = [
    md(
        en=r"""
## Recent questions

The questions above are the classics. Interviews for RAG and search roles now also ask how a team evaluates
with people, how it files failures, how it picks models, and how it would design the whole evaluation.
Exercises 7.23 to 7.28, exercises 9.12 and 9.13 of chapter 09 (they need its paired test) and the drill
practise them.

## Q17. How do you compare two systems with human judges?

<details><summary>Worked answer</summary>

**Side by side, blind, with a three-way verdict: GSB (good, same, bad).** Sample real queries, show the answers
of the new system and the current one next to each other in random order, and ask which is better or whether
they are the same. Summarise with the counts and with (G − B) / (G + S + B), which goes from −1 to 1; read every
“bad” case, since each is a regression. Pairwise judgments are easier to make consistently than absolute scores,
and they answer the decision you have to take (ship or not). Check agreement between two annotators on a shared
sample (κ, chapter 10), and test whether G and B differ by more than chance: among the pairs that are not
“same”, a sign test (chapter 09).
</details>

## Q18. A user reports a wrong answer. How do you attribute it?

<details><summary>Worked answer</summary>

**In order, with evidence at each step.** Is the answer in the knowledge base at all? If not, it is *missing
knowledge*: write the article; no model fixes it. Is it in the top k the LLM reads? If not, it is *retrieval*: at
rank 14 with k = 5 a reranker or a larger k can reach it; if it is not retrieved at all, look at the vocabulary,
the chunking and the embedding model (chapter 08's `diagnose` does this for each failing question). If it was in
the context and the answer is still wrong, it is *generation*: unfaithful, incomplete, or a refusal. Tally a
sample of bad cases into the three classes: the largest one says where the next sprint goes.
</details>

## Q19. How do you choose an embedding model and a reranker?

<details><summary>Worked answer</summary>

**Shortlist from the leaderboard, decide on your own data.** MTEB (and C-MTEB for Chinese) ranks retrieval by
nDCG@10 averaged over public datasets. Your domain, your query style (short, colloquial, mixed languages), your
chunk length and your language mix are not in that average, and a model may have seen the public test sets in
training, so the order on your data can differ. Take three or four candidates, run them on a few hundred labelled
queries of your own, and compare with a paired test (chapter 09), alongside latency, memory and cost per query.
The embedding model (a bi-encoder: query and passage encoded separately, so passages are indexed once) is judged
by Recall at the depth the reranker reads; the reranker (a cross-encoder: it reads query and passage together,
more accurate and too slow for the whole corpus) by nDCG@k or MRR at the k the LLM reads, on the candidates the
first stage gives it.
</details>

## Q20. How do you evaluate multi-turn and agentic RAG?

<details><summary>Worked answer</summary>

**Break the dialogue into steps you can judge.** A follow-up (“and how long does that take?”) is retrieved
through a rewrite that folds in the history: judge the rewrite against a hand-written one, and compare Recall@k
with the system's rewrite and with the hand-written one; the gap is what rewriting costs. An agent that decides
when to search, and how many times, is judged on its trajectory as well as its answer: whether each tool call was
right, the recall of the evidence gathered over all rounds, whether it stopped when it had enough, and the cost
(rounds, tokens, latency). For questions that need several passages, count the answer as supported only when
every passage it needs was retrieved.
</details>

## Q21. RAG, a long context, or fine-tuning?

<details><summary>Worked answer</summary>

**They solve different problems, and you decide with measurements.** RAG suits knowledge that changes and must be
cited: an edit is live at the next index update and each answer points to its passages. Fine-tuning teaches
style, format and domain language; it is a poor way to add facts that change, and the model cannot show where a
fact came from. A long context is worth testing when the corpus is small and stable, but every call pays for
every token, and models can miss facts placed in the middle of a long input (Liu et al., 2024, “Lost in the
Middle”); finding one planted sentence (needle in a haystack) does not show that the model can combine several.
Measure the candidates on the same questions: answer correctness, citation support, cost and latency per answer.
</details>

## Q22. What goes wrong with RAGAS, especially in Chinese?

<details><summary>Worked answer</summary>

**The scores are an LLM's and an embedding model's judgments, with their defaults.** Faithfulness asks an LLM to
split the answer into statements and check each against the context; answer relevancy generates questions from
the answer and compares their embeddings with the question's (chapter 05). With the default English prompts, the
splitting of Chinese answers is unstable; an embedding model trained mostly on English scores Chinese poorly; the
judge is sampled, so scores move between runs; and every score costs LLM calls. Adapt the prompts, use a
multilingual embedding model, fix the judge model and its version, average several runs, and check the scores
against a few hundred human labels before trusting them (chapter 12). Synthetic test sets generated from your
documents are a start, not a replacement for real queries.
</details>
""",
        es=r"""
## Preguntas recientes

Las preguntas anteriores son las clásicas. En las entrevistas para puestos de RAG y de búsqueda también se
pregunta cómo evaluar con anotadores humanos, cómo clasificar los fallos, cómo elegir los modelos y cómo
diseñar la evaluación completa. Las practican los ejercicios 7.23 a 7.28, los ejercicios 9.12 y 9.13 del
capítulo 09 (necesitan su prueba pareada) y el simulacro.

## P17. ¿Cómo comparas dos sistemas con evaluadores humanos?

<details><summary>Respuesta desarrollada</summary>

**Lado a lado, a ciegas y con un veredicto de tres valores: GSB (*good, same, bad*: mejor, igual, peor).** Toma
una muestra de consultas reales, presenta juntas las respuestas del sistema nuevo y del actual en orden aleatorio
y pregunta cuál es mejor o si son iguales. Resume con los recuentos y con (G − B) / (G + S + B), que va de −1 a 1;
lee todos los casos «peor», porque cada uno es una regresión. Los juicios por pares son más fáciles de hacer con
coherencia que las notas absolutas y responden a la decisión que hay que tomar (publicar o no). Comprueba el
acuerdo entre dos anotadores en una muestra común (κ, capítulo 10) y contrasta si G y B difieren más de lo que
daría el azar: entre los pares que no son «igual», una prueba de los signos (capítulo 09).
</details>

## P18. Un usuario informa de una respuesta errónea. ¿Cómo atribuyes el fallo?

<details><summary>Respuesta desarrollada</summary>

**Por orden, comprobando cada paso con datos.** ¿Está la respuesta en la base de conocimiento? Si no, es *falta de
conocimiento*: hay que escribir el artículo, y ningún modelo lo arregla. ¿Está en el top k que lee el LLM? Si no,
es *recuperación*: en la posición 14 con k = 5, un reranker o un k mayor pueden alcanzarla; si no se recupera en
absoluto, revisa el vocabulario, la fragmentación y el modelo de embeddings (`diagnose`, del capítulo 08, lo hace
para cada pregunta fallida). Si estaba en el contexto y aun así la respuesta es errónea, es *generación*: infiel,
incompleta o un rechazo. Reparte una muestra de casos fallidos entre las tres clases: la mayor dice adónde va el
siguiente *sprint*.
</details>

## P19. ¿Cómo eliges un modelo de embeddings y un reranker?

<details><summary>Respuesta desarrollada</summary>

**Preselecciona con el ranking público (*leaderboard*) y decide con tus datos.** MTEB (y C-MTEB para el chino) ordena los
modelos, en recuperación, por el nDCG@10 medio sobre conjuntos públicos. Tu dominio, tus consultas (cortas y
coloquiales), la longitud de tus fragmentos y tu mezcla de idiomas no están en esa media, y un modelo puede
haber visto en el entrenamiento los conjuntos de prueba públicos, así que el orden con tus datos puede ser otro.
Toma tres o cuatro candidatos, ejecútalos con unos cientos de consultas propias etiquetadas y compáralos con una
prueba pareada (capítulo 09), junto con la latencia, la memoria y el coste por consulta. El modelo de embeddings
(un *bi-encoder*: consulta y fragmento se codifican por separado, así que los fragmentos se indexan una sola vez)
se juzga por el recall a la profundidad que lee el reranker; el reranker (un *cross-encoder*: lee consulta y
fragmento juntos, es más preciso y demasiado lento para todo el corpus), por el nDCG@k o el MRR con el k que lee
el LLM, sobre los candidatos que le da la primera etapa.
</details>

## P20. ¿Cómo evalúas un RAG conversacional o agéntico?

<details><summary>Respuesta desarrollada</summary>

**Descompón el diálogo en pasos que se puedan juzgar.** Para una pregunta de seguimiento («¿y cuánto tarda
eso?»), la recuperación parte de una reescritura que incorpora el historial: juzga la reescritura frente a una
manual y compara el Recall@k con la reescritura del sistema y con la manual; la diferencia es lo que se pierde con
la reescritura automática. Un
agente que decide cuándo buscar, y cuántas veces, se juzga por su trayectoria además de por su respuesta: si cada
llamada a una herramienta fue correcta, el recall de la información reunida en todas las rondas, si se detuvo al
tener suficiente y el coste (rondas, tokens, latencia). En las preguntas de varios fragmentos, da la respuesta por
respaldada solo si se recuperaron todos los fragmentos que necesita.
</details>

## P21. ¿RAG, un contexto largo o ajuste fino?

<details><summary>Respuesta desarrollada</summary>

**Resuelven problemas distintos, y se decide midiendo.** RAG encaja con un conocimiento que cambia y que hay que
citar: un cambio entra en vigor al actualizar el índice y cada respuesta señala sus fragmentos. El ajuste fino
enseña estilo, formato y jerga del dominio; es un mal medio para añadir hechos que cambian, y el modelo no puede
mostrar de dónde sale un dato. Un contexto largo merece probarse con un corpus pequeño y estable, pero cada llamada
paga todos los tokens, y los modelos pueden pasar por alto hechos situados en medio de una entrada larga (Liu et
al., 2024, «Lost in the Middle»); encontrar una frase insertada (la aguja en el pajar) no demuestra que el modelo
sepa combinar varias. Mide los candidatos con las mismas preguntas: corrección de la respuesta, respaldo de las
citas, coste y latencia por respuesta.
</details>

## P22. ¿Qué problemas tiene RAGAS, sobre todo en chino?

<details><summary>Respuesta desarrollada</summary>

**Sus puntuaciones son juicios de un LLM y de un modelo de embeddings, con su configuración por defecto.** La
fidelidad pide a un LLM que divida la respuesta en afirmaciones y compruebe cada una con el contexto; la relevancia
de la respuesta genera preguntas a partir de la respuesta y compara sus embeddings con los de la pregunta
(capítulo 05). Con los prompts por defecto, en inglés, la división de respuestas en chino es inestable; un modelo
de embeddings entrenado sobre todo en inglés puntúa mal el chino; las respuestas del juez se obtienen por muestreo, así
que las puntuaciones se mueven entre ejecuciones; y cada puntuación cuesta llamadas a un LLM. Adapta los prompts, usa un modelo de
embeddings multilingüe, fija el modelo juez y su versión, promedia varias ejecuciones y contrasta las puntuaciones
con unos cientos de etiquetas humanas antes de fiarte de ellas (capítulo 12). Los conjuntos de prueba sintéticos
generados a partir de tus documentos son un comienzo, no un sustituto de las consultas reales.
</details>
""",
        zh=r"""
## 近来面试中的新问题

上面是经典题。如今 RAG 和搜索岗位的面试还会问：团队怎样做人工评估，怎样给失败案例归因，怎样选模型，以及怎样设计整套评估方案。练习 7.23 到 7.28、第 9 章的练习 9.12 和 9.13（要用到该章的配对检验）以及随机练习覆盖了这些问题。

## 问题 17：怎样用人工评估比较两个系统？

<details><summary>参考答案</summary>

**盲评、并排对比，三档判定：GSB（good、same、bad，即更好、持平、更差）。** 抽取真实查询，把新系统和现有系统的回答以随机顺序并排展示，让标注者判断哪个更好，还是持平。汇总时报告三个计数，以及 (G − B) / (G + S + B)，取值从 −1 到 1；每个“更差”的样本都要看，因为它们都是退化。成对比较比打绝对分更容易保持一致，也直接回答了要做的决定（上不上线）。在共同样本上检查两位标注者的一致性（κ，第 10 章），并检验 G 和 B 的差异是否超出随机波动：在不是“持平”的样本上做符号检验（第 9 章）。
</details>

## 问题 18：用户反馈了一个错误回答，怎样归因？

<details><summary>参考答案</summary>

**按顺序排查，每一步都要有证据。** 答案在知识库里吗？不在就是“知识缺失”：要补写文章，换什么模型都没用。答案在 LLM 读到的前 *k* 名里吗？不在就是“检索问题”：如果排在第 14 名而 *k* = 5，重排模型或更大的 *k* 可以补救；如果根本没被检索到，就查用词、切分和嵌入模型（第 8 章的 `diagnose` 会对每个失败的问题做这件事）。答案已在上下文中、回答仍然错误，才是“生成问题”：不忠实、不完整，或者错误拒答。把一批失败案例（bad case）分到这三类里统计，占比最大的一类就是下一轮迭代的重点。
</details>

## 问题 19：怎样选嵌入模型和重排模型？

<details><summary>参考答案</summary>

**用榜单初筛，用自己的数据定夺。** MTEB（中文用 C-MTEB）的检索榜按公开数据集上的平均 nDCG@10 排名。你们的领域、查询风格（简短、口语化、中英混杂）、片段长度和语言构成，这个平均值都反映不了，而且有的模型可能在训练时见过公开评测集，所以在你们数据上的排序可能不同。选三四个候选，在几百条自己标注的查询上运行，用配对检验比较（第 9 章），同时比较延迟、内存和每个查询的成本。嵌入模型（双编码器 bi-encoder：查询和片段分别编码，片段只需建一次索引）看重排模型所读深度上的召回率；重排模型（交叉编码器 cross-encoder：把查询和片段放在一起读，更准，但慢到无法处理整个语料库）在第一阶段给出的候选上，看 LLM 所读的 *k* 处的 nDCG@k 或 MRR。
</details>

## 问题 20：多轮对话和智能体式 RAG（agentic RAG）怎么评估？

<details><summary>参考答案</summary>

**把对话拆成能单独评判的步骤。** 追问（“那要多久？”）要先结合历史改写成完整查询再检索：把系统的改写和人工改写对照评判，并比较两种改写下的 Recall@k，差距就是改写带来的损失。自己决定何时检索、检索几次的智能体，既要评回答，也要评过程：每次工具调用是否正确、所有轮次累计收集到的证据的召回率、证据够了是否及时停止，以及成本（轮数、token、延迟）。对需要多个片段的问题，只有它需要的片段都被检索到，才算回答有依据。
</details>

## 问题 21：RAG、长上下文还是微调？

<details><summary>参考答案</summary>

**三者解决的问题不同，要靠测量来决定。** RAG 适合经常变化、必须注明出处的知识：文章一改，更新索引后立即生效，每个回答都能指出所用的片段。微调教的是风格、格式和领域用语，不适合用来加入会变化的事实，而且模型无法说明某个事实从何而来。语料小而稳定时，长上下文值得一试，但每次调用都要为全部 token 付费，而且模型可能漏掉长输入中间的事实（Liu 等人，2024，“Lost in the Middle”）；能找到一句埋进去的话（大海捞针）并不说明模型能把几处信息综合起来。在同一批问题上比较各方案：回答正确率、引用是否有依据、每个回答的成本和延迟。
</details>

## 问题 22：RAGAS 有哪些坑，尤其是在中文上？

<details><summary>参考答案</summary>

**它的分数是 LLM 和嵌入模型在默认配置下做出的判断。** 忠实度让 LLM 把回答拆成若干陈述，再逐条对照上下文核查；答案相关性根据回答反向生成问题，再比较这些问题与原问题的嵌入向量（第 5 章）。默认提示词是英文的，拆分中文回答时很不稳定；主要用英文训练的嵌入模型给中文打分偏低；评审是采样生成的，分数在多次运行之间会波动；而且每个分数都要消耗 LLM 调用。应当改写提示词、换多语言嵌入模型、固定评审模型及其版本、多次运行取平均，并在信任分数之前用几百条人工标注核对（第 12 章）。根据自己文档自动生成的合成评测集只是起点，代替不了真实查询。
</details>
""",
        translates={"es": "2e066b5b5927", "zh": "2e066b5b5927"},
    ),
    md(
        en=r"""
## Q23. Tell me about a project you evaluated.

<details><summary>Worked answer</summary>

**One sentence each for the situation, the measure, the change and the decision, with numbers you can defend.**
A template to fill with your own figures (the capstone, chapter 11, produces every one of them):

> "Our help-centre assistant answered from [N] articles. I built a test set of [n] real queries, [u] of them
> unanswerable, judged by two annotators (κ = [κ]). The baseline's top 5 held [x] of each query's relevant
> passages on average (Recall@5). Failure analysis put [a] % of the bad cases on retrieval, mostly [cause]. I
> added [change]; Recall@5 went to [y], a paired test on the same queries gave p = [p], and faithfulness stayed
> at [f]. Latency p95 went from [t₀] to [t₁]. We shipped it, and the share of answers users marked unhelpful went
> from [d₀] to [d₁]."

Say the absolute and the relative change (“+0.09, about 15% relative”: exercise 9.13 of chapter 09), the number of queries
and the test, and what you would do differently. Expect the follow-ups: how were the labels made, why that k,
what did the change cost, what did it break.
</details>

## Q24. System design: design the evaluation of a customer-support RAG system

<details><summary>Model answer</summary>

**Clarify first**: the users and languages, how often the documents change, whether answers must cite, the cost
and latency budget, and what counts as success for the business (tickets avoided, hand-offs to a person).

**Offline, before every release.** A test set of real queries sampled from the logs by topic and frequency, plus
unanswerable ones, judged on passages with graded relevance by two annotators, disagreements adjudicated
(chapter 10); enough queries for the difference you want to detect (chapter 09). Retrieval: Recall@k at the depth
the reranker reads, nDCG@k at the k the LLM reads (chapters 01-03). Generation: faithfulness, answer relevancy,
correct and false refusals, citation support, scored by an LLM judge checked against human labels (chapter 12).
Each candidate compared with the current system by a paired test on the same queries, in a CI gate that blocks a
significant regression.

**Online, after release.** An A/B test or interleaving on the ranking, with business measures (resolution
without a person, hand-off rate, thumbs-down) and guardrails (latency p95, cost per answer). A weekly GSB sample
of changed answers, and a bad-case review that files each failure as retrieval, generation or missing knowledge
and feeds new queries back into the test set.

**Say the trade-offs**: LLM judges are cheap and biased, people are reliable and slow, so use the judge for
volume and people to calibrate it; a test set ages, so refresh it from recent logs.
</details>
""",
        es=r"""
## P23. Háblame de un proyecto que evaluaste

<details><summary>Respuesta desarrollada</summary>

**Una frase para la situación, otra para la medida, otra para el cambio y otra para la decisión, con cifras que
puedas defender.** Una plantilla para completar con tus propias cifras (el proyecto final, capítulo 11, las
produce todas):

> «Nuestro asistente del centro de ayuda respondía a partir de [N] artículos. Construí un conjunto de prueba de
> [n] consultas reales, [u] de ellas sin respuesta, juzgadas por dos anotadores (κ = [κ]). El top 5 de la
> línea base recogía, de media, el [x] % de los fragmentos relevantes de cada consulta (Recall@5). El análisis de fallos atribuyó
> a la recuperación el [a] % de los casos fallidos, sobre todo por [causa]. Añadí [cambio]; el Recall@5 pasó a [y],
> una prueba pareada con las mismas consultas dio p = [p] y la fidelidad se mantuvo en [f]. La latencia p95 pasó
> de [t₀] a [t₁]. Lo pusimos en producción, y la proporción de respuestas que los usuarios marcaron como poco útiles
> pasó de [d₀] a [d₁]».

Di el cambio absoluto y el relativo («+0,09, en torno a un 15 % relativo»: ejercicio 9.13 del capítulo 09), el número de
consultas y la prueba, y qué harías de otra manera. Prepárate para las repreguntas: cómo se hicieron las
etiquetas, por qué ese k, cuánto costó el cambio y qué rompió.
</details>

## P24. Diseño de sistemas: diseña la evaluación de un RAG de atención al cliente

<details><summary>Respuesta desarrollada</summary>

**Primero, aclara**: los usuarios y los idiomas, con qué frecuencia cambian los documentos, si las respuestas deben
citar, el presupuesto de coste y de latencia, y qué cuenta como éxito para el negocio (incidencias evitadas,
derivaciones a una persona).

**Offline, antes de cada versión.** Un conjunto de prueba de consultas reales muestreadas de los registros y
estratificadas por tema y frecuencia, más algunas sin respuesta, juzgadas por dos anotadores, fragmento a fragmento
y con relevancia graduada, con arbitraje de los desacuerdos (capítulo 10); suficientes consultas para la diferencia que quieres detectar
(capítulo 09). Recuperación: Recall@k a la profundidad que lee el reranker y nDCG@k con el k que lee el LLM
(capítulos 01–03). Generación: fidelidad, relevancia de la respuesta, rechazos correctos e indebidos y respaldo de
las citas, puntuados por un juez LLM contrastado con etiquetas humanas (capítulo 12). Cada candidato se compara
con el sistema actual mediante una prueba pareada con las mismas consultas, en un control de regresión (*gate*)
de la integración continua que bloquea una regresión significativa.

**Online, tras publicar.** Un test A/B o *interleaving* sobre el ranking, con medidas de negocio (resolución sin
intervención humana, tasa de derivación, votos negativos) y salvaguardas (latencia p95, coste por respuesta). Una muestra
GSB semanal de las respuestas que cambiaron, y una revisión de casos fallidos que clasifica cada fallo como
recuperación, generación o falta de conocimiento e incorpora consultas nuevas al conjunto de prueba.

**Explica los compromisos**: los jueces LLM son baratos y sesgados, las personas son fiables y lentas, así que usa el
juez para el volumen y a las personas para calibrarlo; un conjunto de prueba envejece, así que renuévalo con
registros recientes.
</details>
""",
        zh=r"""
## 问题 23：讲一个你做过评估的项目。

<details><summary>参考答案</summary>

**背景、指标、改动、决策各用一句话讲清楚，配上经得起追问的数字。** 下面是一个模板，填入你自己的数字（第 11 章的结课项目会算出其中每一个）：

> “我们的帮助中心助手基于 [N] 篇文章回答问题。我构建了一个包含 [n] 条真实查询的评测集，其中 [u] 条无法回答，由两位标注者标注（κ = [κ]）。基线系统的 Recall@5 为 [x]，即前 5 名平均找回了每个查询相关片段的 [x]。失败分析显示 [a]% 的失败案例出在检索环节，主要原因是 [原因]。我加入了 [改动]，Recall@5 提高到 [y]，在同一批查询上做配对检验 p = [p]，忠实度保持在 [f]。p95 延迟从 [t₀] 变为 [t₁]。改动上线后，用户标记为没有帮助的回答比例从 [d₀] 降到 [d₁]。”

绝对变化和相对变化都要说（“提高 0.09，相对提升约 15%”：第 9 章的练习 9.13），还要说查询数和所用的检验，以及如果重来会怎么做。准备好回答追问：标注是怎么做的，为什么选这个 *k*，改动的成本是多少，有没有带来什么退化。
</details>

## 问题 24：系统设计：为一个客服 RAG 系统设计评估方案

<details><summary>参考答案</summary>

**先澄清需求**：用户是谁、用什么语言，文档多久更新一次，回答是否必须注明出处，成本和延迟的预算，以及业务上什么算成功（减少了多少工单、转人工的比例）。

**离线：每次发版之前。** 从日志中按主题和频次抽取真实查询，再加入一些无法回答的问题，组成评测集；由两位标注者在片段上做分级相关性标注，分歧由第三人裁定（第 10 章）；查询数要足以检出你关心的差异（第 9 章）。检索：重排模型所读深度上的 Recall@N，LLM 所读的 *k* 处的 nDCG@k（第 1–3 章）。生成：忠实度、答案相关性、正确拒答率和误拒率、引用是否有依据，由经过人工标注校准的 LLM 评审打分（第 12 章）。每个候选系统都和现有系统在同一批查询上做配对检验，并放进持续集成的门禁里，出现显著退化就拦下。

**在线：上线之后。** 对排序做 A/B 测试或交错实验（interleaving），看业务指标（无需人工即解决的比例、转人工率、点踩率）和护栏指标（p95 延迟、每个回答的成本）。每周对发生变化的回答抽样做 GSB 评估；定期复盘失败案例，把每个失败归为检索问题、生成问题或知识缺失，并把新查询补充进评测集。

**讲清取舍**：LLM 评审便宜但有偏差，人工可靠但慢，所以用评审覆盖数量，用人工来校准评审；评测集会过时，要定期用最近的日志更新。
</details>
""",
        translates={"es": "8ca5bf2746b9", "zh": "8ca5bf2746b9"},
    ),
]
