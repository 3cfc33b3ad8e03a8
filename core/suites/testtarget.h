// Where a test runs (docs/design.md §5, "non-destructive by default"):
//  - a folder: a new hidden temporary file of the chosen size, preallocated, filled with
//    incompressible data so reads hit the medium, deleted afterwards. While the test runs
//    the file is flock()ed; a file of ours that nobody holds is a crash's leftover and is
//    removed by the next test in that folder (cleanLeftovers()).
//  - an existing regular file named by the user (fio's --filename): used in place, never
//    deleted, never grown: the area is the smaller of its size and the size asked for.
//  - a block device: read tests with an fd from the helper (or opened directly as root);
//    writes only when the caller confirmed them and the device is not mounted or held.
#pragma once

#include "common/result.h"
#include "device/deviceinfo.h"
#include "device/testlock.h"
#include "suites/suite.h"

#include <QString>

#include <memory>
#include <optional>

namespace DriveProof::Suites {

enum class TargetKind { Folder, File, Device };

struct TargetRequest
{
    TargetKind kind = TargetKind::Folder;
    QString path;
    quint64 sizeBytes = 0; // the area; 0 for a file or device: all of it
    bool write = false;    // the family writes
    bool fill = true;      // folder: write real data before the test (reads need it)
    bool direct = true;
    // Device writes: the caller has had the user confirm (typed the device name, or
    // --destructive without a terminal). Checked here again: not mounted, not held.
    bool destructiveConfirmed = false;
    // Device writes confirmed on the ground that the drive is empty (no partition table, no
    // file-system, RAID or LVM signature: Device::probeDriveContents): open() looks again and
    // refuses when anything turned up since, so one click never erases data.
    bool confirmedEmpty = false;
    // A device the caller has looked up already (Inventory::find on `path`): the disk and
    // the partition `path` names, if it names one. Unset: open() looks the device up.
    std::optional<Device::DeviceInfo> disk;
    QString partition;
    // Through the helper: a capacity check (core/capacity), which asks polkit's
    // check-capacity action instead of open-device-for-writing.
    bool capacityCheck = false;
    // Stops the fill of a temporary file (the open then fails with "cancelled").
    const std::atomic<bool> *cancel = nullptr;
};

class TestTarget
{
public:
    ~TestTarget(); // closes; removes a temporary file
    TestTarget(const TestTarget &) = delete;
    TestTarget &operator=(const TestTarget &) = delete;

    // May take a while for a folder (the fill); `progress` gets fractions of that.
    static Result<std::unique_ptr<TestTarget>> open(const TargetRequest &request,
                                                    const ProgressFn &progress = {});

    const SuiteTarget &suiteTarget() const { return m_target; }
    quint64 areaBytes() const { return m_areaBytes; }
    QString kindKey() const; // "temporary-file", "file", "device"
    QString path() const { return m_target.path; }
    quint32 logicalBlockSize() const { return m_logicalBlockSize; }

private:
    TestTarget() = default;

    SuiteTarget m_target;
    TargetKind m_kind = TargetKind::Folder;
    quint64 m_areaBytes = 0;
    quint32 m_logicalBlockSize = 512;
    bool m_removeOnClose = false;
    int m_lockFd = -1; // holds the flock that marks a temporary file as in use
    // "A test runs on these disks" (testlock.h), until the target closes.
    Device::TestLock m_testLock;
};

// What a path given as a target is (stat(2), following links), so that a front end can
// refuse a wrong kind before anything starts and name it correctly.
enum class PathKind {
    Missing, // nothing there (ENOENT, or ENOTDIR: a component is not a folder)
    Folder,
    File,        // a regular file
    BlockDevice, // a block device node
    Other,       // a FIFO, a socket, a character device
    Unknown,     // stat failed otherwise (no permission on a folder on the way)
};
PathKind pathKind(const QString &path);

// The name prefix of our temporary files: ".driveproof-test-".
QString temporaryFilePrefix();
// Removes our temporary files in `folder` that no running test holds. Returns how many.
int cleanLeftovers(const QString &folder);

} // namespace DriveProof::Suites
