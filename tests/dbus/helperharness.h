// A private D-Bus bus with python3-dbusmock's polkitd template on it (as the "system bus"
// of everything started here) and driveproof-helper serving on it, as in kauth's FdTester:
// the helper's tests need neither the real system bus nor a real polkit. Everything is
// started by this object and stopped by it (QProcess kills what is left on destruction).
#pragma once

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <memory>

// Polls `condition` for up to `ms`, serving events meanwhile.
template <typename F> bool waitFor(F condition, int ms = 10000)
{
    return QTest::qWaitFor(condition, ms);
}

// dbus-daemon on a socket in a temporary directory, with a policy that allows everything
// (the real policy is tested on the real system bus, tst_helpersystem).
class PrivateBus
{
public:
    // Returns an error text, empty on success. `serviceDir`: activation files, if any.
    QString start(const QString &serviceDir = {})
    {
        if (!m_dir.isValid())
            return QStringLiteral("no temporary directory");
        QFile config(m_dir.filePath(QStringLiteral("bus.conf")));
        if (!config.open(QIODevice::WriteOnly))
            return QStringLiteral("cannot write the bus configuration");
        config.write(
            QStringLiteral(
                "<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration "
                "1.0//EN\"\n"
                " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                "<busconfig><type>session</type><listen>unix:dir=%1</listen><auth>EXTERNAL</auth>\n"
                "%2<policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>\n")
                .arg(m_dir.path(),
                     serviceDir.isEmpty()
                         ? QString()
                         : QStringLiteral("<servicedir>%1</servicedir>").arg(serviceDir))
                .toUtf8());
        config.close();
        m_daemon.setProcessChannelMode(QProcess::SeparateChannels);
        m_daemon.start(QStringLiteral("dbus-daemon"),
                       {QStringLiteral("--config-file=") + config.fileName(),
                        QStringLiteral("--nofork"), QStringLiteral("--print-address=1")});
        if (!m_daemon.waitForStarted(5000) ||
            !waitFor([this] { return m_daemon.canReadLine(); }, 5000))
            return QStringLiteral("dbus-daemon did not start: ") +
                   QString::fromLocal8Bit(m_daemon.readAllStandardError());
        m_address = QString::fromLatin1(m_daemon.readLine()).trimmed();
        m_connection = std::make_unique<QDBusConnection>(
            QDBusConnection::connectToBus(m_address, QStringLiteral("test ") + m_address));
        return m_connection->isConnected() ? QString()
                                           : QStringLiteral("cannot connect to the private bus");
    }

    ~PrivateBus()
    {
        if (m_connection)
            QDBusConnection::disconnectFromBus(m_connection->name());
        stop(m_daemon);
    }

    // SIGTERM, then what QProcess's destructor does (SIGKILL) if it has not exited in 5 s.
    static void stop(QProcess &process)
    {
        if (process.state() == QProcess::NotRunning)
            return;
        process.terminate();
        process.waitForFinished(5000);
    }

    QString address() const { return m_address; }
    QDBusConnection &connection() { return *m_connection; }
    bool hasOwner(const QString &name)
    {
        return m_connection->interface()->isServiceRegistered(name);
    }

private:
    QTemporaryDir m_dir;
    QProcess m_daemon;
    QString m_address;
    std::unique_ptr<QDBusConnection> m_connection;
};

// The bus, the mock polkit and the helper. `idleSeconds` goes to --idle-timeout.
class HelperHarness
{
public:
    // What this machine lacks to run the harness; empty when nothing. Ask before creating
    // a harness: a skip (_Exit) would leave its temporary directories behind.
    static QString missingCapability()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("dbus-daemon")).isEmpty())
            return QStringLiteral("dbus-daemon is not installed");
        if (QProcess::execute(QStringLiteral("/usr/bin/python3"),
                              {QStringLiteral("-c"), QStringLiteral("import dbusmock")}) != 0)
            return QStringLiteral("python3-dbusmock is not installed (for /usr/bin/python3)");
        return {};
    }

    QString start(int idleSeconds = 60)
    {
        if (QString error = m_bus.start(); !error.isEmpty())
            return error;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"), m_bus.address());
        m_polkit.setProcessEnvironment(env);
        m_polkit.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_polkit.start(QStringLiteral("/usr/bin/python3"),
                       {QStringLiteral("-m"), QStringLiteral("dbusmock"),
                        QStringLiteral("--template"), QStringLiteral("polkitd"),
                        QStringLiteral("-l"), mockLogPath()});
        if (!waitFor(
                [this] { return m_bus.hasOwner(QStringLiteral("org.freedesktop.PolicyKit1")); }))
            return QStringLiteral("the dbusmock polkitd template did not appear on the bus");
        return startHelper(m_helper, idleSeconds);
    }

    // Starts a helper on this harness's bus; returns an error text, empty on success.
    QString startHelper(QProcess &helper, int idleSeconds)
    {
        helper.setProcessChannelMode(QProcess::ForwardedChannels);
        helper.start(QStringLiteral(DRIVEPROOF_HELPER),
                     {QStringLiteral("--bus-address"), m_bus.address(),
                      QStringLiteral("--idle-timeout"), QString::number(idleSeconds)});
        if (!waitFor(
                [this] { return m_bus.hasOwner(QStringLiteral("io.github.driveproof.Helper1")); }))
            return QStringLiteral("driveproof-helper did not appear on the bus");
        return {};
    }

    ~HelperHarness()
    {
        PrivateBus::stop(m_helper);
        PrivateBus::stop(m_polkit);
    }

    PrivateBus &bus() { return m_bus; }
    QProcess &helper() { return m_helper; }
    QString address() const { return m_bus.address(); }

    // polkit's answer for the next calls: the actions it allows (all others are refused).
    bool setAllowed(const QStringList &actions)
    {
        QDBusMessage call = QDBusMessage::createMethodCall(
            QStringLiteral("org.freedesktop.PolicyKit1"),
            QStringLiteral("/org/freedesktop/PolicyKit1/Authority"),
            QStringLiteral("org.freedesktop.DBus.Mock"), QStringLiteral("SetAllowed"));
        call << actions;
        return m_bus.connection().call(call).type() == QDBusMessage::ReplyMessage;
    }

    // A raw call to the helper, for arguments that the typed client cannot even express.
    QDBusMessage call(const QString &method, const QVariantList &args)
    {
        QDBusMessage msg =
            QDBusMessage::createMethodCall(QStringLiteral("io.github.driveproof.Helper1"),
                                           QStringLiteral("/io/github/driveproof/Helper1"),
                                           QStringLiteral("io.github.driveproof.Helper1"), method);
        msg.setArguments(args);
        return m_bus.connection().call(msg, QDBus::Block, 30000);
    }

    // Every call the mock polkit received, one per line (dbusmock's log).
    QString mockLog() const
    {
        QFile log(mockLogPath());
        return log.open(QIODevice::ReadOnly) ? QString::fromUtf8(log.readAll()) : QString();
    }
    int authorizationChecks() const
    {
        return int(mockLog().count(QLatin1String("CheckAuthorization")));
    }

    // How many descriptors the helper holds on the block device `number`.
    int helperFdsOn(dev_t number) const
    {
        int count = 0;
        const QString dir = QStringLiteral("/proc/%1/fd").arg(m_helper.processId());
        for (const QString &fd :
             QDir(dir).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot)) {
            struct stat st = {};
            if (::stat(QFile::encodeName(dir + QLatin1Char('/') + fd).constData(), &st) == 0 &&
                S_ISBLK(st.st_mode) && st.st_rdev == number)
                ++count;
        }
        return count;
    }

private:
    QString mockLogPath() const { return m_logDir.filePath(QStringLiteral("polkit-mock.log")); }

    QTemporaryDir m_logDir;
    PrivateBus m_bus;
    QProcess m_polkit;
    QProcess m_helper;
};
