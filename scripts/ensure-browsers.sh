#!/usr/bin/env bash
# The other two engines of the visitor's journeys (e2e/visitor.journeys.ts), from Debian: Firefox ESR
# (`firefox-esr`, driven over WebDriver BiDi) and WebKitGTK's WebDriver server with its MiniBrowser
# (`webkit2gtk-driver`), which needs an X display: `xvfb`. Installs whichever is missing (root on
# these machines); Chromium is scripts/ensure-chromium.sh's.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
missing=()
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${WEBKIT_WEBDRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
apt_install "${missing[@]}"
