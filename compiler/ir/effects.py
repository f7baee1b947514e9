"""IR, part 2: effects — what an instruction does. See :mod:`ofuda.compiler.ir`, which
re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import (
    CardType,
    Duration,
    Keyword,
    ObjectFilter,
    TokenSpec,
)

from .values import (
    Amount,
    Selector,
)


# --- effects ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainLife:
    """A player gains life (rule 119.3)."""

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class LoseLife:
    """A player loses life (rule 119.3)."""

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DrawCards:
    """A player draws cards (rule 121.1)."""

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DealDamage:
    """A source deals damage to a creature, planeswalker or player (rule 120.1)."""

    source: Selector
    recipient: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ModifyPowerToughness:
    """An object gets +N/+M (rule 613.4c)."""

    obj: Selector
    power: Amount
    toughness: Amount
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GrantKeyword:
    """An object gains a keyword ability (rule 613.1f)."""

    obj: Selector
    keyword: Keyword
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy permanents (701.7)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Exile:
    """Exile objects (701.13 in the seed numbering: move to exile)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Put objects into their owners' hands (400.3)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield:
    """Put cards onto the battlefield under ``controller``'s control (110.2a)."""

    obj: Selector
    controller: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutOnLibrary:
    """Put objects on top of or at the bottom of their owners' libraries (401)."""

    obj: Selector
    top: bool
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Tap:
    """Tap permanents (701.26a)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Untap:
    """Untap permanents (701.26b)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """Permanents don't untap during their controller's next untap step (502.3)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantBlock:
    """Creatures can't block for a while (509.1b): "target creature can't block this turn"."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantBeBlocked:
    """Creatures can't be blocked for a while (509.1b): "… can't be blocked this turn"."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MustBeBlocked:
    """All creatures able to block it do so, for a while (509.1c)."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MustAttack:
    """Creatures attack if able, for a while (508.1d): "… attacks this turn if able"."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExileIfItWouldDie:
    """A replacement effect (614.1a): if the creatures would die, they are exiled instead."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AddCounters:
    """Put counters on permanents (122.1)."""

    obj: Selector
    kind: str
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CreateTokens:
    """A player creates tokens (111.2; 2012 wording "put … onto the battlefield")."""

    player: Selector
    token: TokenSpec
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """A player sacrifices permanents: ``count`` they choose among ``filter``, or ``obj`` (701.17)."""

    player: Selector
    obj: Selector | None
    filter: ObjectFilter | None
    count: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ChooseOrder:
    """A player puts card types in an order (101.4c) that later instructions refer to
    (:class:`OrderedType`: "the first type")."""

    player: Selector
    card_types: tuple[CardType, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SacrificeGroups:
    """Each player chooses ``counts[i]`` permanents matching ``filters[i]`` for every i, then
    sacrifices them all at once (one event, 701.17)."""

    player: Selector
    filters: tuple[object, ...]
    counts: tuple[int, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Discard:
    """A player discards cards of their choice, or at random (701.8)."""

    player: Selector
    amount: Amount
    at_random: bool
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """A player discards their hand (701.8)."""

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Mill:
    """A player puts the top cards of their library into their graveyard (701.13 mill)."""

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CounterSpell:
    """Counter a spell (701.5): it goes to its owner's graveyard."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Regenerate:
    """Give permanents a regeneration shield for this turn (701.15)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Fight:
    """Two creatures fight: each deals damage equal to its power to the other (701.12)."""

    first: Selector
    second: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GainControl:
    """A player gains control of permanents (613.1b, layer 2)."""

    player: Selector
    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """A player takes an extra turn after this one (500.7)."""

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PreventAllDamage:
    """Prevent all damage that would be dealt to something this turn (615.1a)."""

    to: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AddMana:
    """A player adds mana, ``times`` times (106.4)."""

    player: Selector
    symbols: str
    times: Amount
    origin: str = field(default="", compare=False)
