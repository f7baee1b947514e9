"""The build_ast pass, library part: look at, reveal, choose among, the rest.

Methods are named after the rules of grammar/ja/41-library.lark and grammar/en/41-library.lark
(a mixin of build_ast's transformer). Japanese predicate families are templates over their
verb, so one method serves every verb form and both languages.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from lark import Token, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, ObjectFilter

from .. import ast
from ..ast import library as lib
from ..ast.nouns import ObjectNoun
from ..card_names import english_name
from ..ir.unions import union
from .effects import _amount
from .nouns import Head, Modifier, NounBuilder, ZoneFrom, _words, is_node, united


def _count(children: list[Any], default: int = 1) -> Any:
    """The number of cards among a rule's children (a NUMBER token, an amount, or "a card")."""
    for child in children:
        if isinstance(child, Token) and child.type == "NUMBER":
            return int(child)
        if isinstance(child, Token) and child.type in ("ONE", "A_CARD"):
            return 1
        if isinstance(child, int) or child == "X":
            return child
        if isinstance(child, ast.AmountValue):  # 「その点数に等しい枚数」 / "that many" (603.2c)
            return child
    return default


@v_args(meta=True)
class LibraryBuilder(NounBuilder):
    """Transformer methods for the library phrase families (mixed into build_ast's builder)."""

    def reveal_hand(self, meta: Meta, children: list[Any]) -> lib.RevealHand:
        return lib.RevealHand(self._span(meta))

    def library_top_cards(self, meta: Meta, children: list[Any]) -> tuple[Any, Any]:
        """(how many cards, whose library): 「…の一番上から２枚のカード」 / "the top two cards of …"."""
        whose = next(
            c for c in _words(children) if not isinstance(c, (Token, int, str, ast.AmountValue))
        )
        return _count(children), whose

    def _top(self, verb: ast.Verb, meta: Meta, children: list[Any]) -> lib.TopCards:
        amount, whose = next(c for c in children if isinstance(c, tuple))
        return lib.TopCards(self._span(meta), verb, amount, whose)

    def look_at_top(self, meta: Meta, children: list[Any]) -> lib.TopCards:
        return self._top(ast.Verb.LOOK, meta, children)

    def reveal_top(self, meta: Meta, children: list[Any]) -> lib.TopCards:
        return self._top(ast.Verb.REVEAL, meta, children)

    def exile_top(self, meta: Meta, children: list[Any]) -> lib.TopCards:
        return self._top(ast.Verb.EXILE, meta, children)

    def choose_cards(self, meta: Meta, children: list[Any]) -> lib.ChooseCards:
        parts = _words(children)
        noun = next((p for p in parts if isinstance(p, ObjectNoun)), None)
        if noun is None:  # English "a card from it with …": the modifiers follow
            mods = [p for p in parts if isinstance(p, Modifier)]
            noun = self._noun(meta, [Head(kind="card"), *mods])
        return lib.ChooseCards(self._span(meta), noun, _count(parts))

    def discard_card(self, meta: Meta, children: list[Any]) -> lib.DiscardCard | ast.Discard:
        obj = _nodes(children)[0]
        if isinstance(obj, ast.ChosenReference):
            # 「カード１枚を捨てる」 (2018) / 「伝説のカードを１枚捨てる」: cards the player chooses
            # from their hand (701.8), not an object named before
            return ast.Discard(self._span(meta), obj.count, kind=obj.noun)
        return lib.DiscardCard(self._span(meta), obj)

    def card_kind(self, meta: Meta, children: list[Any]) -> ObjectNoun:
        """ "a land card or Shrine card": a card of any of the kinds (what the first says
        describes them all, ir/unions.py)."""
        return united([c for c in children if isinstance(c, ObjectNoun)])

    def discard_kind(self, meta: Meta, children: list[Any]) -> ast.Discard:
        """ "discards a creature card" (701.8): cards of a kind, of the player's choice."""
        count = next(c for c in children if isinstance(c, int))
        noun = next(c for c in children if isinstance(c, ObjectNoun))
        return ast.Discard(self._span(meta), count, kind=noun)

    def discard_kind_cost(self, meta: Meta, children: list[Any]) -> ast.DiscardCostItem:
        """ "Discard a creature card" as a cost (701.8)."""
        count = next(c for c in children if isinstance(c, int))
        noun = next(c for c in children if isinstance(c, ObjectNoun))
        return ast.DiscardCostItem(self._span(meta), count, noun)

    def mill(self, meta: Meta, children: list[Any]) -> ast.Mill:
        """701.13: "puts the top N cards of his or her library into his or her graveyard";
        the graveyard named needs no field, as a card goes to its owner's graveyard (400.3)."""
        # whose library: a reference, never the amount ("mills that many cards")
        whose = [c for c in children if is_node(c) and not isinstance(c, ast.AmountValue)]
        # "the top card" / 「一番上のカード」: one card, no number word
        try:
            amount = _amount(children)
        except ValueError:
            amount = 1
        return ast.Mill(self._span(meta), amount, whose[0] if whose else None)

    # 「カードを２枚切削する」 / "mills two cards": the clause's subject mills (701.13);
    # 「…一番上のカードを自分の墓地に置く」 (one card)
    mill_cards = mill_top = mill

    def put_on_bottom_any_order(self, meta: Meta, children: list[Any]) -> lib.PutOnBottomAnyOrder:
        top = any(c == "top" for c in children if isinstance(c, str) and not isinstance(c, Token))
        return lib.PutOnBottomAnyOrder(self._span(meta), _nodes(children)[0], top)

    rest_on_bottom = put_on_bottom_any_order

    def put_into_graveyard(self, meta: Meta, children: list[Any]) -> lib.PutIntoGraveyard:
        """「残りをあなたの墓地に置く」 / "put the rest into your graveyard"."""
        obj, whose = _nodes(children)[:2]
        return lib.PutIntoGraveyard(self._span(meta), obj, whose)

    # "… and the rest into your graveyard": the verb left out after "and"
    rest_into_graveyard = put_into_graveyard

    def put_on_bottom_random(self, meta: Meta, children: list[Any]) -> lib.PutOnBottomAnyOrder:
        """「…を…一番下に無作為の順番で置く」 / "… on the bottom of … in a random order"."""
        return lib.PutOnBottomAnyOrder(self._span(meta), _nodes(children)[0], random=True)

    def chosen_among(self, meta: Meta, children: list[Any]) -> lib.ChosenAmong:
        parts = _words(children)
        noun = next(p for p in parts if isinstance(p, ObjectNoun))
        return lib.ChosenAmong(self._span(meta), noun, _count(parts))

    def reveal_chosen(self, meta: Meta, children: list[Any]) -> lib.RevealCards:
        return lib.RevealCards(self._span(meta), _nodes(children)[0])

    def type_and_list(self, meta: Meta, children: list[Any]) -> Head:
        """"creature and land cards": a card of any of the types."""
        return self.type_alternatives(meta, children)

    def search_library(self, meta: Meta, children: list[Any]) -> lib.SearchLibrary:
        parts = _words(children)
        whose = next(p for p in parts if not isinstance(p, (Token, ObjectNoun)))
        noun = next(p for p in parts if isinstance(p, ObjectNoun))
        return lib.SearchLibrary(self._span(meta), whose, noun, _count(parts))

    def search_library_any_number(self, meta: Meta, children: list[Any]) -> lib.SearchLibrary:
        """ "search your library for any number of Dragon creature cards" / 「あなたのライブラリー
        から望む数のドラゴン・クリーチャー・カードを探す」 (701.19: no bound on how many)."""
        found = self.search_library(meta, children)
        return lib.SearchLibrary(found.span, found.whose, found.noun, None)

    def reveal_cards(self, meta: Meta, children: list[Any]) -> lib.RevealCards:
        return lib.RevealCards(self._span(meta), _nodes(children)[0])

    def scry(self, meta: Meta, children: list[Any]) -> lib.Scry:
        """ "scry N" / 「占術Ｎを行う」 (701.22a): N is written in digits in both languages."""
        number = next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")
        return lib.Scry(self._span(meta), int(number))

    def scry_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """The reminder of scry N (701.22a): "(Look at the top N cards of your library, then
        …)" or, for scry 1, "(Look at the top card of your library. You may put that card on the
        bottom …)" / 「（あなたのライブラリーの一番上のカードを見る。…）」; lowering checks N
        against the line's scry."""
        top = next((c for c in children if isinstance(c, tuple)), None)
        if top is None:  # 「…カードを２枚見て、…」: the count of cards looked at, written last
            numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
            top = (numbers[-1] if numbers else 1, None)
        return ast.KeywordRule(self._span(meta), f"scry {top[0]}", "", "")

    scry_one_rule = scry_rule

    def shuffle_library(self, meta: Meta, children: list[Any]) -> lib.ShuffleLibrary:
        whose = _nodes(children)
        return lib.ShuffleLibrary(self._span(meta), whose[0] if whose else None)

    def put_into_hand_elided(self, meta: Meta, children: list[Any]) -> Any:
        """「…を公開してあなたの手札に加える」: the object is the previous verb's (それ)."""
        span = self._span(meta)
        return ast.ReturnToHand(span, ast.PronounReference(span, "", "any"))

    def put_onto_battlefield_elided(self, meta: Meta, children: list[Any]) -> ast.PutOntoBattlefield:
        """「…を１枚探し、タップ状態で戦場に出し」: the object is the cards found (それ)."""
        span = self._span(meta)
        return ast.PutOntoBattlefield(span, ast.PronounReference(span, "", "any"), "tapped" in children)

    def reveal_elided(self, meta: Meta, children: list[Any]) -> lib.RevealCards:
        """「…を１枚探し、公開し、」: the object is the cards found (それ)."""
        span = self._span(meta)
        return lib.RevealCards(span, ast.PronounReference(span, "", "any"))

    def cast_from_zone(self, meta: Meta, children: list[Any]) -> lib.CastFromZone:
        return lib.CastFromZone(self._span(meta), _nodes(children)[0])

    def has_exiled_abilities(self, meta: Meta, children: list[Any]) -> lib.HasExiledAbilities:
        noun = next(c for c in _words(children) if isinstance(c, ObjectNoun))
        return lib.HasExiledAbilities(self._span(meta), noun)

    def exile_until(self, meta: Meta, children: list[Any]) -> lib.ExileUntil:
        parts = _words(children)
        noun = next(p for p in parts if isinstance(p, ObjectNoun))
        refs = [p for p in _nodes(parts) if not isinstance(p, ObjectNoun)]
        return lib.ExileUntil(self._span(meta), noun, refs[0])

    def reveal_until(self, meta: Meta, children: list[Any]) -> lib.RevealUntil:
        """701.16a: the card kind that ends the reveal, and whose library."""
        parts = _words(children)
        noun = next(p for p in parts if isinstance(p, ObjectNoun))
        refs = [p for p in _nodes(parts) if not isinstance(p, ObjectNoun)]
        return lib.RevealUntil(self._span(meta), noun, refs[0])

    def shuffle_into_library(self, meta: Meta, children: list[Any]) -> lib.ShuffleIntoLibrary:
        """701.20a: what is shuffled in, and whose library."""
        parts = _nodes(children)
        return lib.ShuffleIntoLibrary(self._span(meta), parts[0], parts[1])

    def graveyard_cards(self, meta: Meta, children: list[Any]) -> lib.GraveyardCards:
        """ "your graveyard" / 「あなたの墓地」: every card in it."""
        words = _words(children)
        owner, word = words[0], words[1]  # (English: the GRAVEYARD token itself)
        zone = "graveyard" if isinstance(word, Token) else word
        return lib.GraveyardCards(self._span(meta), owner, zone)

    def play_lands(self, meta: Meta, children: list[Any]) -> lib.PlayLands:
        noun = next(c for c in _words(children) if isinstance(c, ObjectNoun))
        return lib.PlayLands(self._span(meta), noun)

    def play_card(self, meta: Meta, children: list[Any]) -> lib.PlayCard:
        return lib.PlayCard(self._span(meta), _nodes(children)[0])

    def play_free(self, meta: Meta, children: list[Any]) -> lib.PlayCard:
        """「…をそのマナ・コストを支払うことなくプレイ」 / "play … without paying its mana cost"."""
        return lib.PlayCard(self._span(meta), _nodes(children)[0], free=True)

    def play_free_this_turn(self, meta: Meta, children: list[Any]) -> lib.PlayCard:
        """"play … this turn without paying their mana costs": the duration is the phrase's."""
        return lib.PlayCard(self._span(meta), _nodes(children)[0], free=True, this_turn=True)

    def cast_card(self, meta: Meta, children: list[Any]) -> lib.CastCard:
        """「…を唱え(てもよい)」 / "(you may) cast …" (601.3)."""
        return lib.CastCard(self._span(meta), _nodes(children)[0])

    def may_cast_sentence(self, meta: Meta, children: list[Any]) -> Any:
        """"You may cast them this turn." opening a sentence: "you may" + cast, with the
        clause's duration."""
        span = self._span(meta)
        duration = next(c for c in children if isinstance(c, ast.StatedDuration))
        obj = next(c for c in _nodes(children) if not isinstance(c, ast.YouReference))
        clause = ast.Clause(span, ast.YouReference(span), duration, (lib.CastCard(span, obj),))
        return ast.EffectSentence(span, (clause,), True)

    # --- a permanent's permission to play or cast cards from a zone (601.3) -------------------

    def library_top_from(self, meta: Meta, children: list[Any]) -> _TopOf:
        """「あなたのライブラリーの一番上から」 / "from the top of your library": whose library."""
        owner = next(c for c in _words(children) if not isinstance(c, Token))
        return _TopOf(owner)

    def _cards_from_zone(
        self, meta: Meta, children: list[Any], play: bool, free: bool = False
    ) -> lib.CardsFromZone:
        noun = next(c for c in _words(children) if isinstance(c, ObjectNoun))
        top = next((c for c in children if isinstance(c, _TopOf)), None)
        owner = top.owner if top is not None else None
        if owner is None and not free:  # the Japanese writes the library's owner in the rule
            owner = next(c for c in _nodes(children) if not isinstance(c, ObjectNoun))
        return lib.CardsFromZone(self._span(meta), noun, play, free, owner)

    def may_cast_spells_free(self, meta: Meta, children: list[Any]) -> lib.CardsFromZone:
        """「あなたの手札から呪文を、それらのマナ・コストを支払うことなく唱え」 (118.9)."""
        return self._cards_from_zone(meta, children, False, free=True)

    def may_cast_from_top(self, meta: Meta, children: list[Any]) -> lib.CardsFromZone:
        """「あなたのライブラリーの一番上からゴブリン・呪文を唱え」."""
        return self._cards_from_zone(meta, children, False)

    def play_from_top(self, meta: Meta, children: list[Any]) -> lib.CardsFromZone:
        """「あなたのライブラリーの一番上から土地をプレイ」 / "play lands from the top of …"."""
        return self._cards_from_zone(meta, children, True)

    def _may_sentence(self, meta: Meta, predicate: Any) -> ast.EffectSentence:
        span = self._span(meta)
        return ast.EffectSentence(span, (ast.Clause(span, ast.YouReference(span), None, (predicate,)),), True)

    def may_cast_spells_free_sentence(self, meta: Meta, children: list[Any]) -> ast.EffectSentence:
        """"You may cast spells from your hand without paying their mana costs." ("may cast" is
        one word opening a sentence)."""
        return self._may_sentence(meta, self._cards_from_zone(meta, children, False, free=True))

    def may_cast_from_top_sentence(self, meta: Meta, children: list[Any]) -> ast.EffectSentence:
        """"You may cast Goblin spells from the top of your library."."""
        return self._may_sentence(meta, self._cards_from_zone(meta, children, False))

    def may_cast_self_while(self, meta: Meta, children: list[Any]) -> ast.ConditionalStatic:
        """"You may cast CARDNAME from your graveyard as long as …": the card's own permission
        with the condition of a static ability (611.3b)."""
        span = self._span(meta)
        where = next(c for c in children if isinstance(c, lib.SelfInZone))
        condition = children[-1]
        cast = lib.CastFromZone(span, where, where.zone)
        sentence = self._may_sentence(meta, cast)
        return ast.ConditionalStatic(span, condition, sentence)

    def cast_free(self, meta: Meta, children: list[Any]) -> lib.CastFree:
        return lib.CastFree(self._span(meta), _nodes(children)[0])

    def lead_may_body(self, meta: Meta, children: list[Any]) -> tuple[bool, tuple[Any, ...]]:
        """"Until end of turn, you may …": the duration is every clause's; optional."""
        duration = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        clauses = [c for child in children if isinstance(child, list) for c in child]
        return True, tuple(dataclasses.replace(c, duration=c.duration or duration) for c in clauses)

    def self_in_zone(self, meta: Meta, children: list[Any]) -> lib.SelfInZone:
        """「あなたの墓地からCARDNAME」 / "CARDNAME from your graveyard" (113.6k)."""
        where = next(c for c in children if isinstance(c, ZoneFrom))
        return lib.SelfInZone(self._span(meta), where.owner, where.zone)

    def until_leaves(self, meta: Meta, children: list[Any]) -> Any:
        """「CARDNAMEが戦場を離れるまで」 / "until CARDNAME leaves the battlefield": whose leaving."""
        return _Until(_nodes(children)[0])

    def exile_until_leaves(self, meta: Meta, children: list[Any]) -> lib.ExileUntilLeaves:
        """610.3: "exile … until CARDNAME leaves the battlefield" (either order in Japanese)."""
        until = next(c for c in children if isinstance(c, _Until))
        obj = next(c for c in _nodes(children) if not isinstance(c, _Until))
        return lib.ExileUntilLeaves(self._span(meta), obj, until.reference)

    def cast_from_graveyard(self, meta: Meta, children: list[Any]) -> lib.CastFromZone:
        """「…をあなたの墓地から唱え(てもよい)」: the zone after the object; CARDNAME there is the
        card in that zone (113.6k)."""
        span = self._span(meta)
        obj = _nodes(children)[0]
        where = next(c for c in children if isinstance(c, ZoneFrom))
        if isinstance(obj, ast.SelfReference):
            obj = lib.SelfInZone(obj.span, where.owner, where.zone)
        return lib.CastFromZone(span, obj, where.zone)

    def may_cast_from_sentence(self, meta: Meta, children: list[Any]) -> Any:
        """"You may cast CARDNAME from exile." as the sentence "you may" + cast from exile;
        "You may cast CARDNAME from your graveyard." names the card in that zone."""
        span = self._span(meta)
        obj = _nodes(children)[-1]
        zone = obj.zone if isinstance(obj, lib.SelfInZone) else "exile"
        cast = lib.CastFromZone(span, obj, zone)
        clause = ast.Clause(span, ast.YouReference(span), None, (cast,))
        return ast.EffectSentence(span, (clause,), True)

    def may_cast_free_sentence(self, meta: Meta, children: list[Any]) -> Any:
        """"You may cast it without paying its mana cost." opening a line."""
        span = self._span(meta)
        cast = lib.CastFree(span, _nodes(children)[-1])
        clause = ast.Clause(span, ast.YouReference(span), None, (cast,))
        return ast.EffectSentence(span, (clause,), True)

    # --- "that shares a creature type with a creature you control" (205.3m) -------------------

    def shares_type_modifier(self, meta: Meta, children: list[Any]) -> Any:
        """A marker that :meth:`object_noun` resolves: the modifiers of the creature shared with
        stand before 「いずれかの」 in Japanese and after the noun ("… you control") in English."""
        parts = _words(children)
        head = next(p for p in parts if isinstance(p, Head))
        mods = [p for p in parts if isinstance(p, Modifier)]
        before = any(isinstance(p, Token) and p.type == "ANY_ONES" for p in parts)
        return SharesWith(head, mods, before)

    def object_noun(self, meta: Meta, children: list[Any]) -> ObjectNoun:
        """An object noun; in 「あなたがコントロールするいずれかのクリーチャーと共通の…を持つ
        クリーチャー・カード」 / "… that shares a creature type with a creature you control" the
        modifiers next to the marker describe the creature shared with (205.3m)."""
        parts = _words(children)
        marks = [i for i, p in enumerate(parts) if isinstance(p, SharesWith)]
        if not marks:
            return super().object_noun(meta, children)
        at = marks[0]
        mark = parts[at]
        if mark.before:
            inner = self._noun(meta, [*parts[:at], *mark.mods, mark.head])
            rest = parts[at + 1 :]
        else:
            after = [p for p in parts[at + 1 :] if isinstance(p, Modifier)]
            inner = self._noun(meta, [*mark.mods, mark.head, *after])
            rest = [p for p in parts[:at] if p not in after]
        shares = Modifier({mark.field: inner.filter})
        return self._noun(meta, [shares, *rest])

    def if_you_did_not(self, meta: Meta, children: list[Any]) -> lib.IfYouDidNot:
        return lib.IfYouDidNot(self._span(meta))

    def named_card_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"named Ajani, Inspiring Leader" / 「「鼓舞する指導者、アジャニ」という名前の」 (201.2): the
        card's English name (compiler/card_names.py; an unknown name is rejected after lowering);
        "named A or B" / 「「A」か「B」という名前の」, either of the two."""
        names = [english_name(n) for c in children if isinstance(c, Token) for n in printed_names(c)]
        if len(names) == 1:
            return Modifier({"named": names[0]})
        # "named Heart-Piercer Bow or Vial of Dragonfire": either name (201.2)
        return Modifier({"any_of": tuple(ObjectFilter(named=n) for n in names)})

    def search_library_graveyard(self, meta: Meta, children: list[Any]) -> lib.SearchLibraryGraveyard:
        parts = _words(children)
        whose = next(p for p in parts if not isinstance(p, (Token, ObjectNoun)))
        noun = next(p for p in parts if isinstance(p, ObjectNoun))
        return lib.SearchLibraryGraveyard(self._span(meta), whose, noun, _count(parts))

    def searched_library(self, meta: Meta, children: list[Any]) -> lib.SearchedLibrary:
        return lib.SearchedLibrary(self._span(meta))

    def put_on_your_library(self, meta: Meta, children: list[Any]) -> Any:
        """「…をあなたのライブラリーの一番下に置く」 (401)."""
        return self.put_on_library(meta, children)  # type: ignore[attr-defined]

    def then_sentence(self, meta: Meta, children: list[Any]) -> lib.ThenSentence:
        """「その後、…。」 (the body is (optional, clauses), as effect_body builds it)."""
        optional, clauses = children[0]
        return lib.ThenSentence(self._span(meta), clauses, optional)

    def repeat_process(self, meta: Meta, children: list[Any]) -> lib.RepeatProcess:
        return lib.RepeatProcess(self._span(meta))

    def type_alternatives(self, meta: Meta, children: list[Any]) -> Head:
        """Card types (「アーティファクトやクリーチャー」); the word 「パーマネント」 / "permanent"
        is marked, so that "permanent card" can name the permanent types (110.4)."""
        head = super().type_alternatives(meta, children)
        if any(c is None for c in children):
            return PermanentHead(head.card_types, head.subtypes, head.kind, head.also_player)
        return head

    type_list = type_alternatives

    def noun_head(self, meta: Meta, children: list[Any]) -> Head:
        """A noun's head; 「パーマネント・カード」 / "permanent card" is a card of any permanent type
        (110.4: artifact, creature, enchantment, land, planeswalker)."""
        head = super().noun_head(meta, children)
        marked = any(isinstance(c, PermanentHead) for c in _words(children))
        if marked and head.kind == "card" and not head.card_types:
            return Head(PERMANENT_TYPES, head.subtypes, head.kind, head.also_player)
        return head

    def named_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"named <this card's name>" / 「「…」という名前の」 (201.2)."""
        return Modifier({"same_name_as_source": True})

    def supertype_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「基本」 / "basic" before a noun (205.4a)."""
        return Modifier({"supertypes": (children[0].value,)})

    def one_of_them(self, meta: Meta, children: list[Any]) -> lib.OneOfThem:
        return lib.OneOfThem(self._span(meta), _count(children))

    def random_reference(self, meta: Meta, children: list[Any]) -> lib.RandomReference:
        """"a Zombie card at random from your graveyard" / 「…カードを１枚無作為に選んで」."""
        parts = _words(children)
        nouns = [p for p in parts if isinstance(p, ObjectNoun)]
        noun = nouns[0] if nouns else self._noun(meta, [p for p in parts if not isinstance(p, (int, Token))])
        return lib.RandomReference(self._span(meta), noun, _count(parts))

    def rest_reference(self, meta: Meta, children: list[Any]) -> lib.RestReference:
        return lib.RestReference(self._span(meta))

    def revealed_reference(self, meta: Meta, children: list[Any]) -> lib.RevealedReference:
        nouns = [c for c in _words(children) if isinstance(c, ObjectNoun)]
        noun = nouns[0]
        if len(nouns) > 1:  # 「クリーチャー・カードおよび土地カード」: a card of either kind
            noun = dataclasses.replace(noun, filter=union([n.filter for n in nouns]))
        return lib.RevealedReference(self._span(meta), noun)


PERMANENT_TYPES = (
    CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER,
)


class PermanentHead(Head):
    """The head of a noun that says 「パーマネント」 / "permanent" (no card type of its own)."""


def printed_names(token: Token) -> list[str]:
    """The names a name token holds: one (English, or 「…」という名前の), or the two of
    「「A」か「B」という名前の」."""
    if token.type == "CARD_NAMES_OR":
        return re.findall(r"[「『][^」』]+[」』]", str(token))
    return [str(token)]


class SharesWith:
    """「いずれかの<noun>と共通のクリーチャー・タイプを持つ」 (``field`` the filter's
    "shares_creature_type_with") or 「<noun>と同じ名前を持つ」 ("shares_name_with") until
    object_noun places it: ``before``, the modifiers written before it describe that noun."""

    __slots__ = ("before", "field", "head", "mods")

    def __init__(
        self, head: Head, mods: list[Any], before: bool, field: str = "shares_creature_type_with"
    ) -> None:
        self.head = head
        self.mods = mods
        self.before = before
        self.field = field


def _nodes(children: list[Any]) -> list[Any]:
    return [c for c in children if is_node(c)]


class _TopOf:
    """The owner of the library of 「…のライブラリーの一番上から」 / "from the top of … library",
    until :meth:`LibraryBuilder._cards_from_zone` takes it."""

    def __init__(self, owner: Any) -> None:
        self.owner = owner


class _Until:
    """The reference of 「…が戦場を離れるまで」 / "until … leaves the battlefield", until
    :meth:`LibraryBuilder.exile_until_leaves` takes it."""

    def __init__(self, reference: Any) -> None:
        self.reference = reference
