#ifndef CTHREADSTACK_H
#define CTHREADSTACK_H

#include <stddef.h>
#include <stdint.h>

/// The calling thread's stack: its lowest address and its size in bytes, read once per
/// thread and then answered from thread-local storage. Returns 0 on success, non-zero where
/// the system cannot say. Swift cannot call
/// pthread_getattr_np itself: Glibc's module map hides it behind _GNU_SOURCE.
int swatch_thread_stack(uintptr_t *low, size_t *size);

/// An address on the calling thread's real stack (this call's frame). A Swift local's address
/// is not one under AddressSanitizer, which moves locals to a separate "fake stack".
uintptr_t swatch_stack_address(void);

#endif
