"""Canonical text of the library phrase families, both languages: looking at and
revealing cards, choosing among them, "the rest on the bottom in any order".

Mixins of JapaneseInstructions (render/effects_ja.py) and EnglishInstructions (render/effects_en.py):
their ``predicate`` asks :meth:`library_predicate` first, and their ``reference`` falls back
to :meth:`library_reference`. Current templating: 「…を公開する」, 「そのうちの１枚を…手札に
加え」, "Put one of them into your hand", "the rest on the bottom of your library in any order".
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda import runtime as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, Supertype

from .. import ir
from ..card_names import japanese_name
from .common import RenderError
from .effect_results import chosen_count
from .keyword_actions import EnglishKeywordActions, JapaneseKeywordActions
from .mana_values import mana_value_words
from .play_permissions import permission_sentence
from .types import subtype_text

_JA_TYPES = {
    CardType.ARTIFACT: "アーティファクト",
    CardType.CREATURE: "クリーチャー",
    CardType.ENCHANTMENT: "エンチャント",
    CardType.LAND: "土地",
    CardType.PLANESWALKER: "プレインズウォーカー",
    CardType.INSTANT: "インスタント",
    CardType.SORCERY: "ソーサリー",
}
_JA_SUPERTYPES = {Supertype.BASIC: "基本", Supertype.LEGENDARY: "伝説の"}
_EN_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven")
_KATAKANA_END = set("ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロワヲンヴー")


PERMANENT_TYPES = (
    CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER,
)


def is_permanent_card(f: ObjectFilter) -> bool:
    """Whether a filter says "permanent card" (a card of any permanent type, 110.4)."""
    return f == ObjectFilter(card_types=PERMANENT_TYPES)


def _may_only(effects: tuple[Any, ...]) -> bool:
    """A conditional whose instruction is one "you may" of the controller."""
    return (
        len(effects) == 1 and isinstance(effects[0], ir.Optional) and isinstance(effects[0].player, ir.You)
    )


def _japanese_name(english: str) -> str:
    """A known card's Japanese name (201.2); a card with none has no Japanese rendering."""
    name = japanese_name(english)
    if name is None:
        raise RenderError(f"no Japanese name for the card {english!r}")
    return name


def _ja_number(value: int) -> str:
    return chr(ord("０") + value) if 0 <= value <= 9 else str(value)


def name_union(f: ObjectFilter) -> tuple[ObjectFilter, ...]:
    """The alternatives of "named A or B" (each only a name, 201.2), or () for any other union."""
    if f.any_of and all(a == ObjectFilter(named=a.named) and a.named for a in f.any_of):
        return f.any_of
    return ()


def _whole_graveyard_of(cards: ir.EachObject, player: Any) -> None:
    """Only "<the shuffler's> graveyard" (every card in it) has a phrasing (701.20a)."""
    whole = cards.filter == ObjectFilter() and cards.zone == rt.ZoneKind.GRAVEYARD
    if not whole or cards.controller != player:
        raise RenderError("shuffling in anything but the shuffler's own graveyard")


def _own_ja(player: Any, reference: Any) -> str:
    """The owner of the library the clause's player acts on: 「自分」 for a player other than
    you named as the subject (a target, "that creature's controller", defending player)."""
    named = (ir.Targeted, ir.ControllerOf, ir.DefendingPlayer)
    return "自分" if isinstance(player, named) else reference(player)


class JapaneseLibraryPhrases(JapaneseKeywordActions):
    """「…のライブラリーの一番上から４枚のカードを見る」, 「その中から…を１枚選ぶ」, 「残りを…」."""

    several_found = False  # whether the search before may find several cards (「それら」)

    if TYPE_CHECKING:  # pragma: no cover - provided by JapaneseReferences and JapaneseInstructions
        name: str

        def reference(self, selector: Any, each: str = "各") -> str: ...

        def accusative(self, selector: Any) -> str: ...

        def noun(self, f: ObjectFilter, zone: str, owner: str | None = None) -> str: ...

        def noun_parts(
            self, f: ObjectFilter, zone: str, owner: str | None = None
        ) -> tuple[str, str]: ...

        def body(self, effects: tuple[Any, ...]) -> str: ...

        def condition(self, condition: Any) -> str: ...

        def chain(
            self,
            effects: tuple[Any, ...],
            state: Any,
            *,
            may: bool = False,
            subjectless: bool = False,
            grouped: bool = False,
        ) -> str: ...

    def library_sentence(self, first: Any, state: Any) -> str | None:
        """The instructions, then 「そうした場合、この手順を繰り返す。」; 「…である場合、あなたは…て
        もよい。」 (None: another sentence shape)."""
        if isinstance(first, ir.Repeat):
            return f"{self.body(first.effects)}{self.condition(first.condition)}、この手順を繰り返す。"
        if isinstance(first, ir.Conditional) and _may_only(first.effects):
            (optional,) = first.effects
            assert isinstance(optional, ir.Optional)
            chain = self.chain(optional.effects, state, may=True, subjectless=True)
            return f"{self.condition(first.condition)}、あなたは{chain}もよい。"
        if isinstance(first, ir.AllowCast):  # 601.3: render/play_permissions.py
            return permission_sentence(self, first, "ja")
        return None

    def shares_type_noun(self, f: ObjectFilter) -> str:
        """「あなたがコントロールするいずれかのクリーチャーと共通のクリーチャー・タイプを持つ
        クリーチャー・カード」 (205.3m)."""
        shared = f.shares_creature_type_with
        assert shared is not None
        prefix, head = self.noun_parts(shared, "battlefield")
        outer = replace(f, shares_creature_type_with=None)
        return f"{prefix}いずれかの{head}と共通のクリーチャー・タイプを持つ{self._card_noun(outer)}"

    def library_predicate(self, effect: Any, state: Any) -> tuple[str, str] | None:
        """The words before the verb and the verb of a library effect (None: not one)."""
        action = self.keyword_action_predicate(effect)  # render/keyword_actions.py
        if action is not None:
            return action
        if isinstance(effect, ir.RevealHand):
            return "自分の手札を", "reveal"
        if isinstance(effect, (ir.LookAtTop, ir.RevealTop, ir.ExileTop)):
            verb = {ir.LookAtTop: "look", ir.RevealTop: "reveal", ir.ExileTop: "exile"}[type(effect)]
            return self._top_cards(effect), verb
        if isinstance(effect, ir.SearchLibraryAndGraveyard):  # 701.19
            whose = self.reference(effect.player)
            owner = whose if whose == "あなた" else "自分"
            noun = self._card_noun(effect.filter)
            where = f"{whose}のライブラリーや{owner}の墓地から"
            return f"{where}{noun}{_ja_number(effect.count)}枚を", "search"
        if isinstance(effect, ir.SearchFor):
            self.several_found = effect.count != 1
            whose = self.reference(effect.player)
            noun = ("名前の異なる" if effect.different_names else "") + self._card_noun(effect.filter)
            if effect.count is None:  # 701.19: any number of them
                return f"{whose}のライブラリーから望む枚数の{noun}を", "search"
            if chosen_count(effect.count):  # 「その数以下の枚数の」: up to how many were chosen
                return f"{whose}のライブラリーからその数以下の枚数の{noun}を", "search"
            assert isinstance(effect.count, int)
            return f"{whose}のライブラリーから{noun}を{_ja_number(effect.count)}枚", "search"
        if isinstance(effect, ir.RevealCards):
            return f"{self.reference(effect.cards)}を", "reveal"
        if isinstance(effect, ir.Shuffle):
            return f"{self.reference(effect.player)}のライブラリーを", "shuffle"
        if isinstance(effect, ir.Scry):
            return f"占術{_ja_number(effect.amount)}を", "scry"  # 701.22a
        if isinstance(effect, ir.ExileUntilLeaves):  # 610.3
            return f"{self.name}が戦場を離れるまで{self.accusative(effect.obj)}", "exile"
        if isinstance(effect, ir.ExileFromTopUntil):
            noun = self._card_noun(effect.filter)
            whose = _own_ja(effect.player, self.reference)
            return f"{noun}を追放するまで、{whose}のライブラリーの一番上のカードを", "exile_continue"
        if isinstance(effect, ir.ShuffleIntoLibrary):  # 701.20a
            whose = _own_ja(effect.player, self.reference)
            cards = effect.cards
            if isinstance(cards, ir.EachObject):
                _whole_graveyard_of(cards, effect.player)
                moved = f"{whose}の墓地"
            else:
                moved = self.reference(cards)
            return f"{moved}を{whose}のライブラリーに加えて", "shuffle"
        if isinstance(effect, ir.RevealFromTopUntil):  # 701.16a, 2018–20 templating
            noun = self._card_noun(effect.filter)
            whose = _own_ja(effect.player, self.reference)
            return f"{noun}が公開されるまで、{whose}のライブラリーの一番上からカードを１枚ずつ", "reveal"
        if isinstance(effect, ir.CastWithoutPaying):
            _yours(effect.player)  # 「あなたは…唱えてもよい」
            return f"{self.reference(effect.card)}をそのマナ・コストを支払うことなく", "cast"
        if isinstance(effect, ir.PlayWithoutPaying):
            _yours(effect.player)  # 「あなたは…プレイしてもよい」 (118.9, 305.2a)
            return f"{self.reference(effect.card)}をそのマナ・コストを支払うことなく", "play"
        if isinstance(effect, ir.ChooseCards):
            _among_the_group(effect.among)
            return f"その中から{self._card_noun(effect.filter)}を{_ja_number(effect.count)}枚", "choose"
        if isinstance(effect, ir.DiscardObjects):
            return f"{self.reference(effect.cards)}を", "discard"
        if isinstance(effect, ir.PutOnBottomInAnyOrder):
            _yours(effect.player)
            return f"{self.reference(effect.cards)}をあなたのライブラリーの一番下に望む順番で", "put"
        if isinstance(effect, ir.PutOnBottomInRandomOrder):
            return f"{self.reference(effect.cards)}をあなたのライブラリーの一番下に無作為の順番で", "put"
        if isinstance(effect, ir.PutIntoGraveyard):
            return f"{self.reference(effect.cards)}をあなたの墓地に", "put"
        if isinstance(effect, ir.ReturnToHand) and isinstance(effect.obj, ir.LookedAtCards):
            return f"{self.reference(effect.obj)}をあなたの手札に", "add"
        return None

    def _top_cards(self, effect: Any) -> str:
        whose = self.reference(effect.player)
        if effect.amount == 1:
            return f"{whose}のライブラリーの一番上のカードを"
        if isinstance(effect.amount, ir.TriggeringAmount):  # the event's amount (603.2c)
            return f"{whose}のライブラリーの一番上からカードをその点数に等しい枚数"
        if not isinstance(effect.amount, int):
            raise RenderError("a number of cards from the top that is not a number")
        return f"{whose}のライブラリーの一番上から{_ja_number(effect.amount)}枚のカードを"

    def _card_noun(self, f: ObjectFilter | None) -> str:
        """「カード」 「点数で見たマナ・コストが４以上のカード」 「クリーチャー・カードおよび土地カード」."""
        if f is None:
            return "カード"
        words = ""
        words += "".join(mana_value_words(f, "ja", _ja_number))  # 202.3
        words += "".join(f"{_JA_TYPES[t]}でない" for t in f.excluded_card_types)
        if f.same_name_as_source:  # 「「エルフの部族呼び」という名前のカード」 (201.2)
            words += f"「{self.name}」という名前の"
        if f.named is not None:  # 「「鼓舞する指導者、アジャニ」という名前のカード」 (201.2)
            words += f"「{_japanese_name(f.named)}」という名前の"
        if name_union(f):  # 「「心臓貫きの弓」か「龍火の薬瓶」という名前のカード」 (201.2)
            words += "か".join(f"「{_japanese_name(str(a.named))}」" for a in f.any_of) + "という名前の"
        if f.shares_name_with is not None:  # 「他のあなたがコントロールしているクリーチャーと同じ名前を持つ」
            prefix, head = self.noun_parts(f.shares_name_with, "battlefield")
            words = f"{prefix}{head}と同じ名前を持つ" + words
        plain = ObjectFilter(
            card_types=f.card_types, mana_value_min=f.mana_value_min, mana_value_max=f.mana_value_max,
            supertypes=f.supertypes, excluded_card_types=f.excluded_card_types,
            same_name_as_source=f.same_name_as_source, subtypes=f.subtypes, named=f.named,
            shares_name_with=f.shares_name_with, any_of=name_union(f),
        )
        if f != plain or len(f.subtypes) > 1 or (f.subtypes and len(f.card_types) > 1):
            raise RenderError("a card with this description among cards looked at")
        words += "".join(_JA_SUPERTYPES[s] for s in f.supertypes)
        # 「ゴブリン・カード」 「ゴブリン・クリーチャー・カード」
        words += "".join(subtype_text("ja", s) + "・" for s in f.subtypes)
        if not f.card_types:
            return words + "カード"
        if len(f.card_types) > 2 and set(f.card_types) == set(PERMANENT_TYPES):
            return words + "パーマネント・カード"  # 110.4
        # a katakana type word and カード are written apart (クリーチャー・カード, 土地カード)
        cards = [
            _JA_TYPES[t] + ("・カード" if _JA_TYPES[t][-1] in _KATAKANA_END else "カード")
            for t in f.card_types
        ]
        return words + "および".join(cards)

    def library_reference(self, selector: Any) -> str:
        """「そのうちの１枚」 「残り」 「これにより公開されたすべての…」 「そのカード」."""
        if isinstance(selector, ir.OneOf):
            _one_of_the_group(selector)
            if selector.filter is not None:  # 「その中から黒のカード１枚」
                noun = self.noun(selector.filter, "looked")
                return f"その中から{noun}{_ja_number(selector.count)}枚"
            return f"そのうちの{_ja_number(selector.count)}枚"
        if isinstance(selector, ir.TheRest):
            return "残り"
        if isinstance(selector, ir.ChosenCards):
            return "そのカード"
        if isinstance(selector, ir.CardsThisWay):
            if selector.filter is None:
                return "それら" if self.several_found else "そのカード"
            return "これにより公開されたすべての" + self._card_noun(selector.filter)
        raise RenderError(f"no Japanese phrasing for the reference {type(selector).__name__}")


class EnglishLibraryPhrases(EnglishKeywordActions):
    """"look at the top four cards of your library", "You choose a card from it …"."""

    if TYPE_CHECKING:  # pragma: no cover - provided by EnglishReferences and EnglishInstructions
        card_name: str

        def reference(self, selector: Any) -> str: ...

        def noun(
            self, f: ObjectFilter, zone: str, plural: bool = False, target: bool = False
        ) -> str: ...

        def body(self, effects: tuple[Any, ...]) -> str: ...

        def condition(self, condition: Any) -> str: ...

        def chain(self, effects: tuple[Any, ...], state: Any) -> str: ...

    def library_sentence(self, first: Any, state: Any) -> str | None:
        """The instructions, then "If you do, repeat this process."; "If …, you may …." (None:
        another sentence shape)."""
        if isinstance(first, ir.Repeat):
            return f"{self.body(first.effects)} {self.condition(first.condition)}, repeat this process."
        if isinstance(first, ir.Conditional) and _may_only(first.effects):
            (optional,) = first.effects
            assert isinstance(optional, ir.Optional)
            return f"{self.condition(first.condition)}, you may {self.chain(optional.effects, state)}."
        if isinstance(first, ir.AllowCast):  # 601.3: render/play_permissions.py
            return permission_sentence(self, first, "en")
        return None

    cast_before = False  # whether the sentence before cast a card ("If you don't cast it")
    # whether a sentence before put the card it looked at onto the battlefield ("If you don't
    # put the card onto the battlefield")
    put_before = False
    several_found = False  # whether the search before may find several cards ("them")

    def shares_type_noun(self, f: ObjectFilter, plural: bool = False) -> str:
        """"creature card that shares a creature type with a creature you control" (205.3m)."""
        shared = f.shares_creature_type_with
        assert shared is not None
        mine = shared.controller is Controller.YOU
        inner = self.noun(replace(shared, controller=Controller.ANY), "battlefield")
        outer = self._card_noun(replace(f, shares_creature_type_with=None))
        outer = outer + "s" if plural else outer
        tail = " you control" if mine else ""
        return f"{outer} that shares a creature type with {'an' if inner[0] in 'aeiou' else 'a'} {inner}{tail}"

    def library_predicate(self, effect: Any, third: bool, state: Any) -> str | None:
        """A library effect as a verb phrase (None: not one)."""
        action = self.keyword_action_predicate(effect, third)  # render/keyword_actions.py
        if action is not None:
            return action
        s = "s" if third else ""
        if isinstance(effect, ir.RevealHand):
            return f"reveal{s} {'their' if third else 'your'} hand"
        if isinstance(effect, (ir.LookAtTop, ir.RevealTop, ir.ExileTop)):
            verb = {ir.LookAtTop: "look at", ir.RevealTop: "reveal", ir.ExileTop: "exile"}[type(effect)]
            verb = verb.replace(" ", f"{s} ", 1) if " " in verb else verb + s
            return f"{verb} {self._top_cards(effect)}"
        if isinstance(effect, ir.SearchLibraryAndGraveyard):  # 701.19
            if effect.count != 1:
                raise RenderError("a search for more than one card")
            noun = self._card_noun(effect.filter)
            whose = self._possessive(effect.player)
            article = "an" if noun[0] in "aeiou" else "a"
            verb = "searches" if third else "search"
            return f"{verb} {whose} library and/or graveyard for {article} {noun}"
        if isinstance(effect, ir.SearchFor):
            self.several_found = effect.count != 1
            whose = self._possessive(effect.player)
            verb = f"search{'es' if third else ''} {whose} library for"
            names = " with different names" if effect.different_names else ""  # 201.2
            if effect.count is None:  # 701.19: any number of them
                return f"{verb} any number of {self._card_noun(effect.filter, plural=True)}{names}"
            if chosen_count(effect.count):  # "up to that many": how many were chosen (608.2c)
                return f"{verb} up to that many {self._card_noun(effect.filter, plural=True)}{names}"
            assert isinstance(effect.count, int)
            pair = _two_names(effect)
            if pair is not None:
                # Oracle (M21 Alpine Houndmaster): "a card named A and/or a card named B" — up to
                # one card of each name, read back as up to two with different names (201.2)
                return f"{verb} a card named {pair[0]} and/or a card named {pair[1]}"
            if effect.count != 1:
                if effect.count >= len(_EN_NUMBERS):
                    raise RenderError("a number of cards searched for that has no English word here")
                return f"{verb} up to {_EN_NUMBERS[effect.count]} {self._card_noun(effect.filter, plural=True)}{names}"
            if effect.different_names:
                raise RenderError("one card with different names")
            noun = self._card_noun(effect.filter)
            return f"{verb} {'an' if noun[0] in 'aeiou' else 'a'} {noun}"
        if isinstance(effect, ir.RevealCards):
            return f"reveal{s} {self.reference(effect.cards)}"
        if isinstance(effect, ir.Shuffle):
            return f"shuffle{s} {self._possessive(effect.player)} library"
        if isinstance(effect, ir.Scry):
            return f"scr{'ies' if third else 'y'} {effect.amount}"  # 701.22a
        if isinstance(effect, ir.ExileUntilLeaves):  # 610.3
            return f"exile{s} {self.reference(effect.obj)} until {self.card_name} leaves the battlefield"
        if isinstance(effect, ir.ExileFromTopUntil):
            who = "they" if third else "you"
            whose = "their" if third else self._possessive(effect.player)
            noun = self._card_noun(effect.filter)
            article = "an" if noun[0] in "aeiou" else "a"
            return f"exile{s} cards from the top of {whose} library until {who} exile {article} {noun}"
        if isinstance(effect, ir.ShuffleIntoLibrary):  # 701.20a
            whose = "their" if third else self._possessive(effect.player)
            cards = effect.cards
            if isinstance(cards, ir.EachObject):
                _whole_graveyard_of(cards, effect.player)
                moved = f"{whose} graveyard"
            else:
                moved = self.reference(cards)
            return f"shuffle{s} {moved} into {whose} library"
        if isinstance(effect, ir.RevealFromTopUntil):  # 701.16a
            who = "they" if third else "you"
            whose = "their" if third else self._possessive(effect.player)
            noun = self._card_noun(effect.filter)
            article = "an" if noun[0] in "aeiou" else "a"
            return f"reveal{s} cards from the top of {whose} library until {who} reveal {article} {noun}"
        if isinstance(effect, ir.CastWithoutPaying):
            _yours(effect.player)  # "you may cast it"
            self.cast_before = True
            return f"cast{s} {self.reference(effect.card)} without paying its mana cost"
        if isinstance(effect, ir.PlayWithoutPaying):
            _yours(effect.player)  # "you may play that card" (118.9, 305.2a)
            card = self.reference(effect.card)
            return f"play{s} {'that card' if card == 'it' else card} without paying its mana cost"
        if isinstance(effect, ir.ChooseCards):
            _among_the_group(effect.among)
            if effect.count != 1:
                raise RenderError("choosing more than one card from a revealed group")
            f = effect.filter
            if f is not None and f.excluded_card_types and f == ObjectFilter(
                excluded_card_types=f.excluded_card_types
            ):  # Oracle: "a noncreature, nonland card"
                kinds = ", ".join("non" + t.value for t in f.excluded_card_types)
                return f"choose{s} a {kinds} card from it"
            rest = "" if f is None else " " + self._postmodifiers(f)
            return f"choose{s} a card from it{rest}"
        if isinstance(effect, ir.DiscardObjects):
            return f"discard{s} {self.reference(effect.cards)}"
        if isinstance(effect, ir.PutOnBottomInAnyOrder):
            _yours(effect.player)
            return f"put{s} {self.reference(effect.cards)} on the bottom of your library in any order"
        if isinstance(effect, ir.PutOnBottomInRandomOrder):
            return f"put{s} {self.reference(effect.cards)} on the bottom of your library in a random order"
        if isinstance(effect, ir.PutIntoGraveyard):
            return f"put{s} {self.reference(effect.cards)} into your graveyard"
        if isinstance(effect, ir.ReturnToHand) and isinstance(effect.obj, ir.LookedAtCards):
            return f"put{s} {self.reference(effect.obj)} into your hand"
        return None

    def _possessive(self, player: Any) -> str:
        whose = self.reference(player)
        return "your" if whose == "you" else "their" if whose == "that player" else whose + "'s"

    def _card_noun(self, f: ObjectFilter | None, plural: bool = False) -> str:
        """"card", "basic land card", "creature or land card" (or their plurals)."""
        if f is None:
            return "cards" if plural else "card"
        if f != ObjectFilter(card_types=f.card_types, supertypes=f.supertypes,
                             excluded_card_types=f.excluded_card_types, subtypes=f.subtypes,
                             mana_value_min=f.mana_value_min, mana_value_max=f.mana_value_max,
                             same_name_as_source=f.same_name_as_source, named=f.named,
                             shares_name_with=f.shares_name_with, any_of=name_union(f)):
            raise RenderError("a card with this description in a library")
        if len(f.subtypes) > 1 or (f.subtypes and len(f.card_types) > 1):
            raise RenderError("a card of several subtypes or of a subtype and several types")
        words = [s.value for s in f.supertypes] + ["non" + t.value for t in f.excluded_card_types]
        words += [subtype_text("en", s) for s in f.subtypes]  # "Goblin card" (205.3)
        if len(f.card_types) > 2 and set(f.card_types) == set(PERMANENT_TYPES):
            words.append("permanent")  # 110.4
        else:
            words.append(" or ".join(t.value for t in f.card_types))
        words.append("cards" if plural else "card")
        # "a creature card with mana value 6 or greater" (Oracle; 202.3)
        if f.mana_value_min is not None and f.mana_value_max not in (None, f.mana_value_min):
            raise RenderError("a card with a mana value between two bounds")
        words += mana_value_words(f, "en")
        if f.same_name_as_source:  # "a card named Elvish Clancaller" (201.2)
            words.append(f"named {self.card_name}")
        if f.named is not None:  # "a card named Ajani, Inspiring Leader" (201.2)
            words.append(f"named {f.named}")
        if name_union(f):  # "a card named Heart-Piercer Bow or Vial of Dragonfire" (201.2)
            words.append("named " + " or ".join(str(a.named) for a in f.any_of))
        shared = f.shares_name_with
        if shared is not None:  # "a card with the same name as another creature you control"
            inner = self.noun(replace(shared, controller=Controller.ANY, other=False), "battlefield")
            one = "another" if shared.other else "an" if inner[:1] in "aeiou" else "a"
            tail = " you control" if shared.controller is Controller.YOU else ""
            words.append(f"with the same name as {one} {inner}{tail}")
        return " ".join(w for w in words if w)

    def _top_cards(self, effect: Any) -> str:
        whose = self._possessive(effect.player)
        if effect.amount == 1:
            return f"the top card of {whose} library"
        if isinstance(effect.amount, ir.TriggeringAmount):  # the event's amount (603.2c)
            return f"that many cards from the top of {whose} library"
        if not isinstance(effect.amount, int) or effect.amount >= len(_EN_NUMBERS):
            raise RenderError("a number of cards from the top that has no English word here")
        return f"the top {_EN_NUMBERS[effect.amount]} cards of {whose} library"

    def _postmodifiers(self, f: ObjectFilter) -> str:
        if f.mana_value_min is not None and f == ObjectFilter(mana_value_min=f.mana_value_min):
            return f"with mana value {f.mana_value_min} or greater"
        if f.mana_value_max is not None and f == ObjectFilter(mana_value_max=f.mana_value_max):
            return f"with mana value {f.mana_value_max} or less"
        raise RenderError("a card chosen from a revealed group with this description")

    def library_reference(self, selector: Any) -> str:
        """"one of them", "the rest", "all creature and land cards revealed this way", "that card"."""
        if isinstance(selector, ir.OneOf):
            _one_of_the_group(selector)
            if selector.count != 1:  # "Put two of them into your hand"
                if selector.filter is not None or not 1 < selector.count < len(_EN_NUMBERS):
                    raise RenderError("several cards of a description from among them")
                return f"{_EN_NUMBERS[selector.count]} of them"
            if selector.filter is not None:  # "a black card from among them"
                f = selector.filter
                # "a creature card of the chosen type from among them" (Icon of Ancestry)
                chosen = " of the chosen type" if f.chosen_subtype else ""
                noun = self.noun(replace(f, chosen_subtype=False), "looked") + chosen
                return f"{'an' if noun[0] in 'aeiou' else 'a'} {noun} from among them"
            return "one of them"
        if isinstance(selector, ir.TheRest):
            return "the rest"
        if isinstance(selector, ir.ChosenCards):
            return "that card"
        if isinstance(selector, ir.CardsThisWay):
            if selector.filter is None:
                return "them" if self.several_found else "it"
            f = selector.filter
            if f.subtypes and f == ObjectFilter(subtypes=f.subtypes) and len(f.subtypes) == 1:
                # "all Goblin cards revealed this way" (205.3)
                return f"all {subtype_text('en', f.subtypes[0])} cards revealed this way"
            if f != ObjectFilter(card_types=f.card_types) or not f.card_types:
                raise RenderError("cards revealed this way with this description")
            return "all " + " and ".join(t.value for t in f.card_types) + " cards revealed this way"
        raise RenderError(f"no English phrasing for the reference {type(selector).__name__}")


def library_static_text(ability: ir.StaticAbility, lang: str, name: str) -> str | None:
    """"You may cast CARDNAME from exile." (601.3) and "CARDNAME has all activated abilities of
    all creature cards exiled with it." (607.2a); None for any other static ability."""
    if ability.condition is not None or len(ability.effects) != 1:
        return None
    (effect,) = ability.effects
    if isinstance(effect, rt.MayCastFromZone) and effect.zone == "exile":
        if lang == "ja":
            return f"あなたは{name}を追放領域から唱えてもよい。"
        return f"You may cast {name} from exile."
    if isinstance(effect, rt.MayPlayLandsFrom) and effect.zone == "graveyard":  # 305.1
        if lang == "ja":
            return "あなたはあなたの墓地から土地・カードをプレイしてもよい。"
        return "You may play land cards from your graveyard."
    if isinstance(effect, rt.MayCastFromZone) and effect.zone == "graveyard":
        if lang == "ja":
            return f"あなたは{name}をあなたの墓地から唱えてもよい。"
        return f"You may cast {name} from your graveyard."
    if isinstance(effect, rt.GainActivatedAbilitiesOfExiled):
        f = effect.filter
        if f != ObjectFilter(card_types=f.card_types) or len(f.card_types) != 1:
            raise RenderError("activated abilities of exiled cards with this description")
        (kind,) = f.card_types
        if lang == "ja":
            word = _JA_TYPES[kind]
            cards = word + ("・カード" if word[-1] in _KATAKANA_END else "カード")
            return f"{name}は、それにより追放されたすべての{cards}の起動型能力を持つ。"
        return f"{name} has all activated abilities of all {kind.value} cards exiled with it."
    return None




def _among_the_group(among: Any) -> None:
    """「その中から」 / "from it": the whole group the instruction before looked at."""
    if among != ir.CardsThisWay(None):
        raise RenderError("a choice among other cards than the group looked at")


def _one_of_the_group(selector: ir.OneOf) -> None:
    """「そのうちの１枚」 / "one of them": a card you choose among the whole group (its kind,
    「その中から黒のカード１枚」, is said by the caller)."""
    if not isinstance(selector.chooser, ir.You):
        raise RenderError("no phrasing for one of them chosen by another player")
    _among_the_group(selector.among)


def _yours(player: Any) -> None:
    """「あなたのライブラリー」 / "your library": the instruction is yours."""
    if not isinstance(player, ir.You):
        raise RenderError("no phrasing for another player's library here")


def _two_names(effect: ir.SearchFor) -> tuple[str, str] | None:
    """The two names of a search for up to two cards named A or B with different names (201.2),
    or None for another search."""
    f = effect.filter
    if effect.count != 2 or not effect.different_names or f is None or len(f.any_of) != 2:
        return None
    if ObjectFilter(any_of=f.any_of) != f:
        return None
    names = [kind.named for kind in f.any_of if kind == ObjectFilter(named=kind.named)]
    if len(names) != 2 or None in names:
        return None
    return str(names[0]), str(names[1])
