"""What a resolving ability does with zones (400), tokens (111), the stack, mana (106) and turns
(500). Part of the :class:`~ofuda.runtime.effects_protocol.Effects` protocol."""

from __future__ import annotations

from typing import Any, Protocol

from ..definitions import (
    Duration,
    ObjectFilter,
)


class ZoneEffects(Protocol):
    """Zones, tokens, the stack, mana and turns."""

    # --- zones, tokens, the stack, mana, turns (ZoneEffects) --------------------------------

    def add_mana(self, player: Any, symbols: str, times: int) -> None:
        """106.4: each player adds mana to their pool, ``times`` times ("Add {R} for each creature
        you control"); a spell that adds mana isn't a mana ability (FAQ P16)."""
        ...

    def allow_cast(
        self,
        card: Any,
        player: Any = None,
        free: bool = False,
        duration: Duration | None = None,
        play: bool = False,
    ) -> None:
        """601.3: ``player`` may cast these cards from their zone for ``duration`` (this turn if
        none is stated), without paying their mana cost if ``free`` (FAQ P105: normal timing);
        with ``play``, a land card among them may be played (305.1)."""
        ...

    def play_without_paying(self, card: Any, player: Any = None) -> bool:
        """ "You may play that card without paying its mana cost" now (118.9; a land card as a
        land, 305.2a, 305.2b, 305.3); whether it was played is what "If you don't" asks."""
        ...

    def cast_without_paying(self, card: Any, player: Any = None) -> bool:
        """ "You may cast it without paying its mana cost" now (118.9, FAQ P40): the card (of a
        group: the one card); whether it was cast is what "if you don't cast it" asks."""
        ...

    def copy_spell(self, spell: Any, new_targets: bool = False) -> Any:
        """707.10: copy a spell on the stack; its controller may choose new targets (FAQ P50)."""
        ...

    def counter_spell(self, obj: Any, exile: bool = False) -> None:
        """701.5: counter spells (not those that can't be countered, FAQ P60(2)); ``exile``: a
        countered spell is exiled instead of put into its owner's graveyard (614.1a)."""
        ...

    def create_delayed_trigger(
        self,
        trigger: Any,
        ability: Any,
        objects: Any = (),
        once: bool = True,
        duration: Any = None,
    ) -> None:
        """603.7: "at the beginning of the next end step, sacrifice those tokens" — the ability (a
        TriggeredAbility class or instance) sees ``objects`` as ``ctx.remembered()``; ``once``:
        only the next time its event happens; ``duration``: it no longer triggers once that
        duration ends ("this turn", 603.7b)."""
        ...

    def create_reflexive_trigger(self, ability: Any) -> None:
        """603.12: "When you do, …" — the reflexive triggered ability (a TriggeredAbility class
        or instance) triggers now and goes on the stack the next time a player would receive
        priority."""
        ...

    def create_emblem(self, player: Any = None, abilities: Any = ()) -> Any:
        """114.2: ``player`` gets an emblem with ``abilities`` (classes, or an emblem value with
        ``abilities``)."""
        ...

    def create_tokens(
        self,
        player: Any,
        token: Any,
        amount: int,
        tapped: bool = False,
        attacking: bool = False,
        abilities: Any = (),
    ) -> None:
        """111.2: each player creates ``amount`` tokens of ``token`` (a TokenSpec or definition),
        ``tapped`` (110.5b) and ``attacking`` (508.4) if the instruction says so; a spec's tokens
        have ``abilities`` (ability classes, 111.4: quoted, or a predefined token's, 111.10)."""
        ...

    def created_tokens(self) -> list[Any]:
        """The tokens this resolution created ("those tokens", e.g. for a delayed trigger)."""
        ...

    def destroy(self, obj: Any, regenerable: bool = True) -> None:
        """701.7: destroy permanents at the same time (indestructible ones survive, 702.12b);
        ``regenerable`` False: no regeneration shield applies (701.15)."""
        ...

    def discard(
        self, player: Any, amount: int, at_random: bool, filter: ObjectFilter | None = None
    ) -> None:
        """701.8: each player discards ``amount`` cards of their choice, or at random; with
        ``filter``, cards of that kind only."""
        ...

    def discard_hand(self, player: Any) -> None:
        """701.8: each player discards every card in their hand."""
        ...

    def exile(self, obj: Any) -> None:
        """701.13: move objects to exile (at the same time, e.g. "exile all Zombies", FAQ P5);
        607.2a: the cards a permanent's own ability exiles are remembered on that permanent
        ("exiled with it": Dark Impostor, FAQ P34(4): each Impostor only its own)."""
        ...

    def extra_turn(self, player: Any) -> None:
        """500.7: each player takes an extra turn after this one (the latest created first)."""
        ...

    def mill(self, player: Any, amount: int) -> None:
        """701.13: each player puts the top ``amount`` cards of their library into their graveyard."""
        ...

    def pay_mana(self, player: Any, symbols: str, times: int = 1) -> bool:
        """An optional payment while resolving ("unless you pay {1} for each …", "you may pay
        {1}"): the player decides and pays; True if paid (FAQ P55, P81). Remembered for "If you
        do" (608.2c) and for "unless": compiled "<instructions> unless you pay {1}" is
        ``pay_mana`` then ``if not you_did():`` <instructions> (118.12a)."""
        ...

    def put_on_bottom_in_any_order(self, cards: Any, player: Any = None) -> None:
        """Put cards on the bottom of their owner's library in an order the player chooses."""
        ...

    def put_on_bottom_in_random_order(self, cards: Any) -> None:
        """Put cards on the bottom of their owners' libraries in a random order."""
        ...

    def put_into_graveyard(self, cards: Any) -> None:
        """Put cards looked at or revealed into their owners' graveyards (400.3)."""
        ...

    def put_on_library(self, obj: Any, top: bool) -> None:
        """401: put objects on top of or at the bottom of their owners' libraries."""
        ...

    def put_onto_battlefield(
        self, obj: Any, controller: Any, tapped: bool = False, transformed: bool = False
    ) -> None:
        """110.2a: put cards onto the battlefield under ``controller``'s control (None: "under
        its owner's control", each card's owner), tapped if ``tapped`` (110.5b), with their
        back faces up if ``transformed`` (712.14; any other card stays where it is, 712.14a)."""
        ...

    def return_to_hand(self, obj: Any) -> None:
        """Return objects to their owners' hands (400.3) at the same time."""
        ...

    def sacrifice(self, player: Any, obj: Any, filter: ObjectFilter | None, count: int) -> None:
        """701.17: each player (APNAP, FAQ P13) sacrifices the named permanents they control, or
        ``count`` matching ``filter`` of their choice; all at the same time."""
        ...

    def sacrifice_each_unless_pay_life(self, objects: Any, amount: int) -> None:
        """ "For each creature, its controller sacrifices it unless they pay N life" (FAQ P78): in
        APNAP order each player decides, creature by creature, knowing earlier choices; then
        life is paid and the rest sacrificed at the same time."""
        ...

    def shuffle(self, player: Any = None) -> None:
        """701.20: shuffle ``player``'s library."""
        ...
