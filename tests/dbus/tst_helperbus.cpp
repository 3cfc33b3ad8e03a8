// driveproof-helper on a private bus with python3-dbusmock's polkit, no root needed: the
// exported interface is the contract XML and nothing more, the packaging files name the
// same things, every malformed request is refused with the right named error *before*
// polkit is asked, the client turns errors into clear messages, and the helper exits when
// idle.
#include "helperharness.h"
#include "helperpurposerows.h"
#include "helperselftestrows.h"
#include "privilege/helperclient.h"
#include "privilege/helpernames.h"
#include "testskip.h"

#include <QRegularExpression>
#include <QXmlStreamReader>

#include <cerrno>

using namespace DriveProof::Privilege;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// "Name(in s device, ..., out h fd)" for each method of `interface`, sorted; `interfaces`
// collects every interface name seen.
QStringList methodsOf(const QByteArray &xml, const QString &interface,
                      QStringList *interfaces = nullptr)
{
    QXmlStreamReader r(xml);
    QStringList methods;
    QStringList args;
    QString method;
    bool inInterface = false;
    while (!r.atEnd()) {
        r.readNext();
        const auto attr = [&r](const char *name) {
            return r.attributes().value(QLatin1String(name)).toString();
        };
        if (r.isStartElement() && r.name() == QLatin1String("interface")) {
            inInterface = attr("name") == interface;
            if (interfaces)
                interfaces->append(attr("name"));
        } else if (r.isStartElement() && inInterface && r.name() == QLatin1String("method")) {
            method = attr("name");
            args.clear();
        } else if (r.isStartElement() && inInterface && r.name() == QLatin1String("arg")) {
            const QString direction = attr("direction");
            args << QStringLiteral("%1 %2 %3")
                        .arg(direction.isEmpty() ? QStringLiteral("in") : direction, attr("type"),
                             attr("name"));
        } else if (r.isEndElement() && inInterface && r.name() == QLatin1String("method")) {
            methods << method + QLatin1Char('(') + args.join(QStringLiteral(", ")) +
                           QLatin1Char(')');
        }
    }
    methods.sort();
    return methods;
}

QStringList attributeValues(const QByteArray &xml, const QString &element, const QString &attribute)
{
    QXmlStreamReader r(xml);
    QStringList values;
    while (!r.atEnd()) {
        if (r.readNext() == QXmlStreamReader::StartElement && r.name() == element &&
            r.attributes().hasAttribute(attribute))
            values << r.attributes().value(attribute).toString();
    }
    values.sort();
    values.removeDuplicates();
    return values;
}

// The <defaults> of each polkit action: allow_any, allow_inactive, allow_active.
QHash<QString, QStringList> defaultsByAction(const QByteArray &xml)
{
    QXmlStreamReader r(xml);
    QHash<QString, QStringList> defaults;
    QString action;
    while (!r.atEnd()) {
        if (r.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (r.name() == QLatin1String("action"))
            action = r.attributes().value(QLatin1String("id")).toString();
        else if (r.name().startsWith(QLatin1String("allow_")))
            defaults[action] << r.readElementText();
    }
    return defaults;
}

QString keyValue(const QByteArray &ini, const QString &key)
{
    const QRegularExpression re(QStringLiteral("^%1=(.*)$").arg(key),
                                QRegularExpression::MultilineOption);
    return re.match(QString::fromUtf8(ini)).captured(1).trimmed();
}

const QString contractPath =
    QStringLiteral(DRIVEPROOF_SOURCE_DIR "/app/helper/io.github.driveproof.Helper1.xml");

} // namespace

class TestHelperBus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QByteArray missing = HelperHarness::missingCapability().toLocal8Bit();
        DRIVEPROOF_SKIP_UNLESS(missing.isEmpty(), missing.constData());
        m_harness = std::make_unique<HelperHarness>();
        const QString error = m_harness->start(60);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        m_tmp = std::make_unique<QTemporaryDir>();
        m_link = m_tmp->filePath(QStringLiteral("loop0"));
        QVERIFY(QFile::link(QStringLiteral("/dev/null"), m_link));
    }

    void introspectionIsTheContract()
    {
        QDBusMessage call = QDBusMessage::createMethodCall(
            Helper1::serviceName(), Helper1::objectPath(),
            QStringLiteral("org.freedesktop.DBus.Introspectable"), QStringLiteral("Introspect"));
        const QDBusMessage reply = m_harness->bus().connection().call(call);
        QCOMPARE(reply.type(), QDBusMessage::ReplyMessage);
        const QByteArray live = reply.arguments().value(0).toString().toUtf8();
        QStringList interfaces;
        const QStringList methods = methodsOf(live, Helper1::interfaceName(), &interfaces);
        QCOMPARE(methods, methodsOf(readAll(contractPath), Helper1::interfaceName()));
        QCOMPARE(methods.size(), 5);
        // No generic methods sneak in beside the contract: only the standard interfaces.
        interfaces.sort();
        QCOMPARE(interfaces, QStringList({Helper1::interfaceName(),
                                          QStringLiteral("org.freedesktop.DBus.Introspectable"),
                                          QStringLiteral("org.freedesktop.DBus.Peer"),
                                          QStringLiteral("org.freedesktop.DBus.Properties")}));
    }

    void packagingNamesTheContract()
    {
        QStringList methodNames;
        for (const QString &m : methodsOf(readAll(contractPath), Helper1::interfaceName()))
            methodNames << m.section(QLatin1Char('('), 0, 0);
        const QByteArray conf = readAll(
            QStringLiteral(DRIVEPROOF_SOURCE_DIR "/packaging/io.github.driveproof.Helper1.conf"));
        methodNames << QStringLiteral("Introspect");
        methodNames.sort();
        QCOMPARE(attributeValues(conf, QStringLiteral("allow"), QStringLiteral("send_member")),
                 methodNames);
        QCOMPARE(attributeValues(conf, QStringLiteral("allow"), QStringLiteral("own")),
                 QStringList{Helper1::serviceName()});
        const QByteArray policy =
            readAll(QStringLiteral(DRIVEPROOF_SOURCE_DIR "/packaging/io.github.driveproof.policy"));
        QStringList actions{Helper1::actionOpenDevice(),  Helper1::actionOpenDeviceForWriting(),
                            Helper1::actionReadHealth(),  Helper1::actionSetWriteCache(),
                            Helper1::actionRunSelfTest(), Helper1::actionCheckCapacity()};
        actions.sort();
        QCOMPARE(attributeValues(policy, QStringLiteral("action"), QStringLiteral("id")), actions);
        // Destructive actions ask every time: auth_admin, never a kept authorisation.
        const QHash<QString, QStringList> defaults = defaultsByAction(policy);
        for (const QString &action :
             {Helper1::actionOpenDeviceForWriting(), Helper1::actionSetWriteCache(),
              Helper1::actionCheckCapacity()})
            QCOMPARE(defaults.value(action), QStringList(3, QStringLiteral("auth_admin")));
        QVERIFY(!defaults.value(Helper1::actionOpenDevice()).contains(QStringLiteral("yes")));
        // A self-test changes no data but holds the drive for hours: an administrator agrees.
        QVERIFY(!defaults.value(Helper1::actionRunSelfTest()).contains(QStringLiteral("yes")));
        const QByteArray activation = readAll(QStringLiteral(
            DRIVEPROOF_BINARY_DIR "/packaging/io.github.driveproof.Helper1.service"));
        const QByteArray unit =
            readAll(QStringLiteral(DRIVEPROOF_BINARY_DIR "/packaging/driveproof-helper.service"));
        QCOMPARE(keyValue(activation, QStringLiteral("Name")), Helper1::serviceName());
        QCOMPARE(keyValue(activation, QStringLiteral("User")), QStringLiteral("root"));
        QCOMPARE(keyValue(activation, QStringLiteral("SystemdService")),
                 QStringLiteral("driveproof-helper.service"));
        QCOMPARE(keyValue(unit, QStringLiteral("BusName")), Helper1::serviceName());
        QCOMPARE(keyValue(unit, QStringLiteral("ExecStart")),
                 keyValue(activation, QStringLiteral("Exec")));
        QVERIFY(keyValue(activation, QStringLiteral("Exec"))
                    .endsWith(QLatin1String("/libexec/driveproof-helper")));
    }

    void activationFileIsAccepted()
    {
        // dbus-daemon parses the activation file: our name must become activatable.
        QTemporaryDir services;
        QVERIFY(QFile::copy(
            QStringLiteral(DRIVEPROOF_BINARY_DIR "/packaging/io.github.driveproof.Helper1.service"),
            services.filePath(QStringLiteral("io.github.driveproof.Helper1.service"))));
        PrivateBus bus;
        QVERIFY(bus.start(services.path()).isEmpty());
        const QStringList names = bus.connection().interface()->activatableServiceNames();
        QVERIFY2(names.contains(Helper1::serviceName()), qPrintable(names.join(QLatin1Char(' '))));
    }

    void refusedBeforeAsking_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QVariantList>("args");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("mentions");
        const auto open = [](const QString &path, const QString &mode = QStringLiteral("r"),
                             const QVariantMap &options = {}) {
            return QVariantList{path, mode, options};
        };
        const QString invalid = Helper1::errorName(Helper1::ErrorKind::InvalidArgument);
        const QString notBlock = Helper1::errorName(Helper1::ErrorKind::NotABlockDevice);
        const QString od = QStringLiteral("OpenDevice");
        const QString absent = QStringLiteral("/dev/loop%1").arg(nonexistentLoop());
        QTest::newRow("mode x") << od << open(QStringLiteral("/dev/null"), QStringLiteral("x"))
                                << invalid << QStringLiteral("mode");
        QTest::newRow("mode empty") << od << open(QStringLiteral("/dev/null"), QString()) << invalid
                                    << QStringLiteral("mode");
        QTest::newRow("unknown option") << od
                                        << open(QStringLiteral("/dev/null"), QStringLiteral("r"),
                                                {{QStringLiteral("offset"), 0}})
                                        << invalid << QStringLiteral("offset");
        QTest::newRow("unknown flag")
            << od
            << open(QStringLiteral("/dev/null"), QStringLiteral("r"),
                    {{QStringLiteral("flags"), QStringList{QStringLiteral("append")}}})
            << invalid << QStringLiteral("append");
        QTest::newRow("flags not a list")
            << od
            << open(QStringLiteral("/dev/null"), QStringLiteral("r"),
                    {{QStringLiteral("flags"), QStringLiteral("direct")}})
            << invalid << QStringLiteral("flags");
        QTest::newRow("char device")
            << od << open(QStringLiteral("/dev/null")) << notBlock << QStringLiteral("/dev/null");
        QTest::newRow("regular file")
            << od << open(QString::fromUtf8(DRIVEPROOF_SOURCE_DIR "/README.md")) << invalid
            << QStringLiteral("README.md");
        QTest::newRow("outside /dev") << od << open(QStringLiteral("/etc/passwd")) << invalid
                                      << QStringLiteral("/etc/passwd");
        QTest::newRow("relative") << od << open(QStringLiteral("dev/null")) << invalid
                                  << QStringLiteral("dev/null");
        QTest::newRow("bare name")
            << od << open(QStringLiteral("loop0")) << invalid << QStringLiteral("loop0");
        QTest::newRow("empty path") << od << open(QString()) << invalid << QStringLiteral("“”");
        QTest::newRow("dotdot out")
            << od << open(QStringLiteral("/dev/../etc/passwd")) << invalid << QStringLiteral("..");
        QTest::newRow("dotdot in")
            << od << open(QStringLiteral("/dev/../dev/loop0")) << invalid << QStringLiteral("..");
        QTest::newRow("dot") << od << open(QStringLiteral("/dev/./loop0")) << invalid
                             << QStringLiteral("./loop0");
        QTest::newRow("double slash")
            << od << open(QStringLiteral("/dev//loop0")) << invalid << QStringLiteral("//loop0");
        QTest::newRow("trailing slash")
            << od << open(QStringLiteral("/dev/loop0/")) << invalid << QStringLiteral("loop0/");
        QTest::newRow("newline") << od << open(QStringLiteral("/dev/loop0\n")) << invalid
                                 << QStringLiteral("loop0");
        QTest::newRow("by-id link") << od << open(QStringLiteral("/dev/disk/by-id/ata-X"))
                                    << invalid << QStringLiteral("by-id");
        QTest::newRow("symlink outside /dev") << od << open(m_link) << invalid << m_link;
        QTest::newRow("no such device") << od << open(absent) << notBlock << absent;
        QTest::newRow("directory in /dev")
            << od << open(QStringLiteral("/dev/shm")) << notBlock << QStringLiteral("/dev/shm");
        QTest::newRow("cache: unknown option")
            << QStringLiteral("GetWriteCache")
            << QVariantList{QStringLiteral("/dev/null"),
                            QVariantMap{{QStringLiteral("persist"), true}}}
            << invalid << QStringLiteral("persist");
        QTest::newRow("cache: char device")
            << QStringLiteral("GetWriteCache")
            << QVariantList{QStringLiteral("/dev/null"), QVariantMap()} << notBlock
            << QStringLiteral("/dev/null");
        QTest::newRow("set cache: unknown option")
            << QStringLiteral("SetWriteCache")
            << QVariantList{QStringLiteral("/dev/null"), true,
                            QVariantMap{{QStringLiteral("save"), true}}}
            << invalid << QStringLiteral("save");
        QTest::newRow("set cache: outside /dev")
            << QStringLiteral("SetWriteCache")
            << QVariantList{QStringLiteral("/tmp/x"), false, QVariantMap()} << invalid
            << QStringLiteral("/tmp/x");
        QTest::newRow("health: unknown option")
            << QStringLiteral("GetHealth")
            << QVariantList{QStringLiteral("/dev/null"),
                            QVariantMap{{QStringLiteral("flags"), QStringList()}}}
            << invalid << QStringLiteral("flags");
        QTest::newRow("health: dotdot")
            << QStringLiteral("GetHealth")
            << QVariantList{QStringLiteral("/dev/../dev/null"), QVariantMap()} << invalid
            << QStringLiteral("..");
        addSelfTestRefusalRows(invalid, notBlock); // helperselftestrows.h
        addOpenPurposeRefusalRows(invalid);        // helperpurposerows.h
    }

    void refusedBeforeAsking()
    {
        QFETCH(QString, method);
        QFETCH(QVariantList, args);
        QFETCH(QString, error);
        QFETCH(QString, mentions);
        QVERIFY(m_harness->setAllowed({Helper1::actionOpenDevice(),
                                       Helper1::actionOpenDeviceForWriting(),
                                       Helper1::actionReadHealth(), Helper1::actionSetWriteCache(),
                                       Helper1::actionRunSelfTest()}));
        const int asked = m_harness->authorizationChecks();
        const QDBusMessage reply = m_harness->call(method, args);
        QCOMPARE(reply.type(), QDBusMessage::ErrorMessage);
        QCOMPARE(reply.errorName(), error);
        QVERIFY2(reply.errorMessage().contains(mentions), qPrintable(reply.errorMessage()));
        // Refused from the arguments alone: nobody was asked for a password.
        QCOMPARE(m_harness->authorizationChecks(), asked);
    }

    void wrongSignatureIsRefusedByQtDBus()
    {
        const QDBusMessage reply =
            m_harness->call(QStringLiteral("OpenDevice"), {QStringLiteral("/dev/null"), 1});
        QCOMPARE(reply.type(), QDBusMessage::ErrorMessage);
        QCOMPARE(reply.errorName(), QStringLiteral("org.freedesktop.DBus.Error.UnknownMethod"));
    }

    void clientTurnsErrorsIntoMessages()
    {
        const HelperClient client(m_harness->address());
        const auto notBlock = client.openDevice(QStringLiteral("/dev/null"), OpenMode::Read);
        QVERIFY(!notBlock);
        QCOMPARE(notBlock.error().errnum, ENOTBLK);
        QCOMPARE(notBlock.error().subject, QStringLiteral("/dev/null"));
        QVERIFY(notBlock.error().message.contains(QLatin1String("/dev/null")));
        const auto invalid = client.getHealth(QStringLiteral("/etc/passwd"));
        QVERIFY(!invalid);
        QCOMPARE(invalid.error().errnum, EINVAL);
    }

    void clientSaysWhenTheHelperIsMissing()
    {
        PrivateBus empty;
        QVERIFY(empty.start().isEmpty());
        const auto result = HelperClient(empty.address()).getWriteCache(QStringLiteral("/dev/sdb"));
        QVERIFY(!result);
        QCOMPARE(result.error().errnum, ENOPKG);
        QVERIFY2(result.error().message.contains(QLatin1String("not installed")),
                 qPrintable(result.error().message));
        QVERIFY(result.error().message.contains(Helper1::serviceName()));
    }

    void exitsWhenIdle()
    {
        QProcess helper;
        PrivateBus bus;
        QVERIFY(bus.start().isEmpty());
        helper.setProcessChannelMode(QProcess::ForwardedChannels);
        helper.start(QStringLiteral(DRIVEPROOF_HELPER),
                     {QStringLiteral("--bus-address"), bus.address(),
                      QStringLiteral("--idle-timeout"), QStringLiteral("2")});
        QVERIFY(waitFor([&bus] { return bus.hasOwner(Helper1::serviceName()); }));
        // Calls keep it alive: one every 250 ms for 4 s, past its 2 s idle time (calls a
        // second apart let it go idle on a loaded machine, where a call can take a second).
        for (int i = 0; i < 16; ++i) {
            QTest::qWait(250);
            QDBusMessage call = QDBusMessage::createMethodCall(
                Helper1::serviceName(), Helper1::objectPath(), Helper1::interfaceName(),
                QStringLiteral("GetHealth"));
            call << QStringLiteral("/dev/null") << QVariantMap();
            QCOMPARE(bus.connection().call(call).errorName(),
                     Helper1::errorName(Helper1::ErrorKind::NotABlockDevice));
        }
        QVERIFY(bus.hasOwner(Helper1::serviceName()));
        QVERIFY(waitFor([&bus] { return !bus.hasOwner(Helper1::serviceName()); }, 6000));
        QVERIFY(helper.state() == QProcess::NotRunning || helper.waitForFinished(5000));
        QCOMPARE(helper.exitStatus(), QProcess::NormalExit);
        QCOMPARE(helper.exitCode(), 0);
    }

private:
    static int nonexistentLoop()
    {
        int n = 4000;
        while (QFile::exists(QStringLiteral("/sys/class/block/loop%1").arg(n)))
            ++n;
        return n;
    }

    // Created in initTestCase, after the capability checks: a skip (_Exit) leaves nothing.
    std::unique_ptr<HelperHarness> m_harness;
    std::unique_ptr<QTemporaryDir> m_tmp;
    QString m_link;
};

QTEST_GUILESS_MAIN(TestHelperBus)
#include "tst_helperbus.moc"
