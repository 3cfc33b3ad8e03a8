// Fuzz target: SCSI sense data, fixed and descriptor formats (scsicodec.h), and the
// sentences built from it. Seeds: corpus/scsisense/.
#include "cache/scsicodec.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof::Cache;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView sense(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto parsed = parseSense(sense);
    if (!parsed) {
        if (parsed.error().message.isEmpty())
            std::abort();
        return 0;
    }
    if (parsed->senseKey > 0x0F)
        std::abort();
    for (ModeOperation op :
         {ModeOperation::SenseCurrent, ModeOperation::SenseChangeable, ModeOperation::SenseDefault,
          ModeOperation::SenseSaved, ModeOperation::Select, ModeOperation::SelectSave}) {
        if (explainSense(parsed.value(), op).isEmpty())
            std::abort();
    }
    return 0;
}
