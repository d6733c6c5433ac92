"""RQ workers that play the AI seats."""
