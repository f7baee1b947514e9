"""Test cards for the special actions static abilities offer (116.2d), written as card files
and compiled by ofuda in both languages (the Japanese and English must give the same IR).

``CURSE`` is Volrath's Curse (《ヴォルラスの呪い》, Stronghold) under a test name; its English is the
Oracle text: "Enchant creature / Enchanted creature can't attack or block, and its activated
abilities can't be activated. That creature's controller may sacrifice a permanent for that
player to ignore this effect until end of turn. / {1}{U}: Return Volrath's Curse to its owner's
hand." Its Japanese follows the official Japanese Oracle templating of the same sentences on
other cards (its own was not found): 《アラクナスの蜘蛛の巣》 (Arachnus Web) 「エンチャントされている
クリーチャーは攻撃したりブロックしたりできず、それの起動型能力は起動できない。」 and 《減衰機関》
(Damping Engine) 「そのプレイヤーは、パーマネントを1つ生け贄に捧げることによって、ターン終了時
までそのプレイヤーはこの効果を無視してもよい。」
"""

from __future__ import annotations

from support.compiled import card_from_text

CURSE_TEXT = """\
name: 試作の呪い / Test Curse
cost: {1}{U}
type: エンチャント — オーラ / Enchantment — Aura
ja:
  エンチャント（クリーチャー）
  エンチャントされているクリーチャーは攻撃したりブロックしたりできず、それの起動型能力は起動できない。そのクリーチャーのコントローラーは、パーマネントを１つ生け贄に捧げることによって、ターン終了時までそのプレイヤーはこの効果を無視してもよい。
  {1}{U}：試作の呪いをオーナーの手札に戻す。
en:
  Enchant creature
  Enchanted creature can't attack or block, and its activated abilities can't be activated. That creature's controller may sacrifice a permanent for that player to ignore this effect until end of turn.
  {1}{U}: Return Test Curse to its owner's hand.
"""
CURSE = card_from_text(CURSE_TEXT)

# The same offer paid with life: "pay 3 life" instead of "sacrifice a permanent".
SHACKLES_TEXT = """\
name: 試作の枷 / Test Shackles
cost: {1}{U}
type: エンチャント — オーラ / Enchantment — Aura
ja:
  エンチャント（クリーチャー）
  エンチャントされているクリーチャーは攻撃したりブロックしたりできない。そのクリーチャーのコントローラーは、ライフを３点支払うことによって、ターン終了時までそのプレイヤーはこの効果を無視してもよい。
en:
  Enchant creature
  Enchanted creature can't attack or block. That creature's controller may pay 3 life for that player to ignore this effect until end of turn.
"""
SHACKLES = card_from_text(SHACKLES_TEXT)
