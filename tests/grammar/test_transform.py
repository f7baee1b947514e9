"""Transforming (701.28) and the werewolves' conditions on the previous turn (603.4): each text
is compiled in both languages to one IR, checked for what it means, and rendered back."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.conditions import AttackedThisTurn, ThisAttackedThisTurn
from support.texts import nodes_of_kind

_TYPE = "クリーチャー — 人間・狼男 / Creature — Human Werewolf"


def _card(ja: str, en: str) -> Any:
    source = (
        f"name: 試作 / Test\ncost: {{1}}{{R}}\ntype: {_TYPE}\npt: 2/2\nja:\n  {ja}\nen:\n  {en}\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang
    return compiled.card


@pytest.mark.parametrize(
    ("ja", "en", "condition"),
    [
        # an activated ability (DKA Chosen of Markov, ISD Bloodline Keeper)
        ("{B}：試作を変身させる。", "{B}: Transform Test.", None),
        # optional, in a triggered ability (ISD Cloistered Youth)
        (
            "あなたのアップキープの開始時に、あなたは試作を変身させてもよい。",
            "At the beginning of your upkeep, you may transform Test.",
            None,
        ),
        # the werewolves' front face (ISD, DKA)
        (
            "各アップキープの開始時に、直前のターンに呪文が唱えられていなかった場合、試作を変身させる。",
            "At the beginning of each upkeep, if no spells were cast last turn, transform Test.",
            rt.Not(rt.SpellsCastLastTurn(1, one_player=False)),
        ),
        # the werewolves' back face, with another count than the printed cards' two
        (
            (
                "各アップキープの開始時に、直前のターンにいずれかのプレイヤーが３つ以上の呪文を"
                "唱えていた場合、試作を変身させる。"
            ),
            (
                "At the beginning of each upkeep, if a player cast three or more spells last "
                "turn, transform Test."
            ),
            rt.SpellsCastLastTurn(3, one_player=True),
        ),
        # the condition with another instruction: a new card's recombination
        (
            "あなたのアップキープの開始時に、直前のターンに呪文が唱えられていなかった場合、カードを１枚引く。",
            "At the beginning of your upkeep, if no spells were cast last turn, draw a card.",
            rt.Not(rt.SpellsCastLastTurn(1, one_player=False)),
        ),
    ],
)
def test_transform_and_spells_cast_last_turn(ja: str, en: str, condition: Any) -> None:
    """701.28a: 「〜を変身させる」 / "transform ~" is one Transform of this object; 603.4: the
    intervening "if" on the spells cast last turn is the triggered ability's condition."""
    card = _card(ja, en)
    (ability,) = card.abilities
    if condition is not None:
        assert ability.condition == condition
    if "変身" in ja:
        (transform,) = nodes_of_kind(card.abilities, ir.Transform)
        assert isinstance(transform.obj, ir.ThisObject)


def _double_faced(back_ja: str, back_en: str) -> Any:
    """A test double-faced card whose back face has the given text (712: one card file)."""
    source = (
        f"name: 試作 / Test\ncost: {{1}}{{R}}\ntype: {_TYPE}\npt: 2/2\n"
        "ja:\n  {B}：試作を変身させる。\nen:\n  {B}: Transform Test.\n"
        "back: 裏面 / Other Side\ncolor: red\ntype: クリーチャー — 狼男 / Creature — Werewolf\npt: 4/4\n"
        f"ja:\n  {back_ja}\nen:\n  {back_en}\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    ja_back, en_back = compiled.by_language["ja"].back, compiled.by_language["en"].back
    assert ja_back is not None and en_back is not None
    assert ja_back.abilities == en_back.abilities
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.back is not None, lang
        assert again.card.back.abilities == compiled.card.back.abilities, lang
    return compiled.card.back


@pytest.mark.parametrize(
    ("ja", "en", "or_enters"),
    [
        # DKA Werewolf Ransacker, Ravager of the Fells
        (
            "このクリーチャーが裏面に変身するたび、あなたは２点のライフを得る。",
            "Whenever this creature transforms into Other Side, you gain 2 life.",
            False,
        ),
        # DKA Huntmaster of the Fells (printed; current Oracle says "enters or transforms")
        (
            "このクリーチャーが戦場に出るか裏面に変身するたび、カードを１枚引く。",
            (
                "Whenever this creature enters the battlefield or transforms into Other Side, "
                "draw a card."
            ),
            True,
        ),
    ],
)
def test_transforms_into_trigger(ja: str, en: str, or_enters: bool) -> None:
    """701.28g: 「このクリーチャーが〜に変身するたび」 / "Whenever this creature transforms into ~"
    names the face the ability is on; with 「戦場に出るか」 / "enters the battlefield or" it
    also triggers as the permanent enters."""
    back = _double_faced(ja, en)
    (ability,) = back.abilities
    assert ability.trigger == rte.TransformsInto(or_enters=or_enters)


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        # ISD Delver of Secrets (one card type here; its 「…か…」 union is the nouns' family)
        (
            (
                "あなたのアップキープの開始時に、あなたのライブラリーの一番上のカードを見る。"
                "あなたはそのカードを公開してもよい。これによりインスタント・カードが公開された場合、"
                "試作を変身させる。"
            ),
            (
                "At the beginning of your upkeep, look at the top card of your library. You may "
                "reveal that card. If an instant card is revealed this way, transform Test."
            ),
        ),
        # the condition with another instruction and another noun
        (
            (
                "あなたのアップキープの開始時に、あなたのライブラリーの一番上のカードを見る。"
                "あなたはそのカードを公開してもよい。これにより土地カードが公開された場合、"
                "あなたは２点のライフを得る。"
            ),
            (
                "At the beginning of your upkeep, look at the top card of your library. You may "
                "reveal that card. If a land card is revealed this way, you gain 2 life."
            ),
        ),
    ],
)
def test_revealed_this_way(ja: str, en: str) -> None:
    """608.2c: 「これにより…が公開された場合」 / "If a … card is revealed this way" is a condition
    on the cards the latest reveal of the resolution revealed."""
    card = _card(ja, en)
    (condition,) = nodes_of_kind(card.abilities, ir.RevealedThisWay)
    assert condition.filter.card_types


@pytest.mark.parametrize(
    ("ja", "en", "owners"),
    [
        # DKA Loyal Cathar (without its delayed "at the beginning of the next end step")
        (
            "試作が死亡したとき、それを変身させた状態であなたのコントロール下で戦場に戻す。",
            "When Test dies, return it to the battlefield transformed under your control.",
            False,
        ),
        # M19 Nicol Bolas, the Ravager: 2018 "him" / "his owner's" (「これ」 in Japanese)
        (
            (
                "{4}{U}{B}{R}：試作を追放し、その後、これを変身させた状態でオーナーのコントロール下で"
                "戦場に戻す。この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。"
            ),
            (
                "{4}{U}{B}{R}: Exile Test, then return him to the battlefield transformed under "
                "his owner's control. Activate this ability only any time you could cast a sorcery."
            ),
            True,
        ),
        # the current wording, "it" and "its owner's"
        (
            "{2}：試作を追放し、その後、それを変身させた状態でオーナーのコントロール下で戦場に戻す。",
            "{2}: Exile Test, then return it to the battlefield transformed under its owner's control.",
            True,
        ),
    ],
)
def test_return_to_the_battlefield_transformed(ja: str, en: str, owners: bool) -> None:
    """712.14: 「変身させた状態で」 / "transformed" after "to the battlefield": the card enters with
    its back face up, under your control or its owner's (110.2a)."""
    card = _card(ja, en)
    (put,) = nodes_of_kind(card.abilities, ir.PutOntoBattlefield)
    assert put.transformed and not put.tapped
    assert (put.controller is None) == owners


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        # DKA Immerwolf
        (
            "あなたがコントロールする人間でない狼男は変身できない。",
            "Non-Human Werewolves you control can't transform.",
        ),
        # this permanent itself
        ("試作は変身できない。", "Test can't transform."),
        # with a condition (a recombination)
        (
            "あなたのターンであるかぎり、あなたがコントロールする狼男は変身できない。",
            "As long as it's your turn, Werewolves you control can't transform.",
        ),
    ],
)
def test_cant_transform(ja: str, en: str) -> None:
    """701.28a: 「…は変身できない」 / "… can't transform" is a static restriction on what its
    subject names."""
    card = _card(ja, en)
    (ability,) = card.abilities
    (effect,) = ability.effects
    assert isinstance(effect, rt.CantTransform)


def test_cant_transform_as_an_instruction_is_refused() -> None:
    """"can't transform" is a permanent's restriction; as a one-shot instruction it is E290,
    never dropped."""
    from support.texts import codes

    assert "E290" in codes("Target creature can't transform this turn.", "en")


@pytest.mark.parametrize(
    ("ja", "en", "condition"),
    [
        # ISD Homicidal Brute (the back face of Civilized Scholar)
        (
            ("あなたの終了ステップの開始時に、このターン、試作が攻撃していなかった場合、試作をタップし、"
            "それを変身させる。"),
            ("At the beginning of your end step, if Test didn't attack this turn, tap Test, then "
            "transform it."),
            rt.Not(ThisAttackedThisTurn()),
        ),
        # this object did attack, with another instruction
        (
            "あなたの終了ステップの開始時に、このターンに試作が攻撃していた場合、カードを１枚引く。",
            "At the beginning of your end step, if Test attacked this turn, draw a card.",
            ThisAttackedThisTurn(),
        ),
        # you didn't attack (the negation of raid's condition)
        (
            "あなたの終了ステップの開始時に、このターン、あなたが攻撃していなかった場合、カードを１枚引く。",
            "At the beginning of your end step, if you didn't attack this turn, draw a card.",
            rt.Not(AttackedThisTurn()),
        ),
    ],
)
def test_attacked_this_turn_by_this_object(ja: str, en: str, condition: Any) -> None:
    """508.1: 「このターン、〜が攻撃していなかった場合」 / "if ~ didn't attack this turn": whether
    this object (or you) declared an attack this turn, as an intervening "if" (603.4)."""
    card = _card(ja, en)
    (ability,) = card.abilities
    assert ability.condition == condition
