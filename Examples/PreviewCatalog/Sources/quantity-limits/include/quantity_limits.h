#ifndef QUANTITY_LIMITS_H
#define QUANTITY_LIMITS_H

/* The largest quantity a picker offers. A C target whose name has a hyphen, as swift-cmark's
   `cmark-gfm` has: SwiftPM builds it into `quantity_limits.build`, and the preview runner must
   link its objects from there (scripts/previews-e2e). */
int quantity_limit(void);

#endif
