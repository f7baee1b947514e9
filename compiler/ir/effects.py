"""IR, part 2: effects — what an instruction does. See :mod:`ofuda.compiler.ir`, which
re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ofuda.runtime.definitions import (
    CardType,
    Keyword,
    ObjectFilter,
    TokenSpec,
)

from .durations import Lasting
from .nodes import Action, Node, ObjectAction, ObjectEffect, PlayerEffect
from .values import (
    Amount,
    OrderedType,
    Selector,
)

if TYPE_CHECKING:
    from .abilities import Ability

# --- effects ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainLife(PlayerEffect):
    """A player gains life (rule 119.3)."""

    runtime_method = "gain_life"

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SetLifeTotal(PlayerEffect):
    """A player's life total becomes ``amount``: they gain or lose the difference (119.5)."""

    runtime_method = "set_life_total"

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class LoseLife(PlayerEffect):
    """A player loses life (rule 119.3)."""

    runtime_method = "lose_life"

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DrawCards(PlayerEffect):
    """A player draws cards (rule 121.1)."""

    runtime_method = "draw_cards"

    starts_sequence: ClassVar[bool] = True
    continues_sequence: ClassVar[bool] = True
    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DealDamage(ObjectEffect):
    """A source deals damage to a creature, planeswalker or player (rule 120.1)."""

    runtime_method = "deal_damage"

    source: Selector
    recipient: Selector
    amount: Amount
    origin: str = field(default="", compare=False)

    def subject(self) -> Any:
        """What the effect is about: the source that deals the damage."""
        return self.source


@dataclass(frozen=True, slots=True)
class DealDamageTogether(ObjectEffect):
    """One source deals several amounts of damage to several recipients in one instruction,
    all at the same time ("deals 4 damage to target creature and 2 damage to that creature's
    controller", 608.2c): ``amounts[i]`` to ``recipients[i]``, each of a list to every one."""

    runtime_method = "deal_damage_together"

    source: Selector
    recipients: tuple[Selector, ...]
    amounts: tuple[Amount, ...]
    origin: str = field(default="", compare=False)

    def subject(self) -> Any:
        """What the effect is about: the source that deals the damage."""
        return self.source


@dataclass(frozen=True, slots=True)
class ModifyPowerToughness(ObjectEffect):
    """An object gets +N/+M (rule 613.4c)."""

    runtime_method = "modify_power_toughness"

    obj: Selector
    power: Amount
    toughness: Amount
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GrantKeyword(ObjectEffect):
    """An object gains a keyword ability (rule 613.1f)."""

    runtime_method = "grant_keyword"

    obj: Selector
    keyword: Keyword
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GrantKeywordOfChoice(ObjectEffect):
    """An object gains the one of ``keywords`` its controller's choice names as the instruction
    resolves (608.2d: "your choice of deathtouch or lifelink"; 613.1f)."""

    runtime_method = "grant_keyword_of_choice"

    obj: Selector
    keywords: tuple[Keyword, ...]
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class LoseKeyword(ObjectEffect):
    """An object loses every instance of a keyword ability (rule 613.1f, 113.10)."""

    runtime_method = "lose_keyword"

    obj: Selector
    keyword: Keyword
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Destroy(ObjectAction):
    """Destroy permanents (701.7); with ``regenerable`` False ("It can't be regenerated." /
    「それは再生できない。」) no regeneration shield replaces their destruction (701.15)."""

    runtime_method = "destroy"

    result_kind: ClassVar[str | None] = "destroyed"  # 608.2c: ir/effect_results.py

    action: ClassVar[Action] = Action.DESTROY

    obj: Selector
    origin: str = field(default="", compare=False)
    # after ``origin``: the object actions are built as ``Action(obj, origin)``
    regenerable: bool = True


@dataclass(frozen=True, slots=True)
class Exile(ObjectAction):
    """Exile objects (701.13 in the seed numbering: move to exile)."""

    runtime_method = "exile"

    result_kind: ClassVar[str | None] = "exiled"  # 608.2c: ir/effect_results.py

    action: ClassVar[Action] = Action.EXILE
    moves_object: ClassVar[bool] = True
    starts_sequence: ClassVar[bool] = True

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ReturnToHand(Node):
    """Put objects into their owners' hands (400.3)."""

    runtime_method = "return_to_hand"

    continues_sequence: ClassVar[bool] = True
    acts_across_zones: ClassVar[bool] = True  # a spell or a permanent: "target spell or creature"

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield(Node):
    """Put cards onto the battlefield under ``controller``'s control (110.2a; None: "under its
    owner's control", each card's owner); ``tapped``: they enter tapped (110.5b: a permanent
    enters untapped unless an effect says otherwise); ``transformed``: with their back faces up
    (712.14; a card that is not a transforming double-faced card stays where it is, 712.14a)."""

    runtime_method = "put_onto_battlefield"

    continues_sequence: ClassVar[bool] = True

    obj: Selector
    controller: Selector | None
    tapped: bool = False
    transformed: bool = False
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutOnLibrary(Node):
    """Put objects on top of or at the bottom of their owners' libraries (401)."""

    runtime_method = "put_on_library"

    continues_sequence: ClassVar[bool] = True

    obj: Selector
    top: bool
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Tap(ObjectAction):
    """Tap permanents (701.26a)."""

    runtime_method = "tap"

    action: ClassVar[Action] = Action.TAP

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Untap(ObjectAction):
    """Untap permanents (701.26b)."""

    runtime_method = "untap"

    action: ClassVar[Action] = Action.UNTAP

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Transform(ObjectAction):
    """Transform permanents: turn each over so that its other face is up (701.28a); one that
    is not a transforming double-faced card does not transform (701.28c)."""

    runtime_method = "transform"

    action: ClassVar[Action] = Action.TRANSFORM

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SkipNextUntap(ObjectEffect):
    """Permanents don't untap during their controller's next untap step (502.3); ``player``:
    during that player's next untap step instead ("Those creatures don't untap during that
    player's next untap step"), which the effect names whoever controls them then."""

    runtime_method = "skip_next_untap"

    obj: Selector
    player: Selector | None = None
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DoesntUntap(ObjectEffect):
    """An instruction's lasting rule on permanents (502.3): they don't untap during their
    controller's untap step, for ``duration`` ("That creature doesn't untap during its
    controller's untap step for as long as you control Dungeon Geists", 611.2b)."""

    runtime_method = "doesnt_untap"

    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DoublePower(Node):
    """Double the power of creatures (701.9b): each gets +X/+0, X its power as the instruction
    resolves (negative: -X/-0 for the difference from 0, 701.9c — the same +X), for
    ``duration`` (701.9a: a lasting change, 613.4c)."""

    runtime_method = "double_power"

    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DoubleCounters(Node):
    """Double the number of ``kind`` counters on permanents (701.9e): each gets as many of
    them as it has."""

    runtime_method = "double_counters"

    obj: Selector
    kind: str
    origin: str = field(default="", compare=False)






@dataclass(frozen=True, slots=True)
class ExileIfItWouldDie(Node):
    """A replacement effect (614.1a): if the creatures would die, they are exiled instead."""

    runtime_method = "exile_if_it_would_die"

    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AddCounters(Node):
    """Put counters on permanents (122.1)."""

    runtime_method = "add_counters"

    obj: Selector
    kind: str
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CreateTokens(PlayerEffect):
    """A player creates tokens (111.2; 2012 wording "put … onto the battlefield"), ``tapped``
    (110.5b) and ``attacking`` (508.4) if the instruction says so."""

    runtime_method = "create_tokens"

    you_unsaid_ja: ClassVar[bool] = True
    quoted_abilities_suffix: ClassVar[str | None] = "Token"

    player: Selector
    token: TokenSpec
    amount: Amount
    tapped: bool = False
    attacking: bool = False
    origin: str = field(default="", compare=False)
    # 111.4, 113.2c: the abilities the tokens have besides their keywords — written in
    # quotation marks, or a predefined token's (111.10); codegen writes each as an ability
    # class of the card module and passes the classes. "This creature" in them is the token.
    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True, slots=True)
class Sacrifice(PlayerEffect):
    """A player sacrifices permanents: ``count`` they choose among ``filter``, or ``obj`` (701.17)."""

    runtime_method = "sacrifice"

    result_kind: ClassVar[str | None] = "sacrificed"  # 608.2c: ir/effect_results.py

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    obj: Selector | None
    filter: ObjectFilter | None
    count: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ChooseOrder(Node):
    """A player puts card types in an order (101.4c) that later instructions refer to
    (:class:`OrderedType`: "the first type")."""

    runtime_method = "choose_order"

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    card_types: tuple[CardType, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SacrificeGroups(Node):
    """Each player chooses ``counts[i]`` permanents matching ``filters[i]`` for every i, then
    sacrifices them all at once (one event, 701.17)."""

    runtime_method = "sacrifice_groups"

    player: Selector
    filters: tuple[OrderedType, ...]
    counts: tuple[int, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Discard(PlayerEffect):
    """A player discards cards of their choice, or at random (701.8)."""

    runtime_method = "discard"

    result_kind: ClassVar[str | None] = "discarded"  # 608.2c: ir/effect_results.py

    starts_sequence: ClassVar[bool] = True
    continues_sequence: ClassVar[bool] = True
    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    amount: Amount
    at_random: bool
    # the kind of the cards, where the text names one ("discards a creature card"); None: any
    filter: ObjectFilter | None = None
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DiscardHand(PlayerEffect):
    """A player discards their hand (701.8)."""

    runtime_method = "discard_hand"

    starts_sequence: ClassVar[bool] = True
    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Mill(PlayerEffect):
    """A player puts the top cards of their library into their graveyard (701.13 mill)."""

    runtime_method = "mill"

    result_kind: ClassVar[str | None] = "milled"  # 608.2c: ir/effect_results.py

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CounterSpell(ObjectAction):
    """Counter a spell (701.5): it goes to its owner's graveyard."""

    runtime_method = "counter_spell"

    action: ClassVar[Action] = Action.COUNTER
    acts_on_abilities: ClassVar[bool] = True  # 701.5a: a spell or an ability is countered

    obj: Selector
    origin: str = field(default="", compare=False)
    # "If that spell is countered this way, exile it instead of putting it into its owner's
    # graveyard" (614.1a): a countered spell goes to exile (after ``origin``: the object
    # actions are built as ``Action(obj, origin)``)
    exile: bool = False


@dataclass(frozen=True, slots=True)
class Regenerate(ObjectAction):
    """Give permanents a regeneration shield for this turn (701.15)."""

    runtime_method = "regenerate"

    action: ClassVar[Action] = Action.REGENERATE
    keyword_action: ClassVar[str | None] = "regenerate"  # 701.15

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Fight(ObjectEffect):
    """Two creatures fight: each deals damage equal to its power to the other (701.12)."""

    runtime_method = "fight"

    keyword_action: ClassVar[str | None] = "fight"  # 701.12

    first: Selector
    second: Selector
    origin: str = field(default="", compare=False)

    def subject(self) -> Any:
        """What the effect is about: the first fighter."""
        return self.first


@dataclass(frozen=True, slots=True)
class ExchangeControl(PlayerEffect):
    """ "Exchange control of two target creatures." (701.10): each controller gains control of
    the other's permanent, indefinitely (613.1b, layer 2); if the whole exchange can't happen
    (one is gone, or both have one controller) nothing happens. ``player`` is the one the
    instruction is given to (you), not a party of the exchange."""

    runtime_method = "exchange_control"

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GainControl(PlayerEffect):
    """A player gains control of permanents (613.1b, layer 2)."""

    runtime_method = "gain_control"

    player: Selector
    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExtraTurn(PlayerEffect):
    """A player takes an extra turn after this one (500.7)."""

    runtime_method = "extra_turn"

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PreventAllDamage(Node):
    """Prevent all damage that would be dealt to something this turn (615.1a)."""

    runtime_method = "prevent_all_damage"

    to: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AddMana(PlayerEffect):
    """A player adds mana, ``times`` times (106.4)."""

    runtime_method = "add_mana"

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    symbols: str
    times: Amount
    origin: str = field(default="", compare=False)
