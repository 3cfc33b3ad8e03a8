// Words and numbers for people, shared by the widgets of the DriveProof window.
// Free functions translate through Gui::Tr so every card says the same thing.
#pragma once

#include "device/deviceinfo.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace DriveProof::Gui {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Gui)
};

// Drive makers count in powers of ten; so does the label on the box.
QString shortSize(qint64 bytes);
// A test size as the user picks it, in powers of two without decimals: "1 GiB", "256 MiB".
QString testSizeText(quint64 bytes);
// "2.0 TB (2,000,398,934,016 bytes)"
QString longSize(qint64 bytes);
// "4,096 bytes"
QString byteCount(int bytes);
QString yesNo(bool value);

// The name a person knows a drive by: its model, a loop device's backing file name, or
// the device path when neither is known.
QString driveTitle(const Device::DeviceInfo &info);
// "SATA", "NVMe", "USB", ...; empty when the transport is unknown.
QString transportText(Device::Transport transport);
// "solid state", "7,200 rpm", "rotational", "backed by a file"
QString mediaText(const Device::DeviceInfo &info);

// Why a fact is unknown, from DeviceInfo::missing by its stable key ("serial",
// "rotation_rate", ...). Falls back to a generic sentence.
QString whyMissing(const Device::DeviceInfo &info, const QString &key);

// `text` made safe to show inside a right-to-left window: device paths ("/dev/sda1") and
// numbers with Latin units ("512 MB/s", "4K") wrapped in Unicode's left-to-right isolates,
// so that Arabic or Hebrew around them cannot move their slash or unit to the wrong end.
// Unchanged while the window is left to right.
QString bidiIsolated(const QString &text);

} // namespace DriveProof::Gui
