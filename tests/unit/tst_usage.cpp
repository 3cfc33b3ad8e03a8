// "Is it new?" (issue 23): the verdict from the drive's counters with the numbers, counters
// that contradict each other named as possibly reset, the rated endurance per model, and the
// first reading kept in a real file so a later visit says what happened since.
#include "health/usage.h"
#include "hexfixture.h"

#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Health;

namespace {

UsageFacts facts(qint64 hours, qint64 cycles, std::optional<qint64> written)
{
    UsageFacts f;
    f.powerOnHours = hours;
    f.powerCycles = cycles;
    f.bytesWritten = written;
    return f;
}

constexpr qint64 GB = 1'000'000'000;
constexpr qint64 TB = 1000 * GB;

} // namespace

class TestUsage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void verdicts_data()
    {
        QTest::addColumn<UsageFacts>("in");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("code");
        QTest::newRow("factory-fresh") << facts(3, 5, 50 * GB) << int(UsageVerdict::New)
                                       << QString::fromLatin1(UsageCode::kNew);
        QTest::newRow("3000 hours") << facts(3000, 40, {}) << int(UsageVerdict::Used)
                                    << QString::fromLatin1(UsageCode::kUsed);
        QTest::newRow("12 TB written") << facts(10, 8, 12 * TB) << int(UsageVerdict::Used)
                                       << QString::fromLatin1(UsageCode::kUsed);
        QTest::newRow("0 hours, 12 TB") << facts(0, 3, 12 * TB) << int(UsageVerdict::PossiblyReset)
                                        << QString::fromLatin1(UsageCode::kWrittenWithoutHours);
        QTest::newRow("5000 cycles in 10 hours")
            << facts(10, 5000, {}) << int(UsageVerdict::PossiblyReset)
            << QString::fromLatin1(UsageCode::kCyclesBeyondHours);
    }
    void verdicts()
    {
        QFETCH(UsageFacts, in);
        QFETCH(int, verdict);
        QFETCH(QString, code);
        const UsageAssessment a = assessUsage(in);
        QCOMPARE(int(a.verdict), verdict);
        QCOMPARE(a.reasons.value(0).code, code);
        QVERIFY(!usageText(a.reasons.value(0)).isEmpty());
    }

    void wordsCarryTheNumbers()
    {
        const UsageAssessment used = assessUsage(facts(3000, 40, 12 * TB), 600 * TB);
        QCOMPARE(usageText(used.reasons[0]),
                 QStringLiteral("Used before: 3000 power-on hours, 40 power cycles, 12.0 TB "
                                "written. A drive sold as new has a few hours from the factory "
                                "at most."));
        QCOMPARE(used.reasons[1].code, QString::fromLatin1(UsageCode::kEndurance));
        QCOMPARE(usageText(used.reasons[1]),
                 QStringLiteral("12.0 TB written of the 600.0 TB the maker rates this model "
                                "for (2.0%)."));
        QCOMPARE(assessUsage(UsageFacts()).verdict, UsageVerdict::Unknown);
    }

    void factsFromTheNvmeLog()
    {
        HealthSummary h;
        h.powerOnHours = 5678;
        h.records.nvmeHealthLog =
            readHexFixture(QStringLiteral("nvme/health-log-client.hex")).bytes;
        const UsageFacts f = usageFacts(h);
        QCOMPARE(f.bytesWritten, std::optional<qint64>(22295056LL * 512000));
        QCOMPARE(f.errorLogEntries, std::optional<qint64>(2345));
    }

    void firstReadingIsKeptAndCompared()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("sub/drives.json"));
        const QString key = DriveMemory::driveKey(QStringLiteral("Disk X"), QStringLiteral("S1"));
        DriveMemory memory(file);
        QVERIFY(!memory.firstReading(key));
        const QDateTime monthAgo = QDateTime::currentDateTimeUtc().addDays(-30);
        memory.rememberFirst(key, {monthAgo, 100, 1000 * GB});
        // A later first reading does not replace it.
        memory.rememberFirst(key, {QDateTime::currentDateTimeUtc(), 141, 1380 * GB});
        const auto first = DriveMemory(file).firstReading(key);
        QVERIFY(first);
        QCOMPARE(first->powerOnHours, std::optional<qint64>(100));
        const auto since = sinceFirstSeen(*first, facts(141, 20, 1380 * GB));
        QVERIFY(since);
        QVERIFY2(usageText(*since).endsWith(QLatin1String("41 hours, 380.0 GB written.")),
                 qPrintable(usageText(*since)));
        QVERIFY(memory.setRatedEndurance(QStringLiteral("Disk X "), 600 * TB));
        QCOMPARE(DriveMemory(file).ratedEndurance(QStringLiteral("Disk X")),
                 std::optional<qint64>(600 * TB));
    }
};

QTEST_GUILESS_MAIN(TestUsage)
#include "tst_usage.moc"
