"""Chapter 05: generation metrics (faithfulness, answer relevancy, context relevancy)."""

import ragmetrics as rm

from .build import choice, number, tr
from ...messages import Listed
from .library import hint

# Seed 001's refund example (context: 30 days; answer: 60 days; in Chinese, seed 003's 7 天 vs 30 天, as in
# chapter 05), with two more claims so the arithmetic of each framework shows: one claim supported, one
# contradicted, one the context does not mention. Each language's learners read their own language's texts.
REFUND = {
    "en": {
        "answer": "You can return items within 60 days. The refund goes to the original card. Return shipping is free.",
        "contexts": ["The policy allows returns within 30 days. The refund goes to the original card."],
    },
    "es": {
        "answer": ("Puede devolver artículos dentro de los 60 días. El reembolso se abona en la tarjeta original. "
                   "El envío de la devolución es gratuito."),
        "contexts": ["La política permite devoluciones en 30 días. El reembolso se abona en la tarjeta original."],
    },
    "zh": {
        "answer": "产品支持 30 天无理由退款。退款会退回原付款银行卡。退货运费由我们承担。",
        "contexts": ["产品支持 7 天退款。退款会退回原付款银行卡。"],
    },
}

def _faithfulness(i, method="ragas", **options):
    return rm.faithfulness(answer=i["answer"], contexts=i["contexts"], method=method, **options)


def _verdicts(i) -> list[str]:
    return [v.verdict for v in _faithfulness(i).verdicts]


def _facts(i) -> dict:
    verdicts = _verdicts(i)
    return {"n_claims": len(verdicts), "n_yes": verdicts.count("yes"), "n_no": verdicts.count("no"),
            "n_idk": verdicts.count("idk")}


def _yes_over_judged(i) -> float:
    """Supported / (supported + contradicted): the claim the context does not mention dropped."""
    verdicts = _verdicts(i)
    return verdicts.count("yes") / (verdicts.count("yes") + verdicts.count("no"))


number("05.faithfulness_ragas", lambda i: _faithfulness(i).score, REFUND,
       (hint("hint.faith_deepeval", lambda i: _faithfulness(i, "deepeval").score,
             tr(en="{wrong} is DeepEval's arithmetic (claims not contradicted / claims), where the claim the context does not mention counts as faithful. RAGAS only counts supported claims.",
                es="{wrong} es el cálculo de DeepEval (afirmaciones no contradichas / afirmaciones), donde la afirmación que el contexto no menciona cuenta como fiel. RAGAS solo cuenta las afirmaciones respaldadas.",
                zh="{wrong} 是 DeepEval 的算法（未与上下文矛盾的陈述 / 全部陈述），上下文没有提到的陈述也算忠实。RAGAS 只计算有上下文依据的陈述。", translates={"es": "c72815f0155e", "zh": "c72815f0155e"})),
        hint("hint.faith_count", lambda i: _verdicts(i).count("yes"),
             tr(en="That is the number of supported claims: divide it by the {n_claims} claims.",
                es="Has dado el número de afirmaciones respaldadas: divídelo entre las {n_claims} afirmaciones.",
                zh="这是有依据的陈述个数，还要除以全部 {n_claims} 条陈述。", translates={"es": "ca033c6e134f", "zh": "ca033c6e134f"})),
        hint("hint.faith_dropped_idk", _yes_over_judged,
             tr(en="You left out the claim the context does not mention. It is still a claim of the answer: RAGAS counts it as not supported, DeepEval as faithful.",
                es="Has dejado fuera la afirmación que el contexto no menciona. Sigue siendo una afirmación de la respuesta: RAGAS la cuenta como no respaldada y DeepEval como fiel.",
                zh="你把上下文没有提到的那条陈述去掉了。它仍然是回答中的一条陈述：RAGAS 把它算作没有依据，DeepEval 则算作忠实。", translates={"es": "3523566b86a9", "zh": "3523566b86a9"}))),
       facts=_facts, source="seed001: 30 días vs 60 días", topic="generation",
       texts={
           "title": tr(en="Faithfulness of the refund answer (RAGAS)",
                       es="Fidelidad de la respuesta sobre devoluciones (RAGAS)",
                       zh="退款回答的忠实度（RAGAS）", translates={"es": "0a1d8d796cdb", "zh": "0a1d8d796cdb"}),
           "question": tr(en="The context says returns are accepted within 30 days; the answer (`answer`) says 60 and adds two more claims. The offline judge of `rm.faithfulness(answer=answer, contexts=contexts)` splits the answer into {n_claims} claims and gives each a verdict. What is the faithfulness score (RAGAS: supported claims / claims)?",
                          es="El contexto dice que se aceptan devoluciones en 30 días; la respuesta (`answer`) dice 60 y añade dos afirmaciones más. El juez sin conexión de `rm.faithfulness(answer=answer, contexts=contexts)` divide la respuesta en {n_claims} afirmaciones y da un veredicto a cada una. ¿Cuánto vale la fidelidad (RAGAS: afirmaciones respaldadas / afirmaciones)?",
                          zh="上下文说 7 天内可以退款；回答（`answer`）却说 30 天，后面还有两句话。`rm.faithfulness(answer=answer, contexts=contexts)` 默认使用的离线评审把回答拆成 {n_claims} 条陈述并逐条判定。忠实度（RAGAS：有依据的陈述 / 全部陈述）是多少？", translates={"es": "715844af9808", "zh": "715844af9808"}),
           "why": tr(en="The verdicts: {n_yes} supported (the refund to the original card), {n_no} contradicted (60 days, the context says 30), {n_idk} not in the context (free return shipping). RAGAS: {n_yes}/{n_claims} = {expected}.",
                     es="Los veredictos: {n_yes} respaldada (el reembolso en la tarjeta original), {n_no} contradicha (60 días, cuando el contexto dice 30), {n_idk} ausente del contexto (el envío gratuito de la devolución). RAGAS: {n_yes}/{n_claims} = {expected}.",
                     zh="判定结果：{n_yes} 条有依据（退款退回原付款银行卡），{n_no} 条与上下文矛盾（30 天，而上下文说 7 天），{n_idk} 条上下文没有提到（退货运费由我们承担）。RAGAS：{n_yes}/{n_claims} = {expected}。", translates={"es": "f08797ed6409", "zh": "f08797ed6409"}),
       })
number("05.faithfulness_deepeval", lambda i: _faithfulness(i, "deepeval").score, REFUND,
       (hint("hint.faith_ragas", lambda i: _faithfulness(i).score,
             tr(en="{wrong} is RAGAS's faithfulness (supported / claims). DeepEval only subtracts the contradicted claims.",
                es="{wrong} es la fidelidad de RAGAS (respaldadas / afirmaciones). DeepEval solo resta las afirmaciones contradichas.",
                zh="{wrong} 是 RAGAS 的忠实度（有依据的陈述 / 全部陈述）。DeepEval 只扣除与上下文矛盾的陈述。", translates={"es": "4785fa1ca5d5", "zh": "4785fa1ca5d5"})),
        hint("hint.faith_count_not_no", lambda i: len(_verdicts(i)) - _verdicts(i).count("no"),
             tr(en="That is the number of claims not contradicted: divide it by the {n_claims} claims.",
                es="Has dado el número de afirmaciones no contradichas: divídelo entre las {n_claims} afirmaciones.",
                zh="这是未与上下文矛盾的陈述个数，还要除以全部 {n_claims} 条陈述。", translates={"es": "b4a0370f2218", "zh": "b4a0370f2218"})),
        hint("hint.faith_dropped_idk", _yes_over_judged)),
       facts=_facts, source="seed001 + notes/generation.md: RAGAS vs DeepEval", topic="generation",
       texts={
           "title": tr(en="The same answer with DeepEval's arithmetic",
                       es="La misma respuesta con la aritmética de DeepEval",
                       zh="同一回答按 DeepEval 的算法计分", translates={"es": "d4a9a4ee6f24", "zh": "d4a9a4ee6f24"}),
           "question": tr(en="Same `answer` and `contexts`, scored the DeepEval way (method=\"deepeval\"): claims not contradicted / claims. What is the score?",
                          es="Los mismos `answer` y `contexts`, puntuados a la manera de DeepEval (method=\"deepeval\"): afirmaciones no contradichas / afirmaciones. ¿Cuánto vale?",
                          zh="`answer` 和 `contexts` 不变，按 DeepEval 的方式计分（method=\"deepeval\"）：未与上下文矛盾的陈述 / 全部陈述。得分是多少？", translates={"es": "d5873aca9779", "zh": "d5873aca9779"}),
           "why": tr(en="Only the 60-day claim is contradicted: ({n_claims} − {n_no})/{n_claims} = {expected}. Same verdicts, another number: always say which definition you report.",
                     es="Solo la afirmación de los 60 días está contradicha: ({n_claims} − {n_no})/{n_claims} = {expected}. Mismos veredictos, otro número: di siempre qué definición usas.",
                     zh="只有“30 天”那条与上下文矛盾：({n_claims} − {n_no})/{n_claims} = {expected}。判定相同，分数不同：报告时一定要说明用的是哪种定义。", translates={"es": "82997f4130b6", "zh": "82997f4130b6"}),
       })

# Seed 003: "公司的退款政策" with chunks about the refund, the company's history and hiring (the refund chunk
# and the question in each language as in chapter 05).
CONTEXT = {
    "en": {
        "question": "What is the company's refund policy?",
        "contexts": ["The policy allows returns within 30 days", "The company was founded in 1998 in Boston.",
                     "We are hiring backend engineers."],
    },
    "es": {
        "question": "¿Cuál es la política de reembolsos de la empresa?",
        "contexts": ["La política permite devoluciones en 30 días.", "La empresa fue fundada en 1998 en Madrid.",
                     "Estamos contratando ingenieros de backend."],
    },
    "zh": {
        "question": "公司的退款政策是什么？",
        "contexts": ["产品支持 7 天退款。", "公司成立于 2005 年，总部位于杭州。", "我们正在招聘后端工程师。"],
    },
}

def _context(i, method="trulens"):
    return rm.context_relevancy(question=i["question"], contexts=i["contexts"], method=method)


def _ratings_facts(i) -> dict:
    ratings = [r.rating for r in _context(i).ratings]
    return {"ratings": Listed(ratings), "n_chunks": len(ratings)}


number("05.context_relevancy_trulens", lambda i: _context(i).score, CONTEXT,
       (hint("hint.ctx_ragas", lambda i: _context(i, "ragas").score,
             tr(en="{wrong} is RAGAS's context relevance (all the chunks joined, rated 0-2 twice). The question asks for TruLens's: each chunk rated 0-3, divided by 3, averaged.",
                es="{wrong} es la relevancia del contexto de RAGAS (todos los fragmentos juntos, puntuados de 0 a 2 dos veces). La pregunta pide la de TruLens: cada fragmento de 0 a 3, dividido entre 3 y promediado.",
                zh="{wrong} 是 RAGAS 的上下文相关性（把所有片段合在一起，按 0–2 打两次分）。题目问的是 TruLens 的算法：每个片段打 0–3 分，除以 3，再取平均。", translates={"es": "5665ba88f9cb", "zh": "5665ba88f9cb"})),
        hint("hint.ctx_legacy", lambda i: _context(i, "ragas_legacy").score,
             tr(en="{wrong} is RAGAS's legacy context relevancy (the share of sentences needed to answer). The question asks for TruLens's per-chunk ratings.",
                es="{wrong} es la antigua relevancia del contexto de RAGAS (la fracción de oraciones necesarias para responder). La pregunta pide las puntuaciones por fragmento de TruLens.",
                zh="{wrong} 是 RAGAS 旧版的上下文相关性（回答所需句子所占的比例）。题目问的是 TruLens 按片段打分的算法。", translates={"es": "a15e332a14c0", "zh": "a15e332a14c0"})),
        hint("hint.ctx_not_normalised", lambda i: sum(r.rating for r in _context(i).ratings) / len(_context(i).ratings),
             tr(en="You averaged the raw ratings ({ratings}). TruLens divides each rating by 3 first.",
                es="Has promediado las puntuaciones en bruto ({ratings}). TruLens divide antes cada una entre 3.",
                zh="你直接对原始分数（{ratings}）取了平均。TruLens 要先把每个分数除以 3。", translates={"es": "884e863b12db", "zh": "884e863b12db"})),
        # the most likely wrong answer: a reader's own ratings (3, 0, 0), not the offline judge's
        hint("hint.ctx_reader_ratings", lambda i: 1 / 3,
             tr(en="{wrong} is what a careful reader gives (3, 0 and 0 out of 3: only the refund rule answers). The question asks for the offline keyword judge's ratings ({ratings}): it gives the refund rule only 1 out of 3, like the company history.",
                es="{wrong} es lo que daría un lector atento (3, 0 y 0 sobre 3: solo la regla de devoluciones responde). La pregunta pide las puntuaciones del juez sin conexión por palabras clave ({ratings}): a la regla de devoluciones solo le da 1 sobre 3, igual que a la historia de la empresa.",
                zh="{wrong} 是认真阅读的人会给出的结果（3、0、0 分：只有退款规则回答了问题）。题目问的是离线关键词评审的打分（{ratings}）：它给退款规则也只打了 1 分（满分 3），和公司历史一样。", translates={"es": "a98c7bf54ba0", "zh": "a98c7bf54ba0"}))),
       facts=_ratings_facts, source="seed003: 检索出来大量和公司历史、招聘、新闻相关的 chunk", topic="generation",
       texts={
           "title": tr(en="Context relevancy of three chunks (TruLens)",
                       es="Relevancia del contexto de tres fragmentos (TruLens)",
                       zh="三个片段的上下文相关性（TruLens）", translates={"es": "f0b24fd46d79", "zh": "f0b24fd46d79"}),
           "question": tr(en="The user asks about the refund policy (`question`) and three chunks came back (`contexts`): the refund rule, the company's history and a job ad. With TruLens's method (the offline keyword judge rates each chunk 0-3; each rating is divided by 3, then averaged), what does `rm.context_relevancy(question=question, contexts=contexts, method=\"trulens\")` give?",
                          es="El usuario pregunta por la política de reembolsos (`question`) y se recuperan tres fragmentos (`contexts`): la regla de devoluciones, la historia de la empresa y una oferta de empleo. Con el método de TruLens (el juez sin conexión por palabras clave puntúa cada fragmento de 0 a 3; cada nota se divide entre 3 y se promedia), ¿qué da `rm.context_relevancy(question=question, contexts=contexts, method=\"trulens\")`?",
                          zh="用户询问退款政策（`question`），检索回来三个片段（`contexts`）：退款规则、公司历史和一则招聘启事。按 TruLens 的方法（离线关键词评审给每个片段打 0–3 分，各自除以 3 后取平均），`rm.context_relevancy(question=question, contexts=contexts, method=\"trulens\")` 的结果是多少？", translates={"es": "0d012a2f2ce4", "zh": "0d012a2f2ce4"}),
           "why": tr(en="The offline judge rates the chunks {ratings} out of 3; the mean of rating / 3 is {expected}. Only the refund rule answers the question; the company history and the job ad are noise, and a low context relevancy signals it. A keyword judge is crude: it counts words shared with the question and does not read, so it can rate a chunk that merely shares a word with the question (the company history here) as high as the one that answers. An LLM judge would rate the refund chunk well above the other two.",
                     es="El juez sin conexión puntúa los fragmentos con {ratings} sobre 3; la media de puntuación / 3 es {expected}. Solo la regla de devoluciones responde a la pregunta; la historia de la empresa y la oferta de empleo son ruido, y eso es lo que señala una relevancia del contexto baja. Un juez por palabras clave es tosco: cuenta las palabras que comparte con la pregunta y no lee, así que puede dar a un fragmento que solo comparte una palabra con ella (aquí, la historia de la empresa) la misma nota que al que responde. Un juez LLM puntuaría el fragmento de devoluciones muy por encima de los otros dos.",
                     zh="离线评审给三个片段的打分是 {ratings}（满分 3）；“分数 / 3”的平均值是 {expected}。只有退款规则回答了问题，公司历史和招聘启事都是噪声，上下文相关性低说明的正是这一点。基于关键词的评审很粗糙：它只数和问题共有的词（中文按相邻两个字切分，所以理由里会出现“款政”这样的片段），并不理解句意，所以一个只是和问题共用一个词的片段（这里是公司历史）也可能和真正回答问题的片段得分一样。LLM 评审会给退款那个片段打出远高于另外两个的分数。", translates={"es": "c7da14b21ad6", "zh": "c7da14b21ad6"}),
       })

# Which metric catches which failure (seed 003's table).
choice("05.catch_hallucination", 3, "b",
       inputs={"en": {"context": "The policy allows returns within 30 days.", "answer": "You can return items within 60 days."},
               "es": {"context": "La política permite devoluciones en 30 días.",
                      "answer": "Puede devolver artículos dentro de los 60 días."},
               "zh": {"context": "产品支持 7 天退款。", "answer": "产品支持 30 天无理由退款。"}},
       source="seed003: 7 天 vs 30 天 (en/es: seed001's 30 vs 60 days)", topic="generation",
       texts={
           "title": tr(en="Which metric catches a made-up figure?",
                       es="¿Qué medida detecta una cifra inventada?",
                       zh="哪个指标能发现编造的数字？", translates={"es": "cd4f9e399b1e", "zh": "cd4f9e399b1e"}),
           "question": tr(en="The answer gives a different refund period from the one in the context (`context` and `answer` below). Which metric flags this?",
                          es="La respuesta da un plazo de devolución distinto del que figura en el contexto (`context` y `answer`, abajo). ¿Qué medida lo detecta?",
                          zh="模型回答的退款期限与上下文不一致（见下面的 `context` 和 `answer`）。哪个指标会发现这个问题？", translates={"es": "27343ef3655e", "zh": "27343ef3655e"}),
           "why": tr(en="The answer states what the context does not support: faithfulness compares the context with the answer (Context ↔ Answer: hallucination).",
                     es="La respuesta afirma algo que el contexto no respalda: la fidelidad compara la respuesta con el contexto (contexto ↔ respuesta: alucinación).",
                     zh="回答说了上下文中没有依据的内容：忠实度比较的是上下文和回答（上下文 ↔ 回答，用来发现幻觉）。", translates={"es": "7b57e5a6a3b3", "zh": "7b57e5a6a3b3"}),
           "option.a": tr(en="Context relevancy",
                          es="Relevancia del contexto",
                          zh="上下文相关性（Context Relevancy）", translates={"es": "7884b130b13f", "zh": "7884b130b13f"}),
           "option.b": tr(en="Faithfulness",
                          es="Fidelidad",
                          zh="忠实度（Faithfulness）", translates={"es": "c4356a66502b", "zh": "c4356a66502b"}),
           "option.c": tr(en="Answer relevancy",
                          es="Relevancia de la respuesta",
                          zh="答案相关性（Answer Relevancy）", translates={"es": "413a3ebadb4b", "zh": "413a3ebadb4b"}),
           "option.a.why": tr(en="The context is on topic (it is about refunds); the problem is in the answer.",
                              es="El contexto trata del tema (habla de devoluciones); el problema está en la respuesta.",
                              zh="上下文是相关的（讲的就是退款），问题出在回答上。", translates={"es": "83651b9e54d1", "zh": "83651b9e54d1"}),
           "option.c.why": tr(en="The answer is on topic (refunds); answer relevancy does not check it against the context.",
                              es="La respuesta trata del tema (habla de devoluciones); la relevancia de la respuesta no la contrasta con el contexto.",
                              zh="回答是切题的（讲的是退款），答案相关性不会拿它去和上下文核对。", translates={"es": "9fa952a690fc", "zh": "9fa952a690fc"}),
       })
choice("05.catch_off_topic", 3, "c", source="seed003: 怎么申请退款 / 公司的发展历史", topic="generation",
       texts={
           "title": tr(en="Which metric catches an answer beside the point?",
                       es="¿Qué medida detecta una respuesta que no viene al caso?",
                       zh="哪个指标能发现答非所问？", translates={"es": "f89b625f5e0c", "zh": "f89b625f5e0c"}),
           "question": tr(en="The user asks how to request a refund; the answer spends its length on the company's history, every sentence taken from the context. Which metric flags this?",
                          es="El usuario pregunta cómo pedir un reembolso; la respuesta se extiende sobre la historia de la empresa, con cada frase sacada del contexto. ¿Qué medida lo detecta?",
                          zh="用户问“怎么申请退款”，模型却花大量篇幅介绍公司的发展历史，而且每句话都来自上下文。哪个指标会发现这个问题？", translates={"es": "ad1c6099543e", "zh": "ad1c6099543e"}),
           "why": tr(en="Nothing is made up, so faithfulness is high; but the answer does not address the question: answer relevancy (Query ↔ Answer) is low.",
                     es="No hay nada inventado, así que la fidelidad es alta; pero la respuesta no contesta a la pregunta: la relevancia de la respuesta (consulta ↔ respuesta) es baja.",
                     zh="没有编造任何内容，所以忠实度很高；但这个回答答非所问，答案相关性（问题 ↔ 回答）很低。", translates={"es": "1320221614f6", "zh": "1320221614f6"}),
           "option.a": tr(en="Context relevancy",
                          es="Relevancia del contexto",
                          zh="上下文相关性（Context Relevancy）", translates={"es": "7884b130b13f", "zh": "7884b130b13f"}),
           "option.b": tr(en="Faithfulness",
                          es="Fidelidad",
                          zh="忠实度（Faithfulness）", translates={"es": "c4356a66502b", "zh": "c4356a66502b"}),
           "option.c": tr(en="Answer relevancy",
                          es="Relevancia de la respuesta",
                          zh="答案相关性（Answer Relevancy）", translates={"es": "413a3ebadb4b", "zh": "413a3ebadb4b"}),
           "option.a.why": tr(en="The retrieved context may well be relevant; it is the answer that misses the question.",
                              es="El contexto recuperado bien puede ser relevante; es la respuesta la que no contesta.",
                              zh="检索到的上下文可能是相关的，是回答没有答到点上。", translates={"es": "bf272bcbfd88", "zh": "bf272bcbfd88"}),
           "option.b.why": tr(en="Every sentence comes from the context: faithfulness is high here.",
                              es="Cada frase sale del contexto: aquí la fidelidad es alta.",
                              zh="每句话都来自上下文：这里的忠实度很高。", translates={"es": "80fb6c589aa5", "zh": "80fb6c589aa5"}),
       })
choice("05.catch_noisy_context", 3, "a", source="seed003: 检索噪音", topic="generation",
       texts={
           "title": tr(en="Which metric catches noisy retrieval?",
                       es="¿Qué medida detecta una recuperación con ruido?",
                       zh="哪个指标能发现检索噪声？", translates={"es": "093379acb91f", "zh": "093379acb91f"}),
           "question": tr(en="For a question about the refund policy, the retriever returns chunks about the company's history, hiring and news. Which metric flags this?",
                          es="Para una pregunta sobre la política de devoluciones, el recuperador devuelve fragmentos sobre la historia de la empresa, contrataciones y noticias. ¿Qué medida lo detecta?",
                          zh="用户问的是“公司的退款政策”，检索出来的却大多是公司历史、招聘、新闻相关的片段。哪个指标会发现这个问题？", translates={"es": "955e02372dc3", "zh": "955e02372dc3"}),
           "why": tr(en="The retrieved chunks are off topic: context relevancy (Query ↔ Context) measures retrieval noise.",
                     es="Los fragmentos recuperados no tratan del tema: la relevancia del contexto (consulta ↔ contexto) mide el ruido de la recuperación.",
                     zh="检索出来的片段与问题无关：上下文相关性（问题 ↔ 上下文）衡量的正是检索噪声。", translates={"es": "90f4bec560b5", "zh": "90f4bec560b5"}),
           "option.a": tr(en="Context relevancy",
                          es="Relevancia del contexto",
                          zh="上下文相关性（Context Relevancy）", translates={"es": "7884b130b13f", "zh": "7884b130b13f"}),
           "option.b": tr(en="Faithfulness",
                          es="Fidelidad",
                          zh="忠实度（Faithfulness）", translates={"es": "c4356a66502b", "zh": "c4356a66502b"}),
           "option.c": tr(en="Answer relevancy",
                          es="Relevancia de la respuesta",
                          zh="答案相关性（Answer Relevancy）", translates={"es": "413a3ebadb4b", "zh": "413a3ebadb4b"}),
           "option.b.why": tr(en="Faithfulness judges the answer against the context, whatever the context is about.",
                              es="La fidelidad juzga la respuesta frente al contexto, trate de lo que trate el contexto.",
                              zh="忠实度是拿回答和上下文对照，不管上下文讲的是什么。", translates={"es": "4bddf86e8668", "zh": "4bddf86e8668"}),
           "option.c.why": tr(en="Answer relevancy judges the final answer, not what was retrieved.",
                              es="La relevancia de la respuesta juzga la respuesta final, no lo que se recuperó.",
                              zh="答案相关性评估的是最终回答，而不是检索到的内容。", translates={"es": "579d0bd862e0", "zh": "579d0bd862e0"}),
       })


def _higher_relevancy(i) -> str:
    a = rm.answer_relevancy(question=i["question"], answer=i["answer_a"]).score
    b = rm.answer_relevancy(question=i["question"], answer=i["answer_b"]).score
    return "a" if a > b else "b"


choice("05.answer_relevancy_compare", 2, _higher_relevancy,
       inputs={"en": {"question": "How many days do I have to return an item?",
                      "answer_a": "The company was founded in 1998 and today has stores in five countries.",
                      "answer_b": "You can return items within 30 days."},
               "es": {"question": "¿Cuántos días tengo para devolver un artículo?",
                      "answer_a": "La empresa fue fundada en 1998 y hoy tiene tiendas en cinco países.",
                      "answer_b": "Puede devolver artículos dentro de los 30 días."},
               "zh": {"question": "产品支持几天退款？",
                      "answer_a": "公司成立于 2005 年，如今在五个国家设有门店。",
                      "answer_b": "该产品支持 7 天内退款。"}},
       source="seed001: relevancia de la respuesta", topic="generation",
       texts={
           "title": tr(en="Which answer is more relevant?",
                       es="¿Qué respuesta es más relevante?",
                       zh="哪个回答更切题？", translates={"es": "16ddf4b8bbf5", "zh": "16ddf4b8bbf5"}),
           "question": tr(en="For `question`, which answer scores higher with `rm.answer_relevancy(question=question, answer=...)`?",
                          es="Para `question`, ¿qué respuesta puntúa más alto con `rm.answer_relevancy(question=question, answer=...)`?",
                          zh="对于 `question`，用 `rm.answer_relevancy(question=question, answer=...)` 计算，哪个回答的得分更高？", translates={"es": "4686babb9d89", "zh": "4686babb9d89"}),
           "option.a": tr(en="answer_a (the company's history)",
                          es="answer_a (la historia de la empresa)",
                          zh="answer_a（公司历史）", translates={"es": "8dcd2ee4d592", "zh": "8dcd2ee4d592"}),
           "option.b": tr(en="answer_b (30 days)",
                          es="answer_b (30 días)",
                          zh="answer_b（7 天）", translates={"es": "17ff57440ddd", "zh": "17ff57440ddd"}),
           "why": tr(en="answer_b addresses the question. Answer relevancy compares questions generated from the answer with the real question; it does not check correctness, so an on-topic answer with a wrong number would score high too.",
                     es="answer_b responde a la pregunta. La relevancia de la respuesta compara preguntas generadas a partir de la respuesta con la pregunta real; no comprueba si es correcta, así que una respuesta que trata del tema con una cifra errónea también puntuaría alto.",
                     zh="answer_b 回答了问题。答案相关性是把根据回答生成的问题和真实问题做比较；它不检查对错，所以一个切题但数字错误的回答也会得高分。", translates={"es": "0ad25973472f", "zh": "0ad25973472f"}),
           "option.a.why": tr(en="answer_a talks about the company: the question one would ask to get it (\"When was the company founded?\") is far from the real one.",
                              es="answer_a habla de la empresa: la pregunta que llevaría a ella («¿Cuándo se fundó la empresa?») está lejos de la real.",
                              zh="answer_a 讲的是公司：能引出这个回答的问题（“公司是哪一年成立的？”）和真实问题相去甚远。", translates={"es": "bd296db85f4c", "zh": "bd296db85f4c"}),
           "option.b.why": tr(en="Check the two scores: `rm.answer_relevancy(question=question, answer=answer_a)`.score and the same for answer_b.",
                              es="Comprueba las dos puntuaciones: `rm.answer_relevancy(question=question, answer=answer_a).score` y lo mismo para `answer_b`.",
                              zh="分别算一下两个分数：`rm.answer_relevancy(question=question, answer=answer_a)`.score，再对 answer_b 算一次。", translates={"es": "136b08120a19", "zh": "136b08120a19"}),
       })


# With a reference answer (RAGAS): context precision, context recall, answer correctness, on the refund example
# of chapter 05 section 7 (the same reference and chunks, each language's own texts).
_QUESTION = {"en": "How many days do I have to return an item?", "es": "¿Cuántos días tengo para devolver un artículo?",
             "zh": "产品支持几天退款？"}
_REFERENCE = {"en": "You can return an item within 30 days. Bring the receipt.",
              "es": "Puede devolver un artículo dentro de los 30 días. Presente el ticket.",
              "zh": "产品支持 7 天退款。申请时需附上发票。"}
RANKED = {
    "en": {"question": _QUESTION["en"], "reference": _REFERENCE["en"],
           "contexts": ["Our stores open every day from 9 to 21.", "The policy allows returns within 30 days",
                        "Shipping takes 3 to 5 business days.", "To return an item, bring the receipt within 30 days.",
                        "The company was founded in 1998 in Boston."]},
    "es": {"question": _QUESTION["es"], "reference": _REFERENCE["es"],
           "contexts": ["Nuestras tiendas abren todos los días de 9 a 21.", "La política permite devoluciones en 30 días.",
                        "Los envíos tardan de 3 a 5 días hábiles.",
                        "Para devolver un artículo, presente el ticket dentro de los 30 días.",
                        "La empresa fue fundada en 1998 en Madrid."]},
    "zh": {"question": _QUESTION["zh"], "reference": _REFERENCE["zh"],
           "contexts": ["门店每天 9 点到 21 点营业。", "产品支持 7 天退款。", "快递一般 3 到 5 天送达。",
                        "产品支持退款，需在 7 天内申请并附上发票。", "公司成立于 2005 年，总部位于杭州。"]},
}


def _useful(i) -> tuple[bool, ...]:
    return rm.context_precision(question=i["question"], contexts=i["contexts"], reference=i["reference"]).useful


def _precisions(i) -> list[float]:
    """Precision@k at every rank k of the retrieved list, useful chunks counted as relevant."""
    useful = _useful(i)
    return [sum(useful[:k]) / k for k in range(1, len(useful) + 1)]


def _ranked_facts(i) -> dict:
    useful = _useful(i)
    return {"n_contexts": len(useful), "n_useful": sum(useful),
            "useful_ranks": Listed(k for k, u in enumerate(useful, start=1) if u)}


number("05.context_precision_ragas",
       lambda i: rm.context_precision(question=i["question"], contexts=i["contexts"], reference=i["reference"]).score,
       RANKED,
       (hint("hint.cp_plain_precision", lambda i: sum(_useful(i)) / len(_useful(i)),
             tr(en="{wrong} is the plain precision of the list (useful chunks / {n_contexts}). RAGAS averages Precision@k over the ranks of the useful chunks, so their order matters.",
                es="{wrong} es la precisión de la lista sin más (fragmentos útiles / {n_contexts}). RAGAS promedia Precision@k en las posiciones de los fragmentos útiles, así que su orden importa.",
                zh="{wrong} 只是整个列表的精确率（有用片段数 / {n_contexts}）。RAGAS 在有用片段所在的位置上对 Precision@k 取平均，所以片段的顺序会影响结果。", translates={"es": "da84baaa0a72", "zh": "da84baaa0a72"})),
        hint("hint.cp_all_ranks", lambda i: sum(_precisions(i)) / len(_precisions(i)),
             tr(en="You averaged Precision@k over all {n_contexts} ranks. RAGAS averages it only at the ranks of the useful chunks ({useful_ranks}).",
                es="Has promediado Precision@k en las {n_contexts} posiciones. RAGAS solo la promedia en las posiciones de los fragmentos útiles ({useful_ranks}).",
                zh="你在全部 {n_contexts} 个位置上对 Precision@k 取了平均。RAGAS 只在有用片段所在的位置（{useful_ranks}）上取平均。", translates={"es": "597af25a9e85", "zh": "597af25a9e85"})),
        hint("hint.cp_divided_by_all", lambda i: sum(p for p, u in zip(_precisions(i), _useful(i)) if u) / len(_useful(i)),
             tr(en="You added Precision@k at the useful ranks but divided by all {n_contexts} chunks. Divide by the {n_useful} useful ones.",
                es="Has sumado Precision@k en las posiciones útiles, pero has dividido entre los {n_contexts} fragmentos. Divide entre los {n_useful} útiles.",
                zh="你把有用位置上的 Precision@k 加起来后除以了全部 {n_contexts} 个片段。应该除以 {n_useful} 个有用片段。", translates={"es": "dbe4c25b5a5a", "zh": "dbe4c25b5a5a"}))),
       facts=_ranked_facts, source="RAGAS context precision (notes/generation.md); chapter 05 section 7",
       topic="generation",
       texts={
           "title": tr(en="Context precision of five ranked chunks (RAGAS)",
                       es="La context precision de cinco fragmentos ordenados (RAGAS)",
                       zh="五个已排序片段的上下文精确率（RAGAS）", translates={"es": "843e6b95b01a", "zh": "843e6b95b01a"}),
           "question": tr(en="The retriever returned five chunks for `question` (`contexts`, best first), and `reference` is the reference answer (written for the exercise, as a team would write its expected answers). The offline judge of `rm.context_precision(question=question, contexts=contexts, reference=reference)` finds {n_useful} chunks useful for reaching the reference, at ranks {useful_ranks}. What is RAGAS's context precision (Precision@k averaged over the ranks k of the useful chunks)?",
                          es="El recuperador devolvió cinco fragmentos para `question` (`contexts`, el mejor primero) y `reference` es la respuesta de referencia (escrita para el ejercicio, como las respuestas esperadas que redacta un equipo). El juez sin conexión de `rm.context_precision(question=question, contexts=contexts, reference=reference)` considera útiles para llegar a la referencia {n_useful} fragmentos, en las posiciones {useful_ranks}. ¿Cuánto vale la context precision de RAGAS (Precision@k promediada en las posiciones k de los fragmentos útiles)?",
                          zh="检索器针对 `question` 返回了五个片段（`contexts`，按排名排列），`reference` 是参考答案（为本练习编写，就像团队为自己的系统编写的参考答案）。`rm.context_precision(question=question, contexts=contexts, reference=reference)` 的离线评审认为其中 {n_useful} 个片段对得出参考答案有用（排名：{useful_ranks}）。RAGAS 的上下文精确率（在有用片段所在的位置 k 上对 Precision@k 取平均）是多少？", translates={"es": "c56145832339", "zh": "c56145832339"}),
           "why": tr(en="The useful chunks are at ranks {useful_ranks}; Precision@k at each of those ranks, averaged over the {n_useful} useful chunks, gives {expected}. Only the ranks of useful chunks enter the mean, and it divides by the useful chunks retrieved, not by all {n_contexts}: put the useful chunks first and it becomes 1. It is not a graded nDCG: each verdict is a yes or a no against the reference.",
                     es="Los fragmentos útiles están en las posiciones {useful_ranks}; la Precision@k en cada una de ellas, promediada sobre los {n_useful} fragmentos útiles, da {expected}. Solo entran en la media las posiciones de los fragmentos útiles, y se divide entre los útiles recuperados, no entre los {n_contexts}: si los útiles van primero, vale 1. No es un nDCG graduado: cada veredicto es un sí o un no frente a la referencia.",
                     zh="有用片段的排名是 {useful_ranks}；在这些位置上分别计算 Precision@k，再对 {n_useful} 个有用片段取平均，得到 {expected}。只有有用片段的位置进入平均，分母是检索到的有用片段数，而不是全部 {n_contexts} 个片段：把有用片段排在最前面，得分就是 1。它不是分级的 nDCG：每个判定都只是对照参考答案的“是”或“否”。", translates={"es": "f99478483de1", "zh": "f99478483de1"}),
       })

# Context recall: a reference of three statements, two chunks that state two of them.
RECALL = {
    "en": {"question": _QUESTION["en"],
           "reference": "You can return an item within 30 days. Bring the receipt. The refund goes to the original card.",
           "contexts": ["The policy allows returns within 30 days", "The refund goes to the original card."]},
    "es": {"question": _QUESTION["es"],
           "reference": ("Puede devolver un artículo dentro de los 30 días. Presente el ticket. "
                         "El reembolso se abona en la tarjeta original."),
           "contexts": ["La política permite devoluciones en 30 días.", "El reembolso se abona en la tarjeta original."]},
    "zh": {"question": _QUESTION["zh"], "reference": "产品支持 7 天退款。申请时需附上发票。退款会退回原付款银行卡。",
           "contexts": ["产品支持 7 天退款。", "退款会退回原付款银行卡。"]},
}


def _recall(i):
    return rm.context_recall(contexts=i["contexts"], reference=i["reference"], question=i["question"])


def _recall_facts(i) -> dict:
    verdicts = [v.verdict for v in _recall(i).verdicts]
    return {"n_statements": len(verdicts), "n_attributed": verdicts.count("yes"), "n_contexts": len(i["contexts"])}


def _supporting_chunks(i) -> float:
    """The share of the chunks that support some reference statement (chunks counted, not statements)."""
    statements = _recall(i).statements
    return sum(any(rm.context_recall(contexts=[c], reference=s).score == 1.0 for s in statements)
               for c in i["contexts"]) / len(i["contexts"])


number("05.context_recall_ragas", lambda i: _recall(i).score, RECALL,
       (hint("hint.cr_count", lambda i: float(_recall_facts(i)["n_attributed"]),
             tr(en="That is the number of attributed statements: divide it by the {n_statements} statements of the reference.",
                es="Has dado el número de afirmaciones atribuibles: divídelo entre las {n_statements} afirmaciones de la referencia.",
                zh="这是能找到依据的陈述个数，还要除以参考答案的全部 {n_statements} 条陈述。", translates={"es": "2a392fbd1700", "zh": "2a392fbd1700"})),
        hint("hint.cr_missed", lambda i: 1.0 - _recall(i).score,
             tr(en="{wrong} is the share of the reference that is missing from the chunks. Context recall is the share they do support.",
                es="{wrong} es la parte de la referencia que falta en los fragmentos. El context recall es la parte que sí respaldan.",
                zh="{wrong} 是参考答案中片段没有覆盖的比例。上下文召回率要的是片段能支持的比例。", translates={"es": "778b2a380291", "zh": "778b2a380291"})),
        hint("hint.cr_chunks", _supporting_chunks,
             tr(en="{wrong} is the share of the chunks that support some statement. Context recall counts the reference's statements, not the chunks.",
                es="{wrong} es la fracción de fragmentos que respaldan alguna afirmación. El context recall cuenta las afirmaciones de la referencia, no los fragmentos.",
                zh="{wrong} 是能支持某条陈述的片段所占的比例。上下文召回率数的是参考答案的陈述，而不是片段。", translates={"es": "93f4d2bb87a6", "zh": "93f4d2bb87a6"}))),
       facts=_recall_facts, source="RAGAS context recall (notes/generation.md)", topic="generation",
       texts={
           "title": tr(en="Context recall against a reference answer (RAGAS)",
                       es="El context recall frente a una respuesta de referencia (RAGAS)",
                       zh="对照参考答案的上下文召回率（RAGAS）", translates={"es": "b488419e4245", "zh": "b488419e4245"}),
           "question": tr(en="The reference answer `reference` makes {n_statements} statements, and {n_contexts} chunks came back (`contexts`). The offline judge of `rm.context_recall(reference=reference, contexts=contexts, question=question)` checks each statement of the reference against the chunks. What is the context recall (statements attributed to the chunks / statements of the reference)?",
                          es="La respuesta de referencia `reference` contiene {n_statements} afirmaciones y se recuperaron {n_contexts} fragmentos (`contexts`). El juez sin conexión de `rm.context_recall(reference=reference, contexts=contexts, question=question)` contrasta cada afirmación de la referencia con los fragmentos. ¿Cuánto vale el context recall (afirmaciones atribuibles a los fragmentos / afirmaciones de la referencia)?",
                          zh="参考答案 `reference` 包含 {n_statements} 条陈述，检索回来 {n_contexts} 个片段（`contexts`）。`rm.context_recall(reference=reference, contexts=contexts, question=question)` 的离线评审逐条对照片段检查参考答案的陈述。上下文召回率（能在片段中找到依据的陈述 / 参考答案的全部陈述）是多少？", translates={"es": "fad425cb0cad", "zh": "fad425cb0cad"}),
           "why": tr(en="{n_attributed} of the {n_statements} statements of the reference are in the chunks (the 30-day deadline and the refund to the original card); the receipt is in none: {n_attributed}/{n_statements} = {expected}. It counts what the reference needs, so a missing fact lowers it even when every chunk is on topic.",
                     es="{n_attributed} de las {n_statements} afirmaciones de la referencia están en los fragmentos (el plazo de 30 días y el reembolso en la tarjeta original); el ticket no aparece en ninguno: {n_attributed}/{n_statements} = {expected}. Cuenta lo que la referencia necesita, así que un dato que falta la hace bajar aunque todos los fragmentos traten del tema.",
                     zh="参考答案的 {n_statements} 条陈述中有 {n_attributed} 条能在片段中找到依据（7 天退款、退回原付款银行卡）；发票在哪个片段里都没有：{n_attributed}/{n_statements} = {expected}。它数的是参考答案需要的信息，所以即使每个片段都切题，缺了一条事实分数也会下降。", translates={"es": "14352e95ee60", "zh": "14352e95ee60"}),
       })

# Answer correctness: one statement right, one not in the reference, one of the reference missing.
CORRECTNESS = {
    "en": {"question": _QUESTION["en"], "answer": "You can return items within 30 days. Return shipping is free.",
           "reference": _REFERENCE["en"]},
    "es": {"question": _QUESTION["es"],
           "answer": "Puede devolver artículos dentro de los 30 días. El envío de la devolución es gratuito.",
           "reference": _REFERENCE["es"]},
    "zh": {"question": _QUESTION["zh"], "answer": "产品支持 7 天内退款。退货运费由我们承担。", "reference": _REFERENCE["zh"]},
}


def _correctness(i):
    return rm.answer_correctness(answer=i["answer"], reference=i["reference"], question=i["question"])


def _correctness_facts(i) -> dict:
    result = _correctness(i)
    return {"tp": len(result.tp), "fp": len(result.fp), "fn": len(result.fn), "f1": result.f1,
            "similarity": result.similarity}


number("05.answer_correctness_ragas", lambda i: _correctness(i).score, CORRECTNESS,
       (hint("hint.ac_f1_only", lambda i: _correctness(i).f1,
             tr(en="{wrong} is the factual F1 alone. RAGAS mixes it with the similarity: 0.75 · F1 + 0.25 · cosine.",
                es="{wrong} es solo el F1 factual. RAGAS lo combina con la similitud: 0,75 · F1 + 0,25 · coseno.",
                zh="{wrong} 只是事实 F1。RAGAS 还要把它和相似度组合：0.75 · F1 + 0.25 · 余弦。", translates={"es": "0f39acd09dfc", "zh": "0f39acd09dfc"})),
        hint("hint.ac_similarity_only", lambda i: _correctness(i).similarity,
             tr(en="{wrong} is the cosine alone. It carries a weight of 0.25; the factual F1 carries 0.75.",
                es="{wrong} es solo el coseno. Pesa 0,25; el F1 factual pesa 0,75.",
                zh="{wrong} 只是余弦相似度。它的权重是 0.25，事实 F1 的权重是 0.75。", translates={"es": "f03e9df4f130", "zh": "f03e9df4f130"})),
        hint("hint.ac_weights_swapped", lambda i: 0.25 * _correctness(i).f1 + 0.75 * _correctness(i).similarity,
             tr(en="You swapped the weights: the factual F1 gets 0.75 and the similarity 0.25.",
                es="Has intercambiado los pesos: el F1 factual lleva 0,75 y la similitud 0,25.",
                zh="你把权重弄反了：事实 F1 占 0.75，相似度占 0.25。", translates={"es": "f5df1fe35b82", "zh": "f5df1fe35b82"})),
        hint("hint.ac_plain_mean", lambda i: (_correctness(i).f1 + _correctness(i).similarity) / 2,
             tr(en="{wrong} is the plain mean of F1 and the cosine. RAGAS weights them 0.75 and 0.25.",
                es="{wrong} es la media simple del F1 y el coseno. RAGAS les da pesos de 0,75 y 0,25.",
                zh="{wrong} 是 F1 和余弦的简单平均。RAGAS 给两者的权重分别是 0.75 和 0.25。", translates={"es": "7322ed2c25e0", "zh": "7322ed2c25e0"}))),
       facts=_correctness_facts, source="RAGAS answer correctness, weights (0.75, 0.25)", topic="generation",
       texts={
           "title": tr(en="Answer correctness against a reference answer (RAGAS)",
                       es="La answer correctness frente a una respuesta de referencia (RAGAS)",
                       zh="对照参考答案的答案正确性（RAGAS）", translates={"es": "70d5be815329", "zh": "70d5be815329"}),
           "question": tr(en="Compare `answer` with the reference answer `reference`. The offline judge of `rm.answer_correctness(answer=answer, reference=reference, question=question)` finds TP = {tp}, FP = {fp} and FN = {fn}, and the cosine between the embedded answer and reference is {similarity:.3f}. With RAGAS's default weights (0.75 for the factual F1, 0.25 for the similarity), what is the answer correctness?",
                          es="Compara `answer` con la respuesta de referencia `reference`. El juez sin conexión de `rm.answer_correctness(answer=answer, reference=reference, question=question)` encuentra TP = {tp}, FP = {fp} y FN = {fn}, y el coseno entre los embeddings de la respuesta y de la referencia es {similarity:.3f}. Con los pesos por defecto de RAGAS (0,75 para el F1 factual y 0,25 para la similitud), ¿cuánto vale la answer correctness?",
                          zh="把回答 `answer` 和参考答案 `reference` 进行比较。`rm.answer_correctness(answer=answer, reference=reference, question=question)` 的离线评审得到 TP = {tp}、FP = {fp}、FN = {fn}，回答与参考答案的嵌入向量之间的余弦相似度是 {similarity:.3f}。按 RAGAS 的默认权重（事实 F1 占 0.75，相似度占 0.25），答案正确性是多少？", translates={"es": "76156203b18d", "zh": "76156203b18d"}),
           "why": tr(en="Factual F1 = TP / (TP + (FP + FN)/2) = {f1:.3f}; 0.75 · {f1:.3f} + 0.25 · {similarity:.3f} = {expected}. The deadline is right (TP), the free return shipping is not in the reference (FP) and the receipt is missing (FN). Unlike faithfulness, it needs no context, but it needs a reference answer.",
                     es="F1 factual = TP / (TP + (FP + FN)/2) = {f1:.3f}; 0,75 · {f1:.3f} + 0,25 · {similarity:.3f} = {expected}. El plazo es correcto (TP), el envío gratuito de la devolución no está en la referencia (FP) y falta el ticket (FN). A diferencia de la fidelidad, no necesita el contexto, pero sí una respuesta de referencia.",
                     zh="事实 F1 = TP / (TP + (FP + FN)/2) = {f1:.3f}；0.75 · {f1:.3f} + 0.25 · {similarity:.3f} = {expected}。退款天数是对的（TP），“退货运费由我们承担”参考答案里没有（FP），回答漏了发票（FN）。和忠实度不同，它不需要上下文，但需要参考答案。", translates={"es": "ac8dad0505ce", "zh": "ac8dad0505ce"}),
       })
