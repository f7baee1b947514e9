"""Reminder text in any wording (207.2): read as its keyword's rule where the grammar knows the
wording (both eras: 2012 AVR/ISD/DKA and 2018-20 M19-M21, both languages), else kept with a
warning (W244) — never an error. The reminder is the one bounded terminal that may hold text
ofuda cannot read, and only in the parentheses after an ability."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from ofuda.compiler import ast
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Keyword
from support.paths import ROOT
from support.permanents import compile_lines

# (kind, Japanese line, English line, the keyword the reminder reads as)
WORDINGS: list[tuple[str, str, str, Keyword | str]] = [
    (
        "creature",
        "警戒（このクリーチャーは攻撃してもタップしない。）",
        "Vigilance (Attacking doesn't cause this creature to tap.)",
        Keyword.VIGILANCE,
    ),
    (
        "creature",
        "飛行（このクリーチャーは飛行や到達を持たないクリーチャーによってはブロックされない。）",
        "Flying (This creature can't be blocked except by creatures with flying or reach.)",
        Keyword.FLYING,
    ),
    (
        "creature",
        "絆魂（このクリーチャーがダメージを与えると、さらにあなたはその点数分のライフを得る。）",
        "Lifelink (Damage dealt by this creature also causes you to gain that much life.)",
        Keyword.LIFELINK,
    ),
    (
        "creature",
        "接死（これが何らかのダメージをクリーチャーに与えたら、それだけで破壊する。）",
        "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)",
        Keyword.DEATHTOUCH,
    ),
    (
        "creature",
        "到達（このクリーチャーで飛行を持つクリーチャーをブロックできる。）",
        "Reach (This creature can block creatures with flying.)",
        Keyword.REACH,
    ),
    (
        "creature",
        "防衛（このクリーチャーでは攻撃できない。）",
        "Defender (This creature can't attack.)",
        Keyword.DEFENDER,
    ),
    (
        "creature",
        "速攻（このクリーチャーは、あなたのコントロール下になってすぐに攻撃したり{T}したりできる。）",
        "Haste (This creature can attack and {T} as soon as it comes under your control.)",
        Keyword.HASTE,
    ),
    (
        "creature",
        (
            "トランプル（このクリーチャーは余剰の戦闘ダメージを、これが攻撃しているプレイヤーかプレインズ"
            "ウォーカーに与えることができる。）"
        ),
        (
            "Trample (This creature can deal excess combat damage to the player or planeswalker "
            "it's attacking.)"
        ),
        Keyword.TRAMPLE,
    ),
    (
        "creature",
        "先制攻撃（それは先制攻撃を持たないクリーチャーよりも先に戦闘ダメージを与える。）",
        "First strike (It deals combat damage before creatures without first strike.)",
        Keyword.FIRST_STRIKE,
    ),
    (
        "creature",
        "二段攻撃（これは先制攻撃と通常の戦闘ダメージの両方を与える。）",
        "Double strike (This creature deals both first-strike and regular combat damage.)",
        Keyword.DOUBLE_STRIKE,
    ),
    (
        "creature",
        "破壊不能（ダメージや「破壊」と書かれた効果では、これは破壊されない。）",
        'Indestructible (Damage and effects that say "destroy" don\'t destroy it.)',
        Keyword.INDESTRUCTIBLE,
    ),
    (
        "creature",
        "呪禁（このクリーチャーは、対戦相手がコントロールしている呪文や能力の対象にならない。）",
        (
            "Hexproof (This creature can't be the target of spells or abilities your opponents "
            "control.)"
        ),
        Keyword.HEXPROOF,
    ),
    (
        "creature",
        "瞬速（あなたはこのカードを、あなたがインスタントを唱えられるときならいつでも唱えてよい。）",
        "Flash (You may cast this card any time you could cast an instant.)",
        Keyword.FLASH,
    ),
    (
        "creature",
        (
            "威嚇（このクリーチャーはアーティファクト・クリーチャーかこれと共通の色を持つクリーチャー"
            "以外にはブロックされない。）"
        ),
        (
            "Intimidate (This creature can't be blocked except by artifact creatures and/or "
            "creatures that share a color with it.)"
        ),
        Keyword.INTIMIDATE,
    ),
    (
        "equipment",
        (
            "装備 {2}（{2}：あなたがコントロールしているクリーチャー１体を対象とし、これをそれにつける。"
            "装備はソーサリーとしてのみ行う。）"
        ),
        "Equip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)",
        "equip",
    ),
    (
        "sorcery",
        (
            "占術２を行う。（あなたのライブラリーの一番上からカードを２枚見て、そのうちの望む枚数を望む"
            "順番であなたのライブラリーの一番下に、残りを望む順番で一番上に置く。）"
        ),
        (
            "Scry 2. (Look at the top two cards of your library, then put any number of them on "
            "the bottom of your library and the rest on top in any order.)"
        ),
        "scry 2",
    ),
    (
        "sorcery",
        (
            "占術３を行う。（占術３とは、あなたのライブラリーの一番上からカードを３枚見て、そのうち望む"
            "枚数をあなたのライブラリーの一番下に、残りを一番上に、それぞれ望む順番で置くことである。）"
        ),
        (
            "Scry 3. (To scry 3, look at the top three cards of your library, then put any number "
            "of them on the bottom of your library and the rest on top in any order.)"
        ),
        "scry 3",
    ),
    (
        "instant",
        (
            "クリーチャー１体を対象とする。それはターン終了時まで速攻を得る。（このターン、それは攻撃"
            "したり{T}したりできる。）"
        ),
        "Target creature gains haste until end of turn. (It can attack and {T} this turn.)",
        Keyword.HASTE,
    ),
    (
        "instant",
        (
            "あなたがコントロールするクリーチャーはターン終了時まで破壊不能を得る。（ダメージや「破壊」"
            "と書かれた効果では、それらは破壊されない。）"
        ),
        (
            "Creatures you control gain indestructible until end of turn. (Damage and effects that "
            'say "destroy" don\'t destroy them.)'
        ),
        Keyword.INDESTRUCTIBLE,
    ),
]


def _rule_keywords(line: ast.AbilityLine) -> list[Keyword | str]:
    assert isinstance(line, ast.RemindedLine), line
    return [rule.keyword for rule in line.reminder.rules]


@pytest.mark.parametrize(
    ("kind", "ja", "en", "keyword"), WORDINGS, ids=[str(w[3]) for w in WORDINGS]
)
def test_a_reminder_wording_is_read_as_its_keywords_rule(
    kind: str, ja: str, en: str, keyword: Keyword | str
) -> None:
    """Both languages read the reminder as the keyword's rule, with no warning; the card means
    the same in both (the reminder adds nothing to the IR) and renders back to itself."""
    irs = []
    for lang, line in (("ja", ja), ("en", en)):
        card = compile_lines(lang, kind, [line])
        assert card.ok and not card.diagnostics, [(d.code, d.message) for d in card.diagnostics]
        assert card.card is not None
        (parsed,) = card.asts[lang]
        assert _rule_keywords(parsed) and set(_rule_keywords(parsed)) == {keyword}
        again = recompile(card.card, lang)
        assert again.ok and again.card is not None and again.card.abilities == card.card.abilities
        irs.append(card.card.abilities)
    assert irs[0] == irs[1]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Vigilance (This creature never taps to attack, says the designer.)"),
        ("ja", "警戒（このクリーチャーはいつも元気に攻撃する。）"),
        ("en", "Flying (Whatever it says here has no rules meaning.)"),
    ],
)
def test_a_reminder_ofuda_cannot_read_is_a_warning(lang: str, line: str) -> None:
    card = compile_lines(lang, "creature", [line])
    assert card.ok, [(d.code, d.message) for d in card.diagnostics]
    (warning,) = card.diagnostics
    assert warning.code == "W244" and warning.severity == "warning"
    assert any("reading stopped at" in hint for hint in warning.hints)
    # the card is its keyword alone: the same IR as without the reminder
    bare = compile_lines(lang, "creature", [line.split("(")[0].split("（")[0].strip()])
    assert bare.card is not None and card.card is not None
    assert card.card.abilities == bare.card.abilities


def test_a_reminder_of_another_keyword_is_a_warning_with_both_readings() -> None:
    card = compile_lines("en", "creature", ["Vigilance (This creature can't attack.)"])
    assert card.ok
    (warning,) = card.diagnostics
    assert warning.code == "W240"
    assert any("defender" in hint for hint in warning.hints)
    assert any("vigilance" in hint for hint in warning.hints)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        # parentheses in the middle of a sentence are not reminder text
        ("en", "Target creature gets +1/+1 (a little) until end of turn."),
        (
            "ja",
            "クリーチャー１体を対象とする。それは（少し）ターン終了時まで＋１/＋１の修整を受ける。",
        ),
        # no parenthesis inside a reminder, and it stays on its line
        ("en", "Flying (This creature (really) flies.)"),
        ("en", "(This creature can't attack.)"),
    ],
)
def test_text_in_parentheses_elsewhere_is_an_error(lang: str, line: str) -> None:
    kind = "instant" if "arget" in line or "対象" in line else "creature"
    card = compile_lines(lang, kind, [line])
    assert not card.ok
    assert {d.code for d in card.diagnostics} & {"E101", "E102"}


# --- every reminder of the five later sets, in any wording, is at worst a warning ----------

_SETS = ("isd", "dka", "m19", "m20", "m21")
_PARENTHESES = re.compile(r"[（(]([^（）()]*)[)）]")


def _corpus_reminders() -> list[tuple[str, str]]:
    """(language, reminder) for every distinct sentence in parentheses of the five sets."""
    found: dict[tuple[str, str], None] = {}
    for set_code in _SETS:
        for path in sorted(Path(ROOT / "cards_src" / set_code).glob("*.card")):
            lang = None
            for line in path.read_text(encoding="utf-8").splitlines():
                if line in ("ja:", "en:"):
                    lang = line[:2]
                    continue
                if not line.startswith("  ") or lang is None:
                    continue
                for match in _PARENTHESES.finditer(line):
                    if re.search(r"[。.]\s*$", match.group(1)):  # a sentence, not a parameter
                        found[(lang, match.group(0))] = None
    return list(found)


CORPUS_REMINDERS = _corpus_reminders()


def test_the_corpus_reminders_are_collected() -> None:
    assert len(CORPUS_REMINDERS) >= 150
    assert {lang for lang, _ in CORPUS_REMINDERS} == {"ja", "en"}


@pytest.mark.parametrize(
    ("lang", "reminder"), CORPUS_REMINDERS, ids=[r[:30] for _, r in CORPUS_REMINDERS]
)
def test_every_corpus_reminder_is_at_worst_a_warning(lang: str, reminder: str) -> None:
    """After a keyword it may not explain, any reminder of the five sets compiles: W240 (it
    reads as another keyword's rule) or W244 (ofuda cannot read it), never an error."""
    keyword = "警戒" if lang == "ja" else "Vigilance"
    card = compile_lines(lang, "creature", [f"{keyword} {unicodedata.normalize('NFC', reminder)}"])
    assert card.ok, [(d.code, d.message) for d in card.diagnostics]
    assert {d.code for d in card.diagnostics} <= {"W240", "W241", "W242", "W244"}


def test_a_real_card_with_a_reminder_compiles_in_both_languages_without_warning() -> None:
    """緑林の歩哨 / Greenwood Sentinel (M19 #187): 警戒（このクリーチャーは攻撃してもタップしない。）"""
    path = ROOT / "cards_src" / "m19" / "187-greenwood-sentinel.card"
    card = compile_source(SourceFile(str(path), path.read_text(encoding="utf-8")))
    assert card.ok and not card.diagnostics
