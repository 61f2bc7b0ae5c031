#!/usr/bin/env bash
# Sourced by scripts/ensure-*.sh: `apt_install [apt-get options] PACKAGE...` installs Debian packages
# the tests need (root on these machines, else through sudo) and says which before it starts.
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  local packages=()
  for argument in "$@"; do [[ "$argument" == -* ]] || packages+=("$argument"); done
  echo "Installing Debian's ${packages[*]}..."
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "$@"
}
