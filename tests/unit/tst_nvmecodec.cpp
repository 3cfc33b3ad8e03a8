// NVMe codec and health summary on byte layouts as controllers return them
// (tests/fixtures/nvme): admin commands field by field and as the ioctl's bytes, Identify
// Controller, Get Features results, the SMART / Health log with 128-bit counters that
// must saturate, short buffers, and the good / caution / bad judgement with its reasons.
#include "cache/nvmecodec.h"
#include "health/healthreasons.h"
#include "health/nvmehealth.h"
#include "hexfixture.h"

#include <QTest>

#include <cstring>
#include <limits>

using namespace DriveProof;
using namespace DriveProof::Cache;

namespace {

QByteArray fixture(const char *name)
{
    const HexFixture fx = readHexFixture(QStringLiteral("nvme/") + QLatin1String(name));
    if (!fx.error.isEmpty())
        qFatal("%s", qPrintable(fx.error));
    return fx.bytes;
}

quint32 le32At(const QByteArray &data, int offset)
{
    quint32 v = 0;
    for (int i = 3; i >= 0; --i)
        v = (v << 8) | quint8(data[offset + i]);
    return v;
}

// struct nvme_passthru_cmd as bytes (little-endian host, <linux/nvme_ioctl.h> layout).
QByteArray commandBytes(const nvme_admin_cmd &cmd)
{
    QByteArray out(sizeof cmd, '\0');
    std::memcpy(out.data(), &cmd, sizeof cmd);
    return out;
}

constexpr qint64 kMax = std::numeric_limits<qint64>::max();

NvmeHealthLog healthyLog()
{
    NvmeHealthLog log;
    log.temperatureKelvin = 311;
    log.availableSparePercent = 100;
    log.spareThresholdPercent = 10;
    return log;
}

bool anyContains(const QStringList &list, const char *text)
{
    for (const QString &s : list) {
        if (s.contains(QString::fromUtf8(text)))
            return true;
    }
    return false;
}

} // namespace

class TestNvmeCodec : public QObject
{
    Q_OBJECT

private slots:
    void identifyCommand()
    {
        const nvme_admin_cmd cmd = buildIdentifyController();
        QCOMPARE(int(cmd.opcode), 0x06);
        QCOMPARE(cmd.nsid, 0u);
        QCOMPARE(cmd.cdw10, 0x01u); // CNS 01h
        QCOMPARE(cmd.data_len, 4096u);
        QCOMPARE(cmd.addr, quint64(0)); // the transport sets it
        QVERIFY(cmd.timeout_ms > 0);
        // The bytes the kernel reads: opcode at 0, data_len at 36, cdw10 at 40, the rest 0
        // apart from the timeout at 64.
        QByteArray expected(sizeof cmd, '\0');
        expected[0] = char(0x06);
        std::memcpy(expected.data() + 36, &cmd.data_len, 4);
        expected[40] = char(0x01);
        std::memcpy(expected.data() + 64, &cmd.timeout_ms, 4);
        QCOMPARE(commandBytes(cmd), expected);
        QCOMPARE(le32At(expected, 36), 4096u);
    }
    void getFeatureCommand_data()
    {
        QTest::addColumn<int>("select");
        QTest::addColumn<quint32>("cdw10");
        QTest::newRow("current") << int(NvmeFeatureSelect::Current) << 0x006u;
        QTest::newRow("default") << int(NvmeFeatureSelect::Default) << 0x106u;
        QTest::newRow("saved") << int(NvmeFeatureSelect::Saved) << 0x206u;
        QTest::newRow("capabilities") << int(NvmeFeatureSelect::SupportedCapabilities) << 0x306u;
    }
    void getFeatureCommand()
    {
        QFETCH(int, select);
        QFETCH(quint32, cdw10);
        const nvme_admin_cmd cmd = buildGetWriteCacheFeature(NvmeFeatureSelect(select));
        QCOMPARE(int(cmd.opcode), 0x0A);
        QCOMPARE(cmd.cdw10, cdw10);
        QCOMPARE(cmd.cdw11, 0u);
        QCOMPARE(cmd.nsid, 0u);
        QCOMPARE(cmd.data_len, 0u); // the value comes back in CQE dword 0
    }
    void setFeatureCommand()
    {
        const nvme_admin_cmd on = buildSetWriteCacheFeature(true, false);
        QCOMPARE(int(on.opcode), 0x09);
        QCOMPARE(on.cdw10, 0x00000006u); // no SV
        QCOMPARE(on.cdw11, 0x1u);        // WCE
        QCOMPARE(on.data_len, 0u);
        const nvme_admin_cmd offSaved = buildSetWriteCacheFeature(false, true);
        QCOMPARE(offSaved.cdw10, 0x80000006u); // SV, bit 31
        QCOMPARE(offSaved.cdw11, 0x0u);
    }
    void healthLogCommand()
    {
        const nvme_admin_cmd cmd = buildGetHealthLog();
        QCOMPARE(int(cmd.opcode), 0x02);
        QCOMPARE(cmd.nsid, 0xFFFFFFFFu);
        QCOMPARE(cmd.cdw10, 0x007F0002u); // NUMDL 127 (128 dwords, 0's based), LID 02h
        QCOMPARE(cmd.cdw11, 0u);          // NUMDU
        QCOMPARE(cmd.cdw12, 0u);          // offset
        QCOMPARE(cmd.data_len, 512u);
    }

    void identifyClientDrive()
    {
        const auto id = parseIdentifyController(fixture("identify-controller-client-vwc.hex"));
        QVERIFY(id);
        QCOMPARE(id->serial, QStringLiteral("S4EWNX0R123456A"));
        QCOMPARE(id->model, QStringLiteral("Samsung SSD 970 EVO Plus 1TB"));
        QCOMPARE(id->firmware, QStringLiteral("2B2QEXM7"));
        QVERIFY(id->volatileWriteCache);
        QVERIFY(id->saveSelectSupported);
        QCOMPARE(id->warningTempKelvin, quint16(358));
        QCOMPARE(id->criticalTempKelvin, quint16(358));
    }
    void identifyDataCentreDrive()
    {
        const auto id = parseIdentifyController(fixture("identify-controller-dc-plp.hex"));
        QVERIFY(id);
        QCOMPARE(id->serial, QStringLiteral("PHLJ123456781P0IGN"));
        QCOMPARE(id->model, QStringLiteral("INTEL SSDPE2KX010T8"));
        QCOMPARE(id->firmware, QStringLiteral("VDV10131"));
        QVERIFY(!id->volatileWriteCache);
        QVERIFY(!id->saveSelectSupported);
        QCOMPARE(id->warningTempKelvin, quint16(335));
        QCOMPARE(id->criticalTempKelvin, quint16(346));
    }
    void identifyNulPaddingAndShortBuffers()
    {
        QByteArray data = fixture("identify-controller-client-vwc.hex");
        data[24 + 7] = '\0'; // a drive that pads its model with NULs
        const auto id = parseIdentifyController(data);
        QVERIFY(id);
        QCOMPARE(id->model, QStringLiteral("Samsung"));
        for (qsizetype size : {qsizetype(0), qsizetype(526), qsizetype(4095)}) {
            const QByteArray exact(data.constData(), size);
            const auto shortId = parseIdentifyController(exact);
            QVERIFY(!shortId);
            QVERIFY(shortId.error().message.contains(QString::number(size)));
        }
    }

    void featureResults()
    {
        const QByteArray dw = fixture("features-client-vwc.hex");
        QVERIFY(parseWriteCacheEnabled(le32At(dw, 0)));
        QVERIFY(!parseWriteCacheEnabled(le32At(dw, 4)));
        const NvmeFeatureCapabilities caps = parseFeatureCapabilities(le32At(dw, 8));
        QVERIFY(caps.saveable);
        QVERIFY(!caps.namespaceSpecific);
        QVERIFY(caps.changeable);
        const NvmeFeatureCapabilities all = parseFeatureCapabilities(0xFFFFFFF8u | 0x2u);
        QVERIFY(!all.saveable && all.namespaceSpecific && !all.changeable);
        QVERIFY(!parseWriteCacheEnabled(0xFFFFFFFEu)); // only bit 0 counts
    }

    void healthLogClient()
    {
        const auto log = parseHealthLog(fixture("health-log-client.hex"));
        QVERIFY(log);
        QCOMPARE(log->criticalWarning, quint8(0));
        QCOMPARE(log->temperatureKelvin, quint16(311));
        QCOMPARE(log->availableSparePercent, quint8(100));
        QCOMPARE(log->spareThresholdPercent, quint8(10));
        QCOMPARE(log->percentageUsed, quint8(2));
        QCOMPARE(log->dataUnitsRead, qint64(44282308));
        QCOMPARE(log->dataUnitsWritten, qint64(22295056));
        QCOMPARE(log->powerCycles, qint64(1234));
        QCOMPARE(log->powerOnHours, qint64(5678));
        QCOMPARE(log->unsafeShutdowns, qint64(87));
        QCOMPARE(log->mediaErrors, qint64(0));
        QCOMPARE(log->errorLogEntries, qint64(2345));
        QVERIFY(!log->saturated);
    }
    void healthLogWornSaturates()
    {
        const auto log = parseHealthLog(fixture("health-log-worn.hex"));
        QVERIFY(log);
        QCOMPARE(log->criticalWarning, quint8(0x05));
        QCOMPARE(log->percentageUsed, quint8(110));
        QCOMPARE(log->powerCycles, kMax);     // 2^63-1 fits exactly
        QCOMPARE(log->powerOnHours, kMax);    // 2^64 saturates
        QCOMPARE(log->unsafeShutdowns, kMax); // 2^63 saturates
        QCOMPARE(log->mediaErrors, qint64(28));
        QCOMPARE(log->warningTempMinutes, 300u);
        QCOMPARE(log->criticalTempMinutes, 10u);
        QVERIFY(log->saturated);
    }
    void counter128()
    {
        QByteArray c(16, '\0');
        bool saturated = false;
        c[0] = char(0x01);
        c[6] = char(0x02);
        QCOMPARE(readCounter128(c, 0, &saturated), qint64(0x0002000000000001));
        QVERIFY(!saturated);
        c[7] = char(0x7F);
        QCOMPARE(readCounter128(c, 0, &saturated), qint64(0x7F02000000000001));
        QVERIFY(!saturated);
        c[7] = 0;
        c[15] = char(0x80); // bit 127 only
        QCOMPARE(readCounter128(c, 0, &saturated), kMax);
        QVERIFY(saturated);
        QCOMPARE(readCounter128(QByteArray(16, char(0xFF)), 0, nullptr), kMax);
    }
    void healthLogShort()
    {
        const QByteArray data = fixture("health-log-client.hex");
        for (qsizetype size : {qsizetype(0), qsizetype(1), qsizetype(176), qsizetype(511)}) {
            const auto log = parseHealthLog(QByteArray(data.constData(), size));
            QVERIFY(!log);
            QVERIFY(!log.error().message.isEmpty());
        }
    }

    void statusExplained()
    {
        const QString notSaveable = explainNvmeStatus(0x10D, NvmeOperation::SetFeatureSave);
        QVERIFY2(notSaveable.contains(QLatin1String("cannot save")), qPrintable(notSaveable));
        QVERIFY(notSaveable.contains(QLatin1String("SCT 1h, SC 0Dh")));
        QVERIFY(explainNvmeStatus(0x4002, NvmeOperation::GetSavedFeature) // DNR set
                    .contains(QLatin1String("does not support saving")));
        QVERIFY(explainNvmeStatus(0x002, NvmeOperation::SetFeature)
                    .contains(QLatin1String("no volatile write cache")));
        QVERIFY(explainNvmeStatus(0x10E, NvmeOperation::SetFeature)
                    .contains(QLatin1String("does not allow")));
        QVERIFY(explainNvmeStatus(0x001, NvmeOperation::Identify)
                    .contains(QLatin1String("does not support")));
        QVERIFY(explainNvmeStatus(0x7FF, NvmeOperation::GetLog)
                    .contains(QLatin1String("SCT 7h, SC FFh")));
    }

    void summaryHealthy()
    {
        const auto log = parseHealthLog(fixture("health-log-client.hex"));
        QVERIFY(log);
        const Health::HealthSummary s =
            Health::summarizeNvmeHealth(QStringLiteral("/dev/nvme0n1"), log.value(), {358, 358});
        QCOMPARE(s.overall, Health::Overall::Good);
        QCOMPARE(s.reasons.size(), 1);
        QCOMPARE(s.device, QStringLiteral("/dev/nvme0n1"));
        QCOMPARE(s.temperatureCelsius, std::optional<double>(38.0));
        QCOMPARE(s.powerOnHours, std::optional<qint64>(5678));
        QCOMPARE(s.powerCycles, std::optional<qint64>(1234));
        QCOMPARE(s.unsafeShutdowns, std::optional<qint64>(87));
        QCOMPARE(s.mediaErrors, std::optional<qint64>(0));
        QCOMPARE(s.availableSparePercent, std::optional<int>(100));
        QCOMPARE(s.percentageUsed, std::optional<int>(2));
        QCOMPARE(s.criticalWarning, std::optional<int>(0));
        QCOMPARE(s.source, QStringLiteral("NVMe health log"));
    }
    void summaryWorn()
    {
        const auto log = parseHealthLog(fixture("health-log-worn.hex"));
        QVERIFY(log);
        const Health::HealthSummary s =
            Health::summarizeNvmeHealth(QStringLiteral("/dev/nvme1n1"), log.value(), {358, 358});
        QCOMPARE(s.overall, Health::Overall::Bad);
        QVERIFY(anyContains(Health::reasonTexts(s.reasons), "spare capacity has fallen below"));
        QVERIFY(anyContains(Health::reasonTexts(s.reasons), "reliability is degraded"));
        QVERIFY(!anyContains(Health::reasonTexts(s.reasons),
                             "spare capacity is left")); // said once, by bit 0
        QVERIFY(anyContains(Health::reasonTexts(s.reasons), "110% of its rated endurance"));
        QVERIFY(anyContains(Health::reasonTexts(s.reasons), "28 media or data integrity error"));
        QVERIFY(
            !anyContains(Health::reasonTexts(s.reasons), "°C")); // 79 °C is below the drive's 85 °C
        QCOMPARE(s.powerOnHours, std::optional<qint64>(kMax));
    }
    void summaryRules_data()
    {
        QTest::addColumn<int>("criticalWarning");
        QTest::addColumn<int>("spare");
        QTest::addColumn<int>("used");
        QTest::addColumn<qint64>("mediaErrors");
        QTest::addColumn<int>("kelvin");
        QTest::addColumn<int>("warningKelvin");
        QTest::addColumn<int>("criticalKelvin");
        QTest::addColumn<Health::Overall>("overall");
        QTest::addColumn<QString>("reason");
        QTest::newRow("healthy") << 0 << 100 << 0 << qint64(0) << 311 << 0 << 0
                                 << Health::Overall::Good << "no problems";
        QTest::newRow("used 89") << 0 << 100 << 89 << qint64(0) << 311 << 0 << 0
                                 << Health::Overall::Good << "no problems";
        QTest::newRow("used 90") << 0 << 100 << 90 << qint64(0) << 311 << 0 << 0
                                 << Health::Overall::Caution << "90% of its rated";
        QTest::newRow("used 255") << 0 << 100 << 255 << qint64(0) << 311 << 0 << 0
                                  << Health::Overall::Caution << "more writes";
        QTest::newRow("media error")
            << 0 << 100 << 0 << qint64(1) << 311 << 0 << 0 << Health::Overall::Caution << "1 media";
        QTest::newRow("spare below, no bit")
            << 0 << 9 << 0 << qint64(0) << 311 << 0 << 0 << Health::Overall::Bad
            << "below the drive's threshold of 10%";
        QTest::newRow("spare at threshold")
            << 0 << 10 << 0 << qint64(0) << 311 << 0 << 0 << Health::Overall::Good << "no problems";
        QTest::newRow("temperature bit") << 0x02 << 100 << 0 << qint64(0) << 311 << 0 << 0
                                         << Health::Overall::Bad << "temperature is outside";
        QTest::newRow("read-only") << 0x08 << 100 << 0 << qint64(0) << 311 << 0 << 0
                                   << Health::Overall::Bad << "read-only";
        QTest::newRow("backup failed") << 0x10 << 100 << 0 << qint64(0) << 311 << 0 << 0
                                       << Health::Overall::Bad << "power cut";
        QTest::newRow("PMR read-only") << 0x20 << 100 << 0 << qint64(0) << 311 << 0 << 0
                                       << Health::Overall::Bad << "persistent memory region";
        QTest::newRow("unknown bit 6")
            << 0x40 << 100 << 0 << qint64(0) << 311 << 0 << 0 << Health::Overall::Bad << "bit 6";
        QTest::newRow("hot, generic") << 0 << 100 << 0 << qint64(0) << 345 << 0 << 0
                                      << Health::Overall::Caution << "at or above 70";
        QTest::newRow("warm, drive limit") << 0 << 100 << 0 << qint64(0) << 345 << 350 << 360
                                           << Health::Overall::Good << "no problems";
        QTest::newRow("at warning") << 0 << 100 << 0 << qint64(0) << 350 << 350 << 360
                                    << Health::Overall::Caution << "warning temperature of 77";
        QTest::newRow("at critical") << 0 << 100 << 0 << qint64(0) << 360 << 350 << 360
                                     << Health::Overall::Bad << "critical temperature of 87";
        QTest::newRow("no temperature")
            << 0 << 100 << 0 << qint64(0) << 0 << 0 << 0 << Health::Overall::Good << "no problems";
    }
    void summaryRules()
    {
        QFETCH(int, criticalWarning);
        QFETCH(int, spare);
        QFETCH(int, used);
        QFETCH(qint64, mediaErrors);
        QFETCH(int, kelvin);
        QFETCH(int, warningKelvin);
        QFETCH(int, criticalKelvin);
        QFETCH(Health::Overall, overall);
        QFETCH(QString, reason);
        NvmeHealthLog log = healthyLog();
        log.criticalWarning = quint8(criticalWarning);
        log.availableSparePercent = quint8(spare);
        log.percentageUsed = quint8(used);
        log.mediaErrors = mediaErrors;
        log.temperatureKelvin = quint16(kelvin);
        const Health::HealthSummary s = Health::summarizeNvmeHealth(
            QStringLiteral("/dev/nvme0n1"), log, {quint16(warningKelvin), quint16(criticalKelvin)});
        QCOMPARE(s.overall, overall);
        const QString said = Health::reasonTexts(s.reasons).join(QLatin1Char('|'));
        QVERIFY2(said.contains(reason), qPrintable(said));
        QCOMPARE(s.temperatureCelsius.has_value(), kelvin != 0);
    }
};

QTEST_GUILESS_MAIN(TestNvmeCodec)
#include "tst_nvmecodec.moc"
