// driveproof-helper: DriveProof's privileged D-Bus service (docs/design.md §2, §5). Started by
// D-Bus activation on the system bus as root; not meant to be run by hand.
#include "helper1adaptor.h"
#include "helpererror.h"
#include "helperservice.h"

#include "common/translations.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <unistd.h>

Q_LOGGING_CATEGORY(lcHelper, "driveproof.helper", QtInfoMsg)

using namespace DriveProof::Helper;
namespace Names = DriveProof::Privilege::Helper1;

namespace {

// 60 s without calls, then exit: D-Bus activation starts the helper again when needed, and
// a root process that is not running cannot be misused.
constexpr int DefaultIdleSeconds = 60;

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("driveproof-helper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DRIVEPROOF_VERSION));
    DriveProof::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        //: %1 D-Bus service name
        Tr::tr("DriveProof's privileged helper, a D-Bus system service (%1). D-Bus starts it "
               "when DriveProof needs it; it is not meant to be run by hand.")
            .arg(Names::serviceName()));
    parser.addHelpOption();
    parser.addVersionOption();
    // For tests only: a private bus with a mock polkit on it. The activation file never
    // passes it, and only root can start the helper on the system bus anyway.
    const QCommandLineOption busOption(
        QStringLiteral("bus-address"),
        Tr::tr("For tests: serve on the bus at ADDRESS instead of the system bus, and ask the "
               "polkit found there."),
        QStringLiteral("ADDRESS"));
    const QCommandLineOption idleOption(
        QStringLiteral("idle-timeout"),
        //: %1 number of seconds
        Tr::tr("Exit after SECONDS without calls (default %1).").arg(DefaultIdleSeconds),
        QStringLiteral("SECONDS"), QString::number(DefaultIdleSeconds));
    parser.addOptions({busOption, idleOption});
    parser.process(app);

    bool idleOk = false;
    const int idleSeconds = parser.value(idleOption).toInt(&idleOk);
    if (!idleOk || idleSeconds < 1)
        parser.showHelp(2);

    QDBusConnection bus = parser.isSet(busOption)
                              ? QDBusConnection::connectToBus(parser.value(busOption),
                                                              QStringLiteral("driveproof-helper"))
                              : QDBusConnection::systemBus();
    if (!bus.isConnected()) {
        qCCritical(lcHelper).noquote() << "cannot connect to the bus:" << bus.lastError().message();
        return 1;
    }
    if (::geteuid() != 0)
        qCWarning(lcHelper) << "not running as root: opening devices will fail";

    HelperService service(bus, std::chrono::seconds(idleSeconds));
    new Helper1Adaptor(&service); // owned by `service`; generated from the contract XML
    if (!bus.registerObject(Names::objectPath(), &service) ||
        !bus.registerService(Names::serviceName())) {
        qCCritical(lcHelper).noquote()
            << "cannot serve" << Names::serviceName() << "-" << bus.lastError().message();
        return 1;
    }
    QObject::connect(&service, &HelperService::idle, &app, [&bus] {
        qCInfo(lcHelper) << "idle: exiting";
        // Give the name back first, so that a new call starts a fresh helper instead of
        // being queued for this one.
        bus.unregisterService(Names::serviceName());
        QCoreApplication::quit();
    });
    qCInfo(lcHelper).noquote() << "serving" << Names::serviceName() << "for" << idleSeconds
                               << "s idle";
    return app.exec();
}
