"""Chapter 11, the capstone: two RAG configurations on the lab's help centre (``ragmetrics_course.capstone``).

The numeric exercises are the numbers of the capstone's report, computed on the help centre in the exercise's
language (``corpus``): each configuration's Recall@k and nDCG@k over the passages, the p-value of the nDCG
difference, and on how many questions B wins. ``check_capstone`` checks a learner's numbers with them. Their
likely mistakes: the article level instead of the passages, all questions instead of the judged ones, another
cutoff, nDCG without a cutoff, a Holm-corrected, one-sided or other measure's p-value, losses or wins + ties.
The choice questions are the report's reasoning; they stand on their own, so the drill may ask them too.
"""

from ...capstone import CONFIGS, K, numbers
from .build import choice, number, tr
from .library import hint
from .texts import declare_texts

# The same inputs in every language but the corpus: each language evaluates its own help centre.
INPUTS = {lang: {"corpus": lang, "config_a": dict(CONFIGS["A"]), "config_b": dict(CONFIGS["B"]), "k": K}
          for lang in ("en", "es", "zh")}
P_TOLERANCE = 0.01  # another seed moves a sampled p-value by about 0.005


def _n(i, **options) -> dict:
    return numbers(i["corpus"], i["k"], **options)


def _facts(i) -> dict:
    n = _n(i)
    return {"n_queries": n["n_queries"], "n_questions": n["n_questions"], "other_k": 2 * i["k"]}


def _mean(key, inputs):
    """A configuration's mean (``recall_a``...) as the exercise asks it, its inputs and its likely mistakes."""
    other = "recall" if key.startswith("recall") else "ndcg"

    def all_questions(i):  # the unanswerable questions counted as 0
        n = _n(i)
        return n[key] * n["n_queries"] / n["n_questions"]

    mistakes = (
        hint("hint.ch11.article_level", lambda i: _n(i, level="doc")[key]),
        hint("hint.ch11.all_questions", all_questions),
        hint("hint.ch11.other_cutoff", lambda i: numbers(i["corpus"], 2 * i["k"])[key]) if other == "recall"
        else hint("hint.ch11.no_cutoff", lambda i: _no_cutoff_ndcg(i, key[-1].upper())),
    )
    return lambda i: _n(i)[key], inputs, mistakes


# The texts of the mistakes _mean() declares (it runs once per exercise).
declare_texts({
    "hint.ch11.article_level": tr(en="{wrong} is the article-level value (runs with `level=\"doc\"` against `lab.doc_qrels()`). The generator receives passages, so evaluate the passage runs against the passage qrels: a wrong passage of the right article does not help the answer.",
                                  es="{wrong} es el valor calculado por artículo (runs con `level=\"doc\"` frente a `lab.doc_qrels()`). El LLM recibe fragmentos, así que evalúa los runs de fragmentos con los qrels de fragmentos: un fragmento equivocado del artículo correcto no ayuda a la respuesta.",
                                  zh="{wrong} 是文章级别的值（用 `level=\"doc\"` 的 run 对照 `lab.doc_qrels()`）。LLM 拿到的是片段，所以要用片段 qrels 评估片段 run：正确文章里的错误片段对回答没有帮助。", translates={"es": "9d277bf2a717", "zh": "9d277bf2a717"}),
    "hint.ch11.all_questions": tr(en="{wrong} averages over all {n_questions} questions, counting the ones with no answer in the help centre as 0. `rm.evaluate` (like trec_eval) averages over the {n_queries} questions that have judgments.",
                                  es="{wrong} promedia sobre las {n_questions} preguntas y cuenta como 0 las que no tienen respuesta en el centro de ayuda. `rm.evaluate` (como trec_eval) promedia sobre las {n_queries} preguntas que tienen juicios.",
                                  zh="{wrong} 是对全部 {n_questions} 个问题取的平均，把帮助中心里没有答案的问题记为 0。`rm.evaluate`（和 trec_eval 一样）只对有标注的 {n_queries} 个问题取平均。", translates={"es": "bfd203d9f563", "zh": "bfd203d9f563"}),
    "hint.ch11.other_cutoff": tr(en="{wrong} is Recall@{other_k}. The generator receives the top {k} passages: measure at k = {k}.",
                                 es="{wrong} es el Recall@{other_k}. El LLM recibe los {k} primeros fragmentos: mide con k = {k}.",
                                 zh="{wrong} 是 Recall@{other_k}。LLM 只拿到前 {k} 个片段：要在 k = {k} 处计算。", translates={"es": "c870190a8185", "zh": "c870190a8185"}),
    "hint.ch11.no_cutoff": tr(en="{wrong} is nDCG over the whole ranking (trec_eval's `ndcg`). The generator only sees the top {k}: use nDCG@{k}.",
                              es="{wrong} es el nDCG de todo el ranking (el `ndcg` de trec_eval). El LLM solo ve los {k} primeros: usa nDCG@{k}.",
                              zh="{wrong} 是整个排序的 nDCG（trec_eval 的 `ndcg`）。LLM 只看得到前 {k} 个：要用 nDCG@{k}。", translates={"es": "7b8831d22bb8", "zh": "7b8831d22bb8"}),
})


def _no_cutoff_ndcg(i, system: str) -> float:
    import ragmetrics as rm

    from ...capstone import qrels, runs

    return rm.evaluate(qrels(i["corpus"]), runs(i["corpus"])[system], ["nDCG"]).mean["nDCG"]


number("11.recall_a", *_mean("recall_a", INPUTS), facts=_facts, topic="evaluation",
       texts={
           "title": tr(en="Configuration A: Recall@{k} over the passages",
                       es="Configuración A: Recall@{k} sobre los fragmentos",
                       zh="配置 A：片段上的 Recall@{k}", translates={"es": "90a5f1fdfb23", "zh": "90a5f1fdfb23"}),
           "question": tr(en="Run configuration A (`config_a`) on the help centre in `corpus` with `Lab(corpus).run(...)` and evaluate the run against the passage qrels of its chunking, `lab.qrels(...)`. What is its mean Recall@{k} over the {n_queries} judged questions?",
                          es="Ejecuta la configuración A (`config_a`) con `Lab(corpus).run(...)` sobre el centro de ayuda del idioma indicado en `corpus`, y evalúa el run con los qrels de fragmentos de su fragmentación, `lab.qrels(...)`. ¿Cuál es su Recall@{k} medio sobre las {n_queries} preguntas juzgadas?",
                          zh="用 `Lab(corpus).run(...)` 在 `corpus` 所指语言的帮助中心上运行配置 A（`config_a`），再用其切分方式对应的片段 qrels（`lab.qrels(...)`）评估这个 run。它在 {n_queries} 个有标注的问题上的平均 Recall@{k} 是多少？", translates={"es": "7006ba233f08", "zh": "7006ba233f08"}),
           "why": tr(en="A's Recall@{k} is {expected}: `rm.evaluate(qrels, run_a, [\"R@{k}\"]).mean` averages the {n_queries} questions that have relevant passages; the other questions have no answer in the help centre and are not evaluated.",
                     es="El Recall@{k} de A es {expected}: `rm.evaluate(qrels, run_a, [\"R@{k}\"]).mean` promedia las {n_queries} preguntas que tienen fragmentos relevantes; las demás no tienen respuesta en el centro de ayuda y no se evalúan.",
                     zh="A 的 Recall@{k} 是 {expected}：`rm.evaluate(qrels, run_a, [\"R@{k}\"]).mean` 对有相关片段的 {n_queries} 个问题取平均；其余问题在帮助中心里没有答案，不参与评估。", translates={"es": "e1e7d6b68090", "zh": "e1e7d6b68090"}),
       })
number("11.recall_b", *_mean("recall_b", INPUTS), facts=_facts, topic="evaluation",
       texts={
           "title": tr(en="Configuration B: Recall@{k} over the passages",
                       es="Configuración B: Recall@{k} sobre los fragmentos",
                       zh="配置 B：片段上的 Recall@{k}", translates={"es": "39dd2edc4b92", "zh": "39dd2edc4b92"}),
           "question": tr(en="Run configuration B (`config_b`) on the help centre in `corpus` with `Lab(corpus).run(...)` and evaluate the run against the passage qrels of its chunking, `lab.qrels(...)`. What is its mean Recall@{k} over the {n_queries} judged questions?",
                          es="Ejecuta la configuración B (`config_b`) con `Lab(corpus).run(...)` sobre el centro de ayuda del idioma indicado en `corpus`, y evalúa el run con los qrels de fragmentos de su fragmentación, `lab.qrels(...)`. ¿Cuál es su Recall@{k} medio sobre las {n_queries} preguntas juzgadas?",
                          zh="用 `Lab(corpus).run(...)` 在 `corpus` 所指语言的帮助中心上运行配置 B（`config_b`），再用其切分方式对应的片段 qrels（`lab.qrels(...)`）评估这个 run。它在 {n_queries} 个有标注的问题上的平均 Recall@{k} 是多少？", translates={"es": "824a9b81a15d", "zh": "824a9b81a15d"}),
           "why": tr(en="B's Recall@{k} is {expected}: `rm.evaluate(qrels, run_b, [\"R@{k}\"]).mean` averages the {n_queries} questions that have relevant passages; the other questions have no answer in the help centre and are not evaluated.",
                     es="El Recall@{k} de B es {expected}: `rm.evaluate(qrels, run_b, [\"R@{k}\"]).mean` promedia las {n_queries} preguntas que tienen fragmentos relevantes; las demás no tienen respuesta en el centro de ayuda y no se evalúan.",
                     zh="B 的 Recall@{k} 是 {expected}：`rm.evaluate(qrels, run_b, [\"R@{k}\"]).mean` 对有相关片段的 {n_queries} 个问题取平均；其余问题在帮助中心里没有答案，不参与评估。", translates={"es": "81b61e3ff5c3", "zh": "81b61e3ff5c3"}),
       })
number("11.ndcg_a", *_mean("ndcg_a", INPUTS), facts=_facts, topic="evaluation",
       texts={
           "title": tr(en="Configuration A: nDCG@{k} over the passages",
                       es="Configuración A: nDCG@{k} sobre los fragmentos",
                       zh="配置 A：片段上的 nDCG@{k}", translates={"es": "643bcb0cee7f", "zh": "643bcb0cee7f"}),
           "question": tr(en="Run configuration A (`config_a`) on the help centre in `corpus` with `Lab(corpus).run(...)` and evaluate the run against the passage qrels of its chunking, `lab.qrels(...)`. What is its mean nDCG@{k} over the {n_queries} judged questions?",
                          es="Ejecuta la configuración A (`config_a`) con `Lab(corpus).run(...)` sobre el centro de ayuda del idioma indicado en `corpus`, y evalúa el run con los qrels de fragmentos de su fragmentación, `lab.qrels(...)`. ¿Cuál es su nDCG@{k} medio sobre las {n_queries} preguntas juzgadas?",
                          zh="用 `Lab(corpus).run(...)` 在 `corpus` 所指语言的帮助中心上运行配置 A（`config_a`），再用其切分方式对应的片段 qrels（`lab.qrels(...)`）评估这个 run。它在 {n_queries} 个有标注的问题上的平均 nDCG@{k} 是多少？", translates={"es": "864822fa803b", "zh": "864822fa803b"}),
           "why": tr(en="A's nDCG@{k} is {expected}: `rm.evaluate(qrels, run_a, [\"nDCG@{k}\"]).mean` averages the {n_queries} questions that have relevant passages; the other questions have no answer in the help centre and are not evaluated.",
                     es="El nDCG@{k} de A es {expected}: `rm.evaluate(qrels, run_a, [\"nDCG@{k}\"]).mean` promedia las {n_queries} preguntas que tienen fragmentos relevantes; las demás no tienen respuesta en el centro de ayuda y no se evalúan.",
                     zh="A 的 nDCG@{k} 是 {expected}：`rm.evaluate(qrels, run_a, [\"nDCG@{k}\"]).mean` 对有相关片段的 {n_queries} 个问题取平均；其余问题在帮助中心里没有答案，不参与评估。", translates={"es": "63ea596d62ff", "zh": "63ea596d62ff"}),
       })
number("11.ndcg_b", *_mean("ndcg_b", INPUTS), facts=_facts, topic="evaluation",
       texts={
           "title": tr(en="Configuration B: nDCG@{k} over the passages",
                       es="Configuración B: nDCG@{k} sobre los fragmentos",
                       zh="配置 B：片段上的 nDCG@{k}", translates={"es": "0a279a11509d", "zh": "0a279a11509d"}),
           "question": tr(en="Run configuration B (`config_b`) on the help centre in `corpus` with `Lab(corpus).run(...)` and evaluate the run against the passage qrels of its chunking, `lab.qrels(...)`. What is its mean nDCG@{k} over the {n_queries} judged questions?",
                          es="Ejecuta la configuración B (`config_b`) con `Lab(corpus).run(...)` sobre el centro de ayuda del idioma indicado en `corpus`, y evalúa el run con los qrels de fragmentos de su fragmentación, `lab.qrels(...)`. ¿Cuál es su nDCG@{k} medio sobre las {n_queries} preguntas juzgadas?",
                          zh="用 `Lab(corpus).run(...)` 在 `corpus` 所指语言的帮助中心上运行配置 B（`config_b`），再用其切分方式对应的片段 qrels（`lab.qrels(...)`）评估这个 run。它在 {n_queries} 个有标注的问题上的平均 nDCG@{k} 是多少？", translates={"es": "505b1b134e60", "zh": "505b1b134e60"}),
           "why": tr(en="B's nDCG@{k} is {expected}: `rm.evaluate(qrels, run_b, [\"nDCG@{k}\"]).mean` averages the {n_queries} questions that have relevant passages; the other questions have no answer in the help centre and are not evaluated.",
                     es="El nDCG@{k} de B es {expected}: `rm.evaluate(qrels, run_b, [\"nDCG@{k}\"]).mean` promedia las {n_queries} preguntas que tienen fragmentos relevantes; las demás no tienen respuesta en el centro de ayuda y no se evalúan.",
                     zh="B 的 nDCG@{k} 是 {expected}：`rm.evaluate(qrels, run_b, [\"nDCG@{k}\"]).mean` 对有相关片段的 {n_queries} 个问题取平均；其余问题在帮助中心里没有答案，不参与评估。", translates={"es": "55f8cf035f19", "zh": "55f8cf035f19"}),
       })

number("11.p_ndcg", lambda i: _n(i)["p_ndcg"], INPUTS,
       (hint("hint.ch11.holm_p", lambda i: _n(i)["p_ndcg_holm"],
             tr(en="{wrong} is the Holm-corrected p (the `p (holm)` column). The question asks for the raw p of the nDCG@{k} row, the `p` column.",
                es="{wrong} es el p corregido con Holm (la columna `p (Holm)`). La pregunta pide el p sin corregir de la fila de nDCG@{k}, la columna `p`.",
                zh="{wrong} 是 Holm 校正后的 p（`p（Holm）` 列）。题目要的是 nDCG@{k} 那一行未校正的 p，也就是 `p` 列。", translates={"es": "92d6ad719c2e", "zh": "92d6ad719c2e"})),
        hint("hint.ch11.one_sided", lambda i: _n(i)["p_ndcg"] / 2,
             tr(en="{wrong} is half the p-value, a one-sided p. `rm.compare` reports two-sided p-values: B could have been worse, too.",
                es="{wrong} es la mitad del valor p, un p unilateral. `rm.compare` da valores p bilaterales: B también podría haber sido peor.",
                zh="{wrong} 是 p 值的一半，即单侧 p 值。`rm.compare` 给出的是双侧 p 值：B 也有可能更差。", translates={"es": "e7f02c2832f2", "zh": "e7f02c2832f2"})),
        hint("hint.ch11.recall_p", lambda i: _n(i)["p_recall"],
             tr(en="{wrong} is the p-value of Recall@{k}. The question asks for the nDCG@{k} row.",
                es="{wrong} es el valor p del Recall@{k}. La pregunta pide la fila de nDCG@{k}.",
                zh="{wrong} 是 Recall@{k} 的 p 值。题目问的是 nDCG@{k} 那一行。", translates={"es": "2bbb1eea99a2", "zh": "2bbb1eea99a2"})),
        hint("hint.ch11.article_p", lambda i: _n(i, level="doc")["p_ndcg"],
             tr(en="{wrong} is the article-level p (runs with `level=\"doc\"`). Compare the passage runs against the passage qrels: passages are what the generator receives.",
                es="{wrong} es el p calculado por artículo (runs con `level=\"doc\"`). Compara los runs de fragmentos con los qrels de fragmentos: lo que recibe el generador son fragmentos.",
                zh="{wrong} 是文章级别的 p（用 `level=\"doc\"` 的 run）。要用片段 qrels 比较片段 run：LLM 拿到的是片段。", translates={"es": "9f7cc019b1a3", "zh": "9f7cc019b1a3"}))),
       facts=_facts, tolerance=P_TOLERANCE, topic="significance",
       texts={
           "title": tr(en="Is the nDCG@{k} difference real?",
                       es="¿Es real la diferencia de nDCG@{k}?",
                       zh="nDCG@{k} 的差异是否真实存在？", translates={"es": "7daffd8adbcc", "zh": "7daffd8adbcc"}),
           "question": tr(en="Compare the two passage runs with `comparison = rm.compare(qrels, {{\"A\": run_a, \"B\": run_b}}, [\"R@{k}\", \"nDCG@{k}\"], seed=0)` (the randomization test, 10,000 sign flips). What is the two-sided p-value of the nDCG@{k} difference before any correction? Another seed moves it a little, so a small error is allowed.",
                          es="Compara los dos runs de fragmentos con `comparison = rm.compare(qrels, {{\"A\": run_a, \"B\": run_b}}, [\"R@{k}\", \"nDCG@{k}\"], seed=0)` (la prueba de aleatorización, 10 000 remuestreos: cambios de signo aleatorios). ¿Cuál es el valor p bilateral de la diferencia de nDCG@{k} antes de cualquier corrección? Otra semilla lo mueve un poco, así que se admite un pequeño margen.",
                          zh="用 `comparison = rm.compare(qrels, {{\"A\": run_a, \"B\": run_b}}, [\"R@{k}\", \"nDCG@{k}\"], seed=0)` 比较两个片段 run（随机化检验，10 000 次符号翻转）。nDCG@{k} 差值在校正之前的双侧 p 值是多少？换一个随机种子，p 值会略有变化，因此允许少量误差。", translates={"es": "73778421d4d6", "zh": "73778421d4d6"}),
           "why": tr(en="p = {expected}: the `p` column of the nDCG@{k} row. Holm's correction for the two measures gives the `p (holm)` column, the one to compare with α = 0.05.",
                     es="p = {expected}: la columna `p` de la fila de nDCG@{k}. La corrección de Holm para las dos medidas da la columna `p (Holm)`, la que se compara con α = 0,05.",
                     zh="p = {expected}：nDCG@{k} 那一行的 `p` 列。对两个指标做 Holm 校正后得到 `p（Holm）` 列，和 α = 0.05 比较的是它。", translates={"es": "973cfe5d4755", "zh": "973cfe5d4755"}),
       })

number("11.wins", lambda i: _n(i)["wins"], INPUTS,
       (hint("hint.ch11.losses", lambda i: _n(i)["losses"],
             tr(en="{wrong} counts the questions where B is worse (B − A < 0). Count those where B − A > 0.",
                es="{wrong} cuenta las preguntas en las que B es peor (B − A < 0). Cuenta aquellas en las que B − A > 0.",
                zh="{wrong} 数的是 B 更差的问题（B − A < 0）。要数 B − A > 0 的问题。", translates={"es": "2167d60c36df", "zh": "2167d60c36df"})),
        hint("hint.ch11.wins_and_ties", lambda i: _n(i)["wins"] + _n(i)["ties"],
             tr(en="{wrong} counts the ties too. Many questions tie (both configurations miss, or rank the same passages): count only B − A > 0.",
                es="{wrong} cuenta también los empates. Muchas preguntas empatan (las dos configuraciones fallan o colocan los mismos fragmentos): cuenta solo B − A > 0.",
                zh="{wrong} 把打平的问题也算进去了。很多问题是打平的（两个配置都没找到，或者排出了相同的片段）：只数 B − A > 0 的。", translates={"es": "af324d7d93dd", "zh": "af324d7d93dd"})),
        hint("hint.ch11.article_wins", lambda i: _n(i, level="doc")["wins"],
             tr(en="{wrong} is the count at the article level. Count the passage-level nDCG@{k} differences.",
                es="{wrong} es el recuento calculado por artículo. Cuenta las diferencias de nDCG@{k} por fragmentos.",
                zh="{wrong} 是文章级别的计数。要数片段级别的 nDCG@{k} 差值。", translates={"es": "e744b05a57f1", "zh": "e744b05a57f1"}))),
       facts=_facts, integer=True, unit_interval=False, topic="significance",
       texts={
           "title": tr(en="On how many questions does B win?",
                       es="¿En cuántas preguntas gana B?",
                       zh="B 在多少个问题上胜出？", translates={"es": "fd0ebb125c5f", "zh": "fd0ebb125c5f"}),
           "question": tr(en="Per question, compare B's nDCG@{k} with A's (`comparison.differences(\"B\", \"nDCG@{k}\")` gives B − A for each of the {n_queries} judged questions). On how many questions is B strictly better?",
                          es="Pregunta a pregunta, compara el nDCG@{k} de B con el de A (`comparison.differences(\"B\", \"nDCG@{k}\")` da B − A para cada una de las {n_queries} preguntas juzgadas). ¿En cuántas preguntas es B estrictamente mejor?",
                          zh="逐个问题比较 B 和 A 的 nDCG@{k}（`comparison.differences(\"B\", \"nDCG@{k}\")` 给出 {n_queries} 个有标注问题各自的 B − A）。B 在多少个问题上严格更好？", translates={"es": "8dbc5145a110", "zh": "8dbc5145a110"}),
           "why": tr(en="B is better on {expected} of the {n_queries} questions; the others are ties (often both configurations miss) or losses. A mean difference hides this mix: the report should show it.",
                     es="B es mejor en {expected} de las {n_queries} preguntas; el resto son empates (a menudo las dos configuraciones fallan) o derrotas. Una diferencia media esconde esta mezcla: el informe debe mostrarla.",
                     zh="B 在 {n_queries} 个问题中的 {expected} 个上更好；其余是打平（常常是两个配置都没找到）或更差。平均差值会掩盖这种构成，报告里应该写出来。", translates={"es": "e622f66e1f70", "zh": "e622f66e1f70"}),
       })

# The report's reasoning: the drill asks these too (every choice exercise is a drill question).
choice("11.same_qrels", 4, "b", topic="evaluation",
       texts={
           "title": tr(en="One set of qrels for both",
                       es="Los mismos qrels para las dos",
                       zh="两个配置用同一套 qrels", translates={"es": "1f3c14f1f558", "zh": "1f3c14f1f558"}),
           "question": tr(en="Configurations A and B cut the articles into the same paragraph passages but retrieve them differently. What do you evaluate both runs against?",
                          es="Las configuraciones A y B cortan los artículos en los mismos fragmentos por párrafo, pero los recuperan de forma distinta. ¿Con qué evalúas los dos runs?",
                          zh="配置 A 和 B 把文章切成相同的段落片段，只是检索方式不同。两个 run 应该用什么来评估？", translates={"es": "f8bb957b1588", "zh": "f8bb957b1588"}),
           "why": tr(en="Same passages, same qrels, same questions: the per-question scores pair up, as the paired test needs.",
                     es="Mismos fragmentos, mismos qrels, mismas preguntas: las puntuaciones por pregunta se emparejan, como necesita la prueba pareada.",
                     zh="片段相同、qrels 相同、问题相同：逐问题的得分才能一一配对，配对检验需要的正是这个。", translates={"es": "7a4eb77f3283", "zh": "7a4eb77f3283"}),
           "option.a": tr(en="The article qrels, because users see articles: a passage counts as relevant when its article is, so both runs are judged the same way.",
                          es="Los qrels de artículos, porque los usuarios ven artículos: un fragmento cuenta como relevante si su artículo lo es, así que los dos runs se juzgan igual.",
                          zh="用文章级 qrels，因为用户看到的是文章：片段所在文章相关就算相关，这样两个 run 的评判标准也一样。", translates={"es": "2e6056393c2f", "zh": "2e6056393c2f"}),
           "option.b": tr(en="The passage qrels of that chunking, the same for A and B, over the same judged questions.",
                          es="Los qrels de esos fragmentos, los mismos para A y B, sobre las mismas preguntas juzgadas.",
                          zh="用这种切分方式对应的片段 qrels，A 和 B 用同一套，在同一批有标注的问题上评估。", translates={"es": "ece83a2eeee2", "zh": "ece83a2eeee2"}),
           "option.c": tr(en="Each run against the questions it retrieved something for.",
                          es="Cada run frente a las preguntas para las que recuperó algo.",
                          zh="每个 run 只用它检索到结果的那些问题来评估。", translates={"es": "a08dd5cb9ebd", "zh": "a08dd5cb9ebd"}),
           "option.d": tr(en="Qrels built from each run's own top k.",
                          es="Unos qrels construidos con el top k de cada run.",
                          zh="用每个 run 自己的前 k 个结果构造的 qrels。", translates={"es": "28f69b008bac", "zh": "28f69b008bac"}),
           "option.a.why": tr(en="The generator receives passages: article-level numbers credit a wrong passage of the right article.",
                              es="El LLM recibe fragmentos: las cifras calculadas por artículo premian un fragmento equivocado del artículo correcto.",
                              zh="LLM 拿到的是片段：按文章计分会给正确文章里的错误片段也记分。", translates={"es": "53e4004c2244", "zh": "53e4004c2244"}),
           "option.c.why": tr(en="Dropping the questions a run fails on flatters it; a paired test needs the same questions (a missing one scores 0).",
                              es="Quitar las preguntas que un run falla lo favorece; la prueba pareada necesita las mismas preguntas (una que falta puntúa 0).",
                              zh="去掉 run 答不出的问题会美化它；配对检验要求同一批问题（缺失的记 0）。", translates={"es": "7ff2207f2451", "zh": "7ff2207f2451"}),
           "option.d.why": tr(en="Qrels made from a run's own results judge the run by itself: every system would look perfect.",
                              es="Unos qrels hechos con los resultados del propio run lo juzgan consigo mismo: cualquier sistema parecería perfecto.",
                              zh="用 run 自己的结果构造 qrels，等于让它自己给自己打分：任何系统看起来都会是完美的。", translates={"es": "d06e5bd91010", "zh": "d06e5bd91010"}),
       })
choice("11.holm_two_measures", 4, "b", topic="significance",
       texts={
           "title": tr(en="Two measures, one correction",
                       es="Dos medidas, una corrección",
                       zh="两个指标，一次校正", translates={"es": "75e0e88de244", "zh": "75e0e88de244"}),
           "question": tr(en="You test Recall@5 and nDCG@5 at once and get p = 0.03 and p = 0.40. With Holm's correction at α = 0.05, which difference is significant?",
                          es="Contrastas a la vez el Recall@5 y el nDCG@5 y obtienes p = 0,03 y p = 0,40. Con la corrección de Holm y α = 0,05, ¿qué diferencia es significativa?",
                          zh="你同时检验 Recall@5 和 nDCG@5，得到 p = 0.03 和 p = 0.40。在 α = 0.05 下做 Holm 校正后，哪个差值是显著的？", translates={"es": "6919c1594375", "zh": "6919c1594375"}),
           "why": tr(en="Holm sorts the p-values: the smallest times 2 (0.06), the next times 1 but never below the previous one (0.40). Neither is below 0.05.",
                     es="Holm ordena los valores p: el menor por 2 (0,06) y el siguiente por 1, pero nunca por debajo del anterior (0,40). Ninguno queda por debajo de 0,05.",
                     zh="Holm 先把 p 值排序：最小的乘以 2（0.06），下一个乘以 1，但不能小于前一个（0.40）。两个都不低于 0.05。", translates={"es": "8f31ae1289d2", "zh": "8f31ae1289d2"}),
           "option.a": tr(en="Recall@5's: 0.03 is below 0.05.",
                          es="La del Recall@5: 0,03 es menor que 0,05.",
                          zh="Recall@5 的：0.03 小于 0.05。", translates={"es": "08dfe67ffe5c", "zh": "08dfe67ffe5c"}),
           "option.b": tr(en="Neither: Holm turns them into 0.06 and 0.40.",
                          es="Ninguna: Holm las convierte en 0,06 y 0,40.",
                          zh="都不显著：Holm 校正后是 0.06 和 0.40。", translates={"es": "abc34445a2e9", "zh": "abc34445a2e9"}),
           "option.c": tr(en="Both: together they are one test, whose p is 0.03 × 0.40 = 0.012, below 0.05.",
                          es="Las dos: juntas forman una sola prueba, con p = 0,03 × 0,40 = 0,012, menor que 0,05.",
                          zh="两个都显著：两者合起来算一次检验，p = 0.03 × 0.40 = 0.012，小于 0.05。", translates={"es": "3e58cd0d03f4", "zh": "3e58cd0d03f4"}),
           "option.d": tr(en="nDCG@5's, because nDCG is the main measure and Holm only corrects the secondary one.",
                          es="La de nDCG@5, porque nDCG es la medida principal y Holm solo corrige la secundaria.",
                          zh="nDCG@5 的差异，因为 nDCG 是主指标，Holm 只校正次要指标。", translates={"es": "ab9cc2332f02", "zh": "ab9cc2332f02"}),
           "option.a.why": tr(en="That ignores the second test. Holm multiplies the smallest p by the number of tests: 2 × 0.03 = 0.06, above 0.05.",
                              es="Eso olvida la segunda prueba. Holm multiplica el menor p por el número de pruebas: 2 × 0,03 = 0,06, por encima de 0,05.",
                              zh="这忽略了第二个检验。Holm 把最小的 p 乘以检验次数：2 × 0.03 = 0.06，高于 0.05。", translates={"es": "52f1c0bacd90", "zh": "52f1c0bacd90"}),
           "option.c.why": tr(en="p-values are not multiplied (nor averaged): each one is compared with α after the correction; the product of two p-values is not the p-value of any test.",
                              es="Los valores p no se multiplican (ni se promedian): cada uno se compara con α después de la corrección; el producto de dos valores p no es el valor p de ninguna prueba.",
                              zh="p 值不能相乘（也不能取平均）：每个 p 值都要在校正之后分别和 α 比较；两个 p 值的乘积不是任何检验的 p 值。", translates={"es": "6787a18207cb", "zh": "6787a18207cb"}),
           "option.d.why": tr(en="Holm adjusts every p-value of the family, the main measure's too; and nDCG@5's p = 0.40 is far above 0.05 anyway.",
                              es="Holm ajusta todos los valores p de la familia, también el de la medida principal; y el p = 0,40 de nDCG@5 ya queda muy por encima de 0,05.",
                              zh="Holm 会校正这一组里的每个 p 值，主指标的也不例外；何况 nDCG@5 的 p = 0.40 本来就远高于 0.05。", translates={"es": "d017efc215a4", "zh": "d017efc215a4"}),
       })
choice("11.not_significant", 4, "b", topic="significance",
       texts={
           "title": tr(en="p = 0.73: what do you write?",
                       es="p = 0,73: ¿qué escribes?",
                       zh="p = 0.73：报告里怎么写？", translates={"es": "4b90bf058c6a", "zh": "4b90bf058c6a"}),
           "question": tr(en="B's nDCG@5 is 0.008 higher than A's on 63 questions; p = 0.73 and the 95% interval of the difference is [−0.040, +0.057]. What do you write in the report?",
                          es="Supongamos (son cifras de ejemplo) que el nDCG@5 de B supera al de A en 0,008 sobre 63 preguntas, con p = 0,73 y un intervalo al 95 % de la diferencia de [−0,040; +0,057]. ¿Qué escribes en el informe?",
                          zh="假设在 63 个问题上，B 的 nDCG@5 比 A 高 0.008（这组数字只是举例）；p = 0.73，差值的 95% 置信区间是 [−0.040, +0.057]。报告里该怎么写？", translates={"es": "bc7278dacf95", "zh": "bc7278dacf95"}),
           "why": tr(en="A large p says the difference could be chance; the interval says how large a real difference could still be. Report both.",
                     es="Un p grande dice que la diferencia podría deberse al azar; el intervalo dice lo grande que aún podría ser una diferencia real. Informa de los dos.",
                     zh="p 值大说明这个差值可能只是偶然；区间说明真实差值最大可能有多大。两者都要报告。", translates={"es": "e6ef5de8b353", "zh": "e6ef5de8b353"}),
           "option.a": tr(en="B is no better than A.",
                          es="B no es mejor que A.",
                          zh="B 并不比 A 好。", translates={"es": "d06f244a6c85", "zh": "d06f244a6c85"}),
           "option.b": tr(en="The data cannot tell them apart: the interval runs from a loss of 0.04 to a gain of 0.06.",
                          es="Los datos no permiten distinguirlos: el intervalo va de una pérdida de 0,04 a una ganancia de 0,06.",
                          zh="数据区分不了两者：真实差值可能落在下降 0.04 到提升 0.06 之间。", translates={"es": "47f53bc6032b", "zh": "47f53bc6032b"}),
           "option.c": tr(en="A is better, since B's gain is not significant.",
                          es="A es mejor, porque la mejora de B no es significativa.",
                          zh="A 更好，因为 B 的提升不显著。", translates={"es": "82af7dfefef1", "zh": "82af7dfefef1"}),
           "option.d": tr(en="There is a 73% chance that A and B are equally good, so the report should say that B brings no real gain.",
                          es="Hay un 73 % de probabilidad de que A y B sean igual de buenos, así que el informe debe decir que B no aporta ninguna mejora real.",
                          zh="A 和 B 一样好的概率是 73%，所以报告里应写明 B 没有带来真正的提升。", translates={"es": "e398aaf1634c", "zh": "e398aaf1634c"}),
           "option.a.why": tr(en="Not significant is not the same as no difference: the interval allows a gain, or a loss, of several points.",
                              es="No significativo no es lo mismo que sin diferencia: el intervalo admite una mejora, o una pérdida, de varias centésimas.",
                              zh="不显著不等于没有差异：区间里既可能有几个点的提升，也可能有几个点的下降。", translates={"es": "50aabadc0658", "zh": "50aabadc0658"}),
           "option.c.why": tr(en="Nothing here favours A: the mean difference even points the other way, and it is not significant either way.",
                              es="Aquí nada favorece a A: la diferencia media incluso apunta al otro lado, y no es significativa en ningún sentido.",
                              zh="这里没有任何证据支持 A：平均差值甚至指向相反方向，而且哪个方向都不显著。", translates={"es": "afaf47a3844a", "zh": "afaf47a3844a"}),
           "option.d.why": tr(en="A p-value is not the probability of a hypothesis: it is computed assuming there is no difference.",
                              es="Un valor p no es la probabilidad de una hipótesis: se calcula suponiendo que no hay diferencia.",
                              zh="p 值不是某个假设成立的概率：它是在“没有差异”的假设下算出来的。", translates={"es": "e516a2c6482e", "zh": "e516a2c6482e"}),
       })
choice("11.ship_decision", 4, "b", topic="evaluation",
       texts={
           "title": tr(en="Ship B?",
                       es="¿Sacamos B a producción?",
                       zh="B 该上线吗？", translates={"es": "812aff55818f", "zh": "812aff55818f"}),
           "question": tr(en="B needs an embedding model next to BM25 (more latency, memory and cost). On your questions, scored on the passages the generator receives, neither Recall@5 nor nDCG@5 differs significantly (chapter 09 found a significant gain on articles), and the interval of the nDCG@5 difference spans zero. What do you recommend?",
                          es="B necesita un modelo de embeddings además de BM25 (más latencia, memoria y coste). En tus preguntas, puntuadas sobre los fragmentos que recibe el generador, ni el Recall@5 ni el nDCG@5 difieren de forma significativa (el capítulo 09 encontró una mejora significativa sobre artículos), y el intervalo de la diferencia de nDCG@5 incluye el cero. ¿Qué recomiendas?",
                          zh="B 除了 BM25 还需要一个嵌入模型（延迟、内存和成本都更高）。在你的问题集上，按 LLM 实际收到的片段打分，Recall@5 和 nDCG@5 的差异都不显著（第 9 章按文章打分时发现了显著的提升），nDCG@5 差值的区间也跨过了 0。你的建议是什么？", translates={"es": "11631744738b", "zh": "11631744738b"}),
           "why": tr(en="With no evidence that B retrieves better, the cheaper A stays; the report says what was measured, how sure it is, and what would change the decision.",
                     es="Sin datos que muestren que B recupera mejor, se queda A, que es más barata; el informe dice qué se midió, con cuánta seguridad y qué cambiaría la decisión.",
                     zh="没有证据表明 B 检索得更好，就保留更便宜的 A；报告要写清楚测了什么、把握有多大，以及什么情况会改变这个决定。", translates={"es": "2eb9d3d0e0f5", "zh": "2eb9d3d0e0f5"}),
           "option.a": tr(en="Ship B: its mean nDCG@5 is higher, and a test that is not significant is no evidence against B either.",
                          es="Poner B en producción: su nDCG@5 medio es más alto, y una prueba no significativa tampoco es un argumento en contra de B.",
                          zh="上线 B：它的 nDCG@5 均值比 A 高；检验不显著只说明证据不足，并不构成反对 B 的证据。", translates={"es": "c02e1c9e5889", "zh": "c02e1c9e5889"}),
           "option.b": tr(en="Keep A, and say what evidence would change the decision: more questions, a look per kind of question, the quality of the answers.",
                          es="Quedarse con A y decir qué datos cambiarían la decisión: más preguntas, un análisis por tipo de pregunta, la calidad de las respuestas.",
                          zh="保留 A，并说明什么证据会改变这个决定：更多问题、按问题类型分析、回答本身的质量。", translates={"es": "8e0a73a2e009", "zh": "8e0a73a2e009"}),
           "option.c": tr(en="Ship B in the language where its p-value is smallest.",
                          es="Sacar B en el idioma en que su valor p es más pequeño.",
                          zh="只在 p 值最小的那种语言里上线 B。", translates={"es": "4f834b9ece3c", "zh": "4f834b9ece3c"}),
           "option.d": tr(en="Rerun the test with other seeds until p < 0.05.",
                          es="Repetir la prueba con otras semillas hasta que p < 0,05.",
                          zh="换随机种子重跑检验，直到 p < 0.05。", translates={"es": "2751e376cd98", "zh": "2751e376cd98"}),
           "option.a.why": tr(en="Higher means that could be chance do not pay for a second model to run and maintain.",
                              es="Unas medias más altas que podrían deberse al azar no justifican un segundo modelo que ejecutar y mantener.",
                              zh="可能只是偶然的更高平均值，不值得为此多运行、多维护一个模型。", translates={"es": "b6db4f6bb434", "zh": "b6db4f6bb434"}),
           "option.c.why": tr(en="Picking the smallest of three p-values after seeing them is the multiple-comparisons trap.",
                              es="Elegir el menor de tres valores p después de verlos es la trampa de las comparaciones múltiples.",
                              zh="看到三个 p 值之后再挑最小的那个，正是多重比较的陷阱。", translates={"es": "cae5dda9fe99", "zh": "cae5dda9fe99"}),
           "option.d.why": tr(en="Another seed moves a sampled p by about 0.005; searching seeds for a small p is p-hacking.",
                              es="Otra semilla mueve un p muestreado unos 0,005; buscar semillas hasta dar con un p pequeño es p-hacking.",
                              zh="换种子只会让抽样得到的 p 值变化约 0.005；靠换种子找小 p 值就是 p-hacking。", translates={"es": "948c428db600", "zh": "948c428db600"}),
       })
