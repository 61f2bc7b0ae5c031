#!/usr/bin/env bash
# Every test: production build, type check, Edge Function tests (Deno), unit + database tests, browser tests on the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh

# The test build talks to a Supabase URL on loopback that the browser tests intercept and answer
# from a real Postgres engine (PGlite); nothing leaves the machine.
export GATSBY_SUPABASE_URL="http://127.0.0.1:54321"
export GATSBY_SUPABASE_ANON_KEY="test-anon-key"

echo "== gatsby build"
npx gatsby build
echo "== typecheck"
npx tsc --noEmit

# ---- Edge Functions (supabase/functions) under real Deno, from the `deno` npm package ----------
# Each function's entry point is type-checked and its *.test.ts files run; the counts are added to
# the final "Tests:" line (a type error or crash with no failed test counts as one failure).
echo "== deno (Edge Functions)"
deno_log="$(mktemp)"
deno_status=0
for config in supabase/functions/*/deno.json; do
  function_dir="$(dirname "$config")"
  export NO_COLOR=1 DENO_NO_UPDATE_CHECK=1
  npx deno check --config "$config" "$function_dir/index.ts" 2>&1 | tee -a "$deno_log" || deno_status=1
  npx deno test --no-prompt --config "$config" "$function_dir" 2>&1 | tee -a "$deno_log" || deno_status=1
  unset NO_COLOR DENO_NO_UPDATE_CHECK
done
read -r DENO_PASSED DENO_FAILED < <(node -e '
  const log = require("fs").readFileSync(process.argv[1], "utf8");
  let passed = 0, failed = 0;
  for (const [, p, f] of log.matchAll(/(\d+) passed \| (\d+) failed/g)) { passed += Number(p); failed += Number(f); }
  if (process.argv[2] !== "0" && failed === 0) failed = 1;
  console.log(passed, failed);
' "$deno_log" "$deno_status")
export DENO_PASSED DENO_FAILED
rm -f "$deno_log"
# ---- end of Edge Functions ------------------------------------------------------------------------

echo "== jest (unit, database, browser)"
results="$(mktemp)"
status=0
npx jest --ci --json --outputFile="$results" "$@" || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const extraPassed = Number(process.env.DENO_PASSED || 0), extraFailed = Number(process.env.DENO_FAILED || 0);
  console.log(`Tests: ${r.numPassedTests + extraPassed} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites + extraFailed} failed`);
' "$results" || true
rm -f "$results"
if [ "$status" -eq 0 ] && [ "$deno_status" -ne 0 ]; then status=1; fi
exit "$status"
