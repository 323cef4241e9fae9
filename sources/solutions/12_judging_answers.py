"""Exercises · 12 Judging answers: the source of solutions/{en,es,zh}/12_judging_answers.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 12 --run
(docs/course.md says how a source is written). The exercises are declared in
course/ragmetrics_course/exercises/bank/ch12.py, their texts in course/ragmetrics_course/messages_exercises.json.
"""

from sources.cells import code, exercise_cells, exercises_intro, md, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "12_judging_answers",
        title={"en": r"""Exercises · 12 Judging answers""", "es": r"""Ejercicios · 12 Juzgar respuestas""", "zh": r"""练习 · 12 评判回答"""},
        practise={
            "en": r"""**What you practise:** a judge's balanced accuracy, TPR, TNR and kappa from its confusion matrix; nugget scores (Vital strict, Vital with partial support, All strict); a PPI estimate, a sign-test p-value and a GSB score. Then concept questions on judging answers, as job interviews ask them: why ROUGE, BLEU and EM mislead for RAG, ALCE citation recall and precision, the outdated page, strict nugget scores, thresholds, PPI, side-by-side with a sign test, NLI checks, SelfCheckGPT and FActScore, the refusal rate and other business metrics, attributing a failure to retrieval, generation or missing knowledge, and whose labels a judge agrees with.""",
            "es": r"""**Qué practicas:** la exactitud equilibrada, la TPR, la TNR y la kappa de un juez a partir de su matriz de confusión; las puntuaciones de nuggets (Vital estricta, Vital con respaldo parcial, All estricta); una estimación PPI, el valor p de una prueba de signos y una puntuación GSB. Después, preguntas conceptuales sobre cómo juzgar respuestas, como las de una entrevista de trabajo: por qué ROUGE, BLEU y EM engañan en RAG, el recall y la precisión de citas de ALCE, la página obsoleta, las puntuaciones estrictas de nuggets, los umbrales, la PPI, la comparación por pares con una prueba de signos, las comprobaciones con NLI, SelfCheckGPT y FActScore, la tasa de negativas y otras métricas de negocio, cómo atribuir un fallo a la recuperación, a la generación o a la falta de conocimiento, y de quién son las etiquetas con las que coincide un juez.""",
            "zh": r"""**练习内容**

- 计算题：由混淆矩阵计算评审的平衡准确率、TPR、TNR 和 kappa；计算信息点得分（严格 Vital、计入部分支持的 Vital、严格 All）；计算 PPI 估计值、符号检验的 p 值和 GSB 得分。
- 概念题（求职面试中常见的、关于如何评判回答的问题）：ROUGE、BLEU 和 EM 为什么会误导 RAG 评测，ALCE 的引用召回率与精确率，过时页面，严格的信息点得分，阈值选择，PPI，带符号检验的并排比较，NLI 检测、SelfCheckGPT 与 FActScore，拒答率等业务指标，把失败案例归因到检索、生成还是知识缺失，以及评审究竟是与谁的标签一致。""",
        },
        translates={"es": "2886898b766f", "zh": "2886898b766f"},
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
    *exercise_cells("12.judge_balanced_accuracy", {"en": "12.1 · A judge's balanced accuracy", "es": "12.1 · La exactitud equilibrada de un juez", "zh": "12.1 · 评审的平衡准确率"},
                    translates={"es": "8b5efde0cce2", "zh": "8b5efde0cce2"},
                    solution=r"""
tp, fn, fp, tn = ex["tp"], ex["fn"], ex["fp"], ex["tn"]
answer = (tp / (tp + fn) + tn / (tn + fp)) / 2  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.judge_tpr", {"en": "12.2 · A judge's TPR", "es": "12.2 · La TPR de un juez", "zh": "12.2 · 评审的 TPR"},
                    translates={"es": "5187ce8c8d45", "zh": "5187ce8c8d45"},
                    solution=r"""
answer = ex["tp"] / (ex["tp"] + ex["fn"])  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.judge_tnr", {"en": "12.3 · A judge's TNR", "es": "12.3 · La TNR de un juez", "zh": "12.3 · 评审的 TNR"},
                    translates={"es": "b54cd32b7649", "zh": "b54cd32b7649"},
                    solution=r"""
answer = ex["tn"] / (ex["tn"] + ex["fp"])  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.judge_kappa", {"en": "12.4 · A judge's kappa", "es": "12.4 · La kappa de un juez", "zh": "12.4 · 评审的 kappa"},
                    translates={"es": "70ea3f5b0c13", "zh": "70ea3f5b0c13"},
                    solution=r"""
tp, fn, fp, tn = ex["tp"], ex["fn"], ex["fp"], ex["tn"]
# BEGIN SOLUTION
n = tp + fn + fp + tn
observed = (tp + tn) / n
chance = (tp + fn) / n * (tp + fp) / n + (fp + tn) / n * (fn + tn) / n
# END SOLUTION
answer = (observed - chance) / (1 - chance)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.vital_strict", {"en": "12.5 · A nugget score", "es": "12.5 · Una puntuación de nuggets", "zh": "12.5 · 信息点得分（严格 Vital）"},
                    translates={"es": "ec3ab2a6d492", "zh": "ec3ab2a6d492"},
                    solution=r"""
vital = [n for n in ex["nuggets"] if n["importance"] == "vital"]
answer = sum(n["assignment"] == "support" for n in vital) / len(vital)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.vital_partial", {"en": "12.6 · Vital, partial support counted", "es": "12.6 · Vital, contando el respaldo parcial", "zh": "12.6 · Vital：计入部分支持"},
                    translates={"es": "d50c933aa60c", "zh": "d50c933aa60c"},
                    solution=r"""
value = {"support": 1.0, "partial_support": 0.5, "not_support": 0.0}
vital = [n for n in ex["nuggets"] if n["importance"] == "vital"]
answer = sum(value[n["assignment"]] for n in vital) / len(vital)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.all_strict", {"en": "12.7 · All strict", "es": "12.7 · All estricta", "zh": "12.7 · 严格 All"},
                    translates={"es": "57a1c8793a37", "zh": "57a1c8793a37"},
                    solution=r"""
answer = sum(n["assignment"] == "support" for n in ex["nuggets"]) / len(ex["nuggets"])  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.ppi_estimate", {"en": "12.8 · A PPI estimate", "es": "12.8 · Una estimación PPI", "zh": "12.8 · PPI 估计值"},
                    translates={"es": "9fd2e95b33b2", "zh": "9fd2e95b33b2"},
                    solution=r"""
labels, on_labelled, on_unlabelled = ex["labels"], ex["judge_on_labelled"], ex["judge_on_unlabelled"]
# BEGIN SOLUTION
rectifier = sum(y - j for y, j in zip(labels, on_labelled)) / len(labels)
# END SOLUTION
answer = sum(on_unlabelled) / len(on_unlabelled) + rectifier  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.sign_test_p", {"en": "12.9 · A sign test", "es": "12.9 · Una prueba de signos", "zh": "12.9 · 符号检验"},
                    translates={"es": "f92cfc994828", "zh": "f92cfc994828"},
                    solution=r"""
answer = rm.sign_test(ex["good"], ex["bad"])  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.gsb_score", {"en": "12.10 · A GSB score", "es": "12.10 · Una puntuación GSB", "zh": "12.10 · GSB 得分"},
                    translates={"es": "d811794b92f0", "zh": "d811794b92f0"},
                    solution=r"""
pairs = list(zip(ex["forward"], ex["backward"]))
# BEGIN SOLUTION
good = sum(f == b == "A" for f, b in pairs)
bad = sum(f == b == "B" for f, b in pairs)
# END SOLUTION
answer = (good - bad) / len(pairs)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.rouge_wrong_number", {"en": "12.11 · A wrong number, scored by word overlap", "es": "12.11 · Un número equivocado, puntuado por solapamiento de palabras", "zh": "12.11 · 用词重叠给错误数字打分"},
                    translates={"es": "3309474486e2", "zh": "3309474486e2"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.em_where", {"en": "12.12 · Where exact match still makes sense", "es": "12.12 · Dónde sigue teniendo sentido la coincidencia exacta", "zh": "12.12 · 精确匹配在哪里仍然适用"},
                    translates={"es": "4bdab175c6a7", "zh": "4bdab175c6a7"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.bleu_paraphrase", {"en": "12.13 · A right paraphrase under BLEU", "es": "12.13 · Una paráfrasis correcta según BLEU", "zh": "12.13 · BLEU 眼中的正确改写"},
                    translates={"es": "6fe01d30e91c", "zh": "6fe01d30e91c"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.citation_recall", {"en": "12.14 · ALCE citation recall", "es": "12.14 · Recall de citas de ALCE", "zh": "12.14 · ALCE 的引用召回率"},
                    translates={"es": "9b98a005bf47", "zh": "9b98a005bf47"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.citation_precision", {"en": "12.15 · One useful citation, one useless", "es": "12.15 · Una cita útil y otra inútil", "zh": "12.15 · 一条有用的引用，一条无用的引用"},
                    translates={"es": "0fe140b084c8", "zh": "0fe140b084c8"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.outdated_page", {"en": "12.16 · Faithful to an outdated page", "es": "12.16 · Fiel a una página obsoleta", "zh": "12.16 · 忠实于过时页面"},
                    translates={"es": "1c3751697267", "zh": "1c3751697267"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.nugget_strict", {"en": "12.17 · Strict nugget scores", "es": "12.17 · Puntuaciones estrictas de nuggets", "zh": "12.17 · 严格的信息点得分"},
                    translates={"es": "b926478113cc", "zh": "b926478113cc"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.balanced_accuracy", {"en": "12.18 · A judge that always says yes", "es": "12.18 · Un juez que siempre dice que sí", "zh": "12.18 · 永远说“是”的评审"},
                    translates={"es": "533342ff64a3", "zh": "533342ff64a3"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.threshold_report", {"en": "12.19 · Choosing a judge's threshold", "es": "12.19 · Elegir el umbral de un juez", "zh": "12.19 · 选择评审的阈值"},
                    translates={"es": "9e03a68c0b35", "zh": "9e03a68c0b35"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.ppi_rectifier", {"en": "12.20 · What the rectifier does", "es": "12.20 · Qué hace el rectificador", "zh": "12.20 · 校正项的作用"},
                    translates={"es": "742913b0d6dd", "zh": "742913b0d6dd"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.ppi_sample", {"en": "12.21 · Which answers to label", "es": "12.21 · Qué respuestas etiquetar", "zh": "12.21 · 给哪些回答打标签"},
                    translates={"es": "b5cf534d9939", "zh": "b5cf534d9939"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.gsb_orders", {"en": "12.22 · Both orders", "es": "12.22 · Los dos órdenes", "zh": "12.22 · 两种顺序"},
                    translates={"es": "a68214552c0f", "zh": "a68214552c0f"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.sign_test", {"en": "12.23 · Testing a side-by-side", "es": "12.23 · Contrastar una comparación por pares", "zh": "12.23 · 检验并排比较的结果"},
                    translates={"es": "bf88ea447541", "zh": "bf88ea447541"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.nli_check", {"en": "12.24 · An NLI-based hallucination check", "es": "12.24 · Una comprobación de alucinaciones basada en NLI", "zh": "12.24 · 基于 NLI 的幻觉检测"},
                    translates={"es": "8c166a834663", "zh": "8c166a834663"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.selfcheck", {"en": "12.25 · Sampling consistency", "es": "12.25 · Coherencia entre muestras", "zh": "12.25 · 采样一致性"},
                    translates={"es": "1d9c739f5bbf", "zh": "1d9c739f5bbf"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.factscore", {"en": "12.26 · Atomic-fact scoring", "es": "12.26 · Puntuación por hechos atómicos", "zh": "12.26 · 原子事实打分"},
                    translates={"es": "00f0ccb6de53", "zh": "00f0ccb6de53"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.refusal_rate", {"en": "12.27 · A refusal rate", "es": "12.27 · Una tasa de negativas", "zh": "12.27 · 拒答率"},
                    translates={"es": "73395a97107e", "zh": "73395a97107e"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.business_rates", {"en": "12.28 · What dashboards show", "es": "12.28 · Lo que muestran los paneles", "zh": "12.28 · 看板上展示什么"},
                    translates={"es": "2e1cdf31b72e", "zh": "2e1cdf31b72e"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.attribute_retrieval", {"en": "12.29 · Attributing a failure (1)", "es": "12.29 · Atribuir un fallo (1)", "zh": "12.29 · 失败案例归因（一）"},
                    translates={"es": "0e3f3d2141c2", "zh": "0e3f3d2141c2"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.attribute_generation", {"en": "12.30 · Attributing a failure (2)", "es": "12.30 · Atribuir un fallo (2)", "zh": "12.30 · 失败案例归因（二）"},
                    translates={"es": "b28bdf516545", "zh": "b28bdf516545"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.attribute_knowledge", {"en": "12.31 · Attributing a failure (3)", "es": "12.31 · Atribuir un fallo (3)", "zh": "12.31 · 失败案例归因（三）"},
                    translates={"es": "4ea9863c268f", "zh": "4ea9863c268f"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("12.llm_labels", {"en": "12.32 · Whose labels does the judge agree with?", "es": "12.32 · ¿De quién son las etiquetas con las que coincide el juez?", "zh": "12.32 · 评审与谁的标签一致？"},
                    translates={"es": "b1c9b82ea368", "zh": "b1c9b82ea368"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
]
