#ifndef SWATCHRASTER_CUNIBREAK_SHIM_H
#define SWATCHRASTER_CUNIBREAK_SHIM_H
#include <linebreak.h>
#include <wordbreak.h>
#endif
