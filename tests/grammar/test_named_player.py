""""That player" / 「そのプレイヤー」 naming the player an earlier instruction's subject named without
targeting them (608.2c): "That creature's controller reveals …. That player puts …" (Transmogrify),
and a player put a card onto the battlefield by ("That player puts that card onto the
battlefield": under their control, 110.2a). Each text is compiled in both languages to one IR
and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import T0, ability, bilingual_card

SORCERY = "ソーサリー / Sorcery"
CONTROLLER = ir.ControllerOf(T0)


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Transmogrify (M21)
            "クリーチャー１体を対象とし、それを追放する。そのクリーチャーのコントローラーは、クリーチャー・カードが公開されるまで、自分のライブラリーの一番上からカードを１枚ずつ公開する。そのプレイヤーはそのカードを戦場に出し、その後、残りを自分のライブラリーに加えて切り直す。",
            "Exile target creature. That creature's controller reveals cards from the top of their library until they reveal a creature card. That player puts that card onto the battlefield, then shuffles the rest into their library.",
        ),
        (  # "its controller", a land found, the card put tapped
            "クリーチャー１体を対象とし、それを追放する。それのコントローラーは、土地・カードが公開されるまで、自分のライブラリーの一番上からカードを１枚ずつ公開する。そのプレイヤーはそのカードをタップ状態で戦場に出す。",
            "Exile target creature. Its controller reveals cards from the top of their library until they reveal a land card. That player puts that card onto the battlefield tapped.",
        ),
    ],
)
def test_that_player_is_the_controller_the_sentence_before_named(ja: str, en: str) -> None:
    """The reveal, the put and the shuffle are all that creature's controller's (as it last
    existed: ControllerOf the target itself, not of the card it became in exile)."""
    card = bilingual_card(ja, en, SORCERY)
    effects = card.abilities[0].effects
    reveal = next(e for e in effects if isinstance(e, ir.RevealFromTopUntil))
    put = next(e for e in effects if isinstance(e, ir.PutOntoBattlefield))
    assert reveal.player == CONTROLLER
    assert put.controller == CONTROLLER and put.obj == ir.ChosenCards()
    for shuffle in (e for e in effects if isinstance(e, ir.ShuffleIntoLibrary)):
        assert shuffle.player == CONTROLLER


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Exile target creature. Its controller gains 3 life. Target player draws a card. That player loses 1 life.", "en"),
        ("クリーチャー１体を対象とし、それを追放する。それのコントローラーは３点のライフを得る。プレイヤー１人を対象とする。そのプレイヤーはカードを１枚引く。そのプレイヤーは１点のライフを失う。", "ja"),
    ],
)
def test_a_target_player_declared_later_is_that_player(text: str, lang: str) -> None:
    """A player target declared after the named player is the nearer antecedent (each
    language alone: the renderer writes the two targets another way)."""
    lose = next(e for e in ability(text, lang).effects if isinstance(e, ir.LoseLife))
    assert lose.player == ir.Targeted(1)
