"""Double-faced cards (CR 712) as card files: one file holds both faces, the back face after
``back: <name>``; the whole pipeline carries both (IR, codegen, render, export, fmt,
explain, review), and the back face is never a card of its own."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from ofuda.cli.explain import explain_card, render_explanation
from ofuda.cli.fmt import format_text
from ofuda.cli.main import cli
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.interchange.exporter import export_card
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.project import Catalogue, load_definition
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import CardType, Color, Keyword

DELVER = """\
number: 51
name: 秘密を掘り下げる者 / Delver of Secrets
cost: {U}
type: クリーチャー — 人間・ウィザード / Creature — Human Wizard
pt: 1/1
ja:
  先制攻撃
en:
  First strike
back: 昆虫の逸脱者 / Insectile Aberration
color: blue
type: クリーチャー ― - 人間・昆虫 / Creature — Human Insect
pt: 3/2
ja:
  飛行
en:
  Flying
"""


def _compile(text: str, languages: tuple[str, ...] | None = None):  # type: ignore[no-untyped-def]
    return compile_source(SourceFile("delver.card", text), languages)


def test_one_file_holds_both_faces_and_the_ir_carries_the_back_face() -> None:
    card = _compile(DELVER)
    assert card.ok, [d.message for d in card.diagnostics]
    assert card.card is not None and card.card.back is not None
    assert card.card.face.name == "Delver of Secrets"
    assert [a.keyword for a in card.card.abilities] == [Keyword.FIRST_STRIKE]  # type: ignore[attr-defined]
    back = card.card.back
    assert (back.face.name, back.face.name_ja) == ("Insectile Aberration", "昆虫の逸脱者")
    assert back.face.mana_cost is None  # 712.8e: a back face has no mana cost
    assert back.face.colors == (Color.BLUE,)  # 204: its colour indicator
    assert back.face.subtypes == ("Human", "Insect")  # the stray hyphen of the data is not read
    assert (back.face.power, back.face.toughness) == (3, 2)
    assert [a.keyword for a in back.abilities] == [Keyword.FLYING]  # type: ignore[attr-defined]
    # each language alone reads both faces the same
    for lang in ("ja", "en"):
        alone = _compile(DELVER, (lang,))
        assert alone.ok and alone.card == card.by_language[lang]


def test_a_back_face_refers_to_itself_by_its_own_name() -> None:
    own = DELVER.replace("  飛行\n", "  昆虫の逸脱者は飛行を持つ。\n").replace(
        "  Flying\n", "  Insectile Aberration has flying.\n"
    )
    card = _compile(own)
    assert card.ok, [d.message for d in card.diagnostics]
    # the front face's name is not the back face's "this card" (712.1: each face its own)
    front = own.replace("昆虫の逸脱者は", "秘密を掘り下げる者は").replace(
        "Insectile Aberration has", "Delver of Secrets has"
    )
    assert not _compile(front).ok


def test_the_japanese_and_english_back_faces_must_mean_the_same() -> None:
    card = _compile(DELVER.replace("  Flying\n", "  Vigilance\n"))
    (e301,) = [d for d in card.diagnostics if d.code == "E301"]
    assert "back face" in e301.message
    assert card.source.text[e301.span.start : e301.span.end] == "飛行"


def test_the_back_face_layout_is_checked() -> None:
    cost = _compile(DELVER.replace("color: blue\n", "cost: {U}\n"))
    assert [d.code for d in cost.diagnostics] == ["E008"]
    assert "712.8e" in " ".join(cost.diagnostics[0].hints)
    twice = _compile(DELVER + "back: 二つ目 / Second\ntype: クリーチャー / Creature\n")
    assert "E004" in [d.code for d in twice.diagnostics]
    no_type = _compile(
        DELVER.replace("type: クリーチャー ― - 人間・昆虫 / Creature — Human Insect\n", "")
    )
    assert any(d.code == "E003" and "back face" in d.message for d in no_type.diagnostics)
    no_name = _compile(DELVER.replace("back: 昆虫の逸脱者 / Insectile Aberration", "back:"))
    assert "E005" in [d.code for d in no_name.diagnostics]
    colour = _compile(DELVER.replace("color: blue", "color: purple"))
    assert [d.code for d in colour.diagnostics] == ["E005"]


def test_colour_indicators_in_either_language() -> None:
    for value, colours in (
        ("black, green", (Color.BLACK, Color.GREEN)),
        ("green black", (Color.BLACK, Color.GREEN)),  # in the order of 105.1
        ("黒・緑", (Color.BLACK, Color.GREEN)),
        ("U", (Color.BLUE,)),
    ):
        card = _compile(DELVER.replace("color: blue", f"color: {value}"))
        assert card.ok and card.card is not None and card.card.back is not None
        assert card.card.back.face.colors == colours, value


def test_one_module_holds_both_faces_and_the_back_face_is_not_a_card() -> None:
    card = _compile(DELVER)
    assert card.card is not None
    code = generate_module(card.card, card.by_language, "delver.card")
    definition = load_definition(code)
    assert definition.name == "Delver of Secrets" and definition.colors is None
    back = definition.back
    assert back is not None and back.back is None
    assert (back.name, back.mana_cost, back.colors) == ("Insectile Aberration", None, (Color.BLUE,))
    assert back.card_types == (CardType.CREATURE,) and back.keywords == (Keyword.FLYING,)
    assert code.count("CardDefinition(") == 2


def test_the_catalogue_knows_a_double_faced_card_by_its_front_face_only(tmp_path: Path) -> None:
    (tmp_path / "051-delver-of-secrets.card").write_text(DELVER, encoding="utf-8")
    catalogue = Catalogue.from_paths([tmp_path], basic_lands=False)
    assert set(catalogue.by_name) == {"Delver of Secrets", "秘密を掘り下げる者"}


def test_render_and_round_trip_both_faces() -> None:
    card = _compile(DELVER)
    assert card.card is not None
    for lang in ("ja", "en"):
        again = recompile(card.card, lang)
        assert again.ok, [d.message for d in again.diagnostics]
        assert again.card is not None and again.card.back is not None
        assert again.card.abilities == card.card.abilities
        assert again.card.back.abilities == card.card.back.abilities
        assert again.card.back.face.colors == (Color.BLUE,)


def test_render_command_prints_the_back_face(tmp_path: Path) -> None:
    path = tmp_path / "delver.card"
    path.write_text(DELVER, encoding="utf-8")
    result = CliRunner().invoke(cli, ["render", str(path), "--lang", "en"])
    assert result.exit_code == 0
    assert result.output.splitlines()[1:] == [
        "First strike",
        "# back: Insectile Aberration",
        "Flying",
    ]


def test_explain_shows_both_faces() -> None:
    card = _compile(DELVER)
    explained = explain_card(card)
    assert [(e.back, e.number, e.kind) for e in explained] == [
        (False, 1, "keyword ability"),
        (True, 1, "keyword ability"),
    ]
    assert "Keyword.FIRST_STRIKE" in explained[0].python
    assert "Keyword.FLYING" in explained[1].python
    assert "back face: 昆虫の逸脱者 / Insectile Aberration" in render_explanation(card)


def test_export_shows_both_faces_as_the_data_has_them(tmp_path: Path) -> None:
    path = tmp_path / "delver.card"
    path.write_text(DELVER, encoding="utf-8")
    record = export_card(path)
    assert record["name_en"] == "Delver of Secrets" and "color_indicator" not in record
    back = record["back"]
    assert back["name_en"] == "Insectile Aberration" and back["mana_cost"] is None
    assert back["type_ja"] == "クリーチャー ― - 人間・昆虫"  # as written: the text is never edited
    assert back["color_indicator"] == ["U"] and back["text_ja"] == "飛行"
    assert (back["power"], back["toughness"]) == ("3", "2")


def test_fmt_puts_each_face_s_fields_in_order_without_changing_a_word() -> None:
    scrambled = DELVER.replace(
        "color: blue\ntype: クリーチャー ― - 人間・昆虫 / Creature — Human Insect\npt: 3/2\n",
        "pt:   3/2\ntype: クリーチャー ― - 人間・昆虫  /  Creature — Human Insect\ncolor: blue\n",
    )
    assert scrambled != DELVER
    assert format_text(scrambled) == DELVER
    assert format_text(DELVER) == DELVER


def test_the_review_page_shows_both_faces(tmp_path: Path) -> None:
    path = tmp_path / "delver.card"
    path.write_text(DELVER, encoding="utf-8")
    out = tmp_path / "review.html"
    result = CliRunner().invoke(cli, ["review", str(path), "-o", str(out)])
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert page.count('class="face"') == 2 and "Insectile Aberration" in page


def test_the_editor_places_each_face_s_abilities_on_its_own_lines() -> None:
    from ofuda.cli.lsp import compile_bridge as bridge
    from ofuda.cli.lsp.layout import self_names

    card = _compile(DELVER)
    placed = bridge.placed_abilities(card, "en")
    assert [(p.index, p.face.name, DELVER[p.line.start : p.line.end]) for p in placed] == [
        (0, "Delver of Secrets", "First strike"),
        (1, "Insectile Aberration", "Flying"),
    ]
    assert self_names(DELVER) == ("秘密を掘り下げる者", "Delver of Secrets")
    assert self_names(DELVER, DELVER.index("  Flying")) == ("昆虫の逸脱者", "Insectile Aberration")
    assert self_names(DELVER, DELVER.index("  First strike")) == (
        "秘密を掘り下げる者",
        "Delver of Secrets",
    )
    different = _compile(DELVER.replace("  Flying\n", "  Vigilance\n"))
    assert bridge.first_difference(different) == 1  # the back face's first ability
