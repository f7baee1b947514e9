"""Transforming (701.28) and the werewolves' conditions on the previous turn (603.4): each text
is compiled in both languages to one IR, checked for what it means, and rendered back."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt

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


def _all(node: Any, kind: type) -> list[Any]:
    """Every value of ``kind`` inside an IR node."""
    found: list[Any] = []
    if isinstance(node, kind):
        found.append(node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            found += _all(getattr(node, f.name), kind)
    elif isinstance(node, (tuple, list)):
        for item in node:
            found += _all(item, kind)
    return found


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
        (transform,) = _all(card.abilities, ir.Transform)
        assert isinstance(transform.obj, ir.ThisObject)
