// The sentences of core/cache's findings: made here only, from the code and the arguments,
// in the language of the process that shows them.
#include "cachefindings.h"

#include "cachetr.h"

namespace DriveProof::Cache {

namespace {

bool is(const Finding &f, const char *code)
{
    return f.code == QLatin1String(code);
}

} // namespace

const FindingTable &findingTable()
{
    using namespace FindingCode;
    const QString dev = QStringLiteral("/dev/sdb");
    const QString error = QStringLiteral("Input/output error");
    static const FindingTable table(
        {
            {kKernelWriteThroughCacheOn, Severity::Danger, "", {}},
            {kKernelWriteBackCacheOff, Severity::Info, "", {}},
            {kSavedSwitchesOn, Severity::Caution, "", {}},
            {kSavedSwitchesOff, Severity::Caution, "", {}},
            {kNoDriveLoop,
             Severity::Info,
             "device, backing file",
             {QStringLiteral("/dev/loop0"), QStringLiteral("/var/tmp/disk.img")}},
            {kNoDriveVirtio, Severity::Info, "device", {QStringLiteral("/dev/vda")}},
            {kNoDrive, Severity::Info, "device", {dev}},
            {kVirtualDisk,
             Severity::Info,
             "device, who emulates it",
             {dev, QStringLiteral("QEMU")}},
            {kNvmeNotSaveable, Severity::Info, "", {}},
            {kCurrentUnknown, Severity::Caution, "device, error", {dev, error}},
            {kChangeableUnknown, Severity::Caution, "device, error", {dev, error}},
            {kSavedUnknown, Severity::Caution, "device, error", {dev, error}},
            {kHelperSentence,
             Severity::Info,
             "the sentence",
             {QStringLiteral("The drive's write cache is on.")}},
        },
        findingText);
    return table;
}

Finding cacheFinding(const char *code, const QStringList &arguments)
{
    Finding f = findingTable().make(QLatin1String(code), arguments);
    f.text.clear(); // worded where it is read, in that process's language
    return f;
}

QString findingText(const Finding &f)
{
    using namespace FindingCode;
    const QStringList &a = f.arguments;
    if (is(f, kKernelWriteThroughCacheOn))
        return Tr::tr("The kernel says write through but the drive's cache is on: the "
                      "kernel no longer sends flushes, so committed data can be lost at "
                      "a power cut. Switch the drive's cache off, or let the kernel "
                      "re-read the drive's setting.");
    if (is(f, kKernelWriteBackCacheOff))
        return Tr::tr("The kernel still sends flushes although the drive's cache is off: "
                      "safe, only slightly slower.");
    if (is(f, kSavedSwitchesOn))
        return Tr::tr("The cache is off now, but the saved setting switches it back "
                      "on at the next power cycle.");
    if (is(f, kSavedSwitchesOff))
        return Tr::tr("The cache is on now, but the saved setting switches it off "
                      "at the next power cycle.");
    if (is(f, kNoDriveLoop))
        //: %1 device path, %2 the file behind the loop device
        return Tr::tr("%1 is a file used as a drive (%2): the drive-level write cache does not "
                      "apply; the kernel's view shows whether it passes flushes on to the file.")
            .arg(a.value(0), a.value(1));
    if (is(f, kNoDriveVirtio))
        //: %1 device path
        return Tr::tr("%1 is a virtual disk: the real drive and its cache are on the host, out of "
                      "reach from this machine. Only the kernel's view is shown; whether flushes "
                      "reach the host's drive depends on the hypervisor's cache mode.")
            .arg(a.value(0));
    if (is(f, kNoDrive))
        //: %1 device path
        return Tr::tr("%1 takes no drive commands: the drive-level write cache does not apply, "
                      "only the kernel's view.")
            .arg(a.value(0));
    if (is(f, kVirtualDisk))
        //: %1 device path, %2 who emulates the disk: "QEMU", "VMware", "Hyper-V", "virtio"...
        return Tr::tr("%1 is a virtual disk (%2): the write cache it reports is the hypervisor's "
                      "emulation. Whether a flush reaches a real drive depends on the "
                      "hypervisor's cache mode on the host.")
            .arg(a.value(0), a.value(1));
    if (is(f, kNvmeNotSaveable))
        return Tr::tr("The drive does not report whether its write cache setting can be "
                      "saved (no Select / Save support), so a change lasts only until "
                      "the next power cycle.");
    if (is(f, kCurrentUnknown))
        //: %1 device path, %2 the error the drive or the kernel gave
        return Tr::tr("Whether the write cache of %1 is on could not be read: %2")
            .arg(a.value(0), a.value(1));
    if (is(f, kChangeableUnknown))
        //: %1 device path, %2 the error the drive or the kernel gave
        return Tr::tr("Whether the write cache of %1 can be switched could not be read: %2")
            .arg(a.value(0), a.value(1));
    if (is(f, kSavedUnknown))
        //: %1 device path, %2 the error the drive or the kernel gave
        return Tr::tr("The saved write cache setting of %1 could not be read: %2")
            .arg(a.value(0), a.value(1));
    if (is(f, kHelperSentence))
        return a.value(0);
    if (!f.text.isEmpty())
        return f.text;
    //: a finding this version does not know (from a newer helper); %1 its code, %2 its
    //: arguments
    return Tr::tr("Finding %1 (%2)").arg(f.code, a.join(QStringLiteral(", ")));
}

QStringList findingTexts(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << findingText(f);
    return out;
}

} // namespace DriveProof::Cache
