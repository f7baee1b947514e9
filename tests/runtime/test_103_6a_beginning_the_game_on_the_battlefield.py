"""103.6, 103.6a: "If Leyline of the Void is in your opening hand, you may begin the game with
it on the battlefield." Once every player has kept an opening hand, the starting player, then
each other player in turn order, may put such cards onto the battlefield; a Leyline drawn later
in the game, or on the battlefield, does nothing of the kind."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import Game, May, ScriptedAgent
from ofuda.runtime.statics_opening_hand import BeginGameOnBattlefield
from support.compiled import set_card
from support.texts import bilingual_card, codes

LANGS = ["ja", "en"]


def _game(lang: str, alice: ScriptedAgent, bob: ScriptedAgent) -> Game:
    leyline = set_card("m20", "Leyline of the Void", lang)
    # seven Leylines on top (the library is not shuffled by a seed that moves them: every card
    # of the 40 is one, so the opening hand holds seven whatever the shuffle)
    return Game([[leyline] * 40, [leyline] * 40], [alice, bob], seed=5, starting_player=0)


@pytest.mark.parametrize("lang", LANGS)
def test_103_6a_a_player_who_says_yes_begins_with_it_on_the_battlefield(lang: str) -> None:
    alice = ScriptedAgent([May(True)] + [May(False)] * 6)
    bob = ScriptedAgent([May(False)] * 7)
    g = _game(lang, alice, bob)
    g.start()
    alice_perms = [p for p in g.battlefield.objects if p.controller is g.players[0]]
    assert [p.name for p in alice_perms] == ["Leyline of the Void"]
    assert len(g.players[0].hand) == 6  # the Leyline left the opening hand
    assert not [p for p in g.battlefield.objects if p.controller is g.players[1]]
    assert g.turn <= 1  # before the first turn


def test_103_6a_the_static_ability_functions_only_in_the_opening_hand() -> None:
    card = bilingual_card(
        "試作があなたのゲーム開始時の手札にあるなら、あなたはこれが戦場に出ている状態でゲームを"
        "開始してもよい。",
        "If Test is in your opening hand, you may begin the game with it on the battlefield.",
        "エンチャント / Enchantment",
    )
    assert card.abilities[0] == ir.StaticAbility((BeginGameOnBattlefield(),), None,
                                                 card.abilities[0].origin)


def test_103_6a_a_spell_never_begins_the_game_on_the_battlefield() -> None:
    assert codes(
        "If Test is in your opening hand, you may begin the game with it on the battlefield.", "en"
    ) == ["E251"]
