#!/usr/bin/env bash
# Every test: production build, type check, unit + database tests, browser tests on the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

# The test build talks to a Supabase URL on loopback that the browser tests intercept and answer
# from a real Postgres engine (PGlite); nothing leaves the machine.
export GATSBY_SUPABASE_URL="http://127.0.0.1:54321"
export GATSBY_SUPABASE_ANON_KEY="test-anon-key"

# Built as on Netlify, where Gatsby would otherwise install gatsby-adapter-netlify and append its own
# header rules to public/_headers: the browser suite then checks the file Netlify would publish
# (e2e/security-headers.e2e.ts). NETLIFY changes nothing else in the build (only adapter selection
# reads it), and gatsby-config.ts sets the adapter explicitly (gatsby/static-host-adapter.ts).
export NETLIFY=true

echo "== gatsby build"
npx gatsby build
echo "== typecheck"
npx tsc --noEmit
echo "== jest (unit, database, browser)"
results="$(mktemp)"
status=0
npx jest --ci --json --outputFile="$results" "$@" || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  console.log(`Tests: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed`);
' "$results" || true
rm -f "$results"
exit "$status"
