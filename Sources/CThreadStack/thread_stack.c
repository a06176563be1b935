#define _GNU_SOURCE
#include "CThreadStack.h"

uintptr_t swatch_stack_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

#if defined(__linux__)
#include <pthread.h>

/* Each thread's answer, read once: on the main thread glibc answers pthread_getattr_np by
   parsing /proc/self/maps, which was 17 % of a batch's CPU time when every 16th resolve level
   asked again (issue 38). A thread's stack does not move; the main thread's limit follows
   RLIMIT_STACK, which a process does not change while it renders. 0: not read yet,
   1: known, 2: the system cannot say. */
static __thread int cached_state = 0;
static __thread uintptr_t cached_low = 0;
static __thread size_t cached_size = 0;

int swatch_thread_stack(uintptr_t *low, size_t *size) {
    if (cached_state == 0) {
        cached_state = 2;
        pthread_attr_t attributes;
        if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
            void *base = NULL;
            size_t length = 0;
            int status = pthread_attr_getstack(&attributes, &base, &length);
            pthread_attr_destroy(&attributes);
            if (status == 0 && base != NULL && length != 0) {
                cached_low = (uintptr_t)base;
                cached_size = length;
                cached_state = 1;
            }
        }
    }
    if (cached_state != 1) return 1;
    *low = cached_low;
    *size = cached_size;
    return 0;
}
#else
int swatch_thread_stack(uintptr_t *low, size_t *size) {
    (void)low;
    (void)size;
    return 1;
}
#endif
