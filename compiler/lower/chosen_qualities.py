"""614.12: "the chosen type", "the chosen color", "the chosen name" name what was chosen as the
permanent entered the battlefield ("As CARDNAME enters the battlefield, choose a creature
type"). On a card that makes no such choice the words name nothing (a spell never enters the
battlefield; a permanent that chooses nothing remembers nothing), and every object would fail
to match them: the line is rejected (E201) rather than compiled to an ability that never
applies."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ofuda.runtime.definitions import ObjectFilter
from ofuda.runtime.statics import Choice, ChooseAsEnters

from .. import ir
from ..diagnostics.diagnostic import Diagnostic, error
from ..source.text import SourceFile, Span
from ..walk import values_in

# each quality a filter may ask of the choice the permanent made as it entered, the choice
# that gives it a value, and its words in both languages
_CHOSEN_QUALITIES: tuple[tuple[Callable[[ObjectFilter], bool], Choice, str, str], ...] = (
    (lambda f: f.chosen_subtype, Choice.CREATURE_TYPE, "「その選ばれたタイプ」 / \"the chosen type\"",
     "「CARDNAMEが戦場に出るに際し、クリーチャー・タイプを１つ選ぶ。」 / \"As CARDNAME enters the "
     "battlefield, choose a creature type.\""),
    (lambda f: f.chosen_color, Choice.COLOR, "「その選ばれた色」 / \"the chosen color\"",
     "「CARDNAMEが戦場に出るに際し、色１色を選ぶ。」 / \"As CARDNAME enters the battlefield, choose a "
     "color.\""),
    (lambda f: f.chosen_name, Choice.CARD_NAME, "「その選ばれた名前」「指定されたカード」 / \"the chosen name\", \"the named card\"",
     "「CARDNAMEが戦場に出るに際し、カード名１つを選ぶ。」 / \"As CARDNAME enters the battlefield, "
     "choose a card name.\""),
)


def check_chosen_qualities(
    lowered: Sequence[tuple[Span, Sequence[ir.Ability]]],
    source: SourceFile,
    diagnostics: list[Diagnostic],
) -> None:
    """E201 on each line of a face that asks for a choice made as the permanent entered
    (614.12) where no ability of the face makes that choice."""
    made: set[Choice] = set()
    asked: list[tuple[Span, set[tuple[Choice, str, str]]]] = []
    for span, abilities in lowered:
        wanted: set[tuple[Choice, str, str]] = set()
        for value in values_in(tuple(abilities)):
            if isinstance(value, ChooseAsEnters):
                made.add(value.choice)
            elif isinstance(value, ObjectFilter):
                wanted.update(
                    (choice, words, fix)
                    for asks, choice, words, fix in _CHOSEN_QUALITIES
                    if asks(value)
                )
        if wanted:
            asked.append((span, wanted))
    for span, wanted in asked:
        missing = {entry for entry in wanted if entry[0] not in made}
        for _choice, words, fix in sorted(missing):
            diagnostics.append(
                error(
                    "E201",
                    f"{words} refers to nothing: it names what was chosen as this permanent "
                    "entered the battlefield (614.12), and this card makes no such choice",
                    source,
                    span,
                    f"add the line {fix}",
                )
            )
