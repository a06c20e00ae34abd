"""BERT, the Base Equation Resolution Theory (B. K. Rennhak, 2016): notation, calculation
rules, scoring, verification log and path optimiser.

    grammar   parser (pyparsing) of grammar/bert.ebnf; ast: syntax tree, canonical printer
    bertfile  .bert files; program: names, expansion, reuse identity
    level1    native equations on the Sudoku model; semantics: the calculations (fast helpers)
    engine    the Experta rules; session: state 1, paths, the rules' actions
    log       §10.4 / §10.5 text; path: path scoring; moves, optimize: the optimiser
    api       load / check / verify / score / optimize / evaluate (evaluate_diagram: candidates, no puzzle)
"""
from .facade import (BertDocument, Evaluation, PathReport, check, evaluate, evaluate_diagram, load, optimize, score,
                  verify)
from .bert_errors import BertError, BertSemanticError, BertSyntaxError
from .grammar import parse_line

__all__ = ["BertDocument", "Evaluation", "PathReport", "check", "evaluate", "evaluate_diagram", "load", "optimize",
           "score", "verify", "parse_line", "BertError", "BertSemanticError", "BertSyntaxError"]
