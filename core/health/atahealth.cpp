#include "atahealth.h"

#include "ata/atacodec.h"
#include "ata/atatransport.h"
#include "atajudge.h"
#include "atarecords.h"
#include "attributereading.h"
#include "fieldrisk.h"
#include "healthreasons.h"
#include "healthtr.h"

#include <atasmart.h>

#include <cerrno>
#include <cstring>
#include <limits>
#include <memory>

namespace DriveProof::Health {

namespace {

using DiskPtr = std::unique_ptr<SkDisk, decltype(&sk_disk_free)>;

QString systemText(int errnum)
{
    return QString::fromLocal8Bit(strerror(errnum < 0 ? -errnum : errnum));
}

qint64 clamped(uint64_t value)
{
    return qint64(qMin<uint64_t>(value, uint64_t(std::numeric_limits<qint64>::max())));
}

AtaSmartOverall fromLibatasmart(SkSmartOverall overall)
{
    switch (overall) {
    case SK_SMART_OVERALL_GOOD:
        return AtaSmartOverall::Good;
    case SK_SMART_OVERALL_BAD_ATTRIBUTE_IN_THE_PAST:
        return AtaSmartOverall::BadAttributeInThePast;
    case SK_SMART_OVERALL_BAD_SECTOR:
        return AtaSmartOverall::BadSector;
    case SK_SMART_OVERALL_BAD_ATTRIBUTE_NOW:
        return AtaSmartOverall::BadAttributeNow;
    case SK_SMART_OVERALL_BAD_SECTOR_MANY:
        return AtaSmartOverall::BadSectorMany;
    case SK_SMART_OVERALL_BAD_STATUS:
        return AtaSmartOverall::BadStatus;
    default:
        return AtaSmartOverall::Unknown; // libatasmart may add values
    }
}

// ATA SMART attribute raw values are 6 bytes, little-endian (ATA8-ACS SMART READ DATA;
// vendor-specific, but raw48 is what smartmontools uses for 174 and 192).
void collectPowerLoss(SkDisk *, const SkSmartAttributeParsedData *a, void *userdata)
{
    auto *facts = static_cast<AtaSmartFacts *>(userdata);
    qint64 raw = 0;
    for (int i = 5; i >= 0; --i)
        raw = (raw << 8) | a->raw[i];
    if (a->id == 174)
        facts->attribute174 = raw;
    else if (a->id == 192)
        facts->attribute192 = raw;
}

// The IDFY section of a libatasmart blob: tag (4 bytes), big-endian size, data.
QByteArrayView blobIdentify(QByteArrayView blob)
{
    for (qsizetype p = 0; p + 8 <= blob.size();) {
        const quint32 size = quint32(quint8(blob[p + 4])) << 24 |
                             quint32(quint8(blob[p + 5])) << 16 |
                             quint32(quint8(blob[p + 6])) << 8 | quint32(quint8(blob[p + 7]));
        if (size > quint64(blob.size() - p - 8))
            break;
        if (blob.sliced(p, 4) == QByteArrayView("IDFY"))
            return blob.sliced(p + 8, size);
        p += 8 + qsizetype(size);
    }
    return {};
}

bool isNonRotating(SkDisk *d)
{
    const void *blob = nullptr;
    size_t size = 0;
    if (sk_disk_get_blob(d, &blob, &size) < 0)
        return false;
    const QByteArrayView identify =
        blobIdentify(QByteArrayView(static_cast<const char *>(blob), qsizetype(size)));
    const Result<Ata::AtaIdentifyData> id = Ata::parseAtaIdentify(identify);
    return id && id->rotation == Ata::AtaRotation::NonRotating;
}

AtaSmartFacts factsFrom(SkDisk *d)
{
    AtaSmartFacts f;
    SkSmartOverall overall = SK_SMART_OVERALL_GOOD;
    if (sk_disk_smart_get_overall(d, &overall) == 0)
        f.overall = fromLibatasmart(overall);
    else
        f.overallError = systemText(errno);
    uint64_t value = 0;
    if (sk_disk_smart_get_bad(d, &value) == 0)
        f.badSectors = clamped(value);
    if (sk_disk_smart_get_temperature(d, &value) == 0) // millikelvin
        f.temperatureCelsius = (double(value) - 273150.0) / 1000.0;
    if (sk_disk_smart_get_power_on(d, &value) == 0) // milliseconds
        f.powerOnHours = clamped(value / 3600000);
    if (sk_disk_smart_get_power_cycle(d, &value) == 0)
        f.powerCycles = clamped(value);
    sk_disk_smart_parse_attributes(d, collectPowerLoss, &f);
    f.nonRotating = isNonRotating(d);
    return f;
}

// The verdict and its reason, by code; the raw count goes along (reasonText() words it).
void judge(const AtaSmartFacts &f, HealthSummary &s)
{
    using namespace ReasonCode;
    const QString bad = QString::number(f.badSectors.value_or(0));
    const auto say = [&s](Overall overall, const char *code, const QStringList &arguments = {}) {
        s.overall = overall;
        s.reasons << healthReason(code, arguments);
    };
    if (!f.overall)
        return say(Overall::Unknown, kAtaNotAssessed, {f.overallError});
    switch (*f.overall) {
    case AtaSmartOverall::Good:
        return say(Overall::Good, kAtaGood);
    case AtaSmartOverall::BadAttributeInThePast:
        return say(Overall::Caution, kAtaBadAttributeInThePast);
    case AtaSmartOverall::BadSector:
        return say(Overall::Caution, kAtaBadSectors, {bad});
    case AtaSmartOverall::BadAttributeNow:
        return say(Overall::Bad, kAtaBadAttributeNow);
    case AtaSmartOverall::BadSectorMany:
        return say(Overall::Bad, kAtaBadSectorsMany, {bad});
    case AtaSmartOverall::BadStatus:
        return say(Overall::Bad, kAtaBadStatus);
    case AtaSmartOverall::Unknown:
        break;
    }
    say(Overall::Unknown, kAtaUnknownAssessment);
}

QString noAtaData(const QString &devicePath)
{
    //: %1 device
    return Tr::tr("%1 has no ATA health data: it is not an ATA drive (loop, virtual and NVMe "
                  "devices have none).")
        .arg(devicePath);
}

// IDENTIFY before anything else, because a drive with SMART switched off must stay as it is
// (libatasmart would switch it on). Returns a final answer, or nullopt to go on.
std::optional<Result<AtaHealth>> checkSmartState(const Result<QByteArray> &raw,
                                                 const QString &devicePath)
{
    if (!raw) {
        const int errnum = raw.error().errnum;
        if (errnum != ENOTTY && errnum != EINVAL && errnum != ENOSYS)
            return Result<AtaHealth>(raw.error());
        return Result<AtaHealth>(Error{devicePath, noAtaData(devicePath), errnum});
    }
    const Result<Ata::AtaIdentifyData> id = Ata::parseAtaIdentify(raw.value());
    if (!id)
        return Result<AtaHealth>(Error{devicePath, id.error().message, EIO});
    if (id->smartSupported == false)
        //: %1 device
        return Result<AtaHealth>(Error{devicePath,
                                       Tr::tr("The drive in %1 does not support SMART, "
                                              "so it reports no health data.")
                                           .arg(devicePath),
                                       EOPNOTSUPP});
    if (id->smartEnabled != false)
        return std::nullopt;
    AtaHealth off;
    off.summary.device = devicePath;
    off.summary.source = QStringLiteral("ATA IDENTIFY");
    off.summary.reasons << healthReason(ReasonCode::kAtaSmartOff);
    return Result<AtaHealth>(off);
}

QByteArray blobSection(const char *tag, const QByteArray &data)
{
    QByteArray s(tag, 4);
    const quint32 size = quint32(data.size());
    for (int shift = 24; shift >= 0; shift -= 8)
        s.append(char((size >> shift) & 0xFF)); // big-endian, as libatasmart reads it
    return s + data;
}

Result<AtaHealth> readFrom(SkDisk *d, const QString &subject)
{
    SkBool available = 0;
    if (sk_disk_smart_is_available(d, &available) < 0 || !available)
        //: %1 device or file
        return Error{subject,
                     Tr::tr("%1 reports no ATA SMART data: it is not an ATA drive, or "
                            "its USB bridge does not pass SMART commands through.")
                         .arg(subject),
                     EOPNOTSUPP};
    if (sk_disk_smart_read_data(d) < 0) {
        const int errnum = errno;
        //: %1 device or file, %2 the system's error text
        return Error{
            subject,
            Tr::tr("Reading SMART data from %1 failed: %2.").arg(subject, systemText(errnum)),
            errnum};
    }
    return summarizeAtaHealth(subject, factsFrom(d));
}

// The logs next to the attribute table: each one optional (a drive or bridge that refuses
// one is named in `refused`, and the rest is still read).
HealthRecords readAtaRecords(const AtaCommandFn &send, const QByteArray &identify,
                             const QByteArray &data, const QByteArray &thresholds)
{
    HealthRecords r;
    r.ataSmartData = data;
    r.ataThresholds = thresholds;
    r.ataIdentify = identify;
    const Result<Ata::AtaIdentifyData> id = Ata::parseAtaIdentify(identify);
    r.ataNonRotating = id && id->rotation == Ata::AtaRotation::NonRotating;
    const Result<SmartData> smart = parseSmartData(data, thresholds);
    const auto readLog = [&](quint8 address, QByteArray *into) {
        const QString name =
            QStringLiteral("SMART READ LOG %1h")
                .arg(QString::number(address, 16).toUpper().rightJustified(2, QLatin1Char('0')));
        QByteArray page(kAtaSectorSize, '\0');
        if (send(Ata::buildAtaSmartReadLogCdb(address), &page, name))
            *into = page;
        else
            r.refused << name;
    };
    if (smart && smart->capabilities.errorLogging)
        readLog(0x01, &r.ataErrorLog);
    if (smart && smart->capabilities.selfTestSupported())
        readLog(0x06, &r.ataSelfTestLog);
    // IDENTIFY word 206 bit 0: SCT Command Transport supported; reading E0h gives its status.
    if (identify.size() == Ata::kAtaIdentifySize && (quint8(identify[412]) & 0x01))
        readLog(0xE0, &r.ataSctStatus);
    return r;
}

} // namespace

AtaHealth summarizeAtaHealth(const QString &device, const AtaSmartFacts &facts)
{
    AtaHealth h;
    HealthSummary &s = h.summary;
    s.device = device;
    s.source = QStringLiteral("libatasmart");
    judge(facts, s);
    s.badSectors = facts.badSectors;
    s.temperatureCelsius = facts.temperatureCelsius;
    s.powerOnHours = facts.powerOnHours;
    s.powerCycles = facts.powerCycles;
    if (facts.attribute174) {
        s.unsafeShutdowns = facts.attribute174;
        h.powerLossSource = PowerLossSource::UnexpectedPowerLoss174;
    } else if (facts.attribute192) {
        s.unsafeShutdowns = facts.attribute192;
        h.powerLossSource = facts.nonRotating ? PowerLossSource::UnsafeShutdown192
                                              : PowerLossSource::PowerOffRetract192;
    }
    return h;
}

QString powerLossLabel(PowerLossSource source)
{
    switch (source) {
    case PowerLossSource::None:
        return {};
    case PowerLossSource::UnexpectedPowerLoss174:
        return Tr::tr("Unexpected power losses (SMART attribute 174)");
    case PowerLossSource::UnsafeShutdown192:
        return Tr::tr("Unsafe shutdowns (SMART attribute 192)");
    case PowerLossSource::PowerOffRetract192:
        return Tr::tr("Emergency head retracts at power-off (SMART attribute 192)");
    }
    return {};
}

QByteArray buildAtaSmartBlob(const QByteArray &identify, Ata::AtaSmartStatus status,
                             const QByteArray &smartData, const QByteArray &thresholds)
{
    // libatasmart's blob (sk_disk_get_blob / sk_disk_set_blob): "IDFY" 512 bytes of
    // IDENTIFY DEVICE data, "SMST" a big-endian 32-bit boolean (SMART RETURN STATUS good),
    // "SMDT" 512 bytes of SMART READ DATA, "SMTH" 512 bytes of thresholds.
    QByteArray blob = blobSection("IDFY", identify);
    if (status != Ata::AtaSmartStatus::Unknown)
        blob += blobSection(
            "SMST",
            QByteArray::fromHex(status == Ata::AtaSmartStatus::Good ? "00000001" : "00000000"));
    blob += blobSection("SMDT", smartData);
    if (!thresholds.isEmpty())
        blob += blobSection("SMTH", thresholds);
    return blob;
}

Result<AtaHealth> readAtaHealthWith(const AtaCommandFn &send, const QString &devicePath)
{
    using Ata::AtaSmartCommand;
    QByteArray identify(Ata::kAtaIdentifySize, '\0');
    const Result<Ata::AtaReply> identified =
        send(Ata::buildAtaIdentifyCdb(), &identify, QStringLiteral("IDENTIFY DEVICE"));
    const Result<QByteArray> raw =
        identified ? Result<QByteArray>(identify) : Result<QByteArray>(identified.error());
    if (std::optional<Result<AtaHealth>> early = checkSmartState(raw, devicePath))
        return *early;

    // SMART RETURN STATUS: the drive's own verdict, in the returned LBA registers.
    const Result<Ata::AtaReply> status = send(Ata::buildAtaSmartCdb(AtaSmartCommand::ReturnStatus),
                                              nullptr, QStringLiteral("SMART RETURN STATUS"));
    if (!status)
        return status.error();
    const Ata::AtaSmartStatus verdict =
        status->registers ? Ata::ataSmartStatus(*status->registers) : Ata::AtaSmartStatus::Unknown;
    QByteArray data(512, '\0');
    if (const Result<Ata::AtaReply> r = send(Ata::buildAtaSmartCdb(AtaSmartCommand::ReadData),
                                             &data, QStringLiteral("SMART READ DATA"));
        !r)
        return r.error();
    // Thresholds are optional: without them libatasmart judges by the values alone.
    QByteArray thresholds(512, '\0');
    if (!send(Ata::buildAtaSmartCdb(AtaSmartCommand::ReadThresholds), &thresholds,
              QStringLiteral("SMART READ THRESHOLDS")))
        thresholds.clear();

    Result<AtaHealth> health =
        readAtaHealthBlob(buildAtaSmartBlob(identify, verdict, data, thresholds), devicePath);
    if (!health)
        return health;
    HealthSummary &summary = health.value().summary;
    summary.records = readAtaRecords(send, identify, data, thresholds);
    applyDialect(recordsDialectFacts(summary.records), summary);
    if (const Result<SmartData> smart = parseSmartData(data, thresholds)) {
        QList<Finding> risk = fieldRiskReasons(smart.value(), summary.records.ataNonRotating,
                                               recordsIdentity(summary.records).family);
        const QList<Finding> worn = oldAgeFailingNow(smart.value(), summary.records);
        if (!worn.isEmpty()) // "no attribute is or was past its threshold" no longer holds
            summary.reasons.removeIf(
                [](const Finding &f) { return f.code == QLatin1String(ReasonCode::kAtaGood); });
        risk += worn;
        summary.reasons += risk;
        if (!risk.isEmpty() && summary.overall == Overall::Good)
            summary.overall = Overall::Caution;
    }
    if (verdict == Ata::AtaSmartStatus::Unknown && summary.overall == Overall::Unknown) {
        summary.reasons = {healthReason(ReasonCode::kAtaStatusUnknown)};
    }
    summary.source = QStringLiteral("ATA SMART (SG_IO) + libatasmart");
    return health;
}

Result<AtaHealth> readAtaHealth(int fd, const QString &devicePath)
{
    return readAtaHealthWith(
        [fd, &devicePath](const Ata::AtaCdb16 &cdb, QByteArray *dataIn, const QString &command) {
            return Ata::ataPassThrough(fd, cdb, dataIn, Ata::kAtaCommandTimeoutMs, command,
                                       devicePath);
        },
        devicePath);
}

Result<AtaHealth> readAtaHealthBlob(const QByteArray &blob, const QString &subject)
{
    SkDisk *raw = nullptr;
    if (sk_disk_open(nullptr, &raw) < 0)
        return Error{subject, systemText(errno), errno};
    const DiskPtr disk(raw, &sk_disk_free);
    if (blob.isEmpty() || sk_disk_set_blob(disk.get(), blob.constData(), size_t(blob.size())) < 0)
        //: %1 file name
        return Error{subject,
                     Tr::tr("%1 is not a libatasmart SMART dump (tagged IDFY / SMST / "
                            "SMDT / SMTH sections).")
                         .arg(subject),
                     EINVAL};
    return readFrom(disk.get(), subject);
}

} // namespace DriveProof::Health
