"""One-off: the texts of chapter 12's exercises (ex.12.*), merged into messages_exercises.json by running this file.

Kept beside the bank while the exercises' texts live in the catalog; when the bank modules hold their own texts
(one home per exercise), these move into course/ragmetrics_course/exercises/bank/ch12.py.
"""

import json
from pathlib import Path

CATALOG = Path(__file__).resolve().parent.parent / "course" / "ragmetrics_course" / "messages_exercises.json"


def tr(en, es, zh):
    return {"en": en, "es": es, "zh": zh}


# id -> (title, question, [options a, b, c, ...], why, {wrong label: why})
CHOICES = {
    "12.rouge_wrong_number": (
        tr("A wrong number, scored by word overlap", "Un número equivocado, puntuado por solapamiento de palabras", "用词重叠给错误数字打分"),
        tr("The reference says refunds take 30 days. An answer repeats the reference word for word except that it says 45 days. What do token F1 and ROUGE-L give it?",
           "La referencia dice que los reembolsos tardan 30 días. Una respuesta repite la referencia palabra por palabra salvo que dice 45 días. ¿Qué le dan el F1 de tokens y ROUGE-L?",
           "参考答案说退款需要 30 天。某个回答与参考答案逐字相同，只是把 30 天写成了 45 天。词级 F1 和 ROUGE-L 会给它多少分？"),
        [tr("Almost the full score: one token of the sentence differs", "Casi la puntuación máxima: solo difiere un token de la frase", "接近满分：整句只有一个词不同"),
         tr("0, because the one fact that matters is wrong", "0, porque el único dato que importa es erróneo", "0 分，因为唯一关键的事实错了"),
         tr("Exactly half, because half of the claims are wrong", "Exactamente la mitad, porque la mitad de las afirmaciones son erróneas", "正好一半，因为一半的陈述是错的")],
        tr("Lexical metrics count shared words; one changed number costs one token. In the answer set the wrong numbers keep most of the right sentence's score: that is why they cannot judge correctness.",
           "Las métricas léxicas cuentan palabras compartidas; un número cambiado cuesta un token. En el conjunto de respuestas, los números equivocados conservan casi toda la puntuación de la frase correcta: por eso no sirven para juzgar si una respuesta es correcta.",
           "词汇指标数的是共有的词，改掉一个数字只损失一个词。在回答集中，数字错误的回答几乎保留了正确句子的全部分数：所以它们无法判断回答是否正确。"),
        {"b": tr("Word overlap does not know which word matters; nothing in F1 or ROUGE-L drops to 0 for one token.",
                 "El solapamiento de palabras no sabe qué palabra importa; nada en el F1 ni en ROUGE-L cae a 0 por un solo token.",
                 "词重叠不知道哪个词才关键；F1 和 ROUGE-L 都不会因为一个词不同就降到 0。"),
         "c": tr("These metrics do not split an answer into claims; they compare tokens or subsequences.",
                 "Estas métricas no dividen la respuesta en afirmaciones; comparan tokens o subsecuencias.",
                 "这些指标不会把回答拆成陈述，它们比较的是词或子序列。")}),
    "12.em_where": (
        tr("Where exact match still makes sense", "Dónde sigue teniendo sentido la coincidencia exacta", "精确匹配在哪里仍然适用"),
        tr("Where is exact match (with token F1) still a sensible measure?", "¿Dónde sigue siendo razonable medir con coincidencia exacta (y F1 de tokens)?", "精确匹配（以及词级 F1）在哪种场景下仍然是合理的指标？"),
        [tr("Judging a support chatbot's free-text answers", "Juzgar las respuestas libres de un chatbot de soporte", "评判客服聊天机器人的自由文本回答"),
         tr("Extractive question answering, where the answer is a short span of the passage (SQuAD, CMRC 2018)", "La respuesta a preguntas extractiva, donde la respuesta es un tramo corto del fragmento (SQuAD, CMRC 2018)", "答案是原文短片段的抽取式问答（SQuAD、CMRC 2018）"),
         tr("Comparing the faithfulness of two RAG systems", "Comparar la fidelidad de dos sistemas RAG", "比较两个 RAG 系统的忠实度")],
        tr("With a short span as the reference, the right answer has few ways to be written, so matching it is meaningful. A generated answer has many right wordings.",
           "Con un tramo corto como referencia, la respuesta correcta tiene pocas formas de escribirse, así que coincidir con ella tiene sentido. Una respuesta generada tiene muchas redacciones correctas.",
           "参考答案是一个短片段时，正确答案的写法很少，逐字匹配才有意义。生成式回答则有许多正确的说法。"),
        {"a": tr("A free-text answer is rarely the reference word for word: exact match is 0 for nearly all of them, right or wrong.",
                 "Una respuesta libre rara vez coincide palabra por palabra con la referencia: la coincidencia exacta vale 0 en casi todas, correctas o no.",
                 "自由文本回答很少与参考答案逐字相同：无论对错，精确匹配几乎都是 0。"),
         "c": tr("Faithfulness is about support by the context, not about matching a reference: it needs a judge.",
                 "La fidelidad trata del respaldo del contexto, no de coincidir con una referencia: necesita un juez.",
                 "忠实度关心的是有没有上下文依据，而不是是否与参考答案一致：它需要评审来判断。")}),
    "12.bleu_paraphrase": (
        tr("A right paraphrase under BLEU", "Una paráfrasis correcta según BLEU", "BLEU 眼中的正确改写"),
        tr("An answer is correct but says it in other words than the reference. What does BLEU do with it?", "Una respuesta es correcta, pero lo dice con otras palabras que la referencia. ¿Qué hace BLEU con ella?", "某个回答是正确的，但措辞与参考答案不同。BLEU 会怎样给它打分？"),
        [tr("Scores it high, because the meaning is the same", "La puntúa alto, porque el significado es el mismo", "打高分，因为意思相同"),
         tr("Refuses to score it", "Se niega a puntuarla", "拒绝打分"),
         tr("Scores it low, although it is right", "La puntúa bajo, aunque es correcta", "打低分，尽管它是正确的")],
        tr("BLEU counts shared n-grams. Other words share few of them, so a right paraphrase scores low, while a wrong answer that copies the reference's words scores high.",
           "BLEU cuenta n-gramas compartidos. Otras palabras comparten pocos, así que una paráfrasis correcta puntúa bajo, mientras que una respuesta errónea que copia las palabras de la referencia puntúa alto.",
           "BLEU 数的是共有的 n-gram。换了说法，共有的 n-gram 就少，所以正确的改写得分低，而照抄参考答案用词的错误回答反而得分高。"),
        {"a": tr("BLEU does not read meaning; it only counts n-grams shared with the reference.", "BLEU no lee el significado; solo cuenta los n-gramas que comparte con la referencia.", "BLEU 不理解意思，只统计与参考答案共有的 n-gram。"),
         "b": tr("BLEU scores any text; the problem is what the score means.", "BLEU puntúa cualquier texto; el problema es qué significa la puntuación.", "BLEU 能给任何文本打分，问题在于分数代表什么。")}),
    "12.citation_recall": (
        tr("ALCE citation recall", "Recall de citas de ALCE", "ALCE 的引用召回率"),
        tr("In ALCE, when is a statement's citation recall 1?", "En ALCE, ¿cuándo vale 1 el recall de citas de una frase?", "在 ALCE 中，一个陈述的引用召回率什么时候为 1？"),
        [tr("When it cites at least one passage", "Cuando cita al menos un fragmento", "至少引用了一个片段时"),
         tr("When the passages it cites, together, support it", "Cuando los fragmentos que cita, juntos, la respaldan", "它引用的片段合起来能支持它时"),
         tr("When one of its cited passages is relevant to the question", "Cuando alguno de los fragmentos que cita es relevante para la pregunta", "它引用的某个片段与问题相关时")],
        tr("Citation recall asks whether the statement is supported by its own citations, taken together (ALCE decides it with an NLI model). No citation gives 0; the answer's recall is the mean over its statements.",
           "El recall de citas pregunta si la frase está respaldada por sus propias citas, tomadas juntas (ALCE lo decide con un modelo de NLI). Sin cita vale 0; el de la respuesta es la media sobre sus frases.",
           "引用召回率问的是：陈述能否由它自己的引用合起来支持（ALCE 用 NLI 模型判断）。没有引用则为 0；整个回答的引用召回率是各陈述的平均值。"),
        {"a": tr("Citing is not enough: a citation to a passage that does not say it gives recall 0.", "Citar no basta: una cita a un fragmento que no lo dice da recall 0.", "仅有引用还不够：引用的片段没有说这件事，召回率仍是 0。"),
         "c": tr("Relevance to the question is not support of the statement: the passage must say what the statement says.", "Ser relevante para la pregunta no es respaldar la frase: el fragmento tiene que decir lo que dice la frase.", "与问题相关不等于支持该陈述：片段必须说出陈述所说的内容。")}),
    "12.citation_precision": (
        tr("One useful citation, one useless", "Una cita útil y otra inútil", "一条有用的引用，一条无用的引用"),
        tr("A statement cites [1][2]. Passage 1 alone supports it; passage 2 is about something else. What is this statement's citation precision in ALCE?",
           "Una frase cita [1][2]. El fragmento 1 por sí solo la respalda; el 2 trata de otra cosa. ¿Cuánto vale la precisión de citas de esta frase en ALCE?",
           "某个陈述引用了 [1][2]。片段 1 单独就能支持它，片段 2 讲的是别的事。按 ALCE 的定义，这个陈述的引用精确率是多少？"),
        [tr("1: the statement is supported", "1: la frase está respaldada", "1：该陈述有依据"),
         tr("0: one of its citations is wrong", "0: una de sus citas es errónea", "0：其中一条引用是错的"),
         tr("0.5: citation 2 is irrelevant, citation 1 is relevant", "0,5: la cita 2 es irrelevante y la 1 es relevante", "0.5：引用 2 无关，引用 1 相关")],
        tr("A citation is irrelevant when its passage alone does not support the statement and the others still do without it. Citation 2 is irrelevant, citation 1 relevant: 1 of 2.",
           "Una cita es irrelevante cuando su fragmento por sí solo no respalda la frase y las demás la siguen respaldando sin ella. La cita 2 es irrelevante y la 1 relevante: 1 de 2.",
           "如果某条引用的片段单独不能支持陈述，而其余引用去掉它仍能支持，这条引用就是无关的。引用 2 无关，引用 1 相关：2 条中有 1 条。"),
        {"a": tr("That is citation recall (the statement is supported). Precision asks how many of the citations were needed.", "Eso es el recall de citas (la frase está respaldada). La precisión pregunta cuántas de las citas hacían falta.", "那是引用召回率（陈述有依据）。精确率问的是有多少引用是必要的。"),
         "b": tr("Precision counts relevant citations one by one; the supporting citation still counts.", "La precisión cuenta las citas relevantes una a una; la cita que respalda sigue contando.", "精确率逐条统计相关引用，起支持作用的那条仍然算数。")}),
    "12.outdated_page": (
        tr("Faithful to an outdated page", "Fiel a una página obsoleta", "忠实于过时页面"),
        tr("An answer says returns are accepted for 60 days and cites the archived 2025 returns page, which says 60 days; the current policy says 30. Which labels does it get?",
           "Una respuesta dice que se aceptan devoluciones durante 60 días y cita la página archivada de devoluciones de 2025, que dice 60 días; la política vigente dice 30. ¿Qué etiquetas recibe?",
           "某个回答说退货期限为 60 天，并引用了已归档的 2025 年退货页面，该页面写的是 60 天；现行政策是 30 天。它应得到哪些标签？"),
        [tr("Faithful and correct", "Fiel y correcta", "忠实且正确"),
         tr("Faithful but not correct", "Fiel, pero no correcta", "忠实但不正确"),
         tr("Neither faithful nor correct", "Ni fiel ni correcta", "既不忠实也不正确")],
        tr("Faithfulness is support by the cited text, which says 60 days; correctness is agreement with the current help centre, which says 30. A faithfulness score alone would pass this answer: count the answers built on outdated pages apart.",
           "La fidelidad es el respaldo del texto citado, que dice 60 días; la corrección es el acuerdo con el centro de ayuda vigente, que dice 30. Una puntuación de fidelidad sola daría por buena esta respuesta: cuenta aparte las respuestas construidas sobre páginas obsoletas.",
           "忠实度看的是引用文本是否支持，而引用文本写的是 60 天；正确性看的是与现行帮助中心是否一致，而现行政策是 30 天。只看忠实度会放过这个回答：建立在过时页面上的回答要单独统计。"),
        {"a": tr("The current policy says 30 days: the answer is wrong for the customer.", "La política vigente dice 30 días: la respuesta es errónea para el cliente.", "现行政策是 30 天：对顾客来说这个回答是错的。"),
         "c": tr("The cited passage does say 60 days, so the answer is faithful to it.", "El fragmento citado sí dice 60 días, así que la respuesta le es fiel.", "被引用的片段确实写着 60 天，所以回答忠实于它。")}),
    "12.nugget_strict": (
        tr("Strict nugget scores", "Puntuaciones estrictas de nuggets", "严格的信息点得分"),
        tr("In the TREC 2024 RAG track's nugget scores, what makes a score \"strict\"?", "En las puntuaciones de nuggets de la pista RAG de TREC 2024, ¿qué hace «estricta» una puntuación?", "在 TREC 2024 RAG 评测的信息点得分中，“严格”（strict）指什么？"),
        [tr("Only vital nuggets count", "Solo cuentan los nuggets vitales", "只计关键信息点"),
         tr("A nugget supported only partly counts 0 instead of 0.5", "Un nugget respaldado solo en parte cuenta 0 en vez de 0,5", "部分支持的信息点记 0 分，而不是 0.5 分"),
         tr("The answer must state the nuggets in their order", "La respuesta debe decir los nuggets en su orden", "回答必须按顺序说出信息点")],
        tr("Each nugget gets 1 (support), 0.5 (partial) or 0; strict scores give partial support 0. Vital versus All is the other axis: which nuggets are averaged. The track's headline is vital strict.",
           "Cada nugget recibe 1 (respaldo), 0,5 (parcial) o 0; las puntuaciones estrictas dan 0 al respaldo parcial. Vital frente a All es el otro eje: qué nuggets se promedian. La cifra principal de la pista es la vital estricta.",
           "每个信息点得 1 分（支持）、0.5 分（部分支持）或 0 分；严格得分把部分支持记为 0。Vital 与 All 是另一个维度：对哪些信息点取平均。该评测的主指标是严格的 Vital。"),
        {"a": tr("That is Vital versus All, a different axis from strict versus partial.", "Eso es Vital frente a All, un eje distinto de estricta frente a parcial.", "那是 Vital 与 All 的区别，和严格与否是两个不同的维度。"),
         "c": tr("Order plays no part in nugget scores.", "El orden no interviene en las puntuaciones de nuggets.", "信息点得分与顺序无关。")}),
    "12.balanced_accuracy": (
        tr("A judge that always says yes", "Un juez que siempre dice que sí", "永远说“是”的评审"),
        tr("A faithfulness judge calls every answer faithful; 90 % of the answers are. Its accuracy is 0.9. What is its balanced accuracy?",
           "Un juez de fidelidad dice que todas las respuestas son fieles; el 90 % lo son. Su exactitud es 0,9. ¿Cuánto vale su exactitud equilibrada?",
           "某个忠实度评审把所有回答都判为忠实，而实际有 90% 的回答是忠实的。它的准确率是 0.9，平衡准确率是多少？"),
        [tr("0.9", "0,9", "等于 0.9"), tr("0.45", "0,45", "等于 0.45"), tr("0.5", "0,5", "等于 0.5")],
        tr("Balanced accuracy is the mean of TPR (1: every faithful answer accepted) and TNR (0: no unfaithful answer caught) = 0.5, the value of a coin. Its kappa is 0.",
           "La exactitud equilibrada es la media de la TPR (1: acepta todas las fieles) y la TNR (0: no detecta ninguna no fiel) = 0,5, lo que vale una moneda. Su kappa es 0.",
           "平衡准确率是 TPR（1：接受了所有忠实回答）与 TNR（0：一个不忠实回答也没识别出来）的平均值 = 0.5，相当于抛硬币。它的 kappa 是 0。"),
        {"a": tr("That is plain accuracy, which the majority class inflates.", "Esa es la exactitud simple, que la clase mayoritaria infla.", "那是普通准确率，会被多数类抬高。"),
         "b": tr("Balanced accuracy averages TPR and TNR: (1 + 0) / 2, not 0.9 / 2.", "La exactitud equilibrada promedia TPR y TNR: (1 + 0) / 2, no 0,9 / 2.", "平衡准确率是 TPR 与 TNR 的平均：(1 + 0) / 2，而不是 0.9 / 2。")}),
    "12.threshold_report": (
        tr("Choosing a judge's threshold", "Elegir el umbral de un juez", "选择评审的阈值"),
        tr("You choose a judge's score threshold to maximise balanced accuracy on your 200 labelled answers, and report that balanced accuracy. What is wrong?",
           "Eliges el umbral de puntuación de un juez para maximizar la exactitud equilibrada en tus 200 respuestas etiquetadas y das esa exactitud equilibrada. ¿Qué falla?",
           "你在 200 个有标签的回答上选出使平衡准确率最大的评审阈值，然后报告这个平衡准确率。问题在哪里？"),
        [tr("Nothing: that is the best threshold", "Nada: es el mejor umbral", "没有问题：这就是最好的阈值"),
         tr("It is optimistic: choose the threshold on one part and report on another", "Es optimista: elige el umbral con una parte y da el resultado con otra", "结果偏乐观：应该在一部分数据上选阈值，在另一部分上报告"),
         tr("You should maximise accuracy instead", "Deberías maximizar la exactitud en su lugar", "应该改为最大化准确率")],
        tr("A threshold fitted to a set fits its noise too; the same set then overstates the judge. Chapter 12 chooses on the odd questions and reports on the even ones.",
           "Un umbral ajustado a un conjunto se ajusta también a su ruido; ese mismo conjunto sobrestima después al juez. El capítulo 12 elige con las preguntas impares y da el resultado con las pares.",
           "按某个数据集拟合的阈值也拟合了它的噪声，再用同一个数据集报告就会高估评审。第 12 章在奇数编号问题上选阈值，在偶数编号问题上报告。"),
        {"a": tr("The best threshold for these 200 answers, measured on the same 200, is an optimistic number.", "El mejor umbral para estas 200 respuestas, medido con las mismas 200, da una cifra optimista.", "在这 200 个回答上最优的阈值，再用同样的 200 个回答衡量，得到的数字是偏乐观的。"),
         "c": tr("Accuracy rewards saying the majority label; balanced accuracy is the right target. The problem is reporting on the data you tuned on.", "La exactitud premia decir la etiqueta mayoritaria; la exactitud equilibrada es el objetivo adecuado. El problema es dar el resultado con los datos con que ajustaste.", "准确率会奖励总说多数标签的评审，平衡准确率才是合适的目标。问题在于用调参的数据报告结果。")}),
    "12.ppi_rectifier": (
        tr("What the rectifier does", "Qué hace el rectificador", "校正项的作用"),
        tr("Prediction-powered inference estimates a rate as the judge's mean over the unlabelled answers plus the mean of (label − verdict) over the labelled ones. What does the second term do?",
           "La inferencia potenciada por predicciones estima una tasa como la media del juez sobre las respuestas sin etiquetar más la media de (etiqueta − veredicto) sobre las etiquetadas. ¿Qué hace el segundo término?",
           "预测驱动推断把一个比例估计为：评审在无标签回答上的平均值，加上有标签回答上（标签 − 判定）的平均值。第二项起什么作用？"),
        [tr("It corrects the judge's bias, measured where both label and verdict are known", "Corrige el sesgo del juez, medido donde se conocen la etiqueta y el veredicto", "校正评审的偏差，这个偏差是在既有标签又有判定的样本上测得的"),
         tr("It weights the two samples by their sizes", "Pondera las dos muestras según su tamaño", "按两个样本的大小加权"),
         tr("It removes the noise of the labels", "Elimina el ruido de las etiquetas", "去掉标签中的噪声")],
        tr("On the labelled answers, label − verdict is the judge's error; its mean is the judge's bias, and adding it moves the judge's estimate back. The interval counts the variance of both terms.",
           "En las respuestas etiquetadas, etiqueta − veredicto es el error del juez; su media es el sesgo del juez, y sumarla devuelve la estimación del juez a su sitio. El intervalo cuenta la varianza de los dos términos.",
           "在有标签的回答上，标签 − 判定就是评审的误差；它的平均值就是评审的偏差，加上它就把评审的估计拉回来。置信区间同时计入两项的方差。"),
        {"b": tr("No weights by size appear in the estimate; sizes enter only the interval's variance.", "En la estimación no hay pesos por tamaño; los tamaños solo entran en la varianza del intervalo.", "估计值中没有按大小加权，样本大小只影响区间的方差。"),
         "c": tr("PPI trusts the labels; what it corrects is the judge.", "La PPI confía en las etiquetas; lo que corrige es al juez.", "PPI 信任标签，它校正的是评审。")}),
    "12.ppi_sample": (
        tr("Which answers to label", "Qué respuestas etiquetar", "给哪些回答打标签"),
        tr("You will label 150 of 10,000 answers and correct an LLM judge's hallucination rate with PPI. Which 150?",
           "Vas a etiquetar 150 de 10 000 respuestas y corregir con PPI la tasa de alucinación de un juez LLM. ¿Cuáles 150?",
           "你准备从 10,000 个回答中标注 150 个，用 PPI 校正 LLM 评审给出的幻觉率。应该标注哪 150 个？"),
        [tr("The ones the judge was least sure about", "Aquellas sobre las que el juez estaba menos seguro", "评审最拿不准的那些"),
         tr("The ones users complained about", "Aquellas de las que se quejaron los usuarios", "用户投诉过的那些"),
         tr("A random sample of the same 10,000", "Una muestra aleatoria de las mismas 10 000", "从这 10,000 个中随机抽取")],
        tr("The rectifier estimates the judge's bias over all answers only if the labelled ones are drawn at random from them. A chosen sample has a different bias, and the interval no longer holds.",
           "El rectificador estima el sesgo del juez sobre todas las respuestas solo si las etiquetadas se sacan al azar de ellas. Una muestra escogida tiene otro sesgo, y el intervalo deja de valer.",
           "只有当有标签的回答是从全部回答中随机抽取的，校正项才能估计评审在全部回答上的偏差。挑选出来的样本偏差不同，置信区间也就不成立了。"),
        {"a": tr("Useful for improving the judge, but the judge's errors there are not its average error.", "Útil para mejorar al juez, pero sus errores ahí no son su error medio.", "对改进评审有用，但评审在这些样本上的误差不代表它的平均误差。"),
         "b": tr("Complaints select bad answers: the bias measured there is not the bias over all answers.", "Las quejas seleccionan respuestas malas: el sesgo medido ahí no es el de todas las respuestas.", "投诉挑出的是差的回答：在那里测到的偏差不是全部回答上的偏差。")}),
    "12.gsb_orders": (
        tr("Both orders", "Los dos órdenes", "两种顺序"),
        tr("Why should a side-by-side (good/same/bad) comparison ask the judge about each pair in both orders?",
           "¿Por qué una comparación lado a lado (mejor/igual/peor) debe preguntar al juez cada par en los dos órdenes?",
           "为什么并排比较（好/同/差）要对每一对按两种顺序各问一次评审？"),
        [tr("To catch position bias: a verdict that flips with the order counts as a tie", "Para detectar el sesgo de posición: un veredicto que cambia con el orden cuenta como empate", "为了发现位置偏差：随顺序翻转的判定算作平局"),
         tr("To double the number of pairs for the sign test", "Para duplicar el número de pares de la prueba de signos", "为了让符号检验的样本量翻倍"),
         tr("Because LLM judges are not deterministic", "Porque los jueces LLM no son deterministas", "因为 LLM 评审的输出不确定")],
        tr("LLM judges often prefer the answer shown first (or second). Asking both orders and keeping only consistent verdicts removes that bias (MT-Bench's conservative rule); the flips measure it.",
           "Los jueces LLM suelen preferir la respuesta que se muestra primero (o segundo). Preguntar en los dos órdenes y quedarse solo con los veredictos coherentes elimina ese sesgo (la regla conservadora de MT-Bench); los cambios lo miden.",
           "LLM 评审常常偏爱先出现（或后出现）的回答。两种顺序都问、只保留前后一致的判定，就能消除这种偏差（MT-Bench 的保守规则）；翻转次数则衡量了偏差的大小。"),
        {"b": tr("The two orders of one pair are not independent: the sign test counts each pair once.", "Los dos órdenes de un par no son independientes: la prueba de signos cuenta cada par una vez.", "同一对的两种顺序不是独立的：符号检验每一对只算一次。"),
         "c": tr("Non-determinism is handled with temperature 0 or repeated calls; the two orders target position.", "La falta de determinismo se trata con temperatura 0 o llamadas repetidas; los dos órdenes apuntan a la posición.", "不确定性靠温度设为 0 或多次调用来处理；两种顺序针对的是位置。")}),
    "12.sign_test": (
        tr("Testing a side-by-side", "Contrastar una comparación lado a lado", "检验并排比较的结果"),
        tr("Over 38 questions, system A is better 14 times, the same 20 times, worse 4 times. How do you test whether A is better?",
           "En 38 preguntas, el sistema A es mejor 14 veces, igual 20 y peor 4. ¿Cómo contrastas si A es mejor?",
           "在 38 个问题上，系统 A 好 14 次、同 20 次、差 4 次。怎样检验 A 是否更好？"),
        [tr("A t-test on 38 scores of +1, 0, −1", "Una prueba t sobre 38 puntuaciones de +1, 0, −1", "对 38 个 +1、0、−1 的分数做 t 检验"),
         tr("A sign test on 14 wins against 4 losses, ties dropped", "Una prueba de signos sobre 14 victorias frente a 4 derrotas, sin los empates", "去掉平局，对 14 胜 4 负做符号检验"),
         tr("Count each tie as half a win", "Contar cada empate como media victoria", "把每个平局算作半场胜利")],
        tr("Ties say nothing about which is better; under \"no difference\" each of the 18 decided pairs is a fair coin, and the exact binomial test on 14 of 18 gives the p-value.",
           "Los empates no dicen nada sobre cuál es mejor; bajo «no hay diferencia», cada uno de los 18 pares decididos es una moneda equilibrada, y la prueba binomial exacta sobre 14 de 18 da el valor p.",
           "平局说明不了哪个更好；在“没有差异”的假设下，18 个分出胜负的对中，每一对都相当于抛一枚均匀硬币，对 18 中 14 做精确二项检验即可得到 p 值。"),
        {"a": tr("Three-valued scores with many ties break the t-test's assumptions; the sign test is exact here.", "Unas puntuaciones de tres valores con muchos empates rompen los supuestos de la prueba t; aquí la prueba de signos es exacta.", "只有三个取值且平局很多的分数不满足 t 检验的假设；这里符号检验是精确的。"),
         "c": tr("Half wins add 20 fake coin flips that always land in the middle and dilute the evidence.", "Las medias victorias añaden 20 lanzamientos ficticios que siempre caen en medio y diluyen la evidencia.", "算作半场胜利相当于加入 20 次总是落在中间的虚假抛硬币，冲淡了证据。")}),
    "12.nli_check": (
        tr("An NLI-based hallucination check", "Una comprobación de alucinaciones basada en NLI", "基于 NLI 的幻觉检测"),
        tr("How does an NLI-based check (as in RAGAS faithfulness, or Vectara's HHEM) detect a hallucination in a RAG answer?",
           "¿Cómo detecta una alucinación en una respuesta de RAG una comprobación basada en NLI (como la fidelidad de RAGAS o el HHEM de Vectara)?",
           "基于 NLI 的检测（如 RAGAS 的忠实度或 Vectara 的 HHEM）如何发现 RAG 回答中的幻觉？"),
        [tr("It compares the answer's words with a reference answer", "Compara las palabras de la respuesta con una respuesta de referencia", "把回答的用词与参考答案比较"),
         tr("It asks the generator how confident it is", "Pregunta al generador lo seguro que está", "询问作答模型有多大把握"),
         tr("It asks an entailment model whether the retrieved context entails each claim of the answer", "Pregunta a un modelo de implicación si el contexto recuperado implica cada afirmación de la respuesta", "让一个蕴含（NLI）模型判断检索到的上下文是否蕴含回答中的每条陈述")],
        tr("Natural language inference classifies a (premise, hypothesis) pair as entailment, contradiction or neutral. With the context as premise and each claim as hypothesis, a claim that is not entailed is unsupported: a hallucination with respect to the context.",
           "La inferencia en lenguaje natural clasifica un par (premisa, hipótesis) como implicación, contradicción o neutral. Con el contexto como premisa y cada afirmación como hipótesis, una afirmación no implicada está sin respaldo: una alucinación respecto al contexto.",
           "自然语言推断（NLI）把（前提，假设）对分为蕴含、矛盾或中立。以上下文为前提、以每条陈述为假设，不被蕴含的陈述就没有依据，即相对于上下文的幻觉。"),
        {"a": tr("That is a lexical metric; it needs a reference and cannot see an unsupported claim.", "Eso es una métrica léxica; necesita una referencia y no ve una afirmación sin respaldo.", "那是词汇指标，它需要参考答案，也发现不了无依据的陈述。"),
         "b": tr("Self-reported confidence is poorly calibrated; NLI checks the text against the context.", "La confianza declarada por el propio modelo está mal calibrada; la NLI contrasta el texto con el contexto.", "模型自报的把握程度校准得很差；NLI 是拿文本去和上下文对照。")}),
    "12.selfcheck": (
        tr("Sampling consistency", "Coherencia entre muestras", "采样一致性"),
        tr("SelfCheckGPT detects hallucinations without any retrieved context. How?", "SelfCheckGPT detecta alucinaciones sin ningún contexto recuperado. ¿Cómo?", "SelfCheckGPT 不需要检索到的上下文也能发现幻觉。它是怎么做的？"),
        [tr("It samples several answers to the same question and flags the claims the samples do not agree on", "Genera varias respuestas a la misma pregunta y señala las afirmaciones en las que las muestras no coinciden", "对同一问题采样多个回答，标出各样本说法不一致的陈述"),
         tr("It checks every claim against Wikipedia", "Comprueba cada afirmación con la Wikipedia", "把每条陈述与维基百科核对"),
         tr("It measures the BLEU of the answer against the question", "Mide el BLEU de la respuesta frente a la pregunta", "计算回答相对于问题的 BLEU")],
        tr("A fact the model knows tends to come back in every sample; an invented one varies. Consistency across samples (by NLI, QA or n-grams) is the signal; it costs several generations per answer.",
           "Un hecho que el modelo conoce tiende a repetirse en todas las muestras; uno inventado varía. La coherencia entre muestras (medida con NLI, preguntas o n-gramas) es la señal; cuesta varias generaciones por respuesta.",
           "模型真正知道的事实往往在每次采样中都会出现，编造的则每次不同。样本之间的一致性（用 NLI、问答或 n-gram 衡量）就是信号；代价是每个回答要生成多次。"),
        {"b": tr("That is checking against an external source (as FActScore does); SelfCheckGPT uses only the model's own samples.", "Eso es contrastar con una fuente externa (como hace FActScore); SelfCheckGPT solo usa las muestras del propio modelo.", "那是与外部知识源核对（FActScore 的做法）；SelfCheckGPT 只用模型自己的样本。"),
         "c": tr("Overlap with the question says nothing about whether a claim is true.", "El solapamiento con la pregunta no dice nada sobre si una afirmación es verdadera.", "与问题的重叠程度说明不了陈述是否属实。")}),
    "12.factscore": (
        tr("Atomic-fact scoring", "Puntuación por hechos atómicos", "原子事实打分"),
        tr("What does FActScore measure?", "¿Qué mide FActScore?", "FActScore 衡量的是什么？"),
        [tr("The share of citations that are relevant", "La proporción de citas relevantes", "相关引用所占的比例"),
         tr("The share of atomic facts in a long answer that a knowledge source supports", "La proporción de hechos atómicos de una respuesta larga que respalda una fuente de conocimiento", "长回答中能被知识源支持的原子事实所占的比例"),
         tr("How many facts of the reference the answer copies", "Cuántos hechos de la referencia copia la respuesta", "回答照抄了参考答案中的多少事实")],
        tr("FActScore splits a generation into atomic facts and checks each against a source (Wikipedia in the paper); the score is the supported share. Nugget recall goes the other way: which facts a good answer must contain does the answer state.",
           "FActScore divide un texto generado en hechos atómicos y comprueba cada uno con una fuente (la Wikipedia en el artículo); la puntuación es la proporción respaldada. Los nuggets van en sentido contrario: de los hechos que debe contener una buena respuesta, cuáles dice la respuesta.",
           "FActScore 把生成的文本拆成原子事实，逐一用知识源（论文中是维基百科）核对，得分就是有依据的比例。信息点的方向正好相反：好回答必须包含的事实中，回答说出了哪些。"),
        {"a": tr("That is ALCE's citation precision.", "Esa es la precisión de citas de ALCE.", "那是 ALCE 的引用精确率。"),
         "c": tr("Copying a reference is what lexical metrics reward; FActScore needs no reference answer.", "Copiar una referencia es lo que premian las métricas léxicas; FActScore no necesita respuesta de referencia.", "照抄参考答案是词汇指标会奖励的；FActScore 不需要参考答案。")}),
    "12.refusal_rate": (
        tr("A refusal rate", "Una tasa de rechazo", "拒答率"),
        tr("On the questions the help centre cannot answer, an assistant refuses 10 % of the time. What does that tell you?",
           "En las preguntas que el centro de ayuda no puede responder, un asistente se niega a responder el 10 % de las veces. ¿Qué te dice eso?",
           "对于帮助中心无法回答的问题，某个助手只有 10% 的时候拒答。这说明了什么？"),
        [tr("It answers 90 % of questions it has no grounds for: a high hallucination risk", "Responde el 90 % de las preguntas para las que no tiene base: un riesgo alto de alucinación", "它回答了 90% 没有依据的问题：幻觉风险很高"),
         tr("It is helpful: it rarely refuses", "Es útil: rara vez se niega", "它很有用：很少拒答"),
         tr("Its retrieval recall is 90 %", "Su recall de recuperación es del 90 %", "它的检索召回率是 90%")],
        tr("A refusal is the right answer to an unanswerable question. Teams report refusal rates separately on answerable questions (too high: lost help) and unanswerable ones (too low: invented answers).",
           "Negarse es la respuesta correcta a una pregunta sin respuesta. Los equipos dan la tasa de rechazo por separado en preguntas con respuesta (demasiado alta: ayuda perdida) y sin respuesta (demasiado baja: respuestas inventadas).",
           "对无答案的问题，拒答才是正确的回答。团队会把拒答率分开报告：有答案的问题上太高意味着该帮的没帮上，无答案的问题上太低意味着在编造答案。"),
        {"b": tr("Rarely refusing is good only on answerable questions; here there is nothing to answer from.", "Negarse poco solo es bueno en preguntas con respuesta; aquí no hay de dónde responder.", "很少拒答只在有答案的问题上是好事；这里根本没有可依据的内容。"),
         "c": tr("There is nothing relevant to retrieve for these questions; the rate is about the generator's behaviour.", "Para estas preguntas no hay nada relevante que recuperar; la tasa habla del comportamiento del generador.", "这些问题没有可检索的相关内容；这个比例反映的是作答模型的行为。")}),
    "12.business_rates": (
        tr("What dashboards show", "Lo que muestran los paneles", "看板上展示什么"),
        tr("Which set of measures do teams typically report for a deployed RAG support assistant?", "¿Qué conjunto de medidas suelen dar los equipos para un asistente RAG de soporte en producción?", "对于已上线的 RAG 客服助手，团队通常报告哪一组指标？"),
        [tr("BLEU and ROUGE against the help articles", "BLEU y ROUGE frente a los artículos de ayuda", "相对于帮助文章的 BLEU 和 ROUGE"),
         tr("Perplexity and tokens per second", "Perplejidad y tokens por segundo", "困惑度和每秒生成的 token 数"),
         tr("Acceptance, refusal, hand-off to a human agent, and hallucination rates", "Las tasas de aceptación, de rechazo, de derivación a un agente humano y de alucinación", "采纳率、拒答率、转人工率和幻觉率")],
        tr("These rates tie answer quality to the product: acceptance (users accept, copy or rate up), refusal, hand-off (the conversation goes to a human agent) and hallucination (from a judge checked against labels). Each needs an interval; offline metrics predict them.",
           "Estas tasas ligan la calidad de las respuestas al producto: aceptación (los usuarios aceptan, copian o valoran bien), rechazo, derivación (la conversación pasa a un agente humano) y alucinación (según un juez comprobado con etiquetas). Cada una necesita su intervalo; las métricas sin conexión las predicen.",
           "这些比例把回答质量和产品联系起来：采纳率（用户接受、复制或点赞）、拒答率、转人工率（会话转给人工客服）和幻觉率（由经过标签检验的评审判断）。每一个都需要给出区间；离线指标用来预测它们。"),
        {"a": tr("Lexical overlap with the articles is not what users experience, and it misleads (section 2).", "El solapamiento léxico con los artículos no es lo que vive el usuario, y engaña (apartado 2).", "与文章的词汇重叠不是用户的体验，而且会误导（第 2 节）。"),
         "b": tr("Those are model and serving measures, not measures of answers.", "Esas son medidas del modelo y del servicio, no de las respuestas.", "那些是模型和服务层面的指标，不是衡量回答的指标。")}),
    "12.attribute_retrieval": (
        tr("Attributing a bad case (1)", "Atribuir un caso malo (1)", "bad case 归因（一）"),
        tr("An answer misses a vital nugget. The article that states it exists, but none of its passages is in the top k the generator saw. Where is the failure?",
           "Una respuesta no dice un nugget vital. El artículo que lo dice existe, pero ninguno de sus fragmentos está en el top k que vio el generador. ¿Dónde está el fallo?",
           "某个回答缺少一个关键信息点。说明这一点的文章是存在的，但它的片段都不在作答模型看到的前 k 名里。问题出在哪里？"),
        [tr("Generation", "Generación", "生成"), tr("Retrieval", "Recuperación", "检索"), tr("Missing knowledge", "Falta de conocimiento", "知识缺失")],
        tr("The knowledge exists and the generator never saw it: a retrieval failure. Fix the retriever, the chunking or k, and check with Recall@k on this question.",
           "El conocimiento existe y el generador nunca lo vio: un fallo de recuperación. Corrige el recuperador, la fragmentación o k, y compruébalo con Recall@k en esta pregunta.",
           "知识是存在的，只是作答模型没看到：这是检索问题。应改进检索器、切分方式或 k，并在这个问题上用 Recall@k 验证。"),
        {"a": tr("The generator cannot state what it was not given.", "El generador no puede decir lo que no se le dio.", "作答模型无法说出没给它的内容。"),
         "c": tr("The article exists: the knowledge is there, retrieval missed it.", "El artículo existe: el conocimiento está, la recuperación no lo encontró.", "文章是存在的：知识在那里，是检索没有找到。")}),
    "12.attribute_generation": (
        tr("Attributing a bad case (2)", "Atribuir un caso malo (2)", "bad case 归因（二）"),
        tr("The passage stating \"30 days\" is first in the retrieved context, and the answer says 45 days. Where is the failure?",
           "El fragmento que dice «30 días» es el primero del contexto recuperado, y la respuesta dice 45 días. ¿Dónde está el fallo?",
           "写着“30 天”的片段排在检索上下文的第一位，而回答说的是 45 天。问题出在哪里？"),
        [tr("Retrieval", "Recuperación", "检索"), tr("Missing knowledge", "Falta de conocimiento", "知识缺失"), tr("Generation", "Generación", "生成")],
        tr("The right passage was there and the answer contradicts it: a generation failure (unfaithful). Faithfulness and citation checks catch it; retrieval metrics are perfect on this question.",
           "El fragmento correcto estaba ahí y la respuesta lo contradice: un fallo de generación (no fiel). Las comprobaciones de fidelidad y de citas lo detectan; las métricas de recuperación son perfectas en esta pregunta.",
           "正确的片段就在那里，回答却与之矛盾：这是生成问题（不忠实）。忠实度和引用检查能发现它；在这个问题上，检索指标是满分。"),
        {"a": tr("Retrieval put the right passage first; nothing to fix there.", "La recuperación puso primero el fragmento correcto; ahí no hay nada que corregir.", "检索把正确片段排在了第一位，那里没什么要改的。"),
         "b": tr("The help centre states the answer, and it was retrieved.", "El centro de ayuda da la respuesta, y se recuperó.", "帮助中心写明了答案，而且已被检索到。")}),
    "12.attribute_knowledge": (
        tr("Attributing a bad case (3)", "Atribuir un caso malo (3)", "bad case 归因（三）"),
        tr("A customer asks about a loyalty-points scheme the shop does not have, and the assistant describes one. No article mentions points. Where is the failure, and what was the right answer?",
           "Un cliente pregunta por un programa de puntos que la tienda no tiene, y el asistente describe uno. Ningún artículo menciona puntos. ¿Dónde está el fallo y cuál era la respuesta correcta?",
           "顾客询问一个商店并没有的积分计划，助手却描述了一个。没有任何文章提到积分。问题出在哪里？正确的回答应该是什么？"),
        [tr("Missing knowledge; the right answer was a refusal (\"I couldn't find this\")", "Falta de conocimiento; la respuesta correcta era negarse («no lo he encontrado»)", "知识缺失；正确的回答是拒答（“没有找到相关信息”）"),
         tr("Retrieval; a better retriever would find the points article", "Recuperación; un recuperador mejor encontraría el artículo de los puntos", "检索；更好的检索器能找到积分相关的文章"),
         tr("Nothing: the answer is helpful", "Nada: la respuesta es útil", "没有问题：这个回答很有帮助")],
        tr("When no document holds the answer, no retriever can find it; the generator invented one. Count these as hallucinations on unanswerable questions, and fix them with refusal behaviour or by adding the knowledge.",
           "Cuando ningún documento contiene la respuesta, ningún recuperador puede encontrarla; el generador se la inventó. Cuenta estos casos como alucinaciones en preguntas sin respuesta y corrígelos con la conducta de rechazo o añadiendo el conocimiento.",
           "没有任何文档包含答案时，再好的检索器也找不到；是作答模型编造了答案。这类情况应计为无答案问题上的幻觉，解决办法是改进拒答行为，或者补充相应知识。"),
        {"b": tr("There is no such article: nothing to retrieve.", "No existe ese artículo: no hay nada que recuperar.", "根本没有这样的文章：无从检索。"),
         "c": tr("An invented policy misleads the customer: it is the worst kind of answer here.", "Una política inventada engaña al cliente: es el peor tipo de respuesta aquí.", "编造的政策会误导顾客：这是最糟糕的一类回答。")}),
    "12.llm_labels": (
        tr("Agreement with whose labels?", "¿Acuerdo con las etiquetas de quién?", "与谁的标签一致？"),
        tr("The answer set's labels come from two LLM annotators (LLM assistants working from the guidelines) and an adjudication. An LLM judge reaches κ 0.7 against them. What may you conclude?",
           "Las etiquetas del conjunto de respuestas vienen de dos anotadores LLM (asistentes LLM que trabajan con las pautas) y de una adjudicación. Un juez LLM alcanza κ 0,7 frente a ellas. ¿Qué puedes concluir?",
           "回答集的标签来自两个 LLM 标注者（依照标注规范工作的 LLM 助手）和一次裁定。某个 LLM 评审与这些标签的 κ 为 0.7。可以得出什么结论？"),
        [tr("The judge agrees with the guidelines as LLM annotators apply them; how it compares with people needs a study with people", "El juez coincide con las pautas tal como las aplican anotadores LLM; cómo se compara con personas requiere un estudio con personas", "评审与 LLM 标注者所理解的规范一致；它与真人相比如何，需要做真人标注研究"),
         tr("The judge agrees with people at κ 0.7", "El juez coincide con las personas con κ 0,7", "评审与真人的一致性为 κ 0.7"),
         tr("Nothing: LLM labels are worthless", "Nada: las etiquetas de un LLM no valen nada", "什么也说明不了：LLM 标签毫无价值")],
        tr("Agreement is with the labels you have. LLM labels from written guidelines are useful and reproducible, but a judge from the same family may share their blind spots; only labels from people say how either compares with people.",
           "El acuerdo es con las etiquetas que tienes. Las etiquetas de un LLM hechas con pautas escritas son útiles y reproducibles, pero un juez de la misma familia puede compartir sus puntos ciegos; solo unas etiquetas puestas por personas dicen cómo se compara cualquiera de los dos con personas.",
           "一致性只针对你手头的标签。依照书面规范产生的 LLM 标签有用且可复现，但同一系列的评审可能有同样的盲区；只有真人给出的标签，才能说明两者与真人相比如何。"),
        {"b": tr("No person labelled these answers: κ 0.7 is agreement with LLM annotators.", "Ninguna persona etiquetó estas respuestas: κ 0,7 es el acuerdo con anotadores LLM.", "没有真人给这些回答打过标签：κ 0.7 是与 LLM 标注者的一致性。"),
         "c": tr("They are a reproducible reference with measured agreement; their limits are what a study with people would show.", "Son una referencia reproducible con un acuerdo medido; sus límites son lo que mostraría un estudio con personas.", "它们是一套可复现、一致性经过测量的参照；它们的局限正是真人标注研究能揭示的。")}),
}
ANSWERS = {"12.rouge_wrong_number": "a", "12.em_where": "b", "12.bleu_paraphrase": "c", "12.citation_recall": "b",
           "12.citation_precision": "c", "12.outdated_page": "b", "12.nugget_strict": "b", "12.balanced_accuracy": "c",
           "12.threshold_report": "b", "12.ppi_rectifier": "a", "12.ppi_sample": "c", "12.gsb_orders": "a",
           "12.sign_test": "b", "12.nli_check": "c", "12.selfcheck": "a", "12.factscore": "b", "12.refusal_rate": "a",
           "12.business_rates": "c", "12.attribute_retrieval": "b", "12.attribute_generation": "c",
           "12.attribute_knowledge": "a", "12.llm_labels": "a"}

# Numeric exercises: their title, question, why and hints (hint.ch12.*).
NUMBERS = {
    "12.judge_balanced_accuracy": (
        tr("A judge's balanced accuracy", "La exactitud equilibrada de un juez", "评审的平衡准确率"),
        tr("A faithfulness judge was checked on {n} labelled answers: `tp` faithful answers accepted, `fn` faithful answers rejected, `fp` unfaithful answers accepted, `tn` unfaithful answers caught. What is its balanced accuracy?",
           "Se comprobó un juez de fidelidad con {n} respuestas etiquetadas: `tp` fieles aceptadas, `fn` fieles rechazadas, `fp` no fieles aceptadas, `tn` no fieles detectadas. ¿Cuánto vale su exactitud equilibrada?",
           "在 {n} 个有标签的回答上检验某个忠实度评审：`tp` 为被接受的忠实回答数，`fn` 为被拒绝的忠实回答数，`fp` 为被接受的不忠实回答数，`tn` 为被识别出的不忠实回答数。它的平衡准确率是多少？"),
        tr("TPR = tp / (tp + fn) = {tpr}, TNR = tn / (tn + fp) = {tnr}; balanced accuracy = (TPR + TNR) / 2 = {expected}.",
           "TPR = tp / (tp + fn) = {tpr}, TNR = tn / (tn + fp) = {tnr}; exactitud equilibrada = (TPR + TNR) / 2 = {expected}.",
           "TPR = tp / (tp + fn) = {tpr}，TNR = tn / (tn + fp) = {tnr}；平衡准确率 = (TPR + TNR) / 2 = {expected}。")),
    "12.vital_strict": (
        tr("A nugget score", "Una puntuación de nuggets", "信息点得分"),
        tr("A judge assigned each nugget of a question `support`, `partial_support` or `not_support` (`nuggets`, with their importance). What is the answer's Vital strict score (TREC 2024 RAG)?",
           "Un juez asignó a cada nugget de una pregunta `support`, `partial_support` o `not_support` (`nuggets`, con su importancia). ¿Cuánto vale la puntuación Vital estricta de la respuesta (TREC 2024 RAG)?",
           "评审给某个问题的每个信息点标注了 `support`、`partial_support` 或 `not_support`（见 `nuggets`，含重要性）。这个回答的严格 Vital 得分（TREC 2024 RAG）是多少？"),
        tr("Vital strict averages over the {n_vital} vital nuggets only, with support = 1 and partial or no support = 0: {supported} / {n_vital} = {expected}.",
           "La Vital estricta promedia solo sobre los {n_vital} nuggets vitales, con respaldo = 1 y respaldo parcial o nulo = 0: {supported} / {n_vital} = {expected}.",
           "严格 Vital 只对 {n_vital} 个关键信息点取平均，支持记 1，部分支持或不支持记 0：{supported} / {n_vital} = {expected}。")),
}
HINTS = {
    "hint.ch12.accuracy": tr("{wrong} is the accuracy, (tp + tn) / n: the majority class inflates it. Balanced accuracy averages TPR and TNR.",
                             "{wrong} es la exactitud, (tp + tn) / n: la clase mayoritaria la infla. La exactitud equilibrada promedia TPR y TNR.",
                             "{wrong} 是准确率 (tp + tn) / n，会被多数类抬高。平衡准确率是 TPR 与 TNR 的平均。"),
    "hint.ch12.tpr_only": tr("{wrong} is the TPR alone. Average it with the TNR, tn / (tn + fp).",
                             "{wrong} es solo la TPR. Promédiala con la TNR, tn / (tn + fp).",
                             "{wrong} 只是 TPR，还要与 TNR（tn / (tn + fp)）取平均。"),
    "hint.ch12.precision": tr("{wrong} is the precision, tp / (tp + fp). Balanced accuracy uses the rates within each label: TPR and TNR.",
                              "{wrong} es la precisión, tp / (tp + fp). La exactitud equilibrada usa las tasas dentro de cada etiqueta: TPR y TNR.",
                              "{wrong} 是精确率 tp / (tp + fp)。平衡准确率用的是每个标签内部的比例：TPR 和 TNR。"),
    "hint.ch12.all_nuggets": tr("{wrong} averages over all nuggets (All strict). Vital counts only the vital ones.",
                                "{wrong} promedia sobre todos los nuggets (All estricta). Vital solo cuenta los vitales.",
                                "{wrong} 是对全部信息点取平均（严格 All）。Vital 只计关键信息点。"),
    "hint.ch12.partial_half": tr("{wrong} counts partial support as 0.5: that is the Vital score, not Vital strict.",
                                 "{wrong} cuenta el respaldo parcial como 0,5: esa es la Vital, no la Vital estricta.",
                                 "{wrong} 把部分支持记为 0.5：那是 Vital 得分，不是严格 Vital。"),
}


def entries() -> dict:
    out = {}
    for ex_id, (title, question, options, why, wrong) in CHOICES.items():
        out[f"ex.{ex_id}.title"], out[f"ex.{ex_id}.question"], out[f"ex.{ex_id}.why"] = title, question, why
        for label, text in zip("abcd", options):
            out[f"ex.{ex_id}.option.{label}"] = text
        for label, text in wrong.items():
            assert label != ANSWERS[ex_id], ex_id
            out[f"ex.{ex_id}.option.{label}.why"] = text
        assert set(wrong) | {ANSWERS[ex_id]} == set("abcd"[:len(options)]), ex_id
    for ex_id, (title, question, why) in NUMBERS.items():
        out[f"ex.{ex_id}.title"], out[f"ex.{ex_id}.question"], out[f"ex.{ex_id}.why"] = title, question, why
    out.update(HINTS)
    return out



# More numeric exercises (the same matrix and nuggets as above, and PPI, the sign test, GSB).
_MATRIX_Q = tr("A faithfulness judge was checked on {n} labelled answers: `tp` faithful answers accepted, `fn` faithful answers rejected, `fp` unfaithful answers accepted, `tn` unfaithful answers caught. ",
               "Se comprobó un juez de fidelidad con {n} respuestas etiquetadas: `tp` fieles aceptadas, `fn` fieles rechazadas, `fp` no fieles aceptadas, `tn` no fieles detectadas. ",
               "在 {n} 个有标签的回答上检验某个忠实度评审：`tp` 为被接受的忠实回答数，`fn` 为被拒绝的忠实回答数，`fp` 为被接受的不忠实回答数，`tn` 为被识别出的不忠实回答数。")
_NUGGET_Q = tr("A judge assigned each nugget of a question `support`, `partial_support` or `not_support` (`nuggets`, with their importance). ",
               "Un juez asignó a cada nugget de una pregunta `support`, `partial_support` o `not_support` (`nuggets`, con su importancia). ",
               "评审给某个问题的每个信息点标注了 `support`、`partial_support` 或 `not_support`（见 `nuggets`，含重要性）。")


def _join(a, b):
    return {lang: a[lang] + b[lang] for lang in a}


NUMBERS.update({
    "12.judge_tpr": (
        tr("A judge's TPR", "La TPR de un juez", "评审的 TPR"),
        _join(_MATRIX_Q, tr("What is its TPR (the share of faithful answers it accepts)?", "¿Cuánto vale su TPR (la proporción de respuestas fieles que acepta)?", "它的 TPR（被接受的忠实回答所占比例）是多少？")),
        tr("TPR = tp / (tp + fn) = {expected}: the share of faithful answers the judge accepts.", "TPR = tp / (tp + fn) = {expected}: la proporción de respuestas fieles que acepta el juez.", "TPR = tp / (tp + fn) = {expected}，即评审接受的忠实回答所占比例。")),
    "12.judge_tnr": (
        tr("A judge's TNR", "La TNR de un juez", "评审的 TNR"),
        _join(_MATRIX_Q, tr("What is its TNR (the share of unfaithful answers it catches)?", "¿Cuánto vale su TNR (la proporción de respuestas no fieles que detecta)?", "它的 TNR（被识别出的不忠实回答所占比例）是多少？")),
        tr("TNR = tn / (tn + fp) = {expected}: the judge lets many unfaithful answers through.", "TNR = tn / (tn + fp) = {expected}: el juez deja pasar muchas respuestas no fieles.", "TNR = tn / (tn + fp) = {expected}：这个评审放过了不少不忠实的回答。")),
    "12.judge_kappa": (
        tr("A judge's kappa", "La kappa de un juez", "评审的 kappa"),
        _join(_MATRIX_Q, tr("What is Cohen's kappa between the judge and the labels?", "¿Cuánto vale la kappa de Cohen entre el juez y las etiquetas?", "评审与标签之间的 Cohen's kappa 是多少？")),
        tr("Observed agreement (tp + tn) / n = {observed}; chance agreement from the two marginals = {chance}; κ = (observed − chance) / (1 − chance) = {expected}.",
           "Acuerdo observado (tp + tn) / n = {observed}; acuerdo por azar a partir de los dos marginales = {chance}; κ = (observado − azar) / (1 − azar) = {expected}.",
           "观察一致率 (tp + tn) / n = {observed}；由两组边际分布算出的随机一致率 = {chance}；κ = (观察 − 随机) / (1 − 随机) = {expected}。")),
    "12.vital_partial": (
        tr("Vital, partial support counted", "Vital, contando el respaldo parcial", "Vital：计入部分支持"),
        _join(_NUGGET_Q, tr("What is the answer's Vital score (partial support counting 0.5)?", "¿Cuánto vale la puntuación Vital de la respuesta (el respaldo parcial cuenta 0,5)?", "这个回答的 Vital 得分（部分支持记 0.5）是多少？")),
        tr("Vital averages over the {n_vital} vital nuggets with support = 1, partial = 0.5, none = 0: {expected}.", "La Vital promedia sobre los {n_vital} nuggets vitales con respaldo = 1, parcial = 0,5, nulo = 0: {expected}.", "Vital 对 {n_vital} 个关键信息点取平均，支持记 1，部分支持记 0.5，不支持记 0：{expected}。")),
    "12.all_strict": (
        tr("All strict", "All estricta", "严格 All"),
        _join(_NUGGET_Q, tr("What is the answer's All strict score?", "¿Cuánto vale la puntuación All estricta de la respuesta?", "这个回答的严格 All 得分是多少？")),
        tr("All strict averages over all {n} nuggets, vital and okay, with only full support counting 1: {expected}.", "La All estricta promedia sobre los {n} nuggets, vitales y okay, y solo el respaldo completo cuenta 1: {expected}.", "严格 All 对全部 {n} 个信息点（关键和一般）取平均，只有完全支持记 1：{expected}。")),
    "12.ppi_estimate": (
        tr("A PPI estimate", "Una estimación PPI", "PPI 估计值"),
        tr("`labels` are the faithfulness labels of a random sample of answers and `judge_on_labelled` the judge's verdicts on them; `judge_on_unlabelled` are its verdicts on the other answers. What is the PPI estimate of the faithful rate?",
           "`labels` son las etiquetas de fidelidad de una muestra aleatoria de respuestas y `judge_on_labelled` los veredictos del juez sobre ellas; `judge_on_unlabelled` son sus veredictos sobre las demás respuestas. ¿Cuánto vale la estimación PPI de la tasa de respuestas fieles?",
           "`labels` 是随机抽取的一批回答的忠实度标签，`judge_on_labelled` 是评审对这些回答的判定；`judge_on_unlabelled` 是评审对其余回答的判定。忠实率的 PPI 估计值是多少？"),
        tr("PPI = mean(judge_on_unlabelled) + mean(labels − judge_on_labelled) = {judge} + ({rectifier}) = {expected}.",
           "PPI = media(judge_on_unlabelled) + media(labels − judge_on_labelled) = {judge} + ({rectifier}) = {expected}.",
           "PPI = mean(judge_on_unlabelled) + mean(labels − judge_on_labelled) = {judge} + ({rectifier}) = {expected}。")),
    "12.sign_test_p": (
        tr("A sign test", "Una prueba de signos", "符号检验"),
        tr("A side-by-side over {n} questions: system A better `good` times, the same `same` times, worse `bad` times. What is the two-sided p-value of the sign test?",
           "Una comparación lado a lado sobre {n} preguntas: el sistema A es mejor `good` veces, igual `same` veces y peor `bad` veces. ¿Cuánto vale el valor p bilateral de la prueba de signos?",
           "在 {n} 个问题上做并排比较：系统 A 好 `good` 次、同 `same` 次、差 `bad` 次。符号检验的双侧 p 值是多少？"),
        tr("Ties are dropped: under no difference, the {decided} decided pairs are fair coins; p = P(at least {good} of {decided}, or as extreme the other way) = {expected}.",
           "Se quitan los empates: sin diferencia, los {decided} pares decididos son monedas equilibradas; p = P(al menos {good} de {decided}, o igual de extremo en el otro sentido) = {expected}.",
           "去掉平局：在没有差异的假设下，{decided} 个分出胜负的对相当于抛均匀硬币；p 就是 {decided} 次中至少出现 {good} 次（或另一方向同样极端）的概率，等于 {expected}。")),
    "12.gsb_score": (
        tr("A GSB score", "Una puntuación GSB", "GSB 得分"),
        tr("A pairwise judge compared systems A and B on 10 questions, each asked in both orders: `forward` (A shown first) and `backward` (B shown first) hold its verdicts, \"A\", \"B\" or \"tie\". A pair counts as good when A wins in both orders, bad when B wins in both, same otherwise. What is GSB = (good − bad) / n?",
           "Un juez por parejas comparó los sistemas A y B en 10 preguntas, cada una en los dos órdenes: `forward` (A primero) y `backward` (B primero) contienen sus veredictos, \"A\", \"B\" o \"tie\". Un par cuenta como mejor si A gana en los dos órdenes, peor si gana B en los dos, e igual en otro caso. ¿Cuánto vale GSB = (mejor − peor) / n?",
           "某个成对比较评审在 10 个问题上比较系统 A 和 B，每个问题按两种顺序各问一次：`forward`（A 在前）和 `backward`（B 在前）记录了它的判定：\"A\"、\"B\" 或 \"tie\"。两种顺序都是 A 胜记为好，都是 B 胜记为差，其余记为同。GSB = (好 − 差) / n 是多少？"),
        tr("good {good}, bad {bad}, same {same} (of which {flips} flipped with the order): GSB = ({good} − {bad}) / 10 = {expected}.",
           "mejor {good}, peor {bad}, igual {same} (de los cuales {flips} cambiaron con el orden): GSB = ({good} − {bad}) / 10 = {expected}.",
           "好 {good}，差 {bad}，同 {same}（其中 {flips} 个随顺序翻转）：GSB = ({good} − {bad}) / 10 = {expected}。")),
})
HINTS.update({
    "hint.ch12.tnr_not_tpr": tr("{wrong} is the TNR. TPR looks at the faithful answers only: tp / (tp + fn).", "{wrong} es la TNR. La TPR mira solo las respuestas fieles: tp / (tp + fn).", "{wrong} 是 TNR。TPR 只看忠实回答：tp / (tp + fn)。"),
    "hint.ch12.tpr_not_tnr": tr("{wrong} is the TPR. TNR looks at the unfaithful answers only: tn / (tn + fp).", "{wrong} es la TPR. La TNR mira solo las respuestas no fieles: tn / (tn + fp).", "{wrong} 是 TPR。TNR 只看不忠实回答：tn / (tn + fp)。"),
    "hint.ch12.fpr": tr("{wrong} is the false positive rate, fp / (fp + tn): the share of unfaithful answers let through. TNR is its complement.", "{wrong} es la tasa de falsos positivos, fp / (fp + tn): la proporción de respuestas no fieles que pasan. La TNR es su complemento.", "{wrong} 是假阳性率 fp / (fp + tn)，即被放过的不忠实回答所占比例。TNR 是它的补数。"),
    "hint.ch12.raw_agreement": tr("{wrong} is the raw agreement. Kappa subtracts the agreement expected by chance from the two marginals.", "{wrong} es el acuerdo bruto. La kappa resta el acuerdo esperado por azar a partir de los dos marginales.", "{wrong} 是原始一致率。kappa 要减去由两组边际分布算出的随机一致率。"),
    "hint.ch12.ba_not_kappa": tr("{wrong} is the balanced accuracy. Kappa corrects the raw agreement for chance: (observed − chance) / (1 − chance).", "{wrong} es la exactitud equilibrada. La kappa corrige el acuerdo bruto por el azar: (observado − azar) / (1 − azar).", "{wrong} 是平衡准确率。kappa 是用随机一致率校正原始一致率：(观察 − 随机) / (1 − 随机)。"),
    "hint.ch12.vital_strict": tr("{wrong} gives partial support 0: that is Vital strict. Count it 0.5 here.", "{wrong} da 0 al respaldo parcial: esa es la Vital estricta. Aquí cuenta 0,5.", "{wrong} 把部分支持记为 0：那是严格 Vital。这里应记 0.5。"),
    "hint.ch12.all_partial": tr("{wrong} counts partial support 0.5: that is All, not All strict.", "{wrong} cuenta el respaldo parcial como 0,5: esa es la All, no la All estricta.", "{wrong} 把部分支持记为 0.5：那是 All，不是严格 All。"),
    "hint.ch12.vital_only": tr("{wrong} averages over the vital nuggets only. All counts every nugget.", "{wrong} promedia solo sobre los nuggets vitales. All cuenta todos los nuggets.", "{wrong} 只对关键信息点取平均。All 要计入所有信息点。"),
    "hint.ch12.judge_only": tr("{wrong} is the judge's mean alone, with its bias. Add the rectifier, mean(labels − judge_on_labelled).", "{wrong} es solo la media del juez, con su sesgo. Suma el rectificador, media(labels − judge_on_labelled).", "{wrong} 只是评审的平均值，带着偏差。还要加上校正项 mean(labels − judge_on_labelled)。"),
    "hint.ch12.labels_only": tr("{wrong} is the mean of the labels alone. PPI adds the judge's verdicts on the unlabelled answers.", "{wrong} es solo la media de las etiquetas. La PPI añade los veredictos del juez sobre las respuestas sin etiquetar.", "{wrong} 只是标签的平均值。PPI 还用上评审对无标签回答的判定。"),
    "hint.ch12.rectifier_sign": tr("{wrong} subtracts the rectifier. It is labels − verdicts, added to the judge's mean.", "{wrong} resta el rectificador. Es etiquetas − veredictos, y se suma a la media del juez.", "{wrong} 减去了校正项。校正项是标签 − 判定，应加到评审的平均值上。"),
    "hint.ch12.one_sided": tr("{wrong} is the one-sided p-value. The question asks for the two-sided one: double it (at most 1).", "{wrong} es el valor p unilateral. La pregunta pide el bilateral: duplícalo (como mucho 1).", "{wrong} 是单侧 p 值。题目要的是双侧 p 值：乘以 2（最大为 1）。"),
    "hint.ch12.ties_kept": tr("{wrong} keeps the ties as trials. The sign test drops them: only decided pairs say which system is better.", "{wrong} mantiene los empates como ensayos. La prueba de signos los quita: solo los pares decididos dicen qué sistema es mejor.", "{wrong} 把平局也算作试验。符号检验要去掉平局：只有分出胜负的对才能说明哪个系统更好。"),
    "hint.ch12.forward_only": tr("{wrong} reads only the first order. A pair is good only when A wins in both orders; a flip is a tie.", "{wrong} solo lee el primer orden. Un par es mejor solo si A gana en los dos órdenes; un cambio es un empate.", "{wrong} 只看了第一种顺序。只有两种顺序下都是 A 胜才算好；翻转算作平局。"),
})

HINTS.update({
    "hint.ch12.all_half": tr("{wrong} averages over all nuggets with partial support as 0.5 (All). Vital strict counts the vital ones only, partial as 0.", "{wrong} promedia sobre todos los nuggets con el respaldo parcial como 0,5 (All). La Vital estricta cuenta solo los vitales, y el parcial como 0.", "{wrong} 是对全部信息点取平均、部分支持记 0.5（All）。严格 Vital 只计关键信息点，部分支持记 0。"),
    "hint.ch12.accuracy_not_rate": tr("{wrong} is the accuracy, (tp + tn) / n. The rate asked looks at one label only.", "{wrong} es la exactitud, (tp + tn) / n. La tasa que se pide mira una sola etiqueta.", "{wrong} 是准确率 (tp + tn) / n。题目问的比例只看一种标签。"),
    "hint.ch12.share_of_all": tr("{wrong} divides by all {n} answers. TNR divides by the unfaithful ones only, tn + fp.", "{wrong} divide entre las {n} respuestas. La TNR divide solo entre las no fieles, tn + fp.", "{wrong} 除以的是全部 {n} 个回答。TNR 只除以不忠实回答数 tn + fp。"),
    "hint.ch12.not_divided": tr("{wrong} is observed − chance, not yet divided by 1 − chance.", "{wrong} es observado − azar, aún sin dividir entre 1 − azar.", "{wrong} 是 观察 − 随机，还没有除以 1 − 随机。"),
    "hint.ch12.all_strict_not_vital": tr("{wrong} averages over all nuggets, partial as 0 (All strict). Vital counts the vital ones, partial as 0.5.", "{wrong} promedia sobre todos los nuggets, con el parcial como 0 (All estricta). La Vital cuenta los vitales, con el parcial como 0,5.", "{wrong} 是对全部信息点取平均、部分支持记 0（严格 All）。Vital 只计关键信息点，部分支持记 0.5。"),
    "hint.ch12.vital_not_all": tr("{wrong} counts the vital nuggets only, partial as 0.5 (Vital). All strict counts every nugget, partial as 0.", "{wrong} cuenta solo los nuggets vitales, con el parcial como 0,5 (Vital). La All estricta cuenta todos los nuggets, con el parcial como 0.", "{wrong} 只计关键信息点、部分支持记 0.5（Vital）。严格 All 要计入全部信息点，部分支持记 0。"),
    "hint.ch12.point_probability": tr("{wrong} is the probability of exactly {good} of {decided}. The p-value adds every outcome as extreme, in both directions.", "{wrong} es la probabilidad de exactamente {good} de {decided}. El valor p suma todos los resultados igual de extremos, en los dos sentidos.", "{wrong} 是恰好 {decided} 次中出现 {good} 次的概率。p 值要把两个方向上所有同样极端的结果都加起来。"),
    "hint.ch12.good_share": tr("{wrong} is the share of good pairs alone. GSB subtracts the bad ones: (good − bad) / n.", "{wrong} es solo la proporción de pares mejores. GSB resta los peores: (mejor − peor) / n.", "{wrong} 只是“好”所占的比例。GSB 还要减去“差”：(好 − 差) / n。"),
    "hint.ch12.decided_only": tr("{wrong} divides by the decided pairs only. GSB divides by all 10 questions: the ties count in n.", "{wrong} divide solo entre los pares decididos. GSB divide entre las 10 preguntas: los empates cuentan en n.", "{wrong} 只除以分出胜负的对数。GSB 要除以全部 10 个问题：平局也计入 n。"),
})


if __name__ == "__main__":
    catalog = json.loads(CATALOG.read_text(encoding="utf-8"))
    catalog.update(entries())
    CATALOG.write_text(json.dumps(catalog, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
