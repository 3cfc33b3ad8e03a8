#include "drivecontrol.h"

#include "helperclient.h"

#include <QFile>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace DriveProof::Privilege {

namespace {

bool isRoot()
{
    return ::geteuid() == 0;
}

// Root only. Read-only is enough: SG_IO and the NVMe admin ioctl check CAP_SYS_RAWIO /
// CAP_SYS_ADMIN, not the open mode, and a read-only fd cannot write data by mistake.
Result<int> openWholeDisk(const Device::DeviceInfo &info)
{
    const int fd = ::open(QFile::encodeName(info.path).constData(),
                          O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) {
        const int err = errno;
        //: %1 device path, %2 the system's reason
        return Error{
            info.path,
            Tr::tr("Cannot open %1: %2.").arg(info.path, QString::fromLocal8Bit(strerror(err))),
            err};
    }
    return fd;
}

template <typename Fn> auto withFd(const Device::DeviceInfo &info, Fn fn) -> decltype(fn(0))
{
    const Result<int> fd = openWholeDisk(info);
    if (!fd)
        return fd.error();
    auto result = fn(fd.value());
    ::close(fd.value());
    return result;
}

} // namespace

Result<Cache::WriteCacheState> queryWriteCache(const Device::DeviceInfo &info)
{
    if (!Cache::hasDriveLevelCache(info))
        return Cache::readWriteCache(-1, info);
    if (isRoot())
        return withFd(info, [&](int fd) { return Cache::readWriteCache(fd, info); });
    const Result<QVariantMap> reply = HelperClient().getWriteCache(info.path);
    if (!reply)
        return reply.error();
    return Cache::WriteCacheState::fromVariantMap(reply.value());
}

Result<Cache::WriteCacheState> changeWriteCache(const Device::DeviceInfo &info, bool enabled,
                                                bool persist)
{
    if (!Cache::hasDriveLevelCache(info))
        return Cache::setWriteCache(-1, info, enabled, persist); // refuses with the reason
    if (isRoot())
        return withFd(info,
                      [&](int fd) { return Cache::setWriteCache(fd, info, enabled, persist); });
    const Result<QVariantMap> reply = HelperClient().setWriteCache(info.path, enabled, persist);
    if (!reply)
        return reply.error();
    return Cache::WriteCacheState::fromVariantMap(reply.value());
}

Result<Health::HealthSummary> queryHealth(const Device::DeviceInfo &info)
{
    if (!Cache::hasDriveLevelCache(info))
        return Health::readHealth(-1, info); // says there is no health data
    if (isRoot())
        return withFd(info, [&](int fd) { return Health::readHealth(fd, info); });
    const Result<QVariantMap> reply = HelperClient().getHealth(info.path);
    if (!reply)
        return reply.error();
    return Health::HealthSummary::fromVariantMap(reply.value());
}

Result<Health::SelfTestState> selfTest(const Device::DeviceInfo &info,
                                       Health::SelfTestAction action)
{
    if (!Cache::hasDriveLevelCache(info))
        return Health::runSelfTest(-1, info, action); // says it takes no self-tests
    if (isRoot())
        return withFd(info, [&](int fd) { return Health::runSelfTest(fd, info, action); });
    const Result<QVariantMap> reply =
        HelperClient().selfTest(info.path, Health::selfTestActionKey(action));
    if (!reply)
        return reply.error();
    return Health::SelfTestState::fromVariantMap(reply.value());
}

} // namespace DriveProof::Privilege
