#include "testlock.h"

#include "device/blockstack.h"
#include "device/stackusers.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <optional>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>
#include <utility>

namespace DriveProof::Device {

namespace {

// A test waits this long for a reader's exclusive hold to end, then runs unmarked.
constexpr int kSharedAttempts = 100;
constexpr auto kSharedRetry = std::chrono::milliseconds(10);

// Opens (or creates) a lock file. Read-only is enough for flock; O_NOFOLLOW and the type
// check keep a planted link or FIFO in the shared folder from redirecting or blocking us;
// O_CREAT only when the name is free (fs.protected_regular refuses O_CREAT on another
// user's file in a sticky folder even when it exists).
int openLockFile(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    for (int attempt = 0; attempt < 2; ++attempt) {
        int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
        if (fd < 0 && errno == ENOENT) {
            fd = ::open(name.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0644);
            if (fd < 0 && errno == EEXIST)
                continue; // created by someone else just now: open theirs
            if (fd >= 0)
                ::fchmod(fd, 0644); // others (root's exporter, another user) open it too
        }
        if (fd < 0)
            return -1;
        struct stat st
        {
        };
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            ::close(fd);
            return -1;
        }
        return fd;
    }
    return -1;
}

std::optional<dev_t> deviceNumber(const QString &sysfsRoot, const QString &name)
{
    QFile file(sysfsRoot + QStringLiteral("/block/") + name + QStringLiteral("/dev"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return Device::parseDevNumber(QString::fromLatin1(file.readAll()).trimmed());
}

} // namespace

QString testLockFolder()
{
    const QString env = qEnvironmentVariable("DRIVEPROOF_LOCK_DIR");
    return env.isEmpty() ? QStringLiteral("/run/lock") : env;
}

QString testLockPath(dev_t disk, const QString &folder)
{
    return QStringLiteral("%1/driveproof-%2:%3.lock").arg(folder).arg(major(disk)).arg(minor(disk));
}

QList<dev_t> disksUnder(const QString &path, const QString &sysfsRoot)
{
    QString existing = path;
    struct stat st
    {
    };
    while (::stat(QFile::encodeName(existing).constData(), &st) != 0) {
        const QString parent = QFileInfo(existing).absolutePath();
        if (parent == existing || existing.isEmpty())
            return {};
        existing = parent;
    }
    const dev_t device = S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev;
    QList<dev_t> disks;
    for (const StackDevice &layer : blockStackOf(device, sysfsRoot)) {
        if (const std::optional<dev_t> number = deviceNumber(sysfsRoot, layer.name);
            number && !disks.contains(*number))
            disks.append(*number);
    }
    if (disks.isEmpty() && S_ISBLK(st.st_mode))
        disks.append(device);
    return disks;
}

TestLock::~TestLock()
{
    release();
}

TestLock::TestLock(TestLock &&other) noexcept
    : m_fds(std::move(other.m_fds))
{
    other.m_fds.clear();
}

TestLock &TestLock::operator=(TestLock &&other) noexcept
{
    if (this != &other) {
        release();
        m_fds = std::move(other.m_fds);
        other.m_fds.clear();
    }
    return *this;
}

void TestLock::release()
{
    for (const int fd : std::as_const(m_fds))
        ::close(fd); // drops the flock
    m_fds.clear();
}

TestLock TestLock::forDisks(const QList<dev_t> &disks, const QString &folder)
{
    TestLock lock;
    for (const dev_t disk : disks) {
        const int fd = openLockFile(testLockPath(disk, folder));
        if (fd < 0)
            continue;
        bool held = false;
        for (int i = 0; i < kSharedAttempts && !held; ++i) {
            held = ::flock(fd, LOCK_SH | LOCK_NB) == 0;
            if (!held && errno != EWOULDBLOCK && errno != EINTR)
                break;
            if (!held)
                std::this_thread::sleep_for(kSharedRetry);
        }
        if (held)
            lock.m_fds.append(fd);
        else
            ::close(fd);
    }
    return lock;
}

TestLock TestLock::forPath(const QString &path, const QString &folder)
{
    return forDisks(disksUnder(path), folder);
}

IdleHold::IdleHold(dev_t disk, const QString &folder)
{
    m_fd = openLockFile(testLockPath(disk, folder));
    if (m_fd < 0)
        return;
    if (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno == EWOULDBLOCK)
            m_state = State::TestRunning;
        ::close(m_fd);
        m_fd = -1;
    }
}

IdleHold::~IdleHold()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

} // namespace DriveProof::Device
