"""AST nodes of how a permanent enters the battlefield: with counters (614.1c, 107.3m) and as a
copy of an object chosen as it enters (707.9).

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .nouns import Node, ObjectNoun, Reference


@dataclass(frozen=True, slots=True)
class EntersWithCounters(Node):
    """「…は、X個の＋１/＋１カウンターが置かれた状態で戦場に出る」 / "… enters the battlefield
    with X +1/+1 counters on it" (614.1c): a statement of a static ability. ``amount`` is a
    number or "X" (107.3m: the X of the spell that became the permanent)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    kind: str
    amount: int | str


@dataclass(frozen=True, slots=True)
class EntersTapped(Node):
    """「…はタップ状態で戦場に出る」 / "… enters the battlefield tapped" (614.1c): a statement
    of a static ability, of this permanent or of a group ("Creatures your opponents control
    enter the battlefield tapped")."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class EntersAsChosenCopy(Node):
    """「…が戦場に出ているクリーチャー１体のコピーとして戦場に出る」 / "… enter the battlefield as
    a copy of any creature on the battlefield" (707.9, 614.1c): the object copied is chosen
    among ``among`` as the permanent enters (not targeted)."""

    statement_only: ClassVar[bool] = True

    among: ObjectNoun
    chooser: Reference | None = None  # another chooser than you (「対戦相手は、…」): an error
