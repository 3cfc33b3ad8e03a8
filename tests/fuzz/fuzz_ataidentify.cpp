// Fuzz target: IDENTIFY DEVICE data (parseAtaIdentify). Seeds: corpus/ataidentify, the raw
// twins of tests/fixtures/identify. Each 512-byte input is also tried with a correct word
// 255 checksum, so mutations get past the checksum gate into the field decoding.
#include "ata/atacodec.h"

#include <cstddef>
#include <cstdint>

using namespace DriveProof::Ata;

namespace {

void check(QByteArrayView data)
{
    const DriveProof::Result<AtaIdentifyData> id = parseAtaIdentify(data);
    if (!id) {
        if (id.error().message.isEmpty())
            __builtin_trap(); // every error must say what is wrong
        return;
    }
    // Invariants a caller relies on.
    if (id->capacityBytes < 0 || id->logicalSectorBytes < 512 || id->physicalSectorBytes < 512 ||
        id->alignmentOffsetBytes < 0 || (id->ncqSupported && id->ncqQueueDepth < 1) ||
        id->model.size() > 40 || id->serial.size() > 20 || id->firmware.size() > 8)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    check(bytes);
    if (size == size_t(kAtaIdentifySize)) {
        QByteArray fixed = bytes.toByteArray();
        fixed[510] = char(0xA5); // word 255: signature, then the checksum byte
        quint8 sum = 0;
        for (int i = 0; i < 511; ++i)
            sum = quint8(sum + quint8(fixed[i]));
        fixed[511] = char(quint8(0x100 - sum));
        check(fixed);
    }
    return 0;
}
