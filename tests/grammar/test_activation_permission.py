"""Who may activate an ability (602.2): "Any player may activate this ability." /
「いずれのプレイヤーもこの能力を起動してよい。」 (earlier: 「この能力は、どのプレイヤーも起動
できる。」) — new texts in both languages, their IR, the render round trip, diagnostics."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Cost, ManaCost, PlayerFilter, TargetSpec


def _compile(lang: str, text: str, type_line: str = "エンチャント / Enchantment"):  # type: ignore[no-untyped-def]
    source = f"name: 試作 / Test\ntype: {type_line}\n{lang}:\n  {text}\n"
    return compile_source(SourceFile("t.card", source), (lang,))


DRAW = ir.ActivatedAbility(
    Cost((ManaCost("{2}"),)), (), (ir.DrawCards(ir.You(), 1),), any_player=True
)
DISCARD_SORCERY = ir.ActivatedAbility(
    Cost((ManaCost("{2}"),)),
    (TargetSpec(players=PlayerFilter()),),
    (ir.Discard(ir.Targeted(0), 1, False),),
    sorcery_speed=True,
    any_player=True,
)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "{2}: Draw a card. Any player may activate this ability.", DRAW),
        ("ja", "{2}：カードを１枚引く。いずれのプレイヤーもこの能力を起動してよい。", DRAW),
        ("ja", "{2}：カードを１枚引く。この能力は、どのプレイヤーも起動できる。", DRAW),
        ("ja", "{2}：カードを１枚引く。この能力はどのプレイヤーも起動できる。", DRAW),
        (
            "en",
            (
                "{2}: Target player discards a card. Activate only as a sorcery. "
                "Any player may activate this ability."
            ),
            DISCARD_SORCERY,
        ),
        (
            "ja",
            (
                "{2}：プレイヤー１人を対象とする。そのプレイヤーはカードを１枚捨てる。"
                "この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。"
                "いずれのプレイヤーもこの能力を起動してよい。"
            ),
            DISCARD_SORCERY,
        ),
    ],
)
def test_any_player_may_activate(lang: str, text: str, expected: ir.ActivatedAbility) -> None:
    compiled = _compile(lang, text)
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    assert compiled.card.abilities == (expected,)
    for out in ("ja", "en"):  # the render round trip
        again = _compile(out, "\n  ".join(render_card(compiled.card, out)))
        assert again.ok and again.card is not None, [d.message for d in again.diagnostics]
        assert again.card.abilities == (expected,)


def test_the_permission_is_rendered_as_current_oracle_and_japanese() -> None:
    compiled = _compile("ja", "{2}：カードを１枚引く。この能力は、どのプレイヤーも起動できる。")
    assert compiled.card is not None
    assert render_card(compiled.card, "en") == [
        "{2}: Draw a card. Any player may activate this ability."
    ]
    assert render_card(compiled.card, "ja") == [
        "{2}：カードを１枚引く。いずれのプレイヤーもこの能力を起動してよい。"
    ]


def test_without_the_permission_the_ability_is_the_controllers_only() -> None:
    compiled = _compile("en", "{2}: Draw a card.")
    assert compiled.card is not None
    assert compiled.card.abilities[0].any_player is False  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("lang", "text", "type_line", "code"),
    [
        ("en", "Draw a card. Any player may activate this ability.", "ソーサリー / Sorcery", "E205"),
        ("ja", "カードを１枚引く。いずれのプレイヤーもこの能力を起動してよい。",
         "インスタント / Instant", "E205"),
        ("en", "{2}: Draw a card. Any opponent may activate this ability.",
         "エンチャント / Enchantment", "E290"),
    ],
)
def test_permission_diagnostics(lang: str, text: str, type_line: str, code: str) -> None:
    compiled = _compile(lang, text, type_line)
    assert not compiled.ok
    assert [d.code for d in compiled.diagnostics] == [code]
