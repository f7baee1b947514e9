"""A permission to play cards this turn (601.3, 305.1): 「このターン、あなたはそのカードをプレイ
してもよい。」 / "You may play that card this turn." — AllowCast with ``play``; compiled in both
languages to one IR and rendered back to it."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Duration, ObjectFilter, ZoneKind
from ofuda.runtime.statics_zones import MayPlayLandsFrom
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


def test_play_now_without_paying_is_a_diagnostic() -> None:
    """ "You may play that card without paying its mana cost." (M19 Djinn of Wishes: play it
    now, as the ability resolves) is no permission with a duration: E290, in each language."""
    assert "E290" in codes(
        "Reveal the top card of your library. You may play that card without paying its mana "
        "cost. If you don't, exile it.", "en"
    )
    assert "E290" in codes(
        "あなたのライブラリーの一番上のカードを公開する。あなたはそのカードをそれのマナ・コストを"
        "支払うことなくプレイしてもよい。そうしないなら、それを追放する。", "ja"
    )


def test_a_permission_for_another_player_is_a_diagnostic() -> None:
    """Only "you may": "Target opponent may play that card this turn." is no form ofuda reads
    as a permission (a rejection, never another player's permission read as yours)."""
    assert codes(
        "Exile the top card of target opponent's library. Target opponent may play that card this turn.",
        "en",
    )
