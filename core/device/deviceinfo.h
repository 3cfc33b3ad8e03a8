// Value types describing a block device as DriveProof sees it.
// Unknown values stay null (empty QString / std::nullopt): never invented.
#pragma once

#include "device/transport.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace DriveProof::Device {

enum class DeviceKind { Disk, Loop };

struct PartitionInfo
{
    int number = 0;        // partition number as the kernel/table numbers it
    QString name;          // "sda1"
    QString path;          // "/dev/sda1"
    qint64 startBytes = 0; // from sysfs `start` (512-byte units) * 512
    qint64 sizeBytes = 0;
    QStringList mountpoints;
    QStringList holders; // dm/md names stacked on this partition
};

// A note about a value that could not be read: what, and why.
struct MissingFact
{
    QString key;  // stable: "model", "vendor", "serial", "firmware", "wwn",
                  // "rotation_rate", "device_node"
    QString what; // translated name, e.g. "serial number"
    QString why;  // translated reason
};

// The path between the drive and the machine, as sysfs reports it (sysfslink.cpp). Each
// number is 0 when sysfs does not say it: never guessed from the drive's class.
struct LinkInfo
{
    QString bus; // "sata", "pcie", "usb"; empty = unknown
    // SATA: the negotiated line rate of the ata port's link (ata_link/linkN/sata_spd), and
    // the fastest the drive supports (IDENTIFY word 76), in Gb/s: 1.5, 3.0, 6.0.
    double sataGbps = 0.0;
    double driveMaxSataGbps = 0.0;
    // PCIe (NVMe): the controller's PCI function now and at most, and its upstream port's
    // most; GT/s per lane (2.5, 5, 8, 16, 32) and lanes.
    double pcieGts = 0.0;
    int pcieWidth = 0;
    double pcieMaxGts = 0.0;
    int pcieMaxWidth = 0;
    double portMaxGts = 0.0;
    int portMaxWidth = 0;
    // USB: the USB device's `speed` in Mb/s (480 = USB 2, 5000 = USB 3.0) and the driver of
    // its storage interface: "uas" or "usb-storage" (Bulk-Only Transport).
    int usbMbps = 0;
    QString usbDriver;

    bool isKnown() const { return !bus.isEmpty(); }
};

struct DeviceInfo
{
    QString name; // kernel name, "vda"
    QString path; // "/dev/vda"
    DeviceKind kind = DeviceKind::Disk;
    int major = 0;
    int minor = 0;

    QString model;
    QString vendor;
    QString serial;
    QString firmware;
    QString wwn;

    qint64 sizeBytes = 0;
    int logicalBlockSize = 0;
    int physicalBlockSize = 0;
    int minimumIoSize = 0;
    int optimalIoSize = 0;
    int alignmentOffset = 0; // bytes; kernel's `alignment_offset`

    bool rotational = false;
    std::optional<int> rotationRateRpm;
    Transport transport = Transport::Unknown; // transportKey() gives its stable word
    bool removable = false;
    bool readOnly = false;

    QStringList mountpoints;                               // of the whole device
    QStringList holders;                                   // of the whole device
    KernelCacheMode writeCache = KernelCacheMode::Unknown; // queue/write_cache
    bool fua = false;
    QString backingFile; // loop only
    LinkInfo link;

    QList<PartitionInfo> partitions;

    QStringList sources;        // where facts came from: "sysfs", "ioctl", "udisks2"
    QList<MissingFact> missing; // what could not be read, and why

    bool isLoop() const { return kind == DeviceKind::Loop; }
    // True when the device or any of its partitions is mounted or held.
    bool inUse() const;
};

} // namespace DriveProof::Device
