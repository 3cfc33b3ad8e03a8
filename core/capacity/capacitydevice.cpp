// The device side of capacitydevice.h.
#include "capacity/capacitydevice.h"

#include "capacity/findings.h"
#include "capacity/usbreset.h"
#include "device/drivecontents.h"
#include "report/environment.h"
#include "report/history.h"
#include "suites/testtarget.h"

#include <QDir>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QUuid>

#include <linux/fs.h>
#include <sys/ioctl.h>

namespace DriveProof::Capacity {

Q_LOGGING_CATEGORY(lcCapacity, "driveproof.core.capacity", QtWarningMsg)

Consent consentFor(const Device::DeviceInfo &disk)
{
    return Device::probeDriveContents(disk).isEmpty() ? Consent::Confirm : Consent::TypeName;
}

CapacityDevice::~CapacityDevice() = default;

Result<std::unique_ptr<CapacityDevice>>
CapacityDevice::open(const Device::DeviceInfo &disk, const QString &partition, bool confirmed)
{
    Suites::TargetRequest request;
    request.kind = Suites::TargetKind::Device;
    request.path = partition.isEmpty() ? disk.path : QStringLiteral("/dev/") + partition;
    request.write = true;
    request.direct = true;
    request.destructiveConfirmed = confirmed;
    request.capacityCheck = true; // the helper's own polkit action: the dialog says what runs
    request.disk = disk;
    request.partition = partition;
    Result<std::unique_ptr<Suites::TestTarget>> opened = Suites::TestTarget::open(request);
    if (!opened)
        return opened.error();
    std::unique_ptr<CapacityDevice> device(new CapacityDevice);
    device->m_target = std::move(opened.value());
    const int fd = device->m_target->suiteTarget().fd;
    quint64 bytes = 0;
    if (::ioctl(fd, BLKGETSIZE64, &bytes) != 0)
        bytes = device->m_target->areaBytes();
    device->m_node = device->m_target->path();
    device->m_medium = std::make_unique<FdMedium>(fd, bytes, device->m_target->logicalBlockSize());
    // After the flush and before the reads: a USB drive is reset where it can be (usbreset.h).
    device->m_medium->setReset(
        [fd, node = device->m_node, name = partition.isEmpty() ? disk.name : partition,
         part = !partition.isEmpty()] { return resetUsbDrive(fd, node, name, part); });
    return device;
}

VerifyOptions verifyOptionsFor(const Device::DeviceInfo &disk)
{
    VerifyOptions options;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                           QStringLiteral("/driveproof/capacity");
    QDir().mkpath(folder);
    options.deviceKey =
        Report::HistoryStore::driveKey(disk) + QLatin1Char('-') + QString::number(disk.sizeBytes);
    options.statePath = folder + QLatin1Char('/') + options.deviceKey + QStringLiteral(".json");
    return options;
}

Result<QString> saveToHistory(const Device::DeviceInfo &disk, const QString &node,
                              const QJsonObject &json, const Finding &verdict,
                              const QDateTime &started)
{
    // Every finished run passes here, the CLI's and the window's: one line for each.
    qCInfo(lcCapacity) << "capacity:" << node << json.value(QStringLiteral("mode")).toString()
                       << verdict.code << verdict.arguments;
    Report::TestResult result;
    result.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    result.family = QStringLiteral("capacity-") + json.value(QStringLiteral("mode")).toString();
    result.started = started;
    result.finished = QDateTime::currentDateTimeUtc();
    result.targetKind = QStringLiteral("device");
    result.targetPath = node;
    result.targetSizeBytes = quint64(json.value(QStringLiteral("claimed_bytes")).toDouble());
    result.parameters = json;
    result.environment = Report::collectEnvironment(node, &disk);
    result.findings = {verdict};
    // The sentence too, for the history's one-line summary (the code stays the key).
    result.findings.first().text = findingText(verdict);
    result.cancelled = json.value(QStringLiteral("cancelled")).toBool();
    return Report::HistoryStore().save(result);
}

} // namespace DriveProof::Capacity
