"""601.3, 305.1, 118.9, 514.2, 400.7: a permission an effect gives to play or cast cards from
where they are ("Until end of turn, you may play cards exiled this way", "You may play them this
turn without paying their mana costs"). Only the cards the instruction before exiled are
permitted (608.2c), each as the new object in exile; a land card is played as the turn's land
play (305.1, 305.2); a spell is cast with its normal timing, paying its costs unless the
permission says "without paying" (118.9); the permission ends with the turn (514.2), and a card
that leaves exile is a new object that keeps none (400.7)."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from ofuda.runtime.agents.scripted import Targets
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


# --- a permanent's permission to play or cast cards from a zone --------------------------------
SNOOP = card_from_text(
    "name: 詮索 / Test Snooping\ncost: {R}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたはあなたのライブラリーの一番上からゴブリン・呪文を唱えてもよい。\n"
    "en:\n  You may cast Goblin spells from the top of your library.\n"
)
SCOUT = card_from_text(
    "name: 斥候 / Test Scouting\ncost: {G}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたはあなたのライブラリーの一番上から土地をプレイしてもよい。\n"
    "en:\n  You may play lands from the top of your library.\n"
)
MIND = card_from_text(
    "name: 全知の試験 / Test Omniscience\ncost: {U}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたは、あなたの手札から呪文を、それらのマナ・コストを支払うことなく唱えてもよい。\n"
    "en:\n  You may cast spells from your hand without paying their mana costs.\n"
)


def _m20(name: str) -> object:
    return set_card("m20", name)


def test_601_3_401_2_only_the_top_card_and_only_a_spell_the_rule_names() -> None:
    """Test Snooping: the Goblin on top of Alice's library may be cast (paying its cost); a
    Goblin under another card may not, nor a non-Goblin on top; once the top Goblin is cast,
    the next card is the top card (401.2); without the permanent, nothing is offered."""
    s = Scenario()
    s.battlefield("Alice", SNOOP, card("Mountain"), card("Mountain"), card("Mountain"))
    s.library("Alice", _m20("Destructive Digger"), _m19("Shock"), _m20("Goblin Ringleader"))
    assert _casts(s) == ["Destructive Digger"]
    s.cast("Alice", "Destructive Digger")
    s.resolve()
    assert "Destructive Digger" in s.on_battlefield("Alice")
    assert _casts(s) == []  # Shock is on top now: no Goblin spell
    assert s.in_library("Alice")[:1] == ["Shock"]
    s.game.destroy(s.permanent("Test Snooping"))  # (the permanent left: no more permission)
    s.game.move(s.game.library_top(s.player("Alice"), 1)[0], ZoneKind.GRAVEYARD)
    assert _casts(s) == []


def test_305_1_a_land_on_top_is_played_as_the_turns_land() -> None:
    """Test Scouting: the Forest on top of Alice's library is played as her land play (305.2);
    the card under it is then on top, and no second land may be played this turn."""
    s = Scenario()
    s.battlefield("Alice", SCOUT)
    s.library("Alice", card("Forest"), card("Forest"))
    assert _plays(s) == ["Forest"]
    alice = s.player("Alice")
    perform(s.game, alice, next(a for a in legal_actions(s.game, alice) if isinstance(a, PlayLand)))
    assert s.on_battlefield("Alice").count("Forest") == 1 and alice.lands_played_this_turn == 1
    assert _plays(s) == [] and s.in_library("Alice") == ["Forest"]


def test_118_9_spells_from_your_hand_without_paying_their_mana_costs() -> None:
    """Test Omniscience: with no land, Alice casts Shock from her hand for no mana (an
    alternative cost, 118.9); a card exiled with a permission to cast it is no card of her
    hand and is not free."""
    s = Scenario()
    s.battlefield("Alice", MIND)
    s.hand("Alice", _m19("Shock"))
    assert _casts(s) == ["Shock"]
    s.cast("Alice", "Shock", "Bob", alternative=True)
    s.resolve()
    assert s.life("Bob") == 18
    exiled = s.exile("Alice", _m19("Lightning Strike"))[0]
    s.game.cast_permissions.append(CastPermission(s.player("Alice"), exiled))
    assert _casts(s) == []


# --- playing a card now, without paying (118.9, 305.2a, 305.2b, 305.3) ------------------------
WISH = card_from_text(
    "name: 願い / Test Wish\ncost: {U}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  あなたのライブラリーの一番上のカードを公開する。あなたはそのカードをそのマナ・コストを"
    "支払うことなくプレイしてもよい。そうしないなら、それを追放する。\n"
    "en:\n  Reveal the top card of your library. You may play that card without paying its mana "
    "cost. If you don't, exile it.\n"
)


def _wish(top: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Island"))
    s.hand("Alice", WISH)
    s.library("Alice", top, card("Plains"))
    return s


def test_118_9_a_spell_played_now_is_cast_for_nothing() -> None:
    """Test Wish reveals Shock: Alice casts it for no mana as Test Wish resolves (118.9)."""
    s = _wish(_m19("Shock"))
    s.script("Alice", Targets(("Bob",)))
    s.cast("Alice", "Test Wish")
    s.resolve()
    assert s.life("Bob") == 18 and s.in_exile() == []


def test_305_2a_a_land_played_now_uses_the_land_play() -> None:
    """Test Wish reveals a Forest: Alice plays it (305.2a: counted as her land this turn)."""
    s = _wish(card("Forest"))
    s.cast("Alice", "Test Wish")
    s.resolve()
    assert "Forest" in s.on_battlefield("Alice") and s.player("Alice").lands_played_this_turn == 1


def test_305_2b_with_no_land_play_left_the_land_is_not_played_and_is_exiled() -> None:
    """Alice has played her land: the revealed Forest can't be played (305.2b), so she didn't
    play it, and "If you don't, exile it" exiles it."""
    s = _wish(card("Forest"))
    s.player("Alice").lands_played_this_turn = 1
    s.cast("Alice", "Test Wish")
    s.resolve()
    assert "Forest" not in s.on_battlefield("Alice") and s.in_exile() == ["Forest"]
