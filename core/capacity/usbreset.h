// The reset between writing the capacity test's records and reading them back: a USB drive
// is reset through usbfs (USBDEVFS_RESET on /dev/bus/usb/BBB/DDD), so that what its
// controller kept in RAM is lost and the reads come from its flash. Only the USB device
// that carries the drive under test and nothing else, only for the whole drive, only as
// root; otherwise it says why not (medium.h: ResetStatus). Linux only; blocking.
#pragma once

#include "capacity/medium.h"

#include <QString>

namespace DriveProof::Capacity {

struct UsbResetPlan
{
    ResetStatus status = ResetStatus::NotUsb; // Done: it can be reset
    QString usbDevice;                        // its USB device's folder in sysfs
    QString node;                             // its usbfs node, /dev/bus/usb/BBB/DDD
};

// Which USB device to reset for block device `blockName` ("sdb") under `sysRoot` ("/sys"),
// or why none: `partition` (a partition is checked), not `root`, not on USB, or the USB
// device carries another block device too.
UsbResetPlan planUsbReset(const QString &sysRoot, const QString &blockName, bool partition,
                          bool root);

// Resets the drive that `fd` (opened O_DIRECT on `blockNode`, kernel name `blockName`) is,
// waits until it reads again (up to 30 s; where the kernel gave it back as a new device with
// the same number at the same node, that is opened onto `fd`), and says how it went.
ResetOutcome resetUsbDrive(int fd, const QString &blockNode, const QString &blockName,
                           bool partition);

} // namespace DriveProof::Capacity
