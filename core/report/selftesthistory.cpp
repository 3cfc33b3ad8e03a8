#include "selftesthistory.h"

#include "environment.h"
#include "reporttr.h"

#include <QLocale>
#include <QUuid>

namespace DriveProof::Report {

namespace {

QString wordSelfTest(const Finding &f)
{
    return selfTestText(f.arguments);
}

} // namespace

TestResult selfTestResult(const Environment &env, const Health::SelfTestRow &row, int logEntries,
                          const QDateTime &seen)
{
    TestResult r;
    const QStringList facts{row.protocol,
                            QString::number(row.kindCode),
                            QString::number(row.resultCode),
                            QString::number(row.segment),
                            QString::number(row.powerOnHours),
                            row.failingLba ? QString::number(*row.failingLba) : QString()};
    // Name-based: the drive, the entry and how many the log held when it was seen.
    const QString name =
        HistoryStore::driveKey(env) + u'/' + facts.join(u'/') + u'/' + QString::number(logEntries);
    r.id =
        QUuid::createUuidV5(QUuid(QStringLiteral("{6f1d2c9e-4b3a-4f0e-9a51-23c0d1e5f7a8}")), name)
            .toString(QUuid::WithoutBraces);
    r.family = selfTestFamily();
    r.started = seen;
    r.finished = seen;
    r.targetKind = QStringLiteral("device");
    r.targetPath = env.device.isEmpty() ? QString() : QStringLiteral("/dev/") + env.device;
    r.environment = env;
    const char *code = Health::selfTestResultFailed(row.protocol, row.resultCode)
                           ? "selftest.failed"
                       : row.resultCode == 0 ? "selftest.passed"
                                             : "selftest.ended";
    r.findings << selfTestTable().make(QLatin1String(code), facts);
    return r;
}

const FindingTable &selfTestTable()
{
    const char *facts = "protocol, kind code, result code, failed segment, power-on hours, "
                        "first failing LBA";
    static const FindingTable table(
        {
            {"selftest.passed",
             Severity::Good,
             facts,
             {QStringLiteral("ata"), QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("0"),
              QStringLiteral("4660"), QString()}},
            {"selftest.failed",
             Severity::Danger,
             facts,
             {QStringLiteral("nvme"), QStringLiteral("2"), QStringLiteral("7"), QStringLiteral("2"),
              QStringLiteral("12031"), QStringLiteral("88123904")}},
            {"selftest.ended",
             Severity::Info,
             facts,
             {QStringLiteral("ata"), QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("0"),
              QStringLiteral("4661"), QString()}},
        },
        wordSelfTest);
    return table;
}

QString selfTestText(const QStringList &a)
{
    if (a.size() != 6)
        return {};
    const QString kind = Health::selfTestKindText(a.at(0), a.at(1).toInt());
    const QString result = Health::selfTestResultText(a.at(0), a.at(2).toInt(), a.at(3).toInt());
    const QString hours = QLocale().toString(a.at(4).toLongLong());
    if (!a.at(5).isEmpty())
        //: %1 kind of self-test ("Short"), %2 its result ("Failed: read error"), %3 the
        //: drive's power-on hours when it ended, %4 a sector number
        return Tr::tr("%1 self-test: %2, at %3 power-on hours; first failing sector %4.")
            .arg(kind, result, hours, QLocale().toString(a.at(5).toULongLong()));
    //: %1 kind of self-test ("Short"), %2 its result ("Completed without error"), %3 the
    //: drive's power-on hours when it ended
    return Tr::tr("%1 self-test: %2, at %3 power-on hours.").arg(kind, result, hours);
}

Result<QString> keepSelfTestResult(const Device::DeviceInfo &disk,
                                   const Health::HealthRecords &records, const HistoryStore &store)
{
    const QList<Health::SelfTestRow> rows = Health::selfTestRows(records);
    if (rows.isEmpty() || rows.constFirst().running)
        return QString();
    const TestResult result =
        selfTestResult(collectEnvironment(QString(), &disk), rows.constFirst(), int(rows.size()),
                       QDateTime::currentDateTime());
    if (store.find(result.id))
        return QString(); // this end was kept already (the window and the CLI both saw it)
    return store.save(result);
}

} // namespace DriveProof::Report
