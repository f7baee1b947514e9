"""Canonical Japanese names of targets, selectors and objects: the target declarations
(「クリーチャー１体を対象とする。」), the references that follow them (それ, そのプレイヤー,
「あなたがコントロールするすべてのクリーチャー」) and object nouns with their counters (体, 枚, つ) —
a mixin of render/effects_ja.py's JapaneseInstructions (which holds the target specs,
``self.specs``, their slots, ``self.slots``, and the card's name, ``self.name``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import (
    CardType,
    CombatState,
    Controller,
    ObjectFilter,
    Supertype,
    TargetSpec,
)

from .. import ir
from ..ir.unions import kinds_of, with_kind
from ..ir.values import ANY_NUMBER_OF_TARGETS
from .common import ClauseContext, RenderError, keyword_union, moved_group
from .events import event_reference
from .library import is_permanent_card
from .mana_values import mana_value_words
from .stack_abilities import abilities_target_ja, names_abilities, zoned_target
from .types import subtype_text
from .words_ja import CARD_TYPES, COLORS, COUNTERS, KEYWORDS, counter_word, number, player_noun

_OWNED_ZONES = {"graveyard": "墓地", "hand": "手札", "library": "ライブラリー"}
_JA_SUPERTYPES = {Supertype.BASIC: "基本", Supertype.LEGENDARY: "伝説の"}
# Criteria a noun's words do not say (their phrases are the callers': 「選ばれたタイプの」, 「…に
# よってダメージを与えられた」, 「…と共通のクリーチャー・タイプを持つ」).
_UNSAID = ("damaged_by_source", "shares_creature_type_with", "shares_name_with")
_PLAIN = ObjectFilter()
# How many colours an object has (105.2a–c), as (at least, at most).
_COLOR_COUNT_WORDS = {(None, 0): "無色の", (1, 1): "単色の", (2, None): "多色の"}


class JapaneseReferences(ClauseContext):
    """Target declarations, references and nouns of JapaneseInstructions (render/effects_ja.py)."""

    specs: list[TargetSpec]
    slots: list[TargetSpec]
    name: str

    if TYPE_CHECKING:  # pragma: no cover - provided by JapaneseLibraryPhrases

        def library_reference(self, selector: Any) -> str: ...

        def shares_type_noun(self, f: ObjectFilter) -> str: ...

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
            return f"{player_noun(spec.players)}{number(spec.count)}人", False
        # 「他のクリーチャー１体」: other than this object, or than the earlier targets
        objects = replace(spec.objects, other=True) if spec.distinct_from else spec.objects
        if spec.divide and spec.count < 99 and spec.players is not None:
            # 601.2d: 「クリーチャーやプレイヤーを、１つまたは望む組み合わせで２つか３つ」
            if not spec.up_to or objects.card_types not in ((CardType.CREATURE,), (CardType.CREATURE, CardType.PLANESWALKER)):
                raise RenderError("no Japanese phrasing for these divided targets")
            counts = "か".join(f"{number(n)}つ" for n in range(2, spec.count + 1))
            # any target (115.4) names planeswalkers too; a creature or a player does not
            noun = "クリーチャーや" + ("プレインズウォーカーや" if len(objects.card_types) > 1 else "")
            return f"{noun}プレイヤーを、{number(1)}つまたは望む組み合わせで{counts}", True
        if spec.up_to and spec.count >= ANY_NUMBER_OF_TARGETS:  # 「望む枚数のカード」 count cards
            many = "望む枚数の" if counter_word(objects, spec.zone) == "枚" else "望む数の"
            return many + self.noun(objects, spec.zone), False
        if spec.other_zones:  # 115.1: 「呪文１つかクリーチャー１体」
            if spec.up_to or spec.count != 1 or spec.players is not None:
                raise RenderError("no Japanese phrasing for these targets in two zones")
            return zoned_target(spec, lambda k, zone: (
                f"{self.noun(k, zone)}{number(1)}{counter_word(k, zone)}"), "ja"), False
        if spec.zone == "stack" and names_abilities(objects):  # 115.1: abilities on the stack
            if spec.up_to or spec.count != 1 or spec.players is not None:
                raise RenderError("no Japanese phrasing for these targets on the stack")
            return abilities_target_ja(objects, lambda k: self.noun(k, "stack")), False
        counter = counter_word(objects, spec.zone)
        if spec.up_to:
            return f"{self.noun(objects, spec.zone)}を最大{number(spec.count)}{counter}まで", True
        if spec.count > 1:
            return f"{self.noun(objects, spec.zone)}を{number(spec.count)}{counter}", True
        # 「アーティファクト１つかエンチャント１つ」 「スピリット１体かエンチャント１つ」: what the words
        # before the first alternative say describes them all (lower/lowerer.py, ir/unions.py)
        kinds = kinds_of(objects) if spec.zone == "battlefield" else None
        alternatives = [f"{self.noun(objects, spec.zone)}{number(1)}{counter}"]
        if kinds is not None:
            shared, own = kinds
            alternatives = [
                f"{self.noun(with_kind(shared, kind) if i == 0 else kind, spec.zone)}"
                f"{number(1)}{counter_word(with_kind(shared, kind), spec.zone)}"
                for i, kind in enumerate(own)
            ]
        if spec.players is not None:
            # 「プレイヤー１人かプレインズウォーカー１体」: the player first when only a
            # planeswalker is the alternative; after the objects in 「クリーチャー１体か…」
            player = f"{player_noun(spec.players)}{number(1)}人"
            if objects.card_types == (CardType.PLANESWALKER,):
                alternatives.insert(0, player)
            else:
                alternatives.append(player)
        return "か".join(alternatives), False

    # --- references and nouns ---------------------------------------------------------

    def accusative(self, selector: Any) -> str:
        """The object of a verb with its を: 「それを」, 「すべてのゾンビを」, 「パーマネントを１つ」."""
        if isinstance(selector, ir.ChosenObjects):
            self.chosen_by_speaker(selector)
            counter = counter_word(selector.filter, selector.zone)
            owner = None if self.speaker in (None, ir.You()) else "自分の"  # the chooser's own
            noun = self.noun(selector.filter, selector.zone, owner)
            if selector.up_to:  # 「土地最大４つを」
                return f"{noun}最大{number(selector.count)}{counter}を"
            return f"{noun}を{number(selector.count)}{counter}"
        if isinstance(selector, ir.RandomCards):
            # 「あなたの墓地にあるゾンビ・カードを１枚無作為に選んで」
            counter = counter_word(selector.filter, selector.zone)
            noun = self.noun(selector.filter, selector.zone)
            return f"{noun}を{number(selector.count)}{counter}無作為に選んで"
        return self.reference(selector, each="すべての") + "を"

    def reference(self, selector: Any, each: str = "各") -> str:
        """How the text names a selector (targets were declared first: それ, そのプレイヤー)."""
        if isinstance(selector, ir.ThisObject):
            return self.name
        if isinstance(selector, ir.ThisCardIn):  # 113.6k: 「あなたの墓地からCARDNAME」
            return f"あなたの{_OWNED_ZONES[selector.zone.value]}から{self.name}"
        if isinstance(selector, ir.You):
            return "あなた"
        if isinstance(selector, ir.PairedWith):
            self.partner_of_paired(selector)
            return "そのクリーチャー"
        if isinstance(selector, ir.EnchantedObject):  # 303.4b, in the templating of the statics
            return "エンチャントされているクリーチャー"
        if isinstance(selector, ir.EquippedObject):  # 301.5a
            return "装備しているクリーチャー"
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
            # それら reads back as every target declared (lower/lowerer.py)
            if selector.first != 0 or selector.count != len(self.slots):
                raise RenderError("それら names every target; some of them have no phrasing")
            return "それら"
        if isinstance(selector, ir.DealtDamageThisWay):
            return "これによりダメージを与えられた各クリーチャー"
        if isinstance(selector, ir.LinkedExiledCards):  # 607.2a
            return "その追放されたカード"
        if isinstance(selector, ir.PaidObject):  # 601.2h
            return {"sacrificed": "生け贄に捧げたクリーチャー", "exiled": "その追放されたカード"}[selector.kind]
        if isinstance(selector, ir.EachObject):
            prefix, head = self.noun_parts(*self._same_name_filter(selector))
            if selector.controller is not None:
                prefix = f"{self.reference(selector.controller)}がコントロールする" + prefix
            return f"{self._same_name_words(selector)}{prefix}{each}{head}"
        if isinstance(selector, ir.EachPlayer):
            return "各" + player_noun(selector.filter)

        event = event_reference(selector, "ja", self)  # render/events.py
        if event is not None:
            return event
        if isinstance(selector, ir.NewObject):
            return "それらのカード" if moved_group(selector, self.slots) else "そのカード"
        if isinstance(selector, ir.ControllerOf):
            if self.player_named_again(selector):  # 「そのプレイヤーは…」 (608.2c)
                return "そのプレイヤー"
            return f"{self.reference(selector.obj)}のコントローラー"
        if isinstance(selector, ir.AttackedBy):  # 506.2
            attacker = _ATTACKERS_JA.get(type(selector.obj))  # this creature, the event's
            if attacker is None:
                raise RenderError(f"no Japanese phrasing for what {selector.obj!r} attacks")
            return f"{attacker}が攻撃しているプレイヤーかプレインズウォーカー"
        return self.library_reference(selector)  # render/library.py

    def each_noun(self, selector: ir.EachObject, bare: bool = False) -> str:
        """The noun of an each-selector without 各 (a subject: 「…クリーチャーは」)."""
        prefix, head = self.noun_parts(*self._same_name_filter(selector))
        prefix = self._same_name_words(selector) + prefix
        if selector.controller is not None and selector.zone in _OWNED_ZONES:
            # 「そのプレイヤーの手札にあるカード」: a player's own zone (400.1)
            zone = _OWNED_ZONES[selector.zone]
            prefix = prefix.replace(f"いずれかの{zone}", f"{self.reference(selector.controller)}の{zone}", 1)
        elif selector.controller is not None:
            prefix = f"{self.reference(selector.controller)}がコントロールする" + prefix
        return prefix + head

    def _same_name_filter(self, selector: ir.EachObject) -> tuple[ObjectFilter, str]:
        """The filter and zone of an each-selector's noun; 「他の」 of 「そのクリーチャーと同じ名前
        を持つ他のすべてのクリーチャー」 is other than that creature (201.2)."""
        if selector.other_than_named or selector.other_than is not None:
            # 「他の」 of 「そのクリーチャーと同じ名前を持つ他の…」 and of 「それは…他の各クリーチャーに」:
            # other than that object (the clause's subject), not than this one
            return replace(selector.filter, other=True), selector.zone
        if selector.same_name_as is not None and selector.filter.other:
            raise RenderError("no Japanese noun for objects other than this one with another's name")
        return selector.filter, selector.zone

    def _same_name_words(self, selector: ir.EachObject) -> str:
        """「そのクリーチャーと同じ名前を持つ」 (201.2), or nothing."""
        model = selector.same_name_as
        if model is None:
            return ""
        who = self.reference(model)
        if who == "それ" and isinstance(model, ir.Targeted):
            objects = self.slots[model.index].objects
            if objects is not None and objects.card_types == (CardType.CREATURE,):
                who = "そのクリーチャー"
        return f"{who}と同じ名前を持つ"

    def noun(self, f: ObjectFilter, zone: str, owner: str | None = None) -> str:
        """An object noun (「あなたがコントロールする他の黒でないクリーチャー」); ``owner``: the
        possessive of the zone where another player chooses among their own cards (「自分の」)."""
        if is_permanent_card(f):  # render/library.py
            return "パーマネント・カード"
        if f.shares_creature_type_with is not None:  # render/library.py
            return self.shares_type_noun(f)
        prefix, head = self.noun_parts(f, zone, owner)
        return prefix + head

    def _kind_word(self, kind: ObjectFilter) -> str:
        """One kind of a union as a noun (「スピリット」, 「飛行を持つクリーチャー」)."""
        prefix, head = self.noun_parts(kind, "battlefield")
        return prefix + head

    def targeted_words(self, f: ObjectFilter) -> list[str]:
        """115.10: 「ＣＡＲＤＮＡＭＥを対象とする」 「あなたを対象とする」 「あなたがコントロールしている
        クリーチャーを対象とする」."""
        words: list[str] = []
        if f.targets_source:
            if not self.name:
                raise RenderError("no phrasing for the card's own name in this place")
            words.append(f"{self.name}を対象とする")
        if f.targets_you:
            words.append("あなたを対象とする")
        if f.targets_objects is not None:
            prefix, head = self.noun_parts(f.targets_objects, "battlefield")
            words.append(f"{prefix}{head}を対象とする")
        return words

    def noun_parts(self, f: ObjectFilter, zone: str, owner: str | None = None) -> tuple[str, str]:
        """(modifiers, head) of an object noun; every criterion of the filter is said, or this
        raises (never a noun of fewer criteria)."""
        f, with_any = keyword_union(f)  # 「飛行か到達を持つクリーチャー」
        unsaid = [name for name in _UNSAID if getattr(f, name) != getattr(_PLAIN, name)]
        if f.also_card_types and (len(f.card_types) != 1 or f.any_of):  # 205.2b: one head type
            unsaid.append("also_card_types")
        if unsaid:
            raise RenderError(f"no Japanese noun says {', '.join(unsaid)} here")
        # 115.10: 「ＣＡＲＤＮＡＭＥを対象とする」 stands first (34b-spell-targets.lark)
        words: list[str] = self.targeted_words(f)
        if f.nth_this_turn is not None:
            words.append(f"このターンで{number(f.nth_this_turn)}つ目に唱えられた")
        if f.targets_player:
            words.append("いずれかのプレイヤーを対象とする")
        if zone in ("battlefield", "stack") and f.controller is Controller.YOU:
            words.append("あなたがコントロールする")
        elif zone in ("battlefield", "stack") and f.controller is Controller.OPPONENT:
            # the current templating; with no teammates the same as 「あなたがコントロールしていない」 (102.3)
            words.append("対戦相手がコントロールしている")
        elif zone in ("battlefield", "stack") and f.controller is Controller.ENCHANTED_PLAYER:
            words.append("エンチャントされているプレイヤーがコントロールする")  # 303.4
        if f.owner is Controller.YOU:  # 108.3
            words.append("あなたがオーナーである")
        elif f.owner is Controller.OPPONENT:
            words.append("あなたがオーナーではない")
        elif f.owner is not Controller.ANY:
            raise RenderError("no Japanese noun for this owner")
        if f.controlled_by_defending_player:  # 506.2
            words.append("防御プレイヤーがコントロールする")
        if zone in ("graveyard", "hand", "library"):
            if f.controller is Controller.OPPONENT and owner is not None:
                raise RenderError("no Japanese noun for a card in an opponent's zone here")
            if f.controller is Controller.OPPONENT:  # 404: 「対戦相手の墓地にある」
                owner = "対戦相手の"
            if owner is None:
                owner = "あなたの" if f.controller is Controller.YOU else "いずれかの"
            words.append(owner + {"graveyard": "墓地", "hand": "手札", "library": "ライブラリー"}[zone] + "にある")
        if f.power_less_than_source:  # 608.2h: the source's power, as it last existed
            if not self.name:
                raise RenderError("no phrasing for the card's own name in this place")
            words.append(f"{self.name}よりもパワーが小さい")
        if f.dealt_damage_this_turn:  # 120.3
            words.append("このターンにダメージが与えられた")
        if f.other:
            words.append("他の")
        excluded = [COLORS[c] for c in f.excluded_colors]
        excluded += [CARD_TYPES[t] for t in f.excluded_card_types]
        excluded += [subtype_text("ja", s) for s in f.excluded_subtypes]
        if f.token is False:
            excluded.append("トークン")
        if len(excluded) > 1:  # 「クリーチャーでも土地でもない」: none of them
            words.append("".join(word + "でも" for word in excluded) + "ない")
        else:
            words += [word + "でない" for word in excluded]
        if f.tapped is not None:
            words.append("タップ状態の" if f.tapped else "アンタップ状態の")
        states = set(f.combat_states)
        if states == {CombatState.ATTACKING, CombatState.BLOCKING}:
            words.append("攻撃かブロックしている")
        elif states:
            words.append("攻撃している" if CombatState.ATTACKING in states else "ブロックしている")
        if f.keywords:
            words += [KEYWORDS[k] + "を持つ" for k in f.keywords]
        if with_any:
            words.append("か".join(KEYWORDS[k] for k in with_any) + "を持つ")
        words += [f"{COUNTERS[k]}カウンターが置かれている" for k in f.counter_kinds]  # 122.1
        words += mana_value_words(f, "ja", number)  # 202.3
        if f.excluded_keywords:
            words += [KEYWORDS[k] + "を持たない" for k in f.excluded_keywords]
        for stat, word in (("power", "パワー"), ("toughness", "タフネス")):
            if getattr(f, f"{stat}_max") is not None:
                words.append(f"{word}が{number(getattr(f, f'{stat}_max'))}以下の")
            if getattr(f, f"{stat}_min") is not None:
                words.append(f"{word}が{number(getattr(f, f'{stat}_min'))}以上の")
        words += [_JA_SUPERTYPES[s] for s in f.supertypes]  # 「伝説の」 「基本」
        if (f.color_count_min, f.color_count_max) != (None, None):  # 105.2a–c
            counted = _COLOR_COUNT_WORDS.get((f.color_count_min, f.color_count_max))
            if counted is None:
                raise RenderError("no Japanese word for this number of colours")
            words.append(counted)
        if len(f.colors) > 1:  # 「黒か赤の」: any of the colours
            words.append("か".join(COLORS[c] for c in f.colors) + "の")
        else:
            words += [COLORS[c] + "の" for c in f.colors]
        if f.same_name_as_source:  # 201.2
            words.append(f"「{self.name}」という名前の")
        if f.chosen_subtype:  # 614.12: the creature type chosen as the permanent entered
            words.append("その選ばれたタイプの")
        if f.chosen_color:  # 614.12: the colour chosen as the permanent entered
            words.append("その選ばれた色の")
        if f.chosen_card_type:  # 205.2a: the permanent type chosen as the effect resolves
            words.append("選ばれたタイプの")
        if f.chosen_name:  # 201.3: the card name chosen as the permanent entered
            words.append("その選ばれた名前を持つ")
        # "looked": cards looked at or revealed, chosen 「その中から」 (no zone is named)
        kind = {"graveyard": "カード", "hand": "カード", "library": "カード", "stack": "呪文",
                "looked": "カード"}.get(zone)
        if f.token:
            kind = "トークン"
        kinds = kinds_of(replace(f, colors=()))
        if kinds is not None and (f.any_of or kind is not None or f.subtypes):
            # 「インスタントかソーサリーである呪文」 「スピリットかエンチャントであるパーマネント」
            shared, alternatives = kinds
            said = "か".join(self._kind_word(k) for k in alternatives) + "である"
            _, head = self.noun_parts(replace(shared, colors=(), supertypes=()), zone)
            return "".join(words) + said, head
        subs = [subtype_text("ja", s) for s in f.subtypes]
        if len(subs) > 1:  # 「人間かエルフであるクリーチャー」: any of the subtypes
            words.append("か".join(subs) + "である")
            subs = []
        types = "や".join(CARD_TYPES[t] for t in f.card_types)
        if f.also_card_types:  # 205.2b: 「アーティファクト・クリーチャー」
            types = "・".join([*(CARD_TYPES[t] for t in f.also_card_types), types])
        if types:
            head = "・".join([*subs, types])
            if kind == "呪文":
                head += kind
            elif kind:
                head += "・" + kind
        elif subs:
            if len(subs) != 1 or kind not in (None, "呪文", "カード"):
                raise RenderError("a subtype noun with a kind")
            # 「天使呪文」, 「スピリット・カード」
            head = subs[0] + ("・カード" if kind == "カード" else kind or "")
        else:
            head = kind or "パーマネント"
        return "".join(words), head


# 「これが攻撃している…」 / 「それが攻撃している…」: the attacker named by its pronoun (506.2)
_ATTACKERS_JA = {ir.ThisObject: "これ", ir.TriggeringObject: "それ"}
