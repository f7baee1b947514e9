"""Canonical English names of selectors and objects: "target creature", "it", "that player",
"each creature you control", "all Zombies", "any target" — the references and nouns of
render/effects_en.py's instructions, as a mixin of its EnglishInstructions (which holds the
target slots, ``self.slots``, and the targets already named, ``self.named``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import (
    CardType,
    CombatState,
    Controller,
    ObjectFilter,
    PlayerFilter,
    TargetSpec,
)

from .. import ir
from ..ir.kind_lists import QUALITIES, Reading, reading
from ..ir.unions import is_plain_kind, kinds_of
from ..ir.values import ANY_NUMBER_OF_TARGETS
from ..parse.subtype_table import ENGLISH_PLURALS
from .common import ClauseContext, RenderError, keyword_union, moved_group
from .effect_results import opponents_you_have, this_way_noun_en
from .events import event_reference
from .library import PERMANENT_TYPES, is_permanent_card
from .mana_values import mana_value_words
from .stack_abilities import abilities_target_en, names_abilities, zoned_target
from .words_en import COLORS, COUNTERS, article, count_word, player_noun

# Criteria a noun's words do not say (their phrases are the callers': "of the chosen type",
# "dealt damage by … this turn").
_UNSAID = ("chosen_subtype", "damaged_by_source", "shares_name_with")
_PLAIN = ObjectFilter()
# How many colours an object has (105.2a–c), as (at least, at most).
_COLOR_COUNT_WORDS = {(None, 0): "colorless", (1, 1): "monocolored", (2, None): "multicolored"}


def other_than_subject(selector: ir.EachObject) -> ir.EachObject:
    """ "each other creature" where "other" is other than the clause's subject (a target
    creature that deals the damage): the same words as other than the source, which the
    grammar reads relative to that subject again (lower/lowerer.py)."""
    if selector.other_than is None:
        return selector
    return replace(selector, other_than=None, filter=replace(selector.filter, other=True))


def _or_list(words: list[str], listed: bool) -> str:
    """"A", "A or B", and in a target phrase "A, B, or C" (the grammar's lists)."""
    if len(words) <= 2:
        return " or ".join(words)
    if not listed:
        raise RenderError("three alternatives outside a target phrase")
    return ", ".join(words[:-1]) + ", or " + words[-1]


def _kind_word(kind: ObjectFilter) -> str:
    """A one-word kind: "enchantment", "Spirit", "blue"."""
    if kind.card_types:
        return kind.card_types[0].value
    if kind.subtypes:
        return kind.subtypes[0]
    return COLORS[kind.colors[0]]


# "the second spell cast this turn" (grammar/en/47-orders.lark ordinals)
_ORDINALS = {1: "first", 2: "second", 3: "third"}


def _type_word(card_type: CardType, plural: bool) -> str:
    return card_type.value + ("s" if plural else "")


def _without_other(f: ObjectFilter) -> ObjectFilter:
    return replace(f, other=False)


_PLANESWALKERS = ObjectFilter(card_types=(CardType.PLANESWALKER,))

_ANY_TARGET = ObjectFilter(card_types=(CardType.CREATURE, CardType.PLANESWALKER))


def target_phrase(spec: TargetSpec, noun: str) -> str:
    """ "target <noun>", or Oracle's "any target" for a creature, player or planeswalker (115.4)."""
    if spec.objects == _ANY_TARGET and spec.players == PlayerFilter() and spec.count == 1:
        return "any target"
    return "target " + noun


# Creature types' printed plurals (compiler/parse/subtype_table.py, from grammar/data/creature-types.tsv);
# 205.3g: "Equipment" is its own plural.
PLURAL_SUBTYPES = {**ENGLISH_PLURALS, "Equipment": "Equipment", "Aura": "Auras"}


class EnglishReferences(ClauseContext):
    """How the English instructions name selectors and objects (mixed into EnglishInstructions)."""

    specs: list[TargetSpec]
    slots: list[tuple[int, TargetSpec]]
    named: set[int]
    name: str

    if TYPE_CHECKING:  # pragma: no cover - provided by EnglishLibraryPhrases, EnglishChoicePhrases

        def library_reference(self, selector: Any) -> str: ...

        def shares_type_noun(self, f: ObjectFilter, plural: bool = False) -> str: ...

        def divided_targets(self, spec: TargetSpec) -> str: ...

    # --- references and nouns ---------------------------------------------------------

    card_name: str  # the card's own name (render/nouns.py)

    def those_creatures(self, selector: Any, earlier: tuple[Any, ...]) -> str | None:
        """Oracle's "those creatures" for creatures an earlier clause of the ability named as
        a group (the targets, or all creatures of a kind: "Tap all creatures target player
        controls. Those creatures don't untap …"), or None."""
        if isinstance(selector, ir.AllTargets):
            slots = range(selector.first, selector.first + selector.count)
            named = all(i in self.named for i in slots)
            objects = self.slots[selector.first][1].objects
        elif isinstance(selector, ir.EachObject):
            named, objects = selector in earlier, selector.filter
        else:
            return None
        creatures = objects is not None and objects == ObjectFilter(card_types=(CardType.CREATURE,))
        return "those creatures" if named and creatures else None

    def named_subject(self, selector: Any) -> str:
        """A target named before, as the subject of a later sentence: Oracle's "that creature
        or planeswalker" for a target of one of several card types ("If that creature or
        planeswalker would die this turn"), where "it" would not say which; else the reference."""
        if isinstance(selector, ir.Targeted) and selector.index in self.named:
            objects = self.slots[selector.index][1].objects
            if (
                objects is not None
                and len(objects.card_types) > 1
                and objects == ObjectFilter(card_types=objects.card_types)
            ):
                return "that " + " or ".join(t.value for t in objects.card_types)
        return self.reference(selector)

    def each_recipient(self, selector: Any) -> str:
        """What gets counters or damage of its own: Oracle says "each of" before the several
        targets of one phrase named here first ("each of up to two target creatures", 601.2c)."""
        several = (
            isinstance(selector, ir.AllTargets)
            and selector.count > 1
            and selector.first not in self.named
            and not self.slots[selector.first][1].divide
            and self.slots[selector.first][1].count == selector.count
        )
        return ("each of " if several else "") + self.reference(selector)

    def reference(self, selector: Any) -> str:
        """How the text names a selector here (first mention of a target: "target …")."""
        if isinstance(selector, ir.ThisObject):
            return self.name
        if isinstance(selector, ir.ThisCardIn):  # 113.6k: "CARDNAME from your graveyard"
            return f"{self.name} from your {selector.zone.value}"
        if isinstance(selector, ir.You):
            return "you"
        if isinstance(selector, ir.PairedWith):  # the partner a paired condition named
            self.partner_of_paired(selector)
            return "that creature"
        if isinstance(selector, ir.EnchantedObject):  # 303.4b
            return "enchanted creature"
        if isinstance(selector, ir.EquippedObject):  # 301.5a
            return "equipped creature"
        if isinstance(selector, ir.Together):  # "target player and each creature …"
            return " and ".join(
                self.reference(s) if not isinstance(s, ir.EachObject)
                else "all " + self.same_name_noun(s, plural=True) if s.same_name_as is not None
                # "target creature and all other creatures": other than that one (lower/choices.py)
                else "all " + self.each_noun(s, plural=True) if s.other_than is not None
                else "each " + self.each_noun(s)
                for s in selector.selectors
            )
        if isinstance(selector, ir.AttachedObjects):  # "all Equipment attached to that creature"
            host = self.reference(selector.host)
            if host == "it" and isinstance(selector.host, ir.Targeted):
                objects = self.slots[selector.host.index][1].objects
                if objects is not None and objects.card_types == (CardType.CREATURE,):
                    host = "that creature"
            return f"all {self.noun(selector.filter, 'battlefield', plural=True)} attached to {host}"
        if isinstance(selector, ir.Targeted):
            spec_index, spec = self.slots[selector.index]
            if selector.index not in self.named:
                self.named.add(selector.index)
                many = "one" if spec.count == 1 else count_word(spec.count)
                up_to = f"up to {many} " if spec.up_to else ""  # 115.1d
                if spec.objects is not None and (spec.objects.other or spec.distinct_from):
                    # other than this object, or than the earlier targets (115.3)
                    other = replace(spec, objects=replace(spec.objects, other=False))
                    if up_to:
                        return f"{up_to}other target {self.target_noun(other)}"
                    return "another target " + self.target_noun(other)
                return up_to + target_phrase(spec, self.target_noun(spec))
            later = [i for i in self.named if i > selector.index and self.slots[i][1].objects is not None]
            if spec.objects is not None and later:
                # "it" means the latest object target named (lower/lowerer.py)
                raise RenderError("no English phrasing for an earlier of several targets")
            return "that player" if spec.objects is None else "it"
        if isinstance(selector, ir.AllTargets) and self.slots[selector.first][1].divide:
            self.named.update(range(selector.first, selector.first + selector.count))
            return self.divided_targets(self.slots[selector.first][1])
        if isinstance(selector, ir.AllTargets):
            slots = range(selector.first, selector.first + selector.count)
            if all(i in self.named for i in slots):
                return "them"
            self.named.update(slots)
            spec = self.slots[selector.first][1]
            if spec.count != selector.count:
                specs = [self.slots[i] for i in slots]
                if len({index for index, _ in specs}) != selector.count:
                    raise RenderError("a group of targets of different phrases")
                # one target per phrase: "target A and target B"
                return " and ".join("target " + self.target_noun(s) for _, s in specs)
            up_to = "up to " if spec.up_to else ""
            if spec.up_to and spec.count >= ANY_NUMBER_OF_TARGETS:  # 115.1d
                up_to, many = "any number of ", ""
            else:
                many = count_word(spec.count) + " "
            besides = ""
            if spec.objects is not None and spec.objects.other:  # "two other target creatures"
                spec = replace(spec, objects=replace(spec.objects, other=False))
                besides = "other "
            noun = self.target_noun(spec, plural=True)
            return f"{up_to}{many}{besides}target {noun}"
        if isinstance(selector, ir.EachObject) and selector.same_name_as is not None:
            return "all " + self.same_name_noun(selector, plural=True)  # 201.2
        if isinstance(selector, ir.EachObject):
            # Oracle names a group acted on as "all <plural>" ("exile all Zombies")
            plural = self.plural_group(selector, all_kinds=True)
            return "all " + plural if plural else "each " + self.each_noun(selector)
        if isinstance(selector, ir.DealtDamageThisWay):
            return "each creature dealt damage this way"
        if isinstance(selector, ir.LinkedExiledCards):  # 607.2a
            return "the exiled card"
        if isinstance(selector, ir.PaidObject):  # 601.2h
            return {"sacrificed": "the sacrificed creature", "exiled": "the exiled card"}[selector.kind]
        if isinstance(selector, ir.EachPlayer):
            return "each " + player_noun(selector.filter)

        event = event_reference(selector, "en", self)  # render/events.py
        if event is not None:
            return event
        if isinstance(selector, ir.NewObject):
            declared = [spec for _, spec in self.slots]
            return "those cards" if moved_group(selector, declared) else "that card"
        if isinstance(selector, ir.ControllerOf):
            if self.player_named_again(selector):  # "That player puts …" (608.2c)
                return "that player"
            of = self.reference(selector.obj)
            return "its controller" if of == "it" else f"{of}'s controller"
        if isinstance(selector, ir.AttackedBy):  # 506.2
            if not isinstance(selector.obj, (ir.ThisObject, ir.TriggeringObject)):
                raise RenderError(f"no English phrasing for what {selector.obj!r} attacks")
            return "the player or planeswalker it's attacking"
        if isinstance(selector, ir.ChosenObjects):
            self.chosen_by_speaker(selector)
            filter = selector.filter
            if selector.up_to:  # "up to four lands"
                if filter.other or self.speaker not in (None, ir.You()):
                    raise RenderError("no English phrasing for these objects chosen up to a number")
                noun = self.noun(filter, selector.zone, plural=selector.count > 1)
                return f"up to {count_word(selector.count)} {noun}"
            if filter.other:
                noun = self.noun(_without_other(filter), selector.zone)
                return f"another {noun}"
            owner = None if self.speaker in (None, ir.You()) else "their"  # the chooser's own
            noun = self.noun(filter, selector.zone, plural=selector.count > 1, owner=owner)
            count = article(noun) if selector.count == 1 else count_word(selector.count)
            return f"{count} {noun}"
        if isinstance(selector, ir.RandomCards):
            # "a Zombie card at random from your graveyard": "at random" before the zone
            noun = self.noun(selector.filter, selector.zone, plural=selector.count > 1)
            head, _, zone = noun.rpartition(" from ")
            count = article(head) if selector.count == 1 else count_word(selector.count)
            return f"{count} {head} at random from {zone}"
        return self.library_reference(selector)  # render/library.py

    def target_noun(self, spec: TargetSpec, plural: bool = False) -> str:
        """What a target phrase may choose: "creature you control", "player or planeswalker"."""
        if spec.objects is None:
            assert spec.players is not None
            return player_noun(spec.players)
        if spec.players is not None and spec.objects == _PLANESWALKERS:
            return player_noun(spec.players) + " or planeswalker"
        if spec.other_zones:  # 115.1: "spell or creature"
            if plural or spec.players is not None:
                raise RenderError("no English phrasing for these targets in two zones")
            return zoned_target(spec, lambda k, zone: self.noun(k, zone, target=True), "en")
        if spec.zone == "stack" and names_abilities(spec.objects):  # 115.1: abilities on the stack
            if plural or spec.players is not None:
                raise RenderError("no English phrasing for these targets on the stack")
            return abilities_target_en(
                spec.objects, lambda k: self.noun(k, "stack", target=True)
            )
        noun = self.noun(spec.objects, spec.zone, plural=plural, target=True)
        if spec.players is not None:
            return noun + " or player"
        return noun

    def your_card(self, selector: Any) -> bool:
        """Whether ``selector`` is a card in your graveyard or hand (so you own it)."""
        if isinstance(selector, ir.ThisCardIn):
            return True  # the card with the ability, in your graveyard (113.6k)
        if isinstance(selector, ir.AllTargets):  # "up to two target cards from your graveyard"
            return all(
                self.your_card(ir.Targeted(index))
                for index in range(selector.first, selector.first + selector.count)
            )
        if isinstance(selector, ir.Targeted):
            spec = self.slots[selector.index][1]
            zone, objects = spec.zone, spec.objects
        elif isinstance(selector, (ir.EachObject, ir.ChosenObjects)):
            zone, objects = selector.zone, selector.filter
        else:
            return False
        return (
            zone in ("graveyard", "hand")
            and objects is not None
            and objects.controller is Controller.YOU
        )

    def plural_group(self, selector: ir.EachObject, all_kinds: bool = False) -> str | None:
        """ "creatures you control", "Zombies": a group in the plural, or None where English
        has no plural for it here (and "each <noun>" is said instead); ``all_kinds``: after
        "all", where card types are joined by "and" ("all artifacts and enchantments")."""
        if selector.filter.other or selector.other_than is not None:
            return None  # Oracle keeps "each other creature"
        try:
            return self.each_noun(selector, plural=True, all_kinds=all_kinds)
        except RenderError:
            return None

    def each_noun(
        self, selector: ir.EachObject | ir.EffectResults | ir.EachPlayer, plural: bool = False, all_kinds: bool = False
    ) -> str:
        """The noun of an "each …" selector, with "<player> controls" where it says so
        (``all_kinds``: see :meth:`plural_group`); "enchantment destroyed this way" (608.2c)."""
        if isinstance(selector, ir.EffectResults):  # render/effect_results.py
            return this_way_noun_en(self, selector, plural)
        if isinstance(selector, ir.EachPlayer):  # 102.2: the players counted "for each"
            return opponents_you_have(selector, "en", plural)
        selector = other_than_subject(selector)
        if selector.same_name_as is not None:  # 201.2: "… with the same name as that creature"
            return self.same_name_noun(selector, plural)
        noun = self.noun(selector.filter, selector.zone, plural=plural, all_kinds=all_kinds)
        if selector.controller is not None and selector.zone in ("graveyard", "hand", "library"):
            # "cards in that player's hand": a player's own zone (400.1)
            who = self.reference(selector.controller)
            owner = "your" if who == "you" else f"{who}'s"
            return noun.replace(f"from a {selector.zone}", f"in {owner} {selector.zone}", 1)
        if selector.zone in ("graveyard", "hand", "library"):
            # Oracle counts the cards "in your graveyard" (a target is "from" it)
            return noun.replace(f"from your {selector.zone}", f"in your {selector.zone}", 1)
        if selector.controller is not None:
            who = self.reference(selector.controller)
            if isinstance(selector.controller, ir.Targeted):
                spec = self.slots[selector.controller.index][1]
                if spec.players is not None and spec.objects == _PLANESWALKERS:
                    # Oracle: "each creature that player or that planeswalker's controller controls"
                    who = "that player or that planeswalker's controller"
            noun += f" {who} {'control' if who == 'you' else 'controls'}"
        return noun

    def same_name_noun(self, selector: ir.EachObject, plural: bool) -> str:
        """ "other creatures that player controls with the same name as that creature" (201.2):
        "other" is other than that creature (``other_than_named``)."""
        model = selector.same_name_as
        plain = replace(selector, same_name_as=None, other_than_named=False)
        if selector.other_than_named:
            plain = replace(plain, filter=replace(plain.filter, other=True))
        elif selector.filter.other:
            raise RenderError("no English noun for objects other than this one with another's name")
        who = self.reference(model)
        if who == "it" and isinstance(model, ir.Targeted):
            objects = self.slots[model.index][1].objects
            if objects is not None and objects.card_types == (CardType.CREATURE,):
                who = "that creature"
        return f"{self.each_noun(plain, plural=plural)} with the same name as {who}"

    def noun(
        self, f: ObjectFilter, zone: str, plural: bool = False, target: bool = False,
        owner: str | None = None, all_kinds: bool = False,
    ) -> str:
        """An object noun: modifiers, head, and "you control" / "with flying" / "from your graveyard"
        (``owner``: the possessive of the zone where another player chooses among their own cards,
        "from their graveyard"; ``all_kinds``: a plural after "all", whose card types are joined
        by "and": "artifacts, creatures, and enchantments")."""
        if is_permanent_card(f):  # render/library.py
            return "permanent cards" if plural else "permanent card"
        if f.shares_creature_type_with is not None:  # render/library.py
            return self.shares_type_noun(f, plural)
        f, with_any = keyword_union(f)  # "creatures with flying or reach"
        unsaid = [name for name in _UNSAID if getattr(f, name) != getattr(_PLAIN, name)]
        if f.also_card_types and (len(f.card_types) != 1 or f.any_of):  # 205.2b: one head type
            unsaid.append("also_card_types")
        if unsaid:  # every criterion is said, or no noun is (never a noun of fewer criteria)
            raise RenderError(f"no English noun says {', '.join(unsaid)} here")
        words: list[str] = []
        if f.other:
            words.append("other")
        excluded = ["non" + COLORS[c] for c in f.excluded_colors]
        excluded += ["non" + t.value for t in f.excluded_card_types]
        excluded += ["non-" + s for s in f.excluded_subtypes]
        if f.token is False:
            excluded.append("nontoken")
        if excluded:  # Oracle: "noncreature, nonland card"
            words.append(", ".join(excluded))
        if f.tapped is not None:
            words.append("tapped" if f.tapped else "untapped")
        if f.combat_states:
            states = {CombatState.ATTACKING: "attacking", CombatState.BLOCKING: "blocking"}
            words.append(" or ".join(states[s] for s in f.combat_states))
        words += [s.value for s in f.supertypes]  # "legendary", "basic"
        if (f.color_count_min, f.color_count_max) != (None, None):  # 105.2a–c
            counted = _COLOR_COUNT_WORDS.get((f.color_count_min, f.color_count_max))
            if counted is None:
                raise RenderError("no English word for this number of colours")
            words.append(counted)
        colors = _or_list([COLORS[c] for c in f.colors], True) if f.colors else ""
        # Oracle puts the colours after the noun when it names several kinds ("creature or
        # planeswalker that's black or red") or lists more than two ("a spell that's white,
        # blue, black, or red"), before it otherwise ("black or red creature")
        after = len(f.card_types) > 1 or bool(f.any_of) or len(f.colors) > 2
        if colors and not after:  # "black or red": any of the colours
            words.append(colors)  # any noun lists them
        words.append(self._head(f, zone, plural, target, all_kinds and not colors))
        if f.chosen_color:  # 614.12: the colour chosen as the permanent entered
            words.append("of the chosen color")
        if f.chosen_card_type:  # 205.2a: the permanent type chosen as the effect resolves
            words.append("of the chosen type")
        if colors and after:  # Oracle: "creature or planeswalker that's black or red"
            words.append(f"{'that are' if plural else 'that' + chr(39) + 's'} {colors}")
        if zone in ("battlefield", "stack") and f.controller is Controller.YOU:
            words.append("you control")
        elif zone in ("battlefield", "stack") and f.controller is Controller.OPPONENT:
            # the current templating; with no teammates the same as "you don't control" (102.3)
            words.append("your opponents control" if plural else "an opponent controls")
        elif zone in ("battlefield", "stack") and f.controller is Controller.ENCHANTED_PLAYER:
            words.append("enchanted player controls")  # 303.4
        if f.owner is Controller.YOU:  # 108.3
            words.append("you own")
        elif f.owner is Controller.OPPONENT:
            words.append("you don't own")
        elif f.owner is not Controller.ANY:
            raise RenderError("no English noun for this owner")
        if f.controlled_by_defending_player:  # 506.2
            words.append("defending player controls")
        if f.same_name_as_source:  # 201.2
            words.append(f"named {self.card_name}")
        if f.chosen_name:  # 201.3: the card name chosen as the permanent entered
            words.append("with the chosen name")
        listed = kinds_of(f)
        stated = frozenset(q for q in QUALITIES if getattr(f, q) != getattr(_PLAIN, q))
        if listed and stated and reading(listed[1], stated) is not Reading.EVERY_KIND:
            # ir/kind_lists.py: the words would describe the last kind only, or nothing sure
            raise RenderError("no English noun says a quality of every kind of this list")
        words += [f"with {k.value}" for k in f.keywords]
        if with_any:
            words.append("with " + " or ".join(k.value for k in with_any))
        # 122.1: "creature with a +1/+1 counter on it", "creatures with +1/+1 counters on them"
        words += [
            f"with {COUNTERS[k]}s on them" if plural else f"with a {COUNTERS[k]} on it"
            for k in f.counter_kinds
        ]
        words += mana_value_words(f, "en")  # 202.3
        words += [f"without {k.value}" for k in f.excluded_keywords]
        for stat in ("power", "toughness"):
            if getattr(f, f"{stat}_max") is not None:
                words.append(f"with {stat} {getattr(f, f'{stat}_max')} or less")
            if getattr(f, f"{stat}_min") is not None:
                words.append(f"with {stat} {getattr(f, f'{stat}_min')} or greater")
        if zone in ("graveyard", "hand", "library"):
            if f.controller is Controller.OPPONENT and owner is not None:
                raise RenderError("no English noun for a card in an opponent's zone here")
            if f.controller is Controller.OPPONENT:  # 404: "from an opponent's graveyard"
                owner = "an opponent's"
            if owner is None:
                owner = "your" if f.controller is Controller.YOU else "a"
            words.append(f"from {owner} {zone}")
        if f.power_less_than_source:  # 608.2h: the source's power, as it last existed
            if not self.card_name:
                raise RenderError("no phrasing for the card's own name in this place")
            words.append(f"with power less than {self.card_name}'s power")
        if f.dealt_damage_this_turn:  # 120.3
            words.append(f"that {'were' if plural else 'was'} dealt damage this turn")
        if f.targets_player:
            words.append("that targets a player")
        words += self.targeted_words(f)
        if f.nth_this_turn is not None:
            if f.nth_this_turn not in _ORDINALS:
                raise RenderError(f"no English ordinal for {f.nth_this_turn}")
            words.append(f"that's the {_ORDINALS[f.nth_this_turn]} spell cast this turn")
        return " ".join(words)

    def targeted_words(self, f: ObjectFilter) -> list[str]:
        """115.10: "that targets CARDNAME" / "that targets you" / "that targets a creature you
        control" (the targeted object's words before its head, and "you control")."""
        words: list[str] = []
        if f.targets_source:
            if not self.card_name:
                raise RenderError("no phrasing for the card's own name in this place")
            words.append(f"that targets {self.card_name}")
        if f.targets_you:
            words.append("that targets you")
        if f.targets_objects is not None:
            inner = self.noun(f.targets_objects, "battlefield")
            words.append(f"that targets {'an' if inner[:1].lower() in 'aeiou' else 'a'} {inner}")
        return words

    def _head(
        self, f: ObjectFilter, zone: str, plural: bool, target: bool, all_kinds: bool = False
    ) -> str:
        # "looked": cards looked at or revealed, chosen "from among them" (no zone is named)
        kind = {"graveyard": "card", "hand": "card", "library": "card", "stack": "spell",
                "looked": "card"}.get(zone)
        if f.token:
            kind = "token"
        if f.any_of:  # "Spirit or enchantment", "instant or sorcery card" (ir/unions.py)
            shared, alternatives = kinds_of(f) or (f, ())
            described_last = _described_last_kind(alternatives) if kind is None else None
            if described_last is not None:  # ir/kind_lists.py: "…, or creature with flying"
                *plain, last = alternatives
                words = [_kind_word(k) for k in plain]
                keywords = " ".join(f"with {k.value}" for k in last.keywords)
                alternatives, head_words = tuple(plain), [*words, f"{_kind_word(described_last)} {keywords}"]
            else:
                head_words = [_kind_word(k) for k in alternatives]
            if plural or shared.card_types or shared.subtypes or not all(
                is_plain_kind(k) for k in alternatives
            ):
                raise RenderError("no English noun for this union of kinds here")
            head = _or_list(head_words, target)
            return f"{head} {kind}" if kind is not None else head
        if kind == "card" and set(f.card_types) == set(PERMANENT_TYPES) and not f.subtypes:
            head = "permanent"  # "target permanent card from your graveyard" (110.4)
        elif f.card_types:
            types = [_type_word(t, plural and kind is None) for t in f.card_types]
            if all_kinds and plural and kind is None and len(types) > 1 and not f.subtypes:
                # objects of any of the types (grammar/en/40g-plural-unions.lark)
                head = " and ".join(types) if len(types) == 2 else ", ".join(types[:-1]) + ", and " + types[-1]
            elif len(types) <= 2:
                # several targets, each of either type: "two target instant and/or sorcery cards"
                head = (" and/or " if target and plural else " or ").join(types)
            elif target:
                head = ", ".join(types[:-1]) + (", and/or " if plural else ", or ") + types[-1]
            else:
                raise RenderError("three card types outside a target phrase")
            if len(f.subtypes) > 1:
                raise RenderError("no English noun for several subtypes of a card type here")
            if f.also_card_types:  # 205.2b: "artifact creature"
                head = " ".join([*(t.value for t in f.also_card_types), head])
            head = " ".join([*f.subtypes, head])
        elif f.subtypes:
            if len(f.subtypes) != 1:  # "Vampire, Werewolf, or Zombie"
                if plural and (kind is not None or len(f.subtypes) != 2
                               or any(s not in PLURAL_SUBTYPES for s in f.subtypes)):
                    raise RenderError("no English plural for a union of subtypes here")
                if plural:  # "Vampires or Zombies" (grammar/en/33e-keyword-unions.lark)
                    return " or ".join(PLURAL_SUBTYPES[s] for s in f.subtypes)
                head = _or_list(list(f.subtypes), target)
                return f"{head} {kind}" if kind is not None else head
            sub = f.subtypes[0]
            head = PLURAL_SUBTYPES.get(sub, sub) if plural and kind is None else sub
            if plural and kind is None and sub not in PLURAL_SUBTYPES:
                raise RenderError(f"no English plural for {sub}")
        else:
            head = ""
        if kind is not None:
            head = f"{head} {kind}{'s' if plural else ''}".strip()
        return head or ("permanents" if plural else "permanent")


def _described_last_kind(alternatives: tuple[ObjectFilter, ...]) -> ObjectFilter | None:
    """The last kind without its keywords, where the union is of plain noncreature card types
    and "creature with <keywords>" (ir/kind_lists.py), or None."""
    if len(alternatives) < 2 or not alternatives[-1].keywords:
        return None
    bare = replace(alternatives[-1], keywords=())
    kinds = (*alternatives[:-1], bare)
    if not all(is_plain_kind(k) for k in kinds) or reading(kinds, frozenset({"keywords"})) is not Reading.LAST_KIND:
        return None
    return bare
