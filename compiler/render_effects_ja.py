"""Canonical Japanese text of instructions, selectors and costs.

Used by render_ja: targets are declared first (「…を対象とし、…を対象とする。」),
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
    CardType,
    Color,
    CombatState,
    Controller,
    Duration,
    ObjectFilter,
    PlayerFilter,
    TargetSpec,
    TokenSpec,
)

from . import ir
from .render import RenderError
from .render_library import JapaneseLibraryPhrases, is_permanent_card
from .render_chosen import become_phrase
from .render_effects import SentenceState, amount_of, split_amount
from .render_effects_en import _groups, _subject

CARD_TYPES = {
    CardType.ARTIFACT: "アーティファクト",
    CardType.CREATURE: "クリーチャー",
    CardType.ENCHANTMENT: "エンチャント",
    CardType.LAND: "土地",
    CardType.PLANESWALKER: "プレインズウォーカー",
    CardType.INSTANT: "インスタント",
    CardType.SORCERY: "ソーサリー",
}
COLORS = {Color.WHITE: "白", Color.BLUE: "青", Color.BLACK: "黒", Color.RED: "赤", Color.GREEN: "緑"}
COUNTERS = {"+1/+1": "＋１/＋１", "-1/-1": "－１/－１", "charge": "蓄積", "despair": "絶望"}
# plain, continuative (before 、) and て-form (before もよい) of each verb
VERBS: dict[str, tuple[str, str | None, str | None]] = {
    "gain": ("得る", "得", "得て"),
    "become": ("になる", "になり", "になって"),
    "lose": ("失う", "失い", "失って"),
    "draw": ("引く", "引き", "引いて"),
    "deal": ("与える", "与え", "与えて"),
    "pt": ("の修整を受ける", "の修整を受け", None),
    "destroy": ("破壊する", "破壊し", "破壊して"),
    "exile": ("追放する", "追放し", "追放して"),
    "return": ("戻す", "戻し", "戻して"),
    "put_out": ("出す", "出し", "出して"),
    "put": ("置く", "置き", "置いて"),
    "tap": ("タップする", "タップし", "タップして"),
    "untap": ("アンタップする", "アンタップし", "アンタップして"),
    "tap_or_untap": ("タップまたはアンタップする", "タップまたはアンタップし", "タップまたはアンタップして"),
    "offer": ("捧げる", "捧げ", "捧げて"),
    "discard": ("捨てる", "捨て", "捨てて"),
    "counter": ("打ち消す", "打ち消し", "打ち消して"),
    "regenerate": ("再生する", "再生し", None),
    "do": ("行う", None, None),
    "add": ("加える", "加え", "加えて"),
    "prevent": ("軽減する", None, None),
    "none": ("", None, None),
    "reveal": ("公開する", "公開し", "公開して"),
    "look": ("見る", "見", "見て"),
    "choose": ("選ぶ", "選び", "選んで"),
    "search": ("探す", "探し", "探して"),
    "shuffle": ("切り直す", "切り直し", "切り直して"),
    "exile_continue": ("追放し続ける", None, None),
    "cast": ("唱える", None, "唱えて"),
}
ORDINALS = ("第一", "第二", "第三")
_OWNED_ZONES = {"graveyard": "墓地", "hand": "手札", "library": "ライブラリー"}


def prevention_ja(effect: Any, reference: Any) -> str:
    """「…に与えられるすべての戦闘ダメージと…が与えるすべての戦闘ダメージを」 (615.1a)."""
    damage = "戦闘ダメージ" if getattr(effect, "combat_only", True) else "ダメージ"
    if isinstance(effect, ir.PreventCombatDamageExcept):
        from .render_nouns import noun_phrase

        sources = noun_phrase(effect.sources, "ja")
        return f"{reference(effect.keep)}以外の{sources}が与えるすべての{damage}を"
    by = f"{reference(effect.obj)}が与えるすべての{damage}を"
    if effect.also_to:
        return f"{reference(effect.obj)}に与えられるすべての{damage}と" + by
    return by
_OBJECT_VERBS = {ir.Destroy: "destroy", ir.Exile: "exile", ir.Tap: "tap", ir.Untap: "untap",
                 ir.TapOrUntap: "tap_or_untap",
                 ir.CounterSpell: "counter", ir.Regenerate: "regenerate"}
_SUBJECTLESS_FOR_YOU = (ir.ChooseOrder, ir.DrawCards, ir.Discard, ir.DiscardHand, ir.Mill, ir.ExtraTurn,
                        ir.AddMana, ir.CreateTokens, ir.Sacrifice)


def number(value: int) -> str:
    """A number as printed: full-width single digits, half-width longer numbers."""
    text = str(value)
    return chr(ord("０") + value) if len(text) == 1 else text


class JapaneseInstructions(JapaneseLibraryPhrases):
    """Renders the instructions of one ability, its targets declared first."""

    def __init__(self, targets: tuple[TargetSpec, ...], name: str) -> None:
        self.specs = list(targets)
        self.slots = [spec for spec in targets for _ in range(spec.count)]
        self.name = name

    # --- target declarations -------------------------------------------------

    def declaration(self) -> str:
        """「クリーチャー１体を対象とし、プレイヤー１人を対象とする。」"""
        if not self.specs:
            return ""
        clauses = [self._target_clause(spec) for spec in self.specs]
        text = ""
        for index, (phrase, bare) in enumerate(clauses):
            last = index == len(clauses) - 1
            ending = ("対象とする。" if last else "対象とし、") if bare else (
                "を対象とする。" if last else "を対象とし、")
            text += phrase + ending
        return text

    def _target_clause(self, spec: TargetSpec) -> tuple[str, bool]:
        if spec.objects is None:
            assert spec.players is not None
            return f"{_player_noun(spec.players)}{number(spec.count)}人", False
        # 「他のクリーチャー１体」: other than this object, or than the earlier targets
        objects = replace(spec.objects, other=True) if spec.distinct_from else spec.objects
        if spec.divide and spec.count < 99 and spec.players is not None:
            # 601.2d: 「クリーチャーやプレイヤーを、１つまたは望む組み合わせで２つか３つ」
            if objects.card_types not in ((CardType.CREATURE,), (CardType.CREATURE, CardType.PLANESWALKER)):
                raise RenderError("no Japanese phrasing for these divided targets")
            counts = "か".join(f"{number(n)}つ" for n in range(2, spec.count + 1))
            return f"クリーチャーやプレイヤーを、{number(1)}つまたは望む組み合わせで{counts}", True
        if spec.up_to and spec.count >= 99:
            return "望む数の" + self.noun(objects, spec.zone), False
        counter = _counter(objects, spec.zone)
        if spec.up_to:
            return f"{self.noun(objects, spec.zone)}を最大{number(spec.count)}{counter}まで", True
        if spec.count > 1:
            return f"{self.noun(objects, spec.zone)}を{number(spec.count)}{counter}", True
        # a relative clause before the first alternative describes them all (lower.py)
        alternatives = [
            f"{self.noun(replace(objects, card_types=(t,), controller=objects.controller if i == 0 else Controller.ANY), spec.zone)}"
            f"{number(1)}{_counter(replace(objects, card_types=(t,)), spec.zone)}"
            for i, t in enumerate(objects.card_types)
        ] or [f"{self.noun(objects, spec.zone)}{number(1)}{counter}"]
        if spec.players is not None:
            # 「プレイヤー１人かプレインズウォーカー１体」: the player first when only a
            # planeswalker is the alternative; after the objects in 「クリーチャー１体か…」
            player = f"{_player_noun(spec.players)}{number(1)}人"
            if objects.card_types == (CardType.PLANESWALKER,):
                alternatives.insert(0, player)
            else:
                alternatives.append(player)
        return "か".join(alternatives), False

    # --- sentences ---------------------------------------------------------

    def body(self, effects: tuple[ir.Effect, ...]) -> str:
        """All the instructions, as sentences."""
        return "".join(self.sentence(group) for group in _groups(effects))

    def sentence(self, group: list[ir.Effect]) -> str:
        """One sentence (and 「Ｘは…に等しい。」 after it when an amount needs X)."""
        state = SentenceState()
        first = group[0]
        library = self.library_sentence(first, state)  # render_library.py
        if library is not None:
            return library
        from .render_attach import attach_sentence
        from .render_stack import stack_sentence

        own = attach_sentence(group, "ja", self) or stack_sentence(first, "ja", self)
        if own is not None:
            return own
        from .render_prevention import prevention_sentence

        own = prevention_sentence(first, "ja", self)
        if own is not None:
            return own
        from .render_events import event_sentence

        event = event_sentence(first, "ja", self, state)  # render_events.py
        if event is not None:
            text = event
        elif isinstance(first, ir.SacrificeEachUnlessPayLife) and isinstance(first.objects, ir.EachObject):
            # FAQ P78: 「クリーチャー１体につき、それのコントローラーがライフをＸ点支払わないかぎり、…」
            each = first.objects
            unit = self.noun(each.filter, each.zone) + number(1) + _counter(each.filter, each.zone)
            amount = self.amount(first, state)
            text = (f"{unit}につき、それのコントローラーがライフを{amount}点支払わないかぎり、"
                    "それのコントローラーはそれを生け贄に捧げる")
        elif isinstance(first, ir.Optional):
            subject = "" if isinstance(first.player, ir.You) else None
            if subject is None:
                raise RenderError("only 「あなたは…てもよい」 has a Japanese phrasing")
            if any(not isinstance(_subject(e), (ir.You, type(None))) for e in first.effects):
                # an option about an object: 「あなたは「それは…を受ける。」を選んでもよい」
                text = "あなたは「" + self.chain(first.effects, state) + "。」を選んでもよい"
            else:
                text = "あなたは" + self.chain(first.effects, state, may=True, subjectless=True) + "もよい"
        elif isinstance(first, ir.Unless):
            from .render_chosen import unless_text

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
        groups = [list(effects)] if grouped else _groups(effects)
        parts: list[str] = []
        previous_subject: Any = object()
        items = [(g, e) for g in groups for e in g]
        together = grouped and all(
            isinstance(e, (ir.ModifyPowerToughness, ir.GrantKeyword)) for e in effects
        )
        for index, (_, effect) in enumerate(items):
            last = index == len(items) - 1
            subject_selector = _subject(effect)
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
            if isinstance(effect, (ir.PreventAllDamage, ir.CantBlock, ir.CantBeBlocked, ir.MustAttack,
                                   ir.ExileIfItWouldDie, ir.PreventDamageBy,
                                   ir.PreventCombatDamageExcept)):
                lead = "このターン、"
            if state.each is not None:
                lead += self.each_unit(state.each) + "、"
                state.each = None
            subject = ""
            if subject_selector != previous_subject and not subjectless:
                subject = self.subject(effect, subject_selector)
            previous_subject = subject_selector
            joiner = "" if last else ("とともに" if together else "、")
            parts.append(f"{lead}{subject}{phrase}{word}{joiner}")
        return "".join(parts)

    def subject(self, effect: Any, selector: Any) -> str:
        """「あなたは」 「そのプレイヤーは」 「それは」 「あなたがコントロールするクリーチャーは」, or none."""
        if selector is None:
            return ""
        if isinstance(selector, ir.You) and isinstance(effect, _SUBJECTLESS_FOR_YOU):
            return ""
        if isinstance(selector, ir.EachObject):
            return self.each_noun(selector, bare=True) + "は"
        if isinstance(selector, ir.PairedWith):
            return "そのクリーチャーも"  # the partner also gets what its pair got
        return self.reference(selector) + "は"

    def condition(self, condition: ir.Condition) -> str:
        """「そうした場合」 「それが天使である場合」 「あなたがデーモンをコントロールしている場合」."""
        if isinstance(condition, ir.YouDid):
            return "そうした場合"
        if isinstance(condition, ir.SacrificedThisWay):  # render_stack.py
            from .render_stack import sacrificed_this_way

            return sacrificed_this_way(condition, "ja", self)
        if isinstance(condition, ir.YouDidNot):
            return "そうしなかった場合"
        if isinstance(condition, ir.Matches):
            return f"{self.reference(condition.obj)}が{self.noun(condition.filter, 'battlefield')}である場合"
        from .render_events import event_condition

        event = event_condition(condition, "ja", self)  # render_events.py
        if event is not None:
            return event
        if isinstance(condition, ir.IsPairedWith):  # 702.95
            noun = self.noun(condition.partner, "battlefield")
            some = "" if condition.partner.keywords else "いずれかの"
            return f"{self.reference(condition.obj)}が{some}{noun}と組になっている場合"
        assert isinstance(condition, ir.Controls)
        noun = self.noun(condition.filter, "battlefield")
        return f"{self.reference(condition.player)}が{noun}をコントロールしている場合"

    # --- predicates ------------------------------------------------------------

    def amount(self, effect: Any, state: SentenceState) -> str:
        """An amount as printed (「２」), 「Ｘ」, or a per-unit count (「…１体につき」 leads)."""
        count, rest = split_amount(amount_of(effect))
        if rest is None:
            return number(count)  # type: ignore[arg-type]
        if isinstance(rest, ir.EachObject):
            state.each = rest
            return number(count)  # type: ignore[arg-type]
        return "Ｘ" if state.x_for(rest) == "X" else ""

    def predicate(self, effect: Any, state: SentenceState) -> tuple[str, str]:
        """One effect: the words before its verb, and the verb."""
        library = self.library_predicate(effect, state)  # render_library.py
        if library is not None:
            return library
        if isinstance(effect, (ir.GainLife, ir.LoseLife)):
            verb = "gain" if isinstance(effect, ir.GainLife) else "lose"
            if isinstance(effect.amount, ir.TriggeringAmount):
                return "その点数分のライフを", verb  # the trigger event's amount (current wording)
            return f"{self.amount(effect, state)}点のライフを", verb
        if isinstance(effect, ir.DrawCards):
            return f"カードを{self.amount(effect, state)}枚", "draw"
        if isinstance(effect, ir.Discard):
            random = "無作為に選んで" if effect.at_random else ""
            return f"カードを{self.amount(effect, state)}枚{random}", "discard"
        if isinstance(effect, ir.DiscardHand):
            return f"{_own(effect.player)}の手札をすべて", "discard"
        if isinstance(effect, ir.Mill):
            own = _own(effect.player)
            return (f"{own}のライブラリーの一番上から{self.amount(effect, state)}枚のカードを"
                    f"{own}の墓地に", "put")
        if isinstance(effect, ir.DealDamage):
            recipient = self.reference(effect.recipient, each="各")
            each = "それぞれ" if isinstance(effect.recipient, ir.Together) else ""
            return f"{recipient}に{each}{self.amount(effect, state)}点のダメージを", "deal"
        if isinstance(effect, ir.ModifyPowerToughness):
            return self.pt(effect.power, effect.toughness, state), "pt"
        if isinstance(effect, ir.Become):
            return become_phrase(effect, "ja"), "become"
        if isinstance(effect, ir.BecomeCopy):  # 707.2
            return f"{self.reference(effect.model)}のコピー", "become"
        if isinstance(effect, ir.GrantKeyword):
            from .render_ja import KEYWORDS

            if effect.keyword not in KEYWORDS:  # a keyword with a parameter (protection)
                from .render_permanents import keyword_text

                return f"{keyword_text(effect.keyword, 'ja')}を", "gain"
            return f"{KEYWORDS[effect.keyword]}を", "gain"
        if isinstance(effect, (ir.DealDividedDamage, ir.DivideCounters)):  # 601.2d
            recipients = effect.recipients
            first = recipients.first if isinstance(recipients, ir.AllTargets) else recipients.index
            amount = self.slots[first].divide
            if not amount:
                raise RenderError("a divided amount without its target phrase")
            who = self.reference(recipients)
            if isinstance(effect, ir.DealDividedDamage):
                return f"{who}に、{number(amount)}点のダメージをあなたの好きなように割り振って", "deal"
            return (f"{who}に{number(amount)}個の{COUNTERS[effect.kind]}カウンターを好きなように"
                    "割り振って", "put")
        if type(effect) in _OBJECT_VERBS:
            return self.accusative(effect.obj), _OBJECT_VERBS[type(effect)]
        if isinstance(effect, ir.ReturnToHand):
            return f"{self.accusative(effect.obj)}オーナーの手札に", "return"
        if isinstance(effect, ir.PutOntoBattlefield):
            if not isinstance(effect.controller, ir.You):
                raise RenderError("only 「あなたのコントロール下で」 has a Japanese phrasing")
            return f"{self.accusative(effect.obj)}あなたのコントロール下で戦場に", "return"
        if isinstance(effect, ir.PutOnLibrary):
            where = "一番上" if effect.top else "一番下"
            return f"{self.accusative(effect.obj)}オーナーのライブラリーの{where}に", "put"
        if isinstance(effect, ir.SkipNextUntap):
            return "それのコントローラーの次のアンタップ・ステップにアンタップしない", "none"
        if isinstance(effect, ir.MustBeBlocked):
            it = self.reference(effect.obj)
            return f"このターンに{it}をブロックできるすべてのクリーチャーは、{it}をブロックする", "none"
        if isinstance(effect, ir.ExileIfItWouldDie) and isinstance(effect.obj, ir.DealtDamageThisWay):
            return "これによりダメージを与えられたクリーチャーが死亡する場合、代わりにそれを追放する", "none"
        if isinstance(effect, ir.MustAttack):
            return "可能なら攻撃する", "none"
        if isinstance(effect, ir.CantBlock):
            return "ブロックできない", "none"  # current wording (2012: 「それでは…」)
        if isinstance(effect, ir.CantBeBlocked):
            return "ブロックされない", "none"
        if isinstance(effect, ir.AddCounters):
            count = self.amount(effect, state)
            return f"{self.reference(effect.obj)}の上に{COUNTERS[effect.kind]}カウンターを{count}個", "put"
        if isinstance(effect, ir.CreateTokens):
            count = number(effect.amount) if isinstance(effect.amount, int) else "Ｘ"
            if not isinstance(effect.amount, int):
                state.x_for(effect.amount)
            return f"{self.token(effect.token)}を{count}体戦場に", "put_out"
        if isinstance(effect, ir.ChooseOrder):
            return "、".join(CARD_TYPES[t] for t in effect.card_types) + "の順番を決める", "none"
        if isinstance(effect, ir.SacrificeGroups):
            groups = "、".join(
                f"{ORDINALS[f.position]}のタイプのパーマネントを{number(n)}つ"
                for f, n in zip(effect.filters, effect.counts, strict=True)
            )
            return f"{groups}生け贄に", "offer"
        if isinstance(effect, ir.Sacrifice) and isinstance(effect.filter, ir.OrderedType):
            ordinal = ORDINALS[effect.filter.position]
            return f"{ordinal}のタイプのパーマネントを{number(effect.count)}つ生け贄に", "offer"  # type: ignore[arg-type]
        if isinstance(effect, ir.Sacrifice):
            if effect.obj is not None:
                return f"{self.accusative(effect.obj)}生け贄に", "offer"
            assert effect.filter is not None and isinstance(effect.count, int)
            counter = _counter(effect.filter, "battlefield")
            return f"{self.noun(effect.filter, 'battlefield')}を{number(effect.count)}{counter}生け贄に", "offer"
        if isinstance(effect, ir.Fight):
            return f"{self.reference(effect.second)}と格闘を", "do"
        if isinstance(effect, ir.GainControl):
            return f"{self.reference(effect.obj)}のコントロールを", "gain"
        if isinstance(effect, ir.ExtraTurn):
            return "このターンの後に追加の１ターンを", "do"
        if isinstance(effect, ir.PreventAllDamage):
            return f"{self.reference(effect.to)}に与えられるすべてのダメージを", "prevent"
        if isinstance(effect, (ir.PreventDamageBy, ir.PreventCombatDamageExcept)):
            return prevention_ja(effect, self.reference), "prevent"
        if isinstance(effect, ir.AddMana):
            self.amount(effect, state)
            return f"あなたのマナ・プールに{effect.symbols}を", "add"
        raise RenderError(f"no Japanese phrasing for {type(effect).__name__}")

    def pt(self, power: Any, toughness: Any, state: SentenceState) -> str:
        """「＋２/＋２」 「－１/－０」 「＋Ｘ/＋０」 「－Ｘ/－Ｘ」."""
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

    def token(self, token: TokenSpec) -> str:
        """「飛行を持つ白の４/４の天使・クリーチャー・トークン」."""
        from .render_ja import KEYWORDS
        from .render_types import literals

        words = "".join(f"{KEYWORDS[k]}を持つ" for k in token.keywords)
        words += "".join(f"{COLORS[c]}の" for c in token.colors)
        words += f"{number(token.power)}/{number(token.toughness)}の"
        subs = [literals("ja")[f"SUB_{s.upper()}"] for s in token.subtypes]
        types = [CARD_TYPES[t] for t in token.card_types]
        return "・".join([*subs, *types, "トークン"])  if not words else words + "・".join([*subs, *types, "トークン"])

    # --- values ------------------------------------------------------------------

    def value(self, value: Any) -> str:
        """A value worked out on resolution (「あなたがコントロールする土地の総数」)."""
        if isinstance(value, ir.CountOf) and isinstance(value.objects, ir.EachObject):
            return self.each_noun(value.objects, bare=True) + "の総数"
        if isinstance(value, ir.GreatestPower) and isinstance(value.objects, ir.EachObject):
            return self.each_noun(value.objects, bare=True) + "の中で最大のパワーの値"
        if isinstance(value, ir.PowerOf):
            return f"{self.reference(value.obj)}のパワー"
        if isinstance(value, ir.ToughnessOf):
            return f"{self.reference(value.obj)}のタフネス"
        if isinstance(value, ir.CountersOn):
            return f"{self.reference(value.obj)}の上に置かれている{COUNTERS[value.kind]}カウンターの総数"
        if isinstance(value, ir.Product):
            return f"{self.value(value.value)}の{number(value.factor)}倍"
        if isinstance(value, ir.PaidCount) and value.kind == "tapped":
            return "これによりタップされたパーマネントの総数"
        raise RenderError(f"no Japanese phrasing for the value {type(value).__name__}")

    def each_unit(self, selector: ir.EachObject) -> str:
        """「あなたがコントロールする人間１体につき」."""
        counter = _counter(selector.filter, selector.zone)
        return f"{self.each_noun(selector, bare=True)}{number(1)}{counter}につき"

    # --- references and nouns ---------------------------------------------------------

    def accusative(self, selector: Any) -> str:
        """The object of a verb with its を: 「それを」, 「すべてのゾンビを」, 「パーマネントを１つ」."""
        if isinstance(selector, ir.ChosenObjects):
            counter = _counter(selector.filter, selector.zone)
            return f"{self.noun(selector.filter, selector.zone)}を{number(selector.count)}{counter}"
        return self.reference(selector, each="すべての") + "を"

    def reference(self, selector: Any, each: str = "各") -> str:
        """How the text names a selector (targets were declared first: それ, そのプレイヤー)."""
        if isinstance(selector, ir.ThisObject):
            return self.name
        if isinstance(selector, ir.You):
            return "あなた"
        if isinstance(selector, ir.PairedWith):
            return "そのクリーチャー"
        if isinstance(selector, ir.Together):  # 「そのプレイヤーとそのプレイヤーがコントロールする各…」
            joiner = "と、" if any(isinstance(s, ir.AttachedObjects) for s in selector.selectors) else "と"
            return joiner.join(self.reference(s, each=each) for s in selector.selectors)
        if isinstance(selector, ir.AttachedObjects):  # 「それにつけられているすべての装備品」
            host = self.reference(selector.host)
            return f"{host}につけられているすべての{self.noun(selector.filter, 'battlefield')}"
        if isinstance(selector, ir.Targeted):
            spec = self.slots[selector.index]
            if spec.objects is None:
                return "そのプレイヤー"
            # それ means the latest target; the first of two is その前者
            if selector.index < len(self.slots) - 1 and len(self.specs) == 2 == len(self.slots):
                return "その前者"
            return "それ"
        if isinstance(selector, ir.AllTargets):
            return "それら"
        if isinstance(selector, ir.DealtDamageThisWay):
            return "これによりダメージを与えられた各クリーチャー"
        if isinstance(selector, ir.EachObject):
            prefix, head = self.noun_parts(selector.filter, selector.zone)
            if selector.controller is not None:
                prefix = f"{self.reference(selector.controller)}がコントロールする" + prefix
            return f"{prefix}{each}{head}"
        if isinstance(selector, ir.EachPlayer):
            return "各" + _player_noun(selector.filter)
        from .render_events import event_reference

        event = event_reference(selector, "ja", self)  # render_events.py
        if event is not None:
            return event
        if isinstance(selector, ir.NewObject):
            return "それらのカード" if isinstance(selector.of, ir.AllTargets) else "そのカード"
        if isinstance(selector, ir.ControllerOf):
            return f"{self.reference(selector.obj)}のコントローラー"
        return self.library_reference(selector)  # render_library.py

    def each_noun(self, selector: ir.EachObject, bare: bool = False) -> str:
        """The noun of an each-selector without 各 (a subject: 「…クリーチャーは」)."""
        prefix, head = self.noun_parts(selector.filter, selector.zone)
        if selector.controller is not None and selector.zone in _OWNED_ZONES:
            # 「そのプレイヤーの手札にあるカード」: a player's own zone (400.1)
            zone = _OWNED_ZONES[selector.zone]
            prefix = prefix.replace(f"いずれかの{zone}", f"{self.reference(selector.controller)}の{zone}", 1)
        elif selector.controller is not None:
            prefix = f"{self.reference(selector.controller)}がコントロールする" + prefix
        return prefix + head

    def noun(self, f: ObjectFilter, zone: str) -> str:
        """An object noun (「あなたがコントロールする他の黒でないクリーチャー」)."""
        if is_permanent_card(f):  # render_library.py
            return "パーマネント・カード"
        if f.shares_creature_type_with is not None:  # render_library.py
            return self.shares_type_noun(f)
        prefix, head = self.noun_parts(f, zone)
        return prefix + head

    def noun_parts(self, f: ObjectFilter, zone: str) -> tuple[str, str]:
        """(modifiers, head) of an object noun."""
        from .render_types import literals

        words: list[str] = []
        if f.nth_this_turn is not None:
            words.append(f"このターンで{number(f.nth_this_turn)}つ目に唱えられた")
        if f.targets_player:
            words.append("いずれかのプレイヤーを対象とする")
        if zone in ("battlefield", "stack") and f.controller is Controller.YOU:
            words.append("あなたがコントロールする")
        elif zone in ("battlefield", "stack") and f.controller is Controller.OPPONENT:
            words.append("あなたがコントロールしていない")
        if zone in ("graveyard", "hand", "library"):
            owner = "あなたの" if f.controller is Controller.YOU else "いずれかの"
            words.append(owner + {"graveyard": "墓地", "hand": "手札", "library": "ライブラリー"}[zone] + "にある")
        if f.other:
            words.append("他の")
        words += [COLORS[c] + "でない" for c in f.excluded_colors]
        words += [CARD_TYPES[t] + "でない" for t in f.excluded_card_types]
        words += [literals("ja")[f"SUB_{s.upper()}"] + "でない" for s in f.excluded_subtypes]
        if f.token is False:
            words.append("トークンでない")
        if f.tapped is not None:
            words.append("タップ状態の" if f.tapped else "アンタップ状態の")
        states = set(f.combat_states)
        if states == {CombatState.ATTACKING, CombatState.BLOCKING}:
            words.append("攻撃かブロックしている")
        elif states:
            words.append("攻撃している" if CombatState.ATTACKING in states else "ブロックしている")
        if f.keywords:
            from .render_ja import KEYWORDS

            words += [KEYWORDS[k] + "を持つ" for k in f.keywords]
        if f.mana_value_max is not None:
            words.append(f"点数で見たマナ・コストが{number(f.mana_value_max)}以下の")
        if f.mana_value_min is not None:
            words.append(f"点数で見たマナ・コストが{number(f.mana_value_min)}以上の")
        words += [COLORS[c] + "の" for c in f.colors]
        subs = [literals("ja")[f"SUB_{s.upper()}"] for s in f.subtypes]
        types = "や".join(CARD_TYPES[t] for t in f.card_types)
        kind = {"graveyard": "カード", "hand": "カード", "library": "カード", "stack": "呪文"}.get(zone)
        if f.token:
            kind = "トークン"
        if types:
            head = "・".join([*subs, types])
            if kind == "呪文":
                head += kind
            elif kind:
                head += "・" + kind
        elif subs:
            if len(subs) != 1 or kind not in (None, "呪文"):
                raise RenderError("a subtype noun with a kind")
            head = subs[0] + (kind or "")  # 「天使呪文」
        else:
            head = kind or "パーマネント"
        return "".join(words), head


def _own(player: Any) -> str:
    return "あなた" if isinstance(player, ir.You) else "自分"


def _player_noun(players: PlayerFilter) -> str:
    return "対戦相手" if players.controller is Controller.OPPONENT else "プレイヤー"


def _counter(f: ObjectFilter, zone: str) -> str:
    """体 for creatures, 枚 for cards, つ for other objects."""
    if zone in ("graveyard", "hand", "library"):
        return "枚"
    if f.card_types in ((CardType.CREATURE,), (CardType.PLANESWALKER,)) or (
        not f.card_types and f.subtypes
    ):
        return "体"  # creatures and planeswalkers are counted in 体
    return "つ"


def render_cost_item(item: Any, name: str) -> str:
    """One cost item: 「{2}{W}」 「{T}」 「クリーチャーを１体生け贄に捧げる」 「ライフを７点支払う」."""
    kind = type(item).__name__
    helper = JapaneseInstructions((), name)
    if kind == "ManaCost":
        return str(item.symbols)
    if kind == "TapSelf":
        return "{T}"
    if kind == "SacrificeSelf":
        return f"{name}を生け贄に捧げる"
    if kind == "TapPermanents" and item.any_number:
        return f"{helper.noun(item.filter, 'battlefield')}を望む数だけタップする"
    if kind in ("SacrificePermanents", "TapPermanents"):
        counter = _counter(item.filter, "battlefield")
        verb = "生け贄に捧げる" if kind == "SacrificePermanents" else "タップする"
        return f"{helper.noun(item.filter, 'battlefield')}を{number(item.count)}{counter}{verb}"
    if kind == "PayLife":
        return f"ライフを{number(item.amount)}点支払う"
    if kind == "DiscardCards":
        return f"カードを{number(item.count)}枚捨てる"
    if kind == "RemoveCounters":
        return f"{name}から{COUNTERS[item.kind]}カウンターを{number(item.count)}個取り除く"
    raise RenderError(f"no Japanese phrasing for the cost {kind}")
