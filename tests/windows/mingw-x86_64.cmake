# A CMake toolchain file for cross-building 64-bit Windows programs with MinGW-w64
# (Debian's gcc-mingw-w64), as a game studio's Linux build machine would. tests/windows.rs
# builds tests/consumer with it against a Windows distribution of libsudoku.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
# packages such as libsudoku's are found in CMAKE_PREFIX_PATH as well as in the MinGW root
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
