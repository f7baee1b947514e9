"""Japanese words the renderers share: numbers as printed, keywords, card types, colours,
counters, counting words and the verb forms of instructions."""

from __future__ import annotations

from ofuda.runtime.definitions import (
    CardType,
    Color,
    Controller,
    Keyword,
    ObjectFilter,
    PlayerFilter,
    Step,
)

from ..counter_kinds import NAMED_COUNTERS
from ..parse.subtype_table import OTHER_SUBTYPE_KINDS


def number(value: int) -> str:
    """A number as printed: full-width single digits, half-width longer numbers."""
    text = str(value)
    return chr(ord("０") + value) if len(text) == 1 else text


def signed(value: int, negative: bool = False) -> str:
    """A P/T change as printed: ＋２, －１; zero takes the sign of its pair (－１/－０)."""
    return ("－" if value < 0 or (value == 0 and negative) else "＋") + number(abs(value))


KEYWORDS = {
    Keyword.DEATHTOUCH: "接死",
    Keyword.DEFENDER: "防衛",
    Keyword.DOUBLE_STRIKE: "二段攻撃",
    Keyword.FIRST_STRIKE: "先制攻撃",
    Keyword.FLASH: "瞬速",
    Keyword.FLYING: "飛行",
    Keyword.HASTE: "速攻",
    Keyword.HEXPROOF: "呪禁",
    Keyword.LIFELINK: "絆魂",
    Keyword.REACH: "到達",
    Keyword.TRAMPLE: "トランプル",
    Keyword.VIGILANCE: "警戒",
    Keyword.INDESTRUCTIBLE: "破壊不能",
    Keyword.INTIMIDATE: "威嚇",
    Keyword.PLAINSWALK: "平地渡り",
    Keyword.ISLANDWALK: "島渡り",
    Keyword.SWAMPWALK: "沼渡り",
    Keyword.MOUNTAINWALK: "山渡り",
    Keyword.FORESTWALK: "森渡り",
    Keyword.MENACE: "威迫",
    Keyword.PROWESS: "果敢",
    Keyword.UNDYING: "不死",
    Keyword.SOULBOND: "結魂",
    Keyword.SHROUD: "被覆",
    Keyword.FEAR: "畏怖",
    Keyword.WITHER: "萎縮",
    Keyword.INFECT: "感染",
    Keyword.PERSIST: "頑強",
    Keyword.EXALTED: "賛美",
    Keyword.BATTLE_CRY: "喊声",
    Keyword.FLANKING: "側面攻撃",
    Keyword.MENTOR: "教導",
    Keyword.CHANGELING: "多相",
    Keyword.SKULK: "潜伏",
    Keyword.SHADOW: "シャドー",
    Keyword.DEVOID: "欠色",
    Keyword.EVOLVE: "進化",
    Keyword.RIOT: "暴動",
    Keyword.EXTORT: "強請",
    Keyword.SPLIT_SECOND: "刹那",
    Keyword.CONVOKE: "召集",
    Keyword.DELVE: "探査",
    Keyword.BUSHIDO: "武士道",
    Keyword.ANNIHILATOR: "滅殺",
    Keyword.AFTERLIFE: "死後",
}


CARD_TYPES = {
    CardType.ARTIFACT: "アーティファクト",
    CardType.CREATURE: "クリーチャー",
    CardType.ENCHANTMENT: "エンチャント",
    CardType.LAND: "土地",
    CardType.PLANESWALKER: "プレインズウォーカー",
    CardType.INSTANT: "インスタント",
    CardType.SORCERY: "ソーサリー",
}


COLORS = {Color.WHITE: "白", Color.BLUE: "青", Color.BLACK: "黒", Color.RED: "赤", Color.GREEN: "緑"}


def player_noun(players: PlayerFilter) -> str:
    """「対戦相手」 or 「プレイヤー」: the noun of a player filter."""
    return "対戦相手" if players.controller is Controller.OPPONENT else "プレイヤー"


def counter_word(f: ObjectFilter, zone: str) -> str:
    """体 for creatures, 枚 for cards, つ for other objects."""
    if zone in ("graveyard", "hand", "library"):
        return "枚"
    if f.card_types in ((CardType.CREATURE,), (CardType.PLANESWALKER,)) or (
        not f.card_types and f.subtypes and not OTHER_SUBTYPE_KINDS.keys() & set(f.subtypes)
    ):
        return "体"  # creatures and planeswalkers are counted in 体 (a Forest in つ)
    return "つ"


COUNTERS = {"+1/+1": "＋１/＋１", "-1/-1": "－１/－１"} | NAMED_COUNTERS


# plain, continuative (before 、) and て-form (before もよい) of each verb
VERBS: dict[str, tuple[str, str | None, str | None]] = {
    "gain": ("得る", "得", "得て"),
    "attach": ("つける", "つけ", "つけて"),
    "become": ("になる", "になり", "になって"),
    "lose": ("失う", "失い", "失って"),
    "draw": ("引く", "引き", "引いて"),
    "deal": ("与える", "与え", "与えて"),
    "pt": ("の修整を受ける", "の修整を受け", None),
    "destroy": ("破壊する", "破壊し", "破壊して"),
    "exile": ("追放する", "追放し", "追放して"),
    "return": ("戻す", "戻し", "戻して"),
    "put_out": ("出す", "出し", "出して"),
    "create": ("生成する", "生成し", "生成して"),
    "put": ("置く", "置き", "置いて"),
    "double": ("２倍にする", "２倍にし", "２倍にして"),  # 701.9
    "tap": ("タップする", "タップし", "タップして"),
    "untap": ("アンタップする", "アンタップし", "アンタップして"),
    "transform": ("変身させる", "変身させ", "変身させて"),  # 701.28
    "tap_or_untap": ("タップまたはアンタップする", "タップまたはアンタップし", "タップまたはアンタップして"),
    "offer": ("捧げる", "捧げ", "捧げて"),
    "discard": ("捨てる", "捨て", "捨てて"),
    "mill": ("切削する", "切削し", "切削して"),  # 701.13
    "counter": ("打ち消す", "打ち消し", "打ち消して"),
    "regenerate": ("再生する", "再生し", None),
    "exchange": ("交換する", "交換し", None),  # 701.10
    "do": ("行う", None, None),
    "add": ("加える", "加え", "加えて"),
    "spend_only": ("使用できる", None, None),  # 106.6: 「このマナは、…ためにのみ使用できる」
    "prevent": ("軽減する", None, None),
    "none": ("", None, None),
    "reveal": ("公開する", "公開し", "公開して"),
    "look": ("見る", "見", "見て"),
    "choose": ("選ぶ", "選び", "選んで"),
    "search": ("探す", "探し", "探して"),
    "shuffle": ("切り直す", "切り直し", "切り直して"),
    "scry": ("行う", "行い", "行って"),  # 「占術２を行う」
    "keyword_action": ("行う", "行い", "行って"),  # 「諜報２を行う」「増殖を行う」 (701)
    "remove": ("取り除く", None, None),  # 「…の上からカウンターをすべて取り除く」「…を戦闘から取り除く」
    "win_game": ("勝利する", "勝利し", "勝利して"),  # 104.2b: 「このゲームに勝利する」
    "lose_game": ("敗北する", "敗北し", "敗北して"),  # 104.3e: 「このゲームに敗北する」
    "flip_coin": ("する", "し", "して"),  # 705.1: 「コイン投げをする」
    "exile_continue": ("追放し続ける", None, None),
    "cast": ("唱える", None, "唱えて"),
    "play": ("プレイする", None, "プレイして"),
}


ORDINALS = ("第一", "第二", "第三")


# The steps a trigger names (603.2b, 603.7): 「あなたのアップキープの開始時に」.
STEPS = {
    Step.UPKEEP: "アップキープ",
    Step.END: "終了ステップ",
    Step.BEGINNING_OF_COMBAT: "戦闘",
    Step.PRECOMBAT_MAIN: "戦闘前メイン・フェイズ",
    Step.DRAW: "ドロー・ステップ",
}
