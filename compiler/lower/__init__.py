"""The lower pass: AST → IR, binding every reference to what it means.

:mod:`.lowerer` is the lowering of one ability, made of one part per area of the language
(effects, triggers, permanents, library, mana, …, each a module here).
"""

from __future__ import annotations

from .lowerer import lower_ability

__all__ = ["lower_ability"]
