"""The Japanese phrasings of instructions, one per kind of IR effect (render/phrasings.py).

Each writes one effect as the words before its verb and the verb's key in words_ja.VERBS
(「カードを２枚」, "draw"), in today's templating; ``JapaneseInstructions.chain``
(render/effects_ja.py) conjugates the verbs and joins the clauses. An effect none can say is a
RenderError.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import (
    CardType,
)

from .. import ir
from .chosen import become_phrase
from .common import RenderError, for_this_turn
from .effects import (
    SentenceState,
    plural,
)
from .keywords import keyword_text
from .nouns import noun_phrase
from .discard_kinds import card_kind_ja
from .effect_results import chosen_count
from .phrasings import JAPANESE
from .quoted import quoted_abilities
from .static_extras import timed_evasion
from .tokens import token_copies_text
from .words_ja import CARD_TYPES, COUNTERS, KEYWORDS, ORDINALS, counter_word, number

if TYPE_CHECKING:  # pragma: no cover
    from .effects_ja import JapaneseInstructions


# The state created tokens enter in (110.5b, 508.4), in M21's words.
_TOKEN_ENTRY_JA = {
    (False, False): "",
    (True, False): "、タップ状態で",
    (False, True): "、攻撃している状態で",
    (True, True): "、タップ状態かつ攻撃している状態で",
}


def prevention_ja(effect: Any, reference: Any) -> str:
    """「…に与えられるすべての戦闘ダメージと…が与えるすべての戦闘ダメージを」 (615.1a)."""
    damage = "戦闘ダメージ" if getattr(effect, "combat_only", True) else "ダメージ"
    if isinstance(effect, ir.PreventCombatDamageExcept):
        sources = noun_phrase(effect.sources, "ja")
        return f"{reference(effect.keep)}以外の{sources}が与えるすべての{damage}を"
    by = f"{reference(effect.obj)}が与えるすべての{damage}を"
    if effect.also_to:
        return f"{reference(effect.obj)}に与えられるすべての{damage}と" + by
    return by


def _own(player: Any) -> str:
    return "あなた" if isinstance(player, ir.You) else "自分"


@JAPANESE.phrases(ir.GainLife, ir.LoseLife)
def _gain_life(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    verb = "gain" if isinstance(effect, ir.GainLife) else "lose"
    if isinstance(effect.amount, ir.TriggeringAmount):
        return "その点数分のライフを", verb  # the trigger event's amount (current wording)
    return f"{ja.amount(effect, state)}点のライフを", verb


@JAPANESE.phrases(ir.DrawCards, ir.Mill)
def _draw_cards(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if isinstance(effect.amount, ir.TriggeringAmount):
        # the trigger event's amount
        return "その点数に等しい枚数のカードを", "draw" if isinstance(effect, ir.DrawCards) else "mill"
    if chosen_count(effect.amount):  # how many an "any number of" instruction chose
        that = "その枚数" if effect.amount.kind == "discarded" else "その数"
        return f"{that}に等しい枚数のカードを", "draw" if isinstance(effect, ir.DrawCards) else "mill"
    if isinstance(effect, ir.DrawCards):
        return f"カードを{ja.amount(effect, state)}枚", "draw"
    if isinstance(effect, ir.Mill):  # 701.13: 「カードを２枚切削する」 (current templating)
        return f"カードを{ja.amount(effect, state)}枚", "mill"
    raise RenderError(f"no Japanese phrasing for {type(effect).__name__}")


@JAPANESE.phrases(ir.Discard)
def _discard(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if effect.filter is not None:  # 「クリーチャー・カード１枚を捨てる」 (render/discard_kinds.py)
        if not isinstance(effect.amount, int):
            raise RenderError("no Japanese phrasing for a count of cards of a kind to discard")
        return f"{card_kind_ja(effect.filter, effect.amount)}を", "discard"
    random = "無作為に選んで" if effect.at_random else ""
    return f"カードを{ja.amount(effect, state)}枚{random}", "discard"


@JAPANESE.phrases(ir.DiscardHand)
def _discard_hand(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return f"{_own(effect.player)}の手札をすべて", "discard"


@JAPANESE.phrases(ir.DealDamage)
def _deal_damage(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if isinstance(effect.amount, ir.TriggeringAmount):
        # the trigger event's amount (120.3), as ISD printed it
        recipient = ja.reference(effect.recipient, each="各")
        return f"{recipient}に、それぞれその点数に等しい点数のダメージを", "deal"
    recipient = ja.reference(effect.recipient, each="各")
    if effect.recipient == effect.source:  # a reflexive: 「それは自身に」
        recipient = "自身"
    each = "それぞれ" if isinstance(effect.recipient, ir.Together) else ""
    return f"{recipient}に{each}{ja.amount(effect, state)}点のダメージを", "deal"


@JAPANESE.phrases(ir.DealDamageTogether)
def _deal_damage_together(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 608.2c: 「…に４点のダメージと、…に２点の…」
    shares = [
        ja.predicate(ir.DealDamage(effect.source, recipient, amount), state)[0]
        for recipient, amount in zip(effect.recipients, effect.amounts, strict=True)
    ]
    if any(not share.endswith("点のダメージを") for share in shares):
        raise RenderError("no Japanese phrasing for this share of damage")
    return "".join(share.removesuffix("を") + "と、" for share in shares[:-1]) + shares[-1], "deal"


@JAPANESE.phrases(ir.ModifyPowerToughness)
def _modify_power_toughness(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return ja.pt(effect.power, effect.toughness, state), "pt"


@JAPANESE.phrases(ir.Become)
def _become(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return become_phrase(effect, "ja", ja), "become"


@JAPANESE.phrases(ir.BecomeCopy)
def _become_copy(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 707.2
    return f"{ja.reference(effect.model)}のコピー", "become"


@JAPANESE.phrases(ir.LoseKeyword)
def _lose_keyword(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 613.1f
    return f"{KEYWORDS[effect.keyword]}を", "lose"


@JAPANESE.phrases(ir.GainAbilities)
def _gain_abilities(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 611.2a, 613.1f: 「「…」と「…」を得る」
    return "と".join(quoted_abilities(effect.abilities, "ja")) + "を", "gain"


@JAPANESE.phrases(ir.GrantKeyword)
def _grant_keyword(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if effect.keyword not in KEYWORDS:  # a keyword with a parameter (protection)
        return f"{keyword_text(effect.keyword, 'ja')}を", "gain"
    return f"{KEYWORDS[effect.keyword]}を", "gain"


@JAPANESE.phrases(ir.DealDividedDamage, ir.DivideCounters)
def _deal_divided_damage(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 601.2d
    recipients = effect.recipients
    first = recipients.first if isinstance(recipients, ir.AllTargets) else recipients.index
    amount = ja.slots[first].divide
    if not amount:
        raise RenderError("a divided amount without its target phrase")
    who = ja.reference(recipients)
    if isinstance(effect, ir.DealDividedDamage):
        return f"{who}に、{number(amount)}点のダメージをあなたの好きなように割り振って", "deal"
    counters = f"{number(amount)}個の{COUNTERS[effect.kind]}カウンター"
    return f"{who}に{counters}を好きなように割り振って", "put"


@JAPANESE.phrases(ir.ObjectAction)
def _object_action(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if effect.action is not ir.Action.COPY:
        # one verb (破壊する, 追放する, …); a copy has a sentence of its own (render/stack.py)
        return ja.accusative(effect.obj), effect.action.value
    raise RenderError(f"no Japanese phrasing for {type(effect).__name__}")


@JAPANESE.phrases(ir.ReturnToHand)
def _return_to_hand(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return f"{ja.accusative(effect.obj)}オーナーの手札に", "return"


@JAPANESE.phrases(ir.PutOntoBattlefield)
def _put_onto_battlefield(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    tapped = "タップ状態で" if effect.tapped else ""
    # 712.14: 「それを変身させた状態で…戦場に戻す」 (its back face up)
    transformed = "変身させた状態で" if effect.transformed else ""
    if effect.controller is None:  # 110.2a: each card's owner
        return (f"{ja.accusative(effect.obj)}{transformed}オーナーのコントロール下で{tapped}戦場に",
                "return")
    if not isinstance(effect.controller, ir.You):
        # the player who puts it onto the battlefield controls it (110.2a), the clause's subject
        # (render/effects.py chooser_subject): 「そのプレイヤーはそのカードを戦場に出す」
        if effect.transformed:
            raise RenderError("only 「あなたのコントロール下で」 has a phrasing of entering transformed")
        return f"{ja.accusative(effect.obj)}{tapped}戦場に", "put_out"
    verb = "put_out" if isinstance(effect.obj, ir.LookedAtCards) else "return"
    return (f"{ja.accusative(effect.obj)}{transformed}あなたのコントロール下で{tapped}戦場に",
            verb)


@JAPANESE.phrases(ir.PutOnLibrary)
def _put_on_library(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    where = "一番上" if effect.top else "一番下"
    return f"{ja.accusative(effect.obj)}オーナーのライブラリーの{where}に", "put"


@JAPANESE.phrases(ir.SkipNextUntap)
def _skip_next_untap(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 「それらは、それらのコントローラーの…」: each one's controller's (502.3)
    whose = "それら" if plural(effect.obj) else "それ"
    step = "次のアンタップ・ステップにアンタップしない"
    if effect.player is not None:  # 「そのプレイヤーの次の…」: a named player's
        return f"{ja.reference(effect.player)}の{step}", "none"
    return f"{whose}のコントローラーの{step}", "none"


@JAPANESE.phrases(ir.MustBeBlocked)
def _must_be_blocked(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    for_this_turn(effect)
    it = ja.reference(effect.obj)
    return f"このターンに{it}をブロックできるすべてのクリーチャーは、{it}をブロックする", "none"


@JAPANESE.phrases(ir.ExileIfItWouldDie)
def _exile_if_it_would_die(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if isinstance(effect.obj, ir.DealtDamageThisWay):
        for_this_turn(effect)
        return "これによりダメージを与えられたクリーチャーが死亡する場合、代わりにそれを追放する", "none"
    for_this_turn(effect)
    return f"{ja.reference(effect.obj)}が死亡するなら、代わりにそれを追放する", "none"


@JAPANESE.phrases(ir.MustBeBlockedIfAble)
def _must_be_blocked_if_able(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    for_this_turn(effect)  # 509.1c: 「このターン、」 leads
    assert effect.obj is not None
    return "可能ならブロックされなければならない", "none"


@JAPANESE.phrases(ir.MustAttack)
def _must_attack(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    for_this_turn(effect)
    return "可能なら攻撃する", "none"


@JAPANESE.phrases(ir.CantBlock)
def _cant_block(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return "ブロックできない", "none"  # current wording (2012: 「それでは…」)


@JAPANESE.phrases(ir.CantBeBlocked)
def _cant_be_blocked(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return "ブロックされない", "none"


@JAPANESE.phrases(ir.CantBeBlockedBy, ir.LimitBlockers)
def _cant_be_blocked_by(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 509.1b
    return timed_evasion(effect, "ja"), "none"


@JAPANESE.phrases(ir.DoublePower)
def _double_power(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 701.9b
    return f"{ja.reference(effect.obj)}のパワーを", "double"


@JAPANESE.phrases(ir.DoubleCounters)
def _double_counters(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 701.9e, today's 「個数」 (2019: 「数」)
    on = ja.reference(effect.obj)
    return f"{on}の上に置かれている{COUNTERS[effect.kind]}カウンターの個数を", "double"


@JAPANESE.phrases(ir.AddCounters)
def _add_counters(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if isinstance( effect.amount, (ir.TriggeringCount, ir.TriggeringAmount) ) or chosen_count(effect.amount):
        # 603.2c: the objects counted (その数); the trigger event's amount (その点数)
        that = "その点数" if isinstance(effect.amount, ir.TriggeringAmount) else "その数"
        counters = f"{that}に等しい数の{COUNTERS[effect.kind]}カウンターを"
        return f"{ja.reference(effect.obj)}の上に{counters}", "put"
    count = ja.amount(effect, state)
    return f"{ja.reference(effect.obj)}の上に{COUNTERS[effect.kind]}カウンターを{count}個", "put"


@JAPANESE.phrases(ir.CreateTokens)
def _create_tokens(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 701.6 in today's words: 「…トークンを１体生成する」 (2012: 「…を１体戦場に出す」)
    entry = _TOKEN_ENTRY_JA[(effect.tapped, effect.attacking)]
    # a token that is no creature is counted with 「つ」 (「宝物・トークンを２つ」)
    counter = "体" if CardType.CREATURE in effect.token.card_types else "つ"
    # one token created: 「そのトークン」 later (ISD 聖トラフトの霊), 111.2
    ja.one_token_created = effect.amount == 1
    made = ja.token(effect.token, effect.abilities)
    return f"{made}を{ja.amount(effect, state)}{counter}{entry}", "create"


@JAPANESE.phrases(ir.CreateTokenCopies)
def _create_token_copies(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 707.2 (render/tokens.py)
    return token_copies_text(effect, "ja", ja), "create"


@JAPANESE.phrases(ir.ChooseOrder)
def _choose_order(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if not isinstance(effect.player, ir.You):
        raise RenderError("no phrasing for another player choosing the order")
    return "、".join(CARD_TYPES[t] for t in effect.card_types) + "の順番を決める", "none"


@JAPANESE.phrases(ir.SacrificeGroups)
def _sacrifice_groups(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    groups = "、".join(
        f"{ORDINALS[f.position]}のタイプのパーマネントを{number(n)}つ"
        for f, n in zip(effect.filters, effect.counts, strict=True)
    )
    return f"{groups}生け贄に", "offer"


@JAPANESE.phrases(ir.Sacrifice)
def _sacrifice(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    if isinstance(effect.filter, ir.OrderedType):
        ordinal = ORDINALS[effect.filter.position]
        return f"{ordinal}のタイプのパーマネントを{number(effect.count)}つ生け贄に", "offer"
    if effect.obj is not None:
        if effect.count != 1:
            raise RenderError("a count of a named object to sacrifice")
        return f"{ja.accusative(effect.obj)}生け贄に", "offer"
    assert effect.filter is not None and isinstance(effect.count, int)
    counter = counter_word(effect.filter, "battlefield")
    return f"{ja.noun(effect.filter, 'battlefield')}を{number(effect.count)}{counter}生け贄に", "offer"


@JAPANESE.phrases(ir.Fight)
def _fight(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return f"{ja.reference(effect.second)}と格闘を", "do"


@JAPANESE.phrases(ir.AttachObject)
def _attach_object(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # 701.3
    host = "それ" if isinstance(effect.host, ir.CreatedTokens) else ja.reference(effect.host)
    return f"{ja.accusative(effect.obj)}{host}に", "attach"


@JAPANESE.phrases(ir.GainControl)
def _gain_control(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return f"{ja.reference(effect.obj)}のコントロールを", "gain"


@JAPANESE.phrases(ir.ExchangeControl)
def _exchange_control(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return f"{ja.reference(effect.obj)}のコントロールを", "exchange"


@JAPANESE.phrases(ir.ExtraTurn)
def _extra_turn(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return "このターンの後に追加の１ターンを", "do"


@JAPANESE.phrases(ir.PreventAllDamage)
def _prevent_all_damage(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return f"{ja.reference(effect.to)}に与えられるすべてのダメージを", "prevent"


@JAPANESE.phrases(ir.PreventDamageBy, ir.PreventCombatDamageExcept)
def _prevent_damage_by(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return prevention_ja(effect, ja.reference), "prevent"


@JAPANESE.phrases(ir.PreventAllCombatDamage)
def _prevent_all_combat_damage(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    # today's wording (Root Snare)
    if effect.to is None:
        return "与えられる戦闘ダメージをすべて", "prevent"
    return f"{noun_phrase(effect.to, 'ja')}が受ける戦闘ダメージをすべて", "prevent"


@JAPANESE.phrases(ir.AddMana)
def _add_mana(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    ja.amount(effect, state)
    return f"あなたのマナ・プールに{effect.symbols}を", "add"
