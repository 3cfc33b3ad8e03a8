// Root: a brand-new, empty drive and one with data, as loop devices this test attached to
// its own image files (issue 22). `info --json` says "empty" and the signatures it found;
// `bench` on the empty device needs --destructive but, on a terminal, no typed name; on the
// device with data the terminal still asks for the name, and a wrong one writes nothing.
// The terminal is a pseudo-terminal the test opens for the CLI's stdin.
#include "loopdevice.h"
#include "testskip.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

namespace {

QJsonObject info(const QString &device)
{
    const CommandResult r = runCommand(QStringLiteral(DRIVEPROOF_CLI),
                                       {QStringLiteral("info"), device, QStringLiteral("--json")});
    return r.exitCode == 0 ? QJsonDocument::fromJson(r.out).object() : QJsonObject();
}

// The CLI with a pseudo-terminal as stdin (so isatty(0) holds), `typed` written to it.
CommandResult onTerminal(const QStringList &args, const QByteArray &typed)
{
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
        return {};
    QProcess p;
    p.setStandardInputFile(QString::fromLocal8Bit(::ptsname(master)));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.remove(QStringLiteral("LANGUAGE"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(DRIVEPROOF_CLI), args);
    if (!p.waitForStarted(5000)) {
        ::close(master);
        return {};
    }
    if (!typed.isEmpty() && ::write(master, typed.constData(), size_t(typed.size())) < 0) {
        ::close(master);
        return {};
    }
    p.waitForFinished(120000);
    ::close(master);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QStringList quickOn(const QString &device)
{
    return {
        QStringLiteral("bench"),        QStringLiteral("quick"),  device,
        QStringLiteral("--size"),       QStringLiteral("8M"),     QStringLiteral("--duration"),
        QStringLiteral("0.1"),          QStringLiteral("--json"), QStringLiteral("--no-history"),
        QStringLiteral("--destructive")};
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

} // namespace

class TestEmptyLoop : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    LoopDevice m_empty;
    LoopDevice m_data;

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(geteuid() == 0, "needs root to attach loop devices");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "needs losetup and friends");
        DRIVEPROOF_SKIP_UNLESS(
            !QStandardPaths::findExecutable(QStringLiteral("mkfs.ext4")).isEmpty(),
            "needs mkfs.ext4 (e2fsprogs)");
        for (const char *name : {"empty.img", "data.img"})
            QVERIFY(
                runCommand(QStringLiteral("truncate"), {QStringLiteral("-s"), QStringLiteral("64M"),
                                                        m_dir.filePath(QLatin1String(name))})
                    .exitCode == 0);
        QString err = m_empty.attach(m_dir.filePath(QStringLiteral("empty.img")), 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        err = m_data.attach(m_dir.filePath(QStringLiteral("data.img")), 512);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY(m_data.isOurs());
        QVERIFY(runCommand(QStringLiteral("mkfs.ext4"), {QStringLiteral("-q"), m_data.path()})
                    .exitCode == 0);
    }

    void infoSaysEmptyOrWhatItFound()
    {
        QVERIFY(m_empty.isOurs() && m_data.isOurs());
        const QJsonObject empty = info(m_empty.path());
        QCOMPARE(empty.value(QStringLiteral("empty")), QJsonValue(true));
        QVERIFY(strings(empty.value(QStringLiteral("signatures"))).isEmpty());
        const QJsonObject data = info(m_data.path());
        QCOMPARE(data.value(QStringLiteral("empty")), QJsonValue(false));
        QVERIFY(strings(data.value(QStringLiteral("signatures"))).contains(QStringLiteral("ext4")));
    }

    // A file system on the whole device is a valid layout, checked at byte 0; an empty one
    // has nothing to align. Neither is "partition it first", and neither is an error.
    void alignSaysWhatIsThere()
    {
        QVERIFY(m_empty.isOurs() && m_data.isOurs());
        const CommandResult data =
            runCommand(QStringLiteral(DRIVEPROOF_CLI),
                       {QStringLiteral("align"), m_data.path(), QStringLiteral("--json")});
        QVERIFY2(data.exitCode == 0, data.err.constData());
        const QJsonObject d = QJsonDocument::fromJson(data.out).object();
        QCOMPARE(d.value(QStringLiteral("whole_device_file_system")).toString(),
                 QStringLiteral("ext4"));
        QCOMPARE(d.value(QStringLiteral("whole_device_verdict")).toString(), QStringLiteral("ok"));
        QVERIFY(!data.err.contains("Partition it first"));
        const CommandResult empty =
            runCommand(QStringLiteral(DRIVEPROOF_CLI),
                       {QStringLiteral("align"), m_empty.path(), QStringLiteral("--json")});
        QVERIFY2(empty.exitCode == 0, empty.err.constData());
        QCOMPARE(QJsonDocument::fromJson(empty.out).object().value(QStringLiteral("empty")),
                 QJsonValue(true));
        // In words, the header names no table rather than an "unknown" one.
        for (const LoopDevice *loop : {&m_data, &m_empty}) {
            const CommandResult words =
                runCommand(QStringLiteral(DRIVEPROOF_CLI), {QStringLiteral("align"), loop->path()});
            QVERIFY2(words.exitCode == 0, words.err.constData());
            QVERIFY2(words.out.startsWith(loop->path().toUtf8() + ": no partition table,"),
                     words.out.constData());
        }
    }

    void emptyDeviceNeedsDestructiveButNoName()
    {
        QVERIFY(m_empty.isOurs());
        QStringList args = quickOn(m_empty.path());
        args.removeLast(); // without --destructive: refused
        const CommandResult refused = onTerminal(args, {});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("--destructive"));

        const CommandResult r = onTerminal(quickOn(m_empty.path()), {});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("is empty"), r.err.constData());
        QVERIFY(!r.err.contains("Type the device name"));
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("target_kind")).toString(), QStringLiteral("device"));
        QVERIFY(o.value(QStringLiteral("measurements")).toArray().size() >= 8);
    }

    void deviceWithDataStillNeedsTheName()
    {
        QVERIFY(m_data.isOurs());
        const CommandResult r = onTerminal(quickOn(m_data.path()), "wrong\n");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("Type the device name"), r.err.constData());
        QVERIFY(r.err.contains("did not match"));
        // Nothing was written: the file system is still there.
        const QJsonObject data = info(m_data.path());
        QVERIFY(strings(data.value(QStringLiteral("signatures"))).contains(QStringLiteral("ext4")));
    }
};

QTEST_GUILESS_MAIN(TestEmptyLoop)
#include "tst_emptyloop.moc"
