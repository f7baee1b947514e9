"""702.138a escape: "You may cast this card from your graveyard by paying [cost] rather than
paying its mana cost." (an alternative cost, 118.9; the card's timing is unchanged, 601.3);
702.138b: it escaped. Unlike flashback, the spell is not exiled as it leaves the stack. The
cards are compiled by ofuda from their text in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, IllegalActionError, Scenario, Step
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.escape import ESCAPE
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.statics import Escape
from support.compiled import card, card_from_text
from support.texts import bilingual_card

JA_COST = "脱出 ― {R}, あなたの墓地から他のカード２枚を追放する。"
EN_COST = "Escape—{R}, Exile two other cards from your graveyard."
JA_REMINDER = "（あなたはあなたの墓地から、このカードをこれの脱出コストで唱えてもよい。）"
EN_REMINDER = "(You may cast this card from your graveyard for its escape cost.)"
HOUND = card_from_text(
    "name: 脱出の猟犬 / Escaping Hound\ncost: {1}{R}\n"
    "type: クリーチャー — 犬 / Creature — Dog\npt: 2/2\n"
    f"ja:\n  {JA_COST}{JA_REMINDER}\nen:\n  {EN_COST} {EN_REMINDER}\n"
)
BOLT = card_from_text(
    "name: 脱出の炎 / Escaping Flame\ncost: {R}\ntype: インスタント / Instant\n"
    "ja:\n  プレイヤー１人を対象とする。脱出の炎はそのプレイヤーに１点のダメージを与える。\n"
    f"  {JA_COST}\n"
    "en:\n  Escaping Flame deals 1 damage to target player.\n"
    f"  {EN_COST}\n"
)


def test_702_138_escape_compiles_alike_in_both_languages() -> None:
    for ja, en in ((JA_COST, EN_COST), (JA_COST + JA_REMINDER, f"{EN_COST} {EN_REMINDER}")):
        creature = bilingual_card(ja, en, "クリーチャー — 犬 / Creature — Dog", pt="2/2")
        assert isinstance(creature.abilities[0].keyword, Escape)


def _offered(s: Scenario, name: str) -> bool:
    return any(
        isinstance(a, CastSpell) and a.card.name == name
        for a in legal_actions(s.game, s.player("Alice"))
    )


def test_702_138a_cast_from_the_graveyard_for_its_escape_cost() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.graveyard("Alice", HOUND, card("Plains"), card("Island"))
    assert _offered(s, "Escaping Hound")
    s.cast("Alice", "Escaping Hound")
    spell = s.game.stack.objects[-1]
    assert spell.alt_cost == ESCAPE  # 702.138b: it escaped
    assert spell.mana_value == 2  # 118.9c
    assert sorted(c.name for c in s.game.exile.objects) == ["Island", "Plains"]
    s.resolve()
    assert "Escaping Hound" in s.on_battlefield("Alice")


def test_702_138a_the_other_cards_must_be_there_to_exile() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"), card("Mountain"))
    s.graveyard("Alice", HOUND, card("Plains"))
    assert not _offered(s, "Escaping Hound")  # one other card: the hound can't exile itself
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Escaping Hound")


def test_702_138a_its_timing_is_the_cards() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", card("Mountain"))
    s.graveyard("Alice", HOUND, card("Plains"), card("Island"))
    assert not _offered(s, "Escaping Hound")  # a creature: only as a sorcery


def test_702_138a_an_escaped_instant_goes_back_to_the_graveyard_and_may_escape_again() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"), card("Mountain"))
    s.graveyard("Alice", BOLT, card("Plains"), card("Island"), card("Swamp"), card("Forest"))
    s.script("Alice", Choose(("Plains", "Island")))
    s.cast("Alice", "Escaping Flame", "Bob")
    s.resolve()
    assert s.life("Bob") == 19
    assert "Escaping Flame" in s.in_graveyard("Alice")  # not exiled (no flashback's rule)
    assert _offered(s, "Escaping Flame")
    s.cast("Alice", "Escaping Flame", "Bob")
    s.resolve()
    assert s.life("Bob") == 18
    assert s.in_graveyard("Alice") == ["Escaping Flame"]


def test_702_138a_from_the_hand_it_costs_its_mana_cost() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.graveyard("Alice", card("Plains"), card("Island"))
    s.hand("Alice", HOUND)
    assert not _offered(s, "Escaping Hound")  # {1}{R} with one Mountain; escape is no option
