"""A permission to play an exiled card this turn (601.3, 305.1) on a real card of M19, each
language alone: a land card may be played as the turn's land play, a spell cast with its normal
timing; the permission ends with the turn (514.2)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.agents.scripted import Choose, Targets
from ofuda.runtime.engine.casting.actions import CastSpell, PlayLand
from ofuda.runtime.engine.casting.spells import legal_actions, perform
from support.compiled import set_card


def _oracle(lang: str, top: object) -> Scenario:
    """Alice activates Dark-Dweller Oracle, sacrificing a creature, with ``top`` on top."""
    oracle = set_card("m19", "Dark-Dweller Oracle", lang)
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", oracle, mountain, mountain, set_card("m19", "Walking Corpse"))
    s.library("Alice", top, mountain)
    s.script("Alice", Choose(("Walking Corpse",)))
    s.activate("Alice", "Dark-Dweller Oracle")
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_dark_dweller_oracle_plays_an_exiled_land(lang: str) -> None:
    """闇住まいの神託者 / Dark-Dweller Oracle (M19): 「{1}, クリーチャー１体を生け贄に捧げる：あなたの
    ライブラリーの一番上のカードを追放する。このターン、あなたはそのカードをプレイしてもよい。」 /
    "{1}, Sacrifice a creature: Exile the top card of your library. You may play that card this
    turn." A land exiled this way is played from exile, as the turn's land play (305.2)."""
    s = _oracle(lang, set_card("m19", "Swamp"))
    s.resolve()
    assert [c.name for c in s.game.exile.objects] == ["Swamp"]
    alice = s.player("Alice")
    (play,) = [a for a in legal_actions(s.game, alice) if isinstance(a, PlayLand)]
    perform(s.game, alice, play)
    assert "Swamp" in s.on_battlefield("Alice") and alice.lands_played_this_turn == 1
    assert not [a for a in legal_actions(s.game, alice) if isinstance(a, PlayLand)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_dark_dweller_oracle_casts_an_exiled_spell_this_turn_only(lang: str) -> None:
    """Dark-Dweller Oracle: an instant exiled this way may be cast this turn (paying its cost);
    at the turn's end the permission is gone (514.2)."""
    s = _oracle(lang, set_card("m19", "Shock"))
    s.resolve()
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.life("Bob") == 18 and s.in_graveyard("Alice").count("Shock") == 1
    t = _oracle(lang, set_card("m19", "Shock"))
    t.resolve()
    t.advance_to(Step.UPKEEP, new_turn=True)
    alice = t.player("Alice")
    assert not [a for a in legal_actions(t.game, alice) if isinstance(a, CastSpell)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_crucible_of_worlds_plays_lands_from_the_graveyard(lang: str) -> None:
    """世界のるつぼ / Crucible of Worlds (M19): 「あなたはあなたの墓地から土地・カードをプレイしても
    よい。」 / "You may play land cards from your graveyard." A land in Alice's graveyard is played
    as her land for the turn (305.2: one land play, then no more); a nonland card is not offered;
    without the Crucible, nothing is."""
    crucible = set_card("m19", "Crucible of Worlds", lang)
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.graveyard("Alice", swamp, swamp, set_card("m19", "Shock"))
    alice = s.player("Alice")
    assert not [a for a in legal_actions(s.game, alice) if isinstance(a, PlayLand)]
    s.battlefield("Alice", crucible)
    plays = [a for a in legal_actions(s.game, alice) if isinstance(a, PlayLand)]
    assert [a.card.name for a in plays] == ["Swamp", "Swamp"]
    perform(s.game, alice, plays[0])
    assert s.on_battlefield("Alice").count("Swamp") == 1
    assert not [a for a in legal_actions(s.game, alice) if isinstance(a, PlayLand)]
    assert not [a for a in legal_actions(s.game, alice) if isinstance(a, CastSpell)]


def _lands(set_code: str, *names: str) -> list[object]:
    return [set_card(set_code, name) for name in names]


def _playable(s: Scenario) -> tuple[list[str], list[str]]:
    """The cards Alice may play as lands and cast now, by name."""
    actions = legal_actions(s.game, s.player("Alice"))
    lands = [a.card.name for a in actions if isinstance(a, PlayLand)]
    spells = [a.card.name for a in actions if isinstance(a, CastSpell)]
    return lands, spells


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_golos_plays_the_exiled_cards_without_paying_this_turn(lang: str) -> None:
    """不屈の巡礼者、ゴロス / Golos, Tireless Pilgrim (M20): 「{2}{W}{U}{B}{R}{G}：あなたのライブラリー
    の一番上からカードを３枚追放する。このターン、あなたはそれらをそれらのマナ・コストを支払うこと
    なくプレイしてもよい。」 / "Exile the top three cards of your library. You may play them this
    turn without paying their mana costs." With every land tapped, the exiled Shock is cast for no
    mana (118.9) and the exiled Forest played as the turn's land (305.1)."""
    s = Scenario()
    lands = _lands("m20", "Plains", "Island", "Swamp", "Mountain", "Forest", "Forest", "Forest")
    s.battlefield("Alice", set_card("m20", "Golos, Tireless Pilgrim", lang), *lands)
    s.library("Alice", set_card("m19", "Shock"), set_card("m20", "Forest"), set_card("m19", "Plains"), set_card("m19", "Plains"))
    s.activate("Alice", "Golos, Tireless Pilgrim", index=0)
    s.resolve()
    assert all(p.tapped for p in s.game.battlefield.objects if p.name != "Golos, Tireless Pilgrim")
    lands_now, spells = _playable(s)
    assert sorted(lands_now) == ["Forest", "Plains"] and spells == ["Shock"]
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.life("Bob") == 18 and s.player("Alice").mana_pool.total() == 0


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_omniscience_casts_spells_from_the_hand_for_nothing(lang: str) -> None:
    """全知 / Omniscience (M19): 「あなたは、あなたの手札から呪文を、それらのマナ・コストを支払う
    ことなく唱えてもよい。」 / "You may cast spells from your hand without paying their mana costs."
    With no land, Alice casts Goblin Ringleader (a creature: sorcery timing still holds, 601.3)
    and Shock from her hand for nothing (118.9); in Bob's turn only the instant is offered."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Omniscience", lang))
    s.hand("Alice", set_card("m20", "Goblin Ringleader"), set_card("m19", "Shock"))
    assert sorted(_playable(s)[1]) == ["Goblin Ringleader", "Shock"]
    s.cast("Alice", "Goblin Ringleader", alternative=True)
    s.resolve()
    assert "Goblin Ringleader" in s.on_battlefield("Alice")
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert _playable(s)[1] == ["Shock"]
    s.cast("Alice", "Shock", "Bob", alternative=True)
    s.resolve()
    assert s.life("Bob") == 18


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_gravecrawler_is_cast_from_the_graveyard_while_you_control_a_zombie(lang: str) -> None:
    """墓所這い / Gravecrawler (DKA): 「あなたは、あなたがゾンビをコントロールしているかぎり、墓所這いを
    あなたの墓地から唱えてもよい。」 / "You may cast Gravecrawler from your graveyard as long as you
    control a Zombie." Without a Zombie it stays in the graveyard; with Walking Corpse it is cast
    from there, paying {B} (611.3b: the permission holds while the condition does)."""
    s = Scenario()
    s.graveyard("Alice", set_card("dka", "Gravecrawler", lang))
    s.battlefield("Alice", set_card("m19", "Swamp"))
    assert _playable(s)[1] == []
    s.battlefield("Alice", set_card("m19", "Walking Corpse"))
    assert _playable(s)[1] == ["Gravecrawler"]
    s.cast("Alice", "Gravecrawler")
    s.resolve()
    assert "Gravecrawler" in s.on_battlefield("Alice") and s.in_graveyard("Alice") == []


def _djinn(lang: str, top: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Djinn of Wishes", lang), *_lands("m19", *["Island"] * 4))
    s.counters("Djinn of Wishes", "wish", 3)
    s.library("Alice", top, set_card("m19", "Plains"))
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_djinn_of_wishes_plays_the_revealed_card_for_nothing(lang: str) -> None:
    """願いのジン / Djinn of Wishes (M19): 「…あなたのライブラリーの一番上のカードを公開する。あなたは
    そのカードをそれのマナ・コストを支払うことなくプレイしてもよい。そうしないなら、それを追放する。」 /
    "Reveal the top card of your library. You may play that card without paying its mana cost.
    If you don't, exile it." A revealed Shock is cast for nothing; a revealed Mountain is played
    as Alice's land (305.2a) — and once her land is played, the next one is exiled (305.2b)."""
    s = _djinn(lang, set_card("m19", "Shock"))
    s.script("Alice", Targets(("Bob",)))
    s.activate("Alice", "Djinn of Wishes")
    s.resolve()
    assert s.life("Bob") == 18 and s.in_exile() == []
    t = _djinn(lang, set_card("m19", "Mountain"))
    t.activate("Alice", "Djinn of Wishes")
    t.resolve()
    assert "Mountain" in t.on_battlefield("Alice") and t.player("Alice").lands_played_this_turn == 1
    u = _djinn(lang, set_card("m19", "Mountain"))
    u.player("Alice").lands_played_this_turn = 1
    u.activate("Alice", "Djinn of Wishes")
    u.resolve()
    assert "Mountain" not in u.on_battlefield("Alice") and u.in_exile() == ["Mountain"]
