"""608.2h / 400.7: "its controller" of an object an earlier instruction of the same resolution
moved — as it last existed on the battlefield if it left (an exiled card has no controller of
its own, and its owner is not who controlled it), the new permanent's if it came onto the
battlefield."""

from __future__ import annotations

from ofuda.runtime import Scenario
from support.compiled import card, card_from_text

EXILE_AND_GIVE = card_from_text(
    "name: 追放の試し / Test Exile\ncost: {0}\ntype: インスタント / Instant\n"
    "ja:\n  クリーチャー１体を対象とし、それを追放する。そのクリーチャーのコントローラーは３点のライフを得る。\n"
    "en:\n  Exile target creature. Its controller gains 3 life.\n"
)
RETURN_AND_GIVE = card_from_text(
    "name: 帰還の試し / Test Return\ncost: {0}\ntype: インスタント / Instant\n"
    "ja:\n  あなたの墓地にあるクリーチャー・カード１枚を対象とする。それをあなたのコントロール下で戦場に戻す。それのコントローラーは３点のライフを得る。\n"
    "en:\n  Return target creature card from your graveyard to the battlefield. Its controller gains 3 life.\n"
)


def test_608_2h_the_controller_of_an_exiled_creature_is_who_controlled_it() -> None:
    """Alice controls a creature Bob owns: exiled, its controller is Alice (last known), not
    Bob, who owns the card in exile."""
    s = Scenario()
    (stolen,) = s.battlefield("Alice", card("Nettle Swine"))
    stolen.owner = s.player("Bob")  # Bob's card, under Alice's control
    s.hand("Alice", EXILE_AND_GIVE)
    s.cast("Alice", "Test Exile", "Nettle Swine")
    s.resolve()
    assert s.in_exile() == ["Nettle Swine"]
    assert (s.life("Alice"), s.life("Bob")) == (23, 20)


def test_608_2h_the_controller_of_a_returned_card_is_the_new_permanents() -> None:
    """A card returned to the battlefield under Alice's control: its controller is Alice's
    permanent's (400.7: the new object)."""
    s = Scenario()
    s.graveyard("Alice", card("Nettle Swine"))
    s.hand("Alice", RETURN_AND_GIVE)
    s.cast("Alice", "Test Return", "Nettle Swine")
    s.resolve()
    assert s.on_battlefield("Alice") == ["Nettle Swine"]
    assert s.life("Alice") == 23
