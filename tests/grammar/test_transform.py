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
