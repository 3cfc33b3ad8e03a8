// Whether TRIM reaches the drive (core/flash/trimpath.h) through stacks this build machine
// cannot make, on a fake /sys laid out as Linux lays them out (tests/fixtures/sysfs/
// trim-stacks.tree): dm-crypt without allow_discards under LVM, a USB stick on usb-storage,
// an SSD behind UAS, md RAID1, a dm device without limits. Real loop devices are in
// tests/root/tst_trimloop.cpp, dm-crypt on a real kernel in the drive lab. fstrim.timer's
// state from real unit folders (symlinks as systemctl makes them) in a temporary folder.
#include "flash/trimfindings.h"
#include "flash/trimjson.h"
#include "flash/trimpath.h"
#include "sysfstree.h"
#include "trimcodes.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/sysmacros.h>

using namespace DriveProof;
using namespace DriveProof::Flash;

class TestTrimPath : public QObject
{
    Q_OBJECT
    SysfsTree m_tree;
    QTemporaryDir m_dir;
    TrimRoots m_roots;

    // A systemd unit folder: fstrim.timer installed, enabled or masked; systemd running.
    void makeTimer(const QString &state, bool running)
    {
        const QString top = state + (running ? QStringLiteral("-running") : QString());
        const QString etc = m_dir.filePath(top + QStringLiteral("/etc"));
        const QString lib = m_dir.filePath(top + QStringLiteral("/lib"));
        const QString run = m_dir.filePath(top + QStringLiteral("/run"));
        if (QFileInfo::exists(etc)) {
            m_roots.timer = TimerRoots{etc, run, {lib}};
            return;
        }
        QDir().mkpath(etc + QStringLiteral("/systemd/system/timers.target.wants"));
        QDir().mkpath(lib);
        QDir().mkpath(run);
        if (running)
            QDir().mkpath(run + QStringLiteral("/systemd/system"));
        if (state != QLatin1String("not-installed")) {
            QFile unit(lib + QStringLiteral("/fstrim.timer"));
            QVERIFY(unit.open(QIODevice::WriteOnly));
            unit.write("[Timer]\nOnCalendar=weekly\n");
        }
        if (state == QLatin1String("enabled"))
            QVERIFY(QFile::link(lib + QStringLiteral("/fstrim.timer"),
                                etc + QStringLiteral("/systemd/system/timers.target.wants/"
                                                     "fstrim.timer")));
        if (state == QLatin1String("masked"))
            QVERIFY(QFile::link(QStringLiteral("/dev/null"),
                                etc + QStringLiteral("/systemd/system/fstrim.timer")));
        m_roots.timer = TimerRoots{etc, run, {lib}};
    }

    TrimReport report(const QString &target, int maj, int min)
    {
        const Result<TrimReport> r = trimReportOf(target, makedev(maj, min), true, m_roots);
        if (!r)
            qWarning() << r.error().message;
        return r ? r.value() : TrimReport{};
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        const QString err = m_tree.build(
            QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/sysfs/trim-stacks.tree"));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(m_dir.isValid());
        m_roots.sys = m_tree.sysRoot();
        m_roots.mountInfo = m_tree.mountInfoPath();
        m_roots.dev = m_dir.filePath(QStringLiteral("dev"));
        m_roots.swaps = m_dir.filePath(QStringLiteral("no-swaps"));
        makeTimer(QStringLiteral("enabled"), true);
    }

    void dmCryptWithoutAllowDiscardsIsNamed()
    {
        // Asked about the drive: its user is LVM on dm-crypt on sdb2, mounted on /home.
        const TrimReport r = report(QStringLiteral("/dev/sdb"), 8, 16);
        QCOMPARE(r.device, QStringLiteral("sdb"));
        QCOMPARE(r.paths.size(), 1);
        const TrimPath &p = r.paths.constFirst();
        QCOMPARE(p.top, QStringLiteral("dm-1"));
        QCOMPARE(p.topDisplay, QStringLiteral("/dev/mapper/vg-home"));
        QCOMPARE(p.layers.size(), 3);
        QCOMPARE(p.layers.at(0).kind, QStringLiteral("lvm"));
        QCOMPARE(p.layers.at(1).kind, QStringLiteral("dm-crypt"));
        QCOMPARE(p.layers.at(1).display, QStringLiteral("/dev/mapper/luks-1c2d"));
        QCOMPARE(p.layers.at(2).name, QStringLiteral("sdb"));
        QCOMPARE(p.layers.at(2).partition, QStringLiteral("sdb2"));
        QCOMPARE(p.layers.at(2).discardMaxBytes, std::optional<quint64>(2147450880));
        QCOMPARE(p.reach, Reach::Stopped);
        QCOMPARE(p.stop, 1); // the crypt layer, not LVM above it, which only inherits its 0
        QCOMPARE(p.mounts.size(), 1);
        QCOMPARE(p.mounts.constFirst().mountpoint, QStringLiteral("/home"));
        QCOMPARE(r.reach, Reach::Stopped);
        const Finding *f = find(r, Code::kStoppedDmCrypt);
        QVERIFY2(f, qPrintable(codes(r).join(u' ')));
        QCOMPARE(f->severity, Severity::Caution);
        QCOMPARE(f->arguments, (QStringList{QStringLiteral("/dev/mapper/luks-1c2d"),
                                            QStringLiteral("/dev/mapper/vg-home")}));
        QVERIFY(findingText(*f).contains(QStringLiteral("--allow-discards")));
        // No mount advice while nothing gets through.
        QVERIFY(!find(r, Code::kMountFstrim));
        // The same path asked about from the top.
        const TrimReport top = report(QStringLiteral("/dev/mapper/vg-home"), 253, 1);
        QCOMPARE(top.paths.size(), 1);
        QCOMPARE(top.paths.constFirst().stop, 1);
    }

    void usbStorageStickIsBot()
    {
        const TrimReport r = report(QStringLiteral("/dev/sda"), 8, 0);
        QCOMPARE(r.paths.size(), 1);
        const TrimPath &p = r.paths.constFirst();
        QCOMPARE(p.topDisplay, QStringLiteral("/dev/sda1"));
        QCOMPARE(p.layers.constFirst().usbDriver, QStringLiteral("usb-storage"));
        QCOMPARE(p.reach, Reach::NotSupported);
        QCOMPARE(codes(r), QStringList{QString::fromLatin1(Code::kUsbBot)});
        QCOMPARE(r.findings.constFirst().arguments, QStringList{QStringLiteral("/dev/sda")});
    }

    void uasSsdIsTrimmedWeekly()
    {
        const TrimReport r = report(QStringLiteral("/dev/sdc"), 8, 32);
        QCOMPARE(r.paths.size(), 1);
        QCOMPARE(r.paths.constFirst().layers.constFirst().usbDriver, QStringLiteral("uas"));
        QCOMPARE(r.reach, Reach::Drive);
        QCOMPARE(codes(r), (QStringList{QString::fromLatin1(Code::kDriveTakes),
                                        QString::fromLatin1(Code::kMountFstrim)}));
    }

    void mdMirrorPassesAndMountsWithDiscard()
    {
        const TrimReport r = report(QStringLiteral("/dev/md0"), 9, 0);
        QCOMPARE(r.paths.size(), 1);
        const TrimPath &p = r.paths.constFirst();
        QCOMPARE(p.layers.size(), 3);
        QCOMPARE(p.layers.at(0).kind, QStringLiteral("md"));
        QCOMPARE(p.layers.at(0).detail, QStringLiteral("raid1"));
        QCOMPARE(p.reach, Reach::Drive);
        QVERIFY(mountDiscards(p.mounts.constFirst()));
        QVERIFY(find(r, Code::kReaches));
        QVERIFY(find(r, Code::kMountDiscard));
    }

    void missingLimitsAreUnknown()
    {
        const TrimReport r = report(QStringLiteral("/dev/sdf"), 8, 80);
        QCOMPARE(r.paths.size(), 1);
        QCOMPARE(r.paths.constFirst().top, QStringLiteral("dm-2"));
        QCOMPARE(r.reach, Reach::Unknown);
        QCOMPARE(codes(r), QStringList{QString::fromLatin1(Code::kUnknown)});
        QCOMPARE(r.findings.constFirst().arguments,
                 QStringList{QStringLiteral("/dev/mapper/plain")});
    }

    void timerStates_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<bool>("running");
        QTest::addColumn<QString>("mountFinding");
        QTest::newRow("enabled") << "enabled" << true << Code::kMountFstrim;
        QTest::newRow("disabled") << "disabled" << true << Code::kMountUntrimmed;
        QTest::newRow("masked") << "masked" << true << Code::kMountUntrimmed;
        QTest::newRow("not-installed") << "not-installed" << true << Code::kMountUntrimmed;
        QTest::newRow("no systemd") << "enabled" << false << Code::kMountUntrimmed;
    }

    void timerStates()
    {
        QFETCH(QString, state);
        QFETCH(bool, running);
        QFETCH(QString, mountFinding);
        makeTimer(state, running);
        const FstrimTimer t = readFstrimTimer(m_roots.timer);
        QCOMPARE(timerStateKey(t.state), state);
        QCOMPARE(t.systemdRunning, running);
        const TrimReport r = report(QStringLiteral("/dev/sdc"), 8, 32);
        QVERIFY2(find(r, mountFinding.toLatin1().constData()), qPrintable(codes(r).join(u' ')));
        QCOMPARE(bool(find(r, Code::kNoSystemd)), !running);
        makeTimer(QStringLiteral("enabled"), true);
    }

    void json()
    {
        const TrimReport r = report(QStringLiteral("/dev/sdb"), 8, 16);
        const QJsonObject o = trimReportJson(r);
        QCOMPARE(o.value(QStringLiteral("reach")).toString(), QStringLiteral("stopped"));
        const QJsonObject path = o.value(QStringLiteral("paths")).toArray().at(0).toObject();
        QCOMPARE(path.value(QStringLiteral("stop")).toString(), QStringLiteral("dm-0"));
        const QJsonObject crypt = path.value(QStringLiteral("layers")).toArray().at(1).toObject();
        QCOMPARE(crypt.value(QStringLiteral("kind")).toString(), QStringLiteral("dm-crypt"));
        QCOMPARE(crypt.value(QStringLiteral("discard_max_bytes")).toInteger(), 0);
        QCOMPARE(crypt.value(QStringLiteral("passes_discards")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("fstrim_timer")).toObject().value(QStringLiteral("state")),
                 QJsonValue(QStringLiteral("enabled")));
    }

    void mountOptions()
    {
        Device::MountEntry m{QStringLiteral("/"), QStringLiteral("btrfs"), {}};
        m.options = {QStringLiteral("rw"), QStringLiteral("discard=async")};
        QVERIFY(mountDiscards(m));
        m.options = {QStringLiteral("rw"), QStringLiteral("nodiscard")};
        QVERIFY(!mountDiscards(m));
        const Device::MountTable t = Device::MountTable::parse(
            "36 1 8:1 / /mnt\\040x rw,relatime shared:1 - ext4 /dev/sda1 rw,discard,errors=remount-ro\n");
        const QList<Device::MountEntry> e = t.mountsOf(8, 1, QStringLiteral("/dev/sda1"));
        QCOMPARE(e.size(), 1);
        QCOMPARE(e.constFirst().mountpoint, QStringLiteral("/mnt x"));
        QCOMPARE(e.constFirst().fsType, QStringLiteral("ext4"));
        QVERIFY(e.constFirst().options.contains(QStringLiteral("discard")));
        QVERIFY(e.constFirst().options.contains(QStringLiteral("relatime")));
    }
};

QTEST_GUILESS_MAIN(TestTrimPath)
#include "tst_trimpath.moc"
