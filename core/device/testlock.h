// "A DriveProof test runs on this drive", told across processes and users, so that the
// fleet exporter sends no SMART or cache command to a drive under load (a drive once hung
// under `smartctl -x` during a load test).
//
// Every test (GUI, CLI bench, power-loss writer) holds a shared flock on one lock file per
// whole disk under its target, for as long as the target is open; the kernel drops it when
// the process ends, however it ends. A reader that must leave a busy drive alone tries an
// exclusive lock on the same file without waiting, and holds it while it reads, so a test
// that starts meanwhile waits for it (at most about a second, then runs anyway).
//
// The files: <folder>/driveproof-<major>:<minor>.lock, where folder is /run/lock (tmpfs,
// world-writable and sticky on every systemd distribution, so a user's test and root's
// exporter meet there) or $DRIVEPROOF_LOCK_DIR. Opened with O_NOFOLLOW and checked to be
// regular files; never removed (removing a lock file races with its users).
#pragma once

#include <QList>
#include <QString>

#include <sys/types.h>

namespace DriveProof::Device {

// $DRIVEPROOF_LOCK_DIR when set, else /run/lock.
QString testLockFolder();
QString testLockPath(dev_t disk, const QString &folder = testLockFolder());

// The whole disks under a path: a device node, or a file or folder on a file system (a
// path that does not exist yet counts as its parent folder). Partitions resolve to their
// disk, dm/md to their members, a loop device to itself and the disk of its backing file.
QList<dev_t> disksUnder(const QString &path, const QString &sysfsRoot = QStringLiteral("/sys"));

// Shared locks held by a running test; released when destroyed. Taking them never fails a
// test: a disk whose lock cannot be taken is simply not marked.
class TestLock
{
public:
    TestLock() = default;
    ~TestLock();
    TestLock(TestLock &&other) noexcept;
    TestLock &operator=(TestLock &&other) noexcept;
    TestLock(const TestLock &) = delete;
    TestLock &operator=(const TestLock &) = delete;

    static TestLock forDisks(const QList<dev_t> &disks, const QString &folder = testLockFolder());
    static TestLock forPath(const QString &path, const QString &folder = testLockFolder());

    int heldCount() const { return int(m_fds.size()); }

private:
    void release();
    QList<int> m_fds;
};

// An exclusive hold of an idle disk's lock, for a reader; released when destroyed.
class IdleHold
{
public:
    enum class State { Idle, TestRunning };

    // Never blocks. Idle also when the lock file cannot be made (no folder): nothing can
    // mark the disk busy then either.
    explicit IdleHold(dev_t disk, const QString &folder = testLockFolder());
    ~IdleHold();
    IdleHold(const IdleHold &) = delete;
    IdleHold &operator=(const IdleHold &) = delete;

    State state() const { return m_state; }
    bool testRunning() const { return m_state == State::TestRunning; }

private:
    int m_fd = -1;
    State m_state = State::Idle;
};

} // namespace DriveProof::Device
