"""Canonical English (Oracle-style) text of IR abilities. See :mod:`ofuda.compiler.render`."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import (
    Dies,
    Keyword,
)
from ofuda.runtime.statics import (
    AddPowerToughness,
    Cycling,
    Equip,
    Escape,
    Flashback,
    Kicker,
    Miracle,
    NumberedKeyword,
    Scavenge,
    Unearth,
)

from .. import ir
from .common import RenderError, labelled, modal_choice
from .conditions import state_condition_text
from .costs_en import render_cost_item
from .damage_triggers import damaged_permanent_type
from .events import targets_by_abilities
from .effects_en import EnglishInstructions, continuation
from .keywords import has_parameter, keyword_text
from .mana import mana_text
from .otherwise import is_otherwise, otherwise_text
from .permanents import enchanted_host, static_text
from .stack import loyalty_symbol
from .triggers import intervening_text, trigger_text
from .words_en import count_word, pt_change

SELF = "CARDNAME"


def render_abilities(card: ir.CardIR) -> list[str]:
    """One line per ability; consecutive keywords share a line ("Flying, vigilance")."""
    lines: list[str] = []
    keywords: list[str] = []
    previous: ir.Ability | None = None
    for ability in card.abilities:
        before, previous = previous, ability
        if isinstance(ability, ir.KeywordAbility) and ability.ability_word is not None:
            text = _capitalize(keyword_text(ability.keyword, "en"))
            lines.append(labelled(ability, text, "en"))  # its own line
            continue
        reminder = (
            keyword_reminder(ability.keyword) if isinstance(ability, ir.KeywordAbility) else None
        )
        if isinstance(ability, ir.KeywordAbility) and (
            has_parameter(ability.keyword) or reminder is not None
        ):
            if keywords:
                lines.append(_capitalize(", ".join(keywords)))
                keywords = []
            text = _capitalize(keyword_text(ability.keyword, "en"))
            lines.append(f"{text} ({reminder})" if reminder else text)
            continue
        if isinstance(ability, ir.KeywordAbility):
            keywords.append(keyword_text(ability.keyword, "en"))
            continue
        if keywords:
            lines.append(_capitalize(", ".join(keywords)))
            keywords = []
        if is_otherwise(ability, before) and lines:  # 611.3b: "Otherwise," (render/otherwise.py)
            name = card.face.name or card.face.name_ja or SELF
            lines[-1] += " " + otherwise_text(ability, "en", name, enchanted_host(card))  # type: ignore[arg-type]
            continue
        text = _ability(ability, card.face.name or card.face.name_ja or SELF, enchanted_host(card))
        text = _additional_pt(ability, card.abilities, text)
        lines.extend(labelled(ability, text, "en").split("\n"))
    if keywords:
        lines.append(_capitalize(", ".join(keywords)))
    return lines


def _plain_pt(ability: ir.Ability) -> tuple[object, str] | None:
    """The affected object and "+1/+1" of a static ability that only gives numbers (613.4c)."""
    if not isinstance(ability, ir.StaticAbility) or len(ability.effects) != 1:
        return None
    (effect,) = ability.effects
    if not isinstance(effect, AddPowerToughness):
        return None
    if not isinstance(effect.power, int) or not isinstance(effect.toughness, int):
        return None
    return effect.affected, pt_change(effect.power, effect.toughness)


def _additional_pt(ability: ir.Ability, abilities: tuple[ir.Ability, ...], text: str) -> str:
    """Oracle's "an additional +1/+1" (ISD Silver-Inlaid Dagger, DKA Heavy Mattock): a static
    whose condition adds a change to what an earlier unconditional static of the card gives
    the same object (613.4c: the changes add up; "additional" says only that)."""
    own = _plain_pt(ability)
    if own is None or not isinstance(ability, ir.StaticAbility) or ability.condition is None:
        return text
    earlier = abilities[: abilities.index(ability)]
    if not any(
        isinstance(a, ir.StaticAbility) and a.condition is None and (_plain_pt(a) or (None,))[0] == own[0]
        for a in earlier
    ):
        return text
    return text.replace(f" gets {own[1]}", f" gets an additional {own[1]}", 1)


# Oracle prints the reminder of the set's own and less common keywords, not of evergreen
# ones (a printing choice, 207.2: reminder text has no rules meaning).
_REMINDERS: dict[Keyword, str] = {
    Keyword.SOULBOND: "You may pair this creature with another unpaired creature when either "
    "enters the battlefield. They remain paired for as long as you control both of them.",
    Keyword.UNDYING: "When this creature dies, if it had no +1/+1 counters on it, return it to "
    "the battlefield under its owner's control with a +1/+1 counter on it.",
    Keyword.INTIMIDATE: "This creature can't be blocked except by artifact creatures and/or "
    "creatures that share a color with it.",
    Keyword.SWAMPWALK: "This creature can't be blocked as long as defending player controls a "
    "Swamp.",
    Keyword.SHROUD: "This creature can't be the target of spells or abilities.",
    Keyword.FEAR: "This creature can't be blocked except by artifact creatures and/or black "
    "creatures.",
    Keyword.PERSIST: "When this creature dies, if it had no -1/-1 counters on it, return it to "
    "the battlefield under its owner's control with a -1/-1 counter on it.",
    Keyword.EXALTED: "Whenever a creature you control attacks alone, that creature gets +1/+1 "
    "until end of turn.",
    Keyword.BATTLE_CRY: "Whenever this creature attacks, each other attacking creature gets +1/+0 "
    "until end of turn.",
    Keyword.FLANKING: "Whenever a creature without flanking blocks this creature, the blocking "
    "creature gets -1/-1 until end of turn.",
    Keyword.MENTOR: "Whenever this creature attacks, put a +1/+1 counter on target attacking "
    "creature with lesser power.",
    Keyword.CHANGELING: "This card is every creature type.",
    Keyword.SKULK: "This creature can't be blocked by creatures with greater power.",
    Keyword.SHADOW: "This creature can block or be blocked by only creatures with shadow.",
    Keyword.DEVOID: "This card has no color.",
    Keyword.EVOLVE: "Whenever a creature enters the battlefield under your control, if that "
    "creature has greater power or toughness than this creature, put a +1/+1 counter on this "
    "creature.",
    Keyword.RIOT: "This creature enters the battlefield with your choice of a +1/+1 counter or "
    "haste.",
    Keyword.EXTORT: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses "
    "1 life and you gain that much life.",
    Keyword.SPLIT_SECOND: "As long as this spell is on the stack, players can't cast spells or "
    "activate abilities that aren't mana abilities.",
    Keyword.CONVOKE: "Your creatures can help cast this spell. Each creature you tap while casting "
    "this spell pays for {1} or one mana of that creature's color.",
    Keyword.DELVE: "Each card you exile from your graveyard while casting this spell pays for {1}.",
    Keyword.WITHER: "This deals damage to creatures in the form of -1/-1 counters.",
    Keyword.INFECT: "This creature deals damage to creatures in the form of -1/-1 counters and to "
    "players in the form of poison counters.",
}


def _spirits(n: int) -> str:
    """702.135a: "a 1/1 white and black Spirit creature token", "two 1/1 … tokens"."""
    tokens = "token" if n == 1 else "tokens"
    return f"{count_word(n)} 1/1 white and black Spirit creature {tokens}"


# The reminders of keywords with a number N, by keyword (702.45a, 702.86a, 702.135a).
_NUMBERED_REMINDERS: dict[Keyword, Callable[[int], str]] = {
    Keyword.BUSHIDO: lambda n: f"Whenever this creature blocks or becomes blocked, it gets "
    f"+{n}/+{n} until end of turn.",
    Keyword.ANNIHILATOR: lambda n: "Whenever this creature attacks, defending player sacrifices "
    + f"{count_word(n)} {'permanent' if n == 1 else 'permanents'}.",
    Keyword.AFTERLIFE: lambda n: f"When this creature dies, create {_spirits(n)} with flying.",
}


def keyword_reminder(keyword: object) -> str | None:
    """The reminder text Oracle prints after ``keyword`` on its own line, if any."""
    if isinstance(keyword, Keyword):
        return _REMINDERS.get(keyword)
    if isinstance(keyword, Miracle):
        return (
            "You may cast this card for its miracle cost when you draw it if it's the first "
            "card you drew this turn."
        )
    if isinstance(keyword, Flashback):
        return "You may cast this card from your graveyard for its flashback cost. Then exile it."
    if isinstance(keyword, Cycling) and keyword.search is None:  # 702.29a
        cost = keyword_text(keyword, "en").split(" ", 1)[1]
        return f"{cost}, Discard this card: Draw a card." if cost[:1] == "{" else None
    if isinstance(keyword, Kicker):  # 702.33a
        cost = keyword_text(keyword, "en").split(" ", 1)[1]
        if cost[:1] != "{":
            return None
        return f"You may pay an additional {cost} as you cast this spell."
    if isinstance(keyword, Scavenge):  # 702.97a
        cost = keyword_text(keyword, "en").split(" ", 1)[1]
        return (
            f"{cost}, Exile this card from your graveyard: Put a number of +1/+1 counters equal "
            "to this card's power on target creature. Scavenge only as a sorcery."
        )
    if isinstance(keyword, Escape):  # 702.138a
        return "You may cast this card from your graveyard for its escape cost."
    if isinstance(keyword, Unearth):  # 702.84a
        cost = keyword_text(keyword, "en").split(" ", 1)[1]
        return (
            f"{cost}: Return this card from your graveyard to the battlefield. It gains haste. "
            "Exile it at the beginning of the next end step or if it would leave the "
            "battlefield. Unearth only as a sorcery."
        )
    if isinstance(keyword, NumberedKeyword):
        return _NUMBERED_REMINDERS[keyword.keyword](keyword.amount)
    if isinstance(keyword, Equip):
        cost = keyword_text(keyword, "en").split(" ", 1)[1]
        return f"{cost}: Attach to target creature you control. Equip only as a sorcery."
    return None


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def ability_text(ability: ir.Ability, name: str) -> str:
    """The canonical text of one ability (an ability an instruction creates: a delayed
    triggered ability, render/delayed_abilities.py)."""
    return _ability(ability, name)


def _ability(ability: ir.Ability, name: str, host: str = "creature") -> str:
    if isinstance(ability, ir.StaticAbility):
        return static_text(ability, "en", name, host)
    if isinstance(ability, ir.ManaAbility):
        return f"{_cost(ability.cost.items, name)}: {mana_text(ability, 'en', name)}"
    if isinstance(ability, ir.AdditionalCost):
        items = ", ".join(render_cost_item(item, name) for item in ability.items)
        return f"As an additional cost to cast this spell, {items[:1].lower()}{items[1:]}."
    if isinstance(ability, ir.ModalSpell):
        # Oracle (700.2): "Choose one —" and a "•" line per mode
        choice = {"many": "Choose one or more —", "both": "Choose one or both —"}.get(
            modal_choice(ability), "Choose one —"
        )
        return "\n".join([choice, *(f"• {_ability(mode, name)}" for mode in ability.modes)])
    if isinstance(ability, ir.TriggeredAbility) and ability.modes:
        # Oracle (700.2): "When …, choose one —" and a "•" line per mode
        head = trigger_text(ability.trigger, "en", name)
        if ability.condition is not None:
            head += intervening_text(ability.condition, "en", name)
        modes = [_ability(ir.SpellAbility(m.targets, m.effects), name) for m in ability.modes]
        same = all((m.trigger, m.condition) == (ability.trigger, ability.condition) for m in ability.modes)
        if not same or ability.targets or ability.effects:
            raise RenderError("the modes of a triggered ability are its only instructions")
        return "\n".join([head + "choose one —", *(f"• {mode}" for mode in modes)])
    # Instructions are phrased by render/effects_en.py (the effect language's families).
    targets = getattr(ability, "targets", ())
    itself = name
    if isinstance(ability, ir.TriggeredAbility) and name in trigger_text(ability.trigger, "en", name):
        # Oracle: "Whenever CARDNAME deals combat damage …, put a +1/+1 counter on it" — the
        # trigger named the object, so the instructions say "it" (unless "it" could be a target)
        if (
            not any(spec.objects is not None for spec in targets)
            and not _mentions_event_object(ability.effects)
            and not _has_event_object(ability.trigger)
            # "create a … token, then attach CARDNAME to it": "it" is the token
            and not any(isinstance(e, ir.AttachObject) for e in ability.effects)
            # "you may sacrifice another creature. If you do, CARDNAME gets +2/+2": "it" could
            # be the creature the instruction chose (608.2c, lower/effect_results.py)
            and not _records_results(ability.effects)
        ):
            itself = "it"
    instructions = EnglishInstructions(targets, itself)
    instructions.card_name = name
    instructions.spell = isinstance(ability, ir.SpellAbility)
    # Oracle: "Whenever a creature … dies, return it to the battlefield" (the card it became);
    # "When enchanted creature dies, return that card …" ("it" would be the Aura)
    instructions.event_card_it = isinstance(getattr(ability, "trigger", None), Dies)
    instructions.event_object_type = damaged_permanent_type(getattr(ability, "trigger", None))
    instructions.targeting_abilities = targets_by_abilities(getattr(ability, "trigger", None))
    body = instructions.body(ability.effects)  # type: ignore[union-attr]
    if isinstance(ability, ir.SpellAbility):
        return body
    if isinstance(ability, ir.LoyaltyAbility):
        return f"{loyalty_symbol(ability.loyalty_cost, 'en')}: {body}"
    if isinstance(ability, ir.ActivatedAbility):
        restriction = " Activate only as a sorcery." if ability.sorcery_speed else ""
        if ability.once_each_turn:  # 602.5b
            restriction += " Activate only once each turn."
        if ability.any_player:  # 602.2
            restriction += " Any player may activate this ability."
        if ability.condition is not None:  # 602.5b
            restriction += f" {state_condition_text(ability.condition, 'en', 'activate', name)}."
        return f"{_cost(ability.cost.items, name)}: {body}{restriction}"
    if isinstance(ability, ir.TriggeredAbility):
        # the instructions go on after the comma: "…, draw a card" (but "…, CARDNAME deals …")
        rest = body if body.startswith(name) else continuation(body)
        if ability.condition is not None:
            rest = intervening_text(ability.condition, "en", name) + rest
        if ability.once_each_turn:  # 603.2
            rest += " This ability triggers only once each turn."
        return trigger_text(ability.trigger, "en", name) + rest
    raise RenderError(f"no English phrasing for {type(ability).__name__}")


def _has_event_object(trigger: object) -> bool:
    """Whether the trigger's event has an object of its own, which "it" would mean (the
    lowering's has_event_object, 603.2): another creature that dies or attacks, the blocker of
    "becomes blocked", the spell cast, the card put into a graveyard."""
    if isinstance(trigger, rte.BecomesBlocked) and trigger.once:  # 509.3c: the attacker
        return trigger.subject is not None
    if isinstance(trigger, (rte.BecomesBlocked, rte.BlocksOrBecomesBlocked, rte.BlocksCreature,
                            rte.SpellCast,
                            rte.CardPutIntoGraveyard,
                            rte.EntersAttached, rte.LosesLife, rte.Discards,
                            rte.Sacrifices)):
        return True
    return getattr(trigger, "subject", None) is not None


def _mentions_event_object(value: object) -> bool:
    """Whether the trigger event's object appears among ``value`` (then "it" is that object)."""
    if isinstance(value, (ir.TriggeringObject, ir.TriggeringCard)):
        return True
    if isinstance(value, (tuple, list)):
        return any(_mentions_event_object(item) for item in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(
            _mentions_event_object(getattr(value, f.name)) for f in dataclasses.fields(value)
        )
    return False


def _records_results(value: object) -> bool:
    """Whether an instruction among ``value`` chose objects and records them (608.2c: "you may
    sacrifice another creature"), which a later "it" could name as well as the object the
    trigger named; an instruction on an object already named ("exile it") chose nothing."""
    named = (ir.ThisObject, ir.Targeted, ir.TriggeringObject, ir.TriggeringCard)
    if (
        isinstance(value, ir.Node)
        and type(value).result_kind is not None
        and not isinstance(getattr(value, "obj", None), named)
    ):
        return True
    if isinstance(value, (tuple, list)):
        return any(_records_results(item) for item in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_records_results(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def _cost(items: tuple[object, ...], name: str) -> str:
    return ", ".join(render_cost_item(item, name) for item in items)  # type: ignore[arg-type]


__all__ = ["Keyword", "render_abilities"]
