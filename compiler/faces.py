"""A card face's characteristics other than its rules text (109.3): name, mana cost, colour
indicator, type line, power/toughness and loyalty, read from the fields of one face.

A double-faced card (712) has two faces, each read here the same way; only the front face
has a mana cost (712.8e: the back face's mana value is its front face's).
"""

from __future__ import annotations

from ofuda.runtime.definitions import Color
from ofuda.runtime.statics_replacement import PowerToughnessDefining

from . import ast, ir
from .build_ast.builder import build_mana_cost, build_type_line
from .diagnostics.diagnostic import Diagnostic, Severity, error
from .parse_failures import LANGUAGE_NAMES, parse_field
from .source.cardfile import CardSource, color_letters
from .source.text import Span
from .type_lines import official_update, type_line_text


def read_face(
    card: CardSource, languages: tuple[str, ...], diagnostics: list[Diagnostic]
) -> ir.CardFace | None:
    """The face ``card`` holds (a card's front face or its back face), or None when its
    type line cannot be read in any language."""
    names = card.split_value("name")
    types = card.split_value("type")
    type_lines: dict[str, ast.TypeLine] = {}
    for lang in languages:
        value = types.get(lang)
        if value is None:
            where = card.fields["type"].span if "type" in card.fields else Span(0, 0)
            diagnostics.append(
                error(
                    "E007",
                    f"the type line has no {LANGUAGE_NAMES[lang]} side",
                    card.source,
                    where,
                    "write `type: <Japanese> / <English>`",
                )
            )
            continue
        parsed = parse_field(card.source, lang, "type_line", value, "E103", diagnostics)
        if parsed is not None:
            type_lines[lang] = build_type_line(parsed[0], parsed[1])
    if len(type_lines) == 2 and _type_key(type_lines["ja"]) != _type_key(type_lines["en"]):
        update = official_update(type_lines["ja"], type_lines["en"])
        if update is None:
            diagnostics.append(
                error(
                    "E302",
                    "the Japanese and English type lines differ: "
                    f"{type_line_text(type_lines['ja'])} ≠ {type_line_text(type_lines['en'])}",
                    card.source,
                    card.fields["type"].span,
                )
            )
        else:
            diagnostics.append(
                Diagnostic(
                    "W302",
                    Severity.WARNING,
                    "the English type line adds "
                    + " ".join(update.added)
                    + " to the Japanese one; the current (English) type line is used",
                    card.source,
                    card.fields["type"].span,
                    (update.reason,),
                )
            )
            # The current type line wins: it is the card as the rules see it today.
            type_lines = {"en": type_lines["en"], **type_lines}
    mana_cost = None
    if "cost" in card.fields and card.fields["cost"].text:
        parsed = parse_field(
            card.source, "en", "mana_cost", card.fields["cost"], "E104", diagnostics
        )
        mana_cost = build_mana_cost(parsed[0]) if parsed else None
    colors = color_indicator(card, diagnostics)
    power, toughness = _power_toughness(card, diagnostics)
    loyalty = _whole_number(card, "loyalty", diagnostics)
    if not type_lines:
        return None
    type_line = next(iter(type_lines.values()))
    return ir.CardFace(
        name=names["en"].text if "en" in names else "",
        name_ja=names["ja"].text if "ja" in names else None,
        mana_cost=mana_cost,
        supertypes=type_line.supertypes,
        card_types=type_line.card_types,
        subtypes=type_line.subtypes,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        colors=colors,
    )


def _type_key(line: ast.TypeLine) -> tuple[object, ...]:
    # The order of subtypes carries no meaning (205.3): DKA's Mondronen Shaman prints
    # 「人間・狼男・シャーマン」 where the English reads "Human Shaman Werewolf".
    return (line.supertypes, line.card_types, frozenset(line.subtypes))


def color_indicator(card: CardSource, diagnostics: list[Diagnostic]) -> tuple[Color, ...] | None:
    """204: the colours of a face's colour indicator (``color: blue``, ``color: black, green``,
    ``color: 青``), in the order of 105.1; None when the face has none."""
    value = card.fields.get("color")
    if value is None:
        return None
    letters = color_letters(value.text)
    if letters is None:
        diagnostics.append(
            error(
                "E005",
                f"`color:` must name colours (white, blue, black, red, green), not {value.text!r}",
                card.source,
                value.span,
                "a colour indicator (rule 204), such as `color: blue` or `color: black, green`",
            )
        )
        return None
    return tuple(Color(letter) for letter in letters)


def check_defined_pt(
    card: CardSource, face: ir.CardFace, abilities: list[ir.Ability], diagnostics: list[Diagnostic]
) -> None:
    """208.2a: `pt: */*` needs an ability that defines the power and toughness (604.3)."""
    if face.power != "*":
        return
    defined = any(
        isinstance(effect, PowerToughnessDefining)
        # */*: the toughness is defined too; */5: the power only ("CARDNAME's power is …")
        and (effect.toughness is not None) == (face.toughness == "*")
        for ability in abilities
        for effect in getattr(ability, "effects", ())
    )
    if not defined and not any(d.code == "E005" for d in diagnostics):
        diagnostics.append(
            error(
                "E005",
                "`pt: */*` needs an ability that defines the power and toughness "
                '(rule 604.3), such as "CARDNAME\'s power and toughness are each equal to …"',
                card.source,
                card.fields["pt"].span,
            )
        )


def _power_toughness(
    card: CardSource, diagnostics: list[Diagnostic]
) -> tuple[int | str | None, int | str | None]:
    value = card.fields.get("pt")
    if value is None:
        return None, None
    parts = [part.strip() for part in value.text.replace("／", "/").replace("＊", "*").split("/")]
    if len(parts) == 2 and all(part.isascii() and part.isdigit() for part in parts):
        return int(parts[0]), int(parts[1])
    if parts == ["*", "*"]:
        return "*", "*"  # 208.2a: defined by a characteristic-defining ability (604.3)
    if len(parts) == 2 and parts[0] == "*" and parts[1].isascii() and parts[1].isdigit():
        return "*", int(parts[1])  # 208.2a: only the power is defined by such an ability
    diagnostics.append(
        error(
            "E005",
            f"`pt:` must be power/toughness such as 2/2, not {value.text!r}",
            card.source,
            value.span,
        )
    )
    return None, None


def printed_year(card: CardSource, diagnostics: list[Diagnostic]) -> int | None:
    """The year a card's text was printed (the field ``printed: 2012``), or None: a text
    without the field is read by today's rules, as a new card is (what the year changes:
    lower/effects.py, ``DAMAGE_REDIRECTION_REMOVED``)."""
    value = card.fields.get("printed")
    if value is None:
        return None
    if value.text.isascii() and value.text.isdigit() and 1993 <= int(value.text) <= 2100:
        return int(value.text)
    diagnostics.append(
        error(
            "E005",
            f"`printed:` must be the year the text was printed, such as 2012, not {value.text!r}",
            card.source,
            value.span,
            "a text printed before 2018 is read with the Oracle errata of the 2018 rules change "
            "(\"target player\" that is dealt damage reads \"target player or planeswalker\")",
        )
    )
    return None


def _whole_number(card: CardSource, name: str, diagnostics: list[Diagnostic]) -> int | None:
    value = card.fields.get(name)
    if value is None:
        return None
    if value.text.isascii() and value.text.isdigit() and len(value.text) <= 4:
        return int(value.text)
    diagnostics.append(
        error(
            "E005", f"`{name}:` must be a whole number, not {value.text!r}", card.source, value.span
        )
    )
    return None
