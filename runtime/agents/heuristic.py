"""A simple heuristic agent: plays a land, casts what it can afford (biggest first),
attacks when an obvious block wouldn't kill the attacker for free, blocks to survive.

To tell helpful from harmful abilities without any card-specific code it
*probes* an ability: it runs ``resolve`` against a recording context and
notes what each target index would receive (damage, destruction, exile,
-N/-N and "can't block" are harmful; +N/+N, keywords, counters, life and
cards are helpful).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..definitions import (
    Ability,
    CardType,
    Controller,
    Keyword,
    PayLife,
    SacrificeSelf,
    SpellAbility,
    Step,
    ZoneKind,
)
from ..engine.casting.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    DivideRequest,
    ModeRequest,
    PlayLand,
    TargetRequest,
    XRequest,
)
from ..engine.casting.cycling import CyclingAbility
from ..engine.combat.alone import lone_creature, without_lone_declaration
from ..engine.combat.declarations import attackable, can_block, must_attack
from ..engine.keyword_abilities import EquipAbility
from ..engine.mana.costs import intrinsic_mana
from ..engine.mana.pool import parse_mana_cost
from ..engine.objects.players import Player
from ..statics import LoyaltyAbility
from .agent import Agent, even_division
from .auras import aura_score
from .probe import Probe, probe

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects.game_objects import Permanent


def _fighting(perm: Any) -> bool:
    """A creature in a fight: a blocked attacker or a blocker."""
    attacking = getattr(perm, "attacking", None)
    return (attacking is not None and perm.blocked) or bool(getattr(perm, "blocking", None))


def value(perm: Any) -> int:
    """A rough worth of a permanent (of a player, among the objects of a choice: its life)."""
    if isinstance(perm, Player):
        return perm.life
    if getattr(perm, "is_creature", False):
        return perm.power + perm.toughness + len(perm.keywords) + perm.mana_value
    return perm.mana_value + 1


def fight(attacker: Any, blocker: Any) -> tuple[bool, bool]:
    """(attacker dies, blocker dies) if ``blocker`` blocks ``attacker`` alone, counting first strike."""
    akw, bkw = attacker.keywords, blocker.keywords
    a_fs = Keyword.FIRST_STRIKE in akw or Keyword.DOUBLE_STRIKE in akw
    b_fs = Keyword.FIRST_STRIKE in bkw or Keyword.DOUBLE_STRIKE in bkw
    a_kills = attacker.power > 0 and (
        attacker.power >= blocker.toughness - blocker.damage or Keyword.DEATHTOUCH in akw
    )
    b_kills = blocker.power > 0 and (
        blocker.power >= attacker.toughness - attacker.damage or Keyword.DEATHTOUCH in bkw
    )
    if Keyword.INDESTRUCTIBLE in bkw:
        a_kills = False
    if Keyword.INDESTRUCTIBLE in akw:
        b_kills = False
    if a_fs and not b_fs and a_kills:
        return False, True
    if b_fs and not a_fs and b_kills:
        return True, False
    return b_kills, a_kills


class HeuristicAgent(Agent):
    """A deterministic, simple-minded but sensible player.  ``rng`` is accepted for symmetry
    with :class:`~ofuda.runtime.agents.agent.RandomAgent` and not used."""

    def __init__(self, rng: Any = None) -> None:
        self.rng = rng

    # --- priority -------------------------------------------------------------
    def choose_action(self, game: Game, player: Player, actions: Sequence[Action]) -> Action:
        """Land first, then the biggest affordable permanent, then useful instants/abilities."""
        lands = [a for a in actions if isinstance(a, PlayLand)]
        if lands:
            return self._best_land(player, lands)
        casts = [a for a in actions if isinstance(a, CastSpell)]
        permanents = [
            a
            for a in casts
            if a.card.is_permanent_card and self._wants_permanent(game, player, a.card)
        ]
        if permanents:
            return max(permanents, key=lambda a: a.card.mana_value)
        for spell in sorted(
            (a for a in casts if not a.card.is_permanent_card), key=lambda a: -a.card.mana_value
        ):
            if self._wants_spell(game, player, spell.card):
                return spell
        for a in actions:
            if isinstance(a, ActivateAbility) and self._wants_ability(game, player, a):
                return a
        return actions[0]

    def _best_land(self, player: Player, lands: Sequence[PlayLand]) -> PlayLand:
        needed: dict[str, int] = {}
        for card in player.hand.objects:
            for req in parse_mana_cost(card.chars.mana_cost).requirements:
                for t in req:
                    needed[t] = needed.get(t, 0) + 1
        return max(lands, key=lambda a: sum(needed.get(t, 0) for t in intrinsic_mana(a.card)))

    def _wants_permanent(self, game: Game, player: Player, card: Any) -> bool:
        """Auras go on own creatures when helpful, on foes when harmful; the rest always."""
        return True

    def _hostile_ok(
        self, game: Game, player: Player, ability_cls: type[Ability], sorcery_speed: bool = False
    ) -> bool:
        """Whether every targeted part has a worthwhile target now.

        Damage is used when it kills something (or hits a player); other harmful and all
        helpful effects on creatures wait for blocks, unless the spell can only be cast at
        sorcery speed (307.1), when they go on the opponent's best creature or on our own
        before combat. A card in a graveyard is worth choosing when there is one (the
        agent's own first, :meth:`_targets_for`); a target player, late in a turn.
        """
        pr = probe(ability_cls)
        slot = 0
        for spec in ability_cls.targets:
            for i in range(slot, slot + spec.count):
                cands = spec_index_candidates(game, player, ability_cls, i)
                if spec.zone is ZoneKind.GRAVEYARD:
                    if not spec.up_to and not cands:
                        return False
                    continue
                if spec.objects is None:  # a target player: as an untargeted effect
                    if not self._untargeted_time(game, player):
                        return False
                    continue
                score = pr.score.get(i, 0)
                if score == 0 or (score < 0 and spec.objects.controller is Controller.YOU):
                    # a part that only names an object ("deals damage equal to its power"), or
                    # one that costs us one of ours ("return target creature you control and
                    # target creature you don't control"): any candidate will do
                    if not spec.up_to and not cands:
                        return False
                    continue
                removal = score <= -4
                waits = not sorcery_speed and game.step != Step.DECLARE_BLOCKERS
                if score < 0 and not pr.damage.get(i) and not removal and waits:
                    return False
                if score > 0 and waits:
                    return False
                if score > 0 and sorcery_speed and game.step != Step.PRECOMBAT_MAIN:
                    return False  # a sorcery's pump helps this turn's attack
                if score < 0 and not pr.damage.get(i) and not removal and not sorcery_speed:
                    cands = [c for c in cands if isinstance(c, Player) or _fighting(c)]
                if spec.up_to:
                    continue
                if not self._targets_for(game, player, cands, pr, i):
                    return False
            slot += spec.count
        return True

    def _untargeted_time(self, game: Game, player: Player) -> bool:
        """Spend spare mana on untargeted effects late in a turn: own second main or opponent's end step."""
        return (game.active is player and game.step == Step.POSTCOMBAT_MAIN) or (
            game.active is not player and game.step == Step.END
        )

    def _wants_spell(self, game: Game, player: Player, card: Any) -> bool:
        classes = [c for c in card.card.abilities if issubclass(c, SpellAbility)]
        if not any(c.targets for c in classes):
            return self._untargeted_time(game, player)
        # 307.1, 702.8a: a sorcery without flash can't wait for blockers
        sorcery = CardType.INSTANT not in card.card_types and Keyword.FLASH not in card.keywords
        if card.card.modes:
            return any(self._hostile_ok(game, player, c, sorcery) for c in classes if c.targets)
        return all(self._hostile_ok(game, player, c, sorcery) for c in classes)

    def _wants_ability(self, game: Game, player: Player, action: ActivateAbility) -> bool:
        ability = action.ability
        cls = type(ability)
        source = action.source
        if isinstance(ability, LoyaltyAbility):
            return True  # planeswalkers: use an ability every turn
        if isinstance(ability, CyclingAbility):  # 702.29a: cycle a card too costly to cast soon
            lands = sum(1 for p in game.battlefield.objects if p.controller is player and p.is_land)
            return self._untargeted_time(game, player) and source.mana_value > lands + 1
        items = getattr(getattr(ability, "cost", None), "items", ())
        if any(isinstance(i, (SacrificeSelf, PayLife)) for i in items):
            # Only when the source is about to die in combat anyway.
            if game.step != Step.DECLARE_BLOCKERS or not source.in_combat:
                return False
            foes = source.blockers if source.attacking is not None else source.blocking
            return any(f.on_battlefield and fight(source, f)[0] for f in foes)
        if isinstance(ability, EquipAbility):
            return source.attached_to is None and game.step == Step.PRECOMBAT_MAIN
        pr = probe(cls)
        if not ability.targets:
            kws = pr.keywords.get("source", [])
            if kws or pr.score.get("source", 0) > 0:  # pumps itself: only in a fight
                return (
                    game.step == Step.DECLARE_BLOCKERS
                    and _fighting(source)
                    and not all(k in source.keywords for k in kws)
                )
            return self._untargeted_time(game, player)
        if pr.score.get(0, 0) < 0 and all(
            s.players is not None and s.objects is None for s in ability.targets
        ):
            return self._untargeted_time(game, player)  # e.g. "1 damage to target player"
        return self._hostile_ok(game, player, cls)

    # --- targets ----------------------------------------------------------------
    def _targets_for(
        self, game: Game, player: Player, candidates: Sequence[Any], pr: Probe, index: int
    ) -> list[Any]:
        cards = [c for c in candidates if getattr(c, "zone_kind", None) == ZoneKind.GRAVEYARD]
        if cards:  # a card in a graveyard: most often brought back, so the agent's own best
            return [max(cards, key=lambda c: (c.owner is player, c.mana_value))]
        score = pr.score.get(index, 0)
        if score < 0:
            foes = [
                c
                for c in candidates
                if (c.controller if not isinstance(c, Player) else c) is not player
            ]
            dmg = pr.damage.get(index, 0)
            creatures = [
                c for c in foes if not isinstance(c, Player) and getattr(c, "is_creature", True)
            ]
            if dmg:
                killable = [c for c in creatures if c.toughness - getattr(c, "damage", 0) <= dmg]
                if killable:
                    return [max(killable, key=value)]
                players = [c for c in foes if isinstance(c, Player)]
                return players[:1]
            others = [c for c in foes if not isinstance(c, Player)]
            if others:
                return [max(others, key=value)]
            return [c for c in foes][:1]
        mine = [c for c in candidates if (c if isinstance(c, Player) else c.controller) is player]
        creatures = [
            c for c in mine if not isinstance(c, Player) and getattr(c, "is_creature", False)
        ]
        fighting = [c for c in creatures if _fighting(c)]
        kws = pr.keywords.get(index, [])
        fighting = [c for c in fighting if not kws or not all(k in c.keywords for k in kws)]
        if fighting:
            return [max(fighting, key=value)]
        if score > 0 and game.step != Step.DECLARE_BLOCKERS and creatures:
            return [max(creatures, key=value)]
        return [c for c in mine if isinstance(c, Player)][:1]

    def choose_targets(self, game: Game, player: Player, request: TargetRequest) -> Sequence[Any]:
        """Harmful effects at the opponent's best (killable) thing, helpful ones at our fighters."""
        if not isinstance(request.ability, Ability):
            # 303.4a: an Aura spell's enchant target, which no ability of the card names.
            return self._enchant_targets(player, request)
        cls = type(request.ability)
        index = _slot_of(cls, request.spec)
        chosen = self._targets_for(game, player, request.candidates, probe(cls), index)
        chosen = [c for c in chosen if any(c is k for k in request.candidates)][: request.maximum]
        if len(chosen) < request.minimum:
            rest = [c for c in request.candidates if all(c is not x for x in chosen)]
            rest.sort(key=lambda c: _controller_is(c, player))
            chosen += rest[: request.minimum - len(chosen)]
        return chosen

    def _enchant_targets(self, player: Player, request: TargetRequest) -> list[Any]:
        """An Aura that helps what it enchants goes on our best permanent, one that hurts on
        the opponent's best (judged by its static effects on the enchanted permanent)."""
        score = aura_score(getattr(request.source, "card", None))
        mine = [c for c in request.candidates if _controller_is(c, player)]
        theirs = [c for c in request.candidates if not _controller_is(c, player)]
        if score == 0 and all(isinstance(c, Player) for c in request.candidates):
            score = -1  # an Aura on a player (303.4, a Curse) is rarely meant for its caster
        pool = (mine if score > 0 else theirs if score < 0 else []) or list(request.candidates)
        ranked = sorted(pool, key=lambda c: -value(c) if not isinstance(c, Player) else 0)
        return ranked[: max(request.minimum, min(1, request.maximum))]

    def choose_modes(self, game: Game, player: Player, request: ModeRequest) -> Sequence[int]:
        """The modes whose targets are worth it, as many as allowed."""
        good = [
            i for i in request.available if self._hostile_ok(game, player, type(request.modes[i]))
        ]
        pick = (good or list(request.available))[: request.maximum]
        if len(pick) < request.minimum:
            pick += [i for i in request.available if i not in pick][: request.minimum - len(pick)]
        return sorted(pick)

    def choose_x(self, game: Game, player: Player, request: XRequest) -> int:
        """As large as can be paid."""
        return request.maximum

    def choose_yes_no(self, game: Game, player: Player, question: str, source: Any) -> bool:
        """Yes, except paying life when low, and re-targeting copies."""
        q = question.lower()
        if "life" in q and "pay" in q:
            digits = [int(w) for w in q.replace("?", " ").split() if w.isdigit()]
            return bool(digits) and player.life - digits[0] > 6
        return "new targets" not in q

    def choose_pair_partner(
        self, game: Game, player: Player, source: Any, candidates: Sequence[Any]
    ) -> Any:
        """The most valuable partner."""
        return max(candidates, key=value) if candidates else None

    def divide(self, game: Game, player: Player, request: DivideRequest) -> Mapping[Any, int]:
        """Evenly."""
        return even_division(request)

    # --- combat -----------------------------------------------------------------
    def declare_attackers(
        self, game: Game, player: Player, candidates: Sequence[Permanent]
    ) -> Sequence[Permanent]:
        """Attack with each creature no untapped opposing creature could block and kill while surviving."""
        foes = [
            p
            for p in game.battlefield.objects
            if p.is_creature and p.controller is not player and not p.tapped
        ]
        out = []
        for c in candidates:
            if c.power <= 0 and not must_attack(c):
                continue
            blockers = [b for b in foes if can_block(b, c, game)]
            if must_attack(c) or all(not (fight(c, b)[0] and not fight(c, b)[1]) for b in blockers):
                out.append(c)
        return [] if lone_creature(out, attacking=True) else out  # 506.5

    def declare_blockers(
        self, game: Game, player: Player, options: Mapping[Permanent, Sequence[Permanent]]
    ) -> Mapping[Permanent, Permanent]:
        """Blocks that kill without dying, then safe blocks, then chump blocks if the damage would be lethal."""
        attackers: list[Permanent] = []
        for atts in options.values():
            for a in atts:
                if a not in attackers:
                    attackers.append(a)
        attackers.sort(key=lambda a: -a.power)
        free = list(options)
        out: dict[Permanent, Permanent] = {}

        def pick(attacker: Permanent, good: Any) -> None:
            for b in free:
                if attacker in options[b] and good(attacker, b):
                    out[b] = attacker
                    free.remove(b)
                    return

        for a in attackers:
            pick(a, lambda a, b: fight(a, b) == (True, False))
        for a in attackers:
            if a not in out.values():
                pick(a, lambda a, b: not fight(a, b)[1])
        for a in attackers:
            if a not in out.values():
                pick(a, lambda a, b: fight(a, b)[0] and b.mana_value <= a.mana_value)
        incoming = sum(a.power for a in attackers if a not in out.values())
        for a in attackers:
            if incoming < player.life:
                break
            if a not in out.values():
                before = len(out)
                pick(a, lambda a, b: True)
                if len(out) > before:
                    incoming -= a.power
        from ..engine.combat.declarations import without_illegal_blocker_counts

        out = without_illegal_blocker_counts(out)  # 509.1b, 702.111b
        return without_lone_declaration(out, attacking=False)  # 506.5

    # --- other choices -------------------------------------------------------------
    def choose_discard(
        self, game: Game, player: Player, hand: Sequence[Any], count: int
    ) -> Sequence[Any]:
        """Discard surplus lands, else the most expensive cards."""
        lands = [c for c in hand if c.is_land]
        spells = sorted((c for c in hand if not c.is_land), key=lambda c: -c.mana_value)
        order = (lands + spells) if len(lands) > 3 else (spells + lands)
        return order[:count]

    def keep_hand(self, game: Game, player: Player, hand: Sequence[Any], mulligans: int) -> bool:
        """Keep two to five lands (always after two mulligans)."""
        lands = sum(1 for c in hand if c.is_land)
        return mulligans >= 2 or 2 <= lands <= 5

    def choose_bottom(
        self, game: Game, player: Player, hand: Sequence[Any], count: int
    ) -> Sequence[Any]:
        """Bottom surplus lands when land-heavy, otherwise the most expensive spells."""
        return self.choose_discard(game, player, hand, count)

    def choose_permanents(
        self, game: Game, player: Player, candidates: Sequence[Any], count: int, reason: str
    ) -> Sequence[Any]:
        """Keep the best (legend rule); give up the least valuable (sacrifice)."""
        ranked = sorted(candidates, key=value, reverse="keep" in reason)
        return ranked[:count]

    def choose_cards(
        self,
        game: Game,
        player: Player,
        cards: Sequence[Any],
        minimum: int,
        maximum: int,
        reason: str,
    ) -> Sequence[Any]:
        """Tap or give up the least valuable; take the most valuable; attack a player."""
        if reason == "attack":  # 508.4: what a creature put onto the battlefield attacking attacks
            return sorted(cards, key=lambda c: not isinstance(c, Player))[: max(minimum, 1)]
        if "tap" in reason or "exile" in reason or "sacrifice" in reason or "discard" in reason:
            ranked = sorted(cards, key=value)
            return ranked[:minimum]
        ranked = sorted(cards, key=lambda c: (not _controller_is(c, player), -value(c)))
        return ranked[: max(minimum, min(maximum, 1))]


def _controller_is(obj: Any, player: Player) -> bool:
    return (obj if isinstance(obj, Player) else getattr(obj, "controller", None)) is player


def _slot_of(cls: type[Ability], spec: Any) -> int:
    slot = 0
    for s in cls.targets:
        if s is spec:
            return slot
        slot += s.count
    return 0


def spec_index_candidates(game: Game, player: Player, cls: type[Ability], index: int) -> list[Any]:
    """Legal candidates for the target slot ``index`` of ability class ``cls``."""
    from ..engine.objects.targets import candidates_for

    slot = 0
    for spec in cls.targets:
        if slot <= index < slot + spec.count:
            return candidates_for(game, spec, player, None)
        slot += spec.count
    return []


__all__ = ["HeuristicAgent", "attackable", "aura_score", "fight", "probe", "value"]
