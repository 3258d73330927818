# Shared settings for scripts/*: sourced, not run.
# Pinned versions and the cache folder that outlives clones (SDL2 for wasm takes minutes to build).
RD_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RD_CACHE=${RD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/river-dragons}
RD_EMSCRIPTEN_VERSION=3.1.6~dfsg-5
RD_SDL2_SOURCE=libsdl2=2.26.5+dfsg-1
RD_SDL2_VERSION=2.26.5
RD_IMGUI_SOURCE=imgui=1.90.1+ds-1
RD_IMGUI_VERSION=1.90.1
RD_SDL2_WASM_FLAGS="-DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_BUILD_TYPE=Release"
# Debian's emscripten needs Debian's node modules (acorn) when node is not Debian's own.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
export RD_CACHE
export RD_SDL2_WASM_DIR=$RD_CACHE/sdl2-$RD_SDL2_VERSION-wasm-$(printf '%s' "$RD_EMSCRIPTEN_VERSION $RD_SDL2_WASM_FLAGS" | md5sum | cut -c1-8)
export RD_IMGUI_DIR=$RD_CACHE/src/imgui-$RD_IMGUI_VERSION
export RD_JOBS=${RD_JOBS:-$(nproc)}

rd_step() { printf '\n==> %s\n' "$*"; }
rd_die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Native builds go through ccache (cache outside the clone): fresh clones and CI rebuild fast.
export CCACHE_DIR=${CCACHE_DIR:-$RD_CACHE/ccache}
# Paths inside the clone are hashed relative to it, and the working directory (in -g debug
# information) not at all: a clone elsewhere (CI, /tmp) hits the same cache entries.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$RD_ROOT}
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
RD_LAUNCHER=()
command -v ccache >/dev/null && RD_LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

# Native build: the rules library, rd and the GoogleTest suites.
rd_build_native() {
  rd_step "building natively in build/native"
  cmake -S "$RD_ROOT" -B "$RD_ROOT/build/native" -DCMAKE_BUILD_TYPE=Release -DRD_DESKTOP="${RD_DESKTOP:-OFF}" "${RD_LAUNCHER[@]}" >/dev/null
  cmake --build "$RD_ROOT/build/native" -j "$RD_JOBS"
}

# The native tests again with AddressSanitizer + UndefinedBehaviorSanitizer (any report fails).
RD_SANITIZE_FLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
rd_build_sanitize() {
  rd_step "building the native tests with ASan + UBSan in build/sanitize"
  cmake -S "$RD_ROOT" -B "$RD_ROOT/build/sanitize" -DCMAKE_BUILD_TYPE=Sanitize -DRD_DESKTOP=OFF "${RD_LAUNCHER[@]}" \
    -DCMAKE_CXX_FLAGS_SANITIZE="$RD_SANITIZE_FLAGS" -DCMAKE_EXE_LINKER_FLAGS_SANITIZE="-fsanitize=address,undefined" >/dev/null
  cmake --build "$RD_ROOT/build/sanitize" -j "$RD_JOBS" --target rules_tests logic_tests online_tests rd
}

# An unoptimised build (-O0) of the tests, for the fixed-seed table: one seed, one game, on every build.
rd_build_debug() {
  rd_step "building the native tests at -O0 in build/debug"
  cmake -S "$RD_ROOT" -B "$RD_ROOT/build/debug" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O0 -g" -DRD_DESKTOP=OFF "${RD_LAUNCHER[@]}" >/dev/null
  cmake --build "$RD_ROOT/build/debug" -j "$RD_JOBS" --target rules_tests
}

# Web build: the page in build/web/site (index.html, .js, .wasm, .data).
rd_build_web() {
  rd_step "building the web page in build/web/site"
  # em++ goes through ccache too (every call is cacheable): a fresh clone's web build takes
  # about 35 s instead of 3 minutes once the cache is warm.
  emcmake cmake -S "$RD_ROOT" -B "$RD_ROOT/build/web" -DCMAKE_BUILD_TYPE=Release "${RD_LAUNCHER[@]}" \
    -DRD_SDL2_WASM_DIR="$RD_SDL2_WASM_DIR" -DRD_IMGUI_DIR="$RD_IMGUI_DIR" >/dev/null
  cmake --build "$RD_ROOT/build/web" -j "$RD_JOBS"
}
