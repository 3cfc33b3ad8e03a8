// Which USB device the capacity test resets before reading back (core/capacity/usbreset.h),
// on sysfs trees built in a temporary folder: the USB device that carries the drive under
// test and nothing else, as root, for the whole drive; a SATA drive, a loop device, a
// partition, a run without root and a card reader with a second drive are each told apart.
// The reset itself is shown in the drive lab (tests/lab/guest/capacity.sh).
#include "capacity/usbreset.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof::Capacity;

namespace {

void put(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// sysfs/block/NAME -> the block folder below DEVICE (a path under sysfs/devices).
void blockUnder(const QString &sys, const QString &name, const QString &device)
{
    const QString folder =
        sys + QStringLiteral("/devices/") + device + QStringLiteral("/block/") + name;
    QDir().mkpath(folder);
    put(folder + QStringLiteral("/dev"), "8:0\n");
    QDir().mkpath(sys + QStringLiteral("/block"));
    QVERIFY(QFile::link(folder, sys + QStringLiteral("/block/") + name));
    QVERIFY(QFile::link(sys + QStringLiteral("/devices/") + device,
                        folder + QStringLiteral("/device")));
}

const QString kUsb = QStringLiteral("pci0000:00/0000:00:14.0/usb1/1-2");
const QString kLun0 = kUsb + QStringLiteral("/1-2:1.0/host4/target4:0:0/4:0:0:0");
const QString kLun1 = kUsb + QStringLiteral("/1-2:1.0/host4/target4:0:0/4:0:0:1");

} // namespace

class TestCapacityReset : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir.reset(new QTemporaryDir);
        QVERIFY(m_dir->isValid());
        m_sys = m_dir->path();
        put(m_sys + QStringLiteral("/devices/") + kUsb + QStringLiteral("/busnum"), "1\n");
        put(m_sys + QStringLiteral("/devices/") + kUsb + QStringLiteral("/devnum"), "7\n");
        put(m_sys + QStringLiteral("/devices/") + kUsb + QStringLiteral("/uevent"),
            "MAJOR=189\nMINOR=6\nDEVNAME=bus/usb/001/007\nDEVTYPE=usb_device\n");
        blockUnder(m_sys, QStringLiteral("sdb"), kLun0);
        blockUnder(m_sys, QStringLiteral("sda"),
                   QStringLiteral("pci0000:00/0000:00:1f.2/ata2/host1/target1:0:0/1:0:0:0"));
        QDir().mkpath(m_sys + QStringLiteral("/devices/virtual/block/loop0"));
        QVERIFY(QFile::link(m_sys + QStringLiteral("/devices/virtual/block/loop0"),
                            m_sys + QStringLiteral("/block/loop0")));
    }

    void usbStickAsRoot()
    {
        const UsbResetPlan plan = planUsbReset(m_sys, QStringLiteral("sdb"), false, true);
        QCOMPARE(plan.status, ResetStatus::Done);
        QCOMPARE(plan.node, QStringLiteral("/dev/bus/usb/001/007"));
        QCOMPARE(plan.usbDevice,
                 QFileInfo(m_sys + QStringLiteral("/devices/") + kUsb).canonicalFilePath());
    }

    void whyNot()
    {
        QCOMPARE(planUsbReset(m_sys, QStringLiteral("sdb"), false, false).status,
                 ResetStatus::NeedsRoot);
        QCOMPARE(planUsbReset(m_sys, QStringLiteral("sdb1"), true, true).status,
                 ResetStatus::Partition);
        QCOMPARE(planUsbReset(m_sys, QStringLiteral("sda"), false, true).status,
                 ResetStatus::NotUsb);
        QCOMPARE(planUsbReset(m_sys, QStringLiteral("loop0"), false, true).status,
                 ResetStatus::NotUsb);
        QCOMPARE(planUsbReset(m_sys, QStringLiteral("nvme0n1"), false, true).status,
                 ResetStatus::NotUsb);
    }

    // A card reader with two slots: resetting it would reset the other drive too.
    void sharedUsbDeviceIsNeverReset()
    {
        blockUnder(m_sys, QStringLiteral("sdc"), kLun1);
        QCOMPARE(planUsbReset(m_sys, QStringLiteral("sdb"), false, true).status,
                 ResetStatus::Shared);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_sys;
};

QTEST_GUILESS_MAIN(TestCapacityReset)
#include "tst_capacityreset.moc"
