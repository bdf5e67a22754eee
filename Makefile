# Builds and installs libsudoku the way a packaged C library is laid out (Linux and other
# ELF platforms; see docs/INSTALL.md, Platforms, for macOS and Windows).
#
#   make                           build the libraries to install: the shared library with
#                                  its soname, and the static library, each in a build of
#                                  its own (so link-time optimisation applies), into
#                                  target/install/[TARGET/]release
#   make install PREFIX=/opt/x     build, then install into PREFIX (default /usr/local)
#   make uninstall PREFIX=/opt/x   remove what install placed
#   make windows                   cross-build the Windows distributions with MinGW-w64:
#                                  DIST_ROOT/sudoku-VERSION-TRIPLE/ and .zip, for x86_64 and
#                                  i686 (bin/sudoku.dll; lib/libsudoku.dll.a, sudoku.lib,
#                                  sudoku.def, libsudoku.a, native-static-libs.txt,
#                                  cmake/sudoku/; include/)
#   make web                       build the WebAssembly library into the JavaScript
#                                  package: WEB_PACKAGE/sudoku.wasm
#
# Variables: PREFIX, DESTDIR (staging root for packagers), LIBDIR, INCLUDEDIR, PKGCONFIGDIR,
# CMAKEDIR; TARGET (a Rust target triple to build for, e.g. i686-unknown-linux-gnu);
# BUILD_DIR (where the built libraries are, default target/install/[TARGET/]release);
# NO_BUILD=1 installs what an earlier `make` left in BUILD_DIR, with no cargo or rustc on
# PATH (as under sudo); STRIP (default strip; empty keeps the symbols and debug info);
# DIST_ROOT (default dist); WEB_PACKAGE (default bindings/js; the tests stage a copy of
# the package under target/ and build into it, so that they write nothing beside the
# sources).
#
# Installed:
#   INCLUDEDIR/sudoku.h, INCLUDEDIR/sudoku.hpp
#   LIBDIR/libsudoku.so.MAJOR.MINOR.PATCH (soname libsudoku.so.MAJOR), the symlinks
#     libsudoku.so.MAJOR and libsudoku.so, and LIBDIR/libsudoku.a
#   PKGCONFIGDIR/sudoku.pc (Libs.private: the native libraries of a static link)
#   CMAKEDIR/sudokuConfig.cmake, sudokuConfigVersion.cmake: find_package(sudoku) gives
#     sudoku::sudoku (shared) and sudoku::sudoku_static

ROOT         := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
PREFIX       ?= /usr/local
LIBDIR       ?= $(PREFIX)/lib
INCLUDEDIR   ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
CMAKEDIR     ?= $(LIBDIR)/cmake/sudoku
TARGET       ?=
BUILD_ROOT   := $(ROOT)/target/install
BUILD_DIR    ?= $(BUILD_ROOT)/$(if $(TARGET),$(TARGET)/)release
DIST_ROOT    ?= $(ROOT)/dist
WEB_PACKAGE  ?= $(ROOT)/bindings/js
CARGO        ?= cargo
RUSTC        ?= rustc
INSTALL      ?= install
STRIP        ?= strip
TARGET_FLAG  := $(if $(TARGET),--target $(TARGET))

VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' $(ROOT)/Cargo.toml | head -n 1)
MAJOR   := $(word 1,$(subst ., ,$(VERSION)))
REALNAME := libsudoku.so.$(VERSION)
SONAME   := libsudoku.so.$(MAJOR)

# The native libraries the Rust standard library needs in a static link, and the target's
# pointer size, as rustc reports them. A build records them beside the libraries
# (RECORD_BUILD_INFO), and the install reads them from there, so it needs no Rust.
NATIVE_STATIC_LIBS = $(shell cat $(BUILD_DIR)/native-static-libs.txt 2>/dev/null)
POINTER_BYTES = $(shell cat $(BUILD_DIR)/pointer-bytes.txt 2>/dev/null)
define RECORD_BUILD_INFO
	tmp=$$(mktemp -d) && echo '' | $(RUSTC) $(TARGET_FLAG) --crate-type staticlib --crate-name probe \
	  --print native-static-libs --out-dir "$$tmp" - 2>&1 | sed -n 's/.*native-static-libs: //p' \
	  > $(BUILD_DIR)/native-static-libs.txt; rm -rf "$$tmp"
	@test -s $(BUILD_DIR)/native-static-libs.txt || { echo "rustc did not report native-static-libs" >&2; exit 1; }
	bits=$$($(RUSTC) $(TARGET_FLAG) --print cfg | sed -n 's/^target_pointer_width="\(.*\)"/\1/p') && \
	  echo $$((bits / 8)) > $(BUILD_DIR)/pointer-bytes.txt
endef
# One crate type a build: cargo applies the release profile's link-time optimisation only
# to a build that makes no rlib, and that optimisation drops the parts of the standard
# library the library never calls (and so, on Windows, their imports).
CARGO_LIB = cd $(ROOT) && $(CARGO) rustc --release --lib $(TARGET_FLAG) --target-dir $(BUILD_ROOT) --crate-type
CMAKE_NATIVE_LIBS = $(subst $() ,;,$(patsubst -l%,%,$(NATIVE_STATIC_LIBS)))

SUBSTITUTE = sed -e 's|@VERSION@|$(VERSION)|g' -e 's|@MAJOR@|$(MAJOR)|g' \
	-e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' \
	-e 's|@REALNAME@|$(REALNAME)|g' -e 's|@SONAME@|$(SONAME)|g' \
	-e 's|@NATIVE_STATIC_LIBS@|$(NATIVE_STATIC_LIBS)|g' \
	-e 's|@CMAKE_NATIVE_LIBS@|$(CMAKE_NATIVE_LIBS)|g' -e 's|@POINTER_BYTES@|$(POINTER_BYTES)|g' \
	-e 's|@TRIPLE@|$(TARGET)|g'

# Windows: the targets `make windows` cross-builds with MinGW-w64, the MinGW tool prefix of
# the one being built, and where its distribution folder goes.
WINDOWS_TARGETS := x86_64-pc-windows-gnu i686-pc-windows-gnu
MINGW := $(if $(findstring i686,$(TARGET)),i686,x86_64)-w64-mingw32
DIST  := $(DIST_ROOT)/sudoku-$(VERSION)-$(TARGET)

.PHONY: all build install uninstall windows windows-dist web
all: build

# On ELF platforms the installed shared library is named libsudoku.so.MAJOR inside (its
# soname), so programs linked with -lsudoku load the ABI they were built against; a plain
# cargo build sets no soname, so a program links target/release directly. A Windows DLL
# has no soname.
SONAME_LINK := $(if $(findstring windows,$(TARGET)),,-- -C link-arg=-Wl,-soname,$(SONAME))

build:
	$(CARGO_LIB) cdylib $(SONAME_LINK)
	$(CARGO_LIB) staticlib
	$(RECORD_BUILD_INFO)

install: $(if $(NO_BUILD),,build)
	@test -f $(BUILD_DIR)/native-static-libs.txt || { echo "$(BUILD_DIR) holds no build: run make first" >&2; exit 1; }
	$(INSTALL) -d $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(CMAKEDIR)
	$(INSTALL) -m 644 $(ROOT)/include/sudoku.h $(ROOT)/include/sudoku.hpp $(DESTDIR)$(INCLUDEDIR)/
	$(INSTALL) -m 755 $(BUILD_DIR)/libsudoku.so $(DESTDIR)$(LIBDIR)/$(REALNAME)
	ln -sf $(REALNAME) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libsudoku.so
	$(INSTALL) -m 644 $(BUILD_DIR)/libsudoku.a $(DESTDIR)$(LIBDIR)/libsudoku.a
	$(if $(STRIP),$(STRIP) --strip-unneeded $(DESTDIR)$(LIBDIR)/$(REALNAME))
	$(if $(STRIP),$(STRIP) --strip-debug $(DESTDIR)$(LIBDIR)/libsudoku.a)
	$(SUBSTITUTE) $(ROOT)/packaging/sudoku.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc
	$(SUBSTITUTE) $(ROOT)/packaging/sudokuConfig.cmake.in > $(DESTDIR)$(CMAKEDIR)/sudokuConfig.cmake
	$(SUBSTITUTE) $(ROOT)/packaging/sudokuConfigVersion.cmake.in > $(DESTDIR)$(CMAKEDIR)/sudokuConfigVersion.cmake
	@echo "libsudoku is installed in $(LIBDIR). Where the loader does not search that folder"
	@echo "(see docs/INSTALL.md), run ldconfig there, or link with -Wl,-rpath,$(LIBDIR), or set"
	@echo "LD_LIBRARY_PATH (LIBSUDOKU_PATH for the Python, Lua and C# bindings)."

uninstall:
	rm -f $(DESTDIR)$(INCLUDEDIR)/sudoku.h $(DESTDIR)$(INCLUDEDIR)/sudoku.hpp
	rm -f $(DESTDIR)$(LIBDIR)/$(REALNAME) $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libsudoku.so
	rm -f $(DESTDIR)$(LIBDIR)/libsudoku.a $(DESTDIR)$(PKGCONFIGDIR)/sudoku.pc
	rm -f $(DESTDIR)$(CMAKEDIR)/sudokuConfig.cmake $(DESTDIR)$(CMAKEDIR)/sudokuConfigVersion.cmake
	-rmdir $(DESTDIR)$(CMAKEDIR) 2>/dev/null

# One distribution per Windows target: dist/sudoku-VERSION-TRIPLE/ and the same as a .zip.
# The DLL and the static library are built one crate type at a time (CARGO_LIB), which is
# what drops the imports of the parts of the standard library the library never calls
# (sockets, files, processes, the random source; docs/INSTALL.md, Platforms).
windows:
	for target in $(WINDOWS_TARGETS); do \
	  $(MAKE) -f $(ROOT)/Makefile windows-dist TARGET=$$target || exit 1; \
	done

ifneq ($(filter windows-dist,$(MAKECMDGOALS)),)
$(if $(TARGET),,$(error windows-dist needs TARGET))
endif
windows-dist: build
	rm -rf $(DIST) $(DIST).zip
	$(INSTALL) -d $(DIST)/bin $(DIST)/include $(DIST)/lib/cmake/sudoku
	$(INSTALL) -m 755 $(BUILD_DIR)/sudoku.dll $(DIST)/bin/
	$(INSTALL) -m 644 $(BUILD_DIR)/libsudoku.dll.a $(BUILD_DIR)/libsudoku.a $(DIST)/lib/
	$(INSTALL) -m 644 $(ROOT)/include/sudoku.h $(ROOT)/include/sudoku.hpp $(DIST)/include/
	{ echo "LIBRARY sudoku.dll"; echo "EXPORTS"; $(MINGW)-objdump -p $(DIST)/bin/sudoku.dll \
	  | sed -n 's/^[[:space:]]*\[ *[0-9]*\] \(sudoku_[a-z_]*\)$$/    \1/p'; } > $(DIST)/lib/sudoku.def
	$(MINGW)-dlltool -d $(DIST)/lib/sudoku.def -D sudoku.dll -l $(DIST)/lib/sudoku.lib
	echo "$(NATIVE_STATIC_LIBS)" > $(DIST)/lib/native-static-libs.txt
	$(SUBSTITUTE) $(ROOT)/packaging/sudokuConfig-windows.cmake.in > $(DIST)/lib/cmake/sudoku/sudokuConfig.cmake
	$(SUBSTITUTE) $(ROOT)/packaging/sudokuConfigVersion.cmake.in > $(DIST)/lib/cmake/sudoku/sudokuConfigVersion.cmake
	cd $(DIST_ROOT) && zip -qr sudoku-$(VERSION)-$(TARGET).zip sudoku-$(VERSION)-$(TARGET)

# The WebAssembly build (wasm32-unknown-unknown: no imports, no threads), one crate type so
# that the release profile's link-time optimisation applies, copied into the npm package.
WASM := $(ROOT)/target/wasm32-unknown-unknown/release/sudoku.wasm

web:
	cd $(ROOT) && $(CARGO) rustc --release --lib --crate-type cdylib --target wasm32-unknown-unknown
	$(INSTALL) -m 644 $(WASM) $(WEB_PACKAGE)/sudoku.wasm
