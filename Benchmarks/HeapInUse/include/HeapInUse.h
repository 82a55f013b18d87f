#ifndef HEAP_IN_USE_H
#define HEAP_IN_USE_H

/// Bytes of the C heap allocated and not yet freed, or -1 where the C library cannot say.
/// Swift's Glibc module does not export malloc.h, hence these few lines of C.
long long heap_in_use(void);

#endif
