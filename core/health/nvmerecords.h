// NVMe records, pure part: the Device Self-test log (06h) parsed, and every field of the
// SMART / Health Information log (02h) as a row a person can read. References: NVM Express
// Base Specification 1.4, 5.14.1.2 (SMART / Health Information) and 5.14.1.6 (Device
// Self-test); section numbers are from 1.4, the fields are unchanged in 2.0.
#pragma once

#include "cache/nvmecodec.h"
#include "common/result.h"

#include <QList>
#include <QString>

#include <optional>

namespace DriveProof::Health {

constexpr quint8 kNvmeSelfTestLogId = 0x06;
constexpr quint32 kNvmeSelfTestLogSize = 564; // 4 + 20 results of 28 bytes

struct NvmeSelfTestResult
{
    int code = 0;            // byte 0 bits 7:4: 1h short, 2h extended, Eh vendor specific
    int result = 0;          // byte 0 bits 3:0: 0h passed ... 7h failed segments (Figure 208)
    int segment = 0;         // byte 1: the failed segment, for result 7h
    qint64 powerOnHours = 0; // bytes 11:4
    std::optional<quint64> failingLba; // bytes 23:16, when byte 2 bit 1 says it is valid
};

struct NvmeSelfTestLog
{
    int currentOperation = 0;          // byte 0 bits 3:0: 0 none, 1h short, 2h extended running
    int currentPercent = 0;            // byte 1 bits 6:0: how far the running test is
    QList<NvmeSelfTestResult> results; // newest first; unused entries (result Fh) left out
};

// Errors: fewer than 564 bytes.
Result<NvmeSelfTestLog> parseNvmeSelfTestLog(QByteArrayView data);

// Data units (byte 32 and 48) are thousands of 512-byte units (§5.14.1.2): the bytes they
// stand for, saturated.
qint64 nvmeDataUnitsBytes(qint64 units);

// Where the health log is specified, for tooltips: "NVMe Base 1.4, 5.14.1.2, bytes 47:32".
QString nvmeHealthLogSpec(const char *bytes);

} // namespace DriveProof::Health
