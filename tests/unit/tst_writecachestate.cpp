// The write-cache state without hardware: findings for each disagreement between drive and
// kernel, loop devices (kernel view only), refusing to switch what cannot be switched, and
// the a{sv} round trip the helper's replies depend on.
#include "cache/writecache.h"
#include "health/health.h"
#include "report/drivestatejson.h"

#include <QTest>

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
    s.kernelView = QLatin1String(kernel);
    return s;
}

Device::DeviceInfo loopInfo()
{
    Device::DeviceInfo info;
    info.name = QStringLiteral("loop-not-here"); // no sysfs: the kernel view comes from info
    info.path = QStringLiteral("/dev/loop-not-here");
    info.kind = Device::DeviceKind::Loop;
    info.transport = QStringLiteral("loop");
    info.backingFile = QStringLiteral("/srv/disk.img");
    info.writeCache = QStringLiteral("write back");
    return info;
}

} // namespace

class TestWriteCacheState : public QObject
{
    Q_OBJECT
private slots:
    void kernelWriteThroughWithCacheOnIsDangerous()
    {
        const QStringList f = Cache::compareDriveAndKernel(drive(true, "write through"));
        QCOMPARE(f.size(), 1);
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
        const QStringList f = Cache::compareDriveAndKernel(drive(false, "write back"));
        QCOMPARE(f.size(), 1);
        QVERIFY(f.first().contains(QLatin1String("safe")));
    }
    void savedSettingDiffers()
    {
        WriteCacheState s = drive(false, "write through");
        s.savedEnabled = true;
        const QStringList f = Cache::compareDriveAndKernel(s);
        QCOMPARE(f.size(), 1);
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
        QCOMPARE(s->kernelView, QStringLiteral("write back"));
        QVERIFY(s->findings.join(QLatin1Char(' ')).contains(QLatin1String("/srv/disk.img")));
        const Result<WriteCacheState> set = Cache::setWriteCache(-1, info, false, false);
        QVERIFY(!set.ok());
        QVERIFY(set.error().message.contains(info.path));
        QVERIFY(!Health::readHealth(-1, info).ok());
    }
    void variantMapRoundTrip()
    {
        WriteCacheState s = drive(true, "write back");
        s.savedEnabled = false;
        s.persistence = Cache::Persistence::DriveSaved;
        s.kernelFua = true;
        s.sources = {QStringLiteral("sysfs")};
        s.findings = {QStringLiteral("a finding")};
        const Result<WriteCacheState> back = WriteCacheState::fromVariantMap(s.toVariantMap());
        QVERIFY(back.ok());
        QCOMPARE(back->device, s.device);
        QCOMPARE(back->protocol, Cache::Protocol::Ata);
        QCOMPARE(back->enabled, std::optional<bool>(true));
        QCOMPARE(back->savedEnabled, std::optional<bool>(false));
        QVERIFY(!back->changeable); // absent stays unknown, never "false"
        QCOMPARE(back->persistence, Cache::Persistence::DriveSaved);
        QCOMPARE(back->kernelFua, std::optional<bool>(true));
        QCOMPARE(back->findings, s.findings);
        QVERIFY(!WriteCacheState::fromVariantMap({}).ok());

        const QJsonObject json = Report::writeCacheToJson(s);
        QVERIFY(json.value(QStringLiteral("changeable")).isNull());
        QCOMPARE(json.value(QStringLiteral("enabled")).toBool(), true);
        QCOMPARE(json.value(QStringLiteral("persistence")).toString(), QStringLiteral("drive"));
    }
    void healthRoundTrip()
    {
        Health::HealthSummary h;
        h.device = QStringLiteral("/dev/nvme0n1");
        h.overall = Health::Overall::Caution;
        h.reasons = {QStringLiteral("worn")};
        h.temperatureCelsius = 41.0;
        h.unsafeShutdowns = 12;
        h.percentageUsed = 93;
        const Result<Health::HealthSummary> back =
            Health::HealthSummary::fromVariantMap(h.toVariantMap());
        QVERIFY(back.ok());
        QCOMPARE(back->overall, Health::Overall::Caution);
        QCOMPARE(back->unsafeShutdowns, std::optional<qint64>(12));
        QCOMPARE(back->percentageUsed, std::optional<int>(93));
        QVERIFY(!back->powerCycles);
        QCOMPARE(Report::healthToJson(h).value(QStringLiteral("power_cycles")).type(),
                 QJsonValue::Null);
    }
};

QTEST_GUILESS_MAIN(TestWriteCacheState)
#include "tst_writecachestate.moc"
