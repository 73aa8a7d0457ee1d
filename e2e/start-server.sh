#!/usr/bin/env bash
# The built app on a fresh embedded database, for the browser tests.
set -euo pipefail
DATA_DIR=$(mktemp -d /tmp/yaocai-e2e.XXXXXX)
export DATA_DIR LOG_LEVEL=warn
unset DATABASE_URL
exec node --import tsx apps/api/src/server.ts
