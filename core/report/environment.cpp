#include "environment.h"

#include "cache/writecache.h"
#include "device/mounttable.h"
#include "device/sysfsprobe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

#include <sys/stat.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#include <algorithm>
#include <array>
#include <cstring>

namespace DriveProof::Report {

namespace {

QByteArray readFile(const QString &path, qint64 maxBytes = 1 << 20)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(maxBytes);
}

QString readLine(const QString &path)
{
    return QString::fromUtf8(readFile(path, 4096)).trimmed();
}

bool exists(const QString &path)
{
    return QFileInfo::exists(path);
}

struct VirtName
{
    const char *prefix;
    const char *name;
};

// systemd's DMI vendor table (src/basic/virt.c), as prefixes of the DMI strings. "Microsoft
// Corporation" and "Oracle Corporation" are left out: they also make bare-metal machines.
constexpr std::array kDmiVendors{
    VirtName{"KVM", "kvm"},
    VirtName{"OpenStack", "kvm"},
    VirtName{"KubeVirt", "kvm"},
    VirtName{"Amazon EC2", "amazon"},
    VirtName{"QEMU", "qemu"},
    VirtName{"VMware", "vmware"},
    VirtName{"VMW", "vmware"},
    VirtName{"innotek GmbH", "oracle"},
    VirtName{"VirtualBox", "oracle"},
    VirtName{"Xen", "xen"},
    VirtName{"Bochs", "bochs"},
    VirtName{"Parallels", "parallels"},
    VirtName{"BHYVE", "bhyve"},
    VirtName{"Hyper-V", "microsoft"},
    VirtName{"Apple Virtualization", "apple"},
    VirtName{"Google", "google"},
};

// Hypervisor vendor signatures of CPUID leaf 0x40000000 (EBX, ECX, EDX).
constexpr std::array kCpuidVendors{
    VirtName{"XenVMMXenVMM", "xen"},    VirtName{"KVMKVMKVM", "kvm"},
    VirtName{"Linux KVM Hv", "kvm"},    VirtName{"TCGTCGTCGTCG", "qemu"},
    VirtName{"VMwareVMware", "vmware"}, VirtName{"Microsoft Hv", "microsoft"},
    VirtName{"bhyve bhyve ", "bhyve"},  VirtName{"QNXQVMBSQG", "qnx"},
    VirtName{"ACRNACRNACRN", "acrn"},   VirtName{"VBoxVBoxVBox", "oracle"},
    VirtName{"Apple VZ", "apple"},
};

QString dmiVirtualization(const EnvironmentRoots &roots)
{
    const QString dmi = roots.sys + QStringLiteral("/class/dmi/id/");
    for (const char *file :
         {"product_name", "sys_vendor", "board_vendor", "bios_vendor", "product_version"}) {
        const QString value = readLine(dmi + QLatin1String(file));
        if (value.isEmpty())
            continue;
        for (const VirtName &v : kDmiVendors) {
            if (value.startsWith(QLatin1String(v.prefix)))
                return QLatin1String(v.name);
        }
    }
    // Hyper-V names itself only by its product; the vendor also makes laptops.
    if (readLine(dmi + QStringLiteral("sys_vendor")) == QLatin1String("Microsoft Corporation") &&
        readLine(dmi + QStringLiteral("product_name")) == QLatin1String("Virtual Machine"))
        return QStringLiteral("microsoft");
    return {};
}

QString cpuidVirtualization()
{
#if defined(__x86_64__) || defined(__i386__)
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    __cpuid(1, eax, ebx, ecx, edx);
    if (!(ecx & (1u << 31))) // CPUID.1:ECX bit 31, "hypervisor present"
        return {};
    __cpuid(0x40000000, eax, ebx, ecx, edx);
    char vendor[13] = {};
    std::memcpy(vendor, &ebx, 4);
    std::memcpy(vendor + 4, &ecx, 4);
    std::memcpy(vendor + 8, &edx, 4);
    for (const VirtName &v : kCpuidVendors) {
        if (std::strncmp(vendor, v.prefix, std::strlen(v.prefix)) == 0)
            return QLatin1String(v.name);
    }
#endif
    return {};
}

bool cpuInfoHasHypervisorFlag(const QByteArray &cpuInfo)
{
    for (const QByteArray &line : cpuInfo.split('\n')) {
        if (line.startsWith("flags") && line.contains(':'))
            return line.mid(line.indexOf(':') + 1).split(' ').contains("hypervisor");
    }
    return false;
}

QString deviceTreeVirtualization(const EnvironmentRoots &roots)
{
    const QByteArray compatible =
        readFile(roots.sys + QStringLiteral("/firmware/devicetree/base/hypervisor/compatible"));
    if (compatible.contains("linux,kvm"))
        return QStringLiteral("kvm");
    if (compatible.contains("xen"))
        return QStringLiteral("xen");
    if (compatible.contains("vmware"))
        return QStringLiteral("vmware");
    return compatible.isEmpty() ? QString() : QStringLiteral("vm-other");
}

bool holds(const QString &mountPoint, const QString &path)
{
    if (mountPoint == QLatin1String("/"))
        return path.startsWith(QLatin1Char('/'));
    return path == mountPoint || path.startsWith(mountPoint + QLatin1Char('/'));
}

// The absolute path with symbolic links resolved as far as the path exists, so a target
// about to be created still finds its mount.
QString resolvedPath(const QString &path)
{
    QString existing = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QString rest;
    while (!existing.isEmpty() && !QFileInfo::exists(existing)) {
        const qsizetype slash = existing.lastIndexOf(QLatin1Char('/'));
        if (slash < 0)
            break;
        rest.prepend(existing.mid(slash));
        existing = existing.left(slash);
    }
    const QString canonical =
        QFileInfo(existing.isEmpty() ? QStringLiteral("/") : existing).canonicalFilePath();
    if (canonical.isEmpty())
        return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    return QDir::cleanPath(canonical + rest);
}

bool isBlockDevice(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode);
}

} // namespace

QString detectVirtualization(const EnvironmentRoots &roots)
{
    const bool hypervisorFlag =
        cpuInfoHasHypervisorFlag(readFile(roots.proc + QStringLiteral("/cpuinfo")));
    const QString dmi = dmiVirtualization(roots);
    // Bare-metal EC2 instances carry the same DMI vendor as virtual ones.
    if (dmi == QLatin1String("amazon"))
        return hypervisorFlag ? dmi : QString();
    if (dmi == QLatin1String("xen") || dmi == QLatin1String("oracle"))
        return dmi;
    // CPUID names the hypervisor that runs us (kvm) where DMI names the emulated board (qemu).
    if (hypervisorFlag && roots.useCpuid) {
        if (const QString cpuid = cpuidVirtualization(); !cpuid.isEmpty())
            return cpuid;
    }
    if (!dmi.isEmpty())
        return dmi;
    if (readLine(roots.sys + QStringLiteral("/hypervisor/type")) == QLatin1String("xen"))
        return QStringLiteral("xen");
    if (const QString dt = deviceTreeVirtualization(roots); !dt.isEmpty())
        return dt;
    return hypervisorFlag ? QStringLiteral("vm-other") : QString();
}

QString detectContainer(const EnvironmentRoots &roots)
{
    const QString root = roots.root.endsWith(QLatin1Char('/')) ? roots.root.chopped(1) : roots.root;
    if (exists(roots.proc + QStringLiteral("/vz")) && !exists(roots.proc + QStringLiteral("/bc")))
        return QStringLiteral("openvz");
    const QString release = readLine(roots.proc + QStringLiteral("/sys/kernel/osrelease"));
    if (release.contains(QLatin1String("Microsoft")) || release.contains(QLatin1String("WSL")))
        return QStringLiteral("wsl");
    // PID 1's environment is readable by root only; systemd copies it to /run for the rest.
    for (const QByteArray &var : readFile(roots.proc + QStringLiteral("/1/environ")).split('\0')) {
        if (var.startsWith("container=") && var.size() > 10)
            return QString::fromUtf8(var.mid(10));
    }
    for (const char *file : {"/run/systemd/container", "/run/host/container-manager"}) {
        if (const QString name = readLine(root + QLatin1String(file)); !name.isEmpty())
            return name;
    }
    if (exists(root + QStringLiteral("/run/.containerenv")))
        return QStringLiteral("podman");
    if (exists(root + QStringLiteral("/.dockerenv")))
        return QStringLiteral("docker");
    return {};
}

QString cpuModelFromCpuInfo(const QByteArray &cpuInfo)
{
    // x86, MIPS, POWER, RISC-V, then the board name some ARM kernels give instead.
    for (const char *wanted : {"model name", "cpu model", "cpu", "uarch", "Hardware", "Model"}) {
        for (const QByteArray &line : cpuInfo.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed() == wanted) {
                const QString value = QString::fromUtf8(line.mid(colon + 1)).simplified();
                if (!value.isEmpty())
                    return value;
            }
        }
    }
    return {};
}

std::optional<MountEntry> mountOfPath(const QByteArray &mountInfo, const QString &absolutePath)
{
    // Fields: id parent major:minor root mountpoint options [optional...] - fstype source superopts
    std::optional<MountEntry> best;
    for (const QByteArray &line : mountInfo.split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        const qsizetype dash = f.indexOf("-");
        if (f.size() < 5 || dash < 6 || dash + 2 >= f.size())
            continue;
        MountEntry e;
        e.mountPoint = Device::unescapeMountInfoField(f[4]);
        if (!holds(e.mountPoint, absolutePath))
            continue;
        // A later line on the same or a deeper point hides the earlier one.
        if (best && best->mountPoint.size() > e.mountPoint.size())
            continue;
        e.fileSystem = Device::unescapeMountInfoField(f[dash + 1]);
        e.source = Device::unescapeMountInfoField(f[dash + 2]);
        QStringList options = QString::fromUtf8(f[5]).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (dash + 3 < f.size()) {
            for (const QString &o :
                 QString::fromUtf8(f[dash + 3]).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                if (!options.contains(o))
                    options.append(o);
            }
        }
        e.options = options.join(QLatin1Char(','));
        best = e;
    }
    return best;
}

bool barriersOff(const QString &mountOptions)
{
    bool off = false;
    for (const QString &option : mountOptions.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString o = option.trimmed().toLower();
        if (o == QLatin1String("nobarrier"))
            off = true;
        else if (o == QLatin1String("barrier"))
            off = false;
        else if (o.startsWith(QLatin1String("barrier=")))
            off = QStringList{QStringLiteral("0"), QStringLiteral("off"), QStringLiteral("none"),
                              QStringLiteral("no"), QStringLiteral("false")}
                      .contains(o.mid(8));
    }
    return off;
}

Environment collectEnvironment(const QString &targetPath, const Device::DeviceInfo *disk,
                               const EnvironmentRoots &roots)
{
    Environment env;
    env.kernel = readLine(roots.proc + QStringLiteral("/sys/kernel/osrelease"));
    if (env.kernel.isEmpty())
        env.kernel = QSysInfo::kernelVersion();
    env.hostname = readLine(roots.proc + QStringLiteral("/sys/kernel/hostname"));
    if (env.hostname.isEmpty())
        env.hostname = QSysInfo::machineHostName();
    env.cpuModel = cpuModelFromCpuInfo(readFile(roots.proc + QStringLiteral("/cpuinfo")));
    env.virtualization = detectVirtualization(roots);
    env.container = detectContainer(roots);
    env.appVersion = QStringLiteral(DRIVEPROOF_VERSION);

    // A raw device has no file system between the test and the drive.
    if (!targetPath.isEmpty() && !isBlockDevice(targetPath)) {
        const QByteArray mountInfo =
            readFile(roots.proc + QStringLiteral("/self/mountinfo"), 16 << 20);
        if (const auto mount = mountOfPath(mountInfo, resolvedPath(targetPath))) {
            env.fileSystem = mount->fileSystem;
            env.mountPoint = mount->mountPoint;
            env.mountOptions = mount->options;
            env.barriersOff = barriersOff(mount->options);
        }
    }

    if (disk) {
        env.device = disk->name;
        env.model = disk->model;
        env.serial = disk->serial;
        env.wwn = disk->wwn;
        env.backingFile = disk->backingFile;
        env.firmware = disk->firmware;
        env.transport = Device::transportKey(disk->transport);
        env.sizeBytes = quint64(std::max<qint64>(disk->sizeBytes, 0));
        // The same rule the suites use: the kernel's "not rotational" is a known 0 rpm.
        env.rotationRpm = disk->rotationRateRpm.value_or(disk->rotational ? -1 : 0);
        env.logicalBlockSize = quint32(std::max(disk->logicalBlockSize, 0));
        env.physicalBlockSize = quint32(std::max(disk->physicalBlockSize, 0));
        env.writeCacheKernel = disk->writeCache;
        env.link = disk->link;
        env.driveClass = Device::driveClass(*disk);
    }
    return env;
}

void applyWriteCacheState(Environment &env, const Cache::WriteCacheState &state)
{
    env.driveWriteCache = state.enabled;
    if (state.kernelView != Device::KernelCacheMode::Unknown)
        env.writeCacheKernel = state.kernelView;
}

} // namespace DriveProof::Report
