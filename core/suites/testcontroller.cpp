#include "suites/testcontroller.h"

#include "device/blockstack.h"
#include "device/inventory.h"
#include "report/environment.h"
#include "report/history.h"
#include "suites/cacheab.h"
#include "suites/suitestr.h"

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusUnixFileDescriptor>
#include <QDateTime>
#include <QLoggingCategory>
#include <QUuid>

#include <mutex>

Q_LOGGING_CATEGORY(lcController, "driveproof.core.suites", QtInfoMsg)

namespace DriveProof::Suites {

namespace {

// logind's suspend inhibitor (org.freedesktop.login1.Manager.Inhibit, "block" mode): held
// while the returned fd is open. Without logind (a container, a minimal system) the test
// goes on without it; that is said in the debug log only, since the user can do nothing
// about it and the test is not affected. Constructed and destroyed on the worker thread.
class SleepInhibitor
{
public:
    explicit SleepInhibitor(const QString &why)
    {
        QDBusConnection bus = QDBusConnection::systemBus();
        if (!bus.isConnected()) {
            qCDebug(lcController) << "no system bus, suspend is not inhibited:"
                                  << bus.lastError().message();
            return;
        }
        QDBusMessage call = QDBusMessage::createMethodCall(
            QStringLiteral("org.freedesktop.login1"), QStringLiteral("/org/freedesktop/login1"),
            QStringLiteral("org.freedesktop.login1.Manager"), QStringLiteral("Inhibit"));
        call << QStringLiteral("sleep:idle") << QStringLiteral("DriveProof") << why
             << QStringLiteral("block");
        const QDBusMessage reply = bus.call(call, QDBus::Block, 3000);
        if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty()) {
            qCDebug(lcController) << "logind did not inhibit suspend:" << reply.errorName()
                                  << reply.errorMessage();
            return;
        }
        m_fd = qdbus_cast<QDBusUnixFileDescriptor>(reply.arguments().constFirst());
        if (!m_fd.isValid())
            qCDebug(lcController) << "logind's Inhibit returned no file descriptor";
    }
    // QDBusUnixFileDescriptor closes its copy of the fd: that ends the inhibitor.
    bool active() const { return m_fd.isValid(); }

private:
    QDBusUnixFileDescriptor m_fd;
};

// The whole disk under a file or folder; nullopt when it cannot be told (tmpfs, FUSE).
std::optional<Device::DeviceInfo> diskUnder(const QString &path)
{
    const QList<Device::StackDevice> stack = Device::blockStackOfPath(path);
    if (stack.isEmpty())
        return std::nullopt;
    const Device::Inventory inventory;
    const Result<Device::DeviceInfo> found = inventory.find(stack.constLast().name);
    if (!found)
        return std::nullopt;
    return found.value();
}

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

bool planWrites(const TestPlan &plan)
{
    const bool sweep = plan.family == Family::SweepBlockSize ||
                       plan.family == Family::SweepQueueDepth ||
                       plan.family == Family::SweepThreads;
    if (sweep)
        return plan.options.readPercent < 100;
    return familyWrites(plan.family);
}

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

// Worker thread. Everything here blocks: the target's fill, the helper (maybe behind a
// polkit dialog), the suite, the history write.
void TestController::work(std::shared_ptr<Shared> shared, TestPlan plan)
{
    std::optional<SleepInhibitor> inhibitor;
    if (plan.inhibitSleep)
        inhibitor.emplace(Tr::tr("A drive test is running; suspending would spoil its numbers."));
    const ProgressFn progress = [raw = shared.get()](const Progress &p) { raw->report(p); };

    Report::TestResult result;
    result.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    result.family = familyKey(plan.family);
    result.started = QDateTime::currentDateTime();
    {
        TargetRequest request = plan.target;
        request.cancel = &shared->cancel;
        Result<std::unique_ptr<TestTarget>> opened = TestTarget::open(request, progress);
        if (!opened && shared->cancel.load()) {
            result.cancelled = true; // stopped while the test file was being filled
        } else if (!opened) {
            result.error = opened.error().message;
        } else if (shared->cancel.load()) {
            result.cancelled = true; // during the fill: nothing was measured
        } else {
            const std::unique_ptr<TestTarget> &target = opened.value();
            SuiteOptions options = plan.options;
            options.sizeBytes = target->areaBytes();
            options.logicalBlockSize = target->logicalBlockSize();
            // A folder the caller did not place on a drive: find the disk under it, as the
            // CLI does, so the result names the right drive (and lands in its history).
            std::optional<Device::DeviceInfo> found = plan.disk;
            if (!found && plan.target.kind != TargetKind::Device)
                found = diskUnder(plan.target.path);
            const Device::DeviceInfo *disk = found ? &*found : nullptr;
            if (disk)
                options.rotationRpm = disk->rotationRateRpm.value_or(disk->rotational ? -1 : 0);
            result.targetKind = target->kindKey();
            result.targetPath = target->path();
            result.targetSizeBytes = target->areaBytes();
            result.environment = Report::collectEnvironment(target->path(), disk);
            if (plan.cacheState && plan.disk)
                Report::applyWriteCacheState(result.environment, *plan.cacheState);
            options.driveWriteCache = result.environment.driveWriteCache;

            if (plan.cacheAB && plan.family == Family::Commit && !disk) {
                result.error = Tr::tr("The cache A/B test needs to know the drive under the "
                                      "target, and it could not be found. Run the commit test "
                                      "alone.");
            } else if (plan.cacheAB && plan.family == Family::Commit) {
                result.started = QDateTime::currentDateTime();
                runCommitCacheAB(*disk, target->suiteTarget(), options, progress, shared->cancel,
                                 result);
                result.finished = QDateTime::currentDateTime();
                result.cancelled = result.cancelled || shared->cancel.load();
            } else {
                runFamily(plan.family, target->suiteTarget(), options, progress, shared->cancel,
                          result);
            }
        }
    } // the TestTarget goes here: its temporary file is removed before anyone hears "finished"
    if (!result.finished.isValid())
        result.finished = QDateTime::currentDateTime();

    if (plan.keepInHistory && !result.measurements.isEmpty()) {
        const Report::HistoryStore history = plan.historyRoot.isEmpty()
                                                 ? Report::HistoryStore()
                                                 : Report::HistoryStore(plan.historyRoot);
        const Result<QString> saved = history.save(result);
        if (saved) {
            shared->historyPath = saved.value();
        } else {
            shared->historyError = saved.error().message;
            qCWarning(lcController) << "could not keep the result:" << saved.error().message;
        }
    }
    shared->inhibited = inhibitor && inhibitor->active();
    inhibitor.reset(); // the machine may sleep again
    shared->result = std::move(result);
    TestController *owner = shared->owner;
    QMetaObject::invokeMethod(
        owner, [owner] { owner->workerDone(); }, Qt::QueuedConnection);
}

} // namespace DriveProof::Suites
