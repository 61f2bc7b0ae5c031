#!/usr/bin/env bash
# supabase/__tests__/postgres-server.test.ts runs Debian's PostgreSQL server (several connections at
# once, which PGlite cannot show); install it when missing (root on these machines). The test finds
# the binaries in /usr/lib/postgresql/<major>/bin, or POSTGRES_BIN.
set -euo pipefail
if [ -n "${POSTGRES_BIN:-}" ] && [ -x "$POSTGRES_BIN/initdb" ]; then exit 0; fi
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then exit 0; fi
echo "Installing Debian's PostgreSQL server for the database concurrency test..."
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -q
# Only the server binaries: the package's own cluster is neither needed nor started by the tests.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends postgresql
