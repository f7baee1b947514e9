"""Generated modules: deterministic, formatted, importing only ofuda.runtime, runnable."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.pipeline import compile_file
from ofuda.compiler.project import compile_paths, load_definition, write_package
from ofuda.runtime import CardDefinition
from support.slices import slice_files


def _module(path: Path) -> str:
    card = compile_file(path)
    assert card.ok and card.card is not None
    return generate_module(card.card, card.by_language, path.name)


@pytest.mark.parametrize("path", slice_files(), ids=lambda p: p.stem)
def test_generated_module_imports_only_from_ofuda_runtime(path: Path) -> None:
    tree = ast.parse(_module(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            pytest.fail(f"plain import in generated code: {ast.unparse(node)}")
        if isinstance(node, ast.ImportFrom):
            assert node.module == "ofuda.runtime"


@pytest.mark.parametrize("path", slice_files(), ids=lambda p: p.stem)
def test_generated_module_defines_the_card(path: Path) -> None:
    definition = load_definition(_module(path))
    assert isinstance(definition, CardDefinition)
    assert definition.name


def test_output_is_byte_for_byte_deterministic(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    write_package(compile_paths(slice_files()), first)
    write_package(compile_paths(list(reversed(slice_files()))), second)
    files = sorted(p.relative_to(first) for p in first.rglob("*.py"))
    assert files == sorted(p.relative_to(second) for p in second.rglob("*.py"))
    for relative in files:
        assert (first / relative).read_bytes() == (second / relative).read_bytes()


def test_ability_classes_carry_their_source_text() -> None:
    zealous = next(p for p in slice_files() if "zealous" in p.name)
    code = _module(zealous)
    assert "それはターン終了時まで＋２/＋２の修整を受けるとともに先制攻撃を得る。" in code
    assert "Target creature gets +2/+2 and gains first strike until end of turn." in code


def test_generated_code_has_no_lint_errors(tmp_path: Path) -> None:
    """pyflakes' checks (unused or undefined names, syntax) on every compiled card."""
    from support.cardlists import listed_cards
    from support.paths import AVR

    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    write_package(compile_paths([AVR / f"{stem}.card" for stem in listed_cards()]), tmp_path / "cards")
    done = subprocess.run(
        [ruff, "check", "--no-cache", "--select", "F,E9", str(tmp_path / "cards")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_generated_code_passes_ruff_format_check(tmp_path: Path) -> None:
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    if not Path(ruff).exists():
        pytest.fail("ruff is a test dependency (pip install -e '.[test]')")
    from support.cardlists import listed_cards
    from support.paths import AVR

    write_package(compile_paths([AVR / f"{stem}.card" for stem in listed_cards()]), tmp_path / "cards")
    done = subprocess.run(
        [ruff, "format", "--check", "--line-length", "100", "--diff", str(tmp_path / "cards")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


# --- what a reviewer reads ------------------------------------------------------------------


def _avr_module(stem: str) -> str:
    from support.paths import AVR

    path = AVR / f"{stem}.card"
    card = compile_file(path)
    assert card.ok and card.card is not None
    return generate_module(card.card, card.by_language, path.name, lines=card.ability_lines)


def test_effect_calls_name_their_arguments_and_leave_defaults_out() -> None:
    code = _avr_module("153-rite-of-ruin")
    assert "ctx.sacrifice(\n" in code and "count=1," in code and "player=ctx.each_player(" in code
    # one argument stays positional; a field at its default is not written
    assert "ctx.each_player(PlayerFilter())" in code
    for tree_call in ast.walk(ast.parse(code)):
        if isinstance(tree_call, ast.Call) and ast.unparse(tree_call.func).startswith("ctx."):
            if len(tree_call.args) + len(tree_call.keywords) > 1:
                assert not tree_call.args, ast.unparse(tree_call)


def test_zones_are_written_as_the_zone_enum() -> None:
    code = _avr_module("001-angel-of-glorys-rise")
    assert "zone=ZoneKind.GRAVEYARD" in code and '"graveyard"' not in code
    assert "ZoneKind," in code  # imported from ofuda.runtime


def test_a_filter_used_twice_is_named_once() -> None:
    code = _avr_module("172-craterhoof-behemoth")
    assert code.count("ObjectFilter(") == 1
    assert "    creatures_you_control = ObjectFilter(" in code
    assert code.count("ctx.each_object(self.creatures_you_control)") == 4
    # named in the class body too (a trigger's or a target's filter)
    crusade = _avr_module("010-cathars-crusade")
    assert "trigger = EntersTheBattlefield(subject=creatures_you_control)" in crusade


def test_each_ability_class_names_the_lines_it_was_written_on() -> None:
    code = _avr_module("041-zealous-strike")
    assert "# line 7 (ja), line 9 (en)\nclass ZealousStrikeSpell(SpellAbility):" in code


def test_a_value_of_a_type_the_runtime_does_not_export_is_an_error() -> None:
    """Generated modules import only from ofuda.runtime, by the name it exports a class under:
    a class it does not export (or exports another class under that name) is refused."""
    import dataclasses as dc

    from ofuda.compiler.codegen.pyexpr import runtime_export, value_expr
    from ofuda.runtime.definitions import ObjectFilter

    assert runtime_export(ObjectFilter) == "ObjectFilter"

    @dc.dataclass(frozen=True)
    class ObjectFilter2:
        x: int = 0

    with pytest.raises(TypeError, match="does not export"):
        value_expr(ObjectFilter2(), set())
