/* A test-only stand-in for bcryptprimitives.dll, which Windows 10 and later have and Wine 8
 * lacks. The standard library of Rust's test programs imports ProcessPrng from it (the
 * library's own DLL does not), so without it they do not load under Wine. .ci/run builds
 * this with MinGW-w64 and puts it on WINEPATH for the Rust tests under Wine; it is never
 * part of a distribution.
 *
 * ProcessPrng fills a buffer with random bytes and always succeeds; this one asks
 * RtlGenRandom (advapi32's SystemFunction036) for them. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000 ? 0x10000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
