# One image for both roles of Yuletide:
#   docker run IMAGE                    -> the HTTP API (`yuletide serve`, port 8000)
#   docker run IMAGE yuletide worker    -> an RQ worker that plays the AI seats
# Configuration is read from environment variables; docs/deploy.md lists them.

# ---------------------------------------------------------------------------
# Builder: turn the project into a wheel and install it, with its dependencies,
# into a self-contained virtual environment under /opt/yuletide.
# ---------------------------------------------------------------------------
FROM python:3.11.14-slim-bookworm AS builder

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1

WORKDIR /src

# The locked dependencies first (a layer that changes only with the lock), then what the wheel is made of;
# .dockerignore keeps everything else out.
COPY requirements/serve.lock ./requirements/serve.lock
RUN python -m venv /opt/yuletide \
    && /opt/yuletide/bin/python -m pip install --require-hashes -r requirements/serve.lock
COPY pyproject.toml README.md ./
COPY domain ./domain
COPY service ./service
COPY workers ./workers

# 1. build the project's wheel alone and install it beside the locked dependencies;
# 2. check the dependency set is consistent and the packages import;
# 3. drop pip from the venv: nothing installs anything at run time.
RUN /opt/yuletide/bin/python -m pip wheel --no-deps --wheel-dir /wheels . \
    && /opt/yuletide/bin/python -m pip install --no-deps --no-index /wheels/*.whl \
    && /opt/yuletide/bin/python -m pip check \
    && /opt/yuletide/bin/python -c "import domain, service, workers" \
    && /opt/yuletide/bin/python -m pip uninstall --yes pip

# ---------------------------------------------------------------------------
# Runtime: the same slim base, the venv, an unprivileged user. No compilers,
# no pip cache, no sources, no curl.
# ---------------------------------------------------------------------------
FROM python:3.11.14-slim-bookworm AS runtime

LABEL org.opencontainers.image.title="yuletide" \
      org.opencontainers.image.description="Game server for holiday tabletop games (API and AI workers)" \
      org.opencontainers.image.licenses="Proprietary"

# Fixed numeric IDs, so Kubernetes can check runAsNonRoot and volumes can be
# prepared for this user ahead of time.
ARG APP_UID=10001
ARG APP_GID=10001
RUN groupadd --system --gid "${APP_GID}" yuletide \
    && useradd --system --uid "${APP_UID}" --gid "${APP_GID}" \
        --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin yuletide

COPY --from=builder /opt/yuletide /opt/yuletide

ENV PATH="/opt/yuletide/bin:${PATH}" \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    YULETIDE_HOST=0.0.0.0 \
    YULETIDE_PORT=8000

WORKDIR /opt/yuletide
USER ${APP_UID}:${APP_GID}

EXPOSE 8000

# Liveness of the API role, with the standard library only. A worker has no
# HTTP port: run workers with the health check disabled (`--no-healthcheck`,
# or `healthcheck: {disable: true}` in Compose). Kubernetes ignores this
# instruction and uses the chart's probes instead.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request as r; r.urlopen('http://127.0.0.1:%s/health/live' % os.environ.get('YULETIDE_PORT', '8000'), timeout=4)"]

CMD ["yuletide", "serve"]
