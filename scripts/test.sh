#!/usr/bin/env bash
# Every check: lint, type-check, migration drift, unit and API tests, then browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
echo "== check: lint, type-check, migrations"
npm run check
echo "== unit and API tests"
npx vitest run
echo "== browser tests"
npm run test:e2e
