// What a result records about the machine and the drive it ran on (Environment in
// testresult.h): kernel, host, CPU, hypervisor or container, the file system and mount
// options under the target (barriers off!), and the disk's identity. Reads /proc and /sys
// only; roots are injectable so unit tests point it at fixture trees.
// Blocking (small file reads); callable from any thread.
#pragma once

#include "device/deviceinfo.h"
#include "testresult.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace DriveProof::Cache {
struct WriteCacheState;
}

namespace DriveProof::Report {

struct EnvironmentRoots
{
    QString sys = QStringLiteral("/sys");
    QString proc = QStringLiteral("/proc");
    QString root = QStringLiteral("/"); // for /run/... and /.dockerenv
    // Off for fixture trees: the CPU's own CPUID answer would leak into their results.
    bool useCpuid = true;
};

// Everything above; `disk` (may be null) is the whole disk under the target. The drive's
// own cache setting needs the helper: fill it in with applyWriteCacheState() when read.
Environment collectEnvironment(const QString &targetPath, const Device::DeviceInfo *disk,
                               const EnvironmentRoots &roots = {});

// The drive's cache state as read through the helper (Cache::readWriteCache).
void applyWriteCacheState(Environment &env, const Cache::WriteCacheState &state);

// Hypervisor like systemd-detect-virt --vm names it: "kvm", "qemu", "vmware", "microsoft",
// "oracle", "xen", "amazon", "google", "bhyve", "parallels", "apple", ..., "vm-other" when
// the CPU says it runs under a hypervisor that nothing names; empty on bare metal.
// Sources: DMI (/sys/class/dmi/id), CPUID leaf 0x40000000, /sys/hypervisor/type, the device
// tree, and the "hypervisor" flag in /proc/cpuinfo.
QString detectVirtualization(const EnvironmentRoots &roots = {});

// Container like systemd-detect-virt --container names it: "docker", "podman", "lxc",
// "systemd-nspawn", "wsl", "openvz", ...; empty outside one.
QString detectContainer(const EnvironmentRoots &roots = {});

// "model name" (x86), else the nearest line other architectures use; empty when none.
QString cpuModelFromCpuInfo(const QByteArray &cpuInfo);

struct MountEntry
{
    QString mountPoint;
    QString fileSystem; // "ext4", "xfs", "fuse.sshfs"
    QString source;     // "/dev/sda1"
    QString options;    // per-mount options, then the super block's, without repeats
};

// The mount that holds `absolutePath` (the deepest mount point above it; the last mounted
// when several sit on the same point), from /proc/self/mountinfo text.
std::optional<MountEntry> mountOfPath(const QByteArray &mountInfo, const QString &absolutePath);

// True for "nobarrier", "barrier=0", "barrier=off", "barrier=none", ... (ext3/ext4, xfs
// before 4.19, btrfs, f2fs, reiserfs spellings); the last barrier option wins.
bool barriersOff(const QString &mountOptions);

} // namespace DriveProof::Report
