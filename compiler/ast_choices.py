"""AST nodes, part 3: instructions with a choice — "you may have …" written as a quoted option.

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .ast_nouns import Node, Reference


@dataclass(frozen=True, slots=True)
class QuotedChoice(Node):
    """「あなたは「それは…の修整を受ける。」を選んでもよい。」: ``chooser`` may have the quoted
    instructions (``line``, parsed as an ability line) happen — English "you may have …"."""

    chooser: Reference
    line: Any
