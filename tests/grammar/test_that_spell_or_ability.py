""" "That spell" / 「その呪文」 and "that spell or ability" / 「その呪文や能力」 after a trigger that
watches a spell or ability targeting (115.1, 603.2): the spell or ability that targeted, and
"its controller" after it that one's controller (608.2c) — never the permanent with the
ability. "Whenever you become the target of a spell or ability an opponent controls" /
「あなたが、対戦相手がコントロールしている呪文や能力の対象になるたび」: a player as the target.
Each row is compiled in both languages to one IR and rendered back in both languages."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller
from support.texts import bilingual_card, codes

CREATURE = "クリーチャー — 人間 / Creature — Human"
ARTIFACT = "アーティファクト / Artifact"
SOURCE = ir.TargetingSource()


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "trigger"),
    [
        (  # 2018 (Amulet of Safekeeping)
            "あなたが、対戦相手がコントロールしている呪文や能力の対象になるたび、それのコントローラー"
            "が{1}を支払わないかぎり、その呪文や能力を打ち消す。",
            "Whenever you become the target of a spell or ability an opponent controls, counter "
            "that spell or ability unless its controller pays {1}.",
            ARTIFACT,
            rte.PlayerBecomesTarget(Controller.YOU, abilities=True, controller=Controller.OPPONENT),
        ),
        (  # this creature as the target
            "試作が、対戦相手がコントロールしている呪文や能力の対象になるたび、それのコントローラー"
            "が{2}を支払わないかぎり、その呪文や能力を打ち消す。",
            "Whenever Test becomes the target of a spell or ability an opponent controls, counter "
            "that spell or ability unless its controller pays {2}.",
            CREATURE,
            rte.BecomesTarget(None, abilities=True, controller=Controller.OPPONENT),
        ),
    ],
)
def test_counter_that_spell_or_ability(ja: str, en: str, type_line: str, trigger: object) -> None:
    """The spell or ability countered, and whose controller may pay, is the one that
    targeted."""
    card = bilingual_card(ja, en, type_line, "2/2" if "Creature" in type_line else None)
    (ability,) = card.abilities
    assert ability.trigger == trigger
    (unless,) = ability.effects
    assert unless.player == ir.ControllerOf(SOURCE)
    assert [type(e) for e in unless.effects] == [ir.CounterSpell]
    assert unless.effects[0].obj == SOURCE


def test_that_spell_of_a_spell_targeting_this_creature() -> None:
    """"counter that spell" after "becomes the target of a spell" is the spell, not this
    creature (which ofuda once read)."""
    card = bilingual_card(
        "試作が呪文の対象になるたび、その呪文を打ち消す。",
        "Whenever Test becomes the target of a spell, counter that spell.",
        CREATURE,
        "2/2",
    )
    (effect,) = card.abilities[0].effects
    assert effect == ir.CounterSpell(SOURCE)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("{1}: Counter that spell.", "en"),  # no spell named: never this permanent
        ("{1}：その呪文を打ち消す。", "ja"),
    ],
)
def test_that_spell_names_no_permanent(text: str, lang: str) -> None:
    assert codes(text, lang, permanent=True) == ["E201"]


def test_the_revealed_card_is_the_card_revealed() -> None:
    """「その公開したカード」 / "the revealed card" (701.16a, 608.2c): the card an instruction
    revealed, as "that card" names it there; with no card revealed it names nothing (E201)."""
    card = bilingual_card(
        "{1}：あなたのライブラリーの一番上のカードを公開する。その後、その公開したカードを"
        "あなたのライブラリーの一番下に置く。",
        "{1}: Reveal the top card of your library. Then put the revealed card on the bottom of "
        "your library.",
        ARTIFACT,
    )
    moved = card.abilities[0].effects[-1]
    assert isinstance(moved, ir.PutOnLibrary) and isinstance(moved.obj, ir.CardsThisWay)
    assert codes("{1}: Put the revealed card on the bottom of your library.", "en",
                 permanent=True) == ["E201"]
