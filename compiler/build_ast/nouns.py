"""The build_ast pass, nouns and references: object and player nouns, target phrases, values.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py):
methods are named after grammar rules of grammar/ja/30-nouns.lark,
40-effects.lark (references), 45-values.lark and their English twins, and
read meanings from terminal names only (parse/vocabulary.py), so both languages
build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter

from .. import ast
from ..ir.kind_lists import (
    QUALITIES,
    Reading,
    criteria,
    reading,
    with_kind,
    with_last_kind_described,
)
from ..ir.unions import described_like, union
from ..parse.vocabulary import (
    COLOR_COUNTS,
    COLORS,
    COMBAT_STATES,
    DEMONSTRATIVE_TYPES,
    PLAYER_NOUNS,
    PLURAL_SUBTYPES,
    PLURAL_TYPES,
    PRONOUNS,
    WORD_CLASS_TERMINALS,
    subtype_of,
)
from ..source.text import Span
from .noun_parts import Head, Modifier, ZoneFrom

#: The filter fields a modifier adds to, rather than sets.
TUPLE_FIELDS = _TUPLE_FIELDS = (
    "combat_states", "colors", "excluded_card_types", "excluded_subtypes", "excluded_colors", "keywords",
    "excluded_keywords",
)


def _words(children: list[Any]) -> list[Any]:
    return [c for c in children if c is not None]


def is_node(value: object) -> bool:
    """Whether a rule's child is an AST node (not a token or a word).

    Lark's children are untyped, and stay so here: which node kinds a rule's children are is
    the grammar's promise (the goldens hold the builder to it), which isinstance against the
    base class would not tell the type checker anyway.
    """
    return isinstance(value, ast.Node)


class SupertypeWord:
    """A supertype word of a type line, wrapped so that the type line can sort its words."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


class CardTypeWord(SupertypeWord):
    """A card type word of a type line."""

    __slots__ = ()


class SubtypeWord(SupertypeWord):
    """A subtype word of a type line (or of a token's description)."""

    __slots__ = ()


def _subtype_value(word: Any) -> str:
    return str(getattr(word, "value", word))


# The criteria that say what kind of object a word of a union names (the rest of a noun's
# criteria describe it: who controls it, where it is, what it has).
_KIND_FIELDS = ("card_types", "subtypes", "colors", "supertypes", "combat_states", "token")


def _kind_of(word: Any) -> ObjectFilter:
    """The criteria one word of a union names: a card type ("artifacts": plural, "permanents":
    any), a colour, or a subtype."""
    if isinstance(word, CardType):
        return ObjectFilter(card_types=(word,))
    if word is None or (isinstance(word, Token) and word.type == "TYPES_PERMANENT"):
        return ObjectFilter()
    if isinstance(word, tuple):  # a colour word
        return ObjectFilter(colors=word)
    return ObjectFilter(subtypes=(_subtype_value(word),))


def _owner_modifier(who: Any, negated: bool) -> Modifier:
    """"you control" / "you don't control" / "target player controls" / 「あなたの墓地」."""
    if isinstance(who, ast.YouReference):
        return Modifier({"controller": Controller.OPPONENT if negated else Controller.YOU})
    if isinstance(who, ast.PlayerNoun) and not negated and who.controller is not Controller.ANY:
        return Modifier({"controller": who.controller})  # 「対戦相手の墓地」 / "an opponent's graveyard"
    if isinstance(who, ast.DefendingPlayerReference) and not negated:
        # a criterion of the object (506.2), so that a target may be described by it
        return Modifier({"controlled_by_defending_player": True})
    return Modifier(controlled_by=who)


def _targeted_postmodifiers(parts: list[Any], head: int, span: Span) -> list[Any]:
    """English: "a spell that targets a creature you control" — the words after "that targets
    a creature" describe the creature (a relative clause's words attach to its nearest noun),
    so every postmodifier after the targeting one goes into the targeted object's filter; one
    that names a zone or another player's control is not read there yet."""
    for index, part in enumerate(parts):
        if index <= head or not isinstance(part, Modifier):
            continue
        folded = part.fields.get("targets_objects")
        if folded is None:
            continue
        after = [p for p in parts[index + 1 :] if isinstance(p, Modifier)]
        if any(p.zone or p.controlled_by or p.alternatives or "targets_objects" in p.fields
               for p in after):
            unsaid = ast.UnsupportedPhrase(span, "words after a targeted object other than its qualities")
            return [*parts[:index], Modifier(controlled_by=unsaid)]
        for extra in after:
            for name, value in extra.fields.items():
                if name in _TUPLE_FIELDS or name == "subtypes":
                    value = tuple(getattr(folded, name)) + tuple(value)
                folded = replace(folded, **{name: value})
        return [*parts[:index], Modifier({"targets_objects": folded})]
    return parts


def united(kinds: list[ast.ObjectNoun]) -> ast.ObjectNoun:
    """The first noun, admitting any of ``kinds`` (each described by the first one's words)."""
    first = kinds[0]
    if len(kinds) == 1:
        return first
    return replace(first, filter=union([described_like(k.filter, first.filter) for k in kinds]))


@v_args(meta=True)
class NounBuilder(Transformer[Token, Any]):
    """Transformer methods for nouns, references and values (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    # --- object nouns ------------------------------------------------------

    def object_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        return self._noun(meta, _words(children))

    def target_object_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """English "target <modifiers> <kinds> <postmodifiers>" (a quality after a list of
        kinds reads as compiler/build_ast/kind_lists.py says)."""
        return self.object_noun(meta, children)

    def _noun(self, meta: Meta, parts: list[Any]) -> ast.ObjectNoun:
        parts = [self._zone_modifier(p) if isinstance(p, ZoneFrom) else p for p in parts]
        head = next(p for p in parts if isinstance(p, Head))
        parts = _targeted_postmodifiers(parts, parts.index(head), self._span(meta))
        values: dict[str, Any] = {"card_types": head.card_types, "subtypes": head.subtypes}
        if head.also_card_types:  # 205.2b: "artifact creature"
            values["also_card_types"] = head.also_card_types
        if head.combat_states:
            values["combat_states"] = head.combat_states
        kinds = head.alternatives
        zone = "battlefield"
        controlled_by = None
        same_name_as = names = None
        if head.kind == "spell":
            zone = "stack"
        if head.kind == "token":
            values["token"] = True
        for part in parts:
            if not isinstance(part, Modifier):
                continue
            for name, value in part.fields.items():
                values[name] = values.get(name, ()) + value if name in _TUPLE_FIELDS or name == "subtypes" else value
            zone = part.zone or zone
            controlled_by = part.controlled_by or controlled_by
            kinds = kinds or part.alternatives
            same_name_as, names = part.same_name_as or same_name_as, part.names or names  # 201.2
        if head.also_card_types and len(head.card_types) != 1:
            controlled_by = ast.UnsupportedPhrase(self._span(meta), "a list of card types of one kind")
        if sum(1 for p in parts if isinstance(p, Modifier) and "colors" in p.fields) > 1:
            # "a black creature that's red": the filter's colours are alternatives (any will
            # do), so two colour descriptions can't be joined into it without a wrong meaning
            controlled_by = ast.UnsupportedPhrase(self._span(meta), "two descriptions of colour")
        noun_filter = ObjectFilter(**values)
        listed = kinds or (
            tuple(ObjectFilter(card_types=(t,)) for t in head.card_types)
            if len(head.card_types) > 1 and not head.also_card_types else ()
        )
        stated = frozenset().union(*(
            set(p.fields) & QUALITIES for p in parts[parts.index(head) + 1 :] if isinstance(p, Modifier)
        ))
        read = reading(listed, stated) if len(listed) > 1 and stated else Reading.EVERY_KIND
        if read is None:  # kind_lists.py: which kinds the words describe is not said
            controlled_by = ast.UnsupportedPhrase(
                self._span(meta), "a quality after a list of kinds (which kinds it describes is not said)"
            )
        elif read is Reading.LAST_KIND:  # "artifact, enchantment, or creature with flying"
            noun_filter = with_last_kind_described(replace(noun_filter, card_types=()), listed, stated)
            kinds = ()
        if kinds:  # one filter for the union, whatever the language said (ir/unions.py)
            noun_filter = union([with_kind(noun_filter, kind) for kind in kinds])
        return ast.ObjectNoun(self._span(meta), noun_filter, zone, controlled_by, head.also_player,
                              same_name_as=same_name_as, names=names)

    def combat_modifier(self, meta: Meta, children: list[Token]) -> Modifier:
        return Modifier({"combat_states": COMBAT_STATES[children[0].type]})

    def controller_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        who, verb = children[0], children[-1]
        return _owner_modifier(who, verb.type == "DOES_NOT_CONTROL")

    def opponents_control_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """ "your opponents control" / 「対戦相手がコントロールする」: controlled by an opponent of
        you (102.2)."""
        players = [c for c in children if isinstance(c, ast.PlayerNoun)]
        if players and players[0].controller is not Controller.OPPONENT:
            return Modifier()  # 「いずれかのプレイヤーがコントロールする」: any player's
        whose = [c for c in children if is_node(c) and not isinstance(c, ast.PlayerNoun)]
        if whose and not isinstance(whose[0], ast.YouReference):
            return Modifier(controlled_by=ast.OpponentsOf(self._span(meta), whose[0]))
        return Modifier({"controller": Controller.OPPONENT})

    def zone_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        owner, zone = _words(children)
        return self._zone_modifier(ZoneFrom(self._span(meta), owner, zone))

    def _zone_modifier(self, where: ZoneFrom) -> Modifier:
        """「あなたの墓地にある」 / 「あなたの墓地から」 / "from your graveyard"."""
        owner, zone = where.owner, where.zone
        if owner == "any":
            return Modifier(zone=zone)
        base = _owner_modifier(owner, False)
        return Modifier(base.fields, zone, base.controlled_by)

    def zone_from(self, meta: Meta, children: list[Any]) -> ZoneFrom:
        """2018 「あなたの墓地から」 before a card noun (or the zones of an attach: 43-attach)."""
        owner, zone = _words(children)
        return ZoneFrom(self._span(meta), owner, zone)

    def bare_zone_from(self, meta: Meta, children: list[Any]) -> ZoneFrom:
        """「墓地から」: from any graveyard."""
        return ZoneFrom(self._span(meta), "any", _words(children)[0])

    def zone_owner(self, meta: Meta, children: list[Any]) -> Any:
        players = [c for c in children if isinstance(c, ast.PlayerNoun)]
        if players:  # "an opponent's graveyard" / 「対戦相手の墓地」: cards an opponent owns (404)
            return players[0]
        word = _words(children)[0]
        if isinstance(word, Token):
            return ast.YouReference(self._span(meta)) if word.type == "YOUR" else "any"
        return word

    def zone_word(self, meta: Meta, children: list[Token]) -> str:
        return {"GRAVEYARD": "graveyard", "HAND_ZONE": "hand", "LIBRARY_ZONE": "library"}[
            children[0].type
        ]

    def other_modifier(self, meta: Meta, children: list[Token]) -> Modifier:
        return Modifier({"other": True})

    def exclusion_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        word = _words(children)[-1]
        if isinstance(word, Token) and word.type == "TOKEN_WORD":
            return Modifier({"token": False})
        if isinstance(word, CardType) or word is None:
            return Modifier({"excluded_card_types": (word,)} if word else {})
        if isinstance(word, tuple):  # a colour
            return Modifier({"excluded_colors": word})
        return Modifier({"excluded_subtypes": (_subtype_value(word),)})

    def base_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """A Japanese noun that is not a union of kinds (the most derived object_noun builds it)."""
        return self.object_noun(meta, children)

    def bare_kind(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """A kind named by its head alone (「ソーサリー・カード」), after a noun that describes it."""
        return self.object_noun(meta, children)

    def cards_union_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """「インスタント・カードかソーサリー・カード」: a card of any of the kinds, each described by the
        first kind's words (its zone, its owner's words)."""
        return united(children)

    def kinds_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """「あなたの墓地にあるインスタントかソーサリーであるカード」: the kinds before 「である」 any of
        which will do. What the words before the first kind say (「あなたの墓地にある」) describes
        the whole noun; a later kind's own words stay with it (ir/unions.py keeps them apart)."""
        kinds = [c for c in children if isinstance(c, ast.ObjectNoun)]
        rest = [c for c in children if not isinstance(c, ast.ObjectNoun)]
        first = kinds[0]
        whole = {n: v for n, v in criteria(first.filter).items() if n not in _KIND_FIELDS}
        own = [
            replace(ObjectFilter(), **{n: v for n, v in criteria(k.filter).items()
                                      if k is not first or n in _KIND_FIELDS})
            for k in kinds
        ]
        alternatives = Modifier(alternatives=tuple(own))
        described = Modifier(whole, first.zone if first.zone != "battlefield" else None,
                             first.controlled_by)
        later = [k for k in kinds[1:] if k.zone != "battlefield" or k.controlled_by is not None]
        if later:  # 「…か、あなたの墓地にあるソーサリーである」: a kind's own zone is no kind
            unsaid = ast.UnsupportedPhrase(later[0].span, "a zone or a controller of one kind only")
            return ast.ObjectNoun(later[0].span, ObjectFilter(), "battlefield", unsaid)
        return self._noun(meta, [described, alternatives, *rest])

    def color_union_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「黒か赤の」 / "black or red": colours, any of which will do (the criterion's values are
        alternatives already)."""
        colors = tuple(c for word in _words(children) if isinstance(word, tuple) for c in word)
        return Modifier({"colors": colors})

    def quality_clause_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"… that's black or red" (Oracle): the colour adjective's modifier, said after the noun
        (colours any of which will do)."""
        colors = tuple(c for word in _words(children) if isinstance(word, tuple) for c in word)
        return Modifier({"colors": colors})

    def neither_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「吸血鬼でも狼男でもゾンビでもない」: none of the kinds."""
        return self._merged([self.exclusion_modifier(meta, [word]) for word in _words(children)])

    def exclusion_list(self, meta: Meta, children: list[Any]) -> Modifier:
        """"noncreature, nonland": every exclusion."""
        return self._merged([m for m in children if isinstance(m, Modifier)])

    @staticmethod
    def _merged(modifiers: list[Modifier]) -> Modifier:
        fields: dict[str, Any] = {}
        for modifier in modifiers:
            for name, value in modifier.fields.items():
                fields[name] = fields.get(name, ()) + value if name in _TUPLE_FIELDS else value
        return Modifier(fields)

    def tapped_modifier(self, meta: Meta, children: list[Token]) -> Modifier:
        return Modifier({"tapped": children[0].type in ("TAPPED_STATE", "TAPPED")})

    def keyword_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        return Modifier({"keywords": (_plain_keyword(children[0]),)})

    def keyword_union_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"with flying or reach" / 「飛行か到達を持つ」: any of the keywords will do (each its own
        alternative of the filter's union, ir/unions.py)."""
        keywords = [_plain_keyword(c) for c in children if not isinstance(c, Token)]
        return Modifier({"any_of": tuple(ObjectFilter(keywords=(k,)) for k in keywords)})

    def keyword_state_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「飛行を持ちアンタップ状態である」: a keyword and a tapped state, chained."""
        word, state = children[0], children[-1]
        return Modifier({"keywords": (_plain_keyword(word),), "tapped": state.type == "TAPPED_STATE_IS"})

    def mana_value_modifier(self, meta: Meta, children: list[Token]) -> Modifier:
        """ "with converted mana cost 2 or less", "with mana value 1" / 「点数で見たマナ・コストが
        １の」: a bound, or one exact value (both bounds, 202.3)."""
        number = int(next(c for c in children if c.type == "NUMBER"))
        bounds = {c.type for c in children} & {"OR_LESS", "OR_MORE"}
        if not bounds:
            return Modifier({"mana_value_max": number, "mana_value_min": number})
        return Modifier({"mana_value_max" if "OR_LESS" in bounds else "mana_value_min": number})

    def stat_bound_modifier(self, meta: Meta, children: list[Token]) -> Modifier:
        """"with power 2 or less" / 「タフネスが４以上の」: a bound on power or toughness."""
        stat = "power" if any(c.type == "POWER_WORD" for c in children) else "toughness"
        number = int(next(c for c in children if c.type == "NUMBER"))
        at_most = any(c.type == "OR_LESS" for c in children)
        return Modifier({f"{stat}_max" if at_most else f"{stat}_min": number})

    def damaged_this_turn_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"that was dealt damage this turn" / 「このターンにダメージが与えられた」 (120.3)."""
        return Modifier({"dealt_damage_this_turn": True})

    def lesser_power_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"with power less than CARDNAME's power" / 「CARDNAMEよりもパワーが小さい」 (608.2h); than
        another object's power is not read (rejected)."""
        if not isinstance(children[0], ast.SelfReference):
            return Modifier(controlled_by=ast.UnsupportedPhrase(self._span(meta), "a power less than another object's"))
        return Modifier({"power_less_than_source": True})

    def keyword_exclusion_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"without flying" / 「飛行を持たない」."""
        return Modifier({"excluded_keywords": (_plain_keyword(children[0]),)})

    def color_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        return Modifier({"colors": children[0]})

    def color_count_modifier(self, meta: Meta, children: list[Token]) -> Modifier:
        """"colorless" / 「無色の」, "monocolored" / 「単色の」, "multicolored" / 「多色の」: how many
        colours the object has (105.2a–c)."""
        fewest, most = COLOR_COUNTS[children[0].type]
        return Modifier({"color_count_min": fewest, "color_count_max": most})

    def subtype_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        return Modifier({"subtypes": (_subtype_value(children[0]),)})

    def color_word(self, meta: Meta, children: list[Token]) -> tuple[Any, ...]:
        return (COLORS[children[0].type],)

    def noun_head(self, meta: Meta, children: list[Any]) -> Head:
        types: tuple[CardType, ...] = ()
        subtypes: tuple[str, ...] = ()
        kind = None
        states: tuple[Any, ...] = ()
        alternatives: tuple[ObjectFilter, ...] = ()
        also: tuple[CardType, ...] = ()
        for part in _words(children):
            if isinstance(part, Head):
                types, subtypes = types + part.card_types, subtypes + part.subtypes
                also += part.also_card_types
                kind = part.kind or kind
                states += part.combat_states
                alternatives += part.alternatives
            elif isinstance(part, str):
                kind = part
            else:
                subtypes += (_subtype_value(part),)
        return Head(types, subtypes, kind, combat_states=states, alternatives=alternatives,
                    also_card_types=also)

    def type_combination(self, meta: Meta, children: list[Any]) -> Head:
        """"artifact creature(s)" / 「アーティファクト・クリーチャー」 (205.2b): an object that has
        both card types; the last word is the noun's type, the first one it has as well. The
        Japanese reads the first as the head's types (a list of them is rejected in _noun)."""
        parts = _words(children)
        first = [t for p in parts if isinstance(p, Head) for t in p.card_types]
        first += [p for p in parts if isinstance(p, CardType)]
        *before, last = first
        if not before:  # "artifact permanents": a permanent that is an artifact
            return Head((last,))
        kind = next((p for p in parts if isinstance(p, str)), None)
        subtypes = tuple(_subtype_value(p) for p in parts if not isinstance(p, (Head, CardType, str, Token)))
        if len(before) > 1:  # 「アーティファクトやエンチャント・クリーチャー」: said, not read
            return Head(tuple(first), subtypes, kind, also_card_types=(last,))
        return Head((last,), subtypes, kind, also_card_types=tuple(before))

    def union_head(self, meta: Meta, children: list[Any]) -> Head:
        """"Spirit or enchantment", "instant and/or sorcery": kinds any of which will do."""
        return Head(alternatives=tuple(_kind_of(word) for word in children))  # None: "permanents"

    def subtype_union_head(self, meta: Meta, children: list[Any]) -> Head:
        """"Vampires or Zombies" / 「吸血鬼やゾンビ」: an object of any of the subtypes."""
        words = [c for c in children if not isinstance(c, Token)]
        return Head(alternatives=tuple(
            ObjectFilter(subtypes=w.subtypes) if isinstance(w, Head) else _kind_of(w) for w in words
        ))

    def plural_union_head(self, meta: Meta, children: list[Any]) -> Head:
        """"artifacts and enchantments" / 「アーティファクトとエンチャント」 after "all" / 「すべて」:
        objects of any of the types, as "artifacts or enchantments"."""
        return Head(tuple(t for t in children if isinstance(t, CardType)))

    def combat_head(self, meta: Meta, children: list[Token]) -> Head:
        """「攻撃クリーチャー」 / 「ブロック・クリーチャー」: a creature in that combat state."""
        return Head((CardType.CREATURE,), combat_states=COMBAT_STATES[children[0].type])

    def target_head(self, meta: Meta, children: list[Any]) -> Head:
        parts = _words(children)
        if len(parts) == 1 and isinstance(parts[0], Head):
            return parts[0]
        if any(isinstance(p, Token) and p.type == "OR_PLAYER" for p in parts):  # "creature or player"
            return Head(tuple(p for p in parts if isinstance(p, CardType)), also_player=True)
        # "artifact, creature, or enchantment", "Vampire, Werewolf, or Zombie"
        return Head(alternatives=tuple(_kind_of(word) for word in children))  # None: "permanents"

    def target_and_or_head(self, meta: Meta, children: list[Any]) -> Head:
        """"creatures and/or planeswalkers", "instant and/or sorcery cards" (a target's kinds)."""
        first, second, kind = children
        return Head(alternatives=(_kind_of(first), _kind_of(second)), kind=kind)

    def type_alternatives(self, meta: Meta, children: list[Any]) -> Head:
        if len(children) == 1 and isinstance(children[0], Head):  # a union_head
            return children[0]
        return Head(tuple(t for t in children if t is not None))

    type_list = type_alternatives

    def plural_type_word(self, meta: Meta, children: list[Token]) -> Any:
        return PLURAL_TYPES[children[0].type]

    def subtype_plural(self, meta: Meta, children: list[Token]) -> Head:
        token = children[0]
        name = subtype_of(token) if token.type in WORD_CLASS_TERMINALS else PLURAL_SUBTYPES[token.type]
        return Head(subtypes=(name,))

    def kind_word(self, meta: Meta, children: list[Token]) -> str:
        return {
            "CARD_NOUN": "card",
            "CARDS_WORD": "card",
            "SPELL_NOUN": "spell",
            "SPELLS_WORD": "spell",
            "TOKEN_WORD": "token",
            "TOKENS_WORD": "token",
        }[children[0].type]

    def player_noun(self, meta: Meta, children: list[Token]) -> ast.PlayerNoun | ast.ObjectNoun:
        if children[0].type in ("PLAYER_OR_PLANESWALKER", "OPPONENT_OR_PLANESWALKER"):
            # "player or planeswalker", "opponent or planeswalker": a planeswalker, or a player
            # (115.4) — an opponent for the latter, as 「対戦相手１人かプレインズウォーカー１体」
            player = Controller.OPPONENT if children[0].type.startswith("OPPONENT") else Controller.ANY
            return ast.ObjectNoun(
                self._span(meta),
                ObjectFilter(card_types=(CardType.PLANESWALKER,)),
                also_player=True,
                player=player,
            )
        return ast.PlayerNoun(self._span(meta), PLAYER_NOUNS[children[0].type])

    # --- references -----------------------------------------------------------

    def self_reference(self, meta: Meta, children: list[Token]) -> ast.SelfReference:
        return ast.SelfReference(self._span(meta))

    def you_reference(self, meta: Meta, children: list[Token]) -> ast.YouReference:
        return ast.YouReference(self._span(meta))

    def pronoun_reference(self, meta: Meta, children: list[Token]) -> ast.PronounReference:
        word = children[0]
        card_type = DEMONSTRATIVE_TYPES.get(word.type)
        return ast.PronounReference(self._span(meta), str(word), PRONOUNS[word.type], card_type)

    def possessive_pronoun(self, meta: Meta, children: list[Token]) -> Any:
        word = children[0]
        if word.type == "YOUR":
            return ast.YouReference(self._span(meta))
        return ast.PronounReference(self._span(meta), str(word), PRONOUNS[word.type])

    def controller_of_reference(self, meta: Meta, children: list[Any]) -> ast.ControllerOfReference:
        of = children[0]
        if isinstance(of, Token):  # English "its controller"
            of = ast.PronounReference(self._span(meta), str(of), "object")
        return ast.ControllerOfReference(self._span(meta), of)

    def each_reference(self, meta: Meta, children: list[Any]) -> ast.EachReference:
        parts = _words(children)
        nouns = [p for p in parts if isinstance(p, (ast.ObjectNoun, ast.PlayerNoun))]
        if nouns:
            return ast.EachReference(self._span(meta), nouns[0])
        return ast.EachReference(self._span(meta), self._noun(meta, [p for p in parts if not isinstance(p, Token)]))

    def chosen_reference(self, meta: Meta, children: list[Any]) -> ast.ChosenReference:
        parts = _words(children)
        noun = next(p for p in parts if isinstance(p, ast.ObjectNoun))
        numbers = [p for p in parts if isinstance(p, int)]
        number_tokens = [p for p in parts if isinstance(p, Token) and p.type == "NUMBER"]
        count = numbers[0] if numbers else int(number_tokens[0]) if number_tokens else 1
        if any(isinstance(p, Token) and p.type == "OTHER_ONE" for p in parts):
            noun = replace(noun, filter=replace(noun.filter, other=True))
        return ast.ChosenReference(self._span(meta), noun, count)

    def chosen_union(self, meta: Meta, children: list[Any]) -> ast.ChosenReference | ast.UnsupportedPhrase:
        """「アーティファクト１つか土地１つを」: one object of any of the kinds, chosen as the
        instruction or cost is carried out ("an artifact or land"). What the first alternative's
        words say describes them all, as in a target phrase (ir/unions.py)."""
        alternatives = [c for c in children if isinstance(c, ast.CountedTarget)]
        nouns = [n for c in alternatives for n in c.nouns if isinstance(n, ast.ObjectNoun)]
        first = nouns[0]
        if (
            len(nouns) != len(alternatives)
            or any(c.count != 1 for c in alternatives)
            or any(n.zone != first.zone or n.controlled_by is not None or n.also_player for n in nouns)
        ):
            return ast.UnsupportedPhrase(
                self._span(meta), "a choice among alternatives of other counts, zones or controllers"
            )
        noun_filter = union([described_like(n.filter, first.filter) for n in nouns])
        return ast.ChosenReference(self._span(meta), replace(first, filter=noun_filter), 1)


def _plain_keyword(word: Any) -> Keyword:
    """The keyword a noun's 「…を持つ」 / "with …" names. The Japanese grammar reads any keyword
    there; one with a parameter (「プロテクション（黒）を持つ」, 「黒からの呪禁を持つ」) has no
    criterion of a filter yet, and is refused rather than left as a criterion nothing matches."""
    keyword = getattr(word, "keyword", word)
    if not isinstance(keyword, Keyword):
        raise NotImplementedError("a keyword with a parameter as a quality of a noun")
    return keyword
