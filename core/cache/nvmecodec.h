// NVMe write cache and health, pure part: admin commands for the kernel's pass-through
// ioctl (struct nvme_admin_cmd) and parsers for what they return. No I/O: nvmetransport.h
// submits them; the tests and fuzzers feed the parsers captured or hostile bytes.
// Reference: NVM Express Base Specification 1.4 (section numbers below are from it; the
// fields used here are unchanged in 2.0).
#pragma once

#include "common/result.h"

#include <QByteArrayView>
#include <QString>

#include <linux/nvme_ioctl.h>

namespace DriveProof::Cache {

// Sizes of what the commands transfer.
constexpr quint32 kNvmeIdentifySize = 4096; // §5.15.2: every Identify data structure
constexpr quint32 kNvmeHealthLogSize = 512; // §5.14.1.2: SMART / Health Information

// Get Features Select field (§5.13, CDW10 bits 10:8).
enum class NvmeFeatureSelect : quint8 {
    Current = 0b000,
    Default = 0b001,
    Saved = 0b010,
    SupportedCapabilities = 0b011,
};

// The builders fill every field except `addr` (the data buffer), which the transport sets
// so that these stay pure; `data_len` says how large that buffer must be.
nvme_admin_cmd buildIdentifyController();
// Identify Namespace (CNS 00h) of namespace `nsid`: its size, LBA formats and the one in use
// (NVM Command Set 1.0, Figure 97); core/health/lbaformats.h parses it.
nvme_admin_cmd buildIdentifyNamespace(quint32 nsid);
nvme_admin_cmd buildGetWriteCacheFeature(NvmeFeatureSelect select);
nvme_admin_cmd buildSetWriteCacheFeature(bool enable, bool save);
nvme_admin_cmd buildGetHealthLog();
// Get Log Page of `size` bytes (a multiple of 4) of log `lid` for namespace `nsid`
// (FFFFFFFFh: the controller). 06h is the Device Self-test log (§5.14.1.6, 564 bytes).
nvme_admin_cmd buildGetLogPage(quint8 lid, quint32 size, quint32 nsid = 0xFFFFFFFF);
// Device Self-test (§5.8): STC 1h short, 2h extended, Fh abort, on every namespace.
nvme_admin_cmd buildDeviceSelfTest(quint8 code);

// The parts of the Identify Controller data structure (§5.15.2.2) we use.
struct NvmeIdentifyController
{
    QString serial;                      // SN, bytes 23:04, ASCII, space padded
    QString model;                       // MN, bytes 63:24
    QString firmware;                    // FR, bytes 71:64
    bool volatileWriteCache = false;     // VWC byte 525 bit 0: a write cache is present
    bool saveSelectSupported = false;    // ONCS bit 4: Get Features SEL / Set Features SV
    quint16 warningTempKelvin = 0;       // WCTEMP, bytes 267:266; 0 = not reported
    quint16 criticalTempKelvin = 0;      // CCTEMP, bytes 269:268; 0 = not reported
    bool selfTestSupported = false;      // OACS bytes 257:256 bit 4: Device Self-test
    quint16 extendedSelfTestMinutes = 0; // EDSTT, bytes 317:316
};

Result<NvmeIdentifyController> parseIdentifyController(QByteArrayView data);

// Volatile Write Cache feature value (§5.21.1.6, completion dword 0 bit 0: WCE).
bool parseWriteCacheEnabled(quint32 completionDword0);

// Supported capabilities of a feature (§5.13.2, Get Features with SEL = 011b).
struct NvmeFeatureCapabilities
{
    bool saveable = false;          // bit 0
    bool namespaceSpecific = false; // bit 1
    bool changeable = false;        // bit 2
};

NvmeFeatureCapabilities parseFeatureCapabilities(quint32 completionDword0);

// SMART / Health Information log (§5.14.1.2). 128-bit counters saturate at
// INT64_MAX (`saturated` says that happened) so that no value can overflow.
struct NvmeHealthLog
{
    quint8 criticalWarning = 0;       // byte 0, bit field (see NvmeCriticalWarning)
    quint16 temperatureKelvin = 0;    // bytes 2:1, composite temperature; 0 = not reported
    quint8 availableSparePercent = 0; // byte 3
    quint8 spareThresholdPercent = 0; // byte 4
    quint8 percentageUsed = 0;        // byte 5, may exceed 100
    qint64 dataUnitsRead = 0;         // bytes 47:32, units of 1000 * 512 bytes
    qint64 dataUnitsWritten = 0;      // bytes 63:48
    qint64 powerCycles = 0;           // bytes 127:112
    qint64 powerOnHours = 0;          // bytes 143:128
    qint64 unsafeShutdowns = 0;       // bytes 159:144
    qint64 mediaErrors = 0;           // bytes 175:160, media and data integrity errors
    qint64 errorLogEntries = 0;       // bytes 191:176
    quint32 warningTempMinutes = 0;   // bytes 195:192
    quint32 criticalTempMinutes = 0;  // bytes 199:196
    // Read by the full record view (core/health/nvmerecords.h):
    quint8 enduranceGroupWarning = 0;   // byte 6, Endurance Group Critical Warning Summary
    qint64 hostReadCommands = 0;        // bytes 79:64
    qint64 hostWriteCommands = 0;       // bytes 95:80
    qint64 controllerBusyMinutes = 0;   // bytes 111:96
    quint16 sensorKelvin[8] = {};       // bytes 215:200, Temperature Sensor 1-8; 0 = none
    quint32 thermalTransitions[2] = {}; // bytes 219:216 / 223:220, TMT1 / TMT2 counts
    quint32 thermalSeconds[2] = {};     // bytes 227:224 / 231:228, time in TMT1 / TMT2
    bool saturated = false;             // a counter did not fit in 63 bits
};

// Critical warning bits (§5.14.1.2, byte 0).
namespace NvmeCriticalWarning {
constexpr quint8 SpareBelowThreshold = 0x01; // bit 0
constexpr quint8 Temperature = 0x02;         // bit 1: above over- or below under-threshold
constexpr quint8 ReliabilityDegraded = 0x04; // bit 2
constexpr quint8 ReadOnly = 0x08;            // bit 3: media placed in read-only mode
constexpr quint8 BackupFailed = 0x10;        // bit 4: volatile memory backup device failed
constexpr quint8 PmrReadOnly = 0x20;         // bit 5: persistent memory region read only
} // namespace NvmeCriticalWarning

Result<NvmeHealthLog> parseHealthLog(QByteArrayView data);

// A 128-bit little-endian counter at `offset`, saturated to INT64_MAX. Exposed for tests.
qint64 readCounter128(QByteArrayView data, qsizetype offset, bool *saturated);

// The command an NVMe status answered: the same status means different things for each.
enum class NvmeOperation {
    Identify,
    GetFeature,
    GetSavedFeature,
    SetFeature,
    SetFeatureSave,
    GetLog,
    DeviceSelfTest
};

// One translated sentence for a non-zero status the ioctl returned (the 15-bit status
// field: SC bits 7:0, SCT bits 10:8, DNR bit 14), with the raw codes for support.
QString explainNvmeStatus(quint32 status, NvmeOperation operation);

} // namespace DriveProof::Cache
