// Every finding the suites make (common/findingtable.h): the test verdicts of verdicts.cpp,
// the link and class expectations of expectationverdicts.cpp, the stability and environment
// remarks. One row per code, with the severity it always has; findingText() words them.
#include "suites/verdicts.h"

namespace DriveProof::Suites {

namespace {

QString wordInMegabytes(const Finding &f)
{
    return findingText(f.code, f.arguments);
}

QStringList list(std::initializer_list<const char *> words)
{
    QStringList out;
    for (const char *w : words)
        out << QString::fromLatin1(w);
    return out;
}

// linkArguments() of a SATA 6 Gb/s link, a PCIe 3.0 x2 link of a 4.0 x4 drive in a 4.0 x4
// slot, and a USB 2 port with usb-storage.
const QStringList kSata = list({"sata", "6", "6", "0", "0", "0", "0", "0", "0", "0", ""});
const QStringList kPcie = list({"pcie", "0", "0", "8", "2", "16", "4", "16", "4", "0", ""});
const QStringList kUsb2 =
    list({"usb", "0", "0", "0", "0", "0", "0", "0", "0", "480", "usb-storage"});

} // namespace

const FindingTable &findingTable()
{
    const QStringList platter = list({"410", "7200", "120"});
    const QStringList seq = list({"read", "552000000", "600000000", "560000000"});
    static const FindingTable table(
        {
            {"commit.faster-than-platter", Severity::Danger, "commits/s, rpm, most it allows",
             platter},
            {"commit.platter-bound", Severity::Good, "commits/s, rpm, most it allows",
             list({"110", "7200", "120"})},
            {"commit.cache-off-still-fast", Severity::Danger, "commits/s, rpm, most it allows",
             platter},
            {"commit.flushes-reach-device", Severity::Good, "devices, flushes per commit",
             list({"sda", "1.02"})},
            {"commit.no-flushes", Severity::Danger, "device", list({"sda"})},
            {"commit.no-flushes-write-through", Severity::Danger, "device", list({"sda"})},
            {"commit.no-flushes-cache-off", Severity::Info, "device", list({"sda"})},
            {"commit.no-flushes-nobarrier", Severity::Danger, "device", list({"sda"})},
            {"commit.cache-on-advice", Severity::Info, "commits/s", list({"2400"})},
            {"commit.cache-ab", Severity::Info, "commits/s on, off", list({"2400", "110"})},
            {"sustained.rate-drop", Severity::Caution, "rate before, after, bytes before",
             list({"480000000", "90000000", "41000000000"})},
            {"sustained.slc-cache-end", Severity::Info, "rate before, after, bytes before",
             list({"480000000", "90000000", "41000000000"})},
            {"sustained.heat-drop", Severity::Caution,
             "rate before, after, bytes before, hottest °C, throttle transitions",
             list({"480000000", "90000000", "41000000000", "78", "3"})},
            {"heat.throttled", Severity::Caution, "hottest °C, throttle transitions",
             list({"78", "3"})},
            {"sustained.steady", Severity::Good, "rate, bytes", list({"480000000", "8000000000"})},
            {"surface.range", Severity::Info, "start, end, slowest rate, its position",
             list({"210000000", "105000000", "98000000", "3900000000000"})},
            {"surface.slow-stretches", Severity::Caution, "stretches", list({"3"})},
            {"hybrid.promoted", Severity::Good, "times as fast, IOPS before, after",
             list({"6.5", "120", "780"})},
            {"hybrid.no-change", Severity::Info, "IOPS first, second", list({"120", "124"})},
            {"target.buffered", Severity::Caution, "", {}},
            {"environment.virtual-machine", Severity::Caution, "hypervisor", list({"kvm"})},
            {"environment.nobarrier", Severity::Danger, "mount point, options",
             list({"/srv", "rw,nobarrier"})},
            {"environment.loop-page-cache", Severity::Caution, "loop device", list({"loop3"})},
            {"stability.unstable", Severity::Caution,
             "measurement key (a label in older files), low, typical, high, rate|iops, "
             "page-cache|other",
             list({"seq1mq8t1.read", "107000000", "163000000", "627000000", "rate", "page-cache"})},
            {"expect.beyond-link", Severity::Caution, "peak rate, link carries, link...",
             list({"900000000", "600000000"}) + kSata},
            {"expect.usb2-port", Severity::Caution, "operation, rate, carries, achievable, link...",
             list({"read", "41000000", "60000000", "42000000"}) + kUsb2},
            {"expect.link-below-drive", Severity::Caution,
             "operation, rate, carries, achievable, link...",
             list({"read", "270000000", "300000000", "280000000", "sata", "3", "6", "0", "0", "0",
                   "0", "0", "0", "0", ""})},
            {"expect.at-link-limit", Severity::Good,
             "operation, rate, carries, achievable, link...", seq + kSata},
            {"expect.below-sata-ssd", Severity::Caution, "rate, class low, class high",
             list({"190000000", "450000000", "560000000"})},
            {"expect.pcie-link-degraded", Severity::Caution, "link carries now, drive, link...",
             list({"1970000000", "7880000000"}) + kPcie},
            {"expect.pcie-slot-limits", Severity::Caution, "link carries now, drive, link...",
             list({"1970000000", "7880000000"}) + kPcie},
            {"expect.hdd-random-cached", Severity::Caution, "IOPS, rpm, expected low, high",
             list({"2400", "7200", "80", "200"})},
            {"expect.hdd-random", Severity::Good, "IOPS, rpm, expected low, high",
             list({"140", "7200", "80", "200"})},
        },
        wordInMegabytes);
    return table;
}

Finding makeFinding(const char *code, const QStringList &arguments)
{
    return findingTable().make(QLatin1String(code), arguments);
}

} // namespace DriveProof::Suites
