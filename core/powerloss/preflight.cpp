// preflight() and observeFacts() of session.h: who the drive is and what the machine is,
// before the run (for HELLO and the warnings) and after the cut (for the validity checks).
#include "powerloss/session.h"

#include "device/blockstack.h"
#include "device/inventory.h"
#include "powerloss/powerlosstr.h"
#include "privilege/drivecontrol.h"
#include "report/environment.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

#include <optional>
#include <sys/stat.h>

namespace DriveProof::PowerLoss {
namespace {

std::string readLine(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readLine().trimmed().toStdString();
}

bool isBlockDevice(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode);
}

// The nearest existing path: a file target may not exist yet, its folder must.
QString existingPath(const QString &path)
{
    QFileInfo info(path);
    if (info.exists())
        return info.absoluteFilePath();
    return info.absolutePath();
}

// The whole disk under a file or a device node, when it can be found.
std::optional<Device::DeviceInfo> diskUnder(const QString &path, bool device)
{
    Device::Inventory inventory;
    if (device) {
        const Result<Device::DeviceInfo> found = inventory.find(path);
        return found ? std::optional(found.value()) : std::nullopt;
    }
    const QList<Device::StackDevice> stack = Device::blockStackOfPath(existingPath(path));
    if (stack.isEmpty())
        return std::nullopt;
    const Result<Device::DeviceInfo> found = inventory.find(stack.constLast().name);
    return found ? std::optional(found.value()) : std::nullopt;
}

// A laptop running from its battery: the cut would not cut anything.
bool runningOnBattery()
{
    const QDir supplies(QStringLiteral("/sys/class/power_supply"));
    bool battery = false;
    bool mainsOnline = false;
    for (const QString &name : supplies.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString dir = supplies.filePath(name);
        const std::string type = readLine(dir + QStringLiteral("/type"));
        if (type == "Mains" && readLine(dir + QStringLiteral("/online")) == "1")
            mainsOnline = true;
        if (type == "Battery" && readLine(dir + QStringLiteral("/status")) == "Discharging")
            battery = true;
    }
    return battery && !mainsOnline;
}

std::int64_t unsafeShutdownsOf(const Device::DeviceInfo &disk)
{
    const Result<Health::HealthSummary> health = Privilege::queryHealth(disk);
    if (!health || !health->unsafeShutdowns)
        return -1;
    return *health->unsafeShutdowns;
}

std::string writeCacheOf(const Device::DeviceInfo &disk)
{
    // What the drive says, as the main window's cache card shows it. The kernel's view alone
    // ("write back": it sends flushes) says what the kernel believes, not whether the drive
    // has its cache on; the card says "unknown" then, and so does the run.
    const Result<Cache::WriteCacheState> state = Privilege::queryWriteCache(disk);
    if (state && state->enabled)
        return *state->enabled ? "on" : "off";
    return "unknown";
}

} // namespace

QString warningText(const QString &code)
{
    if (code == QLatin1String("virtual-machine"))
        return Tr::tr("This is a virtual machine: pulling its virtual plug tests the host's "
                      "storage stack, not a drive. Run the test on real hardware.");
    if (code == QLatin1String("on-battery"))
        return Tr::tr("The machine runs on its battery: pulling the plug would not cut the "
                      "power. Remove the battery, or use a machine without one.");
    if (code == QLatin1String("usb-bridge"))
        return Tr::tr("The drive sits behind a USB bridge, which may have a cache and flush "
                      "rules of its own: the verdict is about the bridge and the drive together.");
    if (code == QLatin1String("cache-on"))
        return Tr::tr("The drive's write cache is on. That is normal: the test shows whether the "
                      "drive still keeps every write it acknowledged.");
    if (code == QLatin1String("no-unsafe-shutdown-counter"))
        return Tr::tr("The drive's unsafe-shutdown counter cannot be read, so the verifier "
                      "cannot confirm that the power really went away.");
    return code;
}

QString warningText(const PreflightWarning &warning)
{
    return warningText(warning.code);
}

const FindingTable &preflightTable()
{
    static const FindingTable table(
        {
            {"virtual-machine", Severity::Caution, "", {}},
            {"on-battery", Severity::Caution, "", {}},
            {"usb-bridge", Severity::Caution, "", {}},
            {"cache-on", Severity::Info, "", {}}, // normal: the test sees whether it keeps
            {"no-unsafe-shutdown-counter", Severity::Caution, "", {}},
        },
        warningText);
    return table;
}

Result<Preflight> preflight(const SessionSetup &setup)
{
    const QString path = setup.targetPath;
    if (path.isEmpty())
        return Error{path, Tr::tr("Choose a file or a device for the test area."), EINVAL};
    Preflight out;
    out.isDevice = isBlockDevice(path);
    if (!out.isDevice) {
        const QFileInfo info(path);
        if (info.exists() && !info.isFile())
            //: %1 a path
            return Error{path, Tr::tr("%1 is neither a regular file nor a block device.").arg(path),
                         EINVAL};
        if (!QFileInfo(info.absolutePath()).isDir())
            //: %1 a folder
            return Error{path, Tr::tr("The folder %1 does not exist.").arg(info.absolutePath()),
                         ENOENT};
    }

    WriterFacts &f = out.facts;
    f.hostName = QSysInfo::machineHostName().toStdString();
    f.targetPath = QFileInfo(path).absoluteFilePath().toStdString();
    f.kernel = QSysInfo::kernelVersion().toStdString();
    f.bootId = readLine(QStringLiteral("/proc/sys/kernel/random/boot_id"));
    f.virtualMachine = !Report::detectVirtualization().isEmpty();
    f.onBattery = runningOnBattery();

    const std::optional<Device::DeviceInfo> disk = diskUnder(path, out.isDevice);
    if (out.isDevice && !disk)
        //: %1 a device node
        return Error{path, Tr::tr("The device %1 was not found.").arg(path), ENODEV};
    if (disk) {
        f.deviceModel = disk->model.toStdString();
        f.deviceSerial = disk->serial.toStdString();
        f.deviceFirmware = disk->firmware.toStdString();
        f.capacityBytes = quint64(std::max<qint64>(0, disk->sizeBytes));
        f.usbBridge = disk->transport == Device::Transport::Usb;
        f.writeCache = writeCacheOf(*disk);
        f.unsafeShutdowns = unsafeShutdownsOf(*disk);
        if (disk->logicalBlockSize > 0)
            out.logicalBlockSize = std::uint32_t(disk->logicalBlockSize);
    } else {
        f.writeCache = "unknown";
    }
    if (!out.isDevice)
        out.logicalBlockSize = std::max<std::uint32_t>(4096, out.logicalBlockSize);

    const auto warn = [&out](const char *code) {
        out.warnings.append(preflightTable().make(QLatin1String(code)));
    };
    if (f.virtualMachine)
        warn("virtual-machine");
    if (f.onBattery)
        warn("on-battery");
    if (f.usbBridge)
        warn("usb-bridge");
    if (f.writeCache == "on")
        warn("cache-on"); // a note: the test is there to see whether it keeps its word
    if (f.unsafeShutdowns < 0 && !setup.practice)
        warn("no-unsafe-shutdown-counter");
    return out;
}

ObservedFacts observeFacts(const QString &targetPath)
{
    ObservedFacts now;
    now.bootId = readLine(QStringLiteral("/proc/sys/kernel/random/boot_id"));
    const std::optional<Device::DeviceInfo> disk = diskUnder(targetPath, isBlockDevice(targetPath));
    if (disk) {
        now.deviceModel = disk->model.toStdString();
        now.deviceSerial = disk->serial.toStdString();
        now.capacityBytes = quint64(std::max<qint64>(0, disk->sizeBytes));
        now.unsafeShutdowns = unsafeShutdownsOf(*disk);
        now.logicalSectorBytes = std::uint32_t(std::max(0, disk->logicalBlockSize));
    }
    return now;
}

} // namespace DriveProof::PowerLoss
