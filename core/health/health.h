// Drive health: a summary a person can act on (good / caution / bad, with reasons) and the
// numbers behind it. ATA via libatasmart, NVMe via the SMART / Health Information log (02h).
#pragma once

#include "common/finding.h"
#include "common/result.h"
#include "device/deviceinfo.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace DriveProof::Health {

enum class Overall { Unknown, Good, Caution, Bad };

// Every record the drive keeps, as the bytes it returned: the reader (root or the helper)
// sends them along and whoever shows them parses them (atarecords.h, nvmerecords.h), so
// the helper's reply carries facts, never sentences. Empty: not read, or refused.
struct HealthRecords
{
    QByteArray ataSmartData;     // SMART READ DATA, 512
    QByteArray ataThresholds;    // SMART READ THRESHOLDS, 512
    QByteArray ataSelfTestLog;   // SMART READ LOG 06h, 512
    QByteArray ataErrorLog;      // SMART READ LOG 01h, 512
    QByteArray ataSctStatus;     // SMART READ LOG E0h, 512
    QByteArray ataIdentify;      // IDENTIFY DEVICE, 512: model and firmware pick the dialect
    bool ataNonRotating = false; // IDENTIFY word 217 = 1 (names attribute 192)
    QByteArray nvmeHealthLog;    // Get Log Page 02h, 512
    QByteArray nvmeSelfTestLog;  // Get Log Page 06h, 564
    quint16 nvmeExtendedSelfTestMinutes = 0; // Identify Controller EDSTT
    bool nvmeSelfTestSupported = false;      // Identify Controller OACS bit 4
    QByteArray nvmeIdentifyNamespace;        // Identify Namespace (CNS 00h), 4096: LBA formats
    // The commands the drive, or the bridge in front of it, refused ("SMART READ LOG 06h").
    QStringList refused;

    bool isEmpty() const { return ataSmartData.isEmpty() && nvmeHealthLog.isEmpty(); }
    QVariantMap toVariantMap() const;
    static HealthRecords fromVariantMap(const QVariantMap &map);
};

// Seagate's FARM log (ATA GP log A6h, SAS log page 3Dh subpage 03h) as a report prints it:
// the drive's own clocks, kept apart from SMART's, so a SMART counter that was reset shows.
struct FarmClocks
{
    std::optional<qint64> powerOnHours;
    std::optional<qint64> spindleHours;    // absent where the drive states none that fits
    std::optional<qint64> headFlightHours; // (some print values of billions of hours)
    QString assemblyDate;                  // "YYWW" as the drive states it; empty: not stated
};

struct HealthSummary
{
    QString device;
    Overall overall = Overall::Unknown;
    // Behind `overall`, by code (healthreasons.h); reasonText() words them where they are shown.
    QList<Finding> reasons;
    std::optional<double> temperatureCelsius;
    std::optional<qint64> powerOnHours;
    std::optional<qint64> powerCycles;
    std::optional<qint64> unsafeShutdowns;    // NVMe; ATA power-loss attribute where present
    std::optional<qint64> badSectors;         // ATA: reallocated + pending
    std::optional<qint64> mediaErrors;        // NVMe
    std::optional<int> availableSparePercent; // NVMe
    std::optional<int> percentageUsed;        // NVMe
    std::optional<int> criticalWarning;       // NVMe bit field
    QString source;                           // "libatasmart" / "NVMe health log"
    bool fromReport = false;        // read from a report (core/drivereport), not from a drive
    std::optional<FarmClocks> farm; // from a report that prints the FARM log
    HealthRecords records;          // "records" in the a{sv}

    QVariantMap toVariantMap() const; // for the helper's a{sv} replies; stable keys
    static Result<HealthSummary> fromVariantMap(const QVariantMap &map);
};

// Reads health through `fd`, open on the whole-disk node (NVMe health log; ATA SMART
// commands through SG_IO, judged by libatasmart from the bytes). Never opens the path
// again. Needs root; the helper calls it. Loop/virtio: an error saying the device has no
// health data.
Result<HealthSummary> readHealth(int fd, const Device::DeviceInfo &info);

// What to say when the ATA health commands were refused (EOPNOTSUPP): a virtual disk
// (QEMU's scsi-hd answers ILLEGAL REQUEST, 20h/00h) is named as one instead of a USB bridge
// without SAT. Other errors pass unchanged. Pure.
Error explainAtaRefusal(const Device::DeviceInfo &info, const Error &error);

} // namespace DriveProof::Health
