// The test area of a power-loss run (session.h, sessionstate.h): a file created and
// preallocated or used in place, or a block device under the rules of suites/testtarget.h;
// and the parameters of a new run on it.
#include "powerloss/powerlosstr.h"
#include "powerloss/sessionstate.h"
#include "suites/testtarget.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cstring>
#include <fcntl.h>
#include <memory>
#include <unistd.h>

namespace DriveProof::PowerLoss {
namespace {

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// A file: created and preallocated when missing, used in place (never grown) when it exists.
Result<Area> fileArea(const SessionSetup &setup)
{
    const QString path = setup.targetPath;
    Area area;
    area.target = WriterTarget::forPath(path);
    const QFileInfo info(path);
    if (info.exists()) {
        area.areaBytes = std::min<quint64>(quint64(info.size()), setup.sizeBytes);
        return area;
    }
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        //: %1 file, %2 the system's error text
        return Error{path, Tr::tr("Cannot create %1: %2.").arg(path, errnoText(errno)), errno};
    const int error = ::posix_fallocate(fd, 0, off_t(setup.sizeBytes));
    ::close(fd);
    if (error != 0) {
        QFile::remove(path);
        //: %1 file, %2 the system's error text
        return Error{path, Tr::tr("Cannot reserve space for %1: %2.").arg(path, errnoText(error)),
                     error};
    }
    area.areaBytes = setup.sizeBytes;
    return area;
}

// The writer's opens while the exclusive descriptor is held. As root, a second open without
// O_EXCL goes beside it. The helper opens every writable device with O_EXCL, which our own
// descriptor would refuse: there the writer gets a duplicate of it (O_RDWR|O_DIRECT), also
// for open_datasync and open_sync, whose flag a duplicate cannot take: the writer then asks
// for it on each write (writer.cpp, RWF_DSYNC / RWF_SYNC). So the device is never let go.
std::function<int(int)> heldOpener(const std::shared_ptr<Suites::TestTarget> &held)
{
    const std::function<int(int)> reopen = held->suiteTarget().reopen;
    return [held, reopen](int extra) -> int {
        if (::geteuid() == 0)
            return reopen(extra);
        const int fd = ::fcntl(held->suiteTarget().fd, F_DUPFD_CLOEXEC, 0);
        return fd < 0 ? -errno : fd;
    };
}

// A block device, with the safety rules of suites/testtarget.h (confirmation, not in use).
// The exclusive fd is held for the whole run (Area::exclusive).
Result<Area> deviceArea(const SessionSetup &setup)
{
    Suites::TargetRequest request;
    request.kind = Suites::TargetKind::Device;
    request.path = setup.targetPath;
    request.sizeBytes = setup.sizeBytes;
    request.write = true;
    request.direct = true;
    request.destructiveConfirmed = setup.destructiveConfirmed;
    Result<std::unique_ptr<Suites::TestTarget>> opened = Suites::TestTarget::open(request);
    if (!opened)
        return opened.error();
    const std::shared_ptr<Suites::TestTarget> held(std::move(opened.value()));
    Area area;
    area.target.open = heldOpener(held);
    area.target.path = held->path();
    area.areaBytes = held->areaBytes();
    area.exclusive = held;
    return area;
}

} // namespace

Result<Area> sessionArea(const SessionSetup &setup, bool isDevice)
{
    return isDevice ? deviceArea(setup) : fileArea(setup);
}

RunParameters planParameters(const SessionSetup &setup, std::uint32_t blockSize, quint64 areaBytes)
{
    RunParameters p;
    QRandomGenerator::system()->generate(p.runId.begin(), p.runId.end());
    p.blockSize = blockSize;
    p.areaBlocks = areaBytes / blockSize;
    p.maxWriteBlocks = std::max<std::uint32_t>(1, std::min<std::uint32_t>(32, 131072 / blockSize));
    p.coldBlocks = p.areaBlocks / 8;
    const std::uint64_t slot = p.maxWriteBlocks + 1;
    p.ringBlocks = p.areaBlocks / 4 / slot * slot;
    p.seed = QRandomGenerator::system()->generate64();
    p.method = setup.method;
    p.writesPerCommit = std::max<std::uint32_t>(1, setup.writesPerCommit);
    p.workers = 1;
    return p;
}

Result<quint64> reserveArea(const SessionSetup &setup, const Preflight &preflight)
{
    const Result<Area> area = sessionArea(setup, preflight.isDevice);
    if (!area)
        return area.error();
    return area->areaBytes;
}

} // namespace DriveProof::PowerLoss
