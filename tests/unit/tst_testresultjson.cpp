// TestResult <-> JSON: every field survives a round trip through JSON text, every key is
// written, the summary describes the run, the histogram gives the same percentiles after
// import, and the CSV export is what a spreadsheet expects. Damaged files are in
// tst_testresultimport.cpp.
#include "testresults.h"

#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

using namespace TestResults;

class TestTestResultJson : public QObject
{
    Q_OBJECT
private slots:
    void latencyStatsAreMicroseconds()
    {
        LatencyHistogram h;
        for (std::uint64_t v : {1000u, 2000u, 3000u, 4000u, 100000u})
            h.record(v);
        const LatencyStats s = latencyStats(h);
        QCOMPARE(s.count, 5u);
        QCOMPARE(s.minUs, 1.0);
        QCOMPARE(s.maxUs, 100.0);
        QCOMPARE(s.meanUs, 22.0);
        QCOMPARE(s.p50Us, double(h.percentile(50)) / 1000.0);
        QCOMPARE(s.p999Us, double(h.percentile(99.9)) / 1000.0);
        QVERIFY(s.p50Us > 2.9 && s.p50Us < 3.1);
        const LatencyStats empty = latencyStats(LatencyHistogram());
        QCOMPARE(empty.count, 0u);
        QCOMPARE(empty.maxUs, 0.0);
    }

    void roundTripIsLossless()
    {
        const TestResult original = fullResult();
        const Result<TestResult> back = throughText(original);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        compareResults(original, back.value());
        // And the file written again is the same file.
        QCOMPARE(testResultToJson(back.value()), testResultToJson(original));
    }

    void resultsWithoutLeafMarkTheLastDevice()
    {
        // Results written before `leaf` existed: the last device of the stack was the disk.
        QJsonObject o = testResultToJson(fullResult());
        QJsonArray measurements = o.value(QStringLiteral("measurements")).toArray();
        QJsonObject m = measurements.at(0).toObject();
        QJsonArray flushes = m.value(QStringLiteral("flushes")).toArray();
        QCOMPARE(flushes.size(), 2);
        for (qsizetype i = 0; i < flushes.size(); ++i) {
            QJsonObject f = flushes.at(i).toObject();
            QVERIFY(f.contains(QStringLiteral("leaf")));
            f.remove(QStringLiteral("leaf"));
            flushes[i] = f;
        }
        m.insert(QStringLiteral("flushes"), flushes);
        measurements[0] = m;
        o.insert(QStringLiteral("measurements"), measurements);
        const Result<TestResult> back = testResultFromJson(o);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        QVERIFY(!back->measurements.at(0).flushes.at(0).leaf);
        QVERIFY(back->measurements.at(0).flushes.at(1).leaf);
    }

    void linkRoundTripsAndOldFilesHaveNone()
    {
        TestResult original = fullResult();
        original.environment.link.bus = QStringLiteral("sata");
        original.environment.link.sataGbps = 1.5;
        original.environment.driveClass = DriveProof::Device::DriveClass::SataSsd;
        const Result<TestResult> back = throughText(original);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        QCOMPARE(back->environment.link.bus, QStringLiteral("sata"));
        QCOMPARE(back->environment.link.sataGbps, 1.5);
        QCOMPARE(back->environment.driveClass, DriveProof::Device::DriveClass::SataSsd);
        // Files from before the link was recorded: read, with the link unknown.
        QJsonObject o = testResultToJson(original);
        QJsonObject env = o.value(QStringLiteral("environment")).toObject();
        env.remove(QStringLiteral("link"));
        env.remove(QStringLiteral("drive_class"));
        o.insert(QStringLiteral("environment"), env);
        const Result<TestResult> old = testResultFromJson(o);
        QVERIFY2(old.ok(), qPrintable(old.ok() ? QString() : old.error().message));
        QVERIFY(!old->environment.link.isKnown());
        QCOMPARE(old->environment.driveClass, DriveProof::Device::DriveClass::Unknown);
    }

    void emptyResultRoundTrips()
    {
        const TestResult original;
        const Result<TestResult> back = throughText(original);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
        compareResults(original, back.value());
        QVERIFY(!back->started.isValid());
        QCOMPARE(back->environment.rotationRpm, -1);
        QCOMPARE(back->environment.driveWriteCache, std::nullopt);
    }

    void everyKeyIsWrittenUnknownAsNull()
    {
        TestResult t;
        t.measurements.append(Measurement{});
        t.measurements[0].flushes.append(FlushCount{});
        t.findings.append(Finding{});
        const QJsonObject o = testResultToJson(t);
        QStringList top = o.keys();
        top.sort();
        QStringList expected{
            QStringLiteral("format_version"), QStringLiteral("id"), QStringLiteral("family"),
            QStringLiteral("started"), QStringLiteral("finished"), QStringLiteral("target_kind"),
            QStringLiteral("target_path"), QStringLiteral("target_size_bytes"),
            QStringLiteral("parameters"), QStringLiteral("environment"),
            QStringLiteral("measurements"), QStringLiteral("findings"), QStringLiteral("cancelled"),
            QStringLiteral("error"), QStringLiteral("error_code"),
            QStringLiteral("error_arguments"), QStringLiteral("heat"),
            // the fio-like summary (runsummaryjson.h)
            QStringLiteral("test"), QStringLiteral("iops"), QStringLiteral("bandwidth_bytes_per_s"),
            QStringLiteral("latency_ns"), QStringLiteral("intervals"), QStringLiteral("commits"),
            QStringLiteral("verdicts")};
        expected.sort();
        QCOMPARE(top, expected);
        QCOMPARE(o.value(QStringLiteral("format_version")).toInt(), 1);
        QVERIFY(o.value(QStringLiteral("started")).isNull());
        QVERIFY(o.value(QStringLiteral("parameters")).isObject());
        const QJsonObject env = o.value(QStringLiteral("environment")).toObject();
        QCOMPARE(env.size(), 25); // wwn and backing_file name the history (issue 22)
        for (const char *k : {"serial", "wwn", "backing_file", "model", "size_bytes",
                              "rotation_rate_rpm", "logical_block_size", "drive_write_cache",
                              "file_system", "virtualization", "container", "link", "drive_class"})
            QVERIFY2(env.value(QLatin1String(k)).isNull(), k);
        QCOMPARE(env.value(QStringLiteral("barriers_off")), QJsonValue(false));
        const QJsonObject m = o.value(QStringLiteral("measurements")).toArray().at(0).toObject();
        QCOMPARE(m.size(), 28); // skipped_code and skipped_arguments (issue 22)
        QVERIFY(m.value(QStringLiteral("method")).isNull());
        QVERIFY(m.value(QStringLiteral("skipped_reason")).isNull());
        QVERIFY(m.value(QStringLiteral("skipped_code")).isNull());
        QCOMPARE(m.value(QStringLiteral("skipped_arguments")), QJsonValue(QJsonArray()));
        QCOMPARE(m.value(QStringLiteral("histogram")).toObject().value(QStringLiteral("buckets")),
                 QJsonValue(QJsonArray()));
        const QJsonObject f = m.value(QStringLiteral("flushes")).toArray().at(0).toObject();
        QVERIFY(f.value(QStringLiteral("per_commit")).isNull());
        QVERIFY(f.contains(QStringLiteral("fua")));
    }

    // The fio-like keys scripts read first: from the first I/O line, in nanoseconds, and
    // the commit lines with the flushes counted at the physical disk (the last device).
    void summaryDescribesTheRun()
    {
        TestResult t;
        t.family = QStringLiteral("random");
        Measurement idle;
        idle.operation = QStringLiteral("idle");
        idle.ops = 1;
        t.measurements.append(idle);
        Measurement io;
        io.key = QStringLiteral("rnd4kq32t1.read");
        io.operation = QStringLiteral("read");
        io.ops = 3;
        io.iops = 1234.5;
        io.bytesPerSecond = 5056512.0;
        for (std::uint64_t ns : {100000u, 200000u, 400000u})
            io.histogram.record(ns);
        io.latency = latencyStats(io.histogram);
        io.intervals.append(IntervalPoint{0.0, 0.1, 1000.0, 4096000.0, 0, 0.0});
        t.measurements.append(io);
        Measurement commit;
        commit.key = QStringLiteral("commit.s1.fdatasync");
        commit.operation = QStringLiteral("commit");
        commit.method = QStringLiteral("fdatasync");
        commit.writesPerCommit = 1;
        commit.blockSize = 8192;
        commit.ops = 10;
        commit.iops = 500.0;
        commit.histogram.record(2000000);
        commit.latency = latencyStats(commit.histogram);
        commit.flushes = {FlushCount{QStringLiteral("loop0"), 20, false, {}, 2.0},
                          FlushCount{QStringLiteral("vda"), 10, false, {}, 1.0}};
        t.measurements.append(commit);
        t.findings.append(Finding{QStringLiteral("commit.flushes-reach-drive"),
                                  Severity::Good,
                                  QStringLiteral("text"),
                                  {}});

        const QJsonObject o = testResultToJson(t);
        QCOMPARE(o.value(QStringLiteral("test")).toString(), QStringLiteral("random"));
        QCOMPARE(o.value(QStringLiteral("iops")).toDouble(), 1234.5);
        QCOMPARE(o.value(QStringLiteral("bandwidth_bytes_per_s")).toDouble(), 5056512.0);
        const QJsonObject lat = o.value(QStringLiteral("latency_ns")).toObject();
        QCOMPARE(lat.keys().size(), 7);
        // Within the histogram's bound (1/64) of the recorded values.
        QVERIFY(qAbs(lat.value(QStringLiteral("p50")).toDouble() - 200000) <= 200000 / 64.0);
        QVERIFY(qAbs(lat.value(QStringLiteral("max")).toDouble() - 400000) <= 400000 / 64.0);
        QVERIFY(lat.value(QStringLiteral("p99")).toDouble() >=
                lat.value(QStringLiteral("p50")).toDouble());
        const QJsonArray intervals = o.value(QStringLiteral("intervals")).toArray();
        QCOMPARE(intervals.size(), 1);
        QCOMPARE(intervals.at(0).toObject().value(QStringLiteral("t_ms")).toInt(), 100);
        const QJsonArray commits = o.value(QStringLiteral("commits")).toArray();
        QCOMPARE(commits.size(), 1);
        const QJsonObject c = commits.at(0).toObject();
        QCOMPARE(c.value(QStringLiteral("method")).toString(), QStringLiteral("fdatasync"));
        QCOMPARE(c.value(QStringLiteral("write_size")).toInt(), 8192);
        QCOMPARE(c.value(QStringLiteral("ops_per_s")).toDouble(), 500.0);
        QCOMPARE(c.value(QStringLiteral("device_flushes_per_commit")).toDouble(), 1.0);
        const QJsonArray verdicts = o.value(QStringLiteral("verdicts")).toArray();
        QCOMPARE(verdicts.size(), 1);
        QCOMPARE(verdicts.at(0).toObject().value(QStringLiteral("severity")).toString(),
                 QStringLiteral("good"));
        // Derived keys are never read back: the import still round-trips.
        QVERIFY(testResultFromJson(o));
    }

    void datesCarryTheirOffset()
    {
        TestResult t;
        t.started = QDateTime(QDate(2025, 3, 1), QTime(14, 5, 9, 123), Qt::OffsetFromUTC, 3600);
        t.finished = QDateTime::currentDateTime(); // local time
        const QJsonObject o = testResultToJson(t);
        QCOMPARE(o.value(QStringLiteral("started")).toString(),
                 QStringLiteral("2025-03-01T14:05:09.123+01:00"));
        static const QRegularExpression iso(QStringLiteral(
            "^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}(Z|[+-]\\d\\d:\\d\\d)$"));
        QVERIFY2(iso.match(o.value(QStringLiteral("finished")).toString()).hasMatch(),
                 qPrintable(o.value(QStringLiteral("finished")).toString()));
    }

    void histogramSurvivesImport_data()
    {
        QTest::addColumn<int>("shape");
        QTest::newRow("empty") << 0;
        QTest::newRow("one value") << 1;
        QTest::newRow("one bucket, many values") << 2;
        QTest::newRow("exact small values") << 3;
        QTest::newRow("log-normal spread") << 4;
        QTest::newRow("billions of values") << 5;
        QTest::newRow("extremes") << 6;
    }
    void histogramSurvivesImport()
    {
        QFETCH(int, shape);
        LatencyHistogram h;
        switch (shape) {
        case 1:
            h.record(123456789);
            break;
        case 2:
            for (int i = 0; i < 1000; ++i)
                h.record(1'000'000 + std::uint64_t(i % 13));
            break;
        case 3:
            for (std::uint64_t v = 0; v < 128; v += 3)
                h.record(v);
            break;
        case 4:
            h = spreadHistogram(42, 100000);
            break;
        case 5: {
            // Doubling reaches counts no loop of record() could: 2^30 copies of a spread.
            h = spreadHistogram(7, 1000);
            for (int i = 0; i < 20; ++i) {
                const LatencyHistogram copy = h;
                h.merge(copy);
            }
            break;
        }
        case 6:
            h.record(0);
            h.record(std::uint64_t(1) << 40);
            h.record((std::uint64_t(1) << 40) + 12345);
            break;
        default:
            break;
        }
        const HistogramParts parts = histogramParts(h);
        LatencyHistogram restored;
        QCOMPARE(int(restoreHistogram(parts, restored)), int(HistogramProblem::None));
        compareHistograms(h, restored);

        Json::Reader reader;
        const QJsonValue text =
            QJsonDocument::fromJson(QJsonDocument(histogramToJson(h)).toJson()).object();
        const LatencyHistogram imported = histogramFromJson(reader, text, QStringLiteral("h"));
        QVERIFY2(!reader.failed(), qPrintable(reader.error().message));
        compareHistograms(h, imported);
        // Compact: only the non-zero buckets travel.
        QCOMPARE(qsizetype(histogramToJson(h).value(QStringLiteral("buckets")).toArray().size()),
                 qsizetype(parts.buckets.size()));
    }

    void csvForSpreadsheets()
    {
        // A German default locale must not turn the decimal point into a comma.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        TestResult t = fullResult();
        t.measurements[0].skippedReason.clear();
        t.measurements[0].label = QStringLiteral("fdatasync, 1 × 8 kB \"hot\"\nsecond line");
        t.measurements[1].skippedCode.clear(); // as older files have it: the text is shown
        const QString csv = testResultToCsv(t);
        QLocale::setDefault(before);

        QVERIFY(csv.endsWith(QStringLiteral("\r\n")));
        const QStringList rows = csv.split(QStringLiteral("\r\n"));
        QCOMPARE(rows.size(), 4); // header, two rows, the empty rest after the last CRLF
        QCOMPARE(rows[0], QStringLiteral("key,label,operation,block_size_bytes,queue_depth,"
                                         "threads,iops,mb_per_s,latency_mean_us,latency_p50_us,"
                                         "latency_p99_us,latency_p999_us,latency_max_us,"
                                         "flushes_per_commit,skipped_reason"));
        const Measurement &m = t.measurements[0];
        const QString expected =
            QStringLiteral("commit.fdatasync.1x8k.1,\"fdatasync, 1 × 8 kB \"\"hot\"\"\nsecond "
                           "line\",commit,8192,4,2,1234.6,333.333,%1,%2,%3,%4,%5,1.000,")
                .arg(QString::number(m.latency.meanUs, 'f', 2),
                     QString::number(m.latency.p50Us, 'f', 2),
                     QString::number(m.latency.p99Us, 'f', 2),
                     QString::number(m.latency.p999Us, 'f', 2),
                     QString::number(m.latency.maxUs, 'f', 2));
        QCOMPARE(rows[1], expected);
        QVERIFY(!rows[1].contains(QStringLiteral("1234,6")));
        // The skipped line keeps its row, without numbers, with its reason quoted.
        QCOMPARE(rows[2], QStringLiteral("commit.fdatasync.1x8k.2,\"fdatasync, 1 × 8 kB, "
                                         "\"\"quoted\"\", ünïcode 2\",commit,8192,4,2,,,,,,,,,"
                                         "\"skipped, because\""));
    }
};

QTEST_GUILESS_MAIN(TestTestResultJson)
#include "tst_testresultjson.moc"
