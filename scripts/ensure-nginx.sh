#!/usr/bin/env bash
# e2e/nginx.e2e.ts runs Debian's nginx over the build; install it when missing (root on these machines).
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; then exit 0; fi
apt_install --no-install-recommends nginx
