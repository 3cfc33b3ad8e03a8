// The loop devices tst_helperdevices runs driveproof-helper on (root): a plain one with a
// known pattern, one with a mounted file system, and a partitioned one with a mounted
// partition, an empty one and swap; attached in helperdevicesfixture.cpp, released whatever
// happens. The tests themselves are in tst_helperdevices.cpp.
#pragma once

#include "helperharness.h"
#include "loopdevice.h"

#include <QDBusMessage>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// The first 4 KiB of the plain image: what reading through the helper's fd must return.
inline QByteArray pattern()
{
    QByteArray bytes(4096, Qt::Uninitialized);
    for (int i = 0; i < bytes.size(); ++i)
        bytes[i] = char((i * 7 + 13) & 0xff);
    return bytes;
}

class TestHelperDevices : public QObject
{
    Q_OBJECT
public:
    ~TestHelperDevices() override { release(); }

private slots:
    void initTestCase();
    void cleanupTestCase();
    void refusedWhenPolkitSaysNo_data();
    void refusedWhenPolkitSaysNo();
    void opensTheDeviceAskedFor_data();
    void opensTheDeviceAskedFor();
    void eachActionCoversOnlyItsMode();
    void writableOpensAreExclusive();
    void mountedDeviceIsNotWritable();
    void mountedPartitionBlocksItsDisk();
    void swapBlocksWriting();
    void partitionRefusedWhereDiskNeeded();
    void symlinksAreRefused();
    void swappedNodesAreRefused();
    void clientOpensThroughTheHelper();
    void driveMethodsOnALoopDevice();
    void selfTestOnALoopDevice();         // helperselftest.cpp
    void capacityCheckAsksItsOwnAction(); // helpercapacity.cpp

private:
    void release();
    QString attach(LoopDevice &loop, const QString &image, qint64 bytes,
                   const QByteArray &head = {});
    QDBusMessage open(const QString &path, const QString &mode, const QStringList &flags = {})
    {
        return m_h->call(QStringLiteral("OpenDevice"),
                         {path, mode, QVariantMap{{QStringLiteral("flags"), flags}}});
    }
    bool allow(const QStringList &actions) { return m_h->setAllowed(actions); }
    QString part(int n) const { return m_parted.path() + QStringLiteral("p%1").arg(n); }

    // Created after the capability checks: a skip (_Exit) must leave nothing behind.
    std::unique_ptr<QTemporaryDir> m_dir;
    LoopDevice m_plain;   // 32 MiB, pattern at the start
    LoopDevice m_mounted; // ext4 on the whole device, mounted read-only
    LoopDevice m_parted;  // p1 ext4 (mounted), p2 empty, p3 swap
    QStringList m_mounts;
    QString m_swap;
    std::unique_ptr<HelperHarness> m_h; // after the loops: destroyed first, nothing holds them
};
