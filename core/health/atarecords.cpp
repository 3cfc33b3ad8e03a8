#include "atarecords.h"

#include "healthtr.h"

namespace DriveProof::Health {

namespace {

quint8 at(QByteArrayView d, qsizetype i)
{
    return quint8(d[i]);
}

quint16 le16(QByteArrayView d, qsizetype i)
{
    return quint16(at(d, i) | (at(d, i + 1) << 8));
}

quint32 le32(QByteArrayView d, qsizetype i)
{
    return quint32(le16(d, i)) | (quint32(le16(d, i + 2)) << 16);
}

Error wrongSize(const QString &what, qsizetype size)
{
    //: %1 the name of an ATA data structure ("SMART READ DATA"), %2 its size in bytes
    return Error{{}, Tr::tr("%1 has %2 bytes instead of 512.").arg(what).arg(size), EINVAL};
}

// A normalised value the drive means as one. ACS-3 leaves 00h, FEh and FFh out, but worn-out
// SSDs count down to 00h: three Crucial/Micron drives of the recorded reports
// (tests/fixtures/reports) show 202 Percent_Lifetime_Remain at 000 with threshold 001, which
// smartctl marks FAILING_NOW. So 00h counts; FEh and FFh do not.
bool validNormalised(int value)
{
    return value >= 0x00 && value <= 0xFD;
}

AttributeState stateOf(const SmartAttribute &a)
{
    // Threshold 0 means "never fails" (smartctl prints "-"); FEh always passes.
    if (!a.threshold || *a.threshold == 0 || *a.threshold == 0xFE)
        return AttributeState::Ok;
    if (validNormalised(a.value) && a.value <= *a.threshold)
        return AttributeState::FailingNow;
    if (validNormalised(a.worst) && a.worst <= *a.threshold)
        return AttributeState::FailedInPast;
    return AttributeState::Ok;
}

constexpr int kAttributeSlots = 30; // bytes 2-361: 30 entries of 12 bytes
constexpr int kAttributeSize = 12;

std::optional<int> sctTemperature(QByteArrayView d, qsizetype i)
{
    const quint8 b = at(d, i);
    if (b == 0x80)
        return std::nullopt;
    return int(qint8(b));
}

} // namespace

Result<SmartData> parseSmartData(QByteArrayView data, QByteArrayView thresholds)
{
    if (data.size() != kAtaSectorSize)
        return wrongSize(QStringLiteral("SMART READ DATA"), data.size());
    const bool haveThresholds = thresholds.size() == kAtaSectorSize;
    SmartData out;
    out.revision = le16(data, 0);
    quint8 sum = 0;
    for (qsizetype i = 0; i < kAtaSectorSize; ++i)
        sum = quint8(sum + at(data, i));
    out.checksumValid = sum == 0;
    for (int slot = 0; slot < kAttributeSlots; ++slot) {
        const qsizetype p = 2 + qsizetype(slot) * kAttributeSize;
        SmartAttribute a;
        a.id = at(data, p);
        if (a.id == 0)
            continue;
        a.flags = le16(data, p + 1);
        a.value = at(data, p + 3);
        a.worst = at(data, p + 4);
        for (int b = 0; b < 6; ++b) {
            a.rawBytes[size_t(b)] = at(data, p + 5 + b);
            a.raw |= quint64(a.rawBytes[size_t(b)]) << (8 * b);
        }
        if (haveThresholds) {
            // The thresholds table has the same slots; match by id as smartctl does.
            for (int t = 0; t < kAttributeSlots; ++t) {
                const qsizetype q = 2 + qsizetype(t) * kAttributeSize;
                if (at(thresholds, q) == a.id) {
                    a.threshold = at(thresholds, q + 1);
                    break;
                }
            }
        }
        a.state = stateOf(a);
        out.attributes << a;
    }
    SmartCapabilities &c = out.capabilities;
    c.offlineStatus = at(data, 362);
    c.selfTestStatus = at(data, 363);
    c.offlineSeconds = le16(data, 364);
    c.offlineCapability = at(data, 367);
    c.smartCapability = le16(data, 368);
    c.errorLogging = at(data, 370) & 0x01;
    c.shortMinutes = at(data, 372);
    c.extendedMinutes = at(data, 373) == 0xFF ? le16(data, 375) : at(data, 373);
    c.conveyanceMinutes = at(data, 374);
    return out;
}

std::optional<quint64> smartRaw(const SmartData &data, int id)
{
    for (const SmartAttribute &a : data.attributes) {
        if (a.id == id)
            return a.raw;
    }
    return std::nullopt;
}

Result<QList<SelfTestEntry>> parseSelfTestLog(QByteArrayView log)
{
    if (log.size() != kAtaSectorSize)
        return wrongSize(QStringLiteral("SMART self-test log"), log.size());
    constexpr int kEntries = 21; // bytes 2-505, 24 bytes each
    constexpr int kEntrySize = 24;
    // Byte 508: the entry written last (1-21); 0 when the log was never written.
    const int index = at(log, 508);
    QList<SelfTestEntry> out;
    if (index < 1 || index > kEntries)
        return out;
    for (int n = 0; n < kEntries; ++n) {
        const int slot = ((index - 1 - n) % kEntries + kEntries) % kEntries;
        const qsizetype p = 2 + qsizetype(slot) * kEntrySize;
        bool empty = true;
        for (int b = 0; b < kEntrySize; ++b)
            empty = empty && at(log, p + b) == 0;
        if (empty)
            break; // the circle is not full yet
        SelfTestEntry e;
        e.subcommand = at(log, p);
        e.status = at(log, p + 1) >> 4;
        e.remainingPercent = (at(log, p + 1) & 0x0F) * 10;
        e.lifetimeHours = le16(log, p + 2);
        e.failingLba = le32(log, p + 5) & 0x0FFFFFFF;
        out << e;
    }
    return out;
}

Result<int> parseErrorLogCount(QByteArrayView log)
{
    if (log.size() != kAtaSectorSize)
        return wrongSize(QStringLiteral("SMART error log"), log.size());
    return int(le16(log, 452));
}

Result<SctTemperatures> parseSctStatus(QByteArrayView log)
{
    if (log.size() != kAtaSectorSize)
        return wrongSize(QStringLiteral("SCT Status"), log.size());
    if (le16(log, 0) == 0)
        return Error{{}, Tr::tr("The drive returned no SCT Status."), EOPNOTSUPP};
    SctTemperatures t;
    t.current = sctTemperature(log, 200);
    t.minSincePowerOn = sctTemperature(log, 201);
    t.maxSincePowerOn = sctTemperature(log, 202);
    t.minLifetime = sctTemperature(log, 203);
    t.maxLifetime = sctTemperature(log, 204);
    t.overLimitCount = le32(log, 206);
    return t;
}

} // namespace DriveProof::Health
