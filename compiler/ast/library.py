"""The AST, library part: looking at, revealing, choosing among and moving cards.

「そのプレイヤーは自分の手札を公開する」 / "Target opponent reveals his or her hand",
「あなたのライブラリーの一番上から４枚のカードを見る」 / "look at the top four cards of your
library", 「その中から…カードを１枚選び」 / "You choose a card from it …", and the references
to what was looked at: 「そのうちの１枚」 / "one of them", 「残り」 / "the rest",
「これにより公開されたすべての…」 / "all … revealed this way". Re-exported by
:mod:`ofuda.compiler.ast`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .nouns import Amount, Node, ObjectNoun, Verb
from .sentences import EffectSentence

# --- predicates ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LibraryPredicate(Node):
    """A predicate of the library language (looking at, revealing, choosing among, moving
    cards): the lowering's library part lowers it."""


@dataclass(frozen=True, slots=True)
class RevealHand(LibraryPredicate):
    """「自分の手札を公開する」 / "reveals his or her hand" (the subject's own hand)."""


@dataclass(frozen=True, slots=True)
class TopCards(LibraryPredicate):
    """「…ライブラリーの一番上から２枚のカードを公開する」 / "reveal the top two cards of your
    library": ``verb`` is "look", "reveal" or "exile"; ``whose`` the library's owner."""

    verb: Verb
    amount: Any
    whose: Any


@dataclass(frozen=True, slots=True)
class ChooseCards(LibraryPredicate):
    """「その中から…カードを１枚選ぶ」 / "You choose a card from it …" (not targeted)."""

    noun: ObjectNoun
    count: int


@dataclass(frozen=True, slots=True)
class DiscardCard(LibraryPredicate):
    """「そのカードを捨てる」 / "discards that card" (701.8: a card named before)."""

    obj: Any


@dataclass(frozen=True, slots=True)
class PutOnBottomAnyOrder(LibraryPredicate):
    """「…をあなたのライブラリーの一番下に望む順番で置く」 / "… on the bottom of your library in
    any order" (401); ``top`` if the text says the top instead; ``random``: 「無作為の順番で」 /
    "in a random order"."""

    obj: Any
    top: bool = False
    random: bool = False


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard(LibraryPredicate):
    """「残りをあなたの墓地に置く」 / "put the rest into your graveyard": cards looked at or
    revealed go to a graveyard (``whose``: the graveyard the text names)."""

    obj: Any
    whose: Any


@dataclass(frozen=True, slots=True)
class SearchLibrary(LibraryPredicate):
    """「自分のライブラリーから基本土地カードを１枚探す」 / "search your library for a basic land
    card" (701.19: the cards found are the group later instructions refer to); ``count`` None:
    "for any number of …" / 「望む数の…を探す」."""

    whose: Any
    noun: ObjectNoun
    count: Amount | None  # "up to that many": a value


@dataclass(frozen=True, slots=True)
class SearchLibraryGraveyard(LibraryPredicate):
    """「あなたのライブラリーやあなたの墓地から…カード１枚を探す」 / "search your library and/or
    graveyard for a card named …" (701.19: one or both zones, as the player chooses)."""

    whose: Any
    noun: ObjectNoun
    count: int


@dataclass(frozen=True, slots=True)
class SearchedLibrary(Node):
    """「これによりあなたがあなたのライブラリーからカードを探したなら」 / "If you search your
    library this way"."""


@dataclass(frozen=True, slots=True)
class RevealCards(LibraryPredicate):
    """「それを公開する」 / "reveal it" (701.16)."""

    obj: Any


@dataclass(frozen=True, slots=True)
class ShuffleLibrary(LibraryPredicate):
    """「あなたのライブラリーを切り直す」 / "shuffle your library" / "shuffle" (701.20)."""

    whose: Any = None


@dataclass(frozen=True, slots=True)
class Scry(LibraryPredicate):
    """「占術Ｎを行う」 / "scry N" (701.22a)."""

    amount: int


@dataclass(frozen=True, slots=True)
class RepeatProcess(LibraryPredicate):
    """「この手順を繰り返す」 / "repeat this process": the ability's instructions so far, again."""


@dataclass(frozen=True, slots=True)
class CastFromZone(LibraryPredicate):
    """「…を追放領域から唱え(てもよい)」 / "(you may) cast … from exile" (601.3)."""

    obj: Any
    zone: str = "exile"


@dataclass(frozen=True, slots=True)
class SelfInZone(Node):
    """「あなたの墓地からCARDNAME」 / "CARDNAME from your graveyard": the card with the ability,
    in a zone of ``owner`` (113.6k)."""

    owner: Any
    zone: str


@dataclass(frozen=True, slots=True)
class ExileUntilLeaves(LibraryPredicate):
    """「CARDNAMEが戦場を離れるまで…を追放する」 / "exile … until CARDNAME leaves the battlefield"
    (610.3): ``until`` is whose leaving ends it."""

    obj: Any
    until: Any


@dataclass(frozen=True, slots=True)
class PlayCard(LibraryPredicate):
    """「…をプレイしてもよい」 / "(you may) play …" (601.3, 305.1): cast it, or play it as a land;
    ``free``: 「…をそのマナ・コストを支払うことなく」 / "without paying its mana cost" (118.9);
    ``this_turn``: the English "this turn without paying …", the duration inside the phrase."""

    obj: Any
    free: bool = False
    this_turn: bool = False


@dataclass(frozen=True, slots=True)
class CardsFromZone(LibraryPredicate):
    """A permanent's permission (601.3): 「あなたの手札から呪文を、それらのマナ・コストを支払うことなく
    唱えてもよい」 / "(you may) cast spells from your hand without paying their mana costs"
    (``free``, the noun's zone, 118.9), 「あなたのライブラリーの一番上からゴブリン・呪文を唱えて
    もよい」 / "cast Goblin spells from the top of your library" (``top_of``: whose library's top
    card), "play lands from the top of your library" (``play``: lands as lands, 305.1)."""

    noun: ObjectNoun
    play: bool
    free: bool
    top_of: Any = None


@dataclass(frozen=True, slots=True)
class CastCard(LibraryPredicate):
    """「…を唱えてもよい」 / "(you may) cast …" (601.3): a permission to cast cards from where
    they are, paying their costs."""

    obj: Any


@dataclass(frozen=True, slots=True)
class PlayLands(LibraryPredicate):
    """「あなたの墓地から土地・カードをプレイしてもよい」 / "(you may) play land cards from your
    graveyard" (305.1): a static permission for the controller."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class HasExiledAbilities(LibraryPredicate):
    """「それにより追放されたすべての…の起動型能力を持つ」 / "has all activated abilities of all …
    exiled with it" (607.2a)."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class ExileUntil(LibraryPredicate):
    """「…を追放するまで、自分のライブラリーの一番上のカードを追放し続ける」 / "exiles cards from
    the top of his or her library until he or she exiles a nonland card"."""

    noun: ObjectNoun
    whose: Any


@dataclass(frozen=True, slots=True)
class RevealUntil(LibraryPredicate):
    """「…が公開されるまで、…の一番上からカードを１枚ずつ公開する」 / "reveals cards from the top
    of their library until they reveal a creature card" (701.16a)."""

    noun: ObjectNoun
    whose: Any


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary(LibraryPredicate):
    """「…を自分のライブラリーに加えて切り直す」 / "shuffles … into their library" (701.20a):
    ``obj`` a reference or :class:`GraveyardCards`; ``whose`` the library's owner."""

    obj: Any
    whose: Any


@dataclass(frozen=True, slots=True)
class GraveyardCards(Node):
    """「あなたの墓地(を)」 / "your graveyard" as what is moved: every card in it (``zone``:
    the zone's word, "graveyard"; the Japanese grammar reads any zone's name there)."""

    whose: Any
    zone: str


@dataclass(frozen=True, slots=True)
class CastFree(LibraryPredicate):
    """「…をそのマナ・コストを支払うことなく唱え(てもよい)」 / "cast … without paying its mana
    cost" (118.9)."""

    obj: Any


@dataclass(frozen=True, slots=True)
class IfYouDidNot(Node):
    """「そうでない場合」 / "Otherwise" after "If …, you may …"; 「そうしなかった場合」 / "If you don't
    (cast it)": the optional instruction before was not done."""


@dataclass(frozen=True, slots=True)
class ThenSentence(EffectSentence):
    """「その後、…。」: a sentence that continues the one before it ("…, then …")."""


# --- references -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OneOfThem(Node):
    """「そのうちの１枚」 / "one of them": chosen among the cards looked at."""

    count: int


@dataclass(frozen=True, slots=True)
class ChosenAmong(Node):
    """「その中から黒のカード１枚を」 / "a black card from among them": ``count`` cards that match
    ``noun``, chosen among the cards looked at (not targeted) by the player who acts on them."""

    noun: ObjectNoun
    count: int


@dataclass(frozen=True, slots=True)
class RandomReference(Node):
    """「あなたの墓地にあるゾンビ・カードを１枚無作為に選んで」 / "a Zombie card at random from
    your graveyard": ``count`` cards that match ``noun``, chosen at random on resolution."""

    noun: ObjectNoun
    count: int


@dataclass(frozen=True, slots=True)
class RestReference(Node):
    """「残り」 / "the rest": the cards looked at that were not moved."""


@dataclass(frozen=True, slots=True)
class RevealedReference(Node):
    """「これにより公開されたすべての…」 / "all … revealed this way"."""

    noun: ObjectNoun
