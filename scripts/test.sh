#!/usr/bin/env bash
# Every check: lint, type-check, migration drift, unit and API tests, then browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh

# Lint, type-check and migration drift run beside the tests at the lowest priority: they take what the
# tests leave of the cores (about a fifth of two cores while the browser tests run) instead of a phase
# of their own, and their output comes at the end.
check_log=$(mktemp)
nice -n 19 npm run check >"$check_log" 2>&1 &
check_pid=$!

# The browser tests' web builds and seeded database are made beside the unit tests the same way, so the
# browser tests start as soon as the unit tests end (e2e/start-server.sh copies a ready E2E_TEMPLATE).
E2E_TEMPLATE=$(mktemp -d /tmp/yaocai-e2e-template-XXXXXX)
export E2E_TEMPLATE
prepare_log=$(mktemp)
(nice -n 19 npm run build && nice -n 19 node --import tsx e2e/prepare-database.ts "$E2E_TEMPLATE/db" &&
  touch "$E2E_TEMPLATE/ready") >"$prepare_log" 2>&1 &
prepare_pid=$!
trap 'kill "$check_pid" "$prepare_pid" 2>/dev/null || true; rm -rf "$check_log" "$prepare_log" "$E2E_TEMPLATE" "$E2E_TEMPLATE.lock"' EXIT

tests=0
phase_start=$SECONDS
took() { echo "== $1 took $((SECONDS - phase_start)) s"; phase_start=$SECONDS; }
echo "== unit and API tests"
npx vitest run || tests=$?
took "unit and API tests"
if [ "$tests" -eq 0 ]; then
  echo "== browser tests"
  prepared=0
  wait "$prepare_pid" || prepared=$?
  cat "$prepare_log"
  took "waiting for the browser tests' builds and database"
  if [ "$prepared" -eq 0 ]; then
    npx playwright test -c e2e/playwright.config.ts || tests=$?
    took "browser tests"
  else
    tests=$prepared
  fi
fi

echo "== check: lint, type-check, migrations"
check=0
wait "$check_pid" || check=$?
cat "$check_log"
took "the rest of the check"
echo "== npm test took $SECONDS s"
[ "$check" -eq 0 ] || echo "check failed (exit $check)"
[ "$tests" -eq 0 ] || echo "tests failed (exit $tests)"
[ "$check" -eq 0 ] && [ "$tests" -eq 0 ]
