// driveproof-cli health --report FILE [--id-ctrl FILE] [--all] [--json]: a drive judged from
// a report of it (core/drivereport/drivereport.h), with the same verdicts, "is it new" and
// records as for a drive in hand. Reads no device and needs no privilege.
#include "healthprint.h"

#include "drivereport/drivereport.h"
#include "report/drivestatejson.h"

#include <QFileInfo>

namespace DriveProof::Cli {

int runHealthReport(const QString &file, const QString &idCtrlFile, bool json, bool all)
{
    const Result<QByteArray> content = DriveReport::readReportFile(file);
    if (!content)
        return fail(content.error().message);
    QByteArray idCtrl;
    if (!idCtrlFile.isEmpty()) {
        const Result<QByteArray> id = DriveReport::readReportFile(idCtrlFile);
        if (!id)
            return fail(id.error().message);
        idCtrl = id.value();
    }
    const QString name =
        file == QLatin1String("-") ? QStringLiteral("-") : QFileInfo(file).fileName();
    const Result<DriveReport::ReportFacts> facts =
        DriveReport::readReport(content.value(), name, idCtrl);
    if (!facts)
        return fail(facts.error().message);
    const Result<Health::HealthSummary> health = DriveReport::judgeReport(facts.value(), name);
    if (!health)
        return fail(health.error().message);
    const Health::UsageAssessment usage = Health::assessUsage(Health::usageFacts(health.value()));
    if (json) {
        QJsonObject out = Report::healthToJson(health.value(), all);
        out.insert(QStringLiteral("model"), facts->model);
        out.insert(QStringLiteral("serial"), facts->serial);
        out.insert(QStringLiteral("firmware"), facts->firmware);
        out.insert(QStringLiteral("usage"), usageJson(usage));
        printJson(out);
        return ExitOk;
    }
    printLine(printable(DriveReport::originText(name, facts->model, facts->serial)));
    printHealth(health.value());
    printUsage(usage);
    if (all)
        printRecords(health->records);
    return ExitOk;
}

} // namespace DriveProof::Cli
