"""303.4: "enchanted player" names the player an Aura with "enchant player" is attached to; on
any other card the words name no one, and the line is rejected (E258) rather than read as
"any player"."""

from __future__ import annotations

from collections.abc import Sequence

from ofuda.runtime.definitions import Controller
from ofuda.runtime.statics import Enchant

from .. import ir
from ..diagnostics.diagnostic import Diagnostic, error
from ..source.text import SourceFile, Span
from ..walk import values_in


def names_enchanted_player(value: object) -> bool:
    """Whether an IR value says "enchanted player" anywhere inside it."""
    return any(item is Controller.ENCHANTED_PLAYER for item in values_in(value))


def check_enchanted_player(
    lowered: Sequence[tuple[Span, Sequence[ir.Ability]]],
    source: SourceFile,
    diagnostics: list[Diagnostic],
) -> None:
    """E258 on each line that says "enchanted player" on a face without "enchant player"."""
    enchants_player = any(
        isinstance(ability, ir.KeywordAbility)
        and isinstance(ability.keyword, Enchant)
        and ability.keyword.players is not None
        for _, abilities in lowered
        for ability in abilities
    )
    if enchants_player:
        return
    for span, abilities in lowered:
        if names_enchanted_player(abilities):
            diagnostics.append(
                error(
                    "E258",
                    '「エンチャントされているプレイヤー」 / "enchanted player" names the player an '
                    'Aura with 「エンチャント（プレイヤー）」 / "Enchant player" is attached to '
                    "(303.4); this card enchants no player",
                    source,
                    span,
                    'add the keyword line 「エンチャント（プレイヤー）」 / "Enchant player"',
                )
            )
