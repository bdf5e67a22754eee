/* Shared by the C examples: standard input and output in binary mode on Windows, so that
 * each program reads and writes there the bytes it does elsewhere ("\n", not "\r\n"). */
#ifndef SUDOKU_EXAMPLES_STDIO_BYTES_H
#define SUDOKU_EXAMPLES_STDIO_BYTES_H

#include <stdio.h>
#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

static void stdio_as_bytes(void) {
#ifdef _WIN32
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
#endif
}

#endif
