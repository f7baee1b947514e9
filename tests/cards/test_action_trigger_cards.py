"""Action triggers (603.2) and this turn's history (611.3b) through real cards of m21, in each
language: Havoc Jester / 騒乱の道化 ("Whenever you sacrifice a permanent", 701.17a), Mystic
Skyfish / 神秘の空魚 ("Whenever you draw your second card each turn", 121.2), Tome Anima /
秘本のアニマ and Gnarled Sage / 節くれの賢者 ("as long as you've drawn two or more cards this
turn"). Each card is compiled from its Japanese text alone and from its English text alone, and
plays as its Gatherer rulings say."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Keyword, May, RulesError, Scenario, Step, Targets
from ofuda.runtime.engine.mana.costs import activate_mana_source, mana_sources
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_havoc_jester_sacrifice_as_a_cost_deals_damage(lang: str) -> None:
    """Havoc Jester (m21): Alice sacrifices Thraben Valiant to Bloodflow Connoisseur's cost; the
    Jester's ability triggers and deals 1 damage to Bob ("If you sacrifice a permanent as part
    of … activating an ability, Havoc Jester's ability will resolve before that … ability")."""
    s = Scenario()
    s.battlefield(
        "Alice",
        set_card("m21", "Havoc Jester", lang),
        card("Bloodflow Connoisseur"),
        card("Thraben Valiant"),
    )
    s.script("Alice", Choose(("Thraben Valiant",)), Targets(("Bob",)))
    s.activate("Alice", "Bloodflow Connoisseur")
    s.resolve()
    assert s.life("Bob") == 19
    assert s.in_graveyard("Alice") == ["Thraben Valiant"]


@pytest.mark.parametrize("lang", LANGS)
def test_havoc_jester_triggers_when_it_is_sacrificed(lang: str) -> None:
    """"Havoc Jester's ability triggers when you sacrifice it. If you sacrifice other
    permanents at the same time, it triggers for them as well." Sacrificed with a Valiant: two
    triggers; a creature destroyed is not sacrificed."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Havoc Jester", lang), card("Thraben Valiant"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.game.destroy(s.permanent("Thraben Valiant", "Bob"))
    s.script("Alice", Targets(("Bob",)), Targets(("Bob",)))
    alice = s.player("Alice")
    s.game.sacrifice_all([p for p in s.game.battlefield.objects if p.controller is alice])
    s.resolve()
    assert s.life("Bob") == 18


@pytest.mark.parametrize("lang", LANGS)
def test_mystic_skyfish_flies_after_the_second_card_drawn(lang: str) -> None:
    """Mystic Skyfish (m21): the draw step's card is Alice's first; drawing a second card that
    turn gives it flying until end of turn; the third card triggers nothing ("It won't trigger
    when the third or fourth card is drawn")."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m21", "Mystic Skyfish", lang))
    s.library("Alice", *[card("Plains")] * 4)
    s.library("Bob", *[card("Plains")] * 2)
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)
    assert not s.has_keyword("Mystic Skyfish", Keyword.FLYING)
    s.game.draw(s.player("Alice"))
    s.resolve()
    assert s.has_keyword("Mystic Skyfish", Keyword.FLYING)
    s.game.draw(s.player("Alice"))
    assert s.game.pending_triggers == []


@pytest.mark.parametrize("lang", LANGS)
def test_tome_anima_unblockable_after_two_cards_drawn(lang: str) -> None:
    """Tome Anima / 秘本のアニマ (m21): with one card drawn this turn it can be blocked; with two
    it can't ("can't be blocked as long as you've drawn two or more cards this turn")."""
    for draws, blockable in ((1, True), (2, False)):
        s = Scenario()
        s.battlefield("Alice", set_card("m21", "Tome Anima", lang))
        s.battlefield("Bob", card("Thraben Valiant"))
        s.library("Alice", *[card("Plains")] * 2)
        s.game.draw(s.player("Alice"), draws)
        s.attack("Tome Anima")
        if blockable:
            s.block(("Thraben Valiant", "Tome Anima"))
        else:
            with pytest.raises(RulesError):
                s.block(("Thraben Valiant", "Tome Anima"))


@pytest.mark.parametrize("lang", LANGS)
def test_gnarled_sage_gets_plus_two_toughness_and_vigilance_once(lang: str) -> None:
    """Gnarled Sage / 節くれの賢者 (m21): 4/4 reach; after the second card drawn this turn 4/6
    with vigilance, and "Gnarled Sage gets +0/+2 just once, no matter how many cards you've
    drawn past the second"."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Gnarled Sage", lang))
    s.library("Alice", *[card("Plains")] * 3)
    s.game.draw(s.player("Alice"))
    assert s.pt("Gnarled Sage") == (4, 4)
    assert not s.has_keyword("Gnarled Sage", Keyword.VIGILANCE)
    s.game.draw(s.player("Alice"), 2)
    assert s.pt("Gnarled Sage") == (4, 6)
    assert s.has_keyword("Gnarled Sage", Keyword.VIGILANCE)


@pytest.mark.parametrize("lang", LANGS)
def test_sarkhans_whelp_when_a_sarkhan_ability_is_activated(lang: str) -> None:
    """Sarkhan's Whelp / サルカンの仔竜 (m19): Alice activates Sarkhan, Dragonsoul's +2; the
    Whelp's ability triggers (it resolves first) and deals 1 damage to Bob, then Sarkhan deals 1
    to him."""
    s = Scenario()
    s.battlefield(
        "Alice",
        set_card("m19", "Sarkhan's Whelp", lang),
        set_card("m19", "Sarkhan, Dragonsoul", "en"),
    )
    s.script("Alice", Targets(("Bob",)))
    s.activate("Alice", "Sarkhan, Dragonsoul")
    s.resolve()
    assert s.life("Bob") == 18


@pytest.mark.parametrize("lang", LANGS)
def test_keral_keep_disciples_on_a_chandra_loyalty_ability(lang: str) -> None:
    """Keral Keep Disciples / ケラル砦の信奉者 (m21): Chandra, Flame's Fury's +1 (2 damage to Bob)
    and the Disciples' 1 damage to each opponent: Bob at 17."""
    s = Scenario()
    s.battlefield(
        "Alice",
        set_card("m21", "Keral Keep Disciples", lang),
        set_card("m20", "Chandra, Flame's Fury", "en"),
    )
    s.activate("Alice", "Chandra, Flame's Fury", "Bob")
    s.resolve()
    assert s.life("Bob") == 17


@pytest.mark.parametrize("lang", LANGS)
def test_runic_armasaur_not_on_mana_abilities(lang: str) -> None:
    """Runic Armasaur / 秘紋のアルマサウルス (m19): Bob activating Bloodflow Connoisseur's ability
    lets Alice draw a card; Bob tapping a Swamp for mana (a mana ability) and Alice's own
    activations don't."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m19", "Runic Armasaur", lang), card("Bloodflow Connoisseur"))
    s.battlefield("Bob", card("Bloodflow Connoisseur"), card("Thraben Valiant"), card("Swamp"))
    s.library("Alice", *[card("Plains")] * 3)
    s.script("Bob", Choose(("Thraben Valiant",)))
    s.script("Alice", May(True))
    s.activate("Bob", "Bloodflow Connoisseur")
    s.resolve()
    assert s.in_hand("Alice") == ["Plains"]
    swamp, bob = s.permanent("Swamp", "Bob"), s.player("Bob")
    (source,) = [m for m in mana_sources(s.game, bob) if m.permanent is swamp]
    activate_mana_source(s.game, bob, source, "B")
    assert s.is_tapped("Swamp") and bob.mana_pool.total() == 1
    assert s.game.pending_triggers == []
