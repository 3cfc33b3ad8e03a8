// The write-cache state without hardware: findings for each disagreement between drive and
// kernel, loop devices (kernel view only), refusing to switch what cannot be switched, and
// the a{sv} round trip the helper's replies depend on.
#include "cache/cachefindings.h"
#include "cache/writecache.h"
#include "health/health.h"
#include "health/healthreasons.h"
#include "report/drivestatejson.h"

#include <QJsonArray>
#include <QTest>

#include <cerrno>

using namespace DriveProof;
using Cache::WriteCacheState;

namespace {

WriteCacheState drive(std::optional<bool> enabled, const char *kernel)
{
    WriteCacheState s;
    s.device = QStringLiteral("/dev/sdb");
    s.protocol = Cache::Protocol::Ata;
    s.supported = true;
    s.enabled = enabled;
    s.kernelView = DriveProof::Device::kernelCacheModeFromWords(QString::fromLatin1(kernel));
    return s;
}

Device::DeviceInfo loopInfo()
{
    Device::DeviceInfo info;
    info.name = QStringLiteral("loop-not-here"); // no sysfs: the kernel view comes from info
    info.path = QStringLiteral("/dev/loop-not-here");
    info.kind = Device::DeviceKind::Loop;
    info.transport = DriveProof::Device::Transport::Loop;
    info.backingFile = QStringLiteral("/srv/disk.img");
    info.writeCache = DriveProof::Device::KernelCacheMode::WriteBack;
    return info;
}

// The findings' codes, and their sentences as this process words them.
QStringList codes(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << f.code;
    return out;
}

} // namespace

class TestWriteCacheState : public QObject
{
    Q_OBJECT
private slots:
    void kernelWriteThroughWithCacheOnIsDangerous()
    {
        const QList<Finding> found = Cache::compareDriveAndKernel(drive(true, "write through"));
        QCOMPARE(codes(found), QStringList{QStringLiteral("cache.kernel-write-through-cache-on")});
        QCOMPARE(found.first().severity, Severity::Danger);
        const QStringList f = Cache::findingTexts(found);
        QVERIFY2(f.first().contains(QLatin1String("no longer sends flushes")),
                 qPrintable(f.first()));
        QVERIFY(f.first().contains(QLatin1String("can be lost")));
    }
    void agreementsSayNothing()
    {
        QVERIFY(Cache::compareDriveAndKernel(drive(true, "write back")).isEmpty());
        QVERIFY(Cache::compareDriveAndKernel(drive(false, "write through")).isEmpty());
        QVERIFY(Cache::compareDriveAndKernel(drive(std::nullopt, "write through")).isEmpty());
    }
    void extraFlushesAreHarmless()
    {
        const QList<Finding> found = Cache::compareDriveAndKernel(drive(false, "write back"));
        QCOMPARE(codes(found), QStringList{QStringLiteral("cache.kernel-write-back-cache-off")});
        const QStringList f = Cache::findingTexts(found);
        QVERIFY(f.first().contains(QLatin1String("safe")));
    }
    void savedSettingDiffers()
    {
        WriteCacheState s = drive(false, "write through");
        s.savedEnabled = true;
        const QList<Finding> found = Cache::compareDriveAndKernel(s);
        QCOMPARE(codes(found), QStringList{QStringLiteral("cache.saved-switches-on")});
        const QStringList f = Cache::findingTexts(found);
        QVERIFY(f.first().contains(QLatin1String("back on at the next power cycle")));
    }
    void loopDeviceHasOnlyAKernelView()
    {
        const Device::DeviceInfo info = loopInfo();
        QVERIFY(!Cache::hasDriveLevelCache(info));
        const Result<WriteCacheState> s = Cache::readWriteCache(-1, info);
        QVERIFY(s.ok());
        QCOMPARE(s->protocol, Cache::Protocol::None);
        QVERIFY(!s->enabled);
        QCOMPARE(s->kernelView, DriveProof::Device::KernelCacheMode::WriteBack);
        QCOMPARE(codes(s->findings), QStringList{QStringLiteral("cache.no-drive.loop")});
        QCOMPARE(s->findings.first().arguments,
                 (QStringList{info.path, QStringLiteral("/srv/disk.img")}));
        QVERIFY(Cache::findingText(s->findings.first()).contains(QLatin1String("/srv/disk.img")));
        const Result<WriteCacheState> set = Cache::setWriteCache(-1, info, false, false);
        QVERIFY(!set.ok());
        QVERIFY(set.error().message.contains(info.path));
        QVERIFY(!Health::readHealth(-1, info).ok());
    }
    // Issue 13: a SCSI disk on virtio-scsi was "virtio: takes no drive commands" although it
    // answers the caching mode page (QEMU's scsi-hd: WCE 1, changeable). The sd driver
    // takes SCSI commands whatever the host adapter; virtio-blk's vdX does not.
    void sdDiskOnVirtioScsiIsAskedThroughScsi()
    {
        Device::DeviceInfo sdb;
        sdb.name = QStringLiteral("sdb");
        sdb.path = QStringLiteral("/dev/sdb-not-here");
        sdb.transport = DriveProof::Device::Transport::Virtio; // as the host adapter's name says
        sdb.vendor = QStringLiteral("QEMU");
        sdb.model = QStringLiteral("QEMU HARDDISK");
        QVERIFY(Cache::hasDriveLevelCache(sdb));
        sdb.transport = DriveProof::Device::Transport::VirtioScsi;
        QVERIFY(Cache::hasDriveLevelCache(sdb));
        // No fd here: the SCSI path is taken, and fails on the fd, not with "no drive".
        const Result<WriteCacheState> s = Cache::readWriteCache(-1, sdb);
        QVERIFY(!s.ok());
        QVERIFY2(!s.error().message.contains(QLatin1String("takes no drive commands")),
                 qPrintable(s.error().message));

        Device::DeviceInfo vda;
        vda.name = QStringLiteral("vda");
        vda.path = QStringLiteral("/dev/vda-not-here");
        vda.transport = DriveProof::Device::Transport::Virtio;
        QVERIFY(!Cache::hasDriveLevelCache(vda));
    }
    void virtualDiskIsAFindingNotASkip()
    {
        Device::DeviceInfo info;
        info.name = QStringLiteral("sdb");
        info.path = QStringLiteral("/dev/sdb");
        info.transport = DriveProof::Device::Transport::VirtioScsi;
        info.vendor = QStringLiteral("QEMU");
        info.model = QStringLiteral("QEMU HARDDISK");
        const QList<Finding> found = Cache::virtualDiskFindings(info);
        QCOMPARE(codes(found), QStringList{QStringLiteral("cache.virtual-disk")});
        QCOMPARE(found.first().arguments, (QStringList{info.path, QStringLiteral("QEMU")}));
        const QStringList f = Cache::findingTexts(found);
        QVERIFY2(f.first().contains(QLatin1String("virtual disk (QEMU)")), qPrintable(f.first()));
        info.vendor = QStringLiteral("Msft");
        info.model = QStringLiteral("Virtual Disk");
        QCOMPARE(Cache::virtualDiskFindings(info).value(0).arguments.value(1),
                 QStringLiteral("Hyper-V"));
        info.vendor = QStringLiteral("VMware");
        info.model = QStringLiteral("Virtual disk");
        QCOMPARE(Cache::virtualDiskFindings(info).value(0).arguments.value(1),
                 QStringLiteral("VMware"));
        info.vendor = QStringLiteral("ATA");
        info.model = QStringLiteral("Samsung SSD 870 EVO 1TB");
        info.transport = DriveProof::Device::Transport::Sata;
        QVERIFY(Cache::virtualDiskFindings(info).isEmpty());
    }
    void virtualDiskRefusingAtaHealthIsNamed()
    {
        // Captured in the guest: QEMU's scsi-hd on virtio-scsi answers ATA PASS-THROUGH with
        // ILLEGAL REQUEST 20h/00h, which atatransport reports as EOPNOTSUPP.
        Device::DeviceInfo info;
        info.name = QStringLiteral("sdb");
        info.path = QStringLiteral("/dev/sdb");
        info.transport = DriveProof::Device::Transport::VirtioScsi;
        info.vendor = QStringLiteral("QEMU");
        info.model = QStringLiteral("QEMU HARDDISK");
        const Error refused{info.path, QStringLiteral("rejected IDENTIFY DEVICE"), EOPNOTSUPP};
        const Error e = Health::explainAtaRefusal(info, refused);
        QVERIFY2(e.message.contains(QLatin1String("virtual disk (QEMU)")), qPrintable(e.message));
        QCOMPARE(e.errnum, EOPNOTSUPP);
        // A real drive's refusal, or another error, is passed on as it is.
        info.vendor = QStringLiteral("ATA");
        info.model = QStringLiteral("WDC WD40EFRX-68N32N0");
        QCOMPARE(Health::explainAtaRefusal(info, refused).message, refused.message);
        info.vendor = QStringLiteral("QEMU");
        info.model = QStringLiteral("QEMU HARDDISK");
        const Error io{info.path, QStringLiteral("timed out"), ETIMEDOUT};
        QCOMPARE(Health::explainAtaRefusal(info, io).message, io.message);
    }
    void variantMapRoundTrip()
    {
        WriteCacheState s = drive(true, "write back");
        s.savedEnabled = false;
        s.persistence = Cache::Persistence::DriveSaved;
        s.kernelFua = true;
        s.sources = {QStringLiteral("sysfs")};
        s.findings = Cache::compareDriveAndKernel(drive(true, "write through"));
        s.findings << Cache::cacheFinding(Cache::FindingCode::kSavedUnknown,
                                          {s.device, QStringLiteral("Zeitüberschreitung")});
        const Result<WriteCacheState> back = WriteCacheState::fromVariantMap(s.toVariantMap());
        QVERIFY(back.ok());
        QCOMPARE(back->device, s.device);
        QCOMPARE(back->protocol, Cache::Protocol::Ata);
        QCOMPARE(back->enabled, std::optional<bool>(true));
        QCOMPARE(back->savedEnabled, std::optional<bool>(false));
        QVERIFY(!back->changeable); // absent stays unknown, never "false"
        QCOMPARE(back->persistence, Cache::Persistence::DriveSaved);
        QCOMPARE(back->kernelFua, std::optional<bool>(true));
        QCOMPARE(codes(back->findings), codes(s.findings));
        QCOMPARE(back->findings.at(1).severity, Severity::Caution);
        QCOMPARE(back->findings.at(1).arguments, s.findings.at(1).arguments);
        QVERIFY(!WriteCacheState::fromVariantMap({}).ok());
        // No sentence in the map: only codes, severities and arguments.
        const QVariantList sent = s.toVariantMap().value(QStringLiteral("findings")).toList();
        QCOMPARE(sent.size(), 2);
        QCOMPARE(sent.first().toMap().keys(),
                 (QStringList{QStringLiteral("arguments"), QStringLiteral("code"),
                              QStringLiteral("severity")}));

        const QJsonObject json = Report::writeCacheToJson(s);
        QVERIFY(json.value(QStringLiteral("changeable")).isNull());
        QCOMPARE(json.value(QStringLiteral("enabled")).toBool(), true);
        QCOMPARE(json.value(QStringLiteral("persistence")).toString(), QStringLiteral("drive"));
        QCOMPARE(json.value(QStringLiteral("kernel_view")).toString(),
                 QStringLiteral("write back"));
        // JSON: the code and its arguments for scripts, the sentence for people.
        const QJsonArray findings = json.value(QStringLiteral("findings")).toArray();
        QCOMPARE(findings.size(), 2);
        const QJsonObject saved = findings.at(1).toObject();
        QCOMPARE(saved.value(QStringLiteral("code")).toString(),
                 QStringLiteral("cache.unknown-saved"));
        QCOMPARE(saved.value(QStringLiteral("severity")).toString(), QStringLiteral("caution"));
        QCOMPARE(saved.value(QStringLiteral("arguments")).toArray().at(1).toString(),
                 QStringLiteral("Zeitüberschreitung"));
        QCOMPARE(saved.value(QStringLiteral("text")).toString(),
                 QStringLiteral("The saved write cache setting of /dev/sdb could not be read: "
                                "Zeitüberschreitung"));
    }
    void oldHelpersSentencesAreRead()
    {
        // A helper from before the codes: "findings" an "as" of sentences in its language.
        QVariantMap map = drive(true, "write through").toVariantMap();
        map.insert(QStringLiteral("findings"), QStringList{QStringLiteral("Der Kernel ...")});
        const Result<WriteCacheState> back = WriteCacheState::fromVariantMap(map);
        QVERIFY(back.ok());
        QCOMPARE(codes(back->findings),
                 (QStringList{QStringLiteral("cache.kernel-write-through-cache-on"),
                              QStringLiteral("cache.helper-sentence")}));
        QCOMPARE(Cache::findingText(back->findings.at(1)), QStringLiteral("Der Kernel ..."));
        // Findings in a form no version wrote: refused with a message, not guessed.
        map.insert(QStringLiteral("findings"), 42);
        const Result<WriteCacheState> odd = WriteCacheState::fromVariantMap(map);
        QVERIFY(!odd.ok());
        QVERIFY(odd.error().message.contains(QLatin1String("Restart DriveProof")));
    }
    void healthRoundTrip()
    {
        Health::HealthSummary h;
        h.device = QStringLiteral("/dev/nvme0n1");
        h.overall = Health::Overall::Caution;
        h.reasons = {
            Health::healthReason(Health::ReasonCode::kNvmeEnduranceNear, {QStringLiteral("93")})};
        h.temperatureCelsius = 41.0;
        h.unsafeShutdowns = 12;
        h.percentageUsed = 93;
        const Result<Health::HealthSummary> back =
            Health::HealthSummary::fromVariantMap(h.toVariantMap());
        QVERIFY(back.ok());
        QCOMPARE(back->overall, Health::Overall::Caution);
        QCOMPARE(back->unsafeShutdowns, std::optional<qint64>(12));
        QCOMPARE(back->percentageUsed, std::optional<int>(93));
        QCOMPARE(back->reasons.size(), 1);
        QCOMPARE(back->reasons.first().code, h.reasons.first().code);
        QCOMPARE(back->reasons.first().arguments, QStringList{QStringLiteral("93")});
        QVERIFY(!back->powerCycles);
        QCOMPARE(Report::healthToJson(h).value(QStringLiteral("power_cycles")).type(),
                 QJsonValue::Null);
    }
};

QTEST_GUILESS_MAIN(TestWriteCacheState)
#include "tst_writecachestate.moc"
