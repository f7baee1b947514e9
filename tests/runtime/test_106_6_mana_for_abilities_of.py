"""106.6: mana whose restriction names abilities ("Spend this mana only to cast artifact spells
or activate abilities of artifacts") pays an activation cost of an artifact's ability, and no
other ability's; mana restricted to spells alone pays for no ability (FAQ P102)."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    CardType,
    Cost,
    ManaAbility,
    ManaCost,
    ObjectFilter,
    ProduceMana,
    RulesError,
    Scenario,
    SpendOnly,
    TapSelf,
)
from support.kit import activated, card

ARTIFACTS = ObjectFilter(card_types=(CardType.ARTIFACT,))


class _ForArtifacts(ManaAbility):
    cost = Cost((TapSelf(),))
    mana = (ProduceMana("{C}{C}"),)
    restriction = SpendOnly(ARTIFACTS, False, ARTIFACTS)


class _ForArtifactSpellsOnly(ManaAbility):
    cost = Cost((TapSelf(),))
    mana = (ProduceMana("{C}{C}"),)
    restriction = SpendOnly(ARTIFACTS)


def _gain_two(ctx: object) -> None:
    ctx.gain_life(ctx.controller, 2)  # type: ignore[attr-defined]


def _with_ability(name: str, *types: CardType) -> object:
    return card(name, None, *types, abilities=(activated(_gain_two, ManaCost("{2}")),))


@pytest.mark.parametrize(
    ("smith", "source_types", "payable"),
    [
        (_ForArtifacts, (CardType.ARTIFACT,), True),
        (_ForArtifacts, (CardType.ENCHANTMENT,), False),
        (_ForArtifactSpellsOnly, (CardType.ARTIFACT,), False),
    ],
)
def test_106_6_restricted_mana_pays_for_the_abilities_it_names(
    smith: type, source_types: tuple[CardType, ...], payable: bool
) -> None:
    """{2} of an artifact's ability is paid by the Smith's {C}{C}; an enchantment's, or with a
    restriction to spells alone, is not."""
    s = Scenario()
    s.battlefield("Alice", card("Smith", None, CardType.ARTIFACT, abilities=(smith,)))
    s.battlefield("Alice", _with_ability("Relic", *source_types))
    if not payable:
        with pytest.raises(RulesError):
            s.activate("Alice", "Relic")
        return
    s.activate("Alice", "Relic")
    s.resolve()
    assert s.life("Alice") == 22
    assert s.is_tapped("Smith")
