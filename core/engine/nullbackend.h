// A backend that does no I/O, for the runner's own tests (fio's engines/null.c): kept out
// of the production Runner constructor and of BackendKind, so no product path can pick it.
#pragma once

#include "engine/backend.h"

namespace DriveProof::Engine {

// Completions after a fixed fake latency, and one op that can be made to fail.
struct NullBackendOptions
{
    std::chrono::nanoseconds latency{0};
    std::uint64_t failAtOp = 0; // 1-based op number that fails; 0 = never
    int failErrno = 5;          // EIO
};

std::unique_ptr<Backend> makeNullBackend(const NullBackendOptions &options = {});

// The factory to hand a Runner: every thread gets its own null backend with `options`.
inline BackendFactory nullBackendFactory(NullBackendOptions options = {})
{
    return [options] { return makeNullBackend(options); };
}

} // namespace DriveProof::Engine
