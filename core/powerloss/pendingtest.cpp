// The pending test and the autostart entry of session.h: what must survive the power cut
// on the writer's machine so that the verifier knows what to check after the reboot.
#include "powerloss/session.h"

#include "powerloss/powerlosstr.h"
#include "powerloss/receipt.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace DriveProof::PowerLoss {
namespace {

QString dataFolder(const char *leaf)
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/driveproof/powerloss/") + QLatin1String(leaf);
}

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

std::string str(const QJsonValue &v)
{
    return v.toString().toStdString();
}

// 64-bit numbers as strings: JSON doubles lose bits above 2^53 (seeds, offsets).
QString u64(std::uint64_t v)
{
    return QString::number(v);
}

std::uint64_t u64(const QJsonValue &v)
{
    return v.toString().toULongLong();
}

QJsonObject parametersToJson(const RunParameters &p)
{
    return {{QStringLiteral("block_size"), qint64(p.blockSize)},
            {QStringLiteral("area_offset_bytes"), u64(p.areaOffsetBytes)},
            {QStringLiteral("area_blocks"), u64(p.areaBlocks)},
            {QStringLiteral("cold_blocks"), u64(p.coldBlocks)},
            {QStringLiteral("ring_blocks"), u64(p.ringBlocks)},
            {QStringLiteral("max_write_blocks"), qint64(p.maxWriteBlocks)},
            {QStringLiteral("seed"), u64(p.seed)},
            {QStringLiteral("method"), int(p.method)},
            {QStringLiteral("writes_per_commit"), qint64(p.writesPerCommit)},
            {QStringLiteral("workers"), qint64(p.workers)}};
}

RunParameters parametersFromJson(const QJsonObject &o, const RunId &runId)
{
    RunParameters p;
    p.runId = runId;
    p.blockSize = std::uint32_t(o.value(QStringLiteral("block_size")).toInteger());
    p.areaOffsetBytes = u64(o.value(QStringLiteral("area_offset_bytes")));
    p.areaBlocks = u64(o.value(QStringLiteral("area_blocks")));
    p.coldBlocks = u64(o.value(QStringLiteral("cold_blocks")));
    p.ringBlocks = u64(o.value(QStringLiteral("ring_blocks")));
    p.maxWriteBlocks = std::uint32_t(o.value(QStringLiteral("max_write_blocks")).toInteger());
    p.seed = u64(o.value(QStringLiteral("seed")));
    p.method = CommitMethod(std::clamp(o.value(QStringLiteral("method")).toInt(), 0, 3));
    p.writesPerCommit = std::uint32_t(o.value(QStringLiteral("writes_per_commit")).toInteger());
    p.workers = std::uint32_t(o.value(QStringLiteral("workers")).toInteger());
    return p;
}

QJsonObject factsToJson(const WriterFacts &f)
{
    return {{QStringLiteral("host_name"), text(f.hostName)},
            {QStringLiteral("target_path"), text(f.targetPath)},
            {QStringLiteral("device_model"), text(f.deviceModel)},
            {QStringLiteral("device_serial"), text(f.deviceSerial)},
            {QStringLiteral("device_firmware"), text(f.deviceFirmware)},
            {QStringLiteral("capacity_bytes"), u64(f.capacityBytes)},
            {QStringLiteral("write_cache"), text(f.writeCache)},
            {QStringLiteral("kernel"), text(f.kernel)},
            {QStringLiteral("boot_id"), text(f.bootId)},
            {QStringLiteral("unsafe_shutdowns"), qint64(f.unsafeShutdowns)},
            {QStringLiteral("virtual_machine"), f.virtualMachine},
            {QStringLiteral("on_battery"), f.onBattery},
            {QStringLiteral("usb_bridge"), f.usbBridge}};
}

WriterFacts factsFromJson(const QJsonObject &o)
{
    WriterFacts f;
    f.hostName = str(o.value(QStringLiteral("host_name")));
    f.targetPath = str(o.value(QStringLiteral("target_path")));
    f.deviceModel = str(o.value(QStringLiteral("device_model")));
    f.deviceSerial = str(o.value(QStringLiteral("device_serial")));
    f.deviceFirmware = str(o.value(QStringLiteral("device_firmware")));
    f.capacityBytes = u64(o.value(QStringLiteral("capacity_bytes")));
    f.writeCache = str(o.value(QStringLiteral("write_cache")));
    f.kernel = str(o.value(QStringLiteral("kernel")));
    f.bootId = str(o.value(QStringLiteral("boot_id")));
    f.unsafeShutdowns = o.value(QStringLiteral("unsafe_shutdowns")).toInteger(-1);
    f.virtualMachine = o.value(QStringLiteral("virtual_machine")).toBool();
    f.onBattery = o.value(QStringLiteral("on_battery")).toBool();
    f.usbBridge = o.value(QStringLiteral("usb_bridge")).toBool();
    return f;
}

QJsonObject pendingToJson(const PendingTest &t)
{
    return {{QStringLiteral("format"), 1},
            {QStringLiteral("run_id"), runIdText(t.runId)},
            {QStringLiteral("witness"), t.witnessAddress},
            {QStringLiteral("pairing_code"), t.pairingCode},
            {QStringLiteral("target"), t.targetPath},
            {QStringLiteral("parameters"), parametersToJson(t.parameters)},
            {QStringLiteral("facts"), factsToJson(t.facts)},
            {QStringLiteral("started"), t.started.toString(Qt::ISODateWithMs)},
            {QStringLiteral("practice"), t.practice},
            {QStringLiteral("device"), t.isDevice},
            {QStringLiteral("confirmed_seq"), u64(t.confirmedSeq)},
            {QStringLiteral("attempts"), t.attempts},
            {QStringLiteral("witness_salt"), QString::fromLatin1(t.witnessSalt.toHex())},
            {QStringLiteral("receipt_secret"), QString::fromLatin1(t.receiptSecret.toHex())}};
}

std::optional<PendingTest> pendingFromJson(const QJsonObject &o)
{
    const std::optional<RunId> id = runIdFromText(o.value(QStringLiteral("run_id")).toString());
    if (!id || o.value(QStringLiteral("format")).toInt() != 1)
        return std::nullopt;
    PendingTest t;
    t.runId = *id;
    t.witnessAddress = o.value(QStringLiteral("witness")).toString();
    t.pairingCode = o.value(QStringLiteral("pairing_code")).toString();
    t.targetPath = o.value(QStringLiteral("target")).toString();
    t.parameters = parametersFromJson(o.value(QStringLiteral("parameters")).toObject(), *id);
    t.facts = factsFromJson(o.value(QStringLiteral("facts")).toObject());
    t.started =
        QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODateWithMs);
    t.practice = o.value(QStringLiteral("practice")).toBool();
    t.isDevice = o.value(QStringLiteral("device")).toBool();
    t.confirmedSeq = u64(o.value(QStringLiteral("confirmed_seq")));
    t.attempts = o.value(QStringLiteral("attempts")).toInt();
    t.witnessSalt =
        QByteArray::fromHex(o.value(QStringLiteral("witness_salt")).toString().toLatin1());
    // Absent in a pending test from before receipts: the acks are then not checked. Any other
    // length is a damaged file, not a test to verify without its receipts.
    t.receiptSecret =
        QByteArray::fromHex(o.value(QStringLiteral("receipt_secret")).toString().toLatin1());
    if (!t.receiptSecret.isEmpty() && t.receiptSecret.size() != kReceiptSecretBytes)
        return std::nullopt;
    return t;
}

} // namespace

QString runIdText(const RunId &id)
{
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char *>(id.data()), qsizetype(id.size())).toHex());
}

std::optional<RunId> runIdFromText(const QString &text)
{
    const QByteArray raw = QByteArray::fromHex(text.toLatin1());
    if (text.size() != 32 || raw.size() != 16 || raw.toHex() != text.toLatin1().toLower())
        return std::nullopt;
    RunId id{};
    std::copy(raw.begin(), raw.end(), reinterpret_cast<char *>(id.data()));
    return id;
}

QString pendingFolder()
{
    return dataFolder("pending");
}

QString reportsFolder()
{
    return dataFolder("reports");
}

Result<bool> savePendingTest(const PendingTest &test)
{
    const QString folder = pendingFolder();
    const QString path = folder + u'/' + runIdText(test.runId) + QStringLiteral(".json");
    // The file holds the pairing code: nobody else on the machine may read it. The folder
    // first (0700), then the file (0600) before a byte of it is written.
    // A file system without modes (vfat) keeps the test working, as it did before.
    constexpr auto owner = QFile::ReadOwner | QFile::WriteOwner;
    QSaveFile file(path);
    bool saved = QDir().mkpath(folder);
    QFile::setPermissions(folder, owner | QFile::ExeOwner);
    saved = saved && file.open(QIODevice::WriteOnly);
    if (saved)
        file.setPermissions(owner);
    if (!saved || file.write(QJsonDocument(pendingToJson(test)).toJson()) < 0 || !file.commit())
        //: %1 file name, %2 the system's error text
        return Error{
            path, Tr::tr("Cannot save the pending test in %1: %2.").arg(path, file.errorString()),
            EIO};
    return true;
}

QList<PendingTest> loadPendingTests()
{
    QList<PendingTest> tests;
    const QDir dir(pendingFolder());
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(info.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        if (const auto test = pendingFromJson(QJsonDocument::fromJson(file.readAll()).object()))
            tests.append(*test);
    }
    std::sort(tests.begin(), tests.end(),
              [](const PendingTest &a, const PendingTest &b) { return a.started < b.started; });
    return tests;
}

bool clearPendingTest(const RunId &runId)
{
    return QFile::remove(pendingFolder() + u'/' + runIdText(runId) + QStringLiteral(".json"));
}

QString autostartPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/autostart/io.github.driveproof.DriveProof-powerloss.desktop");
}

Result<bool> installAutostart()
{
    const QString path = autostartPath();
    // Name and Comment stay in English here: the desktop file is read by the session
    // manager, and the app that it opens speaks the user's language.
    const QByteArray entry = "[Desktop Entry]\n"
                             "Type=Application\n"
                             "Name=DriveProof power-loss verification\n"
                             "Comment=Verify the drive after the power-loss test\n"
                             "Exec=driveproof --verify-pending\n"
                             "Icon=io.github.driveproof.DriveProof\n"
                             "Terminal=false\n"
                             "X-GNOME-Autostart-enabled=true\n";
    QSaveFile file(path);
    if (!QDir().mkpath(QFileInfo(path).absolutePath()) || !file.open(QIODevice::WriteOnly) ||
        file.write(entry) < 0 || !file.commit())
        //: %1 file name, %2 the system's error text
        return Error{
            path, Tr::tr("Cannot write the autostart entry %1: %2.").arg(path, file.errorString()),
            EIO};
    return true;
}

bool removeAutostart()
{
    return QFile::remove(autostartPath());
}

} // namespace DriveProof::PowerLoss
