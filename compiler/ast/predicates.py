"""AST nodes, part 2: predicates — what a clause says its subject does or is.

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias, ClassVar

from ofuda.runtime.definitions import (
    CardType,
    Color,
    Keyword,
    TokenSpec,
)

from .nouns import (
    Amount,
    Node,
    ObjectNoun,
    ObjectPredicate,
    OrderedChosen,
    PlayerPredicate,
    Reference,
    Verb,
)

if TYPE_CHECKING:  # pragma: no cover - annotations only: these modules import this one
    from .abilities import AbilityLine, KeywordItem
    from .attach import AttachAnyNumber, AttachObject, PutAttachedAnyNumber
    from .choices import CantAttack, DividedCounters, DividedDamage, PreventDamageBy
    from .chosen import Become, BecomeCopy, DoesntUntap, EntersAsCopy
    from .entering import EntersAsChosenCopy, EntersTapped, EntersWithCounters
    from .events import PayMana
    from .game_rules import (
        AssignsDamageByToughness,
        AttacksDespiteDefender,
        CantAttackAlone,
        FlipCoin,
        LoseGame,
        WinGame,
    )
    from .keyword_actions import KeywordActionPredicate
    from .library import LibraryPredicate
    from .replacement import (
        CantBlockObjects,
        CantCauseSacrifice,
        CantPayCosts,
        DamageCantBePrevented,
        DefinesPowerToughness,
        PreventAllCombatDamage,
        PreventCombatDamage,
        PreventNextDamage,
    )
    from .stack import ChooseFromUnion, GetEmblem, SacrificeAtRandom


# --- predicates -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainLife(PlayerPredicate):
    """ "gain N life"."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class LifeTotalBecomes(PlayerPredicate):
    """「…のライフ総量は、…に等しくなる」 / "… life total becomes …" (119.5)."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class LoseLife(PlayerPredicate):
    """ "lose N life"."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class DrawCards(PlayerPredicate):
    """ "draw N cards"."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class DealDamage(ObjectPredicate):
    """ "deal N damage to <recipient>"."""

    amount: Amount
    recipient: Reference


@dataclass(frozen=True, slots=True)
class DealDamageTogether(ObjectPredicate):
    """ "deal 1 damage to target creature and 1 damage to you" / 「それに４点のダメージと、…に２点の
    ダメージを与える」: one instruction, each part an amount and its recipient (608.2c)."""

    parts: tuple[DealDamage, ...]


@dataclass(frozen=True, slots=True)
class ModifyPowerToughness(ObjectPredicate):
    """ "gets +N/+M"; an amount is "X" or "-X" where the text says so."""

    continuous: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    power: int | str
    toughness: int | str


@dataclass(frozen=True, slots=True)
class GainKeyword(ObjectPredicate):
    """ "gains <keyword>"."""

    continuous: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    keyword: Keyword


@dataclass(frozen=True, slots=True)
class GainKeywordChoice(ObjectPredicate):
    """ "gains your choice of A, B, or C" / 「AかBかCのうちあなたが選んだ１つを得る」: the controller
    of the resolving ability chooses one of ``keywords`` (608.2d)."""

    continuous: ClassVar[bool] = True

    keywords: tuple[Keyword, ...]


@dataclass(frozen=True, slots=True)
class HasKeywords(Node):
    """持つ / "has <keyword>": a static grant (613.1f), unlike 得る / "gains"."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    keywords: tuple[KeywordItem, ...]


@dataclass(frozen=True, slots=True)
class CantBeBlocked(ObjectPredicate):
    """ブロックされない / "is unblockable", "can't be blocked" (509.1b)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True
    restriction: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CantBlock(ObjectPredicate):
    """ブロックできない / "can't block" (509.1b); a one-shot restriction "this turn"."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True
    restriction: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class MustBeBlocked(Node):
    """「このターンにそれをブロックできるすべてのクリーチャーは、それをブロックする」 / "all
    creatures able to block it this turn do so" (509.1c); ``this_turn`` when the words say
    「このターンに」 / "this turn" themselves. Without them it is a permanent's statement
    ("All creatures able to block Prized Unicorn do so."), or an instruction whose clause
    says 「このターン、」."""

    in_statement: ClassVar[bool] = True

    obj: Reference
    this_turn: bool = True


@dataclass(frozen=True, slots=True)
class MustAttack(ObjectPredicate):
    """「可能なら攻撃する」 / "attacks this turn if able" (508.1d); English says "this turn" in
    its own words (``this_turn``), the Japanese in the clause's 「このターン、」."""

    restriction: ClassVar[bool] = True

    this_turn: bool = False


@dataclass(frozen=True, slots=True)
class ExileInstead(Node):
    """「これによりダメージを与えられたクリーチャーが死亡する場合、代わりにそれを追放する」 / "If a
    creature dealt damage this way would die this turn, exile it instead" (614.1a); English
    says "this turn" in its own words (``this_turn``); ``obj``: the object named instead
    (「そのクリーチャーが死亡するなら」 / "If that creature would die"), None for the creatures dealt
    damage this way."""

    this_turn: bool = False
    obj: Reference | None = None


@dataclass(frozen=True, slots=True)
class CanBlockOnly(Node):
    """ "can block only <noun>" (509.1b)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class AttacksEachCombat(Node):
    """ "attacks each combat if able" (508.1d)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CanBlockAdditional(Node):
    """ "can block an additional creature (each combat)" (509.1b)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    count: int = 1


@dataclass(frozen=True, slots=True)
class LosesKeyword(Node):
    """ "loses <keyword>" (613.1f): a permanent's statement, or an instruction's lasting change
    ("Until end of turn, Gargoyle Sentinel loses defender and gains flying")."""

    continuous: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    keyword: Keyword


@dataclass(frozen=True, slots=True)
class IsIndestructible(Node):
    """2012's 「破壊されない」 / "is indestructible": the keyword indestructible (702.12)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CantBlockKinds(Node):
    """「…では人間をブロックできない」 / "can't block Humans" (509.1b): a permanent's
    restriction on the attackers of these subtypes it could block."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    subtypes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CantBeBlockedByLesserPower(Node):
    """ "Creatures with power less than CARDNAME's power can't block it." (509.1b)"""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class ControlsExactlyCondition(Node):
    """「あなたがコントロールしているクリーチャーがちょうど１体だけである場合」 / "as long as
    you control exactly one creature" (611.3b); 「そのクリーチャー」 / "that creature" is it."""

    cost_change_condition: ClassVar[bool] = True

    controller: Reference
    card_type: CardType | None  # None: "permanent" (110.1)
    count: int


@dataclass(frozen=True, slots=True)
class ControlsObject(Node):
    """「あなたは…をコントロールする」 / "You control enchanted creature." (613.1b)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    object: Reference


@dataclass(frozen=True, slots=True)
class IsAlsoTypes(Node):
    """「他の色やタイプに加えて黒のゾンビでもある」 / "is a black Zombie in addition to its
    other colors and types" (205.1b, 105.3): colours and subtypes added to the object's own."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    colors: tuple[Color, ...]
    subtypes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HasAbilities(Node):
    """「「…」を持つ」 / 'has "…"': abilities granted in quotation marks (113.2c)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    abilities: tuple[AbilityLine, ...]


@dataclass(frozen=True, slots=True)
class GainAbilities(ObjectPredicate):
    """「「…」を得る」 / 'gains "…"': an instruction's lasting grant of abilities written in
    quotation marks (113.2c, 611.2a, 613.1f), unlike the static 「を持つ」 / "has"."""

    continuous: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    abilities: tuple[AbilityLine, ...]


StatementPredicate = (
    HasAbilities
    | HasKeywords
    | CantBeBlocked
    | CantBlock
    | CanBlockOnly
    | AttacksEachCombat
    | CanBlockAdditional
    | LosesKeyword
    | IsIndestructible
    | IsAlsoTypes
    | ControlsObject
    | CantBlockKinds
    | CantBeBlockedByLesserPower
)


@dataclass(frozen=True, slots=True)
class ObjectAction(Node):
    """A verb acting on objects: destroy, exile, tap, untap, counter, regenerate, sacrifice, …

    ``verb`` names the family (the IR effect it lowers to).
    """

    verb: Verb
    obj: Reference


@dataclass(frozen=True, slots=True)
class ReturnToHand(Node):
    """「オーナーの手札に戻す」 / "return … to its owner's hand"."""

    obj: Reference


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield(Node):
    """「戦場に戻す／出す」 / "return … to the battlefield [under your control]"; ``tapped``:
    「タップ状態で」 / "tapped" (it enters tapped, 110.5b); ``owners``: 「オーナーのコントロール下で」
    / "under its owner's control" (110.2a); ``transformed``: 「変身させた状態で」 / "transformed"
    (it enters with its back face up, 712.14)."""

    obj: Reference
    tapped: bool = False
    owners: bool = False
    transformed: bool = False


@dataclass(frozen=True, slots=True)
class PutOnLibrary(Node):
    """「ライブラリーの一番上／下に置く」 / "put … on top of / on the bottom of … library"."""

    obj: Reference
    top: bool


@dataclass(frozen=True, slots=True)
class SkipNextUntap(ObjectPredicate):
    """"It doesn't untap during its controller's next untap step"; ``whose``: the player whose
    next untap step it is where the text names one ("during that player's next untap step",
    「そのプレイヤーの次のアンタップ・ステップに」), None for the permanent's own controller's."""

    whose: Reference | None = None


@dataclass(frozen=True, slots=True)
class DoublePower(Node):
    """The keyword action double (701.9b): 「それのパワーを２倍にする」 / "double the power of
    target creature" — it gets +X/+0, X its power as the instruction resolves; a lasting
    change (701.9a), "until end of turn" where the text says so."""

    continuous: ClassVar[bool] = True

    obj: Reference
    times: int = 2  # 「Ｎ倍にする」: the factor the Japanese writes, 2 to double


@dataclass(frozen=True, slots=True)
class DoubleCounters(Node):
    """701.9e: 「…の上に置かれている＋１/＋１カウンターの数を２倍にする」 / "double the number of
    +1/+1 counters on …" — it gets as many of them as it has."""

    obj: Reference
    kind: str
    times: int = 2  # 「Ｎ倍にする」: the factor the Japanese writes, 2 to double


@dataclass(frozen=True, slots=True)
class AddCounters(Node):
    """「…の上に＋１/＋１カウンターを２個置く」 / "put two +1/+1 counters on …"."""

    obj: Reference
    kind: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class CreateTokens(PlayerPredicate):
    """「…トークンを１体戦場に出す」 / "put … token onto the battlefield" / "create …";
    ``tapped`` / ``attacking``: the state the tokens enter in (110.5b, 508.4)."""

    token: TokenSpec
    amount: Amount
    tapped: bool = False
    attacking: bool = False
    # 113.2c: abilities the token has, written in quotation marks ('… token with "…"')
    abilities: tuple[AbilityLine, ...] = ()
    # 111.10: a predefined token named by its type alone ("a Treasure token"), whose ability
    # the rules give
    predefined: str = ""


@dataclass(frozen=True, slots=True)
class CreateTokenCopies(PlayerPredicate):
    """「それのコピーであるトークンを１体生成する」 / "create a token that's a copy of …" (707.2;
    2011 「…戦場に出す」 / "put a token onto the battlefield that's a copy of …")."""

    model: Reference
    amount: Amount


@dataclass(frozen=True, slots=True)
class Discard(PlayerPredicate):
    """"discard N cards [at random]"; ``kind`` is the noun of the cards where the text names
    it (2018 「カード１枚を捨てる」), None for "card"."""

    amount: Amount
    at_random: bool = False
    kind: ObjectNoun | None = None


@dataclass(frozen=True, slots=True)
class DiscardHand(PlayerPredicate):
    """「自分の手札をすべて捨てる」 / "discard your hand"."""


@dataclass(frozen=True, slots=True)
class Mill(PlayerPredicate):
    """"puts the top N cards of his or her library into his or her graveyard" / "mills N cards".

    ``whose`` is the library's owner where the text names it (「そのプレイヤーのライブラリー」).
    """

    amount: Amount
    whose: Reference | None = None


@dataclass(frozen=True, slots=True)
class Fight(ObjectPredicate):
    """「その前者はその後者と格闘を行う」 / "fights another target creature"."""

    opponent: Reference


@dataclass(frozen=True, slots=True)
class GainControl(PlayerPredicate):
    """「それのコントロールを得る」 / "gain control of …"."""

    continuous: ClassVar[bool] = True

    obj: Reference


@dataclass(frozen=True, slots=True)
class ExchangeControl(PlayerPredicate):
    """「それらのコントロールを交換する」 / "exchange control of two target creatures" (701.10)."""

    obj: Reference


@dataclass(frozen=True, slots=True)
class ExtraTurn(PlayerPredicate):
    """「このターンの後に追加の１ターンを行う」 / "take an extra turn after this one"."""


@dataclass(frozen=True, slots=True)
class PreventAllDamage(Node):
    """"Prevent all damage that would be dealt to … this turn"."""

    to: Reference


@dataclass(frozen=True, slots=True)
class AddMana(PlayerPredicate):
    """"Add {R} [to your mana pool]"."""

    adds_mana: ClassVar[bool] = True

    symbols: str


@dataclass(frozen=True, slots=True)
class AddOneOfMana(PlayerPredicate):
    """「{W}か{B}を加える」 / "Add {W} or {B}" (106.1): one mana of one of these symbols."""

    adds_mana: ClassVar[bool] = True

    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AddAnyColorMana(PlayerPredicate):
    """「好きな色１色のマナＮ点を加える」 / "Add N mana of any (one) color" (106.1); ``amount``
    a number or "X" (「Ｘは…に等しい。」 / ", where X is …")."""

    adds_mana: ClassVar[bool] = True

    amount: int | str


@dataclass(frozen=True, slots=True)
class AddCombinationMana(PlayerPredicate):
    """「望む色の組み合わせのマナＮ点を加える」 / "Add N mana in any combination of colors"
    (106.1): each mana of a colour of its own choosing."""

    adds_mana: ClassVar[bool] = True

    amount: int


@dataclass(frozen=True, slots=True)
class ChooseOrder(PlayerPredicate):
    """「アーティファクト、クリーチャー、土地の順番を決める」 / "Choose an order for artifacts, …"."""

    card_types: tuple[CardType, ...]


@dataclass(frozen=True, slots=True)
class SacrificeGroups(PlayerPredicate):
    """「第一の…を１つ、第二の…を２つ…生け贄に捧げる」: one sacrifice of every group at once."""

    groups: tuple[OrderedChosen, ...]


@dataclass(frozen=True, slots=True)
class AlsoKeyword(ObjectPredicate):
    """English "gains vigilance and haste": the keyword after "and"."""

    continuous: ClassVar[bool] = True

    keyword: Keyword


# What a clause's predicate can be: the predicates here and those of the other areas
# (named for type checkers only, the modules that define them import this one).
Predicate: TypeAlias = (
    "MustBeBlocked | ExileInstead | MustAttack | GainLife | LoseLife | DrawCards | DealDamage"
    " | DealDamageTogether"
    " | ModifyPowerToughness | GainKeyword | GainKeywordChoice | GainAbilities | StatementPredicate | ObjectAction | ReturnToHand"
    " | PutOntoBattlefield | PutOnLibrary | SkipNextUntap | AddCounters | CreateTokens | CreateTokenCopies"
    " | DoublePower | DoubleCounters"
    " | Discard | DiscardHand | Mill | Fight | GainControl | ExtraTurn | PreventAllDamage"
    " | AddMana | AddAnyColorMana | AddCombinationMana | AddOneOfMana | AlsoKeyword | ChooseOrder | SacrificeGroups"
    " | LibraryPredicate | KeywordActionPredicate | DividedDamage | DividedCounters | PreventDamageBy | CantAttack"
    " | ChooseFromUnion | SacrificeAtRandom | GetEmblem | PreventNextDamage"
    " | PreventCombatDamage | PreventAllCombatDamage | PayMana | Become | BecomeCopy | DoesntUntap | EntersAsCopy"
    " | EntersTapped | EntersWithCounters | EntersAsChosenCopy | CantBlockObjects"
    " | CantPayCosts | CantCauseSacrifice | DefinesPowerToughness | DamageCantBePrevented"
    " | AttachAnyNumber | AttachObject | PutAttachedAnyNumber | LifeTotalBecomes"
    " | WinGame | LoseGame | FlipCoin | CantAttackAlone | AttacksDespiteDefender"
    " | AssignsDamageByToughness"
)
