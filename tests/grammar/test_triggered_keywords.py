"""Keywords that stand for triggered abilities, with their printed reminders in both languages:
battle cry 「喊声」 (702.91), bushido N 「武士道 N」 (702.45), flanking 「側面攻撃」 (702.25),
annihilator N 「滅殺 N」 (702.86), afterlife N 「死後 N」 (702.135), mentor 「教導」 (702.134), and
changeling 「多相」 (702.73, a characteristic-defining ability). Each row compiles in both
languages to one IR (the reminder reads as the keyword's rule: no warning), a keyword with a
number carries it (statics.NumberedKeyword), and renders back in both languages."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Keyword
from ofuda.runtime.statics import NumberedKeyword


def _compiled(ja: str, en: str) -> Any:
    source = (
        "name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\n"
        f"ja:\n  {ja}\nen:\n  {en}\n"
    )
    return compile_source(SourceFile("t.card", source))


BUSHIDO_1 = NumberedKeyword(Keyword.BUSHIDO, 1)
BUSHIDO_2 = NumberedKeyword(Keyword.BUSHIDO, 2)
ANNIHILATOR_1 = NumberedKeyword(Keyword.ANNIHILATOR, 1)
ANNIHILATOR_2 = NumberedKeyword(Keyword.ANNIHILATOR, 2)
AFTERLIFE_1 = NumberedKeyword(Keyword.AFTERLIFE, 1)
AFTERLIFE_3 = NumberedKeyword(Keyword.AFTERLIFE, 3)

ROWS = [
    ("喊声", "Battle cry", (Keyword.BATTLE_CRY,)),
    (  # Mirrodin Besieged (2011), both languages
        "喊声（このクリーチャーが攻撃するたび、他の各攻撃クリーチャーはターン終了時まで＋１/＋０の修整を受ける。）",
        (
            "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 "
            "until end of turn.)"
        ),
        (Keyword.BATTLE_CRY,),
    ),
    ("先制攻撃、喊声", "First strike, battle cry", (Keyword.FIRST_STRIKE, Keyword.BATTLE_CRY)),
    ("武士道１", "Bushido 1", (BUSHIDO_1,)),
    (  # Modern Horizons 2 (2021) wording
        (
            "武士道２（このクリーチャーがブロックするかブロックされた状態になるたび、ターン終了時まで、"
            "これは＋２/＋２の修整を受ける。）"
        ),
        (
            "Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end "
            "of turn.)"
        ),
        (BUSHIDO_2,),
    ),
    (  # Champions of Kamigawa (2004) English: "When this blocks …"
        (
            "武士道 1（このクリーチャーがブロックするかブロックされるたび、それはターン終了時まで"
            "＋１/＋１の修整を受ける。）"
        ),
        "Bushido 1 (When this blocks or becomes blocked, it gets +1/+1 until end of turn.)",
        (BUSHIDO_1,),
    ),
    ("側面攻撃", "Flanking", (Keyword.FLANKING,)),
    (  # Mirage (1996) / Time Spiral (2006)
        (
            "側面攻撃（側面攻撃を持たないクリーチャーがこのクリーチャーをブロックするたび、"
            "ターン終了時まで、ブロックしているクリーチャーは－１/－１の修整を受ける。）"
        ),
        (
            "Flanking (Whenever a creature without flanking blocks this creature, the blocking "
            "creature gets -1/-1 until end of turn.)"
        ),
        (Keyword.FLANKING,),
    ),
    (  # Rise of the Eldrazi (2010)
        "滅殺２（このクリーチャーが攻撃するたび、防御プレイヤーはパーマネントを２つ生け贄に捧げる。）",
        (
            "Annihilator 2 (Whenever this creature attacks, defending player sacrifices two "
            "permanents.)"
        ),
        (ANNIHILATOR_2,),
    ),
    (
        "滅殺１（このクリーチャーが攻撃するたび、防御プレイヤーはパーマネントを１つ生け贄に捧げる。）",
        "Annihilator 1 (Whenever this creature attacks, defending player sacrifices a permanent.)",
        (ANNIHILATOR_1,),
    ),
    (  # Ravnica Allegiance (2019)
        (
            "死後１（このクリーチャーが死亡したとき、飛行を持つ白であり黒である１/１のスピリット・"
            "クリーチャー・トークンを１体生成する。）"
        ),
        (
            "Afterlife 1 (When this creature dies, create a 1/1 white and black Spirit creature "
            "token with flying.)"
        ),
        (AFTERLIFE_1,),
    ),
    (
        (
            "死後３（このクリーチャーが死亡したとき、飛行を持つ白であり黒である１/１のスピリット・"
            "クリーチャー・トークンを３体生成する。）"
        ),
        (
            "Afterlife 3 (When this creature dies, create three 1/1 white and black Spirit "
            "creature tokens with flying.)"
        ),
        (AFTERLIFE_3,),
    ),
    ("飛行、死後１", "Flying, afterlife 1", (Keyword.FLYING, AFTERLIFE_1)),
    ("教導", "Mentor", (Keyword.MENTOR,)),
    (  # Guilds of Ravnica (2018): two sentences in Japanese
        (
            "教導（このクリーチャーが攻撃するたび、パワーがこれよりも小さい攻撃クリーチャー１体を対象とする。"
            "それの上に＋１/＋１カウンターを１個置く。）"
        ),
        (
            "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking "
            "creature with lesser power.)"
        ),
        (Keyword.MENTOR,),
    ),
    ("多相", "Changeling", (Keyword.CHANGELING,)),
    (  # Lorwyn (2007)
        "多相（このカードは、すべてのクリーチャー・タイプである。）",
        "Changeling (This card is every creature type at all times.)",
        (Keyword.CHANGELING,),
    ),
    (  # Modern Horizons (2019) and later
        "多相（このカードは常にすべてのクリーチャー・タイプである。）",
        "Changeling (This card is every creature type.)",
        (Keyword.CHANGELING,),
    ),
]


@pytest.mark.parametrize(("ja", "en", "keywords"), ROWS)
def test_keywords_and_their_reminders(ja: str, en: str, keywords: tuple[object, ...]) -> None:
    """JA ≡ EN, the keywords as listed, no warning, parse(render(ir)) == ir in both languages."""
    compiled = _compiled(ja, en)
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert tuple(a.keyword for a in compiled.card.abilities) == keywords
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang


WARNED = [
    (  # 207.2: bushido 3's reminder says +2/+2: it explains bushido 2, which the line lacks
        "武士道３",
        (
            "Bushido 3 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end "
            "of turn.)"
        ),
        "W240",
    ),
    (
        "滅殺１",
        (
            "Annihilator 1 (Whenever this creature attacks, defending player sacrifices two "
            "permanents.)"
        ),
        "W240",
    ),
    (  # battle cry's reminder is about +1/+0
        "喊声",
        (
            "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+1 "
            "until end of turn.)"
        ),
        "W242",
    ),
]


@pytest.mark.parametrize(("ja", "en", "code"), WARNED)
def test_a_reminder_stating_another_number_is_a_warning(ja: str, en: str, code: str) -> None:
    """207.2: the reminder has no rules meaning; one that states another N or another
    modifier is kept with a warning, and the card is compiled from its keyword."""
    compiled = _compiled(ja, en)
    assert compiled.ok and [d.code for d in compiled.diagnostics] == [code]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities


def test_creatures_with_or_without_flanking() -> None:
    """The keyword names a quality of creatures like any other: 「側面攻撃を持つクリーチャー」."""
    source = (
        "name: 試作 / Test\ntype: エンチャント / Enchantment\n"
        "ja:\n  あなたがコントロールする側面攻撃を持つクリーチャーは＋１/＋１の修整を受ける。\n"
        "en:\n  Creatures you control with flanking get +1/+1.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert "FLANKING" in repr(compiled.card.abilities)
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang
