"""702.61b split second: as long as a spell with split second is on the stack, players can't
cast other spells or activate abilities that aren't mana abilities; 702.61c: mana abilities
still are (the spell's own cost is paid with them). The spell is compiled by ofuda from its
text in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Keyword, Scenario
from ofuda.runtime.engine.casting.actions import ActivateAbility, CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card, card_from_text
from support.texts import bilingual_card

JA = (
    "刹那（この呪文がスタックにあるかぎり、プレイヤーは呪文を唱えられず、マナ能力でない起動型能力"
    "を起動できない。）"
)
EN = (
    "Split second (As long as this spell is on the stack, players can't cast spells or activate "
    "abilities that aren't mana abilities.)"
)
SUDDEN_BLAST = card_from_text(
    "name: 刹那の爆発 / Sudden Blast\ncost: {1}{R}\ntype: インスタント / Instant\n"
    f"ja:\n  {JA}\n  クリーチャー１体を対象とする。刹那の爆発はそれに３点のダメージを与える。\n"
    f"en:\n  {EN}\n  Sudden Blast deals 3 damage to target creature.\n"
)
QUICK_SHOCK = card_from_text(
    "name: 素早い衝撃 / Quick Shock\ncost: {R}\ntype: インスタント / Instant\n"
    "ja:\n  プレイヤー１人を対象とする。そのプレイヤーは１点のライフを失う。\n"
    "en:\n  Target player loses 1 life.\n"
)
PUMPER = card_from_text(
    "name: 膨らむ獣 / Swelling Beast\ncost: {G}\ntype: クリーチャー — ビースト / Creature — Beast\n"
    "pt: 1/1\nja:\n  {G}：膨らむ獣はターン終了時まで＋１/＋１の修整を受ける。\n"
    "en:\n  {G}: Swelling Beast gets +1/+1 until end of turn.\n"
)


def test_702_61_split_second_compiles_alike_in_both_languages() -> None:
    for ja, en in (("刹那", "Split second"), (JA, EN)):
        spell = bilingual_card(
            f"{ja}\nクリーチャー１体を対象とする。それをタップする。",
            f"{en}\nTap target creature.",
            "インスタント / Instant",
        )
        assert spell.abilities[0].keyword is Keyword.SPLIT_SECOND


def _blast_on_the_stack() -> Scenario:
    """Alice casts Sudden Blast at Bob's Swelling Beast; Bob has a Mountain, a Forest and a
    Quick Shock in hand."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"), card("Mountain"))
    s.battlefield("Bob", PUMPER, card("Mountain"), card("Forest"))
    s.hand("Alice", SUDDEN_BLAST)
    s.hand("Bob", QUICK_SHOCK)
    s.cast("Alice", "Sudden Blast", "Swelling Beast")
    assert s.on_stack() == ["Sudden Blast"]
    return s


def test_702_61b_no_spell_and_no_activated_ability_while_it_is_on_the_stack() -> None:
    s = _blast_on_the_stack()
    actions = legal_actions(s.game, s.player("Bob"))
    assert not [a for a in actions if isinstance(a, (CastSpell, ActivateAbility))]
    with pytest.raises(IllegalActionError):
        s.cast("Bob", "Quick Shock", "Alice")
    with pytest.raises(IllegalActionError):
        s.activate("Bob", "Swelling Beast")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Swelling Beast"]


def test_702_61b_once_it_has_left_the_stack_spells_are_cast_again() -> None:
    s = _blast_on_the_stack()
    s.resolve()
    s.cast("Bob", "Quick Shock", "Alice")
    s.resolve()
    assert s.life("Alice") == 19


def test_702_61b_without_split_second_the_same_response_is_legal() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.battlefield("Bob", PUMPER, card("Mountain"), card("Forest"))
    s.hand("Alice", QUICK_SHOCK)
    s.cast("Alice", "Quick Shock", "Bob")
    actions = legal_actions(s.game, s.player("Bob"))
    assert [a for a in actions if isinstance(a, ActivateAbility)]
    s.activate("Bob", "Swelling Beast")
    s.resolve()
    assert s.on_battlefield("Bob").count("Swelling Beast") == 1
