// Fuzz target: the hex-word text of `hdparm --Istdout` (parseAtaHexWords), then the bytes
// it yields (parseAtaIdentify). Seeds: corpus/hdparmtext, the fixtures of
// tests/fixtures/identify. Whatever parses must be 512 bytes and survive a round trip
// through formatAtaHexWords.
#include "ata/atacodec.h"

#include <cstddef>
#include <cstdint>

using namespace DriveProof::Ata;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView text(reinterpret_cast<const char *>(data), qsizetype(size));
    const DriveProof::Result<QByteArray> raw = parseAtaHexWords(text);
    if (!raw) {
        if (raw.error().message.isEmpty())
            __builtin_trap();
        return 0;
    }
    if (raw->size() != kAtaIdentifySize)
        __builtin_trap();
    const DriveProof::Result<QByteArray> again = parseAtaHexWords(formatAtaHexWords(raw.value()));
    if (!again || again.value() != raw.value())
        __builtin_trap();
    (void)parseAtaIdentify(raw.value());
    return 0;
}
