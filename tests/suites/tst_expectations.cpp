// The link ceilings and the verdicts that hold measurements against them, with injected
// links and drive classes: at the ceiling, clearly below it, and above what the link can
// carry; the PCIe link narrower than the drive; a USB 2 port; a 7,200 rpm disk's seeks.
// Pure: no I/O.
#include "suites/expectations.h"
#include "suites/expectationverdicts.h"
#include "suites/verdicts.h"

#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Suites;

namespace {

Report::Measurement seqRead(double bytesPerSecond, const char *op = "read")
{
    Report::Measurement m;
    m.key = QStringLiteral("seq1m-q8t1.") + QLatin1String(op);
    m.operation = QLatin1String(op);
    m.blockSize = 1 << 20;
    m.queueDepth = 8;
    m.threads = 1;
    m.seconds = 5;
    m.bytesPerSecond = bytesPerSecond;
    m.ops = quint64(bytesPerSecond * 5 / m.blockSize) + 1;
    m.bytes = quint64(bytesPerSecond * 5);
    m.iops = bytesPerSecond / m.blockSize;
    return m;
}

Report::Measurement rnd4kQ1T1(double iops)
{
    Report::Measurement m;
    m.key = QStringLiteral("rnd4k-q1t1.read");
    m.operation = QStringLiteral("read");
    m.random = true;
    m.blockSize = 4096;
    m.queueDepth = 1;
    m.threads = 1;
    m.seconds = 5;
    m.iops = iops;
    m.ops = quint64(iops * 5);
    m.bytesPerSecond = iops * 4096;
    return m;
}

Device::LinkInfo sata(double gbps, double driveMax = 0)
{
    Device::LinkInfo l;
    l.bus = QStringLiteral("sata");
    l.sataGbps = gbps;
    l.driveMaxSataGbps = driveMax;
    return l;
}

Device::LinkInfo pcie(double gts, int width, double maxGts, int maxWidth, double portGts,
                      int portWidth)
{
    Device::LinkInfo l;
    l.bus = QStringLiteral("pcie");
    l.pcieGts = gts;
    l.pcieWidth = width;
    l.pcieMaxGts = maxGts;
    l.pcieMaxWidth = maxWidth;
    l.portMaxGts = portGts;
    l.portMaxWidth = portWidth;
    return l;
}

Device::LinkInfo usb(int mbps, const char *driver)
{
    Device::LinkInfo l;
    l.bus = QStringLiteral("usb");
    l.usbMbps = mbps;
    l.usbDriver = QLatin1String(driver);
    return l;
}

QStringList codes(const QList<Report::Finding> &findings)
{
    QStringList out;
    for (const Report::Finding &f : findings)
        out << f.code;
    return out;
}

} // namespace

class TestExpectations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void ceilings()
    {
        // 8b/10b: a byte is 10 bits on the wire.
        QCOMPARE(linkCeiling(sata(1.5)).carryBytesPerSecond, 150e6);
        QCOMPARE(linkCeiling(sata(3.0)).carryBytesPerSecond, 300e6);
        QCOMPARE(linkCeiling(sata(6.0)).carryBytesPerSecond, 600e6);
        QVERIFY(qAbs(linkCeiling(sata(6.0)).achievableBytesPerSecond - 558e6) < 1e6);
        // 128b/130b from 8 GT/s: PCIe 3.0 x4 = 3,938 MB/s; 8b/10b below: 2.0 x4 = 2,000.
        QVERIFY(qAbs(linkCeiling(pcie(8, 4, 8, 4, 0, 0)).carryBytesPerSecond - 3938.46e6) < 1e5);
        QCOMPARE(linkCeiling(pcie(5, 4, 5, 4, 0, 0)).carryBytesPerSecond, 2000e6);
        QCOMPARE(linkCeiling(usb(480, "usb-storage")).achievableBytesPerSecond, 40e6);
        QCOMPARE(linkCeiling(usb(5000, "uas")).achievableBytesPerSecond, 450e6);
        QCOMPARE(linkCeiling(usb(10000, "uas")).achievableBytesPerSecond, 1000e6);
        QVERIFY(!linkCeiling(sata(0)).isKnown());
        QVERIFY(!linkCeiling(pcie(0, 0, 8, 4, 8, 4)).isKnown());
        QVERIFY(!linkCeiling({}).isKnown());
        const IopsRange hdd = hddRandomIops(7200);
        QVERIFY(hdd.low > 70 && hdd.low < 80);
        QVERIFY(hdd.high > 145 && hdd.high < 155);
    }

    void sataAtTheCeiling()
    {
        const auto f =
            expectationVerdicts({seqRead(548e6)}, {sata(6.0), Device::DriveClass::SataSsd});
        QCOMPARE(codes(f), QStringList{QStringLiteral("expect.at-link-limit")});
        QCOMPARE(f.first().severity, Report::Severity::Good);
        QVERIFY2(f.first().text.contains(QLatin1String("548.0 MB/s")), qPrintable(f.first().text));
        QVERIFY2(f.first().text.contains(QLatin1String("SATA 6 Gb/s")), qPrintable(f.first().text));
        // The same text again from the code and the arguments alone (another language later).
        QCOMPARE(findingText(f.first().code, f.first().arguments), f.first().text);
        // 1.5 Gb/s: 140 MB/s is at its limit; the boundary is 85% of what drives reach.
        QCOMPARE(codes(expectationVerdicts({seqRead(140e6)}, {sata(1.5)})),
                 QStringList{QStringLiteral("expect.at-link-limit")});
        QVERIFY(codes(expectationVerdicts({seqRead(100e6)}, {sata(1.5)})).isEmpty());
    }

    void sataClearlyBelow()
    {
        const auto f =
            expectationVerdicts({seqRead(210e6)}, {sata(6.0), Device::DriveClass::SataSsd});
        QCOMPARE(codes(f), QStringList{QStringLiteral("expect.below-sata-ssd")});
        QVERIFY(f.first().text.contains(QLatin1String("210.0 MB/s")));
        // A hard disk at 210 MB/s is fine: no class verdict, not at the link's limit.
        QVERIFY(
            expectationVerdicts({seqRead(210e6)}, {sata(6.0), Device::DriveClass::Hdd}).isEmpty());
    }

    void aboveWhatTheLinkCarries()
    {
        const auto f =
            expectationVerdicts({seqRead(3000e6)}, {sata(3.0), Device::DriveClass::SataSsd});
        QCOMPARE(codes(f), QStringList{QStringLiteral("expect.beyond-link")});
        QVERIFY(f.first().text.contains(QLatin1String("3,000.0 MB/s")));
        QVERIFY(f.first().text.contains(QLatin1String("SATA 3 Gb/s")));
        QVERIFY(f.first().text.contains(QLatin1String("emulated")));
        // Just above 150 MB/s on 1.5 Gb/s is still timing noise; 5% over is not.
        QCOMPARE(codes(expectationVerdicts({seqRead(155e6)}, {sata(1.5)})),
                 QStringList{QStringLiteral("expect.at-link-limit")});
        QCOMPARE(codes(expectationVerdicts({seqRead(160e6)}, {sata(1.5)})),
                 QStringList{QStringLiteral("expect.beyond-link")});
        // Any measurement counts, a random one too.
        QCOMPARE(codes(expectationVerdicts({rnd4kQ1T1(1e6)}, {sata(1.5)})),
                 QStringList{QStringLiteral("expect.beyond-link")});
    }

    void linkSlowerThanTheDrive()
    {
        const auto f =
            expectationVerdicts({seqRead(270e6)}, {sata(3.0, 6.0), Device::DriveClass::SataSsd});
        QCOMPARE(codes(f), QStringList{QStringLiteral("expect.link-below-drive")});
        QVERIFY(f.first().text.contains(QLatin1String("270.0 MB/s")));
        QVERIFY(f.first().text.contains(QLatin1String("SATA 3 Gb/s")));
        // The drive's own top speed unknown: only the link's limit can be said.
        QCOMPARE(codes(expectationVerdicts({seqRead(270e6)}, {sata(3.0)})),
                 QStringList{QStringLiteral("expect.at-link-limit")});
    }

    void pcieNarrowerThanTheDrive()
    {
        // An x4 drive in a slot wired x2: the slot halves it.
        const auto slot = expectationVerdicts({seqRead(1700e6)}, {pcie(8, 2, 8, 4, 8, 2)});
        QVERIFY(codes(slot).contains(QStringLiteral("expect.pcie-slot-limits")));
        const Report::Finding &s = slot.last();
        QVERIFY2(s.text.contains(QLatin1String("PCIe 3.0 x2")), qPrintable(s.text));
        QVERIFY(s.text.contains(QLatin1String("PCIe 3.0 x4")));
        QVERIFY(s.text.contains(QLatin1String("1,969.2 MB/s")));
        QVERIFY(s.text.contains(QLatin1String("3,938.5 MB/s")));
        // Both could do x4 at 16 GT/s: the link trained down.
        QCOMPARE(codes(expectationVerdicts({}, {pcie(8, 4, 16, 4, 16, 4)})),
                 QStringList{QStringLiteral("expect.pcie-link-degraded")});
        // All it can do: nothing to say about the link.
        QVERIFY(expectationVerdicts({}, {pcie(16, 4, 16, 4, 16, 4)}).isEmpty());
        // Unknown stays unknown.
        QVERIFY(expectationVerdicts({}, {pcie(0, 0, 0, 0, 0, 0)}).isEmpty());
    }

    void usbTwoPort()
    {
        const auto f = expectationVerdicts({seqRead(38e6)}, {usb(480, "usb-storage")});
        QCOMPARE(codes(f), QStringList{QStringLiteral("expect.usb2-port")});
        QVERIFY(f.first().text.contains(QLatin1String("40.0 MB/s")));
        QVERIFY(f.first().text.contains(QLatin1String("38.0 MB/s")));
        QCOMPARE(codes(expectationVerdicts({seqRead(420e6)}, {usb(5000, "uas")})),
                 QStringList{QStringLiteral("expect.at-link-limit")});
        QCOMPARE(codes(expectationVerdicts({seqRead(900e6)}, {usb(5000, "uas")})),
                 QStringList{QStringLiteral("expect.beyond-link")});
    }

    void hardDiskRandomReads()
    {
        const DriveFacts disk{sata(6.0), Device::DriveClass::Hdd, 7200};
        const auto f = expectationVerdicts({rnd4kQ1T1(95)}, disk);
        QCOMPARE(codes(f), QStringList{QStringLiteral("expect.hdd-random")});
        QVERIFY2(f.first().text.contains(QLatin1String("95 IOPS")), qPrintable(f.first().text));
        QVERIFY(f.first().text.contains(QLatin1String("7,200 rpm")));
        QCOMPARE(codes(expectationVerdicts({rnd4kQ1T1(5000)}, disk)),
                 QStringList{QStringLiteral("expect.hdd-random-cached")});
        // Without a known rotation rate nothing is said: never guessed.
        QVERIFY(expectationVerdicts({rnd4kQ1T1(95)}, {sata(6.0), Device::DriveClass::Hdd, -1})
                    .isEmpty());
    }

    void nothingKnownNothingSaid()
    {
        QVERIFY(expectationVerdicts({seqRead(548e6)}, {}).isEmpty());
        QVERIFY(expectationVerdicts({}, {sata(6.0), Device::DriveClass::SataSsd}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestExpectations)
#include "tst_expectations.moc"
