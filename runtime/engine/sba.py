"""State-based actions (704.5), checked before a player would receive priority (117.5).

All applicable state-based actions are performed simultaneously as a single
event, then the check repeats until none apply (704.3).  Implemented (current
Comprehensive Rules, seed 004):

* 704.5a life 0 or less, 704.5b drew from an empty library, 704.5c ten poison;
* 704.5d a token outside the battlefield ceases to exist (704.5e, copies of
  spells off the stack, is done as they move — see ``moves``);
* 704.5f toughness 0 or less (no regeneration), 704.5g lethal damage and
  704.5h deathtouch damage (destroyed: indestructible and regeneration apply);
* 704.5i a planeswalker with no loyalty;
* 704.5j the legend rule, per controller (current rule: the 2012 FAQ applied
  it to all players, and had a "planeswalker uniqueness rule" that no longer
  exists — P101(6));
* 704.5m an Aura attached illegally or to nothing, 704.5n an Equipment
  attached illegally, 704.5p any other permanent attached;
* 704.5q +1/+1 and -1/-1 counters annihilate, 704.5r a maximum number of counters.

704.5k (world rule) and 704.5s–y (Sagas, dungeons, battles, Roles) can't
arise with AVR-era cards and are not implemented.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..definitions import CardType, Keyword, Supertype
from ..statics import Enchant
from .layers.rules import MaxCountersRule
from .objects.game_objects import LOYALTY, MINUS_ONE, PLUS_ONE, Permanent
from .objects.players import Player
from .objects.targets import object_matches, player_matches, protected_from
from .objects.zones import ZoneKind
from .replacement.replacements import ZoneEvent

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


LEGENDARY, PLANESWALKER, AURA, EQUIPMENT, CREATURE = 1, 2, 4, 8, 16


def _facets(chars: Any) -> int:
    """Which state-based actions can concern an object with these characteristics."""
    types = chars.card_types
    facets = LEGENDARY if Supertype.LEGENDARY in chars.supertypes else 0
    if CardType.PLANESWALKER in types:
        facets |= PLANESWALKER
    if "Aura" in chars.subtypes and CardType.ENCHANTMENT in types:
        facets |= AURA
    elif "Equipment" in chars.subtypes and CardType.ARTIFACT in types:
        facets |= EQUIPMENT
    if CardType.CREATURE in types:
        facets |= CREATURE
    return facets


def _enchant(aura: Permanent) -> Enchant | None:
    for kw in aura.keywords:
        if isinstance(kw, Enchant):
            return kw
    return None


def _aura_illegal(aura: Permanent) -> bool:
    """704.5m / 303.4d: attached to nothing, to an object that is gone, or illegally — a player
    only by "enchant player" (303.4), and only while the player is in the game."""
    host = aura.attached_to
    enchant = _enchant(aura)
    if host is None:
        return True
    if isinstance(host, Player):
        return (
            enchant is None
            or enchant.players is None
            or not player_matches(host, enchant.players, aura.controller)
            or protected_from(host, aura)  # 702.16c: a player's protection too
        )
    if enchant is not None and enchant.players is not None:
        return True  # an "enchant player" Aura attached to an object
    if not getattr(host, "on_battlefield", False):
        return True
    flt = enchant.filter if enchant is not None else None
    if flt is not None and not object_matches(host, flt, aura.controller, aura):
        return True
    return protected_from(host, aura)  # 702.16c: can't be enchanted by what it's protected from


def _equipment_illegal(equipment: Permanent) -> bool:
    """704.5n / 301.5c: attached to something that isn't a creature, or is protected from it."""
    host = equipment.attached_to
    if host is None:
        return False
    if isinstance(host, Player) or not getattr(host, "on_battlefield", False):
        return True
    return not host.is_creature or protected_from(host, equipment) or equipment.is_creature


def check_state_based_actions(game: Game) -> bool:
    """Perform state-based actions until none apply; True if any were performed.

    Raises :class:`~ofuda.runtime.engine.errors.GameOver` when the game ends (104.2a, 104.4a).
    """
    if (game.version, game.sba_version) == game.sba_clean_version:
        return False  # nothing changed since the last check found nothing to do
    performed = False
    for _ in range(1000):
        if not _check_once(game):
            game.sba_clean_version = (game.version, game.sba_version)
            return performed
        performed = True
        # A token that died in this very check ceases to exist with it, even if the game
        # ends now: all state-based actions are one event (704.3).
        _remove_stray_tokens(game)
        game.check_game_over()
    raise RuntimeError("state-based actions did not settle")  # pragma: no cover


def _remove_stray_tokens(game: Game) -> bool:
    """704.5d: tokens that left the battlefield cease to exist; True if any did."""
    acted = False
    for obj in game.stray_tokens:
        if obj.zone is not None and obj.zone.kind != ZoneKind.BATTLEFIELD:
            game.cease_to_exist(obj)
            acted = True
    game.stray_tokens = []
    return acted


def _check_once(game: Game) -> bool:
    acted = _remove_stray_tokens(game)
    for p in game.players:
        if p.lost:
            continue
        reason = ""
        if p.life <= 0:
            reason = "704.5a: life 0 or less"
        elif p.drew_from_empty_library:
            reason = "704.5b: drew from an empty library"
        elif p.poison >= 10:
            reason = "704.5c: ten or more poison counters"
        if reason:
            game.lose_game(p, reason)
            acted = True
        p.drew_from_empty_library = False
    to_graveyard: list[tuple[Permanent, str]] = []
    destroy: list[Permanent] = []
    legends: dict[tuple[int, str], list[Permanent]] = {}
    game.ensure_fresh()
    for perm in list(game.battlefield.objects):
        counters = perm.counters
        if counters:
            if counters.get(PLUS_ONE) and counters.get(MINUS_ONE):  # 704.5q
                n = min(counters[PLUS_ONE], counters[MINUS_ONE])
                counters[PLUS_ONE] -= n
                counters[MINUS_ONE] -= n
                acted = True
            acted |= _max_counters(perm)
        chars = perm._chars
        facets = chars.sba
        if facets is None:
            facets = chars.sba = _facets(chars)
        if not facets:  # e.g. a land: none of the checks below concern it
            if perm.attached_to is not None:
                game.unattach(perm)  # 704.5p
                acted = True
            continue
        if facets & LEGENDARY:
            legends.setdefault((perm.controller.index, chars.name), []).append(perm)
        if facets & PLANESWALKER and perm.counters.get(LOYALTY, 0) <= 0:
            to_graveyard.append((perm, "704.5i: no loyalty"))
        if facets & AURA:
            if _aura_illegal(perm):
                to_graveyard.append((perm, "704.5m: Aura not legally attached"))
        elif facets & EQUIPMENT:
            if _equipment_illegal(perm):
                game.unattach(perm)  # 704.5n
                acted = True
        elif perm.attached_to is not None:
            game.unattach(perm)  # 704.5p
            acted = True
        if not facets & CREATURE:
            continue
        toughness = chars.toughness or 0
        if toughness <= 0:  # 704.5f: put into the graveyard; regeneration can't replace this
            to_graveyard.append((perm, "704.5f: toughness 0 or less"))
        elif (
            perm.damage >= toughness or perm.deathtouched
        ) and Keyword.INDESTRUCTIBLE not in chars.keywords:
            destroy.append(perm)  # 704.5g lethal damage / 704.5h deathtouch: destroyed
    for group in legends.values():  # 704.5j (current rule: per controller)
        if len(group) > 1:
            owner = group[0].controller
            keep = list(owner.agent.choose_permanents(game, owner, group, 1, "keep (legend rule)"))
            if len(keep) != 1 or keep[0] not in group:
                keep = group[-1:]
            for perm in group:
                if perm is not keep[0]:
                    to_graveyard.append((perm, "704.5j: legend rule"))
    for perm in game.battlefield.objects:
        perm.deathtouched = False
    events: list[ZoneEvent] = []
    seen: set[int] = set()
    for perm, reason in to_graveyard:
        if id(perm) not in seen:
            seen.add(id(perm))
            game.log.add(
                "dies", f"{perm.name} is put into its owner's graveyard ({reason})", card=perm.name
            )
            events.append(ZoneEvent(perm, ZoneKind.GRAVEYARD, "sba"))
    for perm in destroy:
        if id(perm) not in seen:
            seen.add(id(perm))
            game.log.add("dies", f"{perm.name} is destroyed (lethal damage)", card=perm.name)
            events.append(ZoneEvent(perm, ZoneKind.GRAVEYARD, "destroy"))
    if events:
        game.move_all(events)
        acted = True
    return acted


def _max_counters(perm: Permanent) -> bool:
    """704.5r: "can't have more than N <kind> counters" — remove all but N."""
    changed = False
    for rule in perm.chars.rules or ():
        if isinstance(rule, MaxCountersRule):
            have = perm.counters.get(rule.kind, 0)
            if have > rule.count:
                perm.counters[rule.kind] = rule.count
                changed = True
    return changed
