#ifndef SWATCHRASTER_CFRIBIDI_SHIM_H
#define SWATCHRASTER_CFRIBIDI_SHIM_H
#include <fribidi.h>

/* FriBidi's paragraph types are macros built from other macros, which Swift does not
   import: weak left-to-right and weak right-to-left (the first strong character decides,
   else this direction), as functions. */
static inline FriBidiParType swatch_fribidi_par_wltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType swatch_fribidi_par_wrtl(void) { return FRIBIDI_PAR_WRTL; }
#endif
