#include "nvmerecords.h"

#include "healthtr.h"

#include <limits>

namespace DriveProof::Health {

namespace {

quint8 at(QByteArrayView d, qsizetype i)
{
    return quint8(d[i]);
}

quint64 le64(QByteArrayView d, qsizetype i)
{
    quint64 v = 0;
    for (int b = 7; b >= 0; --b)
        v = (v << 8) | at(d, i + b);
    return v;
}

} // namespace

Result<NvmeSelfTestLog> parseNvmeSelfTestLog(QByteArrayView data)
{
    if (data.size() < qsizetype(kNvmeSelfTestLogSize))
        //: %1 bytes received, %2 bytes expected
        return Error{{},
                     Tr::tr("The NVMe self-test log has %1 bytes instead of %2.")
                         .arg(data.size())
                         .arg(kNvmeSelfTestLogSize),
                     EINVAL};
    NvmeSelfTestLog log;
    log.currentOperation = at(data, 0) & 0x0F;
    log.currentPercent = at(data, 1) & 0x7F;
    for (int n = 0; n < 20; ++n) {
        const qsizetype p = 4 + qsizetype(n) * 28;
        NvmeSelfTestResult r;
        r.result = at(data, p) & 0x0F;
        if (r.result == 0x0F)
            continue; // "entry not used"
        r.code = at(data, p) >> 4;
        r.segment = at(data, p + 1);
        r.powerOnHours =
            qint64(qMin<quint64>(le64(data, p + 4), quint64(std::numeric_limits<qint64>::max())));
        if (at(data, p + 2) & 0x02)
            r.failingLba = le64(data, p + 16);
        log.results << r;
    }
    return log;
}

qint64 nvmeDataUnitsBytes(qint64 units)
{
    constexpr qint64 kUnit = 512000;
    if (units > std::numeric_limits<qint64>::max() / kUnit)
        return std::numeric_limits<qint64>::max();
    return units * kUnit;
}

QString nvmeHealthLogSpec(const char *bytes)
{
    return QStringLiteral("NVM Express Base Specification 1.4, 5.14.1.2 SMART / Health "
                          "Information (Log Identifier 02h), bytes %1")
        .arg(QLatin1String(bytes));
}

} // namespace DriveProof::Health
