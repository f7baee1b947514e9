"""Canonical Japanese text of instructions and costs (their targets, selectors and nouns:
render/references_ja.py).

Used by render/ja.py: targets are declared first (「…を対象とし、…を対象とする。」),
then each group of effects is a sentence; instructions in one sentence chain
with continuative verb forms (「追放し、…戻す」), "you may" ends in the
て-form + もよい, conditions lead (「そうした場合、」). A duration is fronted
(「ターン終了時まで、」). Amounts that are values are written 「Ｘ」 and defined
in a sentence of their own (「Ｘは…に等しい。」), or as 「…１体につき、」.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ofuda.runtime.definitions import (
    Controller,
    CostItem,
    DiscardCards,
    Duration,
    ExileFromGraveyard,
    ManaCost,
    PayLife,
    PutCounters,
    RemoveCounters,
    SacrificePermanents,
    SacrificeSelf,
    TapPermanents,
    TapSelf,
    TokenSpec,
)

from .. import ir
from . import (
    any_number,  # noqa: F401 - registers the phrasings of "any number of"
    game_rules,  # noqa: F401 - registers the phrasings of the game's own rules
    instructions_ja,  # noqa: F401 - registers the phrasings
    mana,  # noqa: F401 - registers the phrasings of mana of chosen colours
)
from .attach import attach_sentence
from .chosen import unless_text
from .common import RenderError
from .delayed_abilities import delayed_ability_text, is_delayed_ability
from .discard_kinds import card_kind_ja
from .durations import condition_lasting, doesnt_untap_ja, for_as_long_as
from .effect_results import opponents_you_have, this_way_objects_ja, this_way_unit_ja
from .effects import (
    COUNTED,
    SentenceState,
    amount_of,
    chooser_subject,
    effect_groups,
    effect_subject,
    split_amount,
)
from .events import event_condition, event_sentence
from .follow_ups import instead_text, is_reflexive, reflexive_text
from .history_values import died_noun_ja
from .kept_and_rest import japanese_kept_and_rest, sentence_groups
from .keyword_choice import keyword_choice_ja
from .life_totals import life_total_sentence
from .nouns import JapaneseNouns
from .phrasings import JAPANESE
from .prevention import prevention_sentence
from .quoted import quoted_abilities
from .regeneration_riders import regeneration_rider
from .stack import revealed_this_way, sacrificed_this_way, stack_sentence
from .tokens import predefined_name
from .types import subtype_text
from .words_ja import CARD_TYPES, COLORS, COUNTERS, KEYWORDS, VERBS, counter_word, number


class JapaneseInstructions(JapaneseNouns):
    """Renders the instructions of one ability, its targets declared first."""

    # set by render/ja.py: in a creature's own dies trigger, the card it became is its name
    own_card_died = False
    # set by render/ja.py: the type 「その…」 names the event's object by (「そのプレインズウォーカー」)
    event_object_type: Any = None
    targeting_abilities: bool = False  # 「その呪文や能力」 (115.1, render/events.py)

    # --- sentences ---------------------------------------------------------

    def body(self, effects: tuple[ir.Effect, ...]) -> str:
        """All the instructions, as sentences."""
        return "".join(
            japanese_kept_and_rest(self, *group, SentenceState()) if isinstance(group, tuple)
            else self.sentence(group)
            for group in sentence_groups(effects)  # render/kept_and_rest.py
        )

    def sentence(self, group: list[ir.Effect]) -> str:
        """One sentence (and 「Ｘは…に等しい。」 after it when an amount needs X)."""
        rider = regeneration_rider(group, "ja")  # 701.15: render/regeneration_riders.py
        if rider is not None:
            plain, words = rider
            return self.sentence(plain) + words
        state = SentenceState()
        first = group[0]
        if isinstance(first, ir.Instead):  # 608.2c (render/follow_ups.py)
            return instead_text(self, first, "ja")
        if is_reflexive(first):  # 603.12 (render/follow_ups.py)
            return reflexive_text(self, first, "ja")
        if is_delayed_ability(first):  # 603.7b (render/delayed_abilities.py)
            return delayed_ability_text(self, first, "ja")
        library = self.library_sentence(first, state)  # render/library.py
        if library is not None:
            return library

        own = attach_sentence(group, "ja", self) or stack_sentence(first, "ja", self)
        if own is not None:
            return own

        own = prevention_sentence(first, "ja", self) or life_total_sentence(first, "ja", self)
        if own is not None:
            return own

        event = event_sentence(first, "ja", self, state)  # render/events.py
        if event is not None:
            text = event
        elif isinstance(first, ir.SacrificeEachUnlessPayLife) and isinstance(first.objects, ir.EachObject):
            # FAQ P78: 「クリーチャー１体につき、それのコントローラーがライフをＸ点支払わないかぎり、…」
            each = first.objects
            unit = self.noun(each.filter, each.zone) + number(1) + counter_word(each.filter, each.zone)
            amount = self.amount(first, state)
            text = (f"{unit}につき、それのコントローラーがライフを{amount}点支払わないかぎり、"
                    "それのコントローラーはそれを生け贄に捧げる")
        elif isinstance(first, ir.Optional):
            subject = "" if isinstance(first.player, ir.You) else None
            if subject is None:
                raise RenderError("only 「あなたは…てもよい」 has a Japanese phrasing")
            if any(not isinstance(effect_subject(e), (ir.You, type(None))) for e in first.effects):
                # an option about an object: 「あなたは「それは…を受ける。」を選んでもよい」
                text = "あなたは「" + self.chain(first.effects, state) + "。」を選んでもよい"
            else:
                state.count_as_x = True
                text = "あなたは" + self.chain(first.effects, state, may=True, subjectless=True) + "もよい"
        elif isinstance(first, ir.Unless):
            text = unless_text(self, first, state, "ja")
        elif isinstance(first, ir.Conditional):
            text = self.condition(first.condition) + "、" + self.chain(first.effects, state)
        else:
            text = self.chain(tuple(group), state, grouped=True)
        text += "。"
        if state.x_value is not None:
            text += f"Ｘは{self.value(state.x_value)}に等しい。"
        return text

    def chain(
        self,
        effects: tuple[ir.Effect, ...],
        state: SentenceState,
        *,
        may: bool = False,
        subjectless: bool = False,
        grouped: bool = False,
    ) -> str:
        """Clauses in order: continuative forms and 、 between them, the last plain (or て-form)."""
        groups = [list(effects)] if grouped else effect_groups(effects)
        parts: list[str] = []
        heads: list[tuple[str, str]] = []  # each part's lead and subject
        phrase_of: list[str] = []  # each part's phrase, without its verb
        previous_subject: Any = object()
        items = [(g, e) for g in groups for e in g]
        together = grouped and all(
            isinstance(e, (ir.ModifyPowerToughness, ir.GrantKeyword, ir.LoseKeyword)) for e in effects
        )
        for index, (_, effect) in enumerate(items):
            last = index == len(items) - 1
            subject_selector = effect_subject(effect)
            self.speaker = subject_selector if isinstance(effect, ir.PlayerEffect) else None
            chooser = chooser_subject(effect)
            if chooser is not None:  # 「そのプレイヤーは自分の墓地にあるカードを２枚追放する」
                subject_selector = self.speaker = chooser
            phrase, verb = self.predicate(effect, state)
            form = 0 if last and not may else (2 if last else 1)
            if together and not last:
                form = 0
            word = VERBS[verb][form]
            if word is None:
                raise RenderError(f"no {'て' if form == 2 else 'continuative'} form of {verb}")
            lead = ""
            if (index == 0 and getattr(effect, "duration", None) == Duration.END_OF_TURN
                    and not isinstance(effect, ir.MustBeBlocked)):  # its このターン is its own
                lead = "ターン終了時まで、"
            if isinstance(effect, (ir.PreventAllDamage, ir.CantBlock, ir.CantBeBlocked, ir.MustAttack, ir.MustBeBlockedIfAble,
                                   ir.CantBeBlockedBy, ir.LimitBlockers,
                                   ir.ExileIfItWouldDie, ir.PreventDamageBy,
                                   ir.PreventCombatDamageExcept, ir.PreventAllCombatDamage)):
                lead = "このターン、"
            if index == 0 and getattr(effect, "duration", None) == Duration.UNTIL_YOUR_NEXT_TURN:
                lead = "あなたの次のターンまで、"  # 611.2b
            if index == 0 and (lasting := condition_lasting(effect)) is not None:  # 611.2b
                lead = for_as_long_as(lasting, "ja", self.reference)
            if state.each is not None:
                lead += self.each_unit(state.each) + "、"
                state.each = None
            subject = ""
            if subject_selector != previous_subject and not subjectless:
                subject = self.subject(effect, subject_selector)
            previous_subject = subject_selector
            joiner = "" if last else ("とともに" if together else "、")
            previous = items[index - 1][1] if index else None
            if (isinstance(effect, ir.GrantKeyword) and isinstance(previous, ir.GrantKeyword)
                    and not lead and not subject):
                # 「飛行と警戒を得る」: keywords granted one after another share one verb
                parts.pop()
                lead, subject = heads[-1]
                phrase = phrase_of[-1].removesuffix("を") + "と" + phrase
            heads.append((lead, subject))
            phrase_of.append(phrase)
            parts.append(f"{lead}{subject}{phrase}{word}{joiner}")
        return "".join(parts)

    def subject(self, effect: Any, selector: Any) -> str:
        """「あなたは」 「そのプレイヤーは」 「それは」 「あなたがコントロールするクリーチャーは」, or none."""
        if selector is None:
            return ""
        if isinstance(selector, ir.You) and isinstance(effect, ir.Node) and effect.you_unsaid_ja:
            return ""
        if isinstance(selector, ir.EachObject):
            return self.each_noun(selector, bare=True) + "は"
        if isinstance(selector, ir.PairedWith):
            self.partner_of_paired(selector)
            return "そのクリーチャーも"  # the partner also gets what its pair got
        return self.reference(selector) + "は"

    def condition(self, condition: ir.Condition) -> str:
        """「そうしたなら」 「それが天使であるなら」 「あなたがデーモンをコントロールしているなら」 (the
        current templating; the 2012 「…場合」 reads the same)."""
        if isinstance(condition, ir.YouDid):
            return "そうしたなら"
        if isinstance(condition, ir.SacrificedThisWay):  # render/stack.py
            return sacrificed_this_way(condition, "ja", self)
        if isinstance(condition, ir.RevealedThisWay):  # render/stack.py
            return revealed_this_way(condition, "ja", self)
        if isinstance(condition, ir.YouDidNot):
            return "そうしないなら"
        if isinstance(condition, ir.Matches):
            return f"{self.reference(condition.obj)}が{self.noun(condition.filter, 'battlefield')}であるなら"

        event = event_condition(condition, "ja", self)  # render/events.py
        if event is not None:
            return event
        if isinstance(condition, ir.IsPairedWith):  # 702.95
            self.paired = condition.obj
            noun = self.noun(condition.partner, "battlefield")
            some = "" if condition.partner.keywords else "いずれかの"
            return f"{self.reference(condition.obj)}が{some}{noun}と組になっている場合"
        assert isinstance(condition, ir.Controls)
        noun = self.noun(condition.filter, "battlefield")
        return f"{self.reference(condition.player)}が{noun}をコントロールしているなら"

    # --- predicates ------------------------------------------------------------

    def amount(self, effect: Any, state: SentenceState) -> str:
        """An amount as printed (「２」), 「Ｘ」, or a per-unit count (「…１体につき」 leads)."""
        count, rest = split_amount(amount_of(effect))
        if rest is None:
            return number(count)  # type: ignore[arg-type]
        if isinstance(rest, COUNTED) and state.count_as_x and count == 1:
            return "Ｘ" if state.x_for(amount_of(effect)) == "X" else ""
        if isinstance(rest, COUNTED):
            state.each = rest
            return number(count)  # type: ignore[arg-type]
        return "Ｘ" if state.x_for(rest) == "X" else ""

    def predicate(self, effect: Any, state: SentenceState) -> tuple[str, str]:
        """One effect: the words before its verb, and the verb."""
        library = self.library_predicate(effect, state) or doesnt_untap_ja(effect) or keyword_choice_ja(effect)
        if library is not None:  # render/library.py, render/durations.py, render/keyword_choice.py
            return library
        phrasing = JAPANESE.phrasing(type(effect))  # render/instructions_ja.py
        if phrasing is None:
            raise RenderError(f"no Japanese phrasing for {type(effect).__name__}")
        return phrasing(self, effect, state)

    def pt(self, power: Any, toughness: Any, state: SentenceState) -> str:
        """「＋２/＋２」 「－１/－０」 「＋Ｘ/＋０」 「－Ｘ/－Ｘ」 (a count is Ｘ, defined after the sentence)."""
        negative = any(isinstance(v, int) and v < 0 for v in (power, toughness)) or any(
            isinstance(v, ir.Product) and v.factor == -1 for v in (power, toughness))
        return "/".join(self._signed(v, negative, state) for v in (power, toughness))

    def _signed(self, value: Any, negative: bool, state: SentenceState) -> str:
        if isinstance(value, int):
            return ("－" if value < 0 or (value == 0 and negative) else "＋") + number(abs(value))
        if isinstance(value, ir.Product) and value.factor == -1:
            state.x_for(value.value)
            return "－Ｘ"
        state.x_for(value)
        return "＋Ｘ"

    def token(self, token: TokenSpec, abilities: tuple[Any, ...] = ()) -> str:
        """「飛行を持つ白の４/４の天使・クリーチャー・トークン」, 「飛行と「…」を持つ…」,
        「宝物・トークン」 (111.10)."""
        predefined = predefined_name(token, abilities)
        if predefined is not None:
            return f"{subtype_text('ja', predefined)}・トークン"
        if abilities:  # 「飛行と「…」を持つ」: keywords and quotations, had together
            had = [KEYWORDS[k] for k in token.keywords] + quoted_abilities(abilities, "ja")
            words = "と".join(had) + "を持つ"
        else:
            words = "".join(f"{KEYWORDS[k]}を持つ" for k in token.keywords)
        words += "".join(f"{COLORS[c]}の" for c in token.colors) or "無色の"  # 105.2c
        if token.power is None or token.toughness is None:
            raise RenderError("no Japanese phrasing for a token without power and toughness")
        words += f"{number(token.power)}/{number(token.toughness)}の"
        subs = [subtype_text("ja", s) for s in token.subtypes]
        types = [CARD_TYPES[t] for t in token.card_types]
        return "・".join([*subs, *types, "トークン"])  if not words else words + "・".join([*subs, *types, "トークン"])

    # --- values ------------------------------------------------------------------

    def value(self, value: Any) -> str:
        """A value worked out on resolution (「あなたがコントロールする土地の総数」)."""
        if isinstance(value, ir.CountOf) and isinstance(value.objects, ir.EffectResults):
            return this_way_objects_ja(self, value.objects) + "の総数"  # 608.2c
        if isinstance(value, ir.CountOf) and isinstance(value.objects, ir.EachObject):
            return self.each_noun(value.objects, bare=True) + "の総数"
        if isinstance(value, ir.CountOf) and isinstance(value.objects, ir.EachPlayer):
            return opponents_you_have(value.objects, "ja") + "の人数"  # 102.2
        if isinstance(value, ir.GreatestPower) and isinstance(value.objects, ir.EachObject):
            return self.each_noun(value.objects, bare=True) + "の中で最大のパワーの値"
        if isinstance(value, ir.PowerOf):
            return f"{self.reference(value.obj)}のパワー"
        if isinstance(value, ir.ToughnessOf):
            return f"{self.reference(value.obj)}のタフネス"
        if isinstance(value, ir.ManaValueOf):  # 202.3
            return f"{self.reference(value.obj)}の点数で見たマナ・コスト"
        if isinstance(value, ir.CountersOn):
            return f"{self.reference(value.obj)}の上に置かれている{COUNTERS[value.kind]}カウンターの総数"
        if isinstance(value, ir.Product):
            return f"{self.value(value.value)}の{number(value.factor)}倍"
        if isinstance(value, ir.Sum):
            return "と".join(self.value(v) for v in value.values) + "の合計"
        if isinstance(value, ir.HalfOf):  # 107.1a
            rounding = "切り上げ" if value.round_up else "切り捨て"
            return f"{self.value(value.value)}の半分（端数{rounding}）"
        if isinstance(value, ir.PaidCount) and value.kind == "tapped":
            return "これによりタップされたパーマネントの総数"
        if isinstance(value, ir.LifeTotalOf):
            return f"{self.reference(value.player)}のライフ総量"
        if isinstance(value, ir.DiedThisTurnCount):  # 700.4
            return died_noun_ja(value.filter) + "の総数"
        if isinstance(value, ir.LifeGainedThisTurn):  # 119.3
            return f"{self.reference(value.player)}がこのターンに得たライフの点数の合計"
        if isinstance(value, (ir.TotalPower, ir.TotalToughness)) and isinstance(
            value.objects, ir.EachObject
        ):
            stat = "パワー" if isinstance(value, ir.TotalPower) else "タフネス"
            return f"{self.each_noun(value.objects, bare=True)}の{stat}の合計"
        raise RenderError(f"no Japanese phrasing for the value {type(value).__name__}")

    def each_unit(self, selector: ir.EachObject | ir.EffectResults | ir.EachPlayer) -> str:
        """「あなたがコントロールする人間１体につき」, 「これにより破壊されたエンチャント１つにつき」."""
        if isinstance(selector, ir.EffectResults):  # 608.2c: render/effect_results.py
            return this_way_unit_ja(self, selector)
        if isinstance(selector, ir.EachPlayer):  # 102.2: 「あなたの対戦相手１人につき」
            return opponents_you_have(selector, "ja") + "１人につき"
        counter = counter_word(selector.filter, selector.zone)
        return f"{self.each_noun(selector, bare=True)}{number(1)}{counter}につき"


def render_cost_item(item: CostItem, name: str) -> str:
    """One cost item: 「{2}{W}」 「{T}」 「クリーチャーを１体生け贄に捧げる」 「ライフを７点支払う」."""
    helper = JapaneseNouns((), name)
    if isinstance(item, ManaCost):
        return str(item.symbols)
    if isinstance(item, TapSelf):
        return "{T}"
    if isinstance(item, SacrificeSelf):
        return f"{name}を生け贄に捧げる"
    if isinstance(item, TapPermanents) and item.any_number:
        if item.count != 0:
            raise RenderError("a count with \"any number of\"")
        return f"{helper.noun(item.filter, 'battlefield')}を望む数だけタップする"
    if isinstance(item, (SacrificePermanents, TapPermanents)):
        counter = counter_word(item.filter, "battlefield")
        verb = "生け贄に捧げる" if isinstance(item, SacrificePermanents) else "タップする"
        return f"{helper.noun(item.filter, 'battlefield')}を{number(item.count)}{counter}{verb}"
    if isinstance(item, PayLife):
        return f"ライフを{number(item.amount)}点支払う"
    if isinstance(item, DiscardCards):
        if item.filter is not None:  # 「伝説のカード１枚を捨てる」 (render/discard_kinds.py)
            return f"{card_kind_ja(item.filter, item.count)}を捨てる"
        return f"カードを{number(item.count)}枚捨てる"
    if isinstance(item, RemoveCounters):
        return f"{name}の上から{COUNTERS[item.kind]}カウンターを{number(item.count)}個取り除く"
    if isinstance(item, PutCounters):  # 122.1
        return f"{name}の上に{COUNTERS[item.kind]}カウンターを{number(item.count)}個置く"
    if isinstance(item, ExileFromGraveyard):  # 「あなたの墓地からクリーチャー・カード１枚を追放する」
        if item.filter.controller is not Controller.YOU:
            raise RenderError("no Japanese phrasing for exiling from another graveyard")
        flt = replace(item.filter, controller=Controller.ANY)
        return f"あなたの墓地から{helper.noun(flt, 'looked')}{number(item.count)}枚を追放する"
    raise RenderError(f"no Japanese phrasing for the cost {type(item).__name__}")
