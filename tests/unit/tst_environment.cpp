// Environment collection on fixture trees: hypervisors from DMI (kvm, qemu, vmware, Hyper-V),
// bare metal, containers, CPU models, the mount under a target and barriers off.
#include "report/environment.h"

#include "cache/writecache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace DriveProof;
using namespace DriveProof::Report;

namespace {

const QByteArray kCpuInfoVm = "processor\t: 0\n"
                              "vendor_id\t: AuthenticAMD\n"
                              "model name\t: AMD EPYC 7B13 64-Core Processor\n"
                              "flags\t\t: fpu vme de pse tsc msr hypervisor lahf_lm\n\n";
const QByteArray kCpuInfoMetal = "processor\t: 0\n"
                                 "vendor_id\t: GenuineIntel\n"
                                 "model name\t: Intel(R) Xeon(R)  Gold 6230 CPU @ 2.10GHz\n"
                                 "flags\t\t: fpu vme de pse tsc msr pae mce cx8\n\n";

// A fake root with /sys, /proc and / beside each other; files written on demand.
class Fixture
{
public:
    Fixture()
    {
        m_roots.sys = m_dir.path() + QStringLiteral("/sys");
        m_roots.proc = m_dir.path() + QStringLiteral("/proc");
        m_roots.root = m_dir.path() + QStringLiteral("/root");
        m_roots.useCpuid = false;
        QDir().mkpath(m_roots.sys);
        QDir().mkpath(m_roots.proc);
        QDir().mkpath(m_roots.root);
    }
    void write(const QString &path, const QByteArray &contents)
    {
        const QString full = m_dir.path() + QLatin1Char('/') + path;
        QDir().mkpath(QFileInfo(full).path());
        QFile f(full);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(contents);
    }
    void dmi(const QByteArray &vendor, const QByteArray &product)
    {
        write(QStringLiteral("sys/class/dmi/id/sys_vendor"), vendor + '\n');
        write(QStringLiteral("sys/class/dmi/id/product_name"), product + '\n');
    }
    const EnvironmentRoots &roots() const { return m_roots; }

private:
    QTemporaryDir m_dir;
    EnvironmentRoots m_roots;
};

} // namespace

class TestEnvironment : public QObject
{
    Q_OBJECT
private slots:
    void virtualization_data()
    {
        QTest::addColumn<QByteArray>("vendor");
        QTest::addColumn<QByteArray>("product");
        QTest::addColumn<bool>("hypervisorFlag");
        QTest::addColumn<QString>("expected");
        QTest::newRow("kvm") << QByteArray("QEMU") << QByteArray("KVM") << true << "kvm";
        QTest::newRow("qemu q35") << QByteArray("QEMU")
                                  << QByteArray("Standard PC (Q35 + ICH9, 2009)") << true << "qemu";
        QTest::newRow("openstack")
            << QByteArray("OpenStack Foundation") << QByteArray("OpenStack Nova") << true << "kvm";
        QTest::newRow("vmware") << QByteArray("VMware, Inc.")
                                << QByteArray("VMware Virtual Platform") << true << "vmware";
        QTest::newRow("virtualbox")
            << QByteArray("innotek GmbH") << QByteArray("VirtualBox") << true << "oracle";
        QTest::newRow("hyper-v") << QByteArray("Microsoft Corporation")
                                 << QByteArray("Virtual Machine") << true << "microsoft";
        QTest::newRow("surface laptop")
            << QByteArray("Microsoft Corporation") << QByteArray("Surface Laptop 4") << false << "";
        QTest::newRow("bare metal")
            << QByteArray("Dell Inc.") << QByteArray("PowerEdge R740") << false << "";
        QTest::newRow("ec2 virtual")
            << QByteArray("Amazon EC2") << QByteArray("m5.large") << true << "amazon";
        QTest::newRow("ec2 metal")
            << QByteArray("Amazon EC2") << QByteArray("m5.metal") << false << "";
        QTest::newRow("unnamed hypervisor") << QByteArray() << QByteArray() << true << "vm-other";
        QTest::newRow("no dmi, no flag") << QByteArray() << QByteArray() << false << "";
    }
    void virtualization()
    {
        QFETCH(QByteArray, vendor);
        QFETCH(QByteArray, product);
        QFETCH(bool, hypervisorFlag);
        QFETCH(QString, expected);
        Fixture fx;
        if (!vendor.isEmpty())
            fx.dmi(vendor, product);
        fx.write(QStringLiteral("proc/cpuinfo"), hypervisorFlag ? kCpuInfoVm : kCpuInfoMetal);
        QCOMPARE(detectVirtualization(fx.roots()), expected);
    }

    void xenAndDeviceTree()
    {
        Fixture xen;
        xen.write(QStringLiteral("sys/hypervisor/type"), "xen\n");
        QCOMPARE(detectVirtualization(xen.roots()), QStringLiteral("xen"));
        Fixture arm;
        arm.write(QStringLiteral("sys/firmware/devicetree/base/hypervisor/compatible"),
                  QByteArray("linux,kvm\0", 10));
        QCOMPARE(detectVirtualization(arm.roots()), QStringLiteral("kvm"));
    }

    void container_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none") << QString() << QByteArray() << "";
        QTest::newRow("docker") << "root/.dockerenv" << QByteArray() << "docker";
        QTest::newRow("podman") << "root/run/.containerenv" << QByteArray() << "podman";
        QTest::newRow("systemd says lxc")
            << "root/run/systemd/container" << QByteArray("lxc\n") << "lxc";
        QTest::newRow("pid 1 environment")
            << "proc/1/environ" << QByteArray("HOME=/\0container=systemd-nspawn\0TERM=xterm\0", 44)
            << "systemd-nspawn";
        QTest::newRow("wsl") << "proc/sys/kernel/osrelease"
                             << QByteArray("5.15.90.1-microsoft-standard-WSL2\n") << "wsl";
        QTest::newRow("plain kernel")
            << "proc/sys/kernel/osrelease" << QByteArray("6.1.0-18-amd64\n") << "";
    }
    void container()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, contents);
        QFETCH(QString, expected);
        Fixture fx;
        if (!file.isEmpty())
            fx.write(file, contents);
        QCOMPARE(detectContainer(fx.roots()), expected);
    }

    void cpuModel_data()
    {
        QTest::addColumn<QByteArray>("cpuinfo");
        QTest::addColumn<QString>("expected");
        QTest::newRow("x86") << kCpuInfoMetal << "Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz";
        QTest::newRow("raspberry pi")
            << QByteArray("processor\t: 0\nBogoMIPS\t: 108.00\nCPU part\t: 0xd08\n\n"
                          "Hardware\t: BCM2835\nModel\t\t: Raspberry Pi 4 Model B Rev 1.4\n")
            << "BCM2835";
        QTest::newRow("power") << QByteArray("processor\t: 0\ncpu\t\t: POWER9 (raw), altivec\n")
                               << "POWER9 (raw), altivec";
        QTest::newRow("nothing") << QByteArray("processor\t: 0\n") << "";
        QTest::newRow("garbage") << QByteArray(":::\n\0\xff", 6) << "";
    }
    void cpuModel()
    {
        QFETCH(QByteArray, cpuinfo);
        QFETCH(QString, expected);
        QCOMPARE(cpuModelFromCpuInfo(cpuinfo), expected);
    }

    void barriers_data()
    {
        QTest::addColumn<QString>("options");
        QTest::addColumn<bool>("off");
        QTest::newRow("defaults") << "rw,relatime,errors=remount-ro" << false;
        QTest::newRow("nobarrier") << "rw,relatime,nobarrier" << true;
        QTest::newRow("ext4 barrier=0") << "rw,barrier=0,data=ordered" << true;
        QTest::newRow("ext4 barrier=1") << "rw,barrier=1" << false;
        QTest::newRow("reiserfs barrier=none") << "rw,barrier=none" << true;
        QTest::newRow("barrier=off") << "rw,barrier=off" << true;
        QTest::newRow("last one wins") << "nobarrier,barrier" << false;
        QTest::newRow("last one wins, off") << "barrier=1,nobarrier" << true;
        QTest::newRow("upper case") << "rw,NOBARRIER" << true;
        QTest::newRow("not a barrier option") << "rw,nobarriers,mybarrier=0" << false;
        QTest::newRow("empty") << "" << false;
    }
    void barriers()
    {
        QFETCH(QString, options);
        QFETCH(bool, off);
        QCOMPARE(barriersOff(options), off);
    }

    void mountOfPathFindsTheDeepestMount()
    {
        const QByteArray mountInfo =
            "27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,errors=remount-ro\n"
            "40 27 8:1 / /mnt/my\\040data rw,noatime shared:5 - xfs /dev/sda1 rw,nobarrier\n"
            "41 27 8:2 / /mnt/my rw - ext4 /dev/sda2 rw\n"
            "42 27 0:45 / /home rw - btrfs /dev/nvme0n1p2 rw,ssd\n"
            "43 27 0:46 / /home rw - tmpfs tmpfs rw\n"
            "garbage line\n";
        auto m = mountOfPath(mountInfo, QStringLiteral("/mnt/my data/test.tmp"));
        QVERIFY(m);
        QCOMPARE(m->mountPoint, QStringLiteral("/mnt/my data"));
        QCOMPARE(m->fileSystem, QStringLiteral("xfs"));
        QCOMPARE(m->source, QStringLiteral("/dev/sda1"));
        QCOMPARE(m->options, QStringLiteral("rw,noatime,nobarrier"));
        m = mountOfPath(mountInfo, QStringLiteral("/mnt/mydata"));
        QCOMPARE(m->mountPoint, QStringLiteral("/")); // not /mnt/my: a prefix is not a parent
        m = mountOfPath(mountInfo, QStringLiteral("/mnt/my"));
        QCOMPARE(m->mountPoint, QStringLiteral("/mnt/my"));
        m = mountOfPath(mountInfo, QStringLiteral("/home/user/x"));
        QCOMPARE(m->fileSystem, QStringLiteral("tmpfs")); // mounted last, on top
        QVERIFY(!mountOfPath("garbage\n", QStringLiteral("/x")));
        QVERIFY(!mountOfPath(QByteArray(), QStringLiteral("/x")));
    }

    void collectsEverything()
    {
        Fixture fx;
        fx.dmi("QEMU", "KVM");
        fx.write(QStringLiteral("proc/cpuinfo"), kCpuInfoVm);
        fx.write(QStringLiteral("proc/sys/kernel/osrelease"), "6.1.0-18-amd64\n");
        fx.write(QStringLiteral("proc/sys/kernel/hostname"), "bench-host\n");
        fx.write(QStringLiteral("root/.dockerenv"), {});
        // A folder that does not exist here: the path resolves as far as it exists ("/").
        fx.write(QStringLiteral("proc/self/mountinfo"),
                 "27 1 254:0 / / rw,relatime - ext4 /dev/vda rw\n"
                 "40 27 8:17 / /nonexistent-driveproof/data rw,relatime - ext4 /dev/sdb1 "
                 "rw,barrier=0,errors=remount-ro\n");
        Device::DeviceInfo disk;
        disk.name = QStringLiteral("sdb");
        disk.model = QStringLiteral("WDC WD40EFRX-68N32N0");
        disk.serial = QStringLiteral("WD-WCC7K1234567");
        disk.firmware = QStringLiteral("82.00A82");
        disk.transport = DriveProof::Device::Transport::Sata;
        disk.sizeBytes = 4000787030016;
        disk.rotational = true;
        disk.rotationRateRpm = 5400;
        disk.logicalBlockSize = 512;
        disk.physicalBlockSize = 4096;
        disk.writeCache = DriveProof::Device::KernelCacheMode::WriteBack;

        const Environment env = collectEnvironment(
            QStringLiteral("/nonexistent-driveproof/data/driveproof-1.tmp"), &disk, fx.roots());
        QCOMPARE(env.kernel, QStringLiteral("6.1.0-18-amd64"));
        QCOMPARE(env.hostname, QStringLiteral("bench-host"));
        QCOMPARE(env.cpuModel, QStringLiteral("AMD EPYC 7B13 64-Core Processor"));
        QCOMPARE(env.virtualization, QStringLiteral("kvm"));
        QCOMPARE(env.container, QStringLiteral("docker"));
        QCOMPARE(env.appVersion, QStringLiteral(DRIVEPROOF_VERSION));
        QCOMPARE(env.fileSystem, QStringLiteral("ext4"));
        QCOMPARE(env.mountPoint, QStringLiteral("/nonexistent-driveproof/data"));
        QCOMPARE(env.mountOptions, QStringLiteral("rw,relatime,barrier=0,errors=remount-ro"));
        QVERIFY(env.barriersOff);
        QCOMPARE(env.device, QStringLiteral("sdb"));
        QCOMPARE(env.model, disk.model);
        QCOMPARE(env.serial, disk.serial);
        QCOMPARE(env.firmware, disk.firmware);
        QCOMPARE(env.transport, QStringLiteral("sata"));
        QCOMPARE(env.sizeBytes, 4000787030016ull);
        QCOMPARE(env.rotationRpm, 5400);
        QCOMPARE(env.logicalBlockSize, 512u);
        QCOMPARE(env.physicalBlockSize, 4096u);
        QCOMPARE(env.writeCacheKernel, DriveProof::Device::KernelCacheMode::WriteBack);
        QCOMPARE(env.driveWriteCache, std::nullopt);
    }

    void bareMetalWithoutDisk()
    {
        Fixture fx;
        fx.dmi("Dell Inc.", "PowerEdge R740");
        fx.write(QStringLiteral("proc/cpuinfo"), kCpuInfoMetal);
        fx.write(QStringLiteral("proc/self/mountinfo"),
                 "27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,errors=remount-ro\n");
        const Environment env = collectEnvironment(QStringLiteral("/nonexistent-driveproof/x.tmp"),
                                                   nullptr, fx.roots());
        QVERIFY(env.virtualization.isEmpty());
        QVERIFY(env.container.isEmpty());
        QVERIFY(!env.kernel.isEmpty()); // no fixture file: uname's answer
        QCOMPARE(env.mountPoint, QStringLiteral("/"));
        QVERIFY(!env.barriersOff);
        QVERIFY(env.device.isEmpty());
        QCOMPARE(env.rotationRpm, -1);
    }

    void nonRotatingDiskIsZeroRpm()
    {
        Fixture fx;
        Device::DeviceInfo disk;
        disk.name = QStringLiteral("nvme0n1");
        disk.rotational = false;
        QCOMPARE(collectEnvironment(QString(), &disk, fx.roots()).rotationRpm, 0);
        disk.rotational = true; // rotating, speed unknown
        QCOMPARE(collectEnvironment(QString(), &disk, fx.roots()).rotationRpm, -1);
    }

    void rawDeviceHasNoFileSystem()
    {
        // Every /dev node is on devtmpfs; a block device target must not report it.
        Fixture fx;
        fx.write(QStringLiteral("proc/self/mountinfo"),
                 "24 1 0:6 / /dev rw - devtmpfs devtmpfs rw\n");
        QCOMPARE(collectEnvironment(QStringLiteral("/dev/null"), nullptr, fx.roots()).fileSystem,
                 QStringLiteral("devtmpfs")); // a character device is not a raw target
        QString blockDevice;
        for (const QString &name : QDir(QStringLiteral("/dev")).entryList(QDir::System)) {
            struct stat st
            {
            };
            const QByteArray path = QByteArrayLiteral("/dev/") + QFile::encodeName(name);
            if (::stat(path.constData(), &st) == 0 && S_ISBLK(st.st_mode)) {
                blockDevice = QFile::decodeName(path);
                break;
            }
        }
        if (blockDevice.isEmpty())
            QSKIP("no block device node in /dev");
        const Environment env = collectEnvironment(blockDevice, nullptr, fx.roots());
        QVERIFY2(env.fileSystem.isEmpty(), qPrintable(blockDevice));
        QVERIFY(env.mountPoint.isEmpty());
    }

    void driveCacheFromTheHelper()
    {
        Environment env;
        env.writeCacheKernel = DriveProof::Device::KernelCacheMode::WriteBack;
        Cache::WriteCacheState state;
        state.enabled = false;
        state.kernelView = DriveProof::Device::KernelCacheMode::WriteThrough;
        applyWriteCacheState(env, state);
        QCOMPARE(env.driveWriteCache, std::optional<bool>(false));
        QCOMPARE(env.writeCacheKernel, DriveProof::Device::KernelCacheMode::WriteThrough);
    }

    void realMachineDoesNotCrash()
    {
        const Environment env = collectEnvironment(QDir::tempPath(), nullptr);
        QVERIFY(!env.kernel.isEmpty());
        QVERIFY(!env.mountPoint.isEmpty());
        QVERIFY(!env.fileSystem.isEmpty());
        qInfo("here: virtualization '%s', container '%s', cpu '%s', %s on %s (%s)",
              qPrintable(env.virtualization), qPrintable(env.container), qPrintable(env.cpuModel),
              qPrintable(env.fileSystem), qPrintable(env.mountPoint), qPrintable(env.mountOptions));
    }
};

QTEST_GUILESS_MAIN(TestEnvironment)
#include "tst_environment.moc"
