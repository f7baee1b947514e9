"""The compiler pipeline, pass by pass, for one card file.

    card file ─read─▶ fields and text lines ─normalize─▶ text ─parse─▶ tree
      ─build_ast─▶ AST ─lower (+ checks)─▶ IR per language ─equivalence─▶ CardIR

Every card ends in one state: compiled (no error diagnostics, one IR) or
rejected with diagnostics. Nothing here raises for bad input.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ofuda.runtime.statics_replacement import PowerToughnessDefining

from . import ast, ir, parse
from .build_ast.builder import build_ability, build_mana_cost, build_type_line
from .diagnostics.diagnostic import Diagnostic, Severity, error, has_errors
from .ir.dump import dump
from .lower.lowerer import additional_paid, lower_ability
from .parse import suggest
from .source.bounds import oversized_lines, oversized_numbers
from .source.cardfile import CardSource, FieldValue, read_card_file
from .source.normalize import join_lines, normalize
from .source.reading import read_source
from .source.text import MappedText, SourceFile, Span
from .type_lines import official_update, type_line_text

LANGUAGE_NAMES = {"ja": "Japanese", "en": "English"}
_BULLET = "•"
_SENTENCE_ENDS = ("。", ".", "」", ")", "）", "\"")
#: A sentence hard-wrapped in the data spans at most this many lines (AVR #153 spans five);
#: joining more would make the parse of a file of unfinished lines quadratic in its length.
MAX_WRAPPED_LINES = 8
#: At most this many diagnostics are kept for one card (the last says how many more there were).
MAX_DIAGNOSTICS = 50
#: After this many lines of one language's text that do not parse, the rest is not parsed
#: (each failure searches the grammar for hints; a file of junk would take minutes).
MAX_FAILED_LINES = 20


@dataclass
class CompiledCard:
    """The outcome of compiling one card file."""

    source: SourceFile
    card: CardIR | None = None
    by_language: dict[str, ir.CardIR] = field(default_factory=dict)
    asts: dict[str, list[ast.AbilityLine]] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    languages: tuple[str, ...] = ()
    language_spans: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    # the line of the card file each ability of ``by_language[lang]`` was written on (1-based)
    ability_lines: dict[str, list[int]] = field(default_factory=dict)

    @property
    def path(self) -> str:
        """The card file's path as given."""
        return self.source.path

    @property
    def ok(self) -> bool:
        """Compiled with no error."""
        return self.card is not None and not has_errors(self.diagnostics)

    @property
    def failed_languages(self) -> set[str]:
        """The languages whose own text (name, type line, rules text) has an error."""
        failed: set[str] = set()
        for diagnostic in self.diagnostics:
            if diagnostic.severity is not Severity.ERROR or diagnostic.code == "E301":
                continue
            owners = [
                lang
                for lang, spans in self.language_spans.items()
                if any(start <= diagnostic.span.start < end for start, end in spans)
            ]
            failed.update(owners or self.languages)
        return failed

    @property
    def name(self) -> str:
        """The card's English name where known, else its Japanese name, else the file name."""
        if self.card is not None:
            return self.card.face.name or (self.card.face.name_ja or "")
        return Path(self.source.path).stem


CardIR = ir.CardIR


def compile_file(path: str | Path, languages: tuple[str, ...] | None = None) -> CompiledCard:
    """Compile the card file at ``path`` (see :func:`compile_source`)."""
    path = Path(path)
    source, problem = read_source(path, str(path))
    if problem is not None:
        card = CompiledCard(source)
        card.diagnostics.append(problem)
        return card
    return compile_source(source, languages)


def compile_source(source: SourceFile, languages: tuple[str, ...] | None = None) -> CompiledCard:
    """Compile one card file's text; ``languages`` limits which texts are compiled.

    A fault inside the compiler is contained to this card: it becomes an E999
    diagnostic (the card is rejected) and the other cards still compile.
    """
    try:
        result = _compile_source(source, languages)
    except Exception as fault:  # noqa: BLE001 - contain compiler bugs to one card
        result = CompiledCard(source)
        result.diagnostics.append(
            error("E999", f"internal compiler error: {type(fault).__name__}: {fault}",
                  source, Span(0, 0), "this is a bug in ofuda, not in the card")
        )
    if len(result.diagnostics) > MAX_DIAGNOSTICS:
        # A file of junk would print thousands; the first ones say what is wrong.
        shown = result.diagnostics[: MAX_DIAGNOSTICS - 1]
        rest = result.diagnostics[MAX_DIAGNOSTICS - 1 :]
        errors = sum(1 for d in rest if d.severity is Severity.ERROR)
        # The card stays rejected even where every error was among the ones cut.
        severity = Severity.ERROR if errors and not has_errors(shown) else Severity.NOTE
        shown.append(Diagnostic(
            "N022", severity,
            f"{len(rest)} more diagnostics ({errors} errors) are not shown", source,
            rest[0].span, ("fix these and check again",),
        ))
        result.diagnostics = shown
    return result


def _compile_source(source: SourceFile, languages: tuple[str, ...] | None) -> CompiledCard:
    result = CompiledCard(source)
    card_source, diagnostics = read_card_file(source)
    result.diagnostics.extend(diagnostics)
    if card_source is None:
        return result
    too_large = oversized_lines(card_source) or oversized_numbers(card_source)
    if too_large:  # no pass works on a line or a number past the bounds (source/bounds.py)
        result.diagnostics.extend(too_large)
        return result
    present = card_source.languages()
    chosen = tuple(lang for lang in present if languages is None or lang in languages)
    result.languages = chosen
    for lang in chosen:
        pieces = list(card_source.text_lines.get(lang, []))
        pieces += [card_source.split_value(name)[lang] for name in ("name", "type")
                   if lang in card_source.split_value(name)]
        result.language_spans[lang] = [(p.span.start, max(p.span.end, p.span.start + 1)) for p in pieces]
    if not chosen:
        wanted = " or ".join(LANGUAGE_NAMES[lang] for lang in (languages or ("ja", "en")))
        result.diagnostics.append(
            error("E006", f"the card has no {wanted} name or text", source, Span(0, 0),
                  "give `name:` and the rules text under `ja:` or `en:`")
        )
        return result
    names = card_source.split_value("name")
    self_names = tuple(value.text for value in names.values())
    face = _face(card_source, chosen, result.diagnostics)
    for lang in chosen:
        lines = _abilities(card_source, lang, self_names, result.diagnostics)
        result.asts[lang] = lines
        abilities: list[ir.Ability] = []
        written_on = result.ability_lines.setdefault(lang, [])
        paid = additional_paid(lines, source, face)  # "the sacrificed creature" (601.2h)
        for line in lines:
            lowered = lower_ability(line, source, result.diagnostics, face, paid)
            if lowered is not None:
                abilities.extend(lowered)
                written_on.extend([source.position(line.span.start)[0]] * len(lowered))
        if face is not None:
            result.by_language[lang] = ir.CardIR(face, tuple(abilities))
            _check_defined_pt(card_source, face, abilities, result.diagnostics)
    if has_errors(result.diagnostics) or face is None:
        return result
    _check_equivalence(result, card_source)
    if not has_errors(result.diagnostics):
        result.card = result.by_language[chosen[0]]
    return result


# --- the card face ----------------------------------------------------------


def _face(
    card: CardSource, languages: tuple[str, ...], diagnostics: list[Diagnostic]
) -> ir.CardFace | None:
    names = card.split_value("name")
    types = card.split_value("type")
    type_lines: dict[str, ast.TypeLine] = {}
    for lang in languages:
        value = types.get(lang)
        if value is None:
            where = card.fields["type"].span if "type" in card.fields else Span(0, 0)
            diagnostics.append(
                error("E007", f"the type line has no {LANGUAGE_NAMES[lang]} side", card.source, where,
                      "write `type: <Japanese> / <English>`")
            )
            continue
        parsed = _parse_field(card.source, lang, "type_line", value, "E103", diagnostics)
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
                    "the English type line adds " + " ".join(update.added)
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
        parsed = _parse_field(card.source, "en", "mana_cost", card.fields["cost"], "E104", diagnostics)
        mana_cost = build_mana_cost(parsed[0]) if parsed else None
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
    )


def _type_key(line: ast.TypeLine) -> tuple[object, ...]:
    return (line.supertypes, line.card_types, line.subtypes)


def _check_defined_pt(
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
            error("E005", "`pt: */*` needs an ability that defines the power and toughness "
                  "(rule 604.3), such as \"CARDNAME's power and toughness are each equal to …\"",
                  card.source, card.fields["pt"].span)
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
        error("E005", f"`pt:` must be power/toughness such as 2/2, not {value.text!r}",
              card.source, value.span)
    )
    return None, None


def _whole_number(card: CardSource, name: str, diagnostics: list[Diagnostic]) -> int | None:
    value = card.fields.get(name)
    if value is None:
        return None
    if value.text.isascii() and value.text.isdigit() and len(value.text) <= 4:
        return int(value.text)
    diagnostics.append(
        error("E005", f"`{name}:` must be a whole number, not {value.text!r}", card.source, value.span)
    )
    return None


def _parse_field(
    source: SourceFile,
    lang: str,
    start: str,
    value: FieldValue,
    code: str,
    diagnostics: list[Diagnostic],
) -> tuple[parse.ParseTree, MappedText] | None:
    text = normalize(value.mapped())
    tree = parse.parse(lang, text.text, start)
    if isinstance(tree, parse.ParseFailure):
        diagnostics.append(_parse_diagnostic(source, lang, text, tree, code, start))
        return None
    return tree, text


# --- rules text -------------------------------------------------------------


def _abilities(
    card: CardSource, lang: str, self_names: tuple[str, ...], diagnostics: list[Diagnostic]
) -> list[ast.AbilityLine]:
    """Parse each line of one language's rules text into an ability AST.

    A line that ends where the grammar still expected more is joined with the
    next one: the printed data has hard wraps inside sentences (AVR #105,
    #153), and such a break is not a new ability. Lines that start with "•"
    are the modes of the line before (700.2) and belong to its ability.
    """
    lines = [normalize(line.mapped(), self_names) for line in card.text_lines.get(lang, [])]
    abilities: list[ast.AbilityLine] = []
    index = 0
    failed = 0
    while index < len(lines):
        text = lines[index]
        index += 1
        if not text.text:
            continue
        # 700.2: a mode of a modal spell is a bullet line under the ability's first line.
        while index < len(lines) and lines[index].text.startswith(_BULLET):
            text = join_lines(text, lines[index], "" if lang == "ja" else " ")
            index += 1
        tree = parse.parse(lang, text.text)
        joined_lines = 1
        while (
            isinstance(tree, parse.ParseFailure)
            and _unfinished(text.text, tree)
            and index < len(lines)
            and joined_lines < MAX_WRAPPED_LINES
        ):
            separator = "" if lang == "ja" else " "
            joined = join_lines(text, lines[index], separator)
            joined_tree = parse.parse(lang, joined.text)
            # The join helped only if the parse got past the junction.
            if isinstance(joined_tree, parse.ParseFailure) and joined_tree.start <= len(text.text) + len(separator):
                break
            text, tree = joined, joined_tree
            index += 1
            joined_lines += 1
        if isinstance(tree, parse.ParseFailure):
            diagnostics.append(_parse_diagnostic(card.source, lang, text, tree, "E101"))
            failed += 1
            rest = [line for line in lines[index:] if line.text]
            if failed >= MAX_FAILED_LINES and rest:
                # Each failure costs a search for hints; a file of junk lines stops here.
                diagnostics.append(_not_checked(card.source, lang, failed, rest))
                break
            continue
        abilities.append(build_ability(tree, text))
    return abilities


def _not_checked(source: SourceFile, lang: str, failed: int, rest: list[MappedText]) -> Diagnostic:
    span = rest[0].to_source(0, len(rest[0].text)).union(rest[-1].to_source(0, len(rest[-1].text)))
    return Diagnostic(
        "N022", Severity.NOTE,
        f"{failed} lines of the {LANGUAGE_NAMES[lang]} text have errors; the {len(rest)} lines "
        "after them were not checked",
        source, Span(span.start, span.start), ("fix these errors and check again",),
    )


def _unfinished(text: str, failure: parse.ParseFailure) -> bool:
    """Whether a line that failed may go on in the next one: it ended too early, or its last
    sentence has no full stop (a hard wrap inside a word: 「…の順番」/「を決める。」, AVR #153)."""
    return failure.at_end or not text.rstrip().endswith(_SENTENCE_ENDS)


def _parse_diagnostic(
    source: SourceFile, lang: str, text: MappedText, failure: parse.ParseFailure, code: str,
    start_symbol: str | None = None,
) -> Diagnostic:
    """A parse failure as a diagnostic: where, what was found, what would fit, did you mean."""
    hints: list[str] = []
    start, end = failure.start, max(failure.end, failure.start + 1)
    found = failure.found
    suggestion = suggest.did_you_mean(lang, text.text, failure, start_symbol)
    if suggestion is not None:
        start, end = suggestion.start, suggestion.end
        found = text.text[start:end]
        hints.append(f"did you mean {suggest.quote(lang, suggestion.word)}?")
    expected = suggest.expected_hint(lang, failure)
    if expected:
        hints.append(expected)
    span = text.to_source(start, end)
    where = {"E103": "type line", "E104": "mana cost"}.get(code, "text")
    language = "the mana cost" if code == "E104" else f"the {LANGUAGE_NAMES[lang]} {where}"
    if failure.at_end:
        if code == "E101":
            code = "E102"
        message = f"{language} ends too early"
    else:
        message = f"unexpected {suggest.quote(lang, found)} in {language}"
    return error(code, message, source, span, *hints)


# --- equivalence ------------------------------------------------------------


def _check_equivalence(result: CompiledCard, card: CardSource) -> None:
    """The Japanese and English texts must mean the same: equal IR, ability by ability."""
    if len(result.by_language) < 2:
        return
    ja, en = result.by_language["ja"].abilities, result.by_language["en"].abilities
    if ja == en:
        return
    for index in range(max(len(ja), len(en))):
        left = ja[index] if index < len(ja) else None
        right = en[index] if index < len(en) else None
        if left == right:
            continue
        span = _ability_span(result, index)
        face = result.by_language["en"].face
        result.diagnostics.append(
            error(
                "E301",
                f"the Japanese and English texts differ in meaning at ability {index + 1}",
                result.source,
                span,
                # Both readings in the same terms: the canonical English of each meaning …
                f"the Japanese means: {_plain_reading(face, left)}",
                f"the English means:  {_plain_reading(face, right)}",
                # … and the IR each lowered to, where they differ in detail.
                "Japanese reads as:\n" + _indent(dump(left) if left else "(nothing)"),
                "English reads as:\n" + _indent(dump(right) if right else "(nothing)"),
            )
        )
        return


def _plain_reading(face: ir.CardFace, ability: ir.Ability | None) -> str:
    """One ability's meaning as canonical English text (for showing a JA/EN mismatch)."""
    if ability is None:
        return "(nothing)"
    # deferred: the renderer is needed only to show two readings that differ; a compile
    # never loads it otherwise (the cold start of `ofuda compile`, bench/run.py)
    from .render import RenderError, render_card

    try:
        return " ".join(render_card(ir.CardIR(face, (ability,)), "en"))
    except RenderError:
        return "(see the IR below)"


def _ability_span(result: CompiledCard, index: int) -> Span:
    lines = result.asts.get("ja", [])
    flat: list[Span] = []
    for line in lines:
        inner = line.line if isinstance(line, ast.RemindedLine) else line
        count = len(inner.keywords) if isinstance(inner, ast.KeywordLine) else 1
        count = 0 if isinstance(inner, ast.ReminderLine) else count
        flat.extend([line.span] * count)
    if index < len(flat):
        return flat[index]
    return flat[-1] if flat else Span(0, 0)


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())
