// Fuzz target: the identity sources the sysfs probe reads without privileges (udev's
// database with its \xHH escapes, the ATA Information VPD page 89h, Block Device
// Characteristics VPD page B1h) and the merge rule between them. Seeds:
// corpus/driveidentity, a udev database of a SATA disk, the captured 89h page of QEMU's
// AHCI disk, a B1h page.
#include "device/sysfsprobe.h"

#include <cstddef>
#include <cstdint>

using namespace DriveProof::Device;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QHash<QString, QString> udev = parseUdevDatabase(bytes);
    for (auto it = udev.cbegin(); it != udev.cend(); ++it) {
        const QString decoded = decodeUdevString(it.value());
        for (const QChar c : decoded)
            if (c.unicode() < 0x20)
                __builtin_trap(); // control characters must never reach a terminal
        const QString merged = preferFullString(decoded, it.key());
        if (!decoded.isEmpty() && !merged.startsWith(decoded))
            __builtin_trap(); // the preferred value is kept or completed, never replaced
    }
    if (const std::optional<int> rpm = rotationFromVpdB1(bytes))
        if (*rpm != 0 && (*rpm < 0x0401 || *rpm > 0xFFFE))
            __builtin_trap();
    const QByteArray identify = identifyFromVpd89(bytes);
    if (!identify.isEmpty() && identify.size() != 512)
        __builtin_trap();
    return 0;
}
