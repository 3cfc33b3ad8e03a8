// FdMedium and AlignedBlocks of medium.h.
#include "capacity/medium.h"

#include <cerrno>
#include <cstdlib>
#include <unistd.h>

namespace DriveProof::Capacity {

FdMedium::FdMedium(int fd, std::uint64_t sizeBytes, std::uint32_t blockBytes)
    : m_fd(fd)
    , m_size(sizeBytes)
    , m_block(blockBytes)
{}

int FdMedium::write(std::uint64_t offset, const std::byte *data, std::size_t size)
{
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pwrite(m_fd, data + done, size - done, off_t(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? -errno : -EIO;
        done += std::size_t(n);
    }
    return 0;
}

int FdMedium::read(std::uint64_t offset, std::byte *data, std::size_t size)
{
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(m_fd, data + done, size - done, off_t(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? -errno : -EIO;
        done += std::size_t(n);
    }
    return 0;
}

int FdMedium::flush()
{
    return ::fdatasync(m_fd) == 0 ? 0 : -errno;
}

const char *resetStatusKey(ResetStatus status)
{
    switch (status) {
    case ResetStatus::Done:
        return "done";
    case ResetStatus::Unsupported:
        return "unsupported";
    case ResetStatus::NotUsb:
        return "not-usb";
    case ResetStatus::NeedsRoot:
        return "needs-root";
    case ResetStatus::Partition:
        return "partition";
    case ResetStatus::Shared:
        return "shared";
    case ResetStatus::Refused:
        return "refused";
    case ResetStatus::DidNotReturn:
        return "did-not-return";
    }
    return "";
}

AlignedBlocks::AlignedBlocks(std::size_t bytes)
    : m_data(static_cast<std::byte *>(std::aligned_alloc(4096, (bytes + 4095) / 4096 * 4096)))
    , m_size(bytes)
{}

void AlignedBlocks::Free::operator()(std::byte *p) const
{
    std::free(p);
}

} // namespace DriveProof::Capacity
