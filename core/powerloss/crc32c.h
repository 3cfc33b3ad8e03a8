// CRC32C (Castagnoli, reflected polynomial 0x82F63B78), as iSCSI, ext4 and NVMe use it:
// the checksum of every power-loss record and of every witness frame.
#pragma once

#include <cstddef>
#include <cstdint>

namespace DriveProof::PowerLoss {

// Continue a running CRC: crc32c(b, n2, crc32c(a, n1)) == crc32c(a‖b).
std::uint32_t crc32c(const void *data, std::size_t size, std::uint32_t crc = 0);

} // namespace DriveProof::PowerLoss
