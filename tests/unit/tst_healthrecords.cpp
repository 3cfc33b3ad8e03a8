// Every record the drive keeps (issue 23): the SMART attribute table of QEMU's AHCI disk as
// captured, attribute states against thresholds, raw values decoded per attribute, the
// self-test logs of ATA and NVMe, the error log count, SCT temperatures, every field of
// the NVMe health log, the records' a{sv} round trip and the field-study cautions.
#include "health/ataattributes.h"
#include "health/atarecords.h"
#include "health/fieldrisk.h"
#include "health/health.h"
#include "health/healthreasons.h"
#include "health/healthrecords.h"
#include "health/nvmerecords.h"
#include "hexfixture.h"

#include <QLocale>
#include <QTest>

using namespace DriveProof::Health;

namespace {

QByteArray fixture(const QString &name)
{
    const HexFixture fx = readHexFixture(name);
    if (!fx.error.isEmpty())
        qFatal("%s", qPrintable(fx.error));
    return fx.bytes;
}

// One 12-byte attribute entry in slot `slot` of a SMART READ DATA / THRESHOLDS block.
void putAttribute(QByteArray &data, int slot, int id, int flags, int value, int worst,
                  QByteArray raw6)
{
    const int p = 2 + 12 * slot;
    data[p] = char(id);
    data[p + 1] = char(flags);
    data[p + 3] = char(value);
    data[p + 4] = char(worst);
    for (int b = 0; b < 6; ++b)
        data[p + 5 + b] = b < raw6.size() ? raw6[b] : char(0);
}

void putThreshold(QByteArray &data, int slot, int id, int threshold)
{
    data[2 + 12 * slot] = char(id);
    data[3 + 12 * slot] = char(threshold);
}

const RecordRow *rowOf(const QList<RecordRow> &rows, const QString &key)
{
    for (const RecordRow &r : rows) {
        if (r.key == key)
            return &r;
    }
    return nullptr;
}

} // namespace

class TestHealthRecords : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void qemuAttributeTable()
    {
        const auto d =
            parseSmartData(fixture(QStringLiteral("ata/qemu-st2000-smart-data.hex")),
                           fixture(QStringLiteral("ata/qemu-st2000-smart-thresholds.hex")));
        QVERIFY(d.ok());
        QList<int> ids;
        for (const SmartAttribute &a : d->attributes)
            ids << a.id;
        QCOMPARE(ids, (QList<int>{1, 3, 4, 5, 9, 12, 190}));
        const SmartAttribute &reallocated = d->attributes[3];
        QCOMPARE(reallocated.value, 100);
        QCOMPARE(reallocated.threshold, std::optional<int>(0x24));
        QVERIFY(reallocated.preFailure());
        QCOMPARE(reallocated.state, AttributeState::Ok);
        QCOMPARE(ataAttributeName(5, false), QStringLiteral("Reallocated_Sector_Ct"));
        // 190: raw 1F 00 1F 1F 00 00 is 31 °C with its range in bytes 2 and 3.
        QCOMPARE(ataAttributeRawText(d->attributes[6]),
                 QStringLiteral("31 °C (lowest 31, highest 31)"));
        QCOMPARE(ataAttributeRawNumber(d->attributes[4]), 1); // 9: one hour
        // The capability bytes: self-test supported, no conveyance; 2 and 54 minutes.
        const SmartCapabilities &c = d->capabilities;
        QVERIFY(c.selfTestSupported());
        QVERIFY(!c.conveyanceSupported());
        QCOMPARE(c.shortMinutes, 2);
        QCOMPARE(c.extendedMinutes, 54);
        QVERIFY(c.errorLogging);
        QVERIFY(d->checksumValid);
    }

    void attributeStates()
    {
        QByteArray data(512, '\0');
        QByteArray thresholds(512, '\0');
        putAttribute(data, 0, 5, 0x33, 5, 5, QByteArray::fromHex("400000000000"));   // 5 <= 10
        putAttribute(data, 1, 3, 0x27, 90, 8, {});                                   // worst <= 10
        putAttribute(data, 2, 9, 0x32, 99, 99, QByteArray::fromHex("e80300000100")); // 1000 h
        putAttribute(data, 3, 194, 0x22, 64, 40, QByteArray::fromHex("24001b003700")); // HGST
        putThreshold(thresholds, 0, 5, 10);
        putThreshold(thresholds, 1, 3, 10);
        putThreshold(thresholds, 2, 9, 0); // threshold 0: never fails
        const auto d = parseSmartData(data, thresholds);
        QVERIFY(d.ok());
        QCOMPARE(d->attributes[0].state, AttributeState::FailingNow);
        QCOMPARE(d->attributes[1].state, AttributeState::FailedInPast);
        QCOMPARE(d->attributes[2].state, AttributeState::Ok);
        QCOMPARE(ataAttributeRawNumber(d->attributes[2]), 1000); // bytes 2:0 only
        QCOMPARE(ataAttributeRawText(d->attributes[2]), QStringLiteral("1000 h"));
        const TemperatureRange t = ataTemperatureRange(d->attributes[3]);
        QCOMPARE(t.current, 36);
        QCOMPARE(t.lowest, std::optional<int>(27));
        QCOMPARE(t.highest, std::optional<int>(55));
        QVERIFY(!d->checksumValid); // nothing made these bytes sum to zero
        QVERIFY(!parseSmartData(QByteArray(511, '\0')).ok());
        // Without thresholds nothing can fail.
        QCOMPARE(parseSmartData(data)->attributes[0].state, AttributeState::Ok);
    }

    void ataSelfTestLogNewestFirst()
    {
        const QByteArray log = fixture(QStringLiteral("ata/selftest-log-qemu-three.hex"));
        const auto entries = parseSelfTestLog(log);
        QVERIFY(entries.ok());
        QCOMPARE(entries->size(), 3);
        QCOMPARE(entries->at(0).subcommand, quint8(2));
        QCOMPARE(entries->at(0).status, 7);
        QCOMPARE(entries->at(0).remainingPercent, 30);
        QCOMPARE(entries->at(0).failingLba, quint32(0x0ABCDEF));
        QCOMPARE(entries->at(0).lifetimeHours, 0x1235);
        QCOMPARE(entries->at(1).subcommand, quint8(1));
        QCOMPARE(entries->at(2).subcommand, quint8(0));
        HealthRecords r;
        r.ataSelfTestLog = log;
        const QList<SelfTestRow> rows = selfTestRows(r);
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows[0].kind, QStringLiteral("Extended"));
        QCOMPARE(rows[0].result, QStringLiteral("Failed: read error"));
        QVERIFY(rows[0].failed);
        QCOMPARE(rows[0].failingLba, std::optional<quint64>(0x0ABCDEF));
        QCOMPARE(rows[1].result, QStringLiteral("Completed without error"));
        // A log never written, and one that wrapped: index 2 after 23 tests.
        QVERIFY(parseSelfTestLog(QByteArray(512, '\0'))->isEmpty());
        QByteArray wrapped(512, '\0');
        for (int n = 0; n < 21; ++n) {
            wrapped[2 + 24 * n] = char(n < 2 ? 2 : 1);
            wrapped[4 + 24 * n] = char(n);
        }
        wrapped[508] = 2;
        const auto w = parseSelfTestLog(wrapped);
        QCOMPARE(w->size(), 21);
        QCOMPARE(w->at(0).lifetimeHours, 1);  // slot 2, newest
        QCOMPARE(w->at(1).lifetimeHours, 0);  // slot 1
        QCOMPARE(w->at(2).lifetimeHours, 20); // slot 21, then backwards
    }

    void errorLogAndSct()
    {
        QByteArray errors(512, '\0');
        errors[0] = 1;
        errors[452] = char(0x2C);
        errors[453] = 0x01;
        QCOMPARE(parseErrorLogCount(errors).value(), 300);
        QByteArray sct(512, '\0');
        sct[0] = 3; // format version
        sct[200] = 41;
        sct[201] = 30;
        sct[202] = 45;
        sct[203] = char(-5);
        sct[204] = char(0x80); // not reported
        const auto t = parseSctStatus(sct);
        QVERIFY(t.ok());
        QCOMPARE(t->current, std::optional<int>(41));
        QCOMPARE(t->minLifetime, std::optional<int>(-5));
        QVERIFY(!t->maxLifetime);
        QVERIFY(!parseSctStatus(QByteArray(512, '\0')).ok());
    }

    void nvmeSelfTestLog()
    {
        const auto log = parseNvmeSelfTestLog(fixture(QStringLiteral("nvme/self-test-log.hex")));
        QVERIFY(log.ok());
        QCOMPARE(log->currentOperation, 2);
        QCOMPARE(log->currentPercent, 42);
        QCOMPARE(log->results.size(), 2);
        QCOMPARE(log->results[0].code, 2);
        QCOMPARE(log->results[0].result, 7);
        QCOMPARE(log->results[0].segment, 3);
        QCOMPARE(log->results[0].failingLba, std::optional<quint64>(0x1234));
        QCOMPARE(log->results[0].powerOnHours, 10000);
        QVERIFY(!log->results[1].failingLba);
        HealthRecords r;
        r.nvmeSelfTestLog = fixture(QStringLiteral("nvme/self-test-log.hex"));
        const QList<SelfTestRow> rows = selfTestRows(r);
        QCOMPARE(rows[0].result, QStringLiteral("Failed in segment 3"));
        QVERIFY(rows[0].failed);
        QCOMPARE(rows[1].kind, QStringLiteral("Short"));
        QVERIFY(!parseNvmeSelfTestLog(QByteArray(563, '\0')).ok());
    }

    void nvmeEveryField()
    {
        HealthRecords r;
        r.nvmeHealthLog = fixture(QStringLiteral("nvme/health-log-client.hex"));
        const QList<RecordRow> rows = recordRows(r);
        // 16 fields always, two sensors, four thermal-management counters.
        QCOMPARE(rows.size(), 17 + 2 + 4);
        const RecordRow *written = rowOf(rows, QStringLiteral("nvme.data_units_written"));
        QVERIFY(written);
        QCOMPARE(written->number, std::optional<double>(22295056));
        QVERIFY2(written->raw.contains(QLatin1String("11.4 TB")), qPrintable(written->raw));
        QVERIFY(written->spec.contains(QLatin1String("63:48")));
        QVERIFY(!written->explanation.isEmpty());
        const RecordRow *sensor = rowOf(rows, QStringLiteral("nvme.temperature_sensor_2"));
        QVERIFY(sensor);
        QCOMPARE(sensor->number, std::optional<double>(48));
        QCOMPARE(rowOf(rows, QStringLiteral("nvme.power_on_hours"))->number,
                 std::optional<double>(5678));
    }

    void recordsRoundTrip()
    {
        HealthSummary s;
        s.device = QStringLiteral("/dev/sda");
        s.records.ataSmartData = fixture(QStringLiteral("ata/qemu-st2000-smart-data.hex"));
        s.records.ataSelfTestLog = fixture(QStringLiteral("ata/selftest-log-qemu-three.hex"));
        s.records.ataNonRotating = true;
        s.records.refused = {QStringLiteral("SMART READ LOG E0h")};
        const auto back = HealthSummary::fromVariantMap(s.toVariantMap());
        QVERIFY(back.ok());
        QCOMPARE(back->records.ataSmartData, s.records.ataSmartData);
        QCOMPARE(back->records.ataSelfTestLog, s.records.ataSelfTestLog);
        QVERIFY(back->records.ataNonRotating);
        QCOMPARE(back->records.refused, s.records.refused);
        QVERIFY(back->records.nvmeHealthLog.isEmpty());
        // A reply without records (an older helper) has none.
        QVariantMap old = s.toVariantMap();
        old.remove(QStringLiteral("records"));
        QVERIFY(HealthSummary::fromVariantMap(old)->records.isEmpty());
    }

    void fieldRiskForHardDisksOnly()
    {
        QByteArray data(512, '\0');
        putAttribute(data, 0, 197, 0x32, 100, 100, QByteArray::fromHex("030000000000"));
        putAttribute(data, 1, 188, 0x32, 100, 100, QByteArray::fromHex("000000000000"));
        putAttribute(data, 2, 187, 0x32, 100, 100, QByteArray::fromHex("010000000000"));
        const auto d = parseSmartData(data);
        const QList<DriveProof::Finding> hdd = fieldRiskReasons(d.value(), false);
        QCOMPARE(hdd.size(), 2); // 187 and 197, in table order; 188 is zero
        QCOMPARE(hdd[0].arguments.value(0), QStringLiteral("187"));
        QCOMPARE(hdd[0].severity, DriveProof::Severity::Caution);
        QVERIFY(hdd[0].arguments.value(6).isEmpty()); // Pinheiro et al. have no 187
        QCOMPARE(hdd[1].arguments.value(6), QStringLiteral("16"));
        const QString text = reasonText(hdd[1]);
        QVERIFY2(text.contains(QLatin1String("Current_Pending_Sector")) &&
                     text.contains(QLatin1String("43.1%")) &&
                     text.contains(QLatin1String("16 times")) &&
                     text.contains(QLatin1String("FAST '07")),
                 qPrintable(text));
        QVERIFY(fieldRiskReasons(d.value(), true).isEmpty()); // SSD: nothing claimed
    }
};

QTEST_GUILESS_MAIN(TestHealthRecords)
#include "tst_healthrecords.moc"
