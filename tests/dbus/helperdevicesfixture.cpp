// The loop devices of tst_helperdevices: attached over image files of this test's own,
// partitioned, formatted, mounted and swapped on, and all of it undone in release().
#include "helperdevices.h"

#include "testskip.h"

#include <QDir>
#include <QStandardPaths>

#include <unistd.h>

QString TestHelperDevices::attach(LoopDevice &loop, const QString &image, qint64 bytes,
                                  const QByteArray &head)
{
    QFile file(m_dir->filePath(image));
    if (!file.open(QIODevice::WriteOnly) || file.write(head) != head.size() || !file.resize(bytes))
        return QStringLiteral("cannot create ") + file.fileName();
    file.close();
    return loop.attach(file.fileName(), 512);
}

void TestHelperDevices::initTestCase()
{
    DRIVEPROOF_SKIP_UNLESS(::geteuid() == 0, "needs root to attach loop devices");
    for (const char *tool : {"losetup", "sfdisk", "partx", "mkfs.ext4", "mkswap", "swapon",
                             "swapoff", "mount", "umount"})
        DRIVEPROOF_SKIP_UNLESS(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                               tool);
    const QByteArray missing = HelperHarness::missingCapability().toLocal8Bit();
    DRIVEPROOF_SKIP_UNLESS(missing.isEmpty(), missing.constData());
    m_dir = std::make_unique<QTemporaryDir>();
    m_h = std::make_unique<HelperHarness>();
    const QString error = m_h->start(120);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    QString err = attach(m_plain, QStringLiteral("plain.img"), 32 << 20, pattern());
    QVERIFY2(err.isEmpty(), qPrintable(err));

    // The filesystem is made in our image file before it is attached; mounted read-only.
    const QString fsImage = m_dir->filePath(QStringLiteral("fs.img"));
    QVERIFY(runCommand(QStringLiteral("truncate"),
                       {QStringLiteral("-s"), QStringLiteral("32M"), fsImage})
                .exitCode == 0);
    QVERIFY(runCommand(QStringLiteral("mkfs.ext4"),
                       {QStringLiteral("-q"), QStringLiteral("-F"), fsImage})
                .exitCode == 0);
    err = m_mounted.attach(fsImage, 512);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    const QString mnt = m_dir->filePath(QStringLiteral("mnt-whole"));
    QVERIFY(QDir().mkpath(mnt));
    const CommandResult mounted =
        runCommand(QStringLiteral("mount"),
                   {QStringLiteral("-o"), QStringLiteral("ro"), m_mounted.path(), mnt});
    QVERIFY2(mounted.exitCode == 0, mounted.err.constData());
    m_mounts << mnt;

    err = attach(m_parted, QStringLiteral("parted.img"), 64 << 20);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    err =
        m_parted.partition("label: dos\nstart=2048, size=40960, type=83\n"
                           "start=43008, size=20480, type=83\nstart=63488, size=20480, type=82\n");
    QVERIFY2(err.isEmpty(), qPrintable(err));
    m_parted.addPartitionNodes();
    QVERIFY(waitFor([this] { return QFile::exists(part(3)); }, 5000));
    QVERIFY(m_parted.isOurs()); // checked again right before writing to its partitions
    QCOMPARE(runCommand(QStringLiteral("mkfs.ext4"),
                        {QStringLiteral("-q"), QStringLiteral("-F"), part(1)})
                 .exitCode,
             0);
    QCOMPARE(runCommand(QStringLiteral("mkswap"), {part(3)}).exitCode, 0);
    const QString mntPart = m_dir->filePath(QStringLiteral("mnt-p1"));
    QVERIFY(QDir().mkpath(mntPart));
    QCOMPARE(runCommand(QStringLiteral("mount"),
                        {QStringLiteral("-o"), QStringLiteral("ro"), part(1), mntPart})
                 .exitCode,
             0);
    m_mounts << mntPart;
}

void TestHelperDevices::cleanupTestCase()
{
    release();
}

// Idempotent: from cleanupTestCase, and from the destructor should initTestCase fail.
void TestHelperDevices::release()
{
    if (!m_swap.isEmpty())
        runCommand(QStringLiteral("swapoff"), {std::exchange(m_swap, QString())});
    for (const QString &mnt : std::exchange(m_mounts, QStringList()))
        runCommand(QStringLiteral("umount"), {mnt});
    if (m_parted.path().isEmpty())
        return;
    // A node that swappedNodesAreRefused() re-created is ours, not devtmpfs's: the kernel
    // does not remove it with the partition, so remove it once the partition is gone.
    const QStringList nodes{part(1), part(2), part(3)};
    m_parted.detach();
    for (const QString &node : nodes) {
        if (node.startsWith(QLatin1String("/dev/loop")) && QFile::exists(node) &&
            !QFile::exists(QStringLiteral("/sys/class/block/") + QFileInfo(node).fileName()))
            QFile::remove(node);
    }
}
