"""A keyword of the controller's choice (608.2d): "gains your choice of deathtouch or lifelink
until end of turn". Part of the resolution context
(:class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..definitions import Keyword
from ..engine.objects.game_objects import Permanent
from .state import ContextState
from .values import each


class KeywordChoiceActions(ContextState):
    """Keywords granted by a choice made as the instruction resolves."""

    if TYPE_CHECKING:  # provided by CoreEffects (runtime/context/resolution.py)

        def grant_keyword(self, obj: Any, keyword: Any, duration: Any) -> None: ...

    def grant_keyword_of_choice(self, obj: Any, keywords: Sequence[Keyword], duration: Any) -> None:
        """608.2d: the controller of the resolving spell or ability chooses one of ``keywords``
        as it resolves; ``obj`` (each, for a list) gains it for ``duration`` (613.1f). Nothing
        to choose for when no object is left to gain it."""
        if not any(isinstance(o, Permanent) and o.on_battlefield for o in each(obj)):
            return
        chosen = self.controller.agent.choose_one_of(self.game, self.controller, self.source, tuple(keywords))
        self.game.log.add("choice", f"{self.controller.name} chooses {chosen}", choice=str(chosen))
        self.grant_keyword(obj, chosen, duration)
