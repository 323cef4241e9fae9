"""Chapter 10 · Building the evaluation set, and trusting the judges: the source of
notebooks/{en,es,zh}/10_evaluation_set.ipynb and of the catalog keys ch10.* (course/ragmetrics_course/messages_chapter_10.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 10 --run
(docs/course.md says how a source is written). Issue 14: where queries come from, judging and pooling
(a simulation on the lab corpus), bpref, the two annotation passes and their kappa, automatic judges
against the adjudicated labels (LLM assistants' labels, see the DATASHEET), LLM judges and their biases.
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch10_part2 import CELLS as PART2

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "rounded, + 0.0: a gap of -0.0001 would print as -0.000": (
        "redondeado y + 0.0: una diferencia de -0.0001 se imprimiría como -0.000",
        "先取整再加 0.0：否则 -0.0001 的差距会打印成 -0.000",
    ),
    "two lines: one is too wide for the panel": (
        "dos líneas: en una sola no cabe en el panel",
        "分成两行：一行放不下",
    ),
    "a long text cut at a word boundary (where there is one) and marked with \"…\", so no word is cut silently": (
        "un texto largo se corta entre palabras (si las hay) y se marca con «…»: ninguna palabra queda cortada sin aviso",
        "过长的文字在词与词之间截断（有空格时），并加上“…”，不会悄悄切断词语",
    ),
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    "the help centre in this notebook's language (chapter 08)": (
        "el centro de ayuda en el idioma de este notebook (capítulo 08)",
        "本笔记本所用语言的帮助中心（第 8 章）",
    ),
    "the adjudicated grades of the passages: chapter 08's qrels": (
        "los grados arbitrados de los fragmentos: los qrels del capítulo 08",
        "片段的裁定等级：第 8 章的 qrels",
    ),
    "the annotators read every article for every question: a passage they did not mark is judged 0": (
        "los anotadores leyeron todos los artículos para cada pregunta: un fragmento que no marcaron está juzgado con 0",
        "标注者针对每个问题读过所有文章：没有被标出的片段就是被判为 0",
    ),
    "seven retrievers on the same passages; the dense one loads the embedder once (a few seconds)": (
        "siete recuperadores sobre los mismos fragmentos; el denso carga el modelo de embeddings una vez (unos segundos)",
        "同一批片段上的七个检索器；稠密检索器只加载一次嵌入模型（几秒钟）",
    ),
    "each run ranked once, best first": ("cada run ordenado una vez, el mejor primero", "每个 run 只排序一次，最好的在前"),
    "the mix of questions, and the mean of two retrievers on each kind": (
        "la mezcla de preguntas, y la media de dos recuperadores en cada tipo",
        "问题的构成，以及两个检索器在每类问题上的平均分",
    ),
    "unanswerable questions have no relevant passage: no qrels, no score": (
        "las preguntas sin respuesta no tienen ningún fragmento relevante: ni qrels ni puntuación",
        "无答案的问题没有相关片段：没有 qrels，也没有分数",
    ),
    "the passages a pool holds for each question: the top `depth` of each of these runs": (
        "los fragmentos que reúne un pool para cada pregunta: el top `depth` de cada uno de estos runs",
        "池中每个问题包含的片段：这些 run 各自的前 `depth` 名",
    ),
    "how many (question, passage) pairs a judge reads per question, by pool depth": (
        "cuántos pares (pregunta, fragmento) lee un juez por pregunta, según la profundidad del pool",
        "按池深度统计：每个问题评审要读多少个（问题，片段）对",
    ),
    "The pool: the top k of the two BM25 runs, judged; every other passage stays unjudged": (
        "El pool: el top k de los dos runs de BM25, juzgado; todos los demás fragmentos quedan sin juzgar",
        "池：两个 BM25 run 的前 k 名，都做了标注；其余片段都没有标注",
    ),
    "The question where the dense retriever has the most relevant passages outside the pool in its top k": (
        "La pregunta en la que el recuperador denso tiene más fragmentos relevantes fuera del pool dentro de su top k",
        "稠密检索器前 k 名中池外相关片段最多的那个问题",
    ),
    "P(rel=2)@k by hand: relevant passages in the top k / k, with each set of judgments": (
        "P(rel=2)@k a mano: fragmentos relevantes en el top k / k, con cada conjunto de juicios",
        "手算 P(rel=2)@k：前 k 名中的相关片段数 / k，分别用两套标注",
    ),
    "The same experiment at several pool depths: judged share and the gap to BM25": (
        "El mismo experimento con varias profundidades de pool: proporción juzgada y distancia a BM25",
        "同一个实验换成不同的池深度：已标注比例以及与 BM25 的差距",
    ),
    "bpref by hand, as trec_eval's loop: judged passages only, in rank order": (
        "bpref a mano, como el bucle de trec_eval: solo fragmentos juzgados, en orden de ranking",
        "按 trec_eval 的循环手算 bpref：只看已标注的片段，按排名顺序",
    ),
    "an unjudged passage is skipped: it neither helps nor hurts": (
        "un fragmento sin juzgar se salta: ni ayuda ni perjudica",
        "未标注的片段直接跳过：既不加分也不扣分",
    ),
    "the same with ragmetrics": ("lo mismo con ragmetrics", "用 ragmetrics 计算同样的量"),
    "Which measure keeps the order of the seven systems when only the pool is judged?": (
        "¿Qué medida conserva el orden de los siete sistemas cuando solo se juzga el pool?",
        "只标注池中片段时，哪个指标能保持七个系统的先后顺序？",
    ),
    "condensed list: drop the unjudged passages from the run, then evaluate": (
        "lista condensada: quita del run los fragmentos sin juzgar y después evalúa",
        "压缩列表：先从 run 中删掉未标注的片段，再评估",
    ),
    "The two annotation passes, article by article: every (question, article) either pass judged": (
        "Las dos pasadas de anotación, artículo a artículo: cada par (pregunta, artículo) que juzgó alguna de ellas",
        "两轮标注，按文章比较：任一轮标注过的每个（问题，文章）对",
    ),
    "Cohen's kappa by hand: agreement observed, agreement expected by chance": (
        "La kappa de Cohen a mano: acuerdo observado y acuerdo esperado por azar",
        "手算 Cohen's kappa：原始一致率与随机期望一致率",
    ),
    "the same on the command line, from two qrels files": (
        "lo mismo en la línea de comandos, a partir de dos archivos qrels",
        "在命令行中用两个 qrels 文件做同样的计算",
    ),
    "Where the passes disagree, and what the adjudication kept": (
        "Dónde discrepan las pasadas y qué conservó el arbitraje",
        "两轮标注的分歧在哪里，裁定保留了什么",
    ),
    "The seven systems evaluated with pass A, pass B and the adjudicated qrels": (
        "Los siete sistemas evaluados con la pasada A, la pasada B y los qrels arbitrados",
        "分别用 A 轮、B 轮和裁定后的 qrels 评估七个系统",
    ),
    "The pairs a team would judge: the top k of the seven systems, with the adjudicated grades": (
        "Los pares que juzgaría un equipo: el top k de los siete sistemas, con los grados arbitrados",
        "一个标注团队要标的（问题，片段）对：七个系统的前 k 名，以及裁定后的等级",
    ),
    "Two offline judges label the same pairs": ("Dos jueces sin conexión etiquetan los mismos pares", "两个离线评审给同样的对打标签"),
    "relevant passages of the dense run ranked below a judged non-relevant one, with the pooled judgments": (
        "fragmentos relevantes del run denso colocados por debajo de uno juzgado no relevante, con los juicios del pool",
        "稠密 run 中排在某个已标注不相关片段之后的相关片段（按池化标注）",
    ),
    "the similarity judge's thresholds are fitted on the odd-numbered questions, and checked on the even ones": (
        "los umbrales del juez de similitud se ajustan con las preguntas impares y se comprueban con las pares",
        "相似度评审的阈值用奇数编号的问题拟合，用偶数编号的问题检验",
    ),
    "The rule judge's mistakes: a high rating where the adjudicated label is 0, and 0 where it is 3": (
        "Los errores del juez de reglas: una nota alta donde la etiqueta arbitrada es 0, y 0 donde es 3",
        "规则评审的错误：对于裁定标签为 0 的（问题，片段）对给了高分，对于裁定标签为 3 的却给了 0",
    ),
    "Do the judges rank the seven systems as the adjudicated labels do? The same pool, qrels made by each": (
        "¿Ordenan los jueces los siete sistemas como las etiquetas arbitradas? El mismo pool, con los qrels de cada uno",
        "评审给七个系统的排序和裁定标签一致吗？同一个池，分别用各自生成的 qrels",
    ),
    "An LLM judge, only if an endpoint is configured (chapter 05): nothing is shown as a model's output otherwise": (
        "Un juez LLM, solo si hay un endpoint configurado (capítulo 05): si no, no se muestra nada como salida de un modelo",
        "只有配置了端点（见第 5 章）时才运行 LLM 评审：否则不会把任何内容当作模型输出展示",
    ),
    "a balanced sample of the checked pairs: half relevant by the adjudicated labels, half not": (
        "una muestra equilibrada de los pares de comprobación: la mitad relevantes según las etiquetas arbitradas, la otra mitad no",
        "从检验用的对中抽取平衡样本：一半按裁定标签相关，一半不相关",
    ),
    "a passage no question needs, appended as padding": (
        "un fragmento que ninguna pregunta necesita, añadido como relleno",
        "一个任何问题都用不到的片段，作为填充文字附加上去",
    ),
    "pairs for the position probe: a relevant and a non-relevant passage of the same question": (
        "pares para la sonda de posición: un fragmento relevante y otro no relevante de la misma pregunta",
        "位置探针用的组合：同一个问题的一个相关片段和一个不相关片段",
    ),
    "the message never contains the key": ("el mensaje nunca contiene la clave", "错误信息里绝不会出现密钥"),
    "The length probe on the offline judges: does off-topic padding change the rating?": (
        "La sonda de longitud sobre los jueces sin conexión: ¿cambia la nota al añadir relleno ajeno al tema?",
        "对离线评审做长度探针：附加无关文字会改变评分吗？",
    ),
}

# Figures the prose states, computed by the code cells (tools/figures.py): {{fig:name}} in the markdown
FIGURES = {
    "k": "k",
    "pool_rise": "float(np.mean([seen[n][measure] - truth[n][measure] for n in lexical]))",
    "other_lo": "min(seen[n][measure] - truth[n][measure] for n in names if n not in lexical)",
    "other_hi": "max(seen[n][measure] - truth[n][measure] for n in names if n not in lexical)",
    "judged_lo": "min(seen[n][judged_at_k] for n in names if n not in lexical)",
    "judged_hi": "max(seen[n][judged_at_k] for n in names if n not in lexical)",
    "kappa": "passes_agree.kappa",
    # a τ set in a sentence: the language's decimal mark and a true minus (format() writes a hyphen)
    "tau_plain": "write_number(taus[measure], '.3f', lang).replace('-', '\u2212')",
    "tau_condensed": "write_number(taus[t('ch10.condensed', measure=measure)], '.3f', lang).replace('-', '\u2212')",
    "tau_bpref": "write_number(taus[t('ch10.bpref_label')], '.3f', lang).replace('-', '\u2212')",
    "both_zero": "100 * float(np.mean([pass_a_labels[i] == 0 and pass_b_labels[i] == 0 for i in even]))",
    "probe_n": "len(relevant_pairs)",
    "rule_raised": "round(offline_length[t('ch10.judge.rule')].raised * len(relevant_pairs))",
    "passages": "len(text)",
    "sim_lowered": "round(offline_length[t('ch10.judge.similarity')].lowered * len(relevant_pairs))",
}
FIGURES_SETUP = "from ragmetrics_course.messages import write_number"

CELLS = [
    md(
        en=r"""
# 10 · Building the evaluation set, and trusting the judges

Every number in this course rests on relevance judgments: someone decided which passages answer which questions. This chapter looks at that foundation.

**What you will learn**

- **where test questions come from**, and what each source misses;
- how judging works: **guidelines, grade scales, judging depth, pooling**;
- in a simulation on the lab's help centre, what happens to a **new retriever** evaluated with judgments made from other systems' results: its unjudged passages count as not relevant, and **Judged@k** beside nDCG@k shows it;
- **bpref**, a measure built for incomplete judgments;
- how well **two annotators agree**: Cohen's kappa on the corpus's two annotation passes (both made by LLM annotators), where they disagree, and whether the ranking of systems changes with the other pass;
- **automatic judges** (the rule judge and an embedding-similarity threshold) compared with the adjudicated labels, and the same procedure for an **LLM judge**;
- the **biases** LLM judges are known for, with a procedure to measure them on your own data.

[[time]]
""",
        es=r"""
# 10 · Construir el conjunto de evaluación y fiarse de los jueces

Todas las cifras de este curso se apoyan en juicios de relevancia: alguien decidió qué fragmentos responden a qué preguntas. Este capítulo examina esos cimientos.

**Qué aprenderás**

- **de dónde salen las preguntas de prueba** y qué se le escapa a cada fuente;
- cómo se juzga: **pautas, escalas de grados, profundidad del pool y *pooling***;
- en una simulación sobre el centro de ayuda del laboratorio, qué le pasa a un **recuperador nuevo** evaluado con juicios hechos a partir de los resultados de otros sistemas: sus fragmentos sin juzgar cuentan como no relevantes, y **Judged@k** al lado de nDCG@k lo deja ver;
- **bpref**, una medida pensada para juicios incompletos;
- cuánto **coinciden dos anotadores**: la kappa de Cohen sobre las dos pasadas de anotación del corpus (ambas hechas por anotadores LLM), dónde discrepan y si el orden de los sistemas cambia con la otra pasada;
- **jueces automáticos** (el juez de reglas y un umbral de similitud de embeddings) comparados con las etiquetas arbitradas, y el mismo procedimiento para un **juez LLM**;
- los **sesgos** conocidos de los jueces LLM, con un procedimiento para medirlos en tus propios datos.

[[time]]
""",
        zh=r"""
# 10 · 构建评测集：评审可信吗？

本课程的每一个数字都建立在相关性标注之上：总得有人决定哪些片段回答了哪些问题。本章就来审视这块地基。

**本章你将学到**

- **评测集的问题从哪里来**，每种来源会漏掉什么；
- 标注是怎么做的：**标注规范、等级体系、标注深度、池化（pooling）**；
- 在实验室的帮助中心语料上做一次模拟：用其他系统的结果建出的标注来评估一个**新检索器**时，它检索到却未被标注的片段都会被当成不相关；把 **Judged@k** 和 nDCG@k 并列报告，就能发现这一点；
- **bpref**，一个为不完整标注设计的指标；
- **两个标注者的一致性**：语料两轮标注（都由 LLM 标注者完成）的 Cohen's kappa、两轮的分歧在哪里，以及换用另一轮标注时系统排序会不会变；
- **自动评审**（规则评审和嵌入相似度阈值）与裁定标签的比较，以及对 **LLM 评审**做同样的检验；
- LLM 评审已知的**偏差**，以及在自己的数据上测量这些偏差的方法。

[[time]]
""",
        translates={"es": "3ccfbebed328", "zh": "3ccfbebed328"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import numpy as np
import ragmetrics as rm
from ragmetrics_course import check_parameters, print_table, set_language, setup_fonts, t
from ragmetrics_course.lab import Lab

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## The lab, seven retrievers and complete judgments

The chapter reuses chapter 08's help centre: 50 articles cut into paragraphs, 70 questions of six kinds, and the passage grades derived from the adjudicated answer spans. Its annotators read *every* article for *every* question, so a passage they did not mark is a judged 0, not an unknown: the judgments are **complete**, which real collections almost never are. That is what makes the simulations below possible: hide part of the judgments, and the truth is still there to compare with.

Seven retrievers give seven runs on the same passages: BM25 with its usual parameters and with other ones (*k*<sub>1</sub> = 0.9, *b* = 0.4), the dense retriever, and four hybrids (RRF, and weighted fusions with 30 %, 50 % and 70 % dense).
""",
        es=r"""
## El laboratorio, siete recuperadores y juicios completos

El capítulo reutiliza el centro de ayuda del capítulo 08: 50 artículos cortados en párrafos, 70 preguntas de seis tipos y los grados de los fragmentos derivados de los tramos de respuesta arbitrados. Sus anotadores leyeron *todos* los artículos para *cada* pregunta, así que un fragmento que no marcaron es un 0 juzgado, no una incógnita: los juicios son **completos**, algo que las colecciones reales casi nunca tienen. Eso es lo que hace posibles las simulaciones de abajo: se puede ocultar parte de los juicios y seguir teniendo la verdad para comparar.

Siete recuperadores dan siete runs sobre los mismos fragmentos: BM25 con sus parámetros habituales y con otros (*k*<sub>1</sub> = 0,9, *b* = 0,4), el recuperador denso y cuatro híbridos (RRF y fusiones ponderadas con un 30 %, un 50 % y un 70 % de denso).
""",
        zh=r"""
## 实验室、七个检索器和完整标注

本章沿用第 8 章的帮助中心：50 篇文章按段落切分，70 个问题分为六类，片段的等级由裁定后的答案区间推导而来。标注者针对**每个**问题读过**所有**文章，所以没被标出的片段是“判为 0”，而不是“未知”：这套标注是**完整的**，而真实的数据集几乎从来做不到这一点。正因如此，下面的模拟才有可能：把一部分标注藏起来之后，仍有真实情况可以对照。

七个检索器在同一批片段上给出七个 run（每个检索器对全部问题给出的排序结果）：使用标准参数的 BM25、换一组参数（*k*<sub>1</sub> = 0.9，*b* = 0.4）的 BM25、稠密检索器，以及四个混合检索器（RRF，以及稠密部分分别占 30%、50%、70% 的加权融合）。
""",
        translates={"es": "ae087143fae0", "zh": "ae087143fae0"},
    ),
    msg("ch10.sys.bm25", en="BM25", es="BM25 estándar", zh="标准 BM25", translates={"es": "9aecf15305b9", "zh": "9aecf15305b9"}),
    msg("ch10.sys.bm25_other", en="BM25 (k1 0.9, b 0.4)", es="BM25 (k1 0,9, b 0,4)", zh="BM25（k1 = 0.9，b = 0.4）", translates={"es": "76604f3d8ef9", "zh": "76604f3d8ef9"}),
    msg("ch10.sys.weighted", en="hybrid {weight:.0f}% dense", es="híbrido {weight:.0f} % denso", zh="混合（稠密 {weight:.0f}%）", translates={"es": "c84785ddc3c5", "zh": "c84785ddc3c5"}),
    msg(
        "ch10.setup",
        en="{passages} passages, {questions} questions ({answerable} answerable), {systems} retrievers",
        es="{passages} fragmentos, {questions} preguntas ({answerable} con respuesta), {systems} recuperadores",
        zh="{passages} 个片段，{questions} 个问题（{answerable} 个有答案），{systems} 个检索器", translates={"es": "3caf0c737bab", "zh": "3caf0c737bab"},
    ),
    code(r"""
lab = Lab(lang)  # the help centre in this notebook's language (chapter 08)
chunking = "paragraph"
text = {p.passage_id: p.text for p in lab.passages(chunking)}
questions = {q.query_id: q for q in lab.queries}
qrels = lab.qrels(chunking)  # the adjudicated grades of the passages: chapter 08's qrels
# the annotators read every article for every question: a passage they did not mark is judged 0
complete = {q: {pid: qrels[q].get(pid, 0) for pid in text} for q in qrels}

# seven retrievers on the same passages; the dense one loads the embedder once (a few seconds)
systems = {
    t("ch10.sys.bm25"): lab.run("bm25", chunking),
    t("ch10.sys.bm25_other"): Lab(lang, k1=0.9, b=0.4).run("bm25", chunking),
    t("lab.retriever.dense"): lab.run("dense", chunking),
    t("lab.retriever.hybrid_rrf"): lab.run("hybrid_rrf", chunking),
}
for weight in (0.3, 0.5, 0.7):
    systems[t("ch10.sys.weighted", weight=100 * weight)] = lab.run("hybrid_weighted", chunking, weight=weight)
names = list(systems)
bm25_name, dense_name = names[0], names[2]
ranked = {name: {q: rm.rank(run.get(q) or {}) for q in qrels} for name, run in systems.items()}  # each run ranked once, best first
measure = f"nDCG@{k}"
print(t("ch10.setup", passages=len(text), questions=len(questions), answerable=len(qrels), systems=len(systems)))
"""),
    md(
        en=r"""
## 1. Where the questions come from

| source | how | what it misses |
|---|---|---|
| **query logs** | sample real questions from search or chat logs: uniformly over traffic (the most frequent queries dominate), or stratified by frequency and by intent so that the long tail is there; deduplicate; remove personal data | what users stopped asking because it never worked; new features with no traffic yet; the answer (logs hold questions, not judgments) |
| **written by hand** | domain experts or support staff write questions for known needs, edge cases and traps (outdated pages, near-duplicate numbers, unanswerable questions) | how users really phrase things: typos, vague or mixed-language questions; writers who know the documents reuse their words, which flatters lexical retrievers |
| **generated** | an LLM writes questions from passages (InPars, Promptagator); cheap, thousands per hour | questions are answerable by construction (no "no answer" cases), tend to copy the passage's words, and cover what is easy to ask about; every one needs filtering and a sample checked by people |

Whatever the source, write down **how** the questions were chosen, keep the **mix** of kinds you care about (easy and hard, short and long, unanswerable), and keep a **held-out** part for the final comparison. The help centre's 70 questions, of six kinds, were written for the course by its team, with an LLM writing assistant, to imitate real logs. The mix decides the winner: the cell below compares BM25 and the dense retriever kind by kind.
""",
        es=r"""
## 1. De dónde salen las preguntas

| fuente | cómo | qué se le escapa |
|---|---|---|
| **registros de consultas** | muestrear preguntas reales de los registros de búsqueda o de chat: de forma uniforme sobre el tráfico (dominan las consultas más frecuentes) o estratificada por frecuencia y por intención para que aparezca la cola larga; quitar duplicados; eliminar datos personales | lo que los usuarios dejaron de preguntar porque nunca funcionó; funciones nuevas que aún no tienen tráfico; la respuesta (los registros guardan preguntas, no juicios) |
| **escritas a mano** | expertos del dominio o el equipo de soporte escriben preguntas para necesidades conocidas, casos límite y trampas (páginas obsoletas, cifras casi iguales, preguntas sin respuesta) | cómo preguntan de verdad los usuarios: erratas, preguntas vagas o en dos idiomas; quien conoce los documentos reutiliza sus palabras, y eso favorece a los recuperadores léxicos |
| **generadas** | un LLM escribe preguntas a partir de fragmentos (InPars, Promptagator); barato, miles por hora | las preguntas tienen respuesta por construcción (no hay casos «sin respuesta»), tienden a copiar las palabras del fragmento y cubren lo que es fácil de preguntar; hay que filtrarlas todas y revisar a mano una muestra |

Sea cual sea la fuente, apunta **cómo** se eligieron las preguntas, mantén la **mezcla** de tipos que te importa (fáciles y difíciles, cortas y largas, sin respuesta) y guarda una parte **reservada** para la comparación final. Las 70 preguntas del centro de ayuda, de seis tipos, las escribió el equipo del curso, con ayuda de un asistente de redacción LLM, imitando registros reales. La mezcla decide quién gana: la celda siguiente compara BM25 y el recuperador denso tipo a tipo.
""",
        zh=r"""
## 1. 问题从哪里来

| 来源 | 做法 | 会漏掉什么 |
|---|---|---|
| **查询日志** | 从搜索或对话日志中抽取真实问题：按流量等概率抽样（每次查询被抽中的机会相同，所以头部查询占绝大多数），或按频率和意图分层抽样，让长尾也有代表；去重；删除个人信息 | 用户因为一直得不到答案而不再问的问题；还没有流量的新功能；答案本身（日志里只有问题，没有标注） |
| **人工编写** | 领域专家或客服人员针对已知需求、边界情况和陷阱（过时页面、几乎相同的数字、无答案问题）编写问题 | 用户真实的提问方式：错别字、含糊的问题、中英混杂；熟悉文章内容的人会沿用文章里的措辞，这会让词汇检索器占便宜 |
| **自动生成** | 由 LLM 根据片段生成问题（InPars、Promptagator）；成本低，每小时可生成数千条 | 这些问题天生都有答案（没有“无答案”的情况），往往照搬片段里的词，而且集中在容易提问的内容上；每条都需要过滤，并抽样人工检查 |

无论来源是什么，都要记录问题是**怎么**选出来的，保留你关心的各类问题的**构成**（简单与困难、长与短、无答案），并留出一部分问题作为**保留集**，只用于最终比较。帮助中心的 70 个问题是课程团队借助 LLM 写作助手、模仿真实日志编写的，分为六类。问题的构成决定了谁胜出：下面的单元格按类别比较 BM25 和稠密检索器。
""",
        translates={"es": "6f1af53fd6f4", "zh": "6f1af53fd6f4"},
    ),
    msg("ch10.col.kind", en="kind", es="tipo", zh="类别", translates={"es": "0b27c158feb3", "zh": "0b27c158feb3"}),
    msg("ch10.col.questions", en="questions", es="preguntas", zh="问题数", translates={"es": "17d5efa695de", "zh": "17d5efa695de"}),
    msg("ch10.col.better", en="better", es="mejor", zh="更好", translates={"es": "d7d5dcc36942", "zh": "d7d5dcc36942"}),
    msg("ch10.col.system_measure", en="{name} {measure}", es="{measure} de {name}", zh="{name}：{measure}", translates={"es": "05825fb2802a", "zh": "05825fb2802a"}),
    msg("ch10.all_answerable", en="all answerable", es="todas las que tienen respuesta", zh="全部有答案的问题", translates={"es": "2197d93f05b9", "zh": "2197d93f05b9"}),
    code(r"""
# the mix of questions, and the mean of two retrievers on each kind
per_query = {name: rm.evaluate(complete, systems[name], [measure]).per_query for name in (bm25_name, dense_name)}
kinds = ["plain", "paraphrase", "multi_passage", "typo", "mixed_language", "unanswerable"]
rows = []
for kind in kinds + [None]:
    asked = list(qrels) if kind is None else [q for q in questions if questions[q].kind == kind]
    scored = [q for q in asked if q in qrels]  # unanswerable questions have no relevant passage: no qrels, no score
    if not scored:
        rows.append([t(f"lab.kind.{kind}"), len(asked), "–", "–", "–"])
        continue
    means = [float(np.mean([per_query[name][q][measure] for q in scored])) for name in (bm25_name, dense_name)]
    better = bm25_name if means[0] > means[1] else dense_name if means[1] > means[0] else "="
    rows.append([t(f"lab.kind.{kind}") if kind else t("ch10.all_answerable"), len(asked), *means, better])
print_table([t("ch10.col.kind"), t("ch10.col.questions"), t("ch10.col.system_measure", name=bm25_name, measure=measure),
             t("ch10.col.system_measure", name=dense_name, measure=measure), t("ch10.col.better")],
            rows, digits=3)
"""),
    md(
        en=r"""
Paraphrased questions share almost no content word with their answer, so BM25 has little to match; the dense retriever, which compares meanings, does better on them, yet they remain the hardest kind for both. A typo spoils only the word it is in, and the rest of the question still matches, so typos cost BM25 less than one might fear. Questions that need several passages reward exact terms. A test set of only one kind can crown a different retriever than the full mix: compare each kind's winner with the last row (then again at your own *k*). If your users mostly paraphrase, a test set written by people who copy the documents' words will pick the wrong system.

## 2. Judging: guidelines, grades, depth and pooling

A judgment is a decision by a person (or a program) under **guidelines**. The help centre's guidelines (`course/ragmetrics_course/datasets/helpcentre/annotations/GUIDELINES.md`) fix what is judged (spans of text that answer), the grade scale, and a decision order:

| grade | meaning |
|---|---|
| 3 | answers the question fully on its own |
| 2 | answers part of it, or only together with another passage |
| 1 | on topic but not an answer, or an answer that is no longer true (an outdated page) |
| 0 | not relevant |

Binary labels are quicker to give, and annotators agree on them more often; graded ones let nDCG reward putting the best passage first. Either way, each grade needs a definition and examples, and the near misses (another number on the same topic) need a rule: that is where annotators disagree.

**Depth and pooling.** Nobody can read every passage for every question in a real collection. The answer, proposed by Sparck Jones and van Rijsbergen (1975) and used by TREC since 1992 (Voorhees and Harman, 2005), is the **pool**: run several systems, take the union of each one's top *d* for every question (*d* is the pool's **depth**), and judge only that; everything outside the pool counts as not relevant. The cost is the size of the pool, which grows with the depth and with how different the pooled systems are.
""",
        es=r"""
Las preguntas parafraseadas casi no comparten palabras de contenido con su respuesta, así que BM25 tiene poco que emparejar; el recuperador denso, que compara significados, las resuelve algo mejor, pero siguen siendo el tipo más difícil para los dos. Una errata solo estropea la palabra en la que aparece y el resto de la pregunta sigue coincidiendo, así que a BM25 le pesa menos de lo que cabría temer. Las preguntas que necesitan varios fragmentos premian los términos exactos. Un conjunto de evaluación de un solo tipo puede coronar a un recuperador distinto del que elige la mezcla completa: compara el ganador de cada tipo con la última fila (y repítelo con tu propio *k*). Si tus usuarios parafrasean casi siempre, un conjunto de evaluación escrito por personas que copian las palabras de los artículos elegirá el sistema equivocado.

## 2. Juzgar: pautas, grados, profundidad y *pooling*

Un juicio es una decisión de una persona (o de un programa) según unas **pautas**. Las del centro de ayuda (`course/ragmetrics_course/datasets/helpcentre/annotations/GUIDELINES.md`) fijan qué se juzga (tramos de texto que responden), la escala de grados y un orden de decisión:

| grado | significado |
|---|---|
| 3 | responde por sí solo a toda la pregunta |
| 2 | responde a una parte, o solo junto con otro fragmento |
| 1 | trata del tema pero no es una respuesta, o es una respuesta que ya no es cierta (una página obsoleta) |
| 0 | no relevante |

Etiquetar en binario es más rápido y los anotadores coinciden más; con grados, nDCG puede premiar que el mejor fragmento salga primero. En ambos casos, cada grado necesita una definición y ejemplos, y los casi aciertos (otra cifra sobre el mismo tema) necesitan una regla: ahí es donde discrepan los anotadores.

**Profundidad y *pooling*.** En una colección real nadie puede leer todos los fragmentos para cada pregunta. La respuesta, que propusieron Sparck Jones y van Rijsbergen (1975) y que TREC usa desde 1992 (Voorhees y Harman, 2005), es el **pool**: se ejecutan varios sistemas, se toma la unión del top *d* de cada uno para cada pregunta (*d* es la **profundidad** del pool) y solo se juzga eso; todo lo que queda fuera del pool cuenta como no relevante. El coste es el tamaño del pool, que crece con la profundidad y con lo distintos que sean los sistemas que lo forman.
""",
        zh=r"""
改写类问题和答案之间几乎没有共同的实词，BM25 找不到多少可以匹配的词；稠密检索器比较的是语义，在这类问题上表现好一些，但对两者来说，改写类仍是最难的一类。错别字对 BM25 的影响则没有想象中那么大：中文的 BM25 按字二元组（相邻两个字）切分，一个错字只会破坏它所在的两个字二元组，问题的其余部分照样能匹配。需要多个片段的问题往往包含必须精确匹配的名称和数字，这一点对 BM25 有利。只含某一类问题的评测集，选出的检索器可能和完整构成下选出的不同：把每一类的胜者和最后一行比一比，再换成你自己的 *k* 试一次。如果你的用户大多换着说法提问，而评测集是由照搬文章措辞的人写的，那它就会选错系统。

## 2. 标注：规范、等级、深度与池化

一条标注是某个人（或程序）按照**标注规范**做出的决定。帮助中心的规范（`course/ragmetrics_course/datasets/helpcentre/annotations/GUIDELINES.md`）规定了标注什么（能回答问题的文本片段）、等级体系，以及判断顺序：

| 等级 | 含义 |
|---|---|
| 3 | 单独就能完整回答问题 |
| 2 | 回答了一部分，或者要和别的片段一起才能回答 |
| 1 | 切题但不是答案，或者答案已经不再成立（过时页面） |
| 0 | 不相关 |

二元标签标得更快，标注者之间也更一致；分级标签能让 nDCG 奖励把最好的片段排在最前面。无论哪种，每个等级都需要定义和示例，那些“差一点”的情况（同一话题下的另一个数字）也需要规则：标注者的分歧恰恰集中在这里。

**深度与池化。** 在真实的数据集里，没人能针对每个问题读完所有片段。Sparck Jones 和 van Rijsbergen（1975）提出、TREC 从 1992 年起一直采用（Voorhees 和 Harman，2005）的做法是**池化**：运行多个系统，对每个问题取各系统前 *d* 名的并集（*d* 称为池的**深度**），只标注这些；池外的一切都算作不相关。成本就是池的大小，它随深度增加，也随参与池化的系统之间差异的增大而增加。
""",
        translates={"es": "45ac7f9de11f", "zh": "45ac7f9de11f"},
    ),
    msg("ch10.plot.depth_axis", en="pool depth d (top d of each run)", es="profundidad del pool d (top d de cada run)", zh="池深度 d（每个 run 的前 d 名）", translates={"es": "223a9fe051c6", "zh": "223a9fe051c6"}),
    msg("ch10.plot.pairs_axis", en="passages to judge per question", es="fragmentos que juzgar por pregunta", zh="每个问题要标注的片段数", translates={"es": "7e89d236602a", "zh": "7e89d236602a"}),
    msg("ch10.plot.cost_title", en="The cost of a pool ({total} passages in the collection)", es="El coste de un pool ({total} fragmentos en la colección)", zh="池的成本（数据集中共有 {total} 个片段）", translates={"es": "bb25784ae1fb", "zh": "bb25784ae1fb"}),
    msg("ch10.plot.two_bm25", en="pool of the two BM25 runs", es="pool de los dos runs de BM25", zh="两个 BM25 run 组成的池", translates={"es": "a178ff9cb720", "zh": "a178ff9cb720"}),
    msg("ch10.plot.all_seven", en="pool of the seven runs", es="pool de los siete runs", zh="七个 run 组成的池", translates={"es": "fa0ff1105b6d", "zh": "fa0ff1105b6d"}),
    code(r"""
import matplotlib
from IPython.display import Image
from ragmetrics_course.plots import OKABE_ITO, course_rc, new_figure, to_png


def pool(run_names, depth):
    # the passages a pool holds for each question: the top `depth` of each of these runs
    return {q: {pid for name in run_names for pid in ranked[name][q][:depth]} for q in qrels}


lexical = names[:2]
depths = list(range(1, 21))
# how many (question, passage) pairs a judge reads per question, by pool depth
cost = {label: [float(np.mean([len(p) for p in pool(group, d).values()])) for d in depths]
        for label, group in ((t("ch10.plot.two_bm25"), lexical), (t("ch10.plot.all_seven"), names))}
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.2)
    ax = fig.add_axes((0.1, 0.16, 0.86, 0.72))
    for (label, values), color, marker in zip(cost.items(), (OKABE_ITO["blue"], OKABE_ITO["vermillion"]), ("o", "s")):
        ax.plot(depths, values, marker=marker, color=color, label=label)
    ax.axvline(k, color="#888888", linestyle=":", linewidth=1)
    ax.set_xticks([1, 5, 10, 15, 20])
    ax.set_xlabel(t("ch10.plot.depth_axis"))
    ax.set_ylabel(t("ch10.plot.pairs_axis"))
    ax.set_title(t("ch10.plot.cost_title", total=len(text)), loc="left")
    ax.legend(loc="upper left")
Image(to_png(fig))
"""),
    md(
        en=r"""
Seven systems overlap less than two variants of the same one, so their pool grows faster: diversity is what makes a pool expensive, but it is also what finds the relevant passages a single system misses. Judging the whole collection would mean reading all {{fig:passages}} passages for every question.

## 3. A simulation: judging a pool, then evaluating a new retriever

Suppose the help centre had been judged the TREC way, with a pool of the two BM25 runs at depth *d* = *k*. A team then builds a dense retriever and evaluates it with those qrels. Every passage it retrieves that is not in the pool is **unjudged**, and evaluation tools read a missing judgment as **not relevant**. The cell below evaluates the seven systems twice: with the complete judgments (the truth) and with the pooled ones. Beside nDCG@k it reports **P(rel=2)@k**, precision with grade ≥ 2 counted as relevant (`rel=2` is the notation of ir_measures, which ragmetrics follows; trec_eval sets the same threshold with its option `-l 2`), and Judged@k.
""",
        es=r"""
Siete sistemas se solapan menos que dos variantes de un mismo sistema, así que su pool crece más deprisa: la diversidad es lo que encarece un pool, pero también lo que encuentra los fragmentos relevantes que se le escapan a un solo sistema. Juzgar toda la colección supondría leer los {{fig:passages}} fragmentos para cada pregunta.

## 3. Una simulación: juzgar un pool y evaluar después un recuperador nuevo

Supón que el centro de ayuda se hubiera juzgado a la manera de TREC, con un pool de los dos runs de BM25 a profundidad *d* = *k*. Después un equipo construye un recuperador denso y lo evalúa con esos qrels. Cada fragmento que recupera y que no está en el pool queda **sin juzgar**, y las herramientas de evaluación leen un juicio ausente como **no relevante**. La celda siguiente evalúa los siete sistemas dos veces: con los juicios completos (la verdad) y con los del pool. Además de nDCG@k, da **P(rel=2)@k**, la precisión contando como relevante el grado ≥ 2 (`rel=2` es la notación de ir_measures, que también usa ragmetrics; en trec_eval, el umbral se fija con la opción `-l 2`), y Judged@k.
""",
        zh=r"""
七个系统之间的重叠比同一系统的两个变体少，所以它们的池增长得更快：多样性让池变得更大、更费标注，但也正是多样性才能找到单个系统漏掉的相关片段。要标注整个数据集，就意味着针对每个问题读完全部 {{fig:passages}} 个片段。

## 3. 模拟：先标注一个池，再评估一个新检索器

假设帮助中心当初是按 TREC 的方式标注的：用两个 BM25 run 在深度 *d* = *k* 上建池。后来某个团队做了一个稠密检索器，并用这份 qrels 来评估它。它检索到的片段只要不在池里，就是**未标注**的，而评估工具会把缺失的标注当作**不相关**。下面的单元格把七个系统各评估两次：一次用完整标注（真实情况），一次用池化标注。除了 nDCG@k，表中还有 **P(rel=2)@k**，即把等级 ≥ 2 算作相关的精确率（`rel=2` 是 ir_measures 的写法，ragmetrics 沿用了它；trec_eval 则用选项 `-l 2` 设定同一个阈值），以及 Judged@k。
""",
        translates={"es": "5e2d1a262a2d", "zh": "5e2d1a262a2d"},
    ),
    msg("ch10.col.system", en="system", es="sistema", zh="系统", translates={"es": "bbc5e661e106", "zh": "bbc5e661e106"}),
    msg("ch10.col.in_pool", en="in the pool", es="en el pool", zh="参与建池", translates={"es": "315dadac2f53", "zh": "315dadac2f53"}),
    msg("ch10.col.complete", en="{measure} complete", es="{measure} completos", zh="{measure}（完整标注）", translates={"es": "559b69c905d5", "zh": "559b69c905d5"}),
    msg("ch10.col.pooled", en="{measure} pooled", es="{measure} pool", zh="{measure}（池化标注）", translates={"es": "a0bbf10c6d54", "zh": "a0bbf10c6d54"}),
    msg("ch10.yes", en="yes", es="sí", zh="是", translates={"es": "8a798890fe93", "zh": "8a798890fe93"}),
    msg("ch10.no", en="no", es="no", zh="否", translates={"es": "9390298f3fb0", "zh": "9390298f3fb0"}),
    msg(
        "ch10.pool_size",
        en="Pool of the two BM25 runs at depth {depth}: {size:.1f} judged passages per question (of {total})",
        es="Pool de los dos runs de BM25 a profundidad {depth}: {size:.1f} fragmentos juzgados por pregunta (de {total})",
        zh="两个 BM25 run 在深度 {depth} 上的池：每个问题平均标注 {size:.1f} 个片段（共 {total} 个）", translates={"es": "5845f6ec0191", "zh": "5845f6ec0191"},
    ),
    code(r"""
# The pool: the top k of the two BM25 runs, judged; every other passage stays unjudged
pooled = {q: {pid: complete[q][pid] for pid in judged} for q, judged in pool(lexical, k).items()}
relevant_at_k, judged_at_k = f"P(rel=2)@{k}", f"Judged@{k}"
truth = {name: rm.evaluate(complete, run, [measure, relevant_at_k]).mean for name, run in systems.items()}
seen = {name: rm.evaluate(pooled, run, [measure, relevant_at_k, judged_at_k]).mean for name, run in systems.items()}
print(t("ch10.pool_size", depth=k, size=np.mean([len(j) for j in pooled.values()]), total=len(text)))
print_table([t("ch10.col.system"), t("ch10.col.in_pool"), t("ch10.col.complete", measure=measure), t("ch10.col.pooled", measure=measure),
             t("ch10.col.complete", measure=relevant_at_k), t("ch10.col.pooled", measure=relevant_at_k), judged_at_k],
            [[name, t("ch10.yes") if name in lexical else t("ch10.no"), truth[name][measure], seen[name][measure],
              truth[name][relevant_at_k], seen[name][relevant_at_k], seen[name][judged_at_k]] for name in names], digits=3)
"""),
    md(
        en=r"""
Read the table column by column:

- **P(rel=2)@k**: the two pooled runs keep their values (every passage in their top *k* is judged), while every other system loses the relevant passages that only it found.
- **nDCG@k** rises for everybody, because the ideal ranking now knows only the relevant passages the pool found, so the denominator shrinks; but it rises most for the pooled runs (at *k* = {{fig:k}}: {{fig:pool_rise:+.2f}} on average for the two BM25 runs, between {{fig:other_lo:+.2f}} and {{fig:other_hi:+.2f}} for the others). The gap between BM25 and the dense retriever opens up, and systems change places.
- **Judged@k** (the share of the top *k* that has a judgment) is the warning light: 1 for the pooled runs, lower for every other system ({{fig:judged_lo:.2f}} to {{fig:judged_hi:.2f}} at *k* = {{fig:k}}). A Judged@k well below 1 means the number beside it rests on missing judgments: a precision is then a lower bound, and an nDCG can be off in either direction (here it rose), so it is not a measurement.

The picture draws the same nDCG@k values: each system's score with complete judgments, and where the pool puts it.
""",
        es=r"""
Lee la tabla columna a columna:

- **P(rel=2)@k**: los dos runs del pool conservan sus valores (todos los fragmentos de su top *k* están juzgados), mientras que los demás sistemas pierden los fragmentos relevantes que solo encontraron ellos.
- **nDCG@k** sube para todos, porque el ranking ideal ya solo conoce los fragmentos relevantes que encontró el pool, y el denominador se reduce; pero sube más para los runs del pool (con *k* = {{fig:k}}: {{fig:pool_rise:+.2f}} de media para los dos runs de BM25, entre {{fig:other_lo:+.2f}} y {{fig:other_hi:+.2f}} para los demás). La distancia entre BM25 y el recuperador denso se abre, y los sistemas cambian de puesto.
- **Judged@k** (la proporción del top *k* que tiene un juicio) es la señal de alarma: vale 1 para los runs del pool y menos para todos los demás (entre {{fig:judged_lo:.2f}} y {{fig:judged_hi:.2f}} con *k* = {{fig:k}}). Un Judged@k bastante por debajo de 1 indica que la cifra de al lado se apoya en juicios que faltan: una precisión es entonces una cota inferior, y un nDCG puede desviarse en cualquier sentido (aquí subió), así que esa cifra no mide nada fiable.

La figura dibuja los mismos valores de nDCG@k: la puntuación de cada sistema con juicios completos y dónde la deja el pool.
""",
        zh=r"""
逐列看这张表：

- **P(rel=2)@k**：参与建池的两个 run 数值不变（它们前 *k* 名里的每个片段都有标注），而其他系统都丢掉了只有自己找到的那些相关片段。
- **nDCG@k** 对所有系统都上升了，因为理想排序现在只知道池里找到的相关片段，分母变小了；但参与建池的 run 上升得最多（*k* = {{fig:k}} 时：两个 BM25 run 平均上升 {{fig:pool_rise:.2f}}，其他系统上升 {{fig:other_lo:.2f}} 到 {{fig:other_hi:.2f}}）。BM25 和稠密检索器之间的差距被拉大，系统之间的名次也变了。
- **Judged@k**（前 *k* 名中有标注的比例）就是警示灯：参与建池的 run 为 1，其他系统都更低（*k* = {{fig:k}} 时在 {{fig:judged_lo:.2f}} 到 {{fig:judged_hi:.2f}} 之间）。如果 Judged@k 明显低于 1，与它并列报告的 nDCG@k 或 P(rel=2)@k 就建立在缺失的标注之上：精确率此时是一个下界，nDCG 则可能偏高也可能偏低（这里偏高了），所以不能把它当作可靠的测量值。

下图画的是同样的 nDCG@k 值：每个系统在完整标注下的分数，以及在池化标注下它的分数变成了多少。
""",
        translates={"es": "ae6de1afc475", "zh": "ae6de1afc475"},
    ),
    msg("ch10.plot.complete", en="complete judgments", es="juicios completos", zh="完整标注", translates={"es": "62d0528d5b38", "zh": "62d0528d5b38"}),
    msg("ch10.plot.pooled", en="pooled judgments (two BM25 runs, depth {depth})", es="juicios del pool (dos runs de BM25, profundidad {depth})", zh="池化标注（两个 BM25 run，深度 {depth}）", translates={"es": "80c8167568ad", "zh": "80c8167568ad"}),
    msg("ch10.plot.pool_title", en="{measure}: the pool favours the systems that built it", es="{measure}: el pool favorece a los sistemas que lo formaron", zh="{measure}：池偏向参与建池的系统", translates={"es": "8f6f3cf5a3a1", "zh": "8f6f3cf5a3a1"}),
    msg("ch10.plot.pooled_mark", en="{name} · in the pool", es="{name} · en el pool", zh="{name}\n（参与建池）", translates={"es": "d58888774e5c", "zh": "d58888774e5c"}),
    code(r"""
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 4.0)
    ax = fig.add_axes((0.36, 0.24, 0.6, 0.66))
    for row, name in enumerate(names):
        before, after = truth[name][measure], seen[name][measure]
        ax.plot([before, after], [row, row], color="#BBBBBB", linewidth=2, zorder=1)
        ax.scatter([before], [row], color=OKABE_ITO["black"], zorder=2, label=t("ch10.plot.complete") if row == 0 else None)
        ax.scatter([after], [row], color=OKABE_ITO["vermillion"], marker="D", zorder=2,
                   label=t("ch10.plot.pooled", depth=k) if row == 0 else None)
    ax.set_yticks(range(len(names)), [t("ch10.plot.pooled_mark", name=n) if n in lexical else n for n in names])
    ax.invert_yaxis()
    ax.set_xlabel(measure)
    ax.set_title(t("ch10.plot.pool_title", measure=measure), loc="left")
    ax.legend(loc="upper center", bbox_to_anchor=(0.3, -0.14), ncol=2, fontsize=8)
Image(to_png(fig))
"""),
    md(
        en=r"""
### One question, by hand

The next cell picks the question where the dense retriever has the most relevant passages (grade ≥ 2) outside the pool in its top *k*, lists that top *k*, and computes P(rel=2)@k by hand with each set of judgments; then `rm.precision_at_k` checks both.
""",
        es=r"""
### Una pregunta, a mano

La celda siguiente elige la pregunta en la que el recuperador denso tiene más fragmentos relevantes (grado ≥ 2) fuera del pool dentro de su top *k*, lista ese top *k* y calcula P(rel=2)@k a mano con cada conjunto de juicios; después `rm.precision_at_k` comprueba los dos.
""",
        zh=r"""
### 手算一个问题

下一个单元格找出稠密检索器前 *k* 名中池外相关片段（等级 ≥ 2）最多的那个问题，列出这前 *k* 名，并分别用两套标注手算 P(rel=2)@k；然后用 `rm.precision_at_k` 核对两个结果。
""",
        translates={"es": "f6a7eacb1964", "zh": "f6a7eacb1964"},
    ),
    msg("ch10.question", en="Question {qid}: {text}", es="Pregunta {qid}: {text}", zh="问题 {qid}：{text}", translates={"es": "e0fea8073ed8", "zh": "e0fea8073ed8"}),
    msg("ch10.col.rank", en="rank", es="posición", zh="排名", translates={"es": "5a8460f6b1bf", "zh": "5a8460f6b1bf"}),
    msg("ch10.col.passage", en="passage", es="fragmento", zh="片段", translates={"es": "0886b0510756", "zh": "0886b0510756"}),
    msg("ch10.col.grade_complete", en="grade (complete)", es="grado (completos)", zh="等级（完整标注）", translates={"es": "01eca09d81f8", "zh": "01eca09d81f8"}),
    msg("ch10.col.grade_pooled", en="grade (pool)", es="grado (pool)", zh="等级（池化标注）", translates={"es": "0599122c9c27", "zh": "0599122c9c27"}),
    msg("ch10.unjudged", en="unjudged", es="sin juzgar", zh="未标注", translates={"es": "23d34342892b", "zh": "23d34342892b"}),
    msg(
        "ch10.hand_precision",
        en="P(rel=2)@{k} by hand: complete {complete_hits}/{k} = {complete:.3f}, pooled {pooled_hits}/{k} = {pooled:.3f}",
        es="P(rel=2)@{k} a mano: completos {complete_hits}/{k} = {complete:.3f}, pool {pooled_hits}/{k} = {pooled:.3f}",
        zh="手算 P(rel=2)@{k}：完整标注 {complete_hits}/{k} = {complete:.3f}，池化标注 {pooled_hits}/{k} = {pooled:.3f}", translates={"es": "764653272db1", "zh": "764653272db1"},
    ),
    code(r"""
# The question where the dense retriever has the most relevant passages outside the pool in its top k
def missed(q):
    return sum(complete[q][pid] >= 2 and pid not in pooled[q] for pid in ranked[dense_name][q][:k])


example = max(sorted(qrels), key=missed)
top = ranked[dense_name][example][:k]
print(t("ch10.question", qid=example, text=questions[example].text))
print_table([t("ch10.col.rank"), t("ch10.col.passage"), t("ch10.col.grade_complete"), t("ch10.col.grade_pooled")],
            [[i, pid, complete[example][pid], pooled[example].get(pid, t("ch10.unjudged"))] for i, pid in enumerate(top, start=1)])
# P(rel=2)@k by hand: relevant passages in the top k / k, with each set of judgments
complete_hits = sum(complete[example][pid] >= 2 for pid in top)
pooled_hits = sum(pooled[example].get(pid, 0) >= 2 for pid in top)
print(t("ch10.hand_precision", k=k, complete_hits=complete_hits, complete=complete_hits / k, pooled_hits=pooled_hits, pooled=pooled_hits / k))
assert rm.precision_at_k(ranked[dense_name][example], complete[example], k=k, level=2) == complete_hits / k
assert rm.precision_at_k(ranked[dense_name][example], pooled[example], k=k, level=2) == pooled_hits / k
"""),
    md(
        en=r"""
### Deeper pools

A deeper pool judges more passages and leaves fewer of the new system's passages unjudged. The picture repeats the experiment at depths *d* = *k*, 2*k*, 4*k* and 10*k*: the dense retriever's Judged@k, and its nDCG@k gap to BM25 under the pool beside the true gap.
""",
        es=r"""
### Pools más profundos

Un pool más profundo juzga más fragmentos y deja sin juzgar menos fragmentos del sistema nuevo. La figura repite el experimento a profundidades *d* = *k*, 2*k*, 4*k* y 10*k*: el Judged@k del recuperador denso y su distancia a BM25 en nDCG@k según el pool, junto a la distancia real.
""",
        zh=r"""
### 更深的池

池越深，标注的片段越多，新系统留下的未标注片段就越少。下图在深度 *d* = *k*、2*k*、4*k* 和 10*k* 上重复这个实验：稠密检索器的 Judged@k，以及池化标注下它与 BM25 在 nDCG@k 上的差距，并与真实差距对照。
""",
        translates={"es": "3109de51a94c", "zh": "3109de51a94c"},
    ),
    msg("ch10.plot.judged_title", en="{name}: {judged}", es="{name}: {judged}", zh="{name}：{judged}", translates={"es": "711a0542f97c", "zh": "711a0542f97c"}),
    msg("ch10.plot.gap_title", en="{measure} gap:\n{bm25} − {dense}", es="diferencia de {measure}:\n{bm25} − {dense}", zh="{measure} 差距：\n{bm25} − {dense}", translates={"es": "b090be3a4697", "zh": "b090be3a4697"}),
    msg("ch10.plot.gap_pooled", en="with the pool", es="con el pool", zh="池化标注", translates={"es": "e88d73e35878", "zh": "e88d73e35878"}),
    msg("ch10.plot.gap_true", en="true (complete judgments)", es="real (juicios completos)", zh="真实值（完整标注）", translates={"es": "f3773f8a5772", "zh": "f3773f8a5772"}),
    code(r"""
# The same experiment at several pool depths: judged share and the gap to BM25
sweep = [k, 2 * k, 4 * k, 10 * k]
judged_share, gaps = [], []
for depth in sweep:
    deeper = {q: {pid: complete[q][pid] for pid in judged} for q, judged in pool(lexical, depth).items()}
    dense_scores = rm.evaluate(deeper, systems[dense_name], [measure, judged_at_k]).mean
    judged_share.append(dense_scores[judged_at_k])
    gaps.append(rm.evaluate(deeper, systems[bm25_name], [measure]).mean[measure] - dense_scores[measure])
true_gap = truth[bm25_name][measure] - truth[dense_name][measure]
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.0)
    left, right = fig.add_axes((0.08, 0.18, 0.38, 0.68)), fig.add_axes((0.58, 0.18, 0.38, 0.68))
    left.plot(sweep, judged_share, marker="o", color=OKABE_ITO["blue"])
    left.set_ylim(0, 1.05)
    left.set_title(t("ch10.plot.judged_title", name=dense_name, judged=judged_at_k), loc="left", fontsize=10)
    right.plot(sweep, gaps, marker="D", color=OKABE_ITO["vermillion"], label=t("ch10.plot.gap_pooled"))
    right.axhline(true_gap, color=OKABE_ITO["black"], linestyle="--", label=t("ch10.plot.gap_true"))
    right.set_title(t("ch10.plot.gap_title", measure=measure, bm25=bm25_name, dense=dense_name), loc="left", fontsize=10)  # two lines: one is too wide for the panel
    right.legend(loc="upper right", fontsize=8)
    for ax in (left, right):
        ax.set_xlabel(t("ch10.plot.depth_axis"))
        ax.set_xticks(sweep)
Image(to_png(fig))
"""),
    md(
        en=r"""
The bias shrinks as the pool deepens, but on a large collection a pool of any depth you can afford still misses relevant passages (Zobel, 1998). So judge deeper for the systems you will compare, add the new system's top results to the pool before comparing (what TREC does for every participant), and always report Judged@k.

## 4. bpref: a measure for incomplete judgments

Buckley and Voorhees (2004) proposed **bpref** (binary preference): instead of treating an unjudged passage as not relevant, ignore it. Only judged passages count. For each relevant passage *r* retrieved, count the judged non-relevant passages ranked above it, *n*<sub>r</sub>:

$$\text{bpref} = \frac{1}{R}\sum_{r\ \text{retrieved}} \left(1 - \frac{\min(n_r, R)}{\min(N, R)}\right)$$

where *R* is the number of relevant passages and *N* the number of judged non-relevant ones (the term is 1 when *n*<sub>r</sub> = 0). It is the share of (relevant, non-relevant) pairs the ranking puts in the right order, capped at *R* non-relevant passages. This is trec_eval's formula since version 8.0, which fixed its denominator: earlier versions divided by min(*N*<sub>ret</sub>, *R*), where *N*<sub>ret</sub> counts only the judged non-relevant passages the run retrieved, so a run that retrieved fewer than *R* of them scored too low. The next cell computes it by hand, with grade ≥ 2 as relevant and the pooled judgments, for the dense retriever on a question where it ranks a relevant passage below a judged non-relevant one.
""",
        es=r"""
El sesgo se reduce al profundizar el pool, pero en una colección grande un pool de cualquier profundidad que uno se pueda permitir sigue dejando fuera fragmentos relevantes (Zobel, 1998). Por eso, juzga a más profundidad para los sistemas que vas a comparar, añade al pool los primeros resultados del sistema nuevo antes de comparar (lo que hace TREC con cada participante) e indica siempre el Judged@k.

## 4. bpref: una medida para juicios incompletos

Buckley y Voorhees (2004) propusieron **bpref** (preferencia binaria): en lugar de tratar un fragmento sin juzgar como no relevante, lo ignora. Solo cuentan los fragmentos juzgados. Para cada fragmento relevante *r* recuperado, se cuentan los fragmentos juzgados no relevantes que aparecen por encima de él, *n*<sub>r</sub>:

$$\text{bpref} = \frac{1}{R}\sum_{r\ \text{recuperado}} \left(1 - \frac{\min(n_r, R)}{\min(N, R)}\right)$$

donde *R* es el número de fragmentos relevantes y *N* el de fragmentos juzgados no relevantes (el término vale 1 cuando *n*<sub>r</sub> = 0). Es la proporción de pares (relevante, no relevante) que el ranking pone en el orden correcto, con un tope de *R* fragmentos no relevantes. Es la fórmula de trec_eval desde la versión 8, que corrigió el denominador: las versiones anteriores dividían por min(*N*<sub>rec</sub>, *R*), donde *N*<sub>rec</sub> cuenta solo los fragmentos juzgados no relevantes que el run recuperó, así que un run que recuperaba menos de *R* de ellos recibía una puntuación demasiado baja. La celda siguiente la calcula a mano, con grado ≥ 2 como relevante y los juicios del pool, para el recuperador denso en una pregunta en la que pone un fragmento relevante por debajo de uno juzgado no relevante.
""",
        zh=r"""
池越深，偏差越小；但在大型数据集上，无论池深到多少（只要成本还负担得起），都仍会漏掉一些相关片段（Zobel，1998）。因此：对要比较的系统标注得更深一些；比较之前把新系统排在前面的结果也加入池中（TREC 对每个参赛系统都是这么做的）；并且始终报告 Judged@k。

## 4. bpref：为不完整标注设计的指标

Buckley 和 Voorhees（2004）提出了 **bpref**（binary preference，二元偏好）：它不把未标注的片段当作不相关，而是直接忽略。只有已标注的片段才计入。对每个被检索到的相关片段 *r*，数一数排在它前面的已标注不相关片段的个数 *n*<sub>r</sub>：

$$\text{bpref} = \frac{1}{R}\sum_{r\ \text{被检索到}} \left(1 - \frac{\min(n_r, R)}{\min(N, R)}\right)$$

其中 *R* 是相关片段数，*N* 是已标注的不相关片段数（当 *n*<sub>r</sub> = 0 时该项为 1）。它衡量的是排序把多少（相关，不相关）片段对排对了顺序，不相关片段最多只计 *R* 个。这是 trec_eval 自 8.0 版起使用的公式，8.0 版修正了分母：之前的版本除以 min(*N*<sub>检索</sub>, *R*)，其中 *N*<sub>检索</sub> 只计 run 检索到的已标注不相关片段，因此检索到的这类片段少于 *R* 个的 run 得分会偏低。下一个单元格以等级 ≥ 2 为相关，用池化标注，挑一个稠密检索器把相关片段排在已标注不相关片段之后的问题，手算它的 bpref。
""",
        translates={"es": "0c149f8c63c4", "zh": "0c149f8c63c4"},
    ),
    msg(
        "ch10.bpref_counts",
        en="R = {r} relevant, N = {n} judged non-relevant, {unjudged} unjudged passages skipped in the run",
        es="R = {r} relevantes, N = {n} juzgados no relevantes, se saltan {unjudged} fragmentos sin juzgar del run",
        zh="R = {r} 个相关，N = {n} 个已标注不相关，run 中跳过了 {unjudged} 个未标注片段", translates={"es": "c2c61787b534", "zh": "c2c61787b534"},
    ),
    msg(
        "ch10.bpref_term",
        en="  rank {rank}: relevant, {above} judged non-relevant above it: 1 − min({above}, {r}) / min({n}, {r}) = {term:.3f}",
        es="  posición {rank}: relevante, juzgados no relevantes por encima: {above}; 1 − min({above}, {r}) / min({n}, {r}) = {term:.3f}",
        zh="  第 {rank} 名：相关，前面有 {above} 个已标注不相关：1 − min({above}, {r}) / min({n}, {r}) = {term:.3f}", translates={"es": "2ba260333d6b", "zh": "2ba260333d6b"},
    ),
    msg("ch10.bpref_hand", en="bpref by hand = {total:.3f} / {r} = {value:.4f}", es="bpref a mano = {total:.3f} / {r} = {value:.4f}", zh="手算 bpref = {total:.3f} / {r} = {value:.4f}", translates={"es": "eb179b3f358e", "zh": "eb179b3f358e"}),
    code(r"""
def penalised(q):
    # relevant passages of the dense run ranked below a judged non-relevant one, with the pooled judgments
    row, nonrelevant_seen, count = pooled[q], False, 0
    for pid in ranked[dense_name][q]:
        if pid in row and row[pid] < 2:
            nonrelevant_seen = True
        elif pid in row:
            count += nonrelevant_seen
    return count


def interesting(q):
    value = rm.bpref(ranked[dense_name][q], pooled[q], level=2)
    return 0 < value < 1, sum(g >= 2 for g in pooled[q].values()) <= 4, penalised(q)


bpref_example = max(sorted(qrels), key=interesting)
# bpref by hand, as trec_eval's loop: judged passages only, in rank order
judged_row = pooled[bpref_example]
r_count = sum(g >= 2 for g in judged_row.values())
n_count = sum(g < 2 for g in judged_row.values())
total, above, unjudged = 0.0, 0, 0
print(t("ch10.question", qid=bpref_example, text=questions[bpref_example].text))
for rank_, pid in enumerate(ranked[dense_name][bpref_example], start=1):
    if pid not in judged_row:
        unjudged += 1  # an unjudged passage is skipped: it neither helps nor hurts
    elif judged_row[pid] < 2:
        above += 1
    else:
        term = 1.0 - min(above, r_count) / min(n_count, r_count) if above else 1.0
        total += term
        print(t("ch10.bpref_term", rank=rank_, above=above, r=r_count, n=n_count, term=term))
bpref_by_hand = total / r_count if r_count else 0.0
print(t("ch10.bpref_counts", r=r_count, n=n_count, unjudged=unjudged))
print(t("ch10.bpref_hand", total=total, r=r_count, value=bpref_by_hand))
"""),
    msg("ch10.bpref_rm", en="rm.bpref(..., level=2) = {value:.4f}", es="rm.bpref(..., level=2) = {value:.4f}", zh="rm.bpref(..., level=2) = {value:.4f}", translates={"es": "04c24adf07e2", "zh": "04c24adf07e2"}),
    code(r"""
assert abs(rm.bpref(ranked[dense_name][bpref_example], judged_row, level=2) - bpref_by_hand) < 1e-12  # the same with ragmetrics
print(t("ch10.bpref_rm", value=rm.bpref(ranked[dense_name][bpref_example], judged_row, level=2)))
print(rm.evaluate(pooled, systems[dense_name], ["Bpref(rel=2)", measure, judged_at_k]).to_trec(trec_names=True))
"""),
    md(
        en=r"""
The last three lines are what `python -m ragmetrics eval QRELS RUN -m "Bpref(rel=2)" -m nDCG@{{fig:k}} -m Judged@{{fig:k}} --trec-names` prints for these qrels and this run (`-m bpref` alone would count grade 1 as relevant). The name in the first column is trec_eval's, and `rm.RetrievalEvaluator(k, extra=["bpref", "Judged"])` adds both to its table.

Does bpref correct the bias the simulation shows? A good test is the **order of the systems**: with the complete judgments, each measure ranks the seven systems in some order; with the pool, does it keep that order? Kendall's τ (Kendall, 1938) compares two orders (1 = the same, −1 = reversed; each pair of systems swapped costs 2 / 21 here). The cell below also tries a second answer, the **condensed list** (Sakai, 2007): remove the unjudged passages from each run, then compute nDCG@k as usual.
""",
        es=r"""
Las tres últimas líneas son lo que imprime `python -m ragmetrics eval QRELS RUN -m "Bpref(rel=2)" -m nDCG@{{fig:k}} -m Judged@{{fig:k}} --trec-names` con estos qrels y este run (`-m bpref` a secas contaría como relevante el grado 1). El nombre de la primera columna es el que le da trec_eval, y `rm.RetrievalEvaluator(k, extra=["bpref", "Judged"])` añade las dos medidas a su tabla.

¿Corrige bpref el sesgo que muestra la simulación? Una buena prueba es el **orden de los sistemas**: con los juicios completos, cada medida ordena los siete sistemas de una manera; con el pool, ¿conserva ese orden? La τ de Kendall (Kendall, 1938) compara dos órdenes (1 = el mismo, −1 = al revés; aquí cada par de sistemas intercambiado cuesta 2 / 21). La celda siguiente prueba también una segunda respuesta, la **lista condensada** (Sakai, 2007): quitar de cada run los fragmentos sin juzgar y calcular después nDCG@k como siempre.
""",
        zh=r"""
最后三行就是 `python -m ragmetrics eval QRELS RUN -m "Bpref(rel=2)" -m nDCG@{{fig:k}} -m Judged@{{fig:k}} --trec-names` 对这份 qrels 和这个 run 的输出（只写 `-m bpref` 会把等级 1 的片段也算作相关）。第一列的 bpref 用的是 trec_eval 的指标名；`rm.RetrievalEvaluator(k, extra=["bpref", "Judged"])` 也会把这两个指标加进结果表。

bpref 能纠正模拟中出现的偏差吗？一个好的检验是**系统的先后顺序**：在完整标注下，每个指标都会给七个系统排出一个顺序；换成池化标注后，这个顺序还能保持吗？Kendall's τ（Kendall，1938）用来比较两个顺序（1 = 完全相同，−1 = 完全相反；这里每有一对系统互换位置，τ 就减少 2 / 21）。下面的单元格还试了第二种办法，**压缩列表**（condensed list，Sakai，2007）：先从每个 run 中删掉未标注的片段，再照常计算 nDCG@k。
""",
        translates={"es": "c3d4500ba640", "zh": "c3d4500ba640"},
    ),
    msg("ch10.col.measure", en="measure", es="medida", zh="指标", translates={"es": "150166168279", "zh": "150166168279"}),
    msg("ch10.col.tau", en="Kendall's τ (complete vs pool)", es="τ de Kendall (completos frente a pool)", zh="Kendall's τ（完整标注与池化标注）", translates={"es": "8adb42cf1648", "zh": "8adb42cf1648"}),
    msg("ch10.col.gap_complete", en="{bm25} − {dense}, complete", es="{bm25} − {dense}, completos", zh="{bm25} − {dense}（完整标注）", translates={"es": "a4e7a5ae5d58", "zh": "a4e7a5ae5d58"}),
    msg("ch10.col.gap_pooled", en="{bm25} − {dense}, pooled", es="{bm25} − {dense}, pool", zh="{bm25} − {dense}（池化标注）", translates={"es": "51173469b79a", "zh": "51173469b79a"}),
    msg("ch10.bpref_label", en="bpref (rel=2)", es="bpref (rel=2)", zh="bpref（rel=2）", translates={"es": "40e8be88e0cf", "zh": "40e8be88e0cf"}),
    msg("ch10.condensed", en="{measure}, condensed list", es="{measure} (lista condensada)", zh="{measure}（压缩列表）", translates={"es": "a5a0a97510a0", "zh": "a5a0a97510a0"}),
    code(r"""
# Which measure keeps the order of the seven systems when only the pool is judged?
def condensed(run, judgments):
    # condensed list: drop the unjudged passages from the run, then evaluate
    return {q: [pid for pid in rm.rank(docs) if pid in judgments.get(q, {})] for q, docs in run.items()}


candidates = {measure: (measure, False), t("ch10.condensed", measure=measure): (measure, True), t("ch10.bpref_label"): ("Bpref(rel=2)", False)}
order_rows, taus = [], {}
for label, (name, condense) in candidates.items():
    full_scores = [rm.evaluate(complete, systems[s], [name]).mean[name] for s in names]
    pool_scores = [rm.evaluate(pooled, condensed(systems[s], pooled) if condense else systems[s], [name]).mean[name] for s in names]
    taus[label] = rm.kendall_tau(full_scores, pool_scores)
    # rounded, + 0.0: a gap of -0.0001 would print as -0.000
    order_rows.append([label, taus[label], round(full_scores[0] - full_scores[2], 3) + 0.0, round(pool_scores[0] - pool_scores[2], 3) + 0.0])
print_table([t("ch10.col.measure"), t("ch10.col.tau"), t("ch10.col.gap_complete", bm25=bm25_name, dense=dense_name),
             t("ch10.col.gap_pooled", bm25=bm25_name, dense=dense_name)], order_rows, digits=3)
"""),
    *PART2,  # 5. Do two annotators agree? ... (parts/ch10_part2.py)
]
