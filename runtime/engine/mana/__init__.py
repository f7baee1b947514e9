"""Mana and costs: mana symbols, pools and payments (106, 107.4), mana abilities (605), cost
items and paying costs (118)."""
