"""Domain counters exposed on /metrics beside Litestar's request metrics."""

from prometheus_client import Counter

GAMES_CREATED = Counter("yuletide_games_created_total", "Games created", ["game"])
MOVES_APPLIED = Counter("yuletide_moves_applied_total", "Moves applied (human and AI)", ["game"])
CAS_RETRIES = Counter("yuletide_cas_retries_total", "Compare-and-set writes that lost a race and retried", ["game"])
AI_JOBS = Counter("yuletide_ai_jobs_total", "AI turn jobs by outcome", ["outcome"])
