// Runs one test family for the GUI (docs/design.md §2, "threads"): the suite runs on a worker
// thread of its own (the engine below starts its I/O threads), its progress callbacks are
// batched under a mutex, and a timer on the controller's thread hands them on at most ten
// times a second. The GUI never waits for the worker; Cancel only sets the flag.
//
// The worker runs the plan with runPlan() (suites/runplan.h), the one run path that the CLI
// uses too: open the target, fill the options in from the target and the drive, collect
// the environment, run, remove the temporary file, keep the result in the drive's history,
// with logind asked not to suspend the machine meanwhile.
//
// Thread affinity: a TestController lives on the thread that created it (the GUI thread)
// and emits its signals there; cancel() may be called from any thread.
#pragma once

#include "report/measurementtext.h"
#include "report/testresult.h"
#include "suites/runplan.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>
#include <thread>

namespace DriveProof::Suites {

class TestController : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultUpdateIntervalMs = 100; // 10 Hz, the most the GUI gets

    explicit TestController(QObject *parent = nullptr);
    // Cancels a running test and waits for its worker (which removes the temporary file).
    ~TestController() override;

    // Starts the plan on a worker thread. False, and nothing starts, while a test runs.
    bool start(const TestPlan &plan);
    // Asks the running test to stop; finished() follows with result().cancelled set and the
    // lines done so far. Safe at any moment and from any thread; no-op when idle.
    void cancel();

    // From start() until finished() has been emitted.
    bool isRunning() const { return m_running; }
    bool isCancelling() const;
    const TestPlan &plan() const { return m_plan; }
    // The last progress handed on (its point cleared).
    const Progress &progress() const { return m_progress; }
    // The label of a measurement seen in progress so far ("SEQ1M Q8T1 read").
    QString measurementLabel(const QString &key) const
    {
        return Report::measurementLabel(key, m_labels.value(key));
    }
    // Valid once finished() was emitted.
    const Report::TestResult &result() const { return m_result; }
    // Where the result was kept, or why it could not be (both empty when not kept).
    QString historyPath() const { return m_historyPath; }
    QString historyError() const { return m_historyError; }
    // Whether logind took the suspend inhibitor for the last run.
    bool sleepInhibited() const { return m_sleepInhibited; }

    // Time between updates, at least kDefaultUpdateIntervalMs.
    void setUpdateInterval(int milliseconds);
    int updateInterval() const { return m_timer.interval(); }

signals:
    void started();
    // At most once per update interval, when something changed.
    void progressed(const DriveProof::Suites::Progress &progress);
    // The points that arrived since the last update, per measurement, oldest first. Within
    // one update, after progressed().
    void pointsAdded(const QString &measurementKey,
                     const QList<DriveProof::Report::IntervalPoint> &points);
    // The end: done, cancelled or failed (result.error). The target is closed by then and a
    // temporary file removed.
    void finished(const DriveProof::Report::TestResult &result);

private:
    struct Shared;
    static void work(const std::shared_ptr<Shared> &shared, TestPlan plan);
    void flush();
    void workerDone();

    TestPlan m_plan;
    std::shared_ptr<Shared> m_shared;
    std::thread m_worker;
    QTimer m_timer;
    bool m_running = false;
    Progress m_progress;
    QHash<QString, QString> m_labels;
    Report::TestResult m_result;
    QString m_historyPath;
    QString m_historyError;
    bool m_sleepInhibited = false;
};

} // namespace DriveProof::Suites
