#include "engine/target.h"

#include "engine/buffer.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
#include <utility>

namespace DriveProof::Engine {

FileTarget::~FileTarget()
{
    close();
}

FileTarget::FileTarget(FileTarget &&other) noexcept
{
    *this = std::move(other);
}

FileTarget &FileTarget::operator=(FileTarget &&other) noexcept
{
    if (this != &other) {
        close();
        m_fd = std::exchange(other.m_fd, -1);
        m_direct = other.m_direct;
        m_fallback = other.m_fallback;
        m_note = std::move(other.m_note);
        m_error = other.m_error;
        m_errorText = std::move(other.m_errorText);
    }
    return *this;
}

void FileTarget::close() noexcept
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

bool FileTarget::fail(int error, const std::string &what)
{
    m_error = error;
    m_errorText = what + ": " + std::strerror(error);
    close();
    return false;
}

bool FileTarget::open(const FileTargetOptions &options)
{
    close();
    m_fallback = false;
    m_note.clear();
    const int flags = O_RDWR | O_CLOEXEC | (options.create ? O_CREAT : 0);
    m_direct = options.direct;
    m_fd = ::open(options.path.c_str(), flags | (m_direct ? O_DIRECT : 0), 0600);
    if (m_fd < 0 && m_direct && errno == EINVAL) {
        // tmpfs and some FUSE file systems refuse O_DIRECT at open time.
        m_direct = false;
        m_fallback = true;
        m_note = "O_DIRECT is not supported on this file system; the run is buffered and "
                 "the page cache is in the numbers";
        m_fd = ::open(options.path.c_str(), flags, 0600);
    }
    if (m_fd < 0)
        return fail(errno, "cannot open " + options.path);
    return prepare(options);
}

// Preallocation keeps the writes from measuring block allocation; the fill makes reads
// return data from the medium rather than zeros from holes (which cost nothing to read).
bool FileTarget::prepare(const FileTargetOptions &options)
{
    if (options.size == 0)
        return true;
    if (const int r = posix_fallocate(m_fd, 0, static_cast<off_t>(options.size)); r != 0)
        return fail(r, "cannot allocate " + std::to_string(options.size) + " bytes in " +
                           options.path);
    if (!options.fill)
        return true;
    // A second, buffered fd: the tail need not be block aligned, and writing through the
    // page cache then dropping it is the quickest way to get real data on the medium.
    const int fillFd = ::open(options.path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fillFd < 0)
        return fail(errno, "cannot open " + options.path + " to fill it");
    constexpr std::size_t kChunk = 1 << 20;
    AlignedBuffer chunk(kChunk, 4096);
    Xoshiro256 rng(options.seed);
    fillRandom(chunk.data(), kChunk, rng);
    int error = 0;
    unsigned chunks = 0;
    for (std::uint64_t at = 0; at < options.size && error == 0;) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
            error = ECANCELED;
            break;
        }
        if (options.fillProgress && ++chunks % 32 == 0)
            options.fillProgress(double(at) / double(options.size));
        refreshForWrite(chunk.data(), kChunk, rng);
        const std::size_t len =
            static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, options.size - at));
        const ssize_t r = ::pwrite(fillFd, chunk.data(), len, static_cast<off_t>(at));
        if (r < 0 && errno != EINTR)
            error = errno;
        else if (r > 0)
            at += static_cast<std::uint64_t>(r);
    }
    if (error == 0 && ::fdatasync(fillFd) != 0)
        error = errno;
    posix_fadvise(fillFd, 0, static_cast<off_t>(options.size), POSIX_FADV_DONTNEED);
    ::close(fillFd);
    if (error != 0)
        return fail(error, "cannot fill " + options.path);
    return true;
}

} // namespace DriveProof::Engine
