// Glue: picks the protocol for a drive, asks it through the codec/transport layers, adds
// the kernel's view and udisks2's saved ATA setting, and says in words where they differ.
#include "writecache.h"

#include "ata/atatransport.h"
#include "cachefindings.h"
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

// The one choice of device/transport.h; a drive nothing names is asked whether its
// descriptor takes SG_IO (SCSI generic) before it is given up on.
Protocol protocolFor(const Device::DeviceInfo &info, int fd = -1)
{
    const Protocol set = Device::commandSetFor(info);
    if (set == Protocol::Unknown && acceptsSgIo(fd))
        return Protocol::Scsi;
    return set;
}

QString readQueueAttr(const QString &name, const char *attr)
{
    QFile f(QStringLiteral("/sys/block/%1/queue/%2").arg(name, QLatin1String(attr)));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
}

// Read fresh from sysfs, not from `info`: after a change the kernel's view may move too.
void readKernelView(WriteCacheState &state, const Device::DeviceInfo &info)
{
    state.kernelView = Device::kernelCacheModeFromWords(readQueueAttr(info.name, "write_cache"));
    const QString fua = readQueueAttr(info.name, "fua");
    if (!fua.isEmpty())
        state.kernelFua = fua == QLatin1String("1");
    if (state.kernelView == Device::KernelCacheMode::Unknown)
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

Finding noDriveFinding(const Device::DeviceInfo &info)
{
    if (info.isLoop())
        return cacheFinding(FindingCode::kNoDriveLoop, {info.path, info.backingFile});
    if (info.transport == Device::Transport::Virtio)
        return cacheFinding(FindingCode::kNoDriveVirtio, {info.path});
    return cacheFinding(FindingCode::kNoDrive, {info.path});
}

Result<bool> readDrive(WriteCacheState &state, int fd, const Device::DeviceInfo &info)
{
    switch (protocolFor(info, fd)) {
    case Protocol::Ata: {
        Result<bool> ata = readAta(state, fd, info);
        // A USB bridge without SAT answers SCSI only: ask the caching page instead.
        if (!ata && info.transport == Device::Transport::Usb)
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

QList<Finding> virtualDiskFindings(const Device::DeviceInfo &info)
{
    const QString maker = Device::virtualDiskMaker(info);
    if (maker.isEmpty())
        return {};
    return {cacheFinding(FindingCode::kVirtualDisk, {info.path, maker})};
}

bool hasDriveLevelCache(const Device::DeviceInfo &info)
{
    return protocolFor(info) != Protocol::None;
}

QList<Finding> compareDriveAndKernel(const WriteCacheState &state)
{
    QList<Finding> findings;
    const bool kernelWriteBack = state.kernelView == Device::KernelCacheMode::WriteBack;
    const bool kernelWriteThrough = state.kernelView == Device::KernelCacheMode::WriteThrough;
    if (state.enabled == true && kernelWriteThrough)
        findings << cacheFinding(FindingCode::kKernelWriteThroughCacheOn);
    else if (state.enabled == false && kernelWriteBack)
        findings << cacheFinding(FindingCode::kKernelWriteBackCacheOff);
    if (state.enabled && state.savedEnabled && *state.enabled != *state.savedEnabled)
        findings << cacheFinding(*state.savedEnabled ? FindingCode::kSavedSwitchesOn
                                                     : FindingCode::kSavedSwitchesOff);
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
    const auto wanted =
        enabled ? Device::KernelCacheMode::WriteBack : Device::KernelCacheMode::WriteThrough;
    QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        const auto view = Device::kernelCacheModeFromWords(readQueueAttr(blockName, "write_cache"));
        if (view == wanted)
            return true;
        if (view == Device::KernelCacheMode::Unknown || deadline.hasExpired())
            return false;
        QThread::msleep(20);
    }
}

QString kernelViewWords(Device::KernelCacheMode view)
{
    if (view == Device::KernelCacheMode::WriteBack)
        //: the kernel's view of a drive's cache (queue/write_cache): it sends flushes
        return Tr::tr("write back");
    if (view == Device::KernelCacheMode::WriteThrough)
        //: the kernel's view of a drive's cache (queue/write_cache): it sends no flushes
        return Tr::tr("write through");
    return {};
}

} // namespace DriveProof::Cache
