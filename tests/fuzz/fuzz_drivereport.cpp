// Fuzz target: drive reports judged without the drive (core/drivereport/drivereport.h). The
// input is a whole report: smartctl's text or JSON, or nvme-cli's JSON; whatever it holds,
// the reader stays in its bounds and the judgement gives one of the four verdicts. Seeds:
// corpus/drivereport/ (recorded reports of real drives, tests/fixtures/reports).
#include "drivereport/drivereport.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Result<DriveReport::ReportFacts> facts =
        DriveReport::readReport(bytes, QStringLiteral("fuzz"));
    if (!facts)
        return 0;
    if (facts->attributes.size() > 30 || facts->selfTests.size() > 64 ||
        facts->errorHours.size() > 8)
        std::abort();
    for (const DriveReport::ReportAttribute &a : facts->attributes)
        if (a.id < 1 || a.id > 255 || (a.raw && *a.raw >= (quint64(1) << 48)))
            std::abort();
    // The judgement goes through libatasmart, which compiles its quirk table's regular
    // expressions on every call (about 20 ms, most of this target's time): every 16th input
    // that reads as a report is judged, the others only read.
    static unsigned readOk = 0;
    if (readOk++ % 16 != 0)
        return 0;
    const Result<Health::HealthSummary> health =
        DriveReport::judgeReport(facts.value(), QStringLiteral("fuzz"));
    if (health && !health->fromReport)
        std::abort();
    return 0;
}
