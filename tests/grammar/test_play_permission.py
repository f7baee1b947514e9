"""A permission to play cards this turn (601.3, 305.1): 「このターン、あなたはそのカードをプレイ
してもよい。」 / "You may play that card this turn." — AllowCast with ``play``; compiled in both
languages to one IR and rendered back to it."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Duration, ObjectFilter, ZoneKind
from ofuda.runtime.statics import MayCastFromZone
from ofuda.runtime.statics_zones import (
    MayCastWithoutPaying,
    MayPlayFromLibraryTop,
    MayPlayLandsFrom,
)
from support.texts import bilingual_card, codes, compile_text, nodes_of_kind


def test_you_may_play_that_card_this_turn() -> None:
    """The exiled card may be played (a land as a land) until the turn ends."""
    card = bilingual_card(
        "あなたのライブラリーの一番上のカードを追放する。このターン、あなたはそのカードをプレイしてもよい。",
        "Exile the top card of your library. You may play that card this turn.",
        "ソーサリー / Sorcery",
    )
    (allow,) = nodes_of_kind(card.abilities, ir.AllowCast)
    assert allow.play and not allow.free and allow.duration == Duration.END_OF_TURN


def test_play_now_without_a_duration_is_a_diagnostic() -> None:
    """ "You may play that card." (no duration) is no permission ofuda knows: E290."""
    assert "E290" in codes("Exile the top card of your library. You may play that card.", "en")


def test_you_may_play_land_cards_from_your_graveyard() -> None:
    """「あなたはあなたの墓地から土地・カードをプレイしてもよい。」 / "You may play land cards from
    your graveyard." (Oracle: "lands") — the static MayPlayLandsFrom(graveyard) (305.1)."""
    card = bilingual_card(
        "あなたはあなたの墓地から土地・カードをプレイしてもよい。",
        "You may play land cards from your graveyard.",
        "アーティファクト / Artifact",
    )
    (ability,) = card.abilities
    assert ability.effects == (MayPlayLandsFrom(ZoneKind.GRAVEYARD),)
    oracle = compile_text("You may play lands from your graveyard.", "en", permanent=True)
    assert oracle.ok and oracle.card is not None
    assert oracle.card.abilities[0].effects == ability.effects


def test_you_may_play_creature_cards_from_your_graveyard_is_a_diagnostic() -> None:
    """Only land cards: "You may play creature cards from your graveyard." is E290."""
    assert "E290" in codes("You may play creature cards from your graveyard.", "en", permanent=True)


# --- who may play or cast which cards, for how long, at what cost (601.3, 305.1, 118.9) --------
# (Japanese, English, play, free, the cards' selector): each row compiled in both languages to
# one IR and rendered back to it (bilingual_card).
_EXILED = ir.EffectResults("exiled", None, ZoneKind.EXILE)
_NONLAND = ObjectFilter(excluded_card_types=(CardType.LAND,))
PERMISSION_ROWS = [
    (  # M21 炎の心、チャンドラ / Chandra, Heart of Fire (+1)
        ("あなたの手札を捨て、その後あなたのライブラリーの一番上からカードを３枚追放する。ターン終了時まで、"
        "あなたはこれにより追放されたカードをプレイしてもよい。"),
        ("Discard your hand, then exile the top three cards of your library. Until end of turn, "
        "you may play cards exiled this way."),
        True, False, _EXILED,
    ),
    (  # M19 力の頂点 / Apex of Power
        ("あなたのライブラリーの一番上からカードを７枚追放する。ターン終了時まで、あなたはこれにより"
        "追放された土地でないカードを唱えてもよい。"),
        ("Exile the top seven cards of your library. Until end of turn, you may cast nonland cards "
        "exiled this way."),
        False, False, ir.EffectResults("exiled", _NONLAND, ZoneKind.EXILE),
    ),
    (  # M20 不屈の巡礼者、ゴロス / Golos, Tireless Pilgrim
        ("あなたのライブラリーの一番上からカードを３枚追放する。このターン、あなたはそれらをそれらの"
        "マナ・コストを支払うことなくプレイしてもよい。"),
        ("Exile the top three cards of your library. You may play them this turn without paying "
        "their mana costs."),
        True, True, None,
    ),
    (  # the cast form of one card, paying its costs
        "あなたのライブラリーの一番上のカードを追放する。このターン、あなたはそのカードを唱えてもよい。",
        "Exile the top card of your library. You may cast that card this turn.",
        False, False, None,
    ),
    (  # the same with "until end of turn" (514.2: the same duration)
        "あなたのライブラリーの一番上のカードを追放する。ターン終了時まで、あなたはそのカードを唱えてもよい。",
        "Exile the top card of your library. Until end of turn, you may cast that card.",
        False, False, None,
    ),
    (  # several cards cast without paying
        ("あなたのライブラリーの一番上からカードを２枚追放する。ターン終了時まで、あなたはこれにより"
        "追放されたカードをそれらのマナ・コストを支払うことなく唱えてもよい。"),
        ("Exile the top two cards of your library. Until end of turn, you may cast cards exiled "
        "this way without paying their mana costs."),
        False, True, _EXILED,
    ),
]


@pytest.mark.parametrize(("ja", "en", "play", "free", "cards"), PERMISSION_ROWS)
def test_permission_to_play_or_cast_for_this_turn(
    ja: str, en: str, play: bool, free: bool, cards: object
) -> None:
    """Each permission lasts the turn (514.2) for you, plays (305.1) or casts (601.3), without
    paying where it says so (118.9), the cards it names."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (allow,) = nodes_of_kind(card.abilities, ir.AllowCast)
    assert (allow.play, allow.free) == (play, free)
    assert allow.duration == Duration.END_OF_TURN and allow.player == ir.You()
    if cards is not None:
        assert allow.card == cards


def test_cast_them_this_turn_opening_the_sentence() -> None:
    """ "You may cast them this turn." (M21 Chandra, Heart of Fire −9): "may cast" is one word
    at the start of a sentence, and still a permission of the turn."""
    c = compile_text(
        "Exile the top two cards of your library. You may cast them this turn.", "en"
    )
    assert c.ok and c.card is not None, [d.message for d in c.diagnostics]
    (allow,) = nodes_of_kind(c.card.abilities, ir.AllowCast)
    assert not allow.play and not allow.free and allow.duration == Duration.END_OF_TURN


def test_play_that_card_now_without_paying() -> None:
    """ "You may play that card without paying its mana cost. If you don't, exile it." (M19
    Djinn of Wishes): a choice made now (PlayWithoutPaying in the "you may"), its "If you
    don't" the play not made; the Japanese writes 「それの」 (2018) or 「その」."""
    card = bilingual_card(
        "あなたのライブラリーの一番上のカードを公開する。あなたはそのカードをそれのマナ・コストを"
        "支払うことなくプレイしてもよい。そうしないなら、それを追放する。",
        "Reveal the top card of your library. You may play that card without paying its mana "
        "cost. If you don't, exile it.",
        "ソーサリー / Sorcery",
    )
    (play,) = nodes_of_kind(card.abilities, ir.PlayWithoutPaying)
    assert play.player == ir.You() and not nodes_of_kind(card.abilities, ir.AllowCast)


def test_play_now_paying_its_costs_is_a_diagnostic() -> None:
    """ "You may play that card." with no duration and no "without paying" is no form ofuda
    compiles (E290): never read as a permission for some time."""
    assert "E290" in codes("Reveal the top card of your library. You may play that card.", "en")


def test_a_permission_for_another_player_is_a_diagnostic() -> None:
    """Only "you may": "Target opponent may play that card this turn." is no form ofuda reads
    as a permission (a rejection, never another player's permission read as yours)."""
    assert codes(
        "Exile the top card of target opponent's library. Target opponent may play that card this turn.",
        "en",
    )


# --- a permanent's permission to play or cast cards from a zone (601.3, 305.1, 118.9) ----------
STATIC_ROWS = [
    (  # M19 全知 / Omniscience
        "あなたは、あなたの手札から呪文を、それらのマナ・コストを支払うことなく唱えてもよい。",
        "You may cast spells from your hand without paying their mana costs.",
        MayCastWithoutPaying(ObjectFilter(), ZoneKind.HAND),
    ),
    (  # the same for one kind of spell
        "あなたは、あなたの手札からクリーチャー・呪文を、それらのマナ・コストを支払うことなく唱えてもよい。",
        "You may cast creature spells from your hand without paying their mana costs.",
        MayCastWithoutPaying(ObjectFilter(card_types=(CardType.CREATURE,)), ZoneKind.HAND),
    ),
    (  # M21 人目を引く詮索者 / Conspicuous Snoop
        "あなたはあなたのライブラリーの一番上からゴブリン・呪文を唱えてもよい。",
        "You may cast Goblin spells from the top of your library.",
        MayPlayFromLibraryTop(ObjectFilter(subtypes=("Goblin",)), False),
    ),
    (  # M21 ケルドの心胆、ラーダ / Radha, Heart of Keld (its second half)
        "あなたはあなたのライブラリーの一番上から土地をプレイしてもよい。",
        "You may play lands from the top of your library.",
        MayPlayFromLibraryTop(ObjectFilter(card_types=(CardType.LAND,)), True),
    ),
]


@pytest.mark.parametrize(("ja", "en", "effect"), STATIC_ROWS)
def test_a_permanents_permission_to_play_from_a_zone(ja: str, en: str, effect: object) -> None:
    """A static ability of its controller: which cards, from where, play or cast, free or not."""
    card = bilingual_card(ja, en, "エンチャント / Enchantment")
    (ability,) = card.abilities
    assert ability.effects == (effect,) and ability.condition is None


def test_other_zones_of_a_static_permission_are_diagnostics() -> None:
    """Only your own library's top card, and only your hand for "without paying": anything else
    is rejected (E290), never read as another zone."""
    assert "E290" in codes(
        "You may cast spells from your graveyard without paying their mana costs.", "en", permanent=True
    )
    assert codes(
        "You may cast Goblin spells from the top of target opponent's library.", "en", permanent=True
    )
    assert "E290" in codes("You may play cards from the top of your library.", "en", permanent=True)


def test_you_may_cast_this_card_from_your_graveyard_as_long_as() -> None:
    """DKA 墓所這い / Gravecrawler: 「あなたは、あなたがゾンビをコントロールしているかぎり、墓所這いを
    あなたの墓地から唱えてもよい。」 / "You may cast Gravecrawler from your graveyard as long as you
    control a Zombie." — the card's own permission (MayCastFromZone, 113.6k) with the condition
    of a static ability (611.3b); the Japanese writes the condition after the subject."""
    card = bilingual_card(
        "あなたは、あなたがゾンビをコントロールしているかぎり、試作をあなたの墓地から唱えてもよい。",
        "You may cast Test from your graveyard as long as you control a Zombie.",
        "クリーチャー — ゾンビ / Creature — Zombie",
        pt="2/1",
    )
    (ability,) = card.abilities
    assert ability.effects == (MayCastFromZone(ZoneKind.GRAVEYARD),)
    assert ability.condition is not None
