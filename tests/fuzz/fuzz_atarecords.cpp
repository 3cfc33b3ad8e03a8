// Fuzz target: the ATA records (core/health/atarecords.h) and the rows made from them
// (healthrecords.h, fieldrisk.h). The input is cut into the five 512-byte pages in turn:
// SMART READ DATA, THRESHOLDS, the self-test log, the error log and the SCT Status; a short
// input gives short pages, which must be refused, never read past. Seeds: corpus/atarecords/.
#include "health/atarecords.h"
#include "health/fieldrisk.h"
#include "health/healthrecords.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof;
using namespace DriveProof::Health;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    HealthRecords r;
    QByteArray *pages[] = {&r.ataSmartData, &r.ataThresholds, &r.ataSelfTestLog, &r.ataErrorLog,
                           &r.ataSctStatus};
    for (int i = 0; i < 5; ++i)
        *pages[i] = bytes.mid(qsizetype(i) * kAtaSectorSize, kAtaSectorSize);
    r.ataNonRotating = size % 2;
    const Result<SmartData> smart = parseSmartData(r.ataSmartData, r.ataThresholds);
    if (smart.ok() != (r.ataSmartData.size() == kAtaSectorSize))
        std::abort();
    if (smart) {
        if (smart->attributes.size() > 30)
            std::abort();
        for (const SmartAttribute &a : smart->attributes) {
            if (a.id < 1 || a.id > 255 || a.raw >= (quint64(1) << 48))
                std::abort();
        }
        for (const Finding &f : fieldRiskReasons(smart.value(), r.ataNonRotating)) {
            if (f.severity != Severity::Caution)
                std::abort();
        }
    }
    const auto tests = parseSelfTestLog(r.ataSelfTestLog);
    if (tests && tests->size() > 21)
        std::abort();
    for (const RecordRow &row : recordRows(r)) {
        if (row.key.isEmpty() || row.explanation.isEmpty())
            std::abort();
    }
    for (const SelfTestRow &row : selfTestRows(r)) {
        if (row.kind.isEmpty() || row.result.isEmpty())
            std::abort();
    }
    return 0;
}
