"""Issue #3: three AVR phrasings as phrase families that compose, in both languages, on
texts of no AVR card, each checked against the exact IR it must give.

1. "exiles N <noun> and/or <noun>" (Descent into Madness, 701.17 / FAQ P41): the units are
   chosen from the union of two object nouns.
2. "Spells and abilities your opponents control can't cause you to sacrifice <noun>"
   (Sigarda, Host of Herons, 701.17a): the protected permanents are a filter.
3. "<noun> other than <reference>" (Terrifying Presence, 615.1a): the sources of the
   prevented damage are a filter minus the object referred to.
"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    CardType,
    Color,
    Controller,
    Cost,
    Duration,
    ObjectFilter,
    ObjectPool,
    PlayerFilter,
    TapSelf,
    TargetSpec,
)
from ofuda.runtime.statics import CantCauseSacrifice
from support.permanents import abilities, codes

_OPPONENTS = "あなたの対戦相手がコントロールする呪文や能力は、あなたに"
_CANT_CAUSE = "Spells and abilities your opponents control can't cause you to sacrifice"


def _ward(**kw: object) -> ir.StaticAbility:
    return ir.StaticAbility((CantCauseSacrifice(ObjectFilter(**kw)),))  # type: ignore[arg-type]


_TAP = Cost((TapSelf(),))
_GREEN_YOURS = ObjectFilter(card_types=(CardType.CREATURE,), colors=(Color.GREEN,), controller=Controller.YOU)


def _spared(
    target_types: tuple[CardType, ...], sources: ObjectFilter, keep: object,
    target_subtypes: tuple[str, ...] = (),
) -> ir.SpellAbility:
    """An instant preventing the combat damage of ``sources`` other than its one target."""
    target = TargetSpec(objects=ObjectFilter(card_types=target_types, subtypes=target_subtypes))
    return ir.SpellAbility(
        (target,), (ir.PreventCombatDamageExcept(sources, keep, Duration.END_OF_TURN),)  # type: ignore[arg-type]
    )


def _spared_by_self(sources: ObjectFilter) -> ir.ActivatedAbility:
    """"{T}: Prevent all combat damage that would be dealt by <sources> other than CARDNAME"."""
    effect = ir.PreventCombatDamageExcept(sources, ir.ThisObject(), Duration.END_OF_TURN)
    return ir.ActivatedAbility(_TAP, (), (effect,))


# (language, card kind, text, the one ability it must give); test_translation.py renders
# each into the other language and compiles it back.
_EACH = ir.EachPlayer(PlayerFilter())
_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))


def _union(kind: type, player: object, amount: object, *pools: ObjectPool) -> ir.SpellAbility:
    """A sorcery whose one instruction is a choice among the union of ``pools``."""
    return ir.SpellAbility((), (kind(player, amount, pools),))


VALID: list[tuple[str, str, str, ir.Ability]] = [
    # --- 1. "<verb> N <noun> and/or <noun>" (FAQ P41, 701.17) -----------------------------
    ("ja", "sorcery",
     ("各プレイヤーは自分がコントロールするクリーチャーか自分の墓地にあるクリーチャー・カード"
      "（あるいはその組み合わせ）を２個追放する。"),
     _union(ir.ExileUnion, _EACH, 2, ObjectPool(_CREATURES), ObjectPool(_CREATURES, "graveyard"))),
    ("en", "sorcery",
     "Each player exiles two creatures they control and/or creature cards from their graveyard.",
     _union(ir.ExileUnion, _EACH, 2, ObjectPool(_CREATURES), ObjectPool(_CREATURES, "graveyard"))),
    ("ja", "sorcery", "各プレイヤーはアーティファクトかエンチャント（あるいはその組み合わせ）を２個生け贄に捧げる。",
     _union(ir.SacrificeUnion, _EACH, 2, ObjectPool(ObjectFilter(card_types=(CardType.ARTIFACT,))),
            ObjectPool(ObjectFilter(card_types=(CardType.ENCHANTMENT,))))),
    ("en", "sorcery", "Each player sacrifices two artifacts and/or enchantments.",
     _union(ir.SacrificeUnion, _EACH, 2, ObjectPool(ObjectFilter(card_types=(CardType.ARTIFACT,))),
            ObjectPool(ObjectFilter(card_types=(CardType.ENCHANTMENT,))))),
    ("ja", "sorcery",
     "各対戦相手は自分がコントロールする土地か自分の手札のカード（あるいはその組み合わせ）を３個追放する。",
     _union(ir.ExileUnion, ir.EachPlayer(PlayerFilter(Controller.OPPONENT)), 3,
            ObjectPool(ObjectFilter(card_types=(CardType.LAND,))), ObjectPool(ObjectFilter(), "hand"))),
    ("en", "sorcery", "Each opponent exiles three lands they control and/or cards from their hand.",
     _union(ir.ExileUnion, ir.EachPlayer(PlayerFilter(Controller.OPPONENT)), 3,
            ObjectPool(ObjectFilter(card_types=(CardType.LAND,))), ObjectPool(ObjectFilter(), "hand"))),
    # "you": your own permanents and hand ("you control", "your hand")
    ("ja", "sorcery",
     "あなたは自分がコントロールするクリーチャーか自分の手札のカード（あるいはその組み合わせ）を２個追放する。",
     _union(ir.ExileUnion, ir.You(), 2, ObjectPool(_CREATURES), ObjectPool(ObjectFilter(), "hand"))),
    ("en", "sorcery", "You exile two creatures you control and/or cards from your hand.",
     _union(ir.ExileUnion, ir.You(), 2, ObjectPool(_CREATURES), ObjectPool(ObjectFilter(), "hand"))),
    # --- 2. protection from being made to sacrifice some permanents (701.17a) ------------
    ("ja", "enchantment", f"{_OPPONENTS}クリーチャーを生け贄に捧げさせることができない。",
     _ward(card_types=(CardType.CREATURE,))),
    ("en", "enchantment", f"{_CANT_CAUSE} creatures.", _ward(card_types=(CardType.CREATURE,))),
    # "you control" adds nothing: a player sacrifices only their own permanents
    ("ja", "enchantment", f"{_OPPONENTS}あなたがコントロールする土地を生け贄に捧げさせることができない。",
     _ward(card_types=(CardType.LAND,))),
    ("en", "enchantment", f"{_CANT_CAUSE} lands you control.", _ward(card_types=(CardType.LAND,))),
    ("ja", "enchantment", f"{_OPPONENTS}人間を生け贄に捧げさせることができない。",
     _ward(subtypes=("Human",))),
    ("en", "enchantment", f"{_CANT_CAUSE} Humans.", _ward(subtypes=("Human",))),
    ("ja", "creature", f"{_OPPONENTS}トークンでないアーティファクトを生け贄に捧げさせることができない。",
     _ward(card_types=(CardType.ARTIFACT,), token=False)),
    ("en", "creature", f"{_CANT_CAUSE} nontoken artifacts.",
     _ward(card_types=(CardType.ARTIFACT,), token=False)),

    # --- 3. "<noun> other than <reference>" (615.1a) -------------------------------------
    ("ja", "instant",
     "アーティファクト１つを対象とする。このターン、それ以外のアーティファクトが与えるすべての戦闘ダメージを軽減する。",
     _spared((CardType.ARTIFACT,), ObjectFilter(card_types=(CardType.ARTIFACT,)), ir.Targeted(0))),
    ("en", "instant",
     "Prevent all combat damage that would be dealt by artifacts other than target artifact this turn.",
     _spared((CardType.ARTIFACT,), ObjectFilter(card_types=(CardType.ARTIFACT,)), ir.Targeted(0))),
    ("ja", "instant",
     ("クリーチャー１体を対象とする。このターン、それ以外のあなたがコントロールする緑のクリーチャーが"
      "与えるすべての戦闘ダメージを軽減する。"),
     _spared((CardType.CREATURE,), _GREEN_YOURS, ir.Targeted(0))),
    ("en", "instant",
     ("Prevent all combat damage that would be dealt by green creatures you control other than "
      "target creature this turn."),
     _spared((CardType.CREATURE,), _GREEN_YOURS, ir.Targeted(0))),
    # CARDNAME: 「試しの騎士以外の」 is the noun's own modifier in Japanese
    ("ja", "creature", "{T}：このターン、試しの騎士以外のクリーチャーが与えるすべての戦闘ダメージを軽減する。",
     _spared_by_self(ObjectFilter(card_types=(CardType.CREATURE,)))),
    ("en", "creature",
     "{T}: Prevent all combat damage that would be dealt by creatures other than Test Knight this turn.",
     _spared_by_self(ObjectFilter(card_types=(CardType.CREATURE,)))),
    ("ja", "instant",
     "人間１体を対象とする。このターン、それ以外のトークンでない人間が与えるすべての戦闘ダメージを軽減する。",
     _spared((), ObjectFilter(subtypes=("Human",), token=False), ir.Targeted(0), ("Human",))),
    ("en", "instant",
     "Prevent all combat damage that would be dealt by nontoken Humans other than target Human this turn.",
     _spared((), ObjectFilter(subtypes=("Human",), token=False), ir.Targeted(0), ("Human",))),
]

# (language, card kind, text, diagnostic code)
INVALID: list[tuple[str, str, str, str]] = [
    # 701.17a: a card in a graveyard is no permanent of yours to sacrifice
    ("ja", "enchantment",
     f"{_OPPONENTS}あなたの墓地にあるクリーチャー・カードを生け贄に捧げさせることができない。", "E202"),
    ("en", "enchantment", f"{_CANT_CAUSE} creature cards from your graveyard.", "E202"),
    ("en", "enchantment", f"{_CANT_CAUSE} creatures target player controls.", "E202"),
    # each object of the union is the choosing player's own (701.17a for a sacrifice)
    ("en", "sorcery", "Each player exiles two creatures you control and/or cards from their hand.", "E202"),
    ("en", "sorcery", "Each player exiles two creatures and/or cards from their hand.", "E202"),
    ("en", "sorcery",
     "Each player sacrifices two creatures and/or creature cards from their graveyard.", "E202"),
    ("ja", "sorcery",
     ("各プレイヤーはクリーチャーか自分の墓地にあるクリーチャー・カード（あるいはその組み合わせ）を"
      "２個生け贄に捧げる。"), "E202"),
    ("ja", "sorcery", "各プレイヤーはクリーチャーか自分の手札のカード（あるいはその組み合わせ）を２個追放する。", "E202"),
    ("en", "sorcery", "Target creature exiles two creatures they control and/or cards from their hand.", "E202"),
    # "other than" leaves out one object, not a player or a group
    ("en", "instant",
     "Prevent all combat damage that would be dealt by creatures other than target player this turn.", "E202"),
    ("ja", "instant",
     "プレイヤー１人を対象とする。このターン、それ以外のクリーチャーが与えるすべての戦闘ダメージを軽減する。", "E202"),
    ("en", "instant",
     "Prevent all combat damage that would be dealt by creatures other than each Human this turn.", "E202"),
    ("en", "instant",
     ("Prevent all combat damage that would be dealt by creature cards from your graveyard other "
      "than target creature this turn."), "E290"),
]


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID, ids=[v[2][-40:] for v in VALID])
def test_phrase_family_text_gives_its_ir(lang: str, kind: str, text: str, expected: ir.Ability) -> None:
    assert abilities(lang, kind, text) == (expected,)


@pytest.mark.parametrize(("lang", "kind", "text", "code"), INVALID, ids=[v[2][-40:] for v in INVALID])
def test_invalid_phrase_family_text_is_rejected_with_its_code(
    lang: str, kind: str, text: str, code: str
) -> None:
    assert codes(lang, kind, text) == [code]
