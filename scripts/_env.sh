# Shared by scripts/serve and scripts/test: a project virtualenv with the locked dependencies and the project.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${YULETIDE_VENV:-$ROOT/.venv}"
PYTHON="${PYTHON:-python3}"

# Install requirements/<set>.lock (exact versions, checked against their hashes), then the project itself.
ensure_venv() {
  local set="$1"
  local lock="$ROOT/requirements/$set.lock"
  if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
  fi
  local stamp="$VENV/.installed-$set"
  if [ ! -f "$stamp" ] || [ "$lock" -nt "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
    "$VENV/bin/python" -m pip install --quiet --require-hashes -r "$lock"
    "$VENV/bin/python" -m pip install --quiet --no-deps -e "$ROOT"
    touch "$stamp"
  fi
}
