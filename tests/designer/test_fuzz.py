"""Never a traceback: mutated and hostile card files always get diagnostics.

Hypothesis mutates real card files (truncations, swapped lines, misspelt
words, inserted junk) and builds hostile ones (combining marks, RTL marks,
NUL, full-width junk, 18-digit numbers, unbalanced 「」『』（）, very long
lines). Every one goes through the library API and `ofuda check` (in process;
a few through a real subprocess): a result with diagnostics, exit 0 or 1,
never an exception and never an internal error (E999).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ofuda.cli.main import cli
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from support.paths import AVR

SEEDS = [
    (AVR / name).read_text(encoding="utf-8")
    for name in (
        "041-zealous-strike.card",
        "005-archangel.card",
        "003-angels-mercy.card",
        "006-avacyn-angel-of-hope.card",
        "036-silverblade-paladin.card",
        "216-haunted-guardian.card",
    )
]

HOSTILE = [
    "\u0301", "\u0308\u0308\u0308", "\u200f", "\u202e", "\u2066", "\u200b", "\ufeff", "\x00",
    "\x1b[31m", "\r", "\t", "\u3000", "ＡＢＣ", "１２３", "＋", "／", "：", "｛", "｝", "「", "」",
    "『", "』", "（", "）", "(", ")", "{", "}", "{T}", "{W/P}", "—", "―", "・", "、", "。",
    "CARDNAME", "999999999999999999", "１８桁９９９９９９９９９９９９９９９９９９", "\ud7ff",
    "\U0001f409", "ﾃﾞｰﾓﾝ", "name:", "ja:", "en:", "type:", "pt:", "loyalty:", "cost:", "#",
    " / ", "\\", '"""', "'", "{{ x }}", "%s", "\n", "\n\n", "  ",
]

MISSPELLINGS = {
    "Flying": "Flyng", "flying": "fyling", "飛行": "飛形", "警戒": "警護", "結魂": "結婚",
    "Creature": "Creatur", "クリーチャー": "クリーチヤー", "。": "", "target": "targte",
    "を対象とする": "を対象にする", "修整": "修正", "until end of turn": "until end turn",
    ":": "", " / ": "/", "{": "", "—": "-",
}

_slowest: list[tuple[float, str]] = []


def _timed_compile(text: str) -> None:
    started = time.perf_counter()
    card = compile_source(SourceFile("fuzz.card", text))
    elapsed = time.perf_counter() - started
    _slowest.append((elapsed, text))
    _slowest.sort(key=lambda item: -item[0])
    del _slowest[1:]
    assert card.ok or card.diagnostics, "a rejected card must say why"
    for diagnostic in card.diagnostics:
        assert diagnostic.code != "E999", diagnostic.message
        line, column = diagnostic.start
        assert 1 <= line and 1 <= column
        diagnostic.as_json()  # serialisable
        from ofuda.compiler.diagnostics.report import render_text

        render_text(diagnostic, color=True)


@st.composite
def mutated_card(draw: st.DrawFn) -> str:
    """A real card file, mutated a few times."""
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 4))):
        lines = text.split("\n")
        action = draw(st.sampled_from(["truncate", "swap", "misspell", "insert", "delete", "dup", "long"]))
        if action == "truncate":
            text = text[: draw(st.integers(0, len(text)))]
        elif action == "swap" and len(lines) > 1:
            i = draw(st.integers(0, len(lines) - 2))
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
            text = "\n".join(lines)
        elif action == "misspell":
            word = draw(st.sampled_from(sorted(MISSPELLINGS)))
            text = text.replace(word, MISSPELLINGS[word], 1)
        elif action == "insert":
            junk = draw(st.sampled_from(HOSTILE) | st.text(max_size=6))
            at = draw(st.integers(0, len(text)))
            text = text[:at] + junk + text[at:]
        elif action == "delete" and lines:
            del lines[draw(st.integers(0, len(lines) - 1))]
            text = "\n".join(lines)
        elif action == "dup" and lines:
            i = draw(st.integers(0, len(lines) - 1))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif action == "long":
            text += "\nen:\n  " + "Flying, " * draw(st.integers(100, 2000)) + "flying\n"
    return text


@st.composite
def hostile_card(draw: st.DrawFn) -> str:
    """A card file whose every value is junk of the hostile kinds."""
    junk = st.lists(st.sampled_from(HOSTILE) | st.text(min_size=1, max_size=4), max_size=8).map("".join)
    parts = [
        f"name: {draw(junk)} / {draw(junk)}",
        f"type: {draw(junk)}",
        f"cost: {draw(junk)}",
        f"pt: {draw(junk)}",
        f"loyalty: {draw(junk)}",
        "ja:",
        f"  {draw(junk)}",
        "en:",
        f"  {draw(junk)}",
    ]
    order = draw(st.permutations(parts))
    return "\n".join(order[: draw(st.integers(0, len(order)))])


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_card())
def test_mutated_real_cards_get_diagnostics_never_an_exception(text: str) -> None:
    _timed_compile(text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hostile_card())
def test_hostile_cards_get_diagnostics_never_an_exception(text: str) -> None:
    _timed_compile(text)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_any_text_at_all(text: str) -> None:
    _timed_compile(text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(mutated_card(), hostile_card()))
def test_check_command_exits_0_or_1_with_json(tmp_path_factory, text: str) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "fuzz.card"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    for args in (["check", str(path)], ["check", str(path), "--format", "json"]):
        result = CliRunner().invoke(cli, args)
        assert result.exit_code in (0, 1), (result.output, result.exception)
        assert result.exception is None or isinstance(result.exception, SystemExit)
        assert "Traceback" not in result.output and "E999" not in result.output
    payload = json.loads(CliRunner().invoke(cli, ["check", str(path), "--format", "json"]).output)
    assert payload["cards"][0]["status"] in ("ok", "error")


def test_check_in_a_real_process_never_prints_a_traceback(tmp_path: Path) -> None:
    texts = [
        "",
        "\x00\x00\x00",
        "name: 「「「『『（ / ))))\ntype: \u202eCreature\u202c — \u0301\u0301\ncost: {999999999999999999}\n"
        "pt: 999999999999999999/1\nloyalty: ９９９\nja:\n  " + "飛行、" * 5000 + "\nen:\n  \u200f\u200fFlying\n",
        SEEDS[0][: len(SEEDS[0]) // 2],
        "\n".join(reversed(SEEDS[1].split("\n"))),
    ]
    for index, text in enumerate(texts):
        (tmp_path / f"{index}.card").write_text(text, encoding="utf-8")
    (tmp_path / "latin1.card").write_bytes("name: Café\n".encode("latin-1"))
    done = subprocess.run(
        [sys.executable, "-m", "ofuda.cli", "check", str(tmp_path)],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr + done.stdout
    assert "E999" not in done.stdout and "internal" not in done.stderr
    assert "E000" in done.stdout  # the Latin-1 file


def test_report_the_slowest_input(capsys) -> None:  # type: ignore[no-untyped-def]
    """Prints the slowest input the fuzz tests met (time is reported, never asserted)."""
    _timed_compile(SEEDS[0])
    elapsed, text = _slowest[0]
    with capsys.disabled():
        print(f"\nslowest fuzz input: {elapsed * 1000:.1f} ms, {len(text)} characters: {text[:60]!r}")
