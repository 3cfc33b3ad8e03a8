// The fleet exposition (core/report/fleetmetrics.h) from injected snapshots, read back by
// the reference parsers (prometheus_client: the strict OpenMetrics parser and the 0.0.4
// text parser node_exporter follows): drives with hostile identity strings, every family,
// and the cache findings' truth table. Skips (77) without python3-prometheus-client.
#include "hexfixture.h"
#include "report/fleetmetrics.h"
#include "report/openmetrics.h"
#include "testskip.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Report;

namespace {

struct Sample
{
    QString name;
    QVariantMap labels;
    double value = 0;
    QString unit;
};

QString script()
{
    return QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/common/parse-openmetrics.py");
}

// Runs the reference parsers; exit code and samples.
int parse(const QByteArray &text, QList<Sample> *samples, QByteArray *error)
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("x.prom")));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return -1;
    file.close();
    QProcess p;
    p.start(QStringLiteral("/usr/bin/python3"), {script(), file.fileName()});
    if (!p.waitForFinished(60000))
        return -1;
    *error = p.readAllStandardError();
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (line.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        samples->append({o.value(QLatin1String("name")).toString(),
                         o.value(QLatin1String("labels")).toObject().toVariantMap(),
                         o.value(QLatin1String("value")).toDouble(),
                         o.value(QLatin1String("unit")).toString()});
    }
    return p.exitCode();
}

QList<Sample> find(const QList<Sample> &all, const QString &name, const QVariantMap &labels = {})
{
    QList<Sample> out;
    for (const Sample &s : all) {
        bool match = s.name == name;
        for (auto it = labels.cbegin(); match && it != labels.cend(); ++it)
            match = s.labels.value(it.key()) == it.value();
        if (match)
            out.append(s);
    }
    return out;
}

DriveSnapshot hostileDrive()
{
    DriveSnapshot d;
    d.info.name = QStringLiteral("sda");
    d.info.path = QStringLiteral("/dev/sda");
    d.info.transport = DriveProof::Device::Transport::Sata;
    // What a drive or a bridge may send: quotes, backslashes, a newline, bytes that are
    // not UTF-8, a lone surrogate, and far too much of it.
    d.info.model =
        QString::fromUtf8("Evil \"SSD\" \\ 2TB\nnext=\"1\"} 0\n\xff\xfe") + QChar(0xD800);
    d.info.serial = QString(400, QLatin1Char('S'));
    d.info.firmware = QStringLiteral("# EOF");
    d.info.sizeBytes = 2000398934016;
    d.info.logicalBlockSize = 512;
    d.info.physicalBlockSize = 4096;
    d.info.rotational = false;
    d.info.writeCache = DriveProof::Device::KernelCacheMode::WriteThrough;
    d.info.partitions = {
        {1, QStringLiteral("sda1"), QStringLiteral("/dev/sda1"), 32256, 1 << 30, {}, {}}};
    Cache::WriteCacheState cache;
    cache.device = d.info.path;
    cache.protocol = Cache::Protocol::Ata;
    cache.enabled = true;
    cache.savedEnabled = false;
    cache.kernelView = DriveProof::Device::KernelCacheMode::WriteThrough;
    cache.kernelFua = false;
    d.cache = cache;
    Health::HealthSummary h;
    h.overall = Health::Overall::Caution;
    h.temperatureCelsius = 41;
    h.powerOnHours = 1000;
    h.unsafeShutdowns = 7;
    h.badSectors = 3;
    d.health = h;
    Alignment::AlignmentReport a;
    Alignment::PartitionAlignment p;
    p.number = 1;
    p.startBytes = 32256;
    p.offsetBytes = 3584;
    p.verdict = Alignment::Verdict::Misaligned;
    a.partitions = {p};
    d.alignment = a;
    TestResult commit;
    commit.family = QStringLiteral("commit");
    commit.finished = QDateTime::fromSecsSinceEpoch(1700000000).toUTC();
    Measurement m;
    m.key = QStringLiteral("commit.fdatasync.1x8k");
    m.operation = QStringLiteral("commit");
    m.iops = 1234.5;
    m.seconds = 5;
    commit.measurements = {m};
    commit.findings = {{QStringLiteral("commit.faster-than-platter"), Severity::Danger, {}, {}},
                       {QStringLiteral("commit.faster-than-platter"), Severity::Danger, {}, {}}};
    TestResult quick;
    quick.family = QStringLiteral("quick");
    quick.finished = commit.finished;
    quick.cancelled = true;
    Measurement seq;
    seq.key = QStringLiteral("seq1m-q8t1.read");
    seq.operation = QStringLiteral("read");
    seq.iops = 3000;
    seq.bytesPerSecond = 3.0e9;
    seq.seconds = 5;
    Measurement skipped = seq;
    skipped.key = QStringLiteral("rnd4k-q32t1.read");
    skipped.skippedReason = QStringLiteral("no");
    quick.measurements = {seq, skipped};
    d.latestResults = {commit, quick};
    d.powerLoss = PowerLossOutcome{QStringLiteral("FAIL"), commit.finished};
    return d;
}

DriveSnapshot busyLoop()
{
    DriveSnapshot d;
    d.info.name = QStringLiteral("loop3");
    d.info.path = QStringLiteral("/dev/loop3");
    d.info.kind = Device::DeviceKind::Loop;
    d.info.writeCache = DriveProof::Device::KernelCacheMode::WriteBack;
    d.cacheSkipped = d.healthSkipped = QLatin1String(SkipReason::TestRunning);
    return d;
}

} // namespace

class TestFleetMetrics : public QObject
{
    Q_OBJECT
    QList<Sample> m_samples;
    QByteArray m_text;

private slots:
    void initTestCase()
    {
        ExportRun run;
        run.time = QDateTime::fromSecsSinceEpoch(1700000900).toUTC();
        run.durationSeconds = 0.25;
        run.version = QStringLiteral("1.0\"x");
        m_text = fleetMetrics({hostileDrive(), busyLoop()}, run);
        QByteArray error;
        const int code = parse(m_text, &m_samples, &error);
        DRIVEPROOF_SKIP_UNLESS(code != 3, "needs python3-prometheus-client");
        QVERIFY2(code == 0, (error + "\n" + m_text).constData());
    }

    void endsInEofAndIsOneLinePerSample()
    {
        QVERIFY(m_text.endsWith("\n# EOF\n"));
        // One line "# EOF"; the firmware's "# EOF" sits inside quotes on a sample line.
        QCOMPARE(m_text.count("\n# EOF\n"), 1);
        QCOMPARE(m_text.count("firmware=\"# EOF\""), 1);
        const qsizetype lines = m_text.count('\n');
        const qsizetype meta = m_text.count("\n# ") + (m_text.startsWith("# ") ? 1 : 0);
        QCOMPARE(lines - meta, m_samples.size());
    }

    void identityKeepsHostileStringsIntact()
    {
        const QList<Sample> info = find(m_samples, QStringLiteral("driveproof_drive_info"),
                                        {{QStringLiteral("device"), QStringLiteral("sda")}});
        QCOMPARE(info.size(), 1);
        QCOMPARE(info[0].value, 1.0);
        const QString model = info[0].labels.value(QStringLiteral("model")).toString();
        QVERIFY(model.startsWith(QStringLiteral("Evil \"SSD\" \\ 2TB\nnext=\"1\"} 0\n")));
        QVERIFY(model.endsWith(QChar(0xFFFD)));
        QCOMPARE(info[0].labels.value(QStringLiteral("serial")).toString().size(),
                 kMaxLabelValueChars);
        QCOMPARE(info[0].labels.value(QStringLiteral("firmware")).toString(),
                 QStringLiteral("# EOF"));
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_build_info"))
                     .value(0)
                     .labels.value(QStringLiteral("version")),
                 QVariant(QStringLiteral("1.0\"x")));
    }

    void healthWithUnitsInBaseUnits()
    {
        const QVariantMap sda{{QStringLiteral("device"), QStringLiteral("sda")}};
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_temperature_celsius"), sda)[0].unit,
                 QStringLiteral("celsius"));
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_power_on_seconds"), sda)[0].value,
                 3600000.0);
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_unsafe_shutdowns"), sda)[0].value, 7.0);
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_health_status"),
                      {{QStringLiteral("device"), QStringLiteral("sda")},
                       {QStringLiteral("status"), QStringLiteral("caution")}})[0]
                     .value,
                 1.0);
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_health_status"), sda).size(), 4);
        // Unknown values are left out, never invented.
        QVERIFY(find(m_samples, QStringLiteral("driveproof_media_errors")).isEmpty());
    }

    void aBusyDriveSaysWhyItsHealthIsMissing()
    {
        const QVariantMap loop{{QStringLiteral("device"), QStringLiteral("loop3")}};
        const QList<Sample> skipped =
            find(m_samples, QStringLiteral("driveproof_health_skipped"), loop);
        QCOMPARE(skipped.size(), 1);
        QCOMPARE(skipped[0].labels.value(QStringLiteral("reason")),
                 QVariant(QStringLiteral("test_running")));
        QVERIFY(find(m_samples, QStringLiteral("driveproof_health_status"), loop).isEmpty());
        // The kernel's view is still there: it costs the drive nothing.
        QCOMPARE(
            find(m_samples, QStringLiteral("driveproof_write_cache_kernel_write_back"), loop)[0]
                .value,
            1.0);
        QVERIFY(find(m_samples, QStringLiteral("driveproof_write_cache_drive_enabled"), loop)
                    .isEmpty());
    }

    void theDangerousDisagreementIsAGauge()
    {
        const auto finding = [&](const char *code) {
            return find(m_samples, QStringLiteral("driveproof_write_cache_finding"),
                        {{QStringLiteral("device"), QStringLiteral("sda")},
                         {QStringLiteral("code"), QLatin1String(code)}});
        };
        QCOMPARE(finding("kernel_write_through_cache_on")[0].value, 1.0);
        QCOMPARE(
            finding("kernel_write_through_cache_on")[0].labels.value(QStringLiteral("severity")),
            QVariant(QStringLiteral("danger")));
        QCOMPARE(finding("kernel_write_back_cache_off")[0].value, 0.0);
        QCOMPARE(finding("saved_setting_differs")[0].value, 1.0);
    }

    void cacheFindingsTruthTable()
    {
        Cache::WriteCacheState s;
        s.kernelView = DriveProof::Device::KernelCacheMode::WriteBack;
        for (const CacheFinding &f : cacheFindings(s))
            QVERIFY2(!f.holds, f.code); // the drive's side unknown: nothing to tell
        s.enabled = false;
        const QList<CacheFinding> off = cacheFindings(s);
        QCOMPARE(off[0].holds, std::optional<bool>(false));
        QCOMPARE(off[1].holds, std::optional<bool>(true));
        QCOMPARE(off[2].holds, std::optional<bool>());
        s.kernelView = DriveProof::Device::KernelCacheMode::Unknown;
        QCOMPARE(cacheFindings(s)[0].holds, std::optional<bool>());
    }

    void alignmentAndTestsAndPowerLoss()
    {
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_partition_alignment"),
                      {{QStringLiteral("partition"), QStringLiteral("sda1")},
                       {QStringLiteral("verdict"), QStringLiteral("misaligned")}})[0]
                     .value,
                 1.0);
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_partition_offset_bytes"))[0].value,
                 3584.0);
        const QList<Sample> commits =
            find(m_samples, QStringLiteral("driveproof_test_commits_per_second"));
        QCOMPARE(commits.size(), 1);
        QCOMPARE(commits[0].value, 1234.5);
        QCOMPARE(commits[0].labels.value(QStringLiteral("measurement")),
                 QVariant(QStringLiteral("commit.fdatasync.1x8k")));
        // Skipped lines are left out; commit lines are not IOPS lines.
        const QList<Sample> iops =
            find(m_samples, QStringLiteral("driveproof_test_operations_per_second"));
        QCOMPARE(iops.size(), 1);
        QCOMPARE(
            find(m_samples, QStringLiteral("driveproof_test_throughput_bytes_per_second"))[0].value,
            3.0e9);
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_test_completed"),
                      {{QStringLiteral("family"), QStringLiteral("quick")}})[0]
                     .value,
                 0.0);
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_test_timestamp_seconds"),
                      {{QStringLiteral("family"), QStringLiteral("commit")}})[0]
                     .value,
                 1700000000.0);
        // A code said twice is one series.
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_test_finding")).size(), 1);
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_powerloss_verdict"),
                      {{QStringLiteral("verdict"), QStringLiteral("fail")}})[0]
                     .value,
                 1.0);
        QCOMPARE(find(m_samples, QStringLiteral("driveproof_powerloss_verdict")).size(), 3);
    }

    void anEmptyMachineIsStillValid()
    {
        ExportRun run;
        run.time = QDateTime::currentDateTimeUtc();
        QList<Sample> samples;
        QByteArray error;
        QCOMPARE(parse(fleetMetrics({}, run), &samples, &error), 0);
        QCOMPARE(find(samples, QStringLiteral("driveproof_export_timestamp_seconds")).size(), 1);
    }

    // Issue 23: every record in the export: QEMU's attribute table and a client NVMe log.
    void everyRecordOfAtaAndNvme()
    {
        DriveSnapshot ata = hostileDrive();
        ata.health->records.ataSmartData =
            readHexFixture(QStringLiteral("ata/qemu-st2000-smart-data.hex")).bytes;
        ata.health->records.ataThresholds =
            readHexFixture(QStringLiteral("ata/qemu-st2000-smart-thresholds.hex")).bytes;
        DriveSnapshot nvme;
        nvme.info.name = QStringLiteral("nvme0n1");
        nvme.health = Health::HealthSummary();
        nvme.health->records.nvmeHealthLog =
            readHexFixture(QStringLiteral("nvme/health-log-client.hex")).bytes;
        QList<Sample> samples;
        QByteArray error;
        const QByteArray text = fleetMetrics({ata, nvme}, ExportRun());
        QCOMPARE(parse(text, &samples, &error), 0);
        const QVariantMap temp{{QStringLiteral("device"), QStringLiteral("sda")},
                               {QStringLiteral("id"), QStringLiteral("190")}};
        const QList<Sample> raw =
            find(samples, QStringLiteral("driveproof_ata_attribute_raw"), temp);
        QCOMPARE(raw.size(), 1);
        QCOMPARE(raw[0].value, 31.0);
        QCOMPARE(raw[0].labels.value(QStringLiteral("name")).toString(),
                 QStringLiteral("Airflow_Temperature_Cel"));
        QCOMPARE(find(samples, QStringLiteral("driveproof_ata_attribute_value")).size(), 7);
        QCOMPARE(find(samples, QStringLiteral("driveproof_ata_attribute_threshold"),
                      {{QStringLiteral("id"), QStringLiteral("5")}})[0]
                     .value,
                 36.0);
        const QVariantMap n{{QStringLiteral("device"), QStringLiteral("nvme0n1")}};
        QCOMPARE(find(samples, QStringLiteral("driveproof_nvme_data_written_bytes"), n)[0].value,
                 22295056.0 * 512000);
        QCOMPARE(
            find(samples, QStringLiteral("driveproof_nvme_sensor_temperature_celsius"), n).size(),
            2);
        QCOMPARE(find(samples, QStringLiteral("driveproof_nvme_thermal_transitions"), n).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestFleetMetrics)
#include "tst_fleetmetrics.moc"
