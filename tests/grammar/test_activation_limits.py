"""602.5b: 「この能力は、毎ターン１回のみ起動できる。」 / "Activate only once each turn." — compiled in
both languages to one IR (ActivatedAbility.once_each_turn), rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile


@pytest.mark.parametrize(
    ("ja", "en", "sorcery"),
    [
        (  # ISD Darkthicket Wolf (printed)
            "{2}{G}：試作はターン終了時まで＋２/＋２の修整を受ける。この能力は、毎ターン１回のみ起動できる。",
            "{2}{G}: Test gets +2/+2 until end of turn. Activate this ability only once each turn.",
            False,
        ),
        (  # current Oracle wording, another instruction
            "{1}：カードを１枚引く。この能力は、毎ターン１回のみ起動できる。",
            "{1}: Draw a card. Activate only once each turn.",
            False,
        ),
        (  # both limits
            (
                "{1}：カードを１枚引く。この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。"
                "この能力は、毎ターン１回のみ起動できる。"
            ),
            "{1}: Draw a card. Activate only as a sorcery. Activate only once each turn.",
            True,
        ),
    ],
)
def test_once_each_turn(ja: str, en: str, sorcery: bool) -> None:
    """The limit is the ability's own (like "only as a sorcery"), in both languages."""
    source = f"name: 試作 / Test\ncost: {{1}}{{G}}\ntype: クリーチャー — 狼 / Creature — Wolf\npt: 2/2\nja:\n  {ja}\nen:\n  {en}\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    (ability,) = compiled.card.abilities
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.once_each_turn and ability.sorcery_speed == sorcery
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang
