"""Casting spells and activating abilities (601, 602, 606), playing lands (305), timing
(117.1), the actions a player may take with priority, special actions (116.2d) and
prohibitions on activating (602.5a)."""
