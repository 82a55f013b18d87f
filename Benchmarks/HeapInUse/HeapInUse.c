#include "HeapInUse.h"

#include <stdlib.h>  // defines __GLIBC__ where glibc is the C library

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

long long heap_in_use(void) {
    return (long long)mallinfo2().uordblks;
}
#else
long long heap_in_use(void) {
    return -1;
}
#endif
