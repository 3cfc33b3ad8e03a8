// ATA commands through SG_IO as ATA PASS-THROUGH (16) (SAT-3): reaches SATA disks behind
// libata and behind USB bridges that speak SAT. The bytes are built and parsed by
// atacodec.h; this file only moves them.
// Blocking (a flush can take a minute): call from a worker thread or the helper, never the
// GUI thread. Needs root (CAP_SYS_RAWIO) or an fd opened for writing: the kernel passes
// only a short list of read-only SCSI commands through a read-only fd, and 85h is not on it.
#pragma once

#include "atacodec.h"
#include "common/result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace DriveProof::Ata {

// Long enough for a drive that has to spin up first.
constexpr unsigned kAtaCommandTimeoutMs = 15000;
// A flush writes the whole volatile cache (hundreds of MiB on SMR disks) to the media.
constexpr unsigned kAtaFlushTimeoutMs = 60000;

struct AtaReply
{
    // The registers the drive returned; absent when a bridge ignored CK_COND and answered
    // GOOD without sense data (the command still succeeded).
    std::optional<AtaRegisters> registers;
};

// Sends one ATA PASS-THROUGH (16) CDB on `fd` (a whole-disk block device or its sg node).
// `dataIn`: nullptr for non-data commands, else a buffer sized to the transfer. `command`
// names the ATA command in messages ("IDENTIFY DEVICE"); `device` is the error subject.
// Errors carry errno: ENOTTY/EINVAL (no SG_IO here, e.g. loop, virtio, NVMe), EACCES/EPERM,
// ETIMEDOUT, EIO (transport or drive error), EOPNOTSUPP (the drive answered ABORT).
Result<AtaReply> ataPassThrough(int fd, const AtaCdb16 &cdb, QByteArray *dataIn, unsigned timeoutMs,
                                const QString &command, const QString &device);

// IDENTIFY DEVICE: the raw 512 bytes (for a support dump), or parsed.
Result<QByteArray> ataIdentifyRaw(int fd, const QString &device = {});
Result<AtaIdentifyData> ataIdentify(int fd, const QString &device = {});

// Switches the drive's volatile write cache with SET FEATURES 02h/82h. When disabling,
// FLUSH CACHE EXT (or FLUSH CACHE on drives without 48-bit commands) runs first, so data
// the drive acknowledged is on the media before the cache it sits in is turned off. Reads
// IDENTIFY again afterwards and returns it; an error if the drive says it did not change.
// The setting lasts until the next power cycle (or reset): ATA has no saved copy.
Result<AtaIdentifyData> ataSetWriteCache(int fd, bool enable, const QString &device = {});

} // namespace DriveProof::Ata
