// The health verdict, "is it new" and every record printed for a terminal or as JSON: one
// way for a drive in hand (healthcommand.cpp) and for a report of one (healthreport.cpp).
#include "healthprint.h"

#include "health/healthreasons.h"
#include "health/healthrecords.h"
#include "health/lbaformats.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace DriveProof::Cli {

namespace {

QString optionalNumber(const std::optional<int> &v)
{
    return v ? QLocale().toString(*v) : QStringLiteral("-");
}

void printAttributeRows(const QList<Health::RecordRow> &rows)
{
    QStringList titles = Health::attributeColumnTitles();
    titles.removeLast(); // the meanings do not fit a terminal line
    Table t(titles);
    for (const Health::RecordRow &r : rows) {
        if (r.id < 0)
            continue;
        const QString failed = Health::attributeStateText(r.state);
        t.addRow({QString::number(r.id), r.name, optionalNumber(r.value), optionalNumber(r.worst),
                  optionalNumber(r.threshold), r.type, r.updated,
                  failed.isEmpty() ? QStringLiteral("-") : failed, r.raw});
    }
    t.print();
}

} // namespace

void printHealth(const Health::HealthSummary &h)
{
    const QString overall = h.overall == Health::Overall::Good      ? Tr::tr("good")
                            : h.overall == Health::Overall::Caution ? Tr::tr("caution")
                            : h.overall == Health::Overall::Bad     ? Tr::tr("bad")
                                                                    : Tr::tr("unknown");
    const QLocale locale;
    const auto num = [&](const std::optional<qint64> &v) {
        return v ? locale.toString(*v) : Tr::tr("unknown");
    };
    Table t({Tr::tr("Device"), h.device});
    t.addRow({Tr::tr("Overall"), overall});
    //: temperature in degrees Celsius
    t.addRow({Tr::tr("Temperature"), h.temperatureCelsius ? Tr::tr("%1 °C").arg(locale.toString(
                                                                *h.temperatureCelsius, 'f', 0))
                                                          : Tr::tr("unknown")});
    t.addRow({Tr::tr("Power-on hours"), num(h.powerOnHours)});
    t.addRow({Tr::tr("Power cycles"), num(h.powerCycles)});
    t.addRow({Tr::tr("Unsafe shutdowns"), num(h.unsafeShutdowns)});
    if (h.badSectors)
        t.addRow({Tr::tr("Bad sectors"), num(h.badSectors)});
    if (h.mediaErrors)
        t.addRow({Tr::tr("Media errors"), num(h.mediaErrors)});
    if (h.percentageUsed)
        //: wear of an SSD, in percent of its rated life
        t.addRow({Tr::tr("Wear"), Tr::tr("%1 %").arg(*h.percentageUsed)});
    if (h.availableSparePercent)
        t.addRow({Tr::tr("Available spare"), Tr::tr("%1 %").arg(*h.availableSparePercent)});
    t.addRow({Tr::tr("Source"), h.source});
    t.print();
    for (const QString &r : Health::reasonTexts(h.reasons)) // worded here, in this language
        printLine(Tr::tr("- %1").arg(r));
}

void printRecords(const Health::HealthRecords &records)
{
    const QList<Health::RecordRow> rows = Health::recordRows(records);
    printLine();
    if (rows.isEmpty()) {
        printLine(Tr::tr("The drive's records could not be read (an older helper, or a drive "
                         "that keeps none)."));
    } else if (!records.ataSmartData.isEmpty()) {
        printAttributeRows(rows);
    }
    // The NVMe fields and the ATA logs: one line each with what it means.
    bool any = false;
    const QStringList titles = Health::attributeColumnTitles();
    Table fields({titles.value(1), titles.value(2), titles.value(9)});
    for (const Health::RecordRow &r : rows) {
        if (r.id >= 0)
            continue;
        fields.addRow({r.name, r.raw, r.explanation});
        any = true;
    }
    if (any) {
        printLine();
        fields.print();
    }
    const QList<Health::SelfTestRow> tests = Health::selfTestRows(records);
    printLine();
    if (tests.isEmpty()) {
        printLine(Health::emptySelfTestLogText());
    } else {
        const QLocale locale;
        Table log(Health::selfTestColumnTitles());
        for (const Health::SelfTestRow &r : tests)
            log.addRow(
                {r.kind, r.result, locale.toString(r.powerOnHours),
                 r.failingLba ? locale.toString(qulonglong(*r.failingLba)) : QStringLiteral("-")});
        log.print();
    }
    if (!records.refused.isEmpty())
        printLine(Health::refusedCommandsText(records.refused));
}

// The namespace's LBA formats (NVMe) and the advice; nothing for a drive without them.
void printLbaFormats(const QString &device, const Health::HealthRecords &records)
{
    const Result<Health::NvmeLbaFormats> formats =
        Health::parseNvmeLbaFormats(records.nvmeIdentifyNamespace);
    if (!formats)
        return;
    printLine();
    //: column titles of the table of NVMe LBA formats
    Table t({Tr::tr("LBA format"), Tr::tr("Sector"), Tr::tr("In use")});
    for (const Health::NvmeLbaFormat &f : formats->formats)
        t.addRow({QString::number(f.index), Health::lbaFormatSummary(f),
                  f.index == formats->inUse ? Tr::tr("yes") : QString()});
    t.print();
    for (const Finding &f : Health::assessLbaFormats(device, formats.value()))
        printLine(Tr::tr("- %1").arg(Health::lbaFormatText(f)));
}

void printUsage(const Health::UsageAssessment &usage)
{
    //: "Is it new?" and the verdict: new, used, possibly reset
    printLine(Tr::tr("Is it new? %1").arg(Health::usageVerdictText(usage.verdict)));
    for (const Finding &r : usage.reasons)
        printLine(Tr::tr("- %1").arg(Health::usageText(r)));
}

QJsonObject usageJson(const Health::UsageAssessment &usage)
{
    QJsonArray reasons;
    for (const Finding &f : usage.reasons)
        reasons.append(
            QJsonObject{{QStringLiteral("code"), f.code},
                        {QStringLiteral("severity"), severityKey(f.severity)},
                        {QStringLiteral("arguments"), QJsonArray::fromStringList(f.arguments)},
                        {QStringLiteral("text"), Health::usageText(f)}});
    return {{QStringLiteral("verdict"), QLatin1String(Health::usageVerdictKey(usage.verdict))},
            {QStringLiteral("reasons"), reasons}};
}

} // namespace DriveProof::Cli
