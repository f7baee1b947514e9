"""The English phrasings of instructions, one per kind of IR effect (render/phrasings.py).

Each writes one effect as a verb phrase in Oracle's words ("draw two cards", "deals 3 damage
to any target", "create a 1/1 white Human creature token"); ``third`` is whether the verb takes
its third-person form ("Target player draws"). They are called by
``EnglishInstructions.predicate`` (render/effects_en.py), which names targets and builds the
sentences; an effect none can say is a RenderError.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import CardType, Duration, Keyword

from .. import ir
from .chosen import become_phrase
from .common import RenderError
from .effects import (
    SentenceState,
    per_unit_pt,
    plural,
    split_amount,
)
from .keywords import keyword_text
from .quoted import quoted_abilities
from .tokens import token_copies_text
from .words_en import COUNTERS, ORDINALS, count_word, pt_change

# 611.2b: the duration that ends as your next turn begins, and its English
UNTIL_NEXT = (Duration.UNTIL_YOUR_NEXT_TURN, "until your next turn")
from .discard_kinds import card_kind_en
from .phrasings import ENGLISH

if TYPE_CHECKING:  # pragma: no cover
    from .effects_en import EnglishInstructions


PLURAL_TYPE_WORDS = {
    CardType.ARTIFACT: "artifacts",
    CardType.CREATURE: "creatures",
    CardType.ENCHANTMENT: "enchantments",
    CardType.LAND: "lands",
}


@ENGLISH.phrases(ir.GainLife, ir.LoseLife)
def _gain_life(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    verb = "gain" if isinstance(effect, ir.GainLife) else "lose"
    if isinstance(effect.amount, ir.TriggeringAmount):
        return f"{verb}{s} that much life"  # the trigger event's amount
    if isinstance(effect.amount, ir.DiedThisTurnCount) and state.each is None:
        # Oracle: "you gain 1 life for each creature that died this turn" (M21 Canopy Stalker;
        # 45j-died-counts.lark reads it as the count, 700.4)
        state.each = effect.amount
        return f"{verb}{s} 1 life"
    return f"{verb}{s} {en.amount(effect, state)} life"


@ENGLISH.phrases(ir.DrawCards)
def _draw_cards(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"draw{s} {en.cards(effect, state)}"


@ENGLISH.phrases(ir.Discard)
def _discard(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    if effect.filter is not None:  # "discards a creature card" (render/discard_kinds.py)
        if not isinstance(effect.amount, int):
            raise RenderError("no English phrasing for a count of cards of a kind to discard")
        return f"discard{s} {card_kind_en(effect.filter, effect.amount)}"
    random = " at random" if effect.at_random else ""
    return f"discard{s} {en.cards(effect, state)}{random}"


@ENGLISH.phrases(ir.Mill)
def _mill(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"mill{s} {en.cards(effect, state)}"


@ENGLISH.phrases(ir.DiscardHand)
def _discard_hand(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"discard{s} {'their' if third else 'your'} hand"


@ENGLISH.phrases(ir.DealDamage)
def _deal_damage(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    if isinstance(effect.amount, ir.TriggeringAmount):
        # the trigger event's amount (120.3): "it deals that much damage to …"
        if isinstance(effect.recipient, ir.EachObject):
            return f"deal{s} that much damage to each {en.each_noun(effect.recipient)}"
        return f"deal{s} that much damage to {en.reference(effect.recipient)}"
    number, rest = split_amount(effect.amount)
    if effect.recipient == effect.source and rest is not None and number in (None, 1):
        # a reflexive (Oracle): "deals damage to itself equal to its power"
        return f"deal{s} damage to itself equal to {en.value(effect.amount)}"
    # a value that names a target already named ("its power") says it before the
    # recipient's target is named, so that "it" still means that target
    named_first = any(ir.mentions(effect.amount, ir.Targeted(i)) for i in en.named)
    if (
        rest is not None and number in (None, 1) and isinstance(effect.recipient, ir.Targeted)
        and (ir.mentions(effect.amount, effect.recipient)
             or effect.recipient.index not in en.named and named_first)
    ):
        # Oracle names the target in the amount first: "deals damage equal to the number
        # of cards in target player's hand to that player" (Tibalt, the Fiend-Blooded)
        value = en.value(effect.amount)
        return f"deal{s} damage equal to {value} to {en.reference(effect.recipient)}"
    if isinstance(effect.recipient, ir.EachObject):  # "deals 1 damage to each creature"
        recipient = "each " + en.each_noun(effect.recipient)
    elif effect.recipient == effect.source:
        recipient = "itself"
    else:
        recipient = en.each_recipient(effect.recipient)
    if rest is not None and not isinstance(rest, ir.XValue) and number in (None, 1):
        # Oracle: "deals damage to target creature equal to the number of …"
        return f"deal{s} damage to {recipient} equal to {en.value(effect.amount)}"
    return f"deal{s} {en.amount(effect, state)} damage to {recipient}"


@ENGLISH.phrases(ir.DealDamageTogether)
def _deal_damage_together(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # 608.2c: "4 damage to … and 2 damage to …"
    shares = [
        en.predicate(ir.DealDamage(effect.source, recipient, amount), third, state)
        for recipient, amount in zip(effect.recipients, effect.amounts, strict=True)
    ]
    if any(not share.startswith(f"deal{s} ") or " equal to " in share for share in shares):
        raise RenderError("no English phrasing for this share of damage")
    return f"deal{s} " + " and ".join(share.removeprefix(f"deal{s} ") for share in shares)


@ENGLISH.phrases(ir.ModifyPowerToughness)
def _modify_power_toughness(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # Oracle (M20 Growth Cycle): "It gets an additional +2/+2 until end of turn for each …"
    # after a change of the same object (613.4c: the changes add up)
    changed_before, en.pt_changed = en.pt_changed, effect.obj
    counted = per_unit_pt(effect)
    if counted is not None and state.each is None and changed_before == effect.obj:
        state.each = counted[2]
        return f"get{s} an additional {pt_change(counted[0], counted[1])}"
    if counted is not None and state.each is None and isinstance(counted[2], ir.EffectResults) and (
        counted[2].kind == "tapped"
    ):
        # Oracle (M21 Siege Striker): "gets +1/+1 … for each creature tapped this way" — "the
        # number of creatures tapped this way" is what a cost tapped (46-additional-costs.lark)
        state.each = counted[2]
        return f"get{s} {pt_change(counted[0], counted[1])}"
    return f"get{s} {en.pt(effect.power, effect.toughness, state)}"


@ENGLISH.phrases(ir.Become)
def _become(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"become{s} {become_phrase(effect, 'en', en)}"


@ENGLISH.phrases(ir.BecomeCopy)
def _become_copy(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # 707.2
    model = effect.model
    if isinstance(effect.obj, ir.EachObject) and isinstance(model, ir.Targeted) and (
        model.index not in en.named
    ):
        # Oracle (M20 Masterful Replication): "Choose target artifact you control. Each other
        # artifact you control becomes a copy of that artifact" — the target declared in a
        # sentence of its own (EnglishInstructions.declared_targets), named again here
        objects = en.slots[model.index][1].objects
        if objects is not None and len(objects.card_types) == 1:
            return f"become{s} a copy of that {objects.card_types[0].value}"
    return f"become{s} a copy of {en.reference(model)}"


@ENGLISH.phrases(ir.GainAbilities)
def _gain_abilities(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # 611.2a, 613.1f: 'gains "…" and "…"'
    return f"gain{s} " + " and ".join(quoted_abilities(effect.abilities, "en"))


@ENGLISH.phrases(ir.GrantKeyword)
def _grant_keyword(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    if not isinstance(effect.keyword, Keyword):  # a keyword with a parameter (protection)
        return f"gain{s} {keyword_text(effect.keyword, 'en')}"
    return f"gain{s} {effect.keyword.value}"


@ENGLISH.phrases(ir.LoseKeyword)
def _lose_keyword(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # 613.1f
    return f"lose{s} {effect.keyword.value}"


@ENGLISH.phrases(ir.TapOrUntap)
def _tap_or_untap(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"tap{s} or untap{s} {en.reference(effect.obj)}"


@ENGLISH.phrases(ir.ObjectAction)
def _object_action(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    if effect.action is not ir.Action.COPY:
        # one verb ("destroy", "exile", …); a copy has a sentence of its own (render/stack.py)
        return f"{effect.action.value}{s} {en.reference(effect.obj)}"
    raise RenderError(f"no English phrasing for {type(effect).__name__}")


@ENGLISH.phrases(ir.DealDividedDamage)
def _deal_divided_damage(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # 601.2d
    amount = en.divided_amount(effect.recipients)
    return f"deal{s} {amount} damage divided as you choose among {en.reference(effect.recipients)}"


@ENGLISH.phrases(ir.DivideCounters)
def _divide_counters(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    amount = en.divided_amount(effect.recipients)
    counters = COUNTERS[effect.kind] + ("s" if amount > 1 else "")
    return (f"distribute{s} {count_word(amount)} {counters} among "
            f"{en.reference(effect.recipients)}")


@ENGLISH.phrases(ir.ReturnToHand)
def _return_to_hand(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    yours = en.your_card(effect.obj)
    obj = en.reference(effect.obj)
    where = "their owners' hands" if plural(effect.obj) else "its owner's hand"
    return f"return{s} {obj} to {'your hand' if yours else where}"


@ENGLISH.phrases(ir.PutOntoBattlefield)
def _put_onto_battlefield(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    if effect.tapped and effect.transformed:
        raise RenderError("entering tapped and transformed has no English phrasing")
    # 110.5b "tapped"; 712.14 "transformed" (its back face up)
    tapped = " tapped" if effect.tapped else " transformed" if effect.transformed else ""
    if effect.controller is None:  # 110.2a: each card's owner
        owner = "their owners'" if plural(effect.obj) else "its owner's"
        return (f"return{s} {en.reference(effect.obj)} to the battlefield{tapped} "
                f"under {owner} control")
    if not isinstance(effect.controller, ir.You):
        # the player who puts it onto the battlefield controls it (110.2a), the clause's subject
        # (render/effects.py chooser_subject): "That player puts that card onto the battlefield"
        tapped = " tapped" if effect.tapped else ""
        return f"put{s} {en.reference(effect.obj)} onto the battlefield{tapped}"
    if isinstance(effect.obj, ir.CardsThisWay):  # "If you don't put the card onto the battlefield"
        en.put_before = True
    # a card of yours enters under your control anyway (110.2): Oracle says nothing
    yours = en.your_card(effect.obj)
    control = "" if yours else " under your control"
    if isinstance(effect.obj, ir.LookedAtCards):  # from a library: never "return"
        return f"put{s} {en.reference(effect.obj)} onto the battlefield{tapped}{control}"
    return f"return{s} {en.reference(effect.obj)} to the battlefield{tapped}{control}"


@ENGLISH.phrases(ir.PutOnLibrary)
def _put_on_library(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    yours = en.your_card(effect.obj)
    obj = en.reference(effect.obj)
    where = "on top of" if effect.top else "on the bottom of"
    owner = "their owners' libraries" if plural(effect.obj) else "its owner's library"
    return f"put{s} {obj} {where} {'your library' if yours else owner}"


@ENGLISH.phrases(ir.DoublePower)
def _double_power(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # 701.9b
    return f"double{s} the power of {en.reference(effect.obj)}"


@ENGLISH.phrases(ir.DoubleCounters)
def _double_counters(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # 701.9e
    return f"double{s} the number of {COUNTERS[effect.kind]}s on {en.reference(effect.obj)}"


@ENGLISH.phrases(ir.AddCounters)
def _add_counters(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    on = (  # Oracle: "put a +1/+1 counter on each creature you control"
        "each " + en.each_noun(effect.obj)
        if isinstance(effect.obj, ir.EachObject)
        else en.each_recipient(effect.obj)
    )
    return f"put{s} {en.counters(effect, state)} on {on}"


@ENGLISH.phrases(ir.CreateTokens)
def _create_tokens(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # one token created: Oracle's "that token" later (ISD Geist of Saint Traft), 111.2
    en.one_token_created = effect.amount == 1
    made = en.tokens(
        effect.token, effect.amount, state, effect.tapped, effect.attacking,
        effect.abilities,
    )
    return f"create{s} {made}"


@ENGLISH.phrases(ir.CreateTokenCopies)
def _create_token_copies(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    # 707.2 (render/tokens.py)
    return f"create{s} {token_copies_text(effect, 'en', en)}"


@ENGLISH.phrases(ir.ChooseOrder)
def _choose_order(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    if not isinstance(effect.player, ir.You):
        raise RenderError("no phrasing for another player choosing the order")
    words = [PLURAL_TYPE_WORDS[t] for t in effect.card_types]
    return f"choose{s} an order for {', '.join(words[:-1])}, and {words[-1]}"


@ENGLISH.phrases(ir.Sacrifice)
def _sacrifice(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    if isinstance(effect.filter, ir.OrderedType):
        noun = "permanent" if effect.count == 1 else "permanents"
        ordinal = ORDINALS[effect.filter.position]
        return f"sacrifice{s} {count_word(effect.count)} {noun} of the {ordinal} type"
    if effect.obj is not None:
        if effect.count != 1:
            raise RenderError("a count of a named object to sacrifice")
        return f"sacrifice{s} {en.reference(effect.obj)}"
    assert effect.filter is not None and isinstance(effect.count, int)
    # Oracle names the one creature chosen again "the sacrificed creature" (608.2c)
    en.sacrificed_creature = effect.count == 1 and CardType.CREATURE in effect.filter.card_types
    if effect.filter.other and effect.count == 1:  # "sacrifice another creature"
        noun = en.noun(replace(effect.filter, other=False), "battlefield")
        return f"sacrifice{s} another {noun}"
    noun = en.noun(effect.filter, "battlefield", plural=effect.count > 1)
    return f"sacrifice{s} {count_word(effect.count)} {noun}"


@ENGLISH.phrases(ir.Fight)
def _fight(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"fight{s} {en.reference(effect.second)}"


@ENGLISH.phrases(ir.AttachObject)
def _attach_object(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    # 701.3
    es = "es" if third else ""
    # "… token, then attach CARDNAME to it": the one token just created (111.2)
    host = "it" if isinstance(effect.host, ir.CreatedTokens) else en.reference(effect.host)
    return f"attach{es} {en.reference(effect.obj)} to {host}"


@ENGLISH.phrases(ir.GainControl)
def _gain_control(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"gain{s} control of {en.reference(effect.obj)}"


@ENGLISH.phrases(ir.ExchangeControl)
def _exchange_control(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"exchange{s} control of {en.reference(effect.obj)}"


@ENGLISH.phrases(ir.ExtraTurn)
def _extra_turn(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"take{s} an extra turn after this one"


@ENGLISH.phrases(ir.PreventAllDamage)
def _prevent_all_damage(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    return f"prevent all damage that would be dealt to {en.reference(effect.to)}"


@ENGLISH.phrases(ir.PreventDamageBy)
def _prevent_damage_by(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    if effect.combat_only:
        to_and = "to and dealt " if effect.also_to else ""
        obj = en.reference(effect.obj)
        return f"prevent all combat damage that would be dealt {to_and}by {obj} this turn"
    raise RenderError(f"no English phrasing for {type(effect).__name__}")


@ENGLISH.phrases(ir.PreventCombatDamageExcept)
def _prevent_combat_damage_except(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    keep = en.reference(effect.keep)
    sources = en.noun(effect.sources, "battlefield", plural=True)
    return f"prevent all combat damage that would be dealt by {sources} other than {keep} this turn"


@ENGLISH.phrases(ir.PreventAllCombatDamage)
def _prevent_all_combat_damage(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    to = "" if effect.to is None else " to " + en.noun(effect.to, "battlefield", plural=True)
    return f"prevent all combat damage that would be dealt this turn{to}"


@ENGLISH.phrases(ir.AddMana)
def _add_mana(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    en.amount(effect, state)
    return f"add{s} {effect.symbols}"
