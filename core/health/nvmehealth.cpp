#include "nvmehealth.h"

#include "cache/nvmetransport.h"
#include "healthreasons.h"
#include "healthtr.h"
#include "nvmerecords.h"

#include <cerrno>

#include <sys/ioctl.h>

namespace DriveProof::Health {

using Cache::NvmeHealthLog;
namespace Warning = Cache::NvmeCriticalWarning;

namespace {

// Percentage used (§5.14.1.2 byte 5): 100 means the rated endurance is used up; warn a
// little before.
constexpr int kEnduranceCautionPercent = 90;

// Identify Namespace of the namespace `fd` is open on, for its LBA formats (lbaformats.h).
// NVME_IOCTL_ID names the namespace of a /dev/nvmeXnY node; on the controller's node there
// is none, and nothing is read. Blocking; root.
void readIdentifyNamespace(int fd, const QString &device, HealthRecords &records)
{
    const int nsid = ::ioctl(fd, NVME_IOCTL_ID);
    if (nsid <= 0)
        return;
    const Result<Cache::NvmeAdminReply> ns = Cache::nvmeAdmin(
        fd, device, Cache::buildIdentifyNamespace(quint32(nsid)), Cache::NvmeOperation::Identify);
    if (ns)
        records.nvmeIdentifyNamespace = ns->data;
    else
        records.refused << QStringLiteral("Identify Namespace");
}

struct Verdict
{
    Overall overall = Overall::Good;
    QList<Finding> reasons;

    void add(Overall level, const char *code, const QStringList &arguments = {})
    {
        if (int(level) > int(overall))
            overall = level;
        reasons << healthReason(code, arguments);
    }
};

QString number(double value)
{
    return QString::number(value); // C locale: reasonText() words it in the reader's
}

// One reason per critical warning bit (§5.14.1.2, byte 0): each is "bad".
void judgeCriticalWarning(quint8 bits, Verdict &v)
{
    using namespace ReasonCode;
    const std::pair<quint8, const char *> known[] = {
        {Warning::SpareBelowThreshold, kNvmeSpareBelowThreshold},
        {Warning::Temperature, kNvmeTemperatureWarning},
        {Warning::ReliabilityDegraded, kNvmeReliabilityDegraded},
        {Warning::ReadOnly, kNvmeReadOnly},
        {Warning::BackupFailed, kNvmeBackupFailed},
        {Warning::PmrReadOnly, kNvmePmrReadOnly}};
    for (const auto &[bit, code] : known) {
        if (bits & bit)
            v.add(Overall::Bad, code);
    }
    for (int bit = 6; bit < 8; ++bit) {
        if (bits & (1u << bit))
            v.add(Overall::Bad, kNvmeUnknownCriticalBit, {QString::number(bit)});
    }
}

void judgeSpareAndWear(const NvmeHealthLog &log, Verdict &v)
{
    using namespace ReasonCode;
    // Bit 0 of the critical warning says the same thing; say it once.
    if (!(log.criticalWarning & Warning::SpareBelowThreshold) &&
        log.availableSparePercent < log.spareThresholdPercent) {
        v.add(Overall::Bad, kNvmeSpareLow,
              {QString::number(log.availableSparePercent),
               QString::number(log.spareThresholdPercent)});
    }
    if (log.percentageUsed >= 100)
        v.add(Overall::Caution, kNvmeEnduranceExceeded, {QString::number(log.percentageUsed)});
    else if (log.percentageUsed >= kEnduranceCautionPercent)
        v.add(Overall::Caution, kNvmeEnduranceNear, {QString::number(log.percentageUsed)});
    if (log.mediaErrors > 0)
        v.add(Overall::Caution, kNvmeMediaErrors, {QString::number(log.mediaErrors)});
}

void judgeTemperature(double celsius, const NvmeTemperatureLimits &limits, Verdict &v)
{
    using namespace ReasonCode;
    const auto limitCelsius = [](quint16 kelvin) { return nvmeTemperatureCelsius(kelvin); };
    if (const auto critical = limitCelsius(limits.criticalKelvin);
        critical && celsius >= *critical) {
        v.add(Overall::Bad, kNvmeTemperatureCritical, {number(celsius), number(*critical)});
        return;
    }
    if (const auto warning = limitCelsius(limits.warningKelvin); warning) {
        if (celsius >= *warning)
            v.add(Overall::Caution, kNvmeTemperatureAboveWarning,
                  {number(celsius), number(*warning)});
        return;
    }
    if (celsius >= kNvmeGenericWarningCelsius)
        v.add(Overall::Caution, kNvmeTemperatureHot,
              {number(celsius), number(kNvmeGenericWarningCelsius)});
}

} // namespace

std::optional<double> nvmeTemperatureCelsius(quint16 kelvin)
{
    if (kelvin == 0)
        return std::nullopt;
    return double(int(kelvin) - 273);
}

HealthSummary summarizeNvmeHealth(const QString &device, const NvmeHealthLog &log,
                                  const NvmeTemperatureLimits &limits)
{
    HealthSummary summary;
    summary.device = device;
    summary.source = QStringLiteral("NVMe health log");
    summary.temperatureCelsius = nvmeTemperatureCelsius(log.temperatureKelvin);
    summary.powerOnHours = log.powerOnHours;
    summary.powerCycles = log.powerCycles;
    summary.unsafeShutdowns = log.unsafeShutdowns;
    summary.mediaErrors = log.mediaErrors;
    summary.availableSparePercent = log.availableSparePercent;
    summary.percentageUsed = log.percentageUsed;
    summary.criticalWarning = log.criticalWarning;

    Verdict verdict;
    judgeCriticalWarning(log.criticalWarning, verdict);
    judgeSpareAndWear(log, verdict);
    if (summary.temperatureCelsius)
        judgeTemperature(*summary.temperatureCelsius, limits, verdict);
    if (verdict.reasons.isEmpty())
        verdict.reasons << healthReason(ReasonCode::kNvmeNoProblems);
    summary.overall = verdict.overall;
    summary.reasons = verdict.reasons;
    return summary;
}

Result<HealthSummary> readNvmeHealth(int fd, const QString &device)
{
    const Result<Cache::NvmeAdminReply> raw =
        Cache::nvmeAdmin(fd, device, Cache::buildGetHealthLog(), Cache::NvmeOperation::GetLog);
    if (!raw)
        return raw.error();
    const Result<NvmeHealthLog> log = Cache::parseHealthLog(raw->data);
    if (!log)
        //: %1 device path, %2 what is wrong with the data
        return Error{device,
                     Tr::tr("The data %1 returned could not be decoded: %2")
                         .arg(device, log.error().message),
                     EPROTO};
    // The limits only refine the temperature judgement: without them, generic ones apply.
    NvmeTemperatureLimits limits;
    HealthRecords records;
    records.nvmeHealthLog = raw->data;
    if (const auto id = Cache::nvmeIdentifyController(fd, device)) {
        limits.warningKelvin = id->warningTempKelvin;
        limits.criticalKelvin = id->criticalTempKelvin;
        records.nvmeSelfTestSupported = id->selfTestSupported;
        records.nvmeExtendedSelfTestMinutes = id->extendedSelfTestMinutes;
    }
    if (records.nvmeSelfTestSupported) {
        const Result<Cache::NvmeAdminReply> tests = Cache::nvmeAdmin(
            fd, device, Cache::buildGetLogPage(kNvmeSelfTestLogId, kNvmeSelfTestLogSize),
            Cache::NvmeOperation::GetLog);
        if (tests)
            records.nvmeSelfTestLog = tests->data;
        else
            records.refused << QStringLiteral("Get Log Page 06h");
    }
    readIdentifyNamespace(fd, device, records);
    HealthSummary summary = summarizeNvmeHealth(device, log.value(), limits);
    summary.records = records;
    return summary;
}

} // namespace DriveProof::Health
