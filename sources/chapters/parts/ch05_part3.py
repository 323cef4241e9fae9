"""Part 3 of the cells of sources/chapters/05_generation.py, which imports them (so that no source is over 1,000
lines): 7. With a reference answer: context recall, context precision, answer correctness; 8. Plugging in a real
LLM; Summary; Exercises; References.

Written as the chapter is (docs/course.md); its code cells' comments are translated by the chapter's COMMENTS.
"""

from sources.cells import code, md, msg

CELLS = [
    md(
        en=r"""

## 7. With a reference answer: context recall, context precision, answer correctness

When a person has written the answer the system should give (a *reference*, or ground truth), RAGAS
adds three measures, each computed from the judge's statements or verdicts:

- **Context recall**: the share of the reference's statements that can be attributed to the retrieved
  contexts. It is retrieval's recall, judged by meaning: a fact the reference needs and no chunk states
  lowers it.
- **Context precision**: the judge says of each retrieved chunk, in rank order, whether it was useful in
  arriving at the reference answer ($v_k$ = 1 or 0), and the score averages Precision@k over the useful
  positions:
  $$\text{context precision} = \frac{\sum_k \text{Precision@}k \cdot v_k}{\#\text{useful chunks retrieved}}$$
  It is average precision over the retrieved list, with yes/no verdicts against the reference: **not**
  the graded nDCG of section 6.
- **Answer correctness**: the judge sorts statements into TP (in the answer and supported by the
  reference), FP (in the answer, not supported) and FN (in the reference, missing from the answer);
  factual $F_1 = \frac{TP}{TP + (FP + FN)/2}$; then, with RAGAS's default weights (0.75, 0.25),
  $$\text{answer correctness} = 0.75 \cdot F_1 + 0.25 \cdot \cos\big(e(\text{answer}), e(\text{reference})\big)$$

Here is a reference answer for the refund question, and the rule judge's verdicts on the six chunks of
section 6 (a chunk is useful when it supports a statement of the reference):

""",
        es=r"""

## 7. Con una respuesta de referencia: *context recall*, *context precision* y *answer correctness*

Cuando una persona ha escrito la respuesta que el sistema debería dar (una *referencia*, o *ground
truth*), RAGAS añade tres medidas, calculadas a partir de las afirmaciones o los veredictos del juez
(dejamos sus nombres en inglés, como los usa RAGAS):

- ***Context recall*** (recall del contexto): la fracción de las afirmaciones de la referencia que se
  pueden atribuir a los contextos recuperados. Es el recall de la recuperación, juzgado por el
  significado: un dato que la referencia necesita y que ningún fragmento recoge lo hace bajar.
- ***Context precision*** (precisión del contexto): el juez dice de cada fragmento recuperado, en el orden
  del ranking, si sirvió para llegar a la respuesta de referencia ($v_k$ = 1 o 0), y la puntuación
  promedia Precision@k en las posiciones útiles:
  $$\text{context precision} = \frac{\sum_k \text{Precision@}k \cdot v_k}{\#\text{fragmentos útiles recuperados}}$$
  Es la precisión promedio sobre la lista recuperada, con veredictos de sí o no frente a la referencia:
  **no** es el nDCG graduado del apartado 6.
- ***Answer correctness*** (corrección de la respuesta): el juez clasifica las afirmaciones en verdaderos
  positivos (TP: en la respuesta y respaldadas por la referencia), falsos positivos (FP: en la respuesta,
  sin respaldo) y falsos negativos (FN: en la referencia, ausentes de la respuesta); el F1 factual es $\frac{TP}{TP + (FP + FN)/2}$ y, con los
  pesos por defecto de RAGAS (0,75 y 0,25),
  $$\text{answer correctness} = 0{,}75 \cdot F_1 + 0{,}25 \cdot \cos\big(e(\text{respuesta}), e(\text{referencia})\big)$$

Esta es una respuesta de referencia para la pregunta de las devoluciones, con los veredictos del juez
de reglas sobre los seis fragmentos del apartado 6 (un fragmento es útil si respalda alguna afirmación
de la referencia):

""",
        zh=r"""

## 7. 有了参考答案之后：上下文召回率、上下文精确率和答案正确性

如果有人写好了系统应当给出的回答（参考答案，即 ground truth），RAGAS 还提供三个指标，都由评审给出的陈述或判定算出：

- **上下文召回率**（context recall）：参考答案的陈述中，能从检索到的上下文里找到依据的比例。它是按语义判断的检索召回率：参考答案需要、却没有任何片段提到的事实会拉低它。
- **上下文精确率**（context precision）：评审按排名顺序逐个判断检索到的片段对得出参考答案有没有用（$v_k$ = 1 或 0），得分是在有用的位置上对 Precision@k 取平均：
  $$\text{上下文精确率} = \frac{\sum_k \text{Precision@}k \cdot v_k}{\#\text{检索到的有用片段}}$$
  它就是检索结果列表上的平均精确率（AP），所用的判定是对照参考答案给出的“是/否”，**不是**第 6 节那种分级的 nDCG。
- **答案正确性**（answer correctness）：评审把陈述分成 TP（回答中有，且参考答案支持）、FP（回答中有，但参考答案不支持）和 FN（参考答案中有，回答里没有）；事实 $F_1 = \frac{TP}{TP + (FP + FN)/2}$；再按 RAGAS 的默认权重（0.75 和 0.25）
  $$\text{答案正确性} = 0.75 \cdot F_1 + 0.25 \cdot \cos\big(e(\text{回答}), e(\text{参考答案})\big)$$

下面是退款问题的一个参考答案，以及规则评审对第 6 节那六个片段的判定（片段支持参考答案中的某条陈述，就算有用）：

""",
        translates={"es": "4275c5a22d65", "zh": "4275c5a22d65"},
    ),
    msg(
        "ch05.reference",
        en="You can return an item within 30 days. Bring the receipt.",
        es="Puede devolver un artículo dentro de los 30 días. Presente el ticket.",
        zh="产品支持 7 天退款。申请时需附上发票。", translates={"es": "ae4e9161a5ff", "zh": "ae4e9161a5ff"},
    ),
    msg("ch05.label.reference", en="Reference answer", es="Respuesta de referencia", zh="参考答案", translates={"es": "ec64b50f13d3", "zh": "ec64b50f13d3"}),
    msg("ch05.col.useful", en="useful?", es="¿útil?", zh="有用？", translates={"es": "0eb15594ebde", "zh": "0eb15594ebde"}),
    msg("ch05.useful.yes", en="yes", es="sí", zh="是", translates={"es": "8a798890fe93", "zh": "8a798890fe93"}),
    msg("ch05.useful.no", en="no", es="no", zh="否", translates={"es": "9390298f3fb0", "zh": "9390298f3fb0"}),
    msg(
        "ch05.cp_hand",
        en="context precision (RAGAS) = ({terms}) / {n} = {value:.4f}",
        es="context precision de RAGAS = ({terms}) / {n} = {value:.4f}",
        zh="上下文精确率（RAGAS）= ({terms}) / {n} = {value:.4f}", translates={"es": "7f49a8f48879", "zh": "7f49a8f48879"},
    ),
    msg(
        "ch05.cp_compare",
        en="The same six chunks, three measures: nDCG@{k} (the judge's 0-3 grades) = {ndcg:.4f}, AP(rel=2) = {ap:.4f} = ({ap_terms}) / {ap_n}, context precision (usefulness verdicts) = {cp:.4f}",
        es="Los mismos seis fragmentos, tres medidas: nDCG@{k} (notas de 0 a 3 del juez) = {ndcg:.4f}; AP(rel=2) = {ap:.4f} = ({ap_terms}) / {ap_n}; context precision (veredictos de utilidad) = {cp:.4f}",
        zh="同样六个片段，三个指标：nDCG@{k}（评审的 0–3 分等级）= {ndcg:.4f}，AP(rel=2) = {ap:.4f} = ({ap_terms}) / {ap_n}，上下文精确率（有用与否的判定）= {cp:.4f}", translates={"es": "946bef07aa8f", "zh": "946bef07aa8f"},
    ),
    code(r"""
reference = t("ch05.reference", lang)
print(f"{t('ch05.label.reference', lang)}{colon}{reference}\n")
precision = rm.context_precision(question, chunks, reference, judge=rule)
print_table([t("ch05.col.rank", lang), t("ch05.col.chunk", lang), t("ch05.col.rating", lang), t("ch05.col.useful", lang)],
            [(rank, chunk, f"{grades[rank]}/3", t(f"ch05.useful.{'yes' if useful else 'no'}", lang))
             for rank, (chunk, useful) in enumerate(zip(chunks, precision.useful), start=1)])
useful_ranks = [rank for rank, useful in enumerate(precision.useful, start=1) if useful]
terms = [f"{sum(precision.useful[:rank])}/{rank}" for rank in useful_ranks]  # Precision@rank at each useful rank
by_hand = fmean(sum(precision.useful[:rank]) / rank for rank in useful_ranks) if useful_ranks else 0.0
print()
print(t("ch05.cp_hand", lang, terms=" + ".join(terms), n=len(useful_ranks), value=by_hand))
print(t("ch05.agree" if abs(by_hand - precision.score) < 1e-12 else "ch05.disagree", lang))
relevant_ranks = [rank for rank in retrieved if grades[rank] >= level]
print(t("ch05.cp_compare", lang, k=k, ndcg=chunk_scores[f"nDCG@{k}"], ap=chunk_scores[f"AP(rel={level})"],
        ap_terms=" + ".join(f"{i}/{rank}" for i, rank in enumerate(relevant_ranks, start=1)),
        ap_n=len(relevant_ranks), cp=precision.score))
"""),
    md(
        en=r"""

Here AP(rel=2) happens to give the same value as context precision, but from other chunks and another
sum: the judge's 0–3 ratings make the sale chunk at rank 4 relevant, while the usefulness verdict
rejects it (it states another rule). nDCG gives yet another number. Which chunks count decides the
score as much as the formula does.

Context recall asks the other question: did the retrieved chunks bring everything the reference
needs? The receipt is only mentioned in the sixth chunk:

""",
        es=r"""

Aquí AP(rel=2) da por casualidad el mismo valor que la *context precision*, pero con otros fragmentos y
otra suma: las notas de 0 a 3 del juez hacen relevante el fragmento de las ofertas (posición 4), mientras
que el veredicto de utilidad lo descarta (enuncia otra regla). El nDCG da otro número más. Qué fragmentos
cuentan decide la puntuación tanto como la fórmula.

El *context recall* plantea la otra pregunta: ¿trajeron los fragmentos recuperados todo lo que la
referencia necesita? El ticket solo aparece en el sexto fragmento:

""",
        zh=r"""

这里 AP(rel=2) 恰好与上下文精确率相等，但计入的片段不同，求和的各项也不同：按评审的 0–3 分，第 4 名的促销片段算相关；而按有用与否的判定，它说的是另一条规则，不算有用。nDCG 又得到另一个数。哪些片段计入，和用什么公式一样，都会决定得分。

上下文召回率问的是另一个问题：检索到的片段有没有把参考答案需要的信息都带回来？发票（凭证）只在第 6 个片段里提到：

""",
        translates={"es": "57172382dffa", "zh": "57172382dffa"},
    ),
    msg(
        "ch05.recall_at",
        en="context recall, top {depth} chunks = {attributed}/{n} = {value:.2f}",
        es="context recall de los {depth} primeros fragmentos = {attributed}/{n} = {value:.2f}",
        zh="上下文召回率，前 {depth} 个片段 = {attributed}/{n} = {value:.2f}", translates={"es": "66420786a266", "zh": "66420786a266"},
    ),
    code(r"""
recall_scores = {}
for depth in dict.fromkeys((min(k, len(chunks)), len(chunks))):
    recall = rm.context_recall(chunks[:depth], reference, question=question, judge=rule)
    recall_scores[depth] = recall.score
    attributed = sum(verdict.verdict == "yes" for verdict in recall.verdicts)
    print(t("ch05.recall_at", lang, depth=depth, attributed=attributed, n=len(recall.verdicts), value=recall.score))
    for verdict in recall.verdicts:
        print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}")
"""),
    md(
        en=r"""

Cut at fewer than 6 chunks, the receipt is missing, and context recall says so whatever the answer
was: it blames retrieval (and it is only as good as the judge, which would miss a "proof of purchase").

Answer correctness compares each answer with the reference. By hand: F1 from the judge's TP, FP and FN,
the cosine from the embedder, then the weighted mean:

""",
        es=r"""

Con menos de seis fragmentos falta el ticket, y el *context recall* lo dice sea cual sea la respuesta:
señala a la recuperación (y vale lo que vale el juez, que no reconocería un «comprobante de compra»).

La *answer correctness* compara cada respuesta con la referencia. A mano: el F1 a partir de los TP, FP y
FN del juez, el coseno a partir del modelo de embeddings y, después, la media ponderada:

""",
        zh=r"""

片段不到 6 个时（例如上面只取前 5 个），发票这条就缺了。不管回答写了什么，上下文召回率都会指出问题出在检索上。不过它的可靠程度取决于评审：片段若写“购物凭证”，规则评审就认不出来。

答案正确性把每个回答和参考答案比较。手算时，先由评审给出的 TP、FP、FN 算 F1，再由嵌入模型算余弦相似度，最后加权平均：

""",
        translates={"es": "f5314f3a582b", "zh": "f5314f3a582b"},
    ),
    msg("ch05.col.similarity", en="cosine", es="coseno", zh="余弦", translates={"es": "ad9897a115cf", "zh": "ad9897a115cf"}),
    code(r"""
correctness, same = {}, True
rows = []
for kind, answer in answers.items():
    result = rm.answer_correctness(answer, reference, question=question, judge=rule, embedder=embedder)
    tp, fp, fn = len(result.tp), len(result.fp), len(result.fn)
    f1 = tp / (tp + (fp + fn) / 2) if tp else 0.0
    by_hand = 0.75 * f1 + 0.25 * result.similarity
    correctness[kind] = result.score
    same = same and abs(by_hand - result.score) < 1e-9
    rows.append((t(f"ch05.short.{kind}", lang), tp, fp, fn, f1, result.similarity, by_hand, result.score))
print_table(["", "TP", "FP", "FN", "F1", t("ch05.col.similarity", lang), f"{write_number(0.75, 'g')}·F1 + {write_number(0.25, 'g')}·cos", "rm.answer_correctness"],
            rows, digits=2)
print(t("ch05.agree" if same else "ch05.disagree", lang))
"""),
    md(
        en=r"""

Answer correctness is the first measure in this chapter that tells the wrong answer from the correct
one without looking at the context: the wrong number of days is an FP and the reference's two facts
(the deadline and the receipt) go unmatched (FN = 2), so F1 = 0 and only a quarter of the cosine remains.
The correct answer's F1 stays at two thirds because it leaves out the receipt. The price is a reference answer for every question, and
the similarity term inherits the embedder's blindness to numbers (a negative cosine can even push
the score below 0).

## 8. Plugging in a real LLM

`LLMJudge.from_env()` talks to any OpenAI-compatible `/chat/completions` endpoint (OpenAI, Azure,
vLLM, Ollama, llama.cpp…). Configure it with environment variables **outside the notebook**, never in a
cell you might commit:

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # the API root; /chat/completions is appended
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # a model the server serves
export RAGMETRICS_LLM_API_KEY=...                            # if the server needs one
export RAGMETRICS_LLM_TIMEOUT=60                             # seconds per reply (optional)
```

`ragmetrics` never prints the address, the model or the key, and neither should you. Any other model works through `LLMJudge(complete)`, where `complete` maps a prompt string
to the reply string. The next cell runs only when an endpoint is configured; a real judge's output
changes between runs and models (hence the course's recordings), so the notebook tests do not check it.
""",
        es=r"""

La *answer correctness* es la primera medida de este capítulo que distingue la respuesta errónea de la
correcta sin mirar el contexto: el número de días equivocado es un FP y los dos datos de la referencia
(el plazo y el ticket) se quedan sin pareja (FN = 2), así que F1 = 0 y solo queda una cuarta parte del
coseno. El F1 de la respuesta correcta se queda en dos tercios por no mencionar el ticket. El precio es una respuesta de referencia para cada
pregunta, y el término de similitud hereda la ceguera del modelo de embeddings ante los números (un
coseno negativo puede incluso dejar la puntuación por debajo de 0).

## 8. Conectar un LLM real

`LLMJudge.from_env()` habla con cualquier endpoint `/chat/completions` compatible con OpenAI (OpenAI,
Azure, vLLM, Ollama, llama.cpp…). Configúralo con variables de entorno **fuera del notebook**, nunca en
una celda que puedas subir al repositorio:

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # la raíz de la API; se le añade /chat/completions
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # un modelo que sirva el servidor
export RAGMETRICS_LLM_API_KEY=...                            # si el servidor la pide
export RAGMETRICS_LLM_TIMEOUT=60                             # segundos por respuesta (opcional)
```

`ragmetrics` nunca imprime la dirección, el modelo ni la clave, y tú tampoco deberías. Puedes usar cualquier otro modelo con `LLMJudge(complete)`, donde `complete` recibe el
prompt y devuelve la respuesta como texto. La celda siguiente solo se ejecuta si hay un endpoint
configurado; la salida de un juez real cambia entre ejecuciones y modelos (de ahí las grabaciones del
curso), así que las pruebas del notebook no la comprueban.
""",
        zh=r"""

答案正确性是本章第一个不看上下文就能把错误的回答和正确的回答区分开的指标。错的天数是一个 FP，参考答案里的期限和发票都没有对应（2 个 FN），所以 F1 = 0，只剩下四分之一的余弦值。正确的回答没提发票，F1 只有三分之二。代价是每个问题都要有参考答案，而且相似度这一项继承了嵌入模型对数字的“盲视”（余弦值为负时，得分甚至会低于 0）。

## 8. 接入真实的 LLM

`LLMJudge.from_env()` 可以连接任何兼容 OpenAI 接口的 `/chat/completions` 端点（OpenAI、Azure、vLLM、Ollama、llama.cpp……）。请**在笔记本之外**用环境变量配置它，绝不要写在可能被提交的单元格里：

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # API 根地址，程序会在后面加上 /chat/completions
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # 服务器提供的模型名
export RAGMETRICS_LLM_API_KEY=...                            # 如果服务器需要
export RAGMETRICS_LLM_TIMEOUT=60                             # 每次回复的超时秒数（可选）
```

`ragmetrics` 从不打印地址、模型名或密钥，你也不应该打印。任何其他模型都可以通过 `LLMJudge(complete)` 接入，其中 `complete` 接收提示词字符串、返回回复字符串。下一个单元格只在配置了端点时才运行；真实评审的输出随运行和模型而变，所以本课程其余部分使用预置输出，课程的自动测试也不检查这部分输出。
""",
        translates={"es": "e94a97a60d18", "zh": "e94a97a60d18"},
    ),
    msg("ch05.live_error", en="The LLM judge failed: {error}", es="El juez LLM falló: {error}", zh="LLM 评审出错：{error}", translates={"es": "39d2135ee503", "zh": "39d2135ee503"}),
    msg(
        "ch05.live_result",
        en="Live LLM judge: faithfulness {score:.2f} (this output changes from run to run and from model to model)",
        es="Juez LLM en vivo: fidelidad {score:.2f} (esta salida cambia de una ejecución a otra y de un modelo a otro)",
        zh="实时 LLM 评审：忠实度 {score:.2f}（这个输出每次运行、每个模型都可能不同）", translates={"es": "68ea7a06293b", "zh": "68ea7a06293b"},
    ),
    msg(
        "ch05.live_skipped",
        en="No LLM endpoint is configured (RAGMETRICS_LLM_BASE_URL and RAGMETRICS_LLM_MODEL are not set): the LLM judge is not run.",
        es="No hay ningún endpoint de LLM configurado (las variables RAGMETRICS_LLM_BASE_URL y RAGMETRICS_LLM_MODEL no están definidas): no se ejecuta el juez LLM.",
        zh="没有配置 LLM 端点（未设置 RAGMETRICS_LLM_BASE_URL 和 RAGMETRICS_LLM_MODEL），因此不运行 LLM 评审。", translates={"es": "e684e491302c", "zh": "e684e491302c"},
    ),
    code(r"""
import os

if os.environ.get("RAGMETRICS_LLM_BASE_URL") and os.environ.get("RAGMETRICS_LLM_MODEL"):
    try:
        live = rm.faithfulness(answers["unfaithful"], contexts, question=question, judge=LLMJudge.from_env())
        print(t("ch05.live_result", lang, score=live.score))
        for verdict in live.verdicts:
            print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}\n      {verdict.reason}")
    except JudgeError as error:  # the message never contains the key
        print(t("ch05.live_error", lang, error=error))
else:
    print(t("ch05.live_skipped", lang))
""", tags=["nbval-ignore-output"]),
    md(
        en=r"""
## Summary

- **Context relevancy** (Query ↔ Context) catches retrieval noise; **faithfulness** (Context ↔ Answer),
  hallucination; **answer relevancy** (Query ↔ Answer), answering another question.
- All three need a judge: the rule judge catches changed numbers offline but is blind to paraphrase; an
  LLM judge reads meaning, at a cost, and varies between runs. Validate either.
- RAGAS and DeepEval turn the same verdicts into different numbers, and the claim split changes them
  too: name the convention, read the claims.
- The three answer relevancies (RAGAS's cosine, DeepEval's statements, TruLens's rating) all reward a
  wrong answer on topic; never let embeddings decide faithfulness.
- A judge's chunk ratings can grade the retrieved chunks, with an ideal that knows only those; RAGAS's
  context precision is another measure.
- With a reference answer: context recall, context precision and answer correctness (0.75 · factual
  F1 + 0.25 · similarity); the last is the only one that tells the wrong answer from the right one without the context.
- The Spanish chapter's generation targets are rules of thumb, like chapter 04's.

The cell below prints the chapter's key numbers (the chunk measures at the current `k`).
""",
        es=r"""
## Resumen

- La **relevancia del contexto** (consulta ↔ contexto) detecta ruido en la recuperación; la **fidelidad**
  (contexto ↔ respuesta), alucinaciones; la **relevancia de la respuesta** (consulta ↔ respuesta),
  respuestas a otra pregunta.
- Las tres necesitan un juez: el de reglas detecta sin conexión números cambiados, pero es ciego a la
  paráfrasis; un juez LLM entiende el significado, con un coste, y varía entre ejecuciones. Valida ambos.
- RAGAS y DeepEval convierten los mismos veredictos en números distintos, y la división en afirmaciones
  también los cambia: indica la convención y lee las afirmaciones.
- Las tres relevancias de la respuesta (el coseno de RAGAS, las afirmaciones de DeepEval, la nota de
  TruLens) premian una respuesta errónea que trata del tema; no dejes que los embeddings decidan la fidelidad.
- Las notas de un juez pueden graduar los fragmentos recuperados, aunque el ranking ideal solo conoce esos fragmentos; la
  *context precision* de RAGAS es otra medida.
- Con una respuesta de referencia: *context recall*, *context precision* y *answer correctness* (0,75 · F1
  factual + 0,25 · similitud); esta última es la única que distingue la respuesta errónea de la correcta sin
  mirar el contexto.
- Los objetivos de generación del capítulo del manual en español son reglas prácticas, como los del capítulo 04.

La celda de abajo imprime las cifras clave del capítulo (las medidas de los fragmentos con el `k` actual).
""",
        zh=r"""
## 小结

- **上下文相关性**（问题 ↔ 上下文）发现检索噪声；**忠实度**（上下文 ↔ 回答）发现幻觉；**答案相关性**（问题 ↔ 回答）发现答非所问。
- 三者都需要评审：规则评审可离线发现被改动的数字，但识别不了同义改写；LLM 评审能理解语义，但有成本，且每次运行结果可能不同。两者都要先验证。
- RAGAS 和 DeepEval 会把同样的判定算成不同的数字，陈述的拆分也会改变分数：要写明约定，并看一看拆出的陈述。
- 三种答案相关性（RAGAS 的余弦、DeepEval 的陈述、TruLens 的评分）都会给切题但错误的回答打高分；绝不要用嵌入向量判断忠实度。
- 评审的片段评分可以给检索到的片段分级，但理想排序只能由这些片段构成；RAGAS 的上下文精确率是另一个指标。
- 有了参考答案，还可以计算上下文召回率、上下文精确率和答案正确性（0.75 · 事实 F1 + 0.25 · 相似度）；答案正确性不看上下文就能区分错误的回答和正确的回答。
- 和第 4 章的检索目标一样，西班牙语章节给出的生成目标也只是经验值。

下面的单元格打印本章的关键数字（片段指标使用当前的 `k`）。
""",
        translates={"es": "db5fcd8dae10", "zh": "db5fcd8dae10"},
    ),
    msg(
        "ch05.summary.chunks",
        en="Judged chunks as a ranking (relevant = rating ≥ 2):",
        es="Fragmentos juzgados como un ranking (relevante = nota ≥ 2):",
        zh="把评审给片段的评分当作相关性等级（评分 ≥ 2 视为相关）：", translates={"es": "3f9df795ed7c", "zh": "3f9df795ed7c"},
    ),
    msg(
        "ch05.summary.context",
        en="Context relevancy, TruLens, rule judge (refund + company history): {score:.2f}",
        es="Relevancia del contexto, TruLens, juez de reglas (devoluciones + historia de la empresa): {score:.2f}",
        zh="上下文相关性，TruLens，规则评审（退款 + 公司历史）：{score:.2f}", translates={"es": "07da253294e8", "zh": "07da253294e8"},
    ),
    msg("ch05.pair2", en="{first:.2f} / {second:.2f}", es="{first:.2f} / {second:.2f}", zh="{first:.2f} / {second:.2f}", translates={"es": "a7a740adcd6e", "zh": "a7a740adcd6e"}),
    msg(
        "ch05.summary.faithfulness",
        en="Faithfulness of the refund answers (wrong / correct):",
        es="Fidelidad de las respuestas sobre devoluciones (errónea / correcta):",
        zh="退款回答的忠实度（错误 / 正确）：", translates={"es": "903dac3f0b70", "zh": "903dac3f0b70"},
    ),
    msg(
        "ch05.summary.reference",
        en="With the reference answer (rule judge): context precision {precision:.2f}, context recall of the top {depth} chunks {recall:.2f}, answer correctness wrong / correct {wrong:.2f} / {right:.2f}",
        es="Con la respuesta de referencia (juez de reglas): context precision {precision:.2f}; context recall de los {depth} primeros fragmentos {recall:.2f}; answer correctness errónea / correcta {wrong:.2f} / {right:.2f}",
        zh="有参考答案时（规则评审）：上下文精确率 {precision:.2f}，前 {depth} 个片段的上下文召回率 {recall:.2f}，答案正确性（错误 / 正确）{wrong:.2f} / {right:.2f}", translates={"es": "5e3c54c70c49", "zh": "5e3c54c70c49"},
    ),
    msg(
        "ch05.summary.relevancy",
        en="Answer relevancy (recorded judge, {embedder}):",
        es="Relevancia de la respuesta (juez LLM grabado, {embedder}):",
        zh="答案相关性（LLM 评审预置输出，{embedder}）：", translates={"es": "1c6f181d5449", "zh": "1c6f181d5449"},
    ),
    code(r"""
print(t("ch05.summary.faithfulness", lang))
for name, judge, kwargs in [(t("ch05.judge.rule", lang) + " · RAGAS", rule, {}),
                            (t("ch05.judge.recorded", lang) + " · RAGAS", recorded, {}),
                            (t("ch05.judge.recorded", lang) + " · DeepEval", recorded, {"method": "deepeval"})]:
    wrong_score, right_score = (rm.faithfulness(answers[kind], contexts, question=question, judge=judge, **kwargs).score
                                for kind in ("unfaithful", "faithful"))
    print(f"  {name}{colon}" + t("ch05.pair2", lang, first=wrong_score, second=right_score))
print(t("ch05.summary.relevancy", lang, embedder=short_name))
for kind, value in relevancy.items():
    print(f"  {t(f'ch05.answer.{kind}', lang)}{colon}" + t("ch05.number2", lang, value=value))
print(t("ch05.summary.context", lang, score=context_score))
print(t("ch05.summary.reference", lang, precision=precision.score, depth=min(k, len(chunks)),
        recall=recall_scores[min(k, len(chunks))], wrong=correctness["unfaithful"], right=correctness["faithful"]))
print(t("ch05.summary.chunks", lang))
for name, value in chunk_scores.items():
    print(f"  {name} = {write_number(value, '.4f')}")
""", tags=["summary"]),
    md(
        en=r"""
## Exercises

Practise this chapter in [the exercises](../../exercises/en/05_generation.ipynb) (each one checks your answer, with hints).

## References

- S. Es, J. James, L. Espinosa-Anke and S. Schockaert, "RAGAS: Automated Evaluation of Retrieval Augmented
  Generation", 2023, <https://arxiv.org/abs/2309.15217>; the RAGAS documentation (faithfulness, answer
  relevancy, context precision and recall): <https://docs.ragas.io/>.
- DeepEval documentation: faithfulness <https://deepeval.com/docs/metrics-faithfulness> and answer relevancy
  <https://deepeval.com/docs/metrics-answer-relevancy>.
- TruLens documentation, the RAG triad (context relevance, groundedness, answer relevance):
  <https://www.trulens.org/getting_started/core_concepts/rag_triad/>.
""",
        es=r"""
## Ejercicios

Practica este capítulo con [los ejercicios](../../exercises/es/05_generation.ipynb) (cada uno comprueba tu respuesta y da pistas).

## Referencias

- S. Es, J. James, L. Espinosa-Anke y S. Schockaert, «RAGAS: Automated Evaluation of Retrieval Augmented
  Generation», 2023, <https://arxiv.org/abs/2309.15217>; la documentación de RAGAS (faithfulness, answer
  relevancy, context precision y context recall): <https://docs.ragas.io/>.
- Documentación de DeepEval: fidelidad <https://deepeval.com/docs/metrics-faithfulness> y relevancia de la
  respuesta <https://deepeval.com/docs/metrics-answer-relevancy>.
- Documentación de TruLens, la tríada RAG (relevancia del contexto, fundamentación y relevancia de la
  respuesta): <https://www.trulens.org/getting_started/core_concepts/rag_triad/>.
""",
        zh=r"""
## 练习

用[本章练习](../../exercises/zh/05_generation.ipynb)巩固所学（每道题都会检查你的答案，并给出提示）。

## 参考文献

- Es, S., James, J., Espinosa-Anke, L., & Schockaert, S. (2023). RAGAS: Automated evaluation of retrieval augmented generation. <https://arxiv.org/abs/2309.15217> ——另见 RAGAS 文档（faithfulness、answer relevancy、context precision 与 context recall）：<https://docs.ragas.io/>。
- DeepEval 文档：忠实度 <https://deepeval.com/docs/metrics-faithfulness>，答案相关性 <https://deepeval.com/docs/metrics-answer-relevancy>。
- TruLens 文档，RAG 三元组（上下文相关性、有据性、答案相关性）：<https://www.trulens.org/getting_started/core_concepts/rag_triad/>。
""",
        translates={"es": "f57b092a7c63", "zh": "f57b092a7c63"},
    ),
]
