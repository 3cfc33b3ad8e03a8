#include "suites/testcontroller.h"

#include <mutex>

namespace DriveProof::Suites {

namespace {

struct PendingPoints
{
    QString key;
    QString label;
    QList<Report::IntervalPoint> points;
};

} // namespace

// What the worker and the controller share. The worker writes under the mutex; the
// controller's timer takes it under the mutex. `owner` is only used to post the end: the
// controller joins the worker before it goes.
struct TestController::Shared
{
    TestController *owner = nullptr;
    CancelFlag cancel{false};

    std::mutex mutex;
    bool progressChanged = false;
    Progress progress;
    QList<PendingPoints> points;

    // Written once by the worker just before it posts the end.
    Report::TestResult result;
    QString historyPath;
    QString historyError;
    bool inhibited = false;

    // Worker thread: called by the suite for every step and point.
    void report(const Progress &p)
    {
        const std::lock_guard lock(mutex);
        progress = p;
        progress.point.reset();
        progressChanged = true;
        if (!p.point)
            return;
        if (points.isEmpty() || points.constLast().key != p.measurementKey)
            points.append({p.measurementKey, p.step, {}});
        points.last().points.append(*p.point);
    }
};

TestController::TestController(QObject *parent)
    : QObject(parent)
{
    // A single-shot timer started again after each flush, and precise (a coarse timer may
    // fire 5% early; a repeating one fires twice in quick succession after a late turn):
    // the GUI never gets two updates less than the interval apart.
    m_timer.setInterval(kDefaultUpdateIntervalMs);
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        flush();
        if (m_running)
            m_timer.start();
    });
}

TestController::~TestController()
{
    if (m_shared)
        m_shared->cancel.store(true);
    if (m_worker.joinable())
        m_worker.join();
}

void TestController::setUpdateInterval(int milliseconds)
{
    m_timer.setInterval(std::max(milliseconds, kDefaultUpdateIntervalMs));
}

bool TestController::isCancelling() const
{
    return m_running && m_shared && m_shared->cancel.load();
}

bool TestController::start(const TestPlan &plan)
{
    if (m_running)
        return false;
    if (m_worker.joinable())
        m_worker.join(); // ended already: it posted its end before returning
    m_plan = plan;
    m_plan.target.write = planWrites(plan);
    m_plan.target.fill = familyNeedsFilledFile(plan.family);
    m_progress = {};
    m_labels.clear();
    m_result = {};
    m_historyPath.clear();
    m_historyError.clear();
    m_sleepInhibited = false;
    m_shared = std::make_shared<Shared>();
    m_shared->owner = this;
    m_running = true;
    m_worker = std::thread(&TestController::work, m_shared, m_plan);
    m_timer.start();
    emit started();
    return true;
}

void TestController::cancel()
{
    // m_shared is only replaced by start(), on the controller's thread, while idle.
    if (const std::shared_ptr<Shared> shared = m_shared)
        shared->cancel.store(true);
}

void TestController::flush()
{
    if (!m_shared)
        return;
    bool changed = false;
    Progress progress;
    QList<PendingPoints> points;
    {
        const std::lock_guard lock(m_shared->mutex);
        changed = m_shared->progressChanged;
        m_shared->progressChanged = false;
        progress = m_shared->progress;
        points.swap(m_shared->points);
    }
    for (const PendingPoints &batch : std::as_const(points))
        if (!batch.label.isEmpty())
            m_labels.insert(batch.key, batch.label);
    if (!progress.measurementKey.isEmpty() && !progress.step.isEmpty())
        m_labels.insert(progress.measurementKey, progress.step);
    if (changed) {
        m_progress = progress;
        emit progressed(m_progress);
    }
    for (const PendingPoints &batch : std::as_const(points))
        emit pointsAdded(batch.key, batch.points);
}

void TestController::workerDone()
{
    if (!m_running)
        return;
    flush(); // the last points before the end
    m_timer.stop();
    if (m_worker.joinable())
        m_worker.join(); // it has posted this as its last act: returns at once
    m_result = m_shared->result;
    m_historyPath = m_shared->historyPath;
    m_historyError = m_shared->historyError;
    m_sleepInhibited = m_shared->inhibited;
    m_running = false;
    emit finished(m_result);
}

// Worker thread. Everything in runPlan blocks: the target's fill, the helper (maybe behind
// a polkit dialog), the suite, the history write.
void TestController::work(const std::shared_ptr<Shared> &shared, TestPlan plan)
{
    const ProgressFn progress = [raw = shared.get()](const Progress &p) { raw->report(p); };
    RunOutcome outcome = runPlan(std::move(plan), progress, shared->cancel);
    shared->historyPath = outcome.historyPath;
    shared->historyError = outcome.historyError;
    shared->inhibited = outcome.sleepInhibited;
    shared->result = std::move(outcome.result);
    TestController *owner = shared->owner;
    QMetaObject::invokeMethod(
        owner, [owner] { owner->workerDone(); }, Qt::QueuedConnection);
}

} // namespace DriveProof::Suites
