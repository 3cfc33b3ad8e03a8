// The drive's own self-tests: ATA short / extended / conveyance (SMART EXECUTE OFF-LINE
// IMMEDIATE in off-line mode, so the drive stays usable; progress from the self-test
// execution status, byte 363 of SMART READ DATA; abort with subcommand 7Fh) and NVMe short /
// extended (Device Self-test; progress from the Device Self-test log 06h; abort with STC Fh).
// The drive runs the test: DriveProof starts it, asks how far it is and stops it, and a
// window closed meanwhile changes nothing. Over any transport (the tests script one); the
// real one is the helper's or root's fd. References: ACS-3 7.44.4 and Table 140; NVMe Base
// 1.4 5.8 and 5.14.1.6.
#pragma once

#include "atahealth.h"
#include "cache/nvmetransport.h"
#include "device/deviceinfo.h"

#include <QVariantMap>

#include <functional>
#include <optional>

namespace DriveProof::Health {

enum class SelfTestAction { Status, Short, Extended, Conveyance, Abort };

// "status", "short", "extended", "conveyance", "abort"; nullopt for anything else.
std::optional<SelfTestAction> selfTestActionFromKey(const QString &key);
QString selfTestActionKey(SelfTestAction action);

// What the drive says about its self-tests now.
struct SelfTestState
{
    QString protocol; // "ata" or "nvme"
    bool supported = false;
    bool conveyanceSupported = false; // ATA only
    bool running = false;
    int percentDone = 0; // while running
    // The last result while none runs: ATA the execution status (ACS-3 Table 140), NVMe the
    // newest log entry's result (Base 1.4 Figure 208); -1 when the drive has none.
    int lastResult = -1;
    bool lastFailed = false;
    // The durations the drive states, in minutes (NVMe short: the spec's 2 minutes at most).
    int shortMinutes = 0;
    int extendedMinutes = 0;
    int conveyanceMinutes = 0;

    QVariantMap toVariantMap() const; // for the helper's reply; stable keys
    static SelfTestState fromVariantMap(const QVariantMap &map);
    // The last result in words ("Completed without error"), empty when none.
    QString lastResultText() const;
};

using NvmeAdminFn = std::function<Result<Cache::NvmeAdminReply>(const nvme_admin_cmd &cmd,
                                                                Cache::NvmeOperation op)>;

// Each reads the state, acts when that makes sense, and returns the state after. Starting
// while a test runs is refused (EBUSY); a kind the drive does not offer is refused
// (EOPNOTSUPP); aborting when none runs sends nothing.
Result<SelfTestState> ataSelfTest(const AtaCommandFn &send, SelfTestAction action,
                                  const QString &device);
Result<SelfTestState> nvmeSelfTest(const NvmeAdminFn &admin, SelfTestAction action,
                                   const QString &device);

// On `fd`, the whole disk: NVMe for nvme drives, ATA PASS-THROUGH for sd disks, else
// EOPNOTSUPP. Blocking; needs root (the helper calls it).
Result<SelfTestState> runSelfTest(int fd, const Device::DeviceInfo &info, SelfTestAction action);

} // namespace DriveProof::Health
