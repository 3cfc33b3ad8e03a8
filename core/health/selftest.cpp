#include "selftest.h"

#include "ata/atatransport.h"
#include "atarecords.h"
#include "device/testlock.h"
#include "healthrecords.h"
#include "healthtr.h"
#include "nvmerecords.h"

#include <sys/sysmacros.h>

#include <cerrno>

namespace DriveProof::Health {

namespace {

constexpr std::pair<SelfTestAction, const char *> kActions[] = {
    {SelfTestAction::Status, "status"},
    {SelfTestAction::Short, "short"},
    {SelfTestAction::Extended, "extended"},
    {SelfTestAction::Conveyance, "conveyance"},
    {SelfTestAction::Abort, "abort"}};

// NVMe Base 1.4 5.8: a short self-test takes two minutes or less.
constexpr int kNvmeShortMinutes = 2;

Error notOffered(const QString &device, SelfTestAction action)
{
    if (action == SelfTestAction::Conveyance)
        //: %1 device path
        return Error{device,
                     Tr::tr("The drive in %1 does not offer a conveyance self-test.").arg(device),
                     EOPNOTSUPP};
    //: %1 device path
    return Error{device, Tr::tr("The drive in %1 does not offer self-tests.").arg(device),
                 EOPNOTSUPP};
}

Error alreadyRunning(const QString &device, int percentDone)
{
    //: %1 device path, %2 how far the running test is, in percent
    return Error{device,
                 Tr::tr("A self-test is already running on %1 (%2% done): wait for it, or "
                        "abort it first.")
                     .arg(device)
                     .arg(percentDone),
                 EBUSY};
}

Result<SelfTestState> ataState(const AtaCommandFn &send)
{
    QByteArray data(kAtaSectorSize, '\0');
    if (const auto r = send(Ata::buildAtaSmartCdb(Ata::AtaSmartCommand::ReadData), &data,
                            QStringLiteral("SMART READ DATA"));
        !r)
        return r.error();
    const Result<SmartData> smart = parseSmartData(data);
    if (!smart)
        return smart.error();
    const SmartCapabilities &c = smart->capabilities;
    SelfTestState s;
    s.protocol = QStringLiteral("ata");
    s.supported = c.selfTestSupported();
    s.conveyanceSupported = c.conveyanceSupported();
    s.running = c.selfTestStatusCode() == 15;
    s.percentDone = s.running ? qBound(0, 100 - c.selfTestRemainingPercent(), 100) : 0;
    s.lastResult = s.running ? -1 : c.selfTestStatusCode();
    s.lastFailed = !s.running && ataSelfTestFailed(c.selfTestStatusCode());
    s.shortMinutes = c.shortMinutes;
    s.extendedMinutes = c.extendedMinutes;
    s.conveyanceMinutes = c.conveyanceMinutes;
    return s;
}

Result<SelfTestState> nvmeState(const NvmeAdminFn &admin, const QString &device)
{
    const auto id = admin(Cache::buildIdentifyController(), Cache::NvmeOperation::Identify);
    if (!id)
        return id.error();
    const auto parsed = Cache::parseIdentifyController(id->data);
    if (!parsed)
        return Error{device, parsed.error().message, EPROTO};
    SelfTestState s;
    s.protocol = QStringLiteral("nvme");
    s.supported = parsed->selfTestSupported;
    s.shortMinutes = kNvmeShortMinutes;
    s.extendedMinutes = parsed->extendedSelfTestMinutes;
    if (!s.supported)
        return s;
    const auto raw = admin(Cache::buildGetLogPage(kNvmeSelfTestLogId, kNvmeSelfTestLogSize),
                           Cache::NvmeOperation::GetLog);
    if (!raw)
        return raw.error();
    const Result<NvmeSelfTestLog> log = parseNvmeSelfTestLog(raw->data);
    if (!log)
        return Error{device, log.error().message, EPROTO};
    s.running = log->currentOperation != 0;
    s.percentDone = s.running ? qBound(0, log->currentPercent, 100) : 0;
    if (!s.running && !log->results.isEmpty()) {
        s.lastResult = log->results.constFirst().result;
        s.lastFailed = nvmeSelfTestFailed(s.lastResult);
    }
    return s;
}

} // namespace

std::optional<SelfTestAction> selfTestActionFromKey(const QString &key)
{
    for (const auto &[action, name] : kActions) {
        if (key == QLatin1String(name))
            return action;
    }
    return std::nullopt;
}

QString selfTestActionKey(SelfTestAction action)
{
    for (const auto &[a, name] : kActions) {
        if (a == action)
            return QLatin1String(name);
    }
    return {};
}

QVariantMap SelfTestState::toVariantMap() const
{
    return {{QStringLiteral("protocol"), protocol},
            {QStringLiteral("supported"), supported},
            {QStringLiteral("conveyance_supported"), conveyanceSupported},
            {QStringLiteral("running"), running},
            {QStringLiteral("percent_done"), percentDone},
            {QStringLiteral("last_result"), lastResult},
            {QStringLiteral("last_failed"), lastFailed},
            {QStringLiteral("short_minutes"), shortMinutes},
            {QStringLiteral("extended_minutes"), extendedMinutes},
            {QStringLiteral("conveyance_minutes"), conveyanceMinutes}};
}

SelfTestState SelfTestState::fromVariantMap(const QVariantMap &map)
{
    const auto i = [&map](const char *key, int fallback = 0) {
        const QVariant v = map.value(QLatin1String(key));
        return v.isValid() ? v.toInt() : fallback;
    };
    const auto b = [&map](const char *key) { return map.value(QLatin1String(key)).toBool(); };
    SelfTestState s;
    s.protocol = map.value(QStringLiteral("protocol")).toString();
    s.supported = b("supported");
    s.conveyanceSupported = b("conveyance_supported");
    s.running = b("running");
    s.percentDone = qBound(0, i("percent_done"), 100);
    s.lastResult = i("last_result", -1);
    s.lastFailed = b("last_failed");
    s.shortMinutes = i("short_minutes");
    s.extendedMinutes = i("extended_minutes");
    s.conveyanceMinutes = i("conveyance_minutes");
    return s;
}

QString SelfTestState::lastResultText() const
{
    if (running || lastResult < 0)
        return {};
    if (protocol == QLatin1String("nvme")) {
        const QString text = nvmeSelfTestResultText(lastResult);
        return lastResult == 7 ? text.arg(QStringLiteral("?")) : text;
    }
    return ataSelfTestStatusText(lastResult);
}

Result<SelfTestState> ataSelfTest(const AtaCommandFn &send, SelfTestAction action,
                                  const QString &device)
{
    const Result<SelfTestState> before = ataState(send);
    if (!before || action == SelfTestAction::Status)
        return before;
    quint8 subcommand = 0x7F; // abort
    if (action == SelfTestAction::Abort) {
        if (!before->running)
            return before; // nothing to stop: send nothing
    } else {
        if (!before->supported ||
            (action == SelfTestAction::Conveyance && !before->conveyanceSupported))
            return notOffered(device, action);
        if (before->running)
            return alreadyRunning(device, before->percentDone);
        subcommand = action == SelfTestAction::Short      ? 0x01
                     : action == SelfTestAction::Extended ? 0x02
                                                          : 0x03;
    }
    if (const auto r = send(Ata::buildAtaSmartExecuteCdb(subcommand), nullptr,
                            QStringLiteral("SMART EXECUTE OFF-LINE IMMEDIATE"));
        !r)
        return r.error();
    return ataState(send);
}

Result<SelfTestState> nvmeSelfTest(const NvmeAdminFn &admin, SelfTestAction action,
                                   const QString &device)
{
    const Result<SelfTestState> before = nvmeState(admin, device);
    if (!before || action == SelfTestAction::Status)
        return before;
    quint8 code = 0x0F; // abort
    if (action == SelfTestAction::Abort) {
        if (!before->running)
            return before;
    } else {
        if (!before->supported || action == SelfTestAction::Conveyance)
            return notOffered(device, action);
        if (before->running)
            return alreadyRunning(device, before->percentDone);
        code = action == SelfTestAction::Short ? 0x01 : 0x02;
    }
    if (const auto r =
            admin(Cache::buildDeviceSelfTest(code), Cache::NvmeOperation::DeviceSelfTest);
        !r)
        return r.error();
    return nvmeState(admin, device);
}

Result<SelfTestState> runSelfTest(int fd, const Device::DeviceInfo &info, SelfTestAction action)
{
    // A DriveProof test (a benchmark, a power-loss run) holds the drive's test lock: a
    // self-test would compete with it for the drive and spoil its numbers.
    const bool starts = action == SelfTestAction::Short || action == SelfTestAction::Extended ||
                        action == SelfTestAction::Conveyance;
    const Device::IdleHold hold(makedev(unsigned(info.major), unsigned(info.minor)));
    if (starts && hold.testRunning())
        //: %1 device path
        return Error{info.path,
                     Tr::tr("A DriveProof test is running on %1: a self-test now would disturb "
                            "it. Start the self-test when the test is done.")
                         .arg(info.path),
                     EBUSY};
    const Device::CommandSet set = Device::commandSetFor(info);
    if (set == Device::CommandSet::Nvme)
        return nvmeSelfTest(
            [fd, &info](const nvme_admin_cmd &cmd, Cache::NvmeOperation op) {
                return Cache::nvmeAdmin(fd, info.path, cmd, op);
            },
            action, info.path);
    // As for health (health.cpp readHealth): a SCSI disk may be a SATA drive behind SAT.
    if (set == Device::CommandSet::Ata || set == Device::CommandSet::Scsi) {
        const Result<SelfTestState> s = ataSelfTest(
            [fd, &info](const Ata::AtaCdb16 &cdb, QByteArray *dataIn, const QString &command) {
                return Ata::ataPassThrough(fd, cdb, dataIn, Ata::kAtaCommandTimeoutMs, command,
                                           info.path);
            },
            action, info.path);
        if (!s && s.error().errnum != EBUSY)
            return explainAtaRefusal(info, s.error());
        return s;
    }
    //: %1 device path
    return Error{info.path, Tr::tr("%1 takes no self-test commands.").arg(info.path), EOPNOTSUPP};
}

} // namespace DriveProof::Health
