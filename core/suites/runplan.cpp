#include "suites/runplan.h"

#include "device/blockstack.h"
#include "device/inventory.h"
#include "privilege/drivecontrol.h"
#include "report/environment.h"
#include "report/history.h"
#include "suites/cacheab.h"
#include "suites/runerror.h"
#include "suites/suitestr.h"

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusUnixFileDescriptor>
#include <QDateTime>
#include <QLoggingCategory>
#include <QUuid>

Q_LOGGING_CATEGORY(lcRun, "driveproof.core.suites.run", QtInfoMsg)

namespace DriveProof::Suites {

namespace {

// logind's suspend inhibitor (org.freedesktop.login1.Manager.Inhibit, "block" mode): held
// while the returned fd is open. Without logind (a container, a minimal system) the test
// goes on without it; that is said in the debug log only, since the user can do nothing
// about it and the test is not affected.
class SleepInhibitor
{
public:
    explicit SleepInhibitor(const QString &why)
    {
        QDBusConnection bus = QDBusConnection::systemBus();
        if (!bus.isConnected()) {
            qCDebug(lcRun) << "no system bus, suspend is not inhibited:"
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
            qCDebug(lcRun) << "logind did not inhibit suspend:" << reply.errorName()
                           << reply.errorMessage();
            return;
        }
        m_fd = qdbus_cast<QDBusUnixFileDescriptor>(reply.arguments().constFirst());
        if (!m_fd.isValid())
            qCDebug(lcRun) << "logind's Inhibit returned no file descriptor";
    }
    // QDBusUnixFileDescriptor closes its copy of the fd: that ends the inhibitor.
    bool active() const { return m_fd.isValid(); }

private:
    QDBusUnixFileDescriptor m_fd;
};

// The drive whose identity names the result and its history: the one that bounds commits
// (the slowest platter), else the first.
std::optional<Device::DeviceInfo> diskOfRecord(const QList<Device::DeviceInfo> &disks)
{
    if (disks.isEmpty())
        return std::nullopt;
    const int slowest = slowestRotationRpm(disks);
    for (const Device::DeviceInfo &d : disks)
        if (slowest != 0 && d.rotational && d.rotationRateRpm.value_or(-1) == slowest)
            return d;
    return disks.constFirst();
}

// A folder the caller did not place on a drive: the drives under it, so that the result
// names the right drive (and lands in its history) and an array is judged by all of them.
QList<Device::DeviceInfo> disksOfPlan(const TestPlan &plan)
{
    QList<Device::DeviceInfo> disks;
    if (plan.disk)
        disks << *plan.disk;
    else if (plan.target.kind != TargetKind::Device)
        disks = disksUnder(plan.target.path);
    return disks;
}

// One heat reading into `heat`; the first reason it fails is kept, and a drive whose
// first reading failed is not asked again (no second password prompt for the same refusal).
void takeHeat(const TestPlan &plan, const std::optional<Device::DeviceInfo> &disk,
              Report::Heat &heat, std::optional<Report::HeatReading> &into)
{
    if (!heat.notRead.isEmpty())
        return;
    const HealthReader reader =
        plan.readHealth ? plan.readHealth : HealthReader(Privilege::queryHealth);
    const Result<Report::HeatReading> read = readHeat(disk ? &*disk : nullptr, reader);
    if (read)
        into = read.value();
    else
        heat.notRead = read.error().message;
}

void runOpened(const TestPlan &plan, const QList<Device::DeviceInfo> &disks, TestTarget &target,
               const ProgressFn &progress, const CancelFlag &cancel, RunOutcome &out)
{
    Report::TestResult &result = out.result;
    SuiteOptions options = plan.options;
    options.sizeBytes = target.areaBytes();
    options.logicalBlockSize = target.logicalBlockSize();
    const std::optional<Device::DeviceInfo> disk = diskOfRecord(disks);
    if (!disks.isEmpty())
        options.rotationRpm = slowestRotationRpm(disks);
    result.targetKind = target.kindKey();
    result.targetPath = target.path();
    result.targetSizeBytes = target.areaBytes();
    result.environment = Report::collectEnvironment(target.path(), disk ? &*disk : nullptr);
    // The commit verdicts turn on the drive's own cache ("flushes are not reaching it" is
    // only a danger while it is on): read it where the caller did not.
    // A state the caller brings is for plan.disk only.
    if (plan.cacheState && plan.disk) {
        Report::applyWriteCacheState(result.environment, *plan.cacheState);
    } else if (disk && plan.family == Family::Commit && !plan.cacheAB) {
        if (const Result<Cache::WriteCacheState> read = Privilege::queryWriteCache(*disk))
            Report::applyWriteCacheState(result.environment, read.value());
        else
            qCDebug(lcRun) << "the drive's cache state is unknown:" << read.error().message;
    }
    options.driveWriteCache = result.environment.driveWriteCache;

    if (plan.cacheAB && plan.family == Family::Commit && !disk) {
        setRunError(result, QLatin1String(RunError::kNoDrive), {});
    } else if (plan.cacheAB && plan.family == Family::Commit) {
        result.started = QDateTime::currentDateTime();
        runCommitCacheAB(*disk, target.suiteTarget(), options, progress, cancel, result);
        result.finished = QDateTime::currentDateTime();
        result.cancelled = result.cancelled || cancel.load();
    } else {
        runFamily(plan.family, target.suiteTarget(), options, progress, cancel, result);
    }
}

} // namespace

bool planWrites(const TestPlan &plan)
{
    const bool sweep = plan.family == Family::SweepBlockSize ||
                       plan.family == Family::SweepQueueDepth ||
                       plan.family == Family::SweepThreads;
    if (sweep)
        return plan.options.readPercent < 100;
    return familyWrites(plan.family);
}

QList<Device::DeviceInfo> disksUnder(const QString &path)
{
    QList<Device::DeviceInfo> disks;
    const Device::Inventory inventory;
    for (const Device::StackDevice &layer : Device::blockStackOfPath(path)) {
        if (!layer.leaf)
            continue;
        if (const Result<Device::DeviceInfo> found = inventory.find(layer.name))
            disks << found.value();
    }
    return disks;
}

int slowestRotationRpm(const QList<Device::DeviceInfo> &disks)
{
    int slowest = 0;
    for (const Device::DeviceInfo &d : disks) {
        const int rpm = d.rotationRateRpm.value_or(d.rotational ? -1 : 0);
        if (rpm == 0 && !d.rotational)
            continue;
        if (rpm < 0 && slowest == 0)
            slowest = -1;
        else if (rpm > 0 && (slowest <= 0 || rpm < slowest))
            slowest = rpm;
    }
    return slowest;
}

RunOutcome runPlan(TestPlan plan, const ProgressFn &progress, const CancelFlag &cancel)
{
    plan.target.write = planWrites(plan);
    plan.target.fill = familyNeedsFilledFile(plan.family);
    std::optional<SleepInhibitor> inhibitor;
    if (plan.inhibitSleep)
        inhibitor.emplace(Tr::tr("A drive test is running; suspending would spoil its numbers."));

    RunOutcome out;
    Report::TestResult &result = out.result;
    result.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    result.family = familyKey(plan.family);
    result.started = QDateTime::currentDateTime();
    const QList<Device::DeviceInfo> disks = disksOfPlan(plan);
    // Heat before the target opens and after it closes: never while the test holds the drive.
    takeHeat(plan, diskOfRecord(disks), result.heat, result.heat.before);
    {
        TargetRequest request = plan.target;
        request.cancel = &cancel;
        Result<std::unique_ptr<TestTarget>> opened = TestTarget::open(request, progress);
        if (!opened && cancel.load()) {
            result.cancelled = true; // stopped while the test file was being filled
        } else if (!opened) {
            result.error = opened.error().message;
        } else if (cancel.load()) {
            result.cancelled = true; // during the fill: nothing was measured
        } else {
            out.targetOpened = true;
            out.targetNote = opened.value()->suiteTarget().note;
            runOpened(plan, disks, *opened.value(), progress, cancel, out);
        }
    } // the TestTarget goes here: its temporary file is removed before the caller hears
    if (!result.finished.isValid())
        result.finished = QDateTime::currentDateTime();
    if (out.targetOpened) {
        takeHeat(plan, diskOfRecord(disks), result.heat, result.heat.after);
        applyHeatVerdicts(result);
    }

    if (plan.keepInHistory && !result.measurements.isEmpty()) {
        const Report::HistoryStore history = plan.historyRoot.isEmpty()
                                                 ? Report::HistoryStore()
                                                 : Report::HistoryStore(plan.historyRoot);
        const Result<QString> saved = history.save(result);
        if (saved) {
            out.historyPath = saved.value();
        } else {
            out.historyError = saved.error().message;
            qCWarning(lcRun) << "could not keep the result:" << saved.error().message;
        }
    }
    out.sleepInhibited = inhibitor && inhibitor->active();
    return out;
}

} // namespace DriveProof::Suites
