"""Chapter 08: the lab, on the help-centre corpus (every answer computed by ragmetrics on the corpus).

The inputs name what to run (the corpus language ``language``, the retriever, the chunking, k, a question id),
given per language so that each notebook works on its own language's corpus; the expected answers and the
likely mistakes run the lab (``ragmetrics_course.lab``), whose indexes are built once per process.
"""

from __future__ import annotations

from functools import lru_cache

import ragmetrics as rm

from .build import choice, number, tr
from .library import hint

LANGS = ("en", "es", "zh")


def _lab(lang: str, query_lang: str | None = None):
    from ragmetrics_course.lab import Lab

    return Lab(lang, query_lang=query_lang)


def _per_language(**values) -> dict:
    """Inputs per language: ``language`` plus the given values, a value given as {lang: value} taken per language."""
    return {lang: {"language": lang, **{name: (value[lang] if isinstance(value, dict) else value)
                                    for name, value in values.items()}} for lang in LANGS}


def _mean(i, measure: str, run=None, *, chunking=None) -> float:
    lab = _lab(i["language"])
    chunking = chunking or i["chunking"]
    run = run if run is not None else lab.run(i["retriever"], chunking)
    return rm.evaluate(lab.qrels(chunking), run, [measure]).mean[measure]


def _answerable(i) -> int:
    return len(_lab(i["language"]).qrels(i["chunking"]))


def _corpus_facts(i) -> dict:
    lab = _lab(i["language"])
    return {"n_questions": len(lab.queries), "n_answerable": len(lab.doc_qrels()),
            "n_unanswerable": len(lab.queries) - len(lab.doc_qrels())}


# 8.1 Recall@k of one real run, over the answerable questions.
RUN = _per_language(retriever="bm25", chunking="paragraph", k=5)

number("08.recall_bm25", lambda i: _mean(i, f"R@{i['k']}"), RUN,
       (hint("hint.lab_mean_over_all", lambda i: _mean(i, f"R@{i['k']}") * _answerable(i) / len(_lab(i["language"]).queries),
             tr(en="{wrong} averages over all {n_questions} questions, counting the {n_unanswerable} with no answer as 0. They have no judgments: rm.evaluate (like trec_eval) skips them and averages over the other {n_answerable}.",
                es="{wrong} promedia sobre las {n_questions} preguntas y cuenta como 0 las {n_unanswerable} sin respuesta. Esas no tienen juicios: rm.evaluate (como trec_eval) las omite y promedia sobre las otras {n_answerable}.",
                zh="{wrong} 是在全部 {n_questions} 个问题上取平均、把 {n_unanswerable} 个无答案问题记为 0 的结果。这些问题没有相关性标注：rm.evaluate（和 trec_eval 一样）会跳过它们，只在其余 {n_answerable} 个问题上取平均。", translates={"es": "5144f7aee511", "zh": "5144f7aee511"})),
        hint("hint.lab_hit_rate", lambda i: _mean(i, f"HitRate@{i['k']}"),
             tr(en="{wrong} is HitRate@{k}: the share of questions with at least one relevant passage in the top {k}. Recall@{k} counts how many of each question's relevant passages are there.",
                es="{wrong} es HitRate@{k}: la parte de las preguntas con al menos un fragmento relevante en el top {k}. El Recall@{k} cuenta cuántos de los fragmentos relevantes de cada pregunta están ahí.",
                zh="{wrong} 是 HitRate@{k}：前 {k} 名中至少有一个相关片段的问题所占的比例。Recall@{k} 数的是每个问题的相关片段中有多少个出现在前 {k} 名里。", translates={"es": "0d0bd9261c29", "zh": "0d0bd9261c29"})),
        hint("hint.lab_precision", lambda i: _mean(i, f"P@{i['k']}"),
             tr(en="{wrong} is Precision@{k}: the relevant passages in the top {k} divided by {k}. Recall divides by the number of relevant passages of each question.",
                es="{wrong} es Precision@{k}: los fragmentos relevantes del top {k} divididos entre {k}. El recall divide entre el número de fragmentos relevantes de cada pregunta.",
                zh="{wrong} 是 Precision@{k}：前 {k} 名中的相关片段数除以 {k}。召回率除以的是每个问题的相关片段总数。", translates={"es": "ca2004c2d481", "zh": "ca2004c2d481"}))),
       facts=_corpus_facts, topic="lab",
       texts={
           "title": tr(en="Recall@k of a real BM25 run",
                       es="Recall@k de un run real de BM25",
                       zh="真实 BM25 run 的 Recall@k", translates={"es": "3014437afb5c", "zh": "3014437afb5c"}),
           "question": tr(en="Load the lab for the help centre in `language` (`Lab(language)`), run `retriever` over `chunking` passages and evaluate the run against those passages' judgments (`lab.qrels(chunking)`). What is the mean Recall@{k}?",
                          es="Carga el laboratorio del centro de ayuda en el idioma `language` (`Lab(language)`), ejecuta `retriever` sobre la fragmentación `chunking` y evalúa el run con los juicios de esos fragmentos (`lab.qrels(chunking)`). ¿Cuál es el Recall@{k} medio?",
                          zh="加载 `language` 所指语言的帮助中心实验室（`Lab(language)`），在 `chunking` 片段上运行 `retriever`，再用这些片段的相关性标注（`lab.qrels(chunking)`）评估这个 run。平均 Recall@{k} 是多少？", translates={"es": "2ddee0cf5050", "zh": "2ddee0cf5050"}),
           "why": tr(en="rm.evaluate averages Recall@{k} over the {n_answerable} questions that have judgments; the {n_unanswerable} with no answer in the corpus are skipped: {expected}.",
                     es="rm.evaluate promedia el Recall@{k} sobre las {n_answerable} preguntas que tienen juicios; las {n_unanswerable} sin respuesta en el corpus se omiten: {expected}.",
                     zh="rm.evaluate 在有相关性标注的 {n_answerable} 个问题上对 Recall@{k} 取平均，语料库中没有答案的 {n_unanswerable} 个问题被跳过：{expected}。", translates={"es": "8b34da698234", "zh": "8b34da698234"}),
       })


# 8.2 Where does the first relevant passage of one failing question rank?
def _rank(i, retriever=None, level="passage") -> int:
    from ragmetrics_course.lab.diagnosis import first_relevant_rank

    lab = _lab(i["language"])
    run = lab.run(retriever or i["retriever"], i["chunking"], level=level)
    judged = lab.doc_qrels() if level == "doc" else lab.qrels(i["chunking"])
    rank = first_relevant_rank(run, judged[i["query_id"]], i["query_id"])
    return float("nan") if rank is None else rank


def _question_facts(i) -> dict:
    lab = _lab(i["language"])
    query = next(q for q in lab.queries if q.query_id == i["query_id"])
    from ragmetrics_course.messages import t  # the kind as the learner's language names it

    return {"question": query.text, "kind": t("lab.kind." + query.kind, i["language"])}


RANK = _per_language(retriever="bm25", chunking="paragraph", query_id={"en": "q04", "es": "q56", "zh": "q50"})

number("08.first_relevant_rank", _rank, RANK,
       (hint("hint.lab_rank_from_zero", lambda i: _rank(i) - 1,
             tr(en="{wrong} counts positions from 0. Ranks start at 1: the first passage is rank 1.",
                es="{wrong} cuenta las posiciones desde 0. Las posiciones empiezan en 1: el primer fragmento está en la posición 1.",
                zh="{wrong} 是从 0 开始数的位置。排名从 1 开始：第一个片段是第 1 名。", translates={"es": "3d3a2abd6289", "zh": "3d3a2abd6289"})),
        hint("hint.lab_rank_dense", lambda i: _rank(i, "dense"),
             tr(en="{wrong} is its rank in the dense retriever's run. The question is about the run of `retriever`.",
                es="{wrong} es su posición en el run del recuperador denso. La pregunta es sobre el run de `retriever`.",
                zh="{wrong} 是它在稠密检索器的 run 中的排名。题目问的是 `retriever` 的 run。", translates={"es": "83fb0cb69acc", "zh": "83fb0cb69acc"})),
        hint("hint.lab_rank_article", lambda i: _rank(i, level="doc"),
             tr(en="{wrong} is the rank of its first relevant article (the run turned into articles, `level=\"doc\"`). Here passages are ranked: several passages of one article take several ranks.",
                es="{wrong} es la posición de su primer artículo relevante (el run convertido en artículos, `level=\"doc\"`). Aquí se ordenan fragmentos: varios fragmentos de un mismo artículo ocupan varias posiciones.",
                zh="{wrong} 是第一篇相关文章的排名（把 run 换算到文章层面，`level=\"doc\"`）。这里排的是片段：同一篇文章的几个片段会占据几个名次。", translates={"es": "435c06ea6b17", "zh": "435c06ea6b17"}))),
       facts=_question_facts, integer=True, topic="lab",
       texts={
           "title": tr(en="Where is the first relevant passage?",
                       es="¿Dónde está el primer fragmento relevante?",
                       zh="第一个相关片段排在第几名？", translates={"es": "222a24a84c33", "zh": "222a24a84c33"}),
           "question": tr(en="Question `query_id` ({kind}) reads: \"{question}\". In the run of `retriever` over `chunking` passages, at what rank (the first passage is rank 1) is its first relevant passage, one with a grade of 1 or more in `lab.qrels(chunking)`?",
                          es="La pregunta `query_id` ({kind}) dice: «{question}». En el run de `retriever` sobre la fragmentación `chunking`, ¿en qué posición (el primer fragmento ocupa la posición 1) está su primer fragmento relevante, uno con grado 1 o más en `lab.qrels(chunking)`?",
                          zh="在 `retriever` 对 `chunking` 片段的 run 中，问题 `query_id`（{kind}，问题文本为“{question}”）的第一个相关片段（在 `lab.qrels(chunking)` 中等级不低于 1）排在第几名（排在最前面的片段记为第 1 名）？", translates={"es": "78838fadf198", "zh": "78838fadf198"}),
           "why": tr(en="Rank {expected}: outside the top 5, so the question fails at k = 5, but within reach of a larger k or of a reranker over a longer list (ragmetrics_course.lab.diagnosis.first_relevant_rank computes it).",
                     es="Posición {expected}: fuera del top 5, así que la pregunta falla con k = 5, pero al alcance de un k mayor o de un reranker sobre una lista más larga (lo calcula ragmetrics_course.lab.diagnosis.first_relevant_rank).",
                     zh="第 {expected} 名：不在前 5 名内，所以 k = 5 时这个问题失败；但加大 k，或者在更长的列表上重排，就能够到它（可用 ragmetrics_course.lab.diagnosis.first_relevant_rank 计算）。", translates={"es": "8fc6cbb6a07e", "zh": "8fc6cbb6a07e"}),
       })


# 8.3 The oracle reranker's hit rate: the first stage's hit rate at the reranker's depth.
def _oracle(i, measure: str) -> float:
    return _mean(i, measure, _lab(i["language"]).run(i["retriever"], i["chunking"], rerank_n=i["n"]))


ORACLE = _per_language(retriever="bm25", chunking="paragraph", k=5, n=20)

number("08.oracle_hit_rate", lambda i: _oracle(i, f"HitRate@{i['k']}"), ORACLE,
       (hint("hint.lab_oracle_unchanged", lambda i: _mean(i, f"HitRate@{i['k']}"),
             tr(en="{wrong} is the first stage's HitRate@{k} before reranking. The oracle moves a relevant passage from anywhere in the top {n} into the top {k}.",
                es="{wrong} es la HitRate@{k} de la primera etapa antes de reordenar. El oráculo sube al top {k} un fragmento relevante que esté en cualquier lugar del top {n}.",
                zh="{wrong} 是重排之前第一阶段的 HitRate@{k}。oracle 重排会把前 {n} 名中任何位置的相关片段提到前 {k} 名。", translates={"es": "794f6feaa5de", "zh": "794f6feaa5de"})),
        hint("hint.lab_oracle_perfect", lambda i: 1.0,
             tr(en="A perfect reranker is not a perfect system: it only reorders the top {n}. The questions with no relevant passage there still miss.",
                es="Un reranker perfecto no es un sistema perfecto: solo reordena el top {n}. Las preguntas sin ningún fragmento relevante ahí siguen fallando.",
                zh="完美的重排模型不等于完美的系统：它只能重排前 {n} 名。前 {n} 名里没有相关片段的问题照样失败。", translates={"es": "5c52581b52e1", "zh": "5c52581b52e1"})),
        hint("hint.lab_oracle_precision", lambda i: _oracle(i, f"P@{i['k']}"),
             tr(en="{wrong} is the oracle's Precision@{k}: the share of the top {k} that is relevant. The hit rate only asks whether at least one relevant passage is in the top {k}.",
                es="{wrong} es la Precision@{k} del oráculo: la parte del top {k} que es relevante. La tasa de aciertos solo mira si hay al menos un fragmento relevante en el top {k}.",
                zh="{wrong} 是 oracle 重排的 Precision@{k}：前 {k} 名中相关片段所占的比例。命中率只看前 {k} 名里是否至少有一个相关片段。", translates={"es": "ebf5b0e7633f", "zh": "ebf5b0e7633f"}))),
       facts=None, topic="lab",
       texts={
           "title": tr(en="The oracle reranker's hit rate",
                       es="La tasa de aciertos del reranker oráculo",
                       zh="oracle 重排的命中率", translates={"es": "7367ec72e687", "zh": "7367ec72e687"}),
           "question": tr(en="An oracle reranker (an imaginary reranker that knows the true grades) reorders the top `n` passages of `retriever` (over `chunking` passages) by their true grades: `lab.run(retriever, chunking, rerank_n=n)`. What is its HitRate@{k}?",
                          es="Un reranker oráculo (un reranker imaginario que conoce los grados verdaderos) reordena los `n` primeros fragmentos de `retriever` (sobre la fragmentación `chunking`) según sus grados verdaderos: `lab.run(retriever, chunking, rerank_n=n)`. ¿Cuál es su HitRate@{k}?",
                          zh="oracle 重排（理想重排：假想的、知道真实等级的重排模型）按真实等级重排 `retriever`（在 `chunking` 片段上）的前 `n` 个片段：`lab.run(retriever, chunking, rerank_n=n)`。它的 HitRate@{k} 是多少？", translates={"es": "1235ad602ca7", "zh": "1235ad602ca7"}),
           "why": tr(en="{expected}, exactly the first stage's HitRate@{n}: every question with a relevant passage in the top {n} gets one moved into the top {k}, and no reranker brings back a passage the first stage did not retrieve.",
                     es="{expected}, exactamente la HitRate@{n} de la primera etapa: toda pregunta con un fragmento relevante en el top {n} recibe uno en el top {k}, y ningún reranker recupera un fragmento que la primera etapa no trajo.",
                     zh="{expected}，恰好等于第一阶段的 HitRate@{n}：只要前 {n} 名中有相关片段，oracle 重排就会把一个提到前 {k} 名；而任何重排模型都找不回第一阶段没有检索到的片段。", translates={"es": "c911cad547f2", "zh": "c911cad547f2"}),
       })


# 8.4 The prompt's size: tokens of the top k passages, by the course's counting rule.
def _prompt(i, k=None, unit="tokens") -> float:
    from ragmetrics_course.lab.cost import count_tokens

    lab = _lab(i["language"])
    k = k or i["k"]
    run, qrels = lab.run(i["retriever"], i["chunking"]), lab.qrels(i["chunking"])
    texts = {p.passage_id: p.text for p in lab.passages(i["chunking"])}
    size = count_tokens if unit == "tokens" else len
    totals = [sum(size(texts[pid]) for pid in rm.rank(run[qid])[:k]) for qid in qrels]
    return sum(totals) / len(totals)


number("08.prompt_tokens", _prompt, RUN,
       (hint("hint.lab_tokens_per_passage", lambda i: _prompt(i) / i["k"],
             tr(en="{wrong} is per passage: the prompt holds the {k} passages together.",
                es="{wrong} es por fragmento: el prompt lleva los {k} fragmentos juntos.",
                zh="{wrong} 是单个片段的平均值：提示词里是 {k} 个片段加在一起。", translates={"es": "4caceb3aa411", "zh": "4caceb3aa411"})),
        hint("hint.lab_tokens_characters", lambda i: _prompt(i, unit="chars"),
             tr(en="{wrong} counts characters (`len`), not tokens: use `count_tokens`.",
                es="{wrong} cuenta caracteres (`len`), no tokens: usa `count_tokens`.",
                zh="{wrong} 数的是字符数（`len`），不是 token 数：请用 `count_tokens`。", translates={"es": "27afa0f23703", "zh": "27afa0f23703"})),
        hint("hint.lab_tokens_other_k", lambda i: _prompt(i, k=2 * i["k"]),
             tr(en="{wrong} takes more passages than the top {k}.",
                es="{wrong} toma más fragmentos que los {k} primeros.",
                zh="{wrong} 取的片段比前 {k} 个多。", translates={"es": "795b4da7d9c5", "zh": "795b4da7d9c5"}))),
       facts=_corpus_facts, tolerance=0.5, unit_interval=False, topic="lab",
       texts={
           "title": tr(en="How many tokens does the context take?",
                       es="¿Cuántos tokens ocupa el contexto?",
                       zh="上下文占多少 token？", translates={"es": "afb5819768f3", "zh": "afb5819768f3"}),
           "question": tr(en="The prompt's context is the text of the top {k} passages of `retriever` over `chunking` passages. Count its tokens with `ragmetrics_course.lab.cost.count_tokens` (a word or a number is one token, a Chinese character is one token, punctuation is not counted). What is the mean over the {n_answerable} questions that have an answer?",
                          es="El contexto del prompt es el texto de los {k} primeros fragmentos de `retriever` sobre la fragmentación `chunking`. Cuenta sus tokens con `ragmetrics_course.lab.cost.count_tokens` (una palabra o un número es un token, un carácter chino es un token, la puntuación no cuenta). ¿Cuál es la media sobre las {n_answerable} preguntas que tienen respuesta?",
                          zh="提示词的上下文是 `retriever` 在 `chunking` 片段上排名前 {k} 的片段的文本。用 `ragmetrics_course.lab.cost.count_tokens` 数它的 token（一个单词或一个数字算一个 token，一个汉字算一个 token，标点不计）。在 {n_answerable} 个有答案的问题上，平均有多少个 token？", translates={"es": "3fcad9e0320a", "zh": "3fcad9e0320a"}),
           "why": tr(en="{expected} tokens on average (ragmetrics_course.lab.cost.prompt_tokens gives them per question). They grow with k and with the size of the passages: what recall costs.",
                     es="{expected} tokens de media (ragmetrics_course.lab.cost.prompt_tokens los da por pregunta). Crecen con k y con el tamaño de los fragmentos: es lo que cuesta el recall.",
                     zh="平均 {expected} 个 token（ragmetrics_course.lab.cost.prompt_tokens 可以给出每个问题的数值）。它随 k 和片段大小增长：这就是召回率的代价。", translates={"es": "ec3c0b4cdb64", "zh": "ec3c0b4cdb64"}),
       })


# 8.5 Answer spans cut by fixed windows.
def _cut(i, chunking=None, min_grade=2, count="spans") -> int:
    from ragmetrics_course.lab.diagnosis import cut_spans

    lab = _lab(i["language"])
    cut = [cut_spans(lab, qid, chunking or i["chunking"], min_grade=min_grade) for qid in lab.doc_qrels()]
    return sum(map(len, cut)) if count == "spans" else sum(bool(spans) for spans in cut)


CUT = _per_language(chunking="tokens:40/0")

number("08.cut_spans", _cut, CUT,
       (hint("hint.lab_cut_any_grade", lambda i: _cut(i, min_grade=1),
             tr(en="{wrong} also counts the spans of grade 1 (context, not an answer). Count grades 2 and 3.",
                es="{wrong} cuenta también los tramos de respuesta de grado 1 (contexto, no respuesta). Cuenta los de grado 2 y 3.",
                zh="{wrong} 把等级为 1 的答案区间（只是背景信息，不是答案）也算进去了。只数等级为 2 和 3 的。", translates={"es": "76e7a0b745d2", "zh": "76e7a0b745d2"})),
        hint("hint.lab_cut_questions", lambda i: _cut(i, count="questions"),
             tr(en="{wrong} counts the questions with a cut span; count the spans (one question can have several).",
                es="{wrong} es el número de preguntas con algún tramo de respuesta partido; hay que contar los tramos (una pregunta puede tener varios).",
                zh="{wrong} 数的是有答案区间被切断的问题；要数的是答案区间本身（一个问题可能有好几个）。", translates={"es": "3a3ba095638b", "zh": "3a3ba095638b"})),
        hint("hint.lab_cut_overlap", lambda i: _cut(i, chunking="tokens:40/20"),
             tr(en="{wrong} is with windows overlapping by 20 tokens, which keep more spans whole. These windows do not overlap.",
                es="{wrong} sale de ventanas que se solapan 20 tokens y dejan enteros más tramos de respuesta. Estas ventanas no se solapan.",
                zh="{wrong} 是窗口重叠 20 个 token 时的结果，重叠能让更多答案区间保持完整。题目中的窗口没有重叠。", translates={"es": "e24f299cca59", "zh": "e24f299cca59"}))),
       facts=None, integer=True, topic="lab",
       texts={
           "title": tr(en="Answers cut by fixed windows",
                       es="Respuestas partidas por ventanas fijas",
                       zh="被固定窗口切断的答案", translates={"es": "ec4943ef1e56", "zh": "ec4943ef1e56"}),
           "question": tr(en="Cut the articles into windows of 40 tokens with no overlap (`chunking`). Over every question, how many answer spans of grade 2 or 3 does no passage hold whole? (`ragmetrics_course.lab.diagnosis.cut_spans` lists them for one question.)",
                          es="Corta los artículos en ventanas de 40 tokens sin solapamiento (`chunking`). Contando todas las preguntas, ¿cuántos tramos de respuesta de grado 2 o 3 no quedan enteros en ningún fragmento? (`ragmetrics_course.lab.diagnosis.cut_spans` los da para una pregunta.)",
                          zh="把文章切成 40 个 token、不重叠的窗口（`chunking`）。在所有问题中，有多少个等级为 2 或 3 的答案区间没有被任何一个片段完整包含？（`ragmetrics_course.lab.diagnosis.cut_spans` 可以列出某一个问题的这类答案区间。）", translates={"es": "c807f7c74e88", "zh": "c807f7c74e88"}),
           "why": tr(en="{expected} answer spans have a window ending inside them. Each half is harder to retrieve than the whole sentence; overlapping windows, or cutting at paragraphs, keep most of them whole.",
                     es="{expected} tramos de respuesta tienen el final de una ventana dentro. Cada mitad cuesta más de recuperar que la frase entera; las ventanas solapadas, o el corte por párrafos, dejan entera la mayoría.",
                     zh="有 {expected} 个答案区间被窗口边界从中间切断。每一半都比整句更难检索；按段落切分能让它们全部保持完整，重叠窗口只能挽回其中一部分。", translates={"es": "508e1b4fca7e", "zh": "508e1b4fca7e"}),
       })


# 8.6 Choose k on a budget of prompt tokens.
def _points(i):
    return _cost_curve(i["language"], i["retriever"], i["chunking"], i["k_max"])


@lru_cache(maxsize=32)  # a check computes the answer and three hints from the same curve
def _cost_curve(language: str, retriever: str, chunking: str, k_max: int) -> tuple:
    from ragmetrics_course.lab.cost import cost_curve

    return tuple(cost_curve(_lab(language), retriever, chunking, range(1, k_max + 1)))


def _chosen(i) -> int:
    from ragmetrics_course.lab.cost import choose_k

    return choose_k(_points(i), i["budget"]).k


BUDGET = _per_language(retriever="bm25", chunking="paragraph", budget=300, k_max=20)

number("08.choose_k", _chosen, BUDGET,
       (hint("hint.lab_budget_first_over", lambda i: _chosen(i) + 1,
             tr(en="{wrong} is the first k whose mean prompt goes over the budget.",
                es="{wrong} es el primer k cuyo prompt medio se pasa del presupuesto.",
                zh="{wrong} 是平均提示词长度第一次超出预算的 k。", translates={"es": "16ab655ac063", "zh": "16ab655ac063"})),
        hint("hint.lab_budget_max_prompt", lambda i: max(p.k for p in _points(i) if p.max_tokens <= i["budget"]),
             tr(en="{wrong} makes even the largest prompt fit. The budget here is on the mean prompt; a budget on the worst case (a context window) would use the largest.",
                es="{wrong} es el mayor k con el que cabe en el presupuesto incluso el prompt más largo. Aquí el presupuesto es sobre el prompt medio; un presupuesto para el peor caso (una ventana de contexto) usaría el más largo.",
                zh="{wrong} 是让最长的提示词也不超预算的 k。这里的预算针对的是平均提示词长度；针对最坏情况的预算（比如上下文窗口）才看最长的那个。", translates={"es": "943a648bea78", "zh": "943a648bea78"})),
        hint("hint.lab_budget_ignored", lambda i: i["k_max"],
             tr(en="{wrong} ignores the budget: the most passages give the highest recall, and the longest prompt.",
                es="{wrong} no tiene en cuenta el presupuesto: más fragmentos dan el mayor recall, y el prompt más largo.",
                zh="{wrong} 没有考虑预算：片段越多召回率越高，但提示词也越长。", translates={"es": "3a47daa1506f", "zh": "3a47daa1506f"}))),
       facts=None, integer=True, topic="lab",
       texts={
           "title": tr(en="Choose k on a budget",
                       es="Elegir k con un presupuesto",
                       zh="在预算内选择 k", translates={"es": "25e6978a65dc", "zh": "25e6978a65dc"}),
           "question": tr(en="You can afford `budget` tokens of context per question, on average. For `retriever` over `chunking` passages, which k from 1 to `k_max` gives the highest Recall@k with a mean prompt within the budget? (`cost_curve` and `choose_k` are in `ragmetrics_course.lab.cost`.)",
                          es="Te puedes permitir `budget` tokens de contexto por pregunta, de media. Para `retriever` sobre la fragmentación `chunking`, ¿qué k entre 1 y `k_max` da el mayor Recall@k con un prompt medio dentro del presupuesto? (`cost_curve` y `choose_k` están en `ragmetrics_course.lab.cost`.)",
                          zh="每个问题平均能负担 `budget` 个 token 的上下文。对 `chunking` 片段上的 `retriever`，在 1 到 `k_max` 之间，哪个 k 能在平均提示词长度不超预算的前提下得到最高的 Recall@k？（`cost_curve` 和 `choose_k` 在 `ragmetrics_course.lab.cost` 中。）", translates={"es": "63eac08990d1", "zh": "63eac08990d1"}),
           "why": tr(en="k = {expected}: Recall@k never drops as k grows, so the best k is the largest one whose mean prompt (the tokens of the top k passages) stays within the budget.",
                     es="k = {expected}: el Recall@k nunca baja al crecer k, así que el mejor k es el mayor cuyo prompt medio (los tokens de los k primeros fragmentos) cabe en el presupuesto.",
                     zh="k = {expected}：Recall@k 不会随 k 增大而下降，所以最好的 k 就是平均提示词长度（前 k 个片段的 token 数）仍在预算内的最大 k。", translates={"es": "97104cb88d6b", "zh": "97104cb88d6b"}),
       })


# 8.7 and 8.8: why does a question fail? The diagnosis decides the right option.
def _cause(i) -> str:
    from ragmetrics_course.lab.diagnosis import diagnose

    d = diagnose(_lab(i["language"]), i["query_id"], retriever=i["retriever"], chunking=i["chunking"], k=i["k"])
    if d.status == "unanswerable":
        return "d"
    if "vocabulary" in d.causes:
        return "b"
    if "chunk_boundary" in d.causes:
        return "c"
    if d.status == "k_too_small":
        return "a"
    raise ValueError(f"{i['query_id']} fails for none of the options' reasons at k = {i['k']} ({d.status})")


def _diagnosis_facts(i) -> dict:
    return {**_question_facts(i), "bm25_rank": _rank(i), "dense_rank": _rank(i, "dense")}


choice("08.diagnose_paraphrase", 4, _cause,
       inputs=_per_language(retriever="bm25", chunking="paragraph", k=5,
                            query_id={"en": "q32", "es": "q28", "zh": "q70"}),
       facts=_diagnosis_facts, topic="diagnosis",
       texts={
           "title": tr(en="Why does this paraphrase fail?",
                       es="¿Por qué falla esta paráfrasis?",
                       zh="这个改写类问题为什么失败？", translates={"es": "3781f32643b1", "zh": "3781f32643b1"}),
           "question": tr(en="Question `query_id` ({kind}) reads: \"{question}\". BM25 over paragraphs puts its first relevant passage at rank {bm25_rank}, the dense retriever at rank {dense_rank}. What is the most likely cause of BM25's failure at k = {k}, and its fix?",
                          es="La pregunta `query_id` ({kind}) dice: «{question}». BM25 sobre párrafos deja su primer fragmento relevante en la posición {bm25_rank}, y el recuperador denso en la {dense_rank}. ¿Cuál es la causa más probable del fallo de BM25 con k = {k}, y su remedio?",
                          zh="BM25 在段落片段上把问题 `query_id`（{kind}，问题文本为“{question}”）的第一个相关片段排在第 {bm25_rank} 名，稠密检索器排在第 {dense_rank} 名。BM25 在 k = {k} 时失败，最可能的原因和补救办法是什么？", translates={"es": "32a70a7e2c29", "zh": "32a70a7e2c29"}),
           "option.a": tr(en="k is too small: retrieve a few more passages, or rerank a longer list",
                          es="k es demasiado pequeño: recuperar algunos fragmentos más, o reordenar una lista más larga",
                          zh="k 太小：多检索几个片段，或者对更长的列表重排", translates={"es": "a608628f063c", "zh": "a608628f063c"}),
           "option.b": tr(en="Vocabulary mismatch: use dense or hybrid retrieval, or rewrite the question",
                          es="Desajuste de vocabulario: usar recuperación densa o híbrida, o reescribir la pregunta",
                          zh="词汇不匹配：改用稠密或混合检索，或者改写问题", translates={"es": "73fab2c9b130", "zh": "73fab2c9b130"}),
           "option.c": tr(en="A chunk boundary cuts the answer: change the chunking",
                          es="Un límite de fragmento parte la respuesta: cambiar la fragmentación",
                          zh="片段边界切断了答案：换一种切分方式", translates={"es": "afff620d5cc2", "zh": "afff620d5cc2"}),
           "option.d": tr(en="The corpus has no answer to it: no passage matches the question well, so the system should abstain rather than guess",
                          es="El corpus no tiene respuesta: ningún fragmento encaja bien con la pregunta, así que el sistema debería abstenerse en lugar de adivinar",
                          zh="语料库里没有答案：没有哪个片段和问题匹配得好，所以系统应该拒答，而不是瞎猜", translates={"es": "df1fa51fe5ec", "zh": "df1fa51fe5ec"}),
           "option.c.why": tr(en="Paragraph passages keep every answer sentence whole here: nothing is cut.",
                              es="Aquí los párrafos dejan entera cada frase de respuesta: no se parte nada.",
                              zh="这里按段落切分，每个答案句子都是完整的，没有被切断。", translates={"es": "4615af90f29d", "zh": "4615af90f29d"}),
           "option.d.why": tr(en="It has answer spans (it is in the qrels): the answer is in the corpus, BM25 just does not rank it in the top {k}.",
                              es="Tiene tramos de respuesta (está en los qrels): la respuesta está en el corpus, solo que BM25 no la sube al top {k}.",
                              zh="它有答案区间（在 qrels 里）：答案就在语料库中，只是 BM25 没把它排进前 {k} 名。", translates={"es": "72606860e344", "zh": "72606860e344"}),
           "option.a.why": tr(en="At rank {bm25_rank} it is far below the top {k} for BM25, while the dense retriever, which compares meanings, finds it at rank {dense_rank}: a slightly larger k is not the fix.",
                              es="En la posición {bm25_rank} queda muy por debajo del top {k} para BM25, mientras que el recuperador denso, que compara significados, la encuentra en la {dense_rank}: un k algo mayor no es el remedio.",
                              zh="BM25 把它排在第 {bm25_rank} 名，远在前 {k} 名之外；而比较语义的稠密检索器把它排在第 {dense_rank} 名：稍微加大 k 解决不了问题。", translates={"es": "08864c99899e", "zh": "08864c99899e"}),
           "option.b.why": tr(en="Yes: on the same passages the dense retriever finds what BM25 misses, because the words differ and the meaning matches.",
                              es="Sí: sobre los mismos fragmentos el recuperador denso encuentra lo que BM25 no ve, porque las palabras difieren y el significado coincide.",
                              zh="对：在同一批片段上，稠密检索器找到了 BM25 漏掉的内容，因为字面不同、意思相同。", translates={"es": "7ae37160c080", "zh": "7ae37160c080"}),
           "why": tr(en="The dense retriever finds on the same passages what BM25 ranks at {bm25_rank}: the words differ, the meaning matches. ragmetrics_course.lab.diagnosis.diagnose reports the cause \"vocabulary\". Fixes: dense or hybrid retrieval, or rewriting the question.",
                     es="El recuperador denso encuentra sobre los mismos fragmentos lo que BM25 deja en la posición {bm25_rank}: las palabras difieren, el significado coincide. ragmetrics_course.lab.diagnosis.diagnose da la causa `vocabulary`. Remedios: recuperación densa o híbrida, o reescribir la pregunta.",
                     zh="稠密检索器在同一批片段上找到了 BM25 排在第 {bm25_rank} 名的内容：字面不同、意思相同。ragmetrics_course.lab.diagnosis.diagnose 给出的原因是 `vocabulary`。补救办法：稠密或混合检索，或者改写问题。", translates={"es": "fec6b2035845", "zh": "fec6b2035845"}),
       })
choice("08.diagnose_rank", 4, _cause,
       inputs=_per_language(retriever="bm25", chunking="paragraph", k=5,
                            query_id={"en": "q67", "es": "q64", "zh": "q03"}),
       facts=_diagnosis_facts, topic="diagnosis",
       texts={
           "title": tr(en="Why does this question fail?",
                       es="¿Por qué falla esta pregunta?",
                       zh="这个问题为什么失败？", translates={"es": "ae7b45e799fa", "zh": "ae7b45e799fa"}),
           "question": tr(en="Question `query_id` ({kind}) reads: \"{question}\". BM25 over paragraphs puts its first relevant passage at rank {bm25_rank}, the dense retriever at rank {dense_rank}. What is the most likely cause of BM25's failure at k = {k}, and its fix?",
                          es="La pregunta `query_id` ({kind}) dice: «{question}». BM25 sobre párrafos deja su primer fragmento relevante en la posición {bm25_rank}, y el recuperador denso en la {dense_rank}. ¿Cuál es la causa más probable del fallo de BM25 con k = {k}, y su remedio?",
                          zh="BM25 在段落片段上把问题 `query_id`（{kind}，问题文本为“{question}”）的第一个相关片段排在第 {bm25_rank} 名，稠密检索器排在第 {dense_rank} 名。BM25 在 k = {k} 时失败，最可能的原因和补救办法是什么？", translates={"es": "32a70a7e2c29", "zh": "32a70a7e2c29"}),
           "option.a": tr(en="k is too small: retrieve a few more passages, or rerank a longer list",
                          es="k es demasiado pequeño: recuperar algunos fragmentos más, o reordenar una lista más larga",
                          zh="k 太小：多检索几个片段，或者对更长的列表重排", translates={"es": "a608628f063c", "zh": "a608628f063c"}),
           "option.b": tr(en="Vocabulary mismatch: use dense or hybrid retrieval, or rewrite the question",
                          es="Desajuste de vocabulario: usar recuperación densa o híbrida, o reescribir la pregunta",
                          zh="词汇不匹配：改用稠密或混合检索，或者改写问题", translates={"es": "73fab2c9b130", "zh": "73fab2c9b130"}),
           "option.c": tr(en="A chunk boundary cuts the answer: change the chunking",
                          es="Un límite de fragmento parte la respuesta: cambiar la fragmentación",
                          zh="片段边界切断了答案：换一种切分方式", translates={"es": "afff620d5cc2", "zh": "afff620d5cc2"}),
           "option.d": tr(en="The corpus has no answer to it: no passage matches the question well, so the system should abstain rather than guess",
                          es="El corpus no tiene respuesta: ningún fragmento encaja bien con la pregunta, así que el sistema debería abstenerse en lugar de adivinar",
                          zh="语料库里没有答案：没有哪个片段和问题匹配得好，所以系统应该拒答，而不是瞎猜", translates={"es": "df1fa51fe5ec", "zh": "df1fa51fe5ec"}),
           "option.c.why": tr(en="Paragraph passages keep every answer sentence whole here: nothing is cut.",
                              es="Aquí los párrafos dejan entera cada frase de respuesta: no se parte nada.",
                              zh="这里按段落切分，每个答案句子都是完整的，没有被切断。", translates={"es": "4615af90f29d", "zh": "4615af90f29d"}),
           "option.d.why": tr(en="It has answer spans (it is in the qrels): the answer is in the corpus, BM25 just does not rank it in the top {k}.",
                              es="Tiene tramos de respuesta (está en los qrels): la respuesta está en el corpus, solo que BM25 no la sube al top {k}.",
                              zh="它有答案区间（在 qrels 里）：答案就在语料库中，只是 BM25 没把它排进前 {k} 名。", translates={"es": "72606860e344", "zh": "72606860e344"}),
           "option.a.why": tr(en="Yes: the first relevant passage is just below the top {k}, within reach of a larger k or of a reranker.",
                              es="Sí: el primer fragmento relevante queda justo por debajo del top {k}, al alcance de un k mayor o de un reranker.",
                              zh="对：第一个相关片段就在前 {k} 名之后不远处，加大 k 或者重排都能够到。", translates={"es": "ead1310f8c85", "zh": "ead1310f8c85"}),
           "option.b.why": tr(en="The dense retriever does not do better here (rank {dense_rank}): the words are not the problem.",
                              es="Aquí el recuperador denso no lo hace mejor (posición {dense_rank}): las palabras no son el problema.",
                              zh="这里稠密检索器并没有更好（第 {dense_rank} 名）：问题不在用词。", translates={"es": "23f092e5d200", "zh": "23f092e5d200"}),
           "why": tr(en="BM25 ranks a relevant passage at {bm25_rank}, just below the top {k}: a larger k, or a reranker over the top 20, reaches it. ragmetrics_course.lab.diagnosis.diagnose reports `k_too_small` and no other cause.",
                     es="BM25 deja un fragmento relevante en la posición {bm25_rank}, justo por debajo del top {k}: un k mayor, o un reranker sobre el top 20, llega hasta él. ragmetrics_course.lab.diagnosis.diagnose da `k_too_small` y ninguna otra causa.",
                     zh="BM25 把第一个相关片段排在第 {bm25_rank} 名，就在前 {k} 名之后：加大 k，或者在前 20 名上重排，就能够到。ragmetrics_course.lab.diagnosis.diagnose 给出 `k_too_small`，没有其他原因。", translates={"es": "c63cc166efc4", "zh": "c63cc166efc4"}),
       })


# 8.9 What rm.evaluate does with the questions that have no answer.
def _skipped(i) -> str:
    lab = _lab(i["language"])
    scored = rm.evaluate(lab.qrels(i["chunking"]), lab.run(i["retriever"], i["chunking"]), ["RR"]).per_query
    if len(scored) == len(lab.doc_qrels()):
        return "b"  # only the judged questions are scored: the others are skipped
    return "a"


choice("08.unanswerable", 3, _skipped, inputs=_per_language(retriever="bm25", chunking="paragraph"),
       facts=_corpus_facts, topic="evaluation",
       texts={
           "title": tr(en="The questions with no answer",
                       es="Las preguntas sin respuesta",
                       zh="没有答案的问题", translates={"es": "b4be162a6bf9", "zh": "b4be162a6bf9"}),
           "question": tr(en="Of the {n_questions} questions, {n_unanswerable} have no answer in the corpus, so they have no judgments. What does `rm.evaluate(lab.qrels(chunking), lab.run(retriever, chunking), ...)` do with them?",
                          es="De las {n_questions} preguntas, {n_unanswerable} no tienen respuesta en el corpus, así que no tienen juicios. ¿Qué hace con ellas `rm.evaluate(lab.qrels(chunking), lab.run(retriever, chunking), ...)`?",
                          zh="{n_questions} 个问题中有 {n_unanswerable} 个在语料库中没有答案，因此没有相关性标注。`rm.evaluate(lab.qrels(chunking), lab.run(retriever, chunking), ...)` 会怎么处理它们？", translates={"es": "4800d4f7920d", "zh": "4800d4f7920d"}),
           "option.a": tr(en="It scores them 0, as if they had no relevant passage, which lowers every mean",
                          es="Les pone un 0, como si no tuvieran ningún fragmento relevante, lo que baja todas las medias",
                          zh="记为 0 分，当作它们没有任何相关片段，所有平均值都会因此降低", translates={"es": "657ceffd1b5f", "zh": "657ceffd1b5f"}),
           "option.b": tr(en="It skips them: the means are over the {n_answerable} questions with judgments",
                          es="Las omite: las medias son sobre las {n_answerable} preguntas con juicios",
                          zh="跳过它们：平均值只在有相关性标注的 {n_answerable} 个问题上计算", translates={"es": "241cafb9fd26", "zh": "241cafb9fd26"}),
           "option.c": tr(en="It scores them 1: nothing relevant was missed",
                          es="Les pone un 1: no se perdió nada relevante",
                          zh="记为 1 分：没有漏掉任何相关内容", translates={"es": "c9edb79eed62", "zh": "c9edb79eed62"}),
           "option.a.why": tr(en="A question absent from the qrels is not scored at all (trec_eval's convention): `results.per_query` has {n_answerable} entries, not {n_questions}.",
                              es="Una pregunta que no está en los qrels no se puntúa en absoluto (la convención de trec_eval): `results.per_query` tiene {n_answerable} entradas, no {n_questions}.",
                              zh="不在 qrels 中的问题根本不参与打分（trec_eval 的约定）：`results.per_query` 只有 {n_answerable} 项，而不是 {n_questions} 项。", translates={"es": "b71f5c914781", "zh": "b71f5c914781"}),
           "option.b.why": tr(en="Yes: only the judged questions are scored.",
                              es="Sí: solo se puntúan las preguntas con juicios.",
                              zh="对：只有带相关性标注的问题才参与打分。", translates={"es": "6f5a543693a9", "zh": "6f5a543693a9"}),
           "option.c.why": tr(en="They get no score at all, neither 1 nor 0: `results.per_query` has no entry for them.",
                              es="No reciben ninguna puntuación, ni 1 ni 0: `results.per_query` no tiene ninguna entrada para ellas.",
                              zh="它们既不是 1 分也不是 0 分，而是根本没有分数：`results.per_query` 里没有它们。", translates={"es": "7dd5c01778bc", "zh": "7dd5c01778bc"}),
           "why": tr(en="Only the {n_answerable} judged questions are scored, as in trec_eval. A retriever is never penalised for what it returns to a question with no answer: test those questions apart (does the system abstain?).",
                     es="Solo se puntúan las {n_answerable} preguntas con juicios, como en trec_eval. A un recuperador nunca se le penaliza por lo que devuelve ante una pregunta sin respuesta: esas preguntas hay que evaluarlas aparte (¿se abstiene el sistema?).",
                     zh="和 trec_eval 一样，只有 {n_answerable} 个带标注的问题参与打分。检索器对无答案问题返回什么都不会被扣分：这类问题要单独测试（系统是否拒答？）。", translates={"es": "38ec49fd0925", "zh": "38ec49fd0925"}),
       })


# 8.10 Which retriever keeps its recall when the question is in another language?
def _kept(i, retriever: str) -> float:
    """Article-level R@k with the questions in i["language"] against the articles in i["articles"], over the same
    articles with their own language's questions."""
    measure = f"R@{i['k']}"
    native, cross = _lab(i["articles"]), _lab(i["articles"], i["language"])
    scores = [rm.evaluate(lab.doc_qrels(), lab.run(retriever, "paragraph", level="doc"), [measure]).mean[measure]
              for lab in (cross, native)]
    return scores[0] / scores[1]


def _keeps_more(i) -> str:
    bm25, dense = _kept(i, "bm25"), _kept(i, "dense")
    return "c" if abs(bm25 - dense) < 0.05 else ("a" if bm25 > dense else "b")


def _percent(share: float, language: str) -> str:
    """29%, or 29 % in Spanish (a space before the sign, as Spanish typography writes it)."""
    return f"{100 * share:.0f} %" if language == "es" else f"{share:.0%}"


def _cross_facts(i) -> dict:
    return {"bm25_kept": _percent(_kept(i, "bm25"), i["language"]), "dense_kept": _percent(_kept(i, "dense"), i["language"])}


choice("08.cross_lingual", 3, _keeps_more,
       inputs=_per_language(articles={"en": "es", "es": "zh", "zh": "es"}, k=5),
       facts=_cross_facts, topic="lab",
       texts={
           "title": tr(en="Questions in another language",
                       es="Preguntas en otro idioma",
                       zh="用另一种语言提问", translates={"es": "c5d106207c72", "zh": "c5d106207c72"}),
           "question": tr(en="Ask the questions in `language` against the articles in `articles`, and compare each retriever's Recall@{k} (per article, `level=\"doc\"`) with the Recall@{k} it gets when the questions are in the articles' own language. Which retriever keeps a larger share of its recall?",
                          es="Haz las preguntas en el idioma `language` sobre los artículos en el idioma `articles` y compara el Recall@{k} de cada recuperador (por artículo, `level=\"doc\"`) con el que obtiene cuando las preguntas están en el idioma de los propios artículos. ¿Qué recuperador conserva una parte mayor de su recall?",
                          zh="用 `language` 所指语言的问题去检索 `articles` 所指语言的文章，把每个检索器的 Recall@{k}（按文章计，`level=\"doc\"`）与问题使用文章本身语言时的 Recall@{k} 相比。哪个检索器保住的召回率比例更高？", translates={"es": "e25fba4f742a", "zh": "e25fba4f742a"}),
           "option.a": tr(en="BM25, the lexical retriever: product names, numbers and codes are written the same in every language",
                          es="BM25, el recuperador léxico: los nombres de productos, los números y los códigos se escriben igual en todos los idiomas",
                          zh="BM25 这种词汇检索器：产品名、数字和编号在各种语言里写法都一样", translates={"es": "2ca113e86e79", "zh": "2ca113e86e79"}),
           "option.b": tr(en="The dense retriever (a multilingual sentence encoder)",
                          es="El recuperador denso (un codificador de frases multilingüe)",
                          zh="稠密检索器（多语言句子编码器）", translates={"es": "9aa8e9a47986", "zh": "9aa8e9a47986"}),
           "option.c": tr(en="Both keep about the same share",
                          es="Los dos conservan más o menos la misma parte",
                          zh="两者保住的比例差不多", translates={"es": "f15c7f84568c", "zh": "f15c7f84568c"}),
           "option.a.why": tr(en="BM25 keeps only {bm25_kept}: it matches words, and a question in another language shares almost none with the articles.",
                              es="BM25 solo conserva el {bm25_kept}: busca las mismas palabras, y una pregunta en otro idioma casi no comparte ninguna con los artículos.",
                              zh="BM25 只保住了 {bm25_kept}：它匹配的是词语，而另一种语言的问题和文章几乎没有共同的词。", translates={"es": "f157473d1ef9", "zh": "f157473d1ef9"}),
           "option.b.why": tr(en="Yes: it keeps {dense_kept}, BM25 {bm25_kept}.",
                              es="Sí: conserva el {dense_kept}, y BM25 el {bm25_kept}.",
                              zh="对：它保住了 {dense_kept}，BM25 只有 {bm25_kept}。", translates={"es": "7008e5ef3274", "zh": "7008e5ef3274"}),
           "option.c.why": tr(en="They differ a lot: BM25 keeps {bm25_kept}, the dense retriever {dense_kept}.",
                              es="Difieren mucho: BM25 conserva el {bm25_kept} y el recuperador denso el {dense_kept}.",
                              zh="两者相差很大：BM25 保住了 {bm25_kept}，稠密检索器保住了 {dense_kept}。", translates={"es": "ee347bfb1dd2", "zh": "ee347bfb1dd2"}),
           "why": tr(en="The dense retriever keeps {dense_kept} of its recall, BM25 {bm25_kept}. BM25 matches words, and the two languages share almost none; the multilingual encoder was trained to give a sentence and its translation nearby vectors.",
                     es="El recuperador denso conserva el {dense_kept} de su recall, y BM25 el {bm25_kept}. BM25 busca las mismas palabras, y los dos idiomas casi no comparten ninguna; el codificador multilingüe se entrenó para dar vectores cercanos a una frase y a su traducción.",
                     zh="稠密检索器保住了 {dense_kept} 的召回率，BM25 只有 {bm25_kept}。BM25 匹配的是词语，而两种语言几乎没有共同的词；多语言编码器在训练时就让一句话和它的译文得到相近的向量。", translates={"es": "ab224ba79bf3", "zh": "ab224ba79bf3"}),
       })

# 8.11 Faithfulness of an extractive answer (chapter 05's metric on chapter 08's generator).
choice("08.extractive_faithfulness", 3, "a", topic="generation",
       texts={
           "title": tr(en="Faithful but wrong",
                       es="Fiel pero equivocada",
                       zh="忠实却答错", translates={"es": "9e30c48efb63", "zh": "9e30c48efb63"}),
           "question": tr(en="This chapter's extractive generator answers with a sentence copied from the first retrieved passage. Its faithfulness (RAGAS, offline judge) stays close to 1 whatever the retriever, yet with the oracle reranker its answers agree with the reference answer far more often than with BM25. Why does faithfulness not see the difference?",
                          es="El generador extractivo de este capítulo responde con una frase copiada del primer fragmento recuperado. Su fidelidad (RAGAS, juez sin conexión) se queda cerca de 1 sea cual sea el recuperador, y sin embargo con el reranker oráculo sus respuestas coinciden con la respuesta de referencia mucho más a menudo que con BM25. ¿Por qué la fidelidad no ve la diferencia?",
                          zh="本章的抽取式作答程序直接照抄排名第一的片段中的一句话作为答案。无论用哪个检索器，它的忠实度（RAGAS，离线评审）都接近 1；可是用 oracle 重排时，它的答案与参考答案一致的次数比用 BM25 时多得多。为什么忠实度看不出这个差别？", translates={"es": "5182d6e5ca74", "zh": "5182d6e5ca74"}),
           "option.a": tr(en="Faithfulness checks that the answer follows from the retrieved context, not that the context answers the question",
                          es="La fidelidad comprueba que la respuesta se desprende del contexto recuperado, no que este responda a la pregunta",
                          zh="忠实度检查答案能否从检索到的上下文推出，而不是上下文是否回答了问题", translates={"es": "10c52f5adf74", "zh": "10c52f5adf74"}),
           "option.b": tr(en="The offline judge does not read the passages, so it gives 1 to everything",
                          es="El juez sin conexión no lee los fragmentos, así que da un 1 a todo",
                          zh="离线评审不读片段内容，所以什么都给 1 分", translates={"es": "081c0e8dc7aa", "zh": "081c0e8dc7aa"}),
           "option.c": tr(en="The oracle's answers are longer and make more claims, and faithfulness, a share of supported claims, favours short answers with few claims",
                          es="Las respuestas del oráculo son más largas y hacen más afirmaciones, y la fidelidad, una proporción de afirmaciones respaldadas, favorece las respuestas cortas con pocas afirmaciones",
                          zh="oracle 重排给出的答案更长、包含的陈述更多，而忠实度是有依据的陈述所占比例，偏爱陈述少的短答案", translates={"es": "b39918363ba9", "zh": "b39918363ba9"}),
           "option.b.why": tr(en="The judge does check each claim against the context: a changed number or a negation gets the verdict `no` (chapter 05). A copied sentence simply has nothing to contradict it.",
                              es="El juez sí contrasta cada afirmación con el contexto: una cifra cambiada o una negación reciben el veredicto `no` (capítulo 05). Una frase copiada simplemente no tiene nada que la contradiga.",
                              zh="评审确实会拿每条陈述去和上下文核对：数字被改动或出现否定，都会得到 `no` 的判定（第 5 章）。照抄的句子只是没有任何内容与之矛盾。", translates={"es": "e9559a79ed83", "zh": "e9559a79ed83"}),
           "option.c.why": tr(en="Both answers are one sentence copied from the first passage; length is not what faithfulness measures.",
                              es="Las dos respuestas son una frase copiada del primer fragmento; la longitud no es lo que mide la fidelidad.",
                              zh="两种答案都是从第一个片段照抄的一句话；忠实度衡量的不是长度。", translates={"es": "6ff4749348d9", "zh": "6ff4749348d9"}),
           "why": tr(en="A sentence copied from the context is always supported by it, even when the context is about something else. Whether the context was the right one is what context relevancy and the retrieval measures tell; whether the answer is right needs a reference answer.",
                     es="Una frase copiada del contexto siempre está respaldada por él, aunque el contexto trate de otra cosa. Si el contexto era el adecuado lo dicen la relevancia del contexto y las medidas de recuperación; si la respuesta es correcta, hace falta una respuesta de referencia.",
                     zh="从上下文照抄的句子总能得到上下文的支持，即使上下文讲的是别的事。上下文找得对不对，要看上下文相关性和检索指标；答案对不对，则需要参考答案。", translates={"es": "d7f7fce335b5", "zh": "d7f7fce335b5"}),
       })
