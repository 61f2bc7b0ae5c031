#!/usr/bin/env bash
# e2e/nginx.e2e.ts runs Debian's nginx over the build; install it when missing (root on these machines).
set -euo pipefail
if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's nginx for the nginx test..."
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends nginx
