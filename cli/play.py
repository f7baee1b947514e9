"""`ofuda play`: one game between two deck lists, with its log.

A game that fails — the engine raised, or an invariant ``ofuda sim`` checks broke — is
exit 1: the log up to the failure, the error, and the replay line that plays it again.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click
from ofuda.cli.games import chosen_agents, game_options, load_decks, play_checked, replay_line
from ofuda.compiler.diagnostics.report import color_enabled, render_text

EXIT_OK, EXIT_ERRORS = 0, 1


@click.command("play")
@game_options
def play_command(
    deck_paths: tuple[Path, ...],
    seed: int,
    agents: tuple[str, ...],
    max_turns: int,
    card_paths: tuple[Path, ...],
) -> None:
    """Play one game between two deck lists and print its log."""
    chosen = chosen_agents(deck_paths, agents)
    decks, diagnostics = load_decks(list(deck_paths), list(card_paths) or None)
    if diagnostics:
        color = color_enabled(sys.stderr)
        for diagnostic in diagnostics:
            click.echo(render_text(diagnostic, color) + "\n", err=True)
        sys.exit(EXIT_ERRORS)
    click.echo(f"{decks[0].name} ({chosen[0]}) vs {decks[1].name} ({chosen[1]}), seed {seed}")
    played = play_checked(decks, seed, chosen, max_turns)
    for line in played.game.log.lines():
        click.echo(line)
    if played.error is not None:
        click.echo(f"the game failed in turn {played.game.turn}: {played.error}", err=True)
        click.echo(replay_line(deck_paths, chosen, max_turns, seed, card_paths), err=True)
        sys.exit(EXIT_ERRORS)
    sys.exit(EXIT_OK)
