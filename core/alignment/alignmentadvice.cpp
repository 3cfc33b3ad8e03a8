// Advice in plain words for one partition. Complete sentences per case, never glued from
// fragments, so that translators see whole thoughts.
#include "alignmentadvice.h"

#include "alignmenttr.h"

namespace DriveProof::Alignment {

namespace {

// Sector numbers and byte offsets are printed without digit grouping: people type them
// into fdisk and parted, which do not accept "2,048".
QString num(qint64 n)
{
    return QString::number(n);
}

QString misalignedAdvice(const PartitionAlignment &p, const Topology &t, const QString &dev)
{
    const QString number = num(p.number);
    const QString suggested = num(p.suggestedStartSector);
    if (!p.alignedLogical) {
        //: %1 partition number, %2 device or image path, %3 start in bytes,
        //: %4 logical sector size in bytes, %5 suggested start sector
        return Tr::tr("Partition %1 on %2 starts at byte %3, which is not even on a %4-byte "
                      "logical sector boundary: the partition table or the kernel's view of "
                      "it is damaged. Back up its data, then recreate the partition at sector "
                      "%5 (e.g. 'parted %2 mkpart primary %5s 100%'), and check with 'parted "
                      "%2 align-check optimal %1'.")
            .arg(number, dev, num(p.startBytes), num(t.logicalBlockSize), suggested);
    }
    //: %1 partition number, %2 device or image path, %3 start sector, %4 start in bytes,
    //: %5 bytes past the physical sector boundary, %6 physical sector size in bytes,
    //: %7 suggested start sector, %8 bytes short of the next physical sector boundary.
    //: Keep the commands in quotes untranslated.
    return Tr::tr("Partition %1 on %2 starts at sector %3 (byte %4): misaligned by %8 bytes, "
                  "%5 bytes past a %6-byte physical sector boundary and %8 bytes short of the "
                  "next. Every write that crosses a boundary costs the drive a "
                  "read-modify-write. Back up its data, then recreate the partition at sector "
                  "%7: in fdisk, delete it and create it again with first sector %7, or run "
                  "'parted %2 mkpart primary %7s 100%' (give its old end instead of 100% if "
                  "other partitions follow it). Check with 'parted %2 align-check optimal %1'.")
        .arg(number, dev, num(p.startBytes / t.logicalBlockSize), num(p.startBytes),
             num(p.offsetBytes), num(t.physicalBlockSize), suggested,
             num(t.physicalBlockSize - p.offsetBytes));
}

QString warningAdvice(const PartitionAlignment &p, const Topology &t, const QString &dev)
{
    const bool optimalMissed = p.alignedOptimal && !*p.alignedOptimal;
    const QString number = num(p.number);
    const QString sector = num(p.startBytes / t.logicalBlockSize);
    const QString physical = num(t.physicalBlockSize);
    const QString suggested = num(p.suggestedStartSector);
    if (!optimalMissed) {
        //: %1 partition number, %2 device or image path, %3 start sector, %4 start in bytes,
        //: %5 physical sector size in bytes, %6 suggested start sector
        return Tr::tr("Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the "
                      "%5-byte physical sectors, so the drive is not slowed down, but not to "
                      "1 MiB, the boundary that partitioning tools use today and that suits "
                      "SSD erase blocks and RAID stripes. No need to act now; if you recreate "
                      "the partition one day, start it at sector %6 (e.g. 'parted %2 mkpart "
                      "primary %6s 100%'). Check with 'parted %2 align-check optimal %1'.")
            .arg(number, dev, sector, num(p.startBytes), physical, suggested);
    }
    const QString optimal = num(t.optimalIoSize);
    if (p.aligned1MiB) {
        //: %1 partition number, %2 device or image path, %3 start sector, %4 start in bytes,
        //: %5 physical sector size in bytes, %6 optimal I/O size in bytes,
        //: %7 suggested start sector
        return Tr::tr("Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the "
                      "%5-byte physical sectors and to 1 MiB, but not to the optimal I/O size "
                      "of %6 bytes that the device reports, so large writes may be split "
                      "across stripes. If you recreate the partition, start it at sector %7 "
                      "(e.g. 'parted %2 mkpart primary %7s 100%'). Check with 'parted %2 "
                      "align-check optimal %1'.")
            .arg(number, dev, sector, num(p.startBytes), physical, optimal, suggested);
    }
    //: %1 partition number, %2 device or image path, %3 start sector, %4 start in bytes,
    //: %5 physical sector size in bytes, %6 optimal I/O size in bytes,
    //: %7 suggested start sector
    return Tr::tr("Partition %1 on %2 starts at sector %3 (byte %4). It is aligned to the "
                  "%5-byte physical sectors, but neither to 1 MiB nor to the optimal I/O size "
                  "of %6 bytes that the device reports, so large writes may be split across "
                  "stripes. If you recreate the partition, start it at sector %7 (e.g. "
                  "'parted %2 mkpart primary %7s 100%'). Check with 'parted %2 align-check "
                  "optimal %1'.")
        .arg(number, dev, sector, num(p.startBytes), physical, optimal, suggested);
}

} // namespace

QString adviceText(const PartitionAlignment &result, const Topology &topology,
                   const QString &devicePath)
{
    switch (result.verdict) {
    case Verdict::Misaligned:
        return misalignedAdvice(result, topology, devicePath);
    case Verdict::Warning:
        return warningAdvice(result, topology, devicePath);
    case Verdict::Ok:
        break;
    }
    //: %1 partition number, %2 device or image path, %3 start sector
    return Tr::tr("Partition %1 on %2 starts at sector %3, which suits the drive's physical "
                  "sectors and 1 MiB boundaries. Nothing to do.")
        .arg(num(result.number), devicePath, num(result.startBytes / topology.logicalBlockSize));
}

} // namespace DriveProof::Alignment
