"""Encodings an editor writes (issue 17, point 5).

UTF-8 with or without a byte-order mark and LF, CRLF or CR line ends are read everywhere
(card files, deck lists, JSON card lists); any other encoding is E000 at the line and column
of the first byte that is not UTF-8, in every command (check, compile, export, import, play).
"""

from __future__ import annotations

import codecs
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.compiler.pipeline import compile_file
from support.paths import AVR

GOOD = (AVR / "041-zealous-strike.card").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "encode",
    [
        lambda text: text.encode("utf-8"),
        lambda text: codecs.BOM_UTF8 + text.encode("utf-8"),
        lambda text: text.replace("\n", "\r\n").encode("utf-8"),
        lambda text: text.replace("\n", "\r").encode("utf-8"),
        lambda text: codecs.BOM_UTF8 + text.replace("\n", "\r\n").encode("utf-8"),
    ],
    ids=["utf8", "bom", "crlf", "cr", "bom-crlf"],
)
def test_a_card_file_in_any_utf8_an_editor_writes_compiles_the_same(tmp_path: Path, encode) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "card.card"
    path.write_bytes(encode(GOOD))
    card = compile_file(path)
    assert card.ok, [d.message for d in card.diagnostics]
    assert card.card == compile_file(AVR / "041-zealous-strike.card").card


def test_a_diagnostic_in_a_crlf_file_is_at_the_line_and_column_the_editor_shows(
    tmp_path: Path,
) -> None:
    path = tmp_path / "card.card"
    path.write_bytes(b"\xef\xbb\xbfname: A\r\ntype: Instant\r\nen:\r\n  Drwa a card.\r\n")
    card = compile_file(path)
    (diagnostic,) = card.diagnostics
    assert diagnostic.start == (4, 3)


def test_latin1_is_e000_at_the_first_bad_byte(tmp_path: Path) -> None:
    path = tmp_path / "cafe.card"
    path.write_bytes("name: A\ntype: Instant\nen:\n  Café\n".encode("latin-1"))
    card = compile_file(path)
    (diagnostic,) = card.diagnostics
    assert diagnostic.code == "E000"
    assert diagnostic.start == (4, 6)  # the é, where the file stops being UTF-8
    assert "0xe9" in diagnostic.message


def test_utf16_is_e000_with_a_hint(tmp_path: Path) -> None:
    path = tmp_path / "wide.card"
    path.write_bytes(GOOD.encode("utf-16"))
    (diagnostic,) = compile_file(path).diagnostics
    assert diagnostic.code == "E000" and diagnostic.start == (1, 1)
    assert any("UTF-16" in hint for hint in diagnostic.hints)


@pytest.mark.parametrize("command", ["check", "compile", "export", "ir", "render"])
def test_every_command_reports_e000_never_an_internal_error(tmp_path: Path, command: str) -> None:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "good.card").write_text(GOOD, encoding="utf-8")
    (folder / "sjis.card").write_bytes("name: 天使\ntype: インスタント\n".encode("shift_jis"))
    args = {"compile": ["-o", str(tmp_path / "out")], "render": ["--lang", "en"]}.get(command, [])
    result = CliRunner().invoke(cli, [command, str(folder), *args])
    assert result.exit_code == 1, result.output
    assert "E000" in result.output and "sjis.card:1:7" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_export_of_a_bom_crlf_file_gives_the_texts_without_either(tmp_path: Path) -> None:
    path = tmp_path / "card.card"
    path.write_bytes(codecs.BOM_UTF8 + GOOD.replace("\n", "\r\n").encode("utf-8"))
    result = CliRunner().invoke(cli, ["export", str(path)])
    assert result.exit_code == 0, result.output
    (record,) = json.loads(result.output)
    assert record["name_en"] == "Zealous Strike"
    assert "\r" not in record["text_en"] and "\ufeff" not in json.dumps(record)


def test_import_reads_a_json_card_list_with_a_bom_and_crlf(tmp_path: Path) -> None:
    cards = [
        {
            "number": "1",
            "name_en": "Wall",
            "type_en": "Creature — Wall",
            "power": "0",
            "toughness": "4",
            "text_en": "Defender",
        }
    ]
    path = tmp_path / "list.json"
    path.write_bytes(codecs.BOM_UTF8 + json.dumps(cards, indent=1).replace("\n", "\r\n").encode())
    result = CliRunner().invoke(cli, ["import", str(path), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert (
        (tmp_path / "out" / "001-wall.card").read_text(encoding="utf-8").startswith("number: 1\n")
    )


@pytest.mark.parametrize(
    ("content", "where"),
    [
        (b"[1, 2]", "1:1"),
        (b'{"cards": 3}', "1:1"),
        (b'[{"name_en": "A"},\n {"name_en": ["x"]}]', "1:1"),
        # a number where the card's text is (found by make fuzz: an internal error before)
        (b'[{"name_en": 6}]', "1:1"),
        (b'[{"name_en": "A", "type_en": 1}]', "1:1"),
        (b'[{"name_en": "A", "color_indicator": [[1]]}]', "1:1"),
        (b'[{"name_en": "A", "color_indicator": "W"}]', "1:1"),
        (b'[\n  {"name_en": "A",}\n]', "2:19"),
        ('[{"name_en": "Café"}]'.encode("latin-1"), "1:18"),
    ],
)
def test_import_of_what_is_not_a_card_list_is_a_diagnostic(
    tmp_path: Path, content: bytes, where: str
) -> None:
    path = tmp_path / "list.json"
    path.write_bytes(content)
    result = CliRunner().invoke(cli, ["import", str(path), "-o", str(tmp_path / "out")])
    assert result.exit_code == 1, result.output
    assert f"list.json:{where}" in result.output
    assert "E020" in result.output or "E000" in result.output
    assert not (tmp_path / "out").exists()
