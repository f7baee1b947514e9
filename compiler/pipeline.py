"""The compiler pipeline, pass by pass, for one card file.

    card file ─read─▶ fields and text lines ─normalize─▶ text ─parse─▶ tree
      ─build_ast─▶ AST ─lower (+ checks)─▶ IR per language ─equivalence─▶ CardIR

Every card ends in one state: compiled (no error diagnostics, one IR) or
rejected with diagnostics. Nothing here raises for bad input.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import pairwise
from pathlib import Path

from ofuda.runtime.definitions import Supertype

from . import ast, ir, parse
from .build_ast.builder import build_ability
from .card_names import check_card_names, self_names
from .diagnostics.diagnostic import Diagnostic, Severity, error, has_errors
from .faces import check_defined_pt, printed_year, read_face
from .ir.dump import dump
from .lower.chosen_qualities import check_chosen_qualities
from .lower.enchanted_player import check_enchanted_player
from .lower.follow_ups import join_paragraphs
from .lower.lowerer import lower_ability
from .lower.paid import additional_paid
from .parse.suggest import quote
from .parse_failures import LANGUAGE_NAMES, parse_diagnostic
from .source.bounds import oversized_lines, oversized_numbers
from .source.cardfile import CardSource, FieldValue, read_card_file
from .source.normalize import SelfNames, join_lines, normalize
from .source.reading import read_source
from .source.text import MappedText, SourceFile, Span

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
    back_asts: dict[str, list[ast.AbilityLine]] = field(default_factory=dict)  # a back face's (712)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    languages: tuple[str, ...] = ()
    language_spans: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    # the line of the card file each ability of ``by_language[lang]`` was written on (1-based;
    # a double-faced card's front face's abilities, then its back face's)
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
    too_large = [  # each face's lines and numbers (a double-faced card has two, 712.1)
        d for face in card_source.faces() for d in oversized_lines(face) or oversized_numbers(face)
    ]
    if too_large:  # no pass works on a line or a number past the bounds (source/bounds.py)
        result.diagnostics.extend(too_large)
        return result
    present = card_source.languages()
    chosen = tuple(lang for lang in present if languages is None or lang in languages)
    result.languages = chosen
    for lang in chosen:
        pieces: list[FieldValue] = []
        for face_source in card_source.faces():
            pieces += face_source.text_lines.get(lang, [])
            pieces += [face_source.split_value(name)[lang] for name in ("name", "type")
                       if lang in face_source.split_value(name)]
        result.language_spans[lang] = [(p.span.start, max(p.span.end, p.span.start + 1)) for p in pieces]
    if not chosen:
        wanted = " or ".join(LANGUAGE_NAMES[lang] for lang in (languages or ("ja", "en")))
        result.diagnostics.append(
            error("E006", f"the card has no {wanted} name or text", source, Span(0, 0),
                  "give `name:` and the rules text under `ja:` or `en:`")
        )
        return result
    # Each face is read on its own (712.1: each face has its own characteristics); the card's
    # own name in a face's text is that face's name (a back face's "transforms into <its name>").
    readings: list[dict[str, ir.CardIR]] = []
    printed = printed_year(card_source, result.diagnostics)
    for face_source, asts in zip(card_source.faces(), (result.asts, result.back_asts)):
        names = face_source.split_value("name")
        face = read_face(face_source, chosen, result.diagnostics)
        legendary = face is not None and Supertype.LEGENDARY in face.supertypes
        spellings = self_names(tuple(value.text for value in names.values()), legendary)
        by_language: dict[str, ir.CardIR] = {}
        for lang in chosen:
            lines = _abilities(face_source, lang, spellings, result.diagnostics)
            # 608.2c: an "instead" paragraph belongs to the spell ability before it
            lines = join_paragraphs(lines, face)
            asts[lang] = lines
            abilities: list[ir.Ability] = []
            written_on = result.ability_lines.setdefault(lang, [])  # the back face's follow
            paid = additional_paid(lines, source, face)  # "the sacrificed creature" (601.2h)
            by_line: list[tuple[Span, list[ir.Ability]]] = []
            for line in lines:
                lowered = lower_ability(line, source, result.diagnostics, face, paid, printed)
                if lowered is not None:
                    abilities.extend(lowered)
                    by_line.append((line.span, lowered))
                    written_on.extend([source.position(line.span.start)[0]] * len(lowered))
            check_enchanted_player(by_line, source, result.diagnostics)
            check_chosen_qualities(by_line, source, result.diagnostics)  # 614.12
            check_card_names(by_line, source, result.diagnostics)  # 201.2
            if face is not None:
                by_language[lang] = ir.CardIR(face, tuple(abilities))
                check_defined_pt(face_source, face, abilities, result.diagnostics)
        readings.append(by_language)
    front = readings[0]
    if len(readings) > 1:
        back = readings[1]
        front = {lang: replace(front[lang], back=back[lang])
                 for lang in chosen if lang in front and lang in back}
    result.by_language = front
    if has_errors(result.diagnostics) or len(front) < len(chosen):
        return result
    _check_equivalence(result, card_source)
    if not has_errors(result.diagnostics):
        result.card = result.by_language[chosen[0]]
    return result


# --- rules text -------------------------------------------------------------


def _abilities(
    card: CardSource, lang: str, spellings: SelfNames, diagnostics: list[Diagnostic]
) -> list[ast.AbilityLine]:
    """Parse each line of one language's rules text into an ability AST.

    A line that ends where the grammar still expected more is joined with the
    next one: the printed data has hard wraps inside sentences (AVR #105,
    #153), and such a break is not a new ability. Lines that start with "•"
    are the modes of the line before (700.2) and belong to its ability.
    """
    lines = [normalize(line.mapped(), spellings) for line in card.text_lines.get(lang, [])]
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
            pieces = _run_together(lang, text, tree)
            after = _after_modes(pieces) if pieces is not None else None
            if after is not None:
                # 700.2: a 2012 modal sentence's quoted modes end the spell's instructions;
                # what follows them is no ability of its own (no lost line break)
                diagnostics.append(error(
                    "E290", "ofuda can compile modes only as a spell's whole text (700.2), not "
                    "in an ability or after other instructions", card.source,
                    after.to_source(0, len(after.text)),
                ))
                failed += 1
                continue
            if pieces is not None:
                for (_, first), (_, second) in pairwise(pieces):
                    diagnostics.append(_lost_break(card.source, first, second))
                abilities.extend(build_ability(piece_tree, piece) for piece_tree, piece in pieces)
                continue
            diagnostics.append(parse_diagnostic(card.source, lang, text, tree, "E101"))
            failed += 1
            rest = [line for line in lines[index:] if line.text]
            if failed >= MAX_FAILED_LINES and rest:
                # Each failure costs a search for hints; a file of junk lines stops here.
                diagnostics.append(_not_checked(card.source, lang, failed, rest))
                break
            continue
        abilities.append(build_ability(tree, text))
    return abilities


def _run_together(
    lang: str, text: MappedText, failure: parse.ParseFailure
) -> list[tuple[parse.ParseTree, MappedText]] | None:
    """A Japanese line that holds several abilities, read as those abilities; None if it
    does not.

    Data quirk (docs/data-quirks.md): in some printed Japanese texts of the card data the
    line break between two abilities is lost: 「…を得る。窮地 ― …」, 「飛行{1}{B}：…」,
    「…加える。{4}, {T}, …」, a keyword run into the next sentence 「絆魂（…）CARDNAME が…」.
    A line that does not parse is cut where its parse broke, or at the last sentence end
    (「。」, 「）」) before that, when the text before the cut is a whole ability and the text
    after it one or more (the same rule again); each cut is a warning (W101), never silent.
    """
    if lang != "ja":
        return None
    broke = min(failure.start, len(text.text))
    cuts = [broke]
    ends = [index + 1 for index, char in enumerate(text.text[:broke]) if char in "。）"]
    if ends and ends[-1] != broke:
        cuts.append(ends[-1])
    for cut in cuts:
        head, tail = _strip(_part(text, 0, cut)), _strip(_part(text, cut, len(text.text)))
        if not head.text or not tail.text:
            continue
        head_tree = parse.parse(lang, head.text)
        if isinstance(head_tree, parse.ParseFailure):
            continue
        tail_tree = parse.parse(lang, tail.text)
        if not isinstance(tail_tree, parse.ParseFailure):
            return [(head_tree, head), (tail_tree, tail)]
        rest = _run_together(lang, tail, tail_tree)
        if rest is not None:
            return [(head_tree, head), *rest]
    return None


def _after_modes(pieces: list[tuple[parse.ParseTree, MappedText]]) -> MappedText | None:
    """The text that follows a modal spell's modes among the pieces of a line, or None."""
    for (tree, _), (_, following) in pairwise(pieces):
        if any(True for _ in tree.find_data("modal_sentence")):
            return following
    return None


def _part(text: MappedText, start: int, end: int) -> MappedText:
    """The characters ``start:end`` of a mapped text, still mapped to the file."""
    return MappedText(text.text[start:end], (*text.offsets[start:end], text.offsets[end]))


def _strip(text: MappedText) -> MappedText:
    """A mapped text without the spaces around it."""
    start = len(text.text) - len(text.text.lstrip(" "))
    end = len(text.text.rstrip(" "))
    return _part(text, start, max(start, end))


def _written(source: SourceFile, text: MappedText, length: int) -> str:
    """The first ``length`` characters of a mapped text as the file has them."""
    if not text.text:
        return ""
    last = min(length, len(text.text)) - 1
    shown = source.text[text.offsets[0] : text.offsets[last] + 1]
    return shown + ("…" if len(text.text) > length else "")


def _lost_break(source: SourceFile, first: MappedText, second: MappedText) -> Diagnostic:
    """W101: the warning that a line was read as two abilities."""
    span = Span(first.offsets[len(first.text) - 1], second.offsets[0] + 1)
    return Diagnostic(
        "W101",
        Severity.WARNING,
        "two abilities on one line: ofuda reads a line break before "
        + quote("ja", _written(source, second, 12)),
        source,
        span,
        ("in a card file each ability is a line of its own; start the second one on a new line",),
    )


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


# --- equivalence ------------------------------------------------------------


def _check_equivalence(result: CompiledCard, card: CardSource) -> None:
    """The Japanese and English texts must mean the same: equal IR, ability by ability, on
    each face."""
    if len(result.by_language) < 2:
        return
    ja_card, en_card = result.by_language["ja"], result.by_language["en"]
    faces = [(ja_card, en_card, result.asts, "")]
    if ja_card.back is not None and en_card.back is not None:
        faces.append((ja_card.back, en_card.back, result.back_asts, " of the back face"))
    for ja_face, en_face, asts, where in faces:
        ja, en = ja_face.abilities, en_face.abilities
        if ja == en:
            continue
        for index in range(max(len(ja), len(en))):
            left = ja[index] if index < len(ja) else None
            right = en[index] if index < len(en) else None
            if left == right:
                continue
            span = _ability_span(asts, index)
            face = en_face.face
            result.diagnostics.append(
                error(
                    "E301",
                    f"the Japanese and English texts differ in meaning at ability {index + 1}{where}",
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


def _ability_span(asts: dict[str, list[ast.AbilityLine]], index: int) -> Span:
    lines = asts.get("ja", [])
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
