#!/usr/bin/env bash
# Debian's Chromium, in its two builds (scripts/lib/chromium.cjs): `chromium-headless-shell` for the
# browser tests and `chromium` for the benchmark. Installs whichever is missing (root on these machines).
set -euo pipefail
missing=()
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]}..."
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
