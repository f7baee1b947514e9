"""IR node of the instruction creating tokens that are copies of an object (707.2): "create a
token that's a copy of target creature you control" / 「それのコピーであるトークンを１体生成する」.
See :mod:`ofuda.compiler.ir`, which re-exports every node."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .nodes import PlayerEffect
from .values import Amount, Selector


@dataclass(frozen=True, slots=True)
class CreateTokenCopies(PlayerEffect):
    """``player`` creates ``amount`` tokens, each a copy of ``model`` (111.2, 707.2): the token's
    copiable values are the object's as the instruction resolves — its printed values changed
    only by copy effects — or, once it has left its zone, as it last existed (608.2h)."""

    runtime_method = "create_token_copies"

    you_unsaid_ja: ClassVar[bool] = True  # 「…トークンを１体生成する」

    player: Selector
    model: Selector
    amount: Amount
    origin: str = field(default="", compare=False)
