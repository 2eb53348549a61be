/* Compiler attributes the project uses, in one place. */
#ifndef SPACECATS_ATTRS_H
#define SPACECATS_ATTRS_H

/* A printf-like function: format string at argument f, its values from a. */
#if defined(__GNUC__)
#define SC_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define SC_PRINTF(f, a)
#endif

#endif
