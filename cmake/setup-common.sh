# Shared by run.sh and test.sh (sourced, not executed): installs the Debian 12 packages kvbudget
# needs when any is missing, then configures and builds the release preset. Quick when all is there.

# Fonts: DejaVu covers Latin with Vietnamese diacritics and Cyrillic; Noto CJK covers Simplified
# Chinese (the window, and the PNG/SVG/PDF exports, which embed the glyphs they use).
KVBUDGET_PACKAGES=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-qpa-plugins libgl-dev
  qt6-charts-dev qt6-svg-dev libqt6svg6 libqt6opengl6-dev libxkbcommon-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libfmt-dev
  xvfb xauth x11-utils fonts-dejavu-core fonts-noto-cjk
  poppler-utils
)

kvbudget_missing_packages() {
  local missing=()
  for pkg in "${KVBUDGET_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  echo "${missing[@]}"
}

kvbudget_install_dependencies() {
  local missing
  missing=$(kvbudget_missing_packages)
  [ -z "$missing" ] && return 0
  echo "kvbudget: installing missing Debian packages: $missing"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      echo "kvbudget: these packages are missing and this user cannot install them: $missing" >&2
      echo "          run as root, or: apt-get install $missing" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  # shellcheck disable=SC2086
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends $missing
}

kvbudget_build() {
  local jobs
  jobs=$(nproc 2>/dev/null || echo 2)
  if [ ! -f build/release/build.ninja ]; then
    cmake --preset release
  fi
  cmake --build --preset release --parallel "$jobs"
}
