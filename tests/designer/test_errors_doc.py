"""docs/errors.md documents every error code, with examples that really produce it."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner
from ofuda.cli.explain import error_entries, errors_doc
from ofuda.cli.main import cli
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from support.paths import ROOT

_CODE_USE = re.compile(r"""["']([EWN]\d{3})["']""")
_CARD_BLOCK = re.compile(r"```card( lang=(ja|en))?\n(.*?)```", re.DOTALL)


def codes_used_in_the_code_base() -> dict[str, list[str]]:
    """Every diagnostic code written as a string literal in the compiler, CLI and runtime."""
    used: dict[str, list[str]] = {}
    for folder in ("compiler", "cli", "runtime"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for code in _CODE_USE.findall(path.read_text(encoding="utf-8")):
                used.setdefault(code, []).append(path.relative_to(ROOT).as_posix())
    return used


def test_every_code_in_the_code_base_is_documented() -> None:
    used = codes_used_in_the_code_base()
    assert "E101" in used and "E301" in used  # the scan itself works
    documented = error_entries()
    missing = {code: files for code, files in used.items() if code not in documented}
    assert not missing, (
        f"undocumented error codes {missing}: add an entry to docs/errors.md "
        "(what it means, a wrong example, the fix)"
    )


def test_every_documented_code_is_used() -> None:
    used = codes_used_in_the_code_base()
    stale = [code for code in error_entries() if code not in used]
    assert not stale, f"docs/errors.md documents codes nothing emits: {stale}"


def test_every_entry_says_what_it_means_and_how_to_fix_it() -> None:
    for code, entry in error_entries().items():
        assert "**Means:**" in entry, code
        assert "**Fix" in entry, code


def _examples() -> list[tuple[str, str, str | None, str]]:
    found = []
    for code, entry in error_entries().items():
        fix_at = entry.find("**Fix")
        for match in _CARD_BLOCK.finditer(entry):
            role = "wrong" if match.start() < fix_at else "fixed"
            found.append((code, role, match.group(2), match.group(3)))
    return found


@pytest.mark.parametrize(("code", "role", "lang", "text"), _examples())
def test_documented_examples_do_what_the_page_says(
    code: str, role: str, lang: str | None, text: str
) -> None:
    card = compile_source(SourceFile(f"docs/errors.md#{code}", text), (lang,) if lang else None)
    codes = [d.code for d in card.diagnostics]
    if role == "wrong":
        assert code in codes, f"{code}'s wrong example gives {codes}"
    else:
        assert card.ok, f"{code}'s fixed example gives {codes}"


def test_card_examples_exist_for_most_codes() -> None:
    with_examples = {code for code, role, _, _ in _examples() if role == "wrong"}
    assert len(with_examples) >= 15


def test_explain_code_prints_the_entry() -> None:
    result = CliRunner().invoke(cli, ["explain", "--code", "E101"])
    assert result.exit_code == 0
    assert result.output.startswith("## E101 — ")
    assert result.output == error_entries()["E101"]
    assert "**Means:**" in result.output and "**Fix" in result.output


def test_explain_code_is_case_insensitive_and_unknown_codes_exit_1() -> None:
    assert CliRunner().invoke(cli, ["explain", "--code", "e301"]).exit_code == 0
    unknown = CliRunner().invoke(cli, ["explain", "--code", "E777"])
    assert unknown.exit_code == 1
    assert "E101" in unknown.output  # it lists the known codes


def test_errors_doc_is_the_file_in_docs() -> None:
    assert errors_doc() == (ROOT / "docs" / "errors.md").read_text(encoding="utf-8")
