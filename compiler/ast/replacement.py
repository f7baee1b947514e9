"""AST nodes of statics about groups and players, and of damage replacement and prevention
(rules 509.1b, 118.3, 614, 615): re-exported by :mod:`ofuda.compiler.ast`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ofuda.runtime.definitions import Controller

from .nouns import AmountValue, Line, Node, ObjectNoun, Reference
from .triggers import TriggerSubject


@dataclass(frozen=True, slots=True)
class CantBlockObjects(Node):
    """「…では、あなたがコントロールするクリーチャーをブロックできない」 / "can't block creatures
    you control" (509.1b): the subject can't block attackers that match ``attackers``."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    attackers: ObjectNoun


@dataclass(frozen=True, slots=True)
class CantPayCosts(Node):
    """「呪文を唱えたり能力を起動したりするために、ライフを支払うことも、クリーチャーを生け贄に
    捧げることもできない」 / "can't pay life or sacrifice creatures to cast spells or activate
    abilities" (118.3, 601.2h, 602.2b): costs the subject players can't pay."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    life: bool
    sacrifice: ObjectNoun | None


@dataclass(frozen=True, slots=True)
class CantCauseSacrifice(Node):
    """ "Spells and abilities your opponents control can't cause you to sacrifice permanents"
    (701.17): a rule on you, about your opponents' instructions."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    permanents: ObjectNoun


@dataclass(frozen=True, slots=True)
class HighestLifeValue(Node):
    """「すべての対戦相手の中で最も高いライフの総量」 / "the highest life total among your
    opponents"."""

    whose: Controller


@dataclass(frozen=True, slots=True)
class HalfValue(AmountValue):
    """「…の、端数を切り上げた半分」 / "half …, rounded up" (107.1a); ``round_up`` None: the half
    states no rounding of its own, a sentence after it does ("Round up each time.", folded in by
    build_ast/halves.py; a half left without one is refused)."""

    value: object
    round_up: bool | None = True


@dataclass(frozen=True, slots=True)
class DefinesPowerToughness(Node):
    """「…のパワーとタフネスは、それぞれ…に等しい」 / "…'s power and toughness are each equal to
    …": a characteristic-defining ability (604.3); 「…のパワーは、…に等しい」 / "…'s power is
    equal to …" defines the power only (``defines_toughness`` false)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    value: object
    defines_toughness: bool = True


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented(Node):
    """「…が与えるダメージは軽減できない」 / "Damage that would be dealt by … can't be
    prevented" (615.12)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True



@dataclass(frozen=True, slots=True)
class DamageReplacementLine(Line):
    """「いずれかの発生源が…にダメージを与える場合、…」 / "If a source would deal damage to …, …"
    (614.1a, 615.1a): damage to ``players`` and to the permanents ``permanents`` control
    (relative to you; None: not them) is multiplied by ``factor`` or, with
    ``prevent_half``, half of it is prevented, rounded up."""

    players: Controller | None
    permanents: Controller | None
    factor: int | None = None
    prevent_half: bool = False


@dataclass(frozen=True, slots=True)
class PreventAndExileLine(Line):
    """「CARDNAMEに戦闘ダメージが与えられる場合、そのダメージを軽減し、…カードを追放する」 /
    "If combat damage would be dealt to CARDNAME, prevent that damage and exile that many
    cards from the top of your library" (615.1a)."""

    subject: Reference
    combat_only: bool



@dataclass(frozen=True, slots=True)
class OtherThanNoun(Node):
    """「それ以外のクリーチャー」 / "creatures other than target creature"."""

    noun: ObjectNoun
    other_than: Reference


@dataclass(frozen=True, slots=True)
class PreventCombatDamage(Node):
    """「…に与えられるすべての戦闘ダメージと…が与えるすべての戦闘ダメージを軽減する」 /
    "Prevent all combat damage that would be dealt to and dealt by …" (615.1a): the
    damage dealt ``to`` and the damage dealt ``by`` (either may be None). An instruction
    ("this turn") or, about an object of a permanent's ability, a statement (a static
    prevention effect: "… dealt to and dealt by enchanted creature")."""

    in_statement: ClassVar[bool] = True

    to: Reference | None
    by: Reference | OtherThanNoun | None



@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage(Node):
    """「このターン、与えられる戦闘ダメージをすべて軽減する」 / "Prevent all combat damage that
    would be dealt this turn" (615.1a), to the permanents ``to`` only if given
    (「あなたがコントロールしている犬が受ける…」 / "… to Dogs you control"); English and
    「このターンに」 say "this turn" in the phrase itself (``this_turn``)."""

    to: ObjectNoun | None
    this_turn: bool = False


@dataclass(frozen=True, slots=True)
class PreventNextDamage(Node):
    """「次にあなたやあなたがコントロールするパーマネントに与えられるダメージをＸ点軽減する」 /
    "Prevent the next X damage that would be dealt to you and/or permanents you control"
    (615.7), with its follow-up (``then_source`` deals that much damage to ``then_to``)
    once lowering has joined the next sentence to it."""

    amount: object
    permanents: ObjectNoun
    then_source: Reference | None = None
    then_to: Reference | None = None


@dataclass(frozen=True, slots=True)
class PreventedThisWaySentence(Node):
    """「これによりダメージが軽減される場合、CARDNAMEはその点数に等しい点数のダメージを、…に与える」
    / "If damage is prevented this way, CARDNAME deals that much damage to …": the end of
    the previous sentence's prevention effect (FAQ P44(7))."""

    source: Reference
    to: Reference


__all__ = [
    "CantBlockObjects",
    "CantCauseSacrifice",
    "CantPayCosts",
    "DamageCantBePrevented",
    "DamageReplacementLine",
    "DefinesPowerToughness",
    "HalfValue",
    "HighestLifeValue",
    "OtherThanNoun",
    "PreventAllCombatDamage",
    "PreventAndExileLine",
    "PreventCombatDamage",
    "PreventNextDamage",
    "PreventedThisWaySentence",
]


@dataclass(frozen=True, slots=True)
class MultipliedDamageLine(Line):
    """「装備しているクリーチャーが戦闘ダメージを与える場合、代わりにそれはその２倍のダメージを
    与える。」 / "If equipped creature would deal combat damage, it deals double that damage
    instead." (614.1a): the damage ``source`` (None: "a source you control") would deal
    (combat damage only, with ``combat``) to ``to`` (a reference, "any": a permanent or
    player, None: not named) is multiplied by ``factor``; ``to_again``: the recipient named
    after the multiple (a reference, "that": that permanent or player, None: not named)."""

    source: TriggerSubject | None
    combat: bool
    to: Reference | str | None
    to_again: Reference | str | None
    factor: int


@dataclass(frozen=True, slots=True)
class LifeGainReplacementLine(Line):
    """「あなたがライフを得るなら、代わりにあなたはその点数に１を加えた点数のライフを得る。」 /
    "If you would gain life, you gain that much life plus 1 instead." (614.1a): you gain
    ``factor`` times that much life plus ``plus`` instead."""

    factor: int
    plus: int


@dataclass(frozen=True, slots=True)
class TokenDoublingLine(Line):
    """「いずれかの効果により１個以上のトークンがあなたのコントロール下で戦場に出る場合、代わりに
    それはその２倍の数のトークンを戦場に出す。」 / "If an effect would create one or more tokens
    under your control, it creates twice that many of those tokens instead." (614.1a): when
    at least ``minimum`` tokens would be created under your control, ``factor`` times that
    many are created instead."""

    minimum: int
    factor: int
