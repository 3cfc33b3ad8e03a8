// Whether a result's numbers are the drive's (core/suites/stability): made-up slices of one
// line (the page-cache loop device of issue 22: 107, 163 and 627 MB/s), a steady line, a
// hard disk's few I/Os per slice; and a loop device's dio switch read from a fake sysfs.
#include "suites/stability.h"
#include "suites/verdicts.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Suites;

namespace {

Report::Measurement seqLine(const QList<double> &megabytesPerSecond)
{
    Report::Measurement m;
    m.key = QStringLiteral("seq1mq8t1.read");
    m.label = QStringLiteral("SEQ1M Q8T1 read");
    m.blockSize = 1 << 20;
    m.ops = 1000;
    double t = 0;
    for (const double mb : megabytesPerSecond) {
        Report::IntervalPoint p;
        p.startSeconds = t;
        p.endSeconds = t + 0.1;
        p.bytesPerSecond = mb * 1e6;
        p.iops = p.bytesPerSecond / double(m.blockSize);
        m.intervals << p;
        t += 0.1;
    }
    return m;
}

Report::TestResult resultWith(const Report::Measurement &m)
{
    Report::TestResult r;
    r.family = QStringLiteral("quick");
    r.measurements << m;
    return r;
}

} // namespace

class TestStability : public QObject
{
    Q_OBJECT

private slots:
    void pageCacheSwingsAreUnstable()
    {
        // 1 MiB blocks at 100+ MB/s: about 100 I/Os per slice at the least.
        const QList<double> rates = {300, 107, 163, 627, 540, 120, 610, 150, 590, 107, 627};
        const QList<Report::Finding> f = stabilityFindings(resultWith(seqLine(rates)), true);
        QCOMPARE(f.size(), 1);
        QCOMPARE(f.first().code, QStringLiteral("stability.unstable"));
        QCOMPARE(f.first().severity, Report::Severity::Caution);
        const QString text = findingText(f.first().code, f.first().arguments);
        QVERIFY2(text.contains(QStringLiteral("unstable")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("SEQ1M Q8T1 read")));
        QVERIFY2(text.contains(QStringLiteral("page cache")), qPrintable(text));
        // Without the page cache the reason is another one.
        const QList<Report::Finding> g = stabilityFindings(resultWith(seqLine(rates)), false);
        QVERIFY(!findingText(g.first().code, g.first().arguments).contains(u"page cache"));
    }

    void steadyLineIsNotFlagged()
    {
        const QList<double> rates = {200, 540, 548, 530, 551, 539, 545, 533, 547, 541, 536};
        QVERIFY(stabilityFindings(resultWith(seqLine(rates)), false).isEmpty());
    }

    void fewSlicesOrFewIosSayNothing()
    {
        QVERIFY(stabilityFindings(resultWith(seqLine({100, 600, 100, 600})), false).isEmpty());
        // A hard disk's random reads: 8 I/Os per slice swing by chance.
        Report::Measurement m = seqLine({1, 1, 1, 1, 1, 1, 1, 1, 1});
        m.blockSize = 4096;
        const QList<double> iops = {80, 40, 120, 60, 90, 30, 110, 50, 100};
        for (qsizetype i = 0; i < m.intervals.size(); ++i)
            m.intervals[i].iops = iops[i];
        QVERIFY(stabilityFindings(resultWith(m), false).isEmpty());
    }

    void loopDirectIoFromSysfs()
    {
        QTemporaryDir sys;
        for (const auto &[name, dio] : {std::pair{"loop1", "0\n"}, std::pair{"loop2", "1\n"}}) {
            const QString folder =
                sys.filePath(QStringLiteral("block/%1/loop").arg(QLatin1String(name)));
            QVERIFY(QDir().mkpath(folder));
            QFile f(folder + QStringLiteral("/dio"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(dio);
        }
        QVERIFY(loopWithoutDirectIo(QStringLiteral("loop1"), sys.path()));
        QVERIFY(!loopWithoutDirectIo(QStringLiteral("loop2"), sys.path()));
        QVERIFY(!loopWithoutDirectIo(QStringLiteral("loop9"), sys.path()));
        QVERIFY(!loopWithoutDirectIo(QStringLiteral("sda"), sys.path()));
        const QString text =
            findingText(QStringLiteral("environment.loop-page-cache"), {QStringLiteral("loop1")});
        QVERIFY2(text.contains(QStringLiteral("page cache")), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestStability)
#include "tst_stability.moc"
