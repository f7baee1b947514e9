"""AST nodes of planeswalkers, cost changes and spells on the stack.

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .nouns import EachUnit, Line, Node, ObjectNoun, PlayerNoun, Reference, StatedDuration, Verb


@dataclass(frozen=True, slots=True)
class CostChangeLine(Line):
    """「インスタント呪文とソーサリー呪文は、それを唱えるためのコストが{2}少なくなる。」 /
    "Angel spells and Human spells you cast cost {1} less to cast for each +1/+1 counter
    on Herald of War." (601.2f).

    ``spells`` are alternatives (a spell matching any of them is affected once);
    ``by_you``: "you cast"; ``symbol`` is the mana symbol written ("{2}");
    ``more``: "more" / 多くなる rather than "less" / 少なくなる; ``each``: "for each …";
    ``by_opponents``: "your opponents cast" / 「対戦相手が」; ``targets_self``: "that target
    CARDNAME" / 「CARDNAMEを対象として」.
    """

    spells: tuple[ObjectNoun, ...]
    by_you: bool
    symbol: str
    more: bool
    each: EachUnit | None = None
    by_opponents: bool = False
    targets_self: bool = False


@dataclass(frozen=True, slots=True)
class OwnCostChangeLine(Line):
    """「この呪文を唱えるためのコストは{1}少なくなる。」 / "This spell costs {1} less to cast."
    (2011: the card's name; 601.2f, 113.6c): a card's static ability changing its own cost.

    ``symbols``: the mana written ("{2}{U}{U}"); ``more``: 多くなる / "more";
    ``each``: 「…１体につき」 / "for each …"; ``condition``: 「…なら、」 / "if …" or
    「…かぎり、」 / "As long as …,".
    """

    symbols: str
    more: bool
    each: EachUnit | None = None
    condition: Any = None
    # "{X} less to cast, where X is …" / 「Ｘは…に等しい。」: X's definition
    x_definition: Any = None


@dataclass(frozen=True, slots=True)
class FlashPermission(Node):
    """「このターン、あなたは土地でないカードを、瞬速を持っているかのように唱えてもよい。」 /
    "You may cast nonland cards this turn as though they had flash." (601.3e).

    ``player`` may cast ``noun`` (what is cast: "spells", "nonland cards") for ``duration``;
    without one, a permanent's static ability: "You may cast spells as though they had flash."
    """

    player: Reference
    noun: ObjectNoun
    duration: StatedDuration | None  # None: a permanent's static ability (no 「このターン」)


@dataclass(frozen=True, slots=True)
class NewTargetsForCopy(Node):
    """「あなたはそのコピーの新しい対象を選んでもよい。」 / "You may choose new targets for the
    copy." (707.10c): said of the copy made by the instruction before it; ``player`` is
    who may choose (the copy's controller)."""

    player: Reference | None


@dataclass(frozen=True, slots=True)
class LoyaltyLine(Line):
    """「＋１：…」 / "+1: …", Oracle "[−2]: …" (606): a loyalty ability, its signed cost."""

    loyalty: int
    sentences: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class ChooseFromUnion(Node):
    """「<名詞>か<名詞>（あるいはその組み合わせ）をＸ個追放する」 / "exiles X <noun> and/or
    <noun>" (also 生け贄に捧げる / "sacrifices"): ``amount`` objects, each described by one
    of ``nouns``; ``action`` is "exile" or "sacrifice"."""

    action: Verb
    amount: Any
    nouns: tuple[ObjectNoun, ...]


@dataclass(frozen=True, slots=True)
class GetEmblem(Node):
    """「「…」および「…」を持つ紋章を得る」 / 'get an emblem with "…" and "…"' (114): the
    emblem's abilities, written in quotation marks."""

    abilities: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class NoMaximumHandSizeLine(Line):
    """「あなたの手札の上限はなくなる。」 / "You have no maximum hand size." (402.2)."""


@dataclass(frozen=True, slots=True)
class OpeningHandLine(Line):
    """「CARDNAMEがあなたのゲーム開始時の手札にあるなら、あなたはこれが戦場に出ている状態でゲームを
    開始してもよい。」 / "If CARDNAME is in your opening hand, you may begin the game with it on
    the battlefield." (103.6a)."""


@dataclass(frozen=True, slots=True)
class CantBeCounteredLine(Line):
    """「この呪文は打ち消されない。」 / "This spell can't be countered." (2012: the card's
    name): a static ability that functions on the stack (113.6)."""


@dataclass(frozen=True, slots=True)
class CastLimitLine(Line):
    """「各プレイヤーは、毎ターン１つしか呪文を唱えられない。」 / "Each player can't cast more than
    one spell each turn." (601.3): ``players`` ("each player", "each opponent", "enchanted
    player") may cast at most ``most`` spells of ``spells`` each turn."""

    players: PlayerNoun | Reference
    most: int
    spells: ObjectNoun


@dataclass(frozen=True, slots=True)
class SacrificeAtRandom(Node):
    """「自分がコントロールするパーマネント１つを無作為に選び、それを生け贄に捧げる」 / "chooses a
    permanent they control at random and sacrifices it" (701.17)."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class RevealedThisWay(Node):
    """「これによりインスタント・カードかソーサリー・カードが公開された場合」 / "If an instant or
    sorcery card is revealed this way" (608.2c)."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class SacrificedThisWay(Node):
    """「これにより土地でないパーマネントが生け贄に捧げられた場合」 / "If a nonland permanent is
    sacrificed this way" (608.2c)."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class AlternativeCostLine(Line):
    """「あなたは、この呪文のマナ・コストを支払うのではなく、{W}を支払い…をタップしてもよい。」 /
    "You may pay {W} and tap … rather than pay this spell's mana cost." (118.9): an alternative
    cost the card's caster may choose (601.2b).

    ``items``: the cost (the mana, then any other item); ``spells``: None for "this spell's mana
    cost" (the card's own), else the spells "you cast" it is offered for (a permanent's ability,
    「あなたが唱えるゾンビ・クリーチャー呪文のマナ・コスト」 / "the mana cost for Zombie creature
    spells you cast"); ``player``: the subject 「あなたは、」 (the English "You" is in the terminal).
    """

    items: tuple[Any, ...]
    spells: tuple[ObjectNoun, ...] | None = None
    player: Any = None
