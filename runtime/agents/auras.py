"""How good an Aura is for what it enchants, judged by its static effects (for the heuristic agent).

An Aura spell's target is chosen before it resolves (303.4a), with no ability of the card to
probe: the agent reads the Aura's static abilities instead. Each effect on the enchanted
permanent counts by its type (a strategy's weights, not rules: an unknown kind counts 0).
"""

from __future__ import annotations

from typing import Any

from ..statics import (
    AddPowerToughness,
    AttacksEachCombat,
    BlockersLimit,
    CanBeBlockedOnlyBy,
    CanBlockAdditional,
    CanBlockOnly,
    CantAttack,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedByLesserPower,
    CantBlock,
    DoesntUntap,
    EnchantedPermanent,
    GainControl,
    GrantAbilities,
    GrantKeywords,
    RemoveKeywords,
    StaticAbility,
)

#: How good each static effect is for the permanent it affects (positive: helpful).
_STATIC_WEIGHTS: dict[type, int] = {
    GrantKeywords: 2,
    GrantAbilities: 2,
    CantBeBlocked: 2,
    CantBeBlockedBy: 1,
    CanBeBlockedOnlyBy: 1,
    BlockersLimit: 1,
    CantBeBlockedByLesserPower: 1,
    CanBlockAdditional: 1,
    CantAttack: -3,
    CantBlock: -2,
    CanBlockOnly: -1,
    DoesntUntap: -3,
    RemoveKeywords: -2,
    AttacksEachCombat: -1,
    GainControl: -6,  # taking it from its controller: an Aura to put on an opponent's permanent
}


def aura_score(definition: Any) -> int:
    """How good an Aura card's static effects are for the permanent it enchants."""
    score = 0
    for ability in getattr(definition, "abilities", ()):
        if not (isinstance(ability, type) and issubclass(ability, StaticAbility)):
            continue
        for effect in ability.effects:
            if not isinstance(getattr(effect, "affected", None), EnchantedPermanent):
                continue
            if isinstance(effect, AddPowerToughness):
                score += _pt_weight(effect.power) + _pt_weight(effect.toughness)
            else:
                score += _STATIC_WEIGHTS.get(type(effect), 0)
    return score


def _pt_weight(value: object) -> int:
    """A P/T change's number; a counted one ("+1/+1 for each Forest you control") guessed as
    one per side, with the sign of its factor (a heuristic, not the rules)."""
    if isinstance(value, int):
        return value
    factor = getattr(value, "factor", 1)
    return 1 if not isinstance(factor, int) or factor >= 0 else -1
