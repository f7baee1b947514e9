"""The phrasebook (`ofuda phrases`, docs/phrases.md): every family, with true examples, searchable."""

from __future__ import annotations

import functools

from click.testing import CliRunner
from ofuda.cli import phrasebook
from ofuda.cli.main import cli
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from support.paths import ROOT


@functools.cache
def _book() -> list[phrasebook.Family]:
    return phrasebook.load()


def test_every_family_has_an_example() -> None:
    """A family (an AST node kind) that no grammar test writes has no example: add a row to a
    grammar test's table (tests/grammar/test_family_examples.py holds such rows)."""
    families = _book()
    assert {f.name for f in families} == {kind.__name__ for kind in phrasebook.node_kinds()}
    missing = [f.name for f in families if not f.examples]
    assert not missing, f"phrase families with no example in tests/grammar: {missing}"


def test_most_families_have_an_example_in_both_languages() -> None:
    paired = [f for f in _book() if any(e.ja and e.en for e in f.examples)]
    assert len(paired) >= 0.9 * len(_book())


def test_the_docs_are_the_phrasebook() -> None:
    """docs/phrases.md is generated: `make phrases` writes it again."""
    expected = phrasebook.to_markdown(_book())
    written = (ROOT / "docs" / "phrases.md").read_text(encoding="utf-8")
    assert written == expected, "docs/phrases.md is stale: run `make phrases` and commit it"


def test_each_pair_compiles_to_one_meaning() -> None:
    """A pair's two lines are one meaning: compiled together they pass the JA ≡ EN check."""
    family = next(f for f in _book() if f.name == "EachUnit")
    example = next(e for e in family.examples if e.ja and e.en)
    source = f"name: 試作 / Test\ntype: インスタント / Instant\nja:\n  {example.ja}\nen:\n  {example.en}\n"
    assert compile_source(SourceFile("t.card", source)).ok


def test_searching_for_each_finds_the_counting_phrase_first() -> None:
    found = phrasebook.search(_book(), ("for", "each"))
    family, examples = found[0]
    assert all("for each" in e.en_phrase for e in examples), family
    assert any("につき" in e.ja_phrase for e in examples)


def test_searching_in_japanese_finds_the_same_phrase() -> None:
    family, examples = phrasebook.search(_book(), ("につき",))[0]
    assert all("につき" in e.ja_phrase for e in examples)
    assert family in [f for f, _ in phrasebook.search(_book(), ("for", "each"))][:3]


def test_search_folds_width_and_case() -> None:
    assert phrasebook.search(_book(), ("SCRY",))
    wide = [f.name for f, _ in phrasebook.search(_book(), ("１枚",))][:5]
    narrow = [f.name for f, _ in phrasebook.search(_book(), ("1枚",))][:5]
    assert wide == narrow and wide


def test_the_command_searches_and_lists() -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["phrases", "for", "each"])
    assert result.exit_code == 0, result.output
    assert "for each" in result.output and "につき" in result.output and "IR:" in result.output
    listing = runner.invoke(cli, ["phrases"])
    assert listing.exit_code == 0
    assert f"{len(_book())} families" in listing.output
    nothing = runner.invoke(cli, ["phrases", "zzqqxx"])
    assert nothing.exit_code == 1 and "no phrase family" in nothing.output


def test_markdown_output_is_the_docs() -> None:
    result = CliRunner().invoke(cli, ["phrases", "--format", "markdown"])
    assert result.output == phrasebook.to_markdown(_book())
