// A drive's connection as types (issue 26): the kernel's words are parsed once, in sysfs
// probing, and the rest of the code compares enums. One function picks the command set
// that reaches a drive, for the write cache, health and self-tests alike.
#pragma once

#include <QString>
#include <QStringView>

namespace DriveProof::Device {

struct DeviceInfo;

// How the drive is attached, from its sysfs path (sysfsprobe.h transportFromSysfsPath).
enum class Transport { Unknown, Sata, Sas, Scsi, VirtioScsi, Nvme, Usb, Virtio, Mmc, Loop };

// The stable word of docs/json.md: "sata", "sas", "scsi", "virtio-scsi", "nvme", "usb",
// "virtio", "mmc", "loop"; empty for Unknown. transportFromKey reads it back (history).
QString transportKey(Transport transport);
Transport transportFromKey(QStringView key);

// Which commands reach the drive itself, not only the block layer.
enum class CommandSet {
    Unknown,
    Ata,  // ATA, over SATA or through a SCSI/ATA translation (SAT: libata, USB bridges)
    Scsi, // SCSI: SAS, a SCSI disk, an sd disk on virtio-scsi
    Nvme,
    None, // a loop device, virtio-blk, an MMC card: no drive-level commands
};

// The command set to ask a drive with. A SATA disk and a USB bridge get ATA (a bridge
// without SAT refuses it, and the caller falls back to SCSI); an sd disk on any other
// adapter gets SCSI, whose ATA PASS-THROUGH the health and self-test readers still try,
// because a SATA drive behind a SAS HBA or virtio-scsi answers it. Unknown when nothing
// says; the write-cache reader then asks the descriptor whether it takes SG_IO.
CommandSet commandSetFor(const DeviceInfo &info);

// What kind of drive this is (sysfsprobe.h driveClass()): what the expectation verdicts
// and the SLC-cache verdict compare a result with.
enum class DriveClass {
    Unknown,
    Hdd,     // it spins
    SataSsd, // a SATA (or SAS) disk that does not
    NvmeSsd,
    UsbBridge, // whatever is behind a USB bridge: the bridge sets the pace
    Virtual,   // emulated by a hypervisor
};

// "hdd", "sata-ssd", "nvme-ssd", "usb-bridge", "virtual"; empty for Unknown (docs/json.md).
QString driveClassKey(DriveClass driveClass);
DriveClass driveClassFromKey(QStringView key);

// The kernel's view of the write cache (/sys/block/NAME/queue/write_cache).
enum class KernelCacheMode { Unknown, WriteBack, WriteThrough };

// "write back" / "write through", as sysfs shows and takes them; empty for Unknown.
QString kernelCacheWords(KernelCacheMode mode);
KernelCacheMode kernelCacheModeFromWords(QStringView words);

} // namespace DriveProof::Device
