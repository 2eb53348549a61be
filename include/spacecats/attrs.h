/* Compiler attributes the project uses, in one place. */
#ifndef SPACECATS_ATTRS_H
#define SPACECATS_ATTRS_H

/* A printf-like function: format string at argument f, its values from a. */
#if defined(__MINGW32__)
/* The Windows build uses MinGW-w64's C99 printf (__USE_MINGW_ANSI_STDIO,
 * meson.build), not the one of Windows' C library that "printf" names. */
#define SC_PRINTF(f, a) __attribute__((format(gnu_printf, f, a)))
#elif defined(__GNUC__)
#define SC_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define SC_PRINTF(f, a)
#endif

#endif
