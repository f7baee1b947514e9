"""602.5b: "Activate only during your turn." / 「この能力は、あなたのターンの間にのみ起動できる。」
and "Activate only if CARDNAME is attacking." / 「この能力は、CARDNAMEが攻撃しているときにのみ
起動できる。」 (506.4, the ability's own source; "is blocking" likewise) — compiled in both
languages to one IR (ActivatedAbility.condition), rendered back; another object's combat status
is refused (E257), and no other kind of ability may say it (E205)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CombatState, ObjectFilter
from support.texts import codes

ATTACKING = rt.SourceMatches(ObjectFilter(combat_states=(CombatState.ATTACKING,)))
BLOCKING = rt.SourceMatches(ObjectFilter(combat_states=(CombatState.BLOCKING,)))


@pytest.mark.parametrize(
    ("ja", "en", "condition", "sorcery"),
    [
        (  # M19 Portal of Sanctuary's restriction (printed), another instruction
            "{1}, {T}：カードを１枚引く。この能力は、あなたのターンの間にのみ起動できる。",
            "{1}, {T}: Draw a card. Activate this ability only during your turn.",
            rt.IsYourTurn(),
            False,
        ),
        (  # current Oracle wording
            "{2}：試作はターン終了時まで＋２/＋２の修整を受ける。この能力は、あなたのターンの間にのみ起動できる。",
            "{2}: Test gets +2/+2 until end of turn. Activate only during your turn.",
            rt.IsYourTurn(),
            False,
        ),
        (  # M20 Glint-Horn Buccaneer (printed)
            "{1}{R}, カード１枚を捨てる：カードを１枚引く。この能力は、試作が攻撃しているときにのみ起動できる。",
            "{1}{R}, Discard a card: Draw a card. Activate this ability only if Test is attacking.",
            ATTACKING,
            False,
        ),
        (
            "{W}：試作はターン終了時まで＋０/＋２の修整を受ける。この能力は、試作がブロックしているときにのみ起動できる。",
            "{W}: Test gets +0/+2 until end of turn. Activate only if Test is blocking.",
            BLOCKING,
            False,
        ),
        (  # with "only as a sorcery" as well
            (
                "{1}：カードを１枚引く。この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。"
                "この能力は、あなたのターンの間にのみ起動できる。"
            ),
            "{1}: Draw a card. Activate only as a sorcery. Activate only during your turn.",
            rt.IsYourTurn(),
            True,
        ),
    ],
)
def test_activation_condition(ja: str, en: str, condition: object, sorcery: bool) -> None:
    """The condition is the ability's own, in both languages, and renders back."""
    source = (
        "name: 試作 / Test\ncost: {1}{R}\ntype: クリーチャー — 人間 / Creature — Human\n"
        f"pt: 2/2\nja:\n  {ja}\nen:\n  {en}\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    (ability,) = compiled.card.abilities
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.condition == condition and ability.sorcery_speed == sorcery
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        ("Draw a card. Activate only during your turn.", "en", "E205"),
        ("カードを１枚引く。この能力は、あなたのターンの間にのみ起動できる。", "ja", "E205"),
        ("{1}: Draw a card. Activate only if enchanted creature is attacking.", "en", None),
        ("{1}: Draw a card. Activate only if target creature is attacking.", "en", None),
    ],
)
def test_refused(text: str, lang: str, code: str | None) -> None:
    """Only an activated ability says when it may be activated; the combat status looked at is
    the ability's own source's (another object is not read as this one)."""
    found = codes(text, lang, permanent=text.startswith("{"))
    assert found, text
    if code is not None:
        assert code in found
