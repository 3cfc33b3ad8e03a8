// The test families on real files in a folder of our own: the quick check and the commit
// test run end to end, the temporary file is removed after success and after cancel, a
// crash's leftover is cleaned, and a user's file is used in place and never grown.
#include "suites/commit.h"
#include "suites/suite.h"
#include "suites/testtarget.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/file.h>
#include <thread>
#include <unistd.h>

using namespace DriveProof;
using namespace DriveProof::Suites;

namespace {

QStringList ourFiles(const QString &folder)
{
    return QDir(folder).entryList({temporaryFilePrefix() + QLatin1Char('*')},
                                  QDir::Files | QDir::Hidden);
}

std::unique_ptr<TestTarget> openFolder(const QString &folder, quint64 size, bool write = true)
{
    TargetRequest request;
    request.kind = TargetKind::Folder;
    request.path = folder;
    request.sizeBytes = size;
    request.write = write;
    auto opened = TestTarget::open(request);
    if (!opened)
        qWarning() << opened.error().message;
    return opened ? std::move(opened.value()) : nullptr;
}

} // namespace

class TestSuitesFiles : public QObject
{
    Q_OBJECT

private slots:
    void quickCheckRunsEveryPresetAndRemovesItsFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Report::TestResult result;
        int points = 0;
        {
            auto target = openFolder(dir.path(), 16 << 20);
            QVERIFY(target);
            QCOMPARE(ourFiles(dir.path()).size(), 1);
            QCOMPARE(QFileInfo(target->path()).size(), qint64(16 << 20));
            SuiteOptions options;
            options.sizeBytes = target->areaBytes();
            options.duration = std::chrono::milliseconds(250);
            CancelFlag cancel{false};
            runFamily(
                Family::Quick, target->suiteTarget(), options,
                [&](const Progress &p) {
                    if (p.point)
                        ++points;
                    QVERIFY(p.fraction >= 0.0 && p.fraction <= 1.0);
                },
                cancel, result);
        }
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QCOMPARE(result.family, QStringLiteral("quick"));
        const QStringList expected = {
            QStringLiteral("seq1mq8t1.read"),   QStringLiteral("seq1mq1t1.read"),
            QStringLiteral("rnd4kq32t1.read"),  QStringLiteral("rnd4kq1t1.read"),
            QStringLiteral("seq1mq8t1.write"),  QStringLiteral("seq1mq1t1.write"),
            QStringLiteral("rnd4kq32t1.write"), QStringLiteral("rnd4kq1t1.write")};
        QStringList keys;
        for (const Report::Measurement &m : result.measurements) {
            keys << m.key;
            QVERIFY2(m.ops > 0 && m.iops > 0, qPrintable(m.key));
            QCOMPARE(m.histogram.count(), m.ops);
            QVERIFY(!m.intervals.isEmpty());
            QVERIFY(m.latency.p99Us >= m.latency.p50Us);
        }
        QCOMPARE(keys, expected);
        QCOMPARE(result.measurements.at(2).queueDepth == 32 ||
                     result.measurements.at(2).backend == QLatin1String("psync"),
                 true);
        QVERIFY(points > 8);
        QVERIFY(ourFiles(dir.path()).isEmpty());
    }

    void commitTestMirrorsPgTestFsync()
    {
        QTemporaryDir dir;
        auto target = openFolder(dir.path(), kCommitFileBytes);
        QVERIFY(target);
        SuiteOptions options;
        options.sizeBytes = kCommitFileBytes;
        options.duration = std::chrono::milliseconds(150);
        options.logicalBlockSize = target->logicalBlockSize();
        CancelFlag cancel{false};
        Report::TestResult result;
        runFamily(Family::Commit, target->suiteTarget(), options, {}, cancel, result);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        // 5 methods × 2 sections, 5 write sizes, 2 descriptor tests, 2 baselines.
        QCOMPARE(result.measurements.size(), 19);
        bool sawFdatasync = false;
        for (const Report::Measurement &m : result.measurements) {
            if (!m.skippedReason.isEmpty())
                continue;
            QVERIFY2(m.ops > 0, qPrintable(m.key));
            QCOMPARE(m.histogram.count(), m.ops);
            if (m.key == QLatin1String("commit.s1.fdatasync")) {
                sawFdatasync = true;
                QVERIFY(m.durable);
                QCOMPARE(m.bytes, m.ops * 8192);
            }
            if (m.key == QLatin1String("commit.s2.fdatasync"))
                QCOMPARE(m.bytes, m.ops * 2 * 8192);
            if (m.key.startsWith(QLatin1String("commit.s5.")))
                QVERIFY(!m.durable);
        }
        QVERIFY(sawFdatasync);
    }

    void cancelStopsQuicklyAndRemovesTheFile()
    {
        QTemporaryDir dir;
        Report::TestResult result;
        CancelFlag cancel{false};
        QElapsedTimer timer;
        {
            auto target = openFolder(dir.path(), 16 << 20);
            QVERIFY(target);
            SuiteOptions options;
            options.sizeBytes = target->areaBytes();
            options.duration = std::chrono::milliseconds(10000);
            std::thread canceller([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(300));
                timer.start();
                cancel.store(true);
            });
            runFamily(Family::Random, target->suiteTarget(), options, {}, cancel, result);
            canceller.join();
        }
        QVERIFY(result.cancelled);
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(result.measurements.size(), 1);
        QVERIFY(result.measurements.constFirst().cancelled);
        QVERIFY(ourFiles(dir.path()).isEmpty());
    }

    void leftoversAreCleanedButLiveFilesStay()
    {
        QTemporaryDir dir;
        const QString stale = dir.filePath(temporaryFilePrefix() + QStringLiteral("stale1"));
        const QString live = dir.filePath(temporaryFilePrefix() + QStringLiteral("live01"));
        const QString other = dir.filePath(QStringLiteral("users-file"));
        for (const QString &path : {stale, live, other}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("x");
        }
        const int holder = ::open(QFile::encodeName(live).constData(), O_RDONLY | O_CLOEXEC);
        QVERIFY(holder >= 0);
        QCOMPARE(::flock(holder, LOCK_EX), 0);
        QCOMPARE(cleanLeftovers(dir.path()), 1);
        QVERIFY(!QFile::exists(stale));
        QVERIFY(QFile::exists(live));
        QVERIFY(QFile::exists(other));
        ::close(holder);
        QCOMPARE(cleanLeftovers(dir.path()), 1);
        QVERIFY(QFile::exists(other));
    }

    void usersFileIsUsedInPlaceAndNeverGrown()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("data.bin"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(1 << 20, 'a'));
        }
        TargetRequest request;
        request.kind = TargetKind::File;
        request.path = path;
        request.sizeBytes = 4 << 20;
        request.write = true;
        Report::TestResult result;
        {
            auto opened = TestTarget::open(request);
            QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
            QCOMPARE(opened.value()->areaBytes(), quint64(1 << 20));
            QCOMPARE(opened.value()->kindKey(), QStringLiteral("file"));
            SuiteOptions options;
            options.sizeBytes = opened.value()->areaBytes();
            options.duration = std::chrono::milliseconds(200);
            CancelFlag cancel{false};
            runFamily(Family::Random, opened.value()->suiteTarget(), options, {}, cancel, result);
        }
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QCOMPARE(QFileInfo(path).size(), qint64(1 << 20));
        QVERIFY(QFile::exists(path));
        QVERIFY(QFile(path).open(QIODevice::ReadOnly));
    }

    void folderErrorsNameTheFolder()
    {
        TargetRequest request;
        request.kind = TargetKind::Folder;
        request.path = QStringLiteral("/nonexistent/driveproof");
        request.sizeBytes = 1 << 20;
        const auto opened = TestTarget::open(request);
        QVERIFY(!opened);
        QVERIFY(opened.error().message.contains(request.path));

        QTemporaryDir dir;
        request.path = dir.path();
        request.sizeBytes = quint64(1) << 60; // more than any disk has free
        const auto tooBig = TestTarget::open(request);
        QVERIFY(!tooBig);
        QCOMPARE(tooBig.error().errnum, ENOSPC);
        QVERIFY(ourFiles(dir.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSuitesFiles)
#include "tst_suites_files.moc"
