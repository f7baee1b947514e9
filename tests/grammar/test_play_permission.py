"""A permission to play cards this turn (601.3, 305.1): 「このターン、あなたはそのカードをプレイ
してもよい。」 / "You may play that card this turn." — AllowCast with ``play``; compiled in both
languages to one IR and rendered back to it."""

from __future__ import annotations

from ofuda.compiler import ir
from ofuda.runtime.definitions import Duration, ZoneKind
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
