"""The phrasebook: every phrase family of the language, with an example in Japanese and English.

Nothing here is a hand-written list, so the book stays true as the grammar grows:

- A **family** is a kind of AST node (a leaf class of :mod:`ofuda.compiler.ast`): what a
  phrase family adds to the language is the node its grammar rules build (in grammar/ja/ and
  grammar/en/ alike), lowered to the IR. Its meaning is the node class's docstring; its
  *rules* are the build_ast methods (named like the grammar rules) annotated to return it.
- Its **examples** come from the grammar tests' tables (tests/grammar/*.py): every line of
  rules text written there is compiled alone, in its language, on a test card, or, where it
  needs another ability of its card (「その選ばれたタイプ」 / "the chosen type" needs the
  choice made as the permanent entered, 614.12), after the lines written before it in the
  same text, its example being its own abilities only; a Japanese
  line and an English line that compile to the same IR are a pair, and a pair is an example
  of every node kind its two ASTs hold. The part of each line that the node spans is kept
  too (the phrase itself, what a search ranks first).

The book is built in a few seconds and kept in build/ under a key made of the grammar, the
compiler and the grammar tests, so it is rebuilt whenever one of them changes.
docs/phrases.md is :func:`to_markdown` of it (``make phrases`` writes it; a test holds it).
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import inspect
import json
import pkgutil
import re
import sys
import typing
from ast import Assign, Constant, Dict
from ast import parse as parse_python
from ast import walk as walk_python
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests" / "grammar"
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_FIELD_LINE = re.compile(r"^[a-z_]+:(\s|$)")
_NAMES_VARIABLE = re.compile(r"^_?NAMES?$")  # a grammar test's table of its test cards' names
_NAME_FIELD = re.compile(r"name: ([^\n\\\"{}()]+)(?=\\n|\n|\"|$)")
# The names a test card gets when a grammar test writes none of its own.
_DEFAULT_NAMES = ("試作", "テスト", "Test", "Prototype")
# The kinds of test card a line is tried on, in order: a line that compiles on none is
# not an example (a grammar test's wrong text, or a line that needs a context).
_CARD_KINDS = (
    ("インスタント / Instant", ""),
    ("クリーチャー — 人間 / Creature — Human", "pt: 1/1\n"),
    ("エンチャント / Enchantment", ""),
    ("アーティファクト / Artifact", ""),
    ("土地 / Land", ""),
    ("プレインズウォーカー — ジェイス / Planeswalker — Jace", "loyalty: 3\n"),
    ("基本土地 — 平地 / Basic Land — Plains", ""),
)
# How many examples a family keeps.
MAX_EXAMPLES = 3
_CACHE_VERSION = "2"


@dataclass(frozen=True, slots=True)
class Example:
    """A Japanese line and an English line that compile to the same IR, from a grammar test."""

    ja: str
    en: str
    ja_phrase: str  # the part of ``ja`` the family's node spans
    en_phrase: str
    ir: str  # the IR of the line, in brief
    where: str  # the grammar test files the lines come from


@dataclass(frozen=True, slots=True)
class Family:
    """One phrase family: an AST node kind, what it means, its rules and its examples."""

    name: str
    area: str  # the module of compiler/ast/ it is declared in (nouns, predicates, …)
    meaning: str
    rules: tuple[str, ...]
    examples: tuple[Example, ...]


# --- the families ------------------------------------------------------------------------


def node_kinds() -> list[type]:
    """Every leaf AST node class the grammar builds for an ability line (the type line is
    not rules text)."""
    import ofuda.compiler.ast as ast_package
    from ofuda.compiler.ast.abilities import TypeLine
    from ofuda.compiler.ast.nouns import Node

    classes: list[type] = []
    for module_info in pkgutil.iter_modules(ast_package.__path__):
        module = importlib.import_module(f"{ast_package.__name__}.{module_info.name}")
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and value.__module__ == module.__name__
                and dataclasses.is_dataclass(value)
                and issubclass(value, Node)
            ):
                classes.append(value)
    leaves = [c for c in classes if not any(o is not c and issubclass(o, c) for o in classes)]
    built = _built_by_grammar()
    return sorted(
        (
            c
            for c in leaves
            if c is not TypeLine
            and c in built
            and getattr(c, "phrase_family", True)  # a node may say it is no phrase family
        ),
        key=lambda c: c.__name__,
    )


def _built_by_grammar() -> set[type]:
    """The node classes the build_ast pass makes (a class no rule builds is no phrase of the
    language yet, whatever compiler/ast/ declares)."""
    import ofuda.compiler.ast as ast_package

    folder = ROOT / "compiler" / "build_ast"
    made = {
        kind
        for path in folder.glob("*.py")
        for name in re.findall(r"\bast\.(\w+)\(", path.read_text(encoding="utf-8"))
        if isinstance(kind := getattr(ast_package, name, None), type)
    }
    return made | set(rules_building())


def _meaning(kind: type) -> str:
    """The first sentence of a node class's docstring, on one line."""
    doc = inspect.getdoc(kind) or ""
    first = " ".join(doc.split("\n\n", 1)[0].split())
    return first or kind.__name__


def rules_building() -> dict[type, tuple[str, ...]]:
    """Node class → the build_ast methods (grammar rules) annotated to return it."""
    from ofuda.compiler.build_ast.builder import _PermanentsBuilder

    found: dict[type, set[str]] = {}
    for base in _PermanentsBuilder.__mro__:
        for name, member in vars(base).items():
            function = getattr(member, "base_func", member)  # lark's v_args wraps methods
            if name.startswith("_") or not inspect.isfunction(function):
                continue
            annotation = function.__annotations__.get("return")
            module = sys.modules[function.__module__]
            try:
                returned = (
                    eval(annotation, vars(module)) if isinstance(annotation, str) else annotation
                )
            except (NameError, AttributeError, SyntaxError, TypeError):
                returned = None  # an annotation naming what its module imports only for typing
            for kind in _classes_in(returned):
                found.setdefault(kind, set()).add(name)
    return {kind: tuple(sorted(names)) for kind, names in found.items()}


def _classes_in(annotation: object) -> list[type]:
    """The classes an annotation names, through unions, tuples and lists."""
    if isinstance(annotation, type):
        return [annotation]
    return [kind for argument in typing.get_args(annotation) for kind in _classes_in(argument)]


# --- the examples --------------------------------------------------------------------------


def test_lines(
    folder: Path = TESTS,
) -> tuple[list[tuple[str, str, str, tuple[str, ...]]], tuple[str, ...]]:
    """Every line of rules text the grammar tests write, as (language, line, file, context:
    the lines of the same language before it in the first text that writes it), and the card
    names they give their test cards (a card's own name stands for "this card")."""
    lines: dict[tuple[str, str], set[str]] = {}
    contexts: dict[tuple[str, str], tuple[str, ...]] = {}
    names = set(_DEFAULT_NAMES)
    for path in sorted(folder.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        for match in _NAME_FIELD.finditer(source):
            names.update(part.strip() for part in match.group(1).split(" / ") if part.strip())
        tree = parse_python(source)
        for node in walk_python(tree):  # NAMES = {"ja": "試しの騎士", "en": "Test Knight"}
            if isinstance(node, Assign) and any(
                _NAMES_VARIABLE.match(getattr(t, "id", "")) for t in node.targets
            ):
                keys = {
                    id(k) for d in walk_python(node.value) if isinstance(d, Dict) for k in d.keys
                }
                names.update(
                    c.value
                    for c in walk_python(node.value)
                    if id(c) not in keys
                    and isinstance(c, Constant)
                    and isinstance(c.value, str)
                    and len(c.value) > 2
                )
        for node in walk_python(tree):
            if not (isinstance(node, Constant) and isinstance(node.value, str)):
                continue
            before: dict[str, list[str]] = {"ja": [], "en": []}
            for line in node.value.split("\n"):
                line = line.strip()
                if (
                    not line
                    or _FIELD_LINE.match(line)
                    or not re.search(r"[A-Za-z\u3040-\u9fff]", line)
                ):
                    continue
                lang = "ja" if _JAPANESE.search(line) else "en"
                lines.setdefault((lang, line), set()).add(path.name)
                contexts.setdefault((lang, line), tuple(before[lang]))
                before[lang].append(line)
    found = [
        (lang, line, ", ".join(sorted(files)), contexts[(lang, line)])
        for (lang, line), files in sorted(lines.items())
    ]
    return found, tuple(sorted(names, key=len, reverse=True))


def _compile_line(
    lang: str, line: str, names: tuple[str, ...], context: tuple[str, ...] = ()
) -> tuple[tuple[object, ...] | None, str]:
    """The IR abilities of one line on the first test card it compiles on (else None), and
    the message of an E290 ("not yet supported") it met on the way, if any: alone, or else
    after the lines of its ``context`` (its abilities only)."""
    from ofuda.compiler.pipeline import compile_source
    from ofuda.compiler.source import SourceFile

    written = " ".join((*context, line))
    name_ja = next((n for n in names if _JAPANESE.search(n) and n in written), "試作")
    name_en = next((n for n in names if not _JAPANESE.search(n) and n in written), "Test")
    not_yet = ""
    for before in ((), context) if context else ((),):
        body = "".join(f"  {text}\n" for text in (*before, line))
        for type_line, extra in _CARD_KINDS:
            text = f"name: {name_ja} / {name_en}\ntype: {type_line}\n{extra}{lang}:\n{body}"
            compiled = compile_source(SourceFile("phrasebook.card", text), (lang,))
            if not compiled.ok or compiled.card is None:
                not_yet = not_yet or next(
                    (d.message for d in compiled.diagnostics if d.code == "E290"), ""
                )
                continue
            abilities = compiled.card.abilities
            if not before and (len(abilities) <= 1 or _one_statement(abilities)):
                # one ability, or none of its own (a basic land's reminder of its intrinsic
                # ability, 305.6), or one statement's static abilities ("Otherwise, …")
                return tuple(abilities), ""
            # after its context, exactly one ability of its own (a line the context's last
            # ability takes in, "… instead", is no example of its own)
            context_count = _ability_count(text, len(before), lang) if before else None
            if context_count is not None and len(abilities) - context_count == 1:
                return (abilities[-1],), ""
    return None, not_yet


def _ability_count(card_text: str, lines: int, lang: str) -> int | None:
    """How many abilities the first ``lines`` lines of a test card's rules text compile to
    (the context a line was compiled after); None where they do not compile alone (what the
    line added to them is then unknown)."""
    from ofuda.compiler.pipeline import compile_source
    from ofuda.compiler.source import SourceFile

    head, body = card_text.split(f"{lang}:\n", 1)
    kept = "".join(body.splitlines(keepends=True)[:lines])
    compiled = compile_source(SourceFile("phrasebook.card", f"{head}{lang}:\n{kept}"), (lang,))
    if not compiled.ok or compiled.card is None:
        return None
    return len(compiled.card.abilities)


def _one_statement(abilities: tuple[object, ...]) -> bool:
    """Whether a line's abilities are the static abilities of one statement: "… as long as …
    Otherwise, …" is two, under a condition and its negation (611.3b)."""
    from ofuda.compiler import ir

    return all(isinstance(a, ir.StaticAbility) for a in abilities) and len(
        {getattr(a, "origin", None) for a in abilities}
    ) == 1


def _nodes(lang: str, line: str, names: tuple[str, ...]) -> dict[type, str]:
    """Each node kind of a line's AST → the text of the first node of that kind."""
    from ofuda.compiler import parse
    from ofuda.compiler.build_ast.builder import _PermanentsBuilder
    from ofuda.compiler.source.normalize import normalize
    from ofuda.compiler.source.text import MappedText

    text = normalize(MappedText.identity(line), names)
    tree = parse.parse(lang, text.text)
    if isinstance(tree, parse.ParseFailure):
        return {}
    found: dict[type, str] = {}

    def visit(value: object) -> None:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            span = getattr(value, "span", None)
            if span is not None:
                found.setdefault(type(value), line[span.start : span.end].strip())
            for field in dataclasses.fields(value):
                visit(getattr(value, field.name))
        elif isinstance(value, (tuple, list)):
            for item in value:
                visit(item)

    class Recording(_PermanentsBuilder):
        """The builder, noting every node a rule builds (also those a later rule folds in)."""

        def _call_userfunc(self, tree: typing.Any, new_children: typing.Any = None) -> typing.Any:
            built = super()._call_userfunc(tree, new_children)
            visit(built)
            return built

    Recording(text).transform(tree)
    return found


def _brief(abilities: tuple[object, ...]) -> str:
    """The IR of a line on one line, cut to a readable length."""
    from ofuda.compiler.ir.dump import dump

    if not abilities:
        return "(no ability of its own: the card's type gives it, 305.6)"
    text = " ".join(" ".join(part.strip() for part in dump(a).splitlines()) for a in abilities)
    text = re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", text))
    return text if len(text) <= 240 else text[:239] + "…"


def build(folder: Path = TESTS) -> list[Family]:
    """The phrasebook, from the grammar tests in ``folder`` (a few seconds; see :func:`load`)."""
    lines, names = test_lines(folder)
    by_meaning: dict[tuple[object, ...], dict[str, list[tuple[str, str]]]] = {}
    not_yet: dict[type, list[Example]] = {}  # lines of families ofuda parses but cannot compile yet
    for lang, line, where, context in lines:
        abilities, message = _compile_line(lang, line, names, context)
        if abilities is not None:
            by_meaning.setdefault(abilities, {}).setdefault(lang, []).append((line, where))
        elif message:
            for node_name, phrase in _nodes(lang, line, names).items():
                texts = (line, "", phrase, "") if lang == "ja" else ("", line, "", phrase)
                not_yet.setdefault(node_name, []).append(
                    Example(*texts, f"not supported yet (E290): {message}", where)
                )
    candidates: dict[type, list[Example]] = {}
    alone: dict[type, list[Example]] = {}  # lines with no line of the other language to pair
    for abilities, sides in by_meaning.items():
        if len(sides) < 2:
            for lang, side in sides.items():
                for line, where in side:
                    for node_name, phrase in _nodes(lang, line, names).items():
                        texts = (line, "", phrase, "") if lang == "ja" else ("", line, "", phrase)
                        alone.setdefault(node_name, []).append(
                            Example(*texts, _brief(abilities), where)
                        )
            continue
        brief = _brief(abilities)
        shortest = {lang: min(sides[lang], key=lambda s: len(s[0])) for lang in ("ja", "en")}
        nodes = {
            (lang, line): _nodes(lang, line, names)
            for lang in ("ja", "en")
            for line, _ in sides[lang]
        }
        # every line of the meaning, each beside the shortest line of the other language
        pairs = {(line, shortest["en"]) for line in sides["ja"]} | {
            (shortest["ja"], line) for line in sides["en"]
        }
        for (ja, ja_where), (en, en_where) in sorted(pairs):
            ja_nodes, en_nodes = nodes[("ja", ja)], nodes[("en", en)]
            where = ja_where if ja_where == en_where else f"{ja_where}; {en_where}"
            for node_name in ja_nodes.keys() | en_nodes.keys():
                phrases = (ja_nodes.get(node_name, ja), en_nodes.get(node_name, en))
                candidates.setdefault(node_name, []).append(Example(ja, en, *phrases, brief, where))
    rules = rules_building()
    families = []
    for kind in node_kinds():
        # a family no pair holds is shown in the one language the tests write it in
        found = (
            candidates.get(kind)
            or alone.get(kind)
            or not_yet.get(kind, [])
        )
        examples = sorted(found, key=lambda e: (len(e.ja) + len(e.en), e.ja))
        kept: list[Example] = []
        for example in examples:  # a different phrase each, shortest lines first
            if all(
                (k.ja_phrase, k.en_phrase) != (example.ja_phrase, example.en_phrase) for k in kept
            ):
                kept.append(example)
            if len(kept) == MAX_EXAMPLES:
                break
        area = kind.__module__.rsplit(".", 1)[-1]
        families.append(
            Family(kind.__name__, area, _meaning(kind), rules.get(kind, ()), tuple(kept))
        )
    return families


# --- the cache ---------------------------------------------------------------------------


def source_key(folder: Path = TESTS) -> str:
    """A digest of everything the book is made from: grammar, compiler, grammar tests."""
    digest = hashlib.sha256(_CACHE_VERSION.encode())
    paths = [
        *sorted((ROOT / "grammar").rglob("*.lark")),
        *sorted((ROOT / "grammar").rglob("*.tsv")),
        *sorted((ROOT / "compiler").rglob("*.py")),
        *sorted(folder.glob("*.py")),
        Path(__file__),
    ]
    for path in paths:
        digest.update(path.as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def load(folder: Path = TESTS, cache: Path | None = None) -> list[Family]:
    """The phrasebook, from the cache in build/ when it is of the current sources."""
    cache = cache or ROOT / "build" / "phrasebook.json"
    key = source_key(folder)
    try:
        stored = json.loads(cache.read_text(encoding="utf-8"))
        if stored.get("key") == key:
            return [_family_from_json(entry) for entry in stored["families"]]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    families = build(folder)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_text(
            json.dumps(
                {"key": key, "families": [dataclasses.asdict(f) for f in families]},
                ensure_ascii=False,
            ),
            encoding="utf-8",
        )
    except OSError:
        pass  # a read-only checkout: the book is simply built again next time
    return families


def _family_from_json(entry: dict[str, typing.Any]) -> Family:
    examples = tuple(Example(**example) for example in entry["examples"])
    return Family(entry["name"], entry["area"], entry["meaning"], tuple(entry["rules"]), examples)


# --- search and presentation ---------------------------------------------------------------


def _fold(text: str) -> str:
    """Text for matching: case and character width folded (「１枚」 finds 「1枚」)."""
    import unicodedata

    return unicodedata.normalize("NFKC", text).casefold()


def search(
    families: list[Family], words: tuple[str, ...]
) -> list[tuple[Family, tuple[Example, ...]]]:
    """The families that match ``words``, best first, each with its examples that match.

    A family ranks first where the whole query is its own phrase (the text its node spans),
    then where a line of its examples holds the query, then where its name, rules or
    meaning do; with several words, each must be found somewhere.
    """
    query = _fold(" ".join(words))
    parts = query.split()
    ranked: list[tuple[int, int, str, Family, tuple[Example, ...]]] = []
    for family in families:
        about = _fold(" ".join((family.name, family.area, family.meaning, *family.rules)))
        phrase_hits = [
            e for e in family.examples if query in _fold(e.ja_phrase) or query in _fold(e.en_phrase)
        ]
        line_hits = [e for e in family.examples if query in _fold(e.ja) or query in _fold(e.en)]
        if phrase_hits:
            score, shown = 0, phrase_hits
        elif query in about or query.replace(" ", "") in about.replace("_", ""):
            score, shown = 1, list(family.examples)
        elif line_hits:
            score, shown = 2, line_hits
        elif all(
            any(p in _fold(text) for text in (about, *(f"{e.ja} {e.en}" for e in family.examples)))
            for p in parts
        ):
            score, shown = 3, list(family.examples)
        else:
            continue
        shortest = min((len(e.ja_phrase) + len(e.en_phrase) for e in shown), default=999)
        ranked.append((score, shortest, family.name, family, tuple(shown)))
    ranked.sort(key=lambda item: item[:3])
    return [(family, shown) for *_key, family, shown in ranked]


def _example_lines(example: Example, bullet: str, indent: str) -> list[str]:
    """An example's lines: each language's line, the family's phrase in it, the IR."""
    lines = []
    for lang, line, phrase, (left, right) in (
        ("ja", example.ja, example.ja_phrase, "「」"),
        ("en", example.en, example.en_phrase, '""'),
    ):
        if not line:
            other = "English" if lang == "ja" else "Japanese"
            lines.append(f"{bullet}{lang}: — (the grammar tests write this family in {other} only)")
            continue
        lines.append(f"{bullet}{lang}: {line}")
        if phrase != line:
            lines.append(f"{indent}(phrase: {left}{phrase}{right})")
    return lines


def to_text(family: Family, examples: tuple[Example, ...] | None = None) -> str:
    """A family as the terminal shows it: name, meaning, examples with their phrase, IR."""
    lines = [f"{family.name} ({family.area}) — {family.meaning}"]
    if family.rules:
        lines.append(f"  rules: {', '.join(family.rules)}")
    for example in examples if examples is not None else family.examples:
        lines += _example_lines(example, "  ", "      ")
        lines.append(f"  IR: {example.ir}")
    if not family.examples:
        lines.append("  (no example: no grammar test writes this family)")
    return "\n".join(lines)


def to_markdown(families: list[Family]) -> str:
    """docs/phrases.md: every family by area, each with its examples and meaning."""
    out = [
        "# The phrasebook",
        "",
        "<!-- Generated by `make phrases` (`ofuda phrases --format markdown`) from the grammar",
        "     and the grammar tests' tables; do not edit by hand. A test fails when it is stale. -->",
        "",
        "Every phrase family of ofuda's language, with an example in Japanese and in English that",
        "compile to the same IR. A family is a kind of AST node (compiler/ast/): the grammar rules",
        "named under it build it, in grammar/ja/ and grammar/en/ alike; the examples are lines",
        "of the grammar tests (tests/grammar/), and the phrase quoted under a line is the part",
        "that the family covers. Search it from the command line: `ofuda phrases for each`,",
        "`ofuda phrases につき`.",
        "",
        f"{len(families)} families.",
    ]
    by_area: dict[str, list[Family]] = {}
    for family in families:
        by_area.setdefault(family.area, []).append(family)
    for area in sorted(by_area):
        out += ["", f"## {area}"]
        for family in by_area[area]:
            out += ["", f"### {family.name}", "", family.meaning]
            if family.rules:
                out += ["", "Rules: " + ", ".join(f"`{rule}`" for rule in family.rules)]
            for example in family.examples:
                out += ["", *_example_lines(example, "- ", "  "), f"- IR: `{example.ir}`"]
    return "\n".join(out) + "\n"


_EXAMPLE_LINE = re.compile(r"^- (ja|en): (.+)$")


def markdown_examples(markdown: str) -> list[tuple[str, str, str]]:
    """The example lines of docs/phrases.md as (language, line, family): what the language
    server offers beside a completion, without building the book (cheap, and true as of the
    last `make phrases`)."""
    found: list[tuple[str, str, str]] = []
    family = ""
    for line in markdown.splitlines():
        if line.startswith("### "):
            family = line[4:].strip()
        elif (match := _EXAMPLE_LINE.match(line)) and not match.group(2).startswith("— "):
            found.append((match.group(1), match.group(2), family))
    return found


def example_card_names() -> tuple[str, ...]:
    """The names the grammar tests give their test cards (a name stands for "this card" in
    their lines): the defaults where the tests are not at hand."""
    if not TESTS.is_dir():
        return _DEFAULT_NAMES
    return test_lines(TESTS)[1]
