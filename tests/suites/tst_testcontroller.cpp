// The GUI's test controller without widgets: a short quick check in a folder of our own
// through the real engine, its updates batched to at most ten a second, Cancel at any
// moment (during the fill too), the temporary file gone by "finished", the result kept in
// a history folder of the test's own, and a controller destroyed mid-run.
#include "report/history.h"
#include "report/testresultjson.h"
#include "suites/testcontroller.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Suites;

namespace {

QStringList ourFiles(const QString &folder)
{
    return QDir(folder).entryList({temporaryFilePrefix() + QLatin1Char('*')},
                                  QDir::Files | QDir::Hidden | QDir::System);
}

TestPlan quickPlan(const QString &folder, const QString &history, int stepMs)
{
    TestPlan plan;
    plan.family = Family::Quick;
    plan.target.kind = TargetKind::Folder;
    plan.target.path = folder;
    plan.target.sizeBytes = 16ull << 20;
    plan.options.duration = std::chrono::milliseconds(stepMs);
    plan.historyRoot = history;
    plan.keepInHistory = !history.isEmpty();
    return plan;
}

} // namespace

class TestTestController : public QObject
{
    Q_OBJECT

private slots:
    void quickCheckRunsAndIsThrottled();
    void cancelMidRunRemovesTheFile();
    void cancelDuringTheFill();
    void secondStartIsRefused();
    void destroyedWhileRunning();
    void missingFolderIsAnError();
};

void TestTestController::quickCheckRunsAndIsThrottled()
{
    QTemporaryDir dir;
    QTemporaryDir history;
    QVERIFY(dir.isValid() && history.isValid());
    TestController controller;
    // Every moment the controller spoke, whatever it said: that is one GUI update.
    QList<qint64> updates;
    QElapsedTimer clock;
    clock.start();
    int points = 0;
    QStringList keys;
    connect(&controller, &TestController::progressed, this, [&](const Progress &p) {
        updates << clock.elapsed();
        QVERIFY(p.fraction >= 0.0 && p.fraction <= 1.0);
        QVERIFY(!p.point);
    });
    connect(&controller, &TestController::pointsAdded, this,
            [&](const QString &key, const QList<Report::IntervalPoint> &batch) {
                if (updates.isEmpty() || updates.constLast() != clock.elapsed())
                    updates << clock.elapsed();
                points += int(batch.size());
                if (!keys.contains(key))
                    keys << key;
                QVERIFY(!controller.measurementLabel(key).isEmpty());
            });
    QSignalSpy finished(&controller, &TestController::finished);
    QVERIFY(controller.start(quickPlan(dir.path(), history.path(), 200)));
    QVERIFY(controller.isRunning());
    QVERIFY(finished.wait(120000));
    QVERIFY(!controller.isRunning());

    const Report::TestResult &result = controller.result();
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QVERIFY(!result.cancelled);
    QCOMPARE(result.family, QStringLiteral("quick"));
    QCOMPARE(result.measurements.size(), 8);
    QCOMPARE(result.targetKind, QStringLiteral("temporary-file"));
    QVERIFY(!result.id.isEmpty());
    QVERIFY(points > 0);
    QCOMPARE(keys.size(), 8);
    QVERIFY(ourFiles(dir.path()).isEmpty());

    // At most ten updates in any second, and one more for the flush at the end. Signals of
    // one flush (progress, then each measurement's points) are one update: they come within
    // a few milliseconds, while flushes are at least 100 ms apart.
    QList<qint64> flushes;
    for (const qint64 at : std::as_const(updates))
        if (flushes.isEmpty() || at - flushes.constLast() >= 50)
            flushes << at;
    updates = flushes;
    for (qsizetype i = 0; i < updates.size(); ++i) {
        qsizetype inSecond = 0;
        for (qsizetype j = i; j < updates.size() && updates.at(j) < updates.at(i) + 1000; ++j)
            ++inSecond;
        QVERIFY2(inSecond <= 11,
                 qPrintable(QStringLiteral("%1 updates in one second").arg(inSecond)));
    }

    // Kept in the history, readable again.
    QVERIFY2(controller.historyError().isEmpty(), qPrintable(controller.historyError()));
    QVERIFY(QFile::exists(controller.historyPath()));
    const Result<Report::TestResult> again = Report::readTestResultFile(controller.historyPath());
    QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(again.error().message));
    QCOMPARE(again->id, result.id);
    QCOMPARE(again->measurements.size(), 8);
}

void TestTestController::cancelMidRunRemovesTheFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TestController controller;
    QSignalSpy points(&controller, &TestController::pointsAdded);
    QSignalSpy finished(&controller, &TestController::finished);
    QVERIFY(controller.start(quickPlan(dir.path(), {}, 3000)));
    QVERIFY(points.wait(60000));
    QCOMPARE(ourFiles(dir.path()).size(), 1); // the test holds its file
    QElapsedTimer clock;
    clock.start();
    controller.cancel();
    QVERIFY(controller.isCancelling());
    QVERIFY(finished.wait(10000));
    QVERIFY2(clock.elapsed() < 5000, "cancel took too long");
    QVERIFY(controller.result().cancelled);
    QVERIFY(controller.result().measurements.size() < 8);
    QVERIFY(ourFiles(dir.path()).isEmpty());
    QVERIFY(controller.historyPath().isEmpty()); // not asked to keep it
}

void TestTestController::cancelDuringTheFill()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TestController controller;
    QSignalSpy finished(&controller, &TestController::finished);
    QVERIFY(controller.start(quickPlan(dir.path(), {}, 3000)));
    controller.cancel(); // most likely still creating or filling the file
    QVERIFY(finished.wait(30000));
    QVERIFY(controller.result().cancelled);
    QVERIFY(ourFiles(dir.path()).isEmpty());
}

void TestTestController::secondStartIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TestController controller;
    QSignalSpy finished(&controller, &TestController::finished);
    QVERIFY(controller.start(quickPlan(dir.path(), {}, 2000)));
    QVERIFY(!controller.start(quickPlan(dir.path(), {}, 2000)));
    controller.cancel();
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.size(), 1);
    // Once finished, it runs again.
    TestPlan plan = quickPlan(dir.path(), {}, 200);
    plan.options.only = {QStringLiteral("rnd4kq1t1.read")};
    QVERIFY(controller.start(plan));
    QVERIFY(finished.wait(60000));
    QCOMPARE(controller.result().measurements.size(), 1);
    QVERIFY(controller.result().error.isEmpty());
}

void TestTestController::destroyedWhileRunning()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        TestController controller;
        QSignalSpy points(&controller, &TestController::pointsAdded);
        QVERIFY(controller.start(quickPlan(dir.path(), {}, 5000)));
        QVERIFY(points.wait(60000));
    } // cancels and waits for the worker
    QVERIFY(ourFiles(dir.path()).isEmpty());
}

void TestTestController::missingFolderIsAnError()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TestController controller;
    QSignalSpy finished(&controller, &TestController::finished);
    QVERIFY(controller.start(quickPlan(dir.filePath(QStringLiteral("missing")), {}, 200)));
    QVERIFY(finished.wait(30000));
    QVERIFY(!controller.result().error.isEmpty());
    QVERIFY(controller.result().measurements.isEmpty());
    QVERIFY(!controller.result().cancelled);
}

QTEST_GUILESS_MAIN(TestTestController)
#include "tst_testcontroller.moc"
