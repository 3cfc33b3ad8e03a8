// The power-loss writer of writer.h: prepares generation 0 on the area, then issues planned
// records and commits them (O_DIRECT when the target takes it, else buffered and said so).
#include "powerloss/writer.h"

#include "engine/buffer.h"
#include "powerloss/plan.h"
#include "powerloss/powerlosstr.h"
#include "powerloss/record.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

int methodFlags(CommitMethod method)
{
    switch (method) {
    case CommitMethod::OpenDatasync:
        return O_DSYNC;
    case CommitMethod::OpenSync:
        return O_SYNC;
    case CommitMethod::Fdatasync:
    case CommitMethod::Fsync:
        break;
    }
    return 0;
}

// Opens with O_DIRECT when the file system allows it: the writer must not measure the
// page cache. tmpfs and some FUSE file systems refuse it with EINVAL.
int openArea(const WriterTarget &target, int flags, WriterResult &result)
{
    if (!target.open)
        return -EBADF;
    int fd = target.open(flags | O_DIRECT);
    if (fd == -EINVAL) {
        fd = target.open(flags);
        if (fd >= 0)
            result.note = Tr::tr("This file system does not support direct I/O: the writer "
                                 "goes through the page cache, which the commits flush.");
    } else if (fd >= 0) {
        result.directIo = true;
    }
    if (fd < 0) {
        result.errorNumber = -fd;
        //: %1 file or device, %2 the system's error text
        result.errorText =
            Tr::tr("Cannot open %1 for writing: %2.").arg(target.path, errnoText(-fd));
    }
    return fd;
}

// The per-write form of a method's open flag, for a descriptor that lacks the flag: a
// duplicate of the run's exclusive descriptor (sessionarea.cpp), which O_DSYNC or O_SYNC
// cannot be added to. The kernel marks such a write exactly as it marks every write on a
// descriptor opened with the flag (IOCB_DSYNC, IOCB_SYNC), so the method is the same.
int perWriteSyncFlag(int fd, CommitMethod method)
{
    const int wanted = methodFlags(method);
    const int has = ::fcntl(fd, F_GETFL);
    if (wanted == 0 || (has >= 0 && (has & wanted) == wanted))
        return 0;
    return method == CommitMethod::OpenSync ? RWF_SYNC : RWF_DSYNC;
}

int writeAll(int fd, const std::byte *data, std::size_t size, std::uint64_t offset,
             int rwfFlags = 0)
{
    while (size > 0) {
        iovec piece{const_cast<std::byte *>(data), size};
        const ssize_t n = rwfFlags == 0 ? ::pwrite(fd, data, size, off_t(offset))
                                        : ::pwritev2(fd, &piece, 1, off_t(offset), rwfFlags);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            return EIO; // a short write that cannot progress: the device is full or gone
        data += n;
        size -= std::size_t(n);
        offset += std::uint64_t(n);
    }
    return 0;
}

void fail(WriterResult &result, int error, const QString &text)
{
    result.ok = false;
    result.errorNumber = error;
    result.errorText = text;
}

} // namespace

WriterTarget WriterTarget::forPath(const QString &path)
{
    WriterTarget target;
    target.path = path;
    const QByteArray encoded = path.toLocal8Bit();
    target.open = [encoded](int extraFlags) {
        const int fd = ::open(encoded.constData(), O_RDWR | O_CLOEXEC | extraFlags);
        return fd < 0 ? -errno : fd;
    };
    return target;
}

std::int64_t realtimeNs()
{
    timespec ts{};
    ::clock_gettime(CLOCK_REALTIME, &ts);
    return std::int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

WriterResult prepareArea(const WriterTarget &target, const RunParameters &params,
                         const WriterCallbacks &callbacks, const std::atomic<bool> &cancel)
{
    WriterResult result;
    if (!parameterProblem(params).empty()) {
        fail(result, EINVAL, Tr::tr("The power-loss test parameters are invalid."));
        return result;
    }
    const int fd = openArea(target, 0, result);
    if (fd < 0)
        return result;
    // 1 MiB per write: large enough to stream, small enough to cancel promptly.
    const std::uint64_t chunkBlocks = std::max<std::uint64_t>(1, (1u << 20) / params.blockSize);
    Engine::AlignedBuffer buffer(std::size_t(chunkBlocks) * params.blockSize, 4096);
    result.ok = true;
    for (std::uint64_t block = 0; block < params.areaBlocks; block += chunkBlocks) {
        if (cancel.load()) {
            result.cancelled = true;
            break;
        }
        const std::uint64_t count = std::min(chunkBlocks, params.areaBlocks - block);
        for (std::uint64_t i = 0; i < count; ++i) {
            BlockImage image;
            image.lba = block + i;
            encodeBlock(params, image, buffer.data() + i * params.blockSize);
        }
        if (const int error = writeAll(fd, buffer.data(), std::size_t(count) * params.blockSize,
                                       params.areaOffsetBytes + block * params.blockSize)) {
            //: %1 the system's error text
            fail(result, error,
                 Tr::tr("Preparing the test area failed: %1.").arg(errnoText(error)));
            break;
        }
        if (callbacks.onPrepareProgress)
            callbacks.onPrepareProgress(double(block + count) / double(params.areaBlocks));
    }
    if (result.ok && !result.cancelled && ::fsync(fd) != 0) {
        const int error = errno;
        fail(result, error,
             Tr::tr("Flushing the prepared test area failed: %1.").arg(errnoText(error)));
    }
    ::close(fd);
    return result;
}

WriterResult runWriter(const WriterTarget &target, const RunParameters &params,
                       const WriterCallbacks &callbacks, const std::atomic<bool> &cancel,
                       std::uint64_t stopAfterSeq)
{
    WriterResult result;
    if (!parameterProblem(params).empty()) {
        fail(result, EINVAL, Tr::tr("The power-loss test parameters are invalid."));
        return result;
    }
    const int fd = openArea(target, methodFlags(params.method), result);
    if (fd < 0)
        return result;
    const int rwfFlags = perWriteSyncFlag(fd, params.method);
    Engine::AlignedBuffer buffer(std::size_t(params.maxWriteBlocks) * params.blockSize, 4096);
    AreaHistory history(params);
    std::vector<AckEntry> batch;
    batch.reserve(params.writesPerCommit);
    result.ok = true;
    std::uint64_t seq = 1;
    while (!cancel.load() && (stopAfterSeq == 0 || seq <= stopAfterSeq)) {
        if (callbacks.waitWhilePaused)
            callbacks.waitWhilePaused();
        if (cancel.load())
            break;
        batch.clear();
        for (std::uint32_t i = 0; i < params.writesPerCommit; ++i, ++seq) {
            if (stopAfterSeq != 0 && seq > stopAfterSeq)
                break;
            const PlannedWrite w = planWrite(params, seq);
            for (std::uint32_t b = 0; b < w.blockCount; ++b) {
                const BlockImage image{seq, w.lba + b, b, w.blockCount, history.lastSeq(w.lba + b)};
                encodeBlock(params, image, buffer.data() + std::size_t(b) * params.blockSize);
            }
            result.lastIssuedSeq = seq;
            if (const int error =
                    writeAll(fd, buffer.data(), std::size_t(w.blockCount) * params.blockSize,
                             params.areaOffsetBytes + w.lba * params.blockSize, rwfFlags)) {
                //: %1 the write's sequence number, %2 the system's error text
                fail(result, error,
                     Tr::tr("Write %1 failed: %2. The run is invalid; the writer stopped "
                            "and does not retry.")
                         .arg(seq)
                         .arg(errnoText(error)));
                ::close(fd);
                return result;
            }
            history.apply(w);
            batch.push_back(AckEntry{seq, w.lba, w.blockCount, 0, 0});
            if (callbacks.onIssued)
                callbacks.onIssued(seq, std::uint32_t(batch.size()));
        }
        if (batch.empty())
            break;
        int rc = 0;
        if (params.method == CommitMethod::Fdatasync)
            rc = ::fdatasync(fd);
        else if (params.method == CommitMethod::Fsync)
            rc = ::fsync(fd);
        if (rc != 0) {
            const int error = errno;
            //: %1 the last write's sequence number, %2 the system's error text
            fail(result, error,
                 Tr::tr("Committing up to write %1 failed: %2. The run is invalid; the writer "
                        "stopped and does not retry.")
                     .arg(batch.back().seq)
                     .arg(errnoText(error)));
            ::close(fd);
            return result;
        }
        const std::int64_t now = realtimeNs();
        for (AckEntry &entry : batch)
            entry.writerTimeNs = now;
        result.lastCommittedSeq = batch.back().seq;
        if (callbacks.onCommitted)
            callbacks.onCommitted(batch);
        if (callbacks.onIssued)
            callbacks.onIssued(result.lastIssuedSeq, 0);
    }
    result.cancelled = cancel.load();
    ::close(fd);
    return result;
}

} // namespace DriveProof::PowerLoss
