#!/bin/sh
# Builds the libraries Space Cats needs on Windows from Debian's own source
# packages (apt-get source), cross-compiled with MinGW-w64, as static
# libraries into $SPACECATS_WINDOWS_DIR/prefix (default build-windows/prefix,
# ignored by git). Nothing is downloaded but Debian's packages.
#
#   sh scripts/windows-libs.sh [test|all]
#
# "test" builds what the cross-compiled tests of the rules core, the data
# readers and the network need (libyaml, cmocka, ENet); "all" (the default)
# adds SDL2, SDL2_image, SDL2_ttf with FreeType and HarfBuzz, SDL2_mixer and
# gettext's libintl for the game.
# ENet, network play, is the one that may be missing: where Debian's
# archive does not serve its source package, the script says so and goes
# on, and the game is built without network play (docs/windows.md).
# Each library is built once: a stamp names its Debian version and a digest
# of its recipe (its build_ function below, and RECIPE for what they
# share), so a second run only checks them, and a changed recipe builds its
# library again. Needs the packages of scripts/install-deps.sh windows.
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORK=${SPACECATS_WINDOWS_DIR:-$ROOT/build-windows}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
PREFIX=$WORK/prefix
HOST=x86_64-w64-mingw32
# Bumped when what every recipe shares (cmake_build, configure_build, the
# toolchain) changes, so that every library is built again.
RECIPE=1
JOBS=${SPACECATS_JOBS:-2}
what=${1:-all}

mkdir -p "$WORK/src" "$WORK/lib-build" "$PREFIX/lib/pkgconfig" "$PREFIX/include" "$PREFIX/stamps"

# Debian's source packages are served from the same archive as the binary
# ones once the sources list asks for them (Types: deb deb-src).
enable_sources() {
    if apt-get source --print-uris -qq libyaml >/dev/null 2>&1; then
        return
    fi
    echo "Enabling Debian's source packages (deb-src) in the apt sources"
    if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && $SUDO sed -i 's/^Types: deb$/Types: deb deb-src/' "$f"
    done
    if [ -f /etc/apt/sources.list ]; then
        $SUDO sed -i 's/^deb \(.*\)$/deb \1\ndeb-src \1/' /etc/apt/sources.list
    fi
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
}

# The unpacked source folder of Debian source package $1 at version $2,
# fetched the first time, with Debian's patches applied unless $3 is
# "upstream" (patches for Debian's own build that make its build files
# need regenerating).
source_dir() {
    pkg=$1 version=$2
    upstream=$(echo "$version" | sed 's/^[0-9]*://; s/-[^-]*$//')
    dir="$WORK/src/$pkg-$upstream"
    if [ ! -d "$dir" ]; then
        skip=""
        [ "${3:-}" = upstream ] && skip=--skip-patches
        dsc="${pkg}_$(echo "$version" | sed 's/^[0-9]*://').dsc"
        (cd "$WORK/src" && apt-get source -q --download-only "$pkg=$version" >/dev/null 2>&1 &&
            dpkg-source -q $skip -x "$dsc" "$dir" >/dev/null 2>&1) || {
            echo "error: apt-get source $pkg=$version failed" >&2
            exit 1
        }
    fi
    echo "$dir"
}

# The stamp of library $1 at Debian version $2 built by today's recipe.
stamp_of() {
    fn=build_$(echo "$1" | tr - _)
    digest=$( (echo "$RECIPE"; sed -n "/^$fn() {/,/^}/p" "$ROOT/scripts/windows-libs.sh") |
        md5sum | cut -c1-12)
    echo "$PREFIX/stamps/$1-$2-$digest"
}

cmake_build() { # NAME SOURCE-DIR [CMAKE-OPTIONS...]
    cmake_make "$@"
    ninja -C "$b" install >>"$b.log" 2>&1 || {
        tail -n 30 "$b.log" >&2
        echo "error: installing $name failed (the whole log: $b.log)" >&2
        exit 1
    }
}

cmake_make() { # NAME SOURCE-DIR [CMAKE-OPTIONS...]: built in $b, not installed
    name=$1 src=$2
    shift 2
    b="$WORK/lib-build/$name"
    rm -rf "$b"
    nice cmake -G Ninja -S "$src" -B "$b" -DCMAKE_TOOLCHAIN_FILE="$ROOT/windows/mingw64.cmake" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" \
        -DCMAKE_FIND_ROOT_PATH="$PREFIX" -DCMAKE_PREFIX_PATH="$PREFIX" \
        -DBUILD_SHARED_LIBS=OFF "$@" >"$b.log" 2>&1 &&
        nice ninja -C "$b" -j "$JOBS" >>"$b.log" 2>&1 || {
        tail -n 30 "$b.log" >&2
        echo "error: building $name failed (the whole log: $b.log)" >&2
        exit 1
    }
}

configure_build() { # NAME CONFIGURE-SCRIPT [MAKE-SUBDIR] -- [OPTIONS...]
    name=$1 conf=$2 sub=$3
    shift 3
    b="$WORK/lib-build/$name"
    rm -rf "$b"
    mkdir -p "$b"
    (cd "$b" && nice "$conf" --host=$HOST --prefix="$PREFIX" --disable-shared --enable-static \
        "$@" >"$b.log" 2>&1 &&
        nice make -C "$sub" -j "$JOBS" >>"$b.log" 2>&1 &&
        make -C "$sub" install >>"$b.log" 2>&1) || {
        tail -n 30 "$b.log" >&2
        echo "error: building $name failed (the whole log: $b.log)" >&2
        exit 1
    }
}

pkg_version() {
    apt-cache showsrc "$1" | sed -n 's/^Version: //p' | sort -V | tail -n 1
}

# NAME [WHAT-IT-BRINGS]: builds it unless its stamp says it is there. With
# WHAT-IT-BRINGS it is optional: a source package that cannot be had is
# said, and the game is built without it.
lib() {
    name=$1
    v=$(pkg_version "$name")
    stamp=$(stamp_of "$name" "$v")
    if [ -f "$stamp" ]; then
        return
    fi
    echo "Building $name $v for Windows..."
    start=$(date +%s)
    patches=""
    [ "$name" = gettext ] && patches=upstream
    if ! src=$(source_dir "$name" "$v" $patches); then
        [ -n "${2:-}" ] || exit 1
        echo "warning: $name is not built: Space Cats for Windows is built without $2" >&2
        return
    fi
    "build_$(echo "$name" | tr - _)" "$src"
    rm -f "$PREFIX/stamps/$name-"*
    touch "$stamp"
    echo "  $name: $(($(date +%s) - start)) s"
}

# A pkg-config file for a static library whose build writes none for it:
# NAME VERSION LIBS REQUIRES [CFLAGS].
write_pc() {
    cat >"$PREFIX/lib/pkgconfig/$1.pc" <<EOF
prefix=$PREFIX
Name: $1
Description: $1, built for Windows by scripts/windows-libs.sh
Version: $2
Requires: $4
Libs: -L\${prefix}/lib $3
Cflags: -I\${prefix}/include ${5:-}
EOF
}

build_libyaml() {
    cmake_build libyaml "$1" -DBUILD_TESTING=OFF -DINSTALL_CMAKE_DIR=lib/cmake/yaml
    # Its users must not look for it in a DLL (YAML_DECLARE_STATIC).
    write_pc yaml-0.1 0.2.5 -lyaml "" -DYAML_DECLARE_STATIC
}

build_cmocka() {
    # MinGW-w64's C99 printf, as the tests': its messages print "%zu".
    cmake_build cmocka "$1" -DWITH_STATIC_LIB=ON -DWITH_EXAMPLES=OFF -DUNIT_TESTING=OFF \
        -DCMAKE_C_FLAGS=-D__USE_MINGW_ANSI_STDIO=1
    # Its DLL is always built; the tests link the static library instead,
    # so they run without a DLL beside them.
    rm -f "$PREFIX/lib/libcmocka.dll.a" "$PREFIX/bin/libcmocka.dll" "$PREFIX/bin/cmocka.dll"
    mv "$PREFIX/lib/libcmocka-static.a" "$PREFIX/lib/libcmocka.a"
}

build_enet() {
    # Network play. ENet's own CMake build makes the static library and
    # has no install step: the library, its headers and a pkg-config file
    # by hand. It speaks through Winsock (ws2_32) and times with winmm.
    cmake_make enet "$1"
    cp "$b/libenet.a" "$PREFIX/lib/"
    mkdir -p "$PREFIX/include/enet"
    cp "$1"/include/enet/*.h "$PREFIX/include/enet/"
    write_pc libenet 1.3.17 "-lenet -lws2_32 -lwinmm" ""
}

build_libsdl2() {
    configure_build libsdl2 "$1/configure" .
}

build_freetype() {
    cmake_build freetype "$1" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
        -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
}

build_harfbuzz() {
    # Text shaping (kerning, ligatures) for SDL2_ttf, as Debian's SDL2_ttf
    # has it: the letters sit where the Linux build puts them. C++, one
    # amalgamated source; FreeType's helpers and nothing else.
    cmake_build harfbuzz "$1" -DHB_HAVE_FREETYPE=ON -DHB_BUILD_SUBSET=OFF -DHB_HAVE_GLIB=OFF \
        -DHB_HAVE_ICU=OFF -DHB_HAVE_GOBJECT=OFF -DHB_BUILD_UTILS=OFF
}

build_libsdl2_ttf() {
    cmake_build libsdl2-ttf "$1" -DSDL2TTF_SAMPLES=OFF -DSDL2TTF_VENDORED=OFF \
        -DSDL2TTF_HARFBUZZ=ON
    # (SDL's CMake builds write pkg-config files for shared libraries only.)
    # HarfBuzz is C++: its runtime is linked in too (-static).
    write_pc SDL2_ttf 2.20.1 "-lSDL2_ttf -lharfbuzz -lstdc++" "sdl2 freetype2" \
        -I\${prefix}/include/SDL2
}

build_libsdl2_image() {
    # PNG through stb_image, saved through miniz, SVG through nanosvg: all
    # inside SDL2_image's own source, nothing else to build.
    cmake_build libsdl2-image "$1" -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_VENDORED=OFF \
        -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_BACKEND_WIC=OFF \
        -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
        -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_PNG_SAVE=ON -DSDL2IMAGE_SVG=ON
    write_pc SDL2_image 2.6.3 -lSDL2_image sdl2 -I\${prefix}/include/SDL2
}

build_libsdl2_mixer() {
    # The game's sounds are WAV files: SDL2_mixer's own reader, no codec.
    cmake_build libsdl2-mixer "$1" -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_VENDORED=OFF \
        -DSDL2MIXER_DEPS_SHARED=OFF -DSDL2MIXER_CMD=OFF -DSDL2MIXER_FLAC=OFF \
        -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MP3=OFF -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_OPUS=OFF \
        -DSDL2MIXER_VORBIS=OFF -DSDL2MIXER_WAVE=ON
    write_pc SDL2_mixer 2.6.2 -lSDL2_mixer sdl2 -I\${prefix}/include/SDL2
}

build_gettext() {
    # Only libintl (gettext-runtime/intl), with Windows' own threads; no
    # iconv: the catalogs are UTF-8 and read as UTF-8.
    configure_build gettext "$1/gettext-runtime/configure" intl --enable-threads=windows \
        --disable-libasprintf --disable-java --disable-csharp --disable-c++ --disable-openmp \
        --without-libiconv-prefix --disable-rpath am_cv_func_iconv=no
    # For meson, whose dependency('intl') looks in the compiler's own folders.
    write_pc libintl 0.21 "-lintl -ladvapi32" ""
}

enable_sources
lib libyaml
lib cmocka
lib enet "network play"
if [ "$what" = all ]; then
    lib libsdl2
    lib freetype
    lib harfbuzz
    lib libsdl2-ttf
    lib libsdl2-image
    lib libsdl2-mixer
    lib gettext
fi

# The second meson cross file (beside windows/mingw64.ini): where these
# libraries are, all linked statically (one program, no DLL beside it), and
# Wine to run what is built (tests, meson's checks).
cat >"$WORK/prefix.ini" <<EOF2
[binaries]
exe_wrapper = ['sh', '$ROOT/windows/wine-run']

[properties]
pkg_config_libdir = '$PREFIX/lib/pkgconfig'

[built-in options]
c_args = ['-I$PREFIX/include']
c_link_args = ['-L$PREFIX/lib', '-static']
prefer_static = true
EOF2
