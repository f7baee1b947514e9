"""The AST, library part: looking at, revealing, choosing among and moving cards (H1 area).

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

from .ast_nouns import Node, ObjectNoun


# --- predicates ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RevealHand(Node):
    """「自分の手札を公開する」 / "reveals his or her hand" (the subject's own hand)."""


@dataclass(frozen=True, slots=True)
class TopCards(Node):
    """「…ライブラリーの一番上から２枚のカードを公開する」 / "reveal the top two cards of your
    library": ``verb`` is "look", "reveal" or "exile"; ``whose`` the library's owner."""

    verb: str
    amount: Any
    whose: Any


@dataclass(frozen=True, slots=True)
class ChooseCards(Node):
    """「その中から…カードを１枚選ぶ」 / "You choose a card from it …" (not targeted)."""

    noun: ObjectNoun
    count: int


@dataclass(frozen=True, slots=True)
class DiscardCard(Node):
    """「そのカードを捨てる」 / "discards that card" (701.8: a card named before)."""

    obj: Any


@dataclass(frozen=True, slots=True)
class PutOnBottomAnyOrder(Node):
    """「…をあなたのライブラリーの一番下に望む順番で置く」 / "… on the bottom of your library in
    any order" (401); ``top`` if the text says the top instead."""

    obj: Any
    top: bool = False


# --- references -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OneOfThem(Node):
    """「そのうちの１枚」 / "one of them": chosen among the cards looked at."""

    count: int


@dataclass(frozen=True, slots=True)
class RestReference(Node):
    """「残り」 / "the rest": the cards looked at that were not moved."""


@dataclass(frozen=True, slots=True)
class RevealedReference(Node):
    """「これにより公開されたすべての…」 / "all … revealed this way"."""

    noun: ObjectNoun


LIBRARY_PREDICATES = (RevealHand, TopCards, ChooseCards, DiscardCard, PutOnBottomAnyOrder)
LIBRARY_REFERENCES = (OneOfThem, RestReference, RevealedReference)
