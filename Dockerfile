# syntax=docker/dockerfile:1
# The portal as a container image: built in one stage, run from a slim one that holds only the built server, the
# built web app and the server's production dependencies. See README, "Containers (Docker / compose)".
#   docker build -t water-plant-portal .
ARG NODE_IMAGE=node:20-bookworm-slim

# What every install starts from: compilers for better-sqlite3 (built from source when no prebuilt binary fits),
# and the package.json of every workspace, since npm ci checks the whole lockfile even for the workspaces it skips.
FROM ${NODE_IMAGE} AS base
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/mobile/package.json apps/mobile/
COPY packages/contract/package.json packages/contract/
COPY packages/engine/package.json packages/engine/
COPY packages/form/package.json packages/form/

# The build: everything installed, as in development (the web build needs the Capacitor plugins the web app imports).
FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

# What the bundle imports at run time: it inlines the @wp packages, so only the npm dependencies of @wp/server and
# of the workspaces it depends on (@wp/engine's bpmn-moddle, jexl). Nothing of the web app or the native app.
FROM base AS prod-deps
# apps/server/node_modules holds what npm could not hoist (none today); made empty so the COPY below always works.
RUN npm ci --omit=dev --workspace @wp/server && mkdir -p apps/server/node_modules

FROM ${NODE_IMAGE} AS runtime
# Production defaults as in deploy/systemd: no demo plant (its passwords are public) unless SEED_DEMO=true is given.
# Backups (BACKUP_CRON, npm run backup) go to /data/backups, which compose mounts as a volume of its own.
# npm (for `npm run backup`) keeps its cache and logs in /tmp and asks no registry for updates.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    BACKUP_DIR=/data/backups \
    SEED_DEMO=false \
    NPM_CONFIG_CACHE=/tmp/.npm \
    NPM_CONFIG_UPDATE_NOTIFIER=false
# pg_dump and pg_restore: backups and restores of a PostgreSQL database. Debian 12's are version 15, and pg_dump
# refuses a newer server: for PostgreSQL 16 or later, install that version's client from apt.postgresql.org here.
# A user of its own, not root; the code stays root's and read-only to it: only DATA_DIR is written. The
# directories are made here so that a new named volume mounted on them starts out owned by that user.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 waterplant \
 && useradd --system --uid 10001 --gid waterplant --home-dir /app --no-create-home --shell /usr/sbin/nologin waterplant \
 && mkdir -p /data/backups && chown -R waterplant:waterplant /data && chmod -R 0750 /data
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/apps/server/node_modules apps/server/node_modules
# package.json files: "type": "module" for the bundle, the backup/restore scripts, and @wp/server's own location
# (the label PDFs find assets/fonts through it).
COPY package.json README.md ./
COPY apps/server/package.json apps/server/
COPY apps/server/assets apps/server/assets
COPY --from=build /app/apps/server/dist apps/server/dist
# The server serves the web build from apps/web/dist beside it (config.ts: webDist).
COPY --from=build /app/apps/web/dist apps/web/dist
# `npm run backup -- <file>` / `npm run restore -- <file>` (its bundled half, dist/ops.js, came with dist/).
COPY scripts/ops.mjs scripts/
USER waterplant
# SQLite database, uploaded files, RSA key pair and JWT secret: every server of one plant shares this directory.
VOLUME ["/data"]
EXPOSE 8080
# Ready means the database answers; a server shutting down answers 503. No curl in the slim image: node asks, over
# https when the server has a certificate (any certificate: this is the server asking itself over loopback).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "const tls=!!process.env.TLS_CERT_FILE;require(tls?'https':'http').get({host:'127.0.0.1',port:process.env.PORT||8080,path:'/health/ready',rejectUnauthorized:false,timeout:4000},(r)=>process.exit(r.statusCode===200?0:1)).on('timeout',()=>process.exit(1)).on('error',()=>process.exit(1))"]
# SIGTERM: the server finishes its requests, ends its event streams and stops its jobs, then exits 0. Node runs as
# PID 1 and handles it itself (the server installs the handler), so no init is needed.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
