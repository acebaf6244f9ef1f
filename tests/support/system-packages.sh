# Sourced by tests/run-all.sh: the browser tests need Debian's Chromium (Chrome and its headless shell) and the server tests PostgreSQL.
# As root on Debian (CI) the missing ones are installed with apt-get; otherwise the run stops and says what to install.

ensure_system_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
  [ ${#missing[@]} -eq 0 ] && return 0

  if [ "$(id -u)" = 0 ] && [ -f /etc/debian_version ]; then
    echo "Installing ${missing[*]} with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update && apt-get install -y "${missing[@]}"
    return
  fi
  echo "Missing system packages: ${missing[*]} (expected /usr/bin/chromium, /usr/bin/chromium-headless-shell and /usr/lib/postgresql/*/bin/initdb)." >&2
  echo "Install them, e.g. on Debian or Ubuntu: sudo apt-get install -y ${missing[*]}" >&2
  return 1
}
