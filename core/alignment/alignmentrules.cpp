// The alignment rules: pure arithmetic over byte offsets, no I/O.
#include "alignment.h"

#include "alignmentadvice.h"
#include "alignmenttr.h"

#include <numeric>

namespace DriveProof::Alignment {

namespace {

// Partitioning tools have started partitions on 1 MiB boundaries since about 2010: it is a
// multiple of every physical sector, SSD page and common RAID chunk size.
constexpr qint64 OneMiB = 1024 * 1024;

// Remainder in [0, divisor). A start below the alignment offset gives a negative
// difference, and C++ `%` would keep its sign.
qint64 positiveMod(qint64 value, qint64 divisor)
{
    const qint64 r = value % divisor;
    return r < 0 ? r + divisor : r;
}

// The kernel reports 0 for sizes it does not know and -1 as `alignment_offset` of a stack
// it cannot align; the GUI passes DeviceInfo values straight through. Nothing below may
// divide by zero, so unknown values fall back to the most common drive.
Topology sanitised(Topology t)
{
    if (t.logicalBlockSize <= 0)
        t.logicalBlockSize = 512;
    if (t.physicalBlockSize < t.logicalBlockSize)
        t.physicalBlockSize = t.logicalBlockSize;
    // Some USB bridges report nonsense such as 33553920 (65535 x 512): an optimal I/O size
    // that is not a whole number of physical sectors cannot be a real stripe or erase unit.
    // Like parted, ignore it rather than suggest starts tens of GiB into the disk.
    if (t.optimalIoSize < 0 || t.optimalIoSize % t.physicalBlockSize != 0)
        t.optimalIoSize = 0;
    if (t.alignmentOffset < 0)
        t.alignmentOffset = 0;
    return t;
}

// Smallest start >= `startBytes` on a boundary of 1 MiB, the physical sector and the
// optimal I/O size together, shifted by the alignment offset; in logical sectors, rounded
// up so that it never lies before the current start.
qint64 suggestedStart(qint64 startBytes, const Topology &t)
{
    qint64 unit = std::lcm(OneMiB, qint64(t.physicalBlockSize));
    if (t.optimalIoSize > 0)
        unit = std::lcm(unit, qint64(t.optimalIoSize));
    const qint64 target = startBytes + positiveMod(t.alignmentOffset - startBytes, unit);
    return (target + t.logicalBlockSize - 1) / t.logicalBlockSize;
}

Verdict verdictOf(const PartitionAlignment &p)
{
    if (!p.alignedLogical || !p.alignedPhysical)
        return Verdict::Misaligned;
    if (!p.aligned1MiB || (p.alignedOptimal && !*p.alignedOptimal))
        return Verdict::Warning;
    return Verdict::Ok;
}

} // namespace

PartitionAlignment checkPartition(int number, qint64 startBytes, const Topology &topology,
                                  const QString &devicePath)
{
    const Topology t = sanitised(topology);
    const qint64 fromBoundary = startBytes - t.alignmentOffset;

    PartitionAlignment p;
    p.number = number;
    p.startBytes = startBytes;
    p.alignedLogical = positiveMod(startBytes, t.logicalBlockSize) == 0;
    p.offsetBytes = positiveMod(fromBoundary, t.physicalBlockSize);
    p.alignedPhysical = p.offsetBytes == 0;
    if (t.optimalIoSize > 0)
        p.alignedOptimal = positiveMod(fromBoundary, t.optimalIoSize) == 0;
    p.aligned1MiB = positiveMod(fromBoundary, OneMiB) == 0;
    p.verdict = verdictOf(p);
    p.suggestedStartSector =
        p.verdict == Verdict::Ok ? startBytes / t.logicalBlockSize : suggestedStart(startBytes, t);
    p.advice = adviceText(p, t, devicePath);
    return p;
}

QString verdictText(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok:
        //: alignment verdict: the partition is well aligned
        return Tr::tr("OK");
    case Verdict::Warning:
        //: alignment verdict: physically aligned (the drive is not slowed down, no need to
        //: act now), but not to 1 MiB or the optimal I/O size
        return Tr::tr("Acceptable");
    case Verdict::Misaligned:
        //: alignment verdict: the partition does not start on a physical sector boundary
        return Tr::tr("Misaligned");
    }
    return {};
}

QString verdictKey(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok:
        return QStringLiteral("ok");
    case Verdict::Warning:
        return QStringLiteral("warning");
    case Verdict::Misaligned:
        return QStringLiteral("misaligned");
    }
    return {};
}

} // namespace DriveProof::Alignment
