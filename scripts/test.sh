#!/usr/bin/env bash
# Every check, each started as soon as what it needs is there. Beside the production build, one
# chain of the checks that need no build: format, Edge Function tests (Deno), the unit tests and
# the database tests (jest, unit and database projects). Once the build has ended: the type check
# with ESLint, the visitor's journeys in Chromium, Firefox and WebKit (jest, journeys project) and
# the edited-content test (jest, e2e project, that file alone); once the journeys have freed the
# build's Supabase port, the other browser tests on the build (jest, e2e project). Each check adds
# its counts to one summary; the last line is `Tests: N passed, N failed` over all of them. Extra
# arguments go to every jest run (e.g. a file to run).
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-browsers.sh || exit 1
bash scripts/ensure-nginx.sh || exit 1
bash scripts/ensure-postgres.sh || exit 1

# The test build talks to a Supabase URL on loopback that the browser tests intercept and answer
# from a real Postgres engine (PGlite); nothing leaves the machine. A loopback address already set
# (http://127.0.0.1:PORT) is kept, so two checkouts can test side by side on two free ports; any
# other (a hosted project's) is replaced, so a test never writes to a real database.
if [[ ! "${GATSBY_SUPABASE_URL:-}" =~ ^http://127\.0\.0\.1:[0-9]+$ ]]; then
  export GATSBY_SUPABASE_URL="http://127.0.0.1:54321"
fi
export GATSBY_SUPABASE_URL
export GATSBY_SUPABASE_ANON_KEY="test-anon-key"

# Built as on Netlify, where Gatsby would otherwise install gatsby-adapter-netlify and append its own
# header rules to public/_headers: the browser suite then checks the file Netlify would publish
# (e2e/security-headers.e2e.ts). NETLIFY changes nothing else in the build (only adapter selection
# reads it), and gatsby-config.ts sets the adapter explicitly (gatsby/static-host-adapter.ts).
export NETLIFY=true


work="$(mktemp -d)"
build_pid=""
lint_pid=""
journeys_pid=""
edited_pid=""
chain_pid=""
browser_pid=""
trap 'for pid in $build_pid $lint_pid $journeys_pid $edited_pid $chain_pid $browser_pid; do kill "$pid" 2>/dev/null; done; rm -rf "$work"' EXIT
counts="$work/counts" # one line per step: "<name> <passed> <failed>"
status=0

# record NAME PASSED FAILED — any runner adds its counts here (e.g. a Deno step).
record() {
  echo "$1 $2 $3" >>"$counts"
  if [ "$3" -gt 0 ]; then status=1; fi
}
# check NAME COMMAND... — a step that is one check: passed when the command exits 0.
check() {
  local name="$1"
  shift
  local started=$SECONDS
  if "$@"; then record "$name" 1 0; else record "$name" 0 1; fi
  echo "== $name: $((SECONDS - started)) s"
}

# jest NAME PROJECT [ARGS...] — one jest run of a project (both cores unless ARGS say otherwise);
# its counts go to the summary under NAME.
run_jest() {
  local name="$1" project="$2"
  shift 2
  local started=$SECONDS jest_status=0
  npx jest --ci --selectProjects "$project" --passWithNoTests --json --outputFile="$work/jest-$name.json" "$@" || jest_status=1
  # A run that fails with no failed test (a global setup that threw, say) counts as one failure.
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
    console.log(`jest:${process.argv[2]} ${r.numPassedTests} ${process.argv[3] !== "0" && failed === 0 ? 1 : failed}`);
  ' "$work/jest-$name.json" "$name" "$jest_status" >>"$counts" || record "jest:$name" 0 1
  echo "== jest ($name): $((SECONDS - started)) s"
}

# Edge Functions (supabase/functions) under real Deno: DENO_PATH, else a `deno` on the PATH, else the
# binary npm installs on Linux x64 (@deno/linux-x64-glibc, an optional dependency: the `deno` wrapper
# package would pin every platform's binary in the lock file, and only this one is reachable here).
# Each function's code is linted, its entry point type-checked and its *.test.ts files run (a type
# error or crash with no failed test counts as one failure).
run_deno() {
  local started=$SECONDS
  local deno_bin="${DENO_PATH:-$(command -v deno || echo node_modules/@deno/linux-x64-glibc/deno)}"
  for config in supabase/functions/*/deno.json; do
    local function_dir deno_status=0 deno_passed deno_failed
    function_dir="$(dirname "$config")"
    NO_COLOR=1 DENO_NO_UPDATE_CHECK=1 "$deno_bin" lint --config "$config" "$function_dir" >>"$work/deno.log" 2>&1 || deno_status=1
    NO_COLOR=1 DENO_NO_UPDATE_CHECK=1 "$deno_bin" check --config "$config" "$function_dir/index.ts" >>"$work/deno.log" 2>&1 || deno_status=1
    NO_COLOR=1 DENO_NO_UPDATE_CHECK=1 "$deno_bin" test --no-prompt --config "$config" "$function_dir" >>"$work/deno.log" 2>&1 || deno_status=1
    cat "$work/deno.log"
    read -r deno_passed deno_failed < <(node -e '
      const log = require("fs").readFileSync(process.argv[1], "utf8");
      let passed = 0, failed = 0;
      for (const [, p, f] of log.matchAll(/(\d+) passed \| (\d+) failed/g)) { passed += Number(p); failed += Number(f); }
      if (process.argv[2] !== "0" && failed === 0) failed = 1;
      console.log(passed, failed);
    ' "$work/deno.log" "$deno_status")
    record "deno:$function_dir" "$deno_passed" "$deno_failed"
    : >"$work/deno.log"
  done
  echo "== deno: $((SECONDS - started)) s"
}

# Beside the build, on the core it leaves idle for about half its time (webpack and the page queries
# are mostly one thread), the checks that need no build run one after another; the chain goes on
# beside the checks that follow the build. Output of a background run is shown once it has ended.
# The chain runs niced while the build runs: the build is the step every later check waits for, so
# the chain takes only the CPU the build leaves idle instead of stretching it. Once the build has
# ended, the chain gets the normal priority back (its tests have time limits, which a niced process
# beside the browser tests could overrun); where the system does not let this user raise a priority
# again (not root, no CAP_SYS_NICE), the chain is not niced at all.
can_restore_priority() { nice -n 1 sh -c 'renice -n 0 -p $$' >/dev/null 2>&1; }
# descendants PID — every process below PID (jest workers, the browsers and servers they start).
descendants() {
  ps -e -o pid=,ppid= | awk -v root="$1" '{ parent[$1] = $2 }
    END { for (pid in parent) { up = parent[pid]; while (up in parent && up != root && up > 1) up = parent[up]; if (up == root) print pid } }'
}
nice_chain=0
if can_restore_priority; then nice_chain=1; fi
echo "== gatsby build, beside it Prettier, Deno, the unit tests and the database tests (the output of each follows when it ends)"
build_started=$SECONDS
npx gatsby build >"$work/build.log" 2>&1 &
build_pid=$!
(
  if [ "$nice_chain" -eq 1 ]; then renice -n 10 -p "$BASHPID" >/dev/null; fi
  echo "== prettier (format)"
  check prettier npx prettier --check .
  echo "== deno (Edge Functions)"
  run_deno
  echo "== jest (unit)"
  run_jest unit unit "$@"
  echo "== jest (database)"
  run_jest database database "$@"
) >"$work/without-build.log" 2>&1 &
chain_pid=$!

if wait "$build_pid"; then build_status=0; else build_status=1; fi
build_pid=""
if [ "$nice_chain" -eq 1 ]; then
  # shellcheck disable=SC2046 # one process id per word
  renice -n 0 -p "$chain_pid" $(descendants "$chain_pid") >/dev/null 2>&1 || true
fi
echo "== gatsby build"
cat "$work/build.log"
if [ "$build_status" -eq 0 ]; then record build 1 0; else record build 0 1; fi
echo "== gatsby build: $((SECONDS - build_started)) s"

summary() {
  awk '{ passed += $2; failed += $3; if ($3 > 0) broken = broken " " $1 }
    END { if (broken) print "Failed in:" broken; printf "Tests: %d passed, %d failed\n", passed, failed }' "$counts"
}
if [ "$build_status" -ne 0 ]; then
  echo "The build failed: no lint, type check or browser test."
  wait "$chain_pid"
  chain_pid=""
  cat "$work/without-build.log"
  summary
  exit 1
fi

# One process over one TypeScript program (scripts/typecheck-and-lint.mjs): ESLint's type-aware
# rules reuse the types the check has computed, about two thirds of the CPU of tsc and ESLint
# apart. Beside it the visitor's journeys and the edited-content test (one worker each): long
# chains of one browser waiting for pages (and, for the latter, a second build), started first,
# beside work that needs the CPU, rather than last, where one of them would end alone on one core.
# The journeys answer the build's Supabase port themselves, as e2e/local-store.e2e.ts does, so the
# other browser tests start once they have ended. The edited-content test uses no such port; it
# reads the build's .cache and public/ and changes neither.
EDITED_CONTENT='edited-content\.e2e\.ts$'
(
  started=$SECONDS
  node scripts/typecheck-and-lint.mjs
  lint_exit=$?
  echo "== type check and ESLint: $((SECONDS - started)) s"
  exit "$lint_exit"
) >"$work/lint.log" 2>&1 &
lint_pid=$!
(run_jest journeys journeys --maxWorkers=1 "$@") >"$work/journeys.log" 2>&1 &
journeys_pid=$!
(run_jest edited-content e2e --maxWorkers=1 "$@" --testPathIgnorePatterns "^(?!.*$EDITED_CONTENT)") >"$work/edited-content.log" 2>&1 &
edited_pid=$!

wait "$journeys_pid"
journeys_pid=""
(run_jest e2e e2e "$@" --testPathIgnorePatterns "$EDITED_CONTENT") >"$work/browser.log" 2>&1 &
browser_pid=$!

wait "$chain_pid"
chain_pid=""
cat "$work/without-build.log"
if wait "$lint_pid"; then lint_status=0; else lint_status=1; fi
lint_pid=""
echo "== type check and ESLint"
cat "$work/lint.log"
if [ "$lint_status" -eq 0 ]; then record typecheck-and-lint 1 0; else record typecheck-and-lint 0 1; fi
echo "== jest (journeys)"
cat "$work/journeys.log"
wait "$edited_pid"
edited_pid=""
echo "== jest (edited-content)"
cat "$work/edited-content.log"
wait "$browser_pid"
browser_pid=""
echo "== jest (browser)"
cat "$work/browser.log"
echo "== every step: $SECONDS s"

# Most checks ran in subshells: a failure reaches the exit status through the counts recorded.
if awk '$3 > 0 { found = 1 } END { exit !found }' "$counts"; then status=1; fi
summary
exit "$status"
