// Fuzz target: the NVMe Device Self-test log (core/health/nvmerecords.h) and its rows, and
// every row of the health log made from the same bytes (healthrecords.h). Seeds:
// corpus/nvmeselftest/.
#include "health/healthrecords.h"
#include "health/nvmerecords.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof;
using namespace DriveProof::Health;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto log = parseNvmeSelfTestLog(bytes);
    if (log.ok() != (size >= kNvmeSelfTestLogSize))
        std::abort();
    if (log && (log->results.size() > 20 || log->currentPercent > 127))
        std::abort();
    HealthRecords r;
    r.nvmeSelfTestLog = bytes;
    r.nvmeHealthLog = bytes.left(512);
    for (const SelfTestRow &row : selfTestRows(r)) {
        if (row.powerOnHours < 0 || row.result.isEmpty())
            std::abort();
    }
    for (const RecordRow &row : recordRows(r)) {
        if (!row.key.startsWith(QLatin1String("nvme.")) || row.spec.isEmpty())
            std::abort();
    }
    return 0;
}
