#!/usr/bin/env bash
# Installs what browser tests need on a fresh Debian machine: Chromium (the browser, and the
# headless shell the tests run in) and CJK fonts.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} from Debian's packages..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" fontconfig >/dev/null
