"""Part 3 of the cells of sources/chapters/08_lab.py, which imports them (so that no source is over 1,000 lines):
the link to the exercises and the references, in the order the other chapters use.

Written as the chapter is (docs/course.md).
"""

from sources.cells import md

CELLS = [
    md(
        en=r"""
## Exercises

Practise this chapter in [the exercises](../../exercises/en/08_lab.ipynb) (each one checks your answer, with hints).
""",
        es=r"""
## Ejercicios

Practica este capítulo con [los ejercicios](../../exercises/es/08_lab.ipynb) (cada uno comprueba tu respuesta y da pistas).
""",
        zh=r"""
## 练习

用[本章练习](../../exercises/zh/08_lab.ipynb)巩固所学（每道题都会检查你的答案，并给出提示）。
""",
        translates={"es": "a607fe5fbcb9", "zh": "a607fe5fbcb9"},
    ),
    md(
        en=r"""
## References

- Robertson, S. and Zaragoza, H. (2009). "The probabilistic relevance framework: BM25 and beyond". *Foundations and Trends in Information Retrieval* 3(4).
- Karpukhin, V. et al. (2020). "Dense passage retrieval for open-domain question answering". *EMNLP 2020*.
- Yang, Y., Cer, D. et al. (2020). "Multilingual universal sentence encoder for semantic retrieval". *ACL 2020: System Demonstrations*.
- Cormack, G. V., Clarke, C. L. A. and Büttcher, S. (2009). "Reciprocal rank fusion outperforms Condorcet and individual rank learning methods". *SIGIR 2009*.
- Nogueira, R. and Cho, K. (2019). "Passage re-ranking with BERT". *arXiv:1901.04085*.
- Rajpurkar, P., Jia, R. and Liang, P. (2018). "Know what you don't know: Unanswerable questions for SQuAD". *ACL 2018*.
- Lewis, P. et al. (2020). "Retrieval-augmented generation for knowledge-intensive NLP tasks". *NeurIPS 2020*.
- Es, S., James, J., Espinosa-Anke, L. and Schockaert, S. (2024). "RAGAS: Automated evaluation of retrieval augmented generation". *EACL 2024: System Demonstrations*.
""",
        es=r"""
## Referencias

- Robertson, S. y Zaragoza, H. (2009). «The probabilistic relevance framework: BM25 and beyond». *Foundations and Trends in Information Retrieval* 3(4).
- Karpukhin, V. et al. (2020). «Dense passage retrieval for open-domain question answering». *EMNLP 2020*.
- Yang, Y., Cer, D. et al. (2020). «Multilingual universal sentence encoder for semantic retrieval». *ACL 2020: System Demonstrations*.
- Cormack, G. V., Clarke, C. L. A. y Büttcher, S. (2009). «Reciprocal rank fusion outperforms Condorcet and individual rank learning methods». *SIGIR 2009*.
- Nogueira, R. y Cho, K. (2019). «Passage re-ranking with BERT». *arXiv:1901.04085*.
- Rajpurkar, P., Jia, R. y Liang, P. (2018). «Know what you don't know: Unanswerable questions for SQuAD». *ACL 2018*.
- Lewis, P. et al. (2020). «Retrieval-augmented generation for knowledge-intensive NLP tasks». *NeurIPS 2020*.
- Es, S., James, J., Espinosa-Anke, L. y Schockaert, S. (2024). «RAGAS: Automated evaluation of retrieval augmented generation». *EACL 2024: System Demonstrations*.
""",
        zh=r"""
## 参考文献

- S. Robertson、H. Zaragoza，“The probabilistic relevance framework: BM25 and beyond”，*Foundations and Trends in Information Retrieval* 3(4)，2009。
- V. Karpukhin 等，“Dense passage retrieval for open-domain question answering”，EMNLP 2020。
- Y. Yang、D. Cer 等，“Multilingual universal sentence encoder for semantic retrieval”，ACL 2020 系统演示论文集，2020。
- G. V. Cormack、C. L. A. Clarke、S. Büttcher，“Reciprocal rank fusion outperforms Condorcet and individual rank learning methods”，SIGIR 2009。
- R. Nogueira、K. Cho，“Passage re-ranking with BERT”，arXiv:1901.04085，2019。
- P. Rajpurkar、R. Jia、P. Liang，“Know what you don't know: Unanswerable questions for SQuAD”，ACL 2018。
- P. Lewis 等，“Retrieval-augmented generation for knowledge-intensive NLP tasks”，NeurIPS 2020。
- S. Es、J. James、L. Espinosa-Anke、S. Schockaert，“RAGAS: Automated evaluation of retrieval augmented generation”，EACL 2024 系统演示论文集，2024。
""",
        translates={"es": "9589f91d08a3", "zh": "9589f91d08a3"},
    ),
]
