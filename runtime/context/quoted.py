"""Abilities written in quotation marks that a resolving spell or ability gives objects for a
duration (611.2a, 613.1f): 'Until end of turn, target creature gains "When this creature dies,
…"', 「ターン終了時まで、…は「{T}：…」を得る。」."""

from __future__ import annotations

from typing import Any

from ..definitions import Duration
from ..engine.layers.durations import text as duration_text
from ..engine.layers.layer_effects import LAYER_ABILITIES, op_add_abilities
from ..engine.objects.game_objects import Permanent
from .state import ContextState
from .values import each


class QuotedAbilityActions(ContextState):
    """``ctx.gain_abilities`` (a mixin of
    :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def gain_abilities(self, obj: Any, abilities: Any, duration: Duration) -> None:
        """613.1f, 611.2a: ``obj`` (each object of a group, locked in as the effect begins,
        611.2c) gains ``abilities`` (ability classes) for ``duration``, a continuous effect in
        layer 6. The abilities are new instances for this effect: an object given the same
        ability by two effects has it twice, each instance working on its own (113.2c)."""
        alive = [o for o in each(obj) if isinstance(o, Permanent) and o.on_battlefield]
        if not alive:
            return
        instances = tuple(cls() if isinstance(cls, type) else cls for cls in abilities)
        self.add_effect(LAYER_ABILITIES, op_add_abilities(instances), alive, duration)  # type: ignore[attr-defined]
        names = ", ".join(o.name for o in alive)
        said = "; ".join(getattr(a, "text", "") or "an ability" for a in instances)
        self.game.log.add(  # type: ignore[attr-defined]
            "effect",
            f"{names} {'gains' if len(alive) == 1 else 'gain'} \"{said}\"{duration_text(duration)}",
            object=names,
            duration=str(duration),
        )
