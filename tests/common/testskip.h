// A test that lacks a capability must be reported as skipped (exit 77, CTest's
// SKIP_RETURN_CODE), never as passed. QSKIP alone would exit 0.
#pragma once

#include <QtGlobal>

#include <cstdio>
#include <cstdlib>

#define DRIVEPROOF_SKIP_UNLESS(condition, reason)                                                  \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "SKIP: %s\n", reason);                                            \
            std::fflush(stderr);                                                                   \
            std::_Exit(77);                                                                        \
        }                                                                                          \
    } while (false)
