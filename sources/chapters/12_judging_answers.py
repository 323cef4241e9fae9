"""Chapter 12 · Judging answers: the source of notebooks/{en,es,zh}/12_judging_answers.ipynb and of the catalog
keys ch12.* (course/ragmetrics_course/messages_chapter_12.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 12 --run
(docs/course.md says how a source is written). Issue 23: the help centre's answer set, lexical metrics and
why they mislead, ALCE citations and the outdated page, TREC 2024 RAG nuggets, judges measured as
classifiers against the answer set's labels, a PPI-corrected rate, side-by-side with a sign test.
Read it after chapter 05.
"""

from sources.cells import code, md, msg, parameters

FIGURES = {  # numbers the prose states, computed by the chapter's code (docs/course.md)
    "refusal_f1": "np.mean([lexical[a.answer_id]['F1'] for a in scored if a.kind == 'refusal'])",
    "threshold": "choice.threshold",
    "f1_tnr": "reports[t('ch12.judge.f1_correct', threshold=f1_choice.threshold)].tnr",
    "f1_auc_correct": "auc_correct['F1']",
    "f1_gap": "next(row for row in rows if row[0] == 'F1')[2]",
}

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    "the answer set, its nuggets and the passages the answers cite": (
        "el conjunto de respuestas, sus nuggets y los fragmentos que citan las respuestas",
        "回答集、它的信息点，以及回答所引用的片段",
    ),
    "the labels of the adjudicated pass, if this copy has them (the loader warns when a pass is missing)": (
        "las etiquetas tras el arbitraje, si esta copia las tiene (el cargador avisa cuando falta una ronda de etiquetado)",
        "裁定后那一轮的标签（如果当前副本里有；缺少某一轮时加载器会发出警告）",
    ),
    "one question, every kind of answer": ("una pregunta, todos los tipos de respuesta", "同一个问题的各类回答"),
    "the reference answer of a question: its nuggets, joined": (
        "la respuesta de referencia de una pregunta: sus nuggets, unidos",
        "一个问题的参考答案：把它的信息点连起来",
    ),
    "lexical metrics compare words, so the [n] markers go first": (
        "las métricas léxicas comparan palabras, así que primero se quitan las marcas [n]",
        "词汇指标比较的是词，所以先去掉 [n] 标记",
    ),
    "a wrong number against the same sentence with the right one: how often each metric ranks the right one first": (
        "un número equivocado frente a la misma frase con el correcto: con qué frecuencia pone cada métrica primero la correcta",
        "同一句话，数字错与数字对：每个指标有多少次把正确的排在前面",
    ),
    "and across questions: the chance that a right paraphrase outscores a wrong number (an AUC)": (
        "y entre preguntas: la probabilidad de que una paráfrasis correcta puntúe más que un número equivocado (un AUC)",
        "跨问题比较：正确的改写得分高于错误数字的概率（即 AUC）",
    ),
    "ALCE citation recall and precision, each statement judged against its own citations": (
        "recall y precisión de citas de ALCE, cada frase juzgada con sus propias citas",
        "ALCE 的引用召回率和引用精确率：每个陈述只用它自己的引用来判断",
    ),
    "answers built on an outdated page: they cite a passage of an article marked outdated": (
        "respuestas construidas sobre una página obsoleta: citan un fragmento de un artículo marcado como obsoleto",
        "基于过时页面的回答：引用了被标记为过时的文章中的片段",
    ),
    "TREC 2024 RAG nuggets: which nuggets each answer states, decided by the judge": (
        "nuggets de TREC 2024 RAG: qué nuggets dice cada respuesta, según el juez",
        "TREC 2024 RAG 的信息点：由评审判断每个回答说出了哪些信息点",
    ),
    "the rule judge's faithfulness of each answer to the passages it cites": (
        "la fidelidad de cada respuesta a los fragmentos que cita, según el juez de reglas",
        "规则评审给出的忠实度：每个回答相对于它所引用片段的忠实程度",
    ),
    "each lexical metric against the correctness labels: the chance that a correct answer outscores an incorrect one": (
        "cada métrica léxica frente a las etiquetas de corrección: la probabilidad de que una respuesta correcta puntúe más que una incorrecta",
        "每个词汇指标与正确性标签对照：正确回答得分高于错误回答的概率",
    ),
    "choose the threshold on the odd questions, report on the even ones": (
        "elige el umbral con las preguntas impares e informa del resultado con las pares",
        "在奇数编号问题上选阈值，在偶数编号问题上报告结果",
    ),
    "a few labelled answers, many judged ones: the PPI estimate against the judge alone and the labels alone": (
        "pocas respuestas etiquetadas y muchas juzgadas: la estimación PPI frente al juez solo y a las etiquetas solas",
        "少量有标签的回答加大量评审判过的回答：PPI 估计与只用评审、只用标签的对比",
    ),
    "how often the 95 % interval holds the rate of the whole set, over many random labelled samples": (
        "con qué frecuencia el intervalo del 95 % contiene la tasa de todo el conjunto, con muchas muestras etiquetadas al azar",
        "多次随机抽取有标签的样本，统计 95% 置信区间覆盖整个集合真实比例的频率",
    ),
    "an offline pairwise judge: the answer that states more vital nuggets wins, a tie otherwise": (
        "un juez de comparación por pares que no necesita conexión: gana la respuesta que dice más nuggets vitales; si no, empate",
        "一个离线的成对比较评审：说出更多关键信息点的回答获胜，否则算平局",
    ),
    "every pair asked in both orders; a verdict that follows the position counts as a tie": (
        "cada par se pregunta en los dos órdenes; un veredicto que cambia con la posición cuenta como empate",
        "每一对都按两种顺序各问一次；跟着位置走的判定算作平局",
    ),
    "An LLM judge, only if an endpoint is configured (chapter 05): nothing is shown as a model's output otherwise": (
        "Un juez LLM, solo si hay un endpoint configurado (capítulo 05): si no, no se muestra nada como salida de un modelo",
        "只有配置了端点（见第 5 章）才使用 LLM 评审；否则不会把任何内容当作模型输出展示",
    ),
    "the kinds in the order section 1 introduces them (the extractive answers first, then the variants)": (
        "los tipos en el orden en que los presenta el apartado 1 (primero las respuestas extractivas, después las variantes)",
        "各类型按第 1 节介绍的顺序排列（先是抽取式回答，再是各种变体）",
    ),
    "the message never contains the key": ("el mensaje nunca contiene la clave", "错误信息里绝不会出现密钥"),
}

CELLS = [
    md(
        en=r"""
# 12 · Judging answers: lexical metrics, citations, nuggets and judges as classifiers

Read this chapter right after [chapter 05](05_generation.ipynb): 05 defined faithfulness, answer relevancy and the judges; this one measures answers the way teams do today, on the help centre's **answer set**. For each question, the set holds answers of several kinds: those of the course's extractive generator (it copies the sentence of the top-ranked passage that shares the most key terms with the question; chapter 08 will build it into a full pipeline), and variants written for the course by an LLM assistant that imitate what RAG systems really produce (a correct paraphrase, a wrong number, the outdated 60-day policy, an unsupported addition, a missing part, a refusal, a wrong or a missing citation), each with the passages it cites. You will see:

- how **exact match, token F1, ROUGE-L, BLEU and chrF** rank those kinds, and why they mislead;
- **citation recall and precision** as ALCE defines them, and how many answers rest on the outdated page;
- **nugget completeness** as the TREC 2024 RAG track scores it;
- **judges measured as classifiers** against the answer set's labels (confusion matrix, TPR/TNR, balanced accuracy, kappa, a threshold);
- a **corrected estimate** of a faithfulness rate from a few labelled answers and many judged ones (prediction-powered inference), with its coverage;
- a **side-by-side** comparison of two systems with a sign test.

[[time]]

Where the data and the labels come from: the variant answers and the nuggets were written for the course by an LLM assistant; the labels (correct, faithful, citation support) come from annotator A and annotator B, LLM assistants working from the answer set's guidelines, and an adjudication (the corpus's DATASHEET gives the details). The offline judge here is the rule judge, whose limits chapter 05 states: it cannot see a paraphrase, so read its numbers as a lower bound of what a judge can do, and the LLM cell at the end as the real test of a judge (on a small sample: a first check, to repeat on more answers).
""",
        es=r"""
# 12 · Juzgar respuestas: métricas léxicas, citas, nuggets y jueces como clasificadores

Lee este capítulo justo después del [capítulo 05](05_generation.ipynb): el 05 definió la fidelidad, la relevancia de la respuesta y los jueces; este mide respuestas como lo hacen hoy los equipos, sobre el **conjunto de respuestas** del centro de ayuda. Para cada pregunta, el conjunto contiene respuestas de varios tipos: las del generador extractivo del curso (copia la frase del fragmento mejor clasificado que más términos clave comparte con la pregunta; el capítulo 08 lo montará en un sistema completo) y variantes escritas para el curso por un asistente LLM que imitan lo que de verdad producen los sistemas RAG (una paráfrasis correcta, un número equivocado, la política obsoleta de 60 días, un añadido sin respaldo, una parte que falta, una negativa a responder, una cita equivocada o ausente), cada una con los fragmentos que cita. Verás:

- cómo ordenan la **coincidencia exacta, el F1 de tokens, ROUGE-L, BLEU y chrF** esos tipos de respuesta, y por qué engañan;
- el **recall y la precisión de citas** tal como los define ALCE, y cuántas respuestas se apoyan en la página obsoleta;
- la **completitud por nuggets** tal como la puntúa la tarea RAG de TREC 2024 (el *RAG track*);
- los **jueces medidos como clasificadores** frente a las etiquetas del conjunto (matriz de confusión, TPR/TNR, exactitud equilibrada, kappa, un umbral);
- una **estimación corregida** de una tasa de fidelidad a partir de unas pocas respuestas etiquetadas y muchas juzgadas (inferencia potenciada por predicciones, PPI), con su cobertura;
- una **comparación por pares** (*side-by-side*) de dos sistemas con una prueba de signos.

[[time]]

De dónde salen los datos y las etiquetas: las respuestas variantes y los nuggets los redactó para el curso un asistente LLM; las etiquetas (correcta, fiel, respaldo de las citas) son del anotador A y del anotador B, asistentes LLM que trabajan con las pautas del conjunto de respuestas, y de un arbitraje (lo detalla el DATASHEET del corpus). El juez de este capítulo que funciona sin conexión ni LLM es el juez de reglas, cuyos límites expone el capítulo 05: no ve las paráfrasis, así que lee sus cifras como una cota inferior de lo que puede hacer un juez, y la celda del LLM del final como la verdadera prueba de un juez (sobre una muestra pequeña: una primera comprobación que conviene repetir con más respuestas).
""",
        zh=r"""
# 12 · 评判回答：词汇指标、引用、信息点，以及把评审当作分类器来衡量

建议读完[第 5 章](05_generation.ipynb)后接着读本章：第 5 章定义了忠实度、答案相关性和评审；本章则在帮助中心的**回答集**上，按业界团队目前的做法来衡量回答。回答集为每个问题准备了多种回答：课程中抽取式作答程序的回答（它照搬排在第一的片段中与问题共有关键词最多的那句话；第 8 章会把它接入完整的系统），以及由 LLM 助手为本课程编写、模仿 RAG 系统真实输出的变体（正确的改写、数字错误、沿用过时的 60 天政策、无依据的补充、缺了一部分、拒答、引用错误或缺少引用），每个回答都附有它引用的片段。你将看到：

- **精确匹配、词级 F1、ROUGE-L、BLEU 和 chrF** 如何给这些类型排序，以及它们为什么会误导；
- ALCE 定义的**引用召回率和引用精确率**，以及有多少回答建立在过时页面上；
- TREC 2024 RAG 评测的**信息点完整度**；
- 以回答集的标签为准，**把评审当作分类器来衡量**（混淆矩阵、TPR/TNR、平衡准确率、kappa、阈值选择）；
- 用少量有标签的回答加大量评审判过的回答，对忠实率做**校正估计**（预测驱动推断，PPI），并检验其覆盖率；
- 用符号检验做两个系统的**并排比较**。

[[time]]

数据与标签的来源：回答集中的各种变体回答和信息点由 LLM 助手为本课程撰写；标签（是否正确、是否忠实、引用是否支持）来自标注者 A 和标注者 B（均由 LLM 助手按回答集的标注规范扮演）以及一次裁定（见语料的 DATASHEET）。本章的离线评审是规则评审，第 5 章已说明它的局限：它识别不了同义改写，所以它的数字只能看作评审能力的下限，章末的 LLM 单元格才是对评审真正的检验（只是样本很小，还需要在更多回答上重复）。
""",
        translates={"es": "9ed31300e57b", "zh": "9ed31300e57b"},
    ),
    parameters(),
    code(r"""
import re
import warnings
from collections import Counter, defaultdict

import numpy as np
import ragmetrics as rm
from ragmetrics.generation import RuleJudge, assign_nuggets
from ragmetrics_course import check_parameters, datasets, print_table, set_language, setup_fonts, t
from ragmetrics_course.values import Interval
from ragmetrics_course.lab import chunk_docs

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## 1. The answer set

Each answer has an id, its question, its `kind`, its text with `[n]` markers, the passage ids it cites (`[1]` is the first) and its `system`, the program that made it: `extractive` (the extractive generator) or `written` (written by an LLM assistant; the field `made_by` says so in words). The kinds, with the id your code filters on: extractive (`extractive`), paraphrase (`paraphrase`), wrong number (`wrong_number`), outdated policy (`outdated_policy`), unsupported addition (`unsupported_addition`), missing part (`missing_part`), refusal (`refusal`), wrong citation (`wrong_citation`) and missing citation (`missing_citation`). The cell loads the set in this notebook's language and shows one question with every kind of answer it has.
""",
        es=r"""
## 1. El conjunto de respuestas

Cada respuesta tiene un id, su pregunta, su tipo (`kind`), su texto con marcas `[n]`, los ids de los fragmentos que cita (`[1]` es el primero) y su origen (`system`): `extractive` (el generador extractivo) o `written` (redactada por un asistente LLM; el campo `made_by` lo dice con palabras). Los tipos, con el id por el que filtra tu código: extractiva (`extractive`), paráfrasis (`paraphrase`), número equivocado (`wrong_number`), política obsoleta (`outdated_policy`), añadido sin respaldo (`unsupported_addition`), falta una parte (`missing_part`), negativa a responder (`refusal`), cita equivocada (`wrong_citation`) y sin cita (`missing_citation`). La celda carga el conjunto en el idioma de este notebook y muestra una pregunta con todos los tipos de respuesta que tiene.
""",
        zh=r"""
## 1. 回答集

每个回答都有 id、所属问题、类型（`kind`）、带 `[n]` 标记的文本、它引用的片段 id（`[1]` 指第一个）以及来源 `system`：`extractive`（由抽取式作答程序生成）或 `written`（由 LLM 助手编写；`made_by` 字段用文字说明这一点）。各类型及代码中筛选时用的标识符：抽取式（`extractive`）、改写（`paraphrase`）、数字错误（`wrong_number`）、过时政策（`outdated_policy`）、无依据补充（`unsupported_addition`）、缺一部分（`missing_part`）、拒答（`refusal`）、引用错误（`wrong_citation`）和缺少引用（`missing_citation`）。下面的单元格加载本笔记本所用语言的回答集，并展示一个问题下的各类回答。
""",
        translates={"es": "fd29c0b1cb2c", "zh": "fd29c0b1cb2c"},
    ),
    msg("ch12.loaded", en="{answers} answers to {questions} questions ({language}); labels of the adjudicated pass: {labels}",
        es="{answers} respuestas a {questions} preguntas ({language}); etiquetas tras el arbitraje: {labels}",
        zh="{questions} 个问题的 {answers} 个回答（{language}）；裁定后的标签：{labels} 条", translates={"es": "b3357b3de531", "zh": "b3357b3de531"}),
    msg("ch12.kind.extractive", en="extractive", es="extractiva", zh="抽取式", translates={"es": "d01ac8ee46d1", "zh": "d01ac8ee46d1"}),
    msg("ch12.kind.paraphrase", en="paraphrase", es="paráfrasis", zh="改写", translates={"es": "c7dbf5744be4", "zh": "c7dbf5744be4"}),
    msg("ch12.kind.wrong_number", en="wrong_number", es="número equivocado", zh="数字错误", translates={"es": "e0d64b9d0720", "zh": "e0d64b9d0720"}),
    msg("ch12.kind.outdated_policy", en="outdated_policy", es="política obsoleta", zh="过时政策", translates={"es": "7dca98d9d375", "zh": "7dca98d9d375"}),
    msg("ch12.kind.unsupported_addition", en="unsupported_addition", es="añadido sin respaldo", zh="无依据补充", translates={"es": "cc977e58f506", "zh": "cc977e58f506"}),
    msg("ch12.kind.missing_part", en="missing_part", es="falta una parte", zh="缺一部分", translates={"es": "eb204c95e2bf", "zh": "eb204c95e2bf"}),
    msg("ch12.kind.refusal", en="refusal", es="negativa a responder", zh="拒答", translates={"es": "424fb0794608", "zh": "424fb0794608"}),
    msg("ch12.kind.wrong_citation", en="wrong_citation", es="cita equivocada", zh="引用错误", translates={"es": "2b54e6dd235f", "zh": "2b54e6dd235f"}),
    msg("ch12.kind.missing_citation", en="missing_citation", es="sin cita", zh="缺少引用", translates={"es": "f91d761a1720", "zh": "f91d761a1720"}),
    msg("ch12.made_by.written", en="written for the course by an LLM assistant", es="escritas para el curso por un asistente LLM",
        zh="由 LLM 助手为本课程编写", translates={"es": "2411dfb693df", "zh": "2411dfb693df"}),
    msg("ch12.made_by.extractive", en="the course's extractive generator (chapter 08), run on every question",
        es="del generador extractivo del curso (capítulo 08), ejecutado en cada pregunta", zh="由课程的抽取式作答程序（第 8 章）对每个问题生成", translates={"es": "3ac0ca69f141", "zh": "3ac0ca69f141"}),
    msg("ch12.made_by", en="made by: {made_by} ({n} answers)", es="{n} respuestas {made_by}", zh="{made_by}：{n} 个回答", translates={"es": "ce3e45dcc2f0", "zh": "ce3e45dcc2f0"}),
    msg("ch12.col.kind", en="kind", es="tipo", zh="类型", translates={"es": "0b27c158feb3", "zh": "0b27c158feb3"}),
    msg("ch12.col.n", en="answers", es="respuestas", zh="回答数", translates={"es": "677fe21b65f4", "zh": "677fe21b65f4"}),
    msg("ch12.col.answer", en="answer (cited passages)", es="respuesta (fragmentos citados)", zh="回答（引用的片段）", translates={"es": "7b2b07850732", "zh": "7b2b07850732"}),
    msg("ch12.question", en="Question {query_id}: {text}", es="Pregunta {query_id}: {text}", zh="问题 {query_id}：{text}", translates={"es": "209c037e63e7", "zh": "209c037e63e7"}),
    msg("ch12.answer_line", en="  [{kind}] {text}  ({citations})", es="  [{kind}] {text}  ({citations})",
        zh="  [{kind}] {text}（{citations}）", translates={"es": "01b370286ff2", "zh": "01b370286ff2"}),
    code(r"""
# the answer set, its nuggets and the passages the answers cite
hc = datasets.load("helpcentre", lang=lang)
answers = list(hc.answers_iter())
nuggets = defaultdict(list)
for nugget in hc.nuggets_iter():
    nuggets[nugget.query_id].append(nugget)
docs = list(hc.docs_iter())
status = {doc.doc_id: doc.status for doc in docs}
passage_text = {p.passage_id: p.text for p in chunk_docs(docs, "paragraph")}
questions = {q.query_id: q.text for q in hc.queries_iter()}
# the labels of the adjudicated pass, if this copy has them (the loader warns when a pass is missing)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    labels = {label.answer_id: label for label in hc.answer_labels("adjudicated")}
# the kinds in the order section 1 introduces them (the extractive answers first, then the variants)
order = ["extractive", "paraphrase", "wrong_number", "outdated_policy", "unsupported_addition", "missing_part", "refusal",
         "wrong_citation", "missing_citation"]
kinds = sorted({a.kind for a in answers}, key=lambda kind: (order.index(kind) if kind in order else len(order), kind))
language = t("lab.language." + lang)
print(t("ch12.loaded", answers=len(answers), questions=len({a.query_id for a in answers}), language=language, labels=len(labels)))
for system, n in Counter(a.system for a in answers).most_common():
    print(t("ch12.made_by", made_by=t("ch12.made_by." + system), n=n))
print_table([t("ch12.col.kind"), t("ch12.col.n")], [[t("ch12.kind." + kind), sum(a.kind == kind for a in answers)] for kind in kinds])

# one question, every kind of answer
shown = max(questions, key=lambda q: (len({a.kind for a in answers if a.query_id == q}), q == "q05"))
print()
print(t("ch12.question", query_id=shown, text=questions[shown]))
for a in answers:
    if a.query_id == shown:
        print(t("ch12.answer_line", kind=t("ch12.kind." + a.kind), text=a.text,
                citations=t("list.separator").join(a.citations) or "—"))
"""),
    md(
        en=r"""
## 2. Lexical metrics, and why they mislead

The oldest way to score an answer is to compare its words with a **reference answer**. Five measures, each computed as its reference implementation does (`docs/api.md` names them): **exact match** and **token F1** (the SQuAD script: lowercase, no punctuation or articles; Chinese by character), **ROUGE-L** (the longest common subsequence, as rouge-score), **BLEU** (sentence BLEU, as sacrebleu) and **chrF** (character n-grams, as sacrebleu). Here a question's reference is its nuggets joined into one text, as a team would write an expected answer. The unanswerable questions have no nuggets, hence no reference: their answers are left out of this table and of every later one that needs a reference, which is why its counts are lower than the first table's (fewer extractive answers and refusals). The table gives each kind's mean.
""",
        es=r"""
## 2. Métricas léxicas y por qué engañan

La forma más antigua de puntuar una respuesta es comparar sus palabras con una **respuesta de referencia**. Cinco medidas, cada una calculada exactamente como lo hace la herramienta estándar que la define (`docs/api.md` las nombra): la **coincidencia exacta** y el **F1 de tokens** (el script de SQuAD: minúsculas, sin puntuación ni artículos; el chino, carácter a carácter), **ROUGE-L** (la subsecuencia común más larga, como rouge-score), **BLEU** (calculado frase a frase, como el *sentence BLEU* de sacrebleu) y **chrF** (n-gramas de caracteres, como sacrebleu). Aquí la referencia de una pregunta son sus nuggets unidos en un solo texto, como escribiría un equipo su respuesta esperada. Las preguntas sin respuesta no tienen nuggets y, por tanto, tampoco referencia: sus respuestas quedan fuera de esta tabla y de las siguientes que necesitan una referencia, y por eso esta tabla cuenta menos respuestas extractivas y menos negativas que la primera. La tabla da la media de cada tipo.
""",
        zh=r"""
## 2. 词汇指标，以及它们为什么会误导

给回答打分最早的办法，是把它的用词与一个**参考答案**相比较。这里有五个指标，每个都按其参考实现计算（`docs/api.md` 列出了这些实现）：**精确匹配**和**词级 F1**（SQuAD 评测脚本：转小写，去掉标点和冠词；中文按字切分）、**ROUGE-L**（最长公共子序列，与 rouge-score 一致）、**BLEU**（句子级 BLEU，与 sacrebleu 一致）和 **chrF**（字符 n-gram，与 sacrebleu 一致）。这里一个问题的参考答案，就是把它的信息点连成一段文字，相当于团队编写的标准答案。无答案问题没有信息点，因而也没有参考答案：它们的回答不计入这张表，也不计入后面凡是需要参考答案的表，所以这里的回答数比第一张表少（抽取式回答和拒答都少了一些）。下表给出每类回答的平均分。
""",
        translates={"es": "d570cba4b5d8", "zh": "d570cba4b5d8"},
    ),
    msg("ch12.col.metric", en="metric", es="métrica", zh="指标", translates={"es": "b8b4e9cea77e", "zh": "b8b4e9cea77e"}),
    msg("ch12.col.right_first", en="same sentence: right number first ({n} pairs)", es="misma frase: primero el número correcto ({n} pares)", zh="同一句话：数字正确的排在前面（{n} 对）", translates={"es": "6eb423aeec65", "zh": "6eb423aeec65"}),
    msg("ch12.col.gap", en="mean gap", es="diferencia media", zh="平均差距", translates={"es": "f6c6468c3e46", "zh": "f6c6468c3e46"}),
    msg("ch12.col.auc", en="AUC paraphrase vs wrong number", es="AUC paráfrasis frente a número equivocado", zh="AUC（“改写”对“数字错误”）", translates={"es": "20cc5fad0684", "zh": "20cc5fad0684"}),
    code(r"""
# the reference answer of a question: its nuggets, joined
reference = {q: " ".join(n.text for n in ns) for q, ns in nuggets.items()}
metrics = {"EM": rm.exact_match, "F1": rm.token_f1, "ROUGE-L": rm.rouge_l, "BLEU": rm.bleu, "chrF": rm.chrf}


def plain(text):
    # lexical metrics compare words, so the [n] markers go first
    return re.sub(r"\s*\[\d+\]", "", text).strip()


lexical = {a.answer_id: {name: f(plain(a.text), reference[a.query_id], lang=lang) for name, f in metrics.items()}
           for a in answers if a.query_id in reference}
scored = [a for a in answers if a.answer_id in lexical]
print_table([t("ch12.col.kind"), t("ch12.col.n"), *metrics],
            [[t("ch12.kind." + kind), sum(a.kind == kind for a in scored), *(np.mean([lexical[a.answer_id][m] for a in scored if a.kind == kind]) for m in metrics)]
             for kind in kinds if any(a.kind == kind for a in scored)], digits=3)

# a wrong number against the same sentence with the right one: how often each metric ranks the right one first
by_kind = {(a.query_id, a.kind): a.answer_id for a in scored}
paired = [(by_kind[q, "paraphrase"], by_kind[q, "wrong_number"]) for q in reference if (q, "paraphrase") in by_kind and (q, "wrong_number") in by_kind]
right = [lexical[p] for p, _ in paired]
wrong = [lexical[w] for _, w in paired]
rows = []
for m in metrics:
    first = sum(r[m] > w[m] for r, w in zip(right, wrong)) / len(paired)
    gap = np.mean([r[m] - w[m] for r, w in zip(right, wrong)])
    # and across questions: the chance that a right paraphrase outscores a wrong number (an AUC)
    auc = np.mean([(r[m] > w[m]) + 0.5 * (r[m] == w[m]) for r in right for w in wrong])
    rows.append([m, first, gap, auc])
print()
print_table([t("ch12.col.metric"), t("ch12.col.right_first", n=len(paired)), t("ch12.col.gap"), t("ch12.col.auc")], rows, digits=3)
"""),
    md(
        en=r"""
Read the two tables together. Within one question, every metric but exact match (almost) always puts the right number first, but by a small gap: one token out of a sentence. Across questions, the AUC is the probability that a right paraphrase drawn at random outscores a wrong-number answer drawn at random, each from any question; 0.5 is a coin. A metric that barely moves when the one fact that matters changes, and that gives a fluent wrong answer the score of a right one, cannot decide whether an answer is correct. Exact match is 0 for nearly every answer, right or wrong: a generated answer is almost never the reference word for word. Two more effects show in the first table: extractive answers score low although some are right (they copy the article's sentences, not the reference's words), and refusals score low too (token F1 {{fig:refusal_f1:.3f}}). That says nothing about whether refusing was right: the refusals in this table answer questions that do have an answer, and an unanswerable question has no reference, so these metrics cannot even reward a right refusal.

This is why RAG evaluation moved to judges. EM and F1 still make sense for **extractive** question answering, where the answer is a short span of the passage (SQuAD, and CMRC 2018 in Chinese); BLEU, ROUGE and chrF for translation, summaries and free-form answers scored against several references (DuReader, a Chinese reading-comprehension set with several human-written answers per question, reports ROUGE-L and BLEU-4). For a generated answer they measure wording, not truth.

## 3. Citations: ALCE recall and precision, and the outdated page

ALCE (Gao et al., 2023) scores citations statement by statement. A statement's **citation recall** is 1 when the passages it cites, together, support it (no citation: 0); the answer's recall is the mean over its statements. A citation is **irrelevant** when its passage alone does not support the statement and the other citations still do without it; **citation precision** is the share of relevant citations. The support is decided by a judge (ALCE used an NLI model; here the rule judge). Answers that cite a passage of an **outdated** article are counted apart: they may be faithful to their citation and still wrong.
""",
        es=r"""
Lee las dos tablas juntas. Dentro de una misma pregunta, todas las métricas salvo la coincidencia exacta ponen (casi) siempre primero el número correcto, pero con poca diferencia: un token de toda una frase. Entre preguntas, el AUC es la probabilidad de que una paráfrasis correcta tomada al azar puntúe más que una respuesta con un número equivocado también tomada al azar, sean de la pregunta que sean; 0,5 equivale a lanzar una moneda al aire. Una métrica que apenas se mueve cuando cambia el único dato que importa, y que da a una respuesta equivocada pero fluida la nota de una correcta, no puede decidir si una respuesta es correcta. La coincidencia exacta vale 0 en casi todas las respuestas, correctas o no: una respuesta generada casi nunca coincide palabra por palabra con la referencia. En la primera tabla se ven dos efectos más: las respuestas extractivas puntúan bajo aunque algunas son correctas (copian las frases del artículo, no las palabras de la referencia), y las negativas a responder también puntúan bajo (F1 de tokens {{fig:refusal_f1:.3f}}). Eso no dice nada de si negarse era lo correcto: las negativas de esta tabla corresponden a preguntas que sí tienen respuesta, y una pregunta sin respuesta no tiene referencia, así que estas métricas ni siquiera pueden premiar una negativa acertada.

Por eso la evaluación de RAG pasó a los jueces. EM y F1 siguen teniendo sentido en la búsqueda de respuestas extractiva (*extractive QA*: la respuesta es un tramo corto del texto, como en SQuAD y, en chino, CMRC 2018); BLEU, ROUGE y chrF, en traducción, resúmenes y respuestas libres puntuadas frente a varias referencias (DuReader, un conjunto de datos de comprensión lectora en chino publicado por Baidu, con varias respuestas escritas por personas para cada pregunta, usa ROUGE-L y BLEU-4). Con una respuesta generada miden la redacción, no la verdad.

## 3. Citas: recall y precisión de ALCE, y la página obsoleta

ALCE (Gao et al., 2023) puntúa las citas frase a frase. El **recall de citas** de una frase es 1 cuando los fragmentos que cita, juntos, la respaldan (sin cita: 0); el de la respuesta es la media sobre sus frases. Una cita es **irrelevante** cuando su fragmento por sí solo no respalda la frase y las demás citas la siguen respaldando sin ella; la **precisión de citas** es la proporción de citas relevantes. El respaldo lo decide un juez (ALCE usó un modelo de NLI; aquí, el juez de reglas). Las respuestas que citan un fragmento de un artículo **obsoleto** se cuentan aparte: pueden ser fieles a su cita y aun así erróneas.
""",
        zh=r"""
把两张表放在一起看。在同一个问题内，除精确匹配外，每个指标（几乎）总是把数字正确的那句排在前面，但差距很小：整句话里只差那一个数字。跨问题比较时，AUC 指的是：从所有问题中各随机取一个正确改写和一个数字错误的回答，前者得分更高的概率；0.5 就等于抛硬币。如果唯一要紧的那个事实变了，指标却几乎不动，还给流畅但错误的回答打出与正确回答相当的分数，那么它就无法判断回答是否正确。精确匹配几乎对所有回答都是 0，不论对错：生成的回答几乎从不与参考答案逐字相同。第一张表还显示了两个现象：抽取式回答得分很低，尽管其中有些是正确的（它们照搬的是文章原句，而不是参考答案的措辞）；拒答的得分也很低（词级 F1 为 {{fig:refusal_f1:.3f}}）。但这说明不了拒答是否恰当：这张表里的拒答针对的都是有答案的问题，而无答案问题没有参考答案，所以这些指标连正确的拒答都无从加分。

这就是 RAG 评测转向评审的原因。EM 和 F1 在答案为原文短片段的**抽取式**问答中仍然有意义（SQuAD，以及中文的 CMRC 2018）；BLEU、ROUGE 和 chrF 适用于翻译、摘要，以及对照多个参考答案评分的自由作答（DuReader 这一中文阅读理解数据集为每个问题提供多个人工撰写的答案，采用 ROUGE-L 和 BLEU-4 评测）。用在生成式回答上，它们衡量的是措辞，而不是真假。

## 3. 引用：ALCE 的引用召回率与引用精确率，以及过时页面

ALCE（Gao 等，2023）逐个陈述给引用打分。一个陈述的**引用召回率**：它引用的片段合起来能支持它时为 1（没有引用则为 0）；整个回答的引用召回率是各陈述的平均值。如果某条引用的片段单独不能支持该陈述，而去掉它之后其余引用仍能支持，这条引用就是**无关的**；**引用精确率**就是相关引用所占的比例。是否支持由评审判断（ALCE 用的是 NLI 模型，这里用规则评审）。引用了**过时**文章中片段的回答单独统计：它们可能忠实于所引用的内容，却依然是错的。
""",
        translates={"es": "2994b3df153b", "zh": "2994b3df153b"},
    ),
    msg("ch12.col.citation_recall", en="citation recall", es="recall de citas", zh="引用召回率", translates={"es": "3dd26b7379bb", "zh": "3dd26b7379bb"}),
    msg("ch12.col.citation_precision", en="citation precision", es="precisión de citas", zh="引用精确率", translates={"es": "6e24557b5696", "zh": "6e24557b5696"}),
    msg("ch12.outdated", en="Answers that cite an outdated page: {n} of {total} ({share:.1%}); by kind: {kinds}",
        es="Respuestas que citan una página obsoleta: {n} de {total} ({share:.1%}); por tipo: {kinds}",
        zh="引用过时页面的回答：{total} 个中有 {n} 个（{share:.1%}）；按类型：{kinds}", translates={"es": "992d3fefbbab", "zh": "992d3fefbbab"}),
    msg("ch12.outdated_extractive", en="The extractive system alone: {n} of {total} answers ({share:.1%}) rest on an outdated page",
        es="Si se mira solo el sistema extractivo: {n} de {total} respuestas ({share:.1%}) se apoyan en una página obsoleta",
        zh="仅看抽取式作答程序：{total} 个回答中有 {n} 个（{share:.1%}）建立在过时页面上", translates={"es": "3e6b22866780", "zh": "3e6b22866780"}),
    code(r"""
judge = RuleJudge()
# ALCE citation recall and precision, each statement judged against its own citations
citations = {a.answer_id: rm.citation_precision(a.text, [passage_text.get(pid, "") for pid in a.citations], judge=judge) for a in answers}
print_table([t("ch12.col.kind"), t("ch12.col.n"), t("ch12.col.citation_recall"), t("ch12.col.citation_precision")],
            [[t("ch12.kind." + kind), sum(a.kind == kind for a in answers), np.mean([citations[a.answer_id].recall for a in answers if a.kind == kind]),
              np.mean([citations[a.answer_id].precision for a in answers if a.kind == kind])] for kind in kinds], digits=3)

# answers built on an outdated page: they cite a passage of an article marked outdated
outdated = [a for a in answers if any(status.get(pid.split("#")[0]) == "outdated" for pid in a.citations)]
print()
print(t("ch12.outdated", n=len(outdated), total=len(answers), share=len(outdated) / len(answers),
        kinds=t("list.separator").join(f"{t('ch12.kind.' + kind)} {n}" for kind, n in Counter(a.kind for a in outdated).most_common())))
extractive = [a for a in answers if a.system == "extractive"]
on_outdated = [a for a in extractive if a in outdated]
print(t("ch12.outdated_extractive", n=len(on_outdated), total=len(extractive), share=len(on_outdated) / len(extractive)))
"""),
    md(
        en=r"""
The answers with a wrong citation and those with no citation are caught. The refusals score 0 as well, but only because they make no claim that needs a citation: that says nothing against them. A wrong number scores low too: the rule judge checks numbers, its strong point. Where it is weak shows in the paraphrase row: its recall stays below 1 although those answers were written to be supported, because the judge counts key terms and misses other words for the same fact. The outdated-page count is the one measure here that needs no judge: for the extractive answers it is a property of the retrieval and of the generator, which copies the passage the retriever ranked first. A lexical retriever such as BM25 can rank the archived 2025 policy above the current one (the two pages share most of their words): that is where the extractive answers counted above as resting on an outdated page come from. The same count on the retrieval side, outdated@*k* (the share of questions with a passage of an outdated article among the top *k* the generator sees), is printed in the summary at the end.

## 4. Completeness: nuggets, as the TREC 2024 RAG track scores them

A **nugget** is an atomic fact that a good answer should state, marked **vital** (without it the question is not answered) or **okay** (a useful detail). A judge decides for each nugget whether the answer supports it fully, partly or not. The track reports **All** (the mean over all nuggets, partial support counting 0.5) and **Vital** (over the vital ones only), each also **strict** (partial counts 0); vital strict is its headline. The rule judge only says supported or not, so here strict and partial coincide.
""",
        es=r"""
Las dos medidas de citas detectan las respuestas con una cita equivocada y las que no tienen cita. Las negativas a responder también puntúan 0, pero solo porque no contienen ninguna afirmación que haya que citar, lo cual no dice nada en su contra. Un número equivocado también puntúa bajo: el juez de reglas comprueba las cifras, su punto fuerte. Dónde falla se ve en la fila de las paráfrasis: su recall se queda por debajo de 1 aunque esas respuestas se escribieron para estar respaldadas, porque el juez cuenta términos clave y no reconoce otras palabras para el mismo hecho. El recuento de páginas obsoletas es la única medida de aquí que no necesita juez: en las respuestas extractivas es una propiedad de la recuperación y del generador, que copia el fragmento que el recuperador puso en primer lugar. Un recuperador léxico como BM25 puede poner la política archivada de 2025 por encima de la vigente (las dos páginas comparten casi todas sus palabras): de ahí vienen las respuestas extractivas que el recuento de arriba muestra apoyadas en una página obsoleta. El mismo recuento del lado de la recuperación, outdated@*k* (la proporción de preguntas con un fragmento de un artículo obsoleto entre los *k* primeros que ve el generador), aparece en el resumen del final.

## 4. Completitud: nuggets, como los puntúa la tarea RAG de TREC 2024

Un **nugget** es un hecho atómico que una buena respuesta debe contener, marcado como **vital** (sin él la pregunta queda sin responder) u **okay** (un detalle útil). Un juez decide para cada nugget si la respuesta lo respalda del todo, en parte o no. La pista da **All** (la media sobre todos los nuggets, en la que el respaldo parcial cuenta 0,5) y **Vital** (solo sobre los vitales), cada una también en versión **estricta** (el parcial cuenta 0); la cifra principal es la vital estricta. El juez de reglas solo dice respaldado o no, así que aquí la versión estricta y la parcial coinciden.
""",
        zh=r"""
引用错误和缺少引用的回答都被发现了。拒答的得分也是 0，但这只是因为拒答不含需要引用的陈述，并不说明它有问题。数字错误的回答得分同样很低：核对数字正是规则评审的强项。它的弱点体现在改写那一行：这些回答在编写时就是有依据的，引用召回率却达不到 1，因为评审数的是关键词，认不出同一事实的其他说法。过时页面的计数是这里唯一不需要评审的指标：对抽取式回答来说，它反映的是检索和作答程序的特性，因为作答程序照搬的是检索器排在第一的片段中的一句话。BM25 这类词汇检索器可能把已归档的 2025 年旧政策排在现行政策之前（两个页面的用词几乎相同）：上面统计出的那些建立在过时页面上的抽取式回答，正是这样产生的。检索一侧的同类统计是 outdated@*k*（作答程序看到的前 *k* 个片段中含有过时文章片段的问题所占比例），它列在章末的小结输出里。

## 4. 完整度：按 TREC 2024 RAG 评测的方式计算信息点

**信息点**（nugget）是好回答应包含的原子事实，分为**关键**（vital，缺了它问题就没有得到回答）和**一般**（okay，有用的细节）。评审对每个信息点判断回答是完全支持、部分支持还是不支持。该评测报告 **All**（所有信息点的平均，部分支持记 0.5）和 **Vital**（只算关键信息点），两者都有**严格**版本（部分支持记 0）；主指标是严格的 Vital。规则评审只会判断“支持”或“不支持”，所以这里严格版本与非严格版本相同。
""",
        translates={"es": "9784c7ffa5df", "zh": "9784c7ffa5df"},
    ),
    msg("ch12.col.all", en="All", es="All (todos)", zh="All（全部）", translates={"es": "a52ace420f21", "zh": "a52ace420f21"}),
    msg("ch12.col.vital", en="Vital (strict)", es="Vital (estricta)", zh="Vital（严格）", translates={"es": "58c8a55a941a", "zh": "58c8a55a941a"}),
    code(r"""
# TREC 2024 RAG nuggets: which nuggets each answer states, decided by the judge
nugget_scores = {}
for a in scored:
    assigned = assign_nuggets(plain(a.text), [n.text for n in nuggets[a.query_id]], judge=judge)
    nugget_scores[a.answer_id] = rm.nugget_scores([{"importance": n.importance, "assignment": s} for n, s in zip(nuggets[a.query_id], assigned)])
print_table([t("ch12.col.kind"), t("ch12.col.n"), t("ch12.col.all"), t("ch12.col.vital")],
            [[t("ch12.kind." + kind), sum(a.kind == kind for a in scored), np.mean([nugget_scores[a.answer_id].all for a in scored if a.kind == kind]),
              np.mean([nugget_scores[a.answer_id].vital_strict for a in scored if a.kind == kind])] for kind in kinds if any(a.kind == kind for a in scored)], digits=3)
"""),
    md(
        en=r"""
Nuggets rank what is missing or wrong the way a reader would: the answer with a missing part often loses a vital nugget, the wrong number and the outdated policy fail the fact that matters, the refusal states nothing. But completeness only checks that what should be said is said: the unsupported addition and the wrong citation score about as high as the paraphrase, so catching them is the job of faithfulness and the citation metrics. The extractive generator scores low because it copies the top passage, which is often not the one that answers (chapter 08 will show it on the whole pipeline). Nuggets are also what lets you **attribute a failure** to its stage: a missing vital nugget with the right passage retrieved is a generation failure; with no passage holding it in the top *k*, a retrieval failure. And when no article answers the question at all, knowledge is missing (the unanswerable questions, which have no nuggets), and the right answer is a refusal.

Three more hallucination checks come up in papers, in tools and in job interviews. An **NLI check** runs a natural-language-inference model with the context as premise and each claim of the answer as hypothesis: a claim the context does not entail is unsupported. RAGAS's faithfulness (chapter 05) asks an LLM that question claim by claim, and Vectara's **HHEM** is a small model trained to score it. **SelfCheckGPT** (Manakul et al., 2023) needs no context at all: it samples several answers to the same prompt and flags the claims the samples disagree on, because a fact the model knows tends to come back every time and an invented one varies. **FActScore** (Min et al., 2023) splits a long answer into atomic facts and reports the share that a knowledge source (Wikipedia, in the paper) supports. It is a precision over the answer's own facts, whereas nugget scores measure how many of the facts a good answer must contain are said, closer to a recall.

## 5. Judges measured as classifiers

A judge that says "faithful" or "not" is a binary classifier, and the labelled answer set is its test set. Report the **confusion matrix**, **TPR** (true positive rate, or sensitivity: of the faithful answers, the share it accepts), **TNR** (true negative rate, or specificity: of the unfaithful answers, the share it catches), **balanced accuracy** (BA: their mean, which a judge that always says "faithful" cannot game) and **Cohen's kappa**. A judge that gives a score needs a **threshold**: choose it on one half of the questions (here the one that maximises balanced accuracy, which is the same as maximising Youden's J) and report on the other half. The labels are annotator A's and B's (LLM assistants working from the guidelines) after adjudication; on your own data they should come from people who know the domain. The last table asks the lexical metrics of section 2 the same question against the `correct` labels: the chance that a correct answer outscores an incorrect one (0.5 is a coin); it leaves out the answers to unanswerable questions, which have no reference, so it counts fewer answers than there are labels.
""",
        es=r"""
Los nuggets ordenan lo que falta o está mal como lo haría un lector: a la respuesta incompleta le falta a menudo un nugget vital, el número equivocado y la política obsoleta yerran en el dato que importa, y la negativa no dice nada. Pero la completitud solo comprueba que se dice lo que hay que decir: el añadido sin respaldo y la cita equivocada puntúan casi tan alto como la paráfrasis, así que detectarlos es tarea de la fidelidad y de las métricas de citas. El generador extractivo puntúa bajo porque copia el primer fragmento, que a menudo no es el que responde (el capítulo 08 lo mostrará en el sistema completo). Los nuggets son también lo que permite **atribuir un fallo** a su origen: si falta un nugget vital y el fragmento correcto se recuperó, es un fallo de generación; si ningún fragmento de los *k* primeros lo contiene, un fallo de recuperación. Y si ningún artículo responde a la pregunta, falta conocimiento (las preguntas sin respuesta, que no tienen nuggets), y lo correcto es negarse a responder.

En la bibliografía, en las herramientas y en las entrevistas de trabajo aparecen otras tres formas de detectar alucinaciones. Una **comprobación con NLI** usa un modelo de inferencia en lenguaje natural con el contexto como premisa y cada afirmación de la respuesta como hipótesis: una afirmación que el contexto no implica está sin respaldo. La fidelidad de RAGAS (capítulo 05) le hace esa pregunta a un LLM afirmación por afirmación, y el **HHEM** de Vectara es un modelo pequeño entrenado para puntuar ese respaldo. **SelfCheckGPT** (Manakul et al., 2023) no necesita ningún contexto: genera varias respuestas a la misma petición y señala las afirmaciones en que no coinciden, porque un hecho que el modelo conoce suele repetirse en todas y uno inventado cambia de una a otra. **FActScore** (Min et al., 2023) divide una respuesta larga en hechos atómicos e informa de qué proporción de ellos respalda una fuente de conocimiento (la Wikipedia, en el trabajo original). Es una precisión sobre los hechos de la propia respuesta, mientras que los nuggets miden cuántos de los hechos que una buena respuesta debe contener aparecen en ella, algo más cercano a un recall.

## 5. Jueces medidos como clasificadores

Un juez que dice «fiel» o «no» es un clasificador binario, y el conjunto de respuestas etiquetadas es su conjunto de prueba. Informa de la **matriz de confusión**, la **TPR** (*true positive rate*, tasa de verdaderos positivos o sensibilidad: de las respuestas fieles, la proporción que acepta), la **TNR** (*true negative rate*, tasa de verdaderos negativos o especificidad: de las respuestas no fieles, la proporción que detecta), la **exactitud equilibrada** (BA, por sus siglas en inglés: su media, a la que no engaña un juez que siempre dice «fiel») y la **kappa de Cohen**. Un juez que da una puntuación necesita un **umbral**: elígelo con una mitad de las preguntas (aquí, el que maximiza la exactitud equilibrada, lo que equivale a maximizar la J de Youden) e informa del resultado con la otra mitad. Las etiquetas son las del anotador A y el anotador B (asistentes LLM que trabajan con las pautas) tras el arbitraje; con tus propios datos deben ponerlas personas que conozcan el dominio. La última tabla hace la misma pregunta a las métricas léxicas del apartado 2 frente a las etiquetas `correct`: la probabilidad de que una respuesta correcta puntúe más que una incorrecta (0,5 equivale a lanzar una moneda al aire); deja fuera las respuestas a las preguntas sin respuesta, que no tienen referencia, así que cuenta menos respuestas de las que tienen etiqueta.
""",
        zh=r"""
对缺漏和事实错误，信息点给出的排序与读者的判断一致：缺了一部分的回答常常丢掉关键信息点，数字错误和过时政策在最关键的事实上出错，拒答什么也没说。但完整度只检查该说的是否说了：无依据的补充和引用错误的得分与改写几乎一样高，要发现这两类问题得靠忠实度和引用指标。抽取式作答程序得分低，是因为它照搬排在第一的片段中的一句话，而那个片段往往不是真正回答问题的片段（第 8 章会在完整系统上说明这一点）。信息点也让我们能够做**失败案例归因**：缺少关键信息点，但正确片段已被检索到，是生成问题；前 *k* 个片段中都没有它，是检索问题。如果没有任何文章能回答这个问题，则是知识缺失（即无答案问题，它们没有信息点），这时正确的做法是拒答。

论文、工具和求职面试中还常见另外三种幻觉检测方法。**基于 NLI 的检测**用自然语言推断模型，以上下文为前提、以回答中的每条陈述为假设：上下文不能蕴含的陈述就没有依据。RAGAS 的忠实度（第 5 章）让 LLM 对每条陈述逐一判断它能否由上下文推出，Vectara 的 **HHEM** 则是专门为此训练的小模型。**SelfCheckGPT**（Manakul 等，2023）完全不需要上下文：它对同一个提示采样多个回答，标出各样本说法不一致的陈述，因为模型真正知道的事实往往每次都会出现，编造的则每次不同。**FActScore**（Min 等，2023）把长回答拆成原子事实，报告其中能被知识源（论文中是维基百科）支持的比例。它是针对回答自身事实的精确率；信息点得分衡量的则是好回答必须包含的事实被说出了多少，更接近召回率。

## 5. 把评审当作分类器来衡量

一个只回答“忠实”或“不忠实”的评审就是一个二分类器，带标签的回答集就是它的测试集。要报告**混淆矩阵**、**TPR**（真阳性率，即灵敏度：忠实回答中被它接受的比例）、**TNR**（真阴性率，即特异度：不忠实回答中被它识别出的比例）、**平衡准确率**（BA，即两者的平均；一个永远说“忠实”的评审无法在这个指标上蒙混过关）和 **Cohen's kappa**。给出分数的评审还需要一个**阈值**：在一半问题上选定阈值（这里选使平衡准确率最大的那个，这等价于使 Youden's J 最大），在另一半问题上报告结果。这些标签来自标注者 A 和标注者 B（均由 LLM 助手按标注规范扮演），并经过裁定；在你自己的数据上，参照标签应由熟悉业务的人员标注。最后一张表用 `correct` 标签，对第 2 节的词汇指标做同样的检验：正确回答得分高于错误回答的概率（0.5 等于抛硬币）；无答案问题没有参考答案，它们的回答不计入这张表，所以表中的回答数少于有标签的回答数。
""",
        translates={"es": "c5a36c12b8f4", "zh": "c5a36c12b8f4"},
    ),
    msg("ch12.no_labels", en="This copy of the answer set has no adjudicated labels yet (answers/annotations/): the cells that need them are skipped.",
        es="Esta copia del conjunto de respuestas aún no tiene etiquetas arbitradas (answers/annotations/): se omiten las celdas que las necesitan.",
        zh="当前副本的回答集还没有裁定后的标签（answers/annotations/）：需要标签的单元格将跳过。", translates={"es": "1935cac8cfb3", "zh": "1935cac8cfb3"}),
    msg("ch12.col.judge", en="judge (even questions)", es="juez (preguntas pares)", zh="评审（偶数编号问题）", translates={"es": "b29a6fa31973", "zh": "b29a6fa31973"}),
    msg("ch12.judge.rule_all", en="faithfulness: rule judge, every claim supported", es="fidelidad: juez de reglas, todas las afirmaciones respaldadas", zh="忠实度：规则评审，全部陈述有依据", translates={"es": "9ba4b2e4ec16", "zh": "9ba4b2e4ec16"}),
    msg("ch12.judge.rule_threshold", en="faithfulness: rule judge's score ≥ {threshold:.2f} (chosen on odd questions)", es="fidelidad: puntuación del juez de reglas ≥ {threshold:.2f} (umbral elegido con las impares)", zh="忠实度：规则评审得分 ≥ {threshold:.2f}（阈值在奇数编号问题上选定）", translates={"es": "ac8ad2345400", "zh": "ac8ad2345400"}),
    msg("ch12.judge.f1_correct", en="correctness: token F1 ≥ {threshold:.2f}", es="corrección: F1 de tokens ≥ {threshold:.2f}", zh="正确性：词级 F1 ≥ {threshold:.2f}", translates={"es": "1cf336ccdb37", "zh": "1cf336ccdb37"}),
    msg("ch12.matrix", en="Confusion matrix of the first judge (rows: the label; columns: the judge's verdict; 0 = not faithful, 1 = faithful):",
        es="Matriz de confusión del primer juez (filas: la etiqueta; columnas: el veredicto del juez; 0 = no fiel, 1 = fiel):",
        zh="第一个评审的混淆矩阵（每行是一种标签，每列是评审的一种判定；0 表示不忠实，1 表示忠实）：", translates={"es": "a48d99d98c6b", "zh": "a48d99d98c6b"}),
    msg("ch12.matrix.label", en="label {value}", es="etiqueta {value}", zh="标签 {value}", translates={"es": "c560437768d1", "zh": "c560437768d1"}),
    msg("ch12.matrix.verdict", en="verdict {value}", es="veredicto {value}", zh="判定 {value}", translates={"es": "018dcee03f47", "zh": "018dcee03f47"}),
    msg("ch12.col.auc_correct", en="AUC against the correct label ({right} correct, {wrong} incorrect)",
        es="AUC frente a la etiqueta de corrección ({right} correctas, {wrong} incorrectas)",
        zh="相对于正确性标签的 AUC（{right} 个正确，{wrong} 个不正确）", translates={"es": "9655572132ec", "zh": "9655572132ec"}),
    code(r"""
# the rule judge's faithfulness of each answer to the passages it cites
def faithfulness_score(a):
    cited = [passage_text[pid] for pid in a.citations if pid in passage_text]
    return rm.faithfulness(answer=plain(a.text), contexts=cited, judge=judge).score if cited else 0.0


rule_score = {a.answer_id: faithfulness_score(a) for a in answers}
labelled = [a for a in answers if a.answer_id in labels]
if not labelled:
    print(t("ch12.no_labels"))
else:
    # choose the threshold on the odd questions, report on the even ones
    odd = [a for a in labelled if int(a.query_id[1:]) % 2 == 1]
    even = [a for a in labelled if int(a.query_id[1:]) % 2 == 0]
    faithful = [labels[a.answer_id].faithful for a in even]
    choice = rm.choose_threshold([rule_score[a.answer_id] for a in odd], [labels[a.answer_id].faithful for a in odd])
    lexical_even = [a for a in even if a.answer_id in lexical]
    f1_choice = rm.choose_threshold([lexical[a.answer_id]["F1"] for a in odd if a.answer_id in lexical],
                                    [labels[a.answer_id].correct for a in odd if a.answer_id in lexical])
    reports = {
        t("ch12.judge.rule_all"): rm.judge_report(faithful, [int(rule_score[a.answer_id] == 1.0) for a in even]),
        t("ch12.judge.rule_threshold", threshold=choice.threshold): rm.judge_report(faithful, [int(rule_score[a.answer_id] >= choice.threshold) for a in even]),
        t("ch12.judge.f1_correct", threshold=f1_choice.threshold): rm.judge_report([labels[a.answer_id].correct for a in lexical_even],
                                                                                   [int(lexical[a.answer_id]["F1"] >= f1_choice.threshold) for a in lexical_even]),
    }
    print_table([t("ch12.col.judge"), "n", "TPR", "TNR", "BA", "κ"],
                [[name, r.n, r.tpr, r.tnr, r.balanced_accuracy, r.kappa] for name, r in reports.items()], digits=3)
    print(t("ch12.matrix"))
    print_table(["", t("ch12.matrix.verdict", value=0), t("ch12.matrix.verdict", value=1)],
                [[t("ch12.matrix.label", value=value), *(int(x) for x in row)] for value, row in enumerate(next(iter(reports.values())).matrix)])
    # each lexical metric against the correctness labels: the chance that a correct answer outscores an incorrect one
    right = [a for a in labelled if a.answer_id in lexical and labels[a.answer_id].correct == 1]
    wrong = [a for a in labelled if a.answer_id in lexical and labels[a.answer_id].correct == 0]
    print()
    auc_correct = {m: np.mean([(lexical[r.answer_id][m] > lexical[w.answer_id][m]) + 0.5 * (lexical[r.answer_id][m] == lexical[w.answer_id][m])
                               for r in right for w in wrong]) for m in metrics}
    print_table([t("ch12.col.metric"), t("ch12.col.auc_correct", right=len(right), wrong=len(wrong))],
                [[m, auc_correct[m]] for m in metrics], digits=3)
"""),
    md(
        en=r"""
The threshold chosen on the odd questions is {{fig:threshold:.2f}}: a score of 1 means every claim supported, so the first two rows are the same judge. The last table looks kinder to token F1 than section 2 did (AUC {{fig:f1_auc_correct:.3f}}), but only because this set mixes kinds: more than half of the incorrect answers here are refusals, extractive answers or answers with a missing part, which share few words with the reference. Used as a judge, F1 still passes a large share of the incorrect answers (its TNR, the share of them it catches, is {{fig:f1_tnr:.3f}}), and a wrong number still keeps almost all of the right sentence's score (a mean gap of {{fig:f1_gap:.3f}} in section 2).

## 6. A corrected estimate: prediction-powered inference

You want one number: the share of a system's answers that are faithful. Labelling every answer is what you cannot afford; trusting the judge on all of them carries its bias into the number. **Prediction-powered inference** (Angelopoulos et al., 2023) uses both: the judge's mean over the many unlabelled answers, plus the mean of *label − verdict* over the few labelled ones (the **rectifier**, which measures the judge's bias), with a confidence interval that accounts for both samples. ARES (Saad-Falcon et al., 2024) applies it to RAG judges. The cell treats the answer set as one system's output: it labels a random sample of 40 answers, leaves the rest to the judge, and compares the PPI estimate with the judge alone, the 40 labels alone and the rate over every label. Then it repeats the draw many times to measure how often the 95 % interval holds that rate.
""",
        es=r"""
El umbral elegido con las preguntas impares es {{fig:threshold:.2f}}: una puntuación de 1 significa que todas las afirmaciones están respaldadas, así que las dos primeras filas son el mismo juez. La última tabla parece más favorable al F1 de tokens que el apartado 2 (AUC {{fig:f1_auc_correct:.3f}}), pero solo porque este conjunto mezcla tipos: más de la mitad de las respuestas incorrectas son aquí negativas, respuestas extractivas o respuestas a las que les falta una parte, que comparten pocas palabras con la referencia. Usado como juez, el F1 deja pasar aun así buena parte de las respuestas incorrectas (su TNR, la proporción de ellas que detecta, es {{fig:f1_tnr:.3f}}), y un número equivocado sigue conservando casi toda la puntuación de la frase correcta (una diferencia media de {{fig:f1_gap:.3f}} en el apartado 2).

## 6. Una estimación corregida: inferencia potenciada por predicciones

Quieres una sola cifra: la proporción de respuestas fieles de un sistema. Etiquetar todas las respuestas es justo lo que no te puedes permitir; fiarte del juez en todas lleva su sesgo a la cifra. La **inferencia potenciada por predicciones** (PPI; Angelopoulos et al., 2023) usa las dos cosas: la media del juez sobre las muchas respuestas sin etiquetar, más la media de *etiqueta − veredicto* sobre las pocas etiquetadas (el **rectificador**, que mide el sesgo del juez), con un intervalo de confianza que tiene en cuenta las dos muestras. ARES (Saad-Falcon et al., 2024) la aplica a los jueces de RAG. La celda trata el conjunto de respuestas como la salida de un solo sistema: etiqueta una muestra aleatoria de 40 respuestas, deja que el juez juzgue el resto y compara la estimación PPI con el juez solo, las 40 etiquetas solas y la tasa con todas las etiquetas. Después repite el sorteo muchas veces para medir con qué frecuencia el intervalo del 95 % contiene esa tasa.
""",
        zh=r"""
在奇数编号问题上选出的阈值是 {{fig:threshold:.2f}}：得分为 1 表示全部陈述都有依据，所以前两行其实是同一个评审。在最后一张表里，词级 F1 的表现看起来比第 2 节好（AUC 为 {{fig:f1_auc_correct:.3f}}），但这只是因为回答集混合了多种类型：这里的错误回答有一半以上是拒答、抽取式回答或缺了一部分的回答，它们与参考答案的共有词本来就少。把 F1 当作评审使用时，它仍会放过相当一部分错误回答（它的 TNR，即识别出的错误回答所占比例，只有 {{fig:f1_tnr:.3f}}），而且数字错误的回答仍几乎保留了正确句子的全部分数（第 2 节中的平均差距只有 {{fig:f1_gap:.3f}}）。

## 6. 校正后的估计：预测驱动推断

你想要的是一个数字：某个系统的回答中忠实回答所占的比例。给每个回答都打标签，成本太高；而在全部回答上都相信评审，又会把评审的偏差带进这个数字。**预测驱动推断**（PPI；Angelopoulos 等，2023）把两者结合起来：评审在大量无标签回答上的平均值，加上少量有标签回答上“标签 − 判定”的平均值（**校正项**，它衡量评审的偏差），置信区间同时考虑两个样本。ARES（Saad-Falcon 等，2024）把它用在 RAG 评审上。下面的单元格把回答集当作一个系统的输出：随机抽 40 个回答打上标签，其余由评审判断，然后把 PPI 估计与只用评审、只用这 40 个标签，以及用全部标签算出的比例相比较。接着多次重复抽样，统计 95% 置信区间覆盖该比例的频率。
""",
        translates={"es": "29f91dbd8ee1", "zh": "29f91dbd8ee1"},
    ),
    msg("ch12.ppi", en="Faithful rate: all labels {truth:.3f}; judge alone {judge:.3f}; {n} labels alone {classical:.3f} {classical_ci:.3f}; PPI ({n} labelled + {N} judged) {estimate:.3f} {ci:.3f}",
        es="Tasa de respuestas fieles: todas las etiquetas {truth:.3f}; solo el juez {judge:.3f}; solo {n} etiquetas {classical:.3f} {classical_ci:.3f}; PPI ({n} etiquetadas + {N} juzgadas) {estimate:.3f} {ci:.3f}",
        zh="忠实率：全部标签 {truth:.3f}；只用评审 {judge:.3f}；只用 {n} 个标签 {classical:.3f} {classical_ci:.3f}；PPI（{n} 个有标签 + {N} 个由评审判断）{estimate:.3f} {ci:.3f}", translates={"es": "2b170e7f8ebb", "zh": "2b170e7f8ebb"}),
    msg("ch12.coverage", en="Over {runs} random labelled samples of {n}: the 95 % PPI interval held the rate {ppi:.1%} of the time (mean width {ppi_width:.3f}); the 95 % interval of the {n} labels alone {classical:.1%} (mean width {classical_width:.3f})",
        es="En {runs} sorteos de {n} respuestas etiquetadas: el intervalo PPI del 95 % contuvo la tasa el {ppi:.1%} de las veces (anchura media {ppi_width:.3f}); el de las {n} etiquetas solas, el {classical:.1%} (anchura media {classical_width:.3f})",
        zh="在 {runs} 次随机抽样中（每次 {n} 个有标签的回答）：PPI 的 95% 置信区间覆盖真实比例的频率为 {ppi:.1%}（平均宽度 {ppi_width:.3f}）；只用 {n} 个标签时，95% 置信区间的覆盖率为 {classical:.1%}（平均宽度 {classical_width:.3f}）", translates={"es": "c744db7eebe0", "zh": "c744db7eebe0"}),
    code(r"""
if labelled:
    rng = np.random.default_rng(seed)
    truth = np.mean([labels[a.answer_id].faithful for a in labelled])
    verdict = {a.answer_id: int(rule_score[a.answer_id] >= choice.threshold) for a in labelled}

    def ppi_draw(n=40):
        # a few labelled answers, many judged ones: the PPI estimate against the judge alone and the labels alone
        chosen = set(rng.choice(len(labelled), n, replace=False).tolist())
        sample = [a for i, a in enumerate(labelled) if i in chosen]
        rest = [a for i, a in enumerate(labelled) if i not in chosen]
        return rm.ppi_mean([labels[a.answer_id].faithful for a in sample], [verdict[a.answer_id] for a in sample],
                           [verdict[a.answer_id] for a in rest])

    first = ppi_draw()
    print(t("ch12.ppi", truth=truth, judge=first.judge_only, n=first.n, N=first.N, classical=first.classical,
            classical_ci=Interval(*first.classical_ci), estimate=first.estimate, ci=Interval(*first.ci)))
    # how often the 95 % interval holds the rate of the whole set, over many random labelled samples
    runs = [ppi_draw() for _ in range(300)]
    print(t("ch12.coverage", runs=len(runs), n=first.n, ppi=np.mean([r.ci[0] <= truth <= r.ci[1] for r in runs]),
            ppi_width=np.mean([r.ci[1] - r.ci[0] for r in runs]),
            classical=np.mean([r.classical_ci[0] <= truth <= r.classical_ci[1] for r in runs]),
            classical_width=np.mean([r.classical_ci[1] - r.classical_ci[0] for r in runs])))
else:
    print(t("ch12.no_labels"))
"""),
    md(
        en=r"""
The judge alone is off by its bias, however many answers it reads; the rectifier removes that bias at the price of a wider interval than the judge's own. PPI's interval is narrower than the labels' alone when the judge agrees with the labels well, and no better when it does not: a poor judge cannot make a few labels worth more. The labelled answers must be a random sample of the same answers; a hand-picked sample breaks the guarantee. (The coverage here is over samples from one finite set, so it is a sanity check, not the library's test, which draws 1,000 independent data sets.)

## 7. Side by side: good, same, bad

Teams often compare two systems by showing a judge (or a person) both answers to the same question and asking which is better: **GSB** (good, same, bad). Ask every pair **in both orders**: if an answer wins only when it is shown first, the judge has a position bias, and the pair counts as a tie (MT-Bench's conservative rule, Zheng et al., 2023). The **sign test** then asks whether the wins and losses, ties dropped, could come from a fair coin. The cell compares two "systems" of the answer set over the same questions, the paraphrases against the answers with a missing part, with an offline pairwise judge built on the nugget scores.
""",
        es=r"""
Sin corrección, el juez se desvía tanto como su sesgo, por muchas respuestas que lea; el rectificador corrige ese sesgo a cambio de un intervalo más ancho que el del juez sin corregir. El intervalo de la PPI es más estrecho que el de las etiquetas solas cuando el juez coincide bien con ellas, y no mejora cuando no coincide: un juez malo no puede hacer que unas pocas etiquetas valgan más. Las respuestas etiquetadas deben ser una muestra aleatoria de las mismas respuestas; una muestra escogida a dedo rompe la garantía. (Aquí la cobertura se mide con muestras de un único conjunto finito, así que es una comprobación de sentido común, no la prueba automática de la biblioteca, que genera 1000 conjuntos de datos independientes.)

## 7. Comparación por pares: mejor, igual, peor

Los equipos comparan a menudo dos sistemas enseñando a un juez (o a una persona) las dos respuestas a la misma pregunta y preguntando cuál es mejor: **GSB** (*good, same, bad*: mejor, igual, peor). Pregunta cada par **en los dos órdenes**: si una respuesta solo gana cuando se muestra primero, el juez tiene un sesgo de posición, y el par cuenta como empate (la regla conservadora de MT-Bench, Zheng et al., 2023). La **prueba de signos** pregunta después si las victorias y derrotas, sin los empates, podrían salir de una moneda equilibrada. La celda compara dos «sistemas» del conjunto de respuestas sobre las mismas preguntas, las paráfrasis frente a las respuestas a las que les falta una parte, con un juez de comparación por pares basado en las puntuaciones de nuggets, que no necesita conexión ni LLM.
""",
        zh=r"""
只用评审时，无论它判了多少个回答，估计值都会带着评审自身的偏差；校正项消除了这个偏差，代价是区间比只用评审时更宽。当评审与标签一致性好时，PPI 的区间比只用标签的更窄；一致性差时则没有改善：差的评审无法让少量标签变得更有价值。有标签的回答必须是同一批回答中的随机样本；刻意挑选的样本会破坏区间的覆盖保证。（这里的覆盖率是在同一个有限集合上反复抽样得到的，只是一个合理性检查，而不是 ragmetrics 库自身的测试；那些测试会生成 1000 个相互独立的数据集。）

## 7. 并排比较：好、同、差

团队常用的比较两个系统的方法，是把同一问题的两个回答同时给评审（或评估员）看，问哪个更好：**GSB**（good、same、bad，即好、同、差）。每一对都要**按两种顺序各问一次**：如果某个回答只在排在前面时才胜出，说明评审有位置偏差，这一对算作平局（MT-Bench 的保守规则，Zheng 等，2023）。然后用**符号检验**判断去掉平局后的胜负是否可能只是抛硬币的结果。下面的单元格在同一批问题上比较回答集中的两个“系统”：改写回答与缺了一部分的回答，使用基于信息点得分的离线成对比较评审。
""",
        translates={"es": "30ed043435d3", "zh": "30ed043435d3"},
    ),
    msg("ch12.gsb", en="{pairs} questions, {a} against {b}: good {good}, same {same}, bad {bad} (position flips {flips}); GSB = {gsb:+.3f}; sign test p = {p:.2g}",
        es="{pairs} preguntas, «{a}» frente a «{b}»: mejor {good}, igual {same}, peor {bad} (cambios por posición {flips}); GSB = {gsb:+.3f}; prueba de signos p = {p:.2g}",
        zh="{pairs} 个问题，“{a}”对“{b}”：好 {good}，同 {same}，差 {bad}（随位置翻转 {flips}）；GSB = {gsb:+.3f}；符号检验 p = {p:.2g}", translates={"es": "ce345bb75e4e", "zh": "ce345bb75e4e"}),
    code(r"""
answer_of = {(a.query_id, a.kind): a for a in scored}
system_a, system_b = "paraphrase", "missing_part"
shared = [q for q in reference if (q, system_a) in answer_of and (q, system_b) in answer_of]
score_of = {a.text: nugget_scores[a.answer_id].vital_strict for a in scored}


def nugget_compare(question, first, second):
    # an offline pairwise judge: the answer that states more vital nuggets wins, a tie otherwise
    return 1 if score_of[first] > score_of[second] else 2 if score_of[second] > score_of[first] else 0


# every pair asked in both orders; a verdict that follows the position counts as a tie
triples = [(questions[q], answer_of[q, system_a].text, answer_of[q, system_b].text) for q in shared]
sbs = rm.side_by_side(nugget_compare, triples)
print(t("ch12.gsb", pairs=len(triples), a=t("ch12.kind." + system_a), b=t("ch12.kind." + system_b), good=sbs.good, same=sbs.same, bad=sbs.bad, flips=sbs.flips, gsb=sbs.gsb, p=sbs.p_value))
"""),
    md(
        en=r"""
This judge looks only at the answers' scores, so it cannot follow the position: its flips are 0 by design. An LLM judge can, which is why the next cell asks it both ways and reports the flips.

## 8. The same with an LLM judge

With an endpoint configured (chapter 05 explains the `RAGMETRICS_LLM_*` variables), the cell below measures an LLM judge the same way on a small balanced sample: its faithfulness verdicts against the labels (`judge_report`), and a side-by-side of the same two systems with `LLMJudge.compare_answers`, both orders asked. Without an endpoint it says so and shows no number: this course never prints a made-up number as a model's.
""",
        es=r"""
Este juez solo mira las puntuaciones de las respuestas, así que la posición no puede influirle: sus cambios por posición son necesariamente 0. A un juez LLM sí puede influirle, y por eso la celda siguiente le pregunta en los dos órdenes y da esos cambios.

## 8. Lo mismo con un juez LLM

Si hay configurado un endpoint (el punto de acceso a un LLM; el capítulo 05 explica las variables `RAGMETRICS_LLM_*`), la celda siguiente mide un juez LLM del mismo modo sobre una pequeña muestra equilibrada: sus veredictos de fidelidad frente a las etiquetas (`judge_report`) y una comparación por pares de los mismos dos sistemas con `LLMJudge.compare_answers`, preguntando en los dos órdenes. Sin endpoint, lo indica y no muestra ninguna cifra: este curso nunca imprime una cifra inventada como si fuera de un modelo.
""",
        zh=r"""
这个评审只看两个回答的得分，所以从设计上就不可能跟着位置走，位置翻转数必然为 0。LLM 评审则可能出现位置偏差，所以下一个单元格会按两种顺序问它，并报告翻转次数。

## 8. 用 LLM 评审做同样的事

配置了端点时（环境变量 `RAGMETRICS_LLM_*` 见第 5 章），下面的单元格用同样的方法在一个小的平衡样本上衡量 LLM 评审：它的忠实度判定与标签的对比（`judge_report`），以及用 `LLMJudge.compare_answers` 对同样两个系统做的并排比较（两种顺序都问）。没有端点时，它会说明这一点，不展示任何数字：本课程从不把编造的数字当作模型输出展示。
""",
        translates={"es": "519ec42aede8", "zh": "519ec42aede8"},
    ),
    msg("ch12.llm_skipped", en="No LLM endpoint is configured (RAGMETRICS_LLM_BASE_URL and RAGMETRICS_LLM_MODEL are not set): the LLM judge is not run.",
        es="No hay ningún endpoint de LLM configurado (las variables RAGMETRICS_LLM_BASE_URL y RAGMETRICS_LLM_MODEL no están definidas): no se ejecuta el juez LLM.",
        zh="没有配置 LLM 端点（未设置 RAGMETRICS_LLM_BASE_URL 和 RAGMETRICS_LLM_MODEL），因此不运行 LLM 评审。", translates={"es": "e684e491302c", "zh": "e684e491302c"}),
    msg("ch12.llm_error", en="The LLM judge failed: {error}", es="El juez LLM falló: {error}", zh="LLM 评审出错：{error}", translates={"es": "39d2135ee503", "zh": "39d2135ee503"}),
    msg("ch12.llm_report", en="LLM judge of faithfulness on {n} labelled answers (this output changes from model to model): TPR {tpr:.3f}, TNR {tnr:.3f}, balanced accuracy {ba:.3f}, κ {kappa:.3f}",
        es="Juez LLM de fidelidad sobre {n} respuestas etiquetadas (esta salida cambia de un modelo a otro): TPR {tpr:.3f}, TNR {tnr:.3f}, exactitud equilibrada {ba:.3f}, κ {kappa:.3f}",
        zh="LLM 忠实度评审，{n} 个有标签的回答（这个输出因模型而异）：TPR {tpr:.3f}，TNR {tnr:.3f}，平衡准确率 {ba:.3f}，κ {kappa:.3f}", translates={"es": "11b6803aa3fb", "zh": "11b6803aa3fb"}),
    code(r"""
import os

from ragmetrics.generation import JudgeError, LLMJudge

# An LLM judge, only if an endpoint is configured (chapter 05): nothing is shown as a model's output otherwise
if os.environ.get("RAGMETRICS_LLM_BASE_URL") and os.environ.get("RAGMETRICS_LLM_MODEL"):
    try:
        llm = LLMJudge.from_env()
        if labelled:
            sample_rng = np.random.default_rng(seed)
            yes = [a for a in labelled if labels[a.answer_id].faithful == 1 and a.citations]
            no = [a for a in labelled if labels[a.answer_id].faithful == 0 and a.citations]
            size = min(10, len(yes), len(no))
            sample = [yes[i] for i in sample_rng.choice(len(yes), size, replace=False)] + [no[i] for i in sample_rng.choice(len(no), size, replace=False)]
            verdicts = [int(rm.faithfulness(answer=plain(a.text), contexts=[passage_text[p] for p in a.citations if p in passage_text], judge=llm).score == 1.0) for a in sample]
            report = rm.judge_report([labels[a.answer_id].faithful for a in sample], verdicts)
            print(t("ch12.llm_report", n=report.n, tpr=report.tpr, tnr=report.tnr, ba=report.balanced_accuracy, kappa=report.kappa))
        else:
            print(t("ch12.no_labels"))
        llm_sbs = rm.side_by_side(llm.compare_answers, triples[:10])
        print(t("ch12.gsb", pairs=len(triples[:10]), a=t("ch12.kind." + system_a), b=t("ch12.kind." + system_b), good=llm_sbs.good, same=llm_sbs.same, bad=llm_sbs.bad,
                flips=llm_sbs.flips, gsb=llm_sbs.gsb, p=llm_sbs.p_value))
    except JudgeError as error:  # the message never contains the key
        print(t("ch12.llm_error", error=error))
else:
    print(t("ch12.llm_skipped"))
""", tags=["nbval-ignore-output"]),
    md(
        en=r"""
## 9. What teams report, and what a study with people would add

Dashboards of deployed RAG assistants rarely show ROUGE. They show **acceptance** (the share of answers users accept, copy or rate up), the **refusal rate** ("I don't know", the abstention of chapter 08; too low on unanswerable questions signals hallucination, too high on answerable ones means lost help), the **hand-off rate** (conversations passed to a human agent) and the **hallucination rate** (the share of answers with an unsupported claim, from a judge checked against labels, corrected as in section 6). Each is a rate to report with its interval, and the offline measures of this chapter (computed on a fixed set, before any user sees an answer) are how you predict them before release.

The labels this chapter measures judges against were made by LLM assistants working from written guidelines. A study with people would have support staff label a random sample blind, measure their agreement with each other, and then report every judge, and the LLM annotators themselves, against them, as chapter 10 describes; only then could the TPR and kappa above be read as agreement with people.

""",
        es=r"""
## 9. De qué informan los equipos y qué añadiría un estudio con personas

Los paneles de los asistentes RAG en producción rara vez muestran ROUGE. Muestran la **tasa de aceptación** (la proporción de respuestas que los usuarios aceptan, copian o valoran bien), la **tasa de negativas** («no lo sé», la abstención del capítulo 08; si es demasiado baja en preguntas sin respuesta, indica alucinación; si es demasiado alta en preguntas con respuesta, es ayuda que se pierde), la **tasa de derivación** (conversaciones que pasan a un agente humano) y la **tasa de alucinación** (la proporción de respuestas con alguna afirmación sin respaldo, según un juez comprobado con etiquetas y corregido como en el apartado 6). Cada una es una tasa de la que se informa con su intervalo, y las medidas *offline* de este capítulo (calculadas sobre un conjunto fijo, antes de que ningún usuario vea una respuesta) son la forma de predecirlas antes de poner el asistente en producción.

Las etiquetas con las que este capítulo mide a los jueces las pusieron asistentes LLM que trabajan con unas pautas escritas. Un estudio con anotadores humanos haría que varias personas del equipo de soporte etiquetaran a ciegas una muestra aleatoria, mediría el acuerdo entre ellas y después mediría frente a ellas a cada juez y a los propios anotadores LLM, como describe el capítulo 10; solo entonces podrían leerse la TPR y la kappa de arriba como acuerdo con personas.

""",
        zh=r"""
## 9. 团队实际报告的指标，以及人工标注研究还能告诉我们什么

线上 RAG 助手的看板上很少出现 ROUGE。看板上展示的是**采纳率**（用户接受、复制或点赞的回答所占比例）、**拒答率**（回答“我不知道”的比例，即第 8 章中的拒答；在无答案问题上太低意味着幻觉，在有答案问题上太高意味着该帮的没帮上）、**转人工率**（转给人工客服的会话比例）和**幻觉率**（含有无依据陈述的回答所占比例，由经过标签检验的评审判断，并按第 6 节的方法校正）。每一个都是比例，都应连同区间一起报告；本章的离线指标（在固定的数据集上计算，不依赖用户的真实反馈）就是上线前预测它们的手段。

本章用来衡量评审的标签，由 LLM 助手按书面规范给出。人工标注研究会请客服人员在不知来源的情况下给一个随机样本打标签，先衡量他们彼此之间的一致性，再把每个评审以及 LLM 标注者本身与他们对比，具体做法见第 10 章；只有这样，上面的 TPR 和 kappa 才能解读为与人工标注的一致性。

""",
        translates={"es": "9e01e38222f1", "zh": "9e01e38222f1"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** A reference answer says "30 days"; an answer says "60 days" in otherwise the same words. Why does its token F1 stay high, and what catches the mistake?

<details><summary>Answer</summary>

Token F1 counts shared words, and the two sentences share all but one. It measures wording, not correctness. A judge that checks each statement against the passages (faithfulness) or against the reference's facts (nuggets) catches the wrong number.
</details>

**2.** Your LLM judge says 80 % of answers are faithful; on 100 answers with labels it misses some unfaithful ones. Can you still report a rate?

<details><summary>Answer</summary>

Yes, a corrected one: measure the judge as a classifier on the labelled answers, then correct its rate on all the answers with the labelled ones (prediction-powered inference, section 6), and give the interval. The judge's raw 80 % is biased by its own mistakes.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** Una respuesta de referencia dice «30 días»; una respuesta dice «60 días» con las mismas palabras por lo demás. ¿Por qué su F1 de tokens sigue siendo alto, y qué detecta el error?

<details><summary>Respuesta</summary>

El F1 de tokens cuenta palabras compartidas, y las dos frases comparten todas menos una. Mide la redacción, no la corrección. Un juez que contrasta cada afirmación con los fragmentos (fidelidad) o con los datos de la referencia (nuggets) detecta la cifra equivocada.
</details>

**2.** Tu juez LLM dice que el 80 % de las respuestas son fieles; en 100 respuestas etiquetadas se le escapan algunas que no lo son. ¿Puedes dar aun así una tasa?

<details><summary>Respuesta</summary>

Sí, una corregida: mide el juez como clasificador en las respuestas etiquetadas y luego corrige con las etiquetadas la tasa que da sobre todas (inferencia potenciada por predicciones, apartado 6), y da el intervalo. El 80 % bruto del juez está sesgado por sus propios errores.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 参考答案说“30 天”；某个回答其余措辞完全相同，却说“60 天”。为什么它的词级 F1 仍然很高？什么方法能发现这个错误？

<details><summary>答案</summary>

词级 F1 统计的是共有的词（中文按字切分），这两句话只差一个数字。它衡量的是措辞，而不是正确性。逐条对照片段检查陈述的评审（忠实度），或对照参考答案中信息点的评审，才能发现这个错误的数字。
</details>

**2.** 你的 LLM 评审认为 80% 的回答是忠实的；在 100 个有标签的回答上，它漏掉了一些不忠实的回答。你还能报告一个比例吗？

<details><summary>答案</summary>

能，但要报告校正后的比例：先在有标签的回答上把评审当作分类器来衡量，再用这些有标签的回答校正它在全部回答上的比例（预测驱动推断，第 6 节），并给出区间。评审直接给出的 80% 会因它自己的错误而有偏差。
</details>
""",
        translates={"es": "9bff3287a896", "zh": "9bff3287a896"},
    ),
    md(
        en=r"""
## Summary

- Lexical metrics (EM, token F1, ROUGE-L, BLEU, chrF) measure wording: a wrong number keeps almost the whole score of the right sentence, and extractive answers and refusals score low, right or wrong. Use them for extractive QA, translation and summaries, not to judge generated answers.
- Citations: ALCE recall (each statement supported by its own citations) and precision (the share of relevant citations); count the answers built on an outdated page apart.
- Completeness: nuggets with vital/okay importance; All and Vital, strict and partial (TREC 2024 RAG). A missing vital nugget is where attributing a failure starts: retrieval, generation or missing knowledge.
- A judge is a classifier: confusion matrix, TPR/TNR, balanced accuracy, kappa, threshold chosen on one half and reported on the other.
- PPI: a few random labels correct a judge's bias, with an interval.
- Side by side: ask each pair in both orders, count a flip as a tie, and end with a sign test.
""",
        es=r"""
## Resumen

- Las métricas léxicas (EM, F1 de tokens, ROUGE-L, BLEU, chrF) miden la redacción: un número equivocado conserva casi toda la puntuación de la frase correcta, y las respuestas extractivas y las negativas puntúan bajo, sean o no correctas. Úsalas en la búsqueda de respuestas extractiva, en traducción y en resúmenes, no para juzgar respuestas generadas.
- Citas: el recall de ALCE (cada frase respaldada por sus propias citas) y la precisión (la proporción de citas relevantes); cuenta aparte las respuestas construidas sobre una página obsoleta.
- Completitud: nuggets con importancia vital/okay; All y Vital, estrictas y parciales (TREC 2024 RAG). Un nugget vital que falta es el punto de partida para atribuir un fallo: a la recuperación, a la generación o a la falta de conocimiento.
- Un juez es un clasificador: matriz de confusión, TPR/TNR, exactitud equilibrada, kappa y un umbral elegido con una mitad y evaluado con la otra.
- PPI: unas pocas etiquetas aleatorias corrigen el sesgo de un juez, con su intervalo.
- Comparación por pares: pregunta cada par en los dos órdenes, cuenta como empate un veredicto que cambia con el orden y termina con una prueba de signos.
""",
        zh=r"""
## 小结

- 词汇指标（EM、词级 F1、ROUGE-L、BLEU、chrF）衡量的是措辞：错误的数字几乎保留了正确句子的全部分数，而抽取式回答和拒答不论对错得分都低。它们适用于抽取式问答、翻译和摘要，不适合评判生成式回答。
- 引用：ALCE 的引用召回率（陈述能否由它自己的引用支持，取平均）和引用精确率（相关引用所占比例）；建立在过时页面上的回答要单独统计。
- 完整度：带关键/一般重要性的信息点；All 与 Vital，严格与非严格（TREC 2024 RAG）。缺少关键信息点是失败案例归因的起点：检索、生成还是知识缺失。
- 评审就是分类器：混淆矩阵、TPR/TNR、平衡准确率、kappa，在一半数据上选阈值，在另一半上报告。
- PPI：少量随机标签就能校正评审的偏差，并给出区间。
- 并排比较：每一对都按两种顺序提问，随顺序翻转的判定算作平局，最后做符号检验。
""",
        translates={"es": "bfcd2cbe08a3", "zh": "bfcd2cbe08a3"},
    ),
    msg("ch12.summary", en="Chapter 12, k = {k}, seed = {seed}: {answers} answers ({language})", es="Capítulo 12, k = {k}, semilla = {seed}: {answers} respuestas ({language})", zh="第 12 章，k = {k}，seed = {seed}：{answers} 个回答（{language}）", translates={"es": "29d80d821f25", "zh": "29d80d821f25"}),
    msg("ch12.summary_lexical", en="  paraphrase vs wrong number, token F1: right first {first:.3f}, mean gap {gap:.3f}, AUC {auc:.3f}",
        es="  paráfrasis frente a número equivocado, F1 de tokens: primero la correcta {first:.3f}, diferencia media {gap:.3f}, AUC {auc:.3f}",
        zh="  “改写”对“数字错误”，词级 F1：正确者在前 {first:.3f}，平均差距 {gap:.3f}，AUC {auc:.3f}", translates={"es": "cd4ad41c9aac", "zh": "cd4ad41c9aac"}),
    msg("ch12.summary_outdated", en="  extractive answers on an outdated page: {rate:.1%}; their retrieval holds an outdated passage in the top {k} for {top:.1%} of the questions (outdated@{k})",
        es="  respuestas extractivas apoyadas en una página obsoleta: el {rate:.1%}; su recuperación tiene un fragmento obsoleto entre los {k} primeros en el {top:.1%} de las preguntas (outdated@{k})",
        zh="  基于过时页面的抽取式回答：{rate:.1%}；检索结果前 {k} 名中含过时片段的问题占 {top:.1%}（outdated@{k}）", translates={"es": "132c123746f4", "zh": "132c123746f4"}),
    msg("ch12.summary_sbs", en="  side by side {a} vs {b}: GSB {gsb:+.3f}, sign test p = {p:.2g}", es="  comparación por pares, «{a}» frente a «{b}»: GSB {gsb:+.3f}, prueba de signos p = {p:.2g}", zh="  并排比较“{a}”对“{b}”：GSB {gsb:+.3f}，符号检验 p = {p:.2g}", translates={"es": "2ec8b5ff5e46", "zh": "2ec8b5ff5e46"}),
    code(r"""
print(t("ch12.summary", k=k, seed=seed, answers=len(answers), language=language))
f1_row = next(row for row in rows if row[0] == "F1")
print(t("ch12.summary_lexical", first=f1_row[1], gap=f1_row[2], auc=f1_row[3]))
top_k = np.mean([any(status.get(pid.split("#")[0]) == "outdated" for pid in a.retrieved[:k]) for a in extractive])
print(t("ch12.summary_outdated", rate=len(on_outdated) / len(extractive), top=top_k, k=k))
print(t("ch12.summary_sbs", a=t("ch12.kind." + system_a), b=t("ch12.kind." + system_b), gsb=sbs.gsb, p=sbs.p_value))
""", tags=["summary"]),
    md(
        en=r"""
## Exercises

Practise this chapter in [the exercises](../../exercises/en/12_judging_answers.ipynb) (each one checks your answer, with hints).

## References

- Gao, T., Yen, H., Yu, J. and Chen, D. (2023). "Enabling Large Language Models to Generate Text with Citations" (ALCE). *EMNLP 2023*. <https://arxiv.org/abs/2305.14627>
- Pradeep, R., Thakur, N., Upadhyay, S., Campos, D., Craswell, N. and Lin, J. (2024). "Initial Nugget Evaluation Results for the TREC 2024 RAG Track with the AutoNuggetizer Framework". <https://arxiv.org/abs/2411.09607>
- Angelopoulos, A. N., Bates, S., Fannjiang, C., Jordan, M. I. and Zrnic, T. (2023). "Prediction-powered inference". *Science* 382(6671), 669–674.
- Saad-Falcon, J., Khattab, O., Potts, C. and Zaharia, M. (2024). "ARES: An Automated Evaluation Framework for Retrieval-Augmented Generation Systems". *NAACL 2024*.
- Zheng, L. et al. (2023). "Judging LLM-as-a-Judge with MT-Bench and Chatbot Arena". *NeurIPS 2023 Datasets and Benchmarks*.
- Manakul, P., Liusie, A. and Gales, M. J. F. (2023). "SelfCheckGPT: Zero-Resource Black-Box Hallucination Detection for Generative Large Language Models". *EMNLP 2023*. <https://arxiv.org/abs/2303.08896>
- Min, S. et al. (2023). "FActScore: Fine-grained Atomic Evaluation of Factual Precision in Long Form Text Generation". *EMNLP 2023*. <https://arxiv.org/abs/2305.14251>
- Vectara (2023). "HHEM: Hughes Hallucination Evaluation Model". <https://huggingface.co/vectara/hallucination_evaluation_model>
- Rajpurkar, P., Zhang, J., Lopyrev, K. and Liang, P. (2016). "SQuAD: 100,000+ Questions for Machine Comprehension of Text". *EMNLP 2016*.
- Cui, Y. et al. (2019). "A Span-Extraction Dataset for Chinese Machine Reading Comprehension" (CMRC 2018). *EMNLP-IJCNLP 2019*.
- He, W. et al. (2018). "DuReader: a Chinese Machine Reading Comprehension Dataset from Real-world Applications". *Workshop on Machine Reading for Question Answering, ACL 2018*.
- Lin, C.-Y. (2004). "ROUGE: A Package for Automatic Evaluation of Summaries". *Text Summarization Branches Out, ACL 2004*.
- Papineni, K., Roukos, S., Ward, T. and Zhu, W.-J. (2002). "BLEU: a Method for Automatic Evaluation of Machine Translation". *ACL 2002*.
- Popović, M. (2015). "chrF: character n-gram F-score for automatic MT evaluation". *WMT 2015*.
- Post, M. (2018). "A Call for Clarity in Reporting BLEU Scores" (sacrebleu). *WMT 2018*.
""",
        es=r"""
## Ejercicios

Practica este capítulo con [los ejercicios](../../exercises/es/12_judging_answers.ipynb) (cada uno comprueba tu respuesta y da pistas).

## Referencias

- Gao, T., Yen, H., Yu, J. y Chen, D. (2023). «Enabling Large Language Models to Generate Text with Citations» (ALCE). *EMNLP 2023*. <https://arxiv.org/abs/2305.14627>
- Pradeep, R., Thakur, N., Upadhyay, S., Campos, D., Craswell, N. y Lin, J. (2024). «Initial Nugget Evaluation Results for the TREC 2024 RAG Track with the AutoNuggetizer Framework». <https://arxiv.org/abs/2411.09607>
- Angelopoulos, A. N., Bates, S., Fannjiang, C., Jordan, M. I. y Zrnic, T. (2023). «Prediction-powered inference». *Science* 382(6671), 669–674.
- Saad-Falcon, J., Khattab, O., Potts, C. y Zaharia, M. (2024). «ARES: An Automated Evaluation Framework for Retrieval-Augmented Generation Systems». *NAACL 2024*.
- Zheng, L. et al. (2023). «Judging LLM-as-a-Judge with MT-Bench and Chatbot Arena». *NeurIPS 2023 Datasets and Benchmarks*.
- Manakul, P., Liusie, A. y Gales, M. J. F. (2023). «SelfCheckGPT: Zero-Resource Black-Box Hallucination Detection for Generative Large Language Models». *EMNLP 2023*. <https://arxiv.org/abs/2303.08896>
- Min, S. et al. (2023). «FActScore: Fine-grained Atomic Evaluation of Factual Precision in Long Form Text Generation». *EMNLP 2023*. <https://arxiv.org/abs/2305.14251>
- Vectara (2023). «HHEM: Hughes Hallucination Evaluation Model». <https://huggingface.co/vectara/hallucination_evaluation_model>
- Rajpurkar, P., Zhang, J., Lopyrev, K. y Liang, P. (2016). «SQuAD: 100,000+ Questions for Machine Comprehension of Text». *EMNLP 2016*.
- Cui, Y. et al. (2019). «A Span-Extraction Dataset for Chinese Machine Reading Comprehension» (CMRC 2018). *EMNLP-IJCNLP 2019*.
- He, W. et al. (2018). «DuReader: a Chinese Machine Reading Comprehension Dataset from Real-world Applications». *Workshop on Machine Reading for Question Answering, ACL 2018*.
- Lin, C.-Y. (2004). «ROUGE: A Package for Automatic Evaluation of Summaries». *Text Summarization Branches Out, ACL 2004*.
- Papineni, K., Roukos, S., Ward, T. y Zhu, W.-J. (2002). «BLEU: a Method for Automatic Evaluation of Machine Translation». *ACL 2002*.
- Popović, M. (2015). «chrF: character n-gram F-score for automatic MT evaluation». *WMT 2015*.
- Post, M. (2018). «A Call for Clarity in Reporting BLEU Scores» (sacrebleu). *WMT 2018*.
""",
        zh=r"""
## 练习

用[本章练习](../../exercises/zh/12_judging_answers.ipynb)巩固所学（每道题都会检查你的答案，并给出提示）。

## 参考文献

- T. Gao、H. Yen、J. Yu、D. Chen，“Enabling Large Language Models to Generate Text with Citations”（ALCE），EMNLP 2023，<https://arxiv.org/abs/2305.14627>。
- R. Pradeep、N. Thakur、S. Upadhyay、D. Campos、N. Craswell、J. Lin，“Initial Nugget Evaluation Results for the TREC 2024 RAG Track with the AutoNuggetizer Framework”，2024，<https://arxiv.org/abs/2411.09607>。
- A. N. Angelopoulos、S. Bates、C. Fannjiang、M. I. Jordan、T. Zrnic，“Prediction-powered inference”，*Science* 382(6671)，669–674，2023。
- J. Saad-Falcon、O. Khattab、C. Potts、M. Zaharia，“ARES: An Automated Evaluation Framework for Retrieval-Augmented Generation Systems”，NAACL 2024。
- L. Zheng 等，“Judging LLM-as-a-Judge with MT-Bench and Chatbot Arena”，NeurIPS 2023 Datasets and Benchmarks。
- P. Manakul、A. Liusie、M. J. F. Gales，“SelfCheckGPT: Zero-Resource Black-Box Hallucination Detection for Generative Large Language Models”，EMNLP 2023，<https://arxiv.org/abs/2303.08896>。
- S. Min 等，“FActScore: Fine-grained Atomic Evaluation of Factual Precision in Long Form Text Generation”，EMNLP 2023，<https://arxiv.org/abs/2305.14251>。
- Vectara，HHEM（Hughes Hallucination Evaluation Model），<https://huggingface.co/vectara/hallucination_evaluation_model>。
- P. Rajpurkar、J. Zhang、K. Lopyrev、P. Liang，“SQuAD: 100,000+ Questions for Machine Comprehension of Text”，EMNLP 2016。
- Y. Cui 等，“A Span-Extraction Dataset for Chinese Machine Reading Comprehension”（CMRC 2018），EMNLP-IJCNLP 2019。
- W. He 等，“DuReader: a Chinese Machine Reading Comprehension Dataset from Real-world Applications”，Workshop on Machine Reading for Question Answering，ACL 2018。
- C.-Y. Lin，“ROUGE: A Package for Automatic Evaluation of Summaries”，Text Summarization Branches Out，ACL 2004。
- K. Papineni、S. Roukos、T. Ward、W.-J. Zhu，“BLEU: a Method for Automatic Evaluation of Machine Translation”，ACL 2002。
- M. Popović，“chrF: character n-gram F-score for automatic MT evaluation”，WMT 2015。
- M. Post，“A Call for Clarity in Reporting BLEU Scores”（sacrebleu），WMT 2018。
""",
        translates={"es": "721475734878", "zh": "721475734878"},
    ),
]
