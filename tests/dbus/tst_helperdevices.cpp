// driveproof-helper on a private bus with python3-dbusmock's polkit, on real loop devices
// this test attaches over its own image files (root; 77 otherwise): polkit is asked on
// every call with the caller's bus name and the device, a refusal opens nothing, an
// allowed open hands over an fd on exactly the device asked for with the mode asked for,
// and writable opens of mounted, swapped or exclusively held devices, symlinked or swapped
// nodes, and partitions where a disk is needed are all refused with the right error.
#include "helperdevices.h"

#include "cache/writecache.h"
#include "privilege/helperclient.h"
#include "privilege/helpernames.h"
#include "testskip.h"

#include <QDBusUnixFileDescriptor>

#include <fcntl.h>
#include <grp.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

using namespace DriveProof::Privilege;

namespace {

const QString NotAuthorized = Helper1::errorName(Helper1::ErrorKind::NotAuthorized);
const QString InvalidArgument = Helper1::errorName(Helper1::ErrorKind::InvalidArgument);
const QString NotABlockDevice = Helper1::errorName(Helper1::ErrorKind::NotABlockDevice);
const QString DeviceBusy = Helper1::errorName(Helper1::ErrorKind::DeviceBusy);

dev_t rdevOf(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_rdev : dev_t(0);
}

// A descriptor received from the helper, closed on destruction.
struct Fd
{
    int fd = -1;
    explicit Fd(const QDBusMessage &reply)
    {
        const auto received = qdbus_cast<QDBusUnixFileDescriptor>(reply.arguments().value(0));
        if (reply.type() == QDBusMessage::ReplyMessage && received.isValid())
            fd = ::fcntl(received.fileDescriptor(), F_DUPFD_CLOEXEC, 0);
    }
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
    dev_t rdev() const
    {
        struct stat st = {};
        return ::fstat(fd, &st) == 0 && S_ISBLK(st.st_mode) ? st.st_rdev : dev_t(0);
    }
    int flags() const { return ::fcntl(fd, F_GETFL); }
};

// Replaces a partition node of our own loop device for one test (a symlink, a node of
// another device) and puts the original back, whatever happens.
class NodeSwap
{
public:
    explicit NodeSwap(const QString &node)
        : m_node(QFile::encodeName(node))
        , m_rdev(rdevOf(node))
    {}
    ~NodeSwap() { restore(); }
    bool toSymlink(const QString &target)
    {
        return clear() && ::symlink(QFile::encodeName(target).constData(), m_node.constData()) == 0;
    }
    bool toNode(mode_t type, dev_t number)
    {
        return clear() && ::mknod(m_node.constData(), type | 0600, number) == 0;
    }
    void restore()
    {
        if (!clear() || ::mknod(m_node.constData(), S_IFBLK | 0660, m_rdev) != 0 ||
            ::chmod(m_node.constData(), 0660) != 0)
            qWarning("could not restore %s", m_node.constData());
        if (const group *disk = ::getgrnam("disk"))
            (void)!::chown(m_node.constData(), 0, disk->gr_gid);
    }

private:
    bool clear() { return ::unlink(m_node.constData()) == 0 || errno == ENOENT; }
    QByteArray m_node;
    dev_t m_rdev;
};

} // namespace

void TestHelperDevices::refusedWhenPolkitSaysNo_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QVariantList>("args");
    QTest::addColumn<QString>("action");
    const QString dev = m_plain.path();
    QTest::newRow("read") << QStringLiteral("OpenDevice")
                          << QVariantList{dev, QStringLiteral("r"), QVariantMap()}
                          << Helper1::actionOpenDevice();
    QTest::newRow("write") << QStringLiteral("OpenDevice")
                           << QVariantList{dev, QStringLiteral("w"), QVariantMap()}
                           << Helper1::actionOpenDeviceForWriting();
    QTest::newRow("read-write") << QStringLiteral("OpenDevice")
                                << QVariantList{dev, QStringLiteral("rw"), QVariantMap()}
                                << Helper1::actionOpenDeviceForWriting();
    QTest::newRow("cache") << QStringLiteral("GetWriteCache") << QVariantList{dev, QVariantMap()}
                           << Helper1::actionReadHealth();
    QTest::newRow("set cache") << QStringLiteral("SetWriteCache")
                               << QVariantList{dev, false,
                                               QVariantMap{{QStringLiteral("persist"), true}}}
                               << Helper1::actionSetWriteCache();
    QTest::newRow("health") << QStringLiteral("GetHealth") << QVariantList{dev, QVariantMap()}
                            << Helper1::actionReadHealth();
    QTest::newRow("self-test") << QStringLiteral("SelfTest")
                               << QVariantList{dev, QStringLiteral("short"), QVariantMap()}
                               << Helper1::actionRunSelfTest();
    QTest::newRow("self-test abort")
        << QStringLiteral("SelfTest") << QVariantList{dev, QStringLiteral("abort"), QVariantMap()}
        << Helper1::actionRunSelfTest();
    QTest::newRow("self-test status")
        << QStringLiteral("SelfTest") << QVariantList{dev, QStringLiteral("status"), QVariantMap()}
        << Helper1::actionReadHealth();
}

void TestHelperDevices::refusedWhenPolkitSaysNo()
{
    QFETCH(QString, method);
    QFETCH(QVariantList, args);
    QFETCH(QString, action);
    QVERIFY(allow({}));
    const QDBusMessage reply = m_h->call(method, args);
    QCOMPARE(reply.errorName(), NotAuthorized);
    QVERIFY2(reply.errorMessage().contains(m_plain.path()), qPrintable(reply.errorMessage()));
    // Nothing opened: the helper holds no fd on it, and we can take it exclusively.
    QCOMPARE(m_h->helperFdsOn(rdevOf(m_plain.path())), 0);
    const int fd =
        ::open(QFile::encodeName(m_plain.path()).constData(), O_RDONLY | O_EXCL | O_CLOEXEC);
    QVERIFY(fd >= 0);
    ::close(fd);
    // polkit was asked the right question: this caller's bus name, this action, this device,
    // with user interaction allowed (flag 1).
    const QStringList checks =
        m_h->mockLog().split(QLatin1Char('\n')).filter(QStringLiteral("CheckAuthorization"));
    QVERIFY(!checks.isEmpty());
    const QString asked = checks.constLast();
    const QString me = m_h->bus().connection().baseService();
    QVERIFY2(asked.contains(QLatin1String("'system-bus-name'")), qPrintable(asked));
    QVERIFY2(asked.contains(QStringLiteral("dbus.String('%1'").arg(me)), qPrintable(asked));
    QVERIFY2(asked.contains(
                 QStringLiteral(") \"%1\" {\"device\": \"%2\"} 1 ").arg(action, m_plain.path())),
             qPrintable(asked));
}

void TestHelperDevices::opensTheDeviceAskedFor_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<int>("accessMode");
    QTest::addColumn<int>("statusFlags");
    QTest::newRow("r") << QStringLiteral("r") << QStringList() << O_RDONLY << 0;
    QTest::newRow("r direct") << QStringLiteral("r") << QStringList{QStringLiteral("direct")}
                              << O_RDONLY << O_DIRECT;
    QTest::newRow("r exclusive") << QStringLiteral("r") << QStringList{QStringLiteral("exclusive")}
                                 << O_RDONLY << 0;
    QTest::newRow("w dsync") << QStringLiteral("w") << QStringList{QStringLiteral("dsync")}
                             << O_WRONLY << O_DSYNC;
    QTest::newRow("rw direct sync")
        << QStringLiteral("rw") << QStringList{QStringLiteral("direct"), QStringLiteral("sync")}
        << O_RDWR << (O_DIRECT | O_SYNC);
}

void TestHelperDevices::opensTheDeviceAskedFor()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, flags);
    QFETCH(int, accessMode);
    QFETCH(int, statusFlags);
    QVERIFY(allow({Helper1::actionOpenDevice(), Helper1::actionOpenDeviceForWriting()}));
    const QDBusMessage reply = open(m_plain.path(), mode, flags);
    QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
    const Fd fd(reply);
    QVERIFY(fd.fd >= 0);
    QCOMPARE(fd.rdev(), rdevOf(m_plain.path()));
    QCOMPARE(fd.flags() & O_ACCMODE, accessMode);
    QCOMPARE(fd.flags() & statusFlags, statusFlags);
    QCOMPARE(fd.flags() & (O_DIRECT | O_SYNC | O_DSYNC) & ~statusFlags, 0);
    if (accessMode != O_WRONLY) {
        void *buffer = std::aligned_alloc(4096, 4096);
        const ssize_t n = ::pread(fd.fd, buffer, 4096, 0);
        const QByteArray head(static_cast<const char *>(buffer), n > 0 ? int(n) : 0);
        std::free(buffer);
        QCOMPARE(head, pattern());
    }
    // The helper kept no copy.
    QVERIFY(waitFor([this] { return m_h->helperFdsOn(rdevOf(m_plain.path())) == 0; }, 3000));
}

void TestHelperDevices::eachActionCoversOnlyItsMode()
{
    QVERIFY(allow({Helper1::actionOpenDevice()}));
    QCOMPARE(open(m_plain.path(), QStringLiteral("rw")).errorName(), NotAuthorized);
    QCOMPARE(open(m_plain.path(), QStringLiteral("w")).errorName(), NotAuthorized);
    QVERIFY(allow({Helper1::actionOpenDeviceForWriting()}));
    QCOMPARE(open(m_plain.path(), QStringLiteral("r")).errorName(), NotAuthorized);
    QVERIFY(allow({Helper1::actionReadHealth(), Helper1::actionSetWriteCache()}));
    QCOMPARE(open(m_plain.path(), QStringLiteral("r")).errorName(), NotAuthorized);
}

void TestHelperDevices::writableOpensAreExclusive()
{
    QVERIFY(allow({Helper1::actionOpenDevice(), Helper1::actionOpenDeviceForWriting()}));
    {
        const Fd first(open(m_plain.path(), QStringLiteral("rw")));
        QVERIFY(first.fd >= 0);
        const QDBusMessage second = open(m_plain.path(), QStringLiteral("rw"));
        QCOMPARE(second.errorName(), DeviceBusy);
        QVERIFY(second.errorMessage().contains(m_plain.path()));
        QCOMPARE(
            open(m_plain.path(), QStringLiteral("r"), {QStringLiteral("exclusive")}).errorName(),
            DeviceBusy);
        QVERIFY(Fd(open(m_plain.path(), QStringLiteral("r"))).fd >= 0); // sharing a read is fine
    }
    QVERIFY(Fd(open(m_plain.path(), QStringLiteral("rw"))).fd >= 0); // released with the fd
}

void TestHelperDevices::mountedDeviceIsNotWritable()
{
    QVERIFY(allow({Helper1::actionOpenDevice(), Helper1::actionOpenDeviceForWriting()}));
    const int asked = m_h->authorizationChecks();
    for (const QString &mode : {QStringLiteral("w"), QStringLiteral("rw")}) {
        const QDBusMessage reply = open(m_mounted.path(), mode);
        QCOMPARE(reply.errorName(), DeviceBusy);
        QVERIFY2(reply.errorMessage().contains(m_mounts.value(0)),
                 qPrintable(reply.errorMessage()));
    }
    QCOMPARE(m_h->authorizationChecks(), asked); // refused before anyone is asked
    const Fd reading(open(m_mounted.path(), QStringLiteral("r")));
    QCOMPARE(reading.rdev(), rdevOf(m_mounted.path()));
}

void TestHelperDevices::mountedPartitionBlocksItsDisk()
{
    QVERIFY(allow({Helper1::actionOpenDeviceForWriting()}));
    const QDBusMessage disk = open(m_parted.path(), QStringLiteral("rw"));
    QCOMPARE(disk.errorName(), DeviceBusy);
    QVERIFY2(disk.errorMessage().contains(part(1)) &&
                 disk.errorMessage().contains(m_mounts.value(1)),
             qPrintable(disk.errorMessage()));
    QCOMPARE(open(part(1), QStringLiteral("rw")).errorName(), DeviceBusy);
    // A sibling partition is not disturbed by the mount.
    const Fd sibling(open(part(2), QStringLiteral("rw")));
    QCOMPARE(sibling.rdev(), rdevOf(part(2)));
}

void TestHelperDevices::swapBlocksWriting()
{
    const CommandResult on = runCommand(QStringLiteral("swapon"), {part(3)});
    if (on.exitCode != 0)
        QSKIP(qPrintable(QStringLiteral("swapon is not possible here: ") +
                         QString::fromLocal8Bit(on.err)));
    m_swap = part(3);
    QVERIFY(allow({Helper1::actionOpenDeviceForWriting()}));
    const QDBusMessage reply = open(part(3), QStringLiteral("rw"));
    QCOMPARE(reply.errorName(), DeviceBusy);
    QVERIFY2(reply.errorMessage().contains(QLatin1String("swap")),
             qPrintable(reply.errorMessage()));
    QCOMPARE(open(m_parted.path(), QStringLiteral("w")).errorName(), DeviceBusy);
    QCOMPARE(runCommand(QStringLiteral("swapoff"), {part(3)}).exitCode, 0);
    m_swap.clear();
    QVERIFY(Fd(open(part(3), QStringLiteral("rw"))).fd >= 0);
}

void TestHelperDevices::partitionRefusedWhereDiskNeeded()
{
    QVERIFY(allow({Helper1::actionReadHealth(), Helper1::actionSetWriteCache(),
                   Helper1::actionRunSelfTest()}));
    const int asked = m_h->authorizationChecks();
    const QList<QPair<QString, QVariantList>> calls{
        {QStringLiteral("GetWriteCache"), {part(2), QVariantMap()}},
        {QStringLiteral("SetWriteCache"), {part(2), true, QVariantMap()}},
        {QStringLiteral("GetHealth"), {part(2), QVariantMap()}},
        {QStringLiteral("SelfTest"), {part(2), QStringLiteral("short"), QVariantMap()}}};
    for (const auto &[method, args] : calls) {
        const QDBusMessage reply = m_h->call(method, args);
        QCOMPARE(reply.errorName(), InvalidArgument);
        QVERIFY2(reply.errorMessage().contains(m_parted.path() + QLatin1Char('.')),
                 qPrintable(reply.errorMessage()));
    }
    const QDBusMessage typed = m_h->call(
        QStringLiteral("SetWriteCache"),
        {m_plain.path(), true, QVariantMap{{QStringLiteral("persist"), QStringLiteral("yes")}}});
    QCOMPARE(typed.errorName(), InvalidArgument);
    QCOMPARE(m_h->authorizationChecks(), asked);
}

void TestHelperDevices::symlinksAreRefused()
{
    QVERIFY(allow({Helper1::actionOpenDevice()}));
    const QString tmpLink = m_dir->filePath(m_plain.name());
    QVERIFY(QFile::link(m_plain.path(), tmpLink));
    QCOMPARE(open(tmpLink, QStringLiteral("r")).errorName(), InvalidArgument);
    // A link inside /dev (like /dev/disk/by-id/...) is no kernel name either.
    const QString devLink = QStringLiteral("/dev/driveproof-test-%1").arg(::getpid());
    QVERIFY(QFile::link(m_plain.path(), devLink));
    const QDBusMessage reply = open(devLink, QStringLiteral("r"));
    QFile::remove(devLink);
    QCOMPARE(reply.errorName(), NotABlockDevice);
}

void TestHelperDevices::swappedNodesAreRefused()
{
    // Partition 2 of our own loop device: its /dev node is replaced, then restored.
    QVERIFY(m_parted.isOurs() && part(2).startsWith(m_parted.path()));
    QVERIFY(allow({Helper1::actionOpenDevice()}));
    NodeSwap node(part(2));
    QVERIFY(node.toSymlink(m_plain.path()));
    QDBusMessage reply = open(part(2), QStringLiteral("r"));
    QCOMPARE(reply.errorName(), NotABlockDevice);
    QVERIFY2(reply.errorMessage().contains(QLatin1String("symbolic link")),
             qPrintable(reply.errorMessage()));
    QVERIFY(node.toNode(S_IFBLK, rdevOf(m_plain.path()))); // another device's numbers
    reply = open(part(2), QStringLiteral("r"));
    QCOMPARE(reply.errorName(), NotABlockDevice);
    QVERIFY2(reply.errorMessage().contains(QStringLiteral("%1:%2")
                                               .arg(major(rdevOf(m_plain.path())))
                                               .arg(minor(rdevOf(m_plain.path())))),
             qPrintable(reply.errorMessage()));
    QVERIFY(node.toNode(S_IFCHR, makedev(1, 3))); // /dev/null's numbers
    QCOMPARE(open(part(2), QStringLiteral("r")).errorName(), NotABlockDevice);
    QCOMPARE(m_h->helperFdsOn(rdevOf(m_plain.path())), 0);
    node.restore();
    QVERIFY(Fd(open(part(2), QStringLiteral("r"))).fd >= 0);
}

void TestHelperDevices::clientOpensThroughTheHelper()
{
    QVERIFY(allow({Helper1::actionOpenDevice()}));
    const HelperClient client(m_h->address());
    const auto opened = client.openDevice(m_plain.path(), OpenMode::Read, OpenFlag::Direct);
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
    struct stat st = {};
    QCOMPARE(::fstat(opened.value(), &st), 0);
    QCOMPARE(st.st_rdev, rdevOf(m_plain.path()));
    QVERIFY(::fcntl(opened.value(), F_GETFL) & O_DIRECT);
    QVERIFY(::fcntl(opened.value(), F_GETFD) & FD_CLOEXEC);
    ::close(opened.value());
    const auto denied = client.openDevice(m_plain.path(), OpenMode::ReadWrite);
    QVERIFY(!denied);
    QCOMPARE(denied.error().errnum, EACCES);
    QVERIFY(denied.error().message.contains(m_plain.path()));
}

void TestHelperDevices::driveMethodsOnALoopDevice()
{
    // A loop device has the kernel's view only: GetWriteCache answers with it, health and
    // switching are not supported, and queue/write_cache is never touched.
    QFile kernelView(QStringLiteral("/sys/block/%1/queue/write_cache").arg(m_plain.name()));
    QVERIFY(kernelView.open(QIODevice::ReadOnly));
    const QString before = QString::fromLatin1(kernelView.readAll()).trimmed();
    QVERIFY(allow({Helper1::actionReadHealth(), Helper1::actionSetWriteCache()}));
    const QDBusMessage cache =
        m_h->call(QStringLiteral("GetWriteCache"), {m_plain.path(), QVariantMap()});
    QVERIFY2(cache.type() == QDBusMessage::ReplyMessage, qPrintable(cache.errorMessage()));
    const auto state = DriveProof::Cache::WriteCacheState::fromVariantMap(
        qdbus_cast<QVariantMap>(cache.arguments().value(0)));
    QVERIFY2(state.ok(), state.ok() ? "" : qPrintable(state.error().message));
    QCOMPARE(state->device, m_plain.path());
    QCOMPARE(state->protocol, DriveProof::Cache::Protocol::None);
    QCOMPARE(DriveProof::Device::kernelCacheWords(state->kernelView), before);
    const QDBusMessage health =
        m_h->call(QStringLiteral("GetHealth"), {m_plain.path(), QVariantMap()});
    QCOMPARE(health.errorName(), Helper1::errorName(Helper1::ErrorKind::NotSupported));
    QVERIFY2(health.errorMessage().contains(m_plain.path()), qPrintable(health.errorMessage()));
    const QDBusMessage set =
        m_h->call(QStringLiteral("SetWriteCache"), {m_plain.path(), false, QVariantMap()});
    QCOMPARE(set.errorName(), Helper1::errorName(Helper1::ErrorKind::NotSupported));
    kernelView.seek(0);
    QCOMPARE(QString::fromLatin1(kernelView.readAll()).trimmed(), before);

    const HelperClient client(m_h->address());
    const auto viaClient = client.getWriteCache(m_plain.path());
    QVERIFY(viaClient.ok());
    QCOMPARE(viaClient->value(QStringLiteral("device")).toString(), m_plain.path());
    const auto healthViaClient = client.getHealth(m_plain.path());
    QVERIFY(!healthViaClient);
    QCOMPARE(healthViaClient.error().errnum, EOPNOTSUPP);
}

QTEST_GUILESS_MAIN(TestHelperDevices)
#include "tst_helperdevices.moc"
