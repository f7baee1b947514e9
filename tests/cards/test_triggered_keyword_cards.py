"""Battle cry, bushido N, flanking, annihilator N and afterlife N on cards compiled by ofuda from
both languages' printed text (no card of cards_src has them: the cards are written here, with
the keywords' printed reminders), played through the generated code."""

from __future__ import annotations

from ofuda.runtime import CardType, Scenario
from ofuda.runtime.agents.scripted import Choose, Targets
from support.compiled import card_from_text
from support.kit import card, creature


def _creature(name: str, ja: str, en: str, pt: str = "2/2") -> object:
    return card_from_text(
        f"name: {name} / {name}\ncost: {{2}}{{W}}\ntype: クリーチャー — 人間 / Creature — Human\n"
        f"pt: {pt}\nja:\n  {ja}\nen:\n  {en}\n"
    )


PALADIN = _creature(
    "Paladin",
    "喊声（このクリーチャーが攻撃するたび、他の各攻撃クリーチャーはターン終了時まで＋１/＋０の修整を受ける。）",
    "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until "
    "end of turn.)",
    "3/1",
)
SAMURAI = _creature(
    "Samurai",
    "武士道２（このクリーチャーがブロックするかブロックされた状態になるたび、ターン終了時まで、"
    "これは＋２/＋２の修整を受ける。）",
    "Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of "
    "turn.)",
)
CAVALRY = _creature(
    "Cavalry",
    "側面攻撃（側面攻撃を持たないクリーチャーがこのクリーチャーをブロックするたび、ターン終了時まで、"
    "ブロックしているクリーチャーは－１/－１の修整を受ける。）",
    "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature "
    "gets -1/-1 until end of turn.)",
)
CRUSHER = _creature(
    "Crusher",
    "滅殺２（このクリーチャーが攻撃するたび、防御プレイヤーはパーマネントを２つ生け贄に捧げる。）",
    "Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents.)",
    "8/8",
)
MINISTRANT = _creature(
    "Ministrant",
    "死後２（このクリーチャーが死亡したとき、飛行を持つ白であり黒である１/１のスピリット・"
    "クリーチャー・トークンを２体生成する。）",
    "Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens "
    "with flying.)",
)
DROPPER = _creature(
    "Dropper",
    "教導（このクリーチャーが攻撃するたび、パワーがこれよりも小さい攻撃クリーチャー１体を対象とする。"
    "それの上に＋１/＋１カウンターを１個置く。）",
    "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature "
    "with lesser power.)",
    "5/2",
)
SHIFTER = _creature(
    "Shifter",
    "多相（このカードは常にすべてのクリーチャー・タイプである。）",
    "Changeling (This card is every creature type.)",
)
ELF_LORD = card_from_text(
    "name: Lord / Lord\ncost: {1}{G}\ntype: クリーチャー — エルフ / Creature — Elf\npt: 1/1\n"
    "ja:\n  他の、あなたがコントロールするエルフは＋１/＋１の修整を受ける。\n"
    "en:\n  Other Elves you control get +1/+1.\n"
)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")
FOREST = card("Forest", None, CardType.LAND, subtypes=("Forest",))


def test_battle_cry_pumps_the_other_attackers() -> None:
    s = Scenario()
    s.battlefield("Alice", PALADIN, BEAR)  # type: ignore[arg-type]
    s.attack("Paladin", "Bear")
    s.resolve()
    assert (s.pt("Paladin"), s.pt("Bear")) == ((3, 1), (3, 2))


def test_bushido_2_blocked() -> None:
    s = Scenario()
    s.battlefield("Alice", SAMURAI)  # type: ignore[arg-type]
    s.battlefield("Bob", BEAR)
    s.attack("Samurai")
    s.block(("Bear", "Samurai"))
    s.resolve()
    assert s.pt("Samurai") == (4, 4)


def test_flanking_shrinks_the_blocker() -> None:
    s = Scenario()
    s.battlefield("Alice", CAVALRY)  # type: ignore[arg-type]
    s.battlefield("Bob", BEAR)
    s.attack("Cavalry")
    s.block(("Bear", "Cavalry"))
    s.resolve()
    assert s.pt("Bear") == (1, 1)


def test_annihilator_2() -> None:
    s = Scenario()
    s.battlefield("Alice", CRUSHER)  # type: ignore[arg-type]
    s.battlefield("Bob", BEAR, WOLF, FOREST)
    s.script("Bob", Choose(("Wolf", "Forest")))
    s.attack("Crusher")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Bear"]


def test_afterlife_2() -> None:
    s = Scenario()
    (ministrant,) = s.battlefield("Alice", MINISTRANT)  # type: ignore[arg-type]
    s.game.destroy(ministrant)
    s.resolve()
    assert sorted(s.on_battlefield("Alice")) == ["Spirit Token", "Spirit Token"]


def test_mentor_puts_a_counter_on_a_lesser_attacker() -> None:
    s = Scenario()
    s.battlefield("Alice", DROPPER, BEAR)  # type: ignore[arg-type]
    s.script("Alice", Targets(("Bear",)))
    s.attack("Dropper", "Bear")
    s.resolve()
    assert s.pt("Bear") == (3, 3)


def test_changeling_is_an_elf_for_an_elf_lord() -> None:
    s = Scenario()
    s.battlefield("Alice", SHIFTER, ELF_LORD, BEAR)  # type: ignore[arg-type]
    assert (s.pt("Shifter"), s.pt("Bear")) == ((3, 3), (2, 2))
