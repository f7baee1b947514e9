"""601.3, 305.1, 118.9, 514.2, 400.7: a permission an effect gives to play or cast cards from
where they are ("Until end of turn, you may play cards exiled this way", "You may play them this
turn without paying their mana costs"). Only the cards the instruction before exiled are
permitted (608.2c), each as the new object in exile; a land card is played as the turn's land
play (305.1, 305.2); a spell is cast with its normal timing, paying its costs unless the
permission says "without paying" (118.9); the permission ends with the turn (514.2), and a card
that leaves exile is a new object that keeps none (400.7)."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.engine.casting.actions import CastSpell, PlayLand
from ofuda.runtime.engine.casting.spells import legal_actions, perform
from ofuda.runtime.engine.layers.rules import CastPermission
from support.compiled import card, card_from_text, set_card

IMPULSE = card_from_text(
    "name: 衝動 / Test Impulse\ncost: {R}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  あなたのライブラリーの一番上からカードを２枚追放する。ターン終了時まで、あなたはこれにより"
    "追放されたカードをプレイしてもよい。\n"
    "en:\n  Exile the top two cards of your library. Until end of turn, you may play cards exiled "
    "this way.\n"
)
FREE_SPELLS = card_from_text(
    "name: 無償 / Test Largesse\ncost: {R}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  あなたのライブラリーの一番上からカードを２枚追放する。ターン終了時まで、あなたはこれにより"
    "追放された土地でないカードをそれらのマナ・コストを支払うことなく唱えてもよい。\n"
    "en:\n  Exile the top two cards of your library. Until end of turn, you may cast nonland cards "
    "exiled this way without paying their mana costs.\n"
)


def _m19(name: str) -> object:
    return set_card("m19", name)


def _impulse(spell: object, *top: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"), card("Mountain"))
    s.library("Alice", *top, card("Plains"))
    s.hand("Alice", spell)
    return s


def _plays(s: Scenario) -> list[str]:
    return [a.card.name for a in legal_actions(s.game, s.player("Alice")) if isinstance(a, PlayLand)]


def _casts(s: Scenario) -> list[str]:
    alice = s.player("Alice")
    return [a.card.name for a in legal_actions(s.game, alice) if isinstance(a, CastSpell)]


def test_601_3_cards_exiled_this_way_may_be_played_and_no_other() -> None:
    """Test Impulse exiles Mountain and Shock: the Mountain is played from exile as the turn's
    land play (305.1, 305.2), Shock is cast paying {R}; a card that was in exile before is no
    card "exiled this way" (608.2c)."""
    s = _impulse(IMPULSE, card("Mountain"), _m19("Shock"))
    s.exile("Alice", _m19("Lightning Strike"))
    s.cast("Alice", "Test Impulse")
    s.resolve()
    assert _plays(s) == ["Mountain"]
    assert "Lightning Strike" not in _casts(s)
    alice = s.player("Alice")
    perform(s.game, alice, next(a for a in legal_actions(s.game, alice) if isinstance(a, PlayLand)))
    assert alice.lands_played_this_turn == 1 and _plays(s) == []
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.life("Bob") == 18 and s.in_exile() == ["Lightning Strike"]


def test_514_2_the_permission_ends_with_the_turn() -> None:
    """The exiled Shock may not be cast in the next turn: "until end of turn" ends in the
    cleanup step (514.2)."""
    s = _impulse(IMPULSE, _m19("Shock"), _m19("Shock"))
    s.cast("Alice", "Test Impulse")
    s.resolve()
    assert _casts(s) == ["Shock", "Shock"]
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert _casts(s) == [] and s.in_exile() == ["Shock", "Shock"]
    assert not s.game.cast_permissions


def test_118_9_without_paying_their_mana_costs_and_only_nonland_cards() -> None:
    """Test Largesse: with both Mountains tapped, the exiled Shock is cast for no mana
    (118.9); the exiled land card is no nonland card and is not played."""
    s = _impulse(FREE_SPELLS, card("Plains"), _m19("Shock"))
    s.cast("Alice", "Test Largesse")
    s.resolve()
    assert s.player("Alice").mana_pool.total() == 0
    for land in s.game.battlefield.objects:
        land.tapped = True
    assert _plays(s) == [] and _casts(s) == ["Shock"]
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.life("Bob") == 18


def test_400_7_a_card_that_leaves_exile_keeps_no_permission() -> None:
    """The exiled Shock put into Alice's hand and exiled again is a new object: the permission
    was the old one's (400.7)."""
    s = _impulse(IMPULSE, _m19("Shock"), card("Plains"))
    s.cast("Alice", "Test Impulse")
    s.resolve()
    shock = next(c for c in s.game.exile.objects if c.name == "Shock")
    moved = s.game.move(shock, ZoneKind.HAND)
    s.game.move(moved, ZoneKind.EXILE)
    assert "Shock" not in _casts(s)


def test_601_3_a_permission_never_casts_a_permanent() -> None:
    """A permission whose object is a permanent on the battlefield (no card in a zone cards
    are played from) offers no cast and no land play (601.3, 305.1)."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"), card("Mountain"), _m19("Walking Corpse"))
    alice = s.player("Alice")
    for perm in list(s.game.battlefield.objects):
        s.game.cast_permissions.append(CastPermission(alice, perm, play=True))
    assert _casts(s) == [] and _plays(s) == []
