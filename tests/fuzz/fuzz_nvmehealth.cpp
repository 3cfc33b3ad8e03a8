// Fuzz target: the NVMe SMART / Health Information log (nvmecodec.h) and the health
// summary built from it (nvmehealth.h). Bytes past the 512-byte log, when present, give
// the temperature limits. Seeds: corpus/nvmehealth/.
#include "cache/nvmecodec.h"
#include "health/nvmehealth.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof;
using namespace DriveProof::Cache;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto log = parseHealthLog(bytes);
    if (!log) {
        if (log.error().message.isEmpty() || size >= kNvmeHealthLogSize)
            std::abort();
        return 0;
    }
    for (qint64 counter :
         {log->dataUnitsRead, log->dataUnitsWritten, log->powerCycles, log->powerOnHours,
          log->unsafeShutdowns, log->mediaErrors, log->errorLogEntries}) {
        if (counter < 0)
            std::abort(); // saturated, never wrapped
    }
    Health::NvmeTemperatureLimits limits;
    if (size >= kNvmeHealthLogSize + 4) {
        limits.warningKelvin = quint16(data[512] | (data[513] << 8));
        limits.criticalKelvin = quint16(data[514] | (data[515] << 8));
    }
    const Health::HealthSummary summary =
        Health::summarizeNvmeHealth(QStringLiteral("/dev/nvme0n1"), log.value(), limits);
    if (summary.reasons.isEmpty() || summary.overall == Health::Overall::Unknown)
        std::abort();
    if (log->criticalWarning != 0 && summary.overall != Health::Overall::Bad)
        std::abort();
    return 0;
}
