"""Canonical English (Oracle-style) text of instructions, selectors and costs.

Used by render/en.py for every ability's instructions: one sentence per group of
effects sharing a subject and a duration ("Target creature gets +2/+2 and
gains first strike until end of turn."), "You may …, then …" for optional
instructions, "If …, …" for conditional ones. Targets are named inline the
first time ("target creature") and by pronoun afterwards ("it", "that
player", "them"; "that card" once it has moved).
"""

from __future__ import annotations

from typing import Any

from ofuda.runtime.definitions import Duration, TokenSpec
from ofuda.runtime.statics import HexproofFrom

from .. import ir
from ..parse.subtype_table import SUBTYPE_BY_WORD
from ..parse.vocabulary import PLURAL_PREFIX, SUBTYPE_PREFIX
from . import (
    any_number,  # noqa: F401 - registers the phrasings of "any number of"
    game_rules,  # noqa: F401 - registers the phrasings of the game's own rules
    instructions_en,  # noqa: F401 - registers the phrasings
    mana,  # noqa: F401 - registers the phrasings of mana of chosen colours
)
from .attach import may_pair_sentences, single_may_sentence
from .chosen import unless_text
from .common import RenderError, for_this_turn
from .delayed_abilities import delayed_ability_text, is_delayed_ability
from .durations import family_predicate_en, lasting_words_en
from .effects import (
    COUNTED,
    SentenceState,
    amount_of,
    chooser_subject,
    effect_groups,
    effect_subject,
    imperative,
    in_sequence,
    plural,
    shared_rounding,
    split_amount,
)
from .effect_results import chosen_count, opponents_you_have
from .events import event_condition, event_sentence
from .follow_ups import instead_text, is_reflexive, reflexive_text
from .history_values import died_noun_en
from .kept_and_rest import english_kept_and_rest, sentence_groups
from .life_totals import life_total_sentence
from .nouns import EnglishNouns
from .phrasings import ENGLISH
from .prevention import prevention_sentence
from .quoted import quoted_abilities
from .regeneration_riders import regeneration_rider
from .stack import revealed_this_way, sacrificed_this_way, stack_sentence, union_clause_in_sentence
from .static_extras import timed_evasion
from .tokens import predefined_name
from .types import literals
from .words_en import COLORS, COUNTERS, a_noun, capitalize, count_word, series

# 611.2b: the duration that ends as your next turn begins, and its English
UNTIL_NEXT = (Duration.UNTIL_YOUR_NEXT_TURN, "until your next turn")


def continuation(text: str) -> str:
    """The text as the rest of a sentence: its first letter in lower case, unless the first
    word is a proper noun (a subtype: "Human creatures you control get …", 205.3)."""
    first = text.split(" ", 1)[0]
    words = literals("en")
    if first in SUBTYPE_BY_WORD or any(
        words.get(name) == first
        for name in words
        if name.startswith((SUBTYPE_PREFIX, PLURAL_PREFIX))
    ):
        return text
    return text[:1].lower() + text[1:]


class EnglishInstructions(EnglishNouns):
    """Renders the instructions of one ability (its targets named inline, in order)."""

    # A dies trigger's instructions call the card it became "it" (render/events.py).
    event_card_it = False
    # The type a demonstrative names the event's object by ("that planeswalker": the permanent
    # a damage trigger's source dealt damage to, render/events.py); None: "that creature".
    event_object_type: Any = None
    targeting_abilities: bool = False  # "that spell or ability" (115.1, render/events.py)
    # The last sacrifice chose one creature: "the sacrificed creature" (render/effect_results.py).
    sacrificed_creature = False
    # The instructions of an instant or sorcery: it is "this spell" (render/events.py).
    spell = False
    # Halves all rounded alike, said once after the instructions (True: "Round up each time.")
    round_each_time: bool | None = None

    # --- sentences ---------------------------------------------------------

    def body(self, effects: tuple[ir.Effect, ...]) -> str:
        """All the ability's instructions as sentences; Oracle joins instructions you carry
        out one after another into one sentence: "Exile target creature you control, then
        return that card to the battlefield under your control." """
        rounding = shared_rounding(effects) if self.round_each_time is None else None
        if rounding is not None:  # Oracle (M21 Peer into the Abyss): "Round up each time." (107.1a)
            self.round_each_time = rounding
            try:
                text = self.body(effects)
            finally:
                self.round_each_time = None
            return f"{text} Round {'up' if rounding else 'down'} each time."
        paired = may_pair_sentences(effects, self)  # "You may A and you may B." (render/attach.py)
        if paired is not None:
            return " ".join(paired)
        sentences: list[list[list[ir.Effect]] | str] = []
        for group in sentence_groups(effects):
            if isinstance(group, tuple):  # "Put one of them into your hand and the rest …"
                sentences.append(english_kept_and_rest(self, *group, SentenceState()))
            elif (
                sentences
                and isinstance(sentences[-1], list)
                and imperative(sentences[-1][-1])
                and imperative(group)
                and (
                    in_sequence(sentences[-1][-1][0], group[0])
                    # "put a despair counter on …, then each player exiles X …" (#97)
                    or isinstance(sentences[-1][-1][0], ir.AddCounters)
                    and isinstance(group[0], (ir.ExileUnion, ir.SacrificeUnion))
                )
            ):
                sentences[-1].append(group)
            else:
                sentences.append([group])
        text = " ".join(g if isinstance(g, str) else self.sentence(g[0], g[1:]) for g in sentences)
        return self.declared_targets() + text

    def declared_targets(self) -> str:
        """ "Choose target creature. " for targets no instruction names (115.1: still chosen as
        the ability is put on the stack, 601.2c); they come first, as they were declared."""
        unnamed = sorted({first for first, (_, _) in self._first_slots() if first not in self.named})
        if not unnamed:
            return ""
        if self.named and max(unnamed) > min(self.named):
            raise RenderError("no English phrasing for a target no instruction names after others")
        phrases = [self.reference(ir.Targeted(first)) for first in unnamed]
        return f"Choose {' and '.join(phrases)}. "

    def _first_slots(self) -> list[tuple[int, tuple[int, Any]]]:
        """The first target index of each target declaration, with its slot."""
        firsts: dict[int, tuple[int, tuple[int, Any]]] = {}
        for index, slot in enumerate(self.slots):
            firsts.setdefault(slot[0], (index, slot))
        return list(firsts.values())

    def sentence(self, group: list[ir.Effect], then: list[list[ir.Effect]] = ()) -> str:  # type: ignore[assignment]
        """One sentence ("…, then …" for the ``then`` groups); "where X is …" closes it when
        an amount needs X."""
        rider = regeneration_rider(group, "en")  # 701.15: render/regeneration_riders.py
        if rider is not None:
            plain, words = rider
            return self.sentence(plain, then) + " " + words
        state = SentenceState()
        if then:
            text = capitalize(", then ".join(self.clause(g, state) for g in (group, *then)))
            if state.x_value is not None:
                text += f", where X is {self.value(state.x_value)}"
            return text + "."
        first = group[0]
        if isinstance(first, ir.Instead):  # 608.2c (render/follow_ups.py)
            return instead_text(self, first, "en")
        if is_reflexive(first):  # 603.12 (render/follow_ups.py)
            return reflexive_text(self, first, "en")
        if is_delayed_ability(first):  # 603.7b (render/delayed_abilities.py)
            return delayed_ability_text(self, first, "en")
        library = self.library_sentence(first, state)  # render/library.py
        if library is not None:
            return library

        own = single_may_sentence(group, self) or stack_sentence(first, "en", self)
        if own is not None:
            return own

        own = prevention_sentence(first, "en", self) or life_total_sentence(first, "en", self)
        if own is not None:
            return own

        event = event_sentence(first, "en", self, state)  # render/events.py
        if event is not None:
            text = event
        elif isinstance(first, ir.SacrificeEachUnlessPayLife) and isinstance(first.objects, ir.EachObject):
            # FAQ P78: "For each creature, its controller sacrifices it unless they pay X life."
            noun = self.each_noun(first.objects)
            amount = self.amount(first, state)
            text = f"For each {noun}, its controller sacrifices it unless they pay {amount} life"
        elif isinstance(first, ir.Optional):
            if not isinstance(first.player, ir.You):
                raise RenderError("only \"you may\" has an English phrasing")
            if any(not isinstance(effect_subject(e), (ir.You, type(None))) for e in first.effects):
                state.bare = True  # "You may have target creature get -2/-2 …"
                text = "You may have " + self.chain(first.effects, state)
            else:
                state.you_said = True
                text = "You may " + self.chain(first.effects, state)
        elif isinstance(first, ir.Unless):
            text = unless_text(self, first, state, "en")
        elif isinstance(first, ir.Conditional):
            text = f"{self.condition(first.condition)}, {self.chain(first.effects, state)}"
        else:
            text = capitalize(self.clause(group, state))
        if state.x_value is not None:
            text += f", where X is {self.value(state.x_value)}"
        return text if text.endswith('."') else text + "."  # a quotation's period ends it

    def chain(self, effects: tuple[ir.Effect, ...], state: SentenceState) -> str:
        """Instructions one after another: "A, then B"."""
        return ", then ".join(self.clause(group, state) for group in effect_groups(effects))

    def condition(self, condition: ir.Condition) -> str:
        """"If you do" / "If it's an Angel" / "If you control a Demon"."""
        if isinstance(condition, ir.YouDid):
            return "If you do"
        if isinstance(condition, ir.SacrificedThisWay):  # render/stack.py
            return sacrificed_this_way(condition, "en", self)
        if isinstance(condition, ir.RevealedThisWay):  # render/stack.py
            return revealed_this_way(condition, "en", self)
        if isinstance(condition, ir.YouDidNot):
            if self.put_before:  # Oracle restates the instruction not done (M20 Risen Reef)
                return "If you don't put the card onto the battlefield"
            return "If you don't cast it" if self.cast_before else "If you don't"
        if isinstance(condition, ir.Matches):
            noun = self.noun(condition.filter, "battlefield")
            ref = self.reference(condition.obj)
            if ref == "it":
                return f"If it's {a_noun(noun)}"
            return f"If {ref} is {a_noun(noun)}"

        event = event_condition(condition, "en", self)  # render/events.py
        if event is not None:
            return event
        if isinstance(condition, ir.IsPairedWith):  # 702.95
            noun = self.noun(condition.partner, "battlefield")
            self.paired = condition.obj
            ref = self.reference(condition.obj)
            lead = "If it's" if ref == "it" else f"If {ref} is"
            return f"{lead} paired with {a_noun(noun)}"
        assert isinstance(condition, ir.Controls)
        who = self.reference(condition.player)
        verb = "control" if who == "you" else "controls"
        noun = self.noun(condition.filter, "battlefield")
        return f"If {who} {verb} {a_noun(noun)}"

    def clause(self, group: list[ir.Effect], state: SentenceState) -> str:
        """A subject and its predicates ("Target player discards two cards and loses 2 life")."""
        first = group[0]
        earlier = tuple(self.groups_named)
        for effect in group:  # the groups acted on, for a later "those creatures"
            for acted_on in (getattr(effect, "obj", None), getattr(effect, "recipient", None)):
                if isinstance(acted_on, ir.EachObject) and acted_on not in self.groups_named:
                    self.groups_named.append(acted_on)
        if isinstance(first, (ir.ExileUnion, ir.SacrificeUnion)):  # render/stack.py
            return union_clause_in_sentence(first, state, self.reference(first.player))
        subject_selector = effect_subject(first)
        self.speaker = subject_selector if isinstance(first, ir.PlayerEffect) else None
        chooser = chooser_subject(first)
        if chooser is not None:  # "that player exiles two cards from their graveyard"
            subject_selector = self.speaker = chooser
        # Oracle: "You gain 3 life." / "you win the game" but "Draw a card." / "Destroy target creature."
        imperative = subject_selector is None or isinstance(subject_selector, ir.You) and (
            state.you_said or not isinstance(
                first, (ir.ObjectEffect, ir.GainLife, ir.LoseLife, ir.WinGame, ir.LoseGame)))
        subject = "" if imperative else self.reference(subject_selector)
        if subject == "them":  # the subject form: "They don't untap …", never "Them"
            subject = "they"
        if isinstance(subject_selector, ir.PairedWith):
            subject += " also"  # "that creature also gets …": the same as its partner
        third = not imperative and not plural(subject_selector) and not isinstance(
            subject_selector, ir.You) and not state.bare
        plural_subject = (
            self.plural_group(subject_selector)
            if isinstance(subject_selector, ir.EachObject)
            and isinstance(first, (ir.ModifyPowerToughness, ir.GrantKeyword, ir.LoseKeyword))
            else None
        )
        if plural_subject is not None:  # Oracle: "creatures you control get +1/+1"
            subject = plural_subject
        elif isinstance(subject_selector, ir.EachObject):  # "each creature deals": singular
            those = self.those_creatures(subject_selector, earlier)  # "each of those creatures"
            subject = f"each of {those}" if those else "each " + self.each_noun(subject_selector)
            third = True
        elif subject.startswith("each "):  # "each player"
            third = True
        if isinstance(first, ir.SkipNextUntap):
            those = self.those_creatures(subject_selector, earlier)
            several = those is not None or (plural(subject_selector) and not third)
            subject = those or subject
            if first.player is not None:  # a named player's untap step (502.3)
                verb = "don't" if several else "doesn't"
                return f"{subject} {verb} untap during {self.reference(first.player)}'s next untap step"
            if several:  # each one's controller's (502.3)
                return f"{subject} don't untap during their controller's next untap step"
            return f"{subject} doesn't untap during its controller's next untap step"
        if isinstance(first, ir.MustBeBlocked):
            for_this_turn(first)
            return f"all creatures able to block {self.reference(first.obj)} this turn do so"
        if isinstance(first, ir.ExileIfItWouldDie) and isinstance(first.obj, ir.DealtDamageThisWay):
            for_this_turn(first)
            return "if a creature dealt damage this way would die this turn, exile it instead"
        if isinstance(first, ir.ExileIfItWouldDie):
            for_this_turn(first)
            return f"if {self.named_subject(first.obj)} would die this turn, exile it instead"
        if isinstance(first, ir.MustAttack):
            for_this_turn(first)
            return f"{subject} {'attack' if plural(first.obj) else 'attacks'} this turn if able"
        if isinstance(first, ir.MustBeBlockedIfAble):  # 509.1c
            for_this_turn(first)
            return f"{subject} must be blocked this turn if able"
        if isinstance(first, (ir.CantBeBlockedBy, ir.LimitBlockers)):  # for the turn (509.1b)
            return f"{subject} {timed_evasion(first, 'en')}"
        if isinstance(first, (ir.CantBlock, ir.CantBeBlocked)):  # for the turn (509.1b)
            lasting = UNTIL_NEXT[1] if first.duration == UNTIL_NEXT[0] else "this turn"
            restriction = "can't block" if isinstance(first, ir.CantBlock) else "can't be blocked"
            return f"{subject} {restriction} {lasting}"
        predicates: list[str] = []
        run: list[str] = []  # the keywords of consecutive grants, said with one verb
        previous: object = None
        for effect in group:
            phrase = self.predicate(effect, third, state)
            granted = isinstance(effect, ir.GrantKeyword)
            if isinstance(effect, ir.GrantKeyword) and run and isinstance(previous, ir.GrantKeyword):
                keyword = phrase.split(" ", 1)[1]
                if isinstance(effect.keyword, HexproofFrom) and isinstance(previous.keyword, HexproofFrom):
                    keyword = keyword.removeprefix("hexproof ")  # "… from blue and from black"
                run.append(keyword)
                previous = effect
                continue
            previous = effect
            if run:
                predicates.append(series(run))
            run = [phrase] if granted else []
            if not granted:
                predicates.append(phrase)
        if run:
            predicates.append(series(run))
        # "gains vigilance and haste", "gains flying, vigilance, and trample"
        text = " and ".join(predicates)
        if getattr(first, "duration", None) == Duration.END_OF_TURN and isinstance(
            group[-1], ir.GainAbilities
        ):  # Oracle: a quotation ends the sentence, its duration leads
            return f"until end of turn, {subject} {text}" if subject else f"until end of turn, {text}"
        if getattr(first, "duration", None) == Duration.END_OF_TURN and not isinstance(
            first,
            (ir.PreventDamageBy, ir.PreventCombatDamageExcept, ir.PreventAllCombatDamage),  # their own "this turn"
        ):
            text += " until end of turn"
        text += lasting_words_en(first, self.reference)  # 611.2b: "until your next turn", "for as long as …"
        if isinstance(first, ir.PreventAllDamage):
            text += " this turn"
        if isinstance(state.each, ir.DiedThisTurnCount):  # "for each creature that died this turn"
            text += " for each " + died_noun_en(state.each.filter, plural=False)
            state.each = None
        if state.each is not None:
            text += " for each " + self.each_noun(state.each)
            state.each = None
        return f"{subject} {text}" if subject else text

    # --- predicates ------------------------------------------------------------

    def amount(self, effect: Any, state: SentenceState) -> str:
        """An effect's amount as digits, "X", or a per-unit count ("for each" follows)."""
        number, rest = split_amount(amount_of(effect))
        if rest is None:
            return str(number)
        if isinstance(rest, COUNTED):
            state.each = rest
            return str(number)
        return state.x_for(rest)

    def predicate(self, effect: Any, third: bool, state: SentenceState) -> str:
        """One effect as a verb phrase."""
        library = self.library_predicate(effect, third, state) or family_predicate_en(effect, third)
        if library is not None:  # render/library.py, render/durations.py
            return library
        phrasing = ENGLISH.phrasing(type(effect))  # render/instructions_en.py
        if phrasing is None:
            raise RenderError(f"no English phrasing for {type(effect).__name__}")
        return phrasing(self, effect, third, state)

    def cards(self, effect: Any, state: SentenceState) -> str:
        """"a card", "two cards", "X cards"; "that many cards" (the trigger event's, 120.3)."""
        if isinstance(effect.amount, ir.TriggeringAmount) or chosen_count(effect.amount):
            return "that many cards"  # or how many an "any number of" instruction chose
        amount = self.amount(effect, state)
        if amount == "1":
            return "a card"
        return f"{count_word(int(amount)) if amount.isdigit() else amount} cards"

    def counters(self, effect: ir.AddCounters, state: SentenceState) -> str:
        """"a +1/+1 counter", "two +1/+1 counters"."""
        name = COUNTERS[effect.kind]
        # 603.2c: the objects counted; or the trigger event's amount (119.3, 120.3)
        if isinstance(effect.amount, (ir.TriggeringCount, ir.TriggeringAmount)) or chosen_count(effect.amount):
            return f"that many {name}s"
        amount = self.amount(effect, state)
        if amount == "1":  # "an incarnation counter", "a +1/+1 counter"
            return f"{'an' if name[:1] in 'aeiou' else 'a'} {name}"
        return f"{count_word(int(amount)) if amount.isdigit() else amount} {name}s"

    def tokens(
        self,
        token: TokenSpec,
        amount: Any,
        state: SentenceState,
        tapped: bool = False,
        attacking: bool = False,
        abilities: tuple[Any, ...] = (),
    ) -> str:
        """"a 1/1 white Human creature token with flying", "X 4/4 … tokens", "a tapped …",
        "… that's tapped and attacking", '… token with flying and "…"', "two Treasure tokens"."""
        number, rest = split_amount(amount)
        if rest is None or isinstance(rest, (ir.EachObject, ir.EffectResults)):  # "a … token for each …"
            count = count_word(number)  # type: ignore[arg-type]
            if rest is not None:
                state.each = rest
            amount = number
        else:
            count = state.x_for(amount)
        colors = " ".join(COLORS[c] for c in token.colors) or "colorless"  # 105.2c
        types = " ".join(t.value for t in token.card_types)
        plural = "s" if amount != 1 else ""
        if tapped and not attacking:  # 110.5b: "create a tapped 2/2 black Zombie creature token"
            count += " tapped"
        predefined = predefined_name(token, abilities)  # 111.10: "a Treasure token"
        if predefined is not None:
            text = f"{count} {predefined} token{plural}"
        else:
            text = f"{count} {token.power}/{token.toughness} {colors} {' '.join(token.subtypes)} {types} token{plural}"
            had = [k.value for k in token.keywords] + quoted_abilities(abilities, "en")
            if had:
                text += " with " + " and ".join(had)
        if attacking:  # 508.4
            text += (" that are " if plural else " that's ") + ("tapped and " if tapped else "") + "attacking"
        return text

    def pt(self, power: Any, toughness: Any, state: SentenceState) -> str:
        """"+2/+2", "-1/-0", "+X/+0", "-X/-X" (a count is X, defined after the sentence)."""
        if isinstance(power, int) and isinstance(toughness, int):
            sign = "-" if power < 0 or toughness < 0 else "+"
            return "/".join(
                f"{sign if v == 0 else ('-' if v < 0 else '+')}{abs(v)}" for v in (power, toughness)
            )
        return "/".join(self._signed(v, state) for v in (power, toughness))

    def _signed(self, value: Any, state: SentenceState) -> str:
        if isinstance(value, int):
            return f"{'-' if value < 0 else '+'}{abs(value)}"
        if isinstance(value, ir.Product) and value.factor == -1:
            return "-" + state.x_for(value.value)
        return "+" + state.x_for(value)

    # --- values ------------------------------------------------------------------

    def counted_noun(self, selector: ir.EachObject | ir.EffectResults) -> str:
        """The objects a number counts, where they are ("cards in your hand"), not whence."""
        noun = self.each_noun(selector, plural=True)
        for owner in ("your", "a"):
            noun = noun.replace(f"from {owner} {selector.zone}", f"in {owner} {selector.zone}")
        return noun

    def value(self, value: Any) -> str:
        """A value worked out on resolution ("the number of lands you control")."""
        counted = (ir.EachObject, ir.EffectResults)  # "the number of cards discarded this way"
        if isinstance(value, ir.CountOf) and isinstance(value.objects, counted):
            return "the number of " + self.counted_noun(value.objects)
        if isinstance(value, ir.CountOf) and isinstance(value.objects, ir.EachPlayer):
            return "the number of " + opponents_you_have(value.objects, "en", plural=True)  # 102.2
        if isinstance(value, ir.GreatestPower) and isinstance(value.objects, ir.EachObject):
            return "the greatest power among " + self.counted_noun(value.objects)
        if isinstance(value, (ir.PowerOf, ir.ToughnessOf)):
            word = "power" if isinstance(value, ir.PowerOf) else "toughness"
            ref = self.reference(value.obj)
            if ref == "it":
                return f"its {word}"
            return f"{ref}'s {word}"
        if isinstance(value, ir.ManaValueOf):  # 202.3 (Oracle's words)
            ref = self.reference(value.obj)
            return "its mana value" if ref == "it" else f"{ref}'s mana value"
        if isinstance(value, ir.CountersOn):
            return f"the number of {COUNTERS[value.kind]}s on {self.reference(value.obj)}"
        if isinstance(value, ir.Product):
            return f"{count_word(value.factor)} times {self.value(value.value)}"
        if isinstance(value, ir.HalfOf):  # 107.1a
            if self.round_each_time == value.round_up:  # the rounding follows the instructions
                return f"half {self.value(value.value)}"
            return f"half {self.value(value.value)}, rounded {'up' if value.round_up else 'down'}"
        if isinstance(value, ir.Sum):
            return " plus ".join(self.value(v) for v in value.values)
        if isinstance(value, ir.PaidCount) and value.kind == "tapped":
            return "the number of permanents tapped this way"
        if isinstance(value, ir.LifeTotalOf):
            owner = self.reference(value.player)
            return f"{'your' if owner == 'you' else owner + chr(39) + 's'} life total"
        if isinstance(value, ir.DiedThisTurnCount):  # 700.4
            return "the number of " + died_noun_en(value.filter)
        if isinstance(value, ir.LifeGainedThisTurn):  # 119.3
            return f"the amount of life {self.reference(value.player)} gained this turn"
        if isinstance(value, (ir.TotalPower, ir.TotalToughness)) and isinstance(
            value.objects, ir.EachObject
        ):
            stat = "power" if isinstance(value, ir.TotalPower) else "toughness"
            return f"the total {stat} of {self.counted_noun(value.objects)}"
        raise RenderError(f"no English phrasing for the value {type(value).__name__}")

