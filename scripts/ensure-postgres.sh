#!/usr/bin/env bash
# supabase/__tests__/postgres-server.test.ts runs Debian's PostgreSQL server (several connections at
# once, which PGlite cannot show); install it when missing (root on these machines). The test finds
# the binaries in /usr/lib/postgresql/<major>/bin, or POSTGRES_BIN.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
if [ -n "${POSTGRES_BIN:-}" ] && [ -x "$POSTGRES_BIN/initdb" ]; then exit 0; fi
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then exit 0; fi
# Only the server binaries: the package's own cluster is neither needed nor started by the tests.
apt_install --no-install-recommends postgresql
