"""IR, part 3: looking at, revealing and choosing among cards (library, hand, exile).

"Target opponent reveals their hand. You choose a card from it …", "Look at the top four
cards of your library. Put one of them into your hand and the rest on the bottom of your
library in any order." An instruction that looks at or reveals cards makes them the
resolution's current group (608.2c); later instructions select from it
(:class:`CardsThisWay`, :class:`TheRest`, :class:`OneOf`) or act on the cards chosen from it
(:class:`ChosenCards`: "that card"). See :mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ofuda.runtime.definitions import ObjectFilter, ZoneKind

from .durations import Lasting
from .nodes import Action, LookedAtCards, Node, PlayerEffect, TopCardsAction
from .values import Amount, ChosenCount, Selector

# --- effects ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RevealHand(PlayerEffect):
    """A player reveals their hand (701.16); its cards become the current group."""

    runtime_method = "reveal_hand"

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class LookAtTop(TopCardsAction):
    """A player looks at the top cards of a library (only they see them); the current group."""

    runtime_method = "look_at_top"

    action: ClassVar[Action] = Action.LOOK

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class RevealTop(TopCardsAction):
    """The top cards of a player's library are revealed (701.16); the current group."""

    runtime_method = "reveal_top"

    action: ClassVar[Action] = Action.REVEAL

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExileTop(TopCardsAction):
    """The top cards of a player's library are exiled (406.3); the current group, and what it
    exiled ("cards exiled this way", 608.2c: ir/effect_results.py)."""

    runtime_method = "exile_top"

    action: ClassVar[Action] = Action.EXILE
    result_kind: ClassVar[str | None] = "exiled"

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ChooseCards(PlayerEffect):
    """ "You choose a card from it": ``player`` chooses ``count`` of ``among`` that match
    ``filter`` (not targeted); later instructions act on :class:`ChosenCards`."""

    runtime_method = "choose_cards"

    player: Selector
    among: Selector
    filter: ObjectFilter | None
    count: int
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutOnBottomInAnyOrder(Node):
    """Put cards on the bottom of their owner's library in an order ``player`` chooses (401)."""

    runtime_method = "put_on_bottom_in_any_order"

    cards: Selector
    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutOnBottomInRandomOrder(Node):
    """Put cards on the bottom of their owner's library in a random order (401.4 names the
    order the player chooses; "in a random order" leaves it to chance)."""

    runtime_method = "put_on_bottom_in_random_order"

    cards: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard(Node):
    """Put cards looked at or revealed (in a library or a hand) into their owners' graveyards
    ("the rest into your graveyard"; 400.3: a card goes to its owner's graveyard)."""

    runtime_method = "put_into_graveyard"

    cards: Selector
    origin: str = field(default="", compare=False)


# --- selectors ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardsThisWay(LookedAtCards):
    """The cards of the current group that match ``filter`` (None: all) and are still where
    they were: 「これにより公開された…カード」 / "… cards revealed this way", 「その中」 / "it"."""

    runtime_method = "cards_this_way"

    filter: ObjectFilter | None


@dataclass(frozen=True, slots=True)
class RandomCards(Node):
    """``count`` cards in ``zone`` that match ``filter``, chosen at random as the instruction is
    carried out ("return a Zombie card at random from your graveyard to your hand"; all of them
    if there are no more than ``count``)."""

    runtime_method = "random_cards"

    filter: ObjectFilter
    count: int
    zone: ZoneKind = ZoneKind.GRAVEYARD

    def __post_init__(self) -> None:
        # a zone named by its word in the AST ("graveyard") is the runtime's ZoneKind
        object.__setattr__(self, "zone", ZoneKind(self.zone))


@dataclass(frozen=True, slots=True)
class TheRest(LookedAtCards):
    """ "The rest" / 「残り」: the cards of the current group no instruction has moved."""

    runtime_method = "the_rest"


@dataclass(frozen=True, slots=True)
class OneOf(LookedAtCards):
    """ "one of them" / 「そのうちの１枚」: ``count`` cards ``chooser`` chooses among ``among``
    that match ``filter``, as the instruction is carried out."""

    runtime_method = "one_of"

    chooser: Selector
    among: Selector
    filter: ObjectFilter | None
    count: int


@dataclass(frozen=True, slots=True)
class ChosenCards(LookedAtCards):
    """ "that card" after "You choose a card from it": the cards chosen earlier."""

    runtime_method = "chosen_cards"


@dataclass(frozen=True, slots=True)
class DiscardObjects(PlayerEffect):
    """A player discards the given cards ("That player discards that card", 701.8)."""

    runtime_method = "discard_objects"

    player: Selector
    cards: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SearchFor(Node):
    """A player searches their library for up to ``count`` cards that match ``filter``
    (701.19), or for any number of them where ``count`` is None; the cards found are the
    current group ("reveal it, put it into your hand"). ``different_names``: "… with different
    names" — no two of them have a name in common (201.2)."""

    runtime_method = "search_for"

    player: Selector
    filter: ObjectFilter | None
    count: int | ChosenCount | None  # "up to that many land cards": how many were chosen
    different_names: bool = False
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SearchLibraryAndGraveyard(Node):
    """701.19: a player searches their library and/or their graveyard (one or both, as they
    choose) for up to ``count`` cards that match ``filter``; the cards found are the current
    group. Whether the library was searched is kept for :class:`SearchedLibrary`."""

    runtime_method = "search_library_and_graveyard"

    player: Selector
    filter: ObjectFilter | None
    count: int
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SearchedLibrary(Node):
    """A condition: the search before included the player's library ("If you search your
    library this way", 「これによりあなたがあなたのライブラリーからカードを探したなら」)."""

    runtime_method = "searched_library"


@dataclass(frozen=True, slots=True)
class RevealCards(Node):
    """Cards are revealed (701.16): "reveal it"."""

    runtime_method = "reveal_cards"

    cards: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Shuffle(Node):
    """A player shuffles their library (701.20)."""

    runtime_method = "shuffle"

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Scry(PlayerEffect):
    """A player scries N (701.22a): looks at the top N cards of their library and puts any
    number of them on the bottom and the rest on top, each in any order."""

    runtime_method = "scry"

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    amount: int
    origin: str = field(default="", compare=False)

    def reminder_keyword(self) -> str:
        """701.22a: its reminder says its N ("scry 2")."""
        return f"scry {self.amount}"


@dataclass(frozen=True, slots=True)
class Repeat(Node):
    """「そうした場合、この手順を繰り返す」 / "If you do, repeat this process": ``effects`` are
    carried out, then again as long as ``condition`` holds after them (FAQ P92(2): the process
    includes the instruction to repeat). Codegen writes a loop."""

    effects: tuple[Any, ...]
    condition: Any
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExileFromTopUntil(PlayerEffect):
    """A player exiles cards from the top of their library until they exile one that matches
    ``filter`` (FAQ P105(6): or the library runs out); the matching card is "that card"."""

    runtime_method = "exile_from_top_until"

    player: Selector
    filter: ObjectFilter
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class RevealFromTopUntil(PlayerEffect):
    """701.16a: a player reveals cards from the top of their library until they reveal one that
    matches ``filter`` (the whole library if none does); the revealed cards stay in the library
    and are the current group ("the rest"); the matching card is "that card"."""

    runtime_method = "reveal_from_top_until"

    player: Selector
    filter: ObjectFilter
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary(PlayerEffect):
    """701.20a, 400.3: the cards are put into their owners' libraries, then ``player`` shuffles
    their library (also when no card is left to move: Memory's Journey ruling 2011-09-22)."""

    runtime_method = "shuffle_into_library"

    player: Selector
    cards: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExileUntilLeaves(Node):
    """610.3: exile objects until the permanent with the ability leaves the battlefield; right
    after it leaves, they return to the zones they were in (a permanent under its owner's
    control, 610.3c). If the permanent has already left as this resolves, nothing is exiled
    (610.3a)."""

    runtime_method = "exile_until_leaves"

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CastWithoutPaying(Node):
    """A player casts a card now, without paying its mana cost (118.9; FAQ P40)."""

    runtime_method = "cast_without_paying"

    card: Selector
    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PlayWithoutPaying(Node):
    """A player plays a card now, without paying its mana cost (118.9): a land card as a land,
    only on their turn with a land play left (305.2a, 305.2b, 305.3; counted as a land played),
    any other card cast ("You may play that card without paying its mana cost", M19 Djinn of
    Wishes)."""

    runtime_method = "play_without_paying"

    card: Selector
    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AllowCast(Node):
    """A player may cast a card from where it is for a while, without paying its mana cost if
    ``free`` (601.3, 118.9): "Until end of turn, you may cast that card …" (FAQ P105); with
    ``play``, play it ("You may play that card this turn": a land card as a land, 305.1)."""

    runtime_method = "allow_cast"

    card: Selector
    player: Selector
    free: bool
    duration: Lasting
    origin: str = field(default="", compare=False)
    # "you may play …": a land card may be played (305.1, using a land play), not only cast
    play: bool = False


@dataclass(frozen=True, slots=True)
class YouDidNot(Node):
    """A condition: the optional instruction before was not done ("If you don't cast it",
    「そうでない場合」 after "If …, you may …")."""

    runtime_method = "you_did_not"
