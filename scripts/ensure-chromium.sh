#!/usr/bin/env bash
# Debian's Chromium, in its two builds (scripts/lib/chromium.cjs): `chromium-headless-shell` for the
# browser tests and `chromium` for the benchmark. Installs whichever is missing (root on these machines).
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
missing=()
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
apt_install "${missing[@]}"
