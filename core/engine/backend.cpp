// Backend selection: io_uring when the kernel lets us, psync otherwise, and say which.
#include "engine/backend.h"

namespace DriveProof::Engine {

const char *backendName(BackendKind kind) noexcept
{
    switch (kind) {
    case BackendKind::Auto:
        return "auto";
    case BackendKind::IoUring:
        return "io_uring";
    case BackendKind::Psync:
        return "psync";
    }
    return "?";
}

BackendKind resolveBackend(BackendKind wanted, std::string *note)
{
    if (wanted != BackendKind::Auto)
        return wanted;
    std::string why;
    // io_uring_queue_init fails with ENOSYS on old kernels and EPERM under seccomp or
    // kernel.io_uring_disabled; the fallback keeps the tool usable there.
    if (uringAvailable(&why))
        return BackendKind::IoUring;
    if (note)
        *note = "io_uring unavailable (" + why + "); used psync";
    return BackendKind::Psync;
}

std::unique_ptr<Backend> makeBackend(BackendKind resolved)
{
    switch (resolved) {
    case BackendKind::IoUring:
        return makeUringBackend();
    case BackendKind::Psync:
        return makePsyncBackend();
    case BackendKind::Auto:
        return makeBackend(resolveBackend(BackendKind::Auto));
    }
    return nullptr;
}

} // namespace DriveProof::Engine
