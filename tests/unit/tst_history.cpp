// The history store: where files go (XDG_DATA_HOME), drive keys, newest-first listing,
// damaged files listed as unreadable, removal by id.
#include "report/history.h"
#include "report/testresultjson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace DriveProof;
using namespace DriveProof::Report;

namespace {

TestResult makeResult(const QString &id, const QDateTime &started, const QString &serial)
{
    TestResult t;
    t.id = id;
    t.family = QStringLiteral("commit");
    t.started = started;
    t.finished = started.addSecs(30);
    t.environment.serial = serial;
    t.environment.model = QStringLiteral("Model X");
    Measurement m;
    m.key = QStringLiteral("commit.fdatasync.1x8k");
    m.label = QStringLiteral("fdatasync 1x8k");
    m.operation = QStringLiteral("commit");
    m.method = QStringLiteral("fdatasync");
    m.writesPerCommit = 1;
    m.iops = 1234.4;
    m.histogram.record(810000);
    m.latency = latencyStats(m.histogram);
    t.measurements.append(m);
    return t;
}

QDateTime at(int day, int hour, int offsetSeconds = 0)
{
    return QDateTime(QDate(2025, 3, day), QTime(hour, 5, 9), Qt::OffsetFromUTC, offsetSeconds);
}

void writeFile(const QString &path, const QByteArray &contents)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(contents);
}

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_dir.reset(new QTemporaryDir);
        QVERIFY(m_dir->isValid());
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir->path()));
    }

    void rootFollowsXdgDataHome()
    {
        QCOMPARE(HistoryStore().rootPath(), m_dir->path() + QStringLiteral("/driveproof/history"));
    }

    void driveKey_data()
    {
        QTest::addColumn<QString>("serial");
        QTest::addColumn<QString>("model");
        QTest::addColumn<quint64>("size");
        QTest::addColumn<QString>("key");
        QTest::newRow("serial") << "WD-WCC7K1234567"
                                << "WDC WD40EFRX" << quint64(4) << "WD-WCC7K1234567";
        QTest::newRow("serial with odd characters") << " S4EVNX0N/12 34:ü "
                                                    << "" << quint64(0) << "S4EVNX0N_12_34__";
        QTest::newRow("no way out") << "../../etc"
                                    << "" << quint64(0) << "___.._etc";
        QTest::newRow("dot") << "."
                             << "" << quint64(0) << "_";
        QTest::newRow("model and size") << ""
                                        << "Samsung SSD 870 EVO 500GB" << quint64(500107862016)
                                        << "Samsung_SSD_870_EVO_500GB-500107862016";
        QTest::newRow("blank serial") << "   "
                                      << "QEMU HARDDISK" << quint64(0) << "QEMU_HARDDISK";
        QTest::newRow("nothing") << ""
                                 << "" << quint64(1000) << "unknown";
    }
    void driveKey()
    {
        QFETCH(QString, serial);
        QFETCH(QString, model);
        QFETCH(quint64, size);
        QFETCH(QString, key);
        Environment env;
        env.serial = serial;
        env.model = model;
        env.sizeBytes = size;
        QCOMPARE(HistoryStore::driveKey(env), key);
        // A drive as the inventory lists it gets the same key as its results.
        Device::DeviceInfo disk;
        disk.serial = serial;
        disk.model = model;
        disk.sizeBytes = qint64(size);
        QCOMPARE(HistoryStore::driveKey(disk), key);
    }

    void saveWritesTheDocumentedPath()
    {
        const HistoryStore store;
        // 14:05:09 at +01:00 is 13:05:09 UTC: the name holds UTC.
        const TestResult t = makeResult(QStringLiteral("0f8fad5b-d9cb-469f-a165-70867728950e"),
                                        at(1, 14, 3600), QStringLiteral("SER 1"));
        const Result<QString> saved = store.save(t);
        QVERIFY2(saved.ok(), qPrintable(saved.ok() ? QString() : saved.error().message));
        QCOMPARE(saved.value(),
                 m_dir->path() + QStringLiteral("/driveproof/history/SER_1/"
                                                "20250301-130509-commit-0f8fad5b.json"));
        // Atomic: no temporary file stays beside it.
        QCOMPARE(QDir(m_dir->path() + QStringLiteral("/driveproof/history/SER_1"))
                     .entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("20250301-130509-commit-0f8fad5b.json")});
        const Result<TestResult> back = store.load(saved.value());
        QVERIFY(back.ok());
        QCOMPARE(testResultToJson(back.value()), testResultToJson(t));
        QCOMPARE(store.drives(), QStringList{QStringLiteral("SER_1")});
    }

    void saveWithoutIdFails()
    {
        const Result<QString> saved = HistoryStore().save(TestResult{});
        QVERIFY(!saved.ok());
        QVERIFY(!saved.error().message.isEmpty());
    }

    void listIsNewestFirst()
    {
        const HistoryStore store;
        const QString serial = QStringLiteral("SER1");
        // The same wall-clock hour in different zones: instants decide the order.
        QVERIFY(store.save(makeResult(QStringLiteral("aaaaaaaa-1"), at(2, 10, 0), serial)).ok());
        QVERIFY(
            store.save(makeResult(QStringLiteral("bbbbbbbb-2"), at(2, 10, -7200), serial)).ok());
        QVERIFY(store.save(makeResult(QStringLiteral("cccccccc-3"), at(1, 23, 0), serial)).ok());
        QVERIFY(store
                    .save(makeResult(QStringLiteral("dddddddd-4"), at(3, 1, 0),
                                     QStringLiteral("OTHER")))
                    .ok());
        const QList<HistoryEntry> entries = store.list(serial);
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries[0].id, QStringLiteral("bbbbbbbb-2"));
        QCOMPARE(entries[1].id, QStringLiteral("aaaaaaaa-1"));
        QCOMPARE(entries[2].id, QStringLiteral("cccccccc-3"));
        for (const HistoryEntry &e : entries) {
            QVERIFY(e.readable);
            QCOMPARE(e.family, QStringLiteral("commit"));
            QVERIFY(QFile::exists(e.path));
            QVERIFY2(e.summary.contains(QStringLiteral("fdatasync 1x8k")), qPrintable(e.summary));
            QVERIFY(!e.summary.contains(QLatin1Char('\n')));
        }
        QCOMPARE(entries[0].started, at(2, 10, -7200));
        QCOMPARE(store.list(QStringLiteral("nobody")).size(), 0);
    }

    void damagedFilesAreListedAsUnreadable()
    {
        const HistoryStore store;
        const QString folder = store.rootPath() + QStringLiteral("/SER1/");
        QVERIFY(
            store.save(makeResult(QStringLiteral("aaaaaaaa-1"), at(2, 10), QStringLiteral("SER1")))
                .ok());
        writeFile(folder + QStringLiteral("20240101-000000-commit-deadbeef.json"), "garbage{");
        writeFile(folder + QStringLiteral("20240102-000000-random-00000000.json"), QByteArray());
        writeFile(folder + QStringLiteral("20240103-000000-commit-11111111.json"),
                  "{\"format_version\": 99}");
        writeFile(folder + QStringLiteral("weird.json"), "[]");
        writeFile(folder + QStringLiteral("notes.txt"), "not a result");
        QDir().mkpath(folder + QStringLiteral("folder.json"));
        // A valid result whose histogram was edited by hand.
        QJsonObject edited = testResultToJson(
            makeResult(QStringLiteral("22222222-x"), at(1, 1), QStringLiteral("SER1")));
        QJsonArray lines = edited.value(QStringLiteral("measurements")).toArray();
        QJsonObject line = lines.at(0).toObject();
        QJsonObject histogram = line.value(QStringLiteral("histogram")).toObject();
        histogram[QStringLiteral("buckets")] = QJsonArray{QJsonArray{5000, 1}};
        line[QStringLiteral("histogram")] = histogram;
        lines[0] = line;
        edited[QStringLiteral("measurements")] = lines;
        writeFile(folder + QStringLiteral("20250101-010509-commit-22222222.json"),
                  QJsonDocument(edited).toJson());

        const QList<HistoryEntry> entries = store.list(QStringLiteral("SER1"));
        QCOMPARE(entries.size(), 6);
        QVERIFY(entries[0].readable);
        QCOMPARE(entries[0].id, QStringLiteral("aaaaaaaa-1"));
        int unreadable = 0;
        for (const HistoryEntry &e : entries) {
            if (e.readable)
                continue;
            ++unreadable;
            QVERIFY(!e.summary.isEmpty());
            QVERIFY2(e.summary.contains(e.path), qPrintable(e.summary));
        }
        QCOMPARE(unreadable, 5);
        QCOMPARE(entries[1].id, QStringLiteral("22222222"));
        QVERIFY2(entries[1].summary.contains(QStringLiteral("5000")),
                 qPrintable(entries[1].summary));
        QCOMPARE(entries[2].started, QDateTime(QDate(2024, 1, 3), QTime(0, 0), Qt::UTC));
        QCOMPARE(entries[4].id, QStringLiteral("deadbeef"));
        QCOMPARE(entries[4].family, QStringLiteral("commit"));
        QCOMPARE(entries[3].family, QStringLiteral("random"));
        QVERIFY(entries[5].path.endsWith(QStringLiteral("weird.json")));
        QVERIFY(!entries[5].started.isValid());
    }

    void removeById()
    {
        const HistoryStore store;
        const QString idA = QStringLiteral("abcdef01-0000-0000-0000-000000000001");
        const QString idB = QStringLiteral("abcdef01-0000-0000-0000-000000000002");
        const Result<QString> a = store.save(makeResult(idA, at(1, 1), QStringLiteral("ONE")));
        const Result<QString> b = store.save(makeResult(idB, at(1, 2), QStringLiteral("TWO")));
        QVERIFY(a.ok() && b.ok());
        writeFile(store.rootPath() + QStringLiteral("/TWO/20240101-000000-commit-deadbeef.json"),
                  "broken");

        QVERIFY(!store.remove(QStringLiteral("abcdef01")).ok()); // fits both: ambiguous
        QVERIFY(!store.remove(QStringLiteral("ffffffff-0000")).ok());
        QVERIFY(!store.remove(QString()).ok());
        const Result<QString> removed = store.remove(idA);
        QVERIFY2(removed.ok(), qPrintable(removed.ok() ? QString() : removed.error().message));
        QCOMPARE(removed.value(), a.value());
        QVERIFY(!QFile::exists(a.value()));
        QVERIFY(QFile::exists(b.value()));
        QVERIFY(!store.drives().contains(QStringLiteral("ONE"))); // empty folder goes too
        QVERIFY(store.remove(QStringLiteral("abcdef01")).ok());   // now unique
        QVERIFY(!QFile::exists(b.value()));
        // An unreadable entry goes by the id its name shows.
        QCOMPARE(store.list(QStringLiteral("TWO")).constFirst().id, QStringLiteral("deadbeef"));
        QVERIFY(store.remove(QStringLiteral("deadbeef")).ok());
        QVERIFY(store.list(QStringLiteral("TWO")).isEmpty());
    }

    void summaryLine()
    {
        TestResult t = makeResult(QStringLiteral("x"), at(1, 1), QString());
        Measurement baseline;
        baseline.operation = QStringLiteral("commit");
        baseline.method = QStringLiteral("write");
        baseline.label = QStringLiteral("plain write");
        baseline.iops = 99999;
        t.measurements.prepend(baseline);
        // Numbers through QLocale; "%n measurement(s)" is rendered by the English catalogue,
        // which a test without translators does not load: only the number is checked. No
        // internal family key ("commit, ...") in the words (issue 15).
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QString s = HistoryStore::summary(t);
        QVERIFY2(s.startsWith(QStringLiteral("2 measurement")), qPrintable(s));
        QVERIFY2(!s.contains(QStringLiteral("commit,")), qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("fdatasync 1x8k: 1,234 commits/s")), qPrintable(s));
        t.cancelled = true;
        QVERIFY(HistoryStore::summary(t).contains(QStringLiteral("cancelled")));

        TestResult io;
        io.family = QStringLiteral("throughput");
        for (double mbps : {100.0, 550.5, 300.0}) {
            Measurement m;
            m.operation = QStringLiteral("read");
            m.label = QStringLiteral("at %1").arg(mbps);
            m.bytesPerSecond = mbps * 1e6;
            m.iops = mbps;
            io.measurements.append(m);
        }
        s = HistoryStore::summary(io);
        QVERIFY2(s.contains(QStringLiteral("at 550.5: 550.5 MB/s")), qPrintable(s));
        QVERIFY(HistoryStore::summary(TestResult{}).startsWith(QStringLiteral("0 measurement")));
        QLocale::setDefault(before);
    }

    // A capacity check keeps a verdict and no measurements: its line is the verdict's
    // sentence, not "0 measurements" (issue 24).
    void verdictWithoutMeasurementsIsItsSentence()
    {
        TestResult t;
        t.family = QStringLiteral("capacity-quick");
        t.findings = {
            Finding{QStringLiteral("capacity.genuine"),
                    Severity::Good,
                    QStringLiteral("Genuine: all 67,108,864 bytes hold\nwhat was written."),
                    {}}};
        QCOMPARE(HistoryStore::summary(t),
                 QStringLiteral("Genuine: all 67,108,864 bytes hold what was written."));
        t.cancelled = true;
        QVERIFY(HistoryStore::summary(t).endsWith(QLatin1String("(cancelled)")));
        t.findings.first().text.clear(); // an older file: the count, as before
        QVERIFY(HistoryStore::summary(t).startsWith(QStringLiteral("0 measurement")));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestHistory)
#include "tst_history.moc"
