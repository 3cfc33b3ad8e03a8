// Every record an ATA drive keeps about itself, parsed from the bytes the drive returned: the
// SMART attribute table with its thresholds, the capability fields of SMART READ DATA (the
// self-test execution status and the durations the drive states), the SMART self-test log,
// the SMART error log's count and the temperatures of the SCT Status. Pure: no I/O, no
// judgement; the tests and fuzzers feed these captured or hostile bytes.
// References: ACS-3 (INCITS 522) 7.44 SMART, with the SMART READ DATA layout of ATA8-ACS
// Table 61 (the attribute table itself is vendor specific; the 12-byte entry layout is the one
// every drive and smartctl use); 9.22 SMART self-test log (log 06h); 9.21 SMART error log
// (summary, log 01h); 8.3 SCT Status (log E0h).
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <array>
#include <optional>

namespace DriveProof::Health {

constexpr qsizetype kAtaSectorSize = 512;

// Where an attribute stands against its threshold (smartctl's WHEN_FAILED column).
enum class AttributeState {
    Ok,
    FailedInPast, // the worst value reached the threshold once; the value is above it now
    FailingNow,   // the value is at or below the threshold now
};

struct SmartAttribute
{
    int id = 0;                       // 1-255
    quint16 flags = 0;                // bit 0 pre-failure, bit 1 updated online
    int value = 0;                    // normalised, 1-253 (higher is better)
    int worst = 0;                    // the lowest normalised value ever
    std::optional<int> threshold;     // absent when the thresholds were not read
    quint64 raw = 0;                  // the 6 raw bytes, little-endian (48 bits)
    std::array<quint8, 6> rawBytes{}; // as the drive sent them, for per-attribute decoding
    AttributeState state = AttributeState::Ok;

    bool preFailure() const { return flags & 0x1; }
    bool online() const { return flags & 0x2; }
};

// The capability part of SMART READ DATA (ATA8-ACS Table 61, bytes 362-376).
struct SmartCapabilities
{
    quint8 offlineStatus = 0;     // byte 362
    quint8 selfTestStatus = 0;    // byte 363: bits 7:4 status, 3:0 remaining tenths
    int offlineSeconds = 0;       // bytes 365:364, total time for off-line data collection
    quint8 offlineCapability = 0; // byte 367
    quint16 smartCapability = 0;  // bytes 369:368
    bool errorLogging = false;    // byte 370 bit 0
    int shortMinutes = 0;         // byte 372
    int extendedMinutes = 0;      // byte 373, or bytes 376:375 when 373 is FFh
    int conveyanceMinutes = 0;    // byte 374

    bool selfTestSupported() const { return offlineCapability & 0x10; }   // bit 4
    bool conveyanceSupported() const { return offlineCapability & 0x20; } // bit 5
    bool abortSupported() const { return offlineCapability & 0x01; } // EXECUTE OFF-LINE IMMEDIATE
    // Bits 7:4 of byte 363 (ACS-3 Table 140): 0 done, 1 aborted by the host ... 15 running.
    int selfTestStatusCode() const { return selfTestStatus >> 4; }
    // Bits 3:0 while running: the part left, in tenths (9 = 90 % left).
    int selfTestRemainingPercent() const { return (selfTestStatus & 0x0F) * 10; }
};

struct SmartData
{
    int revision = 0;
    QList<SmartAttribute> attributes; // in the drive's order, empty slots (id 0) left out
    SmartCapabilities capabilities;
    bool checksumValid = true; // byte 511 makes the 512 bytes sum to 0 mod 256
};

// SMART READ DATA (512 bytes) with SMART READ THRESHOLDS (512 bytes, or empty when the
// drive refused them). Errors: not 512 bytes. Thresholds of the wrong size are ignored.
Result<SmartData> parseSmartData(QByteArrayView data, QByteArrayView thresholds = {});

// 48-bit raw value of attribute `id` in `data`, if present.
std::optional<quint64> smartRaw(const SmartData &data, int id);

// One entry of the SMART self-test log (ACS-3 Table 204).
struct SelfTestEntry
{
    quint8 subcommand = 0;    // byte 0: the LBA field of the EXECUTE OFF-LINE IMMEDIATE
    int status = 0;           // byte 1 bits 7:4, as byte 363 of SMART READ DATA
    int remainingPercent = 0; // byte 1 bits 3:0, in tenths * 10
    int lifetimeHours = 0;    // bytes 3:2, power-on hours when it ended
    quint32 failingLba = 0;   // bytes 8:5 (28-bit), meaningful on a read failure
};

// SMART self-test log: newest first, at most 21 entries. Errors: not 512 bytes. An unused
// log (index 0, all zero) gives an empty list.
Result<QList<SelfTestEntry>> parseSelfTestLog(QByteArrayView log);

// SMART error log (summary, log 01h): the device's count of errors since it was made (bytes
// 453:452). Errors: not 512 bytes.
Result<int> parseErrorLogCount(QByteArrayView log);

// Temperatures of the SCT Status (log E0h, bytes 200-204, signed °C; 80h = not reported).
struct SctTemperatures
{
    std::optional<int> current;
    std::optional<int> minSincePowerOn;
    std::optional<int> maxSincePowerOn;
    std::optional<int> minLifetime;
    std::optional<int> maxLifetime;
    quint32 overLimitCount = 0; // bytes 209:206
};
// Errors: not 512 bytes, or a format version (bytes 1:0) of 0 (no SCT status).
Result<SctTemperatures> parseSctStatus(QByteArrayView log);

} // namespace DriveProof::Health
