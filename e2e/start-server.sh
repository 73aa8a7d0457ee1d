#!/usr/bin/env bash
# The built app on a fresh embedded database, for the browser tests. With E2E_TEMPLATE set, the first
# server seeds that folder and every server of the run starts from a copy of it (one seeding, not one
# per parallel worker).
set -euo pipefail
DATA_DIR=$(mktemp -d /tmp/yaocai-e2e.XXXXXX)
export DATA_DIR LOG_LEVEL=warn
unset DATABASE_URL
if [ -n "${E2E_TEMPLATE:-}" ]; then
  exec 9>"$E2E_TEMPLATE.lock"
  flock 9
  if [ ! -f "$E2E_TEMPLATE/ready" ]; then
    # Templates of earlier runs are not needed any more.
    find /tmp -maxdepth 1 -name 'yaocai-e2e-template-*' -mmin +120 -exec rm -rf {} + 2>/dev/null || true
    mkdir -p "$E2E_TEMPLATE"
    node --import tsx e2e/prepare-database.ts "$E2E_TEMPLATE/db"
    touch "$E2E_TEMPLATE/ready"
  fi
  flock -u 9
  cp -r "$E2E_TEMPLATE/db/." "$DATA_DIR/"
fi
exec node --import tsx apps/api/src/server.ts
