"""The test kit: :class:`.scenario.Scenario` sets up and drives a game for rules tests."""
