# Shared by scripts/serve and scripts/test: a project virtualenv with the locked dependencies and the project.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${YULETIDE_VENV:-$ROOT/.venv}"
PYTHON="${PYTHON:-python3}"

# Install requirements/<set>.lock (exact versions, checked against their hashes), then the project itself.
# scripts/serve and scripts/test may both start on a fresh clone at once: an exclusive lock on a file in the
# venv's folder lets one create and fill the venv while the other waits, then finds it ready. The lock is
# released before the caller goes on, so a running server holds nothing.
ensure_venv() {
  local set="$1"
  local lock="$ROOT/requirements/$set.lock"
  mkdir -p "$VENV"
  exec 9>"$VENV/.setup.lock"
  if command -v flock >/dev/null 2>&1; then
    flock 9
  else
    echo "flock not found: not guarding $VENV against a second set-up running at once" >&2
  fi
  if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
  fi
  local stamp="$VENV/.installed-$set"
  if [ ! -f "$stamp" ] || [ "$lock" -nt "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
    "$VENV/bin/python" -m pip install --quiet --require-hashes -r "$lock"
    "$VENV/bin/python" -m pip install --quiet --no-deps -e "$ROOT"
    touch "$stamp"
  fi
  exec 9>&-
}
