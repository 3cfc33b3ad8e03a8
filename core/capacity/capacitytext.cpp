// The words of capacitytext.h.
#include "capacity/capacitytext.h"

#include "capacity/findings.h"

#include <QLocale>

#include <cstring>

namespace DriveProof::Capacity {
namespace {

QString size(std::uint64_t bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeSIFormat);
}

} // namespace

QString phaseText(Phase phase)
{
    switch (phase) {
    case Phase::Writing:
        return Tr::tr("Writing records");
    case Phase::Flushing:
        return Tr::tr("Pushing the drive's cache out");
    case Phase::Reading:
        return Tr::tr("Reading back");
    case Phase::Refining:
        return Tr::tr("Closing in on the boundary");
    case Phase::Waiting:
        return Tr::tr("Waiting for the drive's cache to write back");
    }
    return {};
}

QString blockStateText(BlockState state)
{
    switch (state) {
    case BlockState::Elsewhere:
        return Tr::tr("records written elsewhere (wrap-around)");
    case BlockState::Zero:
        return Tr::tr("zeros");
    case BlockState::Foreign:
        return Tr::tr("not what was written");
    case BlockState::Damaged:
        return Tr::tr("damaged records");
    case BlockState::Ok:
    case BlockState::Unreadable:
        break;
    }
    return Tr::tr("read errors");
}

QString usableText(std::uint64_t usableBytes)
{
    //: %1 a size, e.g. "62.1 GB", %2 the same in bytes
    return Tr::tr("Usable size proved: %1 (%2 bytes).")
        .arg(size(usableBytes), QLocale().toString(usableBytes));
}

QString boundaryText(std::uint64_t firstBadOffset, std::uint64_t precisionBytes)
{
    //: %1 a byte offset as a number, %2 a size, e.g. "4 kB"
    return Tr::tr("First bad block at byte %1; the boundary is known to within %2.")
        .arg(QLocale().toString(firstBadOffset), size(precisionBytes));
}

QString resetText(const ResetOutcome &reset)
{
    switch (reset.status) {
    case ResetStatus::Done:
        return Tr::tr("The drive was reset before reading back: what its controller kept in "
                      "memory was lost.");
    case ResetStatus::DidNotReturn:
        return Tr::tr("The drive was reset before reading back but did not come back.");
    case ResetStatus::Unsupported:
        return Tr::tr("Not reset before reading back: this device cannot be reset.");
    case ResetStatus::NotUsb:
        return Tr::tr("Not reset before reading back: only a USB drive can be reset on its "
                      "own.");
    case ResetStatus::NeedsRoot:
        return Tr::tr("Not reset before reading back: only a run as root can reset a USB "
                      "drive (sudo driveproof-cli capacity).");
    case ResetStatus::Partition:
        return Tr::tr("Not reset before reading back: a partition was checked, and a reset "
                      "would touch the whole drive.");
    case ResetStatus::Shared:
        return Tr::tr("Not reset before reading back: its USB device carries other drives "
                      "too.");
    case ResetStatus::Refused:
        //: %1 the system's error message, e.g. "Operation not permitted"
        return Tr::tr("Not reset before reading back: the kernel refused (%1).")
            .arg(QString::fromLocal8Bit(std::strerror(reset.errnum)));
    }
    return {};
}

QString effortText(std::uint64_t requests, std::uint64_t bytesWritten, double seconds)
{
    //: %n write requests, %1 a size, e.g. "1.1 GB", %2 seconds, e.g. "12.5"
    return Tr::tr("%n write request(s), %1 written, in %2 s.", nullptr,
                  int(qMin<std::uint64_t>(requests, 1u << 30)))
        .arg(size(bytesWritten), QLocale().toString(seconds, 'f', 1));
}

} // namespace DriveProof::Capacity
