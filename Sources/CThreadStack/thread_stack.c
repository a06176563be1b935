#define _GNU_SOURCE
#include "CThreadStack.h"

uintptr_t swatch_stack_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

#if defined(__linux__)
#include <pthread.h>

int swatch_thread_stack(uintptr_t *low, size_t *size) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 1;
    void *base = NULL;
    size_t length = 0;
    int status = pthread_attr_getstack(&attributes, &base, &length);
    pthread_attr_destroy(&attributes);
    if (status != 0 || base == NULL || length == 0) return 1;
    *low = (uintptr_t)base;
    *size = length;
    return 0;
}
#else
int swatch_thread_stack(uintptr_t *low, size_t *size) {
    (void)low;
    (void)size;
    return 1;
}
#endif
