// Reads what the kernel knows about block devices from sysfs, and what ioctls on the
// device node add when it can be opened. Works with no udisks2 at all: that is the
// default on servers and in containers. Roots are injectable so unit tests can point it
// at fixture trees.
#pragma once

#include "deviceinfo.h"
#include "mounttable.h"

#include <QHash>
#include <QString>

#include <optional>

namespace DriveProof::Ata {
struct AtaIdentifyData;
}

namespace DriveProof::Device {

struct SysfsRoots
{
    QString sys = QStringLiteral("/sys");
    QString dev = QStringLiteral("/dev");
    QString mountInfo = QStringLiteral("/proc/self/mountinfo");
    bool useIoctls = true; // off for fixture trees: their /dev nodes do not exist
    // udev's database (b<major>:<minor> files): the strings ata_id / scsi_id / nvme read from
    // the drive itself, with privileges the user may not have. Tests point it at a fixture
    // folder (or a missing one).
    QString udevData = QStringLiteral("/run/udev/data");
};

class SysfsProbe
{
public:
    explicit SysfsProbe(SysfsRoots roots = {});

    // Kernel names of whole disks worth listing: sd, nvme, vd, mmcblk, loop with a backing
    // file, and others with media; not dm/md/ram/zram/optical or hidden namespaces.
    QStringList diskNames() const;

    // One disk with its partitions; nullopt when /sys/block/<name> does not exist.
    std::optional<DeviceInfo> probe(const QString &name) const;
    QList<DeviceInfo> probeAll() const;

    // Kernel name of the whole disk that holds `name` ("sda1" -> "sda", "sda" -> "sda");
    // empty when no such block device exists.
    QString diskOf(const QString &name) const;

private:
    QString readAttr(const QString &relPath) const;
    void readTopology(DeviceInfo &info, const QString &blockDir) const;
    void readPartitions(DeviceInfo &info, const QString &blockDir, const MountTable &mounts) const;
    void readIoctls(DeviceInfo &info) const;
    // sysfsidentity.cpp
    void readIdentity(DeviceInfo &info, const QString &blockDir) const;
    void readDriveIdentity(DeviceInfo &info, const QString &blockDir) const;
    // sysfslink.cpp
    void readLink(DeviceInfo &info, const QString &blockDir) const;

    SysfsRoots m_roots;
};

// Transport from the resolved sysfs device path, e.g.
// "/sys/devices/pci0000:00/0000:00:14.0/usb2/2-1/.../block/sdb" -> "usb".
Transport transportFromSysfsPath(const QString &name, const QString &devicePath);

// sysfslink.cpp: the parsers of the link attributes (0 for "<unknown>", "Unknown" and
// anything else they cannot read) and the drive's class.
// ata_link's sata_spd: "1.5 Gbps", "3.0 Gbps", "6.0 Gbps" -> Gb/s.
double parseSataSpeed(const QString &text);
// PCI current_link_speed / max_link_speed: "8.0 GT/s PCIe", "2.5 GT/s", "16 GT/s" -> GT/s.
double parsePcieSpeed(const QString &text);
// What kind of drive this is: "hdd" (it spins), "sata-ssd", "nvme-ssd", "usb-bridge" (a
// drive behind USB that says no more), "virtual" (a hypervisor's disk); empty = unknown.
DriveClass driveClass(const DeviceInfo &info);

// The rest is in sysfsidentity.cpp.

// Adds a MissingFact for each identity value still unknown. Call after every source merged.
void noteMissingFacts(DeviceInfo &info);

// The drive's own IDENTIFY strings (from VPD page 89h or the ATA pass-through ioctl) come
// before whatever `info` holds (INQUIRY, udev); word 217 gives the rotation rate.
void applyAtaIdentify(DeviceInfo &info, const Ata::AtaIdentifyData &id);

// One identity string from two sources, `current` being the preferred one: the candidate
// wins only where `current` is empty or a cut-off start of it (SCSI INQUIRY has 16 bytes
// for a 40-character ATA model: "ST2000DM008-2FR1" is "ST2000DM008-2FR102" cut off).
QString preferFullString(const QString &current, const QString &candidate);

// udev's database file: the E: lines as KEY -> value, `\xHH` escapes of *_ENC values kept.
QHash<QString, QString> parseUdevDatabase(const QByteArray &contents);
// Undoes udev's \xHH escapes (ID_MODEL_ENC: "Samsung\x20SSD\x20870"), trimmed.
QString decodeUdevString(const QString &encoded);

// SBC-3 6.6.2 Block Device Characteristics VPD page (B1h), MEDIUM ROTATION RATE in bytes
// 4-5: 0001h non-rotating (returned as 0), 0401h-FFFEh rpm; nullopt for 0000h (not
// reported), reserved values and a page that is not B1h.
std::optional<int> rotationFromVpdB1(const QByteArray &page);

// SAT-3 ATA Information VPD page (89h): the drive's IDENTIFY DEVICE data in bytes 60-571,
// as libata's SATL (and SAT bridges that have the page) return it. Empty when absent.
QByteArray identifyFromVpd89(const QByteArray &page);

// Who makes this disk, when it is a virtual one: "QEMU", "VMware", "Hyper-V",
// "VirtualBox", "Xen", "virtio", "Google", "Amazon EBS"... from the INQUIRY vendor and
// product or the ATA / NVMe model, and the transport. Empty for a real drive (as far as
// its identity says).
QString virtualDiskMaker(const DeviceInfo &info);

} // namespace DriveProof::Device
