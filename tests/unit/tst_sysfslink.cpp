// The link a drive sits on and its class, read from fixture sysfs trees: SATA link speeds,
// an NVMe drive's PCIe link against its own and its slot's maximum, USB speed and driver;
// what sysfs does not say stays unknown. Also how the link reads in JSON and in words.
#include "device/sysfsprobe.h"
#include "report/devicejson.h"
#include "suites/expectations.h"
#include "sysfstree.h"

#include <QJsonObject>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Device;

class TestSysfsLink : public QObject
{
    Q_OBJECT

    static std::optional<DeviceInfo> probe(const char *fixture, const char *name)
    {
        SysfsTree tree;
        const QString err =
            tree.build(QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/sysfs/") +
                       QLatin1String(fixture));
        if (!err.isEmpty()) {
            qWarning() << err;
            return std::nullopt;
        }
        const SysfsProbe probe({tree.sysRoot(), QStringLiteral("/dev"), tree.mountInfoPath(), false,
                                tree.sysRoot() + QStringLiteral("/run/udev/data")});
        return probe.probe(QLatin1String(name));
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void sataSixGbps()
    {
        const auto info = probe("sata-links.tree", "sda");
        QVERIFY(info);
        QCOMPARE(info->link.bus, QStringLiteral("sata"));
        QCOMPARE(info->link.sataGbps, 6.0);
        QCOMPARE(driveClassKey(driveClass(*info)), QStringLiteral("sata-ssd"));
        QCOMPARE(Suites::linkText(info->link), QStringLiteral("SATA 6 Gb/s (~600.0 MB/s usable)"));
        const QJsonObject link =
            Report::deviceToJson(*info).value(QLatin1String("link")).toObject();
        QCOMPARE(link.value(QLatin1String("bus")).toString(), QStringLiteral("sata"));
        QCOMPARE(link.value(QLatin1String("sata_gbps")).toDouble(), 6.0);
        QVERIFY(link.value(QLatin1String("drive_max_sata_gbps")).isNull());
    }

    void sataOnePointFiveGbpsHdd()
    {
        const auto info = probe("sata-links.tree", "sdb");
        QVERIFY(info);
        QCOMPARE(info->link.sataGbps, 1.5);
        QCOMPARE(info->rotationRateRpm.value_or(-1), 7200);
        QCOMPARE(driveClassKey(driveClass(*info)), QStringLiteral("hdd"));
        QCOMPARE(Report::deviceToJson(*info).value(QLatin1String("drive_class")).toString(),
                 QStringLiteral("hdd"));
        QCOMPARE(Suites::linkText(info->link),
                 QStringLiteral("SATA 1.5 Gb/s (~150.0 MB/s usable)"));
    }

    void sataUnknownStaysUnknown()
    {
        const auto info = probe("sata-links.tree", "sdc");
        QVERIFY(info);
        QCOMPARE(info->link.bus, QStringLiteral("sata"));
        QCOMPARE(info->link.sataGbps, 0.0);
        QVERIFY(!Suites::linkCeiling(info->link).isKnown());
        const QJsonObject link =
            Report::deviceToJson(*info).value(QLatin1String("link")).toObject();
        QVERIFY(link.value(QLatin1String("sata_gbps")).isNull());
        // A SATA disk without any ata_link in sysfs (the older fixture): no number at all.
        const auto old = probe("sata-ssd.tree", "sda");
        QVERIFY(old);
        QCOMPARE(old->link.sataGbps, 0.0);
    }

    void nvmeTwoOfFourLanes()
    {
        const auto info = probe("nvme-links.tree", "nvme0n1");
        QVERIFY(info);
        const LinkInfo &l = info->link;
        QCOMPARE(l.bus, QStringLiteral("pcie"));
        QCOMPARE(l.pcieGts, 8.0);
        QCOMPARE(l.pcieWidth, 2);
        QCOMPARE(l.pcieMaxGts, 8.0);
        QCOMPARE(l.pcieMaxWidth, 4);
        QCOMPARE(l.portMaxGts, 8.0);
        QCOMPARE(l.portMaxWidth, 2);
        QCOMPARE(driveClassKey(driveClass(*info)), QStringLiteral("nvme-ssd"));
        QCOMPARE(Suites::linkText(l), QStringLiteral("PCIe 3.0 x2 of x4"));
        const QJsonObject link =
            Report::deviceToJson(*info).value(QLatin1String("link")).toObject();
        QCOMPARE(link.value(QLatin1String("pcie_width")).toInt(), 2);
        QCOMPARE(link.value(QLatin1String("pcie_max_width")).toInt(), 4);
        QCOMPARE(link.value(QLatin1String("port_max_width")).toInt(), 2);
    }

    void nvmeMultipathFindsItsController()
    {
        const auto info = probe("nvme-links.tree", "nvme1n1");
        QVERIFY(info);
        QCOMPARE(info->link.pcieGts, 16.0);
        QCOMPARE(info->link.pcieWidth, 4);
        QCOMPARE(info->link.portMaxWidth, 4);
        QCOMPARE(Suites::linkText(info->link), QStringLiteral("PCIe 4.0 x4"));
    }

    void nvmeWithoutLinkAttributesIsUnknown()
    {
        const auto info = probe("nvme-links.tree", "nvme2n1");
        QVERIFY(info);
        QCOMPARE(info->link.pcieGts, 0.0);
        QCOMPARE(info->link.pcieWidth, 0);
        QCOMPARE(info->link.portMaxGts, 0.0);
        QCOMPARE(driveClassKey(driveClass(*info)), QStringLiteral("virtual"));
        QCOMPARE(Suites::linkText(info->link), QStringLiteral("PCIe, link speed unknown"));
        const QJsonObject link =
            Report::deviceToJson(*info).value(QLatin1String("link")).toObject();
        QVERIFY(link.value(QLatin1String("pcie_gts")).isNull());
        QVERIFY(link.value(QLatin1String("pcie_width")).isNull());
    }

    void usbTwoBulkOnly()
    {
        const auto info = probe("usb-links.tree", "sdd");
        QVERIFY(info);
        QCOMPARE(info->link.bus, QStringLiteral("usb"));
        QCOMPARE(info->link.usbMbps, 480);
        QCOMPARE(info->link.usbDriver, QStringLiteral("usb-storage"));
        // rotational = 1 is USB's default, not a sign of platters.
        QCOMPARE(driveClassKey(driveClass(*info)), QStringLiteral("usb-bridge"));
        QCOMPARE(Suites::linkText(info->link), QStringLiteral("USB 2 (480 Mb/s), BOT"));
    }

    void usbThreeUasBehindHub()
    {
        const auto info = probe("usb-links.tree", "sde");
        QVERIFY(info);
        QCOMPARE(info->link.usbMbps, 5000);
        QCOMPARE(info->link.usbDriver, QStringLiteral("uas"));
        QCOMPARE(Suites::linkText(info->link), QStringLiteral("USB 3.0 (5 Gb/s), UAS"));
        const QJsonObject link =
            Report::deviceToJson(*info).value(QLatin1String("link")).toObject();
        QCOMPARE(link.value(QLatin1String("usb_mbps")).toInt(), 5000);
        QCOMPARE(link.value(QLatin1String("usb_driver")).toString(), QStringLiteral("uas"));
    }

    void virtioHasNoLink()
    {
        const auto info = probe("qemu-sata-virtio.tree", "vda");
        QVERIFY(info);
        QVERIFY(!info->link.isKnown());
        QVERIFY(Report::deviceToJson(*info).value(QLatin1String("link")).isNull());
        QCOMPARE(driveClassKey(driveClass(*info)), QStringLiteral("virtual"));
    }

    void speedParsers()
    {
        QCOMPARE(parseSataSpeed(QStringLiteral("3.0 Gbps")), 3.0);
        QCOMPARE(parseSataSpeed(QStringLiteral("<unknown>")), 0.0);
        QCOMPARE(parsePcieSpeed(QStringLiteral("2.5 GT/s PCIe")), 2.5);
        QCOMPARE(parsePcieSpeed(QStringLiteral("16 GT/s")), 16.0);
        QCOMPARE(parsePcieSpeed(QStringLiteral("Unknown")), 0.0);
        QCOMPARE(parsePcieSpeed(QStringLiteral("8.0 Gbps")), 0.0);
    }

    void linkJsonRoundTrip()
    {
        LinkInfo l;
        l.bus = QStringLiteral("pcie");
        l.pcieGts = 8.0;
        l.pcieWidth = 2;
        l.pcieMaxGts = 16.0;
        l.pcieMaxWidth = 4;
        const LinkInfo back = Report::linkFromJson(Report::linkToJson(l));
        QCOMPARE(back.pcieGts, 8.0);
        QCOMPARE(back.pcieMaxWidth, 4);
        QCOMPARE(back.portMaxGts, 0.0);
        QVERIFY(!Report::linkFromJson(QJsonValue()).isKnown());
    }
};

QTEST_GUILESS_MAIN(TestSysfsLink)
#include "tst_sysfslink.moc"
