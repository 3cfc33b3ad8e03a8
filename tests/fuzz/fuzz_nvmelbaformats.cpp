// Fuzz target: NVMe LBA formats from Identify Namespace (core/health/lbaformats.h), the
// advice made from them and its words. Seeds: corpus/nvmelbaformats/ (the bytes of
// tests/fixtures/nvme/identify-namespace-*.hex, raw).
#include "health/lbaformats.h"

#include <cstdint>
#include <cstdlib>

using namespace DriveProof;
using namespace DriveProof::Health;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto formats = parseNvmeLbaFormats(bytes);
    if (!formats)
        return 0;
    const qsizetype n = formats->formats.size();
    // Every valid result has its entries inside the bytes and a format in use among them.
    if (n < 1 || n > kNvmeMaxLbaFormats || qsizetype(size) < kNvmeLbaFormatOffset + 4 * n ||
        formats->inUse < 0 || formats->inUse >= n)
        std::abort();
    const int faster = fasterLbaFormat(formats.value());
    if (faster >= n || (faster >= 0 && (!formats->formats.at(faster).available() ||
                                        formats->formats.at(faster).performance >=
                                            formats->current().performance)))
        std::abort();
    for (const NvmeLbaFormat &f : formats->formats) {
        if (f.dataBytes() < 0 || (f.available() && f.dataBytes() < 512) ||
            lbaFormatSummary(f).isEmpty())
            std::abort();
    }
    for (const Finding &f : assessLbaFormats(QStringLiteral("/dev/nvme0n1"), formats.value())) {
        if (!lbaFormatTable().row(f.code) || lbaFormatText(f).isEmpty())
            std::abort();
    }
    return 0;
}
