// Fuzz target: sense data after ATA PASS-THROUGH (parseAtaSense, ataOutcome,
// describeAtaSense). Seeds: corpus/atasense, libata's descriptor and fixed formats for
// success and ABORT, a bridge's ILLEGAL REQUEST, two descriptors in a row.
#include "ata/atacodec.h"

#include <cstddef>
#include <cstdint>

using namespace DriveProof::Ata;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const DriveProof::Result<AtaSense> sense = parseAtaSense(bytes);
    if (!sense) {
        if (sense.error().message.isEmpty())
            __builtin_trap();
        return 0;
    }
    if (sense->senseKey > 0x0F)
        __builtin_trap();
    if (sense->registers)
        (void)ataOutcome(*sense->registers);
    if (describeAtaSense(sense.value()).isEmpty())
        __builtin_trap();
    return 0;
}
