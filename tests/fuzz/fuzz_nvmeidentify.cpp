// Fuzz target: NVMe Identify Controller data (nvmecodec.h). Seeds: corpus/nvmeidentify/.
#include "cache/nvmecodec.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof::Cache;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto id = parseIdentifyController(bytes);
    if (!id) {
        if (id.error().message.isEmpty() || size >= kNvmeIdentifySize)
            std::abort(); // only short buffers are refused, always with a reason
        return 0;
    }
    if (id->serial.size() > 20 || id->model.size() > 40 || id->firmware.size() > 8)
        std::abort();
    return 0;
}
