"""Exercises · 12 Judging answers: the source of solutions/{en,es,zh}/12_judging_answers.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 12 --run
(docs/course.md says how a source is written). The exercises are declared in
course/ragmetrics_course/exercises/bank/ch12.py, their texts in course/ragmetrics_course/messages_exercises.json.
"""

from sources.cells import code, exercises_intro, md, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "12_judging_answers",
        title={"en": r"""Exercises · 12 Judging answers""", "es": r"""Ejercicios · 12 Juzgar respuestas""", "zh": r"""练习 · 12 评判回答"""},
        practise={
            "en": r"""**What you practise:** a judge's balanced accuracy from its confusion matrix, a Vital strict nugget score, and the interview questions on judging answers: why ROUGE, BLEU and EM mislead for RAG, ALCE citation recall and precision, the outdated page, strict nugget scores, thresholds, PPI, side-by-side with a sign test, NLI checks, SelfCheckGPT and FActScore, refusal and other business rates, attributing a bad case to retrieval, generation or missing knowledge, and whose labels a judge agrees with.""",
            "es": r"""**Qué practicas:** la exactitud equilibrada de un juez a partir de su matriz de confusión, una puntuación Vital estricta de nuggets y las preguntas de entrevista sobre juzgar respuestas: por qué ROUGE, BLEU y EM engañan en RAG, el recall y la precisión de citas de ALCE, la página obsoleta, las puntuaciones estrictas de nuggets, los umbrales, la PPI, la comparación lado a lado con una prueba de signos, las comprobaciones con NLI, SelfCheckGPT y FActScore, la tasa de rechazo y otras tasas de negocio, cómo atribuir un caso malo a la recuperación, la generación o la falta de conocimiento, y con las etiquetas de quién coincide un juez.""",
            "zh": r"""**练习内容**：由混淆矩阵计算评审的平衡准确率，计算严格 Vital 信息点得分，以及关于评判回答的面试题：ROUGE、BLEU 和 EM 为什么会误导 RAG 评测，ALCE 的引用召回率与精确率，过时页面，严格的信息点得分，阈值选择，PPI，带符号检验的并排比较，NLI 检测、SelfCheckGPT 与 FActScore，拒答率等业务指标，把 bad case 归因到检索、生成还是知识缺失，以及评审究竟是与谁的标签一致。""",
        },
        translates={"es": "923ec7df51bf", "zh": "923ec7df51bf"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import set_language, setup_fonts, t
from ragmetrics_course.exercises import check, exercise, exercise_list

set_language(lang)
setup_fonts()
"""),
    code(r"""
exercise_list("12")
"""),
    md(
        en=r"""
## 12.1 · A judge's balanced accuracy
""",
        es=r"""
## 12.1 · La exactitud equilibrada de un juez
""",
        zh=r"""
## 12.1 · 评审的平衡准确率
""",
        translates={"es": "8b5efde0cce2", "zh": "8b5efde0cce2"},
    ),
    code(r"""
ex = exercise("12.judge_balanced_accuracy")
ex
"""),
    code(r"""
tp, fn, fp, tn = ex["tp"], ex["fn"], ex["fp"], ex["tn"]
answer = (tp / (tp + fn) + tn / (tn + fp)) / 2  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.2 · A nugget score
""",
        es=r"""
## 12.2 · Una puntuación de nuggets
""",
        zh=r"""
## 12.2 · 信息点得分
""",
        translates={"es": "3d9ba88bdcc7", "zh": "3d9ba88bdcc7"},
    ),
    code(r"""
ex = exercise("12.vital_strict")
ex
"""),
    code(r"""
vital = [n for n in ex["nuggets"] if n["importance"] == "vital"]
answer = sum(n["assignment"] == "support" for n in vital) / len(vital)  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.3 · A judge's TPR
""",
        es=r"""
## 12.3 · La TPR de un juez
""",
        zh=r"""
## 12.3 · 评审的 TPR
""",
        translates={"es": "63d383f599ff", "zh": "63d383f599ff"},
    ),
    code(r"""
ex = exercise("12.judge_tpr")
ex
"""),
    code(r"""
answer = ex["tp"] / (ex["tp"] + ex["fn"])  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.4 · A judge's TNR
""",
        es=r"""
## 12.4 · La TNR de un juez
""",
        zh=r"""
## 12.4 · 评审的 TNR
""",
        translates={"es": "e2a3128bfdd5", "zh": "e2a3128bfdd5"},
    ),
    code(r"""
ex = exercise("12.judge_tnr")
ex
"""),
    code(r"""
answer = ex["tn"] / (ex["tn"] + ex["fp"])  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.5 · A judge's kappa
""",
        es=r"""
## 12.5 · La kappa de un juez
""",
        zh=r"""
## 12.5 · 评审的 kappa
""",
        translates={"es": "e8f6e8a099fa", "zh": "e8f6e8a099fa"},
    ),
    code(r"""
ex = exercise("12.judge_kappa")
ex
"""),
    code(r"""
tp, fn, fp, tn = ex["tp"], ex["fn"], ex["fp"], ex["tn"]
# BEGIN SOLUTION
n = tp + fn + fp + tn
observed = (tp + tn) / n
chance = (tp + fn) / n * (tp + fp) / n + (fp + tn) / n * (fn + tn) / n
# END SOLUTION
answer = (observed - chance) / (1 - chance)  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.6 · Vital, partial support counted
""",
        es=r"""
## 12.6 · Vital, contando el respaldo parcial
""",
        zh=r"""
## 12.6 · Vital：计入部分支持
""",
        translates={"es": "d50c933aa60c", "zh": "d50c933aa60c"},
    ),
    code(r"""
ex = exercise("12.vital_partial")
ex
"""),
    code(r"""
value = {"support": 1.0, "partial_support": 0.5, "not_support": 0.0}
vital = [n for n in ex["nuggets"] if n["importance"] == "vital"]
answer = sum(value[n["assignment"]] for n in vital) / len(vital)  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.7 · All strict
""",
        es=r"""
## 12.7 · All estricta
""",
        zh=r"""
## 12.7 · 严格 All
""",
        translates={"es": "57a1c8793a37", "zh": "57a1c8793a37"},
    ),
    code(r"""
ex = exercise("12.all_strict")
ex
"""),
    code(r"""
answer = sum(n["assignment"] == "support" for n in ex["nuggets"]) / len(ex["nuggets"])  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.8 · A PPI estimate
""",
        es=r"""
## 12.8 · Una estimación PPI
""",
        zh=r"""
## 12.8 · PPI 估计值
""",
        translates={"es": "9fd2e95b33b2", "zh": "9fd2e95b33b2"},
    ),
    code(r"""
ex = exercise("12.ppi_estimate")
ex
"""),
    code(r"""
labels, on_labelled, on_unlabelled = ex["labels"], ex["judge_on_labelled"], ex["judge_on_unlabelled"]
# BEGIN SOLUTION
rectifier = sum(y - j for y, j in zip(labels, on_labelled)) / len(labels)
# END SOLUTION
answer = sum(on_unlabelled) / len(on_unlabelled) + rectifier  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.9 · A sign test
""",
        es=r"""
## 12.9 · Una prueba de signos
""",
        zh=r"""
## 12.9 · 符号检验
""",
        translates={"es": "f92cfc994828", "zh": "f92cfc994828"},
    ),
    code(r"""
ex = exercise("12.sign_test_p")
ex
"""),
    code(r"""
answer = rm.sign_test(ex["good"], ex["bad"])  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.10 · A GSB score
""",
        es=r"""
## 12.10 · Una puntuación GSB
""",
        zh=r"""
## 12.10 · GSB 得分
""",
        translates={"es": "d811794b92f0", "zh": "d811794b92f0"},
    ),
    code(r"""
ex = exercise("12.gsb_score")
ex
"""),
    code(r"""
pairs = list(zip(ex["forward"], ex["backward"]))
# BEGIN SOLUTION
good = sum(f == b == "A" for f, b in pairs)
bad = sum(f == b == "B" for f, b in pairs)
# END SOLUTION
answer = (good - bad) / len(pairs)  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.11 · A wrong number, scored by word overlap
""",
        es=r"""
## 12.11 · Un número equivocado, puntuado por solapamiento de palabras
""",
        zh=r"""
## 12.11 · 用词重叠给错误数字打分
""",
        translates={"es": "3309474486e2", "zh": "3309474486e2"},
    ),
    code(r"""
ex = exercise("12.rouge_wrong_number")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.12 · Where exact match still makes sense
""",
        es=r"""
## 12.12 · Dónde sigue teniendo sentido la coincidencia exacta
""",
        zh=r"""
## 12.12 · 精确匹配在哪里仍然适用
""",
        translates={"es": "4bdab175c6a7", "zh": "4bdab175c6a7"},
    ),
    code(r"""
ex = exercise("12.em_where")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.13 · A right paraphrase under BLEU
""",
        es=r"""
## 12.13 · Una paráfrasis correcta según BLEU
""",
        zh=r"""
## 12.13 · BLEU 眼中的正确改写
""",
        translates={"es": "6fe01d30e91c", "zh": "6fe01d30e91c"},
    ),
    code(r"""
ex = exercise("12.bleu_paraphrase")
ex
"""),
    code(r"""
answer = "c"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.14 · ALCE citation recall
""",
        es=r"""
## 12.14 · Recall de citas de ALCE
""",
        zh=r"""
## 12.14 · ALCE 的引用召回率
""",
        translates={"es": "9b98a005bf47", "zh": "9b98a005bf47"},
    ),
    code(r"""
ex = exercise("12.citation_recall")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.15 · One useful citation, one useless
""",
        es=r"""
## 12.15 · Una cita útil y otra inútil
""",
        zh=r"""
## 12.15 · 一条有用的引用，一条无用的引用
""",
        translates={"es": "0fe140b084c8", "zh": "0fe140b084c8"},
    ),
    code(r"""
ex = exercise("12.citation_precision")
ex
"""),
    code(r"""
answer = "c"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.16 · Faithful to an outdated page
""",
        es=r"""
## 12.16 · Fiel a una página obsoleta
""",
        zh=r"""
## 12.16 · 忠实于过时页面
""",
        translates={"es": "1c3751697267", "zh": "1c3751697267"},
    ),
    code(r"""
ex = exercise("12.outdated_page")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.17 · Strict nugget scores
""",
        es=r"""
## 12.17 · Puntuaciones estrictas de nuggets
""",
        zh=r"""
## 12.17 · 严格的信息点得分
""",
        translates={"es": "b926478113cc", "zh": "b926478113cc"},
    ),
    code(r"""
ex = exercise("12.nugget_strict")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.18 · A judge that always says yes
""",
        es=r"""
## 12.18 · Un juez que siempre dice que sí
""",
        zh=r"""
## 12.18 · 永远说“是”的评审
""",
        translates={"es": "533342ff64a3", "zh": "533342ff64a3"},
    ),
    code(r"""
ex = exercise("12.balanced_accuracy")
ex
"""),
    code(r"""
answer = "c"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.19 · Choosing a judge's threshold
""",
        es=r"""
## 12.19 · Elegir el umbral de un juez
""",
        zh=r"""
## 12.19 · 选择评审的阈值
""",
        translates={"es": "9e03a68c0b35", "zh": "9e03a68c0b35"},
    ),
    code(r"""
ex = exercise("12.threshold_report")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.20 · What the rectifier does
""",
        es=r"""
## 12.20 · Qué hace el rectificador
""",
        zh=r"""
## 12.20 · 校正项的作用
""",
        translates={"es": "742913b0d6dd", "zh": "742913b0d6dd"},
    ),
    code(r"""
ex = exercise("12.ppi_rectifier")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.21 · Which answers to label
""",
        es=r"""
## 12.21 · Qué respuestas etiquetar
""",
        zh=r"""
## 12.21 · 给哪些回答打标签
""",
        translates={"es": "b5cf534d9939", "zh": "b5cf534d9939"},
    ),
    code(r"""
ex = exercise("12.ppi_sample")
ex
"""),
    code(r"""
answer = "c"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.22 · Both orders
""",
        es=r"""
## 12.22 · Los dos órdenes
""",
        zh=r"""
## 12.22 · 两种顺序
""",
        translates={"es": "a68214552c0f", "zh": "a68214552c0f"},
    ),
    code(r"""
ex = exercise("12.gsb_orders")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.23 · Testing a side-by-side
""",
        es=r"""
## 12.23 · Contrastar una comparación lado a lado
""",
        zh=r"""
## 12.23 · 检验并排比较的结果
""",
        translates={"es": "bf88ea447541", "zh": "bf88ea447541"},
    ),
    code(r"""
ex = exercise("12.sign_test")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.24 · An NLI-based hallucination check
""",
        es=r"""
## 12.24 · Una comprobación de alucinaciones basada en NLI
""",
        zh=r"""
## 12.24 · 基于 NLI 的幻觉检测
""",
        translates={"es": "8c166a834663", "zh": "8c166a834663"},
    ),
    code(r"""
ex = exercise("12.nli_check")
ex
"""),
    code(r"""
answer = "c"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.25 · Sampling consistency
""",
        es=r"""
## 12.25 · Coherencia entre muestras
""",
        zh=r"""
## 12.25 · 采样一致性
""",
        translates={"es": "1d9c739f5bbf", "zh": "1d9c739f5bbf"},
    ),
    code(r"""
ex = exercise("12.selfcheck")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.26 · Atomic-fact scoring
""",
        es=r"""
## 12.26 · Puntuación por hechos atómicos
""",
        zh=r"""
## 12.26 · 原子事实打分
""",
        translates={"es": "00f0ccb6de53", "zh": "00f0ccb6de53"},
    ),
    code(r"""
ex = exercise("12.factscore")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.27 · A refusal rate
""",
        es=r"""
## 12.27 · Una tasa de rechazo
""",
        zh=r"""
## 12.27 · 拒答率
""",
        translates={"es": "73395a97107e", "zh": "73395a97107e"},
    ),
    code(r"""
ex = exercise("12.refusal_rate")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.28 · What dashboards show
""",
        es=r"""
## 12.28 · Lo que muestran los paneles
""",
        zh=r"""
## 12.28 · 看板上展示什么
""",
        translates={"es": "2e1cdf31b72e", "zh": "2e1cdf31b72e"},
    ),
    code(r"""
ex = exercise("12.business_rates")
ex
"""),
    code(r"""
answer = "c"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.29 · Attributing a bad case (1)
""",
        es=r"""
## 12.29 · Atribuir un caso malo (1)
""",
        zh=r"""
## 12.29 · bad case 归因（一）
""",
        translates={"es": "3d7c97566c3e", "zh": "3d7c97566c3e"},
    ),
    code(r"""
ex = exercise("12.attribute_retrieval")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.30 · Attributing a bad case (2)
""",
        es=r"""
## 12.30 · Atribuir un caso malo (2)
""",
        zh=r"""
## 12.30 · bad case 归因（二）
""",
        translates={"es": "466508bd3458", "zh": "466508bd3458"},
    ),
    code(r"""
ex = exercise("12.attribute_generation")
ex
"""),
    code(r"""
answer = "c"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.31 · Attributing a bad case (3)
""",
        es=r"""
## 12.31 · Atribuir un caso malo (3)
""",
        zh=r"""
## 12.31 · bad case 归因（三）
""",
        translates={"es": "fd3a14ce50c2", "zh": "fd3a14ce50c2"},
    ),
    code(r"""
ex = exercise("12.attribute_knowledge")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 12.32 · Agreement with whose labels?
""",
        es=r"""
## 12.32 · ¿Acuerdo con las etiquetas de quién?
""",
        zh=r"""
## 12.32 · 与谁的标签一致？
""",
        translates={"es": "5d172e341407", "zh": "5d172e341407"},
    ),
    code(r"""
ex = exercise("12.llm_labels")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
]
