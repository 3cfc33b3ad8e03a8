// The device side of the capacity test: which consent a drive needs, the safe open (through
// core/suites' TestTarget: the drive must not be mounted, stacked on or held; O_EXCL as
// root, the helper's OpenDevice with polkit as a user; O_DIRECT), and the history entry.
// Blocking: call from a worker thread in a GUI.
#pragma once

#include "capacity/medium.h"
#include "capacity/verify.h"
#include "common/finding.h"
#include "common/result.h"
#include "device/deviceinfo.h"

#include <QDateTime>
#include <QJsonObject>

#include <memory>

namespace DriveProof::Suites {
class TestTarget;
}

namespace DriveProof::Capacity {

// An empty drive (no partition table, no signature: device/drivecontents.h) needs one
// confirmation that names it; any other needs its device name typed.
enum class Consent { Confirm, TypeName };
Consent consentFor(const Device::DeviceInfo &disk);

class CapacityDevice
{
public:
    ~CapacityDevice();
    // `partition` empty: the whole disk. `confirmed`: the user gave the consent above.
    static Result<std::unique_ptr<CapacityDevice>> open(const Device::DeviceInfo &disk,
                                                        const QString &partition, bool confirmed);

    Medium &medium() { return *m_medium; }
    QString node() const { return m_node; }

private:
    CapacityDevice() = default;
    std::unique_ptr<Suites::TestTarget> m_target;
    std::unique_ptr<FdMedium> m_medium;
    QString m_node;
};

// The full verify's options for a drive: its state file under
// <GenericDataLocation>/driveproof/capacity/, keyed by the drive's history key and size, so
// that the next run on the same drive resumes (the CLI's and the window's alike).
VerifyOptions verifyOptionsFor(const Device::DeviceInfo &disk);

// Keeps a finished run in the drive's history (report/history.h) as family
// "capacity-quick" or "capacity-full", the JSON of capacityjson.h as its parameters.
Result<QString> saveToHistory(const Device::DeviceInfo &disk, const QString &node,
                              const QJsonObject &json, const Finding &verdict,
                              const QDateTime &started);

} // namespace DriveProof::Capacity
