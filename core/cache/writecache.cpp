// Glue: picks the protocol for a drive, asks it through the codec/transport layers, adds
// the kernel's view and udisks2's saved ATA setting, and says in words where they differ.
#include "writecache.h"

#include "ata/atatransport.h"
#include "cachetr.h"
#include "nvmetransport.h"
#include "scsitransport.h"
#include "udisksata.h"

#include "device/sysfsprobe.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QThread>

#include <scsi/sg.h>
#include <sys/ioctl.h>

namespace DriveProof::Cache {

namespace {

// Whether the node takes SCSI commands is a question for the device, not for the host
// adapter's name: every sd disk is driven by the SCSI disk driver, whatever carries it
// (a SAS HBA, virtio-scsi, Hyper-V's storvsc, VMware's pvscsi: a disk passed through to a
// VM answers the caching mode page as it would on bare metal). With an fd the kernel is
// asked directly: SG_GET_VERSION_NUM answers on nodes that accept SG_IO and fails with
// ENOTTY on virtio-blk's vdX, loop and the like.
bool acceptsSgIo(int fd)
{
    int version = 0;
    return fd >= 0 && ::ioctl(fd, SG_GET_VERSION_NUM, &version) == 0;
}

Protocol protocolFor(const Device::DeviceInfo &info, int fd = -1)
{
    const QString &t = info.transport;
    if (info.isLoop() || t == QLatin1String("mmc"))
        return Protocol::None;
    if (t == QLatin1String("nvme"))
        return Protocol::Nvme;
    // USB bridges that speak SAT pass ATA commands through; others answer SCSI only.
    if (t == QLatin1String("sata") || t == QLatin1String("usb"))
        return Protocol::Ata;
    if (t == QLatin1String("sas") || t == QLatin1String("scsi") ||
        info.name.startsWith(QLatin1String("sd")) || acceptsSgIo(fd))
        return Protocol::Scsi;
    if (t == QLatin1String("virtio"))
        return Protocol::None; // virtio-blk: no drive commands, only the host's emulation
    return Protocol::Unknown;
}

QString readQueueAttr(const QString &name, const char *attr)
{
    QFile f(QStringLiteral("/sys/block/%1/queue/%2").arg(name, QLatin1String(attr)));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
}

// Read fresh from sysfs, not from `info`: after a change the kernel's view may move too.
void readKernelView(WriteCacheState &state, const Device::DeviceInfo &info)
{
    state.kernelView = readQueueAttr(info.name, "write_cache");
    const QString fua = readQueueAttr(info.name, "fua");
    if (!fua.isEmpty())
        state.kernelFua = fua == QLatin1String("1");
    if (state.kernelView.isEmpty())
        state.kernelView = info.writeCache;
    state.sources << QStringLiteral("sysfs");
}

Result<bool> readAta(WriteCacheState &state, int fd, const Device::DeviceInfo &info)
{
    const Result<Ata::AtaIdentifyData> id = Ata::ataIdentify(fd, info.path);
    if (!id)
        return id.error();
    state.protocol = Protocol::Ata;
    state.supported = id->writeCacheSupported;
    state.enabled = id->writeCacheEnabled;
    state.changeable = id->writeCacheSupported; // SET FEATURES 02h/82h is mandatory with it
    state.sources << QStringLiteral("ATA IDENTIFY (SG_IO)");
    const UdisksAtaCache udisks = udisksAtaCache(info.name);
    if (udisks.hasAta) {
        state.persistence = Persistence::Udisks2;
        state.savedEnabled = udisks.configuredEnabled;
        state.sources << QStringLiteral("udisks2");
    }
    return true;
}

Result<bool> readScsi(WriteCacheState &state, int fd, const Device::DeviceInfo &info)
{
    const Result<ScsiWriteCacheInfo> page = scsiReadWriteCache(fd, info.path);
    if (!page)
        return page.error();
    state.protocol = Protocol::Scsi;
    state.supported = true; // the caching page answered: WCE is defined for this drive
    state.enabled = page->enabled;
    state.changeable = page->changeable;
    state.savedEnabled = page->savedEnabled;
    state.persistence = page->pageSaveable ? Persistence::DriveSaved : Persistence::None;
    state.sources << QStringLiteral("SCSI MODE SENSE page 08h (SG_IO)");
    state.findings << page->notes;
    return true;
}

Result<bool> readNvme(WriteCacheState &state, int fd, const Device::DeviceInfo &info)
{
    const Result<NvmeWriteCacheInfo> vwc = nvmeReadWriteCache(fd, info.path);
    if (!vwc)
        return vwc.error();
    state.protocol = Protocol::Nvme;
    state.supported = vwc->present;
    state.enabled = vwc->present ? vwc->enabled : std::optional<bool>(false);
    state.savedEnabled = vwc->savedEnabled;
    if (vwc->capabilities) {
        state.changeable = vwc->capabilities->changeable;
        if (vwc->capabilities->saveable)
            state.persistence = Persistence::DriveSaved;
    }
    state.sources << QStringLiteral("NVMe Identify + Get Features 06h");
    state.findings << vwc->notes;
    return true;
}

QString noDriveFinding(const Device::DeviceInfo &info)
{
    if (info.isLoop()) {
        //: %1 device path, %2 the file behind the loop device
        return Tr::tr("%1 is a file used as a drive (%2): the drive-level write cache does not "
                      "apply; the kernel's view shows whether it passes flushes on to the file.")
            .arg(info.path, info.backingFile);
    }
    if (info.transport == QLatin1String("virtio")) {
        //: %1 device path
        return Tr::tr("%1 is a virtual disk: the real drive and its cache are on the host, out of "
                      "reach from this machine. Only the kernel's view is shown; whether flushes "
                      "reach the host's drive depends on the hypervisor's cache mode.")
            .arg(info.path);
    }
    //: %1 device path
    return Tr::tr("%1 takes no drive commands: the drive-level write cache does not apply, only "
                  "the kernel's view.")
        .arg(info.path);
}

Result<bool> readDrive(WriteCacheState &state, int fd, const Device::DeviceInfo &info)
{
    switch (protocolFor(info, fd)) {
    case Protocol::Ata: {
        Result<bool> ata = readAta(state, fd, info);
        // A USB bridge without SAT answers SCSI only: ask the caching page instead.
        if (!ata && info.transport == QLatin1String("usb"))
            return readScsi(state, fd, info);
        return ata;
    }
    case Protocol::Scsi:
        return readScsi(state, fd, info);
    case Protocol::Nvme:
        return readNvme(state, fd, info);
    case Protocol::None:
        state.protocol = Protocol::None;
        state.findings << noDriveFinding(info);
        return true;
    case Protocol::Unknown:
        break;
    }
    //: %1 device path
    return Error{info.path, Tr::tr("DriveProof does not know how to ask %1 about its write cache "
                                   "(unknown transport).")
                                .arg(info.path)};
}

} // namespace

QStringList virtualDiskFindings(const Device::DeviceInfo &info)
{
    const QString maker = Device::virtualDiskMaker(info);
    if (maker.isEmpty())
        return {};
    //: %1 device path, %2 who emulates the disk: "QEMU", "VMware", "Hyper-V", "virtio"...
    return {Tr::tr("%1 is a virtual disk (%2): the write cache it reports is the hypervisor's "
                   "emulation. Whether a flush reaches a real drive depends on the hypervisor's "
                   "cache mode on the host.")
                .arg(info.path, maker)};
}

bool hasDriveLevelCache(const Device::DeviceInfo &info)
{
    return protocolFor(info) != Protocol::None;
}

QStringList compareDriveAndKernel(const WriteCacheState &state)
{
    QStringList findings;
    const bool kernelWriteBack = state.kernelView == QLatin1String("write back");
    const bool kernelWriteThrough = state.kernelView == QLatin1String("write through");
    if (state.enabled == true && kernelWriteThrough) {
        findings << Tr::tr("The kernel says write through but the drive's cache is on: the "
                           "kernel no longer sends flushes, so committed data can be lost at "
                           "a power cut. Switch the drive's cache off, or let the kernel "
                           "re-read the drive's setting.");
    } else if (state.enabled == false && kernelWriteBack) {
        findings << Tr::tr("The kernel still sends flushes although the drive's cache is off: "
                           "safe, only slightly slower.");
    }
    if (state.enabled && state.savedEnabled && *state.enabled != *state.savedEnabled) {
        findings << (*state.savedEnabled
                         ? Tr::tr("The cache is off now, but the saved setting switches it back "
                                  "on at the next power cycle.")
                         : Tr::tr("The cache is on now, but the saved setting switches it off "
                                  "at the next power cycle."));
    }
    return findings;
}

Result<WriteCacheState> readWriteCache(int fd, const Device::DeviceInfo &info)
{
    WriteCacheState state;
    state.device = info.path;
    readKernelView(state, info);
    const Result<bool> drive = readDrive(state, fd, info);
    if (!drive)
        return drive.error();
    state.findings << compareDriveAndKernel(state);
    if (state.protocol != Protocol::None)
        state.findings << virtualDiskFindings(info);
    return state;
}

bool waitForKernelCacheView(const QString &blockName, bool enabled, int timeoutMs)
{
    const QString wanted = enabled ? QStringLiteral("write back") : QStringLiteral("write through");
    QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        const QString view = readQueueAttr(blockName, "write_cache");
        if (view == wanted)
            return true;
        if (view.isEmpty() || deadline.hasExpired())
            return false;
        QThread::msleep(20);
    }
}

} // namespace DriveProof::Cache
