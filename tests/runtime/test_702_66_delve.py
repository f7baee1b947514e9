"""702.66 delve: for each generic mana in the spell's total cost, its caster may exile a card
from their graveyard rather than pay that mana (702.66a); no additional or alternative cost, the
total cost and mana value are unchanged (702.66b). The spells are compiled by ofuda from their
text in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, IllegalActionError, Keyword, Scenario
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card, card_from_text
from support.texts import bilingual_card

JA = "探査（この呪文を唱える段階であなたがあなたの墓地から追放した各カードは、{1}を支払う。）"
EN = "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)"
ANGLER = card_from_text(
    "name: 探査の魚 / Delving Fish\ncost: {4}{U}\ntype: クリーチャー — 魚 / Creature — Fish\n"
    f"pt: 5/5\nja:\n  {JA}\nen:\n  {EN}\n"
)
FILLER = card_from_text(
    "name: 墓地の石 / Grave Stone\ncost: {1}\ntype: アーティファクト / Artifact\n"
)
DIG = card_from_text(
    "name: 掘り返し / Dig Up\ncost: {1}{U}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  掘り返しを唱えるための追加コストとして、あなたの墓地にあるカードを２枚追放する。\n"
    "  カードを１枚引く。\n"
    f"  {JA}\n"
    "en:\n  As an additional cost to cast Dig Up, exile two cards from your graveyard.\n"
    f"  Draw a card.\n  {EN}\n"
)


def test_702_66_delve_compiles_alike_in_both_languages() -> None:
    for ja, en in (("探査", "Delve"), (JA, EN)):
        spell = bilingual_card(
            f"{ja}\nカードを１枚引く。", f"{en}\nDraw a card.", "ソーサリー / Sorcery"
        )
        assert spell.abilities[0].keyword is Keyword.DELVE


def _castable(s: Scenario, name: str) -> bool:
    return any(
        isinstance(a, CastSpell) and a.card.name == name
        for a in legal_actions(s.game, s.player("Alice"))
    )


def test_702_66a_graveyard_cards_pay_for_generic_mana() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Island"))
    s.graveyard("Alice", *[FILLER] * 4)
    s.hand("Alice", ANGLER)
    assert _castable(s, "Delving Fish")
    s.cast("Alice", "Delving Fish")
    assert s.in_graveyard("Alice") == []
    assert [c.name for c in s.game.exile.objects] == ["Grave Stone"] * 4
    assert s.game.stack.objects[-1].mana_value == 5  # 702.66b
    s.resolve()
    assert "Delving Fish" in s.on_battlefield("Alice")


def test_702_66a_cards_pay_for_no_more_than_the_generic_mana() -> None:
    """{4}{U} with three Islands and six cards: two to four cards pay, the Islands the rest."""
    s = Scenario()
    s.battlefield("Alice", card("Island"), card("Island"), card("Island"))
    s.graveyard("Alice", *[FILLER] * 6)
    s.hand("Alice", ANGLER)
    s.cast("Alice", "Delving Fish")
    assert 2 <= len(s.game.exile.objects) <= 4
    assert len(s.in_graveyard("Alice")) + len(s.game.exile.objects) == 6
    assert s.is_tapped("Island")


def test_702_66a_cards_pay_for_no_coloured_mana() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.graveyard("Alice", *[FILLER] * 6)
    s.hand("Alice", ANGLER)
    assert not _castable(s, "Delving Fish")
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Delving Fish")
    assert len(s.in_graveyard("Alice")) == 6


def test_702_66a_cards_a_cost_exiles_are_not_delved_too() -> None:
    """Dig Up: two cards are exiled as its additional cost; a third pays for {1}."""
    s = Scenario()
    s.battlefield("Alice", card("Island"))
    s.library("Alice", FILLER)
    s.graveyard("Alice", card("Plains"), card("Mountain"))
    s.hand("Alice", DIG)
    assert not _castable(s, "Dig Up")  # two cards: the additional cost, none left for {1}
    s.graveyard("Alice", card("Swamp"))
    assert _castable(s, "Dig Up")
    s.script("Alice", Choose(("Plains", "Mountain")))
    s.cast("Alice", "Dig Up")
    assert len(s.game.exile.objects) == 3
    s.resolve()
    assert s.in_hand("Alice") == ["Grave Stone"]
