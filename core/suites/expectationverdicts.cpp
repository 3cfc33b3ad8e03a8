#include "suites/expectationverdicts.h"

#include "suites/expectations.h"
#include "suites/suitestr.h"
#include "suites/verdicts.h"

#include <QLocale>

namespace DriveProof::Suites {

using Report::Finding;
using Report::Severity;

namespace {

// A measurement this close to what drives reach through the link is "at the limit"; the
// 15% leaves room for the file system and a test area smaller than the drive.
constexpr double kAtLimit = 0.85;
// Above the link's carrying capacity by more than timing noise: not the drive's doing.
constexpr double kBeyondLink = 1.05;
// Sequential reads of SATA SSDs on a 6 Gb/s link: 500-560 MB/s (Samsung 870 EVO, Crucial
// MX500, WD Blue SA510 datasheets); well under that means something else holds it back.
constexpr double kSataSsdLowBytesPerSecond = 500e6;
constexpr double kSataSsdHighBytesPerSecond = 560e6;

QString number(double value)
{
    return QString::number(value, 'g', 12);
}

double arg(const QStringList &a, int index)
{
    return a.value(index).toDouble();
}

bool measured(const Report::Measurement &m)
{
    return m.skippedReason.isEmpty() && m.ops > 0 && m.seconds > 0;
}

// The fastest sequential read, or write when the run read nothing.
const Report::Measurement *bestSequential(const QList<Report::Measurement> &measurements)
{
    const Report::Measurement *best = nullptr;
    for (const QString &op : {QStringLiteral("read"), QStringLiteral("write")}) {
        for (const Report::Measurement &m : measurements)
            if (measured(m) && !m.random && m.operation == op &&
                (!best || m.bytesPerSecond > best->bytesPerSecond))
                best = &m;
        if (best)
            return best;
    }
    return nullptr;
}

const Report::Measurement *randomRead4kQ1T1(const QList<Report::Measurement> &measurements)
{
    for (const Report::Measurement &m : measurements)
        if (measured(m) && m.random && m.operation == QLatin1String("read") &&
            m.blockSize == 4096 && m.queueDepth == 1 && m.threads == 1)
            return &m;
    return nullptr;
}

// What the PCIe link gives against what the drive and its slot could: one finding or none.
QList<Finding> pcieVerdicts(const Device::LinkInfo &link)
{
    const LinkCeiling now = linkCeiling(link);
    const LinkCeiling slot = bestLinkCeiling(link);
    // The drive's own best, as if its slot allowed anything.
    Device::LinkInfo unbounded = link;
    unbounded.portMaxGts = 0;
    unbounded.portMaxWidth = 0;
    const LinkCeiling drive = bestLinkCeiling(unbounded);
    if (!now.isKnown() || !slot.isKnown() || !drive.isKnown())
        return {};
    const QStringList a =
        QStringList{number(now.carryBytesPerSecond), number(drive.carryBytesPerSecond)} +
        linkArguments(link);
    if (now.carryBytesPerSecond < 0.99 * slot.carryBytesPerSecond)
        return {makeFinding("expect.pcie-link-degraded", a)};
    if (now.carryBytesPerSecond < 0.99 * drive.carryBytesPerSecond)
        return {makeFinding("expect.pcie-slot-limits", a)};
    return {};
}

} // namespace

QList<Finding> expectationVerdicts(const QList<Report::Measurement> &measurements,
                                   const DriveFacts &facts)
{
    QList<Finding> out;
    const Device::LinkInfo &link = facts.link;
    const LinkCeiling ceiling = linkCeiling(link);
    const Report::Measurement *seq = bestSequential(measurements);
    double peak = 0.0;
    for (const Report::Measurement &m : measurements)
        if (measured(m))
            peak = std::max(peak, m.bytesPerSecond);

    if (ceiling.isKnown() && peak > kBeyondLink * ceiling.carryBytesPerSecond) {
        // Nothing else about the link can be said of numbers it cannot have carried.
        out << makeFinding("expect.beyond-link",
                           QStringList{number(peak), number(ceiling.carryBytesPerSecond)} +
                               linkArguments(link));
    } else if (ceiling.isKnown() && seq) {
        const QStringList a = QStringList{seq->operation, number(seq->bytesPerSecond),
                                          number(ceiling.carryBytesPerSecond),
                                          number(ceiling.achievableBytesPerSecond)} +
                              linkArguments(link);
        const LinkCeiling best = bestLinkCeiling(link);
        const bool atLimit = seq->bytesPerSecond >= kAtLimit * ceiling.achievableBytesPerSecond;
        if (link.bus == QLatin1String("usb") && link.usbMbps == 480)
            out << makeFinding("expect.usb2-port", a);
        else if (atLimit && link.bus == QLatin1String("sata") && best.isKnown() &&
                 best.carryBytesPerSecond > ceiling.carryBytesPerSecond)
            out << makeFinding("expect.link-below-drive", a);
        else if (atLimit)
            out << makeFinding("expect.at-link-limit", a);
        else if (facts.driveClass == Device::DriveClass::SataSsd && link.sataGbps >= 6.0 &&
                 seq->operation == QLatin1String("read") && seq->blockSize >= 128 * 1024 &&
                 seq->bytesPerSecond < 0.6 * kSataSsdLowBytesPerSecond)
            out << makeFinding("expect.below-sata-ssd",
                               {number(seq->bytesPerSecond), number(kSataSsdLowBytesPerSecond),
                                number(kSataSsdHighBytesPerSecond)});
    }
    if (link.bus == QLatin1String("pcie"))
        out << pcieVerdicts(link);

    if (facts.driveClass == Device::DriveClass::Hdd && facts.rotationRpm > 0) {
        if (const Report::Measurement *rnd = randomRead4kQ1T1(measurements)) {
            const IopsRange range = hddRandomIops(facts.rotationRpm);
            const QStringList a{number(rnd->iops), QString::number(facts.rotationRpm),
                                number(range.low), number(range.high)};
            if (rnd->iops > hddCachedIops(facts.rotationRpm))
                out << makeFinding("expect.hdd-random-cached", a);
            else
                out << makeFinding("expect.hdd-random", a);
        }
    }
    return out;
}

QString expectationText(const QString &code, const QStringList &a)
{
    const bool write = a.value(0) == QLatin1String("write");
    if (code == QLatin1String("expect.beyond-link"))
        //: %1 a measured transfer rate, %2 the link ("SATA 1.5 Gb/s"), %3 the most it carries
        return Tr::tr("%1 is more than a %2 link can carry (%3): the link is emulated or "
                      "misreported (a virtual machine, or a cache in front of the drive), so "
                      "this number says nothing about the drive.")
            .arg(rateText(arg(a, 0)), linkName(linkFromArguments(a, 2)), rateText(arg(a, 1)));
    if (code == QLatin1String("expect.at-link-limit"))
        return write
                   //: %1 a transfer rate, %2 the link ("SATA 6 Gb/s"), %3 what it carries
                   ? Tr::tr("Writes at %1: the limit of its %2 link (%3 at most) — as fast as "
                            "it can be here.")
                         .arg(rateText(arg(a, 1)), linkName(linkFromArguments(a, 4)),
                              rateText(arg(a, 2)))
                   //: %1 a transfer rate, %2 the link ("SATA 6 Gb/s"), %3 what it carries
                   : Tr::tr("Reads at %1: the limit of its %2 link (%3 at most) — as fast as it "
                            "can be here.")
                         .arg(rateText(arg(a, 1)), linkName(linkFromArguments(a, 4)),
                              rateText(arg(a, 2)));
    if (code == QLatin1String("expect.link-below-drive")) {
        const Device::LinkInfo link = linkFromArguments(a, 4);
        const QString driveGbps = QLocale().toString(link.driveMaxSataGbps, 'g', 3);
        return write
                   //: %1 a transfer rate, %2 the link ("SATA 3 Gb/s"), %3 the drive's
                   //: fastest SATA speed in Gb/s, e.g. 6
                   ? Tr::tr("Writes at %1 on a %2 link: the link, not the drive, is the limit "
                            "(the drive can do %3 Gb/s; check the cable and the port).")
                         .arg(rateText(arg(a, 1)), linkName(link), driveGbps)
                   //: %1 a transfer rate, %2 the link ("SATA 3 Gb/s"), %3 the drive's
                   //: fastest SATA speed in Gb/s, e.g. 6
                   : Tr::tr("Reads at %1 on a %2 link: the link, not the drive, is the limit "
                            "(the drive can do %3 Gb/s; check the cable and the port).")
                         .arg(rateText(arg(a, 1)), linkName(link), driveGbps);
    }
    if (code == QLatin1String("expect.usb2-port"))
        //: %1 what a USB 2 port allows, a transfer rate; %2 the measured transfer rate
        return Tr::tr("On a USB 2 port: 480 Mb/s holds it to about %1 (measured: %2). A USB 3 "
                      "port would let it go faster.")
            .arg(rateText(arg(a, 3)), rateText(arg(a, 1)));
    if (code == QLatin1String("expect.below-sata-ssd"))
        //: %1 the measured transfer rate, %2 and %3 the usual range (transfer rates)
        return Tr::tr("Reads at %1: SATA SSDs read at %2 to %3 on a 6 Gb/s link, so something "
                      "other than the link holds this one back (a full or worn drive, power "
                      "saving, or the file system).")
            .arg(rateText(arg(a, 0)), rateText(arg(a, 1)), rateText(arg(a, 2)));
    if (code == QLatin1String("expect.pcie-link-degraded") ||
        code == QLatin1String("expect.pcie-slot-limits")) {
        const Device::LinkInfo link = linkFromArguments(a, 2);
        const QString maxGen = pcieGeneration(link.pcieMaxGts);
        if (code == QLatin1String("expect.pcie-link-degraded"))
            //: %1 the link now ("PCIe 3.0 x2"), %2 PCIe generation, %3 lanes, %4 and %5
            //: transfer rates (what the link carries now, what it could)
            return Tr::tr("This NVMe drive runs on %1 although it can do PCIe %2 x%3: the link "
                          "trained below what the drive and its slot allow (a riser, a dirty "
                          "contact, or lanes shared with another slot). It carries %4 of the %5 "
                          "it could.")
                .arg(linkName(link), maxGen)
                .arg(link.pcieMaxWidth)
                .arg(rateText(arg(a, 0)), rateText(arg(a, 1)));
        //: %1 the link now ("PCIe 3.0 x2"), %2 PCIe generation, %3 lanes, %4 and %5
        //: transfer rates (what the slot carries, what the drive could use)
        return Tr::tr("This NVMe drive runs on %1 but can do PCIe %2 x%3: the slot holds it to "
                      "%4 of the %5 it could use. A slot with more lanes would let it go "
                      "faster.")
            .arg(linkName(link), maxGen)
            .arg(link.pcieMaxWidth)
            .arg(rateText(arg(a, 0)), rateText(arg(a, 1)));
    }
    if (code == QLatin1String("expect.hdd-random"))
        //: %1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS
        return Tr::tr("RND4K Q1T1 at %1 is what a %L2 rpm disk does (about %3 to %4): each "
                      "read waits for a seek and half a turn.")
            .arg(iopsText(arg(a, 0)))
            .arg(a.value(1).toInt())
            .arg(iopsText(arg(a, 2)), iopsText(arg(a, 3)));
    if (code == QLatin1String("expect.hdd-random-cached"))
        //: %1 measured IOPS, %2 rotation rate in rpm, %3 and %4 the usual range of IOPS
        return Tr::tr("RND4K Q1T1 at %1 is faster than a %L2 rpm disk can seek (about %3 to "
                      "%4): a cache answers these reads, so they say little about the disk.")
            .arg(iopsText(arg(a, 0)))
            .arg(a.value(1).toInt())
            .arg(iopsText(arg(a, 2)), iopsText(arg(a, 3)));
    return {};
}

} // namespace DriveProof::Suites
