"""Decks that are checked (issue 16, point 5).

Deck sizes and copy limits by format (CR 100.2a, basic lands exempt; 100.2b; 100.4a; the seven
cards of an opening hand, 103.4), the export formats of the common clients in both languages,
names two card folders give to different cards (E408), the basic lands always available, the
default card folders (an ofuda.toml, else the cards_src above the deck), and only the card
files a deck names compiled.
"""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from ofuda.cli.games import load_decks
from ofuda.compiler import project
from ofuda.compiler.project import Catalogue
from ofuda.compiler.source.decks import default_card_roots, load_deck, read_deck
from support.paths import AVR

STRIKE = (AVR / "041-zealous-strike.card").read_text(encoding="utf-8")
VALIANT = (AVR / "039-thraben-valiant.card").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def catalogue(tmp_path_factory: pytest.TempPathFactory) -> Catalogue:
    folder = tmp_path_factory.mktemp("cards")
    (folder / "strike.card").write_text(STRIKE, encoding="utf-8")
    (folder / "valiant.card").write_text(VALIANT, encoding="utf-8")
    return Catalogue.from_paths([folder])


def _deck(tmp_path: Path, text: str, catalogue: Catalogue, encoding: str = "utf-8"):  # type: ignore[no-untyped-def]
    path = tmp_path / "mine.deck"
    path.write_bytes(text.encode(encoding))
    return load_deck(path, catalogue)


def _codes(diagnostics) -> list[str]:  # type: ignore[no-untyped-def]
    return [d.code for d in diagnostics]


def test_the_basic_lands_are_always_there(catalogue: Catalogue) -> None:
    for name in ("Plains", "平地", "Island", "島", "Swamp", "沼", "Mountain", "山", "Forest", "森"):
        assert name in catalogue.by_name, name
    assert catalogue.by_name["Plains"] is catalogue.by_name["平地"]


def test_a_constructed_deck_has_sixty_cards_and_four_copies(
    tmp_path: Path, catalogue: Catalogue
) -> None:
    deck, diagnostics = _deck(tmp_path, "name: Mine\n10 Zealous Strike\n3 Plains\n", catalogue)
    assert deck is None
    assert _codes(diagnostics) == ["E404", "E405"]
    assert "at least 60" in diagnostics[0].message and "100.2a" in diagnostics[1].message
    assert diagnostics[1].start == (2, 4)  # on the entry with too many copies


def test_basic_lands_are_exempt_from_the_copy_limit(tmp_path: Path, catalogue: Catalogue) -> None:
    deck, diagnostics = _deck(
        tmp_path, "4 Zealous Strike\n4 Thraben Valiant\n30 Plains\n22 山\n", catalogue
    )
    assert diagnostics == [] and deck is not None and len(deck.cards) == 60


def test_copies_are_counted_across_languages_and_the_sideboard(
    tmp_path: Path, catalogue: Catalogue
) -> None:
    text = "2 Zealous Strike\n2 盲信の一撃\n56 Plains\nSideboard\n1 Zealous Strike\n"
    _, diagnostics = _deck(tmp_path, text, catalogue)
    assert _codes(diagnostics) == ["E405"] and "5 copies" in diagnostics[0].message


def test_a_constructed_sideboard_holds_fifteen(tmp_path: Path, catalogue: Catalogue) -> None:
    text = "60 Plains\nSideboard\n16 Island\n"
    _, diagnostics = _deck(tmp_path, text, catalogue)
    assert _codes(diagnostics) == ["E406"]


def test_limited_needs_forty_and_allows_any_number_of_copies(
    tmp_path: Path, catalogue: Catalogue
) -> None:
    deck, diagnostics = _deck(
        tmp_path, "format: limited\n10 Zealous Strike\n30 Plains\n", catalogue
    )
    assert diagnostics == [] and deck is not None and deck.format == "limited"
    deck, diagnostics = _deck(
        tmp_path, "format: リミテッド\n10 Zealous Strike\n3 Plains\n", catalogue
    )
    assert _codes(diagnostics) == ["E404"] and diagnostics[0].start == (1, 9)


@pytest.mark.parametrize("cards", ["", "1 Plains\n", "6 Plains\n"])
def test_a_deck_too_small_for_an_opening_hand_is_a_deck_diagnostic(
    tmp_path: Path, catalogue: Catalogue, cards: str
) -> None:
    """Was: "ValueError: Sample larger than population" (exit 3) in play, an engine error per game
    in sim."""
    deck, diagnostics = _deck(tmp_path, "format: free\n" + cards, catalogue)
    assert deck is None and _codes(diagnostics) == ["E404"]
    assert "opening hand" in diagnostics[0].message and "103.4" in diagnostics[0].message
    # the deck is already `format: free`: no hint to write what it holds; and "1 card"
    assert not any("format: free" in hint for hint in diagnostics[0].hints)
    assert " 1 cards" not in diagnostics[0].message


def test_an_unknown_format_is_e407(tmp_path: Path, catalogue: Catalogue) -> None:
    _, diagnostics = _deck(tmp_path, "format: vintage\n60 Plains\n", catalogue)
    assert _codes(diagnostics) == ["E407"] and diagnostics[0].start == (1, 9)


@pytest.mark.parametrize(
    "text",
    [
        "4 Zealous Strike\n4 Thraben Valiant\n52 Plains\n",
        "4x Zealous Strike\n4X Thraben Valiant\n52x Plains\n",
        "Deck\n4 Zealous Strike (AVR) 41\n4 Thraben Valiant (AVR) 38\n52 Plains (AVR) 230\n",
        "デッキ\n4 盲信の一撃\n４ スレイベンの勇者\n52 平地\n",
        "4 Zealous Strike\n4 Thraben Valiant\n52 Plains\n\nSideboard\n2 Island\n",
        "4 Zealous Strike\n4 Thraben Valiant\n52 Plains\nサイドボード\n2 島\n",
        "4 Zealous Strike\n4 Thraben Valiant\n52 Plains\nSB: 2 Island\n",
        "Deck\r\n4 Zealous Strike\r\n4 Thraben Valiant\r\n52 Plains\r\n",
    ],
    ids=["plain", "x", "arena", "japanese", "sideboard", "sideboard-ja", "mtgo-sb", "crlf"],
)
def test_the_common_export_formats(tmp_path: Path, catalogue: Catalogue, text: str) -> None:
    deck, diagnostics = _deck(tmp_path, text, catalogue)
    assert diagnostics == [], [d.message for d in diagnostics]
    assert deck is not None and len(deck.cards) == 60
    assert len(deck.sideboard) == (2 if "2 " in text.split("52")[1] else 0)


def test_a_deck_with_a_byte_order_mark_reads(tmp_path: Path, catalogue: Catalogue) -> None:
    path = tmp_path / "bom.deck"
    path.write_bytes(codecs.BOM_UTF8 + b"format: free\r7 Plains\r")
    deck, diagnostics = load_deck(path, catalogue)
    assert diagnostics == [] and deck is not None and len(deck.cards) == 7


@pytest.mark.parametrize(
    "content",
    [
        b"\x89PNG\r\n\x1a\n\x00\x00\x00",
        "format: free\n7 平地\n".encode("shift_jis"),
        "7 Plains\n".encode("utf-16"),
    ],
    ids=["png", "shift_jis", "utf-16"],
)
def test_a_binary_or_non_utf8_deck_is_e000(
    tmp_path: Path, catalogue: Catalogue, content: bytes
) -> None:
    path = tmp_path / "bad.deck"
    path.write_bytes(content)
    deck, diagnostics = load_deck(path, catalogue)
    assert deck is None and _codes(diagnostics) == ["E000"]


def test_a_deck_past_the_size_limit_is_refused(tmp_path: Path, catalogue: Catalogue) -> None:
    path = tmp_path / "huge.deck"
    path.write_text("1 Plains\n" * 40_000, encoding="utf-8")
    deck, diagnostics = load_deck(path, catalogue)
    assert deck is None and _codes(diagnostics) == ["E010"]


def test_one_name_for_two_different_cards_is_e408(tmp_path: Path) -> None:
    mine, theirs = tmp_path / "mine", tmp_path / "theirs"
    mine.mkdir()
    theirs.mkdir()
    (mine / "strike.card").write_text(STRIKE, encoding="utf-8")
    (theirs / "strike.card").write_text(
        STRIKE.replace("＋２/＋２", "＋３/＋３").replace("+2/+2", "+3/+3"), encoding="utf-8"
    )
    (theirs / "reprint.card").write_text(VALIANT, encoding="utf-8")
    (mine / "valiant.card").write_text(VALIANT, encoding="utf-8")
    catalogue = Catalogue.from_paths([mine, theirs])
    deck_path = tmp_path / "d.deck"
    deck_path.write_text("format: free\n4 Thraben Valiant\n4 Zealous Strike\n", encoding="utf-8")
    _, diagnostics = load_deck(deck_path, catalogue)
    assert _codes(diagnostics) == ["E408"]  # Valiant is a reprint (same card): no conflict
    assert (
        "mine/strike.card" in diagnostics[0].message
        and "theirs/strike.card" in diagnostics[0].message
    )


def test_play_with_my_cards_finds_the_basic_lands(tmp_path: Path) -> None:
    """`ofuda play --deck mine.deck --cards my-cards` works with no other set-up."""
    cards = tmp_path / "my-cards"
    cards.mkdir()
    (cards / "strike.card").write_text(STRIKE, encoding="utf-8")
    deck = tmp_path / "mine.deck"
    deck.write_text("format: limited\n4 Zealous Strike\n36 Plains\n", encoding="utf-8")
    decks, diagnostics = load_decks([deck, deck], [cards])
    assert diagnostics == [] and [len(d.cards) for d in decks] == [40, 40]


def test_only_the_card_files_a_deck_names_are_compiled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    compiled: list[list[Path]] = []
    real = project.compile_paths

    def spy(paths, *args, **kwargs):  # type: ignore[no-untyped-def]
        compiled.append(list(paths))
        return real(paths, *args, **kwargs)

    monkeypatch.setattr(project, "compile_paths", spy)
    catalogue = Catalogue.from_paths([AVR], wanted={"Zealous Strike", "スレイベンの勇者"})
    assert [sorted(p.name for p in files) for files in compiled] == [
        ["039-thraben-valiant.card", "041-zealous-strike.card"]
    ]
    assert "Zealous Strike" in catalogue.by_name and "Thraben Valiant" in catalogue.by_name
    assert "Avacyn, Angel of Hope" in catalogue.known_names()  # for did-you-mean hints


def test_the_default_card_folders(tmp_path: Path) -> None:
    project_root = tmp_path / "project"
    (project_root / "decks").mkdir(parents=True)
    (project_root / "my-cards").mkdir()
    deck = project_root / "decks" / "mine.deck"
    deck.write_text("7 Plains\n", encoding="utf-8")
    assert default_card_roots(deck) == []
    (project_root / "cards_src").mkdir()
    assert default_card_roots(deck) == [(project_root / "cards_src").resolve()]
    (project_root / "ofuda.toml").write_text(
        'cards = ["my-cards", "cards_src"]\n', encoding="utf-8"
    )
    assert default_card_roots(deck) == [
        (project_root / "my-cards").resolve(),
        (project_root / "cards_src").resolve(),
    ]


def test_a_deck_list_is_read_with_its_title_and_format(tmp_path: Path) -> None:
    path = tmp_path / "d.deck"
    path.write_text(
        "# mine\nname: White Weenie\nformat: 構築\n4 Plains # basic\n", encoding="utf-8"
    )
    listing, diagnostics = read_deck(path)
    assert diagnostics == [] and listing is not None
    assert (listing.title, listing.format.name, listing.names) == (
        "White Weenie",
        "constructed",
        {"Plains"},
    )
