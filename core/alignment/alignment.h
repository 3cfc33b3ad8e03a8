// Partition alignment: pure rules over byte offsets, plus reading partition tables with
// libblkid from a block device or a disk image. (This machine's kernel has no partition
// parsers, so /sys partitions alone are not enough.)
#pragma once

#include "common/result.h"
#include "device/deviceinfo.h"

#include <QList>
#include <QString>

#include <optional>

namespace DriveProof::Alignment {

// What the alignment rules need to know about a device. Bytes throughout.
struct Topology
{
    int logicalBlockSize = 512;
    int physicalBlockSize = 4096;
    int optimalIoSize = 0;   // 0 = not reported
    int alignmentOffset = 0; // kernel `alignment_offset`: LBA 0 sits this far past a
                             // physical boundary; aligned starts satisfy
                             // (start - alignmentOffset) % physical == 0
};

enum class Verdict { Ok, Warning, Misaligned };

struct PartitionAlignment
{
    int number = 0;
    qint64 startBytes = 0;
    bool alignedLogical = false;
    bool alignedPhysical = false;
    std::optional<bool> alignedOptimal; // nullopt when optimal I/O size is 0
    bool aligned1MiB = false;
    qint64 offsetBytes = 0; // distance past the last physical boundary
    Verdict verdict = Verdict::Ok;
    qint64 suggestedStartSector = 0; // in logical sectors; == current start when ok
    QString advice;                  // translated, plain words, names the device
};

// Pure: no I/O. `devicePath` is only used in the advice text (fdisk/parted commands).
PartitionAlignment checkPartition(int number, qint64 startBytes, const Topology &topology,
                                  const QString &devicePath);

struct TableEntry
{
    int number = 0;
    qint64 startBytes = 0;
    qint64 sizeBytes = 0;
};

struct PartitionTable
{
    QString type; // "dos" or "gpt"
    QList<TableEntry> entries;
};

// Reads the partition table of a block device or image with libblkid. For images,
// `logicalBlockSize` tells libblkid the sector size (4Kn images need 4096).
// Errors: cannot open (errno), no partition table, unreadable.
Result<PartitionTable> readPartitionTable(const QString &path, int logicalBlockSize);

struct AlignmentReport
{
    QString device; // path as given
    Topology topology;
    QString tableType; // "dos"/"gpt"; empty when only the kernel's view was read
    QList<PartitionAlignment> partitions;
    QString note; // translated; e.g. why the kernel's partition list was used
    // No partition table: a file system written straight onto the whole device (a valid
    // layout: its type, "ext4"), with its start (byte 0) checked like a partition's; or
    // nothing at all on the drive (how a new one arrives: nothing to align yet).
    QString wholeDeviceFileSystem;
    std::optional<Verdict> wholeDeviceVerdict;
    bool emptyDrive = false;
};

AlignmentReport analyze(const QString &device, const Topology &topology,
                        const PartitionTable &table);

// For a disk image (or any path without a DeviceInfo): reads its table with the topology's
// logical sector size, then checks every partition. Blocking: call off the UI thread.
Result<AlignmentReport> analyzeImage(const QString &path, const Topology &topology);

// For a probed drive: the table read by libblkid when the device can be opened; else the
// kernel's partitions from sysfs (DeviceInfo::partitions), with `note` saying so and why.
// Blocking (opens the device): call off the UI thread.
AlignmentReport analyzeDevice(const Device::DeviceInfo &info);

// Translated one-word names for the verdicts ("OK", "Acceptable", "Misaligned") and the
// stable JSON names ("ok", "warning", "misaligned"). "Acceptable": aligned to the physical
// sectors, so nothing needs doing now, but not to 1 MiB or the optimal I/O size.
QString verdictText(Verdict verdict);
QString verdictKey(Verdict verdict);

} // namespace DriveProof::Alignment
