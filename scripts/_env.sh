# Shared by scripts/serve and scripts/test: a project virtualenv with the locked dependencies and the project.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${YULETIDE_VENV:-$ROOT/.venv}"
PYTHON="${PYTHON:-python3}"

# Install the hash-locked packages of $1 into $VENV, one progress line per package on stderr ("[3/57] litestar"),
# so a first run is never silent for the minute it takes.
install_locked() {
  local lock="$1" total done=0 line
  total="$(grep -c '^[A-Za-z0-9]' "$lock")"
  echo "Installing $total locked packages from ${lock#"$ROOT"/}" >&2
  "$VENV/bin/python" -m pip install --progress-bar off --require-hashes -r "$lock" 2>&1 | while IFS= read -r line; do
    case "$line" in
      Collecting\ *|Requirement\ already\ satisfied:\ *)
        line="${line#Collecting }"
        line="${line#Requirement already satisfied: }"
        done=$((done + 1))
        printf '  [%d/%d] %s\n' "$done" "$total" "${line%% *}" >&2 ;;
      Installing\ collected*) echo "  unpacking them into the environment" >&2 ;;
      ERROR*|error*) echo "$line" >&2 ;;
    esac
  done
  return "${PIPESTATUS[0]}"
}

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
    echo "Setting up $VENV (first run only; about a minute): creating the environment" >&2
    "$PYTHON" -m venv "$VENV"
  fi
  local stamp="$VENV/.installed-$set"
  if [ ! -f "$stamp" ] || [ "$lock" -nt "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
    install_locked "$lock" || return 1
    echo "Installing Yuletide itself into $VENV" >&2
    "$VENV/bin/python" -m pip install --quiet --no-deps -e "$ROOT"
    touch "$stamp"
    echo "$VENV is ready" >&2
  fi
  exec 9>&-
}

# Shared by scripts/check-clients and scripts/check-web.
step() { printf '\n== %s\n' "$*"; }

# Start `yuletide serve` of this checkout in the background on a free port, with the embedded store, the rate
# limit off and its log in $1; further arguments are VAR=value settings for it. Sets SERVER (its pid) and URL,
# and waits until it is ready; prints the log's end and fails when it does not get there.
SERVER=""
start_server() {
  local log="$1" port
  shift
  port="$("$VENV/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  URL="http://127.0.0.1:$port"
  env -u REDIS_URL YULETIDE_RATE_LIMIT=0/minute YULETIDE_LOG_LEVEL=WARNING "$@" \
    "$VENV/bin/yuletide" serve --host 127.0.0.1 --port "$port" 2>"$log" &
  SERVER=$!
  for _ in $(seq 150); do
    curl -fs "$URL/health/ready" >/dev/null 2>&1 && return 0
    kill -0 "$SERVER" 2>/dev/null || break
    sleep 0.2
  done
  echo "the server did not start:" >&2
  tail -n 40 "$log" >&2
  return 1
}

# Stop the server start_server started, if it still runs.
stop_server() {
  if [ -n "$SERVER" ] && kill -0 "$SERVER" 2>/dev/null; then
    kill "$SERVER"
    wait "$SERVER" 2>/dev/null || true
  fi
  SERVER=""
}
