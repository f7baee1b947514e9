"""Players' choices: the agent interface every question goes through (with the random agent),
the heuristic agent and the scripted agent of tests."""
